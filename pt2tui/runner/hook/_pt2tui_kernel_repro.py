"""A kernel repro that runs: one kernel of Inductor's output code, alone, checked against eager.

pt2tui's ``kernel-repro`` rerun writes this file into ``<rerun dir>/kernel_repro/`` beside
``output_code.py`` (the compile's output code, as Inductor wrote it), ``graph.txt`` (its
post-grad FX graph, print_readable) and ``kernel_repro.json`` (which kernel, its FX nodes, the
compile id). Standalone: copy the dir anywhere with the same torch and run

    python kernel_repro.py [--kernel NAME] [--time N] [--no-check]

1. imports output_code.py (its kernels compile: Triton on a GPU, C++ on a CPU);
2. runs the compiled graph once on its example inputs (``get_args()``, the shapes, strides and
   dtypes Inductor compiled for) with the kernel wrapped: the launch's arguments (tensors with
   shape / stride / dtype, the constants, Triton's ``stream``) are captured as they were;
3. runs the kernel ALONE on copies of those arguments, the Triton kernel through Inductor's
   autotuner wrapper (``CachingAutotuner.run(*args, stream=...)``), a C++ kernel through its
   binding;
4. accuracy: each output buffer of the kernel is compared with the eager value of the kernel's
   FX nodes (the post-grad graph run node by node with aten ops on the same inputs), with the
   dtype's tolerance; also with what the kernel wrote inside the whole graph;
5. times the kernel alone; 6. with a triton-trace parent, runs the kernel alone at each launch
   shape tritonparse traced (``launches`` in kernel_repro.json: shapes, strides, dtypes, values);
   made with ``--launch N``: at exactly the N-th traced launch (``launch`` in kernel_repro.json),
   its saved tensors (``blobs/``) when the trace saved them, and the last line names it.

Last line: ``kernel-repro: PASS ...`` (exit 0), ``kernel-repro: FAIL ...`` (exit 1: the kernel
differs from eager), ``kernel-repro: ERROR ...`` (exit 2: could not run it) or
``kernel-repro: NO-REFERENCE ...`` (exit 3: ran, no eager value to compare with).

No pt2tui import: standard library and torch (imported by name) only.
"""

import argparse
import ast
import importlib
import importlib.util
import json
import math
import operator
import os
import re
import statistics
import sys
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
torch = None  # imported in main(): this file is data to pt2tui


def _say(line):
    print(line, flush=True)


def _end(kind, msg, code):
    _say(f"kernel-repro: {kind} {msg}")
    return code


# -- the kernel's parameters ---------------------------------------------------------------------

_PARAMS = re.compile(r"(?:def \w+|void\s+kernel)\s*\((?P<params>[^)]*)\)", re.S)


def kernel_params(code, name):
    """The kernel's parameter names, from its source in the output code (Triton def or C++)."""
    m = re.search(r"^" + re.escape(name) + r" = async_compile\.\w+\(", code, re.M)
    if m is None:
        return []
    p = _PARAMS.search(code, m.end())
    if p is None:
        return []
    out = []
    for part in p.group("params").split(","):
        words = re.findall(r"[A-Za-z_]\w*", part.split(":")[0])
        if words:
            out.append(words[-1])
    return out


def is_output(param):
    return param.startswith("out_ptr") or param.startswith("in_out_ptr")


# -- eager values of the post-grad graph ---------------------------------------------------------


def forward_body(text):
    """The top-level forward's parameters and statements of a print_readable graph."""
    lines = text.splitlines()
    start = next((i for i, ln in enumerate(lines) if re.match(r"\s*def forward\(", ln)), None)
    if start is None:
        return [], []
    indent = len(lines[start]) - len(lines[start].lstrip())
    sig = lines[start].strip()
    body = []
    for ln in lines[start + 1:]:
        if ln.strip() and (len(ln) - len(ln.lstrip())) <= indent:
            break
        body.append(ln)
    try:
        fn = ast.parse(sig + "\n    pass").body[0]
        params = [a.arg for a in fn.args.args if a.arg != "self"]
    except SyntaxError:
        params = re.findall(r"(\w+)\s*:", sig.split("(", 1)[1])
    import textwrap

    try:
        stmts = ast.parse(textwrap.dedent("\n".join(body))).body
    except SyntaxError as e:
        _say(f"graph.txt: cannot parse the forward ({e}); no eager reference")
        return params, []
    return params, stmts


def eager_values(text, args):
    """Every node's eager value: the graph's statements run one by one (a node that cannot run
    is skipped with the reason, and what needs it after)."""
    params, stmts = forward_body(text)
    ns = {"torch": torch, "operator": operator, "math": math, "inf": math.inf, "nan": math.nan,
          "device": torch.device}  # fmt: skip
    values, failed = {}, {}
    for p, a in zip(params, args):  # noqa: B905 - Python 3.8+
        ns[p] = a
        values[p] = a
    for st in stmts:
        if isinstance(st, ast.Return):
            continue
        target = None
        if isinstance(st, ast.AnnAssign) and isinstance(st.target, ast.Name):
            target = st.target.id
        elif isinstance(st, ast.Assign) and len(st.targets) == 1 and isinstance(st.targets[0], ast.Name):
            target = st.targets[0].id
            if isinstance(st.value, ast.Constant) and st.value.value is None:
                continue  # "x = None": the graph frees it; the value is kept here
        try:
            code = compile(ast.Module([st], []), "graph.txt", "exec")
            exec(code, ns)
        except Exception as e:  # noqa: BLE001 - say it, go on
            if target:
                failed[target] = f"{type(e).__name__}: {str(e)[:120]}"
            continue
        if target:
            values[target] = ns.get(target)
    return values, failed


# -- capture -----------------------------------------------------------------------------------


def _copy(x):
    if isinstance(x, torch.Tensor):
        return x.clone() if x.is_contiguous() else torch.empty_strided(
            x.size(), x.stride(), dtype=x.dtype, device=x.device).copy_(x)
    if isinstance(x, (list, tuple)):
        return type(x)(_copy(y) for y in x)
    return x


class Capture:
    """Stands in for the kernel in the output code's globals: the first launch's arguments are
    kept (copied before it runs), then the real kernel runs."""

    def __init__(self, kernel, name):
        self.kernel, self.name = kernel, name
        self.before = self.after = self.kwargs = None
        self.launches = 0

    def _launch(self, fn, args, kwargs):
        self.launches += 1
        if self.before is None:
            self.before, self.kwargs = _copy(list(args)), dict(kwargs)
            out = fn(*args, **kwargs)
            self.after = _copy(list(args))  # later kernels may reuse the buffers
            return out
        return fn(*args, **kwargs)

    def run(self, *args, **kwargs):  # Triton: CachingAutotuner.run(*args, stream=...)
        return self._launch(self.kernel.run, args, kwargs)

    def __call__(self, *args, **kwargs):  # C++: the binding
        return self._launch(self.kernel, args, kwargs)

    def __getattr__(self, name):
        return getattr(self.kernel, name)


def describe(i, x, param):
    where = f"  arg {i} {param or '?':<12}"
    if isinstance(x, torch.Tensor):
        return (f"{where} tensor {tuple(x.shape)} stride {tuple(x.stride())} {str(x.dtype).replace('torch.', '')}"
                f" {x.device}{'  (output)' if param and is_output(param) else ''}")
    return f"{where} {type(x).__name__} {x!r}"


def _tol(dtype):
    if dtype in (torch.float16, torch.bfloat16):
        return 2e-2, 2e-2
    if dtype.is_floating_point:
        return 1e-3, 1e-3
    return 0.0, 0.0


def _close(a, b):
    if not isinstance(b, torch.Tensor) or a.numel() != b.numel():
        return None
    b = b.to(a.device)
    if tuple(a.shape) != tuple(b.shape):
        a, b = a.reshape(-1), b.reshape(-1)
    if a.dtype.is_floating_point or b.dtype.is_floating_point:
        rtol, atol = _tol(a.dtype)
        af, bf = a.double(), b.double()
        ok = torch.allclose(af, bf, rtol=rtol, atol=atol, equal_nan=True)
        diff = (af - bf).abs().nan_to_num(0).max().item() if a.numel() else 0.0
        return ok, diff
    eq = torch.equal(a, b.to(a.dtype))
    return eq, 0.0 if eq else float("nan")


def _sync(dev):
    if dev == "cuda":
        torch.cuda.synchronize()


def run_alone(cap, params, dev):
    args = _copy(cap.before)
    kwargs = dict(cap.kwargs)
    if "stream" in kwargs and dev == "cuda":
        kwargs["stream"] = torch.cuda.current_stream().cuda_stream
    if hasattr(cap.kernel, "run"):
        cap.kernel.run(*args, **kwargs)
    else:
        cap.kernel(*args, **kwargs)
    _sync(dev)
    return args, kwargs


def time_alone(cap, dev, n):
    """Microseconds per launch: CUDA events around N launches back to back (GPU), else the
    median of N timed calls (CPU)."""
    args, kwargs = run_alone(cap, [], dev)
    fn = cap.kernel.run if hasattr(cap.kernel, "run") else cap.kernel
    if dev == "cuda":
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        for _ in range(n):
            fn(*args, **kwargs)
        end.record()
        end.synchronize()
        return start.elapsed_time(end) * 1000.0 / n
    times = []
    for _ in range(n):
        _sync(dev)
        t0 = time.perf_counter()
        fn(*args, **kwargs)
        _sync(dev)
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1e6


def _value(a):
    v = a.get("value")
    if a.get("type") == "bool" or v in ("True", "False"):
        return v in (True, "True")
    try:
        return int(v)
    except (TypeError, ValueError):
        try:
            return float(v)
        except (TypeError, ValueError):
            return v


def _blob(path, base=HERE):
    """A tensor tritonparse saved (torch.save, gzip'd when it ends in .gz); None without. A
    relative path is under the repro's dir (``blobs/``)."""
    if path and not os.path.isabs(path):
        path = os.path.join(base, path)
    if not path or not os.path.isfile(path):
        return None
    try:
        import gzip
        import io

        with open(path, "rb") as f:
            data = f.read()
        if path.endswith(".gz"):
            data = gzip.decompress(data)
        return torch.load(io.BytesIO(data), map_location="cpu")
    except Exception as e:  # noqa: BLE001 - the random data then, and the line says so
        _say(f"  saved tensor {path} not read ({type(e).__name__}: {e}): random data instead")
        return None


def launch_args(spec, params, n, device, base=HERE):
    """The arguments of a traced launch (tritonparse: shapes, strides, dtypes, scalar values),
    made anew: the tensor's saved data when tritonparse saved it, else random floats and zeros
    for integers (indices stay in range)."""
    args = []
    for p in params[:n]:
        a = spec.get(p)
        if not isinstance(a, dict):
            return None, f"the launch has no argument {p}"
        if a.get("type") == "tensor":
            if not a.get("shape") and a.get("shape") != []:
                return None, f"{p}: no shape recorded ({a.get('note') or 'another tritonparse?'})"
            dt = getattr(torch, str(a.get("dtype", "float32")).replace("torch.", ""))
            shape = list(a["shape"])
            stride = list(a.get("stride") or torch.empty(shape, device="meta").stride())
            t = torch.empty_strided(shape, stride, dtype=dt, device=device)
            saved = _blob(a.get("blob"), base)
            if saved is not None and tuple(saved.shape) == tuple(shape):
                t.copy_(saved)  # the launch's own data (triton-trace --tensor-blobs)
                _say(f"  {p}: the traced launch's saved tensor")
            elif dt.is_floating_point:
                t.normal_()
            else:
                t.zero_()
            args.append(t)
        else:
            args.append(_value(a))
    return args, None


def run_launches(cap, params, dev, launches, n, of=None, base=HERE):
    """Each traced launch shape, alone: does it run, how long. Returns the lines of errors.
    ``of``: the kernel's traced launches (``traced launch N of M``)."""
    errors = []
    fn = cap.kernel.run if hasattr(cap.kernel, "run") else cap.kernel
    for i, spec in enumerate(launches, 1):
        i = f"{spec.get('index') or i}{f' of {of}' if of else ''}"
        if spec.get("grid"):
            _say(f"traced launch {i}: grid {'x'.join(map(str, spec['grid']))}")
        args, why = launch_args(spec.get("args") or {}, params, len(cap.before), dev, base)
        if args is not None and of:  # the one launch asked for: every argument, as made
            for j, x in enumerate(args):
                _say(describe(j, x, params[j] if j < len(params) else None))
        shapes = ", ".join(f"{k} {'x'.join(map(str, v['shape']))}" for k, v in (spec.get("args") or {}).items()
                           if isinstance(v, dict) and v.get("shape"))[:160]  # fmt: skip
        if args is None:
            _say(f"traced launch {i} ({shapes}): not made: {why}")
            if of:
                errors.append(f"traced launch {i} not made: {why}")
            continue
        kw = dict(cap.kwargs)
        if "stream" in kw and dev == "cuda":
            kw["stream"] = torch.cuda.current_stream().cuda_stream
        try:
            fn(*args, **kw)
            _sync(dev)
            t0 = time.perf_counter()
            for _ in range(max(n, 1)):
                fn(*args, **kw)
            _sync(dev)
            us = (time.perf_counter() - t0) * 1e6 / max(n, 1)
            _say(f"traced launch {i} ({shapes}): ran alone, {us:.1f} us per launch")
        except Exception as e:  # noqa: BLE001 - the line says it
            errors.append(f"traced launch {i}: {type(e).__name__}: {str(e)[:160]}")
            _say(f"traced launch {i} ({shapes}): FAILED {type(e).__name__}: {str(e)[:160]}")
    return errors


def main(argv=None):
    global torch
    ap = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    ap.add_argument("--kernel", help="the kernel (default: the one kernel_repro.json names)")
    ap.add_argument("--time", type=int, default=20, metavar="N", help="runs timed (0: none)")
    ap.add_argument("--no-check", action="store_true", help="time only, no eager comparison")
    ap.add_argument("--dir", default=HERE, help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    cfg_path = os.path.join(a.dir, "kernel_repro.json")
    try:
        with open(cfg_path, encoding="utf-8") as f:
            cfg = json.load(f)
    except (OSError, ValueError) as e:
        return _end("ERROR", f"cannot read {cfg_path}: {e}", 2)
    name = a.kernel or cfg.get("kernel")
    torch = importlib.import_module("torch")
    oc_path = os.path.join(a.dir, "output_code.py")
    try:
        with open(oc_path, encoding="utf-8") as f:
            code = f.read()
    except OSError as e:
        return _end("ERROR", f"cannot read {oc_path}: {e}", 2)
    _say(f"kernel {name}  compile {cfg.get('compile_id') or '?'}  torch {torch.__version__}")
    try:
        spec = importlib.util.spec_from_file_location("pt2tui_kernel_output_code", oc_path)
        mod = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = mod
        spec.loader.exec_module(mod)
    except Exception as e:  # noqa: BLE001
        traceback.print_exc()
        return _end("ERROR", f"the output code does not load: {type(e).__name__}: {e}", 2)
    kernel = getattr(mod, name, None)
    if kernel is None:
        return _end("ERROR", f"no kernel {name} in output_code.py", 2)
    if not hasattr(mod, "get_args") or not hasattr(mod, "call"):
        return _end("ERROR", "output_code.py has no get_args()/call(): cannot make the launch", 2)
    params = kernel_params(code, name)
    cap = Capture(kernel, name)
    setattr(mod, name, cap)
    torch.manual_seed(int(cfg.get("seed", 0)))
    graph_args = mod.get_args()
    eager_args = _copy(list(graph_args))
    try:
        mod.call(list(graph_args))
    except Exception as e:  # noqa: BLE001
        traceback.print_exc()
        return _end("ERROR", f"the compiled graph failed before the kernel ran: {type(e).__name__}: {e}", 2)
    if cap.before is None:
        return _end("ERROR", f"{name} was not launched by the graph's call()", 2)
    dev = "cuda" if any(isinstance(x, torch.Tensor) and x.is_cuda for x in cap.before) else "cpu"
    _say(f"launch 1 of {cap.launches} in the graph; arguments ({dev}):")
    for i, x in enumerate(cap.before):
        _say(describe(i, x, params[i] if i < len(params) else None))
    for k, v in cap.kwargs.items():
        _say(f"  {k} = {v!r}")
    try:  # a Triton kernel: the config its autotuner resolved
        launchers = getattr(kernel, "launchers", None) or []
        if launchers:
            _say(f"  config: {getattr(launchers[0], 'config', launchers[0])}")
    except Exception:  # noqa: BLE001 - only shown
        pass
    alone, _kw = run_alone(cap, params, dev)
    outs = [i for i, x in enumerate(alone) if isinstance(x, torch.Tensor)
            and (i < len(params) and is_output(params[i]))]  # fmt: skip
    read = [i for i in outs if params[i] in (cfg.get("outputs_read") or ())]
    scratch = [params[i] for i in outs if read and i not in read]
    if scratch:
        _say(f"outputs not read after the launch (scratch, not compared): {', '.join(scratch)}")
        outs = read
    if not outs:  # parameter names unknown: the tensors the launch wrote
        outs = [i for i, x in enumerate(alone) if isinstance(x, torch.Tensor)
                and not torch.equal(x, cap.before[i])]  # fmt: skip
    same = all((_close(alone[i], cap.after[i]) or (False,))[0] for i in outs)
    _say(f"alone vs inside the graph: {'same' if same else 'DIFFERENT'} outputs")
    us = time_alone(cap, dev, a.time) if a.time > 0 else None
    if us is not None:
        how = f"CUDA events, {a.time} launches back to back" if dev == "cuda" else f"median of {a.time}"
        _say(f"time alone: {us:.1f} us per launch ({how})")
    timing = f"; {us:.1f} us alone" if us is not None else ""
    chosen = cfg.get("launch")  # --launch N: the one traced launch asked for
    of = cfg.get("launches_traced") if chosen else None
    launch_errors = run_launches(cap, params, dev, cfg.get("launches") or [], a.time, of, a.dir) if cfg.get("launches") else []
    if chosen and any(" not made: " in e for e in launch_errors):
        return _end("ERROR", f"{name}: {'; '.join(launch_errors)}", 2)
    if launch_errors:
        return _end("FAIL", f"{name}: {'; '.join(launch_errors)}", 1)
    if chosen:
        timing += f"; ran alone at traced launch {chosen} of {of}"
    if a.no_check:
        return _end("PASS", f"{name} ran alone{timing} (no accuracy check asked)", 0)
    graph_path = os.path.join(a.dir, "graph.txt")
    try:
        with open(graph_path, encoding="utf-8") as f:
            graph = f.read()
    except OSError:
        return _end("NO-REFERENCE", f"{name} ran alone{timing}; no graph.txt: no eager reference", 3)
    values, failed = eager_values(graph, eager_args)
    own = [n for n in cfg.get("nodes") or [] if n in values]
    nodes = own + [n for n in values if n not in own]  # the kernel's nodes first, then the graph's
    results, bad = [], []
    for i in outs:
        best = None
        for n in nodes:
            if best is not None and not best[1][0] and n not in own and best[0] in own and \
                    not any((_close(alone[i], values[m]) or (False,))[0] for m in nodes if m not in own):
                break  # nothing eager is close: report against the kernel's own node
            r = _close(alone[i], values[n])
            if r is not None and (best is None or (r[0] and not best[1][0]) or (r[0] == best[1][0] and r[1] < best[1][1])):
                best = (n, r)
            if best is not None and best[1][0] and n in own:
                break
        p = params[i] if i < len(params) else f"arg {i}"
        if best is None:
            _say(f"  {p}: no FX node of the kernel with {alone[i].numel()} elements to compare")
            continue
        n, (ok, diff) = best
        _say(f"  {p} vs eager {n}: {'close' if ok else 'MISMATCH'} (max abs diff {diff:.3g})")
        results.append((p, n, ok, diff))
        if not ok:
            bad.append(f"{p} vs {n} max abs diff {diff:.3g}")
    for n, why in sorted(failed.items())[:5]:
        _say(f"  eager node {n} not computed: {why}")
    if not results:
        return _end("NO-REFERENCE", f"{name} ran alone{timing}; no eager value of its nodes to compare", 3)
    if bad:
        return _end("FAIL", f"{name} differs from eager: {'; '.join(bad)}{timing}", 1)
    matched = ", ".join(f"{p}={n}" for p, n, _ok, _d in results)
    return _end("PASS", f"{name} matches eager ({matched}){timing}", 0)


if __name__ == "__main__":
    sys.exit(main())
