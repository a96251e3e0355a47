"""An empty graph, then a compile that crashes inside its backend (a native extension that
segfaults while compiling, as a broken custom backend or compiler plugin would).

    pt2tui run sample_traces/programs/crash_in_backend.py

`identity` captures no ops: compilation_metrics says graph_op_count 0 (tlparse: empty).
`scaled` is compiled with a backend that reads address 0 through ctypes: the process dies of
SIGSEGV in the middle of the compile, so [1/0] never writes compilation_metrics (tlparse:
metrics missing), and faulthandler (PYTHONFAULTHANDLER=1, set by pt2tui run) prints where.
"""

import ctypes

import torch


def identity(x):
    return x


def crashing_backend(gm, example_inputs):
    print(f"backend got a graph of {len(gm.graph.nodes)} nodes", flush=True)
    ctypes.string_at(0)  # a native crash while compiling
    return gm.forward


def scaled(x):
    return x * 2 + 1


def main() -> None:
    x = torch.randn(4)
    print("identity:", torch.compile(identity)(x).shape, flush=True)
    print("scaled:", torch.compile(scaled, backend=crashing_backend)(x), flush=True)


if __name__ == "__main__":
    main()
