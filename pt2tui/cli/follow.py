"""``pt2tui summary --follow PATH``: a run followed without a screen.

One line per new compile, graph break, recompile and failure as they arrive
(render/follow_lines.py), a ``pt2tui:`` line whenever the follow status changes (waiting,
following pid N, finished and why), and the full summary when the writer exits, the policy
says the run is finished (sources/follow_policy.py), or on ctrl+c. The exit status is that of
``summary`` on the finished run. With ``--json`` stdout holds only the JSON object: the lines go
to stderr.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

from ..render.follow_lines import EventLines
from ..sources.discover import SourceError, discover
from ..sources.follow_policy import FollowLoop, FollowPolicy, FollowStatus
from ..sources.follower import Follower
from .jsonout import dumps as dumps_json

SNAPSHOT_EVERY_S = 0.5


class _Printer:
    def __init__(self, stream) -> None:
        self.stream = stream
        self.last_status: tuple | None = None

    def lines(self, lines: list[str]) -> None:
        for ln in lines:
            self.stream.write(ln + "\n")
        if lines:
            self.stream.flush()

    def status(self, st: FollowStatus, path: str) -> None:
        key = (st.head, st.why, st.pids, st.waiting)
        if key == self.last_status:
            return
        first = self.last_status is None
        self.last_status = key
        if st.waiting and first:
            shown = os.path.abspath(path)
            self.lines(
                [f"pt2tui: {st.line()}: start the program with TORCH_TRACE={shown} (ctrl+c leaves)"]
            )
        else:
            self.lines([f"pt2tui: {st.line()}"])


def summary_follow(args: argparse.Namespace) -> int:
    path = args.path
    out = sys.stderr if args.json else sys.stdout
    printer = _Printer(out)
    skipped: list = []
    try:
        found = discover(path)
        root, skipped = found.root, found.skipped
    except SourceError:
        root = path  # nothing there yet: wait for the run to begin (--follow)
    f = Follower(root, verify=not args.no_verify)
    for p, why in skipped:
        f.note_skipped(p, why)
    quiet = getattr(args, "quiet_after", None)
    policy = FollowPolicy(path, "auto", **({"quiet_after": quiet} if quiet is not None else {}))
    loop = FollowLoop(f, policy)
    events = EventLines()
    state = {"at": 0.0, "cost": 0.0, "dirty": False}

    def snapshot(force: bool = False) -> None:
        now = time.monotonic()
        state["dirty"] = True
        if force or now - state["at"] >= max(SNAPSHOT_EVERY_S, 5 * state["cost"]):
            state["dirty"] = False
            run = f.snapshot()
            state["cost"] = time.monotonic() - now
            state["at"] = time.monotonic()
            printer.lines(events.new(run))

    reason = None
    try:
        while f.poll():
            snapshot()
        snapshot(force=True)
        st = policy.check(f)
        printer.status(st, path)
        while st.following or not f.caught_up():
            if loop.step(0.1 if state["dirty"] else None) or state["dirty"]:
                snapshot()  # what changed shows within SNAPSHOT_EVERY_S
            new = loop.check()
            if new is not None:
                st = new
                printer.status(st, path)
        snapshot(force=True)
    except KeyboardInterrupt:
        reason = "finished: interrupted (ctrl+c): the summary of what was read"
    f.finish()
    run = f.snapshot()
    printer.lines(events.new(run, final=True))
    if reason is not None:
        printer.lines([f"pt2tui: {reason}"])
    else:
        printer.status(policy.status, path)
    if args.json:
        from ..core.analysis.summary import summary_dict

        sys.stdout.write(dumps_json(summary_dict(run, path)) + "\n")
        return 0
    from ..render.summary import render_summary
    from .out import print_rich

    print_rich(render_summary(run, path))
    return 0


__all__ = ["summary_follow"]
