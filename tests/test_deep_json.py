"""JSON nested 3,000 deep at every place pt2tui reads JSON a user (or a program) wrote: read
through core/parse/jsonload (MAX_DEPTH 1024) it is a clear line or an entry skipped, never a
RecursionError. Python's own json would recurse: each entry point is checked on such a file."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from conftest import SAMPLES

from pt2tui.cli import main

DEEP = "[" * 3000 + "]" * 3000
SEGV = SAMPLES / "torchrun_rank_segv" / "trace" / "dedicated_log_torch_trace_rank_0_88rvxemw.log"
SMALL = SAMPLES / "data_dependent_fullgraph" / "trace"


def test_python_json_itself_recurses() -> None:
    """What the entry points below would do with Python's json: the reason for the test."""
    with pytest.raises(RecursionError):
        json.loads(DEEP)


def test_check_baseline_nested_too_deeply_is_a_clear_line(tmp_path, capsys) -> None:
    base = tmp_path / "baseline.json"
    base.write_text('{"recompiles": 0, "x": ' + DEEP + "}")
    assert main(["check", str(SMALL), "--baseline", str(base)]) == 2
    err = capsys.readouterr().err
    assert "the baseline" in err and "nested deeper than 1024" in err and "Traceback" not in err


def test_fx_graph_cache_payload_nested_too_deeply_is_skipped(tmp_path) -> None:
    """kernels.py joins kernels to compiles by the fx_graph_cache payload's key."""
    from pt2tui.core.analysis.perf.kernels import _graph_keys
    from pt2tui.sources.load import load_run

    lines = SEGV.read_text(encoding="utf-8").splitlines(keepends=True)
    i = next(n for n, ln in enumerate(lines) if '"name": "fx_graph_cache_' in ln) + 1
    assert lines[i].startswith('\t{"')
    key = json.loads(lines[i][1:])["key"]
    ok, deep = tmp_path / "ok", tmp_path / "deep"
    for d, payload in ((ok, lines[i]), (deep, '\t{"key": "k", "x": ' + DEEP + "}\n")):
        d.mkdir()
        (d / SEGV.name).write_text("".join(lines[:i] + [payload] + lines[i + 1 :]), encoding="utf-8")
    assert key in _graph_keys(load_run(str(ok), verify=False))  # the path is taken
    assert _graph_keys(load_run(str(deep), verify=False)) == {}


def test_bundle_skips_a_sibling_run_json_nested_too_deeply(tmp_path) -> None:
    from pt2tui.runner.bundle import _find_repro

    run_dir, sib = tmp_path / "runs" / "20260101-000000-a", tmp_path / "runs" / "20260101-000001-b"
    run_dir.mkdir(parents=True)
    sib.mkdir()
    (sib / "run.json").write_text('{"parent": ' + DEEP + "}")
    (sib / "repro.py").write_text("print(1)\n")
    assert _find_repro(run_dir) is None
    (sib / "run.json").write_text(json.dumps({"parent": str(run_dir)}))
    assert _find_repro(run_dir) == sib / "repro.py"  # the same file, readable: found


def test_profile_calls_and_ladder_nested_too_deeply_are_not_read(tmp_path) -> None:
    from pt2tui.core.reruns.recipes_profile import PROFILE_DIR
    from pt2tui.runner.ladder_file import read_ladder
    from pt2tui.runner.rerun_profile import read_calls

    (tmp_path / PROFILE_DIR).mkdir()
    (tmp_path / PROFILE_DIR / "calls.json").write_text('{"calls": ' + DEEP + "}")
    (tmp_path / PROFILE_DIR / "calls_rank1.json").write_text('{"calls": []}')
    assert list(read_calls(tmp_path)) == [1]
    (tmp_path / "ladder.json").write_text('{"rungs": ' + DEEP + "}")
    assert read_ladder(tmp_path) is None


def test_hook_overrides_and_hook_lines_nested_too_deeply_are_none() -> None:
    from pt2tui.core.reruns.hook_lines import HOOK_PREFIX, hook_event
    from pt2tui.core.reruns.recipes_settings import HOOK_ENV, hook_overrides

    assert hook_overrides({HOOK_ENV: '{"recipe": ' + DEEP + "}"}) is None
    assert hook_event("[rank0]: " + HOOK_PREFIX + '{"event": "x", "v": ' + DEEP + "}") is None


def test_the_hook_in_the_program_says_the_overrides_are_bad(tmp_path) -> None:
    """The hook runs in the user's program (without pt2tui): json's RecursionError is a line."""
    from pt2tui.core.reruns.hook_lines import hook_event
    from pt2tui.core.reruns.recipes_settings import HOOK_ENV
    from pt2tui.runner.recipe_io import HOOK_DIR

    env = {k: v for k, v in os.environ.items() if not k.startswith(("TORCH", "PYTORCH"))}
    env.update(PYTHONPATH=str(HOOK_DIR), **{HOOK_ENV: DEEP})
    r = subprocess.run([sys.executable, "-c", "print('ran')"], cwd=tmp_path, env=env,
                       capture_output=True, text=True, timeout=120)  # fmt: skip
    assert r.returncode == 0 and r.stdout == "ran\n", r.stderr[-2000:]
    events = [e for e in map(hook_event, r.stderr.splitlines()) if e]
    assert [e["event"] for e in events] == ["bad_overrides"]


def test_the_unpack_caches_done_file_nested_too_deeply_is_no_entry(tmp_path) -> None:
    from pt2tui.sources.cache_dir import CacheDir
    from pt2tui.sources.plain import _done

    (tmp_path / ".done").write_text('{"key": "k", "name": ' + DEEP + "}")
    fd = os.open(tmp_path, os.O_RDONLY)
    try:
        assert _done(CacheDir(str(tmp_path), fd), "k") is None
    finally:
        os.close(fd)
