"""Compile ids as torch and tlparse print them: [0/1], [0/1_2], [!3/0/1], [!3]; and the
compiles outside any frame that pt2tui numbers itself: "export 1", "aoti 1", "inductor 1"."""

from __future__ import annotations

import re
from dataclasses import dataclass

# compiles outside a Dynamo frame (torch.export, AOTInductor, Inductor called directly): torch
# gives their records no compile id (tlparse files them under [-/-]); pt2tui numbers them
GROUPS = ("export", "aoti", "inductor")
_GROUP_RE = re.compile(r"^(?P<group>export|aoti|inductor) ?(?P<n>\d+)$")
_CID_RE = re.compile(
    r"^\[?(?:!(?P<ca>\d+)(?:/|$))?(?:(?P<frame>\d+|-)/(?P<fcid>\d+|-))?(?:_(?P<attempt>\d+))?\]?$"
)


@dataclass(frozen=True, slots=True, order=True)
class CompileId:
    """One compile attempt of one frame, optionally inside a compiled-autograd graph."""

    frame_id: int | None
    frame_compile_id: int | None
    attempt: int = 0
    compiled_autograd_id: int | None = None
    # "export" | "aoti" | "inductor" for a compile outside any frame; its number (from 1) is
    # frame_compile_id, frame_id is None
    group: str | None = None

    def __str__(self) -> str:
        f, fc = self.frame_id, self.frame_compile_id
        if f is not None and fc is not None and self.compiled_autograd_id is None and self.group is None:
            return f"[{f}/{fc}_{self.attempt}]" if self.attempt else f"[{f}/{fc}]"  # (most: quick)
        if self.group is not None:
            return f"{self.group} {self.frame_compile_id}"
        if self.compiled_autograd_id is not None:
            inner = f"!{self.compiled_autograd_id}"
            if self.frame_id is not None or self.frame_compile_id is not None:
                inner += f"/{_part(self.frame_id)}/{_part(self.frame_compile_id)}"
        else:
            inner = f"{_part(self.frame_id)}/{_part(self.frame_compile_id)}"
        if self.attempt:
            inner += f"_{self.attempt}"
        return f"[{inner}]"

    @property
    def frame_key(self) -> tuple[int | None, int | None]:
        """Identifies the frame this compile belongs to (compiled autograd id, frame id); for
        compiles outside a frame (None, group): all exports are one "frame", all AOTI another."""
        if self.group is not None:
            return (None, self.group)  # type: ignore[return-value]
        return (self.compiled_autograd_id, self.frame_id)

    @property
    def sort_key(self) -> tuple[int, int, int, int, int]:
        return (
            0 if self.group is None else 1 + GROUPS.index(self.group),
            -1 if self.compiled_autograd_id is None else self.compiled_autograd_id,
            -1 if self.frame_id is None else self.frame_id,
            -1 if self.frame_compile_id is None else self.frame_compile_id,
            self.attempt,
        )

    @classmethod
    def from_envelope(cls, env: dict) -> CompileId | None:
        """Build from the flat fields of a TORCH_TRACE envelope; None when it names no compile."""
        frame_id = env.get("frame_id")
        fcid = env.get("frame_compile_id")
        ca = env.get("compiled_autograd_id")
        if frame_id is None and fcid is None and ca is None:
            return None
        attempt = env.get("attempt") or 0
        return cls(_int(frame_id), _int(fcid), _int(attempt) or 0, _int(ca))

    @classmethod
    def parse(cls, text: str) -> CompileId | None:
        """Parse "[0/1]", "0/1_2", "[!3/0/1]", "export 1"; None when the text is not a compile id."""
        g = _GROUP_RE.match(text.strip())
        if g is not None:
            return cls.outside(g.group("group"), int(g.group("n")))
        m = _CID_RE.match(text.strip())
        if not m or (m.group("ca") is None and m.group("frame") is None):
            return None
        return cls(
            _dash(m.group("frame")),
            _dash(m.group("fcid")),
            int(m.group("attempt") or 0),
            None if m.group("ca") is None else int(m.group("ca")),
        )

    @classmethod
    def outside(cls, group: str, number: int) -> CompileId:
        """The id of the number-th compile of a group outside any frame: ``export 1``."""
        return cls(None, number, 0, None, group)

    @property
    def is_frame_compile(self) -> bool:
        return self.group is None


def _part(v: int | None) -> str:
    return "-" if v is None else str(v)


def _dash(v: str | None) -> int | None:
    return None if v is None or v == "-" else int(v)


def _int(v: object) -> int | None:
    if v is None:
        return None
    try:
        return int(v)  # type: ignore[call-overload]
    except (TypeError, ValueError):
        return None
