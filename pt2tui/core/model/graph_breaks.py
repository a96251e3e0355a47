"""Distinct graph breaks: same type (or reason) at the same user frame, counted.

``group_graph_breaks`` groups a list of breaks at once; ``GraphBreakGroups`` keeps the groups
of a run from one snapshot to the next (frozen.py) and redoes only what changed: a compile's
breaks that come after every other compile of their group (the usual case while a run is read)
are added to the group; anything else rebuilds that group alone. Both give the same groups, in
the same order: the most breaks first, then in the order they first appear (compiles in snapshot
order, then the breaks with no compile).
"""

from __future__ import annotations

from typing import Any

from .run import GraphBreak, GraphBreakGroup


def _rank_key(r: int | None) -> int:
    return -1 if r is None else r


def _key(gb: GraphBreak) -> tuple:
    uf = gb.user_frame
    return (
        gb.gb_id or gb.gb_type or gb.reason,
        uf.filename if uf else None,
        uf.line if uf else None,
    )


def _make(items: list[GraphBreak]) -> GraphBreakGroup:
    first = items[0]
    cids = tuple(dict.fromkeys(gb.compile_id for gb in items if gb.compile_id is not None))
    ranks = tuple(sorted({gb.rank for gb in items}, key=_rank_key))
    return GraphBreakGroup(
        reason=first.reason, gb_type=first.gb_type, gb_id=first.gb_id,
        user_frame=first.user_frame, count=len(items), compile_ids=cids,
        ranks=ranks, explanation=first.explanation, hints=first.hints,
    )  # fmt: skip


def group_graph_breaks(breaks: list[GraphBreak]) -> tuple[GraphBreakGroup, ...]:
    """Distinct graph breaks: same type (or reason) at the same user frame, counted."""
    groups: dict[tuple, list[GraphBreak]] = {}
    for gb in breaks:
        groups.setdefault(_key(gb), []).append(gb)
    out = [_make(items) for items in groups.values()]
    out.sort(key=lambda g: -g.count)
    return tuple(out)


class _Group:
    __slots__ = ("members", "last", "count", "cids", "ranks", "first", "first_pos", "loose", "obj")

    def __init__(self) -> None:
        self.members: dict[Any, tuple[int, tuple[GraphBreak, ...]]] = {}  # acc -> (index, breaks)
        self.last: Any = None  # the member that sorts last
        self.loose: list[tuple[int, GraphBreak]] = []  # breaks with no compile: (index, break)
        self.reset()

    def reset(self) -> None:
        self.count = 0
        self.cids: dict[Any, int] = {}
        self.ranks: dict[Any, int] = {}
        self.first: GraphBreak | None = None
        self.first_pos: tuple = ()
        self.obj: GraphBreakGroup | None = None

    def add(self, gbs: Any, pos: tuple) -> None:
        if self.first is None:
            self.first, self.first_pos = gbs[0], pos
        self.count += len(gbs)
        cids, ranks = self.cids, self.ranks
        for gb in gbs:
            if gb.compile_id is not None:
                cids[gb.compile_id] = cids.get(gb.compile_id, 0) + 1
            ranks[gb.rank] = ranks.get(gb.rank, 0) + 1

    def remove(self, gbs: Any) -> None:
        self.count -= len(gbs)
        cids, ranks = self.cids, self.ranks
        for gb in gbs:
            if gb.compile_id is not None:
                cids[gb.compile_id] -= 1
                if not cids[gb.compile_id]:
                    del cids[gb.compile_id]
            ranks[gb.rank] -= 1
            if not ranks[gb.rank]:
                del ranks[gb.rank]

    def rebuild(self, sk: Any) -> None:
        self.reset()
        ordered = sorted(self.members, key=sk)
        self.last = ordered[-1] if ordered else None
        for acc in ordered:
            i, gbs = self.members[acc]
            self.add(gbs, (0, sk(acc), i))
        for i, gb in self.loose:
            self.add((gb,), (1, i))

    def group(self) -> GraphBreakGroup:
        if self.obj is None:
            f = self.first
            assert f is not None
            self.obj = GraphBreakGroup(
                reason=f.reason, gb_type=f.gb_type, gb_id=f.gb_id, user_frame=f.user_frame,
                count=self.count, compile_ids=tuple(self.cids),
                ranks=tuple(sorted(self.ranks, key=_rank_key)), explanation=f.explanation,
                hints=f.hints,
            )  # fmt: skip
        return self.obj


class GraphBreakGroups:
    def __init__(self) -> None:
        self.of: dict[Any, dict[tuple, tuple[int, tuple[GraphBreak, ...]]]] = {}  # acc -> its part
        self.groups: dict[tuple, _Group] = {}
        self.n_loose = 0
        self.result: tuple[GraphBreakGroup, ...] = ()
        self.dirty = True

    def update(
        self, changed: Any, done: dict, sk: Any, resort: bool, loose: list[GraphBreak]
    ) -> None:
        """``changed``: the compiles (accs) frozen again; ``done[acc]``: their Compile;
        ``sk(acc)``: their snapshot order; ``resort``: that order changed for compiles seen before."""
        rebuild: set[tuple] = set()
        touched: set[tuple] = set()
        groups = self.groups
        for acc in changed:
            gbs = done[acc].graph_breaks
            old = self.of.get(acc)
            if not gbs and not old:
                continue
            parts: dict[tuple, list] = {}
            for i, gb in enumerate(gbs):
                p = parts.get(k := _key(gb))
                if p is None:
                    parts[k] = [i, [gb]]
                else:
                    p[1].append(gb)
            new = {k: (i, tuple(items)) for k, (i, items) in parts.items()}
            if new == old:
                continue
            self.of[acc] = new
            for k in (old or {}).keys() | new.keys():
                g = groups.get(k)
                if g is None:
                    g = groups[k] = _Group()
                touched.add(k)
                was = g.members.pop(acc, None)
                now = new.get(k)
                if now is not None:
                    g.members[acc] = now
                if k in rebuild:
                    continue
                if was is not None:  # the last member's breaks changed: take them out, add again
                    if g.last is acc and now is not None and len(g.members) > 1 and not g.loose:
                        g.remove(was[1])
                        g.add(now[1], (0, sk(acc), now[0]))
                        g.obj = None
                    else:
                        rebuild.add(k)
                elif now is not None:  # a new member: at the end, or the group is redone
                    if not g.loose and (g.last is None or sk(acc) > sk(g.last)):
                        g.last = acc
                        g.add(now[1], (0, sk(acc), now[0]))
                        g.obj = None
                    else:
                        rebuild.add(k)
        if len(loose) != self.n_loose:
            for i in range(self.n_loose, len(loose)):
                k = _key(loose[i])
                g = groups.get(k)
                if g is None:
                    g = groups[k] = _Group()
                g.loose.append((i, loose[i]))
                touched.add(k)
                if k not in rebuild:
                    g.add((loose[i],), (1, i))
                    g.obj = None
            self.n_loose = len(loose)
        if resort:
            rebuild = set(groups)
        for k in rebuild:
            groups[k].rebuild(sk)
        for k in touched | rebuild:
            if not groups[k].count:
                del groups[k]
        if touched or rebuild:
            gs = sorted(groups.values(), key=lambda g: (-g.count, g.first_pos))
            self.result = tuple(g.group() for g in gs)
