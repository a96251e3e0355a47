class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 64]", tangents_1: "f32[8, 64]"):
        # File: /home/dev/pt2tui/sample_traces/gpu_programs/breaks_and_recompiles.py:16 in torch_dynamo_resume_in_forward_at_15, code: return y.sin()
        cos: "f32[8, 64]" = torch.ops.aten.cos.default(primals_1);  primals_1 = None
        mul: "f32[8, 64]" = torch.ops.aten.mul.Tensor(tangents_1, cos);  tangents_1 = cos = None
        return (mul,)
