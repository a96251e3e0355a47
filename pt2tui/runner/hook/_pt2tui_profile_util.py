"""What the profile recipes' timer (_pt2tui_profile.py, beside this file) uses: the settings from
the environment, the tensors of a call and their shapes, and calls.json's note. Standard library
only; never imported by pt2tui."""

import importlib
import json
import os
import statistics


def int_env(name, default):
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    try:
        return max(0, int(raw))
    except ValueError:
        return default


def float_env(name, default):
    try:
        return max(0.0, float(os.environ.get(name) or default))
    except ValueError:
        return default


def tensors(obj, depth=0):
    """The tensors of a call's arguments or output (tuples, lists, dicts, HF ModelOutputs)."""
    if hasattr(obj, "shape") and hasattr(obj, "requires_grad"):
        yield obj
    elif depth < 3 and isinstance(obj, (list, tuple)):
        for o in obj[:16]:
            yield from tensors(o, depth + 1)
    elif depth < 3 and isinstance(obj, dict):
        for o in list(obj.values())[:16]:
            yield from tensors(o, depth + 1)


def shape_sig(args, kwargs):
    try:
        return ",".join("x".join(str(int(d)) for d in t.shape)
                        for t in tensors((args, kwargs or {}))) or None  # fmt: skip
    except Exception:
        return None


def install_training_hooks(prof):
    """Optimizer steps (a global post-step hook) and the world size: what makes a call part of
    a training step."""
    try:
        optim = importlib.import_module("torch.optim.optimizer")
        optim.register_optimizer_step_post_hook(prof._opt_step)
    except Exception:
        pass
    try:
        dist = prof.torch.distributed
        if dist.is_available() and dist.is_initialized():
            prof.world = int(dist.get_world_size())
    except Exception:
        pass


def settled(prof, now, k, tol):
    """Warm enough: the warm-up seconds since the last compile have passed, and the last two
    runs of k calls (no profiler) agree within tol (or 3x those seconds have passed)."""
    if prof.warmup_s <= 0:
        return True
    if prof.steady_t0 is None:  # the first call has not ended
        return False
    elapsed = now - prof.steady_t0
    if elapsed < prof.warmup_s:
        return False
    q = prof.quiet
    if prof.world > 1:  # ranks decide alone: by the seconds only (and at a call index of 8), alike
        return True
    if len(q) < 2 * k or elapsed >= 3 * prof.warmup_s:
        return True
    a, b = statistics.median(q[-2 * k : -k]), statistics.median(q[-k:])
    return abs(b - a) <= tol * a


def note(prof):
    """calls.json's note: what ran, when the windows are not what was asked, and what to pass."""
    n, k, w, t = prof.n_calls, prof.calls_k, prof.warmup_n, prof.timed_n
    last = prof.last_compile_call
    alt = prof.alt
    if alt is None and prof.alternate and t > 0:  # not started: as it would have been
        b = min(prof.block_n, t)
        alt = {"block": b, "blocks": -(-t // b)}
    tt = (1 + 2 * alt["blocks"]) * alt["block"] if alt else t  # an eager warm-up block, then both sides
    need = (last + 1 if last is not None else 0) + w + tt + k
    knobs = ("--profile-warmup N / --profile-timed T / --profile-calls K (or PT2TUI_PROFILE_WARMUP / "
             "_WARMUP_S / _TIMED / _CALLS)")  # fmt: skip
    secs = f" (and {prof.warmup_s:g} s)" if prof.warmup_s else ""
    timed = (f"{alt['blocks'] * alt['block']} timed calls a side (alternating blocks of {alt['block']}, "
             f"after {alt['block']} eager warm-up calls)" if alt else f"{t} timed")  # fmt: skip
    plan = (f"for {w} warm-up{secs}, {timed} and {k} profiled calls the program needs {need} calls "
            f"(it made {n})")  # fmt: skip
    if prof.error:
        return prof.error
    if prof.written and prof.partial is None:
        extra = [c["call"] for c in prof.calls if c["phase"] == "profiled" and c["compiles"]]
        if extra:
            return (f"calls {', '.join(map(str, extra))} compiled inside the profiled window "
                    "(recompiles in steady state)")  # fmt: skip
        return ""
    if prof.written and prof.partial == "short":
        return (f"the program ended after {len(prof.window)} of the {k} profiled calls "
                f"(calls {prof.window[0]}..{prof.window[-1]}): a shorter window; {plan}; {knobs}")  # fmt: skip
    if prof.partial == "timed" or prof.state == "timed":
        tw = prof.timed
        every = sorted(tw + list(prof.timed_eager))
        where = f" (calls {every[0]}..{every[-1]})" if every else ""
        if prof.alt:
            side = (f"{len(tw)} compiled and {len(prof.timed_eager)} eager of the "
                    f"{prof.alt['blocks'] * prof.alt['block']} timed calls a side")  # fmt: skip
        else:
            side = f"{len(tw)} of the {t} timed calls"
        what = (f"the profile is of warm-up calls {prof.window[0]}..{prof.window[-1]} (still warming up)"
                if prof.written and prof.window else "nothing was profiled")  # fmt: skip
        return (f"the program ended in the timed window, after {side}{where}: "
                f"its figures come from those; {what}; {plan}; {knobs}")  # fmt: skip
    if prof.written and prof.partial == "speculative":
        return (f"the program ended {prof.since} calls after its last compile (call {last}), "
                f"before the {w} warm-up calls{secs} after it were done: profiled from call "
                f"{prof.window[0]} to exit ({len(prof.window)} calls, still warming up); {plan}; "
                f"{knobs}")  # fmt: skip
    if not n:
        if not prof.wrapped:
            return "no torch.compile call of the program ran: nothing to time"
        return "no call of a compiled callable ran: nothing to time"
    if last is not None and last == n - 1:
        every = all(c["compiles"] for c in prof.calls) and len(prof.calls) == n
        return ((f"every call compiled ({n} of {n})" if every else
                 f"the last call (call {last}) compiled")
                + ": no call ran after the last compile, nothing steady to profile; "
                f"--profile-warmup 0 profiles from the first call, compiles included; "
                f"{plan} after the last compile; {knobs}")  # fmt: skip
    return f"not profiled: {prof.n_calls} calls; {knobs}"


def write_calls(prof):
    """calls.json, written (atomically) into the profile dir; its data returned."""
    prof._resolve(sync=True)
    window = set(prof.window) if prof.written else set()
    for c in prof.calls:  # a speculative window kept at exit: its calls were profiled
        if c["call"] in window:
            c["phase"] = "profiled"
    kept = prof.calls
    data = {
        "version": 3,
        "recipe": prof.recipe,
        "mode": "eager" if prof.eager else "compiled",
        "torch": str(getattr(prof.torch, "__version__", "") or "") or None,
        "target": max(prof.targets, key=prof.targets.get) if prof.targets else None,
        "targets": prof.targets,
        "warmup": prof.window[0] if prof.written and prof.window else prof.n_calls,
        "timed": len(prof.timed),
        "timed_eager": len(prof.timed_eager),
        "timed_eager_ms": prof.median_ms("eager") if prof.timed_eager else None,
        "alternating": prof.alt,
        "alternating_note": prof.alt_note,
        "end_sync": prof.step_sync,
        "profiled": len(prof.window) if prof.written else 0,
        "settings": {"warmup": prof.warmup_n, "warmup_s": prof.warmup_s, "timed": prof.timed_n,
                     "timed_s": prof.timed_s, "calls": prof.calls_k, "block": prof.block_n},  # fmt: skip
        "complete": bool(prof.written) and prof.partial is None,
        "partial": prof.partial,
        "note": note(prof),
        "rank": prof.rank,
        "world": prof.world,
        "trace": prof.written,
        "synchronized": prof.cuda,
        "median_ms": prof.median_ms("timed") if prof.timed else (prof.median_ms() if prof.written else None),
        "timed_ms": prof.median_ms("timed"),
        "profiled_ms": prof.median_ms() if prof.written else None,
        "optimizer_steps": prof.opt_steps,
        "backwards": prof.backwards,
        "backward_compiles": prof.bwd_compiles,
        "last_compile_call": prof.last_compile_call,
        "compiles": len(prof.compile_ids),
        "calls_total": prof.n_calls,
        "calls_dropped": prof.n_calls - len(kept),
        "calls": kept,
    }
    if prof.written and prof.timed and prof.window:  # the timed window came before the profiled one
        data["warmup"] = prof.alt["at"] if prof.alt is not None else prof.timed[0]
    try:
        os.makedirs(prof.dir, exist_ok=True)
        tmp = prof._path("calls", "json.tmp")
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(data, f, indent=0)
        os.replace(tmp, prof._path("calls", "json"))
    except Exception as e:
        prof.emit("profile_error", error=f"calls.json not written: {type(e).__name__}: {e}")
    return data


def start(prof):
    """torch.profiler started (CPU, and CUDA when there); False when it would not start."""
    tp = prof.torch.profiler
    acts = [tp.ProfilerActivity.CPU]
    if prof.cuda:
        acts.append(tp.ProfilerActivity.CUDA)
    try:
        p = tp.profile(activities=acts, record_shapes=False, with_stack=False)
        p.start()
    except Exception as e:
        prof.error = f"torch.profiler did not start: {type(e).__name__}: {e}"
        prof.emit("profile_error", error=prof.error)
        return False
    prof.prof = p
    prof.window = []
    return True


def finish(prof, partial, stopped=False):
    """Stop the profiler (unless stopped), export its trace and key averages, write calls.json."""
    p, prof.prof = prof.prof, None
    if p is None:
        return
    prof.partial = partial
    try:
        if not stopped:
            p.stop()
        os.makedirs(prof.dir, exist_ok=True)
        trace = prof._path("trace", "json.gz")
        p.export_chrome_trace(trace)
        ka = p.key_averages()
        sort = "self_device_time_total" if prof.cuda else "self_cpu_time_total"
        with open(prof._path("key_averages", "txt"), "w", encoding="utf-8") as f:
            f.write(ka.table(sort_by=sort, row_limit=50) + "\n")
        rows = [{"name": e.key, "count": e.count,
                 "self_cpu_us": e.self_cpu_time_total, "cpu_us": e.cpu_time_total,
                 "self_device_us": getattr(e, "self_device_time_total", 0),
                 "device_us": getattr(e, "device_time_total", 0)} for e in ka]  # fmt: skip
        with open(prof._path("key_averages", "json"), "w", encoding="utf-8") as f:
            json.dump(rows, f, indent=0)
        prof.written = os.path.basename(trace)
    except Exception as e:
        prof.error = f"the profile could not be written: {type(e).__name__}: {e}"
        prof.emit("profile_error", error=prof.error)
        return
    prof.write_calls()
    med, timed = prof.median_ms(), prof.median_ms("timed")
    prof.emit("profile", message=f"profile: {len(prof.window)} calls profiled"
              + (f", median {timed:.3f} ms per call timed without the profiler ({len(prof.timed)} calls)"
                 if timed is not None else "")
              + (f", eager {prof.median_ms('eager'):.3f} ms ({len(prof.timed_eager)} calls in alternating blocks)"
                 if prof.timed_eager else "")
              + (f", {med:.3f} ms profiled" if med is not None else "")
              + f": {trace}", trace=trace)  # fmt: skip
