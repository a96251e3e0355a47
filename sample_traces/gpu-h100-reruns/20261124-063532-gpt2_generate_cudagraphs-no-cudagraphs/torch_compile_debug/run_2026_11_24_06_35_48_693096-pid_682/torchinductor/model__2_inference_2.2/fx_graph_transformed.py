class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "i64[2, 1]", arg1_1: "f32[1000, 128]", arg2_1: "i64[2, 1]", arg3_1: "f32[64, 128]", arg4_1: "Sym(s16)", arg5_1: "i64[2, s16]", arg6_1: "Sym(s53)", arg7_1: "f32[2, 4, s53, 32]", arg8_1: "f32[128]", arg9_1: "f32[128]", arg10_1: "f32[384]", arg11_1: "f32[128, 384]", arg12_1: "Sym(s40)", arg13_1: "f32[2, 4, s40, 32]", arg14_1: "f32[128]", arg15_1: "f32[128, 128]", arg16_1: "f32[128]", arg17_1: "f32[128]", arg18_1: "f32[512]", arg19_1: "f32[128, 512]", arg20_1: "f32[128]", arg21_1: "f32[512, 128]", arg22_1: "f32[128]", arg23_1: "f32[128]", arg24_1: "f32[384]", arg25_1: "f32[128, 384]", arg26_1: "Sym(s53)", arg27_1: "f32[2, 4, s53, 32]", arg28_1: "Sym(s6)", arg29_1: "f32[2, 4, s6, 32]", arg30_1: "f32[128]", arg31_1: "f32[128, 128]", arg32_1: "f32[128]", arg33_1: "f32[128]", arg34_1: "f32[512]", arg35_1: "f32[128, 512]", arg36_1: "f32[128]", arg37_1: "f32[512, 128]", arg38_1: "f32[128]", arg39_1: "f32[128]"):
        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:569 in forward, code: inputs_embeds = self.wte(input_ids)
        embedding: "f32[2, 1, 128]" = torch.ops.aten.embedding.default(arg1_1, arg0_1);  arg0_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:576 in forward, code: position_embeds = self.wpe(position_ids)
        embedding_1: "f32[2, 1, 128]" = torch.ops.aten.embedding.default(arg3_1, arg2_1);  arg3_1 = arg2_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:577 in forward, code: hidden_states = inputs_embeds + position_embeds.to(inputs_embeds.device)
        add: "f32[2, 1, 128]" = torch.ops.aten.add.Tensor(embedding, embedding_1);  embedding = embedding_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:273 in forward, code: hidden_states = self.ln_1(hidden_states)
        var_mean = torch.ops.aten.var_mean.correction(add, [2], correction = 0, keepdim = True)
        getitem: "f32[2, 1, 1]" = var_mean[0]
        getitem_1: "f32[2, 1, 1]" = var_mean[1];  var_mean = None
        sub_15: "f32[2, 1, 128]" = torch.ops.aten.sub.Tensor(add, getitem_1);  getitem_1 = None
        add_42: "f32[2, 1, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[2, 1, 1]" = torch.ops.aten.rsqrt.default(add_42);  add_42 = None
        mul_30: "f32[2, 1, 128]" = torch.ops.aten.mul.Tensor(sub_15, rsqrt);  sub_15 = rsqrt = None
        mul_31: "f32[2, 1, 128]" = torch.ops.aten.mul.Tensor(mul_30, arg8_1);  mul_30 = arg8_1 = None
        add_43: "f32[2, 1, 128]" = torch.ops.aten.add.Tensor(mul_31, arg9_1);  mul_31 = arg9_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_2: "f32[2, 128]" = torch.ops.aten.reshape.default(add_43, [-1, 128]);  add_43 = None
        addmm: "f32[2, 384]" = torch.ops.aten.addmm.default(arg10_1, view_2, arg11_1);  arg10_1 = view_2 = arg11_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_3: "f32[2, 1, 384]" = torch.ops.aten.reshape.default(addmm, [2, 1, 384]);  addmm = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:185 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        split = torch.ops.aten.split.Tensor(view_3, 128, 2);  view_3 = None
        getitem_2: "f32[2, 1, 128]" = split[0]
        getitem_3: "f32[2, 1, 128]" = split[1]
        getitem_4: "f32[2, 1, 128]" = split[2];  split = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:191 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        view_6: "f32[2, 1, 4, 32]" = torch.ops.aten.reshape.default(getitem_2, [2, 1, -1, 32]);  getitem_2 = None
        permute_2: "f32[2, 4, 1, 32]" = torch.ops.aten.permute.default(view_6, [0, 2, 1, 3]);  view_6 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        view_4: "f32[2, 1, 4, 32]" = torch.ops.aten.reshape.default(getitem_3, [2, 1, -1, 32]);  getitem_3 = None
        permute: "f32[2, 4, 1, 32]" = torch.ops.aten.permute.default(view_4, [0, 2, 1, 3]);  view_4 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/cache_utils.py:146 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        cat: "f32[2, 4, s53 + 1, 32]" = torch.ops.aten.cat.default([arg7_1, permute], -2);  arg7_1 = permute = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:188 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        view_5: "f32[2, 1, 4, 32]" = torch.ops.aten.reshape.default(getitem_4, [2, 1, -1, 32]);  getitem_4 = None
        permute_1: "f32[2, 4, 1, 32]" = torch.ops.aten.permute.default(view_5, [0, 2, 1, 3]);  view_5 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/cache_utils.py:147 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        cat_1: "f32[2, 4, s40 + 1, 32]" = torch.ops.aten.cat.default([arg13_1, permute_1], -2);  arg13_1 = permute_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:55 in and_mask, code: result = q_idx.new_ones((), dtype=torch.bool)
        full_default: "b8[]" = torch.ops.aten.full.default([], True, dtype = torch.bool, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/cache_utils.py:153 in get_mask_sizes, code: kv_length = self.get_seq_length() + query_length
        add_7: "Sym(s53 + 1)" = arg6_1 + 1

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:511 in sdpa_mask, code: kv_arange = torch.arange(kv_length, device=device) + kv_offset
        iota_3: "i64[s53 + 1]" = torch.ops.prims.iota.default(add_7, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        add_12: "i64[s53 + 1]" = torch.ops.aten.add.Tensor(iota_3, 0);  iota_3 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:368 in _non_vmap_expansion_sdpa, code: kv_indices = kv_indices[None, None, None, :]
        unsqueeze_6: "i64[1, s53 + 1]" = torch.ops.aten.unsqueeze.default(add_12, 0);  add_12 = None
        unsqueeze_7: "i64[1, 1, s53 + 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_6, 1);  unsqueeze_6 = None
        unsqueeze_8: "i64[1, 1, 1, s53 + 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_7, 2);  unsqueeze_7 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:510 in sdpa_mask, code: q_arange = torch.arange(q_length, device=device) + q_offset
        iota_2: "i64[1]" = torch.ops.prims.iota.default(1, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        add_8: "i64[1]" = torch.ops.aten.add.Tensor(iota_2, arg6_1);  iota_2 = arg6_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:367 in _non_vmap_expansion_sdpa, code: q_indices = q_indices[None, None, :, None]
        unsqueeze_3: "i64[1, 1]" = torch.ops.aten.unsqueeze.default(add_8, 0);  add_8 = None
        unsqueeze_4: "i64[1, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_3, 1);  unsqueeze_3 = None
        unsqueeze_5: "i64[1, 1, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, 3);  unsqueeze_4 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:81 in causal_mask_function, code: return kv_idx <= q_idx
        le_1: "b8[1, 1, 1, s53 + 1]" = torch.ops.aten.le.Tensor(unsqueeze_8, unsqueeze_5);  unsqueeze_5 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:57 in and_mask, code: result = result & mask(batch_idx, head_idx, q_idx, kv_idx).to(result.device)
        bitwise_and: "b8[1, 1, 1, s53 + 1]" = torch.ops.aten.bitwise_and.Tensor(full_default, le_1);  full_default = le_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:825 in _preprocess_mask_arguments, code: attention_mask = attention_mask.to(device=inputs_embeds.device, dtype=torch.bool)
        convert_element_type: "b8[2, s16]" = torch.ops.prims.convert_element_type.default(arg5_1, torch.bool);  arg5_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:508 in sdpa_mask, code: batch_arange = torch.arange(batch_size, device=device)
        iota: "i64[2]" = torch.ops.prims.iota.default(2, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:365 in _non_vmap_expansion_sdpa, code: batch_indices = batch_indices[:, None, None, None]
        unsqueeze: "i64[2, 1]" = torch.ops.aten.unsqueeze.default(iota, 1);  iota = None
        unsqueeze_1: "i64[2, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, 2);  unsqueeze = None
        unsqueeze_2: "i64[2, 1, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_1, 3);  unsqueeze_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:178 in inner_mask, code: return padding_mask[batch_idx, kv_idx]
        index: "b8[2, 1, 1, s53 + 1]" = torch.ops.aten.index.Tensor(convert_element_type, [unsqueeze_2, unsqueeze_8]);  convert_element_type = unsqueeze_2 = unsqueeze_8 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:57 in and_mask, code: result = result & mask(batch_idx, head_idx, q_idx, kv_idx).to(result.device)
        bitwise_and_1: "b8[2, 1, 1, s53 + 1]" = torch.ops.aten.bitwise_and.Tensor(bitwise_and, index);  bitwise_and = index = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:519 in sdpa_mask, code: attention_mask = attention_mask.expand(batch_size, -1, q_length, kv_length)
        expand: "b8[2, 1, 1, s53 + 1]" = torch.ops.aten.expand.default(bitwise_and_1, [2, -1, 1, add_7]);  bitwise_and_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        full_default_2: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        full_default_1: "f32[]" = torch.ops.aten.full.default([], -inf, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where: "f32[2, 1, 1, s53 + 1]" = torch.ops.aten.where.self(expand, full_default_2, full_default_1);  full_default_2 = full_default_1 = None
        mod: "Sym(Mod(s53 + 1, 8))" = add_7 % 8
        sub_19: "Sym(8 - (Mod(s53 + 1, 8)))" = 8 - mod;  mod = None
        constant_pad_nd: "f32[2, 1, 1, s53 - (Mod(s53 + 1, 8)) + 9]" = torch.ops.aten.constant_pad_nd.default(where, [0, sub_19], 0.0);  where = None
        slice_2: "f32[2, 1, 1, s53 + 1]" = torch.ops.aten.slice.Tensor(constant_pad_nd, -1, 0, add_7);  constant_pad_nd = None
        expand_1: "f32[2, 4, 1, s53 + 1]" = torch.ops.aten.expand.default(slice_2, [2, 4, 1, add_7]);  slice_2 = None
        _scaled_dot_product_efficient_attention = torch.ops.aten._scaled_dot_product_efficient_attention.default(permute_2, cat, cat_1, expand_1, False, scale = 0.1767766952966369);  permute_2 = expand_1 = None
        getitem_5: "f32[2, 4, 1, 32]" = _scaled_dot_product_efficient_attention[0];  _scaled_dot_product_efficient_attention = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_3: "f32[2, 1, 4, 32]" = torch.ops.aten.permute.default(getitem_5, [0, 2, 1, 3]);  getitem_5 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_7: "f32[2, 1, 128]" = torch.ops.aten.reshape.default(permute_3, [2, 1, -1]);  permute_3 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_8: "f32[2, 128]" = torch.ops.aten.reshape.default(view_7, [-1, 128]);  view_7 = None
        mm_default_5: "f32[2, 128]" = torch.ops.aten.mm.default(view_8, arg15_1);  view_8 = arg15_1 = None
        add_tensor_5: "f32[2, 128]" = torch.ops.aten.add.Tensor(arg14_1, mm_default_5);  arg14_1 = mm_default_5 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_9: "f32[2, 1, 128]" = torch.ops.aten.reshape.default(add_tensor_5, [2, 1, 128]);  add_tensor_5 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:282 in forward, code: hidden_states = attn_output + residual
        add_74: "f32[2, 1, 128]" = torch.ops.aten.add.Tensor(view_9, add);  view_9 = add = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:304 in forward, code: hidden_states = self.ln_2(hidden_states)
        var_mean_1 = torch.ops.aten.var_mean.correction(add_74, [2], correction = 0, keepdim = True)
        getitem_9: "f32[2, 1, 1]" = var_mean_1[0]
        getitem_10: "f32[2, 1, 1]" = var_mean_1[1];  var_mean_1 = None
        sub_23: "f32[2, 1, 128]" = torch.ops.aten.sub.Tensor(add_74, getitem_10);  getitem_10 = None
        add_75: "f32[2, 1, 1]" = torch.ops.aten.add.Tensor(getitem_9, 1e-05);  getitem_9 = None
        rsqrt_1: "f32[2, 1, 1]" = torch.ops.aten.rsqrt.default(add_75);  add_75 = None
        mul_49: "f32[2, 1, 128]" = torch.ops.aten.mul.Tensor(sub_23, rsqrt_1);  sub_23 = rsqrt_1 = None
        mul_50: "f32[2, 1, 128]" = torch.ops.aten.mul.Tensor(mul_49, arg16_1);  mul_49 = arg16_1 = None
        add_76: "f32[2, 1, 128]" = torch.ops.aten.add.Tensor(mul_50, arg17_1);  mul_50 = arg17_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_10: "f32[2, 128]" = torch.ops.aten.reshape.default(add_76, [-1, 128]);  add_76 = None
        mm_default_4: "f32[2, 512]" = torch.ops.aten.mm.default(view_10, arg19_1);  view_10 = arg19_1 = None
        add_tensor_4: "f32[2, 512]" = torch.ops.aten.add.Tensor(arg18_1, mm_default_4);  arg18_1 = mm_default_4 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_11: "f32[2, 1, 512]" = torch.ops.aten.reshape.default(add_tensor_4, [2, 1, 512]);  add_tensor_4 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_51: "f32[2, 1, 512]" = torch.ops.aten.mul.Tensor(view_11, 0.5)
        pow_1: "f32[2, 1, 512]" = torch.ops.aten.pow.Tensor_Scalar(view_11, 3.0)
        mul_52: "f32[2, 1, 512]" = torch.ops.aten.mul.Tensor(pow_1, 0.044715);  pow_1 = None
        add_77: "f32[2, 1, 512]" = torch.ops.aten.add.Tensor(view_11, mul_52);  view_11 = mul_52 = None
        mul_53: "f32[2, 1, 512]" = torch.ops.aten.mul.Tensor(add_77, 0.7978845608028654);  add_77 = None
        tanh: "f32[2, 1, 512]" = torch.ops.aten.tanh.default(mul_53);  mul_53 = None
        add_78: "f32[2, 1, 512]" = torch.ops.aten.add.Tensor(tanh, 1.0);  tanh = None
        mul_54: "f32[2, 1, 512]" = torch.ops.aten.mul.Tensor(mul_51, add_78);  mul_51 = add_78 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_12: "f32[2, 512]" = torch.ops.aten.reshape.default(mul_54, [-1, 512]);  mul_54 = None
        mm_default_3: "f32[2, 128]" = torch.ops.aten.mm.default(view_12, arg21_1);  view_12 = arg21_1 = None
        add_tensor_3: "f32[2, 128]" = torch.ops.aten.add.Tensor(arg20_1, mm_default_3);  arg20_1 = mm_default_3 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_13: "f32[2, 1, 128]" = torch.ops.aten.reshape.default(add_tensor_3, [2, 1, 128]);  add_tensor_3 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:307 in forward, code: hidden_states = residual + feed_forward_hidden_states
        add_79: "f32[2, 1, 128]" = torch.ops.aten.add.Tensor(add_74, view_13);  add_74 = view_13 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:273 in forward, code: hidden_states = self.ln_1(hidden_states)
        var_mean_2 = torch.ops.aten.var_mean.correction(add_79, [2], correction = 0, keepdim = True)
        getitem_11: "f32[2, 1, 1]" = var_mean_2[0]
        getitem_12: "f32[2, 1, 1]" = var_mean_2[1];  var_mean_2 = None
        sub_24: "f32[2, 1, 128]" = torch.ops.aten.sub.Tensor(add_79, getitem_12);  getitem_12 = None
        add_80: "f32[2, 1, 1]" = torch.ops.aten.add.Tensor(getitem_11, 1e-05);  getitem_11 = None
        rsqrt_2: "f32[2, 1, 1]" = torch.ops.aten.rsqrt.default(add_80);  add_80 = None
        mul_55: "f32[2, 1, 128]" = torch.ops.aten.mul.Tensor(sub_24, rsqrt_2);  sub_24 = rsqrt_2 = None
        mul_56: "f32[2, 1, 128]" = torch.ops.aten.mul.Tensor(mul_55, arg22_1);  mul_55 = arg22_1 = None
        add_81: "f32[2, 1, 128]" = torch.ops.aten.add.Tensor(mul_56, arg23_1);  mul_56 = arg23_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_14: "f32[2, 128]" = torch.ops.aten.reshape.default(add_81, [-1, 128]);  add_81 = None
        addmm_4: "f32[2, 384]" = torch.ops.aten.addmm.default(arg24_1, view_14, arg25_1);  arg24_1 = view_14 = arg25_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_15: "f32[2, 1, 384]" = torch.ops.aten.reshape.default(addmm_4, [2, 1, 384]);  addmm_4 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:185 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        split_1 = torch.ops.aten.split.Tensor(view_15, 128, 2);  view_15 = None
        getitem_13: "f32[2, 1, 128]" = split_1[0]
        getitem_14: "f32[2, 1, 128]" = split_1[1]
        getitem_15: "f32[2, 1, 128]" = split_1[2];  split_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:191 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        view_18: "f32[2, 1, 4, 32]" = torch.ops.aten.reshape.default(getitem_13, [2, 1, -1, 32]);  getitem_13 = None
        permute_6: "f32[2, 4, 1, 32]" = torch.ops.aten.permute.default(view_18, [0, 2, 1, 3]);  view_18 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        view_16: "f32[2, 1, 4, 32]" = torch.ops.aten.reshape.default(getitem_14, [2, 1, -1, 32]);  getitem_14 = None
        permute_4: "f32[2, 4, 1, 32]" = torch.ops.aten.permute.default(view_16, [0, 2, 1, 3]);  view_16 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/cache_utils.py:146 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        cat_2: "f32[2, 4, s53 + 1, 32]" = torch.ops.aten.cat.default([arg27_1, permute_4], -2);  arg27_1 = permute_4 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:188 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        view_17: "f32[2, 1, 4, 32]" = torch.ops.aten.reshape.default(getitem_15, [2, 1, -1, 32]);  getitem_15 = None
        permute_5: "f32[2, 4, 1, 32]" = torch.ops.aten.permute.default(view_17, [0, 2, 1, 3]);  view_17 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/cache_utils.py:147 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        cat_3: "f32[2, 4, s6 + 1, 32]" = torch.ops.aten.cat.default([arg29_1, permute_5], -2);  arg29_1 = permute_5 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        full_default_4: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        full_default_3: "f32[]" = torch.ops.aten.full.default([], -inf, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where_1: "f32[2, 1, 1, s53 + 1]" = torch.ops.aten.where.self(expand, full_default_4, full_default_3);  expand = full_default_4 = full_default_3 = None
        constant_pad_nd_1: "f32[2, 1, 1, s53 - (Mod(s53 + 1, 8)) + 9]" = torch.ops.aten.constant_pad_nd.default(where_1, [0, sub_19], 0.0);  where_1 = sub_19 = None
        slice_3: "f32[2, 1, 1, s53 + 1]" = torch.ops.aten.slice.Tensor(constant_pad_nd_1, -1, 0, add_7);  constant_pad_nd_1 = None
        expand_2: "f32[2, 4, 1, s53 + 1]" = torch.ops.aten.expand.default(slice_3, [2, 4, 1, add_7]);  slice_3 = add_7 = None
        _scaled_dot_product_efficient_attention_1 = torch.ops.aten._scaled_dot_product_efficient_attention.default(permute_6, cat_2, cat_3, expand_2, False, scale = 0.1767766952966369);  permute_6 = expand_2 = None
        getitem_16: "f32[2, 4, 1, 32]" = _scaled_dot_product_efficient_attention_1[0];  _scaled_dot_product_efficient_attention_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_7: "f32[2, 1, 4, 32]" = torch.ops.aten.permute.default(getitem_16, [0, 2, 1, 3]);  getitem_16 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_19: "f32[2, 1, 128]" = torch.ops.aten.reshape.default(permute_7, [2, 1, -1]);  permute_7 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_20: "f32[2, 128]" = torch.ops.aten.reshape.default(view_19, [-1, 128]);  view_19 = None
        mm_default_2: "f32[2, 128]" = torch.ops.aten.mm.default(view_20, arg31_1);  view_20 = arg31_1 = None
        add_tensor_2: "f32[2, 128]" = torch.ops.aten.add.Tensor(arg30_1, mm_default_2);  arg30_1 = mm_default_2 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_21: "f32[2, 1, 128]" = torch.ops.aten.reshape.default(add_tensor_2, [2, 1, 128]);  add_tensor_2 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:282 in forward, code: hidden_states = attn_output + residual
        add_112: "f32[2, 1, 128]" = torch.ops.aten.add.Tensor(view_21, add_79);  view_21 = add_79 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:304 in forward, code: hidden_states = self.ln_2(hidden_states)
        var_mean_3 = torch.ops.aten.var_mean.correction(add_112, [2], correction = 0, keepdim = True)
        getitem_20: "f32[2, 1, 1]" = var_mean_3[0]
        getitem_21: "f32[2, 1, 1]" = var_mean_3[1];  var_mean_3 = None
        sub_32: "f32[2, 1, 128]" = torch.ops.aten.sub.Tensor(add_112, getitem_21);  getitem_21 = None
        add_113: "f32[2, 1, 1]" = torch.ops.aten.add.Tensor(getitem_20, 1e-05);  getitem_20 = None
        rsqrt_3: "f32[2, 1, 1]" = torch.ops.aten.rsqrt.default(add_113);  add_113 = None
        mul_74: "f32[2, 1, 128]" = torch.ops.aten.mul.Tensor(sub_32, rsqrt_3);  sub_32 = rsqrt_3 = None
        mul_75: "f32[2, 1, 128]" = torch.ops.aten.mul.Tensor(mul_74, arg32_1);  mul_74 = arg32_1 = None
        add_114: "f32[2, 1, 128]" = torch.ops.aten.add.Tensor(mul_75, arg33_1);  mul_75 = arg33_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_22: "f32[2, 128]" = torch.ops.aten.reshape.default(add_114, [-1, 128]);  add_114 = None
        mm_default_1: "f32[2, 512]" = torch.ops.aten.mm.default(view_22, arg35_1);  view_22 = arg35_1 = None
        add_tensor_1: "f32[2, 512]" = torch.ops.aten.add.Tensor(arg34_1, mm_default_1);  arg34_1 = mm_default_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_23: "f32[2, 1, 512]" = torch.ops.aten.reshape.default(add_tensor_1, [2, 1, 512]);  add_tensor_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_76: "f32[2, 1, 512]" = torch.ops.aten.mul.Tensor(view_23, 0.5)
        pow_2: "f32[2, 1, 512]" = torch.ops.aten.pow.Tensor_Scalar(view_23, 3.0)
        mul_77: "f32[2, 1, 512]" = torch.ops.aten.mul.Tensor(pow_2, 0.044715);  pow_2 = None
        add_115: "f32[2, 1, 512]" = torch.ops.aten.add.Tensor(view_23, mul_77);  view_23 = mul_77 = None
        mul_78: "f32[2, 1, 512]" = torch.ops.aten.mul.Tensor(add_115, 0.7978845608028654);  add_115 = None
        tanh_1: "f32[2, 1, 512]" = torch.ops.aten.tanh.default(mul_78);  mul_78 = None
        add_116: "f32[2, 1, 512]" = torch.ops.aten.add.Tensor(tanh_1, 1.0);  tanh_1 = None
        mul_79: "f32[2, 1, 512]" = torch.ops.aten.mul.Tensor(mul_76, add_116);  mul_76 = add_116 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_24: "f32[2, 512]" = torch.ops.aten.reshape.default(mul_79, [-1, 512]);  mul_79 = None
        mm_default: "f32[2, 128]" = torch.ops.aten.mm.default(view_24, arg37_1);  view_24 = arg37_1 = None
        add_tensor: "f32[2, 128]" = torch.ops.aten.add.Tensor(arg36_1, mm_default);  arg36_1 = mm_default = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_25: "f32[2, 1, 128]" = torch.ops.aten.reshape.default(add_tensor, [2, 1, 128]);  add_tensor = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:307 in forward, code: hidden_states = residual + feed_forward_hidden_states
        add_117: "f32[2, 1, 128]" = torch.ops.aten.add.Tensor(add_112, view_25);  add_112 = view_25 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:619 in forward, code: hidden_states = self.ln_f(hidden_states)
        var_mean_4 = torch.ops.aten.var_mean.correction(add_117, [2], correction = 0, keepdim = True)
        getitem_22: "f32[2, 1, 1]" = var_mean_4[0]
        getitem_23: "f32[2, 1, 1]" = var_mean_4[1];  var_mean_4 = None
        sub_33: "f32[2, 1, 128]" = torch.ops.aten.sub.Tensor(add_117, getitem_23);  add_117 = getitem_23 = None
        add_118: "f32[2, 1, 1]" = torch.ops.aten.add.Tensor(getitem_22, 1e-05);  getitem_22 = None
        rsqrt_4: "f32[2, 1, 1]" = torch.ops.aten.rsqrt.default(add_118);  add_118 = None
        mul_80: "f32[2, 1, 128]" = torch.ops.aten.mul.Tensor(sub_33, rsqrt_4);  sub_33 = rsqrt_4 = None
        mul_81: "f32[2, 1, 128]" = torch.ops.aten.mul.Tensor(mul_80, arg38_1);  mul_80 = arg38_1 = None
        add_119: "f32[2, 1, 128]" = torch.ops.aten.add.Tensor(mul_81, arg39_1);  mul_81 = arg39_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:697 in forward, code: logits = self.lm_head(hidden_states[:, slice_indices, :])
        slice_4: "f32[2, 1, 128]" = torch.ops.aten.slice.Tensor(add_119, 1, -1, 9223372036854775807);  add_119 = None
        view_27: "f32[2, 128]" = torch.ops.aten.reshape.default(slice_4, [2, 128]);  slice_4 = None
        permute_8: "f32[128, 1000]" = torch.ops.aten.permute.default(arg1_1, [1, 0]);  arg1_1 = None
        mm: "f32[2, 1000]" = torch.ops.aten.mm.default(view_27, permute_8);  view_27 = permute_8 = None
        view_28: "f32[2, 1, 1000]" = torch.ops.aten.reshape.default(mm, [2, 1, 1000]);  mm = None
        return (cat_1, cat, cat_3, cat_2, view_28)
