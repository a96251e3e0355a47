"""`output.log` of `pt2tui run`: the program's stdout and stderr as they came.

Each line is tagged with its stream and the time it was read::

    E 04:57:27.123456|[rank0]:V1122 04:57:27.120000 4242 torch/_dynamo/...] [0/0] [__graph_breaks] ...
    O 04:57:27.200001|loss 0.25

The untagged text of each stream is TORCH_LOGS text / process output: it is parsed by one
``LogTextParser`` per stream, and message line numbers are mapped back to output.log lines.
"""

from __future__ import annotations

import dataclasses
from array import array

from .logtext import LogTextParser
from .types import LogMessage

STREAMS = {b"O": "stdout", b"E": "stderr"}
TAG_LEN = len(b"E 04:57:27.123456|")


def tag_line(stream: str, hhmmss: str, text: bytes) -> bytes:
    """One output.log line (text without its newline)."""
    return b"%s %s|%s\n" % (b"O" if stream == "stdout" else b"E", hhmmss.encode(), text)


class OutputLogParser:
    def __init__(self, source: str) -> None:
        self.source = source
        self._buf = bytearray()
        self._lineno = 0
        self._parsers = {s: LogTextParser(source, stream=s) for s in STREAMS.values()}
        self._map = {s: array("L") for s in STREAMS.values()}  # stream line k -> output.log line

    def feed(self, data: bytes, eof: bool = False) -> list[LogMessage]:
        self._buf += data
        buf = self._buf
        out: list[LogMessage] = []
        start = 0
        while True:
            nl = buf.find(b"\n", start)
            if nl < 0:
                break
            self._line(bytes(buf[start : nl + 1]), out)
            start = nl + 1
        del buf[:start]
        if eof:
            if buf:
                self._line(bytes(buf) + b"\n", out)
                buf.clear()
            for s, p in self._parsers.items():
                out.extend(self._fix(s, p.feed(b"", eof=True)))
        return out

    def _line(self, raw: bytes, out: list[LogMessage]) -> None:
        self._lineno += 1
        stream = STREAMS.get(raw[:1])
        if stream is None or raw[1:2] != b" " or raw[TAG_LEN - 1 : TAG_LEN] != b"|":
            stream, text = "stderr", raw  # not tagged: keep it, as process output
        else:
            text = raw[TAG_LEN:]
        self._map[stream].append(self._lineno)
        out.extend(self._fix(stream, self._parsers[stream].feed(text)))

    def _fix(self, stream: str, msgs: list[LogMessage]) -> list[LogMessage]:
        m = self._map[stream]
        return [dataclasses.replace(x, line=m[x.line - 1]) if 0 < x.line <= len(m) else x for x in msgs]
