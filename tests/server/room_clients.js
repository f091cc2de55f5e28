// What the room server's tests share (rooms.js, faults.js, ...): the real popejoan-server started
// on a free loopback port in a temporary folder, WebSocket clients that keep their frames and wait
// for one, and a seat's view read with the actions worth trying. Run under
// node --experimental-websocket (the global WebSocket).
'use strict';
const { spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { StepReader } = require('../view_steps');

const kPhaseDealOver = 3, kPhaseMatchOver = 4;
const kNextDeal = 64;

const servers = new Set();
let label = 'server test';

// Ends the test: names what failed, kills every server it started, exits 1.
function fail(text) {
  console.error(`${label} FAILED: ${text}`);
  for (const s of servers) s.kill('SIGKILL');
  process.exit(1);
}

// Names the test in its failure lines and bounds its time.
function setup(name, seconds) {
  label = name;
  setTimeout(() => fail(`took over ${seconds} s`), seconds * 1000).unref();
}

// A temporary folder with a stand-in page (the rooms need none) and the rooms' SQLite file.
function tempFolder(prefix) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const site = path.join(tmp, 'site');
  fs.mkdirSync(site);
  fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Pope Joan</title>');
  return { tmp, site, db: path.join(tmp, 'rooms.sqlite'), remove: () => fs.rmSync(tmp, { recursive: true, force: true }) };
}

// Every test client comes from 127.0.0.1 and most play flat out: no limits per address or per
// connection unless a test sets its own (hostile_test checks the limits), and AI seats decide
// as soon as they can unless a test sets their pace (rooms.js plays at the server's own).
const kLoopbackLimits = ['--connections-per-address', '0', '--rooms-per-minute', '0', '--messages-per-second', '0',
                         '--rooms-per-connection', '0', '--open-rooms-per-address', '0'];
const kQuickAi = ['--ai-pace-ms', '0'];

// One run of the server binary. `start` resolves with its URL once it serves; an exit nobody
// asked for (`expectExit`) fails the test.
class Server {
  constructor(bin, args) {
    this.bin = bin;
    this.args = args.includes('--messages-per-second') ? args : [...args, ...kLoopbackLimits];
    if (!this.args.includes('--ai-pace-ms')) this.args = [...this.args, ...kQuickAi];
    this.stderr = '';
  }
  start(port) {
    return new Promise((resolve) => {
      this.expectExit = false;
      const p = spawn(this.bin, [...this.args, '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
      this.process = p;
      servers.add(p);
      let out = '';
      p.stdout.on('data', (d) => {
        out += d;
        const m = /on (http:\/\/[^ ]+) \(rooms at \/rooms\)/.exec(out);
        if (m) resolve(m[1]);
      });
      p.stderr.on('data', (d) => { this.stderr += d; if (process.env.SERVER_LOG) process.stderr.write(d); });
      this.exited = new Promise((done) => p.on('exit', (code, signal) => {
        servers.delete(p);
        if (!this.expectExit) fail(`the server exited (${code}, ${signal}): ${this.stderr.slice(-500)}`);
        done({ code, signal });
      }));
    });
  }
  // Sends `signal`; resolves with { code, signal } once it has exited.
  kill(signal) {
    this.expectExit = true;
    this.process.kill(signal);
    return this.exited;
  }
}

// A client: its frames, in order, and a way to wait for one. Steps are read as the page reads them
// (view_steps.js): each made a whole view again; one that does not follow asks for the whole view
// (`resync`), as the page does, and is counted in `reader.gaps`.
class Client {
  constructor(url, name) {
    this.name = name;
    this.reader = new StepReader();
    this.frames = [];
    this.waiters = [];
    // A browser sends its page's origin; the server refuses a socket without one.
    this.ws = new WebSocket(url.replace('http', 'ws') + '/rooms', { headers: { Origin: url } });
    this.open = new Promise((resolve, reject) => {
      this.ws.onopen = resolve;
      this.ws.onerror = () => reject(new Error(`${name}: the socket failed`));
    });
    this.closed = new Promise((resolve) => { this.ws.onclose = (e) => resolve({ code: e.code, reason: e.reason }); });
    this.ws.onmessage = (e) => {
      const m = this.reader.read(JSON.parse(e.data));
      if (m.type === 'step') return this.send({ type: 'resync' });
      this.frames.push(m);
      if (m.type === 'view') this.view = m;
      if (m.type === 'welcome') this.welcome = m;
      if (m.type === 'room') this.room = m;
      if (m.type === 'error') this.lastError = m;
      if (this.onFrame) this.onFrame(m);  // a test's own bookkeeping, before anyone waiting hears
      this.waiters = this.waiters.filter((w) => !w(m));
    };
  }
  send(m) { this.ws.send(JSON.stringify(Object.assign({ v: 2 }, m))); }
  // Resolves with the first frame (from now on) for which `test` is true.
  next(test, what, seconds = 20) {
    return new Promise((resolve) => {
      const timer = setTimeout(() => fail(`${this.name} waited in vain for ${what}`), seconds * 1000);
      this.waiters.push((m) => {
        if (!test(m)) return false;
        clearTimeout(timer);
        resolve(m);
        return true;
      });
    });
  }
}

const hex = (h) => BigInt('0x' + h);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Resolves once `test()` holds (looked at every millisecond or so); fails the test after `seconds`.
// `what` names the wait in the failure; a function is asked only then, to say what is still missing.
async function until(test, what, seconds = 20) {
  const end = Date.now() + seconds * 1000;
  while (!test()) {
    if (Date.now() > end) fail(`waited in vain for ${typeof what === 'function' ? what() : what}`);
    await sleep(1);
  }
}

// The view's state as the seat knows it: phase, who is to act, its hand and every hand's mask.
function read(view) {
  const s = view.state.state;
  return { phase: s.phase_, current: s.current_, hands: s.hands_.map(hex), owner: s.owner_, spare: hex(s.spare_),
           clearing: s.clearing_ !== 0, hidden: view.state.hidden };
}

// The seat's turn in `view`: the actions to try, in order (the server refuses illegal ones).
function candidates(view, seat) {
  const v = read(view);
  if (v.phase === 0) {  // a lead: a card of its own hand
    const cards = [];
    for (let c = 0; c < 52; ++c) if ((v.hands[seat] >> BigInt(c)) & 1n) cards.push(c);
    return cards;
  }
  if (v.phase === 1) return [52, 53];  // the wild Pope: play it or pass
  if (v.phase === 2) return [54, 55, 56, 57, 58, 59, 60, 61, 62, 63];  // place a counter
  return [];
}

// A small seeded random source (mulberry32): the same choices on every run.
function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6D2B79F5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Whether what a seat was told (its match, +1 at each play-again, and step) is past `b`.
const later = (a, b) => a.match > b.match || (a.match === b.match && a.step > b.step);

// The act in flight at a kill (or a room's move), sent again by its seat's client `c`, whose
// latest view is `seatTold`: refused if it was stored (the seat was told a later step), else taken
// (or illegal now). Never applied twice. Counts each outcome in `figures`.
async function resendInflight(c, seatTold, inflight, figures) {
  const stored = later(seatTold, inflight);
  c.lastError = null;
  c.send({ type: 'act', step: inflight.step, action: inflight.action });
  if (stored) {
    await until(() => c.lastError, 'the refusal of an act already applied');
    if (c.lastError.error !== 'stale' && c.lastError.error !== 'not-now') fail(`an act sent twice: ${c.lastError.error}`);
    ++figures.resentRefused;
  } else {
    await until(() => later(seatTold, inflight) || c.lastError, 'an answer to the act sent again');
    if (c.lastError && c.lastError.error !== 'illegal') {
      fail(`the act sent again was refused: ${c.lastError.error} ${c.lastError.message} ${JSON.stringify(inflight)}`);
    }
    if (!c.lastError) ++figures.resentTaken;
  }
}

// Per seat, what it was told: which match (+1 at each play-again), its last step and phase, and
// its state at every step it was shown.
function toldSeats(count) {
  return Array.from({ length: count }, () => ({ match: 0, step: -1, phase: -1, states: new Map() }));
}

// Notes a view a seat was shown: the run fails if the seat was taken back within a match, or shown
// two different states at one step of it (an acknowledged action lost or replaced). Returns the
// view's "match:step".
function noteTold(told, seat, view) {
  const t = told[seat];
  if (view.step < t.step) {
    if (t.phase !== kPhaseMatchOver) fail(`seat ${seat} was taken back from step ${t.step} to ${view.step}`);
    ++t.match;
  }
  t.step = view.step;
  t.phase = read(view).phase;
  const key = `${t.match}:${view.step}`;
  const state = JSON.stringify(view.state);
  const before = t.states.get(key);
  if (before !== undefined && before !== state) {
    fail(`seat ${seat} was shown two different states at step ${view.step} of match ${t.match}: an action was lost or replaced`);
  }
  t.states.set(key, state);
  return key;
}

module.exports = { kPhaseDealOver, kPhaseMatchOver, kNextDeal, fail, setup, tempFolder, Server, Client, read,
                   candidates, seededRandom, sleep, until, later, resendInflight, toldSeats, noteTold };

// A client that upgrades by hand on a bare TCP socket, sends `texts` as masked text frames, and
// then never reads again (its socket paused): a slow consumer, or one that never answers a close.
function stallingClient(url, texts) {
  const net = require('net');
  const crypto = require('crypto');
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`GET /rooms HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${url}\r\nUpgrade: websocket\r\n` +
                   `Connection: Upgrade\r\nSec-WebSocket-Key: ${crypto.randomBytes(16).toString('base64')}\r\n` +
                   'Sec-WebSocket-Version: 13\r\n\r\n');
    });
    let head = '';
    const onData = (d) => {
      head += d.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      if (!head.startsWith('HTTP/1.1 101')) fail(`a stalling client was refused: ${head.split('\r\n')[0]}`);
      socket.off('data', onData);
      for (const text of texts) socket.write(maskedTextFrame(JSON.stringify(Object.assign({ v: 2 }, text))));
      socket.pause();  // from now on nothing is read: the kernel's buffers fill, then the server's queue
      resolve(socket);
    };
    socket.on('data', onData);
    socket.on('error', () => {});
  });
}

function maskedTextFrame(text) {
  const payload = Buffer.from(text);
  if (payload.length >= 126) fail('a stalling client sends short frames only');
  const mask = Buffer.from([1, 2, 3, 4]);
  const frame = Buffer.alloc(6 + payload.length);
  frame[0] = 0x81;
  frame[1] = 0x80 | payload.length;
  mask.copy(frame, 2);
  for (let i = 0; i < payload.length; ++i) frame[6 + i] = payload[i] ^ mask[i % 4];
  return frame;
}

module.exports.stallingClient = stallingClient;
