#!/usr/bin/env node
// Two popejoan-servers on one Redis (docs/online.md, "Scaling out"; run under with_redis.sh,
// which names it in POPEJOAN_STORE): Ann and Bea on server A, Cal on server B play one room
// (A made it and runs it; Cal's frames and views go through B and Redis). Mid-deal A is killed
// (SIGKILL): Cal's socket to B stays and B takes the room over from the store; Ann and Bea
// reconnect to B with their tokens; every seat is sent the very state it had, and the match
// goes on to its end. Then a restart's drain: A is started again and Ann moves to it (relayed to
// B, which runs the room now); B gets SIGTERM mid-deal: it leaves the fleet, Ann stays on her
// socket and A takes the room over, Bea and Cal are closed with 1012 and reconnect to A, and the
// match ends there.
// Usage: tests/server/with_redis.sh node --experimental-websocket fleet.js path/to/popejoan-server
'use strict';
const { kPhaseDealOver, kPhaseMatchOver, kNextDeal, fail, setup, tempFolder, Server, Client, read,
        candidates, until } = require('./room_clients');

const [serverBin] = process.argv.slice(2);
setup('server fleet', 150);
if (!process.env.POPEJOAN_STORE) fail('no POPEJOAN_STORE: run under tests/server/with_redis.sh');
const folder = tempFolder('popejoan-fleet-');
const args = ['--site', folder.site, '--store', process.env.POPEJOAN_STORE, '--seed', '11', '--grace', '10'];
const serverA = new Server(serverBin, args), serverB = new Server(serverBin, args);

// The seat acts: the first of its candidates the owner takes.
async function act(clients, seat) {
  const client = clients[seat];
  const view = client.view;
  for (const action of candidates(view, seat)) {
    client.send({ type: 'act', step: view.step, action });
    const answer = await client.next((m) => (m.type === 'view' && m.step > view.step) || m.type === 'error', 'an answer to an act');
    if (answer.type === 'view') return;
    if (answer.error !== 'illegal') fail(`${client.name}: act refused: ${answer.error} ${answer.message}`);
  }
  fail(`${client.name}: nothing it tried was legal at step ${view.step}`);
}

// No view holds another seat's hand before the deal's end (relayed ones included).
function checkSecret(client, seat) {
  for (const m of client.frames) {
    if (m.type !== 'view' || m.checked) continue;
    m.checked = true;
    const v = read(m);
    if (v.phase === kPhaseDealOver || v.phase === kPhaseMatchOver || v.clearing) continue;
    v.hands.forEach((mask, t) => {
      if (t !== seat && mask !== 0n) fail(`${client.name} (seat ${seat}) was sent seat ${t}'s cards at step ${m.step}`);
    });
  }
}

async function main() {
  const urlA = await serverA.start(0);
  const urlB = await serverB.start(0);
  const ann = new Client(urlA, 'Ann'), bea = new Client(urlA, 'Bea'), cal = new Client(urlB, 'Cal');
  await Promise.all([ann.open, bea.open, cal.open]);
  ann.send({ type: 'create', name: 'Ann', rules: { preset: 'classic' }, rounds: 2, fill: 'casual',
             seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }] });
  const code = (await ann.next((m) => m.type === 'welcome', 'welcome')).room;
  for (const [client, seat] of [[bea, 1], [cal, 2]]) {
    client.send({ type: 'hello', room: code });
    await client.next((m) => m.type === 'welcome', 'welcome as a watcher');
    client.send({ type: 'take-seat', seat, name: client.name });
    await client.next((m) => m.type === 'welcome' && m.seat === seat, 'its seat');
  }
  const tokens = [ann, bea, cal].map((c) => c.welcome.token);
  ann.send({ type: 'start' });
  await Promise.all([ann, bea, cal].map((c) => c.next((m) => m.type === 'view', 'the first view')));
  const clients = [ann, bea, cal];
  let killed = false, drained = false, killedAt = 0, acts = 0;
  for (let guard = 0; guard < 3000; ++guard) {
    clients.forEach((c, seat) => checkSecret(c, seat));
    const latest = clients.map((c) => c.view).reduce((a, b) => (b.step > a.step ? b : a));
    const v = read(latest);
    if (v.phase === kPhaseMatchOver) break;
    const everyoneThere = clients.every((c) => c.view.step === latest.step);
    if (!killed && latest.step >= 20 && v.phase !== kPhaseDealOver && everyoneThere) {
      killed = true;
      killedAt = latest.step;
      await killTheOwner(urlB, code, tokens, clients);
      continue;
    }
    if (killed && !drained && latest.step >= killedAt + 12 && v.phase !== kPhaseDealOver && everyoneThere) {
      drained = true;
      await drainTheOwner(code, tokens, clients);
      continue;
    }
    if (v.phase === kPhaseDealOver) {
      const next = clients[0].next((m) => m.type === 'view' && m.step > latest.step, 'the next deal');
      clients.forEach((c) => c.send({ type: 'act', step: latest.step, action: kNextDeal }));
      await next;
      continue;
    }
    const seat = v.current;
    if (clients[seat].view.step < latest.step) {
      await clients[seat].next((m) => m.type === 'view' && m.step === latest.step, 'its view of the latest step');
    }
    await act(clients, seat);
    ++acts;
  }
  if (!killed || !drained) fail('the match ended before the owner was killed and the next one drained');
  if (read(clients[0].view).phase !== kPhaseMatchOver) fail('the match did not end');
  await serverA.kill('SIGTERM');
  console.log(`server fleet passed: ${acts} acts; the owner killed mid-deal, then the next owner drained: ` +
              'the match finished on the third server');
  folder.remove();
  process.exit(0);
}

// SIGKILL the room's owner (A) mid-deal. Cal stays on B, which takes the room over and says his
// hello again for him; Ann and Bea reconnect to B. Each is sent the state it had.
async function killTheOwner(urlB, code, tokens, clients) {
  const before = clients.map((c) => JSON.stringify(c.view.state));
  const cal = clients[2];
  const heard = cal.frames.length;
  await serverA.kill('SIGKILL');
  await Promise.all([clients[0].closed, clients[1].closed]);
  for (const seat of [0, 1]) {
    const c = new Client(urlB, clients[seat].name);
    await c.open;
    c.send({ type: 'hello', room: code, token: tokens[seat] });
    clients[seat] = c;
  }
  // Within the lease (3 s) and a check (1 s), B runs the room.
  await until(() => cal.frames.slice(heard).some((m) => m.type === 'view'), 'Cal\'s view from the new owner', 15);
  for (let seat = 0; seat < 3; ++seat) {
    const c = clients[seat];
    await until(() => c.welcome && c.welcome.seat === seat && c.view, `${c.name}'s seat and view after the kill`, 15);
    if (JSON.stringify(c.view.state) !== before[seat]) fail(`${c.name}: the match on B is not where it was on A`);
  }
}

// A restart's SIGTERM on B, which runs the room: Ann moved to a new A first (relayed to B).
async function drainTheOwner(code, tokens, clients) {
  const urlA = await serverA.start(0);
  const old = clients[0];
  old.ws.close();
  await old.closed;
  const ann = new Client(urlA, 'Ann');
  await ann.open;
  ann.send({ type: 'hello', room: code, token: tokens[0] });
  await until(() => ann.welcome && ann.welcome.seat === 0 && ann.view, 'Ann\'s view through A', 15);
  clients[0] = ann;
  const before = clients.map((c) => JSON.stringify(c.view.state));
  const heard = ann.frames.length;
  const bye = [clients[1].closed, clients[2].closed];
  const exit = await serverB.kill('SIGTERM');
  if (exit.code !== 0) fail(`B exited ${exit.code} ${exit.signal} on SIGTERM`);
  for (const closed of await Promise.all(bye)) {
    if (closed.code !== 1012) fail(`a socket of the drained server was closed with ${closed.code}, not 1012`);
  }
  for (const seat of [1, 2]) {
    const c = new Client(urlA, clients[seat].name);
    await c.open;
    c.send({ type: 'hello', room: code, token: tokens[seat] });
    clients[seat] = c;
  }
  await until(() => ann.frames.slice(heard).some((m) => m.type === 'view'), 'Ann\'s view from A', 15);
  for (let seat = 0; seat < 3; ++seat) {
    const c = clients[seat];
    await until(() => c.welcome && c.welcome.seat === seat && c.view, `${c.name}'s seat and view after the drain`, 15);
    if (JSON.stringify(c.view.state) !== before[seat]) fail(`${c.name}: the match on A is not where it was on B`);
  }
}

main().catch((e) => fail(e.stack || String(e)));
