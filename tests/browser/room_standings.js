#!/usr/bin/env node
// The final standings of an online match, as correct as offline ones: a real popejoan-server on
// a loopback port with a fresh SQLite file. Ann (1280x800) makes a room of four (Felix and two
// AI seats, one round: four deals); Felix takes his seat, plays, and his page is closed mid-deal
// (the AI plays for him after the grace); Dora opens the invite link, watches, and takes an AI's
// seat at the next deal's end. At the end, the standings in the accessible mirror (the Table
// region's "The match is over") say "4 deals played.", count the deals won as the server's
// views told them, and give Felix's line, the line of the AI that played for him, Dora's line from
// her own start and the AI's up to then, each with its own figures. Screenshots of the standings
// at five sizes.
// Usage: node room_standings.js SITE_DIR SERVER_BINARY SCREENSHOT_DIR
'use strict';
const { runTest } = require('./browser');
const g = require('./game');
const { startRoomServer, openRoomPage: open, shooter, playStep, createRoom } = require('./room_server');

const [site, serverBin, outDir] = process.argv.slice(2);
const kDealEndEvent = 23;  // EventType::kDealEnd on the wire (engine/event.h)

// `hold`: nobody goes on to the next deal (the deal's end is waited for, not played past).
async function playUntil(players, done, what, limitMs, hold) {
  const deadline = Date.now() + limitMs;
  let decisions = 0;
  for (;;) {
    const probes = await Promise.all(players.map((p) => g.probe(p.page)));
    if (done(probes, decisions)) return probes;
    if (Date.now() > deadline) {
      throw new Error(`timed out playing until ${what}: ${probes.map((s) => `${s.screen} human=${s.human} dealOver=${s.dealOver}`).join(' | ')}`);
    }
    let acted = false;
    for (const p of players) {
      if (await playStep(p, hold)) {
        acted = true;
        ++decisions;
      }
    }
    if (!acted) await new Promise((r) => setTimeout(r, 50));
  }
}

// The Table region's "The match is over" lines.
async function standingsLines(page) {
  return page.locator('#a11y-table').evaluate((region) => {
    for (const h of region.querySelectorAll('h3')) {
      if (h.textContent !== 'The match is over') continue;
      const list = h.nextElementSibling;
      return list ? Array.from(list.querySelectorAll('li'), (li) => li.textContent) : [];
    }
    return [];
  });
}

// A standings line as the page says it, after its place ("Dora, deals 2–4: 61 counters (+9), 2
// deals won"); the deals only for a seat that changed hands (`alone`: the seat's one line).
function lineWords(line, alone) {
  const base = line.kind === 'ai-for-person' ? `AI playing for ${line.name}` : line.name;
  const name = alone ? base
    : line.from === line.to ? `${base}, deal ${line.from}` : `${base}, deals ${line.from}–${line.to}`;
  const net = line.end - line.start;
  return `${name}: ${line.end} ${line.end === 1 ? 'counter' : 'counters'} (${net >= 0 ? '+' : ''}${net}), ` +
         `${line.won} ${line.won === 1 ? 'deal won' : 'deals won'}`;
}

runTest('room_standings', site, async ({ browser }, failures) => {
  const check = (ok, what) => { if (!ok) failures.push(what); };
  const server = await startRoomServer({ site, serverBin, name: 'standings',
                                        args: ['--seed', '35', '--grace', '2', '--ai-pace-ms', '0', '--connections-per-address', '0',
                                               '--rooms-per-minute', '0', '--open-rooms-per-address', '0'] });
  const url = server.url;
  try {
    const ann = await open(browser, `${url}/?name=Ann&pace=instant`, 'Ann', { width: 1280, height: 800 });
    const lobby = await createRoom(ann, ['setup:players-4', 'setup:rounds-1', 'setup:seat-2-person', 'setup:seat-3-casual', 'setup:seat-4-casual'], 4);
    const code = lobby.room.code;

    // Felix takes his seat; Ann starts.
    const felix = await open(browser, `${url}/?room=${code}&name=Felix&pace=instant`, 'Felix', { width: 800, height: 450 });
    const seen = await g.waitFor(felix.page, (s) => s.room && s.room.code === code && (s.room.role === 'player' || g.find(s, 'button:take-seat-1')),
                                 'Felix: the room', 20000);
    if (seen.room.role !== 'player') await g.pressNamed(felix.page, felix.page, 'button:take-seat-1');
    await g.waitFor(felix.page, (s) => s.room && s.room.role === 'player' && s.room.seat === 1, 'Felix seated', 20000);
    await g.waitFor(ann.page, (s) => s.room.seats[1].kind === 'person' && s.room.seats[1].connected, 'Ann seeing Felix', 20000);
    await g.pressNamed(ann.page, ann.page, 'button:start-room');
    await Promise.all([ann, felix].map((p) => g.waitFor(p.page, (s) => s.screen === 'table', `${p.name}: the table`, 30000)));

    // Dora opens the invite link and watches from the start.
    const dora = await open(browser, `${url}/?room=${code}&name=Dora&pace=instant`, 'Dora', { width: 390, height: 844 });
    await g.waitFor(dora.page, (s) => s.room && s.room.role === 'spectator' && s.screen === 'table', 'Dora watching', 30000);

    // A few plays, then Felix's page closes mid-deal: the AI plays for him after the grace.
    await playUntil([ann, felix], (ps, decisions) => decisions >= 3 && ps.every((s) => !s.dealOver), 'a few plays', 120000);
    await felix.page.close();
    await g.waitFor(ann.page, (s) => s.room.seats[1].kind === 'ai-for-person', 'Felix\'s seat to the AI', 30000);

    // At the next deal's end Dora takes the AI's seat 3.
    const atEnd = (await playUntil([ann], (ps) => ps[0].dealOver, 'a deal\'s end', 120000, true))[0];
    if (!atEnd.dealOver) throw new Error('the match ended before Dora could take a seat');
    const taken = atEnd.deal + 1;  // the deal just over, 1-based
    await g.waitFor(dora.page, (s) => g.find(s, 'button:take-seat-2'), 'Dora offered the AI\'s seat', 20000);
    await g.pressNamed(dora.page, dora.page, 'button:take-seat-2');
    await g.waitFor(dora.page, (s) => s.room.role === 'player' && s.room.seat === 2, 'Dora in seat 3', 20000);

    // To the final standings.
    await playUntil([ann, dora], (ps) => ps.every((s) => s.screen === 'match-over'), 'the final standings', 300000);
    const told = ann.received.filter((m) => m.type === 'room' && m.standings).pop();
    if (!told) throw new Error('the server told no standings');
    const standings = told.standings;
    // The deals' winners, as Ann's views told them event by event.
    const winners = [];
    for (const m of ann.received) {
      if (m.type !== 'view' || m.from < 0) continue;
      for (const e of m.events) if (e[0] === kDealEndEvent) winners.push(e[1]);
    }
    check(standings.deals === 4 && winners.length === 4, `deals played: the server says ${standings.deals}, the views ${winners.length}`);
    const wonTold = standings.lines.reduce((n, l) => n + l.won, 0);
    check(wonTold === winners.filter((w) => w >= 0).length && wonTold > 0, `deals won: ${wonTold}, winners ${JSON.stringify(winners)}`);

    for (const player of [ann, dora]) {
      const lines = await standingsLines(player.page);
      check(lines.includes('4 deals played.'), `${player.name}: no "4 deals played." in ${JSON.stringify(lines)}`);
      for (const line of standings.lines) {
        const words = lineWords(line, standings.lines.filter((l) => l.seat === line.seat).length === 1);
        check(lines.some((l) => l.endsWith(`. ${words}`)), `${player.name}: no line "${words}" in ${JSON.stringify(lines)}`);
      }
      const shownWon = lines.reduce((n, l) => n + Number((/, (\d+) deals? won$/.exec(l) || [0, 0])[1]), 0);
      check(shownWon === wonTold, `${player.name}: the lines say ${shownWon} deals won, the match had ${wonTold}`);
    }
    // Who is in them: Felix to the deal he dropped in and the AI for him from there; the AI whose
    // seat Dora took to that deal's end, and Dora from the next.
    const of = (seat) => standings.lines.filter((l) => l.seat === seat);
    const [felixLine, forFelix] = of(1);
    check(of(1).length === 2 && felixLine.kind === 'person' && felixLine.name === 'Felix' && felixLine.from === 1 &&
          forFelix.kind === 'ai-for-person' && forFelix.name === 'Felix' && forFelix.from >= felixLine.to &&
          forFelix.from <= felixLine.to + 1 && forFelix.to === 4 && felixLine.end === forFelix.start, `Felix's seat: ${JSON.stringify(of(1))}`);
    const [aiLine, doraLine] = of(2);
    if (taken < standings.deals) {
      check(of(2).length === 2 && aiLine.kind === 'ai' && aiLine.from === 1 && aiLine.to === taken && doraLine.kind === 'person' &&
            doraLine.name === 'Dora' && doraLine.from === taken + 1 && doraLine.to === 4 && aiLine.end === doraLine.start,
            `Dora's seat (taken after deal ${taken}): ${JSON.stringify(of(2))}`);
    } else {  // taken after the last deal: she played none of it, the AI's line is the seat's whole match
      check(of(2).length === 1 && aiLine.kind === 'ai' && aiLine.from === 1 && aiLine.to === 4, `Dora's seat (taken after the last deal): ${JSON.stringify(of(2))}`);
    }
    check(of(0).length === 1 && of(3).length === 1, 'Ann\'s and the other AI\'s seats changed hands');

    await shooter(outDir, 'room-standings').shootSizes(ann);
    return `${standings.lines.length} lines, ${wonTold} deals won`;
  } finally {
    await server.stop();
  }
});
