"""Run dirs read where they are now: the README's `pt2tui rerun sample_traces/cpu/recompile_limit
verbose-recompiles` from this checkout, from another checkout in a temp dir, and from the run
dir alone (an error that says what is missing). The samples were recorded under
/home/dev/pt2tui with /home/dev/venv/bin/python: neither exists here."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import REPO, SAMPLES

from pt2tui.runner import portable
from pt2tui.runner.rerun import RerunError, prepare_rerun
from pt2tui.runner.rundir import write_run_json

BIN = Path(sys.executable).with_name("pt2tui")
NAME = "recompile_limit"


@pytest.fixture
def sample() -> Path:
    if not (SAMPLES / NAME / "run.json").is_file():
        pytest.skip(f"sample_traces/cpu/{NAME} has not been recorded")
    return SAMPLES / NAME


def _checkout(tmp: Path, sample: Path) -> Path:
    """Another checkout: the sample and its program, somewhere else."""
    co = tmp / "elsewhere" / "co"
    shutil.copytree(sample, co / "sample_traces" / "cpu" / NAME)
    shutil.copyfile((REPO / "sample_traces" / "scenarios.py").resolve(), co / "sample_traces" / "scenarios.py")
    return co


def _prepared(parent: Path, recipe: str = "verbose-recompiles", **kw):
    rr = prepare_rerun(parent, recipe, **kw)
    try:
        return rr, json.loads((rr.run_dir / "run.json").read_text())
    finally:
        shutil.rmtree(rr.run_dir)  # prepared, never launched


def test_rerun_of_a_sample_in_this_checkout(sample: Path, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    rr, info = _prepared(sample)
    assert rr.cwd == str(REPO)
    assert rr.argv == [sys.executable, str(REPO / "sample_traces" / "scenarios.py"), NAME]
    assert info["program_argv"] == rr.argv and info["cwd"] == str(REPO)
    notes = "\n".join(rr.notes)
    assert f"re-rooted /home/dev/pt2tui -> {REPO} (scenarios.py found there)" in notes
    assert "/home/dev/venv/bin/python does not exist here: using" in notes
    if (REPO / ".git").exists():  # a tracked dir of the repo: the rerun goes to ./pt2tui_runs
        assert rr.run_dir.parent == tmp_path / "pt2tui_runs"
        assert "is part of the git checkout" in notes


def test_rerun_from_another_checkout(sample: Path, tmp_path: Path, monkeypatch) -> None:
    co = _checkout(tmp_path, sample)
    monkeypatch.chdir(tmp_path)
    rr, info = _prepared(co / "sample_traces" / "cpu" / NAME)
    assert rr.cwd == str(co) and rr.argv[1] == str(co / "sample_traces" / "scenarios.py")
    assert rr.run_dir.parent == co / "sample_traces" / "cpu"  # no git here: beside the parent
    assert info["relative"]["cwd"] == "../../.." and info["relative"]["parent"] == f"../{NAME}"
    assert any(f"re-rooted /home/dev/pt2tui -> {co}" in n for n in rr.notes)


def test_the_run_dir_alone_says_what_is_missing(sample: Path, tmp_path: Path, monkeypatch) -> None:
    alone = tmp_path / "alone" / NAME
    shutil.copytree(sample, alone)
    monkeypatch.chdir(tmp_path)
    with pytest.raises(RerunError) as e:
        prepare_rerun(alone, "verbose-recompiles")
    msg = str(e.value)
    assert "/home/dev/pt2tui does not exist here" in msg and "sample_traces/scenarios.py" in msg
    assert not list((tmp_path / "alone").glob("*-verbose-recompiles"))
    # a recipe that runs the parent's launcher, not its program, does not need the program
    with pytest.raises(RerunError, match="no minifier_launcher.py found"):
        prepare_rerun(alone, "minify-launcher")
    exe = [str(BIN)] if BIN.exists() else [sys.executable, "-m", "pt2tui"]
    r = subprocess.run(exe + ["rerun", str(alone), "verbose-recompiles"], capture_output=True,
                       text=True, cwd=tmp_path, timeout=120)  # fmt: skip
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1, r.stderr


def test_the_run_dir_alone_rerun_from_a_checkout(sample: Path, tmp_path: Path, monkeypatch) -> None:
    """The sample copied to a temp dir, rerun from the repo's root: the program is found under
    the working directory; the new run dir goes beside the copy (no git there), not the repo."""
    alone = tmp_path / "alone" / NAME
    shutil.copytree(sample, alone)
    monkeypatch.chdir(REPO)
    rr, info = _prepared(alone)
    assert rr.cwd == str(REPO) and rr.argv[1] == str(REPO / "sample_traces" / "scenarios.py")
    assert rr.run_dir.parent == alone.parent


def test_an_interpreter_without_torch_asks_for_python(sample: Path, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(portable, "has_torch", lambda: False)
    with pytest.raises(RerunError, match="pass --python PATH"):
        prepare_rerun(sample, "again")
    rr, _ = _prepared(sample, "again", python=sys.executable)  # --python: no question
    assert rr.argv[0] == sys.executable


def test_run_json_gets_relative_paths(tmp_path: Path) -> None:
    rd = tmp_path / "runs" / "20261125-000000-x"
    rd.mkdir(parents=True)
    info = {"cwd": str(tmp_path), "parent": str(tmp_path / "runs" / "p"), "argv": ["python", "x.py"]}
    write_run_json(rd, info)
    got = json.loads((rd / "run.json").read_text())["relative"]
    assert got == {"cwd": "../..", "parent": "../p"}


@pytest.mark.slow
def test_readme_rerun_runs_from_another_checkout(sample: Path, tmp_path: Path) -> None:
    co = _checkout(tmp_path, sample)
    exe = [str(BIN)] if BIN.exists() else [sys.executable, "-m", "pt2tui"]
    r = subprocess.run(exe + ["rerun", "sample_traces/cpu/recompile_limit", "again"], cwd=co,
                       capture_output=True, text=True, timeout=600)  # fmt: skip
    assert r.returncode == 0, r.stderr[-2000:]
    assert f"re-rooted /home/dev/pt2tui -> {co}" in r.stdout
    runs = list((co / "sample_traces" / "cpu").glob("*-again"))
    assert len(runs) == 1 and json.loads((runs[0] / "run.json").read_text())["exit_code"] == 0


def test_source_files_found_from_another_checkout(sample: Path, tmp_path: Path, monkeypatch) -> None:
    """`e` and the source links: the trace's /home/dev/pt2tui/... paths re-rooted."""
    from pt2tui.render.views.recompiles import find_source
    from pt2tui.runner.portable import source_map
    from pt2tui.sources.load import load_run

    co = _checkout(tmp_path, sample)
    monkeypatch.chdir(tmp_path)
    for path in (co / "sample_traces" / "cpu" / NAME, co / "sample_traces" / "cpu" / NAME / "trace"):
        run = load_run(str(path))
        f = run.compiles[0].co_filename
        assert f.startswith("/home/dev/pt2tui/")
        assert find_source(f, run) == str(co / "sample_traces" / "scenarios.py")
        assert source_map(run).notes()[0].startswith(f"re-rooted /home/dev/pt2tui -> {co} (")
    assert find_source("/home/dev/pt2tui/nowhere.py", run) is None


def test_lineage_finds_a_moved_parent_by_its_relative_path(tmp_path: Path) -> None:
    from pt2tui.runner.lineage import resolve_parent

    (tmp_path / "a" / "p").mkdir(parents=True)
    (tmp_path / "a" / "p" / "run.json").write_text("{}")
    (tmp_path / "b" / "c").mkdir(parents=True)
    info = {"parent": "/gone/p", "relative": {"parent": "../../a/p"}}
    assert resolve_parent(str(tmp_path / "b" / "c"), info) == str(tmp_path / "a" / "p")


def _git_checkout(root: Path, sample: Path, marker: str) -> Path:
    """A checkout (a .git of its own) holding the sample and a scenarios.py saying ``marker``."""
    shutil.copytree(sample, root / "sample_traces" / "cpu" / NAME)
    src = (REPO / "sample_traces" / "scenarios.py").read_text()
    (root / "sample_traces" / "scenarios.py").write_text(f"# {marker}\n{src}")
    subprocess.run(["git", "init", "-q", str(root)], check=True, timeout=30)
    return root


def test_a_clone_named_pt2tui_and_one_beside_it_rerun_their_own_program(
    sample: Path, tmp_path: Path, monkeypatch
) -> None:
    """`git clone URL` makes a dir named pt2tui, as the one the samples were recorded in
    (/home/dev/pt2tui); a second checkout beside it (pt2tui_clean) holds the same tail
    pt2tui/sample_traces/scenarios.py one level up. Each run dir's own checkout wins."""
    first = _git_checkout(tmp_path / "pt2tui", sample, "first")
    second = _git_checkout(tmp_path / "pt2tui_clean", sample, "second")
    monkeypatch.chdir(tmp_path)
    for co in (first, second):
        rr, info = _prepared(co / "sample_traces" / "cpu" / NAME)
        assert rr.cwd == str(co) and rr.argv[1] == str(co / "sample_traces" / "scenarios.py"), rr.argv
        assert f"re-rooted /home/dev/pt2tui -> {co} (scenarios.py found there)" in rr.notes
    from pt2tui.render.views.recompiles import find_source
    from pt2tui.sources.load import load_run

    run = load_run(str(second / "sample_traces" / "cpu" / NAME))
    assert find_source(run.compiles[0].co_filename, run) == str(second / "sample_traces" / "scenarios.py")
