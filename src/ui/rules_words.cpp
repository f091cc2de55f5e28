#include "ui/rules_words.h"

#include <utility>

namespace popejoan::ui {
namespace {

// ---- Small pieces of wording.

bool IsFoster(const Rules& r) { return r.layout == Layout::kFoster || r.layout == Layout::kFosterMatrimony; }
bool IsStandardBoard(const Rules& r) { return r.layout == Layout::kStandard || r.layout == Layout::kFivePool; }

// Counts read better as words in running text ("six on the Pope").
std::string NumberWord(int n) {
  static const char* const kWords[] = {"no",     "one",    "two",      "three",    "four",    "five",
                                       "six",    "seven",  "eight",    "nine",     "ten",     "eleven",
                                       "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
                                       "eighteen", "nineteen", "twenty"};
  return n >= 0 && n <= 20 ? kWords[n] : std::to_string(n);
}

std::string Count(int n, const char* one, const char* many) {
  return NumberWord(n) + " " + (n == 1 ? one : many);
}

std::string PopeCard(const Rules& r) {
  return r.pope_card == k7D ? "the seven of diamonds" : "the nine of diamonds";
}

// ---- The setup screen's labels.

struct ValueWords {
  const char* value;
  const char* label;
};
struct OptionWords {
  const char* name;
  const char* label;
  std::vector<ValueWords> values;
};

const std::vector<OptionWords>& OptionTable() {
  static const std::vector<OptionWords> kTable = {
      {"board", "The board",
       {{"eight", "Eight compartments: Pope, Matrimony, Intrigue, Ace, King, Queen, Knave and Game"},
        {"five-pool", "Five compartments: Pope, Matrimony, Intrigue, Ace and Game"},
        {"foster", "Foster's American board: Ten, Jack, Queen and King of diamonds, and the Pope"},
        {"foster-matrimony", "Foster's Matrimony board: Pope, Game, Matrimony, Intrigue and Confederacy"}}},
      {"dressing", "Who stakes the board",
       {{"dealer", "The dealer stakes the whole board"},
        {"players", "Everyone stakes, the dealer twice as much as the others"},
        {"ante", "Everyone stakes an equal share"}}},
      {"topup", "Staking the board between deals",
       {{"dressing", "A full new stake on top of what is left"},
        {"refill", "Each compartment filled back up to its usual stake"}}},
      {"lead", "Leading",
       {{"any", "Lead any card"}, {"lowest", "Lead the lowest card you hold of the suit you choose"}}},
      {"pope-turnup", "When the Pope is turned up",
       {{"pope-only", "The dealer takes the Pope compartment"},
        {"stakes", "The dealer takes the Pope, and a counter for every card dealt to each player"},
        {"pope-joan-wins", "\"Pope Joan wins\": the dealer also takes Game and the deal ends"},
        {"throw-in", "The deal is thrown in without play"}}},
      {"pope-stake-cap", "Most each player pays for a turned-up Pope",
       {{"none", "No limit"}, {"4", "Four counters at most"}, {"6", "Six counters at most"}}},
      {"pope-bonus", "Bonus for playing the Pope",
       {{"off", "No bonus"}, {"on", "Everyone pays a counter for each card in his hand"}}},
      {"split", "Matrimony and Intrigue played by two players",
       {{"off", "One player must play both cards"}, {"on", "The two players share the compartment"}}},
      {"exemption", "A player holding the unplayed Pope at the end",
       {{"on", "Pays nothing for his cards"}, {"off", "Pays like everyone else"}}},
      {"per-card", "Paying for cards left in hand",
       {{"on", "A counter a card to the player who went out"}, {"off", "Nobody pays for cards left"}}},
      {"wild-pope", "The Pope as a wild card at a stop",
       {{"off", "No"}, {"on", "Its holder may play it in place of the missing card"}}},
      {"spare", "The spare hand",
       {{"hand", "Dealt like another player's hand"},
        {"fixed", "A set number of cards put aside, the rest dealt to the players"},
        {"remainder", "Only the cards left over put aside (fewer stops)"}}},
      {"spare-count", "Cards put aside for the spare hand, when that is a set number", {}},
      {"widow-turnup", "The card turned up for trumps",
       {{"off", "A card of its own"}, {"on", "The top card of the spare hand, which keeps it"}}},
      {"dealer-sees", "The dealer looks at the spare hand",
       {{"no", "No"}, {"yes", "Yes"}, {"sits-out", "Yes, and sits that deal out"}}},
      {"winner-takes-game", "The player who goes out takes Game only",
       {{"off", "No"}, {"on", "Yes: the others put what they owe onto the board"}}},
      {"clear-board", "Clearing the board at the end of the match",
       {{"off", "No"}, {"on", "A last deal, face up, shares out the board"}}},
      {"pack", "The pack",
       {{"51", "51 cards, without the eight of diamonds"}, {"52", "All 52 cards"}}},
      {"pope", "The Pope",
       {{"9D", "The nine of diamonds"}, {"7D", "The seven of diamonds"}}},
      {"doubling", "Unplayed board cards double their pools",
       {{"off", "No"}, {"on", "Yes: their holders pay the pool as much again"}}},
      {"purse", "Counters each player starts with", {}},
  };
  return kTable;
}

const OptionWords* FindOption(const std::string& name) {
  for (const OptionWords& option : OptionTable()) {
    if (name == option.name) return &option;
  }
  return nullptr;
}

// ---- What this table changes, one option at a time (nothing when the option is ordinary).

std::string CapWords(const Rules& r) {
  return r.pope_stake_cap == 0 ? "" : ", " + NumberWord(r.pope_stake_cap) + " at most";
}

std::string PopeTurnUpChange(const Rules& r) {
  switch (r.pope_turnup) {
    case PopeTurnUp::kPopeOnly: return "";
    case PopeTurnUp::kStakes:
      return "When the Pope is turned up, the dealer takes the Pope compartment and each other player also pays "
             "him a counter for every card dealt to that player" + CapWords(r) + ".";
    case PopeTurnUp::kPopeJoanWins:
      return "When the Pope is turned up, \"Pope Joan wins\": the dealer takes the Pope and Game compartments "
             "and a counter from each other player for every card dealt to that player" + CapWords(r) +
             ", and the deal ends at once.";
    case PopeTurnUp::kThrowIn:
      return "When the Pope is turned up, the deal is thrown in without play and nobody wins anything.";
  }
  return "";
}

std::string BoardChange(const Rules& r) {
  switch (r.layout) {
    case Layout::kStandard: return "";
    case Layout::kFivePool:
      return "The board has five compartments instead of eight (Pope, Matrimony, Intrigue, Ace and Game), "
             "staked with twelve counters.";
    case Layout::kFoster:
      return "Foster's American board: five pools, for the Ten, Jack, Queen and King of diamonds and the Pope; "
             "there are no trumps and no Game.";
    case Layout::kFosterMatrimony:
      return "Foster's Matrimony board: pools for the Pope, Game, Matrimony, Intrigue and Confederacy (the King "
             "and Knave of trumps).";
  }
  return "";
}

std::string DressingChange(const Rules& r) {
  switch (r.dressing) {
    case Dressing::kDealer: return "";
    case Dressing::kPlayersDealerDouble:
      return "Everyone stakes the board: each player pays the same and the dealer twice as much, just enough "
             "to cover it; anything over goes on Game.";
    case Dressing::kEqualAnte:
      return "Everyone pays an equal share of the stake, rounded up; the odd counters over go to the middle "
             "of the table.";
  }
  return "";
}

std::string SpareChange(const Rules& r) {
  switch (r.spare) {
    case SpareMode::kExtraHand: return "";
    case SpareMode::kFixed:
      return "The spare hand is " + Count(r.spare_count, "card", "cards") +
             " put aside; the rest are dealt to the players.";
    case SpareMode::kRemainder:
      return "The cards are dealt to the players alone, and only the few left over are put aside, so there "
             "are fewer stops.";
  }
  return "";
}

std::string DealerSeesChange(const Rules& r) {
  switch (r.dealer_sees) {
    case DealerSees::kNo: return "";
    case DealerSees::kYes: return "The dealer looks at the spare hand, so he knows more of the stops.";
    case DealerSees::kSitsOut:
      return "The dealer looks at the spare hand and sits the deal out: he gets no cards, but still stakes "
             "the board and takes a compartment the turn-up gives him.";
  }
  return "";
}

std::string SplitChange(const Rules& r) {
  if (!r.split || r.layout == Layout::kFoster) return "";
  return r.layout == Layout::kFosterMatrimony
             ? "Matrimony, Intrigue and Confederacy may be won by two players: if one plays the King and "
               "another the Queen, say, they share Matrimony."
             : "Matrimony and Intrigue may be won by two players: if one plays the King of trumps and another "
               "the Queen, they share Matrimony.";
}

// Each entry: the sentence for one option of `r`, or "" where it is as in the ordinary game.
std::vector<std::string> ChangeSentences(const Rules& r) {
  return {
      BoardChange(r),
      r.pack == 52 ? "The full pack of 52 cards is used: the eight of diamonds stays in." : "",
      r.pope_card == k7D ? "The Pope is the seven of diamonds, not the nine." : "",
      DressingChange(r),
      r.topup == TopUp::kRefillToLevel
          ? "Between deals each compartment is filled back up to its usual stake, from the counters in the "
            "middle first; everyone pays an equal share of the rest."
          : "",
      SpareChange(r),
      r.widow_turnup && HasTrump(r) ? "The card turned up for trumps is the top card of the spare hand, and "
                                      "stays part of it."
                                    : "",
      DealerSeesChange(r),
      PopeTurnUpChange(r),
      r.lead == LeadRule::kLowestOfSuit ? "The leader must lead the lowest card he holds of the suit he chooses."
                                        : "",
      r.wild_pope ? "The Pope is wild at a stop: when a run stops because the next card is missing (not after "
                    "a King), whoever holds the Pope may play it in that card's place, take the Pope "
                    "compartment, and the run goes on from there."
                  : "",
      r.pope_bonus ? "Whoever plays the Pope is also paid a counter by each other player for every card left "
                     "in that player's hand."
                   : "",
      SplitChange(r),
      r.per_card ? "" : "Nobody pays for the cards left in his hand when a player goes out.",
      !r.exemption && r.per_card ? "A player still holding the unplayed Pope when someone goes out pays like "
                                   "everyone else."
                                 : "",
      r.doubling ? "Anyone left holding an unplayed board card when the deal ends pays into its pool as many "
                   "counters as it holds, doubling it."
                 : "",
      r.winner_takes_game ? "The player who goes out takes only Game: the others put the counters they owe for "
                            "their cards onto the board instead of paying him, and after the first deal that "
                            "is the board's stake."
                          : "",
      r.clear_board ? "At the end of the match one last deal is dealt face up, and whoever holds each card "
                      "takes its compartment, clearing the board."
                    : "",
  };
}

// ---- How to play, section by section.

RulesSection Aim(const Rules& r) {
  return {"The aim",
          {"Be the first to play all your cards, and on the way play the cards that win the counters staked "
           "on the board.",
           "Everyone starts the match with " + Count(r.purse, "counter", "counters") +
               ". A match is a number of rounds, in each of which every player deals once; whoever has the "
               "most counters at the end wins."}};
}

RulesSection TheDeal(const Rules& r) {
  RulesSection s{"The deal", {}};
  s.paragraphs.push_back(r.pack == 51 ? "The pack has 51 cards: the eight of diamonds is taken out. Aces are low "
                                        "and Kings high, and the suits never mix."
                                      : "The full pack of 52 cards is used. Aces are low and Kings high, and the "
                                        "suits never mix.");
  s.paragraphs.push_back(
      "The cards are dealt one at a time to the players and to a spare hand that nobody plays. Every player "
      "gets the same number of cards and the rest go to the spare hand. The deal passes to the left after "
      "each deal, and the player on the dealer's left leads first.");
  if (IsStandardBoard(r)) {
    s.paragraphs.push_back(
        std::string("One more card is turned up: its suit is trumps for the deal, and nobody plays it. If it "
                    "is the Pope or ") +
        (r.layout == Layout::kFivePool ? "the Ace of trumps" : "the Ace, King, Queen or Knave of trumps") +
        ", the dealer takes that compartment at once.");
  } else if (HasTrump(r)) {
    s.paragraphs.push_back("One card is turned up: its suit is trumps for the deal. It wins nothing.");
  }
  return s;
}

RulesSection PlayAndStops(const Rules& r) {
  std::string missing = "it is in the spare hand";
  if (HasTrump(r)) missing += ", is the turn-up";
  missing += r.pack == 51 ? ", was played before, or is the eight of diamonds taken out of the pack"
                          : " or was played before";
  std::string known = "all Kings";
  if (r.pack == 51) known += ", the seven of diamonds";
  if (HasTrump(r)) known += ", the card below the turn-up";
  known += " and the card below every card played";
  return {"Play and stops",
          {"The leader plays any card he likes. Whoever holds the next card up in the same suit must play it "
           "(the leader too, if it is his), and so on up the suit.",
           "The run stops at a King, or when nobody can play the next card because " + missing +
               ": the table says \"No six\", say. That is a stop, and whoever played the last card leads again.",
           "Cards you know nobody can follow are stops: " + known +
               ". They are marked with a brass dot in your hand."}};
}

std::vector<std::string> BoardParagraphs(const Rules& r) {
  const std::string pope = "the Pope (" + PopeCard(r) + ")";
  switch (r.layout) {
    case Layout::kStandard:
      return {"The board has eight compartments. Before each deal the dealer stakes it with fifteen counters: "
              "six on the Pope, two each on Matrimony and Intrigue, and one each on the Ace, King, Queen, Knave "
              "and Game.",
              "Playing " + pope + " takes the Pope compartment, and playing the Ace, King, Queen or Knave of "
              "trumps takes that compartment. One player who plays both the King and Queen of trumps in a deal "
              "takes Matrimony as well; the Queen and Knave, Intrigue. Game goes to the player who goes out."};
    case Layout::kFivePool:
      return {"The board has five compartments. Before each deal the dealer stakes it with twelve counters: six "
              "on the Pope, two each on Matrimony and Intrigue, and one each on the Ace and Game.",
              "Playing " + pope + " takes the Pope compartment, and playing the Ace of trumps takes the Ace. "
              "One player who plays both the King and Queen of trumps in a deal takes Matrimony; the Queen and "
              "Knave, Intrigue. Game goes to the player who goes out."};
    case Layout::kFoster:
      return {"The board has five pools: the Ten, Jack, Queen and King of diamonds and " + pope +
                  ". Before each deal the dealer stakes them with one, two, three, four and five counters. There "
                  "are no trumps.",
              "Playing one of these cards takes its pool."};
    case Layout::kFosterMatrimony:
      return {"The board has five pools: " + pope +
                  ", Game, Matrimony (the King and Queen of trumps), Intrigue (the Queen and Knave) and "
                  "Confederacy (the King and Knave). Before each deal the dealer stakes them with fifteen "
                  "counters: six on the Pope, two each on Matrimony, Intrigue and Confederacy, and three on Game.",
              "Playing the Pope takes its pool. One player who plays both cards of a pair takes its pool. Game "
              "goes to the player who goes out."};
  }
  return {};
}

RulesSection TheBoard(const Rules& r) {
  RulesSection s{"The board", BoardParagraphs(r)};
  s.paragraphs.push_back(
      "Whatever nobody wins stays on the board for the next deal, and the next stake goes on top of it.");
  return s;
}

RulesSection GoingOut(const Rules& r) {
  return {"Going out",
          {std::string("The deal ends the moment a player plays his last card. ") +
               (r.layout == Layout::kFoster ? "" : "He takes the Game compartment, and ") +
               (r.layout == Layout::kFoster ? "Every" : "every") +
               " other player pays him one counter for each card left in his hand. A player still holding the "
               "Pope unplayed pays nothing.",
           // The game settles this where the books are silent; said here rather than as a fine point.
           "Then every hand and the spare hand are shown face up, and the next player deals."}};
}

// ---- The fine points: each applies to some tables only.

void FosterFinePoints(const Rules& r, std::vector<std::string>* out) {
  if (r.layout == Layout::kFoster) {
    out->push_back("On Foster's American board the Ten, Jack, Queen and King are those of diamonds, the Pope's "
                   "suit; the old book does not say which.");
  }
  if (r.layout == Layout::kFosterMatrimony) {
    out->push_back("Foster's Matrimony board is staked by the dealer: six on the Pope, two each on Matrimony, "
                   "Intrigue and Confederacy, and three on Game. The card turned up for trumps wins nothing.");
  }
  if (IsFoster(r) && r.pack == 51) {
    out->push_back("On Foster's boards without the eight of diamonds, players get as many cards as with the full "
                   "pack, and the spare hand has one card fewer.");
  }
  if (IsFoster(r) && !r.exemption) {
    out->push_back("Foster's book has the player who goes out collect a counter for every card the others hold, "
                   "so here a player holding the unplayed Pope pays too.");
  }
  if (r.doubling) {
    out->push_back("Doubling: each player holding an unplayed card of a pool pays that pool, as it stood when "
                   "play ended, once for each pool. Game never doubles.");
  }
}

void StakeFinePoints(const Rules& r, std::vector<std::string>* out) {
  if (r.dressing == Dressing::kEqualAnte || r.topup == TopUp::kRefillToLevel) {
    out->push_back("When everyone pays an equal share, the dealer pays his too, even when he sits the deal "
                   "out. The first deal is staked as \"" + std::string(OptionLabel("dressing")) +
                   "\" says, later deals as \"" + OptionLabel("topup") + "\" says.");
  }
  if (r.winner_takes_game) {
    out->push_back("When the player who goes out takes Game only: the first deal of the match is staked as "
                   "usual, since the board starts empty. After that the dealer puts one counter where he "
                   "chooses once the cards are dealt. The others put down what they owe one counter at a time, "
                   "in turn from the winner's left, and while any compartment is empty a counter must go on an "
                   "empty one.");
  }
  if (r.layout == Layout::kFivePool) {
    out->push_back("On the five-compartment board a turned-up King, Queen or Knave wins nothing: there is no "
                   "compartment for it.");
  }
}

void PopeFinePoints(const Rules& r, std::vector<std::string>* out) {
  if (r.pope_turnup == PopeTurnUp::kThrowIn) {
    out->push_back("When a turned-up Pope throws the deal in, nobody wins anything, the board stays as it is, "
                   "and the next player deals.");
  }
  if (r.pope_turnup == PopeTurnUp::kStakes || r.pope_turnup == PopeTurnUp::kPopeJoanWins) {
    out->push_back("For a turned-up Pope each other player pays the dealer one counter for each card dealt to "
                   "him, up to the limit chosen for the table.");
  }
  if (r.wild_pope) {
    out->push_back("The wild Pope is offered to its holder at every stop that is not after a King, and he may "
                   "pass. Played, it takes the Pope compartment (and the bonus for playing the Pope, if the "
                   "table pays one), and the run goes on from the card it stood in for.");
  }
  if (r.pope_bonus) {
    out->push_back("The bonus for playing the Pope counts the cards each other player holds just after the Pope "
                   "is played.");
  }
}

void DealFinePoints(const Rules& r, std::vector<std::string>* out) {
  out->push_back("The first dealer is found by dealing a full pack face up round the table, starting with the "
                 "first player on the list: the first Jack to turn up deals.");
  out->push_back(HasTrump(r) ? "The shuffled pack is dealt one card at a time round the table, starting on the "
                               "dealer's left; the next card is the turn-up and the rest form the spare hand."
                             : "The shuffled pack is dealt one card at a time round the table, starting on the "
                               "dealer's left; the rest form the spare hand.");
  if (HasTrump(r)) {
    out->push_back("One card is always kept back for the turn-up before the hands are counted, however the spare "
                   "hand is dealt, so there is always a card to turn up.");
  }
  if (r.dealer_sees == DealerSees::kSitsOut) {
    out->push_back("A dealer who sits out gets no cards that deal, but still stakes the board and takes a "
                   "compartment the turn-up gives him. It needs four players or more, so that three play.");
  }
}

void EndFinePoints(const Rules& r, std::vector<std::string>* out) {
  if (r.split) {
    out->push_back("When two players share a compartment, each gets half and an odd counter stays on the board. "
                   "It is shared the moment the second card is played.");
  }
  if (r.clear_board) {
    out->push_back("Clearing the board: after the last deal of the match one more deal is dealt face up. Whoever "
                   "holds each card takes its compartment, and one player holding both cards of a pair takes "
                   "that pair's compartment. Game is shared equally by everyone holding cards; whatever is left "
                   "(cards in the spare hand, odd counters) stays on the board.");
  }
  out->push_back(std::string("A match lasts the chosen number of rounds, every player dealing once a round") +
                 (r.clear_board ? ", and then the deal that clears the board" : "") +
                 ". Players are ranked by their counters; equal counts rank in the order the players are "
                 "listed.");
}

}  // namespace

const char* PresetBlurb(Preset preset) {
  switch (preset) {
    case Preset::kClassic:
      return "Peel's rules: everyone stakes the board, the dealer double; a turned-up Pope also pays the dealer "
             "for the cards dealt; playing the Pope earns a bonus.";
    case Preset::kParlett:
      return "Parlett's rules: the dealer stakes the board, and the leader must lead the lowest card he holds of "
             "a suit.";
    case Preset::kModern:
      return "Today's house rules: everyone stakes an equal share and the board is filled back up between deals; "
             "trumps come from the top of the spare hand; nobody pays for cards left in hand.";
    case Preset::kVictorian:
      return "A Victorian household's rules: the dealer stakes the board and looks at the spare hand; a "
             "turned-up Pope wins the deal outright; a last face-up deal clears the board.";
    case Preset::kFivePool:
      return "Peel's rules on a board of five compartments: Pope, Matrimony, Intrigue, Ace and Game.";
    case Preset::kFoster:
      return "Foster's American game: the full pack, no trumps, pools for the Ten, Jack, Queen and King of "
             "diamonds and the Pope (the seven of diamonds); unplayed board cards double their pools.";
    case Preset::kFosterMatrimony:
      return "Foster's Matrimony game: pools for the Pope, Game, Matrimony, Intrigue and Confederacy of trumps; "
             "pairs played by two players are shared; unplayed board cards double their pools.";
  }
  return "";
}

const char* OptionLabel(const std::string& name) {
  const OptionWords* option = FindOption(name);
  return option ? option->label : "";
}

std::string OptionValueLabel(const std::string& name, const std::string& value) {
  if (name == "spare-count") return value == "1" ? "1 card" : value + " cards";
  if (name == "purse") return value == "1" ? "1 counter" : value + " counters";
  if (const OptionWords* option = FindOption(name)) {
    for (const ValueWords& v : option->values) {
      if (value == v.value) return v.label;
    }
  }
  return value;
}

std::vector<RulesSection> HowToPlay(const Rules& rules) {
  return {Aim(rules), TheDeal(rules), PlayAndStops(rules), TheBoard(rules), GoingOut(rules)};
}

std::vector<std::string> WhatThisTableChanges(const Rules& rules) {
  std::vector<std::string> out;
  for (std::string& sentence : ChangeSentences(rules)) {
    if (!sentence.empty()) out.push_back(std::move(sentence));
  }
  return out;
}

std::string WhyTheCardsCannotBeDealt(const Rules& rules, int seats) {
  switch (FindProblem(rules, seats)) {
    case RulesProblem::kNone: return "";
    case RulesProblem::kSeats: return "Pope Joan is played by three to eight players.";
    case RulesProblem::kFullPackOffFoster:
      return "All 52 cards are only for Foster's boards: this board needs the eight of diamonds out, as a stop.";
    case RulesProblem::kSevenPopeOffFoster:
      return "The seven of diamonds is the Pope only on Foster's boards: on this board the Pope is the nine.";
    case RulesProblem::kPlayersDressingNoGame:
      return "When everyone stakes the board, what is over goes on Game, and Foster's American board has no "
             "Game.";
    case RulesProblem::kWinnerTakesGameNoGame:
      return "Foster's American board has no Game for the player who goes out to take.";
    case RulesProblem::kWinnerTakesGameNoPerCard:
      return "When the player who goes out takes Game only, the others must pay for the cards left in their "
             "hands: that is what stakes the board.";
    case RulesProblem::kPopeTurnUpOnFoster:
      return "On Foster's boards the card turned up wins nothing: a turned-up Pope cannot pay stakes, end the "
             "deal or throw it in.";
    case RulesProblem::kWidowTurnUpNoTrump:
      return "Foster's American board has no trumps, so no card is turned up.";
    case RulesProblem::kSitsOutTooFew:
      return "A dealer who sits out needs four players or more, so that three play.";
    case RulesProblem::kSpareCountNegative:
      return "The spare hand cannot have fewer than no cards.";
    case RulesProblem::kNoCardsToDeal:
      return "Putting " + Count(rules.spare_count, "card", "cards") + " aside leaves none to deal to " +
             NumberWord(PlayersDealt(rules, seats)) + " players.";
    case RulesProblem::kBadStakeCap:
      return "The most a player pays for a turned-up Pope is four or six counters, or no limit.";
  }
  return "";
}

std::vector<std::string> FinePoints(const Rules& rules) {
  std::vector<std::string> out;
  DealFinePoints(rules, &out);
  StakeFinePoints(rules, &out);
  PopeFinePoints(rules, &out);
  FosterFinePoints(rules, &out);
  EndFinePoints(rules, &out);
  return out;
}

std::vector<std::string> KeyboardHelp() {
  return {
      "Tab and Shift+Tab move between the controls; the arrow keys move too. Enter or Space presses the one "
      "with the yellow frame; Escape closes the rules, a list or the menu, and opens the menu at the table.",
      "At your lead, Tab or an arrow key raises a card; Enter leads it.",
      "H asks for a hint. S skips ahead to your turn. L shows what has happened this deal.",
      "C reads your cards aloud, B the board and P every player's purse (with a screen reader).",
      "F switches full screen on or off.",
      "On the web page, Tab past the last control goes on to the page's own buttons, which also play the "
      "game and read the table for a screen reader.",
  };
}

}  // namespace popejoan::ui
