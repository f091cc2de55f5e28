// Writes the fuzzers' generated seed corpora: saves, states, replays and deal files written by
// the same code the game and its tests use (SaveToJson, Serialize, ReplayToJson, MakeDealFile),
// a few host commands and page queries, and the frames a room's page sends through a whole
// match (protocol/client_message.h, as the page writes them). tests/golden and tests/replays are seeds as well.
//   fuzz_seeds OUT_DIR      writes OUT_DIR/<input>/<name>
#include <cstdio>
#include <filesystem>
#include <string>

#include "engine/deal_file.h"
#include "engine/replay.h"
#include "engine/rng.h"
#include "engine/serialize.h"
#include "engine/sim.h"
#include "engine/view_changes.h"
#include "protocol/client_message.h"
#include "protocol/server_message.h"
#include "session/save_game.h"

namespace {

namespace fs = std::filesystem;
using namespace popejoan;
using namespace popejoan::engine;

bool Write(const fs::path& dir, const std::string& name, const std::string& text) {
  fs::create_directories(dir);
  std::FILE* f = std::fopen((dir / name).string().c_str(), "wb");
  if (f == nullptr) return false;
  const bool ok = std::fwrite(text.data(), 1, text.size(), f) == text.size();
  return std::fclose(f) == 0 && ok;
}

// A seeded random match, stopped after `steps` actions (or at its end).
Replay PlayedReplay(Preset preset, int seats, int rounds, uint64_t seed, size_t steps) {
  Replay replay;
  replay.config.rules = RulesForPreset(preset);
  replay.config.seats = seats;
  replay.config.rounds = rounds;
  replay.config.seed = seed;
  for (int i = 0; i < seats; ++i) {
    replay.seats.push_back({i == 0 ? "Zo\xC3\xAB \xF0\x9F\x98\x80" : "Seat " + std::to_string(i + 1), i == 0,
                            i == 0 ? "" : "casual"});
  }
  State state = State::NewMatch(replay.config).value();
  Rng rng(seed ^ 0x5EED);
  while (!state.IsTerminal() && replay.actions.size() < steps) {
    const Action a = RandomAction(state, &rng);
    state.ApplyUnchecked(a);
    replay.actions.push_back(a);
    replay.hashes.push_back(state.Hash());
  }
  return replay;
}

// Only saves the game would load are seeds (each is checked).
bool WriteSave(const fs::path& dir, const std::string& name, const session::SaveGame& save) {
  const std::string text = session::SaveToJson(save);
  const session::LoadedSave loaded = session::ParseSave(text);
  if (!loaded.ok()) std::fprintf(stderr, "fuzz_seeds: %s does not load: %s\n", name.c_str(), loaded.message.c_str());
  return loaded.ok() && Write(dir, name, text);
}

bool WriteSaves(const fs::path& out) {
  session::SaveGame save;
  bool ok = WriteSave(out / "save", "empty.json", save);
  save.stats.matches_played = 3;
  save.stats.deals_played = 14;
  save.stats.recent.push_back({1, -12, 3, 4, "classic"});
  save.stats.recent.push_back({2, 30, 1, 5, "parlett"});
  save.stats.best = save.stats.recent[1];
  save.stats.worst = save.stats.recent[0];
  save.match = PlayedReplay(Preset::kClassic, 4, 1, 7, 40);
  save.ai_seed = 99;
  save.hints = 2;
  save.screen = session::SaveScreen::kTable;
  ok = ok && WriteSave(out / "save", "mid-match.json", save);
  save.match = PlayedReplay(Preset::kFoster, 8, 2, 8, SIZE_MAX);
  return ok && WriteSave(out / "save", "finished-8-seats.json", save);
}

bool WriteEngineSeeds(const fs::path& out) {
  bool ok = true;
  for (int p = 0; p < kNumPresets; ++p) {
    const Preset preset = static_cast<Preset>(p);
    const std::string id = PresetId(preset);
    const int seats = Validate(RulesForPreset(preset), 4 + p % 5).ok() ? 4 + p % 5 : 4;
    const Replay replay = PlayedReplay(preset, seats, 1, static_cast<uint64_t>(p + 1), SIZE_MAX);
    ok = ok && Write(out / "replay", id + ".json", ReplayToJson(replay));
    State state = State::NewMatch(replay.config).value();
    for (size_t i = 0; i < replay.actions.size(); ++i) {
      if (i % 9 == 0) ok = ok && Write(out / "state", id + "-" + std::to_string(i) + ".json", Serialize(state));
      state.ApplyUnchecked(replay.actions[i]);
    }
    ok = ok && Write(out / "state", id + "-end.json", Serialize(state));
    const Result<std::string> deal = MakeDealFile(preset, seats, static_cast<uint64_t>(p + 11));
    ok = ok && deal.ok() && Write(out / "deal_file", id + ".json", *deal);
  }
  return ok;
}

bool WriteHostSeeds(const fs::path& out) {
  const char* const commands[] = {R"({"command": "new-match", "seed": 42})", R"({"command": "pause"})",
                                  R"({"command": "resume"})", R"({"command": "mute", "muted": true})",
                                  R"({"command": "unknown"})"};
  const char* const queries[] = {"?embed=shop-1&preset=parlett&seats=6&ai=casual,expert&seed=7",
                                 "?theme=contrast&pace=fast&autostart=1&debug=1", "?deal=100FR3R10PN0",
                                 "?daily=2026-11-23&origins=https%3A%2F%2Fexample.org", "seats=9&seed=x&embed=%zz"};
  bool ok = true;
  int n = 0;
  for (const char* c : commands) ok = ok && Write(out / "host_command", std::to_string(n++) + ".json", c);
  for (const char* q : queries) ok = ok && Write(out / "page_query", std::to_string(n++) + ".txt", q);
  return ok;
}

// What the pages of a room of four send through a seeded match of two rounds: the creator's
// create (every preset), the others' hello and take-seat, start, every act (the real steps and
// actions, and each deal's "ready"), reactions, a reconnect's hello with its token, play-again.
bool WriteClientSeeds(const fs::path& out) {
  const fs::path dir = out / "client_message";
  bool ok = true;
  int n = 0;
  auto write = [&](const std::string& frame) { ok = ok && Write(dir, std::to_string(n++) + ".json", frame); };
  for (int p = 0; p < kNumPresets; ++p) {
    protocol::CreateRequest request;
    request.rules = RulesForPreset(static_cast<Preset>(p));
    request.rounds = 1 + p % 5;
    request.seats.resize(4);
    request.seats[2] = {protocol::SeatKind::kAi, "expert"};
    request.seats[3] = {protocol::SeatKind::kAi, "beginner"};
    request.fill = "casual";
    request.clock = protocol::kRoomClocks[p % protocol::kNumRoomClocks];
    write(protocol::CreateMessage("Zo\xC3\xAB", request));
  }
  write(protocol::HelloMessage("ABCDEFGHJ", "", ""));
  write(protocol::HelloMessage("abcdefghj", "0123456789abcdef0123456789abcdef", "Bo"));
  write(protocol::TakeSeatMessage(1, "Bo"));
  write(protocol::StartMessage());
  const Replay replay = PlayedReplay(Preset::kClassic, 4, 2, 5, SIZE_MAX);
  for (size_t i = 0; i < replay.actions.size(); ++i) {
    if (i % 3 == 0 || replay.actions[i] == kActionNextDeal) {
      write(protocol::ActMessage(static_cast<std::int64_t>(i), replay.actions[i]));
    }
  }
  for (int r = 0; r < protocol::kNumReactions; ++r) write(protocol::ReactMessage(static_cast<protocol::Reaction>(r)));
  write(protocol::HelloMessage("abcdefghj", "", "", "KMNP-QRST"));
  write(protocol::PlayAgainMessage());
  write(protocol::FreeSeatMessage(2));
  write(protocol::BackMessage());
  write(protocol::ResyncMessage());
  write(R"({"v":1,"type":"start"})");  // an old page's
  return ok;
}

// The steps a seat and a watcher are sent through a seeded match of every preset: the "set" of
// each (engine/view_changes.h), one file each, for fuzz_view_changes.
bool WriteStepSeeds(const fs::path& out) {
  bool ok = true;
  int n = 0;
  for (int p = 0; p < kNumPresets; ++p) {
    MatchConfig config;
    config.rules = RulesForPreset(static_cast<Preset>(p));
    config.seats = 4;
    config.seed = 40 + static_cast<std::uint64_t>(p);
    State state = State::NewMatch(config).value();
    Rng choices(static_cast<std::uint64_t>(p));
    for (int step = 0; !state.IsTerminal() && step < 60; ++step) {
      const State before = state;
      const ActionList legal = state.LegalActions();
      state.Apply(legal[choices.Below(static_cast<std::uint32_t>(legal.size()))]);
      if (step % 4 != 0) continue;
      for (int seat : {-1, 1}) {
        std::string set;
        JsonWriter writer(&set);
        WriteViewChanges(PublicView::Seen(before, seat), PublicView::Seen(state, seat), &writer);
        ok = ok && Write(out / "view_changes", std::to_string(n++) + ".json", set);
      }
    }
  }
  return ok;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: fuzz_seeds OUT_DIR\n");
    return 2;
  }
  const fs::path out = argv[1];
  if (!WriteSaves(out) || !WriteEngineSeeds(out) || !WriteHostSeeds(out) || !WriteClientSeeds(out) ||
      !WriteStepSeeds(out)) {
    std::fprintf(stderr, "fuzz_seeds: cannot write the seeds into %s\n", argv[1]);
    return 1;
  }
  return 0;
}
