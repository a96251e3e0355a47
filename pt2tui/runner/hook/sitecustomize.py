"""pt2tui's startup hook: compile settings changed without editing the program.

pt2tui puts this directory first on the child's PYTHONPATH for the recipes that change how
``torch.compile`` is called (fullgraph, backend-ladder, no-suppress ...). Python imports it at
startup as ``sitecustomize``; it

1. runs the user's own ``sitecustomize`` (the next one on sys.path), if there is one; when that
   raises, its traceback is printed and the program still runs (as Python itself does);
2. reads ``PT2TUI_COMPILE_OVERRIDES`` (JSON, below); without it, it does nothing more;
3. waits for the program to import torch (it never imports torch itself: a meta-path finder wraps
   torch's module exec), then replaces ``torch.compile`` (so decorators, direct calls and
   ``nn.Module.compile`` alike go through it) and sets the ``torch._dynamo.config`` /
   ``torch._inductor.config`` values;
4. reports on stderr, one line each, what it changed: ``pt2tui-hook: {json}``; at exit, when no
   ``torch.compile`` call of the program was seen, that the override matched nothing.

With ``"triton_trace": {"dir": ..., "launches": 16}`` (the triton-trace recipe) tritonparse's
trace of every Triton compile and launch starts when torch is imported (_pt2tui_triton_trace.py).
With ``"profile": {"eager": false, "warmup": 3, "calls": 10}`` (the profile recipes) every call
of what torch.compile returns is timed and a steady window profiled (``_pt2tui_profile.py``);
``"eager": true`` makes torch.compile return the callable itself (timed the same way).

The variable::

    {"recipe": "fullgraph",
     "compile": {"backend": "eager", "backend_env": "TORCH_COMPILE_BACKEND", "fullgraph": true,
                 "dynamic": true, "mode": "default", "no_cudagraphs": true,
                 "no_autotune": true},
     "dynamo": {"suppress_errors": false, "recompile_limit": 64},
     "inductor": {"triton.debug_sync_kernel": true},
     "seed": 0}

Calls made by torch itself (flex attention ...) are left alone, as are processes whose main
program is a torch module (compile workers, the compiler bisector's driver).

Self-contained on purpose: no pt2tui import, standard library only, Python 3.8+.
"""

import atexit
import importlib.machinery
import importlib.util
import json
import os
import sys
import traceback

ENV = "PT2TUI_COMPILE_OVERRIDES"
PREFIX = "pt2tui-hook: "
_HERE = os.path.dirname(os.path.abspath(__file__))


def _emit(event, **fields):
    fields = dict(event=event, pid=os.getpid(), **fields)
    try:
        sys.stderr.write(PREFIX + json.dumps(fields, default=repr, sort_keys=False) + "\n")
        sys.stderr.flush()
    except Exception:
        pass


# -- 1. the user's own sitecustomize ----------------------------------------------------------


def _run_user_sitecustomize():
    others = [p for p in sys.path if os.path.abspath(p or os.curdir) != _HERE]
    try:
        spec = importlib.machinery.PathFinder.find_spec("sitecustomize", others)
    except Exception:
        spec = None
    if spec is None or spec.loader is None:
        return
    name = "_pt2tui_user_sitecustomize"
    try:
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    except BaseException as e:  # noqa: BLE001 - as Python does: say so, go on
        if isinstance(e, (KeyboardInterrupt, SystemExit)):
            raise
        sys.stderr.write(f"Error in sitecustomize ({spec.origin}):\n")
        traceback.print_exc()
        _emit("user_sitecustomize_error", path=spec.origin, error=f"{type(e).__name__}: {e}")


_run_user_sitecustomize()


# -- 2. the overrides -------------------------------------------------------------------------


def _load():
    raw = os.environ.get(ENV)
    if not raw:
        return None
    try:
        spec = json.loads(raw)
        if not isinstance(spec, dict):
            raise ValueError("not a JSON object")
    except (ValueError, RecursionError) as e:  # nested too deeply: json's RecursionError
        _emit("bad_overrides", error=str(e) or type(e).__name__, value=raw[:200])
        return None
    return spec


def _torch_internal_main():
    """The process runs a torch module as its program (compile worker, bisector driver)."""
    main = sys.argv[0] if sys.argv else ""
    if not main or main in ("-c", "-m"):
        return False
    try:
        spec = importlib.machinery.PathFinder.find_spec("torch")  # finds it, imports nothing
    except Exception:
        spec = None
    locations = list(getattr(spec, "submodule_search_locations", None) or ())
    main = os.path.abspath(main)
    return any(main.startswith(os.path.join(os.path.abspath(d), "")) for d in locations)


SPEC = _load()


class _State:
    torch = None
    calls = 0  # torch.compile calls the override applied to
    internal = 0  # torch's own calls, left alone
    config_done = {}  # name -> value we set
    profiler = None  # the profile recipes' timer (_pt2tui_profile.Profiler)
    triton_trace = None  # the triton-trace recipe's tracer (_pt2tui_triton_trace.TritonTrace)


# -- 3. torch.compile and the configs ---------------------------------------------------------


def _callable_name(obj):
    if isinstance(obj, str):
        return obj
    owner = getattr(obj, "__self__", None)
    if owner is not None and getattr(obj, "__name__", "") == "_call_impl":
        return f"{type(owner).__name__} (nn.Module.compile)"
    name = getattr(obj, "__qualname__", None) or getattr(obj, "__name__", None)
    return name if isinstance(name, str) else type(obj).__qualname__  # an instance: its class


def _torch_dir(torch):
    return os.path.dirname(os.path.abspath(torch.__file__)).replace(os.sep, "/") + "/"


def _where(depth):
    """(file:line of the first frame outside torch and this hook, whether the direct caller is
    torch itself and not nn.Module.compile)."""
    torch = _State.torch
    tdir = _torch_dir(torch)
    f = sys._getframe(depth)
    direct = f.f_code.co_filename.replace(os.sep, "/")
    internal = direct.startswith(tdir) and not (
        direct.endswith("nn/modules/module.py") and f.f_code.co_name == "compile"
    )
    while f is not None:
        fn = f.f_code.co_filename.replace(os.sep, "/")
        if not fn.startswith(tdir) and os.path.abspath(fn) != os.path.abspath(__file__):
            return f"{fn}:{f.f_lineno}", internal
        f = f.f_back
    return "?", internal


_CUDAGRAPH_MODES = {"reduce-overhead": "default", "max-autotune": "max-autotune-no-cudagraphs"}
_AUTOTUNE_MODES = {"max-autotune": "default", "max-autotune-no-cudagraphs": "default"}
_AUTOTUNE_OPTIONS = ("max_autotune", "max_autotune_gemm", "max_autotune_pointwise",
                     "coordinate_descent_tuning")  # fmt: skip


def _override_kwargs(kw, spec):
    """The new torch.compile keyword arguments, and what changed: {name: [old, new]}."""
    changed = {}

    def put(key, new, default=None):
        old = kw.get(key, default)
        if old != new:
            changed[key] = [_callable_name(old) if key == "backend" else old, new]
        kw[key] = new

    backend = None
    env_var = spec.get("backend_env")
    if env_var and os.environ.get(env_var):
        backend = os.environ[env_var]
    elif "backend" in spec:
        backend = spec["backend"]
    if backend is not None:
        put("backend", backend, "inductor")
        if backend != "inductor":  # mode / options are Inductor's: other backends reject them
            for key in ("mode", "options"):
                if kw.get(key) is not None:
                    changed[key] = [kw[key], None]
                    kw[key] = None
    for key in ("fullgraph", "dynamic"):
        if key in spec:
            put(key, spec[key], False if key == "fullgraph" else None)
    if "mode" in spec:
        if kw.get("options") is not None:
            changed["options"] = [kw["options"], None]
            kw["options"] = None
        put("mode", spec["mode"])
    if "recompile_limit" in spec and kw.get("recompile_limit") is not None:
        put("recompile_limit", spec["recompile_limit"])
    for flag, modes, opts in (
        ("no_cudagraphs", _CUDAGRAPH_MODES, {"triton.cudagraphs": False}),
        ("no_autotune", _AUTOTUNE_MODES, dict.fromkeys(_AUTOTUNE_OPTIONS, False)),
    ):
        if not spec.get(flag):
            continue
        mode = kw.get("mode")
        if mode in modes:
            put("mode", modes[mode])
        elif isinstance(kw.get("options"), dict):
            new = dict(kw["options"])
            new.update(opts)
            if new != kw["options"]:
                changed["options"] = [kw["options"], new]
            kw["options"] = new
    return changed


def _profiler():
    """The profile recipes' timer (_pt2tui_profile.py beside this file), made on first use."""
    if not SPEC.get("profile"):
        return None
    if _State.profiler is None:
        path = os.path.join(_HERE, "_pt2tui_profile.py")
        spec = importlib.util.spec_from_file_location("_pt2tui_profile", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        _State.profiler = module.Profiler(dict(SPEC["profile"], recipe=SPEC.get("recipe")),
                                          _State.torch, _emit)  # fmt: skip
    return _State.profiler


def _start_triton_trace():
    """triton-trace: tritonparse's trace started before anything compiles (_pt2tui_triton_trace.py)."""
    path = os.path.join(_HERE, "_pt2tui_triton_trace.py")
    spec = importlib.util.spec_from_file_location("_pt2tui_triton_trace", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    _State.triton_trace = module.TritonTrace(SPEC["triton_trace"], _emit)
    _State.triton_trace.start()
    atexit.register(_State.triton_trace.finish)


def _apply_compile(original, model, args, kw, depth):
    spec = SPEC.get("compile") or {}
    where, internal = _where(depth + 1)
    if internal:
        _State.internal += 1
        return original(model, *args, **kw)
    _apply_configs(again=True)
    new = dict(kw)
    changed = _override_kwargs(new, spec)
    _State.calls += 1
    prof = _profiler()
    name = _callable_name(model)
    if prof is not None and prof.eager:  # profile-eager: the callable itself, timed
        changed["compile"] = [True, False]
    _emit("compile", at=where, target=name, changed=changed,
          kept=sorted(k for k in ("backend", "fullgraph", "dynamic", "mode")
                      if k in spec and k not in changed))  # fmt: skip
    if prof is None:
        return original(model, *args, **new)
    return prof.wrap(model if prof.eager else original(model, *args, **new), name)


def _patch_compile(torch):
    original = torch.compile
    if getattr(original, "_pt2tui_hook", False):
        return

    def compile(model=None, *args, **kwargs):  # noqa: A001 - torch.compile's name
        if model is None and not args:  # @torch.compile(...) with arguments: a decorator
            def decorate(m):
                return _apply_compile(original, m, (), kwargs, 2)

            return decorate
        return _apply_compile(original, model, args, kwargs, 2)

    compile.__doc__ = original.__doc__
    compile.__wrapped__ = original
    compile._pt2tui_hook = True
    torch.compile = compile


def _config_module(which):
    # the child's own torch, imported by name (pt2tui itself never imports torch)
    return importlib.import_module(f"torch._{which}.config")


def _get_set(cfg, dotted, value=None, set_it=False):
    *parents, leaf = dotted.split(".")
    obj = cfg
    for p in parents:
        obj = getattr(obj, p)
    old = getattr(obj, leaf)
    if set_it:
        setattr(obj, leaf, value)
    return old


def _apply_configs(again=False):
    for which in ("dynamo", "inductor"):
        values = SPEC.get(which) or {}
        if not values:
            continue
        try:
            cfg = _config_module(which)
        except Exception as e:
            _emit("config_error", name=which, error=f"{type(e).__name__}: {e}")
            continue
        for name, value in values.items():
            full = f"{which}.{name}"
            try:
                old = _get_set(cfg, name)
                if again and old == value:
                    continue
                _get_set(cfg, name, value, set_it=True)
            except Exception as e:
                if not again:
                    _emit("config_error", name=full, error=f"{type(e).__name__}: {e}")
                continue
            if again:  # the program set it back before this torch.compile call
                _emit("config", name=full, old=old, new=value, reapplied=True)
            else:
                _emit("config", name=full, old=old, new=value)
            _State.config_done[full] = value


def _seed(seed):
    import random

    random.seed(seed)
    _State.torch.manual_seed(seed)
    np = sys.modules.get("numpy")
    if np is not None:
        try:
            np.random.seed(seed)
        except Exception:
            pass
    _emit("seed", seed=seed)


def _torch_imported(torch):
    _State.torch = torch
    try:
        _patch_compile(torch)
        _apply_configs()
        if SPEC.get("deterministic_algorithms"):
            torch.use_deterministic_algorithms(True, warn_only=True)
            _emit("deterministic_algorithms", warn_only=True)
        if "seed" in SPEC:
            _seed(int(SPEC["seed"]))
        if SPEC.get("triton_trace"):
            _start_triton_trace()
    except Exception as e:  # never break the program: say so
        _emit("hook_error", error=f"{type(e).__name__}: {e}")


class _Loader:
    """Wraps torch's loader: runs the module, then patches it."""

    def __init__(self, loader):
        self._loader = loader

    def __getattr__(self, name):
        return getattr(self._loader, name)

    def create_module(self, spec):
        return self._loader.create_module(spec)

    def exec_module(self, module):
        self._loader.exec_module(module)
        module.__loader__ = self._loader
        if module.__spec__ is not None:
            module.__spec__.loader = self._loader
        _torch_imported(module)


class _Finder:
    """Finds torch with the other finders, wrapping its loader; then steps aside."""

    def find_spec(self, fullname, path=None, target=None):
        if fullname != "torch":
            return None
        try:
            sys.meta_path.remove(self)
        except ValueError:
            pass
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is None or spec.loader is None:
            for finder in sys.meta_path:
                find = getattr(finder, "find_spec", None)
                spec = find(fullname, path, target) if find else None
                if spec is not None:
                    break
        if spec is not None and spec.loader is not None:
            spec.loader = _Loader(spec.loader)
        return spec

    def invalidate_caches(self):
        pass


def _line_buffered_stdout():
    """C stdio's stdout line-buffered: printf output (the AOTI kernel printer) keeps its place
    among the other lines and is not lost when the process crashes."""
    try:
        import ctypes

        libc = ctypes.CDLL(None)
        stdout = ctypes.c_void_p.in_dll(libc, "stdout")
        libc.setvbuf(stdout, None, 1, 0)  # _IOLBF
    except Exception as e:  # not glibc (macOS names it __stdoutp): leave it
        _emit("line_buffering_skipped", error=f"{type(e).__name__}: {e}")


def _compile_overrides():
    return any(SPEC.get(k) for k in ("compile", "dynamo", "inductor", "profile"))


def _at_exit():
    if not _compile_overrides():
        return
    if _State.calls:
        _emit("exit", compile_calls=_State.calls, torch_internal_calls=_State.internal)
        return
    why = "torch was never imported" if _State.torch is None else "no torch.compile call ran"
    _emit("exit", compile_calls=0, torch_internal_calls=_State.internal,
          message=f"the override matched nothing: {why} in this process")  # fmt: skip


def _install():
    if SPEC is None or _torch_internal_main():
        return
    _emit("start", recipe=SPEC.get("recipe"), overrides={k: v for k, v in SPEC.items()
                                                         if k != "recipe"})  # fmt: skip
    if SPEC.get("line_buffered_stdout"):
        _line_buffered_stdout()
    atexit.register(_at_exit)
    if "torch" in sys.modules:
        _torch_imported(sys.modules["torch"])
    else:
        sys.meta_path.insert(0, _Finder())


_install()
