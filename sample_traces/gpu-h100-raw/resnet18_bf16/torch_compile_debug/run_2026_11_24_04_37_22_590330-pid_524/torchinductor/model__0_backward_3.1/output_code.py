# AOT ID: ['0_backward']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph
from torch._C import _cuda_getCurrentRawStream as get_raw_stream

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


# kernel path: /tmp/torchinductor_dev/lv/clvgbtal3hdyvcyld36qqw7herfkp232ygq5m6jlfsktqh5v3x6k.py
# Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_1 => sum_1
# Graph fragment:
#   %tangents_1 : Tensor "bf16[32, 10][10, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sum_1 : Tensor "f32[1, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%tangents_1, [0], True), kwargs = {dtype: torch.float32})
#   return %sum_1
triton_per_fused_sum_0 = async_compile.triton('triton_per_fused_sum_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sum_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 720, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_sum_0(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 10
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 10*r0_1), xmask, other=0.0).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp4 = tl.where(xmask, tmp2, 0)
    tmp5 = tl.sum(tmp4, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp5, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/t5/ct5qsmyz23xenxhpl5g6fn7la3cey3zvkz2wpy33ps4qd6sacwub.py
# Topologically Sorted Source Nodes: [convert_element_type_71], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_71 => convert_element_type_71
# Graph fragment:
#   %mm_1 : Tensor "bf16[10, 512][512, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %convert_element_type_71 : Tensor "f32[10, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_1, torch.float32), kwargs = {})
#   return %convert_element_type_71
triton_poi_fused__to_copy_1 = async_compile.triton('triton_poi_fused__to_copy_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 51200}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 5120
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/xe/cxehf7yj4n2622ucv74bqkucz5fghr7uecc7p4qy3rxtexzdeepp.py
# Topologically Sorted Source Nodes: [view_2, expand, div, scalar_tensor, where, convert_element_type_73, out_53, sub_20, mul_140, sum_3], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   convert_element_type_73 => convert_element_type_73
#   div => div
#   expand => expand
#   mul_140 => mul_140
#   out_53 => convert_element_type_59
#   scalar_tensor => full_default
#   sub_20 => sub_20
#   sum_3 => sum_3
#   view_2 => view_2
#   where => where
# Graph fragment:
#   %le : Tensor "b8[32, 512, 3, 3][4608, 9, 3, 1]cuda:0" = PlaceHolder[target=le]
#   %mm : Tensor "bf16[32, 512][512, 1]cuda:0" = PlaceHolder[target=mm]
#   %convolution_19 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=convolution_19]
#   %unsqueeze_82 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_82]
#   %view_2 : Tensor "bf16[32, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [32, 512, 1, 1]), kwargs = {})
#   %expand : Tensor "bf16[32, 512, 3, 3][512, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%view_2, [32, 512, 3, 3]), kwargs = {})
#   %div : Tensor "bf16[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 9), kwargs = {})
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "bf16[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default, %div), kwargs = {})
#   %convert_element_type_73 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where, torch.float32), kwargs = {})
#   %convert_element_type_59 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_19, torch.float32), kwargs = {})
#   %sub_20 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_59, %unsqueeze_82), kwargs = {})
#   %mul_140 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_73, %sub_20), kwargs = {})
#   %sum_3 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_140, [0, 2, 3]), kwargs = {})
#   return %buf5
triton_red_fused__native_batch_norm_legit_functional_div_expand_native_batch_norm_backward_threshold_backward_view_2 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_div_expand_native_batch_norm_backward_threshold_backward_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i1', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_div_expand_native_batch_norm_backward_threshold_backward_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 342016, 'r0_': 147456}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_div_expand_native_batch_norm_backward_threshold_backward_view_2(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1536
    r0_numel = 96
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 512)
    x1 = xindex // 512
    tmp9 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (3*((((r0_2 + 96*x1) // 3) % 3)) + 9*x0 + 4608*((r0_2 + 96*x1) // 9) + ((r0_2 % 3))), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
        tmp1 = tl.load(in_ptr1 + (x0 + 512*((r0_2 + 96*x1) // 9)), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp7 = tl.load(in_ptr2 + (x0 + 512*r0_2 + 49152*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp2 = tl.full([1, 1], 0.1111111111111111, tl.float32)
        tmp3 = tmp1 * tmp2
        tmp4 = tl.full([1, 1], 0.0, tl.float32)
        tmp5 = tl.where(tmp0, tmp4, tmp3)
        tmp6 = tmp5.to(tl.float32)
        tmp8 = tmp7.to(tl.float32)
        tmp10 = tmp8 - tmp9
        tmp11 = tmp6 * tmp10
        tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
        tmp14 = _tmp13 + tmp12
        _tmp13 = tl.where(r0_mask & xmask, tmp14, _tmp13)
    tmp13 = tl.sum(_tmp13, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/vn/cvn3rxweuf7jd5wirxzsbwaccmnwpjffcv6uskd3s2t7w5ok6nw7.py
# Topologically Sorted Source Nodes: [view_2, expand, div, scalar_tensor, where, convert_element_type_73, out_53, sub_20, mul_140, sum_3, mul_148], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   convert_element_type_73 => convert_element_type_73
#   div => div
#   expand => expand
#   mul_140 => mul_140
#   mul_148 => mul_148
#   out_53 => convert_element_type_59
#   scalar_tensor => full_default
#   sub_20 => sub_20
#   sum_3 => sum_3
#   view_2 => view_2
#   where => where
# Graph fragment:
#   %buf5 : Tensor "f32[512, 3][1, 512]cuda:0" = PlaceHolder[target=buf5]
#   %sum_3 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_3]
#   %squeeze_58 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=squeeze_58]
#   %view_2 : Tensor "bf16[32, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [32, 512, 1, 1]), kwargs = {})
#   %expand : Tensor "bf16[32, 512, 3, 3][512, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%view_2, [32, 512, 3, 3]), kwargs = {})
#   %div : Tensor "bf16[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 9), kwargs = {})
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "bf16[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default, %div), kwargs = {})
#   %convert_element_type_73 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where, torch.float32), kwargs = {})
#   %convert_element_type_59 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_19, torch.float32), kwargs = {})
#   %sub_20 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_59, %unsqueeze_82), kwargs = {})
#   %mul_140 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_73, %sub_20), kwargs = {})
#   %sum_3 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_140, [0, 2, 3]), kwargs = {})
#   %mul_148 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_3, %squeeze_58), kwargs = {})
#   return %sum_3,%mul_148
triton_per_fused__native_batch_norm_legit_functional_div_expand_native_batch_norm_backward_threshold_backward_view_3 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_div_expand_native_batch_norm_backward_threshold_backward_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 4},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_div_expand_native_batch_norm_backward_threshold_backward_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_div_expand_native_batch_norm_backward_threshold_backward_view_3(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 3
    R0_BLOCK: tl.constexpr = 4
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_1), r0_mask & xmask, other=0.0)
    tmp5 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp6 = tmp4 * tmp5
    tl.store(out_ptr1 + (x0), tmp6, xmask)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/tb/ctbpw47q2r6equwf53et5cv3xvzpqxt37wufsneldjnv7ai2x5bd.py
# Topologically Sorted Source Nodes: [view_2, expand, div, scalar_tensor, where, convert_element_type_73, sum_2, out_53, sub_20, mul_141, unsqueeze_83, unsqueeze_84, unsqueeze_85, mul_142, mul_143, mul_144, unsqueeze_86, unsqueeze_87, unsqueeze_88, mul_145, unsqueeze_89, unsqueeze_90, unsqueeze_91, mul_146, sub_22, sub_23, mul_147, convert_element_type_75, convolution_backward], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
# Source node to ATen node mapping:
#   convert_element_type_73 => convert_element_type_73
#   convert_element_type_75 => convert_element_type_75
#   convolution_backward => convolution_backward
#   div => div
#   expand => expand
#   mul_141 => mul_141
#   mul_142 => mul_142
#   mul_143 => mul_143
#   mul_144 => mul_144
#   mul_145 => mul_145
#   mul_146 => mul_146
#   mul_147 => mul_147
#   out_53 => convert_element_type_59
#   scalar_tensor => full_default
#   sub_20 => sub_20
#   sub_22 => sub_22
#   sub_23 => sub_23
#   sum_2 => sum_2
#   unsqueeze_83 => unsqueeze_83
#   unsqueeze_84 => unsqueeze_84
#   unsqueeze_85 => unsqueeze_85
#   unsqueeze_86 => unsqueeze_86
#   unsqueeze_87 => unsqueeze_87
#   unsqueeze_88 => unsqueeze_88
#   unsqueeze_89 => unsqueeze_89
#   unsqueeze_90 => unsqueeze_90
#   unsqueeze_91 => unsqueeze_91
#   view_2 => view_2
#   where => where
# Graph fragment:
#   %le : Tensor "b8[32, 512, 3, 3][4608, 9, 3, 1]cuda:0" = PlaceHolder[target=le]
#   %mm : Tensor "bf16[32, 512][512, 1]cuda:0" = PlaceHolder[target=mm]
#   %convolution_19 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=convolution_19]
#   %unsqueeze_82 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_82]
#   %sum_3 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_3]
#   %squeeze_58 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=squeeze_58]
#   %sum_2 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_2]
#   %primals_120 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_120]
#   %view_2 : Tensor "bf16[32, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [32, 512, 1, 1]), kwargs = {})
#   %expand : Tensor "bf16[32, 512, 3, 3][512, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%view_2, [32, 512, 3, 3]), kwargs = {})
#   %div : Tensor "bf16[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 9), kwargs = {})
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "bf16[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default, %div), kwargs = {})
#   %convert_element_type_73 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where, torch.float32), kwargs = {})
#   %sum_2 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_73, [0, 2, 3]), kwargs = {})
#   %convert_element_type_59 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_19, torch.float32), kwargs = {})
#   %sub_20 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_59, %unsqueeze_82), kwargs = {})
#   %mul_141 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_2, 0.003472222222222222), kwargs = {})
#   %unsqueeze_83 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_141, 0), kwargs = {})
#   %unsqueeze_84 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_83, 2), kwargs = {})
#   %unsqueeze_85 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_84, 3), kwargs = {})
#   %mul_142 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_3, 0.003472222222222222), kwargs = {})
#   %mul_143 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_58, %squeeze_58), kwargs = {})
#   %mul_144 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_142, %mul_143), kwargs = {})
#   %unsqueeze_86 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_144, 0), kwargs = {})
#   %unsqueeze_87 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_86, 2), kwargs = {})
#   %unsqueeze_88 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_87, 3), kwargs = {})
#   %mul_145 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_58, %primals_120), kwargs = {})
#   %unsqueeze_89 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_145, 0), kwargs = {})
#   %unsqueeze_90 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_89, 2), kwargs = {})
#   %unsqueeze_91 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_90, 3), kwargs = {})
#   %mul_146 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_20, %unsqueeze_88), kwargs = {})
#   %sub_22 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_73, %mul_146), kwargs = {})
#   %sub_23 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_22, %unsqueeze_85), kwargs = {})
#   %mul_147 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_23, %unsqueeze_91), kwargs = {})
#   %convert_element_type_75 : Tensor "bf16[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_147, torch.bfloat16), kwargs = {})
#   %convolution_backward : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_75, %relu_15, %convert_element_type_58, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %sum_2,%buf8
triton_red_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_4 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 512, 'r0_': 512},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i1', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 339968, 'r0_': 737280}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 288
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp8 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 9)
        r0_2 = r0_index // 9
        tmp0 = tl.load(in_ptr0 + (r0_1 + 9*x0 + 4608*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
        tmp1 = tl.load(in_ptr1 + (x0 + 512*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp2 = tl.full([1, 1], 0.1111111111111111, tl.float32)
        tmp3 = tmp1 * tmp2
        tmp4 = tl.full([1, 1], 0.0, tl.float32)
        tmp5 = tl.where(tmp0, tmp4, tmp3)
        tmp6 = tmp5.to(tl.float32)
        tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
        tmp9 = _tmp8 + tmp7
        _tmp8 = tl.where(r0_mask & xmask, tmp9, _tmp8)
    tmp8 = tl.sum(_tmp8, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp8, xmask)
    tmp19 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp31 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 9)
        r0_2 = r0_index // 9
        r0_3 = r0_index
        tmp10 = tl.load(in_ptr0 + (r0_1 + 9*x0 + 4608*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.int1)
        tmp11 = tl.load(in_ptr1 + (x0 + 512*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp17 = tl.load(in_ptr2 + (x0 + 512*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp12 = tl.full([1, 1], 0.1111111111111111, tl.float32)
        tmp13 = tmp11 * tmp12
        tmp14 = tl.full([1, 1], 0.0, tl.float32)
        tmp15 = tl.where(tmp10, tmp14, tmp13)
        tmp16 = tmp15.to(tl.float32)
        tmp18 = tmp17.to(tl.float32)
        tmp20 = tmp18 - tmp19
        tmp22 = tl.full([1, 1], 0.003472222222222222, tl.float32)
        tmp23 = tmp21 * tmp22
        tmp25 = tmp24 * tmp24
        tmp26 = tmp23 * tmp25
        tmp27 = tmp20 * tmp26
        tmp28 = tmp16 - tmp27
        tmp29 = tmp8 * tmp22
        tmp30 = tmp28 - tmp29
        tmp32 = tmp24 * tmp31
        tmp33 = tmp30 * tmp32
        tmp34 = tmp33.to(tl.float32)
        tl.store(out_ptr1 + (r0_1 + 9*x0 + 4608*r0_2), tmp34, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/nt/cntxqbcmy2x7vfxljk65otbncyrrfgp77zmm4rm6z37thh25wzkf.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, convert_element_type_77, sum_4, out_50, sub_24, mul_149, sum_5], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   convert_element_type_77 => convert_element_type_77
#   le_1 => le_1
#   mul_149 => mul_149
#   out_50 => convert_element_type_56
#   scalar_tensor => full_default
#   sub_24 => sub_24
#   sum_4 => sum_4
#   sum_5 => sum_5
#   where_1 => where_1
# Graph fragment:
#   %relu_15 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=relu_15]
#   %getitem_42 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=getitem_42]
#   %convolution_18 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=convolution_18]
#   %unsqueeze_94 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_94]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_1 : Tensor "b8[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_15, 0), kwargs = {})
#   %where_1 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_1, %full_default, %getitem_42), kwargs = {})
#   %convert_element_type_77 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_1, torch.float32), kwargs = {})
#   %sum_4 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_77, [0, 2, 3]), kwargs = {})
#   %convert_element_type_56 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_18, torch.float32), kwargs = {})
#   %sub_24 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_56, %unsqueeze_94), kwargs = {})
#   %mul_149 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_77, %sub_24), kwargs = {})
#   %sum_5 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_149, [0, 2, 3]), kwargs = {})
#   return %buf13,%buf15
triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_5 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 911360, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1536
    r0_numel = 96
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 512)
    x1 = xindex // 512
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp11 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    _tmp15 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_2 + 49152*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp3 = tl.load(in_ptr1 + (x0 + 512*r0_2 + 49152*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp9 = tl.load(in_ptr2 + (x0 + 512*r0_2 + 49152*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp4 = tl.where(tmp2, tmp1, tmp3)
        tmp5 = tmp4.to(tl.float32)
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
        tmp10 = tmp9.to(tl.float32)
        tmp12 = tmp10 - tmp11
        tmp13 = tmp5 * tmp12
        tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
        tmp16 = _tmp15 + tmp14
        _tmp15 = tl.where(r0_mask & xmask, tmp16, _tmp15)
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tmp15 = tl.sum(_tmp15, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp7, xmask)
    tl.store(out_ptr1 + (x3), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/dm/cdm4fr2bue76bhxbyr6cpnaav5gvubjvkfpwiryycjhlkvcbmfzf.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, convert_element_type_77, sum_4], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   convert_element_type_77 => convert_element_type_77
#   le_1 => le_1
#   scalar_tensor => full_default
#   sum_4 => sum_4
#   where_1 => where_1
# Graph fragment:
#   %buf13 : Tensor "f32[512, 3][1, 512]cuda:0" = PlaceHolder[target=buf13]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_1 : Tensor "b8[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_15, 0), kwargs = {})
#   %where_1 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_1, %full_default, %getitem_42), kwargs = {})
#   %convert_element_type_77 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_1, torch.float32), kwargs = {})
#   %sum_4 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_77, [0, 2, 3]), kwargs = {})
#   return %sum_4
triton_per_fused_native_batch_norm_backward_threshold_backward_6 = async_compile.triton('triton_per_fused_native_batch_norm_backward_threshold_backward_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 4},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_batch_norm_backward_threshold_backward_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 10240, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_native_batch_norm_backward_threshold_backward_6(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 3
    R0_BLOCK: tl.constexpr = 4
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_1), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/kp/ckptfjp5olapb2xovbplwck5vmoldhwdrs5cd64itanvkeibs7x2.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, convert_element_type_77, out_50, sub_24, mul_150, unsqueeze_95, unsqueeze_96, unsqueeze_97, mul_151, mul_152, mul_153, unsqueeze_98, unsqueeze_99, unsqueeze_100, mul_154, unsqueeze_101, unsqueeze_102, unsqueeze_103, mul_155, sub_26, sub_27, mul_156, convert_element_type_79, convolution_backward_1], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
# Source node to ATen node mapping:
#   convert_element_type_77 => convert_element_type_77
#   convert_element_type_79 => convert_element_type_79
#   convolution_backward_1 => convolution_backward_1
#   le_1 => le_1
#   mul_150 => mul_150
#   mul_151 => mul_151
#   mul_152 => mul_152
#   mul_153 => mul_153
#   mul_154 => mul_154
#   mul_155 => mul_155
#   mul_156 => mul_156
#   out_50 => convert_element_type_56
#   scalar_tensor => full_default
#   sub_24 => sub_24
#   sub_26 => sub_26
#   sub_27 => sub_27
#   unsqueeze_100 => unsqueeze_100
#   unsqueeze_101 => unsqueeze_101
#   unsqueeze_102 => unsqueeze_102
#   unsqueeze_103 => unsqueeze_103
#   unsqueeze_95 => unsqueeze_95
#   unsqueeze_96 => unsqueeze_96
#   unsqueeze_97 => unsqueeze_97
#   unsqueeze_98 => unsqueeze_98
#   unsqueeze_99 => unsqueeze_99
#   where_1 => where_1
# Graph fragment:
#   %relu_15 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=relu_15]
#   %getitem_42 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=getitem_42]
#   %convolution_18 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=convolution_18]
#   %unsqueeze_94 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_94]
#   %sum_5 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_5]
#   %squeeze_55 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=squeeze_55]
#   %sum_4 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_4]
#   %primals_114 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_114]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_1 : Tensor "b8[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_15, 0), kwargs = {})
#   %where_1 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_1, %full_default, %getitem_42), kwargs = {})
#   %convert_element_type_77 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_1, torch.float32), kwargs = {})
#   %convert_element_type_56 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_18, torch.float32), kwargs = {})
#   %sub_24 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_56, %unsqueeze_94), kwargs = {})
#   %mul_150 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_4, 0.003472222222222222), kwargs = {})
#   %unsqueeze_95 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_150, 0), kwargs = {})
#   %unsqueeze_96 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_95, 2), kwargs = {})
#   %unsqueeze_97 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_96, 3), kwargs = {})
#   %mul_151 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_5, 0.003472222222222222), kwargs = {})
#   %mul_152 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_55, %squeeze_55), kwargs = {})
#   %mul_153 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_151, %mul_152), kwargs = {})
#   %unsqueeze_98 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_153, 0), kwargs = {})
#   %unsqueeze_99 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_98, 2), kwargs = {})
#   %unsqueeze_100 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_99, 3), kwargs = {})
#   %mul_154 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_55, %primals_114), kwargs = {})
#   %unsqueeze_101 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_154, 0), kwargs = {})
#   %unsqueeze_102 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_101, 2), kwargs = {})
#   %unsqueeze_103 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_102, 3), kwargs = {})
#   %mul_155 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_24, %unsqueeze_100), kwargs = {})
#   %sub_26 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_77, %mul_155), kwargs = {})
#   %sub_27 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_26, %unsqueeze_97), kwargs = {})
#   %mul_156 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_27, %unsqueeze_103), kwargs = {})
#   %convert_element_type_79 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_156, torch.bfloat16), kwargs = {})
#   %convolution_backward_1 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_79, %relu_14, %convert_element_type_55, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %buf18
triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_7 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1484800}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_7(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, xnumel, XBLOCK : tl.constexpr):
    xnumel = 147456
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 512)
    tmp0 = tl.load(in_out_ptr0 + (x2), None).to(tl.float32)
    tmp3 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp6 = tl.load(in_ptr1 + (x2), None).to(tl.float32)
    tmp8 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tl.where(tmp2, tmp1, tmp3)
    tmp5 = tmp4.to(tl.float32)
    tmp7 = tmp6.to(tl.float32)
    tmp9 = tmp7 - tmp8
    tmp11 = tl.full([1], 0.003472222222222222, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp14 = tmp13 * tmp13
    tmp15 = tmp12 * tmp14
    tmp16 = tmp9 * tmp15
    tmp17 = tmp5 - tmp16
    tmp19 = tmp18 * tmp11
    tmp20 = tmp17 - tmp19
    tmp22 = tmp13 * tmp21
    tmp23 = tmp20 * tmp22
    tmp24 = tmp23.to(tl.float32)
    tl.store(in_out_ptr0 + (x2), tmp24, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/uh/cuhqjquljyrwuustjhi4zrv574ljzdjf3itrqwh4sgsoif5xcala.py
# Topologically Sorted Source Nodes: [view_2, expand, div, scalar_tensor, where, add_108, le_2, where_2, convert_element_type_81, sum_6, input_6, sub_28, mul_158, sum_7, sum_8, out_46, sub_32, mul_167, sum_9], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   add_108 => add_108
#   convert_element_type_81 => convert_element_type_81
#   div => div
#   expand => expand
#   input_6 => convert_element_type_53
#   le_2 => le_2
#   mul_158 => mul_158
#   mul_167 => mul_167
#   out_46 => convert_element_type_50
#   scalar_tensor => full_default
#   sub_28 => sub_28
#   sub_32 => sub_32
#   sum_6 => sum_6
#   sum_7 => sum_7
#   sum_8 => sum_8
#   sum_9 => sum_9
#   view_2 => view_2
#   where => where
#   where_2 => where_2
# Graph fragment:
#   %relu_14 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=relu_14]
#   %le : Tensor "b8[32, 512, 3, 3][4608, 9, 3, 1]cuda:0" = PlaceHolder[target=le]
#   %mm : Tensor "bf16[32, 512][512, 1]cuda:0" = PlaceHolder[target=mm]
#   %getitem_45 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=getitem_45]
#   %convolution_17 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=convolution_17]
#   %unsqueeze_106 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_106]
#   %convolution_16 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=convolution_16]
#   %unsqueeze_118 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_118]
#   %view_2 : Tensor "bf16[32, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [32, 512, 1, 1]), kwargs = {})
#   %expand : Tensor "bf16[32, 512, 3, 3][512, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%view_2, [32, 512, 3, 3]), kwargs = {})
#   %div : Tensor "bf16[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 9), kwargs = {})
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "bf16[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default, %div), kwargs = {})
#   %add_108 : Tensor "bf16[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where, %getitem_45), kwargs = {})
#   %le_2 : Tensor "b8[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_14, 0), kwargs = {})
#   %where_2 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_2, %full_default, %add_108), kwargs = {})
#   %convert_element_type_81 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=6] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_2, torch.float32), kwargs = {})
#   %sum_6 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_81, [0, 2, 3]), kwargs = {})
#   %convert_element_type_53 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_17, torch.float32), kwargs = {})
#   %sub_28 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_53, %unsqueeze_106), kwargs = {})
#   %mul_158 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_81, %sub_28), kwargs = {})
#   %sum_7 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_158, [0, 2, 3]), kwargs = {})
#   %sum_8 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_81, [0, 2, 3]), kwargs = {})
#   %convert_element_type_50 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_16, torch.float32), kwargs = {})
#   %sub_32 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_50, %unsqueeze_118), kwargs = {})
#   %mul_167 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_81, %sub_32), kwargs = {})
#   %sum_9 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_167, [0, 2, 3]), kwargs = {})
#   return %buf23,%buf25,%buf34,%buf36
triton_red_fused__native_batch_norm_legit_functional_add_div_expand_native_batch_norm_backward_threshold_backward_view_8 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_add_div_expand_native_batch_norm_backward_threshold_backward_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*i1', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'in_ptr5': '*fp32', 'in_ptr6': '*bf16', 'in_ptr7': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_add_div_expand_native_batch_norm_backward_threshold_backward_view_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1265664, 'r0_': 147456}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_add_div_expand_native_batch_norm_backward_threshold_backward_view_8(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1536
    r0_numel = 96
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 512)
    x1 = xindex // 512
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp17 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    _tmp21 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    tmp25 = tl.load(in_ptr7 + (x0), xmask, eviction_policy='evict_last')
    _tmp29 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_2 + 49152*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp3 = tl.load(in_ptr1 + (3*((((r0_2 + 96*x1) // 3) % 3)) + 9*x0 + 4608*((r0_2 + 96*x1) // 9) + ((r0_2 % 3))), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
        tmp4 = tl.load(in_ptr2 + (x0 + 512*((r0_2 + 96*x1) // 9)), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp8 = tl.load(in_ptr3 + (x0 + 512*r0_2 + 49152*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp15 = tl.load(in_ptr4 + (x0 + 512*r0_2 + 49152*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp23 = tl.load(in_ptr6 + (x0 + 512*r0_2 + 49152*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp5 = tl.full([1, 1], 0.1111111111111111, tl.float32)
        tmp6 = tmp4 * tmp5
        tmp7 = tl.where(tmp3, tmp1, tmp6)
        tmp9 = tmp7 + tmp8
        tmp10 = tl.where(tmp2, tmp1, tmp9)
        tmp11 = tmp10.to(tl.float32)
        tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
        tmp14 = _tmp13 + tmp12
        _tmp13 = tl.where(r0_mask & xmask, tmp14, _tmp13)
        tmp16 = tmp15.to(tl.float32)
        tmp18 = tmp16 - tmp17
        tmp19 = tmp11 * tmp18
        tmp20 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
        tmp22 = _tmp21 + tmp20
        _tmp21 = tl.where(r0_mask & xmask, tmp22, _tmp21)
        tmp24 = tmp23.to(tl.float32)
        tmp26 = tmp24 - tmp25
        tmp27 = tmp11 * tmp26
        tmp28 = tl.broadcast_to(tmp27, [XBLOCK, R0_BLOCK])
        tmp30 = _tmp29 + tmp28
        _tmp29 = tl.where(r0_mask & xmask, tmp30, _tmp29)
    tmp13 = tl.sum(_tmp13, 1)[:, None]
    tmp21 = tl.sum(_tmp21, 1)[:, None]
    tmp29 = tl.sum(_tmp29, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp13, xmask)
    tl.store(out_ptr1 + (x3), tmp21, xmask)
    tl.store(out_ptr2 + (x3), tmp13, xmask)
    tl.store(out_ptr3 + (x3), tmp29, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/ni/cniqnz552xjopnyajwvqr4ikaogrpnpjnr6vj44cyg5ynakohyfq.py
# Topologically Sorted Source Nodes: [view_2, expand, div, scalar_tensor, where, add_108, le_2, where_2, convert_element_type_81, input_6, sub_28, mul_159, unsqueeze_107, unsqueeze_108, unsqueeze_109, mul_160, mul_161, mul_162, unsqueeze_110, unsqueeze_111, unsqueeze_112, mul_163, unsqueeze_113, unsqueeze_114, unsqueeze_115, mul_164, sub_30, sub_31, mul_165, convert_element_type_83, convolution_backward_2, out_46, sub_32, mul_168, unsqueeze_119, unsqueeze_120, unsqueeze_121, mul_169, mul_170, mul_171, unsqueeze_122, unsqueeze_123, unsqueeze_124, mul_172, unsqueeze_125, unsqueeze_126, unsqueeze_127, mul_173, sub_34, sub_35, mul_174, convert_element_type_87, convolution_backward_3], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_108 => add_108
#   convert_element_type_81 => convert_element_type_81
#   convert_element_type_83 => convert_element_type_83
#   convert_element_type_87 => convert_element_type_87
#   convolution_backward_2 => convolution_backward_2
#   convolution_backward_3 => convolution_backward_3
#   div => div
#   expand => expand
#   input_6 => convert_element_type_53
#   le_2 => le_2
#   mul_159 => mul_159
#   mul_160 => mul_160
#   mul_161 => mul_161
#   mul_162 => mul_162
#   mul_163 => mul_163
#   mul_164 => mul_164
#   mul_165 => mul_165
#   mul_168 => mul_168
#   mul_169 => mul_169
#   mul_170 => mul_170
#   mul_171 => mul_171
#   mul_172 => mul_172
#   mul_173 => mul_173
#   mul_174 => mul_174
#   out_46 => convert_element_type_50
#   scalar_tensor => full_default
#   sub_28 => sub_28
#   sub_30 => sub_30
#   sub_31 => sub_31
#   sub_32 => sub_32
#   sub_34 => sub_34
#   sub_35 => sub_35
#   unsqueeze_107 => unsqueeze_107
#   unsqueeze_108 => unsqueeze_108
#   unsqueeze_109 => unsqueeze_109
#   unsqueeze_110 => unsqueeze_110
#   unsqueeze_111 => unsqueeze_111
#   unsqueeze_112 => unsqueeze_112
#   unsqueeze_113 => unsqueeze_113
#   unsqueeze_114 => unsqueeze_114
#   unsqueeze_115 => unsqueeze_115
#   unsqueeze_119 => unsqueeze_119
#   unsqueeze_120 => unsqueeze_120
#   unsqueeze_121 => unsqueeze_121
#   unsqueeze_122 => unsqueeze_122
#   unsqueeze_123 => unsqueeze_123
#   unsqueeze_124 => unsqueeze_124
#   unsqueeze_125 => unsqueeze_125
#   unsqueeze_126 => unsqueeze_126
#   unsqueeze_127 => unsqueeze_127
#   view_2 => view_2
#   where => where
#   where_2 => where_2
# Graph fragment:
#   %relu_14 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=relu_14]
#   %le : Tensor "b8[32, 512, 3, 3][4608, 9, 3, 1]cuda:0" = PlaceHolder[target=le]
#   %mm : Tensor "bf16[32, 512][512, 1]cuda:0" = PlaceHolder[target=mm]
#   %getitem_45 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=getitem_45]
#   %convolution_17 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=convolution_17]
#   %unsqueeze_106 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_106]
#   %sum_7 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_7]
#   %squeeze_52 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=squeeze_52]
#   %sum_6 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_6]
#   %convolution_16 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=convolution_16]
#   %unsqueeze_118 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_118]
#   %sum_9 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_9]
#   %squeeze_49 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=squeeze_49]
#   %sum_8 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_8]
#   %sub_31 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=sub_31]
#   %primals_108 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_108]
#   %sub_35 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=sub_35]
#   %primals_102 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_102]
#   %view_2 : Tensor "bf16[32, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [32, 512, 1, 1]), kwargs = {})
#   %expand : Tensor "bf16[32, 512, 3, 3][512, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%view_2, [32, 512, 3, 3]), kwargs = {})
#   %div : Tensor "bf16[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 9), kwargs = {})
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "bf16[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default, %div), kwargs = {})
#   %add_108 : Tensor "bf16[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where, %getitem_45), kwargs = {})
#   %le_2 : Tensor "b8[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_14, 0), kwargs = {})
#   %where_2 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_2, %full_default, %add_108), kwargs = {})
#   %convert_element_type_81 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=6] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_2, torch.float32), kwargs = {})
#   %convert_element_type_53 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_17, torch.float32), kwargs = {})
#   %sub_28 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_53, %unsqueeze_106), kwargs = {})
#   %mul_159 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_6, 0.003472222222222222), kwargs = {})
#   %unsqueeze_107 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_159, 0), kwargs = {})
#   %unsqueeze_108 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_107, 2), kwargs = {})
#   %unsqueeze_109 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_108, 3), kwargs = {})
#   %mul_160 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_7, 0.003472222222222222), kwargs = {})
#   %mul_161 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_52, %squeeze_52), kwargs = {})
#   %mul_162 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_160, %mul_161), kwargs = {})
#   %unsqueeze_110 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_162, 0), kwargs = {})
#   %unsqueeze_111 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_110, 2), kwargs = {})
#   %unsqueeze_112 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_111, 3), kwargs = {})
#   %mul_163 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_52, %primals_108), kwargs = {})
#   %unsqueeze_113 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_163, 0), kwargs = {})
#   %unsqueeze_114 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_113, 2), kwargs = {})
#   %unsqueeze_115 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_114, 3), kwargs = {})
#   %mul_164 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_28, %unsqueeze_112), kwargs = {})
#   %sub_30 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_81, %mul_164), kwargs = {})
#   %sub_31 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_30, %unsqueeze_109), kwargs = {})
#   %mul_165 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_31, %unsqueeze_115), kwargs = {})
#   %convert_element_type_83 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_165, torch.bfloat16), kwargs = {})
#   %convolution_backward_2 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_83, %relu_12, %convert_element_type_52, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   %convert_element_type_50 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_16, torch.float32), kwargs = {})
#   %sub_32 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_50, %unsqueeze_118), kwargs = {})
#   %mul_168 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_8, 0.003472222222222222), kwargs = {})
#   %unsqueeze_119 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_168, 0), kwargs = {})
#   %unsqueeze_120 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_119, 2), kwargs = {})
#   %unsqueeze_121 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_120, 3), kwargs = {})
#   %mul_169 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_9, 0.003472222222222222), kwargs = {})
#   %mul_170 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_49, %squeeze_49), kwargs = {})
#   %mul_171 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_169, %mul_170), kwargs = {})
#   %unsqueeze_122 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_171, 0), kwargs = {})
#   %unsqueeze_123 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_122, 2), kwargs = {})
#   %unsqueeze_124 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_123, 3), kwargs = {})
#   %mul_172 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_49, %primals_102), kwargs = {})
#   %unsqueeze_125 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_172, 0), kwargs = {})
#   %unsqueeze_126 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_125, 2), kwargs = {})
#   %unsqueeze_127 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_126, 3), kwargs = {})
#   %mul_173 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_32, %unsqueeze_124), kwargs = {})
#   %sub_34 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_81, %mul_173), kwargs = {})
#   %sub_35 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_34, %unsqueeze_121), kwargs = {})
#   %mul_174 : Tensor "f32[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_35, %unsqueeze_127), kwargs = {})
#   %convert_element_type_87 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_174, torch.bfloat16), kwargs = {})
#   %convolution_backward_3 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_87, %relu_13, %convert_element_type_49, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %sub_31,%sub_35,%buf29,%buf40
triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_9 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 512}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*i1', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*bf16', 'in_ptr10': '*fp32', 'in_ptr11': '*fp32', 'in_ptr12': '*fp32', 'in_ptr13': '*fp32', 'in_ptr14': '*fp32', 'in_ptr15': '*fp32', 'out_ptr2': '*bf16', 'out_ptr3': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]], (18,): [['tt.divisibility', 16]], (19,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 16, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 2412544, 'x': 147456}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_9(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, in_ptr11, in_ptr12, in_ptr13, in_ptr14, in_ptr15, out_ptr2, out_ptr3, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 512
    xnumel = 288
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x3 = xindex
    y0 = yindex
    x1 = (xindex % 9)
    x2 = xindex // 9
    tmp0 = tl.load(in_ptr0 + (y0 + 512*x3), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
    tmp3 = tl.load(in_ptr1 + (x1 + 9*y0 + 4608*x2), xmask & ymask, eviction_policy='evict_last').to(tl.int1)
    tmp4 = tl.load(in_ptr2 + (y0 + 512*x2), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
    tmp8 = tl.load(in_ptr3 + (y0 + 512*x3), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
    tmp12 = tl.load(in_ptr4 + (y0 + 512*x3), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
    tmp14 = tl.load(in_ptr5 + (y0), ymask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr6 + (y0), ymask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr7 + (y0), ymask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr8 + (y0), ymask, eviction_policy='evict_last')
    tmp27 = tl.load(in_ptr9 + (y0 + 512*x3), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
    tmp29 = tl.load(in_ptr10 + (y0), ymask, eviction_policy='evict_last')
    tmp31 = tl.load(in_ptr11 + (y0), ymask, eviction_policy='evict_last')
    tmp33 = tl.load(in_ptr12 + (y0), ymask, eviction_policy='evict_last')
    tmp38 = tl.load(in_ptr13 + (y0), ymask, eviction_policy='evict_last')
    tmp41 = tl.load(in_ptr14 + (y0), ymask, eviction_policy='evict_last')
    tmp45 = tl.load(in_ptr15 + (y0), ymask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp5 = tl.full([1, 1], 0.1111111111111111, tl.float32)
    tmp6 = tmp4 * tmp5
    tmp7 = tl.where(tmp3, tmp1, tmp6)
    tmp9 = tmp7 + tmp8
    tmp10 = tl.where(tmp2, tmp1, tmp9)
    tmp11 = tmp10.to(tl.float32)
    tmp13 = tmp12.to(tl.float32)
    tmp15 = tmp13 - tmp14
    tmp17 = tl.full([1, 1], 0.003472222222222222, tl.float32)
    tmp18 = tmp16 * tmp17
    tmp20 = tmp19 * tmp19
    tmp21 = tmp18 * tmp20
    tmp22 = tmp15 * tmp21
    tmp23 = tmp11 - tmp22
    tmp25 = tmp24 * tmp17
    tmp26 = tmp23 - tmp25
    tmp28 = tmp27.to(tl.float32)
    tmp30 = tmp28 - tmp29
    tmp32 = tmp31 * tmp17
    tmp34 = tmp33 * tmp33
    tmp35 = tmp32 * tmp34
    tmp36 = tmp30 * tmp35
    tmp37 = tmp11 - tmp36
    tmp39 = tmp38 * tmp17
    tmp40 = tmp37 - tmp39
    tmp42 = tmp19 * tmp41
    tmp43 = tmp26 * tmp42
    tmp44 = tmp43.to(tl.float32)
    tmp46 = tmp33 * tmp45
    tmp47 = tmp40 * tmp46
    tmp48 = tmp47.to(tl.float32)
    tl.store(out_ptr2 + (y0 + 512*x3), tmp44, xmask & ymask)
    tl.store(out_ptr3 + (y0 + 512*x3), tmp48, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/sq/csqq6do7u5dkbkekecs2zhgxl5xum275p4ku7su2awyvc5227eqv.py
# Topologically Sorted Source Nodes: [convert_element_type_84], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_84 => convert_element_type_84
# Graph fragment:
#   %getitem_49 : Tensor "bf16[512, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=getitem_49]
#   %convert_element_type_84 : Tensor "f32[512, 256, 1, 1][256, 1, 256, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_49, torch.float32), kwargs = {})
#   return %convert_element_type_84
triton_poi_fused__to_copy_10 = async_compile.triton('triton_poi_fused__to_copy_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1310720}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_10(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 131072
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/ap/capk4hyk6vnsarpnsnvf25cf343r5caa3enc6x6ooyw2m7pe2vfy.py
# Topologically Sorted Source Nodes: [scalar_tensor, add_109, le_4, where_4, convert_element_type_93, sum_12, out_39, sub_40, mul_185, sum_13], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   add_109 => add_109
#   convert_element_type_93 => convert_element_type_93
#   le_4 => le_4
#   mul_185 => mul_185
#   out_39 => convert_element_type_44
#   scalar_tensor => full_default
#   sub_40 => sub_40
#   sum_12 => sum_12
#   sum_13 => sum_13
#   where_4 => where_4
# Graph fragment:
#   %relu_12 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=relu_12]
#   %getitem_48 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=getitem_48]
#   %getitem_54 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=getitem_54]
#   %convolution_14 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=convolution_14]
#   %unsqueeze_142 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_142]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_109 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_48, %getitem_54), kwargs = {})
#   %le_4 : Tensor "b8[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_12, 0), kwargs = {})
#   %where_4 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_4, %full_default, %add_109), kwargs = {})
#   %convert_element_type_93 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_4, torch.float32), kwargs = {})
#   %sum_12 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_93, [0, 2, 3]), kwargs = {})
#   %convert_element_type_44 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_14, torch.float32), kwargs = {})
#   %sub_40 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_44, %unsqueeze_142), kwargs = {})
#   %mul_185 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_93, %sub_40), kwargs = {})
#   %sum_13 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_185, [0, 2, 3]), kwargs = {})
#   return %buf55,%buf57
triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_11 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 4096, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2397184, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_11(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 2304
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 256)
    x1 = xindex // 256
    _tmp9 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp13 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp17 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp3 = tl.load(in_ptr1 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp4 = tl.load(in_ptr2 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp11 = tl.load(in_ptr3 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp5 = tmp3 + tmp4
        tmp6 = tl.where(tmp2, tmp1, tmp5)
        tmp7 = tmp6.to(tl.float32)
        tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
        tmp10 = _tmp9 + tmp8
        _tmp9 = tl.where(r0_mask & xmask, tmp10, _tmp9)
        tmp12 = tmp11.to(tl.float32)
        tmp14 = tmp12 - tmp13
        tmp15 = tmp7 * tmp14
        tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
        tmp18 = _tmp17 + tmp16
        _tmp17 = tl.where(r0_mask & xmask, tmp18, _tmp17)
    tmp9 = tl.sum(_tmp9, 1)[:, None]
    tmp17 = tl.sum(_tmp17, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp9, xmask)
    tl.store(out_ptr1 + (x3), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/ix/cixyabzupcvqy7nyhqvae743g42e7fhnnx2apig7qf5fuesaiyyd.py
# Topologically Sorted Source Nodes: [scalar_tensor, add_109, le_4, where_4, convert_element_type_93, sum_12], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_109 => add_109
#   convert_element_type_93 => convert_element_type_93
#   le_4 => le_4
#   scalar_tensor => full_default
#   sum_12 => sum_12
#   where_4 => where_4
# Graph fragment:
#   %buf55 : Tensor "f32[256, 9][1, 256]cuda:0" = PlaceHolder[target=buf55]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_109 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_48, %getitem_54), kwargs = {})
#   %le_4 : Tensor "b8[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_12, 0), kwargs = {})
#   %where_4 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_4, %full_default, %add_109), kwargs = {})
#   %convert_element_type_93 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_4, torch.float32), kwargs = {})
#   %sum_12 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_93, [0, 2, 3]), kwargs = {})
#   return %sum_12
triton_per_fused_add_native_batch_norm_backward_threshold_backward_12 = async_compile.triton('triton_per_fused_add_native_batch_norm_backward_threshold_backward_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 16},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_batch_norm_backward_threshold_backward_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 11264, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_add_native_batch_norm_backward_threshold_backward_12(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 9
    R0_BLOCK: tl.constexpr = 16
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_1), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/ke/cke32f3j2rvzsfo2ipqklqcpmwhm6355dpohd4ztvkhdaju65il3.py
# Topologically Sorted Source Nodes: [scalar_tensor, add_109, le_4, where_4, convert_element_type_93, out_39, sub_40, mul_185, sum_13, mul_193], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   add_109 => add_109
#   convert_element_type_93 => convert_element_type_93
#   le_4 => le_4
#   mul_185 => mul_185
#   mul_193 => mul_193
#   out_39 => convert_element_type_44
#   scalar_tensor => full_default
#   sub_40 => sub_40
#   sum_13 => sum_13
#   where_4 => where_4
# Graph fragment:
#   %buf57 : Tensor "f32[256, 9][1, 256]cuda:0" = PlaceHolder[target=buf57]
#   %sum_13 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_13]
#   %squeeze_43 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=squeeze_43]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_109 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_48, %getitem_54), kwargs = {})
#   %le_4 : Tensor "b8[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_12, 0), kwargs = {})
#   %where_4 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_4, %full_default, %add_109), kwargs = {})
#   %convert_element_type_93 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_4, torch.float32), kwargs = {})
#   %convert_element_type_44 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_14, torch.float32), kwargs = {})
#   %sub_40 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_44, %unsqueeze_142), kwargs = {})
#   %mul_185 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_93, %sub_40), kwargs = {})
#   %sum_13 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_185, [0, 2, 3]), kwargs = {})
#   %mul_193 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_13, %squeeze_43), kwargs = {})
#   return %sum_13,%mul_193
triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_13 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 16},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 14336, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_13(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 9
    R0_BLOCK: tl.constexpr = 16
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_1), r0_mask & xmask, other=0.0)
    tmp5 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp6 = tmp4 * tmp5
    tl.store(out_ptr1 + (x0), tmp6, xmask)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/bn/cbnkbwbxw3dzerzr57ktpd6loe56j3reupmh2ro6qv6kanxiyc5u.py
# Topologically Sorted Source Nodes: [scalar_tensor, add_109, le_4, where_4, convert_element_type_93, out_39, sub_40, mul_186, unsqueeze_143, unsqueeze_144, unsqueeze_145, mul_187, mul_188, mul_189, unsqueeze_146, unsqueeze_147, unsqueeze_148, mul_190, unsqueeze_149, unsqueeze_150, unsqueeze_151, mul_191, sub_42, sub_43, mul_192, convert_element_type_95, convolution_backward_5], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_109 => add_109
#   convert_element_type_93 => convert_element_type_93
#   convert_element_type_95 => convert_element_type_95
#   convolution_backward_5 => convolution_backward_5
#   le_4 => le_4
#   mul_186 => mul_186
#   mul_187 => mul_187
#   mul_188 => mul_188
#   mul_189 => mul_189
#   mul_190 => mul_190
#   mul_191 => mul_191
#   mul_192 => mul_192
#   out_39 => convert_element_type_44
#   scalar_tensor => full_default
#   sub_40 => sub_40
#   sub_42 => sub_42
#   sub_43 => sub_43
#   unsqueeze_143 => unsqueeze_143
#   unsqueeze_144 => unsqueeze_144
#   unsqueeze_145 => unsqueeze_145
#   unsqueeze_146 => unsqueeze_146
#   unsqueeze_147 => unsqueeze_147
#   unsqueeze_148 => unsqueeze_148
#   unsqueeze_149 => unsqueeze_149
#   unsqueeze_150 => unsqueeze_150
#   unsqueeze_151 => unsqueeze_151
#   where_4 => where_4
# Graph fragment:
#   %relu_12 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=relu_12]
#   %getitem_48 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=getitem_48]
#   %getitem_54 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=getitem_54]
#   %convolution_14 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=convolution_14]
#   %unsqueeze_142 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_142]
#   %sum_13 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_13]
#   %squeeze_43 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=squeeze_43]
#   %sum_12 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_12]
#   %primals_90 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_90]
#   %mul_192 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=mul_192]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_109 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_48, %getitem_54), kwargs = {})
#   %le_4 : Tensor "b8[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_12, 0), kwargs = {})
#   %where_4 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_4, %full_default, %add_109), kwargs = {})
#   %convert_element_type_93 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_4, torch.float32), kwargs = {})
#   %convert_element_type_44 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_14, torch.float32), kwargs = {})
#   %sub_40 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_44, %unsqueeze_142), kwargs = {})
#   %mul_186 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_12, 0.0008680555555555555), kwargs = {})
#   %unsqueeze_143 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_186, 0), kwargs = {})
#   %unsqueeze_144 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_143, 2), kwargs = {})
#   %unsqueeze_145 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_144, 3), kwargs = {})
#   %mul_187 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_13, 0.0008680555555555555), kwargs = {})
#   %mul_188 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_43, %squeeze_43), kwargs = {})
#   %mul_189 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_187, %mul_188), kwargs = {})
#   %unsqueeze_146 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_189, 0), kwargs = {})
#   %unsqueeze_147 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_146, 2), kwargs = {})
#   %unsqueeze_148 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_147, 3), kwargs = {})
#   %mul_190 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_43, %primals_90), kwargs = {})
#   %unsqueeze_149 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_190, 0), kwargs = {})
#   %unsqueeze_150 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_149, 2), kwargs = {})
#   %unsqueeze_151 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_150, 3), kwargs = {})
#   %mul_191 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_40, %unsqueeze_148), kwargs = {})
#   %sub_42 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_93, %mul_191), kwargs = {})
#   %sub_43 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_42, %unsqueeze_145), kwargs = {})
#   %mul_192 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_43, %unsqueeze_151), kwargs = {})
#   %convert_element_type_95 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_192, torch.bfloat16), kwargs = {})
#   %convolution_backward_5 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_95, %relu_11, %convert_element_type_43, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %mul_192,%buf61
triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_14 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3544064}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_14(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 294912
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 256)
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp3 = tl.load(in_ptr1 + (x2), None).to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (x2), None).to(tl.float32)
    tmp8 = tl.load(in_ptr3 + (x2), None).to(tl.float32)
    tmp10 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr7 + (x0), None, eviction_policy='evict_last')
    tmp23 = tl.load(in_ptr8 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp5 = tmp3 + tmp4
    tmp6 = tl.where(tmp2, tmp1, tmp5)
    tmp7 = tmp6.to(tl.float32)
    tmp9 = tmp8.to(tl.float32)
    tmp11 = tmp9 - tmp10
    tmp13 = tl.full([1], 0.0008680555555555555, tl.float32)
    tmp14 = tmp12 * tmp13
    tmp16 = tmp15 * tmp15
    tmp17 = tmp14 * tmp16
    tmp18 = tmp11 * tmp17
    tmp19 = tmp7 - tmp18
    tmp21 = tmp20 * tmp13
    tmp22 = tmp19 - tmp21
    tmp24 = tmp15 * tmp23
    tmp25 = tmp22 * tmp24
    tmp26 = tmp25.to(tl.float32)
    tl.store(out_ptr1 + (x2), tmp26, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/ns/cnsyrpwy7t6ogzlgojl77o27lhjfhnajtza655dv4koh6xgcfzvs.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_5, where_5, convert_element_type_97, sum_14, out_36, sub_44, mul_194, sum_15], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   convert_element_type_97 => convert_element_type_97
#   le_5 => le_5
#   mul_194 => mul_194
#   out_36 => convert_element_type_41
#   scalar_tensor => full_default
#   sub_44 => sub_44
#   sum_14 => sum_14
#   sum_15 => sum_15
#   where_5 => where_5
# Graph fragment:
#   %relu_11 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=relu_11]
#   %getitem_57 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=getitem_57]
#   %convolution_13 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=convolution_13]
#   %unsqueeze_154 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_154]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_5 : Tensor "b8[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_11, 0), kwargs = {})
#   %where_5 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_5, %full_default, %getitem_57), kwargs = {})
#   %convert_element_type_97 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_5, torch.float32), kwargs = {})
#   %sum_14 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_97, [0, 2, 3]), kwargs = {})
#   %convert_element_type_41 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_13, torch.float32), kwargs = {})
#   %sub_44 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_41, %unsqueeze_154), kwargs = {})
#   %mul_194 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_97, %sub_44), kwargs = {})
#   %sum_15 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_194, [0, 2, 3]), kwargs = {})
#   return %buf66,%buf68
triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_15 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 4096, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_15', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1807360, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_15(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 2304
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 256)
    x1 = xindex // 256
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp11 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    _tmp15 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp3 = tl.load(in_ptr1 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp9 = tl.load(in_ptr2 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp4 = tl.where(tmp2, tmp1, tmp3)
        tmp5 = tmp4.to(tl.float32)
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
        tmp10 = tmp9.to(tl.float32)
        tmp12 = tmp10 - tmp11
        tmp13 = tmp5 * tmp12
        tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
        tmp16 = _tmp15 + tmp14
        _tmp15 = tl.where(r0_mask & xmask, tmp16, _tmp15)
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tmp15 = tl.sum(_tmp15, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp7, xmask)
    tl.store(out_ptr1 + (x3), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/3k/c3khikcwf5mwcgjsb2at3sfy6euvmgbduxhjgngbwzturcephpxr.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_5, where_5, convert_element_type_97, out_36, sub_44, mul_195, unsqueeze_155, unsqueeze_156, unsqueeze_157, mul_196, mul_197, mul_198, unsqueeze_158, unsqueeze_159, unsqueeze_160, mul_199, unsqueeze_161, unsqueeze_162, unsqueeze_163, mul_200, sub_46, sub_47, mul_201, convert_element_type_99, convolution_backward_6], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
# Source node to ATen node mapping:
#   convert_element_type_97 => convert_element_type_97
#   convert_element_type_99 => convert_element_type_99
#   convolution_backward_6 => convolution_backward_6
#   le_5 => le_5
#   mul_195 => mul_195
#   mul_196 => mul_196
#   mul_197 => mul_197
#   mul_198 => mul_198
#   mul_199 => mul_199
#   mul_200 => mul_200
#   mul_201 => mul_201
#   out_36 => convert_element_type_41
#   scalar_tensor => full_default
#   sub_44 => sub_44
#   sub_46 => sub_46
#   sub_47 => sub_47
#   unsqueeze_155 => unsqueeze_155
#   unsqueeze_156 => unsqueeze_156
#   unsqueeze_157 => unsqueeze_157
#   unsqueeze_158 => unsqueeze_158
#   unsqueeze_159 => unsqueeze_159
#   unsqueeze_160 => unsqueeze_160
#   unsqueeze_161 => unsqueeze_161
#   unsqueeze_162 => unsqueeze_162
#   unsqueeze_163 => unsqueeze_163
#   where_5 => where_5
# Graph fragment:
#   %relu_11 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=relu_11]
#   %getitem_57 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=getitem_57]
#   %convolution_13 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=convolution_13]
#   %unsqueeze_154 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_154]
#   %sum_15 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_15]
#   %squeeze_40 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=squeeze_40]
#   %sum_14 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_14]
#   %primals_84 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_84]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_5 : Tensor "b8[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_11, 0), kwargs = {})
#   %where_5 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_5, %full_default, %getitem_57), kwargs = {})
#   %convert_element_type_97 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_5, torch.float32), kwargs = {})
#   %convert_element_type_41 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_13, torch.float32), kwargs = {})
#   %sub_44 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_41, %unsqueeze_154), kwargs = {})
#   %mul_195 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_14, 0.0008680555555555555), kwargs = {})
#   %unsqueeze_155 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_195, 0), kwargs = {})
#   %unsqueeze_156 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_155, 2), kwargs = {})
#   %unsqueeze_157 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_156, 3), kwargs = {})
#   %mul_196 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_15, 0.0008680555555555555), kwargs = {})
#   %mul_197 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_40, %squeeze_40), kwargs = {})
#   %mul_198 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_196, %mul_197), kwargs = {})
#   %unsqueeze_158 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_198, 0), kwargs = {})
#   %unsqueeze_159 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_158, 2), kwargs = {})
#   %unsqueeze_160 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_159, 3), kwargs = {})
#   %mul_199 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_40, %primals_84), kwargs = {})
#   %unsqueeze_161 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_199, 0), kwargs = {})
#   %unsqueeze_162 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_161, 2), kwargs = {})
#   %unsqueeze_163 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_162, 3), kwargs = {})
#   %mul_200 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_44, %unsqueeze_160), kwargs = {})
#   %sub_46 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_97, %mul_200), kwargs = {})
#   %sub_47 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_46, %unsqueeze_157), kwargs = {})
#   %mul_201 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_47, %unsqueeze_163), kwargs = {})
#   %convert_element_type_99 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_201, torch.bfloat16), kwargs = {})
#   %convolution_backward_6 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_99, %relu_10, %convert_element_type_40, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %buf71
triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_16 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_16', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2954240}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_16(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, xnumel, XBLOCK : tl.constexpr):
    xnumel = 294912
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 256)
    tmp0 = tl.load(in_out_ptr0 + (x2), None).to(tl.float32)
    tmp3 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp6 = tl.load(in_ptr1 + (x2), None).to(tl.float32)
    tmp8 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tl.where(tmp2, tmp1, tmp3)
    tmp5 = tmp4.to(tl.float32)
    tmp7 = tmp6.to(tl.float32)
    tmp9 = tmp7 - tmp8
    tmp11 = tl.full([1], 0.0008680555555555555, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp14 = tmp13 * tmp13
    tmp15 = tmp12 * tmp14
    tmp16 = tmp9 * tmp15
    tmp17 = tmp5 - tmp16
    tmp19 = tmp18 * tmp11
    tmp20 = tmp17 - tmp19
    tmp22 = tmp13 * tmp21
    tmp23 = tmp20 * tmp22
    tmp24 = tmp23.to(tl.float32)
    tl.store(in_out_ptr0 + (x2), tmp24, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/yv/cyv7aayzxs2anzq666lfgp4yjgktgl5eymksj5p7godsiggf7cai.py
# Topologically Sorted Source Nodes: [scalar_tensor, add_109, le_4, where_4, add_110, le_6, where_6, convert_element_type_101], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_109 => add_109
#   add_110 => add_110
#   convert_element_type_101 => convert_element_type_101
#   le_4 => le_4
#   le_6 => le_6
#   scalar_tensor => full_default
#   where_4 => where_4
#   where_6 => where_6
# Graph fragment:
#   %relu_10 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=relu_10]
#   %relu_12 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=relu_12]
#   %getitem_48 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=getitem_48]
#   %getitem_54 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=getitem_54]
#   %getitem_60 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=getitem_60]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_109 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_48, %getitem_54), kwargs = {})
#   %le_4 : Tensor "b8[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_12, 0), kwargs = {})
#   %where_4 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_4, %full_default, %add_109), kwargs = {})
#   %add_110 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where_4, %getitem_60), kwargs = {})
#   %le_6 : Tensor "b8[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_10, 0), kwargs = {})
#   %where_6 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_6, %full_default, %add_110), kwargs = {})
#   %convert_element_type_101 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=6] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_6, torch.float32), kwargs = {})
#   return %convert_element_type_101
triton_poi_fused_add_native_batch_norm_backward_threshold_backward_17 = async_compile.triton('triton_poi_fused_add_native_batch_norm_backward_threshold_backward_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_native_batch_norm_backward_threshold_backward_17', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5308416}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_native_batch_norm_backward_threshold_backward_17(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 294912
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp3 = tl.load(in_ptr1 + (x0), None).to(tl.float32)
    tmp5 = tl.load(in_ptr2 + (x0), None).to(tl.float32)
    tmp6 = tl.load(in_ptr3 + (x0), None).to(tl.float32)
    tmp9 = tl.load(in_ptr4 + (x0), None).to(tl.float32)
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tmp3 <= tmp1
    tmp7 = tmp5 + tmp6
    tmp8 = tl.where(tmp4, tmp1, tmp7)
    tmp10 = tmp8 + tmp9
    tmp11 = tl.where(tmp2, tmp1, tmp10)
    tmp12 = tmp11.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp12, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/ag/cagwurtrt7da5kfnyqb7t6lqpudmy275yzh24t4ryfwguavoqqwc.py
# Topologically Sorted Source Nodes: [sum_16, input_4, sub_48, mul_203, sum_17, sum_18, out_32, sub_52, mul_212, sum_19], Original ATen: [aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   input_4 => convert_element_type_38
#   mul_203 => mul_203
#   mul_212 => mul_212
#   out_32 => convert_element_type_35
#   sub_48 => sub_48
#   sub_52 => sub_52
#   sum_16 => sum_16
#   sum_17 => sum_17
#   sum_18 => sum_18
#   sum_19 => sum_19
# Graph fragment:
#   %convert_element_type_101 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=convert_element_type_101]
#   %convolution_12 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=convolution_12]
#   %unsqueeze_166 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_166]
#   %convolution_11 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=convolution_11]
#   %unsqueeze_178 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_178]
#   %sum_16 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_101, [0, 2, 3]), kwargs = {})
#   %convert_element_type_38 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_12, torch.float32), kwargs = {})
#   %sub_48 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_38, %unsqueeze_166), kwargs = {})
#   %mul_203 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_101, %sub_48), kwargs = {})
#   %sum_17 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_203, [0, 2, 3]), kwargs = {})
#   %sum_18 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_101, [0, 2, 3]), kwargs = {})
#   %convert_element_type_35 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_11, torch.float32), kwargs = {})
#   %sub_52 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_35, %unsqueeze_178), kwargs = {})
#   %mul_212 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_101, %sub_52), kwargs = {})
#   %sum_19 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_212, [0, 2, 3]), kwargs = {})
#   return %buf77,%buf79,%buf87,%buf89
triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_18 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 4096, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_18', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2435072, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_18(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 2304
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 256)
    x1 = xindex // 256
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp6 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    tmp14 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp18 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr1 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp12 = tl.load(in_ptr3 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
        tmp5 = tmp4.to(tl.float32)
        tmp7 = tmp5 - tmp6
        tmp8 = tmp0 * tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask & xmask, tmp11, _tmp10)
        tmp13 = tmp12.to(tl.float32)
        tmp15 = tmp13 - tmp14
        tmp16 = tmp0 * tmp15
        tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
        tmp19 = _tmp18 + tmp17
        _tmp18 = tl.where(r0_mask & xmask, tmp19, _tmp18)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tmp18 = tl.sum(_tmp18, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
    tl.store(out_ptr1 + (x3), tmp10, xmask)
    tl.store(out_ptr2 + (x3), tmp2, xmask)
    tl.store(out_ptr3 + (x3), tmp18, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/5l/c5ltjwbp3a5ztzmwvtwajv2nttfaioaozr6x4k3dbwyq2b6xf66v.py
# Topologically Sorted Source Nodes: [input_4, sub_48, mul_204, unsqueeze_167, unsqueeze_168, unsqueeze_169, mul_205, mul_206, mul_207, unsqueeze_170, unsqueeze_171, unsqueeze_172, mul_208, unsqueeze_173, unsqueeze_174, unsqueeze_175, mul_209, sub_50, sub_51, mul_210, convert_element_type_103, convolution_backward_7, out_32, sub_52, mul_213, unsqueeze_179, unsqueeze_180, unsqueeze_181, mul_214, mul_215, mul_216, unsqueeze_182, unsqueeze_183, unsqueeze_184, mul_217, unsqueeze_185, unsqueeze_186, unsqueeze_187, mul_218, sub_54, sub_55, mul_219, convert_element_type_107, convolution_backward_8], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   convert_element_type_103 => convert_element_type_103
#   convert_element_type_107 => convert_element_type_107
#   convolution_backward_7 => convolution_backward_7
#   convolution_backward_8 => convolution_backward_8
#   input_4 => convert_element_type_38
#   mul_204 => mul_204
#   mul_205 => mul_205
#   mul_206 => mul_206
#   mul_207 => mul_207
#   mul_208 => mul_208
#   mul_209 => mul_209
#   mul_210 => mul_210
#   mul_213 => mul_213
#   mul_214 => mul_214
#   mul_215 => mul_215
#   mul_216 => mul_216
#   mul_217 => mul_217
#   mul_218 => mul_218
#   mul_219 => mul_219
#   out_32 => convert_element_type_35
#   sub_48 => sub_48
#   sub_50 => sub_50
#   sub_51 => sub_51
#   sub_52 => sub_52
#   sub_54 => sub_54
#   sub_55 => sub_55
#   unsqueeze_167 => unsqueeze_167
#   unsqueeze_168 => unsqueeze_168
#   unsqueeze_169 => unsqueeze_169
#   unsqueeze_170 => unsqueeze_170
#   unsqueeze_171 => unsqueeze_171
#   unsqueeze_172 => unsqueeze_172
#   unsqueeze_173 => unsqueeze_173
#   unsqueeze_174 => unsqueeze_174
#   unsqueeze_175 => unsqueeze_175
#   unsqueeze_179 => unsqueeze_179
#   unsqueeze_180 => unsqueeze_180
#   unsqueeze_181 => unsqueeze_181
#   unsqueeze_182 => unsqueeze_182
#   unsqueeze_183 => unsqueeze_183
#   unsqueeze_184 => unsqueeze_184
#   unsqueeze_185 => unsqueeze_185
#   unsqueeze_186 => unsqueeze_186
#   unsqueeze_187 => unsqueeze_187
# Graph fragment:
#   %convert_element_type_101 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=convert_element_type_101]
#   %convolution_12 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=convolution_12]
#   %unsqueeze_166 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_166]
#   %sum_17 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_17]
#   %squeeze_37 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=squeeze_37]
#   %sum_16 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_16]
#   %primals_78 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_78]
#   %convolution_11 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=convolution_11]
#   %unsqueeze_178 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_178]
#   %sum_19 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_19]
#   %squeeze_34 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=squeeze_34]
#   %sum_18 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_18]
#   %primals_72 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_72]
#   %convert_element_type_38 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_12, torch.float32), kwargs = {})
#   %sub_48 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_38, %unsqueeze_166), kwargs = {})
#   %mul_204 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_16, 0.0008680555555555555), kwargs = {})
#   %unsqueeze_167 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_204, 0), kwargs = {})
#   %unsqueeze_168 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_167, 2), kwargs = {})
#   %unsqueeze_169 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_168, 3), kwargs = {})
#   %mul_205 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_17, 0.0008680555555555555), kwargs = {})
#   %mul_206 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_37, %squeeze_37), kwargs = {})
#   %mul_207 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_205, %mul_206), kwargs = {})
#   %unsqueeze_170 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_207, 0), kwargs = {})
#   %unsqueeze_171 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_170, 2), kwargs = {})
#   %unsqueeze_172 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_171, 3), kwargs = {})
#   %mul_208 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_37, %primals_78), kwargs = {})
#   %unsqueeze_173 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_208, 0), kwargs = {})
#   %unsqueeze_174 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_173, 2), kwargs = {})
#   %unsqueeze_175 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_174, 3), kwargs = {})
#   %mul_209 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_48, %unsqueeze_172), kwargs = {})
#   %sub_50 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_101, %mul_209), kwargs = {})
#   %sub_51 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_50, %unsqueeze_169), kwargs = {})
#   %mul_210 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_51, %unsqueeze_175), kwargs = {})
#   %convert_element_type_103 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_210, torch.bfloat16), kwargs = {})
#   %convolution_backward_7 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_103, %relu_8, %convert_element_type_37, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   %convert_element_type_35 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_11, torch.float32), kwargs = {})
#   %sub_52 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_35, %unsqueeze_178), kwargs = {})
#   %mul_213 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_18, 0.0008680555555555555), kwargs = {})
#   %unsqueeze_179 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_213, 0), kwargs = {})
#   %unsqueeze_180 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_179, 2), kwargs = {})
#   %unsqueeze_181 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_180, 3), kwargs = {})
#   %mul_214 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_19, 0.0008680555555555555), kwargs = {})
#   %mul_215 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_34, %squeeze_34), kwargs = {})
#   %mul_216 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_214, %mul_215), kwargs = {})
#   %unsqueeze_182 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_216, 0), kwargs = {})
#   %unsqueeze_183 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_182, 2), kwargs = {})
#   %unsqueeze_184 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_183, 3), kwargs = {})
#   %mul_217 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_34, %primals_72), kwargs = {})
#   %unsqueeze_185 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_217, 0), kwargs = {})
#   %unsqueeze_186 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_185, 2), kwargs = {})
#   %unsqueeze_187 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_186, 3), kwargs = {})
#   %mul_218 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_52, %unsqueeze_184), kwargs = {})
#   %sub_54 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_101, %mul_218), kwargs = {})
#   %sub_55 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_54, %unsqueeze_181), kwargs = {})
#   %mul_219 : Tensor "f32[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_55, %unsqueeze_187), kwargs = {})
#   %convert_element_type_107 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_219, torch.bfloat16), kwargs = {})
#   %convolution_backward_8 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_107, %relu_9, %convert_element_type_34, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %buf82,%buf92
triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_19 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_out_ptr1': '*bf16', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_19', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 13, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4728832}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_19(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, xnumel, XBLOCK : tl.constexpr):
    xnumel = 294912
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 256)
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tmp1 = tl.load(in_out_ptr0 + (x2), None).to(tl.float32)
    tmp3 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp20 = tl.load(in_out_ptr1 + (x2), None).to(tl.float32)
    tmp22 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr7 + (x0), None, eviction_policy='evict_last')
    tmp26 = tl.load(in_ptr8 + (x0), None, eviction_policy='evict_last')
    tmp31 = tl.load(in_ptr9 + (x0), None, eviction_policy='evict_last')
    tmp34 = tl.load(in_ptr10 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp1.to(tl.float32)
    tmp4 = tmp2 - tmp3
    tmp6 = tl.full([1], 0.0008680555555555555, tl.float32)
    tmp7 = tmp5 * tmp6
    tmp9 = tmp8 * tmp8
    tmp10 = tmp7 * tmp9
    tmp11 = tmp4 * tmp10
    tmp12 = tmp0 - tmp11
    tmp14 = tmp13 * tmp6
    tmp15 = tmp12 - tmp14
    tmp17 = tmp8 * tmp16
    tmp18 = tmp15 * tmp17
    tmp19 = tmp18.to(tl.float32)
    tmp21 = tmp20.to(tl.float32)
    tmp23 = tmp21 - tmp22
    tmp25 = tmp24 * tmp6
    tmp27 = tmp26 * tmp26
    tmp28 = tmp25 * tmp27
    tmp29 = tmp23 * tmp28
    tmp30 = tmp0 - tmp29
    tmp32 = tmp31 * tmp6
    tmp33 = tmp30 - tmp32
    tmp35 = tmp26 * tmp34
    tmp36 = tmp33 * tmp35
    tmp37 = tmp36.to(tl.float32)
    tl.store(in_out_ptr0 + (x2), tmp19, None)
    tl.store(in_out_ptr1 + (x2), tmp37, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/dg/cdgvtjnk5vtpq3ai3j64ig5ig7q4p2qyy6ql2wkezqlbvegvw7wy.py
# Topologically Sorted Source Nodes: [convert_element_type_104], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_104 => convert_element_type_104
# Graph fragment:
#   %getitem_64 : Tensor "bf16[256, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=getitem_64]
#   %convert_element_type_104 : Tensor "f32[256, 128, 1, 1][128, 1, 128, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_64, torch.float32), kwargs = {})
#   return %convert_element_type_104
triton_poi_fused__to_copy_20 = async_compile.triton('triton_poi_fused__to_copy_20', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_20', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 327680}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_20(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/oq/coqfn4zzssvu42lvhqd4gq43w3oymadzbfph4yciiswpwn6y4iir.py
# Topologically Sorted Source Nodes: [scalar_tensor, add_111, le_8, where_8, convert_element_type_113, sum_22, out_25, sub_60, mul_230, sum_23], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   add_111 => add_111
#   convert_element_type_113 => convert_element_type_113
#   le_8 => le_8
#   mul_230 => mul_230
#   out_25 => convert_element_type_29
#   scalar_tensor => full_default
#   sub_60 => sub_60
#   sum_22 => sum_22
#   sum_23 => sum_23
#   where_8 => where_8
# Graph fragment:
#   %relu_8 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=relu_8]
#   %getitem_63 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=getitem_63]
#   %getitem_69 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=getitem_69]
#   %convolution_9 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=convolution_9]
#   %unsqueeze_202 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_202]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_111 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_63, %getitem_69), kwargs = {})
#   %le_8 : Tensor "b8[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_8, 0), kwargs = {})
#   %where_8 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_8, %full_default, %add_111), kwargs = {})
#   %convert_element_type_113 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_8, torch.float32), kwargs = {})
#   %sum_22 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_113, [0, 2, 3]), kwargs = {})
#   %convert_element_type_29 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_9, torch.float32), kwargs = {})
#   %sub_60 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_29, %unsqueeze_202), kwargs = {})
#   %mul_230 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_113, %sub_60), kwargs = {})
#   %sum_23 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_230, [0, 2, 3]), kwargs = {})
#   return %buf107,%buf109
triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_21 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_21', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8192, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_21', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4792832, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_21(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 4608
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 128)
    x1 = xindex // 128
    _tmp9 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp13 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp17 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 128*r0_2 + 16384*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp3 = tl.load(in_ptr1 + (x0 + 128*r0_2 + 16384*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp4 = tl.load(in_ptr2 + (x0 + 128*r0_2 + 16384*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp11 = tl.load(in_ptr3 + (x0 + 128*r0_2 + 16384*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp5 = tmp3 + tmp4
        tmp6 = tl.where(tmp2, tmp1, tmp5)
        tmp7 = tmp6.to(tl.float32)
        tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
        tmp10 = _tmp9 + tmp8
        _tmp9 = tl.where(r0_mask & xmask, tmp10, _tmp9)
        tmp12 = tmp11.to(tl.float32)
        tmp14 = tmp12 - tmp13
        tmp15 = tmp7 * tmp14
        tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
        tmp18 = _tmp17 + tmp16
        _tmp17 = tl.where(r0_mask & xmask, tmp18, _tmp17)
    tmp9 = tl.sum(_tmp9, 1)[:, None]
    tmp17 = tl.sum(_tmp17, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp9, xmask)
    tl.store(out_ptr1 + (x3), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/ib/cibw4gdkgyxpdsxp43essrrqj4jccflwdukxsepsrlvuqqofeth5.py
# Topologically Sorted Source Nodes: [scalar_tensor, add_111, le_8, where_8, convert_element_type_113, sum_22], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_111 => add_111
#   convert_element_type_113 => convert_element_type_113
#   le_8 => le_8
#   scalar_tensor => full_default
#   sum_22 => sum_22
#   where_8 => where_8
# Graph fragment:
#   %buf107 : Tensor "f32[128, 36][1, 128]cuda:0" = PlaceHolder[target=buf107]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_111 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_63, %getitem_69), kwargs = {})
#   %le_8 : Tensor "b8[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_8, 0), kwargs = {})
#   %where_8 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_8, %full_default, %add_111), kwargs = {})
#   %convert_element_type_113 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_8, torch.float32), kwargs = {})
#   %sum_22 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_113, [0, 2, 3]), kwargs = {})
#   return %sum_22
triton_per_fused_add_native_batch_norm_backward_threshold_backward_22 = async_compile.triton('triton_per_fused_add_native_batch_norm_backward_threshold_backward_22', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_batch_norm_backward_threshold_backward_22', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 19456, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_add_native_batch_norm_backward_threshold_backward_22(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 36
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 128*r0_1), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/gq/cgqlimrdisqjvanpjf5kdtubas45wkcqeih4qgx5v7qd5rhzao5s.py
# Topologically Sorted Source Nodes: [scalar_tensor, add_111, le_8, where_8, convert_element_type_113, out_25, sub_60, mul_230, sum_23, mul_238], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   add_111 => add_111
#   convert_element_type_113 => convert_element_type_113
#   le_8 => le_8
#   mul_230 => mul_230
#   mul_238 => mul_238
#   out_25 => convert_element_type_29
#   scalar_tensor => full_default
#   sub_60 => sub_60
#   sum_23 => sum_23
#   where_8 => where_8
# Graph fragment:
#   %buf109 : Tensor "f32[128, 36][1, 128]cuda:0" = PlaceHolder[target=buf109]
#   %sum_23 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_23]
#   %squeeze_28 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=squeeze_28]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_111 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_63, %getitem_69), kwargs = {})
#   %le_8 : Tensor "b8[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_8, 0), kwargs = {})
#   %where_8 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_8, %full_default, %add_111), kwargs = {})
#   %convert_element_type_113 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_8, torch.float32), kwargs = {})
#   %convert_element_type_29 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_9, torch.float32), kwargs = {})
#   %sub_60 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_29, %unsqueeze_202), kwargs = {})
#   %mul_230 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_113, %sub_60), kwargs = {})
#   %sum_23 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_230, [0, 2, 3]), kwargs = {})
#   %mul_238 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_23, %squeeze_28), kwargs = {})
#   return %sum_23,%mul_238
triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_23 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_23', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_23', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 20992, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_23(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 36
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 128*r0_1), r0_mask & xmask, other=0.0)
    tmp5 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp6 = tmp4 * tmp5
    tl.store(out_ptr1 + (x0), tmp6, xmask)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/vy/cvyjlod3tbbp4nbk2szhhr7gudvdzn6ovwfyv4j2g3jxgxoz6y6t.py
# Topologically Sorted Source Nodes: [scalar_tensor, add_111, le_8, where_8, convert_element_type_113, out_25, sub_60, mul_231, unsqueeze_203, unsqueeze_204, unsqueeze_205, mul_232, mul_233, mul_234, unsqueeze_206, unsqueeze_207, unsqueeze_208, mul_235, unsqueeze_209, unsqueeze_210, unsqueeze_211, mul_236, sub_62, sub_63, mul_237, convert_element_type_115, convolution_backward_10], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_111 => add_111
#   convert_element_type_113 => convert_element_type_113
#   convert_element_type_115 => convert_element_type_115
#   convolution_backward_10 => convolution_backward_10
#   le_8 => le_8
#   mul_231 => mul_231
#   mul_232 => mul_232
#   mul_233 => mul_233
#   mul_234 => mul_234
#   mul_235 => mul_235
#   mul_236 => mul_236
#   mul_237 => mul_237
#   out_25 => convert_element_type_29
#   scalar_tensor => full_default
#   sub_60 => sub_60
#   sub_62 => sub_62
#   sub_63 => sub_63
#   unsqueeze_203 => unsqueeze_203
#   unsqueeze_204 => unsqueeze_204
#   unsqueeze_205 => unsqueeze_205
#   unsqueeze_206 => unsqueeze_206
#   unsqueeze_207 => unsqueeze_207
#   unsqueeze_208 => unsqueeze_208
#   unsqueeze_209 => unsqueeze_209
#   unsqueeze_210 => unsqueeze_210
#   unsqueeze_211 => unsqueeze_211
#   where_8 => where_8
# Graph fragment:
#   %relu_8 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=relu_8]
#   %getitem_63 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=getitem_63]
#   %getitem_69 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=getitem_69]
#   %convolution_9 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=convolution_9]
#   %unsqueeze_202 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_202]
#   %sum_23 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_23]
#   %squeeze_28 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=squeeze_28]
#   %sum_22 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_22]
#   %primals_60 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_60]
#   %mul_237 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=mul_237]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_111 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_63, %getitem_69), kwargs = {})
#   %le_8 : Tensor "b8[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_8, 0), kwargs = {})
#   %where_8 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_8, %full_default, %add_111), kwargs = {})
#   %convert_element_type_113 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_8, torch.float32), kwargs = {})
#   %convert_element_type_29 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_9, torch.float32), kwargs = {})
#   %sub_60 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_29, %unsqueeze_202), kwargs = {})
#   %mul_231 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_22, 0.00021701388888888888), kwargs = {})
#   %unsqueeze_203 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_231, 0), kwargs = {})
#   %unsqueeze_204 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_203, 2), kwargs = {})
#   %unsqueeze_205 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_204, 3), kwargs = {})
#   %mul_232 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_23, 0.00021701388888888888), kwargs = {})
#   %mul_233 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_28, %squeeze_28), kwargs = {})
#   %mul_234 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_232, %mul_233), kwargs = {})
#   %unsqueeze_206 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_234, 0), kwargs = {})
#   %unsqueeze_207 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_206, 2), kwargs = {})
#   %unsqueeze_208 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_207, 3), kwargs = {})
#   %mul_235 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_28, %primals_60), kwargs = {})
#   %unsqueeze_209 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_235, 0), kwargs = {})
#   %unsqueeze_210 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_209, 2), kwargs = {})
#   %unsqueeze_211 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_210, 3), kwargs = {})
#   %mul_236 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_60, %unsqueeze_208), kwargs = {})
#   %sub_62 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_113, %mul_236), kwargs = {})
#   %sub_63 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_62, %unsqueeze_205), kwargs = {})
#   %mul_237 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_63, %unsqueeze_211), kwargs = {})
#   %convert_element_type_115 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_237, torch.bfloat16), kwargs = {})
#   %convolution_backward_10 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_115, %relu_7, %convert_element_type_28, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %mul_237,%buf113
triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_24 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_24', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_24', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 7080448}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_24(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 589824
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp3 = tl.load(in_ptr1 + (x2), None).to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (x2), None).to(tl.float32)
    tmp8 = tl.load(in_ptr3 + (x2), None).to(tl.float32)
    tmp10 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr7 + (x0), None, eviction_policy='evict_last')
    tmp23 = tl.load(in_ptr8 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp5 = tmp3 + tmp4
    tmp6 = tl.where(tmp2, tmp1, tmp5)
    tmp7 = tmp6.to(tl.float32)
    tmp9 = tmp8.to(tl.float32)
    tmp11 = tmp9 - tmp10
    tmp13 = tl.full([1], 0.00021701388888888888, tl.float32)
    tmp14 = tmp12 * tmp13
    tmp16 = tmp15 * tmp15
    tmp17 = tmp14 * tmp16
    tmp18 = tmp11 * tmp17
    tmp19 = tmp7 - tmp18
    tmp21 = tmp20 * tmp13
    tmp22 = tmp19 - tmp21
    tmp24 = tmp15 * tmp23
    tmp25 = tmp22 * tmp24
    tmp26 = tmp25.to(tl.float32)
    tl.store(out_ptr1 + (x2), tmp26, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/mz/cmzm5p3gvcsc7r6sm2rbrp4vm33zuyhufrsgghjbusvwcxzm7o6v.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_9, where_9, convert_element_type_117, sum_24, out_22, sub_64, mul_239, sum_25], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   convert_element_type_117 => convert_element_type_117
#   le_9 => le_9
#   mul_239 => mul_239
#   out_22 => convert_element_type_26
#   scalar_tensor => full_default
#   sub_64 => sub_64
#   sum_24 => sum_24
#   sum_25 => sum_25
#   where_9 => where_9
# Graph fragment:
#   %relu_7 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=relu_7]
#   %getitem_72 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=getitem_72]
#   %convolution_8 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=convolution_8]
#   %unsqueeze_214 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_214]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_9 : Tensor "b8[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_7, 0), kwargs = {})
#   %where_9 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_9, %full_default, %getitem_72), kwargs = {})
#   %convert_element_type_117 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_9, torch.float32), kwargs = {})
#   %sum_24 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_117, [0, 2, 3]), kwargs = {})
#   %convert_element_type_26 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_8, torch.float32), kwargs = {})
#   %sub_64 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_26, %unsqueeze_214), kwargs = {})
#   %mul_239 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_117, %sub_64), kwargs = {})
#   %sum_25 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_239, [0, 2, 3]), kwargs = {})
#   return %buf118,%buf120
triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_25 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_25', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8192, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_25', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3613184, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_25(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 4608
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 128)
    x1 = xindex // 128
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp11 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    _tmp15 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 128*r0_2 + 16384*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp3 = tl.load(in_ptr1 + (x0 + 128*r0_2 + 16384*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp9 = tl.load(in_ptr2 + (x0 + 128*r0_2 + 16384*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp4 = tl.where(tmp2, tmp1, tmp3)
        tmp5 = tmp4.to(tl.float32)
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
        tmp10 = tmp9.to(tl.float32)
        tmp12 = tmp10 - tmp11
        tmp13 = tmp5 * tmp12
        tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
        tmp16 = _tmp15 + tmp14
        _tmp15 = tl.where(r0_mask & xmask, tmp16, _tmp15)
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tmp15 = tl.sum(_tmp15, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp7, xmask)
    tl.store(out_ptr1 + (x3), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/oi/coidifoqg5jcumgaheazcpfechevetqf2zi3nugfqgqhhsa5jys5.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_9, where_9, convert_element_type_117, out_22, sub_64, mul_240, unsqueeze_215, unsqueeze_216, unsqueeze_217, mul_241, mul_242, mul_243, unsqueeze_218, unsqueeze_219, unsqueeze_220, mul_244, unsqueeze_221, unsqueeze_222, unsqueeze_223, mul_245, sub_66, sub_67, mul_246, convert_element_type_119, convolution_backward_11], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
# Source node to ATen node mapping:
#   convert_element_type_117 => convert_element_type_117
#   convert_element_type_119 => convert_element_type_119
#   convolution_backward_11 => convolution_backward_11
#   le_9 => le_9
#   mul_240 => mul_240
#   mul_241 => mul_241
#   mul_242 => mul_242
#   mul_243 => mul_243
#   mul_244 => mul_244
#   mul_245 => mul_245
#   mul_246 => mul_246
#   out_22 => convert_element_type_26
#   scalar_tensor => full_default
#   sub_64 => sub_64
#   sub_66 => sub_66
#   sub_67 => sub_67
#   unsqueeze_215 => unsqueeze_215
#   unsqueeze_216 => unsqueeze_216
#   unsqueeze_217 => unsqueeze_217
#   unsqueeze_218 => unsqueeze_218
#   unsqueeze_219 => unsqueeze_219
#   unsqueeze_220 => unsqueeze_220
#   unsqueeze_221 => unsqueeze_221
#   unsqueeze_222 => unsqueeze_222
#   unsqueeze_223 => unsqueeze_223
#   where_9 => where_9
# Graph fragment:
#   %relu_7 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=relu_7]
#   %getitem_72 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=getitem_72]
#   %convolution_8 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=convolution_8]
#   %unsqueeze_214 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_214]
#   %sum_25 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_25]
#   %squeeze_25 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=squeeze_25]
#   %sum_24 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_24]
#   %primals_54 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_54]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_9 : Tensor "b8[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_7, 0), kwargs = {})
#   %where_9 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_9, %full_default, %getitem_72), kwargs = {})
#   %convert_element_type_117 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_9, torch.float32), kwargs = {})
#   %convert_element_type_26 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_8, torch.float32), kwargs = {})
#   %sub_64 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_26, %unsqueeze_214), kwargs = {})
#   %mul_240 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_24, 0.00021701388888888888), kwargs = {})
#   %unsqueeze_215 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_240, 0), kwargs = {})
#   %unsqueeze_216 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_215, 2), kwargs = {})
#   %unsqueeze_217 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_216, 3), kwargs = {})
#   %mul_241 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_25, 0.00021701388888888888), kwargs = {})
#   %mul_242 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_25, %squeeze_25), kwargs = {})
#   %mul_243 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_241, %mul_242), kwargs = {})
#   %unsqueeze_218 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_243, 0), kwargs = {})
#   %unsqueeze_219 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_218, 2), kwargs = {})
#   %unsqueeze_220 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_219, 3), kwargs = {})
#   %mul_244 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_25, %primals_54), kwargs = {})
#   %unsqueeze_221 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_244, 0), kwargs = {})
#   %unsqueeze_222 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_221, 2), kwargs = {})
#   %unsqueeze_223 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_222, 3), kwargs = {})
#   %mul_245 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_64, %unsqueeze_220), kwargs = {})
#   %sub_66 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_117, %mul_245), kwargs = {})
#   %sub_67 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_66, %unsqueeze_217), kwargs = {})
#   %mul_246 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_67, %unsqueeze_223), kwargs = {})
#   %convert_element_type_119 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_246, torch.bfloat16), kwargs = {})
#   %convolution_backward_11 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_119, %relu_6, %convert_element_type_25, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %buf123
triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_26 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_26', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_26', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5900800}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_26(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, xnumel, XBLOCK : tl.constexpr):
    xnumel = 589824
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_out_ptr0 + (x2), None).to(tl.float32)
    tmp3 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp6 = tl.load(in_ptr1 + (x2), None).to(tl.float32)
    tmp8 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tl.where(tmp2, tmp1, tmp3)
    tmp5 = tmp4.to(tl.float32)
    tmp7 = tmp6.to(tl.float32)
    tmp9 = tmp7 - tmp8
    tmp11 = tl.full([1], 0.00021701388888888888, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp14 = tmp13 * tmp13
    tmp15 = tmp12 * tmp14
    tmp16 = tmp9 * tmp15
    tmp17 = tmp5 - tmp16
    tmp19 = tmp18 * tmp11
    tmp20 = tmp17 - tmp19
    tmp22 = tmp13 * tmp21
    tmp23 = tmp20 * tmp22
    tmp24 = tmp23.to(tl.float32)
    tl.store(in_out_ptr0 + (x2), tmp24, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/jf/cjfcoecxyfmftvnawvklsz4ju454udvlmz6kiwzjinfjftieoquq.py
# Topologically Sorted Source Nodes: [scalar_tensor, add_111, le_8, where_8, add_112, le_10, where_10, convert_element_type_121], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_111 => add_111
#   add_112 => add_112
#   convert_element_type_121 => convert_element_type_121
#   le_10 => le_10
#   le_8 => le_8
#   scalar_tensor => full_default
#   where_10 => where_10
#   where_8 => where_8
# Graph fragment:
#   %relu_6 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=relu_6]
#   %relu_8 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=relu_8]
#   %getitem_63 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=getitem_63]
#   %getitem_69 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=getitem_69]
#   %getitem_75 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=getitem_75]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_111 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_63, %getitem_69), kwargs = {})
#   %le_8 : Tensor "b8[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_8, 0), kwargs = {})
#   %where_8 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_8, %full_default, %add_111), kwargs = {})
#   %add_112 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where_8, %getitem_75), kwargs = {})
#   %le_10 : Tensor "b8[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_6, 0), kwargs = {})
#   %where_10 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_10, %full_default, %add_112), kwargs = {})
#   %convert_element_type_121 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=6] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_10, torch.float32), kwargs = {})
#   return %convert_element_type_121
triton_poi_fused_add_native_batch_norm_backward_threshold_backward_27 = async_compile.triton('triton_poi_fused_add_native_batch_norm_backward_threshold_backward_27', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_native_batch_norm_backward_threshold_backward_27', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 10616832}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_native_batch_norm_backward_threshold_backward_27(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 589824
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp3 = tl.load(in_ptr1 + (x0), None).to(tl.float32)
    tmp5 = tl.load(in_ptr2 + (x0), None).to(tl.float32)
    tmp6 = tl.load(in_ptr3 + (x0), None).to(tl.float32)
    tmp9 = tl.load(in_ptr4 + (x0), None).to(tl.float32)
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tmp3 <= tmp1
    tmp7 = tmp5 + tmp6
    tmp8 = tl.where(tmp4, tmp1, tmp7)
    tmp10 = tmp8 + tmp9
    tmp11 = tl.where(tmp2, tmp1, tmp10)
    tmp12 = tmp11.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp12, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/dm/cdmmlgsvivhuuedhtz3twerze2nozkkeodejdwuksnzvjdpfxsbn.py
# Topologically Sorted Source Nodes: [sum_26, input_2, sub_68, mul_248, sum_27, sum_28, out_18, sub_72, mul_257, sum_29], Original ATen: [aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   input_2 => convert_element_type_23
#   mul_248 => mul_248
#   mul_257 => mul_257
#   out_18 => convert_element_type_20
#   sub_68 => sub_68
#   sub_72 => sub_72
#   sum_26 => sum_26
#   sum_27 => sum_27
#   sum_28 => sum_28
#   sum_29 => sum_29
# Graph fragment:
#   %convert_element_type_121 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=convert_element_type_121]
#   %convolution_7 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=convolution_7]
#   %unsqueeze_226 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_226]
#   %convolution_6 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=convolution_6]
#   %unsqueeze_238 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_238]
#   %sum_26 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_121, [0, 2, 3]), kwargs = {})
#   %convert_element_type_23 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_7, torch.float32), kwargs = {})
#   %sub_68 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_23, %unsqueeze_226), kwargs = {})
#   %mul_248 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_121, %sub_68), kwargs = {})
#   %sum_27 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_248, [0, 2, 3]), kwargs = {})
#   %sum_28 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_121, [0, 2, 3]), kwargs = {})
#   %convert_element_type_20 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_6, torch.float32), kwargs = {})
#   %sub_72 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_20, %unsqueeze_238), kwargs = {})
#   %mul_257 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_121, %sub_72), kwargs = {})
#   %sum_29 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_257, [0, 2, 3]), kwargs = {})
#   return %buf129,%buf131,%buf139,%buf141
triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_28 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_28', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8192, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_28', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4867072, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_28(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 4608
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 128)
    x1 = xindex // 128
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp6 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    tmp14 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp18 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 128*r0_2 + 16384*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr1 + (x0 + 128*r0_2 + 16384*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp12 = tl.load(in_ptr3 + (x0 + 128*r0_2 + 16384*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
        tmp5 = tmp4.to(tl.float32)
        tmp7 = tmp5 - tmp6
        tmp8 = tmp0 * tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask & xmask, tmp11, _tmp10)
        tmp13 = tmp12.to(tl.float32)
        tmp15 = tmp13 - tmp14
        tmp16 = tmp0 * tmp15
        tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
        tmp19 = _tmp18 + tmp17
        _tmp18 = tl.where(r0_mask & xmask, tmp19, _tmp18)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tmp18 = tl.sum(_tmp18, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
    tl.store(out_ptr1 + (x3), tmp10, xmask)
    tl.store(out_ptr2 + (x3), tmp2, xmask)
    tl.store(out_ptr3 + (x3), tmp18, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/fl/cflnt3m6ld35zoudgquilbaa4hnbqmp6v4xzvgbgeyo26zyb4ktf.py
# Topologically Sorted Source Nodes: [input_2, sub_68, mul_249, unsqueeze_227, unsqueeze_228, unsqueeze_229, mul_250, mul_251, mul_252, unsqueeze_230, unsqueeze_231, unsqueeze_232, mul_253, unsqueeze_233, unsqueeze_234, unsqueeze_235, mul_254, sub_70, sub_71, mul_255, convert_element_type_123, convolution_backward_12, out_18, sub_72, mul_258, unsqueeze_239, unsqueeze_240, unsqueeze_241, mul_259, mul_260, mul_261, unsqueeze_242, unsqueeze_243, unsqueeze_244, mul_262, unsqueeze_245, unsqueeze_246, unsqueeze_247, mul_263, sub_74, sub_75, mul_264, convert_element_type_127, convolution_backward_13], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   convert_element_type_123 => convert_element_type_123
#   convert_element_type_127 => convert_element_type_127
#   convolution_backward_12 => convolution_backward_12
#   convolution_backward_13 => convolution_backward_13
#   input_2 => convert_element_type_23
#   mul_249 => mul_249
#   mul_250 => mul_250
#   mul_251 => mul_251
#   mul_252 => mul_252
#   mul_253 => mul_253
#   mul_254 => mul_254
#   mul_255 => mul_255
#   mul_258 => mul_258
#   mul_259 => mul_259
#   mul_260 => mul_260
#   mul_261 => mul_261
#   mul_262 => mul_262
#   mul_263 => mul_263
#   mul_264 => mul_264
#   out_18 => convert_element_type_20
#   sub_68 => sub_68
#   sub_70 => sub_70
#   sub_71 => sub_71
#   sub_72 => sub_72
#   sub_74 => sub_74
#   sub_75 => sub_75
#   unsqueeze_227 => unsqueeze_227
#   unsqueeze_228 => unsqueeze_228
#   unsqueeze_229 => unsqueeze_229
#   unsqueeze_230 => unsqueeze_230
#   unsqueeze_231 => unsqueeze_231
#   unsqueeze_232 => unsqueeze_232
#   unsqueeze_233 => unsqueeze_233
#   unsqueeze_234 => unsqueeze_234
#   unsqueeze_235 => unsqueeze_235
#   unsqueeze_239 => unsqueeze_239
#   unsqueeze_240 => unsqueeze_240
#   unsqueeze_241 => unsqueeze_241
#   unsqueeze_242 => unsqueeze_242
#   unsqueeze_243 => unsqueeze_243
#   unsqueeze_244 => unsqueeze_244
#   unsqueeze_245 => unsqueeze_245
#   unsqueeze_246 => unsqueeze_246
#   unsqueeze_247 => unsqueeze_247
# Graph fragment:
#   %convert_element_type_121 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=convert_element_type_121]
#   %convolution_7 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=convolution_7]
#   %unsqueeze_226 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_226]
#   %sum_27 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_27]
#   %squeeze_22 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=squeeze_22]
#   %sum_26 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_26]
#   %primals_48 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_48]
#   %convolution_6 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=convolution_6]
#   %unsqueeze_238 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_238]
#   %sum_29 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_29]
#   %squeeze_19 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=squeeze_19]
#   %sum_28 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_28]
#   %primals_42 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_42]
#   %convert_element_type_23 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_7, torch.float32), kwargs = {})
#   %sub_68 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_23, %unsqueeze_226), kwargs = {})
#   %mul_249 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_26, 0.00021701388888888888), kwargs = {})
#   %unsqueeze_227 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_249, 0), kwargs = {})
#   %unsqueeze_228 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_227, 2), kwargs = {})
#   %unsqueeze_229 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_228, 3), kwargs = {})
#   %mul_250 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_27, 0.00021701388888888888), kwargs = {})
#   %mul_251 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_22, %squeeze_22), kwargs = {})
#   %mul_252 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_250, %mul_251), kwargs = {})
#   %unsqueeze_230 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_252, 0), kwargs = {})
#   %unsqueeze_231 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_230, 2), kwargs = {})
#   %unsqueeze_232 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_231, 3), kwargs = {})
#   %mul_253 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_22, %primals_48), kwargs = {})
#   %unsqueeze_233 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_253, 0), kwargs = {})
#   %unsqueeze_234 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_233, 2), kwargs = {})
#   %unsqueeze_235 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_234, 3), kwargs = {})
#   %mul_254 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_68, %unsqueeze_232), kwargs = {})
#   %sub_70 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_121, %mul_254), kwargs = {})
#   %sub_71 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_70, %unsqueeze_229), kwargs = {})
#   %mul_255 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_71, %unsqueeze_235), kwargs = {})
#   %convert_element_type_123 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_255, torch.bfloat16), kwargs = {})
#   %convolution_backward_12 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_123, %relu_4, %convert_element_type_22, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   %convert_element_type_20 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_6, torch.float32), kwargs = {})
#   %sub_72 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_20, %unsqueeze_238), kwargs = {})
#   %mul_258 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_28, 0.00021701388888888888), kwargs = {})
#   %unsqueeze_239 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_258, 0), kwargs = {})
#   %unsqueeze_240 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_239, 2), kwargs = {})
#   %unsqueeze_241 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_240, 3), kwargs = {})
#   %mul_259 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_29, 0.00021701388888888888), kwargs = {})
#   %mul_260 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_19, %squeeze_19), kwargs = {})
#   %mul_261 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_259, %mul_260), kwargs = {})
#   %unsqueeze_242 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_261, 0), kwargs = {})
#   %unsqueeze_243 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_242, 2), kwargs = {})
#   %unsqueeze_244 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_243, 3), kwargs = {})
#   %mul_262 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_19, %primals_42), kwargs = {})
#   %unsqueeze_245 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_262, 0), kwargs = {})
#   %unsqueeze_246 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_245, 2), kwargs = {})
#   %unsqueeze_247 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_246, 3), kwargs = {})
#   %mul_263 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_72, %unsqueeze_244), kwargs = {})
#   %sub_74 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_121, %mul_263), kwargs = {})
#   %sub_75 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_74, %unsqueeze_241), kwargs = {})
#   %mul_264 : Tensor "f32[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_75, %unsqueeze_247), kwargs = {})
#   %convert_element_type_127 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_264, torch.bfloat16), kwargs = {})
#   %convolution_backward_13 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_127, %relu_5, %convert_element_type_19, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %buf134,%buf144
triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_29 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_29', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_out_ptr1': '*bf16', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_29', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 13, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9442304}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_29(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, xnumel, XBLOCK : tl.constexpr):
    xnumel = 589824
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tmp1 = tl.load(in_out_ptr0 + (x2), None).to(tl.float32)
    tmp3 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp20 = tl.load(in_out_ptr1 + (x2), None).to(tl.float32)
    tmp22 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr7 + (x0), None, eviction_policy='evict_last')
    tmp26 = tl.load(in_ptr8 + (x0), None, eviction_policy='evict_last')
    tmp31 = tl.load(in_ptr9 + (x0), None, eviction_policy='evict_last')
    tmp34 = tl.load(in_ptr10 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp1.to(tl.float32)
    tmp4 = tmp2 - tmp3
    tmp6 = tl.full([1], 0.00021701388888888888, tl.float32)
    tmp7 = tmp5 * tmp6
    tmp9 = tmp8 * tmp8
    tmp10 = tmp7 * tmp9
    tmp11 = tmp4 * tmp10
    tmp12 = tmp0 - tmp11
    tmp14 = tmp13 * tmp6
    tmp15 = tmp12 - tmp14
    tmp17 = tmp8 * tmp16
    tmp18 = tmp15 * tmp17
    tmp19 = tmp18.to(tl.float32)
    tmp21 = tmp20.to(tl.float32)
    tmp23 = tmp21 - tmp22
    tmp25 = tmp24 * tmp6
    tmp27 = tmp26 * tmp26
    tmp28 = tmp25 * tmp27
    tmp29 = tmp23 * tmp28
    tmp30 = tmp0 - tmp29
    tmp32 = tmp31 * tmp6
    tmp33 = tmp30 - tmp32
    tmp35 = tmp26 * tmp34
    tmp36 = tmp33 * tmp35
    tmp37 = tmp36.to(tl.float32)
    tl.store(in_out_ptr0 + (x2), tmp19, None)
    tl.store(in_out_ptr1 + (x2), tmp37, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/fo/cfohkgf476adsjdx444inxzmwbjesqhpad2h3nqwlfkzunnpdbcq.py
# Topologically Sorted Source Nodes: [convert_element_type_116], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_116 => convert_element_type_116
# Graph fragment:
#   %getitem_73 : Tensor "bf16[128, 128, 3, 3][1152, 1, 384, 128]cuda:0" = PlaceHolder[target=getitem_73]
#   %convert_element_type_116 : Tensor "f32[128, 128, 3, 3][1152, 1, 384, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_73, torch.float32), kwargs = {})
#   return %convert_element_type_116
triton_poi_fused__to_copy_30 = async_compile.triton('triton_poi_fused__to_copy_30', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_30', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1474560}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_30(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 147456
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/qr/cqrun7h5bawrcs4r4syca2vykwj5jwf3uasbllkwffhpyaqa24xj.py
# Topologically Sorted Source Nodes: [convert_element_type_112], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_112 => convert_element_type_112
# Graph fragment:
#   %getitem_70 : Tensor "bf16[256, 128, 3, 3][1152, 1, 384, 128]cuda:0" = PlaceHolder[target=getitem_70]
#   %convert_element_type_112 : Tensor "f32[256, 128, 3, 3][1152, 1, 384, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_70, torch.float32), kwargs = {})
#   return %convert_element_type_112
triton_poi_fused__to_copy_31 = async_compile.triton('triton_poi_fused__to_copy_31', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_31', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2949120}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_31(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 294912
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/db/cdb6wuse6xpskzhdsxzhh53vkry3ommzh5xuti4xzcoogyghnfi2.py
# Topologically Sorted Source Nodes: [convert_element_type_96], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_96 => convert_element_type_96
# Graph fragment:
#   %getitem_58 : Tensor "bf16[256, 256, 3, 3][2304, 1, 768, 256]cuda:0" = PlaceHolder[target=getitem_58]
#   %convert_element_type_96 : Tensor "f32[256, 256, 3, 3][2304, 1, 768, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_58, torch.float32), kwargs = {})
#   return %convert_element_type_96
triton_poi_fused__to_copy_32 = async_compile.triton('triton_poi_fused__to_copy_32', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_32', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5898240}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_32(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 589824
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/a4/ca4mxirtlrv77m6c4rqlnzeoxvexnjpputtkwds4ww7v77y4iw32.py
# Topologically Sorted Source Nodes: [convert_element_type_124], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_124 => convert_element_type_124
# Graph fragment:
#   %getitem_79 : Tensor "bf16[128, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=getitem_79]
#   %convert_element_type_124 : Tensor "f32[128, 64, 1, 1][64, 1, 64, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_79, torch.float32), kwargs = {})
#   return %convert_element_type_124
triton_poi_fused__to_copy_33 = async_compile.triton('triton_poi_fused__to_copy_33', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_33', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 81920}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_33(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8192
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/sj/csjkvqh72ceogwtk4x6yj2p5jmksncwo35glojmddw4pkllmfe6x.py
# Topologically Sorted Source Nodes: [scalar_tensor, add_113, le_12, where_12, convert_element_type_133, sum_32, out_11, sub_80, mul_275, sum_33], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   add_113 => add_113
#   convert_element_type_133 => convert_element_type_133
#   le_12 => le_12
#   mul_275 => mul_275
#   out_11 => convert_element_type_14
#   scalar_tensor => full_default
#   sub_80 => sub_80
#   sum_32 => sum_32
#   sum_33 => sum_33
#   where_12 => where_12
# Graph fragment:
#   %relu_4 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=relu_4]
#   %getitem_78 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=getitem_78]
#   %getitem_84 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=getitem_84]
#   %convolution_4 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=convolution_4]
#   %unsqueeze_262 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_262]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_113 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_78, %getitem_84), kwargs = {})
#   %le_12 : Tensor "b8[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_4, 0), kwargs = {})
#   %where_12 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_12, %full_default, %add_113), kwargs = {})
#   %convert_element_type_133 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_12, torch.float32), kwargs = {})
#   %sum_32 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_133, [0, 2, 3]), kwargs = {})
#   %convert_element_type_14 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_4, torch.float32), kwargs = {})
#   %sub_80 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_14, %unsqueeze_262), kwargs = {})
#   %mul_275 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_133, %sub_80), kwargs = {})
#   %sum_33 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_275, [0, 2, 3]), kwargs = {})
#   return %buf159,%buf161
triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_34 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_34', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16384, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_34', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9584896, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_34(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 9216
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 64)
    x1 = xindex // 64
    _tmp9 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp13 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp17 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp3 = tl.load(in_ptr1 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp4 = tl.load(in_ptr2 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp11 = tl.load(in_ptr3 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp5 = tmp3 + tmp4
        tmp6 = tl.where(tmp2, tmp1, tmp5)
        tmp7 = tmp6.to(tl.float32)
        tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
        tmp10 = _tmp9 + tmp8
        _tmp9 = tl.where(r0_mask & xmask, tmp10, _tmp9)
        tmp12 = tmp11.to(tl.float32)
        tmp14 = tmp12 - tmp13
        tmp15 = tmp7 * tmp14
        tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
        tmp18 = _tmp17 + tmp16
        _tmp17 = tl.where(r0_mask & xmask, tmp18, _tmp17)
    tmp9 = tl.sum(_tmp9, 1)[:, None]
    tmp17 = tl.sum(_tmp17, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp9, xmask)
    tl.store(out_ptr1 + (x3), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/2m/c2mpqwch4pgp33rik6pvln7bsc3yz6bohqbk2nbtkvwgsqiwg65h.py
# Topologically Sorted Source Nodes: [scalar_tensor, add_113, le_12, where_12, convert_element_type_133, sum_32], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_113 => add_113
#   convert_element_type_133 => convert_element_type_133
#   le_12 => le_12
#   scalar_tensor => full_default
#   sum_32 => sum_32
#   where_12 => where_12
# Graph fragment:
#   %buf159 : Tensor "f32[64, 144][1, 64]cuda:0" = PlaceHolder[target=buf159]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_113 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_78, %getitem_84), kwargs = {})
#   %le_12 : Tensor "b8[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_4, 0), kwargs = {})
#   %where_12 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_12, %full_default, %add_113), kwargs = {})
#   %convert_element_type_133 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_12, torch.float32), kwargs = {})
#   %sum_32 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_133, [0, 2, 3]), kwargs = {})
#   return %sum_32
triton_red_fused_add_native_batch_norm_backward_threshold_backward_35 = async_compile.triton('triton_red_fused_add_native_batch_norm_backward_threshold_backward_35', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 256},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_native_batch_norm_backward_threshold_backward_35', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 37376, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_add_native_batch_norm_backward_threshold_backward_35(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 144
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/42/c42v7lx27bqjtgvuzgvdppfztjdxtaqluquxmgmujxfilnyepor4.py
# Topologically Sorted Source Nodes: [scalar_tensor, add_113, le_12, where_12, convert_element_type_133, out_11, sub_80, mul_275, sum_33, mul_283], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   add_113 => add_113
#   convert_element_type_133 => convert_element_type_133
#   le_12 => le_12
#   mul_275 => mul_275
#   mul_283 => mul_283
#   out_11 => convert_element_type_14
#   scalar_tensor => full_default
#   sub_80 => sub_80
#   sum_33 => sum_33
#   where_12 => where_12
# Graph fragment:
#   %buf161 : Tensor "f32[64, 144][1, 64]cuda:0" = PlaceHolder[target=buf161]
#   %sum_33 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_33]
#   %squeeze_13 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=squeeze_13]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_113 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_78, %getitem_84), kwargs = {})
#   %le_12 : Tensor "b8[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_4, 0), kwargs = {})
#   %where_12 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_12, %full_default, %add_113), kwargs = {})
#   %convert_element_type_133 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_12, torch.float32), kwargs = {})
#   %convert_element_type_14 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_4, torch.float32), kwargs = {})
#   %sub_80 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_14, %unsqueeze_262), kwargs = {})
#   %mul_275 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_133, %sub_80), kwargs = {})
#   %sum_33 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_275, [0, 2, 3]), kwargs = {})
#   %mul_283 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_33, %squeeze_13), kwargs = {})
#   return %sum_33,%mul_283
triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_36 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_36', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 256},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_36', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 38144, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_36(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 144
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tmp4 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp5 = tmp2 * tmp4
    tl.store(out_ptr1 + (x0), tmp5, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/no/cnor4vg6sigjni7lyduisk6harqi7pukgcvwwzqjp3lfesd3mwfr.py
# Topologically Sorted Source Nodes: [scalar_tensor, add_113, le_12, where_12, convert_element_type_133, out_11, sub_80, mul_276, unsqueeze_263, unsqueeze_264, unsqueeze_265, mul_277, mul_278, mul_279, unsqueeze_266, unsqueeze_267, unsqueeze_268, mul_280, unsqueeze_269, unsqueeze_270, unsqueeze_271, mul_281, sub_82, sub_83, mul_282, convert_element_type_135, convolution_backward_15], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_113 => add_113
#   convert_element_type_133 => convert_element_type_133
#   convert_element_type_135 => convert_element_type_135
#   convolution_backward_15 => convolution_backward_15
#   le_12 => le_12
#   mul_276 => mul_276
#   mul_277 => mul_277
#   mul_278 => mul_278
#   mul_279 => mul_279
#   mul_280 => mul_280
#   mul_281 => mul_281
#   mul_282 => mul_282
#   out_11 => convert_element_type_14
#   scalar_tensor => full_default
#   sub_80 => sub_80
#   sub_82 => sub_82
#   sub_83 => sub_83
#   unsqueeze_263 => unsqueeze_263
#   unsqueeze_264 => unsqueeze_264
#   unsqueeze_265 => unsqueeze_265
#   unsqueeze_266 => unsqueeze_266
#   unsqueeze_267 => unsqueeze_267
#   unsqueeze_268 => unsqueeze_268
#   unsqueeze_269 => unsqueeze_269
#   unsqueeze_270 => unsqueeze_270
#   unsqueeze_271 => unsqueeze_271
#   where_12 => where_12
# Graph fragment:
#   %relu_4 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=relu_4]
#   %getitem_78 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=getitem_78]
#   %getitem_84 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=getitem_84]
#   %convolution_4 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=convolution_4]
#   %unsqueeze_262 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_262]
#   %sum_33 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_33]
#   %squeeze_13 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=squeeze_13]
#   %sum_32 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_32]
#   %primals_30 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_30]
#   %mul_282 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=mul_282]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_113 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_78, %getitem_84), kwargs = {})
#   %le_12 : Tensor "b8[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_4, 0), kwargs = {})
#   %where_12 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_12, %full_default, %add_113), kwargs = {})
#   %convert_element_type_133 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_12, torch.float32), kwargs = {})
#   %convert_element_type_14 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_4, torch.float32), kwargs = {})
#   %sub_80 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_14, %unsqueeze_262), kwargs = {})
#   %mul_276 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_32, 5.425347222222222e-05), kwargs = {})
#   %unsqueeze_263 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_276, 0), kwargs = {})
#   %unsqueeze_264 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_263, 2), kwargs = {})
#   %unsqueeze_265 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_264, 3), kwargs = {})
#   %mul_277 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_33, 5.425347222222222e-05), kwargs = {})
#   %mul_278 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_13, %squeeze_13), kwargs = {})
#   %mul_279 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_277, %mul_278), kwargs = {})
#   %unsqueeze_266 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_279, 0), kwargs = {})
#   %unsqueeze_267 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_266, 2), kwargs = {})
#   %unsqueeze_268 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_267, 3), kwargs = {})
#   %mul_280 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_13, %primals_30), kwargs = {})
#   %unsqueeze_269 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_280, 0), kwargs = {})
#   %unsqueeze_270 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_269, 2), kwargs = {})
#   %unsqueeze_271 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_270, 3), kwargs = {})
#   %mul_281 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_80, %unsqueeze_268), kwargs = {})
#   %sub_82 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_133, %mul_281), kwargs = {})
#   %sub_83 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_82, %unsqueeze_265), kwargs = {})
#   %mul_282 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_83, %unsqueeze_271), kwargs = {})
#   %convert_element_type_135 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_282, torch.bfloat16), kwargs = {})
#   %convolution_backward_15 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_135, %relu_3, %convert_element_type_13, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %mul_282,%buf165
triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_37 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_37', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_37', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 14157056}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_37(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1179648
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp3 = tl.load(in_ptr1 + (x2), None).to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (x2), None).to(tl.float32)
    tmp8 = tl.load(in_ptr3 + (x2), None).to(tl.float32)
    tmp10 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr7 + (x0), None, eviction_policy='evict_last')
    tmp23 = tl.load(in_ptr8 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp5 = tmp3 + tmp4
    tmp6 = tl.where(tmp2, tmp1, tmp5)
    tmp7 = tmp6.to(tl.float32)
    tmp9 = tmp8.to(tl.float32)
    tmp11 = tmp9 - tmp10
    tmp13 = tl.full([1], 5.425347222222222e-05, tl.float32)
    tmp14 = tmp12 * tmp13
    tmp16 = tmp15 * tmp15
    tmp17 = tmp14 * tmp16
    tmp18 = tmp11 * tmp17
    tmp19 = tmp7 - tmp18
    tmp21 = tmp20 * tmp13
    tmp22 = tmp19 - tmp21
    tmp24 = tmp15 * tmp23
    tmp25 = tmp22 * tmp24
    tmp26 = tmp25.to(tl.float32)
    tl.store(out_ptr1 + (x2), tmp26, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/bm/cbmhc6jvdc6v773lqehljlziucempejomr2w4o5vxpd5ot6rav2x.py
# Topologically Sorted Source Nodes: [convert_element_type_136], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_136 => convert_element_type_136
# Graph fragment:
#   %getitem_88 : Tensor "bf16[64, 64, 3, 3][576, 1, 192, 64]cuda:0" = PlaceHolder[target=getitem_88]
#   %convert_element_type_136 : Tensor "f32[64, 64, 3, 3][576, 1, 192, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_88, torch.float32), kwargs = {})
#   return %convert_element_type_136
triton_poi_fused__to_copy_38 = async_compile.triton('triton_poi_fused__to_copy_38', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_38', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 368640}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_38(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 36864
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/tn/ctnmawqhv6bu2kku4hcfatqz4kkj6ytmjdqpollhzhffaarcnq6d.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_13, where_13, convert_element_type_137, sum_34, out_8, sub_84, mul_284, sum_35], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   convert_element_type_137 => convert_element_type_137
#   le_13 => le_13
#   mul_284 => mul_284
#   out_8 => convert_element_type_11
#   scalar_tensor => full_default
#   sub_84 => sub_84
#   sum_34 => sum_34
#   sum_35 => sum_35
#   where_13 => where_13
# Graph fragment:
#   %relu_3 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=relu_3]
#   %getitem_87 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=getitem_87]
#   %convolution_3 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=convolution_3]
#   %unsqueeze_274 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_274]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_13 : Tensor "b8[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_3, 0), kwargs = {})
#   %where_13 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_13, %full_default, %getitem_87), kwargs = {})
#   %convert_element_type_137 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_13, torch.float32), kwargs = {})
#   %sum_34 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_137, [0, 2, 3]), kwargs = {})
#   %convert_element_type_11 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_3, torch.float32), kwargs = {})
#   %sub_84 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_11, %unsqueeze_274), kwargs = {})
#   %mul_284 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_137, %sub_84), kwargs = {})
#   %sum_35 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_284, [0, 2, 3]), kwargs = {})
#   return %buf170,%buf172
triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_39 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_39', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16384, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_39', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 7225600, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_39(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 9216
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 64)
    x1 = xindex // 64
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp11 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    _tmp15 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp3 = tl.load(in_ptr1 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp9 = tl.load(in_ptr2 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp4 = tl.where(tmp2, tmp1, tmp3)
        tmp5 = tmp4.to(tl.float32)
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
        tmp10 = tmp9.to(tl.float32)
        tmp12 = tmp10 - tmp11
        tmp13 = tmp5 * tmp12
        tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
        tmp16 = _tmp15 + tmp14
        _tmp15 = tl.where(r0_mask & xmask, tmp16, _tmp15)
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tmp15 = tl.sum(_tmp15, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp7, xmask)
    tl.store(out_ptr1 + (x3), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/ey/ceyudjot3dsd43ijvuueemanhzffsusrph3lckylofhk3fx3673r.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_13, where_13, convert_element_type_137, out_8, sub_84, mul_285, unsqueeze_275, unsqueeze_276, unsqueeze_277, mul_286, mul_287, mul_288, unsqueeze_278, unsqueeze_279, unsqueeze_280, mul_289, unsqueeze_281, unsqueeze_282, unsqueeze_283, mul_290, sub_86, sub_87, mul_291, convert_element_type_139, convolution_backward_16], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
# Source node to ATen node mapping:
#   convert_element_type_137 => convert_element_type_137
#   convert_element_type_139 => convert_element_type_139
#   convolution_backward_16 => convolution_backward_16
#   le_13 => le_13
#   mul_285 => mul_285
#   mul_286 => mul_286
#   mul_287 => mul_287
#   mul_288 => mul_288
#   mul_289 => mul_289
#   mul_290 => mul_290
#   mul_291 => mul_291
#   out_8 => convert_element_type_11
#   scalar_tensor => full_default
#   sub_84 => sub_84
#   sub_86 => sub_86
#   sub_87 => sub_87
#   unsqueeze_275 => unsqueeze_275
#   unsqueeze_276 => unsqueeze_276
#   unsqueeze_277 => unsqueeze_277
#   unsqueeze_278 => unsqueeze_278
#   unsqueeze_279 => unsqueeze_279
#   unsqueeze_280 => unsqueeze_280
#   unsqueeze_281 => unsqueeze_281
#   unsqueeze_282 => unsqueeze_282
#   unsqueeze_283 => unsqueeze_283
#   where_13 => where_13
# Graph fragment:
#   %relu_3 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=relu_3]
#   %getitem_87 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=getitem_87]
#   %convolution_3 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=convolution_3]
#   %unsqueeze_274 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_274]
#   %sum_35 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_35]
#   %squeeze_10 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=squeeze_10]
#   %sum_34 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_34]
#   %primals_24 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_24]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_13 : Tensor "b8[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_3, 0), kwargs = {})
#   %where_13 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_13, %full_default, %getitem_87), kwargs = {})
#   %convert_element_type_137 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_13, torch.float32), kwargs = {})
#   %convert_element_type_11 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_3, torch.float32), kwargs = {})
#   %sub_84 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_11, %unsqueeze_274), kwargs = {})
#   %mul_285 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_34, 5.425347222222222e-05), kwargs = {})
#   %unsqueeze_275 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_285, 0), kwargs = {})
#   %unsqueeze_276 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_275, 2), kwargs = {})
#   %unsqueeze_277 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_276, 3), kwargs = {})
#   %mul_286 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_35, 5.425347222222222e-05), kwargs = {})
#   %mul_287 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_10, %squeeze_10), kwargs = {})
#   %mul_288 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_286, %mul_287), kwargs = {})
#   %unsqueeze_278 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_288, 0), kwargs = {})
#   %unsqueeze_279 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_278, 2), kwargs = {})
#   %unsqueeze_280 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_279, 3), kwargs = {})
#   %mul_289 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_10, %primals_24), kwargs = {})
#   %unsqueeze_281 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_289, 0), kwargs = {})
#   %unsqueeze_282 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_281, 2), kwargs = {})
#   %unsqueeze_283 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_282, 3), kwargs = {})
#   %mul_290 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_84, %unsqueeze_280), kwargs = {})
#   %sub_86 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_137, %mul_290), kwargs = {})
#   %sub_87 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_86, %unsqueeze_277), kwargs = {})
#   %mul_291 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_87, %unsqueeze_283), kwargs = {})
#   %convert_element_type_139 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_291, torch.bfloat16), kwargs = {})
#   %convolution_backward_16 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_139, %relu_2, %convert_element_type_10, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %buf175
triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_40 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_40', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_40', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 11797760}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_40(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1179648
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_out_ptr0 + (x2), None).to(tl.float32)
    tmp3 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp6 = tl.load(in_ptr1 + (x2), None).to(tl.float32)
    tmp8 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tl.where(tmp2, tmp1, tmp3)
    tmp5 = tmp4.to(tl.float32)
    tmp7 = tmp6.to(tl.float32)
    tmp9 = tmp7 - tmp8
    tmp11 = tl.full([1], 5.425347222222222e-05, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp14 = tmp13 * tmp13
    tmp15 = tmp12 * tmp14
    tmp16 = tmp9 * tmp15
    tmp17 = tmp5 - tmp16
    tmp19 = tmp18 * tmp11
    tmp20 = tmp17 - tmp19
    tmp22 = tmp13 * tmp21
    tmp23 = tmp20 * tmp22
    tmp24 = tmp23.to(tl.float32)
    tl.store(in_out_ptr0 + (x2), tmp24, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/2r/c2rytfv6zs3ti3kxehtp4wimovyynwipzqasvge24dl74qoeraha.py
# Topologically Sorted Source Nodes: [scalar_tensor, add_113, le_12, where_12, add_114, le_14, where_14], Original ATen: [aten.threshold_backward, aten.add]
# Source node to ATen node mapping:
#   add_113 => add_113
#   add_114 => add_114
#   le_12 => le_12
#   le_14 => le_14
#   scalar_tensor => full_default
#   where_12 => where_12
#   where_14 => where_14
# Graph fragment:
#   %relu_2 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=relu_2]
#   %relu_4 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=relu_4]
#   %getitem_78 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=getitem_78]
#   %getitem_84 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=getitem_84]
#   %getitem_90 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=getitem_90]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_113 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_78, %getitem_84), kwargs = {})
#   %le_12 : Tensor "b8[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_4, 0), kwargs = {})
#   %where_12 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_12, %full_default, %add_113), kwargs = {})
#   %add_114 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where_12, %getitem_90), kwargs = {})
#   %le_14 : Tensor "b8[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_2, 0), kwargs = {})
#   %where_14 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_14, %full_default, %add_114), kwargs = {})
#   return %where_14
triton_poi_fused_add_threshold_backward_41 = async_compile.triton('triton_poi_fused_add_threshold_backward_41', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_threshold_backward_41', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16515072}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_threshold_backward_41(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1179648
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None).to(tl.float32)
    tmp3 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp5 = tl.load(in_ptr1 + (x0), None).to(tl.float32)
    tmp6 = tl.load(in_ptr2 + (x0), None).to(tl.float32)
    tmp9 = tl.load(in_ptr3 + (x0), None).to(tl.float32)
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tmp3 <= tmp1
    tmp7 = tmp5 + tmp6
    tmp8 = tl.where(tmp4, tmp1, tmp7)
    tmp10 = tmp8 + tmp9
    tmp11 = tl.where(tmp2, tmp1, tmp10)
    tl.store(in_out_ptr0 + (x0), tmp11, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/yx/cyxmsmtkgy7ruwuonwr3c2rahq7hhr6jsmlstywflw7wxl3dehfa.py
# Topologically Sorted Source Nodes: [convert_element_type_141, sum_36, out_4, sub_88, mul_293, sum_37], Original ATen: [aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   convert_element_type_141 => convert_element_type_141
#   mul_293 => mul_293
#   out_4 => convert_element_type_8
#   sub_88 => sub_88
#   sum_36 => sum_36
#   sum_37 => sum_37
# Graph fragment:
#   %where_14 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=where_14]
#   %convolution_2 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=convolution_2]
#   %unsqueeze_286 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_286]
#   %convert_element_type_141 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_14, torch.float32), kwargs = {})
#   %sum_36 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_141, [0, 2, 3]), kwargs = {})
#   %convert_element_type_8 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_2, torch.float32), kwargs = {})
#   %sub_88 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_8, %unsqueeze_286), kwargs = {})
#   %mul_293 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_141, %sub_88), kwargs = {})
#   %sum_37 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_293, [0, 2, 3]), kwargs = {})
#   return %buf181,%buf183
triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_42 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_42', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16384, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_42', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4866304, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_42(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 9216
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 64)
    x1 = xindex // 64
    _tmp3 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp7 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    _tmp11 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp5 = tl.load(in_ptr1 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp4 = _tmp3 + tmp2
        _tmp3 = tl.where(r0_mask & xmask, tmp4, _tmp3)
        tmp6 = tmp5.to(tl.float32)
        tmp8 = tmp6 - tmp7
        tmp9 = tmp1 * tmp8
        tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
        tmp12 = _tmp11 + tmp10
        _tmp11 = tl.where(r0_mask & xmask, tmp12, _tmp11)
    tmp3 = tl.sum(_tmp3, 1)[:, None]
    tmp11 = tl.sum(_tmp11, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp3, xmask)
    tl.store(out_ptr1 + (x3), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/mo/cmoouknunhxkqa6h6ze7ixrvgy6ealuha56ymw5znimaleaj7ftx.py
# Topologically Sorted Source Nodes: [convert_element_type_141, out_4, sub_88, mul_294, unsqueeze_287, unsqueeze_288, unsqueeze_289, mul_295, mul_296, mul_297, unsqueeze_290, unsqueeze_291, unsqueeze_292, mul_298, unsqueeze_293, unsqueeze_294, unsqueeze_295, mul_299, sub_90, sub_91, mul_300, convert_element_type_143, convolution_backward_17], Original ATen: [aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
# Source node to ATen node mapping:
#   convert_element_type_141 => convert_element_type_141
#   convert_element_type_143 => convert_element_type_143
#   convolution_backward_17 => convolution_backward_17
#   mul_294 => mul_294
#   mul_295 => mul_295
#   mul_296 => mul_296
#   mul_297 => mul_297
#   mul_298 => mul_298
#   mul_299 => mul_299
#   mul_300 => mul_300
#   out_4 => convert_element_type_8
#   sub_88 => sub_88
#   sub_90 => sub_90
#   sub_91 => sub_91
#   unsqueeze_287 => unsqueeze_287
#   unsqueeze_288 => unsqueeze_288
#   unsqueeze_289 => unsqueeze_289
#   unsqueeze_290 => unsqueeze_290
#   unsqueeze_291 => unsqueeze_291
#   unsqueeze_292 => unsqueeze_292
#   unsqueeze_293 => unsqueeze_293
#   unsqueeze_294 => unsqueeze_294
#   unsqueeze_295 => unsqueeze_295
# Graph fragment:
#   %where_14 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=where_14]
#   %convolution_2 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=convolution_2]
#   %unsqueeze_286 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_286]
#   %sum_37 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_37]
#   %squeeze_7 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=squeeze_7]
#   %sum_36 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_36]
#   %primals_18 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_18]
#   %convert_element_type_141 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_14, torch.float32), kwargs = {})
#   %convert_element_type_8 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_2, torch.float32), kwargs = {})
#   %sub_88 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_8, %unsqueeze_286), kwargs = {})
#   %mul_294 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_36, 5.425347222222222e-05), kwargs = {})
#   %unsqueeze_287 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_294, 0), kwargs = {})
#   %unsqueeze_288 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_287, 2), kwargs = {})
#   %unsqueeze_289 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_288, 3), kwargs = {})
#   %mul_295 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_37, 5.425347222222222e-05), kwargs = {})
#   %mul_296 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_7, %squeeze_7), kwargs = {})
#   %mul_297 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_295, %mul_296), kwargs = {})
#   %unsqueeze_290 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_297, 0), kwargs = {})
#   %unsqueeze_291 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_290, 2), kwargs = {})
#   %unsqueeze_292 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_291, 3), kwargs = {})
#   %mul_298 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_7, %primals_18), kwargs = {})
#   %unsqueeze_293 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_298, 0), kwargs = {})
#   %unsqueeze_294 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_293, 2), kwargs = {})
#   %unsqueeze_295 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_294, 3), kwargs = {})
#   %mul_299 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_88, %unsqueeze_292), kwargs = {})
#   %sub_90 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_141, %mul_299), kwargs = {})
#   %sub_91 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_90, %unsqueeze_289), kwargs = {})
#   %mul_300 : Tensor "f32[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_91, %unsqueeze_295), kwargs = {})
#   %convert_element_type_143 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_300, torch.bfloat16), kwargs = {})
#   %convolution_backward_17 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_143, %relu_1, %convert_element_type_7, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %buf186
triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_43 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_43', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_43', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9438464}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_43(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1179648
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp2 = tl.load(in_out_ptr0 + (x2), None).to(tl.float32)
    tmp4 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp2.to(tl.float32)
    tmp5 = tmp3 - tmp4
    tmp7 = tl.full([1], 5.425347222222222e-05, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp10 = tmp9 * tmp9
    tmp11 = tmp8 * tmp10
    tmp12 = tmp5 * tmp11
    tmp13 = tmp1 - tmp12
    tmp15 = tmp14 * tmp7
    tmp16 = tmp13 - tmp15
    tmp18 = tmp9 * tmp17
    tmp19 = tmp16 * tmp18
    tmp20 = tmp19.to(tl.float32)
    tl.store(in_out_ptr0 + (x2), tmp20, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/3p/c3pu6j5iknmgpbi43b4fe2soykbeti7emoivc6q3xuzycdbqun3e.py
# Topologically Sorted Source Nodes: [add_115], Original ATen: [aten.add]
# Source node to ATen node mapping:
#   add_115 => add_115
# Graph fragment:
#   %where_14 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=where_14]
#   %getitem_96 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=getitem_96]
#   %add_115 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where_14, %getitem_96), kwargs = {})
#   return %add_115
triton_poi_fused_add_44 = async_compile.triton('triton_poi_fused_add_44', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_44', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9437184}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_44(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1179648
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x0), tmp2, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/hh/chhqlre754ake5tn2mq3v6ybmqgm72m6zg6amqoidkiyn2ztusqy.py
# Topologically Sorted Source Nodes: [convert_element_type_132], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_132 => convert_element_type_132
# Graph fragment:
#   %getitem_85 : Tensor "bf16[128, 64, 3, 3][576, 1, 192, 64]cuda:0" = PlaceHolder[target=getitem_85]
#   %convert_element_type_132 : Tensor "f32[128, 64, 3, 3][576, 1, 192, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_85, torch.float32), kwargs = {})
#   return %convert_element_type_132
triton_poi_fused__to_copy_45 = async_compile.triton('triton_poi_fused__to_copy_45', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_45', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 737280}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_45(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 73728
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/za/czag5ydgrwickhpmyaini6m4ighvhregam7qy7yzacl3ja4ibrws.py
# Topologically Sorted Source Nodes: [convert_element_type_92], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_92 => convert_element_type_92
# Graph fragment:
#   %getitem_55 : Tensor "bf16[512, 256, 3, 3][2304, 1, 768, 256]cuda:0" = PlaceHolder[target=getitem_55]
#   %convert_element_type_92 : Tensor "f32[512, 256, 3, 3][2304, 1, 768, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_55, torch.float32), kwargs = {})
#   return %convert_element_type_92
triton_poi_fused__to_copy_46 = async_compile.triton('triton_poi_fused__to_copy_46', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_46', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 11796480}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_46(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1179648
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/t2/ct2ofsmg4itokzrh4kdrqr3ifsizerjkg2npkq54uf2pfuslyt4t.py
# Topologically Sorted Source Nodes: [add_115, x_3, max_pool2d_with_indices_backward], Original ATen: [aten.add, aten.max_pool2d_with_indices, aten.max_pool2d_with_indices_backward]
# Source node to ATen node mapping:
#   add_115 => add_115
#   max_pool2d_with_indices_backward => max_pool2d_with_indices_backward
#   x_3 => _low_memory_max_pool_offsets_to_indices
# Graph fragment:
#   %getitem_3 : Tensor "i8[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=getitem_3]
#   %add_115 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=add_115]
#   %add_115 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where_14, %getitem_96), kwargs = {})
#   %_low_memory_max_pool_offsets_to_indices : Tensor "i64[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims._low_memory_max_pool_offsets_to_indices.default](args = (%getitem_3, [3, 3], [48, 48], [2, 2], [1, 1], [1, 1]), kwargs = {})
#   %max_pool2d_with_indices_backward : Tensor "bf16[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.max_pool2d_with_indices_backward.default](args = (%add_115, %relu, [3, 3], [2, 2], [1, 1], [1, 1], False, %_low_memory_max_pool_offsets_to_indices), kwargs = {})
#   return %max_pool2d_with_indices_backward
triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_47 = async_compile.triton('triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_47', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8388608}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i8', 'in_ptr1': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_47', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 33030144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_47(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4718592
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 48)
    x2 = ((xindex // 3072) % 48)
    x3 = xindex // 147456
    x4 = ((xindex // 64) % 2304)
    x7 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*((x1 // 2) * ((x1 // 2) <= ((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24))))) + ((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24)))) * (((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24)))) < (x1 // 2))) + 1536*((x2 // 2) * ((x2 // 2) <= ((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24))))) + ((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24)))) * (((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24)))) < (x2 // 2))) + 36864*x3), None)
    tmp6 = tl.load(in_ptr1 + (x0 + 64*((x1 // 2) * ((x1 // 2) <= ((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24))))) + ((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24)))) * (((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24)))) < (x1 // 2))) + 1536*((x2 // 2) * ((x2 // 2) <= ((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24))))) + ((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24)))) * (((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24)))) < (x2 // 2))) + 36864*x3), None).to(tl.float32)
    tmp12 = tl.load(in_ptr0 + (x0 + 64*((1 + (x1 // 2)) * ((1 + (x1 // 2)) <= ((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24))))) + ((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24)))) * (((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24)))) < (1 + (x1 // 2)))) + 1536*((x2 // 2) * ((x2 // 2) <= ((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24))))) + ((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24)))) * (((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24)))) < (x2 // 2))) + 36864*x3), None)
    tmp17 = tl.load(in_ptr1 + (x0 + 64*((1 + (x1 // 2)) * ((1 + (x1 // 2)) <= ((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24))))) + ((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24)))) * (((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24)))) < (1 + (x1 // 2)))) + 1536*((x2 // 2) * ((x2 // 2) <= ((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24))))) + ((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24)))) * (((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24)))) < (x2 // 2))) + 36864*x3), None).to(tl.float32)
    tmp30 = tl.load(in_ptr0 + (x0 + 64*((x1 // 2) * ((x1 // 2) <= ((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24))))) + ((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24)))) * (((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24)))) < (x1 // 2))) + 1536*((1 + (x2 // 2)) * ((1 + (x2 // 2)) <= ((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24))))) + ((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24)))) * (((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24)))) < (1 + (x2 // 2)))) + 36864*x3), None)
    tmp35 = tl.load(in_ptr1 + (x0 + 64*((x1 // 2) * ((x1 // 2) <= ((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24))))) + ((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24)))) * (((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24)))) < (x1 // 2))) + 1536*((1 + (x2 // 2)) * ((1 + (x2 // 2)) <= ((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24))))) + ((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24)))) * (((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24)))) < (1 + (x2 // 2)))) + 36864*x3), None).to(tl.float32)
    tmp46 = tl.load(in_ptr0 + (x0 + 64*((1 + (x1 // 2)) * ((1 + (x1 // 2)) <= ((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24))))) + ((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24)))) * (((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24)))) < (1 + (x1 // 2)))) + 1536*((1 + (x2 // 2)) * ((1 + (x2 // 2)) <= ((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24))))) + ((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24)))) * (((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24)))) < (1 + (x2 // 2)))) + 36864*x3), None)
    tmp51 = tl.load(in_ptr1 + (x0 + 64*((1 + (x1 // 2)) * ((1 + (x1 // 2)) <= ((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24))))) + ((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24)))) * (((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24)))) < (1 + (x1 // 2)))) + 1536*((1 + (x2 // 2)) * ((1 + (x2 // 2)) <= ((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24))))) + ((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24)))) * (((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24)))) < (1 + (x2 // 2)))) + 36864*x3), None).to(tl.float32)
    tmp1 = tl.full([XBLOCK], 9, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert((0 <= tmp4) & (tmp4 < 9), "index out of bounds: 0 <= tmp4 < 9")
    tmp7 = (-49) + tmp4 + 2*((x1 // 2) * ((x1 // 2) <= ((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24))))) + ((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24)))) * (((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24)))) < (x1 // 2))) + 45*(tmp4 // 3) + 96*((x2 // 2) * ((x2 // 2) <= ((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24))))) + ((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24)))) * (((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24)))) < (x2 // 2)))
    tmp8 = x4
    tmp9 = tmp7 == tmp8
    tmp10 = tl.full([1], 0.0, tl.float32)
    tmp11 = tl.where(tmp9, tmp6, tmp10)
    tmp13 = tmp12 + tmp1
    tmp14 = tmp12 < 0
    tmp15 = tl.where(tmp14, tmp13, tmp12)
    tl.device_assert((0 <= tmp15) & (tmp15 < 9), "index out of bounds: 0 <= tmp15 < 9")
    tmp18 = (-49) + tmp15 + 2*((1 + (x1 // 2)) * ((1 + (x1 // 2)) <= ((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24))))) + ((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24)))) * (((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24)))) < (1 + (x1 // 2)))) + 45*(tmp15 // 3) + 96*((x2 // 2) * ((x2 // 2) <= ((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24))))) + ((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24)))) * (((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24)))) < (x2 // 2)))
    tmp19 = tmp18 == tmp8
    tmp20 = x2 // 2
    tmp21 = ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24)))
    tmp22 = tmp20 < tmp21
    tmp23 = 1 + (x1 // 2)
    tmp24 = ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24)))
    tmp25 = tmp23 < tmp24
    tmp26 = tmp22 & tmp25
    tmp27 = tmp26 & tmp19
    tmp28 = tmp11 + tmp17
    tmp29 = tl.where(tmp27, tmp28, tmp11)
    tmp31 = tmp30 + tmp1
    tmp32 = tmp30 < 0
    tmp33 = tl.where(tmp32, tmp31, tmp30)
    tl.device_assert((0 <= tmp33) & (tmp33 < 9), "index out of bounds: 0 <= tmp33 < 9")
    tmp36 = (-49) + tmp33 + 2*((x1 // 2) * ((x1 // 2) <= ((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24))))) + ((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24)))) * (((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24)))) < (x1 // 2))) + 45*(tmp33 // 3) + 96*((1 + (x2 // 2)) * ((1 + (x2 // 2)) <= ((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24))))) + ((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24)))) * (((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24)))) < (1 + (x2 // 2))))
    tmp37 = tmp36 == tmp8
    tmp38 = 1 + (x2 // 2)
    tmp39 = tmp38 < tmp21
    tmp40 = x1 // 2
    tmp41 = tmp40 < tmp24
    tmp42 = tmp39 & tmp41
    tmp43 = tmp42 & tmp37
    tmp44 = tmp29 + tmp35
    tmp45 = tl.where(tmp43, tmp44, tmp29)
    tmp47 = tmp46 + tmp1
    tmp48 = tmp46 < 0
    tmp49 = tl.where(tmp48, tmp47, tmp46)
    tl.device_assert((0 <= tmp49) & (tmp49 < 9), "index out of bounds: 0 <= tmp49 < 9")
    tmp52 = (-49) + tmp49 + 2*((1 + (x1 // 2)) * ((1 + (x1 // 2)) <= ((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24))))) + ((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24)))) * (((-1) + ((24) * ((24) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (24)))) < (1 + (x1 // 2)))) + 45*(tmp49 // 3) + 96*((1 + (x2 // 2)) * ((1 + (x2 // 2)) <= ((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24))))) + ((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24)))) * (((-1) + ((24) * ((24) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (24)))) < (1 + (x2 // 2))))
    tmp53 = tmp52 == tmp8
    tmp54 = tmp39 & tmp25
    tmp55 = tmp54 & tmp53
    tmp56 = tmp45 + tmp51
    tmp57 = tl.where(tmp55, tmp56, tmp45)
    tl.store(out_ptr0 + (x7), tmp57, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/u6/cu6ddk6zpgtysaowgmywxruqmh7s3eu2yip2w3zuxr35kkrcyycz.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_16, where_16, convert_element_type_149, sum_40, x_1, sub_96, mul_311, sum_41], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   convert_element_type_149 => convert_element_type_149
#   le_16 => le_16
#   mul_311 => mul_311
#   scalar_tensor => full_default
#   sub_96 => sub_96
#   sum_40 => sum_40
#   sum_41 => sum_41
#   where_16 => where_16
#   x_1 => convert_element_type_2
# Graph fragment:
#   %relu : Tensor "bf16[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0" = PlaceHolder[target=relu]
#   %max_pool2d_with_indices_backward : Tensor "bf16[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0" = PlaceHolder[target=max_pool2d_with_indices_backward]
#   %convolution : Tensor "bf16[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0" = PlaceHolder[target=convolution]
#   %unsqueeze_310 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_310]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_16 : Tensor "b8[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_16 : Tensor "bf16[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_16, %full_default, %max_pool2d_with_indices_backward), kwargs = {})
#   %convert_element_type_149 : Tensor "f32[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_16, torch.float32), kwargs = {})
#   %sum_40 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_149, [0, 2, 3]), kwargs = {})
#   %convert_element_type_2 : Tensor "f32[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution, torch.float32), kwargs = {})
#   %sub_96 : Tensor "f32[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_2, %unsqueeze_310), kwargs = {})
#   %mul_311 : Tensor "f32[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_149, %sub_96), kwargs = {})
#   %sum_41 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_311, [0, 2, 3]), kwargs = {})
#   return %buf203,%buf205
triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_48 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_48', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 65536, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_48', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 28901632, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_48(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 36864
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 64)
    x1 = xindex // 64
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp11 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    _tmp15 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_2 + 8192*x1), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp3 = tl.load(in_ptr1 + (x0 + 64*r0_2 + 8192*x1), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp9 = tl.load(in_ptr2 + (x0 + 64*r0_2 + 8192*x1), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp4 = tl.where(tmp2, tmp1, tmp3)
        tmp5 = tmp4.to(tl.float32)
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask, tmp8, _tmp7)
        tmp10 = tmp9.to(tl.float32)
        tmp12 = tmp10 - tmp11
        tmp13 = tmp5 * tmp12
        tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
        tmp16 = _tmp15 + tmp14
        _tmp15 = tl.where(r0_mask, tmp16, _tmp15)
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tmp15 = tl.sum(_tmp15, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp7, None)
    tl.store(out_ptr1 + (x3), tmp15, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/eb/ceb7brsonf3gjki6iuqps7jlzzvw2duh6a7keb3u6qobc2vxsu42.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_16, where_16, convert_element_type_149, sum_40], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   convert_element_type_149 => convert_element_type_149
#   le_16 => le_16
#   scalar_tensor => full_default
#   sum_40 => sum_40
#   where_16 => where_16
# Graph fragment:
#   %buf203 : Tensor "f32[64, 576][1, 64]cuda:0" = PlaceHolder[target=buf203]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_16 : Tensor "b8[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_16 : Tensor "bf16[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_16, %full_default, %max_pool2d_with_indices_backward), kwargs = {})
#   %convert_element_type_149 : Tensor "f32[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_16, torch.float32), kwargs = {})
#   %sum_40 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_149, [0, 2, 3]), kwargs = {})
#   return %sum_40
triton_red_fused_native_batch_norm_backward_threshold_backward_49 = async_compile.triton('triton_red_fused_native_batch_norm_backward_threshold_backward_49', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 1024},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_batch_norm_backward_threshold_backward_49', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 147968, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_native_batch_norm_backward_threshold_backward_49(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 576
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/qo/cqousbfdm2mjxjscjpud2jtjmd63mdubed7dzt5txv5uwbr4o2h7.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_16, where_16, convert_element_type_149, x_1, sub_96, mul_311, sum_41, mul_319], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   convert_element_type_149 => convert_element_type_149
#   le_16 => le_16
#   mul_311 => mul_311
#   mul_319 => mul_319
#   scalar_tensor => full_default
#   sub_96 => sub_96
#   sum_41 => sum_41
#   where_16 => where_16
#   x_1 => convert_element_type_2
# Graph fragment:
#   %buf205 : Tensor "f32[64, 576][1, 64]cuda:0" = PlaceHolder[target=buf205]
#   %sum_41 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_41]
#   %squeeze_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=squeeze_1]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_16 : Tensor "b8[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_16 : Tensor "bf16[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_16, %full_default, %max_pool2d_with_indices_backward), kwargs = {})
#   %convert_element_type_149 : Tensor "f32[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_16, torch.float32), kwargs = {})
#   %convert_element_type_2 : Tensor "f32[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution, torch.float32), kwargs = {})
#   %sub_96 : Tensor "f32[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_2, %unsqueeze_310), kwargs = {})
#   %mul_311 : Tensor "f32[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_149, %sub_96), kwargs = {})
#   %sum_41 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_311, [0, 2, 3]), kwargs = {})
#   %mul_319 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_41, %squeeze_1), kwargs = {})
#   return %sum_41,%mul_319
triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_50 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_50', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 1024},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_50', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 148736, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_50(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 576
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tmp4 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp5 = tmp2 * tmp4
    tl.store(out_ptr1 + (x0), tmp5, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/v5/cv5ntkxry6sgdocr7ynw6qeu5bk73ff4gxjj33iyvr3ctirs2iko.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_16, where_16, convert_element_type_149, x_1, sub_96, mul_312, unsqueeze_311, unsqueeze_312, unsqueeze_313, mul_313, mul_314, mul_315, unsqueeze_314, unsqueeze_315, unsqueeze_316, mul_316, unsqueeze_317, unsqueeze_318, unsqueeze_319, mul_317, sub_98, sub_99, mul_318, convert_element_type_151, convolution_backward_19], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
# Source node to ATen node mapping:
#   convert_element_type_149 => convert_element_type_149
#   convert_element_type_151 => convert_element_type_151
#   convolution_backward_19 => convolution_backward_19
#   le_16 => le_16
#   mul_312 => mul_312
#   mul_313 => mul_313
#   mul_314 => mul_314
#   mul_315 => mul_315
#   mul_316 => mul_316
#   mul_317 => mul_317
#   mul_318 => mul_318
#   scalar_tensor => full_default
#   sub_96 => sub_96
#   sub_98 => sub_98
#   sub_99 => sub_99
#   unsqueeze_311 => unsqueeze_311
#   unsqueeze_312 => unsqueeze_312
#   unsqueeze_313 => unsqueeze_313
#   unsqueeze_314 => unsqueeze_314
#   unsqueeze_315 => unsqueeze_315
#   unsqueeze_316 => unsqueeze_316
#   unsqueeze_317 => unsqueeze_317
#   unsqueeze_318 => unsqueeze_318
#   unsqueeze_319 => unsqueeze_319
#   where_16 => where_16
#   x_1 => convert_element_type_2
# Graph fragment:
#   %relu : Tensor "bf16[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0" = PlaceHolder[target=relu]
#   %max_pool2d_with_indices_backward : Tensor "bf16[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0" = PlaceHolder[target=max_pool2d_with_indices_backward]
#   %convolution : Tensor "bf16[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0" = PlaceHolder[target=convolution]
#   %unsqueeze_310 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_310]
#   %sum_41 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_41]
#   %squeeze_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=squeeze_1]
#   %sum_40 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_40]
#   %primals_6 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_6]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_16 : Tensor "b8[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_16 : Tensor "bf16[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_16, %full_default, %max_pool2d_with_indices_backward), kwargs = {})
#   %convert_element_type_149 : Tensor "f32[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_16, torch.float32), kwargs = {})
#   %convert_element_type_2 : Tensor "f32[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution, torch.float32), kwargs = {})
#   %sub_96 : Tensor "f32[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_2, %unsqueeze_310), kwargs = {})
#   %mul_312 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_40, 1.3563368055555555e-05), kwargs = {})
#   %unsqueeze_311 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_312, 0), kwargs = {})
#   %unsqueeze_312 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_311, 2), kwargs = {})
#   %unsqueeze_313 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_312, 3), kwargs = {})
#   %mul_313 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_41, 1.3563368055555555e-05), kwargs = {})
#   %mul_314 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %squeeze_1), kwargs = {})
#   %mul_315 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_313, %mul_314), kwargs = {})
#   %unsqueeze_314 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_315, 0), kwargs = {})
#   %unsqueeze_315 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_314, 2), kwargs = {})
#   %unsqueeze_316 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_315, 3), kwargs = {})
#   %mul_316 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %primals_6), kwargs = {})
#   %unsqueeze_317 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_316, 0), kwargs = {})
#   %unsqueeze_318 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_317, 2), kwargs = {})
#   %unsqueeze_319 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_318, 3), kwargs = {})
#   %mul_317 : Tensor "f32[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_96, %unsqueeze_316), kwargs = {})
#   %sub_98 : Tensor "f32[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_149, %mul_317), kwargs = {})
#   %sub_99 : Tensor "f32[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_98, %unsqueeze_313), kwargs = {})
#   %mul_318 : Tensor "f32[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_99, %unsqueeze_319), kwargs = {})
#   %convert_element_type_151 : Tensor "bf16[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_318, torch.bfloat16), kwargs = {})
#   %convolution_backward_19 : [num_users=1] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_151, %convert_element_type_1, %convert_element_type, [0], [2, 2], [3, 3], [1, 1], False, [0, 0], 1, [False, True, False]), kwargs = {})
#   return %buf208
triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_51 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_51', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8388608}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_51', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 47187200}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_51(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4718592
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_out_ptr0 + (x2), None).to(tl.float32)
    tmp3 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp6 = tl.load(in_ptr1 + (x2), None).to(tl.float32)
    tmp8 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tl.where(tmp2, tmp1, tmp3)
    tmp5 = tmp4.to(tl.float32)
    tmp7 = tmp6.to(tl.float32)
    tmp9 = tmp7 - tmp8
    tmp11 = tl.full([1], 1.3563368055555555e-05, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp14 = tmp13 * tmp13
    tmp15 = tmp12 * tmp14
    tmp16 = tmp9 * tmp15
    tmp17 = tmp5 - tmp16
    tmp19 = tmp18 * tmp11
    tmp20 = tmp17 - tmp19
    tmp22 = tmp13 * tmp21
    tmp23 = tmp20 * tmp22
    tmp24 = tmp23.to(tl.float32)
    tl.store(in_out_ptr0 + (x2), tmp24, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/xr/cxrtri2h7fgs7np3w6xfo5zkzjktg5k3vgbjgsoqgncspagnauda.py
# Topologically Sorted Source Nodes: [convert_element_type_152], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_152 => convert_element_type_152
# Graph fragment:
#   %getitem_100 : Tensor "bf16[64, 3, 7, 7][147, 1, 21, 3]cuda:0" = PlaceHolder[target=getitem_100]
#   %convert_element_type_152 : Tensor "f32[64, 3, 7, 7][147, 1, 21, 3]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_100, torch.float32), kwargs = {})
#   return %convert_element_type_152
triton_poi_fused__to_copy_52 = async_compile.triton('triton_poi_fused__to_copy_52', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_52', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 94080}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_52(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 9408
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/6b/c6b6d5folquaqiovrqwjpkuhf6ava6utlcbkckx3qh7fqvneikjt.py
# Topologically Sorted Source Nodes: [convert_element_type_76], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_76 => convert_element_type_76
# Graph fragment:
#   %getitem_43 : Tensor "bf16[512, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=getitem_43]
#   %convert_element_type_76 : Tensor "f32[512, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_43, torch.float32), kwargs = {})
#   return %convert_element_type_76
triton_poi_fused__to_copy_53 = async_compile.triton('triton_poi_fused__to_copy_53', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4194304}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_53', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 23592960}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_53(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2359296
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)
''', device_str='cuda')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        primals_6, primals_12, primals_18, primals_24, primals_30, primals_36, primals_42, primals_48, primals_54, primals_60, primals_66, primals_72, primals_78, primals_84, primals_90, primals_96, primals_102, primals_108, primals_114, primals_120, convert_element_type, convert_element_type_1, convolution, squeeze_1, relu, getitem_2, getitem_3, convert_element_type_4, convolution_1, squeeze_4, relu_1, convert_element_type_7, convolution_2, squeeze_7, relu_2, convert_element_type_10, convolution_3, squeeze_10, relu_3, convert_element_type_13, convolution_4, squeeze_13, relu_4, convert_element_type_16, convolution_5, squeeze_16, relu_5, convert_element_type_19, convolution_6, squeeze_19, convert_element_type_22, convolution_7, squeeze_22, relu_6, convert_element_type_25, convolution_8, squeeze_25, relu_7, convert_element_type_28, convolution_9, squeeze_28, relu_8, convert_element_type_31, convolution_10, squeeze_31, relu_9, convert_element_type_34, convolution_11, squeeze_34, convert_element_type_37, convolution_12, squeeze_37, relu_10, convert_element_type_40, convolution_13, squeeze_40, relu_11, convert_element_type_43, convolution_14, squeeze_43, relu_12, convert_element_type_46, convolution_15, squeeze_46, relu_13, convert_element_type_49, convolution_16, squeeze_49, convert_element_type_52, convolution_17, squeeze_52, relu_14, convert_element_type_55, convolution_18, squeeze_55, relu_15, convert_element_type_58, convolution_19, squeeze_58, view, permute_1, le, unsqueeze_82, unsqueeze_94, unsqueeze_106, unsqueeze_118, unsqueeze_130, unsqueeze_142, unsqueeze_154, unsqueeze_166, unsqueeze_178, unsqueeze_190, unsqueeze_202, unsqueeze_214, unsqueeze_226, unsqueeze_238, unsqueeze_250, unsqueeze_262, unsqueeze_274, unsqueeze_286, unsqueeze_298, unsqueeze_310, tangents_1 = args
        args.clear()
        assert_size_stride(primals_6, (64, ), (1, ))
        assert_size_stride(primals_12, (64, ), (1, ))
        assert_size_stride(primals_18, (64, ), (1, ))
        assert_size_stride(primals_24, (64, ), (1, ))
        assert_size_stride(primals_30, (64, ), (1, ))
        assert_size_stride(primals_36, (128, ), (1, ))
        assert_size_stride(primals_42, (128, ), (1, ))
        assert_size_stride(primals_48, (128, ), (1, ))
        assert_size_stride(primals_54, (128, ), (1, ))
        assert_size_stride(primals_60, (128, ), (1, ))
        assert_size_stride(primals_66, (256, ), (1, ))
        assert_size_stride(primals_72, (256, ), (1, ))
        assert_size_stride(primals_78, (256, ), (1, ))
        assert_size_stride(primals_84, (256, ), (1, ))
        assert_size_stride(primals_90, (256, ), (1, ))
        assert_size_stride(primals_96, (512, ), (1, ))
        assert_size_stride(primals_102, (512, ), (1, ))
        assert_size_stride(primals_108, (512, ), (1, ))
        assert_size_stride(primals_114, (512, ), (1, ))
        assert_size_stride(primals_120, (512, ), (1, ))
        assert_size_stride(convert_element_type, (64, 3, 7, 7), (147, 1, 21, 3))
        assert_size_stride(convert_element_type_1, (32, 3, 96, 96), (27648, 1, 288, 3))
        assert_size_stride(convolution, (32, 64, 48, 48), (147456, 1, 3072, 64))
        assert_size_stride(squeeze_1, (64, ), (1, ))
        assert_size_stride(relu, (32, 64, 48, 48), (147456, 1, 3072, 64))
        assert_size_stride(getitem_2, (32, 64, 24, 24), (36864, 1, 1536, 64))
        assert_size_stride(getitem_3, (32, 64, 24, 24), (36864, 1, 1536, 64))
        assert_size_stride(convert_element_type_4, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(convolution_1, (32, 64, 24, 24), (36864, 1, 1536, 64))
        assert_size_stride(squeeze_4, (64, ), (1, ))
        assert_size_stride(relu_1, (32, 64, 24, 24), (36864, 1, 1536, 64))
        assert_size_stride(convert_element_type_7, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(convolution_2, (32, 64, 24, 24), (36864, 1, 1536, 64))
        assert_size_stride(squeeze_7, (64, ), (1, ))
        assert_size_stride(relu_2, (32, 64, 24, 24), (36864, 1, 1536, 64))
        assert_size_stride(convert_element_type_10, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(convolution_3, (32, 64, 24, 24), (36864, 1, 1536, 64))
        assert_size_stride(squeeze_10, (64, ), (1, ))
        assert_size_stride(relu_3, (32, 64, 24, 24), (36864, 1, 1536, 64))
        assert_size_stride(convert_element_type_13, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(convolution_4, (32, 64, 24, 24), (36864, 1, 1536, 64))
        assert_size_stride(squeeze_13, (64, ), (1, ))
        assert_size_stride(relu_4, (32, 64, 24, 24), (36864, 1, 1536, 64))
        assert_size_stride(convert_element_type_16, (128, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(convolution_5, (32, 128, 12, 12), (18432, 1, 1536, 128))
        assert_size_stride(squeeze_16, (128, ), (1, ))
        assert_size_stride(relu_5, (32, 128, 12, 12), (18432, 1, 1536, 128))
        assert_size_stride(convert_element_type_19, (128, 128, 3, 3), (1152, 1, 384, 128))
        assert_size_stride(convolution_6, (32, 128, 12, 12), (18432, 1, 1536, 128))
        assert_size_stride(squeeze_19, (128, ), (1, ))
        assert_size_stride(convert_element_type_22, (128, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(convolution_7, (32, 128, 12, 12), (18432, 1, 1536, 128))
        assert_size_stride(squeeze_22, (128, ), (1, ))
        assert_size_stride(relu_6, (32, 128, 12, 12), (18432, 1, 1536, 128))
        assert_size_stride(convert_element_type_25, (128, 128, 3, 3), (1152, 1, 384, 128))
        assert_size_stride(convolution_8, (32, 128, 12, 12), (18432, 1, 1536, 128))
        assert_size_stride(squeeze_25, (128, ), (1, ))
        assert_size_stride(relu_7, (32, 128, 12, 12), (18432, 1, 1536, 128))
        assert_size_stride(convert_element_type_28, (128, 128, 3, 3), (1152, 1, 384, 128))
        assert_size_stride(convolution_9, (32, 128, 12, 12), (18432, 1, 1536, 128))
        assert_size_stride(squeeze_28, (128, ), (1, ))
        assert_size_stride(relu_8, (32, 128, 12, 12), (18432, 1, 1536, 128))
        assert_size_stride(convert_element_type_31, (256, 128, 3, 3), (1152, 1, 384, 128))
        assert_size_stride(convolution_10, (32, 256, 6, 6), (9216, 1, 1536, 256))
        assert_size_stride(squeeze_31, (256, ), (1, ))
        assert_size_stride(relu_9, (32, 256, 6, 6), (9216, 1, 1536, 256))
        assert_size_stride(convert_element_type_34, (256, 256, 3, 3), (2304, 1, 768, 256))
        assert_size_stride(convolution_11, (32, 256, 6, 6), (9216, 1, 1536, 256))
        assert_size_stride(squeeze_34, (256, ), (1, ))
        assert_size_stride(convert_element_type_37, (256, 128, 1, 1), (128, 1, 128, 128))
        assert_size_stride(convolution_12, (32, 256, 6, 6), (9216, 1, 1536, 256))
        assert_size_stride(squeeze_37, (256, ), (1, ))
        assert_size_stride(relu_10, (32, 256, 6, 6), (9216, 1, 1536, 256))
        assert_size_stride(convert_element_type_40, (256, 256, 3, 3), (2304, 1, 768, 256))
        assert_size_stride(convolution_13, (32, 256, 6, 6), (9216, 1, 1536, 256))
        assert_size_stride(squeeze_40, (256, ), (1, ))
        assert_size_stride(relu_11, (32, 256, 6, 6), (9216, 1, 1536, 256))
        assert_size_stride(convert_element_type_43, (256, 256, 3, 3), (2304, 1, 768, 256))
        assert_size_stride(convolution_14, (32, 256, 6, 6), (9216, 1, 1536, 256))
        assert_size_stride(squeeze_43, (256, ), (1, ))
        assert_size_stride(relu_12, (32, 256, 6, 6), (9216, 1, 1536, 256))
        assert_size_stride(convert_element_type_46, (512, 256, 3, 3), (2304, 1, 768, 256))
        assert_size_stride(convolution_15, (32, 512, 3, 3), (4608, 1, 1536, 512))
        assert_size_stride(squeeze_46, (512, ), (1, ))
        assert_size_stride(relu_13, (32, 512, 3, 3), (4608, 1, 1536, 512))
        assert_size_stride(convert_element_type_49, (512, 512, 3, 3), (4608, 1, 1536, 512))
        assert_size_stride(convolution_16, (32, 512, 3, 3), (4608, 1, 1536, 512))
        assert_size_stride(squeeze_49, (512, ), (1, ))
        assert_size_stride(convert_element_type_52, (512, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(convolution_17, (32, 512, 3, 3), (4608, 1, 1536, 512))
        assert_size_stride(squeeze_52, (512, ), (1, ))
        assert_size_stride(relu_14, (32, 512, 3, 3), (4608, 1, 1536, 512))
        assert_size_stride(convert_element_type_55, (512, 512, 3, 3), (4608, 1, 1536, 512))
        assert_size_stride(convolution_18, (32, 512, 3, 3), (4608, 1, 1536, 512))
        assert_size_stride(squeeze_55, (512, ), (1, ))
        assert_size_stride(relu_15, (32, 512, 3, 3), (4608, 1, 1536, 512))
        assert_size_stride(convert_element_type_58, (512, 512, 3, 3), (4608, 1, 1536, 512))
        assert_size_stride(convolution_19, (32, 512, 3, 3), (4608, 1, 1536, 512))
        assert_size_stride(squeeze_58, (512, ), (1, ))
        assert_size_stride(view, (32, 512), (512, 1))
        assert_size_stride(permute_1, (10, 512), (512, 1))
        assert_size_stride(le, (32, 512, 3, 3), (4608, 9, 3, 1))
        assert_size_stride(unsqueeze_82, (1, 512, 1, 1), (512, 1, 1, 1))
        assert_size_stride(unsqueeze_94, (1, 512, 1, 1), (512, 1, 1, 1))
        assert_size_stride(unsqueeze_106, (1, 512, 1, 1), (512, 1, 1, 1))
        assert_size_stride(unsqueeze_118, (1, 512, 1, 1), (512, 1, 1, 1))
        assert_size_stride(unsqueeze_130, (1, 512, 1, 1), (512, 1, 1, 1))
        assert_size_stride(unsqueeze_142, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_154, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_166, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_178, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_190, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_202, (1, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(unsqueeze_214, (1, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(unsqueeze_226, (1, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(unsqueeze_238, (1, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(unsqueeze_250, (1, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(unsqueeze_262, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_274, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_286, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_298, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_310, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(tangents_1, (32, 10), (10, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf2 = empty_strided_cuda((1, 10), (10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_0:1
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_0.run(tangents_1, buf2, 10, 32, stream=stream0)
            buf1 = empty_strided_cuda((10, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_2, permute_4], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:2
            extern_kernels.mm(reinterpret_tensor(tangents_1, (10, 32), (1, 10), 0), view, out=buf1)
            del view
            buf3 = empty_strided_cuda((10, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_71], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:3
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(buf1, buf3, 5120, stream=stream0)
            del buf1
            buf0 = empty_strided_cuda((32, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [mm], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:4
            extern_kernels.mm(tangents_1, permute_1, out=buf0)
            del permute_1
            del tangents_1
            buf5 = empty_strided_cuda((512, 3), (1, 512), torch.float32)
            # Topologically Sorted Source Nodes: [view_2, expand, div, scalar_tensor, where, convert_element_type_73, out_53, sub_20, mul_140, sum_3], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_div_expand_native_batch_norm_backward_threshold_backward_view_2:5
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_div_expand_native_batch_norm_backward_threshold_backward_view_2.run(le, buf0, convolution_19, unsqueeze_82, buf5, 1536, 96, stream=stream0)
            buf6 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf7 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_2, expand, div, scalar_tensor, where, convert_element_type_73, out_53, sub_20, mul_140, sum_3, mul_148], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_div_expand_native_batch_norm_backward_threshold_backward_view_3:6
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_div_expand_native_batch_norm_backward_threshold_backward_view_3.run(buf5, squeeze_58, buf6, buf7, 512, 3, stream=stream0)
            del buf5
            buf4 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf8 = empty_strided_cuda((32, 512, 3, 3), (4608, 9, 3, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_2, expand, div, scalar_tensor, where, convert_element_type_73, sum_2, out_53, sub_20, mul_141, unsqueeze_83, unsqueeze_84, unsqueeze_85, mul_142, mul_143, mul_144, unsqueeze_86, unsqueeze_87, unsqueeze_88, mul_145, unsqueeze_89, unsqueeze_90, unsqueeze_91, mul_146, sub_22, sub_23, mul_147, convert_element_type_75, convolution_backward], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_4:7
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_4.run(le, buf0, convolution_19, unsqueeze_82, buf6, squeeze_58, primals_120, buf4, buf8, 512, 288, stream=stream0)
            del buf6
            del convolution_19
            del primals_120
            del squeeze_58
            del unsqueeze_82
            # Topologically Sorted Source Nodes: [view_2, expand, div, scalar_tensor, where, convert_element_type_73, out_53, sub_20, mul_141, unsqueeze_83, unsqueeze_84, unsqueeze_85, mul_142, mul_143, mul_144, unsqueeze_86, unsqueeze_87, unsqueeze_88, mul_145, unsqueeze_89, unsqueeze_90, unsqueeze_91, mul_146, sub_22, sub_23, mul_147, convert_element_type_75, convolution_backward], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:8
            buf9 = torch.ops.aten.convolution_backward.default(buf8, relu_15, convert_element_type_58, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf8
            del convert_element_type_58
            buf10 = buf9[0]
            assert_size_stride(buf10, (32, 512, 3, 3), (4608, 1, 1536, 512), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf10, 16, 'torch.ops.aten.convolution_backward.default')
            buf11 = buf9[1]
            assert_size_stride(buf11, (512, 512, 3, 3), (4608, 1, 1536, 512), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf11, 16, 'torch.ops.aten.convolution_backward.default')
            del buf9
            buf13 = empty_strided_cuda((512, 3), (1, 512), torch.float32)
            buf15 = empty_strided_cuda((512, 3), (1, 512), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, convert_element_type_77, sum_4, out_50, sub_24, mul_149, sum_5], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_5:9
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_5.run(relu_15, buf10, convolution_18, unsqueeze_94, buf13, buf15, 1536, 96, stream=stream0)
            buf14 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, convert_element_type_77, sum_4], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_batch_norm_backward_threshold_backward_6:10
            stream0 = get_raw_stream(0)
            triton_per_fused_native_batch_norm_backward_threshold_backward_6.run(buf13, buf14, 512, 3, stream=stream0)
            buf16 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf17 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, convert_element_type_77, out_50, sub_24, mul_149, sum_5, mul_157], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_div_expand_native_batch_norm_backward_threshold_backward_view_3:11
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_div_expand_native_batch_norm_backward_threshold_backward_view_3.run(buf15, squeeze_55, buf16, buf17, 512, 3, stream=stream0)
            buf18 = relu_15; del relu_15  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, convert_element_type_77, out_50, sub_24, mul_150, unsqueeze_95, unsqueeze_96, unsqueeze_97, mul_151, mul_152, mul_153, unsqueeze_98, unsqueeze_99, unsqueeze_100, mul_154, unsqueeze_101, unsqueeze_102, unsqueeze_103, mul_155, sub_26, sub_27, mul_156, convert_element_type_79, convolution_backward_1], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_7:12
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_7.run(buf18, buf10, convolution_18, unsqueeze_94, buf16, squeeze_55, buf14, primals_114, 147456, stream=stream0)
            del convolution_18
            del primals_114
            del squeeze_55
            del unsqueeze_94
            # Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, convert_element_type_77, out_50, sub_24, mul_150, unsqueeze_95, unsqueeze_96, unsqueeze_97, mul_151, mul_152, mul_153, unsqueeze_98, unsqueeze_99, unsqueeze_100, mul_154, unsqueeze_101, unsqueeze_102, unsqueeze_103, mul_155, sub_26, sub_27, mul_156, convert_element_type_79, convolution_backward_1], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:13
            buf19 = torch.ops.aten.convolution_backward.default(buf18, relu_14, convert_element_type_55, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del convert_element_type_55
            buf20 = buf19[0]
            assert_size_stride(buf20, (32, 512, 3, 3), (4608, 1, 1536, 512), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf20, 16, 'torch.ops.aten.convolution_backward.default')
            buf21 = buf19[1]
            assert_size_stride(buf21, (512, 512, 3, 3), (4608, 1, 1536, 512), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf21, 16, 'torch.ops.aten.convolution_backward.default')
            del buf19
            buf23 = buf15; del buf15  # reuse
            buf25 = buf13; del buf13  # reuse
            buf34 = empty_strided_cuda((512, 3), (1, 512), torch.float32)
            buf36 = empty_strided_cuda((512, 3), (1, 512), torch.float32)
            # Topologically Sorted Source Nodes: [view_2, expand, div, scalar_tensor, where, add_108, le_2, where_2, convert_element_type_81, sum_6, input_6, sub_28, mul_158, sum_7, sum_8, out_46, sub_32, mul_167, sum_9], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_add_div_expand_native_batch_norm_backward_threshold_backward_view_8:14
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_add_div_expand_native_batch_norm_backward_threshold_backward_view_8.run(relu_14, le, buf0, buf20, convolution_17, unsqueeze_106, convolution_16, unsqueeze_118, buf23, buf25, buf34, buf36, 1536, 96, stream=stream0)
            buf24 = buf16; del buf16  # reuse
            # Topologically Sorted Source Nodes: [view_2, expand, div, scalar_tensor, where, add_108, le_2, where_2, convert_element_type_81, sum_6], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_batch_norm_backward_threshold_backward_6:15
            stream0 = get_raw_stream(0)
            triton_per_fused_native_batch_norm_backward_threshold_backward_6.run(buf23, buf24, 512, 3, stream=stream0)
            del buf23
            buf35 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_2, expand, div, scalar_tensor, where, add_108, le_2, where_2, convert_element_type_81, sum_8], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_batch_norm_backward_threshold_backward_6:16
            stream0 = get_raw_stream(0)
            triton_per_fused_native_batch_norm_backward_threshold_backward_6.run(buf34, buf35, 512, 3, stream=stream0)
            del buf34
            buf26 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf28 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_2, expand, div, scalar_tensor, where, add_108, le_2, where_2, convert_element_type_81, input_6, sub_28, mul_158, sum_7, mul_166], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_div_expand_native_batch_norm_backward_threshold_backward_view_3:17
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_div_expand_native_batch_norm_backward_threshold_backward_view_3.run(buf25, squeeze_52, buf26, buf28, 512, 3, stream=stream0)
            buf37 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf39 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_2, expand, div, scalar_tensor, where, add_108, le_2, where_2, convert_element_type_81, out_46, sub_32, mul_167, sum_9, mul_175], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_div_expand_native_batch_norm_backward_threshold_backward_view_3:18
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_div_expand_native_batch_norm_backward_threshold_backward_view_3.run(buf36, squeeze_49, buf37, buf39, 512, 3, stream=stream0)
            buf29 = buf18; del buf18  # reuse
            buf40 = buf10; del buf10  # reuse
            # Topologically Sorted Source Nodes: [view_2, expand, div, scalar_tensor, where, add_108, le_2, where_2, convert_element_type_81, input_6, sub_28, mul_159, unsqueeze_107, unsqueeze_108, unsqueeze_109, mul_160, mul_161, mul_162, unsqueeze_110, unsqueeze_111, unsqueeze_112, mul_163, unsqueeze_113, unsqueeze_114, unsqueeze_115, mul_164, sub_30, sub_31, mul_165, convert_element_type_83, convolution_backward_2, out_46, sub_32, mul_168, unsqueeze_119, unsqueeze_120, unsqueeze_121, mul_169, mul_170, mul_171, unsqueeze_122, unsqueeze_123, unsqueeze_124, mul_172, unsqueeze_125, unsqueeze_126, unsqueeze_127, mul_173, sub_34, sub_35, mul_174, convert_element_type_87, convolution_backward_3], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_9:19
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_9.run(relu_14, le, buf0, buf20, convolution_17, unsqueeze_106, buf26, squeeze_52, buf24, convolution_16, unsqueeze_118, buf37, squeeze_49, buf35, primals_108, primals_102, buf29, buf40, 512, 288, stream=stream0)
            del buf0
            del buf20
            del convolution_16
            del convolution_17
            del le
            del primals_102
            del primals_108
            del relu_14
            del squeeze_49
            del squeeze_52
            del unsqueeze_106
            del unsqueeze_118
            # Topologically Sorted Source Nodes: [mul_172, unsqueeze_125, unsqueeze_126, unsqueeze_127, mul_174, convert_element_type_87, convolution_backward_3], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:20
            buf41 = torch.ops.aten.convolution_backward.default(buf40, relu_13, convert_element_type_49, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf40
            del convert_element_type_49
            buf42 = buf41[0]
            assert_size_stride(buf42, (32, 512, 3, 3), (4608, 1, 1536, 512), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf42, 16, 'torch.ops.aten.convolution_backward.default')
            buf43 = buf41[1]
            assert_size_stride(buf43, (512, 512, 3, 3), (4608, 1, 1536, 512), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf43, 16, 'torch.ops.aten.convolution_backward.default')
            del buf41
            buf45 = buf36; del buf36  # reuse
            buf47 = buf25; del buf25  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_3, where_3, convert_element_type_89, sum_10, out_43, sub_36, mul_176, sum_11], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_5:21
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_5.run(relu_13, buf42, convolution_15, unsqueeze_130, buf45, buf47, 1536, 96, stream=stream0)
            buf46 = buf37; del buf37  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_3, where_3, convert_element_type_89, sum_10], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_batch_norm_backward_threshold_backward_6:22
            stream0 = get_raw_stream(0)
            triton_per_fused_native_batch_norm_backward_threshold_backward_6.run(buf45, buf46, 512, 3, stream=stream0)
            del buf45
            buf48 = buf26; del buf26  # reuse
            buf49 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, le_3, where_3, convert_element_type_89, out_43, sub_36, mul_176, sum_11, mul_184], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_div_expand_native_batch_norm_backward_threshold_backward_view_3:23
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_div_expand_native_batch_norm_backward_threshold_backward_view_3.run(buf47, squeeze_46, buf48, buf49, 512, 3, stream=stream0)
            del buf47
            buf50 = relu_13; del relu_13  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_3, where_3, convert_element_type_89, out_43, sub_36, mul_177, unsqueeze_131, unsqueeze_132, unsqueeze_133, mul_178, mul_179, mul_180, unsqueeze_134, unsqueeze_135, unsqueeze_136, mul_181, unsqueeze_137, unsqueeze_138, unsqueeze_139, mul_182, sub_38, sub_39, mul_183, convert_element_type_91, convolution_backward_4], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_7:24
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_7.run(buf50, buf42, convolution_15, unsqueeze_130, buf48, squeeze_46, buf46, primals_96, 147456, stream=stream0)
            del buf42
            del buf48
            del convolution_15
            del primals_96
            del squeeze_46
            del unsqueeze_130
            # Topologically Sorted Source Nodes: [mul_163, unsqueeze_113, unsqueeze_114, unsqueeze_115, mul_165, convert_element_type_83, convolution_backward_2], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:25
            buf30 = torch.ops.aten.convolution_backward.default(buf29, relu_12, convert_element_type_52, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf29
            del convert_element_type_52
            buf31 = buf30[0]
            assert_size_stride(buf31, (32, 256, 6, 6), (9216, 1, 1536, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf31, 16, 'torch.ops.aten.convolution_backward.default')
            buf32 = buf30[1]
            assert_size_stride(buf32, (512, 256, 1, 1), (256, 1, 256, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf32, 16, 'torch.ops.aten.convolution_backward.default')
            del buf30
            buf33 = empty_strided_cuda((512, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_84], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_10:26
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_10.run(buf32, buf33, 131072, stream=stream0)
            del buf32
            # Topologically Sorted Source Nodes: [scalar_tensor, le_3, where_3, convert_element_type_89, out_43, sub_36, mul_177, unsqueeze_131, unsqueeze_132, unsqueeze_133, mul_178, mul_179, mul_180, unsqueeze_134, unsqueeze_135, unsqueeze_136, mul_181, unsqueeze_137, unsqueeze_138, unsqueeze_139, mul_182, sub_38, sub_39, mul_183, convert_element_type_91, convolution_backward_4], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:27
            buf51 = torch.ops.aten.convolution_backward.default(buf50, relu_12, convert_element_type_46, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf50
            del convert_element_type_46
            buf52 = buf51[0]
            assert_size_stride(buf52, (32, 256, 6, 6), (9216, 1, 1536, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf52, 16, 'torch.ops.aten.convolution_backward.default')
            buf53 = buf51[1]
            assert_size_stride(buf53, (512, 256, 3, 3), (2304, 1, 768, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf53, 16, 'torch.ops.aten.convolution_backward.default')
            del buf51
            buf55 = empty_strided_cuda((256, 9), (1, 256), torch.float32)
            buf57 = empty_strided_cuda((256, 9), (1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, add_109, le_4, where_4, convert_element_type_93, sum_12, out_39, sub_40, mul_185, sum_13], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_11:28
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_11.run(relu_12, buf31, buf52, convolution_14, unsqueeze_142, buf55, buf57, 2304, 128, stream=stream0)
            buf56 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, add_109, le_4, where_4, convert_element_type_93, sum_12], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_12:29
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_12.run(buf55, buf56, 256, 9, stream=stream0)
            buf58 = empty_strided_cuda((256, ), (1, ), torch.float32)
            buf60 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, add_109, le_4, where_4, convert_element_type_93, out_39, sub_40, mul_185, sum_13, mul_193], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_13:30
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_13.run(buf57, squeeze_43, buf58, buf60, 256, 9, stream=stream0)
            buf61 = empty_strided_cuda((32, 256, 6, 6), (9216, 1, 1536, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [scalar_tensor, add_109, le_4, where_4, convert_element_type_93, out_39, sub_40, mul_186, unsqueeze_143, unsqueeze_144, unsqueeze_145, mul_187, mul_188, mul_189, unsqueeze_146, unsqueeze_147, unsqueeze_148, mul_190, unsqueeze_149, unsqueeze_150, unsqueeze_151, mul_191, sub_42, sub_43, mul_192, convert_element_type_95, convolution_backward_5], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_14:31
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_14.run(relu_12, buf31, buf52, convolution_14, unsqueeze_142, buf58, squeeze_43, buf56, primals_90, buf61, 294912, stream=stream0)
            del convolution_14
            del primals_90
            del squeeze_43
            del unsqueeze_142
            # Topologically Sorted Source Nodes: [convert_element_type_95, convolution_backward_5], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:32
            buf62 = torch.ops.aten.convolution_backward.default(buf61, relu_11, convert_element_type_43, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf61
            del convert_element_type_43
            buf63 = buf62[0]
            assert_size_stride(buf63, (32, 256, 6, 6), (9216, 1, 1536, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf63, 16, 'torch.ops.aten.convolution_backward.default')
            buf64 = buf62[1]
            assert_size_stride(buf64, (256, 256, 3, 3), (2304, 1, 768, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf64, 16, 'torch.ops.aten.convolution_backward.default')
            del buf62
            buf66 = buf57; del buf57  # reuse
            buf68 = buf55; del buf55  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_5, where_5, convert_element_type_97, sum_14, out_36, sub_44, mul_194, sum_15], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_15:33
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_15.run(relu_11, buf63, convolution_13, unsqueeze_154, buf66, buf68, 2304, 128, stream=stream0)
            buf67 = buf58; del buf58  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_5, where_5, convert_element_type_97, sum_14], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_12:34
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_12.run(buf66, buf67, 256, 9, stream=stream0)
            buf69 = empty_strided_cuda((256, ), (1, ), torch.float32)
            buf70 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, le_5, where_5, convert_element_type_97, out_36, sub_44, mul_194, sum_15, mul_202], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_13:35
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_13.run(buf68, squeeze_40, buf69, buf70, 256, 9, stream=stream0)
            buf71 = relu_11; del relu_11  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_5, where_5, convert_element_type_97, out_36, sub_44, mul_195, unsqueeze_155, unsqueeze_156, unsqueeze_157, mul_196, mul_197, mul_198, unsqueeze_158, unsqueeze_159, unsqueeze_160, mul_199, unsqueeze_161, unsqueeze_162, unsqueeze_163, mul_200, sub_46, sub_47, mul_201, convert_element_type_99, convolution_backward_6], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_16:36
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_16.run(buf71, buf63, convolution_13, unsqueeze_154, buf69, squeeze_40, buf67, primals_84, 294912, stream=stream0)
            del buf63
            del convolution_13
            del primals_84
            del squeeze_40
            del unsqueeze_154
            # Topologically Sorted Source Nodes: [scalar_tensor, le_5, where_5, convert_element_type_97, out_36, sub_44, mul_195, unsqueeze_155, unsqueeze_156, unsqueeze_157, mul_196, mul_197, mul_198, unsqueeze_158, unsqueeze_159, unsqueeze_160, mul_199, unsqueeze_161, unsqueeze_162, unsqueeze_163, mul_200, sub_46, sub_47, mul_201, convert_element_type_99, convolution_backward_6], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:37
            buf72 = torch.ops.aten.convolution_backward.default(buf71, relu_10, convert_element_type_40, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf71
            del convert_element_type_40
            buf73 = buf72[0]
            assert_size_stride(buf73, (32, 256, 6, 6), (9216, 1, 1536, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf73, 16, 'torch.ops.aten.convolution_backward.default')
            buf76 = empty_strided_cuda((32, 256, 6, 6), (9216, 1, 1536, 256), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, add_109, le_4, where_4, add_110, le_6, where_6, convert_element_type_101], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_poi_fused_add_native_batch_norm_backward_threshold_backward_17:38
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_native_batch_norm_backward_threshold_backward_17.run(relu_10, relu_12, buf31, buf52, buf73, buf76, 294912, stream=stream0)
            del buf31
            del buf52
            del buf73
            del relu_10
            del relu_12
            buf74 = buf72[1]
            assert_size_stride(buf74, (256, 256, 3, 3), (2304, 1, 768, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf74, 16, 'torch.ops.aten.convolution_backward.default')
            del buf72
            buf77 = buf68; del buf68  # reuse
            buf79 = buf66; del buf66  # reuse
            buf87 = empty_strided_cuda((256, 9), (1, 256), torch.float32)
            buf89 = empty_strided_cuda((256, 9), (1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [sum_16, input_4, sub_48, mul_203, sum_17, sum_18, out_32, sub_52, mul_212, sum_19], Original ATen: [aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_18:39
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_18.run(buf76, convolution_12, unsqueeze_166, convolution_11, unsqueeze_178, buf77, buf79, buf87, buf89, 2304, 128, stream=stream0)
            buf78 = buf69; del buf69  # reuse
            # Topologically Sorted Source Nodes: [sum_16], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_12:40
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_12.run(buf77, buf78, 256, 9, stream=stream0)
            del buf77
            buf88 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_18], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_12:41
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_12.run(buf87, buf88, 256, 9, stream=stream0)
            del buf87
            buf80 = empty_strided_cuda((256, ), (1, ), torch.float32)
            buf81 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [input_4, sub_48, mul_203, sum_17, mul_211], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_13:42
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_13.run(buf79, squeeze_37, buf80, buf81, 256, 9, stream=stream0)
            buf90 = empty_strided_cuda((256, ), (1, ), torch.float32)
            buf91 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [out_32, sub_52, mul_212, sum_19, mul_220], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_13:43
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_13.run(buf89, squeeze_34, buf90, buf91, 256, 9, stream=stream0)
            buf82 = convolution_12; del convolution_12  # reuse
            buf92 = convolution_11; del convolution_11  # reuse
            # Topologically Sorted Source Nodes: [input_4, sub_48, mul_204, unsqueeze_167, unsqueeze_168, unsqueeze_169, mul_205, mul_206, mul_207, unsqueeze_170, unsqueeze_171, unsqueeze_172, mul_208, unsqueeze_173, unsqueeze_174, unsqueeze_175, mul_209, sub_50, sub_51, mul_210, convert_element_type_103, convolution_backward_7, out_32, sub_52, mul_213, unsqueeze_179, unsqueeze_180, unsqueeze_181, mul_214, mul_215, mul_216, unsqueeze_182, unsqueeze_183, unsqueeze_184, mul_217, unsqueeze_185, unsqueeze_186, unsqueeze_187, mul_218, sub_54, sub_55, mul_219, convert_element_type_107, convolution_backward_8], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_19:44
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_19.run(buf82, buf92, buf76, unsqueeze_166, buf80, squeeze_37, buf78, primals_78, unsqueeze_178, buf90, squeeze_34, buf88, primals_72, 294912, stream=stream0)
            del primals_72
            del primals_78
            del squeeze_34
            del squeeze_37
            del unsqueeze_166
            del unsqueeze_178
            # Topologically Sorted Source Nodes: [out_32, sub_52, mul_213, unsqueeze_179, unsqueeze_180, unsqueeze_181, mul_214, mul_215, mul_216, unsqueeze_182, unsqueeze_183, unsqueeze_184, mul_217, unsqueeze_185, unsqueeze_186, unsqueeze_187, mul_218, sub_54, sub_55, mul_219, convert_element_type_107, convolution_backward_8], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:45
            buf93 = torch.ops.aten.convolution_backward.default(buf92, relu_9, convert_element_type_34, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf92
            del convert_element_type_34
            buf94 = buf93[0]
            assert_size_stride(buf94, (32, 256, 6, 6), (9216, 1, 1536, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf94, 16, 'torch.ops.aten.convolution_backward.default')
            buf95 = buf93[1]
            assert_size_stride(buf95, (256, 256, 3, 3), (2304, 1, 768, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf95, 16, 'torch.ops.aten.convolution_backward.default')
            del buf93
            buf97 = buf89; del buf89  # reuse
            buf99 = buf79; del buf79  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_7, where_7, convert_element_type_109, sum_20, out_29, sub_56, mul_221, sum_21], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_15:46
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_15.run(relu_9, buf94, convolution_10, unsqueeze_190, buf97, buf99, 2304, 128, stream=stream0)
            buf98 = buf90; del buf90  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_7, where_7, convert_element_type_109, sum_20], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_12:47
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_12.run(buf97, buf98, 256, 9, stream=stream0)
            del buf97
            buf100 = buf80; del buf80  # reuse
            buf101 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, le_7, where_7, convert_element_type_109, out_29, sub_56, mul_221, sum_21, mul_229], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_13:48
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_13.run(buf99, squeeze_31, buf100, buf101, 256, 9, stream=stream0)
            del buf99
            buf102 = relu_9; del relu_9  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_7, where_7, convert_element_type_109, out_29, sub_56, mul_222, unsqueeze_191, unsqueeze_192, unsqueeze_193, mul_223, mul_224, mul_225, unsqueeze_194, unsqueeze_195, unsqueeze_196, mul_226, unsqueeze_197, unsqueeze_198, unsqueeze_199, mul_227, sub_58, sub_59, mul_228, convert_element_type_111, convolution_backward_9], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_16:49
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_16.run(buf102, buf94, convolution_10, unsqueeze_190, buf100, squeeze_31, buf98, primals_66, 294912, stream=stream0)
            del buf100
            del buf94
            del convolution_10
            del primals_66
            del squeeze_31
            del unsqueeze_190
            # Topologically Sorted Source Nodes: [input_4, sub_48, mul_204, unsqueeze_167, unsqueeze_168, unsqueeze_169, mul_205, mul_206, mul_207, unsqueeze_170, unsqueeze_171, unsqueeze_172, mul_208, unsqueeze_173, unsqueeze_174, unsqueeze_175, mul_209, sub_50, sub_51, mul_210, convert_element_type_103, convolution_backward_7], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:50
            buf83 = torch.ops.aten.convolution_backward.default(buf82, relu_8, convert_element_type_37, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf82
            del convert_element_type_37
            buf84 = buf83[0]
            assert_size_stride(buf84, (32, 128, 12, 12), (18432, 1, 1536, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf84, 16, 'torch.ops.aten.convolution_backward.default')
            buf85 = buf83[1]
            assert_size_stride(buf85, (256, 128, 1, 1), (128, 1, 128, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf85, 16, 'torch.ops.aten.convolution_backward.default')
            del buf83
            buf86 = empty_strided_cuda((256, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_104], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_20:51
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_20.run(buf85, buf86, 32768, stream=stream0)
            del buf85
            # Topologically Sorted Source Nodes: [scalar_tensor, le_7, where_7, convert_element_type_109, out_29, sub_56, mul_222, unsqueeze_191, unsqueeze_192, unsqueeze_193, mul_223, mul_224, mul_225, unsqueeze_194, unsqueeze_195, unsqueeze_196, mul_226, unsqueeze_197, unsqueeze_198, unsqueeze_199, mul_227, sub_58, sub_59, mul_228, convert_element_type_111, convolution_backward_9], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:52
            buf103 = torch.ops.aten.convolution_backward.default(buf102, relu_8, convert_element_type_31, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf102
            del convert_element_type_31
            buf104 = buf103[0]
            assert_size_stride(buf104, (32, 128, 12, 12), (18432, 1, 1536, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf104, 16, 'torch.ops.aten.convolution_backward.default')
            buf105 = buf103[1]
            assert_size_stride(buf105, (256, 128, 3, 3), (1152, 1, 384, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf105, 16, 'torch.ops.aten.convolution_backward.default')
            del buf103
            buf107 = empty_strided_cuda((128, 36), (1, 128), torch.float32)
            buf109 = empty_strided_cuda((128, 36), (1, 128), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, add_111, le_8, where_8, convert_element_type_113, sum_22, out_25, sub_60, mul_230, sum_23], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_21:53
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_21.run(relu_8, buf84, buf104, convolution_9, unsqueeze_202, buf107, buf109, 4608, 128, stream=stream0)
            buf108 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, add_111, le_8, where_8, convert_element_type_113, sum_22], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_22:54
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_22.run(buf107, buf108, 128, 36, stream=stream0)
            buf110 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf112 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, add_111, le_8, where_8, convert_element_type_113, out_25, sub_60, mul_230, sum_23, mul_238], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_23:55
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_23.run(buf109, squeeze_28, buf110, buf112, 128, 36, stream=stream0)
            buf113 = empty_strided_cuda((32, 128, 12, 12), (18432, 1, 1536, 128), torch.bfloat16)
            # Topologically Sorted Source Nodes: [scalar_tensor, add_111, le_8, where_8, convert_element_type_113, out_25, sub_60, mul_231, unsqueeze_203, unsqueeze_204, unsqueeze_205, mul_232, mul_233, mul_234, unsqueeze_206, unsqueeze_207, unsqueeze_208, mul_235, unsqueeze_209, unsqueeze_210, unsqueeze_211, mul_236, sub_62, sub_63, mul_237, convert_element_type_115, convolution_backward_10], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_24:56
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_24.run(relu_8, buf84, buf104, convolution_9, unsqueeze_202, buf110, squeeze_28, buf108, primals_60, buf113, 589824, stream=stream0)
            del convolution_9
            del primals_60
            del squeeze_28
            del unsqueeze_202
            # Topologically Sorted Source Nodes: [convert_element_type_115, convolution_backward_10], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:57
            buf114 = torch.ops.aten.convolution_backward.default(buf113, relu_7, convert_element_type_28, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf113
            del convert_element_type_28
            buf115 = buf114[0]
            assert_size_stride(buf115, (32, 128, 12, 12), (18432, 1, 1536, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf115, 16, 'torch.ops.aten.convolution_backward.default')
            buf116 = buf114[1]
            assert_size_stride(buf116, (128, 128, 3, 3), (1152, 1, 384, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf116, 16, 'torch.ops.aten.convolution_backward.default')
            del buf114
            buf118 = buf109; del buf109  # reuse
            buf120 = buf107; del buf107  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_9, where_9, convert_element_type_117, sum_24, out_22, sub_64, mul_239, sum_25], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_25:58
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_25.run(relu_7, buf115, convolution_8, unsqueeze_214, buf118, buf120, 4608, 128, stream=stream0)
            buf119 = buf110; del buf110  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_9, where_9, convert_element_type_117, sum_24], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_22:59
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_22.run(buf118, buf119, 128, 36, stream=stream0)
            buf121 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf122 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, le_9, where_9, convert_element_type_117, out_22, sub_64, mul_239, sum_25, mul_247], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_23:60
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_23.run(buf120, squeeze_25, buf121, buf122, 128, 36, stream=stream0)
            buf123 = relu_7; del relu_7  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_9, where_9, convert_element_type_117, out_22, sub_64, mul_240, unsqueeze_215, unsqueeze_216, unsqueeze_217, mul_241, mul_242, mul_243, unsqueeze_218, unsqueeze_219, unsqueeze_220, mul_244, unsqueeze_221, unsqueeze_222, unsqueeze_223, mul_245, sub_66, sub_67, mul_246, convert_element_type_119, convolution_backward_11], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_26:61
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_26.run(buf123, buf115, convolution_8, unsqueeze_214, buf121, squeeze_25, buf119, primals_54, 589824, stream=stream0)
            del buf115
            del convolution_8
            del primals_54
            del squeeze_25
            del unsqueeze_214
            # Topologically Sorted Source Nodes: [scalar_tensor, le_9, where_9, convert_element_type_117, out_22, sub_64, mul_240, unsqueeze_215, unsqueeze_216, unsqueeze_217, mul_241, mul_242, mul_243, unsqueeze_218, unsqueeze_219, unsqueeze_220, mul_244, unsqueeze_221, unsqueeze_222, unsqueeze_223, mul_245, sub_66, sub_67, mul_246, convert_element_type_119, convolution_backward_11], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:62
            buf124 = torch.ops.aten.convolution_backward.default(buf123, relu_6, convert_element_type_25, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf123
            del convert_element_type_25
            buf125 = buf124[0]
            assert_size_stride(buf125, (32, 128, 12, 12), (18432, 1, 1536, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf125, 16, 'torch.ops.aten.convolution_backward.default')
            buf128 = empty_strided_cuda((32, 128, 12, 12), (18432, 1, 1536, 128), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, add_111, le_8, where_8, add_112, le_10, where_10, convert_element_type_121], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_poi_fused_add_native_batch_norm_backward_threshold_backward_27:63
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_native_batch_norm_backward_threshold_backward_27.run(relu_6, relu_8, buf84, buf104, buf125, buf128, 589824, stream=stream0)
            del buf104
            del buf125
            del buf84
            del relu_6
            del relu_8
            buf126 = buf124[1]
            assert_size_stride(buf126, (128, 128, 3, 3), (1152, 1, 384, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf126, 16, 'torch.ops.aten.convolution_backward.default')
            del buf124
            buf129 = buf120; del buf120  # reuse
            buf131 = buf118; del buf118  # reuse
            buf139 = empty_strided_cuda((128, 36), (1, 128), torch.float32)
            buf141 = empty_strided_cuda((128, 36), (1, 128), torch.float32)
            # Topologically Sorted Source Nodes: [sum_26, input_2, sub_68, mul_248, sum_27, sum_28, out_18, sub_72, mul_257, sum_29], Original ATen: [aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_28:64
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_28.run(buf128, convolution_7, unsqueeze_226, convolution_6, unsqueeze_238, buf129, buf131, buf139, buf141, 4608, 128, stream=stream0)
            buf130 = buf121; del buf121  # reuse
            # Topologically Sorted Source Nodes: [sum_26], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_22:65
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_22.run(buf129, buf130, 128, 36, stream=stream0)
            del buf129
            buf140 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_28], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_22:66
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_22.run(buf139, buf140, 128, 36, stream=stream0)
            del buf139
            buf132 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf133 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [input_2, sub_68, mul_248, sum_27, mul_256], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_23:67
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_23.run(buf131, squeeze_22, buf132, buf133, 128, 36, stream=stream0)
            buf142 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf143 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [out_18, sub_72, mul_257, sum_29, mul_265], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_23:68
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_23.run(buf141, squeeze_19, buf142, buf143, 128, 36, stream=stream0)
            buf134 = convolution_7; del convolution_7  # reuse
            buf144 = convolution_6; del convolution_6  # reuse
            # Topologically Sorted Source Nodes: [input_2, sub_68, mul_249, unsqueeze_227, unsqueeze_228, unsqueeze_229, mul_250, mul_251, mul_252, unsqueeze_230, unsqueeze_231, unsqueeze_232, mul_253, unsqueeze_233, unsqueeze_234, unsqueeze_235, mul_254, sub_70, sub_71, mul_255, convert_element_type_123, convolution_backward_12, out_18, sub_72, mul_258, unsqueeze_239, unsqueeze_240, unsqueeze_241, mul_259, mul_260, mul_261, unsqueeze_242, unsqueeze_243, unsqueeze_244, mul_262, unsqueeze_245, unsqueeze_246, unsqueeze_247, mul_263, sub_74, sub_75, mul_264, convert_element_type_127, convolution_backward_13], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_29:69
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_29.run(buf134, buf144, buf128, unsqueeze_226, buf132, squeeze_22, buf130, primals_48, unsqueeze_238, buf142, squeeze_19, buf140, primals_42, 589824, stream=stream0)
            del primals_42
            del primals_48
            del squeeze_19
            del squeeze_22
            del unsqueeze_226
            del unsqueeze_238
            # Topologically Sorted Source Nodes: [out_18, sub_72, mul_258, unsqueeze_239, unsqueeze_240, unsqueeze_241, mul_259, mul_260, mul_261, unsqueeze_242, unsqueeze_243, unsqueeze_244, mul_262, unsqueeze_245, unsqueeze_246, unsqueeze_247, mul_263, sub_74, sub_75, mul_264, convert_element_type_127, convolution_backward_13], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:70
            buf145 = torch.ops.aten.convolution_backward.default(buf144, relu_5, convert_element_type_19, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf144
            del convert_element_type_19
            buf146 = buf145[0]
            assert_size_stride(buf146, (32, 128, 12, 12), (18432, 1, 1536, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf146, 16, 'torch.ops.aten.convolution_backward.default')
            buf147 = buf145[1]
            assert_size_stride(buf147, (128, 128, 3, 3), (1152, 1, 384, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf147, 16, 'torch.ops.aten.convolution_backward.default')
            del buf145
            buf149 = buf141; del buf141  # reuse
            buf151 = buf131; del buf131  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_11, where_11, convert_element_type_129, sum_30, out_15, sub_76, mul_266, sum_31], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_25:71
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_25.run(relu_5, buf146, convolution_5, unsqueeze_250, buf149, buf151, 4608, 128, stream=stream0)
            buf150 = buf142; del buf142  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_11, where_11, convert_element_type_129, sum_30], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_22:72
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_22.run(buf149, buf150, 128, 36, stream=stream0)
            del buf149
            buf152 = buf132; del buf132  # reuse
            buf153 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, le_11, where_11, convert_element_type_129, out_15, sub_76, mul_266, sum_31, mul_274], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_23:73
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_23.run(buf151, squeeze_16, buf152, buf153, 128, 36, stream=stream0)
            del buf151
            buf154 = relu_5; del relu_5  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_11, where_11, convert_element_type_129, out_15, sub_76, mul_267, unsqueeze_251, unsqueeze_252, unsqueeze_253, mul_268, mul_269, mul_270, unsqueeze_254, unsqueeze_255, unsqueeze_256, mul_271, unsqueeze_257, unsqueeze_258, unsqueeze_259, mul_272, sub_78, sub_79, mul_273, convert_element_type_131, convolution_backward_14], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_26:74
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_26.run(buf154, buf146, convolution_5, unsqueeze_250, buf152, squeeze_16, buf150, primals_36, 589824, stream=stream0)
            del buf146
            del buf152
            del convolution_5
            del primals_36
            del squeeze_16
            del unsqueeze_250
            buf117 = empty_strided_cuda((128, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_116], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_30:75
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_30.run(buf116, buf117, 147456, stream=stream0)
            del buf116
            buf127 = empty_strided_cuda((128, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_120], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_30:76
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_30.run(buf126, buf127, 147456, stream=stream0)
            del buf126
            buf148 = empty_strided_cuda((128, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_128], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_30:77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_30.run(buf147, buf148, 147456, stream=stream0)
            del buf147
            buf106 = reinterpret_tensor(buf76, (256, 128, 3, 3), (1152, 1, 384, 128), 0); del buf76  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_112], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_31:78
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_31.run(buf105, buf106, 294912, stream=stream0)
            del buf105
            buf65 = reinterpret_tensor(buf128, (256, 256, 3, 3), (2304, 1, 768, 256), 0); del buf128  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_96], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_32:79
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_32.run(buf64, buf65, 589824, stream=stream0)
            del buf64
            buf75 = empty_strided_cuda((256, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_100], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_32:80
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_32.run(buf74, buf75, 589824, stream=stream0)
            del buf74
            buf96 = empty_strided_cuda((256, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_108], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_32:81
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_32.run(buf95, buf96, 589824, stream=stream0)
            del buf95
            # Topologically Sorted Source Nodes: [input_2, sub_68, mul_249, unsqueeze_227, unsqueeze_228, unsqueeze_229, mul_250, mul_251, mul_252, unsqueeze_230, unsqueeze_231, unsqueeze_232, mul_253, unsqueeze_233, unsqueeze_234, unsqueeze_235, mul_254, sub_70, sub_71, mul_255, convert_element_type_123, convolution_backward_12], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:82
            buf135 = torch.ops.aten.convolution_backward.default(buf134, relu_4, convert_element_type_22, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf134
            del convert_element_type_22
            buf136 = buf135[0]
            assert_size_stride(buf136, (32, 64, 24, 24), (36864, 1, 1536, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf136, 16, 'torch.ops.aten.convolution_backward.default')
            buf137 = buf135[1]
            assert_size_stride(buf137, (128, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf137, 16, 'torch.ops.aten.convolution_backward.default')
            del buf135
            buf138 = empty_strided_cuda((128, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_124], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_33:83
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_33.run(buf137, buf138, 8192, stream=stream0)
            del buf137
            # Topologically Sorted Source Nodes: [scalar_tensor, le_11, where_11, convert_element_type_129, out_15, sub_76, mul_267, unsqueeze_251, unsqueeze_252, unsqueeze_253, mul_268, mul_269, mul_270, unsqueeze_254, unsqueeze_255, unsqueeze_256, mul_271, unsqueeze_257, unsqueeze_258, unsqueeze_259, mul_272, sub_78, sub_79, mul_273, convert_element_type_131, convolution_backward_14], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:84
            buf155 = torch.ops.aten.convolution_backward.default(buf154, relu_4, convert_element_type_16, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf154
            del convert_element_type_16
            buf156 = buf155[0]
            assert_size_stride(buf156, (32, 64, 24, 24), (36864, 1, 1536, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf156, 16, 'torch.ops.aten.convolution_backward.default')
            buf157 = buf155[1]
            assert_size_stride(buf157, (128, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf157, 16, 'torch.ops.aten.convolution_backward.default')
            del buf155
            buf159 = empty_strided_cuda((64, 144), (1, 64), torch.float32)
            buf161 = empty_strided_cuda((64, 144), (1, 64), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, add_113, le_12, where_12, convert_element_type_133, sum_32, out_11, sub_80, mul_275, sum_33], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_34:85
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_34.run(relu_4, buf136, buf156, convolution_4, unsqueeze_262, buf159, buf161, 9216, 128, stream=stream0)
            buf160 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, add_113, le_12, where_12, convert_element_type_133, sum_32], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_batch_norm_backward_threshold_backward_35:86
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_threshold_backward_35.run(buf159, buf160, 64, 144, stream=stream0)
            buf162 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf164 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, add_113, le_12, where_12, convert_element_type_133, out_11, sub_80, mul_275, sum_33, mul_283], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_36:87
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_36.run(buf161, squeeze_13, buf162, buf164, 64, 144, stream=stream0)
            buf165 = empty_strided_cuda((32, 64, 24, 24), (36864, 1, 1536, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [scalar_tensor, add_113, le_12, where_12, convert_element_type_133, out_11, sub_80, mul_276, unsqueeze_263, unsqueeze_264, unsqueeze_265, mul_277, mul_278, mul_279, unsqueeze_266, unsqueeze_267, unsqueeze_268, mul_280, unsqueeze_269, unsqueeze_270, unsqueeze_271, mul_281, sub_82, sub_83, mul_282, convert_element_type_135, convolution_backward_15], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_37:88
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_37.run(relu_4, buf136, buf156, convolution_4, unsqueeze_262, buf162, squeeze_13, buf160, primals_30, buf165, 1179648, stream=stream0)
            del convolution_4
            del primals_30
            del squeeze_13
            del unsqueeze_262
            # Topologically Sorted Source Nodes: [convert_element_type_135, convolution_backward_15], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:89
            buf166 = torch.ops.aten.convolution_backward.default(buf165, relu_3, convert_element_type_13, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf165
            del convert_element_type_13
            buf167 = buf166[0]
            assert_size_stride(buf167, (32, 64, 24, 24), (36864, 1, 1536, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf167, 16, 'torch.ops.aten.convolution_backward.default')
            buf168 = buf166[1]
            assert_size_stride(buf168, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf168, 16, 'torch.ops.aten.convolution_backward.default')
            del buf166
            buf169 = empty_strided_cuda((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_136], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_38:90
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_38.run(buf168, buf169, 36864, stream=stream0)
            del buf168
            buf170 = buf161; del buf161  # reuse
            buf172 = buf159; del buf159  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_13, where_13, convert_element_type_137, sum_34, out_8, sub_84, mul_284, sum_35], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_39:91
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_39.run(relu_3, buf167, convolution_3, unsqueeze_274, buf170, buf172, 9216, 128, stream=stream0)
            buf171 = buf162; del buf162  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_13, where_13, convert_element_type_137, sum_34], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_batch_norm_backward_threshold_backward_35:92
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_threshold_backward_35.run(buf170, buf171, 64, 144, stream=stream0)
            buf173 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf174 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, le_13, where_13, convert_element_type_137, out_8, sub_84, mul_284, sum_35, mul_292], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_36:93
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_36.run(buf172, squeeze_10, buf173, buf174, 64, 144, stream=stream0)
            buf175 = relu_3; del relu_3  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_13, where_13, convert_element_type_137, out_8, sub_84, mul_285, unsqueeze_275, unsqueeze_276, unsqueeze_277, mul_286, mul_287, mul_288, unsqueeze_278, unsqueeze_279, unsqueeze_280, mul_289, unsqueeze_281, unsqueeze_282, unsqueeze_283, mul_290, sub_86, sub_87, mul_291, convert_element_type_139, convolution_backward_16], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_40:94
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_40.run(buf175, buf167, convolution_3, unsqueeze_274, buf173, squeeze_10, buf171, primals_24, 1179648, stream=stream0)
            del buf167
            del convolution_3
            del primals_24
            del squeeze_10
            del unsqueeze_274
            # Topologically Sorted Source Nodes: [scalar_tensor, le_13, where_13, convert_element_type_137, out_8, sub_84, mul_285, unsqueeze_275, unsqueeze_276, unsqueeze_277, mul_286, mul_287, mul_288, unsqueeze_278, unsqueeze_279, unsqueeze_280, mul_289, unsqueeze_281, unsqueeze_282, unsqueeze_283, mul_290, sub_86, sub_87, mul_291, convert_element_type_139, convolution_backward_16], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:95
            buf176 = torch.ops.aten.convolution_backward.default(buf175, relu_2, convert_element_type_10, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf175
            del convert_element_type_10
            buf177 = buf176[0]
            assert_size_stride(buf177, (32, 64, 24, 24), (36864, 1, 1536, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf177, 16, 'torch.ops.aten.convolution_backward.default')
            buf180 = relu_2; del relu_2  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, add_113, le_12, where_12, add_114, le_14, where_14], Original ATen: [aten.threshold_backward, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_threshold_backward_41:96
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_threshold_backward_41.run(buf180, relu_4, buf136, buf156, buf177, 1179648, stream=stream0)
            del buf136
            del buf156
            del buf177
            del relu_4
            buf178 = buf176[1]
            assert_size_stride(buf178, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf178, 16, 'torch.ops.aten.convolution_backward.default')
            del buf176
            buf179 = empty_strided_cuda((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_140], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_38:97
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_38.run(buf178, buf179, 36864, stream=stream0)
            del buf178
            buf181 = buf172; del buf172  # reuse
            buf183 = buf170; del buf170  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_141, sum_36, out_4, sub_88, mul_293, sum_37], Original ATen: [aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_42:98
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_42.run(buf180, convolution_2, unsqueeze_286, buf181, buf183, 9216, 128, stream=stream0)
            buf182 = buf173; del buf173  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_141, sum_36], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_batch_norm_backward_threshold_backward_35:99
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_threshold_backward_35.run(buf181, buf182, 64, 144, stream=stream0)
            buf184 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf185 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_141, out_4, sub_88, mul_293, sum_37, mul_301], Original ATen: [aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_36:100
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_36.run(buf183, squeeze_7, buf184, buf185, 64, 144, stream=stream0)
            buf186 = convolution_2; del convolution_2  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_141, out_4, sub_88, mul_294, unsqueeze_287, unsqueeze_288, unsqueeze_289, mul_295, mul_296, mul_297, unsqueeze_290, unsqueeze_291, unsqueeze_292, mul_298, unsqueeze_293, unsqueeze_294, unsqueeze_295, mul_299, sub_90, sub_91, mul_300, convert_element_type_143, convolution_backward_17], Original ATen: [aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_43:101
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_43.run(buf186, buf180, unsqueeze_286, buf184, squeeze_7, buf182, primals_18, 1179648, stream=stream0)
            del primals_18
            del squeeze_7
            del unsqueeze_286
            # Topologically Sorted Source Nodes: [convert_element_type_141, out_4, sub_88, mul_294, unsqueeze_287, unsqueeze_288, unsqueeze_289, mul_295, mul_296, mul_297, unsqueeze_290, unsqueeze_291, unsqueeze_292, mul_298, unsqueeze_293, unsqueeze_294, unsqueeze_295, mul_299, sub_90, sub_91, mul_300, convert_element_type_143, convolution_backward_17], Original ATen: [aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:102
            buf187 = torch.ops.aten.convolution_backward.default(buf186, relu_1, convert_element_type_7, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf186
            del convert_element_type_7
            buf188 = buf187[0]
            assert_size_stride(buf188, (32, 64, 24, 24), (36864, 1, 1536, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf188, 16, 'torch.ops.aten.convolution_backward.default')
            buf189 = buf187[1]
            assert_size_stride(buf189, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf189, 16, 'torch.ops.aten.convolution_backward.default')
            del buf187
            buf190 = empty_strided_cuda((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_144], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_38:103
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_38.run(buf189, buf190, 36864, stream=stream0)
            del buf189
            buf191 = buf183; del buf183  # reuse
            buf193 = buf181; del buf181  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_15, where_15, convert_element_type_145, sum_38, out_1, sub_92, mul_302, sum_39], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_39:104
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_39.run(relu_1, buf188, convolution_1, unsqueeze_298, buf191, buf193, 9216, 128, stream=stream0)
            buf192 = buf184; del buf184  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_15, where_15, convert_element_type_145, sum_38], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_batch_norm_backward_threshold_backward_35:105
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_threshold_backward_35.run(buf191, buf192, 64, 144, stream=stream0)
            del buf191
            buf194 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf195 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, le_15, where_15, convert_element_type_145, out_1, sub_92, mul_302, sum_39, mul_310], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_36:106
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_36.run(buf193, squeeze_4, buf194, buf195, 64, 144, stream=stream0)
            del buf193
            buf196 = relu_1; del relu_1  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_15, where_15, convert_element_type_145, out_1, sub_92, mul_303, unsqueeze_299, unsqueeze_300, unsqueeze_301, mul_304, mul_305, mul_306, unsqueeze_302, unsqueeze_303, unsqueeze_304, mul_307, unsqueeze_305, unsqueeze_306, unsqueeze_307, mul_308, sub_94, sub_95, mul_309, convert_element_type_147, convolution_backward_18], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_40:107
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_40.run(buf196, buf188, convolution_1, unsqueeze_298, buf194, squeeze_4, buf192, primals_12, 1179648, stream=stream0)
            del buf188
            del convolution_1
            del primals_12
            del squeeze_4
            del unsqueeze_298
            # Topologically Sorted Source Nodes: [scalar_tensor, le_15, where_15, convert_element_type_145, out_1, sub_92, mul_303, unsqueeze_299, unsqueeze_300, unsqueeze_301, mul_304, mul_305, mul_306, unsqueeze_302, unsqueeze_303, unsqueeze_304, mul_307, unsqueeze_305, unsqueeze_306, unsqueeze_307, mul_308, sub_94, sub_95, mul_309, convert_element_type_147, convolution_backward_18], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:108
            buf197 = torch.ops.aten.convolution_backward.default(buf196, getitem_2, convert_element_type_4, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf196
            del convert_element_type_4
            del getitem_2
            buf198 = buf197[0]
            assert_size_stride(buf198, (32, 64, 24, 24), (36864, 1, 1536, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf198, 16, 'torch.ops.aten.convolution_backward.default')
            buf201 = buf180; del buf180  # reuse
            # Topologically Sorted Source Nodes: [add_115], Original ATen: [aten.add]
            # [Provenance debug handles] triton_poi_fused_add_44:109
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_44.run(buf201, buf198, 1179648, stream=stream0)
            del buf198
            buf199 = buf197[1]
            assert_size_stride(buf199, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf199, 16, 'torch.ops.aten.convolution_backward.default')
            del buf197
            buf200 = empty_strided_cuda((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_148], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_38:110
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_38.run(buf199, buf200, 36864, stream=stream0)
            del buf199
            buf158 = empty_strided_cuda((128, 64, 3, 3), (576, 1, 192, 64), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_132], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_45:111
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_45.run(buf157, buf158, 73728, stream=stream0)
            del buf157
            buf54 = empty_strided_cuda((512, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_92], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_46:112
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_46.run(buf53, buf54, 1179648, stream=stream0)
            del buf53
            buf202 = empty_strided_cuda((32, 64, 48, 48), (147456, 1, 3072, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [add_115, x_3, max_pool2d_with_indices_backward], Original ATen: [aten.add, aten.max_pool2d_with_indices, aten.max_pool2d_with_indices_backward]
            # [Provenance debug handles] triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_47:113
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_47.run(getitem_3, buf201, buf202, 4718592, stream=stream0)
            del buf201
            del getitem_3
            buf203 = empty_strided_cuda((64, 576), (1, 64), torch.float32)
            buf205 = empty_strided_cuda((64, 576), (1, 64), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, le_16, where_16, convert_element_type_149, sum_40, x_1, sub_96, mul_311, sum_41], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_48:114
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_48.run(relu, buf202, convolution, unsqueeze_310, buf203, buf205, 36864, 128, stream=stream0)
            buf204 = buf194; del buf194  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_16, where_16, convert_element_type_149, sum_40], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_batch_norm_backward_threshold_backward_49:115
            stream0 = get_raw_stream(0)
            triton_red_fused_native_batch_norm_backward_threshold_backward_49.run(buf203, buf204, 64, 576, stream=stream0)
            del buf203
            buf206 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf207 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, le_16, where_16, convert_element_type_149, x_1, sub_96, mul_311, sum_41, mul_319], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_50:116
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_50.run(buf205, squeeze_1, buf206, buf207, 64, 576, stream=stream0)
            del buf205
            buf208 = relu; del relu  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_16, where_16, convert_element_type_149, x_1, sub_96, mul_312, unsqueeze_311, unsqueeze_312, unsqueeze_313, mul_313, mul_314, mul_315, unsqueeze_314, unsqueeze_315, unsqueeze_316, mul_316, unsqueeze_317, unsqueeze_318, unsqueeze_319, mul_317, sub_98, sub_99, mul_318, convert_element_type_151, convolution_backward_19], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_51:117
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_51.run(buf208, buf202, convolution, unsqueeze_310, buf206, squeeze_1, buf204, primals_6, 4718592, stream=stream0)
            del buf202
            del buf206
            del convolution
            del primals_6
            del squeeze_1
            del unsqueeze_310
            # Topologically Sorted Source Nodes: [scalar_tensor, le_16, where_16, convert_element_type_149, x_1, sub_96, mul_312, unsqueeze_311, unsqueeze_312, unsqueeze_313, mul_313, mul_314, mul_315, unsqueeze_314, unsqueeze_315, unsqueeze_316, mul_316, unsqueeze_317, unsqueeze_318, unsqueeze_319, mul_317, sub_98, sub_99, mul_318, convert_element_type_151, convolution_backward_19], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:118
            buf209 = torch.ops.aten.convolution_backward.default(buf208, convert_element_type_1, convert_element_type, [0], [2, 2], [3, 3], [1, 1], False, [0, 0], 1, [False, True, False])
            del buf208
            del convert_element_type
            del convert_element_type_1
            buf210 = buf209[1]
            assert_size_stride(buf210, (64, 3, 7, 7), (147, 1, 21, 3), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf210, 16, 'torch.ops.aten.convolution_backward.default')
            del buf209
            buf211 = empty_strided_cuda((64, 3, 7, 7), (147, 1, 21, 3), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_152], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_52:119
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_52.run(buf210, buf211, 9408, stream=stream0)
            del buf210
            buf12 = empty_strided_cuda((512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_76], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_53:120
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_53.run(buf11, buf12, 2359296, stream=stream0)
            del buf11
            buf22 = empty_strided_cuda((512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_80], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_53:121
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_53.run(buf21, buf22, 2359296, stream=stream0)
            del buf21
            buf44 = empty_strided_cuda((512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_88], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_53:122
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_53.run(buf43, buf44, 2359296, stream=stream0)
            del buf43
        return (buf211, None, None, None, None, buf207, buf204, buf200, None, None, None, buf195, buf192, buf190, None, None, None, buf185, buf182, buf179, None, None, None, buf174, buf171, buf169, None, None, None, buf164, buf160, buf158, None, None, None, buf153, buf150, buf148, None, None, None, buf143, buf140, buf138, None, None, None, buf133, buf130, buf127, None, None, None, buf122, buf119, buf117, None, None, None, buf112, buf108, buf106, None, None, None, buf101, buf98, buf96, None, None, None, buf91, buf88, buf86, None, None, None, buf81, buf78, buf75, None, None, None, buf70, buf67, buf65, None, None, None, buf60, buf56, buf54, None, None, None, buf49, buf46, buf44, None, None, None, buf39, buf35, buf33, None, None, None, buf28, buf24, buf22, None, None, None, buf17, buf14, buf12, None, None, None, buf7, buf4, buf3, reinterpret_tensor(buf2, (10, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_6 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_24 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_30 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_36 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_42 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_48 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_54 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_60 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_66 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_72 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_78 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_84 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_90 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_96 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_102 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_108 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_114 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_120 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    convert_element_type = rand_strided((64, 3, 7, 7), (147, 1, 21, 3), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_1 = rand_strided((32, 3, 96, 96), (27648, 1, 288, 3), device='cuda:0', dtype=torch.bfloat16)
    convolution = rand_strided((32, 64, 48, 48), (147456, 1, 3072, 64), device='cuda:0', dtype=torch.bfloat16)
    squeeze_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu = rand_strided((32, 64, 48, 48), (147456, 1, 3072, 64), device='cuda:0', dtype=torch.bfloat16)
    getitem_2 = rand_strided((32, 64, 24, 24), (36864, 1, 1536, 64), device='cuda:0', dtype=torch.bfloat16)
    getitem_3 = rand_strided((32, 64, 24, 24), (36864, 1, 1536, 64), device='cuda:0', dtype=torch.int8)
    convert_element_type_4 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.bfloat16)
    convolution_1 = rand_strided((32, 64, 24, 24), (36864, 1, 1536, 64), device='cuda:0', dtype=torch.bfloat16)
    squeeze_4 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_1 = rand_strided((32, 64, 24, 24), (36864, 1, 1536, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_7 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.bfloat16)
    convolution_2 = rand_strided((32, 64, 24, 24), (36864, 1, 1536, 64), device='cuda:0', dtype=torch.bfloat16)
    squeeze_7 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_2 = rand_strided((32, 64, 24, 24), (36864, 1, 1536, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_10 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.bfloat16)
    convolution_3 = rand_strided((32, 64, 24, 24), (36864, 1, 1536, 64), device='cuda:0', dtype=torch.bfloat16)
    squeeze_10 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_3 = rand_strided((32, 64, 24, 24), (36864, 1, 1536, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_13 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.bfloat16)
    convolution_4 = rand_strided((32, 64, 24, 24), (36864, 1, 1536, 64), device='cuda:0', dtype=torch.bfloat16)
    squeeze_13 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_4 = rand_strided((32, 64, 24, 24), (36864, 1, 1536, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_16 = rand_strided((128, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.bfloat16)
    convolution_5 = rand_strided((32, 128, 12, 12), (18432, 1, 1536, 128), device='cuda:0', dtype=torch.bfloat16)
    squeeze_16 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_5 = rand_strided((32, 128, 12, 12), (18432, 1, 1536, 128), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_19 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.bfloat16)
    convolution_6 = rand_strided((32, 128, 12, 12), (18432, 1, 1536, 128), device='cuda:0', dtype=torch.bfloat16)
    squeeze_19 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    convert_element_type_22 = rand_strided((128, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.bfloat16)
    convolution_7 = rand_strided((32, 128, 12, 12), (18432, 1, 1536, 128), device='cuda:0', dtype=torch.bfloat16)
    squeeze_22 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_6 = rand_strided((32, 128, 12, 12), (18432, 1, 1536, 128), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_25 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.bfloat16)
    convolution_8 = rand_strided((32, 128, 12, 12), (18432, 1, 1536, 128), device='cuda:0', dtype=torch.bfloat16)
    squeeze_25 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_7 = rand_strided((32, 128, 12, 12), (18432, 1, 1536, 128), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_28 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.bfloat16)
    convolution_9 = rand_strided((32, 128, 12, 12), (18432, 1, 1536, 128), device='cuda:0', dtype=torch.bfloat16)
    squeeze_28 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_8 = rand_strided((32, 128, 12, 12), (18432, 1, 1536, 128), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_31 = rand_strided((256, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.bfloat16)
    convolution_10 = rand_strided((32, 256, 6, 6), (9216, 1, 1536, 256), device='cuda:0', dtype=torch.bfloat16)
    squeeze_31 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_9 = rand_strided((32, 256, 6, 6), (9216, 1, 1536, 256), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_34 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.bfloat16)
    convolution_11 = rand_strided((32, 256, 6, 6), (9216, 1, 1536, 256), device='cuda:0', dtype=torch.bfloat16)
    squeeze_34 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    convert_element_type_37 = rand_strided((256, 128, 1, 1), (128, 1, 128, 128), device='cuda:0', dtype=torch.bfloat16)
    convolution_12 = rand_strided((32, 256, 6, 6), (9216, 1, 1536, 256), device='cuda:0', dtype=torch.bfloat16)
    squeeze_37 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_10 = rand_strided((32, 256, 6, 6), (9216, 1, 1536, 256), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_40 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.bfloat16)
    convolution_13 = rand_strided((32, 256, 6, 6), (9216, 1, 1536, 256), device='cuda:0', dtype=torch.bfloat16)
    squeeze_40 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_11 = rand_strided((32, 256, 6, 6), (9216, 1, 1536, 256), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_43 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.bfloat16)
    convolution_14 = rand_strided((32, 256, 6, 6), (9216, 1, 1536, 256), device='cuda:0', dtype=torch.bfloat16)
    squeeze_43 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_12 = rand_strided((32, 256, 6, 6), (9216, 1, 1536, 256), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_46 = rand_strided((512, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.bfloat16)
    convolution_15 = rand_strided((32, 512, 3, 3), (4608, 1, 1536, 512), device='cuda:0', dtype=torch.bfloat16)
    squeeze_46 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_13 = rand_strided((32, 512, 3, 3), (4608, 1, 1536, 512), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_49 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cuda:0', dtype=torch.bfloat16)
    convolution_16 = rand_strided((32, 512, 3, 3), (4608, 1, 1536, 512), device='cuda:0', dtype=torch.bfloat16)
    squeeze_49 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    convert_element_type_52 = rand_strided((512, 256, 1, 1), (256, 1, 256, 256), device='cuda:0', dtype=torch.bfloat16)
    convolution_17 = rand_strided((32, 512, 3, 3), (4608, 1, 1536, 512), device='cuda:0', dtype=torch.bfloat16)
    squeeze_52 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_14 = rand_strided((32, 512, 3, 3), (4608, 1, 1536, 512), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_55 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cuda:0', dtype=torch.bfloat16)
    convolution_18 = rand_strided((32, 512, 3, 3), (4608, 1, 1536, 512), device='cuda:0', dtype=torch.bfloat16)
    squeeze_55 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_15 = rand_strided((32, 512, 3, 3), (4608, 1, 1536, 512), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_58 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cuda:0', dtype=torch.bfloat16)
    convolution_19 = rand_strided((32, 512, 3, 3), (4608, 1, 1536, 512), device='cuda:0', dtype=torch.bfloat16)
    squeeze_58 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    view = rand_strided((32, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_1 = rand_strided((10, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    le = rand_strided((32, 512, 3, 3), (4608, 9, 3, 1), device='cuda:0', dtype=torch.bool)
    unsqueeze_82 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_94 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_106 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_118 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_130 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_142 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_154 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_166 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_178 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_190 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_202 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_214 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_226 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_238 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_250 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_262 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_274 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_286 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_298 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_310 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((32, 10), (10, 1), device='cuda:0', dtype=torch.bfloat16)
    return [primals_6, primals_12, primals_18, primals_24, primals_30, primals_36, primals_42, primals_48, primals_54, primals_60, primals_66, primals_72, primals_78, primals_84, primals_90, primals_96, primals_102, primals_108, primals_114, primals_120, convert_element_type, convert_element_type_1, convolution, squeeze_1, relu, getitem_2, getitem_3, convert_element_type_4, convolution_1, squeeze_4, relu_1, convert_element_type_7, convolution_2, squeeze_7, relu_2, convert_element_type_10, convolution_3, squeeze_10, relu_3, convert_element_type_13, convolution_4, squeeze_13, relu_4, convert_element_type_16, convolution_5, squeeze_16, relu_5, convert_element_type_19, convolution_6, squeeze_19, convert_element_type_22, convolution_7, squeeze_22, relu_6, convert_element_type_25, convolution_8, squeeze_25, relu_7, convert_element_type_28, convolution_9, squeeze_28, relu_8, convert_element_type_31, convolution_10, squeeze_31, relu_9, convert_element_type_34, convolution_11, squeeze_34, convert_element_type_37, convolution_12, squeeze_37, relu_10, convert_element_type_40, convolution_13, squeeze_40, relu_11, convert_element_type_43, convolution_14, squeeze_43, relu_12, convert_element_type_46, convolution_15, squeeze_46, relu_13, convert_element_type_49, convolution_16, squeeze_49, convert_element_type_52, convolution_17, squeeze_52, relu_14, convert_element_type_55, convolution_18, squeeze_55, relu_15, convert_element_type_58, convolution_19, squeeze_58, view, permute_1, le, unsqueeze_82, unsqueeze_94, unsqueeze_106, unsqueeze_118, unsqueeze_130, unsqueeze_142, unsqueeze_154, unsqueeze_166, unsqueeze_178, unsqueeze_190, unsqueeze_202, unsqueeze_214, unsqueeze_226, unsqueeze_238, unsqueeze_250, unsqueeze_262, unsqueeze_274, unsqueeze_286, unsqueeze_298, unsqueeze_310, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
