#include "ui/table_model.h"

#include "engine/observation.h"

namespace popejoan::ui {
namespace {

const char* RankWord(int rank) {
  static const char* const kWords[] = {"",      "ace",   "two",  "three", "four",  "five", "six",
                                       "seven", "eight", "nine", "ten",   "knave", "queen", "king"};
  return (rank >= 1 && rank <= 13) ? kWords[rank] : "";
}

std::string Name(const TableModel& model, int seat) {
  if (seat < 0 || seat >= model.num_seats) return "The table";
  return model.seats[static_cast<size_t>(seat)].name;
}

std::string Counters(int n) { return std::to_string(n) + (n == 1 ? " counter" : " counters"); }

// A name inside a sentence: "you" for the person called You.
std::string NameInSentence(const TableModel& model, int seat) {
  const std::string name = Name(model, seat);
  return name == "You" ? "you" : name;
}

// "Dressing: you 3, Colonel Finch 6 as dealer".
std::string DressingLine(const TableModel& model) {
  std::string line = "Dressing:";
  for (size_t i = 0; i < model.dressing.size(); ++i) {
    const int seat = model.dressing[i].first;
    line += (i == 0 ? " " : ", ") + NameInSentence(model, seat) + " " + std::to_string(model.dressing[i].second);
    if (seat == model.dealer) line += " as dealer";
  }
  return line;
}

// Why a seat pays for cards: "one per card in your hand" / "one per card in hand".
std::string PerCard(bool you) { return you ? "one per card in your hand" : "one per card in hand"; }

void Animate(TableModel* model, int from_seat, int from_comp, int to_seat, int to_comp, int amount) {
  if (amount <= 0) return;
  model->motion = {from_seat, from_comp, to_seat, to_comp, amount};
  ++model->motion_id;
}

void MovePurse(TableModel* model, int from, int to, int amount) {
  if (from >= 0 && from < model->num_seats) model->seats[static_cast<size_t>(from)].purse -= amount;
  if (to >= 0 && to < model->num_seats) model->seats[static_cast<size_t>(to)].purse += amount;
  model->flash_seat = to >= 0 ? to : from;
}

void PlayCardInModel(TableModel* model, int seat, Card card, bool lead) {
  if (card < 0 || card >= kNumCards) return;
  if (lead) model->run.clear();
  if (seat >= 0 && seat < model->num_seats) {
    SeatModel& s = model->seats[static_cast<size_t>(seat)];
    if (s.hand_count > 0) --s.hand_count;
    s.hand &= ~Bit(card);
  }
  model->played |= Bit(card);
  model->known_stops &= ~Bit(card);
  // The card below a played card can never be followed again: it is now a stop (002).
  if (RankOf(card) > 1) model->known_stops |= Bit(static_cast<Card>(card - 1)) & ~model->played;
  model->run.push_back({seat, card});
}

}  // namespace

TableModel ModelFromState(const State& state, int viewer, const std::vector<std::string>& names,
                          const std::vector<bool>& humans) {
  TableModel model;
  model.viewer = viewer;
  model.num_seats = state.NumSeats();
  model.rules = state.rules();
  const Observation obs = ObservationFor(state, viewer >= 0 ? viewer : 0);
  for (int s = 0; s < model.num_seats; ++s) {
    SeatModel& seat = model.seats[static_cast<size_t>(s)];
    seat.name = s < static_cast<int>(names.size()) ? names[static_cast<size_t>(s)] : "Seat " + std::to_string(s + 1);
    seat.human = s < static_cast<int>(humans.size()) && humans[static_cast<size_t>(s)];
    seat.purse = obs.purses[s];
    seat.hand_count = obs.hand_counts[s];
    seat.active = obs.active[s];
    seat.hand = viewer >= 0 ? obs.visible[s] : 0;
  }
  for (int c = 0; c < kNumCompartments; ++c) model.board[static_cast<size_t>(c)] = obs.board[c];
  model.centre = obs.centre;
  model.turnup = obs.turnup;
  model.trump = obs.trump;
  model.spare = viewer >= 0 ? obs.spare : 0;
  model.dealer = obs.dealer;
  model.deal_index = obs.deal_index;
  model.num_deals = obs.num_deals;
  model.played = obs.played;
  model.known_stops = viewer >= 0 ? obs.known_stops : 0;
  model.to_move = obs.current;
  model.winner = obs.winner;
  // Rebuild the current run: walk down from the last card through cards played in a row.
  if (obs.last_card != kNoCard) {
    std::vector<PlayedCard> reversed;
    Card c = obs.last_card;
    while (c >= 0 && (obs.played & Bit(c)) && SuitOf(c) == SuitOf(obs.last_card)) {
      reversed.push_back({obs.played_by[c], c});
      if (obs.played_by[c] == obs.leader && c != obs.last_card) break;
      if (RankOf(c) == 1) break;
      c = static_cast<Card>(c - 1);
    }
    model.run.assign(reversed.rbegin(), reversed.rend());
  }
  return model;
}

std::vector<PlayedCard> RunFromEvents(const std::vector<Event>& events, Card pope_card) {
  std::vector<PlayedCard> run;
  CardMask played = 0;
  for (const Event& e : events) {
    switch (e.type) {
      case EventType::kDealStart:
        run.clear();
        played = 0;
        break;
      case EventType::kPlay:
        if (e.card < 0 || e.card >= kNumCards) break;
        if (e.other == 1) run.clear();
        run.push_back({e.seat, e.card});
        played |= Bit(e.card);
        break;
      case EventType::kWildPope:  // as ApplyEventToModel shows it: the Pope joins the run
        if (pope_card >= 0 && pope_card < kNumCards && !(played & Bit(pope_card))) {
          run.push_back({e.seat, pope_card});
          played |= Bit(pope_card);
        }
        break;
      default:
        break;
    }
  }
  return run;
}

bool ApplyEventToModel(TableModel* model, const Event& e) {
  model->flash_compartment = -1;
  model->flash_seat = -1;
  bool pause = true;
  switch (e.type) {
    case EventType::kDealStart:
      model->run.clear();
      model->dressing.clear();
      model->spare = 0;  // the new deal's spare, if it may be seen, comes with the table's resync
      model->winner = -1;
      model->dealer = e.seat;
      break;
    case EventType::kTurnUp:
      model->turnup = e.card;
      model->trump = e.card >= 0 ? SuitOf(e.card) : kNoSuit;
      break;
    case EventType::kTake:
    case EventType::kShare:
    case EventType::kClearTake:
      if (e.comp >= 0 && e.comp < kNumCompartments) model->board[static_cast<size_t>(e.comp)] -= e.amount;
      MovePurse(model, -1, e.seat, e.amount);
      model->flash_compartment = e.comp;
      Animate(model, -1, e.comp, e.seat, -1, e.amount);
      break;
    case EventType::kPopeStakes:
    case EventType::kPopeBonus:
    case EventType::kCardPayment:
      MovePurse(model, e.seat, e.other, e.amount);
      Animate(model, e.seat, -1, e.other, -1, e.amount);
      break;
    case EventType::kDouble:
    case EventType::kPlace:
      if (e.comp >= 0 && e.comp < kNumCompartments) model->board[static_cast<size_t>(e.comp)] += e.amount;
      MovePurse(model, e.seat, -1, e.amount);
      model->flash_compartment = e.comp;
      Animate(model, e.seat, -1, -1, e.comp, e.amount);
      break;
    case EventType::kPlay:
      PlayCardInModel(model, e.seat, e.card, e.other == 1);
      model->to_move = e.seat;
      break;
    case EventType::kWildPope:
      if (!(model->played & Bit(model->rules.pope_card))) {
        PlayCardInModel(model, e.seat, model->rules.pope_card, false);
      }
      break;
    case EventType::kGoOut:
    case EventType::kDealEnd:
      model->winner = e.seat;
      break;
    case EventType::kStop:
      if (e.card2 != kNoCard) model->known_stops &= ~Bit(e.card2);
      break;
    case EventType::kDress:
      model->dressing.emplace_back(e.seat, e.amount);
      pause = false;
      break;
    case EventType::kToCentre:
    case EventType::kFromCentre:
    case EventType::kOwe:
    case EventType::kCarryOver:
    case EventType::kMatchEnd:
      pause = false;
      break;
    default:
      break;
  }
  const std::string caption = Caption(*model, e);
  if (!caption.empty()) model->caption = caption;
  return pause;
}

std::string Caption(const TableModel& model, const Event& e) {
  const std::string who = Name(model, e.seat);
  // "You pay" but "The Vicar pays".
  const bool you = who == "You";
  auto verb = [you](const char* third_person, const char* second_person) {
    return std::string(" ") + (you ? second_person : third_person) + " ";
  };
  const std::string comp = (e.comp >= 0 && e.comp < kNumCompartments) ? CompartmentName(e.comp) : "";
  switch (e.type) {
    case EventType::kDealStart:
      return "Deal " + std::to_string(e.amount + 1) + ": " + who + (you ? " deal" : " deals");
    case EventType::kDress:
      return model.dressing.empty() ? who + verb("pays", "pay") + Counters(e.amount) + " to dress the board"
                                    : DressingLine(model);
    case EventType::kToCentre:
      return Counters(e.amount) + " to the centre";
    case EventType::kFromCentre:
      return Counters(e.amount) + " from the centre to the board";
    case EventType::kTurnUp:
      return e.card >= 0 ? "Turned up " + CardLabel(e.card) + ": " + SuitGlyph(SuitOf(e.card)) + " are trumps" : "";
    case EventType::kTake:
      return comp + "! " + who + " +" + std::to_string(e.amount);
    case EventType::kShare:
      return comp + " shared: " + who + " +" + std::to_string(e.amount);
    case EventType::kClearTake:
      return who + verb("clears", "clear") + comp + " +" + std::to_string(e.amount);
    case EventType::kPopeStakes: {
      const bool capped = model.rules.pope_stake_cap > 0 && e.amount >= model.rules.pope_stake_cap;
      return who + verb("pays", "pay") + Name(model, e.other) + " " + std::to_string(e.amount) +
             " for the turned-up Pope: one per card dealt to " + (you ? "you" : "each hand") + (capped ? ", at most " + std::to_string(model.rules.pope_stake_cap) : "");
    }
    case EventType::kPopeJoanWins:
      return "Pope Joan wins! " + who + " turned up the Pope";
    case EventType::kThrownIn:
      return "The Pope is turned up: the deal is thrown in";
    case EventType::kPlay:
      if (e.other == 1) return who + verb("leads", "lead") + CardLabel(e.card);
      // Every play but a lead is forced: whoever holds the next card must play it.
      return you ? "You must play " + CardLabel(e.card) + ": you hold it" : who + " plays " + CardLabel(e.card);
    case EventType::kStop:
      if (e.card2 == kNoCard) return CardLabel(e.card) + ": a stop, as every king is";
      return std::string("No ") + RankWord(RankOf(e.card2)) + " (" + CardLabel(e.card2) + ")";
    case EventType::kWildPope:
      return who + verb("plays", "play") + "the Pope for " + CardLabel(e.card2) + "!";
    case EventType::kDeclinePope:
      return who + (you ? " keep" : " keeps") + " the Pope";
    case EventType::kPopeBonus:
      return who + verb("pays", "pay") + NameInSentence(model, e.other) + " " + std::to_string(e.amount) + " for the Pope: " +
             PerCard(you);
    case EventType::kGoOut:
      return who + (you ? " are out!" : " is out!");
    case EventType::kCardPayment:
      return who + verb("pays", "pay") + NameInSentence(model, e.other) + " " + std::to_string(e.amount) +
             " for going out: " + PerCard(you);
    case EventType::kExempt:
      return who + (you ? " hold" : " holds") + " the Pope: nothing to pay for cards left";
    case EventType::kDouble:
      return who + verb("doubles", "double") + comp + " (+" + std::to_string(e.amount) + ")";
    case EventType::kPlace:
      return who + verb("places", "place") + "a counter on " + comp;
    case EventType::kCarryOver:
      return comp + " carries over: its " + Counters(e.amount) + " stay for the next deal";
    case EventType::kDealEnd:
      return e.seat >= 0 ? who + (you ? " win the deal" : " wins the deal") : "The deal is over";
    case EventType::kMatchEnd:
      return "The match is over";
    default:
      return "";
  }
}

}  // namespace popejoan::ui
