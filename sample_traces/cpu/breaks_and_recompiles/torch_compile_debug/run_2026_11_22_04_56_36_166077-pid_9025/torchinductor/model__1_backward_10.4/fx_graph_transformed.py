class GraphModule(torch.nn.Module):
    def forward(self, tangents_1: "f32[2, 8]"):
        # File: /home/dev/pt2tui/sample_traces/scenarios.py:86 in torch_dynamo_resume_in_forward_at_85, code: y = y * 2
        mul_1: "f32[2, 8]" = torch.ops.aten.mul.Tensor(tangents_1, 2);  tangents_1 = None
        return (mul_1,)
