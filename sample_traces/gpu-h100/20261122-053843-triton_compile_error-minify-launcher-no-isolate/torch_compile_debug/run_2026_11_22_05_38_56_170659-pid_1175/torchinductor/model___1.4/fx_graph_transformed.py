class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[32, 32]", arg1_1: "f32[32]", arg2_1: "f32[16, 32]", arg3_1: "f32[8, 32]", addmm_1: "f32[16, 8]"):
        # File: /home/dev/pt2tui/sample_traces/gpu-h100/20261122-053843-triton_compile_error-minify-launcher-no-isolate/minifier_launcher.py:79 in forward, code: permute = torch.ops.aten.permute.default(primals_1, [1, 0]);  primals_1 = None
        permute: "f32[32, 32]" = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None

        # File: /home/dev/pt2tui/sample_traces/gpu-h100/20261122-053843-triton_compile_error-minify-launcher-no-isolate/minifier_launcher.py:80 in forward, code: addmm = torch.ops.aten.addmm.default(primals_2, primals_3, permute);  primals_2 = permute = None
        mm_default: "f32[16, 32]" = torch.ops.aten.mm.default(arg2_1, permute);  permute = None
        add_tensor: "f32[16, 32]" = torch.ops.aten.add.Tensor(arg1_1, mm_default);  arg1_1 = mm_default = None

        # File: /home/dev/pt2tui/sample_traces/gpu-h100/20261122-053843-triton_compile_error-minify-launcher-no-isolate/minifier_launcher.py:81 in forward, code: relu = torch.ops.aten.relu.default(addmm);  addmm = None
        relu: "f32[16, 32]" = torch.ops.aten.relu.default(add_tensor);  add_tensor = None
        return (addmm_1, arg2_1, arg3_1, relu)
