"""Program output as it arrives: a thread-safe sink and a TextView that grows at the end.

``OutputSink`` is the ``on_line`` callback of a child process: reader threads turn each line
into a safe ``Text`` and queue it (bounded); the UI is told once per batch (coalesced) and
drains the queue into a ``StreamView``. The view keeps at most ``max_lines`` lines (the oldest
go first), follows the end while its cursor is on the last line, and otherwise stays where
the user put it.
"""

from __future__ import annotations

import re
import threading
from collections import deque
from collections.abc import Callable

from rich.text import Text

from ...render.doc import Doc
from ...render.safe import safe_line
from ...render.text_layout import wrap_offsets
from .textview import TextView

MAX_LINES = 100_000
MAX_LINE_CHARS = 4000
_GLOG = re.compile(r"^(?:\[rank\d+\]:)?[VI]\d{4} ")
STDERR_STYLE = "#d7af87"  # tracebacks and warnings: warm, readable
LOG_STYLE = "#8a8a8a"  # TORCH_LOGS info/debug lines on stderr: quieter


def output_text(stream: str, line: bytes | str) -> Text:
    """One line of program output as a safe Text (control characters made visible)."""
    s = line.decode("utf-8", errors="backslashreplace") if isinstance(line, bytes) else line
    if len(s) > MAX_LINE_CHARS:
        s = s[:MAX_LINE_CHARS] + f"… (+{len(s) - MAX_LINE_CHARS} characters)"
    style = ""
    if stream == "stderr":
        style = LOG_STYLE if _GLOG.match(s) else STDERR_STYLE
    t = safe_line(s, style)
    t.end = ""
    t.no_wrap = True
    return t


class OutputSink:
    """``on_line(stream, bytes)`` for reader threads; ``drain()`` on the UI thread."""

    def __init__(self, notify: Callable[[], object], maxlen: int = MAX_LINES) -> None:
        self._notify = notify
        self._lock = threading.Lock()
        self._pending: deque[Text] = deque(maxlen=maxlen)
        self._scheduled = False
        self.total = 0  # lines seen
        self.by_stream: dict[str, int] = {}

    def __call__(self, stream: str, line: bytes) -> None:
        text = output_text(stream, line)
        with self._lock:
            self._pending.append(text)
            self.total += 1
            self.by_stream[stream] = self.by_stream.get(stream, 0) + 1
            schedule = not self._scheduled
            self._scheduled = True
        if schedule:
            try:
                self._notify()
            except Exception:  # the app is gone
                pass

    def drain(self) -> list[Text]:
        with self._lock:
            items = list(self._pending)
            self._pending.clear()
            self._scheduled = False
        return items


class StreamView(TextView):
    """A TextView that only grows at the end, bounded to ``max_lines`` lines."""

    def __init__(self, *, max_lines: int = MAX_LINES, name: str = "output",
                 id: str | None = None, classes: str | None = None) -> None:  # fmt: skip
        doc = Doc([], name=name, gutter=False, wrap=False, key=("stream", name))
        super().__init__(doc, id=id, classes=classes)
        self.max_lines = max_lines
        self.dropped = 0  # lines let go from the top

    @property
    def at_end(self) -> bool:
        return self.line_count == 0 or self.cursor >= self.line_count - 1

    def append_lines(self, texts: list[Text]) -> None:
        if not texts:
            return
        follow = self.at_end
        doc = self.doc
        start = len(doc.lines)
        doc.lines.extend(texts)
        plains = [t.plain for t in texts]
        self._plain.extend(plains)
        over = len(doc.lines) - self.max_lines
        if over > 0:
            # let go of a tenth more than needed, so this O(n) step is rare
            k = min(len(doc.lines), over + self.max_lines // 10)
            self._drop(k)
        else:
            self._max_width = max(self._max_width, max(map(len, plains)))
            if self.wrap and self._rows is not None and self._line_row is not None:
                width = self._wrap_width
                rows = self._rows
                for i, plain in enumerate(plains, start):
                    self._line_row.append(len(rows))
                    starts = wrap_offsets(plain, width)
                    for j, s in enumerate(starts):
                        e = starts[j + 1] if j + 1 < len(starts) else len(plain)
                        rows.append((i, s, e))
            if self._query:
                self._find_from(start)
        self._gen += 1
        self._update_virtual_size()
        if follow:
            self.cursor = self.line_count - 1
            if self.is_mounted:
                self._to_end()
                self.call_after_refresh(self._to_end)  # once the new virtual size is laid out
        self.refresh()

    def _to_end(self) -> None:
        if self.at_end:
            y = max(0, self.row_count - self.scrollable_content_region.height)
            self.scroll_to(y=y, animate=False, immediate=True)

    def _drop(self, k: int) -> None:
        del self.doc.lines[:k]
        del self._plain[:k]
        self.dropped += k
        self._max_width = max(map(len, self._plain), default=0)
        self._rows = None
        self._line_row = None
        self._wrap_width = 0
        self._cache.clear()
        self.cursor = max(0, self.cursor - k)
        if self._anchor is not None:
            self._anchor = max(0, self._anchor - k)
        if self.is_mounted and not self.wrap:
            self.scroll_to(y=max(0, self.scroll_offset.y - k), animate=False, immediate=True)
        if self._query:
            self._find(self._query, move=False)

    def _find_from(self, start: int) -> None:
        """Add the matches of the current query in lines ``start`` and after."""
        q = self._query
        fold = q == q.lower()
        q = q.lower() if fold else q
        n = len(q)
        for i in range(start, len(self._plain)):
            plain = self._plain[i]
            hay = plain.lower() if fold else plain
            pos = hay.find(q)
            while pos >= 0:
                self._by_line.setdefault(i, []).append((pos, pos + n, len(self._matches)))
                self._matches.append((i, pos, pos + n))
                pos = hay.find(q, pos + max(1, n))

    def clear_lines(self) -> None:
        self.show(Doc([], name=self.doc.name, gutter=False, wrap=self.wrap, key=self.doc.key))
