"""Kernel provenance: output-code kernels <-> post-grad FX nodes <-> pre-grad nodes <-> user
source lines, from inductor_provenance_tracking_node_mappings and
inductor_provenance_tracking_kernel_stack_traces."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..model import Compile, Frame
from ..parse.jsonload import loads
from ..parse.payloads import read_text

_TB_FRAME = re.compile(r'File "(?P<file>[^"]+)", line (?P<line>\d+), in (?P<name>[^\n]+)\n(?P<code>[^\n]*)')


@dataclass(frozen=True, slots=True)
class KernelProvenance:
    kernel: str  # "cpp_fused_relu_0" / "triton_poi_fused_relu_0" / "extern_kernels.addmm"
    handle: str | None  # the ":2" debug handle torch appends, if any
    post_grad_nodes: tuple[str, ...]
    pre_grad_nodes: tuple[str, ...]
    user_frames: tuple[Frame, ...]


@dataclass(frozen=True, slots=True)
class Provenance:
    kernels: tuple[KernelProvenance, ...]

    def kernel(self, name: str) -> KernelProvenance | None:
        base = name.split(":", 1)[0]
        return next((k for k in self.kernels if k.kernel == base), None)

    def kernels_for_node(self, node: str) -> tuple[KernelProvenance, ...]:
        return tuple(k for k in self.kernels if node in k.post_grad_nodes or node in k.pre_grad_nodes)

    def kernels_for_line(self, filename: str, line: int) -> tuple[KernelProvenance, ...]:
        """Back from a user source line to the kernels that compute it."""
        return tuple(
            k for k in self.kernels
            if any(f.line == line and (f.filename == filename or f.filename.endswith("/" + filename.lstrip("./")))
                   for f in k.user_frames)
        )  # fmt: skip


def _json(c: Compile, name: str) -> list[dict]:
    out = []
    for a in c.artifacts:
        if a.name == name:
            try:
                val = loads(read_text(a.ref))
            except (OSError, ValueError):
                continue
            if isinstance(val, dict):
                out.append(val)
    return out


def provenance(c: Compile) -> Provenance:
    kernels: dict[str, dict] = {}

    def entry(key: str) -> dict:
        base, _, handle = key.partition(":")
        return kernels.setdefault(base, {"handle": handle or None, "post": [], "pre": [], "frames": []})

    for m in _json(c, "inductor_provenance_tracking_node_mappings"):
        code_to_post = m.get("cppCodeToPost") or m.get("tritonCodeToPost") or {}
        post_to_pre = m.get("postToPre") or {}
        for k, nodes in code_to_post.items():
            e = entry(k)
            for n in nodes or ():
                if n not in e["post"]:
                    e["post"].append(n)
                for p in post_to_pre.get(n, ()) or ():
                    if p not in e["pre"]:
                        e["pre"].append(p)
    for m in _json(c, "inductor_triton_kernel_to_post_grad_nodes"):
        for k, nodes in m.items():
            if isinstance(nodes, list):
                e = entry(k)
                e["post"].extend(n for n in nodes if n not in e["post"])
    for m in _json(c, "inductor_provenance_tracking_kernel_stack_traces"):
        for k, traces in m.items():
            e = entry(k)
            for t in traces or ():
                for fm in _TB_FRAME.finditer(str(t)):
                    f = Frame(fm.group("file"), int(fm.group("line")), fm.group("name").strip(), fm.group("code").strip())
                    if f not in e["frames"]:
                        e["frames"].append(f)
    # torch keeps kernel stack traces in a process-wide table: later artifacts repeat kernels
    # of other graphs. Keep the kernels this compile's own output code defines or calls.
    code = _output_code(c)
    if code:
        kernels = {k: v for k, v in kernels.items() if k.rsplit(".", 1)[-1] in code}
    return Provenance(
        tuple(
            KernelProvenance(k, v["handle"], tuple(v["post"]), tuple(v["pre"]), tuple(v["frames"]))
            for k, v in kernels.items()
        )
    )


def _output_code(c: Compile) -> str:
    parts = []
    for a in c.artifacts:
        if a.category == "output_code" and a.kind != "debug_dir":
            try:
                parts.append(read_text(a.ref))
            except OSError:
                pass
    return "\n".join(parts)
