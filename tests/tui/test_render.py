"""Unit tests of the pieces under the TUI: safe text, highlighting, labels, wrapping, keys."""

from __future__ import annotations

import pytest
from conftest import sample
from hypothesis import given
from hypothesis import strategies as st
from rich.cells import cell_len
from rich.console import Console

from pt2tui.render.artifacts import artifact_labels, variants, why_empty
from pt2tui.render.code import embedded_blocks, highlight_lines
from pt2tui.render.doc import plain_doc
from pt2tui.render.safe import display_lines, safe_line, safe_text, sanitize
from pt2tui.tui.keys import load_keymap
from pt2tui.tui.parts.fileops import cid_for_filename, default_save_path, editor_command, write_new
from pt2tui.tui.widgets.textview import wrap_offsets

HOSTILE = "[bold red]x[/] \x1b]52;c;SGVsbG8=\x07 \x1b[2J \x9b31m \u202eevil\tend"


def test_sanitize_escapes_every_control_character():
    out = sanitize(HOSTILE)
    assert "\x1b" not in out and "\x07" not in out and "\x9b" not in out and "\u202e" not in out
    assert "\\x1b]52;c;SGVsbG8=\\x07" in out and "\\x9b31m" in out and "\\u202eevil" in out
    assert "[bold red]x[/]" in out


def test_safe_text_is_never_markup():
    t = safe_text(HOSTILE, "green", mark=True)
    assert t.plain.startswith("[bold red]x[/]")
    rendered = "".join(seg.text for seg in Console(width=200).render(t))
    assert "[bold red]x[/]" in rendered and "\x1b]52" not in rendered
    assert any("reverse" in str(sp.style) for sp in t.spans)  # the escapes stand out


def test_display_lines_keeps_line_count_and_expands_tabs():
    lines, marks = display_lines("a\tb\nplain\n" + HOSTILE + "\n")
    assert len(lines) == 3
    assert lines[0] == "a       b"
    assert 2 in marks and 0 not in marks
    line = safe_line("x\ny\tz")
    assert line.plain == "x\\ny    z"


def test_plain_doc_marks_escapes_after_highlighting():
    doc = plain_doc("x = 1  # " + HOSTILE + "\n", lang="python", highlight=True)
    assert len(doc.lines) == 1
    assert doc.raw.endswith("\n")  # copy/save get the exact text
    styles = [str(sp.style) for sp in doc.lines[0].spans]
    assert any("reverse" in s for s in styles) and len(styles) > 2


OUTPUT_CODE = """# AOT ID: ['0_forward']
import torch
cpp_fused_relu_0 = async_compile.cpp_pybinding(
    ["float*"],
    r'''
#include <cstdint>
extern "C" void kernel(float* x) { for (int i = 0; i < 4; ++i) x[i] = 0; }
''',
)
triton_poi_0 = async_compile.triton('triton_poi_0', '''
import triton
@triton.jit
def triton_poi_0(in_ptr0, xnumel):
    pass
''', device_str='cuda')
def call(args):
    return None
"""


def test_output_code_highlights_embedded_kernels_in_their_language():
    lines = OUTPUT_CODE.split("\n")
    blocks = embedded_blocks(lines)
    assert [(b[2]) for b in blocks] == ["cpp", "python"]
    cpp_first, cpp_end, _ = blocks[0]
    assert lines[cpp_first].startswith("#include") and lines[cpp_end].startswith("'''")
    hl = highlight_lines(lines, "python")
    assert hl is not None and len(hl) == len(lines)
    # inside the triton block, `def` is a keyword, not part of one long string
    def_line = next(i for i, ln in enumerate(lines) if ln.startswith("def triton_poi_0"))
    string_style = hl[blocks[1][0] - 1].spans[-1].style  # the ''' opener is a string
    assert hl[def_line].spans[0].style != string_style
    assert highlight_lines(lines, None) is None


@given(st.text(alphabet=st.sampled_from("ab  界\u00e9-"), max_size=300), st.integers(4, 40))
def test_wrap_offsets_cover_the_line_and_fit(text, width):
    starts = wrap_offsets(text, width)
    assert starts[0] == 0 and starts == sorted(set(starts))
    ends = starts[1:] + [len(text)]
    assert "".join(text[s:e] for s, e in zip(starts, ends, strict=True)) == text
    for s, e in zip(starts, ends, strict=True):
        assert cell_len(text[s:e]) <= max(width, 2) + 1 or e - s == 1


def test_labels_and_why_empty_on_the_sample():
    from pt2tui.sources.load import load_run

    run = load_run(sample("breaks_and_recompiles"))
    c = run.compile("[0/0]")
    labels = [lb for lb, _ in variants("code", c)]
    assert labels[:2] == ["output code (fwd)", "output code (bwd)"]
    assert len(set(artifact_labels(c.artifacts, c))) == len(c.artifacts)
    restarted_before = run.compile("[1/0]")
    assert not variants("dynamo", restarted_before)
    msg = why_empty("dynamo", restarted_before, run)
    assert "restarted" in msg and "[1/0_1]" in msg


def test_fileops(tmp_path):
    assert cid_for_filename("[1/0_1]") == "1-0_1"
    assert (
        default_save_path("[0/1]", "inductor_output_code_abc")
        == "./0-1_inductor_output_code_abc.txt"
    )
    assert default_save_path(None, "../../etc/passwd") == "./.._.._etc_passwd.txt"
    p = tmp_path / "out.txt"
    write_new(str(p), "one")
    with pytest.raises(FileExistsError):
        write_new(str(p), "two")
    assert p.read_text() == "one"
    write_new(str(p), "two", overwrite=True)
    assert p.read_text() == "two"


def test_editor_command(monkeypatch):
    monkeypatch.delenv("VISUAL", raising=False)
    monkeypatch.setenv("EDITOR", "nvim -u NONE")
    assert editor_command("/x.py", 12) == ["nvim", "-u", "NONE", "+12", "/x.py"]
    monkeypatch.setenv("VISUAL", "code --wait")
    assert editor_command("/x.py", 3) == ["code", "--wait", "--goto", "/x.py:3"]


def test_keymap_file_errors_are_reported(tmp_path):
    f = tmp_path / "keys.toml"
    f.write_text('[keys]\nsearch = "ctrl+f"\nview_log = ["L", "f5"]\nbogus = "x"\ncopy = 3\n')
    keymap, warnings = load_keymap(f)
    assert keymap == {"search": "ctrl+f", "view_log": "L,f5"}
    assert any("bogus" in w for w in warnings) and any("copy" in w for w in warnings)
    assert not any("takes" in w for w in warnings)
    f.write_text('[keys]\nview_breaks = "B"\nview_log = "y"\ncopy = "Y"\n')  # copy moved away: fine
    keymap, warnings = load_keymap(f)
    assert warnings == [f"{f}: view_breaks = 'B' takes B from bundle (Write a bug bundle (.tar.gz + "
                        ".md) of the opened run): remap bundle too, or choose another key"]  # fmt: skip
    f.write_text("[keys\n")
    keymap, warnings = load_keymap(f)
    assert keymap == {} and warnings
    assert load_keymap(tmp_path / "missing.toml") == ({}, [])


def test_wrap_offsets_leave_room_for_the_indent_of_later_rows():
    from pt2tui.render.text_layout import leading_indent

    text = "        " + " ".join(f"word{i}" for i in range(40))
    indent = leading_indent(text, 30)
    assert indent == 8
    starts = wrap_offsets(text, 30, indent)
    ends = starts[1:] + [len(text)]
    assert ends[0] - starts[0] <= 30
    assert all(e - s <= 30 - indent for s, e in zip(starts[1:], ends[1:], strict=True))


def test_keys_toml_reader_without_tomllib(tmp_path):
    """Python 3.10 has no tomllib: the small reader reads keys.toml as tomllib does, and says
    which line it cannot read."""
    import tomllib

    from pt2tui.tui import keys_toml

    docs = ['[keys]\nsearch = "ctrl+f"\nview_log = ["L", "f5"]  # two\nbogus = \'x\'\ncopy = 3\n',
            '# mine\n[keys]\nquit = "q,ctrl+q"   # several\n"view_breaks" = "b"\nok = true\n\n[other.sub]\nx = []\n']  # fmt: skip
    for doc in docs:
        assert keys_toml.loads(doc, builtin=False) == tomllib.loads(doc)
    for bad in ("[keys\n", '[keys]\nsearch = ctrl+f\n', 'a = "1"\na = "2"\n', 'a = ["x" "y"]\n'):
        with pytest.raises(keys_toml.TOMLError, match="line"):
            keys_toml.loads(bad, builtin=False)


def test_the_tui_starts_without_tomllib(tmp_path):
    """`pt2tui open` on Python 3.10 (no tomllib, no tomli): the TUI imports and reads keys.toml."""
    import subprocess
    import sys

    f = tmp_path / "keys.toml"
    f.write_text('[keys]\nsearch = "ctrl+f"\n')
    code = ("import sys; sys.modules['tomllib'] = None; sys.modules['tomli'] = None\n"
            "from pt2tui.tui.app import run_app\nfrom pt2tui.tui.keys import load_keymap\n"
            f"print(load_keymap(__import__('pathlib').Path({str(f)!r})))")  # fmt: skip
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr[-2000:]
    assert r.stdout.strip() == "({'search': 'ctrl+f'}, [])"


def test_a_run_time_failure_names_the_compile_its_row_names():
    """A failure raised at run time by a compile's generated code: the Failures view's row
    says [0/0] (the kernel it was mapped to); its detail says the same, not "outside a compile"."""
    from conftest import sample

    from pt2tui.sources.load import load_run
    from pt2tui.tui.views.failures import FailuresView

    run = load_run(sample("runtime_error"))
    rows = FailuresView().make_rows(run)
    i = next(i for i, f in enumerate(run.failures) if not f.compile_id)
    _, cells, detail, _ = rows[i]
    assert cells[0].plain == "[0/0]"
    text = "\n".join(detail().plain)
    assert "outside a compile" not in text
    assert "[0/0] (its generated code raised it, at run time: not while compiling)" in text, text
