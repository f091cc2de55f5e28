#include "ui/access_mirror.h"

#include <cstring>

#include "engine/board.h"
#include "engine/json.h"
#include "ui/card_label.h"
#include "ui/controller.h"
#include "ui/rules_words.h"
#include "ui/statistics.h"
#include "ui/tutorial.h"

namespace popejoan::ui {
namespace {

const char* SuitWord(int suit) {
  static const char* const kWords[] = {"clubs", "diamonds", "hearts", "spades"};
  return suit >= 0 && suit < 4 ? kWords[suit] : "";
}

const char* SuitTitle(int suit) {
  static const char* const kTitles[] = {"Clubs", "Diamonds", "Hearts", "Spades"};
  return suit >= 0 && suit < 4 ? kTitles[suit] : "";
}

// A rank as a reader says it: numbers stay figures, the court cards and the ace are words.
std::string SpokenRank(const std::string& label) {
  if (label == "A") return "ace";
  if (label == "J") return "knave";
  if (label == "Q") return "queen";
  if (label == "K") return "king";
  return label;
}

// The suit glyph starting at `text[i]` (3 bytes of UTF-8), or -1.
int SuitAt(const std::string& text, size_t i) {
  for (int suit = 0; suit < 4; ++suit) {
    const char* glyph = SuitGlyph(suit);
    if (text.compare(i, std::strlen(glyph), glyph) == 0) return suit;
  }
  return -1;
}

bool IsWordChar(char c) { return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

// The rank label that ends `out` as a token of its own ("10", "K"), or "".
std::string TrailingRank(const std::string& out) {
  for (const char* rank : {"10", "2", "3", "4", "5", "6", "7", "8", "9", "A", "J", "Q", "K"}) {
    const size_t n = std::strlen(rank);
    if (out.size() < n || out.compare(out.size() - n, n, rank) != 0) continue;
    if (out.size() == n || !IsWordChar(out[out.size() - n - 1])) return rank;
  }
  return "";
}

std::string Counted(std::int64_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

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
    std::string word = SpokenRank(RankLabel(rank));
    if (c == model.rules.pope_card) word += " (the Pope)";
    ranks.push_back(word);
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
    lines.push_back(std::string(SuitTitle(suit)) + ": " + (cards.empty() ? "none" : cards));
  }
  return lines;
}

std::vector<std::string> BoardLines(const TableModel& model) {
  std::vector<std::string> lines;
  for (int comp = 0; comp < kNumCompartments; ++comp) {
    if (!LayoutHas(model.rules.layout, comp)) continue;
    lines.push_back(std::string(CompartmentName(comp)) + ": " +
                    Counted(model.board[static_cast<size_t>(comp)], "counter", "counters"));
  }
  if (model.centre > 0) lines.push_back("The centre: " + Counted(model.centre, "counter", "counters"));
  return lines;
}

std::string PurseLine(const TableModel& model, int seat) {
  const SeatModel& s = model.seats[static_cast<size_t>(seat)];
  std::string line = s.name + ": " + Counted(s.purse, "counter", "counters") + ", " +
                     Counted(s.hand_count, "card", "cards") + " left";
  if (seat == model.dealer) line += ", the dealer";
  if (seat == model.to_move) line += ", to play";
  return line;
}

std::vector<std::string> RunLines(const TableModel& model) {
  std::vector<std::string> lines;
  if (model.turnup != kNoCard) {
    std::string line = "Turned up: " + SpokenCard(model.turnup);
    if (model.trump != kNoSuit) line += std::string("; ") + SuitWord(model.trump) + " are trumps";
    lines.push_back(line);
  }
  if (model.run.empty()) {
    lines.push_back("No run yet: the next card is a lead.");
    return lines;
  }
  std::vector<std::string> plays;
  for (size_t i = 0; i < model.run.size(); ++i) {
    const PlayedCard& p = model.run[i];
    plays.push_back(SeatName(model, p.seat) + (i == 0 ? " led " : " played ") + SpokenCard(p.card));
  }
  lines.push_back("The run: " + JoinWith(plays, ", then ") + ".");
  return lines;
}

MirrorButton LeadButton(Card card, Card pope) {
  std::string label = "Lead " + SpokenCard(card);
  if (card == pope) label += ", the Pope";
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
  return SpokenRank(RankLabel(RankOf(card))) + " of " + SuitWord(SuitOf(card));
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
    const std::string rank = TrailingRank(out);
    if (rank.empty()) {
      out += SuitWord(suit);
    } else {
      out.resize(out.size() - rank.size());
      out += SpokenRank(rank) + " of " + SuitWord(suit);
    }
  }
  return out;
}

std::string SpokenEvent(const TableModel& model, const Event& event) {
  if (event.type == EventType::kStop && event.card2 != kNoCard) {
    return "No " + SpokenCard(event.card2) + ": a stop";
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
  if (offers.paused) return {{"button:resume", "Play on"}};
  const TableModel& model = controller.model();
  const int person = controller.HumanToAct();
  if (controller.DealOver() || controller.MatchOver()) {
    if (controller.MatchOver()) {
      buttons.push_back({"button:new-match", "New match"});
    } else if (controller.LastDealOver()) {
      buttons.push_back({"button:final-standings", "Final standings"});
    } else {
      buttons.push_back({"button:next-deal", "Next deal"});
    }
  } else if (person >= 0) {
    const ActionList legal = controller.LegalActions();
    const Phase phase = controller.state().phase();
    if (phase == Phase::kWildPope) {
      buttons.push_back({"button:pope", "Play the Pope"});
      buttons.push_back({"button:pass", "Pass: keep the Pope"});
    } else if (phase == Phase::kPlaceCounter) {
      for (int i = 0; i < legal.size(); ++i) {
        if (!IsPlaceAction(legal[i])) continue;
        const int comp = legal[i] - kActionPlaceBase;
        buttons.push_back({std::string("button:place-") + CompartmentId(comp),
                           std::string("Place a counter on ") + CompartmentName(comp)});
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
  if (offers.hint) buttons.push_back({"button:hint", "Hint"});
  if (offers.skip) buttons.push_back({"button:skip", "Skip to my turn"});
  if (controller.CanUndo()) buttons.push_back({"button:undo", "Undo my last lead"});
  buttons.push_back({"button:pace", std::string("Pace: ") + offers.pace + ". Change the pace"});
  buttons.push_back({"menu:mute", offers.muted ? "Turn the sounds on" : "Mute the sounds"});
  buttons.push_back({"menu:rules", "How to play"});
  buttons.push_back({"menu:statistics", "Statistics"});
  buttons.push_back({"menu:new-match", "New match…"});
  return buttons;
}

std::string ReadHand(const TableModel& model) {
  if (model.viewer < 0 || model.viewer >= model.num_seats) return "No hand of yours at this table.";
  const SeatModel& seat = model.seats[static_cast<size_t>(model.viewer)];
  if (seat.hand_count == 0) return "Your hand is empty.";
  return "Your hand, " + Counted(seat.hand_count, "card", "cards") + ". " + JoinWith(HandLines(model, seat), ". ") + ".";
}

std::string ReadBoard(const TableModel& model) { return "The board. " + JoinWith(BoardLines(model), ". ") + "."; }

std::string ReadPurses(const TableModel& model) {
  std::vector<std::string> lines;
  for (int s = 0; s < model.num_seats; ++s) {
    lines.push_back(model.seats[static_cast<size_t>(s)].name + " " +
                    Counted(model.seats[static_cast<size_t>(s)].purse, "counter", "counters"));
  }
  return "Purses. " + JoinWith(lines, ". ") + ".";
}

std::string TurnPrompt(const GameController& controller) {
  if (!controller.HasMatch()) return "";
  if (controller.MatchOver()) return "The match is over.";
  if (controller.DealOver()) {
    return controller.LastDealOver() ? "The deal is over. Final standings next." : "The deal is over. Next deal when you are ready.";
  }
  if (controller.HumanToAct() < 0) return "";
  switch (controller.state().phase()) {
    case Phase::kLead: return "Your turn: lead a card.";
    case Phase::kWildPope: return "The run has stopped. Play the Pope in its place, or keep it?";
    case Phase::kPlaceCounter: return "Place one counter on the board.";
    default: return "";
  }
}

std::vector<MirrorSection> TableSections(const GameController& controller, bool hand_visible) {
  const TableModel& model = controller.model();
  std::vector<MirrorSection> sections;
  std::vector<std::string> now = {"Deal " + std::to_string(std::min(model.deal_index + 1, std::max(1, model.num_deals))) +
                                  " of " + std::to_string(model.num_deals) + "."};
  const std::string prompt = TurnPrompt(controller);
  if (!prompt.empty()) {
    now.push_back(prompt);
  } else if (model.to_move >= 0 && model.to_move < model.num_seats) {
    now.push_back(SeatName(model, model.to_move) + " to play.");
  }
  if (!model.caption.empty()) now.push_back("Last: " + SpokenText(model.caption));
  sections.push_back({"Now", now});
  if (const SeatModel* seat = ReadableHand(model, hand_visible)) {
    sections.push_back({"Your hand (" + Counted(seat->hand_count, "card", "cards") + ")", HandLines(model, *seat)});
  }
  if (!controller.DealOver() && !controller.MatchOver()) sections.push_back({"On the table", RunLines(model)});
  sections.push_back({"The board", BoardLines(model)});
  std::vector<std::string> players;
  for (int s = 0; s < model.num_seats; ++s) players.push_back(PurseLine(model, s));
  sections.push_back({"Players", players});
  return sections;
}

std::vector<MirrorButton> SetupButtons(const SetupOffers& offers) {
  std::vector<MirrorButton> buttons;
  if (offers.playable) buttons.push_back({"button:deal", "Deal the cards"});
  if (offers.back_to_table) buttons.push_back({"button:back-to-table", "Back to the match in progress"});
  if (offers.first_visit) buttons.push_back({"button:tutorial", "Learn to play"});
  if (offers.daily) buttons.push_back({"button:daily", "Daily deal"});
  buttons.push_back({"button:how-to-play", "How to play"});
  buttons.push_back({"button:statistics", "Statistics"});
  return buttons;
}

std::vector<MirrorSection> SetupSections(const MatchSetup& setup, const std::string& note) {
  std::vector<std::string> lines = {"The Victorian game of stops, matrimony and intrigue.",
                                    std::string(PresetName(setup.rules.preset)) + ": " + PresetBlurb(setup.rules.preset)};
  std::vector<std::string> seats;
  for (const SeatSetup& seat : setup.seats) {
    seats.push_back(seat.human ? seat.name + " (a person)" : seat.name + " (AI, " + ai::LevelName(seat.level) + ")");
  }
  lines.push_back("At the table: " + JoinWith(seats, ", ") + ".");
  lines.push_back(setup.rounds == 1 ? "One round: each player deals once." : std::to_string(setup.rounds) + " rounds: each player deals " + std::to_string(setup.rounds) + " times.");
  lines.push_back("To change the players or the rules, use the setup screen's fields with the keyboard on the card table.");
  if (!note.empty()) lines.push_back(note);
  return {{"New match", lines}};
}

std::vector<MirrorSection> RulesSections(const Rules& rules) {
  std::vector<MirrorSection> sections = {{PresetName(rules.preset), {PresetBlurb(rules.preset)}}};
  for (const RulesSection& s : HowToPlay(rules)) sections.push_back({s.title, s.paragraphs});
  std::vector<std::string> changes = WhatThisTableChanges(rules);
  if (changes.empty()) changes.push_back("Nothing: this table plays the ordinary game above.");
  sections.push_back({"What this table changes", changes});
  sections.push_back({"Fine points", FinePoints(rules)});
  sections.push_back({"Playing with the keyboard", KeyboardHelp()});
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
    lines.push_back(std::to_string(seat.place) + ". " + seat.name + ": " + Counted(seat.end, "counter", "counters") + " (" +
                    (net >= 0 ? "+" : "") + std::to_string(net) + "), " + Counted(seat.deals_won, "deal", "deals") + " won");
  }
  if (!report.swing_line.empty()) lines.push_back(report.swing_line);
  if (!report.hints_line.empty()) lines.push_back(report.hints_line);
  return {{"The match is over", lines}};
}

std::vector<MirrorSection> StatisticsSections(const Statistics& stats) {
  return {{"Statistics",
           {Counted(stats.matches_played, "match", "matches") + " played, " + std::to_string(stats.matches_won) + " won.",
            Counted(stats.deals_played, "deal", "deals") + " played, " + std::to_string(stats.deals_won) + " won.",
            "Counters won: " + std::to_string(stats.counters_won) + "; lost: " + std::to_string(stats.counters_lost) + "."}}};
}

std::vector<MirrorButton> LessonButtons(const Lesson& lesson) {
  if (lesson.id == LessonId::kDone) return {{"button:lesson-play-match", "Play a match"}, {"button:lesson-next", "Stay here"}};
  std::vector<MirrorButton> buttons;
  if (!lesson.waits_for_play) buttons.push_back({"button:lesson-next", "Next"});
  buttons.push_back({"button:lesson-skip", "Skip the lesson"});
  return buttons;
}

Mirror RulesMirror(const Rules& rules) {
  return {"How to play", {{"button:close-rules", "Close the rules"}}, RulesSections(rules)};
}

Mirror MatchOverMirror(const MatchReport& report) {
  return {"The match is over", {{"button:play-again", "Play again"}, {"button:new-match", "New match"}},
          MatchOverSections(report)};
}

Mirror StatisticsMirror(const Statistics& stats, const std::string& message) {
  Mirror m{"Statistics",
           {{"button:stats-back", "Back"}, {"button:export", "Export the save as a file"}, {"button:import", "Import a save file"}},
           StatisticsSections(stats)};
  if (!message.empty()) m.sections.front().lines.push_back(message);
  return m;
}

Mirror DamagedSaveMirror(bool newer, bool kept) {
  return {"The saved game",
          {{"button:export-damaged", "Export the saved game"}, {"button:start-fresh", "Start a new match"}},
          {{"The saved game could not be opened",
            {newer ? "It was saved by a newer version of Pope Joan, which this one cannot read."
                   : "It is damaged and cannot be continued.",
             kept ? "Nothing is thrown away: it has been kept aside."
                  : "It could not be kept aside here: export it before starting afresh."}}}};
}

Mirror StorageNoticeMirror() {
  return {"Your progress will not be kept",
          {{"button:notice-ok", "OK"}},
          {{"Your progress will not be kept",
            {"This browser does not let the game store anything, so the match and statistics are lost when the "
             "page closes."}}}};
}

}  // namespace popejoan::ui
