// Actions: the decisions a seat can face, as small integers. Forced plays are never actions.
//
//   action   meaning                                   phase          deal-file word
//   0..51    lead card a (Card numbering, card.h)      kLead          "9D", "TH" ...
//   52       play the Pope as a wild stop-breaker      kWildPope      "pope"
//   53       decline the wild Pope                      kWildPope      "pass"
//   54..63   place one counter on compartment a-54     kPlaceCounter  "pope" .. "game" (board.h
//            (the dealer's single stake, or a loser's               ids; in kWildPope "pope"
//            penalty under winner-takes-game)                       means action 52)
//   64       go on to the next deal (or end the match)  kDealOver      "next"
//
// Legal action lists are always sorted ascending.
#pragma once

#include <cstdint>
#include <string>

#include "engine/card.h"

namespace popejoan::engine {

using Action = int;

inline constexpr Action kActionPope = 52;
inline constexpr Action kActionPass = 53;
inline constexpr Action kActionPlaceBase = 54;
inline constexpr Action kActionNextDeal = 64;
inline constexpr int kNumActions = 65;

inline constexpr Action PlaceAction(int comp) { return kActionPlaceBase + comp; }
inline constexpr bool IsPlaceAction(Action a) { return a >= kActionPlaceBase && a < kActionPlaceBase + 10; }

// Fixed-capacity list (no heap): at most 52 actions are ever legal at once.
class ActionList {
 public:
  static constexpr int kCapacity = 64;
  void push_back(Action a) { items_[size_++] = static_cast<int8_t>(a); }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  Action operator[](int i) const { return items_[i]; }
  bool Contains(Action a) const {
    for (int i = 0; i < size_; ++i) {
      if (items_[i] == a) return true;
    }
    return false;
  }
  const int8_t* begin() const { return items_; }
  const int8_t* end() const { return items_ + size_; }

 private:
  int8_t items_[kCapacity];
  int size_ = 0;
};

// "9D", "pope", "pass", "place:game", "next".
std::string ActionToString(Action a);
// The deal-file word for an action in a given phase context: cards, "pope", "pass", compartment
// ids, "next".
std::string ActionWord(Action a);

}  // namespace popejoan::engine
