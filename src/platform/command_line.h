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
  bool debug = true;          // the debug overlay (on natively unless --no-debug)
  bool show_help = false;
};

struct CommandLineResult {
  CommandLine options;
  std::string error;  // empty when parsing succeeded
};

CommandLineResult ParseCommandLine(const std::vector<std::string>& args);
const char* CommandLineUsage();

}  // namespace popejoan::platform
