#!/usr/bin/env python3
"""Record the CPU training samples of issue 36 into sample_traces/cpu-training:

    python recording/record_training_samples.py [--pt2tui PT2TUI] [--only NAME ...] [--force]

* ``print_restart_recompile``: `pt2tui run --no-tui --no-debug-dir
  programs/print_restart_recompile.py` (a print in forward: every compile restarts; three batch
  sizes with backward: a recompile inside a restarted attempt).
* ``layers_recompile_limit``: `pt2tui run --no-tui --no-debug-dir
  programs/layers_recompile_limit.py` (10 layers compiled one by one, each reads its own
  layer_idx: a recompile per layer until recompile_limit (8), then eager).
* ``gloo_rank_diverge``: `pt2tui run --no-tui --no-debug-dir -- torchrun --nproc-per-node=2
  programs/gloo_rank_diverge.py` with LOG_TLPARSE=1 (rank 1 all_gathers where rank 0 does not;
  rank 0 exits, rank 1's gloo connection is closed by its peer).

The machinery (private caches, paths rewritten to /home/dev/..., records tests never read left
out) is record_verdict_samples.py's.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import record_verdict_samples as rvs  # noqa: E402

PROGRAMS = rvs.PROGRAMS
SAMPLES = {
    "print_restart_recompile": ([*rvs.RUN, f"{PROGRAMS}/print_restart_recompile.py"], {}),
    "layers_recompile_limit": ([*rvs.RUN, f"{PROGRAMS}/layers_recompile_limit.py"], {}),
    "gloo_rank_diverge": (
        [*rvs.RUN, "--", "torchrun", "--nproc-per-node=2", f"{PROGRAMS}/gloo_rank_diverge.py"],
        {"LOG_TLPARSE": "1"},
    ),
}


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    rvs.SAMPLES.clear()
    rvs.SAMPLES.update(SAMPLES)
    if "--out" not in args:
        args = ["--out", str(rvs.ROOT / "sample_traces" / "cpu-training"), *args]
    (rvs.ROOT / "sample_traces" / "cpu-training").mkdir(exist_ok=True)
    return rvs.main(args)


if __name__ == "__main__":
    sys.exit(main())
