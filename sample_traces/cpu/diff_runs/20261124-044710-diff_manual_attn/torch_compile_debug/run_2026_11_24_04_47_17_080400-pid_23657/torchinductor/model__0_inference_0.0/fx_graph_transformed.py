class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[48, 16]", arg1_1: "f32[48]", arg2_1: "f32[4, 8, 16]", arg3_1: "f32[16, 16]", arg4_1: "f32[16]", arg5_1: "f32[48, 16]", arg6_1: "f32[48]", arg7_1: "f32[16, 16]", arg8_1: "f32[16]"):
        # File: /home/dev/pt2tui/sample_traces/programs/diff_variants.py:37 in forward, code: q, k, v = self.qkv(x).chunk(3, dim=-1)
        view: "f32[32, 16]" = torch.ops.aten.reshape.default(arg2_1, [32, 16])
        permute: "f32[16, 48]" = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        addmm: "f32[32, 48]" = torch.ops.aten.addmm.default(arg1_1, view, permute);  arg1_1 = view = permute = None
        view_1: "f32[4, 8, 48]" = torch.ops.aten.reshape.default(addmm, [4, 8, 48]);  addmm = None
        split = torch.ops.aten.split.Tensor(view_1, 16, -1);  view_1 = None
        getitem: "f32[4, 8, 16]" = split[0]
        getitem_1: "f32[4, 8, 16]" = split[1]
        getitem_2: "f32[4, 8, 16]" = split[2];  split = None

        # File: /home/dev/pt2tui/sample_traces/programs/diff_variants.py:41 in forward, code: a = torch.softmax(q @ k.transpose(-2, -1) * self.scale, dim=-1) @ v
        expand: "f32[4, 8, 16]" = torch.ops.aten.expand.default(getitem, [4, 8, 16]);  getitem = None
        permute_1: "f32[4, 16, 8]" = torch.ops.aten.permute.default(getitem_1, [0, 2, 1]);  getitem_1 = None
        expand_1: "f32[4, 16, 8]" = torch.ops.aten.expand.default(permute_1, [4, 16, 8]);  permute_1 = None
        bmm: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(expand, expand_1);  expand = expand_1 = None

        # No stacktrace found for following nodes
        mul_tensor_4: "f32[4, 8, 8]" = torch.ops.aten.mul.Tensor(bmm, 0.25)
        eq_tensor_1: "b8[4, 8, 8]" = torch.ops.aten.eq.Tensor(mul_tensor_4, mul_tensor_4)
        abs_default_1: "f32[4, 8, 8]" = torch.ops.aten.abs.default(mul_tensor_4)
        ne_scalar_1: "b8[4, 8, 8]" = torch.ops.aten.ne.Scalar(abs_default_1, inf);  abs_default_1 = None
        mul_tensor_7: "b8[4, 8, 8]" = torch.ops.aten.mul.Tensor(eq_tensor_1, ne_scalar_1);  eq_tensor_1 = ne_scalar_1 = None
        logical_not_default_2: "b8[4, 8, 8]" = torch.ops.aten.logical_not.default(mul_tensor_7);  mul_tensor_7 = None
        any_dims_1: "b8[4, 8, 1]" = torch.ops.aten.any.dims(logical_not_default_2, [-1], True);  logical_not_default_2 = None
        logical_not_default_3: "b8[4, 8, 1]" = torch.ops.aten.logical_not.default(any_dims_1);  any_dims_1 = None
        mul_tensor_5: "f32[4, 8, 8]" = torch.ops.aten.mul.Tensor(bmm, 1);  bmm = None
        amax_default_2: "f32[4, 8, 1]" = torch.ops.aten.amax.default(mul_tensor_5, [-1], True)
        sub_tensor_2: "f32[4, 8, 8]" = torch.ops.aten.sub.Tensor(mul_tensor_5, amax_default_2);  mul_tensor_5 = amax_default_2 = None
        mul_tensor_6: "f32[4, 8, 8]" = torch.ops.aten.mul.Tensor(sub_tensor_2, 0.25);  sub_tensor_2 = None
        amax_default_3: "f32[4, 8, 1]" = torch.ops.aten.amax.default(mul_tensor_4, [-1], True)
        sub_tensor_3: "f32[4, 8, 8]" = torch.ops.aten.sub.Tensor(mul_tensor_4, amax_default_3);  mul_tensor_4 = amax_default_3 = None

        # File: /home/dev/pt2tui/sample_traces/programs/diff_variants.py:41 in forward, code: a = torch.softmax(q @ k.transpose(-2, -1) * self.scale, dim=-1) @ v
        where_self_1: "f32[4, 8, 8]" = torch.ops.aten.where.self(logical_not_default_3, mul_tensor_6, sub_tensor_3);  logical_not_default_3 = mul_tensor_6 = sub_tensor_3 = None
        exp: "f32[4, 8, 8]" = torch.ops.aten.exp.default(where_self_1);  where_self_1 = None
        sum_1: "f32[4, 8, 1]" = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
        div: "f32[4, 8, 8]" = torch.ops.aten.div.Tensor(exp, sum_1);  exp = sum_1 = None
        expand_2: "f32[4, 8, 8]" = torch.ops.aten.expand.default(div, [4, 8, 8]);  div = None
        expand_3: "f32[4, 8, 16]" = torch.ops.aten.expand.default(getitem_2, [4, 8, 16]);  getitem_2 = None
        bmm_1: "f32[4, 8, 16]" = torch.ops.aten.bmm.default(expand_2, expand_3);  expand_2 = expand_3 = None

        # File: /home/dev/pt2tui/sample_traces/programs/diff_variants.py:42 in forward, code: return self.proj(a)
        view_8: "f32[32, 16]" = torch.ops.aten.reshape.default(bmm_1, [32, 16]);  bmm_1 = None
        permute_2: "f32[16, 16]" = torch.ops.aten.permute.default(arg3_1, [1, 0]);  arg3_1 = None
        addmm_1: "f32[32, 16]" = torch.ops.aten.addmm.default(arg4_1, view_8, permute_2);  arg4_1 = view_8 = permute_2 = None
        view_9: "f32[4, 8, 16]" = torch.ops.aten.reshape.default(addmm_1, [4, 8, 16]);  addmm_1 = None

        # File: /home/dev/pt2tui/sample_traces/programs/diff_variants.py:52 in forward, code: x = x + self.attn1(x)
        add: "f32[4, 8, 16]" = torch.ops.aten.add.Tensor(arg2_1, view_9);  arg2_1 = view_9 = None

        # File: /home/dev/pt2tui/sample_traces/programs/diff_variants.py:37 in forward, code: q, k, v = self.qkv(x).chunk(3, dim=-1)
        view_10: "f32[32, 16]" = torch.ops.aten.reshape.default(add, [32, 16])
        permute_3: "f32[16, 48]" = torch.ops.aten.permute.default(arg5_1, [1, 0]);  arg5_1 = None
        addmm_2: "f32[32, 48]" = torch.ops.aten.addmm.default(arg6_1, view_10, permute_3);  arg6_1 = view_10 = permute_3 = None
        view_11: "f32[4, 8, 48]" = torch.ops.aten.reshape.default(addmm_2, [4, 8, 48]);  addmm_2 = None
        split_1 = torch.ops.aten.split.Tensor(view_11, 16, -1);  view_11 = None
        getitem_3: "f32[4, 8, 16]" = split_1[0]
        getitem_4: "f32[4, 8, 16]" = split_1[1]
        getitem_5: "f32[4, 8, 16]" = split_1[2];  split_1 = None

        # File: /home/dev/pt2tui/sample_traces/programs/diff_variants.py:41 in forward, code: a = torch.softmax(q @ k.transpose(-2, -1) * self.scale, dim=-1) @ v
        expand_4: "f32[4, 8, 16]" = torch.ops.aten.expand.default(getitem_3, [4, 8, 16]);  getitem_3 = None
        permute_4: "f32[4, 16, 8]" = torch.ops.aten.permute.default(getitem_4, [0, 2, 1]);  getitem_4 = None
        expand_5: "f32[4, 16, 8]" = torch.ops.aten.expand.default(permute_4, [4, 16, 8]);  permute_4 = None
        bmm_2: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(expand_4, expand_5);  expand_4 = expand_5 = None

        # No stacktrace found for following nodes
        mul_tensor: "f32[4, 8, 8]" = torch.ops.aten.mul.Tensor(bmm_2, 0.25)
        eq_tensor: "b8[4, 8, 8]" = torch.ops.aten.eq.Tensor(mul_tensor, mul_tensor)
        abs_default: "f32[4, 8, 8]" = torch.ops.aten.abs.default(mul_tensor)
        ne_scalar: "b8[4, 8, 8]" = torch.ops.aten.ne.Scalar(abs_default, inf);  abs_default = None
        mul_tensor_3: "b8[4, 8, 8]" = torch.ops.aten.mul.Tensor(eq_tensor, ne_scalar);  eq_tensor = ne_scalar = None
        logical_not_default: "b8[4, 8, 8]" = torch.ops.aten.logical_not.default(mul_tensor_3);  mul_tensor_3 = None
        any_dims: "b8[4, 8, 1]" = torch.ops.aten.any.dims(logical_not_default, [-1], True);  logical_not_default = None
        logical_not_default_1: "b8[4, 8, 1]" = torch.ops.aten.logical_not.default(any_dims);  any_dims = None
        mul_tensor_1: "f32[4, 8, 8]" = torch.ops.aten.mul.Tensor(bmm_2, 1);  bmm_2 = None
        amax_default: "f32[4, 8, 1]" = torch.ops.aten.amax.default(mul_tensor_1, [-1], True)
        sub_tensor: "f32[4, 8, 8]" = torch.ops.aten.sub.Tensor(mul_tensor_1, amax_default);  mul_tensor_1 = amax_default = None
        mul_tensor_2: "f32[4, 8, 8]" = torch.ops.aten.mul.Tensor(sub_tensor, 0.25);  sub_tensor = None
        amax_default_1: "f32[4, 8, 1]" = torch.ops.aten.amax.default(mul_tensor, [-1], True)
        sub_tensor_1: "f32[4, 8, 8]" = torch.ops.aten.sub.Tensor(mul_tensor, amax_default_1);  mul_tensor = amax_default_1 = None

        # File: /home/dev/pt2tui/sample_traces/programs/diff_variants.py:41 in forward, code: a = torch.softmax(q @ k.transpose(-2, -1) * self.scale, dim=-1) @ v
        where_self: "f32[4, 8, 8]" = torch.ops.aten.where.self(logical_not_default_1, mul_tensor_2, sub_tensor_1);  logical_not_default_1 = mul_tensor_2 = sub_tensor_1 = None
        exp_1: "f32[4, 8, 8]" = torch.ops.aten.exp.default(where_self);  where_self = None
        sum_2: "f32[4, 8, 1]" = torch.ops.aten.sum.dim_IntList(exp_1, [-1], True)
        div_1: "f32[4, 8, 8]" = torch.ops.aten.div.Tensor(exp_1, sum_2);  exp_1 = sum_2 = None
        expand_6: "f32[4, 8, 8]" = torch.ops.aten.expand.default(div_1, [4, 8, 8]);  div_1 = None
        expand_7: "f32[4, 8, 16]" = torch.ops.aten.expand.default(getitem_5, [4, 8, 16]);  getitem_5 = None
        bmm_3: "f32[4, 8, 16]" = torch.ops.aten.bmm.default(expand_6, expand_7);  expand_6 = expand_7 = None

        # File: /home/dev/pt2tui/sample_traces/programs/diff_variants.py:42 in forward, code: return self.proj(a)
        view_18: "f32[32, 16]" = torch.ops.aten.reshape.default(bmm_3, [32, 16]);  bmm_3 = None
        permute_5: "f32[16, 16]" = torch.ops.aten.permute.default(arg7_1, [1, 0]);  arg7_1 = None
        addmm_3: "f32[32, 16]" = torch.ops.aten.addmm.default(arg8_1, view_18, permute_5);  arg8_1 = view_18 = permute_5 = None
        view_19: "f32[4, 8, 16]" = torch.ops.aten.reshape.default(addmm_3, [4, 8, 16]);  addmm_3 = None

        # File: /home/dev/pt2tui/sample_traces/programs/diff_variants.py:55 in forward, code: x = x + self.attn2(x)
        add_1: "f32[4, 8, 16]" = torch.ops.aten.add.Tensor(add, view_19);  add = view_19 = None

        # File: /home/dev/pt2tui/sample_traces/programs/diff_variants.py:56 in forward, code: return x.relu()
        relu: "f32[4, 8, 16]" = torch.ops.aten.relu.default(add_1);  add_1 = None
        return (relu,)
