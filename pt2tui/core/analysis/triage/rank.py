"""Findings -> ``Triage``s: grouped by category, ordered (what stopped the program first, then
the rest worst first), with their evidence and the rerun recipes that fit this run."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from ...model import Run
from ...parse.log_paths import extract_minifier_paths
from ...reruns.recipes_aoti import AOTI_NEXT_STEPS
from ..interrupted import classify_interrupted
from ..kernel_map import KernelMatch
from .categories import BY_NAME, CLEAN, PROBLEM, WEIGHTS
from .detectors import files_named
from .evidence import Evidence, Finding
from .scanner import Scanner
from .weigh import weigh

_MAX_EVIDENCE = 8
# recipe -> env var that shows a run already is that recipe
_APPLIED = {
    "nan-asserts": ("TORCHINDUCTOR_NAN_ASSERTS", "1"),
    "eager": ("TORCH_COMPILE_DISABLE", "1"),
    "cuda-sync": ("CUDA_LAUNCH_BLOCKING", "1"),
    "verbose-dynamo": ("TORCHDYNAMO_VERBOSE", "1"),
    "fresh-cache-disabled": ("TORCHINDUCTOR_FORCE_DISABLE_CACHES", "1"),
    "aoti-check-inputs": ("AOTI_RUNTIME_CHECK_INPUTS", "1"),
}
# what never helps an environment failure: the minifier and the bisector
_NOT_FOR_ENVIRONMENT = ("minify", "bisect", "run-repro")
# what works on a torch.compile program only: an AOTInductor program (torch.export +
# aoti_compile_and_package, no torch.compile) gets the AOTI workflow instead
_TORCH_COMPILE_ONLY = ("minify-dynamo", "minify-aot", "bisect", "eager", "verbose-recompiles",
                       "backend-ladder", "fullgraph", "no-suppress", "recompile-limit", "dynamic",
                       "no-cudagraphs", "nan-asserts", "verbose-dynamic")  # fmt: skip


@dataclass(frozen=True, slots=True)
class Triage:
    """One finding of the triage: its category, evidence and next steps."""

    category: str
    evidence: tuple[Evidence, ...]
    next: tuple[str, ...]  # recipe names (core/reruns/recipes.py), best first
    summary: str = ""
    stopped: bool = False  # this is what ended the program
    kernel: KernelMatch | None = None  # for nan / triton_kernel / runtime_crash: the mapped kernel
    kind: str = ""  # the category's kind (environment: cache_corrupt ...), "" when none
    files: tuple[str, ...] = ()  # environment: the files the errors name (poisoned entries ...)
    severity: str = PROBLEM  # problem / cost / expected (categories.py, weigh.py)
    cost_s: float | None = None  # compile time it cost, when the run says
    note: str = ""  # one line of what happened (costs and expected findings)
    improvement: str = ""  # the optional improvement and its saving

    def as_dict(self) -> dict:
        d = {
            "category": self.category,
            "summary": self.summary,
            "severity": self.severity,
            "cost_s": None if self.cost_s is None else round(self.cost_s, 3),
            "stopped": self.stopped,
            "evidence": [e.as_dict() for e in self.evidence],
            "next": list(self.next),
        }
        if self.note:
            d["note"] = self.note
        if self.improvement:
            d["improvement"] = self.improvement
        if self.kind:
            d["kind"] = self.kind
        if self.files:
            d["files"] = list(self.files)
        if self.kernel is not None:
            d["kernel"] = self.kernel.as_dict()
        return d


def triage_dict(triages: Iterable[Triage]) -> dict:
    """``{category, summary, evidence, next, all}``: the first triage's fields and all of them."""
    items = list(triages)
    if not items:
        return {
            "category": CLEAN,
            "summary": BY_NAME[CLEAN].summary,
            "evidence": [],
            "next": [],
            "all": [],
        }
    first = items[0].as_dict()
    extra = {k: first[k] for k in ("kind", "files", "kernel") if k in first}
    return {
        "category": first["category"],
        "summary": first["summary"],
        "evidence": first["evidence"],
        "next": first["next"],
        **extra,
        "all": [t.as_dict() for t in items],
    }


def _applied(run: Run) -> set[str]:
    info = run.info if isinstance(run.info, dict) else {}
    out: set[str] = set()
    if info.get("recipe"):
        out.add(str(info["recipe"]))
    env = info.get("env") if isinstance(info.get("env"), dict) else {}
    for name, (k, v) in _APPLIED.items():
        if str(env.get(k, "")) == v:
            out.add(name)
    return out


def _files_written(run: Run) -> tuple[bool, bool]:
    """(a minifier launcher was written, a minified repro.py was written) by this run."""
    launcher = repro = False
    for p in extract_minifier_paths(run.logs):
        norm = p.replace("\\", "/")
        if norm.endswith("minifier_launcher.py") and "/isolate/" not in norm:
            launcher = True
        elif norm.endswith("/repro.py") or norm == "repro.py":
            repro = True
    for m in run.logs:
        if m.level is None and "Wrote minimal repro out to" in m.text:
            repro = True
    return launcher, repro


@dataclass(frozen=True, slots=True)
class _Ctx:
    """What the triage knows of the run besides its findings."""

    run: Run
    cuda: bool
    launcher: bool
    repro: bool
    minifier_trouble: bool
    aoti: str = ""  # an AOTInductor program: "compile" (its package failed to build), "run"


def _aoti_program(run: Run) -> str:
    """"compile" / "run" for a program whose compiles are all AOTInductor's (none of
    torch.compile's frames): its package failed to build, or it was built; "" otherwise."""
    aoti = [c for c in run.compiles if c.id.group == "aoti"]
    if not aoti or any(c.id.group is None for c in run.compiles):
        return ""
    return "compile" if any(c.fail_type for c in aoti) else "run"


def _aoti_next(nxt: list[str], ctx: _Ctx) -> list[str]:
    """The AOTInductor guide's order (inputs, sync, which kernel, its values, a repro), then
    what the category says that works without torch.compile. A package that never built has
    no wrapper to print from: its minifier then."""
    keep = [r for r in nxt if not r.startswith(_TORCH_COMPILE_ONLY)]
    steps = list(AOTI_NEXT_STEPS)
    if ctx.aoti == "compile":
        steps = ["aoti-minify"] + [s for s in steps if s == "cuda-sync"]
    return steps + [r for r in keep if r not in steps]


def _next_for(category: str, kind: str, fs: list[Finding], ctx: _Ctx) -> tuple[str, ...]:
    cat = BY_NAME[category]
    nxt = list(cat.next_of(kind))
    if cat.minifiable:
        if ctx.repro:
            nxt = ["run-repro"] + nxt
        if ctx.launcher:
            nxt = ["minify-launcher-no-isolate", "minify-launcher"] + [
                r for r in nxt if not r.startswith("minify-aot") and r != "minify-dynamo"
            ]
    if category == "accuracy" and ctx.minifier_trouble:
        nxt = [r for r in nxt if r != "minify-aot-accuracy"]
        if "bisect" in nxt:
            nxt.remove("bisect")
        nxt = ["bisect"] + nxt
    if category == "environment":
        nxt = [r for r in nxt if not r.startswith(_NOT_FOR_ENVIRONMENT)]
    elif ctx.aoti and not (category == "export_aoti" and kind in ("load_crash", "input_mismatch")):
        nxt = _aoti_next(nxt, ctx)
    if not ctx.cuda:
        nxt = [r for r in nxt if r != "cuda-sync"]
    if category == "nan" and any(f.category == "nan" and f.kernel is not None for f in fs):
        nxt = [r for r in nxt if r != "nan-asserts"]
    done = _applied(ctx.run)
    return tuple(dict.fromkeys(r for r in nxt if r not in done))


def _mentions_cuda(findings: list[Finding]) -> bool:
    for f in findings:
        for e in f.evidence:
            low = e.text.lower()
            if "cuda" in low or "triton" in low or "device-side" in low:
                return True
    return False


_FOUND_FROM = re.compile(r"\.?\s*Found from\s*:?\s*$")


def _said_better(e: Evidence, evidence: list[Evidence]) -> bool:
    """A log line whose place is on the next line ("... (1 instances). Found from :") when
    another evidence of the same line says it with the place (cudagraph_skips.py)."""
    head = _FOUND_FROM.sub("", e.text).rstrip()
    return head != e.text and any(o is not e and o.where == e.where and o.text.startswith(head)
                                  for o in evidence)  # fmt: skip


def _evidence(ordered: list[Finding]) -> list[Evidence]:
    evidence: list[Evidence] = []
    texts: set[str] = set()
    for f in ordered:
        for e in f.evidence:
            if e.text not in texts:
                texts.add(e.text)
                evidence.append(e)
    evidence = [e for e in evidence if not _said_better(e, evidence)]
    if len(evidence) > _MAX_EVIDENCE:
        # keep minifier trouble visible
        keep = [e for e in evidence if e.text.startswith("minifier failed")][:2]
        evidence = [e for e in evidence if e not in keep][: _MAX_EVIDENCE - len(keep)] + keep
    return evidence


def _files(category: str, evidence: list[Evidence]) -> tuple[str, ...]:
    if category != "environment":
        return ()
    out: list[str] = []
    for e in evidence:
        if e.text.startswith("file named: "):
            out.extend(files_named(e.text.split(" (", 1)[0]))
    return tuple(dict.fromkeys(out))


def classify(run: Run) -> tuple[Triage, ...]:
    """The run's problems, what stopped the program first, then the rest, worst first (a run
    the user stopped through pt2tui: "interrupted" first, core/analysis/interrupted.py)."""
    return classify_interrupted(run, _classify, Triage) or _classify(run)


def _classify(run: Run) -> tuple[Triage, ...]:
    sc = Scanner(run)
    sc.scan()
    findings = sc.findings
    if not findings:
        return ()
    launcher, repro = _files_written(run)
    ctx = _Ctx(
        run,
        _mentions_cuda(findings),
        launcher,
        repro,
        any(f.severity_key == "minifier" for f in findings),
        _aoti_program(run),
    )
    groups: dict[str, list[Finding]] = {}
    for f in findings:
        groups.setdefault(f.category, []).append(f)
    ranked: list[tuple[tuple, Triage]] = []
    for cat_name, fs in groups.items():
        cat = BY_NAME[cat_name]
        stop = [f for f in fs if f.stopping]
        # evidence: stopping first, then what names a kind (the recompile limit ...), then by
        # position; minifier trouble after the program's own lines
        ordered = sorted(
            fs, key=lambda f: (not f.stopping, f.severity_key == "minifier", not f.kind, f.pos)
        )
        kind = next((f.kind for f in ordered if f.kind), "")
        evidence = _evidence(ordered)
        w = weigh(run, cat_name, [f.kind for f in fs], bool(stop))
        if stop:
            key = (0, min(f.pos for f in stop))
        elif w.severity == PROBLEM:
            sev = min(cat.severity_of(f.kind) for f in fs)
            key = (1, (sev, min(f.pos for f in fs)))
        else:  # costs by what they cost, then what torch does by design
            key = (1 + WEIGHTS.index(w.severity), (-(w.cost_s or 0.0), min(f.pos for f in fs)))
        ranked.append(
            (
                key,
                Triage(
                    category=cat_name,
                    evidence=tuple(evidence),
                    next=_next_for(cat_name, kind, fs, ctx),
                    summary=cat.summary_of(kind),
                    stopped=bool(stop),
                    kernel=next((f.kernel for f in ordered if f.kernel is not None), None),
                    kind=kind,
                    files=_files(cat_name, evidence),
                    severity=w.severity,
                    cost_s=w.cost_s,
                    note=w.note,
                    improvement=w.improvement,
                ),
            )
        )
    ranked.sort(key=lambda kt: kt[0])
    return tuple(t for _, t in ranked)
