// Rules configuration: the seven presets, every option of docs/rules.md, and their validation.
//
// Rules summary (full text in docs/rules.md; seeds 000 Peel, 001 Foster, 002 Parlett/encyclopedia,
// 003 modern house rules, 004 Cassell's household book):
//  - 51 cards (no 8D; the Foster layouts use 52 unless "pack" is 51), ranks A low .. K, suits
//    never mix. 3..8 seats; the dealer rotates clockwise; eldest (dealer's left) leads first.
//  - The board is dressed before each deal; a turn-up fixes trumps; the dealer takes the
//    compartment of a turned-up Ace/King/Queen/Knave/Pope (standard boards only).
//  - Whoever holds the next card up of the suit must play it; a King or a missing next card is
//    a stop, and the stop's player leads again. Playing a trump honour or the Pope takes its
//    compartment; K+Q (Matrimony) and Q+J (Intrigue) of trumps by one player take those too.
//  - The first player out takes Game and one counter per card from each other player (the
//    holder of the unplayed Pope is exempt). Unwon compartments carry over.
//  - Foster's American layout (001): Ten/Jack/Queen/King/Pope pools (diamonds), no trump, no Game
//    pool; holders of unplayed layout cards double their pools.
//
// Decisions (where the seeds are silent; the in-game rules help says each in plain words,
// session/words/rules_words.h; the list as text is Decisions() in engine/rules_notes.h):
//  D1. Foster layout: Ten, Jack, Queen, King are diamonds, the Pope's suit (docs/rules.md §9.1).
//  D2. Foster Matrimony layout is dressed Pope 6, Matrimony 2, Intrigue 2, Confederacy 2,
//      Game 3 (= 15, by the dealer); its trump is the top card of the stock (widow turn-up) so
//      001's stock sizes hold; the turn-up wins nothing there ("a card in the stock leaves its
//      pool").
//  D3. With a 51-card pack on a Foster layout, players get 001's counts and the stock is one
//      card smaller.
//  D4. One card is always kept back for the turn-up before hands are counted, whichever spare
//      mode is chosen, so a widow turn-up always has a widow to come from.
//  D5. "Pope turned up: thrown in": nobody wins anything, the board carries over, and the deal
//      passes to the next dealer as usual.
//  D6. Pope turn-up stakes are one counter per card dealt to each other player, capped by
//      "pope-stake-cap" (none, 4 or 6) per player.
//  D7. Wild Pope: offered to the Pope's holder at every stop that is not after a King; he may
//      decline ("pass"). Played, it takes Pope (and the Pope bonus if on) and the sequence goes
//      on from the card it replaced. The table pauses for it as D23 says.
//  D8. Split combinations: each of the two players gets half, an odd counter stays on the board.
//      A combination is settled the moment its second card is played.
//  D9. Winner takes Game only: the first deal of a match is dressed normally (the board starts
//      empty); later deals have no dressing, the dealer places one counter where he chooses
//      after the cards are dealt and before the turn-up is settled. Losers place their penalty
//      counters one at a time, clockwise from the winner's left; while any compartment is empty
//      a counter must go on an empty one.
//  D10. Equal ante / refill: the counters are paid by every seat (a sitting-out dealer too).
//      The first deal's dressing follows "dressing", later deals follow "topup".
//  D11. Dealer sits out: no cards for him that deal; he still dresses and takes a turned-up
//      compartment. Needs at least 4 seats so 3 play.
//  D12. Clear the board: after the last deal of the match, one more deal is dealt face up;
//      each card's holder takes its compartment, one holder of both cards a combination (two
//      holders share it when "split" is on), Game is shared equally by all who hold cards;
//      anything left (cards in the spare, odd counters) stays on the board.
//  D13. Doubling (Foster): each player holding an unplayed card of a pool pays the pool's
//      amount (as it stood when play ended) once per pool; Game never doubles.
//  D14. At the end of a deal every hand and the spare are shown face up.
//  D15. A deal-file "board" is what stands before this deal: an empty board gets the first-deal
//      dressing, a non-empty one the top-up.
//  D16. The first dealer is drawn with a full 52-card pack dealt face up from seat 0; the
//      first Jack deals (001, Hoyle).
//  D17. The shuffled pack is dealt one at a time round the table from eldest; the next card is
//      the turn-up and the rest form the spare hand.
//  D18. The Pope play bonus counts each other player's cards after the Pope is played.
//  D19. The Foster presets have the Pope exemption off: "collects from the other players a
//      counter for every card they hold" (001).
//  D20. Five-Pool: a turned-up King, Queen or Knave wins nothing (no such compartments).
//  D21. Deal files may give hands of any size; standard sizes apply when the engine deals.
//  D22. A match is rounds x seats deals (each seat deals once per round) plus the clearing
//      deal when that option is on; standings are by purse, ties by seat number.
//  D23. Wild Pope's pause: the table pauses for the Pope at every stop that is not after a King
//      while the Pope may still lie in a hand (not played, not turned up, not the missing card
//      of an earlier stop), whether or not anyone holds it; nobody is told who is asked. The
//      pause ends with the Pope played, or passed by nobody in particular ("pass", which names
//      no one; the table passes when no hand holds it). Where the Pope is decides nothing of
//      what the others see: at a real table everyone waits a moment and nobody says who kept it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/result.h"

namespace popejoan::engine {

inline constexpr int kMinSeats = 3;
inline constexpr int kMaxSeats = 8;

enum class Preset : int8_t {
  kClassic, kParlett, kModern, kVictorian, kFivePool, kFoster, kFosterMatrimony
};
inline constexpr int kNumPresets = 7;

enum class Layout : int8_t { kStandard, kFivePool, kFoster, kFosterMatrimony };
enum class Dressing : int8_t { kDealer, kPlayersDealerDouble, kEqualAnte };
enum class TopUp : int8_t { kFullDressing, kRefillToLevel };
enum class LeadRule : int8_t { kAny, kLowestOfSuit };
enum class PopeTurnUp : int8_t { kPopeOnly, kStakes, kPopeJoanWins, kThrowIn };
enum class SpareMode : int8_t { kExtraHand, kFixed, kRemainder };
enum class DealerSees : int8_t { kNo, kYes, kSitsOut };

// Plain value; option name in the table below after each field.
struct Rules {
  Preset preset = Preset::kClassic;
  Layout layout = Layout::kStandard;           // "board"
  Dressing dressing = Dressing::kDealer;       // "dressing"
  TopUp topup = TopUp::kFullDressing;          // "topup"
  LeadRule lead = LeadRule::kAny;              // "lead"
  PopeTurnUp pope_turnup = PopeTurnUp::kPopeOnly;  // "pope-turnup"
  int8_t pope_stake_cap = 0;                   // "pope-stake-cap": 0 = none, 4, 6
  bool pope_bonus = false;                     // "pope-bonus"
  bool split = false;                          // "split"
  bool exemption = true;                       // "exemption"
  bool per_card = true;                        // "per-card"
  bool wild_pope = false;                      // "wild-pope"
  SpareMode spare = SpareMode::kExtraHand;     // "spare"
  int8_t spare_count = 10;                     // "spare-count" (for spare = fixed)
  bool widow_turnup = false;                   // "widow-turnup"
  DealerSees dealer_sees = DealerSees::kNo;    // "dealer-sees"
  bool winner_takes_game = false;              // "winner-takes-game"
  bool clear_board = false;                    // "clear-board"
  int8_t pack = 51;                            // "pack": 51 or 52
  Card pope_card = k9D;                        // "pope": 9D or 7D
  bool doubling = false;                       // "doubling"
  int32_t purse = 50;                          // "purse": starting counters per seat

  bool operator==(const Rules& o) const;
  bool operator!=(const Rules& o) const { return !(*this == o); }
};

Rules RulesForPreset(Preset p);
const char* PresetId(Preset p);           // "classic", "five-pool", ...
const char* PresetName(Preset p);         // "Classic (Peel)", ...
bool ParsePreset(const std::string& id, Preset* out);

// One row of the options table (deal files, replays, saves, the setup screen): names and value
// ids only. What they mean, with the seeds they come from, is in engine/rules_notes.h; the words
// a player reads are in session/words/rules_words.h (so the page ships neither seed numbers nor these notes).
struct OptionValue {
  const char* value;  // as written in files: "on", "dealer", "9D", ...
};
struct OptionInfo {
  const char* name;
  std::vector<OptionValue> values;   // empty for numeric options
  int min_value = 0, max_value = 0;  // numeric options only
};
const std::vector<OptionInfo>& Options();
// Value as text ("on"/"off" for toggles, numbers as decimal).
std::string GetOption(const Rules& r, const std::string& name);
Status SetOption(Rules* r, const std::string& name, const std::string& value);

// Why a table cannot be played (the first reason found), so that a screen can say it in its own
// words; Validate says it naming the options, for files and the CLI.
enum class RulesProblem : int8_t {
  kNone,
  kSeats,                     // not 3..8 seats
  kFullPackOffFoster,         // pack 52 off the Foster layouts
  kSevenPopeOffFoster,        // pope 7D off the Foster layouts
  kPlayersDressingNoGame,     // dressing "players" needs Game for its surplus
  kWinnerTakesGameNoGame,     // winner-takes-game needs Game
  kWinnerTakesGameNoPerCard,  // winner-takes-game needs per-card
  kPopeTurnUpOnFoster,        // the Foster layouts' turn-up wins nothing
  kWidowTurnUpNoTrump,        // plain Foster has no turn-up
  kSitsOutTooFew,             // the dealer sitting out needs 4 seats
  kSpareCountNegative,
  kNoCardsToDeal,             // spare-count leaves the players no cards
  kBadStakeCap,               // pope-stake-cap not none, 4 or 6
};
RulesProblem FindProblem(const Rules& r, int seats);
// Players who receive cards: every seat but a dealer who sits out.
int PlayersDealt(const Rules& r, int seats);

// Refuses impossible combinations (for this seat count) with a message naming the options.
Status Validate(const Rules& r, int seats);

bool HasTrump(const Rules& r);  // every layout but plain Foster

// How a deal divides the pack for `players` card-receiving seats.
struct DealShape {
  int per_player = 0;
  int spare = 0;    // cards in the spare hand / stock (a widow turn-up counted here)
  int turnup = 0;   // 1 if the turn-up is a separate card
};
DealShape ShapeFor(const Rules& r, int players);

}  // namespace popejoan::engine
