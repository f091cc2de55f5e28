#!/usr/bin/env node
// The real popejoan-server on a free loopback port with a fresh SQLite file, played by three
// WebSocket clients through a whole match (one seat AI): every view each client receives holds no
// card of another seat before its deal's end; the server killed with SIGKILL mid-deal and started
// again on the same file resumes the room at the same state; a fourth client only watches.
// Prints the round trip (an act to the views of all three seats) p50/p95: figures, not checks.
// Usage: node --experimental-websocket rooms.js path/to/popejoan-server
'use strict';
const { spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const [serverBin] = process.argv.slice(2);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'popejoan-rooms-'));
const site = path.join(tmp, 'site');  // the rooms need no page: a stand-in
fs.mkdirSync(site);
fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Pope Joan</title>');
const db = path.join(tmp, 'rooms.sqlite');
const kPhaseDealOver = 3, kPhaseMatchOver = 4;
const kNextDeal = 64;
let server = null;

function fail(text) {
  console.error(`server rooms FAILED: ${text}`);
  if (server) server.kill('SIGKILL');
  process.exit(1);
}
setTimeout(() => fail('took over 150 s'), 150000).unref();

// Starts the server (on `port`, 0 for a free one) and resolves with its URL.
function start(port) {
  return new Promise((resolve) => {
    server = spawn(serverBin, ['--site', site, '--port', String(port), '--db', db, '--seed', '11', '--grace', '2',
                            // every client comes from 127.0.0.1 and plays flat out: no limits per address
                            // or per connection
                            '--connections-per-address', '0', '--rooms-per-minute', '0', '--messages-per-second', '0'],
                   { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    server.stdout.on('data', (d) => {
      out += d;
      const m = /on (http:\/\/[^ ]+) \(rooms at \/rooms\)/.exec(out);
      if (m) resolve(m[1]);
    });
    server.on('exit', (code, signal) => { if (signal !== 'SIGKILL') fail(`the server exited (${code})`); });
  });
}

// A client: its frames, in order, and a way to wait for one.
class Client {
  constructor(url, name) {
    this.name = name;
    this.frames = [];
    this.waiters = [];
    // A browser sends its page's origin; the server refuses a socket without one.
    this.ws = new WebSocket(url.replace('http', 'ws') + '/rooms', { headers: { Origin: url } });
    this.open = new Promise((resolve, reject) => {
      this.ws.onopen = resolve;
      this.ws.onerror = () => reject(new Error(`${name}: the socket failed`));
    });
    this.ws.onmessage = (e) => {
      const m = JSON.parse(e.data);
      this.frames.push(m);
      if (m.type === 'view') this.view = m;
      if (m.type === 'welcome') this.welcome = m;
      if (m.type === 'room') this.room = m;
      this.waiters = this.waiters.filter((w) => !w(m));
    };
  }
  send(m) { this.ws.send(JSON.stringify(Object.assign({ v: 1 }, m))); }
  // Resolves with the first frame (from now on) for which `test` is true.
  next(test, what) {
    return new Promise((resolve) => {
      const timer = setTimeout(() => fail(`${this.name} waited in vain for ${what}`), 20000);
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
// The view's state as the seat knows it: phase, who is to act, its hand and every hand's mask.
function read(view) {
  const s = view.state.state;
  return { phase: s.phase_, current: s.current_, hands: s.hands_.map(hex), owner: s.owner_, spare: hex(s.spare_),
           clearing: s.clearing_ !== 0, hidden: view.state.hidden };
}

// No card of another seat (nor the spare, unless its rules show it) before the deal's end.
let viewsChecked = 0;
function checkSecret(client, seat) {
  for (const m of client.frames) {
    if (m.type !== 'view' || m.checked) continue;
    m.checked = true;
    ++viewsChecked;
    const v = read(m);
    if (v.phase === kPhaseDealOver || v.phase === kPhaseMatchOver || v.clearing) continue;
    v.hands.forEach((mask, t) => {
      if (t !== seat && mask !== 0n) fail(`${client.name} (seat ${seat}) was sent seat ${t}'s cards at step ${m.step}`);
    });
    v.owner.forEach((o, c) => {
      if (o >= 0 && o < 8 && o !== seat) fail(`${client.name} was told who holds card ${c} at step ${m.step}`);
    });
  }
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

// The seat acts; `times` gets the milliseconds from its act until every client has the new view.
async function act(clients, seat, times) {
  const client = clients[seat];
  const view = client.view;
  for (const action of candidates(view, seat)) {
    const sent = performance.now();
    const others = clients.filter((c) => c !== client).map((c) => c.next((m) => m.type === 'view' && m.step > view.step, 'the new view'));
    client.send({ type: 'act', step: view.step, action });
    const answer = await client.next((m) => (m.type === 'view' && m.step > view.step) || m.type === 'error', 'an answer to an act');
    if (answer.type === 'view') {
      await Promise.all(others);
      times.push(performance.now() - sent);
      return;
    }
    if (answer.error !== 'illegal') fail(`${client.name}: act refused: ${answer.error} ${answer.message}`);
  }
  fail(`${client.name}: nothing it tried was legal at step ${view.step}`);
}

async function main() {
  let url = await start(0);
  const port = new URL(url).port;
  const ann = new Client(url, 'Ann'), bea = new Client(url, 'Bea'), cal = new Client(url, 'Cal');
  await Promise.all([ann.open, bea.open, cal.open]);
  ann.send({ type: 'create', name: 'Ann', rules: { preset: 'classic' }, rounds: 1, fill: 'casual',
             seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }, { kind: 'ai', level: 'casual' }] });
  const code = (await ann.next((m) => m.type === 'welcome', 'welcome')).room;
  if (!/^[2-9A-HJKMNP-Z]{9}$/.test(code)) fail(`room code ${code}`);
  for (const [client, seat] of [[bea, 1], [cal, 2]]) {
    client.send({ type: 'hello', room: code.toLowerCase() });
    await client.next((m) => m.type === 'welcome', 'welcome as a watcher');
    client.send({ type: 'take-seat', seat, name: client.name });
    await client.next((m) => m.type === 'welcome' && m.seat === seat, 'its seat');
  }
  const tokens = [ann, bea, cal].map((c) => c.welcome.token);
  ann.send({ type: 'start' });
  await Promise.all([ann, bea, cal].map((c) => c.next((m) => m.type === 'view', 'the first view')));
  const clients = [ann, bea, cal];
  const times = [];
  let killed = false;
  for (let guard = 0; guard < 2000; ++guard) {
    clients.forEach((c, seat) => checkSecret(c, seat));
    const latest = clients.map((c) => c.view).reduce((a, b) => (b.step > a.step ? b : a));
    const v = read(latest);
    if (v.phase === kPhaseMatchOver) break;
    const everyoneThere = clients.every((c) => c.view.step === latest.step);
    if (!killed && latest.step >= 30 && v.phase !== kPhaseDealOver && v.current >= 0 && v.current < 3 && everyoneThere) {
      killed = true;
      await killAndResume(port, code, tokens, clients);
      url = `http://127.0.0.1:${port}`;
      continue;
    }
    if (v.phase === kPhaseDealOver) {
      const next = clients[0].next((m) => m.type === 'view' && m.step > latest.step, 'the next deal');
      clients.forEach((c) => c.send({ type: 'act', step: latest.step, action: kNextDeal }));
      await next;
      continue;
    }
    const seat = v.current;
    if (seat >= 0 && seat < 3) {
      if (clients[seat].view.step < latest.step) {
        await clients[seat].next((m) => m.type === 'view' && m.step === latest.step, 'its view of the latest step');
      }
      await act(clients, seat, times);
    } else {
      await clients[0].next((m) => m.type === 'view' && m.step > latest.step, 'the AI seat');
    }
  }
  if (read(clients[0].view).phase !== kPhaseMatchOver) fail('the match did not end');
  // Every seat taken: a fourth opens the link and only watches.
  const dan = new Client(url, 'Dan');
  await dan.open;
  dan.send({ type: 'hello', room: code });
  const w = await dan.next((m) => m.type === 'welcome', 'welcome');
  if (w.role !== 'spectator' || w.token !== undefined) fail(`a fourth person was made ${w.role}`);
  server.kill('SIGTERM');
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.floor(p * (times.length - 1))].toFixed(2);
  console.log(`server rooms passed: ${viewsChecked} views checked; an act to the views of all seats on loopback ` +
              `(${times.length} acts): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`);
  fs.rmSync(tmp, { recursive: true, force: true });
  process.exit(0);
}

// SIGKILL mid-deal, start again on the same file and port: each seat says hello with its token
// and is sent the same state it last had.
async function killAndResume(port, code, tokens, clients) {
  const before = clients.map((c) => JSON.stringify(c.view.state));
  server.kill('SIGKILL');
  await Promise.all(clients.map((c) => new Promise((resolve) => { c.ws.onclose = resolve; })));
  await start(port);
  const url = `http://127.0.0.1:${port}`;
  for (let seat = 0; seat < clients.length; ++seat) {
    const old = clients[seat];
    const c = new Client(url, old.name);
    await c.open;
    c.send({ type: 'hello', room: code, token: tokens[seat] });
    const view = await c.next((m) => m.type === 'view', 'the view after the restart');
    if (JSON.stringify(view.state) !== before[seat]) fail(`${c.name}: the match after the restart is not where it was`);
    if (c.welcome.seat !== seat) fail(`${c.name} came back to seat ${c.welcome.seat}`);
    clients[seat] = c;
  }
}

main().catch((e) => fail(e.stack || String(e)));
