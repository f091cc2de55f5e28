#include "session/table_list.h"

#include "engine/rules.h"
#include "session/room_words.h"
#include "session/words/game_words.h"
#include "session/words/language.h"

namespace popejoan::session {

bool TablesAskDue(double now, double asked_at, bool listed) {
  return asked_at < 0.0 || now - asked_at >= (listed ? kTablesEverySeconds : kTablesMinSeconds);
}

std::string TableLineWords(const protocol::TableSummary& table) {
  const char* dot = " \u00b7 ";
  engine::Preset preset = engine::Preset::kClassic;
  std::string line = engine::ParsePreset(table.preset, &preset) ? PresetWord(preset) : "";
  const std::string seats = Fmt(Tr("{0}: {1}, {2}|seats, people, AI"), {Plural(table.seats, "{0} seat", "{0} seats"),
                                                                        Plural(table.people, "{0} person", "{0} people"),
                                                                        Fmt(Tr("{0} AI"), {std::to_string(table.ai)})});
  line += (line.empty() ? "" : dot) + seats;
  line += dot + (table.waiting ? std::string(Tr("Waiting for its host to start"))
                                : Fmt(Tr("Deal {0} of {1}"), {std::to_string(table.deal), std::to_string(table.deals)}));
  line += dot + (table.clock > 0 ? Fmt(Tr("{0} a turn"), {ClockChoiceWords(table.clock)}) : std::string(Tr("No turn clock")));
  Language language = Language::kEnglish;
  if (ParseLanguageTag(table.lang, &language)) line += dot + std::string(LanguageName(language));
  return line;
}

}  // namespace popejoan::session
