class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "i64[2, 8]", arg1_1: "f32[1000, 128]", arg2_1: "f32[64, 128]", arg3_1: "i64[2, 8]", arg4_1: "f32[128]", arg5_1: "f32[128]", arg6_1: "f32[384]", arg7_1: "f32[128, 384]", arg8_1: "f32[128]", arg9_1: "f32[128, 128]", arg10_1: "f32[128]", arg11_1: "f32[128]", arg12_1: "f32[512]", arg13_1: "f32[128, 512]", arg14_1: "f32[128]", arg15_1: "f32[512, 128]", arg16_1: "f32[128]", arg17_1: "f32[128]", arg18_1: "f32[384]", arg19_1: "f32[128, 384]", arg20_1: "f32[128]", arg21_1: "f32[128, 128]", arg22_1: "f32[128]", arg23_1: "f32[128]", arg24_1: "f32[512]", arg25_1: "f32[128, 512]", arg26_1: "f32[128]", arg27_1: "f32[512, 128]", arg28_1: "f32[128]", arg29_1: "f32[128]"):
        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:569 in forward, code: inputs_embeds = self.wte(input_ids)
        embedding: "f32[2, 8, 128]" = torch.ops.aten.embedding.default(arg1_1, arg0_1);  arg0_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:573 in forward, code: position_ids = torch.arange(inputs_embeds.shape[1], device=inputs_embeds.device) + past_seen_tokens
        iota: "i64[8]" = torch.ops.prims.iota.default(8, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        add: "i64[8]" = torch.ops.aten.add.Tensor(iota, 0);  iota = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:574 in forward, code: position_ids = position_ids.unsqueeze(0)
        unsqueeze: "i64[1, 8]" = torch.ops.aten.unsqueeze.default(add, 0);  add = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:576 in forward, code: position_embeds = self.wpe(position_ids)
        embedding_1: "f32[1, 8, 128]" = torch.ops.aten.embedding.default(arg2_1, unsqueeze);  arg2_1 = unsqueeze = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:577 in forward, code: hidden_states = inputs_embeds + position_embeds.to(inputs_embeds.device)
        add_1: "f32[2, 8, 128]" = torch.ops.aten.add.Tensor(embedding, embedding_1);  embedding = embedding_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:273 in forward, code: hidden_states = self.ln_1(hidden_states)
        var_mean = torch.ops.aten.var_mean.correction(add_1, [2], correction = 0, keepdim = True)
        getitem: "f32[2, 8, 1]" = var_mean[0]
        getitem_1: "f32[2, 8, 1]" = var_mean[1];  var_mean = None
        sub: "f32[2, 8, 128]" = torch.ops.aten.sub.Tensor(add_1, getitem_1);  getitem_1 = None
        add_4: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_4);  add_4 = None
        mul: "f32[2, 8, 128]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_1: "f32[2, 8, 128]" = torch.ops.aten.mul.Tensor(mul, arg4_1);  mul = arg4_1 = None
        add_5: "f32[2, 8, 128]" = torch.ops.aten.add.Tensor(mul_1, arg5_1);  mul_1 = arg5_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_2: "f32[16, 128]" = torch.ops.aten.reshape.default(add_5, [-1, 128]);  add_5 = None
        addmm: "f32[16, 384]" = torch.ops.aten.addmm.default(arg6_1, view_2, arg7_1);  arg6_1 = view_2 = arg7_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_3: "f32[2, 8, 384]" = torch.ops.aten.reshape.default(addmm, [2, 8, 384]);  addmm = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:185 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        split = torch.ops.aten.split.Tensor(view_3, 128, 2);  view_3 = None
        getitem_2: "f32[2, 8, 128]" = split[0]
        getitem_3: "f32[2, 8, 128]" = split[1]
        getitem_4: "f32[2, 8, 128]" = split[2];  split = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:191 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        view_6: "f32[2, 8, 4, 32]" = torch.ops.aten.reshape.default(getitem_2, [2, 8, -1, 32]);  getitem_2 = None
        permute_2: "f32[2, 4, 8, 32]" = torch.ops.aten.permute.default(view_6, [0, 2, 1, 3]);  view_6 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        view_4: "f32[2, 8, 4, 32]" = torch.ops.aten.reshape.default(getitem_3, [2, 8, -1, 32]);  getitem_3 = None
        permute: "f32[2, 4, 8, 32]" = torch.ops.aten.permute.default(view_4, [0, 2, 1, 3]);  view_4 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:188 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        view_5: "f32[2, 8, 4, 32]" = torch.ops.aten.reshape.default(getitem_4, [2, 8, -1, 32]);  getitem_4 = None
        permute_1: "f32[2, 4, 8, 32]" = torch.ops.aten.permute.default(view_5, [0, 2, 1, 3]);  view_5 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:55 in and_mask, code: result = q_idx.new_ones((), dtype=torch.bool)
        full_default: "b8[]" = torch.ops.aten.full.default([], True, dtype = torch.bool, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:511 in sdpa_mask, code: kv_arange = torch.arange(kv_length, device=device) + kv_offset
        iota_4: "i64[8]" = torch.ops.prims.iota.default(8, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        add_3: "i64[8]" = torch.ops.aten.add.Tensor(iota_4, 0);  iota_4 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:368 in _non_vmap_expansion_sdpa, code: kv_indices = kv_indices[None, None, None, :]
        unsqueeze_7: "i64[1, 8]" = torch.ops.aten.unsqueeze.default(add_3, 0);  add_3 = None
        unsqueeze_8: "i64[1, 1, 8]" = torch.ops.aten.unsqueeze.default(unsqueeze_7, 1);  unsqueeze_7 = None
        unsqueeze_9: "i64[1, 1, 1, 8]" = torch.ops.aten.unsqueeze.default(unsqueeze_8, 2);  unsqueeze_8 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:510 in sdpa_mask, code: q_arange = torch.arange(q_length, device=device) + q_offset
        iota_3: "i64[8]" = torch.ops.prims.iota.default(8, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        add_2: "i64[8]" = torch.ops.aten.add.Tensor(iota_3, 0);  iota_3 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:367 in _non_vmap_expansion_sdpa, code: q_indices = q_indices[None, None, :, None]
        unsqueeze_4: "i64[1, 8]" = torch.ops.aten.unsqueeze.default(add_2, 0);  add_2 = None
        unsqueeze_5: "i64[1, 1, 8]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, 1);  unsqueeze_4 = None
        unsqueeze_6: "i64[1, 1, 8, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_5, 3);  unsqueeze_5 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:81 in causal_mask_function, code: return kv_idx <= q_idx
        le: "b8[1, 1, 8, 8]" = torch.ops.aten.le.Tensor(unsqueeze_9, unsqueeze_6);  unsqueeze_6 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:57 in and_mask, code: result = result & mask(batch_idx, head_idx, q_idx, kv_idx).to(result.device)
        bitwise_and: "b8[1, 1, 8, 8]" = torch.ops.aten.bitwise_and.Tensor(full_default, le);  full_default = le = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:825 in _preprocess_mask_arguments, code: attention_mask = attention_mask.to(device=inputs_embeds.device, dtype=torch.bool)
        convert_element_type: "b8[2, 8]" = torch.ops.prims.convert_element_type.default(arg3_1, torch.bool);  arg3_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:508 in sdpa_mask, code: batch_arange = torch.arange(batch_size, device=device)
        iota_1: "i64[2]" = torch.ops.prims.iota.default(2, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:365 in _non_vmap_expansion_sdpa, code: batch_indices = batch_indices[:, None, None, None]
        unsqueeze_1: "i64[2, 1]" = torch.ops.aten.unsqueeze.default(iota_1, 1);  iota_1 = None
        unsqueeze_2: "i64[2, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_1, 2);  unsqueeze_1 = None
        unsqueeze_3: "i64[2, 1, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, 3);  unsqueeze_2 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:178 in inner_mask, code: return padding_mask[batch_idx, kv_idx]
        index: "b8[2, 1, 1, 8]" = torch.ops.aten.index.Tensor(convert_element_type, [unsqueeze_3, unsqueeze_9]);  convert_element_type = unsqueeze_3 = unsqueeze_9 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:57 in and_mask, code: result = result & mask(batch_idx, head_idx, q_idx, kv_idx).to(result.device)
        bitwise_and_1: "b8[2, 1, 8, 8]" = torch.ops.aten.bitwise_and.Tensor(bitwise_and, index);  bitwise_and = index = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/masking_utils.py:519 in sdpa_mask, code: attention_mask = attention_mask.expand(batch_size, -1, q_length, kv_length)
        expand: "b8[2, 1, 8, 8]" = torch.ops.aten.expand.default(bitwise_and_1, [2, -1, 8, 8]);  bitwise_and_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        full_default_2: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        full_default_1: "f32[]" = torch.ops.aten.full.default([], -inf, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where: "f32[2, 1, 8, 8]" = torch.ops.aten.where.self(expand, full_default_2, full_default_1);  full_default_2 = full_default_1 = None
        expand_1: "f32[2, 4, 8, 8]" = torch.ops.aten.expand.default(where, [2, 4, 8, 8]);  where = None
        _scaled_dot_product_efficient_attention = torch.ops.aten._scaled_dot_product_efficient_attention.default(permute_2, permute, permute_1, expand_1, False, scale = 0.1767766952966369);  permute_2 = permute = permute_1 = expand_1 = None
        getitem_5: "f32[2, 4, 8, 32]" = _scaled_dot_product_efficient_attention[0];  _scaled_dot_product_efficient_attention = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_3: "f32[2, 8, 4, 32]" = torch.ops.aten.permute.default(getitem_5, [0, 2, 1, 3]);  getitem_5 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_7: "f32[2, 8, 128]" = torch.ops.aten.reshape.default(permute_3, [2, 8, -1]);  permute_3 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_8: "f32[16, 128]" = torch.ops.aten.reshape.default(view_7, [-1, 128]);  view_7 = None
        mm_default_5: "f32[16, 128]" = torch.ops.aten.mm.default(view_8, arg9_1);  view_8 = arg9_1 = None
        add_tensor_5: "f32[16, 128]" = torch.ops.aten.add.Tensor(arg8_1, mm_default_5);  arg8_1 = mm_default_5 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_9: "f32[2, 8, 128]" = torch.ops.aten.reshape.default(add_tensor_5, [2, 8, 128]);  add_tensor_5 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:282 in forward, code: hidden_states = attn_output + residual
        add_6: "f32[2, 8, 128]" = torch.ops.aten.add.Tensor(view_9, add_1);  view_9 = add_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:304 in forward, code: hidden_states = self.ln_2(hidden_states)
        var_mean_1 = torch.ops.aten.var_mean.correction(add_6, [2], correction = 0, keepdim = True)
        getitem_9: "f32[2, 8, 1]" = var_mean_1[0]
        getitem_10: "f32[2, 8, 1]" = var_mean_1[1];  var_mean_1 = None
        sub_1: "f32[2, 8, 128]" = torch.ops.aten.sub.Tensor(add_6, getitem_10);  getitem_10 = None
        add_7: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(getitem_9, 1e-05);  getitem_9 = None
        rsqrt_1: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_7);  add_7 = None
        mul_2: "f32[2, 8, 128]" = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = rsqrt_1 = None
        mul_3: "f32[2, 8, 128]" = torch.ops.aten.mul.Tensor(mul_2, arg10_1);  mul_2 = arg10_1 = None
        add_8: "f32[2, 8, 128]" = torch.ops.aten.add.Tensor(mul_3, arg11_1);  mul_3 = arg11_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_10: "f32[16, 128]" = torch.ops.aten.reshape.default(add_8, [-1, 128]);  add_8 = None
        mm_default_4: "f32[16, 512]" = torch.ops.aten.mm.default(view_10, arg13_1);  view_10 = arg13_1 = None
        add_tensor_4: "f32[16, 512]" = torch.ops.aten.add.Tensor(arg12_1, mm_default_4);  arg12_1 = mm_default_4 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_11: "f32[2, 8, 512]" = torch.ops.aten.reshape.default(add_tensor_4, [2, 8, 512]);  add_tensor_4 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_4: "f32[2, 8, 512]" = torch.ops.aten.mul.Tensor(view_11, 0.5)
        pow_1: "f32[2, 8, 512]" = torch.ops.aten.pow.Tensor_Scalar(view_11, 3.0)
        mul_5: "f32[2, 8, 512]" = torch.ops.aten.mul.Tensor(pow_1, 0.044715);  pow_1 = None
        add_9: "f32[2, 8, 512]" = torch.ops.aten.add.Tensor(view_11, mul_5);  view_11 = mul_5 = None
        mul_6: "f32[2, 8, 512]" = torch.ops.aten.mul.Tensor(add_9, 0.7978845608028654);  add_9 = None
        tanh: "f32[2, 8, 512]" = torch.ops.aten.tanh.default(mul_6);  mul_6 = None
        add_10: "f32[2, 8, 512]" = torch.ops.aten.add.Tensor(tanh, 1.0);  tanh = None
        mul_7: "f32[2, 8, 512]" = torch.ops.aten.mul.Tensor(mul_4, add_10);  mul_4 = add_10 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_12: "f32[16, 512]" = torch.ops.aten.reshape.default(mul_7, [-1, 512]);  mul_7 = None
        mm_default_3: "f32[16, 128]" = torch.ops.aten.mm.default(view_12, arg15_1);  view_12 = arg15_1 = None
        add_tensor_3: "f32[16, 128]" = torch.ops.aten.add.Tensor(arg14_1, mm_default_3);  arg14_1 = mm_default_3 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_13: "f32[2, 8, 128]" = torch.ops.aten.reshape.default(add_tensor_3, [2, 8, 128]);  add_tensor_3 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:307 in forward, code: hidden_states = residual + feed_forward_hidden_states
        add_11: "f32[2, 8, 128]" = torch.ops.aten.add.Tensor(add_6, view_13);  add_6 = view_13 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:273 in forward, code: hidden_states = self.ln_1(hidden_states)
        var_mean_2 = torch.ops.aten.var_mean.correction(add_11, [2], correction = 0, keepdim = True)
        getitem_11: "f32[2, 8, 1]" = var_mean_2[0]
        getitem_12: "f32[2, 8, 1]" = var_mean_2[1];  var_mean_2 = None
        sub_2: "f32[2, 8, 128]" = torch.ops.aten.sub.Tensor(add_11, getitem_12);  getitem_12 = None
        add_12: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(getitem_11, 1e-05);  getitem_11 = None
        rsqrt_2: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_12);  add_12 = None
        mul_8: "f32[2, 8, 128]" = torch.ops.aten.mul.Tensor(sub_2, rsqrt_2);  sub_2 = rsqrt_2 = None
        mul_9: "f32[2, 8, 128]" = torch.ops.aten.mul.Tensor(mul_8, arg16_1);  mul_8 = arg16_1 = None
        add_13: "f32[2, 8, 128]" = torch.ops.aten.add.Tensor(mul_9, arg17_1);  mul_9 = arg17_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_14: "f32[16, 128]" = torch.ops.aten.reshape.default(add_13, [-1, 128]);  add_13 = None
        addmm_4: "f32[16, 384]" = torch.ops.aten.addmm.default(arg18_1, view_14, arg19_1);  arg18_1 = view_14 = arg19_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_15: "f32[2, 8, 384]" = torch.ops.aten.reshape.default(addmm_4, [2, 8, 384]);  addmm_4 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:185 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        split_1 = torch.ops.aten.split.Tensor(view_15, 128, 2);  view_15 = None
        getitem_13: "f32[2, 8, 128]" = split_1[0]
        getitem_14: "f32[2, 8, 128]" = split_1[1]
        getitem_15: "f32[2, 8, 128]" = split_1[2];  split_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:191 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        view_18: "f32[2, 8, 4, 32]" = torch.ops.aten.reshape.default(getitem_13, [2, 8, -1, 32]);  getitem_13 = None
        permute_6: "f32[2, 4, 8, 32]" = torch.ops.aten.permute.default(view_18, [0, 2, 1, 3]);  view_18 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        view_16: "f32[2, 8, 4, 32]" = torch.ops.aten.reshape.default(getitem_14, [2, 8, -1, 32]);  getitem_14 = None
        permute_4: "f32[2, 4, 8, 32]" = torch.ops.aten.permute.default(view_16, [0, 2, 1, 3]);  view_16 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:188 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        view_17: "f32[2, 8, 4, 32]" = torch.ops.aten.reshape.default(getitem_15, [2, 8, -1, 32]);  getitem_15 = None
        permute_5: "f32[2, 4, 8, 32]" = torch.ops.aten.permute.default(view_17, [0, 2, 1, 3]);  view_17 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        full_default_4: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        full_default_3: "f32[]" = torch.ops.aten.full.default([], -inf, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where_1: "f32[2, 1, 8, 8]" = torch.ops.aten.where.self(expand, full_default_4, full_default_3);  expand = full_default_4 = full_default_3 = None
        expand_2: "f32[2, 4, 8, 8]" = torch.ops.aten.expand.default(where_1, [2, 4, 8, 8]);  where_1 = None
        _scaled_dot_product_efficient_attention_1 = torch.ops.aten._scaled_dot_product_efficient_attention.default(permute_6, permute_4, permute_5, expand_2, False, scale = 0.1767766952966369);  permute_6 = permute_4 = permute_5 = expand_2 = None
        getitem_16: "f32[2, 4, 8, 32]" = _scaled_dot_product_efficient_attention_1[0];  _scaled_dot_product_efficient_attention_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_7: "f32[2, 8, 4, 32]" = torch.ops.aten.permute.default(getitem_16, [0, 2, 1, 3]);  getitem_16 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:222 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_19: "f32[2, 8, 128]" = torch.ops.aten.reshape.default(permute_7, [2, 8, -1]);  permute_7 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_20: "f32[16, 128]" = torch.ops.aten.reshape.default(view_19, [-1, 128]);  view_19 = None
        mm_default_2: "f32[16, 128]" = torch.ops.aten.mm.default(view_20, arg21_1);  view_20 = arg21_1 = None
        add_tensor_2: "f32[16, 128]" = torch.ops.aten.add.Tensor(arg20_1, mm_default_2);  arg20_1 = mm_default_2 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_21: "f32[2, 8, 128]" = torch.ops.aten.reshape.default(add_tensor_2, [2, 8, 128]);  add_tensor_2 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:282 in forward, code: hidden_states = attn_output + residual
        add_14: "f32[2, 8, 128]" = torch.ops.aten.add.Tensor(view_21, add_11);  view_21 = add_11 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:304 in forward, code: hidden_states = self.ln_2(hidden_states)
        var_mean_3 = torch.ops.aten.var_mean.correction(add_14, [2], correction = 0, keepdim = True)
        getitem_20: "f32[2, 8, 1]" = var_mean_3[0]
        getitem_21: "f32[2, 8, 1]" = var_mean_3[1];  var_mean_3 = None
        sub_3: "f32[2, 8, 128]" = torch.ops.aten.sub.Tensor(add_14, getitem_21);  getitem_21 = None
        add_15: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(getitem_20, 1e-05);  getitem_20 = None
        rsqrt_3: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_15);  add_15 = None
        mul_10: "f32[2, 8, 128]" = torch.ops.aten.mul.Tensor(sub_3, rsqrt_3);  sub_3 = rsqrt_3 = None
        mul_11: "f32[2, 8, 128]" = torch.ops.aten.mul.Tensor(mul_10, arg22_1);  mul_10 = arg22_1 = None
        add_16: "f32[2, 8, 128]" = torch.ops.aten.add.Tensor(mul_11, arg23_1);  mul_11 = arg23_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_22: "f32[16, 128]" = torch.ops.aten.reshape.default(add_16, [-1, 128]);  add_16 = None
        mm_default_1: "f32[16, 512]" = torch.ops.aten.mm.default(view_22, arg25_1);  view_22 = arg25_1 = None
        add_tensor_1: "f32[16, 512]" = torch.ops.aten.add.Tensor(arg24_1, mm_default_1);  arg24_1 = mm_default_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_23: "f32[2, 8, 512]" = torch.ops.aten.reshape.default(add_tensor_1, [2, 8, 512]);  add_tensor_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_12: "f32[2, 8, 512]" = torch.ops.aten.mul.Tensor(view_23, 0.5)
        pow_2: "f32[2, 8, 512]" = torch.ops.aten.pow.Tensor_Scalar(view_23, 3.0)
        mul_13: "f32[2, 8, 512]" = torch.ops.aten.mul.Tensor(pow_2, 0.044715);  pow_2 = None
        add_17: "f32[2, 8, 512]" = torch.ops.aten.add.Tensor(view_23, mul_13);  view_23 = mul_13 = None
        mul_14: "f32[2, 8, 512]" = torch.ops.aten.mul.Tensor(add_17, 0.7978845608028654);  add_17 = None
        tanh_1: "f32[2, 8, 512]" = torch.ops.aten.tanh.default(mul_14);  mul_14 = None
        add_18: "f32[2, 8, 512]" = torch.ops.aten.add.Tensor(tanh_1, 1.0);  tanh_1 = None
        mul_15: "f32[2, 8, 512]" = torch.ops.aten.mul.Tensor(mul_12, add_18);  mul_12 = add_18 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_24: "f32[16, 512]" = torch.ops.aten.reshape.default(mul_15, [-1, 512]);  mul_15 = None
        mm_default: "f32[16, 128]" = torch.ops.aten.mm.default(view_24, arg27_1);  view_24 = arg27_1 = None
        add_tensor: "f32[16, 128]" = torch.ops.aten.add.Tensor(arg26_1, mm_default);  arg26_1 = mm_default = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_25: "f32[2, 8, 128]" = torch.ops.aten.reshape.default(add_tensor, [2, 8, 128]);  add_tensor = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:307 in forward, code: hidden_states = residual + feed_forward_hidden_states
        add_19: "f32[2, 8, 128]" = torch.ops.aten.add.Tensor(add_14, view_25);  add_14 = view_25 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:619 in forward, code: hidden_states = self.ln_f(hidden_states)
        var_mean_4 = torch.ops.aten.var_mean.correction(add_19, [2], correction = 0, keepdim = True)
        getitem_22: "f32[2, 8, 1]" = var_mean_4[0]
        getitem_23: "f32[2, 8, 1]" = var_mean_4[1];  var_mean_4 = None
        sub_4: "f32[2, 8, 128]" = torch.ops.aten.sub.Tensor(add_19, getitem_23);  add_19 = getitem_23 = None
        add_20: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(getitem_22, 1e-05);  getitem_22 = None
        rsqrt_4: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_20);  add_20 = None
        mul_16: "f32[2, 8, 128]" = torch.ops.aten.mul.Tensor(sub_4, rsqrt_4);  sub_4 = rsqrt_4 = None
        mul_17: "f32[2, 8, 128]" = torch.ops.aten.mul.Tensor(mul_16, arg28_1);  mul_16 = arg28_1 = None
        add_21: "f32[2, 8, 128]" = torch.ops.aten.add.Tensor(mul_17, arg29_1);  mul_17 = arg29_1 = None

        # File: /home/dev/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py:697 in forward, code: logits = self.lm_head(hidden_states[:, slice_indices, :])
        view_27: "f32[16, 128]" = torch.ops.aten.reshape.default(add_21, [16, 128]);  add_21 = None
        permute_8: "f32[128, 1000]" = torch.ops.aten.permute.default(arg1_1, [1, 0]);  arg1_1 = None
        mm: "f32[16, 1000]" = torch.ops.aten.mm.default(view_27, permute_8);  view_27 = permute_8 = None
        view_28: "f32[2, 8, 1000]" = torch.ops.aten.reshape.default(mm, [2, 8, 1000]);  mm = None
        return (view_28,)
