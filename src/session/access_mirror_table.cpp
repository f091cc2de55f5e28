// The card table in the mirror (access_mirror.h): its buttons, the same the canvas offers, its
// sections of text, and the read-out keys.
#include <algorithm>
#include <utility>

#include "engine/board.h"
#include "session/access_mirror.h"
#include "session/access_mirror_parts.h"
#include "session/controller.h"
#include "session/words/game_words.h"
#include "session/words/language.h"

namespace popejoan::session {
namespace {

using mirror_internal::Button;
using mirror_internal::Counters;
using mirror_internal::JoinWith;

std::string Cards(int n) { return Plural(n, "{0} card", "{0} cards"); }

std::string SeatName(const TableModel& model, int seat) {
  return seat >= 0 && seat < model.num_seats ? model.seats[static_cast<size_t>(seat)].name : "";
}

// "3, 7, knave" (with "(the Pope)" beside the Pope).
std::string SuitCards(const TableModel& model, engine::CardMask hand, int suit) {
  std::vector<std::string> ranks;
  for (int rank = 1; rank <= 13; ++rank) {
    const engine::Card c = engine::MakeCard(suit, rank);
    if ((hand & engine::Bit(c)) == 0) continue;
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
  for (int comp = 0; comp < engine::kNumCompartments; ++comp) {
    if (!engine::LayoutHas(model.rules.layout, comp)) continue;
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
  if (model.turnup != engine::kNoCard) {
    lines.push_back(model.trump != engine::kNoSuit
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

// The "Now" section: the deal, what is asked of the person (or who plays), the last event.
std::vector<std::string> NowLines(const GameController& controller) {
  const TableModel& model = controller.model();
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
  return now;
}

// The Pope, or a sure stop the canvas marks with a dot, is named as the card is.
std::string LeadWords(engine::Card card, const TableModel& model) {
  const bool stop = (model.known_stops & engine::Bit(card)) != 0;
  const char* words = card == model.rules.pope_card ? Tr("Lead {0}, the Pope") : stop ? Tr("Lead {0}, a sure stop") : Tr("Lead {0}");
  return Fmt(words, {SpokenCard(card)});
}

// Once a deal or the match is over: the one intent that moves on.
IntentKind MoveOn(const GameController& controller) {
  if (controller.MatchOver()) return IntentKind::kTableNewMatch;
  return controller.LastDealOver() ? IntentKind::kFinalStandings : IntentKind::kNextDeal;
}

// The person's decision: the wild Pope or a pass, a compartment for a counter, or a card to lead
// (only while their hand is face up, in the hand's order, as the cards lie on the table).
void AddDecisions(const GameController& controller, bool hand_visible, std::vector<Intent>* intents) {
  const engine::ActionList legal = controller.LegalActions();
  const engine::Phase phase = controller.state().phase();
  if (phase == engine::Phase::kWildPope) {
    intents->push_back(MakeIntent(IntentKind::kPope));
    intents->push_back(MakeIntent(IntentKind::kPass));
  } else if (phase == engine::Phase::kPlaceCounter) {
    for (int i = 0; i < legal.size(); ++i) {
      if (engine::IsPlaceAction(legal[i])) intents->push_back(PlaceCounter(legal[i] - engine::kActionPlaceBase));
    }
  } else if (phase == engine::Phase::kLead && hand_visible) {
    for (int suit = 0; suit < 4; ++suit) {
      for (int rank = 1; rank <= 13; ++rank) {
        const engine::Card c = engine::MakeCard(suit, rank);
        if (legal.Contains(c)) intents->push_back(PlayCard(c));
      }
    }
  }
}

// What a screen reader hears for each of the table's intents.
std::string TableLabel(const GameController& controller, const TableOffers& offers, const Intent& intent) {
  switch (intent.kind) {
    case IntentKind::kPlace: return Fmt(Tr("Place a counter on {0}"), {CompartmentWord(static_cast<int>(intent.value))});
    case IntentKind::kPlayCard: return LeadWords(static_cast<engine::Card>(intent.value), controller.model());
    case IntentKind::kNextPace: return Fmt(Tr("Pace: {0}. Change the pace"), {offers.pace});
    case IntentKind::kMute: return offers.muted ? Tr("Turn the sounds on") : Tr("Mute the sounds");
    default: return mirror_internal::ControlWords(intent.kind);
  }
}

}  // namespace

int PeopleAtTable(const GameController& controller) {
  if (controller.Remote()) return 1;  // a room's other people play on their own screens
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

std::vector<Intent> TableIntents(const GameController& controller, const TableOffers& offers) {
  if (offers.paused) return {MakeIntent(IntentKind::kResume)};
  std::vector<Intent> intents;
  if (controller.DealOver() || controller.MatchOver()) {
    intents.push_back(MakeIntent(MoveOn(controller)));
  } else if (controller.HumanToAct() >= 0) {
    AddDecisions(controller, offers.hand_visible, &intents);
  }
  // The helpers, the pace and the menu's entries a screen reader needs at the table.
  if (offers.hint) intents.push_back(MakeIntent(IntentKind::kHint));
  if (offers.skip) intents.push_back(MakeIntent(IntentKind::kSkip));
  if (controller.CanUndo()) intents.push_back(MakeIntent(IntentKind::kUndo));
  for (IntentKind kind : {IntentKind::kNextPace, IntentKind::kMute, IntentKind::kMenuRules, IntentKind::kMenuStatistics,
                          IntentKind::kMenuNewMatch}) {
    intents.push_back(MakeIntent(kind));
  }
  return intents;
}

std::vector<MirrorButton> TableButtons(const GameController& controller, const TableOffers& offers) {
  std::vector<MirrorButton> buttons;
  for (const Intent& intent : TableIntents(controller, offers)) buttons.push_back(Button(intent, TableLabel(controller, offers, intent)));
  return buttons;
}

std::string ReadHand(const TableModel& model) {
  if (model.viewer < 0 || model.viewer >= model.num_seats) return Tr("No hand of yours at this table.");
  const SeatModel& seat = model.seats[static_cast<size_t>(model.viewer)];
  if (seat.hand_count == 0) return Tr("Your hand is empty.");
  return Fmt(Tr("Your hand, {0}. {1}."), {Cards(seat.hand_count), JoinWith(HandLines(model, seat), ". ")});
}

std::string ReadBoard(const TableModel& model) {
  return Fmt(Tr("The board. {0}."), {JoinWith(BoardLines(model), ". ")});
}

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
  if (controller.HumanToAct() < 0) {
    return controller.PopePauseShown() ? Tr("The run has stopped. The table waits: does anyone play the Pope?") : "";
  }
  switch (controller.state().phase()) {
    case engine::Phase::kLead: return Tr("Your turn: lead a card.");
    case engine::Phase::kWildPope: return Tr("The run has stopped. Play the Pope in its place, or keep it?");
    case engine::Phase::kPlaceCounter: return Tr("Place one counter on the board.");
    default: return "";
  }
}

std::vector<MirrorSection> TableSections(const GameController& controller, bool hand_visible, const DealReviewer* review) {
  const TableModel& model = controller.model();
  std::vector<MirrorSection> sections = {{Tr("Now"), NowLines(controller)}};
  if (const SeatModel* seat = ReadableHand(model, hand_visible)) {
    sections.push_back({Fmt(Tr("Your hand ({0})"), {Cards(seat->hand_count)}), HandLines(model, *seat)});
  }
  if (!controller.DealOver() && !controller.MatchOver()) sections.push_back({Tr("On the table"), RunLines(model)});
  sections.push_back({Tr("The board"), BoardLines(model)});
  std::vector<std::string> players;
  for (int s = 0; s < model.num_seats; ++s) players.push_back(PurseLine(model, s));
  sections.push_back({Tr("Players"), players});
  if (controller.DealOver() || controller.MatchOver()) {
    for (MirrorSection& s : SettlementSections(controller, review)) sections.push_back(std::move(s));
  }
  return sections;
}

}  // namespace popejoan::session
