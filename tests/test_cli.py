"""`pt2tui summary` as a user and CI run it: the installed console script."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

BIN = Path(sys.executable).with_name("pt2tui")


def _pt2tui(*args: str) -> subprocess.CompletedProcess:
    exe = [str(BIN)] if BIN.exists() else [sys.executable, "-m", "pt2tui"]
    return subprocess.run(exe + list(args), capture_output=True, text=True, timeout=120)


def test_summary_json_schema(samples: Path) -> None:
    r = _pt2tui("summary", str(samples / "breaks_and_recompiles"), "--json")
    assert r.returncode == 0, r.stderr
    d = json.loads(r.stdout)
    assert d["schema"] == "pt2tui.summary/1"
    for key in ("sources", "torch_version", "ranks", "compiles", "graph_breaks", "failures",
                "unknown_kinds", "problems"):  # fmt: skip
        assert key in d
    assert {s["kind"] for s in d["sources"]} >= {"trace", "debug_dir", "torch_logs"}
    c = d["compiles"][0]
    for key in ("id", "rank", "frame_id", "frame_compile_id", "attempt", "compiled_autograd_id",
                "status", "co_name", "co_filename", "co_firstlineno", "artifacts", "graph_breaks",
                "recompile_reasons", "fail_type", "fail_reason", "duration_s"):  # fmt: skip
        assert key in c
    gb = d["graph_breaks"][0]
    assert set(gb) >= {"reason", "gb_id", "user_frame", "count", "compile_ids"}


def test_summary_human(samples: Path) -> None:
    r = _pt2tui("summary", str(samples / "compile_error"))
    assert r.returncode == 0
    assert "failed" in r.stdout and "InductorError" in r.stdout


def test_missing_path_exits_2_with_one_line(tmp_path: Path) -> None:
    r = _pt2tui("summary", str(tmp_path / "nope"))
    assert r.returncode == 2
    assert r.stderr.strip().count("\n") == 0 and "no such file" in r.stderr


def test_unreadable_path_exits_2(tmp_path: Path) -> None:
    import os

    if os.geteuid() == 0:
        pytest.skip("root can read anything")
    f = tmp_path / "x.log"
    f.write_text("x")
    f.chmod(0)
    r = _pt2tui("summary", str(f))
    assert r.returncode == 2


def test_empty_dir_exits_2(tmp_path: Path) -> None:
    r = _pt2tui("summary", str(tmp_path))
    assert r.returncode == 2 and "found no TORCH_TRACE" in r.stderr


def test_problems_reported_and_rest_shown(tmp_path: Path) -> None:
    fx = Path(__file__).parent / "fixtures" / "malformed.log"
    r = _pt2tui("summary", str(fx), "--json")
    assert r.returncode == 0
    d = json.loads(r.stdout)
    assert d["compiles"] and d["problems"]
    assert d["unknown_kinds"] == {"some_future_event": 1}


def test_markup_in_logs_printed_literally(tmp_path: Path) -> None:
    src = Path(__file__).parent / "fixtures" / "malformed.log"
    d = tmp_path / "run"
    d.mkdir()
    shutil.copy(src, d / "trace.log")
    (d / "stderr.txt").write_text("Traceback (most recent call last):\n  File \"x.py\", line 1, in <module>\nRuntimeError: [bold red]boom[/] \x1b]52;c;SGVsbG8=\x07\n")
    r = _pt2tui("summary", str(d))
    assert r.returncode == 0
    assert "[bold red]boom[/]" in r.stdout
    assert "\x1b]52" not in r.stdout



def test_a_summary_process_ends_quickly_with_all_its_output(samples: Path, capsys) -> None:
    """summary and diff end with os._exit once they have printed (cli/exit.py): the process
    writes what main() writes in process, and keeps its exit status."""
    from pt2tui.cli import main

    a, b = str(samples / "breaks_and_recompiles"), str(samples / "accuracy_error")
    for argv, rc in ((["summary", a, "--json"], 0), (["summary", a], 0), (["diff", a, b], 1)):
        assert main(argv) == rc
        in_process = capsys.readouterr().out
        p = _pt2tui(*argv)
        assert (p.returncode, p.stdout) == (rc, in_process), argv


def test_the_process_does_not_walk_its_model_before_it_ends(samples: Path) -> None:
    """The run is read with the collector paused; as a process of its own, `summary` freezes
    what it built at quick_exit, so no collection walks the model between its output and its
    end (without: one of every object it made, 26 ms for a 354 MB trace's model). Called in
    process (a test, main(argv)), nothing is frozen."""
    code = (
        "import gc, sys\n"
        "seen = []\n"
        "gc.callbacks.append(lambda phase, info: phase == 'stop' and seen.append(gc.get_freeze_count()))\n"
        f"sys.argv = ['pt2tui', 'summary', '--json', {str(samples / 'breaks_and_recompiles')!r}]\n"
        "from pt2tui.cli import exit as ex\n"
        "real = ex.os._exit\n"
        "def _exit(rc):\n"
        "    sys.stderr.write(f'frozen={gc.get_freeze_count()} after={seen[-1:]}\\n'); sys.stderr.flush(); real(rc)\n"
        "ex.os._exit = _exit\n"
        "from pt2tui.cli import main\n"
        "main()\n"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    frozen = int(r.stderr.split("frozen=")[1].split()[0])
    assert frozen > 10_000, r.stderr  # the model, kept out of the collections
    after = r.stderr.split("after=")[1].strip()
    assert after == "[]" or int(after.strip("[]")) > 10_000, r.stderr  # the last: after the freeze
    import gc

    from pt2tui.cli import main

    before = gc.get_freeze_count()
    assert main(["summary", str(samples / "breaks_and_recompiles"), "--json"]) == 0
    assert gc.get_freeze_count() == before


def test_open_without_a_terminal_points_to_summary(samples: Path) -> None:
    """stdout a pipe: one line on stderr, exit 2, no escape codes written into the pipe."""
    r = _pt2tui("open", str(samples / "recompile_limit"))
    assert r.returncode == 2 and r.stdout == ""
    assert len(r.stderr.splitlines()) == 1 and "pt2tui summary" in r.stderr


def test_version_and_summary_say_the_parser_path(samples: Path, monkeypatch) -> None:
    """`--version` says which parser runs; summary's header says so when it is pure Python."""
    from pt2tui.core.parse import native

    r = _pt2tui("--version")
    assert r.returncode == 0 and r.stdout.startswith("pt2tui 0.")
    assert f"parser: {native.parser_note()}" in r.stdout  # this process and the child agree
    monkeypatch.setenv("PT2TUI_PURE_PARSER", "1")
    r = _pt2tui("--version")
    assert "parser: pure Python (PT2TUI_PURE_PARSER is set)" in r.stdout
    r = _pt2tui("summary", str(samples / "recompile_limit"))
    assert "parser pure Python" in " ".join(r.stdout.split("\n")[:3])
    monkeypatch.delenv("PT2TUI_PURE_PARSER")
    if native.is_native():
        assert "parser" not in " ".join(_pt2tui("summary", str(samples / "recompile_limit")).stdout.split("\n")[:3])


def test_piped_output_has_no_padding(samples: Path) -> None:
    """Into a pipe, no line ends with the spaces rich pads to 80 columns (grep, diff, CI logs)."""
    r = _pt2tui("summary", str(samples / "recompile_limit"))
    assert r.returncode == 0 and r.stdout.count("\n") > 20
    padded = [ln for ln in r.stdout.split("\n") if ln != ln.rstrip()]
    assert not padded, padded[:5]
