"""Run dirs copied from another host (issue 46): the lineage detail's command and the summary's
evidence name the recorded paths where they are here (the re-rooting `x` uses: runner/reroot.py)
and say which are the recording host's. On samples recorded on the GPU host (run.json's cwd,
/home/dev/pt2tui, does not exist here)."""

from __future__ import annotations

import json
import os
import shlex
import sys
from pathlib import Path

import pytest

from pt2tui.cli import main
from pt2tui.runner.lineage import LineageNode, lineage
from pt2tui.runner.reroot import Reroot, reroot_text
from pt2tui.tui.screens.lineage_screen import detail_text

REPO = Path(__file__).resolve().parents[1]
ST = REPO / "sample_traces"
PERF_MLP = ST / "gpu-x2-profile" / "20261127-135519-perf_mlp"
BERT = ST / "gpu-h200-kernels" / "bert"
H100 = ST / "gpu-h100" / "20261122-053558-breaks_and_recompiles"
RECORDED = "/home/dev/pt2tui"

pytestmark = pytest.mark.skipif(os.path.isdir(RECORDED), reason="the recording host's paths exist here")


def _need(p: Path) -> None:
    if not p.is_dir():
        pytest.skip(f"{p.name} not recorded")


def _field(text: str, name: str) -> str:
    return next(ln for ln in text.split("\n") if ln.startswith(f"{name}: "))[len(name) + 2 :]


@pytest.mark.parametrize("family", [PERF_MLP, BERT], ids=["perf_mlp", "bert"])
def test_lineage_detail_names_the_command_where_it_is_here(family: Path) -> None:
    _need(family)
    nodes = list(lineage(str(family)).walk())
    assert len(nodes) >= 3  # the program, its reruns (profile, kernel-repro ...)
    for n in nodes:
        text = detail_text(n)
        argv = shlex.split(_field(text, "command"))
        cwd = _field(text, "cwd")
        assert os.path.isdir(cwd), text
        scripts = [a for a in argv[1:] if a.endswith(".py")]
        assert scripts and all(os.path.isfile(os.path.join(cwd, s)) for s in scripts), text  # found here
        assert not any(ln.startswith(("command: ", "cwd: ", "result: ")) and RECORDED in ln
                       for ln in text.split("\n")), text  # fmt: skip
        paths = _field(text, "paths")
        assert paths.startswith("recorded on host vm: ") and " is " in paths and " here" in paths, paths
        # the interpreter is another machine's: kept as recorded, and said to be
        assert argv[0] == "/home/dev/venv/bin/python3" and "not here: /home/dev/venv/bin/python3" in paths


def test_a_rerun_tools_script_in_its_moved_run_dir() -> None:
    """kernel-repro ran a script it wrote in its run dir (named after the run dir it had then):
    the command names it in the run dir as it is now."""
    d = ST / "gpu-h200-kernels" / "bert-kernel-repro"
    _need(d)
    text = detail_text(LineageNode(str(d), json.loads((d / "run.json").read_text())))
    script = shlex.split(_field(text, "command"))[1]
    assert script == str(d.resolve() / "kernel_repro" / "kernel_repro.py") and os.path.isfile(script)
    assert "/home/dev/pt2tui_runs/20261128-163523-bert-kernel-repro is " in _field(text, "paths")


def test_a_run_recorded_here_shows_its_command_as_recorded(tmp_path: Path) -> None:
    (tmp_path / "train.py").write_text("print(1)\n")
    info = {"argv": [sys.executable, str(tmp_path / "train.py")], "cwd": str(tmp_path), "status": "exited (0)"}
    text = detail_text(LineageNode(str(tmp_path / "run"), info))
    assert _field(text, "command") == f"{sys.executable} {tmp_path / 'train.py'}"
    assert "\npaths: " not in text and "\ncwd: " not in text


def test_summary_evidence_names_the_source_here_and_says_so(capsys, monkeypatch) -> None:
    _need(H100)
    monkeypatch.setenv("COLUMNS", "300")
    monkeypatch.chdir(REPO)
    assert main(["summary", str(H100)]) == 0
    out = capsys.readouterr().out
    ev = out.split("\nEvidence:\n", 1)[1].split("\nNext:", 1)[0]
    here = "./sample_traces/gpu_programs/breaks_and_recompiles.py"  # (under the working directory)
    assert f"Recompiling function forward in {here}:11" in ev and os.path.isfile(here)
    assert ev.count(RECORDED) == 1  # only the note, last, names the recorded prefix
    assert ev.endswith(f"(recorded on host vm: {RECORDED} is the working directory here)")
    assert main(["summary", "--json", str(H100)]) == 0  # the data keeps what was recorded
    js = json.loads(capsys.readouterr().out)["verdict"]
    assert any(RECORDED + "/sample_traces" in e["text"] for e in js["evidence"]) and "paths_note" not in js


def test_summary_marks_paths_it_cannot_find_as_the_recording_hosts(capsys, monkeypatch, tmp_path) -> None:
    """Out of the checkout (the working directory elsewhere): a library path of the recording
    host is not re-rooted, and the note says whose it is."""
    d = ST / "cpu" / "hf_seq_recompile"
    _need(d)
    monkeypatch.setenv("COLUMNS", "300")
    monkeypatch.chdir(tmp_path)
    assert main(["summary", str(d)]) == 0
    ev = capsys.readouterr().out.split("\nEvidence:\n", 1)[1].split("\nNext:", 1)[0]
    assert "/home/dev/venv/lib/python3.11/site-packages/transformers/utils/generic.py:1112" in ev
    assert ev.endswith("(recorded on host dev: its absolute paths are the recording host's)")


def test_reroot_text_matches_whole_path_parts() -> None:
    roots = [Reroot("/home/dev/proj", "/here/proj"), Reroot("/home/dev/proj", "/elsewhere")]
    text = "at /home/dev/proj/a.py:3, in /home/dev/proj_runs/x, /home/dev/proj.py and /home/dev/proj."
    assert reroot_text(text, roots) == (
        "at /here/proj/a.py:3, in /home/dev/proj_runs/x, /home/dev/proj.py and /here/proj.")


def test_a_torchrun_job_from_the_gpu_host(capsys, monkeypatch) -> None:
    """gpu-x2-verdicts/collectives_regrouped: `torchrun ... sample_traces/gpu_programs/...py`
    run in /home/dev/pt2tui: the lineage says the cwd where it is here (the script is relative
    to it); the summary's Ranks line and evidence name the rank's break where it is here."""
    d = ST / "gpu-x2-verdicts" / "collectives_regrouped"
    _need(d)
    text = detail_text(LineageNode(str(d), json.loads((d / "run.json").read_text())))
    argv, cwd = shlex.split(_field(text, "command")), _field(text, "cwd")
    assert argv[:2] == ["torchrun", "--nproc-per-node=2"] and os.path.isfile(os.path.join(cwd, argv[2]))
    assert _field(text, "paths") == f"recorded on host vm: {RECORDED} is {cwd} here"
    monkeypatch.setenv("COLUMNS", "300")
    monkeypatch.chdir(REPO)
    assert main(["summary", str(d)]) == 0
    out = capsys.readouterr().out
    ranks = out.split("\nRanks\n", 1)[1].split("\n\n", 1)[0]
    assert "@ ./sample_traces/gpu_programs/collectives_regrouped.py:25 only on rank 1" in ranks
    assert "rank 1 broke the graph at ./sample_traces/gpu_programs/collectives_regrouped.py:25" in out
