#!/usr/bin/env node
// Away and back in step (docs/online.md, "The page's side" and "Steps"), end to end: a real
// popejoan-server and Ann's page at a table of six (two rounds, no turn clock): Bea and Cal are the
// test's own WebSocket clients (people, seats 2 and 3), the other three seats the server's AI, and
// a watcher client of the test's holds the server's latest view and room.
// The page is made away for real with the DevTools Protocol: Page.setWebLifecycleState 'frozen' is
// what Chrome does to a tab in the background or a locked phone (the page hidden, no script runs,
// frames wait), 'active' and shown again is back. Playwright's own sessions keep every page it
// opens "visible" (focus emulation), which Chrome never hides nor freezes, so this test runs a
// headless Chromium of its own and connects to it over CDP without Playwright's defaults; its CDP
// session hides and shows the page (Emulation.setFocusEmulationEnabled).
// Each window away starts at a moment one of the test's clients is to decide (the AI seats decide
// at once: a freeze then would race them); while the page is away the others play on, step by
// step, until the table waits for Ann (her turn, or her "ready" at a deal's end; windows cross
// deals' ends). Windows:
// - frozen: checked frozen for real (the `freeze` event, no frame drawn). Chrome keeps the socket
//   open while the page is frozen (the server still counts Ann in) and closes it as the page
//   resumes (its console says "Page entered Back-Forward Cache"): back, the page reconnects;
// - hidden: a background tab (hidden, its script runs, it draws nothing), its socket kept;
// - dropped: hidden, and its socket cut: the page is served and connected through a TCP relay of
//   the test's, whose connection to /rooms is cut (the others play on once the room says Ann is
//   gone: at a deal's end the server deals on without her "ready").
// Back, the test waits on the probe until the page shows the server's state (the step it was
// sent, the phase, the deal, whose turn, each purse, each seat's cards, the board's counters, Ann's
// hand, the room's seats; read through the probe and the accessible mirror, compared with the
// watcher's latest view), and checks it took at most one round trip: no `resync` (the page exposes
// no count of RoomClient::resyncs(), so the frames it sent are what is counted: none when hidden,
// only its hello with its seat's token on one new socket when it reconnects, answered by a welcome
// and a whole view), no step sent to it that did not follow its view (read as it reads them:
// view_steps.js). Then Ann plays her decision on the page, and the next window begins.
// Everything is seeded and every wait is on a frame, the probe or the page's lifecycle.
// Usage: node room_away.js SITE_DIR SERVER_BINARY [SCREENSHOT_DIR] (it runs itself again under
// node --experimental-websocket when node has no WebSocket of its own).
'use strict';
if (typeof WebSocket === 'undefined') {
  const again = require('child_process').spawnSync(process.execPath, ['--experimental-websocket', __filename, ...process.argv.slice(2)],
                                                   { stdio: 'inherit' });
  process.exit(again.status === null ? 1 : again.status);
}
const { spawn } = require('child_process');
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');
const { chromium } = require('playwright-core');
const { kChromiumFlags } = require('./browser');
const g = require('./game');
const { startRoomServer, openRoomPage: open, createRoom } = require('./room_server');
const { StepReader } = require('../view_steps');

const [site, serverBin] = process.argv.slice(2);
const kPhases = ['lead', 'wild-pope', 'place-counter', 'deal-over', 'match-over'];  // Phase, as views carry it
const kDealOver = 3, kMatchOver = 4;
const kNextDeal = 64;  // the deal-over action: ready for the next deal
const kSeats = 6, kClientSeats = [1, 2];
// The windows away, in order; past them, frozen ones until one crossed a deal's end (at most
// kMaxWindows in all).
const kWindows = ['frozen', 'hidden', 'frozen', 'dropped', 'hidden', 'frozen', 'frozen'];
const kMaxWindows = 16;

// A headless Chromium of the test's own, connected over CDP with none of Playwright's defaults
// (its default context: pages Chrome may hide and freeze). Resolves with { browser, context, close }.
async function launchChromium() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'popejoan-room-away-chromium-'));
  const child = spawn(process.env.CHROMIUM || '/usr/bin/chromium',
                      ['--headless', '--remote-debugging-port=0', `--user-data-dir=${dir}`, ...kChromiumFlags, 'about:blank'],
                      { stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const cleanUp = () => {
    if (!exited()) child.kill('SIGKILL');
    try {
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
    } catch (e) { /* a helper process of Chromium's still writing: left in the temporary folder */ }
  };
  process.on('exit', cleanUp);
  const endpoint = await new Promise((resolve, reject) => {
    let err = '';
    child.stderr.on('data', (d) => {
      if (err === null) return;
      err += d;
      const m = /DevTools listening on (ws:\/\/\S+)/.exec(err);
      if (m) {
        err = null;
        resolve(m[1]);
      }
    });
    child.on('exit', (code, signal) => reject(new Error(`chromium exited (${code}, ${signal}): ${err}`)));
  });
  const browser = await chromium.connectOverCDP(endpoint, { noDefaults: true });
  return {
    browser,
    context: browser.contexts()[0],
    close: async () => {
      const gone = new Promise((resolve) => (exited() ? resolve() : child.once('exit', resolve)));
      // Chromium closed as it would be (its profile written), else killed.
      const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
      browser.newBrowserCDPSession().then((session) => session.send('Browser.close')).catch(() => child.kill('SIGKILL'));
      await gone;
      clearTimeout(kill);
      cleanUp();
      process.removeListener('exit', cleanUp);
    },
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

// A TCP relay on a free loopback port to `port`: the page is served and connected through it, so
// the test can cut the page's socket to /rooms (`cut()`: how many it cut) as a network would.
function startRelay(port) {
  const pairs = new Set();
  const relay = net.createServer((near) => {
    const far = net.connect(port, '127.0.0.1');
    const pair = { near, far, rooms: false };
    pairs.add(pair);
    near.once('data', (d) => { pair.rooms = d.toString('latin1').startsWith('GET /rooms'); });
    near.pipe(far);
    far.pipe(near);
    const end = () => {
      near.destroy();
      far.destroy();
      pairs.delete(pair);
    };
    for (const s of [near, far]) {
      s.on('error', end);
      s.on('close', end);
    }
  });
  return new Promise((resolve, reject) => {
    relay.on('error', reject);
    relay.listen(0, '127.0.0.1', () => resolve({
      url: `http://127.0.0.1:${relay.address().port}`,
      cut: () => {
        let n = 0;
        for (const pair of [...pairs]) {
          if (!pair.rooms) continue;
          pair.near.destroy();
          pair.far.destroy();
          pairs.delete(pair);
          ++n;
        }
        return n;
      },
      close: () => {
        for (const pair of pairs) { pair.near.destroy(); pair.far.destroy(); }
        relay.close();
      },
    }));
  });
}

// A client of the test's: its frames read as the page reads them (a step that does not follow
// asks for the whole view and is counted in `reader.gaps`), its latest view, room and errors,
// and waits on them (`wait(test)`: resolves once test() holds, looked at on each frame).
class Client {
  constructor(url, name, seat) {
    this.name = name;
    this.seat = seat;
    this.reader = new StepReader();
    this.view = null;
    this.views = 0;  // views and steps read
    this.room = null;
    this.welcome = null;
    this.errors = [];
    this.lately = [];  // the last frames read, for a failure's message
    this.watchers = new Set();
    // A browser sends its page's origin; the server refuses a socket without one.
    this.ws = new WebSocket(url.replace('http', 'ws') + '/rooms', { headers: { Origin: url } });
    this.open = new Promise((resolve, reject) => {
      this.ws.onopen = resolve;
      this.ws.onerror = () => reject(new Error(`${name}: the socket failed`));
    });
    this.ws.onmessage = (e) => {
      const m = this.reader.read(JSON.parse(e.data));
      this.lately.push(m.type === 'view' ? `${m.stepped ? 'step' : 'view'} ${m.from}->${m.step} phase ${m.state.state.phase_} seat ${m.state.state.current_} ready ${m.ready.map(Number).join('')}`
                                         : `${m.type}${m.error ? ` ${m.error}` : ''}`);
      if (this.lately.length > 8) this.lately.shift();
      if (m.type === 'step') this.send({ type: 'resync' });
      if (m.type === 'view') {
        this.view = m;
        this.views += 1;
      }
      if (m.type === 'room') {
        this.room = m;
        if (this.onRoom) this.onRoom(m);
      }
      if (m.type === 'welcome') this.welcome = m;
      if (m.type === 'error') this.errors.push(m);
      for (const check of [...this.watchers]) check();
    };
  }
  send(m) { this.ws.send(JSON.stringify(Object.assign({ v: 2 }, m))); }
  wait(test, what, ms) {
    return new Promise((resolve, reject) => {
      if (test()) return resolve();
      const check = () => {
        if (!test()) return;
        clearTimeout(timer);
        this.watchers.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        this.watchers.delete(check);
        reject(new Error(`${this.name} waited in vain for ${what}`));
      }, ms || 20000);
      this.watchers.add(check);
    });
  }
  close() { this.ws.close(); }
}

const hex = (h) => BigInt('0x' + h);
const popcount = (h) => { let n = 0; for (let b = hex(h); b; b &= b - 1n) ++n; return n; };
// A view after `before`: a later step, or a seat's "ready" at the same step.
const movedOn = (view, before) => view.step > before.step || JSON.stringify(view.ready) !== JSON.stringify(before.ready);
// The seat whose decision the table waits for in `view` (-1: everyone's "ready" at a deal's end, or none).
const deciding = (view) => {
  const s = view.state.state;
  return s.phase_ === kDealOver || s.phase_ === kMatchOver ? -1 : s.current_;
};
// The cards a seat holds as `view` tells them: those shown, and those hidden counted.
const cardsOf = (view, seat) => popcount(view.state.state.hands_[seat]) + (view.state.hidden ? view.state.hidden.hands[seat] : 0);
// Whether the table waits for Ann alone (`room`: the latest room frame): her decision, or her
// "ready" once the other people's are in, if her page is connected (an AI seat's "ready" is never
// asked for, nor an absent person's: the server deals on without them).
function waitsForAnn(view, room) {
  const s = view.state.state;
  if (s.phase_ === kMatchOver) return true;
  if (s.phase_ === kDealOver) return !view.ready[0] && kClientSeats.every((seat) => view.ready[seat]) && room.seats[0].connected;
  return s.current_ === 0;
}

// The client `c` decides at the watcher `w`'s latest view, once its own view has caught up with
// it: its candidates tried in order (the server refuses the illegal ones) until one is taken;
// resolves once the watcher has the view after it.
async function clientActs(c, w) {
  const before = w.view;
  await c.wait(() => c.view.step >= before.step, `the view of step ${before.step}`);
  for (const action of candidates(c)) {
    const errors = c.errors.length;
    c.send({ type: 'act', step: c.view.step, action });
    await c.wait(() => c.errors.length > errors || movedOn(c.view, before), `an answer to its act ${action} at step ${before.step}`);
    if (c.errors.length > errors) {
      const e = c.errors[c.errors.length - 1];
      if (e.error !== 'illegal') {
        throw new Error(`${c.name}: act ${action} at step ${before.step} refused: ${e.error} ${e.message}\n  ${c.name} read ${c.lately.join(' | ')}` +
                        `\n  the watcher read ${w.lately.join(' | ')}`);
      }
      continue;
    }
    return w.wait(() => movedOn(w.view, before), `the view after ${c.name}'s act at step ${before.step}`);
  }
  throw new Error(`${c.name}: nothing it tried was legal at step ${before.step}`);
}

// The cards of `c`'s hand (a lead: any may be legal), or the other decisions of its phase.
function candidates(c) {
  const s = c.view.state.state;
  if (s.phase_ === kDealOver) return [kNextDeal];
  if (s.phase_ === 1) return [52, 53];  // the wild Pope: play it or keep it
  if (s.phase_ === 2) return [54, 55, 56, 57, 58, 59, 60, 61, 62, 63];  // a counter to place
  const cards = [];
  const hand = hex(s.hands_[c.seat]);
  for (let card = 0; card < 52; ++card) if ((hand >> BigInt(card)) & 1n) cards.push(card);
  return cards;
}

// One decision of the table's others at the watcher's latest view (a client's; or an AI seat's, or
// the next deal the server deals with Ann's page gone, waited for): false when the table waits
// for Ann.
async function othersDecide(clients, w) {
  const view = w.view;
  if (waitsForAnn(view, w.room)) return false;
  const s = view.state.state;
  const c = s.phase_ === kDealOver ? clients.find((x) => !view.ready[x.seat]) : clients.find((x) => x.seat === s.current_);
  if (c) {
    await clientActs(c, w);
    return true;
  }
  await w.wait(() => movedOn(w.view, view), `the server's move at step ${view.step} (phase ${s.phase_}, seat ${s.current_} to decide, ready ${view.ready})`);
  return true;
}

// Whether the next decision is a client's (a moment to freeze the page at: nothing moves until
// the test's clients do).
function clientNext(view) {
  const s = view.state.state;
  if (s.phase_ === kMatchOver) return false;
  if (s.phase_ === kDealOver) return kClientSeats.some((seat) => !view.ready[seat]);
  return kClientSeats.includes(s.current_);
}

// How the page differs from the server's latest view (the watcher's) and room: [] once it shows
// them. Read through the probe and the accessible mirror (what the page shows) and the frames it
// was sent (the step), so a page that drew nothing since is not taken for one in step.
async function differences(p, w) {
  const view = w.view, room = w.room;
  const st = view.state.state;
  const out = [];
  const s = await g.probe(p.page);
  const words = (await p.page.evaluate(() => document.getElementById('a11y').innerText)).split('\n').map((l) => l.trim());
  const own = p.received.filter((m) => m.type === 'view').pop();
  if (!own || own.step !== view.step || JSON.stringify(own.ready) !== JSON.stringify(view.ready)) {
    out.push(`sent step ${own && own.step} (ready ${own && own.ready}), the server's ${view.step} (${view.ready})`);
  }
  if (s.screen !== 'table' || !s.room || !s.room.connected) return out.concat([`screen ${s.screen}, connected ${s.room && s.room.connected}`]);
  if (s.animating) out.push('animating');
  if (s.phase !== kPhases[st.phase_]) out.push(`phase ${s.phase}, the server's ${kPhases[st.phase_]}`);
  if (s.deal !== st.deal_index_) out.push(`deal ${s.deal}, the server's ${st.deal_index_}`);
  if (s.dealOver !== (st.phase_ === kDealOver)) out.push(`dealOver ${s.dealOver}`);
  const purses = st.purses_.slice(0, st.seats_);
  if (JSON.stringify(s.enginePurses) !== JSON.stringify(purses)) out.push(`purses ${s.enginePurses}, the server's ${purses}`);
  const turn = deciding(view);
  if (s.room.clockSeat !== turn) out.push(`whose turn ${s.room.clockSeat}, the server's ${turn}`);
  if (turn >= 0 && s.human !== (turn === 0 ? 0 : -1)) out.push(`human ${s.human} at seat ${turn}'s turn`);
  if (room) {
    const seats = (x) => x.map((seat) => `${seat.name}:${seat.kind}:${seat.connected}`).join(' ');
    if (seats(s.room.seats) !== seats(room.seats)) out.push(`seats ${seats(s.room.seats)}, the server's ${seats(room.seats)}`);
  }
  // The mirror: "Deal 2 of 6.", each seat's line ("Bea: 47 counters, 10 cards left, to play"),
  // the board's compartments with a counter line each, "The centre: ..." and Ann's own hand.
  const deal = words.find((l) => /^Deal \d+ of \d+\.$/.test(l));
  const dealShown = Math.min(st.deal_index_ + 1, st.num_deals_);
  if (deal !== `Deal ${dealShown} of ${st.num_deals_}.`) out.push(`the mirror says ${deal}, the server's deal ${dealShown}`);
  if (st.phase_ !== kDealOver) {
    const lines = words.map((l) => /^(.*): (-?\d+) counters?, (\d+) cards? left(, the dealer)?(, to play)?$/.exec(l)).filter((m) => m);
    if (lines.length !== st.seats_) out.push(`the mirror has ${lines.length} seats' lines`);
    lines.slice(0, st.seats_).forEach((m, seat) => {
      const told = `${m[2]} counters, ${m[3]} cards${m[5] ? ', to play' : ''}`;
      const held = `${st.purses_[seat]} counters, ${cardsOf(view, seat)} cards${turn === seat ? ', to play' : ''}`;
      if (told !== held) out.push(`the mirror says seat ${seat} has ${told}, the server ${held}`);
    });
    const board = words.indexOf('The board'), players = words.indexOf('Players');
    const told = words.slice(board + 1, players).map((l) => /^(The centre)?.*: (-?\d+) counters?$/.exec(l)).filter((m) => m)
      .map((m) => (m[1] ? `centre ${m[2]}` : m[2]));
    const held = [];
    st.board_.forEach((n, comp) => { if ((st.layout_mask_ >> comp) & 1) held.push(`${n}`); });
    if (st.centre_ > 0) held.push(`centre ${st.centre_}`);
    if (board < 0 || players < board || told.join(',') !== held.join(',')) out.push(`the mirror's board ${told}, the server's ${held}`);
    const hand = words.find((l) => /^Your hand \(\d+ cards?\)$/.test(l));
    const mine = own ? popcount(own.state.state.hands_[0]) : -1;
    if (hand !== `Your hand (${cardsOf(view, 0)} card${cardsOf(view, 0) === 1 ? '' : 's'})` || mine !== cardsOf(view, 0)) {
      out.push(`Ann's hand: the mirror says ${hand}, her view holds ${mine}, the server counts ${cardsOf(view, 0)}`);
    }
  }
  return out;
}

// Waits until the page shows the server's latest view and room (differences() is []).
async function inStep(p, w, what, limitMs) {
  const deadline = Date.now() + (limitMs || 30000);
  for (;;) {
    const left = await differences(p, w);
    if (left.length === 0) return;
    if (Date.now() > deadline) {
      // What the page ran and was sent lately, to tell a page that draws nothing from one that
      // took nothing in.
      const life = await pageLife(p.page);
      const frames = (await pageLife(p.page)).frames - life.frames;
      const s = await g.probe(p.page);
      const got = p.received.slice(-8).map((m) => `${m.type}${m.step !== undefined ? ` ${m.from}->${m.step}` : ''}${m.stepped ? '' : ' whole'}`);
      throw new Error(`${what}: the page is not in step with the server: ${left.join('; ')}\n  life ${JSON.stringify(life)}, ` +
                      `${frames} frames since; sent lately ${p.sent.slice(-5).map((m) => m.type + (m.action !== undefined ? ` ${m.step}:${m.action}` : '')).join(', ')}; ` +
                      `received lately ${got.join(', ')}; offers ${s.targets.filter((t) => /^(button|card):/.test(t.name)).map((t) => t.name + (t.enabled ? '' : ' (off)')).join(' ')}; ` +
                      `banner ${JSON.stringify(s.room && s.room.banner)}`);
    }
    await new Promise((r) => setTimeout(r, 40));
  }
}

// Ann's decision on her page (her card, counter, or "Next deal"), pressed once it stands still
// (a settlement still being laid out moves its button), and again if the page sent nothing (a
// press that missed); resolves once the watcher has the view after it.
async function annDecides(ann, w) {
  const before = w.view;
  const acts = () => ann.sent.filter((m) => m.type === 'act').length;
  const sent = acts();
  for (let tries = 0; acts() === sent; ++tries) {
    const s = await g.probe(ann.page);
    const choice = s.dealOver ? g.find(s, 'button:next-deal') : (s.human === 0 && !s.animating ? g.humanChoice(s) : null);
    if (tries === 5 || (tries === 0 && (!choice || !choice.enabled))) {
      throw new Error(`Ann's page sent no decision at step ${before.step} (${tries} presses): human ${s.human}, dealOver ${s.dealOver}, ` +
                      `${s.targets.map((t) => t.name + (t.enabled ? '' : ' (off)')).join(' ')}`);
    }
    const steady = choice ? g.find(await g.steadyTarget(ann.page, choice.name), choice.name) : null;
    if (steady && steady.enabled) await g.press(ann.page, ann.page, steady);
    await g.settle(ann.page, 6);
  }
  await w.wait(() => movedOn(w.view, before), `Ann's decision at step ${before.step} on the server`);
}

// Ann's page away, as `kind` says: 'frozen' (hidden and frozen: a tab in the background for
// long, a locked phone), else only hidden (a tab in the background: its script runs, it draws
// nothing). Back: resumed and shown. Shown is the focus emulation's doing (Chrome never hides a
// page some session emulates focus for); hidden is Chrome's own state once the page was first
// frozen, so the first window is a frozen one.
async function away(cdp, kind) {
  await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
  if (kind === 'frozen') await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
}
async function back(cdp, kind) {
  if (kind === 'frozen') await cdp.send('Page.setWebLifecycleState', { state: 'active' });
  await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: true });
}

// What the page ran: frames drawn, its lifecycle's events, whether it is hidden (read through
// DevTools, which answers while the page is frozen).
const pageLife = (page) => page.evaluate(() => ({ frames: window.Module._popejoan_frame_count(), hidden: document.hidden,
                                                  freezes: window.__away.freezes, resumes: window.__away.resumes }));

// Waits until the page's life is as `test` says (Chrome hides, freezes and shows it a moment
// after DevTools answers).
async function lifeIs(page, test, what) {
  const deadline = Date.now() + 10000;
  for (;;) {
    const life = await pageLife(page);
    if (test(life)) return life;
    if (Date.now() > deadline) throw new Error(`timed out waiting for the page ${what}: ${JSON.stringify(life)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function body(chrome, failures) {
  const check = (ok, what) => { if (!ok) failures.push(what); };
  const port = await freePort();
  const relay = await startRelay(port);
  const server = await startRoomServer({ site, serverBin, name: 'room-away', port,
                                        args: ['--seed', '7', '--ai-pace-ms', '0', '--grace', '120', '--origins', `http://127.0.0.1:${port},${relay.url}`,
                                               // every client comes from 127.0.0.1: no limits per address
                                               '--connections-per-address', '0', '--rooms-per-minute', '0', '--messages-per-second', '0'] });
  const clients = [];
  try {
    // The page's guards (browser.js's openPage): console errors, requests off its origin.
    const { context } = chrome;
    const problems = [];
    context.on('console', (msg) => { if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`); });
    context.on('weberror', (e) => problems.push(`page error: ${e.error().message}`));
    await context.route('**/*', (route) => {
      const target = route.request().url();
      if (target.startsWith(relay.url + '/') || target.startsWith('data:') || target.startsWith('blob:')) return route.continue();
      problems.push(`request left the page's origin: ${target}`);
      return route.abort();
    });
    // Ann's page, through the relay, makes a room of six: Bea and Cal (people), three AI; no clock.
    const ann = await open(chrome.browser, `${relay.url}/?name=Ann&pace=instant`, 'Ann', { width: 1280, height: 800 }, { context });
    await ann.page.setViewportSize({ width: 1280, height: 800 });
    const hellos = [];  // when the page said hello (figures for the note)
    ann.page.on('websocket', (ws) => ws.on('framesent', ({ payload }) => { if (payload.includes('"hello"')) hellos.push(Date.now()); }));
    await ann.page.evaluate(() => {
      window.__away = { freezes: 0, resumes: 0 };
      document.addEventListener('freeze', () => { window.__away.freezes += 1; });
      document.addEventListener('resume', () => { window.__away.resumes += 1; });
    });
    const lobby = await createRoom(ann, ['setup:players-6', 'setup:seat-2-person', 'setup:seat-3-person', 'setup:seat-4-casual',
                                         'setup:seat-5-casual', 'setup:seat-6-casual', 'setup:rounds-2', 'setup:clock-0'], kSeats);
    const create = ann.sent.find((m) => m.type === 'create');
    check(create && create.rounds === 2 && !create.clock, `the create frame: ${JSON.stringify(create)}`);
    const code = lobby.room.code;
    const [bea, cal] = [['Bea', 1], ['Cal', 2]].map(([name, seat]) => new Client(server.url, name, seat));
    const w = new Client(server.url, 'the watcher', -1);
    clients.push(bea, cal, w);
    await Promise.all(clients.map((c) => c.open));
    for (const c of [bea, cal]) {
      c.send({ type: 'hello', room: code });
      await c.wait(() => c.welcome, 'its welcome');
      c.send({ type: 'take-seat', seat: c.seat, name: c.name });
      await c.wait(() => c.welcome.seat === c.seat, `seat ${c.seat}`);
    }
    w.send({ type: 'hello', room: code });
    await w.wait(() => w.welcome && w.room, 'its welcome');
    await g.waitFor(ann.page, (s) => s.room.seats.filter((x) => x.kind === 'person' && x.connected).length === 3, 'three people', 20000);
    await g.pressNamed(ann.page, ann.page, 'button:start-room');
    await w.wait(() => w.view, 'the first view');
    const cdp = await context.newCDPSession(ann.page);

    const seats = [bea, cal];
    const done = [];
    let crossed = false, freezes = 0, cuts = 0;
    for (let k = 0; k < kMaxWindows && (k < kWindows.length || !crossed); ++k) {
      const kind = kWindows[k] || 'frozen';
      const name = `window ${k + 1} (${kind})`;
      // To a moment a client is to decide, the page showing the server's view.
      for (;;) {
        await inStep(ann, w, `before ${name}`);
        if (w.view.state.state.phase_ === kMatchOver) throw new Error(`the match ended before ${name}`);
        if (clientNext(w.view)) break;
        if (waitsForAnn(w.view, w.room)) await annDecides(ann, w);
        else await othersDecide(seats, w);
      }
      const from = w.view, views = w.views;
      const sent = ann.sent.length, sockets = ann.sockets.length;
      const rooms = [];  // Ann's seat's connection as the watcher was told it while she was away (and back)
      w.onRoom = (room) => rooms.push(room.seats[0].connected);
      await away(cdp, kind);
      if (kind === 'frozen') ++freezes;
      const left = await lifeIs(ann.page, (x) => x.hidden && x.freezes === freezes, `away in ${name}`);
      if (kind === 'dropped') {
        // The others play on once the room says Ann's page is gone (at a deal's end the server
        // then deals on without her "ready"), so that each run plays the same.
        const cut = relay.cut();
        check(cut === 1, `${name}: ${cut} sockets to /rooms cut, not 1`);
        cuts += cut;
        await w.wait(() => w.room.seats[0].connected === false, `the room to say Ann's page is gone in ${name}`);
      }
      // The others play on until the table waits for Ann.
      while (await othersDecide(seats, w)) { /* the next */ }
      const steps = w.views - views;  // each an action, a seat's "ready", or a new deal
      const acrossDealEnd = w.view.state.state.deal_index_ !== from.state.state.deal_index_ || w.view.state.state.phase_ === kDealOver;
      const still = await pageLife(ann.page);
      if (kind === 'frozen') check(still.frames === left.frames, `${name}: the frozen page drew ${still.frames - left.frames} frames`);
      check(still.hidden, `${name}: the page was shown while away`);
      const goneWhileAway = rooms.includes(false);
      const returned = Date.now(), said = hellos.length;
      await back(cdp, kind);
      await inStep(ann, w, `after ${name}, ${steps} steps from step ${from.step}`);
      const ms = Date.now() - returned;
      const helloMs = hellos.length > said ? hellos[said] - returned : -1;
      w.onRoom = null;
      crossed = crossed || acrossDealEnd;

      // At most one round trip. Hidden: nothing sent, the same socket. Frozen (Chrome closes a
      // frozen page's sockets) or cut: one new socket, on which the page's hello with its seat's
      // token is all it sent, answered by a welcome and a whole view. Never a resync, nor a step
      // that did not follow the view it held.
      const life = await pageLife(ann.page);
      check(!life.hidden && life.freezes === freezes && life.resumes === freezes, `${name}: the page is not back: ${JSON.stringify(life)}`);
      const since = ann.sent.slice(sent);
      const resyncs = since.filter((m) => m.type === 'resync').length;
      const gaps = ann.readers.reduce((n, r) => n + r.gaps, 0);
      check(gaps === 0, `${name}: ${gaps} steps sent to the page did not follow its view`);
      const reconnected = kind !== 'hidden';
      const told = since.map((m) => m.type).join(',');
      check(told === (reconnected ? 'hello' : ''), `${name}: the page sent ${told || 'nothing'} once back`);
      check(ann.sockets.length === sockets + (reconnected ? 1 : 0), `${name}: ${ann.sockets.length - sockets} new sockets`);
      if (reconnected) {
        check(since[0] && since[0].token, `${name}: the page's hello had no token`);
        const welcome = ann.received.map((m) => m.type).lastIndexOf('welcome');
        const answer = ann.received.slice(welcome).find((m) => m.type === 'view');
        check(welcome >= 0 && answer && !answer.stepped && answer.from === -1, `${name}: the welcome was not followed by a whole view`);
      } else {
        check(!rooms.includes(false), `${name}: the room said Ann's hidden page was gone`);
      }
      done.push({ kind, steps, ms, helloMs, resyncs, acrossDealEnd, goneWhileAway, frames: still.frames - left.frames, from: from.step, to: w.view.step });
    }
    check(done.every((x) => x.steps >= 1), `a window with nothing done while the page was away: ${JSON.stringify(done)}`);
    check(done.filter((x) => x.steps >= 3).length >= 3, `fewer than three windows of three steps or more: ${JSON.stringify(done)}`);
    check(crossed, 'no window crossed a deal\'s end');
    check(w.reader.gaps + bea.reader.gaps + cal.reader.gaps === 0, 'a step to the test\'s own clients did not follow');
    // Chrome says so when it closes a frozen page's socket (as it does a page's entering the
    // back-forward cache): once a frozen window. Any other console error is a failure.
    const closedByChrome = /^console error: WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/rooms' failed: Page entered Back-Forward Cache\.$/;
    const closes = problems.filter((p) => closedByChrome.test(p)).length;
    check(closes === freezes, `Chrome closed the frozen page's socket ${closes} times in ${freezes} frozen windows`);
    for (const problem of problems) if (!closedByChrome.test(problem)) failures.push(`Ann: ${problem}`);
    const figures = done.map((x) => `${x.kind} ${x.steps} steps (${x.from}-${x.to})${x.acrossDealEnd ? ' (a deal\'s end)' : ''} ${x.ms} ms` +
                                     (x.helloMs >= 0 ? ` (hello at ${x.helloMs} ms)` : ''));
    return `${done.length} windows away, each back in step (ms from its return): ${figures.join(', ')}; ` +
           `resyncs ${done.reduce((n, x) => n + x.resyncs, 0)}, sockets cut ${cuts}, ` +
           `frozen windows whose page the room said gone before it was back ${done.filter((x) => x.kind === 'frozen' && x.goneWhileAway).length}, ` +
           `frames drawn while hidden ${done.filter((x) => x.kind !== 'frozen').map((x) => x.frames).join(', ')}`;
  } finally {
    for (const c of clients) c.close();
    relay.close();
    await server.stop();
  }
}

// As browser.js's runTest, on the test's own Chromium.
(async () => {
  const chrome = await launchChromium();
  const failures = [];
  let note = '';
  try {
    note = await body(chrome, failures);
  } finally {
    await chrome.close();
  }
  if (failures.length) {
    console.error(`browser room_away FAILED:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`browser room_away passed (${note})`);
  process.exit(0);
})().catch((err) => {
  console.error(`browser room_away FAILED: ${err && err.stack ? err.stack : err}`);
  process.exit(1);
});
