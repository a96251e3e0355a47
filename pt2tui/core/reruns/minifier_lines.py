"""The minifier's progress lines (torch/_functorch/fx_minifier.py): patterns and the events they
make. See progress.py for the lines as torch prints them."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .progress_state import Emit, ProgressState

_STARTED = re.compile(r"^Started off with (?P<n>\d+) nodes\s*$")
_GRANULARITY = re.compile(r"^Trying granularity (?P<g>\d+)\s*$")
_STRATEGY = re.compile(
    r"^Strategy: (?P<name>.+?) \(G: (?P<g>\d+)\) \((?P<nodes>\d+) nodes, (?P<inputs>\d+) inputs\)\s*$"
)
_SUCCESS = re.compile(
    r"^SUCCESS: Went from (?P<a>\d+) to (?P<b>\d+) (?P<what>nodes|inputs|outputs)\s*$"
)
_FAIL = re.compile(r"^FAIL: (?P<name>.+?)\s*$")
_WARN = re.compile(r"^WARNING: Something went wrong, not applying this minification")
CHECKPOINT = re.compile(r"Writing checkpoint with (?P<n>\d+) nodes to (?P<path>\S.*?)\s*$")
REPRO_COPY = re.compile(r"Copying repro file for convenience to (?P<path>\S.*?)\s*$")
_QUERIES = re.compile(r"^Made (?P<n>\d+) queries\s*$")
_DONE = re.compile(r"^Wrote minimal repro out to (?P<path>\S+)\s*$")
LAUNCHER_HEAD = re.compile(r"Writing minified repro to:\s*(?P<path>\S.*?)?\s*$")
_NOT_FAILING = re.compile(r"Input graph did not fail the tester")
ACCURACY_FAILED = re.compile(
    r"Accuracy failed for the (?P<what>AOT Autograd graph.*|TorchDynamo produced graph.*)$"
)
MINIFIER_TROUBLE = re.compile(
    r"While minifying the program in accuracy minification mode, ran into a runtime exception"
)
DYNAMO_FAILED = re.compile(
    r"Compiled Fx GraphModule failed\. Creating script to minify the error\."
)


def minifier_event(s: str, st: ProgressState, ev: Emit) -> bool:
    """Emit the event of one plain minifier line; False when it is not one."""
    if (m := _STARTED.match(s)) is not None:
        k = int(m.group("n"))
        ev(
            "minifier_start",
            k,
            f"minifier started with {k} nodes",
            tool="minifier",
            start_nodes=k,
            nodes=k,
        )
    elif (m := _GRANULARITY.match(s)) is not None:
        ev(
            "granularity",
            int(m.group("g")),
            f"granularity {m.group('g')}",
            granularity=int(m.group("g")),
        )
    elif (m := _STRATEGY.match(s)) is not None:
        ev(
            "strategy",
            m.group("name"),
            f"trying {m.group('name')} (G: {m.group('g')}) on {m.group('nodes')} nodes, {m.group('inputs')} inputs",
            tool="minifier",
            strategy=m.group("name"),
            granularity=int(m.group("g")),
            nodes=int(m.group("nodes")),
            inputs=int(m.group("inputs")),
            strategies=st.strategies + 1,
        )
    elif (m := _SUCCESS.match(s)) is not None:
        a, b, what = int(m.group("a")), int(m.group("b")), m.group("what")
        changes: dict[str, Any] = {"successes": st.successes + 1}
        if what == "nodes":
            changes["nodes"] = b
        elif what == "inputs":
            changes["inputs"] = b
        else:
            changes["outputs_went"] = (a, b)
        ev(
            "success",
            (a, b, what),
            f"{st.strategy or 'strategy'}: {a} -> {b} {what}",
            **changes,
        )
    elif (m := _FAIL.match(s)) is not None:
        ev("fail", m.group("name"), f"{m.group('name')}: no progress", fails=st.fails + 1)
    elif _WARN.match(s):
        ev("warning", None, s)
    elif (m := _QUERIES.match(s)) is not None:
        ev(
            "queries",
            int(m.group("n")),
            f"{m.group('n')} queries made",
            queries=int(m.group("n")),
        )
    elif (m := _DONE.match(s)) is not None:
        ev(
            "minifier_done",
            m.group("path"),
            "minifier done: minimal repro written",
            minifier_done=True,
        )
    elif _NOT_FAILING.search(s):
        ev(
            "minifier_error",
            s,
            "the launcher's graph does not fail here: nothing to minify",
            minifier_error=s,
        )
    else:
        return False
    return True
