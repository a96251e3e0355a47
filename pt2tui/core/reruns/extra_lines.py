"""Progress lines of the newer reruns: the backend ladder's driver, pt2tui's startup hook and the
AOTInductor kernel printer. Pure; called by progress.py for lines nothing else claimed."""

from __future__ import annotations

import re

from .hook_lines import hook_event
from .progress_state import Emit, ProgressState

__all__ = ["LADDER_RESULT", "LADDER_RUNG", "extra_event"]

# runner/ladder.py prints these (and nothing else starts so)
LADDER_RUNG = re.compile(r"^ladder: (?P<backend>[\w.-]+): (?P<status>\w[\w ]*?)(?:: (?P<rest>.*))?$")
LADDER_RESULT = re.compile(r"^(?:first failing backend: (?P<backend>[\w.-]+)|no backend fails)\b")
_LAUNCH = re.compile(r"^\[ before_launch: (?P<kernel>\S+) \]$")


def extra_event(s: str, st: ProgressState, ev: Emit) -> bool:
    """Emit the event of one such line; False when it is not one."""
    if (m := LADDER_RUNG.match(s)) is not None:
        ev("ladder_rung", (m.group("backend"), m.group("status")), s, tool="ladder")
        return True
    if (m := LADDER_RESULT.match(s)) is not None:
        ev("ladder_result", m.group("backend"), s, tool="ladder")
        return True
    if (m := _LAUNCH.match(s)) is not None:
        ev("aoti_kernel", m.group("kernel"), f"AOTI kernel launched: {m.group('kernel')}")
        return True
    hook = hook_event(s)
    if hook is not None:
        kind = hook["event"]
        if kind == "compile":
            changed = ", ".join(f"{k}={v[1]!r}" for k, v in (hook.get("changed") or {}).items())
            text = f"override at {hook.get('at')}: {changed or 'already so'}"
        elif kind == "config":
            text = f"override: {hook.get('name')} = {hook.get('new')!r}"
        elif kind == "start":
            text = f"pt2tui's startup hook is active ({hook.get('recipe')})"
        elif kind == "exit" and not hook.get("message"):
            text = f"torch.compile calls overridden: {hook.get('compile_calls')}"
        else:
            text = hook.get("message") or hook.get("error") or f"hook: {kind}"
        ev("hook", hook, str(text))
        return True
    return False
