"""tritonparse's structured trace (NDJSON, one event a line) -> kernel records.

Events read: ``compilation`` (payload: ``metadata`` num_warps / num_stages / shared / hash /
name / target ..., ``file_content`` {"k.ttir": text ...}, ``python_source`` {file_path,
start_line, code}, ``pt_info`` {frame_id, frame_compile_id, attempt}), ``launch`` (name, grid,
``compilation_metadata``, ``extracted_args`` {name: {type, shape, dtype, stride, value}},
``extracted_inductor_args``) and ``autotune`` (kernel_name, configs_timings, best_config).
Anything else is counted. A field missing (another Triton or tritonparse version) leaves that
value None and the rest stands; a line that is not JSON is a problem line.

Pure: ``parse_trace(lines)`` takes (byte offset, bytes) pairs; sources/kernels.py reads files.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from .jsonload import loads
from .triton_ir import stage_of_file
from .triton_records import KernelArg, KernelCompile, KernelLaunch, StageRef

__all__ = ["AutotuneEvent", "TraceParse", "compile_id_of", "parse_trace", "stage_text"]


@dataclass(frozen=True, slots=True)
class AutotuneEvent:
    kernel: str
    best: str | None
    timings: tuple[tuple[str, float], ...]  # config -> ms (what was tried)
    cache_hit: bool | None = None


@dataclass(frozen=True)
class TraceParse:
    compiles: tuple[KernelCompile, ...] = ()
    launches: tuple[KernelLaunch, ...] = ()
    autotune: tuple[AutotuneEvent, ...] = ()
    other: dict[str, int] = field(default_factory=dict)
    problems: tuple[str, ...] = ()


def _int(v) -> int | None:
    return v if isinstance(v, int) and not isinstance(v, bool) else None


def compile_id_of(pt: dict | None) -> str | None:
    """tritonparse's pt_info -> pt2tui's compile id text ("[0/1]", "[0/1_1]", "[!2/0/1]")."""
    if not isinstance(pt, dict):
        return None
    f, c = _int(pt.get("frame_id")), _int(pt.get("frame_compile_id"))
    if f is None or c is None:
        return None
    ca = _int(pt.get("compiled_autograd_id"))
    att = _int(pt.get("attempt"))
    body = f"{f}/{c}" + (f"_{att}" if att else "")
    return f"[!{ca}/{body}]" if ca is not None else f"[{body}]"


def _target(t) -> str | None:
    if isinstance(t, dict):
        return f"{t.get('backend', '?')}:{t.get('arch', '?')}"
    if isinstance(t, (list, tuple)) and t:
        return ":".join(str(x) for x in t[:2])
    return str(t) if t else None


def _tuple(v) -> tuple[int, ...] | None:
    if isinstance(v, (list, tuple)) and all(isinstance(x, int) for x in v):
        return tuple(v)
    return None


def _args(d) -> tuple[KernelArg, ...]:
    if not isinstance(d, dict):
        return ()
    out = []
    for name, a in d.items():
        if not isinstance(a, dict):
            out.append(KernelArg(str(name), type(a).__name__, value=str(a)[:80]))
            continue
        kind = str(a.get("type", "?"))
        note = a.get("error") if isinstance(a.get("error"), str) else None
        if kind == "tensor":
            shape = _tuple(a.get("shape"))
            blob = a.get("blob_path") if isinstance(a.get("blob_path"), str) else None
            out.append(KernelArg(str(name), "tensor", shape, str(a.get("dtype")) if a.get("dtype") else None,
                                 _tuple(a.get("stride")), note=note or (None if shape is not None else "no shape"),
                                 blob=blob))  # fmt: skip
        else:
            v = a.get("value", a.get("repr"))
            out.append(KernelArg(str(name), kind, value=None if v is None else str(v)[:80], note=note))
    return tuple(out)


def _compilation(ev: dict, path: str, off: int, length: int, lineno: int) -> KernelCompile:
    p = ev.get("payload") if isinstance(ev.get("payload"), dict) else {}
    md = p.get("metadata") if isinstance(p.get("metadata"), dict) else {}
    problems = []
    for k in ("name", "hash", "num_warps", "num_stages", "shared"):
        if k not in md:
            problems.append(f"metadata has no {k} (another Triton / tritonparse version?)")
    stages: list[StageRef] = []
    fc = p.get("file_content") if isinstance(p.get("file_content"), dict) else {}
    for key, text in fc.items():
        st = stage_of_file(str(key))
        if st and isinstance(text, str):
            stages.append(StageRef(st, path, off, length, str(key), len(text)))
    ps = p.get("python_source") if isinstance(p.get("python_source"), dict) else {}
    pfile = ps.get("file_path") if isinstance(ps.get("file_path"), str) else None
    pline = _int(ps.get("start_line"))
    if isinstance(ps.get("code"), str):
        stages.insert(0, StageRef("source", path, off, length, "python_source", len(ps["code"]),
                                  pline or 1, pfile or ""))  # fmt: skip
    if not stages:
        problems.append("no IR stage in the event (file_content missing)")
    order = {s: i for i, s in enumerate(("source", "ttir", "ttgir", "llir", "ptx", "amdgcn"))}
    stages.sort(key=lambda s: order.get(s.stage, 99))
    name = md.get("name") or (ev.get("name") if isinstance(ev.get("name"), str) else None) or "?"
    return KernelCompile(
        name=str(name), hash=str(md["hash"]) if md.get("hash") else None, origin="trace",
        compile_id=compile_id_of(p.get("pt_info")), num_warps=_int(md.get("num_warps")),
        num_stages=_int(md.get("num_stages")), num_ctas=_int(md.get("num_ctas")),
        shared=_int(md.get("shared")), maxnreg=_int(md.get("maxnreg")), target=_target(md.get("target")),
        python_file=pfile, python_line=pline, stages=tuple(stages),
        cache_hit=md.get("cache_hit") if isinstance(md.get("cache_hit"), bool) else None,
        problems=tuple(problems), line=lineno,
    )  # fmt: skip


def _launch(ev: dict, lineno: int) -> KernelLaunch:
    cm = ev.get("compilation_metadata") if isinstance(ev.get("compilation_metadata"), dict) else {}
    return KernelLaunch(
        hash=str(cm["hash"]) if cm.get("hash") else None,
        name=str(ev.get("name") or cm.get("name") or "?"),
        grid=_tuple(ev.get("grid")),
        args=_args(ev.get("extracted_args")),
        inductor_args=_args(ev.get("extracted_inductor_args")),
        stream=str(ev["stream"]) if ev.get("stream") is not None else None,
        line=lineno,
    )


def parse_trace(lines: Iterable[tuple[int, bytes]], path: str = "") -> TraceParse:
    """Events of one trace file: (byte offset, line bytes) pairs, in order."""
    out = _Acc()
    for lineno, (off, raw) in enumerate(lines, 1):
        s = raw.strip()
        if not s:
            continue
        try:
            ev = loads(s.decode("utf-8", errors="replace"))
        except ValueError as e:
            out.problems.append(f"{path}:{lineno}: not JSON ({str(e)[:60]}): a line cut short?")
            continue
        if not isinstance(ev, dict):
            out.problems.append(f"{path}:{lineno}: not an event object")
            continue
        kind = str(ev.get("event_type", "?"))
        if kind == "compilation":
            out.compiles.append(_compilation(ev, path, off, len(raw), lineno))
        elif kind == "launch":
            out.launches.append(_launch(ev, lineno))
        elif kind == "autotune":
            ct = ev.get("configs_timings") if isinstance(ev.get("configs_timings"), dict) else {}
            timings = []
            for c, t in ct.items():
                v = t[0] if isinstance(t, list) and t else t
                if isinstance(v, (int, float)):
                    timings.append((str(c), float(v)))
            out.autotune.append(AutotuneEvent(str(ev.get("kernel_name", "?")), ev.get("best_config"),
                                              tuple(timings), ev.get("cache_hit")))  # fmt: skip
        else:
            out.other[kind] = out.other.get(kind, 0) + 1
    return TraceParse(tuple(out.compiles), tuple(out.launches), tuple(out.autotune), out.other,
                      tuple(out.problems))  # fmt: skip


class _Acc:
    def __init__(self) -> None:
        self.compiles: list[KernelCompile] = []
        self.launches: list[KernelLaunch] = []
        self.autotune: list[AutotuneEvent] = []
        self.other: dict[str, int] = {}
        self.problems: list[str] = []


def stage_text(line: bytes, ref: StageRef) -> str | None:
    """A stage's text out of its compilation event's line."""
    try:
        ev = loads(line.decode("utf-8", errors="replace"))
    except ValueError:
        return None
    p = ev.get("payload") if isinstance(ev, dict) and isinstance(ev.get("payload"), dict) else {}
    if ref.key == "python_source":
        ps = p.get("python_source") if isinstance(p.get("python_source"), dict) else {}
        return ps.get("code") if isinstance(ps.get("code"), str) else None
    fc = p.get("file_content") if isinstance(p.get("file_content"), dict) else {}
    v = fc.get(ref.key)
    return v if isinstance(v, str) else None
