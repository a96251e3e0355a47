PY ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
SAMPLE ?= sample_traces/cpu/breaks_and_recompiles

.PHONY: run test venv dev lint bench samples readme clean

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

$(VENV)/.installed: $(BIN)/python pyproject.toml setup.py pt2tui/core/parse/_scan.c $(wildcard pt2tui/core/parse/_native/*.h)
	$(BIN)/python -m pip install -q -e .
	touch $@

$(VENV)/.dev-installed: $(BIN)/python pyproject.toml setup.py pt2tui/core/parse/_scan.c $(wildcard pt2tui/core/parse/_native/*.h)
	$(BIN)/python -m pip install -q -e '.[dev]'
	touch $(VENV)/.installed $@

venv: $(VENV)/.installed
dev: $(VENV)/.dev-installed

run: $(VENV)/.installed
	$(BIN)/pt2tui open $(SAMPLE)

test: $(VENV)/.dev-installed
	$(BIN)/python -m pytest -n 2 --maxschedchunk 1 -q $(PYTEST_ARGS)

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
