"""A profile rerun's result: what its calls.json files say (calls timed, warm-up, the profiled
window, median ms per call, the note when the window is short), and before -> after against the
profile it is compared with: the parent's ``profile/`` when the parent is a profile rerun, else
the newest sibling profile rerun of the same parent (``profile`` for the other recipes,
``profile-eager`` for ``profile``)."""

from __future__ import annotations

import os
import re
import statistics
from pathlib import Path
from typing import Any

from ..core.parse.jsonload import loads
from ..core.reruns.recipes_profile import PROFILE_DIR, is_profile
from ..sources.discover import read_run_json
from .lineage import resolve_parent

__all__ = ["before_after", "profile_result", "read_calls"]

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


def _median_ms(data: dict[str, Any]) -> float | None:
    """The profiled calls' median; without a window, the calls that did not compile."""
    calls = [c for c in data.get("calls") or [] if isinstance(c, dict)]
    secs = [c["seconds"] for c in calls if c.get("phase") == "profiled"]
    if not secs:
        secs = [c["seconds"] for c in calls if not c.get("compiles")]
    secs = [s for s in secs if isinstance(s, (int, float))]
    return round(statistics.median(secs) * 1e3, 6) if secs else None


def _side(run_dir: str, info: dict[str, Any], calls: dict[int | None, dict[str, Any]]) -> dict:
    per_rank = {r: _median_ms(d) for r, d in calls.items()}
    meds = [m for m in per_rank.values() if m is not None]
    first = next(iter(calls.values()))
    return {
        "run_dir": run_dir,
        "recipe": info.get("recipe"),
        "mode": first.get("mode"),
        "median_ms": max(meds) if meds else None,  # the slowest rank's
        "profiled": sum(int(d.get("profiled") or 0) for d in calls.values()),
        "ranks": {str(r): m for r, m in per_rank.items()} if len(calls) > 1 else None,
    }


def _candidates(run_dir: Path, info: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """(run dir, run.json) of the runs to compare with, best first."""
    out: list[tuple[str, dict[str, Any]]] = []
    parent = resolve_parent(str(run_dir), info)
    if parent is None:
        return out
    pinfo = read_run_json(os.path.join(parent, "run.json")) or {}
    if is_profile(pinfo.get("recipe")):
        out.append((parent, pinfo))
    want = "profile-eager" if info.get("recipe") == "profile" else "profile"
    siblings: list[tuple[int, str, dict[str, Any]]] = []
    try:  # run dir names start with their time stamp: newest first
        entries = sorted(run_dir.parent.iterdir(), key=lambda p: p.name, reverse=True)
    except OSError:
        entries = []
    for d in entries:
        if d == run_dir or not (d / "run.json").is_file():
            continue
        sinfo = read_run_json(str(d / "run.json")) or {}
        if not is_profile(sinfo.get("recipe")) or sinfo.get("recipe") == info.get("recipe"):
            continue
        if resolve_parent(str(d), sinfo) != parent:
            continue
        rank = 0 if sinfo.get("recipe") == want else 1
        siblings.append((rank, str(d), sinfo))
    siblings.sort(key=lambda s: s[0])  # the wanted recipe first (stable: newest first)
    out += [(d, i) for _r, d, i in siblings]
    return out


def before_after(run_dir: Path, info: dict[str, Any], after: dict[str, Any]) -> dict | None:
    """The median ms per call of the run compared with, and this rerun's; None without one."""
    for d, binfo in _candidates(run_dir, info):
        calls = read_calls(d)
        if not calls:
            continue
        before = _side(d, binfo, calls)
        if before["median_ms"] is None or not after.get("median_ms"):
            continue
        b, a = before["median_ms"], after["median_ms"]
        ratio = round(a / b, 4) if b else None
        if ratio is None:
            how = ""
        elif ratio < 1:
            how = f" ({b / a:.2f}x faster)"
        elif ratio > 1:
            how = f" ({ratio:.2f}x slower)"
        else:
            how = " (the same)"
        text = f"{before['recipe']} {b:.3f} ms -> {info.get('recipe')} {a:.3f} ms per call{how}"
        modes = {before["mode"]: b, after["mode"]: a}
        if set(modes) == {"eager", "compiled"} and a and b:
            c, e = modes["compiled"], modes["eager"]
            verdict = f"compiled is {e / c:.2f}x faster" if c < e else f"compiled is {c / e:.2f}x slower"
            text += f": {verdict} than eager"
        return {"before": before, "after": after, "ratio": ratio, "text": text}
    return None


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
        "median_ms": after["median_ms"],
        "complete": all(d.get("complete") for d in calls.values()),
        "traces": sorted(str(d.get("trace")) for d in calls.values() if d.get("trace")),
        "notes": notes,
    }
    res["profile"] = prof
    if not prof["traces"]:
        what = f"{_n(prof['calls'], 'call')} of {prof['target']} timed, none profiled"
    else:
        what = (f"profiled {_n(prof['profiled'], 'call')} of {prof['target']} after "
                f"{_n(prof['warmup'], 'warm-up call')} ({_n(prof['compiles'], 'compile')})")  # fmt: skip
    med = f": {prof['median_ms']:.3f} ms per call (median)" if prof["median_ms"] else ""
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
    if info.get("recipe") == "profile" and not (ba and ba["before"]["mode"] == "eager"):
        res["next"] = ["profile-eager"]
