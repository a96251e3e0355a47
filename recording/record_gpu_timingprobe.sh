#!/usr/bin/env bash
# On a host with 2 CUDA GPUs, from the repository root, pt2tui installed (record_gpu_round.sh):
# what inflates the eager figures of the profile recipes (issue 44's open question). OUT gets
# probe.tar.xz (small JSON only) and probe.log.
# 1. gpu_programs/timing_probe.py: one process, compiled and eager BERT, synchronized medians after
#    a torch.profiler window stopped / exported / dropped, beside busy CPU processes, per block;
# 2. the hook alone (no pt2tui process beside the program), profile-eager on timing_bert.py, with
#    the speculative profile before the timed window (PT2TUI_PROFILE_SPEC=1) and without (0);
# 3. the hook alone on timing_ddp_gpt2.py (2 ranks), profile-eager, speculative profile off, a
#    training call synchronized at its end (PT2TUI_PROFILE_STEP_SYNC=1) and not (0).
set -u
OUT=${1:-/tmp/gpu_probe_out}
WORK=${WORK:-/tmp/gpu_probe}
BUDGET=${BUDGET:-150}
mkdir -p "$OUT" "$WORK"
LOG=$OUT/probe.log
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
export TORCHINDUCTOR_CACHE_DIR=$WORK/cache PYTHONUNBUFFERED=1
T=sample_traces/gpu_programs
HOOK=$(python3 -c 'import os, pt2tui.runner.hook as h; print(os.path.dirname(h.__file__))')
say() { echo "[$SECONDS s] $*" | tee -a "$LOG"; }
step() {  # LIMIT NAME CMD...
  local limit=$1 name=$2 t0=$SECONDS l; shift 2
  l=$((BUDGET - SECONDS - 5)); [ "$l" -lt "$limit" ] && limit=$l
  if [ "$limit" -lt 8 ]; then say "$name skipped: budget spent"; return 1; fi
  timeout -k 5 "$limit" "$@" >"$WORK/$name.console.txt" 2>&1
  say "$name exit $? in $((SECONDS - t0)) s (limit $limit)"
  grep -h "pt2tui-hook\|^{" "$WORK/$name.console.txt" | cut -c1-400 | tail -n 12 >>"$LOG"
}
SPEC_EAGER='{"profile": {"eager": true}, "inductor": {"cpp.enable_kernel_profile": true}, "recipe": "profile-eager"}'
hooked() {  # NAME ENV... -- CMD...: the program under the hook alone
  local name=$1; shift
  local envs=()
  while [ "$1" != "--" ]; do envs+=("$1"); shift; done; shift
  step 45 "$name" env PYTHONPATH="$HOOK:${PYTHONPATH:-}" PT2TUI_COMPILE_OVERRIDES="$SPEC_EAGER" \
    PT2TUI_PROFILE_DIR="$WORK/hook/$name" "${envs[@]}" "$@"
}
step 80 probe_bert python3 $T/timing_probe.py "$WORK/probe_bert.json"
hooked bert_eager_spec1 PT2TUI_PROFILE_SPEC=1 CALLS=1200 -- python3 $T/timing_bert.py
hooked bert_eager_spec0 PT2TUI_PROFILE_SPEC=0 CALLS=1200 -- python3 $T/timing_bert.py
hooked ddp_eager_sync1 PT2TUI_PROFILE_SPEC=0 PT2TUI_PROFILE_STEP_SYNC=1 -- torchrun --nproc-per-node=2 $T/timing_ddp_gpt2.py
hooked ddp_eager_sync0 PT2TUI_PROFILE_SPEC=0 PT2TUI_PROFILE_STEP_SYNC=0 -- torchrun --nproc-per-node=2 $T/timing_ddp_gpt2.py
(cd "$WORK" && find . -name '*.json' -not -path './cache/*' -not -name 'trace*' -o -name '*.console.txt' | tar cf - -T -) \
  | xz -T0 -6 >"$OUT/probe.tar.xz"
say "packed $(du -h "$OUT/probe.tar.xz" | cut -f1)"
