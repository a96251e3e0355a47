"""``pt2tui run`` with a screen (LiveApp, driven with Pilot) and ``pt2tui open`` on a run that is
still being written: real small torch programs on CPU (backend="eager"), real trace bytes."""

from __future__ import annotations

import json
import os
import signal
import socket
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest
from conftest import SAMPLES, screen_text

from pt2tui.tui.app import PT2App
from pt2tui.tui.live import LiveApp
from pt2tui.tui.reruns import QuitConfirm

PY = sys.executable


def prog(tmp: Path, body: str, name: str = "prog.py") -> Path:
    p = tmp / name
    p.write_text(textwrap.dedent(body))
    return p


async def wait_for(pilot, cond, timeout: float = 60.0, what: str = "") -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if cond():
            await pilot.pause()
            return
        await pilot.pause(0.05)
    raise AssertionError(
        f"timed out waiting for {what or cond}:\n" + "\n".join(screen_text(pilot.app))
    )


def status(app) -> str:
    return screen_text(app)[0]


def live_app(tmp: Path, script: Path, *args: str) -> LiveApp:
    return LiveApp([PY, str(script), *args], runs_dir=str(tmp / "runs"), cwd=str(tmp))


# a program that compiles two functions, waits for the test, then compiles a third one
STEPPED = """
    import os, sys, time, torch
    def wait_for(name):
        end = time.time() + 120
        while not os.path.exists(name) and time.time() < end:
            time.sleep(0.02)
    @torch.compile(backend="eager")
    def first(x):
        return x.sin() + 1
    @torch.compile(backend="eager")
    def second(x):
        return x.cos() * 2
    first(torch.randn(4)); second(torch.randn(4))
    for i in range(30):
        print(f"line {i}", flush=True)
    print("two compiled", flush=True)
    wait_for("go")
    @torch.compile(backend="eager")
    def third(x):
        return x.tanh() - 1
    third(torch.randn(4))
    for i in range(30):
        print(f"more {i}", flush=True)
    print("all done", flush=True)
"""


@pytest.mark.slow  # a real torch program
async def test_live_run_shows_records_as_they_come_without_yanking(tmp_path):
    script = prog(tmp_path, STEPPED)
    app = live_app(tmp_path, script)
    async with app.run_test(size=(100, 32)) as pilot:
        await wait_for(pilot, lambda: len(app.run_model.compiles) >= 2, what="two compiles")
        # stdout and stderr come through two pipes, read by two threads: the guards' log lines
        # (stderr, written before "two compiled") may come after it and end the pane's tail
        out = app.main_query("#output-view")
        await wait_for(pilot, lambda: any("two compiled" in p for p in out._plain), what="output")
        assert app.program_state == "running"
        # the screen may be a refresh behind the model under load: wait for it, then check
        await wait_for(pilot, lambda: "compiles 2" in status(app), what="status compiles 2")
        await wait_for(pilot, lambda: "[1/0]" in "\n".join(screen_text(app)), what="tree [1/0]")
        s1 = status(app)
        assert "running" in s1 and "compiles 2" in s1, s1
        text = "\n".join(screen_text(app))
        assert "[0/0]" in text and "[1/0]" in text
        await wait_for(pilot, lambda: out.at_end and out._plain[-1][:40].rstrip() in "\n".join(screen_text(app)),
                       what="the output pane, tailing")  # fmt: skip
        assert "Stop program" in text  # ctrl+c is offered while it runs
        await wait_for(pilot, lambda: status(app) != s1, timeout=10, what="elapsed time ticks")

        # the user looks at [1/0] and moves in its overview; the output pane is scrolled up
        tree = app.tree
        tree.focus()
        tree.select_compile(next(c.key for c in app.run_model.compiles if str(c.id) == "[1/0]"))
        await pilot.pause()
        await pilot.press("enter")  # into the detail pane
        await pilot.press("down", "down", "down")
        detail_view = app.detail.current_view()
        assert detail_view.cursor == 3
        out.move_cursor(5)
        out.scroll_to(y=2, animate=False, immediate=True)
        await pilot.pause()
        focused = app.focused
        before = (tree.selected_data, detail_view.cursor, detail_view.scroll_offset, out.cursor,
                  out.scroll_offset.y, app.detail.active_tab)  # fmt: skip

        (tmp_path / "go").write_text("")
        await wait_for(pilot, lambda: app.program_state == "ended", what="the end")
        await wait_for(pilot, lambda: len(app.run_model.compiles) == 3, what="third compile")
        after = (tree.selected_data, detail_view.cursor, detail_view.scroll_offset, out.cursor,
                 out.scroll_offset.y, app.detail.active_tab)  # fmt: skip
        assert after == before, "an update moved the selection or a scroll position"
        assert app.focused is focused
        await wait_for(pilot, lambda: out.line_count == app.sink.total >= 62, what="all output")
        await wait_for(pilot, lambda: "exited (0)" in status(app) and "compiles 3" in status(app),
                       what="final status")  # fmt: skip
        await wait_for(pilot, lambda: "[2/0]" in "\n".join(screen_text(app)), what="tree [2/0]")
        s2 = status(app)
        assert "exited (0)" in s2 and "compiles 3" in s2, s2
        assert "[2/0]" in "\n".join(screen_text(app))
        assert "Stop program" not in "\n".join(screen_text(app))
        elapsed = app.live.elapsed()
        await pilot.pause(0.6)
        assert app.live.elapsed() == elapsed, "the clock stops when the program ends"
        info = json.loads((app.run_dir / "run.json").read_text())
        assert info["exit_code"] == 0 and info["status"] == "exited (0)"
        await pilot.press("q")  # nothing runs: quits at once
    assert app.return_code == 0 and app.exit_code() == 0


@pytest.mark.slow  # a real 2-process torchrun
async def test_live_torchrun_shows_both_ranks(tmp_path):
    """`pt2tui run -- torchrun --nproc-per-node=2 ...` live: a rank per trace file, the
    tree split by rank as the files appear, rank 1's own graph break, the run's exit."""
    torchrun = Path(PY).with_name("torchrun")
    if not torchrun.exists():
        pytest.skip("torchrun is not installed here")
    ddp = Path(__file__).resolve().parents[2] / "sample_traces" / "programs" / "ddp_compile.py"
    app = LiveApp([str(torchrun), "--standalone", "--nproc-per-node=2", str(ddp), "--backend", "aot_eager"],
                  runs_dir=str(tmp_path / "runs"), cwd=str(tmp_path))  # fmt: skip
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: app.program_state == "ended", timeout=300, what="the end")
        await wait_for(pilot, lambda: set(app.run_model.ranks) == {0, 1}, what="two ranks")
        await wait_for(pilot, lambda: "exited (0)" in status(app), what="final status")
        text = "\n".join(screen_text(app))
        assert "rank 0" in text and "rank 1" in text, text
        files = sorted(p.name for p in (app.run_dir / "trace").iterdir())
        assert len(files) == 2 and "rank_0" in files[0] and "rank_1" in files[1]
        # the data-dependent branch breaks the graph on rank 1 only
        dd = {c.rank for c in app.run_model.compiles for g in c.graph_breaks
              if g.reason.startswith("Data-dependent branching")}  # fmt: skip
        assert dd == {1}
        await pilot.press("b")
        await wait_for(pilot, lambda: "Data-dependent branching" in "\n".join(screen_text(app)),
                       what="graph breaks view")  # fmt: skip
        await pilot.press("q")
    assert app.exit_code() == 0


@pytest.mark.slow  # a real torch program
async def test_killed_by_signal_says_so(tmp_path):
    script = prog(
        tmp_path,
        """
        import os, signal, torch
        @torch.compile(backend="eager")
        def f(x):
            return x.sin() + 1
        f(torch.randn(3))
        print("compiled", flush=True)
        os.kill(os.getpid(), signal.SIGSEGV)
    """,
    )
    app = live_app(tmp_path, script)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.program_state == "ended", what="the end")
        s = status(app)
        assert "killed (SIGSEGV)" in s and "compiles 1" in s, s
        assert app.exit_code() == 128 + signal.SIGSEGV
        await pilot.press("q")
    assert app.return_code == 128 + signal.SIGSEGV


STUBBORN = """
    import signal, subprocess, sys, time
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # needs SIGTERM
    print("child", child.pid, flush=True)
    time.sleep(600)
"""


def _grandchild(app: LiveApp) -> int:
    view = app.main_query("#output-view")
    line = next(p for p in view.doc.plain if p.startswith("child "))
    return int(line.split()[1])


def _gone(pid: int, timeout: float = 10.0) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.05)
    return False


async def test_ctrl_c_escalates_sigint_sigterm(tmp_path):
    script = prog(tmp_path, STUBBORN)
    app = live_app(tmp_path, script)
    notes: list[str] = []
    orig = app.say
    app.say = lambda m, *a, **k: (notes.append(m), orig(m, *a, **k))  # type: ignore[method-assign]
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.sink.total >= 1, what="child pid")
        grandchild = _grandchild(app)
        await pilot.press("ctrl+c")
        assert any("sent SIGINT to the program" in n and "SIGTERM" in n for n in notes), notes
        await pilot.pause(0.5)
        assert app.program_state == "running"  # SIGINT is ignored
        await pilot.press("ctrl+c")
        assert any("sent SIGTERM" in n and "SIGKILL" in n for n in notes), notes
        await wait_for(pilot, lambda: app.program_state == "ended", what="the end")
        assert "killed (SIGTERM)" in status(app)
        assert _gone(grandchild), "the program's child was left running"
        info = json.loads((app.run_dir / "run.json").read_text())
        assert info["signals_sent"] == ["SIGINT", "SIGTERM"]
        await pilot.press("ctrl+c")  # nothing runs: not an interrupt any more
        assert not any(n.startswith("sent SIGKILL") for n in notes)
        await pilot.press("q")
    assert app.return_code == 128 + signal.SIGTERM


async def test_quit_while_running_asks_then_stops_it(tmp_path):
    script = prog(tmp_path, STUBBORN)
    app = live_app(tmp_path, script)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.sink.total >= 1, what="child pid")
        grandchild = _grandchild(app)
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, QuitConfirm)
        text = "\n".join(screen_text(app))
        assert "The program is still running: stop it and quit?" in text
        await pilot.press("n")  # keep running
        await pilot.pause(0.3)
        assert not isinstance(app.screen, QuitConfirm) and app.program_state == "running"
        await pilot.press("q")
        await pilot.pause()
        await pilot.press("y")
        await wait_for(pilot, lambda: app.return_code is not None, timeout=30, what="exit")
    # SIGINT is ignored: the grace period passes, SIGTERM ends it; run.json says so
    assert app.return_code == 128 + signal.SIGTERM
    info = json.loads((app.run_dir / "run.json").read_text())
    assert info["status"] == "killed (SIGTERM)" and info["signals_sent"] == ["SIGINT", "SIGTERM"]
    assert _gone(grandchild)


# ------------------------------------------------------------------------------------------
# open on a run that is still being written


def _records(data: bytes) -> list[bytes]:
    """Split a TORCH_TRACE file into whole records (a record line and its payload lines)."""
    out: list[bytes] = []
    for line in data.splitlines(keepends=True):
        if line.startswith(b"\t") and out:
            out[-1] += line
        else:
            out.append(line)
    return out


def _sample_trace() -> bytes:
    src = next((SAMPLES / "breaks_and_recompiles" / "trace").glob("*"), None)
    if src is None:
        pytest.skip("no sample trace")
    return src.read_bytes()


async def test_open_follows_a_growing_trace_and_a_rank_file_that_appears(tmp_path):
    recs = _records(_sample_trace())
    d = tmp_path / "live"
    d.mkdir()
    rank0 = d / "dedicated_log_torch_trace_rank_0_abc.log"
    rank1 = d / "dedicated_log_torch_trace_rank_1_abc.log"
    first = len(recs) // 4
    rank0.write_bytes(b"".join(recs[:first]))
    stop = threading.Event()
    go_rank1 = threading.Event()
    # the writer (this process) holds rank 0 open until the end, as a rank's process does:
    # that is how pt2tui knows the run is still being written (its records' pid is long gone)
    f0 = open(rank0, "ab")  # noqa: SIM115

    def writer() -> None:
        with f0 as f:
            for i in range(first, len(recs), 20):
                if stop.wait(0.15):
                    return
                f.write(b"".join(recs[i : i + 20]))
                f.flush()
            go_rank1.wait(30)
            with open(rank1, "ab") as f1:
                for i in range(0, len(recs), 50):
                    if stop.wait(0.05):
                        return
                    f1.write(b"".join(recs[i : i + 50]))
                    f1.flush()

    app = PT2App(str(d))
    counts: list[int] = []
    t = threading.Thread(target=writer, daemon=True)
    try:
        async with app.run_test(size=(100, 32)) as pilot:
            t.start()
            await wait_for(pilot, lambda: app.following, what="following")
            end = time.monotonic() + 30
            while t.is_alive() and not go_rank1.is_set() and time.monotonic() < end:
                counts.append(len(app.run_model.compiles))
                if counts[-1] == 10 and len(counts) > 3:
                    break
                await pilot.pause(0.1)
            assert counts[0] < 10 and max(counts) == 10, counts
            assert len(set(counts)) >= 3, f"the tree did not grow step by step: {counts}"
            assert "following" in status(app)
            assert "compiles 8 (10 attempts)" in status(app)
            # the user's place in the tree is kept while rank 1 appears
            app.tree.select_compile(app.run_model.compiles[3].key)
            await pilot.pause()
            keep = app.tree.selected_data
            go_rank1.set()
            await wait_for(pilot, lambda: len(app.run_model.compiles) == 20, what="rank 1")
            text = "\n".join(screen_text(app))
            assert "rank 0" in text and "rank 1" in text, text
            assert app.run_model.ranks == (0, 1)
            assert app.tree.selected_data == keep
    finally:
        stop.set()
        go_rank1.set()
        t.join(5)


async def test_open_a_run_dir_while_pt2tui_run_writes_it_then_it_ends(tmp_path):
    """A run dir with run.json "running" (its pid alive) is followed until run.json ends it."""
    recs = _records(_sample_trace())
    rd = tmp_path / "20260101-000000-prog"
    (rd / "trace").mkdir(parents=True)
    info = {"pt2tui_run": 1, "argv": [PY, "prog.py"], "cwd": str(tmp_path), "env": {},
            "status": "running", "pid": os.getpid(), "host": socket.gethostname()}  # fmt: skip
    (rd / "run.json").write_text(json.dumps(info))
    tr = rd / "trace" / "trace.log"
    tr.write_bytes(b"".join(recs[: len(recs) // 2]))
    app = PT2App(str(rd))
    async with app.run_test(size=(100, 32)) as pilot:
        await wait_for(pilot, lambda: app.following, what="following")
        n = len(app.run_model.compiles)
        assert 0 < n < 10
        await pilot.pause(1.5)  # old files, but run.json says running: still following
        assert app.following and not app.run_model.info.get("exit_code")
        with open(tr, "ab") as f:
            f.write(b"".join(recs[len(recs) // 2 :]))
        await wait_for(pilot, lambda: len(app.run_model.compiles) == 10, what="the rest")
        info.update(status="exited (1)", exit_code=1, end_time="2026-01-01T00:00:10")
        (rd / "run.json").write_text(json.dumps(info))
        await wait_for(pilot, lambda: not app.following, what="the end of following")
        assert "following" not in status(app)
        await wait_for(pilot, lambda: not app.busy, what="idle")
        # finished like a static load: the exit code is a failure of the run
        assert any(f.source == "exit" for f in app.run_model.failures)


# ------------------------------------------------------------------------------------------
# the output pane on its own


async def test_output_view_is_bounded_follows_the_tail_and_stays_put():
    from textual.app import App

    from pt2tui.tui.widgets.stream import OutputSink, StreamView

    class One(App):
        def compose(self):
            yield StreamView(max_lines=1000, id="out")

    app = One()
    async with app.run_test(size=(60, 12)) as pilot:
        view = app.query_one(StreamView)
        sink = OutputSink(lambda: None)
        for i in range(500):
            sink("stdout" if i % 2 else "stderr", f"line {i} \x1b[31mred\x1b[0m".encode())
        view.append_lines(sink.drain())
        await pilot.pause()
        assert view.cursor == 499 and view.at_end  # tailing
        assert "line 499" in view.visible_text()[-2] or "line 499" in "".join(view.visible_text())
        assert "\\x1b[31m" in view.doc.plain[0]  # control characters made visible
        view.move_cursor(10)  # the user scrolls up: new lines do not move the view
        y = view.scroll_offset.y
        view.append_lines([sink_line(i) for i in range(500, 700)])
        await pilot.pause()
        assert view.cursor == 10 and view.scroll_offset.y == y
        view.search("line 69")  # search covers appended lines
        n = len(view.matches)
        view.append_lines([sink_line(i) for i in range(700, 1200)])  # over the bound
        await pilot.pause()
        assert view.line_count <= 1000 and view.dropped >= 200
        assert view.doc.plain[-1].startswith("line 1199")
        assert view.doc.plain[0].startswith(f"line {view.dropped}")
        assert len(view.matches) >= n - 1  # re-found after the drop
        view.move_cursor(view.line_count - 1)
        view.append_lines([sink_line(1200)])
        assert view.cursor == view.line_count - 1  # back at the end: tailing again


def sink_line(i: int):
    from pt2tui.tui.widgets.stream import output_text

    return output_text("stdout", f"line {i}".encode())


async def test_a_program_that_cannot_start(tmp_path):
    app = LiveApp([str(tmp_path / "no-such-program")], runs_dir=str(tmp_path / "runs"))
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.program_state == "failed", what="failure")
        assert "could not start" in status(app)
        await pilot.press("q")
    assert app.exit_code() == 127
    info = json.loads((app.run_dir / "run.json").read_text())
    assert info["status"] == "could not start"
