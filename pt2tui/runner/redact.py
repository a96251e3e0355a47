"""What ``pt2tui bundle`` must not put in an archive meant for a public issue: secrets, and raw
terminal escapes (``cat bundle.md`` would run them).

Secrets are found three ways, and every text the bundle writes is redacted of all of them:

* the values of environment variables whose names look secret (TOKEN, SECRET, KEY, PASSWORD,
  CREDENTIAL, AUTH ...): of the environment ``bundle`` runs in and of the run's run.json;
* the values after argv flags with such names (``--hf-token X``, ``--api-key=X``);
* by their shape or place, whatever their value (runner/secret_shapes.py): token shapes of
  the common cloud and CI services, private key blocks, Authorization-like headers and Bearer
  tokens, URL passwords, values after names like ``password``/``secret``/``api_key`` and after
  upper-case variables named like secrets (``AWS_SECRET_ACCESS_KEY=x``), set in whatever shell.

``Redactor.counts`` says what was redacted and how often (by name, never the value).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping

from .secret_shapes import find_spans

SECRET_NAME = re.compile(r"TOKEN|SECRET|KEY|PASSWORD|PASSWD|PASSPHRASE|CREDENTIAL|AUTH|COOKIE|SESSION", re.I)
MIN_SECRET = 8  # shorter values (``1``, ``true``, ``default``) would redact half the text
# CSI, OSC (to BEL or ST), other ESC sequences, C0 controls but TAB and newline, DEL, C1 controls
ESCAPES = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[P^_][^\x1b]*(?:\x1b\\)?"
    r"|\x1b[ -/]*[0-~]?|[\x00-\x08\x0b-\x1f\x7f\x80-\x9f]"
)


def strip_escapes(text: str) -> tuple[str, int]:
    """``text`` without terminal escapes and control characters (TAB and newline kept)."""
    return ESCAPES.subn("", text)


def secret_env(env: Mapping[str, object]) -> dict[str, str]:
    """The variables of ``env`` whose names look secret and whose values are long enough."""
    out = {}
    for k, v in env.items():
        if isinstance(k, str) and isinstance(v, str) and SECRET_NAME.search(k) and len(v) >= MIN_SECRET:
            out[k] = v
    return out


def secret_argv(argv: Iterable[object]) -> dict[str, str]:
    """``{"--hf-token": value}`` for the flags of ``argv`` whose names look secret."""
    out: dict[str, str] = {}
    args = [a for a in argv if isinstance(a, str)]
    for i, a in enumerate(args):
        if not a.startswith("-"):
            continue
        flag, eq, val = a.partition("=")
        if not SECRET_NAME.search(flag.lstrip("-")):
            continue
        if not eq:
            val = args[i + 1] if i + 1 < len(args) and not args[i + 1].startswith("-") else ""
        if len(val) >= MIN_SECRET:
            out[flag] = val
    return out


class Redactor:
    def __init__(self, envs: Iterable[Mapping[str, object]] = (), argvs: Iterable[Iterable[object]] = ()) -> None:
        values: dict[str, str] = {}  # value -> label
        for env in envs:
            for k, v in secret_env(env).items():
                values.setdefault(v, f"${k}")
        for argv in argvs:
            for flag, v in secret_argv(argv).items():
                values.setdefault(v, f"argv {flag}")
        self.values = values
        # the longest first: a value that holds another is redacted whole
        alts = sorted(values, key=len, reverse=True)
        self._values = re.compile("|".join(re.escape(v) for v in alts)) if alts else None
        self.counts: Counter[str] = Counter()
        self.escapes = 0

    def text(self, text: str, *, escapes: bool = True) -> str:
        """``text`` redacted (and without terminal escapes unless ``escapes=False``)."""
        if self._values is not None:
            text = self._values.sub(self._value, text)
        spans = find_spans(text)
        if spans:
            out, last = [], 0
            for a, b, label in spans:
                self.counts[label] += 1
                out += (text[last:a], f"[redacted {label}]")
                last = b
            out.append(text[last:])
            text = "".join(out)
        if escapes:
            text, n = strip_escapes(text)
            self.escapes += n
        return text

    def bytes(self, data: bytes) -> bytes:
        """Bytes redacted as text (undecodable bytes kept as they are); escapes kept (a trace)."""
        text = data.decode("utf-8", "surrogateescape")
        out = self.text(text, escapes=False)
        return data if out == text else out.encode("utf-8", "surrogateescape")

    def _value(self, m: re.Match) -> str:
        label = self.values[m.group(0)]
        self.counts[label] += 1
        return f"[redacted {label}]"

    def report(self) -> list[str]:
        """The lines of bundle.md that say what was redacted and how often."""
        lines = ["## Redacted\n"]
        if not self.counts and not self.escapes:
            lines.append("Nothing secret found (environment variables named like TOKEN, SECRET, KEY, "
                         "PASSWORD, CREDENTIAL, AUTH; argv values after such flags; token shapes; "
                         "private keys, Authorization headers, URL passwords, password=/secret= "
                         "values); no terminal escapes.\n")  # fmt: skip
            return lines
        total = sum(self.counts.values())
        if total:
            lines.append(f"pt2tui bundle replaced {total} secret value(s) in this file and the archive:\n")
            for label, n in sorted(self.counts.items()):
                lines.append(f"- {label}: {n}")
            lines.append("")
        if self.escapes:
            lines.append(f"{self.escapes} terminal escape sequence(s) or control character(s) stripped.\n")
        return lines
