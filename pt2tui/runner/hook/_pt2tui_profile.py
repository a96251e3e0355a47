"""The profile recipes inside the program's process: every call of a compiled callable timed,
a steady window of calls profiled with torch.profiler. Loaded by sitecustomize.py (this folder)
when ``PT2TUI_COMPILE_OVERRIDES`` has a ``"profile"`` key; never imported by pt2tui.

What is timed: each top-level call of what ``torch.compile`` returned (a function, the
``OptimizedModule`` through forward hooks, ``nn.Module.compile``'s call). With ``"eager": true``
(profile-eager) ``torch.compile`` returns the callable itself (a module unchanged, with the same
hooks; a function wrapped only to time it), so the same calls are timed without compiling.

The window: warm-up is every call up to the last one that compiled (a Dynamo compile started
during the call or after it, before the next: torch._dynamo.callback's start callbacks), then N
more calls that did not compile (``PT2TUI_PROFILE_WARMUP``, default 3); then K calls
(``PT2TUI_PROFILE_CALLS``, default 10) run inside torch.profiler (CPU, and CUDA when available;
each call a ``ProfilerStep#<call>`` annotation). A compile inside the window is kept (a recompile
in steady state). A program that ends sooner: the calls after its last compile are profiled as
they come (a speculative profile from the second call after it, kept only if the program ends
before its warm-up does) and ``calls.json``'s note says what ran and what to pass.

Written into ``PT2TUI_PROFILE_DIR`` (``_rank<N>`` before the suffix when RANK is set):
``trace.json.gz``, ``calls.json``, ``key_averages.txt``, ``key_averages.json``.

Standard library only; torch is the program's own.
"""

import atexit
import functools
import importlib
import json
import os
import statistics
import threading
import time

DIR_ENV = "PT2TUI_PROFILE_DIR"
WARMUP_ENV = "PT2TUI_PROFILE_WARMUP"
CALLS_ENV = "PT2TUI_PROFILE_CALLS"
DEFAULT_WARMUP = 3
DEFAULT_CALLS = 10
MAX_KEPT = 2000  # call records kept in calls.json (the rest counted)


def _int_env(name, default):
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    try:
        return max(0, int(raw))
    except ValueError:
        return default


class Profiler:
    def __init__(self, spec, torch, emit):
        self.torch = torch
        self.emit = emit
        self.eager = bool(spec.get("eager"))
        self.recipe = spec.get("recipe")
        self.warmup_n = _int_env(WARMUP_ENV, int(spec.get("warmup", DEFAULT_WARMUP)))
        self.calls_k = max(1, _int_env(CALLS_ENV, int(spec.get("calls", DEFAULT_CALLS))))
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
        self.state = "warmup"  # warmup | spec | profiling | done
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
        atexit.register(self.at_exit)

    # -- wrapping what torch.compile returned -----------------------------------------------

    def wrap(self, obj, name):
        if not self.eager:
            self._install_callback()
        self.wrapped += 1
        nn = getattr(self.torch, "nn", None)
        if nn is not None and isinstance(obj, nn.Module):
            tokens = []

            def pre(_mod, _args):
                tokens.append(self.begin(name))

            def post(_mod, _args, _out):
                self.end(tokens.pop() if tokens else None)

            obj.register_forward_pre_hook(pre)
            obj.register_forward_hook(post, always_call=True)
            return obj
        if not callable(obj):
            return obj

        @functools.wraps(obj)
        def timed(*args, **kwargs):
            token = self.begin(name)
            try:
                return obj(*args, **kwargs)
            finally:
                self.end(token)

        return timed

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

    def begin(self, name):
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
            self.targets[name] = self.targets.get(name, 0) + 1
            self._before_call(i)
            phase = "profiled" if self.state == "profiling" else "warmup"
            if self.state == "done":
                phase = "after"
            step = None
            if self.prof is not None:
                self.window.append(i)
                try:
                    step = self.torch.profiler.record_function(f"ProfilerStep#{i}")
                    step.__enter__()
                except Exception:
                    step = None
        self._sync()
        return (i, name, phase, step, time.perf_counter())

    def end(self, token):
        self.local.depth = max(0, getattr(self.local, "depth", 1) - 1)
        if token is None:
            return
        i, name, phase, step, t0 = token
        self._sync()
        seconds = time.perf_counter() - t0
        if step is not None:
            try:
                step.__exit__(None, None, None)
            except Exception:
                pass
        with self.lock:
            compiles = self._new_compiles()
            if len(self.calls) < MAX_KEPT:
                self.calls.append({"call": i, "seconds": round(seconds, 6), "phase": phase,
                                   "target": name, "compiles": compiles})  # fmt: skip
            if compiles:
                self._compiled(i)
            else:
                self.since += 1
            if phase == "profiled" and len(self.window) >= self.calls_k and self.state == "profiling":
                self._finish(None)
                self.state = "done"

    def _compiled(self, i):
        self.since = 0
        self.last_compile_call = i
        if self.state == "spec":  # it compiled again: what the speculative profile saw is warm-up
            self._discard()
            self.state = "warmup"

    def _before_call(self, i):
        if self.state not in ("warmup", "spec"):
            return
        if self.since >= self.warmup_n:
            if self.state == "spec":
                self._discard()
            if self._start():
                self.state = "profiling"
                last = self.last_compile_call
                why = "no compile" if last is None else f"the last compile in call {last}"
                self.emit("profile", message=f"profile: warm-up done after {i} calls ({why}); "
                          f"profiling {self.calls_k} calls", first=i)  # fmt: skip
            else:
                self.state = "done"
        elif self.state == "warmup" and self.since >= 1:
            if self._start():
                self.state = "spec"
            else:
                self.state = "done"

    # -- torch.profiler ---------------------------------------------------------------------

    def _start(self):
        tp = self.torch.profiler
        acts = [tp.ProfilerActivity.CPU]
        if self.cuda:
            acts.append(tp.ProfilerActivity.CUDA)
        try:
            p = tp.profile(activities=acts, record_shapes=False, with_stack=False)
            p.start()
        except Exception as e:
            self.error = f"torch.profiler did not start: {type(e).__name__}: {e}"
            self.emit("profile_error", error=self.error)
            return False
        self.prof = p
        self.window = []
        return True

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

    def _finish(self, partial):
        p, self.prof = self.prof, None
        if p is None:
            return
        self.partial = partial
        try:
            p.stop()
            os.makedirs(self.dir, exist_ok=True)
            trace = self._path("trace", "json.gz")
            p.export_chrome_trace(trace)
            ka = p.key_averages()
            sort = "self_device_time_total" if self.cuda else "self_cpu_time_total"
            with open(self._path("key_averages", "txt"), "w", encoding="utf-8") as f:
                f.write(ka.table(sort_by=sort, row_limit=50) + "\n")
            rows = [{"name": e.key, "count": e.count,
                     "self_cpu_us": e.self_cpu_time_total, "cpu_us": e.cpu_time_total,
                     "self_device_us": getattr(e, "self_device_time_total", 0),
                     "device_us": getattr(e, "device_time_total", 0)} for e in ka]  # fmt: skip
            with open(self._path("key_averages", "json"), "w", encoding="utf-8") as f:
                json.dump(rows, f, indent=0)
            self.written = os.path.basename(trace)
        except Exception as e:
            self.error = f"the profile could not be written: {type(e).__name__}: {e}"
            self.emit("profile_error", error=self.error)
            return
        self.write_calls()
        med = self.median_ms()
        self.emit("profile", message=f"profile: {len(self.window)} calls profiled"
                  + (f", median {med:.3f} ms per call" if med is not None else "")
                  + f": {trace}", trace=trace)  # fmt: skip

    # -- calls.json -------------------------------------------------------------------------

    def median_ms(self):
        window = set(self.window)
        secs = [c["seconds"] for c in self.calls if c["call"] in window]
        return round(statistics.median(secs) * 1e3, 6) if secs else None

    def note(self):
        n, k, w = self.n_calls, self.calls_k, self.warmup_n
        last = self.last_compile_call
        need = (last + 1 if last is not None else 0) + w + k
        knobs = "--profile-warmup N / --profile-calls K (or PT2TUI_PROFILE_WARMUP / _CALLS)"
        if self.error:
            return self.error
        if self.written and self.partial is None:
            extra = [c["call"] for c in self.calls if c["phase"] == "profiled" and c["compiles"]]
            if extra:
                return (f"calls {', '.join(map(str, extra))} compiled inside the profiled window "
                        "(recompiles in steady state)")  # fmt: skip
            return ""
        if self.written and self.partial == "short":
            return (f"the program ended after {len(self.window)} of the {k} profiled calls "
                    f"(calls {self.window[0]}..{self.window[-1]}): a shorter window; for {k} "
                    f"the program needs {need} calls (it made {n}); {knobs}")  # fmt: skip
        if self.written and self.partial == "speculative":
            return (f"the program ended {self.since} calls after its last compile (call {last}), "
                    f"before the {w} warm-up calls after it were done: profiled from call "
                    f"{self.window[0]} to exit ({len(self.window)} calls, still warming up); for "
                    f"{w} warm-up and {k} profiled calls the program needs {need} calls (it made "
                    f"{n}); {knobs}")  # fmt: skip
        if not n:
            if not self.wrapped:
                return "no torch.compile call of the program ran: nothing to time"
            return "no call of a compiled callable ran: nothing to time"
        if last is not None and last == n - 1:
            every = all(c["compiles"] for c in self.calls) and len(self.calls) == n
            return ((f"every call compiled ({n} of {n})" if every else
                     f"the last call (call {last}) compiled")
                    + ": no call ran after the last compile, nothing steady to profile; "
                    f"--profile-warmup 0 profiles from the first call, compiles included; "
                    f"for {w} warm-up and {k} profiled calls after the last compile the program "
                    f"needs {need} calls; {knobs}")  # fmt: skip
        return f"not profiled: {self.n_calls} calls; {knobs}"

    def write_calls(self):
        window = set(self.window) if self.written else set()
        end = max(window) if window else None
        for c in self.calls:  # a speculative window kept at exit: its calls were profiled
            if c["call"] in window:
                c["phase"] = "profiled"
            elif end is not None and c["call"] > end:
                c["phase"] = "after"
            else:
                c["phase"] = "warmup"
        kept = self.calls
        data = {
            "version": 1,
            "recipe": self.recipe,
            "mode": "eager" if self.eager else "compiled",
            "torch": str(getattr(self.torch, "__version__", "") or "") or None,
            "target": max(self.targets, key=self.targets.get) if self.targets else None,
            "targets": self.targets,
            "warmup": self.window[0] if self.written and self.window else self.n_calls,
            "profiled": len(self.window) if self.written else 0,
            "settings": {"warmup": self.warmup_n, "calls": self.calls_k},
            "complete": bool(self.written) and self.partial is None,
            "partial": self.partial,
            "note": self.note(),
            "rank": self.rank,
            "trace": self.written,
            "synchronized": self.cuda,
            "median_ms": self.median_ms() if self.written else None,
            "last_compile_call": self.last_compile_call,
            "compiles": len(self.compile_ids),
            "calls_total": self.n_calls,
            "calls_dropped": self.n_calls - len(kept),
            "calls": kept,
        }
        try:
            os.makedirs(self.dir, exist_ok=True)
            tmp = self._path("calls", "json.tmp")
            with open(tmp, "w", encoding="utf-8") as f:
                json.dump(data, f, indent=1)
            os.replace(tmp, self._path("calls", "json"))
        except Exception as e:
            self.emit("profile_error", error=f"calls.json not written: {type(e).__name__}: {e}")
        return data

    def at_exit(self):
        with self.lock:
            self._new_compiles()
            if self.state == "spec":
                self._finish("speculative")
            elif self.state == "profiling":
                self._finish("short")
            self.state = "done"
            data = self.write_calls()
        if not data["complete"] and data["note"]:
            self.emit("profile", message=f"profile: {data['note']}", complete=False)
