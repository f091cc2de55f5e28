// A deal's end in the mirror (access_mirror.h): what the drawn settlement shows, as text in the
// Table region, so a screen reader can check every counter as a sighted player can.
#include <algorithm>

#include "session/access_mirror.h"
#include "session/access_mirror_parts.h"
#include "session/controller.h"
#include "session/deal_review.h"
#include "session/words/language.h"

namespace popejoan::session {
namespace {

using mirror_internal::JoinWith;

std::string CardsInWords(engine::CardMask cards) {
  std::vector<std::string> words;
  for (engine::CardMask m = cards; m != 0; m &= m - 1) words.push_back(SpokenCard(engine::LowestCard(m)));
  return JoinWith(words, ", ");
}

// Each seat's cards left in hand (or how it has none), then the spare hand; and each purse
// before and after the deal ("Lady Agatha: 50 to 47 (-3)").
void SeatLines(const GameController& controller, std::vector<std::string>* left, std::vector<std::string>* purses) {
  const engine::State& state = controller.state();
  const TableModel& model = controller.model();
  for (int s = 0; s < model.num_seats; ++s) {
    const std::string name = ShownSeatName(model.seats[static_cast<size_t>(s)].name);
    const engine::CardMask cards = state.Hand(s);
    left->push_back(cards != 0 ? Fmt(Tr("{0}: {1}"), {name, CardsInWords(cards)}) : EmptyHandWords(model, s));
    const std::int32_t before = controller.PurseAtDealStart(s), change = state.Purse(s) - before;
    purses->push_back(Fmt(Tr("{0}: {1} to {2} ({3})"), {name, std::to_string(before), std::to_string(state.Purse(s)),
                                                         (change >= 0 ? "+" : "") + std::to_string(change)}));
  }
  if (state.SpareCards() != 0) left->push_back(Fmt(Tr("{0}: {1}"), {Tr("Spare hand"), CardsInWords(state.SpareCards())}));
}

std::vector<std::string> ReviewLines(const DealReviewer& reviewer) {
  if (!reviewer.done()) return {Tr("Comparing your play with the expert's…")};
  const DealReview& review = reviewer.review();
  std::vector<std::string> lines = {SpokenText(review.Summary())};
  for (const ReviewedDecision& d : review.decisions) lines.push_back(SpokenText(d.line));
  return lines;
}

}  // namespace

std::string EmptyHandWords(const TableModel& model, int seat) {
  const SeatModel& s = model.seats[static_cast<size_t>(seat)];
  const char* words = model.winner == seat ? Tr("{0}: went out") : !s.active ? Tr("{0}: sat out") : Tr("{0}: no cards");
  return Fmt(words, {ShownSeatName(s.name)});
}

std::vector<std::string> CounterMoves(const GameController& controller) {
  const TableModel& model = controller.model();
  std::vector<std::string> lines;
  std::string dressing;
  for (const engine::Event& e : controller.DealLog()) {
    switch (e.type) {
      case engine::EventType::kDress:
        dressing += (dressing.empty() ? "" : ", ") +
                    Fmt(Tr("{0} {1}|dressing"), {ShownSeatName(model.seats[static_cast<size_t>(std::max<int>(0, e.seat))].name),
                                                 std::to_string(e.amount)});
        break;
      case engine::EventType::kToCentre: case engine::EventType::kFromCentre:
      case engine::EventType::kTake: case engine::EventType::kShare: case engine::EventType::kCardPayment: case engine::EventType::kExempt:
      case engine::EventType::kPopeBonus: case engine::EventType::kPopeStakes: case engine::EventType::kDouble: case engine::EventType::kGoOut:
      case engine::EventType::kCarryOver: case engine::EventType::kClearTake: case engine::EventType::kPopeJoanWins: case engine::EventType::kThrownIn:
      case engine::EventType::kPlace:
        lines.push_back(Caption(model, e));
        break;
      default:
        break;
    }
  }
  if (!dressing.empty()) lines.insert(lines.begin(), Fmt(Tr("Dressing the board: {0}"), {dressing}));
  return lines;
}

std::vector<MirrorSection> SettlementSections(const GameController& controller, const DealReviewer* review) {
  std::vector<std::string> left, purses;
  SeatLines(controller, &left, &purses);
  std::vector<MirrorSection> sections = {{Tr("Cards left in hand"), left}};
  if (review != nullptr && !(review->done() && review->review().decisions.empty())) {
    sections.push_back({Tr("Your decisions"), ReviewLines(*review)});
  }
  std::vector<std::string> moves;
  for (const std::string& line : CounterMoves(controller)) moves.push_back(SpokenText(line));
  sections.push_back({Tr("How the counters moved"), moves});
  sections.push_back({Tr("Purses before and after the deal"), purses});
  return sections;
}

}  // namespace popejoan::session
