#!/usr/bin/env node
// The open tables' list, end to end: a real popejoan-server on a loopback port and three fresh
// browsers. Bob (800x450) makes a private room with Play with friends. Cy (a phone, 390x844, by
// touch) presses "Open tables" on the setup: the list says there are none yet (Bob's private room
// is never listed) and asks the server again while it is open. Ann (1280x800) presses "Play
// online now": her new public table shows in Cy's list at its next ask, in player words, with its
// Join (button:join-table-CODE). Cy presses it and ends at Ann's table (seated between deals or
// arriving mid-deal), on the one socket that asked for the list. Cy's accessible controls offer
// the same list and Joins. Screenshots of the list at the five sizes.
// Usage: node room_tables.js SITE_DIR SERVER_BINARY SCREENSHOT_DIR
'use strict';
const { runTest } = require('./browser');
const g = require('./game');
const { startRoomServer, openRoomPage, shooter, createRoom, kPublicTableArgs } = require('./room_server');

const [site, serverBin, outDir] = process.argv.slice(2);
const shots = shooter(outDir, 'room-tables');

runTest('room_tables', site, async ({ browser }, failures) => {
  const check = (ok, what) => { if (!ok) failures.push(what); };
  const server = await startRoomServer({ site, serverBin, name: 'room-tables',
                                        args: kPublicTableArgs });
  const url = server.url;
  try {
    const q = '&pace=instant&lang=en';
    // Bob's private room: made with Play with friends, never in the public list.
    const bob = await openRoomPage(browser, `${url}/?name=Bob${q}`, 'Bob', { width: 800, height: 450 });
    const lobby = await createRoom(bob);
    const secret = lobby.room.code;

    // Cy opens the list before any public table: none yet, and asked for again while open.
    const cy = await openRoomPage(browser, `${url}/?name=Cy${q}`, 'Cy', { width: 390, height: 844, mobile: true });
    await g.waitFor(cy.page, (s) => s.roomsOffered && g.find(s, 'button:open-tables'), 'Cy: Open tables on the setup', 30000);
    await g.pressNamed(cy.page, cy.page, 'button:open-tables', { touch: true });
    await g.waitFor(cy.page, (s) => g.find(s, 'button:close-tables') && cy.received.some((m) => m.type === 'tables'),
                    'Cy: the list, answered', 20000);
    const controls = cy.page.getByRole('region', { name: 'Game controls' });
    // The accessible controls' words (the list under its heading) and buttons.
    await cy.page.getByText('No open tables yet: Play online now opens one', { exact: true }).first().waitFor({ state: 'attached', timeout: 10000 });
    const probeAfterOpen = await g.probe(cy.page);
    check(probeAfterOpen.room === null, `browsing the list shows a room: ${JSON.stringify(probeAfterOpen.room)}`);
    await shots.shootSizes(cy, 'none');

    // Ann's public table, made by Play online now: in Cy's list at its next ask.
    const ann = await openRoomPage(browser, `${url}/?name=Ann${q}`, 'Ann', { width: 1280, height: 800 });
    await g.waitFor(ann.page, (s) => s.roomsOffered && g.find(s, 'button:quick-play'), 'Ann: Play online now', 30000);
    await g.pressNamed(ann.page, ann.page, 'button:quick-play');
    const seated = await g.waitFor(ann.page, (s) => s.screen === 'table' && s.room && s.room.role === 'player', 'Ann seated at a new table', 20000);
    const code = seated.room.code;
    const listed = await g.waitFor(cy.page, (s) => g.find(s, `button:join-table-${code}`), 'Cy: Ann\'s table listed', 20000);
    check(!g.find(listed, `button:join-table-${secret}`), 'Bob\'s private room is listed');
    for (const m of cy.received.filter((f) => f.type === 'tables')) {
      check(!m.tables.some((t) => t.room === secret), `a tables frame names Bob's private room: ${JSON.stringify(m)}`);
    }
    // Asked at most once a second (and again every 5 s while open).
    const asks = cy.sent.filter((m) => m.type === 'tables');
    check(asks.length >= 2, `the list was asked for ${asks.length} times while open`);
    const line = controls.getByRole('button', { name: /^Join: Classic \(Peel\) · 4 seats: 1 person, 3 AI · Deal \d+ of \d+ · \d+ (s|min) a turn · English$/ });
    await line.first().waitFor({ state: 'attached', timeout: 10000 });
    await shots.shootSizes(cy, 'list');

    // Cy joins Ann's table from the list: the same socket, a join-table frame with her name.
    await g.pressNamed(cy.page, cy.page, `button:join-table-${code}`, { touch: true });
    const there = await g.waitFor(cy.page, (s) => s.screen === 'table' && s.room && s.room.code === code &&
                                               (s.room.role === 'player' || s.room.arriving > 0),
                                  'Cy at Ann\'s table', 20000);
    const join = cy.sent.find((m) => m.type === 'join-table');
    check(join && join.room === code && join.name === 'Cy', `Cy's join-table frame: ${JSON.stringify(join)}`);
    check(cy.sockets.length === 1, `Cy opened ${cy.sockets.length} sockets`);
    check(new URL(cy.page.url()).searchParams.get('room') === code, `Cy's address: ${cy.page.url()}`);
    await g.waitFor(ann.page, (s) => s.room.seats.some((x) => x.name === 'Cy' || x.arriving === 'Cy'), 'Ann: Cy at her table', 10000);
    for (const p of [ann, bob, cy]) {
      for (const problem of p.problems) failures.push(`${p.name}: ${problem}`);
    }
    return `Cy ${there.room.role === 'player' ? `seated in seat ${there.room.seat + 1}` : `arriving at seat ${there.room.arriving + 1}`} of ${code}; ${asks.length} asks for the list`;
  } finally {
    await server.stop();
  }
});
