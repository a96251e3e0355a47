"""Diff two Inductor output codes: kernels matched by name, generated noise normalised.

Kernels are the ``name = async_compile.<kind>(...)`` blocks (Triton, C++, CUTLASS ...). Their
names end in a counter (``triton_poi_fused_add_0``) that shifts when a kernel appears before
them, so they are matched on the name without it (the second of the same name gets ``#2``).
Before bodies are compared, what Inductor makes up anew each run is normalised: cache hashes,
buffer numbers (``buf3``), kernel counters, AOT ids, kernel paths and provenance handles.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

_KERNEL_START = re.compile(r"^(?P<name>[A-Za-z_]\w*) = async_compile\.(?P<kind>\w+)\(")
_KERNEL_NAME = re.compile(r"\b(?P<stem>(?:triton|cpp|cuda|cutlass|halide|mps|xpu)_\w*?)_\d+\b")
_MODEL_NAME = re.compile(r"\bmodel__\d+_(?P<what>[a-z]+)_\d+(?:\.\d+)?\b")
_BUF = re.compile(r"\bbuf\d+\b")
_HASH = re.compile(r"\b(?:[0-9a-fA-F]{32,}|[a-z0-9]{40,})\b")
_AOT_ID = re.compile(r"(# AOT ID: \[')\d+_")
_DROP = re.compile(r"^\s*# (?:kernel path:|\[Provenance debug handles\]|Source node to ATen node mapping)")
_ADDRESS = re.compile(r"\b0x[0-9a-fA-F]{6,}\b")


def normalize(text: str) -> str:
    """Output code with the per-run noise replaced by placeholders (one string)."""
    out = []
    for line in text.split("\n"):
        if _DROP.match(line):
            continue
        line = _HASH.sub("<hash>", line)
        line = _KERNEL_NAME.sub(lambda m: m.group("stem") + "_N", line)
        line = _MODEL_NAME.sub(lambda m: f"model__N_{m.group('what')}_N", line)
        line = _BUF.sub("bufN", line)
        line = _AOT_ID.sub(r"\1N_", line)
        line = _ADDRESS.sub("0x<addr>", line)
        out.append(line.rstrip())
    return "\n".join(out)


def kernels(text: str) -> dict[str, str]:
    """{kernel name without counter (``#2`` for a repeat): its source, normalised}."""
    found: dict[str, str] = {}
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        m = _KERNEL_START.match(lines[i])
        if not m:
            i += 1
            continue
        j = i + 1
        # the source is a triple-quoted string; the block ends at the line that closes it
        if "'''" in lines[i] or '"""' in lines[i]:
            while j < len(lines) and not lines[j].startswith(("'''", '"""')):
                j += 1
            j += 1
        body = "\n".join(lines[i:j])
        stem = _KERNEL_NAME.sub(lambda k: k.group("stem"), m.group("name"))
        key, n = stem, 1
        while key in found:
            n += 1
            key = f"{stem}#{n}"
        found[key] = normalize(body)
        i = j
    return found


@dataclass(frozen=True, slots=True)
class CodeDiff:
    added: tuple[str, ...]
    removed: tuple[str, ...]
    changed: tuple[str, ...]
    wrapper_changed: bool  # the code around the kernels (the call() that launches them)
    kernels_a: int
    kernels_b: int

    @property
    def identical(self) -> bool:
        return not (self.added or self.removed or self.changed or self.wrapper_changed)


def _wrapper(text: str) -> str:
    lines, out, skip = text.split("\n"), [], False
    for line in lines:
        if _KERNEL_START.match(line):
            skip = "'''" in line or '"""' in line
            continue
        if skip:
            if line.startswith(("'''", '"""')):
                skip = False
            continue
        out.append(line)
    return normalize("\n".join(out))


def diff_code(a: str, b: str) -> CodeDiff:
    ka, kb = kernels(a), kernels(b)
    added = tuple(k for k in kb if k not in ka)
    removed = tuple(k for k in ka if k not in kb)
    changed = tuple(k for k in ka if k in kb and ka[k] != kb[k])
    return CodeDiff(added, removed, changed, _wrapper(a) != _wrapper(b), len(ka), len(kb))


def unified(a: str, b: str, name_a: str = "a", name_b: str = "b", context: int = 3) -> list[str]:
    """A unified diff of the two codes, both normalised (so only real changes show)."""
    return list(
        difflib.unified_diff(
            normalize(a).split("\n"), normalize(b).split("\n"), name_a, name_b, n=context, lineterm=""
        )
    )
