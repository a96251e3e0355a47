"""What a verbose-log rerun's extra output showed, and the next step: the end of its result.

- ``verbose-dynamic``: where each symbol was created (core/reruns/verbose_lines.py), and what
  to do about the symbols that matter (unbacked ones: ``torch._check``; specialized ones);
- ``verbose-recompiles``: the guard that failed (the last recompile's, with its user line) and
  the frame's verdict (core/analysis/recompiles.py: mark it dynamic, pass a tensor ...);
- ``verbose-dynamo`` and the diagnostic recipes (``single-thread``, ``cuda-sync``,
  ``debug-sync``): the failure their extra output pins down and the user line it came from.

``res["shows"]`` holds the lines, ``res["next_step"]`` one sentence; ``res["summary"]`` says it
in one line.
"""

from __future__ import annotations

from typing import Any

from ..core.analysis.recompiles import frame_verdicts
from ..core.model import Run
from ..core.reruns.verbose_lines import failed_guards, symbols_created

__all__ = ["verbose_result"]

_MAX = 8


def _where(where: str | None, fn: str | None) -> str:
    if not where:
        return "inside torch (no user line)"
    return f"{where}" + (f" in {fn}" if fn else "")


def _dynamic(run: Run, lines: list[str], res: dict[str, Any]) -> None:
    syms = symbols_created(lines)
    if not syms:
        res["summary"] = "no create_symbol lines: nothing was made dynamic in this run"
        res["next_step"] = ("nothing is dynamic: if a recompile was expected to go away, mark the dim "
                            "dynamic (torch._dynamo.mark_dynamic) or try the dynamic recipe")  # fmt: skip
        return
    shows = []
    for s in syms[:_MAX]:
        what = f"{s.symbol} (unbacked)" if s.unbacked else f"{s.symbol} = {s.value} for {s.source}"
        shows.append(f"{what} created at {_where(s.where, s.function)}" + (f": {s.code}" if s.code else ""))
    if len(syms) > _MAX:
        shows.append(f"... and {len(syms) - _MAX} more symbols")
    res["shows"] = shows
    unbacked = [s for s in syms if s.unbacked]
    res["summary"] = f"{len(syms)} symbol(s) created" + (f", {len(unbacked)} unbacked" if unbacked else "")
    if unbacked:
        u = unbacked[0]
        res["next_step"] = (
            f"{u.symbol} is a value known only at run time (made at {_where(u.where, u.function)}): "
            f"tell the compiler what holds for it right after that line (torch._check({u.symbol} ...)), "
            "or take the branch on it out of the graph (torch.cond)"
        )
    elif run.shapes.specializations:
        sp = run.shapes.specializations[0]
        res["next_step"] = (
            f"{sp.symbol} was turned into the constant {sp.value}: the line that created it is above; "
            "the Shapes view (S) of this rerun names the line that specialized it"
        )
    else:
        res["next_step"] = "the guards on these symbols, by user line: the Shapes view (S) of this rerun"


def _recompiles(run: Run, lines: list[str], res: dict[str, Any]) -> None:
    fails = failed_guards(lines)
    if not fails:
        res["summary"] = "no recompile in this rerun: the guards held"
        res["next_step"] = "nothing recompiled this time: compare the inputs with the parent's run"
        return
    last = next(f for f in fails if f.block == fails[-1].block)  # the newest entry's guard
    frame = last.function or "?"
    distinct = list(dict.fromkeys(f.guard for f in fails if f.function == last.function))
    at = f" at {last.where}" + (f": {last.code}" if last.code else "") if last.where else ""
    res["shows"] = [f"the guard that failed: {last.guard}{at} (compile {last.compile_id} of {frame})"]
    if len(distinct) > 1:
        shown = ", ".join(distinct[-4:])
        res["shows"].append(f"{len(distinct)} distinct guards of {frame} failed: ... {shown}")
    res["summary"] = f"the guard that failed: {last.guard}" + (f" ({last.where})" if last.where else "")
    verdicts = list(frame_verdicts(run).values())
    res["next_step"] = verdicts[0] if verdicts else (
        "make the guarded value stable between calls, or mark it dynamic (torch._dynamo.mark_dynamic)"
    )


def _failure(name: str, run: Run, lines: list[str], res: dict[str, Any]) -> None:
    """verbose-dynamo and the diagnostic recipes (single-thread, cuda-sync, debug-sync): the
    failure their extra output pins down, the user line it came from, and what to run next."""
    from .recipe_io import _user_frame

    where = _user_frame(run, lines)
    failure = next((f for f in run.failures if f.source != "exit"), None)
    if failure is None:
        res["shows"] = ["no failure this time: the extra output holds no error"]
        res["next_step"] = "the problem did not reproduce under this recipe: rerun `again` to see whether it is flaky"
        return
    first = (failure.reason or "").strip().split("\n", 1)[0][:200]
    where = where or failure.where
    res["shows"] = [f"{failure.type}: {first}"] + ([f"raised at {where}"] if where else [])
    nxt = [n for n in ((res.get("triage") or {}).get("next") or []) if n != name][:2]
    then = f"; next recipe: {' or '.join(nxt)}" if nxt else ""
    if name == "verbose-dynamo":
        look = f"look at {where}: that line is where Dynamo stopped" if where else (
            "the full Dynamo log is in this rerun's output (the log view, l)")
        res["next_step"] = look + (then or "; minify-dynamo makes a small repro")
    else:
        res["next_step"] = (f"look at {where}" if where else "the whole stack is in this rerun's output") + then


def verbose_result(name: str, run: Run, lines: list[str], res: dict[str, Any]) -> None:
    if name == "verbose-dynamic":
        _dynamic(run, lines, res)
    elif name == "verbose-recompiles":
        _recompiles(run, lines, res)
    elif name in ("verbose-dynamo", "single-thread", "cuda-sync", "debug-sync"):
        _failure(name, run, lines, res)
