#!/usr/bin/env bash
# Issue 49's figures on a lent GPU host's CPUs (16 cores, otherwise idle), from the repository
# root: the wheels that travelled (.whl/: textual, orjson ...) into /tmp/site, the native module
# built in place, then the benches, each a report:
#   bash bench/device_speed.sh > OUT/console.txt 2>&1
# bench_floor on 2 pinned cores and on all, its --scaling on 2 cores (linear in the run, on a
# quiet host), bench_ranks' --jobs scaling on 128 ranks (5.6 GB) and bench_open_ranks (the TUI on
# the same 128 ranks), and the md5 lanes' tests on this CPU.
set -u
t0=$SECONDS
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --target /tmp/site .whl/*.whl ||
  echo "wheels did not install (the TUI bench needs textual)"
python3 setup.py -q build_ext --inplace 2>&1 | tail -3
export PYTHONPATH=$PWD:/tmp/site PYTHONUNBUFFERED=1
python3 -m pt2tui --version
python3 -c "from pt2tui.core.parse import _scan; print('md5 lanes:', _scan.md5_lanes() or 'one at a time')"
echo "cores: $(nproc); $(grep -m1 'model name' /proc/cpuinfo); load $(cut -d' ' -f1-3 /proc/loadavg)"
python3 -m compileall -q pt2tui bench
echo "set up in $((SECONDS - t0)) s"
python3 -m pytest -q -x -p no:cacheprovider tests/test_native_lanes.py 2>&1 | tail -2
step() { echo; echo "== $1 ($((SECONDS - t0)) s)"; shift; "$@"; }
step "bench_floor, 2 cores" python3 bench/bench_floor.py --cpus 0,1 --repeat 3
step "bench_floor, every core" python3 bench/bench_floor.py --repeat 3
step "bench_floor --scaling, 2 cores" python3 bench/bench_floor.py --scaling --cpus 0,1 --repeat 2
step "bench_ranks --jobs-scaling, 128 ranks" python3 bench/bench_ranks.py --ranks 128 --jobs-scaling --repeat 1
step "bench_open_ranks, 128 ranks" python3 bench/bench_open_ranks.py --ranks 128
echo; echo "done in $((SECONDS - t0)) s"
