#!/usr/bin/env node
// The real popejoan-server on a free loopback port with a fresh SQLite file, played by three
// WebSocket clients through a whole match (one seat AI): every view each client receives holds no
// card of another seat before its deal's end; the server killed with SIGKILL mid-deal and started
// again on the same file resumes the room at the same state; a fourth client only watches.
// Prints the round trip (an act to the views of all three seats) p50/p95: figures, not checks.
// Usage: node --experimental-websocket rooms.js path/to/popejoan-server
// With POPEJOAN_STORE=redis://... (tests/server/with_redis.sh sets it) the rooms are kept in that
// Redis instead of the SQLite file.
'use strict';
const { kPhaseDealOver, kPhaseMatchOver, kNextDeal, fail, setup, tempFolder, Server, Client, read,
        candidates } = require('./room_clients');

const [serverBin] = process.argv.slice(2);
setup('server rooms', 150);
const folder = tempFolder('popejoan-rooms-');
const store = process.env.POPEJOAN_STORE ? ['--store', process.env.POPEJOAN_STORE] : ['--db', folder.db];
const server = new Server(serverBin, ['--site', folder.site, ...store, '--seed', '11', '--grace', '2', '--ai-pace-ms', '600']);
const start = (port) => server.start(port);

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
  await server.kill('SIGTERM');
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.floor(p * (times.length - 1))].toFixed(2);
  console.log(`server rooms passed: ${viewsChecked} views checked; an act to the views of all seats on loopback ` +
              `(${times.length} acts): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`);
  folder.remove();
  process.exit(0);
}

// SIGKILL mid-deal, start again on the same file and port: each seat says hello with its token
// and is sent the same state it last had.
async function killAndResume(port, code, tokens, clients) {
  const before = clients.map((c) => JSON.stringify(c.view.state));
  await server.kill('SIGKILL');
  await Promise.all(clients.map((c) => c.closed));
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
