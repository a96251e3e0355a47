"""The architecture contract: sources -> parse -> model -> views.

pt2tui/core is pure parsing and the run model: no textual, no rich, no torch. The viewer never
imports torch (opening logs must work on a laptop without it). sources/ don't import views.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PKG = Path(__file__).resolve().parents[1] / "pt2tui"

RULES = {
    "core": {"textual", "rich", "torch", "pt2tui.tui", "pt2tui.render", "pt2tui.sources"},
    "sources": {"textual", "rich", "torch", "pt2tui.tui", "pt2tui.render"},
    "render": {"textual", "torch", "pt2tui.tui"},
    "tui": {"torch"},
}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    mods: set[str] = set()
    pkg_parts = path.relative_to(PKG.parent).with_suffix("").parts
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            mods.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = list(pkg_parts[: len(pkg_parts) - node.level])
                mods.add(".".join(base + ([node.module] if node.module else [])))
            elif node.module:
                mods.add(node.module)
    return mods


@pytest.mark.parametrize("layer", sorted(RULES))
def test_layer_imports(layer: str) -> None:
    banned = RULES[layer]
    bad = []
    for f in sorted((PKG / layer).rglob("*.py")):
        for m in _imports(f):
            if any(m == b or m.startswith(b + ".") for b in banned):
                bad.append(f"{f.relative_to(PKG.parent)} imports {m}")
    assert not bad, "\n".join(bad)


def test_core_and_summary_run_without_textual_rich_or_torch() -> None:
    code = (
        "import sys, json\n"
        "import pt2tui.core.builder, pt2tui.core.summary, pt2tui.core.trace, pt2tui.core.logtext\n"
        "import pt2tui.core.debugdir, pt2tui.sources.load\n"
        "bad = [m for m in ('textual', 'rich', 'torch') if m in sys.modules]\n"
        "print(json.dumps(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_summary_json_does_not_import_torch(tmp_path: Path) -> None:
    fx = Path(__file__).parent / "fixtures" / "malformed.log"
    code = (
        "import sys, runpy\n"
        f"sys.argv = ['pt2tui', 'summary', {str(fx)!r}, '--json']\n"
        "from pt2tui.cli import main\n"
        "rc = main(sys.argv[1:])\n"
        "assert 'torch' not in sys.modules, 'torch imported'\n"
        "assert 'textual' not in sys.modules, 'textual imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)


def test_core_dataclasses_are_frozen() -> None:
    import dataclasses

    from pt2tui.core import compile_id, model, trace

    for mod in (model, compile_id, trace):
        for name in dir(mod):
            obj = getattr(mod, name)
            if isinstance(obj, type) and dataclasses.is_dataclass(obj) and obj.__module__ == mod.__name__:
                assert obj.__dataclass_params__.frozen, f"{mod.__name__}.{name} is not frozen"
