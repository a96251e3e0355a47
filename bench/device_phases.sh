#!/usr/bin/env bash
# Issue 49's 16-core goals, phase by phase (bench/bench_phases.py), on a lent GPU host's CPUs,
# from the repository root (set up by bench/device_setup.sh): the one 340 MB trace on every core
# and on 2 pinned cores, and 128 rank files of 44 MB (5.6 GB) on every core; with OPEN_RANKS=1
# also bench_open_ranks (the TUI on them):
#   [OPEN_RANKS=1] [RANK_REPEAT=3] bash bench/device_phases.sh > OUT/console.txt 2>&1
source "$(dirname "$0")/device_setup.sh"
step "one trace, every core" python3 bench/bench_phases.py --make-trace 340 --repeat 3
step "one trace, 2 cores" taskset -c 0,1 python3 bench/bench_phases.py --make-trace 340 --repeat 3
step "128 ranks, every core" python3 bench/bench_phases.py --make-ranks 128 --repeat ${RANK_REPEAT:-2}
[ "${OPEN_RANKS:-0}" = 1 ] && step "bench_open_ranks, 128 ranks" python3 bench/bench_open_ranks.py --ranks 128
echo; echo "done in $((SECONDS - t0)) s"
