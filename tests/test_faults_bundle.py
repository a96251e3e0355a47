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

import pytest

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


# --- round 2: links, secrets by shape and place, a full disk, odd run.json files ---------------

SAMPLE = REPO / "sample_traces" / "cpu" / "fullgraph_break"
JWT = "eyJhbGciOiJIUzI1NiJ9" + ".eyJzdWIiOiJhbGljZSIsImV4cCI6OTk5OTk5OTk5OX0" + ".c2lnbmF0dXJlLWJ5dGVz"
SECRETS = {  # the secret part of each line a program prints
    "a JWT": (f"Authorization: Bearer {JWT}", JWT),
    "an OpenSSH key": ("-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n"
                       "QyNTUxOQAAACBkZWFkYmVlZmRlYWRiZWVm\n-----END OPENSSH PRIVATE KEY-----", "b3BlbnNzaC1rZXkt"),
    "aws ini": ("aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCY1SECRET", "wJalrXUtnFEMI/K7MDENG"),
    "aws env": ("AWS_SECRET_ACCESS_KEY=Zk9aWJalrXUtnFEMIK7MDENGbPxRf2SECRET", "Zk9aWJalrXUtnFEMI"),
    "a URL": ("DATABASE_URL=postgres://admin:hunter2pw@db.example.com:5432/app", "hunter2pw"),
    "password=": ("connect(host='db', password=tr0ub4dor)", "tr0ub4dor"),
    "X-Api-Key": ("X-Api-Key: 9f8e7d6c5b4a39281706", "9f8e7d6c5b4a39281706"),
    "wandb": ("WANDB_API_KEY=0123456789abcdef0123456789abcdef01234567", "0123456789abcdef0123456789"),
    "gho": ("gho_" + "Qq1Ww2Ee3Rr4Tt5Yy6Uu7Ii8", "Qq1Ww2Ee3Rr4Tt5Yy6Uu7Ii8"),
    "glpat": ("glpat-" + "AbCdEfGhIjKlMnOpQrSt", "AbCdEfGhIjKlMnOpQrSt"),
    "slack": ("xoxb-" + "1234567890-AbCdEfGhIjKl", "1234567890-AbCdEfGhIjKl"),
    "google": ("AIza" + "SyA1234567890abcdefghijklmnopqrstu", "SyA1234567890abcdefghijkl"),
    "openai": ("sk-proj-" + "Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8", "Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8"),
}


def _pt2tui(*args: str, env: dict | None = None, cwd: Path | None = None) -> subprocess.CompletedProcess:
    e = env or dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "pt2tui", *args], capture_output=True, text=True,
                          timeout=120, env=e, cwd=cwd)  # fmt: skip


def _texts(out: Path) -> dict[str, str]:
    texts = {"bundle.md (beside)": next(out.glob("*.md")).read_text()}
    with tarfile.open(next(out.glob("*.tar.gz"))) as tf:
        for m in tf.getmembers():
            assert m.isfile(), m.name  # no link in the archive either
            texts[m.name] = tf.extractfile(m).read().decode("utf-8", "replace")
    return texts


def _run_dir_from_sample(tmp: Path) -> Path:
    """A run dir: the recorded fullgraph_break sample (a real CPU trace), copied."""
    import shutil

    rd = tmp / "runs" / "20260101-000000-sample"
    shutil.copytree(SAMPLE, rd)
    return rd


def test_bundle_copies_no_link_and_names_them(tmp_path) -> None:
    rd = _run_dir_from_sample(tmp_path)
    outside = tmp_path / "private"
    outside.mkdir()
    (outside / "notes.txt").write_text("OUTSIDE-BYTES-1 the user's private notes\n")
    (outside / "repro.py").write_text("print('OUTSIDE-BYTES-2')\n")
    trace = next((rd / "trace").iterdir())
    other = outside / "rank1.log"
    other.write_bytes(trace.read_bytes().replace(b"fullgraph", b"OUTSIDE-BYTES-3", 3))
    (rd / "stderr.txt").unlink()
    (rd / "stderr.txt").symlink_to(outside / "notes.txt")
    (rd / "output.log").symlink_to(outside / "notes.txt")
    (rd / "repro.py").symlink_to(outside / "repro.py")
    (rd / "trace" / "dedicated_log_torch_trace_rank_1.log").symlink_to(other)
    os.link(outside / "notes.txt", rd / "stdout2.txt")  # a hard link: a file with another name
    (rd / "ranks").symlink_to(outside, target_is_directory=True)
    r = _pt2tui("bundle", str(rd), "-o", str(tmp_path / "out"))
    assert r.returncode == 0, r.stderr
    texts = _texts(tmp_path / "out")
    for name, text in texts.items():
        assert "OUTSIDE-BYTES" not in text, name
    assert any(n.endswith("trace/" + trace.name) for n in texts)  # the run's own trace is in
    assert any(n.endswith("stdout.txt") for n in texts)
    md = texts["bundle.md (beside)"]
    assert "## Links left out" in md
    for rel in ("stderr.txt", "output.log", "repro.py", "trace/dedicated_log_torch_trace_rank_1.log", "ranks",
                "stdout2.txt"):  # fmt: skip
        assert f"`{rel}`" in md, rel


def test_bundle_redacts_secrets_by_shape_in_every_file(tmp_path) -> None:
    prog = tmp_path / "leaky.py"
    lines = [v[0] for v in SECRETS.values()]
    prog.write_text(f"import sys\nfor ln in {lines!r}:\n    print(ln)\n    print(ln, file=sys.stderr)\n")
    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    r = _pt2tui("run", "--no-tui", "--runs-dir", str(tmp_path / "runs"), "leaky.py", env=env, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    rd = next((tmp_path / "runs").iterdir())
    # a real trace beside, one of its payloads carrying a header with a JWT and a password
    trace = next((SAMPLE / "trace").iterdir()).read_text()
    i = trace.index("\n\t", trace.index("dynamo_error")) + 1  # its payload line
    trace = trace[:i + 1] + f"# headers={{'Authorization': 'Bearer {JWT}'}} password=tr0ub4dor " + trace[i + 1:]
    (rd / "trace").mkdir(exist_ok=True)
    (rd / "trace" / "dedicated_log_torch_trace_x.log").write_text(trace)
    (rd / "repro.py").write_text("# " + "\n# ".join(lines) + "\n")
    b = _pt2tui("bundle", str(rd), "-o", str(tmp_path / "out"), env=env)  # none of them in env
    assert b.returncode == 0, b.stderr
    texts = _texts(tmp_path / "out")
    assert {"output.log", "repro.py", "summary.json", "trace/dedicated_log_torch_trace_x.log"} <= {
        n.split("/", 1)[-1] for n in texts}  # fmt: skip
    for name, text in texts.items():
        for what, (_, secret) in SECRETS.items():
            assert secret not in text, f"{what} in {name}"
        assert "tr0ub4dor" not in text, name
    md = texts["bundle.md (beside)"]
    for label in ("a private key block", "an Authorization-like header", "a password in a URL",
                  "a value named like a secret", "a token shaped ghp_...", "a token shaped AIza..."):  # fmt: skip
        assert f"- {label}: " in md, label


def test_redaction_keeps_what_is_not_secret() -> None:
    text = next((SAMPLE / "trace").iterdir()).read_text()
    r = Redactor()
    assert r.text(text, escapes=False) == text and not r.counts
    plain = "cache_key=fxabc123 tokenizer=gpt2 max_tokens=30 see https://pytorch.org/docs/x.html user@host"
    assert r.text(plain) == plain


def test_summary_json_is_redacted_too(tmp_path) -> None:
    """A failure text (in summary.json) that holds a password and a key."""
    prog = tmp_path / "fails.py"
    prog.write_text("raise RuntimeError('cannot connect: password=tr0ub4dor url=mysql://u:hunter2pw@h/db')\n")
    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    _pt2tui("run", "--no-tui", "--runs-dir", str(tmp_path / "runs"), "fails.py", env=env, cwd=tmp_path)
    rd = next((tmp_path / "runs").iterdir())
    s = _pt2tui("summary", "--json", str(rd), env=env)
    assert "tr0ub4dor" in s.stdout  # the failure is in the summary
    b = _pt2tui("bundle", str(rd), "-o", str(tmp_path / "out"), env=env)
    assert b.returncode == 0, b.stderr
    for name, text in _texts(tmp_path / "out").items():
        assert "tr0ub4dor" not in text and "hunter2pw" not in text, name


@pytest.fixture
def small_disk(tmp_path):
    mnt = tmp_path / "small"
    mnt.mkdir()
    r = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(mnt)], capture_output=True, text=True)
    if r.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs here (needs root): {r.stderr.strip()}")
    try:
        yield mnt
    finally:
        subprocess.run(["umount", "-l", str(mnt)], capture_output=True)


def test_a_full_disk_leaves_no_half_made_bundle(tmp_path, small_disk) -> None:
    rd = _run_dir_from_sample(tmp_path)
    (rd / "stdout.txt").write_bytes(os.urandom(200_000).hex().encode())  # does not compress
    for attempt in (1, 2):
        r = _pt2tui("bundle", str(rd), "-o", str(small_disk))
        assert r.returncode == 2, (attempt, r.stdout, r.stderr)
        assert "Traceback" not in r.stderr and r.stderr.count("\n") == 1, r.stderr
        assert "the disk is full" in r.stderr and "nothing was left" in r.stderr, r.stderr
        assert list(small_disk.iterdir()) == [], attempt  # no truncated archive, no 0-byte retry


def test_write_failure_in_process_leaves_nothing(tmp_path, monkeypatch) -> None:
    """The same without a mount: every gzip write fails with ENOSPC after the first bytes."""
    import errno
    import gzip

    from pt2tui.runner import bundle

    rd = _run_dir_from_sample(tmp_path)
    real = gzip.GzipFile.write

    def full(self, data):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(gzip.GzipFile, "write", full)
    out = tmp_path / "out"
    with pytest.raises(bundle.BundleWriteError, match="the disk is full"):
        bundle.write_bundle(str(rd), str(out))
    assert list(out.iterdir()) == []
    monkeypatch.setattr(gzip.GzipFile, "write", real)
    tar, md = bundle.write_bundle(str(rd), str(out))
    assert tar.name.endswith("-bundle.tar.gz") and "-2" not in tar.name and md.stat().st_size > 0
    assert sorted(p.name for p in out.iterdir()) == sorted([tar.name, md.name])


@pytest.mark.parametrize("sibling", ["null", "[1, 2]", '"text"', '{"parent": ["x"]}', '{"parent": 3}'])
def test_an_odd_sibling_run_json_is_ignored(tmp_path, sibling) -> None:
    rd = _run_dir_from_sample(tmp_path)
    sib = rd.parent / "20260101-000001-other"
    sib.mkdir()
    (sib / "run.json").write_text(sibling)
    r = _pt2tui("bundle", str(rd), "-o", str(tmp_path / "out"))
    assert r.returncode == 0, r.stderr


@pytest.mark.parametrize("field", ['"env": ["A=1", "B"]', '"env": "A=1"', '"argv": "python x.py"',
                                   '"argv": [1, null]', '"user_env": [1]'])  # fmt: skip
def test_odd_fields_of_the_run_json_never_crash(tmp_path, field) -> None:
    import json

    rd = _run_dir_from_sample(tmp_path)
    info = json.loads((rd / "run.json").read_text())
    key, val = field.split(": ", 1)
    info[json.loads(key)] = json.loads(val)
    (rd / "run.json").write_text(json.dumps(info))
    r = _pt2tui("bundle", str(rd), "-o", str(tmp_path / "out"))
    assert r.returncode == 0, r.stderr
