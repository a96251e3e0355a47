"""The commands' JSON (cli/jsonout.py) is byte for byte ``json.dumps(obj, indent=2, default=str)``:
orjson writes it where that is sure, the standard library everywhere else."""

from __future__ import annotations

import datetime
import enum
import json
import random
from dataclasses import dataclass
from pathlib import Path

import pytest
from conftest import SAMPLES

from pt2tui.cli import main
from pt2tui.cli.jsonout import dumps, plain
from pt2tui.core.analysis.summary import summary_dict
from pt2tui.sources.load import load_run


def _std(obj) -> str:
    return json.dumps(obj, indent=2, default=str)


class Color(enum.Enum):
    RED = 1


class Level(enum.IntEnum):
    HIGH = 3


class Name(str):
    pass


@dataclass
class Point:
    x: int


# (value, whether orjson may write it)
CASES = [
    ({}, True), ([], True), ({"a": [], "b": {}}, True), ([[], {}, [[]]], True), ("x", True), (7, True),
    (None, True), (True, True), (1.5, True), ((1, (2, 3)), True),
    ({"s": 'quote " backslash \\ newline \n tab \t bell \x07 nul \x00 del \x7f'}, True),
    ([0.0, -0.0, 1e16, 1.2345e22, 1e300, 5e-324 * 0, 0.0001, -0.0001, 123.456, 0.30000000000000004], True),
    ([2**63 - 1, -(2**63), 2**64 - 1], True),
    # written by the standard library
    ({"x": "é"}, True), ({"x": "\u2028 \ud7ff"}, True), ({"x": "😀"}, True),  # plain, but not ASCII
    ({"é ‘k’": ["\U00010000", "\U0010ffff", "\x7f\x80", "\ufeff"]}, True),
    ({"lone": "\udc80"}, True),  # (orjson refuses a lone surrogate: the standard library writes it)
    # many distinct characters, DEL among them, and one beyond the BMP next to others
    ({"many": "".join(chr(c) for c in range(0xE0, 0x100)) + "\x7f ’😀", "k\u2018": ["é\x7f", "\U0010ffff"]}, True),
    ({1: 2}, False), ({None: 1}, False), ({1.5: 2}, False),
    ([float("nan")], False), ([float("inf")], False), ([float("-inf")], False),
    ([1e-05], False), ([-9.99e-05], False), ([1.5e-07], False), ([5e-324], False),
    ([2**64], False), ([-(2**63) - 1], False), ([2**200], False),
    ([Color.RED], False), ([Level.HIGH], False), ([Name("n")], False), ({"p": Point(1)}, False),
    ([datetime.date(2026, 1, 2)], False), ([{1, 2}], False), ([b"bytes"], False), ([object], False),
    ({"deep": [{"deeper": [1e-9]}]}, False),
]


@pytest.mark.parametrize("value,fast", CASES, ids=[repr(v)[:40] for v, _ in CASES])
def test_same_bytes_as_the_standard_library(value, fast):
    assert plain(value) is fast
    assert dumps(value) == _std(value)


def test_what_the_standard_library_refuses_is_refused():
    for bad in ({(1, 2): 3}, {"a": [{(1,): 2}]}):
        with pytest.raises(TypeError):
            dumps(bad)


def _random(rng: random.Random, depth: int = 0):
    k = rng.randrange(9 if depth < 4 else 5)
    if k == 0:
        return rng.choice(["", "a", "ü", "x\ny", '"', "[1/0]", "‘kernel’", "😀 \U0010ffff", "\x7f", "\u2028 \ud7ff"])
    if k == 1:
        return rng.choice([None, True, False])
    if k == 2:
        return rng.randrange(-(2**70), 2**70) >> rng.randrange(70)
    if k in (3, 4):  # every magnitude, rounded as the summary rounds
        v = rng.random() * 10.0 ** rng.randint(-12, 20) * rng.choice((1, -1))
        return round(v, rng.randint(0, 9)) if rng.random() < 0.5 else v
    if k in (5, 6):
        return [_random(rng, depth + 1) for _ in range(rng.randrange(4))]
    if k == 7:
        return tuple(_random(rng, depth + 1) for _ in range(rng.randrange(3)))
    return {f"k{i}": _random(rng, depth + 1) for i in range(rng.randrange(4))}


def test_random_documents():
    rng = random.Random(49)
    fast = 0
    for _ in range(3000):
        v = _random(rng)
        fast += plain(v)
        assert dumps(v) == _std(v), v
    assert 300 < fast < 2900  # both ways taken


@pytest.mark.parametrize("name", ["collectives_diverge", "two_processes", "restart_once", "compile_error",
                                  "recompile_limit", "aoti_cpu", "crash_in_backend"])  # fmt: skip
def test_real_summaries_go_the_quick_way(name, capsys):
    path: Path = SAMPLES / name
    if not path.exists():
        pytest.skip(f"{name} is not here")
    d = summary_dict(load_run(str(path)), str(path))
    assert plain(d)  # a summary holds nothing the standard library would write otherwise
    assert dumps(d) == _std(d)
    assert main(["summary", str(path), "--json", "--jobs", "1"]) == 0
    assert json.loads(capsys.readouterr().out) == json.loads(_std(d))
