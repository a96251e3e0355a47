"""Dynamic shapes of a run, for people: each specialized dim's value, source and the user's line
that specialized it, the guards added and by which line, data-dependent guard errors, and the
Dim names the run's output gives ("Constraints violated (batch)!") joined to their symbols.

``shapes_report(run)`` puts together the model's ``run.shapes`` (from the trace) and what only
the failures and the output say (errors of compiles and of torch.export, Dim names).
``shapes_dict(run)`` is the ``"shapes"`` key of ``summary --json`` (README documents it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ..model import DataDependentError, Frame, Run, ShapeGuard, Shapes, ShapeSymbol, Specialization
from ..parse.compile_id import CompileId
from ..parse.tracebacks import FRAME
from ..parse.user_frame import innermost_user_frame, is_user_file

_VIOLATED = re.compile(r"Constraints violated \((?P<names>[^\n]*?)\)!")
_MARKED = re.compile(
    r"You marked (?P<name>.+?) as dynamic but your code specialized it to be a constant "
    r"\((?P<value>[^)\n]*)\)"
)
_NAMED = re.compile(r"Not all values of (?P<name>\S+) = (?P<source>.+?) in the specified range")
_DD = re.compile(
    r"Could not (?:guard on|extract specialized integer from) data-dependent expression "
    r"(?P<expr>.+?) \(unhinted:"
)
_CAUSED = re.compile(r"^Caused by: (?P<code>.*?)  # (?P<file>\S+?):(?P<line>\d+) in (?P<func>\S+)", re.M)
_USER_STACK = re.compile(r"^User [Ss]tack(?: \(most recent call last\))?:\s*$", re.M)


@dataclass(frozen=True, slots=True)
class DimViolation:
    """A dim torch says the code specialized, as the run's output names it."""

    name: str  # the Dim's name ("batch"), or the source when it has none ("L['x'].size()[0]")
    value: str | None  # the constant it became
    source: str | None  # the source it is, when the output or the join says
    symbol: str | None  # the symbol it is joined to (None: could not tell)
    compile_id: CompileId | None
    rank: int | None
    message: str
    process: str | None = None


@dataclass(frozen=True)
class ShapesReport:
    """The run's dynamic shapes as the Shapes view and the summary show them."""

    symbols: tuple[ShapeSymbol, ...] = ()
    specializations: tuple[Specialization, ...] = ()
    guards: tuple[ShapeGuard, ...] = ()
    data_dependent: tuple[DataDependentError, ...] = ()
    violations: tuple[DimViolation, ...] = ()
    dims: dict[tuple, str] = field(default_factory=dict)  # (rank, cid, process, symbol) -> Dim

    def __bool__(self) -> bool:
        return bool(self.symbols or self.specializations or self.guards or self.data_dependent
                    or self.violations)  # fmt: skip

    def dim_of(self, e: ShapeSymbol | Specialization) -> str | None:
        sym = e.name if isinstance(e, ShapeSymbol) else e.symbol
        return self.dims.get((e.rank, e.compile_id, e.process, sym))

    def of(self, rank: int | None, cid: CompileId | None, process: str | None = None) -> ShapesReport:
        """One compile's part (``cid`` None: of no compile); of one process when given."""

        def mine(e: Any) -> bool:
            return e.compile_id == cid and e.rank == rank and (process is None or e.process == process)

        return ShapesReport(
            tuple(e for e in self.symbols if mine(e)),
            tuple(e for e in self.specializations if mine(e)),
            tuple(e for e in self.guards if mine(e)),
            tuple(e for e in self.data_dependent if mine(e)),
            tuple(e for e in self.violations if mine(e)),
            {k: v for k, v in self.dims.items()
             if k[:2] == (rank, cid) and (process is None or k[2] == process)},  # fmt: skip
        )


def user_line(f: Frame | None) -> str | None:
    """``"path:line"`` of a user frame."""
    return None if f is None else f"{f.filename}:{f.line}"


def problem_lines(r: ShapesReport) -> list[tuple[str, Frame | None, Any]]:
    """What broke dynamic shapes, each with the user's line that did it, for triage and
    overviews: ``("s77 = 8 (batch, L['x'].size()[0])", frame, specialization)`` for each dim
    specialized to a constant (those the output names first), ``("u0 > 3", frame, error)`` for
    each data-dependent guard error."""
    out: list[tuple[str, Frame | None, Any]] = []
    specs = sorted(r.specializations, key=lambda e: r.dim_of(e) is None)
    for e in specs:
        dim = r.dim_of(e)
        names = ", ".join(dict.fromkeys(x for x in (dim, *e.sources) if x))
        out.append((f"{e.symbol} = {e.value}" + (f" ({names})" if names else ""), e.user_frame, e))
    for d in r.data_dependent:
        out.append((d.expr, d.user_frame, d))
    return out


def shapes_report(run: Run) -> ShapesReport:
    sh: Shapes = run.shapes
    dd = list(sh.data_dependent) + _errors_from_failures(run, sh)
    specs, syms = _Near(sh.specializations), _Near(sh.symbols)
    violations = _violations(run, sh, specs, syms)
    dims: dict[tuple, str] = {}
    for v in violations:
        if v.symbol is not None:
            for e in specs.near(v):
                if e.symbol == v.symbol:
                    dims[(e.rank, e.compile_id, e.process, e.symbol)] = v.name
            for s in syms.near(v):
                if s.name == v.symbol:
                    dims[(s.rank, s.compile_id, s.process, s.name)] = v.name
    return ShapesReport(sh.symbols, sh.specializations, sh.guards, tuple(dd), tuple(violations),
                        dims)  # fmt: skip


def _near(e: Any, v: DimViolation) -> bool:
    """Is the entry of the violation's compile (a violation of no compile: of any)? An export's
    failure belongs to its ``export N`` compile, while its shape records carry no compile id."""
    if v.compile_id is not None and v.compile_id.group is not None and e.compile_id is None:
        return v.rank == e.rank
    return v.compile_id is None or (
        (e.compile_id, e.rank) == (v.compile_id, v.rank)
        and (v.process is None or e.process == v.process)
    )


class _Near:
    """Shape entries (specializations or symbols) by their compile and rank: ``near(v)`` is
    ``[e for e in entries if _near(e, v)]``, the same entries in the same order, ``_near`` asked
    only of those of the violation's compile and rank, not of every entry for each violation (a
    long run's violations and entries grow alike: a 5.4 GB trace took 16 times the joins over
    16 times the entries)."""

    __slots__ = ("entries", "by")

    def __init__(self, entries: tuple) -> None:
        self.entries = entries
        self.by: dict[tuple, list[int]] = {}
        for i, e in enumerate(entries):
            self.by.setdefault((e.compile_id, e.rank), []).append(i)

    def near(self, v: DimViolation) -> list:
        if v.compile_id is None:
            return list(self.entries)
        es = self.entries
        own = self.by.get((v.compile_id, v.rank), [])
        if v.compile_id.group is not None:  # (an export's: the entries of no compile on its rank too)
            own = sorted([*own, *self.by.get((None, v.rank), ())])
        return [es[i] for i in own if _near(es[i], v)]


# -- the run's output: Dim names ---------------------------------------------------------------
def _texts(run: Run) -> list[tuple[str, CompileId | None, int | None, str | None]]:
    """Failure texts, then log messages, that may name a violated constraint."""
    out = []
    for f in run.failures:
        out.append((f"{f.reason}\n{f.traceback or ''}", f.compile_id, f.rank, f.process))
    if not any("Constraints violated" in t[0] for t in out):
        for m in run.logs:
            if "Constraints violated" in m.text or "Not all values of" in m.text:
                out.append((m.text, m.compile_id, m.rank, None))
    return out


def _violations(run: Run, sh: Shapes, specs: _Near, syms: _Near) -> list[DimViolation]:
    found: dict[tuple, DimViolation] = {}
    named: set[tuple] = set()  # (name, compile id, rank) of each key in found
    for text, cid, rank, proc in _texts(run):
        if "Constraints violated" not in text and "Not all values of" not in text:
            continue
        sources = {m["name"]: m["source"] for m in _NAMED.finditer(text)}
        names = []
        for m in _VIOLATED.finditer(text):
            names += [n.strip() for n in m["names"].split(", ") if n.strip()]
        for m in _MARKED.finditer(text):
            name, value = m["name"], m["value"]
            key = (name, value, cid, rank)
            if key not in found:
                found[key] = _join(specs, syms, name, value, sources.get(name), cid, rank, m.group(0), proc)
                named.add((name, cid, rank))
        for name in dict.fromkeys(names):
            if (name, cid, rank) not in named:
                line = next((ln.strip() for ln in text.split("\n") if name in ln and "Not all" in ln), "")
                found[(name, None, cid, rank)] = _join(specs, syms, name, None, sources.get(name), cid, rank,
                                                       line or f"Constraints violated ({name})!",
                                                       proc)  # fmt: skip
                named.add((name, cid, rank))
    # the same violation told by a compile's failure and by the output of no compile: keep one
    of_compiles = {(w.name, w.value) for w in found.values() if w.compile_id is not None}
    return [v for v in found.values() if v.compile_id is not None or (v.name, v.value) not in of_compiles]


def _join(near_specs: _Near, near_syms: _Near, name: str, value: str | None, source: str | None,
          cid: CompileId | None, rank: int | None, message: str, proc: str | None) -> DimViolation:  # fmt: skip
    """The symbol a violated Dim is: by its source (the output says it, or the name is one),
    else the one specialization to its value."""
    probe = DimViolation(name, value, source, None, cid, rank, message, proc)
    specs = near_specs.near(probe)
    syms = near_syms.near(probe)
    src = source or next((x for e in specs + syms for x in e.sources if x == name), None)  # type: ignore[operator]
    symbol = None
    if src is not None:
        symbol = next((e.symbol for e in specs if src in e.sources), None) or next(
            (s.name for s in syms if src in s.sources), None
        )
    elif value is not None:
        cands = {(e.symbol, e.sources) for e in specs if e.value == value}
        if cid is None and len(cands) > 1:  # torch.export: its records have no compile id
            cands = {(e.symbol, e.sources) for e in specs if e.value == value and e.compile_id is None}
        if len({c[0] for c in cands}) == 1:
            symbol, srcs = next(iter(cands))
            src = srcs[0] if srcs else None
    return DimViolation(name, value, src, symbol, cid, rank, message, proc)


# -- data-dependent guard errors from failures --------------------------------------------------
def _errors_from_failures(run: Run, sh: Shapes) -> list[DataDependentError]:
    have = {(e.rank, e.compile_id, e.expr) for e in sh.data_dependent}
    compiles = {(c.rank, c.id, c.process): c for c in run.compiles}
    out = []
    for f in run.failures:
        text = f"{f.reason}\n{f.traceback or ''}"
        m = _DD.search(text)
        if not m:
            continue
        expr = m["expr"]
        if (f.rank, f.compile_id, expr) in have:
            continue
        have.add((f.rank, f.compile_id, expr))
        c = compiles.get((f.rank, f.compile_id, f.process)) if f.compile_id is not None else None
        frame = _user_frame_of_text(text, c.fail_user_frame if c is not None else None)
        out.append(DataDependentError(expr, f.compile_id, f.rank, frame, f.source, process=f.process))
    return out


def _user_frame_of_text(text: str, fail_frame: str | None) -> Frame | None:
    """The user's line of an error text: the innermost user frame of its "User Stack", else
    the compile's fail_user_frame (with the code "Caused by" names), else "Caused by"."""
    frames: list[Frame] = []
    m = _USER_STACK.search(text)
    lines = text[m.end():].split("\n") if m else []  # fmt: skip
    for i, ln in enumerate(lines):
        fm = FRAME.match(ln)
        if fm:
            code = lines[i + 1].strip() if i + 1 < len(lines) and not FRAME.match(lines[i + 1]) else None
            frames.append(Frame(fm["file"], int(fm["line"]), fm["func"].strip(), code or None))
        elif frames and ln and not ln.startswith(" "):
            break
    f = innermost_user_frame(frames)
    if f is not None:
        return f
    caused = _CAUSED.search(text)
    if fail_frame and ":" in fail_frame:
        path, _, line = fail_frame.rpartition(":")
        if line.isdigit() and is_user_file(path):
            code = caused["code"].strip() if caused else None
            return Frame(path, int(line), caused["func"] if caused else "", code)
    if caused:
        return Frame(caused["file"], int(caused["line"]), caused["func"], caused["code"].strip())
    return None


# -- summary --json -----------------------------------------------------------------------------
def _cid(c: CompileId | None) -> str | None:
    return None if c is None else str(c)


def _where(f: Frame | None) -> dict[str, Any]:
    return {"user_frame": user_line(f), "code": None if f is None else f.loc}


def shapes_dict(run: Run, report: ShapesReport | None = None) -> dict[str, Any]:
    r = report if report is not None else shapes_report(run)
    symbols = [
        {"compile_id": _cid(s.compile_id), "rank": s.rank, "process": s.process, "symbol": s.name,
         "sources": list(s.sources), "value": s.value, "range": s.range, "unbacked": s.unbacked,
         "dim": r.dim_of(s), **_where(s.user_frame)}
        for s in r.symbols
    ]  # fmt: skip
    specs = [
        {"compile_id": _cid(e.compile_id), "rank": e.rank, "process": e.process, "symbol": e.symbol,
         "sources": list(e.sources), "value": e.value, "reason": e.reason, "dim": r.dim_of(e),
         **_where(e.user_frame)}
        for e in r.specializations
    ]  # fmt: skip
    guards = [
        {"compile_id": _cid(g.compile_id), "rank": g.rank, "process": g.process, "kind": g.kind, "expr": g.expr,
         **({"result": g.result} if g.result is not None else {}), **_where(g.user_frame)}
        for g in r.guards
    ]  # fmt: skip
    guards += [
        {"compile_id": _cid(e.compile_id), "rank": e.rank, "process": e.process,
         "kind": "data_dependent_error",
         "expr": e.expr, "source": e.source, **_where(e.user_frame)}
        for e in r.data_dependent
    ]  # fmt: skip
    return {"symbols": symbols, "specializations": specs, "guards": guards}
