"""The lineage screen: a run's family as a tree (original -> reruns -> unit test -> verify), each
with its outcome; the selected one's details on the right (for a unit test: where it goes and why,
whether it fails; for verify: the before/after table). Enter opens that run, escape goes back.
"""

from __future__ import annotations

import json
import os
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static, Tree

from ...core.analysis.verify_compare import verify_lines
from ...render.safe import sanitize
from ...runner.lineage import LineageNode, cut_words, lineage, outcome_of
from ...runner.portable import command_here
from ...runner.reroot import reroot_text

__all__ = ["LineageScreen", "detail_text"]

_MARK = {"original": "●", "rerun": "↻", "testcase": "🧪", "verify": "✔", "verify-test": "·"}
_STYLE_BAD = ("FAILS", "NOT FIXED", "exit 1", "killed", "does NOT")


def _label(n: LineageNode, busy: set[str], verdicts: dict[str, str] | None = None) -> Text:
    info = n.info
    kind = n.kind
    what = kind if kind != "rerun" else str(info.get("recipe") or "rerun")
    out = "running …" if n.path in busy else outcome_of(info, (verdicts or {}).get(n.path))
    style = "green"
    if any(w in out for w in _STYLE_BAD):
        style = "red" if kind != "testcase" or "does NOT" in out else "yellow"
    if kind == "testcase" and "FAILS" in out:
        style = "yellow"  # a failing test is what testcase must make
    t = Text()
    t.append(f"{_MARK.get(kind, '·')} {what:<12} ", style="bold")
    t.append(cut_words(sanitize(out), 80) + "  ", style=style)
    t.append(sanitize(n.name)[:60], style="dim")
    return t


def detail_text(n: LineageNode, verdict: str | None = None) -> str:
    """The selected run's details, as plain text (what it found first: the pane may be short).
    A run dir recorded on another host (or moved): its command and what it recorded name the
    paths where they are here (runner/portable.py command_here), and a ``paths:`` line says so
    and which of them are the recording host's (its interpreter)."""
    info = n.info
    res = info.get("result") if isinstance(info.get("result"), dict) else {}
    lines = [f"{n.kind}: {n.path}", f"outcome: {outcome_of(info, verdict)}"]
    if res.get("summary") and n.kind not in ("testcase", "verify"):
        lines.append(f"result: {res['summary']}")
    if info.get("recipe") and n.kind == "rerun":
        lines.append(f"recipe: {info['recipe']}")
    here = command_here(n.path, info)  # a run dir recorded on another host: its paths here
    if here is not None:
        lines.append("command: " + " ".join(here.argv)[:300])
        if here.elsewhere:
            lines.append(f"cwd: {here.cwd}" if here.cwd else f"cwd: {here.recorded_cwd} (not here)")
            lines.append(f"paths: {here.note()}")
    if info.get("torch_version"):
        lines.append(f"torch: {info['torch_version']}")
    tc = info.get("testcase") if isinstance(info.get("testcase"), dict) else None
    if n.kind == "testcase" and tc:
        rep = tc.get("repro") or {}
        lines += [
            "",
            f"test file: {tc.get('file')}",
            f"test:      {tc.get('class')}.{tc.get('method')}  ({tc.get('check')})",
            f"failure:   {tc.get('failure')}",
            f"repro:     {rep.get('kind')}: {rep.get('path')}"
            + ("" if rep.get("minimal") else "  (not minimal)"),
            f"put it in: {tc.get('suggested')}",
            f"why:       {tc.get('why')}",
        ]
        lines += [f"note:      {x}" for x in tc.get("notes") or []]
        if res.get("summary"):
            lines += ["", f"result: {res['summary']}"]
        t = res.get("test") or {}
        if t.get("first_error"):
            lines.append(f"raised: {t['first_error']}")
    elif n.kind == "verify" and res.get("before"):
        lines += ["", *verify_lines(res)]
    cmp = info.get("compare")
    if n.kind == "rerun" and isinstance(cmp, dict) and cmp.get("verdict"):
        lines.append(f"compared with its parent: {cmp['verdict']}")
    if here is not None and here.roots:  # what the run recorded (results, test files): where it is now
        lines = [lines[0], *(ln if ln.startswith("paths: ") else reroot_text(ln, here.roots) for ln in lines[1:])]
    return "\n".join(lines)


class LineageScreen(Screen):
    BINDINGS = [
        Binding("escape", "app.pop_screen", "Back", show=True, id="lineage.back"),
        Binding("enter", "open_run", "Open run", show=True, id="lineage.open"),
        Binding("g", "refresh_tree", "Refresh", show=True, id="lineage.refresh"),
        Binding("q", "app.quit", "Quit", show=False),
    ]
    DEFAULT_CSS = """
    LineageScreen Horizontal { height: 1fr; }
    LineageScreen #lineage-tree { width: 3fr; min-width: 40; }
    LineageScreen #lineage-box { width: 2fr; padding: 0 1; }
    LineageScreen #lineage-detail { height: auto; }
    LineageScreen.-narrow Horizontal { layout: vertical; }
    LineageScreen.-narrow #lineage-tree { width: 1fr; height: 3fr; min-width: 0; }
    LineageScreen.-narrow #lineage-box { width: 1fr; height: 2fr; border-top: solid $panel; }
    """
    NARROW = 140  # below: the detail under the tree, so that rows keep the whole width

    def __init__(self, run_dir: str, select: str | None = None) -> None:
        super().__init__()
        self.run_dir = run_dir
        self.select = select
        self.busy: set[str] = set()
        self.nodes: dict[str, LineageNode] = {}
        self.verdicts: dict[str, str] = {}  # run dir -> its verdict now (verdict_brief)
        self.verdicts_done = False

    def compose(self) -> ComposeResult:
        yield Static("", id="lineage-title")
        with Horizontal():
            yield Tree("lineage", id="lineage-tree")
            with VerticalScroll(id="lineage-box"):  # scrolls: the detail may not fit
                yield Static("", id="lineage-detail")
        yield Footer()

    def on_mount(self) -> None:
        self.set_class(self.app.size.width < self.NARROW, "-narrow")
        self.refresh_tree()

    def on_resize(self, event: Any) -> None:
        self.set_class(event.size.width < self.NARROW, "-narrow")
        self.query_one("#lineage-tree", Tree).focus()

    def action_refresh_tree(self) -> None:
        self.refresh_tree()

    def refresh_tree(self, select: str | None = None) -> None:
        if select:
            self.select = select
        tree: Tree = self.query_one("#lineage-tree", Tree)
        tree.clear()
        try:
            root = lineage(self.run_dir)
        except OSError as e:
            self.query_one("#lineage-detail", Static).update(f"cannot read the lineage: {e}")
            return
        self.nodes = {n.path: n for n in root.walk()}
        self.query_one("#lineage-title", Static).update(
            Text(f"Lineage of {root.name}  ({len(self.nodes)} runs)", style="bold")
        )
        tree.root.set_label(_label(root, self.busy, self.verdicts))
        tree.root.data = root.path
        want = self.select or os.path.realpath(self.run_dir)
        found = [tree.root] if root.path == want else []

        def add(parent: Any, node: LineageNode) -> None:
            for ch in node.children:
                item = parent.add(_label(ch, self.busy, self.verdicts), data=ch.path, expand=True)
                if ch.path == want:
                    found.append(item)
                add(item, ch)

        add(tree.root, root)
        tree.root.expand_all()
        target = found[0] if found else tree.root
        self.call_after_refresh(lambda: tree.move_cursor(target))
        self._show(target.data)
        todo = [n.path for n in self.nodes.values() if n.kind in ("original", "rerun")
                and n.path not in self.busy and n.info.get("status") != "running"]  # fmt: skip
        self.verdicts_done = False
        self.run_worker(lambda: self._verdicts(todo), thread=True, group="lineage-verdicts",
                        exclusive=True, exit_on_error=False)  # fmt: skip

    def _verdicts(self, paths: list[str]) -> None:
        """Each run's verdict now (THE verdict, runner/runs_list.py run_facts): the rows say
        it in place of the triage a rerun recorded when it ended."""
        from ...runner.runs_list import run_facts

        for p in paths:
            try:
                v = run_facts(p)[0]
            except Exception:  # noqa: BLE001 - the recorded one stays, marked as the past
                continue
            self.app.call_from_thread(self._set_verdict, p, v)
        self.app.call_from_thread(setattr, self, "verdicts_done", True)

    def _set_verdict(self, path: str, verdict: str) -> None:
        self.verdicts[path] = verdict
        tree: Tree = self.query_one("#lineage-tree", Tree)
        stack = [tree.root]
        while stack:
            item = stack.pop()
            if item.data == path and path in self.nodes:
                item.set_label(_label(self.nodes[path], self.busy, self.verdicts))
            stack.extend(item.children)
        cur = tree.cursor_node
        if cur is not None and cur.data == path:
            self._show(path)

    def _show(self, path: str | None) -> None:
        n = self.nodes.get(path or "")
        text = detail_text(n, self.verdicts.get(path or "")) if n is not None else ""
        self.query_one("#lineage-detail", Static).update(Text(sanitize(text)))

    def on_tree_node_highlighted(self, event: Tree.NodeHighlighted) -> None:
        self._show(event.node.data)

    def on_tree_node_selected(self, event: Tree.NodeSelected) -> None:
        event.stop()
        self._open(event.node.data)

    def action_open_run(self) -> None:
        node = self.query_one("#lineage-tree", Tree).cursor_node
        self._open(node.data if node is not None else None)

    def _open(self, path: str | None) -> None:
        app: Any = self.app
        if not path or not hasattr(app, "open_path"):
            return
        app.open_path(path)

    def selected_info(self) -> str:
        node = self.query_one("#lineage-tree", Tree).cursor_node
        n = self.nodes.get(node.data if node is not None else "")
        return json.dumps(n.info if n else {}, indent=1, default=str)
