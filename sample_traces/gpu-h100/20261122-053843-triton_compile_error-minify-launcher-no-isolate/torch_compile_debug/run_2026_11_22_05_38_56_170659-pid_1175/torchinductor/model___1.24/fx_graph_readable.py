class GraphModule(torch.nn.Module):
    def forward(self, addmm: "f32[16, 32]"):
        # File: /home/dev/pt2tui/sample_traces/gpu-h100/20261122-053843-triton_compile_error-minify-launcher-no-isolate/minifier_launcher.py:81 in forward, code: relu = torch.ops.aten.relu.default(addmm);  addmm = None
        relu: "f32[16, 32]" = torch.ops.aten.relu.default(addmm);  addmm = None
        return [relu]
