class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[100]", arg1_1: "i64[101]"):
        # File: /home/dev/pt2tui/sample_traces/gpu_programs/oob_gather.py:8 in gather, code: return (x[idx] * 2).sum()
        index: "f32[101]" = torch.ops.aten.index.Tensor(arg0_1, [arg1_1]);  arg0_1 = arg1_1 = None
        mul: "f32[101]" = torch.ops.aten.mul.Tensor(index, 2);  index = None
        sum_1: "f32[]" = torch.ops.aten.sum.default(mul);  mul = None
        return (sum_1,)
