"""`pt2tui bundle RUN_DIR`: one archive and one markdown file for a PyTorch GitHub issue.

Nothing secret goes in: of the environment, only the variables pt2tui itself set are kept
(run.json's ``env``); ``user_env`` and anything else of the user's environment are left out.
Every text written (bundle.md, run.json, summary.json, the output tail, repro.py, the traces)
is redacted of secrets, wherever they appear (argv, output, traces), and bundle.md says what
was redacted and how often; terminal escapes are stripped from every text (runner/redact.py).
"""

from __future__ import annotations

import io
import json
import os
import re
import tarfile
import time
from pathlib import Path

from ..core.analysis.summary import summary_dict
from ..core.model import Run
from ..sources.load import load_run
from .redact import Redactor
from .rerun import find_repro

MAX_LOG_LINES = 200
TEXT_LIMIT = 20_000


def _safe_info(info: dict) -> dict:
    keep = ("argv", "cwd", "env", "exit_code", "signal", "status", "torch_version",
            "python_version", "pt2tui_python", "platform", "start_time", "end_time", "seconds",
            "recipe", "parent", "result", "scenario")  # fmt: skip
    return {k: info[k] for k in keep if k in info}


def _tail(path: Path, n: int) -> str:
    try:
        with open(path, "rb") as f:
            f.seek(0, os.SEEK_END)
            size = f.tell()
            f.seek(max(0, size - 400_000))
            data = f.read().decode("utf-8", "backslashreplace")
    except OSError:
        return ""
    lines = data.splitlines()[-n:]
    return "\n".join(lines)


def _find_repro(run_dir: Path) -> Path | None:
    """repro.py here, or in a rerun of this run (a run dir whose run.json names it parent)."""
    own = find_repro(run_dir)
    if own:
        return Path(own)
    parent = run_dir.parent
    try:
        siblings = sorted(parent.iterdir(), reverse=True)
    except OSError:
        return None
    for d in siblings:
        rj = d / "run.json"
        if d == run_dir or not rj.is_file():
            continue
        try:
            info = json.loads(rj.read_text())
        except (OSError, ValueError):
            continue
        par = info.get("parent")
        if par and Path(par).resolve() == run_dir.resolve() and (d / "repro.py").is_file():
            return d / "repro.py"
    return None


def bundle_markdown(run: Run, run_dir: Path, repro: Path | None) -> str:
    info = _safe_info(run.info)
    s = summary_dict(run)
    md: list[str] = []
    md.append(f"# torch.compile problem report: {run_dir.name}\n")
    md.append("Made with `pt2tui bundle`. The archive beside this file holds the TORCH_TRACE, "
              "run.json (environment: only what pt2tui set) and summary.json.\n")  # fmt: skip
    md.append("## Versions\n")
    md.append(f"- torch: `{run.torch_version or info.get('torch_version') or '?'}`")
    if info.get("python_version") or info.get("pt2tui_python"):
        md.append(f"- Python: `{info.get('python_version') or info.get('pt2tui_python')}`")
    if info.get("platform"):
        md.append(f"- platform: `{info['platform']}`")
    md.append("")
    if info.get("argv"):
        md.append("## Command\n")
        env = info.get("env") or {}
        envs = " ".join(f"{k}={v}" for k, v in env.items())
        md.append("```sh\n" + (envs + " \\\n  " if envs else "") + " ".join(info["argv"]) + "\n```")
        md.append(f"\nExit: {info.get('status') or info.get('exit_code')}\n")
    tri = s.get("verdict")  # the run's one answer
    if tri:
        md.append("## Verdict\n")
        md.append(f"**{tri.get('category')}**: {tri.get('summary') or ''}")
        for ev in (tri.get("evidence") or [])[:5]:
            if isinstance(ev, dict):
                md.append(f"- `{ev.get('where')}`: {str(ev.get('text'))[:300]}")
            else:
                md.append(f"- {str(ev)[:300]}")
        nxt = [c.get("recipe") for c in tri.get("commands") or [] if isinstance(c, dict)]
        if nxt:
            md.append("\nSuggested next steps: " + ", ".join(f"`{n}`" for n in nxt))
        md.append("")
    c = s["counts"]
    md.append("## Summary\n")
    md.append(f"{c['compiles']} compiles ({', '.join(f'{k} {v}' for k, v in c['status'].items())}), "
              f"{c['graph_breaks']} graph breaks ({c['distinct_graph_breaks']} distinct), "
              f"{c['recompiles']} recompiles, {c['failures']} failures.\n")  # fmt: skip
    if s["compiles"]:
        md.append("| compile | status | function | breaks | note |\n|---|---|---|---|---|")
        for cc in s["compiles"][:40]:
            note = cc["fail_type"] or (cc["recompile_reasons"][0].split("\n")[0][:80] if cc["recompile_reasons"] else "")
            md.append(f"| `{cc['id']}` | {cc['status']} | `{cc['co_name']}` | {cc['graph_breaks'] or ''} | {_md(note)} |")
        md.append("")
    if s["graph_breaks"]:
        md.append("### Graph breaks\n")
        for g in s["graph_breaks"]:
            md.append(f"- {g['count']}x **{_md(g['gb_type'] or g['reason'][:100])}** {g['gb_id'] or ''} at `{g['user_frame']}`")
        md.append("")
    if run.failures:
        f = run.failures[0]
        md.append("## First failure\n")
        md.append(f"`{f.type}` in compile `{f.compile_id}` ({f.source}): {_md(f.reason.splitlines()[0] if f.reason else '')}\n")
        tb = f.traceback or f.reason
        if tb:
            md.append("```\n" + excerpt(tb) + "\n```\n")
    if repro is not None:
        md.append("## Minified repro\n")
        md.append(f"From `{repro.parent.name}/repro.py`:\n")
        md.append("```python\n" + repro.read_text(errors="backslashreplace")[:TEXT_LIMIT] + "\n```\n")
    log = run_dir / "output.log"
    if not log.is_file():
        log = run_dir / "stderr.txt"
    if log.is_file():
        md.append(f"## Last {MAX_LOG_LINES} lines of {log.name}\n")
        md.append("<details><summary>log</summary>\n\n```\n" + _tail(log, MAX_LOG_LINES) + "\n```\n</details>\n")
    return "\n".join(md) + "\n"


_ERRORISH = re.compile(r"\berror\b|Error:|Exception|Traceback|^\s*File \"|Assertion", re.I)


def excerpt(text: str, head: int = 15, tail: int = 25, hits: int = 40) -> str:
    """A long error text cut to what matters: its start, the error lines, its end."""
    lines = text.splitlines()
    if len(lines) <= head + tail + hits:
        return text[-TEXT_LIMIT:]
    keep = set(range(head)) | set(range(len(lines) - tail, len(lines)))
    found = [i for i, ln in enumerate(lines[head:-tail], head) if _ERRORISH.search(ln) and "warning" not in ln]
    for i in found[:hits]:
        keep.update((i - 1, i, i + 1))
    out, last = [], -1
    for i in sorted(k for k in keep if 0 <= k < len(lines)):
        if i != last + 1:
            out.append(f"[... {i - last - 1} lines ...]")
        out.append(lines[i])
        last = i
    return "\n".join(out)[-TEXT_LIMIT:]


def _md(s: str | None) -> str:
    return (s or "").replace("|", "\\|").replace("\n", " ")


def write_bundle(run_dir: str, out_dir: str | None = None, max_mb: float = 200.0) -> tuple[Path, Path]:
    """Write <name>-bundle.tar.gz and <name>-bundle.md; never overwrite existing files."""
    rd = Path(run_dir)
    run = load_run(str(rd))
    out = Path(out_dir) if out_dir else rd.parent
    out.mkdir(parents=True, exist_ok=True)
    base = f"{rd.resolve().name}-bundle"
    tar_path, md_path = out / f"{base}.tar.gz", out / f"{base}.md"
    i = 2
    while tar_path.exists() or md_path.exists():
        tar_path, md_path = out / f"{base}-{i}.tar.gz", out / f"{base}-{i}.md"
        i += 1
    repro = _find_repro(rd)
    info = run.info if isinstance(run.info, dict) else {}
    red = Redactor(
        envs=[os.environ] + [e for e in (info.get("env"), info.get("user_env")) if isinstance(e, dict)],
        argvs=[info.get("argv") or []],
    )
    files: list[tuple[str, bytes]] = [  # redacted first, so that bundle.md can say what was
        ("summary.json", red.text(json.dumps(summary_dict(run), indent=2, default=str)).encode()),
        ("run.json", red.text(json.dumps(_safe_info(info), indent=2, default=str)).encode()),
    ]
    for name in ("output.log", "stderr.txt", "stdout.txt"):
        p = rd / name
        if p.is_file():
            files.append((name, (red.text(_tail(p, 5000)) + "\n").encode()))
    if repro is not None:
        files.append(("repro.py", red.text(repro.read_text(errors="backslashreplace")).encode()))
    budget = int(max_mb * 1e6)
    with tarfile.open(tar_path, "w:gz") as tf:
        def add_bytes(name: str, data: bytes) -> None:
            ti = tarfile.TarInfo(f"{base}/{name}")
            ti.size, ti.mtime = len(data), int(time.time())
            tf.addfile(ti, io.BytesIO(data))

        for name, data in files:
            add_bytes(name, data)
        used = 0
        for src in run.sources:  # one at a time: a trace is held in memory while redacted
            p = Path(src.path)
            if src.kind == "trace" and p.is_file():
                size = p.stat().st_size
                if used + size > budget:
                    continue
                used += size
                add_bytes(f"trace/{p.name}", red.bytes(p.read_bytes()))
        # last: it says what was redacted everywhere
        md = red.text(bundle_markdown(run, rd, repro))
        md += "\n" + "\n".join(red.report()) + "\n"
        add_bytes("bundle.md", md.encode())
    with open(md_path, "x", encoding="utf-8") as f:
        f.write(md)
    return tar_path, md_path
