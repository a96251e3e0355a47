#!/usr/bin/env bash
# On a CUDA host, from the repository root: AOTInductor on CUDA under `pt2tui run` and the aoti-*
# reruns that answer its failures, plus the GPU case of `pt2tui testcase` / `verify`.
#   LANES="variants bug mismatch testcase toolchain oob minify" bash recording/record_gpu_aoti.sh OUT [RUNS]
# variants: toolchain.txt (the C++ toolchain AOTI links its wrapper.so with) and variants/:
#    aoti_cuda_bug.py ok under each toolchain (default; LIBRARY_PATH with a libstdc++.so link to
#    the libstdc++ the process maps; other g++ / clang++ when present). On the lent H100 the
#    image's CXX=/opt/gcc/bin/g++ links libstdc++ into wrapper.so statically and every package
#    segfaults in aoti_load_package; /usr/bin/g++-12 and -13 work.
# Every lane but toolchain runs with CXX=$GOOD_CXX (default /usr/bin/g++), each its own runs dir:
#    bug: run bug -> aoti-kernel-names -> aoti-kernel-values (on the names rerun); bug -> cuda-sync
#    mismatch: run mismatch -> aoti-check-inputs
#    testcase: run triton_compile_error.py -> testcase (fails now) -> verify --python FIXED (passes)
#    toolchain: the image's own CXX: run ok (crashes) -> system-cxx (passes)
#    oob: run oob -> aoti-kernel-names -> aoti-kernel-values; oob -> cuda-sync
#    minify: run oob -> aoti-minify
set -u
OUT=${1:?OUT}
RUNS=${2:-/tmp/gpu_aoti}
LANES=${LANES:-variants bug mismatch testcase}
GOOD_CXX=${GOOD_CXX:-/usr/bin/g++}
mkdir -p "$OUT" "$RUNS"
export HF_HUB_OFFLINE=1 PYTHONUNBUFFERED=1 PYTHONFAULTHANDLER=1
PT2TUI=${PT2TUI:-python3 -m pt2tui}
REPO=$PWD
T=${TO:-200}
on() { case " $LANES " in *" $1 "*) return 0;; esac; return 1; }

if on variants; then
{
  echo "## uname / compilers"; echo "CXX=${CXX:-unset} CC=${CC:-unset}"; uname -a; which -a g++ c++ gcc clang++ 2>&1; ls /usr/bin/g++* /usr/bin/clang* 2>&1
  g++ --version 2>&1 | head -1; g++ -dumpfullversion 2>&1
  echo "print-file-name libstdc++.so: $(g++ -print-file-name=libstdc++.so)"
  echo "print-file-name libstdc++.a:  $(g++ -print-file-name=libstdc++.a)"
  echo "print-file-name libstdc++.so.6: $(g++ -print-file-name=libstdc++.so.6)"
  ls -l "$(dirname "$(g++ -print-file-name=libstdc++.a)")"/libstdc++* 2>&1
  ldconfig -p | grep -i stdc++
  echo "## what python maps"; python3 - <<'PY'
import sys, torch
print(sys.version, torch.__version__, "cxx11abi", torch.compiled_with_cxx11_abi())
print("\n".join(sorted({l.split()[-1] for l in open("/proc/self/maps") if "stdc++" in l or "gcc_s" in l})))
import torch._inductor.config as c; print("cpp.cxx", c.cpp.cxx)
PY
} >"$OUT/toolchain.txt" 2>&1
cat "$OUT/toolchain.txt"

STDCXX=$(python3 -c "import torch;print(next(l.split()[-1] for l in open('/proc/self/maps') if 'libstdc++' in l))" 2>/dev/null)
FIX=/tmp/pt2tui_stdcxx; mkdir -p $FIX; [ -n "$STDCXX" ] && ln -sf "$STDCXX" $FIX/libstdc++.so
declare -A VAR=( [default]="" [libpath]="LIBRARY_PATH=$FIX" )
command -v clang++ >/dev/null && VAR[clang]="CXX=clang++"
for g in /usr/bin/g++-[0-9]*; do [ -x "$g" ] && VAR[$(basename $g)]="CXX=$g"; done
mkdir -p "$OUT/variants"
for v in "${!VAR[@]}"; do
  ( d=/tmp/pt2tui_var/$v; mkdir -p $d/tmp
    env ${VAR[$v]} TMPDIR=$d/tmp TORCHINDUCTOR_CACHE_DIR=$d/cache timeout -k 5 $T \
      python3 sample_traces/gpu_programs/aoti_cuda_bug.py ok >"$OUT/variants/$v.out" 2>"$OUT/variants/$v.err"
    echo $? >"$OUT/variants/$v.rc"
    so=$(find $d -name '*.so' -path '*aotinductor*' 2>/dev/null | head -1)
    [ -z "$so" ] && so=$(find $d/cache -name '*.so' 2>/dev/null | grep -v triton | head -1)
    { echo "so: $so"; readelf -d "$so" 2>&1 | grep -i "needed\|rpath\|runpath"
      echo "defined locale/codecvt/collate symbols: $(nm -C --defined-only "$so" 2>/dev/null | grep -c 'std::locale\|codecvt\|collate')"
      nm -C --defined-only "$so" 2>/dev/null | grep 'collate<char>::id\|locale::id\|codecvt<char16_t' | head -5
    } >"$OUT/variants/$v.so.txt" 2>&1 ) &
done
wait
GOOD=""
for v in libpath default "${!VAR[@]}"; do
  echo "variant $v: rc=$(cat $OUT/variants/$v.rc) ${VAR[$v]}"; tail -n 3 "$OUT/variants/$v.out"
  if [ -z "$GOOD" ] && [ "$(cat $OUT/variants/$v.rc)" = 0 ]; then GOOD=$v; fi
done
echo "chosen variant: ${GOOD:-none}" | tee "$OUT/variant.txt"

fi
IMAGE_CXX=${CXX:-}

lane() {  # lane NAME: its own runs dir and inductor cache
  local n=$1; mkdir -p "$RUNS/$n"; export TORCHINDUCTOR_CACHE_DIR=/tmp/pt2tui_cache_$n
}
newest() { ls -dt "$RUNS/$1"/*/ | head -n 1 | sed 's:/$::'; }
step() {  # step LANE LABEL CMD...: console to RUNS/LANE/LABEL.console.txt
  local n=$1 l=$2; shift 2
  timeout -k 5 $T "$@" >"$RUNS/$n/$l.console.txt" 2>&1; echo "[$n] $l exit $?"; tail -n 12 "$RUNS/$n/$l.console.txt"
}
P=sample_traces/gpu_programs/aoti_cuda_bug.py
on toolchain && ( lane toolchain
  step toolchain run $PT2TUI run --no-tui --runs-dir "$RUNS/toolchain" --name aoti_cuda_toolchain $P ok
  p=$(newest toolchain)
  step toolchain system-cxx $PT2TUI rerun "$p" system-cxx --no-tui ) > "$OUT/lane_toolchain.txt" 2>&1 &
export CXX=$GOOD_CXX
on bug && ( lane bug
  step bug run $PT2TUI run --no-tui --runs-dir "$RUNS/bug" --name aoti_cuda_bug $P bug
  p=$(newest bug)
  step bug names $PT2TUI rerun "$p" aoti-kernel-names --no-tui
  nm=$(newest bug)
  step bug values $PT2TUI rerun "$nm" aoti-kernel-values --no-tui
  step bug cuda-sync $PT2TUI rerun "$p" cuda-sync --no-tui ) > "$OUT/lane_bug.txt" 2>&1 &
on oob && ( lane oob
  step oob run $PT2TUI run --no-tui --runs-dir "$RUNS/oob" --name aoti_cuda_oob $P oob
  p=$(newest oob)
  step oob names $PT2TUI rerun "$p" aoti-kernel-names --no-tui
  nm=$(newest oob)
  step oob values $PT2TUI rerun "$nm" aoti-kernel-values --no-tui
  step oob cuda-sync $PT2TUI rerun "$p" cuda-sync --no-tui ) > "$OUT/lane_oob.txt" 2>&1 &
on minify && ( lane minify
  step minify run $PT2TUI run --no-tui --runs-dir "$RUNS/minify" --name aoti_cuda_oob $P oob
  p=$(newest minify)
  step minify aoti-minify $PT2TUI rerun "$p" aoti-minify --no-tui ) > "$OUT/lane_minify.txt" 2>&1 &
on mismatch && ( lane mismatch
  step mismatch run $PT2TUI run --no-tui --runs-dir "$RUNS/mismatch" --name aoti_cuda_mismatch $P mismatch
  p=$(newest mismatch)
  step mismatch check $PT2TUI rerun "$p" aoti-check-inputs --no-tui ) > "$OUT/lane_mismatch.txt" 2>&1 &
on testcase && ( lane testcase
  export PYTHONPATH=$REPO/.device_extra${PYTHONPATH:+:$PYTHONPATH}
  step testcase run $PT2TUI run --no-tui --runs-dir "$RUNS/testcase" --name triton_compile_error sample_traces/gpu_programs/triton_compile_error.py
  p=$(newest testcase)
  step testcase testcase $PT2TUI testcase "$p"
  mkdir -p /tmp/pt2tui_fixed
  printf '#!/bin/sh\nexport TORCHINDUCTOR_CACHE_DIR=/tmp/pt2tui_fixed/cache\nPYTHONPATH=%s${PYTHONPATH:+:$PYTHONPATH} exec python3 "$@"\n' \
    "$REPO/tests/fixtures/fixed_torch" >/tmp/pt2tui_fixed/python3; chmod +x /tmp/pt2tui_fixed/python3
  step testcase verify $PT2TUI verify "$p" --python /tmp/pt2tui_fixed/python3 ) > "$OUT/lane_testcase.txt" 2>&1 &
wait
cat "$OUT"/lane_*.txt
for d in "$RUNS"/*/*/; do $PT2TUI summary "$d" --json >"$d/summary.json" 2>/dev/null || true; done
tar czf "$OUT/gpu_aoti_runs.tar.gz" -C "$(dirname "$RUNS")" "$(basename "$RUNS")"
ls -la "$OUT"
