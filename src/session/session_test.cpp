// A whole session without a window: a match played through intents alone, the save written and
// resumed, a damaged save kept aside, imports, every host command and a language switch.
#include "session/session.h"

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "engine/json.h"
#include "engine/number_text.h"
#include "engine/public_view.h"
#include "engine/serialize.h"
#include "protocol/client_message.h"
#include "protocol/server_message.h"
#include "protocol/view_frame.h"
#include "gtest/gtest.h"
#include "session/deal_code.h"
#include "session/words/builtin_catalogue.h"

namespace popejoan::session {
namespace {

// The platform's side, recorded: what was saved, posted, said and shown.
struct FakePlatform {
  std::string saved;
  int writes = 0;
  bool refuse_writes = false;
  std::vector<std::string> kept_aside;
  std::vector<engine::Json> events;
  std::vector<std::string> said;
  std::string copied;
  bool owns = true;     // this tab still owns the save
  int play_here = 0;    // "Play here" asked the platform to take the game back
  int mirrors = 0;
  Session* session = nullptr;
  std::vector<std::string> room_connects;  // the room socket's
  std::vector<std::string> room_sent;
  std::map<std::string, std::string> room_tokens;  // by "SERVER CODE"
  std::vector<std::string> addresses;              // each room the page's address was set to show

  SessionServices Services() {
    SessionServices s;
    s.write_save = [this](const std::string& text) {
      if (refuse_writes) return false;
      saved = text;
      ++writes;
      return true;
    };
    s.keep_damaged = [this](const std::string& text) {
      kept_aside.push_back(text);
      return std::string("popejoan-damaged-1");
    };
    s.post_event = [this](const std::string& json) { events.push_back(engine::Json::Parse(json).value()); };
    s.announce = [this](const std::string& text) { said.push_back(text); };
    s.show_mirror = [this](const std::string&) { ++mirrors; };
    s.copy_text = [this](const std::string& text) { copied = text; };
    s.owns_save = [this] { return owns; };
    s.play_here = [this] { ++play_here; };
    s.fetch_catalogue = [this](Language language) { session->ReceiveCatalogue(language, BuiltInCatalogueText(language)); };
    s.room_connect = [this](const std::string& url) { room_connects.push_back(url); };
    s.room_send = [this](const std::string& text) { room_sent.push_back(text); };
    s.room_disconnect = [] {};
    s.keep_room_token = [this](const std::string& server, const std::string& room, const std::string& token) {
      room_tokens[server + " " + room] = token;
    };
    s.room_token = [this](const std::string& server, const std::string& room) {
      return room_tokens.count(server + " " + room) ? room_tokens[server + " " + room] : std::string();
    };
    s.invite_link = [](const std::string& code) { return "https://example.test/?room=" + code; };
    s.show_room = [this](const std::string& code) { addresses.push_back(code); };
    return s;
  }
  // The events of one kind, in order.
  std::vector<engine::Json> Events(const std::string& kind) const {
    std::vector<engine::Json> found;
    for (const engine::Json& e : events) {
      if (e.Find("event") != nullptr && e.Find("event")->as_string() == kind) found.push_back(e);
    }
    return found;
  }
};

SessionConfig QuickConfig(FakePlatform* platform, std::uint64_t seed = 11) {
  SessionConfig config;
  config.seed = seed;
  config.pace = 0.0;  // every event shown at once
  config.ai_levels = {ai::Level::kBeginner};
  config.services = platform->Services();
  return config;
}

// The accessible mirror's controls as intents: each button's, then each form field's kind (a
// select's every value is of its kind; a text field's Enter is one of the buttons).
std::vector<Intent> ControlsOf(const Mirror& mirror) {
  std::vector<Intent> controls;
  for (const MirrorButton& b : mirror.buttons) {
    const engine::Result<Intent> intent = ParseIntent(b.id);
    EXPECT_TRUE(intent.ok()) << b.id;
    if (intent.ok()) controls.push_back(intent.value());
  }
  for (const MirrorField& f : mirror.fields) {
    if (f.kind == MirrorField::Kind::kText) {
      const bool submitted = f.submit.empty() || std::any_of(mirror.buttons.begin(), mirror.buttons.end(),
                                                             [&](const MirrorButton& b) { return b.id == f.submit; });
      EXPECT_TRUE(submitted) << f.key << "'s Enter is not a button: " << f.submit;
      continue;
    }
    std::vector<std::string> ids = {f.prefix + std::to_string(f.number)};
    if (f.kind != MirrorField::Kind::kNumber) {
      ids.clear();
      for (const MirrorButton& c : f.choices) ids.push_back(c.id);
    }
    EXPECT_FALSE(ids.empty()) << f.key;
    IntentKind kind = IntentKind::kNone;
    for (const std::string& id : ids) {
      const engine::Result<Intent> intent = ParseIntent(id);
      EXPECT_TRUE(intent.ok()) << f.key << ": " << id;
      if (!intent.ok()) continue;
      if (kind == IntentKind::kNone) kind = intent->kind;
      EXPECT_EQ(static_cast<int>(intent->kind), static_cast<int>(kind)) << f.key << ": " << id;
    }
    const Intent any = MakeIntent(kind);
    if (std::find(controls.begin(), controls.end(), any) == controls.end()) controls.push_back(any);
  }
  return controls;
}

std::string Ids(const std::vector<Intent>& intents) {
  std::string out;
  for (const Intent& i : intents) out += IntentId(i) + " ";
  return out;
}

// How many times the mirror was checked against what is offered (each frame of every test here),
// and on which screens.
int mirror_checks = 0;
std::set<std::string> mirror_screens;

// Offered() is worked out from the session's state; the mirror labels it. Both must agree
// exactly: the mirror's controls are Controls(), and (with no notice over the screen) Offered()
// is those controls followed by what the menus, keys and the host always offer.
void ExpectMirrorLabelsWhatIsOffered(const Session& session) {
  ++mirror_checks;
  mirror_screens.insert(ScreenId(session.screen()));
  const std::vector<Intent> shown = ControlsOf(session.BuildMirror());
  const std::vector<Intent> controls = session.Controls();
  EXPECT_EQ(Ids(shown), Ids(controls)) << "on " << ScreenId(session.screen());
  // A notice over the screen: play goes on under it, so the screen's controls stay offered.
  const bool covered = !session.saves().damaged() &&
                       (session.saves().notice_open() || session.link_refused() || !session.copy_by_hand().empty());
  if (covered) return;
  const std::vector<Intent> offered = session.Offered();
  ASSERT_GE(offered.size(), shown.size());
  EXPECT_EQ(Ids(std::vector<Intent>(offered.begin(), offered.begin() + static_cast<std::ptrdiff_t>(shown.size()))), Ids(shown))
      << "on " << ScreenId(session.screen());
  for (size_t i = shown.size(); i < offered.size(); ++i) {
    EXPECT_TRUE(std::find(shown.begin(), shown.end(), offered[i]) == shown.end()) << IntentId(offered[i]) << " twice";
  }
}

// A session started with its platform (the platform answers language fetches through it).
struct Running {
  FakePlatform platform;
  std::unique_ptr<Session> session;
  double now = 0.0;

  explicit Running(const std::function<void(SessionConfig*)>& adjust = nullptr, std::uint64_t seed = 11) {
    SessionConfig config = QuickConfig(&platform, seed);
    if (adjust) adjust(&config);
    session = std::make_unique<Session>(config);
    platform.session = session.get();
    Frame();
  }
  // One frame's work, as the app does it around its drawing.
  void Frame() {
    session->SettleLanguage();
    now += 0.05;
    session->Update(now, 1000.0);
    session->Finish();
    ExpectMirrorLabelsWhatIsOffered(*session);
  }
  engine::Status Do(const std::string& id) {
    const engine::Result<Intent> intent = ParseIntent(id);
    if (!intent.ok()) return engine::Status::Error(intent.error());
    const engine::Status done = session->Do(intent.value());
    Frame();
    return done;
  }
};

// The intents a decision may take: each legal action of the engine as the person's intent.
std::set<std::string> LegalIntents(const GameController& c) {
  std::set<std::string> ids;
  const engine::ActionList legal = c.LegalActions();
  for (int i = 0; i < legal.size(); ++i) {
    const engine::Action a = legal[i];
    if (a == engine::kActionPope) ids.insert("button:pope");
    else if (a == engine::kActionPass) ids.insert("button:pass");
    else if (engine::IsPlaceAction(a)) ids.insert(IntentId(PlaceCounter(a - engine::kActionPlaceBase)));
    else ids.insert(IntentId(PlayCard(static_cast<engine::Card>(a))));
  }
  return ids;
}

bool IsDecision(const Intent& intent) {
  return intent.kind == IntentKind::kPlayCard || intent.kind == IntentKind::kPope || intent.kind == IntentKind::kPass ||
         intent.kind == IntentKind::kPlace;
}

std::set<std::string> OfferedDecisions(const Session& session) {
  std::set<std::string> ids;
  for (const Intent& intent : session.Offered()) {
    if (IsDecision(intent)) ids.insert(IntentId(intent));
  }
  return ids;
}

// Plays on through intents until `stop` holds (or the match is over): at every decision the
// offered decisions are exactly the engine's legal actions; the first is taken.
int PlayUntil(Running* run, const std::function<bool()>& stop, int max_frames = 20000) {
  int decisions = 0;
  for (int frame = 0; frame < max_frames && !stop(); ++frame) {
    const GameController& c = run->session->controller();
    if (run->session->screen() != Screen::kTable) break;
    if (c.HumanToAct() >= 0 && !c.Animating()) {
      const std::set<std::string> legal = LegalIntents(c);
      EXPECT_EQ(OfferedDecisions(*run->session), legal) << "at step " << c.History().size();
      EXPECT_TRUE(run->Do(*legal.begin()).ok());
      ++decisions;
    } else if (c.DealOver() && !c.MatchOver()) {
      EXPECT_TRUE(run->Do(c.LastDealOver() ? "button:final-standings" : "button:next-deal").ok());
    } else {
      run->Frame();
    }
  }
  return decisions;
}

TEST(Intent, EveryTextFormReadsBackToTheSameIntent) {
  for (const char* id : {"card:5D", "card:TS", "button:pope", "button:pass", "button:place-matrimony", "button:next-deal",
                         "button:undo", "menu:pace-fast", "menu:volume-40", "menu:language-fr", "menu:theme-dark",
                         "menu:text-size-125", "button:deal", "button:lesson-next", "host:new-match", "host:new-match-77",
                         "key:read-hand", "button:confirm-reset"}) {
    const engine::Result<Intent> intent = ParseIntent(id);
    ASSERT_TRUE(intent.ok()) << id << ": " << intent.error();
    EXPECT_EQ(IntentId(intent.value()), id);
  }
  // The setup screen's look controls read as the menu's.
  EXPECT_EQ(ParseIntent("setup:theme-light").value(), ParseIntent("menu:theme-light").value());
}

TEST(Intent, UnknownNamesAndBadValuesAreRefused) {
  for (const char* id : {"", "card:", "card:1D", "card:5d", "card:5DX", "button:place-nowhere", "menu:volume-101",
                         "menu:volume-", "menu:pace-warp", "menu:language-de", "menu:text-size-90", "button:undo ",
                         "host:new-match-x", "button"}) {
    EXPECT_FALSE(ParseIntent(id).ok()) << id;
  }
  EXPECT_NE(ParseIntent("button:nope").error().find("button:nope"), std::string::npos);
}

TEST(Intent, EveryKindHasExactlyOneHandler) {
  const std::vector<IntentKind> routed = Session::RoutedKinds();
  ASSERT_EQ(routed.size(), static_cast<size_t>(kNumIntentKinds));
  std::vector<int> rows(kNumIntentKinds, 0);
  for (size_t row = 0; row < routed.size(); ++row) {
    const int kind = static_cast<int>(routed[row]);
    ASSERT_GE(kind, 0);
    ASSERT_LT(kind, kNumIntentKinds);
    ++rows[static_cast<size_t>(kind)];
    EXPECT_EQ(kind, static_cast<int>(row)) << "the row of " << IntentId(MakeIntent(routed[row])) << " is out of order";
  }
  for (int kind = 0; kind < kNumIntentKinds; ++kind) {
    EXPECT_EQ(rows[static_cast<size_t>(kind)], 1) << IntentId(MakeIntent(static_cast<IntentKind>(kind)));
  }
}

TEST(Session, PlaysAWholeMatchThroughIntentsAlone) {
  Running run;
  ASSERT_EQ(run.session->screen(), Screen::kSetup);
  ASSERT_TRUE(run.Do("button:deal").ok());
  ASSERT_EQ(run.session->screen(), Screen::kTable);
  const int decisions = PlayUntil(&run, [&] { return run.session->controller().MatchOver(); });
  EXPECT_GT(decisions, 10);
  run.Frame();
  EXPECT_EQ(run.session->screen(), Screen::kMatchOver);
  ASSERT_TRUE(run.session->report().has_value());
  EXPECT_EQ(run.platform.Events("match-ended").size(), 1u);
  EXPECT_EQ(run.session->stats().matches_played, 1);
  // Play again: the same seats and rules, dealt afresh.
  const std::uint64_t seed = run.session->controller().setup().seed;
  ASSERT_TRUE(run.Do("button:play-again").ok());
  EXPECT_EQ(run.session->screen(), Screen::kTable);
  EXPECT_NE(run.session->controller().setup().seed, seed);
}

TEST(Session, RefusesWhatIsNotOfferedWithAReason) {
  Running run;
  const engine::Status refused = run.Do("button:next-deal");  // on the setup screen
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.message.find("button:next-deal"), std::string::npos);
  ASSERT_TRUE(run.Do("button:deal").ok());
  PlayUntil(&run, [&] { return run.session->controller().HumanToAct() >= 0 && !run.session->controller().Animating(); });
  const GameController& c = run.session->controller();
  ASSERT_GE(c.HumanToAct(), 0);
  // A card not in the hand is not offered, and nothing changes.
  const std::uint64_t hash = c.state().Hash();
  const engine::CardMask hand = c.state().Hand(c.HumanToAct());
  engine::Card missing = engine::kNoCard;
  for (int card = 0; card < engine::kNumCards && missing == engine::kNoCard; ++card) {
    if ((hand & engine::Bit(static_cast<engine::Card>(card))) == 0) missing = static_cast<engine::Card>(card);
  }
  EXPECT_FALSE(run.session->Do(PlayCard(missing)).ok());
  EXPECT_EQ(c.state().Hash(), hash);
  // The mirror's presses are checked the same way.
  EXPECT_FALSE(run.session->Activate("button:stats-back").ok());
  EXPECT_FALSE(run.session->Activate("not an id").ok());
}

TEST(Session, SavesAsItGoesAndResumesToTheSameState) {
  Running run;
  ASSERT_TRUE(run.Do("button:deal").ok());
  PlayUntil(&run, [&] { return run.session->controller().History().size() > 30; });
  run.Frame();
  const std::uint64_t hash = run.session->controller().state().Hash();
  const std::string saved = run.platform.saved;
  ASSERT_FALSE(saved.empty());
  EXPECT_GT(run.platform.writes, 1);

  Running again([&](SessionConfig* config) { config->saved_text = saved; });
  EXPECT_EQ(again.session->saves().state(), "resumed");
  EXPECT_EQ(again.session->screen(), Screen::kTable);
  EXPECT_EQ(again.session->controller().state().Hash(), hash);
  EXPECT_NE(again.session->local().notes().startup_note.find(engine::HashHex(hash)), std::string::npos);
  const std::vector<engine::Json> ready = again.platform.Events("ready");
  ASSERT_EQ(ready.size(), 1u);
  EXPECT_EQ(ready[0].Find("save")->as_string(), "resumed");
}

TEST(Session, ADamagedSaveIsKeptAsideUntilThePlayerChooses) {
  Running run([](SessionConfig* config) { config->saved_text = "{\"version\": 1, \"settings\": [oops"; });
  ASSERT_TRUE(run.session->saves().damaged().has_value());
  EXPECT_EQ(run.platform.kept_aside.size(), 1u);
  EXPECT_EQ(run.session->saves().state(), "damaged");
  // Only the dialog's answers are offered; nothing is written over the damaged save meanwhile.
  EXPECT_FALSE(run.Do("button:deal").ok());
  EXPECT_EQ(run.platform.writes, 0);
  ASSERT_EQ(run.platform.Events("error").size(), 1u);
  EXPECT_EQ(run.platform.Events("error")[0].Find("code")->as_string(), "save-damaged");
  ASSERT_TRUE(run.Do("button:start-fresh").ok());
  EXPECT_FALSE(run.session->saves().damaged().has_value());
  EXPECT_EQ(run.session->screen(), Screen::kTable);
  EXPECT_GT(run.platform.writes, 0);
}

TEST(Session, ImportRefusesABadFileAndTakesAGoodOne) {
  Running source;
  ASSERT_TRUE(source.Do("button:deal").ok());
  PlayUntil(&source, [&] { return source.session->controller().History().size() > 20; });
  source.Frame();
  const std::string good = source.platform.saved;

  Running run;
  ASSERT_TRUE(run.Do("button:statistics").ok());
  EXPECT_FALSE(run.session->ImportSave("not a save").ok());
  EXPECT_FALSE(run.session->controller().HasMatch());
  EXPECT_NE(run.session->stats_message().find("Nothing was changed"), std::string::npos);
  ASSERT_TRUE(run.session->ImportSave(good).ok());
  EXPECT_EQ(run.session->controller().state().Hash(), source.session->controller().state().Hash());
  ASSERT_TRUE(run.Do("button:stats-back").ok());
  EXPECT_EQ(run.session->screen(), Screen::kTable);
}

TEST(Session, DoesEachHostCommand) {
  Running run;
  ASSERT_TRUE(run.session->HandleCommand(R"({"command": "new-match", "seed": 321})").ok());
  EXPECT_EQ(run.session->controller().setup().seed, 321u);
  EXPECT_EQ(run.session->screen(), Screen::kTable);
  ASSERT_TRUE(run.session->HandleCommand(R"({"command": "pause"})").ok());
  EXPECT_TRUE(run.session->controller().paused());
  ASSERT_TRUE(run.session->HandleCommand(R"({"command": "resume"})").ok());
  EXPECT_FALSE(run.session->controller().paused());
  ASSERT_TRUE(run.session->HandleCommand(R"({"command": "mute", "muted": true})").ok());
  EXPECT_TRUE(run.session->settings().muted);
  ASSERT_TRUE(run.session->HandleCommand(R"({"command": "mute", "muted": true})").ok());
  EXPECT_TRUE(run.session->settings().muted);  // set, not toggled
  ASSERT_TRUE(run.session->HandleCommand(R"({"command": "mute"})").ok());
  EXPECT_FALSE(run.session->settings().muted);
  EXPECT_FALSE(run.session->HandleCommand(R"({"command": "dance"})").ok());
  EXPECT_FALSE(run.session->HandleCommand("{").ok());
  const std::vector<engine::Json> status = run.platform.Events("status");
  ASSERT_EQ(status.size(), 6u);
  EXPECT_EQ(status[1].Find("command")->as_string(), "pause");
  EXPECT_TRUE(status[1].Find("paused")->as_bool());
  EXPECT_EQ(run.platform.Events("error").back().Find("code")->as_string(), "unknown-command");
  run.session->SetPageHidden(true);
  EXPECT_TRUE(run.session->controller().paused());
  ASSERT_EQ(run.platform.Events("visibility").size(), 1u);
}

TEST(Session, SwitchesLanguageMidDeal) {
  Running run;
  ASSERT_TRUE(run.Do("button:deal").ok());
  PlayUntil(&run, [&] { return run.session->controller().History().size() > 8; });
  const std::uint64_t hash = run.session->controller().state().Hash();
  ASSERT_TRUE(run.Do("menu:language-fr").ok());
  EXPECT_EQ(CurrentLanguage(), Language::kFrench);
  EXPECT_EQ(run.session->settings().language, "fr");
  EXPECT_EQ(run.session->controller().state().Hash(), hash);  // the match goes on as it was
  EXPECT_EQ(run.session->BuildMirror().screen, "La table de jeu");
  ASSERT_TRUE(run.Do("menu:language-en").ok());
  EXPECT_EQ(CurrentLanguage(), Language::kEnglish);
  EXPECT_EQ(run.session->BuildMirror().screen, "The card table");
}

// The playtest: the lesson ended on "The match is over" and standings of "73 → 73 +0". It ends as a
// lesson: its close offers "Play a match" (never the final standings) and says what you learnt.
TEST(Session, TheLessonEndsAsALesson) {
  Running run;
  ASSERT_TRUE(run.Do("button:tutorial").ok());
  const GameController& c = run.session->controller();
  ASSERT_TRUE(c.InLesson());
  for (int i = 0; i < 20000 && !c.DealOver(); ++i) {
    const Lesson* lesson = run.session->local().ShownLesson();
    if (lesson != nullptr && !lesson->waits_for_play) {
      ASSERT_TRUE(run.Do("button:lesson-next").ok());
    } else if (c.HumanToAct() >= 0) {
      ASSERT_TRUE(run.Do(*LegalIntents(c).begin()).ok());
    } else {
      run.Frame();
    }
  }
  ASSERT_TRUE(c.DealOver());
  for (int i = 0; i < 50 && (run.session->local().ShownLesson() == nullptr || run.session->local().ShownLesson()->id != LessonId::kDone); ++i) {
    if (run.session->local().ShownLesson() != nullptr) ASSERT_TRUE(run.Do("button:lesson-next").ok());
    else run.Frame();
  }
  ASSERT_NE(run.session->local().ShownLesson(), nullptr);
  EXPECT_EQ(run.session->local().ShownLesson()->id, LessonId::kDone);
  const Mirror mirror = run.session->BuildMirror();
  EXPECT_TRUE(mirror.Offers("button:lesson-play-match"));
  EXPECT_FALSE(mirror.Offers("button:final-standings"));
  EXPECT_FALSE(mirror.Offers("button:lesson-next"));
  EXPECT_FALSE(run.Do("button:final-standings").ok());
  bool learnt = false;
  for (const MirrorSection& section : mirror.sections) learnt = learnt || section.heading == "What you learnt";
  EXPECT_TRUE(learnt);
  for (int i = 0; i < 20; ++i) run.Frame();
  EXPECT_EQ(run.session->screen(), Screen::kTable);
  ASSERT_TRUE(run.Do("button:lesson-play-match").ok());
  EXPECT_EQ(run.session->screen(), Screen::kSetup);
}

// The playtest: after Undo, "What happened" still told the lead taken back.
TEST(Session, UndoTakesTheLeadOutOfWhatHappened) {
  for (double pace : {0.0, 0.6}) {
    Running run([pace](SessionConfig* c) { c->pace = pace; });
    ASSERT_TRUE(run.Do("button:deal").ok());
    const GameController& c = run.session->controller();
    for (int i = 0; i < 20000 && !(c.HumanToAct() >= 0 && c.state().phase() == engine::Phase::kLead); ++i) {
      if (c.HumanToAct() >= 0) {
        ASSERT_TRUE(run.Do(*LegalIntents(c).begin()).ok());
      } else {
        run.Frame();
      }
    }
    ASSERT_EQ(c.state().phase(), engine::Phase::kLead);
    const std::vector<std::string> before = c.WhatHappened();
    const std::string lead = *LegalIntents(c).begin();
    ASSERT_TRUE(run.Do(lead).ok());
    for (int i = 0; i < 4; ++i) run.Frame();
    if (!c.CanUndo()) continue;
    ASSERT_TRUE(run.Do("button:undo").ok());
    for (int i = 0; i < 40; ++i) run.Frame();
    EXPECT_EQ(c.WhatHappened(), before) << "pace " << pace;
  }
}

TEST(Session, TheMenuAndLookChangeTheSettingsThroughIntents) {
  Running run;
  ASSERT_TRUE(run.Do("setup:theme-dark").ok());
  EXPECT_EQ(run.session->settings().theme, ThemeKind::kDark);
  ASSERT_TRUE(run.Do("button:deal").ok());
  ASSERT_TRUE(run.Do("menu:volume-30").ok());
  EXPECT_EQ(run.session->settings().volume, 30);
  ASSERT_TRUE(run.Do("menu:pace-slow").ok());
  EXPECT_EQ(PaceId(PaceIndex(run.session->controller().pace())), std::string("slow"));
  ASSERT_TRUE(run.Do("menu:copy-deal-code").ok());
  EXPECT_FALSE(run.platform.copied.empty());
  ASSERT_TRUE(run.Do("menu:allow-undo").ok());
  EXPECT_FALSE(run.session->controller().undo_allowed());
  ASSERT_TRUE(run.Do("menu:rules").ok());
  EXPECT_TRUE(run.session->rules_open());
  EXPECT_FALSE(run.Do("menu:statistics").ok());  // the rules cover the table
  ASSERT_TRUE(run.Do("button:close-rules").ok());
  ASSERT_TRUE(run.Do("menu:statistics").ok());
  EXPECT_EQ(run.session->screen(), Screen::kStatistics);
}

// Another tab took the save over: this one writes nothing more, offers only "Play here", and
// plays nothing (a host's command included) until then.
TEST(Session, AStaleTabNeverWritesAndOffersOnlyPlayHere) {
  Running run;
  ASSERT_TRUE(run.Do("button:deal").ok());
  PlayUntil(&run, [&] { return run.session->controller().History().size() > 10; });
  const int writes = run.platform.writes;
  const std::string saved = run.platform.saved;
  run.platform.owns = false;  // the other tab claimed it
  PlayUntil(&run, [&] { return run.session->screen() == Screen::kOtherTab; }, 200);
  ASSERT_EQ(run.session->screen(), Screen::kOtherTab);
  EXPECT_EQ(run.platform.writes, writes);
  EXPECT_EQ(run.platform.saved, saved);
  const std::vector<Intent> offered = run.session->Offered();
  ASSERT_EQ(offered.size(), 1u);
  EXPECT_EQ(IntentId(offered[0]), "button:play-here");
  const std::size_t steps = run.session->controller().History().size();
  for (int i = 0; i < 50; ++i) run.Frame();
  EXPECT_EQ(run.session->controller().History().size(), steps);
  EXPECT_FALSE(run.Do("menu:allow-undo").ok());
  EXPECT_FALSE(run.session->Do(MakeIntent(IntentKind::kHostNewMatch)).ok());
  EXPECT_EQ(run.session->BuildMirror().buttons.size(), 1u);
  ASSERT_TRUE(run.Do("button:play-here").ok());
  EXPECT_EQ(run.platform.play_here, 1);
  EXPECT_EQ(run.platform.writes, writes);
}

TEST(Session, TheStorageEventTakesTheTabAsideAtOnce) {
  Running run;
  ASSERT_TRUE(run.Do("button:deal").ok());
  run.session->OtherTabTookOver();
  run.Frame();
  EXPECT_EQ(run.session->screen(), Screen::kOtherTab);
  EXPECT_STREQ(ScreenId(run.session->screen()), "other-tab");
  EXPECT_TRUE(run.session->controller().paused());
}

TEST(Session, CopyLinkSharesThisDealOrCopiesItsCode) {
  std::string shared;
  Running run([&](SessionConfig* config) { config->services.share_deal = [&](const std::string& code) { shared = code; }; });
  ASSERT_TRUE(run.Do("button:deal").ok());
  ASSERT_TRUE(run.Do("menu:copy-link").ok());
  EXPECT_EQ(shared, DealCode(run.session->controller().setup()));
  Running native;  // no page: the code is what can be passed on
  ASSERT_TRUE(native.Do("button:deal").ok());
  ASSERT_TRUE(native.Do("menu:copy-link").ok());
  EXPECT_EQ(native.platform.copied, DealCode(native.session->controller().setup()));
}

TEST(Session, TheSetupTakesATypedCodeAndSaysWhyABadOneIsRefused) {
  Running run;
  const std::string code = DealCode(DefaultMatchSetup(987654321));
  ASSERT_FALSE(run.Do("button:play-code").ok());  // not offered until the field is open
  ASSERT_TRUE(run.Do("button:enter-code").ok());
  run.session->mutable_draft()->SetCodeText("nonsense!");
  ASSERT_TRUE(run.Do("button:play-code").ok());
  EXPECT_EQ(run.session->screen(), Screen::kSetup);
  EXPECT_NE(run.session->draft().message().find("deal code"), std::string::npos);
  std::string typed = GroupedDealCode(code);
  for (char& c : typed) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  run.session->mutable_draft()->SetCodeText(typed);
  ASSERT_TRUE(run.Do("button:play-code").ok());
  EXPECT_EQ(run.session->screen(), Screen::kTable);
  EXPECT_EQ(DealCode(run.session->controller().setup()), code);
}

// A screen reader types the code into the page's field (the mirror's text field), and Enter plays it.
TEST(Session, TheMirrorsCodeFieldTakesATypedCode) {
  Running run;
  const std::string code = DealCode(DefaultMatchSetup(987654321));
  EXPECT_FALSE(run.session->Type("setup:code", code).ok());  // no field until it is opened
  ASSERT_TRUE(run.Do("button:enter-code").ok());
  const Mirror opened = run.session->BuildMirror();
  ASSERT_FALSE(opened.fields.empty());
  EXPECT_EQ(opened.fields[0].kind, MirrorField::Kind::kText);
  EXPECT_EQ(opened.fields[0].key, "setup:code");
  EXPECT_TRUE(opened.Offers("button:play-code"));
  const std::string json = MirrorToJson(opened);
  EXPECT_NE(json.find("\"text\""), std::string::npos) << json;
  EXPECT_LT(json.find("\"submit\""), json.find("button:play-code\"}")) << json;
  EXPECT_FALSE(run.session->Type("setup:seed", "12").ok());   // not a text field
  EXPECT_FALSE(run.session->Type("setup:code", std::string(300, '7')).ok());
  std::string typed = GroupedDealCode(code);
  for (char& c : typed) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  ASSERT_TRUE(run.session->Type("setup:code", typed).ok());
  EXPECT_EQ(run.session->BuildMirror().fields[0].text, typed);  // the page's field shows it back
  ASSERT_TRUE(run.session->Activate("button:play-code").ok());
  run.Frame();
  EXPECT_EQ(run.session->screen(), Screen::kTable);
  EXPECT_EQ(DealCode(run.session->controller().setup()), code);
}

TEST(Session, ADailyMatchShowsItsDateAndCopiesItsResult) {
  ScopedLanguage en(Language::kEnglish);
  Running run([](SessionConfig* config) { config->today = "2026-11-25"; });
  ASSERT_TRUE(run.Do("button:daily").ok());
  EXPECT_EQ(run.session->DailyWords(), "25 Nov 2026");
  PlayUntil(&run, [] { return false; });
  ASSERT_EQ(run.session->screen(), Screen::kMatchOver);
  ASSERT_TRUE(run.session->ResultShareable());
  ASSERT_TRUE(run.Do("button:copy-result").ok());
  EXPECT_EQ(run.platform.copied.rfind("Pope Joan, daily deal 25 Nov 2026: ", 0), 0u) << run.platform.copied;
  EXPECT_NE(run.platform.copied.find(" of 4, "), std::string::npos) << run.platform.copied;
  // An ordinary match has no result to share.
  ASSERT_TRUE(run.Do("button:play-again").ok());
  EXPECT_EQ(run.session->DailyWords(), "");
  PlayUntil(&run, [] { return false; });
  EXPECT_FALSE(run.session->ResultShareable());
  EXPECT_FALSE(run.Do("button:copy-result").ok());
}

// ---- A screen reader does what the canvas does (the mirror's fields, the settlement, a reset
// that asks first, every hint said).

TEST(Intent, TheSetupFieldsReadBack) {
  for (const char* id : {"setup:players-5", "setup:seat-2-expert", "setup:seat-1-person", "setup:preset-parlett",
                         "setup:option-wild-pope-on", "setup:option-pope-turnup-pope-joan-wins", "setup:option-pope-7D",
                         "setup:option-purse-50", "setup:option-spare-count-0", "setup:rounds-3", "setup:seed-18446744073709551615",
                         "button:reset-stats", "button:cancel-reset"}) {
    const engine::Result<Intent> intent = ParseIntent(id);
    ASSERT_TRUE(intent.ok()) << id << ": " << intent.error();
    EXPECT_EQ(IntentId(intent.value()), id);
  }
  for (const char* id : {"setup:players-2", "setup:players-9", "setup:seat-0-expert", "setup:seat-9-expert",
                         "setup:seat-2-oracle", "setup:preset-bridge", "setup:option-wild-pope-maybe",
                         "setup:option-purse-100001", "setup:option-nothing-on", "setup:rounds-0", "setup:rounds-6",
                         "setup:seed-", "setup:seed-x"}) {
    EXPECT_FALSE(ParseIntent(id).ok()) << id;
  }
}

TEST(Session, TheSetupIsSetThroughIntentsAndTheMirrorsFields) {
  Running run;
  const Mirror before = run.session->BuildMirror();
  ASSERT_FALSE(before.fields.empty());
  EXPECT_EQ(before.fields.front().key, "setup:players");
  EXPECT_TRUE(before.Offers("setup:seat-4-expert"));
  EXPECT_FALSE(before.Offers("setup:seat-5-expert"));  // four seats
  ASSERT_TRUE(run.Do("setup:players-5").ok());
  ASSERT_TRUE(run.Do("setup:seat-2-expert").ok());
  ASSERT_TRUE(run.Do("setup:seat-5-beginner").ok());
  ASSERT_TRUE(run.Do("setup:option-purse-60").ok());
  ASSERT_TRUE(run.Do("setup:preset-parlett").ok());
  ASSERT_TRUE(run.Do("setup:option-wild-pope-on").ok());
  ASSERT_TRUE(run.Do("setup:rounds-2").ok());
  EXPECT_FALSE(run.Do("setup:seat-7-expert").ok());  // no seventh seat
  // A press on the page goes the same way.
  ASSERT_TRUE(run.session->Activate("setup:seed-4242").ok());
  EXPECT_FALSE(run.session->Activate("setup:seed-x").ok());
  run.Frame();
  const MatchSetup& draft = run.session->draft().setup();
  ASSERT_EQ(draft.seats.size(), 5u);
  EXPECT_EQ(draft.seats[1].level, ai::Level::kExpert);
  EXPECT_FALSE(draft.seats[1].human);
  EXPECT_EQ(draft.seats[4].level, ai::Level::kBeginner);
  EXPECT_EQ(draft.rules.preset, engine::Preset::kParlett);
  EXPECT_EQ(draft.rules.purse, 60);  // kept through the preset
  EXPECT_EQ(GetOption(draft.rules, "wild-pope"), "on");
  EXPECT_EQ(draft.rounds, 2);
  EXPECT_EQ(draft.seed, 4242u);
  const Mirror after = run.session->BuildMirror();
  EXPECT_EQ(after.fields.front().chosen, 2);  // 5 players: the third of 3..8
  EXPECT_TRUE(after.Offers("setup:seat-5-expert"));
  ASSERT_TRUE(run.Do("button:deal").ok());
  const MatchSetup& dealt = run.session->controller().setup();
  EXPECT_EQ(dealt.seats.size(), 5u);
  EXPECT_EQ(dealt.rounds, 2);
  EXPECT_EQ(dealt.seed, 4242u);
  EXPECT_EQ(dealt.rules.preset, engine::Preset::kParlett);
  // At the table the setup is not offered.
  EXPECT_FALSE(run.Do("setup:players-4").ok());
}

TEST(Session, TheSettlementAndItsReviewAreInTheTablesText) {
  Running run;
  ASSERT_TRUE(run.Do("button:deal").ok());
  PlayUntil(&run, [&] { return run.session->controller().DealOver(); });
  for (int i = 0; i < 400 && run.session->local().Review() != nullptr && !run.session->local().Review()->done(); ++i) run.Frame();
  const Mirror m = run.session->BuildMirror();
  std::map<std::string, std::vector<std::string>> sections;
  for (const MirrorSection& s : m.sections) sections[s.heading] = s.lines;
  const GameController& c = run.session->controller();
  ASSERT_EQ(sections["Cards left in hand"].size(), static_cast<size_t>(c.model().num_seats) + (c.state().SpareCards() ? 1 : 0));
  EXPECT_FALSE(sections["How the counters moved"].empty());
  ASSERT_EQ(sections["Purses before and after the deal"].size(), static_cast<size_t>(c.model().num_seats));
  for (int s = 0; s < c.model().num_seats; ++s) {
    const std::string& line = sections["Purses before and after the deal"][static_cast<size_t>(s)];
    EXPECT_NE(line.find(" to " + std::to_string(c.state().Purse(s)) + " ("), std::string::npos) << line;
  }
  ASSERT_NE(run.session->local().Review(), nullptr);
  if (!run.session->local().Review()->review().decisions.empty()) {
    ASSERT_FALSE(sections["Your decisions"].empty());
    EXPECT_EQ(sections["Your decisions"].front(), run.session->local().Review()->review().Summary());
  }
}

TEST(Session, ResetStatisticsAsksFirst) {
  Running run;
  ASSERT_TRUE(run.Do("button:deal").ok());
  PlayUntil(&run, [&] { return run.session->controller().DealOver(); });
  ASSERT_TRUE(run.Do("menu:statistics").ok());
  ASSERT_GT(run.session->stats().deals_played, 0);
  Mirror m = run.session->BuildMirror();
  size_t lines = 0;
  for (const MirrorSection& s : m.sections) lines += s.lines.size();
  EXPECT_GE(lines, 20u);  // every figure, every compartment and the recent matches
  ASSERT_TRUE(m.Offers("button:reset-stats"));
  ASSERT_TRUE(run.Do("button:reset-stats").ok());
  m = run.session->BuildMirror();
  EXPECT_TRUE(m.Offers("button:confirm-reset"));
  EXPECT_TRUE(m.Offers("button:cancel-reset"));
  EXPECT_FALSE(m.Offers("button:export"));  // nothing else until it is answered
  ASSERT_TRUE(run.Do("button:cancel-reset").ok());
  EXPECT_GT(run.session->stats().deals_played, 0);
  EXPECT_TRUE(run.session->BuildMirror().Offers("button:export"));
  ASSERT_TRUE(run.Do("button:reset-stats").ok());
  ASSERT_TRUE(run.session->Activate("button:confirm-reset").ok());
  run.Frame();
  EXPECT_EQ(run.session->stats(), Statistics());
  EXPECT_FALSE(run.session->confirming_reset());
}

TEST(Session, EveryHintPressIsSaid) {
  Running run;
  ASSERT_TRUE(run.Do("button:deal").ok());
  PlayUntil(&run, [&] { return run.session->controller().HumanToAct() >= 0 && !run.session->controller().Animating(); });
  const auto hints_said = [&] {
    return std::count_if(run.platform.said.begin(), run.platform.said.end(), [](const std::string& l) { return l.rfind("Hint: ", 0) == 0; });
  };
  ASSERT_TRUE(run.Do("button:hint").ok());
  for (int i = 0; i < 400 && run.session->local().CurrentHint() == nullptr; ++i) run.Frame();
  ASSERT_NE(run.session->local().CurrentHint(), nullptr);
  EXPECT_EQ(hints_said(), 1);
  ASSERT_TRUE(run.Do("button:hint").ok());
  EXPECT_EQ(hints_said(), 2);
  EXPECT_EQ(run.session->local().notes().hints, 1);  // the same decision's hint counts once
}

}  // namespace
}  // namespace popejoan::session

// ---- Online rooms: the session's side, against a scripted server.
namespace popejoan::session {
namespace {

engine::Json LastSent(const FakePlatform& p) { return p.room_sent.empty() ? engine::Json() : engine::Json::Parse(p.room_sent.back()).value(); }

// `names`: each seat's, where given (else a person's seat 0 is Ann's, the others Bo's).
std::string RoomFrameFor(const std::vector<std::string>& kinds, const std::string& stage, const engine::Rules& rules,
                         const std::vector<std::string>& names = {}) {
  engine::Json room = engine::Json::Object();
  room.Set("v", engine::Json::Number(2));
  room.Set("type", engine::Json::String("room"));
  room.Set("room", engine::Json::String("KM7P4RT2X"));
  room.Set("stage", engine::Json::String(stage));
  room.Set("rounds", engine::Json::Number(1));
  room.Set("rules", engine::RulesToJson(rules));
  room.Set("fill", engine::Json::String("casual"));
  engine::Json seats = engine::Json::Array();
  int i = 0;
  for (const std::string& kind : kinds) {
    engine::Json seat = engine::Json::Object();
    const bool named = static_cast<size_t>(i) < names.size();
    seat.Set("name", engine::Json::String(named ? names[i] : kind == "person" ? (i == 0 ? "Ann" : "Bo") : ""));
    seat.Set("kind", engine::Json::String(kind));
    seat.Set("level", engine::Json::String(kind == "ai" ? "expert" : ""));
    seat.Set("connected", engine::Json::Bool(kind == "person"));
    seats.Append(std::move(seat));
    ++i;
  }
  room.Set("seats", std::move(seats));
  return room.Dump();
}

std::string ViewFrameFor(int seat, std::uint64_t seed, int seats) {
  engine::MatchConfig config;
  config.seats = seats;
  config.seed = seed;
  std::vector<engine::Event> events;
  const engine::State state = engine::State::NewMatch(config, &events).value();
  return protocol::ViewFrameText(state, seat, 0, -1, nullptr, events, {});
}

bool OffersId(const Session& s, const std::string& id) { return s.Offers(ParseIntent(id).value()); }

TEST(SessionRoom, PlayWithFriendsIsOfferedOnlyWhenARoomServerAnswers) {
  Running r;
  EXPECT_FALSE(OffersId(*r.session, "button:play-with-friends"));
  r.session->SetRoomServer("ws://example.test/rooms");
  r.Frame();
  EXPECT_TRUE(OffersId(*r.session, "button:play-with-friends"));
  EXPECT_FALSE(OffersId(*r.session, "button:create-room"));
  ASSERT_TRUE(r.Do("button:play-with-friends").ok());
  EXPECT_TRUE(OffersId(*r.session, "button:create-room"));
  EXPECT_FALSE(OffersId(*r.session, "button:deal"));
  EXPECT_TRUE(OffersId(*r.session, "setup:fill-expert"));
}

TEST(SessionRoom, CreateRoomSendsTheDraftsRulesAndSeatsThenTheLobbyOffersStartAndInvite) {
  Running r;
  r.session->SetRoomServer("ws://example.test/rooms");
  r.Frame();
  ASSERT_TRUE(r.Do("button:play-with-friends").ok());
  ASSERT_TRUE(r.Do("setup:players-4").ok());
  ASSERT_TRUE(r.Do("setup:seat-2-person").ok());
  ASSERT_TRUE(r.Do("setup:seat-3-expert").ok());
  ASSERT_TRUE(r.Do("setup:seat-4-person").ok());
  ASSERT_TRUE(r.Do("setup:fill-beginner").ok());
  ASSERT_TRUE(r.Do("setup:preset-parlett").ok());
  ASSERT_TRUE(r.session->Type("setup:name", "Ann").ok());
  const engine::Rules drafted = r.session->draft().setup().rules;
  ASSERT_TRUE(r.Do("button:create-room").ok());
  EXPECT_EQ(r.session->screen(), Screen::kLobby);
  ASSERT_EQ(r.platform.room_connects.size(), 1u);
  EXPECT_EQ(r.platform.room_connects[0], "ws://example.test/rooms");
  r.session->RoomSocketOpened();
  r.Frame();
  const engine::Json create = LastSent(r.platform);
  ASSERT_TRUE(create.is_object());
  EXPECT_EQ(create.Find("type")->as_string(), "create");
  EXPECT_EQ(create.Find("name")->as_string(), "Ann");
  EXPECT_EQ(create.Find("fill")->as_string(), "beginner");
  EXPECT_EQ(engine::RulesToJson(engine::RulesFromJson(*create.Find("rules")).value()).Dump(), RulesToJson(drafted).Dump());
  const std::vector<engine::Json>& seats = create.Find("seats")->items();
  ASSERT_EQ(seats.size(), 4u);
  EXPECT_EQ(seats[0].Find("kind")->as_string(), "person");
  EXPECT_EQ(seats[1].Find("kind")->as_string(), "person");
  EXPECT_EQ(seats[2].Find("level")->as_string(), "expert");
  EXPECT_EQ(seats[3].Find("kind")->as_string(), "person");

  r.session->RoomSocketMessage(R"({"v":2,"type":"welcome","room":"KM7P4RT2X","role":"player","seat":0,"token":"tok"})");
  r.session->RoomSocketMessage(RoomFrameFor({"person", "empty", "ai", "empty"}, "lobby", drafted));
  r.Frame();
  EXPECT_EQ(r.platform.room_tokens["ws://example.test KM7P4RT2X"], "tok");
  EXPECT_TRUE(OffersId(*r.session, "button:start-room"));
  EXPECT_TRUE(OffersId(*r.session, "button:copy-invite"));
  EXPECT_TRUE(OffersId(*r.session, "button:leave-room"));
  EXPECT_FALSE(OffersId(*r.session, "button:take-seat-1"));
  ASSERT_EQ(r.platform.Events("invite").size(), 1u);
  EXPECT_EQ(r.platform.Events("invite")[0].Find("link")->as_string(), "https://example.test/?room=KM7P4RT2X");
  ASSERT_TRUE(r.Do("button:copy-invite").ok());
  EXPECT_EQ(r.platform.copied, "https://example.test/?room=KM7P4RT2X");
  ASSERT_TRUE(r.Do("button:start-room").ok());
  EXPECT_EQ(LastSent(r.platform).Find("type")->as_string(), "start");
  const Mirror lobby = r.session->BuildMirror();
  bool code_said = false;
  for (const MirrorSection& s : lobby.sections) {
    for (const std::string& line : s.lines) code_said = code_said || line.find("KM7 P4R T2X") != std::string::npos;
  }
  EXPECT_TRUE(code_said);
}

// The creator's choice: "Anyone" makes a public table in the page's language (the open tables list
// it); it always has a turn clock and plays its rules unchanged, said before anything is sent.
TEST(SessionRoom, AnyoneMayJoinMakesAPublicTableWithAClockAndItsRulesUnchanged) {
  Running r;
  r.session->SetRoomServer("ws://example.test/rooms");
  r.Frame();
  ASSERT_TRUE(r.Do("button:play-with-friends").ok());
  ASSERT_TRUE(r.session->Type("setup:name", "Ann").ok());
  ASSERT_TRUE(r.Do("setup:clock-0").ok());
  ASSERT_TRUE(r.Do("setup:who-joins-anyone").ok());
  EXPECT_TRUE(r.session->draft().anyone_joins());
  EXPECT_EQ(r.session->draft().clock(), protocol::kPublicTableClock) << "no clock became the strangers' clock";
  ASSERT_TRUE(r.Do("setup:clock-0").ok());
  EXPECT_EQ(r.session->draft().clock(), protocol::kPublicTableClock) << "strangers' tables always have a clock";
  ASSERT_TRUE(r.Do("setup:clock-60").ok());
  // The mirror offers the choice, and no "No clock" while anyone may join.
  const Mirror mirror = r.session->BuildMirror();
  bool who_chosen = false, no_clock = false;
  for (const MirrorField& field : mirror.fields) {
    if (field.key == "setup:who-joins") who_chosen = field.choices.size() == 2 && field.chosen == 1;
    for (const MirrorButton& choice : field.choices) no_clock = no_clock || choice.id == "setup:clock-0";
  }
  EXPECT_TRUE(who_chosen);
  EXPECT_FALSE(no_clock);
  // A house rule: not sent, and said why; the usual rules again, and it may be made.
  ASSERT_TRUE(r.Do("setup:option-purse-60").ok());
  EXPECT_FALSE(r.session->draft().Playable());
  EXPECT_NE(r.session->draft().Note().find("usual purse"), std::string::npos) << r.session->draft().Note();
  EXPECT_FALSE(OffersId(*r.session, "button:create-room"));
  ASSERT_TRUE(r.Do("setup:option-purse-" + std::to_string(engine::RulesForPreset(engine::Preset::kClassic).purse)).ok());
  ASSERT_TRUE(r.session->draft().Playable()) << r.session->draft().Note();
  ASSERT_TRUE(r.Do("menu:language-fr").ok());
  ASSERT_TRUE(r.Do("button:create-room").ok());
  r.session->RoomSocketOpened();
  r.Frame();
  const engine::Json create = LastSent(r.platform);
  ASSERT_TRUE(create.is_object());
  ASSERT_NE(create.Find("public"), nullptr);
  EXPECT_TRUE(create.Find("public")->as_bool());
  EXPECT_EQ(create.Find("lang")->as_string(), "fr");
  EXPECT_EQ(create.Find("clock")->as_number(), 60);
  // The server reads it as a public table (its own checks: a clock, a preset's rules).
  engine::Result<protocol::ClientMessage> read = protocol::ParseClientMessage(r.platform.room_sent.back());
  ASSERT_TRUE(read.ok()) << read.error();
  EXPECT_TRUE(read->create.public_table);
  ASSERT_TRUE(r.Do("menu:language-en").ok());
}


// The page makes a room from the setup as it comes and is welcomed to its first seat.
void CreateRoomInSeatZero(Running& r) {
  r.session->SetRoomServer("ws://example.test/rooms");
  ASSERT_TRUE(r.Do("button:play-with-friends").ok());
  ASSERT_TRUE(r.Do("button:create-room").ok());
  r.session->RoomSocketOpened();
  r.session->RoomSocketMessage(R"({"v":2,"type":"welcome","room":"KM7P4RT2X","role":"player","seat":0,"token":"tok"})");
}

TEST(SessionRoom, AViewTakesTheLobbyToTheTableAndTheSeatsPlayIsSentAsAnAct) {
  Running r;
  ASSERT_NO_FATAL_FAILURE(CreateRoomInSeatZero(r));
  r.session->RoomSocketMessage(RoomFrameFor({"person", "person", "ai", "ai"}, "playing", engine::RulesForPreset(engine::Preset::kClassic)));
  // Seat 0 leads in some deal: try seeds until it is seat 0's turn at once.
  std::uint64_t seed = 1;
  for (; seed < 200; ++seed) {
    engine::MatchConfig config;
    config.seats = 4;
    config.seed = seed;
    if (engine::State::NewMatch(config).value().CurrentSeat() == 0) break;
  }
  r.session->RoomSocketMessage(ViewFrameFor(0, seed, 4));
  r.Frame();
  r.Frame();
  ASSERT_EQ(r.session->screen(), Screen::kTable);
  ASSERT_TRUE(r.session->controller().Remote());
  ASSERT_EQ(r.session->controller().HumanToAct(), 0);
  EXPECT_TRUE(OffersId(*r.session, "button:react-well-played"));
  EXPECT_FALSE(OffersId(*r.session, "button:undo"));
  EXPECT_FALSE(OffersId(*r.session, "menu:copy-deal-code"));
  EXPECT_FALSE(OffersId(*r.session, "menu:tutorial"));
  const std::set<std::string> decisions = OfferedDecisions(*r.session);
  ASSERT_FALSE(decisions.empty());
  EXPECT_EQ(decisions, LegalIntents(r.session->controller()));
  ASSERT_TRUE(r.Do(*decisions.begin()).ok());
  const engine::Json act = LastSent(r.platform);
  EXPECT_EQ(act.Find("type")->as_string(), "act");
  EXPECT_EQ(act.Find("step")->as_number(), 0);
  EXPECT_EQ(r.session->controller().HumanToAct(), -1);  // the server's answer awaited
  // The server could not store it: the seat chooses again.
  r.session->RoomSocketMessage(R"({"v":2,"type":"error","error":"server-trouble","message":"not stored"})");
  r.Frame();
  EXPECT_EQ(r.session->controller().HumanToAct(), 0);
  ASSERT_TRUE(r.Do(*decisions.begin()).ok());
  EXPECT_EQ(r.session->controller().HumanToAct(), -1);
  ASSERT_TRUE(r.Do("button:react-oops").ok());
  EXPECT_EQ(LastSent(r.platform).Find("reaction")->as_string(), "oops");
  r.session->RoomSocketMessage(R"({"v":2,"type":"reaction","seat":1,"reaction":"good-game"})");
  r.Frame();
  EXPECT_EQ(r.session->rooms().ReactionAt(1), "Good game!");
  // Nothing of a room's match goes into the save.
  const engine::Result<engine::Json> saved = engine::Json::Parse(r.platform.saved);
  ASSERT_TRUE(saved.ok());
  ASSERT_NE(saved->Find("match"), nullptr);
  EXPECT_TRUE(saved->Find("match")->is_null());
  ASSERT_TRUE(r.Do("button:leave-room").ok());
  EXPECT_EQ(r.session->screen(), Screen::kSetup);
  EXPECT_FALSE(r.session->rooms().InRoom());
}

TEST(SessionRoom, AnInviteLinkOpensTheRoomToWatchAndAVisitorTakesASeatByName) {
  Running r([](SessionConfig* c) { c->room_code = "km7p4rt2x"; });
  EXPECT_EQ(r.session->screen(), Screen::kSetup);  // no server yet
  r.session->SetRoomServer("ws://example.test/rooms");
  r.Frame();
  EXPECT_EQ(r.session->screen(), Screen::kLobby);
  r.session->RoomSocketOpened();
  EXPECT_EQ(LastSent(r.platform).Find("type")->as_string(), "hello");
  EXPECT_EQ(LastSent(r.platform).Find("room")->as_string(), "KM7P4RT2X");
  EXPECT_EQ(LastSent(r.platform).Find("token"), nullptr);
  r.session->RoomSocketMessage(R"({"v":2,"type":"welcome","room":"KM7P4RT2X","role":"spectator","seat":-1})");
  r.session->RoomSocketMessage(RoomFrameFor({"person", "empty", "ai"}, "lobby", engine::RulesForPreset(engine::Preset::kClassic)));
  r.Frame();
  EXPECT_TRUE(OffersId(*r.session, "button:take-seat-1"));
  EXPECT_FALSE(OffersId(*r.session, "button:take-seat-0"));
  EXPECT_FALSE(OffersId(*r.session, "button:start-room"));
  ASSERT_TRUE(r.session->Type("setup:name", "Bo").ok());
  ASSERT_TRUE(r.Do("button:take-seat-1").ok());
  const engine::Json take = LastSent(r.platform);
  EXPECT_EQ(take.Find("type")->as_string(), "take-seat");
  EXPECT_EQ(take.Find("seat")->as_number(), 1);
  EXPECT_EQ(take.Find("name")->as_string(), "Bo");
  // Dropped: "Reconnecting…", and the hello goes again once the wait is over.
  r.session->RoomSocketClosed();
  r.Frame();
  EXPECT_EQ(r.session->room().link(), RoomLink::kReconnecting);
  const size_t connects = r.platform.room_connects.size();
  for (int i = 0; i < 40; ++i) r.Frame();  // two seconds
  EXPECT_EQ(r.platform.room_connects.size(), connects + 1);
  // A watcher sees no hand and is offered no reactions.
  r.session->RoomSocketOpened();
  r.session->RoomSocketMessage(R"({"v":2,"type":"welcome","room":"KM7P4RT2X","role":"spectator","seat":-1})");
  r.session->RoomSocketMessage(RoomFrameFor({"person", "person", "ai"}, "playing", RulesForPreset(engine::Preset::kClassic)));
  r.session->RoomSocketMessage(ViewFrameFor(-1, 5, 3));
  r.Frame();
  EXPECT_EQ(r.session->screen(), Screen::kTable);
  for (const SeatModel& seat : r.session->controller().model().seats) EXPECT_EQ(seat.hand, 0u);
  EXPECT_FALSE(OffersId(*r.session, "button:react-oops"));
  EXPECT_EQ(r.session->controller().HumanToAct(), -1);
}

bool MirrorSays(const Session& s, const std::string& words) {
  for (const MirrorSection& section : s.BuildMirror().sections) {
    for (const std::string& line : section.lines) {
      if (line == words) return true;
    }
  }
  return false;
}

// The mirror's button `id`'s words ("" if it offers none).
std::string MirrorButtonWords(const Session& s, const std::string& id) {
  for (const MirrorButton& b : s.BuildMirror().buttons) {
    if (b.id == id) return b.label;
  }
  return "";
}

// Ann at the table in seat 0 of a room whose seats are `kinds`, named `names`.
void AnnAtTheTable(Running& r, const std::vector<std::string>& kinds, const std::vector<std::string>& names) {
  ASSERT_NO_FATAL_FAILURE(CreateRoomInSeatZero(r));
  r.session->RoomSocketMessage(RoomFrameFor(kinds, "playing", engine::RulesForPreset(engine::Preset::kClassic), names));
  r.session->RoomSocketMessage(ViewFrameFor(0, 3, static_cast<int>(kinds.size())));
  r.Frame();
  ASSERT_EQ(r.session->screen(), Screen::kTable);
}

void React(Running& r, int seat, const std::string& reaction) {
  r.session->RoomSocketMessage(R"({"v":2,"type":"reaction","seat":)" + std::to_string(seat) + R"(,"reaction":")" + reaction + R"("})");
  r.Frame();
}

TEST(SessionRoomMute, AMutedPersonsReactionsAreNotShownNorSaidAndUnmutingShowsTheNextOnes) {
  Running r;
  ASSERT_NO_FATAL_FAILURE(AnnAtTheTable(r, {"person", "person", "ai", "ai"}, {"Ann", "Zoë"}));
  React(r, 1, "good-game");
  EXPECT_EQ(r.session->rooms().RoomNoteAt(1), "Good game!");
  EXPECT_TRUE(MirrorSays(*r.session, "Zoë: Good game!"));
  EXPECT_EQ(MirrorButtonWords(*r.session, "button:mute-1"), "Mute Zoë");
  const size_t sent = r.platform.room_sent.size();
  ASSERT_TRUE(r.Do("button:mute-1").ok());
  EXPECT_EQ(r.platform.room_sent.size(), sent) << "a mute is this page's alone";
  EXPECT_TRUE(r.session->rooms().Muted(1));
  EXPECT_EQ(r.session->rooms().RoomNoteAt(1), "") << "the reaction on show goes at once";
  EXPECT_EQ(MirrorButtonWords(*r.session, "button:mute-1"), "Unmute Zoë");
  React(r, 1, "oops");
  EXPECT_EQ(r.session->rooms().ReactionAt(1), "");
  EXPECT_EQ(r.session->rooms().RoomNoteAt(1), "");
  EXPECT_FALSE(MirrorSays(*r.session, "Zoë: Oops!"));
  // Everything else of hers is as it was: her name on her plate and in the room's lines.
  EXPECT_EQ(r.session->controller().setup().seats[1].name, "Zoë");
  EXPECT_TRUE(MirrorSays(*r.session, "Zoë, connected"));

  // Unmuted through the page's mirror, as a screen reader's user presses it.
  ASSERT_TRUE(r.session->Activate("button:mute-1").ok());
  r.Frame();
  EXPECT_FALSE(r.session->rooms().Muted(1));
  EXPECT_EQ(MirrorButtonWords(*r.session, "button:mute-1"), "Mute Zoë");
  EXPECT_EQ(r.session->rooms().RoomNoteAt(1), "") << "what came while muted stays unseen";
  React(r, 1, "well-played");
  EXPECT_EQ(r.session->rooms().RoomNoteAt(1), "Well played!");
  EXPECT_TRUE(MirrorSays(*r.session, "Zoë: Well played!"));
}

TEST(SessionRoomMute, OnlyOtherPeoplesSeatsOfferAMuteAndAWatcherMayMuteAnyone) {
  Running r;
  ASSERT_NO_FATAL_FAILURE(AnnAtTheTable(r, {"person", "person", "ai", "ai-for-person"}, {"Ann", "Zoë", "", "Yan"}));
  EXPECT_FALSE(OffersId(*r.session, "button:mute-0")) << "your own seat";
  EXPECT_TRUE(OffersId(*r.session, "button:mute-1"));
  EXPECT_FALSE(OffersId(*r.session, "button:mute-2")) << "an AI's seat";
  EXPECT_TRUE(OffersId(*r.session, "button:mute-3")) << "a person away, the AI playing for them";
  EXPECT_EQ(MirrorButtonWords(*r.session, "button:mute-3"), "Mute Yan");
  EXPECT_EQ(MirrorButtonWords(*r.session, "button:mute-0"), "");
  EXPECT_EQ(MirrorButtonWords(*r.session, "button:mute-2"), "");
  EXPECT_FALSE(r.Do("button:mute-2").ok());
  EXPECT_FALSE(r.session->rooms().Muted(2));

  Running w([](SessionConfig* c) { c->room_code = "KM7P4RT2X"; });
  w.session->SetRoomServer("ws://example.test/rooms");
  w.session->RoomSocketOpened();
  w.session->RoomSocketMessage(R"({"v":2,"type":"welcome","room":"KM7P4RT2X","role":"spectator","seat":-1})");
  w.session->RoomSocketMessage(RoomFrameFor({"person", "person", "ai"}, "playing", engine::RulesForPreset(engine::Preset::kClassic)));
  w.session->RoomSocketMessage(ViewFrameFor(-1, 5, 3));
  w.Frame();
  EXPECT_TRUE(OffersId(*w.session, "button:mute-0"));
  EXPECT_TRUE(OffersId(*w.session, "button:mute-1"));
  EXPECT_FALSE(OffersId(*w.session, "button:mute-2"));
}

TEST(SessionRoomMute, TheMuteFollowsThePersonNotTheSeat) {
  Running r;
  const engine::Rules rules = engine::RulesForPreset(engine::Preset::kClassic);
  ASSERT_NO_FATAL_FAILURE(AnnAtTheTable(r, {"person", "person", "ai", "ai"}, {"Ann", "Zoë"}));
  ASSERT_TRUE(r.Do("button:mute-1").ok());
  // Away and back: still Zoë, still muted.
  r.session->RoomSocketMessage(RoomFrameFor({"person", "ai-for-person", "ai", "ai"}, "playing", rules, {"Ann", "Zoë"}));
  r.Frame();
  EXPECT_TRUE(r.session->rooms().Muted(1));
  // Someone else in her seat: not muted, their reactions shown, and Mute offered for them.
  r.session->RoomSocketMessage(RoomFrameFor({"person", "person", "ai", "ai"}, "playing", rules, {"Ann", "Xavier"}));
  r.Frame();
  EXPECT_FALSE(r.session->rooms().Muted(1));
  React(r, 1, "oops");
  EXPECT_EQ(r.session->rooms().RoomNoteAt(1), "Oops!");
  EXPECT_EQ(MirrorButtonWords(*r.session, "button:mute-1"), "Mute Xavier");
  // Zoë's seat left to its AI, then a newcomer under her name: someone else, not muted.
  r.session->RoomSocketMessage(RoomFrameFor({"person", "person", "ai", "ai"}, "playing", rules, {"Ann", "Zoë"}));
  ASSERT_TRUE(r.Do("button:mute-1").ok());
  r.session->RoomSocketMessage(RoomFrameFor({"person", "ai", "ai", "ai"}, "playing", rules, {"Ann", "The Vicar"}));
  r.Frame();
  r.session->RoomSocketMessage(RoomFrameFor({"person", "person", "ai", "ai"}, "playing", rules, {"Ann", "Zoë"}));
  r.Frame();
  EXPECT_FALSE(r.session->rooms().Muted(1));
  // Mutes last for the room: another room starts with none.
  ASSERT_TRUE(r.Do("button:mute-1").ok());
  ASSERT_TRUE(r.Do("button:leave-room").ok());
  if (r.session->draft().friends()) {
    ASSERT_TRUE(r.Do("button:play-with-friends").ok());
  }
  ASSERT_TRUE(r.session->Type("setup:room", "KM7P4RT2X").ok());
  ASSERT_TRUE(r.Do("button:join-room").ok());
  r.session->RoomSocketOpened();
  r.session->RoomSocketMessage(R"({"v":2,"type":"welcome","room":"KM7P4RT2X","role":"player","seat":0,"token":"tok"})");
  r.session->RoomSocketMessage(RoomFrameFor({"person", "person", "ai", "ai"}, "playing", rules, {"Ann", "Zoë"}));
  r.session->RoomSocketMessage(ViewFrameFor(0, 3, 4));
  r.Frame();
  ASSERT_EQ(r.session->screen(), Screen::kTable);
  EXPECT_FALSE(r.session->rooms().Muted(1));
}

// Your seat from any device, before the match starts: the lobby offers a watcher the rejoin code's
// field (it was only in the table's menu), sends the code as a hello, says a refused one, and
// once the seat is theirs shows its code instead.
TEST(SessionRoom, AWatcherInTheLobbyTakesTheirSeatBackWithItsRejoinCode) {
  Running r([](SessionConfig* c) { c->room_code = "km7p4rt2x"; });
  r.session->SetRoomServer("ws://example.test/rooms");
  r.Frame();
  r.session->RoomSocketOpened();
  r.session->RoomSocketMessage(R"({"v":2,"type":"welcome","room":"KM7P4RT2X","role":"spectator","seat":-1})");
  r.session->RoomSocketMessage(RoomFrameFor({"person", "person", "ai"}, "lobby", engine::RulesForPreset(engine::Preset::kClassic)));
  r.Frame();
  ASSERT_EQ(r.session->screen(), Screen::kLobby);
  EXPECT_TRUE(OffersId(*r.session, "button:reclaim-seat"));
  EXPECT_TRUE(OffersId(*r.session, "button:take-seat-2")) << "an AI's seat may still be taken";
  const Mirror lobby = r.session->BuildMirror();
  EXPECT_TRUE(std::any_of(lobby.fields.begin(), lobby.fields.end(), [](const MirrorField& f) { return f.key == "room:rejoin"; }));
  ASSERT_TRUE(r.session->Type("room:rejoin", "abcd efgh").ok());
  ASSERT_TRUE(r.Do("button:reclaim-seat").ok());
  engine::Json hello = LastSent(r.platform);
  EXPECT_EQ(hello.Find("type")->as_string(), "hello");
  EXPECT_EQ(hello.Find("room")->as_string(), "KM7P4RT2X");
  EXPECT_EQ(hello.Find("rejoin")->as_string(), "abcd efgh");
  EXPECT_EQ(hello.Find("token"), nullptr);
  r.session->RoomSocketMessage(R"({"v":2,"type":"error","error":"bad-rejoin","message":"that rejoin code opens no seat of the room"})");
  r.Frame();
  EXPECT_TRUE(MirrorSays(*r.session, "That rejoin code opens no seat here: check it and try again."));
  EXPECT_TRUE(OffersId(*r.session, "button:reclaim-seat")) << "another code may be tried";
  // The right code: the seat is this page's; its code is shown and the field goes.
  r.session->RoomSocketMessage(
      R"({"v":2,"type":"welcome","room":"KM7P4RT2X","role":"player","seat":1,"token":"tok1","rejoin":"KM7PRT2X"})");
  r.session->RoomSocketMessage(RoomFrameFor({"person", "person", "ai"}, "lobby", RulesForPreset(engine::Preset::kClassic)));
  r.Frame();
  EXPECT_EQ(r.session->screen(), Screen::kLobby);
  EXPECT_FALSE(OffersId(*r.session, "button:reclaim-seat"));
  EXPECT_FALSE(MirrorSays(*r.session, "That rejoin code opens no seat here: check it and try again."));
  EXPECT_TRUE(MirrorSays(*r.session, "Your rejoin code: KM7P RT2X"));
  // The other device, told it watches now, is offered its code's field again.
  r.session->RoomSocketMessage(R"({"v":2,"type":"welcome","room":"KM7P4RT2X","role":"spectator","seat":-1})");
  r.Frame();
  EXPECT_TRUE(OffersId(*r.session, "button:reclaim-seat"));
}

TEST(SessionRoom, ARoomDamagedOnTheServerIsSaidInPlayerWordsAndNotTriedAgain) {
  Running r([](SessionConfig* c) { c->room_code = "DDDDDDDDD"; });
  r.session->SetRoomServer("ws://example.test/rooms");
  r.session->RoomSocketOpened();
  r.session->RoomSocketMessage(R"({"v":2,"type":"error","error":"room-damaged","message":"damaged"})");
  r.Frame();
  EXPECT_TRUE(MirrorSays(*r.session,
                         "This room's game was damaged on the server and cannot be opened: leave it and make a new room."));
  EXPECT_TRUE(MirrorSays(*r.session, "Room code: DDD DDD DDD")) << "its code, to tell whoever runs the server";
  EXPECT_FALSE(MirrorSays(*r.session, "Disconnected")) << "the reason is said instead";
  EXPECT_FALSE(MirrorSays(*r.session, "Invite link: https://example.test/?room=DDDDDDDDD")) << "nothing to share";
  const std::size_t connects = r.platform.room_connects.size();
  for (int i = 0; i < 400; ++i) r.Frame();  // twenty seconds
  EXPECT_EQ(r.platform.room_connects.size(), connects) << "not tried again";
  ASSERT_TRUE(OffersId(*r.session, "button:leave-room"));
  ASSERT_TRUE(r.Do("button:leave-room").ok());
  EXPECT_EQ(r.session->screen(), Screen::kSetup) << "back to the setup, to make a new room";
}

// The names' rule (player_name.h) on the page: what the server would refuse is said in player
// words and never sent; a name it takes is sent cleaned, as the server cleans it.
TEST(SessionRoom, ANameTheServerWouldRefuseIsSaidAndNeverSent) {
  Running r;
  r.session->SetRoomServer("ws://example.test/rooms");
  r.Frame();
  ASSERT_TRUE(r.Do("button:play-with-friends").ok());
  const std::vector<std::pair<std::string, std::string>> refused = {
      {"Ann\u202Etxt.exe", "Your name has a hidden character: use letters, digits, punctuation and spaces."},
      {"\u200B\u200B", "Your name has a hidden character: use letters, digits, punctuation and spaces."},
      {"Ann\u0085", "Your name has a hidden character: use letters, digits, punctuation and spaces."},
      {"\u200D", "Your name cannot be blank: type a letter or a digit."},
      {"Ann 🂡", "Your name cannot have symbols or emoji: use letters, digits, punctuation and spaces."},
      {std::string(25, 'a'), "Your name is too long: 24 characters at most."}};
  for (const auto& [name, words] : refused) {
    ASSERT_TRUE(r.session->Type("setup:name", name).ok());
    r.Frame();
    EXPECT_FALSE(r.session->draft().Playable()) << name;
    EXPECT_TRUE(MirrorSays(*r.session, words)) << name;
    EXPECT_FALSE(OffersId(*r.session, "button:create-room")) << name;
    EXPECT_FALSE(r.Do("button:create-room").ok()) << name;
    EXPECT_EQ(r.session->screen(), Screen::kSetup) << name;
    EXPECT_TRUE(r.platform.room_connects.empty()) << name << ": nothing sent";
  }
  ASSERT_TRUE(r.session->Type("setup:name", "  Zoë   Ἀθηνᾶ ").ok());
  r.Frame();
  EXPECT_TRUE(r.session->draft().Playable());
  ASSERT_TRUE(r.Do("button:create-room").ok());
  r.session->RoomSocketOpened();
  r.Frame();
  EXPECT_EQ(LastSent(r.platform).Find("name")->as_string(), "Zoë Ἀθηνᾶ");
}

TEST(SessionRoom, AVisitorsNameIsCheckedBeforeASeatIsAskedFor) {
  Running r([](SessionConfig* c) { c->room_code = "KM7P4RT2X"; });
  r.session->SetRoomServer("ws://example.test/rooms");
  r.session->RoomSocketOpened();
  r.session->RoomSocketMessage(R"({"v":2,"type":"welcome","room":"KM7P4RT2X","role":"spectator","seat":-1})");
  r.session->RoomSocketMessage(RoomFrameFor({"person", "empty", "ai"}, "lobby", engine::RulesForPreset(engine::Preset::kClassic)));
  r.Frame();
  ASSERT_TRUE(r.session->Type("setup:name", "\u2067Bo").ok());
  r.Frame();
  EXPECT_TRUE(MirrorSays(*r.session, "Your name has a hidden character: use letters, digits, punctuation and spaces."));
  const std::size_t sent = r.platform.room_sent.size();
  ASSERT_TRUE(r.Do("button:take-seat-1").ok());
  EXPECT_EQ(r.platform.room_sent.size(), sent) << "no take-seat with that name";
  ASSERT_TRUE(r.session->Type("setup:name", "Bo").ok());
  ASSERT_TRUE(r.Do("button:take-seat-1").ok());
  EXPECT_EQ(LastSent(r.platform).Find("name")->as_string(), "Bo");
}

TEST(SessionRoom, ALinkNamingAServerThisSiteDoesNotUseOpensNothingAndSaysSo) {
  Running r([](SessionConfig* c) { c->room_code = "QQQQQQQQQ"; });
  r.session->RefuseRoomServer();
  r.Frame();
  EXPECT_TRUE(r.session->link_refused());
  EXPECT_TRUE(r.platform.room_connects.empty());
  EXPECT_FALSE(r.session->rooms().InRoom());
  EXPECT_FALSE(OffersId(*r.session, "button:play-with-friends"));
  const Mirror notice = r.session->BuildMirror();
  EXPECT_EQ(notice.screen, "This link was not opened");
  ASSERT_FALSE(notice.sections.empty());
  EXPECT_EQ(notice.sections[0].lines,
            std::vector<std::string>{
                "This link names a room server this site does not use, so it was not opened. Nothing was sent there."});
  ASSERT_EQ(r.platform.Events("error").size(), 1u);
  EXPECT_EQ(r.platform.Events("error")[0].Find("code")->as_string(), "bad-parameter");
  ASSERT_TRUE(r.Do("button:notice-ok").ok());
  r.Frame();
  EXPECT_FALSE(r.session->link_refused());
  EXPECT_FALSE(OffersId(*r.session, "button:notice-ok"));
  // The game plays on alone; no room opens later from that link.
  EXPECT_TRUE(OffersId(*r.session, "button:deal"));
  r.session->SetRoomServer("ws://example.test/rooms");
  r.Frame();
  EXPECT_FALSE(r.session->rooms().InRoom());
  EXPECT_TRUE(r.platform.room_connects.empty());
}

TEST(SessionRoom, AGoneRoomIsSaidInPlayerWords) {
  // A room this page sat in (its token kept) is gone; one it never knew was not found (RoomWay).
  Running r([](SessionConfig* c) { c->room_code = "QQQQQQQQQ"; });
  r.platform.room_tokens["ws://example.test QQQQQQQQQ"] = "t1";
  r.session->SetRoomServer("ws://example.test/rooms");
  r.session->RoomSocketOpened();
  r.session->RoomSocketMessage(R"({"v":2,"type":"error","error":"no-such-room","message":"gone"})");
  r.Frame();
  bool said = false;
  for (const MirrorSection& s : r.session->BuildMirror().sections) {
    for (const std::string& line : s.lines) said = said || line == "This room is no longer there.";
  }
  EXPECT_TRUE(said);
  EXPECT_TRUE(OffersId(*r.session, "button:leave-room"));
}

// ---- No stalls: the turn clock, the host, "I'm back".

// A room frame with the host and the turn clock told.
std::string RoomFrameWith(const std::vector<std::string>& kinds, const std::string& stage, int host, int clock) {
  engine::Json room = engine::Json::Parse(RoomFrameFor(kinds, stage, engine::RulesForPreset(engine::Preset::kClassic))).value();
  room.Set("host", engine::Json::Number(host));
  room.Set("clock", engine::Json::Number(clock));
  return room.Dump();
}

// Whether a line of the mirror holds `words` (MirrorSays: is exactly).
bool MirrorMentions(const Session& s, const std::string& words) {
  for (const MirrorSection& section : s.BuildMirror().sections) {
    for (const std::string& line : section.lines) {
      if (line.find(words) != std::string::npos) return true;
    }
  }
  return false;
}

TEST(SessionRoom, TheSetupsTurnClockGoesIntoTheCreateMessageTwoMinutesUnlessChosen) {
  for (const char* chosen : {"", "setup:clock-30", "setup:clock-0"}) {
    Running r;
    r.session->SetRoomServer("ws://example.test/rooms");
    r.Frame();
    ASSERT_TRUE(r.Do("button:play-with-friends").ok());
    EXPECT_TRUE(OffersId(*r.session, "setup:clock-60"));
    if (*chosen != '\0') {
      ASSERT_TRUE(r.Do(chosen).ok()) << chosen;
    }
    ASSERT_TRUE(r.Do("button:create-room").ok());
    r.session->RoomSocketOpened();
    r.Frame();
    const engine::Json create = LastSent(r.platform);
    const std::string id = chosen;
    const int expected = id.empty() ? 120 : std::stoi(id.substr(id.rfind('-') + 1));
    EXPECT_EQ(create.Find("clock")->as_number(), expected) << chosen;
  }
  EXPECT_FALSE(ParseIntent("setup:clock-45").ok());
  EXPECT_FALSE(ParseIntent("setup:clock-030").ok());
}

TEST(SessionRoom, TheHostFreesAFriendsSeatInTheLobbyAndEveryoneElseIsToldWhoMayStart) {
  Running r;
  ASSERT_NO_FATAL_FAILURE(CreateRoomInSeatZero(r));
  r.session->RoomSocketMessage(RoomFrameWith({"person", "person", "ai", "empty"}, "lobby", 0, 60));
  r.Frame();
  EXPECT_TRUE(OffersId(*r.session, "button:start-room"));
  EXPECT_TRUE(OffersId(*r.session, "button:free-seat-1"));
  EXPECT_FALSE(OffersId(*r.session, "button:free-seat-0")) << "not the host's own";
  EXPECT_FALSE(OffersId(*r.session, "button:free-seat-2")) << "not an AI's";
  EXPECT_FALSE(OffersId(*r.session, "button:free-seat-3")) << "not an empty seat";
  EXPECT_TRUE(MirrorMentions(*r.session, "Turn clock: 1 minute"));
  ASSERT_TRUE(r.Do("button:free-seat-1").ok());
  EXPECT_EQ(LastSent(r.platform).Find("type")->as_string(), "free-seat");
  EXPECT_EQ(LastSent(r.platform).Find("seat")->as_number(), 1);
  // Ann left: Bo's seat is the host's now; this page (seat 0, back later) waits for him.
  r.session->RoomSocketMessage(RoomFrameWith({"person", "person", "ai", "empty"}, "lobby", 1, 60));
  r.Frame();
  EXPECT_FALSE(OffersId(*r.session, "button:start-room"));
  EXPECT_FALSE(OffersId(*r.session, "button:free-seat-1"));
  EXPECT_TRUE(MirrorMentions(*r.session, "Waiting for Bo to start"));
}

// The seed of a 4-seat match whose first decision is `seat`'s (or another's than `seat`).
std::uint64_t SeedWhereFirstToAct(int seat, bool is) {
  for (std::uint64_t seed = 1; seed < 500; ++seed) {
    engine::MatchConfig config;
    config.seats = 4;
    config.seed = seed;
    if ((engine::State::NewMatch(config).value().CurrentSeat() == seat) == is) return seed;
  }
  return 0;
}

TEST(SessionRoom, TheTurnClockIsShownAtThePlateOfTheSeatToDecideAndTimeRanOutIsSaid) {
  Running r;
  ASSERT_NO_FATAL_FAILURE(CreateRoomInSeatZero(r));
  r.session->RoomSocketMessage(RoomFrameWith({"person", "person", "ai", "ai"}, "playing", 0, 120));
  // Another seat decides: its clock at its plate, counted down here from what was sent.
  engine::Json view = engine::Json::Parse(ViewFrameFor(0, SeedWhereFirstToAct(0, false), 4)).value();
  const int to_act = engine::PublicView::FromJson(*view.Find("state")).value().CurrentSeat();
  view.Set("left", engine::Json::Number(90000));
  r.session->RoomSocketMessage(view.Dump());
  r.Frame();
  // (Counted from the frame before the view came: within a frame's 0.05 s of the whole.)
  EXPECT_NEAR(r.session->rooms().ClockShareAt(to_act), 1.0, 0.001);
  for (int i = 0; i < 40; ++i) r.Frame();  // two seconds
  EXPECT_NEAR(r.session->rooms().ClockShareAt(to_act), 88.0 / 90.0, 0.001);
  EXPECT_EQ(r.session->rooms().ClockShareAt((to_act + 1) % 4), -1.0) << "only the seat to decide";
  EXPECT_EQ(r.session->rooms().OwnClockWords(), "") << "not this player's decision";
  // Seat 1's time ran out: the AI played for Bo, said at his plate and in the live log.
  view.Set("late", engine::Json::Number(1));
  view.Set("from", engine::Json::Number(0));
  view.Set("events", engine::Json::Array());
  r.session->RoomSocketMessage(view.Dump());
  r.Frame();
  EXPECT_EQ(r.session->rooms().RoomNoteAt(1), "Time ran out");
  EXPECT_TRUE(MirrorMentions(*r.session, "Time ran out: the AI played for Bo"));
  EXPECT_NE(std::find(r.platform.said.begin(), r.platform.said.end(), "Time ran out: the AI played for Bo"), r.platform.said.end());
  for (int i = 0; i < 120; ++i) r.Frame();
  EXPECT_EQ(r.session->rooms().RoomNoteAt(1).find("Time ran out"), std::string::npos) << "a few seconds, then gone";
  // No clock told: nothing shown.
  engine::Json plain = engine::Json::Object();
  for (const engine::Json::Member& m : view.members()) {
    if (m.first != "left" && m.first != "late") plain.Set(m.first, m.second);
  }
  r.session->RoomSocketMessage(plain.Dump());
  r.Frame();
  EXPECT_EQ(r.session->rooms().ClockShareAt(to_act), -1.0);
  // This player's own decision: its time by the caption (not at the plate); their own time
  // running out is said in the banner.
  engine::Json mine = engine::Json::Parse(ViewFrameFor(0, SeedWhereFirstToAct(0, true), 4)).value();
  mine.Set("left", engine::Json::Number(30000));
  r.session->RoomSocketMessage(mine.Dump());
  r.Frame();
  EXPECT_EQ(r.session->rooms().OwnClockWords(), "0:30 left");
  EXPECT_NEAR(r.session->rooms().ClockShareAt(0), 1.0, 0.002);
  mine.Set("late", engine::Json::Number(0));
  r.session->RoomSocketMessage(mine.Dump());
  r.Frame();
  EXPECT_NE(r.session->rooms().RoomBanner().find("Time ran out: the AI played for you"), std::string::npos);
  EXPECT_EQ(r.session->rooms().RoomNoteAt(0), "") << "said in the banner, not at your own plate";
}

TEST(SessionRoom, WhenTheAiPlaysYourSeatImBackIsOfferedAndSent) {
  Running r;
  r.session->SetRoomServer("ws://example.test/rooms");
  ASSERT_TRUE(r.Do("button:play-with-friends").ok());
  ASSERT_TRUE(r.Do("button:create-room").ok());
  r.session->RoomSocketOpened();
  r.session->RoomSocketMessage(R"({"v":2,"type":"welcome","room":"KM7P4RT2X","role":"player","seat":1,"token":"tok"})");
  r.session->RoomSocketMessage(RoomFrameWith({"person", "person", "ai"}, "playing", 0, 30));
  r.session->RoomSocketMessage(ViewFrameFor(1, 5, 3));
  r.Frame();
  EXPECT_FALSE(OffersId(*r.session, "button:im-back"));
  r.session->RoomSocketMessage(RoomFrameWith({"person", "ai-for-person", "ai"}, "playing", 0, 30));
  r.Frame();
  ASSERT_TRUE(OffersId(*r.session, "button:im-back"));
  EXPECT_TRUE(MirrorMentions(*r.session, "The AI is playing for you"));
  EXPECT_NE(r.session->rooms().RoomBanner().find("The AI is playing for you"), std::string::npos);
  ASSERT_TRUE(r.Do("button:im-back").ok());
  EXPECT_EQ(LastSent(r.platform).Find("type")->as_string(), "back");
}


// ---- An online match's final standings, as the room tells them (docs/online.md "The standings").

// A room's match of four seats played to its end (each seat its first legal action), the deals'
// winners noted; Felix (seat 2) went away during deal 2 and Dora took the AI's seat 1 after deal 2.
// A seat that lies in room frames with Bo's name on seat 1 whatever its kind.
std::string RoomFrameNamed(const std::vector<std::string>& kinds) {
  engine::Json room = engine::Json::Parse(RoomFrameFor(kinds, "playing", engine::RulesForPreset(engine::Preset::kClassic))).value();
  const std::vector<engine::Json> seats = room.Find("seats")->items();
  engine::Json named = engine::Json::Array();
  for (size_t s = 0; s < seats.size(); ++s) {
    engine::Json seat = seats[s];
    if (s == 1) seat.Set("name", engine::Json::String("Bo"));
    named.Append(std::move(seat));
  }
  room.Set("seats", std::move(named));
  return room.Dump();
}

bool Said(const FakePlatform& p, const std::string& words) {
  return std::find(p.said.begin(), p.said.end(), words) != p.said.end();
}

TEST(SessionRoom, OthersAreToldWhenTheAiTakesADroppedSeatAndWhenItsPersonIsBack) {
  Running r;
  ASSERT_NO_FATAL_FAILURE(CreateRoomInSeatZero(r));
  r.session->RoomSocketMessage(RoomFrameNamed({"person", "person", "ai", "ai"}));
  r.session->RoomSocketMessage(ViewFrameFor(0, 1, 4));
  r.Frame();
  const std::string away = "Bo is away: the AI plays for now.";
  EXPECT_FALSE(Said(r.platform, away));
  r.session->RoomSocketMessage(RoomFrameNamed({"person", "ai-for-person", "ai", "ai"}));
  r.Frame();
  EXPECT_TRUE(Said(r.platform, away));
  EXPECT_NE(r.session->rooms().RoomBanner().find(away), std::string::npos);
  EXPECT_TRUE(MirrorMentions(*r.session, away));
  for (int i = 0; i < 140; ++i) r.Frame();  // seven seconds
  EXPECT_EQ(r.session->rooms().RoomBanner().find(away), std::string::npos) << "briefly";
  r.session->RoomSocketMessage(RoomFrameNamed({"person", "person", "ai", "ai"}));
  r.Frame();
  EXPECT_TRUE(Said(r.platform, "Bo is back."));
  EXPECT_NE(r.session->rooms().RoomBanner().find("Bo is back."), std::string::npos);
}

TEST(SessionRoom, APlayMadeWhileTheServerCannotBeReachedIsSaidNotSentAndMayBeMadeAgain) {
  Running r;
  ASSERT_NO_FATAL_FAILURE(CreateRoomInSeatZero(r));
  r.session->RoomSocketMessage(RoomFrameFor({"person", "person", "ai", "ai"}, "playing", engine::RulesForPreset(engine::Preset::kClassic)));
  r.session->RoomSocketMessage(ViewFrameFor(0, SeedWhereFirstToAct(0, true), 4));
  r.Frame();
  r.Frame();
  ASSERT_EQ(r.session->controller().HumanToAct(), 0);
  const std::set<std::string> decisions = OfferedDecisions(*r.session);
  ASSERT_FALSE(decisions.empty());
  r.session->RoomSocketClosed();
  r.Frame();
  const size_t sent = r.platform.room_sent.size();
  ASSERT_TRUE(r.Do(*decisions.begin()).ok());
  r.Frame();
  EXPECT_EQ(r.platform.room_sent.size(), sent) << "nothing goes out on a closed socket";
  const std::string words = "Not sent: try again once reconnected.";
  EXPECT_TRUE(Said(r.platform, words));
  EXPECT_NE(r.session->rooms().RoomBanner().find(words), std::string::npos);
  EXPECT_TRUE(MirrorMentions(*r.session, words));
  EXPECT_EQ(r.session->controller().HumanToAct(), 0) << "the seat may choose again";
  // A reaction, too.
  ASSERT_TRUE(r.Do("button:react-oops").ok());
  EXPECT_EQ(r.platform.room_sent.size(), sent);
  // Back: said hello again with the token, welcomed; the words go and the same play is sent once.
  for (int i = 0; i < 30 && r.platform.room_connects.size() < 2; ++i) r.Frame();
  r.session->RoomSocketOpened();
  EXPECT_EQ(LastSent(r.platform).Find("type")->as_string(), "hello");
  r.session->RoomSocketMessage(R"({"v":2,"type":"welcome","room":"KM7P4RT2X","role":"player","seat":0})");
  r.session->RoomSocketMessage(ViewFrameFor(0, SeedWhereFirstToAct(0, true), 4));
  r.Frame();
  EXPECT_EQ(r.session->rooms().RoomBanner().find(words), std::string::npos);
  ASSERT_TRUE(r.Do(*decisions.begin()).ok());
  r.Frame();
  EXPECT_EQ(LastSent(r.platform).Find("type")->as_string(), "act");
  int acts = 0;
  for (const std::string& text : r.platform.room_sent) acts += engine::Json::Parse(text).value().Find("type")->as_string() == "act";
  EXPECT_EQ(acts, 1);
}

struct EndedRoomMatch {
  engine::State state = engine::State::NewMatch(engine::MatchConfig{}).value();
  std::vector<int> winners;  // per deal, its winner
  std::vector<std::int32_t> purses_at_deal_end[4];
  EndedRoomMatch() {
    engine::MatchConfig config;
    config.seats = 4;
    config.seed = 5;
    config.rules = engine::RulesForPreset(engine::Preset::kClassic);
    state = engine::State::NewMatch(config).value();
    std::vector<engine::Event> events;
    while (!state.IsTerminal()) {
      events.clear();
      state.ApplyUnchecked(state.LegalActions()[0], &events);
      for (const engine::Event& e : events) {
        if (e.type != engine::EventType::kDealEnd) continue;
        winners.push_back(e.seat);
        for (int s = 0; s < 4; ++s) purses_at_deal_end[s].push_back(state.Purse(s));
      }
    }
  }
  int Won(int seat, int from, int to) const {
    int n = 0;
    for (int d = from; d <= to; ++d) n += winners[static_cast<size_t>(d - 1)] == seat ? 1 : 0;
    return n;
  }
  // The room frame at the end, with the standings the server would tell.
  std::string RoomFrame() const {
    const int deals = static_cast<int>(winners.size());
    const auto line = [&](int seat, const char* kind, const char* name, int from, int to, std::int32_t start, std::int32_t end) {
      engine::Json l = engine::Json::Object();
      l.Set("seat", engine::Json::Number(seat));
      l.Set("kind", engine::Json::String(kind));
      l.Set("name", engine::Json::String(name));
      l.Set("from", engine::Json::Number(from));
      l.Set("to", engine::Json::Number(to));
      l.Set("start", engine::Json::Number(start));
      l.Set("end", engine::Json::Number(end));
      l.Set("won", engine::Json::Number(Won(seat, from, to)));
      return l;
    };
    engine::Json lines = engine::Json::Array();
    const std::int32_t felix_away = purses_at_deal_end[2][0] - 1;  // mid deal 2 (any figure the room noted)
    lines.Append(line(0, "person", "Ann", 1, deals, 50, state.Purse(0)));
    lines.Append(line(1, "ai", "The Vicar", 1, 2, 50, purses_at_deal_end[1][1]));
    lines.Append(line(2, "person", "Felix", 1, 2, 50, felix_away));
    lines.Append(line(3, "person", "Gwen", 1, deals, 50, state.Purse(3)));
    lines.Append(line(2, "ai-for-person", "Felix", 2, deals, felix_away, state.Purse(2)));
    lines.Append(line(1, "person", "Dora", 3, deals, purses_at_deal_end[1][1], state.Purse(1)));
    engine::Json standings = engine::Json::Object();
    standings.Set("deals", engine::Json::Number(deals));
    standings.Set("lines", std::move(lines));
    engine::Json room = engine::Json::Parse(RoomFrameFor({"person", "person", "ai-for-person", "person"}, "over", engine::RulesForPreset(engine::Preset::kClassic))).value();
    room.Set("standings", std::move(standings));
    return room.Dump();
  }
  std::string ViewFrame() const {
    return protocol::ViewFrameText(state, 0, 1000, -1, nullptr, {}, {});
  }
};

std::vector<std::string> MatchOverLines(const Session& session) {
  const Mirror m = session.BuildMirror();
  return m.sections.empty() ? std::vector<std::string>{} : m.sections.front().lines;
}

bool HasLine(const std::vector<std::string>& lines, const std::string& line) {
  return std::find(lines.begin(), lines.end(), line) != lines.end();
}

std::string Signed(std::int32_t n) { return (n >= 0 ? "+" : "") + std::to_string(n); }

void ExpectRoomStandings(const Session& session, const EndedRoomMatch& match) {
  ASSERT_EQ(session.screen(), Screen::kMatchOver);
  ASSERT_TRUE(session.report().has_value());
  const MatchReport& report = *session.report();
  const int deals = static_cast<int>(match.winners.size());
  ASSERT_GE(deals, 4);
  EXPECT_EQ(report.deals, deals);  // was the deal index + 1: "5 deals played" after deal 4 of 4
  int won = 0;
  for (const SeatReport& s : report.seats) won += s.deals_won;
  for (const SeatReport& s : report.others) won += s.deals_won;
  int decided = 0;
  for (const int w : match.winners) decided += w >= 0 ? 1 : 0;
  EXPECT_EQ(won, decided);  // was 0 for everyone
  EXPECT_GT(won, 0);
  // Felix's seat keeps his name; the AI that played for him has its own line.
  EXPECT_EQ(report.seats[2].name, "Felix");
  EXPECT_FALSE(report.seats[2].for_person);
  // Dora is counted from her own start; the AI she took the seat from up to then.
  EXPECT_EQ(report.seats[1].name, "Dora");
  EXPECT_EQ(report.seats[1].start, match.purses_at_deal_end[1][1]);
  EXPECT_EQ(report.seats[1].end, match.state.Purse(1));
  const std::vector<std::string> lines = MatchOverLines(session);
  const std::string place1 = std::to_string(report.seats[1].place), place2 = std::to_string(report.seats[2].place);
  const auto won_words = [](int n) { return std::to_string(n) + (n == 1 ? " deal won" : " deals won"); };
  const auto counters = [](std::int32_t n) { return std::to_string(n) + (n == 1 ? " counter" : " counters"); };
  const std::string to = std::to_string(deals);
  EXPECT_TRUE(HasLine(lines, place1 + ". Dora, deals 3–" + to + ": " + counters(match.state.Purse(1)) + " (" +
                                 Signed(match.state.Purse(1) - match.purses_at_deal_end[1][1]) + "), " + won_words(match.Won(1, 3, deals))))
      << ::testing::PrintToString(lines);
  EXPECT_TRUE(HasLine(lines, place1 + ". The Vicar, deals 1–2: " + counters(match.purses_at_deal_end[1][1]) + " (" +
                                 Signed(match.purses_at_deal_end[1][1] - 50) + "), " + won_words(match.Won(1, 1, 2))))
      << ::testing::PrintToString(lines);
  EXPECT_TRUE(HasLine(lines, place2 + ". AI playing for Felix, deals 2–" + to + ": " + counters(match.state.Purse(2)) + " (" + Signed(match.state.Purse(2) - (match.purses_at_deal_end[2][0] - 1)) + "), " +
                                 won_words(match.Won(2, 2, deals))))
      << ::testing::PrintToString(lines);
  EXPECT_TRUE(HasLine(lines, std::to_string(deals) + " deals played.")) << ::testing::PrintToString(lines);
}

void JoinEndedRoom(Running* r) {
  r->session->SetRoomServer("ws://example.test/rooms");
  ASSERT_TRUE(r->Do("button:play-with-friends").ok());
  ASSERT_TRUE(r->Do("button:create-room").ok());
  r->session->RoomSocketOpened();
  r->session->RoomSocketMessage(R"({"v":2,"type":"welcome","room":"KM7P4RT2X","role":"player","seat":0,"token":"tok"})");
}

TEST(SessionRoom, TheFinalStandingsCountDealsWonAndPlayedAndAPersonsLineAfterADropAndATakenAiSeat) {
  const EndedRoomMatch match;
  Running r;
  JoinEndedRoom(&r);
  r.session->RoomSocketMessage(match.RoomFrame());
  r.session->RoomSocketMessage(match.ViewFrame());
  for (int i = 0; i < 5; ++i) r.Frame();
  ExpectRoomStandings(*r.session, match);
}

TEST(SessionRoom, StandingsToldAfterTheMatchOverScreenReplaceItsFigures) {
  const EndedRoomMatch match;
  Running r;
  JoinEndedRoom(&r);
  r.session->RoomSocketMessage(RoomFrameFor({"person", "person", "ai-for-person", "person"}, "playing", engine::RulesForPreset(engine::Preset::kClassic)));
  r.session->RoomSocketMessage(match.ViewFrame());
  for (int i = 0; i < 5; ++i) r.Frame();
  ASSERT_EQ(r.session->screen(), Screen::kMatchOver);
  EXPECT_EQ(r.session->report()->deals, static_cast<int>(match.winners.size()));  // the regular deals meanwhile
  r.session->RoomSocketMessage(match.RoomFrame());
  r.Frame();
  ExpectRoomStandings(*r.session, match);
}

}  // namespace
}  // namespace popejoan::session

// ---- The way back to a room, and into one by its code.
namespace popejoan::session {
namespace {

std::string Address(const FakePlatform& p) { return p.addresses.empty() ? "" : p.addresses.back(); }

TEST(SessionRoomWay, TheAddressHoldsTheRoomOnceInItAndLosesItOnLeaving) {
  Running r([](SessionConfig* c) { c->room_code = "km7p4rt2x"; });
  EXPECT_EQ(Address(r.platform), "km7p4rt2x") << "no server yet: the launch's room stays in the address";
  r.session->SetRoomServer("ws://example.test/rooms");
  r.Frame();
  r.session->RoomSocketOpened();
  r.session->RoomSocketMessage(R"({"v":2,"type":"welcome","room":"KM7P4RT2X","role":"player","seat":1,"token":"t1"})");
  r.Frame();
  EXPECT_EQ(Address(r.platform), "KM7P4RT2X");
  EXPECT_EQ(r.platform.room_tokens["ws://example.test last"], "KM7P4RT2X") << "the room sat in is remembered";
  ASSERT_TRUE(r.Do("button:leave-room").ok());
  EXPECT_EQ(Address(r.platform), "") << "out of the room: room= goes";
  // Back on the setup: the way back, which retakes the seat with its token.
  EXPECT_TRUE(OffersId(*r.session, "button:back-to-room"));
  ASSERT_TRUE(r.Do("button:back-to-room").ok());
  r.session->RoomSocketOpened();
  EXPECT_EQ(LastSent(r.platform).Find("room")->as_string(), "KM7P4RT2X");
  EXPECT_EQ(LastSent(r.platform).Find("token")->as_string(), "t1");
}

TEST(SessionRoomWay, ARoomTheServerSaysIsGoneIsForgottenAndACodeNeverSeenIsNotFound) {
  Running r;
  r.platform.room_tokens["ws://example.test last"] = "DDDDDDDDD";
  r.platform.room_tokens["ws://example.test DDDDDDDDD"] = "t1";
  r.session->SetRoomServer("ws://example.test/rooms");
  r.Frame();
  EXPECT_TRUE(OffersId(*r.session, "button:back-to-room"));
  ASSERT_TRUE(r.Do("button:back-to-room").ok());
  r.session->RoomSocketOpened();
  r.session->RoomSocketMessage(R"({"v":2,"type":"error","error":"no-such-room","message":"gone"})");
  r.Frame();
  EXPECT_TRUE(MirrorSays(*r.session, "This room is no longer there.")) << "a room this page sat in";
  EXPECT_EQ(r.platform.room_tokens["ws://example.test last"], "") << "forgotten";
  EXPECT_EQ(Address(r.platform), "") << "a room refused leaves no room= behind";
  ASSERT_TRUE(r.Do("button:leave-room").ok());
  EXPECT_FALSE(OffersId(*r.session, "button:back-to-room"));
  // A code typed that no room has: not found, never "no longer there".
  ASSERT_TRUE(r.session->Type("setup:room", "zzz zzz zzz").ok());
  ASSERT_TRUE(r.Do("button:join-room").ok());
  EXPECT_EQ(r.session->screen(), Screen::kLobby);
  r.session->RoomSocketOpened();
  EXPECT_EQ(LastSent(r.platform).Find("room")->as_string(), "ZZZZZZZZZ");
  r.session->RoomSocketMessage(R"({"v":2,"type":"error","error":"no-such-room","message":"no room has that code"})");
  r.Frame();
  EXPECT_TRUE(MirrorSays(*r.session, "No room has this code: check it with the friend who sent it."));
  EXPECT_FALSE(MirrorSays(*r.session, "This room is no longer there."));
}

bool MirrorHasButton(const Session& s, const std::string& id, const std::string& label) {
  for (const MirrorButton& b : s.BuildMirror().buttons) {
    if (b.id == id) return b.label == label;
  }
  return false;
}

// The public table's room frame: seats as RoomFrameFor makes them, seat `arriving_at`'s AI to be
// taken by Zoë when the deal ends (-1: nobody).
std::string PublicTableFrame(const std::vector<std::string>& kinds, int arriving_at) {
  engine::Json room = engine::Json::Parse(RoomFrameFor(kinds, "playing", engine::RulesForPreset(engine::Preset::kClassic))).value();
  room.Set("public", engine::Json::Bool(true));
  room.Set("lang", engine::Json::String("en"));
  room.Set("clock", engine::Json::Number(30));
  engine::Json seats = engine::Json::Array();
  for (std::size_t s = 0; s < kinds.size(); ++s) {
    engine::Json seat = room.Find("seats")->items()[s];
    if (static_cast<int>(s) == arriving_at) seat.Set("arriving", engine::Json::String("Zoë"));
    seats.Append(std::move(seat));
  }
  room.Set("seats", std::move(seats));
  return room.Dump();
}

// Play online now, on the setup while a room server answers: quick-play with the room name and the
// page's language; mid-deal the newcomer watches, the banner and the seat's plate saying they play
// from the next deal; the server's next welcome seats them. Leave tells the server first, and the
// setup forgets the table (no "Back to your room").
TEST(SessionRoomWay, PlayOnlineNowArrivesAtAPublicTableAndLeavingItTellsTheServerAndForgetsIt) {
  Running r([](SessionConfig* c) { c->player_name = "Zoë"; });
  EXPECT_FALSE(OffersId(*r.session, "button:quick-play")) << "no room server answers";
  r.session->SetRoomServer("ws://example.test/rooms");
  r.Frame();
  EXPECT_TRUE(MirrorHasButton(*r.session, "button:quick-play", "Play online now"));
  ASSERT_TRUE(r.Do("button:play-with-friends").ok());
  EXPECT_FALSE(OffersId(*r.session, "button:quick-play")) << "the room form instead";
  ASSERT_TRUE(r.Do("button:play-with-friends").ok());
  ASSERT_TRUE(r.Do("button:quick-play").ok());
  r.session->RoomSocketOpened();
  EXPECT_EQ(r.platform.room_sent.back(), protocol::QuickPlayMessage("Zoë", "en"));
  r.session->RoomSocketMessage(R"({"v":2,"type":"welcome","room":"KM7P4RT2X","role":"spectator","seat":-1,"arriving":2,"token":"t2"})");
  r.session->RoomSocketMessage(PublicTableFrame({"person", "ai", "ai", "ai"}, 2));
  r.session->RoomSocketMessage(ViewFrameFor(-1, 5, 4));
  r.Frame();
  EXPECT_EQ(r.session->screen(), Screen::kTable);
  EXPECT_EQ(Address(r.platform), "KM7P4RT2X");
  EXPECT_EQ(r.platform.room_tokens["ws://example.test KM7P4RT2X"], "t2");
  EXPECT_EQ(r.session->rooms().RoomBanner(), "Watching: you play from the next deal");
  EXPECT_EQ(r.session->rooms().RoomNoteAt(2), "Zoë arrives next deal");
  EXPECT_EQ(r.session->rooms().RoomNoteAt(1), "");
  EXPECT_TRUE(MirrorSays(*r.session, "Watching: you play from the next deal"));
  EXPECT_TRUE(MirrorSays(*r.session, "AI (Expert): Zoë arrives next deal"));
  EXPECT_FALSE(r.session->rooms().RejoinOffered()) << "no seat of theirs to take back yet";
  // The deal ends: the server seats the newcomer.
  r.session->RoomSocketMessage(R"({"v":2,"type":"welcome","room":"KM7P4RT2X","role":"player","seat":2,"token":"t2","rejoin":"ABCDEFGH"})");
  r.session->RoomSocketMessage(PublicTableFrame({"person", "ai", "person", "ai"}, -1));
  r.session->RoomSocketMessage(ViewFrameFor(2, 6, 4));
  r.Frame();
  EXPECT_EQ(r.session->room().seat(), 2);
  EXPECT_EQ(r.session->rooms().RoomNoteAt(2), "");
  EXPECT_EQ(r.platform.room_tokens["ws://example.test last"], "KM7P4RT2X");
  const std::size_t sent = r.platform.room_sent.size();
  ASSERT_TRUE(r.Do("button:leave-room").ok());
  ASSERT_EQ(r.platform.room_sent.size(), sent + 1);
  EXPECT_EQ(LastSent(r.platform).Find("type")->as_string(), "leave");
  EXPECT_EQ(r.session->screen(), Screen::kSetup);
  EXPECT_EQ(Address(r.platform), "");
  EXPECT_FALSE(OffersId(*r.session, "button:back-to-room")) << "a table left is not offered back";
  EXPECT_EQ(r.platform.room_tokens["ws://example.test last"], "");
  EXPECT_EQ(r.platform.room_tokens["ws://example.test KM7P4RT2X"], "");
  EXPECT_TRUE(OffersId(*r.session, "button:quick-play")) << "and may play online again";
}

// A private room is left as before: no leave frame (the server refuses it there), the way back kept.
TEST(SessionRoomWay, LeavingAPrivateRoomSendsNoLeave) {
  Running r([](SessionConfig* c) { c->room_code = "km7p4rt2x"; });
  r.session->SetRoomServer("ws://example.test/rooms");
  r.Frame();
  r.session->RoomSocketOpened();
  r.session->RoomSocketMessage(R"({"v":2,"type":"welcome","room":"KM7P4RT2X","role":"player","seat":1,"token":"t1"})");
  r.session->RoomSocketMessage(RoomFrameFor({"person", "person", "ai"}, "playing", engine::RulesForPreset(engine::Preset::kClassic)));
  r.Frame();
  ASSERT_TRUE(r.Do("button:leave-room").ok());
  for (const std::string& frame : r.platform.room_sent) EXPECT_EQ(frame.find("\"leave\""), std::string::npos) << frame;
  EXPECT_TRUE(OffersId(*r.session, "button:back-to-room"));
}

// Refused before any table (too many quick plays from this address): back on the setup, which
// says why; no room is left open.
TEST(SessionRoomWay, PlayOnlineNowRefusedSaysWhyOnTheSetup) {
  Running r([](SessionConfig* c) { c->player_name = "Zoë"; });
  r.session->SetRoomServer("ws://example.test/rooms");
  r.Frame();
  ASSERT_TRUE(r.Do("button:quick-play").ok());
  EXPECT_EQ(r.session->screen(), Screen::kLobby);
  r.session->RoomSocketOpened();
  r.session->RoomSocketMessage(R"({"v":2,"type":"error","error":"too-fast","message":"quick plays per minute"})");
  r.Frame();
  EXPECT_EQ(r.session->screen(), Screen::kSetup);
  EXPECT_FALSE(r.session->rooms().InRoom());
  EXPECT_EQ(r.session->draft().room_note(), "Slow down a little.");
  EXPECT_TRUE(OffersId(*r.session, "button:quick-play"));
}

// A name the server would refuse is said on the setup, never sent.
TEST(SessionRoomWay, PlayOnlineNowSendsNoNameTheServerWouldRefuse) {
  Running r([](SessionConfig* c) { c->player_name = "Zo\u202Eë"; });
  r.session->SetRoomServer("ws://example.test/rooms");
  r.Frame();
  const std::size_t connects = r.platform.room_connects.size();
  ASSERT_TRUE(r.Do("button:quick-play").ok());
  EXPECT_EQ(r.session->screen(), Screen::kSetup);
  EXPECT_EQ(r.platform.room_connects.size(), connects);
  EXPECT_FALSE(r.session->draft().room_note().empty());
}

TEST(SessionRoomWay, JoinARoomTakesACodeOrThisSitesLinkAndRefusesOthers) {
  Running r;
  r.session->SetRoomServer("ws://example.test/rooms");
  r.Frame();
  EXPECT_FALSE(OffersId(*r.session, "button:back-to-room")) << "never sat in a room here";
  ASSERT_TRUE(r.session->Type("setup:room", "abc").ok());
  ASSERT_TRUE(r.Do("button:join-room").ok());
  EXPECT_EQ(r.session->screen(), Screen::kSetup);
  EXPECT_TRUE(MirrorSays(*r.session, "That is not a room's code: it has nine letters and digits, like ABC 234 DEF."));
  const std::size_t connects = r.platform.room_connects.size();
  ASSERT_TRUE(r.session->Type("setup:room", "https://elsewhere.example/?room=KM7P4RT2X").ok());
  ASSERT_TRUE(r.Do("button:join-room").ok());
  EXPECT_EQ(r.session->screen(), Screen::kSetup);
  EXPECT_TRUE(MirrorSays(*r.session, "That link is for a room on another site: open the link itself."));
  ASSERT_TRUE(r.session->Type("setup:room", "http://example.test/?room=KM7P4RT2X&server=ws%3A%2F%2Fevil.example").ok());
  ASSERT_TRUE(r.Do("button:join-room").ok());
  EXPECT_EQ(r.platform.room_connects.size(), connects) << "nothing sent for another site's link";
  ASSERT_TRUE(r.session->Type("setup:room", " http://example.test/?room=km7p-4rt-2x ").ok());
  ASSERT_TRUE(r.Do("button:join-room").ok());
  EXPECT_EQ(r.session->screen(), Screen::kLobby);
  EXPECT_EQ(r.session->room().code(), "KM7P4RT2X");
}

TEST(SessionRoomWay, TheDealCodeFieldSaysARoomsCodeIsOneAndOpensIt) {
  Running r;
  r.session->SetRoomServer("ws://example.test/rooms");
  r.Frame();
  ASSERT_TRUE(r.Do("button:enter-code").ok());
  ASSERT_TRUE(r.session->Type("setup:code", "km7 p4r t2x").ok());
  r.Frame();
  EXPECT_TRUE(MirrorSays(*r.session, "That is a room's code, not a deal code."));
  ASSERT_TRUE(OffersId(*r.session, "button:open-room"));
  ASSERT_TRUE(r.Do("button:open-room").ok());
  EXPECT_EQ(r.session->screen(), Screen::kLobby);
  EXPECT_EQ(r.session->room().code(), "KM7P4RT2X");
}

TEST(SessionRoomWay, CopyInviteSaysCopiedAtTheTableAsInTheLobby) {
  Running r([](SessionConfig* c) { c->room_code = "KM7P4RT2X"; });
  r.session->SetRoomServer("ws://example.test/rooms");
  r.session->RoomSocketOpened();
  r.session->RoomSocketMessage(R"({"v":2,"type":"welcome","room":"KM7P4RT2X","role":"player","seat":0,"token":"t"})");
  r.session->RoomSocketMessage(RoomFrameFor({"person", "person", "ai"}, "playing", engine::RulesForPreset(engine::Preset::kClassic)));
  r.session->RoomSocketMessage(ViewFrameFor(0, 5, 3));
  r.Frame();
  ASSERT_EQ(r.session->screen(), Screen::kTable);
  ASSERT_TRUE(OffersId(*r.session, "button:copy-invite")) << "the invite for the whole match";
  EXPECT_TRUE(MirrorSays(*r.session, "Room code: KM7 P4R T2X"));
  ASSERT_TRUE(r.Do("button:copy-invite").ok());
  EXPECT_EQ(r.platform.copied, "https://example.test/?room=KM7P4RT2X");
  auto label = [&] {
    for (const MirrorButton& b : r.session->BuildMirror().buttons) {
      if (b.id == "button:copy-invite") return b.label;
    }
    return std::string();
  };
  EXPECT_EQ(label(), "Copied \xE2\x9C\x93");
  for (int i = 0; i < 80; ++i) r.Frame();  // four seconds
  EXPECT_EQ(label(), "Copy invite link");
}

TEST(SessionRoomWay, FriendsOnTheirOwnScreensAreNotToldToPassTheDevice) {
  Running r;
  r.session->SetRoomServer("ws://example.test/rooms");
  r.Frame();
  ASSERT_TRUE(r.Do("setup:seat-2-person").ok());
  EXPECT_EQ(r.session->draft().Note(), "Pass the device between players: each hand stays hidden until its owner taps.");
  ASSERT_TRUE(r.Do("button:play-with-friends").ok());
  EXPECT_EQ(r.session->draft().Note(), "");
}

}  // namespace
}  // namespace popejoan::session

// ---- What is offered, against the mirror that labels it.
namespace popejoan::session {
namespace {

// Every screen, the dialogs over them, and the decisions of seeded matches at every seat count:
// the mirror's controls are exactly what is offered (Running checks it after each frame).
TEST(SessionOffered, TheMirrorLabelsExactlyWhatIsOfferedOnEveryScreenAndDecision) {
  mirror_checks = 0;
  mirror_screens.clear();
  {
    Running r;
    r.session->SetRoomServer("ws://example.test/rooms");
    r.Frame();
    for (const char* id : {"button:enter-code", "button:how-to-play", "button:close-rules", "button:enter-code",
                           "button:statistics", "button:reset-stats", "button:cancel-reset", "button:stats-back",
                           "button:play-with-friends", "setup:players-5", "button:create-room"}) {
      EXPECT_TRUE(r.Do(id).ok()) << id;
    }
    EXPECT_EQ(r.session->screen(), Screen::kLobby);
    r.session->RoomSocketOpened();
    r.Frame();
    EXPECT_TRUE(r.Do("button:leave-room").ok());
    r.session->CopyRefused("a line to copy");
    r.Frame();
    EXPECT_TRUE(r.Do("button:copy-done").ok());
    EXPECT_TRUE(r.Do("button:tutorial").ok());
    for (int frame = 0; frame < 30; ++frame) r.Frame();
    EXPECT_TRUE(r.Do("button:lesson-skip").ok());
    r.session->OtherTabTookOver();
    r.Frame();
  }
  int decisions = 0;
  for (int seats = engine::kMinSeats; seats <= engine::kMaxSeats; ++seats) {
    for (std::uint64_t seed : {3u, 17u, 29u}) {
      Running r([seats](SessionConfig* c) { c->seats = seats; }, seed);
      ASSERT_TRUE(r.Do("button:deal").ok());
      const GameController& c = r.session->controller();
      // A whole match at three seats (to its end); three deals elsewhere, paused once.
      decisions += PlayUntil(&r, [&] { return seats > 3 && c.state().DealIndex() >= 3; });
      if (r.session->screen() != Screen::kTable) continue;
      EXPECT_TRUE(r.Do("menu:pause").ok());
      EXPECT_TRUE(r.Do("button:resume").ok());
    }
  }
  EXPECT_GE(decisions, 100);
  EXPECT_GE(mirror_checks, 600);
  EXPECT_EQ(mirror_screens, (std::set<std::string>{"setup", "table", "statistics", "match-over", "other-tab", "lobby"}));
}

}  // namespace
}  // namespace popejoan::session
