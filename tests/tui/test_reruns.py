"""One-key reruns from the TUI (Pilot): the triage banner, the recipe menus, the confirm
dialog with the exact command, the rerun screen (progress, output, result, compare with the
parent), cancel, and the plain refusal without a run.json.

Parent runs are made once per session with `pt2tui run --no-tui` (shared by the xdist workers
through a file lock); the quick ones are fake run dirs whose program needs no torch.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from conftest import SAMPLES, sample, screen_text, wait_for, wait_idle
from filelock import FileLock
from rerun_helpers import FAST_INDUCTOR

from pt2tui.core.reruns.recipes import RECIPES
from pt2tui.tui.app import PT2App
from pt2tui.tui.reruns import MINIFY_FLAVOURS, RecipeMenu, RerunConfirm, RerunScreen

BIN = Path(sys.executable).with_name("pt2tui")
PY = sys.executable

# fails (exit 3) only when torch.compile really compiled something: the eager recipe passes
COMPILED_FAILS = """
    import sys, torch
    from torch._dynamo.utils import counters
    @torch.compile(backend="eager")
    def f(x):
        return x.sin() + 1
    f(torch.randn(3))
    graphs = counters["stats"]["unique_graphs"]
    print("graphs compiled:", graphs, flush=True)
    sys.exit(3 if graphs else 0)
"""
NAN_PROG = """
    import torch
    @torch.compile
    def f(x):
        return (x - 1).log().exp() * 3
    out = f(torch.rand(64))
    print("nan count:", int(out.isnan().sum()))
"""


class Parents:
    def __init__(self, root: Path) -> None:
        self.root = root

    def get(self, name: str, body: str) -> Path:
        """The run dir of `pt2tui run --no-tui name.py` (made once per session)."""
        work = self.root / name
        done = work / "RUN_DIR"
        with FileLock(str(self.root / f"{name}.lock")):
            if not done.exists():
                work.mkdir(parents=True, exist_ok=True)
                (work / f"{name}.py").write_text(textwrap.dedent(body))
                env = {
                    k: v for k, v in os.environ.items() if not k.startswith(("TORCH", "PYTORCH"))
                }
                env.update(FAST_INDUCTOR)
                env["TORCHINDUCTOR_CACHE_DIR"] = str(self.root / "cache")
                exe = [str(BIN)] if BIN.exists() else [PY, "-m", "pt2tui"]
                r = subprocess.run(exe + ["run", "--no-tui", f"{name}.py"], cwd=work, env=env,
                                   capture_output=True, text=True, timeout=300)  # fmt: skip
                first = r.stdout.splitlines()[0]
                assert first.startswith("pt2tui: run dir "), r.stderr[-2000:]
                done.write_text(str((work / first[len("pt2tui: run dir ") :]).resolve()))
        return Path(done.read_text())


@pytest.fixture(scope="session")
def parents(session_dir) -> Parents:
    return Parents(session_dir("tui_rerun_parents"))  # shared by xdist workers


@pytest.fixture
def private_cache(tmp_path, monkeypatch) -> Path:
    """Reruns inherit the environment: their own Inductor cache, so code is generated."""
    for k in list(os.environ):
        if k.startswith(("TORCH", "PYTORCH")):
            monkeypatch.delenv(k)
    for k, v in FAST_INDUCTOR.items():
        monkeypatch.setenv(k, v)
    monkeypatch.setenv("TORCHINDUCTOR_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def fake_parent(tmp: Path, body: str, output: str = "") -> Path:
    """A run dir as `pt2tui run` leaves it, for a program that needs no torch."""
    work = tmp / "work"
    work.mkdir()
    (work / "prog.py").write_text(textwrap.dedent(body))
    rd = tmp / "runs" / "20260101-000000-prog"
    (rd / "trace").mkdir(parents=True)
    info = {"pt2tui_run": 1, "argv": [PY, "prog.py"], "cwd": str(work),
            "env": {"TORCH_LOGS": "graph_breaks,recompiles,guards", "TORCH_TRACE": str(rd / "trace")},
            "exit_code": 1, "signal": None, "status": "exited (1)"}  # fmt: skip
    (rd / "run.json").write_text(json.dumps(info))
    (rd / "output.log").write_text(output)
    return rd


FAILING_OUTPUT = (
    "E 00:00:00.000000|Traceback (most recent call last):\n"
    'E 00:00:00.000000|  File "prog.py", line 1, in <module>\n'
    "E 00:00:00.000000|ValueError: boom\n"
)


def text(app) -> str:
    return "\n".join(screen_text(app))


def notes_of(app) -> list[str]:
    """Every toast's text (app.say's, and those posted as Notify: the rerun screen's signals)."""
    from textual.notifications import Notify

    notes: list[str] = []
    post = app.post_message

    def posted(message):
        if isinstance(message, Notify):
            notes.append(message.notification.message)
        return post(message)

    app.post_message = posted  # type: ignore[method-assign]
    return notes


async def start_from_menu(app, pilot, recipe: str) -> None:
    await pilot.press("R")
    await wait_for(pilot, lambda: isinstance(app.screen, RecipeMenu), what="the menu")
    ol = app.screen.query_one("OptionList")
    ol.highlighted = ol.get_option_index(recipe)
    await pilot.press("enter")
    await wait_for(pilot, lambda: isinstance(app.screen, RerunConfirm), what="the confirm dialog")


# ------------------------------------------------------------------------------------------


async def test_banner_and_menus_list_every_recipe():
    app = PT2App(sample("compile_error"))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_idle(app, pilot)
        banner = text(app).split("\n")[1]
        assert "backend_compiler_failed" in banner and "x minify-aot" in banner, banner
        assert "x Rerun" in text(app)  # and in the footer
        await pilot.press("R")
        await wait_for(pilot, lambda: isinstance(app.screen, RecipeMenu), what="the menu")
        ol = app.screen.query_one("OptionList")
        ids = [ol.get_option_at_index(i).id for i in range(ol.option_count)]
        assert ids == [r.name for r in RECIPES]
        assert ol.get_option_at_index(ol.highlighted).id == "minify-aot"  # what triage says
        assert "needs a minifier_launcher.py" in text(app)  # no launcher in this run yet
        for i, r in enumerate(RECIPES):  # every recipe is offered (the list scrolls)
            ol.highlighted = i
            ol.scroll_to(y=max(0, i - 3), animate=False, immediate=True)
            await pilot.pause()
            assert r.name in text(app), r.name
        # greyed out with the reason: CUDA recipes on a CPU build, AOTI ones without AOTI compiles
        for i, r in enumerate(RECIPES):
            opt = ol.get_option_at_index(i)
            assert opt.disabled == (r.name in ("cuda-sync", "no-cudagraphs", "debug-sync",
                                               "minify-launcher", "minify-launcher-no-isolate",
                                               "run-repro") or r.name.startswith("aoti-")), r.name  # fmt: skip
        assert "✗ CUDA only: torch 2.13.0+cpu is a CPU build" in str(ol.get_option(
            "cuda-sync").prompt)  # fmt: skip
        ol.highlighted = 0
        await pilot.pause()
        await pilot.press("down")
        assert "TORCHDYNAMO_REPRO_LEVEL=4" in text(app)  # the highlighted one's description
        await pilot.press("escape")
        await pilot.press("m")  # the minifier flavours, defaulting to what triage suggests
        await wait_for(pilot, lambda: isinstance(app.screen, RecipeMenu), what="the menu")
        ol = app.screen.query_one("OptionList")
        ids = [ol.get_option_at_index(i).id for i in range(ol.option_count)]
        assert ids == list(MINIFY_FLAVOURS)
        assert ol.get_option_at_index(ol.highlighted).id == "minify-aot"
        await pilot.press("escape")
    app = PT2App(sample("accuracy_error"))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_idle(app, pilot)
        await pilot.press("m")
        await wait_for(pilot, lambda: isinstance(app.screen, RecipeMenu), what="the menu")
        ol = app.screen.query_one("OptionList")
        assert ol.get_option_at_index(ol.highlighted).id == "minify-aot-accuracy"


async def test_no_run_json_says_so_plainly(tmp_path):
    d = tmp_path / "just_a_trace"
    shutil.copytree(SAMPLES / "breaks_and_recompiles" / "trace", d)
    app = PT2App(str(d))
    notes = notes_of(app)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_idle(app, pilot)
        for key in ("x", "m", "A", "R"):
            notes.clear()
            await pilot.press(key)
            await pilot.pause()
            assert app.screen is app.screen_stack[0], key
            assert notes and "reruns need a run dir made by `pt2tui run`" in notes[-1], (key, notes)
    assert not app.jobs


async def test_confirm_shows_the_command_and_env_and_escape_removes_the_dir(tmp_path):
    rd = fake_parent(tmp_path, "print('ran')\n", FAILING_OUTPUT)
    app = PT2App(str(rd))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_idle(app, pilot)
        assert "x eager" in text(app).split("\n")[1]  # triage "other" suggests eager
        await pilot.press("x")
        await wait_for(pilot, lambda: isinstance(app.screen, RerunConfirm), what="confirm")
        job = app.jobs[-1]
        shown = text(app)
        work = tmp_path / "work"
        assert f"cd {work} && TORCH_COMPILE_DISABLE=1" in shown
        assert "TORCH_COMPILE_DISABLE=1   (recipe)" in shown
        doc = "\n".join(app.screen.query_one("#confirm-view").doc.plain)  # all of it, unwrapped
        assert f"TORCH_TRACE={job.rr.run_dir}/trace   (pt2tui)" in doc
        assert f"TORCH_COMPILE_DEBUG_DIR={job.rr.run_dir}   (pt2tui)" in doc
        assert f"New run dir\n{job.rr.run_dir}" in doc and not job.rr.run_dir.exists()  # made on enter
        import shlex

        cmd = doc.split("Command (runs in the cwd below)\n", 1)[1].split("\nWorking directory", 1)[0]
        assert shlex.split(cmd.replace(" \\\n", " ")) == shlex.split(job.rr.shell_command())  # cut between words
        assert all(len(ln) <= 120 or " " not in ln.removesuffix(" \\").strip() for ln in cmd.split("\n")), cmd
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is app.screen_stack[0]
        assert not job.rr.run_dir.exists() and not app.jobs  # nothing ran
        assert job.sink.total == 0


async def test_cancel_escalates_on_a_long_rerun(tmp_path):
    rd = fake_parent(tmp_path, """
        import signal, time
        signal.signal(signal.SIGINT, signal.SIG_IGN)   # stubborn: needs SIGTERM
        print("started", flush=True)
        time.sleep(120)
    """, FAILING_OUTPUT)  # fmt: skip
    app = PT2App(str(rd))
    notes = notes_of(app)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_idle(app, pilot)
        await start_from_menu(app, pilot, "eager")
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, RerunScreen), what="rerun screen")
        job = app.jobs[-1]
        await wait_for(pilot, lambda: job.sink.total >= 1, what="started")
        assert "running" in text(app) and "Stop the rerun" in text(app)
        assert "ctrl+c: SIGINT" in text(app)  # what ctrl+c will do
        await pilot.press("right_square_bracket")  # ] / [ switch tabs here too
        await wait_for(pilot, lambda: "started" in text(app), what="output shown")
        await pilot.press("left_square_bracket", "left_square_bracket")
        assert app.screen.query_one("#rr-tabs").active == "rr-repro"
        await pilot.press("2")  # its output
        await pilot.press("ctrl+c")
        assert any(n.startswith("sent SIGINT to the rerun") and "SIGTERM" in n for n in notes), (
            notes
        )
        await pilot.pause(0.5)
        assert job.running
        assert "ctrl+c: SIGTERM" in text(app)
        await pilot.press("escape")  # escape never cancels: back to the explorer
        await pilot.pause(0.3)
        assert app.screen is app.screen_stack[0] and job.running
        assert not any(n.startswith("sent SIGTERM") for n in notes), notes
        app.reruns.show_job(job)  # (R lists it)
        await wait_for(pilot, lambda: app.screen is job.screen, what="the rerun again")
        await pilot.press("ctrl+c")
        assert any(n.startswith("sent SIGTERM to the rerun") for n in notes), notes
        await wait_for(pilot, lambda: job.state == "done", what="the end")
        assert job.outcome.result["cancelled"] is True
        await pilot.pause(0.3)  # the "press again to send SIGKILL" toast is gone with the rerun
        assert not any("SIGKILL" in n.message for n in app._notifications), list(app._notifications)
        await pilot.press("1")
        shown = text(app)
        assert "killed (SIGTERM)" in shown and "cancelled" in shown
        assert "failed where the parent passed" not in shown  # cancelled is cancelled everywhere
        assert json.loads((job.rr.run_dir / "run.json").read_text())["signals_sent"] == [
            "SIGINT", "SIGTERM"]  # fmt: skip
        await pilot.press("ctrl+c")  # ended: says so (no "Do you want to quit?" toast)
        await pilot.pause()
        assert any("has ended: nothing to stop" in n for n in notes), notes
        assert not any(n.title == "Do you want to quit?" for n in app._notifications)
        await pilot.press("escape")  # ended: escape goes back
        await pilot.pause()
        assert app.screen is app.screen_stack[0]


@pytest.mark.slow  # a real torch program
async def test_eager_rerun_runs_to_the_end_and_compares(parents, private_cache):
    parent = parents.get("compiled_fails", COMPILED_FAILS)
    app = PT2App(str(parent))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_idle(app, pilot)
        await start_from_menu(app, pilot, "eager")
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, RerunScreen), what="rerun screen")
        job = app.jobs[-1]
        await wait_for(pilot, lambda: job.state == "done", timeout=120, what="the end")
        shown = text(app)
        assert "passes without torch.compile" in shown and "eager passes: True" in shown
        assert "Compare with the parent" in shown
        row = next(ln for ln in shown.split("\n") if ln.strip().startswith("exit "))
        assert "exit 3" in row and "exit 0" in row and row.rstrip().endswith("*"), row
        assert "verdict: the rerun passed where the parent failed" in shown
        await pilot.press("2")
        await wait_for(pilot, lambda: "graphs compiled: 0" in text(app), what="its output")
        # kept: the menu lists it first; o opens its run dir in the explorer
        await pilot.press("o")
        await wait_idle(app, pilot)
        assert app.screen is app.screen_stack[0]
        assert Path(app.path) == job.rr.run_dir
        assert job.rr.run_dir.name in screen_text(app)[0]
        await pilot.press("R")
        await wait_for(pilot, lambda: isinstance(app.screen, RecipeMenu), what="the menu")
        ol = app.screen.query_one("OptionList")
        assert ol.get_option_at_index(0).id == f"job:{job.index}"
        await pilot.press("home", "enter")
        await wait_for(pilot, lambda: app.screen is job.screen, what="the kept rerun")


@pytest.mark.slow  # a real torch program
async def test_nan_asserts_rerun_maps_and_opens_the_kernel(parents, private_cache):
    parent = parents.get("nanprog", NAN_PROG)
    app = PT2App(str(parent))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_idle(app, pilot)
        assert " nan " in screen_text(app)[1]
        await pilot.press("A")
        await wait_for(pilot, lambda: isinstance(app.screen, RerunConfirm), what="confirm")
        assert "TORCHINDUCTOR_NAN_ASSERTS=1" in text(app)
        await pilot.press("enter")
        job = app.jobs[-1]
        await wait_for(pilot, lambda: job.state == "done", timeout=180, what="the end")
        k = job.kernel()
        assert k is not None and k["kernel"].startswith("cpp_fused_"), job.outcome.result
        shown = text(app)
        assert f"kernel: {k['kernel']}" in shown and "NaN/Inf assert fired" in shown
        await pilot.press("K")  # the kernel, in the rerun's output code
        await wait_for(pilot, lambda: app.screen is app.screen_stack[0] and not app.busy
                       and app.detail.active_tab == "code", what="the code tab")  # fmt: skip
        await wait_idle(app, pilot)
        view = app.detail.current_view()
        await wait_for(
            pilot, lambda: k["kernel"] in view.doc.plain[view.cursor], what="kernel line"
        )
        assert view.doc.plain[view.cursor].startswith(f"{k['kernel']} = async_compile.")
        assert Path(app.path) == job.rr.run_dir


MINIFIER_LINES = """\
Started off with 11 nodes
Trying granularity 8
Strategy: Truncate suffix (G: 8) (11 nodes, 5 inputs)
SUCCESS: Went from 11 to 9 nodes
FAIL: Truncate suffix
W1122 04:56:36.155000 9025 torch/_dynamo/repro/after_aot.py:873] Writing checkpoint with 9 nodes to /x/minifier/checkpoints/9.py
Made 28 queries
"""
BISECTOR_LINES = """\
Starting bisection process with system: eager
Moving to the next system: aot_eager
The issue is in the inductor system. Moving to the first subsystem: BisectSubsystem(name='pre_grad_passes')
Disabling pre_grad_passes did not fix the issue.
Moving to the next subsystem: inductor - lowerings
Disabling lowerings fixed the issue.
Upper bound of 4 found for inductor.
Bisecting inductor - lowerings (Range: [0, 4], Midpoint: 2)
"""


class _FakeRerun:
    def __init__(self, lines: str) -> None:
        from pt2tui.core.reruns.progress import RerunProgressParser

        p = RerunProgressParser()
        for ln in lines.splitlines():
            p.feed(ln)
        self.progress = p.state
        self.run_dir = Path("/runs/20260101-000000-prog-x")

    def elapsed(self) -> float:
        return 12.5

    def shell_command(self) -> str:
        return "cd /w && X=1 python prog.py"


@pytest.mark.parametrize(
    "recipe,lines,expect",
    [
        ("minify-launcher", MINIFIER_LINES, ["started with 11 nodes; now 9 nodes, 5 inputs",
                                             "strategy Truncate suffix", "1 SUCCESS", "1 FAIL",
                                             "queries: 28", "checkpoint: /x/minifier/checkpoints/9.py"]),
        ("bisect", BISECTOR_LINES, ["system: inductor", "tried: eager, aot_eager",
                                    "the issue is in: inductor", "subsystem: lowerings",
                                    "lowerings: disabling it fixed the issue",
                                    "pre_grad_passes: not it", "range: [0, 4]"]),
    ],
)  # fmt: skip
def test_progress_doc_shows_minifier_and_bisector_steps(recipe, lines, expect):
    from pt2tui.tui.reruns import RerunJob, progress_doc

    class NoApp:
        def post_message(self, m):
            return True

    job = RerunJob(NoApp(), "/runs/parent", recipe)
    job.rr = _FakeRerun(lines)  # type: ignore[assignment]
    job.state = "running"
    doc = "\n".join(progress_doc(job).plain)
    for e in expect:
        assert e in doc, (e, doc)
    assert "cd /w && X=1 python prog.py" in doc and "12.5s" in doc


async def test_palette_and_help_offer_every_recipe(tmp_path):
    """Each recipe is a palette command that prepares it (the confirm dialog shows the startup
    hook's variable and the settings), and the help lists them all."""
    from pt2tui.tui.commands import PT2Commands
    from pt2tui.tui.screens.help import help_doc

    rd = fake_parent(tmp_path, "print('hi')\n", FAILING_OUTPUT)
    app = PT2App(str(rd))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_idle(app, pilot)
        helped = "\n".join(help_doc(app).plain)
        titles = [t for t, _cb, _h in PT2Commands(app.screen)._candidates()]
        for r in RECIPES:
            assert f"Rerun recipe: {r.name} — {r.title}" in titles
            assert r.name in helped, r.name
        await pilot.press("ctrl+p")
        await pilot.press(*"Rerun recipe: fullgraph")
        await pilot.pause(0.5)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, RerunConfirm), what="the confirm")
        shown = text(app)
        assert "PT2TUI_COMPILE_OVERRIDES=" in shown and "fullgraph" in shown
        assert "runner/hook" in shown  # PYTHONPATH: the hook first
        await pilot.press("escape")
        await pilot.pause()
    assert not app.jobs


def test_progress_doc_shows_the_ladder_rungs(tmp_path):
    """The ladder's screen shows the rungs that ended (the driver's ladder.json) as a table."""
    from pt2tui.tui.reruns import RerunJob, progress_doc

    class NoApp:
        def post_message(self, m):
            return True

    rows = [
        {"backend": "eager", "status": "passed", "exit_code": 0, "signal": None, "seconds": 4.2,
         "run_dir": "/r/e", "failure": None},
        {"backend": "aot_eager", "status": "FAILED", "exit_code": 1, "signal": None,
         "seconds": 6.0, "run_dir": "/r/a", "failure": "BackendCompilerFailed: boom"},
    ]  # fmt: skip
    (tmp_path / "ladder.json").write_text(json.dumps(
        {"rungs": rows, "result": "first failing backend: aot_eager"}))  # fmt: skip
    job = RerunJob(NoApp(), "/runs/parent", "backend-ladder")
    job.rr = _FakeRerun("ladder: aot_eager: FAILED: exit 1 in 6.0 s: /r/a\n")  # type: ignore[assignment]
    job.rr.run_dir = tmp_path
    job.state = "running"
    doc = "\n".join(progress_doc(job).plain)
    assert "Backend ladder" in doc and "first failing backend: aot_eager" in doc
    assert "aot_eager  FAILED" in doc and "BackendCompilerFailed: boom" in doc
    assert "ladder: aot_eager: FAILED" in doc  # the latest line
