"""Load a path (trace file or dir, debug dir, TORCH_LOGS text, run dir) into a Run."""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable

from ..core.builder import RunBuilder, TraceContext
from ..core.debugdir import join_compile_ids, read_debug_dir
from ..core.logtext import LogTextParser, extract_debug_trace_dirs, extract_failures
from ..core.model import Failure, Problem, Run
from ..core.trace import CHUNK, TraceParser
from .discover import Discovered, SourceError, discover, read_run_json

Progress = Callable[[int, int], None]  # (bytes done, bytes total)

__all__ = ["SourceError", "load_run", "load_into", "attach_debug_dirs"]


def load_run(path: str, *, verify: bool = True, progress: Progress | None = None) -> Run:
    """Everything under ``path`` as one Run. Raises SourceError for a path we cannot use."""
    b = RunBuilder()
    found = discover(path)
    load_into(b, found, verify=verify, progress=progress)
    return b.snapshot()


def load_into(
    b: RunBuilder, found: Discovered, *, verify: bool = True, progress: Progress | None = None
) -> None:
    total = sum(_size(p) for p in found.traces + found.text_logs)
    done = 0
    for path, why in found.skipped:
        b.problems.append(Problem(path, why))
    b.info.update(read_run_json(found.run_json))
    for tp in found.traces:
        b.add_source(tp, "trace")
        parser = TraceParser(tp, verify=verify)
        ctx = TraceContext(tp, parser.strings)
        try:
            with open(tp, "rb") as f:
                while data := f.read(CHUNK):
                    b.add_trace_records(ctx, parser.feed(data))
                    done += len(data)
                    b.bytes_indexed += len(data)
                    if progress:
                        progress(done, total)
            b.add_trace_records(ctx, parser.close())
        except OSError as e:
            b.problems.append(Problem(tp, f"cannot read: {e.strerror or e}"))
        b.add_problems(parser.problems)
    trace_dirs = {}
    for lp in found.text_logs:
        b.add_source(lp, "torch_logs")
        parser_t = LogTextParser(lp, stream="stderr" if "stderr" in os.path.basename(lp) else None)
        msgs = []
        try:
            with open(lp, "rb") as f:
                while data := f.read(CHUNK):
                    msgs.extend(parser_t.feed(data))
                    done += len(data)
                    if progress:
                        progress(done, total)
            msgs.extend(parser_t.feed(b"", eof=True))
        except OSError as e:
            b.problems.append(Problem(lp, f"cannot read: {e.strerror or e}"))
        b.add_log_messages(msgs)
        trace_dirs.update(extract_debug_trace_dirs(msgs))
        add_log_failures(b, extract_failures(msgs))
    code = b.info.get("exit_code")
    if isinstance(code, int) and code != 0 and not b.failures and not any(
        a.metrics and a.metrics.get("fail_type") for a in b.compiles.values()
    ):
        b.failures.append(
            Failure(None, None, "exit", f"the program exited with code {code}", "exit")
        )
    if found.traces and not b.record_count:
        b.problems.append(Problem(found.root, "no TORCH_TRACE records found"))
    if not found.traces and found.text_logs and not any(m.level for m in b.logs) and not found.debug_dirs:
        b.problems.append(
            Problem(found.root, "no TORCH_TRACE records or TORCH_LOGS lines here: shown as plain output")
        )
    if not b.torch_version and b.info.get("torch_version"):
        b.torch_version = str(b.info["torch_version"])
    for dd in found.debug_dirs:
        b.add_source(dd, "debug_dir")
        attach_debug_dirs(b, dd, trace_dirs)


def add_log_failures(b: RunBuilder, failures: list) -> None:
    """Failures seen in process output, unless the trace already reported the same one."""
    have = {(f.type.rsplit(".", 1)[-1], (f.reason or "")[:80]) for f in b.failures}
    for acc in b.compiles.values():
        if acc.metrics and acc.metrics.get("fail_type"):
            ft = str(acc.metrics["fail_type"])
            have.add((ft.rsplit(".", 1)[-1], str(acc.metrics.get("fail_reason") or "")[:80]))
    for f in failures:
        key = (f.type.rsplit(".", 1)[-1], (f.reason or "")[:80])
        if key in have:
            continue
        have.add(key)
        b.failures.append(f)


def attach_debug_dirs(b: RunBuilder, path: str, trace_dirs: dict) -> None:
    """Read a torch_compile_debug dir and hang its graphs on the compiles they belong to."""
    debug = read_debug_dir(path)
    b.debug_dirs.append(debug)
    b.add_problems(debug.problems)
    joined: dict = {}
    pids = {g.pid for g in debug.graphs}
    for pid in pids:
        aot = {aid: cid for (p, aid), cid in b.aot_ids.items() if p == pid}
        joined.update(join_compile_ids(debug, aot, trace_dirs, pid=pid))
    if not b.aot_ids:  # no trace: the stderr `debug trace:` lines are all we have
        joined.update(join_compile_ids(debug, {}, trace_dirs))
    for g in debug.graphs:
        cid = joined.get(g.path)
        rank = b.pid_rank.get(g.pid) if g.pid is not None else None
        acc = None
        if cid is not None:
            acc = b.compiles.get((rank, cid))
            if acc is None:
                acc = next((a for (r, c), a in b.compiles.items() if c == cid), None)
        for art in g.artifacts:
            art = dataclasses.replace(art, compile_id=cid, rank=rank, meta={"debug_graph": g.name})
            if acc is not None:
                acc.artifacts.append(art)
            else:
                b.run_artifacts.append(art)


def _size(p: str) -> int:
    try:
        return os.path.getsize(p)
    except OSError:
        return 0
