#include "session/match_setup.h"

#include <algorithm>

#include "engine/rng.h"
#include "session/words/language.h"

namespace popejoan::session {

const char* DefaultSeatName(int seat) {
  // Stored as they are in every language: other screens know the person's seat by "You" and
  // show it in the player's words; the others are names, never translated.
  static const char* const kNames[engine::kMaxSeats] = {
      NotTranslated("You"),           NotTranslated("Lady Agatha"),   NotTranslated("The Vicar"),
      NotTranslated("Colonel Finch"), NotTranslated("Miss Marchmont"), NotTranslated("Dr Hargreaves"),
      NotTranslated("Mrs Pettigrew"), NotTranslated("Captain Blyth")};
  return kNames[std::clamp(seat, 0, engine::kMaxSeats - 1)];
}

MatchSetup DefaultMatchSetup(std::uint64_t seed) {
  MatchSetup setup;
  setup.seed = seed;
  for (int i = 0; i < 4; ++i) setup.seats.push_back({DefaultSeatName(i), i == 0, ai::Level::kCasual});
  return setup;
}

std::uint64_t NextMatchSeed(std::uint64_t seed) {
  std::uint64_t x = seed;
  return engine::SplitMix64(&x) % 1000000000ULL;
}

}  // namespace popejoan::session
