"""Triage: what kind of PT2 problem a run shows, the lines that say so, and what to run next.

Categories follow the error-triage table of the PyTorch torch.compile troubleshooting guide:

===========================  ===============================================================
graph_break                  Unsupported / graph-break logs (``[__graph_breaks]``, trace)
backend_compiler_failed      BackendCompilerFailed, InductorError, CppCompileError ...
recompilation                RecompileError, recompile_limit / cache_size_limit hit, recompiles
accuracy                     AccuracyError, "Accuracy failed", the program's own check
                             (``accuracy ok: False``, "mismatch", "not close")
internal_dynamo_error        InternalTorchDynamoError
runtime_crash                crash signal, CUDA errors, an exception raised by generated code
triton_kernel                a device-side assert in a generated kernel
nan                          a NaN/Inf assert of TORCHINDUCTOR_NAN_ASSERTS, or NaN counts printed
interrupted                  the user stopped the run through pt2tui (core/analysis/interrupted.py)
other                        a failure that is none of the above
none                         nothing found
===========================  ===============================================================

``classify(run)`` returns them ordered: what stopped the program first (an uncaught exception,
a crash), then what did not stop it, worst first. Each quotes its evidence with where it is
(``stderr.txt:123``, ``compile [0/0] compilation_metrics``, ``run.json``) and names the rerun
recipes (core/recipes.py) that fit.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..model import Run
from ..parse.log_paths import extract_minifier_paths
from . import rank_triage
from .interrupted import SUMMARY as _INTERRUPTED_SUMMARY
from .interrupted import classify_interrupted
from .kernel_map import KernelMatch
from .triage_scan import Evidence, _Finding, _Scanner

__all__ = ["CATEGORIES", "Evidence", "Triage", "classify", "triage_dict", "SUMMARIES"]

CATEGORIES = (
    "graph_break",
    "backend_compiler_failed",
    "recompilation",
    "accuracy",
    "internal_dynamo_error",
    "runtime_crash",
    "triton_kernel",
    "nan",
    rank_triage.CATEGORY,
    "other",
    "interrupted",
    "none",
)

SUMMARIES = {
    "graph_break": "Dynamo broke the graph (or refused to, under fullgraph=True)",
    "backend_compiler_failed": "the backend compiler (Inductor) failed on a graph",
    "recompilation": "frames were recompiled (guard failures; limits can be hit)",
    "accuracy": "compiled results differ from eager",
    "internal_dynamo_error": "Dynamo itself raised an internal error",
    "runtime_crash": "the program crashed or the compiled code failed when it ran",
    "triton_kernel": "a device-side assert fired inside a generated kernel",
    "nan": "NaN/Inf values came out of compiled code",
    rank_triage.CATEGORY: rank_triage.SUMMARY,
    "other": "the program failed with an error that is not a torch.compile signature",
    "interrupted": _INTERRUPTED_SUMMARY,
    "none": "nothing wrong found",
}

# recipes that fit, best first (filtered per run below)
_NEXT = {
    "graph_break": ("verbose-dynamo",),
    "backend_compiler_failed": ("minify-aot", "bisect", "minify-dynamo", "eager"),
    "recompilation": ("verbose-recompiles",),
    "accuracy": ("minify-aot-accuracy", "bisect", "eager"),
    "internal_dynamo_error": ("verbose-dynamo", "minify-dynamo", "eager"),
    "runtime_crash": ("cuda-sync", "minify-dynamo", "bisect", "eager"),
    "triton_kernel": ("cuda-sync", "bisect", "minify-dynamo", "eager"),
    "nan": ("nan-asserts", "bisect", "eager"),
    rank_triage.CATEGORY: rank_triage.NEXT,
    "other": ("eager", "verbose-dynamo"),
    "none": (),
}
# recipe -> env var that shows a run already is that recipe
_APPLIED = {
    "nan-asserts": ("TORCHINDUCTOR_NAN_ASSERTS", "1"),
    "eager": ("TORCH_COMPILE_DISABLE", "1"),
    "cuda-sync": ("CUDA_LAUNCH_BLOCKING", "1"),
    "verbose-dynamo": ("TORCHDYNAMO_VERBOSE", "1"),
}
# non-stopping categories, worst first
_SEVERITY = {
    "triton_kernel": 0,
    "runtime_crash": 1,
    rank_triage.CATEGORY: rank_triage.SEVERITY,
    "backend_compiler_failed": 2,
    "internal_dynamo_error": 3,
    "accuracy": 4,
    "nan": 5,
    "recompilation_limit": 6,
    "graph_break": 7,
    "recompilation": 8,
    "other": 9,
}
_MAX_EVIDENCE = 8


@dataclass(frozen=True, slots=True)
class Triage:
    category: str
    evidence: tuple[Evidence, ...]
    next: tuple[str, ...]  # recipe names (core/recipes.py), best first
    summary: str = ""
    stopped: bool = False  # this is what ended the program
    kernel: KernelMatch | None = None  # for nan / triton_kernel / runtime_crash: the mapped kernel

    def as_dict(self) -> dict:
        d = {
            "category": self.category,
            "summary": self.summary,
            "stopped": self.stopped,
            "evidence": [e.as_dict() for e in self.evidence],
            "next": list(self.next),
        }
        if self.kernel is not None:
            d["kernel"] = self.kernel.as_dict()
        return d


def triage_dict(triages: Iterable[Triage]) -> dict:
    """``{category, summary, evidence, next, all}``: the first triage's fields and all of them."""
    items = list(triages)
    if not items:
        return {
            "category": "none",
            "summary": SUMMARIES["none"],
            "evidence": [],
            "next": [],
            "all": [],
        }
    first = items[0].as_dict()
    return {
        "category": first["category"],
        "summary": first["summary"],
        "evidence": first["evidence"],
        "next": first["next"],
        **({"kernel": first["kernel"]} if "kernel" in first else {}),
        "all": [t.as_dict() for t in items],
    }


# ---------------------------------------------------------------------------------------------
# next steps


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


def _next_for(
    category: str,
    run: Run,
    findings: list[_Finding],
    cuda: bool,
    launcher: bool,
    repro: bool,
    minifier_trouble: bool,
) -> tuple[str, ...]:
    nxt = list(_NEXT.get(category, ()))
    if category in (
        "backend_compiler_failed",
        "accuracy",
        "runtime_crash",
        "internal_dynamo_error",
        "triton_kernel",
    ):
        if repro:
            nxt = ["run-repro"] + nxt
        if launcher:
            nxt = ["minify-launcher-no-isolate", "minify-launcher"] + [
                r for r in nxt if not r.startswith("minify-aot") and r != "minify-dynamo"
            ]
    if category == "accuracy" and minifier_trouble:
        nxt = [r for r in nxt if r != "minify-aot-accuracy"]
        if "bisect" in nxt:
            nxt.remove("bisect")
        nxt = ["bisect"] + nxt
    if not cuda:
        nxt = [r for r in nxt if r != "cuda-sync"]
    if category == "nan" and any(f.category == "nan" and f.kernel is not None for f in findings):
        nxt = [r for r in nxt if r != "nan-asserts"]
    done = _applied(run)
    nxt = [r for r in nxt if r not in done]
    seen: dict[str, None] = {}
    for r in nxt:
        seen.setdefault(r, None)
    return tuple(seen)


def _mentions_cuda(findings: list[_Finding]) -> bool:
    for f in findings:
        for e in f.evidence:
            low = e.text.lower()
            if "cuda" in low or "triton" in low or "device-side" in low:
                return True
    return False


def classify(run: Run) -> tuple[Triage, ...]:
    """The run's problems, what stopped the program first, then the rest, worst first."""
    return classify_interrupted(run, _classify, Triage) or _classify(run)


def _classify(run: Run) -> tuple[Triage, ...]:
    sc = _Scanner(run)
    sc.scan()
    findings = sc.findings + rank_triage.findings(run, _Finding, Evidence)  # detector modules
    if not findings:
        return ()
    launcher, repro = _files_written(run)
    cuda = _mentions_cuda(findings)
    minifier_trouble = any(f.severity_key == "minifier" for f in findings)
    groups: dict[str, list[_Finding]] = {}
    for f in findings:
        groups.setdefault(f.category, []).append(f)
    ranked: list[tuple[tuple, Triage]] = []
    for cat, fs in groups.items():
        stop = [f for f in fs if f.stopping]
        # evidence: stopping first, then by position; minifier trouble after the program's own lines
        ordered = sorted(fs, key=lambda f: (not f.stopping, f.severity_key == "minifier", f.pos))
        evidence: list[Evidence] = []
        texts: set[str] = set()
        for f in ordered:
            for e in f.evidence:
                if e.text not in texts:
                    texts.add(e.text)
                    evidence.append(e)
        if len(evidence) > _MAX_EVIDENCE:
            # keep minifier trouble visible
            keep = [e for e in evidence if e.text.startswith("minifier failed")][:2]
            evidence = [e for e in evidence if e not in keep][: _MAX_EVIDENCE - len(keep)] + keep
        kernel = next((f.kernel for f in ordered if f.kernel is not None), None)
        if stop:
            key = (0, min(f.pos for f in stop))
        else:
            sev = min(
                _SEVERITY.get(f.severity_key if f.severity_key in _SEVERITY else cat, 9) for f in fs
            )
            key = (1, (sev, min(f.pos for f in fs)))
        ranked.append(
            (
                key,
                Triage(
                    category=cat,
                    evidence=tuple(evidence),
                    next=_next_for(cat, run, fs, cuda, launcher, repro, minifier_trouble),
                    summary=SUMMARIES.get(cat, ""),
                    stopped=bool(stop),
                    kernel=kernel,
                ),
            )
        )
    ranked.sort(key=lambda kt: kt[0])
    return tuple(t for _, t in ranked)
