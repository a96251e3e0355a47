"""A failure that comes from the compile caches, whatever its message says: environment /
cache_corrupt (``fresh-cache`` first). Two signs, neither a phrase list:

* the error names a compiled artifact (``.so``, ``.cubin``, a pickled entry ...) under a cache
  dir in effect: run.json's ``cache_dirs`` or its env (TORCHINDUCTOR_CACHE_DIR,
  TRITON_CACHE_DIR), else Inductor's and Triton's defaults (``<tmp>/torchinductor_<user>``,
  ``~/.triton/cache``);
* it happened while a cached artifact was being loaded: the innermost frame of torch's or
  Triton's own is one of the loaders (a C++ kernel's shared object, a cubin, an FX graph /
  AOTAutograd cache entry). Not a generated Python module: Inductor writes and imports it in
  the same compile, so a module that does not import is codegen's error, not the cache's.

A compiler's diagnostics about a generated source (CppCompileError naming ``c<hash>.cpp``
under the cache dir) are a compile error, not a corrupt cache: those types are left alone.
"""

from __future__ import annotations

import re

from ...model import Run
from .detectors import cache_dirs, files_named
from .evidence import Exc

__all__ = ["cache_failure"]

_DEFAULT_DIRS = re.compile(
    r"[\\/]torchinductor_[^\\/\s]+[\\/]|[\\/]\.triton[\\/]cache[\\/]|[\\/]triton_cache[\\/]"
    r"|[\\/]inductor_cache[\\/]"
)
_ARTIFACT = re.compile(r"\.(?:so|cubin|ptx|hsaco|fatbin|pkl|pickle|bin|json|pt2)$")
_COMPILE_ERRORS = ("CppCompileError", "CUDACompileError", "CompilationError", "InvalidCxxCompiler",
                   "LoweringException", "MissingOperatorWithDecomp", "MissingOperatorWithoutDecomp")  # fmt: skip
# (file part, function) of the frames that load a cached artifact
_LOADERS = re.compile(
    r"(?:_inductor[\\/]codecache\.py:(?:_load_library_inner|_load_library|load_pybinding|"
    r"_load_graph|_lookup_graph|load_with_key|_get_graph_from_cache|iterate_over_candidates|"
    r"_unpickle|load_kernel)"
    r"|_inductor[\\/]runtime[\\/](?:static_(?:cuda|triton)_launcher\.py:load_kernel"
    r"|triton_heuristics\.py:(?:_load_kernel|load_kernel))"
    r"|_functorch[\\/]_aot_autograd[\\/]autograd_cache\.py:(?:_lookup|load|_load_entry|try_load)"
    r"|_inductor[\\/]output_code\.py:(?:after_deserialization|_load)"
    r"|triton[\\/]runtime[\\/]cache\.py:\w+"
    r"|triton[\\/]compiler[\\/]compiler\.py:(?:_init_handles|load_binary)"
    r"|triton[\\/]backends[\\/]\w+[\\/]driver\.py:load_binary)$"
)
_OWN = re.compile(r"[\\/](?:torch|triton)[\\/]")
# frames of a cache hit being loaded (FxGraphCache reloading its output code, AOTAutograd's
# entry): whatever fails under them, it failed on what the cache held
_HIT = re.compile(
    r"_inductor[\\/]codecache\.py:(?:_lookup_graph|cache_hit_post_compile)$"
    r"|_inductor[\\/]output_code\.py:after_deserialization$"
    r"|_functorch[\\/]_aot_autograd[\\/]autograd_cache\.py:_lookup$"
)


def _dirs(run: Run) -> list[str]:
    out = []
    for d in cache_dirs(run).values():
        p = str(d.get("path") or "")
        if p and "<" not in p:  # "<tmp>/torchinductor_<user>": the default pattern covers it
            out.append(p.rstrip("/\\") + "/")
    return out


def _under_cache(path: str, dirs: list[str]) -> bool:
    return any(path.startswith(d) for d in dirs) or _DEFAULT_DIRS.search(path) is not None


def cache_failure(run: Run, chain: list[Exc]) -> str | None:
    """What says that this exception chain comes from the caches (an evidence line), or None."""
    for e in chain:  # InductorError: CppCompileError: ... wraps the compiler's error
        head = e.message[0] if e.message else ""
        if e.short_type in _COMPILE_ERRORS or any(f"{t}:" in head for t in _COMPILE_ERRORS):
            return None
    dirs = _dirs(run)
    for e in reversed(chain):
        for p in files_named("\n".join(e.message)):
            if _ARTIFACT.search(p) and _under_cache(p, dirs):
                return f"the error names a cached artifact: {p}"
    for e in reversed(chain):
        own = [f for f in e.frames if _OWN.search(f[0])]
        if not own:
            continue
        f = own[-1]  # the innermost frame of torch's or Triton's own
        if _LOADERS.search(f"{f[0]}:{f[2]}"):
            return f"it failed loading a cached artifact: {_where(f)}"
        break
    for e in chain:
        hit = next((f for f in e.frames if _HIT.search(f"{f[0]}:{f[2]}")), None)
        if hit is not None:
            return f"it failed while a cache hit was being loaded: {_where(hit)}"
    return None


def _where(f: tuple) -> str:
    name = f[0].replace("\\", "/").rsplit("/", 2)[-2:]
    return f"{'/'.join(name)}:{f[1]} in {f[2]}"
