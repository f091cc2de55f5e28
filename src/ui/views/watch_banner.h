// A watcher's banner at the table ("Watching · Waiting for Ann · Next deal in 0:51"), kept off
// everything a watcher can press and off the top bar: during a deal, in the hand's row (a watcher
// has no hand) just above the caption (by the caption, above or under it, where the caption has a
// column of its own beside the board); at a deal's end, in a strip the settlement gives up at its
// foot, so it never lies over "Take ...'s seat" or the way on. The table draws it in its own
// window, under the menu and the panels. The placement is pure (watch_banner_test.cpp).
#pragma once

#include <string>

#include "ui/layout/table_layout.h"

namespace popejoan::ui {

struct WatchBannerPlace {
  Box banner;      // the banner's box
  Box settlement;  // the settlement's box, less the banner's strip (empty while a deal is played)
};

// `width` and `height`: the banner's box, its words wrapped to the view, padding included.
WatchBannerPlace PlaceWatchBanner(const TableLayout& layout, float width, float height);

// The banner's box for `words` in the current type, wrapped to a view `view_w` wide.
Box WatchBannerSize(const std::string& words, float view_w);
// Draws `words` in the box placed for them.
void DrawWatchBanner(const std::string& words, const Box& box);

}  // namespace popejoan::ui
