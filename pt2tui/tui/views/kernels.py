"""The Kernels view: each Triton kernel of the run (its compile, FX nodes, user lines, time,
metadata, launches) and the kernel-level findings; Enter on a kernel shows its IR stages side
by side (render/views/kernels.py); Enter on a launch shape starts a kernel-repro at its first
launch (``--launch N``; the rerun's confirmation shows the command). The trace and the Triton
cache are read in a thread worker when the view is first shown for a run path (sources/kernels.py)."""

from __future__ import annotations

from typing import Any

from textual import on
from textual.app import ComposeResult

from ...core.model import Run
from ...render.doc import message_doc
from ...render.views.kernels import kernel_doc, kernels_doc
from ..widgets.textview import TextView
from .read_on_show import ReadOnShow
from .table import Jump


class KernelsView(ReadOnShow):
    DEFAULT_CSS = "KernelsView { height: 1fr; } KernelsView > TextView { height: 1fr; }"
    DOC_ID = "kernels-doc"
    WHAT = "the kernel level"

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.level = None
        self.kernel: str | None = None  # the kernel shown (None: the list)
        self.focus: tuple[str, int] | None = None  # an IR line of it: (stage, line)

    def compose(self) -> ComposeResult:
        yield TextView(message_doc("Kernels: the run's Triton trace and cache are read when this view is shown."),
                       id="kernels-doc")  # fmt: skip

    def load(self, path: str, run: Run):
        from ...sources.kernels import load_level

        return load_level(path, run, code=True)

    def _apply(self, level) -> None:
        self.level = level
        self._show()

    def _show(self) -> None:
        if self.kernel is not None and self.level is not None:
            from ...sources.kernels import read_stage

            self.view.show(kernel_doc(self.level, self.kernel, read_stage, focus=self.focus))
        else:
            self.view.show(kernels_doc(self.level))

    @on(TextView.Activated, "#kernels-doc")
    def _activated(self, event: TextView.Activated) -> None:
        event.stop()
        t = event.target
        if isinstance(t, tuple) and t and t[0] == "kernel" and len(t) == 2:
            self.kernel, self.focus = t[1], None
            self._show()
        elif isinstance(t, tuple) and len(t) == 4 and t[0] == "ir":  # an IR line: its lines elsewhere
            self.kernel, self.focus = t[1], (t[2], t[3])
            self._show()
        elif isinstance(t, tuple) and t and t[0] == "code" and len(t) == 2:  # its compile's code
            self.post_message(Jump(t[1], tab="code"))
        elif isinstance(t, tuple) and len(t) == 3 and t[0] == "kernel-repro":  # a launch: its repro
            from ...runner.kernel_repro import KERNEL_ENV, LAUNCH_ENV

            app: Any = self.app
            app.reruns.start_recipe("kernel-repro", extra_env={KERNEL_ENV: t[1], LAUNCH_ENV: str(t[2])})
        elif t == ("kernels",):
            self.kernel = None
            self._show()
        else:
            self.post_message(Jump(t))

    def current_view(self) -> TextView:
        return self.view

    def focus_main(self) -> None:
        self.refresh_view()
        self.view.focus()
