"""A run's lineage: the original run, its reruns, unit tests (``testcase``) and ``verify`` runs,
found through the ``parent`` key of each run.json in the runs dir, as a tree.

A parent path that no longer exists (a runs dir that was moved or copied: committed samples)
is looked up by its name beside the child. ``verify`` runs hang under the test they ran
(``testcase`` in their run.json) when that test is in the lineage.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from ..sources.discover import read_run_json

__all__ = ["LineageNode", "find_root", "lineage", "node_kind", "outcome_of", "resolve_parent"]


@dataclass
class LineageNode:
    path: str
    info: dict
    children: list[LineageNode] = field(default_factory=list)

    @property
    def name(self) -> str:
        return os.path.basename(self.path)

    @property
    def kind(self) -> str:
        return node_kind(self.info)

    def walk(self):
        yield self
        for c in self.children:
            yield from c.walk()


def node_kind(info: dict) -> str:
    """original | rerun | testcase | verify | verify-test"""
    recipe = info.get("recipe")
    if recipe in ("testcase", "verify", "verify-test"):
        return str(recipe)
    return "rerun" if info.get("parent") else "original"


def resolve_parent(run_dir: str, info: dict) -> str | None:
    p = info.get("parent")
    if not isinstance(p, str) or not p:
        return None
    if os.path.isfile(os.path.join(p, "run.json")):
        return str(Path(p).resolve())
    rel = (info.get("relative") or {}).get("parent") if isinstance(info.get("relative"), dict) else None
    if isinstance(rel, str) and rel:  # moved with its runs: where it was, relative (run.json)
        moved = (Path(run_dir).resolve() / rel).resolve()
        if (moved / "run.json").is_file():
            return str(moved)
    beside = Path(run_dir).resolve().parent / os.path.basename(p.rstrip("/"))
    if (beside / "run.json").is_file():
        return str(beside)
    return None


def find_root(run_dir: str) -> str:
    """The original run of the lineage (following ``parent`` up)."""
    cur = str(Path(run_dir).resolve())
    seen = {cur}
    while True:
        info = read_run_json(os.path.join(cur, "run.json"))
        parent = resolve_parent(cur, info) if info else None
        if parent is None or parent in seen:
            return cur
        seen.add(parent)
        cur = parent


def _runs_beside(root: str) -> dict[str, dict]:
    base = Path(root).parent
    out: dict[str, dict] = {}
    try:
        entries = sorted(base.iterdir())
    except OSError:
        return out
    for d in entries:
        if (d / "run.json").is_file():
            info = read_run_json(str(d / "run.json"))
            if info:
                out[str(d.resolve())] = info
    return out


def lineage(run_dir: str) -> LineageNode:
    """The tree from the original run down, every run dir beside it that descends from it."""
    root = find_root(run_dir)
    runs = _runs_beside(root)
    runs.setdefault(root, read_run_json(os.path.join(root, "run.json")) or {})
    nodes = {p: LineageNode(p, info) for p, info in runs.items()}
    parent_of: dict[str, str] = {}
    for p, info in runs.items():
        parent = resolve_parent(p, info)
        tc = info.get("testcase_run")
        if node_kind(info) == "verify" and isinstance(tc, str):
            tc_res = str(Path(tc).resolve()) if os.path.isdir(tc) else None
            if tc_res in nodes:
                parent = tc_res
        if parent in nodes and parent != p:
            parent_of[p] = parent

    def descends(p: str) -> bool:
        seen = set()
        while p in parent_of and p not in seen:
            seen.add(p)
            p = parent_of[p]
        return p == root

    for p in sorted(nodes, key=lambda q: (str(runs[q].get("start_time") or ""), q)):
        if p != root and p in parent_of and descends(p):
            nodes[parent_of[p]].children.append(nodes[p])
    return nodes[root]


def cut_words(text: str, n: int) -> str:
    """``text`` in at most ``n`` characters, cut after a whole clause outside parentheses (a
    ``(`` / ``;`` / ``,`` boundary) when one ends in its last quarter, else after a whole word, with
    ``…``; never inside a word or a figure ("6.388 ms per call (")."""
    if len(text) <= n:
        return text
    depth, best = 0, -1
    for i, ch in enumerate(text[:n]):
        if depth == 0 and i > n * 3 // 4 and text[i : i + 2] in (" (", "; ", ", "):
            best = i
        depth += (ch in "([") - (ch in ")]")
    if best < 0:
        best = text.rfind(" ", 0, n)
    return (text[:best] if best > 0 else text[: n - 1]).rstrip(" ,;:") + "…"


def outcome_of(info: dict, verdict: str | None = None) -> str:
    """One short line: how this run of the lineage ended. ``verdict``: the run's verdict now
    (verdict_brief of run_verdict, as every view says it); without it, the triage a rerun
    recorded when it ended is the past and says so (``at the time: graph_break``)."""
    res = info.get("result") if isinstance(info.get("result"), dict) else {}
    kind = node_kind(info)
    if kind in ("testcase", "verify-test"):
        t = res.get("test") if isinstance(res.get("test"), dict) else res
        out = t.get("outcome")
        if out == "failed":
            return "test FAILS" + (" (captures the bug)" if kind == "testcase" else "")
        if out == "passed":
            return "test passes" + (": does NOT capture the bug" if kind == "testcase" else "")
        if out:
            return f"test {out}: {t.get('summary', '')}"[:100]
        return "test written (not run)" if info.get("status") != "running" else "running"
    if kind == "verify":
        v = res.get("verdict")
        if v:
            return str(v)
    status = info.get("status") or ""
    if status == "running":
        return "running"
    if res.get("outcome") == "cancelled" or res.get("cancelled"):
        return "cancelled" + (f" ({info['signal']})" if info.get("signal") else "")
    parts = []
    if info.get("signal"):
        parts.append(f"killed ({info['signal']})")
    elif info.get("exit_code") is not None:
        parts.append(f"exit {info['exit_code']}")
    tri = res.get("triage") if isinstance(res.get("triage"), dict) else None
    if verdict:
        parts.append(verdict)
    elif isinstance(res.get("verdict"), str):
        parts.append(f"at the time: {res['verdict']}")
    elif tri and tri.get("category"):
        parts.append(f"at the time: {tri['category']}")
    if res.get("summary"):
        parts.append(cut_words(str(res["summary"]), 80))
    return ", ".join(parts) or status or "?"
