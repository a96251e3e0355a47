"""Which rerun recipes cannot apply to a run, and why (the R menu greys them out). Pure.

- CUDA recipes on a run whose torch is a CPU build (its version ends in ``+cpu``);
- AOTInductor recipes on a run with no export / AOTInductor compiles;
- torch.compile-only recipes on a program whose compiles are all AOTInductor's;
- the profile recipes on a run with no torch.compile compile (nothing of it to time).
"""

from __future__ import annotations

from ..model import Run
from ..reruns.recipes import RECIPES
from ..reruns.recipes_profile import PROFILE_RECIPES
from .triage.rank import _TORCH_COMPILE_ONLY

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
    return out
