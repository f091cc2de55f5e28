// The setup screen's draft as a form for the page (access_mirror.h): each field's values are
// the setup intents the canvas's form makes, so either way goes through Session::Do.
#include <cstdlib>
#include <cstring>
#include <utility>

#include "session/access_mirror.h"
#include "session/access_mirror_parts.h"
#include "session/table_model.h"
#include "session/words/game_words.h"
#include "session/words/language.h"
#include "session/words/rules_words.h"

namespace popejoan::session {
namespace {

using mirror_internal::Button;

MirrorField Select(std::string key, std::string label) {
  MirrorField f;
  f.kind = MirrorField::Kind::kSelect;
  f.key = std::move(key);
  f.label = std::move(label);
  return f;
}

// A select of the whole numbers `from`..`to`.
MirrorField Count(const char* key, const char* label, IntentKind kind, int from, int to, int now) {
  MirrorField f = Select(key, label);
  for (int n = from; n <= to; ++n) f.choices.push_back(Button(MakeIntent(kind, static_cast<std::uint64_t>(n)), std::to_string(n)));
  f.chosen = now - from;
  return f;
}

MirrorField Number(std::string key, std::string label, std::string prefix, std::uint64_t now) {
  MirrorField f;
  f.kind = MirrorField::Kind::kNumber;
  f.key = std::move(key);
  f.label = std::move(label);
  f.prefix = std::move(prefix);
  f.number = now;
  return f;
}

MirrorField SeatField(const MatchSetup& setup, int seat) {
  const SeatSetup& s = setup.seats[static_cast<size_t>(seat)];
  const std::string name = ShownSeatName(s.name.empty() ? DefaultSeatName(seat) : s.name);
  MirrorField f = Select("setup:seat-" + std::to_string(seat + 1), Fmt(Tr("{0}: a person or an AI"), {name}));
  for (int kind = 0; kind < kNumSeatKinds; ++kind) {
    f.choices.push_back(Button(MakeIntent(IntentKind::kSetSeat, SeatValue(seat, kind)), SeatKindWords(kind)));
  }
  f.chosen = s.human ? 0 : 1 + static_cast<int>(s.level);
  return f;
}

MirrorField PresetField(const engine::Rules& rules) {
  MirrorField f = Select("setup:preset", Tr("Rules"));
  for (int p = 0; p < engine::kNumPresets; ++p) {
    f.choices.push_back(Button(MakeIntent(IntentKind::kSetPreset, static_cast<std::uint64_t>(p)), PresetWord(static_cast<engine::Preset>(p))));
  }
  f.chosen = static_cast<int>(rules.preset);
  return f;
}

// A rule's option: a checkbox when it is on or off, a number, or a select of its values.
MirrorField OptionField(const engine::Rules& rules, int index) {
  const engine::OptionInfo& option = engine::Options()[static_cast<size_t>(index)];
  const std::string current = engine::GetOption(rules, option.name);
  const std::string key = std::string("setup:option-") + option.name;
  if (option.values.empty()) {
    return Number(key, OptionLabel(option.name), key + "-", std::strtoull(current.c_str(), nullptr, 10));
  }
  MirrorField f = Select(key, OptionLabel(option.name));
  for (size_t v = 0; v < option.values.size(); ++v) {
    const Intent intent = MakeIntent(IntentKind::kSetOption, OptionChoice(index, static_cast<std::uint32_t>(v)));
    f.choices.push_back(Button(intent, OptionValueLabel(option.name, option.values[v].value)));
    if (current == option.values[v].value) f.chosen = static_cast<int>(v);
  }
  const bool toggle = option.values.size() == 2 && (std::strcmp(option.values[0].value, "on") == 0 || std::strcmp(option.values[0].value, "off") == 0);
  if (!toggle) return f;
  // Off first, then on, whatever order the option lists them in.
  f.kind = MirrorField::Kind::kCheckbox;
  if (std::strcmp(option.values[0].value, "on") == 0) std::swap(f.choices[0], f.choices[1]);
  f.chosen = current == "on" ? 1 : 0;
  return f;
}

}  // namespace

std::string SeatKindWords(int kind) {
  return kind == 0 ? Tr("Person") : Fmt(Tr("AI: {0}"), {LevelWord(static_cast<ai::Level>(kind - 1))});
}

MirrorField CodeField(const std::string& typed) {
  MirrorField f;
  f.kind = MirrorField::Kind::kText;
  f.key = "setup:code";
  f.label = Tr("A friend's deal code");
  f.text = typed;
  f.submit = IntentId(MakeIntent(IntentKind::kPlayCode));
  return f;
}

std::vector<MirrorField> SetupFields(const MatchSetup& setup) {
  const int seats = static_cast<int>(setup.seats.size());
  std::vector<MirrorField> fields = {Count("setup:players", Tr("Players"), IntentKind::kSetPlayers, engine::kMinSeats, engine::kMaxSeats, seats)};
  for (int s = 0; s < seats; ++s) fields.push_back(SeatField(setup, s));
  fields.push_back(PresetField(setup.rules));
  fields.push_back(Count("setup:rounds", Tr("Rounds"), IntentKind::kSetRounds, 1, kMaxRounds, setup.rounds));
  const std::vector<engine::OptionInfo>& options = engine::Options();
  int purse = 0;
  for (size_t i = 0; i < options.size(); ++i) purse = std::strcmp(options[i].name, "purse") == 0 ? static_cast<int>(i) : purse;
  MirrorField purse_field = OptionField(setup.rules, purse);
  purse_field.label = Tr("Purse");
  fields.push_back(purse_field);
  fields.push_back(Number("setup:seed", Tr("Seed"), "setup:seed-", setup.seed));
  // Every other option, as the canvas lists them under "All options".
  for (size_t i = 0; i < options.size(); ++i) {
    if (static_cast<int>(i) != purse) fields.push_back(OptionField(setup.rules, static_cast<int>(i)));
  }
  return fields;
}

}  // namespace popejoan::session
