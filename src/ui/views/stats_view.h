// The statistics screen: the player's record, compartments taken, best and worst match, a chart
// of recent matches, and the save's export, import and "reset statistics" (confirmed first).
#pragma once

#include <array>
#include <string>

#include "session/intent.h"
#include "session/statistics.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

class StatsView {
 public:
  // `path_import`: import reads a file path typed here (natively); otherwise the platform's
  // file chooser is asked for (the browser). The path typed is in path().
  // `message`: what the last export or import did. Returns the player's request (kStatsBack,
  // kExport, kImport, kResetStats once confirmed) or kNone.
  Intent Draw(const Statistics& stats, const std::string& message, bool path_import);
  std::string path() const { return path_.data(); }
  bool confirming_reset() const { return confirm_reset_; }

 private:
  bool DrawResetConfirmation();

  bool confirm_reset_ = false;
  std::array<char, 512> path_{};
};

}  // namespace popejoan::ui
