#!/usr/bin/env bash
# On a host with 2 CUDA GPUs, from the repository root: the profile recipes' timed window (issue
# 44) on real GPU runs, each program also timed alone (the oracle pt2tui's figures are tested
# against).
#   bash recording/record_gpu_timing.sh OUT        # OUT gets timing.tar.xz and timing.log
# 1. gpu_programs/timing_bert.py (one GPU; compiled HF BERT encoder inference, 6 layers, fp16,
#    32x128) under `pt2tui run`; then the program alone with --oracle (no pt2tui: compiled vs eager
#    in alternating blocks, synchronized medians); then its `profile-eager` and `profile` reruns
#    (siblings: both of the parent run);
# 2. gpu_programs/timing_ddp_gpt2.py (DDP GPT-2 training, 2 ranks over NCCL, torch.compile(DDP))
#    the same way under `pt2tui run -- torchrun --nproc-per-node=2`, its oracle under torchrun.
# ORACLE=parent: the parent run times itself instead (TIMING_ORACLE, not inherited by reruns;
# one compile less, but the oracle then runs beside pt2tui reading the run).
# Every step bounded by `timeout` and by what is left of BUDGET (seconds, default 470); a failed
# step is logged and the rest goes on; the tarball is rewritten after each program.
# SETS="bert" (names, space-separated) records only those. TIMING_TINY=1: tiny models (CPU try).
set -u
OUT=${1:-/tmp/gpu_timing_out}
WORK=${WORK:-/tmp/gpu_timing}
BUDGET=${BUDGET:-470}
PT2TUI=${PT2TUI:-python3 -m pt2tui}
PY=${PY:-python3}
TORCHRUN=${TORCHRUN:-torchrun}
mkdir -p "$OUT" "$WORK"
LOG=$OUT/timing.log
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
export TORCHINDUCTOR_CACHE_DIR=$WORK/cache PYTHONUNBUFFERED=1
say() { echo "[$SECONDS s] $*" | tee -a "$LOG"; }
left() { echo $((BUDGET - SECONDS)); }
lim() {  # LIMIT: the smaller of LIMIT and what is left of the budget less 8 s for packing
  local l; l=$(( $(left) - 8 )); [ "$l" -lt "$1" ] && echo "$l" || echo "$1"
}
step() {  # LIMIT NAME CMD...: one bounded step, its console in WORK/NAME.console.txt
  local limit name t0=$SECONDS; limit=$(lim "$1"); name=$2; shift 2
  if [ "$limit" -lt 10 ]; then say "$name skipped: budget spent"; return 1; fi
  timeout -k 5 "$limit" "$@" >"$WORK/$name.console.txt" 2>&1
  local rc=$?
  say "$name exit $rc in $((SECONDS - t0)) s (limit $limit)"
  tail -n 4 "$WORK/$name.console.txt" | cut -c1-300 >>"$LOG"
  return $rc
}
run() {  # LIMIT NAME ARGS...: pt2tui run (ORACLE=parent: the program timing itself into WORK/oracle_NAME.json)
  local limit=$1 name=$2; shift 2
  if [ "${ORACLE:-alone}" = parent ]; then
    TIMING_ORACLE="$WORK/oracle_${name#timing_}.json" \
      step "$limit" "$name" $PT2TUI run --no-tui --no-debug-dir --runs-dir "$WORK/runs" --name "$name" "$@"
  else
    step "$limit" "$name" $PT2TUI run --no-tui --no-debug-dir --runs-dir "$WORK/runs" --name "$name" "$@"
  fi
}
alone() {  # LIMIT NAME CMD...: the oracle, the program alone (ORACLE=alone, the default)
  [ "${ORACLE:-alone}" = parent ] || step "$@"
}
rerun() {  # LIMIT NAME RECIPE: pt2tui rerun of the newest run named NAME
  local limit=$1 name=$2 recipe=$3 parent
  parent=$(ls -d "$WORK"/runs/*-"$name" 2>/dev/null | tail -n 1)
  [ -z "$parent" ] && { say "$name $recipe skipped: no run $name"; return 1; }
  step "$limit" "$name-$recipe" $PT2TUI rerun "$parent" "$recipe" --no-tui --runs-dir "$WORK/runs"
}
pack() {  # everything so far as OUT/timing.tar.xz (rewritten)
  (cd "$WORK" && tar cf - runs oracle_*.json ./*.console.txt gpus.txt versions.txt 2>/dev/null) \
    | xz -T0 -6 >"$OUT/timing.tar.xz.tmp" && mv "$OUT/timing.tar.xz.tmp" "$OUT/timing.tar.xz"
  say "packed $(du -h "$OUT/timing.tar.xz" | cut -f1)"
}
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv >"$WORK/gpus.txt" 2>&1
$PY -c 'import torch, sys; print(torch.__version__, sys.version.split()[0]); import triton, transformers; print(triton.__version__, transformers.__version__)' >"$WORK/versions.txt" 2>&1
cat "$WORK/versions.txt" >>"$LOG"
T=sample_traces/gpu_programs
SETS=${SETS:-bert ddp}
want() { case " $SETS " in *" $1 "*) return 0 ;; esac; return 1; }
if want bert; then
  run 60 timing_bert $T/timing_bert.py
  alone 50 oracle_bert $PY $T/timing_bert.py --oracle "$WORK/oracle_bert.json"
  rerun 40 timing_bert profile-eager
  rerun 50 timing_bert profile
  pack
fi
if want ddp; then
  run 70 timing_ddp -- $TORCHRUN --nproc-per-node=2 $T/timing_ddp_gpt2.py
  alone 55 oracle_ddp $TORCHRUN --nproc-per-node=2 $T/timing_ddp_gpt2.py --oracle "$WORK/oracle_ddp.json"
  rerun 45 timing_ddp profile-eager
  rerun 65 timing_ddp profile
  pack
fi
say "done"
