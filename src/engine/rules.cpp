#include "engine/rules.h"

#include <cstdlib>
#include <iterator>

#include "engine/json.h"
#include "engine/number_text.h"

namespace popejoan::engine {

bool Rules::operator==(const Rules& o) const {
  return preset == o.preset && layout == o.layout && dressing == o.dressing && topup == o.topup &&
         lead == o.lead && pope_turnup == o.pope_turnup && pope_stake_cap == o.pope_stake_cap &&
         pope_bonus == o.pope_bonus && split == o.split && exemption == o.exemption &&
         per_card == o.per_card && wild_pope == o.wild_pope && spare == o.spare &&
         spare_count == o.spare_count && widow_turnup == o.widow_turnup &&
         dealer_sees == o.dealer_sees && winner_takes_game == o.winner_takes_game &&
         clear_board == o.clear_board && pack == o.pack && pope_card == o.pope_card &&
         doubling == o.doubling && purse == o.purse;
}

Rules RulesForPreset(Preset p) {
  Rules r;
  r.preset = p;
  switch (p) {
    case Preset::kClassic:
    case Preset::kFivePool:
      // 000: players pay x and the dealer 2x; Pope turn-up pays per card capped (we take 6).
      r.dressing = Dressing::kPlayersDealerDouble;
      r.pope_turnup = PopeTurnUp::kStakes;
      r.pope_stake_cap = 6;
      r.pope_bonus = true;
      if (p == Preset::kFivePool) r.layout = Layout::kFivePool;
      break;
    case Preset::kParlett:
      r.lead = LeadRule::kLowestOfSuit;  // 002
      break;
    case Preset::kModern:
      // 003: equal ante with centre, refill to level, widow turn-up, no per-card, no exemption.
      r.dressing = Dressing::kEqualAnte;
      r.topup = TopUp::kRefillToLevel;
      r.widow_turnup = true;
      r.per_card = false;
      r.exemption = false;
      break;
    case Preset::kVictorian:
      // 004: dealer dresses 15, dealer sees the spare hand, Pope turn-up wins Game and stakes.
      r.dealer_sees = DealerSees::kYes;
      r.pope_turnup = PopeTurnUp::kPopeJoanWins;
      r.clear_board = true;
      break;
    case Preset::kFoster:
    case Preset::kFosterMatrimony:
      // 001: full pack, Pope is the 7D, dealer dresses, holders of unplayed cards double.
      r.layout = p == Preset::kFoster ? Layout::kFoster : Layout::kFosterMatrimony;
      r.pack = 52;
      r.pope_card = k7D;
      r.exemption = false;
      r.doubling = true;
      if (p == Preset::kFosterMatrimony) {
        r.split = true;         // "they divide the pool"
        r.widow_turnup = true;  // D2
      }
      break;
  }
  return r;
}

namespace {
struct PresetRow {
  Preset preset;
  const char* id;
  const char* name;
};
const PresetRow kPresets[] = {
    {Preset::kClassic, "classic", "Classic (Peel)"},
    {Preset::kParlett, "parlett", "Parlett"},
    {Preset::kModern, "modern", "Modern"},
    {Preset::kVictorian, "victorian", "Victorian"},
    {Preset::kFivePool, "five-pool", "Five-Pool"},
    {Preset::kFoster, "foster", "Foster"},
    {Preset::kFosterMatrimony, "foster-matrimony", "Foster Matrimony"},
};
}  // namespace

const char* PresetId(Preset p) { return kPresets[static_cast<int>(p)].id; }
const char* PresetName(Preset p) { return kPresets[static_cast<int>(p)].name; }
bool ParsePreset(const std::string& id, Preset* out) {
  for (const auto& row : kPresets) {
    if (id == row.id) {
      *out = row.preset;
      return true;
    }
  }
  return false;
}

const std::vector<OptionInfo>& Options() {
  static const std::vector<OptionInfo> kOptions = {
      {"board", {{"eight"}, {"five-pool"}, {"foster"}, {"foster-matrimony"}}},
      {"dressing", {{"dealer"}, {"players"}, {"ante"}}},
      {"topup", {{"dressing"}, {"refill"}}},
      {"lead", {{"any"}, {"lowest"}}},
      {"pope-turnup", {{"pope-only"}, {"stakes"}, {"pope-joan-wins"}, {"throw-in"}}},
      {"pope-stake-cap", {{"none"}, {"4"}, {"6"}}},
      {"pope-bonus", {{"off"}, {"on"}}},
      {"split", {{"off"}, {"on"}}},
      {"exemption", {{"on"}, {"off"}}},
      {"per-card", {{"on"}, {"off"}}},
      {"wild-pope", {{"off"}, {"on"}}},
      {"spare", {{"hand"}, {"fixed"}, {"remainder"}}},
      {"spare-count", {}, 0, 30},
      {"widow-turnup", {{"off"}, {"on"}}},
      {"dealer-sees", {{"no"}, {"yes"}, {"sits-out"}}},
      {"winner-takes-game", {{"off"}, {"on"}}},
      {"clear-board", {{"off"}, {"on"}}},
      {"pack", {{"51"}, {"52"}}},
      {"pope", {{"9D"}, {"7D"}}},
      {"doubling", {{"off"}, {"on"}}},
      {"purse", {}, 0, 100000},
  };
  return kOptions;
}

namespace {
const char* OnOff(bool b) { return b ? "on" : "off"; }
bool ParseOnOff(const std::string& v, bool* out) {
  if (v == "on" || v == "true" || v == "yes") {
    *out = true;
    return true;
  }
  if (v == "off" || v == "false" || v == "no") {
    *out = false;
    return true;
  }
  return false;
}
bool ParseInt(const std::string& v, int lo, int hi, int* out) {
  const std::optional<uint64_t> x = v.size() <= 9 ? ParseWhole(v, static_cast<uint64_t>(hi)) : std::nullopt;
  if (!x || *x < static_cast<uint64_t>(lo)) return false;
  *out = static_cast<int>(*x);
  return true;
}
// Each option's ids, in its enum's order.
constexpr const char* kLayoutIds[] = {"eight", "five-pool", "foster", "foster-matrimony"};
constexpr const char* kDressingIds[] = {"dealer", "players", "ante"};
constexpr const char* kTopUpIds[] = {"dressing", "refill"};
constexpr const char* kLeadIds[] = {"any", "lowest"};
constexpr const char* kPopeTurnUpIds[] = {"pope-only", "stakes", "pope-joan-wins", "throw-in"};
constexpr const char* kSpareIds[] = {"hand", "fixed", "remainder"};
constexpr const char* kDealerSeesIds[] = {"no", "yes", "sits-out"};

template <typename E, E Rules::*kField, const char* const* kIds>
std::string GetEnum(const Rules& r) {
  return kIds[static_cast<int>(r.*kField)];
}
template <typename E, E Rules::*kField, const char* const* kIds, int kCount>
bool SetEnum(Rules* r, const std::string& v) {
  for (int i = 0; i < kCount; ++i) {
    if (v == kIds[i]) r->*kField = static_cast<E>(i);
    if (v == kIds[i]) return true;
  }
  return false;
}
template <bool Rules::*kField>
std::string GetFlag(const Rules& r) {
  return OnOff(r.*kField);
}
template <bool Rules::*kField>
bool SetFlag(Rules* r, const std::string& v) {
  return ParseOnOff(v, &(r->*kField));
}
template <typename T, T Rules::*kField>
std::string GetNumber(const Rules& r) {
  return std::to_string(r.*kField);
}
template <typename T, T Rules::*kField, int kMin, int kMax>
bool SetNumber(Rules* r, const std::string& v) {
  int x = 0;
  if (!ParseInt(v, kMin, kMax, &x)) return false;
  r->*kField = static_cast<T>(x);
  return true;
}
std::string GetStakeCap(const Rules& r) { return r.pope_stake_cap == 0 ? "none" : std::to_string(r.pope_stake_cap); }
bool SetStakeCap(Rules* r, const std::string& v) {
  int x = 0;
  if (v == "none" || v == "0") x = 0;
  else if (!ParseInt(v, 4, 6, &x) || x == 5) return false;
  r->pope_stake_cap = static_cast<int8_t>(x);
  return true;
}
std::string GetPope(const Rules& r) { return CardName(r.pope_card); }
bool SetPope(Rules* r, const std::string& v) {
  const Card c = ParseCard(v);
  if (c != k9D && c != k7D) return false;
  r->pope_card = c;
  return true;
}

// How each option is read from and written to Rules, by its name in files.
struct OptionAccess {
  const char* name;
  std::string (*get)(const Rules&);
  bool (*set)(Rules*, const std::string&);
};
template <typename E, E Rules::*kField, const char* const* kIds, std::size_t kCount>
constexpr OptionAccess EnumOption(const char* name) {
  return {name, &GetEnum<E, kField, kIds>, &SetEnum<E, kField, kIds, static_cast<int>(kCount)>};
}
template <bool Rules::*kField>
constexpr OptionAccess FlagOption(const char* name) {
  return {name, &GetFlag<kField>, &SetFlag<kField>};
}
template <typename T, T Rules::*kField, int kMin, int kMax>
constexpr OptionAccess NumberOption(const char* name) {
  return {name, &GetNumber<T, kField>, &SetNumber<T, kField, kMin, kMax>};
}
constexpr OptionAccess kAccess[] = {
    EnumOption<Layout, &Rules::layout, kLayoutIds, std::size(kLayoutIds)>("board"),
    EnumOption<Dressing, &Rules::dressing, kDressingIds, std::size(kDressingIds)>("dressing"),
    EnumOption<TopUp, &Rules::topup, kTopUpIds, std::size(kTopUpIds)>("topup"),
    EnumOption<LeadRule, &Rules::lead, kLeadIds, std::size(kLeadIds)>("lead"),
    EnumOption<PopeTurnUp, &Rules::pope_turnup, kPopeTurnUpIds, std::size(kPopeTurnUpIds)>("pope-turnup"),
    {"pope-stake-cap", &GetStakeCap, &SetStakeCap},
    FlagOption<&Rules::pope_bonus>("pope-bonus"),
    FlagOption<&Rules::split>("split"),
    FlagOption<&Rules::exemption>("exemption"),
    FlagOption<&Rules::per_card>("per-card"),
    FlagOption<&Rules::wild_pope>("wild-pope"),
    EnumOption<SpareMode, &Rules::spare, kSpareIds, std::size(kSpareIds)>("spare"),
    NumberOption<int8_t, &Rules::spare_count, 0, 30>("spare-count"),
    FlagOption<&Rules::widow_turnup>("widow-turnup"),
    EnumOption<DealerSees, &Rules::dealer_sees, kDealerSeesIds, std::size(kDealerSeesIds)>("dealer-sees"),
    FlagOption<&Rules::winner_takes_game>("winner-takes-game"),
    FlagOption<&Rules::clear_board>("clear-board"),
    NumberOption<int8_t, &Rules::pack, 51, 52>("pack"),
    {"pope", &GetPope, &SetPope},
    FlagOption<&Rules::doubling>("doubling"),
    NumberOption<int32_t, &Rules::purse, 0, 100000>("purse"),
};

const OptionAccess* FindAccess(const std::string& name) {
  for (const OptionAccess& option : kAccess) {
    if (name == option.name) return &option;
  }
  return nullptr;
}

// The values an option takes, as its bad-value message lists them.
std::string AllowedValues(const std::string& name) {
  std::string allowed;
  for (const auto& info : Options()) {
    if (name != info.name) continue;
    for (const auto& val : info.values) allowed += std::string(allowed.empty() ? "" : ", ") + val.value;
    if (info.values.empty()) allowed = std::to_string(info.min_value) + ".." + std::to_string(info.max_value);
  }
  return allowed;
}
}  // namespace

std::string GetOption(const Rules& r, const std::string& name) {
  const OptionAccess* option = FindAccess(name);
  return option != nullptr ? option->get(r) : "";
}

Status SetOption(Rules* r, const std::string& name, const std::string& v) {
  const OptionAccess* option = FindAccess(name);
  if (option == nullptr) return Status::Error("unknown option '" + PrintableText(name) + "'");
  if (option->set(r, v)) return Status::Ok();
  return Status::Error("bad value '" + PrintableText(v) + "' for option '" + name + "' (allowed: " + AllowedValues(name) + ")");
}

bool HasTrump(const Rules& r) { return r.layout != Layout::kFoster; }

namespace {
bool IsFosterLayout(const Rules& r) {
  return r.layout == Layout::kFoster || r.layout == Layout::kFosterMatrimony;
}
bool HasGame(const Rules& r) { return r.layout != Layout::kFoster; }
}  // namespace

DealShape ShapeFor(const Rules& r, int players) {
  DealShape s;
  if (players < 1) return s;
  const int n = r.pack;
  const int reserve = HasTrump(r) ? 1 : 0;  // D4: one card kept back for the turn-up
  switch (r.spare) {
    case SpareMode::kExtraHand:
      if (IsFosterLayout(r)) {
        // 001's table of cards per player for 3..8 players (52 cards).
        static const int kFosterPer[9] = {0, 0, 0, 15, 12, 9, 8, 7, 6};
        s.per_player = players <= 8 ? kFosterPer[players] : 0;
        if (s.per_player == 0) s.per_player = (n - reserve) / (players + 1);
      } else {
        s.per_player = (n - reserve) / (players + 1);
      }
      break;
    case SpareMode::kFixed:
      s.per_player = (n - reserve - r.spare_count) / players;
      break;
    case SpareMode::kRemainder:
      s.per_player = (n - reserve) / players;
      break;
  }
  if (s.per_player < 0) s.per_player = 0;
  s.turnup = HasTrump(r) && !r.widow_turnup ? 1 : 0;
  s.spare = n - s.per_player * players - s.turnup;
  return s;
}

int PlayersDealt(const Rules& r, int seats) {
  return seats - (r.dealer_sees == DealerSees::kSitsOut ? 1 : 0);
}

RulesProblem FindProblem(const Rules& r, int seats) {
  if (seats < kMinSeats || seats > kMaxSeats) return RulesProblem::kSeats;
  const bool foster = IsFosterLayout(r);
  if (r.pack == 52 && !foster) return RulesProblem::kFullPackOffFoster;
  if (r.pope_card != k9D && !foster) return RulesProblem::kSevenPopeOffFoster;
  if (!HasGame(r) && r.dressing == Dressing::kPlayersDealerDouble) return RulesProblem::kPlayersDressingNoGame;
  if (!HasGame(r) && r.winner_takes_game) return RulesProblem::kWinnerTakesGameNoGame;
  if (r.winner_takes_game && !r.per_card) return RulesProblem::kWinnerTakesGameNoPerCard;
  if (foster && r.pope_turnup != PopeTurnUp::kPopeOnly) return RulesProblem::kPopeTurnUpOnFoster;
  if (!HasTrump(r) && r.widow_turnup) return RulesProblem::kWidowTurnUpNoTrump;
  if (r.dealer_sees == DealerSees::kSitsOut && seats < 4) return RulesProblem::kSitsOutTooFew;
  if (r.spare == SpareMode::kFixed && r.spare_count < 0) return RulesProblem::kSpareCountNegative;
  if (ShapeFor(r, PlayersDealt(r, seats)).per_player < 1) return RulesProblem::kNoCardsToDeal;
  if (r.pope_stake_cap != 0 && r.pope_stake_cap != 4 && r.pope_stake_cap != 6) {
    return RulesProblem::kBadStakeCap;
  }
  return RulesProblem::kNone;
}

Status Validate(const Rules& r, int seats) {
  switch (FindProblem(r, seats)) {
    case RulesProblem::kNone:
      return Status::Ok();
    case RulesProblem::kSeats:
      return Status::Error("seats must be 3..8, got " + std::to_string(seats));
    case RulesProblem::kFullPackOffFoster:
      return Status::Error("pack 52 is only for the Foster layouts: the standard board needs the 8D "
                           "out as a stop");
    case RulesProblem::kSevenPopeOffFoster:
      return Status::Error("pope 7D is only for the Foster layouts: on the standard board the Pope "
                           "is the 9D");
    case RulesProblem::kPlayersDressingNoGame:
      return Status::Error("dressing 'players' puts its surplus on Game, which board 'foster' "
                           "does not have");
    case RulesProblem::kWinnerTakesGameNoGame:
      return Status::Error("winner-takes-game needs a Game compartment, which board 'foster' "
                           "does not have");
    case RulesProblem::kWinnerTakesGameNoPerCard:
      return Status::Error("winner-takes-game needs per-card on: the losers' per-card penalties "
                           "are what dress the board");
    case RulesProblem::kPopeTurnUpOnFoster:
      return Status::Error("pope-turnup must be 'pope-only' on the Foster layouts: the turn-up stays "
                           "in the stock and wins nothing");
    case RulesProblem::kWidowTurnUpNoTrump:
      return Status::Error("widow-turnup needs a turn-up, and board 'foster' has no trump");
    case RulesProblem::kSitsOutTooFew:
      return Status::Error("dealer-sees 'sits-out' needs at least 4 seats so that 3 play");
    case RulesProblem::kSpareCountNegative:
      return Status::Error("spare-count must not be negative");
    case RulesProblem::kNoCardsToDeal:
      return Status::Error("spare-count " + std::to_string(r.spare_count) + " leaves no cards for " +
                           std::to_string(PlayersDealt(r, seats)) + " players");
    case RulesProblem::kBadStakeCap:
      return Status::Error("pope-stake-cap must be none, 4 or 6");
  }
  return Status::Ok();
}

}  // namespace popejoan::engine
