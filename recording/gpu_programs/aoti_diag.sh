#!/usr/bin/env bash
# Second device call for sample_traces/gpu-h100-raw (it ran aoti_gpu_v2.py, then named aoti_gpu.py): in the first, every aoti_gpu.py run under
# record_gpu_raw.sh died with SIGSEGV inside torch._inductor.aoti_load_package. This finds which
# part of the recorder's environment matters (phase 1), then records the AOTI runs in the first
# way that works (phase 2), and packs everything into OUTDIR (default $OUT):
#
#   bash sample_traces/gpu_programs/aoti_diag.sh [OUTDIR]
#
# phase 1, all at once, each under `timeout 200`, stdout/stderr in $D/<variant>.{out,err}:
#   a  plain: only a private TORCHINDUCTOR_CACHE_DIR (no TORCH_TRACE, no TORCH_COMPILE_DEBUG, no TORCH_LOGS)
#   b  + TORCH_COMPILE_DEBUG=1 TORCH_COMPILE_DEBUG_DIR (no TORCH_TRACE)
#   c  + TORCH_TRACE only
#   f  record_gpu_raw.sh's full environment (as in the first call)
#   d  record_gpu_raw.sh's full environment + INDUCTOR_PROVENANCE=0
#   g  f's environment under cuda-gdb (TORCHINDUCTOR_COMPILE_THREADS=1): the native backtrace
# then each package that was written is loaded in a fresh process (aoti_gpu.py load), plain and,
# for f's, with f's environment.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
OUTDIR=${1:-${OUT:-.}}
REC="bash $REPO/recording/record_gpu_raw.sh"
export RUNS=/tmp/gpu_raw_runs RAW_TMP=/tmp/gpu_raw_tmp
D=/tmp/aoti_diag
PKG=/tmp/gpu_raw_pkgs
P=sample_traces/gpu_programs/aoti_gpu_v2.py  # recorded as .../aoti_gpu.py: see aoti_gpu_v2.py
T0=$(date +%s)
rm -rf "$D" "$PKG" "$RUNS" "$RAW_TMP"
mkdir -p "$D" "$PKG" "$RUNS" "$OUTDIR"
cd "$REPO" || exit 1
drop=()
for v in $(env | sed -n 's/^\(\(TORCH\|PYTORCH\)[A-Za-z0-9_]*\)=.*/\1/p'); do drop+=(-u "$v"); done
FULL=(TORCH_TRACE=$D/g/trace TORCH_COMPILE_DEBUG=1 TORCH_COMPILE_DEBUG_DIR=$D/g
      TORCH_LOGS=graph_breaks,recompiles,recompiles_verbose,guards,dynamic
      TORCHINDUCTOR_CACHE_DIR=$D/g/cache TMPDIR=$D/g/tmp PYTHONFAULTHANDLER=1 PYTHONUNBUFFERED=1)
mkdir -p $D/a $D/b $D/c $D/g/tmp
plain() { env "${drop[@]}" PYTHONUNBUFFERED=1 PYTHONFAULTHANDLER=1 "$@"; }

echo "=== phase 1 ($(date +%T))"
(plain TORCHINDUCTOR_CACHE_DIR=$D/a/cache AOTI_PKG_PATH=$D/a.pt2 timeout 200 python3 $P \
  >$D/a.out 2>$D/a.err; echo $? >$D/a.rc) &
(plain TORCHINDUCTOR_CACHE_DIR=$D/b/cache TORCH_COMPILE_DEBUG=1 TORCH_COMPILE_DEBUG_DIR=$D/b \
  AOTI_PKG_PATH=$D/b.pt2 timeout 200 python3 $P >$D/b.out 2>$D/b.err; echo $? >$D/b.rc) &
(plain TORCHINDUCTOR_CACHE_DIR=$D/c/cache TORCH_TRACE=$D/c/trace AOTI_PKG_PATH=$D/c.pt2 \
  timeout 200 python3 $P >$D/c.out 2>$D/c.err; echo $? >$D/c.rc) &
(RUNS=$D/runs RAW_TMP=$D/rawtmp RAW_TIMEOUT=200 RAW_EXTRA_ENV="AOTI_PKG_PATH=$D/f.pt2" \
  $REC aoti_f_full $P >$D/f.rec 2>&1) &
(RUNS=$D/runs RAW_TMP=$D/rawtmp RAW_TIMEOUT=200 \
  RAW_EXTRA_ENV="INDUCTOR_PROVENANCE=0 AOTI_PKG_PATH=$D/d.pt2" $REC aoti_d_noprov $P >$D/d.rec 2>&1) &
(plain "${FULL[@]}" TORCHINDUCTOR_COMPILE_THREADS=1 AOTI_PKG_PATH=$D/g.pt2 timeout 240 \
  cuda-gdb -q -batch -iex "set debuginfod enabled off" -ex "set pagination off" \
  -ex "handle SIGPIPE nostop noprint" -ex run -ex bt -ex "x/6i \$pc" -ex "info sharedlibrary" \
  --args python3 $P >$D/g.out 2>$D/g.err; echo $? >$D/g.rc) &
wait
rc_of() { sed -n 's/.*"exit_code": \([0-9]*\).*/\1/p' "$D/runs/$1/run.json" 2>/dev/null; }
cp "$D/runs/aoti_f_full/stdout.txt" $D/f.out 2>/dev/null; cp "$D/runs/aoti_f_full/stderr.txt" $D/f.err 2>/dev/null
cp "$D/runs/aoti_d_noprov/stdout.txt" $D/d.out 2>/dev/null; cp "$D/runs/aoti_d_noprov/stderr.txt" $D/d.err 2>/dev/null
rc_of aoti_f_full >$D/f.rc; rc_of aoti_d_noprov >$D/d.rc
echo "=== reload ($(( $(date +%s) - T0 )) s)"
for v in a b c d f g; do
  [ -f $D/$v.pt2 ] || continue
  (plain TORCHINDUCTOR_CACHE_DIR=$D/reload_$v.cache AOTI_PKG_PATH=$D/$v.pt2 timeout 100 python3 $P load \
    >$D/reload_$v.out 2>$D/reload_$v.err; echo $? >$D/reload_$v.rc) &
done
(RUNS=$D/runs RAW_TMP=$D/rawtmp RAW_EXTRA_ENV="AOTI_PKG_PATH=$D/f.pt2" $REC reload_f_full $P load \
  >$D/reload_f_full.rec 2>&1) &
wait
rc_of reload_f_full >$D/reload_f_full.rc
for f in $D/*.rc; do printf '%-22s rc=%s  pkg=%s\n' "$(basename $f .rc)" "$(cat $f)" \
  "$( [ -f ${f%.rc}.pt2 ] && echo yes || echo no)"; done | tee $D/summary.txt
for f in $D/*.err; do echo "--- $(basename $f): last lines"; grep -v '^[VIW][0-9]\{4\} ' $f | tail -n 4 | cut -c1-300; done
echo "--- cuda-gdb"; grep -v '^\[New Thread\|^\[Thread\|^\[Detaching\|^\[Inferior' $D/g.out | grep -B2 -A40 "SIGSEGV" | head -80
pack() {  # everything small: diag logs, gdb output, recordings (no caches, packages or debug dirs of a-c)
  tar -C / -czf "$OUTDIR/aoti_diag.tar.gz" --exclude='*.pt2' --exclude='*cache*' --exclude='rawtmp' \
    --exclude='aoti_diag/b' --exclude='aoti_diag/c' --exclude='aoti_diag/g' tmp/aoti_diag
  if [ -d "$RUNS" ] && [ -n "$(ls -A "$RUNS")" ]; then
    tar -C /tmp -czf "$OUTDIR/gpu_raw_runs2.tar.gz" "$(basename "$RUNS")"
  fi
  ls -l "$OUTDIR"
}
pack

# phase 2: record the four AOTI runs the first way that works
A=$(cat $D/a.rc) B=$(cat $D/b.rc) C=$(cat $D/c.rc) DD=$(cat $D/d.rc) RF=$(cat $D/reload_f_full.rc)
KN=triton_red_fused_mean_relu_3   # a kernel of this graph (first call's output_code.cpp)
split=""
if [ "$DD" = 0 ]; then how="in-process, INDUCTOR_PROVENANCE=0"; base="INDUCTOR_PROVENANCE=0"; nod=""; notr=""
elif [ "$RF" = 0 ]; then how="split: compile in one recorded process, load in another"; split=1; base=""; nod=""; notr=""
elif [ "$C" = 0 ]; then how="in-process, no TORCH_COMPILE_DEBUG"; base=""; nod=1; notr=""
elif [ "$B" = 0 ]; then how="in-process, no TORCH_TRACE"; base=""; nod=""; notr=1
elif [ "$A" = 0 ]; then how="in-process, neither TORCH_TRACE nor TORCH_COMPILE_DEBUG"; base=""; nod=1; notr=1
else how="none: every variant crashed"; fi
echo "=== phase 2: $how ($(( $(date +%s) - T0 )) s)" | tee $D/phase2.txt
case "$how" in none*) exit 0;; esac
if [ $(( $(date +%s) - T0 )) -gt 380 ]; then echo "no time left for phase 2"; exit 0; fi
export RAW_NO_DEBUG=$nod RAW_NO_TRACE=$notr
if [ -z "$split" ]; then
  RAW_EXTRA_ENV="$base" $REC aoti_gpu $P &
  RAW_EXTRA_ENV="$base AOTI_RUNTIME_CHECK_INPUTS=1" $REC aoti_gpu_mismatch $P mismatch &
  RAW_EXTRA_ENV="$base AOT_INDUCTOR_DEBUG_INTERMEDIATE_VALUE_PRINTER=3" $REC aoti_gpu_kernel_names $P &
  RAW_EXTRA_ENV="$base AOT_INDUCTOR_DEBUG_INTERMEDIATE_VALUE_PRINTER=2 AOT_INDUCTOR_FILTERED_KERNELS_TO_PRINT=$KN" \
    $REC aoti_gpu_kernel_names_filtered $P &
  wait
else
  RAW_EXTRA_ENV="AOTI_PKG_PATH=$PKG/convmlp.pt2" $REC aoti_gpu_compile $P compile &
  RAW_EXTRA_ENV="AOTI_PKG_PATH=$PKG/convmlp_kn3.pt2 AOT_INDUCTOR_DEBUG_INTERMEDIATE_VALUE_PRINTER=3" \
    $REC aoti_gpu_kernel_names_compile $P compile &
  RAW_EXTRA_ENV="AOTI_PKG_PATH=$PKG/convmlp_kn2.pt2 AOT_INDUCTOR_DEBUG_INTERMEDIATE_VALUE_PRINTER=2 AOT_INDUCTOR_FILTERED_KERNELS_TO_PRINT=$KN" \
    $REC aoti_gpu_kernel_names_filtered_compile $P compile &
  wait
  RAW_EXTRA_ENV="AOTI_PKG_PATH=$PKG/convmlp.pt2" $REC aoti_gpu $P load &
  RAW_EXTRA_ENV="AOTI_PKG_PATH=$PKG/convmlp.pt2 AOTI_RUNTIME_CHECK_INPUTS=1" $REC aoti_gpu_mismatch $P load mismatch &
  RAW_EXTRA_ENV="AOTI_PKG_PATH=$PKG/convmlp_kn3.pt2" $REC aoti_gpu_kernel_names $P load &
  RAW_EXTRA_ENV="AOTI_PKG_PATH=$PKG/convmlp_kn2.pt2" $REC aoti_gpu_kernel_names_filtered $P load &
  wait
fi
echo "=== done ($(( $(date +%s) - T0 )) s)"
for r in "$RUNS"/*/; do echo "--- $(basename $r): $(grep -o '"exit_code": [0-9]*' $r/run.json)"; head -c 1500 $r/stdout.txt; done
pack
