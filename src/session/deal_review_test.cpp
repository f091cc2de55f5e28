// The deal review: the controller lists exactly the person's real decisions of the deal just
// played, and the reviewer sets each beside the expert's decision for the same moment and seed,
// counting agreements, with the lines in player words.
#include "session/deal_review.h"

#include <gtest/gtest.h>

#include "session/words/builtin_catalogue.h"
#include "session/controller.h"
#include "session/words/language.h"

namespace popejoan::session {
namespace {

// Plays one deal at instant pace, the person always taking the last legal choice; returns the
// choices that were real decisions (two or more options).
std::vector<engine::Action> PlayOneDeal(GameController& c) {
  std::vector<engine::Action> decisions;
  double now = 0.0;
  for (int i = 0; i < 100000 && !c.DealOver() && !c.MatchOver(); ++i) {
    c.Update(now += 1.0, 1000.0);
    if (c.HumanToAct() < 0) continue;
    const engine::ActionList legal = c.LegalActions();
    const engine::Action a = legal[legal.size() - 1];
    if (legal.size() >= 2) decisions.push_back(a);
    EXPECT_TRUE(c.Choose(a).ok());
  }
  return decisions;
}

DealReview Review(const std::vector<DecisionPoint>& points) {
  DealReviewer reviewer;
  reviewer.Start(points, 1);
  for (int i = 0; i < 1000000 && !reviewer.done(); ++i) reviewer.Update(1e9);
  EXPECT_TRUE(reviewer.done());
  return reviewer.review();
}

TEST(DealReview, ReviewsEachRealDecisionOfTheDeal) {
  int reviewed = 0;
  for (std::uint64_t seed : {3u, 8u, 21u}) {
    GameController c;
    c.SetPace(0.0);
    ASSERT_TRUE(c.NewMatch(DefaultMatchSetup(seed)).ok());
    const std::vector<engine::Action> decisions = PlayOneDeal(c);
    ASSERT_TRUE(c.DealOver());
    const std::vector<DecisionPoint> points = c.HumanDecisionsThisDeal();
    ASSERT_EQ(points.size(), decisions.size()) << "seed " << seed;
    const DealReview review = Review(points);
    ASSERT_EQ(review.decisions.size(), points.size());
    int agreed = 0;
    for (size_t i = 0; i < points.size(); ++i) {
      EXPECT_EQ(points[i].chosen, decisions[i]);
      EXPECT_EQ(points[i].seat, 0);
      // The expert's choice for that moment and seed, as a seat of its own would decide.
      std::unique_ptr<ai::Bot> expert = ai::MakeBot(ai::Level::kExpert);
      const engine::Action best = ai::Decide(*expert, points[i].state, points[i].seat, points[i].seed);
      const ReviewedDecision& r = review.decisions[i];
      EXPECT_EQ(r.best, best);
      EXPECT_EQ(r.agreed, r.counters_behind < kClearMargin);
      EXPECT_GE(r.counters_behind, 0.0);
      if (r.chosen == best) {
        EXPECT_EQ(r.counters_behind, 0.0);
      }
      EXPECT_EQ(r.line.rfind("You ", 0), 0u) << r.line;
      agreed += r.agreed ? 1 : 0;
    }
    EXPECT_EQ(review.agreed, agreed);
    reviewed += static_cast<int>(points.size());
  }
  EXPECT_GT(reviewed, 2);  // the seeds give the person real choices to review
}

TEST(DealReview, LinesAndSummaryInPlayerWords) {
  const engine::Card k_diamonds = engine::MakeCard(engine::kDiamonds, 13), three_clubs = engine::MakeCard(engine::kClubs, 3);
  EXPECT_EQ(ReviewLine(three_clubs, three_clubs, 0.0), "You led 3\u2663, as the expert would.");
  EXPECT_EQ(ReviewLine(k_diamonds, three_clubs, 1.24),
            "You led K\u2666; the expert would lead 3\u2663 (about 1.2 counters better).");
  EXPECT_EQ(ReviewLine(engine::kActionPass, engine::kActionPope, 0.0),
            "You kept the Pope, as good as the expert's choice (it would play the Pope).");
  EXPECT_EQ(ReviewLine(engine::PlaceAction(engine::kMatrimony), PlaceAction(engine::kGame), 0.5),
            "You put a counter on Matrimony; the expert would put it on Game (about 0.5 counters better).");
  DealReview review;
  EXPECT_EQ(review.Summary(), "");
  review.decisions.resize(4);
  review.agreed = 3;
  EXPECT_EQ(review.Summary(), "You matched the expert in 3 of 4 decisions (75%).");
}

// The playtest: two sure stops in hand, either order goes out; the search rated one a few tenths
// higher and the review marked the other red. Only a clear margin marks a decision.
TEST(DealReview, MarksADecisionOnlyWhenTheExpertIsClearlyBetter) {
  const engine::Card queen_clubs = engine::MakeCard(engine::kClubs, 12), two_spades = engine::MakeCard(engine::kSpades, 2), five_hearts = engine::MakeCard(engine::kHearts, 5);
  Hint hint;
  hint.action = queen_clubs;
  hint.candidates = {{queen_clubs, 6.3, 900}, {two_spades, 6.0, 850}, {five_hearts, 2.1, 200}};
  const ReviewedDecision tie = ReviewDecision(hint, two_spades);
  EXPECT_TRUE(tie.agreed);
  EXPECT_NEAR(tie.counters_behind, 0.3, 1e-9);
  EXPECT_EQ(tie.line, "You led 2\u2660, as good as the expert's choice (it would lead Q\u2663).");
  const ReviewedDecision worse = ReviewDecision(hint, five_hearts);
  EXPECT_FALSE(worse.agreed);
  EXPECT_EQ(worse.line, "You led 5\u2665; the expert would lead Q\u2663 (about 4.2 counters better).");
  const ReviewedDecision same = ReviewDecision(hint, queen_clubs);
  EXPECT_TRUE(same.agreed);
  EXPECT_EQ(same.line, "You led Q\u2663, as the expert would.");
  // A choice the search never weighed is not called as good.
  EXPECT_FALSE(ReviewDecision(hint, engine::MakeCard(engine::kDiamonds, 4)).agreed);
}

TEST(DealReview, InFrench) {
  ASSERT_TRUE(LoadBuiltInCatalogue(Language::kFrench).ok());
  ScopedLanguage fr(Language::kFrench);
  const engine::Action three_clubs = engine::MakeCard(engine::kClubs, 3), k_diamonds = engine::MakeCard(engine::kDiamonds, 13);
  EXPECT_EQ(ReviewLine(three_clubs, three_clubs, 0.0),
            "Vous avez entam\u00e9 " + CardLabel(engine::MakeCard(engine::kClubs, 3)) + ", comme l\u2019expert.");
  // Under two counters French says "jeton", with a decimal comma.
  EXPECT_EQ(ReviewLine(k_diamonds, three_clubs, 1.24),
            "Vous avez entam\u00e9 " + CardLabel(engine::MakeCard(engine::kDiamonds, 13)) + "\u00a0; l\u2019expert aurait entam\u00e9 " +
                CardLabel(MakeCard(engine::kClubs, 3)) + " (environ 1,2 jeton de mieux).");
  EXPECT_EQ(ReviewLine(engine::PlaceAction(engine::kMatrimony), PlaceAction(engine::kGame), 2.5),
            "Vous avez plac\u00e9 un jeton sur la case Mariage\u00a0; l\u2019expert aurait plac\u00e9 le jeton sur la case Jeu "
            "(environ 2,5 jetons de mieux).");
  EXPECT_EQ(ReviewLine(k_diamonds, three_clubs, 0.2),
            "Vous avez entam\u00e9 " + CardLabel(engine::MakeCard(engine::kDiamonds, 13)) + ", aussi bien que le choix de l\u2019expert (il aurait entam\u00e9 " +
                CardLabel(MakeCard(engine::kClubs, 3)) + ").");
  DealReview review;
  review.decisions.resize(4);
  review.agreed = 3;
  EXPECT_EQ(review.Summary(), "Accord avec l\u2019expert\u00a0: 3 sur 4 d\u00e9cisions (75\u00a0%).");
}

}  // namespace
}  // namespace popejoan::session
