#include "engine/deal_file.h"

#include "engine/board.h"
#include "engine/serialize.h"
#include "engine/sim.h"

namespace popejoan {

namespace {
using R = Result<DealFile>;

bool ParseCardList(const Json& j, const std::string& where, CardMask* out, std::string* error) {
  if (!j.is_array()) {
    *error = where + " must be a list of cards";
    return false;
  }
  for (size_t i = 0; i < j.items().size(); ++i) {
    const Json& item = j.items()[i];
    const std::string at = where + "[" + std::to_string(i) + "]";
    if (!item.is_string()) {
      *error = at + " must be a card string like \"9D\"";
      return false;
    }
    const Card c = ParseCard(item.as_string());
    if (c == kNoCard) {
      *error = at + ": bad card '" + PrintableText(item.as_string()) + "' (rank A 2-9 T J Q K, suit C D H S)";
      return false;
    }
    if (*out & Bit(c)) {
      *error = "card " + CardName(c) + " appears twice in " + where;
      return false;
    }
    *out |= Bit(c);
  }
  return true;
}

bool SmallInt(const Json& j, int64_t lo, int64_t hi, int* out) {
  if (!j.is_number() || j.as_number() < lo || j.as_number() > hi) return false;
  *out = static_cast<int>(j.as_number());
  return true;
}
}  // namespace

Result<DealFile> ParseDealFile(const std::string& text) {
  JsonLimits limits;
  limits.max_bytes = kMaxDealFileBytes;
  limits.max_values = kMaxDealFileValues;
  Result<Json> parsed = Json::Parse(text, limits);
  if (!parsed.ok()) return R::Error(parsed.error());
  const Json& j = *parsed;
  if (!j.is_object()) return R::Error("deal file must be a JSON object");
  static const char* const kKeys[] = {"preset", "options", "seats", "dealer", "purses", "board",
                                      "centre", "hands", "spare", "turnup", "choices", "clearing"};
  for (const auto& m : j.members()) {
    bool known = false;
    for (const char* k : kKeys) known = known || m.first == k;
    if (!known) return R::Error("unknown key \"" + PrintableText(m.first) + "\" in deal file");
  }
  DealFile f;
  DealSetup& d = f.setup;
  const Json* preset = j.Find("preset");
  if (!preset || !preset->is_string()) return R::Error("\"preset\" is required (classic, parlett, modern, victorian, five-pool, foster, foster-matrimony)");
  Preset p;
  if (!ParsePreset(preset->as_string(), &p)) {
    return R::Error("unknown preset '" + PrintableText(preset->as_string()) + "' (classic, parlett, modern, victorian, five-pool, foster, foster-matrimony)");
  }
  d.rules = RulesForPreset(p);
  if (const Json* options = j.Find("options")) {
    if (!options->is_object()) return R::Error("\"options\" must be an object");
    Json with_preset = *options;
    Result<Rules> rules = RulesFromJson(with_preset);
    if (!rules.ok()) return R::Error(rules.error());
    // RulesFromJson starts from classic without "preset"; re-apply onto the file's preset.
    Rules r = RulesForPreset(p);
    for (const auto& m : options->members()) {
      if (m.first == "preset") return R::Error("set the preset with the top-level \"preset\" key");
      Status st = SetOption(&r, m.first, GetOption(*rules, m.first));
      if (!st.ok()) return R::Error(st.message);
    }
    d.rules = r;
  }
  const Json* seats = j.Find("seats");
  if (!seats || !SmallInt(*seats, kMinSeats, kMaxSeats, &d.seats)) return R::Error("\"seats\" must be a number 3..8");
  const Json* dealer = j.Find("dealer");
  if (!dealer || !SmallInt(*dealer, 0, d.seats - 1, &d.dealer)) {
    return R::Error("\"dealer\" must be a seat number 0.." + std::to_string(d.seats - 1));
  }
  Status valid = Validate(d.rules, d.seats);
  if (!valid.ok()) return R::Error("rules refused: " + valid.message);
  if (const Json* purses = j.Find("purses")) {
    if (!purses->is_array() || static_cast<int>(purses->items().size()) != d.seats) {
      return R::Error("\"purses\" must list one number per seat (" + std::to_string(d.seats) + ")");
    }
    for (int i = 0; i < d.seats; ++i) {
      if (!SmallInt(purses->items()[static_cast<size_t>(i)], -1000000, 1000000, &d.purses[i])) {
        return R::Error("purses[" + std::to_string(i) + "] must be a whole number");
      }
    }
    d.has_purses = true;
  }
  if (const Json* board = j.Find("board")) {
    if (!board->is_object()) return R::Error("\"board\" must be an object of compartment: counters");
    for (const auto& m : board->members()) {
      const int comp = ParseCompartment(m.first);
      if (comp < 0 || !LayoutHas(d.rules.layout, comp)) {
        std::string ids;
        for (int c = 0; c < kNumCompartments; ++c) {
          if (LayoutHas(d.rules.layout, c)) ids += std::string(ids.empty() ? "" : " ") + CompartmentId(c);
        }
        return R::Error("board has no compartment '" + PrintableText(m.first) + "' (this board: " + ids + ")");
      }
      if (!SmallInt(m.second, 0, 1000000, &d.board[comp])) {
        return R::Error("board." + PrintableText(m.first) + " must be a whole number >= 0");
      }
    }
  }
  if (const Json* centre = j.Find("centre")) {
    if (!SmallInt(*centre, 0, 1000000, &d.centre)) return R::Error("\"centre\" must be a whole number >= 0");
  }
  const Json* hands = j.Find("hands");
  if (!hands || !hands->is_array() || static_cast<int>(hands->items().size()) != d.seats) {
    return R::Error("\"hands\" must list one hand per seat (" + std::to_string(d.seats) + ")");
  }
  std::string error;
  for (int i = 0; i < d.seats; ++i) {
    if (!ParseCardList(hands->items()[static_cast<size_t>(i)], "hands[" + std::to_string(i) + "]", &d.hands[i], &error)) {
      return R::Error(error);
    }
  }
  const Json* spare = j.Find("spare");
  if (!spare) return R::Error("\"spare\" is required (a list of cards, possibly empty)");
  if (!ParseCardList(*spare, "spare", &d.spare, &error)) return R::Error(error);
  const Json* turnup = j.Find("turnup");
  if (turnup && !turnup->is_null()) {
    if (!turnup->is_string() || ParseCard(turnup->as_string()) == kNoCard) {
      return R::Error("\"turnup\" must be a card like \"7H\" or null");
    }
    d.turnup = ParseCard(turnup->as_string());
  }
  if (const Json* clearing = j.Find("clearing")) {
    if (!clearing->is_bool()) return R::Error("\"clearing\" must be true or false");
    d.clearing = clearing->as_bool();
  }
  if (const Json* choices = j.Find("choices")) {
    if (!choices->is_array()) return R::Error("\"choices\" must be a list of strings");
    for (size_t i = 0; i < choices->items().size(); ++i) {
      const Json& c = choices->items()[i];
      if (!c.is_string()) return R::Error("choices[" + std::to_string(i) + "] must be a string");
      f.choices.push_back(c.as_string());
    }
  }
  return f;
}

Action ParseChoice(const State& state, const std::string& word) {
  switch (state.phase()) {
    case Phase::kLead: {
      const Card c = ParseCard(word);
      return c == kNoCard ? -1 : c;
    }
    case Phase::kWildPope:
      if (word == "pope") return kActionPope;
      if (word == "pass") return kActionPass;
      return -1;
    case Phase::kPlaceCounter: {
      const int comp = ParseCompartment(word);
      return comp < 0 ? -1 : PlaceAction(comp);
    }
    case Phase::kDealOver:
      return word == "next" ? kActionNextDeal : -1;
    case Phase::kMatchOver:
      return -1;
  }
  return -1;
}

Json EventToJson(const Event& e) {
  Json j = Json::Object();
  j.Set("type", Json::String(EventTypeId(e.type)));
  if (e.seat >= 0) j.Set("seat", Json::Number(e.seat));
  const bool other_is_seat = e.type != EventType::kPlay;
  if (e.other >= 0 && other_is_seat) j.Set("other", Json::Number(e.other));
  if (e.card != kNoCard) j.Set("card", Json::String(CardName(e.card)));
  if (e.card2 != kNoCard) j.Set("card2", Json::String(CardName(e.card2)));
  if (e.comp >= 0) j.Set("compartment", Json::String(CompartmentId(e.comp)));
  if (e.amount != 0) j.Set("amount", Json::Number(e.amount));
  j.Set("text", Json::String(Describe(e)));
  return j;
}

namespace {
const char* PhaseQuestion(Phase p) {
  switch (p) {
    case Phase::kLead: return "a lead";
    case Phase::kWildPope: return "pope or pass";
    case Phase::kPlaceCounter: return "a compartment to place a counter on";
    default: return "a choice";
  }
}
}  // namespace

Result<std::string> ReplayDealFile(const std::string& text) {
  using RS = Result<std::string>;
  Result<DealFile> file = ParseDealFile(text);
  if (!file.ok()) return RS::Error(file.error());
  std::vector<Event> events;
  Result<State> made = State::NewScriptedDeal(file->setup, &events);
  if (!made.ok()) return RS::Error(made.error());
  State& s = *made;
  size_t next = 0;
  int number = 0;
  while (s.phase() != Phase::kDealOver && s.phase() != Phase::kMatchOver) {
    if (next >= file->choices.size()) {
      std::string legal;
      for (Action a : s.LegalActions()) legal += std::string(legal.empty() ? "" : " ") + ActionWord(a);
      return RS::Error("missing choice " + std::to_string(number) + ": seat " + std::to_string(s.CurrentSeat()) +
                       " must choose " + PhaseQuestion(s.phase()) + " (legal: " + legal + ")");
    }
    const std::string& word = file->choices[next];
    const Action a = ParseChoice(s, word);
    if (a < 0 || !s.IsLegal(a)) {
      std::string legal;
      for (Action l : s.LegalActions()) legal += std::string(legal.empty() ? "" : " ") + ActionWord(l);
      return RS::Error("illegal choice " + std::to_string(next) + " '" + PrintableText(word) + "': seat " +
                       std::to_string(s.CurrentSeat()) + " must choose " + PhaseQuestion(s.phase()) +
                       " (legal: " + legal + ")");
    }
    Status st = s.Apply(a, &events);
    if (!st.ok()) return RS::Error("choice " + std::to_string(next) + ": " + st.message);
    ++next;
    ++number;
  }
  if (next < file->choices.size()) {
    return RS::Error("unused choice " + std::to_string(next) + " '" + file->choices[next] + "': the deal is already over");
  }
  Json out = Json::Object();
  out.Set("winner", s.Winner() >= 0 ? Json::Number(s.Winner()) : Json::Null());
  Json purses = Json::Array();
  for (int i = 0; i < s.NumSeats(); ++i) purses.Append(Json::Number(s.Purse(i)));
  out.Set("purses", std::move(purses));
  Json board = Json::Object();
  for (int c = 0; c < kNumCompartments; ++c) {
    if (LayoutHas(s.rules().layout, c)) board.Set(CompartmentId(c), Json::Number(s.BoardCount(c)));
  }
  out.Set("board", std::move(board));
  out.Set("centre", Json::Number(s.Centre()));
  Json plays = Json::Array();
  Json evs = Json::Array();
  Card wild_as = kNoCard;
  for (const Event& e : events) {
    if (e.type == EventType::kWildPope) wild_as = e.card2;
    if (e.type == EventType::kPlay) {
      Json p = Json::Object();
      p.Set("seat", Json::Number(e.seat));
      p.Set("card", Json::String(CardName(e.card)));
      if (e.card == s.rules().pope_card && wild_as != kNoCard) {
        p.Set("as", Json::String(CardName(wild_as)));
        wild_as = kNoCard;
      }
      plays.Append(std::move(p));
      continue;
    }
    evs.Append(EventToJson(e));
  }
  out.Set("plays", std::move(plays));
  out.Set("events", std::move(evs));
  return out.Dump(2) + "\n";
}

Result<std::string> MakeDealFile(Preset preset, int seats, uint64_t seed) {
  using RS = Result<std::string>;
  MatchConfig config;
  config.rules = RulesForPreset(preset);
  config.seats = seats;
  config.rounds = 1;
  config.seed = seed;
  // Deal the cards without the match's dressing so the file shows the hands as dealt.
  Result<State> match = State::NewMatch(config);
  if (!match.ok()) return RS::Error(match.error());
  const State& s = *match;
  Json j = Json::Object();
  j.Set("preset", Json::String(PresetId(preset)));
  j.Set("options", Json::Object());
  j.Set("seats", Json::Number(seats));
  j.Set("dealer", Json::Number(s.Dealer()));
  // At creation nothing is played yet except under an immediate settlement; list the cards
  // each seat was dealt (played ones included) so the file re-creates the deal.
  Json dealt = Json::Array();
  for (int i = 0; i < seats; ++i) {
    Json h = Json::Array();
    for (int c = 0; c < kNumCards; ++c) {
      if (s.Owner(static_cast<Card>(c)) == i || s.PlayedBy(static_cast<Card>(c)) == i) {
        h.Append(Json::String(CardName(static_cast<Card>(c))));
      }
    }
    dealt.Append(std::move(h));
  }
  j.Set("hands", std::move(dealt));
  Json spare = Json::Array();
  CardMask spare_mask = s.SpareCards();
  if (s.rules().widow_turnup && s.TurnUp() != kNoCard) spare_mask &= ~Bit(s.TurnUp());
  for (CardMask m = spare_mask; m; m &= m - 1) spare.Append(Json::String(CardName(LowestCard(m))));
  j.Set("spare", std::move(spare));
  j.Set("turnup", s.TurnUp() == kNoCard ? Json::Null() : Json::String(CardName(s.TurnUp())));
  // Choices from a seeded random player.
  State play = s;
  Rng rng(seed ^ 0xD1B54A32D192ED03ULL);
  Json choices = Json::Array();
  while (play.phase() != Phase::kDealOver && play.phase() != Phase::kMatchOver) {
    const Action a = RandomAction(play, &rng);
    choices.Append(Json::String(ActionWord(a)));
    play.ApplyUnchecked(a);
  }
  j.Set("choices", std::move(choices));
  return j.Dump(2) + "\n";
}

}  // namespace popejoan
