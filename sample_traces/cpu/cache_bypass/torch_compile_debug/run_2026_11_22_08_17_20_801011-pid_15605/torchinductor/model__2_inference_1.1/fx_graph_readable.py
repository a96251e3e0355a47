class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8, 8]"):
        # File: /home/dev/pt2tui/sample_traces/scenarios.py:211 in scale_shift_counted, code: return (x.sin() + 1) * 2
        sin: "f32[8, 8]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
        add: "f32[8, 8]" = torch.ops.aten.add.Tensor(sin, 1);  sin = None
        mul: "f32[8, 8]" = torch.ops.aten.mul.Tensor(add, 2);  add = None
        return (mul,)
