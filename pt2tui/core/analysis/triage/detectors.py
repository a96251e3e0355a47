"""What the category table's patterns cannot say: evidence a category adds to a matched
exception (the environment's cache dir and file sizes, the user line and torch's suggested fix
of a dynamic-shapes error, where an out-of-memory happened), and run-wide detectors.

``DETECTORS`` is the slot for run-wide detectors: functions ``(run, findings, excs) -> new
findings`` run after the scan, each free to look at anything the run holds (a new category whose
sign is not a line or an exception adds its function here, and its entry in categories.py).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable

from ...model import Run
from ..kernel_map import KernelMatch
from ..ranks import divergence as rank_triage
from . import costs
from .evidence import Evidence, Exc, Finding, Line, short

__all__ = [
    "DETECTORS",
    "exception_evidence",
    "files_named",
    "generated_frame",
    "is_recompile_limit",
    "kernel_evidence",
    "user_frame",
]

_GENERATED = re.compile(r"[\\/]c[a-z0-9]{40,64}\.py$")
_CPP_ERROR = re.compile(r"^\S.*?:\d+:\d+: (?:fatal )?error: .*")
_PATH = re.compile(r"(?<![\w.])(/[^\s'\":,()]+)")
_LIBRARY = re.compile(r"[\\/](?:torch|site-packages|dist-packages|lib[\\/]python3[\d.]*)[\\/]|^<")
_FIX = re.compile(
    r"Dim\.AUTO|Dim\.STATIC|maybe_mark_dynamic|torch\._check|capture_scalar_outputs"
    r"|guard_or_false|Suggested fixes:|mark_unbacked"
)
_USER_FILE = re.compile(r'File "(?P<file>[^"]+)", line (?P<line>\d+)(?:, in (?P<func>\S+))?')
_CAUSED_BY = re.compile(r"# (?P<file>\S+):(?P<line>\d+) in (?P<func>\w+)")
_RECOMPILE_LIMIT = re.compile(r"(?i)recompile limit|cache_size_limit|recompile_limit|GB0039")

Detector = Callable[[Run, list[Finding], list[Exc]], list[Finding]]


def kernel_evidence(km: KernelMatch) -> Evidence:
    bits = []
    if km.kernel:
        bits.append(
            f"kernel {km.kernel}"
            + (f" (defined at line {km.kernel_line})" if km.kernel_line else "")
        )
    if km.function:
        bits.append(f"in {km.function}()")
    if km.buffers:
        bits.append("checks " + ", ".join(km.buffers))
    if km.note:
        bits.append(km.note)
    return Evidence(km.where, short(f"{km.code}  [{'; '.join(bits)}]" if bits else km.code))


def generated_frame(e: Exc) -> tuple | None:
    if e.frames and _GENERATED.search(e.frames[-1][0]):
        return e.frames[-1]
    return None


def is_recompile_limit(*texts: str | None) -> bool:
    return any(t and _RECOMPILE_LIMIT.search(t) for t in texts)


def is_user_file(path: str) -> bool:
    return bool(path) and not _LIBRARY.search(path)


def user_frame(chain: list[Exc]) -> tuple[str, str, str] | None:
    """(where, "file:line in func", code) of the user's line: a ``File`` line of a "User
    stack" / "from user code" block or a ``# file:line in f`` note in the message, else the
    innermost traceback frame that is not torch's or Python's own."""
    for e in reversed(chain):
        best = None
        for ml in e.message_lines:
            m = _USER_FILE.search(ml.text) or _CAUSED_BY.search(ml.text)
            if m is not None and is_user_file(m["file"]):
                best = (ml.where, f"{m['file']}:{m['line']} in {m['func'] or '?'}", "")
        if best is not None:
            return best
    for e in reversed(chain):
        for f in reversed(e.frames):
            if is_user_file(f[0]):
                return (f[4].where, f"{f[0]}:{f[1]} in {f[2]}", f[3])
    return None


def files_named(text: str) -> list[str]:
    """Absolute paths of files named in an error message."""
    return [p.rstrip(".") for p in _PATH.findall(text) if "." in os.path.basename(p)]


def _size_now(path: str) -> str:
    try:
        return f"{os.stat(path).st_size} bytes now"
    except OSError:
        return "no longer there"


def cache_dirs(run: Run) -> dict[str, dict]:
    """The cache dirs in effect: run.json's ``cache_dirs`` (pt2tui run records them with their
    free space), else the run's env, else Inductor's default."""
    info = run.info if isinstance(run.info, dict) else {}
    if not info:
        return {}  # a trace alone: nothing says which dirs the program used
    rec = info.get("cache_dirs")
    if isinstance(rec, dict) and rec:
        return {k: v for k, v in rec.items() if isinstance(v, dict) and v.get("path")}
    env = info.get("env") if isinstance(info.get("env"), dict) else {}
    out: dict[str, dict] = {}
    if env.get("TORCHINDUCTOR_CACHE_DIR"):
        out["inductor"] = {"path": env["TORCHINDUCTOR_CACHE_DIR"], "source": "TORCHINDUCTOR_CACHE_DIR"}
    else:
        tmp = env.get("TMPDIR") or "/tmp"
        out["inductor"] = {"path": f"{tmp}/torchinductor_<user>", "source": "default"}
    if env.get("TRITON_CACHE_DIR"):
        out["triton"] = {"path": env["TRITON_CACHE_DIR"], "source": "TRITON_CACHE_DIR"}
    return out


def _gib(n: object) -> str:
    return f"{n / 2**30:.1f} GiB" if isinstance(n, (int, float)) else "?"


def _no_torch_hint(run: Run) -> str:
    info = run.info if isinstance(run.info, dict) else {}
    argv = info.get("program_argv") or info.get("argv") or []
    exe = argv[0] if argv and isinstance(argv[0], str) else ""
    who = f"the interpreter {exe}" if exe else "the program's interpreter"
    return (f"{who} cannot import torch: pass --python PATH (an interpreter that imports torch) "
            "to `pt2tui rerun` or `pt2tui run`")  # fmt: skip


def environment_evidence(run: Run, kind: str, text: str, lines: list[Line]) -> list[Evidence]:
    """The files an environment error names (with their size now), the compiler hint, the
    cache dirs in effect (and their free space at start when run.json has it)."""
    if kind == "no_torch":
        return [Evidence("run.json", _no_torch_hint(run))]
    ev: list[Evidence] = []
    for p in dict.fromkeys(files_named(text)):
        if p.endswith((".so", ".py", ".cpp", ".h", ".json", ".pkl", ".cubin", ".ptx", ".lock")):
            ev.append(Evidence("disk", short(f"file named: {p} ({_size_now(p)})")))
    if kind == "no_compiler":
        for ml in lines:
            if "compiler" in ml.text or "Python.h" in ml.text:
                ev.append(Evidence(ml.where, short(ml.text)))
                break
        ev.append(Evidence("run.json", "set CXX (or torch._inductor.config.cpp.cxx) to a "
                                       "working C++ compiler, e.g. CXX=g++"))  # fmt: skip
    for name, d in cache_dirs(run).items():
        free = ""
        if "free_bytes" in d:
            free = f"; {_gib(d['free_bytes'])} free of {_gib(d.get('total_bytes'))} at start"
        what = "temporary dir" if name == "tmp" else f"{name} cache dir"
        ev.append(Evidence("run.json", f"{what} in effect: {d['path']} "
                                       f"({d.get('source', '?')}{free})"))  # fmt: skip
    return ev


def _dynamic(chain: list[Exc]) -> list[Evidence]:
    ev: list[Evidence] = []
    uf = user_frame(chain)
    if uf is not None:
        ev.append(Evidence(uf[0], short(f"user line: {uf[1]}" + (f": {uf[2]}" if uf[2] else ""))))
    seen: set[str] = set()
    lines = [ml for e in reversed(chain) for ml in e.message_lines[1:]]
    for i, ml in enumerate(lines):
        s = ml.text.strip()
        if s and _FIX.search(s) and s not in seen:
            seen.add(s)
            if s == "Suggested fixes:" and i + 1 < len(lines) and lines[i + 1].text.strip():
                s = f"{s} {lines[i + 1].text.strip()}"
            ev.append(Evidence(ml.where, short(s)))
        if len(ev) >= 4:
            break
    return ev


def _oom_kind(chain: list[Exc]) -> str:
    files = " ".join(f"{f[0]}:{f[2]}" for e in chain for f in e.frames)
    if re.search(r"select_algorithm|autotune|benchmark", files):
        return "autotune"
    if any(generated_frame(e) for e in chain):  # the compiled code was running
        return "runtime"
    if re.search(r"_inductor[\\/]|_dynamo[\\/]convert_frame", files):
        return "compile"
    return "runtime"


def exception_evidence(
    run: Run, cat: str, kind: str, chain: list[Exc]
) -> tuple[list[Evidence], str]:
    """Evidence a category adds to its exception (beyond the exception line), and its kind."""
    if cat == "backend_compiler_failed":
        for ml in chain[-1].message_lines[1:]:
            if _CPP_ERROR.match(ml.text.strip()):
                return [Evidence(ml.where, short(ml.text.strip()))], kind
        return [], kind
    if cat == "environment":
        text = "\n".join("\n".join(e.message) for e in chain)
        return environment_evidence(run, kind, text, [m for e in chain for m in e.message_lines]), kind
    if cat == "dynamic_shapes":
        return _dynamic(chain), kind
    if cat == "out_of_memory":
        return [], kind or _oom_kind(chain)
    return [], kind


def ddp_graph_breaks(run: Run, findings: list[Finding], excs: list[Exc]) -> list[Finding]:
    """Graph breaks inside DDP / FSDP internals: also a distributed problem."""
    out = []
    for f in findings:
        if f.category != "graph_break":
            continue
        text = " ".join(e.text for e in f.evidence)
        if re.search(r"torch[\\/](?:nn[\\/]parallel|distributed)[\\/]", text):
            out.append(Finding("distributed", f.pos, False, list(f.evidence), kind="ddp_graph_break"))
    return out


_FAULT_FRAME = re.compile(r'^\s*File "(?P<file>[^"]+)", line (?P<line>\d+) in (?P<func>\S+)')
_AOTI_LOAD = re.compile(
    r"aoti_load_package|load_package|AOTICompiledModel|_inductor[\\/]package[\\/]|_load_aoti|load_pt2"
)

_AOTI_LOADING = re.compile(r"(?:_load_aoti|load_pt2|load_package|aoti_load_package|__init__)$")


def aoti_load_crash(run: Run, findings: list[Finding], excs: list[Exc]) -> list[Finding]:
    """A crash (faulthandler's "Fatal Python error" stack) inside AOTInductor's package loader."""
    crashes = {e.where: f for f in findings if f.category == "runtime_crash" for e in f.evidence
               if e.text.startswith("Fatal Python error")}  # fmt: skip
    if not crashes:
        return []
    streams: dict[str, list[tuple[str, str]]] = {}  # source -> [(where, text)] of plain lines
    for msg in run.logs:
        if msg.level is None:
            src = os.path.basename(msg.source) or msg.source
            for k, t in enumerate(msg.text.split("\n")):
                streams.setdefault(src, []).append((f"{src}:{msg.line + k}", t))
    for lines in streams.values():
        for k, (where, t) in enumerate(lines):
            crash = crashes.get(where)
            if crash is None:
                continue
            after = lines[k + 1 : k + 200]
            # the crashing thread's stack (faulthandler lists the other threads first)
            cur = next((i for i, (_w, x) in enumerate(after) if x.startswith("Current thread")), None)
            if cur is not None:
                after = after[cur + 1 :]
            frames = [(w, m) for w, x in after if (m := _FAULT_FRAME.match(x)) is not None]
            hit = next(((w, m) for w, m in frames if _AOTI_LOAD.search(f"{m['file']} {m['func']}")), None)
            if hit is None:
                continue
            # innermost frame in the loader: it died constructing the model, before running it
            inner = frames[0][1]
            kind = "load_crash" if _AOTI_LOADING.match(inner["func"]) and _AOTI_LOAD.search(
                f"{inner['file']} {inner['func']}") else "load"  # fmt: skip
            ev = [Evidence(where, short(t)), Evidence(hit[0], short(hit[1].group(0)))]
            user = next(((w, m) for w, m in frames if is_user_file(m["file"])), None)
            if user is not None:
                ev.append(Evidence(user[0], short("user line: " + user[1].group(0).strip())))
            pos = (crash.pos[0], crash.pos[1] - 1)  # before the crash it explains
            return [Finding("export_aoti", pos, crash.stopping, ev, kind=kind)]
    return []


# run-wide detectors, in order (an "interrupted" detector, for runs pt2tui stopped at the
# user's request, belongs here)
def rank_divergence(run: Run, findings: list[Finding], excs: list[Exc]) -> list[Finding]:
    """Ranks whose collective schedules or execution order differ (core/analysis/ranks/divergence.py)."""
    return rank_triage.findings(run, Finding, Evidence)


def compile_cost(run: Run, findings: list[Finding], excs: list[Exc]) -> list[Finding]:
    """Caches bypassed, autotuning: compile time that can be saved (costs.py)."""
    return costs.findings(run, Finding)


def cudagraph_skips(run: Run, findings: list[Finding], excs: list[Exc]) -> list[Finding]:
    """Inductor's "skipping cudagraphs due to ...", with the user's line it names (Found from)
    and its code: the evidence that says where (cudagraph_skips.py); just before the line's own
    finding, or at the end when the table's line rule did not see it."""
    from ..cudagraph_skips import skips

    out = []
    seen = [f for f in findings if f.category == "cudagraphs" and f.kind == "skipped"]
    for i, sk in enumerate(skips(run)[:3]):
        pos = (seen[0].pos[0], seen[0].pos[1] - 1) if seen else (1 << 30, 3 + i)
        out.append(Finding("cudagraphs", pos, False, [Evidence(sk.where, short(sk.line_text()))], kind="skipped"))
    return out


def rank_stall(run: Run, findings: list[Finding], excs: list[Exc]) -> list[Finding]:
    """A compile on some ranks while the others compiled nothing: they waited (ranks/stall.py)."""
    from ..ranks.stall import CATEGORY, FIRST, rank_stalls, slow_steps, step_times

    stalls = rank_stalls(run)
    if not stalls:
        return []
    ev = [Evidence(f"rank {s.rank} compile {s.compile.id} compilation_metrics", s.line())
          for s in sorted(stalls, key=lambda s: -s.waited_s)[:3]]  # fmt: skip
    line = slow_steps(step_times(run))
    if line:  # the program's own clock, right after the biggest stall
        ev.insert(1, Evidence("output.log", line))
    kind = "" if any(s.recompile for s in stalls) else FIRST
    return [Finding(CATEGORY, (1 << 30, 2), False, ev, kind=kind)]


DETECTORS: tuple[Detector, ...] = (ddp_graph_breaks, aoti_load_crash, rank_divergence, rank_stall,
                                   compile_cost, cudagraph_skips)  # fmt: skip
