class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 64]"):
        # File: /home/dev/pt2tui/sample_traces/gpu_programs/breaks_and_recompiles.py:16 in torch_dynamo_resume_in_forward_at_15, code: return y.sin()
        sin: "f32[8, 64]" = torch.ops.aten.sin.default(primals_1)
        return (sin, primals_1)
