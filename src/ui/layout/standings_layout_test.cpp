// The match-over standings at every size of the layout matrix, in English and in French's longer
// words, with short names and the online lines' long ones ("AI playing for Felix, deals 2–4"):
// no column passes the edge or runs into another, the name's included (a playtest saw "AI
// playing for Felix50 → 58" at 1280 and the gain column cut at 390); one row where it fits.
#include "ui/layout/standings_layout.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace popejoan::ui {
namespace {

// Widths of the bold type at the page's size, roughly: 9.5 points a letter.
float Width(const std::string& text) { return 9.5f * static_cast<float>(text.size()); }

// The content's width at the matrix's window widths (the page's padding taken off).
const std::vector<float> kRooms = {390 - 32, 844 - 32, 800 - 32, 1280 - 64, 1920 - 64};

struct Words {
  std::string name, won;
};
const std::vector<Words> kWords = {
    {"Lady Agatha", "2 deals won"},
    {"AI playing for Felix, deals 2-4", "2 deals won"},
    {"L'IA joue pour Felix, donnes 2 a 4", "2 donnes gagnees"},
};

StandingsWidths WidthsFor(float room, const Words& words) {
  StandingsWidths w;
  w.room = room;
  w.gap = 8;
  w.place = Width("= 8th");
  w.name = Width(words.name);
  w.purse = Width("-000 -> -000");
  w.net = Width("+0000");
  w.won = Width(words.won);
  return w;
}

// Every column within the room; on one row, none over the next; the name's column (as wide as
// the widest name when it shares its row, else the row's whole room) over no figure of its row.
void ExpectNoOverlapNorCut(const StandingsWidths& w, const StandingsLayout& layout) {
  const float widths[kStandingsColumns] = {w.purse, w.net, w.won};
  EXPECT_LE(w.place, layout.name_x);
  EXPECT_LE(layout.name_x + layout.name_room, w.room);
  for (int c = 0; c < kStandingsColumns; ++c) {
    EXPECT_LE(layout.x[c] + widths[c], w.room) << "column " << c << " cut";
    EXPECT_GE(layout.x[c], layout.row[c] == 0 ? layout.name_x : 0.0f);
    EXPECT_LT(layout.row[c], layout.rows);
    if (layout.row[c] == 0) {
      EXPECT_GE(layout.x[c], layout.name_x + layout.name_room) << "column " << c << " over the name";
    }
    for (int d = c + 1; d < kStandingsColumns; ++d) {
      if (layout.row[d] == layout.row[c]) {
        EXPECT_LE(layout.x[c] + widths[c], layout.x[d]) << c << " over " << d;
      }
      EXPECT_GE(layout.row[d], layout.row[c]);  // in reading order
    }
  }
  if (layout.rows > 1) {
    EXPECT_GE(layout.name_room, std::min(w.name, w.room - layout.name_x));
  }
}

TEST(StandingsLayout, NoColumnIsCutOrRunsIntoAnotherAtEveryMatrixSize) {
  for (const float room : kRooms) {
    for (const Words& words : kWords) {
      SCOPED_TRACE(std::to_string(room) + " " + words.name);
      const StandingsWidths w = WidthsFor(room, words);
      ExpectNoOverlapNorCut(w, LayoutStandings(w));
    }
  }
}

TEST(StandingsLayout, OneRowWhereItFitsTheFiguresUnderTheNameWhereNot) {
  // 1280: the long online name and its figures share a row (the playtest's overlap was there).
  const StandingsLayout wide = LayoutStandings(WidthsFor(1280 - 64, kWords[1]));
  EXPECT_EQ(wide.rows, 1);
  EXPECT_GE(wide.x[kStandingsPurse], wide.name_x + Width(kWords[1].name));
  // 390: the name has its row, the figures under it; the gain is whole.
  const StandingsWidths phone = WidthsFor(390 - 32, kWords[0]);
  const StandingsLayout narrow = LayoutStandings(phone);
  EXPECT_GE(narrow.rows, 2);
  EXPECT_EQ(narrow.row[kStandingsPurse], 1);
  EXPECT_EQ(narrow.row[kStandingsNet], 1);
  EXPECT_LE(narrow.x[kStandingsNet] + phone.net, phone.room);
  // So narrow that each figure has its own row: still none past the edge.
  StandingsWidths tiny = phone;
  tiny.room = 160;
  const StandingsLayout column = LayoutStandings(tiny);
  EXPECT_EQ(column.rows, 4);
  EXPECT_EQ(column.x[kStandingsPurse], 0.0f);  // from the left edge: the name's column would cut it
  ExpectNoOverlapNorCut(tiny, column);
}

}  // namespace
}  // namespace popejoan::ui
