#include "ui/layout/standings_layout.h"

namespace popejoan::ui {

StandingsLayout LayoutStandings(const StandingsWidths& w) {
  StandingsLayout layout;
  const float space = 2.0f * w.gap;
  const float widths[kStandingsColumns] = {w.purse, w.net, w.won};
  layout.name_x = w.place + space;
  // One row: the figures after the widest name.
  float x = layout.name_x + w.name + space;
  if (x + w.purse + space + w.net + space + w.won <= w.room) {
    layout.name_room = w.name;
    for (int c = 0; c < kStandingsColumns; ++c) {
      layout.x[c] = x;
      x += widths[c] + space;
    }
    return layout;
  }
  // The name on its row, whole; the figures under it, from the name's column (from the left
  // edge if one would not fit there), a column that would pass the edge starting the next row.
  layout.name_room = w.room - layout.name_x;
  float widest = 0.0f;
  for (const float width : widths) widest = widest > width ? widest : width;
  const float indent = layout.name_x + widest <= w.room ? layout.name_x : 0.0f;
  int row = 1;
  x = indent;
  for (int c = 0; c < kStandingsColumns; ++c) {
    if (x > indent && x + widths[c] > w.room) {
      ++row;
      x = indent;
    }
    layout.x[c] = x;
    layout.row[c] = row;
    x += widths[c] + space;
  }
  layout.rows = row + 1;
  return layout;
}

}  // namespace popejoan::ui
