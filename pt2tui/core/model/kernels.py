"""The kernel level of a run: its Triton kernels (each compile, its launches, what autotuning
tried), from tritonparse's trace and the run's private Triton cache, joined by the compile's
hash. Built by ``build_kernels`` from core/parse's records (sources/kernels.py reads the
files); core/analysis/kernel_level.py joins it to the run's compiles.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from ..parse.triton_records import KernelCompile, KernelLaunch
from ..parse.triton_trace import AutotuneEvent, TraceParse

__all__ = ["Kernel", "KernelSet", "build_kernels"]


@dataclass(frozen=True, slots=True)
class Kernel:
    compile: KernelCompile  # the trace's (stages, metadata, compile id), else the cache's
    cache: KernelCompile | None = None  # the cache dir's (registers, stack from the cubin)
    launches: tuple[KernelLaunch, ...] = ()
    launches_seen: int | None = None  # launches pt2tui's bound counted (traced or not)
    autotune: tuple[AutotuneEvent, ...] = ()

    @property
    def name(self) -> str:
        return self.compile.name

    @property
    def hash(self) -> str | None:
        return self.compile.hash

    @property
    def registers(self) -> int | None:
        return self.compile.registers if self.compile.registers is not None else (
            self.cache.registers if self.cache else None)  # fmt: skip

    @property
    def stack(self) -> int | None:
        return self.compile.stack if self.compile.stack is not None else (
            self.cache.stack if self.cache else None)  # fmt: skip

    @property
    def spills(self) -> bool:
        """Registers spilled to local memory: a stack frame in the cubin, or spills reported."""
        return bool(self.stack) or bool(self.compile.spills)

    @property
    def stages(self):
        own = {s.stage for s in self.compile.stages}
        extra = tuple(s for s in (self.cache.stages if self.cache else ()) if s.stage not in own)
        return self.compile.stages + extra

    @property
    def problems(self) -> tuple[str, ...]:
        own = self.compile.problems
        if not self.cache or self.cache is self.compile:
            return own
        have = {s.stage for s in self.compile.stages}  # a stage the trace holds is not missing
        return own + tuple(p for p in self.cache.problems
                           if not (p.split(":", 1)[0].rsplit(".", 1)[-1] in have and "listed by" in p))  # fmt: skip

    def shapes(self) -> list[tuple]:
        """The distinct argument shapes of its launches, in order of first launch."""
        seen: dict[tuple, None] = {}
        for la in self.launches:
            seen.setdefault(la.signature(), None)
        return list(seen)

    def grids(self) -> list[tuple[int, ...] | None]:
        seen: dict = {}
        for la in self.launches:
            seen.setdefault(la.grid, None)
        return list(seen)


@dataclass(frozen=True, slots=True)
class KernelSet:
    kernels: tuple[Kernel, ...] = ()
    problems: tuple[str, ...] = ()
    sources: tuple[str, ...] = ()  # the trace files and cache dirs read
    status: dict = field(default_factory=dict)  # pt2tui_triton_trace.json (tritonparse, bound)
    other_events: dict = field(default_factory=dict)  # trace events not read (ir_analysis ...)

    @property
    def empty(self) -> bool:
        return not self.kernels

    def launches_of(self, name: str, compile_id: str | None) -> tuple[KernelLaunch, ...]:
        """The traced launches of the kernel ``name`` of compile ``compile_id`` (a kernel
        traced without compile id counts too), in kernel then launch order: ``--launch N`` of
        a kernel-repro is the N-th of these (1-based), as the Kernels view numbers them."""
        return tuple(la for k in self.kernels if k.name == name and k.compile.compile_id in (None, compile_id)
                     for la in k.launches)  # fmt: skip


def build_kernels(traces: Iterable[TraceParse], cache: Iterable[KernelCompile], *,
                  sources: tuple[str, ...] = (), status: dict | None = None,
                  problems: Iterable[str] = ()) -> KernelSet:  # fmt: skip
    """One Kernel per compiled kernel (by hash; a kernel without hash by name)."""
    probs = list(problems)
    by_key: dict[str, dict] = {}
    order: list[str] = []
    launches: dict[str, list[KernelLaunch]] = {}
    autotune: dict[str, list[AutotuneEvent]] = {}
    other: dict[str, int] = {}
    for t in traces:
        probs += t.problems
        for k, n in t.other.items():
            other[k] = other.get(k, 0) + n
        for c in t.compiles:
            key = c.hash or f"name:{c.name}"
            if key not in by_key:
                order.append(key)
                by_key[key] = {"compile": c, "cache": None}
        for la in t.launches:
            launches.setdefault(la.hash or f"name:{la.name}", []).append(la)
        for a in t.autotune:
            autotune.setdefault(a.kernel, []).append(a)
    for c in cache:
        key = c.hash or f"name:{c.name}"
        if key in by_key:
            by_key[key]["cache"] = c
        else:
            order.append(key)
            by_key[key] = {"compile": c, "cache": c}
    names = {by_key[k]["compile"].name for k in order}
    for key, ls in launches.items():  # launches of a compile the trace did not see (cache hit)
        if key not in by_key and ls and ls[0].name not in names:
            order.append(key)
            by_key[key] = {"compile": KernelCompile(ls[0].name, ls[0].hash, "trace", problems=(
                "no compilation event for its launches (compiled before the trace began, or a "
                "cache hit)",)), "cache": None}  # fmt: skip
    seen_counts = (status or {}).get("launches_seen") or {}
    kernels = []
    for key in order:
        d = by_key[key]
        c = d["compile"]
        ls = launches.get(key, []) or ([] if c.hash else launches.get(f"name:{c.name}", []))
        seen = seen_counts.get(c.name) if isinstance(seen_counts, dict) else None
        if c.origin == "cache" and d["cache"] is c:
            d["cache"] = c
        kernels.append(Kernel(c, d["cache"] if d["cache"] is not c else c, tuple(ls),
                              seen if isinstance(seen, int) else None, tuple(autotune.get(c.name, ()))))  # fmt: skip
    return KernelSet(tuple(kernels), tuple(probs), tuple(sources), dict(status or {}), other)


def with_compile_id(k: Kernel, cid: str | None) -> Kernel:
    return replace(k, compile=replace(k.compile, compile_id=cid))
