#include "engine/public_view.h"

#include <string>
#include <vector>

#include "engine/number_text.h"
#include "engine/serialize.h"

namespace popejoan::engine {

namespace {

constexpr int kUnknownOwner = -1;

// A whole number of `json` in [lo, hi], else false.
bool ReadCount(const Json* json, int64_t lo, int64_t hi, int64_t* out) {
  if (json == nullptr || !json->is_number()) return false;
  *out = json->as_number();
  return *out >= lo && *out <= hi;
}

// How many hidden cards each hand (then the spare, last) holds, as ToJson wrote it.
Result<std::vector<int64_t>> ReadHiddenCounts(const Json* hidden) {
  using R = Result<std::vector<int64_t>>;
  if (hidden == nullptr || !hidden->is_object()) return R::Error("the view has no \"hidden\" object");
  const Json* hands = hidden->Find("hands");
  if (hands == nullptr || !hands->is_array() || hands->items().size() != kMaxSeats) {
    return R::Error("\"hidden\".\"hands\" must list " + std::to_string(kMaxSeats) + " counts");
  }
  std::vector<int64_t> counts;
  for (const Json& item : hands->items()) {
    int64_t n = 0;
    if (!ReadCount(&item, 0, kNumCards, &n)) return R::Error("a hidden hand's count is out of range");
    counts.push_back(n);
  }
  int64_t spare = 0;
  if (!ReadCount(hidden->Find("spare"), 0, kNumCards, &spare)) return R::Error("the hidden spare's count is out of range");
  counts.push_back(spare);
  return counts;
}

// `state` (the view's "state" object) with the hidden cards dealt in card order into the
// hidden places: the hands in seat order, then the spare.
Result<Json> FillHidden(const Json& state, const std::vector<int64_t>& counts) {
  const Json* owner = state.Find("owner_");
  const Json* hands = state.Find("hands_");
  const Json* spare = state.Find("spare_");
  uint64_t spare_mask = 0;
  if (owner == nullptr || !owner->is_array() || owner->items().size() != kNumCards || hands == nullptr ||
      !hands->is_array() || hands->items().size() != kMaxSeats || spare == nullptr || !spare->is_string() ||
      !ParseHex(spare->as_string(), &spare_mask)) {
    return Result<Json>::Error("the view's state lacks its cards");
  }
  std::vector<int> unknown;
  for (int c = 0; c < kNumCards; ++c) {
    if (owner->items()[c].is_number() && owner->items()[c].as_number() == kUnknownOwner) unknown.push_back(c);
  }
  int64_t total = 0;
  for (int64_t n : counts) total += n;
  if (total != static_cast<int64_t>(unknown.size())) return Result<Json>::Error("the view hides " + std::to_string(unknown.size()) + " cards but counts " + std::to_string(total));
  Json new_owner = *owner;
  std::vector<uint64_t> masks(kMaxSeats + 1, 0);
  for (int place = 0, next = 0; place <= kMaxSeats; ++place) {
    for (int64_t i = 0; i < counts[place]; ++i, ++next) masks[place] |= Bit(static_cast<Card>(unknown[next]));
  }
  Json new_owner_items = Json::Array();
  Json new_hands = Json::Array();
  for (int c = 0; c < kNumCards; ++c) {
    int64_t o = owner->items()[c].as_number();
    for (int place = 0; place <= kMaxSeats; ++place) {
      if (masks[place] & Bit(static_cast<Card>(c))) o = place < kMaxSeats ? place : kOwnerSpare;
    }
    new_owner_items.Append(owner->items()[c].is_number() ? Json::Number(o) : owner->items()[c]);
  }
  for (int t = 0; t < kMaxSeats; ++t) {
    uint64_t mask = 0;
    const Json& item = hands->items()[t];
    if (!item.is_string() || !ParseHex(item.as_string(), &mask)) return Result<Json>::Error("a hand of the view is unreadable");
    new_hands.Append(Json::String(HashHex(mask | masks[t])));
  }
  Json filled = Json::Object();
  for (const Json::Member& m : state.members()) filled.Set(m.first, m.second);
  filled.Set("owner_", std::move(new_owner_items));
  filled.Set("hands_", std::move(new_hands));
  filled.Set("spare_", Json::String(HashHex(spare_mask | masks[kMaxSeats])));
  return filled;
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

void PublicView::Write(const State& state, int seat, const std::string* rules_json, JsonWriter* out) {
  const CardMask hidden = HiddenFrom(state, seat);
  State s = state;
  int counts[kMaxSeats];
  for (int t = 0; t < kMaxSeats; ++t) {
    counts[t] = PopCount(s.hands_[t] & hidden);
    s.hands_[t] &= ~hidden;
  }
  const int spare = PopCount(s.spare_ & hidden);
  s.spare_ &= ~hidden;
  for (CardMask m = hidden; m; m &= m - 1) s.owner_[LowestCard(m)] = kUnknownOwner;
  s.rng_ = Rng();
  s.seed_ = 0;
  s.current_ = static_cast<int8_t>(state.DeciderSeenBy(seat));  // the Pope's pause asks its holder alone
  out->BeginObject();
  StateSerializer::WriteMembers(s, rules_json, out);
  out->Key("hidden").BeginObject().Key("hands").BeginArray();
  for (int n : counts) out->Number(n);
  out->EndArray().Key("spare").Number(spare).EndObject();
  out->EndObject();
}

// The document of Write's text: one way to make a view.
Json PublicView::ToJson(const State& state, int seat) {
  std::string text;
  JsonWriter out(&text);
  Write(state, seat, nullptr, &out);
  Result<Json> json = Json::Parse(text);
  return json.ok() ? std::move(*json) : Json();
}

Result<State> PublicView::FromJson(const Json& json) {
  if (!json.is_object()) return Result<State>::Error("the view is not an object");
  Result<std::vector<int64_t>> counts = ReadHiddenCounts(json.Find("hidden"));
  if (!counts.ok()) return Result<State>::Error(counts.error());
  const Json* state = json.Find("state");
  if (state == nullptr || !state->is_object()) return Result<State>::Error("the view has no state");
  Result<Json> filled = FillHidden(*state, *counts);
  if (!filled.ok()) return Result<State>::Error(filled.error());
  Json whole = Json::Object();
  for (const Json::Member& m : json.members()) {
    if (m.first != "hidden") whole.Set(m.first, m.first == "state" ? *filled : m.second);
  }
  return StateSerializer::FromJson(whole);
}

}  // namespace popejoan::engine
