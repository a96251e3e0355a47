"""What is added to a run's builder once its sources are read: failures from the logs, the
torch_compile_debug dirs joined to their compiles, and what can only be said at the end.
Used by follow.py (live and static reads alike)."""

from __future__ import annotations

import dataclasses

from ..core.model import Failure, Problem
from ..core.model.builder import RunBuilder

# (core/analysis/interrupted.py and core/parse/debugdir.py are imported where they are used: not
# before the --jobs workers start, sources/parallel.py; load_run imports them while it waits)

__all__ = ["add_failures_from_logs", "add_log_failures", "attach_debug_dirs", "debug_trace_dirs", "finish_run"]


def finish_run(b: RunBuilder, *, has_traces: bool, has_logs: bool, has_debug: bool) -> None:
    """What can only be said once every source has been read."""
    from ..core.analysis.interrupted import (
        interrupt_ending,
        is_interrupt_failure,
        stopped_from_outside,
        user_interrupt,
    )

    code = b.info.get("exit_code")
    failed = any(a.metrics and a.metrics.get("fail_type") for a in b.compiles.values())
    not_user = b.info.get("interrupted_by_user") is False  # pt2tui stopped it, not the user
    if (
        user_interrupt(b.info)
        or stopped_from_outside(b.info)
        or (not not_user and interrupt_ending(b.failures, b.logs, failed))
    ):  # stopped (by the user, from outside, or it ended in KeyboardInterrupt with no
        # failure before it): nothing failed
        b.failures = [f for f in b.failures if not is_interrupt_failure(f)]
    elif isinstance(code, int) and code != 0 and not b.failures and not any(
        a.metrics and a.metrics.get("fail_type") for a in b.compiles.values()
    ):
        sig = b.info.get("signal")
        why = f"the program was killed by {sig}" if sig else f"the program exited with code {code}"
        b.failures.append(Failure(None, None, "exit", why, "exit"))
    if has_traces and not b.record_count:
        b.problems.append(Problem("trace", "no TORCH_TRACE records found"))
    if not has_traces and has_logs and not has_debug and not any(m.level for m in b.logs) and not compile_off(b.info):
        b.problems.append(
            Problem("input", "no TORCH_TRACE records or TORCH_LOGS lines here: shown as plain output")
        )
    if not b.torch_version:
        v = torch_of(b.info)
        if v:
            b.torch_version = v


def compile_off(info: dict) -> bool:
    """A run with torch.compile turned off on purpose (the profile-eager recipe: torch.compile
    returns the callable itself): no TORCH_TRACE records is what it should write."""
    over = (info.get("hook") or {}).get("overrides") if isinstance(info.get("hook"), dict) else None
    prof = over.get("profile") if isinstance(over, dict) else None
    if isinstance(prof, dict) and prof.get("eager") is True:
        return True
    res = info.get("result")
    p = res.get("profile") if isinstance(res, dict) else None
    return isinstance(p, dict) and p.get("mode") == "eager"


def torch_of(info: dict) -> str | None:
    """The run's torch version from its run.json when its trace does not say: recorded there,
    what the profile recipe read in the program (result.profile.torch, from calls.json), else
    its parent's when a rerun ran the same interpreter (an eager profile writes no trace)."""
    if info.get("torch_version"):
        return str(info["torch_version"])
    res = info.get("result")
    p = res.get("profile") if isinstance(res, dict) else None
    if isinstance(p, dict) and isinstance(p.get("torch"), str) and p["torch"]:
        return p["torch"]
    cmp = info.get("compare")
    if isinstance(cmp, dict):
        parent, child = cmp.get("parent"), cmp.get("child")
        if (isinstance(parent, dict) and isinstance(child, dict) and isinstance(parent.get("torch"), str)
                and parent.get("python") and parent.get("python") == child.get("python")):  # fmt: skip
            return parent["torch"]
    return None


def add_log_failures(b: RunBuilder, failures: list) -> None:
    """Failures seen in process output, unless the trace already reported the same one."""
    from ..core.analysis.interrupted import (
        is_interrupt_failure,
        stopped_from_outside,
        user_interrupt,
    )

    have = {(f.type.rsplit(".", 1)[-1], (f.reason or "")[:80]) for f in b.failures}
    for acc in b.compiles.values():
        if acc.metrics and acc.metrics.get("fail_type"):
            ft = str(acc.metrics["fail_type"])
            have.add((ft.rsplit(".", 1)[-1], str(acc.metrics.get("fail_reason") or "")[:80]))
    stopped = user_interrupt(b.info) is not None or stopped_from_outside(b.info) is not None
    for f in failures:
        if stopped and is_interrupt_failure(f):
            continue
        key = (f.type.rsplit(".", 1)[-1], (f.reason or "")[:80])
        if key in have:
            continue
        have.add(key)
        b.failures.append(f)


def add_failures_from_logs(b: RunBuilder) -> None:
    """``add_log_failures`` of the failures in the run's logs (if it has any)."""
    if b.logs:
        from ..core.parse.log_failures import extract_failures

        add_log_failures(b, extract_failures(b.logs))


def debug_trace_dirs(msgs: list) -> dict:
    """The torch_compile_debug dirs log messages name (core/parse/log_paths.py)."""
    from ..core.parse.log_paths import extract_debug_trace_dirs

    return extract_debug_trace_dirs(msgs)


def attach_debug_dirs(
    b: RunBuilder,
    path: str,
    trace_dirs: dict,
    *,
    attached: set[str] | None = None,
    complete_only: bool = False,
) -> None:
    """Read a torch_compile_debug dir and hang its graphs on the compiles they belong to.

    ``attached`` remembers graph dirs already hung (live runs re-read the dir); with
    ``complete_only`` a graph dir waits until its output_code is written.
    """
    from ..core.parse.debugdir import (
        is_aoti_graph,
        join_aoti_graphs,
        join_compile_ids,
        read_debug_dir,
    )

    attached = attached if attached is not None else set()
    debug = read_debug_dir(path)
    if not complete_only:
        b.add_problems(debug.problems)
    graphs = [g for g in debug.graphs if g.path not in attached]
    if complete_only:
        graphs = [g for g in graphs if g.artifact("output_code") is not None and (g.aot_id or is_aoti_graph(g))]
    if not graphs:
        return
    b.debug_dirs.append(debug)
    joined: dict = {}
    for pid in {g.pid for g in graphs}:
        aot = {aid: cid for (p, aid), cid in b.aot_ids.items() if p == pid}
        joined.update(join_compile_ids(debug, aot, trace_dirs, pid=pid))
    if not b.aot_ids:  # no trace: the stderr `debug trace:` lines are all we have
        joined.update(join_compile_ids(debug, {}, trace_dirs))
    joined.update(join_aoti_graphs([g for g in graphs if g.path not in joined], b.outside.aoti_compiles))
    for g in graphs:
        cid = joined.get(g.path)
        if cid is None and complete_only:
            continue  # the trace may not have told us yet: try again on the next poll
        rank = b.pid_rank.get(g.pid) if g.pid is not None else None
        proc = b.pid_process.get(g.pid) if g.pid is not None else None
        acc = None
        if cid is not None:  # the compile of that pid's process; else any with that id
            acc = b.compiles.get((rank, proc, cid))
            if acc is None:
                acc = next((a for (r, _p, c), a in b.compiles.items() if c == cid), None)
        if acc is None and complete_only:
            continue  # its compile is not in the trace read so far (stderr named it first)
        attached.add(g.path)
        for art in g.artifacts:
            art = dataclasses.replace(art, compile_id=cid, rank=rank, meta={"debug_graph": g.name})
            if acc is not None:
                acc.artifacts.append(art)
                acc.debug_artifacts += 1
                b.mark_changed(acc)
            else:
                b.run_artifacts.append(art)
