"""The processes of a run: frozen from the builder's ProcessAcc, and what is wrong with them
(a file with no rank among ranked ones; processes that cannot belong to one run).

A process is one (trace file, pid). Processes of one rank are ordered by their first record;
for a ranked process that order is its torchrun restart attempt (torchrun writes a new file per
rank on each restart of the worker group).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..parse.types import Problem
from .run import Process

GAP_S = 6 * 3600  # processes this far apart in time are not one run


def glog_seconds(t: str | None) -> float | None:
    """'MMDD HH:MM:SS.ffffff' -> seconds since the start of the year (months of 31 days: only
    differences matter, and only coarse ones)."""
    if not t or len(t) < 15:
        return None
    try:
        mon, day = int(t[0:2]), int(t[2:4])
        h, m, sec = int(t[5:7]), int(t[8:10]), float(t[11:])
    except ValueError:
        return None
    return ((mon * 31 + day) * 24 + h) * 3600 + m * 60 + sec


def freeze_processes(accs: Iterable[Any]) -> tuple[Process, ...]:
    """Processes in (rank, first record) order, with their index and attempt in their rank."""
    accs = list(accs)
    accs.sort(key=lambda a: (-1 if a.rank is None else a.rank, a.first_time or "", a.id))
    out: list[Process] = []
    index: dict[int | None, int] = {}
    for a in accs:
        i = index.get(a.rank, 0)
        index[a.rank] = i + 1
        out.append(Process(
            id=a.id, rank=a.rank, pid=a.pid, file=a.file, first_time=a.first_time,
            last_time=a.last_time, attempt=i if a.rank is not None else None, index=i,
            compiles=a.compiles,
        ))  # fmt: skip
    return tuple(out)


def process_problems(processes: tuple[Process, ...]) -> tuple[Problem, ...]:
    """Bad input that only shows across files: a file with no rank among ranked files,
    processes of one rank that run at the same time, files of runs hours apart."""
    out: list[Problem] = []
    ranked = [p for p in processes if p.rank is not None]
    if ranked:
        for p in processes:
            if p.rank is None and p.compiles:
                out.append(Problem(
                    p.file or "?",
                    f"no rank in the file name or its records (pid {p.pid}) while other files "
                    f"have one: its {p.compiles} compile(s) are shown under rank ?",
                ))  # fmt: skip
    by_rank: dict[int, list[Process]] = {}
    for p in ranked:
        by_rank.setdefault(p.rank, []).append(p)  # type: ignore[arg-type]
    for rank, ps in sorted(by_rank.items()):
        for a, b in zip(ps, ps[1:], strict=False):
            a_end, b_start = glog_seconds(a.last_time), glog_seconds(b.first_time)
            if a_end is not None and b_start is not None and b_start < a_end - 1.0:
                out.append(Problem(
                    b.file or "?",
                    f"rank {rank} has two processes at the same time (pid {a.pid} in "
                    f"{_name(a.file)}, pid {b.pid} here): files of two runs in one dir? "
                    "their compiles are kept apart",
                ))  # fmt: skip
    spans = sorted(
        ((s, e, p) for p in processes
         if (s := glog_seconds(p.first_time)) is not None and (e := glog_seconds(p.last_time)) is not None),
        key=lambda x: x[:2],
    )  # fmt: skip
    end = None
    for s, e, p in spans:
        if end is not None and s - end > GAP_S:
            out.append(Problem(
                p.file or "?",
                f"starts {(s - end) / 3600:.0f} h after the processes before it ended: files of "
                "unrelated runs in one dir? their compiles are kept apart",
            ))  # fmt: skip
        end = e if end is None else max(end, e)
    return tuple(out)


def _name(path: str | None) -> str:
    return (path or "?").replace("\\", "/").rsplit("/", 1)[-1]
