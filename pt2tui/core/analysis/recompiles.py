"""Why it recompiled: for each recompile, the guard of the previous compile that failed,
the diff of the two guard sets, and a one-line verdict per frame that keeps recompiling."""

from __future__ import annotations

from dataclasses import dataclass

from ..model import Compile, Run
from ..parse.compile_id import CompileId
from ..parse.payloads import read_text
from .guards import FailedGuard, GuardDiff, diff_guards, failed_guard, parse_guard_tree, verdict


@dataclass(frozen=True, slots=True)
class RecompileWhy:
    """Why a compile recompiled: its reasons' failing guards and the guards' diff."""

    compile: Compile
    previous: Compile | None
    failed: tuple[FailedGuard, ...]
    diff: GuardDiff | None


def _guards_text(c: Compile | None) -> str | None:
    if c is None:
        return None
    a = c.artifact("dynamo_cpp_guards_str") or c.artifact("dynamo_guards")
    if a is None:
        return None
    try:
        return read_text(a.ref)
    except OSError:
        return None


def _previous(run: Run, c: Compile) -> Compile | None:
    """The compile the first recompile reason names ("3/0: ..."), else the frame's last ok one."""
    for reason in c.recompile_reasons:
        head = reason.split(":", 1)[0].strip()
        cid = CompileId.parse(head)
        if cid is not None:
            prev = run.compile(cid, c.rank, c.process)
            if prev is not None:
                return _final_attempt(run, prev)
    # (the frame's compiles, not the run's: a look at every compile for each recompile made a
    # long run's recompile insights quadratic)
    cands = [p for p in run.frame_compiles_of(c) if p.id.sort_key < c.id.sort_key]
    return cands[-1] if cands else None


def _final_attempt(run: Run, c: Compile) -> Compile:
    """[1/0] restarted into [1/0_1]: the guards are those of the last attempt."""
    best = c
    for p in run.attempts_of(c):
        if p.id.attempt > best.id.attempt:
            best = p
    return best


def recompile_why(run: Run, c: Compile) -> RecompileWhy:
    prev = _previous(run, c)
    old, new = _guards_text(prev), _guards_text(_final_attempt(run, c))
    guards = parse_guard_tree(old) if old else []
    failed = tuple(failed_guard(r, guards) for r in c.recompile_reasons)
    diff = diff_guards(old, new) if old is not None and new is not None else None
    return RecompileWhy(c, prev, failed, diff)


def failed_later(run: Run, c: Compile) -> list[tuple[Compile, FailedGuard]]:
    """The guards of ``c`` that failed later: (the recompile that says so, the guard), for the
    recompiles whose previous compile is ``c`` (guard lines are into c's guards text)."""
    out = []
    for later in run.recompiles:
        if (later.recompile_reasons and later.rank == c.rank and later.process == c.process
                and later.key != c.key
                and later.id.frame_key == c.id.frame_key):  # fmt: skip
            why = recompile_why(run, later)
            if why.previous is not None and why.previous.key == c.key:
                out.extend((later, f) for f in why.failed if f.guard is not None)
    return out


def recompile_whys(run: Run) -> list[RecompileWhy]:
    return [recompile_why(run, c) for c in run.recompiles if c.recompile_reasons]


def frame_verdicts(run: Run, whys: list[RecompileWhy] | None = None) -> dict[tuple, str]:
    """(rank, frame key) -> one-line verdict, for frames that recompiled."""
    whys = whys if whys is not None else recompile_whys(run)
    by_frame: dict[tuple, list[FailedGuard]] = {}
    resumed: set[tuple] = set()
    for w in whys:
        k = (w.compile.rank, w.compile.id.frame_key)
        by_frame.setdefault(k, []).extend(w.failed)
        if (w.compile.co_name or "").startswith(RESUME_PREFIX):
            resumed.add(k)
    out = {}
    for k, fails in by_frame.items():
        v = verdict(fails)
        if v and k in resumed and "mark_dynamic(" in v:
            # its inputs are the broken function's locals: no name the user can mark
            v = (v.split(":", 1)[0] + ": a local of the code Dynamo resumed after a graph break; "
                 "it follows the compiled function's inputs (mark those dynamic, or remove the break)")  # fmt: skip
        if v:
            out[k] = v
    return out


RESUME_PREFIX = "torch_dynamo_resume_in_"  # the code Dynamo makes to go on after a graph break
