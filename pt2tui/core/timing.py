"""Where compile time went: compilation_metrics phases and chromium event trees, per compile
and for the run; export of the chromium events as a Perfetto / chrome://tracing JSON."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from .model import Compile, Run
from .payloads import read_text

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


@dataclass
class Span:
    name: str
    start_us: float
    dur_us: float
    children: list[Span] = field(default_factory=list)
    compile_id: str | None = None

    @property
    def self_us(self) -> float:
        return max(0.0, self.dur_us - sum(c.dur_us for c in self.children))


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
    out = []
    for ref in run.chromium_events[:limit]:
        try:
            ev = json.loads(read_text(ref))
        except (OSError, ValueError):
            continue
        if isinstance(ev, dict):
            out.append(ev)
    return out


def span_trees(events: list[dict[str, Any]]) -> list[Span]:
    """Nest B/E (and X) events into trees of spans, per (pid, tid)."""
    roots: list[Span] = []
    stacks: dict[tuple, list[Span]] = {}
    for ev in sorted(events, key=lambda e: (e.get("ts") or 0, 0 if e.get("ph") == "E" else 1)):
        ph = ev.get("ph")
        key = (ev.get("pid"), ev.get("tid"))
        st = stacks.setdefault(key, [])
        args = ev.get("args") or {}
        cid = args.get("compile_id") if isinstance(args, dict) else None
        ts = float(ev.get("ts") or 0)
        if ph == "B":
            sp = Span(str(ev.get("name")), ts, 0.0, compile_id=str(cid) if cid else None)
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
            sp = Span(str(ev.get("name")), ts, float(ev.get("dur") or 0), compile_id=str(cid) if cid else None)
            (st[-1].children if st else roots).append(sp)
    return roots


def spans_by_compile(roots: list[Span]) -> dict[str, list[Span]]:
    """Top-level spans grouped by the compile id they name ("0/0")."""
    out: dict[str, list[Span]] = {}

    def cid_of(sp: Span) -> str | None:
        if sp.compile_id:
            return sp.compile_id
        for ch in sp.children:
            c = cid_of(ch)
            if c:
                return c
        return None

    for sp in roots:
        c = cid_of(sp)
        if c:
            out.setdefault(c.strip("[]"), []).append(sp)
    return out


def perfetto_json(run: Run) -> dict[str, Any]:
    """The run's chromium events as a trace Perfetto and chrome://tracing open."""
    return {"traceEvents": read_events(run), "displayTimeUnit": "ms"}


def run_totals(run: Run) -> list[tuple[str, float]]:
    """Summed metric phases over every compile of the run, biggest first."""
    tot: dict[str, float] = {}
    for c in run.compiles:
        for label, s in metric_phases(c):
            tot[label] = tot.get(label, 0.0) + s
    return sorted(tot.items(), key=lambda x: -x[1])
