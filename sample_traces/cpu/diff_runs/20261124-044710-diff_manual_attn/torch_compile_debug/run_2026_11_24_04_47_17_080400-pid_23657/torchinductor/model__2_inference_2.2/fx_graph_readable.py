class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8]", arg1_1: "f64[]"):
        # No stacktrace found for following nodes
        convert_element_type_default_1: "f32[]" = torch.ops.prims.convert_element_type.default(arg1_1, torch.float32)
        mul_tensor: "f32[8]" = torch.ops.aten.mul.Tensor(arg0_1, convert_element_type_default_1);  arg0_1 = convert_element_type_default_1 = None

        # File: /home/dev/pt2tui/sample_traces/programs/diff_variants.py:60 in scaled, code: return (x * scale).tanh() + scale
        tanh: "f32[8]" = torch.ops.aten.tanh.default(mul_tensor);  mul_tensor = None

        # No stacktrace found for following nodes
        convert_element_type_default_2: "f32[]" = torch.ops.prims.convert_element_type.default(arg1_1, torch.float32);  arg1_1 = None
        add_tensor: "f32[8]" = torch.ops.aten.add.Tensor(tanh, convert_element_type_default_2);  tanh = convert_element_type_default_2 = None
        return (add_tensor,)
