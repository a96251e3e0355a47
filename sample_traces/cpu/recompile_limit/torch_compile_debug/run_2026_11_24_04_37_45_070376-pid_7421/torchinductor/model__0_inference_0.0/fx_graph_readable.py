class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4]"):
        # File: /home/dev/pt2tui/sample_traces/scenarios.py:436 in step, code: y = x.sin()
        sin: "f32[4]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None

        # File: /home/dev/pt2tui/sample_traces/scenarios.py:439 in step, code: return y - 1
        sub: "f32[4]" = torch.ops.aten.sub.Tensor(sin, 1);  sin = None
        return (sub,)
