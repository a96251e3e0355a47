# AOT ID: ['0_inference']
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


# kernel path: /tmp/torchinductor_dev/bo/cboy2hr4bgarmbnjjrbcxzdbk6k7phxrp4ywawlso2vsrdxywzgf.py
# Topologically Sorted Source Nodes: [, convert_element_type, a, mod, add, a_1, mul, abs_2, b, add_1, int_1, xor_sum_default], Original ATen: [aten.randint, aten.abs, aten.remainder, aten.add, aten._to_copy, aten.mul, prims.xor_sum]
# Source node to ATen node mapping:
#    => inductor_lookup_seed_default, inductor_lookup_seed_default_1, inductor_randint_default, inductor_randint_default_1
#   a => abs_1
#   a_1 => convert_element_type
#   abs_2 => abs_2
#   add => add_6
#   add_1 => add_19
#   b => convert_element_type_1
#   convert_element_type => convert_element_type_default, convert_element_type_default_1
#   int_1 => convert_element_type_2
#   mod => remainder
#   mul => mul_8
#   xor_sum_default => xor_sum
# Graph fragment:
#   %arg1_1 : Tensor "i32[s33][1]cuda:0" = PlaceHolder[target=arg1_1]
#   %inductor_seeds_default : Tensor "i64[2][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_lookup_seed_default : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 0), kwargs = {})
#   %inductor_randint_default_1 : Tensor "i64[s33][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_randint.default](args = (-2147483648, 2147483648, [%arg0_1], %inductor_lookup_seed_default), kwargs = {})
#   %convert_element_type_default_1 : Tensor "i32[s33][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%inductor_randint_default_1, torch.int32), kwargs = {})
#   %abs_1 : Tensor "i32[s33][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%convert_element_type_default_1,), kwargs = {})
#   %remainder : Tensor "i32[s33][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.remainder.Scalar](args = (%abs_1, 2147483647), kwargs = {})
#   %add_6 : Tensor "i32[s33][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%remainder, 1), kwargs = {})
#   %convert_element_type : Tensor "i64[s33][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_6, torch.int64), kwargs = {})
#   %mul_8 : Tensor "i64[s33][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type, %arg1_1), kwargs = {})
#   %inductor_lookup_seed_default_1 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 1), kwargs = {})
#   %inductor_randint_default : Tensor "i64[s33][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_randint.default](args = (-2147483648, 2147483648, [%arg0_1], %inductor_lookup_seed_default_1), kwargs = {})
#   %convert_element_type_default : Tensor "i32[s33][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%inductor_randint_default, torch.int32), kwargs = {})
#   %abs_2 : Tensor "i32[s33][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%convert_element_type_default,), kwargs = {})
#   %convert_element_type_1 : Tensor "i64[s33][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%abs_2, torch.int64), kwargs = {})
#   %add_19 : Tensor "i64[s33][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_8, %convert_element_type_1), kwargs = {})
#   %convert_element_type_2 : Tensor "i32[s33][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_19, torch.int32), kwargs = {})
#   %xor_sum : Tensor "i32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.xor_sum.default](args = (%convert_element_type_2, [0]), kwargs = {})
#   return %xor_sum
triton_red_fused__to_copy_abs_add_mul_randint_remainder_xor_sum_0 = async_compile.triton('triton_red_fused__to_copy_abs_add_mul_randint_remainder_xor_sum_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 1, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i32', 'out_ptr0': '*i32', 'load_seed_offset': 'i32', 'load_seed_offset1': 'constexpr', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'load_seed_offset1': 1, 'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_abs_add_mul_randint_remainder_xor_sum_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 4096}}
)
@triton.jit
def triton_red_fused__to_copy_abs_add_mul_randint_remainder_xor_sum_0(in_ptr0, in_ptr1, out_ptr0, load_seed_offset, load_seed_offset1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    _tmp31 = tl.full([XBLOCK, R0_BLOCK], 0, tl.int32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_0 = r0_index
        tmp20 = tl.load(in_ptr1 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp0 = tl.load(in_ptr0 + load_seed_offset)
        tmp1 = r0_0
        tmp2 = tl.full([1, 1], -2147483648, tl.int64)
        tmp3 = tl.full([1, 1], 2147483648, tl.int64)
        tmp4 = triton_helpers.randint64(tmp0, (tmp1).to(tl.uint32), tmp2, tmp3)
        tmp5 = tmp4.to(tl.int32)
        tmp6 = tl_math.abs(tmp5)
        tmp7 = tl.full([1, 1], 2147483647, tl.int32)
        tmp8 = (tmp6 % tmp7)
        tmp9 = tl.full([1, 1], 0, tl.int32)
        tmp10 = tmp8 != tmp9
        tmp11 = (libdevice.signbit(tmp8) != 0) if (tmp8).dtype is tl.float32 else tmp8 < 0
        tmp12 = (libdevice.signbit(tmp7) != 0) if (tmp7).dtype is tl.float32 else tmp7 < 0
        tmp13 = tmp11 != tmp12
        tmp14 = tmp10 & tmp13
        tmp15 = tmp8 + tmp7
        tmp16 = tl.where(tmp14, tmp15, tmp8)
        tmp17 = tl.full([1, 1], 1, tl.int32)
        tmp18 = tmp16 + tmp17
        tmp19 = tmp18.to(tl.int64)
        tmp21 = tmp20.to(tl.int64)
        tmp22 = tmp19 * tmp21
        tmp23 = tl.load(in_ptr0 + load_seed_offset1)
        tmp24 = triton_helpers.randint64(tmp23, (tmp1).to(tl.uint32), tmp2, tmp3)
        tmp25 = tmp24.to(tl.int32)
        tmp26 = tl_math.abs(tmp25)
        tmp27 = tmp26.to(tl.int64)
        tmp28 = tmp22 + tmp27
        tmp29 = tmp28.to(tl.int32)
        tmp30 = tl.broadcast_to(tmp29, [XBLOCK, R0_BLOCK])
        tmp32 = _tmp31 ^ tmp30
        _tmp31 = tl.where(r0_mask, tmp32, _tmp31)
    tmp31 = tl.xor_sum(_tmp31, 1)[:, None]
    tl.store(out_ptr0 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp31, None)
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
        arg0_1, arg1_1 = args
        args.clear()
        s33 = arg0_1
        assert_size_stride(arg1_1, (s33, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((2, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] aten.randint.low_out:1
            aten.randint.low_out(-9223372036854775808, 9223372036854775807, [2], out=buf0)
            buf1 = empty_strided_cuda((), (), torch.int32)
            # Topologically Sorted Source Nodes: [, convert_element_type, a, mod, add, a_1, mul, abs_2, b, add_1, int_1, xor_sum_default], Original ATen: [aten.randint, aten.abs, aten.remainder, aten.add, aten._to_copy, aten.mul, prims.xor_sum]
            # [Provenance debug handles] triton_red_fused__to_copy_abs_add_mul_randint_remainder_xor_sum_0:2
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_abs_add_mul_randint_remainder_xor_sum_0.run(buf0, arg1_1, buf1, 0, 1, 1, s33, stream=stream0)
            del arg1_1
            del buf0
        return (buf1, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = 1024
    arg1_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.int32)
    return [arg0_1, arg1_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
