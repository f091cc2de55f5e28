#!/usr/bin/env node
// The wild Pope's pause at an online table (rules D23; docs/online.md, "Security model"): a real
// popejoan-server (its own pause, 5 s) and three pages of
// Chromium in a room of three people with the wild Pope on. At each pause the page of the
// Pope's holder (when a person holds it) offers "Play the Pope" and "Keep it", and every other
// page says the table waits and offers nothing; the holder keeps it, and every page goes on at
// the same step once the pause is over. The table is played by clicking until a pause of each
// kind was seen: in the first deal (seed 2) Ann holds the Pope, in the second it lies in the
// spare.
// Every view each page received is checked: in a pause only the holder's view names a seat to
// decide, and no "nobody plays the Pope" names a seat.
// Usage: node room_pope.js SITE_DIR SERVER_BINARY SCREENSHOT_DIR
'use strict';
const { runTest } = require('./browser');
const g = require('./game');
const { startRoomServer, openRoomPage: open, shooter, createRoom } = require('./room_server');

const [site, serverBin, outDir] = process.argv.slice(2);
const { shoot } = shooter(outDir, 'room-pope');
const kWildPope = 1;        // Phase::kWildPope, as views carry it
const kDeclinePope = 13;    // EventType::kDeclinePope
const kPauseMs = 5000;  // the server's --pope-pause-ms as it comes

// The page's words for a screen reader (the table's "Now" section says what the table waits for).
const spoken = (player) => player.page.evaluate(() => document.getElementById('a11y').innerText);

// In a pause no view but the holder's names a seat to decide; no pass names a seat.
function checkFrames(player, failures) {
  let pauses = 0;
  for (const m of player.received) {
    if (m.type !== 'view') continue;
    const s = m.state.state;
    if (s.phase_ === kWildPope) {
      ++pauses;
      if (s.current_ !== -1 && s.current_ !== m.seat) failures.push(`${player.name} was told seat ${s.current_} holds the Pope at step ${m.step}`);
    }
    for (const e of m.events) {
      if (e[0] === kDeclinePope && e[1] !== -1) failures.push(`${player.name} was told seat ${e[1]} kept the Pope at step ${m.step}`);
    }
  }
  return pauses;
}

runTest('room_pope', site, async ({ browser }, failures) => {
  const check = (ok, what) => { if (!ok) failures.push(what); };
  const server = await startRoomServer({ site, serverBin, name: 'room-pope',
                                        args: ['--seed', '2', '--connections-per-address', '0', '--rooms-per-minute', '0'] });
  const url = server.url;
  try {
    const ann = await open(browser, `${url}/?name=Ann&pace=instant`, 'Ann', { width: 1280, height: 800 });
    const lobby = await createRoom(ann, ['setup:players-3', 'setup:seat-2-person', 'setup:seat-3-person', 'setup:option-wild-pope-on'], 3);
    const code = lobby.room.code;
    const bea = await open(browser, `${url}/?room=${code}&name=Bea&pace=instant`, 'Bea', { width: 390, height: 844, mobile: true });
    const cal = await open(browser, `${url}/?room=${code}&name=Cal&pace=instant`, 'Cal', { width: 800, height: 450 });
    for (const [p, seat] of [[bea, 1], [cal, 2]]) {
      const s = await g.waitFor(p.page, (x) => x.room && x.room.code === code && (x.room.role === 'player' || g.find(x, `button:take-seat-${seat}`)),
                                `${p.name}: the room`, 20000);
      if (s.room.role !== 'player') await g.pressNamed(p.page, p.page, `button:take-seat-${seat}`, { touch: p.touch });
      await g.waitFor(p.page, (x) => x.room && x.room.role === 'player' && x.room.seat === seat, `${p.name}: seat ${seat}`, 20000);
    }
    await g.waitFor(ann.page, (s) => s.room.seats.filter((x) => x.kind === 'person' && x.connected).length === 3, 'three people', 20000);
    await g.pressNamed(ann.page, ann.page, 'button:start-room');
    const players = [ann, bea, cal];
    await Promise.all(players.map((p) => g.waitFor(p.page, (s) => s.screen === 'table', `${p.name}: the table`, 30000)));

    let held = 0, unheld = 0;
    const deadline = Date.now() + 300000;
    for (;;) {
      if (Date.now() > deadline) throw new Error(`the deals did not end in time (${held} and ${unheld} pauses)`);
      const probes = await Promise.all(players.map((p) => g.probe(p.page)));
      if (probes.some((s) => s.matchOver) || (held && unheld)) break;
      if (probes.some((s) => s.dealOver)) {  // into the next deal
        for (const [i, p] of players.entries()) {
          const next = g.find(probes[i], 'button:next-deal');
          if (probes[i].dealOver && next && next.enabled) await g.press(p.page, p.page, next, { touch: p.touch });
        }
        await new Promise((r) => setTimeout(r, 100));
        continue;
      }
      if (probes.every((s) => s.phase === 'wild-pope' && !s.animating)) {
        // The pause: the holder's page asks it, every other page waits and says so.
        const holders = probes.map((s, i) => (g.find(s, 'button:pope') ? i : -1)).filter((i) => i >= 0);
        check(holders.length <= 1, `${holders.length} pages offered the Pope at once`);
        const hashes = probes.map((s) => s.hash);
        for (let i = 0; i < players.length; ++i) {
          if (holders.includes(i)) {
            check(g.find(probes[i], 'button:pass'), `${players[i].name} holds the Pope but is not offered to keep it`);
            continue;
          }
          check(probes[i].human < 0 && !g.humanChoice(probes[i]), `${players[i].name} is offered a decision in the Pope's pause`);
          const words = await spoken(players[i]);
          check(/does anyone play the Pope/i.test(words), `${players[i].name}'s page does not say the table waits for the Pope: ${words.slice(0, 300)}`);
        }
        const started = Date.now();
        if (held + unheld === 0) {  // the first pause as each page shows it
          await Promise.all(players.map((p, i) => shoot(p, `${holders.includes(i) ? 'asked' : 'waiting'}-${p.name}`)));
        }
        if (holders.length === 1) {
          const holder = players[holders[0]];
          await g.pressNamed(holder.page, holder.page, 'button:pass', { touch: holder.touch });
          ++held;
        } else {
          ++unheld;
        }
        // Everyone goes on together, once the pause is over.
        await Promise.all(players.map((p, i) => g.waitFor(p.page, (s) => s.hash !== hashes[i] || s.dealOver, `${p.name} past the pause`, 30000)));
        check(Date.now() - started > kPauseMs * 0.5, `the pause ended after ${Date.now() - started} ms`);
        continue;
      }
      let acted = false;
      for (const [i, p] of players.entries()) {
        const s = probes[i];
        const choice = s.human >= 0 && !s.animating && s.phase !== 'wild-pope' ? g.humanChoice(s) : null;
        if (choice && choice.enabled) {
          await g.press(p.page, p.page, choice, { touch: p.touch });
          acted = true;
        }
      }
      if (!acted) await new Promise((r) => setTimeout(r, 50));
    }
    check(held >= 1 && unheld >= 1, `pauses with a person holding the Pope: ${held}; with nobody: ${unheld}`);
    let pauses = 0;
    for (const p of players) pauses += checkFrames(p, failures);
    for (const p of players) for (const problem of p.problems) failures.push(`${p.name}: ${problem}`);
    return `${held} pauses with a person holding the Pope, ${unheld} with nobody; ${pauses} pause views checked`;
  } finally {
    await server.stop();
  }
});
