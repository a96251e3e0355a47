#!/usr/bin/env bash
# Round 3 of recording/record_gpu_kernels.sh (one GPU, 200 s): gpu_programs/bert_kernels_steady.py
# under `pt2tui run`, its triton-trace rerun, and that rerun's `profile` rerun: the traced kernels'
# times (the dominant kernel, its config beside the configs autotuning compiled).
#   bash recording/record_gpu_kernels3.sh OUT [WORK]
set -u
OUT=${1:?usage: record_gpu_kernels3.sh OUT [WORK]}
SETS="steady" BUDGET=${BUDGET:-195} STEPS=${STEPS:-175} exec bash "$(dirname "$0")/record_gpu_kernels.sh" "$OUT" "${2:-/tmp/gpu_kernels3}"
