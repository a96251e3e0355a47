class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[64]"):
        # File: /home/dev/pt2tui/sample_traces/programs/sin_compile.py:10 in f, code: return x.sin() * 2 + 1
        sin: "f32[64]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
        mul: "f32[64]" = torch.ops.aten.mul.Tensor(sin, 2);  sin = None
        add: "f32[64]" = torch.ops.aten.add.Tensor(mul, 1);  mul = None
        return (add,)
