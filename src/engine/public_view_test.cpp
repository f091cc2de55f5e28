// A seat's view for the network holds nothing the seat may not know (ObservationFor's rule),
// reads back to a state with the same observation, and is the same whatever the hidden cards.
#include "engine/public_view.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/observation.h"
#include "engine/rng.h"

namespace popejoan::engine {
namespace {

// Every hidden card is absent from the view: owned by "some card" (-1), in no hand, not spare.
void ExpectNoHiddenCard(const State& truth, int seat, const Json& view) {
  const CardMask hidden = PublicView::HiddenFrom(truth, seat);
  const Json& state = *view.Find("state");
  const std::vector<Json>& owner = state.Find("owner_")->items();
  for (CardMask m = hidden; m; m &= m - 1) EXPECT_EQ(owner[LowestCard(m)].as_number(), -1);
  const std::string text = view.Dump();
  Result<State> back = PublicView::FromJson(view);
  ASSERT_TRUE(back.ok()) << back.error();
  // The cards the view puts in hidden places are the canonical fill, not the truth's ...
  EXPECT_EQ(view.Find("state")->Find("seed_")->as_string(), "0000000000000000");
  // ... and what the seat can see is the truth's.
  if (seat >= 0) {
    const Observation want = ObservationFor(truth, seat), got = ObservationFor(*back, seat);
    EXPECT_EQ(got.hand, want.hand);
    EXPECT_EQ(got.spare, want.spare);
    EXPECT_EQ(got.spare_count, want.spare_count);
    EXPECT_EQ(got.known_stops, want.known_stops);
    EXPECT_EQ(got.passed, want.passed);
    EXPECT_EQ(got.played, want.played);
    EXPECT_EQ(got.legal.size(), want.legal.size());
    for (int t = 0; t < truth.NumSeats(); ++t) {
      EXPECT_EQ(got.visible[t], want.visible[t]);
      EXPECT_EQ(got.hand_counts[t], want.hand_counts[t]);
      EXPECT_EQ(got.purses[t], want.purses[t]);
    }
  }
  for (int t = 0; t < truth.NumSeats(); ++t) EXPECT_EQ(PopCount(back->Hand(t)), PopCount(truth.Hand(t)));
  EXPECT_TRUE(back->CheckInvariants().ok());
}

// The hidden cards dealt again at random among the hidden places (the observer's hand kept).
State Reshuffled(const State& truth, int observer, Rng* rng) {
  const CardMask hidden = PublicView::HiddenFrom(truth, observer);
  std::vector<Card> cards;
  for (CardMask m = hidden; m; m &= m - 1) cards.push_back(LowestCard(m));
  rng->Shuffle(cards.data(), static_cast<int>(cards.size()));
  CardMask hands[kMaxSeats] = {};
  CardMask spare = truth.SpareCards() & ~hidden;
  std::size_t next = 0;
  for (int t = 0; t < truth.NumSeats(); ++t) {
    hands[t] = truth.Hand(t) & ~hidden;
    for (int i = PopCount(truth.Hand(t) & hidden); i > 0; --i) hands[t] |= Bit(cards[next++]);
  }
  for (int i = PopCount(truth.SpareCards() & hidden); i > 0; --i) spare |= Bit(cards[next++]);
  State other = truth;
  EXPECT_TRUE(other.SetHiddenCards(observer, hands, spare).ok());
  return other;
}

// Every table size in a release build; under AddressSanitizer (a minute otherwise) every other one.
#if defined(__SANITIZE_ADDRESS__)
constexpr int kSizeStep = 2;
#else
constexpr int kSizeStep = 1;
#endif

TEST(PublicView, HidesWhatASeatMayNotKnowAtEveryActionOfEveryPresetAndSize) {
  Rng choices(7);
  int views = 0;
  for (int p = 0; p < kNumPresets; ++p) {
    for (int seats = 3; seats <= 8; seats += kSizeStep) {
      MatchConfig config;
      config.rules = RulesForPreset(static_cast<Preset>(p));
      config.seats = seats;
      config.seed = 1000 + p * 10 + seats;
      Result<State> s = State::NewMatch(config);
      ASSERT_TRUE(s.ok()) << s.error();
      while (!s->IsTerminal()) {
        for (int seat = -1; seat < seats; ++seat) {
          ExpectNoHiddenCard(*s, seat, PublicView::ToJson(*s, seat));
          ++views;
        }
        const int observer = static_cast<int>(choices.Below(seats));
        EXPECT_EQ(PublicView::ToJson(*s, observer).Dump(), PublicView::ToJson(Reshuffled(*s, observer, &choices), observer).Dump())
            << "the view of seat " << observer << " depends on cards it cannot see";
        const ActionList legal = s->LegalActions();
        ASSERT_TRUE(s->Apply(legal[choices.Below(static_cast<uint32_t>(legal.size()))]).ok());
      }
    }
  }
  EXPECT_GT(views, 10000 / kSizeStep);
}

TEST(PublicView, AWatcherSeesNoHandAndTheDealerSeesTheSpareOnlyWhenTheRulesSay) {
  MatchConfig config;
  config.seats = 4;
  config.seed = 5;
  Result<State> s = State::NewMatch(config);
  ASSERT_TRUE(s.ok());
  while (s->phase() == Phase::kPlaceCounter) s->Apply(s->LegalActions()[0]);
  CardMask all_hands = 0;
  for (int t = 0; t < 4; ++t) all_hands |= s->Hand(t);
  EXPECT_EQ(PublicView::HiddenFrom(*s, -1), all_hands | s->SpareCards());
  const bool sees = s->rules().dealer_sees != DealerSees::kNo;
  EXPECT_EQ((PublicView::HiddenFrom(*s, s->Dealer()) & s->SpareCards()) == 0, sees);
}

TEST(PublicView, RefusesAViewWhoseCountsDoNotMatchItsHiddenCards) {
  MatchConfig config;
  config.seats = 5;
  config.seed = 9;
  Result<State> s = State::NewMatch(config);
  ASSERT_TRUE(s.ok());
  Json view = PublicView::ToJson(*s, 0);
  Json hidden = Json::Object();
  Json counts = Json::Array();
  for (int t = 0; t < kMaxSeats; ++t) counts.Append(Json::Number(t == 1 ? 1 : 0));
  hidden.Set("hands", std::move(counts));
  hidden.Set("spare", Json::Number(0));
  view.Set("hidden", std::move(hidden));
  EXPECT_FALSE(PublicView::FromJson(view).ok());
  EXPECT_FALSE(PublicView::FromJson(Json::Array()).ok());
  EXPECT_FALSE(PublicView::FromJson(Json::Object()).ok());
}

}  // namespace
}  // namespace popejoan::engine
