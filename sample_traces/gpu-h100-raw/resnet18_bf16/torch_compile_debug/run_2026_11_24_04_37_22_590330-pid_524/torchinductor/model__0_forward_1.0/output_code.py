# AOT ID: ['0_forward']
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


# kernel path: /tmp/torchinductor_dev/uj/cujw5tazu2rppno3el6voh7j4p3lhk65t4ky2qobbp743cmr4fpz.py
# Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x => convert_element_type
# Graph fragment:
#   %primals_1 : Tensor "f32[64, 3, 7, 7][147, 49, 7, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %convert_element_type : Tensor "bf16[64, 3, 7, 7][147, 49, 7, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type
triton_poi_fused__to_copy_0 = async_compile.triton('triton_poi_fused__to_copy_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 64}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 37632, 'x': 37632}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_0(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 192
    xnumel = 49
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 3)
    y1 = yindex // 3
    tmp0 = tl.load(in_ptr0 + (x2 + 49*y3), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (y0 + 3*x2 + 147*y1), tmp1, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/bz/cbzows3ujkqc57qi2zwpaq45vturays7pyjzgqgt2vsefyqdu2me.py
# Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x => convert_element_type_1
# Graph fragment:
#   %primals_2 : Tensor "f32[32, 3, 96, 96][27648, 9216, 96, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %convert_element_type_1 : Tensor "bf16[32, 3, 96, 96][27648, 9216, 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_2, torch.bfloat16), kwargs = {})
#   return %convert_element_type_1
triton_poi_fused__to_copy_1 = async_compile.triton('triton_poi_fused__to_copy_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 128, 'x': 16384}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 3538944, 'x': 3538944}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_1(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 96
    xnumel = 9216
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 3)
    y1 = yindex // 3
    tmp0 = tl.load(in_ptr0 + (x2 + 9216*y3), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (y0 + 3*x2 + 27648*y1), tmp1, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/nq/cnq6hubw2werdktsqmj7asppgue35745xachbpsy2tbnsd75bn4n.py
# Topologically Sorted Source Nodes: [x_1], Original ATen: [aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   x_1 => convert_element_type_2, var_mean
# Graph fragment:
#   %convolution : Tensor "bf16[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0" = PlaceHolder[target=convolution]
#   %convert_element_type_2 : Tensor "f32[32, 64, 48, 48][147456, 2304, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution, torch.float32), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_2, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %buf3,%buf4,%buf5
triton_red_fused__native_batch_norm_legit_functional_2 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_2', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 10321920, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_2(in_ptr0, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    tmp3_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp3_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp3_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_2 + 8192*x1), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp3_mean_next, tmp3_m2_next, tmp3_weight_next = triton_helpers.welford_reduce(
            tmp2, tmp3_mean, tmp3_m2, tmp3_weight, roffset == 0
        )
        tmp3_mean = tl.where(r0_mask, tmp3_mean_next, tmp3_mean)
        tmp3_m2 = tl.where(r0_mask, tmp3_m2_next, tmp3_m2)
        tmp3_weight = tl.where(r0_mask, tmp3_weight_next, tmp3_weight)
    tmp4, tmp5, tmp6 = triton_helpers.welford(tmp3_mean, tmp3_m2, tmp3_weight, 1)
    tmp3 = tmp4[:, None]
    tmp7 = tmp5[:, None]
    tmp8 = tmp6[:, None]
    tl.store(out_ptr0 + (x3), tmp3, None)
    tl.store(out_ptr1 + (x3), tmp7, None)
    tl.store(out_ptr2 + (x3), tmp8, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/yb/cybjje64wj4tzrwo7aiuzgirehmd2q36idlqarccqtrlul4zbb6v.py
# Topologically Sorted Source Nodes: [x_1], Original ATen: [aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   x_1 => convert_element_type_2, var_mean
# Graph fragment:
#   %buf3 : Tensor "f32[1, 64, 1, 1, 576][36864, 1, 36864, 36864, 64]cuda:0" = PlaceHolder[target=buf3]
#   %buf4 : Tensor "f32[1, 64, 1, 1, 576][36864, 1, 36864, 36864, 64]cuda:0" = PlaceHolder[target=buf4]
#   %buf5 : Tensor "f32[1, 64, 1, 1, 576][36864, 1, 36864, 36864, 64]cuda:0" = PlaceHolder[target=buf5]
#   %convert_element_type_2 : Tensor "f32[32, 64, 48, 48][147456, 2304, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution, torch.float32), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_2, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %buf6,%buf7,%buf8
triton_red_fused__native_batch_norm_legit_functional_3 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 512, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 450048, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_3(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 320
    r0_numel = 116
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x1 = xindex // 64
    x0 = (xindex % 64)
    tmp9_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp9_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp9_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = r0_2 + 116*x1
        tmp1 = tl.full([1, 1], 576, tl.int32)
        tmp2 = tmp0 < tmp1
        tmp3 = tl.load(in_ptr0 + (x0 + 64*r0_2 + 7424*x1), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr1 + (x0 + 64*r0_2 + 7424*x1), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0)
        tmp5 = tl.load(in_ptr2 + (x0 + 64*r0_2 + 7424*x1), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0)
        tmp6 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
        tmp7 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp8 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp9_mean_next, tmp9_m2_next, tmp9_weight_next = triton_helpers.welford_combine(
            tmp9_mean, tmp9_m2, tmp9_weight,
            tmp6, tmp7, tmp8
        )
        tmp9_mean = tl.where(r0_mask & xmask, tmp9_mean_next, tmp9_mean)
        tmp9_m2 = tl.where(r0_mask & xmask, tmp9_m2_next, tmp9_m2)
        tmp9_weight = tl.where(r0_mask & xmask, tmp9_weight_next, tmp9_weight)
    tmp10, tmp11, tmp12 = triton_helpers.welford(tmp9_mean, tmp9_m2, tmp9_weight, 1)
    tmp9 = tmp10[:, None]
    tmp13 = tmp11[:, None]
    tmp14 = tmp12[:, None]
    tl.store(out_ptr0 + (x3), tmp9, xmask)
    tl.store(out_ptr1 + (x3), tmp13, xmask)
    tl.store(out_ptr2 + (x3), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/o3/co3xnaump4sfinnvyfdpdhorqq6kstgbpibyyktqy7vafdoztvi7.py
# Topologically Sorted Source Nodes: [x_1], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
# Source node to ATen node mapping:
#   x_1 => add_1, add_2, add_3, convert_element_type_2, mul_1, mul_2, mul_3, mul_4, mul_5, rsqrt, squeeze, squeeze_2, var_mean
# Graph fragment:
#   %buf6 : Tensor "f32[1, 64, 1, 1, 5][320, 1, 320, 320, 64]cuda:0" = PlaceHolder[target=buf6]
#   %buf7 : Tensor "f32[1, 64, 1, 1, 5][320, 1, 320, 320, 64]cuda:0" = PlaceHolder[target=buf7]
#   %buf8 : Tensor "f32[1, 64, 1, 1, 5][320, 1, 320, 320, 64]cuda:0" = PlaceHolder[target=buf8]
#   %buf10 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=buf10]
#   %getitem_1 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=getitem_1]
#   %copy__1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=copy__1]
#   %add_2 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=add_2]
#   %copy__2 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=copy__2]
#   %add_3 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=add_3]
#   %convert_element_type_2 : Tensor "f32[32, 64, 48, 48][147456, 2304, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution, torch.float32), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_2, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_1 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_1,), kwargs = {})
#   %squeeze : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_1, [0, 2, 3]), kwargs = {})
#   %mul_1 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, 0.1), kwargs = {})
#   %mul_2 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_4, 0.9), kwargs = {})
#   %add_2 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %mul_2), kwargs = {})
#   %squeeze_2 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem, [0, 2, 3]), kwargs = {})
#   %mul_3 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_2, 1.000013563552023), kwargs = {})
#   %mul_4 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_3, 0.1), kwargs = {})
#   %mul_5 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_5, 0.9), kwargs = {})
#   %add_3 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_4, %mul_5), kwargs = {})
#   %copy__1 : Tensor "f32[64][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_4, %add_2), kwargs = {})
#   %copy__2 : Tensor "f32[64][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_5, %add_3), kwargs = {})
#   return %getitem_1,%buf10,%rsqrt,%add_2,%buf228,%add_3,%buf231
triton_per_fused__native_batch_norm_legit_functional_copy__4 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_copy__4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 8},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_copy__4', 'mutated_arg_names': ['in_ptr3', 'in_ptr4', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 5, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6912, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_copy__4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, out_ptr4, out_ptr6, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 5
    R0_BLOCK: tl.constexpr = 8
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
    tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x0 + 64*r0_1), r0_mask & xmask, other=0.0)
    tmp2 = tl.load(in_ptr2 + (x0 + 64*r0_1), r0_mask & xmask, other=0.0)
    tmp23 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp30 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(r0_mask & xmask, tmp3, 0)
    tmp8 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp9 = tl.where(r0_mask & xmask, tmp5, 0)
    tmp10, tmp11, tmp12 = triton_helpers.welford(tmp7, tmp8, tmp9, 1)
    tmp13 = tmp10[:, None]
    tmp14 = tmp11[:, None]
    tmp15 = tmp12[:, None]
    tmp16 = tl.full([1, 1], 73728.0, tl.float32)
    tmp17 = (tmp14 / tmp16)
    tmp18 = tl.full([1, 1], 1e-05, tl.float32)
    tmp19 = tmp17 + tmp18
    tmp20 = libdevice.rsqrt(tmp19)
    tmp21 = tl.full([1, 1], 0.1, tl.float32)
    tmp22 = tmp13 * tmp21
    tmp24 = tl.full([1, 1], 0.9, tl.float32)
    tmp25 = tmp23 * tmp24
    tmp26 = tmp22 + tmp25
    tmp27 = tl.full([1, 1], 1.000013563552023, tl.float32)
    tmp28 = tmp17 * tmp27
    tmp29 = tmp28 * tmp21
    tmp31 = tmp30 * tmp24
    tmp32 = tmp29 + tmp31
    tl.store(out_ptr2 + (x0), tmp20, xmask)
    tl.store(out_ptr4 + (x0), tmp26, xmask)
    tl.store(out_ptr6 + (x0), tmp32, xmask)
    tl.store(out_ptr0 + (x0), tmp13, xmask)
    tl.store(out_ptr1 + (x0), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/k7/ck7vcxdtyx2mofmwxv4u7lewi2dfpyvt3pa5dbmiglbbpclih64f.py
# Topologically Sorted Source Nodes: [x_1, x_2], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
# Source node to ATen node mapping:
#   x_1 => add_1, add_4, convert_element_type_2, convert_element_type_3, mul, mul_6, rsqrt, sub, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, var_mean
#   x_2 => relu
# Graph fragment:
#   %convolution : Tensor "bf16[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0" = PlaceHolder[target=convolution]
#   %getitem_1 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf10 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=buf10]
#   %primals_6 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_6]
#   %primals_7 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_7]
#   %convert_element_type_2 : Tensor "f32[32, 64, 48, 48][147456, 2304, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution, torch.float32), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_2, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_1 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_1,), kwargs = {})
#   %sub : Tensor "f32[32, 64, 48, 48][147456, 2304, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[32, 64, 48, 48][147456, 2304, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %unsqueeze : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_6, -1), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, -1), kwargs = {})
#   %mul_6 : Tensor "f32[32, 64, 48, 48][147456, 2304, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %unsqueeze_1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_7, -1), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, -1), kwargs = {})
#   %add_4 : Tensor "f32[32, 64, 48, 48][147456, 2304, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %unsqueeze_3), kwargs = {})
#   %convert_element_type_3 : Tensor "bf16[32, 64, 48, 48][147456, 2304, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_4, torch.bfloat16), kwargs = {})
#   %relu : Tensor "bf16[32, 64, 48, 48][147456, 2304, 48, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%convert_element_type_3,), kwargs = {})
#   return %relu
triton_poi_fused__native_batch_norm_legit_functional_relu_5 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_relu_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8388608}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_relu_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 28312576}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_relu_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4718592
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tl.full([1], 73728.0, tl.float32)
    tmp6 = (tmp4 / tmp5)
    tmp7 = tl.full([1], 1e-05, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = libdevice.rsqrt(tmp8)
    tmp10 = tmp3 * tmp9
    tmp12 = tmp10 * tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tmp14.to(tl.float32)
    tmp16 = tl.full([1], 0, tl.int32)
    tmp17 = triton_helpers.maximum(tmp16, tmp15)
    tl.store(out_ptr0 + (x2), tmp17, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/on/conxawrlz2d6jptublwomqpqgtiljzxzonlvvvfirvrdjzj5fg3x.py
# Topologically Sorted Source Nodes: [x_3], Original ATen: [aten.max_pool2d_with_indices]
# Source node to ATen node mapping:
#   x_3 => _low_memory_max_pool_with_offsets, getitem_2, getitem_3
# Graph fragment:
#   %relu : Tensor "bf16[32, 64, 48, 48][147456, 1, 3072, 64]cuda:0" = PlaceHolder[target=relu]
#   %_low_memory_max_pool_with_offsets : [num_users=2] = call_function[target=torch.ops.prims._low_memory_max_pool_with_offsets.default](args = (%relu, [3, 3], [2, 2], [1, 1], [1, 1], False), kwargs = {})
#   %getitem_2 : Tensor "bf16[32, 64, 24, 24][36864, 576, 24, 1]cuda:0"[num_users=3] = call_function[target=operator.getitem](args = (%_low_memory_max_pool_with_offsets, 0), kwargs = {})
#   %getitem_3 : Tensor "i8[32, 64, 24, 24][36864, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=operator.getitem](args = (%_low_memory_max_pool_with_offsets, 1), kwargs = {})
#   return %getitem_2,%getitem_3
triton_poi_fused_max_pool2d_with_indices_6 = async_compile.triton('triton_poi_fused_max_pool2d_with_indices_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'out_ptr1': '*i8', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_max_pool2d_with_indices_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 28311552}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_max_pool2d_with_indices_6(in_ptr0, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1179648
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = ((xindex // 1536) % 24)
    x1 = ((xindex // 64) % 24)
    x0 = (xindex % 64)
    x5 = xindex // 1536
    x6 = xindex
    tmp0 = (-1) + 2*x2
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 48, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tmp2 & tmp4
    tmp6 = (-1) + 2*x1
    tmp7 = tmp6 >= tmp1
    tmp8 = tmp6 < tmp3
    tmp9 = tmp7 & tmp8
    tmp10 = tmp5 & tmp9
    tmp11 = tl.load(in_ptr0 + ((-3136) + x0 + 128*x1 + 6144*x5), tmp10, other=float("-inf")).to(tl.float32)
    tmp12 = 2*x1
    tmp13 = tmp12 >= tmp1
    tmp14 = tmp12 < tmp3
    tmp15 = tmp13 & tmp14
    tmp16 = tmp5 & tmp15
    tmp17 = tl.load(in_ptr0 + ((-3072) + x0 + 128*x1 + 6144*x5), tmp16, other=float("-inf")).to(tl.float32)
    tmp18 = triton_helpers.maximum(tmp11, tmp17)
    tmp19 = 1 + 2*x1
    tmp20 = tmp19 >= tmp1
    tmp21 = tmp19 < tmp3
    tmp22 = tmp20 & tmp21
    tmp23 = tmp5 & tmp22
    tmp24 = tl.load(in_ptr0 + ((-3008) + x0 + 128*x1 + 6144*x5), tmp23, other=float("-inf")).to(tl.float32)
    tmp25 = triton_helpers.maximum(tmp18, tmp24)
    tmp26 = 2*x2
    tmp27 = tmp26 >= tmp1
    tmp28 = tmp26 < tmp3
    tmp29 = tmp27 & tmp28
    tmp30 = tmp29 & tmp9
    tmp31 = tl.load(in_ptr0 + ((-64) + x0 + 128*x1 + 6144*x5), tmp30, other=float("-inf")).to(tl.float32)
    tmp32 = triton_helpers.maximum(tmp25, tmp31)
    tmp33 = tmp29 & tmp15
    tmp34 = tl.load(in_ptr0 + (x0 + 128*x1 + 6144*x5), tmp33, other=float("-inf")).to(tl.float32)
    tmp35 = triton_helpers.maximum(tmp32, tmp34)
    tmp36 = tmp29 & tmp22
    tmp37 = tl.load(in_ptr0 + (64 + x0 + 128*x1 + 6144*x5), tmp36, other=float("-inf")).to(tl.float32)
    tmp38 = triton_helpers.maximum(tmp35, tmp37)
    tmp39 = 1 + 2*x2
    tmp40 = tmp39 >= tmp1
    tmp41 = tmp39 < tmp3
    tmp42 = tmp40 & tmp41
    tmp43 = tmp42 & tmp9
    tmp44 = tl.load(in_ptr0 + (3008 + x0 + 128*x1 + 6144*x5), tmp43, other=float("-inf")).to(tl.float32)
    tmp45 = triton_helpers.maximum(tmp38, tmp44)
    tmp46 = tmp42 & tmp15
    tmp47 = tl.load(in_ptr0 + (3072 + x0 + 128*x1 + 6144*x5), tmp46, other=float("-inf")).to(tl.float32)
    tmp48 = triton_helpers.maximum(tmp45, tmp47)
    tmp49 = tmp42 & tmp22
    tmp50 = tl.load(in_ptr0 + (3136 + x0 + 128*x1 + 6144*x5), tmp49, other=float("-inf")).to(tl.float32)
    tmp51 = triton_helpers.maximum(tmp48, tmp50)
    tmp52 = tmp11 > tmp17
    tmp53 = tmp11 == tmp17
    tmp54 = tmp11 != tmp11
    tmp55 = tmp17 != tmp17
    tmp56 = tmp54 > tmp55
    tmp57 = tmp52 | tmp56
    tmp58 = tmp54 & tmp55
    tmp59 = tmp53 | tmp58
    tmp60 = tl.full([1], 1, tl.int64)
    tmp61 = tmp1 < tmp60
    tmp62 = tmp59 & tmp61
    tmp63 = tmp57 | tmp62
    tmp64 = tl.where(tmp63, tmp11, tmp17)
    tmp65 = tl.where(tmp63, tmp1, tmp60)
    tmp66 = tmp64 > tmp24
    tmp67 = tmp64 == tmp24
    tmp68 = tmp64 != tmp64
    tmp69 = tmp24 != tmp24
    tmp70 = tmp68 > tmp69
    tmp71 = tmp66 | tmp70
    tmp72 = tmp68 & tmp69
    tmp73 = tmp67 | tmp72
    tmp74 = tl.full([1], 2, tl.int64)
    tmp75 = tmp65 < tmp74
    tmp76 = tmp73 & tmp75
    tmp77 = tmp71 | tmp76
    tmp78 = tl.where(tmp77, tmp64, tmp24)
    tmp79 = tl.where(tmp77, tmp65, tmp74)
    tmp80 = tmp78 > tmp31
    tmp81 = tmp78 == tmp31
    tmp82 = tmp78 != tmp78
    tmp83 = tmp31 != tmp31
    tmp84 = tmp82 > tmp83
    tmp85 = tmp80 | tmp84
    tmp86 = tmp82 & tmp83
    tmp87 = tmp81 | tmp86
    tmp88 = tl.full([1], 3, tl.int64)
    tmp89 = tmp79 < tmp88
    tmp90 = tmp87 & tmp89
    tmp91 = tmp85 | tmp90
    tmp92 = tl.where(tmp91, tmp78, tmp31)
    tmp93 = tl.where(tmp91, tmp79, tmp88)
    tmp94 = tmp92 > tmp34
    tmp95 = tmp92 == tmp34
    tmp96 = tmp92 != tmp92
    tmp97 = tmp34 != tmp34
    tmp98 = tmp96 > tmp97
    tmp99 = tmp94 | tmp98
    tmp100 = tmp96 & tmp97
    tmp101 = tmp95 | tmp100
    tmp102 = tl.full([1], 4, tl.int64)
    tmp103 = tmp93 < tmp102
    tmp104 = tmp101 & tmp103
    tmp105 = tmp99 | tmp104
    tmp106 = tl.where(tmp105, tmp92, tmp34)
    tmp107 = tl.where(tmp105, tmp93, tmp102)
    tmp108 = tmp106 > tmp37
    tmp109 = tmp106 == tmp37
    tmp110 = tmp106 != tmp106
    tmp111 = tmp37 != tmp37
    tmp112 = tmp110 > tmp111
    tmp113 = tmp108 | tmp112
    tmp114 = tmp110 & tmp111
    tmp115 = tmp109 | tmp114
    tmp116 = tl.full([1], 5, tl.int64)
    tmp117 = tmp107 < tmp116
    tmp118 = tmp115 & tmp117
    tmp119 = tmp113 | tmp118
    tmp120 = tl.where(tmp119, tmp106, tmp37)
    tmp121 = tl.where(tmp119, tmp107, tmp116)
    tmp122 = tmp120 > tmp44
    tmp123 = tmp120 == tmp44
    tmp124 = tmp120 != tmp120
    tmp125 = tmp44 != tmp44
    tmp126 = tmp124 > tmp125
    tmp127 = tmp122 | tmp126
    tmp128 = tmp124 & tmp125
    tmp129 = tmp123 | tmp128
    tmp130 = tl.full([1], 6, tl.int64)
    tmp131 = tmp121 < tmp130
    tmp132 = tmp129 & tmp131
    tmp133 = tmp127 | tmp132
    tmp134 = tl.where(tmp133, tmp120, tmp44)
    tmp135 = tl.where(tmp133, tmp121, tmp130)
    tmp136 = tmp134 > tmp47
    tmp137 = tmp134 == tmp47
    tmp138 = tmp134 != tmp134
    tmp139 = tmp47 != tmp47
    tmp140 = tmp138 > tmp139
    tmp141 = tmp136 | tmp140
    tmp142 = tmp138 & tmp139
    tmp143 = tmp137 | tmp142
    tmp144 = tl.full([1], 7, tl.int64)
    tmp145 = tmp135 < tmp144
    tmp146 = tmp143 & tmp145
    tmp147 = tmp141 | tmp146
    tmp148 = tl.where(tmp147, tmp134, tmp47)
    tmp149 = tl.where(tmp147, tmp135, tmp144)
    tmp150 = tmp148 > tmp50
    tmp151 = tmp148 == tmp50
    tmp152 = tmp148 != tmp148
    tmp153 = tmp50 != tmp50
    tmp154 = tmp152 > tmp153
    tmp155 = tmp150 | tmp154
    tmp156 = tmp152 & tmp153
    tmp157 = tmp151 | tmp156
    tmp158 = tl.full([1], 8, tl.int64)
    tmp159 = tmp149 < tmp158
    tmp160 = tmp157 & tmp159
    tmp161 = tmp155 | tmp160
    tmp162 = tl.where(tmp161, tmp148, tmp50)
    tmp163 = tl.where(tmp161, tmp149, tmp158)
    tmp164 = tmp163.to(tl.int8)
    tl.store(out_ptr0 + (x6), tmp51, None)
    tl.store(out_ptr1 + (x6), tmp164, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/nv/cnva4bpiefw6ljj2i6xrn7oaxdyxuu53ewbdlk57ltcpfjzgjdma.py
# Topologically Sorted Source Nodes: [out], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   out => convert_element_type_4
# Graph fragment:
#   %primals_8 : Tensor "f32[64, 64, 3, 3][576, 9, 3, 1]cuda:0" = PlaceHolder[target=primals_8]
#   %convert_element_type_4 : Tensor "bf16[64, 64, 3, 3][576, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_8, torch.bfloat16), kwargs = {})
#   return %convert_element_type_4
triton_poi_fused__to_copy_7 = async_compile.triton('triton_poi_fused__to_copy_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 4096, 'x': 16}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_7', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 147456, 'x': 147456}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_7(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 4096
    xnumel = 9
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 64)
    y1 = yindex // 64
    tmp0 = tl.load(in_ptr0 + (x2 + 9*y3), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (y0 + 64*x2 + 576*y1), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/37/c37bubpvmvlnngzyqsuktoah3cx3mr5klezconmjko25frq7ogxb.py
# Topologically Sorted Source Nodes: [out_1], Original ATen: [aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   out_1 => convert_element_type_5, var_mean_1
# Graph fragment:
#   %convolution_1 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=convolution_1]
#   %convert_element_type_5 : Tensor "f32[32, 64, 24, 24][36864, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_1, torch.float32), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_5, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %buf18,%buf19,%buf20
triton_red_fused__native_batch_norm_legit_functional_8 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_8', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_8', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2580480, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_8(in_ptr0, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    tmp3_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp3_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp3_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp3_mean_next, tmp3_m2_next, tmp3_weight_next = triton_helpers.welford_reduce(
            tmp2, tmp3_mean, tmp3_m2, tmp3_weight, roffset == 0
        )
        tmp3_mean = tl.where(r0_mask & xmask, tmp3_mean_next, tmp3_mean)
        tmp3_m2 = tl.where(r0_mask & xmask, tmp3_m2_next, tmp3_m2)
        tmp3_weight = tl.where(r0_mask & xmask, tmp3_weight_next, tmp3_weight)
    tmp4, tmp5, tmp6 = triton_helpers.welford(tmp3_mean, tmp3_m2, tmp3_weight, 1)
    tmp3 = tmp4[:, None]
    tmp7 = tmp5[:, None]
    tmp8 = tmp6[:, None]
    tl.store(out_ptr0 + (x3), tmp3, xmask)
    tl.store(out_ptr1 + (x3), tmp7, xmask)
    tl.store(out_ptr2 + (x3), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/3d/c3dpxguks3xv6wqqmdlakh6b6grxjgqvi55m5baamx5sxrlaf5kv.py
# Topologically Sorted Source Nodes: [out_1], Original ATen: [aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   out_1 => convert_element_type_5, var_mean_1
# Graph fragment:
#   %buf18 : Tensor "f32[1, 64, 1, 1, 144][9216, 1, 9216, 9216, 64]cuda:0" = PlaceHolder[target=buf18]
#   %buf19 : Tensor "f32[1, 64, 1, 1, 144][9216, 1, 9216, 9216, 64]cuda:0" = PlaceHolder[target=buf19]
#   %buf20 : Tensor "f32[1, 64, 1, 1, 144][9216, 1, 9216, 9216, 64]cuda:0" = PlaceHolder[target=buf20]
#   %convert_element_type_5 : Tensor "f32[32, 64, 24, 24][36864, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_1, torch.float32), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_5, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %buf21,%buf22,%buf23
triton_red_fused__native_batch_norm_legit_functional_9 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 128, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_9', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 113664, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_9(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 72
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 64)
    x1 = xindex // 64
    tmp6_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp6_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp6_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_2 + 4608*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 64*r0_2 + 4608*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tl.load(in_ptr2 + (x0 + 64*r0_2 + 4608*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp6_mean_next, tmp6_m2_next, tmp6_weight_next = triton_helpers.welford_combine(
            tmp6_mean, tmp6_m2, tmp6_weight,
            tmp3, tmp4, tmp5
        )
        tmp6_mean = tl.where(r0_mask & xmask, tmp6_mean_next, tmp6_mean)
        tmp6_m2 = tl.where(r0_mask & xmask, tmp6_m2_next, tmp6_m2)
        tmp6_weight = tl.where(r0_mask & xmask, tmp6_weight_next, tmp6_weight)
    tmp7, tmp8, tmp9 = triton_helpers.welford(tmp6_mean, tmp6_m2, tmp6_weight, 1)
    tmp6 = tmp7[:, None]
    tmp10 = tmp8[:, None]
    tmp11 = tmp9[:, None]
    tl.store(out_ptr0 + (x3), tmp6, xmask)
    tl.store(out_ptr1 + (x3), tmp10, xmask)
    tl.store(out_ptr2 + (x3), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/pn/cpnrxubupdcyeabfoirnkdew6jua56usewxizsn46zgpyjrfm5p2.py
# Topologically Sorted Source Nodes: [out_1], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
# Source node to ATen node mapping:
#   out_1 => add_6, add_7, add_8, convert_element_type_5, mul_10, mul_11, mul_12, mul_8, mul_9, rsqrt_1, squeeze_3, squeeze_5, var_mean_1
# Graph fragment:
#   %buf21 : Tensor "f32[1, 64, 1, 1, 2][128, 1, 128, 128, 64]cuda:0" = PlaceHolder[target=buf21]
#   %buf22 : Tensor "f32[1, 64, 1, 1, 2][128, 1, 128, 128, 64]cuda:0" = PlaceHolder[target=buf22]
#   %buf23 : Tensor "f32[1, 64, 1, 1, 2][128, 1, 128, 128, 64]cuda:0" = PlaceHolder[target=buf23]
#   %buf25 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=buf25]
#   %getitem_5 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=getitem_5]
#   %copy__4 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=copy__4]
#   %add_7 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=add_7]
#   %copy__5 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=copy__5]
#   %add_8 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=add_8]
#   %convert_element_type_5 : Tensor "f32[32, 64, 24, 24][36864, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_1, torch.float32), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_5, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_6 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_4, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_6,), kwargs = {})
#   %squeeze_3 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_5, [0, 2, 3]), kwargs = {})
#   %mul_8 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_3, 0.1), kwargs = {})
#   %mul_9 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_10, 0.9), kwargs = {})
#   %add_7 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_8, %mul_9), kwargs = {})
#   %squeeze_5 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_4, [0, 2, 3]), kwargs = {})
#   %mul_10 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_5, 1.0000542564158212), kwargs = {})
#   %mul_11 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_10, 0.1), kwargs = {})
#   %mul_12 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_11, 0.9), kwargs = {})
#   %add_8 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_11, %mul_12), kwargs = {})
#   %copy__4 : Tensor "f32[64][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_10, %add_7), kwargs = {})
#   %copy__5 : Tensor "f32[64][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_11, %add_8), kwargs = {})
#   return %getitem_5,%buf25,%rsqrt_1,%add_7,%buf236,%add_8,%buf239
triton_per_fused__native_batch_norm_legit_functional_copy__10 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_copy__10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 2},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_copy__10', 'mutated_arg_names': ['in_ptr3', 'in_ptr4', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 5, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4608, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_copy__10(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, out_ptr4, out_ptr6, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 2
    R0_BLOCK: tl.constexpr = 2
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
    tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x0 + 64*r0_1), xmask, other=0.0)
    tmp2 = tl.load(in_ptr2 + (x0 + 64*r0_1), xmask, other=0.0)
    tmp23 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp30 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp3, 0)
    tmp8 = tl.where(xmask, tmp4, 0)
    tmp9 = tl.where(xmask, tmp5, 0)
    tmp10, tmp11, tmp12 = triton_helpers.welford(tmp7, tmp8, tmp9, 1)
    tmp13 = tmp10[:, None]
    tmp14 = tmp11[:, None]
    tmp15 = tmp12[:, None]
    tmp16 = tl.full([1, 1], 18432.0, tl.float32)
    tmp17 = (tmp14 / tmp16)
    tmp18 = tl.full([1, 1], 1e-05, tl.float32)
    tmp19 = tmp17 + tmp18
    tmp20 = libdevice.rsqrt(tmp19)
    tmp21 = tl.full([1, 1], 0.1, tl.float32)
    tmp22 = tmp13 * tmp21
    tmp24 = tl.full([1, 1], 0.9, tl.float32)
    tmp25 = tmp23 * tmp24
    tmp26 = tmp22 + tmp25
    tmp27 = tl.full([1, 1], 1.0000542564158212, tl.float32)
    tmp28 = tmp17 * tmp27
    tmp29 = tmp28 * tmp21
    tmp31 = tmp30 * tmp24
    tmp32 = tmp29 + tmp31
    tl.store(out_ptr2 + (x0), tmp20, xmask)
    tl.store(out_ptr4 + (x0), tmp26, xmask)
    tl.store(out_ptr6 + (x0), tmp32, xmask)
    tl.store(out_ptr0 + (x0), tmp13, xmask)
    tl.store(out_ptr1 + (x0), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/2k/c2kh7bgjbljje3hynpbbu5wtfrh7bqcictgmlubtnkehldbn6w33.py
# Topologically Sorted Source Nodes: [out_1, out_2], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
# Source node to ATen node mapping:
#   out_1 => add_6, add_9, convert_element_type_5, convert_element_type_6, mul_13, mul_7, rsqrt_1, sub_1, unsqueeze_4, unsqueeze_5, unsqueeze_6, unsqueeze_7, var_mean_1
#   out_2 => relu_1
# Graph fragment:
#   %convolution_1 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=convolution_1]
#   %getitem_5 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=getitem_5]
#   %buf25 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=buf25]
#   %primals_12 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_12]
#   %primals_13 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_13]
#   %convert_element_type_5 : Tensor "f32[32, 64, 24, 24][36864, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_1, torch.float32), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_5, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_6 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_4, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_6,), kwargs = {})
#   %sub_1 : Tensor "f32[32, 64, 24, 24][36864, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_1, %getitem_5), kwargs = {})
#   %mul_7 : Tensor "f32[32, 64, 24, 24][36864, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_12, -1), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, -1), kwargs = {})
#   %mul_13 : Tensor "f32[32, 64, 24, 24][36864, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_7, %unsqueeze_5), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_13, -1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, -1), kwargs = {})
#   %add_9 : Tensor "f32[32, 64, 24, 24][36864, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_13, %unsqueeze_7), kwargs = {})
#   %convert_element_type_6 : Tensor "bf16[32, 64, 24, 24][36864, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_9, torch.bfloat16), kwargs = {})
#   %relu_1 : Tensor "bf16[32, 64, 24, 24][36864, 576, 24, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%convert_element_type_6,), kwargs = {})
#   return %relu_1
triton_poi_fused__native_batch_norm_legit_functional_relu_11 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_relu_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_relu_11', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 7078912}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_relu_11(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1179648
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tl.full([1], 18432.0, tl.float32)
    tmp6 = (tmp4 / tmp5)
    tmp7 = tl.full([1], 1e-05, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = libdevice.rsqrt(tmp8)
    tmp10 = tmp3 * tmp9
    tmp12 = tmp10 * tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tmp14.to(tl.float32)
    tmp16 = tl.full([1], 0, tl.int32)
    tmp17 = triton_helpers.maximum(tmp16, tmp15)
    tl.store(out_ptr0 + (x2), tmp17, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/ds/cdsdjldlh74fnf7iyvxymlzvqqkxjmkgmxb6vzl6p6pbknidjrlr.py
# Topologically Sorted Source Nodes: [out_4, out_5, out_6], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
# Source node to ATen node mapping:
#   out_4 => add_11, add_14, convert_element_type_8, convert_element_type_9, mul_14, mul_20, rsqrt_2, sub_2, unsqueeze_10, unsqueeze_11, unsqueeze_8, unsqueeze_9, var_mean_2
#   out_5 => add_15
#   out_6 => relu_2
# Graph fragment:
#   %convolution_2 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=convolution_2]
#   %getitem_7 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=getitem_7]
#   %buf38 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=buf38]
#   %primals_18 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_18]
#   %primals_19 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_19]
#   %getitem_2 : Tensor "bf16[32, 64, 24, 24][36864, 1, 1536, 64]cuda:0" = PlaceHolder[target=getitem_2]
#   %convert_element_type_8 : Tensor "f32[32, 64, 24, 24][36864, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_2, torch.float32), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_8, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_11 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_6, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_11,), kwargs = {})
#   %sub_2 : Tensor "f32[32, 64, 24, 24][36864, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_2, %getitem_7), kwargs = {})
#   %mul_14 : Tensor "f32[32, 64, 24, 24][36864, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_2), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_18, -1), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_8, -1), kwargs = {})
#   %mul_20 : Tensor "f32[32, 64, 24, 24][36864, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_14, %unsqueeze_9), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_19, -1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_10, -1), kwargs = {})
#   %add_14 : Tensor "f32[32, 64, 24, 24][36864, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_20, %unsqueeze_11), kwargs = {})
#   %convert_element_type_9 : Tensor "bf16[32, 64, 24, 24][36864, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_14, torch.bfloat16), kwargs = {})
#   %add_15 : Tensor "bf16[32, 64, 24, 24][36864, 576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_9, %getitem_2), kwargs = {})
#   %relu_2 : Tensor "bf16[32, 64, 24, 24][36864, 576, 24, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.relu.default](args = (%add_15,), kwargs = {})
#   return %relu_2
triton_poi_fused__native_batch_norm_legit_functional_add_relu_12 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_add_relu_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_add_relu_12', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9438208}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_add_relu_12(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1179648
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (x2), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tl.full([1], 18432.0, tl.float32)
    tmp6 = (tmp4 / tmp5)
    tmp7 = tl.full([1], 1e-05, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = libdevice.rsqrt(tmp8)
    tmp10 = tmp3 * tmp9
    tmp12 = tmp10 * tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tmp14.to(tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1], 0, tl.int32)
    tmp19 = triton_helpers.maximum(tmp18, tmp17)
    tl.store(out_ptr0 + (x2), tmp19, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/hu/churmoybehfmn5d6mztajtrmiiw6xnhqeouukwnnwm6rt5vgbfjp.py
# Topologically Sorted Source Nodes: [out_14], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   out_14 => convert_element_type_16
# Graph fragment:
#   %primals_32 : Tensor "f32[128, 64, 3, 3][576, 9, 3, 1]cuda:0" = PlaceHolder[target=primals_32]
#   %convert_element_type_16 : Tensor "bf16[128, 64, 3, 3][576, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_32, torch.bfloat16), kwargs = {})
#   return %convert_element_type_16
triton_poi_fused__to_copy_13 = async_compile.triton('triton_poi_fused__to_copy_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 8192, 'x': 16}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_13', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 294912, 'x': 294912}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_13(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 8192
    xnumel = 9
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 64)
    y1 = yindex // 64
    tmp0 = tl.load(in_ptr0 + (x2 + 9*y3), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (y0 + 64*x2 + 576*y1), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/ga/cgaruv2sdmdxsvvj74vplynb2kahv7sibqbhiltec4m53yxu22fu.py
# Topologically Sorted Source Nodes: [out_15], Original ATen: [aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   out_15 => convert_element_type_17, var_mean_5
# Graph fragment:
#   %convolution_5 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=convolution_5]
#   %convert_element_type_17 : Tensor "f32[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_5, torch.float32), kwargs = {})
#   %var_mean_5 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_17, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %buf70,%buf71,%buf72
triton_red_fused__native_batch_norm_legit_functional_14 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_14', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_14', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1290240, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_14(in_ptr0, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    tmp3_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp3_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp3_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 128*r0_2 + 16384*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp3_mean_next, tmp3_m2_next, tmp3_weight_next = triton_helpers.welford_reduce(
            tmp2, tmp3_mean, tmp3_m2, tmp3_weight, roffset == 0
        )
        tmp3_mean = tl.where(r0_mask & xmask, tmp3_mean_next, tmp3_mean)
        tmp3_m2 = tl.where(r0_mask & xmask, tmp3_m2_next, tmp3_m2)
        tmp3_weight = tl.where(r0_mask & xmask, tmp3_weight_next, tmp3_weight)
    tmp4, tmp5, tmp6 = triton_helpers.welford(tmp3_mean, tmp3_m2, tmp3_weight, 1)
    tmp3 = tmp4[:, None]
    tmp7 = tmp5[:, None]
    tmp8 = tmp6[:, None]
    tl.store(out_ptr0 + (x3), tmp3, xmask)
    tl.store(out_ptr1 + (x3), tmp7, xmask)
    tl.store(out_ptr2 + (x3), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/fs/cfsqbuyzidw33cwrvz6sdqoadb3wfoasgafv2h54thi7luk4lkky.py
# Topologically Sorted Source Nodes: [out_15], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
# Source node to ATen node mapping:
#   out_15 => add_28, add_29, add_30, convert_element_type_17, mul_36, mul_37, mul_38, mul_39, mul_40, rsqrt_5, squeeze_15, squeeze_17, var_mean_5
# Graph fragment:
#   %buf70 : Tensor "f32[1, 128, 1, 1, 36][4608, 1, 4608, 4608, 128]cuda:0" = PlaceHolder[target=buf70]
#   %buf71 : Tensor "f32[1, 128, 1, 1, 36][4608, 1, 4608, 4608, 128]cuda:0" = PlaceHolder[target=buf71]
#   %buf72 : Tensor "f32[1, 128, 1, 1, 36][4608, 1, 4608, 4608, 128]cuda:0" = PlaceHolder[target=buf72]
#   %buf74 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=buf74]
#   %getitem_13 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=getitem_13]
#   %copy__16 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=copy__16]
#   %add_29 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=add_29]
#   %copy__17 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=copy__17]
#   %add_30 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=add_30]
#   %convert_element_type_17 : Tensor "f32[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_5, torch.float32), kwargs = {})
#   %var_mean_5 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_17, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_28 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_12, 1e-05), kwargs = {})
#   %rsqrt_5 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_28,), kwargs = {})
#   %squeeze_15 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_13, [0, 2, 3]), kwargs = {})
#   %mul_36 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_15, 0.1), kwargs = {})
#   %mul_37 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_34, 0.9), kwargs = {})
#   %add_29 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_36, %mul_37), kwargs = {})
#   %squeeze_17 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_12, [0, 2, 3]), kwargs = {})
#   %mul_38 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_17, 1.0002170609941394), kwargs = {})
#   %mul_39 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_38, 0.1), kwargs = {})
#   %mul_40 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_35, 0.9), kwargs = {})
#   %add_30 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_39, %mul_40), kwargs = {})
#   %copy__16 : Tensor "f32[128][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_34, %add_29), kwargs = {})
#   %copy__17 : Tensor "f32[128][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_35, %add_30), kwargs = {})
#   return %getitem_13,%buf74,%rsqrt_5,%add_29,%buf268,%add_30,%buf271
triton_per_fused__native_batch_norm_legit_functional_copy__15 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_copy__15', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_copy__15', 'mutated_arg_names': ['in_ptr3', 'in_ptr4', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 5, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 61440, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_copy__15(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, out_ptr4, out_ptr6, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp1 = tl.load(in_ptr1 + (x0 + 128*r0_1), r0_mask & xmask, other=0.0)
    tmp2 = tl.load(in_ptr2 + (x0 + 128*r0_1), r0_mask & xmask, other=0.0)
    tmp23 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp30 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(r0_mask & xmask, tmp3, 0)
    tmp8 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp9 = tl.where(r0_mask & xmask, tmp5, 0)
    tmp10, tmp11, tmp12 = triton_helpers.welford(tmp7, tmp8, tmp9, 1)
    tmp13 = tmp10[:, None]
    tmp14 = tmp11[:, None]
    tmp15 = tmp12[:, None]
    tmp16 = tl.full([1, 1], 4608.0, tl.float32)
    tmp17 = (tmp14 / tmp16)
    tmp18 = tl.full([1, 1], 1e-05, tl.float32)
    tmp19 = tmp17 + tmp18
    tmp20 = libdevice.rsqrt(tmp19)
    tmp21 = tl.full([1, 1], 0.1, tl.float32)
    tmp22 = tmp13 * tmp21
    tmp24 = tl.full([1, 1], 0.9, tl.float32)
    tmp25 = tmp23 * tmp24
    tmp26 = tmp22 + tmp25
    tmp27 = tl.full([1, 1], 1.0002170609941394, tl.float32)
    tmp28 = tmp17 * tmp27
    tmp29 = tmp28 * tmp21
    tmp31 = tmp30 * tmp24
    tmp32 = tmp29 + tmp31
    tl.store(out_ptr2 + (x0), tmp20, xmask)
    tl.store(out_ptr4 + (x0), tmp26, xmask)
    tl.store(out_ptr6 + (x0), tmp32, xmask)
    tl.store(out_ptr0 + (x0), tmp13, xmask)
    tl.store(out_ptr1 + (x0), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/np/cnpqen4i6urr3wu32krj4ouzuhtfksm4xmkbwspk2ht7c3wqth6c.py
# Topologically Sorted Source Nodes: [out_15, out_16], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
# Source node to ATen node mapping:
#   out_15 => add_28, add_31, convert_element_type_17, convert_element_type_18, mul_35, mul_41, rsqrt_5, sub_5, unsqueeze_20, unsqueeze_21, unsqueeze_22, unsqueeze_23, var_mean_5
#   out_16 => relu_5
# Graph fragment:
#   %convolution_5 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=convolution_5]
#   %getitem_13 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=getitem_13]
#   %buf74 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=buf74]
#   %primals_36 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_36]
#   %primals_37 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_37]
#   %convert_element_type_17 : Tensor "f32[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_5, torch.float32), kwargs = {})
#   %var_mean_5 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_17, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_28 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_12, 1e-05), kwargs = {})
#   %rsqrt_5 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_28,), kwargs = {})
#   %sub_5 : Tensor "f32[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_5, %getitem_13), kwargs = {})
#   %mul_35 : Tensor "f32[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_5, %rsqrt_5), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_36, -1), kwargs = {})
#   %unsqueeze_21 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_20, -1), kwargs = {})
#   %mul_41 : Tensor "f32[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_35, %unsqueeze_21), kwargs = {})
#   %unsqueeze_22 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_37, -1), kwargs = {})
#   %unsqueeze_23 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_22, -1), kwargs = {})
#   %add_31 : Tensor "f32[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_41, %unsqueeze_23), kwargs = {})
#   %convert_element_type_18 : Tensor "bf16[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_31, torch.bfloat16), kwargs = {})
#   %relu_5 : Tensor "bf16[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%convert_element_type_18,), kwargs = {})
#   return %relu_5
triton_poi_fused__native_batch_norm_legit_functional_relu_16 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_relu_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_relu_16', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3540992}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_relu_16(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 589824
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tl.full([1], 4608.0, tl.float32)
    tmp6 = (tmp4 / tmp5)
    tmp7 = tl.full([1], 1e-05, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = libdevice.rsqrt(tmp8)
    tmp10 = tmp3 * tmp9
    tmp12 = tmp10 * tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tmp14.to(tl.float32)
    tmp16 = tl.full([1], 0, tl.int32)
    tmp17 = triton_helpers.maximum(tmp16, tmp15)
    tl.store(out_ptr0 + (x2), tmp17, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/ja/cja35wpxgrxatduy2tooxpklsu52ccf2pkwmpymzlfzczchs6o7w.py
# Topologically Sorted Source Nodes: [out_17], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   out_17 => convert_element_type_19
# Graph fragment:
#   %primals_38 : Tensor "f32[128, 128, 3, 3][1152, 9, 3, 1]cuda:0" = PlaceHolder[target=primals_38]
#   %convert_element_type_19 : Tensor "bf16[128, 128, 3, 3][1152, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_38, torch.bfloat16), kwargs = {})
#   return %convert_element_type_19
triton_poi_fused__to_copy_17 = async_compile.triton('triton_poi_fused__to_copy_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 16384, 'x': 16}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_17', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 589824, 'x': 589824}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_17(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 16384
    xnumel = 9
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 128)
    y1 = yindex // 128
    tmp0 = tl.load(in_ptr0 + (x2 + 9*y3), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (y0 + 128*x2 + 1152*y1), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/y7/cy7qngu4urxz66ivppeo5m4oowyndnioykkkiqcumhp2w575fnhc.py
# Topologically Sorted Source Nodes: [input_1], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   input_1 => convert_element_type_22
# Graph fragment:
#   %primals_44 : Tensor "f32[128, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=primals_44]
#   %convert_element_type_22 : Tensor "bf16[128, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_44, torch.bfloat16), kwargs = {})
#   return %convert_element_type_22
triton_poi_fused__to_copy_18 = async_compile.triton('triton_poi_fused__to_copy_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_18', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 65536}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_18(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8192
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/ic/cicjhnn2c6b6drlm4alwgjfsa4mvvyjg63zb3bzutm5fvma2ccij.py
# Topologically Sorted Source Nodes: [out_18, input_2, out_19, out_20], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
# Source node to ATen node mapping:
#   input_2 => add_38, add_41, convert_element_type_23, convert_element_type_24, mul_49, mul_55, rsqrt_7, sub_7, unsqueeze_28, unsqueeze_29, unsqueeze_30, unsqueeze_31, var_mean_7
#   out_18 => add_33, add_36, convert_element_type_20, convert_element_type_21, mul_42, mul_48, rsqrt_6, sub_6, unsqueeze_24, unsqueeze_25, unsqueeze_26, unsqueeze_27, var_mean_6
#   out_19 => add_42
#   out_20 => relu_6
# Graph fragment:
#   %convolution_6 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=convolution_6]
#   %getitem_15 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=getitem_15]
#   %buf84 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=buf84]
#   %primals_42 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_42]
#   %primals_43 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_43]
#   %convolution_7 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=convolution_7]
#   %getitem_17 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=getitem_17]
#   %buf93 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=buf93]
#   %primals_48 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_48]
#   %primals_49 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_49]
#   %add_42 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=add_42]
#   %convert_element_type_20 : Tensor "f32[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_6, torch.float32), kwargs = {})
#   %var_mean_6 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_20, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_33 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_14, 1e-05), kwargs = {})
#   %rsqrt_6 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_33,), kwargs = {})
#   %sub_6 : Tensor "f32[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_6, %getitem_15), kwargs = {})
#   %mul_42 : Tensor "f32[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_6, %rsqrt_6), kwargs = {})
#   %unsqueeze_24 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_42, -1), kwargs = {})
#   %unsqueeze_25 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_24, -1), kwargs = {})
#   %mul_48 : Tensor "f32[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_42, %unsqueeze_25), kwargs = {})
#   %unsqueeze_26 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_43, -1), kwargs = {})
#   %unsqueeze_27 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_26, -1), kwargs = {})
#   %add_36 : Tensor "f32[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_48, %unsqueeze_27), kwargs = {})
#   %convert_element_type_21 : Tensor "bf16[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_36, torch.bfloat16), kwargs = {})
#   %convert_element_type_23 : Tensor "f32[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_7, torch.float32), kwargs = {})
#   %var_mean_7 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_23, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_38 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_16, 1e-05), kwargs = {})
#   %rsqrt_7 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_38,), kwargs = {})
#   %sub_7 : Tensor "f32[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_7, %getitem_17), kwargs = {})
#   %mul_49 : Tensor "f32[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_7, %rsqrt_7), kwargs = {})
#   %unsqueeze_28 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_48, -1), kwargs = {})
#   %unsqueeze_29 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_28, -1), kwargs = {})
#   %mul_55 : Tensor "f32[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_49, %unsqueeze_29), kwargs = {})
#   %unsqueeze_30 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_49, -1), kwargs = {})
#   %unsqueeze_31 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_30, -1), kwargs = {})
#   %add_41 : Tensor "f32[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_55, %unsqueeze_31), kwargs = {})
#   %convert_element_type_24 : Tensor "bf16[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_41, torch.bfloat16), kwargs = {})
#   %add_42 : Tensor "bf16[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_21, %convert_element_type_24), kwargs = {})
#   %relu_6 : Tensor "bf16[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.relu.default](args = (%add_42,), kwargs = {})
#   return %add_42,%relu_6
triton_poi_fused__native_batch_norm_legit_functional_add_relu_19 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_add_relu_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*bf16', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_add_relu_19', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 10, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4722688}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_add_relu_19(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, xnumel, XBLOCK : tl.constexpr):
    xnumel = 589824
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (x2), None).to(tl.float32)
    tmp18 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr7 + (x0), None, eviction_policy='evict_last')
    tmp25 = tl.load(in_ptr8 + (x0), None, eviction_policy='evict_last')
    tmp27 = tl.load(in_ptr9 + (x0), None, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tl.full([1], 4608.0, tl.float32)
    tmp6 = (tmp4 / tmp5)
    tmp7 = tl.full([1], 1e-05, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = libdevice.rsqrt(tmp8)
    tmp10 = tmp3 * tmp9
    tmp12 = tmp10 * tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tmp14.to(tl.float32)
    tmp17 = tmp16.to(tl.float32)
    tmp19 = tmp17 - tmp18
    tmp21 = (tmp20 / tmp5)
    tmp22 = tmp21 + tmp7
    tmp23 = libdevice.rsqrt(tmp22)
    tmp24 = tmp19 * tmp23
    tmp26 = tmp24 * tmp25
    tmp28 = tmp26 + tmp27
    tmp29 = tmp28.to(tl.float32)
    tmp30 = tmp15 + tmp29
    tmp31 = tl.full([1], 0, tl.int32)
    tmp32 = triton_helpers.maximum(tmp31, tmp30)
    tl.store(in_out_ptr0 + (x2), tmp32, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/tz/ctza5iex2afletrd2bu5ss3zh7wg4g2a5kg5tzgxmkj6f6jvilfm.py
# Topologically Sorted Source Nodes: [out_25, out_26, out_27], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
# Source node to ATen node mapping:
#   out_25 => add_49, add_52, convert_element_type_29, convert_element_type_30, mul_63, mul_69, rsqrt_9, sub_9, unsqueeze_36, unsqueeze_37, unsqueeze_38, unsqueeze_39, var_mean_9
#   out_26 => add_53
#   out_27 => relu_8
# Graph fragment:
#   %convolution_9 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=convolution_9]
#   %getitem_21 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=getitem_21]
#   %buf114 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=buf114]
#   %primals_60 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_60]
#   %primals_61 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_61]
#   %relu_6 : Tensor "bf16[32, 128, 12, 12][18432, 1, 1536, 128]cuda:0" = PlaceHolder[target=relu_6]
#   %convert_element_type_29 : Tensor "f32[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_9, torch.float32), kwargs = {})
#   %var_mean_9 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_29, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_49 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_20, 1e-05), kwargs = {})
#   %rsqrt_9 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_49,), kwargs = {})
#   %sub_9 : Tensor "f32[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_9, %getitem_21), kwargs = {})
#   %mul_63 : Tensor "f32[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_9, %rsqrt_9), kwargs = {})
#   %unsqueeze_36 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_60, -1), kwargs = {})
#   %unsqueeze_37 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_36, -1), kwargs = {})
#   %mul_69 : Tensor "f32[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_63, %unsqueeze_37), kwargs = {})
#   %unsqueeze_38 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_61, -1), kwargs = {})
#   %unsqueeze_39 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_38, -1), kwargs = {})
#   %add_52 : Tensor "f32[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_69, %unsqueeze_39), kwargs = {})
#   %convert_element_type_30 : Tensor "bf16[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_52, torch.bfloat16), kwargs = {})
#   %add_53 : Tensor "bf16[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_30, %relu_6), kwargs = {})
#   %relu_8 : Tensor "bf16[32, 128, 12, 12][18432, 144, 12, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.relu.default](args = (%add_53,), kwargs = {})
#   return %relu_8
triton_poi_fused__native_batch_norm_legit_functional_add_relu_20 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_add_relu_20', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_add_relu_20', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4720640}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_add_relu_20(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 589824
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (x2), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tl.full([1], 4608.0, tl.float32)
    tmp6 = (tmp4 / tmp5)
    tmp7 = tl.full([1], 1e-05, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = libdevice.rsqrt(tmp8)
    tmp10 = tmp3 * tmp9
    tmp12 = tmp10 * tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tmp14.to(tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1], 0, tl.int32)
    tmp19 = triton_helpers.maximum(tmp18, tmp17)
    tl.store(out_ptr0 + (x2), tmp19, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/5v/c5vof3zk3llnaa5c2al72yldfrhes77cxb35koen2vqqxedb7pgr.py
# Topologically Sorted Source Nodes: [out_28], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   out_28 => convert_element_type_31
# Graph fragment:
#   %primals_62 : Tensor "f32[256, 128, 3, 3][1152, 9, 3, 1]cuda:0" = PlaceHolder[target=primals_62]
#   %convert_element_type_31 : Tensor "bf16[256, 128, 3, 3][1152, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_62, torch.bfloat16), kwargs = {})
#   return %convert_element_type_31
triton_poi_fused__to_copy_21 = async_compile.triton('triton_poi_fused__to_copy_21', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 32768, 'x': 16}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_21', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 1179648, 'x': 1179648}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_21(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 32768
    xnumel = 9
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 128)
    y1 = yindex // 128
    tmp0 = tl.load(in_ptr0 + (x2 + 9*y3), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (y0 + 128*x2 + 1152*y1), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/zu/czu5iwrs2owkd2qq5plwu5y6gmxwfxfos7dzbcbffqdwlpwk5za4.py
# Topologically Sorted Source Nodes: [out_29], Original ATen: [aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   out_29 => convert_element_type_32, var_mean_10
# Graph fragment:
#   %convolution_10 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=convolution_10]
#   %convert_element_type_32 : Tensor "f32[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_10, torch.float32), kwargs = {})
#   %var_mean_10 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_32, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %buf120,%buf121,%buf122
triton_red_fused__native_batch_norm_legit_functional_22 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_22', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_22', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 645120, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_22(in_ptr0, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    tmp3_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp3_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp3_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp3_mean_next, tmp3_m2_next, tmp3_weight_next = triton_helpers.welford_reduce(
            tmp2, tmp3_mean, tmp3_m2, tmp3_weight, roffset == 0
        )
        tmp3_mean = tl.where(r0_mask & xmask, tmp3_mean_next, tmp3_mean)
        tmp3_m2 = tl.where(r0_mask & xmask, tmp3_m2_next, tmp3_m2)
        tmp3_weight = tl.where(r0_mask & xmask, tmp3_weight_next, tmp3_weight)
    tmp4, tmp5, tmp6 = triton_helpers.welford(tmp3_mean, tmp3_m2, tmp3_weight, 1)
    tmp3 = tmp4[:, None]
    tmp7 = tmp5[:, None]
    tmp8 = tmp6[:, None]
    tl.store(out_ptr0 + (x3), tmp3, xmask)
    tl.store(out_ptr1 + (x3), tmp7, xmask)
    tl.store(out_ptr2 + (x3), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/3x/c3xrblil3d34eedcuo7mft6w2wx7crpetqcscg77vl45ja37nlr4.py
# Topologically Sorted Source Nodes: [out_29], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
# Source node to ATen node mapping:
#   out_29 => add_55, add_56, add_57, convert_element_type_32, mul_71, mul_72, mul_73, mul_74, mul_75, rsqrt_10, squeeze_30, squeeze_32, var_mean_10
# Graph fragment:
#   %buf120 : Tensor "f32[1, 256, 1, 1, 9][2304, 1, 2304, 2304, 256]cuda:0" = PlaceHolder[target=buf120]
#   %buf121 : Tensor "f32[1, 256, 1, 1, 9][2304, 1, 2304, 2304, 256]cuda:0" = PlaceHolder[target=buf121]
#   %buf122 : Tensor "f32[1, 256, 1, 1, 9][2304, 1, 2304, 2304, 256]cuda:0" = PlaceHolder[target=buf122]
#   %buf124 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=buf124]
#   %getitem_23 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=getitem_23]
#   %copy__31 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=copy__31]
#   %add_56 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=add_56]
#   %copy__32 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=copy__32]
#   %add_57 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=add_57]
#   %convert_element_type_32 : Tensor "f32[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_10, torch.float32), kwargs = {})
#   %var_mean_10 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_32, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_55 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_22, 1e-05), kwargs = {})
#   %rsqrt_10 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_55,), kwargs = {})
#   %squeeze_30 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_23, [0, 2, 3]), kwargs = {})
#   %mul_71 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_30, 0.1), kwargs = {})
#   %mul_72 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_64, 0.9), kwargs = {})
#   %add_56 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_71, %mul_72), kwargs = {})
#   %squeeze_32 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_22, [0, 2, 3]), kwargs = {})
#   %mul_73 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_32, 1.000868809730669), kwargs = {})
#   %mul_74 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_73, 0.1), kwargs = {})
#   %mul_75 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_65, 0.9), kwargs = {})
#   %add_57 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_74, %mul_75), kwargs = {})
#   %copy__31 : Tensor "f32[256][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_64, %add_56), kwargs = {})
#   %copy__32 : Tensor "f32[256][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_65, %add_57), kwargs = {})
#   return %getitem_23,%buf124,%rsqrt_10,%add_56,%buf308,%add_57,%buf311
triton_per_fused__native_batch_norm_legit_functional_copy__23 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_copy__23', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_copy__23', 'mutated_arg_names': ['in_ptr3', 'in_ptr4', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 5, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 39936, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_copy__23(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, out_ptr4, out_ptr6, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp1 = tl.load(in_ptr1 + (x0 + 256*r0_1), r0_mask & xmask, other=0.0)
    tmp2 = tl.load(in_ptr2 + (x0 + 256*r0_1), r0_mask & xmask, other=0.0)
    tmp23 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp30 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(r0_mask & xmask, tmp3, 0)
    tmp8 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp9 = tl.where(r0_mask & xmask, tmp5, 0)
    tmp10, tmp11, tmp12 = triton_helpers.welford(tmp7, tmp8, tmp9, 1)
    tmp13 = tmp10[:, None]
    tmp14 = tmp11[:, None]
    tmp15 = tmp12[:, None]
    tmp16 = tl.full([1, 1], 1152.0, tl.float32)
    tmp17 = (tmp14 / tmp16)
    tmp18 = tl.full([1, 1], 1e-05, tl.float32)
    tmp19 = tmp17 + tmp18
    tmp20 = libdevice.rsqrt(tmp19)
    tmp21 = tl.full([1, 1], 0.1, tl.float32)
    tmp22 = tmp13 * tmp21
    tmp24 = tl.full([1, 1], 0.9, tl.float32)
    tmp25 = tmp23 * tmp24
    tmp26 = tmp22 + tmp25
    tmp27 = tl.full([1, 1], 1.000868809730669, tl.float32)
    tmp28 = tmp17 * tmp27
    tmp29 = tmp28 * tmp21
    tmp31 = tmp30 * tmp24
    tmp32 = tmp29 + tmp31
    tl.store(out_ptr2 + (x0), tmp20, xmask)
    tl.store(out_ptr4 + (x0), tmp26, xmask)
    tl.store(out_ptr6 + (x0), tmp32, xmask)
    tl.store(out_ptr0 + (x0), tmp13, xmask)
    tl.store(out_ptr1 + (x0), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/pg/cpgwqnwxbhuc5rnqz275lozmiseuilscdcr6eljfqe7feqggrod2.py
# Topologically Sorted Source Nodes: [out_29, out_30], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
# Source node to ATen node mapping:
#   out_29 => add_55, add_58, convert_element_type_32, convert_element_type_33, mul_70, mul_76, rsqrt_10, sub_10, unsqueeze_40, unsqueeze_41, unsqueeze_42, unsqueeze_43, var_mean_10
#   out_30 => relu_9
# Graph fragment:
#   %convolution_10 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=convolution_10]
#   %getitem_23 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=getitem_23]
#   %buf124 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=buf124]
#   %primals_66 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_66]
#   %primals_67 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_67]
#   %convert_element_type_32 : Tensor "f32[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_10, torch.float32), kwargs = {})
#   %var_mean_10 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_32, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_55 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_22, 1e-05), kwargs = {})
#   %rsqrt_10 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_55,), kwargs = {})
#   %sub_10 : Tensor "f32[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_10, %getitem_23), kwargs = {})
#   %mul_70 : Tensor "f32[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_10, %rsqrt_10), kwargs = {})
#   %unsqueeze_40 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_66, -1), kwargs = {})
#   %unsqueeze_41 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_40, -1), kwargs = {})
#   %mul_76 : Tensor "f32[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_70, %unsqueeze_41), kwargs = {})
#   %unsqueeze_42 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_67, -1), kwargs = {})
#   %unsqueeze_43 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_42, -1), kwargs = {})
#   %add_58 : Tensor "f32[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_76, %unsqueeze_43), kwargs = {})
#   %convert_element_type_33 : Tensor "bf16[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_58, torch.bfloat16), kwargs = {})
#   %relu_9 : Tensor "bf16[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%convert_element_type_33,), kwargs = {})
#   return %relu_9
triton_poi_fused__native_batch_norm_legit_functional_relu_24 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_relu_24', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_relu_24', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1773568}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_relu_24(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 294912
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 256)
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tl.full([1], 1152.0, tl.float32)
    tmp6 = (tmp4 / tmp5)
    tmp7 = tl.full([1], 1e-05, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = libdevice.rsqrt(tmp8)
    tmp10 = tmp3 * tmp9
    tmp12 = tmp10 * tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tmp14.to(tl.float32)
    tmp16 = tl.full([1], 0, tl.int32)
    tmp17 = triton_helpers.maximum(tmp16, tmp15)
    tl.store(out_ptr0 + (x2), tmp17, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/me/cmeb5vnfvne5x36fecbmfuzdponurcroqg7qg7dh2zc6xolgphcz.py
# Topologically Sorted Source Nodes: [out_31], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   out_31 => convert_element_type_34
# Graph fragment:
#   %primals_68 : Tensor "f32[256, 256, 3, 3][2304, 9, 3, 1]cuda:0" = PlaceHolder[target=primals_68]
#   %convert_element_type_34 : Tensor "bf16[256, 256, 3, 3][2304, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_68, torch.bfloat16), kwargs = {})
#   return %convert_element_type_34
triton_poi_fused__to_copy_25 = async_compile.triton('triton_poi_fused__to_copy_25', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 65536, 'x': 16}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_25', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 2359296, 'x': 2359296}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_25(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 65536
    xnumel = 9
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 256)
    y1 = yindex // 256
    tmp0 = tl.load(in_ptr0 + (x2 + 9*y3), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (y0 + 256*x2 + 2304*y1), tmp1, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/7a/c7aqacpsawfb76obznznfoqoaz36ihlg3bcgmsazb2xztatfdxsm.py
# Topologically Sorted Source Nodes: [input_3], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   input_3 => convert_element_type_37
# Graph fragment:
#   %primals_74 : Tensor "f32[256, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=primals_74]
#   %convert_element_type_37 : Tensor "bf16[256, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_74, torch.bfloat16), kwargs = {})
#   return %convert_element_type_37
triton_poi_fused__to_copy_26 = async_compile.triton('triton_poi_fused__to_copy_26', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_26', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 262144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_26(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/x7/cx7c7llp2udyrm65vfy2u42cneffdmhkhevdod6ywvvcbc62wpc2.py
# Topologically Sorted Source Nodes: [out_32, input_4, out_33, out_34], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
# Source node to ATen node mapping:
#   input_4 => add_65, add_68, convert_element_type_38, convert_element_type_39, mul_84, mul_90, rsqrt_12, sub_12, unsqueeze_48, unsqueeze_49, unsqueeze_50, unsqueeze_51, var_mean_12
#   out_32 => add_60, add_63, convert_element_type_35, convert_element_type_36, mul_77, mul_83, rsqrt_11, sub_11, unsqueeze_44, unsqueeze_45, unsqueeze_46, unsqueeze_47, var_mean_11
#   out_33 => add_69
#   out_34 => relu_10
# Graph fragment:
#   %convolution_11 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=convolution_11]
#   %getitem_25 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=getitem_25]
#   %buf134 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=buf134]
#   %primals_72 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_72]
#   %primals_73 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_73]
#   %convolution_12 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=convolution_12]
#   %getitem_27 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=getitem_27]
#   %buf143 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=buf143]
#   %primals_78 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_78]
#   %primals_79 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_79]
#   %add_69 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=add_69]
#   %convert_element_type_35 : Tensor "f32[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_11, torch.float32), kwargs = {})
#   %var_mean_11 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_35, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_60 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_24, 1e-05), kwargs = {})
#   %rsqrt_11 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_60,), kwargs = {})
#   %sub_11 : Tensor "f32[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_11, %getitem_25), kwargs = {})
#   %mul_77 : Tensor "f32[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_11, %rsqrt_11), kwargs = {})
#   %unsqueeze_44 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_72, -1), kwargs = {})
#   %unsqueeze_45 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_44, -1), kwargs = {})
#   %mul_83 : Tensor "f32[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_77, %unsqueeze_45), kwargs = {})
#   %unsqueeze_46 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_73, -1), kwargs = {})
#   %unsqueeze_47 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_46, -1), kwargs = {})
#   %add_63 : Tensor "f32[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_83, %unsqueeze_47), kwargs = {})
#   %convert_element_type_36 : Tensor "bf16[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_63, torch.bfloat16), kwargs = {})
#   %convert_element_type_38 : Tensor "f32[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_12, torch.float32), kwargs = {})
#   %var_mean_12 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_38, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_65 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_26, 1e-05), kwargs = {})
#   %rsqrt_12 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_65,), kwargs = {})
#   %sub_12 : Tensor "f32[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_12, %getitem_27), kwargs = {})
#   %mul_84 : Tensor "f32[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_12, %rsqrt_12), kwargs = {})
#   %unsqueeze_48 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_78, -1), kwargs = {})
#   %unsqueeze_49 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_48, -1), kwargs = {})
#   %mul_90 : Tensor "f32[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_84, %unsqueeze_49), kwargs = {})
#   %unsqueeze_50 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_79, -1), kwargs = {})
#   %unsqueeze_51 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_50, -1), kwargs = {})
#   %add_68 : Tensor "f32[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_90, %unsqueeze_51), kwargs = {})
#   %convert_element_type_39 : Tensor "bf16[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_68, torch.bfloat16), kwargs = {})
#   %add_69 : Tensor "bf16[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_36, %convert_element_type_39), kwargs = {})
#   %relu_10 : Tensor "bf16[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.relu.default](args = (%add_69,), kwargs = {})
#   return %add_69,%relu_10
triton_poi_fused__native_batch_norm_legit_functional_add_relu_27 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_add_relu_27', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*bf16', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_add_relu_27', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 10, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2367488}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_add_relu_27(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, xnumel, XBLOCK : tl.constexpr):
    xnumel = 294912
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 256)
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (x2), None).to(tl.float32)
    tmp18 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr7 + (x0), None, eviction_policy='evict_last')
    tmp25 = tl.load(in_ptr8 + (x0), None, eviction_policy='evict_last')
    tmp27 = tl.load(in_ptr9 + (x0), None, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tl.full([1], 1152.0, tl.float32)
    tmp6 = (tmp4 / tmp5)
    tmp7 = tl.full([1], 1e-05, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = libdevice.rsqrt(tmp8)
    tmp10 = tmp3 * tmp9
    tmp12 = tmp10 * tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tmp14.to(tl.float32)
    tmp17 = tmp16.to(tl.float32)
    tmp19 = tmp17 - tmp18
    tmp21 = (tmp20 / tmp5)
    tmp22 = tmp21 + tmp7
    tmp23 = libdevice.rsqrt(tmp22)
    tmp24 = tmp19 * tmp23
    tmp26 = tmp24 * tmp25
    tmp28 = tmp26 + tmp27
    tmp29 = tmp28.to(tl.float32)
    tmp30 = tmp15 + tmp29
    tmp31 = tl.full([1], 0, tl.int32)
    tmp32 = triton_helpers.maximum(tmp31, tmp30)
    tl.store(in_out_ptr0 + (x2), tmp32, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/l6/cl6xabejhqmfx3wtgkkdyw7ajrdfl5x46jvtz72xqwizospw5lvc.py
# Topologically Sorted Source Nodes: [out_39, out_40, out_41], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
# Source node to ATen node mapping:
#   out_39 => add_76, add_79, convert_element_type_44, convert_element_type_45, mul_104, mul_98, rsqrt_14, sub_14, unsqueeze_56, unsqueeze_57, unsqueeze_58, unsqueeze_59, var_mean_14
#   out_40 => add_80
#   out_41 => relu_12
# Graph fragment:
#   %convolution_14 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=convolution_14]
#   %getitem_31 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=getitem_31]
#   %buf164 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=buf164]
#   %primals_90 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_90]
#   %primals_91 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_91]
#   %relu_10 : Tensor "bf16[32, 256, 6, 6][9216, 1, 1536, 256]cuda:0" = PlaceHolder[target=relu_10]
#   %convert_element_type_44 : Tensor "f32[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_14, torch.float32), kwargs = {})
#   %var_mean_14 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_44, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_76 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_30, 1e-05), kwargs = {})
#   %rsqrt_14 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_76,), kwargs = {})
#   %sub_14 : Tensor "f32[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_14, %getitem_31), kwargs = {})
#   %mul_98 : Tensor "f32[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_14, %rsqrt_14), kwargs = {})
#   %unsqueeze_56 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_90, -1), kwargs = {})
#   %unsqueeze_57 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_56, -1), kwargs = {})
#   %mul_104 : Tensor "f32[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_98, %unsqueeze_57), kwargs = {})
#   %unsqueeze_58 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_91, -1), kwargs = {})
#   %unsqueeze_59 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_58, -1), kwargs = {})
#   %add_79 : Tensor "f32[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_104, %unsqueeze_59), kwargs = {})
#   %convert_element_type_45 : Tensor "bf16[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_79, torch.bfloat16), kwargs = {})
#   %add_80 : Tensor "bf16[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_45, %relu_10), kwargs = {})
#   %relu_12 : Tensor "bf16[32, 256, 6, 6][9216, 36, 6, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.relu.default](args = (%add_80,), kwargs = {})
#   return %relu_12
triton_poi_fused__native_batch_norm_legit_functional_add_relu_28 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_add_relu_28', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_add_relu_28', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2363392}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_add_relu_28(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 294912
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 256)
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (x2), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tl.full([1], 1152.0, tl.float32)
    tmp6 = (tmp4 / tmp5)
    tmp7 = tl.full([1], 1e-05, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = libdevice.rsqrt(tmp8)
    tmp10 = tmp3 * tmp9
    tmp12 = tmp10 * tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tmp14.to(tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1], 0, tl.int32)
    tmp19 = triton_helpers.maximum(tmp18, tmp17)
    tl.store(out_ptr0 + (x2), tmp19, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/cb/ccbbnue6qhezb5oylqcwdvzqsk4z27wsycusfm3nl2vsodmpgiw3.py
# Topologically Sorted Source Nodes: [out_42], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   out_42 => convert_element_type_46
# Graph fragment:
#   %primals_92 : Tensor "f32[512, 256, 3, 3][2304, 9, 3, 1]cuda:0" = PlaceHolder[target=primals_92]
#   %convert_element_type_46 : Tensor "bf16[512, 256, 3, 3][2304, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_92, torch.bfloat16), kwargs = {})
#   return %convert_element_type_46
triton_poi_fused__to_copy_29 = async_compile.triton('triton_poi_fused__to_copy_29', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 131072, 'x': 16}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_29', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 4718592, 'x': 4718592}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_29(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 131072
    xnumel = 9
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 256)
    y1 = yindex // 256
    tmp0 = tl.load(in_ptr0 + (x2 + 9*y3), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (y0 + 256*x2 + 2304*y1), tmp1, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/n7/cn7d3l67i7vjlzw5k3ec3iuddshrkdiejg47smnjmxngg5h7cj35.py
# Topologically Sorted Source Nodes: [out_43], Original ATen: [aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   out_43 => convert_element_type_47, var_mean_15
# Graph fragment:
#   %convolution_15 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=convolution_15]
#   %convert_element_type_47 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_15, torch.float32), kwargs = {})
#   %var_mean_15 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_47, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %buf170,%buf171,%buf172
triton_red_fused__native_batch_norm_legit_functional_30 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_30', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_30', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 331776, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_30(in_ptr0, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    tmp3_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp3_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp3_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_2 + 49152*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp3_mean_next, tmp3_m2_next, tmp3_weight_next = triton_helpers.welford_reduce(
            tmp2, tmp3_mean, tmp3_m2, tmp3_weight, roffset == 0
        )
        tmp3_mean = tl.where(r0_mask & xmask, tmp3_mean_next, tmp3_mean)
        tmp3_m2 = tl.where(r0_mask & xmask, tmp3_m2_next, tmp3_m2)
        tmp3_weight = tl.where(r0_mask & xmask, tmp3_weight_next, tmp3_weight)
    tmp4, tmp5, tmp6 = triton_helpers.welford(tmp3_mean, tmp3_m2, tmp3_weight, 1)
    tmp3 = tmp4[:, None]
    tmp7 = tmp5[:, None]
    tmp8 = tmp6[:, None]
    tl.store(out_ptr0 + (x3), tmp3, xmask)
    tl.store(out_ptr1 + (x3), tmp7, xmask)
    tl.store(out_ptr2 + (x3), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/om/compj3hvo243wjvazhgziuvvxagevcutq5fyyeiskrhgsncnzxrp.py
# Topologically Sorted Source Nodes: [out_43], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
# Source node to ATen node mapping:
#   out_43 => add_82, add_83, add_84, convert_element_type_47, mul_106, mul_107, mul_108, mul_109, mul_110, rsqrt_15, squeeze_45, squeeze_47, var_mean_15
# Graph fragment:
#   %buf170 : Tensor "f32[1, 512, 1, 1, 3][1536, 1, 1536, 1536, 512]cuda:0" = PlaceHolder[target=buf170]
#   %buf171 : Tensor "f32[1, 512, 1, 1, 3][1536, 1, 1536, 1536, 512]cuda:0" = PlaceHolder[target=buf171]
#   %buf172 : Tensor "f32[1, 512, 1, 1, 3][1536, 1, 1536, 1536, 512]cuda:0" = PlaceHolder[target=buf172]
#   %buf174 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=buf174]
#   %getitem_33 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=getitem_33]
#   %copy__46 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=copy__46]
#   %add_83 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=add_83]
#   %copy__47 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=copy__47]
#   %add_84 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=add_84]
#   %convert_element_type_47 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_15, torch.float32), kwargs = {})
#   %var_mean_15 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_47, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_82 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_32, 1e-05), kwargs = {})
#   %rsqrt_15 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_82,), kwargs = {})
#   %squeeze_45 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_33, [0, 2, 3]), kwargs = {})
#   %mul_106 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_45, 0.1), kwargs = {})
#   %mul_107 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_94, 0.9), kwargs = {})
#   %add_83 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_106, %mul_107), kwargs = {})
#   %squeeze_47 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_32, [0, 2, 3]), kwargs = {})
#   %mul_108 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_47, 1.0034843205574913), kwargs = {})
#   %mul_109 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_108, 0.1), kwargs = {})
#   %mul_110 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_95, 0.9), kwargs = {})
#   %add_84 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_109, %mul_110), kwargs = {})
#   %copy__46 : Tensor "f32[512][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_94, %add_83), kwargs = {})
#   %copy__47 : Tensor "f32[512][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_95, %add_84), kwargs = {})
#   return %getitem_33,%buf174,%rsqrt_15,%add_83,%buf348,%add_84,%buf351
triton_per_fused__native_batch_norm_legit_functional_copy__31 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_copy__31', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_copy__31', 'mutated_arg_names': ['in_ptr3', 'in_ptr4', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 5, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 43008, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_copy__31(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, out_ptr4, out_ptr6, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp1 = tl.load(in_ptr1 + (x0 + 512*r0_1), r0_mask & xmask, other=0.0)
    tmp2 = tl.load(in_ptr2 + (x0 + 512*r0_1), r0_mask & xmask, other=0.0)
    tmp23 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp30 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(r0_mask & xmask, tmp3, 0)
    tmp8 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp9 = tl.where(r0_mask & xmask, tmp5, 0)
    tmp10, tmp11, tmp12 = triton_helpers.welford(tmp7, tmp8, tmp9, 1)
    tmp13 = tmp10[:, None]
    tmp14 = tmp11[:, None]
    tmp15 = tmp12[:, None]
    tmp16 = tl.full([1, 1], 288.0, tl.float32)
    tmp17 = (tmp14 / tmp16)
    tmp18 = tl.full([1, 1], 1e-05, tl.float32)
    tmp19 = tmp17 + tmp18
    tmp20 = libdevice.rsqrt(tmp19)
    tmp21 = tl.full([1, 1], 0.1, tl.float32)
    tmp22 = tmp13 * tmp21
    tmp24 = tl.full([1, 1], 0.9, tl.float32)
    tmp25 = tmp23 * tmp24
    tmp26 = tmp22 + tmp25
    tmp27 = tl.full([1, 1], 1.0034843205574913, tl.float32)
    tmp28 = tmp17 * tmp27
    tmp29 = tmp28 * tmp21
    tmp31 = tmp30 * tmp24
    tmp32 = tmp29 + tmp31
    tl.store(out_ptr2 + (x0), tmp20, xmask)
    tl.store(out_ptr4 + (x0), tmp26, xmask)
    tl.store(out_ptr6 + (x0), tmp32, xmask)
    tl.store(out_ptr0 + (x0), tmp13, xmask)
    tl.store(out_ptr1 + (x0), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/tt/cttau4eyhyhj4lztc5eua7jvsyqjtuoevwd76wipsrlswn3tjohl.py
# Topologically Sorted Source Nodes: [out_43, out_44], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
# Source node to ATen node mapping:
#   out_43 => add_82, add_85, convert_element_type_47, convert_element_type_48, mul_105, mul_111, rsqrt_15, sub_15, unsqueeze_60, unsqueeze_61, unsqueeze_62, unsqueeze_63, var_mean_15
#   out_44 => relu_13
# Graph fragment:
#   %convolution_15 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=convolution_15]
#   %getitem_33 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=getitem_33]
#   %buf174 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=buf174]
#   %primals_96 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_96]
#   %primals_97 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_97]
#   %convert_element_type_47 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_15, torch.float32), kwargs = {})
#   %var_mean_15 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_47, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_82 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_32, 1e-05), kwargs = {})
#   %rsqrt_15 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_82,), kwargs = {})
#   %sub_15 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_15, %getitem_33), kwargs = {})
#   %mul_105 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_15, %rsqrt_15), kwargs = {})
#   %unsqueeze_60 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_96, -1), kwargs = {})
#   %unsqueeze_61 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_60, -1), kwargs = {})
#   %mul_111 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_105, %unsqueeze_61), kwargs = {})
#   %unsqueeze_62 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_97, -1), kwargs = {})
#   %unsqueeze_63 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_62, -1), kwargs = {})
#   %add_85 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_111, %unsqueeze_63), kwargs = {})
#   %convert_element_type_48 : Tensor "bf16[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_85, torch.bfloat16), kwargs = {})
#   %relu_13 : Tensor "bf16[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%convert_element_type_48,), kwargs = {})
#   return %relu_13
triton_poi_fused__native_batch_norm_legit_functional_relu_32 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_relu_32', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_relu_32', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 892928}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_relu_32(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 147456
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 512)
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tl.full([1], 288.0, tl.float32)
    tmp6 = (tmp4 / tmp5)
    tmp7 = tl.full([1], 1e-05, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = libdevice.rsqrt(tmp8)
    tmp10 = tmp3 * tmp9
    tmp12 = tmp10 * tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tmp14.to(tl.float32)
    tmp16 = tl.full([1], 0, tl.int32)
    tmp17 = triton_helpers.maximum(tmp16, tmp15)
    tl.store(out_ptr0 + (x2), tmp17, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/yk/cykt66tsvwmkhjaz2yzucekrffh6rxprbbjneks3tkxhwol5zznx.py
# Topologically Sorted Source Nodes: [out_45], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   out_45 => convert_element_type_49
# Graph fragment:
#   %primals_98 : Tensor "f32[512, 512, 3, 3][4608, 9, 3, 1]cuda:0" = PlaceHolder[target=primals_98]
#   %convert_element_type_49 : Tensor "bf16[512, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_98, torch.bfloat16), kwargs = {})
#   return %convert_element_type_49
triton_poi_fused__to_copy_33 = async_compile.triton('triton_poi_fused__to_copy_33', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 262144, 'x': 16}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_33', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 9437184, 'x': 9437184}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_33(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 262144
    xnumel = 9
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 512)
    y1 = yindex // 512
    tmp0 = tl.load(in_ptr0 + (x2 + 9*y3), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (y0 + 512*x2 + 4608*y1), tmp1, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/5w/c5wahjk3oi3dvj6tcl3n6wf54yualt3i5gjb32gmdzh6vpwoue2w.py
# Topologically Sorted Source Nodes: [input_5], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   input_5 => convert_element_type_52
# Graph fragment:
#   %primals_104 : Tensor "f32[512, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=primals_104]
#   %convert_element_type_52 : Tensor "bf16[512, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_104, torch.bfloat16), kwargs = {})
#   return %convert_element_type_52
triton_poi_fused__to_copy_34 = async_compile.triton('triton_poi_fused__to_copy_34', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_34', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1048576}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_34(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 131072
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/mb/cmbb5fvrqfs73vfkkpxescwvm2lbburzhdrhfcqbj7nxyfbikdm5.py
# Topologically Sorted Source Nodes: [out_46, input_6, out_47, out_48], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
# Source node to ATen node mapping:
#   input_6 => add_92, add_95, convert_element_type_53, convert_element_type_54, mul_119, mul_125, rsqrt_17, sub_17, unsqueeze_68, unsqueeze_69, unsqueeze_70, unsqueeze_71, var_mean_17
#   out_46 => add_87, add_90, convert_element_type_50, convert_element_type_51, mul_112, mul_118, rsqrt_16, sub_16, unsqueeze_64, unsqueeze_65, unsqueeze_66, unsqueeze_67, var_mean_16
#   out_47 => add_96
#   out_48 => relu_14
# Graph fragment:
#   %convolution_16 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=convolution_16]
#   %getitem_35 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=getitem_35]
#   %buf184 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=buf184]
#   %primals_102 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_102]
#   %primals_103 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_103]
#   %convolution_17 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=convolution_17]
#   %getitem_37 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=getitem_37]
#   %buf193 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=buf193]
#   %primals_108 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_108]
#   %primals_109 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_109]
#   %add_96 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=add_96]
#   %convert_element_type_50 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_16, torch.float32), kwargs = {})
#   %var_mean_16 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_50, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_87 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_34, 1e-05), kwargs = {})
#   %rsqrt_16 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_87,), kwargs = {})
#   %sub_16 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_16, %getitem_35), kwargs = {})
#   %mul_112 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_16, %rsqrt_16), kwargs = {})
#   %unsqueeze_64 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_102, -1), kwargs = {})
#   %unsqueeze_65 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_64, -1), kwargs = {})
#   %mul_118 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_112, %unsqueeze_65), kwargs = {})
#   %unsqueeze_66 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_103, -1), kwargs = {})
#   %unsqueeze_67 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_66, -1), kwargs = {})
#   %add_90 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_118, %unsqueeze_67), kwargs = {})
#   %convert_element_type_51 : Tensor "bf16[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_90, torch.bfloat16), kwargs = {})
#   %convert_element_type_53 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_17, torch.float32), kwargs = {})
#   %var_mean_17 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_53, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_92 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_36, 1e-05), kwargs = {})
#   %rsqrt_17 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_92,), kwargs = {})
#   %sub_17 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_17, %getitem_37), kwargs = {})
#   %mul_119 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_17, %rsqrt_17), kwargs = {})
#   %unsqueeze_68 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_108, -1), kwargs = {})
#   %unsqueeze_69 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_68, -1), kwargs = {})
#   %mul_125 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_119, %unsqueeze_69), kwargs = {})
#   %unsqueeze_70 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_109, -1), kwargs = {})
#   %unsqueeze_71 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_70, -1), kwargs = {})
#   %add_95 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_125, %unsqueeze_71), kwargs = {})
#   %convert_element_type_54 : Tensor "bf16[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_95, torch.bfloat16), kwargs = {})
#   %add_96 : Tensor "bf16[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_51, %convert_element_type_54), kwargs = {})
#   %relu_14 : Tensor "bf16[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.relu.default](args = (%add_96,), kwargs = {})
#   return %add_96,%relu_14
triton_poi_fused__native_batch_norm_legit_functional_add_relu_35 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_add_relu_35', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*bf16', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_add_relu_35', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 10, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1196032}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_add_relu_35(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, xnumel, XBLOCK : tl.constexpr):
    xnumel = 147456
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 512)
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (x2), None).to(tl.float32)
    tmp18 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr7 + (x0), None, eviction_policy='evict_last')
    tmp25 = tl.load(in_ptr8 + (x0), None, eviction_policy='evict_last')
    tmp27 = tl.load(in_ptr9 + (x0), None, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tl.full([1], 288.0, tl.float32)
    tmp6 = (tmp4 / tmp5)
    tmp7 = tl.full([1], 1e-05, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = libdevice.rsqrt(tmp8)
    tmp10 = tmp3 * tmp9
    tmp12 = tmp10 * tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tmp14.to(tl.float32)
    tmp17 = tmp16.to(tl.float32)
    tmp19 = tmp17 - tmp18
    tmp21 = (tmp20 / tmp5)
    tmp22 = tmp21 + tmp7
    tmp23 = libdevice.rsqrt(tmp22)
    tmp24 = tmp19 * tmp23
    tmp26 = tmp24 * tmp25
    tmp28 = tmp26 + tmp27
    tmp29 = tmp28.to(tl.float32)
    tmp30 = tmp15 + tmp29
    tmp31 = tl.full([1], 0, tl.int32)
    tmp32 = triton_helpers.maximum(tmp31, tmp30)
    tl.store(in_out_ptr0 + (x2), tmp32, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/ut/cutjj6mgmnpcor6zb3ujnp72fpiaf256bvxdfpwtfk6k3qyhzr7j.py
# Topologically Sorted Source Nodes: [out_53, out_54, out_55, x_4, le], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu, aten.mean, aten.threshold_backward]
# Source node to ATen node mapping:
#   le => le
#   out_53 => add_103, add_106, convert_element_type_59, convert_element_type_60, mul_133, mul_139, rsqrt_19, sub_19, unsqueeze_76, unsqueeze_77, unsqueeze_78, unsqueeze_79, var_mean_19
#   out_54 => add_107
#   out_55 => relu_16
#   x_4 => mean
# Graph fragment:
#   %convolution_19 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=convolution_19]
#   %getitem_41 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=getitem_41]
#   %buf214 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=buf214]
#   %primals_120 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_120]
#   %primals_121 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_121]
#   %relu_14 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=relu_14]
#   %relu_16 : Tensor "bf16[32, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=relu_16]
#   %buf218 : Tensor "f32[32, 512, 1, 1][512, 1, 16384, 16384]cuda:0" = PlaceHolder[target=buf218]
#   %convert_element_type_59 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_19, torch.float32), kwargs = {})
#   %var_mean_19 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_59, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_103 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_40, 1e-05), kwargs = {})
#   %rsqrt_19 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_103,), kwargs = {})
#   %sub_19 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_19, %getitem_41), kwargs = {})
#   %mul_133 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_19, %rsqrt_19), kwargs = {})
#   %unsqueeze_76 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_120, -1), kwargs = {})
#   %unsqueeze_77 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_76, -1), kwargs = {})
#   %mul_139 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_133, %unsqueeze_77), kwargs = {})
#   %unsqueeze_78 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_121, -1), kwargs = {})
#   %unsqueeze_79 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_78, -1), kwargs = {})
#   %add_106 : Tensor "f32[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_139, %unsqueeze_79), kwargs = {})
#   %convert_element_type_60 : Tensor "bf16[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_106, torch.bfloat16), kwargs = {})
#   %add_107 : Tensor "bf16[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_60, %relu_14), kwargs = {})
#   %relu_16 : Tensor "bf16[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_107,), kwargs = {})
#   %mean : Tensor "bf16[32, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%relu_16, [-1, -2], True), kwargs = {})
#   %le : Tensor "b8[32, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_16, 0), kwargs = {})
#   return %relu_16,%buf218,%le,%mean
triton_per_fused__native_batch_norm_legit_functional_add_mean_relu_threshold_backward_36 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_add_mean_relu_threshold_backward_36', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16384, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*bf16', 'out_ptr2': '*i1', 'out_ptr3': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_add_mean_relu_threshold_backward_36', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 663552, 'r0_': 294912}}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_add_mean_relu_threshold_backward_36(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 16384
    r0_numel = 9
    R0_BLOCK: tl.constexpr = 16
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 512)
    x1 = xindex // 512
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_2 + 4608*x1), r0_mask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (x0 + 512*r0_2 + 4608*x1), r0_mask, other=0.0).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tl.full([1, 1], 288.0, tl.float32)
    tmp6 = (tmp4 / tmp5)
    tmp7 = tl.full([1, 1], 1e-05, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = libdevice.rsqrt(tmp8)
    tmp10 = tmp3 * tmp9
    tmp12 = tmp10 * tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tmp14.to(tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1, 1], 0, tl.int32)
    tmp19 = triton_helpers.maximum(tmp18, tmp17)
    tmp20 = tmp19.to(tl.float32)
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp23 = tl.where(r0_mask, tmp21, 0)
    tmp24 = tl.sum(tmp23, 1)[:, None].to(tl.float32)
    tmp25 = tl.full([1, 1], 0.0, tl.float32)
    tmp26 = tmp19 <= tmp25
    tmp27 = tl.full([1, 1], 9.0, tl.float32)
    tmp28 = (tmp24 / tmp27)
    tmp29 = tmp28.to(tl.float32)
    tl.store(out_ptr2 + (r0_2 + 9*x3), tmp26, r0_mask)
    tl.store(out_ptr3 + (x3), tmp29, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/nk/cnk7puy6ubwocrhw7c54pei3pno2fuafn3h6gnpvxmb2fy2skhg6.py
# Topologically Sorted Source Nodes: [x_6], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_6 => convert_element_type_62
# Graph fragment:
#   %primals_122 : Tensor "f32[10, 512][512, 1]cuda:0" = PlaceHolder[target=primals_122]
#   %convert_element_type_62 : Tensor "bf16[10, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_122, torch.bfloat16), kwargs = {})
#   return %convert_element_type_62
triton_poi_fused__to_copy_37 = async_compile.triton('triton_poi_fused__to_copy_37', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_37', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 40960}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_37(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 5120
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/vy/cvys4oezgraccs7ek5ny3dtvnt46tioajfnhyhixjubmresth2vu.py
# Topologically Sorted Source Nodes: [x_6], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_6 => convert_element_type_61
# Graph fragment:
#   %primals_123 : Tensor "f32[10][1]cuda:0" = PlaceHolder[target=primals_123]
#   %convert_element_type_61 : Tensor "bf16[10][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_123, torch.bfloat16), kwargs = {})
#   return %convert_element_type_61
triton_poi_fused__to_copy_38 = async_compile.triton('triton_poi_fused__to_copy_38', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_38', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 80}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_38(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 10
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/66/c666swpohnyrxtlsgk62ebgto3utywkvsjdvgj4jngfftgtujltr.py
# Topologically Sorted Source Nodes: [add_], Original ATen: [aten.add, aten.copy_]
# Source node to ATen node mapping:
#   add_ => add
# Graph fragment:
#   %copy_ : Tensor "i64[][]cuda:0" = PlaceHolder[target=copy_]
#   %add : Tensor "i64[][]cuda:0" = PlaceHolder[target=add]
#   %add : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_3, 1), kwargs = {})
#   %copy_ : Tensor "i64[][]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_3, %add), kwargs = {})
#   return %add,%buf225
triton_poi_fused_add_copy__39 = async_compile.triton('triton_poi_fused_add_copy__39', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr1': '*i64', 'xnumel': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_copy__39', 'mutated_arg_names': ['in_ptr0', 'out_ptr1'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_copy__39(in_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp2 = tl.full([1], 1, tl.int64)
    tmp3 = tmp1 + tmp2
    tl.store(out_ptr1 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp3, None)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123 = args
        args.clear()
        assert_size_stride(primals_1, (64, 3, 7, 7), (147, 49, 7, 1))
        assert_size_stride(primals_2, (32, 3, 96, 96), (27648, 9216, 96, 1))
        assert_size_stride(primals_3, (), ())
        assert_size_stride(primals_4, (64, ), (1, ))
        assert_size_stride(primals_5, (64, ), (1, ))
        assert_size_stride(primals_6, (64, ), (1, ))
        assert_size_stride(primals_7, (64, ), (1, ))
        assert_size_stride(primals_8, (64, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(primals_9, (), ())
        assert_size_stride(primals_10, (64, ), (1, ))
        assert_size_stride(primals_11, (64, ), (1, ))
        assert_size_stride(primals_12, (64, ), (1, ))
        assert_size_stride(primals_13, (64, ), (1, ))
        assert_size_stride(primals_14, (64, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(primals_15, (), ())
        assert_size_stride(primals_16, (64, ), (1, ))
        assert_size_stride(primals_17, (64, ), (1, ))
        assert_size_stride(primals_18, (64, ), (1, ))
        assert_size_stride(primals_19, (64, ), (1, ))
        assert_size_stride(primals_20, (64, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(primals_21, (), ())
        assert_size_stride(primals_22, (64, ), (1, ))
        assert_size_stride(primals_23, (64, ), (1, ))
        assert_size_stride(primals_24, (64, ), (1, ))
        assert_size_stride(primals_25, (64, ), (1, ))
        assert_size_stride(primals_26, (64, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(primals_27, (), ())
        assert_size_stride(primals_28, (64, ), (1, ))
        assert_size_stride(primals_29, (64, ), (1, ))
        assert_size_stride(primals_30, (64, ), (1, ))
        assert_size_stride(primals_31, (64, ), (1, ))
        assert_size_stride(primals_32, (128, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(primals_33, (), ())
        assert_size_stride(primals_34, (128, ), (1, ))
        assert_size_stride(primals_35, (128, ), (1, ))
        assert_size_stride(primals_36, (128, ), (1, ))
        assert_size_stride(primals_37, (128, ), (1, ))
        assert_size_stride(primals_38, (128, 128, 3, 3), (1152, 9, 3, 1))
        assert_size_stride(primals_39, (), ())
        assert_size_stride(primals_40, (128, ), (1, ))
        assert_size_stride(primals_41, (128, ), (1, ))
        assert_size_stride(primals_42, (128, ), (1, ))
        assert_size_stride(primals_43, (128, ), (1, ))
        assert_size_stride(primals_44, (128, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(primals_45, (), ())
        assert_size_stride(primals_46, (128, ), (1, ))
        assert_size_stride(primals_47, (128, ), (1, ))
        assert_size_stride(primals_48, (128, ), (1, ))
        assert_size_stride(primals_49, (128, ), (1, ))
        assert_size_stride(primals_50, (128, 128, 3, 3), (1152, 9, 3, 1))
        assert_size_stride(primals_51, (), ())
        assert_size_stride(primals_52, (128, ), (1, ))
        assert_size_stride(primals_53, (128, ), (1, ))
        assert_size_stride(primals_54, (128, ), (1, ))
        assert_size_stride(primals_55, (128, ), (1, ))
        assert_size_stride(primals_56, (128, 128, 3, 3), (1152, 9, 3, 1))
        assert_size_stride(primals_57, (), ())
        assert_size_stride(primals_58, (128, ), (1, ))
        assert_size_stride(primals_59, (128, ), (1, ))
        assert_size_stride(primals_60, (128, ), (1, ))
        assert_size_stride(primals_61, (128, ), (1, ))
        assert_size_stride(primals_62, (256, 128, 3, 3), (1152, 9, 3, 1))
        assert_size_stride(primals_63, (), ())
        assert_size_stride(primals_64, (256, ), (1, ))
        assert_size_stride(primals_65, (256, ), (1, ))
        assert_size_stride(primals_66, (256, ), (1, ))
        assert_size_stride(primals_67, (256, ), (1, ))
        assert_size_stride(primals_68, (256, 256, 3, 3), (2304, 9, 3, 1))
        assert_size_stride(primals_69, (), ())
        assert_size_stride(primals_70, (256, ), (1, ))
        assert_size_stride(primals_71, (256, ), (1, ))
        assert_size_stride(primals_72, (256, ), (1, ))
        assert_size_stride(primals_73, (256, ), (1, ))
        assert_size_stride(primals_74, (256, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(primals_75, (), ())
        assert_size_stride(primals_76, (256, ), (1, ))
        assert_size_stride(primals_77, (256, ), (1, ))
        assert_size_stride(primals_78, (256, ), (1, ))
        assert_size_stride(primals_79, (256, ), (1, ))
        assert_size_stride(primals_80, (256, 256, 3, 3), (2304, 9, 3, 1))
        assert_size_stride(primals_81, (), ())
        assert_size_stride(primals_82, (256, ), (1, ))
        assert_size_stride(primals_83, (256, ), (1, ))
        assert_size_stride(primals_84, (256, ), (1, ))
        assert_size_stride(primals_85, (256, ), (1, ))
        assert_size_stride(primals_86, (256, 256, 3, 3), (2304, 9, 3, 1))
        assert_size_stride(primals_87, (), ())
        assert_size_stride(primals_88, (256, ), (1, ))
        assert_size_stride(primals_89, (256, ), (1, ))
        assert_size_stride(primals_90, (256, ), (1, ))
        assert_size_stride(primals_91, (256, ), (1, ))
        assert_size_stride(primals_92, (512, 256, 3, 3), (2304, 9, 3, 1))
        assert_size_stride(primals_93, (), ())
        assert_size_stride(primals_94, (512, ), (1, ))
        assert_size_stride(primals_95, (512, ), (1, ))
        assert_size_stride(primals_96, (512, ), (1, ))
        assert_size_stride(primals_97, (512, ), (1, ))
        assert_size_stride(primals_98, (512, 512, 3, 3), (4608, 9, 3, 1))
        assert_size_stride(primals_99, (), ())
        assert_size_stride(primals_100, (512, ), (1, ))
        assert_size_stride(primals_101, (512, ), (1, ))
        assert_size_stride(primals_102, (512, ), (1, ))
        assert_size_stride(primals_103, (512, ), (1, ))
        assert_size_stride(primals_104, (512, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(primals_105, (), ())
        assert_size_stride(primals_106, (512, ), (1, ))
        assert_size_stride(primals_107, (512, ), (1, ))
        assert_size_stride(primals_108, (512, ), (1, ))
        assert_size_stride(primals_109, (512, ), (1, ))
        assert_size_stride(primals_110, (512, 512, 3, 3), (4608, 9, 3, 1))
        assert_size_stride(primals_111, (), ())
        assert_size_stride(primals_112, (512, ), (1, ))
        assert_size_stride(primals_113, (512, ), (1, ))
        assert_size_stride(primals_114, (512, ), (1, ))
        assert_size_stride(primals_115, (512, ), (1, ))
        assert_size_stride(primals_116, (512, 512, 3, 3), (4608, 9, 3, 1))
        assert_size_stride(primals_117, (), ())
        assert_size_stride(primals_118, (512, ), (1, ))
        assert_size_stride(primals_119, (512, ), (1, ))
        assert_size_stride(primals_120, (512, ), (1, ))
        assert_size_stride(primals_121, (512, ), (1, ))
        assert_size_stride(primals_122, (10, 512), (512, 1))
        assert_size_stride(primals_123, (10, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((64, 3, 7, 7), (147, 1, 21, 3), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_0:1
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_0.run(primals_1, buf0, 192, 49, stream=stream0)
            del primals_1
            buf1 = empty_strided_cuda((32, 3, 96, 96), (27648, 1, 288, 3), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:2
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(primals_2, buf1, 96, 9216, stream=stream0)
            del primals_2
            # Topologically Sorted Source Nodes: [x], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:3
            buf2 = extern_kernels.convolution(buf1, buf0, stride=(2, 2), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf2, (32, 64, 48, 48), (147456, 1, 3072, 64), 'torch.ops.aten.convolution.default')
            buf3 = empty_strided_cuda((1, 64, 1, 1, 576), (36864, 1, 36864, 36864, 64), torch.float32)
            buf4 = empty_strided_cuda((1, 64, 1, 1, 576), (36864, 1, 36864, 36864, 64), torch.float32)
            buf5 = empty_strided_cuda((1, 64, 1, 1, 576), (36864, 1, 36864, 36864, 64), torch.float32)
            # Topologically Sorted Source Nodes: [x_1], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_2:4
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_2.run(buf2, buf3, buf4, buf5, 36864, 128, stream=stream0)
            buf6 = empty_strided_cuda((1, 64, 1, 1, 5), (320, 1, 320, 320, 64), torch.float32)
            buf7 = empty_strided_cuda((1, 64, 1, 1, 5), (320, 1, 320, 320, 64), torch.float32)
            buf8 = empty_strided_cuda((1, 64, 1, 1, 5), (320, 1, 320, 320, 64), torch.float32)
            # Topologically Sorted Source Nodes: [x_1], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_3:5
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_3.run(buf3, buf4, buf5, buf6, buf7, buf8, 320, 116, stream=stream0)
            del buf3
            del buf4
            del buf5
            buf9 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            buf10 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            buf12 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            # Topologically Sorted Source Nodes: [x_1], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__4:6
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__4.run(buf6, buf7, buf8, primals_4, primals_5, buf9, buf10, buf12, primals_4, primals_5, 64, 5, stream=stream0)
            del buf6
            del buf7
            del buf8
            del primals_4
            del primals_5
            buf13 = empty_strided_cuda((32, 64, 48, 48), (147456, 1, 3072, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_1, x_2], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_5:7
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_5.run(buf2, buf9, buf10, primals_6, primals_7, buf13, 4718592, stream=stream0)
            del primals_7
            buf14 = empty_strided_cuda((32, 64, 24, 24), (36864, 1, 1536, 64), torch.bfloat16)
            buf15 = empty_strided_cuda((32, 64, 24, 24), (36864, 1, 1536, 64), torch.int8)
            # Topologically Sorted Source Nodes: [x_3], Original ATen: [aten.max_pool2d_with_indices]
            # [Provenance debug handles] triton_poi_fused_max_pool2d_with_indices_6:8
            stream0 = get_raw_stream(0)
            triton_poi_fused_max_pool2d_with_indices_6.run(buf13, buf14, buf15, 1179648, stream=stream0)
            buf16 = empty_strided_cuda((64, 64, 3, 3), (576, 1, 192, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:9
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(primals_8, buf16, 4096, 9, stream=stream0)
            del primals_8
            # Topologically Sorted Source Nodes: [out], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:10
            buf17 = extern_kernels.convolution(buf14, buf16, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf17, (32, 64, 24, 24), (36864, 1, 1536, 64), 'torch.ops.aten.convolution.default')
            buf18 = empty_strided_cuda((1, 64, 1, 1, 144), (9216, 1, 9216, 9216, 64), torch.float32)
            buf19 = empty_strided_cuda((1, 64, 1, 1, 144), (9216, 1, 9216, 9216, 64), torch.float32)
            buf20 = empty_strided_cuda((1, 64, 1, 1, 144), (9216, 1, 9216, 9216, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_1], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_8:11
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_8.run(buf17, buf18, buf19, buf20, 9216, 128, stream=stream0)
            buf21 = empty_strided_cuda((1, 64, 1, 1, 2), (128, 1, 128, 128, 64), torch.float32)
            buf22 = empty_strided_cuda((1, 64, 1, 1, 2), (128, 1, 128, 128, 64), torch.float32)
            buf23 = empty_strided_cuda((1, 64, 1, 1, 2), (128, 1, 128, 128, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_1], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_9:12
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_9.run(buf18, buf19, buf20, buf21, buf22, buf23, 128, 72, stream=stream0)
            buf24 = buf10; del buf10  # reuse
            buf25 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            buf27 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_1], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__10:13
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__10.run(buf21, buf22, buf23, primals_10, primals_11, buf24, buf25, buf27, primals_10, primals_11, 64, 2, stream=stream0)
            del primals_10
            del primals_11
            buf28 = empty_strided_cuda((32, 64, 24, 24), (36864, 1, 1536, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_1, out_2], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_11:14
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_11.run(buf17, buf24, buf25, primals_12, primals_13, buf28, 1179648, stream=stream0)
            del primals_13
            buf29 = empty_strided_cuda((64, 64, 3, 3), (576, 1, 192, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_3], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:15
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(primals_14, buf29, 4096, 9, stream=stream0)
            del primals_14
            # Topologically Sorted Source Nodes: [out_3], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:16
            buf30 = extern_kernels.convolution(buf28, buf29, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf30, (32, 64, 24, 24), (36864, 1, 1536, 64), 'torch.ops.aten.convolution.default')
            buf31 = buf20; del buf20  # reuse
            buf32 = buf19; del buf19  # reuse
            buf33 = buf18; del buf18  # reuse
            # Topologically Sorted Source Nodes: [out_4], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_8:17
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_8.run(buf30, buf31, buf32, buf33, 9216, 128, stream=stream0)
            buf34 = buf23; del buf23  # reuse
            buf35 = buf22; del buf22  # reuse
            buf36 = buf21; del buf21  # reuse
            # Topologically Sorted Source Nodes: [out_4], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_9:18
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_9.run(buf31, buf32, buf33, buf34, buf35, buf36, 128, 72, stream=stream0)
            buf37 = buf25; del buf25  # reuse
            buf38 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            buf40 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_4], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__10:19
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__10.run(buf34, buf35, buf36, primals_16, primals_17, buf37, buf38, buf40, primals_16, primals_17, 64, 2, stream=stream0)
            del primals_16
            del primals_17
            buf41 = empty_strided_cuda((32, 64, 24, 24), (36864, 1, 1536, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_4, out_5, out_6], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_add_relu_12:20
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_add_relu_12.run(buf30, buf37, buf38, primals_18, primals_19, buf14, buf41, 1179648, stream=stream0)
            del primals_19
            buf42 = empty_strided_cuda((64, 64, 3, 3), (576, 1, 192, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_7], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:21
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(primals_20, buf42, 4096, 9, stream=stream0)
            del primals_20
            # Topologically Sorted Source Nodes: [out_7], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:22
            buf43 = extern_kernels.convolution(buf41, buf42, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf43, (32, 64, 24, 24), (36864, 1, 1536, 64), 'torch.ops.aten.convolution.default')
            buf44 = buf33; del buf33  # reuse
            buf45 = buf32; del buf32  # reuse
            buf46 = buf31; del buf31  # reuse
            # Topologically Sorted Source Nodes: [out_8], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_8:23
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_8.run(buf43, buf44, buf45, buf46, 9216, 128, stream=stream0)
            buf47 = buf36; del buf36  # reuse
            buf48 = buf35; del buf35  # reuse
            buf49 = buf34; del buf34  # reuse
            # Topologically Sorted Source Nodes: [out_8], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_9:24
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_9.run(buf44, buf45, buf46, buf47, buf48, buf49, 128, 72, stream=stream0)
            buf50 = buf38; del buf38  # reuse
            buf51 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            buf53 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_8], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__10:25
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__10.run(buf47, buf48, buf49, primals_22, primals_23, buf50, buf51, buf53, primals_22, primals_23, 64, 2, stream=stream0)
            del primals_22
            del primals_23
            buf54 = empty_strided_cuda((32, 64, 24, 24), (36864, 1, 1536, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_8, out_9], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_11:26
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_11.run(buf43, buf50, buf51, primals_24, primals_25, buf54, 1179648, stream=stream0)
            del primals_25
            buf55 = empty_strided_cuda((64, 64, 3, 3), (576, 1, 192, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_10], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_7:27
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_7.run(primals_26, buf55, 4096, 9, stream=stream0)
            del primals_26
            # Topologically Sorted Source Nodes: [out_10], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:28
            buf56 = extern_kernels.convolution(buf54, buf55, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf56, (32, 64, 24, 24), (36864, 1, 1536, 64), 'torch.ops.aten.convolution.default')
            buf57 = buf46; del buf46  # reuse
            buf58 = buf45; del buf45  # reuse
            buf59 = buf44; del buf44  # reuse
            # Topologically Sorted Source Nodes: [out_11], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_8:29
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_8.run(buf56, buf57, buf58, buf59, 9216, 128, stream=stream0)
            buf60 = buf49; del buf49  # reuse
            buf61 = buf48; del buf48  # reuse
            buf62 = buf47; del buf47  # reuse
            # Topologically Sorted Source Nodes: [out_11], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_9:30
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_9.run(buf57, buf58, buf59, buf60, buf61, buf62, 128, 72, stream=stream0)
            del buf57
            del buf58
            del buf59
            buf63 = buf51; del buf51  # reuse
            buf64 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            buf66 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_11], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__10:31
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__10.run(buf60, buf61, buf62, primals_28, primals_29, buf63, buf64, buf66, primals_28, primals_29, 64, 2, stream=stream0)
            del primals_28
            del primals_29
            buf67 = empty_strided_cuda((32, 64, 24, 24), (36864, 1, 1536, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_11, out_12, out_13], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_add_relu_12:32
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_add_relu_12.run(buf56, buf63, buf64, primals_30, primals_31, buf41, buf67, 1179648, stream=stream0)
            del buf64
            del primals_31
            buf68 = empty_strided_cuda((128, 64, 3, 3), (576, 1, 192, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_14], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_13:33
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_13.run(primals_32, buf68, 8192, 9, stream=stream0)
            del primals_32
            # Topologically Sorted Source Nodes: [out_14], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:34
            buf69 = extern_kernels.convolution(buf67, buf68, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf69, (32, 128, 12, 12), (18432, 1, 1536, 128), 'torch.ops.aten.convolution.default')
            buf70 = empty_strided_cuda((1, 128, 1, 1, 36), (4608, 1, 4608, 4608, 128), torch.float32)
            buf71 = empty_strided_cuda((1, 128, 1, 1, 36), (4608, 1, 4608, 4608, 128), torch.float32)
            buf72 = empty_strided_cuda((1, 128, 1, 1, 36), (4608, 1, 4608, 4608, 128), torch.float32)
            # Topologically Sorted Source Nodes: [out_15], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_14:35
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_14.run(buf69, buf70, buf71, buf72, 4608, 128, stream=stream0)
            buf73 = reinterpret_tensor(buf62, (1, 128, 1, 1), (128, 1, 128, 128), 0); del buf62  # reuse
            buf74 = reinterpret_tensor(buf61, (1, 128, 1, 1), (128, 1, 128, 128), 0); del buf61  # reuse
            buf76 = reinterpret_tensor(buf60, (1, 128, 1, 1), (128, 1, 128, 128), 0); del buf60  # reuse
            # Topologically Sorted Source Nodes: [out_15], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__15:36
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__15.run(buf70, buf71, buf72, primals_34, primals_35, buf73, buf74, buf76, primals_34, primals_35, 128, 36, stream=stream0)
            del primals_34
            del primals_35
            buf77 = empty_strided_cuda((32, 128, 12, 12), (18432, 1, 1536, 128), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_15, out_16], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_16:37
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_16.run(buf69, buf73, buf74, primals_36, primals_37, buf77, 589824, stream=stream0)
            del primals_37
            buf78 = empty_strided_cuda((128, 128, 3, 3), (1152, 1, 384, 128), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_17], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_17:38
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_17.run(primals_38, buf78, 16384, 9, stream=stream0)
            del primals_38
            # Topologically Sorted Source Nodes: [out_17], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:39
            buf79 = extern_kernels.convolution(buf77, buf78, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf79, (32, 128, 12, 12), (18432, 1, 1536, 128), 'torch.ops.aten.convolution.default')
            buf80 = buf72; del buf72  # reuse
            buf81 = buf71; del buf71  # reuse
            buf82 = buf70; del buf70  # reuse
            # Topologically Sorted Source Nodes: [out_18], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_14:40
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_14.run(buf79, buf80, buf81, buf82, 4608, 128, stream=stream0)
            buf83 = buf74; del buf74  # reuse
            buf84 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            buf86 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            # Topologically Sorted Source Nodes: [out_18], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__15:41
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__15.run(buf80, buf81, buf82, primals_40, primals_41, buf83, buf84, buf86, primals_40, primals_41, 128, 36, stream=stream0)
            del primals_40
            del primals_41
            buf87 = empty_strided_cuda((128, 64, 1, 1), (64, 1, 64, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_18:42
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_18.run(primals_44, buf87, 8192, stream=stream0)
            del primals_44
            # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:43
            buf88 = extern_kernels.convolution(buf67, buf87, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf88, (32, 128, 12, 12), (18432, 1, 1536, 128), 'torch.ops.aten.convolution.default')
            buf89 = buf82; del buf82  # reuse
            buf90 = buf81; del buf81  # reuse
            buf91 = buf80; del buf80  # reuse
            # Topologically Sorted Source Nodes: [input_2], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_14:44
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_14.run(buf88, buf89, buf90, buf91, 4608, 128, stream=stream0)
            buf92 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            buf93 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            buf95 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            # Topologically Sorted Source Nodes: [input_2], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__15:45
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__15.run(buf89, buf90, buf91, primals_46, primals_47, buf92, buf93, buf95, primals_46, primals_47, 128, 36, stream=stream0)
            del primals_46
            del primals_47
            buf96 = empty_strided_cuda((32, 128, 12, 12), (18432, 1, 1536, 128), torch.bfloat16)
            buf97 = buf96; del buf96  # reuse
            # Topologically Sorted Source Nodes: [out_18, input_2, out_19, out_20], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_add_relu_19:46
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_add_relu_19.run(buf97, buf79, buf83, buf84, primals_42, primals_43, buf88, buf92, buf93, primals_48, primals_49, 589824, stream=stream0)
            del primals_43
            del primals_49
            buf98 = empty_strided_cuda((128, 128, 3, 3), (1152, 1, 384, 128), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_21], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_17:47
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_17.run(primals_50, buf98, 16384, 9, stream=stream0)
            del primals_50
            # Topologically Sorted Source Nodes: [out_21], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:48
            buf99 = extern_kernels.convolution(buf97, buf98, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf99, (32, 128, 12, 12), (18432, 1, 1536, 128), 'torch.ops.aten.convolution.default')
            buf100 = buf91; del buf91  # reuse
            buf101 = buf90; del buf90  # reuse
            buf102 = buf89; del buf89  # reuse
            # Topologically Sorted Source Nodes: [out_22], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_14:49
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_14.run(buf99, buf100, buf101, buf102, 4608, 128, stream=stream0)
            buf103 = buf93; del buf93  # reuse
            buf104 = buf84; del buf84  # reuse
            buf106 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            # Topologically Sorted Source Nodes: [out_22], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__15:50
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__15.run(buf100, buf101, buf102, primals_52, primals_53, buf103, buf104, buf106, primals_52, primals_53, 128, 36, stream=stream0)
            del primals_52
            del primals_53
            buf107 = empty_strided_cuda((32, 128, 12, 12), (18432, 1, 1536, 128), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_22, out_23], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_16:51
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_16.run(buf99, buf103, buf104, primals_54, primals_55, buf107, 589824, stream=stream0)
            del primals_55
            buf108 = empty_strided_cuda((128, 128, 3, 3), (1152, 1, 384, 128), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_24], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_17:52
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_17.run(primals_56, buf108, 16384, 9, stream=stream0)
            del primals_56
            # Topologically Sorted Source Nodes: [out_24], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:53
            buf109 = extern_kernels.convolution(buf107, buf108, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf109, (32, 128, 12, 12), (18432, 1, 1536, 128), 'torch.ops.aten.convolution.default')
            buf110 = buf102; del buf102  # reuse
            buf111 = buf101; del buf101  # reuse
            buf112 = buf100; del buf100  # reuse
            # Topologically Sorted Source Nodes: [out_25], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_14:54
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_14.run(buf109, buf110, buf111, buf112, 4608, 128, stream=stream0)
            buf113 = buf104; del buf104  # reuse
            buf114 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            buf116 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            # Topologically Sorted Source Nodes: [out_25], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__15:55
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__15.run(buf110, buf111, buf112, primals_58, primals_59, buf113, buf114, buf116, primals_58, primals_59, 128, 36, stream=stream0)
            del buf110
            del buf111
            del buf112
            del primals_58
            del primals_59
            buf117 = empty_strided_cuda((32, 128, 12, 12), (18432, 1, 1536, 128), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_25, out_26, out_27], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_add_relu_20:56
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_add_relu_20.run(buf109, buf113, buf114, primals_60, primals_61, buf97, buf117, 589824, stream=stream0)
            del buf114
            del primals_61
            buf118 = empty_strided_cuda((256, 128, 3, 3), (1152, 1, 384, 128), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_28], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_21:57
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_21.run(primals_62, buf118, 32768, 9, stream=stream0)
            del primals_62
            # Topologically Sorted Source Nodes: [out_28], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:58
            buf119 = extern_kernels.convolution(buf117, buf118, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf119, (32, 256, 6, 6), (9216, 1, 1536, 256), 'torch.ops.aten.convolution.default')
            buf120 = empty_strided_cuda((1, 256, 1, 1, 9), (2304, 1, 2304, 2304, 256), torch.float32)
            buf121 = empty_strided_cuda((1, 256, 1, 1, 9), (2304, 1, 2304, 2304, 256), torch.float32)
            buf122 = empty_strided_cuda((1, 256, 1, 1, 9), (2304, 1, 2304, 2304, 256), torch.float32)
            # Topologically Sorted Source Nodes: [out_29], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_22:59
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_22.run(buf119, buf120, buf121, buf122, 2304, 128, stream=stream0)
            buf123 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            buf124 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            buf126 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            # Topologically Sorted Source Nodes: [out_29], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__23:60
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__23.run(buf120, buf121, buf122, primals_64, primals_65, buf123, buf124, buf126, primals_64, primals_65, 256, 9, stream=stream0)
            del primals_64
            del primals_65
            buf127 = empty_strided_cuda((32, 256, 6, 6), (9216, 1, 1536, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_29, out_30], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_24:61
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_24.run(buf119, buf123, buf124, primals_66, primals_67, buf127, 294912, stream=stream0)
            del primals_67
            buf128 = empty_strided_cuda((256, 256, 3, 3), (2304, 1, 768, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_31], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_25:62
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_25.run(primals_68, buf128, 65536, 9, stream=stream0)
            del primals_68
            # Topologically Sorted Source Nodes: [out_31], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:63
            buf129 = extern_kernels.convolution(buf127, buf128, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf129, (32, 256, 6, 6), (9216, 1, 1536, 256), 'torch.ops.aten.convolution.default')
            buf130 = buf122; del buf122  # reuse
            buf131 = buf121; del buf121  # reuse
            buf132 = buf120; del buf120  # reuse
            # Topologically Sorted Source Nodes: [out_32], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_22:64
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_22.run(buf129, buf130, buf131, buf132, 2304, 128, stream=stream0)
            buf133 = buf124; del buf124  # reuse
            buf134 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            buf136 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            # Topologically Sorted Source Nodes: [out_32], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__23:65
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__23.run(buf130, buf131, buf132, primals_70, primals_71, buf133, buf134, buf136, primals_70, primals_71, 256, 9, stream=stream0)
            del primals_70
            del primals_71
            buf137 = empty_strided_cuda((256, 128, 1, 1), (128, 1, 128, 128), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_3], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_26:66
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_26.run(primals_74, buf137, 32768, stream=stream0)
            del primals_74
            # Topologically Sorted Source Nodes: [input_3], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:67
            buf138 = extern_kernels.convolution(buf117, buf137, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf138, (32, 256, 6, 6), (9216, 1, 1536, 256), 'torch.ops.aten.convolution.default')
            buf139 = buf132; del buf132  # reuse
            buf140 = buf131; del buf131  # reuse
            buf141 = buf130; del buf130  # reuse
            # Topologically Sorted Source Nodes: [input_4], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_22:68
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_22.run(buf138, buf139, buf140, buf141, 2304, 128, stream=stream0)
            buf142 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            buf143 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            buf145 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            # Topologically Sorted Source Nodes: [input_4], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__23:69
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__23.run(buf139, buf140, buf141, primals_76, primals_77, buf142, buf143, buf145, primals_76, primals_77, 256, 9, stream=stream0)
            del primals_76
            del primals_77
            buf146 = empty_strided_cuda((32, 256, 6, 6), (9216, 1, 1536, 256), torch.bfloat16)
            buf147 = buf146; del buf146  # reuse
            # Topologically Sorted Source Nodes: [out_32, input_4, out_33, out_34], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_add_relu_27:70
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_add_relu_27.run(buf147, buf129, buf133, buf134, primals_72, primals_73, buf138, buf142, buf143, primals_78, primals_79, 294912, stream=stream0)
            del primals_73
            del primals_79
            buf148 = empty_strided_cuda((256, 256, 3, 3), (2304, 1, 768, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_35], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_25:71
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_25.run(primals_80, buf148, 65536, 9, stream=stream0)
            del primals_80
            # Topologically Sorted Source Nodes: [out_35], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:72
            buf149 = extern_kernels.convolution(buf147, buf148, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf149, (32, 256, 6, 6), (9216, 1, 1536, 256), 'torch.ops.aten.convolution.default')
            buf150 = buf141; del buf141  # reuse
            buf151 = buf140; del buf140  # reuse
            buf152 = buf139; del buf139  # reuse
            # Topologically Sorted Source Nodes: [out_36], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_22:73
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_22.run(buf149, buf150, buf151, buf152, 2304, 128, stream=stream0)
            buf153 = buf143; del buf143  # reuse
            buf154 = buf134; del buf134  # reuse
            buf156 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            # Topologically Sorted Source Nodes: [out_36], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__23:74
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__23.run(buf150, buf151, buf152, primals_82, primals_83, buf153, buf154, buf156, primals_82, primals_83, 256, 9, stream=stream0)
            del primals_82
            del primals_83
            buf157 = empty_strided_cuda((32, 256, 6, 6), (9216, 1, 1536, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_36, out_37], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_24:75
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_24.run(buf149, buf153, buf154, primals_84, primals_85, buf157, 294912, stream=stream0)
            del primals_85
            buf158 = empty_strided_cuda((256, 256, 3, 3), (2304, 1, 768, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_38], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_25:76
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_25.run(primals_86, buf158, 65536, 9, stream=stream0)
            del primals_86
            # Topologically Sorted Source Nodes: [out_38], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:77
            buf159 = extern_kernels.convolution(buf157, buf158, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf159, (32, 256, 6, 6), (9216, 1, 1536, 256), 'torch.ops.aten.convolution.default')
            buf160 = buf152; del buf152  # reuse
            buf161 = buf151; del buf151  # reuse
            buf162 = buf150; del buf150  # reuse
            # Topologically Sorted Source Nodes: [out_39], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_22:78
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_22.run(buf159, buf160, buf161, buf162, 2304, 128, stream=stream0)
            buf163 = buf154; del buf154  # reuse
            buf164 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            buf166 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            # Topologically Sorted Source Nodes: [out_39], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__23:79
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__23.run(buf160, buf161, buf162, primals_88, primals_89, buf163, buf164, buf166, primals_88, primals_89, 256, 9, stream=stream0)
            del buf160
            del buf161
            del buf162
            del primals_88
            del primals_89
            buf167 = empty_strided_cuda((32, 256, 6, 6), (9216, 1, 1536, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_39, out_40, out_41], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_add_relu_28:80
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_add_relu_28.run(buf159, buf163, buf164, primals_90, primals_91, buf147, buf167, 294912, stream=stream0)
            del buf164
            del primals_91
            buf168 = empty_strided_cuda((512, 256, 3, 3), (2304, 1, 768, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_42], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_29:81
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_29.run(primals_92, buf168, 131072, 9, stream=stream0)
            del primals_92
            # Topologically Sorted Source Nodes: [out_42], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:82
            buf169 = extern_kernels.convolution(buf167, buf168, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf169, (32, 512, 3, 3), (4608, 1, 1536, 512), 'torch.ops.aten.convolution.default')
            buf170 = empty_strided_cuda((1, 512, 1, 1, 3), (1536, 1, 1536, 1536, 512), torch.float32)
            buf171 = empty_strided_cuda((1, 512, 1, 1, 3), (1536, 1, 1536, 1536, 512), torch.float32)
            buf172 = empty_strided_cuda((1, 512, 1, 1, 3), (1536, 1, 1536, 1536, 512), torch.float32)
            # Topologically Sorted Source Nodes: [out_43], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_30:83
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_30.run(buf169, buf170, buf171, buf172, 1536, 96, stream=stream0)
            buf173 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            buf174 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            buf176 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            # Topologically Sorted Source Nodes: [out_43], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__31:84
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__31.run(buf170, buf171, buf172, primals_94, primals_95, buf173, buf174, buf176, primals_94, primals_95, 512, 3, stream=stream0)
            del primals_94
            del primals_95
            buf177 = empty_strided_cuda((32, 512, 3, 3), (4608, 1, 1536, 512), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_43, out_44], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_32:85
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_32.run(buf169, buf173, buf174, primals_96, primals_97, buf177, 147456, stream=stream0)
            del primals_97
            buf178 = empty_strided_cuda((512, 512, 3, 3), (4608, 1, 1536, 512), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_45], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_33:86
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_33.run(primals_98, buf178, 262144, 9, stream=stream0)
            del primals_98
            # Topologically Sorted Source Nodes: [out_45], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:87
            buf179 = extern_kernels.convolution(buf177, buf178, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf179, (32, 512, 3, 3), (4608, 1, 1536, 512), 'torch.ops.aten.convolution.default')
            buf180 = buf172; del buf172  # reuse
            buf181 = buf171; del buf171  # reuse
            buf182 = buf170; del buf170  # reuse
            # Topologically Sorted Source Nodes: [out_46], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_30:88
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_30.run(buf179, buf180, buf181, buf182, 1536, 96, stream=stream0)
            buf183 = buf174; del buf174  # reuse
            buf184 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            buf186 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            # Topologically Sorted Source Nodes: [out_46], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__31:89
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__31.run(buf180, buf181, buf182, primals_100, primals_101, buf183, buf184, buf186, primals_100, primals_101, 512, 3, stream=stream0)
            del primals_100
            del primals_101
            buf187 = empty_strided_cuda((512, 256, 1, 1), (256, 1, 256, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_5], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_34:90
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_34.run(primals_104, buf187, 131072, stream=stream0)
            del primals_104
            # Topologically Sorted Source Nodes: [input_5], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:91
            buf188 = extern_kernels.convolution(buf167, buf187, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf188, (32, 512, 3, 3), (4608, 1, 1536, 512), 'torch.ops.aten.convolution.default')
            buf189 = buf182; del buf182  # reuse
            buf190 = buf181; del buf181  # reuse
            buf191 = buf180; del buf180  # reuse
            # Topologically Sorted Source Nodes: [input_6], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_30:92
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_30.run(buf188, buf189, buf190, buf191, 1536, 96, stream=stream0)
            buf192 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            buf193 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            buf195 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            # Topologically Sorted Source Nodes: [input_6], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__31:93
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__31.run(buf189, buf190, buf191, primals_106, primals_107, buf192, buf193, buf195, primals_106, primals_107, 512, 3, stream=stream0)
            del primals_106
            del primals_107
            buf196 = empty_strided_cuda((32, 512, 3, 3), (4608, 1, 1536, 512), torch.bfloat16)
            buf197 = buf196; del buf196  # reuse
            # Topologically Sorted Source Nodes: [out_46, input_6, out_47, out_48], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_add_relu_35:94
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_add_relu_35.run(buf197, buf179, buf183, buf184, primals_102, primals_103, buf188, buf192, buf193, primals_108, primals_109, 147456, stream=stream0)
            del primals_103
            del primals_109
            buf198 = empty_strided_cuda((512, 512, 3, 3), (4608, 1, 1536, 512), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_49], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_33:95
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_33.run(primals_110, buf198, 262144, 9, stream=stream0)
            del primals_110
            # Topologically Sorted Source Nodes: [out_49], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:96
            buf199 = extern_kernels.convolution(buf197, buf198, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf199, (32, 512, 3, 3), (4608, 1, 1536, 512), 'torch.ops.aten.convolution.default')
            buf200 = buf191; del buf191  # reuse
            buf201 = buf190; del buf190  # reuse
            buf202 = buf189; del buf189  # reuse
            # Topologically Sorted Source Nodes: [out_50], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_30:97
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_30.run(buf199, buf200, buf201, buf202, 1536, 96, stream=stream0)
            buf203 = buf193; del buf193  # reuse
            buf204 = buf184; del buf184  # reuse
            buf206 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            # Topologically Sorted Source Nodes: [out_50], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__31:98
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__31.run(buf200, buf201, buf202, primals_112, primals_113, buf203, buf204, buf206, primals_112, primals_113, 512, 3, stream=stream0)
            del primals_112
            del primals_113
            buf207 = empty_strided_cuda((32, 512, 3, 3), (4608, 1, 1536, 512), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_50, out_51], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_32:99
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_32.run(buf199, buf203, buf204, primals_114, primals_115, buf207, 147456, stream=stream0)
            del primals_115
            buf208 = empty_strided_cuda((512, 512, 3, 3), (4608, 1, 1536, 512), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_52], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_33:100
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_33.run(primals_116, buf208, 262144, 9, stream=stream0)
            del primals_116
            # Topologically Sorted Source Nodes: [out_52], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:101
            buf209 = extern_kernels.convolution(buf207, buf208, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf209, (32, 512, 3, 3), (4608, 1, 1536, 512), 'torch.ops.aten.convolution.default')
            buf210 = buf202; del buf202  # reuse
            buf211 = buf201; del buf201  # reuse
            buf212 = buf200; del buf200  # reuse
            # Topologically Sorted Source Nodes: [out_53], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_30:102
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_30.run(buf209, buf210, buf211, buf212, 1536, 96, stream=stream0)
            buf213 = buf204; del buf204  # reuse
            buf214 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            buf216 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            # Topologically Sorted Source Nodes: [out_53], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__31:103
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__31.run(buf210, buf211, buf212, primals_118, primals_119, buf213, buf214, buf216, primals_118, primals_119, 512, 3, stream=stream0)
            del buf210
            del buf211
            del buf212
            del primals_118
            del primals_119
            buf223 = empty_strided_cuda((32, 512, 3, 3), (4608, 9, 3, 1), torch.bool)
            buf219 = empty_strided_cuda((32, 512, 1, 1), (512, 1, 16384, 16384), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_53, out_54, out_55, x_4, le], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu, aten.mean, aten.threshold_backward]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_mean_relu_threshold_backward_36:104
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_mean_relu_threshold_backward_36.run(buf209, buf213, buf214, primals_120, primals_121, buf197, buf223, buf219, 16384, 9, stream=stream0)
            del buf214
            del primals_121
            buf220 = empty_strided_cuda((10, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_6], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_37:105
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_37.run(primals_122, buf220, 5120, stream=stream0)
            del primals_122
            buf221 = empty_strided_cuda((10, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_6], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_38:106
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_38.run(primals_123, buf221, 10, stream=stream0)
            del primals_123
            buf222 = empty_strided_cuda((32, 10), (10, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_4, x_5, x_6], Original ATen: [aten.mean, aten.view, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:107
            extern_kernels.addmm(buf221, reinterpret_tensor(buf219, (32, 512), (512, 1), 0), reinterpret_tensor(buf220, (512, 10), (1, 512), 0), alpha=1, beta=1, out=buf222)
            del buf221
            # Topologically Sorted Source Nodes: [add_], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__39:108
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__39.run(primals_3, primals_3, 1, stream=stream0)
            del primals_3
            # Topologically Sorted Source Nodes: [add__1], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__39:109
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__39.run(primals_9, primals_9, 1, stream=stream0)
            del primals_9
            # Topologically Sorted Source Nodes: [add__2], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__39:110
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__39.run(primals_15, primals_15, 1, stream=stream0)
            del primals_15
            # Topologically Sorted Source Nodes: [add__3], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__39:111
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__39.run(primals_21, primals_21, 1, stream=stream0)
            del primals_21
            # Topologically Sorted Source Nodes: [add__4], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__39:112
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__39.run(primals_27, primals_27, 1, stream=stream0)
            del primals_27
            # Topologically Sorted Source Nodes: [add__5], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__39:113
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__39.run(primals_33, primals_33, 1, stream=stream0)
            del primals_33
            # Topologically Sorted Source Nodes: [add__6], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__39:114
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__39.run(primals_39, primals_39, 1, stream=stream0)
            del primals_39
            # Topologically Sorted Source Nodes: [add__7], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__39:115
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__39.run(primals_45, primals_45, 1, stream=stream0)
            del primals_45
            # Topologically Sorted Source Nodes: [add__8], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__39:116
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__39.run(primals_51, primals_51, 1, stream=stream0)
            del primals_51
            # Topologically Sorted Source Nodes: [add__9], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__39:117
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__39.run(primals_57, primals_57, 1, stream=stream0)
            del primals_57
            # Topologically Sorted Source Nodes: [add__10], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__39:118
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__39.run(primals_63, primals_63, 1, stream=stream0)
            del primals_63
            # Topologically Sorted Source Nodes: [add__11], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__39:119
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__39.run(primals_69, primals_69, 1, stream=stream0)
            del primals_69
            # Topologically Sorted Source Nodes: [add__12], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__39:120
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__39.run(primals_75, primals_75, 1, stream=stream0)
            del primals_75
            # Topologically Sorted Source Nodes: [add__13], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__39:121
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__39.run(primals_81, primals_81, 1, stream=stream0)
            del primals_81
            # Topologically Sorted Source Nodes: [add__14], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__39:122
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__39.run(primals_87, primals_87, 1, stream=stream0)
            del primals_87
            # Topologically Sorted Source Nodes: [add__15], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__39:123
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__39.run(primals_93, primals_93, 1, stream=stream0)
            del primals_93
            # Topologically Sorted Source Nodes: [add__16], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__39:124
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__39.run(primals_99, primals_99, 1, stream=stream0)
            del primals_99
            # Topologically Sorted Source Nodes: [add__17], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__39:125
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__39.run(primals_105, primals_105, 1, stream=stream0)
            del primals_105
            # Topologically Sorted Source Nodes: [add__18], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__39:126
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__39.run(primals_111, primals_111, 1, stream=stream0)
            del primals_111
            # Topologically Sorted Source Nodes: [add__19], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__39:127
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__39.run(primals_117, primals_117, 1, stream=stream0)
            del primals_117
        return (buf222, primals_6, primals_12, primals_18, primals_24, primals_30, primals_36, primals_42, primals_48, primals_54, primals_60, primals_66, primals_72, primals_78, primals_84, primals_90, primals_96, primals_102, primals_108, primals_114, primals_120, buf0, buf1, buf2, reinterpret_tensor(buf12, (64, ), (1, ), 0), buf13, buf14, buf15, buf16, buf17, reinterpret_tensor(buf27, (64, ), (1, ), 0), buf28, buf29, buf30, reinterpret_tensor(buf40, (64, ), (1, ), 0), buf41, buf42, buf43, reinterpret_tensor(buf53, (64, ), (1, ), 0), buf54, buf55, buf56, reinterpret_tensor(buf66, (64, ), (1, ), 0), buf67, buf68, buf69, reinterpret_tensor(buf76, (128, ), (1, ), 0), buf77, buf78, buf79, reinterpret_tensor(buf86, (128, ), (1, ), 0), buf87, buf88, reinterpret_tensor(buf95, (128, ), (1, ), 0), buf97, buf98, buf99, reinterpret_tensor(buf106, (128, ), (1, ), 0), buf107, buf108, buf109, reinterpret_tensor(buf116, (128, ), (1, ), 0), buf117, buf118, buf119, reinterpret_tensor(buf126, (256, ), (1, ), 0), buf127, buf128, buf129, reinterpret_tensor(buf136, (256, ), (1, ), 0), buf137, buf138, reinterpret_tensor(buf145, (256, ), (1, ), 0), buf147, buf148, buf149, reinterpret_tensor(buf156, (256, ), (1, ), 0), buf157, buf158, buf159, reinterpret_tensor(buf166, (256, ), (1, ), 0), buf167, buf168, buf169, reinterpret_tensor(buf176, (512, ), (1, ), 0), buf177, buf178, buf179, reinterpret_tensor(buf186, (512, ), (1, ), 0), buf187, buf188, reinterpret_tensor(buf195, (512, ), (1, ), 0), buf197, buf198, buf199, reinterpret_tensor(buf206, (512, ), (1, ), 0), buf207, buf208, buf209, reinterpret_tensor(buf216, (512, ), (1, ), 0), reinterpret_tensor(buf219, (32, 512), (512, 1), 0), buf220, buf223, reinterpret_tensor(buf213, (1, 512, 1, 1), (512, 1, 1, 1), 0), reinterpret_tensor(buf203, (1, 512, 1, 1), (512, 1, 1, 1), 0), reinterpret_tensor(buf192, (1, 512, 1, 1), (512, 1, 1, 1), 0), reinterpret_tensor(buf183, (1, 512, 1, 1), (512, 1, 1, 1), 0), reinterpret_tensor(buf173, (1, 512, 1, 1), (512, 1, 1, 1), 0), reinterpret_tensor(buf163, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf153, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf142, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf133, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf123, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf113, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf103, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf92, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf83, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf73, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf63, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf50, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf37, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf24, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf9, (1, 64, 1, 1), (64, 1, 1, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((64, 3, 7, 7), (147, 49, 7, 1), device='cuda:0', dtype=torch.float32)
    primals_2 = rand_strided((32, 3, 96, 96), (27648, 9216, 96, 1), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_4 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_10 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_16 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_22 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_24 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_26 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_28 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_29 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_30 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_31 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_32 = rand_strided((128, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_33 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_34 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_35 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_36 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_37 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_38 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_39 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_40 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_41 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_42 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_43 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_44 = rand_strided((128, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_45 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_46 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_47 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_48 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_49 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_50 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_51 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_52 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_53 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_54 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_55 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_56 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_57 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_58 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_59 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_60 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_61 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_62 = rand_strided((256, 128, 3, 3), (1152, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_63 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_64 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_65 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_66 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_67 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_68 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_69 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_70 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_71 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_72 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_73 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_74 = rand_strided((256, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_75 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_76 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_77 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_78 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_79 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_80 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_81 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_82 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_83 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_84 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_85 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_86 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_87 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_88 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_89 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_90 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_91 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_92 = rand_strided((512, 256, 3, 3), (2304, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_93 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_94 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_95 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_96 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_97 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_98 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_99 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_100 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_101 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_102 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_103 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_104 = rand_strided((512, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_105 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_106 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_107 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_108 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_109 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_110 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_111 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_112 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_113 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_114 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_115 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_116 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_117 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_118 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_119 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_120 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_121 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_122 = rand_strided((10, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_123 = rand_strided((10, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
