class <lambda>(torch.nn.Module):
    def forward(self):
        arg3_1: "i64[8]"; 

        arg3_1, = fx_pytree.tree_flatten_spec([], self._in_spec)
        # Annotation: {'_torchdynamo_disable': True, '_torchdynamo_disable_recursive': True, '_torchdynamo_disable_method': 'dispatch_trace'} No stacktrace found for following nodes
        table: "f32[64, 32]" = self.table
        fc_weight: "f32[4, 32]" = self.fc.weight
        fc_bias: "f32[4]" = self.fc.bias

        # File: /home/dev/pt2tui/sample_traces/gpu_programs/aoti_cuda_bug.py:36 in forward, code: return self.fc(torch.relu(self.table[idx] * 2.0))
        index: "f32[8, 32]" = torch.ops.aten.index.Tensor(table, [arg3_1]);  table = arg3_1 = None
        mul: "f32[8, 32]" = torch.ops.aten.mul.Tensor(index, 2.0);  index = None
        relu: "f32[8, 32]" = torch.ops.aten.relu.default(mul);  mul = None

        # File: /home/dev/venv/lib/python3.12/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        permute: "f32[32, 4]" = torch.ops.aten.permute.default(fc_weight, [1, 0]);  fc_weight = None
        addmm: "f32[8, 4]" = torch.ops.aten.addmm.default(fc_bias, relu, permute);  fc_bias = relu = permute = None
        return (addmm,)
