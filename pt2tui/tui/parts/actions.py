"""Copy (OSC 52), save (asks before overwriting) and open in $EDITOR, for the App."""

from __future__ import annotations

import os
import subprocess
from typing import Any

from textual.app import SuspendNotSupported

from ...render.artifacts import artifact_lang
from ...render.views.recompiles import find_source, not_found_words
from ..screens.dialogs import Confirm, PathPrompt
from ..widgets.textview import TextView
from .fileops import default_save_path, editor_command, write_new, write_temp


class FileActions:
    """Acts on ``self.app.current_view()`` (the text pane in front)."""
    """Copy, save and edit: the App's keys ``y``, ``s``, ``e`` call these."""

    def __init__(self, app: Any) -> None:
        self.app = app



    def _current_doc_name(self, view: TextView) -> tuple[Any, str]:
        """(compile id or None, artifact name) of what ``view`` shows."""
        app = self.app
        cid = None
        detail = app.detail
        if app.view == "explorer" and view is detail.current_view() and detail.compile is not None:
            cid = detail.compile.id
        return cid, view.doc.name or app.view

    def copy(self) -> None:
        view = self.app.current_view()
        if view is None or view.doc.message:
            self.app.say("nothing to copy here", "warning")
            return
        text = view.selected_text()
        what = "selection"
        if text is None:
            text = view.doc.text
            what = view.doc.name or "text"
        self.app.copy_to_clipboard(text)  # type: ignore[attr-defined]
        n = text.count("\n") + 1
        self.app.say(f"copied {what}: {n} lines, {len(text)} characters (OSC 52)")

    def save(self) -> None:
        view = self.app.current_view()
        if view is None or view.doc.message:
            self.app.say("nothing to save here", "warning")
            return
        text = view.doc.text
        cid, name = self._current_doc_name(view)
        app = self.app

        def chosen(path: str | None) -> None:
            if not path:
                return
            if os.path.exists(os.path.expanduser(path)):

                def confirmed(yes: bool | None) -> None:
                    if yes:
                        self._write(path, text, overwrite=True)

                app.push_screen(Confirm(f"{path} exists. Overwrite it?"), confirmed)
            else:
                self._write(path, text, overwrite=False)

        app.push_screen(PathPrompt(f"Save {name} to", default_save_path(cid, name)), chosen)

    def _write(self, path: str, text: str, *, overwrite: bool) -> None:
        try:
            written = write_new(path, text, overwrite=overwrite)
        except FileExistsError:
            self.app.say(f"{path} exists; not overwritten", "warning")
            return
        except OSError as e:
            self.app.say(f"cannot save {path}: {e.strerror or e}", "error")
            return
        self.app.say(f"saved {written}")

    def edit(self) -> None:
        """The source line under the cursor (stack frames, log lines), else the artifact
        (written to a temp file first), in $VISUAL / $EDITOR at the cursor line."""
        view = self.app.current_view()
        if view is None:
            return
        doc = view.doc
        ref = view.current_ref
        if ref is None and doc.raw is None and doc.refs:
            ref = doc.refs[min(doc.refs)]  # an overview: its first source location
        if ref is not None:
            path, line = ref
            found = find_source(path, self.app.run_model)  # recorded elsewhere: re-rooted here
            if found is not None:
                self.open_editor(found, line)
                return
            if doc.message or doc.raw is None:
                self.app.say(not_found_words(path, self.app.run_model), "warning")
                return
        if doc.message or not doc.lines or doc.raw is None:
            self.app.say("nothing to open here: choose a stack frame or an artifact", "warning")
            return
        cid, name = self._current_doc_name(view)
        lang = doc.lang
        app = self.app
        if lang is None and app.view == "explorer":
            art = app.detail.current_artifact()
            lang = artifact_lang(art) if art is not None else None
        stem = default_save_path(cid, name)[2:-4]
        self.open_editor(write_temp(doc.text, stem, lang), view.cursor + 1)

    def open_editor(self, path: str, line: int | None) -> None:
        app = self.app
        cmd = editor_command(path, line)
        try:
            with app.suspend():
                subprocess.call(cmd)
        except SuspendNotSupported:
            if app.is_headless:  # tests: run it anyway
                subprocess.call(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
            else:
                self.app.say("cannot suspend the terminal to run the editor here", "error")
                return
        except OSError as e:
            self.app.say(f"cannot run {cmd[0]}: {e.strerror or e}", "error")
            return
        app.refresh()
