#!/usr/bin/env node
// Friends can always sit, and your seat from any device, end to end: a real popejoan-server on a
// loopback port and pages of Chromium. Ann (1280x800) makes a room from the setup as it comes (she
// and three AI seats). Bob (a phone, 390x844, by touch) opens the invite link: his name is asked
// and every AI seat is his to take (`button:take-seat-N`); he types his name and takes the first
// AI's seat, which is his from then on. Cal and Dee take the other two; Eve opening the link is
// told the room is full and watches (no seat offered). Bob's lobby shows his rejoin code. The
// match starts; Bob's phone goes (its context closed) and the AI plays for him. A fresh browser
// context opens the invite link: it watches, a wrong code is refused, and Bob's code typed in lower
// case gives him his seat back while the AI was playing it. Screenshots of the friend's lobby,
// the full room, the rejoin code and the watcher's "Take my seat back" at 390x844, 844x390,
// 800x450, 1280x800 and 1920x1080.
// Usage: node room_seats.js SITE_DIR SERVER_BINARY SCREENSHOT_DIR
'use strict';
const { runTest } = require('./browser');
const g = require('./game');
const { startRoomServer, openRoomPage: open, shooter, createRoom } = require('./room_server');

const [site, serverBin, outDir] = process.argv.slice(2);
const { shoot, shootSizes } = shooter(outDir, 'room-seats');

const type = (p, key, text) => p.page.evaluate(([k, t]) => window.Module.ccall('popejoan_mirror_type', 'number', ['string', 'string'], [k, t]), [key, text]);
const accessText = (p) => p.page.$eval('#a11y', (e) => e.textContent);

// Opens the table's menu (if it is not open) and waits for "Take my seat back" in it, still.
async function menuOffer(p) {
  if (!g.find(await g.probe(p.page), 'button:reclaim-seat')) await g.pressNamed(p.page, p.page, 'button:menu');
  await g.waitFor(p.page, (s) => g.find(s, 'button:reclaim-seat') && g.find(s, 'field:rejoin-code'), `${p.name} offered the seat back in the menu`, 10000);
  await g.steadyTarget(p.page, 'button:reclaim-seat');
}

// Ann plays her own decisions (and "ready" at a deal's end) until `done(probe)` holds for `watched`.
async function playUntil(ann, watched, done, what, limitMs) {
  const deadline = Date.now() + (limitMs || 120000);
  for (;;) {
    const s = await g.probe(watched.page);
    if (done(s)) return s;
    if (Date.now() > deadline) throw new Error(`timed out playing until ${what}: ${JSON.stringify(s.room)}`);
    const a = await g.probe(ann.page);
    const next = g.find(a, 'button:next-deal') || g.find(a, 'button:final-standings');
    const choice = a.screen !== 'table' ? null : (a.dealOver ? next : (a.human >= 0 && !a.animating ? g.humanChoice(a) : null));
    if (choice && choice.enabled) await g.press(ann.page, ann.page, choice);
    else await new Promise((r) => setTimeout(r, 50));
  }
}

runTest('room_seats', site, async ({ browser }, failures) => {
  const check = (ok, what) => { if (!ok) failures.push(what); };
  const server = await startRoomServer({ site, serverBin, name: 'room-seats',
                                        // the AI's moves at once (their pace is not what is tested); every
                                        // page comes from 127.0.0.1: no limits per address
                                        args: ['--seed', '41', '--grace', '2', '--ai-pace-ms', '0', '--connections-per-address', '0',
                                               '--rooms-per-minute', '0'] });
  const url = server.url;
  const q = '&pace=instant';
  const pages = [];
  try {
    // Ann: "Play with friends" and "Create the room" from the setup as it comes.
    const ann = await open(browser, `${url}/?name=Ann${q}`, 'Ann', { width: 1280, height: 800 });
    pages.push(ann);
    const lobby = await createRoom(ann, [], 4);
    check(lobby.room.seats.slice(1).every((seat) => seat.kind === 'ai'), `the setup as it comes: ${JSON.stringify(lobby.room.seats)}`);
    const code = lobby.room.code;

    // Bob opens the invite link: his name asked, every AI seat offered.
    const bob = await open(browser, `${url}/?room=${code}${q}`, 'Bob', { width: 390, height: 844, mobile: true });
    pages.push(bob);
    const offered = await g.waitFor(bob.page, (s) => s.room && s.room.code === code && g.find(s, 'button:take-seat-3'), 'Bob offered the AI seats', 20000);
    check(offered.room.role === 'spectator', 'Bob seated before taking a seat');
    check(g.find(offered, 'button:take-seat-1') && g.find(offered, 'button:take-seat-2') && !g.find(offered, 'button:take-seat-0'),
          `the seats offered: ${offered.targets.map((t) => t.name).join(', ')}`);
    check(g.find(offered, 'field:name'), 'Bob\'s name is not asked');
    await shootSizes(bob, 'friend-lobby');
    await type(bob, 'setup:name', 'Bob');
    await g.settle(bob.page, 3);
    await g.pressNamed(bob.page, bob.page, 'button:take-seat-1', { touch: true });
    // The welcome comes first, the room frame that names him right after it.
    const seated = await g.waitFor(bob.page, (s) => s.room.role === 'player' && s.room.seat === 1 && s.room.seats[1].kind === 'person',
                                   'Bob in seat 2', 20000);
    check(seated.room.seats[1].name === 'Bob' && seated.room.seats[1].kind === 'person', `Bob's seat: ${JSON.stringify(seated.room.seats[1])}`);
    await g.waitFor(ann.page, (s) => s.room.seats[1].kind === 'person' && s.room.seats[1].name === 'Bob', 'Ann seeing Bob seated', 20000);
    const welcome = bob.received.filter((m) => m.type === 'welcome').pop();
    const rejoin = welcome && welcome.rejoin;
    check(typeof rejoin === 'string' && rejoin.length === 8, `Bob's rejoin code: ${JSON.stringify(welcome)}`);
    check((await accessText(bob)).includes(`${rejoin.slice(0, 4)} ${rejoin.slice(4)}`), 'Bob\'s lobby does not show his rejoin code');
    await shootSizes(bob, 'rejoin-code');

    // Cal and Dee take the other AI seats; Eve is told the room is full, and watches.
    for (const [name, seat] of [['Cal', 2], ['Dee', 3]]) {
      const p = await open(browser, `${url}/?room=${code}&name=${name}${q}`, name, { width: 1280, height: 800 });
      pages.push(p);
      await g.waitFor(p.page, (s) => s.room && g.find(s, `button:take-seat-${seat}`), `${name} offered seat ${seat + 1}`, 20000);
      await g.pressNamed(p.page, p.page, `button:take-seat-${seat}`);
      await g.waitFor(p.page, (s) => s.room.role === 'player' && s.room.seat === seat, `${name} seated`, 20000);
    }
    const eve = await open(browser, `${url}/?room=${code}&name=Eve${q}`, 'Eve', { width: 390, height: 844, mobile: true });
    pages.push(eve);
    const full = await g.waitFor(eve.page, (s) => s.room && s.room.role === 'spectator' && s.room.seats.every((x) => x.kind === 'person'), 'Eve watching a full room', 20000);
    check(!full.targets.some((t) => t.name.startsWith('button:take-seat-')), 'a seat offered in a full room');
    check((await accessText(eve)).includes('This room is full: you can watch.'), 'the full room does not say so');
    check(ann.received.every((m) => !JSON.stringify(m).includes(rejoin)) && eve.received.every((m) => !JSON.stringify(m).includes(rejoin)),
          'Bob\'s rejoin code reached another page');
    await shootSizes(eve, 'full-room');

    // The match starts; Bob's phone, Cal's and Dee's pages go; the AI plays for them.
    await g.pressNamed(ann.page, ann.page, 'button:start-room');
    await g.waitFor(ann.page, (s) => s.screen === 'table', 'Ann at the table', 30000);
    for (const p of pages.splice(1, 3)) await p.context.close();
    await playUntil(ann, ann, (s) => s.room.seats[1].kind === 'ai-for-person', 'Bob\'s seat to his AI', 60000);

    // Bob on a fresh browser: watching, "Take my seat back"; a wrong code, then his own.
    const bob2 = await open(browser, `${url}/?room=${code}${q}`, 'Bob2', { width: 1280, height: 800 });
    pages.push(bob2);
    const at = await g.waitFor(bob2.page, (s) => s.screen === 'table' && s.room.role === 'spectator' && s.room.seats.length === 4, 'Bob2 watching', 30000);
    check(at.room.seats[1].kind === 'ai-for-person', 'the AI no longer plays Bob\'s seat');
    await shoot(bob2, 'watching');
    // The table's menu offers it to a watcher.
    await menuOffer(bob2);
    await type(bob2, 'room:rejoin', 'AAAA AAAA' === rejoin ? 'BBBB BBBB' : 'AAAA AAAA');
    await g.settle(bob2.page, 3);
    await menuOffer(bob2);  // a deal's end may have closed the menu meanwhile
    await g.pressNamed(bob2.page, bob2.page, 'button:reclaim-seat');
    await g.waitFor(bob2.page, (s) => s.room.error === 'bad-rejoin', 'a wrong code refused', 20000);
    check(bob2.sent.some((m) => m.type === 'hello' && m.rejoin), 'no hello with a rejoin code');
    check((await accessText(bob2)).includes('That rejoin code opens no seat here'), 'the wrong code is not said');
    await shootSizes(bob2, 'wrong-code');
    await type(bob2, 'room:rejoin', `${rejoin.slice(0, 4).toLowerCase()} ${rejoin.slice(4).toLowerCase()}`);
    await g.settle(bob2.page, 3);
    await shootSizes(bob2, 'take-my-seat-back');
    await menuOffer(bob2);
    await g.pressNamed(bob2.page, bob2.page, 'button:reclaim-seat');
    await g.waitFor(bob2.page, (s) => s.room.role === 'player' && s.room.seat === 1, 'Bob2 back in his seat', 20000);
    await playUntil(ann, ann, (s) => s.room.seats[1].kind === 'person' && s.room.seats[1].name === 'Bob', 'Ann seeing Bob back', 30000);
    const back = await g.probe(bob2.page);
    check(!g.find(back, 'button:reclaim-seat'), 'a seated person offered to take a seat back');
    if (!g.find(back, 'note:rejoin-code')) await g.pressNamed(bob2.page, bob2.page, 'button:menu');
    await g.waitFor(bob2.page, (s) => g.find(s, 'note:rejoin-code'), 'the rejoin code in Bob2\'s menu', 10000);
    await shootSizes(bob2, 'seat-taken-back');
    check(bob2.sent.some((m) => m.type === 'hello' && m.rejoin && !m.token), 'no hello with the rejoin code');
    check(eve.received.every((m) => !JSON.stringify(m).includes(rejoin)), 'Bob\'s rejoin code reached the watcher');
    for (const p of [ann, eve, bob2]) for (const problem of p.problems) failures.push(`${p.name}: ${problem}`);
    return `room ${code}, Bob's code ${rejoin.length} characters`;
  } finally {
    await server.stop();
  }
});
