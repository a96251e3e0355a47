class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "Sym(s77)", primals_4: "f32[s77, 8]", le: "b8[s77, 8]", tangents_1: "f32[s77, 8]"):
        # File: /home/dev/pt2tui/sample_traces/scenarios.py:83 in forward, code: y = torch.relu(self.lin(x))
        full_default: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where: "f32[s77, 8]" = torch.ops.aten.where.self(le, full_default, tangents_1);  le = full_default = tangents_1 = None
        permute_1: "f32[8, s77]" = torch.ops.aten.permute.default(where, [1, 0])
        mm: "f32[8, 8]" = torch.ops.aten.mm.default(permute_1, primals_4);  permute_1 = primals_4 = None
        sum_2: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(where, [0], True);  where = None
        view: "f32[8]" = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        return (mm, view, None, None)
