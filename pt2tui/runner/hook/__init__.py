"""pt2tui's startup hook (sitecustomize.py): put first on a rerun's PYTHONPATH by
runner/recipe_io.py, never imported by pt2tui itself. A package only so that it is installed."""
