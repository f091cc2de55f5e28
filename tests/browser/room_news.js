#!/usr/bin/env node
// The room's news at the table, end to end: a real popejoan-server on a loopback port and two
// pages of Chromium. Ann (1280x800) makes a room, Bob takes its first AI seat, the match starts.
// - A reaction: Bob sends "Well played!"; on Ann's page its note (`region:note-1`) is by Bob's
//   plate and never over it (his name), and is gone 2.5 s later, at each of the five sizes.
// - A dropped seat: Bob's page goes; once the grace is over and the AI plays for him, Ann's page
//   says "Bob is away: the AI plays for now." (banner and live log);
//   Bob's page again: "Bob is back.".
// - The server stopped: Ann plays a card while it is down; nothing is sent, the page says "Not
//   sent...", the card stays hers to play; the server again on the same file and port: the words
//   go, the same card is played once.
// Screenshots of each at 390x844, 844x390, 800x450, 1280x800 and 1920x1080 (when wanted).
// - A mute: Ann mutes Bob from her menu; his reaction is not shown; unmuted, the next one is.
// Four parts, each with a room of its own: reactions, not-sent, away-and-back, mute.
// Usage: node room_news.js SITE_DIR SERVER_BINARY SCREENSHOT_DIR
'use strict';
const { runParts } = require('./browser');
const g = require('./game');
const { startRoomServer, openRoomPage, shooter, createRoom } = require('./room_server');

const [site, serverBin, outDir] = process.argv.slice(2);
const kSizes = [[390, 844], [844, 390], [800, 450], [1280, 800], [1920, 1080]];
const kAway = 'Bob is away: the AI plays for now.';
const kBack = 'Bob is back.';
const kNotSent = 'Not sent: try again once reconnected.';
const { shoot } = shooter(outDir, 'room-news');
// every page comes from 127.0.0.1: no limits per address
const serverArgs = (grace) => ['--seed', '43', '--grace', String(grace),
                               '--connections-per-address', '0', '--rooms-per-minute', '0'];
const open = (browser, url, name, viewport, context) => openRoomPage(browser, url, name, viewport, { context });

async function setSize(p, width, height) {
  p.viewport = { width, height };
  await p.page.setViewportSize(p.viewport);
  await g.settle(p.page, 6);
}

const logLines = (p) => p.page.$$eval('#a11y-log p', (ps) => ps.map((e) => e.textContent));
const activate = (p, id) => p.page.evaluate((i) => window.Module.ccall('popejoan_mirror_activate', 'number', ['string'], [i]), id);
const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

// Every open page plays its own decisions and says "ready" at a deal's end, until
// `done(probe of watched)`.
async function playUntil(players, watched, done, what, limitMs) {
  const deadline = Date.now() + (limitMs || 60000);
  for (;;) {
    const s = await g.probe(watched.page);
    if (done(s)) return s;
    if (Date.now() > deadline) throw new Error(`timed out playing until ${what}: ${JSON.stringify(s.room).slice(0, 400)}`);
    let pressed = false;
    for (const p of players) {
      if (p.page.isClosed()) continue;
      const a = await g.probe(p.page);
      const next = g.find(a, 'button:next-deal') || g.find(a, 'button:final-standings');
      const mine = a.human >= 0 && !a.animating ? g.humanChoice(a) : null;
      const choice = a.screen !== 'table' ? null : (a.dealOver ? next : mine);
      if (choice && choice.enabled) {
        await g.press(p.page, p.page, choice);
        pressed = true;
      }
    }
    if (!pressed) await new Promise((r) => setTimeout(r, 50));
  }
}

// A room of Ann's with Bob in its first AI seat, started, on a server of its own (`grace` seconds
// before the AI plays for a person gone; `choices` on the room's form): { server, ann, bob, code, bobUrl }.
async function startedRoom(browser, name, grace, choices) {
  const server = await startRoomServer({ site, serverBin, name, args: serverArgs(grace) });
  const url = server.url;
  const q = '&pace=instant';
  try {
    const ann = await open(browser, `${url}/?name=Ann${q}`, 'Ann', { width: 1280, height: 800 });
    const lobby = await createRoom(ann, choices || [], 4);
    const code = lobby.room.code;
    const bobUrl = `${url}/?room=${code}&name=Bob${q}`;
    const bob = await open(browser, bobUrl, 'Bob', { width: 1280, height: 800 });
    await g.waitFor(bob.page, (s) => s.room && g.find(s, 'button:take-seat-1'), 'Bob offered seat 2', 20000);
    await g.pressNamed(bob.page, bob.page, 'button:take-seat-1');
    await g.waitFor(ann.page, (s) => s.room.seats[1].kind === 'person' && s.room.seats[1].name === 'Bob', 'Bob seated', 20000);
    await g.waitFor(ann.page, (s) => g.find(s, 'button:start-room'), 'Start offered', 10000);
    await g.pressNamed(ann.page, ann.page, 'button:start-room');
    await g.waitFor(ann.page, (s) => s.screen === 'table', 'Ann at the table', 30000);
    await g.waitFor(bob.page, (s) => s.screen === 'table', 'Bob at the table', 30000);
    return { server, ann, bob, code, bobUrl };
  } catch (e) {
    await server.stop();
    throw e;
  }
}

// Each page's problems but the refused connections of a server stopped on purpose.
function pageProblems(pages, failures) {
  const expected = /WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/rooms' failed: .*ERR_CONNECTION_REFUSED/;
  for (const p of pages) for (const problem of p.problems) if (!expected.test(problem)) failures.push(`${p.name}: ${problem}`);
}

// 1. A reaction by its sender's plate, never over it, gone after 2.5 s: at each size.
async function reactions(browser, failures) {
  const check = (ok, what) => { if (!ok) failures.push(what); };
  const { server, ann, bob, code } = await startedRoom(browser, 'room-news-reactions', 2);
  try {
    const lasted = [];
    for (const [width, height] of kSizes) {
      await setSize(ann, width, height);
      await activate(bob, 'button:react-well-played');
      const shown = await g.waitFor(ann.page, (s) => g.find(s, 'region:note-1'), `Bob's reaction on Ann's page at ${width}x${height}`, 10000);
      const seen = Date.now();
      const note = g.find(shown, 'region:note-1');
      const plate = g.find(shown, 'region:seat-1');
      check(plate && !overlap(note, plate), `${width}x${height}: the reaction ${JSON.stringify(note)} over Bob's plate ${JSON.stringify(plate)}`);
      check(note.x >= 0 && note.y >= 0 && note.x + note.w <= width + 0.5 && note.y + note.h <= height + 0.5,
            `${width}x${height}: the reaction off screen ${JSON.stringify(note)}`);
      check(shown.room.notes[1] === 'Well played!', `${width}x${height}: Bob's note says ${JSON.stringify(shown.room.notes[1])}`);
      await shoot(ann, 'reaction');
      await g.waitFor(ann.page, (s) => !g.find(s, 'region:note-1'), `Bob's reaction gone at ${width}x${height}`, 10000);
      lasted.push((Date.now() - seen) / 1000);
    }
    // How long it lasts is the page's own frame clock's (unit-tested: 2.5 s from the first frame
    // that shows it); here, always gone, and not gone at once. The wall-clock figure is printed:
    // under load the test sees the reaction late (1.85 s once at load 25), so the bound is loose.
    check(lasted.every((t) => t > 1.0), `a reaction should last 2.5 s: seen for ${lasted.join(', ')} s`);
    await setSize(ann, 1280, 800);
    pageProblems([ann, bob], failures);
    return `room ${code}, reactions seen for ${lasted.join(', ')} s`;
  } finally {
    await server.stop();
  }
}

// 2. The server stopped while Ann is to play: her card is not sent, and she is told; the server
// again: the card hers to play, played once.
async function notSent(browser, failures) {
  const check = (ok, what) => { if (!ok) failures.push(what); };
  const { server, ann, bob } = await startedRoom(browser, 'room-news-not-sent', 2);
  try {
    const turn = await playUntil([ann, bob], ann, (s) => s.screen === 'table' && !s.dealOver && s.human >= 0 && !s.animating && g.humanChoice(s),
                                 'Ann to play', 60000);
    const card = g.humanChoice(turn).name;
    await server.kill('SIGKILL');
    await g.waitFor(ann.page, (s) => !s.room.connected, 'Ann reconnecting', 20000);
    const acts = () => ann.sent.filter((m) => m.type === 'act').length;
    const before = acts();
    await g.pressNamed(ann.page, ann.page, card);
    const told = await g.waitFor(ann.page, (s) => s.room.banner.includes(kNotSent), 'Ann told her card was not sent', 10000);
    check(acts() === before, 'an act went out while the server was down');
    check(g.find(told, card) && g.find(told, card).enabled, `${card} is no longer Ann's to play`);
    check((await logLines(ann)).includes(kNotSent), 'the live log does not say the card was not sent');
    for (const [width, height] of kSizes) {
      await setSize(ann, width, height);
      await shoot(ann, 'not-sent');
    }
    await setSize(ann, 1280, 800);
    // A longer grace now: Ann's page tries again after up to 10 s, and her seat stays hers meanwhile.
    const heard = ann.received.length;
    await server.restart(serverArgs(60));
    const fresh = () => ann.received.slice(heard).some((m) => m.type === 'view');
    const again = await g.waitFor(ann.page, (s) => fresh() && s.room.connected && !s.room.banner.includes(kNotSent) && g.find(s, card) && g.find(s, card).enabled,
                                  'Ann back, the card hers to play', 40000);
    check(again.human >= 0, 'Ann no longer to play after the restart');
    const views = () => ann.received.filter((m) => m.type === 'view').length;
    const seenViews = views();
    await g.pressNamed(ann.page, ann.page, card);
    await g.waitFor(ann.page, () => acts() > before && views() > seenViews, `${card} sent and answered`, 20000);
    await g.settle(ann.page, 6);
    check(acts() === before + 1, `one act for the card: ${acts() - before}`);
    const refused = ann.received.filter((m) => m.type === 'error');
    check(refused.length === 0, `the card refused: ${JSON.stringify(refused)}`);

    // Stopped and started again once more: both pages come back, Bob's seat still his.
    await server.kill('SIGKILL');
    await g.waitFor(ann.page, (s) => !s.room.connected, 'Ann reconnecting again', 20000);
    await server.restart(serverArgs(3));
    for (const p of [ann, bob]) await g.waitFor(p.page, (s) => s.room.connected && s.room.seats[1].kind === 'person', `${p.name} back`, 40000);
    pageProblems([ann, bob], failures);
  } finally {
    await server.stop();
  }
}

// 3. Bob's page goes: past the grace the AI plays for him, and Ann is told; then he is back, at
// each size.
async function awayAndBack(browser, failures) {
  const check = (ok, what) => { if (!ok) failures.push(what); };
  // Three rounds: play goes on through five goings and comings (on a loaded machine, one round's
  // match could end before the last "back").
  const room = await startedRoom(browser, 'room-news-away', 3, ['setup:rounds-3']);
  const { server, ann, bobUrl } = room;
  let bob = room.bob;
  try {
    for (const [width, height] of kSizes) {
      await setSize(ann, width, height);
      const context = bob.context;
      await bob.page.close();
      await playUntil([ann, bob], ann, (s) => s.room.banner.includes(kAway), 'Ann told Bob is away', 60000);
      await shoot(ann, 'away');
      bob = await open(browser, bobUrl, 'Bob', { width: 1280, height: 800 }, context);
      const back = await playUntil([ann, bob], ann, (s) => s.room.banner.includes(kBack), 'Ann told Bob is back', 60000)
        .catch(async (e) => { 
          const kinds = ann.received.filter((m) => m.type === 'room').map((m) => `${m.seats[1].kind}/${m.seats[1].connected}`);
          throw new Error(`${e.message}\nAnn's log: ${(await logLines(ann)).filter((l) => l.startsWith('Bob is')).join(' | ')}\nseat 2: ${kinds.join(' ')}`);
        });
      check(back.room.seats[1].kind === 'person', `Bob's seat after his return: ${JSON.stringify(back.room.seats[1])}`);
      await shoot(ann, 'back');
    }
    const log = await logLines(ann);
    check(log.includes(kAway) && log.includes(kBack), `the live log does not say Bob went and came back: ${log.slice(-8).join(' | ')}`);
    check(!(await logLines(bob)).some((l) => l.startsWith('Bob is')), 'Bob is told news of himself');
    await setSize(ann, 1280, 800);
    pageProblems([ann, bob], failures);
  } finally {
    await server.stop();
  }
}

// 4. Ann mutes Bob from her menu (a real click): his next reaction reaches her page but is not
// shown at his plate nor in the accessible table; unmuted, his next one is. Waits on frames and
// the probe, never on a clock: a reaction counts as arrived once Ann's page received its frame.
async function mute(browser, failures) {
  const check = (ok, what) => { if (!ok) failures.push(what); };
  const { server, ann, bob, code } = await startedRoom(browser, 'room-news-mute', 2);
  const reactionsIn = () => ann.received.filter((m) => m.type === 'reaction').length;
  const mirrorButtons = () => ann.page.$$eval('#a11y-buttons button', (bs) => bs.map((b) => b.textContent));
  const tableText = () => ann.page.$eval('#a11y-table', (t) => t.textContent);
  // Opens Ann's menu and clicks the item that mutes or unmutes Bob, then closes the menu.
  const clickMute = async (muted) => {
    await g.pressNamed(ann.page, ann.page, 'button:menu');
    await g.waitFor(ann.page, (s) => g.find(s, 'button:mute-1'), "Mute Bob in Ann's menu", 10000);
    const state = await g.steadyTarget(ann.page, 'button:mute-1');
    await g.press(ann.page, ann.page, g.find(state, 'button:mute-1'));
    await g.waitFor(ann.page, (s) => s.room.muted[1] === muted, muted ? 'Bob muted' : 'Bob unmuted', 10000);
    await shoot(ann, muted ? 'muted-menu' : 'unmuted-menu');
    await g.closeMenu(ann.page);
  };
  // Bob reacts; resolves with Ann's probe a few frames after his reaction reached her page.
  const bobReacts = async (id) => {
    const before = reactionsIn();
    await activate(bob, `button:react-${id}`);
    await g.waitFor(ann.page, () => reactionsIn() > before, `Bob's ${id} at Ann's page`, 10000);
    await g.settle(ann.page, 4);
    return g.probe(ann.page);
  };
  try {
    const at = await g.probe(ann.page);
    check(!g.find(at, 'button:mute-0'), 'Ann is offered to mute herself');
    check(!at.targets.some((t) => /^button:mute-[23]$/.test(t.name)), 'an AI seat offers a mute');
    check((await mirrorButtons()).includes('Mute Bob'), `the accessible controls lack "Mute Bob": ${await mirrorButtons()}`);
    const sentBefore = ann.sent.length;
    await clickMute(true);
    check(ann.sent.length === sentBefore, `muting sent ${JSON.stringify(ann.sent.slice(sentBefore))}`);
    check((await mirrorButtons()).includes('Unmute Bob'), `the accessible controls lack "Unmute Bob": ${await mirrorButtons()}`);
    // The menu's mute at a phone upright and on its side, and the desktop: in view as the menu
    // opens (no scrolling to find it), a finger's height.
    for (const [width, height] of [[390, 844], [844, 390], [1280, 800]]) {
      await setSize(ann, width, height);
      await g.pressNamed(ann.page, ann.page, 'button:menu');
      await g.waitFor(ann.page, (p) => g.find(p, 'button:mute-1'), `the menu at ${width}x${height}`, 10000);
      const item = g.find(await g.steadyTarget(ann.page, 'button:mute-1'), 'button:mute-1');
      check(item.x >= 0 && item.y >= 0 && item.x + item.w <= width + 0.5 && item.y + item.h <= height + 0.5 && item.h >= 43.5,
            `${width}x${height}: Unmute Bob out of view or too small ${JSON.stringify(item)}`);
      await shoot(ann, 'mute-in-menu');
      await g.closeMenu(ann.page);
    }
    let s = await bobReacts('oops');
    check(!g.find(s, 'region:note-1') && s.room.notes[1] === '', `a muted reaction shown: ${JSON.stringify(s.room.notes)}`);
    check(!(await tableText()).includes('Oops!'), 'a muted reaction is in the accessible table');
    check(s.room.seats[1].name === 'Bob', 'Bob muted lost his name');
    await clickMute(false);
    s = await g.probe(ann.page);
    check(!g.find(s, 'region:note-1'), 'the reaction sent while muted shows on unmuting');
    await bobReacts('well-played');
    s = await g.waitFor(ann.page, (p) => g.find(p, 'region:note-1'), "Bob's reaction on Ann's page again", 10000);
    check(s.room.notes[1] === 'Well played!', `Bob's note says ${JSON.stringify(s.room.notes[1])}`);
    pageProblems([ann, bob], failures);
    return `room ${code}`;
  } finally {
    await server.stop();
  }
}

// Four independent parts, each with a room and a server of its own (tests/CMakeLists.txt runs
// each as a test of its own).
runParts('room_news', site, {
  reactions: ({ browser }, failures) => reactions(browser, failures),
  'not-sent': ({ browser }, failures) => notSent(browser, failures),
  'away-and-back': ({ browser }, failures) => awayAndBack(browser, failures),
  mute: ({ browser }, failures) => mute(browser, failures),
});
