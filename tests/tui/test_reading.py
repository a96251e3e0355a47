"""Reading big things (Pilot, on a real sample at 80x24): z zooms the pane in front and back,
< / > resize the tree, search keeps its match in view with context and never scrolls sideways,
and says "match i/N"."""

from __future__ import annotations

from conftest import open_app, sample, screen_text, wait_for, wait_idle

from pt2tui.tui.widgets.textview import SEARCH_CONTEXT


async def test_zoom_and_tree_width():
    app, pilot, ctx = await open_app(sample("recompile_limit"), size=(80, 24))
    try:
        tree, detail = app.tree, app.detail
        before = tree.outer_size.width
        assert before > 0
        await pilot.press("greater_than_sign")
        await pilot.pause()
        assert tree.outer_size.width == before + 4
        await pilot.press("less_than_sign", "less_than_sign")
        await pilot.pause()
        assert tree.outer_size.width == before - 4
        await pilot.press("z")
        await pilot.pause()
        assert not tree.display and detail.outer_size.width == 80
        lines = screen_text(app)
        assert "compiles" not in lines[0]  # the status line is hidden too
        await pilot.press("z")
        await pilot.pause()
        assert tree.display and tree.outer_size.width == before - 4
        assert "compiles" in screen_text(app)[0]
    finally:
        await ctx.__aexit__(None, None, None)


async def test_search_keeps_context_and_the_left_edge():
    app, pilot, ctx = await open_app(sample("recompile_limit"), size=(80, 24))
    try:
        await pilot.press("6")  # Code: long, with long lines
        await wait_idle(app, pilot)
        view = app.detail.current_view()
        view.focus()
        await pilot.press("slash", "x", "enter")
        await wait_idle(app, pilot)
        n = len(view.matches)
        assert n > 3, n
        height = view.scrollable_content_region.height
        seen = set()
        for _ in range(min(n, 12)):
            status = view.match_status()
            assert status.startswith("match ") and status.split()[1].endswith(f"/{n}"), status
            seen.add(status.split()[1])
            row = view._row_of_line(view.cursor) - view.scroll_offset.y
            assert 0 <= row < height  # in view
            last_line = view._row_of_line(view.line_count - 1)
            if view.scroll_offset.y + height <= last_line:  # not at the end of the text
                assert row + SEARCH_CONTEXT <= height - 1 or height < 3 * SEARCH_CONTEXT, (row,
                                                                                          height)  # fmt: skip
            assert view.scroll_offset.x == 0  # the left edge never moves
            await pilot.press("n")
            await pilot.pause()
        assert len(seen) == min(n, 12)
    finally:
        await ctx.__aexit__(None, None, None)


async def test_wrapped_lines_keep_their_indent():
    app, pilot, ctx = await open_app(sample("recompile_limit"), size=(80, 24))
    try:
        await pilot.press("6")  # Code: indented lines longer than the pane
        await wait_idle(app, pilot)
        view = app.detail.current_view()
        view.focus()
        await pilot.press("w")
        await pilot.pause()
        rows = view._rows
        row = next(i for i, (ln, s, _e) in enumerate(rows)
                   if s > 0 and view._plain[ln].startswith("    "))  # fmt: skip
        view.move_cursor(rows[row][0])
        await pilot.pause()
        y = row - view.scroll_offset.y
        line = view._plain[rows[row][0]]
        indent = len(line) - len(line.lstrip(" "))
        shown = "".join(seg.text for seg in view.render_line(y))[view.gutter_width :]
        assert shown.startswith(" " * indent) and shown.strip(), (indent, shown)
        assert shown[indent:].rstrip() == line[rows[row][1] : rows[row][2]].rstrip()
    finally:
        await ctx.__aexit__(None, None, None)


async def test_banner_wraps_between_parts_at_80():
    """At 80x24 the verdict takes two lines, laid out by parts: the category and its step on
    the first, the summary whole on the next; nothing cut with an ellipsis."""
    app, pilot, ctx = await open_app(sample("compile_error"), size=(80, 24))
    try:
        await wait_for(pilot, lambda: app.reruns.final, what="the final verdict")
        await wait_idle(app, pilot)
        first, second = (ln.rstrip() for ln in screen_text(app)[1:3])
        assert "backend_compiler_failed" in first and "x minify-aot" in first, first
        assert "the backend compiler (Inductor) failed on a graph" in second, second
        assert "…" not in first + second
    finally:
        await ctx.__aexit__(None, None, None)


async def test_banner_takes_a_third_line_rather_than_cut_a_summary_at_80():
    """A problem's summary that two lines would cut: three lines at 80x24, the summary whole."""
    app, pilot, ctx = await open_app(sample("collectives_diverge"), size=(80, 24))
    try:
        await wait_for(pilot, lambda: app.reruns.final, what="the final verdict")
        await wait_idle(app, pilot)
        banner = " ".join(" ".join(screen_text(app)[1:4]).split())
        assert ("rank_divergence ranks issued different collectives and the job failed waiting in "
                "one (a collective timed out, or a peer closed the connection when its rank "
                "exited)") in banner, banner  # fmt: skip
        assert screen_text(app)[4].startswith(" c Comp")
    finally:
        await ctx.__aexit__(None, None, None)


def test_banner_parts_never_cut_inside():
    """_lay_out: each part whole on one line, or (wider than a line) flowed between its words;
    a part with no room left is left out, not cut; a problem's summary (Must) ends after its
    last whole clause outside parentheses; the first part always shows."""
    from rich.text import Text

    from pt2tui.tui.reruns.banner import Must, _lay_out

    words = "could save ~3.6 s: torch._dynamo.mark_dynamic(x, 0) before the first call"
    parts = [Text(" healthy   only costs 7.7 s"), Text("x verbose-recompiles"), Text(words),
             Text("recompilation 7.6 s, graph_break 60 ms"), Text("R recipes")]  # fmt: skip
    for width in (40, 78, 118):
        for max_lines in (1, 2, 3):
            lines = _lay_out(parts, width, max_lines).plain.split("\n")
            assert len(lines) <= max_lines and all(len(ln) <= width for ln in lines), lines
            shown = " ".join(ln.strip() for ln in lines)
            assert shown.startswith("healthy   only costs 7.7 s") and "…" not in shown
            for p in parts[1:]:  # whole (its words in order) or absent
                w = p.plain.split()
                assert " ".join(w) in " ".join(shown.split()) or w[-1] not in shown.split(), (p.plain, lines)
    assert _lay_out(parts, 78, 2).plain.split("\n") == [
        " healthy   only costs 7.7 s  x verbose-recompiles", words]
    summary = ("ranks issued different collectives and the job failed waiting in one (a collective "
               "timed out, or a peer closed the connection when its rank exited)")  # fmt: skip
    lines = _lay_out([Text(" rank_divergence "), Must(summary), Text("R recipes")], 78, 2).plain.split("\n")
    assert lines == [" rank_divergence   ranks issued different collectives and the job failed",
                     "waiting in one  R recipes"], lines  # fmt: skip
    lines = _lay_out([Text(" rank_divergence "), Must(summary)], 118, 2).plain.split("\n")
    assert " ".join(" ".join(lines).split()) == "rank_divergence ranks " + summary.split("ranks ", 1)[1]


async def test_keys_sent_together_all_count():
    """`> > >` arriving in one read of the terminal (before the screen is laid out again): the
    tree widens three steps, not one."""
    from textual import events

    app, pilot, ctx = await open_app(sample("recompile_limit"), size=(100, 30))
    try:
        tree = app.tree
        before = tree.outer_size.width
        for _ in range(3):
            app.post_message(events.Key("greater_than_sign", ">"))
        await pilot.pause(0.3)
        assert tree.outer_size.width == before + 12
        for _ in range(2):
            app.post_message(events.Key("less_than_sign", "<"))
        await pilot.pause(0.3)
        assert tree.outer_size.width == before + 4
    finally:
        await ctx.__aexit__(None, None, None)


async def test_the_80_column_bars_keep_the_saving_and_every_view():
    """At 80 columns the banner says the saving whole before what gets it (on its second line:
    parts are never cut inside), and the view bar names every view: the insight views that do not fit with their
    titles as their keys (`d` of several ranks, `C` the ledger)."""
    app, pilot, ctx = await open_app(sample("breaks_and_recompiles"), size=(80, 24))
    try:
        lines = screen_text(app)
        assert lines[1].rstrip() == "  healthy   only costs 7.7 s  x verbose-recompiles", lines[1]
        assert lines[2].rstrip() == " could save ~3.6 s: torch._dynamo.mark_dynamic(x, 0) before the first call"
        assert lines[3].rstrip().endswith("p Probs 0  t h K C"), lines[3]
    finally:
        await ctx.__aexit__(None, None, None)
    app, pilot, ctx = await open_app(sample("collectives_diverge"), size=(80, 24))
    try:
        bar = next(ln for ln in screen_text(app) if ln.startswith(" c Comp"))
        assert bar.rstrip().endswith(" d t h K C") and len(bar) <= 80, bar
        await pilot.press("C")
        for _ in range(100):
            if app.view == "ledger":
                break
            await pilot.pause(0.05)
        await wait_idle(app, pilot)
        assert app.view == "ledger" and any(ln.startswith(" c Comp") and " C Ledger " in ln for ln in screen_text(app))  # the one shown: with its title
    finally:
        await ctx.__aexit__(None, None, None)


async def test_footer_keys_whole_or_not_shown():
    """At 80 columns the footer shows the keys that fit whole (a view's `w Wrap` first), never
    one cut to its letter ("R" without "Recipes") nor a letter past the palette's key; wider,
    it lists `I Lineage` too."""
    app, pilot, ctx = await open_app(sample("breaks_and_recompiles"), size=(80, 24))
    try:
        await pilot.press("l")
        await wait_idle(app, pilot)
        await pilot.pause(0.1)
        foot = screen_text(app)[-1].rstrip()
        assert foot.startswith("w Wrap") and foot.endswith("▏^p palette"), foot
        left = foot.split("▏")[0].split()
        assert left[-2:] == ["x", "Rerun"], foot  # R Recipes did not fit: not shown at all
        await pilot.resize_terminal(130, 30)
        await wait_idle(app, pilot)
        await pilot.pause(0.1)
        assert "R Recipes I Lineage" in screen_text(app)[-1], screen_text(app)[-1]
    finally:
        await ctx.__aexit__(None, None, None)

