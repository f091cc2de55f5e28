// The rules help's sentences for this table (rules_words.h): what its options change from the
// ordinary game, and the fine points that apply to it.
#include "session/words/rules_words.h"

#include <utility>

#include "session/words/language.h"
#include "session/words/rules_words_parts.h"

namespace popejoan::session {
namespace {

using rules_internal::Count;
using rules_internal::NumberWord;

bool IsFoster(const engine::Rules& r) { return r.layout == engine::Layout::kFoster || r.layout == engine::Layout::kFosterMatrimony; }

// ---- What this table changes, one option at a time (nothing when the option is ordinary).

std::string PopeTurnUpChange(const engine::Rules& r) {
  const std::string cap = NumberWord(r.pope_stake_cap);
  const bool capped = r.pope_stake_cap != 0;
  switch (r.pope_turnup) {
    case engine::PopeTurnUp::kPopeOnly: return "";
    case engine::PopeTurnUp::kStakes:
      return capped ? Fmt(Tr("When the Pope is turned up, the dealer takes the Pope compartment and each other player "
                             "also pays him a counter for every card dealt to that player, {0} at most."),
                          {cap})
                    : Tr("When the Pope is turned up, the dealer takes the Pope compartment and each other player "
                         "also pays him a counter for every card dealt to that player.");
    case engine::PopeTurnUp::kPopeJoanWins:
      return capped ? Fmt(Tr("When the Pope is turned up, \"Pope Joan wins\": the dealer takes the Pope and Game "
                             "compartments and a counter from each other player for every card dealt to that "
                             "player, {0} at most, and the deal ends at once."),
                          {cap})
                    : Tr("When the Pope is turned up, \"Pope Joan wins\": the dealer takes the Pope and Game "
                         "compartments and a counter from each other player for every card dealt to that player, "
                         "and the deal ends at once.");
    case engine::PopeTurnUp::kThrowIn:
      return Tr("When the Pope is turned up, the deal is thrown in without play and nobody wins anything.");
  }
  return "";
}

std::string BoardChange(const engine::Rules& r) {
  switch (r.layout) {
    case engine::Layout::kStandard: return "";
    case engine::Layout::kFivePool:
      return Tr("The board has five compartments instead of eight (Pope, Matrimony, Intrigue, Ace and Game), "
                "staked with twelve counters.");
    case engine::Layout::kFoster:
      return Tr("Foster's American board: five pools, for the Ten, Jack, Queen and King of diamonds and the Pope; "
                "there are no trumps and no Game.");
    case engine::Layout::kFosterMatrimony:
      return Tr("Foster's Matrimony board: pools for the Pope, Game, Matrimony, Intrigue and Confederacy (the King "
                "and Knave of trumps).");
  }
  return "";
}

std::string DressingChange(const engine::Rules& r) {
  switch (r.dressing) {
    case engine::Dressing::kDealer: return "";
    case engine::Dressing::kPlayersDealerDouble:
      return Tr("Everyone stakes the board: each player pays the same and the dealer twice as much, just enough "
                "to cover it; anything over goes on Game.");
    case engine::Dressing::kEqualAnte:
      return Tr("Everyone pays an equal share of the stake, rounded up; the odd counters over go to the middle "
                "of the table.");
  }
  return "";
}

std::string SpareChange(const engine::Rules& r) {
  switch (r.spare) {
    case engine::SpareMode::kExtraHand: return "";
    case engine::SpareMode::kFixed:
      return Count(r.spare_count, TrLater("The spare hand is {0} card put aside; the rest are dealt to the players."),
                   TrLater("The spare hand is {0} cards put aside; the rest are dealt to the players."),
                   /*feminine=*/true);
    case engine::SpareMode::kRemainder:
      return Tr("The cards are dealt to the players alone, and only the few left over are put aside, so there "
                "are fewer stops.");
  }
  return "";
}

std::string DealerSeesChange(const engine::Rules& r) {
  switch (r.dealer_sees) {
    case engine::DealerSees::kNo: return "";
    case engine::DealerSees::kYes: return Tr("The dealer looks at the spare hand, so he knows more of the stops.");
    case engine::DealerSees::kSitsOut:
      return Tr("The dealer looks at the spare hand and sits the deal out: he gets no cards, but still stakes "
                "the board and takes a compartment the turn-up gives him.");
  }
  return "";
}

std::string SplitChange(const engine::Rules& r) {
  if (!r.split || r.layout == engine::Layout::kFoster) return "";
  return r.layout == engine::Layout::kFosterMatrimony
             ? Tr("Matrimony, Intrigue and Confederacy may be won by two players: if one plays the King and "
                  "another the Queen, say, they share Matrimony.")
             : Tr("Matrimony and Intrigue may be won by two players: if one plays the King of trumps and another "
                  "the Queen, they share Matrimony.");
}

// Each entry: the sentence for one option of `r`, or "" where it is as in the ordinary game.
std::vector<std::string> ChangeSentences(const engine::Rules& r) {
  return {
      BoardChange(r),
      r.pack == 52 ? Tr("The full pack of 52 cards is used: the eight of diamonds stays in.") : "",
      r.pope_card == engine::k7D ? Tr("The Pope is the seven of diamonds, not the nine.") : "",
      DressingChange(r),
      r.topup == engine::TopUp::kRefillToLevel
          ? Tr("Between deals each compartment is filled back up to its usual stake, from the counters in the "
               "middle first; everyone pays an equal share of the rest.")
          : "",
      SpareChange(r),
      r.widow_turnup && engine::HasTrump(r) ? Tr("The card turned up for trumps is the top card of the spare hand, and "
                                         "stays part of it.")
                                    : "",
      DealerSeesChange(r),
      PopeTurnUpChange(r),
      r.lead == engine::LeadRule::kLowestOfSuit ? Tr("The leader must lead the lowest card he holds of the suit he chooses.")
                                        : "",
      r.wild_pope ? Tr("The Pope is wild at a stop: when a run stops because the next card is missing (not after "
                       "a King), whoever holds the Pope may play it in that card's place, take the Pope "
                       "compartment, and the run goes on from there.")
                  : "",
      r.pope_bonus ? Tr("Whoever plays the Pope is also paid a counter by each other player for every card left "
                        "in that player's hand.")
                   : "",
      SplitChange(r),
      r.per_card ? "" : Tr("Nobody pays for the cards left in his hand when a player goes out."),
      !r.exemption && r.per_card ? Tr("A player still holding the unplayed Pope when someone goes out pays like "
                                      "everyone else.")
                                 : "",
      r.doubling ? Tr("Anyone left holding an unplayed board card when the deal ends pays into its pool as many "
                      "counters as it holds, doubling it.")
                 : "",
      r.winner_takes_game ? Tr("The player who goes out takes only Game: the others put the counters they owe for "
                               "their cards onto the board instead of paying him, and after the first deal that "
                               "is the board's stake.")
                          : "",
      r.clear_board ? Tr("At the end of the match one last deal is dealt face up, and whoever holds each card "
                         "takes its compartment, clearing the board.")
                    : "",
  };
}

// ---- The fine points: each applies to some tables only.

void FosterFinePoints(const engine::Rules& r, std::vector<std::string>* out) {
  if (r.layout == engine::Layout::kFoster) {
    out->push_back(Tr("On Foster's American board the Ten, Jack, Queen and King are those of diamonds, the "
                      "Pope's suit; the old book does not say which."));
  }
  if (r.layout == engine::Layout::kFosterMatrimony) {
    out->push_back(Tr("Foster's Matrimony board is staked by the dealer: six on the Pope, two each on Matrimony, "
                      "Intrigue and Confederacy, and three on Game. The card turned up for trumps wins nothing."));
  }
  if (IsFoster(r) && r.pack == 51) {
    out->push_back(Tr("On Foster's boards without the eight of diamonds, players get as many cards as with the "
                      "full pack, and the spare hand has one card fewer."));
  }
  if (IsFoster(r) && !r.exemption) {
    out->push_back(Tr("Foster's book has the player who goes out collect a counter for every card the others "
                      "hold, so here a player holding the unplayed Pope pays too."));
  }
  if (r.doubling) {
    out->push_back(Tr("Doubling: each player holding an unplayed card of a pool pays that pool, as it stood when "
                      "play ended, once for each pool. Game never doubles."));
  }
}

void StakeFinePoints(const engine::Rules& r, std::vector<std::string>* out) {
  if (r.dressing == engine::Dressing::kEqualAnte || r.topup == engine::TopUp::kRefillToLevel) {
    out->push_back(Fmt(Tr("When everyone pays an equal share, the dealer pays his too, even when he sits the deal "
                          "out. The first deal is staked as \"{0}\" says, later deals as \"{1}\" says."),
                       {OptionLabel("dressing"), OptionLabel("topup")}));
  }
  if (r.winner_takes_game) {
    out->push_back(Tr("When the player who goes out takes Game only: the first deal of the match is staked as "
                      "usual, since the board starts empty. After that the dealer puts one counter where he "
                      "chooses once the cards are dealt. The others put down what they owe one counter at a "
                      "time, in turn from the winner's left, and while any compartment is empty a counter must "
                      "go on an empty one."));
  }
  if (r.layout == engine::Layout::kFivePool) {
    out->push_back(Tr("On the five-compartment board a turned-up King, Queen or Knave wins nothing: there is no "
                      "compartment for it."));
  }
}

void PopeFinePoints(const engine::Rules& r, std::vector<std::string>* out) {
  if (r.pope_turnup == engine::PopeTurnUp::kThrowIn) {
    out->push_back(Tr("When a turned-up Pope throws the deal in, nobody wins anything, the board stays as it is, "
                      "and the next player deals."));
  }
  if (r.pope_turnup == engine::PopeTurnUp::kStakes || r.pope_turnup == engine::PopeTurnUp::kPopeJoanWins) {
    out->push_back(Tr("For a turned-up Pope each other player pays the dealer one counter for each card dealt to "
                      "him, up to the limit chosen for the table."));
  }
  if (r.wild_pope) {
    out->push_back(Tr("The wild Pope is offered to its holder at every stop that is not after a King, and he may "
                      "pass. While the Pope may still be in someone's hand, the table waits a moment at each such "
                      "stop, whether or not anyone holds it, and nobody is told who kept it. Played, it takes the "
                      "Pope compartment (and the bonus for playing the Pope, if the table pays one), and the run "
                      "goes on from the card it stood in for."));
  }
  if (r.pope_bonus) {
    out->push_back(Tr("The bonus for playing the Pope counts the cards each other player holds just after the "
                      "Pope is played."));
  }
}

void DealFinePoints(const engine::Rules& r, std::vector<std::string>* out) {
  out->push_back(Tr("The first dealer is found by dealing a full pack face up round the table, starting with the "
                    "first player on the list: the first Jack to turn up deals."));
  out->push_back(engine::HasTrump(r) ? Tr("The shuffled pack is dealt one card at a time round the table, starting on "
                                  "the dealer's left; the next card is the turn-up and the rest form the spare "
                                  "hand.")
                             : Tr("The shuffled pack is dealt one card at a time round the table, starting on "
                                  "the dealer's left; the rest form the spare hand."));
  if (HasTrump(r)) {
    out->push_back(Tr("One card is always kept back for the turn-up before the hands are counted, however the "
                      "spare hand is dealt, so there is always a card to turn up."));
  }
  if (r.dealer_sees == engine::DealerSees::kSitsOut) {
    out->push_back(Tr("A dealer who sits out gets no cards that deal, but still stakes the board and takes a "
                      "compartment the turn-up gives him. It needs four players or more, so that three play."));
  }
}

void EndFinePoints(const engine::Rules& r, std::vector<std::string>* out) {
  if (r.split) {
    out->push_back(Tr("When two players share a compartment, each gets half and an odd counter stays on the "
                      "board. It is shared the moment the second card is played."));
  }
  if (r.clear_board) {
    out->push_back(Tr("Clearing the board: after the last deal of the match one more deal is dealt face up. "
                      "Whoever holds each card takes its compartment, and one player holding both cards of a pair "
                      "takes that pair's compartment. Game is shared equally by everyone holding cards; whatever "
                      "is left (cards in the spare hand, odd counters) stays on the board."));
  }
  out->push_back(r.clear_board
                     ? Tr("A match lasts the chosen number of rounds, every player dealing once a round, and then "
                          "the deal that clears the board. Players are ranked by their counters; equal counts "
                          "rank in the order the players are listed.")
                     : Tr("A match lasts the chosen number of rounds, every player dealing once a round. Players "
                          "are ranked by their counters; equal counts rank in the order the players are listed."));
}

}  // namespace

std::vector<std::string> WhatThisTableChanges(const engine::Rules& rules) {
  std::vector<std::string> out;
  for (std::string& sentence : ChangeSentences(rules)) {
    if (!sentence.empty()) out.push_back(std::move(sentence));
  }
  return out;
}

std::vector<std::string> FinePoints(const engine::Rules& rules) {
  std::vector<std::string> out;
  DealFinePoints(rules, &out);
  StakeFinePoints(rules, &out);
  PopeFinePoints(rules, &out);
  FosterFinePoints(rules, &out);
  EndFinePoints(rules, &out);
  return out;
}

}  // namespace popejoan::session
