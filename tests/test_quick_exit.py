"""cli/exit.py: a command that has printed (or the TUI once its app returned) ends the process at
once, as the process itself: the atexit handlers run first, and a thread that is not a daemon is
waited for the usual way."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

PRELUDE = (
    "import atexit, sys, threading, time\n"
    "from pathlib import Path\n"
    "from pt2tui.cli import exit as ex\n"
    "out = Path(sys.argv[1])\n"
    "atexit.register(lambda: out.joinpath('atexit').write_text('ran'))\n"
    "ex.as_process()\n"
    "ex.quick_exit()\n"
)


def _run(tmp_path: Path, body: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", PRELUDE + body, str(tmp_path)], capture_output=True,
                          text=True, timeout=60)  # fmt: skip


def test_the_quick_end_runs_the_atexit_handlers_first(tmp_path: Path) -> None:
    r = _run(tmp_path, "print('printed', end='')\nex.end(3)\nprint('not the quick end')\n")
    assert r.returncode == 3, r.stderr
    assert r.stdout == "printed"  # flushed, and nothing after end()
    assert (tmp_path / "atexit").read_text() == "ran"


def test_a_thread_still_to_finish_is_waited_for(tmp_path: Path) -> None:
    body = (
        "def work():\n"
        "    time.sleep(0.3)\n"
        "    out.joinpath('thread').write_text('done')\n"
        "threading.Thread(target=work).start()\n"
        "ex.end(3)\n"
        "print('the usual end', end='')\n"
    )
    r = _run(tmp_path, body)
    assert r.returncode == 0 and r.stdout == "the usual end", r.stderr
    assert (tmp_path / "thread").read_text() == "done"
    assert (tmp_path / "atexit").read_text() == "ran"


def test_a_daemon_thread_does_not_hold_the_quick_end(tmp_path: Path) -> None:
    body = "threading.Thread(target=time.sleep, args=(30,), daemon=True).start()\nex.end(4)\n"
    r = _run(tmp_path, body)
    assert r.returncode == 4, r.stderr


def test_the_tui_asks_for_the_quick_end_once_its_app_returned(monkeypatch) -> None:
    """`open` ends at once after its app (the interpreter's own end: 0.16-0.38 s before the
    prompt); called in process (a test: not the process itself) nothing is frozen."""
    import gc

    from pt2tui.cli import exit as ex
    from pt2tui.cli import open as op

    monkeypatch.setattr(ex, "_WANTED", False)
    monkeypatch.setattr(ex, "_PROCESS", False)
    frozen = gc.get_freeze_count()
    assert op._ended(5) == 5
    assert ex._WANTED and gc.get_freeze_count() == frozen
