// Shareable deals: a short code for a match's rules (preset and any changed options), its seats
// (people and AI levels), length and seed, so that a friend who opens it is dealt exactly the same
// cards. Letters and digits only (Crockford's base 32: no I, L, O or U; read case-blind, with
// I and L as 1 and O as 0; dashes and spaces ignored), with a check character against typos.
#pragma once

#include <string>

#include "engine/result.h"
#include "session/match_setup.h"

namespace popejoan::session {

std::string DealCode(const MatchSetup& setup);

// The setup a code stands for (seat names are the default ones). Garbage, a typo or a code
// from a later version is refused with a sentence a player can read.
engine::Result<MatchSetup> ParseDealCode(const std::string& code);

// What a player typed or pasted into the code field: a code with or without dashes, in any
// case, or a whole link with deal= in it. An empty field says so.
engine::Result<MatchSetup> ParseTypedDealCode(const std::string& typed);

// The code in groups of four for people to read and type: "4AB2-9XKQ-7M".
std::string GroupedDealCode(const std::string& code);

}  // namespace popejoan::session
