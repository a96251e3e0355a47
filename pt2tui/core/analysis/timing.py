"""Where compile time went: compilation_metrics phases and chromium event trees, per compile
and for the run; export of the chromium events as a Perfetto / chrome://tracing JSON."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..model import Compile, Run
from ..parse.jsonload import dumps, loads
from ..parse.payloads import read_texts

# compilation_metrics fields that are phases, in seconds or microseconds
PHASES_S = (
    ("entire_frame_compile_time_s", "entire frame compile"),
    ("backend_compile_time_s", "backend compile"),
    ("inductor_compile_time_s", "inductor compile"),
    ("code_gen_time_s", "code gen"),
)
PHASES_US = (
    ("dynamo_cumulative_compile_time_us", "dynamo"),
    ("aot_autograd_cumulative_compile_time_us", "aot autograd"),
    ("inductor_cumulative_compile_time_us", "inductor"),
    ("inductor_code_gen_cumulative_compile_time_us", "inductor code gen"),
    ("triton_compile_time_us", "triton compile"),
    ("compile_time_autotune_time_us", "autotune"),
    ("pre_grad_pass_time_us", "pre-grad passes"),
    ("post_grad_pass_time_us", "post-grad passes"),
    ("joint_graph_pass_time_us", "joint graph passes"),
)


@dataclass(frozen=True)
class Span:
    name: str
    start_us: float
    dur_us: float
    children: tuple[Span, ...] = ()
    compile_id: str | None = None
    rank: int | None = None

    @property
    def self_us(self) -> float:
        return max(0.0, self.dur_us - sum(c.dur_us for c in self.children))


_US_KEYS = tuple(k for k, _ in PHASES_US)
_S_KEYS = tuple(k for k, _ in PHASES_S)


def metric_total(c: Compile) -> float:
    """The biggest metric phase of ``c`` in seconds (metric_phases(c)[0]), 0.0 without one:
    without the list (the view bar sums it over every compile of each snapshot)."""
    m = c.metrics
    if not m:
        return 0.0
    best = 0
    for k in _US_KEYS:
        v = m.get(k)
        if isinstance(v, (int, float)) and v > best:
            best = v
    if best:
        return best / 1e6
    for k in _S_KEYS:
        v = m.get(k)
        if isinstance(v, (int, float)) and v > best:
            best = v
    return float(best)


def metric_phases(c: Compile) -> list[tuple[str, float]]:
    """(label, seconds) from compilation_metrics, biggest first. Cumulative phases nest:
    dynamo includes aot autograd, which includes inductor, which includes code gen."""
    m = c.metrics or {}
    out = []
    for key, label in PHASES_US:
        v = m.get(key)
        if isinstance(v, (int, float)) and v > 0:
            out.append((label, v / 1e6))
    if not out:
        for key, label in PHASES_S:
            v = m.get(key)
            if isinstance(v, (int, float)) and v > 0:
                out.append((label, float(v)))
    return sorted(out, key=lambda x: -x[1])


def read_events(run: Run, limit: int | None = None) -> list[dict[str, Any]]:
    return [ev for _, ev in ranked_events(run, limit)]


def ranked_events(run: Run, limit: int | None = None) -> list[tuple[int | None, dict[str, Any]]]:
    """(rank, event) for the run's chromium events (rank None: a trace without ranks)."""
    events = run.chromium_events
    rank_of = getattr(events, "rank", None)
    out = []
    n = len(events) if limit is None else min(limit, len(events))
    for i, text in enumerate(read_texts(events[j] for j in range(n))):
        if text is None:
            continue
        try:
            ev = loads(text)
        except ValueError:
            continue
        if isinstance(ev, dict):
            out.append((rank_of(i) if rank_of is not None else None, ev))
    return out


def span_trees(events: Iterable[dict[str, Any] | tuple[int | None, dict[str, Any]]]) -> list[Span]:
    """Nest B/E (and X) events into trees of spans, per (rank, pid, tid). ``events`` are
    events, or (rank, event) pairs as ``ranked_events`` gives."""
    pairs = [e if isinstance(e, tuple) else (None, e) for e in events]
    roots: list[_Open] = []
    stacks: dict[tuple, list[_Open]] = {}
    pairs.sort(key=lambda p: (p[1].get("ts") or 0, 0 if p[1].get("ph") == "E" else 1))
    for rank, ev in pairs:
        ph = ev.get("ph")
        st = stacks.setdefault((rank, ev.get("pid"), ev.get("tid")), [])
        args = ev.get("args") or {}
        cid = args.get("compile_id") if isinstance(args, dict) else None
        ts = float(ev.get("ts") or 0)
        if ph == "B":
            sp = _Open(str(ev.get("name")), ts, 0.0, [], str(cid) if cid else None, rank)
            (st[-1].children if st else roots).append(sp)
            st.append(sp)
        elif ph == "E":
            name = str(ev.get("name"))
            for i in range(len(st) - 1, -1, -1):
                if st[i].name == name:
                    sp = st[i]
                    sp.dur_us = ts - sp.start_us
                    if sp.compile_id is None and cid:
                        sp.compile_id = str(cid)
                    del st[i:]
                    break
        elif ph == "X":
            dur = float(ev.get("dur") or 0)
            sp = _Open(str(ev.get("name")), ts, dur, [], str(cid) if cid else None, rank)
            (st[-1].children if st else roots).append(sp)
    return [r.freeze() for r in roots]


class _Open:
    """A span while its E event has not been seen yet (span_trees' working copy)."""

    __slots__ = ("name", "start_us", "dur_us", "children", "compile_id", "rank")

    def __init__(self, name: str, start_us: float, dur_us: float, children: list[_Open],
                 compile_id: str | None, rank: int | None) -> None:  # fmt: skip
        self.name, self.start_us, self.dur_us = name, start_us, dur_us
        self.children, self.compile_id, self.rank = children, compile_id, rank

    def freeze(self) -> Span:
        kids = tuple(c.freeze() for c in self.children)
        return Span(self.name, self.start_us, self.dur_us, kids, self.compile_id, self.rank)


def spans_by_compile(roots: list[Span]) -> dict[tuple[int | None, str | None], list[Span]]:
    """Top-level spans grouped by (rank, the compile id they or their children name: "0/0");
    spans that name no compile are under (rank, None)."""
    out: dict[tuple[int | None, str | None], list[Span]] = {}

    def cid_of(sp: Span) -> str | None:
        if sp.compile_id:
            return sp.compile_id.strip("[]")
        for ch in sp.children:
            c = cid_of(ch)
            if c:
                return c
        return None

    for sp in roots:
        out.setdefault((sp.rank, cid_of(sp)), []).append(sp)
    return out


def perfetto_json(run: Run) -> dict[str, Any]:
    """The run's chromium events as a trace Perfetto and chrome://tracing open (those that cannot
    be written again, nested too deeply, left out)."""
    return {"traceEvents": [ev for ev in read_events(run) if dumps(ev) is not None], "displayTimeUnit": "ms"}


def run_totals(run: Run) -> list[tuple[str, float]]:
    """Summed metric phases over every compile of the run, biggest first."""
    tot: dict[str, float] = {}
    for c in run.compiles:
        for label, s in metric_phases(c):
            tot[label] = tot.get(label, 0.0) + s
    return sorted(tot.items(), key=lambda x: -x[1])
