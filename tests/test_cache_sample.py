"""The cache_bypass sample (sample_traces/cpu/cache_bypass): real FX graph and AOTAutograd cache
events, as torch 2.13 wrote them, in the model and in `pt2tui summary --json`.

The program (sample_traces/scenarios.py, ``cache_bypass``) compiles three functions with the same
body: [0/0] misses both caches, [1/0] hits both, [2/0] runs with a plain function as Inductor's
``post_grad_custom_post_pass``, so both caches are bypassed. The reason is torch's own text
(torch/_inductor/codecache.py, ``CacheabilityValidator._check_custom_passes``; the AOTAutograd
cache re-raises it as ``BypassAOTAutogradCache``).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from pt2tui.core.model import CacheEvent
from pt2tui.sources.load import load_run

NAME = "cache_bypass"
REASON = "Unsupported post grad custom pass"  # torch's words, not ours
BIN = Path(sys.executable).with_name("pt2tui")


@pytest.fixture(scope="module")
def sample_dir(samples: Path) -> Path:
    d = samples / NAME
    if not d.is_dir():
        pytest.skip(f"sample_traces/cpu/{NAME} has not been recorded")
    return d


@pytest.fixture(scope="module")
def run(sample_dir: Path):
    return load_run(str(sample_dir))


def _by_id(run) -> dict:
    return {str(c.id): c for c in run.compiles}


def test_three_compiles_all_ok(run) -> None:
    cs = _by_id(run)
    assert list(cs) == ["[0/0]", "[1/0]", "[2/0]"]
    assert [cs[i].co_name for i in cs] == [
        "scale_shift",
        "scale_shift_again",
        "scale_shift_counted",
    ]
    assert {c.status for c in run.compiles} == {"ok"}
    assert not run.problems and not run.failures


def test_miss_then_hit_then_bypass(run) -> None:
    cs = _by_id(run)
    # sets: within a compile the events keep the trace's order, which is not the same for a hit
    assert set(cs["[0/0]"].cache) == {
        CacheEvent("aotautograd", "miss"),
        CacheEvent("fx_graph", "miss"),
    }
    assert set(cs["[1/0]"].cache) == {
        CacheEvent("aotautograd", "hit"),
        CacheEvent("fx_graph", "hit"),
    }
    assert set(cs["[2/0]"].cache) == {
        CacheEvent("aotautograd", "bypass", REASON),
        CacheEvent("fx_graph", "bypass", REASON),
    }
    for c in run.compiles:
        assert len(c.cache) == 2  # one event per cache per compile, none doubled


def test_bypass_reason_is_what_torch_wrote(sample_dir: Path, run) -> None:
    """The reason pt2tui shows is the payload's ``cache_bypass_reason``, byte for byte."""
    (trace,) = sorted((sample_dir / "trace").glob("*.log"))
    lines = trace.read_text().split("\n")
    payloads = {}
    for i, ln in enumerate(lines):
        for name in ("fx_graph_cache_bypass", "aotautograd_cache_bypass"):
            if f'"name": "{name}"' in ln and '"artifact"' in ln:
                body = []
                for nxt in lines[i + 1 :]:
                    if not nxt.startswith("\t"):
                        break
                    body.append(nxt[1:])
                payloads[name] = json.loads("\n".join(body))
    assert set(payloads) == {"fx_graph_cache_bypass", "aotautograd_cache_bypass"}
    assert payloads["fx_graph_cache_bypass"]["cache_bypass_reason"] == REASON
    aot = payloads["aotautograd_cache_bypass"]
    assert aot["cache_bypass_reason"] == REASON
    assert aot["cache_bypass_exception_type"] == "BypassAOTAutogradCache"
    assert aot["cache_bypass_hard_exception"] is False
    reasons = {e.reason for c in run.compiles for e in c.cache if e.result == "bypass"}
    assert reasons == {REASON}


def test_cache_artifacts_are_listed_under_cache(run) -> None:
    c = _by_id(run)["[2/0]"]
    names = {a.name for a in c.by_category("cache")}
    assert {"fx_graph_cache_bypass", "aotautograd_cache_bypass"} <= names


def test_hit_has_no_debug_dir_output_and_the_others_do(run) -> None:
    """A cache hit generates no code, so torch_compile_debug/ has no model dir for [1/0]; the
    debug dirs that are there (model__0, model__2) join [0/0] and [2/0], not [1/0]."""
    cs = _by_id(run)
    assert cs["[0/0]"].artifact("output_code") is not None
    assert cs["[2/0]"].artifact("output_code") is not None
    assert cs["[1/0]"].artifact("output_code") is None


def test_summary_json_carries_cache_events(sample_dir: Path) -> None:
    exe = [str(BIN)] if BIN.exists() else [sys.executable, "-m", "pt2tui"]
    r = subprocess.run(
        exe + ["summary", str(sample_dir), "--json"], capture_output=True, text=True, timeout=120
    )
    assert r.returncode == 0, r.stderr
    d = json.loads(r.stdout)
    assert d["schema"] == "pt2tui.summary/1"
    assert d["counts"]["compiles"] == 3 and d["counts"]["failures"] == 0
    cache = {
        c["id"]: sorted((e["cache"], e["result"], e["reason"]) for e in c["cache"])
        for c in d["compiles"]
    }
    assert cache == {
        "[0/0]": [("aotautograd", "miss", None), ("fx_graph", "miss", None)],
        "[1/0]": [("aotautograd", "hit", None), ("fx_graph", "hit", None)],
        "[2/0]": [("aotautograd", "bypass", REASON), ("fx_graph", "bypass", REASON)],
    }


def test_bypass_reason_from_the_cut_head_of_a_big_payload(run) -> None:
    """pt2tui reads at most 16 KiB of a bypass payload; an AOTAutograd bypass with a long
    traceback is bigger. The reason still comes out of the cut head, not raw JSON."""
    from pt2tui.core.model.handlers import _json_field
    from pt2tui.core.parse.payloads import read_text

    art = _by_id(run)["[2/0]"].artifact("aotautograd_cache_bypass")
    text = read_text(art.ref)
    keys = ("reason", "cache_bypass_reason")
    assert _json_field(text, keys) == REASON
    for cut in (len(REASON) + 40, len(text) // 2, len(text) - 1):
        assert _json_field(text[:cut], keys) == REASON
    assert _json_field(text[:20], keys) == text[:20]  # no reason in it: say what there is
    assert _json_field(text, ("field",), fallback=False) is None
