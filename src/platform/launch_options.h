// What one launch of the game asks for: one set of options, filled natively by the command line
// (command_line.h) and on the page by its query string (page_query.h). Each option has one name
// here whatever its spelling outside (?autostart=1 and --play both set start_at_table). Values are
// kept as given; which preset, level or theme a word names is judged by app_config.h.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace popejoan::platform {

struct LaunchOptions {
  // ---- New matches: ?preset= --preset, ?seats= --seats, ...
  std::optional<std::uint64_t> seed;    // the first match's seed (none: from the clock)
  bool start_at_table = false;          // ?autostart=1, --play: skip the setup screen
  std::string preset;                   // classic, parlett, modern, ...
  int seats = 0;                        // 3..8 (0: you + 3 AI)
  std::vector<std::string> ai_levels;   // ?ai=, --ai: one level for all, or one per seat
  std::string deal_code;                // ?deal=, --deal: a shared deal at once
  std::string daily_date;               // ?daily=, --daily: YYYY-MM-DD's daily deal at once
  // ---- Online rooms (docs/online.md): ?room= --room, ?name= --name, ?server= --server.
  std::string room_code;    // open this room at start
  std::string player_name;  // the name this player goes by in rooms (not asked again)
  std::string room_server;  // ws:// or wss:// URL of the room server (page: its own origin's /rooms,
                            // or one its site lists; session/room_servers.h)
  // Continue the saved match. The page always does (its query shapes new matches only);
  // natively, unless the command line asks for a particular match (AsksForAMatch).
  bool resume = true;

  // ---- The look.
  std::string theme;  // felt, dark, light, contrast
  std::string pace;   // slow, normal, fast, instant (for a player with no saved settings)
  std::string lang;   // en, fr (wins over the saved choice)
  bool debug = false;  // the debug overlay (natively on unless --no-debug)

  // ---- The save.
  std::string embed_id = "default";  // ?embed=: which of the browser's saves
  std::string data_dir;              // --data-dir: the save's folder ("": the user's data folder)
  bool no_save = false;              // --no-save: neither read nor write a save
  std::string import_path;           // --import: a save file to import at start

  // ---- A replay to watch: --replay, --step.
  std::string replay_path;
  int replay_step = -1;  // -1: its last step

  // ---- The window (the page's is its canvas).
  int width = 1280;
  int height = 800;
  int frames = 0;               // --frames: draw this many, then exit (0: until closed)
  std::string screenshot_path;  // --screenshot: the last frame as a PNG
  bool show_help = false;       // --help: print the usage and exit
};

// True when the options ask for a particular match, so the saved one is not resumed.
bool AsksForAMatch(const LaunchOptions& options);

// "a, b,c" -> {"a", "b", "c"}: spaces dropped, empty items kept ("" gives no items).
std::vector<std::string> SplitCommas(const std::string& text);

// One step of a parser: sets an option from its text; returns what is wrong with the text, or
// "" (both parsers are tables of these).
using OptionSetter = std::string (*)(const std::string& value, LaunchOptions* options);

// The setter of an option kept as given.
template <std::string LaunchOptions::*kField>
std::string SetText(const std::string& value, LaunchOptions* options) {
  options->*kField = value;
  return "";
}

// ?room= --room, ?name= --name, ?server= --server: checked here, for both.
std::string SetRoomCode(const std::string& value, LaunchOptions* options);
std::string SetPlayerName(const std::string& value, LaunchOptions* options);
std::string SetRoomServer(const std::string& value, LaunchOptions* options);

// ?ai= and --ai: a comma list of levels.
std::string SetAiLevels(const std::string& value, LaunchOptions* options);

}  // namespace popejoan::platform
