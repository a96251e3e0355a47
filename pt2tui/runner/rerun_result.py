"""A finished rerun's result (run.json ``result``): what each recipe found, read from what the
rerun wrote (its output, run dir, trace). Called once by ``Rerun.finish``."""

from __future__ import annotations

import glob
import os
from typing import Any

from ..core.analysis.triage import classify, triage_dict
from ..core.model import Run
from ..core.reruns.progress import ProgressState, parse_bisection_result
from ..core.reruns.recipes import BISECT, LAUNCHER, PROGRAM, REPRO, get_recipe
from ..core.reruns.recipes_kernel import KERNEL
from ..core.reruns.recipes_settings import LADDER
from .recipe_io import extra_result, output_lines
from .rerun_files import find_launcher
from .rerun_verbose import verbose_result

# ``rr`` below is a runner.rerun.Rerun (not imported: rerun.py imports this module)
Rerun = Any

__all__ = ["rerun_result"]


def rerun_result(rr: Rerun, run: Run, st: ProgressState) -> dict[str, Any]:
    info = rr.live.info
    plan = rr.plan
    kind = get_recipe(plan.recipe).kind
    res: dict[str, Any] = {
        "recipe": plan.recipe,
        "exit_code": info.get("exit_code"),
        "signal": info.get("signal"),
        "seconds": info.get("seconds"),
        "cancelled": rr.cancelled,
    }
    tri = classify(run)
    td = triage_dict(tri)
    res["triage"] = {"category": td["category"], "evidence": td["evidence"][:4], "next": td["next"]}
    if "kernel" in td:
        res["triage"]["kernel"] = td["kernel"]
    name = plan.recipe
    if kind == PROGRAM and name.startswith("minify-"):
        launcher = find_launcher(rr.run_dir, run)
        res["launcher"] = launcher
        if launcher:
            res["summary"] = f"minifier launcher written: {launcher}"
            res["next"] = ["minify-launcher-no-isolate", "minify-launcher"]
        else:
            res["summary"] = (
                "no minifier launcher was written: the failure did not happen under "
                f"{' '.join(f'{k}={v}' for k, v in plan.env.items())} (try another minify recipe, or bisect)"
            )
        if st.accuracy_failed:
            res["accuracy_failed"] = st.accuracy_failed
    elif kind == LAUNCHER:
        repro = rr.run_dir / "repro.py"
        res["launcher"] = plan.launcher
        res["launcher_copy"] = plan.launcher_copy
        res["repro"] = str(repro) if repro.is_file() else None
        res["minifier"] = {
            "start_nodes": st.start_nodes,
            "nodes": st.nodes,
            "inputs": st.inputs,
            "strategies": st.strategies,
            "successes": st.successes,
            "queries": st.queries,
            "done": st.minifier_done,
            "error": st.minifier_error,
        }
        res["checkpoints"] = sorted(
            glob.glob(
                str(rr.run_dir / "torch_compile_debug" / "*" / "minifier" / "checkpoints" / "*.py")
            )
        )
        if res["repro"] and st.minifier_done:
            res["summary"] = f"minified from {st.start_nodes} to {st.nodes} nodes: {res['repro']}"
            res["next"] = ["run-repro"]
        elif res["repro"]:
            res["summary"] = (
                f"partial repro ({st.nodes} nodes; the minifier did not finish): {res['repro']}"
            )
            res["next"] = ["run-repro"]
        elif st.minifier_error:
            res["summary"] = f"the minifier stopped: {st.minifier_error}"
        else:
            res["summary"] = "the minifier wrote no repro.py"
    elif kind == REPRO:
        res["repro"] = plan.repro
        res["repro_copy"] = plan.launcher_copy
        code = info.get("exit_code")
        res["reproduced"] = bool(code) or bool(info.get("signal"))
        res["summary"] = (
            "repro.py still fails: it reproduces the problem"
            if res["reproduced"]
            else "repro.py passed: it does not reproduce"
        )
    elif kind == KERNEL:  # the repro's last line says it (hook/_pt2tui_kernel_repro.py)
        said = [ln for ln in output_lines(rr.run_dir) if ln.startswith("kernel-repro: ")]
        res["kernel_repro"] = said[-1][len("kernel-repro: "):] if said else None
        res["summary"] = said[-1] if said else f"the kernel repro ended with exit {info.get('exit_code')}"
    elif kind == BISECT:
        cache = plan.env.get("TORCHINDUCTOR_CACHE_DIR")
        res["cache_dir"] = cache
        res["cache_dir_removed"] = bool(cache) and not os.path.exists(cache)
        result = st.bisect_result
        if result is None and not st.no_issue:
            result = _bisect_result_from_logs(run)
        res["bisect"] = result
        res["no_issue"] = st.no_issue
        res["subsystems"] = [{"name": n, "fixed": f} for n, f in st.subsystems]
        res["systems_tried"] = list(st.systems_tried)
        if result:
            res["summary"] = (
                f"backend {result.get('backend')}"
                + (f", subsystem {result.get('subsystem')}" if result.get("subsystem") else "")
                + (
                    f", application #{result.get('bisect_number')}"
                    if result.get("bisect_number") is not None
                    else ""
                )
                + (f" ({result.get('debug_info')})" if result.get("debug_info") else "")
            )
            if result.get("backend") == "eager":
                res["summary"] = (
                    "the program fails with every backend, eager included: not a compiler "
                    f"backend bug ({res['summary']})"
                )
                res["warning"] = (
                    "the bisector blames the eager backend: Dynamo's capture, or the program "
                    "fails without torch.compile too (try the eager recipe, or backend-ladder)"
                )
        elif st.no_issue:
            res["summary"] = "no issue found: the program passed with every backend"
        else:
            res["summary"] = "the bisector did not finish"
    if name == "nan-asserts":
        km = _nan_kernel(run)
        res["nan_assert"] = km
        if km:
            res["summary"] = (
                f"NaN/Inf assert fired at {km['path']}:{km['line']}"
                + (f" -> kernel {km['kernel']}" if km.get("kernel") else "")
                + (f" in {km['artifact']}" if km.get("artifact") else "")
            )
        else:
            res["summary"] = "no NaN/Inf assert fired" + (
                "" if info.get("exit_code") == 0 else " (the program failed otherwise: see triage)"
            )
    elif name == "eager":
        parent_code = (rr.parent_run.info or {}).get("exit_code") if rr.parent_run else None
        res["eager_passes"] = info.get("exit_code") == 0 and not info.get("signal")
        res["parent_exit_code"] = parent_code
        if res["eager_passes"]:
            res["summary"] = "passes without torch.compile" + (
                f" (the parent failed with exit {parent_code}: the problem comes from compilation)"
                if parent_code not in (None, 0)
                else ""
            )
        else:
            res["summary"] = "fails without torch.compile too: not (only) a compile problem"
    extra_result(rr, run, res)  # hook overrides, the AOTI printer, the backend ladder
    if name.startswith("verbose-") or name in ("single-thread", "cuda-sync", "debug-sync"):
        # what the extra output showed, and the next step (runner/rerun_verbose.py)
        verbose_result(name, run, output_lines(rr.run_dir), res)
    res["outcome"] = "cancelled" if rr.cancelled else program_outcome(kind, res, info)
    res["verdict"] = _verdict(rr, run, tri, res)
    if kind == PROGRAM and "summary" not in res:
        res["summary"] = f"verdict: {res['verdict']}"
    if rr.cancelled and not str(res.get("summary", "")).startswith("cancelled"):
        res["summary"] = "cancelled" + (f"; {res['summary']}" if res.get("summary") else "")
    return res


def _verdict(rr: Rerun, run: Run, tri: list, res: dict[str, Any]) -> str:
    """THE verdict of the rerun as it ended (sources/profile.py run_verdict, its outcome
    weighed in), in the words every view uses: what the lineage and the result line show."""
    from ..core.analysis.verdict import verdict_brief, verdict_dict
    from ..sources.profile import run_verdict

    try:
        v = run_verdict(str(rr.run_dir), run, triages=tuple(tri), result=res)
    except Exception:  # noqa: BLE001 - an unreadable profile: the verdict without it
        v = verdict_dict(run, tuple(tri), str(rr.run_dir), result=res)
    return verdict_brief(v)


def program_outcome(kind: str, res: dict[str, Any], info: dict[str, Any]) -> str | None:
    """``passes`` / ``fails``: the user's program, as the recipe ran it; never a driver's exit
    code (the bisector and the ladder exit 0 whatever the program did: their findings say).
    None when the recipe ran a tool whose result is not the program's (the minifier) or did
    not finish."""
    failed = bool(info.get("signal")) or info.get("exit_code") not in (0, None)
    if kind in (PROGRAM, KERNEL):  # the kernel repro: 0 matches eager, else it does not (or did not run)
        return "fails" if failed else "passes"
    if kind == REPRO:
        return "fails" if res.get("reproduced") else "passes"
    if kind == BISECT:
        if res.get("bisect"):
            return "fails"  # with the backend it names (eager: with every backend)
        return "passes" if res.get("no_issue") else None
    if kind == LADDER:
        rungs = (res.get("ladder") or {}).get("rungs") or []
        if any(r.get("status") == "FAILED" for r in rungs):
            return "fails"
        return "passes" if rungs and all(r.get("status") == "passed" for r in rungs) else None
    return None


def _nan_kernel(run: Run) -> dict | None:
    for t in classify(run):
        if t.category == "nan" and t.kernel is not None:
            return t.kernel.as_dict()
    for t in classify(run):
        if t.category == "nan" and t.stopped:
            ev = t.evidence[0] if t.evidence else None
            return {
                "path": None,
                "line": None,
                "code": ev.text if ev else None,
                "kernel": None,
                "artifact": None,
            }
    return None


def _bisect_result_from_logs(run: Run) -> dict | None:
    for m in reversed(run.logs):
        if "Bisection complete:" in m.text:
            r = parse_bisection_result(m.text)
            if r is not None:
                return r
    return None
