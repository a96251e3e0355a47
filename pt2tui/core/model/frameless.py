"""Compiles outside any Dynamo frame: torch.export, AOTInductor, Inductor called directly.

torch gives their records no compile id (tlparse files them under ``[-/-]``). pt2tui groups
them, per process, in the order they come, into compiles of their own, numbered from 1:

- ``export N``: the shape records of an export (``create_symbol``, ``guard_added``,
  ``symbolic_shape_specialization``, ``propagate_real_tensors_provenance``,
  ``missing_fake_kernel`` ...) up to its ``exported_program``. Draft-export issues (the ones
  tlparse's export mode reports) become failures of the export, with the record as evidence.
- ``aoti N``: an Inductor compile whose stack runs through ``compile_fx_aot`` / ``aot_compile``
  (``aoti_compile_and_package``): its graphs, ``inductor_aot_wrapper_code`` /
  ``inductor_aot_kernel_code``, provenance, up to its ``compilation_metrics``.
- ``inductor N``: the same for an Inductor compile called directly (the minifier's
  ``compile_fx_inner`` runs, ``standalone_compile``).

Records that belong to no compile (``str``, ``describe_*``, ``torch_version``, runtime
artifacts) stay run-wide. Which records start, join or end a group is data below.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..parse.compile_id import CompileId
from ..parse.types import Failure
from .run import FAILED, METRICS_MISSING, OK, RUNNING

if TYPE_CHECKING:
    from ..parse.records import Record
    from .context import CompileAcc, TraceContext

# records of an export (symbolic shapes while export traces; draft-export reports)
EXPORT_KINDS = frozenset({
    "exported_program", "guard_added", "guard_added_fast", "expression_created",
    "propagate_real_tensors", "propagate_real_tensors_provenance", "create_unbacked_symbol",
    "create_symbol", "symbolic_shape_specialization", "missing_fake_kernel",
    "mismatched_fake_kernel", "guard_on_data_dependent_error", "export",
})  # fmt: skip
# records that start (or continue) an Inductor compile
INDUCTOR_KINDS = frozenset({
    "aot_joint_graph", "aot_forward_graph", "aot_backward_graph", "aot_inference_graph",
    "inductor_pre_grad_graph", "inductor_post_grad_graph", "inductor_output_code", "graph_dump",
})  # fmt: skip
INDUCTOR_ARTIFACTS = frozenset({
    "before_pre_grad_graph", "after_pre_grad_graph", "aot_forward_graph_fw_metadata",
    "before_joint_graph", "after_joint_graph", "fx_graph_runnable", "before_post_grad_graph",
    "after_post_grad_graph", "inductor_post_grad_graph", "before_recompile_pre_grad",
    "after_recompile_pre_grad", "before_recompile_post_grad", "after_recompile_post_grad",
})  # fmt: skip
# artifacts that join the Inductor compile in progress (or the one just ended), never start one
JOIN_ARTIFACT_PREFIXES = (
    "inductor_provenance", "inductor_post_to_pre", "inductor_triton_kernel", "triton_kernel_info",
    "fx_graph_cache_", "aotautograd_cache_", "inductor_pre_grad", "inductor_output_code",
)  # fmt: skip
# the output code of a compile: a start record after it begins the next compile
_CODE = frozenset({"inductor_output_code", "graph_dump"})
# frames of an AOTInductor compile's stack
AOTI_FRAMES = frozenset({"compile_fx_aot", "aot_compile", "_aoti_compile_and_package_inner"})
# torch functions a user calls to export or AOT-compile: the frame before is the user's call
ENTRY_POINTS = frozenset({
    "export", "draft_export", "_export", "export_for_training", "aoti_compile_and_package",
    "aot_compile", "compile_fx_aot", "compile_fx_inner", "standalone_compile", "compile_fx",
})  # fmt: skip
# draft-export issues, as tlparse's export mode names them
ISSUE_TYPES = {
    "guard_added": "Guard Evaluated",
    "propagate_real_tensors_provenance": "Data Dependent Error",
    "missing_fake_kernel": "Missing Fake Kernel",
    "mismatched_fake_kernel": "Mismatched Fake Kernel",
}


class _Stream:
    """One process's (rank, pid) state: the group records are joining now."""

    def __init__(self) -> None:
        self.open: CompileAcc | None = None
        self.last: CompileAcc | None = None  # the group made last (trailing artifacts join it)
        self.has_code = False


class Outside:
    """Groups the records that name no compile into export / AOTI / Inductor compiles (mutable
    while the builder is fed, like CompileAcc)."""

    def __init__(self) -> None:
        self.streams: dict[tuple[int | None, int], _Stream] = {}
        self.counts: dict[tuple[int | None, str], int] = {}
        self.pids: dict[tuple[int | None, CompileId], int] = {}
        self.failures: list[Failure] = []
        # each stream's first record that its state decides on: "export", "metrics", "start"
        # or "join" (a segment indexed on its own is merged by core/model/merge.py with this)
        self.first: dict[tuple[int | None, int], str] = {}
        self.made: dict[tuple[int | None, int], CompileAcc] = {}  # each stream's first compile

    def acc_for(self, new: Any, ctx: TraceContext, rec: Record, proc: Any = None) -> CompileAcc | None:
        """The compile a record with no compile id belongs to (made when it starts one)."""
        kind = rec.kind
        key = (rec.rank, rec.pid)
        s = self.streams.get(key)
        if s is None:
            s = self.streams[key] = _Stream()
        if kind in EXPORT_KINDS:
            self.first.setdefault(key, "export")
            if s.open is not None and s.open.id.group != "export":
                return s.open  # shape records of the Inductor compile in progress
            acc = s.open if s.open is not None else self._new(new, ctx, proc, s, rec, "export")
            self._note_issue(ctx, rec, acc)
            if kind == "exported_program":
                s.open = None
            return acc
        name = rec.meta.get("name") if kind in ("artifact", "graph_dump") and isinstance(rec.meta, dict) else None
        if kind == "compilation_metrics":
            self.first.setdefault(key, "metrics")
            acc = s.open if s.open is not None and s.open.id.group != "export" else None
            if acc is None and s.last is not None and s.last.metrics is None and s.last.id.group != "export":
                acc = s.last
            if acc is None:
                acc = self._new(new, ctx, proc, s, rec, _group_of(rec))
            s.open = None
            return acc
        starts = kind in INDUCTOR_KINDS or (kind == "artifact" and name in INDUCTOR_ARTIFACTS)
        if starts:
            self.first.setdefault(key, "start")
            if s.open is None or s.open.id.group == "export" or (s.has_code and kind not in _CODE):
                self._new(new, ctx, proc, s, rec, _group_of(rec))
            if kind in _CODE:
                s.has_code = True
            return s.open
        if kind == "artifact" and name and name.startswith(JOIN_ARTIFACT_PREFIXES):
            self.first.setdefault(key, "join")
            if s.open is not None and s.open.id.group != "export":
                return s.open
            if s.last is not None and s.last.id.group != "export":
                return s.last
        return None

    def _new(self, new: Any, ctx: TraceContext, proc: Any, s: _Stream, rec: Record, group: str) -> CompileAcc:
        n = self.counts.get((rec.rank, group), 0) + 1
        self.counts[(rec.rank, group)] = n
        cid = CompileId.outside(group, n)
        acc = new(cid, rec.rank, rec.time, proc)
        acc.stack = _user_stack(ctx, rec)
        self.pids[(rec.rank, cid)] = rec.pid
        self.made.setdefault((rec.rank, rec.pid), acc)
        s.open = s.last = acc
        s.has_code = False
        return acc

    def _note_issue(self, ctx: TraceContext, rec: Record, acc: CompileAcc) -> None:
        """A draft-export issue (what tlparse -e lists) as a failure of the export."""
        what = ISSUE_TYPES.get(rec.kind)
        meta = rec.meta if isinstance(rec.meta, dict) else {}
        if what is None or (rec.kind == "guard_added" and meta.get("prefix") != "eval"):
            return
        if rec.kind == "guard_added":
            reason = f"export evaluated the guard {meta.get('expr')}: it may have specialized a dynamic dim"
        elif rec.kind == "propagate_real_tensors_provenance":
            reason = (f"could not tell whether {meta.get('expr')} always holds: it was assumed "
                      f"{meta.get('result')} and asserts were inserted")  # fmt: skip
        elif rec.kind == "missing_fake_kernel":
            reason = f"torch.ops.{meta.get('op')} has no fake kernel"
        else:
            reason = f"torch.ops.{meta.get('op')}'s fake kernel does not match the real one: {meta.get('reason')}"
        self.failures.append(Failure(acc.id, rec.rank, what, reason, "export", _where(ctx, meta)))

    def aoti_compiles(self, pid: int | None) -> list[CompileId]:
        """This process's AOTInductor compiles, in order (joins model___N.M debug dirs)."""
        out = [cid for (r, cid), p in self.pids.items() if cid.group == "aoti" and (pid is None or p == pid)]
        return sorted(out, key=lambda c: c.frame_compile_id or 0)

    def last_of(self, group: str, rank: int | None = None) -> CompileId | None:
        n = self.counts.get((rank, group))
        return None if not n else CompileId.outside(group, n)


def _group_of(rec: Record) -> str:
    env = rec.envelope or {}
    stack = env.get("stack")
    if isinstance(stack, list):
        for fr in stack:
            if isinstance(fr, dict) and isinstance(fr.get("name"), str) and fr["name"] in AOTI_FRAMES:
                return "aoti"
    return "inductor"


def _user_stack(ctx: TraceContext, rec: Record) -> tuple:
    """The user's frames of the stack of the record that started the compile, up to the call
    into torch (aoti_compile_and_package, torch.export.export ...): where the user asked for it."""
    from ..parse.types import Frame

    env = rec.envelope or {}
    stack = env.get("stack")
    if not isinstance(stack, list):
        return ()
    frames = []
    for fr in stack:
        if not isinstance(fr, dict):
            continue
        fn = fr.get("filename")
        filename = ctx.strings.get(fn, f"<interned {fn}>") if isinstance(fn, int) else str(fn)
        frames.append(Frame(filename, int(fr.get("line") or 0), str(fr.get("name", "")), fr.get("loc")))
    # up to the entry point into torch (the outermost frame of ENTRY_POINTS), else up to the
    # first frame in torch (test harnesses in torch/testing call user code too)
    cut = next((i for i, f in enumerate(frames) if f.name in ENTRY_POINTS and _in_torch(f)), None)
    if cut is None:
        cut = next((i for i, f in enumerate(frames) if _in_torch(f)), len(frames))
    return tuple(frames[:cut] or frames[:1])


def _in_torch(f) -> bool:
    return "/torch/" in f.filename or f.filename.startswith("torch/")


def _where(ctx: TraceContext, meta: dict) -> str | None:
    """The user stack of a draft-export record, innermost last, as a traceback-like text."""
    us = meta.get("user_stack") or meta.get("stack")
    if not isinstance(us, list):
        return None
    lines = []
    for fr in us:
        if isinstance(fr, dict):
            fn = fr.get("filename")
            fn = ctx.strings.get(fn, f"<interned {fn}>") if isinstance(fn, int) else fn
            lines.append(f'  File "{fn}", line {fr.get("line")}, in {fr.get("name")}')
            if fr.get("loc"):
                lines.append(f"    {fr['loc']}")
    return "\n".join(lines) or None


def outside_status(acc: CompileAcc, live: bool, failed: bool = False) -> str:
    """An export is ok unless it failed; an AOTI / Inductor compile has its compilation_metrics."""
    if failed:
        return FAILED
    m = acc.metrics
    if acc.id.group == "export":
        return OK
    if m is None:
        return RUNNING if live else METRICS_MISSING
    return FAILED if m.get("fail_type") else OK


# where a failure with no compile id happened, by the frames of its traceback
_AOTI_COMPILE_TB = ("compile_fx_aot", "aoti_compile_and_package", "in aot_compile")
_AOTI_RUN_TB = ("pt2_archive/_package.py", "aoti_load_package", "torch/_inductor/package/")
_EXPORT_TB = ("torch/export/", "torch/_export/")


def place_failures(
    out: Outside, failures: list[Failure], new: Any, have: Any, *, final: bool = True
) -> tuple[list[Failure], dict[tuple[int | None, CompileId], Failure]]:
    """Failures with no compile id that happened in an export or an AOTI compile (or run) get
    that compile's id; returns them and {(rank, id): its failure} of the compiles that failed.

    An export that failed before it wrote any record becomes ``export N`` of its own. An AOTI
    model that fails when loaded or run (its input checks, a crash) is joined to the last AOTI
    compile of the process, as evidence; the compile itself did not fail. While the run is still
    read (not ``final``) an export failure with no export seen yet stays unplaced: its records
    may come later (a log is read ahead of the trace)."""
    placed: list[Failure] = []
    failed: dict[tuple[int | None, CompileId], Failure] = {}
    for f in failures:
        if f.compile_id is None and f.source in ("log", "exit"):
            tb = f"{f.traceback or ''}\n{f.type}"
            cid = None
            compile_failed = True
            if any(k in tb for k in _AOTI_COMPILE_TB):
                cid = out.last_of("aoti", f.rank)
            elif any(k in tb for k in _AOTI_RUN_TB):
                cid = out.last_of("aoti", f.rank)
                compile_failed = False
            elif any(k in tb for k in _EXPORT_TB):
                cid = out.last_of("export", f.rank)
                if cid is None and final:  # an export that failed before writing anything
                    cid = CompileId.outside("export", 1)
                    out.counts[(f.rank, "export")] = 1
                    new(cid, f.rank, None)
            if cid is not None and have(f.rank, cid):
                f = Failure(cid, f.rank, f.type, f.reason, f.source, f.traceback)
                if compile_failed:
                    failed.setdefault((f.rank, cid), f)
        elif f.compile_id is not None and f.compile_id.group is not None and f.source == "export":
            failed.setdefault((f.rank, f.compile_id), f)
        placed.append(f)
    return placed, failed
