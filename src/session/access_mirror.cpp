// The mirror itself and the screens other than the table (access_mirror.h): the setup screen,
// the rules, the match's end, the statistics and the dialogs. The table is in
// access_mirror_table.cpp, the spoken words in access_mirror_words.cpp.
#include "session/access_mirror.h"

#include <utility>

#include "engine/json.h"
#include "session/access_mirror_parts.h"
#include "session/match_report.h"
#include "session/room_words.h"
#include "session/statistics.h"
#include "session/tutorial.h"
#include "session/words/game_words.h"
#include "session/words/language.h"
#include "session/words/rules_words.h"

namespace popejoan::session {
namespace mirror_internal {

MirrorButton Button(const Intent& intent, std::string label) { return {IntentId(intent), std::move(label)}; }

MirrorButton Button(IntentKind kind, std::string label) { return Button(MakeIntent(kind), std::move(label)); }

const char* ControlWords(IntentKind kind) {
  switch (kind) {
    case IntentKind::kDeal: return Tr("Deal the cards");
    case IntentKind::kBackToTable: return Tr("Back to the match in progress");
    case IntentKind::kLesson: return Tr("Learn to play");
    case IntentKind::kDaily: return Tr("Daily deal");
    case IntentKind::kEnterCode: return Tr("Enter a deal code");
    case IntentKind::kPlayCode: return Tr("Play this deal");
    case IntentKind::kHowToPlay:
    case IntentKind::kMenuRules: return Tr("How to play");
    case IntentKind::kStatistics:
    case IntentKind::kMenuStatistics: return Tr("Statistics");
    case IntentKind::kCloseRules: return Tr("Close the rules");
    case IntentKind::kPlayAgain: return Tr("Play again");
    case IntentKind::kTableNewMatch: return Tr("New match");
    case IntentKind::kMenuNewMatch: return Tr("New match…");
    case IntentKind::kCopyResult: return Tr("Copy result");
    case IntentKind::kPlayHere: return Tr("Play here");
    case IntentKind::kCopyDone: return Tr("Done");
    case IntentKind::kResetStats: return Tr("Reset them");
    case IntentKind::kCancelReset: return Tr("Keep them");
    case IntentKind::kStatsBack: return Tr("Back");
    case IntentKind::kExport: return Tr("Export the save as a file");
    case IntentKind::kImport: return Tr("Import a save file");
    case IntentKind::kAskReset: return Tr("Reset statistics...");
    case IntentKind::kExportDamaged: return Tr("Export the saved game");
    case IntentKind::kStartFresh: return Tr("Start a new match");
    case IntentKind::kNoticeOk: return Tr("OK");
    case IntentKind::kLessonPlayMatch: return Tr("Play a match");
    case IntentKind::kLessonNext: return Tr("Next");
    case IntentKind::kLessonSkip: return Tr("Skip the lesson");
    case IntentKind::kResume: return Tr("Play on");
    case IntentKind::kFinalStandings: return Tr("Final standings");
    case IntentKind::kNextDeal: return Tr("Next deal");
    case IntentKind::kPope: return Tr("Play the Pope");
    case IntentKind::kPass: return Tr("Pass: keep the Pope");
    case IntentKind::kHint: return Tr("Hint");
    case IntentKind::kSkip: return Tr("Skip to my turn");
    case IntentKind::kUndo: return Tr("Undo my last lead");
    default: return "";
  }
}

std::vector<MirrorButton> Labelled(const std::vector<Intent>& intents) {
  std::vector<MirrorButton> buttons;
  for (const Intent& intent : intents) buttons.push_back(Button(intent, ControlWords(intent.kind)));
  return buttons;
}

std::string Counters(std::int64_t n) { return Plural(n, "{0} counter", "{0} counters"); }

std::string JoinWith(const std::vector<std::string>& parts, const char* separator) {
  std::string out;
  for (size_t i = 0; i < parts.size(); ++i) out += (i ? separator : "") + parts[i];
  return out;
}

}  // namespace mirror_internal

namespace {

using mirror_internal::Button;
using mirror_internal::ControlWords;
using mirror_internal::Counters;
using mirror_internal::Labelled;
using mirror_internal::JoinWith;

// [{"id", "label"}]: the buttons, or a field's values.
engine::Json ButtonsToJson(const std::vector<MirrorButton>& buttons) {
  engine::Json out = engine::Json::Array();
  for (const MirrorButton& b : buttons) {
    engine::Json button = engine::Json::Object();
    button.Set("id", engine::Json::String(b.id));
    button.Set("label", engine::Json::String(b.label));
    out.Append(button);
  }
  return out;
}

engine::Json FieldsToJson(const std::vector<MirrorField>& fields) {
  engine::Json out = engine::Json::Array();
  for (const MirrorField& f : fields) {
    engine::Json field = engine::Json::Object();
    static const char* const kKinds[] = {"select", "checkbox", "number", "text"};
    field.Set("kind", engine::Json::String(kKinds[static_cast<int>(f.kind)]));
    field.Set("key", engine::Json::String(f.key));
    field.Set("label", engine::Json::String(f.label));
    if (f.kind == MirrorField::Kind::kNumber) {
      field.Set("prefix", engine::Json::String(f.prefix));
      field.Set("number", engine::Json::String(std::to_string(f.number)));
    } else if (f.kind == MirrorField::Kind::kText) {
      field.Set("text", engine::Json::String(f.text));
      field.Set("submit", engine::Json::String(f.submit));
    } else {
      field.Set("choices", ButtonsToJson(f.choices));
      field.Set("chosen", engine::Json::Number(f.chosen));
    }
    out.Append(field);
  }
  return out;
}

}  // namespace

bool MirrorField::Offers(const std::string& id) const {
  if (kind == Kind::kText) return id == submit;  // what is typed goes through Session::Type
  if (kind == Kind::kNumber) {
    // Digits after the prefix, within what the intent reads (an option's range, 64 bits).
    return id.size() > prefix.size() && id.compare(0, prefix.size(), prefix) == 0 && ParseIntent(id).ok();
  }
  for (const MirrorButton& c : choices) {
    if (c.id == id) return true;
  }
  return false;
}

bool Mirror::Offers(const std::string& id) const {
  for (const MirrorButton& b : buttons) {
    if (b.id == id) return true;
  }
  for (const MirrorField& f : fields) {
    if (f.Offers(id)) return true;
  }
  return false;
}

std::string MirrorToJson(const Mirror& mirror) {
  engine::Json j = engine::Json::Object();
  j.Set("screen", engine::Json::String(mirror.screen));
  j.Set("buttons", ButtonsToJson(mirror.buttons));
  engine::Json sections = engine::Json::Array();
  for (const MirrorSection& s : mirror.sections) {
    engine::Json section = engine::Json::Object();
    section.Set("heading", engine::Json::String(s.heading));
    engine::Json lines = engine::Json::Array();
    for (const std::string& line : s.lines) lines.Append(engine::Json::String(line));
    section.Set("lines", lines);
    sections.Append(section);
  }
  j.Set("sections", sections);
  if (!mirror.fields.empty()) j.Set("fields", FieldsToJson(mirror.fields));
  return j.Dump();
}

std::vector<Intent> SetupIntents(const SetupOffers& offers) {
  std::vector<Intent> intents;
  const auto add = [&](bool shown, IntentKind kind) {
    if (shown) intents.push_back(MakeIntent(kind));
  };
  add(offers.playable, IntentKind::kDeal);
  add(offers.back_to_table, IntentKind::kBackToTable);
  add(offers.first_visit, IntentKind::kLesson);
  add(offers.daily, IntentKind::kDaily);
  add(true, IntentKind::kEnterCode);
  add(offers.code_open, IntentKind::kPlayCode);
  add(true, IntentKind::kHowToPlay);
  add(true, IntentKind::kStatistics);
  return intents;
}

std::vector<MirrorButton> SetupButtons(const SetupOffers& offers) { return Labelled(SetupIntents(offers)); }

std::vector<MirrorSection> SetupSections(const MatchSetup& setup, const std::string& note) {
  std::vector<std::string> lines = {Tr("The Victorian game of stops, matrimony and intrigue."),
                                    Fmt(Tr("{0}: {1}"), {PresetWord(setup.rules.preset), PresetBlurb(setup.rules.preset)})};
  // Who sits where, the rounds and every option are the form's fields.
  if (!note.empty()) lines.push_back(note);
  return {{Tr("New match"), lines}};
}

std::vector<MirrorSection> RulesSections(const engine::Rules& rules) {
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
  const auto line = [&](const SeatReport& seat, const std::string& place) {
    const std::int32_t net = seat.end - seat.start;
    lines.push_back(Fmt(Tr("{0}. {1}: {2} ({3}), {4}"),
                        {place, StandingName(seat), Counters(seat.end), (net >= 0 ? "+" : "") + std::to_string(net),
                         Plural(seat.deals_won, "{0} deal won", "{0} deals won")}));
  };
  for (size_t rank = 0; rank < report.order.size(); ++rank) {
    const SeatReport& seat = report.seats[static_cast<size_t>(report.order[rank])];
    line(seat, std::to_string(seat.place));
    // The seat's other holders (online), under it.
    for (const SeatReport& other : report.others) {
      if (other.seat == report.order[rank]) line(other, std::to_string(seat.place));
    }
  }
  lines.push_back(Plural(report.deals, "{0} deal played.", "{0} deals played."));
  if (!report.swing_line.empty()) lines.push_back(report.swing_line);
  if (!report.hints_line.empty()) lines.push_back(report.hints_line);
  return {{Tr("The match is over"), lines}};
}

std::string DescribeMatch(const MatchSummary& m) {
  engine::Preset preset = engine::Preset::kClassic;
  engine::ParsePreset(m.preset, &preset);
  // The count goes through Plural for French ("+1 jeton"); English says "counters" whatever the count.
  const std::string counters =
      (m.net >= 0 ? "+" : "") + Plural(m.net, "{0} counters|signed, one", "{0} counters|signed, several");
  return Fmt(Tr("{0}, match {1}: {2} of {3}, {4}"),
             {counters, std::to_string(m.number), Ordinal(m.rank), std::to_string(m.seats), PresetWord(preset)});
}

namespace {

// "3  (75%)": a count and its share of the whole.
std::string WithShare(std::int64_t part, std::int64_t whole) {
  if (whole <= 0) return std::to_string(part);
  const int percent = static_cast<int>(100.0 * static_cast<double>(part) / static_cast<double>(whole) + 0.5);
  return Fmt(Tr("{0}  ({1}%)"), {std::to_string(part), std::to_string(percent)});
}

}  // namespace

std::vector<StatisticsFigure> StatisticsFigures(const Statistics& stats) {
  const std::int64_t net = stats.counters_won - stats.counters_lost;
  const double per_match =
      stats.matches_played > 0 ? static_cast<double>(stats.hints_used) / static_cast<double>(stats.matches_played) : 0.0;
  return {{Tr("Matches played"), std::to_string(stats.matches_played)},
          {Tr("Matches won"), WithShare(stats.matches_won, stats.matches_played)},
          {Tr("Deals played"), std::to_string(stats.deals_played)},
          {Tr("Deals won (out first)"), WithShare(stats.deals_won, stats.deals_played)},
          {Tr("Counters won"), std::to_string(stats.counters_won)},
          {Tr("Counters lost"), std::to_string(stats.counters_lost)},
          {Tr("Overall"), (net >= 0 ? "+" : "") + std::to_string(net)},
          {Tr("Best match"), stats.best ? DescribeMatch(*stats.best) : "-"},
          {Tr("Worst match"), stats.worst ? DescribeMatch(*stats.worst) : "-"},
          {Tr("Hints asked for"), Fmt(Tr("{0} ({1} a match)"), {std::to_string(stats.hints_used), OneDecimal(per_match)})},
          {Tr("Won with hints"), WithShare(stats.matches_won_with_hints, stats.matches_won)}};
}

std::vector<MirrorSection> StatisticsSections(const Statistics& stats) {
  // The canvas's rows, each "label: value".
  std::vector<std::string> figures;
  for (const StatisticsFigure& f : StatisticsFigures(stats)) figures.push_back(Fmt(Tr("{0}: {1}"), {f.label, f.value}));
  std::vector<std::string> taken;
  for (int c = 0; c < engine::kNumCompartments; ++c) {
    taken.push_back(Fmt(Tr("{0}: {1}"), {CompartmentWord(c), std::to_string(stats.taken[static_cast<size_t>(c)])}));
  }
  std::vector<std::string> recent;
  for (const MatchSummary& m : stats.recent) recent.push_back(DescribeMatch(m));
  if (recent.empty()) recent.push_back(Tr("Finish a match to see it here."));
  return {{Tr("Statistics"), figures}, {Tr("Compartments taken"), taken}, {Tr("Recent matches"), recent}};
}

std::vector<Intent> LessonIntents(const Lesson& lesson) {
  if (lesson.id == LessonId::kDone) return {MakeIntent(IntentKind::kLessonPlayMatch)};  // no standings to stay for
  std::vector<Intent> intents;
  if (!lesson.waits_for_play) intents.push_back(MakeIntent(IntentKind::kLessonNext));
  intents.push_back(MakeIntent(IntentKind::kLessonSkip));
  return intents;
}

std::vector<MirrorButton> LessonButtons(const Lesson& lesson) { return Labelled(LessonIntents(lesson)); }

std::vector<Intent> MatchOverIntents(bool shareable) {
  std::vector<Intent> intents = {MakeIntent(IntentKind::kPlayAgain), MakeIntent(IntentKind::kTableNewMatch)};
  if (shareable) intents.push_back(MakeIntent(IntentKind::kCopyResult));
  return intents;
}

std::vector<Intent> StatisticsIntents(bool confirming) {
  if (confirming) return {MakeIntent(IntentKind::kResetStats), MakeIntent(IntentKind::kCancelReset)};
  return {MakeIntent(IntentKind::kStatsBack), MakeIntent(IntentKind::kExport), MakeIntent(IntentKind::kImport),
          MakeIntent(IntentKind::kAskReset)};
}

Mirror RulesMirror(const engine::Rules& rules) {
  return {Tr("How to play"), {Button(IntentKind::kCloseRules, ControlWords(IntentKind::kCloseRules))}, RulesSections(rules)};
}

Mirror MatchOverMirror(const MatchReport& report, bool shareable) {
  return {Tr("The match is over"), Labelled(MatchOverIntents(shareable)), MatchOverSections(report)};
}

Mirror OtherTabMirror() {
  return {Tr("Pope Joan is open in another tab"),
          {Button(IntentKind::kPlayHere, ControlWords(IntentKind::kPlayHere))},
          {{Tr("Pope Joan is open in another tab"),
            {Tr("The game is played in one tab at a time, so no move is lost. Play here to carry on in this tab from the latest move.")}}}};
}

Mirror CopyByHandMirror(const std::string& text) {
  return {Tr("Copy this by hand"),
          {Button(IntentKind::kCopyDone, ControlWords(IntentKind::kCopyDone))},
          {{Tr("Copy this by hand"), {Tr("The browser would not copy it. Select the text and copy it yourself:"), text}}}};
}

Mirror StatisticsMirror(const Statistics& stats, const std::string& message, bool confirming) {
  if (confirming) {
    // As the canvas asks it: nothing else until it is answered.
    return {Tr("Reset statistics?"), Labelled(StatisticsIntents(true)), {}};
  }
  Mirror m{Tr("Statistics"), Labelled(StatisticsIntents(false)), StatisticsSections(stats)};
  if (!message.empty()) m.sections.front().lines.push_back(message);
  return m;
}

Mirror DamagedSaveMirror(bool newer, bool kept) {
  return {Tr("The saved game"),
          Labelled({MakeIntent(IntentKind::kExportDamaged), MakeIntent(IntentKind::kStartFresh)}),
          {{Tr("The saved game could not be opened"),
            {newer ? Tr("It was saved by a newer version of Pope Joan, which this one cannot read.")
                   : Tr("It is damaged and cannot be continued."),
             kept ? Tr("Nothing is thrown away: it has been kept aside.")
                  : Tr("It could not be kept aside here: export it before starting afresh.")}}}};
}

namespace {

// A notice: its title, one line, and OK.
Mirror NoticeMirror(const std::string& title, const std::string& line) {
  return {title, {Button(IntentKind::kNoticeOk, ControlWords(IntentKind::kNoticeOk))}, {{title, {line}}}};
}

}  // namespace

Mirror StorageNoticeMirror() {
  return NoticeMirror(Tr("Your progress will not be kept"),
                      Tr("This browser does not let the game store anything, so the match and statistics are lost "
                         "when the page closes."));
}

Mirror LinkRefusedMirror() { return NoticeMirror(Tr("This link was not opened"), LinkRefusedWords()); }

}  // namespace popejoan::session
