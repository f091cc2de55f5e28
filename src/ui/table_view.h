// The card table: seats, board, turn-up, the run of cards, your hand, captions and the
// decisions you can make. Reads the controller's model; sends it commands.
#pragma once

#include "ui/controller.h"

namespace popejoan::ui {

class TableView {
 public:
  void Draw(GameController& controller);

 private:
  int keyboard_focus_ = -1;  // index into the legal leads, for arrow keys + Enter
};

}  // namespace popejoan::ui
