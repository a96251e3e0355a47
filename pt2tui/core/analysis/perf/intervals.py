"""Intervals [start, end) merged, measured and overlapped (HTA's merge_kernel_intervals)."""

from __future__ import annotations

from collections.abc import Iterable

Interval = tuple[float, float]


def merge(iv: Iterable[Interval]) -> list[Interval]:
    """Sorted, non-overlapping: an interval that starts inside the ones before joins them
    (HTA: ts > the running max end starts a new group)."""
    out: list[list[float]] = []
    for s, e in sorted(iv):
        if out and s <= out[-1][1]:
            if e > out[-1][1]:
                out[-1][1] = e
        else:
            out.append([s, e])
    return [(s, e) for s, e in out]


def length(merged: Iterable[Interval]) -> float:
    return sum(e - s for s, e in merged)


def overlap(a: list[Interval], b: list[Interval]) -> float:
    """Time covered by both of two merged lists."""
    i = j = 0
    tot = 0.0
    while i < len(a) and j < len(b):
        s = max(a[i][0], b[j][0])
        e = min(a[i][1], b[j][1])
        if e > s:
            tot += e - s
        if a[i][1] < b[j][1]:
            i += 1
        else:
            j += 1
    return tot


def clip(merged: list[Interval], lo: float, hi: float) -> list[Interval]:
    return [(max(s, lo), min(e, hi)) for s, e in merged if e > lo and s < hi]
