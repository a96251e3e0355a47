"""Path hygiene for recorded samples: this machine's absolute paths become placeholders.

``PathRewriter`` replaces absolute paths by placeholders (longest first, whole path components
only). ``rewrite_dir`` rewrites every text file of a scenario dir in place; TORCH_TRACE files go
through ``rewrite_trace_text``, record by record, so that each ``has_payload`` md5 is recomputed
over the rewritten payload. Binary files are left alone (and reported if they still hold a path).

Used by record_samples.py and import_gpu.py (which re-export these names from record_samples).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path


class PathRewriter:
    """Replace absolute paths by placeholders, longest first, whole path components only."""

    def __init__(self, mapping: list[tuple[str, str]]):
        pairs: dict[str, str] = {}
        home = os.path.expanduser("~").rstrip("/")
        for src, dst in mapping:
            if not src:
                continue
            for variant in {src.rstrip("/"), os.path.realpath(src).rstrip("/")}:
                # never "/" or a one-component dir such as /usr or /tmp; a short home is fine
                if variant.count("/") < 2 and variant != home:
                    continue
                if variant and variant not in pairs:
                    pairs[variant] = dst
        self.pairs = sorted(pairs.items(), key=lambda kv: -len(kv[0]))
        self._re: re.Pattern[str] | None = None
        if self.pairs:
            alt = "|".join(re.escape(s) for s, _ in self.pairs)
            # a whole path component after; what comes before is checked in _replace
            self._re = re.compile(rf"(?:{alt})(?![\w\-]|\.\w)")
        self._lookup = dict(self.pairs)

    def _replace(self, m: re.Match) -> str:
        start = m.start()
        if start > 0 and not _starts_a_path(m.string[max(0, start - 16) : start]):
            return m.group(0)  # the tail of some other path ("/x/root"), not ours
        return self._lookup[m.group(0)]

    def __call__(self, text: str) -> str:
        if self._re is None:
            return text
        return self._re.sub(self._replace, text)

    def leftovers(self, data: bytes) -> list[str]:
        return [s for s, _ in self.pairs if s.encode() in data]


# What may come right before an absolute path that starts there: anything but a name
# character, or a name character that ends an escape or a flag.
_PATH_CAN_FOLLOW = re.compile(
    r"(?:"
    r"\\[a-z]"  # a JSON / Python escape: "\n/tmp/..."
    r"|\\u[0-9a-fA-F]{4}"  # a JSON unicode escape: "\u2018/tmp/..."
    r"|(?:\x1b|\\u001b|\\x1b|\\033)\[[0-9;]*[A-Za-z]"  # an ANSI colour code
    r"|(?:^|[^\w.\-])-[A-Za-z]"  # a compiler flag: "-I/home/...", "-L/home/..."
    r")$"
)


def _starts_a_path(before: str) -> bool:
    prev = before[-1]
    if not (prev.isalnum() or prev in "_.-"):
        return True
    return bool(_PATH_CAN_FOLLOW.search(before))


@dataclass
class TraceStats:
    records: int = 0
    payloads: int = 0
    md5_rewritten: int = 0  # payloads whose text (so md5) changed
    md5_bad_before: int = 0  # payloads whose md5 was already wrong as torch wrote it


def rewrite_trace_text(text: str, sub) -> tuple[str, TraceStats]:
    """Rewrite a TORCH_TRACE file's text with ``sub`` record by record, fixing has_payload.

    A record is a glog header line ``V1122 04:11:56.461000 429 path.py:28] {json}`` followed,
    when the JSON has ``has_payload``, by payload lines that each start with a TAB. The payload
    is those lines without the tab, joined by "\\n"; has_payload = md5(payload utf-8).
    Only "\\n" separates lines (payloads may hold other line-break characters).
    """
    stats = TraceStats()
    lines = text.split("\n")
    out: list[str] = []
    i, n = 0, len(lines)
    while i < n:
        header = lines[i]
        j = i + 1
        while j < n and lines[j].startswith("\t"):
            j += 1
        payload_lines = lines[i + 1 : j]
        i = j
        if header.startswith("\t"):  # payload lines without a header: keep them as they are
            out.append(sub(header))
            continue
        new_header = sub(header)
        if not header.strip() and not payload_lines:
            out.append(header)
            continue
        stats.records += 1
        if not payload_lines:
            out.append(new_header)
            continue
        stats.payloads += 1
        old_payload = "\n".join(line[1:] for line in payload_lines)
        new_payload = sub(old_payload)
        brace = new_header.find("{")
        meta = json.loads(new_header[brace:]) if brace >= 0 else {}
        old_md5 = meta.get("has_payload") if isinstance(meta, dict) else None
        if old_md5:
            if hashlib.md5(old_payload.encode("utf-8")).hexdigest() != old_md5:
                stats.md5_bad_before += 1
            new_md5 = hashlib.md5(new_payload.encode("utf-8")).hexdigest()
            if new_md5 != old_md5:
                stats.md5_rewritten += 1
                key = f'"has_payload": "{old_md5}"'
                if new_header.count(key) != 1:
                    raise ValueError(f"cannot place new md5 in trace header: {header[:200]}")
                new_header = new_header.replace(key, f'"has_payload": "{new_md5}"')
        out.append(new_header)
        out.extend("\t" + line for line in new_payload.split("\n"))
    return "\n".join(out), stats


def _is_trace_file(path: Path, scenario_dir: Path) -> bool:
    return path.parent == scenario_dir / "trace" and path.suffix == ".log"


@dataclass
class RewriteReport:
    text_files: int = 0
    changed_files: int = 0
    binary_files: list[str] = field(default_factory=list)
    trace: TraceStats = field(default_factory=TraceStats)
    leftovers: dict[str, list[str]] = field(default_factory=dict)  # file -> local paths left


def rewrite_dir(scenario_dir: Path, rewriter: PathRewriter) -> RewriteReport:
    rep = RewriteReport()
    for path in sorted(p for p in scenario_dir.rglob("*") if p.is_file() and not p.is_symlink()):
        rel = path.relative_to(scenario_dir).as_posix()
        data = path.read_bytes()
        text: str | None = None
        if b"\0" not in data:
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError:
                text = None
        if text is None:
            rep.binary_files.append(rel)
            left = rewriter.leftovers(data)
            if left:
                rep.leftovers[rel] = left
            continue
        rep.text_files += 1
        if _is_trace_file(path, scenario_dir):
            new, st = rewrite_trace_text(text, rewriter)
            for k in ("records", "payloads", "md5_rewritten", "md5_bad_before"):
                setattr(rep.trace, k, getattr(rep.trace, k) + getattr(st, k))
        else:
            new = rewriter(text)
        if new != text:
            rep.changed_files += 1
            path.write_bytes(new.encode("utf-8"))
        left = rewriter.leftovers(new.encode("utf-8"))
        if left:
            rep.leftovers[rel] = left
    return rep
