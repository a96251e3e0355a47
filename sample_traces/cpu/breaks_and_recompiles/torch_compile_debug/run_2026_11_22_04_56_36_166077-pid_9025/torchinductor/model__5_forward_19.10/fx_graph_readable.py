class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "Sym(s17)", primals_2: "f32[s17, 8]"):
        # File: /home/dev/pt2tui/sample_traces/scenarios.py:91 in torch_dynamo_resume_in_forward_at_90, code: return y.sin()
        sin: "f32[s17, 8]" = torch.ops.aten.sin.default(primals_2)
        return (sin, primals_2, primals_1)
