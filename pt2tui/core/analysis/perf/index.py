"""One pass over a trace's columns (core/parse/kineto_columns.py) that sorts its rows into what
the analysis asks for: the compiled calls' marks on the thread that ran them (regions, cache
lookups, compiles, graph calls, syncs), its aten ops and C++ kernels, the launches (CPU events
with a correlation), the GPU events, the profiler's own overhead and the ProfilerSteps.

Rows are indices into the columns, in start order (the columns' order). Nothing here makes an
object per event: a trace of millions of events costs one pass and a few lists of ints. ``ev(i)``
gives a row as an ``Ev`` where one is wanted (few: markers, tables).
"""

from __future__ import annotations

import re
from itertools import count

from ...model.profile import Ev
from ...parse import native
from ...parse.kineto_columns import Columns

REGION = "Torch-Compiled Region: "
LOOKUP = "TorchDynamo Cache Lookup"
GRAPH = "## Call CompiledFxGraph"
COMPILE = "_compile.compile_inner (dynamo_timed)"
GRAPH_LAUNCH = "cudaGraphLaunch"
_SYNC = re.compile(r"^cuda(?:Device|Stream|Event)Synchronize$")
CPP_KERNEL = re.compile(r"^graph_\d+_(cpp_\w+)$")

# name classes (a name is in one at most)
K_REGION, K_LOOKUP, K_COMPILE, K_GRAPH, K_SYNC, K_ATEN, KCPP_KERNEL, K_STEP = range(1, 9)


def _kind(name: str) -> int:
    if name.startswith(REGION):
        return K_REGION
    if name == LOOKUP:
        return K_LOOKUP
    if name == COMPILE:
        return K_COMPILE
    if name.startswith(GRAPH):
        return K_GRAPH
    if name.startswith("aten::"):
        return K_ATEN
    if "ProfilerStep" in name:
        return K_STEP
    if _SYNC.search(name):
        return K_SYNC
    if CPP_KERNEL.match(name):
        return KCPP_KERNEL
    return 0


def _classify(col: Columns, kinds: list[int], ov: int) -> tuple:
    """classify_rows of _native/rows.h, in Python: (rows by name class, GPU rows, launches,
    overhead rows)."""
    by_kind: list[list[int]] = [[] for _ in range(9)]
    gpu: list[int] = []
    launch: list[int] = []
    g_add, l_add = gpu.append, launch.append
    adds = [b.append for b in by_kind]
    for i, n, s, c in zip(count(), col.name, col.stream, col.corr):
        if s != -1:
            g_add(i)
            continue
        if c >= 0:
            l_add(i)
        k = kinds[n]
        if k:
            adds[k](i)
    overhead = [i for i, c in enumerate(col.cat) if c == ov] if ov >= 0 else []
    return by_kind, gpu, launch, overhead


class TraceIndex:
    """The rows of one trace the analysis reads, found once."""

    def __init__(self, col: Columns) -> None:
        self.col = col
        self.ts = col.ts
        self.dur = col.dur
        kinds = [_kind(n) for n in col.names]
        ov = col.cats.index("overhead") if "overhead" in col.cats else -1
        if native.classify_rows is not None and native.rows_eq is not None:
            by_kind, gpu, launch = native.classify_rows(bytes(kinds), col.name, col.stream, col.corr)
            overhead = native.rows_eq(col.cat, ov, None) if ov >= 0 else []
        else:
            by_kind, gpu, launch, overhead = _classify(col, kinds, ov)
        self.gpu: list[int] = gpu  # rows with a GPU stream
        self.launch: list[int] = launch  # CPU rows with a correlation
        self.overhead: list[int] = overhead  # the profiler's own work ("cat": "overhead")
        self.any_thread: list[list[int]] = by_kind  # CPU rows by name class, every thread
        self.main = self._main_thread()
        m = self.main
        if m is None:
            self.on_main: list[list[int]] = [[] for _ in by_kind]
        elif native.rows_eq is not None:
            self.on_main = [native.rows_eq(col.tid, m, rows) if rows else [] for rows in by_kind]
        else:
            tid = col.tid
            self.on_main = [[i for i in rows if tid[i] == m] for rows in by_kind]

    def _main_thread(self) -> int | None:
        """The thread (tid index) of the first compiled call (else of the first ProfilerStep#: an
        eager run)."""
        a, b = self.any_thread[K_REGION], self.any_thread[K_LOOKUP]
        first = min(a[0] if a else len(self.ts), b[0] if b else len(self.ts))
        if first < len(self.ts):
            return self.col.tid[first]
        steps = self.cpu_steps()
        return self.col.tid[steps[0]] if steps else None

    def ev(self, i: int) -> Ev:
        c = self.col
        return Ev(c.ts[i], c.dur[i], c.names[c.name[i]], c.cats[c.cat[i]], c.tids[c.tid[i]], c.stream[i],
                  c.corr[i], c.args.get(i))  # fmt: skip

    def cpu_steps(self) -> list[int]:
        """ProfilerStep#N on the CPU (every thread), as the calls' marks."""
        names, cats, ncol, ccol = self.col.names, self.col.cats, self.col.name, self.col.cat
        return [i for i in self.any_thread[K_STEP]
                if names[ncol[i]].startswith("ProfilerStep#") and not cats[ccol[i]].startswith("gpu")]  # fmt: skip

    def main_sorted(self, *kinds: int) -> list[int]:
        """The main thread's rows of these classes, in start order."""
        out: list[int] = []
        for k in kinds:
            out.extend(self.on_main[k])
        if len(kinds) > 1:
            out.sort()
        return out



def take(col: Columns, rows: list[int]) -> Columns:
    """The columns of these rows only (ascending), the tables kept whole."""
    out = Columns()
    out.names, out.cats, out.tids = col.names, col.cats, col.tids
    for name in ("ts", "dur", "name", "cat", "tid", "stream", "corr"):
        src = getattr(col, name)
        getattr(out, name).extend(src[i] for i in rows)
    out.args = {k: col.args[i] for k, i in enumerate(rows) if i in col.args}
    return out
