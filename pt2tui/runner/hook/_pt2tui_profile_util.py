"""What the profile recipes' timer (_pt2tui_profile.py, beside this file) uses: the settings from
the environment, the tensors of a call and their shapes, and calls.json's note. Standard library
only; never imported by pt2tui."""

import importlib
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
    need = (last + 1 if last is not None else 0) + w + t + k
    knobs = ("--profile-warmup N / --profile-timed T / --profile-calls K (or PT2TUI_PROFILE_WARMUP / "
             "_WARMUP_S / _TIMED / _CALLS)")  # fmt: skip
    secs = f" (and {prof.warmup_s:g} s)" if prof.warmup_s else ""
    plan = (f"for {w} warm-up{secs}, {t} timed and {k} profiled calls the program needs {need} calls "
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
        where = f" (calls {tw[0]}..{tw[-1]})" if tw else ""
        prof = (f"the profile is of warm-up calls {prof.window[0]}..{prof.window[-1]} (still warming up)"
                if prof.written and prof.window else "nothing was profiled")  # fmt: skip
        return (f"the program ended in the timed window, after {len(tw)} of the {t} timed calls{where}: "
                f"its figures come from those; {prof}; {plan}; {knobs}")  # fmt: skip
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

