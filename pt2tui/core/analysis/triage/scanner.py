"""The log and traceback scanner behind triage.

``Scanner`` walks a run's log messages (TORCH_LOGS records and plain stdout/stderr lines),
parses Python tracebacks out of them, and records ``Finding``s, each with the ``Evidence`` that
quotes where it was seen. What category a line or an exception is comes from the table in
categories.py; detectors.py adds what patterns cannot say; rank.py orders the findings.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ...model import LogMessage, Run
from ...parse.logtext import RANK_PREFIX
from ...parse.tracebacks import EXC_LINE, TB_START, ends_message, read_chain
from ..kernel_map import KernelMatch, map_text
from . import detectors
from .cache_corrupt import cache_failure
from .categories import match_exception, match_line
from .evidence import Evidence, Exc, Finding, Line, short, src_name

_CRASH_SIGNALS = {"SIGSEGV", "SIGABRT", "SIGBUS", "SIGILL", "SIGFPE", "SIGSYS", "SIGTRAP"}
_CRASH_CODES = {
    128 + 11: "SIGSEGV",
    128 + 6: "SIGABRT",
    128 + 7: "SIGBUS",
    128 + 4: "SIGILL",
    128 + 8: "SIGFPE",
}
_SUB = re.compile(r"^>>(?:\s+|$)")
_DEVICE_ASSERT = re.compile(r"Assertion `(?P<cond>.*)` failed\.?")
_ACCURACY_LINE = re.compile(
    r"(?i)(?:\baccura(?:cy|te)\b[^\n]{0,40}?\b(?:false|fail(?:ed|s|ure)?|mismatch)\b"
    r"|\bnot (?:all)?close\b|\bmismatch(?:ed)? elements\b|\bmismatch\b(?! at index)"
    r"|\bTensor-likes are not\b)"
)
# a mismatch the process group reports (collectives of other sizes or kinds): ranks, not numerics
_COMM_LINE = re.compile(r"(?i)collective|ProcessGroup|\bNCCL\b|\bgloo\b")
_NAN_PRINT = re.compile(r"(?i)\bnans?\b\D{0,40}?(?P<n>\d+)|[:=]\s*(?P<val>nan)\b")
_NO_NAN = re.compile(r"(?i)\b(?:no|zero|without|free of)\s+(?:nans?|nan values)\b")
_TORCH_ACCURACY = re.compile(r"Accuracy failed\b.*")
_MINIFIER_TROUBLE = "While minifying the program in accuracy minification mode"
_RECOMPILE_LIMIT = re.compile(r"torch\._dynamo hit config\.(?P<which>\w+) \((?P<n>\d+)\)")
_REPR_ERR = re.compile(
    r"^(?P<type>InductorError|BackendCompilerFailed|CppCompileError|AccuracyError)\((?P<msg>.*)"
)


class Scanner:
    def __init__(self, run: Run) -> None:
        self.run = run
        self.findings: list[Finding] = []
        self.excs: list[Exc] = []
        self._src_index: dict[str, int] = {}
        self._chain = 0
        info = run.info if isinstance(run.info, dict) else {}
        self.info = info
        code = info.get("exit_code")
        self.exit_code = code if isinstance(code, int) else None
        self.exited_ok = self.exit_code == 0 and not info.get("signal")
        env = info.get("env") if isinstance(info.get("env"), dict) else {}
        self.env = {str(k): str(v) for k, v in env.items()}
        self.minifier_seen = False
        self.accuracy_minify = self.env.get("TORCHDYNAMO_REPRO_LEVEL") == "4"

    # -- helpers ------------------------------------------------------------------------------
    def pos(self, msg: LogMessage, k: int = 0) -> tuple[int, int]:
        idx = self._src_index.setdefault(msg.source, len(self._src_index))
        return (idx, msg.line + k)

    def where(self, msg: LogMessage, k: int = 0) -> str:
        return f"{src_name(msg.source)}:{msg.line + k}"

    def add(
        self,
        category: str,
        line: Line,
        text: str,
        *,
        stopping: bool = False,
        severity_key: str | None = None,
        kernel: KernelMatch | None = None,
        extra: Iterable[Evidence] = (),
        kind: str = "",
    ) -> Finding:
        f = Finding(
            category,
            line.pos,
            stopping and not self.exited_ok,
            [Evidence(line.where, short(text)), *extra],
            severity_key,
            kernel,
            kind,
        )
        self.findings.append(f)
        return f

    def _table_line(self, line: Line, text: str, *, sub: bool = False) -> bool:
        """A line the category table knows (out of memory, cudagraph skips, crashes ...)."""
        hit = match_line(text)
        if hit is None:
            return False
        cat, kind, stopping, _m = hit
        self.add(cat, line, text, stopping=stopping and not sub, kind=kind)
        return True

    # -- the run ------------------------------------------------------------------------------
    def scan(self) -> None:
        # one stream per (file, stdout/stderr, rank): output.log interleaves both streams
        streams: dict[tuple[str, str | None, int | None], list[Line]] = {}
        order: list[tuple[str, str | None, int | None]] = []
        for msg in self.run.logs:
            if msg.level is None:
                text = msg.text
                rank = msg.rank
                rm = RANK_PREFIX.match(text)
                if rm is not None:
                    text = text[rm.end() :]
                key = (msg.source, msg.stream, rank)
                if key not in streams:
                    streams[key] = []
                    order.append(key)
                for k, t in enumerate(text.split("\n")):
                    streams[key].append(Line(t, self.where(msg, k), self.pos(msg, k)))
                continue
            self._logged(msg)
        for key in order:
            self._plain(streams[key])
        self._from_model()
        self._classify_exceptions()
        for detect in detectors.DETECTORS:
            self.findings.extend(detect(self.run, self.findings, self.excs))
        self._exit_fallback()

    def _logged(self, msg: LogMessage) -> None:
        """A TORCH_LOGS message."""
        text = msg.text
        first = text.split("\n", 1)[0]
        line = Line(first, self.where(msg), self.pos(msg))
        if msg.artifact == "graph_breaks" and "Graph break" in first:
            reason = ""
            rest = text.split("\n")[1:]
            for i, t in enumerate(rest[:3]):
                if t.strip().startswith("Graph Break Reason:"):
                    reason = " — " + t.strip()
                    nxt = next((x.strip() for x in rest[i + 1 : i + 4] if x.strip()), "")
                    if reason.endswith(":") and nxt:  # "... e.g. f(x, y):" then the break's type
                        reason = " — " + nxt
                    break
            # the log's own hints, verbatim ("Set torch._dynamo.trace_autograd_ops=True")
            hints = [t.strip() for t in rest[:40] if t.strip().startswith("Hint:")]
            if hints:
                reason += " — " + " ".join(dict.fromkeys(hints))
            self.add("graph_break", line, first.strip() + reason)
            return
        if msg.artifact in ("recompiles", "recompiles_verbose") and "Recompiling function" in first:
            why = ""
            for t in text.split("\n")[1:8]:
                s = t.strip()
                if s.startswith("- "):
                    why = " — " + s[2:]
                    break
            self.add("recompilation", line, first.strip() + why)
            return
        if (m := _RECOMPILE_LIMIT.search(text)) is not None:
            extra = [t.strip() for t in text.split("\n")[1:3] if t.strip()]
            self.add(
                "recompilation",
                line,
                m.group(0) + (" — " + "; ".join(extra) if extra else ""),
                kind="limit",
            )
            return
        if "Writing minified repro to:" in text or "Writing checkpoint with" in text:
            self.minifier_seen = True
            return
        if (m := _TORCH_ACCURACY.search(first)) is not None:
            self.minifier_seen = self.minifier_seen or "minify" in first
            self.add("accuracy", line, first.strip())
            return
        if _MINIFIER_TROUBLE in text:
            self.minifier_seen = True
            self.accuracy_minify = True
            lines = text.split("\n")
            # the exception the minifier ran into: the last exception line of its traceback
            exc = None
            for k in range(len(lines) - 1, 0, -1):
                em = EXC_LINE.match(lines[k])
                if em is not None and em.group("msg") is not None:
                    exc = (k, lines[k].strip())
                    break
            ev = [Evidence(self.where(msg), short("minifier failed: " + first.strip()))]
            if exc is not None:
                ev.append(Evidence(self.where(msg, exc[0]), short("minifier failed: " + exc[1])))
            self.findings.append(Finding("accuracy", self.pos(msg), False, ev, "minifier"))
            return
        if msg.level in ("E", "C") and "Traceback (most recent call last):" in text:
            lines = [
                Line(t, self.where(msg, k), self.pos(msg, k))
                for k, t in enumerate(text.split("\n"))
            ]
            self._tracebacks(lines, logged=True)
            return
        self._table_line(line, first.strip(), sub=True)  # a logged line never stops the program

    def _plain(self, lines: list[Line]) -> None:
        """Process output of one stream: tracebacks, then line signatures outside them."""
        in_tb = self._tracebacks(lines, logged=False)
        for i, ln in enumerate(lines):
            if i in in_tb:
                continue
            t = ln.text
            sub = bool(_SUB.match(t))
            if sub:
                t = _SUB.sub("", t, count=1)
            s = t.strip()
            if not s:
                continue
            if _DEVICE_ASSERT.search(s) is not None:
                km = map_text(self.run, s)
                device = km is not None or "block: [" in s or "thread: [" in s
                self.add(
                    "triton_kernel" if device else "runtime_crash",
                    ln,
                    s,
                    stopping=not sub,
                    kernel=km,
                    extra=[detectors.kernel_evidence(km)] if km else [],
                )
                continue
            if self._table_line(ln, s, sub=sub):
                continue
            if (
                "Writing minified repro to" in s
                or "Copying repro file" in s
                or s.startswith("Started off with")
            ):
                self.minifier_seen = True
                continue
            if (m := _REPR_ERR.match(s)) is not None:  # the minifier's check printing repr(e)
                self.minifier_seen = True
                cat = (
                    "accuracy" if m.group("type") == "AccuracyError" else "backend_compiler_failed"
                )
                self.add(cat, ln, ("minifier query: " if sub else "") + s)
                continue
            if sub:
                continue
            if (m := _NAN_PRINT.search(s)) is not None and not _NO_NAN.search(s):
                n = m.group("n")
                if (n is not None and int(n) > 0) or m.group("val"):
                    self.add("nan", ln, s)
                    continue
            if _ACCURACY_LINE.search(s) and not _COMM_LINE.search(s):
                self.add("accuracy", ln, s)
                continue

    def _tracebacks(self, lines: list[Line], *, logged: bool) -> set[int]:
        """Find tracebacks in ``lines``; record their exceptions. Returns the indices used."""
        used: set[int] = set()
        n = len(lines)
        i = 0
        while i < n:
            raw = lines[i].text
            sub = bool(_SUB.match(raw))
            m = TB_START.match(_SUB.sub("", raw, count=1) if sub else raw)
            if m is None or m["lead"].strip():  # (">>" output is unwrapped; "|" groups are not read)
                i += 1
                continue
            self._chain += 1
            ignored = i > 0 and lines[i - 1].text.strip().startswith("Exception ignored")

            def text_at(k: int, sub: bool = sub) -> str:
                return _SUB.sub("", lines[k].text, count=1) if sub else lines[k].text

            def continues(k: int, t: str) -> bool:
                return not ends_message(t, lines[k + 1].text if k + 1 < n else None)

            start = i
            chain, i = read_chain(n, text_at, start, continues, max_message=400)
            used.update(range(start, i))
            for e in chain:
                if e.exc_index is None or e.type is None:
                    break
                frames = [(f.file, f.line, f.func, f.code, lines[f.index]) for f in e.frames]
                self.excs.append(
                    Exc(
                        e.type,
                        list(e.message),
                        lines[e.exc_index],
                        frames,
                        ignored,
                        logged,
                        sub,
                        self._chain,
                        "\n".join(x.text for x in lines[start : e.end]),
                        lines[e.exc_index : e.end],
                    )
                )
        return used

    def _from_model(self) -> None:
        run = self.run
        # compile failures from compilation_metrics
        for c in run.compiles:
            if not c.fail_type:
                continue
            hit = match_exception(c.fail_type, c.fail_reason or "")
            cat, kind = hit if hit is not None else ("other", "")
            reason = (c.fail_reason or "").split("\n", 1)[0]
            ln = Line("", f"compile {c.id} compilation_metrics", (-1, 0))
            extra = []
            if cat == "environment":  # also when there is no stderr beside the trace
                extra = detectors.environment_evidence(self.run, kind, c.fail_reason or "", [])
            self.add(cat, ln, f"{c.fail_type}: {reason}".rstrip(": "), kind=kind, extra=extra)
        # graph breaks seen only in the trace (a recompile limit hit is no graph break)
        gbs = [g for g in run.graph_breaks if not detectors.is_recompile_limit(g.gb_type, g.reason)]
        if not any(f.category == "graph_break" for f in self.findings) and gbs:
            total = sum(g.count for g in gbs)
            for g in gbs[:3]:
                cid = g.compile_ids[0] if g.compile_ids else None
                at = f" at {g.user_frame.where}" if g.user_frame else ""
                ln = Line("", f"compile {cid} graph break" if cid else "trace graph break", (-1, 1))
                self.add(
                    "graph_break",
                    ln,
                    f"{g.gb_type or g.reason}{at} ({g.count}x; {total} breaks in all)",
                )
        if not any(f.category == "recompilation" for f in self.findings) and run.recompiles:
            for c in run.recompiles[:3]:
                ln = Line("", f"compile {c.id} recompile reason", (-1, 2))
                self.add(
                    "recompilation",
                    ln,
                    c.recompile_reasons[0] if c.recompile_reasons else "recompiled",
                )
        # how the process ended
        sig = self.info.get("signal")
        crash = None
        if isinstance(sig, str) and sig in _CRASH_SIGNALS:
            crash = f"the program was killed by {sig}"
        elif self.exit_code in _CRASH_CODES and not sig:
            crash = (
                f"exit code {self.exit_code} ({_CRASH_CODES[self.exit_code]} in a child or shell)"
            )
        if crash:
            self.add("runtime_crash", Line("", "run.json", (10**9, 0)), crash, stopping=True)

    def _exit_fallback(self) -> None:
        """A failed program with no other sign: say how it ended (never "none")."""
        if self.findings or self.exited_ok:
            return
        sig = self.info.get("signal")
        if sig == "SIGINT":
            return  # the user stopped it
        if sig:
            why = f"the program was killed by {sig}" + (
                " (out of memory?)" if sig == "SIGKILL" else ""
            )
        elif self.exit_code:
            why = f"the program exited with code {self.exit_code}"
        else:
            return
        self.add("other", Line("", "run.json", (10**9, 0)), why, stopping=True)

    def _ignored(self, last: Exc) -> None:
        """An ignored exception (__del__ ...): evidence of minifier trouble when it is torch's."""
        if not (self.minifier_seen or self.accuracy_minify):
            return
        if not any("torch/" in f[0] for f in last.frames):
            return
        head = f"{last.type}: {last.message[0]}" if last.message[0] else last.type
        ev = Evidence(last.line.where, short(f"minifier failed (exception ignored): {head}"))
        cat = "accuracy" if self.accuracy_minify else "backend_compiler_failed"
        self.findings.append(Finding(cat, last.line.pos, False, [ev], "minifier"))

    def _classify_exceptions(self) -> None:
        by_chain: dict[int, list[Exc]] = {}
        for e in self.excs:
            by_chain.setdefault(e.chain, []).append(e)
        for chain in by_chain.values():
            last = chain[-1]
            stopping = not (last.ignored or last.logged or last.sub)
            if last.ignored:
                self._ignored(last)
                continue
            hit = None
            for e in reversed(chain):
                hit = _category_of_exc(e)
                if hit is not None:
                    break
            if hit is None:
                if not stopping:
                    continue  # a caught / logged exception we know nothing about
                hit = ("other", "")
            cat, kind = hit
            cache_why = None
            if cat != "environment":  # from the caches, whatever it says (cache_corrupt.py)
                cache_why = cache_failure(self.run, chain)
                if cache_why is not None:
                    cat, kind = "environment", "cache_corrupt"
            e = last
            text = f"{e.type}: {e.message[0]}" if e.message[0] else e.type
            if e.sub:
                text = "minifier query: " + text
            elif e.logged:
                text = "logged: " + text
            extra: list[Evidence] = []
            kernel = None
            frame = detectors.generated_frame(e)
            if cat == "nan" and frame is not None:
                text = f"{e.type} at {frame[0]}:{frame[1]} in {frame[2]}: {frame[3]}"
            elif frame is not None:
                extra.append(
                    Evidence(
                        frame[4].where,
                        short(f'File "{frame[0]}", line {frame[1]}, in {frame[2]}: {frame[3]}'),
                    )
                )
            if frame is not None and cat in ("nan", "runtime_crash", "other", "triton_kernel"):
                kernel = map_text(self.run, f"{frame[0]}:{frame[1]}")
                if kernel is not None:
                    extra.append(detectors.kernel_evidence(kernel))
                if cat == "other":
                    cat = "runtime_crash"
            more, kind = detectors.exception_evidence(self.run, cat, kind, chain)
            if cache_why is not None:
                extra.append(Evidence(e.line.where, cache_why))
            extra.extend(more)
            self.add(cat, e.line, text, stopping=stopping, kernel=kernel, extra=extra, kind=kind)


def _category_of_exc(e: Exc) -> tuple[str, str] | None:
    frames = tuple(f"{f[0]}:{f[2]}" for f in e.frames)
    code = (e.frames[-1][3] or "") if e.frames else ""
    return match_exception(e.short_type, "\n".join(e.message), frames, code)
