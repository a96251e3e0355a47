"""runner/reroot.py: recorded paths found here (pure logic: the file system is a set of paths).

The recorded paths are those baked in the samples (recorded under /home/dev/pt2tui)."""

from __future__ import annotations

import json
from pathlib import Path

from conftest import REPO

from pt2tui.runner.reroot import PathMap, Reroot, ancestors, common_dir, locate_program, tail_reroot

FILES = {
    "/co/proj/sample_traces/scenarios.py",
    "/co/proj/sample_traces/cpu/recompile_limit/run.json",
    "/co/proj/lib/util.py",
    "/co/proj/runs/20261122-040844-train/run.json",
    "/co/proj/train.py",
}
DIRS = {"/co", "/co/proj", "/co/proj/sample_traces", "/co/proj/sample_traces/cpu",
        "/co/proj/sample_traces/cpu/recompile_limit", "/co/proj/lib", "/co/proj/runs",
        "/co/proj/runs/20261122-040844-train", "/co/proj/data"}  # fmt: skip


def exists(p: str) -> bool:
    return p in FILES or p in DIRS


def is_dir(p: str) -> bool:
    return p in DIRS


def test_apply_is_by_whole_components() -> None:
    r = Reroot("/home/dev/pt2tui", "/co/proj")
    assert r.apply("/home/dev/pt2tui/sample_traces/scenarios.py") == "/co/proj/sample_traces/scenarios.py"
    assert r.apply("/home/dev/pt2tui") == "/co/proj"
    assert r.apply("/home/dev/pt2tui2/x.py") is None


def test_longest_tail_gives_the_root() -> None:
    bases = ancestors("/co/proj/sample_traces/cpu/recompile_limit")
    assert bases[:2] == ["/co/proj/sample_traces/cpu/recompile_limit", "/co/proj/sample_traces/cpu"]
    r = tail_reroot("/home/dev/pt2tui/sample_traces/scenarios.py", bases, exists)
    assert r is not None and (r.old, r.new) == ("/home/dev/pt2tui", "/co/proj")
    assert tail_reroot("/home/dev/pt2tui/nowhere.py", bases, exists) is None
    # a tail that must keep the common prefix's rest: only scenarios.py itself would be too short
    assert tail_reroot("/x/sample_traces/scenarios.py", bases, exists, min_tail=2).old == "/x"


def test_common_dir() -> None:
    assert common_dir(["/home/dev/pt2tui/a/x.py", "/home/dev/pt2tui/b.py"]) == "/home/dev/pt2tui"
    assert common_dir(["/a/x.py", "/b/y.py"]) is None
    assert common_dir(["rel.py"]) is None


def test_pathmap_finds_existing_first() -> None:
    pm = PathMap().with_root(Reroot("/home/dev/pt2tui", "/co/proj"))
    assert pm.find("/co/proj/train.py", exists) == "/co/proj/train.py"
    assert pm.find("/home/dev/pt2tui/lib/util.py", exists) == "/co/proj/lib/util.py"
    assert pm.find("/home/dev/pt2tui/gone.py", exists) is None
    assert pm.notes() == ["re-rooted /home/dev/pt2tui -> /co/proj"]
    assert pm.with_root(None) is pm and pm.with_root(Reroot("/a", "/a")) is pm


def test_sample_program_found_from_the_checkout() -> None:
    """The README's `pt2tui rerun sample_traces/cpu/recompile_limit ...`: argv and cwd as its
    run.json has them (absolutized against the recorded cwd)."""
    info = json.loads((REPO / "sample_traces/cpu/recompile_limit/run.json").read_text())
    cwd = info["cwd"]
    argv = [info["argv"][0], f"{cwd}/{info['argv'][1]}", *info["argv"][2:]]
    loc = locate_program("/co/proj/sample_traces/cpu/recompile_limit", argv, cwd, {}, exists, is_dir)
    assert loc.cwd == "/co/proj" and not loc.missing
    assert loc.argv == (info["argv"][0], "/co/proj/sample_traces/scenarios.py", "recompile_limit")
    assert loc.notes() == ["re-rooted /home/dev/pt2tui -> /co/proj (scenarios.py found there)"]
    # the run dir alone, moved out of any checkout: the cwd and script are missing, and said so
    loc = locate_program("/elsewhere/x/recompile_limit", argv, cwd, {}, exists, is_dir)
    assert loc.cwd is None and loc.missing == (cwd, f"{cwd}/sample_traces/scenarios.py")


def test_relative_cwd_written_by_pt2tui_wins() -> None:
    loc = locate_program("/co/proj/runs/20261122-040844-train", ["/venv/bin/python", "/old/p/train.py"],
                         "/old/p/data", {"cwd": "../../data"}, exists, is_dir)  # fmt: skip
    assert loc.cwd == "/co/proj/data"
    # the script is not under the cwd: found by its tail
    assert loc.argv[1] == "/co/proj/train.py" and not loc.missing


def test_existing_paths_are_left_alone() -> None:
    loc = locate_program("/co/proj/runs/20261122-040844-train", ["py", "/co/proj/train.py"], "/co/proj",
                         {}, exists, is_dir)  # fmt: skip
    assert loc.cwd == "/co/proj" and loc.argv == ("py", "/co/proj/train.py") and not loc.paths.roots


def test_real_files(tmp_path: Path) -> None:
    """The same on disk: a checkout in a temp dir."""
    import os

    (tmp_path / "proj/sample_traces/cpu/s").mkdir(parents=True)
    (tmp_path / "proj/sample_traces/scenarios.py").write_text("")
    run_dir = str(tmp_path / "proj/sample_traces/cpu/s")
    loc = locate_program(run_dir, ["python", "/home/dev/pt2tui/sample_traces/scenarios.py"],
                         "/home/dev/pt2tui", {}, os.path.exists, os.path.isdir)  # fmt: skip
    assert loc.cwd == str(tmp_path / "proj")
