PY ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
SAMPLE ?= sample_traces/cpu/breaks_and_recompiles
# torch for the dev deps: PyTorch's CPU-only build on a Linux machine without a GPU (a plain pip
# there fetches the CUDA one, GBs), from this index, unless pip already resolves a +cpu build
TORCH_CPU_INDEX ?= https://download.pytorch.org/whl/cpu
TORCH_PIN := $(shell grep -o 'torch==[0-9.]*' pyproject.toml | head -1)

.PHONY: run test venv dev lint bench samples readme clean torch-args sanitize

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

$(VENV)/.installed: $(BIN)/python pyproject.toml setup.py pt2tui/core/parse/_scan.c $(wildcard pt2tui/core/parse/_native/*.h)
	$(BIN)/python -m pip install -q -e .
	$(BIN)/python -c "from pt2tui._classcode import main; main()" >/dev/null
	touch $@

$(VENV)/.dev-installed: $(BIN)/python pyproject.toml setup.py pt2tui/core/parse/_scan.c $(wildcard pt2tui/core/parse/_native/*.h)
	$(BIN)/python -m pip install -q -e '.[dev]' $$($(MAKE) -s --no-print-directory torch-args)
	touch $(VENV)/.installed $@

# the pip option that gets torch's CPU-only build, or nothing: a GPU (nvidia-smi), not Linux, or
# pip's own resolution (a local mirror, a pip.conf) already a +cpu build
torch-args: $(BIN)/python
	@if [ "$$(uname -s)" = Linux ] && ! command -v nvidia-smi >/dev/null 2>&1 && \
	  ! $(BIN)/python -m pip install --dry-run --no-deps --ignore-installed -q --report - \
	    '$(TORCH_PIN)' 2>/dev/null | grep -q '"version": "[^"]*+cpu"'; then \
	  echo "--extra-index-url $(TORCH_CPU_INDEX)"; fi

venv: $(VENV)/.installed
dev: $(VENV)/.dev-installed

run: $(VENV)/.installed
	$(BIN)/pt2tui open $(SAMPLE)

# pt2tui's bytecode compiled first: the tests start pt2tui hundreds of times, and where
# PYTHONDONTWRITEBYTECODE=1 (.ci/run) each start compiled its modules again (a third of the CPU
# time of the CLI tests), and its dataclasses' methods (pt2tui/_classcode.py). The 25 slowest
# tests are listed at the end: what to look at when the suite grows past ~10 minutes.
test: $(VENV)/.dev-installed
	$(BIN)/python -m compileall -q pt2tui
	$(BIN)/python -c "from pt2tui._classcode import main; main()" >/dev/null
	$(BIN)/python -m pytest -n 2 --maxschedchunk 1 -q --durations=25 $(PYTEST_ARGS)

# The C module built with AddressSanitizer + UndefinedBehaviorSanitizer (gcc or clang), loaded in
# place of the installed one (PT2TUI_NATIVE_SO), under the tests of the native path and its twin:
# any report fails the run. The sanitizer runtimes are preloaded (Python itself is not built
# with them); leaks are not checked (the interpreter's own are many).
SAN_DIR := build/sanitize
SAN_CC ?= $(shell command -v gcc || command -v clang)
SAN_FLAGS := -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer -g -O1
SAN_TESTS ?= tests/test_native_scan.py tests/test_trace_fast.py tests/test_kineto_columns.py \
	tests/test_perf_native_rows.py tests/test_twin_fuzz.py tests/test_hostile_input.py tests/test_native_lanes.py tests/test_pickling.py
sanitize: $(VENV)/.dev-installed
	rm -rf $(SAN_DIR)
	CC=$(SAN_CC) CFLAGS="$(SAN_FLAGS)" LDFLAGS="-fsanitize=address,undefined" \
	  $(BIN)/python setup.py -q build_ext --force --build-lib $(SAN_DIR) --build-temp $(SAN_DIR)/tmp
	so=$$(ls $(SAN_DIR)/pt2tui/core/parse/_scan*.so) && \
	nm -D $$so | grep -q __asan || { echo "sanitize: $$so is not instrumented"; exit 1; } && \
	PT2TUI_NATIVE_SO=$$so LD_PRELOAD="$$($(SAN_CC) -print-file-name=libasan.so) $$($(SAN_CC) -print-file-name=libubsan.so)" \
	ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	  $(BIN)/python -m pytest -q -n 0 -p no:cacheprovider $(SAN_TESTS) $(PYTEST_ARGS)

lint: $(VENV)/.dev-installed
	$(BIN)/ruff check pt2tui tests bench

bench: $(VENV)/.dev-installed
	$(BIN)/python bench/bench_index.py
	$(BIN)/python bench/bench_ranks.py

# the README's example outputs rewritten with what pt2tui prints now (tests/test_readme.py checks them)
readme: $(VENV)/.installed
	$(BIN)/python tests/readme_examples.py --write

samples: $(VENV)/.dev-installed
	$(BIN)/python recording/record_samples.py --out sample_traces/cpu --force

clean:
	rm -rf $(VENV) build *.egg-info
