"""The verdict: what went wrong, the lines that say so, and the commands to run next.

The headless answer that closes `pt2tui summary`, `pt2tui run --no-tui` and `pt2tui rerun`
(render/verdict.py prints it) and is ``verdict`` in `summary --json`::

    {"category": "recompilation",
     "summary": "frames were recompiled (guard failures; limits can be hit)",  # = triage.summary
     "interrupted": false,
     "evidence": [{"where": "compile [0/8] compilation_metrics", "text": "..."}],  # up to 3
     "commands": [{"recipe": "verbose-recompiles", "title": "Why it recompiles",
                   "command": "pt2tui rerun pt2tui_runs/20261122-040844-train verbose-recompiles",
                   "note": null}],
     "also": ["graph_break"],                           # the other triage categories
     "severity": "problem",                             # the first finding's weight
     "findings": [{"category": "recompilation", "severity": "problem", "cost_s": 1.633,
                   "note": "8 recompiles of 1 frame (1.6 s): ..."}, ...]}

A run whose findings are all costs or expected (triage/weigh.py) gets ``"category": "healthy"``:
``summary`` is one line of what happened ("1 frame compiled in 112 s; 1 recompile of 1 frame
(30.0 s): tensor kwargs['input_ids'] changed size at dim 1: 8 -> 16; automatic dynamic made it
s27 and it settled ..."), ``improvement`` the optional change and its saving, ``also`` every
category found.

A run dir (a run.json with the program's argv) gets ``pt2tui rerun <dir> <recipe>``. A bare
trace, torch_compile_debug dir or TORCH_LOGS file has no program to rerun: the command is the
environment the recipe would set, before ``python <script>`` when the trace names the script
(the outermost ``<module>`` frame of a dynamo_start stack; its arguments are not known), else
``export`` of the variables alone. Every command is plain shell, quoted with shlex.
"""

from __future__ import annotations

import os
import shlex
from collections.abc import Sequence
from typing import Any

from ..model import Run
from ..model.counts import counts, plural
from ..parse.log_paths import extract_minifier_paths
from ..reruns.recipes import BISECT, BISECTOR_MODULE, LAUNCHER, PROGRAM, REPRO, RUN_DIR, get_recipe
from ..reruns.recipes_settings import HOOK_ENV
from .interrupted import INTERRUPTED, STOPPED
from .ledger import ledger
from .ranks import divergence as rank_div
from .triage import SUMMARIES, Triage, classify
from .triage.categories import CLEAN, PROBLEM
from .triage.weigh import seconds

__all__ = ["HEALTHY", "MAX_EVIDENCE", "verdict_dict", "rerunnable", "script_of", "run_root",
           "is_healthy", "what_happened", "why_healthy", "verdict_brief", "finding_words"]  # fmt: skip

HEALTHY = CLEAN  # the verdict of a run with no findings, or only costs and expected ones

MAX_EVIDENCE = 3
_MAX_TEXT = 400
_BISECT_CACHE = "./bisect_inductor_cache"  # the bisector deletes its cache dir: a private one


def rerunnable(run: Run) -> bool:
    """A run dir `pt2tui rerun` can rerun: run.json names the program."""
    argv = run.info.get("argv") if isinstance(run.info, dict) else None
    return isinstance(argv, list) and bool(argv) and all(isinstance(a, str) for a in argv)


def run_root(run: Run, path: str | None) -> str | None:
    """The directory the user named (``path``), else the one its sources share."""
    if path:
        return path
    paths = [s.path for s in run.sources]
    if not paths:
        return None
    try:
        root = os.path.commonpath(paths)
    except ValueError:
        return None
    if len(run.sources) == 1 and run.sources[0].kind != "debug_dir":
        root = os.path.dirname(root) or "."
    return root


def script_of(run: Run) -> str | None:
    """The script the traced program ran, from the outermost ``<module>`` frame of its
    dynamo_start stacks (None when no stack names one)."""
    for c in run.compiles:
        if c.stack and c.stack[0].name == "<module>" and c.stack[0].filename.endswith(".py"):
            return c.stack[0].filename
    return None


def _evidence(t: Triage) -> list[dict[str, str]]:
    out: list[dict[str, str]] = []
    seen: set[str] = set()
    for e in t.evidence:
        text = " ".join(e.text.split())
        if text in seen:
            continue
        seen.add(text)
        out.append({"where": e.where, "text": text[:_MAX_TEXT]})
        if len(out) == MAX_EVIDENCE:
            break
    return out


def _q(words: Sequence[str]) -> str:
    return " ".join(shlex.quote(w) for w in words)


def _env_words(recipe, base_logs: str | None) -> list[str]:
    words = []
    for k, v in recipe.env:
        if k == HOOK_ENV:  # read by pt2tui's startup hook only: `pt2tui rerun` puts it on PYTHONPATH
            continue
        if RUN_DIR in v:
            bisect = k == "TORCHINDUCTOR_CACHE_DIR" and recipe.kind == BISECT
            v = _BISECT_CACHE if bisect else v.replace(RUN_DIR, ".")
        words.append(f"{k}={v}")
    if recipe.logs:
        parts = [p for p in (base_logs or "").split(",") if p] + list(recipe.logs)
        words.append("TORCH_LOGS=" + ",".join(dict.fromkeys(parts)))
    return words


def _launcher_or_repro(run: Run, kind: str) -> str | None:
    for p in extract_minifier_paths(run.logs):
        norm = p.replace("\\", "/")
        if kind == LAUNCHER and norm.endswith("minifier_launcher.py") and "/isolate/" not in norm:
            return p
        if kind == REPRO and (norm.endswith("/repro.py") or norm == "repro.py"):
            return p
    return None


def command_for(run: Run, name: str, path: str | None) -> dict[str, Any] | None:
    """``{recipe, title, command, note}`` for recipe ``name`` on this run; None when no
    command can be given (a launcher recipe on a trace that names no launcher)."""
    from .recipe_fit import unfit_recipes

    if name in unfit_recipes(run):  # a step that cannot run on this run is not offered
        return None
    recipe = get_recipe(name)
    out: dict[str, Any] = {"recipe": name, "title": recipe.title, "command": "", "note": None}
    root = run_root(run, path)
    if rerunnable(run) and root:
        out["command"] = _q(["pt2tui", "rerun", root, name])
        return out
    script = script_of(run)
    env = _env_words(recipe, None)
    if recipe.kind in (LAUNCHER, REPRO):
        f = _launcher_or_repro(run, recipe.kind)
        if f is None:
            return None
        out["command"] = _q([*env, "python", f, *recipe.launcher_args])
        return out
    prog = ["python", script] if script else []
    if recipe.kind == BISECT:
        if prog:
            out["command"] = _q([*env, "python", "-m", BISECTOR_MODULE, "run", *prog])
        else:
            out["command"] = _q(["export", *env])
            out["note"] = f"then: python -m {BISECTOR_MODULE} run <the program's command>"
    elif recipe.kind == PROGRAM:
        if prog:
            out["command"] = _q([*env, *prog])
        elif env:
            out["command"] = _q(["export", *env])
            out["note"] = "then run the program again"
        else:
            return None
    if prog:
        out["note"] = "add the script's arguments (the trace does not record them)"
    return out


def _graphs_diff(run: Run, path: str | None) -> list[dict[str, Any]]:
    """Ranks whose collectives part: `pt2tui diff` of the graph where one rank's collective
    parts from the others' and the graph another rank ran there (FX graphs, guards, output code)."""
    pair = rank_div.diff_pair(run)
    root = run_root(run, path)
    if pair is None or not root:
        return []
    (ra, a), (rb, b) = pair
    return [{"recipe": None, "title": f"Rank {rb}'s graph {b}, where the ranks part, beside rank {ra}'s {a}",
             "command": _q(["pt2tui", "diff", f"{root}:{a}", f"{root}:{b}", "--ranks", f"{ra},{rb}"]),
             "note": None}]  # fmt: skip


def is_healthy(triages: Sequence[Triage]) -> bool:
    """Findings, and none of them a problem (nor an interrupt): the run works."""
    return bool(triages) and all(t.severity != PROBLEM for t in triages)


def what_happened(run: Run, triages: Sequence[Triage]) -> str:
    """One line: what was compiled and in how long, then each cost / expected finding's note."""
    n = counts(run)  # the words every view uses (core/model/counts.py)
    led = ledger(run)
    head = f"{plural(n.frames, 'frame')} compiled"
    if led.timed:
        head += f" in {seconds(led.total_s)}"
    if n.compiles != n.frames:
        head += f" ({plural(n.compiles, 'compile')})"
    notes = [t.note for t in triages if t.severity != PROBLEM and t.note]
    return "; ".join([head, *notes])


def _finding(t: Triage) -> dict[str, Any]:
    """One finding: its category, weight, cost, note, and what triage says of it (summary,
    stopped, evidence, next, kind ...)."""
    return t.as_dict()


def _problem_detail(first: Triage) -> dict[str, Any]:
    """A problem's own line of what happened (``note``: the weighed finding, e.g. recompiles
    per layer up to the limit, a rank that waited for another's compile) and its fix
    (``improvement``), when its weight says them."""
    out: dict[str, Any] = {}
    if first.severity == PROBLEM and first.note:
        out["note"] = first.note
    if first.severity == PROBLEM and first.improvement:
        out["improvement"] = first.improvement
    return out


def verdict_dict(
    run: Run, triages: Sequence[Triage] | None = None, path: str | None = None,
    result: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """The verdict of ``run`` (``triages``: classify(run), when already made; ``path``: the
    run dir / file the user named, for the commands): the worst problem; ``healthy`` when
    every finding is a cost or expected (with what happened and the optional improvement).
    A rerun's verdict is its program's outcome (``result``: the rerun's result, else run.json's
    ``result``): a program that failed under the recipe is never healthy."""
    v = _verdict_of_findings(run, triages, path)
    res = result if result is not None else (run.info.get("result") if isinstance(run.info, dict) else None)
    v = with_outcome(v, res) if isinstance(res, dict) else v
    return with_why(v)


def finding_words(f: dict[str, Any]) -> str:
    """``recompilation 7.6 s``, ``slow_after_compile 21.4 ms/step``: a finding and what it cost
    (compile seconds, or per call / step for a profile's), as every view words it."""
    cat = str(f.get("category"))
    ms = f.get("ms_per_call")
    if isinstance(ms, (int, float)):
        return f"{cat} {ms:.1f} ms/{f.get('per') or 'call'}"
    cost = f.get("cost_s")
    return f"{cat} {seconds(cost)}" if isinstance(cost, (int, float)) and cost > 0 else cat


def why_healthy(v: dict[str, Any]) -> str:
    """Why a ``healthy`` verdict is healthy though something was found: nothing failed, and
    each finding is a cost (what it cost) or expected (triage/weigh.py); "" otherwise."""
    if v.get("category") != HEALTHY:
        return ""
    firsts: dict[str, dict] = {}
    for f in v.get("findings") or []:
        firsts.setdefault(str(f.get("category")), f)  # the first of a category is its worst
    if not firsts:
        return "nothing failed, nothing found"
    costs = [finding_words(f) for f in firsts.values() if f.get("severity") == "cost"]
    expected = [c for c, f in firsts.items() if f.get("severity") == "expected"]
    parts = []
    if costs:
        parts.append("only costs: " + ", ".join(costs))
    if expected:
        parts.append("expected: " + ", ".join(expected))
    return "nothing failed; " + "; ".join(parts) if parts else "nothing failed"


def with_why(v: dict[str, Any]) -> dict[str, Any]:
    """``v`` with ``why`` (why_healthy) when it is healthy; a verdict dict gets it once made
    and again when a profile's findings join it."""
    why = why_healthy(v)
    if why:
        v["why"] = why
    else:
        v.pop("why", None)
    return v


def verdict_brief(v: dict[str, Any]) -> str:
    """The verdict in a few words, as the runs list, the lineage and a rerun's result show it:
    the category; a healthy run with costs adds what they cost (``healthy, costs 7.7 s``; a
    profile's per-call costs alone: the worst, ``healthy, costs 6.0 ms/call``; none measured: which, ``healthy, costs: cudagraphs``);
    a verdict from a run still being read says so."""
    cat = str(v.get("category") or HEALTHY)
    out = cat
    if cat == HEALTHY:
        fs = [f for f in v.get("findings") or [] if f.get("severity") == "cost"]
        total = sum(f["cost_s"] for f in fs if isinstance(f.get("cost_s"), (int, float))
                    and not isinstance(f.get("ms_per_call"), (int, float)))  # fmt: skip
        if total > 0:
            out += f", costs {seconds(total)}"
        elif fs:  # per call / step only (a profile's): the worst, as ``why`` words it
            per = next((f for f in fs if isinstance(f.get("ms_per_call"), (int, float))), None)
            cats = ", ".join(dict.fromkeys(str(f.get("category")) for f in fs))  # no figure: which
            out += f", costs {per['ms_per_call']:.1f} ms/{per.get('per') or 'call'}" if per else f", costs: {cats}"
        elif v.get("findings"):
            out += ", as expected"
    if v.get("provisional"):
        out += " (reading…)"
    return out


def with_outcome(v: dict[str, Any], result: dict[str, Any]) -> dict[str, Any]:
    """The verdict ``v`` of a rerun whose program ``fails`` (rerun_result's ``outcome``: the
    program as the recipe ran it, never a driver's exit code): a problem, with what the recipe
    found, when the findings alone read healthy (the bisector exits 0 whatever its program did)."""
    if result.get("outcome") != "fails" or v["category"] != HEALTHY:
        return v
    out = dict(v)
    what = str(result.get("summary") or "the program failed")
    out.update(category="other", severity=PROBLEM, summary=f"the rerun's program failed: {what}",
               also=list(v.get("also") or []))  # fmt: skip
    out.pop("improvement", None)
    if result.get("warning"):
        out["note"] = str(result["warning"])
    return out


def _verdict_of_findings(run: Run, triages: Sequence[Triage] | None, path: str | None) -> dict[str, Any]:
    tri = tuple(classify(run) if triages is None else triages)
    if not tri:
        return {
            "category": HEALTHY,
            "summary": SUMMARIES[HEALTHY],
            "severity": None,
            "interrupted": False,
            "evidence": [],
            "commands": [],
            "also": [],
            "findings": [],
        }
    first = tri[0]
    commands = [c for n in first.next if (c := command_for(run, n, path)) is not None]
    if first.category == rank_div.CATEGORY and first.severity == PROBLEM:
        commands += _graphs_diff(run, path)
    if first.kind == "no_torch":  # any rerun with this interpreter fails the same way
        for c in commands:
            if c["command"].startswith("pt2tui rerun "):
                c["command"] += " --python PATH"
                c["note"] = "PATH: an interpreter that imports torch (a venv's bin/python)"
    out: dict[str, Any] = {
        "category": first.category,
        "summary": first.summary,
        "severity": first.severity,
        "interrupted": first.category == INTERRUPTED,
        "evidence": _evidence(first),
        "commands": commands,
        "also": [t.category for t in tri[1:]],
        "findings": [_finding(t) for t in tri],
    }
    out.update(_problem_detail(first))
    if first.category not in (INTERRUPTED, STOPPED) and is_healthy(tri):
        best = next((t for t in tri if t.improvement), None)
        out.update(
            category=HEALTHY,
            summary=what_happened(run, tri),
            also=[t.category for t in tri],
            improvement=best.improvement if best is not None else None,
        )
        # the rerun that tries the saving, where a recipe does what the improvement says
        # (mark_dynamic up front: `dynamic`, dynamic shapes from the start); else none is claimed
        if best is not None and best.category == "recompilation" and "mark_dynamic" in (best.improvement or ""):
            out["improvement_command"] = command_for(run, "dynamic", path)
        # the step of the finding the saving answers, else of the first finding that has one
        lead = best if best is not None and best.next else next((t for t in tri if t.next), None)
        if lead is not None and lead is not first:
            out["commands"] = [c for n in lead.next if (c := command_for(run, n, path)) is not None]
    return out
