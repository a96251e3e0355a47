#!/usr/bin/env python3
"""Record real torch.compile samples: TORCH_TRACE, torch_compile_debug/, TORCH_LOGS stderr.

    python recording/record_samples.py --out sample_traces/cpu [--only NAME ...]
                                           [--jobs 2] [--force] [--python PY]

Each scenario of ``scenarios.py`` runs in a child process (cwd: the repository root) with

    TORCH_TRACE=<out>/<name>/trace              (dedicated_log_torch_trace_*.log)
    TORCH_COMPILE_DEBUG=1
    TORCH_COMPILE_DEBUG_DIR=<out>/<name>        (<out>/<name>/torch_compile_debug/run_*/)
    TORCH_LOGS=graph_breaks,recompiles,recompiles_verbose,guards,dynamic
    TORCHINDUCTOR_CACHE_DIR=<private temp dir>  (nothing comes from the user's cache)
    TMPDIR=<private temp dir>                   (nor lands in the machine's /tmp)
    PYTHONUNBUFFERED=1                          (stdout/stderr in the order written)

and its stdout/stderr go to ``<name>/stdout.txt`` / ``<name>/stderr.txt``. ``<name>/run.json``
says how it was made. Any TORCH*/TORCHDYNAMO*/TORCHINDUCTOR* variables of the caller's
environment are dropped first.

Per scenario, ``scenarios.SCENARIO_ENV[name]`` adds variables (PYTHONFAULTHANDLER=1, CXX=...,
recorded in run.json "env" with the others), and ``scenarios.SCENARIO_SETUP[name]`` names a
setup hook of ``SETUP_HOOKS`` that prepares the machine around the run (e.g. puts the inductor
cache dir on a full filesystem; recorded in run.json "setup"). A program killed by a signal
gets a negative ``exit_code`` (``-11``) and run.json "signal" (``"SIGSEGV"``).

Path hygiene: afterwards every text file of the scenario has this machine's absolute paths
(scenario dir, temp dirs, site-packages, sys.prefix, repository root, home) replaced by
neutral placeholders (see ``PLACEHOLDER_*``). TORCH_TRACE files are rewritten record by
record so that they stay valid: each ``has_payload`` md5 is recomputed over the rewritten
payload. Binary files are left alone (and reported if they still hold a local path).

A scenario is recorded into a hidden staging dir next to its destination and moved into place
when done. An existing non-empty ``<out>/<name>`` is refused unless ``--force``, and even
then only replaced when its run.json says this script made it.

``tests/recorded.py`` imports this file by path and calls ``record_scenario``.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import contextlib
import functools
import hashlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
# record_samples.py is also loaded by path (tests/recorded.py, import_gpu.py): make its
# sibling pathrewrite.py importable either way.
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from pathrewrite import (  # noqa: E402,F401  (re-exported: import_gpu.py uses rec.PathRewriter, ...)
    PathRewriter,
    RewriteReport,
    TraceStats,
    rewrite_dir,
    rewrite_trace_text,
)

ROOT = HERE.parent
SCENARIOS_PY = ROOT / "sample_traces" / "scenarios.py"  # the link: recorded argv and stacks name this path
RECORDED_WITH = "recording/record_samples.py"

TORCH_LOGS = "graph_breaks,recompiles,recompiles_verbose,guards,dynamic"

# What this machine's paths become in the committed files.
PLACEHOLDER_HOME = "/home/dev"
PLACEHOLDER_ROOT = "/home/dev/pt2tui"
PLACEHOLDER_VENV = "/home/dev/venv"
PLACEHOLDER_CACHE = "/tmp/torchinductor_dev"
PLACEHOLDER_TMP = "/tmp"
PLACEHOLDER_TMP_ROOT = "/tmp/pt2tui_record"
# every scenario dir is written as if it were the committed one, wherever it was recorded
PLACEHOLDER_OUT = PLACEHOLDER_ROOT + "/sample_traces/cpu"

DEFAULT_TIMEOUT_S = 300.0

_ENV_DROP_PREFIXES = ("TORCH", "PYTORCH")  # TORCH_*, TORCHDYNAMO_*, TORCHINDUCTOR_*, ...


def _load_scenarios():
    """scenarios.py, imported by path (it imports nothing heavy at module level)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("_pt2tui_sample_scenarios", SCENARIOS_PY)
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


_scenarios = _load_scenarios()
SCENARIOS: tuple[str, ...] = _scenarios.SCENARIOS
EXPECTED_EXIT: dict[str, int] = dict(_scenarios.EXPECTED_EXIT)
DESCRIPTIONS: dict[str, str] = dict(_scenarios.DESCRIPTIONS)
SCENARIO_ENV: dict[str, dict[str, str]] = dict(getattr(_scenarios, "SCENARIO_ENV", {}))
SCENARIO_SETUP: dict[str, str] = dict(getattr(_scenarios, "SCENARIO_SETUP", {}))


def script_digest() -> str:
    """sha1 over the recorder and scenario scripts: changes whenever what gets recorded could change."""
    h = hashlib.sha1()
    for p in (Path(__file__).resolve(), HERE / "pathrewrite.py", HERE / "record_helpers.py", SCENARIOS_PY):
        h.update(p.name.encode() + b"\0" + p.read_bytes() + b"\0")
    return h.hexdigest()


# ----------------------------------------------------------------------------------------
# the child's python
# ----------------------------------------------------------------------------------------

_INFO_CODE = r"""
import json, site, sys, sysconfig
try:
    from importlib.metadata import version
    torch_version = version("torch")
except Exception:
    torch_version = None
sp = set()
for k in ("purelib", "platlib"):
    sp.add(sysconfig.get_paths()[k])
try:
    sp.update(site.getsitepackages())
except Exception:
    pass
print(json.dumps({
    "executable": sys.executable,
    "prefix": sys.prefix,
    "base_prefix": sys.base_prefix,
    "site_packages": sorted(sp),
    "python_version": "%d.%d.%d" % sys.version_info[:3],
    "py_xy": "%d.%d" % sys.version_info[:2],
    "torch_version": torch_version,
}))
"""


@functools.cache
def python_info(python: str) -> dict:
    out = subprocess.run(
        [python, "-c", _INFO_CODE], check=True, capture_output=True, text=True, timeout=60
    ).stdout
    return json.loads(out)


@functools.cache
def torch_version_of(python: str) -> str:
    """torch.__version__ as the child sees it (the package metadata can omit '+cpu')."""
    out = subprocess.run(
        [python, "-c", "import torch; print(torch.__version__)"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    if out.returncode == 0 and out.stdout.strip():
        return out.stdout.strip().splitlines()[-1]
    return python_info(python)["torch_version"] or "unknown"


# ----------------------------------------------------------------------------------------
# recording
# ----------------------------------------------------------------------------------------


@dataclass
class Result:
    name: str
    path: Path
    exit_code: int
    expected_exit: int | None
    seconds: float
    timed_out: bool
    size_bytes: int
    rewrite: RewriteReport
    installed: bool = True

    @property
    def ok(self) -> bool:
        return (
            not self.timed_out
            and self.exit_code == self.expected_exit
            and not self.rewrite.leftovers
            and self.rewrite.trace.md5_bad_before == 0
        )


class RefusedError(RuntimeError):
    """The destination holds something this script did not make (or --force was not given)."""


def _made_by_us(d: Path) -> bool:
    try:
        meta = json.loads((d / "run.json").read_text())
    except (OSError, ValueError):
        return False
    return isinstance(meta, dict) and meta.get("recorded_with") in (RECORDED_WITH, "sample_traces/record_samples.py")


def check_destination(dest: Path, force: bool) -> None:
    """Raise RefusedError unless ``dest`` may be (re)created."""
    if dest.is_symlink() or (dest.exists() and not dest.is_dir()):
        raise RefusedError(f"{dest} exists and is not a directory; not touching it")
    if not dest.exists() or not any(dest.iterdir()):
        return
    if not force:
        raise RefusedError(f"{dest} exists and is not empty (use --force to re-record)")
    if not _made_by_us(dest):
        raise RefusedError(
            f"{dest} is not empty and its run.json does not say {RECORDED_WITH} made it; "
            "not touching it, even with --force"
        )


def _username() -> str:
    import getpass

    try:
        return re.sub(r'[\\/:*?"<>|]', "_", getpass.getuser())
    except (KeyError, ModuleNotFoundError, OSError):
        return f"uid_{os.getuid()}" if hasattr(os, "getuid") else "unknown_user"


def _dir_size(d: Path) -> int:
    return sum(p.stat().st_size for p in d.rglob("*") if p.is_file() and not p.is_symlink())


def _child_env(
    scenario_dir: Path, cache_dir: Path, tmp_dir: Path, extra: dict[str, str] | None = None
) -> tuple[dict, dict]:
    """(environment for the child, the variables we set, as recorded in run.json).

    ``extra``: the scenario's own variables (``SCENARIO_ENV``), set last.
    """
    env = {k: v for k, v in os.environ.items() if not k.startswith(_ENV_DROP_PREFIXES)}
    ours = {
        "TORCH_TRACE": str(scenario_dir / "trace"),
        "TORCH_COMPILE_DEBUG": "1",
        "TORCH_COMPILE_DEBUG_DIR": str(scenario_dir),
        "TORCH_LOGS": TORCH_LOGS,
        "TORCHINDUCTOR_CACHE_DIR": str(cache_dir),
        "TMPDIR": str(tmp_dir),
        "PYTHONUNBUFFERED": "1",
        **(extra or {}),
    }
    env.update(ours)
    recorded = dict(ours)
    # paths relative to the scenario dir; the temp dirs, gone by now, as their placeholders
    recorded["TORCH_TRACE"] = "trace"
    recorded["TORCH_COMPILE_DEBUG_DIR"] = "."
    recorded["TORCHINDUCTOR_CACHE_DIR"] = PLACEHOLDER_CACHE
    recorded["TMPDIR"] = PLACEHOLDER_TMP
    return env, recorded


from record_helpers import FULL_FS_SIZE, SETUP_HOOKS, find_tlparse, full_cache_fs, tlparse_check  # noqa: E402,F401


@contextlib.contextmanager
def _no_setup(cache_dir: Path, tmp_dir: Path):
    yield None


def record_scenario(
    name: str,
    out: Path | str,
    *,
    python: str | None = None,
    force: bool = False,
    timeout: float = DEFAULT_TIMEOUT_S,
) -> Result:
    """Record scenario ``name`` into ``out/name`` (see the module docstring). Returns a Result.

    Raises RefusedError (before running anything) when ``out/name`` may not be replaced.
    """
    if name not in SCENARIOS:
        raise ValueError(f"unknown scenario {name!r}; known: {', '.join(SCENARIOS)}")
    python = python or sys.executable
    out = Path(out).absolute()
    dest = out / name
    check_destination(dest, force)
    out.mkdir(parents=True, exist_ok=True)
    info = python_info(python)
    torch_version = torch_version_of(python)

    stage = Path(tempfile.mkdtemp(prefix=f".{name}.recording-", dir=out))
    tmp_root = Path(tempfile.mkdtemp(prefix="pt2tui-record-"))
    try:
        cache_dir = tmp_root / "inductor_cache"
        tmp_dir = tmp_root / "tmp"
        cache_dir.mkdir()
        tmp_dir.mkdir()
        (stage / "trace").mkdir()
        env, recorded_env = _child_env(stage, cache_dir, tmp_dir, SCENARIO_ENV.get(name))
        script_rel = SCENARIOS_PY.relative_to(ROOT).as_posix()
        argv = [python, script_rel, name]
        hook = SETUP_HOOKS[SCENARIO_SETUP[name]] if name in SCENARIO_SETUP else _no_setup

        timed_out = False
        with hook(cache_dir, tmp_dir) as setup_note:
            t0 = time.monotonic()
            with open(stage / "stdout.txt", "wb") as so, open(stage / "stderr.txt", "wb") as se:
                proc = subprocess.Popen(
                    argv, cwd=ROOT, env=env, stdout=so, stderr=se, stdin=subprocess.DEVNULL
                )
                try:
                    rc = proc.wait(timeout=timeout)
                except subprocess.TimeoutExpired:
                    timed_out = True
                    proc.kill()
                    rc = proc.wait()
            seconds = time.monotonic() - t0
        sig_name = None
        if rc < 0:
            try:
                sig_name = signal.Signals(-rc).name
            except ValueError:
                sig_name = f"signal {-rc}"

        site_dst = f"{PLACEHOLDER_VENV}/lib/python{info['py_xy']}/site-packages"
        mapping: list[tuple[str, str]] = [
            (str(stage), f"{PLACEHOLDER_OUT}/{name}"),
            (str(dest), f"{PLACEHOLDER_OUT}/{name}"),
            (str(cache_dir), PLACEHOLDER_CACHE),
            # inductor's precompiled headers go to $TMPDIR/torchinductor_<user> whatever
            # TORCHINDUCTOR_CACHE_DIR says
            (str(tmp_dir / f"torchinductor_{_username()}"), PLACEHOLDER_CACHE),
            (str(tmp_dir), PLACEHOLDER_TMP),
            (str(tmp_root), PLACEHOLDER_TMP_ROOT),
            *((sp, site_dst) for sp in info["site_packages"]),
        ]
        if info["prefix"] != info["base_prefix"]:  # a venv: its own dir, safe to rename
            mapping.append((info["prefix"], PLACEHOLDER_VENV))
        mapping.append((str(ROOT), PLACEHOLDER_ROOT))
        home = os.path.expanduser("~")
        if home and home.rstrip("/"):
            mapping.append((home, PLACEHOLDER_HOME))
        rewriter = PathRewriter(mapping)

        run_json = {
            "argv": [rewriter(a) for a in argv],
            "cwd": PLACEHOLDER_ROOT,
            "scenario": name,
            "description": DESCRIPTIONS.get(name, ""),
            "exit_code": rc,
            "signal": sig_name,
            "expected_exit_code": EXPECTED_EXIT.get(name),
            "timed_out": timed_out,
            "seconds": round(seconds, 1),
            "env": recorded_env,
            **({"setup": setup_note} if setup_note else {}),
            "torch_version": torch_version,
            "python_version": info["python_version"],
            "platform": sys.platform,
            "recorded_with": RECORDED_WITH,
        }
        (stage / "run.json").write_text(json.dumps(run_json, indent=2) + "\n")
        report = rewrite_dir(stage, rewriter)

        # move into place: the old copy (ours, checked above) goes only now
        check_destination(dest, force)
        if dest.exists():
            trash = Path(tempfile.mkdtemp(prefix=f".{name}.old-", dir=out))
            dest.rename(trash / name)
            shutil.rmtree(trash)
        stage.rename(dest)
        return Result(
            name=name,
            path=dest,
            exit_code=rc,
            expected_exit=EXPECTED_EXIT.get(name),
            seconds=seconds,
            timed_out=timed_out,
            size_bytes=_dir_size(dest),
            rewrite=report,
        )
    finally:
        shutil.rmtree(tmp_root, ignore_errors=True)
        if stage.exists():
            shutil.rmtree(stage, ignore_errors=True)


# ----------------------------------------------------------------------------------------
# CLI
# ----------------------------------------------------------------------------------------


def _fmt_size(n: int) -> str:
    return f"{n / 1e6:.2f} MB" if n >= 1e5 else f"{n / 1e3:.1f} kB"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", required=True, type=Path, help="output dir, e.g. sample_traces/cpu")
    ap.add_argument(
        "--only",
        nargs="+",
        action="extend",
        metavar="NAME",
        choices=SCENARIOS,
        help="scenarios to record",
    )
    ap.add_argument("--jobs", type=int, default=2, help="scenarios run at once (default 2)")
    ap.add_argument("--force", action="store_true", help="replace scenario dirs this script made")
    ap.add_argument("--python", default=sys.executable, help="interpreter to run the scenarios")
    ap.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT_S, help="seconds per scenario")
    ap.add_argument("--no-verify", action="store_true", help="skip the tlparse --strict check")
    args = ap.parse_args(argv)

    names = list(dict.fromkeys(args.only or SCENARIOS))
    out = args.out.absolute()
    refused = []
    for name in names:
        try:
            check_destination(out / name, args.force)
        except RefusedError as e:
            refused.append(str(e))
    if refused:
        for r in refused:
            print(f"refusing: {r}", file=sys.stderr)
        return 2

    tlparse = None if args.no_verify else find_tlparse(args.python)
    if not args.no_verify and tlparse is None:
        print("warning: tlparse not found; traces are not verified", file=sys.stderr)

    failures = 0
    total = 0
    t0 = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futs = {
            pool.submit(
                record_scenario, n, out, python=args.python, force=args.force, timeout=args.timeout
            ): n
            for n in names
        }
        for fut in concurrent.futures.as_completed(futs):
            name = futs[fut]
            try:
                res = fut.result()
            except Exception as e:  # noqa: BLE001 - report and go on with the others
                failures += 1
                print(f"{name:24s} FAILED to record: {type(e).__name__}: {e}", flush=True)
                continue
            total += res.size_bytes
            notes = []
            if res.timed_out:
                notes.append("TIMED OUT")
            if res.exit_code != res.expected_exit:
                notes.append(f"UNEXPECTED exit (expected {res.expected_exit})")
            if res.rewrite.leftovers:
                notes.append(f"LOCAL PATHS LEFT in {sorted(res.rewrite.leftovers)}")
            if res.rewrite.trace.md5_bad_before:
                notes.append(
                    f"{res.rewrite.trace.md5_bad_before} payload md5s were wrong as written"
                )
            tr = res.rewrite.trace
            line = (
                f"{name:24s} exit {res.exit_code:>3}  {res.seconds:6.1f} s  {_fmt_size(res.size_bytes):>9}"
                f"  trace: {tr.records} records, {tr.md5_rewritten}/{tr.payloads} payload md5s recomputed"
            )
            if tlparse:
                ok, summary = tlparse_check(res.path, tlparse)
                line += f"  tlparse --strict {'ok' if ok else 'FAILED'}: {summary}"
                if not ok:
                    notes.append("tlparse --strict failed")
            if notes:
                failures += 1
                line += "  !! " + "; ".join(notes)
            print(line, flush=True)
    print(
        f"{len(names)} scenario(s) in {time.monotonic() - t0:.1f} s, {_fmt_size(total)} under {args.out}"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
