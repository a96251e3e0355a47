"""Graphs, guards, output code and files, each kept as an artifact of its compile."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .registry import category_of, handles, meta_str

if TYPE_CHECKING:
    from ...parse.records import Record
    from ..context import CompileAcc, TraceContext
    from .registry import Builder


@handles("dynamo_output_graph", "optimize_ddp_split_graph", "compiled_autograd_graph",
         "aot_joint_graph", "aot_forward_graph", "aot_backward_graph", "aot_inference_graph",
         "inductor_pre_grad_graph", "inductor_post_grad_graph", "inductor_input_graph",
         "exported_program")  # fmt: skip
def _graph(b: Builder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    # the meta ({"sizes": ...}) is in the record, shown by the Raw view; the model does without
    b.add_artifact(ctx, rec, acc, rec.kind, category_of(rec.kind), "python", keep_meta=False)


@handles("dynamo_guards")
def _guards(b: Builder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    b.add_artifact(ctx, rec, acc, rec.kind, "guards", "json")


@handles("dynamo_cpp_guards_str")
def _cpp_guards(b: Builder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    b.add_artifact(ctx, rec, acc, rec.kind, "guards", "text")


@handles("optimize_ddp_split_child")
def _ddp_child(b: Builder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    name = meta_str(rec, "name")
    b.add_artifact(ctx, rec, acc, f"optimize_ddp_split_child_{name}", "dynamo_graph", "python")


@handles("graph_dump")
def _graph_dump(b: Builder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    name = meta_str(rec, "name") or "graph_dump"
    # AOTInductor's wrapper and kernel code ({"type": "cpp", "filename": ".../x.wrapper.cpp"})
    lang, filename = meta_str(rec, "type"), meta_str(rec, "filename")
    if lang in ("cpp", "cuda") or filename.endswith((".cpp", ".h", ".cu", ".cuh")):
        encoding = "cpp"
    else:
        encoding = "python"
    b.add_artifact(ctx, rec, acc, name, category_of(name), encoding)


@handles("inductor_output_code")
def _output_code(b: Builder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    filename = meta_str(rec, "filename")
    stem = path_stem(filename) if filename else ""
    name = f"inductor_output_code_{stem}" if stem else "inductor_output_code"
    encoding = "cpp" if filename.endswith((".cpp", ".h")) else "python"
    art = b.add_artifact(ctx, rec, acc, name, "output_code", encoding)
    if art is not None and acc is not None:
        b.note_output_code(ctx, rec, acc, art)


def path_stem(path: str) -> str:
    """``PurePosixPath(path).stem`` as Python 3.11 has it, without making the path (a third of
    the output code handler's time): the last part that is not empty or ".", less its suffix
    (from the last dot, unless that dot starts or ends the name)."""
    name = ""
    for part in reversed(path.split("/")):
        if part and part != ".":
            name = part
            break
    i = name.rfind(".")
    return name[:i] if 0 < i < len(name) - 1 else name


@handles("link")
def _link(b: Builder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    name = meta_str(rec, "name") or "link"
    b.add_artifact(ctx, rec, acc, name, "other", "text", inline=meta_str(rec, "url"))


@handles("dump_file")
def _dump_file(b: Builder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    name = meta_str(rec, "name") or "dump_file"
    b.add_artifact(ctx, rec, acc, name, "other", "python")
