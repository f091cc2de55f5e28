#include "engine/public_view.h"

#include <string>
#include <vector>

#include "engine/json_fields.h"
#include "engine/number_text.h"
#include "engine/serialize.h"

namespace popejoan::engine {

namespace {

constexpr int kUnknownOwner = -1;

// How many hidden cards each hand (then the spare, last) holds, as Write wrote them.
Status ReadHiddenCounts(const Json& view, std::array<int8_t, kMaxSeats + 1>* counts) {
  JsonFields root(view, "", "the view");
  root.Object("hidden", [&](JsonFields& hidden) {
    hidden.Array("hands", kMaxSeats, kMaxSeats,
                 [&](JsonFields& n) { n.GetInt(0, kNumCards, &(*counts)[n.index()]); });
    hidden.Int("spare", 0, kNumCards, &(*counts)[kMaxSeats]);
  });
  return root.ok() ? Status::Ok() : Status::Error(root.error());
}

}  // namespace

CardMask PublicView::HiddenFrom(const State& state, int seat) {
  const bool open = state.phase() == Phase::kDealOver || state.phase() == Phase::kMatchOver || state.IsClearingDeal();
  if (open) return 0;
  CardMask hidden = 0;
  for (int t = 0; t < state.NumSeats(); ++t) {
    if (t != seat) hidden |= state.Hand(t);
  }
  const bool dealer_sees = state.rules().dealer_sees != DealerSees::kNo && seat == state.Dealer();
  if (!dealer_sees) hidden |= state.SpareCards();
  return hidden;
}

SeatView PublicView::Seen(const State& state, int seat) {
  const CardMask hidden = HiddenFrom(state, seat);
  SeatView view{state, {}};
  State& s = view.state;
  for (int t = 0; t < kMaxSeats; ++t) {
    view.hidden[t] = static_cast<int8_t>(PopCount(s.hands_[t] & hidden));
    s.hands_[t] &= ~hidden;
  }
  view.hidden[kMaxSeats] = static_cast<int8_t>(PopCount(s.spare_ & hidden));
  s.spare_ &= ~hidden;
  for (CardMask m = hidden; m; m &= m - 1) s.owner_[LowestCard(m)] = kUnknownOwner;
  s.rng_ = Rng();
  s.seed_ = 0;
  s.current_ = static_cast<int8_t>(state.DeciderSeenBy(seat));  // the Pope's pause asks its holder alone
  return view;
}

void PublicView::Write(const SeatView& view, const std::string* rules_json, JsonWriter* out) {
  out->BeginObject();
  StateSerializer::WriteMembers(view.state, rules_json, out);
  out->Key("hidden").BeginObject().Key("hands").BeginArray();
  for (int t = 0; t < kMaxSeats; ++t) out->Number(view.hidden[t]);
  out->EndArray().Key("spare").Number(view.hidden[kMaxSeats]).EndObject();
  out->EndObject();
}

uint64_t SeatView::Hash() const {
  uint64_t h = state.WordHash();
  for (int8_t n : hidden) h = (h ^ static_cast<uint8_t>(n)) * 0x100000001B3ULL;
  return h;
}

// The document of Write's text: one way to make a view.
Json PublicView::ToJson(const State& state, int seat) {
  std::string text;
  JsonWriter out(&text);
  Write(state, seat, nullptr, &out);
  Result<Json> json = Json::Parse(text);
  return json.ok() ? std::move(*json) : Json();
}

Result<SeatView> PublicView::SeenFromJson(const Json& json) {
  using R = Result<SeatView>;
  if (!json.is_object()) return R::Error("the view is not an object");
  SeatView view{State(), {}};
  Status read = ReadHiddenCounts(json, &view.hidden);
  if (read.ok()) read = StateSerializer::ReadUnchecked(json, &view.state);
  if (!read.ok()) return R::Error(read.message);
  return view;
}

Result<State> PublicView::Filled(const SeatView& view) {
  State s = view.state;
  int unknown = 0;
  for (int c = 0; c < kNumCards; ++c) unknown += s.owner_[c] == kUnknownOwner;
  int counted = 0;
  for (int8_t n : view.hidden) counted += n;
  if (counted != unknown) return Result<State>::Error("the view's hidden cards and their counts differ");
  int place = 0, left = view.hidden[0];
  for (int c = 0; c < kNumCards; ++c) {
    if (s.owner_[c] != kUnknownOwner) continue;
    while (left == 0) left = view.hidden[++place];
    --left;
    if (place < kMaxSeats) {
      s.hands_[place] |= Bit(static_cast<Card>(c));
      s.owner_[c] = static_cast<int8_t>(place);
    } else {
      s.spare_ |= Bit(static_cast<Card>(c));
      s.owner_[c] = kOwnerSpare;
    }
  }
  const Status checked = StateSerializer::Checked(&s);
  if (!checked.ok()) return Result<State>::Error(checked.message);
  return s;
}

Result<State> PublicView::FromJson(const Json& json) {
  Result<SeatView> seen = SeenFromJson(json);
  if (!seen.ok()) return Result<State>::Error(seen.error());
  return Filled(*seen);
}

}  // namespace popejoan::engine
