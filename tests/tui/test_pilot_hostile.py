"""Hostile input under Pilot: markup and terminal escapes in names and payloads are shown
literally (escapes stand out), never interpreted, and copying gives the exact bytes."""

from __future__ import annotations

from conftest import HOSTILE, screen_segments, screen_text, wait_idle
from conftest import open_app as _open_app


async def open_app(path: str, size=(100, 32)):
    return await _open_app(path, size)


# -- hostile input: markup and terminal escapes are shown literally, never interpreted ------
ESC = "\x1b"


def _no_raw_controls(app) -> None:
    for seg in screen_segments(app):
        assert ESC not in seg and "\x07" not in seg and "\u202e" not in seg, repr(seg)


async def test_hostile_payload_is_shown_literally():
    app, pilot, ctx = await open_app(str(HOSTILE), size=(140, 36))
    try:
        _no_raw_controls(app)
        text = "\n".join(screen_text(app))
        assert "evil[/]\\x1b[2Jname" in text  # co_name in the tree, literal
        await pilot.press("2")
        await wait_idle(app, pilot)
        view = app.detail.current_view()
        shown = "\n".join(view.visible_text())
        assert "[bold red]x[/]" in shown
        assert "\\x1b]52;c;SGVsbG8=\\x07" in shown
        assert "\\x1b[2J\\x1b[31mred \\u202eevil" in shown
        _no_raw_controls(app)
        # the escapes stand out (reverse video), the markup text is not styled by it
        line = next(i for i, p in enumerate(view.doc.plain) if "SGVsbG8" in p)
        assert any(
            sp.style == "reverse" or "reverse" in str(sp.style) for sp in view.doc.lines[line].spans
        )
        # copying gives the exact payload (OSC 52 is base64: nothing reaches the terminal raw)
        await pilot.press("y")
        assert "\x1b]52;c;SGVsbG8=\x07" in app.clipboard
        for key in ("b", "l", "p", "c", "5", "9"):
            await pilot.press(key)
            await wait_idle(app, pilot)
            _no_raw_controls(app)
        await pilot.press("b")
        await wait_idle(app, pilot)
        assert "[bold red]x[/]" in "\n".join(screen_text(app))
        await pilot.press("l")
        await wait_idle(app, pilot)
        assert "plain output [bold red]x[/] \\x1b]52" in "\n".join(screen_text(app))
        await pilot.press("c", "5")  # no torch_compile_debug dir here
        await wait_idle(app, pilot)
        assert "rerun with TORCH_COMPILE_DEBUG=1" in " ".join(app.detail.current_view().doc.plain)
    finally:
        await ctx.__aexit__(None, None, None)


async def test_hostile_names_in_palette_are_not_markup():
    app, pilot, ctx = await open_app(str(HOSTILE))
    try:
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"evil")
        await pilot.pause(0.5)
        _no_raw_controls(app)
        await pilot.press("escape")
    finally:
        await ctx.__aexit__(None, None, None)
