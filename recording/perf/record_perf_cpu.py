"""Record sample_traces/cpu-perf/: small compiled programs profiled with torch.profiler on CPU
(perf_cpu.py), each a run dir: trace/ (TORCH_TRACE, gzip'd), profile/trace.json.gz,
profile/calls.json, profile/key_averages.txt, stdout.txt.

  .venv/bin/python recording/perf/record_perf_cpu.py [sample_traces/cpu-perf]

Paths are rewritten to /home/dev/... before compressing (recording/pathrewrite.py).
"""

from __future__ import annotations

import gzip
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
sys.path.insert(0, str(HERE.parent))

from pathrewrite import PathRewriter, rewrite_dir  # noqa: E402

MODES = {  # sample dir -> perf_cpu.py arguments
    "graph_break": ["--mode", "break"],
    "clean": ["--mode", "clean"],
    "eager": ["--mode", "eager"],
    "recompile_in_window": ["--mode", "recompile", "--calls", "6"],
}


def record(out_root: Path) -> None:
    out_root.mkdir(parents=True, exist_ok=True)
    for name, argv in MODES.items():
        dest = out_root / name
        if dest.exists():
            shutil.rmtree(dest)
        with tempfile.TemporaryDirectory() as tmp:
            run = Path(tmp) / name
            run.mkdir()
            env = dict(os.environ, TORCH_TRACE=str(run / "trace"),
                       TORCHINDUCTOR_CACHE_DIR=str(Path(tmp) / "inductor_cache"))
            p = subprocess.run([sys.executable, str(HERE / "perf_cpu.py"), str(run), *argv],
                               env=env, capture_output=True, text=True, cwd=str(run))
            (run / "stdout.txt").write_text(p.stdout + p.stderr)
            if p.returncode != 0:
                raise SystemExit(f"{name}: exit {p.returncode}\n{p.stderr[-2000:]}")
            rw = PathRewriter([(str(run), f"/home/dev/runs/{name}"), (str(REPO), "/home/dev/pt2tui"),
                               (tmp, "/home/dev/tmp"), (sys.prefix, "/home/dev/venv")])
            rep = rewrite_dir(run, rw)
            if rep.leftovers:
                raise SystemExit(f"{name}: paths left: {rep.leftovers}")
            for t in (run / "trace").glob("*.log"):  # stored compressed: pt2tui reads .gz as is
                with open(t, "rb") as f, gzip.open(str(t) + ".gz", "wb", compresslevel=9) as g:
                    shutil.copyfileobj(f, g)
                t.unlink()
            shutil.copytree(run, dest)
        print(name, sum(f.stat().st_size for f in dest.rglob("*") if f.is_file()), "bytes")


if __name__ == "__main__":
    record(Path(sys.argv[1]) if len(sys.argv) > 1 else REPO / "sample_traces" / "cpu-perf")
