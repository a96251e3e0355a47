"""The unpack cache (sources/plain.py, sources/cache_dir.py): one copy per file content, a size
bound with eviction, partial files removed, and a cache dir that someone else could write
refused or never trusted: links never followed nor created through, a forged copy never read.
The input is a real TORCH_TRACE sample, gzipped."""

from __future__ import annotations

import gzip
import hashlib
import os
import time
from pathlib import Path

import pytest
from conftest import SAMPLES

from pt2tui.sources import plain
from pt2tui.sources.load import load_run

SRC = SAMPLES / "data_dependent_fullgraph" / "trace" / "dedicated_log_torch_trace_5b465gij.log"


@pytest.fixture
def gz(tmp_path) -> Path:
    d = tmp_path / "run"
    d.mkdir()
    p = d / (SRC.name + ".gz")
    p.write_bytes(gzip.compress(SRC.read_bytes(), mtime=0))
    return p


def _key(p: Path) -> str:
    return hashlib.sha256(p.read_bytes()).hexdigest()[:40]


def _entries(cache: Path) -> list[Path]:
    return sorted((cache / "plain").iterdir())


def test_the_copy_is_the_plain_file_and_the_dirs_are_private(gz, private_cache):
    got = plain.plain_copy(str(gz))
    assert got.problem is None and Path(got.path).read_bytes() == SRC.read_bytes()
    for d in (private_cache, private_cache / "plain", Path(got.path).parent):
        assert d.stat().st_mode & 0o777 == 0o700
    assert Path(got.path).name == SRC.name  # the file's own name (a rank in it is read)


def test_one_copy_per_content_touched_copied_or_renamed(gz, private_cache, tmp_path):
    for i in range(5):
        os.utime(gz, (1e9 + i, 1e9 + i))
        plain.plain_copy(str(gz))
    other = tmp_path / "elsewhere" / gz.name
    other.parent.mkdir()
    other.write_bytes(gz.read_bytes())
    renamed = tmp_path / "elsewhere" / "dedicated_log_torch_trace_rank_3_abc.log.gz"
    renamed.write_bytes(gz.read_bytes())
    a, b = plain.plain_copy(str(other)), plain.plain_copy(str(renamed))
    assert len(_entries(private_cache)) == 1
    assert os.path.samefile(a.path, b.path) and b.path.endswith("rank_3_abc.log")  # a hard link


def test_a_partial_copy_is_removed_on_error_and_a_killed_ones_later(gz, private_cache, monkeypatch):
    def interrupted(*a, **k):  # Ctrl-C mid-unpack
        yield b"V1122 00:00:00.000000 1 x.py:1] "
        raise KeyboardInterrupt

    with monkeypatch.context() as m:
        m.setattr(plain, "chunks", interrupted)
        with pytest.raises(KeyboardInterrupt):
            plain.plain_copy(str(gz))
    entry = _entries(private_cache)[0]
    assert not [n for n in os.listdir(entry) if ".part" in n]
    dead = entry / ".part999999999"  # a pt2tui killed mid-unpack (no such process)
    dead.write_bytes(b"half")
    plain.plain_copy(str(gz))
    assert not dead.exists()


def test_the_cache_stays_under_its_bound(tmp_path, private_cache, monkeypatch):
    monkeypatch.setenv("PT2TUI_CACHE_MAX", "1M")
    made = []
    for i in range(4):  # four contents of ~330 KB each: over 1 MB together
        p = tmp_path / f"t{i}.log.gz"
        p.write_bytes(gzip.compress(SRC.read_bytes() * 5 + f"{i}\n".encode(), mtime=0))
        got = plain.plain_copy(str(p))
        made.append(Path(got.path))
        for e in _entries(private_cache):  # used long enough ago to be evicted
            os.utime(e / ".done", (time.time() - 3600 + i, time.time() - 3600 + i), follow_symlinks=False)
    left = _entries(private_cache)
    assert len(left) < 4 and made[-1].exists(), "the least recently used go, the newest stays"
    size = sum(f.stat().st_size for e in left for f in e.iterdir())
    assert size <= 1 << 20


def test_a_copy_that_is_not_as_recorded_is_made_again(gz, private_cache):
    got = plain.plain_copy(str(gz))
    Path(got.path).unlink()
    Path(got.path).write_bytes(b"V1122 00:00:00.000000 1 forged.py:1] {\"str\": [\"forged\", 0]}\n")
    again = plain.plain_copy(str(gz))
    assert Path(again.path).read_bytes() == SRC.read_bytes()


def test_links_in_an_entry_are_never_followed_nor_created_through(gz, private_cache, tmp_path):
    entry = private_cache / "plain" / _key(gz)
    entry.mkdir(parents=True, mode=0o700)
    victim = tmp_path / "victim.txt"
    victim.write_text("mine")
    (entry / f".part{os.getpid()}").symlink_to(victim)  # would be overwritten
    (entry / ".done").symlink_to(tmp_path / "created-by-pt2tui")  # would be created
    (entry / SRC.name).symlink_to(victim)  # would be read
    got = plain.plain_copy(str(gz))
    assert victim.read_text() == "mine" and not (tmp_path / "created-by-pt2tui").exists()
    assert not Path(got.path).is_symlink() and Path(got.path).read_bytes() == SRC.read_bytes()


def test_a_linked_cache_dir_is_refused_and_the_file_still_read(gz, private_cache, tmp_path):
    elsewhere = tmp_path / "planted"
    elsewhere.mkdir()
    private_cache.mkdir(mode=0o700)
    (private_cache / "plain").symlink_to(elsewhere)
    got = plain.plain_copy(str(gz))
    assert "is a symbolic link: not used" in got.problem and "private temporary dir" in got.problem
    assert not list(elsewhere.iterdir()) and Path(got.path).read_bytes() == SRC.read_bytes()
    run = load_run(str(gz.parent))
    assert run.compiles and any("symbolic link" in p.what for p in run.problems)


@pytest.mark.skipif(os.getuid() != 0, reason="a dir of someone else is made with chown (root)")
def test_a_cache_dir_of_someone_else_is_refused(gz, private_cache):
    plain.plain_copy(str(gz))
    os.chown(private_cache, 4242, 4242)  # someone else's now (a planted PT2TUI_CACHE_DIR)
    got = plain.plain_copy(str(gz))
    assert "someone else" in got.problem and "private temporary dir" in got.problem
    assert not got.path.startswith(str(private_cache)) and Path(got.path).read_bytes() == SRC.read_bytes()


def test_a_cache_dir_others_may_write_is_made_private(gz, private_cache):
    private_cache.mkdir()
    os.chmod(private_cache, 0o777)
    got = plain.plain_copy(str(gz))
    assert got.problem is None and private_cache.stat().st_mode & 0o777 == 0o700


@pytest.mark.skipif(os.getuid() != 0, reason="a dir of someone else is made with chown (root)")
def test_an_entry_of_someone_else_is_never_read(gz, private_cache):
    got = plain.plain_copy(str(gz))
    entry = Path(got.path).parent
    Path(got.path).write_bytes(b"forged")
    os.chown(entry, 4242, 4242)
    again = plain.plain_copy(str(gz))
    assert "someone else" in again.problem and Path(again.path).read_bytes() == SRC.read_bytes()


def test_a_file_named_like_the_entry_s_own_files_keeps_them_apart(tmp_path, private_cache):
    for name in (".done.gz", ".part1.gz"):
        p = tmp_path / name
        p.write_bytes(gzip.compress(SRC.read_bytes(), mtime=0))
        got = plain.plain_copy(str(p))
        assert got.problem is None and Path(got.path).name == "_" + name[:-3]
        assert Path(got.path).read_bytes() == SRC.read_bytes()
