"""The README's examples that show output, run as they are written.

An example is a fenced block whose lines start with ``$ `` (a command, run by bash in the repo
root with this interpreter's ``pt2tui`` first on PATH) followed by what it prints (stdout; add
``2>&1`` to show stderr). tests/test_readme.py checks each against what pt2tui prints now;
``make readme`` (``python tests/readme_examples.py --write``) rewrites the outputs in place.
An example cut for length says so in its command (``| tail -n 15``, ``| head -n 20``).
A picture of a TUI view is an example too: ``$ pt2tui open PATH  # then S: the Shapes view``
shows the text of that view of that run (rendered here as the TUI renders it).

Compared as printed, but: trailing spaces dropped (rich pads lines), and the clock time that
``summary --follow`` starts its lines with masked (it is when the line was printed).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
README = REPO / "README.md"
FENCE = re.compile(r"^```")
_CLOCK = re.compile(r"^\d\d:\d\d:\d\d (?=compile|break|recompile|failure)", re.M)


@dataclass
class Example:
    command: str
    output: list[str]  # the lines the README shows
    start: int  # README line index of the output's first line
    end: int  # one past its last


def examples(text: str) -> list[Example]:
    lines = text.splitlines()
    out: list[Example] = []
    i = 0
    while i < len(lines):
        if not FENCE.match(lines[i]):
            i += 1
            continue
        j = i + 1
        while j < len(lines) and not FENCE.match(lines[j]):
            j += 1
        body = range(i + 1, j)
        if body and lines[i + 1].startswith("$ "):
            cur: Example | None = None
            for k in body:
                if lines[k].startswith("$ "):
                    cur = Example(lines[k][2:], [], k + 1, k + 1)
                    out.append(cur)
                elif cur is not None:
                    cur.output.append(lines[k])
                    cur.end = k + 1
        i = j + 1
    return out


def normalise(text: str) -> str:
    text = _CLOCK.sub("HH:MM:SS ", text)
    return "\n".join(ln.rstrip() for ln in text.rstrip("\n").splitlines())


def env() -> dict[str, str]:
    e = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES", "FORCE_COLOR")}
    e["PATH"] = os.path.dirname(sys.executable) + os.pathsep + e.get("PATH", "")
    e["PYTHONPATH"] = str(REPO) + (os.pathsep + e["PYTHONPATH"] if e.get("PYTHONPATH") else "")
    e["TERM"] = "dumb"
    return e


_VIEW = re.compile(r"^pt2tui open (?P<path>\S+)\s+# then S: the Shapes view$")


def _shapes_view(path: str) -> str:
    sys.path.insert(0, str(REPO))
    from pt2tui.core.analysis.shapes import shapes_report
    from pt2tui.render.shapes import shapes_doc
    from pt2tui.sources.load import load_run

    doc = shapes_doc(shapes_report(load_run(str(REPO / path))), "Shapes")
    return "\n".join(doc.plain) + "\n"


class ExampleFailed(Exception):
    pass


def run(command: str) -> str:
    """What ``command`` prints (stdout); ExampleFailed when it printed nothing and failed (a
    crash, a path that is gone): never written into the README."""
    m = _VIEW.match(command)
    if m is not None:
        return _shapes_view(m["path"])
    r = subprocess.run(["bash", "-c", f"set -o pipefail; {command}"], cwd=REPO, env=env(),
                       capture_output=True, text=True, timeout=300)  # fmt: skip
    if not r.stdout.strip() or "Traceback (most recent call last)" in r.stderr:
        raise ExampleFailed(f"$ {command}: exit {r.returncode}: {r.stderr.strip()[-2000:]}")
    return r.stdout


def show_diff(want: str, got: str) -> str:
    import difflib

    return "\n".join(difflib.unified_diff(want.splitlines(), got.splitlines(), "README", "now",
                                           lineterm=""))  # fmt: skip


def write(path: Path = README) -> int:
    """Rewrite every example's output with what its command prints now; an output that differs
    only where the comparison does not look (trailing spaces, the clock) is kept as it is.
    Returns how many examples changed."""
    lines = path.read_text(encoding="utf-8").splitlines()
    changed = 0
    for ex in reversed(examples("\n".join(lines))):
        got = run(ex.command)  # ExampleFailed: nothing is written
        if normalise(got) == normalise("\n".join(ex.output)):
            continue
        new = [ln.rstrip() for ln in got.rstrip("\n").splitlines()]
        lines[ex.start : ex.end] = new
        changed += 1
        print(f"readme: {ex.command}: {len(ex.output)} -> {len(new)} lines")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return changed


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python tests/readme_examples.py --write")
    try:
        n = write()
    except ExampleFailed as e:
        sys.exit(f"readme: not rewritten: {e}")
    print(f"readme: {n} example(s) rewritten")
