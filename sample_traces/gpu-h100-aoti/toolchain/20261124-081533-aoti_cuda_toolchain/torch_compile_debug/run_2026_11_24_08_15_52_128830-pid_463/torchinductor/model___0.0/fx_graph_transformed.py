class <lambda>(torch.nn.Module):
    def forward(self):
        arg4_1: "f32[4, 16]"; 

        arg4_1, = fx_pytree.tree_flatten_spec([], self._in_spec)
        # Annotation: {'_torchdynamo_disable': True, '_torchdynamo_disable_recursive': True, '_torchdynamo_disable_method': 'dispatch_trace'} No stacktrace found for following nodes
        _0_weight: "f32[16, 16]" = getattr(self, "0").weight
        _0_bias: "f32[16]" = getattr(self, "0").bias
        _2_weight: "f32[4, 16]" = getattr(self, "2").weight
        _2_bias: "f32[4]" = getattr(self, "2").bias

        # File: /home/dev/venv/lib/python3.12/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        permute: "f32[16, 16]" = torch.ops.aten.permute.default(_0_weight, [1, 0]);  _0_weight = None

        # Annotation: {'_torchdynamo_disable': True, '_torchdynamo_disable_recursive': True, '_torchdynamo_disable_method': 'dispatch_trace'} File: /home/dev/venv/lib/python3.12/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        mm_default: "f32[4, 16]" = torch.ops.aten.mm.default(arg4_1, permute);  arg4_1 = permute = None
        add_tensor: "f32[4, 16]" = torch.ops.aten.add.Tensor(_0_bias, mm_default);  _0_bias = mm_default = None

        # File: /home/dev/venv/lib/python3.12/site-packages/torch/nn/modules/activation.py:143 in forward, code: return F.relu(input, inplace=self.inplace)
        relu: "f32[4, 16]" = torch.ops.aten.relu.default(add_tensor);  add_tensor = None

        # File: /home/dev/venv/lib/python3.12/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        permute_1: "f32[16, 4]" = torch.ops.aten.permute.default(_2_weight, [1, 0]);  _2_weight = None
        addmm_1: "f32[4, 4]" = torch.ops.aten.addmm.default(_2_bias, relu, permute_1);  _2_bias = relu = permute_1 = None
        return (addmm_1,)
