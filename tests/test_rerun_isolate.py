"""The isolated minifier end to end on CPU: minify-aot -> minify-launcher -> run-repro.

``minify-launcher`` runs ``python minifier_launcher.py minify`` without ``--no-isolate``
(torch's default): every query is a subprocess whose output the minifier echoes prefixed
``>>``. Minutes on 2 cores. The parent is the session's shared compile-error run.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from rerun_helpers import (
    COMPILE_ERROR_PROG,
    PY,
    Parents,
    _env,
    _files,
    _info,
    _pt2tui,
    _rerun_dir,
    _run_repro,
)

pytestmark = pytest.mark.slow


def test_isolated_minifier_chain(parents: Parents, tmp_path: Path) -> None:
    work, parent = parents.get("ceprog", COMPILE_ERROR_PROG)
    env = _env(parents.root / "cache")
    # our reruns go to a dir of their own: other tests list the shared parent's runs dir
    runs = tmp_path / "runs"
    shared_runs = parent.parent.relative_to(work)

    def work_files() -> set[str]:  # the program's cwd, less the runs dir other tests write to
        return {f for f in _files(work) if not Path(f).is_relative_to(shared_runs)}

    parent_files, cwd_files = _files(parent), work_files()

    # 1. minify-aot: the program again, it writes the launcher
    r = _pt2tui(
        ["rerun", str(parent), "minify-aot", "--no-tui", "--runs-dir", str(runs)], work, env
    )
    assert r.returncode == 0, r.stderr[-3000:]
    aot = _rerun_dir(r)
    assert aot.parent == runs.resolve()
    launcher = _info(aot)["result"]["launcher"]
    assert launcher and Path(launcher).is_file(), _info(aot)["result"]
    aot_files = _files(aot)

    # 2. the isolated minifier, in its own run dir
    before = set(runs.iterdir())
    t0 = time.monotonic()
    r = _pt2tui(["rerun", str(aot), "minify-launcher", "--no-tui"], work, env, timeout=600)
    took = time.monotonic() - t0
    assert r.returncode == 0, (r.stdout[-3000:], r.stderr[-3000:])
    ml = _rerun_dir(r)
    assert ml not in before and ml.parent == aot.parent
    assert ml.name.endswith("-ceprog-minify-launcher")
    info = _info(ml)
    assert info["argv"] == [PY, str(ml / "minifier_launcher.py"), "minify"]
    assert info["cwd"] == str(ml) and info["recipe"] == "minify-launcher"
    assert info["launcher"] == launcher and info["parent"] == str(aot)
    copy = (ml / "minifier_launcher.py").read_text()
    assert f"os.environ['TORCH_COMPILE_DEBUG_DIR'] = {str(ml)!r}" in copy
    # its trace and its save_dir (the isolated queries write their inputs there): not the aot run's
    assert f"os.environ['TORCH_TRACE'] = {str(ml / 'trace')!r}" in copy
    assert f"save_dir={str(ml / 'minifier_inputs')!r}" in copy
    res = info["result"]
    assert res["repro"] == str(ml / "repro.py")
    assert "torch.ops.aten.relu.default" in (ml / "repro.py").read_text()
    m = res["minifier"]
    assert m["done"] is True and m["start_nodes"] > m["nodes"] >= 1 and m["queries"] > 0, m
    assert res["checkpoints"] and all(
        c.startswith(str(ml) + "/torch_compile_debug/") for c in res["checkpoints"]
    )
    assert list((ml / "isolate").glob("*.py"))  # the queries ran here, isolated
    assert list((ml / "trace").iterdir())  # and logged their compiles into this run's trace
    # progress from the minifier itself, not from the queries' echoed (">>") output
    out = r.stdout
    assert out.count(f"progress: minifier started with {m['start_nodes']} nodes") == 1
    assert out.count("progress: minifier started with") == 1
    assert "progress: trying " in out and "progress: checkpoint: " in out
    assert out.count("progress: minifier done: minimal repro written") == 1
    assert f"progress: {m['queries']} queries made" in out
    assert "relu = torch.ops.aten.relu.default" in out  # the repro's forward, shown
    print(f"isolated minifier chain took {took:.0f} s")  # speed goals live in bench/, not in tests
    # nothing written to the program's cwd, the parent or the minify-aot run
    assert work_files() == cwd_files
    assert _files(parent) == parent_files
    assert _files(aot) == aot_files

    # 3. the minified repro still fails
    ml_files = _files(ml)
    _run_repro(ml, work, env)
    assert _files(ml) == ml_files and _files(aot) == aot_files and work_files() == cwd_files
