// The accessible mirror: the table in words a screen reader says well, buttons for exactly the
// decisions the rules allow now, and purses and hands that are the engine's.
#include "session/access_mirror.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <regex>
#include <set>

#include "engine/json.h"
#include "session/words/builtin_catalogue.h"
#include "session/words/language.h"
#include "session/controller.h"
#include "session/intent.h"
#include "session/match_setup.h"
#include "session/settings.h"
#include "session/statistics.h"
#include "session/tutorial.h"

namespace popejoan::session {
namespace {

// No glyph, card code ("8D") or seat index where a screen reader reads.
void ExpectPlayerWords(const std::string& text) {
  static const std::regex kCardCode("\\b(10|[2-9AJQK])[CDHS]\\b");
  EXPECT_FALSE(std::regex_search(text, kCardCode)) << text;
  for (const char* glyph : {"\xE2\x99\xA3", "\xE2\x99\xA6", "\xE2\x99\xA5", "\xE2\x99\xA0"}) {
    EXPECT_EQ(text.find(glyph), std::string::npos) << text;
  }
  EXPECT_EQ(text.find("seat "), std::string::npos) << text;
}

void ExpectPlayerWords(const Mirror& mirror) {
  for (const MirrorButton& b : mirror.buttons) ExpectPlayerWords(b.label);
  for (const MirrorSection& s : mirror.sections) {
    ExpectPlayerWords(s.heading);
    for (const std::string& line : s.lines) ExpectPlayerWords(line);
  }
}

// A stop at `led`: `missing` is the card nobody could follow with (none when a king ends a run).
engine::Event Stop(engine::Card led, engine::Card missing) {
  engine::Event e;
  e.type = engine::EventType::kStop;
  e.card = led;
  e.card2 = missing;
  return e;
}

Mirror TableMirror(const GameController& c) {
  Mirror m;
  TableOffers offers;
  offers.hint = c.HumanToAct() >= 0;
  m.buttons = TableButtons(c, offers);
  m.sections = TableSections(c, true, nullptr);
  return m;
}

// The action a decision button of the mirror stands for (-1: not a decision).
// A new match (seed 3), played by the AI until it is the person's turn.
bool DealToYourTurn(GameController* c) {
  c->SetPace(0.0);
  if (!c->NewMatch(DefaultMatchSetup(3)).ok()) return false;
  double now = 0.0;
  while (c->HumanToAct() < 0 && now < 10000.0) c->Update(now += 1.0, 1000.0);
  return c->HumanToAct() >= 0;
}

engine::Action ActionOf(const std::string& id) {
  if (id.rfind("card:", 0) == 0) return engine::ParseCard(id.substr(5));
  if (id == "button:pope") return engine::kActionPope;
  if (id == "button:pass") return engine::kActionPass;
  if (id.rfind("button:place-", 0) == 0) return engine::PlaceAction(engine::ParseCompartment(id.substr(13)));
  return -1;
}

// The number a Players line gives for `name` ("Lady Agatha: 18 counters, ..."), or -1.
int PurseIn(const std::vector<MirrorSection>& sections, const std::string& name) {
  for (const MirrorSection& s : sections) {
    if (s.heading != "Players") continue;
    for (const std::string& line : s.lines) {
      if (line.rfind(name + ": ", 0) == 0) return std::stoi(line.substr(name.size() + 2));
    }
  }
  return -1;
}

TEST(AccessMirror, CardsAreSaidInWords) {
  EXPECT_EQ(SpokenCard(engine::MakeCard(engine::kDiamonds, 5)), "5 of diamonds");
  EXPECT_EQ(SpokenCard(engine::MakeCard(engine::kClubs, 11)), "knave of clubs");
  EXPECT_EQ(SpokenCard(engine::MakeCard(engine::kSpades, 1)), "ace of spades");
  EXPECT_EQ(SpokenText("Lady Agatha leads 10\xE2\x99\xA3"), "Lady Agatha leads 10 of clubs");
  EXPECT_EQ(SpokenText("Turned up K\xE2\x99\xA5: \xE2\x99\xA5 are trumps"), "Turned up king of hearts: hearts are trumps");
  EXPECT_EQ(SpokenText("You hold 7\xE2\x99\xA0 to 9\xE2\x99\xA0"), "You hold 7 of spades to 9 of spades");
  EXPECT_EQ(SpokenText("No change here"), "No change here");
  // A rank glued to a word is not a card: only whole tokens are read as ranks.
  EXPECT_EQ(SpokenText("OK\xE2\x99\xA6"), "OKdiamonds");
}

TEST(AccessMirror, AStopSaysTheMissingCard) {
  TableModel model;
  model.num_seats = 3;
  EXPECT_EQ(SpokenEvent(model, Stop(engine::MakeCard(engine::kClubs, 4), engine::MakeCard(engine::kClubs, 5))), "No 5 of clubs: a stop");
  EXPECT_EQ(SpokenEvent(model, Stop(engine::MakeCard(engine::kClubs, 13), engine::kNoCard)), "king of clubs: a stop, as every king is");
}

// A whole match played through the mirror's buttons alone: at every decision they offer exactly
// the legal choices, in words; the table's purses and hand are the engine's throughout.
TEST(AccessMirror, AWholeMatchThroughTheMirrorsButtons) {
  GameController c;
  c.SetPace(0.0);
  MatchSetup setup = DefaultMatchSetup(21);
  setup.rules.wild_pope = true;  // the Pope's question comes up too
  ASSERT_TRUE(c.NewMatch(setup).ok());
  int decisions = 0;
  std::set<std::string> kinds;
  double now = 0.0;
  for (int step = 0; step < 100000 && !c.MatchOver(); ++step) {
    now += 1.0;
    c.Update(now, 1000.0);
    if (c.Animating()) continue;
    const Mirror m = TableMirror(c);
    ExpectPlayerWords(m);
    for (int s = 0; s < c.state().NumSeats(); ++s) {
      ASSERT_EQ(PurseIn(m.sections, c.model().seats[static_cast<size_t>(s)].name), c.state().Purse(s));
    }
    if (c.HumanToAct() >= 0) {
      std::set<engine::Action> offered;
      std::string first;
      for (const MirrorButton& b : m.buttons) {
        if (ActionOf(b.id) < 0) continue;
        offered.insert(ActionOf(b.id));
        if (first.empty()) first = b.id;
        kinds.insert(b.id.rfind("card:", 0) == 0 ? "lead" : b.id.rfind("button:place-", 0) == 0 ? "place" : "pope");
      }
      const engine::ActionList legal = c.LegalActions();
      std::set<engine::Action> allowed;
      for (int i = 0; i < legal.size(); ++i) allowed.insert(legal[i]);
      ASSERT_EQ(offered, allowed);
      ASSERT_FALSE(TurnPrompt(c).empty());
      ASSERT_TRUE(c.Choose(ActionOf(first)).ok());
      ++decisions;
    } else if (c.DealOver()) {
      ASSERT_FALSE(m.buttons.empty());
      const std::string& id = m.buttons.front().id;
      ASSERT_TRUE(id == "button:next-deal" || id == "button:final-standings") << id;
      ASSERT_TRUE(c.NextDeal().ok());
    }
  }
  EXPECT_TRUE(c.MatchOver());
  EXPECT_GT(decisions, 4);
  EXPECT_EQ(kinds.count("lead"), 1u);
}

TEST(AccessMirror, ReadOutsMatchTheTable) {
  GameController c;
  ASSERT_TRUE(DealToYourTurn(&c));
  const TableModel& model = c.model();
  const std::string hand = ReadHand(model);
  ExpectPlayerWords(hand);
  EXPECT_NE(hand.find(std::to_string(model.seats[0].hand_count) + " cards"), std::string::npos) << hand;
  engine::CardMask held = model.seats[0].hand;
  while (held) {
    const engine::Card card = engine::LowestCard(held);
    held &= held - 1;
    const std::string rank = SpokenCard(card).substr(0, SpokenCard(card).find(" of "));
    EXPECT_NE(hand.find(rank), std::string::npos) << rank << " missing from " << hand;
  }
  const std::string board = ReadBoard(model);
  EXPECT_NE(board.find("Matrimony: " + std::to_string(model.board[engine::kMatrimony])), std::string::npos) << board;
  const std::string purses = ReadPurses(model);
  for (int s = 0; s < model.num_seats; ++s) {
    EXPECT_NE(purses.find(model.seats[static_cast<size_t>(s)].name + " " + std::to_string(c.state().Purse(s))),
              std::string::npos)
        << purses;
  }
  EXPECT_EQ(TurnPrompt(c), "Your turn: lead a card.");
}

TEST(AccessMirror, PaceAndSoundAreOffered) {
  GameController c;
  c.SetPace(0.0);
  ASSERT_TRUE(c.NewMatch(DefaultMatchSetup(3)).ok());
  TableOffers offers;
  offers.pace = "Fast";
  offers.muted = true;
  std::vector<std::string> labels;
  for (const MirrorButton& b : TableButtons(c, offers)) labels.push_back(b.id + " " + b.label);
  EXPECT_NE(std::find(labels.begin(), labels.end(), "button:pace Pace: Fast. Change the pace"), labels.end());
  EXPECT_NE(std::find(labels.begin(), labels.end(), "menu:mute Turn the sounds on"), labels.end());
  // The pace button's cycle visits every pace once and comes back.
  double pace = PaceSeconds(0);
  std::set<int> seen;
  for (int i = 0; i < kNumPaces; ++i) {
    seen.insert(PaceIndex(pace));
    pace = NextPace(pace);
  }
  EXPECT_EQ(static_cast<int>(seen.size()), kNumPaces);
  EXPECT_EQ(PaceIndex(pace), 0);
}

TEST(AccessMirror, OtherScreensOfferTheirControls) {
  SetupOffers offers;
  offers.first_visit = true;
  offers.daily = true;
  std::vector<MirrorButton> setup = SetupButtons(offers);
  ASSERT_FALSE(setup.empty());
  EXPECT_EQ(setup.front().id, "button:deal");
  EXPECT_EQ(setup.front().label, "Deal the cards");
  offers.playable = false;
  for (const MirrorButton& b : SetupButtons(offers)) EXPECT_NE(b.id, "button:deal");

  const std::vector<MirrorSection> setup_text = SetupSections(DefaultMatchSetup(1), "");
  ASSERT_FALSE(setup_text.empty());
  for (const std::string& line : setup_text.front().lines) ExpectPlayerWords(line);

  engine::Rules rules = engine::RulesForPreset(engine::Preset::kClassic);
  for (const MirrorSection& s : RulesSections(rules)) {
    for (const std::string& line : s.lines) ExpectPlayerWords(line);
  }

  Lesson waits;
  waits.waits_for_play = true;
  ASSERT_EQ(LessonButtons(waits).size(), 1u);
  EXPECT_EQ(LessonButtons(waits).front().id, "button:lesson-skip");
  Lesson done;
  done.id = LessonId::kDone;
  EXPECT_EQ(LessonButtons(done).front().id, "button:lesson-play-match");

  for (const Mirror& dialog : {DamagedSaveMirror(true, false), DamagedSaveMirror(false, true), StorageNoticeMirror(),
                               LinkRefusedMirror(), RulesMirror(rules)}) {
    ExpectPlayerWords(dialog);
    EXPECT_FALSE(dialog.buttons.empty()) << dialog.screen;
  }
  EXPECT_TRUE(DamagedSaveMirror(false, true).Offers("button:start-fresh"));
  EXPECT_TRUE(StatisticsMirror(Statistics(), "Imported: 2 matches", false).sections.front().lines.back() == "Imported: 2 matches");

  Statistics stats;
  stats.matches_played = 3;
  stats.matches_won = 1;
  EXPECT_EQ(StatisticsSections(stats).front().lines.at(0), "Matches played: 3");
  EXPECT_EQ(StatisticsSections(stats).front().lines.at(1), "Matches won: 1  (33%)");
}

// ---- In French: the same ids, the words in French, the cards with their article.
class AccessMirrorFrench : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(LoadBuiltInCatalogue(Language::kFrench).ok()); }
};

TEST_F(AccessMirrorFrench, CardsAreSaidWithTheirArticle) {
  ScopedLanguage fr(Language::kFrench);
  EXPECT_EQ(SpokenCard(engine::MakeCard(engine::kDiamonds, 5)), "le 5 de carreau");
  EXPECT_EQ(SpokenCard(engine::MakeCard(engine::kSpades, 12)), "la dame de pique");
  EXPECT_EQ(SpokenCard(engine::MakeCard(engine::kClubs, 1)), "l\xE2\x80\x99" "as de tr\xC3\xA8" "fle");
  EXPECT_EQ(SpokenCard(engine::MakeCard(engine::kClubs, 11)), "le valet de tr\xC3\xA8" "fle");
  // The French labels: R, D, V for the king, queen and knave; "K" is no French rank.
  EXPECT_EQ(SpokenText("Lady Agatha entame 10\xE2\x99\xA3"), "Lady Agatha entame le 10 de tr\xC3\xA8" "fle");
  EXPECT_EQ(SpokenText("Retourne\xC2\xA0: R\xE2\x99\xA5, atout \xE2\x99\xA5"),
            "Retourne\xC2\xA0: le roi de c\xC5\x93ur, atout c\xC5\x93ur");
  EXPECT_EQ(SpokenText("D\xE2\x99\xA0 et V\xE2\x99\xA6"), "la dame de pique et le valet de carreau");
  // After a preposition a card is said bare, and "de" is elided before "as".
  EXPECT_EQ(SpokenText("Pas de 5\xE2\x99\xA3"), "Pas de 5 de tr\xC3\xA8" "fle");
  EXPECT_EQ(SpokenText("Pas de A\xE2\x99\xA0"), "Pas d\xE2\x80\x99" "as de pique");
  EXPECT_EQ(SpokenText("du 7\xE2\x99\xA0 au 9\xE2\x99\xA0"), "du 7 de pique au 9 de pique");
}

TEST_F(AccessMirrorFrench, AStopSaysTheMissingCard) {
  ScopedLanguage fr(Language::kFrench);
  TableModel model;
  model.num_seats = 3;
  EXPECT_EQ(SpokenEvent(model, Stop(engine::MakeCard(engine::kClubs, 4), engine::MakeCard(engine::kClubs, 5))), "Pas de 5 de tr\xC3\xA8" "fle\xC2\xA0: c\xE2\x80\x99" "est un arr\xC3\xAA" "t");
  EXPECT_EQ(SpokenEvent(model, Stop(engine::MakeCard(engine::kClubs, 4), MakeCard(engine::kHearts, 1))), "Pas d\xE2\x80\x99" "as de c\xC5\x93ur\xC2\xA0: c\xE2\x80\x99" "est un arr\xC3\xAA" "t");
}

// The mirror's ids are the probe's and the browser tests': they stay the same in French.
TEST_F(AccessMirrorFrench, ButtonIdsStayLabelsAreFrench) {
  GameController c;
  ASSERT_TRUE(DealToYourTurn(&c));
  const std::vector<MirrorButton> english = TableButtons(c, TableOffers());
  ScopedLanguage fr(Language::kFrench);
  const std::vector<MirrorButton> french = TableButtons(c, TableOffers());
  ASSERT_EQ(english.size(), french.size());
  for (size_t i = 0; i < english.size(); ++i) {
    EXPECT_EQ(english[i].id, french[i].id);
    if (english[i].id.rfind("card:", 0) == 0) {
      EXPECT_EQ(french[i].label, "Entamer " + SpokenCard(engine::ParseCard(english[i].id.substr(5))));
      ExpectPlayerWords(french[i].label);
    }
  }
  EXPECT_EQ(french.back().label, "Nouvelle partie\xE2\x80\xA6");
  EXPECT_EQ(SetupButtons(SetupOffers()).front().label, "Distribuer les cartes");
  EXPECT_EQ(TurnPrompt(c), "\xC3\x80 vous de jouer\xC2\xA0: entamez une carte.");
}

TEST_F(AccessMirrorFrench, ReadOutsCountInFrench) {
  GameController c;
  c.SetPace(0.0);
  ASSERT_TRUE(c.NewMatch(DefaultMatchSetup(3)).ok());
  ScopedLanguage fr(Language::kFrench);
  const TableModel& model = c.model();
  const std::string hand = ReadHand(model);
  EXPECT_EQ(hand.rfind("Votre main, " + std::to_string(model.seats[0].hand_count) + " cartes. ", 0), 0u) << hand;
  // The human's seat ("You" in the data) is read as "Vous".
  const std::string purses = ReadPurses(model);
  EXPECT_EQ(purses.rfind("Bourses. Vous\xC2\xA0: " + std::to_string(c.state().Purse(0)) + " jetons.", 0), 0u) << purses;
  Statistics stats;
  stats.matches_played = 1;
  stats.deals_played = 4;
  stats.deals_won = 2;
  const std::vector<std::string> lines = StatisticsSections(stats).front().lines;
  EXPECT_EQ(lines[2], "Donnes jou\xC3\xA9" "es\xC2\xA0: 4");
}

TEST(AccessMirror, JsonCarriesEveryPart) {
  Mirror m;
  m.screen = "The card table";
  m.buttons = {{"card:5D", "Lead 5 of diamonds"}};
  m.sections = {{"Players", {"You: 30 counters"}}};
  const engine::Result<engine::Json> j = engine::Json::Parse(MirrorToJson(m));
  ASSERT_TRUE(j.ok());
  EXPECT_EQ(j->Find("screen")->as_string(), "The card table");
  const engine::Json& button = j->Find("buttons")->items().at(0);
  EXPECT_EQ(button.Find("id")->as_string(), "card:5D");
  EXPECT_EQ(button.Find("label")->as_string(), "Lead 5 of diamonds");
  const engine::Json& section = j->Find("sections")->items().at(0);
  EXPECT_EQ(section.Find("heading")->as_string(), "Players");
  EXPECT_EQ(section.Find("lines")->items().at(0).as_string(), "You: 30 counters");
  EXPECT_TRUE(m.Offers("card:5D"));
  EXPECT_FALSE(m.Offers("card:6D"));
}

// The setup screen as a form: every field's values are the setup's intents, in player words.
TEST(AccessMirror, TheSetupIsAForm) {
  const MatchSetup setup = DefaultMatchSetup(9);
  const std::vector<MirrorField> fields = SetupFields(setup);
  std::map<std::string, MirrorField> by_key;
  for (const MirrorField& f : fields) by_key[f.key] = f;
  ASSERT_EQ(by_key.count("setup:players"), 1u);
  EXPECT_EQ(by_key["setup:players"].choices.size(), 6u);
  EXPECT_EQ(by_key["setup:players"].choices[by_key["setup:players"].chosen].id, "setup:players-4");
  ASSERT_EQ(by_key.count("setup:seat-2"), 1u);
  EXPECT_EQ(by_key["setup:seat-2"].choices.size(), 4u);
  EXPECT_EQ(by_key["setup:seat-1"].choices[by_key["setup:seat-1"].chosen].id, "setup:seat-1-person");
  EXPECT_EQ(by_key.count("setup:seat-5"), 0u);
  EXPECT_EQ(by_key["setup:preset"].choices.size(), static_cast<size_t>(engine::kNumPresets));
  EXPECT_EQ(by_key["setup:rounds"].choices.size(), static_cast<size_t>(kMaxRounds));
  EXPECT_EQ(by_key["setup:seed"].kind, MirrorField::Kind::kNumber);
  EXPECT_EQ(by_key["setup:seed"].number, 9u);
  EXPECT_EQ(by_key["setup:option-purse"].kind, MirrorField::Kind::kNumber);
  const MirrorField& wild = by_key["setup:option-wild-pope"];
  EXPECT_EQ(wild.kind, MirrorField::Kind::kCheckbox);
  EXPECT_EQ(wild.choices.at(0).id, "setup:option-wild-pope-off");
  EXPECT_EQ(wild.choices.at(1).id, "setup:option-wild-pope-on");
  EXPECT_EQ(wild.chosen, GetOption(setup.rules, "wild-pope") == "on" ? 1 : 0);
  // Every option has its field; every value reads back as an intent.
  EXPECT_EQ(fields.size(), 1 + setup.seats.size() + 4 + engine::Options().size() - 1);
  for (const MirrorField& f : fields) {
    ExpectPlayerWords(f.label);
    for (const MirrorButton& c : f.choices) EXPECT_TRUE(ParseIntent(c.id).ok()) << c.id;
  }
  Mirror m;
  m.fields = fields;
  EXPECT_TRUE(m.Offers("setup:seed-77"));
  EXPECT_TRUE(m.Offers("setup:option-purse-100000"));
  EXPECT_FALSE(m.Offers("setup:option-purse-100001"));
  EXPECT_FALSE(m.Offers("setup:seed-"));
  EXPECT_TRUE(m.Offers("setup:seat-3-beginner"));
  const engine::Result<engine::Json> j = engine::Json::Parse(MirrorToJson(m));
  ASSERT_TRUE(j.ok());
  const engine::Json& first = j->Find("fields")->items().at(0);
  EXPECT_EQ(first.Find("kind")->as_string(), "select");
  EXPECT_EQ(first.Find("label")->as_string(), "Players");
  EXPECT_EQ(first.Find("choices")->items().at(0).Find("id")->as_string(), "setup:players-3");
}

// The canvas marks sure stops with a dot; the lead buttons say them.
TEST(AccessMirror, LeadButtonsNameSureStops) {
  int stops = 0, others = 0;
  for (std::uint64_t seed = 1; seed < 12 && (stops == 0 || others == 0); ++seed) {
    GameController c;
    c.SetPace(0.0);
    ASSERT_TRUE(c.NewMatch(DefaultMatchSetup(seed)).ok());
    double now = 0.0;
    while (c.HumanToAct() < 0 && now < 10000.0) c.Update(now += 1.0, 1000.0);
    if (c.state().phase() != engine::Phase::kLead) continue;
    for (const MirrorButton& b : TableButtons(c, TableOffers())) {
      if (b.id.rfind("card:", 0) != 0) continue;
      const bool stop = (c.model().known_stops & engine::Bit(engine::ParseCard(b.id.substr(5)))) != 0;
      if (engine::ParseCard(b.id.substr(5)) == c.model().rules.pope_card) continue;  // named as the Pope
      EXPECT_EQ(b.label.find(", a sure stop") != std::string::npos, stop) << b.label;
      (stop ? stops : others) += 1;
    }
  }
  EXPECT_GT(stops, 0);
  EXPECT_GT(others, 0);
}

TEST(AccessMirror, StatisticsSayEveryFigure) {
  Statistics stats;
  stats.matches_played = 2;
  stats.matches_won = 1;
  stats.taken[0] = 3;
  stats.recent = {{1, 5, 1, 4, "classic"}, {2, -3, 3, 4, "parlett"}};
  stats.best = stats.recent[0];
  const std::vector<MirrorSection> sections = StatisticsSections(stats);
  ASSERT_EQ(sections.size(), 3u);
  EXPECT_EQ(sections[0].lines.size(), 11u);
  EXPECT_EQ(sections[1].lines.size(), static_cast<size_t>(engine::kNumCompartments));
  EXPECT_EQ(sections[2].lines.size(), 2u);
  EXPECT_EQ(sections[2].lines[0], "+5 counters, match 1: 1st of 4, Classic (Peel)");
  const Mirror asking = StatisticsMirror(stats, "", true);
  EXPECT_TRUE(asking.Offers("button:confirm-reset"));
  EXPECT_TRUE(asking.Offers("button:cancel-reset"));
  EXPECT_TRUE(StatisticsMirror(stats, "").Offers("button:reset-stats"));
}

}  // namespace
}  // namespace popejoan::session
