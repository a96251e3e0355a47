#!/usr/bin/env bash
# Issue 49's 16-core goals, phase by phase (bench/bench_phases.py), on a lent GPU host's CPUs,
# from the repository root: the wheels that travelled (.whl/) into /tmp/site, the native module
# built in place, then the one 340 MB trace on every core and on 2 pinned cores, and 128 rank
# files of 44 MB (5.6 GB) on every core; with OPEN_RANKS=1 also bench_open_ranks (the TUI on them):
#   [OPEN_RANKS=1] bash bench/device_phases.sh > OUT/console.txt 2>&1
set -u
t0=$SECONDS
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --target /tmp/site .whl/*.whl ||
  echo "wheels did not install"
python3 setup.py -q build_ext --inplace 2>&1 | tail -3
export PYTHONPATH=$PWD:/tmp/site PYTHONUNBUFFERED=1
python3 -m pt2tui --version
echo "cores: $(nproc); $(grep -m1 'model name' /proc/cpuinfo); load $(cut -d' ' -f1-3 /proc/loadavg)"
python3 -m compileall -q pt2tui bench
echo "set up in $((SECONDS - t0)) s"
step() { echo; echo "== $1 ($((SECONDS - t0)) s)"; shift; "$@"; }
step "one trace, every core" python3 bench/bench_phases.py --make-trace 340 --repeat 3
step "one trace, 2 cores" taskset -c 0,1 python3 bench/bench_phases.py --make-trace 340 --repeat 3
step "128 ranks, every core" python3 bench/bench_phases.py --make-ranks 128 --repeat ${RANK_REPEAT:-2}
[ "${OPEN_RANKS:-0}" = 1 ] && step "bench_open_ranks, 128 ranks" python3 bench/bench_open_ranks.py --ranks 128
echo; echo "done in $((SECONDS - t0)) s"
