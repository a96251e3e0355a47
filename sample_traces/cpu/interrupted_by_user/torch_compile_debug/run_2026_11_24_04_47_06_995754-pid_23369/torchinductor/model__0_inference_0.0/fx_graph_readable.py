class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8]"):
        # File: /home/dev/pt2tui/sample_traces/programs/until_interrupted.py:16 in step, code: y = torch.sin(x) * 2
        sin: "f32[8]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
        mul: "f32[8]" = torch.ops.aten.mul.Tensor(sin, 2);  sin = None
        return (mul,)
