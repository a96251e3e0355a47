class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "Sym(s77)", arg1_1: "f32[s77]"):
        # File: /home/dev/pt2tui/sample_traces/gpu_programs/cuda_oom.py:10 in outer, code: return x[:, None] * x[None, :] + 1
        unsqueeze: "f32[s77, 1]" = torch.ops.aten.unsqueeze.default(arg1_1, 1)
        unsqueeze_1: "f32[1, s77]" = torch.ops.aten.unsqueeze.default(arg1_1, 0);  arg1_1 = None
        mul_6: "f32[s77, s77]" = torch.ops.aten.mul.Tensor(unsqueeze, unsqueeze_1);  unsqueeze = unsqueeze_1 = None
        add_12: "f32[s77, s77]" = torch.ops.aten.add.Tensor(mul_6, 1);  mul_6 = None
        return (add_12,)
