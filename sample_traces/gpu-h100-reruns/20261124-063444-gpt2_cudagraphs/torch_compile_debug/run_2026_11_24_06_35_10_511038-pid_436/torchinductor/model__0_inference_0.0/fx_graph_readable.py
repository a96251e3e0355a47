class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "i64[2, 8]", arg1_1: "f32[1000, 128]", arg2_1: "i64[2, 8]", arg3_1: "f32[64, 128]", arg4_1: "i64[2, 8]", arg5_1: "f32[128]", arg6_1: "f32[128]", arg7_1: "f32[384]", arg8_1: "f32[128, 384]", arg9_1: "f32[128]", arg10_1: "f32[128, 128]", arg11_1: "f32[128]", arg12_1: "f32[128]", arg13_1: "f32[512]", arg14_1: "f32[128, 512]", arg15_1: "f32[128]", arg16_1: "f32[512, 128]", arg17_1: "f32[128]", arg18_1: "f32[128]", arg19_1: "f32[384]", arg20_1: "f32[128, 384]", arg21_1: "f32[128]", arg22_1: "f32[128, 128]", arg23_1: "f32[128]", arg24_1: "f32[128]", arg25_1: "f32[512]", arg26_1: "f32[128, 512]", arg27_1: "f32[128]", arg28_1: "f32[512, 128]", arg29_1: "f32[128]", arg30_1: "f32[128]"):
        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:569 in forward, code: inputs_embeds = self.wte(input_ids)
        embedding: "f32[2, 8, 128]" = torch.ops.aten.embedding.default(arg1_1, arg0_1);  arg0_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:576 in forward, code: position_embeds = self.wpe(position_ids)
        embedding_1: "f32[2, 8, 128]" = torch.ops.aten.embedding.default(arg3_1, arg2_1);  arg3_1 = arg2_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:577 in forward, code: hidden_states = inputs_embeds + position_embeds.to(inputs_embeds.device)
        add: "f32[2, 8, 128]" = torch.ops.aten.add.Tensor(embedding, embedding_1);  embedding = embedding_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:825 in _preprocess_mask_arguments, code: attention_mask = attention_mask.to(device=inputs_embeds.device, dtype=torch.bool)
        convert_element_type: "b8[2, 8]" = torch.ops.prims.convert_element_type.default(arg4_1, torch.bool);  arg4_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:508 in sdpa_mask, code: batch_arange = torch.arange(batch_size, device=device)
        iota: "i64[2]" = torch.ops.prims.iota.default(2, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:510 in sdpa_mask, code: q_arange = torch.arange(q_length, device=device) + q_offset
        iota_2: "i64[8]" = torch.ops.prims.iota.default(8, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        add_1: "i64[8]" = torch.ops.aten.add.Tensor(iota_2, 0);  iota_2 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:511 in sdpa_mask, code: kv_arange = torch.arange(kv_length, device=device) + kv_offset
        iota_3: "i64[8]" = torch.ops.prims.iota.default(8, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        add_2: "i64[8]" = torch.ops.aten.add.Tensor(iota_3, 0);  iota_3 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:365 in _non_vmap_expansion_sdpa, code: batch_indices = batch_indices[:, None, None, None]
        unsqueeze: "i64[2, 1]" = torch.ops.aten.unsqueeze.default(iota, 1);  iota = None
        unsqueeze_1: "i64[2, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, 2);  unsqueeze = None
        unsqueeze_2: "i64[2, 1, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_1, 3);  unsqueeze_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:367 in _non_vmap_expansion_sdpa, code: q_indices = q_indices[None, None, :, None]
        unsqueeze_3: "i64[1, 8]" = torch.ops.aten.unsqueeze.default(add_1, 0);  add_1 = None
        unsqueeze_4: "i64[1, 1, 8]" = torch.ops.aten.unsqueeze.default(unsqueeze_3, 1);  unsqueeze_3 = None
        unsqueeze_5: "i64[1, 1, 8, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, 3);  unsqueeze_4 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:368 in _non_vmap_expansion_sdpa, code: kv_indices = kv_indices[None, None, None, :]
        unsqueeze_6: "i64[1, 8]" = torch.ops.aten.unsqueeze.default(add_2, 0);  add_2 = None
        unsqueeze_7: "i64[1, 1, 8]" = torch.ops.aten.unsqueeze.default(unsqueeze_6, 1);  unsqueeze_6 = None
        unsqueeze_8: "i64[1, 1, 1, 8]" = torch.ops.aten.unsqueeze.default(unsqueeze_7, 2);  unsqueeze_7 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:55 in and_mask, code: result = q_idx.new_ones((), dtype=torch.bool)
        full_default: "b8[]" = torch.ops.aten.full.default([], True, dtype = torch.bool, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:81 in causal_mask_function, code: return kv_idx <= q_idx
        le: "b8[1, 1, 8, 8]" = torch.ops.aten.le.Tensor(unsqueeze_8, unsqueeze_5);  unsqueeze_5 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:57 in and_mask, code: result = result & mask(batch_idx, head_idx, q_idx, kv_idx).to(result.device)
        bitwise_and: "b8[1, 1, 8, 8]" = torch.ops.aten.bitwise_and.Tensor(full_default, le);  full_default = le = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:178 in inner_mask, code: return padding_mask[batch_idx, kv_idx]
        index: "b8[2, 1, 1, 8]" = torch.ops.aten.index.Tensor(convert_element_type, [unsqueeze_2, unsqueeze_8]);  convert_element_type = unsqueeze_2 = unsqueeze_8 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:57 in and_mask, code: result = result & mask(batch_idx, head_idx, q_idx, kv_idx).to(result.device)
        bitwise_and_1: "b8[2, 1, 8, 8]" = torch.ops.aten.bitwise_and.Tensor(bitwise_and, index);  bitwise_and = index = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:519 in sdpa_mask, code: attention_mask = attention_mask.expand(batch_size, -1, q_length, kv_length)
        expand: "b8[2, 1, 8, 8]" = torch.ops.aten.expand.default(bitwise_and_1, [2, -1, 8, 8]);  bitwise_and_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:273 in forward, code: hidden_states = self.ln_1(hidden_states)
        var_mean = torch.ops.aten.var_mean.correction(add, [2], correction = 0, keepdim = True)
        getitem: "f32[2, 8, 1]" = var_mean[0]
        getitem_1: "f32[2, 8, 1]" = var_mean[1];  var_mean = None
        add_3: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_3);  add_3 = None
        sub: "f32[2, 8, 128]" = torch.ops.aten.sub.Tensor(add, getitem_1);  getitem_1 = None
        mul: "f32[2, 8, 128]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_1: "f32[2, 8, 128]" = torch.ops.aten.mul.Tensor(mul, arg5_1);  mul = arg5_1 = None
        add_4: "f32[2, 8, 128]" = torch.ops.aten.add.Tensor(mul_1, arg6_1);  mul_1 = arg6_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_2: "f32[16, 128]" = torch.ops.aten.view.default(add_4, [-1, 128]);  add_4 = None
        addmm: "f32[16, 384]" = torch.ops.aten.addmm.default(arg7_1, view_2, arg8_1);  arg7_1 = view_2 = arg8_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_3: "f32[2, 8, 384]" = torch.ops.aten.view.default(addmm, [2, 8, 384]);  addmm = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:185 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        split = torch.ops.aten.split.Tensor(view_3, 128, 2);  view_3 = None
        getitem_2: "f32[2, 8, 128]" = split[0]
        getitem_3: "f32[2, 8, 128]" = split[1]
        getitem_4: "f32[2, 8, 128]" = split[2];  split = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        view_4: "f32[2, 8, 4, 32]" = torch.ops.aten.view.default(getitem_3, [2, 8, -1, 32]);  getitem_3 = None
        permute: "f32[2, 4, 8, 32]" = torch.ops.aten.permute.default(view_4, [0, 2, 1, 3]);  view_4 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:188 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        view_5: "f32[2, 8, 4, 32]" = torch.ops.aten.view.default(getitem_4, [2, 8, -1, 32]);  getitem_4 = None
        permute_1: "f32[2, 4, 8, 32]" = torch.ops.aten.permute.default(view_5, [0, 2, 1, 3]);  view_5 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:191 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        view_6: "f32[2, 8, 4, 32]" = torch.ops.aten.view.default(getitem_2, [2, 8, -1, 32]);  getitem_2 = None
        permute_2: "f32[2, 4, 8, 32]" = torch.ops.aten.permute.default(view_6, [0, 2, 1, 3]);  view_6 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/cache_utils.py:146 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        clone_1: "f32[2, 4, 8, 32]" = torch.ops.aten.clone.default(permute);  permute = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/cache_utils.py:147 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        clone_2: "f32[2, 4, 8, 32]" = torch.ops.aten.clone.default(permute_1);  permute_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        full_default_1: "f32[]" = torch.ops.aten.full.default([], -inf, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        full_default_2: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where: "f32[2, 1, 8, 8]" = torch.ops.aten.where.self(expand, full_default_2, full_default_1);  full_default_2 = full_default_1 = None
        expand_1: "f32[2, 4, 8, 8]" = torch.ops.aten.expand.default(where, [2, 4, 8, 8]);  where = None
        _scaled_dot_product_efficient_attention = torch.ops.aten._scaled_dot_product_efficient_attention.default(permute_2, clone_1, clone_2, expand_1, False, scale = 0.1767766952966369);  permute_2 = expand_1 = None
        getitem_5: "f32[2, 4, 8, 32]" = _scaled_dot_product_efficient_attention[0];  _scaled_dot_product_efficient_attention = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_3: "f32[2, 8, 4, 32]" = torch.ops.aten.permute.default(getitem_5, [0, 2, 1, 3]);  getitem_5 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_7: "f32[2, 8, 128]" = torch.ops.aten.view.default(permute_3, [2, 8, -1]);  permute_3 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_8: "f32[16, 128]" = torch.ops.aten.view.default(view_7, [-1, 128]);  view_7 = None
        addmm_1: "f32[16, 128]" = torch.ops.aten.addmm.default(arg9_1, view_8, arg10_1);  arg9_1 = view_8 = arg10_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_9: "f32[2, 8, 128]" = torch.ops.aten.view.default(addmm_1, [2, 8, 128]);  addmm_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:282 in forward, code: hidden_states = attn_output + residual
        add_5: "f32[2, 8, 128]" = torch.ops.aten.add.Tensor(view_9, add);  view_9 = add = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:304 in forward, code: hidden_states = self.ln_2(hidden_states)
        var_mean_1 = torch.ops.aten.var_mean.correction(add_5, [2], correction = 0, keepdim = True)
        getitem_9: "f32[2, 8, 1]" = var_mean_1[0]
        getitem_10: "f32[2, 8, 1]" = var_mean_1[1];  var_mean_1 = None
        add_6: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(getitem_9, 1e-05);  getitem_9 = None
        rsqrt_1: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_6);  add_6 = None
        sub_1: "f32[2, 8, 128]" = torch.ops.aten.sub.Tensor(add_5, getitem_10);  getitem_10 = None
        mul_2: "f32[2, 8, 128]" = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = rsqrt_1 = None
        mul_3: "f32[2, 8, 128]" = torch.ops.aten.mul.Tensor(mul_2, arg11_1);  mul_2 = arg11_1 = None
        add_7: "f32[2, 8, 128]" = torch.ops.aten.add.Tensor(mul_3, arg12_1);  mul_3 = arg12_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_10: "f32[16, 128]" = torch.ops.aten.view.default(add_7, [-1, 128]);  add_7 = None
        addmm_2: "f32[16, 512]" = torch.ops.aten.addmm.default(arg13_1, view_10, arg14_1);  arg13_1 = view_10 = arg14_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_11: "f32[2, 8, 512]" = torch.ops.aten.view.default(addmm_2, [2, 8, 512]);  addmm_2 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_4: "f32[2, 8, 512]" = torch.ops.aten.mul.Tensor(view_11, 0.5)
        pow_1: "f32[2, 8, 512]" = torch.ops.aten.pow.Tensor_Scalar(view_11, 3.0)
        mul_5: "f32[2, 8, 512]" = torch.ops.aten.mul.Tensor(pow_1, 0.044715);  pow_1 = None
        add_8: "f32[2, 8, 512]" = torch.ops.aten.add.Tensor(view_11, mul_5);  view_11 = mul_5 = None
        mul_6: "f32[2, 8, 512]" = torch.ops.aten.mul.Tensor(add_8, 0.7978845608028654);  add_8 = None
        tanh: "f32[2, 8, 512]" = torch.ops.aten.tanh.default(mul_6);  mul_6 = None
        add_9: "f32[2, 8, 512]" = torch.ops.aten.add.Tensor(tanh, 1.0);  tanh = None
        mul_7: "f32[2, 8, 512]" = torch.ops.aten.mul.Tensor(mul_4, add_9);  mul_4 = add_9 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_12: "f32[16, 512]" = torch.ops.aten.view.default(mul_7, [-1, 512]);  mul_7 = None
        addmm_3: "f32[16, 128]" = torch.ops.aten.addmm.default(arg15_1, view_12, arg16_1);  arg15_1 = view_12 = arg16_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_13: "f32[2, 8, 128]" = torch.ops.aten.view.default(addmm_3, [2, 8, 128]);  addmm_3 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:307 in forward, code: hidden_states = residual + feed_forward_hidden_states
        add_10: "f32[2, 8, 128]" = torch.ops.aten.add.Tensor(add_5, view_13);  add_5 = view_13 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:273 in forward, code: hidden_states = self.ln_1(hidden_states)
        var_mean_2 = torch.ops.aten.var_mean.correction(add_10, [2], correction = 0, keepdim = True)
        getitem_11: "f32[2, 8, 1]" = var_mean_2[0]
        getitem_12: "f32[2, 8, 1]" = var_mean_2[1];  var_mean_2 = None
        add_11: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(getitem_11, 1e-05);  getitem_11 = None
        rsqrt_2: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_11);  add_11 = None
        sub_2: "f32[2, 8, 128]" = torch.ops.aten.sub.Tensor(add_10, getitem_12);  getitem_12 = None
        mul_8: "f32[2, 8, 128]" = torch.ops.aten.mul.Tensor(sub_2, rsqrt_2);  sub_2 = rsqrt_2 = None
        mul_9: "f32[2, 8, 128]" = torch.ops.aten.mul.Tensor(mul_8, arg17_1);  mul_8 = arg17_1 = None
        add_12: "f32[2, 8, 128]" = torch.ops.aten.add.Tensor(mul_9, arg18_1);  mul_9 = arg18_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_14: "f32[16, 128]" = torch.ops.aten.view.default(add_12, [-1, 128]);  add_12 = None
        addmm_4: "f32[16, 384]" = torch.ops.aten.addmm.default(arg19_1, view_14, arg20_1);  arg19_1 = view_14 = arg20_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_15: "f32[2, 8, 384]" = torch.ops.aten.view.default(addmm_4, [2, 8, 384]);  addmm_4 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:185 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        split_1 = torch.ops.aten.split.Tensor(view_15, 128, 2);  view_15 = None
        getitem_13: "f32[2, 8, 128]" = split_1[0]
        getitem_14: "f32[2, 8, 128]" = split_1[1]
        getitem_15: "f32[2, 8, 128]" = split_1[2];  split_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        view_16: "f32[2, 8, 4, 32]" = torch.ops.aten.view.default(getitem_14, [2, 8, -1, 32]);  getitem_14 = None
        permute_4: "f32[2, 4, 8, 32]" = torch.ops.aten.permute.default(view_16, [0, 2, 1, 3]);  view_16 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:188 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        view_17: "f32[2, 8, 4, 32]" = torch.ops.aten.view.default(getitem_15, [2, 8, -1, 32]);  getitem_15 = None
        permute_5: "f32[2, 4, 8, 32]" = torch.ops.aten.permute.default(view_17, [0, 2, 1, 3]);  view_17 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:191 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        view_18: "f32[2, 8, 4, 32]" = torch.ops.aten.view.default(getitem_13, [2, 8, -1, 32]);  getitem_13 = None
        permute_6: "f32[2, 4, 8, 32]" = torch.ops.aten.permute.default(view_18, [0, 2, 1, 3]);  view_18 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/cache_utils.py:146 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        clone_5: "f32[2, 4, 8, 32]" = torch.ops.aten.clone.default(permute_4);  permute_4 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/cache_utils.py:147 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        clone_6: "f32[2, 4, 8, 32]" = torch.ops.aten.clone.default(permute_5);  permute_5 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        full_default_3: "f32[]" = torch.ops.aten.full.default([], -inf, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        full_default_4: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where_1: "f32[2, 1, 8, 8]" = torch.ops.aten.where.self(expand, full_default_4, full_default_3);  expand = full_default_4 = full_default_3 = None
        expand_2: "f32[2, 4, 8, 8]" = torch.ops.aten.expand.default(where_1, [2, 4, 8, 8]);  where_1 = None
        _scaled_dot_product_efficient_attention_1 = torch.ops.aten._scaled_dot_product_efficient_attention.default(permute_6, clone_5, clone_6, expand_2, False, scale = 0.1767766952966369);  permute_6 = expand_2 = None
        getitem_16: "f32[2, 4, 8, 32]" = _scaled_dot_product_efficient_attention_1[0];  _scaled_dot_product_efficient_attention_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_7: "f32[2, 8, 4, 32]" = torch.ops.aten.permute.default(getitem_16, [0, 2, 1, 3]);  getitem_16 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_19: "f32[2, 8, 128]" = torch.ops.aten.view.default(permute_7, [2, 8, -1]);  permute_7 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_20: "f32[16, 128]" = torch.ops.aten.view.default(view_19, [-1, 128]);  view_19 = None
        addmm_5: "f32[16, 128]" = torch.ops.aten.addmm.default(arg21_1, view_20, arg22_1);  arg21_1 = view_20 = arg22_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_21: "f32[2, 8, 128]" = torch.ops.aten.view.default(addmm_5, [2, 8, 128]);  addmm_5 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:282 in forward, code: hidden_states = attn_output + residual
        add_13: "f32[2, 8, 128]" = torch.ops.aten.add.Tensor(view_21, add_10);  view_21 = add_10 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:304 in forward, code: hidden_states = self.ln_2(hidden_states)
        var_mean_3 = torch.ops.aten.var_mean.correction(add_13, [2], correction = 0, keepdim = True)
        getitem_20: "f32[2, 8, 1]" = var_mean_3[0]
        getitem_21: "f32[2, 8, 1]" = var_mean_3[1];  var_mean_3 = None
        add_14: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(getitem_20, 1e-05);  getitem_20 = None
        rsqrt_3: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_14);  add_14 = None
        sub_3: "f32[2, 8, 128]" = torch.ops.aten.sub.Tensor(add_13, getitem_21);  getitem_21 = None
        mul_10: "f32[2, 8, 128]" = torch.ops.aten.mul.Tensor(sub_3, rsqrt_3);  sub_3 = rsqrt_3 = None
        mul_11: "f32[2, 8, 128]" = torch.ops.aten.mul.Tensor(mul_10, arg23_1);  mul_10 = arg23_1 = None
        add_15: "f32[2, 8, 128]" = torch.ops.aten.add.Tensor(mul_11, arg24_1);  mul_11 = arg24_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_22: "f32[16, 128]" = torch.ops.aten.view.default(add_15, [-1, 128]);  add_15 = None
        addmm_6: "f32[16, 512]" = torch.ops.aten.addmm.default(arg25_1, view_22, arg26_1);  arg25_1 = view_22 = arg26_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_23: "f32[2, 8, 512]" = torch.ops.aten.view.default(addmm_6, [2, 8, 512]);  addmm_6 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_12: "f32[2, 8, 512]" = torch.ops.aten.mul.Tensor(view_23, 0.5)
        pow_2: "f32[2, 8, 512]" = torch.ops.aten.pow.Tensor_Scalar(view_23, 3.0)
        mul_13: "f32[2, 8, 512]" = torch.ops.aten.mul.Tensor(pow_2, 0.044715);  pow_2 = None
        add_16: "f32[2, 8, 512]" = torch.ops.aten.add.Tensor(view_23, mul_13);  view_23 = mul_13 = None
        mul_14: "f32[2, 8, 512]" = torch.ops.aten.mul.Tensor(add_16, 0.7978845608028654);  add_16 = None
        tanh_1: "f32[2, 8, 512]" = torch.ops.aten.tanh.default(mul_14);  mul_14 = None
        add_17: "f32[2, 8, 512]" = torch.ops.aten.add.Tensor(tanh_1, 1.0);  tanh_1 = None
        mul_15: "f32[2, 8, 512]" = torch.ops.aten.mul.Tensor(mul_12, add_17);  mul_12 = add_17 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_24: "f32[16, 512]" = torch.ops.aten.view.default(mul_15, [-1, 512]);  mul_15 = None
        addmm_7: "f32[16, 128]" = torch.ops.aten.addmm.default(arg27_1, view_24, arg28_1);  arg27_1 = view_24 = arg28_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_25: "f32[2, 8, 128]" = torch.ops.aten.view.default(addmm_7, [2, 8, 128]);  addmm_7 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:307 in forward, code: hidden_states = residual + feed_forward_hidden_states
        add_18: "f32[2, 8, 128]" = torch.ops.aten.add.Tensor(add_13, view_25);  add_13 = view_25 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:619 in forward, code: hidden_states = self.ln_f(hidden_states)
        var_mean_4 = torch.ops.aten.var_mean.correction(add_18, [2], correction = 0, keepdim = True)
        getitem_22: "f32[2, 8, 1]" = var_mean_4[0]
        getitem_23: "f32[2, 8, 1]" = var_mean_4[1];  var_mean_4 = None
        add_19: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(getitem_22, 1e-05);  getitem_22 = None
        rsqrt_4: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_19);  add_19 = None
        sub_4: "f32[2, 8, 128]" = torch.ops.aten.sub.Tensor(add_18, getitem_23);  add_18 = getitem_23 = None
        mul_16: "f32[2, 8, 128]" = torch.ops.aten.mul.Tensor(sub_4, rsqrt_4);  sub_4 = rsqrt_4 = None
        mul_17: "f32[2, 8, 128]" = torch.ops.aten.mul.Tensor(mul_16, arg29_1);  mul_16 = arg29_1 = None
        add_20: "f32[2, 8, 128]" = torch.ops.aten.add.Tensor(mul_17, arg30_1);  mul_17 = arg30_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:697 in forward, code: logits = self.lm_head(hidden_states[:, slice_indices, :])
        slice_1: "f32[2, 1, 128]" = torch.ops.aten.slice.Tensor(add_20, 1, -1, 9223372036854775807);  add_20 = None
        permute_8: "f32[128, 1000]" = torch.ops.aten.permute.default(arg1_1, [1, 0]);  arg1_1 = None
        view_27: "f32[2, 128]" = torch.ops.aten.view.default(slice_1, [2, 128]);  slice_1 = None
        mm: "f32[2, 1000]" = torch.ops.aten.mm.default(view_27, permute_8);  view_27 = permute_8 = None
        view_28: "f32[2, 1, 1000]" = torch.ops.aten.view.default(mm, [2, 1, 1000]);  mm = None
        return (clone_2, clone_1, clone_6, clone_5, view_28)
