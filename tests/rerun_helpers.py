"""What the rerun tests share: the compile-error program, running `pt2tui`, reading run dirs,
and parent runs recorded once per session (the ``parents`` fixture is in conftest.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

from filelock import FileLock

from pt2tui.runner.recipe_io import HOOK_DIR

BIN = Path(sys.executable).with_name("pt2tui")
PY = sys.executable

# relu(x) is compiled into code that does not compile (C++). The smallest graph the minifier can
# still shrink (4 nodes to 3): every query of the isolated minifier is a new torch process.
COMPILE_ERROR_PROG = """
    import torch
    import torch._inductor.config as ic
    ic.cpp.inject_relu_bug_TESTING_ONLY = "compile_error"

    @torch.compile
    def f(x):
        return (x + 1).relu()

    print(f(torch.randn(8)).shape)
"""


# Inductor checks each vector ISA this CPU has by compiling a C++ probe against ATen's vec
# headers, once per cache dir: ~8 s of g++ in every fresh private cache dir. The CPU's flags
# are still read; only the compiler probe is skipped (the same ISA is picked where it passes).
FAST_INDUCTOR = {"TORCHINDUCTOR_VEC_ISA_OK": "1"}


def _env(cache: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TORCH", "PYTORCH"))}
    env.update(FAST_INDUCTOR)
    env["TORCHINDUCTOR_CACHE_DIR"] = str(cache)
    env.update(extra)
    return env


def _pt2tui(
    args: list[str], cwd: Path, env: dict[str, str], timeout: float = 300
) -> subprocess.CompletedProcess:
    exe = [str(BIN)] if BIN.exists() else [PY, "-m", "pt2tui"]
    return subprocess.run(
        exe + args, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout
    )


def _rerun_dir(r: subprocess.CompletedProcess) -> Path:
    first = r.stdout.splitlines()[0] if r.stdout else ""
    assert first.startswith("pt2tui: rerun dir "), (r.stdout[:500], r.stderr[-2000:])
    return Path(first[len("pt2tui: rerun dir ") :])


def _info(run_dir: Path) -> dict:
    return json.loads((run_dir / "run.json").read_text())


def _files(d: Path) -> set[str]:
    return {str(p.relative_to(d)) for p in d.rglob("*")}


class Parents:
    """Parent runs, made once per session whatever the number of xdist workers."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def get(self, name: str, body: str, **env: str) -> tuple[Path, Path]:
        """(the program's dir, its run dir)."""
        work = self.root / name
        done = work / "RUN_DIR"
        with FileLock(str(self.root / f"{name}.lock")):
            if not done.exists():
                work.mkdir(parents=True, exist_ok=True)
                (work / f"{name}.py").write_text(textwrap.dedent(body))
                cache = Path(env.pop("cache", str(self.root / "cache")))
                r = _pt2tui(["run", "--no-tui", f"{name}.py"], work, _env(cache, **env))
                first = r.stdout.splitlines()[0]
                assert first.startswith("pt2tui: run dir "), r.stderr[-2000:]
                rd = (work / first[len("pt2tui: run dir ") :]).resolve()
                done.write_text(str(rd))
        return work, Path(done.read_text())


def _run_repro(ml: Path, work: Path, env: dict[str, str]) -> Path:
    """`pt2tui rerun ML run-repro`: the minified repro of a launcher run still fails."""
    r = _pt2tui(["rerun", str(ml), "run-repro", "--no-tui"], work, env)
    assert r.returncode == 0, r.stderr[-3000:]
    rp = _rerun_dir(r)
    res = _info(rp)["result"]
    assert res["reproduced"] is True and res["repro"] == str(ml / "repro.py")
    assert _info(rp)["cwd"] == str(rp)
    return rp


def _hooked(tmp_path: Path, body: str, recipe: str = "profile", eager: bool = False,
            **env: str) -> tuple[subprocess.CompletedProcess, dict, Path]:  # fmt: skip
    """Run ``body`` with the startup hook as the profile recipe sets it: (process, calls.json,
    profile dir)."""
    prog = tmp_path / "prog.py"
    prog.write_text(textwrap.dedent(body))
    pdir = tmp_path / "profile"
    spec = {"recipe": recipe, "profile": {"eager": eager}}
    e = _env(tmp_path / "cache", PYTHONPATH=HOOK_DIR, PT2TUI_COMPILE_OVERRIDES=json.dumps(spec),
             PT2TUI_PROFILE_DIR=str(pdir), **env)  # fmt: skip
    r = subprocess.run([PY, str(prog)], cwd=tmp_path, env=e, capture_output=True, text=True,
                       timeout=300)  # fmt: skip
    assert r.returncode == 0, r.stderr[-3000:]
    return r, json.loads((pdir / "calls.json").read_text()), pdir


def _loop(n: int, compile_args: str = 'backend="eager"') -> str:
    return f"""
        import torch

        @torch.compile({compile_args})
        def f(x):
            return (x.sin() + 1).relu()

        x = torch.randn(8)
        for i in range({n}):
            f(x)
    """


def _phases(data: dict) -> list[str]:
    return [c["phase"] for c in data["calls"]]
