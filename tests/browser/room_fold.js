#!/usr/bin/env node
// What a room's people must see without scrolling, against the real popejoan-server on a loopback
// port with a fresh SQLite file, at 390x844, 844x390, 800x450, 1280x800 and 1920x1080:
// - a friend who was sent a code (a first visit) sees "Join a room" (`field:room-code`,
//   `button:join-room`) on the setup as it opens, the setup not scrolled;
// - the table's menu opened in a room shows "Copy invite link" (`button:copy-invite`), for a
//   seated person and for a watcher (whose menu also offers "Take my seat back");
// - the watcher's banner (`note:room-banner`) covers nothing a watcher can press, nor the top bar,
//   during a deal and at its end (when `button:take-seat-N` is offered);
// - a code being typed in the watcher's menu survives a deal's end: the menu stays open, the
//   keys typed after it go on into the same field;
// - the page's control bar, reached by Shift+Tab, hides no part of the game (the top bar included).
// Four parts, each with a server of its own: setup, menus, deal-end, control-bar.
// Usage: node room_fold.js SITE_DIR SERVER_BINARY [SCREENSHOT_DIR]
'use strict';
const { runParts } = require('./browser');
const g = require('./game');
const { startRoomServer, openRoomPage, shooter, kSizes, createRoom } = require('./room_server');

const [site, serverBin, outDir] = process.argv.slice(2);
const { shoot } = shooter(outDir, 'room-fold');

async function resize(p, w, h) {
  await p.page.setViewportSize({ width: w, height: h });
  await g.waitFor(p.page, (s) => s.view.w === w && s.view.h === h, `${p.name} at ${w}x${h}`, 10000);
  await g.settle(p.page, 6);
}

const inView = (t, w, h) => t && t.x >= 0 && t.y >= 0 && t.x + t.w <= w + 0.5 && t.y + t.h <= h + 0.5;
const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const box = (t) => (t ? `${Math.round(t.x)},${Math.round(t.y)} ${Math.round(t.w)}x${Math.round(t.h)}` : 'not drawn');
// The menu is open when any of its items is drawn (on a short screen only its first ones are).
const menuOpen = (s) => s.targets.some((t) => /^(menu:|button:react-|button:copy-invite$|field:rejoin-code$)/.test(t.name));

async function closeMenu(p) {
  for (let i = 0; i < 3 && menuOpen(await g.probe(p.page)); i++) {
    await p.page.keyboard.press('Escape');
    await g.settle(p.page, 6);
  }
  return g.waitFor(p.page, (s) => !menuOpen(s), `${p.name}'s menu to close`, 10000);
}

// Opens the table's menu (closing it first if open) and waits for it to stand still.
async function openMenu(p, wanted) {
  if (menuOpen(await g.probe(p.page))) await closeMenu(p);
  await g.pressNamed(p.page, p.page, 'button:menu');
  await g.waitFor(p.page, menuOpen, `${p.name}'s menu`, 30000);
  return g.steadyTarget(p.page, wanted);
}

// Ann plays her own decisions (and the next deal at a deal's end) until `done(probe of watched)`.
async function playUntil(ann, watched, done, what, options) {
  const o = options || {};
  const deadline = Date.now() + (o.limitMs || 120000);
  for (;;) {
    const s = await g.probe(watched.page);
    if (done(s)) return s;
    if (Date.now() > deadline) throw new Error(`timed out playing until ${what}: ${JSON.stringify(s.room)}`);
    const a = await g.probe(ann.page);
    const next = g.find(a, 'button:next-deal');
    const choice = a.screen !== 'table' ? null : (a.dealOver ? (o.stayAtEnd ? null : next) : (a.human >= 0 && !a.animating ? g.humanChoice(a) : null));
    if (choice && choice.enabled) await g.press(ann.page, ann.page, choice);
    else await new Promise((r) => setTimeout(r, 50));
  }
}

// The watcher's banner against what can be pressed and the top bar.
function bannerProblems(s, what) {
  const banner = g.find(s, 'note:room-banner');
  if (!banner) return [`${what}: no watcher's banner`];
  const p = [];
  if (!inView(banner, s.view.w, s.view.h)) p.push(`${what}: the banner out of view (${box(banner)})`);
  for (const t of s.targets) {
    if (!/^(button|field|card|menu):|^region:topbar$/.test(t.name)) continue;
    if (overlaps(banner, t)) p.push(`${what}: the banner (${box(banner)}) covers ${t.name} (${box(t)})`);
  }
  return p;
}

const serverArgs = ['--seed', '11', '--connections-per-address', '0', '--rooms-per-minute', '0', '--open-rooms-per-address', '0'];

// Runs `body(url)` with a server of its own, and stops it.
async function withServer(name, body) {
  const server = await startRoomServer({ site, serverBin, name, args: serverArgs });
  try {
    return await body(server.url);
  } finally {
    await server.stop();
  }
}

// Ann's room as the setup comes (she and three AI seats), started: { ann, code }.
async function annAtTable(browser, url) {
  // Ann makes a room as the setup comes (she and three AI seats), but with no turn clock, and
  // starts it. With the clock, a loaded machine's slow menus and screenshots could run out Ann's
  // time: the AI then played for her, and with no person left to wait for, the deal's end (and
  // the seats it offers the watcher) went by before they were checked.
  const ann = await openRoomPage(browser, `${url}/?name=Ann&pace=instant`, 'Ann', { width: 1280, height: 800 });
  const lobby = await createRoom(ann, ['setup:clock-0']);
  const code = lobby.room.code;
  await g.pressNamed(ann.page, ann.page, 'button:start-room');
  await g.waitFor(ann.page, (s) => s.screen === 'table', 'Ann at the table', 30000);
  return { ann, code };
}

function problemsOf(pages, failures) {
  for (const p of pages) for (const problem of p.problems) failures.push(`${p.name}: ${problem}`);
}

// A friend sent a code opens the game for the first time: "Join a room" in view at once.
const setupPart = ({ browser }, failures) => withServer('room-fold-setup', async (url) => {
  const check = (ok, what) => { if (!ok) failures.push(what); };
  const fay = await openRoomPage(browser, `${url}/?pace=instant`, 'Fay', { width: 390, height: 844 });
  await g.waitFor(fay.page, (s) => s.screen === 'setup' && s.roomsOffered, 'Fay: the setup with rooms', 30000);
  for (const [w, h] of kSizes) {
    await resize(fay, w, h);
    const s = await g.probe(fay.page);
    const scroll = s.scrolls.find((a) => a.name === 'setup');
    check(scroll && scroll.y === 0, `${w}x${h}: the setup opens scrolled (${JSON.stringify(scroll)})`);
    for (const name of ['field:room-code', 'button:join-room']) {
      const t = g.find(s, name);
      check(inView(t, w, h), `${w}x${h}: ${name} not in view on the setup as it opens (${box(t)})`);
    }
    await shoot(fay, 'setup');
  }
  problemsOf([fay], failures);
  return `the setup at ${kSizes.length} sizes`;
});

// Ann's room, started, and Wes, who opens the invite link after the start: he watches.
async function annAndWatcher(browser, url) {
  const { ann, code } = await annAtTable(browser, url);
  const wes = await openRoomPage(browser, `${url}/?room=${code}&pace=instant`, 'Wes', { width: 390, height: 844 });
  await g.waitFor(wes.page, (s) => s.screen === 'table' && s.room && s.room.role === 'spectator', 'Wes watching', 30000);
  return { ann, wes, code };
}

// The menus (a player's and a watcher's) and the watcher's banner during a deal.
const menusPart = ({ browser }, failures) => withServer('room-fold-menus', async (url) => {
  const check = (ok, what) => { if (!ok) failures.push(what); };
  const { ann, wes, code } = await annAndWatcher(browser, url);

  // The menu's invite in view as the menu opens, for Ann and for Wes; Wes's banner covers nothing.
  for (const [w, h] of kSizes) {
    await resize(ann, w, h);
    const a = await openMenu(ann, 'button:copy-invite');
    check(inView(g.find(a, 'button:copy-invite'), w, h), `${w}x${h}: Ann's menu opens without the invite in view (${box(g.find(a, 'button:copy-invite'))})`);
    await shoot(ann, 'menu-player');
    await closeMenu(ann);
    await resize(wes, w, h);
    const during = await g.probe(wes.page);
    if (!during.dealOver) for (const p of bannerProblems(during, `${w}x${h} during a deal`)) failures.push(p);
    await shoot(wes, 'watching');
    const s = await openMenu(wes, 'button:copy-invite');
    for (const name of ['button:copy-invite', 'field:rejoin-code', 'button:reclaim-seat']) {
      check(inView(g.find(s, name), w, h), `${w}x${h}: the watcher's menu opens without ${name} in view (${box(g.find(s, name))})`);
    }
    await shoot(wes, 'menu-watcher');
    await closeMenu(wes);
  }
  problemsOf([ann, wes], failures);
  return `room ${code}: the menus and the watcher's banner at ${kSizes.length} sizes`;
});

// The watcher's banner at a deal's end (with the seats offered) and during the next, and a code
// typed in the watcher's menu across a deal's end.
const dealEndPart = ({ browser }, failures) => withServer('room-fold-deal-end', async (url) => {
  const check = (ok, what) => { if (!ok) failures.push(what); };
  const { ann, wes, code } = await annAndWatcher(browser, url);

  // A deal's end: the watcher is offered the AI seats; the banner covers none of them.
  await playUntil(ann, wes, (s) => s.dealOver && s.targets.some((t) => t.name.startsWith('button:take-seat-')),
                  'the take-seat offers at a deal\'s end', { stayAtEnd: true });
  for (const [w, h] of kSizes) {
    await resize(wes, w, h);
    const s = await g.probe(wes.page);
    const offers = s.targets.filter((t) => t.name.startsWith('button:take-seat-'));
    // Each AI seat offered, in view: the banner over none, the settlement's room enough for all.
    check(offers.length === 3 && offers.every((t) => inView(t, w, h)), `${w}x${h}: the seats offered in view: ${offers.map((t) => `${t.name} ${box(t)}`).join(', ')} (deal over: ${s.dealOver}, banner: ${s.room && s.room.banner}, seats: ${JSON.stringify(s.room && s.room.seats)})`);
    for (const p of bannerProblems(s, `${w}x${h} at a deal's end`)) failures.push(p);
    await shoot(wes, 'watching-deal-end');
  }

  // A code typed in the watcher's menu across a deal's end: the menu stays open, the field keeps
  // the keyboard and its text.
  await playUntil(ann, wes, (s) => !s.dealOver && s.screen === 'table', 'the next deal');
  // During a deal (Ann's turn waits for her): the banner above the caption, over nothing to press.
  for (const [w, h] of kSizes) {
    await resize(wes, w, h);
    const s = await g.probe(wes.page);
    if (s.dealOver) break;
    for (const p of bannerProblems(s, `${w}x${h} during a deal`)) failures.push(p);
    await shoot(wes, 'watching-play');
  }
  await resize(wes, 844, 390);
  await openMenu(wes, 'field:rejoin-code');
  await g.pressNamed(wes.page, wes.page, 'field:rejoin-code');
  await wes.page.keyboard.type('abcd', { delay: 20 });
  await g.settle(wes.page, 4);
  await playUntil(ann, wes, (s) => s.dealOver, 'the deal\'s end', { stayAtEnd: true });
  await g.settle(wes.page, 8);
  await wes.page.keyboard.type('efgh', { delay: 20 });
  await g.settle(wes.page, 4);
  const typed = await g.probe(wes.page);
  check(g.find(typed, 'field:rejoin-code') && menuOpen(typed), 'the deal\'s end closed the menu being typed in');
  const text = await wes.page.evaluate(() => (document.getElementById('a11y-room-rejoin') || {}).value || '');
  check(text.replace(/\s/g, '').toLowerCase() === 'abcdefgh', `the code typed across the deal's end: "${text}"`);
  await shoot(wes, 'menu-typed-deal-end');
  await closeMenu(wes);
  problemsOf([ann, wes], failures);
  return `room ${code}: the watcher's banner at a deal's end, a code typed across it, at ${kSizes.length} sizes`;
});

// The page's control bar, reached by Shift+Tab from the game at a room's table, hides nothing of it.
const controlBarPart = ({ browser }, failures) => withServer('room-fold-bar', async (url) => {
  const check = (ok, what) => { if (!ok) failures.push(what); };
  const { ann } = await annAtTable(browser, url);
  for (const [w, h] of kSizes) {
    await resize(ann, w, h);
    await ann.page.focus('#canvas');
    const onBar = () => ann.page.evaluate(() => !!document.activeElement && !!document.activeElement.closest('#a11y-controls'));
    for (let i = 0; i < 60 && !(await onBar()); i++) {
      await ann.page.keyboard.press('Shift+Tab');
      await g.settle(ann.page, 3);
    }
    check(await onBar(), `${w}x${h}: Shift+Tab never reached the page's control bar`);
    await g.settle(ann.page, 6);
    const s = await g.probe(ann.page);
    const r = await ann.page.evaluate(() => {
      const rect = (id) => { const b = document.getElementById(id).getBoundingClientRect(); return { x: b.x, y: b.y, w: b.width, h: b.height }; };
      return { bar: rect('a11y-controls'), canvas: rect('canvas') };
    });
    check(r.bar.h >= 44, `${w}x${h}: the control bar is not shown (${box(r.bar)})`);
    check(!overlaps(r.bar, r.canvas), `${w}x${h}: the control bar (${box(r.bar)}) lies over the game (${box(r.canvas)})`);
    check(r.canvas.y + r.canvas.h <= h + 0.5 && s.view.h === Math.round(r.canvas.h), `${w}x${h}: the game is not all in view beside the bar (${box(r.canvas)}, drawn ${s.view.w}x${s.view.h})`);
    const top = g.find(s, 'region:topbar');
    check(top && top.y + r.canvas.y >= r.bar.y + r.bar.h - 0.5, `${w}x${h}: the control bar covers the top bar (${box(top)} under ${box(r.bar)})`);
    await shoot(ann, 'control-bar');
    await ann.page.focus('#canvas');
    await g.settle(ann.page, 4);
  }
  problemsOf([ann], failures);
  return `the control bar at ${kSizes.length} sizes`;
});

// Four independent parts, each with a server of its own (tests/CMakeLists.txt runs each as a test
// of its own).
runParts('room_fold', site, { setup: setupPart, menus: menusPart, 'deal-end': dealEndPart, 'control-bar': controlBarPart });
