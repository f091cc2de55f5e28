#include "ai/bot.h"

#include "ai/beginner_bot.h"

namespace popejoan::ai {
namespace {

struct LevelInfo {
  const char* id;
  const char* name;
};
constexpr LevelInfo kLevels[] = {
    {"beginner", "Beginner"}, {"casual", "Casual"}, {"expert", "Expert"}, {"oracle", "Oracle"}};

}  // namespace

const char* LevelId(Level level) { return kLevels[static_cast<int>(level)].id; }
const char* LevelName(Level level) { return kLevels[static_cast<int>(level)].name; }

bool ParseLevel(const std::string& id, Level* out) {
  for (int i = 0; i < 4; ++i) {
    if (id == kLevels[i].id) {
      *out = static_cast<Level>(i);
      return true;
    }
  }
  return false;
}

std::unique_ptr<Bot> MakeBot(Level level) {
  switch (level) {
    case Level::kBeginner:
    default:
      // Casual, Expert and the oracle arrive with issue 4; until then every level plays the
      // beginner's legal policy rather than nothing.
      return std::make_unique<BeginnerBot>();
  }
}

Action Decide(Bot& bot, const State& state, int seat, std::uint64_t seed, const Budget& budget) {
  bot.Begin(state, seat, seed, budget);
  while (!bot.Think(1 << 20)) {
  }
  return bot.Choice();
}

}  // namespace popejoan::ai
