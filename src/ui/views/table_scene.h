// What lies on the table, placed by its layout: the seats' plates, the board and the turn-up,
// the pile (the run of cards and who played them), the spare hand and the caption. Each is
// drawn into the table's window and listed on the test probe as a region.
#pragma once

#include "session/controller.h"
#include "ui/layout/table_layout.h"
#include "ui/views/table_motion.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

struct TestProbe;

// Every seat's plate, yours last; notes where each went in `places`.
void DrawPlates(const GameController& controller, const TableLayout& layout, TestProbe* probe, TablePlaces* places);
// The board and the turned-up card; notes the board's centre and compartments in `places`.
void DrawBoardAndTurnup(const TableModel& model, const TableLayout& layout, TestProbe* probe, TablePlaces* places);
// The run of cards, the one arriving as `flight` shows it, with each player's cards named below.
void DrawPile(const TableModel& model, const TableLayout& layout, const PileFlight& flight, TestProbe* probe);
// The spare hand, face up, when you dealt and the rules let the dealer see it.
void DrawSpare(const TableModel& model, const TableLayout& layout, TestProbe* probe);
// The latest spoken line, and your lead's prompt; `skip_w`: room kept at the caption's right for
// the Skip or Hint button.
void DrawCaption(const GameController& controller, const TableLayout& layout, bool hand_visible, float skip_w,
                 TestProbe* probe);

}  // namespace popejoan::ui
