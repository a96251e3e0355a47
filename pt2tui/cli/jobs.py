"""`--jobs N` (summary, open, diff, check): how many processes index trace files."""

from __future__ import annotations

import argparse


def jobs_of(args: argparse.Namespace) -> int:
    from ..core.parse import payloads
    from ..sources.parallel import default_jobs

    jobs = getattr(args, "jobs", None)
    jobs = default_jobs() if jobs is None else jobs
    payloads.MD5_HELPER = jobs > 1  # --jobs 1: one core, not even the md5 helper thread
    return jobs


def add_jobs_option(p: argparse.ArgumentParser) -> None:
    p.add_argument("--jobs", type=int, metavar="N",
                   help="processes that index trace files (default: every core; 1: in this process)")  # fmt: skip
