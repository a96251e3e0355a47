#!/usr/bin/env bash
# Record the GPU samples with pt2tui itself, on a CUDA host:
#   bash recording/record_gpu.sh RUNS_DIR
# Runs each program in sample_traces/gpu_programs/ under `pt2tui run --no-tui`, then the reruns
# the debugging guides prescribe (`pt2tui rerun ... --no-tui`). `recording/import_gpu.py`
# then rewrites machine paths and copies the small results into sample_traces/gpu-h100/.
set -u
RUNS=${1:-gpu_runs}
HERE=$(cd "$(dirname "$0")" && pwd)
PT2TUI=${PT2TUI:-python3 -m pt2tui}
mkdir -p "$RUNS"
run() {  # name program
  echo "=== pt2tui run $1"
  $PT2TUI run --no-tui --runs-dir "$RUNS" --name "$1" "$HERE/gpu_programs/$2" >"$RUNS/$1.console.txt" 2>&1
  echo "exit $?"; tail -n 5 "$RUNS/$1.console.txt"
}
rerun() {  # parent-name recipe
  local parent
  parent=$(ls -d "$RUNS"/*-"$1" 2>/dev/null | tail -n 1)
  echo "=== pt2tui rerun $parent $2"
  $PT2TUI rerun "$parent" "$2" --no-tui --runs-dir "$RUNS" >"$RUNS/$1.$2.console.txt" 2>&1
  echo "exit $?"; tail -n 15 "$RUNS/$1.$2.console.txt"
}
run breaks_and_recompiles breaks_and_recompiles.py
run oob_gather oob_gather.py
run nan_producer nan_producer.py
run triton_compile_error triton_compile_error.py
rerun nan_producer nan-asserts
rerun oob_gather cuda-sync
rerun triton_compile_error minify-aot
# the launcher the minify-aot rerun wrote, minified without isolation, then its repro run
rerun triton_compile_error-minify-aot minify-launcher-no-isolate
rerun triton_compile_error-minify-launcher-no-isolate run-repro
for d in "$RUNS"/*/; do
  $PT2TUI summary "$d" --json >"$d/summary.json" 2>/dev/null || true
done
