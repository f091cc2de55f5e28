#include "engine/action.h"

#include "engine/board.h"

namespace popejoan::engine {

std::string ActionToString(Action a) {
  if (a >= 0 && a < kNumCards) return CardName(static_cast<Card>(a));
  if (a == kActionPope) return "pope";
  if (a == kActionPass) return "pass";
  if (IsPlaceAction(a)) return std::string("place:") + CompartmentId(a - kActionPlaceBase);
  if (a == kActionNextDeal) return "next";
  return "action:" + std::to_string(a);
}

std::string ActionWord(Action a) {
  if (IsPlaceAction(a)) return CompartmentId(a - kActionPlaceBase);
  return ActionToString(a);
}

}  // namespace popejoan::engine
