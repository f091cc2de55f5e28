// How the match-over standings set their columns: place, name, "50 → 61", "+11", "2 deals won".
// All on one row where they fit; else the name has its row and the figures flow under it, a
// column going to the next row rather than past the edge or over another. Pure arithmetic on
// widths measured by the caller (the names in the bold type, the widest any line is drawn in),
// tested without a window.
#pragma once

namespace popejoan::ui {

struct StandingsWidths {
  float room = 0;   // the content's width
  float gap = 0;    // the space between two columns is twice this
  float place = 0;  // the widest place ("= 8th")
  float name = 0;   // the widest name
  float purse = 0;  // "0000 → 0000"
  float net = 0;    // "+0000"
  float won = 0;    // the widest "2 deals won"
};

enum StandingsColumn { kStandingsPurse, kStandingsNet, kStandingsWon, kStandingsColumns };

struct StandingsLayout {
  int rows = 1;         // rows a line takes: the name's, then the figures' (if they go under it)
  float name_x = 0;     // the name's column, from the content's left
  float name_room = 0;  // the name's width before it wraps (whole when on a row of its own)
  float x[kStandingsColumns] = {};
  int row[kStandingsColumns] = {};  // 0: the name's row
};

StandingsLayout LayoutStandings(const StandingsWidths& w);

}  // namespace popejoan::ui
