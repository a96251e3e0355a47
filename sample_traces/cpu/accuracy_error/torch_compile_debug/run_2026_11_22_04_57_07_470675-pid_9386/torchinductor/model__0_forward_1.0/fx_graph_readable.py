class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[32, 16]", primals_2: "f32[32]", primals_3: "f32[4, 16]", primals_4: "f32[8, 32]", primals_5: "f32[8]"):
        # No stacktrace found for following nodes
        permute: "f32[16, 32]" = torch.ops.aten.permute.default(primals_1, [1, 0]);  primals_1 = None
        addmm: "f32[4, 32]" = torch.ops.aten.addmm.default(primals_2, primals_3, permute);  primals_2 = permute = None
        relu: "f32[4, 32]" = torch.ops.aten.relu.default(addmm);  addmm = None
        permute_1: "f32[32, 8]" = torch.ops.aten.permute.default(primals_4, [1, 0])
        addmm_1: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_5, relu, permute_1);  primals_5 = permute_1 = None
        return (addmm_1, primals_3, primals_4, relu)
