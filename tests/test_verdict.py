"""The verdict block that ends the text summary (and `run --no-tui`, `rerun`): what went wrong,
the evidence, and the next command, read as a user reads it: `pt2tui summary` piped (no tty,
80 columns) on real recorded runs."""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

from pt2tui.render.verdict import shell_lines

REPO = Path(__file__).resolve().parents[1]
SAMPLES = REPO / "sample_traces" / "cpu"
GPU_SAMPLES = REPO / "sample_traces" / "gpu-h100"
BIN = Path(sys.executable).with_name("pt2tui")
EXE = [str(BIN)] if BIN.exists() else [sys.executable, "-m", "pt2tui"]


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}
    env["COLUMNS"] = "80"  # what a pipe gets anyway; explicit for CI
    env.pop("FORCE_COLOR", None)
    env["PYTHONPATH"] = str(REPO)
    return env


def pt2tui(*args: str, cwd: Path = REPO) -> subprocess.CompletedProcess:
    return subprocess.run(
        EXE + list(args), capture_output=True, text=True, timeout=120, cwd=cwd, env=_env()
    )


def verdict_block(out: str) -> list[str]:
    lines = out.splitlines()
    start = next(i for i, ln in enumerate(lines) if ln.startswith("Verdict: "))
    return lines[start:]


def commands(block: list[str]) -> list[str]:
    """The commands of a verdict block, continuation lines joined (as a shell reads them)."""
    if "Next:" not in block:
        return []
    out: list[str] = []
    cont = False
    for ln in block[block.index("Next:") + 1 :]:
        if not ln.startswith("  "):
            break  # "Also found", the closing line of `run`
        s = ln.strip()
        if cont:
            out[-1] += " " + s.removesuffix("\\").rstrip()
        elif not s.startswith("#"):
            out.append(s.removesuffix("\\").rstrip())
        cont = ln.endswith(" \\")
    return out


def check_pasteable(block: list[str], width: int = 80) -> None:
    """Commands whole: no line over the width unless it is one shell word, a continuation
    ends the line exactly, comments never wrap onto a line of their own."""
    nxt = block.index("Next:") if "Next:" in block else len(block)
    for ln in block[nxt + 1 :]:
        assert not ln.endswith("\\ "), repr(ln)
        if len(ln) > width:
            words = ln.strip().removesuffix("\\").split()
            assert len(words) == 1, f"a command line over {width} columns: {ln!r}"
        if ln.startswith("  ") and not ln.startswith(("  #", "    ")):
            assert ln.strip().split()[0] in ("pt2tui", "export", "python") or "=" in ln.split()[0]


# ---------------------------------------------------------------------------------------------
# the samples: one per failure category


def test_recompile_storm_says_recompilation_the_limit_and_the_rerun() -> None:
    r = pt2tui("summary", "sample_traces/cpu/recompile_limit")
    assert r.returncode == 0, r.stderr
    block = verdict_block(r.stdout)
    js = json.loads(pt2tui("summary", "sample_traces/cpu/recompile_limit", "--json").stdout)
    assert block[0] == "Verdict: recompilation"
    assert block[1] == js["first_signature"]["summary"] == js["verdict"]["summary"]
    # a problem's weighed note (what the recompiles were) before its evidence
    assert js["verdict"]["note"].startswith("8 recompiles of 1 frame")
    ev = block.index("Evidence:")
    assert block[2].startswith("8 recompiles of 1 frame")
    assert block[ev + 1] == "  compile [0/8] compilation_metrics"
    assert block[ev + 2] == "    Unsupported: Dynamo recompile limit exceeded"
    assert "  stderr.txt:27" in block
    assert "Also found" not in r.stdout  # the limit is not also a graph break
    assert commands(block) == ["pt2tui rerun sample_traces/cpu/recompile_limit verbose-recompiles"]
    assert "  # Why it recompiles (verbose-recompiles)" in block
    check_pasteable(block)
    # the compile that hit the limit has no co_name in its metrics: the frame's other compiles
    row = next(ln for ln in r.stdout.splitlines() if ln.startswith("│ [0/8]"))
    assert "failed" in row and "step" in row, row
    c08 = next(c for c in js["compiles"] if c["id"] == "[0/8]")
    assert (c08["co_name"], c08["co_firstlineno"]) == ("step", 432)
    assert c08["co_filename"].endswith("sample_traces/scenarios.py")


def test_graph_break_under_fullgraph() -> None:
    r = pt2tui("summary", "sample_traces/cpu/fullgraph_break")
    block = verdict_block(r.stdout)
    assert block[:2] == [
        "Verdict: graph_break",
        "Dynamo broke the graph (or refused to, under fullgraph=True)",
    ]
    assert block[3:5] == [
        "  stderr.txt:16",
        "    torch._dynamo.exc.Unsupported: Failed to trace builtin operator",
    ]
    assert "  compile [0/0] compilation_metrics" in block
    assert commands(block) == ["pt2tui rerun sample_traces/cpu/fullgraph_break verbose-dynamo"]
    check_pasteable(block)


def test_interrupted_through_the_tui_is_not_a_failure() -> None:
    """Recorded by recording/record_interrupted.py: Ctrl-C pressed in the TUI (tmux)."""
    d = SAMPLES / "interrupted_by_user"
    info = json.loads((d / "run.json").read_text())
    assert info["interrupted_by_user"] is True and info["signal"] == "SIGINT"
    assert "KeyboardInterrupt" in (d / "output.log").read_text()
    r = pt2tui("summary", "sample_traces/cpu/interrupted_by_user")
    assert "failures 0" in r.stdout
    assert "KeyboardInterrupt" not in r.stdout
    block = verdict_block(r.stdout)
    assert block[:2] == [
        "Verdict: interrupted",
        "the run was interrupted by the user (pt2tui sent the signal): nothing failed",
    ]
    assert block[3:5] == [
        "  run.json",
        "    stopped by the user: pt2tui sent SIGINT; the program ended with SIGINT",
    ]
    assert commands(block) == ["pt2tui rerun sample_traces/cpu/interrupted_by_user again"]
    # seen before the interrupt: still shown, with what it weighs (the restart it cost)
    assert block[-1] == "Also found: graph_break (cost, 0.2 s)"
    js = json.loads(pt2tui("summary", str(d), "--json").stdout)
    assert js["counts"]["failures"] == 0 and js["failures"] == []
    assert js["first_signature"]["category"] == "interrupted" and js["first_signature"]["next"] == ["again"]
    assert [(t["category"], t["stopped"]) for t in js["verdict"]["findings"]] == [
        ("interrupted", True),
        ("graph_break", False),
    ]
    assert js["verdict"]["interrupted"] is True
    assert js["verdict"]["commands"][0]["command"] == f"pt2tui rerun {d} again"


def test_keyboard_interrupt_read_from_the_traceback(tmp_path: Path) -> None:
    """The same run, but run.json does not say pt2tui sent the signal (nor which signals it
    sent): the run ended in KeyboardInterrupt with no failure before it, so it was interrupted,
    read from the traceback; nothing failed."""
    d = tmp_path / "run"
    shutil.copytree(SAMPLES / "interrupted_by_user", d)
    info = json.loads((d / "run.json").read_text())
    for k in ("interrupted_by_user", "interrupt_signal", "signals_sent"):
        info.pop(k)
    (d / "run.json").write_text(json.dumps(info))
    js = json.loads(pt2tui("summary", str(d), "--json").stdout)
    assert js["counts"]["failures"] == 0
    assert js["verdict"]["category"] == "interrupted"
    assert "ended in KeyboardInterrupt" in js["verdict"]["evidence"][0]["text"]
    r = pt2tui("summary", str(d))
    assert "Verdict: interrupted" in r.stdout and "failures 0" in r.stdout, (r.returncode, r.stderr)


def test_every_category_has_a_verdict_and_a_command() -> None:
    """Every real run we have (CPU samples, H100 captures): the sentence, and at least one
    pasteable command unless nothing is wrong."""
    seen: set[str] = set()
    runs = [p for p in sorted(SAMPLES.iterdir()) if (p / "run.json").is_file()]  # not diff_runs/
    runs += sorted((SAMPLES / "aoti_reruns").glob("*-aoti_[bm]*"))  # its two parents (run dirs)
    runs += [p for p in sorted(GPU_SAMPLES.glob("2*")) if p.is_dir()]
    for p in runs:
        r = pt2tui("summary", str(p.relative_to(REPO)), "--json")
        doc = json.loads(r.stdout)
        v = doc["verdict"]
        seen.add(v["category"])
        # no rerun fits an AOTI package given inputs it was not compiled for: the fix is the export
        if v["category"] != "healthy" and doc["first_signature"].get("kind") != "input_mismatch":
            assert v["commands"], p
            rel = str(p.relative_to(REPO))
            # a rerun of this run, or its graphs side by side (ranks that part: pt2tui diff)
            assert all(c["command"].startswith((f"pt2tui rerun {rel} ", f"pt2tui diff '{rel}:"))
                       for c in v["commands"])  # fmt: skip
    assert seen >= {
        "graph_break", "backend_compiler_failed", "recompilation", "accuracy", "runtime_crash",
        "triton_kernel", "nan", "other", "interrupted", "healthy",
    }  # fmt: skip


# ---------------------------------------------------------------------------------------------
# no program to rerun: the environment instead


def test_bare_trace_gives_the_environment_and_the_script() -> None:
    r = pt2tui("summary", "sample_traces/cpu/recompile_limit/trace")
    block = verdict_block(r.stdout)
    assert "  # add the script's arguments (the trace does not record them)" in block
    assert commands(block) == [
        "TORCH_LOGS=recompiles_verbose,guards python /home/dev/pt2tui/sample_traces/scenarios.py"
    ]
    check_pasteable(block)


def test_log_without_stacks_gives_the_variables_alone() -> None:
    r = pt2tui("summary", "sample_traces/cpu/runtime_error/stderr.txt")
    block = verdict_block(r.stdout)
    cmds = commands(block)
    assert "export TORCHDYNAMO_REPRO_AFTER=dynamo TORCHDYNAMO_REPRO_LEVEL=2" in cmds
    assert "export TORCH_COMPILE_DISABLE=1" in cmds
    check_pasteable(block)


def test_long_run_dir_at_80_columns_wraps_between_words(tmp_path: Path) -> None:
    long = tmp_path / ("pt2tui_runs_" + "x" * 30) / "20261124-044700-until_interrupted_long_name"
    shutil.copytree(SAMPLES / "fullgraph_break", long)
    r = pt2tui("summary", str(long))
    block = verdict_block(r.stdout)
    check_pasteable(block)
    assert commands(block) == [f"pt2tui rerun {long} verbose-dynamo"]
    assert any(ln.endswith(" \\") for ln in block)  # it did not fit: continued, not cut
    # pasted into a shell, the lines are that one command
    nxt = block.index("Next:")
    text = "\n".join(ln for ln in block[nxt + 1 :] if not ln.lstrip().startswith("#"))
    assert shlex.split(text.replace("\\\n", " ")) == ["pt2tui", "rerun", str(long), "verbose-dynamo"]


def test_shell_lines() -> None:
    cmd = "TORCH_LOGS=recompiles_verbose,guards python /a/very/long/path/" + "p" * 80 + ".py --x 1"
    lines = shell_lines(cmd, 40)
    assert lines[0] == "TORCH_LOGS=recompiles_verbose,guards \\"
    assert lines[1].startswith("    python \\") or lines[1] == "    python \\"
    assert all(len(ln) <= 40 or len(ln.split()) <= 2 for ln in lines)
    assert " ".join(ln.strip().removesuffix("\\").strip() for ln in lines) == cmd
    assert shell_lines("pt2tui rerun a b", 80) == ["pt2tui rerun a b"]
    # quoted words stay whole
    assert "    'a b c' \\" in shell_lines("pt2tui rerun 'a b c' eager", 12)


# ---------------------------------------------------------------------------------------------
# `pt2tui run --no-tui`: Ctrl-C (SIGINT to pt2tui) vs a signal from elsewhere (no torch: fast)

WAITS = "import time; print('ready', flush=True); time.sleep(60)"


def _run_no_tui(tmp_path: Path, code: str, interrupt: int | None) -> subprocess.CompletedProcess:
    argv = EXE + ["run", "--no-tui", "--no-debug-dir", "--runs-dir", str(tmp_path / "runs"),
                  "--name", "prog", "--", sys.executable, "-c", code]  # fmt: skip
    p = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         env=_env(), cwd=tmp_path)  # fmt: skip
    out: list[str] = []
    if interrupt is not None:
        assert p.stdout is not None
        end = time.monotonic() + 60
        while time.monotonic() < end:
            line = p.stdout.readline()
            out.append(line)
            if line.strip() == "ready":
                break
        p.send_signal(interrupt)
    o, e = p.communicate(timeout=60)
    return subprocess.CompletedProcess(argv, p.returncode, "".join(out) + o, e)


def test_run_no_tui_ctrl_c_is_interrupted(tmp_path: Path) -> None:
    r = _run_no_tui(tmp_path, WAITS, signal.SIGINT)
    assert r.returncode == 130, r.stderr
    run_dir = next((tmp_path / "runs").iterdir())
    info = json.loads((run_dir / "run.json").read_text())
    assert info["interrupted_by_user"] is True and info["interrupt_signal"] == "SIGINT"
    lines = r.stdout.splitlines()
    assert "failures 0" in r.stdout
    block = verdict_block(r.stdout)
    assert block[0] == "Verdict: interrupted"
    assert commands(block) == [f"pt2tui rerun {run_dir} again"]
    assert lines[-1] == f"pt2tui: program interrupted (killed by SIGINT); run dir {run_dir}"


def test_run_no_tui_sigterm_to_pt2tui_is_not_the_user(tmp_path: Path) -> None:
    """A SIGTERM to pt2tui (a timeout, a scheduler) stops the program too (SIGTERM), but it is
    not the user's Ctrl-C: the run is not "interrupted" but "stopped" from outside (#30)."""
    r = _run_no_tui(tmp_path, WAITS, signal.SIGTERM)
    run_dir = next((tmp_path / "runs").iterdir())
    info = json.loads((run_dir / "run.json").read_text())
    assert info["signals_sent"] == ["SIGTERM"] and "interrupted_by_user" not in info
    assert info["stopped_by"] == "SIGTERM to pt2tui"
    assert "Verdict: interrupted" not in r.stdout and "Verdict: stopped" in r.stdout, r.stdout
    assert "stopped from outside (a time limit?)" in r.stdout and "failures 0" in r.stdout


def test_run_no_tui_killed_by_itself_is_not_interrupted(tmp_path: Path) -> None:
    code = "import os, signal; os.kill(os.getpid(), signal.SIGTERM)"
    r = _run_no_tui(tmp_path, code, None)
    assert r.returncode == 128 + signal.SIGTERM
    assert "Verdict: other" in r.stdout and "killed by SIGTERM" in r.stdout
    assert re.search(r"failures 1\b", r.stdout)
    run_dir = next((tmp_path / "runs").iterdir())
    assert f"pt2tui rerun {run_dir} eager" in commands(verdict_block(r.stdout))
