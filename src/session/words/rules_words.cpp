// The rules' words for the setup screen (rules_words.h): the preset blurbs, every option's label
// and values, and why a table cannot be dealt. The rules help is in how_to_play.cpp and
// rules_changes.cpp.
#include "session/words/rules_words.h"

#include <cstdlib>

#include "session/words/language.h"
#include "session/words/rules_words_parts.h"

namespace popejoan::session {
namespace rules_internal {

std::string NumberWord(int n, bool feminine) {
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

std::string Count(int n, const char* one, const char* other, bool feminine) {
  std::string text = Plural(n, one, other);
  const std::string figure = std::to_string(n);
  const std::size_t at = text.find(figure);
  if (at != std::string::npos) text.replace(at, figure.size(), NumberWord(n, feminine));
  return text;
}

}  // namespace rules_internal

namespace {

using rules_internal::Count;
using rules_internal::NumberWord;

std::string Cards(int n) { return Count(n, TrLater("{0} card"), TrLater("{0} cards"), /*feminine=*/true); }

// ---- The setup screen's labels.

struct ValueWords {
  const char* value;
  const char* label;
};
// Constant tables (no code runs to build them): each option's values, in the options' order.
constexpr ValueWords kValueWords[] = {
    {"eight", TrLater("Eight compartments: Pope, Matrimony, Intrigue, Ace, King, Queen, Knave and Game")},
    {"five-pool", TrLater("Five compartments: Pope, Matrimony, Intrigue, Ace and Game")},
    {"foster", TrLater("Foster's American board: Ten, Jack, Queen and King of diamonds, and the Pope")},
    {"foster-matrimony", TrLater("Foster's Matrimony board: Pope, Game, Matrimony, Intrigue and Confederacy")},
    {"dealer", TrLater("The dealer stakes the whole board")},
    {"players", TrLater("Everyone stakes, the dealer twice as much as the others")},
    {"ante", TrLater("Everyone stakes an equal share")},
    {"dressing", TrLater("A full new stake on top of what is left")},
    {"refill", TrLater("Each compartment filled back up to its usual stake")},
    {"any", TrLater("Lead any card")},
    {"lowest", TrLater("Lead the lowest card you hold of the suit you choose")},
    {"pope-only", TrLater("The dealer takes the Pope compartment")},
    {"stakes", TrLater("The dealer takes the Pope, and a counter for every card dealt to each player")},
    {"pope-joan-wins", TrLater("\"Pope Joan wins\": the dealer also takes Game and the deal ends")},
    {"throw-in", TrLater("The deal is thrown in without play")},
    {"none", TrLater("No limit")},
    {"4", TrLater("Four counters at most")},
    {"6", TrLater("Six counters at most")},
    {"off", TrLater("No bonus")},
    {"on", TrLater("Everyone pays a counter for each card in his hand")},
    {"off", TrLater("One player must play both cards")},
    {"on", TrLater("The two players share the compartment")},
    {"on", TrLater("Pays nothing for his cards")},
    {"off", TrLater("Pays like everyone else")},
    {"on", TrLater("A counter a card to the player who went out")},
    {"off", TrLater("Nobody pays for cards left")},
    {"off", TrLater("No")},
    {"on", TrLater("Its holder may play it in place of the missing card")},
    {"hand", TrLater("Dealt like another player's hand")},
    {"fixed", TrLater("A set number of cards put aside, the rest dealt to the players")},
    {"remainder", TrLater("Only the cards left over put aside (fewer stops)")},
    {"off", TrLater("A card of its own")},
    {"on", TrLater("The top card of the spare hand, which keeps it")},
    {"no", TrLater("No")},
    {"yes", TrLater("Yes")},
    {"sits-out", TrLater("Yes, and sits that deal out")},
    {"off", TrLater("No")},
    {"on", TrLater("Yes: the others put what they owe onto the board")},
    {"off", TrLater("No")},
    {"on", TrLater("A last deal, face up, shares out the board")},
    {"51", TrLater("51 cards, without the eight of diamonds")},
    {"52", TrLater("All 52 cards")},
    {"9D", TrLater("The nine of diamonds")},
    {"7D", TrLater("The seven of diamonds")},
    {"off", TrLater("No")},
    {"on", TrLater("Yes: their holders pay the pool as much again")},
};
struct OptionWords {
  const char* name;
  const char* label;
  int values;  // how many of kValueWords, after the options before it
};
constexpr OptionWords kOptionTable[] = {
    {"board", TrLater("The board"), 4},
    {"dressing", TrLater("Who stakes the board"), 3},
    {"topup", TrLater("Staking the board between deals"), 2},
    {"lead", TrLater("Leading"), 2},
    {"pope-turnup", TrLater("When the Pope is turned up"), 4},
    {"pope-stake-cap", TrLater("Most each player pays for a turned-up Pope"), 3},
    {"pope-bonus", TrLater("Bonus for playing the Pope"), 2},
    {"split", TrLater("Matrimony and Intrigue played by two players"), 2},
    {"exemption", TrLater("A player holding the unplayed Pope at the end"), 2},
    {"per-card", TrLater("Paying for cards left in hand"), 2},
    {"wild-pope", TrLater("The Pope as a wild card at a stop"), 2},
    {"spare", TrLater("The spare hand"), 3},
    {"spare-count", TrLater("Cards put aside for the spare hand, when that is a set number"), 0},
    {"widow-turnup", TrLater("The card turned up for trumps"), 2},
    {"dealer-sees", TrLater("The dealer looks at the spare hand"), 3},
    {"winner-takes-game", TrLater("The player who goes out takes Game only"), 2},
    {"clear-board", TrLater("Clearing the board at the end of the match"), 2},
    {"pack", TrLater("The pack"), 2},
    {"pope", TrLater("The Pope"), 2},
    {"doubling", TrLater("Unplayed board cards double their pools"), 2},
    {"purse", TrLater("Counters each player starts with"), 0},
};

// The option named `name` and where its values start in kValueWords (null if none).
const OptionWords* FindOption(const std::string& name, const ValueWords** values = nullptr) {
  const ValueWords* first = kValueWords;
  for (const OptionWords& option : kOptionTable) {
    if (name == option.name) {
      if (values != nullptr) *values = first;
      return &option;
    }
    first += option.values;
  }
  return nullptr;
}

}  // namespace

const char* PresetBlurb(engine::Preset preset) {
  switch (preset) {
    case engine::Preset::kClassic:
      return Tr("Peel's rules: everyone stakes the board, the dealer double; a turned-up Pope also pays the "
                "dealer for the cards dealt; playing the Pope earns a bonus.");
    case engine::Preset::kParlett:
      return Tr("Parlett's rules: the dealer stakes the board, and the leader must lead the lowest card he holds "
                "of a suit.");
    case engine::Preset::kModern:
      return Tr("Today's house rules: everyone stakes an equal share and the board is filled back up between "
                "deals; trumps come from the top of the spare hand; nobody pays for cards left in hand.");
    case engine::Preset::kVictorian:
      return Tr("A Victorian household's rules: the dealer stakes the board and looks at the spare hand; a "
                "turned-up Pope wins the deal outright; a last face-up deal clears the board.");
    case engine::Preset::kFivePool:
      return Tr("Peel's rules on a board of five compartments: Pope, Matrimony, Intrigue, Ace and Game.");
    case engine::Preset::kFoster:
      return Tr("Foster's American game: the full pack, no trumps, pools for the Ten, Jack, Queen and King of "
                "diamonds and the Pope (the seven of diamonds); unplayed board cards double their pools.");
    case engine::Preset::kFosterMatrimony:
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
  const ValueWords* values = nullptr;
  if (const OptionWords* option = FindOption(name, &values)) {
    for (int i = 0; i < option->values; ++i) {
      if (value == values[i].value) return Tr(values[i].label);
    }
  }
  return value;
}

std::string WhyTheCardsCannotBeDealt(const engine::Rules& rules, int seats) {
  switch (engine::FindProblem(rules, seats)) {
    case engine::RulesProblem::kNone: return "";
    case engine::RulesProblem::kSeats: return Tr("Pope Joan is played by three to eight players.");
    case engine::RulesProblem::kFullPackOffFoster:
      return Tr("All 52 cards are only for Foster's boards: this board needs the eight of diamonds out, as a "
                "stop.");
    case engine::RulesProblem::kSevenPopeOffFoster:
      return Tr("The seven of diamonds is the Pope only on Foster's boards: on this board the Pope is the nine.");
    case engine::RulesProblem::kPlayersDressingNoGame:
      return Tr("When everyone stakes the board, what is over goes on Game, and Foster's American board has no "
                "Game.");
    case engine::RulesProblem::kWinnerTakesGameNoGame:
      return Tr("Foster's American board has no Game for the player who goes out to take.");
    case engine::RulesProblem::kWinnerTakesGameNoPerCard:
      return Tr("When the player who goes out takes Game only, the others must pay for the cards left in their "
                "hands: that is what stakes the board.");
    case engine::RulesProblem::kPopeTurnUpOnFoster:
      return Tr("On Foster's boards the card turned up wins nothing: a turned-up Pope cannot pay stakes, end the "
                "deal or throw it in.");
    case engine::RulesProblem::kWidowTurnUpNoTrump:
      return Tr("Foster's American board has no trumps, so no card is turned up.");
    case engine::RulesProblem::kSitsOutTooFew:
      return Tr("A dealer who sits out needs four players or more, so that three play.");
    case engine::RulesProblem::kSpareCountNegative:
      return Tr("The spare hand cannot have fewer than no cards.");
    case engine::RulesProblem::kNoCardsToDeal:
      return Fmt(Tr("Putting {0} aside leaves none to deal to {1} players."),
                 {Cards(rules.spare_count), NumberWord(engine::PlayersDealt(rules, seats))});
    case engine::RulesProblem::kBadStakeCap:
      return Tr("The most a player pays for a turned-up Pope is four or six counters, or no limit.");
  }
  return "";
}

}  // namespace popejoan::session
