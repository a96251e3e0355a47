"""The profile recipes inside the program's process: every call of a compiled callable timed,
a steady window of calls profiled with torch.profiler. Loaded by sitecustomize.py (this folder)
when ``PT2TUI_COMPILE_OVERRIDES`` has a ``"profile"`` key; never imported by pt2tui.

What is timed: each top-level call of what ``torch.compile`` returned (a function, the
``OptimizedModule`` through forward hooks, ``nn.Module.compile``'s call). With ``"eager": true``
(profile-eager) ``torch.compile`` returns the callable itself (a module unchanged, with the same
hooks; a function wrapped only to time it), so the same calls are timed without compiling.

The windows: warm-up is every call up to the last one that compiled (a Dynamo compile started
during the call or after it, before the next: torch._dynamo.callback's start callbacks), then N
more calls that did not compile (``PT2TUI_PROFILE_WARMUP``, default 3) and, on GPU, 2 s of calls
(``PT2TUI_PROFILE_WARMUP_S``; then until two runs of 10 calls agree within 10%, at most 3x those
seconds: clocks, the allocator and cuBLAS are not steady at first); then the TIMED window:
calls timed with no profiler running (synchronized on GPU) until T calls (``PT2TUI_PROFILE_TIMED``,
default 30) or S seconds (``PT2TUI_PROFILE_TIMED_S``, default 2; at least 5 calls) have run; a
compile there starts the warm-up again. Then K calls (``PT2TUI_PROFILE_CALLS``, default 10) run
inside torch.profiler (CPU, and CUDA when available; each call a ``ProfilerStep#<call>``
annotation); its export runs after the last of them, never during timed calls. A compile inside
the profiled window is kept (a recompile in steady state). A program that ends sooner: the calls
after its last compile are profiled as they come (a speculative profile from the second call
after it, K calls at most, stopped then, exported only if the program ends before the profiled
window) and ``calls.json``'s note says what ran and what to pass.

Each call's record: its synchronized start (``start``, seconds from the first call) and length,
its phase (warmup | timed | profiled | after), the optimizer steps and backwards seen before it
(``opt``, ``bwd``: a training step is one call's start to the next, or the optimizer's period
under gradient accumulation), whether its output requires grad, and its tensors' shapes.

Written into ``PT2TUI_PROFILE_DIR`` (``_rank<N>`` before the suffix when RANK is set):
``trace.json.gz``, ``calls.json``, ``key_averages.txt``, ``key_averages.json``.
Standard library only (and _pt2tui_profile_util.py beside it); torch is the program's own.
"""

import atexit
import functools
import importlib
import importlib.util
import os
import statistics
import threading
import time

DIR_ENV = "PT2TUI_PROFILE_DIR"
WARMUP_ENV = "PT2TUI_PROFILE_WARMUP"
CALLS_ENV = "PT2TUI_PROFILE_CALLS"
TIMED_ENV = "PT2TUI_PROFILE_TIMED"
TIMED_S_ENV = "PT2TUI_PROFILE_TIMED_S"
WARMUP_S_ENV = "PT2TUI_PROFILE_WARMUP_S"
ALT_ENV = "PT2TUI_PROFILE_ALTERNATE"  # 0: the timed window times compiled calls only
BLOCK_ENV = "PT2TUI_PROFILE_BLOCK"  # calls (optimizer steps, training) per alternating block
DEFAULT_BLOCK = 5
SPEC_ENV = "PT2TUI_PROFILE_SPEC"  # 1: the speculative profile runs before the timed window too
STEP_SYNC_ENV = "PT2TUI_PROFILE_STEP_SYNC"  # 1: a training call is synchronized at its end too
DEFAULT_WARMUP_S_GPU = 2.0  # GPU clocks, the allocator, cuBLAS: the first seconds are not steady
STABLE_K, STABLE_TOL = 10, 0.1  # then two runs of K calls agree within 10% (or 3x the seconds passed)
DEFAULT_WARMUP = 3
DEFAULT_CALLS = 10
DEFAULT_TIMED = 30
DEFAULT_TIMED_S = 2.0
MAX_KEPT = 2000  # warm-up / after call records kept in calls.json (the rest counted; timed, profiled: all)


def _helpers(name="_pt2tui_profile_util.py"):
    """A module beside this file (loaded by path, as sitecustomize loads this)."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), name)
    spec = importlib.util.spec_from_file_location(name[:-3], path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_util = _helpers()
_alt = _helpers("_pt2tui_profile_alt.py")
MIN_TIMED = _alt.MIN_TIMED


class Profiler:
    def __init__(self, spec, torch, emit):
        self.torch = torch
        self.emit = emit
        self.eager = bool(spec.get("eager"))
        self.recipe = spec.get("recipe")
        self.warmup_n = _util.int_env(WARMUP_ENV, int(spec.get("warmup", DEFAULT_WARMUP)))
        self.calls_k = max(1, _util.int_env(CALLS_ENV, int(spec.get("calls", DEFAULT_CALLS))))
        self.timed_n = _util.int_env(TIMED_ENV, int(spec.get("timed", DEFAULT_TIMED)))
        self.timed_given = bool(os.environ.get(TIMED_ENV)) or "timed" in spec
        self.timed_s = _util.float_env(TIMED_S_ENV, float(spec.get("timed_s", DEFAULT_TIMED_S)))
        self.timed = []  # the call indexes of the timed window
        self.timed_t0 = None
        self.fallback = None  # (stopped speculative profiler, its window): exported at exit only
        self.t_first = None
        self.opt_steps = 0
        self.backwards = 0
        self.bwd_compiles = 0
        self.world = 1
        self.dir = os.environ.get(DIR_ENV) or spec.get("dir") or os.path.join(os.getcwd(), "profile")
        rank = os.environ.get("RANK")
        self.rank = int(rank) if rank and rank.isdigit() else None
        self.suffix = "" if self.rank is None else f"_rank{self.rank}"
        self.lock = threading.RLock()
        self.local = threading.local()
        self.calls = []  # records, the first MAX_KEPT
        self.n_calls = 0
        self.targets = {}
        self.compile_ids = []  # every compile id, as the start callbacks saw them
        self.seen = 0  # compile ids already given to a call
        self.since = 0  # calls since the last compile that did not compile
        self.last_compile_call = None
        self.state = "warmup"  # warmup | spec | timed | profiling | done
        self.prof = None
        self.window = []  # the call indexes inside the current (or written) profile
        self.partial = None
        self.error = None
        self.written = None
        self.wrapped = 0
        self.callback = False
        self.cuda = False
        try:
            self.cuda = bool(torch.cuda.is_available())
        except Exception:
            pass
        self.warmup_s = _util.float_env(WARMUP_S_ENV, float(spec.get("warmup_s", DEFAULT_WARMUP_S_GPU if self.cuda else 0.0)))
        self.steady_t0 = None  # when the calls after the last compile began
        self.quiet = []  # the seconds of those calls that ran with no profiler
        self.spec_done = False  # the speculative profile has its calls (stopped, kept as fallback)
        self.spec_ok = _util.int_env(SPEC_ENV, 1) > 0
        self.step_sync = _util.int_env(STEP_SYNC_ENV, 0) > 0
        self.alternate = (not self.eager and _util.int_env(ALT_ENV, int(spec.get("alternate", 1))) > 0)
        self.block_n = max(1, _util.int_env(BLOCK_ENV, DEFAULT_BLOCK))
        self.alt = None  # {"at", "block", "blocks"}: the timed window's alternating blocks
        self.alt_note = None  # why the timed window did not alternate
        self.side = None  # "eager" while torch.compiler's stance is force_eager (an eager block)
        self.prior_stance = None
        self.timed_eager = []  # the eager calls of the timed window
        self.agree_n = 0  # the timed windows rank 0 has named (a compile in one starts another)
        self.agreed = None  # (at, block, blocks) named by rank 0 for the current one
        self.opt_at = []  # the call count at each optimizer step (its period: calls per step)
        self.starts = []  # the last calls' start times (a call's period, start to start)
        self.pending = None  # (record, start event, end event): a training call's GPU span, read later
        atexit.register(self.at_exit)

    # -- wrapping what torch.compile returned -----------------------------------------------

    def wrap(self, obj, name):
        if not self.eager:
            self._install_callback()
        if not self.wrapped:
            self._install_training_hooks()
        self.wrapped += 1
        nn = getattr(self.torch, "nn", None)
        if nn is not None and isinstance(obj, nn.Module):
            tokens = []

            def pre(_mod, args, kwargs):
                tokens.append(self.begin(name, args, kwargs))

            def post(_mod, _args, out):
                self.end(tokens.pop() if tokens else None, out)

            obj.register_forward_pre_hook(pre, with_kwargs=True)
            obj.register_forward_hook(post, always_call=True)
            return obj
        if not callable(obj):
            return obj

        @functools.wraps(obj)
        def timed(*args, **kwargs):
            token = self.begin(name, args, kwargs)
            out = None
            try:
                out = obj(*args, **kwargs)
                return out
            finally:
                self.end(token, out)

        return timed

    def _install_training_hooks(self):
        _util.install_training_hooks(self)

    def _opt_step(self, *_a):
        self.opt_steps += 1
        self.opt_at.append(self.n_calls)
        if len(self.opt_at) > 32:
            del self.opt_at[:-16]

    def _backward_ran(self, _grad):  # a tensor hook: a backward reached a call's output
        self.backwards += 1

    def _install_callback(self):
        if self.callback:
            return
        self.callback = True
        try:
            # the program's torch, imported by name: pt2tui itself never imports torch
            callback_handler = importlib.import_module("torch._dynamo.callback").callback_handler
            callback_handler.register_start_callback(self._compile_started)
        except Exception as e:
            self.emit("profile_error", error=f"no compile callbacks: {type(e).__name__}: {e}")

    def _compile_started(self, args):
        cid = getattr(args, "compile_id", None)
        trigger = getattr(args, "callback_trigger", None)
        name = getattr(trigger, "name", None) or str(trigger)
        if "BACKWARD" in name:
            self.bwd_compiles += 1
        self.compile_ids.append(f"{cid}" + ("" if name in ("DYNAMO", "None") else f" ({name})"))

    # -- one call ---------------------------------------------------------------------------

    def _sync(self):
        if self.cuda:
            try:
                if self.torch.cuda.is_initialized():
                    self.torch.cuda.synchronize()
            except Exception:
                pass

    def _new_compiles(self):
        new = self.compile_ids[self.seen :]
        self.seen += len(new)
        return new

    def begin(self, name, args=(), kwargs=None):
        depth = getattr(self.local, "depth", 0)
        self.local.depth = depth + 1
        if depth:
            return None  # a call inside a timed call: part of it
        with self.lock:
            between = self._new_compiles()
            if between:  # compiled after the previous call returned (a backward, say)
                if self.calls and self.calls[-1]["call"] == self.n_calls - 1:
                    self.calls[-1]["compiles"] += between
                self._compiled(self.n_calls - 1)
            i = self.n_calls
            self.n_calls += 1
            if self.steady_t0 is None and i:  # the first call after the last compile (or call 0)
                self.steady_t0 = time.perf_counter()
            self.targets[name] = self.targets.get(name, 0) + 1
            self._before_call(i)
            phase = {"profiling": "profiled", "timed": "timed", "done": "after"}.get(self.state, "warmup")
            side = None
            if phase == "timed" and self.alt is not None:
                side = self.side or "compiled"
                if i - self.alt["at"] < self.alt["block"]:  # block 0: the eager calls' warm-up
                    phase = "warmup"
            if phase == "timed":
                (self.timed_eager if side == "eager" else self.timed).append(i)
            step = None
            if self.prof is not None:
                self.window.append(i)
                try:
                    step = self.torch.profiler.record_function(f"ProfilerStep#{i}")
                    step.__enter__()
                except Exception:
                    step = None
            seen = (self.opt_steps, self.backwards)
        shape = _util.shape_sig(args, kwargs)
        self._sync()
        t0 = time.perf_counter()
        if self.t_first is None:
            self.t_first = t0
        self.starts.append(t0)
        if len(self.starts) > 40:
            del self.starts[:-20]
        self._resolve()
        ev = self._event() if self._spans() else None
        return (i, name, phase, step, t0, seen, shape, ev, side)

    def _spans(self):
        return _alt.spans(self)

    def _event(self):
        return _alt.event(self)

    def _resolve(self, sync=False):
        _alt.resolve(self, sync)

    def end(self, token, out=None):
        self.local.depth = max(0, getattr(self.local, "depth", 1) - 1)
        if token is None:
            return
        i, name, phase, step, t0, seen, shape, ev, side = token
        e1 = self._event() if ev is not None else None
        if e1 is None:
            self._sync()
        seconds = time.perf_counter() - t0
        if step is not None:
            try:
                step.__exit__(None, None, None)
            except Exception:
                pass
        grad = False
        try:
            if self.torch.is_grad_enabled():
                t = next((t for t in _util.tensors(out) if t.requires_grad), None)
                if t is not None:
                    grad = True
                    t.register_hook(self._backward_ran)
        except Exception:
            pass
        with self.lock:
            compiles = self._new_compiles()
            if len(self.calls) < MAX_KEPT or phase in ("timed", "profiled"):
                self.calls.append({"call": i, "seconds": round(seconds, 6), "phase": phase,
                                   "target": name, "compiles": compiles,
                                   "start": round(t0 - self.t_first, 6), "opt": seen[0],
                                   "bwd": seen[1], "grad": grad, "shape": shape})  # fmt: skip
                if side is not None:
                    self.calls[-1]["side"] = side
                if e1 is not None:
                    self.pending = (self.calls[-1], ev, e1)
            if compiles:
                self._compiled(i)
            else:
                self.since += 1
                if phase == "warmup" and step is None and side is None:
                    self.quiet.append(seconds)
                    if len(self.quiet) > 4 * STABLE_K:
                        del self.quiet[: -2 * STABLE_K]
            if self.state == "spec" and len(self.window) >= self.calls_k:  # enough for a fallback
                self._keep_spec()
                self.state, self.spec_done = "warmup", True
            if phase == "profiled" and len(self.window) >= self.calls_k and self.state == "profiling":
                self._finish(None)
                self.state = "done"

    def _compiled(self, i):
        self.since = 0
        self.last_compile_call = i
        self.steady_t0 = None  # set when the next call starts (the ranks of a job start it together)
        self.quiet = []
        self.starts = []
        self.spec_done = False
        if self.state == "warmup":
            self.fallback = None
        if self.state == "spec":  # it compiled again: what the speculative profile saw is warm-up
            self._discard()
            self.state = "warmup"
        elif self.state == "timed":  # a compile in the timed window: warm up again
            again = set(self.timed) | set(self.timed_eager)
            for c in self.calls[-len(again) - 1 :]:
                if c["call"] in again:
                    c["phase"] = "warmup"
            self.timed = []
            self.timed_eager = []
            self._stance(None)
            self.alt = None
            self.agreed = None
            self.agree_n += 1
            self.fallback = None
            self.state = "warmup"

    def _before_call(self, i):
        if self.state == "timed" and self.alt is not None:
            k = (i - self.alt["at"]) // self.alt["block"]
            if k >= 1 + 2 * self.alt["blocks"]:
                self._stance(None)
                self._start_window(i)
            else:
                self._stance("eager" if k % 2 == 0 else None)
            return
        if self.state == "timed":
            n = len(self.timed)
            if n >= self.timed_n or (n >= MIN_TIMED and time.perf_counter() - self.timed_t0 >= self.timed_s):
                self._start_window(i)
            return
        if self.state not in ("warmup", "spec"):
            return
        ready = self.since >= self.warmup_n and self._settled() and (self.world == 1 or not self.warmup_s or i % 8 == 0)
        plan = None
        if self.alternate and self.timed_n > 0 and (ready or self.world > 1):
            plan = self._plan(i, ready)  # (at, block, blocks): when the alternating window starts
            ready = plan is not None and i >= plan[0]
        if ready:
            if self.state == "spec":  # kept, stopped, in case the program ends in the timed window
                self._keep_spec()
            if self.timed_n > 0:
                self.state = "timed"
                self.timed = []
                self.timed_eager = []
                self.timed_t0 = time.perf_counter()
                if plan is not None:
                    self.alt = {"at": plan[0], "block": plan[1], "blocks": plan[2]}
                    self._stance("eager" if ((i - plan[0]) // plan[1]) % 2 == 0 else None)
                    if self.alt is None:  # the stance could not be set: compiled calls only
                        self.timed_t0 = time.perf_counter()
            else:
                self._start_window(i)
        elif self.state == "warmup" and self.since >= 1 and not self.spec_done and (self.spec_ok or self.timed_n <= 0):
            if self._start():
                self.state = "spec"
            else:
                self.state = "done"

    def _plan(self, i, ready):
        return _alt.plan(self, i, ready)

    def _stance(self, side):
        _alt.stance(self, side)

    def _settled(self):
        return _util.settled(self, time.perf_counter(), STABLE_K, STABLE_TOL)

    def _keep_spec(self):
        """The speculative profile stopped (not exported) and kept: the profile of a program that
        ends before the profiled window."""
        p, self.prof = self.prof, None
        try:
            p.stop()
            self.fallback = (p, list(self.window))
        except Exception:
            self.fallback = None
        self.window = []

    def _start_window(self, i):
        self.fallback = None
        if self._start():
            self.state = "profiling"
            last = self.last_compile_call
            why = "no compile" if last is None else f"the last compile in call {last}"
            timed = f"{len(self.timed)} calls timed without the profiler; " if self.timed else ""
            warm = i - len(self.timed)
            if self.alt is not None:
                timed = (f"{len(self.timed)} compiled and {len(self.timed_eager)} eager calls timed without the "
                         f"profiler, in alternating blocks of {self.alt['block']}; ")  # fmt: skip
                warm = self.alt["at"]
            self.emit("profile", message=f"profile: warm-up done after {warm} calls ({why}); "
                      f"{timed}profiling {self.calls_k} calls", first=i)  # fmt: skip
        else:
            self.state = "done"

    # -- torch.profiler ---------------------------------------------------------------------

    def _start(self):
        return _util.start(self)

    def _finish(self, partial, stopped=False):
        _util.finish(self, partial, stopped)

    def _discard(self):
        p, self.prof = self.prof, None
        self.window = []
        if p is not None:
            try:
                p.stop()
            except Exception:
                pass

    def _path(self, stem, ext):
        return os.path.join(self.dir, f"{stem}{self.suffix}.{ext}")

    # -- calls.json -------------------------------------------------------------------------

    def median_ms(self, which="profiled"):
        ids = set(self.window) if which == "profiled" else set(self.timed_eager) if which == "eager" else set(self.timed)
        secs = [c["seconds"] for c in self.calls if c["call"] in ids and not c["compiles"]]
        return round(statistics.median(secs) * 1e3, 6) if secs else None

    def note(self):
        return _util.note(self)

    def write_calls(self):
        return _util.write_calls(self)

    def at_exit(self):
        with self.lock:
            self._new_compiles()
            if self.state == "spec":
                self._finish("speculative")
            elif self.state == "warmup" and self.fallback is not None:
                self.prof, self.window = self.fallback
                self._finish("speculative", stopped=True)
            elif self.state == "profiling":
                self._finish("short")
            elif self.state == "timed":
                if self.fallback is not None:
                    self.prof, self.window = self.fallback
                    self._finish("timed", stopped=True)
                else:
                    self.partial = "timed"
            data = self.write_calls()
            self.state = "done"
        if not data["complete"] and data["note"]:
            self.emit("profile", message=f"profile: {data['note']}", complete=False)
