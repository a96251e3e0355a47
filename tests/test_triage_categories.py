"""Triage categories as data (core/analysis/triage/categories.py) and the categories real runs
hit: environment (poisoned cache, no compiler, full disk), dynamic shapes, the recompile limit,
AOTInductor, CUDA graphs, out of memory, distributed; the recipes that prove them."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from conftest import REPO

from pt2tui.core.analysis.compare import compare, compare_lines
from pt2tui.core.analysis.triage import CATEGORIES, SUMMARIES, TABLE, classify, triage_dict
from pt2tui.core.analysis.triage.categories import match_exception, match_line
from pt2tui.core.model import Run
from pt2tui.core.parse.logtext import LogTextParser
from pt2tui.core.reruns.recipes import RUN_DIR, build_plan, get_recipe, recipe_names
from pt2tui.runner.cachedirs import cache_dirs
from pt2tui.sources.load import load_run

_MINIFY = ("minify", "bisect", "run-repro")


def _tri(name: str):
    ts = classify(load_run(str(REPO / "sample_traces" / "cpu" / name)))
    assert ts, name
    return ts


def _texts(t) -> str:
    return "\n".join(e.text for e in t.evidence)


def _quoted(root: Path, t) -> None:
    """Every file:line evidence quotes (part of) that line."""
    for e in t.evidence:
        m = re.fullmatch(r"(?P<file>[\w.\-]+\.txt):(?P<line>\d+)", e.where)
        if m is None:
            continue
        line = (root / m["file"]).read_text(errors="replace").split("\n")[int(m["line"]) - 1]
        text = re.sub(r"^(?:logged|user line): ", "", e.text).split(" — ")[0].rstrip("…")
        text = text.split(" in ")[0].split(":")[0] if text.startswith("/") else text
        assert text[:40] in line or line.strip()[:40] in text, (e, line)


# ---------------------------------------------------------------------------------------------
# the table


def test_every_category_is_one_entry_with_recipes_that_exist() -> None:
    names = [c.name for c in TABLE]
    assert len(names) == len(set(names)) and CATEGORIES == tuple(names)
    for old in ("graph_break", "backend_compiler_failed", "recompilation", "accuracy",
                "internal_dynamo_error", "runtime_crash", "triton_kernel", "nan", "other", "healthy"):  # fmt: skip
        assert old in CATEGORIES
    for new in ("environment", "dynamic_shapes", "cudagraphs", "export_aoti", "distributed",
                "out_of_memory"):  # fmt: skip
        assert new in CATEGORIES
    for c in TABLE:
        assert SUMMARIES[c.name] == c.summary and c.summary
        nexts = [c.next] + [k.next for k in c.kinds if k.next is not None]
        for nxt in nexts:
            assert set(nxt) <= set(recipe_names()), (c.name, nxt)
        if c.name == "environment":
            assert not any(r.startswith(_MINIFY) for n in nexts for r in n)


def test_specific_entries_match_before_generic_ones() -> None:
    # an InductorError is backend_compiler_failed unless its message says it is the machine
    assert match_exception("InductorError", "CppCompileError: C++ compile error") == (
        "backend_compiler_failed", "")  # fmt: skip
    assert match_exception("InductorError", "OSError: [Errno 28] No space left on device") == (
        "environment", "disk_full")  # fmt: skip
    assert match_exception("UserError", "Constraints violated (batch)!")[0] == "dynamic_shapes"
    assert match_exception("Unsupported", "Failed to trace builtin operator")[0] == "graph_break"
    assert match_exception("Unsupported", "Dynamo recompile limit exceeded") == (
        "recompilation", "limit")  # fmt: skip
    # the other environment kinds, on the messages torch / the loader / the OS print
    so = "/tmp/torchinductor_u/ab/cabc.main.so"
    assert match_exception("ImportError", f"{so}: failed to map segment from shared object") == (
        "environment", "noexec_tmp")  # fmt: skip
    assert match_exception("OSError", "[Errno 116] Stale file handle: '/home/u/.triton/cache/x'") == (
        "environment", "cache_corrupt")  # fmt: skip
    assert match_exception("FileNotFoundError", f"[Errno 2] No such file or directory: '{so}'") == (
        "environment", "cache_corrupt")  # fmt: skip
    assert match_exception("FileNotFoundError", "[Errno 2] No such file: 'data.csv'") is None
    assert match_exception("InductorError", "CppCompileError: fatal error: Python.h: No such "
                           "file or directory") == ("environment", "no_compiler")  # fmt: skip
    assert match_exception("KeyError", "'lr'") is None
    assert match_line("loss 0.25") is None


# ---------------------------------------------------------------------------------------------
# environment (issue 21): real runs from sample_traces/cpu


def test_poisoned_cache_is_environment_not_a_compiler_bug(samples: Path) -> None:
    ts = _tri("cache_poisoned")
    t = ts[0]
    assert (t.category, t.kind, t.stopped) == ("environment", "cache_corrupt", True)
    assert [x.category for x in ts] == ["environment"]  # never also backend_compiler_failed
    assert t.next[:2] == ("fresh-cache", "fresh-cache-disabled")
    assert not any(r.startswith(_MINIFY) for r in t.next)
    text = _texts(t)
    assert "file too short" in t.evidence[0].text
    so = "/tmp/torchinductor_dev/zl/czlvnuayviiqas2oewjhjoxjepchoboubscl5kkgohatdxiup2dv.main.so"
    assert f"file named: {so}" in text
    assert "inductor cache dir in effect: /tmp/torchinductor_dev (TORCHINDUCTOR_CACHE_DIR)" in text
    assert t.files == (so,)
    d = triage_dict(ts)
    assert d["kind"] == "cache_corrupt" and d["files"] == [so]
    _quoted(samples / "cache_poisoned", t)
    # from the trace alone (no stderr, no run.json): still environment, the file named
    t = classify(load_run(str(samples / "cache_poisoned" / "trace")))[0]
    assert (t.category, t.kind) == ("environment", "cache_corrupt") and t.files == (so,)


def test_no_compiler_offers_aot_eager(samples: Path) -> None:
    t = _tri("no_cxx")[0]
    assert (t.category, t.kind, t.stopped) == ("environment", "no_compiler", True)
    assert "InvalidCxxCompiler: No working C++ compiler found" in t.evidence[0].text
    assert "/usr/bin/no-such-cxx" in t.evidence[0].text
    assert any("set CXX" in e.text for e in t.evidence)
    assert t.next[0] == "aot-eager" and not any(r.startswith(_MINIFY) for r in t.next)


def test_disk_full(samples: Path) -> None:
    t = _tri("disk_full")[0]
    assert (t.category, t.kind) == ("environment", "disk_full")
    assert "No space left on device" in t.evidence[0].text
    assert t.next == ("fresh-cache",)


def test_fresh_cache_rerun_of_the_poisoned_run_names_the_cache(samples: Path) -> None:
    """sample_traces/cpu/fresh_cache_parent(-fresh-cache): a real poisoned run and its real `fresh-cache` rerun
    (recorded by recording/record_fresh_cache.sh)."""
    parent = load_run(str(samples / "fresh_cache_parent"))
    child = load_run(str(samples / "fresh_cache_parent-fresh-cache"))
    pt = classify(parent)[0]
    assert (pt.category, pt.kind) == ("environment", "cache_corrupt") and pt.files
    assert parent.info["exit_code"] != 0 and child.info["exit_code"] == 0
    assert child.info["recipe"] == "fresh-cache"
    env = child.info["env"]
    for k in ("TORCHINDUCTOR_CACHE_DIR", "TRITON_CACHE_DIR", "TMPDIR"):
        assert env[k].startswith(child.info["cache_dirs"]["tmp"]["path"].rsplit("/", 1)[0])
    # run.json records the cache dirs in effect and their free space at start
    cd = parent.info["cache_dirs"]["inductor"]
    assert cd["source"] == "TORCHINDUCTOR_CACHE_DIR" and cd["free_bytes"] > 0
    assert any("GiB free of" in e.text for e in pt.evidence)
    cmp = compare(parent, child)
    assert cmp["verdict"].startswith("the cache was the cause")
    assert cmp["fix"] == "rm -f -- " + " ".join(pt.files)
    assert all(f.endswith(".main.so") for f in pt.files)
    lines = compare_lines(cmp)
    assert any(line.startswith("remove the poisoned entries") and "rm -f -- " in line for line in lines)
    assert any("inductor cache dir in effect" in line for line in lines)


# ---------------------------------------------------------------------------------------------
# dynamic shapes and the recompile limit (issue 17, points 4 and 5)


def test_export_specialized_dim_is_dynamic_shapes(samples: Path) -> None:
    t = _tri("export_specialized_dim")[0]
    assert (t.category, t.kind, t.stopped) == ("dynamic_shapes", "constraint_violation", True)
    assert t.next[0] == "verbose-dynamic"
    text = _texts(t)
    assert "Constraints violated (batch)!" in t.evidence[0].text
    assert re.search(r"user line: \S+/sample_traces/scenarios\.py:\d+ in export_specialized_dim", text)
    assert "Dim.STATIC or Dim.AUTO" in text and "Suggested fixes: batch = 8" in text
    _quoted(samples / "export_specialized_dim", t)


def test_mark_dynamic_specialized_names_the_user_line(samples: Path) -> None:
    t = _tri("mark_dynamic_specialized")[0]
    assert (t.category, t.kind) == ("dynamic_shapes", "constraint_violation")
    text = _texts(t)
    assert re.search(r"user line: \S+/sample_traces/scenarios\.py:399 in pick", text)
    assert "maybe_mark_dynamic" in text


def test_data_dependent_guard_names_the_user_line(samples: Path) -> None:
    ts = _tri("data_dependent_fullgraph")
    t = ts[0]
    assert (t.category, t.kind) == ("dynamic_shapes", "data_dependent")
    assert "graph_break" not in [x.category for x in ts]
    assert "Could not guard on data-dependent expression u0 > 3" in t.evidence[0].text
    assert "torch._check" in t.evidence[0].text
    assert re.search(r"user line: \S+/scenarios\.py:419 in count_then_branch", _texts(t))
    assert t.next == ("verbose-dynamic",)


@pytest.mark.parametrize("part", ["", "trace"])
def test_recompile_limit_is_recompilation_never_a_graph_break(samples: Path, part: str) -> None:
    ts = classify(load_run(str(samples / "recompile_limit" / part)))
    assert [t.category for t in ts] == ["recompilation"]
    t = ts[0]
    assert t.kind == "limit" and t.next == ("verbose-recompiles",)
    assert t.evidence[0].text == "Unsupported: Dynamo recompile limit exceeded"
    if part == "":
        assert t.evidence[1].text.startswith("torch._dynamo hit config.recompile_limit (8)")


def test_fullgraph_break_stays_a_graph_break(samples: Path) -> None:
    t = _tri("fullgraph_break")[0]
    assert t.category == "graph_break" and t.stopped


# ---------------------------------------------------------------------------------------------
# export / AOTInductor


def test_aoti_input_mismatch(samples: Path) -> None:
    t = _tri("aoti_input_mismatch")[0]
    assert (t.category, t.kind, t.stopped) == ("export_aoti", "input_mismatch", True)
    assert "unmatched dim value at 0, expected: 4, but got: 5" in t.evidence[0].text
    assert "eager" not in t.next  # TORCH_COMPILE_DISABLE does nothing to an AOTI package


def test_aoti_load_crash_from_faulthandler_stack(samples: Path) -> None:
    """No CPU capture of a crash inside aoti_load_package: the real faulthandler block of the
    segfault_after_compile sample, with its innermost frame renamed to the loader's."""
    text = (samples / "segfault_after_compile" / "stderr.txt").read_text()
    assert classify(load_run(str(samples / "segfault_after_compile")))[0].category == "runtime_crash"
    text = text.replace(
        '/lib/python3.11/ctypes/__init__.py", line 519 in string_at',
        '/site-packages/torch/_inductor/package/package.py", line 118 in load_package',
    )
    msgs = LogTextParser("stderr.txt", stream="stderr").feed(text.encode(), eof=True)
    ts = classify(Run(logs=tuple(msgs), info={"exit_code": -11, "signal": "SIGSEGV"}))
    t = ts[0]
    # the innermost frame is the loader: it died constructing the model, before running it
    assert (t.category, t.kind, t.stopped) == ("export_aoti", "load_crash", True)
    assert t.next[0] == "system-cxx"
    assert t.evidence[0].text == "Fatal Python error: Segmentation fault"
    assert "load_package" in t.evidence[1].text
    assert "scenarios.py\", line 475 in segfault_after_compile" in t.evidence[2].text
    assert ts[1].category == "runtime_crash"


# ---------------------------------------------------------------------------------------------
# the H100 captures (sample_traces/gpu-h100-raw: real programs, plain torch 2.11)

RAW = REPO / "sample_traces" / "gpu-h100-raw"


def _raw(name: str):
    return classify(load_run(str(RAW / name)))


def test_gpt2_generate_overwritten_cudagraph_output() -> None:
    t = _raw("gpt2_generate_cudagraphs")[0]
    assert (t.category, t.kind, t.stopped) == ("cudagraphs", "overwritten", True)
    assert "accessing tensor output of CUDAGraphs that has been overwritten" in t.evidence[0].text
    assert t.next == ("no-cudagraphs",) and "cudagraph_mark_step_begin" in t.summary
    _quoted(RAW / "gpt2_generate_cudagraphs", t)


def test_cudagraph_skip_is_reported_not_fatal() -> None:
    ts = _raw("cudagraph_skip")
    assert [(t.category, t.kind, t.stopped) for t in ts] == [("cudagraphs", "skipped", False)]
    assert ts[0].evidence[0].text.startswith("skipping cudagraphs due to mutated inputs")


def test_cuda_oom_at_run_time() -> None:
    t = _raw("cuda_oom")[0]
    assert (t.category, t.kind, t.stopped) == ("out_of_memory", "runtime", True)
    assert t.evidence[0].text.startswith("torch.OutOfMemoryError: CUDA out of memory.")
    assert "empty_strided_cuda" in t.evidence[1].text  # the generated line that allocated


@pytest.mark.parametrize("name", ["aoti_gpu", "aoti_gpu_load_only", "aoti_gpu_mismatch"])
def test_aoti_segfault_in_aoti_load_package(name: str) -> None:
    """The lent H100's CXX (a g++ under /opt) linked libstdc++ into wrapper.so statically: the
    package crashed in its constructor (record_gpu_aoti.sh's toolchain check): the machine."""
    ts = _raw(name)
    t = ts[0]
    assert (t.category, t.kind, t.stopped) == ("export_aoti", "load_crash", True)
    assert t.next[:2] == ("system-cxx", "fresh-cache-disabled")
    assert t.evidence[0].text == "Fatal Python error: Segmentation fault"
    assert re.search(r"torch/(_inductor/package/package|export/pt2_archive/_package)\.py", t.evidence[1].text)
    assert re.search(r"user line: .*gpu_programs/aoti_gpu\.py\", line \d+ in main", t.evidence[2].text)
    assert ts[1].category == "runtime_crash"  # the signal itself, after what explains it


# ---------------------------------------------------------------------------------------------
# the same rules on torch's own message texts where no capture exists (autotune OOM, host OOM
# while compiling, distributed): torch 2.13's messages (c10 CUDACachingAllocator, ProcessGroupNCCL
# watchdog, torch/_dynamo/backends/distributed.py) in the shapes torch prints them.

_TB = 'Traceback (most recent call last):\n  File "/home/u/gen.py", line 10, in <module>\n    main()\n{exc}\n'


def _run(stderr: str, exit_code: int = 1) -> Run:
    msgs = LogTextParser("stderr.txt", stream="stderr").feed(stderr.encode(), eof=True)
    return Run(logs=tuple(msgs), info={"exit_code": exit_code})


def test_out_of_memory_at_run_and_compile_time() -> None:
    oom = ("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 GiB. GPU 0 has a "
           "total capacity of 79.19 GiB of which 3.12 GiB is free.")  # fmt: skip
    t = classify(_run(_TB.format(exc=oom)))[0]
    assert (t.category, t.kind) == ("out_of_memory", "runtime")
    tb = _TB.replace(
        "    main()\n",
        '    main()\n  File "/v/site-packages/torch/_inductor/select_algorithm.py", line 9, in '
        "benchmark_choices\n    x()\n",
    )
    assert classify(_run(tb.format(exc=oom)))[0].kind == "autotune"
    # host memory while compiling is the environment
    t = classify(_run(_TB.format(exc="torch._inductor.exc.InductorError: MemoryError: std::bad_alloc")))[0]
    assert (t.category, t.kind) == ("environment", "oom_compiling")


def test_distributed_timeouts_and_ddp_splits() -> None:
    wd = ("[rank1]:[E1124 04:37:58.881000 7421 ProcessGroupNCCL.cpp:632] [Rank 1] Watchdog caught "
          "collective operation timeout: WorkNCCL(SeqNum=12, OpType=ALLREDUCE, NumelIn=1024, "
          "NumelOut=1024, Timeout(ms)=600000) ran for 600010 milliseconds before timing out.\n")  # fmt: skip
    t = classify(_run(wd))[0]
    assert (t.category, t.kind, t.stopped) == ("distributed", "timeout", True)
    split = ("I1124 04:37:58.881000 7421 torch/_dynamo/backends/distributed.py:105] [0/0] "
             "\nDDPOptimizer used bucket cap 26214400 and created 4 buckets. Enable debug logs "
             "for detailed bucket info.\n")  # fmt: skip
    ts = classify(_run(split, 0))
    assert [(x.category, x.kind) for x in ts] == [("distributed", "ddp_split")]
    gb = ("V1124 04:37:58.881000 7421 torch/_dynamo/symbolic_convert.py:5124] [0/0] "
          "[__graph_breaks] Graph break in user code at /v/site-packages/torch/nn/parallel/"
          "distributed.py:1640\n")  # fmt: skip
    cats = [(x.category, x.kind) for x in classify(_run(gb, 0))]
    assert ("distributed", "ddp_graph_break") in cats and ("graph_break", "") in cats


# ---------------------------------------------------------------------------------------------
# the recipes these categories offer


def test_recipes_that_prove_a_verdict() -> None:
    info = {"argv": ["python", "/w/train.py"], "cwd": "/w"}
    plan = build_plan("fresh-cache", "/runs/p", info, python="python").resolved("/runs/c")
    assert plan.env == {
        "TORCHINDUCTOR_CACHE_DIR": "/runs/c/inductor_cache",
        "TRITON_CACHE_DIR": "/runs/c/triton_cache",
        "TMPDIR": "/runs/c/tmp",
    }
    plan = build_plan("fresh-cache-disabled", "/runs/p", info, python="python")
    assert plan.env["TORCHINDUCTOR_FORCE_DISABLE_CACHES"] == "1"
    assert plan.env["TORCHINDUCTOR_CACHE_DIR"] == f"{RUN_DIR}/inductor_cache"
    assert get_recipe("aot-eager").env_dict == {"TORCH_COMPILE_OVERRIDE_BACKENDS": ">=0:aot_eager"}
    env = get_recipe("no-cudagraphs").env_dict  # the hook maps the mode; torch's override too
    assert env["TORCH_COMPILE_OVERRIDE_INDUCTOR_CONFIGS"] == ">=0:triton.cudagraphs=False"
    assert json.loads(env["PT2TUI_COMPILE_OVERRIDES"])["compile"] == {"no_cudagraphs": True}
    plan = build_plan("verbose-dynamic", "/runs/p", info, python="python")
    assert plan.logs.split(",")[-1] == "+dynamic" and plan.argv == ("python", "/w/train.py")


def test_cache_dirs_in_effect(tmp_path: Path) -> None:
    d = cache_dirs({"TORCHINDUCTOR_CACHE_DIR": str(tmp_path / "ind"), "TMPDIR": str(tmp_path)})
    assert d["inductor"]["path"] == str(tmp_path / "ind") and not d["inductor"]["exists"]
    assert d["inductor"]["source"] == "TORCHINDUCTOR_CACHE_DIR" and d["inductor"]["free_bytes"] > 0
    assert d["triton"] == {**d["triton"], "path": str(tmp_path / "ind") + "/triton", "source": "default"}
    assert d["tmp"]["exists"] and d["tmp"]["source"] == "TMPDIR"
    d = cache_dirs({})
    assert d["inductor"]["source"] == "default" and "/torchinductor_" in d["inductor"]["path"]


def test_text_summary_shows_the_verdict_and_the_reruns(samples: Path) -> None:
    from rich.console import Console

    from pt2tui.render.summary import render_summary

    con = Console(record=True, width=200)
    root = str(samples / "no_cxx")
    con.print(render_summary(load_run(root), path=root))
    out = con.export_text()
    assert "Verdict: environment\nno working C++ compiler" in out
    assert f"pt2tui rerun {root} aot-eager" in out


def test_interrupted_is_an_entry_of_the_table() -> None:
    from pt2tui.core.analysis.interrupted import AGAIN, INTERRUPTED, SUMMARY

    assert SUMMARIES[INTERRUPTED] == SUMMARY
    assert [c.next for c in TABLE if c.name == INTERRUPTED] == [(AGAIN,)]


def test_an_interpreter_without_torch_is_named_with_python(tmp_path: Path) -> None:
    """A program run by a venv's python that has no torch: not "other" with `eager` next (which
    fails the same way) but environment / no_torch, the interpreter named and --python offered.
    Recorded here: `pt2tui run --no-tui -- venv/bin/python prog.py` with a bare venv."""
    import subprocess
    import sys

    from pt2tui.core.analysis.verdict import verdict_dict

    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(tmp_path / "venv")], check=True,
                   timeout=120)  # fmt: skip
    (tmp_path / "prog.py").write_text("import torch\n\nprint(torch.compile)\n")
    r = subprocess.run([sys.executable, "-m", "pt2tui", "run", "--no-tui", "--", "venv/bin/python", "prog.py"],
                       cwd=tmp_path, capture_output=True, text=True, timeout=120)  # fmt: skip
    assert r.returncode == 1, r.stderr
    (rd,) = (tmp_path / "pt2tui_runs").iterdir()
    run = load_run(str(rd))
    t = classify(run)[0]
    assert (t.category, t.kind, t.stopped) == ("environment", "no_torch", True)
    assert "cannot import torch" in t.summary and "--python" in t.summary
    assert any("the interpreter venv/bin/python cannot import torch" in e.text for e in t.evidence)
    v = verdict_dict(run, path=str(rd))
    assert v["commands"][0]["command"] == f"pt2tui rerun {rd} again --python PATH"


def test_warm_compiles_every_exception_pattern_up_front() -> None:
    """`summary` compiles the rules' patterns while its workers read (categories.warm): a
    match afterwards compiles none of its own."""
    from pt2tui.core.analysis.triage import categories

    categories.warm()
    before = dict(re._cache)  # type: ignore[attr-defined]
    for c in categories.TABLE:
        for r in c.exceptions:
            categories.match_exception(r.types[0] if r.types else "Exception", "m", ("f.py:g",), "x")
    assert all(k in before for k in re._cache)  # type: ignore[attr-defined]
