"""Which artifacts each detail tab shows, how their variants are labelled, and why a tab is
empty for a compile. Pure functions of the model (no textual)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..core.model import EMPTY, FAILED, METRICS_MISSING, RESTARTED, RUNNING, Artifact, Compile, Run
from ..core.parse.compile_id import CompileId
from .code import lexer_name_for


@dataclass(frozen=True)
class TabSpec:
    id: str
    title: str
    categories: tuple[str, ...]
    prefer: tuple[str, ...] = ()  # artifact names picked first, in order


TABS: tuple[TabSpec, ...] = (
    TabSpec("overview", "Overview", ()),
    TabSpec("dynamo", "Dynamo", ("dynamo_graph", "pre_grad"), ("dynamo_output_graph",)),
    TabSpec(
        "aot",
        "AOT",
        ("aot_graph",),
        ("aot_forward_graph", "aot_inference_graph", "aot_joint_graph"),
    ),
    TabSpec("post_grad", "Post-grad", ("post_grad",), ("inductor_post_grad_graph",)),
    TabSpec("ir", "IR", ("ir",), ("ir_pre_fusion",)),
    TabSpec("code", "Code", ("output_code",)),
    TabSpec("guards", "Guards", ("guards",), ("dynamo_cpp_guards_str", "dynamo_guards")),
    TabSpec("metrics", "Metrics", ("metrics",), ("compilation_metrics",)),
    TabSpec("raw", "Raw", ()),
    TabSpec("shapes", "Shapes", ()),  # dynamic shapes of the compile (tui/widgets/shapes.py); key 0
)
TAB_IDS = tuple(t.id for t in TABS)
TAB_BY_ID = {t.id: t for t in TABS}
CATEGORY_TAB = {cat: t.id for t in TABS for cat in t.categories}


def tab_for(art: Artifact) -> str:
    """The tab that shows an artifact (Raw for those no tab takes)."""
    return CATEGORY_TAB.get(art.category, "raw")


_SHORT = {
    "dynamo_output_graph": "dynamo graph",
    "before_pre_grad_graph": "before pre-grad",
    "after_pre_grad_graph": "after pre-grad",
    "inductor_pre_grad_graph": "pre-grad",
    "aot_joint_graph": "joint",
    "aot_forward_graph": "forward",
    "aot_backward_graph": "backward",
    "aot_inference_graph": "inference",
    "aot_forward_graph_fw_metadata": "fw metadata",
    "torch._functorch.config": "functorch config",
    "fx_graph_runnable": "runnable",
    "fx_graph_readable": "readable",
    "fx_graph_transformed": "transformed",
    "before_post_grad_graph": "before post-grad",
    "inductor_post_grad_graph": "post-grad",
    "ir_pre_fusion": "pre-fusion",
    "ir_post_fusion": "post-fusion",
    "dynamo_cpp_guards_str": "guards",
    "dynamo_guards": "guards json",
    "compilation_metrics": "compile",
    "bwd_compilation_metrics": "backward",
    "output_code": "output_code",
}


def _debug_kind(art: Artifact) -> str | None:
    meta = art.meta if isinstance(art.meta, dict) else {}
    g = str(meta.get("debug_graph") or "")
    for k, short in (("_forward_", "fwd"), ("_backward_", "bwd"), ("_inference_", "inf")):
        if k in g:
            return short
    return None


def _base_label(a: Artifact) -> str:
    base = _SHORT.get(a.name)
    if base is None and a.name.startswith("inductor_output_code"):
        base = "output code"
    return base or a.name


def artifact_labels(
    arts: list[Artifact] | tuple[Artifact, ...], compile: Compile | None
) -> list[str]:
    """Short, distinct labels for artifacts shown side by side."""
    bases = [_base_label(a) for a in arts]
    counts = Counter(b for a, b in zip(arts, bases, strict=True) if a.kind != "debug_dir")
    seen: Counter[str] = Counter()
    has_bwd = compile is not None and compile.artifact("aot_backward_graph") is not None
    labels = []
    for a, base in zip(arts, bases, strict=True):
        if a.kind == "debug_dir":
            kind = _debug_kind(a)
            label = f"debug {base}" + (f" ({kind})" if kind else "")
        else:
            seen[base] += 1
            if counts[base] > 1:
                n = seen[base]
                if has_bwd and counts[base] == 2:
                    label = f"{base} ({'fwd' if n == 1 else 'bwd'})"
                else:
                    label = f"{base} #{n}"
            else:
                label = base
        labels.append(label)
    # still ambiguous (debug dirs that were not matched to a compile): name their dir
    count = Counter(labels)
    n2: Counter[str] = Counter()
    out = []
    for a, lb in zip(arts, labels, strict=True):
        if count[lb] > 1:
            meta = a.meta if isinstance(a.meta, dict) else {}
            if a.kind == "debug_dir" and meta.get("debug_graph"):
                lb = f"debug {_base_label(a)} {meta['debug_graph']}"
            else:
                n2[lb] += 1
                lb = f"{lb} #{n2[lb]}"
        out.append(lb)
    return out


def variants(tab_id: str, c: Compile) -> list[tuple[str, Artifact]]:
    """The artifacts a tab can show for a compile, labelled, the preferred one first."""
    spec = TAB_BY_ID[tab_id]
    arts = [a for a in c.artifacts if a.category in spec.categories]
    if spec.id == "dynamo":  # the dynamo graph, then pre-grad passes
        arts.sort(key=lambda a: (a.category != "dynamo_graph", a.index))
    elif spec.id == "code":  # trace output code first, then debug dir files
        arts.sort(key=lambda a: (a.kind == "debug_dir", a.index))
    elif spec.prefer:
        order = {n: i for i, n in enumerate(spec.prefer)}
        arts.sort(key=lambda a: (a.kind == "debug_dir", order.get(a.name, len(order)), a.index))
    return list(zip(artifact_labels(arts, c), arts, strict=True))


def artifact_lang(a: Artifact) -> str | None:
    if a.name.startswith(("aot_forward_graph_fw_metadata", "torch._functorch.config")):
        return None
    lang = lexer_name_for(a.encoding, a.name)
    if lang is None and a.category in ("dynamo_graph", "aot_graph", "pre_grad", "post_grad"):
        return "python"  # graphs carried as string artifacts are Python code too
    if lang is None and a.name in ("fx_graph_runnable",):
        return "python"
    return lang


def _successor(c: Compile, run: Run | None) -> Compile | None:
    if run is None:
        return None
    nxt = CompileId(
        c.id.frame_id, c.id.frame_compile_id, c.id.attempt + 1, c.id.compiled_autograd_id
    )
    return run.compile(nxt, c.rank)


def _has_debug_dir(run: Run | None) -> bool:
    return run is not None and any(s.kind == "debug_dir" for s in run.sources)


def _has_trace(run: Run | None) -> bool:
    return run is None or any(s.kind == "trace" for s in run.sources)


def why_empty(tab_id: str, c: Compile, run: Run | None) -> str:
    """Why a tab has nothing for this compile, in words a user can act on."""
    what = {
        "dynamo": "no dynamo_output_graph",
        "aot": "no AOT graphs (aot_joint/forward/backward/inference_graph)",
        "post_grad": "no post-grad graph",
        "ir": "no Inductor IR",
        "code": "no output code",
        "guards": "no guards",
        "metrics": "no compilation_metrics",
    }.get(tab_id, "nothing")
    if not _has_trace(run) and tab_id not in ("ir",):
        return f"{what}: this run has no TORCH_TRACE log; rerun with TORCH_TRACE=/some/dir."
    if tab_id == "ir" and not _has_debug_dir(run):
        return "no torch_compile_debug dir found; rerun with TORCH_COMPILE_DEBUG=1 to get Inductor IR (ir_pre_fusion.txt, ir_post_fusion.txt)."
    if c.id.group is not None and tab_id in ("dynamo", "guards"):
        return f"{what}: {c.id} ran outside Dynamo ({c.id.group}), so it has no Dynamo graph and no guards."
    if c.id.group == "export" and tab_id in ("aot", "post_grad", "ir", "code"):
        return f"{what}: an export makes an ExportedProgram, not code; AOTInductor compiles it (aoti N)."
    nxt = _successor(c, run) if c.id.group is None else None
    if c.status == RESTARTED or (nxt is not None and c.status in (METRICS_MISSING, RESTARTED)):
        later = f" (its restart is {nxt.id})" if nxt is not None else ""
        return f"{what}: this attempt was restarted before a graph was produced{later}."
    if c.status == FAILED:
        return f"{what}: the compile failed ({c.fail_type}) before producing it; see Overview."
    if c.status == RUNNING:
        return f"{what} yet: the compile is still running."
    if c.status == METRICS_MISSING:
        return f"{what}: the compile never finished (no compilation_metrics: crashed or killed?)."
    if c.status == EMPTY and tab_id != "metrics":
        return f"{what}: the captured graph held no ops, so nothing was compiled."
    if tab_id in ("aot", "post_grad", "code") and c.artifact("dynamo_output_graph") is not None:
        return f"{what}: the graph was not compiled by Inductor (backend other than inductor, or the graph was served from a cache)."
    if tab_id == "ir":
        return "no Inductor IR for this compile in the torch_compile_debug dir (no Inductor graph of it was matched there)."
    return f"{what} for this compile."


def run_artifacts_compile(run: Run) -> Compile:
    """The artifacts that belong to no compile, shown through the detail tabs like a compile."""
    return Compile(
        id=CompileId(None, None),
        rank=None,
        status="ok",
        co_name="(artifacts of no compile)",
        artifacts=run.run_artifacts,
    )
