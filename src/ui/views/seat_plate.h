// A seat's plate at the table: name, purse, cards left, and marks for the dealer, the seat to
// move and the deal's winner, drawn at whatever detail its box allows.
#pragma once

#include <string>

#include "imgui.h"
#include "ui/layout/table_layout.h"
#include "session/table_model.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

struct PlateMarks {
  bool dealer = false;
  bool to_move = false;
  bool winner = false;
  const char* level = nullptr;  // an AI seat's level ("Expert"), shown small by the name
};

// The name as the plate drew it (the whole name, a shorter form or one cut with "…") and its box,
// as tall as its type: for the test probe.
struct PlateNameDrawn {
  std::string text;
  Box box;
};

PlateNameDrawn DrawSeatPlate(ImDrawList* draw, const SeatModel& seat, const Box& box, const TableLayout& layout,
                             const PlateMarks& marks);

}  // namespace popejoan::ui
