class <lambda>(torch.nn.Module):
    def forward(self):
        arg6_1: "f32[4, 3, 32, 32]"; 

        arg6_1, = fx_pytree.tree_flatten_spec([], self._in_spec)
        # Annotation: {'_torchdynamo_disable': True, '_torchdynamo_disable_recursive': True, '_torchdynamo_disable_method': 'dispatch_trace'} No stacktrace found for following nodes
        conv_weight: "f32[8, 3, 3, 3]" = self.conv.weight
        conv_bias: "f32[8]" = self.conv.bias
        fc1_weight: "f32[32, 8]" = self.fc1.weight
        fc1_bias: "f32[32]" = self.fc1.bias
        fc2_weight: "f32[4, 32]" = self.fc2.weight
        fc2_bias: "f32[4]" = self.fc2.bias

        # File: /home/dev/venv/lib/python3.12/site-packages/torch/nn/modules/conv.py:553 in forward, code: return self._conv_forward(input, self.weight, self.bias)
        convolution: "f32[4, 8, 32, 32]" = torch.ops.aten.convolution.default(arg6_1, conv_weight, conv_bias, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  arg6_1 = conv_weight = conv_bias = None

        # File: /home/dev/pt2tui/sample_traces/gpu_programs/aoti_gpu.py:40 in forward, code: h = torch.relu(self.conv(x))
        relu: "f32[4, 8, 32, 32]" = torch.ops.aten.relu.default(convolution);  convolution = None

        # File: /home/dev/venv/lib/python3.12/site-packages/torch/nn/modules/pooling.py:1510 in forward, code: return F.adaptive_avg_pool2d(input, self.output_size)
        mean: "f32[4, 8, 1, 1]" = torch.ops.aten.mean.dim(relu, [-1, -2], True);  relu = None

        # File: /home/dev/pt2tui/sample_traces/gpu_programs/aoti_gpu.py:41 in forward, code: h = self.pool(h).flatten(1)
        view: "f32[4, 8]" = torch.ops.aten.view.default(mean, [4, 8]);  mean = None

        # File: /home/dev/venv/lib/python3.12/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        permute: "f32[8, 32]" = torch.ops.aten.permute.default(fc1_weight, [1, 0]);  fc1_weight = None
        addmm: "f32[4, 32]" = torch.ops.aten.addmm.default(fc1_bias, view, permute);  fc1_bias = view = permute = None

        # Annotation: {'_torchdynamo_disable': True, '_torchdynamo_disable_recursive': True, '_torchdynamo_disable_method': 'gelu'} File: /home/dev/pt2tui/sample_traces/gpu_programs/aoti_gpu.py:42 in forward, code: return self.fc2(torch.nn.functional.gelu(self.fc1(h)))
        mul: "f32[4, 32]" = torch.ops.aten.mul.Tensor(addmm, 0.5)
        mul_1: "f32[4, 32]" = torch.ops.aten.mul.Tensor(addmm, 0.7071067811865476);  addmm = None
        erf: "f32[4, 32]" = torch.ops.aten.erf.default(mul_1);  mul_1 = None
        add: "f32[4, 32]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_2: "f32[4, 32]" = torch.ops.aten.mul.Tensor(mul, add);  mul = add = None

        # File: /home/dev/venv/lib/python3.12/site-packages/torch/nn/modules/linear.py:134 in forward, code: return F.linear(input, self.weight, self.bias)
        permute_1: "f32[32, 4]" = torch.ops.aten.permute.default(fc2_weight, [1, 0]);  fc2_weight = None
        addmm_1: "f32[4, 4]" = torch.ops.aten.addmm.default(fc2_bias, mul_2, permute_1);  fc2_bias = mul_2 = permute_1 = None
        return (addmm_1,)
