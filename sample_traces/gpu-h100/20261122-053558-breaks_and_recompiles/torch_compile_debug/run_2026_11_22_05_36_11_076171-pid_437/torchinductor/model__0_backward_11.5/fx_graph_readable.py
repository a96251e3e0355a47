class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[64, 64]", primals_3: "f32[8, 64]", le: "b8[8, 64]", tangents_1: "f32[8, 64]"):
        # File: /home/dev/pt2tui/sample_traces/gpu_programs/breaks_and_recompiles.py:12 in forward, code: y = torch.relu(self.lin(x))
        full_default: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where: "f32[8, 64]" = torch.ops.aten.where.self(le, full_default, tangents_1);  le = full_default = tangents_1 = None
        permute: "f32[64, 64]" = torch.ops.aten.permute.default(primals_1, [1, 0]);  primals_1 = None
        permute_1: "f32[64, 64]" = torch.ops.aten.permute.default(permute, [1, 0]);  permute = None
        mm: "f32[8, 64]" = torch.ops.aten.mm.default(where, permute_1);  permute_1 = None
        permute_2: "f32[64, 8]" = torch.ops.aten.permute.default(where, [1, 0])
        mm_1: "f32[64, 64]" = torch.ops.aten.mm.default(permute_2, primals_3);  permute_2 = primals_3 = None
        sum_2: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(where, [0], True);  where = None
        view: "f32[64]" = torch.ops.aten.view.default(sum_2, [64]);  sum_2 = None
        return (mm_1, view, mm)
