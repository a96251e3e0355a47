class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8, 4]"):
        # File: /home/dev/pt2tui/sample_traces/scenarios.py:400 in pick, code: return x * 2
        mul: "f32[8, 4]" = torch.ops.aten.mul.Tensor(arg0_1, 2);  arg0_1 = None
        return (mul,)
