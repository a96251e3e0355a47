"""What slows a program's calls while pt2tui times it: a compiled HF BERT encoder (timing_bert.py's
model) and its eager twin, CUDA-synchronized medians of 100 calls after each of these, in one
process: (1) warm-up, (2) a torch.profiler window (CPU+CUDA, 10 calls) started and stopped, not
exported, (3) its export, (4) the profiler object dropped, (5) 3 s later; then (6) with two busy
CPU processes beside it, and (7) one synchronize per block of 100 calls instead of per call.

    python sample_traces/gpu_programs/timing_probe.py OUT.json
"""

import gc
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

import torch
from timing_bert import build


def main() -> None:
    out_path = sys.argv[1]
    model, ids, device = build()
    compiled = torch.compile(model)
    sides = {"eager": lambda: model(ids), "compiled": lambda: compiled(ids)}
    res = {"device": torch.cuda.get_device_name(), "torch": torch.__version__, "stages": []}

    def sync():
        torch.cuda.synchronize()

    def per_call(fn, n=100):
        xs = []
        for _ in range(n):
            sync()
            t0 = time.perf_counter()
            fn()
            sync()
            xs.append((time.perf_counter() - t0) * 1e3)
        return round(statistics.median(xs), 4)

    def per_block(fn, n=100):
        sync()
        t0 = time.perf_counter()
        for _ in range(n):
            fn()
        sync()
        return round((time.perf_counter() - t0) * 1e3 / n, 4)

    def stage(name, how=per_call):
        row = {"stage": name}
        for _ in range(2):  # alternating: eager, compiled, eager, compiled
            for k, fn in sides.items():
                row.setdefault(k, []).append(how(fn))
        row = {k: (statistics.median(v) if isinstance(v, list) else v) for k, v in row.items()}
        res["stages"].append(row)
        print(json.dumps(row), flush=True)

    with torch.no_grad():
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < 3.0:
            for fn in sides.values():
                for _ in range(10):
                    fn()
            sync()
        stage("1 warm")
        stage("1b warm, one sync per 100 calls", per_block)
        acts = [torch.profiler.ProfilerActivity.CPU, torch.profiler.ProfilerActivity.CUDA]
        prof = torch.profiler.profile(activities=acts)
        prof.start()
        for _ in range(10):
            sides["eager"]()
        sync()
        prof.stop()
        stage("2 profiler stopped, not exported")
        with tempfile.TemporaryDirectory() as d:
            prof.export_chrome_trace(os.path.join(d, "t.json"))
        stage("3 exported")
        del prof
        gc.collect()
        stage("4 profiler dropped")
        time.sleep(3)
        stage("5 3 s later")
        hogs = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(2)]
        time.sleep(0.5)
        stage("6 two busy CPU processes beside")
        for h in hogs:
            h.kill()
        stage("7 again, alone")
    with open(out_path, "w", encoding="utf-8") as f:
        json.dump(res, f, indent=1)


if __name__ == "__main__":
    main()
