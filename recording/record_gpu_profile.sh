#!/usr/bin/env bash
# On a host with 2 CUDA GPUs, from the repository root: pt2tui's profile recipes on real GPU runs.
#   bash recording/record_gpu_profile.sh [WORK]
# 1. gpu_programs/perf_mlp.py (one GPU) under `pt2tui run`, then its `profile`, `profile-eager`
#    and `profile-reduce-overhead` reruns; 2. gpu_programs/perf_ddp.py (DDP, 2 ranks over NCCL)
#    under `pt2tui run`, then its `profile` rerun (a trace per rank); 3. gpu_programs/
#    perf_cudagraph_skip.py (reduce-overhead, CUDA graphs skipped) and its `profile` and
#    `profile-eager` reruns. SETS="perf_cudagraph_skip" (names, space-separated) records only those.
# WORK/runs then holds the run dirs (import with recording/import_gpu_training.py --set profile).
set -u
WORK=${1:-/tmp/gpu_prof}
PT2TUI=${PT2TUI:-python3 -m pt2tui}
mkdir -p "$WORK"
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
export TORCHINDUCTOR_CACHE_DIR=$WORK/cache PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv >"$WORK/gpus.txt" 2>&1
python3 -c 'import torch, triton, transformers, sys; print(torch.__version__, triton.__version__, transformers.__version__, sys.version.split()[0])' >"$WORK/versions.txt" 2>&1
pack() {  # PACK=DIR: the run dirs named *-$1* and their consoles as DIR/$1.tgz
  [ -n "${PACK:-}" ] && tar czf "$PACK/$1.tgz" -C "$WORK" $(cd "$WORK" && ls -d runs/*-"$1"* ./*"$1"*.console.txt 2>/dev/null)
}
run() {  # NAME ARGS...: pt2tui run
  local name=$1; shift; local t0=$SECONDS
  $PT2TUI run --no-tui --no-debug-dir --runs-dir "$WORK/runs" --name "$name" "$@" \
    >"$WORK/$name.console.txt" 2>&1
  echo "$name exit $? in $((SECONDS - t0)) s"; grep -E 'took' "$WORK/$name.console.txt" | tail -n 3
}
rerun() {  # NAME RECIPE: pt2tui rerun of the run named NAME
  local name=$1 recipe=$2; local t0=$SECONDS
  local parent; parent=$(ls -d "$WORK"/runs/*-"$name" | tail -n 1)
  $PT2TUI rerun "$parent" "$recipe" --no-tui --runs-dir "$WORK/runs" \
    >"$WORK/$name-$recipe.console.txt" 2>&1
  echo "$name $recipe exit $? in $((SECONDS - t0)) s"; tail -n 12 "$WORK/$name-$recipe.console.txt"
}
[ -n "${PACK:-}" ] && tar czf "$PACK/machine.tgz" -C "$WORK" gpus.txt versions.txt
T=sample_traces/gpu_programs
SETS=${SETS:-perf_mlp perf_ddp perf_cudagraph_skip}
want() { case " $SETS " in *" $1 "*) return 0 ;; esac; return 1; }
if want perf_mlp; then
  run perf_mlp $T/perf_mlp.py
  rerun perf_mlp profile
  rerun perf_mlp profile-eager
  rerun perf_mlp profile-reduce-overhead
  pack perf_mlp
fi
if want perf_ddp; then
  run perf_ddp -- torchrun --nproc-per-node=2 $T/perf_ddp.py
  rerun perf_ddp profile
  pack perf_ddp
fi
if want perf_cudagraph_skip; then
  run perf_cudagraph_skip $T/perf_cudagraph_skip.py
  rerun perf_cudagraph_skip profile
  rerun perf_cudagraph_skip profile-eager
  pack perf_cudagraph_skip
fi
