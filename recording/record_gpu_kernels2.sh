#!/usr/bin/env bash
# Round 2 of recording/record_gpu_kernels.sh (one GPU, 240 s): BERT, its triton-trace rerun, a
# kernel-repro that also runs the kernel at each traced launch shape, and the triton-trace
# rerun's `profile` and `profile-max-autotune` reruns (the kernels' times, the dominant kernel's
# config beside what autotuning tried, max-autotune's tables). Import with
# recording/import_gpu_kernels.py --out sample_traces/gpu-h200-kernels2.
#   bash recording/record_gpu_kernels2.sh OUT [WORK]
set -u
OUT=${1:?usage: record_gpu_kernels2.sh OUT [WORK]}
SETS="bert bert_profile" exec bash "$(dirname "$0")/record_gpu_kernels.sh" "$OUT" "${2:-/tmp/gpu_kernels2}"
