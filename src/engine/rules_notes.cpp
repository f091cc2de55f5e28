#include "engine/rules_notes.h"

namespace popejoan::engine {

const char* PresetSummary(Preset p) {
  static const char* const kSummaries[kNumPresets] = {
      // kClassic
      "Players pay x, dealer 2x; any lead; Pope turn-up pays per card dealt capped at 6; Pope play "
          "bonus; exemption; per-card payment (000)",
      // kParlett
      "Dealer dresses 15; lead the lowest of a suit; Pope turn-up takes Pope only; exemption; "
          "per-card payment (002)",
      // kModern
      "Equal ante with centre; refill to level; widow turn-up; no per-card payment, no exemption "
          "(003)",
      // kVictorian
      "Dealer dresses 15; dealer sees the spare hand; Pope turn-up wins Game and per-card stakes; "
          "clear the board at the end (004)",
      // kFivePool
      "Classic on the five-compartment board (000)",
      // kFoster
      "The American layout: Ten, Jack, Queen, King, Pope (7D); full pack; no trump; unplayed layout "
          "cards double their pools (001)",
      // kFosterMatrimony
      "Pope, Game, Matrimony, Intrigue, Confederacy of a turned-up trump; pairs shared; unplayed "
          "honours double (001)",
  };
  return kSummaries[static_cast<int>(p)];
}

const std::vector<OptionNote>& OptionNotes() {
  static const std::vector<OptionNote> kNotes = {
      {"board", "Board layout", "000, 001",
       {{"eight", "Eight compartments: Pope, Matrimony, Intrigue, Ace, King, Queen, Knave, Game"},
        {"five-pool", "Five-Pool: Pope, Matrimony, Intrigue, Ace, Game, dressed 6/2/2/1/1"},
        {"foster", "Foster's layout: Ten, Jack, Queen, King (diamonds), Pope dressed 1-5"},
        {"foster-matrimony", "Foster's Matrimony layout: Pope, Game, Matrimony, Intrigue, "
                             "Confederacy"}}},
      {"dressing", "Who dresses the board", "000, 002, 003, 004",
       {{"dealer", "The dealer alone dresses the board"},
        {"players", "Every player pays x and the dealer 2x (x the least making the dressing), "
                    "surplus on Game"},
        {"ante", "Equal ante of ceil(dressing / seats), leftovers to the centre"}}},
      {"topup", "Top-up between deals", "000, 003",
       {{"dressing", "A full dressing on top of what stands"},
        {"refill", "Refill each compartment to its level, from the centre first, the rest "
                   "shared equally, extras to the centre"}}},
      {"lead", "Lead rule", "000, 002",
       {{"any", "Any card"}, {"lowest", "The lowest card the leader holds in a suit he chooses"}}},
      {"pope-turnup", "Pope turned up", "000, 002, 003, 004",
       {{"pope-only", "The dealer takes the Pope compartment"},
        {"stakes", "Also a stake from each player for every card dealt to him"},
        {"pope-joan-wins", "Also Game and the stakes, and the deal ends at once"},
        {"throw-in", "The deal is thrown in, no play"}}},
      {"pope-stake-cap", "Cap on the Pope turn-up stakes per player", "000",
       {{"none", "No cap"}, {"4", "At most 4 per player"}, {"6", "At most 6 per player"}}},
      {"pope-bonus", "Pope play bonus: every other player pays one per card in his hand", "000",
       {{"off", "Off"}, {"on", "On"}}},
      {"split", "Split combinations between different players", "000, 001, 002",
       {{"off", "One player must play both cards"}, {"on", "Two players share the compartment"}}},
      {"exemption", "Pope exemption: the holder of the unplayed Pope pays nothing", "all",
       {{"on", "On"}, {"off", "Off"}}},
      {"per-card", "Per-card payment at going out", "all", {{"on", "On"}, {"off", "Off"}}},
      {"wild-pope", "Pope as a wild stop-breaker", "000, 002",
       {{"off", "Off"}, {"on", "The Pope's holder may play it in place of a missing card"}}},
      {"spare", "Spare hand", "000",
       {{"hand", "Dealt as an extra hand"},
        {"fixed", "A fixed number of cards set aside (spare-count), the rest dealt"},
        {"remainder", "Only the remainder set aside (limited stops)"}}},
      {"spare-count", "Cards set aside when spare = fixed", "000", {}},
      {"widow-turnup", "Turn-up is the top card of the widow, which keeps it", "003",
       {{"off", "A separate card"}, {"on", "Top card of the widow"}}},
      {"dealer-sees", "Dealer sees the spare hand", "000, 004",
       {{"no", "No"}, {"yes", "Yes"}, {"sits-out", "Yes, and the dealer sits out that deal"}}},
      {"winner-takes-game", "Winner takes Game only; losers place their penalties on the board",
       "000", {{"off", "Off"}, {"on", "On"}}},
      {"clear-board", "Clear the board with a face-up deal at the end of a match", "004",
       {{"off", "Off"}, {"on", "On"}}},
      {"pack", "Pack size", "001", {{"51", "Without the 8D"}, {"52", "Full pack (Foster)"}}},
      {"pope", "The Pope card", "001", {{"9D", "Nine of diamonds"}, {"7D", "Seven of diamonds"}}},
      {"doubling", "Holders of unplayed layout cards double their pools", "001",
       {{"off", "Off"}, {"on", "On"}}},
      {"purse", "Starting counters per seat", "", {}},
  };
  return kNotes;
}

const std::vector<std::string>& Decisions() {
  // Kept word for word with the Decisions comment at the top of rules.h.
  static const std::vector<std::string> kDecisions = {
      "D1. Foster layout: Ten, Jack, Queen, King are diamonds, the Pope's suit (docs/rules.md §9.1).",
      "D2. Foster Matrimony layout is dressed Pope 6, Matrimony 2, Intrigue 2, Confederacy 2, Game 3 (= 15, by the dealer); its trump is the top card of the stock (widow turn-up) so 001's stock sizes hold; the turn-up wins nothing there (\"a card in the stock leaves its pool\").",
      "D3. With a 51-card pack on a Foster layout, players get 001's counts and the stock is one card smaller.",
      "D4. One card is always kept back for the turn-up before hands are counted, whichever spare mode is chosen, so a widow turn-up always has a widow to come from.",
      "D5. \"Pope turned up: thrown in\": nobody wins anything, the board carries over, and the deal passes to the next dealer as usual.",
      "D6. Pope turn-up stakes are one counter per card dealt to each other player, capped by \"pope-stake-cap\" (none, 4 or 6) per player.",
      "D7. Wild Pope: offered to the Pope's holder at every stop that is not after a King; he may decline (\"pass\"). Played, it takes Pope (and the Pope bonus if on) and the sequence goes on from the card it replaced. The table pauses for it as D23 says.",
      "D8. Split combinations: each of the two players gets half, an odd counter stays on the board. A combination is settled the moment its second card is played.",
      "D9. Winner takes Game only: the first deal of a match is dressed normally (the board starts empty); later deals have no dressing, the dealer places one counter where he chooses after the cards are dealt and before the turn-up is settled. Losers place their penalty counters one at a time, clockwise from the winner's left; while any compartment is empty a counter must go on an empty one.",
      "D10. Equal ante / refill: the counters are paid by every seat (a sitting-out dealer too). The first deal's dressing follows \"dressing\", later deals follow \"topup\".",
      "D11. Dealer sits out: no cards for him that deal; he still dresses and takes a turned-up compartment. Needs at least 4 seats so 3 play.",
      "D12. Clear the board: after the last deal of the match, one more deal is dealt face up; each card's holder takes its compartment, one holder of both cards a combination (two holders share it when \"split\" is on), Game is shared equally by all who hold cards; anything left (cards in the spare, odd counters) stays on the board.",
      "D13. Doubling (Foster): each player holding an unplayed card of a pool pays the pool's amount (as it stood when play ended) once per pool; Game never doubles.",
      "D14. At the end of a deal every hand and the spare are shown face up.",
      "D15. A deal-file \"board\" is what stands before this deal: an empty board gets the first-deal dressing, a non-empty one the top-up.",
      "D16. The first dealer is drawn with a full 52-card pack dealt face up from seat 0; the first Jack deals (001, Hoyle).",
      "D17. The shuffled pack is dealt one at a time round the table from eldest; the next card is the turn-up and the rest form the spare hand.",
      "D18. The Pope play bonus counts each other player's cards after the Pope is played.",
      "D19. The Foster presets have the Pope exemption off: \"collects from the other players a counter for every card they hold\" (001).",
      "D20. Five-Pool: a turned-up King, Queen or Knave wins nothing (no such compartments).",
      "D21. Deal files may give hands of any size; standard sizes apply when the engine deals.",
      "D22. A match is rounds x seats deals (each seat deals once per round) plus the clearing deal when that option is on; standings are by purse, ties by seat number.",
      "D23. Wild Pope's pause: the table pauses for the Pope at every stop that is not after a King while the Pope may still lie in a hand (not played, not turned up, not the missing card of an earlier stop), whether or not anyone holds it; nobody is told who is asked. The pause ends with the Pope played, or passed by nobody in particular (\"pass\", which names no one; the table passes when no hand holds it). Where the Pope is decides nothing of what the others see: at a real table everyone waits a moment and nobody says who kept it.",
  };
  return kDecisions;
}

}  // namespace popejoan::engine
