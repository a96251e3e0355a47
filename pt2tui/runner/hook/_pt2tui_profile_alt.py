"""The profile recipes' timed window, for _pt2tui_profile.py beside it (loaded by path, as it
is loaded): compiled and eager calls in alternating blocks of one process (the eager ones under
torch.compiler.set_stance("force_eager")), the ranks of a job agreeing on the window's first call
through the job's store; and a training call's GPU span from CUDA events. Functions of the
Profiler (``prof``); standard library only, torch the program's own."""

import importlib
import statistics

MIN_TIMED = 5  # calls a side, when the timed window ends on its seconds
AGREE_AHEAD = 16  # calls: ranks start the timed window at an index rank 0 names this far ahead


def period(prof):
    """Calls per optimizer step (1 without an optimizer, or one step per call)."""
    at = prof.opt_at
    d = [at[j + 1] - at[j] for j in range(len(at) - 1) if at[j + 1] > at[j]]
    return max(1, int(round(statistics.median(d[-8:])))) if d else 1


def blocks(prof, block):
    """Blocks per side. --profile-timed T given: T calls a side, fewer when a call is slow
    (about timed_s seconds a side, at least MIN_TIMED calls). The default: as many calls as
    fill timed_s seconds a side, at least MIN_TIMED and at most twice the default T."""
    st = prof.starts[-11:]
    per = statistics.median([st[j + 1] - st[j] for j in range(len(st) - 1)]) if len(st) >= 3 else 0.0
    want = prof.timed_n
    if per > 0:
        fit = max(MIN_TIMED, int(prof.timed_s / per))
        want = min(want, fit) if prof.timed_given else min(2 * want, fit)
    return max(1, -(-want // block))


def plan(prof, i, ready):
    """(first call, block, blocks a side) of the alternating timed window; None while not
    decided. One process: from this call. Several ranks: rank 0 names a call AGREE_AHEAD
    ahead in the job's store (not a collective: the program's own stay as they are) and every
    rank starts there, so a step's ranks are on the same side."""
    if prof.agreed is not None:
        return prof.agreed
    per = period(prof)
    block = min(prof.block_n, max(1, prof.timed_n)) * per

    def aligned(at):  # a block starts with the first call after an optimizer step
        if per > 1 and prof.opt_at:
            at += (prof.opt_at[-1] - at) % per
        return at

    if prof.world <= 1:
        if ready:
            prof.agreed = (aligned(i), block, blocks(prof, block))
        return prof.agreed
    st = store()
    if st is None:  # no store: each rank on its own (the sides by the same call index)
        if ready:
            at = -(-i // (2 * block)) * (2 * block)
            prof.agreed = (aligned(at), block, blocks(prof, block))
        return prof.agreed
    key = f"pt2tui_profile_timed_{prof.agree_n}"
    try:
        if (prof.rank or 0) == 0:
            if ready:
                prof.agreed = (aligned(i + AGREE_AHEAD), block, blocks(prof, block))
                st.set(key, ",".join(map(str, prof.agreed)))
        elif i % 2 == 0 and st.check([key]):
            at, b, n = (int(x) for x in bytes(st.get(key)).decode().split(","))
            prof.agreed = (at, b, n)
    except Exception as e:
        prof.alt_note = f"the ranks could not agree on the timed window ({type(e).__name__}: {e}): compiled calls only"
        prof.alternate = False
        return None
    return prof.agreed


def store():
    try:
        c10d = importlib.import_module("torch.distributed.distributed_c10d")
        return c10d._get_default_store()
    except Exception:
        return None


def stance(prof, side):
    """Eager blocks run with torch.compiler.set_stance("force_eager"): what was compiled runs
    as the program's own Python, in the same process, between the compiled blocks."""
    if side == prof.side:
        return
    try:
        ef = importlib.import_module("torch._dynamo.eval_frame")
        if side == "eager":
            prof.prior_stance = getattr(ef, "_stance", None)
            prof.torch.compiler.set_stance("force_eager")
        elif prof.prior_stance is not None and hasattr(ef, "_set_stance"):
            ef._set_stance(prof.prior_stance)
        else:
            prof.torch.compiler.set_stance("default")
        prof.side = side
    except Exception as e:
        prof.alt_note = (f"torch.compiler.set_stance failed ({type(e).__name__}: {e}): the timed window "
                         "has compiled calls only, vs eager from another run")  # fmt: skip
        prof.alternate = False
        prof.alt = None
        if prof.side == "eager":
            try:
                prof.torch.compiler.set_stance("default")
            except Exception:
                pass
        prof.side = None


def spans(prof):
    """A training call on GPU with PT2TUI_PROFILE_STEP_SYNC=0: not synchronized at its end (the
    step's backward launches while the forward's kernels run, as without pt2tui); its length is
    the GPU span between two CUDA events, read when the next call starts."""
    return prof.cuda and not prof.step_sync and (prof.backwards > 0 or prof.opt_steps > 0)


def event(prof):
    try:
        ev = prof.torch.cuda.Event(enable_timing=True)
        ev.record()
        return ev
    except Exception:
        return None


def resolve(prof, sync=False):
    pend, prof.pending = prof.pending, None
    if pend is None:
        return
    rec, e0, e1 = pend
    try:
        if sync:
            e1.synchronize()
        rec["seconds"] = round(e0.elapsed_time(e1) / 1e3, 6)
    except Exception:
        pass
