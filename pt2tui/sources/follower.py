"""Follow a run that is still being written: new bytes, new rank files, new debug dirs.

``Follower(path).poll()`` reads what was appended since the last call and feeds it to the
incremental parsers; ``snapshot()`` gives the Run so far. ``wait(timeout)`` sleeps until
watchfiles reports a change under the path (or the timeout: polling is the fallback).
"""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.model import Problem, Run
from ..core.model.builder import RunBuilder, TraceContext
from ..core.parse.record_of import keep_str
from ..core.parse.trace import TraceParser
from .assemble import add_failures_from_logs, attach_debug_dirs, debug_trace_dirs, finish_run
from .discover import Discovered, _scan_dir, is_debug_dir, sniff
from .runstate import run_json_info
from .tail import Ident, Tail, ident_of

if TYPE_CHECKING:  # (imported when a run has logs: not before the --jobs workers start)
    from ..core.parse.logtext import LogTextParser
    from ..core.parse.outputlog import OutputLogParser

# Bytes read from one file per poll: big files show progressively, and little is in flight at
# once (peak memory of an index: bench/bench_index.py; the native scanner is as fast with 1 MB
# as with more).
READ_STEP = 1 << 20
LOG_FAILURES_S = 1.0  # seconds between re-reads of failures from a growing log


class Follower:
    def __init__(self, path: str, *, verify: bool = True, rescan_s: float = 0.5) -> None:
        self.path = str(path)
        self.verify = verify
        self.rescan_s = rescan_s
        self.builder = RunBuilder()
        self.finished = False
        self._traces: dict[str, tuple[Tail, TraceParser, TraceContext]] = {}
        self._logs: dict[str, tuple[Tail, LogTextParser | OutputLogParser]] = {}
        self._idents: dict[Ident, str] = {}  # the files followed, by identity: each read once
        self._replaced: list[Problem] = []  # "the file was replaced at ...": kept by rebuilds
        self._gen = 0  # files deleted and written again (their old generations keep reading)
        self._said: set[str] = set()
        self._said_skipped: set[tuple[str, str]] = set()
        self._debug: set[str] = set()
        self._known: set[str] = set()  # trace files already followed: not sniffed again
        self._attached: set[str] = set()
        self._trace_dirs: dict = {}
        self._last_scan = 0.0
        self._logs_dirty = False
        self._failures_at = 0.0
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._watcher: threading.Thread | None = None
        self._lock = threading.Lock()
        self.total_bytes = 0
        self.done_bytes = 0

    # -- discovery ----------------------------------------------------------------------------
    def _rescan(self) -> None:
        self._check_identities()
        p = Path(self.path)
        found = Discovered(self.path)
        if p.is_file() and self.path in self._known:
            pass
        elif p.is_file():
            kind = sniff(self.path)
            if kind in ("trace", "profile", "unreadable"):
                found.add(self.path, kind)
            elif kind is not None or p.name == "output.log":
                found.add(self.path, "torch_logs")
        elif p.is_dir():
            if is_debug_dir(p):
                found.debug_dirs.append(self.path)
            else:
                _scan_dir(p, found, depth=0, known=self._known)
                for name in ("output.log",):  # an empty output.log sniffs as nothing yet
                    q = p / name
                    if q.is_file() and str(q) not in found.text_logs:
                        found.text_logs.append(str(q))
        b = self.builder
        for where, why in found.skipped:
            self.note_skipped(where, why)
        self._known.update(found.traces)
        self._known.update(found.compressed)
        self._known.update(found.profiles)
        if found.run_json:
            b.info.update(run_json_info(found.run_json))
            self._say_once(os.path.join(self.path, "output.log"), b.info.get("output_log"))
            if b.info.get("lost"):  # run.json says running; the pt2tui that wrote it is gone
                self._say_once(found.run_json, b.info.get("status"))
        for tp in found.traces:
            self._add_trace(tp)
        for lp in found.text_logs:
            self._add_log(lp)
        for pp in found.profiles:  # read by sources/profile.py (the Perf view, summary)
            b.add_source(pp, "profile")
        for dd in found.debug_dirs:
            if dd not in self._debug:
                self._debug.add(dd)
                b.add_source(dd, "debug_dir")
        self.total_bytes = sum(_size(x) for x in list(self._traces) + list(self._logs))

    def file_ranks(self) -> int:
        """How many ranks the trace files' names give (``_rank_N``): while they are read, the
        ranks the run will have."""
        return len({t[2].default_rank for t in list(self._traces.values())} - {None})

    def note_skipped(self, where: str, why: str) -> None:
        """A file or dir that cannot be read: one problem line, once (kept by rebuilds)."""
        if (where, why) not in self._said_skipped:
            self._said_skipped.add((where, why))
            self._replaced.append(Problem(where, why))
            self.builder.problems.append(self._replaced[-1])

    def _say_once(self, where: str, what: object) -> None:
        """A problem line from run.json ("output.log incomplete: disk full at ...", "lost: ..."),
        once, kept by rebuilds."""
        if isinstance(what, str) and what not in self._said:
            self._said.add(what)
            self._replaced.append(Problem(where, what))
            self.builder.problems.append(self._replaced[-1])

    def _new_file(self, path: str) -> bool:
        """Whether ``path`` is a file not followed yet: a symlink or hard link to one followed,
        or a followed file under its new name (found by ``_check_identities``), is not."""
        if path in self._traces or path in self._logs:
            return False
        ident = ident_of(path)
        if ident is not None:
            if ident in self._idents:
                return False
            self._idents[ident] = path
        return True

    def _add_trace(self, tp: str) -> None:
        self._known.add(tp)  # not sniffed again (a link to a followed file included)
        if not self._new_file(tp):
            return
        parser = TraceParser(tp, verify=self.verify, lite=True)
        self._traces[tp] = (Tail(tp), parser, TraceContext(tp, parser.strings))
        self.builder.add_source(tp, "trace")

    def _add_log(self, lp: str) -> None:
        if not self._new_file(lp):
            return
        if os.path.basename(lp) == "output.log":
            from ..core.parse.outputlog import OutputLogParser

            lparser: LogTextParser | OutputLogParser = OutputLogParser(lp)
            kind = "output_log"
        else:
            from ..core.parse.logtext import LogTextParser

            lparser = LogTextParser(lp, stream="stderr" if "stderr" in lp else None)
            kind = "torch_logs"
        self._logs[lp] = (Tail(lp), lparser)
        self.builder.add_source(lp, kind)

    # -- rotation and replacement ---------------------------------------------------------------
    def _check_identities(self) -> None:
        """Files followed by identity: one renamed away (rotation: ``x.log`` -> ``x.log.1``, a
        new ``x.log``) is followed under its new name and the new file from its start; one
        truncated or rewritten (or renamed over) is read again from its new content, with a
        problem line. Either way the model is rebuilt: every record names its file."""
        renames: dict[str, str] = {}
        stamp = time.strftime("%H:%M:%S")
        tails = [(p, t[0]) for p, t in self._traces.items()] + [(p, t[0]) for p, t in self._logs.items()]
        for path, tail in tails:
            state = tail.state()
            if state == "same":
                continue
            if state == "moved":
                moved_to = _find_ident(os.path.dirname(path) or ".", tail.ident)
                if moved_to is not None:
                    renames[path] = moved_to
                    continue
                if not tail.detached and not os.path.lexists(path):
                    tail.detached = True  # deleted: what it holds is read by its descriptor
                    continue
                if _deleted(tail):  # deleted and written again: a new generation, both read
                    self._generation(path, stamp)
                    continue
            why = "truncated" if state == "replaced" and tail.size() < tail.offset else "rewritten"
            if state == "moved":
                why = "another file took its name"
            self._replaced.append(
                Problem(path, f"the file was replaced at {stamp} ({why}): read again from its new content")
            )
            renames[path] = path
        if renames:
            self._rebuild(renames)

    def _generation(self, path: str, stamp: str) -> None:
        """The file at ``path`` was deleted and a new one made there (a writer that recreates
        its log): the old one is read to its end by its descriptor, under a name of its own;
        the new one is read from its start by the next rescan. Nothing read is stale."""
        self._gen += 1
        old = f"{path} (deleted {self._gen})"
        if path in self._traces:
            self._traces[old] = self._traces.pop(path)
            tail = self._traces[old][0]
        else:
            self._logs[old] = self._logs.pop(path)
            tail = self._logs[old][0]
        tail.detached = tail.nameless = True
        self._known.discard(path)
        self._replaced.append(Problem(path, f"the file was deleted and written again at {stamp}: both read"))
        self.builder.problems.append(self._replaced[-1])

    def _rebuild(self, renames: dict[str, str]) -> None:
        """A new model, from the start of every file followed (``renames``: their names now)."""
        old = self.builder
        paths = tuple(list(self._traces) + list(self._logs))
        keep = [pr for pr in old.problems if not pr.where.startswith(paths)]  # e.g. skipped dirs
        # (a file deleted meanwhile is left out: what it held is gone)
        traces = [q for q in (renames.get(p, p) for p in self._traces) if os.path.lexists(q)]
        logs = [q for q in (renames.get(p, p) for p in self._logs) if os.path.lexists(q)]
        for tail, *_ in list(self._traces.values()) + list(self._logs.values()):
            tail.close()
        b = self.builder = RunBuilder()
        b.info.update(old.info)
        b.add_problems(keep + self._replaced)  # (a Folded of old taken as a copy)
        self._traces, self._logs, self._idents = {}, {}, {}
        self._known, self._attached, self._trace_dirs = set(), set(), {}
        self.done_bytes = 0
        self._logs_dirty = True
        for tp in traces:
            self._add_trace(tp)
        for lp in logs:
            self._add_log(lp)
        for dd in self._debug:
            b.add_source(dd, "debug_dir")

    # -- reading ------------------------------------------------------------------------------
    def poll(self, budget: int = READ_STEP) -> bool:
        """Read what is new. True when the model changed."""
        with self._lock:
            now = time.monotonic()
            rescanned = False
            if now - self._last_scan >= self.rescan_s or not (self._traces or self._logs):
                self._last_scan = now
                self._rescan()
                rescanned = True
            changed = False
            b = self.builder
            for tail, parser, ctx in self._traces.values():
                try:
                    hole = tail.hole()  # a sparse file's hole, while a too-long line is skipped
                    if hole > budget and parser.skip_hole(hole):
                        tail.skip(hole)
                        self.done_bytes += hole
                        changed = True
                        continue
                    data = tail.read(budget)
                except OSError as e:
                    pr = Problem(tail.path, f"cannot read: {e.strerror or e}")
                    if pr not in b.problems[-8:]:  # said once, not at every poll
                        b.problems.append(pr)
                    continue
                if data:
                    feed_chunk(b, parser, ctx, tail.offset - len(data), data)
                    self.done_bytes += len(data)
                    changed = True
            for tail, lparser in self._logs.values():
                try:
                    data = tail.read(budget)
                except OSError:
                    continue
                if data:
                    msgs = lparser.feed(data)
                    if msgs:
                        b.add_log_messages(msgs)
                        self._trace_dirs.update(debug_trace_dirs(msgs))
                        self._logs_dirty = True
                    self.done_bytes += len(data)
                    changed = True
            # The debug dir is walked at rescan pace, not on every read: during a big load or
            # a chatty live run every poll brings bytes.
            if self._debug and rescanned:
                for dd in self._debug:
                    n = len(self._attached)
                    attach_debug_dirs(b, dd, self._trace_dirs, attached=self._attached, complete_only=True)
                    changed = changed or len(self._attached) != n
            return changed

    def caught_up(self) -> bool:
        return all(t.caught_up() for t, _, _ in self._traces.values()) and all(
            t.caught_up() for t, _ in self._logs.values()
        )

    def finish(self) -> None:
        """The writer is done: flush half-written last records and join everything."""
        with self._lock:
            if self.finished:
                return
            self._rescan()
        while self.poll():
            pass
        with self._lock:
            b = self.builder
            for tail, parser, ctx in self._traces.values():
                n_prob, before = len(parser.problems), ctx.strings.copy()
                add_in_file_order(b, ctx, parser, parser.close(), n_prob, before)
                tail.close()
            for tail, lparser in self._logs.values():
                msgs = lparser.feed(b"", eof=True)
                b.add_log_messages(msgs)
                self._trace_dirs.update(debug_trace_dirs(msgs))
                tail.close()
            for dd in self._debug:
                attach_debug_dirs(b, dd, self._trace_dirs, attached=self._attached)
            self._refresh_log_failures()
            finish_run(b, has_traces=bool(self._traces), has_logs=bool(self._logs), has_debug=bool(self._debug))
            self.finished = True
        self.stop_watching()

    def _refresh_log_failures(self) -> None:
        b = self.builder
        b.failures = [f for f in b.failures if f.source != "log"]
        add_failures_from_logs(b)
        self._logs_dirty = False
        self._failures_at = time.monotonic()

    def snapshot(self) -> Run:
        with self._lock:
            # failures are re-read from the whole log: at most every LOG_FAILURES_S while live
            if self._logs_dirty and (
                self.finished or time.monotonic() - self._failures_at >= LOG_FAILURES_S
            ):
                self._refresh_log_failures()
            return self.builder.snapshot(live=not self.finished)

    # -- waking up ----------------------------------------------------------------------------
    def start_watching(self) -> bool:
        """Wake ``wait`` on filesystem changes (watchfiles); False when only polling works."""
        if self._watcher is not None:
            return True
        try:
            import watchfiles
        except ImportError:
            return False
        if not os.path.exists(self.path):
            return False  # nothing to watch yet: polling until it appears
        is_dir = os.path.isdir(self.path)  # a file: its dir, not recursively
        root = self.path if is_dir else os.path.dirname(os.path.abspath(self.path))

        def run() -> None:
            try:
                for _ in watchfiles.watch(
                    root, stop_event=self._stop, debounce=30, step=10, recursive=is_dir,
                    raise_interrupt=False, ignore_permission_denied=True,
                ):  # fmt: skip
                    self._wake.set()
            except Exception:  # the watcher is an optimisation: polling still works
                pass

        self._watcher = threading.Thread(target=run, name="pt2tui-watch", daemon=True)
        self._watcher.start()
        return True

    def stop_watching(self) -> None:
        self._stop.set()
        self._wake.set()

    def wait(self, timeout: float = 0.2) -> None:
        self._wake.wait(timeout)
        self._wake.clear()


def feed_chunk(b: RunBuilder, parser: TraceParser, ctx: TraceContext, offset: int, data: bytes) -> None:
    """Bytes of a trace file read at ``offset`` -> records -> the builder (payload reads of the
    handlers are served from ``data`` while it is fed)."""
    n_prob = len(parser.problems)
    ctx.window = (offset, data)
    before = ctx.strings.copy()
    try:
        add_in_file_order(b, ctx, parser, parser.feed(data), n_prob, before)
    finally:
        ctx.window = None
    b.bytes_indexed += len(data)


def add_in_file_order(b: RunBuilder, ctx: TraceContext, parser: TraceParser, records: list, n_prob: int,
                      before: dict[int, str] | None = None) -> None:  # fmt: skip
    """A feed's records and the parser's problems since ``n_prob`` into the builder, in file
    order: each problem before the first record at or past its offset (a problem about a record
    after that record's own). The builder's problems (from records) and the parser's then come
    in the same order however the file was cut into feeds (``--jobs N``: the same for any N).
    ``before``: the ``str`` table when the feed began (each record is handled with the table
    a line-by-line read has at its line: ``_StrOrder``)."""
    if before is not None and before != ctx.strings:
        order = _StrOrder(b, ctx, before)
        try:
            _add_in_file_order(order, ctx, parser, records, n_prob)
        finally:
            order.done()
        return
    _add_in_file_order(b, ctx, parser, records, n_prob)


class _StrOrder:
    """``add_trace_records`` with the ``str`` intern table as a line-by-line read has it at each
    record. A feed makes its records (applying its ``str`` records) before any is handled, so a
    record before a ``str`` record that gives an id another name (a file that two processes
    wrote: each numbers its strings from 0) took the later name, and where ``--jobs`` cut the
    feeds changed which frame a record named."""

    def __init__(self, b: RunBuilder, ctx: TraceContext, before: dict[int, str]) -> None:
        self.b = b
        self.after = ctx.strings.copy()  # (with a str record the parser still holds: kept)
        self.strings = ctx.strings
        self.strings.clear()
        self.strings.update(before)

    def add_problems(self, probs: list) -> None:
        self.b.add_problems(probs)

    def add_trace_records(self, ctx: TraceContext, records: list) -> None:
        start = 0
        for j, r in enumerate(records):
            if r.kind == "str" and isinstance(r.meta, list) and len(r.meta) == 2:
                if start < j:
                    self.b.add_trace_records(ctx, records[start:j])
                    start = j
                keep_str(self.strings, r.meta)
        if start < len(records):
            self.b.add_trace_records(ctx, records[start:])

    def done(self) -> None:
        self.strings.clear()
        self.strings.update(self.after)


def _add_in_file_order(b: Any, ctx: TraceContext, parser: TraceParser, records: list, n_prob: int) -> None:
    parser.settle()  # (md5 mismatches of a feed that held them: in place first)
    probs = parser.problems[n_prob:]
    at = parser.problem_at[n_prob:]
    # taken: the parser keeps none (it folds each list it gives apart; the builder folds them in)
    del parser.problems[n_prob:], parser.problem_at[n_prob:]
    parser.problem_fold.reset()
    if not probs or len(at) != len(probs):
        b.add_trace_records(ctx, records)
        b.add_problems(probs)
        return
    i, start, n = 0, 0, len(probs)
    for j, r in enumerate(records):
        off = r.offset
        if at[i] < off:
            if start < j:
                b.add_trace_records(ctx, records[start:j])
                start = j
            k = i
            while k < n and at[k] < off:
                k += 1
            b.add_problems(probs[i:k])
            i = k
            if i == n:
                break
    b.add_trace_records(ctx, records[start:])
    b.add_problems(probs[i:])


def _deleted(tail: Tail) -> bool:
    """The file a tail reads has no name any more (its link count is 0)."""
    try:
        return tail.f is not None and os.fstat(tail.f.fileno()).st_nlink == 0
    except OSError:
        return False


def _find_ident(folder: str, ident: Ident | None) -> str | None:
    """The path in ``folder`` of the file with identity ``ident`` (a rotated file's new name)."""
    if ident is None:
        return None
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return None
    for n in names:  # the file's own name, not a symlink to it
        p = os.path.join(folder, n)
        try:
            st = os.lstat(p)
        except OSError:
            continue
        if (st.st_dev, st.st_ino) == ident:
            return p
    return None


def _size(p: str) -> int:
    try:
        return os.path.getsize(p)
    except OSError:
        return 0
