#include "ui/layout/hand_cue.h"

#include <algorithm>

namespace popejoan::ui {

int CueSlotAfterLead(int led_slot, const std::vector<bool>& leadable) {
  const int count = static_cast<int>(leadable.size());
  if (count == 0) return -1;
  const int place = std::clamp(led_slot, 0, count - 1);
  for (int step = 0; step < count; ++step) {
    if (place - step >= 0 && leadable[static_cast<size_t>(place - step)]) return place - step;
    if (place + step < count && leadable[static_cast<size_t>(place + step)]) return place + step;
  }
  return -1;
}

}  // namespace popejoan::ui
