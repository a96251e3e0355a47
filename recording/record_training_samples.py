#!/usr/bin/env python3
"""Record the CPU training samples of issue 36 into sample_traces/cpu-training:

    python recording/record_training_samples.py [--pt2tui PT2TUI] [--only NAME ...] [--force]

* ``print_restart_recompile``: `pt2tui run --no-tui --no-debug-dir
  programs/print_restart_recompile.py` (a print in forward: every compile restarts; three batch
  sizes with backward: a recompile inside a restarted attempt).
* ``layers_recompile_limit``: `pt2tui run --no-tui --no-debug-dir
  programs/layers_recompile_limit.py` (10 layers compiled one by one, each reads its own
  layer_idx: a recompile per layer until recompile_limit (8), then eager).
* ``layers_recompile_4``: the same program with 4 layers: a recompile per layer, under the
  limit (it grows with depth).
* ``ddp_rank_shape``: `pt2tui run --no-tui --no-debug-dir -- torchrun --nproc-per-node=2
  programs/ddp_rank_shape.py` (DDP over gloo; rank 1 alone gets a shorter batch at step 2 and
  recompiles inside a restarted attempt while rank 0 waits in the all-reduce).
* ``gloo_rank_diverge``: `pt2tui run --no-tui --no-debug-dir -- torchrun --nproc-per-node=2
  programs/gloo_rank_diverge.py` with LOG_TLPARSE=1 (rank 1 all_gathers where rank 0 does not;
  rank 0 exits, rank 1's gloo connection is closed by its peer).

The machinery (private caches, paths rewritten to /home/dev/..., records tests never read left
out) is record_verdict_samples.py's. To keep the samples small, these also leave out the graph
dumps and generated code of every compile (``EXTRA_DROP``; gloo_rank_diverge keeps its output
code and post-grad graph: the collectives the ranks run and their user lines are read there) and the torch config dumps inside
compilation_metrics (``CONFIG_KEYS``: 30 kB per compile, nothing pt2tui reads); run.json's cwd
is the checkout's placeholder.
"""

from __future__ import annotations

import json
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
    "layers_recompile_4": ([*rvs.RUN, f"{PROGRAMS}/layers_recompile_limit.py", "4"], {}),
    "ddp_rank_shape": (
        [*rvs.RUN, "--", "torchrun", "--nproc-per-node=2", f"{PROGRAMS}/ddp_rank_shape.py"], {},
    ),
    "gloo_rank_diverge": (
        [*rvs.RUN, "--", "torchrun", "--nproc-per-node=2", f"{PROGRAMS}/gloo_rank_diverge.py"],
        {"LOG_TLPARSE": "1"},
    ),
}


EXTRA_DROP = frozenset({
    "bwd_compilation_metrics", "aot_joint_graph", "inductor_post_grad_graph", "aot_backward_graph",
    "aot_forward_graph", "backward_prologue", "compiled_function_backward",
    "runtime_wrapper_orchestration", "aot_inference_graph", "inductor_pre_grad_graph",
    "graph_region_expansion", "inductor_provenance_tracking_node_mappings",
    "inductor_provenance_tracking_kernel_stack_traces",
})  # fmt: skip
KEEP_CODE = {"gloo_rank_diverge"}
CONFIG_KEYS = ("inductor_config", "dynamo_config", "functorch_config", "compiler_config")


def _kind(line: str) -> str | None:
    m = rvs._ENVELOPE.match(line.rstrip("\n"))
    if m is None:
        return None
    try:
        env = json.loads(m.group(1))
    except ValueError:
        return None
    if isinstance(env.get("artifact"), dict):
        return str(env["artifact"].get("name"))
    return next((k for k in env if k in EXTRA_DROP or k == "inductor_output_code"), None)


def _slim_metrics(line: str) -> str:
    m = rvs._ENVELOPE.match(line.rstrip("\n"))
    if m is None or '"compilation_metrics"' not in m.group(1):
        return line
    env = json.loads(m.group(1))
    cm = env.get("compilation_metrics")
    if not isinstance(cm, dict):
        return line
    for k in CONFIG_KEYS:
        cm.pop(k, None)
    head = line[: line.index(m.group(1))]
    return head + json.dumps(env) + "\n"


def slim(run_dir: Path, name: str) -> None:
    code = {"inductor_output_code", "inductor_post_grad_graph"}  # the collectives and their lines
    drop = EXTRA_DROP - code if name in KEEP_CODE else EXTRA_DROP | code
    for trace in (run_dir / "trace").glob("*.log"):
        out: list[str] = []
        dropping = False
        with open(trace, encoding="utf-8") as f:
            for line in f:
                if line.startswith("\t"):
                    if not dropping:
                        out.append(line)
                    continue
                dropping = _kind(line) in drop
                if not dropping:
                    out.append(_slim_metrics(line))
        trace.write_text("".join(out), encoding="utf-8")
    info_p = run_dir / "run.json"
    if info_p.exists():
        info = json.loads(info_p.read_text())
        info.pop("relative", None)  # this machine's checkout, relative to the runs dir
        text = json.dumps(info, indent=2) + "\n"
        info_p.write_text(text.replace("/sample_traces/cpu/", "/sample_traces/cpu-training/"))


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    rvs.SAMPLES.clear()
    rvs.SAMPLES.update(SAMPLES)
    out = rvs.ROOT / "sample_traces" / "cpu-training"
    if "--out" not in args:
        args = ["--out", str(out), *args]
    out.mkdir(exist_ok=True)
    strip = rvs.strip
    rvs.strip = lambda d: (strip(d), slim(d, d.name))  # type: ignore[assignment]
    return rvs.main(args)


if __name__ == "__main__":
    sys.exit(main())
