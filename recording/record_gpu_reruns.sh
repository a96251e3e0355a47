#!/usr/bin/env bash
# On a CUDA host, from the repository root: a real CUDA-graphs failure run under `pt2tui run`,
# then the reruns that answer it (`no-cudagraphs`: does the failure go away without CUDA
# graphs?), each run dir summarised. Leaves RUNS/ (default /tmp/gpu_reruns).
#   bash recording/record_gpu_reruns.sh [RUNS]
set -u
RUNS=${1:-/tmp/gpu_reruns}
mkdir -p "$RUNS"
export HF_HUB_OFFLINE=1 PYTHONUNBUFFERED=1
PT2TUI=${PT2TUI:-python3 -m pt2tui}
$PT2TUI run --no-tui --runs-dir "$RUNS" --name gpt2_cudagraphs \
  sample_traces/gpu_programs/gpt2_generate_cudagraphs.py >"$RUNS/gpt2_cudagraphs.console.txt" 2>&1
echo "run exit $?"; tail -n 25 "$RUNS/gpt2_cudagraphs.console.txt"
parent=$(ls -d "$RUNS"/*-gpt2_cudagraphs | tail -n 1)
for recipe in no-cudagraphs; do
  $PT2TUI rerun "$parent" "$recipe" --no-tui --runs-dir "$RUNS" >"$RUNS/gpt2_cudagraphs.$recipe.console.txt" 2>&1
  echo "rerun $recipe exit $?"; tail -n 30 "$RUNS/gpt2_cudagraphs.$recipe.console.txt"
done
for d in "$RUNS"/*/; do
  $PT2TUI summary "$d" --json >"$d/summary.json" 2>/dev/null || true
done
