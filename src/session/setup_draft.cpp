#include "session/setup_draft.h"

#include <vector>

#include "engine/rules.h"
#include "protocol/vocabulary.h"
#include "session/room_words.h"
#include "session/words/rules_words.h"
#include "session/words/language.h"

namespace popejoan::session {

void SetupDraft::Reset(const MatchSetup& setup) {
  setup_ = setup;
  ++generation_;
}

bool SetupDraft::Playable() const {
  return WhyTheCardsCannotBeDealt(setup_.rules, static_cast<int>(setup_.seats.size())).empty() &&
         (!friends_ || NameProblemWords(protocol::CheckPlayerName(name_text_).problem).empty()) && !PublicRulesChanged();
}

bool SetupDraft::PublicRulesChanged() const {
  return friends_ && anyone_joins_ && !(setup_.rules == engine::RulesForPreset(setup_.rules.preset));
}

void SetupDraft::set_clock(int seconds) {
  if (seconds > 0 || !anyone_joins_) clock_ = seconds;
}

void SetupDraft::SetAnyoneJoins(bool anyone) {
  anyone_joins_ = anyone;
  if (anyone && clock_ == 0) clock_ = protocol::kPublicTableClock;
}

std::string SetupDraft::Note() const {
  const std::string problem = WhyTheCardsCannotBeDealt(setup_.rules, static_cast<int>(setup_.seats.size()));
  if (!problem.empty()) return problem;
  // A room is made with this name: what the server would refuse is said before, in player words.
  const std::string name_problem = friends_ ? NameProblemWords(protocol::CheckPlayerName(name_text_).problem) : "";
  if (!name_problem.empty()) return name_problem;
  // Strangers sit down to rules they know: a preset's, as the open tables name it.
  if (PublicRulesChanged()) {
    engine::Rules usual = engine::RulesForPreset(setup_.rules.preset);
    usual.purse = setup_.rules.purse;  // choosing the rules again keeps the purse: said apart
    if (usual == setup_.rules) {
      return Fmt(Tr("A table anyone may join starts with the usual purse: set it back to {0}, or invite friends only."),
                 {std::to_string(engine::RulesForPreset(setup_.rules.preset).purse)});
    }
    return Tr("A table anyone may join plays its rules unchanged: choose them again under Rules, or invite friends only.");
  }
  if (!message_.empty()) return message_;
  int humans = 0;
  for (const SeatSetup& s : setup_.seats) humans += s.human ? 1 : 0;
  if (humans == 0) return Tr("No person at the table: you will watch the AI play.");
  // Friends in a room play on their own screens: nothing is passed round.
  if (humans > 1 && !friends_) return Tr("Pass the device between players: each hand stays hidden until its owner taps.");
  return "";
}

namespace {

engine::Status Refused(const Intent& intent) {
  return engine::Status::Error("\"" + IntentId(intent) + NotTranslated("\" does not fit this table"));
}

// Seats added take their default names and a casual AI.
void SetPlayers(MatchSetup* setup, int players) {
  while (static_cast<int>(setup->seats.size()) < players) {
    const int i = static_cast<int>(setup->seats.size());
    setup->seats.push_back({DefaultSeatName(i), false, ai::Level::kCasual});
  }
  setup->seats.resize(static_cast<size_t>(players));
}

// A preset's rules, the starting purse kept (it has its own field).
void SetPreset(MatchSetup* setup, engine::Preset preset) {
  const std::int32_t purse = setup->rules.purse;
  setup->rules = engine::RulesForPreset(preset);
  setup->rules.purse = purse;
}

engine::Status SetOptionChoice(engine::Rules* rules, std::uint64_t value) {
  const engine::OptionInfo& option = engine::Options()[static_cast<size_t>(OptionOf(value))];
  const std::uint32_t choice = ChoiceOf(value);
  return SetOption(rules, option.name, option.values.empty() ? std::to_string(choice) : option.values[choice].value);
}

}  // namespace

engine::Status SetupDraft::Change(const Intent& intent) {
  // Its text form reads back only for a value in range (ParseIntent checks each kind's).
  if (!ParseIntent(IntentId(intent)).ok()) return Refused(intent);
  const std::uint64_t v = intent.value;
  switch (intent.kind) {
    case IntentKind::kSetPlayers: SetPlayers(&setup_, static_cast<int>(v)); return engine::Status::Ok();
    case IntentKind::kSetSeat: {
      if (SeatOf(v) >= static_cast<int>(setup_.seats.size())) return Refused(intent);
      SeatSetup& s = setup_.seats[static_cast<size_t>(SeatOf(v))];
      s.human = SeatKindOf(v) == 0;
      if (!s.human) s.level = static_cast<ai::Level>(SeatKindOf(v) - 1);
      return engine::Status::Ok();
    }
    case IntentKind::kSetPreset: SetPreset(&setup_, static_cast<engine::Preset>(v)); return engine::Status::Ok();
    case IntentKind::kSetOption: return SetOptionChoice(&setup_.rules, v);
    case IntentKind::kSetRounds: setup_.rounds = static_cast<int>(v); return engine::Status::Ok();
    case IntentKind::kSetSeed: setup_.seed = v; return engine::Status::Ok();
    default: return Refused(intent);
  }
}

MatchSetup SetupDraft::Finish() {
  for (size_t i = 0; i < setup_.seats.size(); ++i) {
    if (setup_.seats[i].name.empty()) setup_.seats[i].name = DefaultSeatName(static_cast<int>(i));
  }
  message_.clear();
  return setup_;
}

}  // namespace popejoan::session
