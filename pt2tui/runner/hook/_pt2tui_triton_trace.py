"""The triton-trace recipe's part of pt2tui's startup hook (loaded by sitecustomize.py when
``PT2TUI_COMPILE_OVERRIDES`` has ``"triton_trace": {"dir": ..., "launches": N, "blobs": false}``).

When the program imports torch, before anything compiles: tritonparse's structured trace
(``tritonparse.structured_logging.init(dir, enable_trace_launch=True)``): one compilation event
per Triton kernel (every IR stage, metadata, Python source, stack, compile id) and one launch
event per launch (grid, arguments with shape / dtype / stride, Inductor's arguments). Bounded:
the first N launches of each compiled kernel are traced, then only its 2^k-th (the launches
after autotuning's benchmarks still show; the others only counted), tensor blobs are off
unless asked (then a tensor over ``blob_limit`` bytes is not saved, and the trace says so).

tritonparse is optional: without it one line says so with the install command; the recipe's
private TRITON_CACHE_DIR still holds each kernel's IR files and metadata.

At exit ``<dir>/pt2tui_triton_trace.<pid>.json``: tritonparse's version (or why none), the limit, the
launches seen and traced per kernel. Standard library only; torch and triton by name.
"""

import importlib
import importlib.util
import json
import os

INSTALL = "pip install tritonparse"


class TritonTrace:
    def __init__(self, spec, emit):
        self.spec = dict(spec or {})
        self.emit = emit
        self.dir = self.spec.get("dir") or os.path.join(os.getcwd(), "triton_trace")
        if os.environ.get("PT2TUI_TRITON_LAUNCHES", "").isdigit():  # pt2tui rerun --launches N
            self.spec["launches"] = int(os.environ["PT2TUI_TRITON_LAUNCHES"])
        if os.environ.get("PT2TUI_TRITON_BLOBS") == "1":  # pt2tui rerun --tensor-blobs
            self.spec["blobs"] = True
        self.limit = int(self.spec.get("launches", 16))
        self.seen = {}
        self.kept = {}
        self.status = {"tritonparse": None, "limit": self.limit, "blobs": bool(self.spec.get("blobs"))}

    def start(self):
        try:
            os.makedirs(self.dir, exist_ok=True)
        except OSError as e:
            self.status["error"] = f"cannot make {self.dir}: {e}"
            self.emit("triton_trace_error", error=self.status["error"])
            return
        try:
            no_triton = importlib.util.find_spec("triton") is None
        except (ImportError, ValueError):
            no_triton = True
        if no_triton:  # a CPU build of torch: no Triton kernel will compile
            self.status["no_triton"] = ("Triton is not installed where the program runs: no Triton kernel "
                                        "compiles (on a CPU the output code's C++ kernels are the kernels)")
            self.emit("triton_trace_no_triton", message=self.status["no_triton"])
            return
        try:
            sl = importlib.import_module("tritonparse.structured_logging")
        except Exception as e:  # noqa: BLE001 - optional: say so, go on
            why = f"{type(e).__name__}: {e}"
            self.status["missing"] = why
            self.emit("triton_trace_missing", error=why, install=INSTALL,
                      message="tritonparse is not installed: no launches and no trace; the IR files and "
                              "metadata of the private TRITON_CACHE_DIR still give the stages")  # fmt: skip
            import sys

            sys.stderr.write(f"pt2tui: triton-trace: tritonparse not importable ({why}); install it with "
                             f"`{INSTALL}` (the private TRITON_CACHE_DIR still keeps the IR files)\n")  # fmt: skip
            return
        try:
            version = importlib.import_module("importlib.metadata").version("tritonparse")
        except Exception:  # noqa: BLE001
            version = "?"
        self.status["tritonparse"] = version
        kw = {"enable_trace_launch": True}
        if self.spec.get("blobs"):
            kw.update(enable_tensor_blob_storage=True,
                      tensor_storage_quota=int(self.spec.get("blob_quota", 256 << 20)))  # fmt: skip
            sl.TRITONPARSE_TENSOR_SIZE_LIMIT = int(self.spec.get("blob_limit", 16 << 20))
        try:
            sl.init(self.dir, **kw)
        except Exception as e:  # noqa: BLE001
            self.status["error"] = f"{type(e).__name__}: {e}"
            self.emit("triton_trace_error", error=self.status["error"])
            return
        self._bound_launches()
        self.emit("triton_trace", dir=self.dir, tritonparse=version, launches_per_kernel=self.limit,
                  blobs=bool(self.spec.get("blobs")))  # fmt: skip

    def _bound_launches(self):
        try:
            knobs = importlib.import_module("triton").knobs
            inner = knobs.runtime.launch_enter_hook
        except Exception as e:  # noqa: BLE001
            self.emit("triton_trace_error", error=f"launch bound not set: {type(e).__name__}: {e}")
            return
        if not callable(inner):
            return
        seen, kept, limit = self.seen, self.kept, self.limit
        per_binary = {}

        def bounded(metadata):
            data = getattr(metadata, "data", None)  # Triton's LazyDict: the name without the extras
            name = data.get("name") if isinstance(data, dict) else None
            if name is None:  # another Triton: not bounded, never dropped
                return inner(metadata)
            name = str(name)
            seen[name] = seen.get(name, 0) + 1
            key = (name, data.get("function"))  # each compiled binary (autotuning's configs apart)
            n = per_binary[key] = per_binary.get(key, 0) + 1
            if limit and n > limit and n & (n - 1):  # past the first N: every power of two only
                return None
            kept[name] = kept.get(name, 0) + 1
            return inner(metadata)

        try:
            knobs.runtime.launch_enter_hook = bounded
        except Exception as e:  # noqa: BLE001
            self.emit("triton_trace_error", error=f"launch bound not set: {type(e).__name__}: {e}")

    def finish(self):
        self.status["launches_seen"] = self.seen
        self.status["launches_traced"] = self.kept
        self.status["launches_skipped"] = {k: n - self.kept.get(k, 0) for k, n in self.seen.items()
                                           if n > self.kept.get(k, 0)}  # fmt: skip
        try:
            with open(os.path.join(self.dir, f"pt2tui_triton_trace.{os.getpid()}.json"), "w") as f:
                json.dump(self.status, f, indent=1, sort_keys=True)
        except OSError:
            pass
