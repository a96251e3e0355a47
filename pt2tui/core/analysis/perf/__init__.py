"""Where the time goes after compile: profiler traces -> per-call breakdowns, the GPU temporal
breakdown and comm-comp overlap (as HTA defines them), kernels joined to their compiles, ranks
and stragglers, and the ``slow_after_compile`` findings (see report.py)."""
