"""Compile statuses as torch means them (and tlparse colours its stack trie).

When Dynamo hits a graph break (or any RestartAnalysis) it throws the attempt away and analyses
the frame again as the next attempt, ``[1/0]`` -> ``[1/0_1]``; the frame compile's one
``compilation_metrics`` (with ``restart_reasons``) is written by the last attempt. So:

- an attempt that a later attempt of the same frame compile superseded is ``restarted``, with
  the reasons the later metrics give;
- the last attempt's status comes from its metrics, in tlparse's order: ``failed`` (fail_type)
  > ``empty`` (graph_op_count 0 or null: nothing captured) > ``ok_after_restart`` (earlier
  attempts restarted) > ``ok``;
- ``metrics_missing`` only when the last attempt has no compilation_metrics: it crashed (or, in
  a live run, ``running``: it has not finished yet).
"""

from __future__ import annotations

from typing import Any

from .run import EMPTY, FAILED, METRICS_MISSING, OK, OK_AFTER_RESTART, RUNNING

# the class tlparse gives a frame compile in its stack trie (index.html, status-<class>), for
# the status of the frame compile's last attempt
TLPARSE_CLASS = {
    OK: "ok",
    OK_AFTER_RESTART: "break",
    EMPTY: "empty",
    FAILED: "error",
    METRICS_MISSING: "missing",
    RUNNING: "missing",
}


def final_status(
    metrics: dict[str, Any] | None, *, started: bool, live: bool, after_restart: bool
) -> str:
    """The status of the last attempt of a frame compile (or of a compile outside a frame)."""
    if metrics is None:
        return RUNNING if (live and started) else METRICS_MISSING
    if metrics.get("fail_type"):
        return FAILED
    if not metrics.get("graph_op_count"):  # 0, or null: nothing was captured
        return EMPTY
    if after_restart or metrics.get("restart_reasons"):
        return OK_AFTER_RESTART
    return OK


def last_attempts(keys) -> dict[tuple, int]:
    """{frame compile key: its last attempt} for the builder's compile keys, which end with the
    CompileId: (rank, process, CompileId)."""
    last: dict[tuple, int] = {}
    for key in keys:
        cid = key[-1]
        k = frame_compile_key(key[:-1], cid)
        if cid.attempt >= last.get(k, -1):
            last[k] = cid.attempt
    return last


def frame_compile_key(prefix: tuple, cid) -> tuple:
    """The key of a compile's frame compile: its attempts share it."""
    return (*prefix, cid.group, cid.compiled_autograd_id, cid.frame_id, cid.frame_compile_id)
