#include "engine/replay.h"

#include "engine/deal_file.h"
#include "engine/json.h"
#include "engine/json_fields.h"
#include "engine/number_text.h"

namespace popejoan::engine {
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

namespace {

constexpr const char* kPresetList = "one of classic, parlett, modern, victorian, five-pool, foster, foster-matrimony";

// "format" and "version" first: a newer file's keys are not unknown, they are newer.
void ReadHeader(JsonFields& f) {
  f.Text("format", [](const std::string& id) { return id == "popejoan-replay"; }, "\"popejoan-replay\"");
  int64_t version = 0;
  if (f.Number("version", &version) && version != kReplayVersion) {
    f.Refuse("version " + std::to_string(version) + " is not supported (this game reads " +
             std::to_string(kReplayVersion) + ")");
  }
  f.AllowOnly({"format", "version", "preset", "options", "seats", "rounds", "seed", "actions", "hashes"});
}

void ReadSeat(JsonFields& seat, std::vector<ReplaySeat>* seats) {
  ReplaySeat s;
  seat.String("name", &s.name);
  seat.Bool("human", &s.human);
  seat.String("level", &s.level, JsonFields::kOptional);
  if (seat.ok() && (s.name.empty() || s.name.size() > kMaxSeatNameBytes || s.level.size() > kMaxSeatLevelBytes)) {
    seat.Refuse(seat.Path() + ": a seat's name must be 1 to " + std::to_string(kMaxSeatNameBytes) +
                " bytes and its level at most " + std::to_string(kMaxSeatLevelBytes));
  }
  seats->push_back(s);
}

// Everything but the actions: the match's configuration and its seats.
void ReadMatch(JsonFields& f, Replay* replay) {
  MatchConfig& config = replay->config;
  Preset preset = Preset::kClassic;
  f.Text("preset", [&](const std::string& id) { return ParsePreset(id, &preset); }, kPresetList);
  config.rules = RulesForPreset(preset);
  f.Object("options", [&](JsonFields& options) {
    options.EachMember([&](JsonFields& option) {
      std::string value;
      if (!option.GetString(&value)) return;
      const Status set = SetOption(&config.rules, option.key(), value);
      if (!set.ok()) option.Refuse(set.message);
    });
  }, JsonFields::kOptional);
  f.Array("seats", 0, kMaxSeats, [&](JsonFields& seat) { ReadSeat(seat, &replay->seats); });
  config.seats = static_cast<int>(replay->seats.size());
  f.Int("rounds", 1, kMaxReplayRounds, &config.rounds);
  f.Text("seed", [&](const std::string& text) { return ParseDecimal(text, &config.seed); }, "a whole number written as text");
  if (!f.ok()) return;
  const Status valid = Validate(config.rules, config.seats);
  if (!valid.ok()) f.Refuse(valid.message);
}

// Actions are words whose meaning depends on the phase: read them by playing them.
void ReadActions(JsonFields& f, Replay* replay) {
  if (!f.ok()) return;
  Result<State> made = State::NewMatch(replay->config);
  if (!made.ok()) {
    f.Refuse(made.error());
    return;
  }
  State& state = made.value();
  f.Array("actions", 0, JsonFields::kAnyCount, [&](JsonFields& action) {
    std::string word;
    if (!action.GetString(&word)) return;
    const std::string number = "action " + std::to_string(action.index() + 1);
    if (state.IsTerminal()) {
      action.Refuse(number + " comes after the match ended");
      return;
    }
    const Action a = ParseChoice(state, word);
    if (a < 0 || !state.IsLegal(a)) {
      action.Refuse(number + " \"" + PrintableText(word) + "\" is not legal here");
      return;
    }
    state.ApplyUnchecked(a);
    replay->actions.push_back(a);
  });
  f.Array("hashes", replay->actions.size(), replay->actions.size(), [&](JsonFields& hash) {
    uint64_t h = 0;
    if (hash.GetText([&](const std::string& text) { return ParseHex(text, &h); }, "exactly 16 hex digits")) {
      replay->hashes.push_back(h);
    }
  }, JsonFields::kOptional);
}

}  // namespace

Result<Replay> ParseReplay(const std::string& text) {
  Result<Json> parsed = Json::Parse(text, ReplayJsonLimits());
  if (!parsed.ok()) return Result<Replay>::Error("replay: " + parsed.error());
  JsonFields f(*parsed, "", "the replay");
  Replay replay;
  ReadHeader(f);
  ReadMatch(f, &replay);
  ReadActions(f, &replay);
  if (!f.ok()) return Result<Replay>::Error("replay: " + f.error());
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
    // A recording without hashes, made before the Pope's pause (MatchesRecordedHash).
    if (next.TablePasses() && replay.actions[i] != kActionPass) next.ApplyUnchecked(kActionPass);
    const Status applied = next.Apply(replay.actions[i]);
    if (!applied.ok()) return R::Error("step " + std::to_string(i + 1) + ": " + applied.message);
    if (!replay.hashes.empty() && !MatchesRecordedHash(&next, replay.hashes[i])) {
      return R::Error("step " + std::to_string(i + 1) + ": the state differs from the one recorded (hash " +
                      HashHex(next.Hash()) + ", recorded " + HashHex(replay.hashes[i]) + ")");
    }
    states.push_back(next);
  }
  return states;
}

bool MatchesRecordedHash(State* state, uint64_t recorded_hash, std::vector<Event>* events) {
  if (state->Hash() == recorded_hash) return true;
  if (!state->TablePasses()) return false;
  State passed = *state;
  std::vector<Event> happened;
  passed.ApplyUnchecked(kActionPass, &happened);
  if (passed.Hash() != recorded_hash) return false;
  *state = passed;
  if (events != nullptr) events->insert(events->end(), happened.begin(), happened.end());
  return true;
}

}  // namespace popejoan::engine
