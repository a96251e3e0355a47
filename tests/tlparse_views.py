"""What tlparse's HTML says, for the oracle tests: the status class of each frame compile in its
stack trie (index.html), and the issues its export mode (-e) lists. Cached by content hash
beside conftest.tlparse_directory's compile_directory.json."""

from __future__ import annotations

import hashlib
import html
import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from conftest import CACHE, _tlparse_bin

# <a href='#[0/0]' class='status-break'>[0/0]</a> (the legend uses <span>, not <a>)
_TRIE_RE = re.compile(r"<a href='#(\[[^']*\])' class='status-(\w+)'>")
# export mode: one <tr> per issue, failure type in the first cell, reason in the second
_ROW_RE = re.compile(r"<tr>\s*<td>(.*?)</td>\s*<td>(.*?)</td>", re.S)
_TAG_RE = re.compile(r"<[^>]+>")


def _index_html(trace: Path, extra: list[str]) -> str:
    """tlparse's index.html for a trace (run on a private copy: its tests overwrite inputs)."""
    digest = hashlib.sha1(trace.read_bytes()).hexdigest()[:16]
    tag = "".join(a.strip("-") for a in extra) or "plain"
    work = CACHE / f"{digest}.{tag}.in{os.getpid()}"
    work.mkdir(parents=True, exist_ok=True)
    src = work / trace.name
    shutil.copyfile(trace, src)
    out = work / "out"
    subprocess.run(
        [_tlparse_bin(), str(src), "-o", str(out), "--no-browser", "--overwrite", *extra],
        capture_output=True,
        timeout=600,
    )
    try:
        return (out / "index.html").read_text(errors="replace")
    except OSError:
        pytest.fail(f"tlparse wrote no index.html for {trace}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _cached(trace: Path, name: str, make) -> object:
    digest = hashlib.sha1(trace.read_bytes()).hexdigest()[:16]
    path = CACHE / digest / name
    if not path.exists():
        value = make()
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".tmp{os.getpid()}")
        tmp.write_text(json.dumps(value))
        os.replace(tmp, path)
    return json.loads(path.read_text())


def tlparse_stack_status(trace: Path) -> dict[str, str]:
    """{"[0/0]": "ok" | "break" | "empty" | "error" | "missing"} from tlparse's stack trie."""

    def make() -> dict[str, str]:
        text = _index_html(trace, [])
        return dict(_TRIE_RE.findall(text))

    return _cached(trace, "stack_status.json", make)  # type: ignore[return-value]


def tlparse_export_issues(trace: Path) -> list[list[str]]:
    """[[failure type, reason text]] of tlparse's export report (-e), in its order."""

    def make() -> list[list[str]]:
        text = _index_html(trace, ["-e"])
        rows = []
        for kind, reason in _ROW_RE.findall(text):
            kind = html.unescape(_TAG_RE.sub("", kind)).strip()
            reason = " ".join(html.unescape(_TAG_RE.sub("", reason)).split())
            if kind and kind != "Failure Type":
                rows.append([kind, reason])
        return rows

    return _cached(trace, "export_issues.json", make)  # type: ignore[return-value]
