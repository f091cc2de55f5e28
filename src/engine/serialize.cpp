#include "engine/serialize.h"

#include <cstring>

#include "engine/number_text.h"

namespace popejoan {

namespace {

Json ElementToJson(const unsigned char* p, int size) {
  switch (size) {
    case 1: {
      int8_t v;
      std::memcpy(&v, p, 1);
      return Json::Number(v);
    }
    case 2: {
      int16_t v;
      std::memcpy(&v, p, 2);
      return Json::Number(v);
    }
    case 4: {
      int32_t v;
      std::memcpy(&v, p, 4);
      return Json::Number(v);
    }
    default: {
      uint64_t v;
      std::memcpy(&v, p, 8);
      return Json::String(HashHex(v));
    }
  }
}

bool ElementFromJson(const Json& j, unsigned char* p, int size) {
  if (size == 8) {
    uint64_t v = 0;
    if (!j.is_string() || !ParseHex(j.as_string(), &v)) return false;
    std::memcpy(p, &v, 8);
    return true;
  }
  if (!j.is_number()) return false;
  const int64_t v = j.as_number();
  if (size == 1) {
    if (v < -128 || v > 127) return false;
    const int8_t x = static_cast<int8_t>(v);
    std::memcpy(p, &x, 1);
  } else if (size == 2) {
    if (v < -32768 || v > 65535) return false;
    const uint16_t x = static_cast<uint16_t>(v);
    std::memcpy(p, &x, 2);
  } else {
    if (v < INT32_MIN || v > INT32_MAX) return false;
    const int32_t x = static_cast<int32_t>(v);
    std::memcpy(p, &x, 4);
  }
  return true;
}
}  // namespace

Json RulesToJson(const Rules& rules) {
  Json j = Json::Object();
  j.Set("preset", Json::String(PresetId(rules.preset)));
  for (const auto& info : Options()) j.Set(info.name, Json::String(GetOption(rules, info.name)));
  return j;
}

Result<Rules> RulesFromJson(const Json& json) {
  if (!json.is_object()) return Result<Rules>::Error("rules must be an object");
  Rules r;
  const Json* preset = json.Find("preset");
  if (preset) {
    Preset p;
    if (!preset->is_string() || !ParsePreset(preset->as_string(), &p)) {
      return Result<Rules>::Error("unknown preset in rules");
    }
    r = RulesForPreset(p);
  }
  for (const auto& m : json.members()) {
    if (m.first == "preset") continue;
    std::string value;
    if (m.second.is_string()) value = m.second.as_string();
    else if (m.second.is_bool()) value = m.second.as_bool() ? "on" : "off";
    else if (m.second.is_number()) value = std::to_string(m.second.as_number());
    else return Result<Rules>::Error("option '" + PrintableText(m.first) + "' must be a string, number or boolean");
    Status st = SetOption(&r, m.first, value);
    if (!st.ok()) return Result<Rules>::Error(st.message);
  }
  return r;
}

Json StateSerializer::ToJson(const State& s) {
  Json j = Json::Object();
  j.Set("format", Json::String("popejoan-match"));
  j.Set("version", Json::Number(kSerializeVersion));
  j.Set("rules", RulesToJson(s.rules_));
  Json fields = Json::Object();
  s.VisitFields([&fields](const char* name, const void* p, int size, int count) {
    const unsigned char* bytes = static_cast<const unsigned char*>(p);
    if (count == 1 && std::strcmp(name, "rng_") != 0) {
      fields.Set(name, ElementToJson(bytes, size));
      return;
    }
    Json arr = Json::Array();
    for (int i = 0; i < count; ++i) arr.Append(ElementToJson(bytes + i * size, size));
    fields.Set(name, std::move(arr));
  });
  j.Set("state", std::move(fields));
  return j;
}

Result<State> StateSerializer::FromJson(const Json& j) {
  using R = Result<State>;
  if (!j.is_object()) return R::Error("not a saved match: expected a JSON object");
  const Json* format = j.Find("format");
  if (!format || !format->is_string() || format->as_string() != "popejoan-match") {
    return R::Error("not a saved match: format is not \"popejoan-match\"");
  }
  const Json* version = j.Find("version");
  if (!version || !version->is_number()) return R::Error("saved match has no version");
  if (version->as_number() != kSerializeVersion) {
    return R::Error("saved match version " + std::to_string(version->as_number()) +
                    " is not supported (this build reads version " + std::to_string(kSerializeVersion) + ")");
  }
  const Json* rules_json = j.Find("rules");
  if (!rules_json) return R::Error("saved match has no rules");
  Result<Rules> rules = RulesFromJson(*rules_json);
  if (!rules.ok()) return R::Error(rules.error());
  const Json* fields = j.Find("state");
  if (!fields || !fields->is_object()) return R::Error("saved match has no state");
  State s;
  s.rules_ = *rules;
  std::string error;
  s.VisitMutableFields([&](const char* name, void* p, int size, int count) {
    if (!error.empty()) return;
    const Json* v = fields->Find(name);
    if (!v) {
      error = std::string("saved match lacks field ") + name;
      return;
    }
    unsigned char* bytes = static_cast<unsigned char*>(p);
    const bool as_array = count > 1 || std::strcmp(name, "rng_") == 0;
    if (!as_array) {
      if (!ElementFromJson(*v, bytes, size)) error = std::string("bad value for field ") + name;
      return;
    }
    if (!v->is_array() || static_cast<int>(v->items().size()) != count) {
      error = std::string("field ") + name + " must be an array of " + std::to_string(count);
      return;
    }
    for (int i = 0; i < count; ++i) {
      if (!ElementFromJson(v->items()[static_cast<size_t>(i)], bytes + i * size, size)) {
        error = std::string("bad value in field ") + name;
        return;
      }
    }
  });
  if (!error.empty()) return R::Error(error);
  // Range checks before anything indexes with these values.
  Status valid = Validate(s.rules_, s.seats_);
  if (!valid.ok()) return R::Error("saved rules invalid: " + valid.message);
  const int n = s.seats_;
  auto seat_or_none = [n](int v) { return v >= -1 && v < n; };
  auto seat = [n](int v) { return v >= 0 && v < n; };
  const int phase = static_cast<int>(s.phase_);
  if (phase < 0 || phase > static_cast<int>(Phase::kMatchOver)) return R::Error("bad phase");
  if (!seat(s.dealer_) || !seat(s.first_dealer_)) return R::Error("bad dealer");
  if (!seat_or_none(s.current_) || !seat_or_none(s.leader_) || !seat_or_none(s.last_player_) ||
      !seat_or_none(s.winner_)) {
    return R::Error("bad seat number");
  }
  if (s.num_deals_ < 1 || s.deal_index_ < 0 || s.deal_index_ > s.num_deals_) return R::Error("bad deal count");
  if (s.layout_mask_ != LayoutMask(s.rules_.layout)) return R::Error("board layout mismatch");
  if (s.turnup_ < -1 || s.turnup_ >= kNumCards || s.last_card_ < -1 || s.last_card_ >= kNumCards) {
    return R::Error("bad card");
  }
  if (s.trump_ < -1 || s.trump_ > 3 || s.honour_ < -1 || s.honour_ > 3) return R::Error("bad suit");
  if (s.active_ >= (1u << n)) return R::Error("bad active seats");
  for (int c = 0; c < kNumCards; ++c) {
    if (s.owner_[c] < 0 || s.owner_[c] > kOwnerPack) return R::Error("bad card owner");
    if (!seat_or_none(s.played_by_[c])) return R::Error("bad card player");
  }
  for (int i = 0; i < kMaxSeats; ++i) {
    if (s.owe_[i] < 0 || (i >= n && (s.owe_[i] != 0 || s.purses_[i] != 0 || s.hands_[i] != 0))) {
      return R::Error("bad seat data");
    }
  }
  // Counters are summed in 64 bits here, but State::Move adds in 32: bound them first.
  int64_t counters = s.centre_ < 0 ? -1 : s.centre_;
  for (int i = 0; i < kMaxSeats && counters >= 0; ++i) counters += s.purses_[i] < 0 ? -int64_t{s.purses_[i]} : s.purses_[i];
  for (int c = 0; c < kNumCompartments && counters >= 0; ++c) counters = s.board_[c] < 0 ? -1 : counters + s.board_[c];
  if (counters < 0 || counters > kMaxCountersInPlay || s.total_ < -kMaxCountersInPlay || s.total_ > kMaxCountersInPlay) {
    return R::Error("counters out of range: purses, board and centre may hold " + std::to_string(kMaxCountersInPlay) +
                    " at most, and no compartment fewer than none");
  }
  if (s.rounds_ < 1 || s.rounds_ > 1000000 || s.num_deals_ > s.rounds_ * n) return R::Error("bad deal count");
  if ((s.hands_[0] | s.spare_ | s.played_ | s.missing_) & ~kFullPack) return R::Error("bad card mask");
  for (int i = 1; i < kMaxSeats; ++i) {
    if (s.hands_[i] & ~kFullPack) return R::Error("bad card mask");
  }
  s.ComputeAwardCards();  // derived, never trusted from the text
  Status inv = s.CheckInvariants();
  if (!inv.ok()) return R::Error("saved match inconsistent: " + inv.message);
  switch (s.phase_) {
    case Phase::kLead:
      if (!seat(s.current_) || s.hands_[s.current_] == 0) return R::Error("lead phase without a leader holding cards");
      break;
    case Phase::kWildPope:
      if (!seat(s.current_) || s.owner_[s.rules_.pope_card] != s.current_ || s.last_card_ < 0 ||
          RankOf(s.last_card_) == kKing || !seat(s.last_player_)) {
        return R::Error("wild-Pope phase inconsistent");
      }
      break;
    case Phase::kPlaceCounter:
      if (!seat(s.current_) || (!s.placing_stake_ && s.owe_[s.current_] <= 0)) {
        return R::Error("placement phase inconsistent");
      }
      break;
    default:
      break;
  }
  return s;
}

std::string Serialize(const State& state) { return StateSerializer::ToJson(state).Dump(); }

Result<State> Deserialize(const std::string& text) {
  JsonLimits limits;
  limits.max_bytes = kMaxStateBytes;
  limits.max_values = kMaxStateValues;
  Result<Json> j = Json::Parse(text, limits);
  if (!j.ok()) return Result<State>::Error(j.error());
  return StateSerializer::FromJson(*j);
}

}  // namespace popejoan
