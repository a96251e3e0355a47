"""Runs the user stopped: pt2tui sent the program a signal at the user's request (Ctrl-C in
the terminal or the TUI, quitting the TUI while it runs) and that is what ended it.

`pt2tui run` records it in run.json (runner/live.py)::

    "interrupted_by_user": true, "interrupt_signal": "SIGINT", "signals_sent": ["SIGINT"]

Such a run is "interrupted": nothing failed. Its KeyboardInterrupt traceback (and a torchrun
``SignalException``) is not a failure and not evidence, its exit code / signal is not a crash,
and triage says it was interrupted and offers the same run again. A program that raises
KeyboardInterrupt by itself, or that is killed by anything else, is not interrupted: run.json
has no ``interrupted_by_user`` then.

A run stopped from outside is alike: SIGTERM or SIGHUP to pt2tui (a scheduler's time limit, a
lost terminal), which stopped the program and recorded ``"stopped_by": "SIGTERM to pt2tui"``.
Triage says "stopped from outside (a time limit?)" (category ``stopped``), not a failure; unless
the job had hung in a collective before it (ranks that parted, a watchdog timeout): that leads.

Triage calls :func:`classify_interrupted` at one place (core/analysis/triage/rank.py ``classify``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from ..model import Failure, LogMessage, Run
from ..parse.logtext import RANK_PREFIX
from ..parse.tracebacks import TB_START, ends_message, read_chain
from .evidence import Evidence

__all__ = [
    "INTERRUPTED",
    "SUMMARY",
    "AGAIN",
    "ended_by_user",
    "stopped_from_outside",
    "user_interrupt",
    "is_interrupt_type",
    "is_interrupt_failure",
    "interrupt_ending",
    "classify_interrupted",
]

INTERRUPTED = "interrupted"
SUMMARY = "the run was interrupted by the user (pt2tui sent the signal): nothing failed"
TB_SUMMARY = "the run was interrupted (it ended in KeyboardInterrupt, no failure before it): nothing failed"
EXPECTED = "expected"  # its weight (triage/categories.py WEIGHTS): nothing failed
STOPPED = "stopped"
STOPPED_SUMMARY = "stopped from outside (a time limit?): pt2tui got {by} and stopped the program"
AGAIN = "again"  # the recipe that reruns the program unchanged (core/reruns/recipes.py)
# what leaves a job hanging until a time limit stops it: a collective that timed out on ranks
# that parted (the watchdog's line before the SIGTERM): that leads, the stop is its consequence
_HANGS = ("rank_divergence", "distributed")
_TYPES = ("KeyboardInterrupt", "SignalException")  # torchrun: "Process 1 got signal: 2"


def ended_by_user(
    sent_by_user: Sequence[str], sent: Sequence[str], exit_info: dict[str, Any]
) -> bool:
    """Whether a program that pt2tui sent signals (``sent``; ``sent_by_user`` of them at the
    user's request) ended because the user stopped it: the user asked, and it did not die of
    a signal pt2tui did not send (a crash while stopping is still a crash). Exit codes count:
    a program may catch the interrupt and exit 1, torchrun exits with its own code."""
    if not sent_by_user:
        return False
    sig = exit_info.get("signal")
    return not sig or sig in sent


def user_interrupt(info: Any) -> str | None:
    """The signal of a run that the user interrupted (run.json), else None. Run dirs of
    earlier pt2tui versions have no ``interrupted_by_user``: their ``signals_sent: ["SIGINT"]``
    says it (pt2tui sent SIGINT only at the user's request), unless another signal killed it."""
    if not isinstance(info, dict):
        return None
    if info.get("interrupted_by_user") is True:
        sig = info.get("interrupt_signal")
        return str(sig) if sig else "SIGINT"
    sent = info.get("signals_sent")
    if ("interrupted_by_user" not in info and not info.get("stopped_by") and isinstance(sent, list)
            and "SIGINT" in sent):  # fmt: skip
        if info.get("signal") in (None, "SIGINT"):
            return "SIGINT"
    return None


def interrupt_ending(failures: Sequence[Failure], logs: Sequence[LogMessage],
                     compile_failed: bool = False) -> tuple[str, str] | None:  # fmt: skip
    """(where, exception type) of the KeyboardInterrupt traceback a run ended in, when no
    failure came before it (every failure is the interrupt or the exit it caused, no compile
    failed): a run stopped with Ctrl-C, read from its logs alone. None otherwise."""
    if compile_failed or any(not is_interrupt_failure(f) for f in failures):
        return None
    logs = list(logs)
    streams: dict[tuple, list[int]] = {}
    for i, m in enumerate(logs):
        if m.level is None:
            streams.setdefault((m.source, m.stream, m.rank), []).append(i)
    last: tuple[str, str] | None = None
    for idx in streams.values():
        texts = [_unprefixed(logs[i].text) for i in idx]
        for lo, hi in _interrupt_spans(texts):
            m = logs[idx[hi - 1]]
            name = m.source.replace("\\", "/").rsplit("/", 1)[-1] or m.source
            last = (f"{name}:{m.line}", _interrupt_type(texts[lo:hi]))
    return last


def _interrupt_type(lines: list[str]) -> str:
    for t in reversed(lines):
        for name in _TYPES:
            if t.startswith(name) or f".{name}" in t.split(":", 1)[0]:
                return name
    return "KeyboardInterrupt"


def stopped_from_outside(info: Any) -> str | None:
    """``"SIGTERM to pt2tui"`` for a run stopped from outside (run.json), else None."""
    by = info.get("stopped_by") if isinstance(info, dict) else None
    return str(by) if by else None


def is_interrupt_type(t: str | None) -> bool:
    return bool(t) and str(t).rsplit(".", 1)[-1] in _TYPES


def is_interrupt_failure(f: Failure) -> bool:
    """A failure that only says the user's interrupt arrived (or the exit it caused)."""
    return f.source == "exit" or (f.source == "log" and is_interrupt_type(f.type))


def classify_interrupted(
    run: Run, classify: Callable[[Run], tuple], make: Callable[..., Any]
) -> tuple | None:
    """For an interrupted run: the "interrupted" triage first (made with ``make``, the Triage
    class), then what ``classify`` finds in the run without the interrupt's traces (graph
    breaks etc. seen before it; none of them stopped the program). None for other runs."""
    sig = user_interrupt(run.info)
    outside = stopped_from_outside(run.info)
    tb = None
    if sig is None and outside is None:
        if isinstance(run.info, dict) and run.info.get("interrupted_by_user") is False:
            return None  # pt2tui stopped it, and not at the user's request
        tb = interrupt_ending(run.failures, run.logs, any(c.fail_type for c in run.compiles))
        if tb is None:
            return None
    info = dict(run.info)
    info.update(exit_code=0, signal=None)
    quiet = dataclasses.replace(run, logs=tuple(_without_interrupts(run.logs)), info=info)
    rest = tuple(classify(quiet))
    code = run.info.get("exit_code")
    how = run.info.get("signal") or (f"exit code {code}" if code is not None else "")
    if tb is not None:
        ev = Evidence(tb[0], f"the program ended in {tb[1]} (Ctrl-C, or SIGINT) with no failure "
                             "before it" + (f"; it ended with {how}" if how else ""))  # fmt: skip
        first = make(category=INTERRUPTED, evidence=(ev,), next=(AGAIN,), summary=TB_SUMMARY,
                     stopped=True, severity=EXPECTED)  # fmt: skip
        return (first, *rest)
    sent = run.info.get("signals_sent") or [sig or "SIGTERM"]
    who = f"stopped from outside ({outside})" if outside else "stopped by the user"
    text = f"{who}: pt2tui sent {', '.join(map(str, sent))}" + (
        f"; the program ended with {how}" if how else ""
    )
    by = (outside or "").replace(" to pt2tui", "")
    first = make(
        category=STOPPED if outside else INTERRUPTED,
        evidence=(Evidence("run.json", text),),
        next=(AGAIN,),
        summary=STOPPED_SUMMARY.format(by=by or "a signal") if outside else SUMMARY,
        stopped=True,
        # nothing failed: the user asked for it; a run cut short from outside did not finish
        severity="problem" if outside else EXPECTED,
    )
    if outside and rest and rest[0].stopped and rest[0].category in _HANGS:
        return (rest[0], first, *rest[1:])  # it hung first (a collective timed out): the stop followed
    return (first, *rest)


def _without_interrupts(logs: Iterable[LogMessage]) -> list[LogMessage]:
    """The messages without the tracebacks that end in KeyboardInterrupt / SignalException
    (a chain counts when any of its exceptions is one: "During handling of the above
    exception" after a KeyboardInterrupt is still the interrupt)."""
    logs = list(logs)
    drop: set[int] = set()
    streams: dict[tuple, list[int]] = {}
    for i, m in enumerate(logs):
        if m.level is None:
            streams.setdefault((m.source, m.stream, m.rank), []).append(i)
        elif "Traceback (most recent call last):" in m.text and _interrupt_in(m.text.split("\n")):
            drop.add(i)
    for idx in streams.values():
        texts = [_unprefixed(logs[i].text) for i in idx]
        for lo, hi in _interrupt_spans(texts):
            drop.update(idx[lo:hi])
    return [m for i, m in enumerate(logs) if i not in drop]


def _unprefixed(text: str) -> str:
    m = RANK_PREFIX.match(text)
    return text[m.end() :] if m else text


def _interrupt_spans(lines: list[str]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    n = len(lines)
    i = 0
    while i < n:
        if not TB_START.match(lines[i]):
            i += 1
            continue
        chain, end = read_chain(n, lines.__getitem__, i, _continues(lines), max_message=50)
        end = max(end, i + 1)
        if any(is_interrupt_type(e.type) for e in chain):
            out.append((i, end))
        i = end
    return out


def _interrupt_in(lines: list[str]) -> bool:
    return bool(_interrupt_spans(lines))


def _continues(lines: list[str]) -> Callable[[int, str], bool]:
    n = len(lines)
    return lambda k, t: not ends_message(t, lines[k + 1] if k + 1 < n else None)
