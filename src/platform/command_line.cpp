#include "platform/command_line.h"

#include <cerrno>
#include <cstdlib>

namespace popejoan::platform {
namespace {

bool ParseInt(const std::string& text, long long min, long long max, long long* out) {
  if (text.empty()) return false;
  errno = 0;
  char* end = nullptr;
  const long long value = std::strtoll(text.c_str(), &end, 10);
  if (errno != 0 || *end != '\0' || value < min || value > max) return false;
  *out = value;
  return true;
}

bool ParseU64(const std::string& text, std::uint64_t* out) {
  if (text.empty() || text[0] == '-') return false;
  errno = 0;
  char* end = nullptr;
  const unsigned long long value = std::strtoull(text.c_str(), &end, 10);
  if (errno != 0 || *end != '\0') return false;
  *out = value;
  return true;
}

}  // namespace

const char* CommandLineUsage() {
  return "usage: popejoan [--play] [--seed S] [--preset P] [--seats N] [--ai LEVELS] [--replay FILE [--step K]]\n"
         "                [--deal CODE | --daily DATE]\n"
         "                [--theme T] [--pace P] [--lang L] [--data-dir DIR | --no-save] [--import FILE]\n"
         "                [--no-debug] [--frames N] [--screenshot out.png] [--size WxH]\n"
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
         "  --seed S            seed of the match (default: from the clock)\n";
}

CommandLineResult ParseCommandLine(const std::vector<std::string>& args) {
  CommandLineResult result;
  CommandLine& o = result.options;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    auto value = [&](std::string* out) {
      if (i + 1 >= args.size()) {
        result.error = arg + " needs a value";
        return false;
      }
      *out = args[++i];
      return true;
    };
    std::string v;
    long long n = 0;
    if (arg == "--help" || arg == "-h") {
      o.show_help = true;
    } else if (arg == "--play") {
      o.play = true;
    } else if (arg == "--no-debug") {
      o.debug = false;
    } else if (arg == "--debug") {
      o.debug = true;
    } else if (arg == "--preset") {
      if (!value(&o.preset)) return result;
    } else if (arg == "--ai") {
      if (!value(&o.ai)) return result;
    } else if (arg == "--deal") {
      if (!value(&o.deal_code)) return result;
    } else if (arg == "--daily") {
      if (!value(&o.daily_date)) return result;
    } else if (arg == "--theme") {
      if (!value(&o.theme)) return result;
    } else if (arg == "--pace") {
      if (!value(&o.pace)) return result;
    } else if (arg == "--lang") {
      if (!value(&o.lang)) return result;
    } else if (arg == "--data-dir") {
      if (!value(&o.data_dir)) return result;
    } else if (arg == "--no-save") {
      o.no_save = true;
    } else if (arg == "--import") {
      if (!value(&o.import_path)) return result;
    } else if (arg == "--seats") {
      if (!value(&v)) return result;
      if (!ParseInt(v, 3, 8, &n)) {
        result.error = "--seats needs a whole number from 3 to 8, got '" + v + "'";
        return result;
      }
      o.seats = static_cast<int>(n);
    } else if (arg == "--replay") {
      if (!value(&o.replay_path)) return result;
    } else if (arg == "--step") {
      if (!value(&v)) return result;
      if (!ParseInt(v, 0, 100000, &n)) {
        result.error = "--step needs a whole number from 0, got '" + v + "'";
        return result;
      }
      o.replay_step = static_cast<int>(n);
    } else if (arg == "--frames") {
      if (!value(&v)) return result;
      if (!ParseInt(v, 1, 1000000, &n)) {
        result.error = "--frames needs a whole number from 1 to 1000000, got '" + v + "'";
        return result;
      }
      o.frames = static_cast<int>(n);
    } else if (arg == "--screenshot") {
      if (!value(&o.screenshot_path)) return result;
    } else if (arg == "--size") {
      if (!value(&v)) return result;
      const size_t x = v.find('x');
      long long w = 0, h = 0;
      if (x == std::string::npos || !ParseInt(v.substr(0, x), 200, 8192, &w) ||
          !ParseInt(v.substr(x + 1), 200, 8192, &h)) {
        result.error = "--size needs WIDTHxHEIGHT (200..8192 each), got '" + v + "'";
        return result;
      }
      o.width = static_cast<int>(w);
      o.height = static_cast<int>(h);
    } else if (arg == "--seed") {
      if (!value(&v)) return result;
      std::uint64_t seed = 0;
      if (!ParseU64(v, &seed)) {
        result.error = "--seed needs a non-negative whole number, got '" + v + "'";
        return result;
      }
      o.seed = seed;
    } else {
      result.error = "unknown option '" + arg + "'";
      return result;
    }
  }
  if (!o.screenshot_path.empty() && o.frames == 0) {
    result.error = "--screenshot needs --frames N (which frame to capture)";
  }
  if (o.no_save && (!o.data_dir.empty() || !o.import_path.empty())) {
    result.error = "--no-save cannot be combined with --data-dir or --import";
  }
  return result;
}

bool AsksForAMatch(const CommandLine& o) {
  return o.play || o.seed.has_value() || !o.preset.empty() || o.seats != 0 || !o.replay_path.empty() ||
         !o.deal_code.empty() || !o.daily_date.empty();
}

}  // namespace popejoan::platform
