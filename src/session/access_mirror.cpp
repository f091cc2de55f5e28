// The mirror itself and the screens other than the table (access_mirror.h): the setup screen,
// the rules, the match's end, the statistics and the dialogs. The table is in
// access_mirror_table.cpp, the spoken words in access_mirror_words.cpp.
#include "session/access_mirror.h"

#include <utility>

#include "engine/json.h"
#include "session/access_mirror_parts.h"
#include "session/statistics.h"
#include "session/tutorial.h"
#include "session/words/game_words.h"
#include "session/words/language.h"
#include "session/words/rules_words.h"

namespace popejoan::session {
namespace mirror_internal {

MirrorButton Button(const Intent& intent, std::string label) { return {IntentId(intent), std::move(label)}; }

MirrorButton Button(IntentKind kind, std::string label) { return Button(MakeIntent(kind), std::move(label)); }

std::string Counters(std::int64_t n) { return Plural(n, "{0} counter", "{0} counters"); }

std::string JoinWith(const std::vector<std::string>& parts, const char* separator) {
  std::string out;
  for (size_t i = 0; i < parts.size(); ++i) out += (i ? separator : "") + parts[i];
  return out;
}

}  // namespace mirror_internal

namespace {

using mirror_internal::Button;
using mirror_internal::Counters;
using mirror_internal::JoinWith;

// "Lady Agatha (AI, Expert)", "You (a person)".
std::string SeatLine(const SeatSetup& seat) {
  return seat.human ? Fmt(Tr("{0} (a person)"), {ShownSeatName(seat.name)})
                    : Fmt(Tr("{0} (AI, {1})"), {seat.name, LevelWord(seat.level)});
}

}  // namespace

bool Mirror::Offers(const std::string& id) const {
  for (const MirrorButton& b : buttons) {
    if (b.id == id) return true;
  }
  return false;
}

std::string MirrorToJson(const Mirror& mirror) {
  Json j = Json::Object();
  j.Set("screen", Json::String(mirror.screen));
  Json buttons = Json::Array();
  for (const MirrorButton& b : mirror.buttons) {
    Json button = Json::Object();
    button.Set("id", Json::String(b.id));
    button.Set("label", Json::String(b.label));
    buttons.Append(button);
  }
  j.Set("buttons", buttons);
  Json sections = Json::Array();
  for (const MirrorSection& s : mirror.sections) {
    Json section = Json::Object();
    section.Set("heading", Json::String(s.heading));
    Json lines = Json::Array();
    for (const std::string& line : s.lines) lines.Append(Json::String(line));
    section.Set("lines", lines);
    sections.Append(section);
  }
  j.Set("sections", sections);
  return j.Dump();
}

std::vector<MirrorButton> SetupButtons(const SetupOffers& offers) {
  std::vector<MirrorButton> buttons;
  if (offers.playable) buttons.push_back(Button(IntentKind::kDeal, Tr("Deal the cards")));
  if (offers.back_to_table) buttons.push_back(Button(IntentKind::kBackToTable, Tr("Back to the match in progress")));
  if (offers.first_visit) buttons.push_back(Button(IntentKind::kLesson, Tr("Learn to play")));
  if (offers.daily) buttons.push_back(Button(IntentKind::kDaily, Tr("Daily deal")));
  buttons.push_back(Button(IntentKind::kEnterCode, Tr("Enter a deal code")));
  if (offers.code_open) buttons.push_back(Button(IntentKind::kPlayCode, Tr("Play this deal")));
  buttons.push_back(Button(IntentKind::kHowToPlay, Tr("How to play")));
  buttons.push_back(Button(IntentKind::kStatistics, Tr("Statistics")));
  return buttons;
}

std::vector<MirrorSection> SetupSections(const MatchSetup& setup, const std::string& note) {
  std::vector<std::string> lines = {Tr("The Victorian game of stops, matrimony and intrigue."),
                                    Fmt(Tr("{0}: {1}"), {PresetWord(setup.rules.preset), PresetBlurb(setup.rules.preset)})};
  std::vector<std::string> seats;
  for (const SeatSetup& seat : setup.seats) seats.push_back(SeatLine(seat));
  lines.push_back(Fmt(Tr("At the table: {0}."), {JoinWith(seats, ", ")}));
  lines.push_back(setup.rounds == 1 ? Tr("One round: each player deals once.")
                                    : Fmt(Tr("{0} rounds: each player deals {0} times."), {std::to_string(setup.rounds)}));
  lines.push_back(Tr("To change the players or the rules, use the setup screen's fields with the keyboard on the card table."));
  if (!note.empty()) lines.push_back(note);
  return {{Tr("New match"), lines}};
}

std::vector<MirrorSection> RulesSections(const Rules& rules) {
  std::vector<MirrorSection> sections = {{PresetWord(rules.preset), {PresetBlurb(rules.preset)}}};
  for (const RulesSection& s : HowToPlay(rules)) sections.push_back({s.title, s.paragraphs});
  std::vector<std::string> changes = WhatThisTableChanges(rules);
  if (changes.empty()) changes.push_back(Tr("Nothing: this table plays the ordinary game above."));
  sections.push_back({Tr("What this table changes"), changes});
  sections.push_back({Tr("Fine points"), FinePoints(rules)});
  sections.push_back({Tr("Playing with the keyboard"), KeyboardHelp()});
  for (MirrorSection& s : sections) {
    for (std::string& line : s.lines) line = SpokenText(line);
  }
  return sections;
}

std::vector<MirrorSection> MatchOverSections(const MatchReport& report) {
  std::vector<std::string> lines = {report.headline};
  for (size_t rank = 0; rank < report.order.size(); ++rank) {
    const SeatReport& seat = report.seats[static_cast<size_t>(report.order[rank])];
    const std::int32_t net = seat.end - seat.start;
    lines.push_back(Fmt(Tr("{0}. {1}: {2} ({3}), {4}"),
                        {std::to_string(seat.place), ShownSeatName(seat.name), Counters(seat.end),
                         (net >= 0 ? "+" : "") + std::to_string(net),
                         Plural(seat.deals_won, "{0} deal won", "{0} deals won")}));
  }
  if (!report.swing_line.empty()) lines.push_back(report.swing_line);
  if (!report.hints_line.empty()) lines.push_back(report.hints_line);
  return {{Tr("The match is over"), lines}};
}

std::vector<MirrorSection> StatisticsSections(const Statistics& stats) {
  // The won count agrees with what was played (French "3 parties jouées, 1 gagnée").
  const auto played_and_won = [](std::int64_t played, std::int64_t won, bool matches) {
    const int p = static_cast<int>(played), w = static_cast<int>(won);
    return Fmt(Tr("{0}, {1}.|played, won"),
               {matches ? Plural(p, "{0} match played", "{0} matches played") : Plural(p, "{0} deal played", "{0} deals played"),
                matches ? Plural(w, "{0} won|a match", "{0} won|matches") : Plural(w, "{0} won|a deal", "{0} won|deals")});
  };
  return {{Tr("Statistics"),
           {played_and_won(stats.matches_played, stats.matches_won, true),
            played_and_won(stats.deals_played, stats.deals_won, false),
            Fmt(Tr("Counters won: {0}; lost: {1}."), {std::to_string(stats.counters_won), std::to_string(stats.counters_lost)})}}};
}

std::vector<MirrorButton> LessonButtons(const Lesson& lesson) {
  if (lesson.id == LessonId::kDone) {
    return {Button(IntentKind::kLessonPlayMatch, Tr("Play a match"))};  // the lesson's close: no standings to stay for
  }
  std::vector<MirrorButton> buttons;
  if (!lesson.waits_for_play) buttons.push_back(Button(IntentKind::kLessonNext, Tr("Next")));
  buttons.push_back(Button(IntentKind::kLessonSkip, Tr("Skip the lesson")));
  return buttons;
}

Mirror RulesMirror(const Rules& rules) {
  return {Tr("How to play"), {Button(IntentKind::kCloseRules, Tr("Close the rules"))}, RulesSections(rules)};
}

Mirror MatchOverMirror(const MatchReport& report, bool shareable) {
  Mirror m{Tr("The match is over"),
           {Button(IntentKind::kPlayAgain, Tr("Play again")), Button(IntentKind::kTableNewMatch, Tr("New match"))},
           MatchOverSections(report)};
  if (shareable) m.buttons.push_back(Button(IntentKind::kCopyResult, Tr("Copy result")));
  return m;
}

Mirror OtherTabMirror() {
  return {Tr("Pope Joan is open in another tab"),
          {Button(IntentKind::kPlayHere, Tr("Play here"))},
          {{Tr("Pope Joan is open in another tab"),
            {Tr("The game is played in one tab at a time, so no move is lost. Play here to carry on in this tab from the latest move.")}}}};
}

Mirror CopyByHandMirror(const std::string& text) {
  return {Tr("Copy this by hand"),
          {Button(IntentKind::kCopyDone, Tr("Done"))},
          {{Tr("Copy this by hand"), {Tr("The browser would not copy it. Select the text and copy it yourself:"), text}}}};
}

Mirror StatisticsMirror(const Statistics& stats, const std::string& message) {
  Mirror m{Tr("Statistics"),
           {Button(IntentKind::kStatsBack, Tr("Back")),
            Button(IntentKind::kExport, Tr("Export the save as a file")),
            Button(IntentKind::kImport, Tr("Import a save file"))},
           StatisticsSections(stats)};
  if (!message.empty()) m.sections.front().lines.push_back(message);
  return m;
}

Mirror DamagedSaveMirror(bool newer, bool kept) {
  return {Tr("The saved game"),
          {Button(IntentKind::kExportDamaged, Tr("Export the saved game")),
           Button(IntentKind::kStartFresh, Tr("Start a new match"))},
          {{Tr("The saved game could not be opened"),
            {newer ? Tr("It was saved by a newer version of Pope Joan, which this one cannot read.")
                   : Tr("It is damaged and cannot be continued."),
             kept ? Tr("Nothing is thrown away: it has been kept aside.")
                  : Tr("It could not be kept aside here: export it before starting afresh.")}}}};
}

Mirror StorageNoticeMirror() {
  return {Tr("Your progress will not be kept"),
          {Button(IntentKind::kNoticeOk, Tr("OK"))},
          {{Tr("Your progress will not be kept"),
            {Tr("This browser does not let the game store anything, so the match and statistics are lost when the "
                "page closes.")}}}};
}

}  // namespace popejoan::session
