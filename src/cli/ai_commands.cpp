#include "cli/ai_commands.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <vector>

#include "ai/bot.h"
#include "ai/casual_bot.h"
#include "ai/tournament.h"
#include "engine/number_text.h"
#include "engine/rules.h"
#include "engine/state.h"

namespace popejoan::cli {
namespace {

bool ParseInt(const std::string& s, long long low, long long high, long long* out) {
  const std::optional<uint64_t> v = s.size() <= 19 ? engine::ParseWhole(s, static_cast<uint64_t>(high)) : std::nullopt;
  if (!v || *v < static_cast<uint64_t>(low)) return false;
  *out = static_cast<long long>(*v);
  return true;
}

struct Flags {
  std::string error;
  std::vector<std::pair<std::string, std::string>> pairs;
};

Flags ReadFlags(int argc, char** argv, const char* command) {
  Flags flags;
  for (int i = 2; i < argc; i += 2) {
    const std::string flag = argv[i];
    if (flag.size() < 3 || flag.compare(0, 2, "--") != 0) {
      flags.error = std::string(command) + ": expected a --flag, got '" + flag + "'";
      return flags;
    }
    if (i + 1 >= argc) {
      flags.error = std::string(command) + ": " + flag + " needs a value";
      return flags;
    }
    flags.pairs.emplace_back(flag, argv[i + 1]);
  }
  return flags;
}

std::string Bad(const char* command, const std::string& flag, const std::string& value, const char* want) {
  return std::string(command) + ": bad " + flag + " '" + value + "' (" + want + ")";
}

}  // namespace

engine::Result<std::string> TournamentCommand(int argc, char** argv) {
  constexpr const char* kCmd = "tournament";
  const Flags flags = ReadFlags(argc, argv, kCmd);
  if (!flags.error.empty()) return engine::Result<std::string>::Error(flags.error);
  ai::TournamentConfig config;
  config.rules = engine::RulesForPreset(engine::Preset::kClassic);
  bool have_candidate = false, have_field = false;
  std::vector<std::pair<std::string, std::string>> options;
  for (const auto& [flag, value] : flags.pairs) {
    long long n = 0;
    if (flag == "--preset") {
      engine::Preset p;
      if (!engine::ParsePreset(value, &p)) return engine::Result<std::string>::Error(Bad(kCmd, flag, value, "a preset id"));
      config.rules = RulesForPreset(p);
    } else if (flag == "--seats") {
      if (!ParseInt(value, engine::kMinSeats, engine::kMaxSeats, &n)) return engine::Result<std::string>::Error(Bad(kCmd, flag, value, "3..8"));
      config.seats = static_cast<int>(n);
    } else if (flag == "--deals") {
      if (!ParseInt(value, 1, 10000000, &n)) return engine::Result<std::string>::Error(Bad(kCmd, flag, value, "1..10000000"));
      config.deals = static_cast<int>(n);
    } else if (flag == "--seed") {
      if (!ParseInt(value, 0, 999999999999999999LL, &n)) return engine::Result<std::string>::Error(Bad(kCmd, flag, value, "a number"));
      config.seed = static_cast<std::uint64_t>(n);
    } else if (flag == "--candidate" || flag == "--field") {
      ai::Level level;
      if (!ai::ParseLevel(value, &level)) {
        return engine::Result<std::string>::Error(Bad(kCmd, flag, value, "beginner, casual, expert, oracle or pimc"));
      }
      (flag == "--candidate" ? config.candidate : config.field) = level;
      (flag == "--candidate" ? have_candidate : have_field) = true;
    } else if (flag == "--candidate-iterations" || flag == "--field-iterations") {
      if (!ParseInt(value, 1, 1000000, &n)) return engine::Result<std::string>::Error(Bad(kCmd, flag, value, "1..1000000"));
      (flag == "--candidate-iterations" ? config.candidate_budget : config.field_budget).iterations = static_cast<int>(n);
    } else if (flag == "--option") {
      const size_t eq = value.find('=');
      if (eq == std::string::npos) return engine::Result<std::string>::Error(Bad(kCmd, flag, value, "NAME=VALUE"));
      options.emplace_back(value.substr(0, eq), value.substr(eq + 1));
    } else {
      return engine::Result<std::string>::Error(std::string(kCmd) + ": unknown flag " + flag);
    }
  }
  // Options apply over the preset, whichever order the flags came in.
  for (const auto& [name, value] : options) {
    const engine::Status set = SetOption(&config.rules, name, value);
    if (!set.ok()) return engine::Result<std::string>::Error(std::string(kCmd) + ": " + set.message);
  }
  if (!have_candidate || !have_field) return engine::Result<std::string>::Error("tournament needs --candidate BOT and --field BOT");
  const engine::Result<ai::TournamentResult> result = ai::RunTournament(config);
  if (!result.ok()) return engine::Result<std::string>::Error(std::string(kCmd) + ": " + result.error());
  return ai::TournamentJson(config, *result);
}

engine::Result<std::string> AiBenchCommand(int argc, char** argv) {
  constexpr const char* kCmd = "ai-bench";
  const Flags flags = ReadFlags(argc, argv, kCmd);
  if (!flags.error.empty()) return engine::Result<std::string>::Error(flags.error);
  ai::Level level = ai::Level::kExpert;
  engine::Preset preset = engine::Preset::kClassic;
  int seats = 4, decisions = 300, iterations = 0;
  std::uint64_t seed = 1;
  for (const auto& [flag, value] : flags.pairs) {
    long long n = 0;
    if (flag == "--level") {
      if (!ai::ParseLevel(value, &level)) return engine::Result<std::string>::Error(Bad(kCmd, flag, value, "a level id"));
    } else if (flag == "--preset") {
      if (!engine::ParsePreset(value, &preset)) return engine::Result<std::string>::Error(Bad(kCmd, flag, value, "a preset id"));
    } else if (flag == "--seats") {
      if (!ParseInt(value, engine::kMinSeats, engine::kMaxSeats, &n)) return engine::Result<std::string>::Error(Bad(kCmd, flag, value, "3..8"));
      seats = static_cast<int>(n);
    } else if (flag == "--decisions") {
      if (!ParseInt(value, 1, 1000000, &n)) return engine::Result<std::string>::Error(Bad(kCmd, flag, value, "1..1000000"));
      decisions = static_cast<int>(n);
    } else if (flag == "--iterations") {
      if (!ParseInt(value, 1, 1000000, &n)) return engine::Result<std::string>::Error(Bad(kCmd, flag, value, "1..1000000"));
      iterations = static_cast<int>(n);
    } else if (flag == "--seed") {
      if (!ParseInt(value, 0, 999999999999999999LL, &n)) return engine::Result<std::string>::Error(Bad(kCmd, flag, value, "a number"));
      seed = static_cast<std::uint64_t>(n);
    } else {
      return engine::Result<std::string>::Error(std::string(kCmd) + ": unknown flag " + flag);
    }
  }
  // Real choices from Casual matches, each timed as the level decides it.
  std::vector<double> ms;
  std::unique_ptr<ai::Bot> bot = ai::MakeBot(level);
  ai::CasualBot casual;
  std::uint64_t match = 0, check = 0;
  while (static_cast<int>(ms.size()) < decisions) {
    engine::MatchConfig config;
    config.rules = engine::RulesForPreset(preset);
    config.seats = seats;
    config.rounds = 1;
    config.seed = seed * 1000003u + match++;
    engine::Result<engine::State> made = engine::State::NewMatch(config);
    if (!made.ok()) return engine::Result<std::string>::Error(std::string(kCmd) + ": " + made.error());
    engine::State state = made.value();
    while (!state.IsTerminal() && static_cast<int>(ms.size()) < decisions) {
      const int seat = state.CurrentSeat();
      if (seat < 0) {
        state.ApplyUnchecked(state.TableAction());
        continue;
      }
      if (state.LegalActions().size() > 1) {
        const auto t0 = std::chrono::steady_clock::now();
        const engine::Action a = ai::Decide(*bot, state, seat, check + 17, ai::Budget{iterations, 0});
        ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
        check = check * 31 + static_cast<std::uint64_t>(a + 1);
      }
      state.ApplyUnchecked(ai::Decide(casual, state, seat, 0));
    }
  }
  std::sort(ms.begin(), ms.end());
  auto at = [&ms](double q) { return ms[static_cast<size_t>(q * static_cast<double>(ms.size() - 1))]; };
  double total = 0.0;
  for (double v : ms) total += v;
  char buf[512];
  std::snprintf(buf, sizeof buf,
                "{\"level\": \"%s\", \"preset\": \"%s\", \"seats\": %d, \"iterations\": %d, \"decisions\": %d, "
                "\"ms_mean\": %.3f, \"ms_p50\": %.3f, \"ms_p95\": %.3f, \"ms_max\": %.3f, \"check\": \"%016llx\"}\n",
                ai::LevelId(level), engine::PresetId(preset), seats, iterations, decisions, total / static_cast<double>(ms.size()),
                at(0.5), at(0.95), ms.back(), static_cast<unsigned long long>(check));
  return std::string(buf);
}

}  // namespace popejoan::cli
