// Helpers for unit tests: scripted deals from short card strings, seeded matches.
#pragma once

#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "engine/deal_file.h"
#include "engine/state.h"

namespace popejoan::engine {
namespace testing_util {

inline CardMask Cards(const std::string& text) {
  std::istringstream in(text);
  std::string word;
  CardMask m = 0;
  while (in >> word) m |= Bit(ParseCard(word));
  return m;
}

// Hands for seats 0.. in order; every other card of the pack goes to the spare hand.
inline DealSetup DealOf(const Rules& rules, int dealer, const std::vector<std::string>& hands,
                       const std::string& turnup) {
  DealSetup d;
  d.rules = rules;
  d.seats = static_cast<int>(hands.size());
  d.dealer = dealer;
  CardMask used = 0;
  for (size_t i = 0; i < hands.size(); ++i) {
    d.hands[i] = Cards(hands[i]);
    used |= d.hands[i];
  }
  d.turnup = turnup.empty() ? kNoCard : ParseCard(turnup);
  if (d.turnup != kNoCard) used |= Bit(d.turnup);
  CardMask pack = kFullPack;
  if (rules.pack == 51) pack &= ~Bit(k8D);
  d.spare = pack & ~used;
  return d;
}

// Applies deal-file words in order; returns the first error or "".
inline std::string Play(State* s, const std::vector<std::string>& words,
                        std::vector<Event>* events = nullptr) {
  for (const auto& w : words) {
    const Action a = ParseChoice(*s, w);
    if (a < 0) return "cannot parse " + w + " in phase " + PhaseId(s->phase());
    Status st = s->Apply(a, events);
    if (!st.ok()) return st.message;
  }
  return "";
}

inline int CountEvents(const std::vector<Event>& ev, EventType t) {
  int n = 0;
  for (const auto& e : ev) n += e.type == t;
  return n;
}

inline std::string PlayedSequence(const std::vector<Event>& ev) {
  std::string out;
  for (const auto& e : ev) {
    if (e.type != EventType::kPlay) continue;
    if (!out.empty()) out += ' ';
    out += std::to_string(e.seat) + ":" + CardName(e.card);
  }
  return out;
}

// A classic match of four from `seed`, its first events in `events`.
inline State NewClassicMatch(std::uint64_t seed, std::vector<Event>* events) {
  MatchConfig config;
  config.rules = RulesForPreset(Preset::kClassic);
  config.seats = 4;
  config.seed = seed;
  return State::NewMatch(config, events).value();
}

}  // namespace testing_util
}  // namespace popejoan::engine
