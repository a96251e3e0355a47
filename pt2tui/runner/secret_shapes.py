"""Secrets found by their shape or their place, whatever their value (runner/redact.py uses it).

* token shapes: ``hf_...``, ``ghp_/gho_/ghu_/ghs_/ghr_...``, ``github_pat_...``, ``AKIA/ASIA...``,
  ``sk-...`` (OpenAI, Anthropic), ``xox?-`` / ``xapp-`` (Slack), ``glpat-`` (GitLab), ``AIza...``
  and ``ya29.`` (Google), ``npm_...``, JWTs (``eyJ...eyJ...``);
* places: private key blocks (PEM, OpenSSH; a block cut short too), the value of an
  ``Authorization:``-like header (``X-Api-Key``, ``Cookie`` ...), a ``Bearer`` token, the password
  of a ``scheme://user:pw@host`` URL, the value after a name like ``password``, ``secret``,
  ``api_key``, ``access_token`` (``password=x``, ``aws_secret_access_key = x``,
  ``"password": "x"``), the value of an upper-case variable named like a secret
  (``AWS_SECRET_ACCESS_KEY=x``, ``WANDB_API_KEY=x``).

Every pattern begins with a literal (Python's ``re`` then skips to it at memchr speed: a 200 MB
trace is searched in seconds); case-insensitive ones search an ASCII-lowered copy (same offsets).
A word boundary before a match is checked in code (``\\b`` first would lose the fast skip).
``find_spans`` returns (start, end, label) of each secret, overlaps merged.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_NOT_DONE = r"(?!\[redacted)"  # a value already replaced is not counted again
_ESC_NL = r"(?:\\[nr]|[\r\n])"  # a newline, or one escaped inside a JSON string (a trace)
_LOWER = str.maketrans({chr(c): chr(c + 32) for c in range(65, 91)})


@dataclass(frozen=True)
class Rule:
    label: str
    rx: re.Pattern
    lower: bool = False  # searched in the ASCII-lowered text
    boundary: bool = True  # the char before the match is no letter, digit or _
    upper_before: bool = False  # ... or may be an upper-case letter, digit or _ (a variable name)


def _shape(name: str, rx: str) -> Rule:
    return Rule(f"a token shaped {name}...", re.compile(f"(?P<v>{rx})"))


SHAPES = (
    _shape("hf_", r"hf_[A-Za-z0-9]{20,}"),
    *(_shape("ghp_", f"gh{c}_[A-Za-z0-9]{{20,}}") for c in "pousr"),
    _shape("github_pat_", r"github_pat_[A-Za-z0-9_]{20,}"),
    _shape("AKIA", r"AKIA[0-9A-Z]{16}(?![0-9A-Za-z])"),
    _shape("AKIA", r"ASIA[0-9A-Z]{16}(?![0-9A-Za-z])"),
    _shape("sk-", r"sk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,}"),
    _shape("xox", r"xox[abposre]-[A-Za-z0-9-]{10,}"),
    _shape("xox", r"xapp-[A-Za-z0-9-]{10,}"),
    _shape("glpat-", r"glpat-[A-Za-z0-9_-]{20,}"),
    _shape("eyJ", r"eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*"),  # a JWT
    _shape("AIza", r"AIza[0-9A-Za-z_-]{30,}"),
    _shape("ya29.", r"ya29\.[0-9A-Za-z_-]{20,}"),
    _shape("npm_", r"npm_[A-Za-z0-9]{36}(?![A-Za-z0-9])"),
)

_HEADER = "an Authorization-like header"
_NAMED = "a value named like a secret"
_VALUE_END = r"[^\s\"'\\,;&)\]}]"


def _places() -> tuple[Rule, ...]:
    rules = [
        Rule("a private key block", re.compile(
            r"(?P<v>-----BEGIN (?P<kind>[A-Z0-9 ]*)PRIVATE KEY( BLOCK)?-----"
            r"(?:.{0,65536}?-----END (?P=kind)PRIVATE KEY( BLOCK)?-----"
            r"|(?:" + _ESC_NL + r"(?:[A-Za-z0-9+/=]{3,}(?=\\[nr]|[\r\n\"]|\Z)|[A-Za-z-]+: [^\r\n\\]*))*))", re.S), boundary=False),  # fmt: skip
        Rule("a Bearer token", re.compile(r"bearer\s+" + _NOT_DONE + r"(?P<v>[a-z0-9._~+/-]{8,}=*)"), lower=True),
        Rule("a password in a URL", re.compile(
            r"://[^\s:/@\"'<>\\]*:" + _NOT_DONE + r"(?P<v>[^\s@/\"'<>\\]+)@"), boundary=False),  # fmt: skip
    ]
    for h in ("authorization", "x-api-key", "api-key", "x-auth-token", "x-amz-security-token",
              "private-token", "x-goog-api-key", "cookie"):  # fmt: skip
        rules.append(Rule(_HEADER, re.compile(
            h + r"[\"']?\s*[:=]\s*[\"']?" + _NOT_DONE + r"(?P<v>(?:(?!" + _ESC_NL + r")[^\"'\r\n])+)"),
            lower=True, boundary=h != "api-key"))  # fmt: skip
    for n in ("password", "passwd", "passphrase", "secret", "api_key", "api-key", "apikey",
              "access_key", "access-key", "access_token", "auth_token", "refresh_token",
              "private_key"):  # fmt: skip
        rules.append(Rule(_NAMED, re.compile(
            n + r"[a-z0-9_-]*[\"']?\s*[:=]\s*(?:\\?[\"'])?" + _NOT_DONE + f"(?P<v>{_VALUE_END}{{3,}})"),
            lower=True, boundary=False))  # fmt: skip
    for w in ("TOKEN", "SECRET", "KEY", "PASSWORD", "PASSWD", "CREDENTIAL", "AUTH"):
        rules.append(Rule(_NAMED, re.compile(
            w + r"[A-Z0-9_]*=(?:\\?[\"'])?" + _NOT_DONE + r"(?P<v>[^\s\"'\\]{6,})"),
            upper_before=True))  # fmt: skip
    return tuple(rules)


PLACES = _places()
RULES = PLACES + SHAPES  # places first: a header's whole value is one secret, counted once


def _word(c: str) -> bool:
    return c.isalnum() or c == "_"


def find_spans(text: str) -> list[tuple[int, int, str]]:
    """(start, end, label) of every secret in ``text``, sorted, overlaps merged into the first."""
    low: str | None = None
    found: list[tuple[int, int, str]] = []
    for rule in RULES:
        if rule.lower:
            low = text.translate(_LOWER) if low is None else low
            src = low
        else:
            src = text
        for m in rule.rx.finditer(src):
            s = m.start()
            if s and (rule.boundary or rule.upper_before):
                c = text[s - 1]
                if rule.upper_before:
                    if c.islower():
                        continue
                elif _word(c):
                    continue
            a, b = m.span("v")
            if b > a:
                found.append((a, b, rule.label))
    found.sort()
    merged: list[tuple[int, int, str]] = []
    for a, b, label in found:
        if merged and a < merged[-1][1]:
            pa, pb, pl = merged[-1]
            merged[-1] = (pa, max(pb, b), pl)
        else:
            merged.append((a, b, label))
    return merged
