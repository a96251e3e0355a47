"""Fault injection, trace input: every envelope field replaced by each JSON type (hypothesis),
a line longer than the bound, a valid trace followed by 2 GB of NUL bytes (a sparse file),
a record cut off by a killed writer. Real records (sample_traces/cpu) are the base."""

from __future__ import annotations

import json
import re
import resource
import select
import subprocess
import sys
import time
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pt2tui.core.analysis.summary import summary_dict
from pt2tui.core.model.builder import RunBuilder, TraceContext
from pt2tui.core.parse import trace as trace_mod
from pt2tui.core.parse.schema import SCHEMA
from pt2tui.core.parse.trace import TraceParser

REPO = Path(__file__).resolve().parents[1]
CPU = REPO / "sample_traces" / "cpu"
HDR = re.compile(rb"^(.*?\] )(\{.*\})$")
SAMPLES = ("fullgraph_break", "export_specialized_dim", "dtrace_dynamic_guards")


@cache

def _line(pipe, timeout: float = 60.0) -> str:
    """The next line of a pipe, or a failure after ``timeout`` (a test never hangs on it)."""
    ready, _, _ = select.select([pipe], [], [], timeout)
    assert ready, f"no line within {timeout}s"
    return pipe.readline()

def _records() -> list[tuple[bytes, int, bytes, dict]]:
    """(file bytes, line index, glog prefix, envelope): one record of each kind and layout."""
    out = []
    for name in SAMPLES:
        files = sorted((CPU / name / "trace").glob("*.log"))
        if not files:
            continue
        data = files[0].read_bytes()
        seen = set()
        for i, ln in enumerate(data.split(b"\n")):
            m = HDR.match(ln)
            if not m:
                continue
            env = json.loads(m.group(2))
            kind = next(iter(env))
            meta = env[kind]
            key = (kind, tuple(sorted(meta)) if isinstance(meta, dict) else None)
            if key not in seen:
                seen.add(key)
                out.append((data, i, m.group(1), env))
    return out


def _paths(env: dict) -> list[tuple]:
    """Where a value can be replaced: each envelope field, each field of its metadata, each
    field of the first frame of its stacks."""
    kind = next(iter(env))
    out: list[tuple] = [(k,) for k in env]
    meta = env[kind]
    if isinstance(meta, dict):
        for k, v in meta.items():
            out.append((kind, k))
            if isinstance(v, list) and v and isinstance(v[0], dict):
                out += [(kind, k, 0, fk) for fk in v[0]]
    return out


def _replace(obj, path: tuple, value):
    if not path:
        return value
    if isinstance(obj, list):
        new = list(obj)
    else:
        new = dict(obj)
    new[path[0]] = _replace(obj[path[0]], path[1:], value)
    return new


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**63) | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8),
    lambda kids: st.lists(kids, max_size=3) | st.dictionaries(st.text(max_size=4), kids, max_size=3),
    max_leaves=6,
)  # fmt: skip
# one of each JSON type, so that every type is tried early
EACH_TYPE = st.sampled_from([None, True, 3, 2.5, "s", [1, "x"], {"k": [1]}])


def _index(data: bytes, path: str):
    p = TraceParser(path, verify=True, lite=True)
    b = RunBuilder()
    ctx = TraceContext(path, p.strings)
    b.add_source(path, "trace")
    b.add_trace_records(ctx, p.feed(data))
    b.add_trace_records(ctx, p.close())
    b.add_problems(p.problems)
    run = b.snapshot()
    summary_dict(run, path)  # triage, verdict, timing: everything that reads the model
    return run


@settings(max_examples=200, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_any_field_of_any_json_type_is_a_problem_never_an_exception(data) -> None:
    recs = _records()
    if not recs:
        pytest.skip("samples missing")
    raw, i, prefix, env = data.draw(st.sampled_from(recs))
    path = data.draw(st.sampled_from(_paths(env)))
    value = data.draw(EACH_TYPE | JSON)
    new = _replace(env, path, value)
    lines = raw.split(b"\n")
    lines[i] = prefix + json.dumps(new).encode()
    run = _index(b"\n".join(lines), "mutated.log")
    kind = next(iter(env))
    fields = SCHEMA.get(kind, {})
    if len(path) == 2 and path[0] == kind and path[1] in fields:
        want = fields[path[1]]
        ok = (bool in want) if type(value) is bool else isinstance(value, want)
        if not ok:
            assert any("wrong JSON type" in p.what and path[1] in p.what for p in run.problems)


def test_a_line_over_the_bound_is_skipped_with_a_problem(monkeypatch) -> None:
    """(The bound made small: the same code path as 64 MB.)"""
    monkeypatch.setattr(trace_mod, "MAX_LINE", 100_000)
    recs = _records()
    raw = recs[0][0]
    cut = raw.index(b"\n", len(raw) // 2) + 1
    data = raw[:cut] + b"V" + b"x" * 250_000 + b"\n" + raw[cut:]
    whole = _index(raw, "t.log")
    for step in (4096, 60_000):  # chunks smaller than the bound: the line is carried over
        p = TraceParser("t.log", verify=True)
        b = RunBuilder()
        ctx = TraceContext("t.log", p.strings)
        for k in range(0, len(data), step):
            b.add_trace_records(ctx, p.feed(data[k : k + step]))
        b.add_trace_records(ctx, p.close())
        b.add_problems(p.problems)
        run = b.snapshot()
        assert [c.id for c in run.compiles] == [c.id for c in whole.compiles]
        long = [x for x in p.problems if "skipped to its end" in x.what]
        assert len(long) == 1 and "250,002 bytes" in long[0].what, p.problems
        line = raw[:cut].count(b"\n") + 1
        assert long[0].where == f"t.log:{line}"
        assert len(p.problems) == 1, p.problems


MEASURE = r"""
import json, sys, time
from pt2tui.sources.load import load_run
t = time.monotonic()
run = load_run(sys.argv[1])
took = time.monotonic() - t
# VmHWM: this process's own peak since its exec (ru_maxrss would count the parent's RSS at the
# fork: Linux keeps the pre-exec high-water mark, hundreds of MB in a grown test worker)
hwm = next(int(ln.split()[1]) for ln in open("/proc/self/status") if ln.startswith("VmHWM:"))
print(json.dumps({"s": took, "rss_kb": hwm,
                  "compiles": len(run.compiles), "problems": [p.what for p in run.problems]}))
"""


def test_a_2gb_nul_tail_bounded_memory_and_time(tmp_path) -> None:
    """A valid trace, then 2 GB of NUL bytes (sparse: truncate, not 2 GB of writes): read in a
    subprocess whose peak RSS (ru_maxrss) stays <= 200 MB; the records are all there."""
    src = sorted((CPU / SAMPLES[0] / "trace").glob("*.log"))[0]
    t = tmp_path / "t.log"
    t.write_bytes(src.read_bytes())
    with open(t, "r+b") as f:
        f.truncate(t.stat().st_size + (2 << 30))
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    r = subprocess.run([sys.executable, "-c", MEASURE, str(t)], capture_output=True, text=True,
                       timeout=120, cwd=REPO)  # fmt: skip
    assert r.returncode == 0, r.stderr[-2000:]
    got = json.loads(r.stdout)
    print(f"NUL tail: {got['s']:.2f}s, peak RSS {got['rss_kb'] / 1024:.0f} MB (before: {before})")
    assert got["rss_kb"] <= 200 * 1024
    assert got["compiles"] == len(_index(src.read_bytes(), str(src)).compiles)
    assert any("skipped to its end" in p for p in got["problems"])
    assert got["s"] < 30  # generous here (shared CI cores); bench/RESULTS.md has the figure (< 3 s)


WRITER = r"""
import sys, time
data = open(sys.argv[1], "rb").read()
cut = data.index(b"\n", len(data) // 2) + 40  # inside a record's line
with open(sys.argv[2], "wb") as f:
    f.write(data[:cut]); f.flush()
    print("written", flush=True)
    time.sleep(600)
"""


def test_a_writer_killed_mid_record_is_reported_truncated(tmp_path) -> None:
    src = sorted((CPU / SAMPLES[0] / "trace").glob("*.log"))[0]
    dst = tmp_path / "t.log"
    w = subprocess.Popen([sys.executable, "-c", WRITER, str(src), str(dst)], stdout=subprocess.PIPE, text=True)
    try:
        assert _line(w.stdout).strip() == "written"
        out = tmp_path / "out.json"
        proc = subprocess.Popen([sys.executable, "-m", "pt2tui", "summary", "--follow", "--json", str(dst)],
                                stdout=out.open("w"), stderr=subprocess.PIPE, text=True, cwd=REPO)  # fmt: skip
        _line(proc.stderr)  # it follows
        w.kill()
        w.wait(timeout=10)
        t0 = time.monotonic()
        _, err = proc.communicate(timeout=90)
    finally:
        w.kill()
    assert proc.returncode == 0, err
    got = json.loads(out.read_text())
    assert any("truncated record" in json.dumps(p) for p in got["problems"]), got["problems"]
    assert time.monotonic() - t0 < 60


# --- round 2: every field path of every record kind, the envelope's own stack included --------

ALL_SAMPLES = ("fullgraph_break", "export_specialized_dim", "dtrace_dynamic_guards", "aoti_cpu")


@cache
def _every_kind() -> list[tuple[bytes, int, bytes, dict]]:
    """(file bytes, line index, glog prefix, envelope): one record of each kind and layout of
    every sample (frameless ones with their envelope stacks too)."""
    out = []
    for name in ALL_SAMPLES:
        files = sorted((CPU / name / "trace").glob("*.log"))
        if not files:
            continue
        data = files[0].read_bytes()
        seen = set()
        for i, ln in enumerate(data.split(b"\n")):
            m = HDR.match(ln)
            if not m:
                continue
            env = json.loads(m.group(2))
            kind = next(iter(env))
            meta = env[kind]
            key = (kind, tuple(sorted(env)), tuple(sorted(meta)) if isinstance(meta, dict) else None)
            if key not in seen:
                seen.add(key)
                out.append((data, i, m.group(1), env))
    return out


def _all_paths(obj, prefix: tuple = (), depth: int = 5) -> list[tuple]:
    """Every field path of a JSON value (lists: their first and last element), to ``depth``."""
    out: list[tuple] = []
    if depth == 0:
        return out
    if isinstance(obj, dict):
        items = list(obj.items())
    elif isinstance(obj, list) and obj:
        items = [(0, obj[0])] + ([(len(obj) - 1, obj[-1])] if len(obj) > 1 else [])
    else:
        return out
    for k, v in items:
        out.append(prefix + (k,))
        out += _all_paths(v, prefix + (k,), depth - 1)
    return out


@settings(max_examples=400, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_any_field_path_of_any_record_kind_never_raises(data) -> None:
    recs = _every_kind()
    if not recs:
        pytest.skip("samples missing")
    raw, i, prefix, env = data.draw(st.sampled_from(recs))
    paths = _all_paths(env)
    path = data.draw(st.sampled_from(paths))
    value = data.draw(EACH_TYPE | JSON)
    lines = raw.split(b"\n")
    lines[i] = prefix + json.dumps(_replace(env, path, value)).encode()
    _index(b"\n".join(lines), "mutated.log")


def test_every_field_path_of_every_record_kind_as_an_object_and_a_string(parse_path) -> None:
    """Exhaustive where the property test samples: each field path of each record kind (and
    layout) replaced by an object and by a string (the types that crashed: a dict used as a key,
    a string given to int())."""
    recs = _every_kind()
    if not recs:
        pytest.skip("samples missing")
    for raw, i, prefix, env in recs:
        lines = raw.split(b"\n")
        for path in _all_paths(env):
            for value in ({"k": [1]}, "s"):
                lines[i] = prefix + json.dumps(_replace(env, path, value)).encode()
                try:
                    _index(b"\n".join(lines), "mutated.log")
                except Exception as e:
                    raise AssertionError(f"{next(iter(env))} {path} = {value!r}: {e!r}") from e


@pytest.mark.parametrize("field,value", [("name", {"a": 1}), ("line", "12"), ("filename", [1]),
                                         ("name", ["compile_fx_aot"]), ("loc", 3)])  # fmt: skip
def test_a_frameless_record_whose_stack_frame_has_a_wrong_type(field, value, parse_path) -> None:
    """Records with no compile id carry their stack in the envelope (aoti_cpu's graphs): a frame's
    field of a wrong type is a problem line; the compile is still made."""
    files = sorted((CPU / "aoti_cpu" / "trace").glob("*.log"))
    if not files:
        pytest.skip("samples missing")
    lines = files[0].read_bytes().split(b"\n")
    n = 0
    for i, ln in enumerate(lines):
        m = HDR.match(ln)
        env = json.loads(m.group(2)) if m else None
        if env and isinstance(env.get("stack"), list) and "frame_id" not in env:
            for fr in env["stack"]:
                fr[field] = value
            lines[i] = m.group(1) + json.dumps(env).encode()
            n += 1
    assert n
    run = _index(b"\n".join(lines), "mutated.log")
    assert any(f"envelope: stack[0].{field} is" in p.what for p in run.problems), [p.what for p in run.problems][:5]
    assert any(c.id.group in ("aoti", "inductor") for c in run.compiles)


def _deep_trace(depth: int = 100_000) -> bytes:
    """The fullgraph_break trace with one chromium event whose args nest ``depth`` lists deep."""
    import hashlib

    files = sorted((CPU / "fullgraph_break" / "trace").glob("*.log"))
    if not files:
        pytest.skip("samples missing")
    lines = files[0].read_text().split("\n")
    i = next(i for i, ln in enumerate(lines) if '"chromium_event"' in ln)
    payload = '{"name": "deep", "ph": "i", "ts": 1, "pid": 1, "tid": 1, "args": ' + "[" * depth + "]" * depth + "}"
    md5 = hashlib.md5(payload.encode()).hexdigest()
    j = i + 1
    while j < len(lines) and lines[j].startswith("\t"):
        j += 1
    lines[i:j] = [re.sub(r'"has_payload": "[0-9a-f]+"', f'"has_payload": "{md5}"', lines[i]), "\t" + payload]
    return "\n".join(lines).encode()


@pytest.mark.parametrize("depth", [100_000, 1000, 990])
def test_perfetto_of_a_deeply_nested_event_leaves_it_out_and_no_empty_file(tmp_path, depth) -> None:
    (tmp_path / "deep.log").write_bytes(_deep_trace(depth))
    out = tmp_path / "out.json"
    cmd = [sys.executable, "-m", "pt2tui", "perfetto", str(tmp_path / "deep.log"), "-o", str(out)]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=120, cwd=REPO)
    assert r.returncode == 0, r.stderr[-2000:]
    assert "Traceback" not in r.stderr
    events = json.loads(out.read_text())["traceEvents"]
    assert events and all(ev.get("name") != "deep" or depth < 1000 for ev in events)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["deep.log", "out.json"]  # no temporary left
    r2 = subprocess.run(cmd, capture_output=True, text=True, timeout=120, cwd=REPO)
    assert r2.returncode == 2 and "exists: not overwritten" in r2.stderr


def test_perfetto_that_cannot_write_leaves_nothing(tmp_path) -> None:
    (tmp_path / "deep.log").write_bytes(_deep_trace(10))
    ro = tmp_path / "ro"
    ro.mkdir()
    r = subprocess.run([sys.executable, "-m", "pt2tui", "perfetto", str(tmp_path / "deep.log"), "-o",
                        str(ro / "missing" / "out.json")], capture_output=True, text=True, timeout=120, cwd=REPO)  # fmt: skip
    assert r.returncode == 2 and "cannot write" in r.stderr and "Traceback" not in r.stderr, r.stderr
    assert list(ro.iterdir()) == []
