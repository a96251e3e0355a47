#!/usr/bin/env bash
# On a host with 2 CUDA GPUs, from the repository root: real training runs under `pt2tui run`
# (DDP and FSDP2 over NCCL, a rank-dependent collective) and a one-GPU compiled-vs-eager profile.
#   bash recording/record_gpu_training.sh [WORK]
# WORK/runs then holds the run dirs (import with recording/import_gpu_training.py); each program
# writes its torch.profiler traces into its run dir's profile/ (gpu_programs/train_common.py).
set -u
WORK=${1:-/tmp/gpu_train}
PT2TUI=${PT2TUI:-python3 -m pt2tui}
mkdir -p "$WORK"
# NVLink multicast stays off (shared hosts); a private compile cache
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
export TORCHINDUCTOR_CACHE_DIR=$WORK/cache PYTHONUNBUFFERED=1 LOG_TLPARSE=1
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv >"$WORK/gpus.txt" 2>&1
python3 -c 'import torch, triton, transformers, sys; print(torch.__version__, triton.__version__, transformers.__version__, sys.version.split()[0])' >"$WORK/versions.txt" 2>&1
record() {
  local name=$1; shift
  local t0=$SECONDS
  $PT2TUI run --no-tui --no-debug-dir --logs +recompiles_verbose --runs-dir "$WORK/runs" \
    --name "$name" "$@" >"$WORK/$name.console.txt" 2>&1
  echo "$name exit $? in $((SECONDS - t0)) s"
  grep -E 'took|profile|Watchdog|recompile_limit|Error' "$WORK/$name.console.txt" | head -n 40
  # PACK=DIR: each run dir (without the compile cache) and its console as DIR/NAME.tgz
  [ -n "${PACK:-}" ] && tar czf "$PACK/$name.tgz" -C "$WORK" $(cd "$WORK" && ls -d runs/*-"$name") "$name.console.txt"
}
[ -n "${PACK:-}" ] && tar czf "$PACK/machine.tgz" -C "$WORK" gpus.txt versions.txt
T=sample_traces/gpu_programs
record ddp_hf_rank_shape -- torchrun --nproc-per-node=2 $T/ddp_hf_rank_shape.py
record fsdp2_layers -- torchrun --nproc-per-node=2 $T/fsdp2_layers.py
record nccl_diverge -- torchrun --nproc-per-node=2 $T/nccl_diverge.py
record single_gpu_perf $T/single_gpu_perf.py
