#include "session/access_mirror.h"

#include <cstring>

#include "engine/board.h"
#include "engine/json.h"
#include "session/words/card_label.h"
#include "session/controller.h"
#include "session/words/game_words.h"
#include "session/words/language.h"
#include "session/words/rules_words.h"
#include "session/statistics.h"
#include "session/tutorial.h"

namespace popejoan::session {
namespace {

// The suit glyph starting at `text[i]` (3 bytes of UTF-8), or -1.
int SuitAt(const std::string& text, size_t i) {
  for (int suit = 0; suit < 4; ++suit) {
    const char* glyph = SuitGlyph(suit);
    if (text.compare(i, std::strlen(glyph), glyph) == 0) return suit;
  }
  return -1;
}

bool IsWordChar(char c) { return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

bool EndsWith(const std::string& text, const char* end) {
  const size_t n = std::strlen(end);
  return text.size() >= n && text.compare(text.size() - n, n, end) == 0;
}

// The rank whose label ends `out` as a token of its own ("10", "K"; "R" in French), or 0. The
// labels are the current language's, as the table shows them.
int TrailingRank(const std::string& out, size_t* length) {
  for (int rank = 1; rank <= 13; ++rank) {
    const char* label = RankLabel(rank);
    const size_t n = std::strlen(label);
    if (!EndsWith(out, label)) continue;
    if (out.size() == n || !IsWordChar(out[out.size() - n - 1])) {
      *length = n;
      return rank;
    }
  }
  return 0;
}

// The word `out` ends with (before any spaces).
std::string LastWord(const std::string& out) {
  size_t end = out.size();
  while (end > 0 && out[end - 1] == ' ') --end;
  size_t begin = end;
  while (begin > 0 && out[begin - 1] != ' ' && out[begin - 1] != '(') --begin;
  return out.substr(begin, end - begin);
}

// After a preposition or an article a card is said bare: French "pas de 7 de trèfle", "du 7 au
// 9 de pique" (where its article would read "de le 7"). English cards are always bare.
bool TakesBareCard(const std::string& word) {
  for (const char* w : {"de", "du", "au", "aux", "des", "le", "la", "les", "\xC3\xA0"}) {
    if (word == w) return true;
  }
  return EndsWith(word, "\xE2\x80\x99");  // l’, d’
}

// A card label met in `out` said in words, as the words before it allow.
void AppendSpokenCard(std::string* out, Card card) {
  const std::string before = LastWord(*out);
  if (!TakesBareCard(before)) {
    *out += SpokenCard(card);
    return;
  }
  if (before == "de" && RankOf(card) == 1 && EndsWith(*out, "de ")) {
    out->resize(out->size() - 3);
    *out += "d\xE2\x80\x99";  // French elides before "as"
  }
  *out += CardWords(card);
}

std::string Counters(std::int64_t n) { return Plural(n, "{0} counter", "{0} counters"); }
std::string Cards(int n) { return Plural(n, "{0} card", "{0} cards"); }

std::string SeatName(const TableModel& model, int seat) {
  return seat >= 0 && seat < model.num_seats ? model.seats[static_cast<size_t>(seat)].name : "";
}

std::string JoinWith(const std::vector<std::string>& parts, const char* separator) {
  std::string out;
  for (size_t i = 0; i < parts.size(); ++i) out += (i ? separator : "") + parts[i];
  return out;
}

// "3, 7, knave" (with "(the Pope)" beside the Pope).
std::string SuitCards(const TableModel& model, CardMask hand, int suit) {
  std::vector<std::string> ranks;
  for (int rank = 1; rank <= 13; ++rank) {
    const Card c = MakeCard(suit, rank);
    if ((hand & Bit(c)) == 0) continue;
    ranks.push_back(c == model.rules.pope_card ? Fmt(Tr("{0} (the Pope)"), {RankWord(rank)}) : RankWord(rank));
  }
  return JoinWith(ranks, ", ");
}

// The seat whose hand the mirror reads: the viewer, when their hand is face up.
const SeatModel* ReadableHand(const TableModel& model, bool hand_visible) {
  if (!hand_visible || model.viewer < 0 || model.viewer >= model.num_seats) return nullptr;
  return &model.seats[static_cast<size_t>(model.viewer)];
}

std::vector<std::string> HandLines(const TableModel& model, const SeatModel& seat) {
  std::vector<std::string> lines;
  for (int suit = 0; suit < 4; ++suit) {
    const std::string cards = SuitCards(model, seat.hand, suit);
    lines.push_back(Fmt(Tr("{0}: {1}"), {SuitTitle(suit), cards.empty() ? Tr("none|no cards of a suit") : cards}));
  }
  return lines;
}

std::vector<std::string> BoardLines(const TableModel& model) {
  std::vector<std::string> lines;
  for (int comp = 0; comp < kNumCompartments; ++comp) {
    if (!LayoutHas(model.rules.layout, comp)) continue;
    lines.push_back(Fmt(Tr("{0}: {1}"), {CompartmentWord(comp), Counters(model.board[static_cast<size_t>(comp)])}));
  }
  if (model.centre > 0) lines.push_back(Fmt(Tr("The centre: {0}"), {Counters(model.centre)}));
  return lines;
}

std::string PurseLine(const TableModel& model, int seat) {
  const SeatModel& s = model.seats[static_cast<size_t>(seat)];
  std::string line = Fmt(Tr("{0}: {1}, {2}"), {ShownSeatName(s.name), Counters(s.purse),
                                               Plural(s.hand_count, "{0} card left", "{0} cards left")});
  if (seat == model.dealer) line += Tr(", the dealer");
  if (seat == model.to_move) line += Tr(", to play");
  return line;
}

std::string PlayLine(const TableModel& model, const PlayedCard& play, bool lead) {
  const std::string name = SeatName(model, play.seat);
  const std::string card = SpokenCard(play.card);
  if (IsYourSeat(name)) return Fmt(lead ? Tr("You led {0}") : Tr("You played {0}"), {card});
  return Fmt(lead ? Tr("{0} led {1}") : Tr("{0} played {1}"), {name, card});
}

std::vector<std::string> RunLines(const TableModel& model) {
  std::vector<std::string> lines;
  if (model.turnup != kNoCard) {
    lines.push_back(model.trump != kNoSuit
                        ? Fmt(Tr("Turned up: {0}; {1} are trumps"), {SpokenCard(model.turnup), SuitWord(model.trump)})
                        : Fmt(Tr("Turned up: {0}"), {SpokenCard(model.turnup)}));
  }
  if (model.run.empty()) {
    lines.push_back(Tr("No run yet: the next card is a lead."));
    return lines;
  }
  std::vector<std::string> plays;
  for (size_t i = 0; i < model.run.size(); ++i) plays.push_back(PlayLine(model, model.run[i], i == 0));
  lines.push_back(Fmt(Tr("The run: {0}."), {JoinWith(plays, Tr(", then "))}));
  return lines;
}

// "Lady Agatha (AI, Expert)", "You (a person)".
std::string SeatLine(const SeatSetup& seat) {
  return seat.human ? Fmt(Tr("{0} (a person)"), {ShownSeatName(seat.name)})
                    : Fmt(Tr("{0} (AI, {1})"), {seat.name, LevelWord(seat.level)});
}

MirrorButton LeadButton(Card card, Card pope) {
  const std::string label = Fmt(card == pope ? Tr("Lead {0}, the Pope") : Tr("Lead {0}"), {SpokenCard(card)});
  return {"card:" + CardName(card), label};
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

std::string SpokenCard(Card card) {
  if (card < 0 || card >= kNumCards) return "";
  // English says a card bare ("Lead 5 of diamonds"); French with its article, which follows the
  // rank's gender and first sound ("le 5 de carreau", "la dame de pique", "l’as de trèfle").
  const int rank = RankOf(card);
  const char* pattern = rank == 1    ? Tr("{0} of {1}|spoken ace")
                        : rank == 12 ? Tr("{0} of {1}|spoken queen")
                                     : Tr("{0} of {1}|spoken");
  return Fmt(pattern, {RankWord(rank), SuitWord(SuitOf(card))});
}

std::string SpokenText(const std::string& shown) {
  std::string out;
  for (size_t i = 0; i < shown.size();) {
    const int suit = SuitAt(shown, i);
    if (suit < 0) {
      out += shown[i++];
      continue;
    }
    i += std::strlen(SuitGlyph(suit));
    size_t length = 0;
    const int rank = TrailingRank(out, &length);
    if (rank == 0) {
      out += SuitWord(suit);
    } else {
      out.resize(out.size() - length);
      AppendSpokenCard(&out, MakeCard(suit, rank));
    }
  }
  return out;
}

std::string SpokenEvent(const TableModel& model, const Event& event) {
  if (event.type == EventType::kStop && event.card2 != kNoCard) {
    return Fmt(RankOf(event.card2) == 1 ? Tr("No {0}: a stop|ace") : Tr("No {0}: a stop"),
               {CardWords(event.card2)});
  }
  return SpokenText(Caption(model, event));
}

int PeopleAtTable(const GameController& controller) {
  int people = 0;
  for (const SeatSetup& seat : controller.setup().seats) people += seat.human ? 1 : 0;
  return people;
}

bool SkipOffered(const GameController& controller) {
  return controller.HumanToAct() < 0 && !controller.DealOver() && !controller.MatchOver() && !controller.InReplay() &&
         !controller.skipping();
}

bool HintOffered(const GameController& controller) {
  return controller.HumanToAct() >= 0 && controller.HumanToAct() == controller.Viewer() && !controller.InReplay() &&
         !controller.InLesson() && !controller.DealOver() && !controller.MatchOver();
}

std::vector<MirrorButton> TableButtons(const GameController& controller, const TableOffers& offers) {
  std::vector<MirrorButton> buttons;
  if (offers.paused) return {{"button:resume", Tr("Play on")}};
  const TableModel& model = controller.model();
  const int person = controller.HumanToAct();
  if (controller.DealOver() || controller.MatchOver()) {
    if (controller.MatchOver()) {
      buttons.push_back({"button:new-match", Tr("New match")});
    } else if (controller.LastDealOver()) {
      buttons.push_back({"button:final-standings", Tr("Final standings")});
    } else {
      buttons.push_back({"button:next-deal", Tr("Next deal")});
    }
  } else if (person >= 0) {
    const ActionList legal = controller.LegalActions();
    const Phase phase = controller.state().phase();
    if (phase == Phase::kWildPope) {
      buttons.push_back({"button:pope", Tr("Play the Pope")});
      buttons.push_back({"button:pass", Tr("Pass: keep the Pope")});
    } else if (phase == Phase::kPlaceCounter) {
      for (int i = 0; i < legal.size(); ++i) {
        if (!IsPlaceAction(legal[i])) continue;
        const int comp = legal[i] - kActionPlaceBase;
        buttons.push_back({std::string("button:place-") + CompartmentId(comp),
                           Fmt(Tr("Place a counter on {0}"), {CompartmentWord(comp)})});
      }
    } else if (phase == Phase::kLead && offers.hand_visible) {
      // In the hand's order, as the cards lie on the table.
      for (int suit = 0; suit < 4; ++suit) {
        for (int rank = 1; rank <= 13; ++rank) {
          const Card c = MakeCard(suit, rank);
          if (legal.Contains(c)) buttons.push_back(LeadButton(c, model.rules.pope_card));
        }
      }
    }
  }
  if (offers.hint) buttons.push_back({"button:hint", Tr("Hint")});
  if (offers.skip) buttons.push_back({"button:skip", Tr("Skip to my turn")});
  if (controller.CanUndo()) buttons.push_back({"button:undo", Tr("Undo my last lead")});
  buttons.push_back({"button:pace", Fmt(Tr("Pace: {0}. Change the pace"), {offers.pace})});
  buttons.push_back({"menu:mute", offers.muted ? Tr("Turn the sounds on") : Tr("Mute the sounds")});
  buttons.push_back({"menu:rules", Tr("How to play")});
  buttons.push_back({"menu:statistics", Tr("Statistics")});
  buttons.push_back({"menu:new-match", Tr("New match…")});
  return buttons;
}

std::string ReadHand(const TableModel& model) {
  if (model.viewer < 0 || model.viewer >= model.num_seats) return Tr("No hand of yours at this table.");
  const SeatModel& seat = model.seats[static_cast<size_t>(model.viewer)];
  if (seat.hand_count == 0) return Tr("Your hand is empty.");
  return Fmt(Tr("Your hand, {0}. {1}."), {Cards(seat.hand_count), JoinWith(HandLines(model, seat), ". ")});
}

std::string ReadBoard(const TableModel& model) { return Fmt(Tr("The board. {0}."), {JoinWith(BoardLines(model), ". ")}); }

std::string ReadPurses(const TableModel& model) {
  std::vector<std::string> lines;
  for (int s = 0; s < model.num_seats; ++s) {
    const SeatModel& seat = model.seats[static_cast<size_t>(s)];
    lines.push_back(Fmt(Tr("{0} {1}|a purse read out"), {ShownSeatName(seat.name), Counters(seat.purse)}));
  }
  return Fmt(Tr("Purses. {0}."), {JoinWith(lines, ". ")});
}

std::string TurnPrompt(const GameController& controller) {
  if (!controller.HasMatch()) return "";
  if (controller.MatchOver()) return Tr("The match is over.");
  if (controller.DealOver()) {
    return controller.LastDealOver() ? Tr("The deal is over. Final standings next.")
                                     : Tr("The deal is over. Next deal when you are ready.");
  }
  if (controller.HumanToAct() < 0) return "";
  switch (controller.state().phase()) {
    case Phase::kLead: return Tr("Your turn: lead a card.");
    case Phase::kWildPope: return Tr("The run has stopped. Play the Pope in its place, or keep it?");
    case Phase::kPlaceCounter: return Tr("Place one counter on the board.");
    default: return "";
  }
}

std::vector<MirrorSection> TableSections(const GameController& controller, bool hand_visible) {
  const TableModel& model = controller.model();
  std::vector<MirrorSection> sections;
  const int deal = std::min(model.deal_index + 1, std::max(1, model.num_deals));
  std::vector<std::string> now = {Fmt(Tr("Deal {0} of {1}."), {std::to_string(deal), std::to_string(model.num_deals)})};
  const std::string prompt = TurnPrompt(controller);
  if (!prompt.empty()) {
    now.push_back(prompt);
  } else if (model.to_move >= 0 && model.to_move < model.num_seats) {
    const std::string name = SeatName(model, model.to_move);
    now.push_back(IsYourSeat(name) ? Tr("You to play.") : Fmt(Tr("{0} to play."), {name}));
  }
  if (!model.caption.empty()) now.push_back(Fmt(Tr("Last: {0}"), {SpokenText(model.caption)}));
  sections.push_back({Tr("Now"), now});
  if (const SeatModel* seat = ReadableHand(model, hand_visible)) {
    sections.push_back({Fmt(Tr("Your hand ({0})"), {Cards(seat->hand_count)}), HandLines(model, *seat)});
  }
  if (!controller.DealOver() && !controller.MatchOver()) sections.push_back({Tr("On the table"), RunLines(model)});
  sections.push_back({Tr("The board"), BoardLines(model)});
  std::vector<std::string> players;
  for (int s = 0; s < model.num_seats; ++s) players.push_back(PurseLine(model, s));
  sections.push_back({Tr("Players"), players});
  return sections;
}

std::vector<MirrorButton> SetupButtons(const SetupOffers& offers) {
  std::vector<MirrorButton> buttons;
  if (offers.playable) buttons.push_back({"button:deal", Tr("Deal the cards")});
  if (offers.back_to_table) buttons.push_back({"button:back-to-table", Tr("Back to the match in progress")});
  if (offers.first_visit) buttons.push_back({"button:tutorial", Tr("Learn to play")});
  if (offers.daily) buttons.push_back({"button:daily", Tr("Daily deal")});
  buttons.push_back({"button:how-to-play", Tr("How to play")});
  buttons.push_back({"button:statistics", Tr("Statistics")});
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
    return {{"button:lesson-play-match", Tr("Play a match")}, {"button:lesson-next", Tr("Stay here")}};
  }
  std::vector<MirrorButton> buttons;
  if (!lesson.waits_for_play) buttons.push_back({"button:lesson-next", Tr("Next")});
  buttons.push_back({"button:lesson-skip", Tr("Skip the lesson")});
  return buttons;
}

Mirror RulesMirror(const Rules& rules) {
  return {Tr("How to play"), {{"button:close-rules", Tr("Close the rules")}}, RulesSections(rules)};
}

Mirror MatchOverMirror(const MatchReport& report) {
  return {Tr("The match is over"), {{"button:play-again", Tr("Play again")}, {"button:new-match", Tr("New match")}},
          MatchOverSections(report)};
}

Mirror StatisticsMirror(const Statistics& stats, const std::string& message) {
  Mirror m{Tr("Statistics"),
           {{"button:stats-back", Tr("Back")},
            {"button:export", Tr("Export the save as a file")},
            {"button:import", Tr("Import a save file")}},
           StatisticsSections(stats)};
  if (!message.empty()) m.sections.front().lines.push_back(message);
  return m;
}

Mirror DamagedSaveMirror(bool newer, bool kept) {
  return {Tr("The saved game"),
          {{"button:export-damaged", Tr("Export the saved game")}, {"button:start-fresh", Tr("Start a new match")}},
          {{Tr("The saved game could not be opened"),
            {newer ? Tr("It was saved by a newer version of Pope Joan, which this one cannot read.")
                   : Tr("It is damaged and cannot be continued."),
             kept ? Tr("Nothing is thrown away: it has been kept aside.")
                  : Tr("It could not be kept aside here: export it before starting afresh.")}}}};
}

Mirror StorageNoticeMirror() {
  return {Tr("Your progress will not be kept"),
          {{"button:notice-ok", Tr("OK")}},
          {{Tr("Your progress will not be kept"),
            {Tr("This browser does not let the game store anything, so the match and statistics are lost when the "
                "page closes.")}}}};
}

}  // namespace popejoan::session
