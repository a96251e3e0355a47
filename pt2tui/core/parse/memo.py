"""What is parsed from a text, kept by that text: the same text comes again and again (a
traceback in every compile a failure repeats, a graph break's text each time its frame
recompiles)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


def by_text(cache: dict[str, T], limit: int, text: str, parse: Callable[[str], T]) -> T:
    """``parse(text)``, kept in ``cache`` by ``text``; the cache is emptied when it holds
    ``limit`` texts (what ``parse`` returns must be immutable: it is shared)."""
    got = cache.get(text)
    if got is None:
        got = parse(text)
        if len(cache) >= limit:
            cache.clear()
        cache[text] = got
    return got


class TextMemo(Generic[T]):
    """``by_text`` bounded by the characters it holds as well as by the texts: for texts of any
    length (a failure's traceback of 100 kB, the same in every compile that fails alike). Keyed
    by the text itself: only an identical text shares an answer."""

    __slots__ = ("answers", "chars", "max_texts", "max_chars")

    def __init__(self, max_texts: int, max_chars: int) -> None:
        self.answers: dict[str, T] = {}
        self.chars = 0
        self.max_texts = max_texts
        self.max_chars = max_chars

    def get(self, text: str, parse: Callable[[str], T]) -> T:
        answers = self.answers
        got = answers.get(text)
        if got is None:
            got = parse(text)
            if len(text) > self.max_chars:
                return got
            if len(answers) >= self.max_texts or self.chars + len(text) > self.max_chars:
                answers.clear()
                self.chars = 0
            answers[text] = got
            self.chars += len(text)
        return got
