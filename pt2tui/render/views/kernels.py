"""The Kernels view's documents and the summary's section: each Triton kernel with its compile,
FX nodes, user lines, time, metadata (warps, stages, shared memory, registers, stack / spills),
launches (grid, argument shapes, how they vary), the kernel-level findings; and one kernel's
IR stages side by side: each Python line of the kernel with the lines of every stage (TTIR,
TTGIR, LLIR, PTX) that came from it, then each stage in full. Pure (no textual)."""

from __future__ import annotations

from collections.abc import Callable

from ...core.analysis.kernel_level import KernelLevel, KernelRow
from ...core.parse.triton_ir import STAGE_TITLES, related, source_lines
from ...core.parse.triton_records import StageRef
from ..doc import Doc, DocBuilder, message_doc

__all__ = ["MISSING_TRITONPARSE", "kernel_doc", "kernels_doc", "kernels_lines", "render_kernels", "stage_rows"]

BACK = ("kernels",)
MISSING_TRITONPARSE = ("tritonparse is not installed where the program ran: no launches were traced "
                       "(pip install tritonparse, then the triton-trace rerun again); the IR stages and "
                       "metadata come from the run's Triton cache")  # fmt: skip
Reader = Callable[[StageRef], "str | None"]


def _meta(r: KernelRow) -> str:
    k = r.kernel
    c = k.compile
    parts = [f"warps {c.num_warps if c.num_warps is not None else '?'}",
             f"stages {c.num_stages if c.num_stages is not None else '?'}",
             f"shared {c.shared if c.shared is not None else '?'} B"]  # fmt: skip
    if k.registers is not None:
        parts.append(f"regs {k.registers}")
    if k.stack:
        parts.append(f"stack {k.stack} B (spills)")
    if c.maxnreg:
        parts.append(f"maxnreg {c.maxnreg}")
    return ", ".join(parts)


def _launches(r: KernelRow) -> str:
    k = r.kernel
    n = len(k.launches)
    if r.configs > 1 and not n:
        return f"not launched: one of {r.configs} configs autotuning compiled"
    if not n:
        return "no launch traced" if k.compile.origin == "trace" else "launches: none (no tritonparse trace)"
    seen = f" of {k.launches_seen}" if k.launches_seen and k.launches_seen > n else ""
    shapes = k.shapes()
    grids = [g for g in k.grids() if g]
    g = f", grid {'x'.join(map(str, grids[0]))}" + (f" (+{len(grids) - 1} more)" if len(grids) > 1 else "") if grids else ""
    if r.configs > 1:
        g += f"; {'the config kept' if r.chosen else 'a config tried'} of {r.configs} compiled"
    return f"{n}{seen} launch{'es' if n != 1 else ''} traced, {len(shapes)} shape{'s' if len(shapes) != 1 else ''}{g}"


def launch_numbers(level: KernelLevel, r: KernelRow) -> dict[int, int]:
    """id(launch) -> its number among the traced launches of the kernel's name and compile (what
    ``kernel-repro --launch N`` counts: KernelSet.launches_of)."""
    k = r.kernel
    every = level.kset.launches_of(k.name, r.compile_id or k.compile.compile_id) if level.kset else k.launches
    return {id(la): i for i, la in enumerate(every, 1)}


def _spans(nums: list[int]) -> str:
    """1, 2, 3, 5 -> "1-3, 5" (at most 6 spans)."""
    spans: list[list[int]] = []
    for n in nums:
        if spans and n == spans[-1][1] + 1:
            spans[-1][1] = n
        else:
            spans.append([n, n])
    text = ", ".join(f"{a}-{b}" if b > a else str(a) for a, b in spans[:6])
    return text + (" …" if len(spans) > 6 else "")


def kernels_lines(level: KernelLevel) -> list[str]:
    """Plain lines for the text summary."""
    out = []
    for r in level.rows:
        who = r.compile_id or ("user kernel (no compile id)" if not r.inductor else "?")
        t = f" {r.time_ms:.3f} ms" if r.time_ms is not None else ""
        out.append(f"{r.name}  {who}{t}  {_meta(r)}; {_launches(r)}")
    out += [f"finding: {f.line}" for f in level.findings]
    return out


def render_kernels(level: KernelLevel | None):
    """The text summary's Kernels section (None without a kernel level)."""
    if level is None:
        return None
    from rich.text import Text

    from ..safe import safe_line

    t = Text(end="\n")
    ks = level.kset
    t.append_text(safe_line(f"Kernels: {len(level.rows)}" if ks is not None else "Kernels", "bold"))
    note = None
    if ks is not None:
        note = ks.status.get("no_triton") or (MISSING_TRITONPARSE if ks.status.get("missing") else None) or (
            f"tritonparse did not start: {ks.status['error']}" if ks.status.get("error") else None)  # fmt: skip
    if note:
        t.append("\n")
        t.append_text(safe_line("  " + str(note), "yellow"))
    for ln in kernels_lines(level):
        t.append("\n")
        t.append_text(safe_line("  " + ln, "bold" if ln.startswith("finding:") else ""))
    return t


def _code_target(level: KernelLevel, r: KernelRow):
    """Enter on an output-code-only kernel: its compile's Code tab (the run's compile key)."""
    return ("code", r.compile_key) if r.compile_key else None


def kernels_doc(level: KernelLevel | None, path: str | None = None) -> Doc:
    if level is None or not level.rows and not level.findings and not (level.kset and level.kset.status):
        return message_doc(
            "No kernel level in this run: no tritonparse trace (triton_trace/) and no private Triton "
            "cache (triton_cache/) in its dir.",
            "Run `pt2tui rerun RUN triton-trace` (R in the TUI): it reruns the program with "
            "tritonparse's trace of every Triton compile and launch (pip install tritonparse) and a "
            "private Triton cache whose IR files give the stages even without it. "
            "`pt2tui rerun RUN kernel-repro` runs one kernel alone against eager (CPU C++ kernels too).",
        )
    ks = level.kset
    b = DocBuilder(name="kernels", key=("kernels",))
    n = len(level.rows)
    srcs = [s.rsplit("/", 2)[-2] + "/" + s.rsplit("/", 1)[-1] if "/" in s else s
            for s in (ks.sources if ks else ())[:3]]  # fmt: skip
    where = ", ".join(srcs) if srcs else "the output code (no Triton trace or cache in the run)"
    b.line(("Kernels ", "bold"), (str(n), "bold cyan"), ("   from " + where, "dim"))
    tp = ks.status.get("tritonparse") if ks else None
    if ks and ks.status.get("no_triton"):
        b.line("  ", (str(ks.status["no_triton"]), "yellow"))
    elif ks and ks.status.get("missing"):
        b.line("  ", (MISSING_TRITONPARSE, "yellow"))
    elif ks and ks.status.get("error"):
        b.line("  ", (f"tritonparse did not start: {ks.status['error']}", "yellow"))
    elif tp:
        lim = ks.status.get("limit")
        b.line("  ", (f"tritonparse {tp}; launches traced per kernel: {lim or 'all'}; tensor blobs "
                      f"{'saved' if ks.status.get('blobs') else 'off'}", "dim"))  # fmt: skip
    if level.findings:
        b.heading("Findings")
        for f in level.findings:
            b.line("  ", ("● ", "bold red" if f.kind in ("spills", "compile_error") else "bold yellow"),
                   (f.line, "bold"), target=("kernel", f.kernel))  # fmt: skip
            for d in f.detail[:6]:
                b.line("      ", (d, "dim"))
    b.heading("Kernels (Enter: its IR stages side by side, launches, metadata)")
    for r in level.rows:
        who = r.compile_id or ("user kernel, no compile id" if not r.inductor else "compile ?")
        t = (f"  {r.time_ms:.3f} ms", "bold") if r.time_ms is not None else ""
        code_only = r.kernel.compile.origin in ("cpp", "output_code")
        b.line("  ", (r.name, "bold cyan"), ("  " + who, "green" if r.compile_id else "yellow"), t,
               target=_code_target(level, r) if code_only else ("kernel", r.kernel.hash or r.name))  # fmt: skip
        if code_only:
            b.line("      ", ("C++ kernel of the output code (on a CPU, the kernel): Enter opens its code; "
                              "`kernel-repro` runs it alone" if r.kernel.compile.origin == "cpp" else
                              "in the output code only (no Triton trace or cache): triton-trace gives its stages", "dim"))  # fmt: skip
        else:
            b.line("      ", (_meta(r), ""), ("  " + _launches(r), "dim"))
        if r.nodes:
            b.line("      ", ("FX nodes: ", "dim"), ", ".join(r.nodes[:8]) + (" …" if len(r.nodes) > 8 else ""))
        for ul in r.user_lines[:2]:
            fname, _, no = ul.rpartition(":")
            b.line("      ", ("user line: ", "dim"), ul, ref=(fname, int(no)) if no.isdigit() else None)
        for p in r.kernel.problems[:3]:
            b.line("      ", (p, "yellow"))
    if ks and ks.problems:
        b.heading("Problems reading the kernel level")
        for p in ks.problems[:12]:
            b.line("  ", (p, "yellow"))
    return b.build()


def _focus(b: DocBuilder, texts: dict[str, tuple[StageRef, str]], focus: tuple[str, int], width: int) -> None:
    st, line = focus
    maps = {x: source_lines(x, t, first_line=ref.first_line, file=ref.file) for x, (ref, t) in texts.items()}
    lines = texts[st][1].splitlines()
    b.heading(f"{STAGE_TITLES.get(st, st)} line {line}: {lines[line - 1].strip()[:width + 20] if 0 < line <= len(lines) else ''}")
    loc = maps.get(st, {}).get(line)
    if loc is None:
        b.line("  ", ("no source location on this line", "dim"))
        return
    b.line("  ", ("from Python line ", "dim"), (f"{loc[0].rsplit('/', 1)[-1]}:{loc[1]}", "bold"), ref=loc if loc[0] else None)
    for other, hits in related(maps, st, line).items():
        ol = texts[other][1].splitlines()
        hits = [i for i in hits if 0 < i <= len(ol) and not ol[i - 1].startswith("#loc")]
        for i in hits[:6]:
            b.line("    ", (f"{STAGE_TITLES.get(other, other):<6} {i:>5}: ", "cyan"), ol[i - 1].strip()[:width + 20],
                   target=("ir", b.key[1] if isinstance(b.key, tuple) else "", other, i))  # fmt: skip
        if len(hits) > 6:
            b.line("    ", (f"{STAGE_TITLES.get(other, other):<6} … {len(hits) - 6} more", "dim"))


def stage_rows(stages: dict[str, tuple[StageRef, str]]) -> list[tuple[tuple[str, int], dict[str, list[int]]]]:
    """Each Python line that some stage maps to, in order, with the lines of each stage from it."""
    maps = {st: source_lines(st, text, first_line=ref.first_line, file=ref.file) for st, (ref, text) in stages.items()}
    by_line: dict[int, dict[str, list[int]]] = {}
    pfile: dict[int, str] = {}
    for st, m in maps.items():
        if st == "source":
            continue
        lines = stages[st][1].splitlines()
        for i, (f, ln) in m.items():
            if ln <= 0 or (0 < i <= len(lines) and lines[i - 1].startswith("#loc")):
                continue  # no line of its own; a location's definition (not code)
            by_line.setdefault(ln, {}).setdefault(st, []).append(i)
            pfile.setdefault(ln, f)
    return [((pfile.get(ln, ""), ln), by_line[ln]) for ln in sorted(by_line)]


def kernel_doc(level: KernelLevel, key: str, read: Reader, *, width: int = 60,
               focus: tuple[str, int] | None = None) -> Doc:  # fmt: skip
    """One kernel. ``focus`` (stage, line): that IR line first, with the Python line it came
    from and the lines of every other stage from the same Python line (Enter on a stage's line)."""
    r = level.row(key)
    if r is None:
        return message_doc(f"No kernel {key} here.")
    k = r.kernel
    b = DocBuilder(name=f"kernel_{k.name}", key=("kernel", key))
    b.line(("« Kernels", "bold blue"), target=BACK)
    b.line(("Kernel ", "bold"), (k.name, "bold cyan"), f"  hash {(k.hash or '?')[:16]}",
           ("  " + (r.compile_id or "user kernel (no compile id)"), "green"))  # fmt: skip
    b.line("  ", _meta(r), (f"  target {k.compile.target or '?'}", "dim"))
    if r.time_ms is not None:
        b.line("  ", ("time ", "dim"), (f"{r.time_ms:.3f} ms", "bold"), (" in the profile", "dim"))
    if r.nodes:
        b.line("  ", ("FX nodes: ", "dim"), ", ".join(r.nodes))
    for ln in r.user_lines:
        f, _, no = ln.rpartition(":")
        b.line("  ", ("user line: ", "dim"), ln, ref=(f, int(no)) if no.isdigit() else None)
    if len(r.candidates) > 1 and not k.compile.compile_id:
        b.line("  ", (f"a kernel of this name is in compiles {', '.join(r.candidates)}", "yellow"))
    b.heading(f"Launches: {_launches(r)}")
    number = launch_numbers(level, r)
    for i, sig in enumerate(k.shapes()[:6]):
        ls = [x for x in k.launches if x.signature() == sig]
        nums = [number[id(x)] for x in ls if id(x) in number]
        which = (f"launch{'es' if len(nums) > 1 else ''} {_spans(nums)}  ", "dim") if nums else ""
        grid = "x".join(map(str, ls[0].grid)) if ls[0].grid else "?"
        repro = bool(nums and r.compile_id and r.inductor)
        b.line("  ", (f"shape {i + 1}: ", "bold"), which, f"grid {grid}  ",
               "  ".join(a.describe() for a in ls[0].args)[:400],
               target=("kernel-repro", f"{r.compile_id} {k.name}", nums[0]) if repro else None)  # fmt: skip
    if number and r.compile_id and r.inductor:
        b.line("  ", ("a repro at one launch N (Enter on a shape: at its first launch): ", "dim"),
               f"pt2tui rerun RUN kernel-repro --kernel '{r.compile_id} {k.name}' --launch N")  # fmt: skip
    for a in k.autotune[:2]:
        b.line("  ", ("autotune: ", "bold"), f"best {a.best}; tried ",
               ", ".join(f"{c} {t:.3f} ms" for c, t in sorted(a.timings, key=lambda x: x[1])[:6]))  # fmt: skip
    texts: dict[str, tuple[StageRef, str]] = {}
    for ref in k.stages:
        t = read(ref)
        if t is not None and ref.stage not in texts:
            texts[ref.stage] = (ref, t)
    for p in k.problems:
        b.line("  ", (p, "yellow"))
    if focus is not None and focus[0] in texts:
        _focus(b, texts, focus, width)
    rows = stage_rows(texts)
    if rows:
        src = texts.get("source")
        src_lines = src[1].splitlines() if src else []
        first = src[0].first_line if src else 1
        b.heading("Stages side by side: each Python line, then what each stage made of it")
        for (pyfile, pyline), per in rows:
            code = src_lines[pyline - first].strip() if src and 0 <= pyline - first < len(src_lines) else ""
            b.line((f"{pyline:>5} ", "bold"), (code[:width + 20], "bold"),
                   ref=(pyfile, pyline) if pyfile else None)  # fmt: skip
            for st in ("ttir", "ttgir", "llir", "ptx", "amdgcn"):
                if st not in per:
                    continue
                lines = texts[st][1].splitlines()
                shown = [lines[i - 1].strip()[:width] for i in per[st][:3] if 0 < i <= len(lines)]
                more = f" (+{len(per[st]) - 3})" if len(per[st]) > 3 else ""
                b.line("      ", (f"{STAGE_TITLES.get(st, st):<6}", "cyan"),
                       (f"{per[st][0]:>5}: ", "dim"), " | ".join(shown) + more)  # fmt: skip
    elif texts:
        b.line("  ", ("the stages carry no source locations: shown one after another", "dim"))
    for st, (ref, text) in texts.items():
        b.heading(f"{STAGE_TITLES.get(st, st)}  ({len(text.splitlines())} lines, {ref.path.rsplit('/', 1)[-1]})")
        for i, ln in enumerate(text.splitlines()[:400], 1):
            b.line((f"{i:>5} ", "dim"), ln, target=("ir", key, st, i))
        if len(text.splitlines()) > 400:
            b.line(("  … (the first 400 lines; the file has them all)", "dim"))
    if not texts:
        b.line(("  no IR stage could be read (files missing or cut short)", "yellow"))
    return b.build(wrap=False)
