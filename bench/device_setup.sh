# Sourced by bench/device_*.sh, from the repository root on a lent GPU host: the wheels that
# travelled (.whl/: textual, orjson ...) into /tmp/site, the native module built in place,
# PYTHONPATH, what this host is; then t0 and step NAME CMD... (a titled step, timed from t0).
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
python3 -c "from pt2tui._classcode import main; main()" 2>/dev/null || true  # (base copies may lack it)
echo "set up in $((SECONDS - t0)) s"
step() { echo; echo "== $1 ($((SECONDS - t0)) s)"; shift; "$@"; }
