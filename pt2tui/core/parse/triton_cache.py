"""A Triton cache dir's kernel (``<TRITON_CACHE_DIR>/<hash>/``) -> a kernel record.

Each kernel dir holds ``<name>.json`` (metadata: name, hash, num_warps, num_stages, num_ctas,
shared, maxnreg, target ...), ``__grp__<name>.json`` (the files the compile wrote:
``child_paths``), the stages (``.source``, ``.ttir``, ``.ttgir``, ``.llir``, ``.ptx``) and the
binary (``.cubin`` on NVIDIA). The cubin is an ELF whose ``.nv.info`` section says the
registers each function uses (EIATTR_REGCOUNT) and its stack frame (EIATTR_FRAME_SIZE: local
memory per thread, where spilled registers go).

A file cut short: metadata that is not JSON, a cubin whose ELF ends early, a file the group
lists that is missing or empty: a problem line each, the rest still read. Pure: the caller
(sources/kernels.py) lists the dir and reads the bytes.
"""

from __future__ import annotations

import struct

from .jsonload import loads
from .triton_ir import stage_of_file
from .triton_records import KernelCompile, StageRef
from .triton_trace import _int, _target

__all__ = ["cubin_resources", "parse_cache_kernel"]

EIATTR_FRAME_SIZE = 0x11
EIATTR_MAX_STACK_SIZE = 0x23
EIATTR_REGCOUNT = 0x2F
EIFMT_SVAL = 0x04


def _sections(data: bytes) -> dict[str, tuple[int, int]]:
    """ELF64 little-endian section name -> (offset, size). ValueError: not one, or cut short."""
    if len(data) < 64 or data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise ValueError("not a 64-bit little-endian ELF")
    shoff = struct.unpack_from("<Q", data, 0x28)[0]
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    if shoff + shnum * shentsize > len(data) or shstrndx >= max(shnum, 1):
        raise ValueError(f"cut short: {len(data)} bytes, the section table ends at {shoff + shnum * shentsize}")
    heads = []
    for i in range(shnum):
        base = shoff + i * shentsize
        name, _typ = struct.unpack_from("<II", data, base)
        off, size = struct.unpack_from("<QQ", data, base + 24)
        heads.append((name, off, size))
    _n, stroff, strsize = heads[shstrndx]
    strtab = data[stroff:stroff + strsize]
    out = {}
    for name, off, size in heads:
        end = strtab.find(b"\0", name)
        label = strtab[name:end if end >= 0 else None].decode("ascii", errors="replace")
        out[label] = (off, size)
    return out


def cubin_resources(data: bytes) -> dict[str, int]:
    """{"registers": n, "stack": bytes, "shared": bytes} of a cubin's (first) function, as far
    as its ELF says. ValueError when it is not a whole ELF."""
    secs = _sections(data)
    out: dict[str, int] = {}
    info = secs.get(".nv.info")
    if info is not None:
        off, size = info
        blob = data[off:off + size]
        i = 0
        while i + 4 <= len(blob):
            fmt, attr = blob[i], blob[i + 1]
            if fmt == EIFMT_SVAL:
                n = struct.unpack_from("<H", blob, i + 2)[0]
                val = blob[i + 4:i + 4 + n]
                if len(val) >= 8:
                    _sym, v = struct.unpack_from("<II", val, 0)
                    if attr == EIATTR_REGCOUNT:
                        out.setdefault("registers", v)
                    elif attr == EIATTR_FRAME_SIZE:
                        out.setdefault("stack", v)
                    elif attr == EIATTR_MAX_STACK_SIZE:
                        out.setdefault("max_stack", v)
                i += 4 + n
            else:
                i += 4
    shared = [size for name, (_o, size) in secs.items() if name.startswith(".nv.shared.")]
    if shared:
        out["static_shared"] = max(shared)
    return out


def parse_cache_kernel(dir_path: str, sizes: dict[str, int], files: dict[str, bytes | None]) -> KernelCompile | None:
    """One kernel dir: ``sizes`` every file name -> its size; ``files`` the bytes of its .json
    and .cubin files (None: unreadable). The stages are read when shown."""
    problems: list[str] = []
    meta_name = next((n for n in sorted(sizes) if n.endswith(".json") and not n.startswith("__grp__")), None)
    if meta_name is None:
        return None  # not a kernel dir (autotune results, a cache of another kind)
    md: dict = {}
    raw = files.get(meta_name)
    try:
        v = loads((raw or b"").decode("utf-8", errors="replace"))
        md = v if isinstance(v, dict) else {}
        if not isinstance(v, dict):
            problems.append(f"{meta_name}: not a JSON object")
    except ValueError as e:
        problems.append(f"{meta_name}: not JSON ({str(e)[:60]}): cut short?")
    name = str(md.get("name") or meta_name[:-5])
    grp = files.get(f"__grp__{meta_name}")
    if grp is not None:
        try:
            g = loads(grp.decode("utf-8", errors="replace"))
            for child in (g.get("child_paths") or {}) if isinstance(g, dict) else ():
                base = str(child).rsplit("/", 1)[-1]
                if base not in sizes:
                    problems.append(f"{base}: listed by the cache group, missing")
                elif sizes[base] == 0:
                    problems.append(f"{base}: empty (cut short?)")
        except (ValueError, AttributeError):
            problems.append(f"__grp__{meta_name}: not JSON: cut short?")
    stages = []
    for fname in sorted(sizes):
        st = stage_of_file(fname)
        if st is None:
            continue
        if sizes[fname] == 0 and f"{fname}: empty (cut short?)" not in problems:
            problems.append(f"{fname}: empty (cut short?)")
        stages.append(StageRef(st, f"{dir_path.rstrip('/')}/{fname}", size=sizes[fname]))
    order = {s: i for i, s in enumerate(("source", "ttir", "ttgir", "llir", "ptx", "amdgcn"))}
    stages.sort(key=lambda s: order.get(s.stage, 99))
    res: dict[str, int] = {}
    cubin = next((n for n in sorted(sizes) if n.endswith(".cubin")), None)
    if cubin is not None and files.get(cubin) is not None:
        try:
            res = cubin_resources(files[cubin] or b"")
        except (ValueError, struct.error) as e:
            problems.append(f"{cubin}: {e}")
    return KernelCompile(
        name=name, hash=str(md["hash"]) if md.get("hash") else None, origin="cache",
        num_warps=_int(md.get("num_warps")), num_stages=_int(md.get("num_stages")),
        num_ctas=_int(md.get("num_ctas")), shared=_int(md.get("shared")),
        maxnreg=_int(md.get("maxnreg")), target=_target(md.get("target")),
        registers=res.get("registers"), stack=res.get("stack"), stages=tuple(stages),
        problems=tuple(problems), dir=dir_path,
    )  # fmt: skip
