#include "engine/deal_file.h"

#include "engine/board.h"
#include "engine/json_fields.h"
#include "engine/serialize.h"
#include "engine/sim.h"

namespace popejoan::engine {

namespace {

constexpr int32_t kMaxFileCounters = 1000000;  // a purse or a compartment in a deal file
constexpr const char* kPresetList = "classic, parlett, modern, victorian, five-pool, foster, foster-matrimony";

// A list of distinct cards such as ["9D", "KS"] into a mask.
void ReadCards(JsonFields& list, CardMask* out) {
  list.Items(0, JsonFields::kAnyCount, [&](JsonFields& item) {
    std::string word;
    if (!item.GetString(&word)) return;
    const Card c = ParseCard(word);
    if (c == kNoCard) {
      item.Fail("holds a bad card '" + PrintableText(word) + "' (rank A 2-9 T J Q K, suit C D H S)");
    } else if (*out & Bit(c)) {
      list.Refuse("card " + CardName(c) + " appears twice in " + list.Path());
    } else {
      *out |= Bit(c);
    }
  });
}

// "preset", then "options" over it. RulesFromJson reads an option's value as text, a number or
// a boolean; its result is re-applied onto the file's preset, which it does not know.
void ReadRules(JsonFields& f, Rules* rules) {
  std::string id;
  Preset preset = Preset::kClassic;
  if (f.String("preset", &id) && !ParsePreset(id, &preset)) {
    f.Refuse("unknown preset '" + PrintableText(id) + "' (" + kPresetList + ")");
  }
  if (!f.ok()) return;
  *rules = RulesForPreset(preset);
  f.Object("options", [&](JsonFields& options) {
    if (options.Has("preset")) {
      options.Refuse("set the preset with the top-level \"preset\" key");
      return;
    }
    const Result<Rules> read = RulesFromJson(options.json());
    if (!read.ok()) {
      options.Refuse(read.error());
      return;
    }
    for (const auto& m : options.json().members()) {
      const Status set = SetOption(rules, m.first, GetOption(*read, m.first));
      if (!set.ok()) options.Refuse(set.message);
    }
  }, JsonFields::kOptional);
}

// "purses", "board" and "centre": each optional, the preset's dressing otherwise.
void ReadCounters(JsonFields& f, DealSetup* d) {
  const std::size_t seats = static_cast<std::size_t>(d->seats);
  d->has_purses = f.Array("purses", seats, seats, [&](JsonFields& purse) {
    purse.GetInt(-kMaxFileCounters, kMaxFileCounters, &d->purses[purse.index()]);
  }, JsonFields::kOptional);
  f.Object("board", [&](JsonFields& board) {
    board.EachMember([&](JsonFields& count) {
      const int comp = ParseCompartment(count.key());
      if (comp >= 0 && LayoutHas(d->rules.layout, comp)) {
        count.GetInt(0, kMaxFileCounters, &d->board[comp]);
        return;
      }
      std::string ids;
      for (int c = 0; c < kNumCompartments; ++c) {
        if (LayoutHas(d->rules.layout, c)) ids += std::string(ids.empty() ? "" : " ") + CompartmentId(c);
      }
      count.Fail("is not a compartment of this board (" + ids + ")");
    });
  }, JsonFields::kOptional);
  f.Int("centre", 0, kMaxFileCounters, &d->centre, JsonFields::kOptional);
}

}  // namespace

Result<DealFile> ParseDealFile(const std::string& text) {
  JsonLimits limits;
  limits.max_bytes = kMaxDealFileBytes;
  limits.max_values = kMaxDealFileValues;
  Result<Json> parsed = Json::Parse(text, limits);
  if (!parsed.ok()) return Result<DealFile>::Error(parsed.error());
  JsonFields f(*parsed, "", "deal file");
  f.AllowOnly({"preset", "options", "seats", "dealer", "purses", "board", "centre", "hands", "spare", "turnup",
               "choices", "clearing"});
  DealFile file;
  DealSetup& d = file.setup;
  ReadRules(f, &d.rules);
  f.Int("seats", kMinSeats, kMaxSeats, &d.seats);
  f.Int("dealer", 0, d.seats - 1, &d.dealer);
  if (f.ok()) {
    const Status valid = Validate(d.rules, d.seats);
    if (!valid.ok()) f.Refuse("rules refused: " + valid.message);
  }
  ReadCounters(f, &d);
  const std::size_t seats = static_cast<std::size_t>(d.seats);
  f.Array("hands", seats, seats, [&](JsonFields& hand) { ReadCards(hand, &d.hands[hand.index()]); });
  f.Field("spare", [&](JsonFields& spare) { ReadCards(spare, &d.spare); });
  f.Field("turnup", [&](JsonFields& turnup) {
    if (turnup.json().is_null()) return;  // none
    d.turnup = turnup.json().is_string() ? ParseCard(turnup.json().as_string()) : kNoCard;
    if (d.turnup == kNoCard) turnup.Fail("must be a card like \"7H\" or null");
  }, JsonFields::kOptional);
  f.Bool("clearing", &d.clearing, JsonFields::kOptional);
  f.Array("choices", 0, JsonFields::kAnyCount, [&](JsonFields& choice) {
    std::string word;
    if (choice.GetString(&word)) file.choices.push_back(word);
  }, JsonFields::kOptional);
  if (!f.ok()) return Result<DealFile>::Error(f.error());
  return file;
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

// "seat 1 must choose a lead (legal: 2C 9H)": what a missing or illegal choice should have been.
std::string Awaited(const State& s) {
  std::string legal;
  for (Action a : s.LegalActions()) legal += std::string(legal.empty() ? "" : " ") + ActionWord(a);
  return "seat " + std::to_string(s.CurrentSeat()) + " must choose " + PhaseQuestion(s.phase()) + " (legal: " + legal + ")";
}

// The result JSON of docs/deal-format.md for a finished deal and its events.
Json DealResult(const State& s, const std::vector<Event>& events) {
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
    if (e.type != EventType::kPlay) {
      evs.Append(EventToJson(e));
      continue;
    }
    Json p = Json::Object();
    p.Set("seat", Json::Number(e.seat));
    p.Set("card", Json::String(CardName(e.card)));
    if (e.card == s.rules().pope_card && wild_as != kNoCard) {
      p.Set("as", Json::String(CardName(wild_as)));
      wild_as = kNoCard;
    }
    plays.Append(std::move(p));
  }
  out.Set("plays", std::move(plays));
  out.Set("events", std::move(evs));
  return out;
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
  for (; s.phase() != Phase::kDealOver && s.phase() != Phase::kMatchOver; ++next) {
    if (s.TablePasses()) {  // the Pope's pause with the Pope in no hand: nobody's choice (D23)
      s.ApplyUnchecked(kActionPass, &events);
      --next;
      continue;
    }
    if (next >= file->choices.size()) return RS::Error("missing choice " + std::to_string(next) + ": " + Awaited(s));
    const std::string& word = file->choices[next];
    const Action a = ParseChoice(s, word);
    if (a < 0 || !s.IsLegal(a)) {
      return RS::Error("illegal choice " + std::to_string(next) + " '" + PrintableText(word) + "': " + Awaited(s));
    }
    Status st = s.Apply(a, &events);
    if (!st.ok()) return RS::Error("choice " + std::to_string(next) + ": " + st.message);
  }
  if (next < file->choices.size()) {
    return RS::Error("unused choice " + std::to_string(next) + " '" + PrintableText(file->choices[next]) +
                     "': the deal is already over");
  }
  return DealResult(s, events).Dump(2) + "\n";
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
    if (play.TablePasses()) {  // nobody's choice: replaying passes by itself
      play.ApplyUnchecked(kActionPass);
      continue;
    }
    const Action a = RandomAction(play, &rng);
    choices.Append(Json::String(ActionWord(a)));
    play.ApplyUnchecked(a);
  }
  j.Set("choices", std::move(choices));
  return j.Dump(2) + "\n";
}

}  // namespace popejoan::engine
