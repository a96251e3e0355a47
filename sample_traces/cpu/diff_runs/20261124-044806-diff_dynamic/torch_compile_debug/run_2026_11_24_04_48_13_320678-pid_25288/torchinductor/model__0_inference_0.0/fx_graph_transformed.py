class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[48, 16]", arg1_1: "f32[48]", arg2_1: "Sym(s77)", arg3_1: "f32[s77, 8, 16]", arg4_1: "f32[16, 16]", arg5_1: "f32[16]", arg6_1: "f32[48, 16]", arg7_1: "f32[48]", arg8_1: "f32[16, 16]", arg9_1: "f32[16]"):
        # File: /home/dev/pt2tui/sample_traces/programs/diff_variants.py:37 in forward, code: q, k, v = self.qkv(x).chunk(3, dim=-1)
        mul_4: "Sym(8*s77)" = arg2_1 * 8
        view: "f32[8*s77, 16]" = torch.ops.aten.reshape.default(arg3_1, [mul_4, 16])
        permute: "f32[16, 48]" = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        addmm: "f32[8*s77, 48]" = torch.ops.aten.addmm.default(arg1_1, view, permute);  arg1_1 = view = permute = None
        view_1: "f32[s77, 8, 48]" = torch.ops.aten.reshape.default(addmm, [arg2_1, 8, 48]);  addmm = None
        split = torch.ops.aten.split.Tensor(view_1, 16, -1);  view_1 = None
        getitem: "f32[s77, 8, 16]" = split[0]
        getitem_1: "f32[s77, 8, 16]" = split[1]
        getitem_2: "f32[s77, 8, 16]" = split[2];  split = None

        # File: /home/dev/pt2tui/sample_traces/programs/diff_variants.py:39 in forward, code: a = F.scaled_dot_product_attention(q, k, v)
        mul_19: "f32[s77, 8, 16]" = torch.ops.aten.mul.Scalar(getitem, 0.5);  getitem = None
        expand: "f32[s77, 8, 16]" = torch.ops.aten.expand.default(mul_19, [arg2_1, 8, 16]);  mul_19 = None
        permute_1: "f32[s77, 16, 8]" = torch.ops.aten.permute.default(getitem_1, [0, 2, 1]);  getitem_1 = None
        mul_24: "f32[s77, 16, 8]" = torch.ops.aten.mul.Scalar(permute_1, 0.5);  permute_1 = None
        expand_1: "f32[s77, 16, 8]" = torch.ops.aten.expand.default(mul_24, [arg2_1, 16, 8]);  mul_24 = None
        bmm: "f32[s77, 8, 8]" = torch.ops.aten.bmm.default(expand, expand_1);  expand = expand_1 = None
        eq_34: "b8[s77, 8, 8]" = torch.ops.aten.eq.Scalar(bmm, -inf)
        logical_not: "b8[s77, 8, 8]" = torch.ops.aten.logical_not.default(eq_34);  eq_34 = None
        any_1: "b8[s77, 8, 1]" = torch.ops.aten.any.dim(logical_not, -1, True);  logical_not = None
        logical_not_1: "b8[s77, 8, 1]" = torch.ops.aten.logical_not.default(any_1);  any_1 = None
        full_default: "f32[s77, 8, 8]" = torch.ops.aten.full.default([arg2_1, 8, 8], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        amax: "f32[s77, 8, 1]" = torch.ops.aten.amax.default(bmm, [-1], True)
        sub_15: "f32[s77, 8, 8]" = torch.ops.aten.sub.Tensor(bmm, amax);  bmm = amax = None
        exp: "f32[s77, 8, 8]" = torch.ops.aten.exp.default(sub_15);  sub_15 = None
        sum_1: "f32[s77, 8, 1]" = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
        div: "f32[s77, 8, 8]" = torch.ops.aten.div.Tensor(exp, sum_1);  exp = sum_1 = None
        where: "f32[s77, 8, 8]" = torch.ops.aten.where.self(logical_not_1, full_default, div);  logical_not_1 = full_default = div = None
        expand_2: "f32[s77, 8, 8]" = torch.ops.aten.expand.default(where, [arg2_1, 8, 8]);  where = None
        expand_3: "f32[s77, 8, 16]" = torch.ops.aten.expand.default(getitem_2, [arg2_1, 8, 16]);  getitem_2 = None
        bmm_1: "f32[s77, 8, 16]" = torch.ops.aten.bmm.default(expand_2, expand_3);  expand_2 = expand_3 = None

        # File: /home/dev/pt2tui/sample_traces/programs/diff_variants.py:42 in forward, code: return self.proj(a)
        view_8: "f32[8*s77, 16]" = torch.ops.aten.reshape.default(bmm_1, [mul_4, 16]);  bmm_1 = None
        permute_2: "f32[16, 16]" = torch.ops.aten.permute.default(arg4_1, [1, 0]);  arg4_1 = None
        addmm_1: "f32[8*s77, 16]" = torch.ops.aten.addmm.default(arg5_1, view_8, permute_2);  arg5_1 = view_8 = permute_2 = None
        view_9: "f32[s77, 8, 16]" = torch.ops.aten.reshape.default(addmm_1, [arg2_1, 8, 16]);  addmm_1 = None

        # File: /home/dev/pt2tui/sample_traces/programs/diff_variants.py:52 in forward, code: x = x + self.attn1(x)
        add_96: "f32[s77, 8, 16]" = torch.ops.aten.add.Tensor(arg3_1, view_9);  arg3_1 = view_9 = None

        # File: /home/dev/pt2tui/sample_traces/programs/diff_variants.py:37 in forward, code: q, k, v = self.qkv(x).chunk(3, dim=-1)
        view_10: "f32[8*s77, 16]" = torch.ops.aten.reshape.default(add_96, [mul_4, 16])
        permute_3: "f32[16, 48]" = torch.ops.aten.permute.default(arg6_1, [1, 0]);  arg6_1 = None
        addmm_2: "f32[8*s77, 48]" = torch.ops.aten.addmm.default(arg7_1, view_10, permute_3);  arg7_1 = view_10 = permute_3 = None
        view_11: "f32[s77, 8, 48]" = torch.ops.aten.reshape.default(addmm_2, [arg2_1, 8, 48]);  addmm_2 = None
        split_1 = torch.ops.aten.split.Tensor(view_11, 16, -1);  view_11 = None
        getitem_3: "f32[s77, 8, 16]" = split_1[0]
        getitem_4: "f32[s77, 8, 16]" = split_1[1]
        getitem_5: "f32[s77, 8, 16]" = split_1[2];  split_1 = None

        # File: /home/dev/pt2tui/sample_traces/programs/diff_variants.py:39 in forward, code: a = F.scaled_dot_product_attention(q, k, v)
        mul_111: "f32[s77, 8, 16]" = torch.ops.aten.mul.Scalar(getitem_3, 0.5);  getitem_3 = None
        expand_4: "f32[s77, 8, 16]" = torch.ops.aten.expand.default(mul_111, [arg2_1, 8, 16]);  mul_111 = None
        permute_4: "f32[s77, 16, 8]" = torch.ops.aten.permute.default(getitem_4, [0, 2, 1]);  getitem_4 = None
        mul_116: "f32[s77, 16, 8]" = torch.ops.aten.mul.Scalar(permute_4, 0.5);  permute_4 = None
        expand_5: "f32[s77, 16, 8]" = torch.ops.aten.expand.default(mul_116, [arg2_1, 16, 8]);  mul_116 = None
        bmm_2: "f32[s77, 8, 8]" = torch.ops.aten.bmm.default(expand_4, expand_5);  expand_4 = expand_5 = None
        eq_99: "b8[s77, 8, 8]" = torch.ops.aten.eq.Scalar(bmm_2, -inf)
        logical_not_2: "b8[s77, 8, 8]" = torch.ops.aten.logical_not.default(eq_99);  eq_99 = None
        any_2: "b8[s77, 8, 1]" = torch.ops.aten.any.dim(logical_not_2, -1, True);  logical_not_2 = None
        logical_not_3: "b8[s77, 8, 1]" = torch.ops.aten.logical_not.default(any_2);  any_2 = None
        full_default_1: "f32[s77, 8, 8]" = torch.ops.aten.full.default([arg2_1, 8, 8], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        amax_1: "f32[s77, 8, 1]" = torch.ops.aten.amax.default(bmm_2, [-1], True)
        sub_42: "f32[s77, 8, 8]" = torch.ops.aten.sub.Tensor(bmm_2, amax_1);  bmm_2 = amax_1 = None
        exp_1: "f32[s77, 8, 8]" = torch.ops.aten.exp.default(sub_42);  sub_42 = None
        sum_2: "f32[s77, 8, 1]" = torch.ops.aten.sum.dim_IntList(exp_1, [-1], True)
        div_1: "f32[s77, 8, 8]" = torch.ops.aten.div.Tensor(exp_1, sum_2);  exp_1 = sum_2 = None
        where_1: "f32[s77, 8, 8]" = torch.ops.aten.where.self(logical_not_3, full_default_1, div_1);  logical_not_3 = full_default_1 = div_1 = None
        expand_6: "f32[s77, 8, 8]" = torch.ops.aten.expand.default(where_1, [arg2_1, 8, 8]);  where_1 = None
        expand_7: "f32[s77, 8, 16]" = torch.ops.aten.expand.default(getitem_5, [arg2_1, 8, 16]);  getitem_5 = None
        bmm_3: "f32[s77, 8, 16]" = torch.ops.aten.bmm.default(expand_6, expand_7);  expand_6 = expand_7 = None

        # File: /home/dev/pt2tui/sample_traces/programs/diff_variants.py:42 in forward, code: return self.proj(a)
        view_18: "f32[8*s77, 16]" = torch.ops.aten.reshape.default(bmm_3, [mul_4, 16]);  bmm_3 = mul_4 = None
        permute_5: "f32[16, 16]" = torch.ops.aten.permute.default(arg8_1, [1, 0]);  arg8_1 = None
        addmm_3: "f32[8*s77, 16]" = torch.ops.aten.addmm.default(arg9_1, view_18, permute_5);  arg9_1 = view_18 = permute_5 = None
        view_19: "f32[s77, 8, 16]" = torch.ops.aten.reshape.default(addmm_3, [arg2_1, 8, 16]);  addmm_3 = arg2_1 = None

        # File: /home/dev/pt2tui/sample_traces/programs/diff_variants.py:55 in forward, code: x = x + self.attn2(x)
        add_197: "f32[s77, 8, 16]" = torch.ops.aten.add.Tensor(add_96, view_19);  add_96 = view_19 = None

        # File: /home/dev/pt2tui/sample_traces/programs/diff_variants.py:56 in forward, code: return x.relu()
        relu: "f32[s77, 8, 16]" = torch.ops.aten.relu.default(add_197);  add_197 = None
        return (relu,)
