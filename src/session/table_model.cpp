#include "session/table_model.h"

#include "engine/observation.h"
#include "session/words/game_words.h"
#include "session/words/language.h"

namespace popejoan::session {
namespace {

std::string Name(const TableModel& model, int seat) {
  if (seat < 0 || seat >= model.num_seats) return Tr("The table");
  const std::string& stored = model.seats[static_cast<size_t>(seat)].name;
  return IsYourSeat(stored) ? stored : ShownSeatName(stored);  // "You" stays the key IsYou() reads
}

bool IsYou(const TableModel& model, int seat) { return IsYourSeat(Name(model, seat)); }

// "Dressing: you 3, Colonel Finch 6 as dealer": each seat's part is a whole template.
std::string DressingLine(const TableModel& model) {
  std::string parts;
  for (size_t i = 0; i < model.dressing.size(); ++i) {
    const int seat = model.dressing[i].first;
    const std::string amount = std::to_string(model.dressing[i].second);
    const bool dealer = seat == model.dealer;
    const std::string part = IsYou(model, seat) ? Fmt(dealer ? Tr("you {0} as dealer") : Tr("you {0}"), {amount})
                                                : Fmt(dealer ? Tr("{0} {1} as dealer") : Tr("{0} {1}|dressing"),
                                                      {Name(model, seat), amount});
    parts += (i == 0 ? "" : ", ") + part;
  }
  return Fmt(Tr("Dressing: {0}"), {parts});
}

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

void PlayCardInModel(TableModel* model, int seat, engine::Card card, bool lead) {
  if (card < 0 || card >= engine::kNumCards) return;
  if (lead) model->run.clear();
  if (seat >= 0 && seat < model->num_seats) {
    SeatModel& s = model->seats[static_cast<size_t>(seat)];
    if (s.hand_count > 0) --s.hand_count;
    s.hand &= ~engine::Bit(card);
  }
  model->played |= engine::Bit(card);
  model->known_stops &= ~engine::Bit(card);
  // The card below a played card can never be followed again: it is now a stop (002).
  if (engine::RankOf(card) > 1) model->known_stops |= engine::Bit(static_cast<engine::Card>(card - 1)) & ~model->played;
  model->run.push_back({seat, card});
}

// Counters won, paid or put on the board: the purses and the board follow, and the table
// flashes and animates them. False if `e` moves no counters.
bool MoveCountersInModel(TableModel* model, const engine::Event& e) {
  switch (e.type) {
    case engine::EventType::kTake:
    case engine::EventType::kShare:
    case engine::EventType::kClearTake:
      if (e.comp >= 0 && e.comp < engine::kNumCompartments) model->board[static_cast<size_t>(e.comp)] -= e.amount;
      MovePurse(model, -1, e.seat, e.amount);
      model->flash_compartment = e.comp;
      Animate(model, -1, e.comp, e.seat, -1, e.amount);
      return true;
    case engine::EventType::kPopeStakes:
    case engine::EventType::kPopeBonus:
    case engine::EventType::kCardPayment:
      MovePurse(model, e.seat, e.other, e.amount);
      Animate(model, e.seat, -1, e.other, -1, e.amount);
      return true;
    case engine::EventType::kDouble:
    case engine::EventType::kPlace:
      if (e.comp >= 0 && e.comp < engine::kNumCompartments) model->board[static_cast<size_t>(e.comp)] += e.amount;
      MovePurse(model, e.seat, -1, e.amount);
      model->flash_compartment = e.comp;
      Animate(model, e.seat, -1, -1, e.comp, e.amount);
      return true;
    default:
      return false;
  }
}

// The deal's course: its start, the turn-up, the cards played, stops, the winner, the dressing.
void ApplyPlayInModel(TableModel* model, const engine::Event& e) {
  switch (e.type) {
    case engine::EventType::kDealStart:
      model->run.clear();
      model->dressing.clear();
      model->spare = 0;  // the new deal's spare, if it may be seen, comes with the table's resync
      model->winner = -1;
      model->dealer = e.seat;
      break;
    case engine::EventType::kTurnUp:
      model->turnup = e.card;
      model->trump = e.card >= 0 ? engine::SuitOf(e.card) : engine::kNoSuit;
      break;
    case engine::EventType::kPlay:
      PlayCardInModel(model, e.seat, e.card, e.other == 1);
      model->to_move = e.seat;
      break;
    case engine::EventType::kWildPope:
      if (!(model->played & engine::Bit(model->rules.pope_card))) {
        PlayCardInModel(model, e.seat, model->rules.pope_card, false);
      }
      break;
    case engine::EventType::kGoOut:
    case engine::EventType::kDealEnd:
      model->winner = e.seat;
      break;
    case engine::EventType::kStop:
      if (e.card2 != engine::kNoCard) model->known_stops &= ~engine::Bit(e.card2);
      break;
    case engine::EventType::kDress:
      model->dressing.emplace_back(e.seat, e.amount);
      break;
    default:
      break;
  }
}

// Bookkeeping, and each part of the dressing (its caption sums it up), go by without a pause.
bool WorthAPause(engine::EventType type) {
  switch (type) {
    case engine::EventType::kDress:
    case engine::EventType::kToCentre:
    case engine::EventType::kFromCentre:
    case engine::EventType::kOwe:
    case engine::EventType::kCarryOver:
    case engine::EventType::kMatchEnd:
      return false;
    default:
      return true;
  }
}

// The run on the table, rebuilt from what the viewer sees: down from the last card played,
// through the cards played in a row, to the lead.
std::vector<PlayedCard> RunFromObservation(const engine::Observation& obs) {
  std::vector<PlayedCard> reversed;
  engine::Card c = obs.last_card;
  while (c >= 0 && (obs.played & engine::Bit(c)) && engine::SuitOf(c) == engine::SuitOf(obs.last_card)) {
    reversed.push_back({obs.played_by[c], c});
    if (obs.played_by[c] == obs.leader && c != obs.last_card) break;
    if (engine::RankOf(c) == 1) break;
    c = static_cast<engine::Card>(c - 1);
  }
  return {reversed.rbegin(), reversed.rend()};
}

}  // namespace

TableModel ModelFromState(const engine::State& state, int viewer, const std::vector<std::string>& names,
                          const std::vector<bool>& humans) {
  TableModel model;
  model.viewer = viewer;
  model.num_seats = state.NumSeats();
  model.rules = state.rules();
  const engine::Observation obs = ObservationFor(state, viewer >= 0 ? viewer : 0);
  for (int s = 0; s < model.num_seats; ++s) {
    SeatModel& seat = model.seats[static_cast<size_t>(s)];
    seat.name = s < static_cast<int>(names.size()) ? names[static_cast<size_t>(s)] : Fmt(Tr("Seat {0}"), {std::to_string(s + 1)});
    seat.human = s < static_cast<int>(humans.size()) && humans[static_cast<size_t>(s)];
    seat.purse = obs.purses[s];
    seat.hand_count = obs.hand_counts[s];
    seat.active = obs.active[s];
    seat.hand = viewer >= 0 ? obs.visible[s] : 0;
  }
  for (int c = 0; c < engine::kNumCompartments; ++c) model.board[static_cast<size_t>(c)] = obs.board[c];
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
  if (obs.last_card != engine::kNoCard) model.run = RunFromObservation(obs);
  return model;
}

std::vector<PlayedCard> RunFromEvents(const std::vector<engine::Event>& events, engine::Card pope_card) {
  std::vector<PlayedCard> run;
  engine::CardMask played = 0;
  for (const engine::Event& e : events) {
    switch (e.type) {
      case engine::EventType::kDealStart:
        run.clear();
        played = 0;
        break;
      case engine::EventType::kPlay:
        if (e.card < 0 || e.card >= engine::kNumCards) break;
        if (e.other == 1) run.clear();
        run.push_back({e.seat, e.card});
        played |= engine::Bit(e.card);
        break;
      case engine::EventType::kWildPope:  // as ApplyEventToModel shows it: the Pope joins the run
        if (pope_card >= 0 && pope_card < engine::kNumCards && !(played & engine::Bit(pope_card))) {
          run.push_back({e.seat, pope_card});
          played |= engine::Bit(pope_card);
        }
        break;
      default:
        break;
    }
  }
  return run;
}

bool ApplyEventToModel(TableModel* model, const engine::Event& e) {
  model->flash_compartment = -1;
  model->flash_seat = -1;
  if (!MoveCountersInModel(model, e)) ApplyPlayInModel(model, e);
  const std::string caption = Caption(*model, e);
  if (!caption.empty()) {
    model->caption = caption;
    model->caption_event = e;
  }
  return WorthAPause(e.type);
}

namespace {

// A payment from one seat to another: "You pay ...", "... pays you ...", "... pays ... ...".
// The three templates are whole sentences, in that order.
std::string Payment(const TableModel& model, const engine::Event& e, const char* you_pay, const char* pays_you,
                    const char* pays) {
  const std::string amount = std::to_string(e.amount);
  if (IsYou(model, e.seat)) return Fmt(you_pay, {Name(model, e.other), amount});
  if (IsYou(model, e.other)) return Fmt(pays_you, {Name(model, e.seat), amount});
  return Fmt(pays, {Name(model, e.seat), Name(model, e.other), amount});
}

std::string PopeStakes(const TableModel& model, const engine::Event& e) {
  const int cap = model.rules.pope_stake_cap;
  if (cap <= 0 || e.amount < cap) {
    return Payment(model, e, Tr("You pay {0} {1} for the turned-up Pope: one per card dealt to you"),
                   Tr("{0} pays you {1} for the turned-up Pope: one per card dealt to each hand"),
                   Tr("{0} pays {1} {2} for the turned-up Pope: one per card dealt to each hand"));
  }
  const std::string most = std::to_string(cap);
  const std::string amount = std::to_string(e.amount);
  if (IsYou(model, e.seat)) {
    return Fmt(Tr("You pay {0} {1} for the turned-up Pope: one per card dealt to you, at most {2}"),
               {Name(model, e.other), amount, most});
  }
  if (IsYou(model, e.other)) {
    return Fmt(Tr("{0} pays you {1} for the turned-up Pope: one per card dealt to each hand, at most {2}"),
               {Name(model, e.seat), amount, most});
  }
  return Fmt(Tr("{0} pays {1} {2} for the turned-up Pope: one per card dealt to each hand, at most {3}"),
             {Name(model, e.seat), Name(model, e.other), amount, most});
}

// "No six (6♥)": the missing card's rank in words, one whole line per rank (French elides: d’as).
std::string NoCard(engine::Card missing) {
  static const char* const kLines[] = {"",
                                       TrLater("No ace ({0})"),
                                       TrLater("No two ({0})"),
                                       TrLater("No three ({0})"),
                                       TrLater("No four ({0})"),
                                       TrLater("No five ({0})"),
                                       TrLater("No six ({0})"),
                                       TrLater("No seven ({0})"),
                                       TrLater("No eight ({0})"),
                                       TrLater("No nine ({0})"),
                                       TrLater("No ten ({0})"),
                                       TrLater("No knave ({0})"),
                                       TrLater("No queen ({0})"),
                                       TrLater("No king ({0})")};
  const int rank = engine::RankOf(missing);
  return rank >= 1 && rank <= 13 ? Fmt(Tr(kLines[rank]), {CardLabel(missing)}) : "";
}

// The events of play: leads, forced plays, stops and the Pope.
std::string PlayCaption(const TableModel& model, const engine::Event& e, const std::string& who, bool you) {
  switch (e.type) {
    case engine::EventType::kPlay:
      if (e.other == 1) {
        return you ? Fmt(Tr("You lead {0}"), {CardLabel(e.card)}) : Fmt(Tr("{0} leads {1}"), {who, CardLabel(e.card)});
      }
      // Every play but a lead is forced: whoever holds the next card must play it.
      return you ? Fmt(Tr("You must play {0}: you hold it"), {CardLabel(e.card)})
                 : Fmt(Tr("{0} plays {1}"), {who, CardLabel(e.card)});
    case engine::EventType::kStop:
      if (e.card2 == engine::kNoCard) return Fmt(Tr("{0}: a stop, as every king is"), {CardLabel(e.card)});
      return NoCard(e.card2);
    case engine::EventType::kWildPope:
      return you ? Fmt(Tr("You play the Pope for {0}!"), {CardLabel(e.card2)})
                 : Fmt(Tr("{0} plays the Pope for {1}!"), {who, CardLabel(e.card2)});
    case engine::EventType::kDeclinePope:  // nobody is named, whoever kept it (the rules' D23)
      return Tr("Nobody plays the Pope");
    case engine::EventType::kExempt:
      return you ? Tr("You hold the Pope: nothing to pay for cards left")
                 : Fmt(Tr("{0} holds the Pope: nothing to pay for cards left"), {who});
    case engine::EventType::kGoOut:
      return you ? Tr("You are out!") : Fmt(Tr("{0} is out!"), {who});
    case engine::EventType::kPopeBonus:
      return Payment(model, e, Tr("You pay {0} {1} for the Pope: one per card in your hand"),
                     Tr("{0} pays you {1} for the Pope: one per card in hand"),
                     Tr("{0} pays {1} {2} for the Pope: one per card in hand"));
    case engine::EventType::kCardPayment:
      return Payment(model, e, Tr("You pay {0} {1} for going out: one per card in your hand"),
                     Tr("{0} pays you {1} for going out: one per card in hand"),
                     Tr("{0} pays {1} {2} for going out: one per card in hand"));
    default:
      return "";
  }
}

// The events of the board: the dressing, the centre, compartments won, doubled or carried over.
std::string BoardCaption(const TableModel& model, const engine::Event& e, const std::string& who, bool you) {
  const int n = e.amount;
  const std::string amount = std::to_string(n);
  const std::string comp = CompartmentWord(e.comp);
  switch (e.type) {
    case engine::EventType::kDress:
      if (!model.dressing.empty()) return DressingLine(model);
      if (you) return Plural(n, "You pay {0} counter to dress the board", "You pay {0} counters to dress the board");
      return Fmt(Tr(TakesSingular(n) ? "{0} pays {1} counter to dress the board" : "{0} pays {1} counters to dress the board"),
                 {who, amount});
    case engine::EventType::kToCentre:
      return Plural(n, "{0} counter to the centre", "{0} counters to the centre");
    case engine::EventType::kFromCentre:
      return Plural(n, "{0} counter from the centre to the board", "{0} counters from the centre to the board");
    case engine::EventType::kTake:
      return Fmt(Tr("{0}! {1} +{2}"), {comp, ShownSeatName(who), amount});
    case engine::EventType::kShare:
      return Fmt(Tr("{0} shared: {1} +{2}"), {comp, ShownSeatName(who), amount});
    case engine::EventType::kClearTake:
      return you ? Fmt(Tr("You clear {0} +{1}"), {comp, amount}) : Fmt(Tr("{0} clears {1} +{2}"), {who, comp, amount});
    case engine::EventType::kDouble:
      // Foster's doubling, said as what happens: a card of that compartment was still in hand.
      if (you) {
        return Fmt(TakesSingular(n) ? Tr("You held an unplayed {0} card and pay {1} counter into {0}, doubling it")
                                    : Tr("You held an unplayed {0} card and pay {1} counters into {0}, doubling it"),
                   {comp, amount});
      }
      return Fmt(TakesSingular(n) ? Tr("{0} held an unplayed {1} card and pays {2} counter into {1}, doubling it")
                                  : Tr("{0} held an unplayed {1} card and pays {2} counters into {1}, doubling it"),
                 {who, comp, amount});
    case engine::EventType::kPlace:
      return you ? Fmt(Tr("You place a counter on {0}"), {comp}) : Fmt(Tr("{0} places a counter on {1}"), {who, comp});
    case engine::EventType::kCarryOver:
      // The match's last deal has no next deal: the counters are simply left unwon.
      if (model.num_deals > 0 && model.deal_index + 1 >= model.num_deals) {
        return Fmt(Tr(TakesSingular(n) ? "Nobody wins {0}: its {1} counter stays on the board"
                                      : "Nobody wins {0}: its {1} counters stay on the board"),
                   {comp, amount});
      }
      return Fmt(Tr(TakesSingular(n) ? "{0} carries over: its {1} counter stays for the next deal"
                                    : "{0} carries over: its {1} counters stay for the next deal"),
                 {comp, amount});
    default:
      return "";
  }
}

}  // namespace

bool IsYourSeat(const std::string& stored) { return stored == NotTranslated("You"); }

std::string ShownSeatName(const std::string& stored) {
  if (IsYourSeat(stored)) return Tr("You");
  // The one default name that is a title in English words; the others are names in any language.
  if (stored == NotTranslated("The Vicar")) return Tr("The Vicar|seat name");
  return stored;
}

std::string Caption(const TableModel& model, const engine::Event& e) {
  const std::string who = Name(model, e.seat);
  const bool you = IsYou(model, e.seat);  // "You pay" but "The Vicar pays"
  switch (e.type) {
    case engine::EventType::kDealStart: {
      const std::string deal = std::to_string(e.amount + 1);
      return you ? Fmt(Tr("Deal {0}: You deal"), {deal}) : Fmt(Tr("Deal {0}: {1} deals"), {deal, who});
    }
    case engine::EventType::kTurnUp:
      return e.card >= 0 ? Fmt(Tr("Turned up {0}: {1} are trumps"), {CardLabel(e.card), SuitGlyph(engine::SuitOf(e.card))}) : "";
    case engine::EventType::kPopeStakes:
      return PopeStakes(model, e);
    case engine::EventType::kPopeJoanWins:
      return you ? Tr("Pope Joan wins! You turned up the Pope") : Fmt(Tr("Pope Joan wins! {0} turned up the Pope"), {who});
    case engine::EventType::kThrownIn:
      return Tr("The Pope is turned up: the deal is thrown in");
    case engine::EventType::kDealEnd:
      if (e.seat < 0) return Tr("The deal is over");
      return you ? Tr("You win the deal") : Fmt(Tr("{0} wins the deal"), {who});
    case engine::EventType::kMatchEnd:
      return Tr("The match is over");
    default: {
      const std::string play = PlayCaption(model, e, who, you);
      return play.empty() ? BoardCaption(model, e, who, you) : play;
    }
  }
}

}  // namespace popejoan::session
