"""The kernel level joined to the compile: each Triton kernel (core/model/kernels.py) with its
compile id, FX nodes and user lines (provenance.py, through the output code that defines it),
its time from a profile when one is given, its launches and how they vary; and the findings
only the kernel level shows: register spills, launches whose shapes vary (recompiles to come),
a dominant kernel's config next to what autotuning tried, a Triton compile error at its stage.

A user's own ``@triton.jit`` kernel is not in any output code: it is shown, without a compile
id. Pure.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..model import Compile, Run
from ..model.kernels import Kernel, KernelSet
from ..parse.autotune_log import AutotuneTable
from ..parse.output_code_kernels import code_kernels
from ..parse.payloads import read_text
from ..parse.triton_records import KernelCompile
from .provenance import provenance
from .triton_errors import KernelFinding, triton_errors

__all__ = ["KernelFinding", "KernelLevel", "KernelRow", "kernel_level", "kernel_summary", "triton_errors"]


@dataclass(frozen=True, slots=True)
class KernelRow:
    kernel: Kernel
    compile_id: str | None  # None: not Inductor's (a user's own kernel), or not found
    inductor: bool  # defined in an output code of the run
    nodes: tuple[str, ...] = ()  # post-grad FX nodes
    user_lines: tuple[str, ...] = ()  # "file:line"
    time_ms: float | None = None  # from a profile (total over its launches there)
    candidates: tuple[str, ...] = ()  # compile ids whose output code defines a kernel of that name
    compile_key: tuple | None = None  # Compile.key of its compile (the explorer opens it)
    configs: int = 1  # compiles of this kernel (name, compile) in the run: autotuning's configs
    chosen: bool = True  # of those, the one launched last (the config autotuning kept)

    @property
    def name(self) -> str:
        return self.kernel.name


@dataclass(frozen=True, slots=True)
class KernelLevel:
    rows: tuple[KernelRow, ...]
    findings: tuple[KernelFinding, ...]
    kset: KernelSet | None

    def row(self, name: str) -> KernelRow | None:
        return next((r for r in self.rows if r.name == name or r.kernel.hash == name), None)


def _code_index(run: Run | None) -> dict[str, list[Compile]]:
    out: dict[str, list[Compile]] = {}
    seen: set[tuple[str, int]] = set()  # (kernel, id(compile)): a kernel in many compiles is no list scan
    for c in run.compiles if run is not None else ():
        for a in c.artifacts:
            if a.category != "output_code" or a.kind == "debug_dir":
                continue
            try:
                text = read_text(a.ref)
            except (OSError, ValueError):
                continue
            for k in code_kernels(text):
                if (k.name, id(c)) not in seen:
                    seen.add((k.name, id(c)))
                    out.setdefault(k.name, []).append(c)
    return out


def kernel_level(run: Run | None, kset: KernelSet | None, times: dict | None = None,
                 *, dominant_share: float = 0.5, code: bool = False,
                 autotune: tuple[AutotuneTable, ...] = ()) -> KernelLevel:  # fmt: skip
    """``code``: the output code's kernels no trace or cache shows are rows too (the C++ kernels of
    a CPU run: there the C++ output code's kernel is the kernel), with their compile, FX nodes
    and user lines, no stages of their own."""
    rows: list[KernelRow] = []
    index = _code_index(run)
    prov_cache: dict[int, object] = {}
    for k in kset.kernels if kset is not None else ():
        where = index.get(k.name, [])
        cands = tuple(str(c.id) for c in where)
        cid = k.compile.compile_id
        comp = next((c for c in where if str(c.id) == cid), None) if cid else None
        if comp is None and cid is None and len(where) == 1:
            comp = where[0]
            cid = str(comp.id)
        nodes: tuple[str, ...] = ()
        lines: tuple[str, ...] = ()
        if comp is not None:
            p = prov_cache.get(id(comp))
            if p is None:
                p = prov_cache[id(comp)] = provenance(comp)
            kp = p.kernel(k.name)  # type: ignore[attr-defined]
            if kp is not None:
                nodes = kp.post_grad_nodes
                lines = tuple(dict.fromkeys(f"{f.filename}:{f.line}" for f in kp.user_frames))
        rows.append(KernelRow(k, cid, bool(where), nodes, lines, None, cands,
                              comp.key if comp is not None else None))  # fmt: skip
    if code:
        rows += _code_rows(index, {(r.name, r.compile_id) for r in rows}, times or {}, prov_cache)
    rows = _timed(_configs(rows), times or {})
    found = _findings(rows, dominant_share) + _max_autotune(rows, autotune, dominant_share) + triton_errors(run)
    return KernelLevel(tuple(rows), tuple(found), kset)


def _code_rows(index: dict[str, list[Compile]], have: set, times: dict[str, float], prov_cache: dict) -> list[KernelRow]:
    out = []
    for name, comps in index.items():
        for c in comps:
            if (name, str(c.id)) in have or (name, None) in have:
                continue
            p = prov_cache.get(id(c))
            if p is None:
                p = prov_cache[id(c)] = provenance(c)
            kp = p.kernel(name)  # type: ignore[attr-defined]
            kind = "cpp" if name.startswith("cpp_") else "output_code"
            k = Kernel(KernelCompile(name, None, kind, compile_id=str(c.id)))
            out.append(KernelRow(k, str(c.id), True, kp.post_grad_nodes if kp else (),
                                 tuple(dict.fromkeys(f"{f.filename}:{f.line}" for f in kp.user_frames)) if kp else (),
                                 times.get(name), (str(c.id),), c.key))  # fmt: skip
    return out


def _timed(rows: list[KernelRow], times: dict) -> list[KernelRow]:
    """A profile's time on the rows it belongs to: by (name, compile id) where the profile joined
    its kernels to compiles (names repeat across compiles), else by name; only the config
    autotuning kept (the others never ran in the profile)."""
    from dataclasses import replace

    keyed = {k[0] for k in times if isinstance(k, tuple)}
    out = []
    for r in rows:
        t = None
        if r.chosen:
            t = times.get((r.name, r.compile_id)) if r.name in keyed else times.get(r.name)
        out.append(replace(r, time_ms=t) if t != r.time_ms else r)
    return out


def _configs(rows: list[KernelRow]) -> list[KernelRow]:
    """Kernels compiled more than once under one name and compile: the configs autotuning
    tried; the one launched last is the one it kept."""
    from dataclasses import replace

    groups: dict[tuple, list[int]] = {}
    for i, r in enumerate(rows):
        if r.kernel.compile.origin not in ("cpp", "output_code"):
            groups.setdefault((r.name, r.compile_id), []).append(i)
    out = list(rows)
    for idx in groups.values():
        if len(idx) < 2:
            continue
        last = max(idx, key=lambda i: max((la.line for la in rows[i].kernel.launches), default=-1))
        launched = any(rows[i].kernel.launches for i in idx)
        for i in idx:
            out[i] = replace(rows[i], configs=len(idx), chosen=(i == last) if launched else False)
    return out


def _config(k: Kernel) -> str:
    c = k.compile
    return (f"warps {c.num_warps}, stages {c.num_stages}" + (f", {k.registers} regs" if k.registers is not None else "")
            + (f", stack {k.stack} B" if k.stack else ""))  # fmt: skip


def _max_autotune(rows: list[KernelRow], tables: tuple[AutotuneTable, ...], share: float) -> list[KernelFinding]:
    """max-autotune's tables (the run's output): what each GEMM chose, of what it tried; beside
    the dominant kernel when it is a GEMM (its name says mm / addmm / linear / bmm)."""
    total = sum(r.time_ms or 0.0 for r in rows)
    dom = next((r for r in rows if total and (r.time_ms or 0.0) >= share * total), None)
    out = []
    for t in tables:
        c = t.chosen
        if c is None:
            continue
        rest = ", ".join(f"{x.name} {x.ms:.4g} ms ({x.share:.0f}%)" for x in t.choices[1:4])
        n = t.tried or len(t.choices)
        gemm = dom is not None and any(w in dom.name for w in ("mm", "linear", "gemm", "tem_"))
        line = (f"max-autotune {t.op}({t.args}): chose {c.name} {c.ms:.4g} ms, best of {n} tried"
                + (f" (dominant kernel {dom.name}: {dom.time_ms:.3f} ms)" if gemm and dom else ""))  # fmt: skip
        detail = ((f"config: {c.config}",) if c.config else ()) + ((f"also tried: {rest}",) if rest else ())
        out.append(KernelFinding("autotune", dom.name if gemm and dom else c.name, line, detail))
    return out


def _findings(rows: list[KernelRow], dominant_share: float) -> list[KernelFinding]:
    out: list[KernelFinding] = []
    total = sum(r.time_ms or 0.0 for r in rows)
    for r in rows:
        k = r.kernel
        if k.spills:
            unused = r.configs > 1 and not r.chosen
            out.append(KernelFinding("spills", k.name,
                f"{k.name}{' (a config autotuning tried, not the one launched)' if unused else ''}: registers "
                f"spill to local memory ({k.stack or 0} bytes of stack per thread, "
                f"{k.registers if k.registers is not None else '?'} registers, {k.compile.num_warps or '?'} warps"
                f"{f', maxnreg {k.compile.maxnreg}' if k.compile.maxnreg else ''})",
                ("fewer elements per program (a smaller BLOCK), more warps, or a larger maxnreg",)))  # fmt: skip
        shapes = k.shapes()
        if len(shapes) > 1:
            desc = ["; ".join(f"{n} {'x'.join(map(str, s)) if s else '?'}" for n, s, _d in sig[:4]) for sig in shapes[:4]]
            out.append(KernelFinding("launch_shapes", k.name,
                f"{k.name}: launched with {len(shapes)} different argument shapes"
                f"{' (one compile: dynamic shapes)' if r.inductor else ''} — a shape it was not "
                "compiled for means a recompile (Inductor) or a new specialization (Triton)",
                tuple(desc)))  # fmt: skip
        dominant = bool(total) and (r.time_ms or 0.0) >= dominant_share * total
        if dominant and r.configs > 1 and r.chosen:
            others = [x for x in rows if x.name == r.name and x.compile_id == r.compile_id and x is not r]
            out.append(KernelFinding("autotune", k.name,
                f"{k.name} (dominant: {r.time_ms:.3f} ms): launched config {_config(k)}, of {r.configs} "
                "autotuning compiled", tuple(f"also compiled: {_config(x.kernel)}" for x in others[:6])))  # fmt: skip
        for a in k.autotune:
            if not a.timings:
                continue
            tried = ", ".join(f"{c} {t:.3f} ms" for c, t in sorted(a.timings, key=lambda x: x[1])[:6])
            best = a.best or "?"
            line = (f"{k.name}{' (dominant: ' + format(r.time_ms, '.3f') + ' ms)' if dominant else ''}: "
                    f"autotuned config {best}, best of {len(a.timings)} tried")  # fmt: skip
            out.append(KernelFinding("autotune", k.name, line, (f"tried: {tried}",)))
            break
    return out


def kernel_summary(level: KernelLevel) -> dict:
    """The ``kernels`` section of ``summary --json``."""
    ks = level.kset
    kernels = []
    for r in level.rows:
        k = r.kernel
        c = k.compile
        kernels.append({
            "name": k.name, "hash": k.hash, "compile_id": r.compile_id, "inductor": r.inductor,
            "origin": c.origin, "num_warps": c.num_warps, "num_stages": c.num_stages,
            "num_ctas": c.num_ctas, "shared": c.shared, "maxnreg": c.maxnreg, "target": c.target,
            "registers": k.registers, "stack": k.stack, "spills": k.spills,
            "configs": r.configs, "config_kept": r.chosen,
            "stages": [s.stage for s in k.stages], "fx_nodes": list(r.nodes),
            "user_lines": list(r.user_lines), "time_ms": r.time_ms,
            "launches": len(k.launches), "launches_seen": k.launches_seen,
            "launch_shapes": len(k.shapes()), "grids": [list(g) if g else None for g in k.grids()[:8]],
            "first_launch": [a.describe() for a in k.launches[0].args] if k.launches else [],
            "problems": list(k.problems),
        })  # fmt: skip
    return {
        "kernels": kernels,
        "findings": [{"kind": f.kind, "kernel": f.kernel, "line": f.line} for f in level.findings],
        "sources": list(ks.sources) if ks else [],
        "tritonparse": (ks.status.get("tritonparse") if ks else None),
        "tritonparse_missing": (ks.status.get("missing") if ks else None),
        "no_triton": (ks.status.get("no_triton") if ks else None),
        "trace_error": (ks.status.get("error") if ks else None),
        "problems": list(ks.problems) if ks else [],
    }
