"""A rerun's result as plain lines: printed by ``pt2tui rerun`` and shown by the TUI's rerun screen."""

from __future__ import annotations

from typing import Any

from .recipe_results import extra_lines

__all__ = ["findings_lines", "result_lines"]


def result_lines(res: dict[str, Any], info: dict[str, Any]) -> list[str]:
    how = f"killed by {res['signal']}" if res.get("signal") else f"exit code {res.get('exit_code')}"
    if res.get("outcome") == "cancelled" or res.get("cancelled"):
        how = f"cancelled ({how})"
    lines = [f"result: {res.get('summary', '')}", f"  {_ran(res)}: {how} after {res.get('seconds')} s"]
    if res.get("outcome") in ("passes", "fails"):
        lines.append(f"  outcome: the program {res['outcome']}")
    for key in ("launcher", "launcher_copy", "repro", "repro_copy", "cache_dir"):
        if res.get(key):
            lines.append(f"  {key}: {res[key]}")
    if "cache_dir_removed" in res:
        lines.append(f"  cache dir removed by the bisector: {res['cache_dir_removed']}")
    b = res.get("bisect")
    if b:
        lines.append(
            "  bisect: backend={backend} subsystem={subsystem} bisect_number={bisect_number} "
            "debug_info={debug_info}".format(
                **{k: b.get(k) for k in ("backend", "subsystem", "bisect_number", "debug_info")}
            )
        )
    if res.get("warning"):
        lines.append(f"  warning: {res['warning']}")
    m = res.get("minifier")
    if m and m.get("start_nodes") is not None:
        lines.append(
            f"  minifier: {m.get('start_nodes')} -> {m.get('nodes')} nodes, {m.get('strategies')} strategies, "
            f"{m.get('queries')} queries, {'done' if m.get('done') else 'not finished'}"
        )
    k = res.get("nan_assert")
    if k:
        lines.append(f"  nan assert: {k.get('path')}:{k.get('line')}: {k.get('code')}")
        if k.get("kernel"):
            lines.append(
                f"  kernel: {k['kernel']} in {k.get('artifact')} (line {k.get('kernel_line')}), "
                f"function {k.get('function')}, buffers {', '.join(k.get('buffers') or []) or '-'}"
            )
    if "eager_passes" in res:
        lines.append(f"  eager passes: {res['eager_passes']}")
    if "reproduced" in res:
        lines.append(f"  reproduced: {res['reproduced']}")
    lines += extra_lines(res)
    t = res.get("triage") or {}
    if res.get("verdict"):  # THE verdict (core/analysis/verdict.py), as every view says it
        lines.append(f"  verdict: {res['verdict']}")
    else:  # recorded before verdicts were: its first triage then
        lines.append(f"  triage: {t.get('category')}")
    for e in (t.get("evidence") or [])[:3]:
        lines.append(f"    {e['where']}: {e['text'][:200]}")
    nxt = res.get("next") or t.get("next")
    if nxt:
        lines.append(f"  next: {', '.join(nxt)}")
    if res.get("repro"):
        from ..runner.rerun import read_repro_text

        body = _repro_forward(read_repro_text(res["repro"]) or "")
        if body:
            lines.append("  repro.py forward():")
            lines += [f"    {ln}" for ln in body]
    return lines


def findings_lines(res: dict[str, Any]) -> list[str]:
    """What a verbose / diagnostic recipe's extra output showed and the next step: the last
    thing ``pt2tui rerun`` prints and the rerun screen shows (after the comparison)."""
    out: list[str] = []
    if res.get("shows"):
        out.append(f"what the extra output of {res.get('recipe')} showed:")
        out += [f"  {ln}" for ln in res["shows"]]
    if res.get("next_step"):
        out.append(f"next step: {res['next_step']}")
    return out


def _ran(res: dict[str, Any]) -> str:
    """What the exit code is of: the program, or the tool a recipe drove."""
    from ..core.reruns.recipes import PROGRAM, RecipeError, get_recipe

    try:
        kind = get_recipe(str(res.get("recipe"))).kind
    except RecipeError:
        return "program"
    return "program" if kind == PROGRAM else "command"


def _repro_forward(text: str, limit: int = 40) -> list[str]:
    """The ``def forward`` of a minified repro.py (the interesting part)."""
    lines = text.split("\n")
    for i, ln in enumerate(lines):
        if ln.strip().startswith("def forward("):
            out = [ln.rstrip()]
            for nxt in lines[i + 1 :]:
                if nxt.strip() and not nxt.startswith(" " * 8):
                    break
                if nxt.strip():
                    out.append(nxt.rstrip())
                if len(out) >= limit:
                    out.append("    ...")
                    break
            ind = min(len(x) - len(x.lstrip()) for x in out)
            return [x[ind:] for x in out]
    return []
