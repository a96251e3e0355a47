#!/usr/bin/env bash
# Record the poisoned-cache pair sample_traces/cpu/fresh_cache_parent{,-fresh-cache} (CPU, minutes):
#   1. programs/sin_compile.py runs once (no pt2tui) with TORCHINDUCTOR_CACHE_DIR=$WORK/cache:
#      the cache is warm;
#   2. every compiled kernel <cache>/<xx>/c<hash>.main.so is cut to 0 bytes (what a kill during
#      cpp_builder's copy into the cache leaves);
#   3. `pt2tui run --no-tui` runs the program on that cache: InductorError ... file too short;
#   4. `pt2tui rerun RUN fresh-cache --no-tui`: fresh caches inside the rerun dir, it passes;
# then both run dirs are copied to sample_traces/cpu/fresh_cache_parent{,-fresh-cache} with the
# machine's paths rewritten (the compare is recomputed by the tests from the two dirs).
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(cd "$HERE/.." && pwd)
PY=${PYTHON:-python3}
PT2TUI=${PT2TUI:-"$PY -m pt2tui"}
WORK=$(mktemp -d /tmp/fresh_cache.XXXXXX)
export TORCHINDUCTOR_CACHE_DIR=$WORK/cache
cd "$REPO"
"$PY" sample_traces/programs/sin_compile.py
find "$WORK/cache" -name 'c*.main.so' -exec truncate -s 0 {} +
$PT2TUI run --no-tui --runs-dir "$WORK/runs" sample_traces/programs/sin_compile.py || true
parent=$(ls -d "$WORK"/runs/*sin_compile | head -1)
$PT2TUI rerun "$parent" fresh-cache --no-tui --runs-dir "$WORK/runs" || true
child=$(ls -d "$WORK"/runs/*-fresh-cache | head -1)
OUT="$REPO/sample_traces/cpu"
rm -rf "$OUT/fresh_cache_parent" "$OUT/fresh_cache_parent-fresh-cache"
cp -r "$parent" "$OUT/fresh_cache_parent" && cp -r "$child" "$OUT/fresh_cache_parent-fresh-cache"
rm -rf "$OUT"/fresh_cache_parent-fresh-cache/{inductor_cache,triton_cache,tmp}  # its private caches
"$PY" - "$OUT" "$WORK" "$REPO" "$(dirname "$(dirname "$PY")")" <<'PYEOF'
import sys
from pathlib import Path
sys.path.insert(0, sys.argv[3] + "/recording")
from pathrewrite import PathRewriter, rewrite_dir
out, work, repo, venv = sys.argv[1:5]
rw = PathRewriter([
    (work + "/runs", "/home/dev/pt2tui_runs"),
    (work + "/cache", "/tmp/torchinductor_dev"),
    (work, "/tmp/fresh_cache"),
    (repo, "/home/dev/pt2tui"),
    (venv, "/home/dev/venv"),
])
for d in ("fresh_cache_parent", "fresh_cache_parent-fresh-cache"):
    rep = rewrite_dir(Path(out) / d, rw)
    print(d, rep.changed_files, "files rewritten; leftovers", rep.leftovers or "none")
PYEOF
echo "work dir kept: $WORK"
