// The statistics screen: the player's record, compartments taken, best and worst match, a chart
// of recent matches, and the save's export, import and "reset statistics" (confirmed first).
#pragma once

#include <array>
#include <string>

#include "imgui.h"
#include "session/intent.h"
#include "session/statistics.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

struct TestProbe;

class StatsView {
 public:
  // `path_import`: import reads a file path typed here (natively); otherwise the platform's
  // file chooser is asked for (the browser). The path typed is in path().
  // `message`: what the last export or import did; `confirming`: the session asks before a
  // reset. Returns the player's request (kStatsBack, kExport, kImport, kAskReset, then
  // kResetStats or kCancelReset) or kNone. Its controls are named on `probe`.
  Intent Draw(const Statistics& stats, const std::string& message, bool confirming, bool path_import, TestProbe* probe);
  std::string path() const { return path_.data(); }

 private:
  // The footer's export, import and reset buttons, `size` each: the export or import asked for.
  Intent DrawSaveButtons(bool one_row, bool path_import);
  // Import: a button, or natively a typed path and a button. True when pressed.
  bool DrawImport(ImVec2 size, bool path_import);
  // The question before a reset, while `confirming`: the answer, or kNone.
  Intent DrawResetConfirmation(bool confirming);

  TestProbe* probe_ = nullptr;  // this frame's, while Draw runs
  std::array<char, 512> path_{};
};

}  // namespace popejoan::ui
