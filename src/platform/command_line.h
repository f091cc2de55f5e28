// The native app's command line. Unknown or malformed flags are an error value (printed with
// usage by main), never an exception.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace popejoan::platform {

struct CommandLine {
  int frames = 0;               // 0: run until the window closes
  std::string screenshot_path;  // written after the last of `frames` frames
  int width = 1280;
  int height = 800;
  std::optional<std::uint64_t> seed;
  bool play = false;  // skip the setup screen: deal the default match at once
  std::string preset;         // preset id for the default match
  int seats = 0;              // 3..8 for the default match (0: you + 3 AI)
  std::string replay_path;    // open this replay file for playback
  int replay_step = -1;       // ...at this step (-1: the last)
  std::string ai;             // AI seats' levels, comma-separated (one applies to all)
  std::string theme;          // felt, dark, light, contrast
  std::string pace;           // slow, normal, fast, instant (for a player with no saved settings)
  std::string lang;           // en, fr (wins over the saved choice)
  std::string data_dir;       // where the save lives (default: the user's data folder)
  bool no_save = false;       // neither read nor write a save
  std::string import_path;    // a save file to import at start (replaces the stored save)
  std::string deal_code;      // a shared deal code to deal at once
  std::string daily_date;     // YYYY-MM-DD: that day's daily deal at once
  bool debug = true;          // the debug overlay (on natively unless --no-debug)
  bool show_help = false;
};

struct CommandLineResult {
  CommandLine options;
  std::string error;  // empty when parsing succeeded
};

CommandLineResult ParseCommandLine(const std::vector<std::string>& args);
// True when the command line asks for a particular match (so the saved one is not resumed).
bool AsksForAMatch(const CommandLine& options);
const char* CommandLineUsage();

}  // namespace popejoan::platform
