class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8]"):
        # File: /home/dev/pt2tui/sample_traces/programs/diff_variants.py:60 in scaled, code: return (x * scale).tanh() + scale
        mul: "f32[8]" = torch.ops.aten.mul.Tensor(arg0_1, 0.5);  arg0_1 = None
        tanh: "f32[8]" = torch.ops.aten.tanh.default(mul);  mul = None
        add: "f32[8]" = torch.ops.aten.add.Tensor(tanh, 0.5);  tanh = None
        return (add,)
