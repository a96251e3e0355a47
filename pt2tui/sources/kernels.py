"""A run's kernel level from its files: tritonparse's trace (``triton_trace/``: the
triton-trace recipe's, or any dir of ``*.ndjson[.gz]`` traces given) and its private Triton cache
(``triton_cache/``), with pt2tui's own status file (``pt2tui_triton_trace.<pid>.json``).

``load_kernels(path)`` -> KernelSet (None when the path has neither); ``read_stage(ref)`` the
text of one IR stage, read when shown. Reading only; bytes of the trace are decompressed when
the file is gzip / xz / zstd (core/parse/compressed.py).
"""

from __future__ import annotations

import json
import os
from dataclasses import replace
from typing import TYPE_CHECKING

from ..core.parse.compressed import chunks, kind_of, open_stream, plain_name
from ..core.parse.outputlog import TAG_LEN

if TYPE_CHECKING:
    from ..core.model.kernels import KernelSet
    from ..core.parse.triton_records import KernelCompile, StageRef
    from ..core.parse.triton_trace import TraceParse

# The kernel modules are imported where a run has kernels to read: most runs have none, and
# `summary` of a trace file asks (20 ms of imports for nothing otherwise).

__all__ = ["find_kernel_sources", "load_kernels", "read_stage"]

TRACE_DIRS = ("triton_trace", "tritonparse", "triton_logs")
CACHE_DIRS = ("triton_cache",)
MAX_TRACE = 512 << 20  # a trace bigger than this is read up to here, and the problems say so


def _is_trace(name: str) -> bool:
    return ".ndjson" in name or name.startswith("dedicated_log_triton_trace")


def find_kernel_sources(path: str) -> tuple[list[str], list[str], list[str]]:
    """(trace files, cache dirs, status files) under a run dir (or a trace / cache dir itself)."""
    traces: list[str] = []
    caches: list[str] = []
    status: list[str] = []
    if os.path.isfile(path):
        return ([path] if _is_trace(os.path.basename(path)) else []), [], []
    dirs = [os.path.join(path, d) for d in TRACE_DIRS] + [path]
    for d in dirs:
        if not os.path.isdir(d):
            continue
        for n in sorted(os.listdir(d)):
            p = os.path.join(d, n)
            if os.path.isfile(p) and _is_trace(n) and p not in traces and "mapped" not in n:
                traces.append(p)
            elif n.startswith("pt2tui_triton_trace") and n.endswith(".json"):
                status.append(p)
    for d in CACHE_DIRS:
        c = os.path.join(path, d)
        if os.path.isdir(c):
            caches.append(c)
    if not traces and not caches and os.path.isdir(path) and _looks_like_cache(path):
        caches.append(path)
    return traces, caches, status


def _looks_like_cache(path: str) -> bool:
    try:
        subs = [os.path.join(path, n) for n in os.listdir(path)][:50]
    except OSError:
        return False
    return any(os.path.isdir(s) and any(plain_name(f).endswith((".ttir", ".cubin", ".ptx")) for f in os.listdir(s))
               for s in subs)


def _raw(path: str) -> bytes:
    """The file's bytes, decompressed (a stream cut short keeps what was read)."""
    with open(path, "rb") as f:
        kind = kind_of(f.read(8))
        f.seek(0)
        if kind is None:
            return f.read(MAX_TRACE)
        out = bytearray()
        for chunk in chunks(open_stream(f, kind)):
            out += chunk
            if len(out) >= MAX_TRACE:
                break
        return bytes(out)


_RAW: dict[str, tuple[tuple[float, int], bytes]] = {}  # the last traces read whole (stages are read from them)


def _raw_cached(path: str) -> bytes:
    st = os.stat(path)
    key = (st.st_mtime, st.st_size)
    hit = _RAW.get(path)
    if hit is not None and hit[0] == key:
        return hit[1]
    data = _raw(path)
    if len(_RAW) >= 2:
        _RAW.pop(next(iter(_RAW)))
    _RAW[path] = (key, data)
    return data


def _lines(data: bytes):
    off = 0
    for line in data.splitlines(keepends=True):
        yield off, line
        off += len(line)


def _read_cache(cache: str, problems: list[str]) -> list[KernelCompile]:
    from ..core.parse.triton_cache import parse_cache_kernel

    out: list[KernelCompile] = []
    try:
        subs = sorted(os.listdir(cache))
    except OSError as e:
        problems.append(f"{cache}: {e.strerror or e}")
        return out
    for sub in subs:
        d = os.path.join(cache, sub)
        if not os.path.isdir(d):
            continue
        sizes: dict[str, int] = {}
        files: dict[str, bytes | None] = {}
        paths: dict[str, str] = {}
        for n in os.listdir(d):
            p = os.path.join(d, n)
            if not os.path.isfile(p):
                continue
            plain = plain_name(n)  # a file stored compressed (a sample) reads as it was
            paths[plain] = p
            sizes[plain] = os.path.getsize(p)
            if plain.endswith((".json", ".cubin")):
                try:
                    files[plain] = _raw(p)
                except OSError:
                    files[plain] = None
        k = parse_cache_kernel(d, sizes, files)
        if k is not None and any(paths[x] != os.path.join(d, x) for x in paths):
            k = replace(k, stages=tuple(replace(s, path=paths.get(os.path.basename(s.path), s.path)) for s in k.stages))
        if k is not None:
            out.append(k)
    return out


def load_kernels(path: str) -> KernelSet | None:
    traces, caches, status_files = find_kernel_sources(path)
    if not traces and not caches and not status_files:
        return None
    from ..core.model.kernels import build_kernels
    from ..core.parse.triton_trace import parse_trace

    problems: list[str] = []
    parses: list[TraceParse] = []
    for t in traces:
        try:
            data = _raw(t)
        except (OSError, ValueError) as e:
            problems.append(f"{t}: cannot read it ({e})")
            continue
        if os.path.getsize(t) >= MAX_TRACE:
            problems.append(f"{t}: read up to {MAX_TRACE >> 20} MB only")
        parses.append(parse_trace(_lines(data), t))
    cache: list[KernelCompile] = []
    for c in caches:
        cache += _read_cache(c, problems)
    status: dict = {}
    for s in status_files:
        try:
            with open(s, encoding="utf-8") as f:
                v = json.load(f)
        except (OSError, ValueError) as e:
            problems.append(f"{s}: {e}")
            continue
        if isinstance(v, dict):
            for k, val in v.items():
                if isinstance(val, dict) and isinstance(status.get(k), dict):
                    status[k] = {**status[k], **{n: status[k].get(n, 0) + c for n, c in val.items()
                                                 if isinstance(c, int)}}  # fmt: skip
                else:
                    status.setdefault(k, val)
    return build_kernels(parses, cache, sources=tuple(traces + caches), status=status, problems=problems)


def read_stage(ref: StageRef, limit: int = 32 << 20) -> str | None:
    """The text of one stage (None when it cannot be read)."""
    from ..core.parse.triton_trace import stage_text

    try:
        if ref.key is None:
            return _raw(ref.path)[:limit].decode("utf-8", errors="backslashreplace")
        data = _raw_cached(ref.path)
        line = data[ref.offset:ref.offset + ref.length] if ref.length >= 0 else data
        return stage_text(line, ref)
    except (OSError, ValueError):
        return None


def kernel_times(report) -> dict:
    """ms in a profile report (all its ranks' kernels, summed): by (name, compile id) where the
    profile joined the kernel to its compile, and by name."""
    out: dict = {}
    for rp in getattr(report, "ranks", ()) or ():
        for k in getattr(rp, "kernels", ()) or ():
            ms = k.total_us / 1000.0
            out[k.name] = out.get(k.name, 0.0) + ms
            if k.compile_id:
                key = (k.name, str(k.compile_id))
                out[key] = out.get(key, 0.0) + ms
    return out


def load_level(path: str, run=None, *, report=None, with_profile: bool = True, code: bool = False):
    """The run's KernelLevel (core/analysis/kernel_level.py): its kernels joined to its compiles,
    with their time from its profile when it has one. None without a kernel level, unless the
    run has a Triton compile error (then the findings say it) or ``code`` (the output code's
    kernels: the TUI's view of a run without trace or cache)."""
    kset = load_kernels(path) if path and os.path.exists(path) else None
    lines = _output_lines(path) if path and os.path.isdir(path) else []
    tables: tuple = ()
    if lines:
        from ..core.parse.autotune_log import autotune_tables

        tables = tuple(autotune_tables(lines))
    if kset is None and not code and not tables and not _triton_errors(run):
        return None
    from ..core.analysis.kernel_level import kernel_level
    times: dict[str, float] = {}
    if (kset is not None or tables) and with_profile:
        if report is None:
            try:
                from .profile import load_report, profiles_of

                if profiles_of(path):
                    report = load_report(path, run)
                elif (child := profiled_child(path)) is not None:  # a profile rerun of this run
                    from .load import load_run

                    report = load_report(child, load_run(child))  # its kernels joined to compiles
            except Exception:  # noqa: BLE001 - a profile that cannot be read: no times
                report = None
        times = kernel_times(report) if report is not None else {}
    # max-autotune's tables: the output code's kernels are rows too (which one dominates)
    return kernel_level(run, kset, times, code=code or bool(tables), autotune=tables)


def _triton_errors(run) -> bool:
    if run is None or not run.failures:
        return False
    from ..core.analysis.triton_errors import triton_errors

    return bool(triton_errors(run))


def profiled_child(path: str) -> str | None:
    """The newest rerun of ``path`` beside it (its run.json ``parent``) with profiler traces:
    the times of a triton-trace run's kernels come from its profile rerun."""
    from .discover import read_run_json
    from .profile import profiles_of

    here = os.path.realpath(path)
    runs = os.path.dirname(here)
    found = []
    try:
        names = os.listdir(runs)
    except OSError:
        return None
    for n in names:
        d = os.path.join(runs, n)
        info = read_run_json(os.path.join(d, "run.json")) if os.path.isdir(d) and d != here else None
        parent = (info or {}).get("parent")
        if not isinstance(parent, str):
            continue
        rel = ((info or {}).get("relative") or {}).get("parent") if isinstance((info or {}).get("relative"), dict) else None
        cands = {os.path.realpath(parent)} | ({os.path.realpath(os.path.join(d, rel))} if isinstance(rel, str) else set())
        if here in cands and profiles_of(d):
            found.append((str((info or {}).get("start_time") or n), d))
    return max(found)[1] if found else None


def _output_lines(run_dir: str) -> list[str]:
    """The run's process output (output.log, plain or .xz, without its O/E tags)."""
    for name in ("output.log", "output.log.xz"):
        p = os.path.join(run_dir, name)
        if os.path.isfile(p):
            try:
                data = _raw(p)
            except OSError:
                return []
            if b"AUTOTUNE" not in data:  # most runs: no line to decode or split
                return []
            text = data.decode("utf-8", errors="replace")
            return [ln[TAG_LEN:] if len(ln) > 2 and ln[1] == " " else ln for ln in text.splitlines()]
    return []
