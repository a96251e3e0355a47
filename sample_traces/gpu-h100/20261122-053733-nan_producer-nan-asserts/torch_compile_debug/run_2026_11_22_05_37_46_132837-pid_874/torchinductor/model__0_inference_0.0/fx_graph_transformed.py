class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[1024]"):
        # File: /home/dev/pt2tui/sample_traces/gpu_programs/nan_producer.py:9 in f, code: return (x - 1).log().exp() * 3
        sub: "f32[1024]" = torch.ops.aten.sub.Tensor(arg0_1, 1);  arg0_1 = None
        log: "f32[1024]" = torch.ops.aten.log.default(sub);  sub = None
        exp: "f32[1024]" = torch.ops.aten.exp.default(log);  log = None
        mul: "f32[1024]" = torch.ops.aten.mul.Tensor(exp, 3);  exp = None
        return (mul,)
