// The coach's hint at the table: the Hint button in Skip's place while it is your turn, and its
// advice in a bubble by the caption (a second press lists the top choices too).
#pragma once

#include "session/coach.h"
#include "ui/layout/table_layout.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

struct TestProbe;

// The Hint button's label ("Hint…" while the coach thinks).
const char* HintLabel(bool thinking);

class HintBubble {
 public:
  // The coach's advice for this moment (null if none asked or not ready), and whether it thinks.
  void Set(const Hint* hint, bool thinking) {
    hint_ = hint;
    thinking_ = thinking;
  }
  const Hint* hint() const { return hint_; }
  // Hint asked again (the button or H) while its advice shows: the top choices show or hide.
  void ToggleChoices() {
    if (hint_ != nullptr) choices_shown_ = !choices_shown_;
  }
  // The button, `width` wide at the caption's right; true when pressed.
  bool DrawButton(const TableLayout& layout, float width, TestProbe* probe);
  // The bubble with the advice, when there is some.
  void Draw(const TableLayout& layout, TestProbe* probe);

 private:
  const Hint* hint_ = nullptr;
  bool thinking_ = false;
  bool choices_shown_ = false;
  float height_ = 0.0f;  // the bubble's height last frame (it sizes itself to its words)
};

}  // namespace popejoan::ui
