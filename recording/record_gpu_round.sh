#!/usr/bin/env bash
# On the GPU host (2 CUDA GPUs, no network), from the repository root: install what travelled
# (.whl/: textual and its needs, orjson, watchfiles, tritonparse, tlparse, zstandard) and pt2tui
# itself into /tmp/site, then run recorders one after the other, each under its time budget:
#   bash recording/record_gpu_round.sh OUT timing:330 verdicts:200 kernels:240
# runs recording/record_gpu_<name>.sh OUT/<name> for each NAME:SECONDS, its console in
# OUT/<name>/console.txt. What each recorder packs lands in OUT/<name>/.
set -u
OUT=${1:?usage: record_gpu_round.sh OUT NAME:SECONDS...}; shift
t0=$SECONDS
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --target /tmp/site .whl/*.whl ||
  { echo "wheels did not install"; exit 1; }
python3 -m pip install -q --no-index --no-deps --no-build-isolation --no-cache-dir --target /tmp/site . ||
  { echo "pt2tui did not install"; exit 1; }
export PYTHONPATH=/tmp/site PATH=/tmp/site/bin:$PATH PT2TUI="python3 -m pt2tui" PYTHONUNBUFFERED=1
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
python3 -m pt2tui --version
echo "installed in $((SECONDS - t0)) s"
for spec in "$@"; do
  name=${spec%%:*} budget=${spec##*:}
  mkdir -p "$OUT/$name"
  t=$SECONDS
  timeout -k 10 "$budget" bash "recording/record_gpu_$name.sh" "$OUT/$name" >"$OUT/$name/console.txt" 2>&1
  echo "$name: exit $? in $((SECONDS - t)) s"
  tail -n 15 "$OUT/$name/console.txt"
done
ls -la "$OUT"/*
