// AI seats. A bot decides for one seat from a `const State&` with an explicit seed and budget,
// and may think in slices so a page with no threads keeps drawing while it searches:
//
//   bot->Begin(state, seat, seed, budget);
//   while (!bot->Think(slice_iterations)) { draw a frame }
//   Action a = bot->Choice();
//
// Honest bots read only ObservationFor(state, seat): what that seat may know. The oracle,
// for evaluation only, sees every card.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/action.h"
#include "engine/state.h"

namespace popejoan::ai {

// The first three are offered to players. The rest are for tournaments only: the oracle (it sees
// every card), the determinized search (PIMC, which the expert's tree search outplays) and the
// sighted expert (the expert shown the hands of the seats that have led: the most that reading
// the other seats' leads could ever tell, docs/ai.md "The information bound").
enum class Level : int8_t { kBeginner, kCasual, kExpert, kOracle, kPimc, kSighted };
inline constexpr int kNumPlayerLevels = 3;
inline constexpr int kNumLevels = 6;

const char* LevelId(Level level);    // "beginner", "casual", "expert", "oracle", "pimc", "sighted"
const char* LevelName(Level level);  // "Beginner", ...
bool ParseLevel(const std::string& id, Level* out);
// False for the levels that read hidden cards (oracle, sighted): never seated at a player's table.
bool IsHonest(Level level);

struct Budget {
  int iterations = 0;        // deterministic work limit (0: the level's default)
  double max_millis = 0.0;   // wall-clock cap for interactive use (0: none); callers time slices
};
// The UI's cap on one AI decision: a slow device plays a little weaker rather than stall.
inline constexpr double kInteractiveCapMillis = 1500.0;

// One option the bot weighed, for the debug overlay.
struct Candidate {
  engine::Action action = 0;
  double value = 0.0;  // expected chips for the deciding seat
  int visits = 0;
};

class Bot {
 public:
  virtual ~Bot() = default;
  virtual Level level() const = 0;
  // Starts a decision. The state must have `seat` to move.
  virtual void Begin(const engine::State& state, int seat, std::uint64_t seed, const Budget& budget) = 0;
  // Does up to `max_iterations` units of work; true once the choice is made.
  virtual bool Think(int max_iterations) = 0;
  // Ends the decision now (a wall-clock cap ran out): Choice() is the best found so far.
  // Only the UI's cap calls it; budgets in iterations keep decisions deterministic.
  virtual void Stop() {}
  virtual engine::Action Choice() const = 0;
  // What was weighed for the last decision (may be empty for simple policies).
  virtual std::vector<Candidate> Reasoning() const { return {}; }
};

std::unique_ptr<Bot> MakeBot(Level level);

// Runs a whole decision at once (simulation, tournaments, tests).
engine::Action Decide(Bot& bot, const engine::State& state, int seat, std::uint64_t seed, const Budget& budget = {});

}  // namespace popejoan::ai
