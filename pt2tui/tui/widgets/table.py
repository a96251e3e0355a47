"""Textual's DataTable, its rows drawn again once its column widths are known.

A DataTable measures the cells of rows just added when its message queue is next idle. A
screen refresh that comes first (a loaded machine) draws the header and rows at the columns'
label widths, and those renders are cached under keys that a width does not change: the
Provenance view's header stayed in narrow columns above rows in wide ones. When the measured
widths differ from those the rows were drawn at, the table's update count moves on (every
render cache keys on it) and it is drawn again."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from textual.widgets import DataTable as _DataTable


class DataTable(_DataTable):
    def _update_dimensions(self, new_rows: Iterable[Any]) -> None:
        before = self._column_widths()
        super()._update_dimensions(new_rows)
        if self._column_widths() != before and isinstance(getattr(self, "_update_count", None), int):
            self._update_count += 1
            self.refresh()

    def _column_widths(self) -> list[int]:
        return [c.get_render_width(self) for c in self.ordered_columns]
