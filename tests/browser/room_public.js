#!/usr/bin/env node
// The creator's choice, end to end: a real popejoan-server on a loopback port and two fresh
// browsers. Di (1280x800) presses Play with friends, then "Anyone: listed in Open tables"
// (setup:who-joins-anyone, a real click): the turn clock offers no "No clock", and Create the room
// sends a public table in the page's language. Her lobby says anyone may sit down from the open
// tables. Eve (a phone, 390x844, by touch) opens the list: Di's table is there, waiting for its
// host, and Eve's Join seats her in the lobby at once. Di starts; both play at the table.
// Screenshots of Di's choice at the five sizes and of Eve's list.
// Usage: node room_public.js SITE_DIR SERVER_BINARY SCREENSHOT_DIR
'use strict';
const { runTest } = require('./browser');
const g = require('./game');
const { startRoomServer, openRoomPage, shooter, kPublicTableArgs } = require('./room_server');

const [site, serverBin, outDir] = process.argv.slice(2);
const shots = shooter(outDir, 'room-public');

runTest('room_public', site, async ({ browser }, failures) => {
  const check = (ok, what) => { if (!ok) failures.push(what); };
  const server = await startRoomServer({ site, serverBin, name: 'room-public',
                                        args: kPublicTableArgs });
  const url = server.url;
  try {
    const q = '&pace=instant&lang=en';
    // Di makes a table anyone may join, with real clicks.
    const di = await openRoomPage(browser, `${url}/?name=Di${q}`, 'Di', { width: 1280, height: 800 });
    await g.waitFor(di.page, (s) => s.roomsOffered && g.find(s, 'button:play-with-friends'), 'Di: Play with friends', 30000);
    await g.pressNamed(di.page, di.page, 'button:play-with-friends');
    await g.waitFor(di.page, (s) => g.find(s, 'setup:who-joins-anyone') && g.find(s, 'setup:clock-0'), 'Di: who may join', 10000);
    await g.pressNamed(di.page, di.page, 'setup:who-joins-anyone');
    const chosen = await g.waitFor(di.page, (s) => !g.find(s, 'setup:clock-0'), 'Di: no "No clock" for strangers', 10000);
    check(g.find(chosen, 'button:create-room') && g.find(chosen, 'button:create-room').enabled, 'Create the room is not offered');
    await shots.shootSizes(di, 'choice');
    await g.pressNamed(di.page, di.page, 'button:create-room');
    const lobby = await g.waitFor(di.page, (s) => s.screen === 'lobby' && s.room && s.room.code && s.room.seats.length > 0, 'Di: her lobby', 20000);
    const code = lobby.room.code;
    const create = di.sent.find((m) => m.type === 'create');
    check(create && create.public === true && create.lang === 'en' && create.clock > 0,
          `Di's create frame: ${JSON.stringify(create)}`);
    await di.page.getByText('Anyone may sit down here from Open tables.', { exact: true }).first()
      .waitFor({ state: 'attached', timeout: 10000 });
    await shots.shoot(di, 'lobby');

    // Eve finds it in the open tables, waiting for its host, and sits down in the lobby at once.
    const eve = await openRoomPage(browser, `${url}/?name=Eve${q}`, 'Eve', { width: 390, height: 844, mobile: true });
    await g.waitFor(eve.page, (s) => s.roomsOffered && g.find(s, 'button:open-tables'), 'Eve: Open tables on the setup', 30000);
    await g.pressNamed(eve.page, eve.page, 'button:open-tables', { touch: true });
    await g.waitFor(eve.page, (s) => g.find(s, `button:join-table-${code}`), 'Eve: Di\'s table listed', 20000);
    const listed = eve.received.filter((m) => m.type === 'tables').pop();
    const summary = listed && listed.tables.find((t) => t.room === code);
    check(summary && summary.waiting === true, `Di's table in the list: ${JSON.stringify(summary)}`);
    const eveControls = eve.page.getByRole('region', { name: 'Game controls' });
    await eveControls.getByRole('button', { name: /^Join: Classic \(Peel\) · \d seats: 1 person, \d AI · Waiting for its host to start · \d+ (s|min) a turn · English$/ })
      .first().waitFor({ state: 'attached', timeout: 10000 });
    await shots.shoot(eve, 'list');
    await g.pressNamed(eve.page, eve.page, `button:join-table-${code}`, { touch: true });
    const seated = await g.waitFor(eve.page, (s) => s.screen === 'lobby' && s.room && s.room.code === code && s.room.role === 'player',
                                   'Eve seated in Di\'s lobby', 20000);
    check(seated.room.seat > 0, `Eve's seat: ${seated.room.seat}`);
    await g.waitFor(di.page, (s) => s.room.seats.some((x) => x.name === 'Eve'), 'Di: Eve at her table', 10000);

    // Di starts: both are dealt in, each at their own seat.
    await g.waitFor(di.page, (s) => g.find(s, 'button:start-room'), 'Di: Start', 10000);
    await g.pressNamed(di.page, di.page, 'button:start-room');
    await Promise.all([di, eve].map((p) => g.waitFor(p.page, (s) => s.screen === 'table' && s.room && s.room.role === 'player',
                                                      `${p.name} at the table`, 20000)));
    for (const p of [di, eve]) {
      for (const problem of p.problems) failures.push(`${p.name}: ${problem}`);
    }
    return `Di's public table ${code}: listed waiting, Eve seated in seat ${seated.room.seat + 1} from the list, then dealt in`;
  } finally {
    await server.stop();
  }
});
