#!/usr/bin/env node
// Your seat from any device, before the match starts, end to end: a real popejoan-server on a
// loopback port and pages of Chromium. Ann (1280x800) makes a room from the setup as it comes; Bob
// (a phone, 390x844, by touch) opens the invite link, gives his name and takes the first AI's
// seat, and his lobby shows his rejoin code. A fresh browser context (a phone too) opens the
// invite link while Bob's phone is still connected: the lobby offers it the code's field and
// "Take my seat back" (`field:rejoin-code`, `button:reclaim-seat`) on screen beside the seats to
// take. A wrong code typed into the field is refused, said, and moves nothing; Bob's code (typed
// in lower case with a space) gives the new page his seat, and Bob's first phone is told it
// watches (offered the field in turn). Ann starts the match and the new page plays Bob's seat.
// Screenshots of the lobby with the field, the refused code and the seat taken back at 390x844,
// 844x390, 800x450, 1280x800 and 1920x1080.
// Usage: node room_lobby_rejoin.js SITE_DIR SERVER_BINARY [SCREENSHOT_DIR]
'use strict';
const { runTest } = require('./browser');
const g = require('./game');
const { startRoomServer, openRoomPage: open, shooter, createRoom } = require('./room_server');

const [site, serverBin, outDir] = process.argv.slice(2);
const { shootSizes } = shooter(outDir, 'room-lobby-rejoin');

const type = (p, key, text) => p.page.evaluate(([k, t]) => window.Module.ccall('popejoan_mirror_type', 'number', ['string', 'string'], [k, t]), [key, text]);
const accessText = (p) => p.page.$eval('#a11y', (e) => e.textContent);
const phone = { width: 390, height: 844, mobile: true };
// Wholly on screen: a person sees it without scrolling.
const onScreen = (t, p) => t && t.y >= 0 && t.y + t.h <= p.viewport.height && t.x >= 0 && t.x + t.w <= p.viewport.width;

runTest('room_lobby_rejoin', site, async ({ browser }, failures) => {
  const check = (ok, what) => { if (!ok) failures.push(what); };
  const server = await startRoomServer({ site, serverBin, name: 'room-lobby-rejoin',
                                        // every page comes from 127.0.0.1: no limits per address
                                        args: ['--seed', '43', '--connections-per-address', '0', '--rooms-per-minute', '0'] });
  const url = server.url;
  const q = '&pace=instant';
  try {
    // Ann: "Play with friends" and "Create the room" from the setup as it comes.
    const ann = await open(browser, `${url}/?name=Ann${q}`, 'Ann', { width: 1280, height: 800 });
    const lobby = await createRoom(ann, [], 4);
    const code = lobby.room.code;
    check(!g.find(lobby, 'field:rejoin-code'), 'the creator, seated, is offered a rejoin field');

    // Bob takes the first AI's seat from his phone; his lobby shows his code.
    const bob = await open(browser, `${url}/?room=${code}${q}`, 'Bob', phone);
    await g.waitFor(bob.page, (s) => s.room && s.room.code === code && g.find(s, 'button:take-seat-1'), 'Bob offered the AI seats', 20000);
    await type(bob, 'setup:name', 'Bob');
    await g.settle(bob.page, 3);
    await g.pressNamed(bob.page, bob.page, 'button:take-seat-1', { touch: true });
    await g.waitFor(bob.page, (s) => s.room.role === 'player' && s.room.seat === 1 && s.room.seats[1].name === 'Bob', 'Bob in seat 2', 20000);
    const rejoin = (bob.received.filter((m) => m.type === 'welcome').pop() || {}).rejoin;
    check(typeof rejoin === 'string' && rejoin.length === 8, `Bob's rejoin code: ${rejoin}`);
    check((await accessText(bob)).includes(`${rejoin.slice(0, 4)} ${rejoin.slice(4)}`), 'Bob\'s lobby does not show his rejoin code');

    // Bob on a fresh browser while his phone is still connected: the lobby offers his code's field.
    const bob2 = await open(browser, `${url}/?room=${code}${q}`, 'Bob2', phone);
    const offered = await g.waitFor(bob2.page, (s) => s.screen === 'lobby' && s.room && s.room.code === code && s.room.role === 'spectator' &&
                                    g.find(s, 'field:rejoin-code') && g.find(s, 'button:reclaim-seat'), 'the lobby\'s rejoin field', 20000);
    check(g.find(offered, 'button:take-seat-2') && g.find(offered, 'button:take-seat-3'), 'the AI seats are not offered beside the field');
    check(onScreen(g.find(offered, 'field:rejoin-code'), bob2) && onScreen(g.find(offered, 'button:reclaim-seat'), bob2),
          `the field or its button is off the phone's screen: ${JSON.stringify([g.find(offered, 'field:rejoin-code'), g.find(offered, 'button:reclaim-seat')])}`);
    check((await accessText(bob2)).includes('Take my seat back'), 'the accessible controls do not offer the seat back');
    await shootSizes(bob2, 'lobby-field');

    // A wrong code, typed into the field: refused, said, and Bob's phone keeps the seat.
    const wrong = rejoin.startsWith('AAAA') ? 'BBBB BBBB' : 'AAAA AAAA';
    await g.pressNamed(bob2.page, bob2.page, 'field:rejoin-code', { touch: true });
    await bob2.page.keyboard.type(wrong, { delay: 20 });
    await g.settle(bob2.page, 4);
    await g.pressNamed(bob2.page, bob2.page, 'button:reclaim-seat', { touch: true });
    await g.waitFor(bob2.page, (s) => s.room.error === 'bad-rejoin', 'the wrong code refused', 20000);
    check(bob2.sent.some((m) => m.type === 'hello' && m.rejoin === wrong && !m.token), 'no hello with the typed code');
    check((await accessText(bob2)).includes('That rejoin code opens no seat here'), 'the refused code is not said');
    const still = await g.probe(bob.page);
    check(still.room.role === 'player' && still.room.seat === 1, 'a wrong code moved Bob\'s seat');
    await shootSizes(bob2, 'lobby-wrong-code');

    // His own code, in lower case with a space: the seat is the new page's, the phone watches.
    await type(bob2, 'room:rejoin', `${rejoin.slice(0, 4).toLowerCase()} ${rejoin.slice(4).toLowerCase()}`);
    await g.settle(bob2.page, 3);
    await g.pressNamed(bob2.page, bob2.page, 'button:reclaim-seat', { touch: true });
    const seated = await g.waitFor(bob2.page, (s) => s.room.role === 'player' && s.room.seat === 1 && s.screen === 'lobby', 'Bob2 in Bob\'s seat', 20000);
    check(!g.find(seated, 'button:reclaim-seat') && !g.find(seated, 'button:take-seat-2'), 'a seated page offered seats');
    check((await accessText(bob2)).includes(`${rejoin.slice(0, 4)} ${rejoin.slice(4)}`), 'the new page does not show the seat\'s code');
    check(!(await accessText(bob2)).includes('That rejoin code opens no seat here'), 'the refusal is still said once seated');
    await g.waitFor(bob.page, (s) => s.room.role === 'spectator' && g.find(s, 'field:rejoin-code'), 'Bob\'s phone told it watches', 20000);
    const annSees = await g.waitFor(ann.page, (s) => s.room.seats[1].kind === 'person' && s.room.seats[1].name === 'Bob' && s.room.seats[1].connected,
                                    'Ann seeing Bob still seated', 20000);
    check(annSees.room.seats.filter((x) => x.kind === 'person').length === 2, `the seats after the reclaim: ${JSON.stringify(annSees.room.seats)}`);
    await shootSizes(bob2, 'lobby-seat-taken-back');

    // The match starts with Bob on his new page, which plays his seat.
    await g.pressNamed(ann.page, ann.page, 'button:start-room');
    await g.waitFor(bob2.page, (s) => s.screen === 'table' && s.room.seat === 1, 'Bob2 at the table in seat 2', 30000);
    const deadline = Date.now() + 120000;
    while (!bob2.sent.some((m) => m.type === 'act')) {
      if (Date.now() > deadline) throw new Error('Bob2 never played his seat');
      let moved = false;
      for (const p of [ann, bob2]) {
        const s = await g.probe(p.page);
        const next = g.find(s, 'button:next-deal');
        const choice = s.screen !== 'table' ? null : (s.dealOver ? next : (s.human >= 0 && !s.animating ? g.humanChoice(s) : null));
        if (choice && choice.enabled) {
          await g.press(p.page, p.page, choice, { touch: p.touch });
          moved = true;
        }
      }
      if (!moved) await new Promise((r) => setTimeout(r, 50));
    }
    await g.waitFor(ann.page, (s) => s.room.seats[1].kind === 'person' && s.room.seats[1].name === 'Bob', 'Bob\'s seat his own at the table', 20000);
    const watching = await g.probe(bob.page);
    check(watching.room.role === 'spectator' && watching.human < 0, 'Bob\'s first phone plays too');
    check(bob.sent.every((m) => m.type !== 'act'), 'Bob\'s first phone acted');
    check(ann.received.every((m) => !JSON.stringify(m).includes(rejoin)), 'Bob\'s rejoin code reached Ann');
    for (const p of [ann, bob, bob2]) for (const problem of p.problems) failures.push(`${p.name}: ${problem}`);
    return `room ${code}: the seat taken back in the lobby, then played`;
  } finally {
    await server.stop();
  }
});
