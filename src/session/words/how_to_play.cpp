// How to play the ordinary game on this table's board and pack, section by section, and the
// keys (rules_words.h).
#include "session/words/rules_words.h"

#include "session/words/language.h"
#include "session/words/rules_words_parts.h"

namespace popejoan::session {
namespace {

using rules_internal::Count;

bool IsStandardBoard(const engine::Rules& r) { return r.layout == engine::Layout::kStandard || r.layout == engine::Layout::kFivePool; }

// The Pope with its card: "the Pope (the nine of diamonds)".
std::string PopeWithCard(const engine::Rules& r) {
  return r.pope_card == engine::k7D ? Tr("the Pope (the seven of diamonds)") : Tr("the Pope (the nine of diamonds)");
}

RulesSection Aim(const engine::Rules& r) {
  return {Tr("The aim"),
          {Tr("Be the first to play all your cards, and on the way play the cards that win the counters staked "
              "on the board."),
           Fmt(Tr("Everyone starts the match with {0}. A match is a number of rounds, in each of which every "
                  "player deals once; whoever has the most counters at the end wins."),
               {Count(r.purse, TrLater("{0} counter"), TrLater("{0} counters"))})}};
}

RulesSection TheDeal(const engine::Rules& r) {
  RulesSection s{Tr("The deal"), {}};
  s.paragraphs.push_back(r.pack == 51 ? Tr("The pack has 51 cards: the eight of diamonds is taken out. Aces are "
                                           "low and Kings high, and the suits never mix.")
                                      : Tr("The full pack of 52 cards is used. Aces are low and Kings high, and "
                                           "the suits never mix."));
  s.paragraphs.push_back(
      Tr("The cards are dealt one at a time to the players and to a spare hand that nobody plays. Every player "
         "gets the same number of cards and the rest go to the spare hand. The deal passes to the left after "
         "each deal, and the player on the dealer's left leads first."));
  if (r.layout == engine::Layout::kFivePool) {
    s.paragraphs.push_back(
        Tr("One more card is turned up: its suit is trumps for the deal, and nobody plays it. If it is the Pope "
           "or the Ace of trumps, the dealer takes that compartment at once."));
  } else if (IsStandardBoard(r)) {
    s.paragraphs.push_back(
        Tr("One more card is turned up: its suit is trumps for the deal, and nobody plays it. If it is the Pope "
           "or the Ace, King, Queen or Knave of trumps, the dealer takes that compartment at once."));
  } else if (engine::HasTrump(r)) {
    s.paragraphs.push_back(Tr("One card is turned up: its suit is trumps for the deal. It wins nothing."));
  }
  return s;
}

// Why nobody can play the next card, as one clause per table: where the missing card may be.
const char* WhyMissing(const engine::Rules& r) {
  if (engine::HasTrump(r)) {
    return r.pack == 51 ? Tr("it is in the spare hand, is the turn-up, was played before, or is the eight of "
                             "diamonds taken out of the pack")
                        : Tr("it is in the spare hand, is the turn-up or was played before");
  }
  return r.pack == 51 ? Tr("it is in the spare hand, was played before, or is the eight of diamonds taken out of "
                           "the pack")
                      : Tr("it is in the spare hand or was played before");
}

// The cards known to be stops, as one list per table.
const char* KnownStops(const engine::Rules& r) {
  if (engine::HasTrump(r)) {
    return r.pack == 51 ? Tr("all Kings, the seven of diamonds, the card below the turn-up and the card below "
                             "every card played")
                        : Tr("all Kings, the card below the turn-up and the card below every card played");
  }
  return r.pack == 51 ? Tr("all Kings, the seven of diamonds and the card below every card played")
                      : Tr("all Kings and the card below every card played");
}

RulesSection PlayAndStops(const engine::Rules& r) {
  return {Tr("Play and stops"),
          {Tr("The leader plays any card he likes. Whoever holds the next card up in the same suit must play it "
              "(the leader too, if it is his), and so on up the suit."),
           Fmt(Tr("The run stops at a King, or when nobody can play the next card because {0}: the table says "
                  "\"No six\", say. That is a stop, and whoever played the last card leads again."),
               {WhyMissing(r)}),
           Fmt(Tr("Cards you know nobody can follow are stops: {0}. They are marked with a brass dot in your hand."),
               {KnownStops(r)})}};
}

std::vector<std::string> BoardParagraphs(const engine::Rules& r) {
  const std::string pope = PopeWithCard(r);
  switch (r.layout) {
    case engine::Layout::kStandard:
      return {Tr("The board has eight compartments. Before each deal the dealer stakes it with fifteen counters: "
                 "six on the Pope, two each on Matrimony and Intrigue, and one each on the Ace, King, Queen, "
                 "Knave and Game."),
              Fmt(Tr("Playing {0} takes the Pope compartment, and playing the Ace, King, Queen or Knave of trumps "
                     "takes that compartment. One player who plays both the King and Queen of trumps in a deal "
                     "takes Matrimony as well; the Queen and Knave, Intrigue. Game goes to the player who goes "
                     "out."),
                  {pope})};
    case engine::Layout::kFivePool:
      return {Tr("The board has five compartments. Before each deal the dealer stakes it with twelve counters: "
                 "six on the Pope, two each on Matrimony and Intrigue, and one each on the Ace and Game."),
              Fmt(Tr("Playing {0} takes the Pope compartment, and playing the Ace of trumps takes the Ace. One "
                     "player who plays both the King and Queen of trumps in a deal takes Matrimony; the Queen and "
                     "Knave, Intrigue. Game goes to the player who goes out."),
                  {pope})};
    case engine::Layout::kFoster:
      return {Fmt(Tr("The board has five pools: the Ten, Jack, Queen and King of diamonds and {0}. Before each "
                     "deal the dealer stakes them with one, two, three, four and five counters. There are no "
                     "trumps."),
                  {pope}),
              Tr("Playing one of these cards takes its pool.")};
    case engine::Layout::kFosterMatrimony:
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

RulesSection TheBoard(const engine::Rules& r) {
  RulesSection s{Tr("The board"), BoardParagraphs(r)};
  s.paragraphs.push_back(
      Tr("Whatever nobody wins stays on the board for the next deal, and the next stake goes on top of it."));
  return s;
}

RulesSection GoingOut(const engine::Rules& r) {
  return {Tr("Going out"),
          {r.layout == engine::Layout::kFoster
               ? Tr("The deal ends the moment a player plays his last card. Every other player pays him one "
                    "counter for each card left in his hand. A player still holding the Pope unplayed pays "
                    "nothing.")
               : Tr("The deal ends the moment a player plays his last card. He takes the Game compartment, and "
                    "every other player pays him one counter for each card left in his hand. A player still "
                    "holding the Pope unplayed pays nothing."),
           // The game settles this where the books are silent; said here rather than as a fine point.
           Tr("Then every hand and the spare hand are shown face up, and the next player deals.")}};
}

}  // namespace

std::vector<RulesSection> HowToPlay(const engine::Rules& rules) {
  return {Aim(rules), TheDeal(rules), PlayAndStops(rules), TheBoard(rules), GoingOut(rules)};
}

std::vector<std::string> KeyboardHelp() {
  return {
      // No colour named: the focus frame is blue, and yellow in high contrast.
      Tr("Tab and Shift+Tab move between the controls; the arrow keys move too. Enter or Space presses the one "
         "in the focus frame; Escape closes the rules, a list or the menu, and opens the menu at the table."),
      Tr("At your lead, Tab or an arrow key raises a card; Enter leads it."),
      Tr("H asks for a hint. S skips ahead to your turn. L shows what has happened this deal."),
      Tr("C reads your cards aloud, B the board and P every player's purse (with a screen reader)."),
      Tr("F switches full screen on or off."),
      Tr("On the web page, Tab past the last control goes on to the page's own buttons, which also play the "
         "game and read the table for a screen reader."),
  };
}

}  // namespace popejoan::session
