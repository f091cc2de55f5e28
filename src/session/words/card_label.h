// Card and suit labels as players read them ("10♠", "K♦"), shared by drawing and captions.
#pragma once

#include <string>

#include "engine/card.h"

namespace popejoan::session {

// "A", "2".."10", "J", "Q", "K"; in French "V", "D", "R" for the knave, queen and king.
const char* RankLabel(int rank);
// UTF-8 suit symbol; suit 0..3 = clubs, diamonds, hearts, spades.
const char* SuitGlyph(int suit);
// "7♥", "10♠", "K♦".
std::string CardLabel(engine::Card card);

}  // namespace popejoan::session
