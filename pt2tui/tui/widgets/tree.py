"""The compile tree: ranks (when more than one), processes (where a rank has more than one:
``bash -c "python a.py; python b.py"``, a torchrun restart), frames, compiles and attempts.

Updated in place from each new ``Run`` snapshot while a trace is being indexed: new nodes are
inserted where they sort, labels refreshed when a compile changes, and the cursor stays on
the node it was on.

A run of many ranks or many compiles (over LAZY_RANKS ranks, or LAZY_OVER compiles over several
ranks: 128 ranks of a long job) shows its ranks collapsed, each with its counts, and builds a
rank's nodes when it is first expanded or something in it is selected (the first compile's rank
at once): building every node of 16,000 compiles took the UI seconds after the model was
complete, and again with each snapshot. While such a run is read, its shape comes from its
files (``update_run(ranks=...)``: 128 rank files are 128 ranks from the first snapshot on), not
from the ranks read so far: the tree is not built whole for the first ranks and then again.

Labels are set without Textual's ``set_label``, which posts a message per node (a snapshot of
128 ranks relabels each rank: keys waited behind them); the tree is refreshed once instead.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.widgets import Tree
from textual.widgets.tree import TreeNode

from ...core.model import Compile, Run
from ...render.labels import compile_label, frame_label, process_label, rank_label

Key = tuple[Any, ...]  # Compile.key: (rank, CompileId, process)
LAZY_OVER = 1000  # more compiles than this over several ranks: ranks built when expanded
LAZY_RANKS = 16  # more ranks than this: the same, whatever the compiles


def _frame_id(c: Compile) -> str:
    ca, fid = c.id.frame_key
    f = "-" if fid is None else str(fid)
    return f"!{ca}/{f}" if ca is not None else f


def _sig(c: Compile) -> tuple:
    return (c.status, c.co_name, len(c.graph_breaks), bool(c.recompile_reasons), c.fail_type)


class CompileTree(Tree[tuple]):
    """Node data: ("rank", rank) | ("process", rank, process) | ("frame", rank, frame_key,
    process) | ("compile", key)."""

    DEFAULT_CSS = """
    CompileTree { scrollbar-size-vertical: 1; }
    """

    BINDINGS = [
        Binding("k", "cursor_up", "Up", show=False),
        Binding("j", "cursor_down", "Down", show=False),
        Binding("M", "mark_compile", "Mark compile", show=False, id="tree.mark"),
        Binding("D", "diff_marked", "Diff with marked", show=False, id="tree.diff"),
    ]

    def action_mark_compile(self) -> None:  # tui/parts/compile_diff.py
        from ..parts.compile_diff import mark_compile

        mark_compile(self)

    def action_diff_marked(self) -> None:
        from ..parts.compile_diff import diff_with_mark

        diff_with_mark(self)

    def __init__(self, *, id: str | None = None) -> None:
        self._widths: dict[TreeNode[tuple], tuple[Any, bool, bool, int]] = {}  # get_label_width
        super().__init__("run", data=("root",), id=id)
        self.show_root = False
        self.guide_depth = 2
        self.auto_expand = False
        self._ranked = False
        self._ranks: dict[int | None, TreeNode[tuple]] = {}
        self._procs: dict[tuple, TreeNode[tuple]] = {}
        self._shape: Any = None
        self._frames: dict[tuple, TreeNode[tuple]] = {}
        self._compiles: dict[Key, TreeNode[tuple]] = {}
        self._sigs: dict[Any, Any] = {}
        self._run_node: TreeNode[tuple] | None = None
        self._seen: dict[Key, Compile] = {}  # the compile each node shows
        self._seen_ids: set[int] = set()  # id() of each of those (alive: _seen holds them)
        self._relabeled = False  # labels set since the last refresh (_set_label)
        self._lazy = False  # ranks built when first expanded (LAZY_OVER)
        self._filled: set[int | None] = set()  # (lazy) the ranks whose nodes are built
        self.run: Run | None = None

    # -- building ---------------------------------------------------------------------------
    def update_run(self, run: Run, *, full: bool = False, ranks: int = 0) -> None:
        """Show ``run``; keeps the cursor on the same node. What it costs is what changed:
        compiles that are the same object as in the last run shown are not looked at again
        (the builder keeps the frozen compiles that did not change); ``full``: every label is
        looked at again (what labels show changed otherwise: InsightTree's verdict tags).
        ``ranks``: while the run is read, how many ranks its files say it has (its shape)."""
        keep = self.cursor_node.data if self.cursor_node is not None else None
        n_ranks = max(len({c.rank for c in run.compiles}), ranks)
        ranked = n_ranks > 1
        multi = run.multi_process_ranks  # ranks shown with a level of processes
        lazy = ranked and (len(run.compiles) > LAZY_OVER or n_ranks > LAZY_RANKS)
        shape = (ranked, multi, lazy)
        if shape != self._shape:  # a rank (or a second process of one) appeared: rebuild
            self._reset()
            self._ranked = ranked
            self._shape = shape
            self._lazy = shape[2]
        self.run = run
        seen, ids = self._seen, self._seen_ids
        # (by identity: a compile's key hashes its CompileId in Python, 16,000 a snapshot)
        changed = list(run.compiles) if full else [c for c in run.compiles if id(c) not in ids]
        if changed and (full or not self._fast_update(run, changed)):
            self._full_update(run)
        for c in changed:
            old = seen.get(c.key)
            if old is not None:
                ids.discard(id(old))
            seen[c.key] = c
            ids.add(id(c))
        self._update_run_artifacts(run)
        self._flush_labels()
        if keep is not None and keep[0] != "root":
            node = self.node_for(keep)
            if node is not None and node is self.cursor_node:
                return  # the tree keeps its cursor on the node when lines come before it
            if not self.select_data(keep, scroll=False) and run.compiles:
                self.select_compile(run.compiles[0].key)  # the node went away (ranks appeared)

    def _fast_update(self, run: Run, changed: list[Compile]) -> bool:
        """Add / relabel the nodes of ``changed`` compiles only. False when a rank or process
        node would have to be made (the full update places those)."""
        ranked, multi, lazy = self._shape
        if ranked and not lazy and any(c.rank not in self._ranks for c in changed):
            return False  # (lazy: a new rank's node is made below, collapsed, where it sorts)
        by_rank: dict[int | None, list[Compile]] = {}
        if ranked:
            for c in run.compiles:
                by_rank.setdefault(c.rank, []).append(c)
            for r in {c.rank for c in changed}:
                self._rank_node(r, by_rank[r])
        if self._lazy:  # the ranks not built yet: their labels only
            changed = [c for c in changed if c.rank in self._filled]
        if multi and any(c.rank in multi and (c.rank, c.process) not in self._procs for c in changed):
            return False
        touched = {(c.rank, c.process, c.id.frame_key) for c in changed}
        by_frame: dict[tuple, list[Compile]] = {}
        for c in run.compiles:
            k = (c.rank, c.process, c.id.frame_key)
            if k in touched:
                by_frame.setdefault(k, []).append(c)
        for pkey in {(c.rank, c.process) for c in changed if c.rank in multi}:
            cs = [c for c in run.compiles if (c.rank, c.process) == pkey]
            self._proc_node(self._ranks[pkey[0]] if ranked else self.root, {}, run, cs[0], cs)
        order: list[tuple] | None = None
        for fkey, members in by_frame.items():
            fnode = self._frames.get(fkey)
            c0 = members[0]
            if fnode is None:  # a new frame: after the last frame before it under its parent
                parent = self.root
                if ranked:
                    parent = self._ranks[c0.rank]
                if c0.rank in multi:
                    parent = self._procs[(c0.rank, c0.process)]
                if order is None:
                    order = list(dict.fromkeys((c.rank, c.process, c.id.frame_key) for c in run.compiles))
                i = order.index(fkey)
                prev = next(
                    (n for k in reversed(order[:i]) if (n := self._frames.get(k)) is not None and n.parent is parent),
                    None,
                )  # fmt: skip
                fnode = self._add_sorted(parent, prev, fkey, ("frame", c0.rank, c0.id.frame_key, c0.process))
                self._frames[fkey] = fnode
            self._relabel(("frame", fkey), fnode, lambda fk=fkey, c=c0: frame_label(_frame_id(c), by_frame[fk]),
                          tuple(_sig(x) for x in members))  # fmt: skip
        for c in changed:
            self._compile_node(c, self._frames[(c.rank, c.process, c.id.frame_key)],
                               by_frame[(c.rank, c.process, c.id.frame_key)])  # fmt: skip
        return True

    def _compile_node(self, c: Compile, fnode: TreeNode[tuple], siblings: list[Compile]) -> None:
        node = self._compiles.get(c.key)
        if node is None:
            i = next(i for i, s in enumerate(siblings) if s is c)  # (not ==: compares everything)
            after = next((self._compiles[s.key] for s in reversed(siblings[:i]) if s.key in self._compiles), None)
            label = compile_label(c)
            data = ("compile", c.key)
            if after is not None:
                node = fnode.add(label, data=data, after=after, allow_expand=False)
            elif fnode.children:
                node = fnode.add(label, data=data, before=0, allow_expand=False)
            else:
                node = fnode.add(label, data=data, allow_expand=False)
            self._compiles[c.key] = node
            self._sigs[c.key] = _sig(c)
        else:
            self._relabel(c.key, node, lambda c=c: compile_label(c), _sig(c))

    def _full_update(self, run: Run, only: int | None | tuple = ()) -> None:
        """Every node of the run (``only``: of that rank), each label looked at again."""
        ranked, multi, _ = self._shape
        by_frame: dict[tuple, list[Compile]] = {}
        by_rank: dict[int | None, list[Compile]] = {}
        by_proc: dict[tuple, list[Compile]] = {}
        for c in run.compiles:
            by_frame.setdefault((c.rank, c.process, c.id.frame_key), []).append(c)
            by_rank.setdefault(c.rank, []).append(c)
            by_proc.setdefault((c.rank, c.process), []).append(c)
        prev_frame: dict[Any, TreeNode[tuple] | None] = {}
        prev_proc: dict[Any, TreeNode[tuple] | None] = {}
        rank_nodes: dict[Any, TreeNode[tuple]] = {}  # each labelled once per update
        proc_nodes: dict[Any, TreeNode[tuple]] = {}
        lazy, filled = self._lazy, self._filled
        for c in run.compiles:
            if only != () and c.rank != only:
                continue
            parent = self.root
            if ranked:
                parent = rank_nodes.get(c.rank) or rank_nodes.setdefault(
                    c.rank, self._rank_node(c.rank, by_rank[c.rank])
                )
            if lazy and c.rank not in filled:
                continue
            if c.rank in multi:
                pkey = (c.rank, c.process)
                node = proc_nodes.get(pkey)
                if node is None:
                    node = proc_nodes[pkey] = self._proc_node(parent, prev_proc, run, c, by_proc[pkey])
                else:
                    prev_proc[id(parent)] = node
                parent = node
            fkey = (c.rank, c.process, c.id.frame_key)
            fnode = self._frames.get(fkey)
            if fnode is None:
                fnode = self._add_sorted(
                    parent, prev_frame.get(id(parent)), fkey,
                    ("frame", c.rank, c.id.frame_key, c.process),
                )  # fmt: skip
                self._frames[fkey] = fnode
            if prev_frame.get(id(parent)) is not fnode:  # the frame's first compile
                prev_frame[id(parent)] = fnode
                self._relabel(("frame", fkey), fnode, lambda fk=fkey, c=c: frame_label(_frame_id(c), by_frame[fk]),
                              tuple(_sig(x) for x in by_frame[fkey]))  # fmt: skip
            self._compile_node(c, fnode, by_frame[fkey])

    def _update_run_artifacts(self, run: Run) -> None:
        """A last node for artifacts that belong to no compile (a debug dir on its own ...)."""
        n = len(run.run_artifacts)
        if not n or (run.compiles and all(a.category == "other" for a in run.run_artifacts)):
            return  # (torch_version and such alone are not worth a node)
        label = Text(end="", no_wrap=True)
        label.append("run artifacts", style="italic")
        label.append(f" ·{n}", style="dim")
        if self._run_node is None:
            self._run_node = self.root.add_leaf(label, data=("run_artifacts",))
        elif self._sigs.get("run_artifacts") != n:
            self._set_label(self._run_node, label)
        self._sigs["run_artifacts"] = n

    def _proc_node(self, parent: TreeNode[tuple], prev: dict, run: Run, c: Compile,
                   compiles: list[Compile]) -> TreeNode[tuple]:  # fmt: skip
        """The node of the compile's process (processes of a rank in start order)."""
        pkey = (c.rank, c.process)
        node = self._procs.get(pkey)
        if node is None:
            node = self._add_sorted(parent, prev.get(id(parent)), pkey, ("process", c.rank, c.process))
            self._procs[pkey] = node
        prev[id(parent)] = node
        p = run.process(c.process)
        self._relabel(("process", pkey), node, lambda: process_label(p, compiles),
                      (len(compiles), sum(1 for x in compiles if x.fail_type), p))  # fmt: skip
        return node

    def _reset(self) -> None:
        self._run_node = None
        self.clear()
        self._procs.clear()
        self._ranks.clear()
        self._frames.clear()
        self._compiles.clear()
        self._sigs.clear()
        self._seen.clear()
        self._seen_ids.clear()
        self._widths.clear()
        self._filled.clear()

    def _rank_node(self, rank: int | None, compiles: list[Compile]) -> TreeNode[tuple]:
        node = self._ranks.get(rank)
        if node is None:
            order = sorted(set(self._ranks) | {rank}, key=lambda r: -1 if r is None else r)
            i = order.index(rank)
            after = self._ranks.get(order[i - 1]) if i > 0 else None
            data = ("rank", rank)
            if after is not None:
                node = self.root.add(rank_label(rank, compiles), data=data, after=after, allow_expand=True)
            elif self.root.children:
                node = self.root.add(rank_label(rank, compiles), data=data, before=0, allow_expand=True)
            else:
                node = self.root.add(rank_label(rank, compiles), data=data, allow_expand=True)
            if not self._lazy:
                node.expand()
            self._ranks[rank] = node
        self._relabel(("rank", rank), node, lambda: rank_label(rank, compiles),
                      (len(compiles), sum(1 for c in compiles if c.fail_type)))  # fmt: skip
        return node

    def fill_rank(self, rank: int | None) -> None:
        """Build a rank's nodes, shown collapsed until now (LAZY_OVER)."""
        if not self._lazy or rank in self._filled or rank not in self._ranks or self.run is None:
            return
        self._filled.add(rank)
        self._full_update(self.run, only=rank)
        self._flush_labels()
        node = self._ranks[rank]
        if not node.is_expanded:
            node.expand()

    def on_tree_node_expanded(self, event: Tree.NodeExpanded) -> None:
        data = event.node.data
        if data and data[0] == "rank":
            self.fill_rank(data[1])

    def _add_sorted(self, parent: TreeNode[tuple], prev: TreeNode[tuple] | None, key: tuple,
                    data: tuple) -> TreeNode[tuple]:  # fmt: skip
        """A new node, expanded (made so: ``expand()`` would post a NodeExpanded per node)."""
        if prev is not None:
            return parent.add("", data=data, after=prev, expand=True)
        if parent.children:
            return parent.add("", data=data, before=0, expand=True)
        return parent.add("", data=data, expand=True)

    def _relabel(self, key: Any, node: TreeNode[tuple], make: Any, sig: tuple) -> None:
        if self._sigs.get(key) != sig or not str(node.label):
            self._sigs[key] = sig
            self._set_label(node, make())

    def _set_label(self, node: TreeNode[tuple], label: Any) -> None:
        """``node.set_label`` without its message: a line is drawn again when a node on its
        path was updated (Tree's line cache keys on ``node._updates``); ``_flush_labels``
        refreshes the tree once."""
        node._label = self.process_label(label)
        node._updates += 1
        self._relabeled = True

    def _flush_labels(self) -> None:
        if self._relabeled:
            self._relabeled = False
            self.refresh()

    # Tree builds its lines (a walk of every node, O(run)) again whenever it is invalidated; a
    # resize or a style update (the explorer shown again after another view) changes how lines
    # are drawn, not which lines there are: only the drawn lines are dropped then.
    def _on_resize(self, event: events.Resize) -> None:
        event.prevent_default()  # (instead of Tree's, which drops the lines too)
        self._line_cache.grow(event.size.height)
        self._redraw()

    def notify_style_update(self) -> None:
        super(Tree, self).notify_style_update()  # (not Tree's: see _on_resize)
        self._redraw()

    def _redraw(self) -> None:
        self._line_cache.clear()
        self._updates += 1
        self.root._reset()
        self.refresh(layout=True)

    def get_label_width(self, node: TreeNode[tuple]) -> int:
        """Tree measures every line's label whenever a node is added: remembered per label."""
        w = self._widths.get(node)
        if w is not None and w[0] is node._label and w[1] == node._allow_expand and w[2] == node._expanded:
            return w[3]
        width = super().get_label_width(node)
        self._widths[node] = (node._label, node._allow_expand, node._expanded, width)
        return width

    # -- lookups ----------------------------------------------------------------------------
    def node_for(self, data: tuple) -> TreeNode[tuple] | None:
        kind = data[0]
        if kind == "compile":
            return self._compiles.get(data[1])
        if kind == "frame":
            return self._frames.get((data[1], data[3] if len(data) > 3 else None, data[2]))
        if kind == "process":
            return self._procs.get((data[1], data[2]))
        if kind == "rank":
            return self._ranks.get(data[1])
        if kind == "run_artifacts":
            return self._run_node
        return None

    def select_data(self, data: tuple, *, scroll: bool = True) -> bool:
        node = self.node_for(data)
        if node is None and self._lazy and data[0] in ("compile", "frame", "process"):
            self.fill_rank(data[1][0] if data[0] == "compile" else data[1])  # its rank, built now
            node = self.node_for(data)
        if node is None:
            return False
        parent = node.parent
        while parent is not None:
            if not parent.is_expanded and parent is not self.root:
                parent.expand()
            parent = parent.parent
        self._tree_lines  # noqa: B018 - builds the line index, so node._line is current
        if self.cursor_node is not node:
            self.move_cursor(node, animate=False)
        elif scroll:
            self.scroll_to_node(node, animate=False)
        return True

    def select_compile(self, key: Key) -> bool:
        return self.select_data(("compile", key))

    @property
    def shown(self) -> dict[Key, Compile]:
        """{Compile.key: Compile} of the run shown (kept up to date by ``update_run``)."""
        return self._seen

    @property
    def selected_data(self) -> tuple | None:
        node = self.cursor_node
        return node.data if node is not None else None

    def first_compile_key(self) -> Key | None:
        if self.run is None or not self.run.compiles:
            return None
        return self.run.compiles[0].key
