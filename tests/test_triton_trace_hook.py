"""The triton-trace hook's launch bound (runner/hook/_pt2tui_triton_trace.py) with Triton's
knobs stood in for (no Triton here): the first N launches of each compiled kernel, then its
2^k-th; every launch counted; a Triton whose launch metadata has no name is never bounded."""

from __future__ import annotations

import importlib.util
import json
import sys
import types
from pathlib import Path

import pytest

HOOK = Path(__file__).resolve().parents[1] / "pt2tui" / "runner" / "hook" / "_pt2tui_triton_trace.py"


class _Lazy:
    def __init__(self, data):
        self.data = data


@pytest.fixture
def tracer(monkeypatch, tmp_path):
    knobs = types.SimpleNamespace(runtime=types.SimpleNamespace(launch_enter_hook=None))
    monkeypatch.setitem(sys.modules, "triton", types.SimpleNamespace(knobs=knobs))
    spec = importlib.util.spec_from_file_location("_pt2tui_triton_trace_t", HOOK)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    got = []
    knobs.runtime.launch_enter_hook = got.append
    t = mod.TritonTrace({"dir": str(tmp_path), "launches": 4}, lambda *a, **k: None)
    t._bound_launches()
    return t, knobs.runtime.launch_enter_hook, got


def test_bound_per_binary_then_powers_of_two(tracer) -> None:
    t, hook, got = tracer
    for _ in range(100):
        hook(_Lazy({"name": "k", "function": 1}))  # autotuning's benchmark of one config
    for _ in range(3):
        hook(_Lazy({"name": "k", "function": 2}))  # the config kept, launched after
    hook(_Lazy({"name": None}))  # another Triton: traced whatever the bound
    traced_1 = [m for m in got if m.data.get("function") == 1]
    assert len(traced_1) == 4 + 4  # 1..4, then 8, 16, 32, 64
    assert len([m for m in got if m.data.get("function") == 2]) == 3
    assert len(got) == 8 + 3 + 1
    t.finish()
    st = json.loads(next(Path(t.dir).glob("pt2tui_triton_trace.*.json")).read_text())
    assert st["launches_seen"] == {"k": 103} and st["launches_traced"] == {"k": 11}
    assert st["launches_skipped"] == {"k": 92} and st["limit"] == 4
