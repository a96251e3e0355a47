#!/usr/bin/env python3
"""Record the samples of issue #29 (verdicts that weigh what they find) into sample_traces/cpu:

    python recording/record_verdict_samples.py [--pt2tui PT2TUI] [--only NAME ...] [--force]

* ``hf_seq_recompile``: `pt2tui run --no-tui --no-debug-dir programs/hf_seq_recompile.py`
  (needs transformers; HF_HUB_OFFLINE=1, a GPT-2 from a tiny config).
* ``collectives_split``: `LOG_TLPARSE=1 pt2tui run --no-tui --no-debug-dir -- torchrun
  --nproc-per-node=2 programs/collectives_split.py`.
* ``backward_break``: `pt2tui run --no-tui --no-debug-dir programs/backward_break.py`.
* issue 45, into sample_traces/cpu-verdicts (``--out sample_traces/cpu-verdicts --xz --only
  collectives_regrouped extra_collective ddp_optimizer``; torchrun on PATH): ``collectives_regrouped``
  and ``extra_collective`` (gpu_programs/, over gloo here; extra_collective with a 10 s process
  group timeout), ``ddp_optimizer`` (programs/ddp_buckets.py) and its ``ddp-no-optimizer``
  rerun (``ddp_optimizer-ddp-no-optimizer``, recorded after it).
* ``self_interrupt``: no pt2tui: `TORCH_TRACE=<dir>/trace TORCH_LOGS=graph_breaks,recompiles,guards
  python programs/self_interrupt.py` with its stdout and stderr in stdout.txt / stderr.txt
  (a KeyboardInterrupt read from the trace and the logs alone).

Inductor's cache and TMPDIR are private temp dirs; the run dirs are copied with this machine's
paths replaced (pathrewrite.py, as record_interrupted.py does), then made small: the trace
records of ``DROP`` (chromium events, intermediate graph dumps, cache-miss details: nothing the
tests read) are left out whole (header and payload; every other record is byte for byte what
torch wrote), and so are the ``[__guards]`` lines of output.log (the guards are in the trace).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from pathrewrite import PathRewriter, rewrite_dir  # noqa: E402
from record_interrupted import (  # noqa: E402
    PLACEHOLDER_CACHE,
    PLACEHOLDER_HOME,
    PLACEHOLDER_OUT,
    PLACEHOLDER_ROOT,
    PLACEHOLDER_TMP,
    PLACEHOLDER_VENV,
    fix_short_paths,
)

ROOT = HERE.parent
PROGRAMS = "sample_traces/programs"  # the link to recording/programs: the paths the samples name
GPU_PROGRAMS = "sample_traces/gpu_programs"  # programs that run on CUDA (NCCL) or CPU (gloo)
RUN = ["run", "--no-tui", "--no-debug-dir"]
SAMPLES: dict[str, tuple[list[str], dict[str, str]]] = {
    "hf_seq_recompile": ([*RUN, f"{PROGRAMS}/hf_seq_recompile.py"], {"HF_HUB_OFFLINE": "1"}),
    "collectives_split": (
        [*RUN, "--", "torchrun", "--nproc-per-node=2", f"{PROGRAMS}/collectives_split.py"],
        {"LOG_TLPARSE": "1"},
    ),
    "backward_break": ([*RUN, f"{PROGRAMS}/backward_break.py"], {}),
    "self_interrupt": ([f"{PROGRAMS}/self_interrupt.py"], {}),  # python, not pt2tui
    # issue 45 (sample_traces/cpu-verdicts): the programs the GPU set runs too, here over gloo
    "collectives_regrouped": (
        [*RUN, "--", "torchrun", "--nproc-per-node=2", f"{GPU_PROGRAMS}/collectives_regrouped.py"], {},
    ),
    "extra_collective": (
        [*RUN, "--", "torchrun", "--nproc-per-node=2", f"{GPU_PROGRAMS}/extra_collective.py"],
        {"PG_TIMEOUT_S": "10"},
    ),
    "ddp_optimizer": (
        [*RUN, "--", "torchrun", "--nproc-per-node=2", f"{PROGRAMS}/ddp_buckets.py"], {},
    ),
    # its ddp-no-optimizer rerun (DDPOptimizer off, measured against it): after ddp_optimizer
    "ddp_optimizer-ddp-no-optimizer": (
        ["rerun", "sample_traces/cpu-verdicts/ddp_optimizer", "ddp-no-optimizer", "--no-tui"], {},
    ),
}


DROP = frozenset({
    "chromium_event", "fx_graph_cache_miss", "fx_graph_cache_hit", "dynamo_side_effects",
    "before_pre_grad_graph", "after_pre_grad_graph", "before_joint_graph", "after_joint_graph",
    "before_post_grad_graph", "fx_graph_runnable", "aot_forward_graph_fw_metadata",
    "torch._functorch.config", "torch._inductor.config",
})  # fmt: skip
_ENVELOPE = re.compile(r"^\S+ [\d:.]+ +\d+ [^\]]*\] (\{.*\})$")


def _kind(line: str) -> str | None:
    m = _ENVELOPE.match(line.rstrip("\n"))
    if m is None:
        return None
    try:
        env = json.loads(m.group(1))
    except ValueError:
        return None
    if "artifact" in env and isinstance(env["artifact"], dict):
        return str(env["artifact"].get("name"))
    return next((k for k in env if k in DROP), None)


def strip(run_dir: Path) -> None:
    for trace in (run_dir / "trace").glob("*.log"):
        out: list[str] = []
        dropping = False
        with open(trace, encoding="utf-8") as f:
            for line in f:
                if line.startswith("\t"):
                    if not dropping:
                        out.append(line)
                    continue
                dropping = _kind(line) in DROP
                if not dropping:
                    out.append(line)
        trace.write_text("".join(out), encoding="utf-8")
    log = run_dir / "output.log"
    if log.exists():
        lines = log.read_text(encoding="utf-8").splitlines(keepends=True)
        log.write_text("".join(ln for ln in lines if "[__guards]" not in ln), encoding="utf-8")
    err = run_dir / "stderr.txt"
    if err.exists():
        lines = err.read_text(encoding="utf-8").splitlines(keepends=True)
        err.write_text("".join(ln for ln in lines if "[__guards]" not in ln), encoding="utf-8")


def _record(name: str, pt2tui: str, tmp: Path) -> Path:
    argv, extra = SAMPLES[name]
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TORCH", "TORCHINDUCTOR"))}
    env.update(extra, TORCHINDUCTOR_CACHE_DIR=str(tmp / "cache"), TMPDIR=str(tmp / "tmp"),
               PYTHONUNBUFFERED="1")  # fmt: skip
    runs = tmp / "runs"
    if name == "self_interrupt":
        out = runs / name
        out.mkdir(parents=True)
        env.update(TORCH_TRACE=str(out / "trace"), TORCH_LOGS="graph_breaks,recompiles,guards")
        with open(out / "stdout.txt", "wb") as so, open(out / "stderr.txt", "wb") as se:
            rc = subprocess.run([sys.executable, *argv], cwd=ROOT, env=env, stdout=so,
                                stderr=se).returncode  # fmt: skip
        print(f"{name}: exit {rc}")
        return out
    rc = subprocess.run([pt2tui, *argv[:1], "--runs-dir", str(runs), *argv[1:]], cwd=ROOT,
                        env=env, stdout=subprocess.DEVNULL).returncode  # fmt: skip
    print(f"{name}: pt2tui exit {rc}")
    return next(runs.iterdir())


def _relative_to_checkout(dest: Path) -> None:
    """run.json's ``relative`` paths (the program's cwd ... from the run dir) pointed at the
    checkout from where the sample now lies (they named the temporary run dir's place)."""
    p = dest / "run.json"
    if not p.exists():
        return
    info = json.loads(p.read_text())
    rel = info.get("relative")
    if isinstance(rel, dict):
        for key in ("cwd", "program_cwd"):
            if key in rel:
                rel[key] = os.path.relpath(ROOT, dest.resolve())
        parent = info.get("parent")  # a rerun's parent, a sample beside it (rewritten to the placeholder)
        if "parent" in rel and isinstance(parent, str) and parent.startswith(PLACEHOLDER_ROOT + "/"):
            rel["parent"] = os.path.relpath(ROOT / parent[len(PLACEHOLDER_ROOT) + 1 :], dest.resolve())
        p.write_text(json.dumps(info, indent=2) + "\n")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--pt2tui", default=shutil.which("pt2tui") or "pt2tui")
    ap.add_argument("--out", default=str(ROOT / "sample_traces" / "cpu"))
    ap.add_argument("--only", nargs="*", default=list(SAMPLES))
    ap.add_argument("--force", action="store_true")
    ap.add_argument("--strip", nargs="*", metavar="DIR", help="only make recorded dirs small")
    ap.add_argument("--xz", action="store_true", help="compress trace/*.log and output.log with xz -9")
    args = ap.parse_args(argv)
    if args.strip is not None:
        for d in args.strip:
            strip(Path(d))
        return 0
    for name in args.only:
        dest = Path(args.out) / name
        if dest.exists() and not args.force:
            print(f"{dest} exists (--force replaces it)", file=sys.stderr)
            continue
        tmp = Path(tempfile.mkdtemp(prefix="pt2tui-record-"))
        try:
            (tmp / "cache").mkdir()
            (tmp / "tmp").mkdir()
            run_dir = _record(name, args.pt2tui, tmp)
            info_p = run_dir / "run.json"
            if info_p.exists():
                info = json.loads(info_p.read_text())
                info["host"] = "dev"
                info_p.write_text(json.dumps(info, indent=2) + "\n")
            stage = Path(tempfile.mkdtemp(prefix=f".{name}.recording-", dir=args.out))
            stage_dir = stage / name
            shutil.copytree(run_dir, stage_dir)
            py_xy = f"{sys.version_info[0]}.{sys.version_info[1]}"
            site = [p for p in sys.path if p.endswith("site-packages")]
            mapping = [
                (str(run_dir.resolve()), f"{PLACEHOLDER_OUT}/{name}"),
                (str(run_dir), f"{PLACEHOLDER_OUT}/{name}"),
                (str(tmp / "cache"), PLACEHOLDER_CACHE),
                (str(tmp / "tmp"), PLACEHOLDER_TMP),
                (str(tmp), "/tmp/pt2tui_record"),
                *((s, f"{PLACEHOLDER_VENV}/lib/python{py_xy}/site-packages") for s in site),
                (sys.prefix, PLACEHOLDER_VENV),
                (str(ROOT), PLACEHOLDER_ROOT),
                (os.path.expanduser("~"), PLACEHOLDER_HOME),
            ]
            rep = rewrite_dir(stage_dir, PathRewriter(mapping))
            fix_short_paths(stage_dir, ROOT.name)
            strip(stage_dir)
            print(f"{name}: rewritten {rep.changed_files} files; leftovers: {rep.leftovers or 'none'}")
            if dest.exists():
                shutil.rmtree(dest)
            stage_dir.rename(dest)
            shutil.rmtree(stage)
            _relative_to_checkout(dest)
            shutil.rmtree(dest / "torch_compile_debug", ignore_errors=True)  # a rerun's: no test reads it
            if args.xz:
                for f in [*(dest / "trace").glob("*.log"), dest / "output.log"]:
                    if f.exists():
                        subprocess.run(["xz", "-9", "-f", str(f)], check=True)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
