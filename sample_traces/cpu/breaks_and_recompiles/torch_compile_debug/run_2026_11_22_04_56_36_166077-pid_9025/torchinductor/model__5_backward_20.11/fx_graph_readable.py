class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "Sym(s17)", primals_2: "f32[s17, 8]", tangents_1: "f32[s17, 8]"):
        # File: /home/dev/pt2tui/sample_traces/scenarios.py:91 in torch_dynamo_resume_in_forward_at_90, code: return y.sin()
        cos: "f32[s17, 8]" = torch.ops.aten.cos.default(primals_2);  primals_2 = None
        mul_2: "f32[s17, 8]" = torch.ops.aten.mul.Tensor(tangents_1, cos);  tangents_1 = cos = None
        return (None, mul_2)
