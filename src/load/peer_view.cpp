#include "load/peer_view.h"

namespace popejoan::load {
namespace {

constexpr int kCardsPerSuit = 13;

bool ReadNumber(const engine::Json& object, const char* key, long* out) {
  const engine::Json* value = object.Find(key);
  if (value == nullptr || !value->is_number()) return false;
  *out = static_cast<long>(value->as_number());
  return true;
}

}  // namespace

engine::Result<PeerView> ReadPeerView(const engine::Json& view) {
  if (!view.is_object()) return engine::Result<PeerView>::Error("the view is not an object");
  PeerView out;
  long seat = -1, turn = -1, lead = -1;
  if (!ReadNumber(view, "step", &out.step) || !ReadNumber(view, "seat", &seat) ||
      !ReadNumber(view, "turn", &turn) || !ReadNumber(view, "lead", &lead)) {
    return engine::Result<PeerView>::Error("the view lacks step, seat, turn or lead");
  }
  const engine::Json* over = view.Find("over");
  const engine::Json* hand = view.Find("hand");
  if (over == nullptr || !over->is_bool() || hand == nullptr || !hand->is_array()) {
    return engine::Result<PeerView>::Error("the view lacks over or hand");
  }
  out.seat = static_cast<int>(seat);
  out.turn = static_cast<int>(turn);
  out.lead = static_cast<int>(lead);
  out.over = over->as_bool();
  for (const engine::Json& card : hand->items()) {
    if (!card.is_number()) return engine::Result<PeerView>::Error("a card in the hand is not a number");
    out.hand.push_back(static_cast<int>(card.as_number()));
  }
  return out;
}

int ChooseCard(const PeerView& view, std::mt19937_64& rng) {
  std::vector<int> legal;
  for (int card : view.hand) {
    if (card / kCardsPerSuit == view.lead) legal.push_back(card);
  }
  if (legal.empty()) legal = view.hand;
  if (legal.empty()) return -1;
  return legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)];
}

}  // namespace popejoan::load
