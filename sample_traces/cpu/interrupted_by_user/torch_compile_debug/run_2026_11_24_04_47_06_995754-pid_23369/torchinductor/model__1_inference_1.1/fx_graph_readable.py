class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8]"):
        # File: /home/dev/pt2tui/sample_traces/programs/until_interrupted.py:18 in torch_dynamo_resume_in_step_at_17, code: return y.cos() + 1
        cos: "f32[8]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
        add: "f32[8]" = torch.ops.aten.add.Tensor(cos, 1);  cos = None
        return (add,)
