"""What a recompile is, in one place: a later compile of a frame ([0/1], [0/2] ...), whatever
its attempts. A graph break restarts the analysis ([5/1] -> [5/1_1]): the attempts are ONE
recompile, whose recompile reasons the first attempt recorded (torch writes them when the
compile starts) and whose time, metrics and guards are the last attempt's. A restarted first
compile ([0/0] -> [0/0_1]) is not a recompile.

``Run.recompiles`` (run.py) is this module's answer for a Run; `summary --json` documents are
counted by ``count_in_summary`` with the same rule, so counts, the ledger, `check`, the verdict,
the recompiles view and `diff` agree.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

__all__ = ["frame_compile_of", "is_recompile_id", "recompile_reasons", "recompiles", "summary_recompiles"]


def frame_compile_of(rank, process, cid) -> tuple:
    """The key the attempts of one frame compile share."""
    return (rank, process, cid.group, cid.compiled_autograd_id, cid.frame_id, cid.frame_compile_id)


def is_recompile_id(group: str | None, frame_compile_id: int | None) -> bool:
    """A frame's compile after its first one (compiles outside a frame never are)."""
    return group is None and isinstance(frame_compile_id, int) and frame_compile_id > 0


def recompile_reasons(compiles: Iterable[Any]) -> dict[tuple, tuple[str, ...]]:
    """{frame compile key: its recompile reasons} for every frame compile that has some (on
    whichever attempt recorded them: the first, as torch writes them)."""
    out: dict[tuple, tuple[str, ...]] = {}
    for c in compiles:
        if c.recompile_reasons:
            out.setdefault(frame_compile_of(c.rank, c.process, c.id), tuple(c.recompile_reasons))
    return out


def recompiles(compiles: Iterable[Any]) -> tuple[Any, ...]:
    """One Compile per recompile, in order of the first attempts: the last attempt, carrying
    the recompile reasons of its frame compile when it does not record them itself."""
    cs = list(compiles)
    reasons = recompile_reasons(cs)
    maybe = {(k[4], k[5]) for k in reasons}  # (frame id, frame compile id) of those with reasons
    last: dict[tuple, Any] = {}
    order: list[tuple] = []
    for c in cs:
        i = c.id
        recompile = is_recompile_id(i.group, i.frame_compile_id)
        if not recompile and (i.frame_id, i.frame_compile_id) not in maybe:
            continue  # (most compiles of a big run: no key made for them)
        k = frame_compile_of(c.rank, c.process, i)
        if not (recompile or k in reasons):
            continue
        if k not in last:
            order.append(k)
            last[k] = c
        elif c.id.attempt >= last[k].id.attempt:
            last[k] = c
    out = []
    for k in order:
        c = last[k]
        if not c.recompile_reasons and k in reasons:
            c = replace(c, recompile_reasons=reasons[k])
        out.append(c)
    return tuple(out)


def summary_recompiles(compiles: Iterable[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The same rule on a `summary --json` document's compiles: one dict per recompile (its
    last attempt's, with the frame compile's ``recompile_reasons``)."""
    groups: dict[tuple, list[Mapping[str, Any]]] = {}
    for c in compiles:
        if not isinstance(c, Mapping):
            continue
        k = (c.get("rank"), c.get("process"), c.get("kind"), c.get("compiled_autograd_id"),
             c.get("frame_id"), c.get("frame_compile_id"))  # fmt: skip
        groups.setdefault(k, []).append(c)
    out = []
    for (_r, _p, kind, _ca, _f, fcid), cs in groups.items():
        reasons = next((list(c["recompile_reasons"]) for c in cs if c.get("recompile_reasons")), [])
        if not reasons and not is_recompile_id(None if kind in (None, "frame") else kind, fcid):
            continue
        last = max(cs, key=lambda c: c.get("attempt") or 0)
        out.append({**last, "recompile_reasons": reasons})
    return out
