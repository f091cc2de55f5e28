#include "session/think_slices.h"

#include <chrono>

namespace popejoan::session {

bool ThinkForAtMost(ai::Bot* bot, double budget_ms, double* spent_ms) {
  const auto start = std::chrono::steady_clock::now();
  auto elapsed = [&] { return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count(); };
  // Small slices (one search iteration each) so a frame never overruns its budget by much.
  bool done = false;
  do {
    done = bot->Think(1);
  } while (!done && elapsed() < budget_ms);
  *spent_ms += elapsed();
  if (!done && *spent_ms >= ai::kInteractiveCapMillis) {
    bot->Stop();
    done = true;
  }
  return done;
}

}  // namespace popejoan::session
