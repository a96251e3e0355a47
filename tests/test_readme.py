"""The README as a user meets it: each example that shows output prints that output now, and
each option `--help` shows is documented where the README speaks of its command.

A failure here means the README is stale: `make readme` rewrites the examples' outputs
(tests/readme_examples.py); an option needs a line of its own."""

from __future__ import annotations

import argparse
import re

import pytest
from readme_examples import README, examples, normalise, run, show_diff

from pt2tui.cli import build_parser

TEXT = README.read_text(encoding="utf-8")
EXAMPLES = examples(TEXT)


def test_the_readme_has_examples_with_output() -> None:
    assert len(EXAMPLES) >= 6
    assert all(ex.output for ex in EXAMPLES), [ex.command for ex in EXAMPLES if not ex.output]


@pytest.mark.parametrize("ex", EXAMPLES, ids=[ex.command[:60] for ex in EXAMPLES])
def test_example_prints_what_the_readme_shows(ex) -> None:
    got, want = normalise(run(ex.command)), normalise("\n".join(ex.output))
    assert got == want, f"stale README example (make readme): $ {ex.command}\n{show_diff(want, got)}"


def _subcommands() -> dict[str, argparse.ArgumentParser]:
    p = build_parser()
    sub = next(a for a in p._actions if isinstance(a, argparse._SubParsersAction))
    return dict(sub.choices)


def _paragraphs_about(cmd: str) -> list[str]:
    """README paragraphs (blank-line separated; a table is one) that name ``cmd``: ``pt2tui
    cmd``, `` `cmd` `` or a heading of it, with the paragraphs under such a heading."""
    out: list[str] = []
    under = False
    name = re.compile(rf"(pt2tui {cmd}\b|`{cmd}`|\b{cmd}\b.*\(|^#+ .*\b{cmd}\b)", re.M)
    for para in re.split(r"\n\s*\n", TEXT):
        if para.startswith("#"):
            under = bool(re.match(rf"^#+ .*`pt2tui {cmd}\b", para))
        if under or name.search(para):
            out.append(para)
    return out


OPTIONS = [
    (cmd, opt)
    for cmd, parser in _subcommands().items()
    for action in parser._actions
    for opt in action.option_strings
    if opt.startswith("--") and opt != "--help"
]


@pytest.mark.parametrize(("cmd", "opt"), OPTIONS, ids=[f"{c} {o}" for c, o in OPTIONS])
def test_every_option_is_documented(cmd: str, opt: str) -> None:
    paras = _paragraphs_about(cmd)
    assert any(re.search(rf"{re.escape(opt)}\b", p) for p in paras), (
        f"`pt2tui {cmd} {opt}` (in --help) is not in the README where it speaks of {cmd}"
    )
