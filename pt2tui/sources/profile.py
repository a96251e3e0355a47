"""A run's profiler traces: found (a trace file, a run dir's ``profile/``, files named
``*rank<N>*.json[.gz]``), read streamed (compressed as they are) with calls.json beside them,
then analysed (core/analysis/perf) with the run's TORCH_TRACE when there is one."""

from __future__ import annotations

import os
import re

from ..core.model import Run
from ..core.model.profile import ProfileReport, ProfileTrace
from ..core.model.profile_read import parse_calls, read_profile
from ..core.parse.compressed import plain_name
from .discover import Discovered, SourceError, discover

_RANK_PART = re.compile(r"[_.-]?rank[_-]?\d+")


def variant_of(path: str) -> str:
    """``trace_rank0.json.gz`` -> ``trace``; ``eager.json.gz`` -> ``eager``."""
    name = plain_name(os.path.basename(path))
    for suf in (".json", ".pt.trace"):
        if name.endswith(suf):
            name = name[: -len(suf)]
    name = _RANK_PART.sub("", name).strip("_.-")
    return name or "trace"


def read_traces(paths: list[str]) -> list[ProfileTrace]:
    out = []
    for p in sorted(paths):
        calls: tuple = ()
        problems: list[str] = []
        cj = os.path.join(os.path.dirname(p), "calls.json")
        if os.path.isfile(cj) and variant_of(p) == "trace":
            try:
                with open(cj, encoding="utf-8") as f:
                    calls, why = parse_calls(f.read())
            except OSError as e:
                calls, why = (), f"calls.json: {e.strerror}"
            if why:
                problems.append(why)
        try:
            with open(p, "rb") as f:
                t = read_profile(f, p, variant_of(p), calls)
        except OSError as e:
            t = ProfileTrace(p, None, variant_of(p), (), problems=(f"cannot read: {e.strerror}",))
        if problems:
            from dataclasses import replace

            t = replace(t, problems=t.problems + tuple(problems))
        out.append(t)
    return out


def profiles_of(path: str, found: Discovered | None = None) -> list[str]:
    if found is None:
        try:
            found = discover(path)
        except SourceError:
            return []
    return list(found.profiles)


def load_report(path: str, run: Run | None = None, found: Discovered | None = None,
                baseline_path: str | None = None) -> ProfileReport | None:  # fmt: skip
    """The report of the profiler traces under ``path`` (None: it holds none)."""
    from ..core.analysis.perf.report import build_report, rank_profile

    paths = profiles_of(path, found)
    if not paths:
        return None
    base = None
    if baseline_path:
        base = [rank_profile(t, None) for t in read_traces(profiles_of(baseline_path))]
    return build_report(read_traces(paths), run, baseline=base)
