"""The kernels an Inductor output-code module defines and launches.

Each kernel is a module-level ``name = async_compile.triton('name', '''...''', ...)`` (a Triton
kernel; ``# kernel path: <file>`` above it) or ``name = async_compile.cpp_pybinding([...],
r'''...''')`` (a C++ kernel: on a CPU, the C++ output code's kernel is the kernel). Comments
above a definition name its FX nodes (``# Topologically Sorted Source Nodes: [a, b]``, ``#
Original ATen: [...]``). The wrapper's ``call`` launches them: ``name.run(buf0, arg0_1, 64,
stream=stream0)`` (Triton) or ``name(arg0_1, buf0)`` (C++).

Pure: text in, records out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["CodeKernel", "KernelCall", "code_kernels", "kernel_calls", "kernel_source"]

_DEF = re.compile(r"^(?P<name>[A-Za-z_]\w*) = async_compile\.(?P<how>triton|cpp_pybinding|cpp|cuda|halide)\(", re.M)
_PATH = re.compile(r"^# kernel path: (?P<path>\S+)")
_NODES = re.compile(r"^# (?:Topologically Sorted )?Source Nodes: \[(?P<nodes>[^\]]*)\]")
_ATEN = re.compile(r"Original ATen: \[(?P<ops>[^\]]*)\]")
_SRC = re.compile(r"(?:r)?'''(?P<src>.*?)'''", re.S)
_PARAMS = re.compile(r"(?:def \w+|void\s+kernel)\s*\((?P<params>[^)]*)\)", re.S)
_META = re.compile(r"triton_meta=(?P<meta>\{.*?\})\s*,\s*\n?\s*inductor_meta", re.S)


@dataclass(frozen=True, slots=True)
class CodeKernel:
    name: str
    kind: str  # "triton" | "cpp" | ...
    line: int  # 1-based line of its definition
    end_line: int  # last line of its source
    nodes: tuple[str, ...] = ()  # FX nodes the comment above names
    aten: tuple[str, ...] = ()
    path: str | None = None  # the Triton kernel's own file
    params: tuple[str, ...] = ()  # in_ptr0, out_ptr0, xnumel ...


@dataclass(frozen=True, slots=True)
class KernelCall:
    kernel: str
    line: int
    args: tuple[str, ...]  # as written: buf0, arg0_1, 64
    kwargs: tuple[tuple[str, str], ...] = ()


def _split_args(s: str) -> list[str]:
    out, depth, cur = [], 0, []
    for ch in s:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == "," and depth == 0:
            out.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        out.append("".join(cur).strip())
    return out


def _params(src: str) -> tuple[str, ...]:
    m = _PARAMS.search(src)
    if m is None:
        return ()
    out = []
    for part in _split_args(m.group("params")):
        words = re.findall(r"[A-Za-z_]\w*", part.split(":")[0])
        if words:
            out.append(words[-1])
    return tuple(out)


def code_kernels(text: str) -> list[CodeKernel]:
    """The kernels ``text`` (an output-code module) defines, in order."""
    lines = text.splitlines()
    starts = [0]
    for ln in lines:
        starts.append(starts[-1] + len(ln) + 1)
    out: list[CodeKernel] = []
    for m in _DEF.finditer(text):
        line = text.count("\n", 0, m.start()) + 1
        nodes: tuple[str, ...] = ()
        aten: tuple[str, ...] = ()
        path = None
        i = line - 2
        while i >= 0 and lines[i].startswith("#"):
            c = lines[i]
            if (pm := _PATH.match(c)) is not None:
                path = pm.group("path")
            if (nm := _NODES.match(c)) is not None:
                nodes = tuple(n.strip() for n in nm.group("nodes").split(",") if n.strip())
            if (am := _ATEN.search(c)) is not None:
                aten = tuple(n.strip() for n in am.group("ops").split(",") if n.strip())
            i -= 1
        sm = _SRC.search(text, m.end())
        src = sm.group("src") if sm else ""
        end = text.count("\n", 0, sm.end()) + 1 if sm else line
        how = m.group("how")
        out.append(CodeKernel(m.group("name"), "cpp" if how.startswith("cpp") else how, line, end,
                              nodes, aten, path, _params(src)))  # fmt: skip
    return out


def kernel_source(text: str, name: str) -> str | None:
    """The kernel's own source (the Triton module or the C++ text) inside the output code."""
    m = re.search(r"^" + re.escape(name) + r" = async_compile\.\w+\(", text, re.M)
    if m is None:
        return None
    sm = _SRC.search(text, m.end())
    return sm.group("src") if sm else None


_CALL = re.compile(r"^\s*(?P<name>[A-Za-z_]\w*)(?P<run>\.run)?\((?P<args>.*)\)\s*$")


def kernel_calls(text: str, names: set[str] | None = None) -> list[KernelCall]:
    """The launches written in the wrapper (``call``): kernel, line, arguments."""
    if names is None:
        names = {k.name for k in code_kernels(text)}
    out: list[KernelCall] = []
    for i, ln in enumerate(text.splitlines(), 1):
        m = _CALL.match(ln)
        if m is None or m.group("name") not in names or " = " in ln.split("(", 1)[0]:
            continue
        args, kwargs = [], []
        for a in _split_args(m.group("args")):
            k, eq, v = a.partition("=")
            if eq and re.fullmatch(r"\w+", k.strip()):
                kwargs.append((k.strip(), v.strip()))
            else:
                args.append(a)
        out.append(KernelCall(m.group("name"), i, tuple(args), tuple(kwargs)))
    return out


_REUSE = re.compile(r"^\s*(?P<new>\w+) = (?P<expr>.+?)(?:;\s*del \w+)?\s*# reuse\s*$")
_WORD = re.compile(r"[A-Za-z_]\w*")


def read_after(text: str, call: KernelCall, names: tuple[str, ...]) -> tuple[str, ...]:
    """Of ``names`` (buffers a launch wrote), those the wrapper reads after that launch (a later
    call's argument, the return) before reusing their storage for something else: the launch's
    results, not its scratch. A ``reinterpret_tensor`` reuse is a view: its new name is followed."""
    lines = text.splitlines()[call.line:]
    live = {n: n for n in names}  # current name -> the buffer it stands for
    read: list[str] = []
    for ln in lines:
        s = ln.strip()
        if not s or s.startswith("#") or s.startswith("del "):
            continue
        if re.match(r"(async )?def |class ", s):
            break
        m = _REUSE.match(ln)
        if m is not None:
            words = _WORD.findall(m.group("expr"))
            src = next((w for w in words if w in live), None)
            if src is not None:
                orig = live.pop(src)
                if words and words[0] == "reinterpret_tensor":
                    live[m.group("new")] = orig
            continue
        for w in set(_WORD.findall(s.split("#", 1)[0])):
            if w in live and live[w] not in read:
                lhs = s.split("=", 1)[0].strip() if " = " in s else ""
                if lhs == w:
                    continue
                read.append(live[w])
        if not live:
            break
    return tuple(n for n in names if n in read)
