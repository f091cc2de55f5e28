// The made-up card game both peer rooms play, so their exchange matches Pope Joan's: four seats,
// a pack of 52 dealt 13 each, one card a turn in seat order, following the led suit when one can.
// A deal is 52 actions; a match is `deals` deals. A seat's view is its own hand, the others' counts,
// the cards on the table and a tail of the public log: about the size of a Pope Joan view.
'use strict';

const kSeats = 4;
const kCards = 52;
const kNames = ['Ann', 'Ben', 'Cat', 'Dan'];
const kSuits = ['clubs', 'diamonds', 'hearts', 'spades'];
const kRanks = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack',
                'queen', 'king', 'ace'];

function Suit(card) { return Math.floor(card / 13); }
function CardWords(card) { return `the ${kRanks[card % 13]} of ${kSuits[Suit(card)]}`; }

// A small deterministic generator (mulberry32) whose state is a number in the table, so the
// table stays plain data (boardgame.io keeps G as JSON): deals differ by room, repeat by seed.
function Random(table) {
  table.rng = (table.rng + 0x6d2b79f5) >>> 0;
  let t = table.rng;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

function NewTable(seed, deals) {
  const table = { step: 0, deal: 0, deals, dealer: 0, turn: 1, hands: [], trick: [], lead: -1,
                  taken: [0, 0, 0, 0], log: [], over: false, rng: seed >>> 0 };
  Deal(table);
  return table;
}

function Deal(table) {
  const pack = Array.from({ length: kCards }, (_, i) => i);
  for (let i = kCards - 1; i > 0; --i) {
    const j = Math.floor(Random(table) * (i + 1));
    [pack[i], pack[j]] = [pack[j], pack[i]];
  }
  table.hands = [0, 1, 2, 3].map((s) => pack.slice(s * 13, s * 13 + 13).sort((x, y) => x - y));
  table.trick = [];
  table.lead = -1;
  table.turn = (table.dealer + 1) % kSeats;
  table.log.push({ step: table.step, seat: table.dealer, card: -1,
                   text: `${kNames[table.dealer]} deals hand ${table.deal + 1}` });
}

// Why `seat` may not play `card` at `step` now, or '' if it may (the room's whole check).
function Refusal(table, seat, step, card) {
  if (table.over) return 'over';
  if (seat !== table.turn) return 'not-your-turn';
  if (step !== table.step) return 'stale';
  const hand = table.hands[seat];
  if (!Number.isInteger(card) || !hand.includes(card)) return 'illegal';
  if (table.lead >= 0 && Suit(card) !== table.lead && hand.some((c) => Suit(c) === table.lead)) {
    return 'illegal';
  }
  return '';
}

function Play(table, seat, card) {
  const hand = table.hands[seat];
  hand.splice(hand.indexOf(card), 1);
  if (table.trick.length === 0) table.lead = Suit(card);
  table.trick.push({ seat, card });
  table.step += 1;
  table.log.push({ step: table.step, seat, card, text: `${kNames[seat]} plays ${CardWords(card)}` });
  if (table.log.length > 200) table.log.splice(0, 100);
  table.turn = (seat + 1) % kSeats;
  if (table.trick.length === kSeats) {
    const winner = TrickWinner(table);
    table.taken[winner] += 1;
    table.log.push({ step: table.step, seat: winner, card: -1, text: `${kNames[winner]} takes the trick` });
    table.trick = [];
    table.lead = -1;
    table.turn = winner;
  }
  if (table.hands.every((h) => h.length === 0)) {
    table.deal += 1;
    if (table.deal >= table.deals) {
      table.over = true;
    } else {
      table.dealer = (table.dealer + 1) % kSeats;
      Deal(table);
    }
  }
}

function TrickWinner(table) {
  let best = table.trick[0];
  for (const t of table.trick) {
    if (Suit(t.card) === table.lead && t.card > best.card) best = t;
  }
  return best.seat;
}

// What `seat` may know: its own hand, the others' counts, the table, the log's tail.
// `tail`: the log entries it holds, chosen per server so a frame is ~2.2 KB (README.md).
function View(table, seat, tail) {
  return {
    step: table.step, seat, turn: table.over ? -1 : table.turn, over: table.over,
    deal: table.deal, dealer: table.dealer, lead: table.lead,
    hand: table.hands[seat].slice(), counts: table.hands.map((h) => h.length),
    trick: table.trick.map((t) => [t.seat, t.card]), taken: table.taken.slice(),
    names: kNames, log: table.log.slice(-tail),
  };
}

module.exports = { kSeats, NewTable, Refusal, Play, View };
