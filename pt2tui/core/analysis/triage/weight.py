"""What a triage weighs (weigh.py and weigh_training.py make them)."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Weight"]


@dataclass(frozen=True, slots=True)
class Weight:
    """How much a finding matters: its severity, its cost and what would save it."""

    severity: str
    cost_s: float | None = None
    note: str = ""  # one line of what happened
    improvement: str = ""  # what would save time, and how much ("... would save ~8.9 s")
