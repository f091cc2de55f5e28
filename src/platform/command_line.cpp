#include "platform/command_line.h"

#include <cstdint>
#include <optional>
#include <string_view>

#include "engine/number_text.h"

namespace popejoan::platform {
namespace {

// A whole number in [min, max] as these flags have always taken one (the C library's way): leading
// spaces and a '+' are allowed, and "-0" is 0; other negatives are refused. The digits are ParseWhole's.
std::optional<std::uint64_t> ReadWhole(std::string_view text, std::uint64_t min, std::uint64_t max) {
  while (!text.empty() && (text.front() == ' ' || (text.front() >= '\t' && text.front() <= '\r'))) {
    text.remove_prefix(1);
  }
  const bool negative = !text.empty() && text.front() == '-';
  if (!text.empty() && (negative || text.front() == '+')) text.remove_prefix(1);
  const std::optional<std::uint64_t> n = engine::ParseWhole(text, max);
  if (!n || *n < min || (negative && *n != 0)) return std::nullopt;
  return n;
}

// A flag without a value (--play, --no-save) sets its field to kValue.
template <bool LaunchOptions::*kField, bool kValue>
std::string SetSwitch(const std::string&, LaunchOptions* options) {
  options->*kField = kValue;
  return "";
}

// A whole number in [kMin, kMax] for kField; `range` words it in the error.
template <int LaunchOptions::*kField, std::uint64_t kMin, std::uint64_t kMax>
std::string SetNumber(const std::string& flag, const char* range, const std::string& value, LaunchOptions* options) {
  const std::optional<std::uint64_t> n = ReadWhole(value, kMin, kMax);
  if (!n) return flag + " needs a whole number " + range + ", got '" + value + "'";
  options->*kField = static_cast<int>(*n);
  return "";
}

std::string SetSeats(const std::string& value, LaunchOptions* options) {
  return SetNumber<&LaunchOptions::seats, 3, 8>("--seats", "from 3 to 8", value, options);
}

std::string SetStep(const std::string& value, LaunchOptions* options) {
  return SetNumber<&LaunchOptions::replay_step, 0, 100000>("--step", "from 0", value, options);
}

std::string SetFrames(const std::string& value, LaunchOptions* options) {
  return SetNumber<&LaunchOptions::frames, 1, 1000000>("--frames", "from 1 to 1000000", value, options);
}

std::string SetSize(const std::string& value, LaunchOptions* options) {
  const size_t x = value.find('x');
  const std::optional<std::uint64_t> w = x == std::string::npos ? std::nullopt : ReadWhole(value.substr(0, x), 200, 8192);
  const std::optional<std::uint64_t> h = w ? ReadWhole(value.substr(x + 1), 200, 8192) : std::nullopt;
  if (!h) return "--size needs WIDTHxHEIGHT (200..8192 each), got '" + value + "'";
  options->width = static_cast<int>(*w);
  options->height = static_cast<int>(*h);
  return "";
}

std::string SetSeed(const std::string& value, LaunchOptions* options) {
  const std::optional<std::uint64_t> seed = value.empty() || value[0] == '-' ? std::nullopt : ReadWhole(value, 0, UINT64_MAX);
  if (!seed) return "--seed needs a non-negative whole number, got '" + value + "'";
  options->seed = *seed;
  return "";
}

struct Flag {
  const char* name;
  bool takes_value;
  OptionSetter set;
};

// Every flag; the page's query names the same options in page_query.cpp.
constexpr Flag kFlags[] = {
    {"--help", false, SetSwitch<&LaunchOptions::show_help, true>},
    {"-h", false, SetSwitch<&LaunchOptions::show_help, true>},
    {"--play", false, SetSwitch<&LaunchOptions::start_at_table, true>},
    {"--no-debug", false, SetSwitch<&LaunchOptions::debug, false>},
    {"--debug", false, SetSwitch<&LaunchOptions::debug, true>},
    {"--preset", true, SetText<&LaunchOptions::preset>},
    {"--ai", true, SetAiLevels},
    {"--deal", true, SetText<&LaunchOptions::deal_code>},
    {"--daily", true, SetText<&LaunchOptions::daily_date>},
    {"--theme", true, SetText<&LaunchOptions::theme>},
    {"--pace", true, SetText<&LaunchOptions::pace>},
    {"--lang", true, SetText<&LaunchOptions::lang>},
    {"--data-dir", true, SetText<&LaunchOptions::data_dir>},
    {"--no-save", false, SetSwitch<&LaunchOptions::no_save, true>},
    {"--import", true, SetText<&LaunchOptions::import_path>},
    {"--seats", true, SetSeats},
    {"--replay", true, SetText<&LaunchOptions::replay_path>},
    {"--step", true, SetStep},
    {"--frames", true, SetFrames},
    {"--screenshot", true, SetText<&LaunchOptions::screenshot_path>},
    {"--size", true, SetSize},
    {"--seed", true, SetSeed},
    {"--room", true, SetRoomCode},
    {"--name", true, SetPlayerName},
    {"--server", true, SetRoomServer},
};

const Flag* FindFlag(const std::string& name) {
  for (const Flag& flag : kFlags) {
    if (name == flag.name) return &flag;
  }
  return nullptr;
}

// What the flags cannot say one at a time.
std::string CheckCombinations(const LaunchOptions& o) {
  if (o.no_save && (!o.data_dir.empty() || !o.import_path.empty())) {
    return "--no-save cannot be combined with --data-dir or --import";
  }
  if (!o.screenshot_path.empty() && o.frames == 0) return "--screenshot needs --frames N (which frame to capture)";
  return "";
}

}  // namespace

const char* CommandLineUsage() {
  return "usage: popejoan [--play] [--seed S] [--preset P] [--seats N] [--ai LEVELS] [--replay FILE [--step K]]\n"
         "                [--deal CODE | --daily DATE]\n"
         "                [--theme T] [--pace P] [--lang L] [--data-dir DIR | --no-save] [--import FILE]\n"
         "                [--no-debug] [--frames N] [--screenshot out.png] [--size WxH]\n"
         "                [--server URL [--room CODE] [--name NAME]]\n"
         "  --play              skip the setup screen and deal the default match\n"
         "  --preset P          classic, parlett, modern, victorian, five-pool, foster, foster-matrimony\n"
         "  --seats N           3..8 seats: you and N-1 AI\n"
         "  --ai LEVELS         the AI seats' levels, e.g. expert or beginner,casual,expert\n"
         "  --deal CODE         deal a shared match (its code is in the table's Menu)\n"
         "  --daily DATE        the daily deal of DATE (YYYY-MM-DD): the same cards for everyone\n"
         "  --theme T           felt, dark, light or contrast\n"
         "  --pace P            slow, normal, fast or instant (until the player picks one)\n"
         "  --lang L            en or fr: the game's language (else the one chosen in Settings, else English)\n"
         "  --data-dir DIR      keep the save (save.json) in DIR instead of the user's data folder\n"
         "  --no-save           neither resume nor write a save\n"
         "  --import FILE       import a save file (Statistics > Export save writes one), then play on\n"
         "  (a saved match is resumed unless --play, --seed, --preset, --seats, --replay, --deal or --daily\n"
         "   asks for another)\n"
         "  --replay FILE       open a replay (Menu > Save replay writes one) at its last step\n"
         "  --step K            ...at step K instead\n"
         "  --no-debug          hide the debug overlay\n"
         "  --frames N          draw N frames, then exit (with --screenshot, capture the last)\n"
         "  --screenshot FILE   write the last frame as a PNG (requires --frames)\n"
         "  --size WxH          window size in points (default 1280x800)\n"
         "  --seed S            seed of the match (default: from the clock)\n"
         "  --server URL        a room server (ws://HOST:PORT/rooms): the setup offers Play online now,\n"
         "                      Open tables and Play with friends\n"
         "  --room CODE         open that room on the room server, as its invite link does\n"
         "  --name NAME         the name you go by in rooms\n";
}

engine::Result<LaunchOptions> ParseCommandLine(const std::vector<std::string>& args) {
  LaunchOptions options;
  options.debug = true;  // natively the overlay is on unless --no-debug
  for (size_t i = 0; i < args.size(); ++i) {
    const Flag* flag = FindFlag(args[i]);
    if (flag == nullptr) return engine::Result<LaunchOptions>::Error("unknown option '" + args[i] + "'");
    if (flag->takes_value && i + 1 >= args.size()) return engine::Result<LaunchOptions>::Error(args[i] + " needs a value");
    const std::string error = flag->set(flag->takes_value ? args[++i] : "", &options);
    if (!error.empty()) return engine::Result<LaunchOptions>::Error(error);
  }
  const std::string error = CheckCombinations(options);
  if (!error.empty()) return engine::Result<LaunchOptions>::Error(error);
  options.resume = !AsksForAMatch(options);
  return options;
}

}  // namespace popejoan::platform
