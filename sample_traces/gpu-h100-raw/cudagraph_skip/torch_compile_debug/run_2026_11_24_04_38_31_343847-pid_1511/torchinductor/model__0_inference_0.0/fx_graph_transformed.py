class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[1024]", arg1_1: "f32[1024]"):
        # File: /home/dev/pt2tui/sample_traces/gpu_programs/cudagraph_skip.py:11 in mutate_input, code: return x * 2 + buf
        mul: "f32[1024]" = torch.ops.aten.mul.Tensor(arg1_1, 2);  arg1_1 = None

        # File: /home/dev/pt2tui/sample_traces/gpu_programs/cudagraph_skip.py:10 in mutate_input, code: buf.add_(1)
        add: "f32[1024]" = torch.ops.aten.add.Tensor(arg0_1, 1)

        # File: /home/dev/pt2tui/sample_traces/gpu_programs/cudagraph_skip.py:11 in mutate_input, code: return x * 2 + buf
        add_1: "f32[1024]" = torch.ops.aten.add.Tensor(mul, add);  mul = None

        # File: /home/dev/pt2tui/sample_traces/gpu_programs/cudagraph_skip.py:10 in mutate_input, code: buf.add_(1)
        copy_: "f32[1024]" = torch.ops.aten.copy_.default(arg0_1, add);  arg0_1 = add = copy_ = None
        return (add_1,)
