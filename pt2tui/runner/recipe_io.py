"""The newer reruns' part of preparing and reading a rerun: pt2tui's startup hook on the child's
PYTHONPATH, the settings a rerun changes (run.json ``settings``), values taken from the parent
(the suspect kernel of aoti-kernel-values), and each recipe's result (what the hook overrode,
the AOTInductor printer's output, the backend ladder's table)."""

from __future__ import annotations

import os
import re
import shutil
from dataclasses import replace
from pathlib import Path
from typing import Any

from ..core.model import Run
from ..core.parse.outputlog import TAG_LEN
from ..core.parse.payloads import read_text
from ..core.reruns.aoti_lines import input_mismatch, kernel_launches, kernel_values, saved_values
from ..core.reruns.hook_lines import hook_report
from ..core.reruns.recipe import Recipe, RecipeError
from ..core.reruns.recipes import PROGRAM, RerunPlan, get_recipe
from ..core.reruns.recipes_aoti import KERNEL_FILTER_ENV
from ..core.reruns.recipes_profile import is_profile
from ..core.reruns.recipes_settings import HOOK_ENV, hook_overrides, settings_of
from ..core.reruns.recipes_triage import SYSTEM_CXX
from .ladder_file import read_ladder
from .rerun_profile import profile_result

# ``rr`` below is a runner.rerun.Rerun (not imported: rerun.py imports this module)
Rerun = Any

__all__ = [
    "HOOK_DIR",
    "apply_extras",
    "extra_result",
    "locate_kernel",
    "output_lines",
    "plan_extras",
    "suspect_kernel",
]

HOOK_DIR = str(Path(__file__).resolve().parent / "hook")


def output_lines(run_dir: str | os.PathLike[str]) -> list[str]:
    """The text of a run's output (output.log without its tags; else stdout.txt + stderr.txt)."""
    d = Path(run_dir)
    log = d / "output.log"
    if log.is_file():
        text = log.read_bytes().decode("utf-8", errors="backslashreplace")
        return [ln[TAG_LEN:] if len(ln) > 2 and ln[1] == " " else ln for ln in text.splitlines()]
    out: list[str] = []
    for name in ("stdout.txt", "stderr.txt"):
        p = d / name
        if p.is_file():
            out += p.read_text(encoding="utf-8", errors="backslashreplace").splitlines()
    return out


# -- preparing ---------------------------------------------------------------------------------


def suspect_kernel(parent_dir: str, info: dict[str, Any]) -> str | None:
    """The kernel an aoti-kernel-names run (the parent) found: from its result, else its output."""
    res = info.get("result") if isinstance(info.get("result"), dict) else {}
    k = (res.get("aoti_kernels") or {}).get("suspect") if isinstance(res, dict) else None
    if isinstance(k, str) and k:
        return k
    return kernel_launches(output_lines(parent_dir))["suspect"]


def system_cxx(parent_cxx: str | None) -> str | None:
    """The host's own C++ compiler (the one that goes with the system libstdc++), when it is not
    the compiler the parent used."""
    used = os.path.realpath(shutil.which(parent_cxx) or parent_cxx) if parent_cxx else None
    for c in ("/usr/bin/g++", "/usr/bin/c++", "/usr/bin/clang++"):
        if os.access(c, os.X_OK) and os.path.realpath(c) != used:
            return c
    return None


def plan_extras(plan: RerunPlan, recipe: Recipe, parent_dir: str, info: dict) -> RerunPlan:
    """Values a recipe takes from its parent. Raises RecipeError when they are missing."""
    if SYSTEM_CXX in plan.env.values():
        was = (info.get("user_env") or {}).get("CXX") or os.environ.get("CXX")
        cxx = system_cxx(was)
        if cxx is None:
            raise RecipeError(
                "no system C++ compiler other than the parent's here (/usr/bin/g++, /usr/bin/c++, "
                f"/usr/bin/clang++){f'; the parent used CXX={was}' if was else ''}"
            )
        env = {k: (cxx if v == SYSTEM_CXX else v) for k, v in plan.env.items()}
        note = f"CXX={cxx}" + (f" instead of {was}" if was else " (the parent used Inductor's default, g++)")
        return replace(plan, env=env, notes=plan.notes + (note,))
    if recipe.name != "aoti-kernel-values":
        return plan
    kernel = suspect_kernel(parent_dir, info)
    if not kernel:
        raise RecipeError(
            f"no suspect kernel known for {parent_dir}: run `pt2tui rerun {parent_dir} "
            "aoti-kernel-names` first, then aoti-kernel-values on that rerun"
        )
    return replace(
        plan,
        env={**plan.env, KERNEL_FILTER_ENV: kernel},
        notes=plan.notes + (f"kernel {kernel}: the suspect the parent's kernel names point at",),
    )


def apply_extras(child_env: dict[str, str], info: dict[str, Any], plan: RerunPlan) -> None:
    """The startup hook first on PYTHONPATH when the recipe uses it; run.json ``settings``."""
    if HOOK_ENV in plan.env:
        old = child_env.get("PYTHONPATH")
        child_env["PYTHONPATH"] = HOOK_DIR + (os.pathsep + old if old else "")
        info.setdefault("env", {})["PYTHONPATH"] = child_env["PYTHONPATH"]
        info["hook"] = {
            "sitecustomize": os.path.join(HOOK_DIR, "sitecustomize.py"),
            "variable": HOOK_ENV,
            "overrides": hook_overrides(plan.env),
        }
    settings = settings_of(plan.env)
    added = [x for x in plan.logs.split(",") if x and x not in plan.base_logs.split(",")]
    if added:
        settings.append(f"TORCH_LOGS adds {','.join(added)}")
    if settings:
        info["settings"] = settings


# -- results -----------------------------------------------------------------------------------


def _failure_words(run: Run) -> str | None:
    for f in run.failures:
        if f.source != "exit":
            return f"{f.type}: {(f.reason or '').strip().splitlines()[0][:200] if f.reason else ''}"
    return None


def _outcome(rr: Rerun, run: Run) -> str:
    info = rr.live.info
    code, sig = info.get("exit_code"), info.get("signal")
    parent = (rr.parent_run.info or {}) if rr.parent_run is not None else {}
    pcode = parent.get("exit_code")
    if sig or code not in (0, None):
        how = f"killed by {sig}" if sig else f"exit {code}"
        why = _failure_words(run)
        return f"fails ({how})" + (f": {why}" if why else "") + (
            " — the parent passed" if pcode == 0 else ""
        )
    return "passes (exit 0)" + (f" — the parent failed with exit {pcode}" if pcode else "")


_USER_FRAME = re.compile(r'File "(?P<file>[^"]+)", line (?P<line>\d+)')


def _user_frame(run: Run, lines: list[str]) -> str | None:
    """The innermost user frame of the first "from user code:" stack Dynamo printed."""
    texts = [t for f in run.failures for t in (f.reason or "", f.traceback or "")]
    texts.append("\n".join(lines))
    for text in texts:
        i = text.find("from user code:")
        if i < 0:
            continue
        block = text[i:].split("\n\n", 1)[0]  # the stack ends at the first blank line
        frames = _USER_FRAME.findall(block)
        if frames:
            file, line = frames[-1]
            return f"{file}:{line}"
    return None


_KERNEL_DEF = r"(?:def|void)\s+{name}\s*\("


def locate_kernel(run: Run, kernel: str) -> dict[str, Any] | None:
    """Where ``kernel`` is defined (else first named) in the run's output code: a dict as
    kernel_map's (``artifact``, ``compile_id``, ``rank``, ``kernel``, ``kernel_line``), for K."""
    arts = [a for c in run.compiles for a in c.artifacts if a.category == "output_code"]
    arts += [a for a in run.run_artifacts if a.category == "output_code"]
    defn = re.compile(_KERNEL_DEF.format(name=re.escape(kernel)))
    best: dict[str, Any] | None = None
    for a in arts:
        try:
            text = read_text(a.ref)
        except (OSError, ValueError):
            continue
        if kernel not in text:
            continue
        for i, ln in enumerate(text.splitlines(), 1):
            if kernel in ln and (defn.search(ln) or best is None):
                hit = {
                    "kernel": kernel,
                    "artifact": a.name,
                    "compile_id": str(a.compile_id) if a.compile_id is not None else None,
                    "rank": a.rank,
                    "kernel_line": i,
                    "code": ln.strip()[:200],
                    "defined": bool(defn.search(ln)),
                }
                if hit["defined"]:
                    return hit
                best = best or hit
    return best


def _move_saved(run_dir: Path, files: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The .pt files the printer named, moved into ``<run_dir>/aoti_values/`` (torch writes them
    under the working directory); the ``tmp/aoti_torch`` dir it made is removed when empty."""
    dest = run_dir / "aoti_values"
    out = []
    for f in files:
        src = Path(f["path"])
        new = dict(f, saved_at=str(src))
        if src.is_file():
            dest.mkdir(exist_ok=True)
            target = dest / src.name
            if not target.exists():
                shutil.move(str(src), target)
                new["path"] = str(target)
        out.append(new)
    for f in files[:1]:
        for d in (Path(f["path"]).parent / "aoti_torch", Path(f["path"]).parent):
            try:
                d.rmdir()  # only when empty: never anything of the user's
            except OSError:
                pass
    return out


def _runs_the_program(name: str) -> bool:
    try:
        return get_recipe(name).kind == PROGRAM
    except RecipeError:
        return False


def extra_result(rr: Rerun, run: Run, res: dict[str, Any]) -> None:
    """Add the newer recipes' findings to ``res`` (the run.json result)."""
    plan = rr.plan
    name = plan.recipe
    lines = output_lines(rr.run_dir)
    if HOOK_ENV in plan.env:
        report = hook_report(lines)
        res["overrides"] = report or {"active": False, "summary": [
            "the startup hook never reported: the program did not run Python with the hook on "
            "PYTHONPATH (a non-Python program, or python -S / -I)"]}  # fmt: skip
    if rr.live.info.get("settings"):
        res["settings"] = rr.live.info["settings"]
    if is_profile(name):  # calls timed, the profiled window, before -> after
        profile_result(rr, res)
        return
    if name == "backend-ladder":
        lad = read_ladder(rr.run_dir)
        res["ladder"] = lad
        res["summary"] = (lad or {}).get("result") or "the ladder did not finish"
        if lad and lad.get("next"):
            res["next"] = lad["next"]
        return
    if name == "aoti-check-inputs":
        mm = input_mismatch(lines)
        res["input_mismatch"] = mm
        res["summary"] = (
            f"input check failed: {mm}" if mm else "the inputs match what the package was compiled "
            "for (no input check failed)" + ("" if not run.failures else f"; {_outcome(rr, run)}")
        )
        if not mm and run.failures:
            res["next"] = ["cuda-sync", "aoti-kernel-names"]
    elif name == "aoti-kernel-names":
        k = kernel_launches(lines)
        res["aoti_kernels"] = k
        if k["suspect"]:
            loc = locate_kernel(run, k["suspect"])
            res["aoti_kernel"] = loc
            state = "launched and never finished" if k["unfinished"] else "the last launched"
            res["summary"] = f"suspect kernel: {k['suspect']} ({state}; {k['count']} launches)"
            res["next"] = ["aoti-kernel-values", "aoti-minify"]
        else:
            res["summary"] = "no kernel names printed: was the package compiled in this run?"
    elif name == "aoti-kernel-values":
        rows = kernel_values(lines)
        kernel = plan.env.get(KERNEL_FILTER_ENV)
        res["aoti_values"] = rows
        res["aoti_kernel"] = locate_kernel(run, kernel) if kernel else None
        around = [r for r in rows if r.get("kernel") == kernel]
        res["summary"] = f"{len(around)} tensor values around {kernel}" + (
            "" if around else " (none printed: did the kernel run?)"
        )
    elif name == "aoti-save-values":
        files = _move_saved(rr.run_dir, saved_values(lines))
        res["aoti_saved"] = files
        res["summary"] = f"{len(files)} tensors saved" + (
            f" into {rr.run_dir / 'aoti_values'}" if files else ""
        )
    elif name == "aoti-minify":
        from .rerun_files import find_launcher

        launcher = find_launcher(rr.run_dir, run)
        res["launcher"] = launcher
        if launcher:
            res["summary"] = f"AOTI minifier launcher written: {launcher}"
            res["next"] = ["minify-launcher-no-isolate", "minify-launcher"]
        else:
            res["summary"] = "no AOTI minifier launcher was written: aoti_compile_and_package did "
            res["summary"] += "not fail under DUMP_AOTI_MINIFIER=1"
            if run.info.get("exit_code") not in (0, None) or run.info.get("signal"):
                # the package built and the program failed running it: the minifier replays the
                # exported example inputs only, never the ones that failed
                res["summary"] += (
                    " (the failure came later, running the package on other inputs: the minifier "
                    "replays export's example inputs only; use aoti-kernel-names / "
                    "aoti-kernel-values on the failing call, or export with the failing inputs)"
                )
    elif _runs_the_program(name) and (
        name.startswith("backend-") or "overrides" in res or name in ("single-thread",)
    ):  # the bisector (with the hook too) says what its program did in its own result
        res["summary"] = _outcome(rr, run)
        if name.startswith("recompile-limit") and run.recompiles:
            last = run.recompiles[-1]  # the guard that failed on the way to the limit
            head = last.recompile_reasons[0] if last.recompile_reasons else "(no reason recorded)"
            why = " ".join(head.split("\n")[0].split())  # newest entry first
            res["guard_at_limit"] = {"compile": str(last.id), "reason": why}
            if run.failures:
                res["summary"] += f"; the guard that failed at the limit: {why[:160]}"
        where = _user_frame(run, lines) if name in ("fullgraph", "recompile-limit") else None
        if where and run.failures:
            res["raised_at"] = where
            res["summary"] += f" (at {where})"
    if name == "ddp-no-optimizer" and rr.parent_run is not None:  # DDPOptimizer's cost, measured
        from ..core.analysis.triage.costs import ddp_before_after

        ba = ddp_before_after(rr.parent_run, run)
        res["ddp_before_after"] = ba
        res["summary"] = f"{res.get('summary') or _outcome(rr, run)}; {ba['text']}"
    ov = res.get("overrides")
    if ov and ov.get("active") and not ov.get("matched"):
        res["summary"] = f"{res.get('summary', '')}; the override matched nothing".lstrip("; ")
