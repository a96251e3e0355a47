"""`pt2tui run [options] script.py [script args...]`: the program's words are the program's."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from pt2tui.cli import build_parser
from pt2tui.cli.run_args import split_run_argv

BIN = Path(sys.executable).with_name("pt2tui")


def _run_parser():
    p = build_parser()
    return next(a for a in p._actions if a.__class__.__name__ == "_SubParsersAction").choices["run"]


@pytest.mark.parametrize(
    ("words", "mine", "program"),
    [
        (["train.py", "--n", "8"], [], ["train.py", "--n", "8"]),
        (["--no-tui", "train.py", "--no-tui", "--name", "x"], ["--no-tui"], ["train.py", "--no-tui", "--name", "x"]),
        (["--name", "-odd", "--logs=+dynamic", "t.py", "-h"], ["--name", "-odd", "--logs=+dynamic"], ["t.py", "-h"]),
        (["--python", "py3", "--", "torchrun", "--n", "x.py"], ["--python", "py3"], ["--", "torchrun", "--n", "x.py"]),
        (["--no-tui"], ["--no-tui"], []),
        (["--n", "8", "t.py"], ["--n"], ["8", "t.py"]),  # unknown before the script: argparse says so
    ],
)
def test_split(words: list[str], mine: list[str], program: list[str]) -> None:
    assert split_run_argv(words, _run_parser()) == (mine, program)


def test_script_options_pass_through_untouched(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text("import sys\nprint('ARGS', sys.argv[1:])\n")
    exe = [str(BIN)] if BIN.exists() else [sys.executable, "-m", "pt2tui"]
    for argv, want in [
        (["a.py", "--n", "8", "--no-tui", "--", "y"], "['--n', '8', '--no-tui', '--', 'y']"),
        (["--", sys.executable, "a.py", "--n", "8"], "['--n', '8']"),
    ]:
        r = subprocess.run(exe + ["run", "--no-tui", "--no-debug-dir", *argv], cwd=tmp_path,
                           capture_output=True, text=True, timeout=120)  # fmt: skip
        assert r.returncode == 0, r.stderr
        assert f"ARGS {want}" in r.stdout
    r = subprocess.run(exe + ["run", "--n", "8", "a.py"], cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == 2 and "--n" in r.stderr
