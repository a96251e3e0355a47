
# from torch.nn import *
# class Repro(torch.nn.Module):
#     def __init__(self) -> None:
#         super().__init__()
#         self.0 = Module()
#         self.2 = Module()



#     def forward(self, input):
#         input, = fx_pytree.tree_flatten_spec(([input], {}), self._in_spec)
#         _0_weight = getattr(self, "0").weight
#         _0_bias = getattr(self, "0").bias
#         _2_weight = getattr(self, "2").weight
#         _2_bias = getattr(self, "2").bias
#         input_1 = input
#         linear = torch.ops.aten.linear.default(input_1, _0_weight, _0_bias);  input_1 = _0_weight = _0_bias = None
#         relu = torch.ops.aten.relu.default(linear);  linear = None
#         linear_1 = torch.ops.aten.linear.default(relu, _2_weight, _2_bias);  relu = _2_weight = _2_bias = None
#         return pytree.tree_unflatten((linear_1,), self._out_spec)


import os
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_dev'
os.environ['TORCH_TRACE'] = '/home/dev/pt2tui/sample_traces/cpu/aoti_reruns/20261124-052218-aoti_relu_bug-aoti-minify/trace'
os.environ['TORCH_LOGS'] = 'graph_breaks,recompiles,guards'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/home/dev/pt2tui/sample_traces/cpu/aoti_reruns/20261124-052218-aoti_relu_bug-aoti-minify'
os.environ.pop('TORCHDYNAMO_REPRO_AFTER', None)
os.environ.pop('TORCHDYNAMO_REPRO_LEVEL', None)

import torch
import torch._inductor.inductor_prims

import torch._dynamo.config
import torch._inductor.config
import torch._functorch.config
import torch.fx.experimental._config
torch._dynamo.config.replay_side_effects = True
torch._dynamo.config.side_effect_replay_policy = 'info'
torch._dynamo.config.specialize_int = False
torch._dynamo.config.specialize_float = False
torch._dynamo.config.assume_static_by_default = True
torch._dynamo.config.automatic_dynamic_shapes = True
torch._dynamo.config.capture_scalar_outputs = False
torch._dynamo.config.capture_dynamic_output_shape_ops = False
torch._dynamo.config.prefer_deferred_runtime_asserts_over_guards = False
torch._dynamo.config.do_not_emit_runtime_asserts = False
torch._dynamo.config.allow_rnn = False
torch._inductor.config.cpp_wrapper = False
torch._inductor.config.cpp.inject_relu_bug_TESTING_ONLY = 'runtime_error'
torch._inductor.config.triton.cudagraphs = False
torch._inductor.config.triton.autotune_cublasLt = True
torch._inductor.config.triton.autotune_at_compile_time = None
torch._inductor.config.triton.store_cubin = False
torch._inductor.config.aot_inductor.output_path = ''
torch._inductor.config.aot_inductor.serialized_in_spec = ''
torch._inductor.config.aot_inductor.serialized_out_spec = ''
torch._inductor.config.aot_inductor.package = False
torch._inductor.config.graph_partition = True
torch._inductor.config.trace.save_real_tensors = False
torch._inductor.config.comprehensive_padding = True
torch._inductor.config.trace.enabled = True
torch._inductor.config.inplace_buffers = True
torch._functorch.config.functionalize_rng_ops = False
torch._functorch.config.fake_tensor_allow_unsafe_data_ptr_access = True
torch._functorch.config.unlift_effect_tokens = False
torch._functorch.config.selective_decompose = False



isolate_fails_code_str = None



# torch version: 2.13.0+cpu
# torch cuda version: None
# torch git version: cf30153c4c131c8164ee7798e5022d810682e2cb


# torch.cuda.is_available()==False, no GPU info collected
exported_program = torch.export.load('/home/dev/pt2tui/sample_traces/cpu/aoti_reruns/20261124-052218-aoti_relu_bug-aoti-minify/torch_compile_debug/run_2026_11_24_05_22_38_298893-pid_7802/minifier/checkpoints/exported_program.pt2')
# print(exported_program.graph)
config_patches={'aot_inductor.package': True}
if __name__ == '__main__':
    from torch._dynamo.repro.aoti import run_repro
    with torch.no_grad():
        run_repro(exported_program, config_patches=config_patches, accuracy=False, command='minify', save_dir='/home/dev/pt2tui/sample_traces/cpu/aoti_reruns/20261124-052218-aoti_relu_bug-aoti-minify/torch_compile_debug/run_2026_11_24_05_22_38_298893-pid_7802/minifier/checkpoints', check_str=None)
