"""End to end: the installed ``pt2tui`` console script in a real tmux terminal at 80x24."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import time
import uuid

import pytest
from conftest import HOSTILE, REPO, sample

pytestmark = pytest.mark.e2e

PT2TUI = REPO / ".venv" / "bin" / "pt2tui"
SGR_COLOUR = re.compile(r"\x1b\[[0-9;]*(?:3[0-7]|38;[25];[0-9;]+|9[0-7])[0-9;]*m")


class Tmux:
    """One private tmux server (its own socket), one 80x24 session running bash."""

    def __init__(self, width: int = 80, height: int = 24) -> None:
        self.sock = f"pt2tui-test-{os.getpid()}-{uuid.uuid4().hex[:8]}"
        self.tmux(
            "-f", "/dev/null", "new-session", "-d", "-x", str(width), "-y", str(height),
            "-s", "t", "env", "PS1=$ ", "bash", "--norc", "--noprofile",
        )  # fmt: skip
        self.tmux("set-option", "-g", "set-clipboard", "on")

    def tmux(self, *args: str) -> str:
        out = subprocess.run(
            ["tmux", "-L", self.sock, *args], capture_output=True, text=True, timeout=20
        )
        return out.stdout

    def send(self, *keys: str) -> None:
        self.tmux("send-keys", "-t", "t", *keys)

    def screen(self, escapes: bool = False) -> str:
        return self.tmux("capture-pane", "-p", "-t", "t", *(["-e"] if escapes else []))

    def wait_for(self, needle: str | re.Pattern, timeout: float = 20.0) -> str:
        end = time.monotonic() + timeout
        text = ""
        while time.monotonic() < end:
            text = self.screen()
            if needle.search(text) if isinstance(needle, re.Pattern) else needle in text:
                return text
            time.sleep(0.05)
        raise AssertionError(f"{needle!r} did not appear; screen was:\n{text}")

    def flag(self, name: str) -> str:
        return self.tmux("display-message", "-p", "-t", "t", f"#{{{name}}}").strip()

    def buffers(self) -> str:
        return self.tmux("list-buffers")

    def kill(self) -> None:
        subprocess.run(["tmux", "-L", self.sock, "kill-server"], capture_output=True, timeout=20)


@pytest.fixture
def tmux():
    if shutil.which("tmux") is None:
        pytest.skip("tmux is not installed")
    if not PT2TUI.exists():
        pytest.skip(".venv/bin/pt2tui is not installed")
    t = Tmux()
    yield t
    t.kill()


def launch(t: Tmux, path: str, term: str = "xterm-256color", colorterm: str = "truecolor") -> None:
    env = f"env TERM={term} COLORTERM={colorterm}" if colorterm else f"env -u COLORTERM TERM={term}"
    cmd = f"cd {shlex.quote(str(REPO))} && {env} {shlex.quote(str(PT2TUI))} open {shlex.quote(path)}; echo EXITED $?"
    t.send(f"bash -c {shlex.quote(cmd)}", "Enter")


def test_open_browse_and_quit(tmux):
    path = sample("breaks_and_recompiles")
    launch(tmux, path)
    tmux.wait_for("[3/1]")
    # the status line is repainted without a layout: under load a frame after the tree's
    screen = tmux.wait_for("compiles 8 (10 attempts)")
    for cid in ("[0/0]", "[0/1]", "[1/0_1]", "[2/0]", "[3/1]"):
        assert cid in screen
    assert tmux.flag("alternate_on") == "1"

    tmux.send("2")  # Dynamo tab: the graph text
    screen = tmux.wait_for("class GraphModule")
    assert "dynamo graph" in screen

    tmux.send("6")  # Output code, highlighted: colour escapes on the import lines
    tmux.wait_for("AOT ID")
    coloured = [ln for ln in tmux.screen(escapes=True).split("\n") if "import" in ln]
    assert coloured and any(SGR_COLOUR.search(ln) for ln in coloured), coloured

    tmux.send("y")  # copy: OSC 52 reaches the terminal (tmux makes a paste buffer of it)
    deadline = time.monotonic() + 10
    while not tmux.buffers() and time.monotonic() < deadline:
        time.sleep(0.05)
    buf = tmux.tmux("show-buffer")
    assert "AOT ID" in buf and "import torch" in buf

    tmux.send("b")  # graph-break view
    screen = tmux.wait_for("GB0170")
    assert "Data-dependent branching" in screen and "GB0059" in screen
    tmux.send("Enter")  # jump to the compile: its overview, with its graph breaks
    # (the heading's end may be under the toast of the copy above, whose text is long, and
    # the "why this frame recompiles" box, computed in a worker, may come before it or after)
    tmux.wait_for(re.compile(r"function\s+forward[\s\S]*Graph break"))

    tmux.send("q")
    screen = tmux.wait_for("EXITED 0")
    # the terminal is back as it was: no alternate screen, no mouse reporting
    assert tmux.flag("alternate_on") == "0"
    assert tmux.flag("mouse_any_flag") == "0"
    assert tmux.flag("cursor_flag") == "1"
    assert "[0/0]" not in screen


def test_hostile_text_never_reaches_the_terminal(tmux):
    launch(tmux, str(HOSTILE))
    tmux.wait_for("[0/0]")
    tmux.send("2")
    screen = tmux.wait_for("SGVsbG8")
    assert "[bold red]x[/]" in screen  # markup shown literally
    assert "\\x1b]52;c;SGVsbG8=\\x07" in screen  # the escape is shown, not sent
    tmux.send("l")
    tmux.wait_for("plain output")
    tmux.send("b")
    tmux.wait_for("[bold red]x[/]")
    time.sleep(0.3)
    # had the OSC 52 in the payload been sent, tmux would hold a paste buffer now
    assert tmux.buffers() == ""
    # and the screen was not cleared or recoloured by the CSI sequences in it
    assert "compiles 1" in tmux.screen()
    tmux.send("q")
    tmux.wait_for("EXITED 0")


@pytest.mark.parametrize("term,colorterm", [("xterm-256color", ""), ("xterm", ""), ("screen", "")])
def test_fewer_colours(tmux, term, colorterm):
    """256 and 16 colour terminals: the app comes up, highlights code, quits cleanly."""
    launch(tmux, sample("breaks_and_recompiles"), term, colorterm)
    tmux.wait_for("[3/1]")
    tmux.send("6")
    tmux.wait_for("AOT ID")
    coloured = [ln for ln in tmux.screen(escapes=True).split("\n") if "import" in ln]
    assert any(SGR_COLOUR.search(ln) for ln in coloured)
    assert not any("38;2;" in ln for ln in coloured)  # no truecolour sent to these terminals
    tmux.send("q")
    tmux.wait_for("EXITED 0")
    assert tmux.flag("alternate_on") == "0"
