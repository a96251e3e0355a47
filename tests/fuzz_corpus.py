"""A seeded corpus of mutated real inputs, for the twin tests (native vs pure Python) and the
fault tests: TORCH_TRACE files of sample_traces/cpu and torch.profiler traces of
sample_traces/cpu-perf / cpu-profile, each cut, flipped, spliced and edited the ways a hostile
or unlucky input is (a last line cut without its newline, integers past 64 bits, a name "",
blank lines, deep nesting, bytes that are not UTF-8 ...).

``trace_cases(n, seed)`` / ``profile_cases(n, seed)``: n (name, bytes) cases, the same ones for
the same seed. ``exact(a, b)``: the first place two values differ in type, value or order (None:
identical), where ``==`` would say 2**70 == 1.18e21 or 1 == 1.0 == True.
"""

from __future__ import annotations

import gzip
import math
import random
import re
from functools import cache
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TRACES = [
    "sample_traces/cpu/self_interrupt/trace/dedicated_log_torch_trace_bkanwqbz.log",
    "sample_traces/cpu/crash_in_backend/trace/dedicated_log_torch_trace_cawhvmfx.log",
    "sample_traces/cpu/restart_once/trace/dedicated_log_torch_trace_rank_1_tkc_pp32.log",
    "sample_traces/cpu/data_dependent_fullgraph/trace/dedicated_log_torch_trace_5b465gij.log",
]
PROFILES = [
    "sample_traces/cpu-perf/clean/profile/trace.json.gz",
    "sample_traces/cpu-perf/graph_break/profile/trace.json.gz",
    "sample_traces/cpu-profile/20261127-135547-perf_tiny_ops-profile/profile/trace.json.gz",
    "sample_traces/cpu-profile/20261127-140222-perf_recompile-profile/profile/trace.json.gz",
]
_HEADER = re.compile(rb"(?m)^(?:\[rank\d+\]:)?[VIWEC]\d{4} ")
_NUMBER = re.compile(rb'(?<=[:\[,] )-?\d+(?:\.\d+)?|(?<=[:\[,])-?\d+(?:\.\d+)?')
_VALUES = [b"18446744073709551616", b"-18446744073709551617", b"1180591620717411303424",
           b"9223372036854775808", b"-9223372036854775809", b"1e400", b"-0", b"-0.0", b"NaN",
           b"Infinity", b"1.5", b"0", b'""', b'"x"', b"null", b"true", b"[]", b"{}", b"1" * 40,
           b'"\\u00e9\\ud800"', b"12345678901234567890"]  # fmt: skip


@cache
def _data(rel: str) -> bytes:
    raw = (REPO / rel).read_bytes()
    return gzip.decompress(raw) if rel.endswith(".gz") else raw


def _cut_at_line_end(r: random.Random, d: bytes) -> bytes:
    """The file ends at a header line's end, without its newline (and without what follows)."""
    starts = [m.start() for m in _HEADER.finditer(d)]
    s = r.choice(starts[len(starts) // 2 :])
    e = d.find(b"\n", s)
    return d[:e] if e > 0 else d


def _mutate_bytes(r: random.Random, d: bytes, profile: bool) -> bytes:
    b = bytearray(d)
    op = r.randrange(11)
    n = len(b)
    i = r.randrange(n)
    if op == 0:  # cut anywhere
        return bytes(b[:i])
    if op == 1:  # a flipped bit
        b[i] ^= 1 << r.randrange(8)
    elif op == 2:  # a range gone
        del b[i : i + r.randrange(1, 200)]
    elif op == 3:  # a range twice
        j = min(n, i + r.randrange(1, 400))
        b[j:j] = b[i:j]
    elif op == 4:  # bytes that break things
        b[i:i] = r.choice([b"\n", b"\t", b'"', b"{", b"}", b"[", b"\r\n", b"\x00", b"\xff\xfe", b"\\",
                           b"\n\n\n\n", b"\r\r\n", b"\t\n", b",", b"]}"])  # fmt: skip
    elif op == 5:  # a number replaced by one past 64 bits (or another odd value)
        ms = list(_NUMBER.finditer(d))
        if ms:
            m = r.choice(ms)
            return d[: m.start()] + r.choice(_VALUES) + d[m.end() :]
    elif op == 6:  # the last line cut without its newline
        return _cut_at_line_end(r, d) if not profile else d.rstrip()[:-r.randrange(1, 50)]
    elif op == 7:  # blank lines
        b[i:i] = b"\n" * r.randrange(1, 3000)
    elif op == 8:  # a name or a string emptied
        ms = list(re.finditer(rb'"name": ?"[^"\\]*"', d)) or list(re.finditer(rb'"[a-z_]+": ?"[^"\\]*"', d))
        if ms:
            m = r.choice(ms)
            key = m.group().split(b":")[0]
            return d[: m.start()] + key + b': ""' + d[m.end() :]
    elif op == 9:  # deep nesting inside a value
        depth = r.choice([10, 70, 500, 1100, 3000])
        ms = list(re.finditer(rb'"args": ?\{', d)) if profile else list(re.finditer(rb'\{"', d))
        if ms:
            m = r.choice(ms)
            nest = b"[" * depth + b"1" + b"]" * depth
            ins = b'"deep": ' + nest + b", " if profile else b'"deep": ' + nest + b", "
            return d[: m.end() - (0 if profile else 1)] + ins + d[m.end() - (0 if profile else 1) :]
    else:  # two mutations
        return _mutate_bytes(r, _mutate_bytes(r, d, profile), profile)
    return bytes(b)


def _profile_edit(r: random.Random, d: bytes) -> bytes:
    """Profiler-trace-specific edits of a kept event's fields."""
    evs = list(re.finditer(rb'"ph": ?"X"', d))
    if not evs:
        return d
    at = d.rfind(b"{", 0, r.choice(evs).start())
    field = r.choice([b'"name": ', b'"cat": ', b'"ts": ', b'"dur": ', b'"tid": ', b'"stream": ',
                      b'"correlation": ', b'"pid": '])  # fmt: skip
    j = d.find(field, at, d.find(b"}", at) if field != b'"stream": ' else at + 2000)
    if j < 0:
        return d
    k = j + len(field)
    end = k
    if d[k : k + 1] == b'"':
        end = d.find(b'"', k + 1) + 1
    else:
        while end < len(d) and d[end : end + 1] not in (b",", b"}"):
            end += 1
    return d[:k] + r.choice(_VALUES + [b'"nccl:all_reduce"', b"2", b'"7"']) + d[end:]


def trace_cases(n: int, seed: int = 48) -> list[tuple[str, bytes]]:
    r = random.Random(seed)
    out = []
    for k in range(n):
        rel = TRACES[k % len(TRACES)]
        d = _data(rel)
        if k % 5 == 0:
            d = _cut_at_line_end(r, d)
        else:
            d = _mutate_bytes(r, d, False)
        out.append((f"trace{k}", d))
    return out


def profile_cases(n: int, seed: int = 48) -> list[tuple[str, bytes]]:
    r = random.Random(seed)
    out = []
    for k in range(n):
        d = _data(PROFILES[k % len(PROFILES)])
        d = _profile_edit(r, d) if k % 2 else _mutate_bytes(r, d, True)
        if k % 7 == 3:
            d = _profile_edit(r, d)
        if k % 11 == 5:  # the first event's name ""
            d = re.sub(rb'"name": "[^"\\]*"', b'"name": ""', d, count=1)
        out.append((f"profile{k}", d))
    return out


def exact(a, b, where: str = "") -> str | None:
    """Where ``a`` and ``b`` differ in type, value or order (None: identical)."""
    if type(a) is not type(b):
        return f"{where}: {type(a).__name__} {a!r:.80} vs {type(b).__name__} {b!r:.80}"
    if isinstance(a, dict):
        if list(a) != list(b):
            ka, kb = list(a), list(b)
            return f"{where}: keys {ka!r:.200} vs {kb!r:.200}"
        for k in a:
            if (w := exact(a[k], b[k], f"{where}.{k}")) is not None:
                return w
        return None
    if isinstance(a, (list, tuple)):
        if len(a) != len(b):
            return f"{where}: {len(a)} items vs {len(b)}"
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            if (w := exact(x, y, f"{where}[{i}]")) is not None:
                return w
        return None
    if isinstance(a, float):
        if math.isnan(a) and math.isnan(b):
            return None
        return None if a == b and math.copysign(1, a) == math.copysign(1, b) else f"{where}: {a!r} vs {b!r}"
    if hasattr(a, "__slots__") and not isinstance(a, (str, bytes, int)):
        slots = [s for c in type(a).__mro__ for s in getattr(c, "__slots__", ())]
        return exact([getattr(a, s, None) for s in slots], [getattr(b, s, None) for s in slots], where)
    if hasattr(a, "__dataclass_fields__"):
        return exact([getattr(a, f) for f in a.__dataclass_fields__], [getattr(b, f) for f in b.__dataclass_fields__], where)
    if hasattr(a, "tobytes"):  # array.array
        return None if a.typecode == b.typecode and a.tobytes() == b.tobytes() else f"{where}: arrays differ"
    return None if a == b else f"{where}: {a!r:.80} vs {b!r:.80}"
