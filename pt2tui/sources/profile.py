"""A run's profiler traces: found (a trace file, a run dir's ``profile/``, files named
``*rank<N>*.json[.gz]``), read streamed (compressed as they are) with calls.json beside them,
then analysed (core/analysis/perf) with the run's TORCH_TRACE when there is one."""

from __future__ import annotations

import os
import re
from dataclasses import replace

from ..core.model import Run
from ..core.model.profile import CallTime, ProfileReport, ProfileTrace
from ..core.model.profile_read import calls_facts, calls_mode, parse_calls, read_profile
from ..core.parse.compressed import (
    CompressedError,
    chunks,
    kind_of,
    open_stream,
    plain_limit,
    plain_name,
    size_of,
)
from ..core.parse.jsonload import loads
from .discover import Discovered, SourceError, discover
from .profile_pair import is_eager_profile, partner

_RANK_PART = re.compile(r"[_.-]?rank[_-]?\d+")
_RANK_FILE = re.compile(r"^trace_rank(\d+)\.json$")


def variant_of(path: str) -> str:
    """``trace_rank0.json.gz`` -> ``trace``; ``eager.json.gz`` -> ``eager``."""
    name = plain_name(os.path.basename(path))
    for suf in (".json", ".pt.trace"):
        if name.endswith(suf):
            name = name[: -len(suf)]
    name = _RANK_PART.sub("", name).strip("_.-")
    return name or "trace"


def _calls_files(d: str) -> dict[str, str]:
    """trace file name -> the calls*.json that names it (the profile recipe's ``"trace"``);
    a bare calls.json (a list, or naming no trace) stands for ``trace.json.gz``."""
    out: dict[str, str] = {}
    try:
        names = sorted(n for n in os.listdir(d) if n.startswith("calls") and n.endswith(".json"))
    except OSError:
        return out
    for n in names:
        cj = os.path.join(d, n)
        trace = None
        try:
            with open(cj, "rb") as f:
                head = loads(f.read())
            if isinstance(head, dict) and isinstance(head.get("trace"), str):
                trace = head["trace"]
        except (OSError, ValueError):
            pass
        m = re.search(r"rank[_-]?(\d+)", n)
        out.setdefault(trace or (f"trace_rank{m.group(1)}.json.gz" if m else "trace.json.gz"), cj)
    return out


def read_traces(paths: list[str]) -> list[ProfileTrace]:
    out = []
    calls_of: dict[str, dict[str, str]] = {}
    for p in sorted(paths):
        calls: tuple = ()
        facts: dict = {}
        problems: list[str] = []
        d = os.path.dirname(p)
        if d not in calls_of:
            calls_of[d] = _calls_files(d)
        cj = calls_of[d].get(os.path.basename(p)) or calls_of[d].get(plain_name(os.path.basename(p)))
        if cj is None and variant_of(p) == "trace" and len(paths) == 1:
            cj = calls_of[d].get("trace.json.gz")
        variant = variant_of(p)
        if cj is not None and os.path.isfile(cj):
            try:
                with open(cj, encoding="utf-8") as f:
                    text = f.read()
                calls, why = parse_calls(text)
                facts = calls_facts(text)
                if calls_mode(text) == "eager" and variant == "trace":  # the profile-eager recipe
                    variant = "eager"
            except OSError as e:
                calls, why = (), f"calls.json: {e.strerror}"
            if why:
                problems.append(why)
        if not calls:
            calls = printed_calls(os.path.dirname(d) if os.path.basename(d) == "profile" else d, variant)
        try:
            with open(p, "rb") as f:
                t = read_profile(f, p, variant, calls)
        except OSError as e:
            t = ProfileTrace(p, None, variant_of(p), problems=(f"cannot read: {e.strerror}",))
        if problems:
            t = replace(t, problems=t.problems + tuple(problems))
        if facts:
            t = replace(t, facts=facts)
        if isinstance(t.meta.get("distributedInfo"), dict) and t.variant == variant_of(p) \
                and not _RANK_PART.search(os.path.basename(p)) and t.variant != "eager":
            t = replace(t, variant="trace")  # ranks of one job whatever their files are named
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
    """The report of the profiler traces under ``path`` (None: it holds none), with the run it is
    compared with (profile_pair.partner: the eager run of a compiled profile, the compiled run
    of an eager one) read for the comparison; an eager run is never judged as compiled."""
    paths = profiles_of(path, found)
    if not paths:
        return None
    from ..core.analysis.perf.report import build_report, rank_profile

    base = other = None
    if baseline_path is None and os.path.isdir(path):
        baseline_path = partner(path)
        if baseline_path is not None and is_eager_profile(path):  # this is the eager side
            other = [rank_profile(t, None) for t in read_traces(profiles_of(baseline_path))]
            baseline_path = None
    if baseline_path:
        base = [rank_profile(t, None) for t in read_traces(profiles_of(baseline_path))]
    return build_report(read_traces(paths), run, baseline=base, compiled=other)


def eager_sibling(path: str) -> str | None:
    """The eager run a compiled profile run is compared with (profile_pair.partner)."""
    return None if is_eager_profile(path) else partner(path)


_PRINTED = re.compile(r"\b(\w+) (call|warmup) (\d+) took ([\d.]+) (ms|s)\b")


def printed_calls(run_dir: str, variant: str) -> tuple[CallTime, ...]:
    """Per-call wall times a program printed (``<variant> call <i> took <x> ms``; ``warmup``
    for the warm-up calls) in the run dir's output.log (compressed or not), for a trace with
    no calls.json."""
    for name in ("output.log", "output.log.xz", "output.log.gz", "output.log.zst"):
        path = os.path.join(run_dir, name)
        if not os.path.isfile(path):
            continue
        out = []
        try:
            with open(path, "rb") as f:
                head = f.read(8)
                f.seek(0)
                limit = plain_limit(size_of(f), 256 << 20)  # (a bomb: the first 256 MB at most)
                data = b"".join(chunks(open_stream(f, kind_of(head)), 1 << 20, [], limit))
        except (OSError, CompressedError):
            return ()
        for m in _PRINTED.finditer(data.decode("utf-8", "replace")):
            if m.group(1) == variant:
                secs = float(m.group(4)) / (1e3 if m.group(5) == "ms" else 1.0)
                out.append(CallTime(int(m.group(3)), secs, "profiled" if m.group(2) == "call" else "warmup"))
        return tuple(out)
    return ()


def diff_reports(a: str, b: str, run_a: Run | None = None, run_b: Run | None = None) -> dict | None:
    """Both runs profiled: their per-call times compared (core/analysis/perf/diff.py), else None
    (`pt2tui diff` and the diff screen)."""
    from ..core.analysis.perf.diff import perf_diff

    ra = load_report(a, run_a)
    rb = load_report(b, run_b) if ra is not None else None
    return perf_diff(ra, rb) if ra is not None and rb is not None else None


_UNREAD = object()


def run_verdict(path: str | None, run: Run, report: ProfileReport | None | object = _UNREAD,
                triages: tuple | None = None, result: dict | None = None) -> dict:  # fmt: skip
    """THE verdict of a run (core/analysis/verdict.py) with its profile report's findings
    weighed in (core/analysis/perf/verdict.py): `summary`, `check`, the TUI's banner and the
    runs list, the lineage and a rerun's result line all give this one (verdict_brief: in a
    few words). ``report``: the run's report when already read (None: it has none), else it
    is read here; ``triages``: classify(run), when already made; ``result``: a rerun's result
    when run.json does not hold it yet."""
    from ..core.analysis.perf.verdict import with_perf
    from ..core.analysis.verdict import verdict_dict

    if report is _UNREAD:
        report = load_report(path, run) if path else None
    return with_perf(verdict_dict(run, triages, path, result), report, run, path)  # type: ignore[arg-type]
