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


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
