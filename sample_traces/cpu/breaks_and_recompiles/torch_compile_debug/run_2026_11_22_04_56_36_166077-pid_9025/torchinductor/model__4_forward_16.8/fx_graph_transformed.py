class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "Sym(s17)", primals_2: "f32[s17, 8]", primals_3: "Sym(s77)"):
        # File: /home/dev/pt2tui/sample_traces/scenarios.py:86 in torch_dynamo_resume_in_forward_at_85, code: y = y * 2
        mul: "f32[s17, 8]" = torch.ops.aten.mul.Tensor(primals_2, 2);  primals_2 = None
        return (primals_3, mul, primals_1)
