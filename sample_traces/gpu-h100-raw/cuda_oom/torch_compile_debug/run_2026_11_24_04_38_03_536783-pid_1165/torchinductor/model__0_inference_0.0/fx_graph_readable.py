class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[1000]"):
        # File: /home/dev/pt2tui/sample_traces/gpu_programs/cuda_oom.py:10 in outer, code: return x[:, None] * x[None, :] + 1
        unsqueeze: "f32[1000, 1]" = torch.ops.aten.unsqueeze.default(arg0_1, 1)
        unsqueeze_1: "f32[1, 1000]" = torch.ops.aten.unsqueeze.default(arg0_1, 0);  arg0_1 = None
        mul: "f32[1000, 1000]" = torch.ops.aten.mul.Tensor(unsqueeze, unsqueeze_1);  unsqueeze = unsqueeze_1 = None
        add: "f32[1000, 1000]" = torch.ops.aten.add.Tensor(mul, 1);  mul = None
        return (add,)
