#include "ui/views/table_motion.h"

#include <algorithm>
#include <cmath>

#include "ui/paint/board_painter.h"
#include "ui/paint/card_painter.h"
#include "ui/paint/draw_text.h"
#include "ui/test_probe.h"

namespace popejoan::ui {

void PileFlight::NoteNewPlay(const GameController& controller, const TableLayout& layout, MotionStyle style,
                             const TablePlaces& places) {
  const TableModel& model = controller.model();
  const int played = engine::PopCount(model.played);
  const bool same_deal = model.deal_index == played_deal_;
  const bool one_more = same_deal && played == played_seen_ + 1 && !model.run.empty();
  if (!same_deal) hand_box_.fill(Box{});
  if (played != played_seen_ || !same_deal) card_ = engine::kNoCard;  // undone, skipped or a new deal
  played_seen_ = played;
  played_deal_ = model.deal_index;
  const PlayedCard& p = model.run.empty() ? PlayedCard{} : model.run.back();
  if (!one_more || style == MotionStyle::kNone || p.card == engine::kNoCard) return;
  const int count = static_cast<int>(model.run.size());
  flight_.to = PileCardBox(layout, count - 1, count);
  flight_.start = ImGui::GetTime();
  flight_.seconds = FlightSeconds(controller.pace());
  flight_.style = style;
  // From your hand where the card was, else from its player's seat (a smaller card leaving it).
  std::string from = "table";
  const Box* seat = p.seat >= 0 && p.seat < engine::kMaxSeats ? &places.seats[static_cast<size_t>(p.seat)] : nullptr;
  if (p.seat == model.viewer && !hand_box_[static_cast<size_t>(p.card)].Empty()) {
    flight_.from = hand_box_[static_cast<size_t>(p.card)];
    from = "hand";
  } else if (seat != nullptr && !seat->Empty()) {
    const float w = flight_.to.w * 0.7f, h = flight_.to.h * 0.7f;
    flight_.from = {seat->CentreX() - w * 0.5f, seat->CentreY() - h * 0.5f, w, h};
    from = "seat-" + std::to_string(p.seat);
  } else {
    flight_.from = {places.board_centre.x, places.board_centre.y, 1.0f, 1.4f};
  }
  card_ = p.card;
  last_ = engine::CardName(p.card) + " " + MotionStyleName(style) + " from " + from;
}

FlightFrame PileFlight::OnPile(engine::Card card, bool last) const {
  return card == card_ && last ? FlightAt(flight_, ImGui::GetTime()) : FlightFrame{};
}

void PileFlight::Draw(const TableModel& model, TestProbe* probe) {
  if (card_ == engine::kNoCard) return;
  const FlightFrame frame = FlightAt(flight_, ImGui::GetTime());
  if (frame.landed || model.run.empty() || model.run.back().card != card_) {
    card_ = engine::kNoCard;
    return;
  }
  probe->flight = engine::CardName(card_);
  if (flight_.style != MotionStyle::kTravel) return;  // a fade is drawn in its place on the pile
  DrawCardFace(ImGui::GetWindowDrawList(), TopLeft(frame.box), frame.box.w, engine::RankOf(card_), engine::SuitOf(card_));
}

void CounterGlide::Draw(const GameController& controller, const TablePlaces& places) {
  const TableModel& model = controller.model();
  if (model.motion_id != seen_) {
    seen_ = model.motion_id;
    start_ = ImGui::GetTime();
  }
  const double duration = std::clamp(controller.pace() * 0.8, 0.0, 0.5);
  const double t = duration > 0.0 ? (ImGui::GetTime() - start_) / duration : 1.0;
  if (start_ < 0.0 || t >= 1.0) return;
  auto where = [&](int seat, int comp) {
    if (seat >= 0 && seat < model.num_seats) return Centre(places.seats[static_cast<size_t>(seat)]);
    if (comp >= 0 && comp < engine::kNumCompartments) return places.compartments[static_cast<size_t>(comp)];
    return places.board_centre;
  };
  const TableModel::Motion& m = model.motion;
  const ImVec2 a = where(m.from_seat, m.from_compartment);
  const ImVec2 b = where(m.to_seat, m.to_compartment);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const int chips = std::min(m.amount, 5);
  for (int i = 0; i < chips; ++i) {
    // Staggered, eased: each chip leaves a little after the one before.
    const double local = std::clamp(t * 1.4 - 0.1 * i, 0.0, 1.0);
    const float e = static_cast<float>(local * local * (3.0 - 2.0 * local));
    const ImVec2 p(a.x + (b.x - a.x) * e, a.y + (b.y - a.y) * e - std::sin(e * 3.14159f) * 30.0f);
    DrawCounterStack(draw, ImVec2(p.x, p.y + 7.0f), 7.0f, 1);
  }
}

RevealClock RevealTimer::For(const GameController& controller, MotionStyle style) {
  // A new reveal for each deal's end (the actions so far tell one end from the next).
  const int key = static_cast<int>(controller.History().size());
  if (key != deal_) {
    deal_ = key;
    start_ = ImGui::GetTime();
  }
  int cards = engine::PopCount(controller.state().SpareCards());
  for (int s = 0; s < controller.model().num_seats; ++s) cards += engine::PopCount(controller.state().Hand(s));
  RevealClock clock;
  clock.style = style;
  clock.seconds = style == MotionStyle::kNone ? 0.0 : RevealSeconds(controller.pace(), cards);
  clock.elapsed = ImGui::GetTime() - start_;
  return clock;
}

}  // namespace popejoan::ui
