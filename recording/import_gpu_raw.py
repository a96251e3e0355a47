"""Bring the runs record_gpu_raw.sh (and gpu_programs/aoti_diag.sh) made on the H100 into this dir.

    python recording/import_gpu_raw.py RUNS_TARBALL DIAG_TARBALL CONSOLE_DIR... [--force]

RUNS_TARBALL is gpu_raw_runs.tar.gz of `record_gpu_raw.sh --all` (gpu_raw_runs/NAME/ run dirs plus
meta.json: the machine's checkout, sys.prefix and home); DIAG_TARBALL is aoti_diag.tar.gz of
aoti_diag.sh (tmp/aoti_diag/: the variants' output and runs/reload_f_full, kept here as
aoti_gpu_load_only); CONSOLE_DIRs hold what the device commands printed (*.txt, to console/).

Paths of the recording machine become the placeholders the other samples use (the run dir ->
/home/dev/pt2tui/sample_traces/gpu-h100-raw/NAME, the private inductor cache -> /tmp/torchinductor_dev,
the private TMPDIR -> /tmp, the checkout -> /home/dev/pt2tui, sys.prefix -> /home/dev/venv, home
-> /home/dev), through record_samples.py's PathRewriter and rewrite_dir, which recomputes every
TORCH_TRACE has_payload md5. torch's shortened file names (torch.utils._traceback.shorten_filename
drops the path's first "/x" when it shares no prefix with torch's own dir, e.g. "ork/main/...")
are rewritten the same way, to what torch would have printed for the placeholder path.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
import shutil
import sys
import tarfile
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ST = HERE  # recording/: record_samples.py sits beside this file
DEST = "/home/dev/pt2tui/sample_traces/gpu-h100-raw"


def _recorder():
    spec = importlib.util.spec_from_file_location("record_samples", ST / "record_samples.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules["record_samples"] = mod
    spec.loader.exec_module(mod)
    return mod


rec = _recorder()


class Rewriter(rec.PathRewriter):
    """PathRewriter plus torch's shortened names ("# ork/main/x.py:3 in f") and AOTI temp dirs."""

    def __init__(self, mapping, short):
        super().__init__(mapping)
        self.short = sorted(short, key=lambda kv: -len(kv[0]))
        alt = "|".join(re.escape(s) for s, _ in self.short)
        # only right after "# " (a guard's user-stack comment) or a quote/space and before a "/"
        self._short_re = re.compile(rf"(?<=[# \"'])(?:{alt})(?=/)") if alt else None
        self._short_map = dict(self.short)
        # the AOTI package loader's own temp dir: /tmp/<6 random chars>/<package name>/data/...
        self._aoti_tmp = re.compile(r"/tmp/[A-Za-z0-9]{6}(?=/[^/\s]+/data/aotinductor/)")

    def __call__(self, text: str) -> str:
        text = super().__call__(text)
        if self._short_re is not None:
            text = self._short_re.sub(lambda m: self._short_map[m.group(0)], text)
        return self._aoti_tmp.sub("/tmp/XXXXXX", text)

    def leftovers(self, data: bytes) -> list[str]:
        left = super().leftovers(data)
        for s, _ in self.short:
            if re.search(rb"[# \"']" + re.escape(s.encode()) + rb"/", data):
                left.append(s)
        return left


def rewriter_for(meta: dict, run_src: str, run_dst: str, tmp: str | None) -> Rewriter:
    mapping = [(run_src, run_dst)]
    if tmp:
        mapping += [
            (f"{tmp}/inductor_cache", "/tmp/torchinductor_dev"),
            (f"{tmp}/tmp/torchinductor_root", "/tmp/torchinductor_dev"),
            (f"{tmp}/tmp", "/tmp"),
        ]
    mapping += [
        ("/tmp/gpu_raw_tmp", "/tmp"),
        ("/tmp/gpu_raw_runs", DEST),
        ("/tmp/torchinductor_root", "/tmp/torchinductor_dev"),
        (meta["repo"], "/home/dev/pt2tui"),
        (meta["prefix"], "/home/dev/venv"),
        (meta["home"], "/home/dev"),
    ]
    short = []
    for src, dst in mapping:
        if src.startswith("/") and dst.startswith("/") and len(src) > 8:
            short.append((src[2:], dst[2:]))
    return Rewriter(mapping, short)


def import_run(src: Path, name: str, out: Path, meta: dict, run_src: str, tmp: str | None) -> None:
    dst = out / name
    shutil.copytree(src, dst)
    rw = rewriter_for(meta, run_src, f"{DEST}/{name}", tmp)
    rep = rec.rewrite_dir(dst, rw)
    print(f"{name}: {rep.changed_files} files rewritten, {rep.trace.md5_rewritten} md5s recomputed "
          f"(bad before: {rep.trace.md5_bad_before}), leftovers {rep.leftovers or 'none'}")  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("runs_tarball")
    ap.add_argument("diag_tarball")
    ap.add_argument("console", nargs="*")
    ap.add_argument("--out", default=str(HERE.parent / "sample_traces" / "gpu-h100-raw"))
    ap.add_argument("--force", action="store_true")
    a = ap.parse_args(argv)
    out = Path(a.out)
    with tempfile.TemporaryDirectory() as t:
        t = Path(t)
        with tarfile.open(a.runs_tarball) as tf:
            tf.extractall(t / "r", filter="data")
        with tarfile.open(a.diag_tarball) as tf:
            tf.extractall(t / "d", filter="data")
        runs = t / "r" / "gpu_raw_runs"
        meta = json.loads((runs / "meta.json").read_text())
        names = sorted(p.name for p in runs.iterdir() if p.is_dir())
        for name in [*names, "aoti_gpu_load_only", "aoti_segfault_diag", "console"]:
            if (out / name).exists():
                if not a.force:
                    print(f"{out / name} exists: not overwritten (--force replaces it)")
                    return 2
                shutil.rmtree(out / name)
        for name in names:
            import_run(runs / name, name, out, meta, f"{meta['runs']}/{name}",
                       f"{meta['raw_tmp']}/{name}")  # fmt: skip
        diag = t / "d" / "tmp" / "aoti_diag"
        import_run(diag / "runs" / "reload_f_full", "aoti_gpu_load_only", out, meta,
                   "/tmp/aoti_diag/runs/reload_f_full", "/tmp/aoti_diag/rawtmp/reload_f_full")  # fmt: skip
        # the diagnosis: each variant's stdout/stderr/exit code, the cuda-gdb session
        dd = out / "aoti_segfault_diag"
        dd.mkdir()
        rw = rewriter_for(meta, "/tmp/aoti_diag/runs", f"{DEST}/aoti_segfault_diag/runs", None)
        for p in sorted(diag.iterdir()):
            if p.is_file():
                (dd / p.name).write_text(rw(p.read_text(errors="backslashreplace")))
        left = {p.name: rw.leftovers(p.read_bytes()) for p in dd.iterdir()}
        print("aoti_segfault_diag:", {k: v for k, v in left.items() if v} or "no leftovers")
        cons = out / "console"
        cons.mkdir()
        for d in a.console:
            for p in sorted(Path(d).glob("*.txt")):
                (cons / p.name).write_text(rw(p.read_text(errors="backslashreplace")))
    (out / ".gitattributes").write_text("* -text\nimport_raw.py text\nREADME.md text\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
