"""What the insight views derive from a whole run, computed in a thread worker: why each
recompile happened and a verdict per frame that keeps recompiling."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...core.analysis.recompiles import RecompileWhy, frame_verdicts, recompile_whys
from ...core.model import Run
from ...render.views.recompiles import verdict_tag


@dataclass
class Insights:
    run: Run
    whys: dict[Any, RecompileWhy] = field(default_factory=dict)  # Compile.key -> why
    verdicts: dict[tuple, str] = field(default_factory=dict)  # (rank, frame_key) -> verdict
    tags: dict[tuple, str] = field(default_factory=dict)  # (rank, frame_key) -> a few words

    def verdict_of(self, c: Any) -> str | None:
        return self.verdicts.get((c.rank, c.id.frame_key))

    def fits(self, run: Run) -> bool:
        """Whether these insights hold for ``run``: it, or a later snapshot of it with the
        same compiles and recompiles (then they are rebound to it)."""
        if self.run is run:
            return True
        if signature(self.run) != signature(run):
            return False
        self.run = run
        return True


def signature(run: Run) -> tuple:
    return (len(run.compiles), tuple((c.key, c.recompile_reasons) for c in run.recompiles))


def compute(run: Run) -> Insights:
    whys = recompile_whys(run)
    verdicts = frame_verdicts(run, whys)
    fails: dict[tuple, list] = {}
    for w in whys:
        fails.setdefault((w.compile.rank, w.compile.id.frame_key), []).extend(w.failed)
    tags = {k: verdict_tag(v) for k, v in fails.items() if k in verdicts}
    return Insights(run, {w.compile.key: w for w in whys}, verdicts, tags)
