"""The small torch programs that ``record_samples.py`` runs, one per scenario.

Run one directly with ``python sample_traces/scenarios.py NAME``; ``record_samples.py`` does
that in a child process with TORCH_TRACE, TORCH_COMPILE_DEBUG and TORCH_LOGS set.

Every scenario is CPU-only, seeded and uses small tensors so that it finishes in well under
a minute on a laptop. ``EXPECTED_EXIT`` says how each one is meant to end.

This file is hashed (with record_samples.py) into the cache key of tests/recorded.py: any
edit here makes the tests record fresh copies.
"""

from __future__ import annotations

import sys

# name -> the exit code the program is meant to end with
EXPECTED_EXIT: dict[str, int] = {
    "breaks_and_recompiles": 0,
    "compile_error": 1,
    "accuracy_error": 1,
    "nan_producer": 0,
    "runtime_error": 1,
}

SCENARIOS: tuple[str, ...] = tuple(EXPECTED_EXIT)

DESCRIPTIONS: dict[str, str] = {
    "breaks_and_recompiles": (
        "nn.Module (Linear+relu) with a data-dependent `if y.sum() > 0:` and a print() in "
        "forward (two graph-break reasons, hit again on every recompile), called at batch "
        "sizes 2, 3, 4 with .sum().backward() (a shape recompile, then dynamic); plus a "
        "compiled function of a Python float `scale` called with 0.5, 1.5, 2.5 "
        "(an L['scale'] == 0.5 guard failure)."
    ),
    "compile_error": (
        "MLP with relu under cpp.inject_relu_bug_TESTING_ONLY='compile_error': the generated "
        "C++ does not compile; torch._inductor.exc.InductorError (CppCompileError) propagates "
        "out of the first call, exit 1."
    ),
    "accuracy_error": (
        "Same MLP under cpp.inject_relu_bug_TESTING_ONLY='accuracy' (relu(x) becomes x + 1): "
        "compiled output differs from eager; prints 'accuracy ok: False', exit 1."
    ),
    "nan_producer": (
        "torch.compile'd (x - 1).log().exp() * 3 on x in [0, 1): every element is NaN; prints "
        "the NaN count, exit 0."
    ),
    "runtime_error": (
        "Same MLP under cpp.inject_relu_bug_TESTING_ONLY='runtime_error': compiles, then the "
        "kernel throws when the compiled code runs."
    ),
}


def _mlp():
    import torch
    from torch import nn

    torch.manual_seed(0)
    return nn.Sequential(
        nn.Linear(16, 32),
        nn.ReLU(),
        nn.Linear(32, 8),
    )


# --------------------------------------------------------------------------------------
# 1. graph breaks and recompiles
# --------------------------------------------------------------------------------------


def breaks_and_recompiles() -> int:
    import torch
    from torch import nn

    class BranchyNet(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.lin = nn.Linear(8, 8)

        def forward(self, x):
            y = torch.relu(self.lin(x))
            # data-dependent control flow: graph break on every compile of this frame
            if y.sum() > 0:
                y = y * 2
            else:
                y = y - 1
            # a builtin print: a graph break of another kind
            print("BranchyNet.forward: batch", x.shape[0])
            return y.sin()

    torch.manual_seed(0)
    model = BranchyNet()
    compiled = torch.compile(model)
    for batch in (2, 3, 4):
        x = torch.randn(batch, 8)
        out = compiled(x)
        out.sum().backward()
        print(f"batch {batch}: out {tuple(out.shape)} grad norm {model.lin.weight.grad.norm():.4f}")

    @torch.compile
    def scaled(x, scale: float):
        return (x * scale).tanh() + scale

    x = torch.randn(4, 4)
    for scale in (0.5, 1.5, 2.5):
        print(f"scale {scale}: {scaled(x, scale).sum().item():.4f}")
    return 0


# --------------------------------------------------------------------------------------
# 2, 3, 5. injected inductor relu bugs
# --------------------------------------------------------------------------------------


def _buggy_mlp(bug: str):
    import torch
    import torch._inductor.config as inductor_config

    inductor_config.cpp.inject_relu_bug_TESTING_ONLY = bug
    model = _mlp()
    x = torch.randn(4, 16)
    return model, torch.compile(model), x


def compile_error() -> int:
    _model, compiled, x = _buggy_mlp("compile_error")
    out = compiled(x)  # raises InductorError: CppCompileError; left to propagate
    print("unexpectedly compiled:", tuple(out.shape))
    return 0


def accuracy_error() -> int:
    import torch

    model, compiled, x = _buggy_mlp("accuracy")
    expected = model(x)
    actual = compiled(x)
    ok = torch.allclose(expected, actual, rtol=1e-4, atol=1e-4)
    print(f"max abs diff: {(expected - actual).abs().max().item():.6f}")
    print(f"accuracy ok: {ok}")
    return 0 if ok else 1


def runtime_error() -> int:
    _model, compiled, x = _buggy_mlp("runtime_error")
    out = compiled(x)  # the generated kernel throws when it runs; left to propagate
    print("unexpectedly ran:", tuple(out.shape))
    return 0


# --------------------------------------------------------------------------------------
# 4. NaNs
# --------------------------------------------------------------------------------------


def nan_producer() -> int:
    import torch

    @torch.compile
    def f(x):
        return (x - 1).log().exp() * 3

    torch.manual_seed(0)
    x = torch.rand(64, 64)  # [0, 1): x - 1 < 0, so log() is NaN everywhere
    out = f(x)
    nans = int(torch.isnan(out).sum())
    print(f"NaNs in output: {nans} of {out.numel()}")
    return 0


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0] not in SCENARIOS:
        print(f"usage: scenarios.py {{{','.join(SCENARIOS)}}}", file=sys.stderr)
        return 2
    return globals()[argv[0]]()


# --------------------------------------------------------------------------------------
# 6. FX graph and AOTAutograd caches: a miss, a hit, a bypass
#
# Written below main() so that the lines above keep their numbers: the committed samples'
# stacks and provenance point at scenarios.py:85, :90, :104, :177, ... (only the
# `sys.exit(main(...))` line at the end, :181 in the older samples' stacks, moves).
# --------------------------------------------------------------------------------------

EXPECTED_EXIT["cache_bypass"] = 0
SCENARIOS = tuple(EXPECTED_EXIT)
DESCRIPTIONS["cache_bypass"] = (
    "Three functions with the same body, (x.sin() + 1) * 2, compiled one after another: the "
    "first misses the FX graph and AOTAutograd caches and fills them, the second hits both, "
    "the third runs with a plain function as inductor's post_grad_custom_post_pass (not a "
    "CustomGraphPass with a uuid()), so both caches are bypassed with torch's reason "
    "'Unsupported post grad custom pass'."
)


def cache_bypass() -> int:
    import torch
    import torch._inductor.config as inductor_config

    def scale_shift(x):
        return (x.sin() + 1) * 2

    # another function, the same graph: served from the caches scale_shift filled
    def scale_shift_again(x):
        return (x.sin() + 1) * 2

    def scale_shift_counted(x):
        return (x.sin() + 1) * 2

    def count_nodes(graph) -> None:
        # a plain callable: inductor cannot key its caches on it, so it bypasses them
        print(f"post-grad pass: {len(graph.nodes)} nodes")

    torch.manual_seed(0)
    x = torch.randn(8, 8)
    print(f"scale_shift: {torch.compile(scale_shift)(x).sum().item():.4f}")
    print(f"scale_shift_again: {torch.compile(scale_shift_again)(x).sum().item():.4f}")
    with inductor_config.patch(post_grad_custom_post_pass=count_nodes):
        print(f"scale_shift_counted: {torch.compile(scale_shift_counted)(x).sum().item():.4f}")
    return 0


# --------------------------------------------------------------------------------------
# 7-17. export, AOTInductor, Dynamo errors, a crash, a broken toolchain, a poisoned or full
# cache. Also below main(), for the same reason as cache_bypass (their samples' stacks
# point at the lines below too).
#
# SCENARIO_ENV: extra variables a scenario's child gets (set after the TORCH* variables of
# the caller are dropped; recorded in run.json "env"). SCENARIO_SETUP: the name of a setup
# hook in record_samples.py (``SETUP_HOOKS``) that prepares the machine around the run.
# --------------------------------------------------------------------------------------

SCENARIO_ENV: dict[str, dict[str, str]] = {
    "aoti_input_mismatch": {"AOTI_RUNTIME_CHECK_INPUTS": "1"},
    "segfault_after_compile": {"PYTHONFAULTHANDLER": "1"},
    "no_cxx": {"CXX": "/usr/bin/no-such-cxx"},
}
SCENARIO_SETUP: dict[str, str] = {
    "disk_full": "full_cache_fs",
}

EXPECTED_EXIT.update(
    {
        "export_specialized_dim": 1,
        "aoti_cpu": 0,
        "aoti_input_mismatch": 1,
        "mark_dynamic_specialized": 1,
        "data_dependent_fullgraph": 1,
        "recompile_limit": 0,
        "fullgraph_break": 1,
        "segfault_after_compile": -11,  # killed by SIGSEGV (Popen's returncode)
        "cache_poisoned": 1,
        "no_cxx": 1,
        "disk_full": 1,
    }
)
SCENARIOS = tuple(EXPECTED_EXIT)
DESCRIPTIONS.update(
    {
        "export_specialized_dim": (
            "torch.export.export of a module doing y = x * 2; y.reshape(8, -1) with "
            "dynamic_shapes={'x': {0: Dim('batch')}}: tracing specializes the batch dim, so "
            "export raises a constraint violation ('Constraints violated (batch)!'), exit 1."
        ),
        "aoti_cpu": (
            "torch.export.export of an MLP, torch._inductor.aoti_compile_and_package into "
            "$TMPDIR, aoti_load_package, run and compare with eager: prints 'aoti ok: True', "
            "exit 0. One AOTInductor compile, compile id [-/-], with a C++ wrapper."
        ),
        "aoti_input_mismatch": (
            "The same AOTInductor package (static shape [4, 16]), run with "
            "AOTI_RUNTIME_CHECK_INPUTS=1 on a [5, 16] input: the model's input check throws, "
            "the runner raises RuntimeError, exit 1."
        ),
        "mark_dynamic_specialized": (
            "torch.compile of a function that branches on `x.shape[0] == 8`, called on an "
            "[8, 4] tensor after torch._dynamo.mark_dynamic(x, 0): the branch specializes the "
            "marked dim and Dynamo raises ConstraintViolationError, exit 1."
        ),
        "data_dependent_fullgraph": (
            "torch.compile(fullgraph=True) with capture_scalar_outputs=True of code that does "
            "n = (x > 0).sum().item() and branches on `n > 3`: Dynamo raises UserError 'Could "
            "not guard on data-dependent expression u0 > 3' (no graph break); exit 1."
        ),
        "recompile_limit": (
            "torch.compile(dynamic=False) of a function of a tensor and a Python int k that "
            "branches on k % 2, called with k = 1..10: every k is a new specialization (guard "
            "k == <value>); the 9th call hits config.recompile_limit (8), Dynamo logs it and "
            "runs the frame eagerly from then on; exit 0. Only two distinct graphs, so "
            "compiles 3-8 hit the FX graph cache."
        ),
        "fullgraph_break": (
            "torch.compile(fullgraph=True) of a function with a print() between two ops: the "
            "print is a graph break, so torch._dynamo.exc.Unsupported is raised; exit 1."
        ),
        "segfault_after_compile": (
            "Compiles and runs (x.cos() + 1).sum(), prints the result, then reads address 0 "
            "with ctypes.string_at(0) under PYTHONFAULTHANDLER=1: the process dies of "
            "SIGSEGV (exit -11) after faulthandler prints 'Fatal Python error: Segmentation "
            "fault' and the Python stack."
        ),
        "cache_poisoned": (
            "A child process (no TORCH_TRACE / TORCH_COMPILE_DEBUG) compiles (x.sin() * 2 + 1) "
            "with the same TORCHINDUCTOR_CACHE_DIR; then every compiled C++ kernel shared "
            "object in that cache (<cache>/<xx>/c<hash>.main.so; not inductor's vec-ISA probe "
            ".so) is cut to 0 bytes, as a kill during the copy into the "
            "cache would leave it; then the same function is compiled in-process: the same kernel "
            "maps to the cut .so, which is loaded, not rebuilt: 'file too short'; exit 1."
        ),
        "no_cxx": (
            "CXX=/usr/bin/no-such-cxx: the first compile that needs a C++ kernel raises "
            "InvalidCxxCompiler ('No working C++ compiler found'); exit 1."
        ),
        "disk_full": (
            "TORCHINDUCTOR_CACHE_DIR on a 1 MiB tmpfs that the recorder fills to the last "
            "byte before the run (setup hook full_cache_fs): the first write into the cache (the "
            "vec-ISA probe's .cpp) fails: OSError [Errno 28] No space left on device; exit 1."
        ),
    }
)


def _small_mlp_and_input():
    import torch

    model = _mlp().eval()
    torch.manual_seed(1)
    return model, torch.randn(4, 16)


def export_specialized_dim() -> int:
    import torch
    from torch import nn

    class Reshape8(nn.Module):
        def forward(self, x):
            y = x * 2
            return y.reshape(8, -1)

    torch.manual_seed(0)
    x = torch.randn(8, 4)
    batch = torch.export.Dim("batch")
    # raises a constraint violation (the reshape specializes batch); left to propagate
    ep = torch.export.export(Reshape8(), (x,), dynamic_shapes={"x": {0: batch}})
    print("unexpectedly exported:", ep)
    return 0


def _aoti_package(name: str):
    """export + aoti_compile_and_package an MLP into $TMPDIR; (eager model, input, loaded)."""
    import os
    import tempfile

    import torch

    model, x = _small_mlp_and_input()
    ep = torch.export.export(model, (x,))
    path = os.path.join(tempfile.gettempdir(), f"{name}.pt2")
    pkg = torch._inductor.aoti_compile_and_package(ep, package_path=path)
    print(f"package: {pkg}")
    return model, x, torch._inductor.aoti_load_package(pkg)


def aoti_cpu() -> int:
    import torch

    model, x, loaded = _aoti_package("aoti_cpu")
    with torch.no_grad():
        expected = model(x)
    actual = loaded(x)
    ok = torch.allclose(expected, actual, rtol=1e-4, atol=1e-4)
    print(f"out {tuple(actual.shape)}, max abs diff {(expected - actual).abs().max().item():.2e}")
    print(f"aoti ok: {ok}")
    return 0 if ok else 1


def aoti_input_mismatch() -> int:
    import os

    import torch

    print(f"AOTI_RUNTIME_CHECK_INPUTS={os.environ.get('AOTI_RUNTIME_CHECK_INPUTS')}")
    _model, x, loaded = _aoti_package("aoti_input_mismatch")
    print(f"ok on {tuple(x.shape)}: {tuple(loaded(x).shape)}")
    wrong = torch.randn(5, 16)
    out = loaded(wrong)  # the input check throws; left to propagate
    print("unexpectedly ran on", tuple(wrong.shape), "->", tuple(out.shape))
    return 0


def mark_dynamic_specialized() -> int:
    import torch

    @torch.compile
    def pick(x):
        if x.shape[0] == 8:  # specializes the marked dim
            return x * 2
        return x - 1

    torch.manual_seed(0)
    x = torch.randn(8, 4)
    torch._dynamo.mark_dynamic(x, 0)
    out = pick(x)  # raises ConstraintViolationError; left to propagate
    print("unexpectedly compiled:", tuple(out.shape))
    return 0


def data_dependent_fullgraph() -> int:
    import torch

    torch._dynamo.config.capture_scalar_outputs = True

    @torch.compile(fullgraph=True)
    def count_then_branch(x):
        n = (x > 0).sum().item()
        if n > 3:
            return x * n
        return x - 1

    torch.manual_seed(0)
    out = count_then_branch(torch.randn(16))  # raises; left to propagate
    print("unexpectedly compiled:", tuple(out.shape))
    return 0


def recompile_limit() -> int:
    import torch

    @torch.compile(dynamic=False)
    def step(x, k: int):
        # k is guarded on (k == 1, k == 2, ...) but only its parity reaches the graph: two
        # distinct graphs, so after the first two compiles the FX graph cache hits
        y = x.sin()
        if k % 2 == 0:
            return y * 2
        return y - 1

    torch.manual_seed(0)
    x = torch.randn(4)
    for k in range(1, 11):
        print(f"k={k}: {step(x, k).sum().item():.4f}")
    return 0


def fullgraph_break() -> int:
    import torch

    @torch.compile(fullgraph=True)
    def noisy(x):
        y = x.sin()
        print("noisy: y computed")  # a graph break, not allowed under fullgraph
        return y.cos()

    torch.manual_seed(0)
    out = noisy(torch.randn(8))  # raises torch._dynamo.exc.Unsupported; left to propagate
    print("unexpectedly compiled:", tuple(out.shape))
    return 0


def segfault_after_compile() -> int:
    import ctypes

    import torch

    @torch.compile
    def f(x):
        return (x.cos() + 1).sum()

    torch.manual_seed(0)
    print(f"compiled result: {f(torch.randn(16)).item():.4f}")
    print("now reading address 0", flush=True)
    ctypes.string_at(0)  # SIGSEGV; faulthandler (PYTHONFAULTHANDLER=1) prints the stack
    print("unexpectedly still alive")
    return 0


_POISON_CHILD = """
import torch
def f(x):
    return x.sin() * 2 + 1
torch.manual_seed(0)
print(torch.compile(f)(torch.randn(8, 8)).sum().item())
"""


def _private_cache_dir(name: str) -> str:
    """TORCHINDUCTOR_CACHE_DIR, or a fresh temp dir when run by hand (never the user's cache)."""
    import os
    import tempfile

    if not os.environ.get("TORCHINDUCTOR_CACHE_DIR"):
        os.environ["TORCHINDUCTOR_CACHE_DIR"] = tempfile.mkdtemp(prefix=f"{name}-cache-")
    return os.environ["TORCHINDUCTOR_CACHE_DIR"]


def cache_poisoned() -> int:
    import os
    import subprocess
    from pathlib import Path

    cache = Path(_private_cache_dir("cache_poisoned"))
    child_env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("TORCH_TRACE", "TORCH_COMPILE_DEBUG", "TORCH_COMPILE_DEBUG_DIR", "TORCH_LOGS")
    }
    child = subprocess.run(
        [sys.executable, "-c", _POISON_CHILD],
        env=child_env,
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
    )
    print(f"warm-up child: exit {child.returncode}, printed {child.stdout.strip()!r}")
    if child.returncode != 0:
        print(child.stderr, file=sys.stderr)
        return 3
    cut = []
    for p in sorted(cache.rglob("*.so")):
        src = p.with_suffix(".cpp")
        if src.is_file() and "__avx_chk_kernel" in src.read_text(errors="replace"):
            # inductor's vec-ISA probe, not a kernel: cutting it changes the detected ISA,
            # and with it every cache key, so nothing would hit
            print(f"leaving the vec-ISA probe alone: {p}")
            continue
        cut.append(p)
    for p in cut:
        print(f"cutting to 0 bytes: {p} ({p.stat().st_size} bytes)")
        os.truncate(p, 0)
    if not cut:
        print("no *.so in the cache: nothing to poison", file=sys.stderr)
        return 3

    import torch

    def f(x):
        return x.sin() * 2 + 1

    torch.manual_seed(0)
    out = torch.compile(f)(torch.randn(8, 8))  # loads the cut kernel; left to propagate
    print("unexpectedly ran:", out.sum().item())
    return 0


def no_cxx() -> int:
    import os

    import torch

    print(f"CXX={os.environ.get('CXX')}")

    @torch.compile
    def f(x):
        return x.sin() * 2 + 1

    torch.manual_seed(0)
    out = f(torch.randn(8, 8))  # raises InvalidCxxCompiler; left to propagate
    print("unexpectedly compiled:", out.sum().item())
    return 0


def disk_full() -> int:
    import os

    cache = _private_cache_dir("disk_full")
    st = os.statvfs(cache)
    print(f"inductor cache dir: {cache}, {st.f_bavail * st.f_frsize} bytes free")
    if st.f_bavail:
        print("not on a full filesystem: use record_samples.py (full_cache_fs)", file=sys.stderr)
        return 3  # not the scenario: run by hand, without the recorder's setup hook

    import torch

    @torch.compile
    def f(x):
        return x.sin() * 2 + 1

    torch.manual_seed(0)

    out = f(torch.randn(8, 8))  # the write into the cache fails (ENOSPC); left to propagate
    print("unexpectedly compiled:", out.sum().item())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
