#!/usr/bin/env bash
# On a CUDA host, from the repository root: a Triton cache left cut short, as a kill during a
# cache write leaves it, under `pt2tui run`, then the `fresh-cache` rerun that answers it.
#   bash recording/record_gpu_cache.sh [WORK]
# 1. gpu_programs/triton_cache.py runs once (no pt2tui) with a private TORCHINDUCTOR_CACHE_DIR
#    (Triton's cache is <it>/triton/<device>): the cache is warm;
# 2. the cached Triton binaries (*.cubin, and the kernels' .so launchers if any) are cut to half
#    their size; MODE=zero cuts them to 0 bytes;
# 3. `pt2tui run --no-tui` runs the program on that cache; 4. `pt2tui rerun RUN fresh-cache`.
# WORK/runs then holds both run dirs (import with recording/import_gpu.py-style path rewrites).
set -u
WORK=${1:-/tmp/gpu_cache}
MODE=${MODE:-half}
PT2TUI=${PT2TUI:-python3 -m pt2tui}
mkdir -p "$WORK"
export TORCHINDUCTOR_CACHE_DIR=$WORK/cache PYTHONUNBUFFERED=1
python3 sample_traces/gpu_programs/triton_cache.py >"$WORK/warm.txt" 2>&1
echo "warm exit $?"; tail -n 3 "$WORK/warm.txt"
find "$WORK/cache" -type f \( -name '*.cubin' -o -name '*.so' \) | while read -r f; do
  size=$(stat -c %s "$f")
  if [ "$MODE" = zero ]; then truncate -s 0 "$f"; else truncate -s $((size / 2)) "$f"; fi
  echo "cut $f ($size -> $(stat -c %s "$f"))"
done >"$WORK/cut.txt"
wc -l <"$WORK/cut.txt"
$PT2TUI run --no-tui --runs-dir "$WORK/runs" --name triton_cache_cut \
  sample_traces/gpu_programs/triton_cache.py >"$WORK/run.console.txt" 2>&1
echo "run exit $?"; tail -n 30 "$WORK/run.console.txt"
parent=$(ls -d "$WORK"/runs/*-triton_cache_cut | tail -n 1)
$PT2TUI rerun "$parent" fresh-cache --no-tui --runs-dir "$WORK/runs" >"$WORK/rerun.console.txt" 2>&1
echo "rerun exit $?"; tail -n 20 "$WORK/rerun.console.txt"
