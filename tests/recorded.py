"""Fresh recordings of the sample scenarios, for tests (a helper module, not a test file).

    from tests.recorded import recorded_sample   # or: from recorded import recorded_sample

    @pytest.fixture(scope="session")
    def breaks_sample():
        return recorded_sample("breaks_and_recompiles")

``recorded_sample(name)`` runs ``recording/record_samples.py``'s ``record_scenario`` (the
same code that made the committed ``sample_traces/cpu/<name>``) into

    <repo>/.cache/recorded/<torch version>-<sha1 of the scenario scripts>/<name>

and reuses that copy while torch and the scripts stay the same. A file lock per scenario keeps
two pytest-xdist workers from recording the same one twice: the second waits for the first.
A scenario dir appears there only once fully recorded (it is made in a staging dir and
renamed), so a crashed or interrupted recording leaves nothing half-made behind.

The recording's own outcome (exit code etc.) is in ``<dir>/run.json``; tests check it
themselves. Only a recording that timed out raises (RecordingError), and is not cached.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import sys
import time
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType

REPO = Path(__file__).resolve().parent.parent
RECORD_SCRIPT = REPO / "recording" / "record_samples.py"
SCENARIOS_SCRIPT = REPO / "sample_traces" / "scenarios.py"
CACHE_ROOT = REPO / ".cache" / "recorded"

_MODULE_NAME = "_pt2tui_record_samples"


class RecordingError(RuntimeError):
    pass


def record_module() -> ModuleType:
    """recording/record_samples.py, imported by path (once per process)."""
    mod = sys.modules.get(_MODULE_NAME)
    if mod is None:
        spec = importlib.util.spec_from_file_location(_MODULE_NAME, RECORD_SCRIPT)
        assert spec and spec.loader, RECORD_SCRIPT
        mod = importlib.util.module_from_spec(spec)
        sys.modules[_MODULE_NAME] = mod  # dataclasses look their module up here
        try:
            spec.loader.exec_module(mod)
        except BaseException:
            sys.modules.pop(_MODULE_NAME, None)
            raise
    return mod


def _torch_version() -> str:
    """The installed torch's version, without importing torch into the test process."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        v = version("torch")
    except PackageNotFoundError:
        v = "no-torch"
    return v.replace(os.sep, "_")


def scripts_sha1() -> str:
    h = hashlib.sha1()
    for p in (RECORD_SCRIPT, SCENARIOS_SCRIPT):
        h.update(p.name.encode() + b"\0" + p.read_bytes() + b"\0")
    return h.hexdigest()


def cache_dir() -> Path:
    """Where recordings for this torch and these scenario scripts live."""
    return CACHE_ROOT / f"{_torch_version()}-{scripts_sha1()}"


@contextmanager
def _file_lock(path: Path, timeout: float):
    """An exclusive lock on ``path`` (fcntl; a lock-file fallback where there is none)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows
        fcntl = None  # type: ignore[assignment]
    deadline = time.monotonic() + timeout
    if fcntl is not None:
        with open(path, "a+") as fh:
            while True:
                try:
                    fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    if time.monotonic() > deadline:
                        raise TimeoutError(f"waited {timeout:.0f} s for {path}") from None
                    time.sleep(0.2)
            try:
                yield
            finally:
                fcntl.flock(fh.fileno(), fcntl.LOCK_UN)
    else:  # pragma: no cover
        while True:
            try:
                fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
                break
            except FileExistsError:
                if time.monotonic() > deadline:
                    raise TimeoutError(f"waited {timeout:.0f} s for {path}") from None
                time.sleep(0.2)
        try:
            yield
        finally:
            os.close(fd)
            os.unlink(path)


def recorded_sample(name: str, *, timeout: float = 600.0) -> Path:
    """The dir of a fresh recording of scenario ``name`` (recorded now, or reused)."""
    rec = record_module()
    if name not in rec.SCENARIOS:
        raise ValueError(f"unknown scenario {name!r}; known: {', '.join(rec.SCENARIOS)}")
    base = cache_dir()
    dest = base / name
    if (dest / "run.json").is_file():
        return dest
    with _file_lock(base / f"{name}.lock", timeout=timeout + 120):
        if (dest / "run.json").is_file():  # another worker made it while we waited
            return dest
        # a dir without run.json was not made by a finished recording: never ours to keep,
        # but leave anything unexpected alone (record_scenario refuses to overwrite it)
        if dest.is_dir() and not any(dest.iterdir()):
            dest.rmdir()
        result = rec.record_scenario(name, base, timeout=timeout)
        if result.timed_out:
            import shutil

            shutil.rmtree(result.path, ignore_errors=True)
            raise RecordingError(f"recording {name} timed out after {timeout:.0f} s")
    return dest
