"""Which rerun recipes cannot apply to a run, and why (the R menu greys them out). Pure.

- CUDA recipes on a run whose torch is a CPU build (its version ends in ``+cpu``);
- AOTInductor recipes on a run with no export / AOTInductor compiles;
- torch.compile-only recipes on a program whose compiles are all AOTInductor's;
- the profile recipes on a run with no torch.compile compile (nothing of it to time);
- the compile recipes (Dynamo's logs, recompiles, caches, backends, settings) on a run that
  compiled nothing, where its trace says so (an eager rerun's own reruns run the program
  as it was, compiled: they may apply);
- profile-fullgraph on a run with a graph break fullgraph=True would raise on with no change
  the user can make there: in torch's or a library's code, a ``torch._dynamo.disable``d or
  skipped function, ``.item()`` / data-dependent control flow.
"""

from __future__ import annotations

from ..model import Run
from ..reruns.recipes import RECIPES
from ..reruns.recipes_profile import PROFILE_RECIPES
from .deliberate_breaks import is_deliberate, is_library_break
from .triage.rank import _TORCH_COMPILE_ONLY

# recipes that ask torch.compile something: none applies to a run that compiled nothing
_NOT_COMPILE = ("eager", "again", "cuda-sync", "debug-sync", "deterministic", "profile-eager",
                "single-thread", "nan-asserts")  # fmt: skip
# breaks fullgraph=True raises on whatever the user's own code does around them
_FULLGRAPH_RAISES = ("item()", "Data-dependent", "data dependent", "marked as skipped",
                     "torch._dynamo.disable", "torch.compiler.disable", "Skip calling")  # fmt: skip


def fullgraph_raises(run: Run) -> str | None:
    """The first graph break that fullgraph=True would raise on and the user cannot remove
    in their own code (None: none), in words."""
    for g in run.graph_breaks:
        text = f"{g.gb_type or ''} {g.reason}"
        uf = g.user_frame
        where = f" ({uf.filename.rsplit('/', 1)[-1]}:{uf.line})" if uf is not None else ""
        if is_deliberate(g) or is_library_break(g):
            return f"a graph break in library code{where}: {g.gb_type or g.reason[:60]}"
        if any(w in text for w in _FULLGRAPH_RAISES):
            return f"a graph break fullgraph raises on{where}: {g.gb_type or g.reason[:60]}"
    return None

CUDA_RECIPES = ("cuda-sync", "no-cudagraphs", "debug-sync")


def unfit_recipes(run: Run) -> dict[str, str]:
    """recipe name -> why it cannot apply to ``run`` (absent: it may)."""
    out: dict[str, str] = {}
    version = run.torch_version or ""
    groups = {c.id.group for c in run.compiles}
    if version.endswith("+cpu"):
        for name in CUDA_RECIPES:
            out[name] = f"CUDA only: torch {version} is a CPU build"
    if run.compiles and not groups & {"aoti", "export"}:
        for r in RECIPES:
            if r.name.startswith("aoti-"):
                out[r.name] = "AOTInductor only: no export / AOTI compiles here"
    if run.compiles and groups == {"aoti"}:
        for r in RECIPES:
            if r.name.startswith(_TORCH_COMPILE_ONLY) and r.name not in out:
                out[r.name] = "torch.compile only: this program is AOTInductor's"
    if not any(c.id.group is None for c in run.compiles):  # frames Dynamo compiled
        why = ("no torch.compile compile in this run: nothing to time (profile times the calls of "
               "what torch.compile returned)")  # fmt: skip
        for r in PROFILE_RECIPES:
            out.setdefault(r.name, why)
    if not run.compiles and any(s.kind == "trace" for s in run.sources):
        for r in RECIPES:
            if r.name not in _NOT_COMPILE and not r.name.startswith(("minify", "run-repro", "aoti-", "profile")):
                out.setdefault(r.name, "the run compiled nothing: no compile to ask about")
    raises = fullgraph_raises(run) if run.graph_breaks else None
    if raises:
        out.setdefault("profile-fullgraph", f"fullgraph=True would raise: {raises}")
    return out
