class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[16, 32]"):
        # File: /home/dev/pt2tui/sample_traces/gpu-h100/20261122-053908-triton_compile_error-run-repro/repro.py:83 in forward, code: relu = torch.ops.aten.relu.default(addmm);  addmm = None
        relu: "f32[16, 32]" = torch.ops.aten.relu.default(arg0_1);  arg0_1 = None
        return [relu]
