"""The native module of pt2tui (pt2tui/core/parse/_scan.c and the _native/*.h it includes):
the TORCH_TRACE scanner, the records it builds, md5 of payloads, profiler events, one JSON
tokenizer.

Optional: when it cannot be built (no C compiler), pt2tui installs anyway, says so once, and
parses with its pure-Python code, which gives the same records, only slower
(``pt2tui --version`` says which path runs).
"""

import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

HEADERS = [
    f"pt2tui/core/parse/_native/{h}"
    for h in ("json.h", "md5.h", "md5_many.h", "record.h", "events.h", "columns.h", "rows.h", "prescan.h",
              "slotted.h", "artifacts.h")
]


class OptionalBuildExt(build_ext):
    """build_ext that never fails the install: a failed build is one line, then pure Python."""

    def run(self):
        try:
            super().run()
        except Exception as e:  # noqa: BLE001 - no compiler at all (distutils errors vary)
            self._said(e)

    def build_extension(self, ext):
        try:
            super().build_extension(ext)
        except Exception as e:  # noqa: BLE001 - a compiler error
            self._said(e)

    def _said(self, e):
        if getattr(self, "_told", False):
            return
        self._told = True
        print(
            f"pt2tui: the native module was not built ({type(e).__name__}: {e}); pt2tui works "
            "without it, in pure Python (same results, slower). Install gcc or clang and "
            "reinstall for the fast path.",
            file=sys.stderr,
        )


setup(
    ext_modules=[
        Extension(
            "pt2tui.core.parse._scan",
            ["pt2tui/core/parse/_scan.c"],
            depends=HEADERS,
            extra_compile_args=["-O2"],
        )
    ],
    cmdclass={"build_ext": OptionalBuildExt},
)
