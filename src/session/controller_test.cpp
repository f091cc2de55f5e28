#include "session/controller.h"

#include "engine/public_view.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>

#include "session/words/builtin_catalogue.h"
#include "session/words/language.h"

namespace popejoan::session {
namespace {

// Drives the controller as the table view does, the human always taking the first legal choice.
// Returns the number of human decisions made.
int PlayToEnd(GameController& c, int max_steps = 200000) {
  int human_moves = 0;
  double now = 0.0;
  for (int step = 0; step < max_steps && !c.MatchOver(); ++step) {
    now += 0.5;
    c.Update(now, 1000.0);
    if (c.HumanToAct() >= 0) {
      const engine::ActionList legal = c.LegalActions();
      EXPECT_FALSE(legal.empty());
      EXPECT_TRUE(c.Choose(legal[0]).ok());
      ++human_moves;
    } else if (c.DealOver()) {
      EXPECT_TRUE(c.NextDeal().ok());
    }
  }
  return human_moves;
}

TEST(Controller, PlaysAWholeMatchThroughItsCommands) {
  GameController c;
  c.SetPace(0.2);
  ASSERT_TRUE(c.NewMatch(DefaultMatchSetup(11)).ok());
  const int human_moves = PlayToEnd(c);
  ASSERT_TRUE(c.MatchOver());
  EXPECT_GT(human_moves, 0);
  EXPECT_FALSE(c.History().empty());
  // What the table shows at the end is what the engine holds.
  for (int s = 0; s < c.state().NumSeats(); ++s) {
    EXPECT_EQ(c.model().seats[static_cast<size_t>(s)].purse, c.state().Purse(s)) << "seat " << s;
  }
  for (int comp = 0; comp < engine::kNumCompartments; ++comp) {
    EXPECT_EQ(c.model().board[static_cast<size_t>(comp)], c.state().BoardCount(comp));
  }
  EXPECT_TRUE(c.state().CheckInvariants().ok());
}

TEST(Controller, SameSeedSameMatch) {
  GameController a, b;
  a.SetPace(0.0);
  b.SetPace(0.3);  // the pace changes when things are shown, never what happens
  ASSERT_TRUE(a.NewMatch(DefaultMatchSetup(5)).ok());
  ASSERT_TRUE(b.NewMatch(DefaultMatchSetup(5)).ok());
  PlayToEnd(a);
  PlayToEnd(b);
  EXPECT_EQ(a.History(), b.History());
  EXPECT_EQ(a.state().Hash(), b.state().Hash());
}

TEST(Controller, RefusesWhatTheMomentDoesNotAllow) {
  GameController c;
  EXPECT_FALSE(c.Choose(0).ok());  // no match yet
  MatchSetup bad = DefaultMatchSetup(1);
  bad.seats.resize(2);
  const engine::Status refused = c.NewMatch(bad);
  EXPECT_FALSE(refused.ok());
  EXPECT_NE(refused.message.find("3 to 8 seats"), std::string::npos);

  c.SetPace(0.0);
  ASSERT_TRUE(c.NewMatch(DefaultMatchSetup(3)).ok());
  EXPECT_FALSE(c.NextDeal().ok());  // the deal has only begun
  double now = 0.0;
  while (c.HumanToAct() < 0 && !c.DealOver()) c.Update(now += 1.0, 1000.0);
  if (c.HumanToAct() >= 0) {
    // A card the human does not hold: the engine's message names the legal leads.
    engine::Action not_held = 0;
    while (c.LegalActions().Contains(not_held)) ++not_held;
    const engine::Status illegal = c.Choose(not_held);
    EXPECT_FALSE(illegal.ok());
    EXPECT_FALSE(illegal.message.empty());
  }
}

// A hidden page holds play like a pause; showing it again leaves the chosen pause as it was.
TEST(Controller, AHiddenPageHoldsPlayAndKeepsTheChosenPause) {
  GameController c;
  c.SetPace(0.0);
  ASSERT_TRUE(c.NewMatch(DefaultMatchSetup(3)).ok());
  double now = 0.0;
  c.SetHidden(true);
  EXPECT_TRUE(c.paused());
  const std::size_t steps = c.History().size();
  for (int i = 0; i < 50; ++i) c.Update(now += 1.0, 1000.0);
  EXPECT_EQ(c.History().size(), steps) << "no AI seat plays while the page is hidden";
  EXPECT_EQ(c.HumanToAct(), -1);
  c.SetHidden(false);
  EXPECT_FALSE(c.paused());
  while (c.HumanToAct() < 0 && !c.DealOver()) c.Update(now += 1.0, 1000.0);
  EXPECT_TRUE(c.HumanToAct() >= 0 || c.DealOver()) << "play goes on once shown";

  c.SetPaused(true);  // the host's pause, then a hide and a show
  c.SetHidden(true);
  c.SetHidden(false);
  EXPECT_TRUE(c.paused()) << "a host's pause survives the page being hidden and shown";
  c.SetPaused(false);
  EXPECT_FALSE(c.paused());
}

TEST(Controller, UndoTakesBackTheHumansLastDecision) {
  GameController c;
  c.SetPace(0.0);
  ASSERT_TRUE(c.NewMatch(DefaultMatchSetup(21)).ok());
  double now = 0.0;
  while (c.HumanToAct() < 0) {
    if (c.DealOver()) {
      ASSERT_TRUE(c.NextDeal().ok());
    }
    c.Update(now += 1.0, 1000.0);
  }
  const std::uint64_t before = c.state().Hash();
  const std::size_t history = c.History().size();
  EXPECT_FALSE(c.CanUndo());
  ASSERT_TRUE(c.Choose(c.LegalActions()[0]).ok());
  ASSERT_TRUE(c.CanUndo());
  c.SetUndoAllowed(false);  // the table's option: no taking back
  EXPECT_FALSE(c.CanUndo());
  EXPECT_FALSE(c.Undo().ok());
  c.SetUndoAllowed(true);
  ASSERT_TRUE(c.Undo().ok());
  EXPECT_EQ(c.state().Hash(), before);
  EXPECT_EQ(c.History().size(), history);
  EXPECT_FALSE(c.CanUndo());
}

}  // namespace
}  // namespace popejoan::session

namespace popejoan::session {
namespace {

// A replay saved from a match and loaded again reproduces the same states, checked by hash at
// every step, and plays back forward and back.
// Plays AI moves (the table at instant pace) until the human must decide; false if the deal or
// match ends first.
bool UntilHumanLeads(GameController& c, double* now) {
  for (int i = 0; i < 10000 && !c.DealOver() && !c.MatchOver(); ++i) {
    if (c.HumanToAct() >= 0 && c.state().phase() == engine::Phase::kLead) return true;
    if (c.HumanToAct() >= 0) {
      EXPECT_TRUE(c.Choose(c.LegalActions()[0]).ok());
      continue;
    }
    c.Update(*now += 1.0, 1000.0);
  }
  return false;
}

bool RunHas(const GameController& c, engine::Card card) {
  for (const PlayedCard& p : c.model().run) {
    if (p.card == card) return true;
  }
  return false;
}

// The playtest: after Undo the undone card stayed on the pile while back in the hand.
TEST(ControllerPile, UndoTakesTheCardOffThePile) {
  GameController c;
  c.SetPace(0.0);
  ASSERT_TRUE(c.NewMatch(DefaultMatchSetup(7)).ok());
  double now = 0.0;
  ASSERT_TRUE(UntilHumanLeads(c, &now));
  const std::vector<PlayedCard> before = c.model().run;
  const engine::Card lead = static_cast<engine::Card>(c.LegalActions()[0]);
  ASSERT_TRUE(c.Choose(lead).ok());
  ASSERT_TRUE(RunHas(c, lead));
  ASSERT_TRUE(c.CanUndo());
  ASSERT_TRUE(c.Undo().ok());
  EXPECT_FALSE(RunHas(c, lead));
  EXPECT_TRUE(c.model().seats[static_cast<size_t>(c.HumanToAct())].hand & engine::Bit(lead));
  ASSERT_EQ(c.model().run.size(), before.size());
  for (size_t i = 0; i < before.size(); ++i) {
    EXPECT_EQ(c.model().run[i].card, before[i].card);
    EXPECT_EQ(c.model().run[i].seat, before[i].seat);
  }
}

// The playtest: after Undo, "What happened" still told the lead taken back.
TEST(ControllerPile, UndoTakesTheLeadOutOfWhatHappened) {
  for (double pace : {0.0, 1.0, 3.0}) {
   for (int shown : {0, 1, 3, 40}) {
    GameController c;
    c.SetPace(pace);
    ASSERT_TRUE(c.NewMatch(DefaultMatchSetup(7)).ok());
    double now = 0.0;
    ASSERT_TRUE(UntilHumanLeads(c, &now));
    for (int i = 0; i < 50; ++i) c.Update(now += 0.1, 1000.0);  // everything so far shown
    const std::vector<std::string> before = c.WhatHappened();
    const engine::Card lead = static_cast<engine::Card>(c.LegalActions()[0]);
    ASSERT_TRUE(c.Choose(lead).ok());
    for (int i = 0; i < shown; ++i) c.Update(now += 0.1, 1000.0);  // the lead shown, the run going on
    if (!c.CanUndo()) continue;  // the deal ended with that lead
    ASSERT_TRUE(c.Undo().ok());
    for (int i = 0; i < 3; ++i) c.Update(now += 0.1, 1000.0);
    const std::vector<std::string> after = c.WhatHappened();
    EXPECT_EQ(after, before) << "pace " << pace << ", updates " << shown;
    for (const std::string& line : after) EXPECT_EQ(line.find("You lead " + CardLabel(lead)), std::string::npos) << line;
   }
  }
}

// The playtest: a new match showed the last match's card on the pile before anyone played.
TEST(ControllerPile, ANewMatchStartsWithAnEmptyPile) {
  GameController c;
  c.SetPace(0.0);
  ASSERT_TRUE(c.NewMatch(DefaultMatchSetup(7)).ok());
  double now = 0.0;
  ASSERT_TRUE(UntilHumanLeads(c, &now));
  ASSERT_TRUE(c.Choose(c.LegalActions()[0]).ok());
  ASSERT_FALSE(c.model().run.empty());
  MatchSetup parlett = DefaultMatchSetup(8);
  parlett.rules = engine::RulesForPreset(engine::Preset::kParlett);
  ASSERT_TRUE(c.NewMatch(parlett).ok());
  EXPECT_TRUE(c.model().run.empty());
}

// The playtest: at the match's end the pile changed to a card never played in that deal.
TEST(ControllerPile, TheLastDealsPileStaysItsOwn) {
  GameController c;
  c.SetPace(0.0);
  ASSERT_TRUE(c.NewMatch(DefaultMatchSetup(12)).ok());
  PlayToEnd(c);
  ASSERT_TRUE(c.MatchOver());
  engine::CardMask played_last_deal = 0;
  for (const engine::Event& e : c.DealLog()) {
    if (e.type == engine::EventType::kPlay && e.card >= 0) played_last_deal |= engine::Bit(e.card);
    if (e.type == engine::EventType::kWildPope) played_last_deal |= engine::Bit(c.state().rules().pope_card);
  }
  for (const PlayedCard& p : c.model().run) {
    EXPECT_TRUE(played_last_deal & engine::Bit(p.card)) << engine::CardName(p.card) << " was not played in the last deal";
  }
  EXPECT_EQ(c.model().run.size(), RunFromEvents(c.DealLog(), c.state().rules().pope_card).size());
}

TEST(ControllerPile, RunFromEventsKeepsWhoPlayedEachCard) {
  std::vector<engine::Event> events;
  engine::Event start;
  start.type = engine::EventType::kDealStart;
  events.push_back(start);
  auto play = [&](int seat, engine::Card card, bool lead) {
    engine::Event e;
    e.type = engine::EventType::kPlay;
    e.seat = seat;
    e.card = card;
    e.other = lead ? 1 : 0;
    events.push_back(e);
  };
  play(0, engine::MakeCard(engine::kSpades, 7), true);
  play(0, engine::MakeCard(engine::kSpades, 8), false);  // the leader may play on: the run is not cut at the leader's second card
  play(2, engine::MakeCard(engine::kSpades, 9), false);
  const std::vector<PlayedCard> run = RunFromEvents(events, engine::k9D);
  ASSERT_EQ(run.size(), 3u);
  EXPECT_EQ(run[0].card, engine::MakeCard(engine::kSpades, 7));
  EXPECT_EQ(run[1].seat, 0);
  EXPECT_EQ(run[2].seat, 2);
  play(1, MakeCard(engine::kHearts, 3), true);
  EXPECT_EQ(RunFromEvents(events, engine::k9D).size(), 1u);
}

// Frames of 1/60 s until the human must decide (or the deal ends); the number of frames.
int FramesUntilHumanOrDealEnd(GameController& c, double* now, bool skip) {
  int frames = 0;
  while (frames < 100000 && c.HumanToAct() < 0 && !c.DealOver() && !c.MatchOver()) {
    if (skip && !c.skipping()) c.SkipToHumanTurn();
    c.Update(*now += 1.0 / 60.0, 1000.0);
    ++frames;
  }
  return frames;
}

TEST(Controller, SkipShowsEverythingUntilYourTurn) {
  GameController paced, skipped;
  paced.SetPace(0.8);
  skipped.SetPace(0.8);
  ASSERT_TRUE(paced.NewMatch(DefaultMatchSetup(21)).ok());
  ASSERT_TRUE(skipped.NewMatch(DefaultMatchSetup(21)).ok());
  double a = 0.0, b = 0.0;
  // The first stretch of others' play: at Slow pace it takes seconds, skipped it takes a few frames.
  const int waited = FramesUntilHumanOrDealEnd(paced, &a, false);
  const int skipped_frames = FramesUntilHumanOrDealEnd(skipped, &b, true);
  EXPECT_LT(skipped_frames, waited);
  EXPECT_LE(skipped_frames, 10);
  // Skipping changes when things are shown, never what happens.
  EXPECT_EQ(paced.History(), skipped.History());
  EXPECT_EQ(paced.state().Hash(), skipped.state().Hash());
  EXPECT_FALSE(skipped.skipping());  // it ends at the human's turn
}

TEST(Controller, WhatHappenedTellsTheDealSoFar) {
  GameController c;
  c.SetPace(0.0);
  ASSERT_TRUE(c.NewMatch(DefaultMatchSetup(7)).ok());
  double now = 0.0;
  ASSERT_TRUE(UntilHumanLeads(c, &now));
  const std::vector<std::string> lines = c.WhatHappened();
  ASSERT_GE(lines.size(), 2u);
  EXPECT_EQ(lines[0].rfind("Deal 1:", 0), 0u) << lines[0];
  EXPECT_EQ(lines[1].rfind("Dressing:", 0), 0u) << lines[1];
  const engine::Card lead = static_cast<engine::Card>(c.LegalActions()[0]);
  ASSERT_TRUE(c.Choose(lead).ok());
  const std::vector<std::string> after = c.WhatHappened();
  bool said = false;
  for (const std::string& line : after) said = said || line == "You lead " + CardLabel(lead);
  EXPECT_TRUE(said);
}

// The playtest: under "dealer sees the spare hand" a human dealer was never shown it.
TEST(Controller, AHumanDealerWhoMaySeeTheSpareHandSeesIt) {
  for (engine::Preset preset : {engine::Preset::kVictorian, engine::Preset::kClassic}) {
    MatchSetup setup = DefaultMatchSetup(4);
    setup.rules = engine::RulesForPreset(preset);
    GameController c;
    c.SetPace(0.0);
    ASSERT_TRUE(c.NewMatch(setup).ok());
    const bool may_see = setup.rules.dealer_sees != engine::DealerSees::kNo;
    double now = 0.0;
    int human_deals = 0;
    for (int i = 0; i < 100000 && !c.MatchOver(); ++i) {
      if (c.HumanToAct() >= 0 && c.state().phase() == engine::Phase::kLead) {
        const bool dealer = c.state().Dealer() == c.HumanToAct();
        human_deals += dealer ? 1 : 0;
        EXPECT_EQ(c.model().spare, dealer && may_see ? c.state().SpareCards() : engine::CardMask{0})
            << engine::PresetName(preset) << ", deal " << c.state().DealIndex() + 1;
        ASSERT_TRUE(c.Choose(c.LegalActions()[0]).ok());
      } else if (c.HumanToAct() >= 0) {
        ASSERT_TRUE(c.Choose(c.LegalActions()[0]).ok());
      } else if (c.DealOver()) {
        ASSERT_TRUE(c.NextDeal().ok());
      } else {
        c.Update(now += 1.0, 1000.0);
      }
    }
    EXPECT_GT(human_deals, 0) << engine::PresetName(preset);
  }
}

TEST(Controller, ReplaySavedAndLoadedReproducesEveryState) {
  GameController original;
  original.SetPace(0.0);
  ASSERT_TRUE(original.NewMatch(DefaultMatchSetup(31)).ok());
  PlayToEnd(original);
  const engine::Replay saved = original.MakeReplay();
  ASSERT_EQ(saved.hashes.size(), original.History().size());
  engine::Result<engine::Replay> parsed = engine::ParseReplay(engine::ReplayToJson(saved));
  ASSERT_TRUE(parsed.ok()) << parsed.error();

  GameController playback;
  ASSERT_TRUE(playback.LoadReplay(parsed.value()).ok());
  ASSERT_TRUE(playback.InReplay());
  ASSERT_EQ(playback.ReplaySteps(), static_cast<int>(saved.actions.size()));
  EXPECT_EQ(playback.HumanToAct(), -1);  // playback takes no decisions
  for (int step = 1; step <= playback.ReplaySteps(); ++step) {
    playback.Step();
    ASSERT_EQ(playback.ReplayStep(), step);
    EXPECT_EQ(playback.state().Hash(), saved.hashes[static_cast<size_t>(step - 1)]) << "step " << step;
  }
  EXPECT_EQ(playback.state().Hash(), original.state().Hash());
  playback.GoToReplayStep(3);
  EXPECT_EQ(playback.state().Hash(), saved.hashes[2]);
  playback.GoToReplayStep(2);  // and back
  EXPECT_EQ(playback.state().Hash(), saved.hashes[1]);

  // The saved file, for the CLI to replay with its own engine (ctest fixture replay_saved_by_app).
  if (const char* out = std::getenv("POPEJOAN_SAVED_REPLAY")) {
    std::ofstream(out) << ReplayToJson(saved);
  }

  engine::Replay tampered = parsed.value();
  tampered.hashes[5] ^= 0xFF;
  GameController refuses;
  const engine::Status refused = refuses.LoadReplay(tampered);
  EXPECT_FALSE(refused.ok());
  EXPECT_NE(refused.message.find("step 6"), std::string::npos) << refused.message;
}

TEST(Controller, StepModeHoldsTheAiUntilAsked) {
  MatchSetup setup = DefaultMatchSetup(8);
  for (SeatSetup& s : setup.seats) s.human = false;  // a table of AI seats
  GameController c;
  c.SetPace(0.0);
  ASSERT_TRUE(c.NewMatch(setup).ok());
  c.SetStepMode(true);
  double now = 0.0;
  for (int i = 0; i < 5; ++i) c.Update(now += 1.0, 1000.0);
  EXPECT_TRUE(c.History().empty());
  c.Step();
  for (int i = 0; i < 5; ++i) c.Update(now += 1.0, 1000.0);
  EXPECT_EQ(c.History().size(), 1u);
}

// The refusals a player can meet are said in their language.
TEST(Controller, RefusalsAreInFrench) {
  ASSERT_TRUE(LoadBuiltInCatalogue(Language::kFrench).ok());
  ScopedLanguage fr(Language::kFrench);
  GameController c;
  EXPECT_EQ(c.Choose(0).message, "aucune partie en cours");
  MatchSetup bad = DefaultMatchSetup(1);
  bad.seats.resize(2);
  EXPECT_EQ(c.NewMatch(bad).message, "il faut de 3 \xC3\xA0 8 joueurs pour une partie, pas 2");
  c.SetPace(0.0);
  ASSERT_TRUE(c.NewMatch(DefaultMatchSetup(3)).ok());
  EXPECT_EQ(c.NextDeal().message, "la donne n\xE2\x80\x99" "est pas encore termin\xC3\xA9" "e");
  EXPECT_EQ(c.Undo().message, "rien \xC3\xA0 annuler");
}

// The opening lines are told before the page's French words arrive; they are told again in
// French once the language changes (the table never keeps an English caption).
TEST(Controller, TheCaptionIsToldAgainWhenTheLanguageChanges) {
  ASSERT_TRUE(LoadBuiltInCatalogue(Language::kFrench).ok());
  GameController c;
  c.SetPace(0.0);
  ASSERT_TRUE(c.NewMatch(DefaultMatchSetup(7)).ok());
  ASSERT_TRUE(c.model().caption_event.has_value());
  const std::string english = c.model().caption;
  ASSERT_FALSE(english.empty());
  ScopedLanguage fr(Language::kFrench);
  c.RetellCaption();
  EXPECT_NE(c.model().caption, english);
  EXPECT_EQ(c.model().caption, Caption(c.model(), *c.model().caption_event));
  EXPECT_TRUE(MissingTranslations().empty());
}


// ---- A room's match: the server's views.

MatchSetup RoomSetup(int seats) {
  MatchSetup setup;
  for (int s = 0; s < seats; ++s) setup.seats.push_back({"P" + std::to_string(s), s < 2, ai::Level::kCasual});
  return setup;
}

// The state as `seat` may know it, read back as the page reads it.
engine::State Seen(const engine::State& state, int seat) { return engine::PublicView::FromJson(engine::PublicView::ToJson(state, seat)).value(); }

struct ServerSide {
  engine::State state;
  std::int64_t step = 0;
  std::vector<engine::Event> opening;
  std::vector<engine::Event> deal_log;  // the deal's events so far
  static ServerSide Deal(std::uint64_t seed) {
    engine::MatchConfig config;
    config.rules = engine::RulesForPreset(engine::Preset::kClassic);
    config.seats = 4;
    config.seed = seed;
    std::vector<engine::Event> events;
    engine::State s = engine::State::NewMatch(config, &events).value();
    return ServerSide{s, 0, events, events};
  }
  protocol::RoomView Joined(int seat) const {
    protocol::RoomView v;
    v.step = step;
    v.seat = seat;
    v.from = -1;
    v.state = Seen(state, seat);
    v.events = opening;
    return v;
  }
  // Applies the first legal action and returns the view of it for `seat`.
  protocol::RoomView Act(int seat) {
    protocol::RoomView v;
    v.from = step;
    state.ApplyUnchecked(state.LegalActions()[0], &v.events);
    deal_log.insert(deal_log.end(), v.events.begin(), v.events.end());
    ++step;
    v.step = step;
    v.seat = seat;
    v.state = Seen(state, seat);
    return v;
  }
};

TEST(ControllerRemote, JoiningSetsTheTableAtRestWithOnlyTheSeatsHandShown) {
  ServerSide server = ServerSide::Deal(21);
  GameController c;
  c.SetPace(0.5);
  ASSERT_TRUE(c.AdoptView(server.Joined(1), RoomSetup(4)).ok());
  EXPECT_TRUE(c.Remote());
  EXPECT_FALSE(c.Animating());  // the deal so far was already shown
  EXPECT_EQ(c.Viewer(), 1);
  EXPECT_NE(c.model().seats[1].hand, 0u);
  for (int s : {0, 2, 3}) EXPECT_EQ(c.model().seats[static_cast<size_t>(s)].hand, 0u) << "seat " << s;
  EXPECT_EQ(c.DealLog().size(), server.opening.size());
  EXPECT_FALSE(c.CanUndo());
  EXPECT_TRUE(c.TakeNews().empty());

  GameController watcher;
  ASSERT_TRUE(watcher.AdoptView(server.Joined(-1), RoomSetup(4)).ok());
  for (int s = 0; s < 4; ++s) EXPECT_EQ(watcher.model().seats[static_cast<size_t>(s)].hand, 0u);
  EXPECT_EQ(watcher.HumanToAct(), -1);
}

TEST(ControllerRemote, AnActionsEventsAnimateAtTheTablesPace) {
  ServerSide server = ServerSide::Deal(22);
  GameController c;
  c.SetPace(0.5);
  const int me = (server.state.CurrentSeat() + 1) % 4;
  ASSERT_TRUE(c.AdoptView(server.Joined(me), RoomSetup(4)).ok());
  c.TakeShownEvents();
  const protocol::RoomView next = server.Act(me);
  ASSERT_FALSE(next.events.empty());
  ASSERT_TRUE(c.AdoptView(next, RoomSetup(4)).ok());
  double now = 0.0;
  c.Update(now, 10.0);
  EXPECT_TRUE(c.Animating() || next.events.size() == 1);
  std::vector<engine::Event> shown;
  for (int i = 0; i < 200 && (c.Animating() || i < 2); ++i) {
    now += 0.25;
    c.Update(now, 10.0);
    for (const engine::Event& e : c.TakeShownEvents()) shown.push_back(e);
  }
  EXPECT_FALSE(c.Animating());
  ASSERT_EQ(shown.size(), next.events.size());
  EXPECT_EQ(shown[0].type, next.events[0].type);
  EXPECT_EQ(c.state().Hash(), Seen(server.state, me).Hash());
  EXPECT_EQ(c.model().seats[static_cast<size_t>(me)].hand, server.state.Hand(me));
  EXPECT_EQ(c.History().size(), 0u);  // the server keeps the actions
}

TEST(ControllerRemote, AStaleViewIsRefusedAndAGapResets) {
  ServerSide server = ServerSide::Deal(23);
  GameController c;
  c.SetPace(0.0);
  const protocol::RoomView first = server.Act(0);
  const protocol::RoomView second = server.Act(0);
  ASSERT_TRUE(c.AdoptView(second, RoomSetup(4)).ok());  // from 1, but nothing yet: at rest
  EXPECT_FALSE(c.Animating());
  EXPECT_EQ(c.state().Hash(), Seen(server.state, 0).Hash());
  EXPECT_FALSE(c.AdoptView(first, RoomSetup(4)).ok());
  EXPECT_EQ(c.state().Hash(), Seen(server.state, 0).Hash());
}

TEST(ControllerRemote, TheSeatsDecisionIsHandedOutNotApplied) {
  ServerSide server = ServerSide::Deal(24);
  GameController c;
  c.SetPace(0.0);
  const int me = server.state.CurrentSeat();
  ASSERT_TRUE(c.AdoptView(server.Joined(me), RoomSetup(4)).ok());
  c.Update(1.0, 10.0);
  ASSERT_EQ(c.HumanToAct(), me);
  const std::uint64_t before = c.state().Hash();
  const engine::Action choice = c.LegalActions()[0];
  ASSERT_TRUE(c.Choose(choice).ok());
  EXPECT_EQ(c.state().Hash(), before);
  EXPECT_EQ(c.HumanToAct(), -1);  // awaiting the server
  const auto sent = c.TakeRemoteChoice();
  ASSERT_TRUE(sent.has_value());
  EXPECT_EQ(sent->first, 0);
  EXPECT_EQ(sent->second, choice);
  EXPECT_FALSE(c.TakeRemoteChoice().has_value());
  // An AI seat's turn never runs locally.
  const protocol::RoomView after = server.Act(me);
  ASSERT_TRUE(c.AdoptView(after, RoomSetup(4)).ok());
  const std::uint64_t waiting = c.state().Hash();
  for (int i = 0; i < 10; ++i) c.Update(2.0 + i, 100.0);
  if (c.state().CurrentSeat() != me) {
    EXPECT_EQ(c.state().Hash(), waiting);
  }
}

TEST(ControllerRemote, JoiningPartwayKnowsThePursesTheDealOpenedWith) {
  ServerSide server = ServerSide::Deal(26);
  for (int i = 0; i < 400 && server.state.phase() != engine::Phase::kDealOver; ++i) server.Act(0);
  ASSERT_EQ(server.state.phase(), engine::Phase::kDealOver);
  protocol::RoomView joined;
  joined.step = server.step;
  joined.seat = 0;
  joined.state = Seen(server.state, 0);
  joined.events = server.deal_log;
  GameController c;
  ASSERT_TRUE(c.AdoptView(joined, RoomSetup(4)).ok());
  for (int s = 0; s < 4; ++s) EXPECT_EQ(c.PurseAtDealStart(s), 50) << "seat " << s;  // Classic's purse, before the dressing
}

TEST(ControllerRemote, TheNextDealIsAnActAndWaitsForTheOthers) {
  ServerSide server = ServerSide::Deal(27);
  for (int i = 0; i < 400 && server.state.phase() != engine::Phase::kDealOver; ++i) server.Act(0);
  protocol::RoomView over;
  over.step = server.step;
  over.seat = 1;
  over.state = Seen(server.state, 1);
  over.ready = 0b0001;  // seat 0 is ready
  GameController c;
  c.SetPace(0.0);
  ASSERT_TRUE(c.AdoptView(over, RoomSetup(4)).ok());
  ASSERT_TRUE(c.DealOver());
  EXPECT_TRUE(c.RemoteReady(0));
  EXPECT_FALSE(c.RemoteReady(1));
  ASSERT_TRUE(c.NextDeal().ok());
  const auto sent = c.TakeRemoteChoice();
  ASSERT_TRUE(sent.has_value());
  EXPECT_EQ(sent->first, server.step);
  EXPECT_EQ(sent->second, engine::kActionNextDeal);
  EXPECT_TRUE(c.RemoteAwaiting());
  EXPECT_FALSE(c.NextDeal().ok());  // said once
  EXPECT_TRUE(c.DealOver());        // the deal stays over until the server deals
}

TEST(ControllerRemote, ANewLocalMatchLeavesTheRoom) {
  ServerSide server = ServerSide::Deal(25);
  GameController c;
  ASSERT_TRUE(c.AdoptView(server.Joined(0), RoomSetup(4)).ok());
  ASSERT_TRUE(c.NewMatch(DefaultMatchSetup(3)).ok());
  EXPECT_FALSE(c.Remote());
}

}  // namespace
}  // namespace popejoan::session
