"""What the AOTInductor debugging switches print (see recipes_aoti.py for the formats). Pure:
lines of the rerun's output in, results out."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

__all__ = [
    "input_mismatch",
    "kernel_launches",
    "kernel_values",
    "saved_values",
]

# torch/_inductor/codegen/cpp_wrapper_cpu.py (gen_check): the checks AOTI_RUNTIME_CHECK_INPUTS
# turns on: "unmatched dtype" / "unmatched dim value at D" / "dim value is too small (large) at
# D" / "unmatched stride value at D" / "unmatched device type", each "..., but got: V"
_INPUT_CHECK = re.compile(r"(input_handles\[\d+\]: [^\n]*?but got: \S+)")
_LAUNCH = re.compile(r"^\[ (before|after)_launch: (\S+) \]\s*$")
_VALUE_HEAD = re.compile(
    r"^\[\s+(?:(before_launch|after_launch) - (\S+) - (\S+)|aoti_model_inputs - (\S+))"
    r"(?::\s*(-?\d+))?\s+\]:?\s*$"
)
_STAT = re.compile(r"^(Number of elements|Dtype|Mean value|Min value|Max value|Device|Size|Stride"
                   r"|Layout|Is contiguous|Requires grad):\s*(.*)$")  # fmt: skip
_SAVED = re.compile(r"aoti_torch_save_tensor_handle: Saved tensor to (\S+\.pt)\s*$")
_SAVED_NAME = re.compile(r"aoti_torch(before_launch|after_launch)_(.+)_([a-z]+)\.pt$")
_STAT_KEYS = {
    "Number of elements": "numel",
    "Dtype": "dtype",
    "Mean value": "mean",
    "Min value": "min",
    "Max value": "max",
    "Device": "device",
    "Size": "size",
    "Stride": "stride",
    "Layout": "layout",
    "Is contiguous": "contiguous",
    "Requires grad": "requires_grad",
}


def input_mismatch(lines: Iterable[str]) -> str | None:
    """The first input-check failure (``input_handles[0]: unmatched dim value at 0, expected: 4,
    but got: 5``), or None."""
    for line in lines:
        m = _INPUT_CHECK.search(line)
        if m:
            return m.group(1).strip()
    return None


def kernel_launches(lines: Iterable[str]) -> dict[str, Any]:
    """The printer-3 trace: ``{"launches": [names in order], "count", "suspect", "unfinished",
    "last"}``; ``suspect`` is the last kernel that launched and never finished (else the last
    one that launched), None when nothing was printed."""
    order: list[str] = []
    open_: list[str] = []
    for line in lines:
        m = _LAUNCH.match(line.strip())
        if not m:
            continue
        when, name = m.groups()
        if when == "before":
            order.append(name)
            open_.append(name)
        elif name in open_:
            open_.remove(name)
    suspect = open_[-1] if open_ else (order[-1] if order else None)
    return {
        "count": len(order),
        "kernels": list(dict.fromkeys(order)),
        "last": order[-1] if order else None,
        "unfinished": open_,
        "suspect": suspect,
        "launches": order[-50:],
    }


def kernel_values(lines: Sequence[str]) -> list[dict[str, Any]]:
    """The printer-2 blocks: ``{when, kernel, arg, numel, dtype, size, mean, min, max ...}`` each
    (``when``: before_launch / after_launch / input; scalars have ``value``)."""
    rows: list[dict[str, Any]] = []
    cur: dict[str, Any] | None = None
    for line in lines:
        s = line.strip()
        m = _VALUE_HEAD.match(s)
        if m:
            when, kernel, arg, inp, scalar = m.groups()
            cur = {"when": when or "input", "kernel": kernel, "arg": arg or inp}
            if scalar is not None:
                cur["value"] = int(scalar)
            rows.append(cur)
            continue
        if cur is None:
            continue
        st = _STAT.match(s)
        if st:
            key = _STAT_KEYS[st.group(1)]
            cur[key] = _number(st.group(2).strip())
    return rows


def _number(v: str) -> Any:
    try:
        return int(v)
    except ValueError:
        pass
    try:
        return float(v)
    except ValueError:
        return v


def saved_values(lines: Iterable[str]) -> list[dict[str, Any]]:
    """The printer-1 files: ``{path, when, kernel_and_arg, device}`` each, in order."""
    out: list[dict[str, Any]] = []
    for line in lines:
        m = _SAVED.search(line)
        if not m:
            continue
        path = m.group(1)
        n = _SAVED_NAME.search(path.rsplit("/", 1)[-1])
        out.append(
            {
                "path": path,
                "when": n.group(1) if n else None,
                "kernel_and_arg": n.group(2) if n else None,
                "device": n.group(3) if n else None,
            }
        )
    return out
