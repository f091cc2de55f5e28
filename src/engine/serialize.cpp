#include "engine/serialize.h"

#include <cstring>

#include "engine/json_fields.h"
#include "engine/json_writer.h"
#include "engine/number_text.h"

namespace popejoan::engine {

bool StateSerializer::IsListField(const char* name, int count) { return count != 1 || std::strcmp(name, "rng_") == 0; }

void StateSerializer::WriteFieldElement(const void* element, int size, JsonWriter* out) {
  const unsigned char* p = static_cast<const unsigned char*>(element);
  switch (size) {
    case 1: {
      int8_t v;
      std::memcpy(&v, p, 1);
      out->Number(v);
      return;
    }
    case 2: {
      int16_t v;
      std::memcpy(&v, p, 2);
      out->Number(v);
      return;
    }
    case 4: {
      int32_t v;
      std::memcpy(&v, p, 4);
      out->Number(v);
      return;
    }
    default: {
      uint64_t v;
      std::memcpy(&v, p, 8);
      out->HexWord(v);
    }
  }
}

void StateSerializer::ReadFieldElement(JsonFields& v, void* element, int size) {
  unsigned char* p = static_cast<unsigned char*>(element);
  int64_t n = 0;
  switch (size) {
    case 8: {
      uint64_t word = 0;
      if (v.GetText([&](const std::string& text) { return ParseHex(text, &word); }, "16 hex digits")) {
        std::memcpy(p, &word, 8);
      }
      return;
    }
    case 1:
      if (v.GetInt(-128, 127, &n)) {
        const int8_t x = static_cast<int8_t>(n);
        std::memcpy(p, &x, 1);
      }
      return;
    case 2:
      if (v.GetInt(-32768, 65535, &n)) {
        const uint16_t x = static_cast<uint16_t>(n);
        std::memcpy(p, &x, 2);
      }
      return;
    default:
      if (v.GetInt(INT32_MIN, INT32_MAX, &n)) {
        const int32_t x = static_cast<int32_t>(n);
        std::memcpy(p, &x, 4);
      }
  }
}

namespace {

// One field: a value (`count` 0), or a list of `count`, whole or (`changes`) as [index, value]
// pairs. Out of the field visitor's loop, so that the page has one copy of it.
void ReadField(JsonFields& value, unsigned char* bytes, int size, int count, bool changes) {
  if (count == 0) return StateSerializer::ReadFieldElement(value, bytes, size);
  const Json& json = value.json();
  if (changes && json.is_array() && !json.items().empty() && json.items().front().is_array()) {
    value.Items(1, static_cast<std::size_t>(count), [&](JsonFields& pair) {
      int index = -1;
      pair.Items(2, 2, [&](JsonFields& part) {
        if (part.index() == 0) part.GetInt(0, count - 1, &index);
        else if (index >= 0) StateSerializer::ReadFieldElement(part, bytes + index * size, size);
      });
    });
    return;
  }
  const std::size_t n = static_cast<std::size_t>(count);
  value.Items(n, n, [&](JsonFields& item) {
    StateSerializer::ReadFieldElement(item, bytes + item.index() * static_cast<std::size_t>(size), size);
  });
}

}  // namespace

void StateSerializer::ReadStateFields(JsonFields& fields, State* s, bool changes) {
  s->VisitMutableFields([&](const char* name, void* p, int size, int count) {
    if (changes && !fields.Has(name)) return;
    const int list = IsListField(name, count) ? count : 0;
    fields.Field(name, [&](JsonFields& value) { ReadField(value, static_cast<unsigned char*>(p), size, list, changes); });
  });
}

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

void StateSerializer::WriteMembers(const State& s, const std::string* rules_json, JsonWriter* out) {
  out->Key("format").String("popejoan-match");
  out->Key("version").Number(kSerializeVersion);
  out->Key("rules");
  if (rules_json != nullptr) {
    out->Raw(*rules_json);
  } else {
    out->Value(RulesToJson(s.rules_));
  }
  out->Key("state").BeginObject();
  s.VisitFields([out](const char* name, const void* p, int size, int count) {
    const unsigned char* bytes = static_cast<const unsigned char*>(p);
    out->Key(name);
    if (!IsListField(name, count)) {
      WriteFieldElement(bytes, size, out);
      return;
    }
    out->BeginArray();
    for (int i = 0; i < count; ++i) WriteFieldElement(bytes + i * size, size, out);
    out->EndArray();
  });
  out->EndObject();
}

// The document of WriteMembers' text: one way to write a state, whether as text or as a Json.
Json StateSerializer::ToJson(const State& s) {
  std::string text;
  JsonWriter out(&text);
  out.BeginObject();
  WriteMembers(s, nullptr, &out);
  out.EndObject();
  Result<Json> json = Json::Parse(text);
  return json.ok() ? std::move(*json) : Json();
}

Result<State> StateSerializer::FromJson(const Json& j) {
  State s;
  Status read = ReadUnchecked(j, &s);
  if (read.ok()) read = Checked(&s);
  if (!read.ok()) return Result<State>::Error(read.message);
  return s;
}

Status StateSerializer::ReadUnchecked(const Json& j, State* s) {
  JsonFields f(j, "", "the saved match");
  f.Text("format", [](const std::string& id) { return id == "popejoan-match"; }, "\"popejoan-match\"");
  int64_t version = 0;
  if (f.Number("version", &version) && version != kSerializeVersion) {
    f.Refuse("saved match version " + std::to_string(version) + " is not supported (this build reads version " +
             std::to_string(kSerializeVersion) + ")");
  }
  f.Field("rules", [&](JsonFields& rules) {
    Result<Rules> read = RulesFromJson(rules.json());
    if (read.ok()) s->rules_ = *read;
    else rules.Refuse(read.error());
  });
  f.Object("state", [&](JsonFields& fields) { ReadStateFields(fields, s, false); });
  return f.ok() ? Status::Ok() : Status::Error(f.error());
}

Status StateSerializer::Checked(State* s) {
  Status checked = Validate(s->rules_, s->seats_);
  if (!checked.ok()) return Status::Error("saved rules invalid: " + checked.message);
  checked = CheckRanges(*s);
  if (checked.ok()) checked = CheckCounters(*s);
  if (!checked.ok()) return checked;
  s->ComputeAwardCards();  // derived, never trusted from the text
  checked = s->CheckInvariants();
  if (!checked.ok()) return Status::Error("saved match inconsistent: " + checked.message);
  return CheckPhase(*s);
}

// A table of each value's bounds and the message that refuses it, then the per-card and
// per-seat lists.
Status StateSerializer::CheckRanges(const State& s) {
  const int n = s.seats_;
  struct Bound {
    int64_t value, min, max;
    const char* problem;
  };
  const int64_t layout = LayoutMask(s.rules_.layout);
  const Bound bounds[] = {
      {static_cast<int>(s.phase_), 0, static_cast<int>(Phase::kMatchOver), "bad phase"},
      {s.dealer_, 0, n - 1, "bad dealer"},
      {s.first_dealer_, 0, n - 1, "bad dealer"},
      {s.current_, -1, n - 1, "bad seat number"},
      {s.leader_, -1, n - 1, "bad seat number"},
      {s.last_player_, -1, n - 1, "bad seat number"},
      {s.winner_, -1, n - 1, "bad seat number"},
      {s.num_deals_, 1, INT32_MAX, "bad deal count"},
      {s.deal_index_, 0, s.num_deals_, "bad deal count"},
      {s.layout_mask_, layout, layout, "board layout mismatch"},
      {s.turnup_, -1, kNumCards - 1, "bad card"},
      {s.last_card_, -1, kNumCards - 1, "bad card"},
      {s.trump_, -1, 3, "bad suit"},
      {s.honour_, -1, 3, "bad suit"},
      {s.active_, 0, (1 << n) - 1, "bad active seats"},
      {s.rounds_, 1, 1000000, "bad deal count"},
      {s.num_deals_, 1, int64_t{s.rounds_} * n, "bad deal count"},
  };
  for (const Bound& b : bounds) {
    if (b.value < b.min || b.value > b.max) return Status::Error(b.problem);
  }
  for (int c = 0; c < kNumCards; ++c) {
    if (s.owner_[c] < 0 || s.owner_[c] > kOwnerPack) return Status::Error("bad card owner");
    if (s.played_by_[c] < -1 || s.played_by_[c] >= n) return Status::Error("bad card player");
  }
  for (int i = 0; i < kMaxSeats; ++i) {
    if (s.owe_[i] < 0 || (i >= n && (s.owe_[i] != 0 || s.purses_[i] != 0 || s.hands_[i] != 0))) {
      return Status::Error("bad seat data");
    }
  }
  CardMask cards = s.spare_ | s.played_ | s.missing_;
  for (CardMask hand : s.hands_) cards |= hand;
  if (cards & ~kFullPack) return Status::Error("bad card mask");
  return Status::Ok();
}

// Counters are summed in 64 bits here, but State::Move adds in 32: bound them first.
Status StateSerializer::CheckCounters(const State& s) {
  bool negative = s.centre_ < 0;
  int64_t counters = s.centre_;
  for (int32_t purse : s.purses_) counters += purse < 0 ? -int64_t{purse} : purse;
  for (int32_t box : s.board_) {
    negative = negative || box < 0;
    counters += box;
  }
  if (negative || counters > kMaxCountersInPlay || s.total_ < -kMaxCountersInPlay || s.total_ > kMaxCountersInPlay) {
    return Status::Error("counters out of range: purses, board and centre may hold " +
                         std::to_string(kMaxCountersInPlay) + " at most, and no compartment fewer than none");
  }
  return Status::Ok();
}

// What each phase needs of the seat to move, which CheckInvariants does not check.
Status StateSerializer::CheckPhase(const State& s) {
  const bool seat = s.current_ >= 0 && s.current_ < s.seats_;
  switch (s.phase_) {
    case Phase::kLead:
      if (!seat || s.hands_[s.current_] == 0) return Status::Error("lead phase without a leader holding cards");
      break;
    case Phase::kWildPope:
      // No seat: no hand holds the Pope, or (a view) this seat is not the one asked (D23). The
      // pause comes only when the Pope may still be in a hand, and whoever stopped leads after it.
      if ((s.current_ != -1 && (!seat || s.owner_[s.rules_.pope_card] != s.current_)) || s.last_card_ < 0 ||
          RankOf(s.last_card_) == kKing || s.last_player_ < 0 || s.last_player_ >= s.seats_ ||
          !s.PopePauseDue() || s.hands_[s.last_player_] == 0) {
        return Status::Error("wild-Pope phase inconsistent");
      }
      break;
    case Phase::kPlaceCounter:
      if (!seat || (!s.placing_stake_ && s.owe_[s.current_] <= 0)) return Status::Error("placement phase inconsistent");
      break;
    default:
      break;
  }
  return Status::Ok();
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

}  // namespace popejoan::engine
