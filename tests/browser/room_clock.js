#!/usr/bin/env node
// No stalls, end to end: a real popejoan-server on a loopback port whose turn clocks run at 10%
// of their length (--clock-percent 10: the 1-minute clock chosen here is 6 s), and pages of
// Chromium. Ann (1280x800) chooses "1 min" in the setup's "Time to play a turn" (the `create`
// frame says so) and makes a room of three people; Bea (a phone, 390x844, by touch) and Cal
// (844x390) take their seats. In the lobby Ann frees Cal's seat with its Free button: Cal's page
// watches, and he takes a seat again. Ann's page closes: Bea, the next person here, is offered
// Start and starts; Ann's page opens again and retakes her seat. Ann and Bea play; Cal sits and
// never plays: the table goes on. The plate of the seat to decide shows its clock (Cal's own page
// its time left by the caption), "Time ran out" comes at his plate on the others' pages and in his
// banner, and after three late turns Cal's page offers
// "I'm back", which gives him his seat again. Screenshots of the setup's clock, the lobby's Free
// buttons, the time left and the time run out at 390x844, 844x390 and 1280x800.
// Usage: node room_clock.js SITE_DIR SERVER_BINARY SCREENSHOT_DIR
// ROOM_CLOCK_LANG=fr runs every page in French (the screenshots then say it in French).
'use strict';
const { runTest } = require('./browser');
const g = require('./game');
const { startRoomServer, openRoomPage, shooter, playStep } = require('./room_server');

const [site, serverBin, outDir] = process.argv.slice(2);
const lang = process.env.ROOM_CLOCK_LANG || 'en';
const shots = shooter(outDir, 'room-clock', [[390, 844], [844, 390], [1280, 800]]);
const shoot = (player, name) => shots.shoot(player, `${name}-${lang}`);
const shootSizes = (player, name) => shots.shootSizes(player, `${name}-${lang}`);
const open = (browser, url, name, viewport, context) => openRoomPage(browser, url, name, viewport, { context });

// `players` play (the others only watch their pages) until `done(probes)` holds for `watched`.
async function playUntil(players, watched, done, what, limitMs) {
  const deadline = Date.now() + (limitMs || 120000);
  for (;;) {
    const probes = await Promise.all(watched.map((p) => g.probe(p.page)));
    if (done(probes)) return probes;
    if (Date.now() > deadline) throw new Error(`timed out playing until ${what}: ${probes.map((s) => JSON.stringify(s.room)).join(' | ')}`);
    let acted = false;
    for (const p of players) acted = (await playStep(p)) || acted;
    if (!acted) await new Promise((r) => setTimeout(r, 50));
  }
}

runTest('room_clock', site, async ({ browser }, failures) => {
  const check = (ok, what) => { if (!ok) failures.push(what); };
  const server = await startRoomServer({ site, serverBin, name: 'room-clock',
                                        // every page comes from 127.0.0.1: no limits per address
                                        args: ['--seed', '31', '--grace', '4', '--clock-percent', '10',
                                               '--connections-per-address', '0', '--rooms-per-minute', '0'] });
  const url = server.url;
  const q = `&pace=instant${lang === 'en' ? '' : `&lang=${lang}`}`;
  try {
    // Ann's setup: the turn clock offered (2 minutes unless chosen); she chooses 1 minute.
    const ann = await open(browser, `${url}/?name=Ann${q}`, 'Ann', { width: 1280, height: 800 });
    await g.waitFor(ann.page, (s) => s.roomsOffered && g.find(s, 'button:play-with-friends'), 'Play with friends', 30000);
    await g.pressNamed(ann.page, ann.page, 'button:play-with-friends');
    await g.waitFor(ann.page, (s) => g.find(s, 'button:create-room') && g.find(s, 'setup:clock-60'), 'the room form and its clock', 10000);
    for (const id of ['setup:players-3', 'setup:seat-2-person', 'setup:seat-3-person']) {
      await ann.page.evaluate((i) => window.Module.ccall('popejoan_mirror_activate', 'number', ['string'], [i]), id);
      await g.settle(ann.page, 3);
    }
    await g.pressNamed(ann.page, ann.page, 'setup:clock-60');
    await shootSizes(ann, 'setup');
    await g.pressNamed(ann.page, ann.page, 'button:create-room');
    const lobby = await g.waitFor(ann.page, (s) => s.screen === 'lobby' && s.room && s.room.code && s.room.seats.length === 3, 'the lobby', 20000);
    const create = ann.sent.find((m) => m.type === 'create');
    check(create && create.clock === 60, `the create frame's clock: ${JSON.stringify(create)}`);
    check(lobby.room.clock === 60 && lobby.room.host === 0, `the lobby's room: ${JSON.stringify(lobby.room)}`);
    const code = lobby.room.code;

    // Bea (a phone, by touch) and Cal open the invite link and take seats.
    const bea = await open(browser, `${url}/?room=${code}&name=Bea${q}`, 'Bea', { width: 390, height: 844, mobile: true });
    const cal = await open(browser, `${url}/?room=${code}&name=Cal${q}`, 'Cal', { width: 844, height: 390 });
    for (const [p, seat] of [[bea, 1], [cal, 2]]) {
      const s = await g.waitFor(p.page, (x) => x.room && x.room.code === code && g.find(x, `button:take-seat-${seat}`), `${p.name}: seat ${seat} offered`, 20000);
      check(s.room.role === 'spectator', `${p.name} is seated before taking a seat`);
      await g.pressNamed(p.page, p.page, `button:take-seat-${seat}`, { touch: p.touch });
      await g.waitFor(p.page, (x) => x.room.role === 'player' && x.room.seat === seat, `${p.name} in seat ${seat}`, 20000);
    }
    // Ann, the host, has a Free button for each friend's seat; Bea has none, nor Start.
    const hosting = await g.waitFor(ann.page, (s) => g.find(s, 'button:free-seat-1') && g.find(s, 'button:free-seat-2'), 'the Free buttons', 20000);
    check(!g.find(hosting, 'button:free-seat-0'), 'a Free button for the host\'s own seat');
    const guest = await g.probe(bea.page);
    check(!g.find(guest, 'button:start-room') && !g.find(guest, 'button:free-seat-2'), 'Bea, not the host, offered Start or Free');
    await shootSizes(ann, 'lobby-host');
    await shoot(bea, 'lobby-guest');
    // Ann frees Cal's seat: his page watches; he takes a seat again.
    await g.pressNamed(ann.page, ann.page, 'button:free-seat-2');
    await g.waitFor(cal.page, (s) => s.room.role === 'spectator' && g.find(s, 'button:take-seat-2'), 'Cal watching, seat 2 free', 20000);
    await g.waitFor(ann.page, (s) => s.room.seats[2].kind === 'empty', 'Ann seeing seat 3 empty', 20000);
    await g.pressNamed(cal.page, cal.page, 'button:take-seat-2');
    await g.waitFor(cal.page, (s) => s.room.role === 'player' && s.room.seat === 2, 'Cal seated again', 20000);

    // Ann's page closes: Bea is the host now, and starts.
    const annContext = ann.context;
    await ann.page.close();
    const host = await g.waitFor(bea.page, (s) => s.room.host === 1 && g.find(s, 'button:start-room'), 'Bea offered Start', 20000);
    check(g.find(host, 'button:free-seat-2'), 'the new host has no Free button');
    await g.pressNamed(bea.page, bea.page, 'button:start-room', { touch: true });
    await g.waitFor(bea.page, (s) => s.screen === 'table', 'Bea at the table', 30000);
    const ann2 = await open(browser, `${url}/?room=${code}${q}`, 'Ann', { width: 1280, height: 800 }, annContext);
    await g.waitFor(ann2.page, (s) => s.screen === 'table' && s.room.role === 'player' && s.room.seat === 0 && s.room.seats[0].kind === 'person',
                    'Ann back in her seat at the table', 30000);
    const pages = [ann2, bea, cal];

    // Ann and Bea play; Cal never does. His turn: its time left shows on every page.
    const turn = await playUntil([ann2, bea], pages, (ps) => ps.every((s) => s.room.clockSeat === 2 && s.room.timeLeft > 2.5 && !s.animating),
                                 'Cal\'s turn with its time left');
    check(turn.every((s) => s.room.clocks[2] > 0 && s.room.clocks.filter((c) => c >= 0).length === 1),
          `the clock at Cal's plate only: ${JSON.stringify(turn.map((s) => s.room.clocks))}`);
    check(turn[2].room.ownClock.length > 0 && g.find(turn[2], 'note:clock'), `Cal's own time left: ${JSON.stringify(turn[2].room)}`);
    for (const p of pages) await shoot(p, 'time-left');
    // It runs out: his seat's AI plays that turn, and every page says so.
    const late = await playUntil([ann2, bea], pages, (ps) => ps.every((s) => s.room.lateSeat === 2), 'Cal\'s time to run out', 60000);
    check(late[0].room.notes[2].length > 0 && late[1].room.notes[2].length > 0, 'no words at Cal\'s plate');
    check(late[2].room.banner.length > 0, 'Cal\'s page did not say his time ran out');
    for (const p of pages) await shoot(p, 'time-ran-out');
    check(cal.received.some((m) => m.type === 'view' && m.late === 2), 'Cal\'s page was not sent whose time ran out');
    // Three late turns in a row: the AI plays his seat, and his page offers "I'm back".
    await playUntil([ann2, bea], [ann2], (ps) => ps[0].room.seats[2].kind === 'ai-for-person', 'Cal\'s seat to his AI', 120000);
    const away = await g.waitFor(cal.page, (s) => s.room.back && g.find(s, 'button:im-back'), 'Cal offered "I\'m back"', 20000);
    check(away.room.seats[2].connected, 'Cal shown gone while his page is open');
    await shootSizes(cal, 'im-back');
    // The button is in the caption's row, there while a deal is played: pressed once it stands
    // still (a deal's end may take it away between a look and a press: then again).
    for (let tries = 0; tries < 5 && !cal.sent.some((m) => m.type === 'back'); ++tries) {
      await g.waitFor(cal.page, (s) => g.find(s, 'button:im-back'), 'Cal offered "I\'m back"', 60000);
      const steady = await g.steadyTarget(cal.page, 'button:im-back');
      const button = g.find(steady, 'button:im-back');
      if (button) await g.press(cal.page, cal.page, button);
      await g.settle(cal.page, 6);
    }
    check(cal.sent.some((m) => m.type === 'back'), 'no back message sent');
    await g.waitFor(ann2.page, (s) => s.room.seats[2].kind === 'person', 'Ann seeing Cal back', 20000).catch((e) => {
      const said = cal.received.filter((m) => m.type === 'error').map((m) => m.error).join(' ');
      throw new Error(`${e.message.slice(0, 300)}; Cal sent ${cal.sent.map((m) => m.type).slice(-6).join(' ')}; errors: ${said}`);
    });
    for (const p of [ann, ann2, bea, cal]) {
      for (const problem of p.problems) failures.push(`${p.name}: ${problem}`);
    }
    const lates = cal.received.filter((m) => m.type === 'view' && m.late === 2).length;
    return `${lates} of Cal's turns played by his AI`;
  } finally {
    await server.stop();
  }
});
