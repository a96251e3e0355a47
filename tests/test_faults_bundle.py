"""Fault injection, bundles: a run whose argv, environment and output carry secrets and raw
terminal escapes; ``pt2tui bundle`` must put none of them in bundle.md or the archive, and say
what it redacted and how often."""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
import textwrap
from pathlib import Path

from pt2tui.runner.redact import Redactor, secret_argv, strip_escapes

REPO = Path(__file__).resolve().parents[1]
HF = "hf_" + "aB3dE5fG7hI9jK1lM3nO5pQ7"
GHP = "ghp_" + "Zz9Yy8Xx7Ww6Vv5Uu4Tt3Ss2Rr1"
AKIA = "AKIA" + "IOSFODNN7EXAMPLE"
SECRET = "s3cr3t-value-of-a-variable"
ARGKEY = "plain-api-key-0123456789"


def test_redactor_units() -> None:
    assert secret_argv(["x.py", "--hf-token", "abcdefgh1", "--api-key=zyxwvuts2", "--lr", "0.1"]) == {
        "--hf-token": "abcdefgh1", "--api-key": "zyxwvuts2"}  # fmt: skip
    r = Redactor(envs=[{"MY_SECRET": SECRET, "HOME": "/home/someone"}], argvs=[["--api-key", ARGKEY]])
    out = r.text(f"a {SECRET} b {ARGKEY} c {HF} d {GHP} e {AKIA} \x1b[31mred\x1b[0m \x1b]0;title\x07 /home/someone")
    for s in (SECRET, ARGKEY, HF, GHP, AKIA, "\x1b", "\x07"):
        assert s not in out
    assert "/home/someone" in out and "red" in out
    assert r.counts == {"$MY_SECRET": 1, "argv --api-key": 1, "a token shaped hf_...": 1,
                        "a token shaped ghp_...": 1, "a token shaped AKIA...": 1}  # fmt: skip
    assert r.escapes == 3  # two CSI, one OSC (to its BEL)
    assert strip_escapes("ok\tline\n\x1b[2J\x9b")[0] == "ok\tline\n"


def test_bundle_of_a_run_with_secrets_everywhere(tmp_path) -> None:
    prog = tmp_path / "leaky.py"
    prog.write_text(textwrap.dedent(f"""
        import os, sys
        print("token from env:", os.environ["HF_TOKEN"])
        print("the secret:", os.environ["MY_SECRET"], file=sys.stderr)
        print("argv:", sys.argv)
        print("shapes: {GHP} {AKIA}")
        print("\\x1b[31mred\\x1b[0m \\x1b]0;pwned\\x07 done")
    """))
    env = dict(os.environ, HF_TOKEN=HF, MY_SECRET=SECRET,
               PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))  # fmt: skip
    r = subprocess.run([sys.executable, "-m", "pt2tui", "run", "--no-tui", "--runs-dir", str(tmp_path / "runs"),
                        "leaky.py", "--hf-token", HF, "--api-key", ARGKEY],
                       cwd=tmp_path, capture_output=True, text=True, timeout=120, env=env)  # fmt: skip
    assert r.returncode == 0, r.stderr
    rd = next((tmp_path / "runs").iterdir())
    assert HF in (rd / "output.log").read_text()  # the run dir keeps what the program wrote
    env.pop("HF_TOKEN")  # the bundle may be made in another shell: run.json's argv still names it
    b = subprocess.run([sys.executable, "-m", "pt2tui", "bundle", str(rd), "-o", str(tmp_path / "out")],
                       capture_output=True, text=True, timeout=120, env=env)  # fmt: skip
    assert b.returncode == 0, b.stderr
    out = tmp_path / "out"
    md = next(out.glob("*.md")).read_text()
    texts = {"bundle.md (beside)": md}
    with tarfile.open(next(out.glob("*.tar.gz"))) as tf:
        for m in tf.getmembers():
            if m.isfile():
                texts[m.name] = tf.extractfile(m).read().decode("utf-8", "replace")
    assert any(name.endswith("output.log") for name in texts)
    for name, text in texts.items():
        for s in (HF, GHP, AKIA, SECRET, ARGKEY):
            assert s not in text, f"{s} in {name}"
        if not name.endswith(".log") or "trace/" not in name:
            assert "\x1b" not in text and "\x07" not in text, name
    assert "## Redacted" in md
    assert "argv --hf-token" in md and "$MY_SECRET" in md and "argv --api-key" in md, md[-1500:]
    assert "terminal escape" in md
