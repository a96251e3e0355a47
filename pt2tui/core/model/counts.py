"""The counts of a run, one word for one thing (the header, the view bar, the Time view, the
ledger, the verdict and a rerun's screen all use these words):

- **frame**: a Python frame Dynamo compiled, per rank and process (``frame 3`` in the tree);
- **compile**: one compile of a frame, the first or a recompile (``[3/0]``, ``[3/1]``), whatever
  its attempts; plus each compile outside a frame (``export 1``, ``aoti 1``);
- **attempt**: every analysis Dynamo started (``[3/1]`` and its restart ``[3/1_1]`` after a
  graph break are two attempts of one compile): the rows of the tree;
- **recompile**: a compile of a frame after its first (recompile_set.py).
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Counts", "counts", "plural"]


@dataclass(frozen=True, slots=True)
class Counts:
    """The run's frames, compiles and attempts, counted one way everywhere."""

    frames: int
    compiles: int
    attempts: int


# (the compiles counted, their counts): the last two (a snapshot counted in the thread that
# offers it while the UI still shows the one before: tui/parts/warm.py)
_last: tuple[tuple[tuple, Counts], ...] = ()


def counts(run) -> Counts:
    """Frames, compiles and attempts of ``run`` (a Run). The answer is kept for the same
    compiles (a Run's tuple: the header, the view bar and the ledger ask for each snapshot
    shown, 0.1 s a time for 16,000 compiles)."""
    global _last
    compiles = run.compiles
    last = _last
    for seen, out in last:
        if seen is compiles:
            return out
    frames: set[tuple] = set()
    keys: set[tuple] = set()
    add_frame, add_key = frames.add, keys.add
    for c in compiles:  # (frame_compile_of and CompileId.frame_key written out: 16,000 a snapshot)
        i = c.id
        r, p, g, a, f = c.rank, c.process, i.group, i.compiled_autograd_id, i.frame_id
        if g is None:
            add_frame((r, p, a, f))
        add_key((r, p, g, a, f, i.frame_compile_id))
    out = Counts(len(frames), len(keys), len(compiles))
    if isinstance(compiles, tuple):  # (immutable: the same object, the same counts)
        _last = ((compiles, out),) + last[:1]  # (one assignment: another thread may count)
    return out


def plural(n: int, word: str) -> str:
    """``1 frame``, ``2 compiles``."""
    return f"{n} {word}{'' if n == 1 else 's'}"
