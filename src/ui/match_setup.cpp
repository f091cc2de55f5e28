#include "ui/match_setup.h"

namespace popejoan::ui {

MatchSetup DefaultMatchSetup(std::uint64_t seed) {
  MatchSetup setup;
  setup.seed = seed;
  setup.seats = {{"You", true, ai::Level::kCasual},
                 {"Lady Agatha", false, ai::Level::kCasual},
                 {"The Vicar", false, ai::Level::kCasual},
                 {"Colonel Finch", false, ai::Level::kCasual}};
  return setup;
}

}  // namespace popejoan::ui
