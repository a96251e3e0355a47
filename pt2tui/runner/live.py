"""A live run: run dir + child process + follower. Shared by `run --no-tui` and the TUI."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

from ..core.analysis.interrupted import ended_by_user
from ..core.model import Run
from ..sources.follower import Follower
from ..sources.runstate import owner_fields, start_ticks
from .cachedirs import cache_dirs
from .process import ChildProcess, LineCallback
from .rundir import (
    RunDirError,
    base_info,
    child_env,
    free_run_dir,
    make_run_dir,
    run_name,
    write_run_json,
)


class LiveRun:
    def __init__(
        self,
        argv: list[str],
        *,
        runs_dir: str = "pt2tui_runs",
        name: str | None = None,
        logs: str | None = None,
        debug_dir: bool = True,
        cwd: str | None = None,
        extra_env: dict[str, str] | None = None,
        info: dict | None = None,
        on_line: LineCallback | None = None,
        on_chunk: LineCallback | None = None,
    ) -> None:
        self.argv = argv
        self.runs_dir = runs_dir
        self.name = name or run_name(argv)
        self.logs = logs
        self.debug_dir = debug_dir
        self.cwd = cwd
        self.extra_env = extra_env or {}
        self.extra_info = info or {}
        self.on_line = on_line
        self.on_chunk = on_chunk
        self.run_dir: Path | None = None
        self.child: ChildProcess | None = None
        self.follower: Follower | None = None
        self.notes: list[str] = []
        self.info: dict = {}
        self.created = False  # the run dir exists (prepare(create=False) only plans it)

    def start(self) -> Path:
        self.prepare()
        return self.launch()

    def prepare(self, create: bool = True, want: Path | None = None) -> Path:
        """Create the run dir and run.json; nothing runs yet. A run dir that cannot be made
        whole (a full disk, no permission) is removed again: RunDirError says why.
        ``create=False``: only plan it (its path, the child's command and environment): nothing
        is written until ``prepare(want=that path)``. ``created`` says which happened."""
        made = make_run_dir(self.runs_dir, self.name, want) if create else free_run_dir(self.runs_dir, self.name)
        run_dir = Path(os.path.realpath(made))
        try:
            if create:
                (run_dir / "trace").mkdir()
            env, set_env, self.notes = child_env(
                run_dir, logs=self.logs, debug_dir=self.debug_dir, extra=self.extra_env
            )
            cwd = self.cwd or os.getcwd()
            self.info = base_info(self.argv, cwd, set_env, dict(os.environ))
            self.info.update(owner_fields())
            self.info.update(self.extra_info)
            if create:
                write_run_json(run_dir, self.info)
        except OSError as e:
            if create:
                shutil.rmtree(made, ignore_errors=True)
            raise RunDirError(f"{made}: {e.strerror or e}") from e
        self.created = create
        self.run_dir = made
        self.child = ChildProcess(
            self.argv, env=env, cwd=cwd, output_log=run_dir / "output.log", on_line=self.on_line,
            on_chunk=self.on_chunk,
        )  # fmt: skip
        self.follower = Follower(str(run_dir))
        return self.run_dir

    def launch(self) -> Path:
        assert self.child is not None and self.run_dir is not None and self.follower is not None
        assert self.created, "prepare() the run dir first"
        run_dir = self.run_dir.resolve()
        tmp = self.child.env.get("TMPDIR", "")
        if tmp.startswith(str(run_dir)):  # a rerun's own TMPDIR (fresh-cache)
            Path(tmp).mkdir(parents=True, exist_ok=True)
        # the cache dirs in effect and their free space at start (triage and bundle name them)
        self.info["cache_dirs"] = cache_dirs(self.child.env)
        try:
            self.child.start()
        except OSError as e:
            self.info.update(status="could not start", error=str(e), end_time=_now())
            self._write_info()
            raise
        self.info["pid"] = self.child.pid
        self.info["pid_started"] = start_ticks(self.child.pid)
        self._write_info()
        self.follower.start_watching()
        return self.run_dir

    @property
    def running(self) -> bool:
        return self.child is not None and self.child.poll() is None

    def elapsed(self) -> float:
        if self.child is None or not self.child.start_time:
            return 0.0
        end = self.child.end_time or time.time()
        return end - self.child.start_time

    def finish(self) -> Run:
        """Wait for the program, record how it ended, read everything it wrote."""
        assert self.child is not None and self.follower is not None and self.run_dir is not None
        self.child.wait()
        ex = self.child.exit_info()
        self.info.update(ex)
        self.info["status"] = f"killed ({ex['signal']})" if ex["signal"] else f"exited ({ex['exit_code']})"
        self.info["end_time"] = _now()
        self.info["seconds"] = round(self.elapsed(), 3)
        if self.child.sent:
            self.info["signals_sent"] = list(self.child.sent)
        if self.child.stopped_by:  # SIGTERM / SIGHUP to pt2tui: stopped from outside
            self.info["stopped_by"] = self.child.stopped_by
        elif ended_by_user(self.child.sent_by_user, self.child.sent, ex):  # not a failure (core/analysis/interrupted.py)
            self.info.update(interrupted_by_user=True, interrupt_signal=self.child.sent_by_user[0])
        if self.child.log_error:
            self.info["output_log"] = self.child.log_error
        self._write_info()
        self.follower.builder.info.update(self.info)
        self.follower.finish()
        run = self.follower.snapshot()
        if run.torch_version and "torch_version" not in self.info:
            self.info["torch_version"] = run.torch_version
            self._write_info()
        return run

    def log_error(self) -> str | None:
        """"output.log incomplete: disk full at ..." once output.log could not be written."""
        return self.child.log_error if self.child is not None else None

    def _write_info(self) -> None:
        """run.json; on a full disk the end is kept in memory (and shown), never a traceback."""
        assert self.run_dir is not None
        try:
            write_run_json(self.run_dir, self.info)
        except OSError as e:
            self.notes.append(f"cannot write run.json: {e.strerror or e}")


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S%z")
