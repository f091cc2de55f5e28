// The screen in words, for players who cannot see the canvas: the buttons for what may be done
// now ("Lead 5 of diamonds"), the table as text (your hand by suit, the board, the players'
// purses, the run), and each shown event as a sentence for a live log. Pure: the app builds a
// Mirror each frame and hands it on only when it changed; the page's platform code puts it in
// the DOM (a screen reader reads it) and sends a pressed button's id back to the app.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/event.h"
#include "engine/rules.h"
#include "session/intent.h"
#include "session/match_report.h"
#include "session/words/language.h"
#include "session/match_setup.h"
#include "session/table_model.h"

namespace popejoan::session {

class GameController;
struct Hint;
struct Lesson;
struct Statistics;
struct MatchSummary;
class DealReviewer;

// A control: `id` is the probe's name for the same control on the canvas, its intent's text
// form (IntentId); `label` is what a screen reader says ("Lead 5 of diamonds").
struct MirrorButton {
  std::string id;
  std::string label;
  bool operator==(const MirrorButton& o) const { return id == o.id && label == o.label; }
};

// A titled part of the table's text ("Your hand", "The board", "Players").
struct MirrorSection {
  std::string heading;
  std::vector<std::string> lines;
  bool operator==(const MirrorSection& o) const { return heading == o.heading && lines == o.lines; }
};

// A control that is not a button, for a form (the setup screen): a choice of values (a select),
// a switch (a checkbox) or a number typed in. Each value is an intent's id, as a button's is.
struct MirrorField {
  enum class Kind : std::uint8_t { kSelect, kCheckbox, kNumber, kText };
  Kind kind = Kind::kSelect;
  std::string key;    // stays while the field does ("setup:players"), so the page keeps its focus
  std::string label;  // "Players"
  // A select's values (id and what it says); a checkbox's two, off then on.
  std::vector<MirrorButton> choices;
  int chosen = 0;            // the value now: a choice's index (a checkbox: 1 when on)
  // A number: its id is the prefix and the digits ("setup:seed-42"), in the range its intent
  // reads (0 and up).
  std::string prefix;
  std::uint64_t number = 0;
  // Text (a friend's deal code): what is typed so far, sent as it is typed (Session::Type), and
  // the intent Enter makes ("button:play-code").
  std::string text;
  std::string submit;
  // The key names the field's kind and prefix.
  bool operator==(const MirrorField& o) const {
    return key == o.key && label == o.label && choices == o.choices && chosen == o.chosen && number == o.number &&
           text == o.text && submit == o.submit;
  }
  // `id` is one of its values.
  bool Offers(const std::string& id) const;
};

struct Mirror {
  std::string screen;  // "New match", "The card table", ...
  std::vector<MirrorButton> buttons;
  std::vector<MirrorSection> sections;
  std::vector<MirrorField> fields;  // before the buttons, as a form's fields come before its Deal
  bool operator==(const Mirror& o) const {
    return screen == o.screen && buttons == o.buttons && sections == o.sections && fields == o.fields;
  }
  bool operator!=(const Mirror& o) const { return !(*this == o); }
  bool Offers(const std::string& id) const;
};

// {"screen": ..., "buttons": [{"id", "label"}], "sections": [{"heading", "lines": [...]}],
//  "fields": [{"kind": "select" | "checkbox" | "number" | "text", "key", "label", then "choices": [{"id",
//  "label"}] and "chosen", or for a number "prefix" and "number" (as text: 64 bits), or for a text
//  "text" and "submit"}]}
std::string MirrorToJson(const Mirror& mirror);

// ---- Words a screen reader says well (access_mirror_words.cpp).
// "5 of diamonds", "knave of clubs", "ace of spades"; in French with the article a sentence
// needs: "le 5 de carreau", "la dame de pique", "l’as de pique".
std::string SpokenCard(engine::Card card);
// The table's short labels in words: "7♥" becomes "7 of hearts", "♠ are trumps" "spades are
// trumps"; everything else is kept. The labels are the current language's ("R♦" in French), and
// a French card after a preposition or an article is said bare ("pas de 5 de trèfle").
std::string SpokenText(const std::string& shown);
// A shown event in words ("Lady Agatha leads 3 of clubs", "No 5 of clubs: a stop"); "" for
// bookkeeping events.
std::string SpokenEvent(const TableModel& model, const engine::Event& event);
// The coach's hint as it is said: "Hint: lead 7 of spades. ..." (the live log, and asked again).
std::string HintSentence(const Hint& hint);

// ---- The table (access_mirror_table.cpp).
// What the table offers beside the cards (the table view decides these as it draws them).
struct TableOffers {
  bool hand_visible = true;  // the viewer's hand is face up (several people: its owner's turn)
  bool hint = false;
  bool skip = false;
  bool paused = false;
  const char* pace = NotTranslated("Normal");  // the pace's name, translated (its button changes it)
  bool muted = false;
};
// Shared with the drawn table, so the canvas and the mirror offer the same things.
int PeopleAtTable(const GameController& controller);
// Skip: while the others play and there is more to come before your next decision.
bool SkipOffered(const GameController& controller);
// A hint: at every decision of the person whose hand is shown.
bool HintOffered(const GameController& controller);
// What the table offers now, in the order its buttons show them (OpenSpiel's legal actions: the
// person's decision is exactly the engine's legal actions); TableButtons labels them.
std::vector<Intent> TableIntents(const GameController& controller, const TableOffers& offers);
std::vector<MirrorButton> TableButtons(const GameController& controller, const TableOffers& offers);
// `review`: the person's decisions this deal beside the expert's, at a deal's end (null: none).
std::vector<MirrorSection> TableSections(const GameController& controller, bool hand_visible, const DealReviewer* review);
// At a deal's end, what the settlement shows (access_mirror_settlement.cpp): the cards left in
// every hand and the spare, the review, how the counters moved, each purse before and after.
std::vector<MirrorSection> SettlementSections(const GameController& controller, const DealReviewer* review);
// A hand with no cards left at a deal's end: "Lady Agatha: went out" (or sat out, or no cards).
std::string EmptyHandWords(const TableModel& model, int seat);
// How the counters moved this deal, the dressing in one line (shared with the drawn settlement).
std::vector<std::string> CounterMoves(const GameController& controller);
// The table's read-out keys: your hand by suit, the board's compartments, every purse.
std::string ReadHand(const TableModel& model);
std::string ReadBoard(const TableModel& model);
std::string ReadPurses(const TableModel& model);
// What the person is asked to do now ("Your turn: lead a card."), "" when nobody waits for them.
std::string TurnPrompt(const GameController& controller);

// ---- The other screens (access_mirror.cpp).
struct SetupOffers {
  bool first_visit = false;
  bool daily = false;
  bool back_to_table = false;
  bool playable = true;
  bool code_open = false;  // the field for a friend's deal code is open
};
// The setup screen's buttons as intents, then labelled.
std::vector<Intent> SetupIntents(const SetupOffers& offers);
std::vector<MirrorButton> SetupButtons(const SetupOffers& offers);
// The draft as a form (access_mirror_setup.cpp): players, each seat, the preset, rounds, purse,
// seed and every option, each a field whose values are the setup screen's intents.
std::vector<MirrorField> SetupFields(const MatchSetup& setup);
// The field for a friend's deal code (open on the setup screen), holding what is typed so far;
// Enter plays it.
MirrorField CodeField(const std::string& typed);
// A seat's kind as the setup lists it (0 "Person", then "AI: Casual"...; kNumSeatKinds).
std::string SeatKindWords(int kind);
// The match the setup screen would deal: rules, length and who sits where.
std::vector<MirrorSection> SetupSections(const MatchSetup& setup, const std::string& note);
std::vector<MirrorSection> RulesSections(const engine::Rules& rules);
std::vector<MirrorSection> MatchOverSections(const MatchReport& report);
std::vector<MirrorSection> StatisticsSections(const Statistics& stats);
// A recent or best match in words: "+5 counters, match 12: 2nd of 4, Parlett".
std::string DescribeMatch(const MatchSummary& m);
// The figures the statistics list, label and value ("Matches won", "3  (75%)"), for the
// canvas's rows and the mirror's lines alike.
struct StatisticsFigure {
  const char* label;
  std::string value;
};
std::vector<StatisticsFigure> StatisticsFigures(const Statistics& stats);
std::vector<Intent> LessonIntents(const Lesson& lesson);
// The match-over screen's and the statistics screen's controls (`confirming`: the reset asked).
std::vector<Intent> MatchOverIntents(bool shareable);
std::vector<Intent> StatisticsIntents(bool confirming);
std::vector<MirrorButton> LessonButtons(const Lesson& lesson);
// Whole screens and dialogs: their words and their buttons.
Mirror RulesMirror(const engine::Rules& rules);
// `shareable`: a shared or daily match, whose result can be copied.
Mirror MatchOverMirror(const MatchReport& report, bool shareable);
// Another tab of the same game plays it: "Play here" takes it back.
Mirror OtherTabMirror();
// Text the clipboard refused, to be copied by hand.
Mirror CopyByHandMirror(const std::string& text);
// `message`: what the screen says of the last request (an import), "" if nothing.
// `confirming`: "Reset statistics" was pressed and waits for its answer.
Mirror StatisticsMirror(const Statistics& stats, const std::string& message, bool confirming = false);
// A saved game that could not be opened: `newer` (a newer version's), `kept` (kept aside).
Mirror DamagedSaveMirror(bool newer, bool kept);
Mirror StorageNoticeMirror();
// A link naming a room server this site does not use was not opened (Session::RefuseRoomServer).
Mirror LinkRefusedMirror();

}  // namespace popejoan::session
