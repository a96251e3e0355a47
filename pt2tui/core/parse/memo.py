"""What is parsed from a text, kept by that text: the same text comes again and again (a
traceback in every compile a failure repeats, a graph break's text each time its frame
recompiles)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class TextMemo(Generic[T]):
    """``parse(text)``, kept by ``text``: emptied when it holds ``max_texts`` texts or would
    hold over ``max_chars`` characters (a text longer than that is not kept). For texts of any
    length (a failure's traceback of 100 kB, the same in every compile that fails alike). Keyed
    by the text itself: only an identical text shares an answer, and what ``parse`` returns
    must not be changed (it is shared)."""

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
