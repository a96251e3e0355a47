"""Rerun constants and small helpers shared by the banner, the rerun screen and the app."""

from __future__ import annotations

MINIFY_FLAVOURS = (
    "minify-aot",
    "minify-aot-accuracy",
    "minify-dynamo",
    "minify-launcher-no-isolate",
    "minify-launcher",
    "run-repro",
)
TRIAGE_EVERY_S = 2.0  # while a run is being written
GRACE_S = 2.0  # between the signals when quitting stops a process
NEXT_SIGNAL = {"SIGINT": "SIGTERM", "SIGTERM": "SIGKILL"}


def fmt_seconds(s: float | None) -> str:
    if s is None:
        return "?"
    if s < 60:
        return f"{s:.1f}s"
    m, sec = divmod(int(s), 60)
    if m < 60:
        return f"{m}m{sec:02d}s"
    h, m = divmod(m, 60)
    return f"{h}h{m:02d}m"


def exit_words(info: dict) -> str:
    """``exited (0)``, ``killed (SIGSEGV)``, ``could not start``."""
    if info.get("signal"):
        return f"killed ({info['signal']})"
    code = info.get("exit_code")
    if code is None:
        return str(info.get("status") or "?")
    return f"exited ({code})"


def outcome_badge(res: dict, info: dict) -> tuple[str, str]:
    """The rerun screen's status: the program's outcome (never a driver's exit code: a bisect
    exits 0 when its program fails everywhere), cancelled as cancelled."""
    outcome = res.get("outcome")
    words = exit_words(info)
    if outcome == "cancelled" or res.get("cancelled"):
        return f"cancelled · {words}", "bold black on yellow"
    if outcome in ("passes", "fails"):
        style = "bold black on green" if outcome == "passes" else "bold white on red"
        return f"the program {outcome} · {words}", style
    bad = bool(info.get("signal")) or info.get("exit_code") not in (0, None)
    return words, "bold white on red" if bad else "bold black on green"


def signal_note(sent: str | None, what: str) -> str:
    if not sent:
        return f"{what} is not running"
    nxt = NEXT_SIGNAL.get(sent)
    more = f"; press again to send {nxt}" if nxt else ""
    return f"sent {sent} to {what}{more}"
