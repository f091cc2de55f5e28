// The match at this device's table on its own, without screens: starting one (and refusing one
// that cannot be dealt), the AIs playing up to the person's turn, hints counted once a decision,
// the review at a deal's end, pausing, and a lesson that sets a match aside and gives it back.
#include "session/local_match.h"

#include <string>

#include "gtest/gtest.h"

extern const unsigned char kLessonDeal[];
extern const unsigned int kLessonDeal_size;

namespace popejoan::session {
namespace {

MatchSetup QuickSetup(std::uint64_t seed) {
  MatchSetup setup = DefaultMatchSetup(seed);
  for (SeatSetup& seat : setup.seats) seat.level = seat.human ? seat.level : ai::Level::kBeginner;
  return setup;
}

// Frames until the person is to act (and nothing is still being shown), or `frames` run out.
bool UntilYourTurn(LocalMatch* match, double* now, int frames = 5000) {
  for (int f = 0; f < frames; ++f) {
    const GameController& c = match->controller();
    if (c.HumanToAct() >= 0 && !c.Animating()) return true;
    if (c.DealOver() || c.MatchOver()) return false;
    *now += 0.05;
    match->Update(*now, 1000.0);
  }
  return false;
}

LocalMatch* Started(LocalMatch* match, std::uint64_t seed) {
  match->controller().SetPace(0.0);
  EXPECT_TRUE(match->Start(QuickSetup(seed)).ok());
  return match;
}

TEST(LocalMatch, StartsAMatchPlayedOnAtOnceWithNoHintsAndForgetsWhatWasSetAside) {
  LocalMatch match;
  match.notes().hints = 4;
  match.notes().shared = true;
  match.notes().unresumed = SaveGame{};
  match.controller().SetPaused(true);
  ASSERT_TRUE(match.Start(QuickSetup(7)).ok());
  EXPECT_TRUE(match.controller().HasMatch());
  EXPECT_TRUE(match.InProgress());
  EXPECT_FALSE(match.controller().paused());
  EXPECT_EQ(match.notes().hints, 0);
  EXPECT_FALSE(match.notes().shared);
  EXPECT_FALSE(match.notes().unresumed.has_value());
  EXPECT_EQ(match.Review(), nullptr);  // no deal is over yet
}

TEST(LocalMatch, RefusesInPlayerWordsAMatchThatCannotBeDealtAndKeepsTheOneInPlay) {
  LocalMatch match;
  Started(&match, 7);
  const std::uint64_t hash = match.controller().state().Hash();
  MatchSetup two = QuickSetup(8);
  two.seats.resize(2);
  const engine::Status refused = match.Start(two);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.message, "Pope Joan is played by three to eight players.");
  EXPECT_EQ(match.controller().state().Hash(), hash);
}

TEST(LocalMatch, TheAisPlayUpToYourTurnButNotWhilePaused) {
  LocalMatch match;
  Started(&match, 3);
  match.controller().SetPaused(true);
  const std::size_t steps = match.controller().History().size();
  double now = 0.0;
  for (int f = 0; f < 50; ++f) match.Update(now += 0.05, 1000.0);
  EXPECT_EQ(match.controller().History().size(), steps);
  match.controller().SetPaused(false);
  ASSERT_TRUE(UntilYourTurn(&match, &now));
  EXPECT_EQ(match.controller().HumanToAct(), 0);
  EXPECT_GT(match.controller().History().size(), steps);  // the AIs before you played
}

TEST(LocalMatch, AHintIsCountedOnceADecisionAndGivenBackWhenAskedAgain) {
  LocalMatch match;
  Started(&match, 3);
  double now = 0.0;
  ASSERT_TRUE(UntilYourTurn(&match, &now));
  EXPECT_EQ(match.AskCoach(), nullptr);  // thinking: nothing to say yet
  EXPECT_EQ(match.notes().hints, 1);
  EXPECT_EQ(match.AskCoach(), nullptr);  // asked again while it thinks: the same question
  EXPECT_EQ(match.notes().hints, 1);
  for (int f = 0; f < 200 && match.CurrentHint() == nullptr; ++f) match.Update(now, 1000.0);
  const Hint* hint = match.CurrentHint();
  ASSERT_NE(hint, nullptr);
  EXPECT_TRUE(match.controller().LegalActions().Contains(hint->action));
  EXPECT_EQ(match.AskCoach(), hint);  // the answer, said again; not a new hint
  EXPECT_EQ(match.notes().hints, 1);
  // The next decision is another question.
  ASSERT_TRUE(match.controller().Choose(hint->action).ok());
  EXPECT_EQ(match.CurrentHint(), nullptr);
}

TEST(LocalMatch, ADealsEndIsReviewedOnceAndTheReviewFinishes) {
  LocalMatch match;
  Started(&match, 5);
  double now = 0.0;
  for (int f = 0; f < 20000 && !match.controller().DealOver(); ++f) {
    GameController& c = match.controller();
    if (c.HumanToAct() >= 0 && !c.Animating()) {
      ASSERT_TRUE(c.Choose(c.LegalActions()[0]).ok());
    }
    EXPECT_EQ(match.Review(), nullptr);
    match.Update(now += 0.05, 1000.0);
  }
  ASSERT_TRUE(match.controller().DealOver());
  ASSERT_NE(match.Review(), nullptr);
  for (int f = 0; f < 500 && !match.Review()->done(); ++f) match.Update(now += 0.05, 1000.0);
  EXPECT_TRUE(match.Review()->done());
  const std::uint64_t key = match.reviewer().key();
  match.Update(now += 0.05, 1000.0);
  EXPECT_EQ(match.reviewer().key(), key);  // the same deal's end: not reviewed again
  ASSERT_TRUE(match.controller().NextDeal().ok());
  EXPECT_EQ(match.Review(), nullptr);
}

TEST(LocalMatch, ALessonSetsTheMatchAsideAndGivesItBack) {
  const engine::Result<engine::DealFile> lesson =
      engine::ParseDealFile(std::string(reinterpret_cast<const char*>(kLessonDeal), kLessonDeal_size));
  ASSERT_TRUE(lesson.ok());
  LocalMatch match;
  Started(&match, 9);
  double now = 0.0;
  ASSERT_TRUE(UntilYourTurn(&match, &now));
  ASSERT_TRUE(match.AskCoach() == nullptr);
  ASSERT_TRUE(match.InProgress());
  // What the session keeps of the match in progress (SaveDesk::CurrentSave).
  SaveGame aside;
  aside.match = match.controller().MakeReplay();
  aside.ai_seed = match.controller().ai_seed();
  aside.hints = match.notes().hints;
  const std::uint64_t hash = match.controller().state().Hash();
  match.notes().unresumed = aside;
  ASSERT_TRUE(match.StartLesson(lesson.value()));
  EXPECT_TRUE(match.controller().InLesson());
  EXPECT_FALSE(match.InProgress());
  ASSERT_NE(match.ShownLesson(), nullptr);
  EXPECT_EQ(match.Review(), nullptr);
  // The lesson's first words hold the table until "Next".
  EXPECT_TRUE(match.LessonHoldsTable());
  const std::size_t steps = match.controller().History().size();
  for (int f = 0; f < 20; ++f) match.Update(now += 0.05, 1000.0);
  EXPECT_EQ(match.controller().History().size(), steps);
  ASSERT_TRUE(match.EndLesson());
  EXPECT_FALSE(match.controller().InLesson());
  EXPECT_EQ(match.controller().state().Hash(), hash);
  EXPECT_EQ(match.notes().hints, 1);
  EXPECT_FALSE(match.notes().unresumed.has_value());
  EXPECT_EQ(match.ShownLesson(), nullptr);
  // With nothing set aside, the lesson's end gives nothing back.
  ASSERT_TRUE(match.StartLesson(lesson.value()));
  EXPECT_FALSE(match.EndLesson());
}

TEST(LocalMatch, AnyOtherMatchEndsTheLesson) {
  const engine::Result<engine::DealFile> lesson =
      engine::ParseDealFile(std::string(reinterpret_cast<const char*>(kLessonDeal), kLessonDeal_size));
  ASSERT_TRUE(lesson.ok());
  LocalMatch match;
  ASSERT_TRUE(match.StartLesson(lesson.value()));
  ASSERT_TRUE(match.tutorial().active());
  match.EndStrayLesson();
  EXPECT_TRUE(match.tutorial().active());  // still the lesson's deal
  ASSERT_TRUE(match.Start(QuickSetup(2)).ok());
  match.EndStrayLesson();
  EXPECT_FALSE(match.tutorial().active());
  EXPECT_EQ(match.ShownLesson(), nullptr);
}

}  // namespace
}  // namespace popejoan::session
