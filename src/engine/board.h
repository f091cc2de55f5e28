// The staking board: compartments, their ids, which layouts have them, their standard levels,
// and which cards win them.
#pragma once

#include <cstdint>
#include <string>

#include "engine/card.h"
#include "engine/rules.h"

namespace popejoan::engine {

enum Compartment : int8_t {
  kPope = 0, kMatrimony, kIntrigue, kConfederacy, kAceComp, kKingComp, kQueenComp, kKnaveComp,
  kTenComp, kGame, kNumCompartments
};

// "pope" "matrimony" "intrigue" "confederacy" "ace" "king" "queen" "knave" "ten" "game".
const char* CompartmentId(int comp);
const char* CompartmentName(int comp);  // "Pope", "Matrimony", ...
int ParseCompartment(const std::string& id);  // -1 if unknown

// Levels per layout, indexed by compartment.
inline constexpr int8_t kStandardLevels[4][kNumCompartments] = {
    {6, 2, 2, 0, 1, 1, 1, 1, 0, 1},  // eight compartments (000, 002, 003, 004)
    {6, 2, 2, 0, 1, 0, 0, 0, 0, 1},  // Five-Pool (000)
    {5, 0, 0, 0, 0, 4, 3, 2, 1, 0},  // Foster (001)
    {6, 2, 2, 2, 0, 0, 0, 0, 0, 3},  // Foster Matrimony (D2)
};
inline constexpr int8_t kDressingTotals[4] = {15, 12, 15, 15};

// Standard dressing level of a compartment on a layout (0 if absent).
inline int StandardLevel(Layout layout, int comp) {
  return comp >= 0 && comp < kNumCompartments ? kStandardLevels[static_cast<int>(layout)][comp] : 0;
}
inline bool LayoutHas(Layout layout, int comp) { return StandardLevel(layout, comp) > 0; }
inline int DressingTotal(Layout layout) { return kDressingTotals[static_cast<int>(layout)]; }
// Bit c set if layout has compartment c.
uint16_t LayoutMask(Layout layout);

// The cards whose play wins `comp` given the honour suit (trumps; diamonds on Foster's
// layout). Single-card compartments have one card, combinations two; Game none.
CardMask CompartmentCards(const Rules& rules, int comp, int honour_suit);

}  // namespace popejoan::engine
