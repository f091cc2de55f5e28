// popejoan-cli: replay a deal file, print a seeded deal, run the bench, or measure the AI.
//
//   popejoan-cli replay FILE                        result JSON on stdout, exit 0
//   popejoan-cli deal --preset P --seats N --seed S a deal file on stdout
//   popejoan-cli bench [--deals N] [--signature-only]
//   popejoan-cli tournament ... / ai-bench ...      see cli/ai_commands.h
//
// Bad input: exit 2 with one line on stderr naming the problem. No exceptions (web build).
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "cli/ai_commands.h"
#include "engine/deal_file.h"
#include "engine/json.h"
#include "engine/number_text.h"
#include "engine/replay.h"
#include "engine/rng.h"
#include "engine/rules.h"
#include "engine/sim.h"

namespace {

using popejoan::engine::Preset;
using popejoan::engine::ParseDecimal;

int Fail(const std::string& message) {
  // Exactly one line, whatever the input file contained: every control character (a newline,
  // ESC, a NUL that would cut the line) is written as an escape, never sent to the terminal.
  const std::string line = "popejoan-cli: " + popejoan::engine::PrintableText(message, 2000) + "\n";
  std::fwrite(line.data(), 1, line.size(), stderr);
  return 2;
}

const char kUsage[] =
    "usage: popejoan-cli replay FILE | replay-match FILE [--steps] | "
    "record-match --preset P --seats N --seed S [--rounds R] | parse-bench FILE [--runs N] | "
    "deal --preset P --seats N --seed S | "
    "bench [--deals N] [--signature-only] | "
    "tournament --preset P --seats N --deals D --candidate BOT --field BOT [--seed S] | "
    "ai-bench --level BOT [--preset P] [--seats N] [--decisions D] [--iterations K]";

// Reads at most max_bytes: a larger file is refused after reading max_bytes + 1, whatever its
// size (a 100 MB file costs no more than a small one).
popejoan::engine::Status ReadFile(const std::string& path, size_t max_bytes, std::string* out) {
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (f == nullptr) return popejoan::engine::Status::Error("cannot read " + path);
  char buf[65536];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) {
    out->append(buf, n);
    if (out->size() > max_bytes) break;
  }
  std::fclose(f);
  if (out->size() > max_bytes) {
    return popejoan::engine::Status::Error(path + ": larger than " + std::to_string(max_bytes) + " bytes, the most this file may have");
  }
  return popejoan::engine::Status::Ok();
}

int Replay(int argc, char** argv) {
  if (argc != 3) return Fail("replay needs exactly one FILE");
  std::string text;
  const popejoan::engine::Status read = ReadFile(argv[2], popejoan::engine::kMaxDealFileBytes, &text);
  if (!read.ok()) return Fail(read.message);
  popejoan::engine::Result<std::string> out = popejoan::engine::ReplayDealFile(text);
  if (!out.ok()) return Fail(std::string(argv[2]) + ": " + out.error());
  std::fwrite(out->data(), 1, out->size(), stdout);
  return 0;
}

// Plays a match replay (its format in src/engine/replay.h) and checks every recorded
// state hash; prints the outcome as JSON, and with --steps one line per action.
int ReplayMatch(int argc, char** argv) {
  bool steps = false;
  if (argc == 4 && std::string(argv[3]) == "--steps") {
    steps = true;
  } else if (argc != 3) {
    return Fail("replay-match needs FILE and optionally --steps");
  }
  std::string text;
  const popejoan::engine::Status read = ReadFile(argv[2], popejoan::engine::kMaxReplayBytes, &text);
  if (!read.ok()) return Fail(read.message);
  popejoan::engine::Result<popejoan::engine::Replay> replay = popejoan::engine::ParseReplay(text);
  if (!replay.ok()) return Fail(std::string(argv[2]) + ": " + replay.error());
  popejoan::engine::Result<std::vector<popejoan::engine::State>> states = popejoan::engine::PlayReplay(replay.value());
  if (!states.ok()) return Fail(std::string(argv[2]) + ": " + states.error());
  const popejoan::engine::State& last = states->back();
  std::string out = "{\"steps\": " + std::to_string(replay->actions.size()) +
                    ", \"hashes_checked\": " + std::to_string(replay->hashes.size()) +
                    ", \"deals\": " + std::to_string(last.DealIndex() + 1) + ", \"phase\": \"" +
                    popejoan::engine::PhaseId(last.phase()) + "\", \"hash\": \"" + popejoan::engine::HashHex(last.Hash()) + "\", \"purses\": [";
  for (int seat = 0; seat < last.NumSeats(); ++seat) {
    out += (seat ? ", " : "") + std::to_string(last.Purse(seat));
  }
  out += "]";
  if (steps) {
    out += ", \"actions\": [";
    for (size_t i = 0; i < replay->actions.size(); ++i) {
      out += std::string(i ? ",\n  " : "\n  ") + "{\"step\": " + std::to_string(i + 1) + ", \"seat\": " +
             std::to_string((*states)[i].CurrentSeat()) + ", \"action\": \"" +
             popejoan::engine::ActionWord(replay->actions[i]) + "\", \"hash\": \"" + popejoan::engine::HashHex((*states)[i + 1].Hash()) + "\"}";
    }
    out += "]";
  }
  out += "}\n";
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}

// A whole seeded match played by a seeded random player, as a replay with every state's hash.
// Every number is range-checked before use: --seats 4294967301 was once taken as 5.
int RecordMatch(int argc, char** argv) {
  std::string preset_id;
  uint64_t seats = 0, seed = 0, rounds = 1;
  for (int i = 2; i + 1 < argc; i += 2) {
    const std::string flag = argv[i], value = argv[i + 1];
    if (flag == "--preset") {
      preset_id = value;
    } else if (flag == "--seats") {
      if (!ParseDecimal(value, &seats) || seats < 3 || seats > 8) return Fail("--seats must be 3..8, got '" + value + "'");
    } else if (flag == "--rounds") {
      if (!ParseDecimal(value, &rounds) || rounds < 1 || rounds > static_cast<uint64_t>(popejoan::engine::kMaxReplayRounds)) {
        return Fail("--rounds must be 1.." + std::to_string(popejoan::engine::kMaxReplayRounds) + ", got '" + value + "'");
      }
    } else if (flag == "--seed") {
      if (!ParseDecimal(value, &seed)) return Fail("--seed must be a whole number >= 0, got '" + value + "'");
    } else {
      return Fail("record-match: unknown flag '" + flag + "'");
    }
  }
  if (argc % 2 != 0 || seats == 0 || preset_id.empty()) return Fail("record-match needs --preset P --seats N --seed S");
  popejoan::engine::Preset preset;
  if (!popejoan::engine::ParsePreset(preset_id, &preset)) return Fail("record-match: unknown preset '" + preset_id + "'");
  popejoan::engine::Replay replay;
  replay.config.rules = popejoan::engine::RulesForPreset(preset);
  replay.config.seats = static_cast<int>(seats);
  replay.config.rounds = static_cast<int>(rounds);
  replay.config.seed = seed;
  popejoan::engine::Result<popejoan::engine::State> made = popejoan::engine::State::NewMatch(replay.config);
  if (!made.ok()) return Fail("record-match: " + made.error());
  for (uint64_t i = 0; i < seats; ++i) replay.seats.push_back({"Seat " + std::to_string(i + 1), false, "beginner"});
  popejoan::engine::State state = made.value();
  popejoan::engine::Rng rng(seed ^ 0x5EEDu);
  while (!state.IsTerminal()) {
    const popejoan::engine::Action a = popejoan::engine::RandomAction(state, &rng);
    state.ApplyUnchecked(a);
    replay.actions.push_back(a);
    replay.hashes.push_back(state.Hash());
  }
  const std::string out = popejoan::engine::ReplayToJson(replay) + "\n";
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
  if (!popejoan::engine::ParsePreset(preset_id, &preset)) {
    return Fail("unknown preset '" + preset_id + "' (classic, parlett, modern, victorian, five-pool, foster, foster-matrimony)");
  }
  popejoan::engine::Result<std::string> out = popejoan::engine::MakeDealFile(preset, static_cast<int>(seats), seed);
  if (!out.ok()) return Fail(out.error());
  std::fwrite(out->data(), 1, out->size(), stdout);
  return 0;
}

// Median wall time of `runs` calls of f, in milliseconds.
template <typename F>
double MedianMs(int runs, F f) {
  std::vector<double> ms;
  for (int i = 0; i < runs; ++i) {
    const auto start = std::chrono::steady_clock::now();
    f();
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
  }
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

// How long reading a text format takes (figures only, for docs/json.md): the JSON parse alone,
// and for a replay the whole ParseReplay (which plays every action to read it).
int ParseBench(int argc, char** argv) {
  uint64_t runs = 20;
  if (argc == 5 && std::string(argv[3]) == "--runs") {
    if (!ParseDecimal(argv[4], &runs) || runs < 1 || runs > 10000) return Fail(std::string("--runs must be 1..10000, got '") + argv[4] + "'");
  } else if (argc != 3) {
    return Fail("parse-bench needs FILE and optionally --runs N");
  }
  std::string text;
  const popejoan::engine::Status read = ReadFile(argv[2], popejoan::engine::kMaxReplayBytes, &text);
  if (!read.ok()) return Fail(read.message);
  const popejoan::engine::Result<popejoan::engine::Json> once = popejoan::engine::Json::Parse(text, popejoan::engine::ReplayJsonLimits());
  if (!once.ok()) return Fail(std::string(argv[2]) + ": " + once.error());
  const int n = static_cast<int>(runs);
  const double json_ms = MedianMs(n, [&] { (void)popejoan::engine::Json::Parse(text, popejoan::engine::ReplayJsonLimits()); });
  std::string out = "{\"bytes\": " + std::to_string(text.size()) + ", \"runs\": " + std::to_string(n);
  char figure[64];
  std::snprintf(figure, sizeof figure, "%.3f", json_ms);
  out += ", \"json_parse_ms\": " + std::string(figure);
  const popejoan::engine::Json* format = once->Find("format");
  if (format != nullptr && format->as_string() == "popejoan-replay") {
    const popejoan::engine::Result<popejoan::engine::Replay> replay = popejoan::engine::ParseReplay(text);
    if (replay.ok()) {
      std::snprintf(figure, sizeof figure, "%.3f", MedianMs(n, [&] { (void)popejoan::engine::ParseReplay(text); }));
      out += ", \"actions\": " + std::to_string(replay->actions.size()) + ", \"replay_parse_ms\": " + figure;
    } else {
      out += ", \"replay_error\": " + popejoan::engine::Json::String(replay.error()).Dump();
    }
  }
  out += "}\n";
  std::fwrite(out.data(), 1, out.size(), stdout);
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
  const popejoan::engine::SignatureResult sig = popejoan::engine::BenchSignature();
  if (signature_only) {
    std::printf("{\"signature\": \"%s\", \"signature_deals\": %lld}\n", popejoan::engine::HashHex(sig.signature).c_str(),
                static_cast<long long>(sig.deals));
    return 0;
  }
  const auto start = std::chrono::steady_clock::now();
  const uint64_t check = popejoan::engine::PlayRandomDeals(Preset::kClassic, 5, static_cast<int64_t>(deals), 12345);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf(
      "{\"preset\": \"classic\", \"seats\": 5, \"deals\": %llu, \"seconds\": %.3f, "
      "\"deals_per_second\": %.0f, \"check\": \"%s\", \"signature\": \"%s\", "
      "\"signature_deals\": %lld}\n",
      static_cast<unsigned long long>(deals), seconds, seconds > 0 ? static_cast<double>(deals) / seconds : 0.0,
      popejoan::engine::HashHex(check).c_str(), popejoan::engine::HashHex(sig.signature).c_str(), static_cast<long long>(sig.deals));
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
  if (command == "parse-bench") return ParseBench(argc, argv);
  if (command == "tournament" || command == "ai-bench") {
    const popejoan::engine::Result<std::string> out = command == "tournament" ? popejoan::cli::TournamentCommand(argc, argv)
                                                                       : popejoan::cli::AiBenchCommand(argc, argv);
    if (!out.ok()) return Fail(out.error());
    std::fwrite(out->data(), 1, out->size(), stdout);
    return 0;
  }
  return Fail("unknown command '" + command + "'; " + kUsage);
}
