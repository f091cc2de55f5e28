// The staking board: compartments, their ids, which layouts have them, their standard levels,
// and which cards win them.
#ifndef POPEJOAN_ENGINE_BOARD_H_
#define POPEJOAN_ENGINE_BOARD_H_

#include <cstdint>
#include <string>

#include "engine/card.h"
#include "engine/rules.h"

namespace popejoan {

enum Compartment : int8_t {
  kPope = 0, kMatrimony, kIntrigue, kConfederacy, kAceComp, kKingComp, kQueenComp, kKnaveComp,
  kTenComp, kGame, kNumCompartments
};

// "pope" "matrimony" "intrigue" "confederacy" "ace" "king" "queen" "knave" "ten" "game".
const char* CompartmentId(int comp);
const char* CompartmentName(int comp);  // "Pope", "Matrimony", ...
int ParseCompartment(const std::string& id);  // -1 if unknown

bool LayoutHas(Layout layout, int comp);
// Standard dressing level of a compartment on a layout (0 if absent).
int StandardLevel(Layout layout, int comp);
int DressingTotal(Layout layout);  // 15 or 12
// Bit c set if layout has compartment c.
uint16_t LayoutMask(Layout layout);

// The cards whose play wins `comp` given the honour suit (trumps; diamonds on Foster's
// layout). Single-card compartments have one card, combinations two; Game none.
CardMask CompartmentCards(const Rules& rules, int comp, int honour_suit);

}  // namespace popejoan

#endif  // POPEJOAN_ENGINE_BOARD_H_
