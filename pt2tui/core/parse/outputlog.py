"""`output.log` of `pt2tui run`: the program's stdout and stderr as they came.

Each line is tagged with its stream and the time it was read::

    E 04:57:27.123456|[rank0]:V1122 04:57:27.120000 4242 torch/_dynamo/...] [0/0] [__graph_breaks] ...
    O 04:57:27.200001|loss 0.25

The untagged text of each stream is TORCH_LOGS text / process output: it is parsed by one
``LogTextParser`` per stream, and message line numbers are mapped back to output.log lines.
"""

from __future__ import annotations

from array import array

from .linefold import LineFold
from .logtext import LogTextParser, elided_message
from .types import LogMessage

STREAMS = {b"O": "stdout", b"E": "stderr"}
TAG_LEN = len(b"E 04:57:27.123456|")


def tag_line(stream: str, hhmmss: str, text: bytes) -> bytes:
    """One output.log line (text without its newline)."""
    return b"%s %s|%s\n" % (b"O" if stream == "stdout" else b"E", hhmmss.encode(), text)


class OutputLogParser:
    """output.log's lines, each to its stream's parser; the file is folded as one (linefold.py):
    what it leaves out is one message (on stdout) saying which lines."""

    def __init__(self, source: str) -> None:
        self.source = source
        self._fold = LineFold()
        self._parsers = {s: LogTextParser(source, stream=s, fold=False) for s in STREAMS.values()}
        self._map = {s: array("L") for s in STREAMS.values()}  # stream line k -> output.log line
        for s, p in self._parsers.items():
            p.number = self._map[s]

    def feed(self, data: bytes, eof: bool = False) -> list[LogMessage]:
        out: list[LogMessage] = []
        for item in self._fold.feed(data, eof):
            if type(item) is tuple:
                self._line(item[0], item[1], out)
            else:
                for p in self._parsers.values():
                    p.close_message(out)
                out.append(elided_message(item, self.source, "stdout"))
        if eof:
            for p in self._parsers.values():
                out.extend(p.feed(b"", eof=True))
        return out

    def _line(self, lineno: int, raw: bytes, out: list[LogMessage]) -> None:
        stream = STREAMS.get(raw[:1])
        if stream is None or raw[1:2] != b" " or raw[TAG_LEN - 1 : TAG_LEN] != b"|":
            stream, text = "stderr", raw  # not tagged: keep it, as process output
        else:
            text = raw[TAG_LEN:]
        self._map[stream].append(lineno)
        self._parsers[stream].line(text, out)
