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


cpp_fused__softmax_abs_all_amax_eq_mul_ne_sub_0 = async_compile.cpp_pybinding(['const float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       bool* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        std::unique_ptr<float []> buf_local_buffer_data_0 = std::make_unique<float []>(8L);
        float* local_buffer_data_0 = buf_local_buffer_data_0.get();
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            {
                bool tmp_acc0 = 0;
                at::vec::VecMask<float,1> tmp_acc0_vec = at::vec::VecMask<float,1>::from(0);
                float tmp_acc1 = -std::numeric_limits<float>::infinity();
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                float tmp_acc2 = -std::numeric_limits<float>::infinity();
                at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.25);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp4 = at::vec::VecMask<float,1>(tmp3 == tmp3);
                            auto tmp5 = tmp3.abs();
                            auto tmp6 = std::numeric_limits<float>::infinity();
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = at::vec::VecMask<float,1>(tmp5 != tmp7);
                            auto tmp9 = tmp4.template cast<int32_t,1>();
                            auto tmp10 = tmp8.template cast<int32_t,1>();
                            auto tmp11 = tmp9 & tmp10;
                            auto tmp12 = ~tmp11;
                            auto tmp13 = tmp12.template cast<float,1>();
                            auto tmp14 = static_cast<float>(1.0);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp0 * tmp15;
                            tmp_acc0_vec = tmp_acc0_vec | tmp13;
                            tmp_acc1_vec = at::vec::maximum(tmp_acc1_vec, tmp16);
                            tmp_acc2_vec = at::vec::maximum(tmp_acc2_vec, tmp3);
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 || !tmp_acc0_vec.all_zero();
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<bool>(tmp_acc0);
                tmp_acc1 = max_propagate_nan(tmp_acc1, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc1_vec));
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                tmp_acc2 = max_propagate_nan(tmp_acc2, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc2_vec));
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc2);
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                            auto tmp6 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp13 = out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp1 = !tmp0;
                            auto tmp3 = static_cast<float>(1.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 * tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp9 = static_cast<float>(0.25);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 * tmp10;
                            auto tmp12 = tmp2 * tmp10;
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp12 - tmp14;
                            auto tmp16 = at::vec::VecMask<float,1>::from(tmp1);
                            auto tmp17 = decltype(tmp11)::blendv(tmp15, tmp11, tmp16.template cast<float,1>());
                            auto tmp18 = tmp17.exp();
                            tmp18.store(local_buffer_data_0 + static_cast<int64_t>(x1));
                            tmp_acc0_vec = tmp_acc0_vec + tmp18;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(local_buffer_data_0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(out_ptr4 + static_cast<int64_t>(x1 + 8L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_view_1 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_relu_view_2 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp3 = at::vec::clamp_min(tmp2, decltype(tmp2)(0));
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1 = args
        args.clear()
        assert_size_stride(arg1_1, (48, ), (1, ), 'input')
        assert_size_stride(arg2_1, (4, 8, 16), (128, 16, 1), 'input')
        assert_size_stride(arg0_1, (48, 16), (16, 1), 'input')
        buf0 = empty_strided_cpu((32, 48), (48, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:1
        extern_kernels.addmm(arg1_1, reinterpret_tensor(arg2_1, (32, 16), (16, 1), 0), reinterpret_tensor(arg0_1, (16, 48), (1, 16), 0), alpha=1, beta=1, out=buf0)
        del arg0_1
        del arg1_1
        buf1 = empty_strided_cpu((4, 8, 8), (64, 8, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear, chunk, transpose, matmul], Original ATen: [aten.view, aten.split, aten.transpose, aten.bmm]
        # [Provenance debug handles] extern_kernels.bmm:2
        extern_kernels.bmm(reinterpret_tensor(buf0, (4, 8, 16), (384, 48, 1), 0), reinterpret_tensor(buf0, (4, 16, 8), (384, 1, 48), 16), out=buf1)
        buf2 = empty_strided_cpu((4, 8, 1), (8, 1, 32), torch.bool)
        buf3 = empty_strided_cpu((4, 8, 1), (8, 1, 32), torch.float32)
        buf4 = empty_strided_cpu((4, 8, 1), (8, 1, 32), torch.float32)
        buf6 = empty_strided_cpu((4, 8, 1), (8, 1, 32), torch.float32)
        buf7 = empty_strided_cpu((4, 8, 8), (64, 8, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__softmax_abs_all_amax_eq_mul_ne_sub_0:3
        cpp_fused__softmax_abs_all_amax_eq_mul_ne_sub_0(buf1, buf2, buf3, buf4, buf6, buf7)
        del buf1
        buf8 = empty_strided_cpu((4, 8, 16), (128, 16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear, chunk, softmax, a], Original ATen: [aten.view, aten.split, aten._softmax, aten.bmm]
        # [Provenance debug handles] extern_kernels.bmm:4
        extern_kernels.bmm(buf7, reinterpret_tensor(buf0, (4, 8, 16), (384, 48, 1), 32), out=buf8)
        assert_size_stride(arg4_1, (16, ), (1, ), 'input')
        assert_size_stride(arg3_1, (16, 16), (16, 1), 'input')
        buf9 = empty_strided_cpu((32, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:5
        extern_kernels.addmm(arg4_1, reinterpret_tensor(buf8, (32, 16), (16, 1), 0), reinterpret_tensor(arg3_1, (16, 16), (1, 16), 0), alpha=1, beta=1, out=buf9)
        del arg3_1
        del arg4_1
        del buf8
        buf10 = reinterpret_tensor(buf9, (4, 8, 16), (128, 16, 1), 0); del buf9  # reuse
        assert_size_stride(arg6_1, (48, ), (1, ), 'input')
        assert_size_stride(arg5_1, (48, 16), (16, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_view_1:6
        cpp_fused_add_view_1(buf10, arg2_1)
        del arg2_1
        buf11 = buf0; del buf0  # reuse
        # Topologically Sorted Source Nodes: [linear_1, x, linear_2], Original ATen: [aten.view, aten.add, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:7
        extern_kernels.addmm(arg6_1, reinterpret_tensor(buf10, (32, 16), (16, 1), 0), reinterpret_tensor(arg5_1, (16, 48), (1, 16), 0), alpha=1, beta=1, out=buf11)
        del arg5_1
        del arg6_1
        buf12 = buf7; del buf7  # reuse
        # Topologically Sorted Source Nodes: [linear_2, chunk_1, transpose_1, matmul_2], Original ATen: [aten.view, aten.split, aten.transpose, aten.bmm]
        # [Provenance debug handles] extern_kernels.bmm:8
        extern_kernels.bmm(reinterpret_tensor(buf11, (4, 8, 16), (384, 48, 1), 0), reinterpret_tensor(buf11, (4, 16, 8), (384, 1, 48), 16), out=buf12)
        buf13 = buf2; del buf2  # reuse
        buf14 = buf6; del buf6  # reuse
        buf15 = buf4; del buf4  # reuse
        buf17 = buf3; del buf3  # reuse
        buf18 = empty_strided_cpu((4, 8, 8), (64, 8, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__softmax_abs_all_amax_eq_mul_ne_sub_0:9
        cpp_fused__softmax_abs_all_amax_eq_mul_ne_sub_0(buf12, buf13, buf14, buf15, buf17, buf18)
        del buf12
        del buf13
        del buf14
        del buf15
        del buf17
        buf19 = empty_strided_cpu((4, 8, 16), (128, 16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_2, chunk_1, softmax_1, a_1], Original ATen: [aten.view, aten.split, aten._softmax, aten.bmm]
        # [Provenance debug handles] extern_kernels.bmm:10
        extern_kernels.bmm(buf18, reinterpret_tensor(buf11, (4, 8, 16), (384, 48, 1), 32), out=buf19)
        del buf11
        del buf18
        assert_size_stride(arg8_1, (16, ), (1, ), 'input')
        assert_size_stride(arg7_1, (16, 16), (16, 1), 'input')
        buf20 = empty_strided_cpu((32, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_3], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:11
        extern_kernels.addmm(arg8_1, reinterpret_tensor(buf19, (32, 16), (16, 1), 0), reinterpret_tensor(arg7_1, (16, 16), (1, 16), 0), alpha=1, beta=1, out=buf20)
        del arg7_1
        del arg8_1
        del buf19
        buf21 = buf10; del buf10  # reuse
        # [Provenance debug handles] cpp_fused_add_relu_view_2:12
        cpp_fused_add_relu_view_2(buf21, buf20)
        return (buf21, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((48, 16), (16, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((4, 8, 16), (128, 16, 1), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((16, 16), (16, 1), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((48, 16), (16, 1), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((16, 16), (16, 1), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
