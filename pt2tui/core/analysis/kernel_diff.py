"""A kernel between two runs, or two compiles: its metadata (warps, stages, shared memory,
registers, stack), its launches (shapes, grids) and each IR stage (same text, or a line diff).

Kernels are paired by name (within the compile ids asked for, when given: ``[0/0]`` against
``[0/1]`` pairs the kernels each compile made). Stage texts come through ``read`` (the caller's
reader: sources/kernels.read_stage). Pure.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable

from ..parse.triton_records import StageRef
from .kernel_level import KernelLevel, KernelRow

__all__ = ["diff_kernels", "kernel_diff_lines"]

_FIELDS = ("num_warps", "num_stages", "num_ctas", "shared", "maxnreg", "target")
Reader = Callable[[StageRef], "str | None"]


def _rows(level: KernelLevel | None, cid: str | None, only: str | None) -> dict[str, KernelRow]:
    out: dict[str, KernelRow] = {}
    for r in level.rows if level is not None else ():
        if r.kernel.compile.origin in ("cpp", "output_code"):
            continue
        if cid is not None and r.compile_id != cid:
            continue
        if only is not None and r.name != only:
            continue
        if r.name not in out or (r.chosen and not out[r.name].chosen):  # autotuning's kept config
            out[r.name] = r
    return out


def _texts(r: KernelRow, read: Reader) -> dict[str, str]:
    out: dict[str, str] = {}
    for ref in r.kernel.stages:
        if ref.stage not in out:
            t = read(ref)
            if t is not None:
                out[ref.stage] = t
    return out


def diff_kernels(a: KernelLevel | None, b: KernelLevel | None, read: Reader, *, only: str | None = None,
                 cid_a: str | None = None, cid_b: str | None = None, lines: bool = False,
                 max_lines: int = 200) -> dict:  # fmt: skip
    """{"kernels": [per kernel: name, fields changed, stages same / changed (+ line diff)],
    "only_a", "only_b", "identical"}."""
    ra, rb = _rows(a, cid_a, only), _rows(b, cid_b, only)
    out: list[dict] = []
    for name in [n for n in ra if n in rb]:
        x, y = ra[name], rb[name]
        ka, kb = x.kernel, y.kernel
        changed = {}
        for f in _FIELDS:
            va, vb = getattr(ka.compile, f), getattr(kb.compile, f)
            if va != vb:
                changed[f] = [va, vb]
        for f in ("registers", "stack"):
            va, vb = getattr(ka, f), getattr(kb, f)
            if va != vb:
                changed[f] = [va, vb]
        sa, sb = ka.shapes(), kb.shapes()
        if len(ka.launches) and len(kb.launches) and sa != sb:
            changed["launch_shapes"] = [len(sa), len(sb)]
        ta, tb = _texts(x, read), _texts(y, read)
        stages = []
        for st in [s for s in ta if s in tb]:
            same = ta[st] == tb[st]
            e: dict = {"stage": st, "same": same}
            if not same:
                al, bl = ta[st].splitlines(), tb[st].splitlines()
                e["lines"] = [len(al), len(bl)]
                if lines or only is not None:
                    d = list(difflib.unified_diff(al, bl, f"A/{name}.{st}", f"B/{name}.{st}", lineterm="", n=1))
                    e["diff"] = d[:max_lines] + ([f"... {len(d) - max_lines} more lines"] if len(d) > max_lines else [])
            stages.append(e)
        missing = sorted(set(ta) ^ set(tb))
        out.append({"name": name, "hash": [ka.hash, kb.hash], "compile_id": [x.compile_id, y.compile_id],
                    "changed": changed, "stages": stages, "stages_on_one_side": missing,
                    "identical": not changed and all(s["same"] for s in stages) and ka.hash == kb.hash})  # fmt: skip
    only_a = [n for n in ra if n not in rb]
    only_b = [n for n in rb if n not in ra]
    return {"kernels": out, "only_a": only_a, "only_b": only_b,
            "identical": not only_a and not only_b and all(k["identical"] for k in out)}  # fmt: skip


def kernel_diff_lines(d: dict) -> list[str]:
    """The diff as plain lines (`pt2tui diff` and the TUI's diff screen)."""
    if not d["kernels"] and not d["only_a"] and not d["only_b"]:
        return []
    out = ["", f"Kernels: {'identical' if d['identical'] else 'differ'}"]
    for k in d["kernels"]:
        if k["identical"]:
            out.append(f"  = {k['name']}")
            continue
        out.append(f"  ~ {k['name']}  {' -> '.join(str(c) for c in k['compile_id'])}")
        for f, (va, vb) in k["changed"].items():
            out.append(f"      {f}: {va} -> {vb}")
        for s in k["stages"]:
            if s["same"]:
                continue
            out.append(f"      {s['stage']}: changed ({s['lines'][0]} -> {s['lines'][1]} lines)")
            out += [f"        {ln}" for ln in s.get("diff", [])]
        if k["stages_on_one_side"]:
            out.append(f"      stages on one side only: {', '.join(k['stages_on_one_side'])}")
    for n in d["only_a"]:
        out.append(f"  - {n} (only in A)")
    for n in d["only_b"]:
        out.append(f"  + {n} (only in B)")
    return out
