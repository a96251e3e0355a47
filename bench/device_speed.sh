#!/usr/bin/env bash
# Issue 49's figures on a lent GPU host's CPUs (16 cores, otherwise idle), from the repository
# root (set up by bench/device_setup.sh), each bench a report:
#   bash bench/device_speed.sh > OUT/console.txt 2>&1
# bench_floor on 2 pinned cores and on all, its --scaling on 2 cores (linear in the run, on a
# quiet host), bench_ranks' --jobs scaling on 128 ranks (5.6 GB) and bench_open_ranks (the TUI on
# the same 128 ranks), and the md5 lanes' tests on this CPU.
source "$(dirname "$0")/device_setup.sh"
python3 -m pytest -q -x -p no:cacheprovider tests/test_native_lanes.py 2>&1 | tail -2
step "bench_floor, 2 cores" python3 bench/bench_floor.py --cpus 0,1 --repeat 3
step "bench_floor, every core" python3 bench/bench_floor.py --repeat 3
step "bench_floor --scaling, 2 cores" python3 bench/bench_floor.py --scaling --cpus 0,1 --repeat 2
step "bench_ranks --jobs-scaling, 128 ranks" python3 bench/bench_ranks.py --ranks 128 --jobs-scaling --repeat 1
step "bench_open_ranks, 128 ranks" python3 bench/bench_open_ranks.py --ranks 128
echo; echo "done in $((SECONDS - t0)) s"
