"""CUDA: an MLP compiled with triton.inject_relu_bug_TESTING_ONLY = "compile_error": the generated
Triton kernel does not compile (BackendCompilerFailed / InductorError). Exit 1."""

import torch
import torch._inductor.config as inductor_config

inductor_config.triton.inject_relu_bug_TESTING_ONLY = "compile_error"


def main() -> int:
    torch.manual_seed(0)
    mlp = torch.nn.Sequential(torch.nn.Linear(32, 32), torch.nn.ReLU(), torch.nn.Linear(32, 8)).cuda()
    out = torch.compile(mlp)(torch.randn(16, 32, device="cuda"))
    print(out.sum().item())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
