class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4]", arg1_1: "f32[1024]"):
        # File: /home/dev/pt2tui/sample_traces/gpu_programs/cudagraph_skip.py:16 in with_cpu_input, code: return x * scale_cpu.to(x.device).sum()
        device_put: "f32[4]" = torch.ops.prims.device_put.default(arg0_1, device(type='cuda', index=0));  arg0_1 = None
        sum_1: "f32[]" = torch.ops.aten.sum.default(device_put);  device_put = None
        mul: "f32[1024]" = torch.ops.aten.mul.Tensor(arg1_1, sum_1);  arg1_1 = sum_1 = None
        return (mul,)
