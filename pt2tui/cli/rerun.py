"""`pt2tui rerun RUN_DIR RECIPE [--no-tui]` and `pt2tui rerun --list`.

Headless (the TUI integration comes later): prints the new run directory first, the exact
command and environment, then progress as it happens, then the result and a comparison with
the parent. Exit 0 when the rerun ran to its end (whatever the program's own exit code); 2 when
it could not be done (unknown recipe, no run.json, no launcher, a program or interpreter not
found here, a command that cannot start); 130 when it was cancelled with Ctrl-C.
"""

from __future__ import annotations

import argparse
import sys
import threading

from ..core.reruns.recipes import PROGRAM, RECIPES, REPRO, get_recipe
from ..core.reruns.recipes_kernel import BLOBS_ENV, LAUNCHES_ENV
from ..core.reruns.recipes_profile import (
    CALLS_ENV,
    DEFAULT_CALLS,
    DEFAULT_TIMED,
    DEFAULT_TIMED_S,
    DEFAULT_WARMUP,
    TIMED_ENV,
    WARMUP_ENV,
    is_profile,
)
from ..core.reruns.recipes_settings import LADDER
from ..render.rerun_result import findings_lines, result_lines
from ..runner.kernel_repro import KERNEL_ENV, LAUNCH_ENV
from ..runner.process import forward_interrupts

_MAX_LINE = 500
_QUIET_EVENTS = {"fail", "granularity", "repro"}  # shown in the TUI; too chatty here


def _out(text: str = "", err: bool = False) -> None:
    stream = sys.stderr if err else sys.stdout
    try:
        stream.write(text + "\n")
        stream.flush()
    except (BrokenPipeError, ValueError):
        pass


def list_recipes() -> list[str]:
    w = max(len(r.name) for r in RECIPES)
    return [f"{r.name:{w}}  {r.title}: {r.purpose}" for r in RECIPES]


def main(args: argparse.Namespace) -> int:
    if getattr(args, "list", False):
        for line in list_recipes():
            _out(line)
        return 0
    if not args.run_dir or not args.recipe:
        _out("pt2tui rerun: give a run dir and a recipe: pt2tui rerun RUN_DIR RECIPE", err=True)
        _out("recipes:", err=True)
        for line in list_recipes():
            _out(f"  {line}", err=True)
        return 2
    # with a TTY and no --no-tui the TUI will take over later; headless for now
    return run_headless(args)


def run_headless(args: argparse.Namespace) -> int:
    from ..runner.rerun import RerunError, prepare_rerun

    try:
        recipe = get_recipe(args.recipe)
    except Exception as e:  # RecipeError: one line, naming every recipe (--list explains them)
        _out(f"pt2tui rerun: {e}", err=True)
        return 2
    lock = threading.Lock()
    echo_output = (
        recipe.kind == PROGRAM and not recipe.name.startswith("minify-")
    ) or recipe.kind == REPRO

    def on_line(stream: str, line: bytes) -> None:
        if not echo_output:
            return
        text = line.decode("utf-8", errors="backslashreplace")
        if len(text) > _MAX_LINE:
            text = text[: _MAX_LINE - 1] + "…"
        with lock:
            _out(f"  | {text}", err=stream == "stderr")

    def on_progress(ev, state) -> None:
        if ev.kind in _QUIET_EVENTS:
            return
        with lock:
            _out(f"progress: {state.last}")

    extra_env: dict[str, str] = {}
    for opt, var in (("profile_warmup", WARMUP_ENV), ("profile_calls", CALLS_ENV), ("profile_timed", TIMED_ENV)):
        if getattr(args, opt, None) is not None:
            if not is_profile(recipe.name):
                _out(f"pt2tui rerun: --{opt.replace('_', '-')} is for the profile recipes "
                     f"(profile, profile-eager, profile-*), not {recipe.name}", err=True)  # fmt: skip
                return 2
            extra_env[var] = str(getattr(args, opt))
    if getattr(args, "launches", None) is not None or getattr(args, "tensor_blobs", False):
        if recipe.name != "triton-trace":
            _out(f"pt2tui rerun: --launches / --tensor-blobs are for triton-trace, not {recipe.name}", err=True)
            return 2
        if args.launches is not None:
            extra_env[LAUNCHES_ENV] = str(args.launches)
        if args.tensor_blobs:
            extra_env[BLOBS_ENV] = "1"
    if getattr(args, "kernel", None) or getattr(args, "launch", None) is not None:
        if recipe.name != "kernel-repro":
            _out(f"pt2tui rerun: --kernel / --launch are for kernel-repro, not {recipe.name}", err=True)
            return 2
        if args.kernel:
            extra_env[KERNEL_ENV] = args.kernel
        if args.launch is not None:
            extra_env[LAUNCH_ENV] = str(args.launch)
    try:
        rr = prepare_rerun(
            args.run_dir,
            args.recipe,
            getattr(args, "runs_dir", None),
            on_line=on_line,
            on_progress=on_progress,
            python=getattr(args, "python", None),
            extra_env=extra_env,
        )
    except RerunError as e:
        _out(f"pt2tui rerun: {e}", err=True)
        return e.code
    except OSError as e:  # runner/rundir.py RunDirError: nothing half-made is left
        _out(f"pt2tui rerun: cannot make the rerun dir: {e.strerror or e}", err=True)
        return 2
    _out(f"pt2tui: rerun dir {rr.run_dir}")
    _out(f"pt2tui: recipe {recipe.name}: {recipe.title}")
    _out(f"pt2tui: parent {rr.plan.parent}")
    _out(f"pt2tui: cwd {rr.cwd}")
    for k, v in rr.recipe_env.items():
        _out(f"pt2tui: env {k}={v}")
    for k, v in rr.env.items():
        if k not in rr.recipe_env:
            _out(f"pt2tui: env {k}={v}  (pt2tui)")
    _out(f"pt2tui: command {rr.shell_command()}")
    for note in rr.notes:
        _out(f"pt2tui: note: {note}")
    _out(f"pt2tui: output in {rr.run_dir / 'output.log'}")
    try:
        rr.launch()
    except OSError as e:
        _out(f"pt2tui rerun: cannot start {rr.argv[0]}: {e.strerror or e}", err=True)
        return 2

    with forward_interrupts(
        rr.cancel, lambda m: _out(f"\npt2tui: cancelling: {m}", err=True), "the rerun"
    ):
        out = rr.finish()
    for line in result_lines(out.result, out.info):
        _out(line)
    if out.compare is not None:
        from ..core.analysis.compare import compare_lines

        _out("compare with parent:")
        for line in compare_lines(out.compare):
            _out(f"  {line}")
    if recipe.kind == LADDER:  # the driver ran no program: the verdict of the failing rung
        rung = _failing_rung(out.result)
        if rung is not None:
            from ..sources.load import load_run

            _out(f"the {rung['backend']} rung ({rung['run_dir']}):")
            _verdict(load_run(rung["run_dir"]), rung["run_dir"])
    else:
        _verdict(out.run, str(rr.run_dir), out.result)
    for line in findings_lines(out.result):  # a verbose recipe ends with what it showed
        _out(line)
    _out(f"pt2tui: rerun dir {rr.run_dir}")
    return 130 if rr.cancelled else 0


def _failing_rung(res: dict) -> dict | None:
    lad = res.get("ladder") or {}
    return next((r for r in lad.get("rungs") or [] if r.get("status") == "FAILED"), None)


def _verdict(run, run_dir: str, result: dict | None = None) -> None:
    """The rerun's own verdict block: what it shows, and what to run next."""
    from ..render.verdict import render_verdict
    from ..sources.profile import run_verdict

    try:
        from .out import print_rich

        print_rich(render_verdict(run_verdict(run_dir, run, result=result)))
    except (BrokenPipeError, ValueError):
        pass


def add_parser(sub) -> None:  # argparse's _SubParsersAction
    rr = sub.add_parser(
        "rerun",
        help="rerun a run the way the PyTorch debugging guides prescribe (minifier, NaN asserts, bisector, ...)",
    )
    rr.add_argument("run_dir", nargs="?", help="a run dir made by `pt2tui run` (or a rerun)")
    rr.add_argument("recipe", nargs="?", help="recipe name; `pt2tui rerun --list` names them")
    rr.add_argument("--list", action="store_true", help="list the recipes and exit")
    rr.add_argument("--no-tui", action="store_true", help="no screen: progress and result as text")
    rr.add_argument("--runs-dir", help="where the new run dir goes (default: beside the parent)")
    rr.add_argument("--python", help="interpreter for the program (another torch: a nightly venv, a source build)")
    rr.add_argument("--launches", type=int, metavar="N",
                    help="triton-trace: launches traced per kernel (default 16; 0: all)")
    rr.add_argument("--tensor-blobs", action="store_true",
                    help="triton-trace: tritonparse saves the launches' tensors (a tensor over 16 MB is not)")
    rr.add_argument("--kernel", metavar="NAME",
                    help="kernel-repro: the kernel (a name, or '[0/1] NAME'; default: chosen)")
    rr.add_argument("--launch", type=int, metavar="N",
                    help="kernel-repro: run the kernel at its N-th traced launch (1-based, as the Kernels "
                         "view numbers them; a triton-trace parent)")
    rr.add_argument("--profile-warmup", type=_count, metavar="N",
                    help="profile recipes: warm-up calls after the last that compiled "
                         f"(default {DEFAULT_WARMUP})")  # fmt: skip
    rr.add_argument("--profile-timed", type=_count, metavar="T",
                    help=f"profile recipes: calls timed without the profiler after the warm-up, before the "
                         f"profiled ones (default {DEFAULT_TIMED}, or {DEFAULT_TIMED_S:g} s; 0: none)")  # fmt: skip
    rr.add_argument("--profile-calls", type=_count, metavar="K",
                    help=f"profile recipes: calls profiled after the timed ones (default {DEFAULT_CALLS})")
    rr.set_defaults(func=main)


def _count(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if n < 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more: {n}")
    return n
