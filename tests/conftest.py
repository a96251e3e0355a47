"""Shared fixtures: where the real inputs are, and tlparse as the oracle."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SAMPLES = REPO / "sample_traces" / "cpu"
GPU_SAMPLES = REPO / "sample_traces" / "gpu-h100"
CORPUS = REPO.parent / "shared" / "corpus"
CACHE = REPO / ".cache" / "tlparse"


def load_sample(d: Path):
    """``load_run`` of a sample dir, or the test skipped where that sample is not recorded."""
    from pt2tui.sources.load import load_run

    if not d.exists():
        pytest.skip(f"no {d.name} sample")
    return load_run(str(d))


def trace_files_under(root: Path) -> list[Path]:
    """TORCH_TRACE files under root (sniffed, as `pt2tui open` would)."""
    from pt2tui.sources.discover import sniff

    out = []
    if not root.exists():
        return out
    for p in sorted(root.rglob("*")):
        if "torch_compile_debug" in p.parts or not p.is_file():
            continue
        if p.suffix in (".log", ".txt") and sniff(str(p)) == "trace":
            out.append(p)
    return out


def corpus_traces() -> list[Path]:
    return trace_files_under(CORPUS)


def sample_traces() -> list[Path]:
    return trace_files_under(SAMPLES) + trace_files_under(GPU_SAMPLES)


def _tlparse_bin() -> str:
    exe = Path(sys.executable).with_name("tlparse")
    return str(exe) if exe.exists() else (shutil.which("tlparse") or "tlparse")


def _tlparse_id() -> bytes:
    exe = shutil.which(_tlparse_bin()) or _tlparse_bin()
    try:
        st = os.stat(exe)
    except OSError:
        return b"no tlparse"
    return f"\0{os.path.realpath(exe)}\0{st.st_size}\0{st.st_mtime_ns}".encode()


def tlparse_directory(trace: Path) -> dict:
    """tlparse's compile_directory.json for a trace, cached by content hash.

    tlparse's tests overwrite some inputs in place, so it runs on a private copy.
    """
    # keyed by the trace's bytes and the tlparse binary (another version: another output)
    digest = hashlib.sha1(trace.read_bytes() + _tlparse_id()).hexdigest()[:16]
    out = CACHE / digest
    cd = out / "compile_directory.json"
    if not cd.exists():
        work = CACHE / f"{digest}.in{os.getpid()}"  # two files may share a digest (rank_5, rank_6)
        work.mkdir(parents=True, exist_ok=True)
        src = work / trace.name
        shutil.copyfile(trace, src)
        tmp_out = CACHE / f"{digest}.tmp{os.getpid()}"
        subprocess.run(
            [_tlparse_bin(), str(src), "-o", str(tmp_out), "--no-browser", "--overwrite", "-p"],
            capture_output=True,
            timeout=600,
        )
        if (tmp_out / "compile_directory.json").exists():
            out.mkdir(parents=True, exist_ok=True)
            os.replace(tmp_out / "compile_directory.json", cd)
        shutil.rmtree(tmp_out, ignore_errors=True)
        shutil.rmtree(work, ignore_errors=True)
    if not cd.exists():
        pytest.fail(f"tlparse wrote no compile_directory.json for {trace}")
    return json.loads(cd.read_text())


@pytest.fixture(scope="session")
def corpus() -> Path:
    if not CORPUS.exists():
        pytest.skip("../shared/corpus is not present")
    return CORPUS


@pytest.fixture(scope="session")
def samples() -> Path:
    if not SAMPLES.exists():
        pytest.skip("sample_traces/cpu has not been recorded")
    return SAMPLES


PARSE_PATHS = ["native", "pure"]


@pytest.fixture(params=PARSE_PATHS)
def parse_path(request) -> str:
    """Both ways a trace is read: the native module (_scan.c; skipped where it is not built)
    and pure Python. Tests that take this fixture run once each way."""
    from pt2tui.core.parse import native

    if request.param == "native" and native._mod is None:
        pytest.skip(f"native module: {native.native_reason()}")
    was = native.use_native(request.param == "native")
    yield request.param
    native.use_native(was)


def session_dir_of(tmp_path_factory: pytest.TempPathFactory, name: str) -> Path:
    """A dir private to this test session and shared by its xdist workers: under the session's
    basetemp (an xdist worker's basetemp is popen-gwN under the controller's), never one that
    an earlier session or another checkout may have filled (so nothing stale is picked up)."""
    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        base = base.parent  # the controller's basetemp: this session's, made fresh
    d = base / name
    d.mkdir(exist_ok=True)
    return d


@pytest.fixture(scope="session")
def session_dir(tmp_path_factory):
    """session_dir_of as a fixture: session_dir("name") -> the dir."""
    return lambda name: session_dir_of(tmp_path_factory, name)


@pytest.fixture(scope="session")
def parents(session_dir):
    """Parent runs for the rerun tests (rerun_helpers.Parents), recorded once per session."""
    from rerun_helpers import Parents

    return Parents(session_dir("rerun_parents"))  # shared by xdist workers


@pytest.fixture(scope="session")
def two_ranks(session_dir) -> Path:
    """A 2-rank torchrun run (`pt2tui run --no-tui`) whose rank 1 takes an extra data-dependent
    branch. Made once per session, whatever the number of xdist workers; tests only read it."""
    from filelock import FileLock

    torchrun = Path(sys.executable).with_name("torchrun")
    if not torchrun.exists():
        pytest.skip("torchrun is not installed here")
    root = session_dir("two_ranks")  # shared by xdist workers
    done = root / "RUN_DIR"
    with FileLock(str(root / "run.lock")):
        if not done.exists():
            prog = REPO / "sample_traces" / "programs" / "ddp_compile.py"
            r = subprocess.run(
                [sys.executable, "-m", "pt2tui", "run", "--no-tui", "--", str(torchrun),
                 "--standalone", "--nproc-per-node=2", str(prog), "--backend", "aot_eager"],
                cwd=root, capture_output=True, text=True, timeout=400,
                # at the lowest priority: the tests on the other xdist worker keep their CPU
                # (some of them time how a followed trace grows)
                preexec_fn=lambda: os.nice(19),
            )  # fmt: skip
            assert r.returncode == 0, r.stderr[-2000:]
            done.write_text(str(root / r.stdout.splitlines()[0].split("run dir ", 1)[1]))
    return Path(done.read_text())


# The longest first: the minifier chain and the bisector each take a minute or more on 2 cores.
# Handed out last, one worker runs them alone while the other idles; first, the short tests fill
# the gaps. xdist (-n 2 --maxschedchunk 1) hands each worker two tests at the start, in order
# (gw0 the 1st and 2nd, gw1 the 3rd and 4th): the longest two go 1st and 3rd, one on each worker.
_LONGEST = ("test_isolated_minifier_chain", "test_bisect_finds_the_relu_lowering",
            "test_profile_then_eager_then_static")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    def weight(item: pytest.Item) -> int:
        if item.name.startswith(_LONGEST):
            return 0
        if item.get_closest_marker("slow"):
            return 1
        return 2 if item.get_closest_marker("e2e") else 3

    items.sort(key=weight)  # stable: the rest keep their order
    longest = sorted((i for i in items if weight(i) == 0),
                     key=lambda i: next(n for n, p in enumerate(_LONGEST) if i.name.startswith(p)))  # fmt: skip
    if len(longest) >= 2 and len(items) > len(longest) + 1:
        # 1st, 3rd: the two longest; 2nd: the third longest or the first slow one
        rest = [i for i in items if weight(i) != 0]
        head = [longest[0], *(longest[2:3] or rest[:1]), longest[1]]
        items[:] = head + longest[3:] + [i for i in rest if i not in head]


@pytest.fixture
def private_cache(tmp_path, monkeypatch):
    """pt2tui's cache (compressed traces unpacked) in the test's own dir: what a fresh clone sees."""
    monkeypatch.setenv("PT2TUI_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"
