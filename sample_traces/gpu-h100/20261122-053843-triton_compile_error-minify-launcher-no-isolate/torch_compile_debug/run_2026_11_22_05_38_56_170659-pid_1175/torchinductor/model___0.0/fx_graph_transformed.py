class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[32, 32]", arg1_1: "f32[32]", arg2_1: "f32[16, 32]", arg3_1: "f32[8, 32]", arg4_1: "f32[8]"):
        # File: /home/dev/pt2tui/sample_traces/gpu-h100/20261122-053843-triton_compile_error-minify-launcher-no-isolate/minifier_launcher.py:79 in forward, code: permute = torch.ops.aten.permute.default(primals_1, [1, 0]);  primals_1 = None
        permute: "f32[32, 32]" = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None

        # File: /home/dev/pt2tui/sample_traces/gpu-h100/20261122-053843-triton_compile_error-minify-launcher-no-isolate/minifier_launcher.py:80 in forward, code: addmm = torch.ops.aten.addmm.default(primals_2, primals_3, permute);  primals_2 = permute = None
        mm_default: "f32[16, 32]" = torch.ops.aten.mm.default(arg2_1, permute);  permute = None
        add_tensor: "f32[16, 32]" = torch.ops.aten.add.Tensor(arg1_1, mm_default);  arg1_1 = mm_default = None

        # File: /home/dev/pt2tui/sample_traces/gpu-h100/20261122-053843-triton_compile_error-minify-launcher-no-isolate/minifier_launcher.py:81 in forward, code: relu = torch.ops.aten.relu.default(addmm);  addmm = None
        relu: "f32[16, 32]" = torch.ops.aten.relu.default(add_tensor);  add_tensor = None

        # File: /home/dev/pt2tui/sample_traces/gpu-h100/20261122-053843-triton_compile_error-minify-launcher-no-isolate/minifier_launcher.py:82 in forward, code: permute_1 = torch.ops.aten.permute.default(primals_4, [1, 0])
        permute_1: "f32[32, 8]" = torch.ops.aten.permute.default(arg3_1, [1, 0])

        # File: /home/dev/pt2tui/sample_traces/gpu-h100/20261122-053843-triton_compile_error-minify-launcher-no-isolate/minifier_launcher.py:83 in forward, code: addmm_1 = torch.ops.aten.addmm.default(primals_5, relu, permute_1);  primals_5 = permute_1 = None
        addmm_1: "f32[16, 8]" = torch.ops.aten.addmm.default(arg4_1, relu, permute_1);  arg4_1 = permute_1 = None
        return (addmm_1, arg2_1, arg3_1, relu)
