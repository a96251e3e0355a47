#!/usr/bin/env bash
# Record torch.compile runs on a CUDA host with plain torch (no pt2tui involved):
#
#   bash recording/record_gpu_raw.sh NAME PROGRAM [ARGS...]   # one run
#   bash recording/record_gpu_raw.sh --all [OUTDIR]           # the set in gpu-h100-raw/README.md
#
# One run makes $RUNS/NAME/ (RUNS defaults to /tmp/gpu_raw_runs) holding
#   trace/                TORCH_TRACE
#   torch_compile_debug/  TORCH_COMPILE_DEBUG=1, TORCH_COMPILE_DEBUG_DIR=$RUNS/NAME
#   stdout.txt stderr.txt the program's output
#   run.json              argv, exit_code, signal (name, if killed by one), seconds, env (what
#                         was set), torch, python, device (GPU name)
# The program runs with cwd = the repository root, under `timeout 150`, with
# TORCH_LOGS=graph_breaks,recompiles,recompiles_verbose,guards,dynamic (plus $RAW_EXTRA_LOGS),
# PYTHONFAULTHANDLER=1, PYTHONUNBUFFERED=1, HF_HUB_OFFLINE=1 and a private TORCHINDUCTOR_CACHE_DIR
# and TMPDIR under $RAW_TMP/NAME (default /tmp/gpu_raw_tmp). TORCH*/PYTORCH* variables of the
# caller are dropped first. RAW_EXTRA_ENV="K=V K2=V2" adds variables (recorded in run.json).
# RAW_NO_DEBUG=1 leaves TORCH_COMPILE_DEBUG(_DIR) unset, RAW_NO_TRACE=1 leaves TORCH_TRACE unset
# (what was set is always what run.json's "env" lists).
#
# --all records every run of the set (three lanes at a time), then packs $RUNS plus meta.json (the
# machine's paths, for the path rewrite) into OUTDIR/gpu_raw_runs.tar.gz (OUTDIR defaults to $OUT).
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(cd "$HERE/.." && pwd)
RUNS=${RUNS:-/tmp/gpu_raw_runs}
RAW_TMP=${RAW_TMP:-/tmp/gpu_raw_tmp}
PY=${PYTHON:-python3}
TIMEOUT=${RAW_TIMEOUT:-150}

record() {  # NAME PROGRAM [ARGS...]
  local name=$1 prog=$2
  shift 2
  local dir="$RUNS/$name" tmp="$RAW_TMP/$name"
  rm -rf "$dir" "$tmp"
  mkdir -p "$dir/trace" "$tmp/inductor_cache" "$tmp/tmp"
  local logs="graph_breaks,recompiles,recompiles_verbose,guards,dynamic${RAW_EXTRA_LOGS:+,$RAW_EXTRA_LOGS}"
  local -a envs=()
  [ -n "${RAW_NO_TRACE:-}" ] || envs+=("TORCH_TRACE=$dir/trace")
  [ -n "${RAW_NO_DEBUG:-}" ] || envs+=("TORCH_COMPILE_DEBUG=1" "TORCH_COMPILE_DEBUG_DIR=$dir")
  envs+=(
    "TORCH_LOGS=$logs"
    "TORCHINDUCTOR_CACHE_DIR=$tmp/inductor_cache"
    "TMPDIR=$tmp/tmp"
    "PYTHONFAULTHANDLER=1"
    "PYTHONUNBUFFERED=1"
    "HF_HUB_OFFLINE=1"
  )
  local kv
  for kv in ${RAW_EXTRA_ENV:-}; do envs+=("$kv"); done
  local -a drop=()
  local v
  for v in $(env | sed -n 's/^\(\(TORCH\|PYTORCH\)[A-Za-z0-9_]*\)=.*/\1/p'); do drop+=(-u "$v"); done
  local t0 t1 rc
  t0=$(date +%s.%N)
  (cd "$REPO" && env "${drop[@]}" "${envs[@]}" timeout -k 10 "$TIMEOUT" "$PY" "$prog" "$@" \
    >"$dir/stdout.txt" 2>"$dir/stderr.txt" </dev/null)
  rc=$?
  t1=$(date +%s.%N)
  RAW_RC=$rc RAW_T0=$t0 RAW_T1=$t1 RAW_PY=$PY "$PY" - "$dir/run.json" "$PY" "$prog" "$@" \
    "--" "${envs[@]}" <<'EOF'
import json, os, signal, subprocess, sys
out, argv_and_env = sys.argv[1], sys.argv[2:]
sep = argv_and_env.index("--")
argv, envs = argv_and_env[:sep], argv_and_env[sep + 1:]
rc = int(os.environ["RAW_RC"])
sig = None
if rc == 124:
    sig = "timeout (SIGTERM after the limit)"
elif rc == 137 or rc > 128:
    try:
        sig = signal.Signals(rc - 128).name
    except ValueError:
        sig = None
try:
    gpu = subprocess.run(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"],
                         capture_output=True, text=True, timeout=30).stdout.strip()
except Exception as e:  # noqa: BLE001
    gpu = f"unknown ({e})"
import importlib.util
spec = importlib.util.find_spec("torch")
ns = {}
try:
    exec(open(os.path.join(spec.submodule_search_locations[0], "version.py")).read(), ns)
except Exception:  # noqa: BLE001
    pass
info = {
    "recorded_with": "recording/record_gpu_raw.sh",
    "argv": argv,
    "exit_code": rc,
    "signal": sig,
    "seconds": round(float(os.environ["RAW_T1"]) - float(os.environ["RAW_T0"]), 2),
    "env": dict(kv.split("=", 1) for kv in envs),
    "torch": ns.get("__version__"),
    "cuda": ns.get("cuda"),
    "python": sys.version.split()[0],
    "device": gpu,
}
with open(out, "w") as f:
    json.dump(info, f, indent=2)
    f.write("\n")
EOF
  echo "=== $name: exit $rc, $(du -sh "$dir" | cut -f1), trace $(du -sh "$dir/trace" | cut -f1)"
  tail -n 3 "$dir/stderr.txt" | cut -c1-300
}

if [ "${1:-}" != "--all" ]; then
  [ $# -ge 2 ] || { echo "usage: $0 NAME PROGRAM [ARGS...] | --all [OUTDIR]" >&2; exit 2; }
  record "$@"
  exit 0
fi

OUTDIR=${2:-${OUT:-.}}
P=sample_traces/gpu_programs
rm -rf "$RUNS" "$RAW_TMP"
mkdir -p "$RUNS" "$OUTDIR"
lane_a() {
  record gpt2_generate_cudagraphs $P/gpt2_generate_cudagraphs.py
  record cuda_oom $P/cuda_oom.py
  RAW_EXTRA_LOGS=perf_hints record cudagraph_skip $P/cudagraph_skip.py
}
lane_b() {
  record resnet18_bf16 $P/resnet18_bf16.py
  record aoti_gpu $P/aoti_gpu.py
}
lane_c() {
  RAW_EXTRA_ENV="AOTI_RUNTIME_CHECK_INPUTS=1" record aoti_gpu_mismatch $P/aoti_gpu.py mismatch
  RAW_EXTRA_ENV="AOT_INDUCTOR_DEBUG_INTERMEDIATE_VALUE_PRINTER=3" \
    record aoti_gpu_kernel_names $P/aoti_gpu.py
  # one kernel name the first printer run showed: a Triton kernel if there is one
  local k
  k=$(sed -n 's/^\[ before_launch: \(triton_[A-Za-z0-9_]*\) \]$/\1/p' \
      "$RUNS/aoti_gpu_kernel_names/stdout.txt" | head -n 1)
  [ -n "$k" ] || k=$(sed -n 's/^\[ before_launch: \([A-Za-z0-9_]*\) \]$/\1/p' \
      "$RUNS/aoti_gpu_kernel_names/stdout.txt" | head -n 1)
  echo "=== filtered kernel: ${k:-none found}"
  RAW_EXTRA_ENV="AOT_INDUCTOR_DEBUG_INTERMEDIATE_VALUE_PRINTER=2 AOT_INDUCTOR_FILTERED_KERNELS_TO_PRINT=${k:-none}" \
    record aoti_gpu_kernel_names_filtered $P/aoti_gpu.py
}
lane_a >"$RUNS/lane_a.txt" 2>&1 &
lane_b >"$RUNS/lane_b.txt" 2>&1 &
lane_c >"$RUNS/lane_c.txt" 2>&1 &
wait
cat "$RUNS"/lane_*.txt
"$PY" - "$RUNS/meta.json" "$REPO" "$RUNS" "$RAW_TMP" <<'EOF'
import json, os, site, sys, sysconfig
out, repo, runs, tmp = sys.argv[1:5]
json.dump({"repo": repo, "runs": runs, "raw_tmp": tmp, "home": os.path.expanduser("~"),
           "prefix": sys.prefix, "base_prefix": sys.base_prefix,
           "purelib": sysconfig.get_paths()["purelib"], "site": site.getsitepackages(),
           "executable": sys.executable, "tmpdir": os.environ.get("TMPDIR")},
          open(out, "w"), indent=2)
EOF
cat "$RUNS/meta.json"
tar -C "$(dirname "$RUNS")" -czf "$OUTDIR/gpu_raw_runs.tar.gz" "$(basename "$RUNS")"
ls -l "$OUTDIR"
# files back are limited to 16 MiB each
if [ "$(stat -c %s "$OUTDIR/gpu_raw_runs.tar.gz")" -gt 15000000 ]; then
  split -b 15000000 -d "$OUTDIR/gpu_raw_runs.tar.gz" "$OUTDIR/gpu_raw_runs.tar.gz.part"
  rm "$OUTDIR/gpu_raw_runs.tar.gz"
  ls -l "$OUTDIR"
fi
