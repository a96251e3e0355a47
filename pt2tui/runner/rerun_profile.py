"""A profile rerun's result: what its calls.json files say (calls timed, warm-up, the profiled
window, median ms per call, the note when the window is short), and before -> after against the
profile it is compared with: the parent's ``profile/`` when the parent is a profile rerun, else
the newest sibling profile rerun of the same parent (``profile`` for the other recipes,
``profile-eager`` for ``profile``)."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from ..core.analysis.perf.timing import (
    Comparison,
    Timing,
    alternating,
    compare,
    compare_alternating,
    time_calls,
)
from ..core.model.profile_read import calls_from, facts_from
from ..core.parse.jsonload import loads
from ..core.reruns.recipes_profile import PROFILE_DIR
from ..sources.discover import read_run_json
from ..sources.profile_pair import COMPILED_RECIPE, EAGER_RECIPE, partner, profile_kind

__all__ = ["before_after", "comparison_of", "profile_result", "read_calls", "timings"]

_CALLS = re.compile(r"^calls(?:_rank(\d+))?\.json$")


def read_calls(run_dir: str | os.PathLike[str]) -> dict[int | None, dict[str, Any]]:
    """rank (None for a single process) -> calls.json of ``run_dir``'s profile dir."""
    d = Path(run_dir) / PROFILE_DIR
    out: dict[int | None, dict[str, Any]] = {}
    if not d.is_dir():
        return out
    for p in sorted(d.iterdir()):
        m = _CALLS.match(p.name)
        if m is None:
            continue
        try:
            data = loads(p.read_bytes())  # nested too deeply: a ValueError
        except (OSError, ValueError):
            continue
        if isinstance(data, dict) and isinstance(data.get("calls"), list):
            out[int(m.group(1)) if m.group(1) else None] = data
    return out


def timings(calls: dict[int | None, dict[str, Any]], side: str | None = None) -> list[Timing]:
    """Each rank's timed-window figure (core/analysis/perf/timing.py, as the report's); ``side``
    "eager": the eager blocks of an alternating window."""
    out = []
    for r, d in sorted(calls.items(), key=lambda kv: -1 if kv[0] is None else kv[0]):
        t = time_calls(calls_from(d.get("calls") or []), facts_from(d), r, side=side)
        if t is not None:
            out.append(t)
    return out


def alternating_of(calls: dict[int | None, dict[str, Any]]) -> Comparison | None:
    """Compiled against eager from the run's own alternating blocks (every rank's), or None."""
    pairs = []
    for r, d in calls.items():
        pair = alternating(calls_from(d.get("calls") or []), facts_from(d), r)
        if pair is None:
            return None
        pairs.append(pair)
    return compare_alternating(pairs)


def _side(run_dir: str, info: dict[str, Any], calls: dict[int | None, dict[str, Any]], side: str | None = None) -> dict:
    ts = timings(calls, side)
    job = max(ts, key=lambda t: t.figure.median) if ts else None  # the slowest rank's
    first = next(iter(calls.values()))
    return {
        "run_dir": run_dir,
        "recipe": info.get("recipe") if side is None else f"{info.get('recipe')}: its eager blocks",
        "mode": first.get("mode") if side is None else side,
        "median_ms": round(job.figure.median, 6) if job else None,
        "per": job.per if job else None,
        "spread": job.figure.as_dict() if job else None,
        "source": job.source if job else None,
        "profiled_ms": job.profiled_ms if job else None,
        "profiler_overhead": round(job.overhead, 3) if job and job.overhead else None,
        "training": list(job.training) if job else [],
        "rest_of_step_ms": round(job.rest_ms, 4) if job and job.rest_ms is not None else None,
        "call_ms": round(job.call.median, 6) if job else None,
        "profiled": sum(int(d.get("profiled") or 0) for d in calls.values()),
        "ranks": {str(t.rank): round(t.figure.median, 6) for t in ts} if len(calls) > 1 else None,
        "notes": sorted({n for t in ts for n in t.notes}),
    }


def comparison_of(run_dir: str | os.PathLike[str]) -> tuple[str, Comparison] | None:
    """(the other run dir, the comparison) of a profile rerun: compiled against eager for
    ``profile`` and ``profile-eager`` (found as parent, child or sibling: sources/profile_pair),
    a setting's profile against ``profile`` for the others. None without the other run."""
    run_dir = str(run_dir)
    info = read_run_json(os.path.join(run_dir, "run.json")) or {}
    recipe = info.get("recipe")
    kind = profile_kind(info)
    if kind is None:
        return None
    settings = recipe not in (COMPILED_RECIPE, EAGER_RECIPE)
    if not settings and kind != "eager":
        alt = alternating_of(read_calls(run_dir))
        if alt is not None:  # its own eager blocks: one process, the drift on both sides alike
            return run_dir, alt
    other = partner(run_dir, want=COMPILED_RECIPE if settings else None)
    if other is None:
        return None
    if not settings and kind == "eager":
        alt = alternating_of(read_calls(other))
        if alt is not None:  # the compiled run's alternating blocks: the one answer for the pair
            return other, alt
    mine, theirs = timings(read_calls(run_dir)), timings(read_calls(other))
    if settings:
        cmp = compare(mine, theirs, names=(str(recipe), COMPILED_RECIPE))
    elif kind == "eager":
        cmp = compare(theirs, mine)
    else:
        cmp = compare(mine, theirs)
    return (other, cmp) if cmp is not None else None


def before_after(run_dir: Path, info: dict[str, Any], after: dict[str, Any]) -> dict | None:
    """The run compared with, this rerun's figure, and the comparison's one line (the same as
    `summary` and the Perf view give); None without one."""
    found = comparison_of(run_dir)
    if found is None:
        return None
    other, cmp = found
    same = os.path.abspath(other) == os.path.abspath(str(run_dir))
    before = _side(other, read_run_json(os.path.join(other, "run.json")) or {}, read_calls(other),
                   side="eager" if same else None)  # fmt: skip
    b, a = before["median_ms"], after.get("median_ms")
    if cmp.how == "alternating":  # the one comparison's own figures (after: compiled, or eager)
        b, a = (cmp.eager.median, cmp.compiled.median) if same else (cmp.compiled.median, cmp.eager.median)
    ratio = round(a / b, 4) if a and b else None
    return {"before": before, "after": after, "ratio": ratio, "text": cmp.words(), "comparison": cmp.as_dict()}


def _compiles(prof: dict[str, Any]) -> str:
    """The compiles the hook saw start: per rank under torchrun (each rank compiles its own)."""
    by = prof.get("compiles_by_rank")
    if not by:
        return _n(prof["compiles"], "compile")
    vals = set(by.values())
    if len(vals) == 1:
        return f"{_n(vals.pop(), 'compile')} on each of {len(by)} ranks"
    return "compiles: " + ", ".join(f"rank {r} {n}" for r, n in sorted(by.items(), key=lambda kv: int(kv[0])))


def _n(n: Any, what: str) -> str:
    return f"{n} {what}" + ("" if n == 1 else "s")


def profile_result(rr: Any, res: dict[str, Any]) -> None:
    """Add ``profile`` (and ``before_after``) to a profile rerun's result, and its summary."""
    run_dir = Path(rr.run_dir)
    info = rr.live.info
    calls = read_calls(run_dir)
    if not calls:
        res["profile"] = None
        res["summary"] = (
            "no calls.json was written: the program did not run with pt2tui's startup hook, or "
            "never called torch.compile"
            + ("" if info.get("exit_code") == 0 else f" (exit {info.get('exit_code')})")
        )
        return
    after = _side(str(run_dir), info, calls)
    first = calls[min(calls, key=lambda r: -1 if r is None else r)]
    notes = sorted({str(d.get("note")) for d in calls.values() if d.get("note")})
    prof = {
        "dir": str(run_dir / PROFILE_DIR),
        "mode": first.get("mode"),
        "torch": first.get("torch"),
        "target": first.get("target"),
        "ranks": sorted(r for r in calls if r is not None) or None,
        "calls": sum(int(d.get("calls_total") or 0) for d in calls.values()),
        "warmup": first.get("warmup"),
        "profiled": first.get("profiled"),
        "compiles": sum(int(d.get("compiles") or 0) for d in calls.values()),
        "compiles_by_rank": {str(r): int(d.get("compiles") or 0) for r, d in calls.items()} if len(calls) > 1 else None,
        "median_ms": after["median_ms"],
        "per": after["per"],
        "timed": first.get("timed"),
        "spread": after["spread"],
        "source": after["source"],
        "profiled_ms": after["profiled_ms"],
        "profiler_overhead": after["profiler_overhead"],
        "training": after["training"],
        "rest_of_step_ms": after["rest_of_step_ms"],
        "complete": all(d.get("complete") for d in calls.values()),
        "traces": sorted(str(d.get("trace")) for d in calls.values() if d.get("trace")),
        "notes": notes + after["notes"],
    }
    res["profile"] = prof
    timed = f"timed {_n(prof['timed'], 'call')} and " if prof.get("timed") else ""
    if not prof["traces"]:
        what = f"{_n(prof['calls'], 'call')} of {prof['target']} timed, none profiled"
    else:
        what = (f"{timed}profiled {_n(prof['profiled'], 'call')} of {prof['target']} after "
                f"{_n(prof['warmup'], 'warm-up call')} ({_compiles(prof)})")  # fmt: skip
    med = ""
    if prof["median_ms"]:
        sp = after["spread"] or {}
        how = "timed, no profiler" if prof["source"] == "timed" else "profiled calls: no timed window"
        med = (f": {prof['median_ms']:.3f} ms per {prof['per']} (median, p10-p90 {sp.get('p10_ms', 0):.3f}-"
               f"{sp.get('p90_ms', 0):.3f}; {how})")  # fmt: skip
        if prof["per"] == "step" and after["call_ms"] is not None:
            med += f", of which the calls {after['call_ms']:.3f} ms and the rest {after['rest_of_step_ms']:.3f} ms"
        if prof["profiler_overhead"]:
            med += f"; profiled calls {prof['profiled_ms']:.3f} ms (the profiler's overhead: {prof['profiler_overhead']:.2f}x)"
    summary = f"{what}{med}"
    ba = before_after(run_dir, info, after)
    res["before_after"] = ba
    if ba:
        summary += f"; {ba['text']}"
    elif info.get("recipe") != "profile":
        summary += "; no profile rerun to compare with (run this on a profile rerun)"
    if notes:  # its first clause (the whole note is in profile.notes)
        summary += f" [{notes[0].split('; ')[0]}]"
    if info.get("exit_code") not in (0, None) or info.get("signal"):
        summary = f"the program failed (exit {info.get('exit_code')}); {summary}"
    res["summary"] = summary
    if info.get("recipe") == COMPILED_RECIPE and not (ba and ba["before"]["mode"] == "eager"):
        res["next"] = ["profile-eager"]
