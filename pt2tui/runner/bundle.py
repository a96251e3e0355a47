"""`pt2tui bundle RUN_DIR`: one archive and one markdown file for a PyTorch GitHub issue.

Nothing secret goes in: of the environment, only the variables pt2tui itself set are kept
(run.json's ``env``); ``user_env`` and anything else of the user's environment are left out.
Every text written (bundle.md, run.json, summary.json, the output tail, repro.py, the traces)
is redacted of secrets, wherever they appear (argv, output, traces), and bundle.md says what
was redacted and how often; terminal escapes are stripped from every text (runner/redact.py).
"""

from __future__ import annotations

import errno
import io
import json
import os
import re
import tarfile
import tempfile
import time
from pathlib import Path

from ..core.analysis.summary import summary_dict
from ..core.model import Run
from ..core.parse.jsonload import loads
from ..sources.load import load_run
from .bundle_files import (
    BundleWriteError,
    SafeTree,
    mirror,
    publish,
    read_regular,
    temp_beside,
    walk_regular,
)  # fmt: skip
from .redact import Redactor

MAX_LOG_LINES = 200
TEXT_LIMIT = 20_000
LOG_TAIL_BYTES = 400_000

__all__ = ["BundleWriteError", "bundle_markdown", "excerpt", "write_bundle"]


def _safe_info(info: dict) -> dict:
    keep = ("argv", "cwd", "env", "exit_code", "signal", "status", "torch_version",
            "python_version", "pt2tui_python", "platform", "start_time", "end_time", "seconds",
            "recipe", "parent", "result", "scenario")  # fmt: skip
    return {k: info[k] for k in keep if k in info}


def _tail_text(data: bytes | None, n: int) -> str:
    if not data:
        return ""
    return "\n".join(data.decode("utf-8", "backslashreplace").splitlines()[-n:])


def _find_repro(run_dir: Path) -> Path | None:
    """repro.py here, or in a rerun of this run (a sibling run dir whose run.json names it parent);
    only a regular file inside its own run dir (bundle_files.open_regular checks it again)."""
    own = run_dir / "repro.py"
    if read_regular(own, run_dir, 0) is not None:
        return own
    parent = run_dir.parent
    try:
        siblings = sorted(parent.iterdir(), reverse=True)
    except OSError:
        return None
    for d in siblings:
        rj = d / "run.json"
        if d == run_dir or d.is_symlink() or read_regular(rj, d, 0) is None:
            continue
        try:
            info = loads(read_regular(rj, d, 1 << 20) or b"")  # too deep: a ValueError
        except ValueError:
            continue
        par = info.get("parent") if isinstance(info, dict) else None
        if not isinstance(par, str) or not par:
            continue
        try:
            same = Path(par).resolve() == run_dir.resolve()
        except (OSError, ValueError, RuntimeError):
            continue
        if same and read_regular(d / "repro.py", d, 0) is not None:
            return d / "repro.py"
    return None


def bundle_markdown(
    run: Run, run_dir: Path, repro: tuple[str, str] | None = None, log: tuple[str, str] | None = None,
    links: list[tuple[str, str]] | None = None,
) -> str:  # fmt: skip
    """The issue text. ``repro``/``log``: (name, text) as read safely; ``links``: skipped links."""
    info = _safe_info(run.info if isinstance(run.info, dict) else {})
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
        env = info.get("env")
        envs = " ".join(f"{k}={v}" for k, v in env.items()) if isinstance(env, dict) else ""
        argv = info["argv"]
        cmd = " ".join(str(a) for a in argv) if isinstance(argv, list) else str(argv)
        md.append("```sh\n" + (envs + " \\\n  " if envs else "") + cmd + "\n```")
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
        nxt = [c.get("recipe") or c.get("command") for c in tri.get("commands") or [] if isinstance(c, dict)]
        if nxt:
            md.append("\nSuggested next steps: " + ", ".join(f"`{n}`" for n in nxt))
        md.append("")
    c = s["counts"]
    md.append("## Summary\n")
    md.append(f"{c['compiles']} compiles, {c.get('attempts', c['compiles'])} attempts "
              f"({', '.join(f'{k} {v}' for k, v in c['status'].items())}), "
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
        md.append(f"From `{repro[0]}`:\n")
        md.append("```python\n" + repro[1][:TEXT_LIMIT] + "\n```\n")
    if log is not None:
        md.append(f"## Last {MAX_LOG_LINES} lines of {log[0]}\n")
        md.append("<details><summary>log</summary>\n\n```\n" + _tail_text(log[1].encode(), MAX_LOG_LINES) + "\n```\n</details>\n")
    if links:
        md.append("## Links left out\n")
        md.append("The bundle reads only regular files inside the run dir; these links were skipped:\n")
        md.extend(f"- `{_md(rel)}`: {_md(what)}" for rel, what in links[:50])
        if len(links) > 50:
            md.append(f"- and {len(links) - 50} more")
        md.append("")
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


def _load(rd: Path, tree: SafeTree) -> tuple[Run, str | None]:
    """The run as read from its regular files only (where it has links: through a mirror, whose
    path is returned too)."""
    if not tree.links:
        return load_run(str(rd)), None
    with tempfile.TemporaryDirectory(prefix="pt2tui-bundle-") as tmp:
        m = mirror(tree, Path(tmp))
        return load_run(str(m)), str(m)


def write_bundle(run_dir: str, out_dir: str | None = None, max_mb: float = 200.0) -> tuple[Path, Path]:
    """Write <name>-bundle.tar.gz and <name>-bundle.md; never overwrite existing files.
    BundleWriteError where they cannot be written (nothing is left then)."""
    rd = Path(run_dir)
    tree = walk_regular(rd) if rd.is_dir() else SafeTree(rd)
    run, mirrored = _load(rd, tree)
    out = Path(out_dir) if out_dir else rd.parent
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise BundleWriteError(f"cannot make {out}: {e.strerror}") from None
    base = f"{rd.resolve().name}-bundle"
    tar_path, md_path = out / f"{base}.tar.gz", out / f"{base}.md"
    i = 2
    while tar_path.exists() or md_path.exists():
        tar_path, md_path = out / f"{base}-{i}.tar.gz", out / f"{base}-{i}.md"
        i += 1
    repro_path = _find_repro(rd) if rd.is_dir() else None
    info = run.info if isinstance(run.info, dict) else {}
    red = Redactor(
        envs=[os.environ] + [e for e in (info.get("env"), info.get("user_env")) if isinstance(e, dict)],
        argvs=[a for a in (info.get("argv"),) if isinstance(a, list)],
    )
    files: list[tuple[str, bytes]] = [  # redacted first, so that bundle.md can say what was
        ("summary.json", red.text(json.dumps(summary_dict(run), indent=2, default=str)).encode()),
        ("run.json", red.text(json.dumps(_safe_info(info), indent=2, default=str)).encode()),
    ]
    log = None
    for name in ("output.log", "stderr.txt", "stdout.txt"):
        data = read_regular(rd / name, rd, LOG_TAIL_BYTES, tail=True) if rd.is_dir() else None
        if data is not None:
            text = red.text(_tail_text(data, 5000))
            files.append((name, (text + "\n").encode()))
            log = log or (name, text)
    repro = None
    if repro_path is not None:
        data = read_regular(repro_path, repro_path.parent)
        if data is not None:
            repro = (f"{repro_path.parent.name}/repro.py", red.text(data.decode("utf-8", "backslashreplace")))
            files.append(("repro.py", repro[1].encode()))
    tmps: list[tuple[Path, Path]] = []
    try:
        fd, tmp_tar = temp_beside(tar_path)
        tmps.append((tmp_tar, tar_path))
        with os.fdopen(fd, "wb") as raw, tarfile.open(fileobj=raw, mode="w:gz") as tf:
            def add_bytes(name: str, data: bytes) -> None:
                ti = tarfile.TarInfo(f"{base}/{name}")
                ti.size, ti.mtime = len(data), int(time.time())
                tf.addfile(ti, io.BytesIO(data))

            for name, data in files:
                add_bytes(name, data)
            used, budget = 0, int(max_mb * 1e6)
            for src in run.sources:  # one at a time: a trace is held in memory while redacted
                if src.kind != "trace":
                    continue
                p = _original(src.path, rd, mirrored)
                data = read_regular(p, rd, budget - used + 1)
                if data is None or used + len(data) > budget:
                    continue
                used += len(data)
                add_bytes(f"trace/{p.name}", red.bytes(data))
            # last: it says what was redacted everywhere
            md = red.text(bundle_markdown(run, rd, repro, log, tree.links))
            md += "\n" + "\n".join(red.report()) + "\n"
            add_bytes("bundle.md", md.encode())
        fd, tmp_md = temp_beside(md_path)
        tmps.append((tmp_md, md_path))
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(md)
        publish(tmps)
    except OSError as e:
        for tmp, _ in tmps:
            try:
                os.unlink(tmp)
            except OSError:
                pass
        why = "the disk is full" if e.errno == errno.ENOSPC else (e.strerror or str(e))
        raise BundleWriteError(f"cannot write the bundle in {out}: {why}; nothing was left") from None
    return tar_path, md_path


def _original(path: str, rd: Path, mirrored: str | None) -> Path:
    """The run dir's own file a loaded source stands for (a mirror's file maps back by its place)."""
    if mirrored and path.startswith(mirrored + os.sep):
        return rd / path[len(mirrored) + 1 :]
    return Path(path)
