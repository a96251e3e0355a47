class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[48, 16]", arg1_1: "f32[48]", arg2_1: "f32[4, 8, 16]", arg3_1: "f32[16, 16]", arg4_1: "f32[16]"):
        # File: /home/dev/pt2tui/sample_traces/programs/diff_variants.py:37 in forward, code: q, k, v = self.qkv(x).chunk(3, dim=-1)
        view: "f32[32, 16]" = torch.ops.aten.view.default(arg2_1, [32, 16])
        permute: "f32[16, 48]" = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        addmm: "f32[32, 48]" = torch.ops.aten.addmm.default(arg1_1, view, permute);  arg1_1 = view = permute = None
        view_1: "f32[4, 8, 48]" = torch.ops.aten.view.default(addmm, [4, 8, 48]);  addmm = None
        split = torch.ops.aten.split.Tensor(view_1, 16, -1);  view_1 = None
        getitem: "f32[4, 8, 16]" = split[0]
        getitem_1: "f32[4, 8, 16]" = split[1]
        getitem_2: "f32[4, 8, 16]" = split[2];  split = None

        # File: /home/dev/pt2tui/sample_traces/programs/diff_variants.py:39 in forward, code: a = F.scaled_dot_product_attention(q, k, v)
        mul: "f32[4, 8, 16]" = torch.ops.aten.mul.Scalar(getitem, 0.5);  getitem = None
        permute_1: "f32[4, 16, 8]" = torch.ops.aten.permute.default(getitem_1, [0, 2, 1]);  getitem_1 = None
        mul_1: "f32[4, 16, 8]" = torch.ops.aten.mul.Scalar(permute_1, 0.5);  permute_1 = None
        expand: "f32[4, 8, 16]" = torch.ops.aten.expand.default(mul, [4, 8, 16]);  mul = None
        expand_1: "f32[4, 16, 8]" = torch.ops.aten.expand.default(mul_1, [4, 16, 8]);  mul_1 = None
        bmm: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(expand, expand_1);  expand = expand_1 = None
        amax: "f32[4, 8, 1]" = torch.ops.aten.amax.default(bmm, [-1], True)
        sub: "f32[4, 8, 8]" = torch.ops.aten.sub.Tensor(bmm, amax);  amax = None
        exp: "f32[4, 8, 8]" = torch.ops.aten.exp.default(sub);  sub = None
        sum_1: "f32[4, 8, 1]" = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
        div: "f32[4, 8, 8]" = torch.ops.aten.div.Tensor(exp, sum_1);  exp = sum_1 = None
        eq: "b8[4, 8, 8]" = torch.ops.aten.eq.Scalar(bmm, -inf);  bmm = None
        logical_not: "b8[4, 8, 8]" = torch.ops.aten.logical_not.default(eq);  eq = None
        any_1: "b8[4, 8, 1]" = torch.ops.aten.any.dim(logical_not, -1, True);  logical_not = None
        logical_not_1: "b8[4, 8, 1]" = torch.ops.aten.logical_not.default(any_1);  any_1 = None
        full_default: "f32[4, 8, 8]" = torch.ops.aten.full.default([4, 8, 8], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where: "f32[4, 8, 8]" = torch.ops.aten.where.self(logical_not_1, full_default, div);  logical_not_1 = full_default = div = None
        expand_2: "f32[4, 8, 8]" = torch.ops.aten.expand.default(where, [4, 8, 8]);  where = None
        expand_3: "f32[4, 8, 16]" = torch.ops.aten.expand.default(getitem_2, [4, 8, 16]);  getitem_2 = None
        bmm_1: "f32[4, 8, 16]" = torch.ops.aten.bmm.default(expand_2, expand_3);  expand_2 = expand_3 = None

        # File: /home/dev/pt2tui/sample_traces/programs/diff_variants.py:42 in forward, code: return self.proj(a)
        view_8: "f32[32, 16]" = torch.ops.aten.view.default(bmm_1, [32, 16]);  bmm_1 = None
        permute_2: "f32[16, 16]" = torch.ops.aten.permute.default(arg3_1, [1, 0]);  arg3_1 = None
        addmm_1: "f32[32, 16]" = torch.ops.aten.addmm.default(arg4_1, view_8, permute_2);  arg4_1 = view_8 = permute_2 = None
        view_9: "f32[4, 8, 16]" = torch.ops.aten.view.default(addmm_1, [4, 8, 16]);  addmm_1 = None

        # File: /home/dev/pt2tui/sample_traces/programs/diff_variants.py:52 in forward, code: x = x + self.attn1(x)
        add: "f32[4, 8, 16]" = torch.ops.aten.add.Tensor(arg2_1, view_9);  arg2_1 = view_9 = None
        return (add,)
