// "What happened": this deal's events a line each, in a panel over the table below the plates.
// L or the menu opens it; L, Close or Escape shuts it.
#pragma once

#include <cstddef>

#include "session/controller.h"
#include "ui/layout/table_layout.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

struct TestProbe;

class TableLog {
 public:
  bool open() const { return open_; }
  void Open() { open_ = true; }
  void Toggle() { open_ = !open_; }
  // Draws the panel over the room the settlement would take in `layout`; Close or Escape shuts it.
  void Draw(const GameController& controller, const TableLayout& layout, TestProbe* probe);

 private:
  bool open_ = false;
  size_t lines_seen_ = 0;  // the newest line comes into view when there are more
};

}  // namespace popejoan::ui
