"""The user's line of each op of a post-grad graph, for the Ranks view.

A graph's ``# File:`` comment names the innermost frame only: for a collective that is torch's
``distributed/_functional_collectives.py:179 in all_reduce``, not the user's call. The guards of
the same compile (``dynamo_cpp_guards_str``) carry the user's lines with their code (``# y =
funcol.all_reduce(...)  # prog.py:23 in step``): a torch frame's op is placed on the first such
line, at or after the last user line of the graph before it, whose code calls the torch function
(``all_reduce``; ``all_gather_single`` -> ``all_gather``); when no guard names it (a function's
guards are installed once, at its first use), the last user line before it whose code makes
that call. A ``wait_tensor`` goes with the collective it waits for. When nothing fits, torch's
line stays. Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...parse.user_frame import is_user_file

_FILE_RE = re.compile(r"#\s*File:\s*(?P<where>\S+?):(?P<line>\d+)(?: in (?P<fn>[^,]+))?(?:, code: (?P<code>.*))?$")
# a guard's comment: "# <code>  # <path>:<line> in <fn>"
_GUARD_RE = re.compile(r"#\s(?P<code>\S.*?)\s{2}#\s(?P<path>\S+?\.py):(?P<line>\d+) in \w+")


@dataclass(frozen=True)
class OpFrame:
    """The innermost frame of one op of the graph, and the last user frame before it."""

    file: str  # the file's last path component
    line: int
    fn: str
    code: str
    user: bool
    after: tuple[str, int] | None  # (file, line) of the last user frame before it
    after_code: str = ""  # that frame's code


def _tail(path: str) -> str:
    return path.replace("\\", "/").rsplit("/", 1)[-1]


def graph_op_frames(text: str) -> list[tuple[str, OpFrame]]:
    """(op name ``torch.ops...``, its frame) for each node of the graph, in graph order."""
    out: list[tuple[str, OpFrame]] = []
    frame: OpFrame | None = None
    last_user: tuple[str, int] | None = None
    last_code = ""
    for line in text.split("\n"):
        s = line.strip()
        if s.startswith("# File:"):
            m = _FILE_RE.match(s)
            if m:
                path, ln = m.group("where"), int(m.group("line"))
                user = is_user_file(path)
                frame = OpFrame(_tail(path), ln, (m.group("fn") or "").strip(),
                                (m.group("code") or "").strip(), user, last_user, last_code)  # fmt: skip
                if user:
                    last_user, last_code = (frame.file, ln), frame.code
            continue
        i = s.find("torch.ops.")
        if i >= 0 and frame is not None:
            out.append((s[i:].split("(", 1)[0], frame))
    return out


# a node's line: ``all_reduce: "f32[256][1]cuda:0" = torch.ops._c10d_functional.all_reduce_.default(``
_SIZE_RE = re.compile(r'^\w+: "(?P<dtype>[a-z]+\d*)\[(?P<shape>[^\]]*)\][^"]*" = (?P<op>torch\.ops\.[\w.]+)\(')


def graph_op_sizes(text: str) -> dict[str, list[str]]:
    """op name -> the size of each of its nodes' outputs (``f32[256]``), in graph order."""
    out: dict[str, list[str]] = {}
    for line in text.split("\n"):
        m = _SIZE_RE.match(line.strip())
        if m is not None:
            shape = m.group("shape").replace(" ", "")
            out.setdefault(m.group("op"), []).append(f"{m.group('dtype')}[{shape}]")
    return out


def guard_calls(text: str) -> dict[str, dict[int, str]]:
    """file -> line -> code, for the user lines the guards name."""
    out: dict[str, dict[int, str]] = {}
    for m in _GUARD_RE.finditer(text):
        path = m.group("path")
        if is_user_file(path):
            out.setdefault(_tail(path), {}).setdefault(int(m.group("line")), m.group("code").strip())
    return out


def _stem(fn: str) -> str:
    """all_gather_single -> all_gather; all_reduce -> all_reduce; wait_tensor -> wait."""
    parts = [p for p in fn.strip("_").split("_") if p]
    return "_".join(parts[:2]) if len(parts) > 1 and parts[0] != "wait" else (parts[0] if parts else "")


def user_lines(nodes: list[tuple[str, OpFrame]], calls: dict[str, dict[int, str]]) -> dict[str, list[str]]:
    """op name -> "file:line code" of each of its nodes: the user's line (the module's doc)."""
    out: dict[str, list[str]] = {}
    used: dict[str, int] = {}  # file -> the last call line placed
    last_call: str | None = None
    for op, f in nodes:
        placed = None
        if f.user:
            placed = _fmt(f.file, f.line, f.code)
        elif _stem(f.fn) == "wait" and last_call is not None:
            placed = last_call
        elif f.after is not None:
            file, start = f.after
            stem = _stem(f.fn)
            lines = calls.get(file, {})
            for ln in sorted(lines):
                if ln >= start and ln > used.get(file, 0) and stem and stem in lines[ln]:
                    used[file] = ln
                    placed = last_call = _fmt(file, ln, lines[ln])
                    break
            if placed is None and f.after_code and stem and stem in f.after_code:
                # no guard names the call: the user's line just before it, when its code makes
                # that call (its arguments were computed on it: ``funcol.all_reduce(g.norm())``)
                placed = last_call = _fmt(file, start, f.after_code)
        out.setdefault(op, []).append(placed or _fmt(f.file, f.line, f.code))
    return out


def _fmt(file: str, line: int, code: str) -> str:
    code = code if len(code) <= 60 else code[:59] + "…"
    return f"{file}:{line}{' ' + code if code else ''}"
