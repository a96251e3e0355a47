"""The newer reruns' result lines: settings changed, what the startup hook overrode, the backend
ladder's table, the AOTInductor printer's findings, a profile's calls and before -> after. Plain text (the CLI and the TUI show it)."""

from __future__ import annotations

from typing import Any

__all__ = ["extra_lines", "values_table"]

_VALUE_COLS = (("when", 13), ("kernel", 24), ("arg", 8), ("numel", 7), ("dtype", 9),
               ("size", 12), ("mean", 11), ("min", 11), ("max", 11))  # fmt: skip


def _cell(v: Any) -> str:
    if isinstance(v, float):
        return f"{v:.4g}"
    return "" if v is None else str(v)


def values_table(rows: list[dict[str, Any]], limit: int = 40) -> list[str]:
    """aoti-kernel-values' tensors: one row per tensor before / after the kernel."""
    out = ["  ".join(f"{name:{w}}" for name, w in _VALUE_COLS).rstrip()]
    for r in rows[:limit]:
        if "value" in r:  # a scalar argument
            out.append(f"{r.get('when', ''):13}  {r.get('kernel') or '':24}  {r.get('arg', ''):8}  = {r['value']}")
            continue
        out.append("  ".join(f"{_cell(r.get(name)):{w}}" for name, w in _VALUE_COLS).rstrip())
    if len(rows) > limit:
        out.append(f"... {len(rows) - limit} more")
    return out


def extra_lines(res: dict[str, Any]) -> list[str]:
    lines: list[str] = []
    for s in res.get("settings") or []:
        lines.append(f"  setting: {s}")
    ov = res.get("overrides")
    if ov:
        for s in (ov.get("summary") or [])[:12]:
            lines.append(f"  override: {s}")
    lad = res.get("ladder")
    if lad:
        from ..runner.ladder_file import ladder_table

        lines.append("  backend ladder:")
        lines += [f"    {ln}" for ln in ladder_table(lad.get("rungs") or [])]
        if lad.get("result"):
            lines.append(f"  {lad['result']}")
        if lad.get("meaning"):
            layer = f"{lad['layer']}: " if lad.get("layer") else ""
            lines.append(f"  meaning: {layer}{lad['meaning']}")
    p = res.get("profile")
    if p:
        traces = ", ".join(p.get("traces") or []) or "no trace"
        lines.append(f"  profile: {p.get('dir')}: {traces}; {p.get('calls')} calls timed, "
                     f"{p.get('warmup')} warm-up, {p.get('profiled')} profiled")  # fmt: skip
        lines += [f"  profile note: {n}" for n in p.get("notes") or []]
    ba = res.get("before_after")
    if ba:
        own = (ba.get("comparison") or {}).get("how") == "alternating"
        where = "this run's eager blocks" if own and ba["before"].get("mode") == "eager" else ba["before"]["run_dir"]
        lines.append(f"  before -> after: {ba['text']} (before: {where})")
    g = res.get("guard_at_limit")
    if g:
        lines.append(f"  guard that failed at the limit: [{g.get('compile')}] {g.get('reason')}")
    if res.get("raised_at"):
        lines.append(f"  raised at: {res['raised_at']}")
    if res.get("input_mismatch"):
        lines.append(f"  input check: {res['input_mismatch']}")
    k = res.get("aoti_kernels")
    if k and k.get("count"):
        lines.append(f"  kernels launched: {k['count']} ({', '.join(k['kernels'][-8:])})")
        if k.get("suspect"):
            lines.append(f"  suspect kernel: {k['suspect']}")
    loc = res.get("aoti_kernel")
    if loc:
        lines.append(f"  kernel code: {loc.get('artifact')} line {loc.get('kernel_line')}: {loc.get('code')}")
    if res.get("aoti_values"):
        lines.append("  tensor values:")
        lines += [f"    {ln}" for ln in values_table(res["aoti_values"])]
    saved = res.get("aoti_saved")
    if saved:
        lines.append(f"  saved tensors ({len(saved)}):")
        lines += [f"    {f['path']}" for f in saved[:30]]
        if len(saved) > 30:
            lines.append(f"    ... {len(saved) - 30} more")
    return lines
