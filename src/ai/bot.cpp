#include "ai/bot.h"

#include "ai/beginner_bot.h"
#include "ai/casual_bot.h"
#include "ai/pimc_bot.h"
#include "ai/ismcts_bot.h"
#include "ai/oracle_bot.h"

namespace popejoan::ai {
namespace {

struct LevelInfo {
  const char* id;
  const char* name;
};
constexpr LevelInfo kLevels[] = {
    {"beginner", "Beginner"}, {"casual", "Casual"}, {"expert", "Expert"}, {"oracle", "Oracle"},
    {"pimc", "Determinized search (PIMC)"}, {"sighted", "Expert shown the leaders' hands"}};

}  // namespace

const char* LevelId(Level level) { return kLevels[static_cast<int>(level)].id; }
const char* LevelName(Level level) { return kLevels[static_cast<int>(level)].name; }

bool ParseLevel(const std::string& id, Level* out) {
  for (int i = 0; i < kNumLevels; ++i) {
    if (id == kLevels[i].id) {
      *out = static_cast<Level>(i);
      return true;
    }
  }
  return false;
}

bool IsHonest(Level level) { return level != Level::kOracle && level != Level::kSighted; }

std::unique_ptr<Bot> MakeBot(Level level) {
  switch (level) {
    case Level::kBeginner:
      return std::make_unique<BeginnerBot>();
    case Level::kExpert:
      return std::make_unique<IsmctsBot>();
    case Level::kSighted:
      return std::make_unique<IsmctsBot>(IsmctsBot::Sight::kLeadersHands);
    case Level::kOracle:
      return std::make_unique<OracleBot>();
    case Level::kPimc:
      return std::make_unique<PimcBot>();
    case Level::kCasual:
    default:
      return std::make_unique<CasualBot>();
  }
}

engine::Action Decide(Bot& bot, const engine::State& state, int seat, std::uint64_t seed, const Budget& budget) {
  bot.Begin(state, seat, seed, budget);
  while (!bot.Think(1 << 20)) {
  }
  return bot.Choice();
}

}  // namespace popejoan::ai
