#!/usr/bin/env python3
"""Record sample_traces/cpu/interrupted_by_user: a run the user stopped with Ctrl-C in the TUI.

    python recording/record_interrupted.py [--pt2tui .venv/bin/pt2tui] [--force]

Runs ``pt2tui run sample_traces/programs/until_interrupted.py`` in a private tmux server
(a real terminal, the real TUI), waits until the program prints "ready", presses Ctrl-C once,
waits until the status line says the program ended, quits with q, and copies the run dir to
``sample_traces/cpu/interrupted_by_user`` with this machine's paths replaced (pathrewrite.py,
as record_samples.py does). Inductor's cache and TMPDIR are private temp dirs.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from pathrewrite import PathRewriter, rewrite_dir, rewrite_trace_text  # noqa: E402

ROOT = HERE.parent
NAME = "interrupted_by_user"
PROGRAM = "sample_traces/programs/until_interrupted.py"
PLACEHOLDER_HOME = "/home/dev"
PLACEHOLDER_ROOT = "/home/dev/pt2tui"
PLACEHOLDER_VENV = "/home/dev/venv"
PLACEHOLDER_CACHE = "/tmp/torchinductor_dev"
PLACEHOLDER_TMP = "/tmp"
PLACEHOLDER_OUT = PLACEHOLDER_ROOT + "/sample_traces/cpu"


def tmux(sock: str, *args: str) -> str:
    return subprocess.run(
        ["tmux", "-L", sock, *args], capture_output=True, text=True, timeout=20
    ).stdout


def wait_screen(sock: str, pred, timeout: float) -> str:
    end = time.monotonic() + timeout
    screen = ""
    while time.monotonic() < end:
        screen = tmux(sock, "capture-pane", "-p", "-t", "t")
        if pred(screen):
            return screen
        time.sleep(0.2)
    raise SystemExit(f"timed out; the screen was:\n{screen}")


def fix_short_paths(run_dir: Path, root_name: str) -> None:
    """torch's guard comments name user files relative to the checkout's parent
    (``# <checkout>/sample_traces/...``): the checkout's name becomes ``pt2tui`` too."""
    old, new = f"  # {root_name}/", "  # pt2tui/"
    if root_name == "pt2tui":
        return
    for p in run_dir.rglob("*"):
        if not p.is_file():
            continue
        try:
            text = p.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        if old not in text:
            continue
        if p.parent.name == "trace":
            text = rewrite_trace_text(text, lambda t: t.replace(old, new))[0]
        else:
            text = text.replace(old, new)
        p.write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--pt2tui", default=str(ROOT / ".venv" / "bin" / "pt2tui"))
    ap.add_argument("--out", default=str(ROOT / "sample_traces" / "cpu"))
    ap.add_argument("--force", action="store_true")
    args = ap.parse_args(argv)
    dest = Path(args.out) / NAME
    if dest.exists() and not args.force:
        print(f"{dest} exists (--force replaces it)", file=sys.stderr)
        return 2
    tmp = Path(tempfile.mkdtemp(prefix="pt2tui-record-"))
    sock = f"pt2tui-record-{uuid.uuid4().hex[:8]}"
    try:
        (tmp / "cache").mkdir()
        (tmp / "tmp").mkdir()
        runs = tmp / "runs"
        env = f"TORCHINDUCTOR_CACHE_DIR={tmp / 'cache'} TMPDIR={tmp / 'tmp'}"
        if os.environ.get("PYTHONPATH"):
            env += f" PYTHONPATH={shlex.quote(os.environ['PYTHONPATH'])}"
        cmd = (
            f"cd {shlex.quote(str(ROOT))} && env TERM=xterm-256color {env} "
            f"{shlex.quote(args.pt2tui)} run --runs-dir {shlex.quote(str(runs))} {PROGRAM}; "
            "echo EXITED $?"
        )
        tmux(sock, "-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "30", "-s", "t",
             "env", "PS1=$ ", "bash", "--norc", "--noprofile")  # fmt: skip
        tmux(sock, "send-keys", "-t", "t", f"bash -c {shlex.quote(cmd)}", "Enter")
        wait_screen(sock, lambda s: "ready: compiled" in s, 300)
        time.sleep(1.0)
        tmux(sock, "send-keys", "-t", "t", "C-c")
        screen = wait_screen(sock, lambda s: "running" not in s.split("\n", 1)[0], 60)
        print(screen.split("\n", 1)[0])
        tmux(sock, "send-keys", "-t", "t", "q")
        screen = wait_screen(sock, lambda s: "EXITED" in s, 60)
        print("\n".join(ln for ln in screen.splitlines() if ln.startswith(("pt2tui:", "EXITED"))))
        run_dir = next(runs.iterdir())
        info = json.loads((run_dir / "run.json").read_text())
        print("run.json:", {k: info.get(k) for k in ("exit_code", "signal", "signals_sent",
                                                     "interrupted_by_user", "interrupt_signal")})
        stage = Path(tempfile.mkdtemp(prefix=f".{NAME}.recording-", dir=args.out))
        shutil.copytree(run_dir, stage / NAME)
        stage_dir = stage / NAME
        info["host"] = "dev"
        (stage_dir / "run.json").write_text(json.dumps(info, indent=2) + "\n")
        site = [p for p in sys.path if p.endswith("site-packages")]
        py_xy = f"{sys.version_info[0]}.{sys.version_info[1]}"
        venv = Path(args.pt2tui).resolve().parent.parent
        mapping = [
            (str(run_dir.resolve()), f"{PLACEHOLDER_OUT}/{NAME}"),
            (str(run_dir), f"{PLACEHOLDER_OUT}/{NAME}"),
            (str(tmp / "cache"), PLACEHOLDER_CACHE),
            (str(tmp / "tmp"), PLACEHOLDER_TMP),
            (str(tmp), "/tmp/pt2tui_record"),
            (str(venv / "lib" / f"python{py_xy}" / "site-packages"),
             f"{PLACEHOLDER_VENV}/lib/python{py_xy}/site-packages"),
            *((s, f"{PLACEHOLDER_VENV}/lib/python{py_xy}/site-packages") for s in site),
            (str(venv), PLACEHOLDER_VENV),
            (str(ROOT), PLACEHOLDER_ROOT),
            (os.path.expanduser("~"), PLACEHOLDER_HOME),
        ]  # fmt: skip
        rep = rewrite_dir(stage_dir, PathRewriter(mapping))
        fix_short_paths(stage_dir, ROOT.name)
        print(f"rewritten: {rep.changed_files} files; leftovers: {rep.leftovers or 'none'}")
        if dest.exists():
            shutil.rmtree(dest)
        stage_dir.rename(dest)
        shutil.rmtree(stage)
        print(f"wrote {dest}")
        return 0
    finally:
        tmux(sock, "kill-server")
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
