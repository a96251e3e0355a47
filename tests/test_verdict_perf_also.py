"""The verdict's closing "Also found" line on a profiled run: slow_after_compile is weighed by
its worst finding, in ms per call (the figure of the Perf section), never by the last finding
listed nor as a total. Real GPU run: DDP GPT-2 with a rank recompiling alone (several findings)."""

from __future__ import annotations

import json
import re

import pytest

from tests.test_verdict import REPO, pt2tui, verdict_block

DDP = REPO / "sample_traces" / "gpu-x2-training" / "ddp_hf_rank_shape"


@pytest.mark.skipif(not DDP.is_dir(), reason="no gpu-x2-training sample")
def test_also_found_weighs_slow_after_compile_by_its_worst_finding_per_call():
    js = pt2tui("summary", "--json", str(DDP))
    assert js.returncode == 0, js.stderr
    fs = [f for f in json.loads(js.stdout)["verdict"]["findings"] if f["category"] == "slow_after_compile"]
    assert len(fs) > 1
    worst = max(fs, key=lambda f: f["ms_per_call"])
    txt = pt2tui("summary", str(DDP))
    also = " ".join(ln.strip() for ln in verdict_block(txt.stdout) if ln.strip())
    also = also[also.index("Also found:"):]
    m = re.search(r"slow_after_compile \((\w+), ([\d.]+) ms/(call|step)\)", also)
    assert m, also
    assert m.group(1) == worst["severity"]
    assert float(m.group(2)) == pytest.approx(worst["ms_per_call"], abs=0.05)
    assert m.group(3) == worst["per"]
