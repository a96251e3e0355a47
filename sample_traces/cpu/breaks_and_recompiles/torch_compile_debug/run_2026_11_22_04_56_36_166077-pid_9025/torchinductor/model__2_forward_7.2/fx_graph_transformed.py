class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 8]"):
        # File: /home/dev/pt2tui/sample_traces/scenarios.py:91 in torch_dynamo_resume_in_forward_at_90, code: return y.sin()
        sin: "f32[2, 8]" = torch.ops.aten.sin.default(primals_1)
        return (sin, primals_1)
