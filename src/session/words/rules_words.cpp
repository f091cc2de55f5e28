#include "session/words/rules_words.h"

#include <cstdlib>
#include <utility>

#include "session/words/language.h"

namespace popejoan::session {
namespace {

// ---- Small pieces of wording.

bool IsFoster(const Rules& r) { return r.layout == Layout::kFoster || r.layout == Layout::kFosterMatrimony; }
bool IsStandardBoard(const Rules& r) { return r.layout == Layout::kStandard || r.layout == Layout::kFivePool; }

// Counts read better as words in running text ("six on the Pope"). French says "une carte" but
// "un jeton": none and one agree with a feminine noun.
std::string NumberWord(int n, bool feminine = false) {
  static const char* const kWords[] = {
      TrLater("no|number"), TrLater("one|number"), TrLater("two"),       TrLater("three"),    TrLater("four"),
      TrLater("five"),      TrLater("six"),        TrLater("seven"),     TrLater("eight"),    TrLater("nine"),
      TrLater("ten"),       TrLater("eleven"),     TrLater("twelve"),    TrLater("thirteen"), TrLater("fourteen"),
      TrLater("fifteen"),   TrLater("sixteen"),    TrLater("seventeen"), TrLater("eighteen"), TrLater("nineteen"),
      TrLater("twenty")};
  if (feminine && n == 0) return Tr("no|number, feminine");
  if (feminine && n == 1) return Tr("one|number, feminine");
  return n >= 0 && n <= 20 ? Tr(kWords[n]) : std::to_string(n);
}

// A count in words ("six counters", "une carte"): Plural picks the language's form of `one` or
// `other` (marked TrLater where they are written), then the figure becomes its word.
std::string Count(int n, const char* one, const char* other, bool feminine = false) {
  std::string text = Plural(n, one, other);
  const std::string figure = std::to_string(n);
  const std::size_t at = text.find(figure);
  if (at != std::string::npos) text.replace(at, figure.size(), NumberWord(n, feminine));
  return text;
}

std::string Cards(int n) { return Count(n, TrLater("{0} card"), TrLater("{0} cards"), /*feminine=*/true); }

// The Pope with its card: "the Pope (the nine of diamonds)".
std::string PopeWithCard(const Rules& r) {
  return r.pope_card == k7D ? Tr("the Pope (the seven of diamonds)") : Tr("the Pope (the nine of diamonds)");
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
      {"board", TrLater("The board"),
       {{"eight", TrLater("Eight compartments: Pope, Matrimony, Intrigue, Ace, King, Queen, Knave and Game")},
        {"five-pool", TrLater("Five compartments: Pope, Matrimony, Intrigue, Ace and Game")},
        {"foster", TrLater("Foster's American board: Ten, Jack, Queen and King of diamonds, and the Pope")},
        {"foster-matrimony", TrLater("Foster's Matrimony board: Pope, Game, Matrimony, Intrigue and Confederacy")}}},
      {"dressing", TrLater("Who stakes the board"),
       {{"dealer", TrLater("The dealer stakes the whole board")},
        {"players", TrLater("Everyone stakes, the dealer twice as much as the others")},
        {"ante", TrLater("Everyone stakes an equal share")}}},
      {"topup", TrLater("Staking the board between deals"),
       {{"dressing", TrLater("A full new stake on top of what is left")},
        {"refill", TrLater("Each compartment filled back up to its usual stake")}}},
      {"lead", TrLater("Leading"),
       {{"any", TrLater("Lead any card")}, {"lowest", TrLater("Lead the lowest card you hold of the suit you choose")}}},
      {"pope-turnup", TrLater("When the Pope is turned up"),
       {{"pope-only", TrLater("The dealer takes the Pope compartment")},
        {"stakes", TrLater("The dealer takes the Pope, and a counter for every card dealt to each player")},
        {"pope-joan-wins", TrLater("\"Pope Joan wins\": the dealer also takes Game and the deal ends")},
        {"throw-in", TrLater("The deal is thrown in without play")}}},
      {"pope-stake-cap", TrLater("Most each player pays for a turned-up Pope"),
       {{"none", TrLater("No limit")}, {"4", TrLater("Four counters at most")}, {"6", TrLater("Six counters at most")}}},
      {"pope-bonus", TrLater("Bonus for playing the Pope"),
       {{"off", TrLater("No bonus")}, {"on", TrLater("Everyone pays a counter for each card in his hand")}}},
      {"split", TrLater("Matrimony and Intrigue played by two players"),
       {{"off", TrLater("One player must play both cards")}, {"on", TrLater("The two players share the compartment")}}},
      {"exemption", TrLater("A player holding the unplayed Pope at the end"),
       {{"on", TrLater("Pays nothing for his cards")}, {"off", TrLater("Pays like everyone else")}}},
      {"per-card", TrLater("Paying for cards left in hand"),
       {{"on", TrLater("A counter a card to the player who went out")}, {"off", TrLater("Nobody pays for cards left")}}},
      {"wild-pope", TrLater("The Pope as a wild card at a stop"),
       {{"off", TrLater("No")}, {"on", TrLater("Its holder may play it in place of the missing card")}}},
      {"spare", TrLater("The spare hand"),
       {{"hand", TrLater("Dealt like another player's hand")},
        {"fixed", TrLater("A set number of cards put aside, the rest dealt to the players")},
        {"remainder", TrLater("Only the cards left over put aside (fewer stops)")}}},
      {"spare-count", TrLater("Cards put aside for the spare hand, when that is a set number"), {}},
      {"widow-turnup", TrLater("The card turned up for trumps"),
       {{"off", TrLater("A card of its own")}, {"on", TrLater("The top card of the spare hand, which keeps it")}}},
      {"dealer-sees", TrLater("The dealer looks at the spare hand"),
       {{"no", TrLater("No")}, {"yes", TrLater("Yes")}, {"sits-out", TrLater("Yes, and sits that deal out")}}},
      {"winner-takes-game", TrLater("The player who goes out takes Game only"),
       {{"off", TrLater("No")}, {"on", TrLater("Yes: the others put what they owe onto the board")}}},
      {"clear-board", TrLater("Clearing the board at the end of the match"),
       {{"off", TrLater("No")}, {"on", TrLater("A last deal, face up, shares out the board")}}},
      {"pack", TrLater("The pack"),
       {{"51", TrLater("51 cards, without the eight of diamonds")}, {"52", TrLater("All 52 cards")}}},
      {"pope", TrLater("The Pope"),
       {{"9D", TrLater("The nine of diamonds")}, {"7D", TrLater("The seven of diamonds")}}},
      {"doubling", TrLater("Unplayed board cards double their pools"),
       {{"off", TrLater("No")}, {"on", TrLater("Yes: their holders pay the pool as much again")}}},
      {"purse", TrLater("Counters each player starts with"), {}},
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

std::string PopeTurnUpChange(const Rules& r) {
  const std::string cap = NumberWord(r.pope_stake_cap);
  const bool capped = r.pope_stake_cap != 0;
  switch (r.pope_turnup) {
    case PopeTurnUp::kPopeOnly: return "";
    case PopeTurnUp::kStakes:
      return capped ? Fmt(Tr("When the Pope is turned up, the dealer takes the Pope compartment and each other player "
                             "also pays him a counter for every card dealt to that player, {0} at most."),
                          {cap})
                    : Tr("When the Pope is turned up, the dealer takes the Pope compartment and each other player "
                         "also pays him a counter for every card dealt to that player.");
    case PopeTurnUp::kPopeJoanWins:
      return capped ? Fmt(Tr("When the Pope is turned up, \"Pope Joan wins\": the dealer takes the Pope and Game "
                             "compartments and a counter from each other player for every card dealt to that "
                             "player, {0} at most, and the deal ends at once."),
                          {cap})
                    : Tr("When the Pope is turned up, \"Pope Joan wins\": the dealer takes the Pope and Game "
                         "compartments and a counter from each other player for every card dealt to that player, "
                         "and the deal ends at once.");
    case PopeTurnUp::kThrowIn:
      return Tr("When the Pope is turned up, the deal is thrown in without play and nobody wins anything.");
  }
  return "";
}

std::string BoardChange(const Rules& r) {
  switch (r.layout) {
    case Layout::kStandard: return "";
    case Layout::kFivePool:
      return Tr("The board has five compartments instead of eight (Pope, Matrimony, Intrigue, Ace and Game), "
                "staked with twelve counters.");
    case Layout::kFoster:
      return Tr("Foster's American board: five pools, for the Ten, Jack, Queen and King of diamonds and the Pope; "
                "there are no trumps and no Game.");
    case Layout::kFosterMatrimony:
      return Tr("Foster's Matrimony board: pools for the Pope, Game, Matrimony, Intrigue and Confederacy (the King "
                "and Knave of trumps).");
  }
  return "";
}

std::string DressingChange(const Rules& r) {
  switch (r.dressing) {
    case Dressing::kDealer: return "";
    case Dressing::kPlayersDealerDouble:
      return Tr("Everyone stakes the board: each player pays the same and the dealer twice as much, just enough "
                "to cover it; anything over goes on Game.");
    case Dressing::kEqualAnte:
      return Tr("Everyone pays an equal share of the stake, rounded up; the odd counters over go to the middle "
                "of the table.");
  }
  return "";
}

std::string SpareChange(const Rules& r) {
  switch (r.spare) {
    case SpareMode::kExtraHand: return "";
    case SpareMode::kFixed:
      return Count(r.spare_count, TrLater("The spare hand is {0} card put aside; the rest are dealt to the players."),
                   TrLater("The spare hand is {0} cards put aside; the rest are dealt to the players."),
                   /*feminine=*/true);
    case SpareMode::kRemainder:
      return Tr("The cards are dealt to the players alone, and only the few left over are put aside, so there "
                "are fewer stops.");
  }
  return "";
}

std::string DealerSeesChange(const Rules& r) {
  switch (r.dealer_sees) {
    case DealerSees::kNo: return "";
    case DealerSees::kYes: return Tr("The dealer looks at the spare hand, so he knows more of the stops.");
    case DealerSees::kSitsOut:
      return Tr("The dealer looks at the spare hand and sits the deal out: he gets no cards, but still stakes "
                "the board and takes a compartment the turn-up gives him.");
  }
  return "";
}

std::string SplitChange(const Rules& r) {
  if (!r.split || r.layout == Layout::kFoster) return "";
  return r.layout == Layout::kFosterMatrimony
             ? Tr("Matrimony, Intrigue and Confederacy may be won by two players: if one plays the King and "
                  "another the Queen, say, they share Matrimony.")
             : Tr("Matrimony and Intrigue may be won by two players: if one plays the King of trumps and another "
                  "the Queen, they share Matrimony.");
}

// Each entry: the sentence for one option of `r`, or "" where it is as in the ordinary game.
std::vector<std::string> ChangeSentences(const Rules& r) {
  return {
      BoardChange(r),
      r.pack == 52 ? Tr("The full pack of 52 cards is used: the eight of diamonds stays in.") : "",
      r.pope_card == k7D ? Tr("The Pope is the seven of diamonds, not the nine.") : "",
      DressingChange(r),
      r.topup == TopUp::kRefillToLevel
          ? Tr("Between deals each compartment is filled back up to its usual stake, from the counters in the "
               "middle first; everyone pays an equal share of the rest.")
          : "",
      SpareChange(r),
      r.widow_turnup && HasTrump(r) ? Tr("The card turned up for trumps is the top card of the spare hand, and "
                                         "stays part of it.")
                                    : "",
      DealerSeesChange(r),
      PopeTurnUpChange(r),
      r.lead == LeadRule::kLowestOfSuit ? Tr("The leader must lead the lowest card he holds of the suit he chooses.")
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

// ---- How to play, section by section.

RulesSection Aim(const Rules& r) {
  return {Tr("The aim"),
          {Tr("Be the first to play all your cards, and on the way play the cards that win the counters staked "
              "on the board."),
           Fmt(Tr("Everyone starts the match with {0}. A match is a number of rounds, in each of which every "
                  "player deals once; whoever has the most counters at the end wins."),
               {Count(r.purse, TrLater("{0} counter"), TrLater("{0} counters"))})}};
}

RulesSection TheDeal(const Rules& r) {
  RulesSection s{Tr("The deal"), {}};
  s.paragraphs.push_back(r.pack == 51 ? Tr("The pack has 51 cards: the eight of diamonds is taken out. Aces are "
                                           "low and Kings high, and the suits never mix.")
                                      : Tr("The full pack of 52 cards is used. Aces are low and Kings high, and "
                                           "the suits never mix."));
  s.paragraphs.push_back(
      Tr("The cards are dealt one at a time to the players and to a spare hand that nobody plays. Every player "
         "gets the same number of cards and the rest go to the spare hand. The deal passes to the left after "
         "each deal, and the player on the dealer's left leads first."));
  if (r.layout == Layout::kFivePool) {
    s.paragraphs.push_back(
        Tr("One more card is turned up: its suit is trumps for the deal, and nobody plays it. If it is the Pope "
           "or the Ace of trumps, the dealer takes that compartment at once."));
  } else if (IsStandardBoard(r)) {
    s.paragraphs.push_back(
        Tr("One more card is turned up: its suit is trumps for the deal, and nobody plays it. If it is the Pope "
           "or the Ace, King, Queen or Knave of trumps, the dealer takes that compartment at once."));
  } else if (HasTrump(r)) {
    s.paragraphs.push_back(Tr("One card is turned up: its suit is trumps for the deal. It wins nothing."));
  }
  return s;
}

// Why nobody can play the next card, as one clause per table: where the missing card may be.
const char* WhyMissing(const Rules& r) {
  if (HasTrump(r)) {
    return r.pack == 51 ? Tr("it is in the spare hand, is the turn-up, was played before, or is the eight of "
                             "diamonds taken out of the pack")
                        : Tr("it is in the spare hand, is the turn-up or was played before");
  }
  return r.pack == 51 ? Tr("it is in the spare hand, was played before, or is the eight of diamonds taken out of "
                           "the pack")
                      : Tr("it is in the spare hand or was played before");
}

// The cards known to be stops, as one list per table.
const char* KnownStops(const Rules& r) {
  if (HasTrump(r)) {
    return r.pack == 51 ? Tr("all Kings, the seven of diamonds, the card below the turn-up and the card below "
                             "every card played")
                        : Tr("all Kings, the card below the turn-up and the card below every card played");
  }
  return r.pack == 51 ? Tr("all Kings, the seven of diamonds and the card below every card played")
                      : Tr("all Kings and the card below every card played");
}

RulesSection PlayAndStops(const Rules& r) {
  return {Tr("Play and stops"),
          {Tr("The leader plays any card he likes. Whoever holds the next card up in the same suit must play it "
              "(the leader too, if it is his), and so on up the suit."),
           Fmt(Tr("The run stops at a King, or when nobody can play the next card because {0}: the table says "
                  "\"No six\", say. That is a stop, and whoever played the last card leads again."),
               {WhyMissing(r)}),
           Fmt(Tr("Cards you know nobody can follow are stops: {0}. They are marked with a brass dot in your hand."),
               {KnownStops(r)})}};
}

std::vector<std::string> BoardParagraphs(const Rules& r) {
  const std::string pope = PopeWithCard(r);
  switch (r.layout) {
    case Layout::kStandard:
      return {Tr("The board has eight compartments. Before each deal the dealer stakes it with fifteen counters: "
                 "six on the Pope, two each on Matrimony and Intrigue, and one each on the Ace, King, Queen, "
                 "Knave and Game."),
              Fmt(Tr("Playing {0} takes the Pope compartment, and playing the Ace, King, Queen or Knave of trumps "
                     "takes that compartment. One player who plays both the King and Queen of trumps in a deal "
                     "takes Matrimony as well; the Queen and Knave, Intrigue. Game goes to the player who goes "
                     "out."),
                  {pope})};
    case Layout::kFivePool:
      return {Tr("The board has five compartments. Before each deal the dealer stakes it with twelve counters: "
                 "six on the Pope, two each on Matrimony and Intrigue, and one each on the Ace and Game."),
              Fmt(Tr("Playing {0} takes the Pope compartment, and playing the Ace of trumps takes the Ace. One "
                     "player who plays both the King and Queen of trumps in a deal takes Matrimony; the Queen and "
                     "Knave, Intrigue. Game goes to the player who goes out."),
                  {pope})};
    case Layout::kFoster:
      return {Fmt(Tr("The board has five pools: the Ten, Jack, Queen and King of diamonds and {0}. Before each "
                     "deal the dealer stakes them with one, two, three, four and five counters. There are no "
                     "trumps."),
                  {pope}),
              Tr("Playing one of these cards takes its pool.")};
    case Layout::kFosterMatrimony:
      return {Fmt(Tr("The board has five pools: {0}, Game, Matrimony (the King and Queen of trumps), Intrigue "
                     "(the Queen and Knave) and Confederacy (the King and Knave). Before each deal the dealer "
                     "stakes them with fifteen counters: six on the Pope, two each on Matrimony, Intrigue and "
                     "Confederacy, and three on Game."),
                  {pope}),
              Tr("Playing the Pope takes its pool. One player who plays both cards of a pair takes its pool. Game "
                 "goes to the player who goes out.")};
  }
  return {};
}

RulesSection TheBoard(const Rules& r) {
  RulesSection s{Tr("The board"), BoardParagraphs(r)};
  s.paragraphs.push_back(
      Tr("Whatever nobody wins stays on the board for the next deal, and the next stake goes on top of it."));
  return s;
}

RulesSection GoingOut(const Rules& r) {
  return {Tr("Going out"),
          {r.layout == Layout::kFoster
               ? Tr("The deal ends the moment a player plays his last card. Every other player pays him one "
                    "counter for each card left in his hand. A player still holding the Pope unplayed pays "
                    "nothing.")
               : Tr("The deal ends the moment a player plays his last card. He takes the Game compartment, and "
                    "every other player pays him one counter for each card left in his hand. A player still "
                    "holding the Pope unplayed pays nothing."),
           // The game settles this where the books are silent; said here rather than as a fine point.
           Tr("Then every hand and the spare hand are shown face up, and the next player deals.")}};
}

// ---- The fine points: each applies to some tables only.

void FosterFinePoints(const Rules& r, std::vector<std::string>* out) {
  if (r.layout == Layout::kFoster) {
    out->push_back(Tr("On Foster's American board the Ten, Jack, Queen and King are those of diamonds, the "
                      "Pope's suit; the old book does not say which."));
  }
  if (r.layout == Layout::kFosterMatrimony) {
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

void StakeFinePoints(const Rules& r, std::vector<std::string>* out) {
  if (r.dressing == Dressing::kEqualAnte || r.topup == TopUp::kRefillToLevel) {
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
  if (r.layout == Layout::kFivePool) {
    out->push_back(Tr("On the five-compartment board a turned-up King, Queen or Knave wins nothing: there is no "
                      "compartment for it."));
  }
}

void PopeFinePoints(const Rules& r, std::vector<std::string>* out) {
  if (r.pope_turnup == PopeTurnUp::kThrowIn) {
    out->push_back(Tr("When a turned-up Pope throws the deal in, nobody wins anything, the board stays as it is, "
                      "and the next player deals."));
  }
  if (r.pope_turnup == PopeTurnUp::kStakes || r.pope_turnup == PopeTurnUp::kPopeJoanWins) {
    out->push_back(Tr("For a turned-up Pope each other player pays the dealer one counter for each card dealt to "
                      "him, up to the limit chosen for the table."));
  }
  if (r.wild_pope) {
    out->push_back(Tr("The wild Pope is offered to its holder at every stop that is not after a King, and he may "
                      "pass. Played, it takes the Pope compartment (and the bonus for playing the Pope, if the "
                      "table pays one), and the run goes on from the card it stood in for."));
  }
  if (r.pope_bonus) {
    out->push_back(Tr("The bonus for playing the Pope counts the cards each other player holds just after the "
                      "Pope is played."));
  }
}

void DealFinePoints(const Rules& r, std::vector<std::string>* out) {
  out->push_back(Tr("The first dealer is found by dealing a full pack face up round the table, starting with the "
                    "first player on the list: the first Jack to turn up deals."));
  out->push_back(HasTrump(r) ? Tr("The shuffled pack is dealt one card at a time round the table, starting on "
                                  "the dealer's left; the next card is the turn-up and the rest form the spare "
                                  "hand.")
                             : Tr("The shuffled pack is dealt one card at a time round the table, starting on "
                                  "the dealer's left; the rest form the spare hand."));
  if (HasTrump(r)) {
    out->push_back(Tr("One card is always kept back for the turn-up before the hands are counted, however the "
                      "spare hand is dealt, so there is always a card to turn up."));
  }
  if (r.dealer_sees == DealerSees::kSitsOut) {
    out->push_back(Tr("A dealer who sits out gets no cards that deal, but still stakes the board and takes a "
                      "compartment the turn-up gives him. It needs four players or more, so that three play."));
  }
}

void EndFinePoints(const Rules& r, std::vector<std::string>* out) {
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

const char* PresetBlurb(Preset preset) {
  switch (preset) {
    case Preset::kClassic:
      return Tr("Peel's rules: everyone stakes the board, the dealer double; a turned-up Pope also pays the "
                "dealer for the cards dealt; playing the Pope earns a bonus.");
    case Preset::kParlett:
      return Tr("Parlett's rules: the dealer stakes the board, and the leader must lead the lowest card he holds "
                "of a suit.");
    case Preset::kModern:
      return Tr("Today's house rules: everyone stakes an equal share and the board is filled back up between "
                "deals; trumps come from the top of the spare hand; nobody pays for cards left in hand.");
    case Preset::kVictorian:
      return Tr("A Victorian household's rules: the dealer stakes the board and looks at the spare hand; a "
                "turned-up Pope wins the deal outright; a last face-up deal clears the board.");
    case Preset::kFivePool:
      return Tr("Peel's rules on a board of five compartments: Pope, Matrimony, Intrigue, Ace and Game.");
    case Preset::kFoster:
      return Tr("Foster's American game: the full pack, no trumps, pools for the Ten, Jack, Queen and King of "
                "diamonds and the Pope (the seven of diamonds); unplayed board cards double their pools.");
    case Preset::kFosterMatrimony:
      return Tr("Foster's Matrimony game: pools for the Pope, Game, Matrimony, Intrigue and Confederacy of "
                "trumps; pairs played by two players are shared; unplayed board cards double their pools.");
  }
  return "";
}

const char* OptionLabel(const std::string& name) {
  const OptionWords* option = FindOption(name);
  return option ? Tr(option->label) : "";
}

std::string OptionValueLabel(const std::string& name, const std::string& value) {
  const int n = std::atoi(value.c_str());
  if (name == "spare-count") return Plural(n, "{0} card", "{0} cards");
  if (name == "purse") return Plural(n, "{0} counter", "{0} counters");
  if (const OptionWords* option = FindOption(name)) {
    for (const ValueWords& v : option->values) {
      if (value == v.value) return Tr(v.label);
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
    case RulesProblem::kSeats: return Tr("Pope Joan is played by three to eight players.");
    case RulesProblem::kFullPackOffFoster:
      return Tr("All 52 cards are only for Foster's boards: this board needs the eight of diamonds out, as a "
                "stop.");
    case RulesProblem::kSevenPopeOffFoster:
      return Tr("The seven of diamonds is the Pope only on Foster's boards: on this board the Pope is the nine.");
    case RulesProblem::kPlayersDressingNoGame:
      return Tr("When everyone stakes the board, what is over goes on Game, and Foster's American board has no "
                "Game.");
    case RulesProblem::kWinnerTakesGameNoGame:
      return Tr("Foster's American board has no Game for the player who goes out to take.");
    case RulesProblem::kWinnerTakesGameNoPerCard:
      return Tr("When the player who goes out takes Game only, the others must pay for the cards left in their "
                "hands: that is what stakes the board.");
    case RulesProblem::kPopeTurnUpOnFoster:
      return Tr("On Foster's boards the card turned up wins nothing: a turned-up Pope cannot pay stakes, end the "
                "deal or throw it in.");
    case RulesProblem::kWidowTurnUpNoTrump:
      return Tr("Foster's American board has no trumps, so no card is turned up.");
    case RulesProblem::kSitsOutTooFew:
      return Tr("A dealer who sits out needs four players or more, so that three play.");
    case RulesProblem::kSpareCountNegative:
      return Tr("The spare hand cannot have fewer than no cards.");
    case RulesProblem::kNoCardsToDeal:
      return Fmt(Tr("Putting {0} aside leaves none to deal to {1} players."),
                 {Cards(rules.spare_count), NumberWord(PlayersDealt(rules, seats))});
    case RulesProblem::kBadStakeCap:
      return Tr("The most a player pays for a turned-up Pope is four or six counters, or no limit.");
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
      Tr("Tab and Shift+Tab move between the controls; the arrow keys move too. Enter or Space presses the one "
         "with the yellow frame; Escape closes the rules, a list or the menu, and opens the menu at the table."),
      Tr("At your lead, Tab or an arrow key raises a card; Enter leads it."),
      Tr("H asks for a hint. S skips ahead to your turn. L shows what has happened this deal."),
      Tr("C reads your cards aloud, B the board and P every player's purse (with a screen reader)."),
      Tr("F switches full screen on or off."),
      Tr("On the web page, Tab past the last control goes on to the page's own buttons, which also play the "
         "game and read the table for a screen reader."),
  };
}

}  // namespace popejoan::session
