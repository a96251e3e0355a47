"""A recorded GPU sample set (sample_traces/NAME, recording/record_gpu_*.sh): its run dirs, its
oracles (each program timed alone: oracle_*.json) and the marks of a test module that reads it
(skipped where the set is not here; a private inductor cache)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest


class SampleSet:
    def __init__(self, name: str) -> None:
        self.path = Path(__file__).resolve().parents[1] / "sample_traces" / name
        self.marks = [pytest.mark.skipif(not self.path.is_dir(), reason=f"no {name} sample"),
                      pytest.mark.usefixtures("private_cache")]  # fmt: skip

    def run(self, name: str) -> Path:
        """The run dir whose name ends with ``-NAME``."""
        return next(self.path.glob(f"*-{name}"))

    def oracle(self, name: str) -> dict:
        return json.loads((self.path / f"oracle_{name}.json").read_text())
