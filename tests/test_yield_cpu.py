"""During a profile rerun pt2tui's own threads yield the CPU to the program it times: their
niceness is raised (never lowered), threads started later inherit it, the program keeps its own."""

from __future__ import annotations

import subprocess
import sys
import textwrap


def _run(code: str) -> str:
    r = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    return r.stdout.split()


def test_pt2tuis_threads_yield_and_the_program_keeps_its_priority() -> None:
    out = _run("""
        import os, subprocess, sys, threading
        from pt2tui.runner.process import yield_cpu
        base = os.nice(0)
        child = subprocess.Popen([sys.executable, "-c", "import os, time; time.sleep(0.5); print(os.nice(0))"],
                                 stdout=subprocess.PIPE, text=True)
        seen = []
        t = threading.Thread(target=lambda: seen.append(os.getpriority(os.PRIO_PROCESS, 0)))
        yield_cpu()
        t.start(); t.join()
        print(base, os.getpriority(os.PRIO_PROCESS, 0), seen[0], child.communicate()[0].strip())
    """)
    base = int(out[0])  # the tests may run niced already
    assert out[1:] == [str(max(base, 10)), str(max(base, 10)), str(base)]


def test_a_higher_niceness_is_kept() -> None:
    out = _run("""
        import os
        from pt2tui.runner.process import yield_cpu
        os.nice(15 - os.nice(0))
        yield_cpu()
        print(os.getpriority(os.PRIO_PROCESS, 0))
    """)
    assert out == ["15"]
