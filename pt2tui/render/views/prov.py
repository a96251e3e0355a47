"""Kernel provenance, shown both ways: kernel -> post-grad nodes -> pre-grad nodes -> user
source lines, and a user source line -> the kernels that compute it. Pure (no textual)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from rich.text import Text

from ...core.analysis.provenance import KernelProvenance, Provenance
from ...core.model import Compile, Frame, Run
from ..doc import Doc, DocBuilder
from ..labels import short_path
from ..safe import safe_line
from ..status import status_style
from .recompiles import ArtifactTarget, ProvTarget, resolve_source

_KERNEL_DEF = re.compile(r"^(?P<name>[A-Za-z_]\w*) = async_compile\.\w+\(")
_HANDLE = re.compile(r"#\s*\[Provenance debug handles\]\s*(?P<name>[\w.]+):\d+")
_WORD = re.compile(r"[A-Za-z_][\w.]*")
_GEN_CALL = re.compile(r"(?<![\w.])(?P<name>(?:cpp|triton)_\w+)(?:\.run)?\(")

NO_PROVENANCE = (
    "No kernel provenance for {cid}. Inductor records it (inductor_provenance_tracking_* "
    "artifacts in TORCH_TRACE) when provenance tracking is on: rerun with TORCH_COMPILE_DEBUG=1, "
    "or torch._inductor.config.trace.provenance_tracking_level = 1."
)
RERUN_FOR_PROVENANCE = ("rerun", "again")  # the target of the line that offers that rerun


def no_provenance_doc(cid: object, can_rerun: bool) -> Doc:
    """NO_PROVENANCE, and where the run can be rerun, the line that reruns it so (``again``:
    every pt2tui rerun sets TORCH_COMPILE_DEBUG=1): Enter on it starts it."""
    b = DocBuilder(name="provenance", key=("provenance", str(cid)))
    b.text_block(NO_PROVENANCE.format(cid=cid), "italic", indent="")
    if can_rerun:
        b.line("")
        b.line(("→ Enter: rerun it with TORCH_COMPILE_DEBUG=1 (the recipe `again`; every rerun "
                "sets it), then K on the rerun", "bold cyan"), target=RERUN_FOR_PROVENANCE)  # fmt: skip
    return b.build(wrap=True)


def kernel_at(lines: list[str], cursor: int, names: Iterable[str]) -> str | None:
    """The kernel a line of output code is about: one named on the line (a call, a
    definition, a provenance comment), else the kernel whose source the line is inside."""
    known = set(names)
    bases = {n.rsplit(".", 1)[-1]: n for n in known}
    if not 0 <= cursor < len(lines):
        return None

    def on_line(s: str) -> str | None:
        m = _KERNEL_DEF.match(s) or _HANDLE.search(s)
        if m and (m.group("name") in known or not known):
            return m.group("name")
        for w in _WORD.findall(s):
            if w in known:
                return w
            if w.rsplit(".", 1)[-1] in bases and w.rsplit(".", 1)[-1].startswith(
                ("cpp_", "triton_")
            ):
                return bases[w.rsplit(".", 1)[-1]]
        return None

    hit = on_line(lines[cursor])
    if hit is not None:
        return hit
    m = _GEN_CALL.search(lines[cursor])
    if m:
        return m.group("name")
    # inside a kernel's source: the nearest definition above, if its source has not ended
    for j in range(cursor - 1, -1, -1):
        s = lines[j]
        m = _KERNEL_DEF.match(s)
        if m:
            return m.group("name")
        if s.rstrip().endswith(("''')", "''', device_str='cuda')")) or s.startswith(
            ("def ", "class ")
        ):
            return None
    return None


def kernel_code_line(text: str, kernel: str) -> int | None:
    """0-based line of a kernel in output code: its definition, else its first call."""
    base = kernel.split(":", 1)[0]
    lines = text.split("\n")
    for i, ln in enumerate(lines):
        m = _KERNEL_DEF.match(ln)
        if m and m.group("name") == base:
            return i
    call = re.compile(r"(?<![\w.])" + re.escape(base) + r"(?:\.run)?\(")
    for i, ln in enumerate(lines):
        if call.search(ln):
            return i
    return None


def _frames_text(frames: tuple[Frame, ...]) -> str:
    by_file: dict[str, list[str]] = {}
    for f in frames:
        by_file.setdefault(short_path(f.filename), []).append(str(f.line))
    return " ".join(f"{fn}:{','.join(ls)}" for fn, ls in by_file.items()) or "-"


def _cell(s: str, style: str = "", limit: int = 60) -> Text:
    if len(s) > limit:
        s = s[: limit - 1] + "…"
    return safe_line(s, style)


def kernel_cells(k: KernelProvenance) -> list[Text]:
    return [
        _cell(k.kernel, "bold", 48),
        _cell(", ".join(k.post_grad_nodes) or "-", "green", 36),
        _cell(", ".join(k.pre_grad_nodes) or "-", "cyan", 30),
        _cell(_frames_text(k.user_frames), "underline", 40),
    ]


@dataclass(frozen=True)
class SourceLine:
    filename: str
    line: int
    name: str
    code: str | None
    kernels: tuple[KernelProvenance, ...]

    @property
    def where(self) -> str:
        return f"{short_path(self.filename, 2)}:{self.line}"


def source_lines(prov: Provenance) -> list[SourceLine]:
    """The user source lines the kernels come from, in file/line order, with their kernels."""
    seen: dict[tuple[str, int], tuple[Frame, list[KernelProvenance]]] = {}
    for k in prov.kernels:
        for f in k.user_frames:
            e = seen.setdefault((f.filename, f.line), (f, []))
            if k not in e[1]:
                e[1].append(k)
    out = [SourceLine(fn, ln, f.name, f.loc, tuple(ks)) for (fn, ln), (f, ks) in seen.items()]
    return sorted(out, key=lambda s: (s.filename, s.line))


def line_cells(s: SourceLine) -> list[Text]:
    return [
        _cell(s.where, "underline", 40),
        _cell(s.code or "", "", 50),
        _cell(", ".join(k.kernel for k in s.kernels), "bold", 60),
    ]


def _head(b: DocBuilder, c: Compile) -> None:
    b.line((str(c.id), "bold " + status_style(c.status)), "  ", (c.co_name or "?", "bold"),
           ("   (Enter on a line below follows it; e opens a source line)", "dim"))  # fmt: skip


def kernel_doc(
    c: Compile, k: KernelProvenance, code: ArtifactTarget | None, run: Run | None
) -> Doc:
    b = DocBuilder(name="provenance", key=("prov-k", c.key, k.kernel))
    _head(b, c)
    b.heading("Kernel")
    b.line("  ", (k.kernel, "bold"), (f"   debug handle {k.handle}" if k.handle else "", "dim"))
    if code is not None:
        b.line("  ", ("→ show it in the output code (Code tab)", "cyan"), target=code)
    else:
        b.line("  ", ("not found in this compile's output code", "dim"))
    b.heading("Post-grad nodes (inductor_post_grad_graph)")
    b.line("  ", (", ".join(k.post_grad_nodes) or "(none recorded)", "green"))
    b.heading("Pre-grad nodes (the Dynamo graph)")
    b.line("  ", (", ".join(k.pre_grad_nodes) or "(none recorded)", "cyan"))
    b.heading("User source (Enter: every kernel of that line)")
    if not k.user_frames:
        b.line("  ", ("(no stack trace recorded)", "dim"))
    for f in k.user_frames:
        tgt = ProvTarget(file=f.filename, line=f.line)
        b.line("  ", (f"{short_path(f.filename, 2)}:{f.line}", "underline"), (f" in {f.name}", "dim"),
               ref=(resolve_source(f.filename, run), f.line), target=tgt)  # fmt: skip
        if f.loc:
            b.line("      ", (f.loc, ""), ref=(resolve_source(f.filename, run), f.line), target=tgt)
    return b.build(wrap=False)


def line_doc(c: Compile, s: SourceLine, run: Run | None) -> Doc:
    b = DocBuilder(name="provenance", key=("prov-l", c.key, s.filename, s.line))
    _head(b, c)
    b.heading("User source line")
    ref = (resolve_source(s.filename, run), s.line)
    b.line("  ", (f"{s.filename}:{s.line}", "underline"), (f" in {s.name}", "dim"), ref=ref)
    if s.code:
        b.line("      ", (s.code, "bold"), ref=ref)
    b.heading(f"Kernels computing it ({len(s.kernels)}; Enter: that kernel's provenance)")
    for k in s.kernels:
        b.line("  ", (k.kernel, "bold"), target=ProvTarget(kernel=k.kernel))
        b.line("      ", ("post-grad ", "dim"), (", ".join(k.post_grad_nodes) or "-", "green"),
               ("   pre-grad ", "dim"), (", ".join(k.pre_grad_nodes) or "-", "cyan"),
               target=ProvTarget(kernel=k.kernel))  # fmt: skip
    return b.build(wrap=False)
