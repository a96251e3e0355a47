"""The ``kernel-repro`` rerun's files: a standalone kernel repro for one kernel of a run.

``pick_kernel`` finds the kernel in the parent run's output code (a name, ``[0/1] name``, or
by default the first reduction / persistent Triton kernel, else the first kernel);
``write_kernel_repro`` writes ``<run dir>/kernel_repro/``: ``output_code.py`` (that compile's
output code), ``graph.txt`` (its post-grad graph), ``kernel_repro.json`` (kernel, compile id,
FX nodes, user lines) and ``kernel_repro.py`` (hook/_pt2tui_kernel_repro.py: runs the kernel
alone on the launch's arguments, checks it against eager, times it). ``--launch N`` (``PT2TUI_KERNEL_LAUNCH``): the
kernel also runs at exactly the N-th traced launch of a triton-trace parent (its shapes, strides,
dtypes, constants, and its tensors when the trace saved them: copied into ``blobs/``).

A user's own ``@triton.jit`` kernel has no output code (no compile id): it cannot be made this
way, and the error says so.
"""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from ..core.analysis.provenance import provenance
from ..core.model import Compile, Run
from ..core.parse.output_code_kernels import CodeKernel, code_kernels, kernel_calls, read_after
from ..core.parse.payloads import read_text
from ..core.reruns.recipe import RecipeError

__all__ = ["KERNEL_ENV", "LAUNCH_ENV", "REPRO_DIR", "KernelChoice", "pick_kernel", "write_kernel_repro"]

KERNEL_ENV = "PT2TUI_KERNEL"  # the kernel asked for (``--kernel``)
LAUNCH_ENV = "PT2TUI_KERNEL_LAUNCH"  # the traced launch asked for (``--launch N``, 1-based)
REPRO_DIR = "kernel_repro"
SCRIPT = Path(__file__).resolve().parent / "hook" / "_pt2tui_kernel_repro.py"


@dataclass(frozen=True)
class KernelChoice:
    compile: Compile
    kernel: CodeKernel
    output_code: str
    graph: str | None
    launches: tuple = ()  # traced launches of distinct shapes: {"index", "grid", "args": {name: {type, shape ...}}}
    launch: int | None = None  # --launch N: ``launches`` is that one traced launch
    launches_traced: int = 0  # the kernel's traced launches (what N counts)

    def as_json(self) -> dict:
        prov = provenance(self.compile).kernel(self.kernel.name)
        nodes = list(prov.post_grad_nodes) if prov and prov.post_grad_nodes else list(self.kernel.nodes)
        return {
            "kernel": self.kernel.name,
            "kind": self.kernel.kind,
            "compile_id": str(self.compile.id),
            "rank": self.compile.rank,
            "nodes": nodes,
            "aten": list(self.kernel.aten),
            "user_lines": [f"{f.filename}:{f.line}" for f in (prov.user_frames if prov else ())],
            "params": list(self.kernel.params),
            "outputs_read": _outputs_read(self),
            "seed": 0,
            "launch": self.launch,
            "launches_traced": self.launches_traced,
        }


def _texts(c: Compile) -> tuple[str | None, str | None]:
    code = graph = None
    for a in c.artifacts:
        try:
            if code is None and a.category == "output_code" and a.kind != "debug_dir":
                code = read_text(a.ref)
            elif graph is None and a.name == "inductor_post_grad_graph":
                graph = read_text(a.ref)
        except (OSError, ValueError):
            continue
    return code, graph


def _preference(k: CodeKernel) -> int:
    if k.kind == "triton" and ("_per_" in k.name or "_red_" in k.name):
        return 0
    return 1 if k.kind in ("triton", "cpp") else 2


def pick_kernel(run: Run, want: str | None = None) -> KernelChoice:
    """The kernel ``want`` names (``name`` or ``[0/1] name``), else the default one."""
    cid = None
    if want and want.startswith("["):
        cid, _, want = want.partition("]")
        cid, want = cid + "]", want.strip()
    found: list[tuple[int, int, KernelChoice]] = []
    seen_names: list[str] = []
    for ci, c in enumerate(run.compiles):
        if cid and str(c.id) != cid:
            continue
        code, graph = _texts(c)
        if not code:
            continue
        for k in code_kernels(code):
            seen_names.append(k.name)
            if want and k.name != want:
                continue
            found.append((_preference(k), ci, KernelChoice(c, k, code, graph)))
    if not found:
        if want:
            hint = f"; kernels: {', '.join(sorted(set(seen_names))[:12])}" if seen_names else ""
            raise RecipeError(
                f"no kernel {want!r} in the output code of this run{' at ' + cid if cid else ''}: a "
                "kernel-repro needs Inductor's output code (a user's own @triton.jit kernel has no "
                f"compile id: use `python -m tritonparse reproduce` on a triton-trace rerun){hint}"
            )
        if cid:
            ids = ", ".join(str(c.id) for c in run.compiles[:12])
            raise RecipeError(f"no compile {cid} with output code in this run (compiles: {ids or 'none'})")
        raise RecipeError(
            "no kernel in this run's output code (no inductor_output_code artifact in its trace): "
            "run the program with Inductor, or pick a run whose compile produced code"
        )
    found.sort(key=lambda t: (t[0], t[1]))
    return found[0][2]


def write_kernel_repro(choice: KernelChoice, run_dir: str | os.PathLike[str]) -> Path:
    """The repro's dir, written (never over a file already there)."""
    d = Path(run_dir) / REPRO_DIR
    d.mkdir(parents=True, exist_ok=True)

    def put(name: str, text: str) -> None:
        p = d / name
        if not p.exists():
            p.write_text(text, encoding="utf-8")

    put("output_code.py", choice.output_code)
    if choice.graph:
        put("graph.txt", choice.graph)
    launches = [_local_blobs(la, d) for la in choice.launches] if choice.launch else list(choice.launches)
    put("kernel_repro.json", json.dumps({**choice.as_json(), "launches": launches}, indent=1) + "\n")
    if not (d / "kernel_repro.py").exists():
        shutil.copyfile(SCRIPT, d / "kernel_repro.py")
    return d


def _local_blobs(spec: dict, d: Path) -> dict:
    """The launch with its saved tensors copied into ``blobs/`` (paths relative to the repro's
    dir: it stays standalone); a blob not there is left as it was (the repro makes random data)."""
    args = {}
    for name, a in (spec.get("args") or {}).items():
        src = a.get("blob") if isinstance(a, dict) else None
        if src and os.path.isfile(src):
            dst = d / "blobs" / f"{name}_{Path(src).name}"
            dst.parent.mkdir(exist_ok=True)
            if not dst.exists():
                shutil.copyfile(src, dst)
            a = {**a, "blob": f"blobs/{dst.name}"}
        args[name] = a
    return {**spec, "args": args}


_CHOSEN: dict[tuple[str, str], KernelChoice] = {}


def _load(parent_dir: str) -> Run:
    from ..sources.load import load_run  # here: the run is read only for this recipe

    try:
        return load_run(parent_dir)
    except Exception as e:  # noqa: BLE001 - SourceError and damaged input alike
        raise RecipeError(f"cannot read the parent run {parent_dir}: {e}") from None


def parse_launch(text: str | None) -> int | None:
    if text is None or str(text).strip() == "":
        return None
    try:
        n = int(str(text).strip())
    except ValueError:
        raise RecipeError(f"--launch takes a launch number (1, 2, ...), not {text!r}") from None
    if n < 1:
        raise RecipeError(f"--launch counts from 1 (the Kernels view's launch numbers), not {n}")
    return n


def kernel_plan(plan, parent_dir: str, want: str | None, launch: str | None = None):
    """The kernel-repro plan with its kernel (and traced launch) chosen (run.json
    ``kernel_repro``) and a note."""
    from dataclasses import replace

    n = parse_launch(launch)
    choice = with_launches(pick_kernel(_load(parent_dir), want or None), parent_dir, launch=n)
    key = (parent_dir, f"{choice.compile.id} {choice.kernel.name} {n}")
    _CHOSEN[key] = choice
    info = dict(plan.info)
    info["kernel_repro"] = {**choice.as_json(), "dir": REPRO_DIR}
    how = "asked for" if want else "chosen (the first reduction / persistent Triton kernel, else the first)"
    note = f"kernel {choice.kernel.name} of compile {choice.compile.id} ({how}); repro in {REPRO_DIR}/"
    if n is not None:
        note += f"; at traced launch {n} of {choice.launches_traced}: {launch_shapes(choice.launches[0])}"
    return replace(plan, info=info, notes=plan.notes + (note,))


def write_planned(plan, run_dir: str | os.PathLike[str]) -> None:
    """Write the repro a kernel_plan chose into the new run dir."""
    kr = plan.info.get("kernel_repro") or {}
    key = (plan.parent, f"{kr.get('compile_id')} {kr.get('kernel')} {kr.get('launch')}")
    choice = _CHOSEN.get(key)
    if choice is None:
        choice = with_launches(pick_kernel(_load(plan.parent), f"{kr.get('compile_id')} {kr.get('kernel')}"),
                               plan.parent, launch=kr.get("launch"))  # fmt: skip
    write_kernel_repro(choice, run_dir)


def _outputs_read(choice: KernelChoice) -> list[str]:
    """The kernel's output parameters whose buffers the graph reads after the launch."""
    calls = [c for c in kernel_calls(choice.output_code, {choice.kernel.name})]
    if not calls:
        return []
    call = calls[0]
    params = choice.kernel.params
    outs = {a: p for p, a in zip(params, call.args, strict=False) if p.startswith(("out_ptr", "in_out_ptr"))}
    read = read_after(choice.output_code, call, tuple(outs))
    return [outs[a] for a in read]


def launch_spec(la, index: int) -> dict:
    """A traced launch as kernel_repro.json holds it (``index``: its number, 1-based)."""
    return {"index": index, "grid": list(la.grid) if la.grid else None, "args": {
        a.name: {"type": a.type, "shape": list(a.shape) if a.shape is not None else None,
                 "stride": list(a.stride) if a.stride is not None else None, "dtype": a.dtype,
                 "value": a.value, "note": a.note, "blob": a.blob} for a in la.args}}  # fmt: skip


def launch_shapes(spec: dict) -> str:
    """One line: the launch's grid and arguments (``x_ptr fp16[4x64], xnumel=256``)."""
    parts = []
    for name, a in (spec.get("args") or {}).items():
        if a.get("type") == "tensor":
            shape = "x".join(map(str, a["shape"])) if a.get("shape") is not None else "?"
            parts.append(f"{name} {(a.get('dtype') or '?').replace('torch.', '')}[{shape}]")
        else:
            parts.append(f"{name}={a.get('value')}")
    grid = spec.get("grid")
    return (f"grid {'x'.join(map(str, grid))}, " if grid else "") + ", ".join(parts)


def with_launches(choice: KernelChoice, parent_dir: str, limit: int = 4, launch: int | None = None) -> KernelChoice:
    """The choice with the parent's traced launches of its kernel (distinct shapes, at most
    ``limit``): a triton-trace parent's tritonparse trace. ``launch`` N: only the N-th traced
    launch (1-based, as the Kernels view numbers them); none traced or N out of range is a
    RecipeError that says how many there are."""
    from dataclasses import replace

    from ..sources.kernels import load_kernels

    try:
        ks = load_kernels(parent_dir)
    except Exception as e:  # noqa: BLE001 - no launches then
        if launch is not None:
            raise RecipeError(f"--launch {launch}: the parent's kernel trace cannot be read: {e}") from None
        return choice
    cid = str(choice.compile.id)
    every = ks.launches_of(choice.kernel.name, cid) if ks is not None else ()
    if launch is not None:
        name = f"{choice.kernel.name} of compile {cid}"
        if not every:
            raise RecipeError(
                f"--launch {launch}: no traced launch of {name} in this run (0 launches traced): "
                "launches come from a triton-trace rerun (pt2tui rerun RUN triton-trace, tritonparse "
                "installed); make the kernel-repro from that rerun's dir")
        if launch > len(every):
            raise RecipeError(f"--launch {launch}: {name} has {len(every)} traced launch"
                              f"{'es' if len(every) != 1 else ''} (--launch 1 to {len(every)})")
        return replace(choice, launches=(launch_spec(every[launch - 1], launch),), launch=launch,
                       launches_traced=len(every))  # fmt: skip
    out: list[dict] = []
    seen: set = set()
    for i, la in enumerate(every, 1):
        sig = la.signature()
        if sig in seen:
            continue
        seen.add(sig)
        out.append(launch_spec(la, i))
        if len(out) >= limit:
            break
    return replace(choice, launches=tuple(out), launches_traced=len(every))
