class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4]"):
        # File: /home/dev/pt2tui/sample_traces/scenarios.py:436 in step, code: y = x.sin()
        sin: "f32[4]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None

        # File: /home/dev/pt2tui/sample_traces/scenarios.py:438 in step, code: return y * 2
        mul: "f32[4]" = torch.ops.aten.mul.Tensor(sin, 2);  sin = None
        return (mul,)
