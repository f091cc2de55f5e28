// The statistics screen: the player's record, compartments taken, best and worst match, a chart
// of recent matches, and the save's export, import and "reset statistics" (confirmed first).
#pragma once

#include <array>
#include <string>

#include "session/statistics.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

enum class StatsRequest { kNone, kBack, kExport, kImport, kReset };

class StatsView {
 public:
  // `path_import`: import reads a file path typed here (natively); otherwise the platform's
  // file chooser is asked for (the browser). The path typed is in path().
  StatsRequest Draw(const Statistics& stats, bool path_import);
  std::string path() const { return path_.data(); }
  // A line under the buttons: what the last export or import did.
  void SetMessage(const std::string& message) { message_ = message; }
  const std::string& message() const { return message_; }
  bool confirming_reset() const { return confirm_reset_; }

 private:
  bool DrawResetConfirmation();

  bool confirm_reset_ = false;
  std::array<char, 512> path_{};
  std::string message_;
};

}  // namespace popejoan::ui
