class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[64, 64]", primals_2: "f32[64]", primals_3: "f32[8, 64]"):
        # File: /home/dev/pt2tui/sample_traces/gpu_programs/breaks_and_recompiles.py:12 in forward, code: y = torch.relu(self.lin(x))
        permute: "f32[64, 64]" = torch.ops.aten.permute.default(primals_1, [1, 0])
        addmm: "f32[8, 64]" = torch.ops.aten.addmm.default(primals_2, primals_3, permute);  primals_2 = permute = None
        relu: "f32[8, 64]" = torch.ops.aten.relu.default(addmm);  addmm = None

        # File: /home/dev/pt2tui/sample_traces/gpu_programs/breaks_and_recompiles.py:13 in forward, code: if y.sum() > 0:  # data-dependent branch: graph break
        sum_1: "f32[]" = torch.ops.aten.sum.default(relu)
        gt: "b8[]" = torch.ops.aten.gt.Scalar(sum_1, 0);  sum_1 = None

        # File: /home/dev/pt2tui/sample_traces/gpu_programs/breaks_and_recompiles.py:12 in forward, code: y = torch.relu(self.lin(x))
        le: "b8[8, 64]" = torch.ops.aten.le.Scalar(relu, 0)
        return (gt, relu, primals_1, primals_3, le)
