class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 8]", tangents_1: "f32[2, 8]"):
        # File: /home/dev/pt2tui/sample_traces/scenarios.py:91 in torch_dynamo_resume_in_forward_at_90, code: return y.sin()
        cos: "f32[2, 8]" = torch.ops.aten.cos.default(primals_1);  primals_1 = None
        mul: "f32[2, 8]" = torch.ops.aten.mul.Tensor(tangents_1, cos);  tangents_1 = cos = None
        return (mul,)
