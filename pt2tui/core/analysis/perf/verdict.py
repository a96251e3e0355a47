"""The profiled run's findings weighed in the verdict (core/analysis/verdict.py's dict).

Each ``slow_after_compile`` kind joins ``findings`` as ``{"category": "slow_after_compile",
"kind", "severity", "ms_per_call", "per" ("call", or "step" for the waits and communication of
many ranks), "cost_s" (per call or step), "note"}`` and ``also``. A problem
(slower_than_eager) takes the verdict when the run has no worse one (none, healthy); costs
leave a healthy verdict healthy and are listed with their ms per call.
"""

from __future__ import annotations

from typing import Any

from ...model import Run
from ...model.profile import ProfileReport
from ..triage import SUMMARIES
from ..verdict import HEALTHY, command_for, with_why
from .findings import CATEGORY, per
from .report import compiled_nothing

SUMMARY = "the compiled calls are slower than they should be (see the Perf section)"
_TAKES_OVER = ("none", "healthy")


def with_perf(verdict: dict[str, Any], rep: ProfileReport | None, run: Run | None = None,
              path: str | None = None) -> dict[str, Any]:  # fmt: skip
    """``verdict`` with the report's findings weighed in (a new dict); with ``run``, a problem
    that takes the verdict brings the command of the first finding's next step."""
    if rep is None or not rep.findings or compiled_nothing(rep):
        return verdict  # (an eager profile's findings are no verdict on torch.compile)
    v = dict(verdict)
    fs = [{"category": CATEGORY, "kind": f.kind, "severity": f.severity,
           "ms_per_call": round(f.ms_per_call, 4), "per": f.per or per(f.kind), "cost_s": round(f.ms_per_call / 1e3, 6),
           "note": f.line} for f in rep.findings]  # fmt: skip
    v["findings"] = list(v.get("findings") or []) + fs
    v["also"] = list(dict.fromkeys(list(v.get("also") or []) + [CATEGORY]))
    worst = rep.findings[0]
    if v.get("category") == HEALTHY and v.get("summary") == SUMMARIES[HEALTHY]:
        v["summary"] = "; ".join(f.line for f in rep.findings)  # what was found, not "nothing"
    if v.get("category") == HEALTHY and run is not None:  # a profiled run answers time: its step first
        # the step of the finding that costs the most (none: its fix is in the program, and no
        # rerun of a smaller finding goes before it)
        step = max(rep.findings, key=lambda f: f.ms_per_call).next_step
        cmd = command_for(run, step, path) if step else None
        if cmd is not None:
            v["commands"] = [cmd, *(c for c in v.get("commands") or [] if c.get("recipe") != step)]
    if worst.severity == "problem" and v.get("category") in _TAKES_OVER:
        v.update(category=CATEGORY, severity="problem", summary=f"{SUMMARY}: {worst.line}",
                 evidence=[{"where": f"profile ({worst.kind})", "text": worst.line}], improvement=None)  # fmt: skip
        v["also"] = [a for a in v["also"] if a != CATEGORY]
        # the explained problem's own next step (none: the fix is in the program), else the first
        step = worst.next_step if worst.cause else next((f.next_step for f in rep.findings if f.next_step), None)
        cmd = command_for(run, step, path) if step and run is not None else None
        if cmd is not None:
            v["commands"] = [cmd]
        cause = next((f for f in rep.findings if f.kind == worst.cause and f.rank == worst.rank), None)
        if cause is not None:  # what accounts for it, at the user's line when the log names one
            v["evidence"].append({"where": cause.where or f"profile ({cause.kind})", "text": cause.line})
            if cmd is None:
                v["commands"] = []  # the fix is in the program: no rerun shows more
    return with_why(v)
