"""One evidence line of a triage: where it is and what it says (shared by triage/ and
interrupted.py, which must not import the triage package)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Evidence:
    """A quoted line (or lines) and where it was read."""

    where: str  # "stderr.txt:123", "output.log:88", "compile [0/0] compilation_metrics", "run.json"
    text: str  # the quoted line(s)

    def as_dict(self) -> dict[str, str]:
        return {"where": self.where, "text": self.text}
