#include "engine/replay.h"

#include "engine/deal_file.h"
#include "engine/json.h"
#include "engine/number_text.h"

namespace popejoan {
namespace {

constexpr int kReplayVersion = 1;

}  // namespace

JsonLimits ReplayJsonLimits() {
  JsonLimits limits;
  limits.max_bytes = kMaxReplayBytes;
  limits.max_values = kMaxReplayValues;
  return limits;
}

std::string ReplayToJson(const Replay& replay) {
  Json root = Json::Object();
  root.Set("format", Json::String("popejoan-replay"));
  root.Set("version", Json::Number(kReplayVersion));
  root.Set("preset", Json::String(PresetId(replay.config.rules.preset)));
  Json options = Json::Object();
  for (const OptionInfo& option : Options()) {
    options.Set(option.name, Json::String(GetOption(replay.config.rules, option.name)));
  }
  root.Set("options", options);
  Json seats = Json::Array();
  for (const ReplaySeat& s : replay.seats) {
    Json seat = Json::Object();
    seat.Set("name", Json::String(s.name));
    seat.Set("human", Json::Bool(s.human));
    seat.Set("level", Json::String(s.level));
    seats.Append(seat);
  }
  root.Set("seats", seats);
  root.Set("rounds", Json::Number(replay.config.rounds));
  root.Set("seed", Json::String(std::to_string(replay.config.seed)));
  Json actions = Json::Array();
  for (Action a : replay.actions) actions.Append(Json::String(ActionWord(a)));
  root.Set("actions", actions);
  if (!replay.hashes.empty()) {
    Json hashes = Json::Array();
    for (uint64_t h : replay.hashes) hashes.Append(Json::String(HashHex(h)));
    root.Set("hashes", hashes);
  }
  return root.Dump(1);
}

Result<Replay> ParseReplay(const std::string& text) {
  using R = Result<Replay>;
  Result<Json> parsed = Json::Parse(text, ReplayJsonLimits());
  if (!parsed.ok()) return R::Error("replay: " + parsed.error());
  const Json& root = parsed.value();
  if (!root.is_object()) return R::Error("replay: expected a JSON object");
  const Json* format = root.Find("format");
  if (!format || !format->is_string() || format->as_string() != "popejoan-replay") {
    return R::Error("replay: \"format\" must be \"popejoan-replay\"");
  }
  const Json* version = root.Find("version");
  if (!version || !version->is_number()) return R::Error("replay: \"version\" missing");
  if (version->as_number() != kReplayVersion) {
    return R::Error("replay: version " + std::to_string(version->as_number()) + " is not supported (this game reads " +
                    std::to_string(kReplayVersion) + ")");
  }
  for (const auto& member : root.members()) {
    static const char* const kKeys[] = {"format", "version", "preset", "options", "seats",
                                        "rounds", "seed",    "actions", "hashes"};
    bool known = false;
    for (const char* k : kKeys) known = known || member.first == k;
    if (!known) return R::Error("replay: unknown key \"" + PrintableText(member.first) + "\"");
  }

  Replay replay;
  const Json* preset = root.Find("preset");
  Preset p;
  if (!preset || !preset->is_string() || !ParsePreset(preset->as_string(), &p)) {
    return R::Error("replay: \"preset\" must be one of classic, parlett, modern, victorian, five-pool, foster, foster-matrimony");
  }
  replay.config.rules = RulesForPreset(p);
  if (const Json* options = root.Find("options")) {
    if (!options->is_object()) return R::Error("replay: \"options\" must be an object");
    for (const auto& option : options->members()) {
      if (!option.second.is_string()) {
        return R::Error("replay: option \"" + PrintableText(option.first) + "\" must be a string");
      }
      const Status set = SetOption(&replay.config.rules, option.first, option.second.as_string());
      if (!set.ok()) return R::Error("replay: " + set.message);
    }
  }
  const Json* seats = root.Find("seats");
  if (!seats || !seats->is_array()) return R::Error("replay: \"seats\" must be a list");
  for (const Json& s : seats->items()) {
    const Json* name = s.is_object() ? s.Find("name") : nullptr;
    const Json* human = s.is_object() ? s.Find("human") : nullptr;
    const Json* level = s.is_object() ? s.Find("level") : nullptr;
    if (!name || !name->is_string() || !human || !human->is_bool() || (level && !level->is_string())) {
      return R::Error("replay: each seat needs \"name\" (text), \"human\" (true/false) and an optional \"level\"");
    }
    if (name->as_string().empty() || name->as_string().size() > kMaxSeatNameBytes ||
        (level && level->as_string().size() > kMaxSeatLevelBytes)) {
      return R::Error("replay: a seat's name must be 1 to " + std::to_string(kMaxSeatNameBytes) +
                      " bytes and its level at most " + std::to_string(kMaxSeatLevelBytes));
    }
    if (replay.seats.size() == kMaxSeats) return R::Error("replay: more than " + std::to_string(kMaxSeats) + " seats");
    replay.seats.push_back({name->as_string(), human->as_bool(), level ? level->as_string() : ""});
  }
  replay.config.seats = static_cast<int>(replay.seats.size());
  const Json* rounds = root.Find("rounds");
  if (!rounds || !rounds->is_number() || rounds->as_number() < 1 || rounds->as_number() > kMaxReplayRounds) {
    return R::Error("replay: \"rounds\" must be 1.." + std::to_string(kMaxReplayRounds));
  }
  replay.config.rounds = static_cast<int>(rounds->as_number());
  const Json* seed = root.Find("seed");
  if (!seed || !seed->is_string() || !ParseDecimal(seed->as_string(), &replay.config.seed)) {
    return R::Error("replay: \"seed\" must be a whole number written as text");
  }
  const Status valid = Validate(replay.config.rules, replay.config.seats);
  if (!valid.ok()) return R::Error("replay: " + valid.message);

  // Actions are words whose meaning depends on the phase: read them by playing them.
  const Json* actions = root.Find("actions");
  if (!actions || !actions->is_array()) return R::Error("replay: \"actions\" must be a list");
  Result<State> made = State::NewMatch(replay.config);
  if (!made.ok()) return R::Error("replay: " + made.error());
  State state = made.value();
  for (size_t i = 0; i < actions->items().size(); ++i) {
    const Json& word = actions->items()[i];
    if (!word.is_string()) return R::Error("replay: action " + std::to_string(i + 1) + " is not text");
    if (state.IsTerminal()) return R::Error("replay: action " + std::to_string(i + 1) + " comes after the match ended");
    const Action a = ParseChoice(state, word.as_string());
    if (a < 0 || !state.IsLegal(a)) {
      return R::Error("replay: action " + std::to_string(i + 1) + " \"" + PrintableText(word.as_string()) +
                      "\" is not legal here");
    }
    state.ApplyUnchecked(a);
    replay.actions.push_back(a);
  }
  if (const Json* hashes = root.Find("hashes")) {
    if (!hashes->is_array() || hashes->items().size() != replay.actions.size()) {
      return R::Error("replay: \"hashes\" must list one hash per action");
    }
    for (const Json& h : hashes->items()) {
      uint64_t v = 0;
      if (!h.is_string() || !ParseHex(h.as_string(), &v)) return R::Error("replay: a hash is not exactly 16 hex digits");
      replay.hashes.push_back(v);
    }
  }
  return replay;
}

Result<std::vector<State>> PlayReplay(const Replay& replay) {
  using R = Result<std::vector<State>>;
  Result<State> made = State::NewMatch(replay.config);
  if (!made.ok()) return R::Error(made.error());
  std::vector<State> states{made.value()};
  states.reserve(replay.actions.size() + 1);
  for (size_t i = 0; i < replay.actions.size(); ++i) {
    State next = states.back();
    const Status applied = next.Apply(replay.actions[i]);
    if (!applied.ok()) return R::Error("step " + std::to_string(i + 1) + ": " + applied.message);
    if (!replay.hashes.empty() && next.Hash() != replay.hashes[i]) {
      return R::Error("step " + std::to_string(i + 1) + ": the state differs from the one recorded (hash " +
                      HashHex(next.Hash()) + ", recorded " + HashHex(replay.hashes[i]) + ")");
    }
    states.push_back(next);
  }
  return states;
}

}  // namespace popejoan
