"""The native fast path of the TORCH_TRACE parser (pt2tui/core/parse/_scan.c).

Optional: when it cannot be built (no C compiler), pt2tui installs anyway and parses with its
pure-Python code, which gives the same records, only slower.
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension("pt2tui.core.parse._scan", ["pt2tui/core/parse/_scan.c"], optional=True,
                  extra_compile_args=["-O2"])
    ]
)
