class GraphModule(torch.nn.Module):
    def forward(self, tangents_1: "f32[8, 64]"):
        # File: /home/dev/pt2tui/sample_traces/gpu_programs/breaks_and_recompiles.py:14 in torch_dynamo_resume_in_forward_at_13, code: y = y * 2
        mul_1: "f32[8, 64]" = torch.ops.aten.mul.Tensor(tangents_1, 2);  tangents_1 = None
        return (mul_1,)
