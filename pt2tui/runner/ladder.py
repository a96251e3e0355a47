"""The backend ladder's driver: ``python -m pt2tui.runner.ladder PARENT --into LADDER_DIR``.

``pt2tui rerun PARENT backend-ladder`` makes the ladder's run dir and runs this in it (so the
ladder gets the live progress, cancel, result and compare of every rerun). It reruns the parent
with ``backend-eager``, ``backend-aot_eager``, ``backend-aot_eager_decomp_partition`` and
``backend-inductor`` in turn, each its own run dir beside the ladder's (``ladder`` in its
run.json names the ladder), prints one line per rung as it finishes::

    ladder: eager: passed: exit 0 in 4.2 s: /runs/20261124-...-prog-backend-eager
    ladder: inductor: FAILED: exit 1 in 9.8 s: /runs/...: InductorError: CppCompileError: ...

and stops at the first rung that fails::

    first failing backend: inductor
    meaning: passes with every backend but inductor: Inductor's lowering, fusion or generated code
    next: minify-aot, bisect, single-thread

(or ``no backend fails``). The table is kept in ``LADDER_DIR/ladder.json`` as it grows.
A Ctrl-C (SIGINT from pt2tui) is passed on to the rung that runs, escalating as pt2tui does.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from ..core.reruns.recipes_settings import LADDER_BACKENDS, LADDER_MEANING
from ..sources.discover import read_run_json
from .ladder_file import ladder_table
from .process import forward_interrupts
from .rerun import RerunError, prepare_rerun
from .rundir import write_run_json

__all__ = ["main", "run_ladder"]


def _say(text: str) -> None:
    print(text, flush=True)


def _own_env(info: dict[str, Any]) -> None:
    """Drop what pt2tui set for the driver (its TORCH_TRACE ...); put the user's own back."""
    for k in info.get("env") or {}:
        if k != "PYTHONPATH":
            os.environ.pop(k, None)
    for k, v in (info.get("user_env") or {}).items():
        if isinstance(v, str):
            os.environ[k] = v


def _rung(parent: str, backend: str, ladder_dir: Path) -> dict[str, Any]:
    rr = prepare_rerun(parent, f"backend-{backend}", ladder_dir.parent)
    rr.live.info["ladder"] = str(ladder_dir)
    write_run_json(rr.run_dir, rr.live.info)
    _say(f"ladder: {backend}: running: {rr.run_dir}")
    rr.launch()
    with forward_interrupts(rr.cancel, lambda m: _say(f"ladder: {m}"), f"the {backend} rung"):
        out = rr.finish()
    res = out.result
    failed = bool(res.get("signal")) or res.get("exit_code") not in (0, None)
    failure = next((f for f in out.run.failures if f.source != "exit"), None)
    ov = res.get("overrides") or {}
    return {
        "backend": backend,
        "status": "cancelled" if rr.cancelled else ("FAILED" if failed else "passed"),
        "exit_code": res.get("exit_code"),
        "signal": res.get("signal"),
        "seconds": res.get("seconds"),
        "run_dir": str(rr.run_dir),
        "failure": (
            f"{failure.type}: {(failure.reason or '').strip().splitlines()[0][:160]}"
            if failure is not None and failure.reason
            else (failure.type if failure is not None else None)
        ),
        "compile_calls": ov.get("compile_calls"),
        "matched": ov.get("matched", True),
    }


def run_ladder(parent: str, ladder_dir: Path) -> dict[str, Any]:
    rows: list[dict[str, Any]] = []
    data: dict[str, Any] = {"parent": parent, "backends": list(LADDER_BACKENDS), "rungs": rows}

    def save() -> None:
        tmp = ladder_dir / ".ladder.json.tmp"
        tmp.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
        os.replace(tmp, ladder_dir / "ladder.json")

    for backend in LADDER_BACKENDS:
        row = _rung(parent, backend, ladder_dir)
        rows.append(row)
        how = row["signal"] or f"exit {row['exit_code']}"
        tail = f": {row['failure']}" if row["status"] == "FAILED" and row["failure"] else ""
        _say(f"ladder: {backend}: {row['status']}: {how} in {row['seconds']} s: {row['run_dir']}{tail}")
        save()
        if row["status"] == "cancelled":
            data["result"] = f"cancelled at the {backend} rung"
            break
        if not row["matched"]:
            data["result"] = (
                "the override matched nothing: the program made no torch.compile call, so the "
                "backends were never switched (the ladder tells nothing)"
            )
            data["matched"] = False
            break
        if row["status"] == "FAILED":
            layer, meaning, nxt = LADDER_MEANING[backend]
            data.update(
                first_failing=backend, layer=layer, meaning=meaning, next=list(nxt),
                result=f"first failing backend: {backend}",
            )  # fmt: skip
            break
    else:
        data["result"] = "no backend fails"
        data["meaning"] = "the program passed with every backend, inductor included"
    save()
    _say("")
    for line in ladder_table(rows):
        _say(line)
    _say("")
    _say(data["result"])
    if data.get("meaning"):
        _say(f"meaning: {data.get('layer') + ': ' if data.get('layer') else ''}{data['meaning']}")
    if data.get("next"):
        _say(f"next: {', '.join(data['next'])}")
    return data


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m pt2tui.runner.ladder")
    ap.add_argument("parent")
    ap.add_argument("--into", required=True, help="the ladder's own run dir")
    args = ap.parse_args(argv)
    ladder_dir = Path(args.into)
    _own_env(read_run_json(str(ladder_dir / "run.json")))
    try:
        data = run_ladder(args.parent, ladder_dir)
    except RerunError as e:
        print(f"ladder: cannot rerun: {e}", file=sys.stderr)
        return 2
    return 130 if str(data.get("result", "")).startswith("cancelled") else 0


if __name__ == "__main__":
    sys.exit(main())
