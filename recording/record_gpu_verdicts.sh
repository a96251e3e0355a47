#!/usr/bin/env bash
# On a host with 2 CUDA GPUs, from the repository root: the GPU samples of issue 45 (verdicts
# that hold on runs recorded elsewhere), each under `pt2tui run`, each step bounded by `timeout`:
#   bash recording/record_gpu_verdicts.sh OUT
# 1. gpu_programs/extra_collective.py (NCCL, 2 GPUs): rank 1 issues one more all_reduce at step 1
#    after a recompile; the process group's timeout is 20 s, so the watchdog fires fast.
# 2. gpu_programs/collectives_regrouped.py (NCCL, 2 GPUs): the same collectives in one graph on
#    rank 0, two graphs on rank 1; exits 0.
# 3. gpu_programs/cudagraph_mutation_trace.py (one GPU): mode="reduce-overhead" on a step that
#    mutates an input; the program saves its own torch.profiler trace (no recipe).
# OUT then holds verdicts.tgz (the run dirs and their consoles; the compile cache left out) and
# record.log. Whole script: about 200 s at most. PT2TUI: how to start pt2tui (python3 -m pt2tui).
set -u
OUT=${1:?usage: record_gpu_verdicts.sh OUT}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
WORK=$(mktemp -d /tmp/gpu_verdicts.XXXXXX)
PT2TUI=${PT2TUI:-python3 -m pt2tui}
LOG=$OUT/record.log
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
export TORCHINDUCTOR_CACHE_DIR=$WORK/cache PYTHONUNBUFFERED=1
# after a collective timeout: tear the job down at once, no flight-recorder dump to wait for
export TORCH_NCCL_ASYNC_ERROR_HANDLING=3 TORCH_NCCL_DUMP_ON_TIMEOUT=0
{ nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv 2>&1
  timeout 30 python3 -c 'import torch, triton, sys; print(torch.__version__, triton.__version__, sys.version.split()[0])' 2>&1
} >"$WORK/machine.txt"
cat "$WORK/machine.txt" >"$LOG"
T=sample_traces/gpu_programs
record() {  # NAME LIMIT_S ARGS...: pt2tui run, bounded
  local name=$1 limit=$2; shift 2; local t0=$SECONDS
  timeout -k 10 "$limit" $PT2TUI run --no-tui --no-debug-dir --runs-dir "$WORK/runs" --name "$name" "$@" \
    >"$WORK/$name.console.txt" 2>&1
  echo "$name exit $? in $((SECONDS - t0)) s" >>"$LOG"
  grep -E 'step|took|Watchdog|timed out|Verdict|trace ' "$WORK/$name.console.txt" | head -n 20 >>"$LOG"
}
record extra_collective 80 -- torchrun --nproc-per-node=2 $T/extra_collective.py
record collectives_regrouped 60 -- torchrun --nproc-per-node=2 $T/collectives_regrouped.py
record cudagraph_mutation_trace 50 $T/cudagraph_mutation_trace.py
( cd "$WORK" && timeout 30 tar czf "$OUT/verdicts.tgz" machine.txt runs ./*.console.txt ) >>"$LOG" 2>&1
ls -l "$OUT" >>"$LOG"
rm -rf "$WORK"
