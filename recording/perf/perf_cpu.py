"""A small compiled program profiled with torch.profiler, as the `profile` recipe does it:
warm-up calls (the compiles), then K profiled calls; writes <out>/profile/trace.json.gz,
calls.json (per-call wall times) and key_averages.txt.

  python perf_cpu.py OUT [--mode break|clean|eager|recompile] [--calls K]

break: a graph break in the middle of forward (two compiled regions and an eager gap per call);
clean: one graph; eager: no torch.compile; recompile: a new batch size in the profiled window.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import shutil
import time

import torch
import torch._inductor.config as inductor_config

inductor_config.cpp.enable_kernel_profile = True
inductor_config.trace.provenance_tracking_level = 1  # kernels -> FX nodes -> user lines


class Net(torch.nn.Module):
    def __init__(self, brk: bool) -> None:
        super().__init__()
        self.brk = brk
        self.a = torch.nn.Linear(256, 512)
        self.b = torch.nn.Linear(512, 512)
        self.c = torch.nn.Linear(512, 64)

    def forward(self, x):
        x = torch.relu(self.a(x))
        x = torch.sin(x) * 2 + x
        if self.brk:
            torch._dynamo.graph_break()
            x = x.sort(dim=-1).values  # eager work in the gap
        x = torch.tanh(self.b(x))
        return self.c(x).softmax(-1)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--mode", default="break")
    ap.add_argument("--calls", type=int, default=5)
    ap.add_argument("--warmup", type=int, default=3)
    a = ap.parse_args()
    torch.manual_seed(0)
    torch.set_num_threads(1)
    m = Net(a.mode != "clean")
    fn = m if a.mode == "eager" else torch.compile(m)
    x = torch.randn(64, 256)
    calls = []
    with torch.no_grad():
        for i in range(a.warmup):
            t = time.perf_counter()
            fn(x)
            calls.append({"call": i, "seconds": round(time.perf_counter() - t, 6), "phase": "warmup"})
        with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU]) as prof:
            for i in range(a.calls):
                xi = torch.randn(32, 256) if a.mode == "recompile" and i == a.calls // 2 else x
                t = time.perf_counter()
                fn(xi)
                calls.append({"call": a.warmup + i, "seconds": round(time.perf_counter() - t, 6),
                              "phase": "profiled"})
    d = os.path.join(a.out, "profile")
    os.makedirs(d, exist_ok=True)
    plain = os.path.join(d, "trace.json")
    prof.export_chrome_trace(plain)
    with open(plain, "rb") as f, gzip.open(plain + ".gz", "wb", compresslevel=9) as g:
        shutil.copyfileobj(f, g)
    os.remove(plain)
    with open(os.path.join(d, "calls.json"), "w") as f:
        json.dump(calls, f, indent=1)
    with open(os.path.join(d, "key_averages.txt"), "w") as f:
        f.write(prof.key_averages().table(sort_by="self_cpu_time_total", row_limit=-1))
    for c in calls:
        print(f"call {c['call']} {c['phase']} took {c['seconds']:.6f} s")


if __name__ == "__main__":
    main()
