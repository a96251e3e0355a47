class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "Sym(s17)", primals_2: "f32[s17, 64]", tangents_1: "f32[s17, 64]"):
        # File: /home/dev/pt2tui/sample_traces/gpu_programs/breaks_and_recompiles.py:16 in torch_dynamo_resume_in_forward_at_15, code: return y.sin()
        cos: "f32[s17, 64]" = torch.ops.aten.cos.default(primals_2);  primals_2 = None
        mul_2: "f32[s17, 64]" = torch.ops.aten.mul.Tensor(tangents_1, cos);  tangents_1 = cos = None
        return (None, mul_2)
