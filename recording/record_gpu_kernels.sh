#!/usr/bin/env bash
# On a host with a CUDA GPU, from the repository root: the kernel level (issue 47) on real runs.
#   bash recording/record_gpu_kernels.sh OUT [WORK]
# 1. gpu_programs/bert_kernels.py (a compiled HF BERT forward, fp16, 3 sequence lengths) under
#    `pt2tui run`, its `triton-trace` rerun (tritonparse's trace with launches, a private Triton
#    cache), then `kernel-repro` reruns on that (the default kernel, and the default kernel of the
#    dynamic-shape compile [0/1]): each runs one Inductor Triton kernel alone and checks it
#    against eager; 2. gpu_programs/triton_user_kernels.py (the user's own @triton.jit kernels:
#    autotuned add, a kernel that spills registers) and its triton-trace rerun; 3. the same with
#    `error` (a Triton compile error) and its triton-trace rerun; 4. gpu_programs/
#    triton_compile_error.py (Inductor's generated Triton that does not compile) and its
#    triton-trace rerun. Oracles: `python -m tritonparse parse` of each raw trace (parsed/), and
#    Triton's cuobjdump -res-usage of each cubin (res_usage.txt: registers, stack, local memory).
# SETS="bert bert_profile" (round 2): BERT, its triton-trace, kernel-repro (now also at each
#    traced launch shape), then `profile` and `profile-max-autotune` reruns of the triton-trace
#    rerun (the kernels' times; max-autotune's AUTOTUNE tables).
# SETS="steady" (round 3): gpu_programs/bert_kernels_steady.py (the same BERT, 24 more calls),
#    its triton-trace rerun and that rerun's `profile` rerun (the traced kernels' times).
# OUT gets kernels.tgz (the run dirs without their Inductor caches) and kernels.log.
# Budget: 230 s (BUDGET=...): the runs until BUDGET-25 s (a step past it is skipped, every step is
# bounded), then the oracles and the tarball.
set -u
OUT=${1:?usage: record_gpu_kernels.sh OUT [WORK]}
WORK=${2:-/tmp/gpu_kernels}
BUDGET=${BUDGET:-230}  # all of it; the runs stop at STEPS (the oracles and the tarball after)
STEPS=${STEPS:-$((BUDGET - 25))}
PT2TUI=${PT2TUI:-python3 -m pt2tui}
mkdir -p "$OUT" "$WORK/runs"
LOG="$OUT/kernels.log"
: >"$LOG"
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
export TORCHINDUCTOR_CACHE_DIR=$WORK/cache TRITON_CACHE_DIR=$WORK/triton_cache PYTHONUNBUFFERED=1
export CUDA_VISIBLE_DEVICES=${CUDA_VISIBLE_DEVICES:-0}
say() { echo "$*" | tee -a "$LOG"; }
left() { echo $((STEPS - SECONDS)); }
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv >"$WORK/gpus.txt" 2>&1
timeout 30 python3 -c 'import torch, triton, transformers, sys
try:
    import tritonparse, importlib.metadata as m; tp = m.version("tritonparse")
except Exception as e: tp = f"missing ({e})"
print(torch.__version__, triton.__version__, transformers.__version__, sys.version.split()[0], "tritonparse", tp)' >"$WORK/versions.txt" 2>&1
say "versions: $(cat "$WORK/versions.txt")"
step() {  # LIMIT NAME CMD...: bounded by LIMIT and by what is left of the budget
  local limit=$1 name=$2; shift 2
  local l; l=$(left)
  if [ "$l" -lt 8 ]; then say "$name: skipped (budget spent)"; return 1; fi
  [ "$l" -lt "$limit" ] && limit=$l
  local t0=$SECONDS
  timeout -k 5 "$limit" "$@" >"$WORK/$name.console.txt" 2>&1
  local rc=$?
  say "$name: exit $rc in $((SECONDS - t0)) s (limit $limit s)"
  grep -E 'kernel-repro: |^result|outcome|tritonparse|n_spills|ok:|Error' "$WORK/$name.console.txt" | head -n 6 | tee -a "$LOG"
  return 0
}
dir_of() { ls -d "$WORK"/runs/*-"$1" 2>/dev/null | tail -n 1; }
run() { local name=$1 limit=$2; shift 2
  step "$limit" "$name" $PT2TUI run --no-tui --runs-dir "$WORK/runs" --name "$name" "$@"; }
rerun() { local parent=$1 recipe=$2 limit=$3; shift 3; local d; d=$(dir_of "$parent")
  if [ -z "$d" ]; then say "$parent $recipe: no parent run dir"; return 1; fi
  step "$limit" "$parent-$recipe" $PT2TUI rerun "$d" "$recipe" --no-tui --runs-dir "$WORK/runs" "$@"; }
G=sample_traces/gpu_programs
SETS=${SETS:-bert user user_error bert_dynamic inductor_error}  # bert_profile: round 2
want() { case " $SETS " in *" $1 "*) return 0 ;; esac; return 1; }
if want bert; then
  run bert 75 $G/bert_kernels.py
  rerun bert triton-trace 70
  rerun bert-triton-trace kernel-repro 40
fi
if want bert_profile; then  # the kernels' times: a profile rerun of the triton-trace rerun
  rerun bert-triton-trace profile 75
  rerun bert-triton-trace profile-max-autotune 90
fi
if want steady; then  # round 3: a steady state, so the profile rerun profiles calls
  run bert_steady 75 $G/bert_kernels_steady.py
  rerun bert_steady triton-trace 70
  rerun bert_steady-triton-trace profile 60
fi
if want user; then
  run user_kernels 25 $G/triton_user_kernels.py
  rerun user_kernels triton-trace 25
fi
if want user_error; then
  run user_error 15 $G/triton_user_kernels.py error
  rerun user_error triton-trace 15
fi
want bert_dynamic && rerun bert-triton-trace kernel-repro 30 --kernel '[0/1]'
if want inductor_error; then
  run inductor_error 30 $G/triton_compile_error.py
  rerun inductor_error triton-trace 30
fi
# the oracles: tritonparse's own parse of each raw trace; cuobjdump's resources of each cubin
CUOBJDUMP=$(python3 -c 'import os, triton; print(os.path.join(os.path.dirname(triton.__file__), "backends/nvidia/bin/cuobjdump"))' 2>/dev/null)
for d in "$WORK"/runs/*-triton-trace; do
  [ -d "$d/triton_trace" ] || continue
  [ $((BUDGET - SECONDS)) -lt 8 ] && { say "parse $(basename "$d"): skipped (budget spent)"; continue; }
  timeout 15 python3 -m tritonparse parse "$d/triton_trace" -o "$d/parsed" --overwrite >"$d/parsed.console.txt" 2>&1
  rc=$?; n=$(ls "$d/parsed" 2>/dev/null | wc -l)
  say "tritonparse parse $(basename "$d"): exit $rc ($n files)"
  if [ -x "$CUOBJDUMP" ]; then
    find "$d/triton_cache" -name '*.cubin' | sort | while read -r c; do
      echo "== ${c#"$d"/}"; timeout 5 "$CUOBJDUMP" -res-usage "$c" 2>&1 | head -n 20
    done >"$d/res_usage.txt"
  fi
done
cp "$WORK/gpus.txt" "$WORK/versions.txt" "$WORK"/*.console.txt "$WORK/runs/" 2>/dev/null
tar czf "$OUT/kernels.tgz" -C "$WORK" --exclude='*/inductor_cache' --exclude='*/tmp' --exclude='*/__pycache__' runs
size=$(stat -c %s "$OUT/kernels.tgz")
if [ "$size" -gt $((11 * 1024 * 1024)) ]; then  # too big: the LLVM IR files go first
  tar czf "$OUT/kernels.tgz" -C "$WORK" --exclude='*/inductor_cache' --exclude='*/tmp' --exclude='*/__pycache__' --exclude='*.llir' runs
  size=$(stat -c %s "$OUT/kernels.tgz"); say "tarball without .llir files"
fi
say "kernels.tgz: $size bytes; $SECONDS s in all"
