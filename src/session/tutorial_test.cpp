// "Learn to play": the shipped lesson deal plays to its end by its own choices, meeting every
// idea the lessons teach, each lesson once and in the order play reaches them; the controller
// offers the person only the lesson's play and refuses another with a sentence.
#include "session/tutorial.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "engine/board.h"
#include "engine/deal_file.h"
#include "session/words/builtin_catalogue.h"
#include "session/words/game_words.h"
#include "session/words/language.h"
#include "session/controller.h"

namespace popejoan::session {
namespace {

engine::DealFile LessonDeal() {
  std::ifstream in(POPEJOAN_LESSON_DEAL);
  std::stringstream text;
  text << in.rdbuf();
  engine::Result<engine::DealFile> file = engine::ParseDealFile(text.str());
  EXPECT_TRUE(file.ok()) << (file.ok() ? "" : file.error());
  return file.ok() ? file.value() : engine::DealFile{};
}

MatchSetup LessonSetup(int seats) {
  MatchSetup setup = DefaultMatchSetup(1);
  setup.seats.clear();
  for (int s = 0; s < seats; ++s) setup.seats.push_back({DefaultSeatName(s), s == 0, ai::Level::kCasual});
  return setup;
}

// The person's lead in a lesson: only the play it teaches is offered, any other card is refused
// in words, and the lesson waits for the play.
void PlayTheTaughtCard(GameController* c, Tutorial* tutorial) {
  const engine::ActionList legal = c->LegalActions();
  ASSERT_EQ(legal.size(), 1) << "a lesson offers just the play it teaches";
  for (engine::Action a : c->state().LegalActions()) {
    if (a != legal[0]) {
      const engine::Status refused = c->Choose(a);
      EXPECT_FALSE(refused.ok());
      EXPECT_NE(refused.message.find("lesson"), std::string::npos) << refused.message;
      break;
    }
  }
  tutorial->AskForLead("it");
  ASSERT_NE(tutorial->current(), nullptr);
  EXPECT_TRUE(tutorial->current()->waits_for_play);
  ASSERT_TRUE(c->Choose(legal[0]).ok());
  tutorial->Played();
}

TEST(Tutorial, TheLessonDealMeetsEveryIdeaInOrder) {
  const engine::DealFile lesson = LessonDeal();
  GameController c;
  c.SetPace(0.0);
  ASSERT_TRUE(c.StartLesson(LessonSetup(lesson.setup.seats), lesson).ok());
  EXPECT_TRUE(c.InLesson());
  EXPECT_FALSE(c.CanUndo());
  Tutorial tutorial;
  tutorial.Start();
  std::vector<LessonId> shown = {tutorial.current()->id};
  int leads = 0;
  double now = 0.0;
  std::string pope_text;  // the Pope's lesson as it was read
  for (int i = 0; i < 100000 && !c.DealOver(); ++i) {
    while (tutorial.holds_table()) {
      if (tutorial.current()->id == LessonId::kPope) pope_text = tutorial.current()->text;
      tutorial.Next();
      if (tutorial.current() != nullptr) shown.push_back(tutorial.current()->id);
    }
    c.Update(now += 1.0, 1000.0);
    for (const engine::Event& e : c.TakeShownEvents()) {
      const Lesson* before = tutorial.current();
      tutorial.Observe(e, 0);
      if (before == nullptr && tutorial.current() != nullptr) shown.push_back(tutorial.current()->id);
    }
    if (c.HumanToAct() == 0 && !tutorial.holds_table()) {
      ASSERT_NO_FATAL_FAILURE(PlayTheTaughtCard(&c, &tutorial));
      ++leads;
    }
  }
  ASSERT_TRUE(c.DealOver());
  EXPECT_GE(leads, 2);
  for (const engine::Event& e : c.TakeShownEvents()) tutorial.Observe(e, 0);  // the last play's events
  while (tutorial.current() != nullptr) {
    if (shown.empty() || shown.back() != tutorial.current()->id) shown.push_back(tutorial.current()->id);
    tutorial.Next();
  }
  // Every idea, each once (leads aside), in the order the deal reaches them.
  for (LessonId id : {LessonId::kBoard, LessonId::kFollow, LessonId::kStop, LessonId::kMatrimony, LessonId::kIntrigue,
                      LessonId::kPope, LessonId::kGoOut, LessonId::kPayPerCard, LessonId::kDone}) {
    EXPECT_EQ(std::count(shown.begin(), shown.end(), id), 1) << LessonIdName(id);
  }
  auto at = [&](LessonId id) { return std::find(shown.begin(), shown.end(), id) - shown.begin(); };
  EXPECT_LT(at(LessonId::kBoard), at(LessonId::kFollow));
  EXPECT_LT(at(LessonId::kStop), at(LessonId::kMatrimony));
  EXPECT_LT(at(LessonId::kPope), at(LessonId::kGoOut));
  EXPECT_LT(at(LessonId::kGoOut), at(LessonId::kPayPerCard));
  EXPECT_LT(at(LessonId::kIntrigue), at(LessonId::kDone));
  EXPECT_EQ(shown.back(), LessonId::kDone);
  // The playtest: the Pope's bonus was paid and never explained.
  EXPECT_NE(pope_text.find("bonus"), std::string::npos) << pope_text;
  // The person went out: the lesson's deal ends with them winning it.
  EXPECT_EQ(c.state().Winner(), 0);
}

TEST(Tutorial, LessonsInPlayerWords) {
  Tutorial tutorial;
  tutorial.Start();
  tutorial.Next();
  tutorial.AskForLead("8\u2663");
  ASSERT_NE(tutorial.current(), nullptr);
  EXPECT_NE(tutorial.current()->text.find("Lead the 8\u2663"), std::string::npos);
  for (const char* word : {"D1", "RULES", "(00", "seat 0", "8C"}) {
    EXPECT_EQ(tutorial.current()->text.find(word), std::string::npos) << word;
  }
  tutorial.Stop();
  EXPECT_FALSE(tutorial.active());
  EXPECT_EQ(tutorial.current(), nullptr);
}

// The lessons in French, following the language even while one is on show; cards are named as
// everywhere else (ui/game_words).
TEST(Tutorial, LessonsInFrench) {
  ASSERT_TRUE(LoadBuiltInCatalogue(Language::kFrench).ok());
  Tutorial tutorial;
  tutorial.Start();
  {
    ScopedLanguage fr(Language::kFrench);
    EXPECT_EQ(tutorial.current()->title, "Le tableau");
    EXPECT_NE(tutorial.current()->text.find("vous y mettez donc six jetons"), std::string::npos);
  }
  EXPECT_EQ(tutorial.current()->title, "The board");
  tutorial.Next();
  ScopedLanguage fr(Language::kFrench);
  tutorial.AskForLead("8\u2663");
  ASSERT_NE(tutorial.current(), nullptr);
  EXPECT_EQ(tutorial.current()->title, "\u00c0 vous d\u2019entamer");
  EXPECT_NE(tutorial.current()->text.find("Entamez avec 8\u2663\u00a0:"), std::string::npos);
  tutorial.Played();
  engine::Event pope;
  pope.type = engine::EventType::kTake;
  pope.seat = 0;
  pope.comp = engine::kPope;
  tutorial.Observe(pope, 0);
  ASSERT_NE(tutorial.current(), nullptr);
  EXPECT_EQ(tutorial.current()->title, "Le Pape");
  EXPECT_NE(tutorial.current()->text.find(CardWords(engine::k9D) + " est le Pape"), std::string::npos)
      << tutorial.current()->text;
  // (RankWord looks figures up too, "9": those need no French.)
  for (const std::string& miss : MissingTranslations()) {
    if (miss.find_first_not_of("0123456789") != std::string::npos) ADD_FAILURE() << miss;
  }
}

}  // namespace
}  // namespace popejoan::session
