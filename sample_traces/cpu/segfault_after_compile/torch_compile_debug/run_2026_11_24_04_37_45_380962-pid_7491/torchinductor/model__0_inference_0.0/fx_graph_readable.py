class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[16]"):
        # File: /home/dev/pt2tui/sample_traces/scenarios.py:470 in f, code: return (x.cos() + 1).sum()
        cos: "f32[16]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
        add: "f32[16]" = torch.ops.aten.add.Tensor(cos, 1);  cos = None
        sum_1: "f32[]" = torch.ops.aten.sum.default(add);  add = None
        return (sum_1,)
