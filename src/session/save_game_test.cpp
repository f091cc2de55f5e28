// The save: round trips, every validation error, a fuzz-style run over mutated saves (never a
// crash, never a save accepted whose match does not replay to its hashes), and resuming a saved
// match reproducing the same state and the same future.
#include "session/save_game.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <initializer_list>
#include <set>

#include "engine/json.h"
#include "engine/rng.h"
#include "session/controller.h"

namespace popejoan::session {
namespace {

// Moves the match on by up to `steps` updates: AI seats think, the human takes the first legal
// choice, deals are dealt on. Stops early at the end of the match.
void Advance(GameController& c, int steps, double* now) {
  for (int i = 0; i < steps && !c.MatchOver(); ++i) {
    *now += 0.5;
    c.Update(*now, 1000.0);
    if (c.HumanToAct() >= 0) {
      ASSERT_TRUE(c.Choose(c.LegalActions()[0]).ok());
    } else if (c.DealOver()) {
      ASSERT_TRUE(c.NextDeal().ok());
    }
  }
}

SaveGame SaveOf(const GameController& c) {
  SaveGame save;
  save.settings.pace = 0.2;
  save.settings.theme = ThemeKind::kDark;
  save.settings.muted = true;
  save.stats.matches_played = 3;
  save.stats.matches_won = 1;
  save.stats.deals_played = 12;
  save.stats.deals_won = 4;
  save.stats.counters_won = 40;
  save.stats.counters_lost = 25;
  save.stats.taken[engine::kPope] = 2;
  save.stats.taken[engine::kMatrimony] = 1;
  save.stats.best = MatchSummary{2, 15, 1, 4, "classic"};
  save.stats.worst = MatchSummary{1, -12, 4, 4, "classic"};
  save.stats.recent = {MatchSummary{1, -12, 4, 4, "classic"}, MatchSummary{2, 15, 1, 4, "classic"},
                       MatchSummary{3, 0, 2, 5, "foster"}};
  save.match = c.MakeReplay();
  save.ai_seed = c.ai_seed();
  save.screen = SaveScreen::kTable;
  return save;
}

// A match some way in, saved.
std::string SampleSave(std::uint64_t seed = 17, int steps = 60) {
  GameController c;
  c.SetPace(0.0);
  EXPECT_TRUE(c.NewMatch(DefaultMatchSetup(seed)).ok());
  double now = 0.0;
  Advance(c, steps, &now);
  EXPECT_FALSE(c.History().empty());
  return SaveToJson(SaveOf(c));
}

TEST(SaveGame, RoundTripKeepsEverything) {
  GameController c;
  c.SetPace(0.0);
  ASSERT_TRUE(c.NewMatch(DefaultMatchSetup(17)).ok());
  double now = 0.0;
  Advance(c, 60, &now);
  const SaveGame save = SaveOf(c);
  const std::string text = SaveToJson(save);
  const LoadedSave loaded = ParseSave(text);
  ASSERT_TRUE(loaded.ok()) << loaded.message;
  EXPECT_EQ(loaded.save.settings, save.settings);
  EXPECT_EQ(loaded.save.stats, save.stats);
  ASSERT_TRUE(loaded.save.match.has_value());
  EXPECT_EQ(loaded.save.match->actions, save.match->actions);
  EXPECT_EQ(loaded.save.match->hashes, save.match->hashes);
  EXPECT_EQ(loaded.save.match->config.seed, save.match->config.seed);
  EXPECT_EQ(loaded.save.ai_seed, save.ai_seed);
  EXPECT_EQ(loaded.save.screen, SaveScreen::kTable);
  EXPECT_EQ(SaveToJson(loaded.save), text);  // written the same way again
}

TEST(SaveGame, RoundTripWithoutAMatch) {
  SaveGame save;
  save.settings.theme = ThemeKind::kLight;
  const LoadedSave loaded = ParseSave(SaveToJson(save));
  ASSERT_TRUE(loaded.ok()) << loaded.message;
  EXPECT_FALSE(loaded.save.match.has_value());
  EXPECT_EQ(loaded.save.settings, save.settings);
  EXPECT_EQ(loaded.save.screen, SaveScreen::kSetup);
}

// Edits a valid save's JSON and expects it refused as corrupt with `needle` in the message.
void ExpectCorrupt(const std::string& good, const std::function<void(engine::Json*)>& edit, const std::string& needle) {
  engine::Result<engine::Json> root = engine::Json::Parse(good);
  ASSERT_TRUE(root.ok());
  engine::Json j = root.value();
  edit(&j);
  const LoadedSave loaded = ParseSave(j.Dump(1));
  EXPECT_EQ(loaded.problem, SaveProblem::kCorrupt) << needle;
  EXPECT_NE(loaded.message.find(needle), std::string::npos) << "message: " << loaded.message;
}

engine::Json* Member(engine::Json* j, const std::string& key) { return const_cast<engine::Json*>(j->Find(key)); }

// `save` as an older version wrote it: without the settings `keys`.
std::string WithoutSetting(const SaveGame& save, std::initializer_list<std::string> keys) {
  engine::Json root = engine::Json::Parse(SaveToJson(save)).value();
  engine::Json settings = engine::Json::Object();
  for (const auto& member : root.Find("settings")->members()) {
    if (std::find(keys.begin(), keys.end(), member.first) == keys.end()) settings.Set(member.first, member.second);
  }
  root.Set("settings", settings);
  return root.Dump(1);
}

TEST(SaveGame, TheVolumeIsKeptAndOlderSavesHaveTheDefault) {
  SaveGame save;
  save.settings.volume = 35;
  LoadedSave loaded = ParseSave(SaveToJson(save));
  ASSERT_TRUE(loaded.ok()) << loaded.message;
  EXPECT_EQ(loaded.save.settings.volume, 35);
  // A save from before there was sound: no "volume" at all.
  loaded = ParseSave(WithoutSetting(SaveGame{}, {"volume"}));
  ASSERT_TRUE(loaded.ok()) << loaded.message;
  EXPECT_EQ(loaded.save.settings.volume, Settings{}.volume);
  ExpectCorrupt(SaveToJson(save), [](engine::Json* j) { Member(j, "settings")->Set("volume", engine::Json::Number(101)); }, "\"volume\"");
}

TEST(SaveGame, ReducedMotionIsKeptAndOlderSavesHaveFullMotion) {
  SaveGame save;
  save.settings.reduce_motion = true;
  LoadedSave loaded = ParseSave(SaveToJson(save));
  ASSERT_TRUE(loaded.ok()) << loaded.message;
  EXPECT_TRUE(loaded.save.settings.reduce_motion);
  loaded = ParseSave(WithoutSetting(save, {"reduceMotion"}));  // a save from before the setting
  ASSERT_TRUE(loaded.ok()) << loaded.message;
  EXPECT_FALSE(loaded.save.settings.reduce_motion);
  ExpectCorrupt(SaveToJson(save), [](engine::Json* j) { Member(j, "settings")->Set("reduceMotion", engine::Json::Number(1)); },
                "\"reduceMotion\"");
}

TEST(SaveGame, TheLookIsKeptAndOlderSavesHaveTheDefaults) {
  SaveGame save;
  save.settings.theme = ThemeKind::kContrast;
  save.settings.four_colour = true;
  save.settings.text_size = 150;
  const std::string text = SaveToJson(save);
  EXPECT_NE(text.find("\"fourColour\": true"), std::string::npos) << text;
  EXPECT_NE(text.find("\"textSize\": 150"), std::string::npos) << text;
  EXPECT_NE(text.find("\"theme\": \"contrast\""), std::string::npos) << text;
  LoadedSave loaded = ParseSave(text);
  ASSERT_TRUE(loaded.ok()) << loaded.message;
  EXPECT_EQ(loaded.save.settings, save.settings);
  save.settings.text_size = 125;
  loaded = ParseSave(SaveToJson(save));
  ASSERT_TRUE(loaded.ok()) << loaded.message;
  EXPECT_EQ(loaded.save.settings.text_size, 125);
  // Saves from before these settings: an ordinary deck at 100%.
  loaded = ParseSave(WithoutSetting(save, {"fourColour", "textSize"}));
  ASSERT_TRUE(loaded.ok()) << loaded.message;
  EXPECT_FALSE(loaded.save.settings.four_colour);
  EXPECT_EQ(loaded.save.settings.text_size, 100);
  EXPECT_EQ(loaded.save.settings.theme, ThemeKind::kContrast);
  // Anything else is refused, saying which setting and what it may be.
  ExpectCorrupt(text, [](engine::Json* j) { Member(j, "settings")->Set("fourColour", engine::Json::String("yes")); }, "\"fourColour\" must be true or false");
  for (int bad : {0, 99, 110, 175, 200, -150}) {
    ExpectCorrupt(text, [bad](engine::Json* j) { Member(j, "settings")->Set("textSize", engine::Json::Number(bad)); },
                  "\"textSize\" must be 100, 125 or 150");
  }
  ExpectCorrupt(text, [](engine::Json* j) { Member(j, "settings")->Set("textSize", engine::Json::String("150")); }, "\"textSize\"");
  ExpectCorrupt(text, [](engine::Json* j) { Member(j, "settings")->Set("textSize", engine::Json::Number(4294967396LL)); }, "\"textSize\"");
  ExpectCorrupt(text, [](engine::Json* j) { Member(j, "settings")->Set("theme", engine::Json::String("neon")); },
                "\"theme\" must be felt, dark, light or contrast");
}

TEST(SaveGame, TheMatchsHintCountIsKept) {
  const LoadedSave sample = ParseSave(SampleSave());
  ASSERT_TRUE(sample.ok() && sample.save.match) << sample.message;
  SaveGame save = sample.save;
  save.hints = 4;
  LoadedSave loaded = ParseSave(SaveToJson(save));
  ASSERT_TRUE(loaded.ok()) << loaded.message;
  EXPECT_EQ(loaded.save.hints, 4);
  engine::Json root = engine::Json::Parse(SaveToJson(save)).value();
  engine::Json progress = engine::Json::Object();
  for (const auto& member : root.Find("progress")->members()) {
    if (member.first != "hints") progress.Set(member.first, member.second);
  }
  root.Set("progress", progress);
  loaded = ParseSave(root.Dump(1));  // a save from before the coach
  ASSERT_TRUE(loaded.ok()) << loaded.message;
  EXPECT_EQ(loaded.save.hints, 0);
  ExpectCorrupt(SaveToJson(save), [](engine::Json* j) { Member(j, "progress")->Set("hints", engine::Json::Number(-1)); }, "\"hints\"");
}

TEST(SaveGame, EveryValidationErrorIsNamed) {
  const std::string good = SampleSave();
  ASSERT_TRUE(ParseSave(good).ok());

  EXPECT_EQ(ParseSave("").problem, SaveProblem::kCorrupt);
  EXPECT_NE(ParseSave("{\"format\": ").message.find("not readable"), std::string::npos);
  EXPECT_NE(ParseSave("[1, 2]").message.find("not a JSON object"), std::string::npos);
  EXPECT_NE(ParseSave(std::string(kMaxSaveBytes + 1, ' ')).message.find("too large"), std::string::npos);

  ExpectCorrupt(good, [](engine::Json* j) { j->Set("format", engine::Json::String("popejoan-replay")); }, "not a Pope Joan save");
  ExpectCorrupt(good, [](engine::Json* j) { j->Set("version", engine::Json::String("1")); }, "\"version\"");
  ExpectCorrupt(good, [](engine::Json* j) { j->Set("version", engine::Json::Number(0)); }, "\"version\"");
  ExpectCorrupt(good, [](engine::Json* j) { j->Set("extra", engine::Json::Number(1)); }, "unknown key \"extra\"");
  ExpectCorrupt(good, [](engine::Json* j) { Member(j, "settings")->Set("pace", engine::Json::String("warp")); }, "\"pace\"");
  ExpectCorrupt(good, [](engine::Json* j) { Member(j, "settings")->Set("theme", engine::Json::String("blue")); }, "\"theme\"");
  ExpectCorrupt(good, [](engine::Json* j) { Member(j, "settings")->Set("undo", engine::Json::Number(1)); }, "\"undo\"");
  ExpectCorrupt(good, [](engine::Json* j) { Member(j, "settings")->Set("muted", engine::Json::Null()); }, "\"muted\"");
  ExpectCorrupt(good, [](engine::Json* j) { j->Set("settings", engine::Json::Array()); }, "\"settings\" must be an object");
  ExpectCorrupt(good, [](engine::Json* j) { Member(j, "statistics")->Set("deals_won", engine::Json::Number(-1)); }, "\"deals_won\"");
  ExpectCorrupt(good, [](engine::Json* j) { Member(j, "statistics")->Set("matches_won", engine::Json::Number(99)); },
                "more matches won than played");
  ExpectCorrupt(good, [](engine::Json* j) { Member(Member(j, "statistics"), "taken")->Set("joker", engine::Json::Number(1)); },
                "unknown compartment");
  ExpectCorrupt(good, [](engine::Json* j) { Member(j, "statistics")->Set("best", engine::Json::Null()); }, "best and worst");
  ExpectCorrupt(good, [](engine::Json* j) { Member(Member(j, "statistics"), "best")->Set("rank", engine::Json::Number(9)); },
                "\"rank\"");
  ExpectCorrupt(good, [](engine::Json* j) {
    engine::Json* recent = Member(Member(j, "statistics"), "recent");
    engine::Json copy = *recent;
    *recent = engine::Json::Array();
    for (auto it = copy.items().rbegin(); it != copy.items().rend(); ++it) recent->Append(*it);
  }, "in order");
  ExpectCorrupt(good, [](engine::Json* j) { j->Set("match", engine::Json::Null()); }, "both be given or both null");
  ExpectCorrupt(good, [](engine::Json* j) { j->Set("progress", engine::Json::Null()); }, "both be given or both null");
  ExpectCorrupt(good, [](engine::Json* j) { Member(j, "progress")->Set("hash", engine::Json::String("0123456789abcdef")); },
                "hash differs");
  ExpectCorrupt(good, [](engine::Json* j) { Member(j, "progress")->Set("hash", engine::Json::String("xyz")); }, "16 lower-case hex");
  ExpectCorrupt(good, [](engine::Json* j) { Member(j, "progress")->Set("steps", engine::Json::Number(1)); }, "\"steps\"");
  ExpectCorrupt(good, [](engine::Json* j) { Member(j, "progress")->Set("deal", engine::Json::Number(7)); }, "\"deal\"");
  ExpectCorrupt(good, [](engine::Json* j) { Member(j, "progress")->Set("ai_seed", engine::Json::Number(7)); }, "\"ai_seed\"");
  ExpectCorrupt(good, [](engine::Json* j) { Member(j, "progress")->Set("bonus", engine::Json::Number(7)); }, "unknown key \"bonus\"");
  ExpectCorrupt(good, [](engine::Json* j) { j->Set("screen", engine::Json::String("lobby")); }, "\"screen\"");
  ExpectCorrupt(good, [](engine::Json* j) {
    j->Set("match", engine::Json::Null());
    j->Set("progress", engine::Json::Null());
  }, "no match is saved");
  // The match itself.
  ExpectCorrupt(good, [](engine::Json* j) {
    engine::Json* hashes = Member(Member(j, "match"), "hashes");
    engine::Json flipped = engine::Json::Array();
    for (size_t i = 0; i < hashes->items().size(); ++i) {
      flipped.Append(i == 3 ? engine::Json::String("00000000000000ff") : hashes->items()[i]);
    }
    *hashes = flipped;
  }, "does not replay: step 4");
  ExpectCorrupt(good, [](engine::Json* j) {
    engine::Json* match = Member(j, "match");
    engine::Json without = engine::Json::Object();
    for (const auto& m : match->members()) {
      if (m.first != "hashes") without.Set(m.first, m.second);
    }
    *match = without;
  }, "a hash after every action");
  ExpectCorrupt(good, [](engine::Json* j) {
    engine::Json* actions = Member(Member(j, "match"), "actions");
    engine::Json changed = engine::Json::Array();
    for (size_t i = 0; i < actions->items().size(); ++i) {
      changed.Append(i == 0 ? engine::Json::String("next") : actions->items()[i]);
    }
    *actions = changed;
  }, "is not legal here");
  // An unknown level, and the measuring levels that see hidden cards: never at a player's table.
  const std::pair<const char*, const char*> bad_levels[] = {
      {"grandmaster", "unknown level"}, {"oracle", "for measuring only"}, {"sighted", "for measuring only"}};
  for (const auto& [level, message] : bad_levels) {
    ExpectCorrupt(good, [level = level](engine::Json* j) {
      engine::Json* seats = Member(Member(j, "match"), "seats");
      engine::Json changed = engine::Json::Array();
      for (size_t i = 0; i < seats->items().size(); ++i) {
        engine::Json seat = seats->items()[i];
        if (i == 1) seat.Set("level", engine::Json::String(level));
        changed.Append(seat);
      }
      *seats = changed;
    }, message);
  }
  ExpectCorrupt(good, [](engine::Json* j) {
    engine::Json* seats = Member(Member(j, "match"), "seats");
    engine::Json changed = engine::Json::Array();
    for (size_t i = 0; i < seats->items().size(); ++i) {
      engine::Json seat = seats->items()[i];
      if (i == 0) seat.Set("name", engine::Json::String(std::string(200, 'x')));
      changed.Append(seat);
    }
    *seats = changed;
  }, "name must be 1 to 64 bytes");
  ExpectCorrupt(good, [](engine::Json* j) { Member(j, "match")->Set("seed", engine::Json::String("18")); }, "the match");
}

TEST(SaveGame, ANewerVersionIsToldApart) {
  engine::Result<engine::Json> root = engine::Json::Parse(SampleSave());
  ASSERT_TRUE(root.ok());
  engine::Json j = root.value();
  j.Set("version", engine::Json::Number(2));
  j.Set("something_new", engine::Json::Bool(true));  // newer saves may hold what this version never heard of
  const LoadedSave loaded = ParseSave(j.Dump());
  EXPECT_EQ(loaded.problem, SaveProblem::kNewerVersion);
  EXPECT_NE(loaded.message.find("newer version"), std::string::npos) << loaded.message;
}

// Thousands of mutated saves: the parser never crashes, and whatever it accepts is a save whose
// match replays to its own hashes and ends on a state the original match went through (no
// state is ever made up by a damaged file).
TEST(SaveGame, FuzzedSavesNeverCrashAndNeverAcceptABadMatch) {
  const std::string good = SampleSave(23, 50);
  const LoadedSave original = ParseSave(good);
  ASSERT_TRUE(original.ok());
  std::set<std::uint64_t> known_states(original.save.match->hashes.begin(), original.save.match->hashes.end());
  {
    engine::Result<std::vector<engine::State>> start = PlayReplay(*original.save.match);
    ASSERT_TRUE(start.ok());
    known_states.insert(start.value().front().Hash());
  }
  engine::Rng rng(20260);
  const std::string alphabet = "0123456789abcdef\"{}[],:-. truefalsn";
  int accepted = 0, corrupt = 0, newer = 0;
  constexpr int kRuns = 3000;
  for (int run = 0; run < kRuns; ++run) {
    std::string text = good;
    const int edits = 1 + static_cast<int>(rng.Below(3));
    for (int e = 0; e < edits && !text.empty(); ++e) {
      const size_t at = rng.Below(static_cast<uint32_t>(text.size()));
      switch (rng.Below(6)) {
        case 0:  // change one byte
          text[at] = alphabet[rng.Below(static_cast<uint32_t>(alphabet.size()))];
          break;
        case 1:  // delete a run of bytes
          text.erase(at, 1 + rng.Below(20));
          break;
        case 2:  // insert a byte
          text.insert(text.begin() + static_cast<std::ptrdiff_t>(at), alphabet[rng.Below(static_cast<uint32_t>(alphabet.size()))]);
          break;
        case 3: {  // duplicate a run elsewhere
          const std::string piece = text.substr(at, 1 + rng.Below(40));
          text.insert(rng.Below(static_cast<uint32_t>(text.size())), piece);
          break;
        }
        case 4: {  // a digit becomes another digit (hashes, counts, seeds)
          for (size_t i = at; i < text.size(); ++i) {
            if (text[i] >= '0' && text[i] <= '9') {
              text[i] = static_cast<char>('0' + rng.Below(10));
              break;
            }
          }
          break;
        }
        default:  // truncate
          text.resize(at);
          break;
      }
    }
    const LoadedSave loaded = ParseSave(text);
    if (loaded.problem == SaveProblem::kNewerVersion) {
      ++newer;
      continue;
    }
    if (!loaded.ok()) {
      ++corrupt;
      EXPECT_FALSE(loaded.message.empty());
      continue;
    }
    ++accepted;
    if (!loaded.save.match) continue;
    const engine::Replay& match = *loaded.save.match;
    ASSERT_EQ(match.hashes.size(), match.actions.size());
    engine::Result<std::vector<engine::State>> states = engine::PlayReplay(match);
    ASSERT_TRUE(states.ok()) << "accepted a save whose match does not replay: " << states.error();
    EXPECT_TRUE(known_states.count(states.value().back().Hash()))
        << "accepted a save ending on a state the original never reached (run " << run << ")";
  }
  EXPECT_EQ(accepted + corrupt + newer, kRuns);
  EXPECT_GT(corrupt, kRuns / 2);  // most damage is caught
  std::printf("fuzz: %d accepted (harmless edits), %d refused as corrupt, %d as newer\n", accepted, corrupt, newer);
}

// Resuming lands on the same state (hash, history, what the settlement panel needs) and, with
// the saved AI seed, the match goes on exactly as it would have without the interruption.
TEST(SaveGame, ResumeReproducesTheStateAndTheFuture) {
  for (std::uint64_t seed : {5u, 17u, 44u}) {
    for (int steps : {1, 25, 40}) {
      // Every AI level at the table: the seeded ones (beginner, expert) must agree too.
      MatchSetup setup = DefaultMatchSetup(seed);
      setup.seats[1].level = ai::Level::kBeginner;
      setup.seats[2].level = seed == 17u ? ai::Level::kExpert : ai::Level::kCasual;
      GameController original;
      original.SetPace(0.0);
      ASSERT_TRUE(original.NewMatch(setup).ok());
      double now = 0.0;
      Advance(original, steps, &now);
      const LoadedSave loaded = ParseSave(SaveToJson(SaveOf(original)));
      ASSERT_TRUE(loaded.ok()) << loaded.message;

      GameController resumed;
      resumed.SetPace(0.0);
      ASSERT_TRUE(resumed.Resume(*loaded.save.match, loaded.save.ai_seed).ok());
      EXPECT_EQ(resumed.state().Hash(), original.state().Hash());
      EXPECT_EQ(resumed.History(), original.History());
      EXPECT_EQ(resumed.ai_seed(), original.ai_seed());
      EXPECT_EQ(resumed.DealLog().size(), original.DealLog().size());
      for (int s = 0; s < original.state().NumSeats(); ++s) {
        EXPECT_EQ(resumed.PurseAtDealStart(s), original.PurseAtDealStart(s));
        EXPECT_EQ(resumed.model().seats[static_cast<size_t>(s)].purse, original.state().Purse(s));
      }
      EXPECT_TRUE(resumed.TakeNews().empty());  // what was already counted is not counted again

      // The same future: both go on with the same human choices; the AI seats must agree.
      double now_b = now;
      Advance(original, 400, &now);
      Advance(resumed, 400, &now_b);
      EXPECT_TRUE(original.MatchOver());  // the whole future, to the end of the match
      EXPECT_EQ(resumed.History(), original.History()) << "seed " << seed << " steps " << steps;
      EXPECT_EQ(resumed.state().Hash(), original.state().Hash());
    }
  }
}

TEST(SaveGame, ResumeRefusesAnIncompleteOrAlteredMatch) {
  GameController c;
  c.SetPace(0.0);
  ASSERT_TRUE(c.NewMatch(DefaultMatchSetup(9)).ok());
  double now = 0.0;
  Advance(c, 40, &now);
  const std::uint64_t before = c.state().Hash();
  engine::Replay no_hashes = c.MakeReplay();
  no_hashes.hashes.clear();
  EXPECT_FALSE(c.Resume(no_hashes, 1).ok());
  engine::Replay altered = c.MakeReplay();
  ASSERT_GT(altered.hashes.size(), 2u);
  altered.hashes[1] ^= 1;
  const engine::Status refused = c.Resume(altered, 1);
  EXPECT_FALSE(refused.ok());
  EXPECT_NE(refused.message.find("step 2"), std::string::npos) << refused.message;
  EXPECT_EQ(c.state().Hash(), before);  // the match in hand is kept
}

}  // namespace
}  // namespace popejoan::session
