"""Is a run still being written? The follow policy shared by ``pt2tui open`` and
``pt2tui summary --follow``.

* ``--no-follow``: what is there is read, and the run is finished.
* a run dir of ``pt2tui run`` (run.json): followed while run.json says running (its pid alive on
  this host), finished when it says the run ended;
* otherwise the writer decides (``writers.py``): followed while a process on this host writes
  the files (the pid of their records, or a process holding them open for writing), finished
  once none has for ``AFTER_WRITERS_S`` (``--quiet-after``) and nothing grew meanwhile: a
  restarted writer, a log renamed and recreated, a new rank file that comes a moment later are
  still read; a writer on another host, or no way to tell: followed while the files grow,
  finished after ``QUIET_S`` without growth;
* ``--follow``: followed until the user quits, like ``tail -f`` (the status still says whether
  the writer lives);
* nothing there yet (an empty dir, an empty file, a path that does not exist yet): waiting for a
  run to begin, which ends only when something arrives.

``FollowLoop`` drives a ``Follower`` while it is followed: a watchfiles wake-up, else a poll that
backs off from 0.25 s to 1 s after ``IDLE_BACKOFF_S`` without growth; only appended bytes are
read (``Follower``), and the policy is checked every ``CHECK_EVERY_S``.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path

from .discover import read_run_json
from .follower import Follower
from .runstate import LOST, run_state
from .writers import Writers, WriterState

MODES = ("auto", "follow", "no-follow")
QUIET_S = 30.0  # a writer that cannot be seen: finished after this long without growth
AFTER_WRITERS_S = 3.0  # the last writer ended: finished after this long without a new one or growth
CHECK_EVERY_S = 0.5
IDLE_BACKOFF_S = 10.0
READ_S = 0.05  # a step reads for this long at most, then the caller may take a snapshot


@dataclass(frozen=True)
class FollowStatus:
    """What the status line says: following (and why) or finished (and why), or waiting."""

    following: bool
    head: str  # "following", "following (--follow)", "following while it grows", "finished", "waiting"
    why: str = ""
    pids: tuple[int, ...] = ()
    last_record: float | None = None  # wall time of the newest record seen
    waiting: str | None = None  # what it waits for, while nothing has been read
    writer: str = ""  # writers.WriterState.state: "live", "gone", "unknown" ("": not asked)

    def line(self, now: float | None = None) -> str:
        if self.waiting:
            return f"waiting for {self.waiting}"
        s = f"{self.head}: {self.why}" if self.why else self.head
        if self.following and self.last_record is not None:
            age = max(0.0, (time.time() if now is None else now) - self.last_record)
            s += f", last record {age_text(age)} ago"
        return s

    def short(self, now: float | None = None) -> str:
        """For the status line: ``following pid 1234 · last record 3s ago``."""
        if self.waiting:
            return f"waiting for {self.waiting}"
        if not self.following:
            return self.line(now)
        head = self.head.replace("(--follow)", "(-f)")
        if self.writer == "live" and self.pids:
            word = "pid" if len(self.pids) == 1 else "pids"
            parts = [f"{head} {word} {', '.join(map(str, self.pids[:3]))}"]
        else:
            parts = [f"{head}: {self.why}" if self.why else head]
        if self.last_record is not None:
            age = max(0.0, (time.time() if now is None else now) - self.last_record)
            parts.append(f"last record {age_text(age)} ago")
        return " · ".join(parts)


def age_text(s: float) -> str:
    if s < 60:
        return f"{s:.0f}s"
    if s < 3600:
        return f"{s // 60:.0f}m{s % 60:02.0f}s"
    return f"{s // 3600:.0f}h{s % 3600 // 60:02.0f}m"


# -- run.json (pt2tui's own runs) -----------------------------------------------------------------
def find_run_json(path: str) -> str | None:
    """run.json of the run ``path`` belongs to: in it, or up to two levels up (a trace dir or
    file inside a run dir)."""
    p = Path(path).resolve()
    if p.is_file():
        p = p.parent
    for d in (p, p.parent, p.parent.parent):
        rj = d / "run.json"
        if rj.is_file():
            return str(rj)
    return None


def run_json_state(run_json: str | None) -> str | None:
    """``"running"``, ``"ended"``, ``"lost"`` (run.json says running, but the pt2tui that wrote
    it is gone: sources/runstate.py), or None when there is no run.json (or it says nothing)."""
    if not run_json:
        return None
    return run_state(read_run_json(run_json), run_json)


# -- what it waits for ---------------------------------------------------------------------------
def followed_paths(f: Follower) -> list[str]:
    return list(getattr(f, "_traces", {})) + list(getattr(f, "_logs", {}))


def has_sources(f: Follower) -> bool:
    return bool(followed_paths(f) or getattr(f, "_debug", None))


def waiting_for(path: str) -> str:
    """What a path that holds nothing yet waits for, in a few words."""
    if os.path.isfile(path):
        return f"records in {path} (empty)"
    if os.path.isdir(path):
        return f"TORCH_TRACE files in {path}"
    return f"{path} to appear"


def waiting_lines(path: str) -> list[str]:
    """The waiting screen: what it waits for and the command that would write it."""
    shown = os.path.abspath(path)
    if os.path.isfile(path):
        return [
            f"Waiting for records in {shown}: the file is empty.",
            "",
            "The compiles show here as the program writes them. TORCH_TRACE writes one file per",
            "process into a dir: open the dir to see every rank.",
            "",
            "q or ctrl+c leaves.",
        ]
    what = "does not exist yet" if not os.path.exists(path) else "holds nothing to read yet"
    return [
        f"Waiting for a run to begin: {shown} {what}.",
        "",
        "pt2tui shows the run as soon as one of these appears in it:",
        "  - TORCH_TRACE logs (dedicated_log_torch_trace_*.log: one per rank and process)",
        "  - a torch_compile_debug/ dir (TORCH_COMPILE_DEBUG=1)",
        "  - TORCH_LOGS text (stderr.txt, output.log)",
        "",
        "Start the program with, for example:",
        "",
        f"  TORCH_TRACE={shown} python train.py",
        f"  TORCH_TRACE={shown} torchrun --nproc-per-node=2 train.py",
        "",
        "Rank files that appear later are picked up. q or ctrl+c leaves.",
    ]


def can_wait(path: str, mode: str = "auto") -> bool:
    """May a path that holds nothing readable wait for a run to begin? An existing dir or an
    empty file may; a path that does not exist only with --follow (a typo must not wait
    forever); nothing with --no-follow."""
    if mode == "no-follow":
        return False
    if mode == "follow" or os.path.isdir(path):
        return True
    try:
        return os.path.isfile(path) and os.path.getsize(path) == 0
    except OSError:
        return False


# -- the policy ----------------------------------------------------------------------------------
class FollowPolicy:
    """``check(follower)``: a FollowStatus; ``status.following`` False means finish now."""

    def __init__(self, path: str, mode: str = "auto", quiet_after: float = AFTER_WRITERS_S) -> None:
        if mode not in MODES:
            raise ValueError(f"follow mode {mode!r}: one of {MODES}")
        self.path = path
        self.mode = mode
        self.quiet_after = quiet_after
        self._live_at: float | None = None  # when a writer was last seen alive
        self.run_json = find_run_json(path) if os.path.exists(path) else None
        self.writers = Writers(path)
        self.status = FollowStatus(True, "following")

    def check(self, f: Follower, now: float | None = None) -> FollowStatus:
        self.status = self._decide(f, time.time() if now is None else now)
        return self.status

    def _decide(self, f: Follower, now: float) -> FollowStatus:
        if self.mode == "no-follow":
            return FollowStatus(False, "finished", "--no-follow: read what was there")
        if not has_sources(f):
            return FollowStatus(True, "waiting", waiting=waiting_for(self.path))
        if self.run_json is None and os.path.isdir(self.path):
            self.run_json = find_run_json(self.path)
        rj = run_json_state(self.run_json)
        paths = followed_paths(f)
        if rj is not None:
            last = self.writers.check(paths, now=now).last_record
            forced = self.mode == "follow"
            if rj == "running":
                return FollowStatus(
                    True, "following", "pt2tui run: the program runs", last_record=last
                )
            ended = LOST if rj == "lost" else "the run ended"
            if forced:
                return FollowStatus(True, "following (--follow)", ended, last_record=last)
            why = LOST if rj == "lost" else "the run ended (run.json)"
            return FollowStatus(False, "finished", why, last_record=last)
        w = self.writers.check(paths, now=now)
        return self._from_writer(w, f, now)

    def _from_writer(self, w: WriterState, f: Follower, now: float) -> FollowStatus:
        ws = w.state
        if self.mode == "follow":
            return FollowStatus(
                True, "following (--follow)", w.why, w.pids, w.last_record, writer=ws
            )
        if ws == "live":
            self._live_at = now
            return FollowStatus(True, "following", w.why, w.pids, w.last_record, writer=ws)
        if ws == "gone":
            # quiet since the last growth and since a writer was last seen alive here
            since = max(newest_mtime(f), self._live_at or 0.0)
            if now - since < self.quiet_after:
                why = f"{w.why}; finishing after {self.quiet_after:g}s without a new writer or growth"
                return FollowStatus(True, "following", why, w.pids, w.last_record, writer=ws)
            return FollowStatus(False, "finished", w.why, w.pids, w.last_record, writer=ws)
        quiet = now - newest_mtime(f)
        if quiet < QUIET_S:
            return FollowStatus(
                True, "following while it grows", w.why, w.pids, w.last_record, writer=ws
            )
        why = f"not written for {age_text(quiet)}; {w.why}"
        return FollowStatus(False, "finished", why, w.pids, w.last_record, writer=ws)


def newest_mtime(f: Follower) -> float:
    out = 0.0
    for p in followed_paths(f):
        try:
            out = max(out, os.path.getmtime(p))
        except OSError:
            pass
    return out


# -- the loop ------------------------------------------------------------------------------------
class FollowLoop:
    """One step at a time: wait for a change (or the timeout), read what was appended, and check
    the policy every ``CHECK_EVERY_S``. ``step()`` returns True when the model changed."""

    def __init__(self, f: Follower, policy: FollowPolicy) -> None:
        self.f = f
        self.policy = policy
        self.grew_at = time.monotonic()
        self.checked_at = 0.0
        self.watching = False
        self.more = False  # the last step stopped with bytes left to read

    def timeout(self) -> float:
        return 1.0 if time.monotonic() - self.grew_at > IDLE_BACKOFF_S else 0.25

    def step(self, timeout: float | None = None) -> bool:
        """Wait (unless bytes are still waiting to be read), then read for up to ``READ_S``."""
        if not self.watching and os.path.exists(self.f.path):
            self.watching = self.f.start_watching()
        t = self.timeout() if timeout is None else timeout
        if t > 0 and not self.more:
            self.f.wait(t)
        changed = False
        until = time.monotonic() + READ_S
        while self.f.poll():  # a poll reads at most READ_STEP a file: a fast writer needs more
            changed = True
            if time.monotonic() >= until:
                break
        self.more = changed and not self.f.caught_up()
        if changed:
            self.grew_at = time.monotonic()
        return changed

    def check(self, force: bool = False) -> FollowStatus | None:
        """The policy's verdict, at most every ``CHECK_EVERY_S`` (None: not checked now)."""
        now = time.monotonic()
        if not force and now - self.checked_at < CHECK_EVERY_S:
            return None
        self.checked_at = now
        return self.policy.check(self.f)

    def finished(self) -> bool:
        """Check now; True when the run is finished and everything there has been read."""
        st = self.check(force=True)
        return st is not None and not st.following and self.f.caught_up()
