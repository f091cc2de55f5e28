// popejoan-cli: replay a deal file, print a seeded deal, run the bench, or measure the AI.
//
//   popejoan-cli replay FILE                        result JSON on stdout, exit 0
//   popejoan-cli deal --preset P --seats N --seed S a deal file on stdout
//   popejoan-cli bench [--deals N] [--signature-only]
//   popejoan-cli tournament ... / ai-bench ...      see cli/ai_commands.h
//
// Bad input: exit 2 with one line on stderr naming the problem. No exceptions (web build).
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "cli/ai_commands.h"
#include "engine/deal_file.h"
#include "engine/number_text.h"
#include "engine/replay.h"
#include "engine/rng.h"
#include "engine/rules.h"
#include "engine/sim.h"

namespace {

using popejoan::Preset;
using popejoan::ParseDecimal;

int Fail(const std::string& message) {
  // Exactly one line, whatever the input file contained.
  std::string line = message;
  for (char& c : line) {
    if (c == '\n' || c == '\r') c = ' ';
  }
  std::fprintf(stderr, "popejoan-cli: %s\n", line.c_str());
  return 2;
}

const char kUsage[] =
    "usage: popejoan-cli replay FILE | replay-match FILE [--steps] | record-match --preset P --seats N --seed S | "
    "deal --preset P --seats N --seed S | "
    "bench [--deals N] [--signature-only] | "
    "tournament --preset P --seats N --deals D --candidate BOT --field BOT [--seed S] | "
    "ai-bench --level BOT [--preset P] [--seats N] [--decisions D] [--iterations K]";

bool ReadFile(const std::string& path, std::string* out) {
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (f == nullptr) return false;
  char buf[65536];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) {
    out->append(buf, n);
    if (out->size() > (16u << 20)) break;  // no deal file is this large
  }
  std::fclose(f);
  return true;
}

int Replay(int argc, char** argv) {
  if (argc != 3) return Fail("replay needs exactly one FILE");
  std::string text;
  if (!ReadFile(argv[2], &text)) return Fail(std::string("cannot read ") + argv[2]);
  popejoan::Result<std::string> out = popejoan::ReplayDealFile(text);
  if (!out.ok()) return Fail(std::string(argv[2]) + ": " + out.error());
  std::fwrite(out->data(), 1, out->size(), stdout);
  return 0;
}

// Plays a match replay (docs/replay-format in src/engine/replay.h) and checks every recorded
// state hash; prints the outcome as JSON, and with --steps one line per action.
int ReplayMatch(int argc, char** argv) {
  bool steps = false;
  if (argc == 4 && std::string(argv[3]) == "--steps") {
    steps = true;
  } else if (argc != 3) {
    return Fail("replay-match needs FILE and optionally --steps");
  }
  std::string text;
  if (!ReadFile(argv[2], &text)) return Fail(std::string("cannot read ") + argv[2]);
  popejoan::Result<popejoan::Replay> replay = popejoan::ParseReplay(text);
  if (!replay.ok()) return Fail(std::string(argv[2]) + ": " + replay.error());
  popejoan::Result<std::vector<popejoan::State>> states = popejoan::PlayReplay(replay.value());
  if (!states.ok()) return Fail(std::string(argv[2]) + ": " + states.error());
  const popejoan::State& last = states->back();
  std::string out = "{\"steps\": " + std::to_string(replay->actions.size()) +
                    ", \"hashes_checked\": " + std::to_string(replay->hashes.size()) +
                    ", \"deals\": " + std::to_string(last.DealIndex() + 1) + ", \"phase\": \"" +
                    popejoan::PhaseId(last.phase()) + "\", \"hash\": \"" + popejoan::HashHex(last.Hash()) + "\", \"purses\": [";
  for (int seat = 0; seat < last.NumSeats(); ++seat) {
    out += (seat ? ", " : "") + std::to_string(last.Purse(seat));
  }
  out += "]";
  if (steps) {
    out += ", \"actions\": [";
    for (size_t i = 0; i < replay->actions.size(); ++i) {
      out += std::string(i ? ",\n  " : "\n  ") + "{\"step\": " + std::to_string(i + 1) + ", \"seat\": " +
             std::to_string((*states)[i].CurrentSeat()) + ", \"action\": \"" +
             popejoan::ActionWord(replay->actions[i]) + "\", \"hash\": \"" + popejoan::HashHex((*states)[i + 1].Hash()) + "\"}";
    }
    out += "]";
  }
  out += "}\n";
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}

// A whole seeded match played by a seeded random player, as a replay with every state's hash.
int RecordMatch(int argc, char** argv) {
  std::string preset_id;
  uint64_t seats = 0, seed = 0;
  for (int i = 2; i + 1 < argc; i += 2) {
    const std::string flag = argv[i], value = argv[i + 1];
    if (flag == "--preset") preset_id = value;
    else if (flag == "--seats" && ParseDecimal(value, &seats)) {}
    else if (flag == "--seed" && ParseDecimal(value, &seed)) {}
    else return Fail("record-match: bad flag or value '" + flag + " " + value + "'");
  }
  if (argc % 2 != 0) return Fail("record-match needs --preset P --seats N --seed S");
  popejoan::Preset preset;
  if (!popejoan::ParsePreset(preset_id, &preset)) return Fail("record-match: unknown preset '" + preset_id + "'");
  popejoan::Replay replay;
  replay.config.rules = popejoan::RulesForPreset(preset);
  replay.config.seats = static_cast<int>(seats);
  replay.config.seed = seed;
  popejoan::Result<popejoan::State> made = popejoan::State::NewMatch(replay.config);
  if (!made.ok()) return Fail("record-match: " + made.error());
  for (uint64_t i = 0; i < seats; ++i) replay.seats.push_back({"Seat " + std::to_string(i + 1), false, "beginner"});
  popejoan::State state = made.value();
  popejoan::Rng rng(seed ^ 0x5EEDu);
  while (!state.IsTerminal()) {
    const popejoan::Action a = popejoan::RandomAction(state, &rng);
    state.ApplyUnchecked(a);
    replay.actions.push_back(a);
    replay.hashes.push_back(state.Hash());
  }
  const std::string out = popejoan::ReplayToJson(replay) + "\n";
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}

int Deal(int argc, char** argv) {
  std::string preset_id;
  uint64_t seats = 0, seed = 0;
  bool have_preset = false, have_seats = false, have_seed = false;
  for (int i = 2; i < argc; i += 2) {
    const std::string flag = argv[i];
    if (i + 1 >= argc) return Fail(flag + " needs a value");
    const std::string value = argv[i + 1];
    if (flag == "--preset") {
      preset_id = value;
      have_preset = true;
    } else if (flag == "--seats") {
      if (!ParseDecimal(value, &seats) || seats < 3 || seats > 8) return Fail("--seats must be 3..8, got '" + value + "'");
      have_seats = true;
    } else if (flag == "--seed") {
      if (!ParseDecimal(value, &seed)) return Fail("--seed must be a whole number >= 0, got '" + value + "'");
      have_seed = true;
    } else {
      return Fail("unknown flag " + flag + " for deal");
    }
  }
  if (!have_preset || !have_seats || !have_seed) return Fail("deal needs --preset P --seats N --seed S");
  Preset preset;
  if (!popejoan::ParsePreset(preset_id, &preset)) {
    return Fail("unknown preset '" + preset_id + "' (classic, parlett, modern, victorian, five-pool, foster, foster-matrimony)");
  }
  popejoan::Result<std::string> out = popejoan::MakeDealFile(preset, static_cast<int>(seats), seed);
  if (!out.ok()) return Fail(out.error());
  std::fwrite(out->data(), 1, out->size(), stdout);
  return 0;
}

int Bench(int argc, char** argv) {
  uint64_t deals = 1000000;
  bool signature_only = false;
  for (int i = 2; i < argc; ++i) {
    const std::string flag = argv[i];
    if (flag == "--signature-only") {
      signature_only = true;
    } else if (flag == "--deals" && i + 1 < argc) {
      if (!ParseDecimal(argv[i + 1], &deals) || deals < 1 || deals > 1000000000ULL) {
        return Fail(std::string("--deals must be 1..1000000000, got '") + argv[i + 1] + "'");
      }
      ++i;
    } else {
      return Fail("unknown flag " + flag + " for bench");
    }
  }
  const popejoan::SignatureResult sig = popejoan::BenchSignature();
  if (signature_only) {
    std::printf("{\"signature\": \"%s\", \"signature_deals\": %lld}\n", popejoan::HashHex(sig.signature).c_str(),
                static_cast<long long>(sig.deals));
    return 0;
  }
  const auto start = std::chrono::steady_clock::now();
  const uint64_t check = popejoan::PlayRandomDeals(Preset::kClassic, 5, static_cast<int64_t>(deals), 12345);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf(
      "{\"preset\": \"classic\", \"seats\": 5, \"deals\": %llu, \"seconds\": %.3f, "
      "\"deals_per_second\": %.0f, \"check\": \"%s\", \"signature\": \"%s\", "
      "\"signature_deals\": %lld}\n",
      static_cast<unsigned long long>(deals), seconds, seconds > 0 ? static_cast<double>(deals) / seconds : 0.0,
      popejoan::HashHex(check).c_str(), popejoan::HashHex(sig.signature).c_str(), static_cast<long long>(sig.deals));
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return Fail(kUsage);
  const std::string command = argv[1];
  if (command == "replay") return Replay(argc, argv);
  if (command == "replay-match") return ReplayMatch(argc, argv);
  if (command == "record-match") return RecordMatch(argc, argv);
  if (command == "deal") return Deal(argc, argv);
  if (command == "bench") return Bench(argc, argv);
  if (command == "tournament" || command == "ai-bench") {
    const popejoan::Result<std::string> out = command == "tournament" ? popejoan::cli::TournamentCommand(argc, argv)
                                                                       : popejoan::cli::AiBenchCommand(argc, argv);
    if (!out.ok()) return Fail(out.error());
    std::fwrite(out->data(), 1, out->size(), stdout);
    return 0;
  }
  return Fail("unknown command '" + command + "'; " + kUsage);
}
