"""What the 2-GPU training programs share: the process group, per-step wall times, and the
per-rank profiler trace (gzip'd Kineto JSON in profile/trace_rank<N>.json.gz beside TORCH_TRACE's
run dir, or ./profile). On a machine without CUDA they run on CPU over gloo (to try them out)."""

import gzip
import os
import shutil
import time
from pathlib import Path

import torch
import torch.distributed as dist


def setup(timeout_s: float | None = None):
    cuda = torch.cuda.is_available()
    kw = {}
    if timeout_s is not None:
        import datetime

        kw["timeout"] = datetime.timedelta(seconds=timeout_s)
    dist.init_process_group("nccl" if cuda else "gloo", **kw)
    rank = dist.get_rank()
    if cuda:
        local = int(os.environ.get("LOCAL_RANK", rank))
        torch.cuda.set_device(local)
        return rank, torch.device("cuda", local)
    return rank, torch.device("cpu")


def sync(device) -> None:
    if device.type == "cuda":
        torch.cuda.synchronize(device)


def profile_dir() -> Path:
    trace = os.environ.get("TORCH_TRACE")
    base = Path(trace).parent if trace else Path.cwd()
    d = base / "profile"
    d.mkdir(parents=True, exist_ok=True)
    return d


class _Off:
    """No profiler of the program's own: pt2tui's profile recipe is profiling this run."""

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def profiler(device):
    if os.environ.get("PT2TUI_PROFILE_DIR"):  # pt2tui rerun RUN profile: one profiler at a time
        return _Off()
    acts = [torch.profiler.ProfilerActivity.CPU]
    if device.type == "cuda":
        acts.append(torch.profiler.ProfilerActivity.CUDA)
    return torch.profiler.profile(activities=acts)


def save_profile(prof, name: str) -> Path | None:
    if isinstance(prof, _Off):
        return None
    d = profile_dir()
    raw = d / f"{name}.json"
    prof.export_chrome_trace(str(raw))
    out = d / f"{name}.json.gz"
    with open(raw, "rb") as src, gzip.open(out, "wb", compresslevel=9) as dst:
        shutil.copyfileobj(src, dst)
    raw.unlink()
    return out


class StepTimer:
    def __init__(self, rank: int, device) -> None:
        self.rank, self.device = rank, device

    def __enter__(self):
        sync(self.device)
        self.t0 = time.perf_counter()
        return self

    def done(self, step: int, extra: str = "") -> float:
        sync(self.device)
        dt = time.perf_counter() - self.t0
        print(f"rank {self.rank} step {step} took {dt:.4f} s{extra}", flush=True)
        return dt

    def __exit__(self, *exc):
        return False
