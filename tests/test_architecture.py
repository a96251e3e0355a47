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
    "core": {"textual", "rich", "torch", "pt2tui.tui", "pt2tui.render", "pt2tui.sources", "pt2tui.runner"},
    "sources": {"textual", "rich", "torch", "pt2tui.tui", "pt2tui.render", "pt2tui.runner"},
    "runner": {"textual", "rich", "torch", "pt2tui.tui", "pt2tui.render"},
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
        "import pt2tui.core.model.builder, pt2tui.core.analysis.summary, pt2tui.core.parse.trace, pt2tui.core.parse.logtext\n"
        "import pt2tui.core.parse.debugdir, pt2tui.sources.load\n"
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
    import importlib
    import pkgutil

    import pt2tui.core as core

    mods = [
        importlib.import_module(m.name)
        for m in pkgutil.walk_packages(core.__path__, core.__name__ + ".")
        if not m.name.endswith("._scan")
    ]
    assert len(mods) > 20
    for mod in mods:
        for name in dir(mod):
            obj = getattr(mod, name)
            if isinstance(obj, type) and dataclasses.is_dataclass(obj) and obj.__module__ == mod.__name__:
                assert obj.__dataclass_params__.frozen, f"{mod.__name__}.{name} is not frozen"


def _import_graph():
    import grimp

    return grimp.build_graph("pt2tui", cache_dir=None)


def test_no_import_cycles() -> None:
    """No module imports, directly or through others, a module that imports it back (imports
    inside functions and under TYPE_CHECKING count too)."""
    graph = _import_graph()
    mods = sorted(graph.modules)
    edges = {m: sorted(graph.find_modules_directly_imported_by(m)) for m in mods}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    cycles: list[list[str]] = []

    def strong(v: str) -> None:  # Tarjan, iterative enough for a package this size
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in edges.get(v, ()):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                cycles.append(sorted(comp))

    for m in mods:
        if m not in index:
            strong(m)
    assert not cycles, "import cycles:\n" + "\n".join(" <-> ".join(c) for c in cycles)


def test_import_linter_contracts() -> None:
    """The layer contracts of pyproject.toml's [tool.importlinter] (ARCHITECTURE.md)."""
    exe = Path(sys.executable).with_name("lint-imports")
    out = subprocess.run(
        [str(exe), "--no-cache"], capture_output=True, text=True, cwd=PKG.parent
    )
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-2000:]


def test_modules_are_small() -> None:
    big = [
        f"{p.relative_to(PKG.parent)}: {n} lines"
        for p in sorted(PKG.rglob("*.py"))
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > 500
    ]
    assert not big, "\n".join(big)


def _md_map_folders(text: str) -> set[str]:
    """The folders the map in ARCHITECTURE.md's "The folders" block names (``name/`` lines)."""
    block = text.split("## The folders", 1)[1].split("```", 2)[1]
    stack: list[tuple[int, str]] = []
    out: set[str] = set()
    for line in block.splitlines():
        word = line.strip().split(" ", 1)[0] if line.strip() else ""
        if not word.endswith("/") or "." in word:
            continue
        indent = len(line) - len(line.lstrip())
        while stack and stack[-1][0] >= indent:
            stack.pop()
        path = "/".join([s for _, s in stack] + [word.rstrip("/")])
        stack.append((indent, word.rstrip("/")))
        out.add(path)
    return out


def test_architecture_md_maps_every_package() -> None:
    """ARCHITECTURE.md's folder map names every package of pt2tui, and no folder that is gone."""
    text = (PKG.parent / "ARCHITECTURE.md").read_text(encoding="utf-8")
    mapped = _md_map_folders(text)
    named = {n for n in mapped if n.split("/")[0] == "pt2tui"}
    others = sorted(n for n in mapped - named if not (PKG.parent / n).is_dir())
    assert not others, f"ARCHITECTURE.md names folders that do not exist: {others}"
    actual = {
        "/".join(p.relative_to(PKG.parent).parts)
        for p in PKG.rglob("__init__.py")
        if "__pycache__" not in p.parts
        for p in [p.parent]
    }
    assert actual - named == set(), f"packages missing from ARCHITECTURE.md: {sorted(actual - named)}"
    assert named - actual == set(), f"ARCHITECTURE.md names folders that are not packages: {sorted(named - actual)}"
