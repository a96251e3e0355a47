"""What a unittest run (``run_tests()`` of torch's common_utils) printed: passed, failed, skipped,
or could not run. Pure: lines in, a dict out."""

from __future__ import annotations

import re

__all__ = ["unittest_outcome"]

_RAN = re.compile(r"^Ran (\d+) tests? in ")
_OK = re.compile(r"^OK(?: \((.*)\))?\s*$")
_FAILED = re.compile(r"^FAILED \((.*)\)\s*$")
_HEAD = re.compile(r"^(FAIL|ERROR): (test\w*)")
_SKIP = re.compile(r"\.\.\. skipped ['\"](.*)['\"]\s*$|^(test\w*) .*skipped ['\"](.*)['\"]")
_MISSING = re.compile(r"^(ModuleNotFoundError|ImportError): (.*)$")
_LAST_ERR = re.compile(r"^([A-Za-z_][\w.]*(?:Error|Exception|Failed|Unsupported|Interrupt)\b.*)$")


def _counts(s: str | None) -> dict[str, int]:
    out: dict[str, int] = {}
    for part in (s or "").split(","):
        k, _, v = part.strip().partition("=")
        if v.strip().isdigit():
            out[k.strip()] = int(v)
    return out


def unittest_outcome(lines: list[str], exit_code: int | None, signal: str | None = None) -> dict:
    """``{outcome, summary, ran, counts, first_error, skip_reason}``; outcome is one of

    * ``failed``: the test ran and failed or raised (it captures the bug);
    * ``passed``: it ran and passed (it does NOT capture the bug);
    * ``skipped``: it was skipped (``skip_reason`` says why, e.g. no GPU);
    * ``error``: it never ran (the file did not import: a missing module, a syntax error ...);
    * ``crashed``: the process died (a signal) while the test ran: that also captures a crash.
    """
    ran = None
    verdict_ok: dict[str, int] | None = None
    verdict_failed: dict[str, int] | None = None
    heads: list[str] = []
    skip_reason = None
    missing = None
    last_err = None
    for line in lines:
        s = line.rstrip("\n")
        if m := _RAN.match(s):
            ran = int(m.group(1))
        elif m := _OK.match(s):
            verdict_ok = _counts(m.group(1))
        elif m := _FAILED.match(s):
            verdict_failed = _counts(m.group(1))
        elif m := _HEAD.match(s):
            heads.append(f"{m.group(1)} {m.group(2)}")
        if m := _SKIP.search(s):
            skip_reason = m.group(1) or m.group(3)
        if ran is None and (m := _MISSING.match(s.strip())):
            missing = f"{m.group(1)}: {m.group(2)}"
        if m := _LAST_ERR.match(s.strip()):
            last_err = m.group(1)[:300]
    res: dict = {"ran": ran, "first_error": last_err, "skip_reason": skip_reason}
    if verdict_failed is not None:
        res.update(outcome="failed", counts=verdict_failed,
                   summary=f"the test FAILS ({', '.join(heads) or 'FAILED'})")  # fmt: skip
    elif verdict_ok is not None:
        if verdict_ok.get("skipped") and ran == verdict_ok.get("skipped"):
            res.update(outcome="skipped", counts=verdict_ok,
                       summary=f"the test was skipped: {skip_reason or 'see output.log'}")  # fmt: skip
        else:
            res.update(outcome="passed", counts=verdict_ok, summary="the test passes")
    elif signal:
        res.update(outcome="crashed", counts={},
                   summary=f"the test process was killed by {signal} (it crashes: that fails)")  # fmt: skip
    else:
        why = missing or last_err or f"exit {exit_code}"
        res.update(outcome="error", counts={}, summary=f"the test did not run: {why}")
        if missing:
            res["missing"] = missing
    return res
