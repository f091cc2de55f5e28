#!/usr/bin/env node
// A slow consumer is cut off without holding the others back. The real popejoan-server hosts a
// room of three clients playing flat out, match after match; a fourth connection upgrades, says
// hello as a watcher, and never reads again. Once what waits for it passes the server's send queue
// cap (1 MiB, after the kernel's buffers), the server drops it (the room's watcher count falls to
// 0: the rooms were told) while every act of the three is answered with all their views in time.
// The server sends whole views here (--whole-views): steps are a fifth of the bytes, and the queue
// would take minutes of play to fill; the cap and the cut are the same whatever the frames.
// Usage: node --experimental-websocket slow_consumer.js path/to/popejoan-server
'use strict';
const { kPhaseDealOver, kPhaseMatchOver, kNextDeal, fail, setup, tempFolder, Server, Client, read, candidates,
        until, stallingClient } = require('./room_clients');

const [serverBin] = process.argv.slice(2);
const kSlowestAct = 2000;  // ms from an act to the views of all three: generous, the machine is shared
setup('server slow consumer', 100);
const folder = tempFolder('popejoan-slow-');
const server = new Server(serverBin, ['--site', folder.site, '--db', folder.db, '--seed', '9', '--whole-views']);

async function main() {
  const url = await server.start(0);
  const clients = ['Ann', 'Bea', 'Cal'].map((name) => new Client(url, name));
  await Promise.all(clients.map((c) => c.open));
  const [ann] = clients;
  ann.send({ type: 'create', name: 'Ann', rules: { preset: 'classic' }, rounds: 5, fill: 'casual',
             seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }] });
  await until(() => ann.welcome, 'welcome');
  const code = ann.welcome.room;
  for (const [c, seat] of [[clients[1], 1], [clients[2], 2]]) {
    c.send({ type: 'hello', room: code });
    await until(() => c.welcome, 'welcome');
    c.send({ type: 'take-seat', seat, name: c.name });
    await until(() => c.welcome.seat === seat, 'its seat');
  }
  const slow = await stallingClient(url, [{ type: 'hello', room: code }]);
  await until(() => ann.room && ann.room.spectators === 1, 'the slow watcher in the room');
  ann.send({ type: 'start' });
  await until(() => clients.every((c) => c.view), 'the first views');
  const times = [];
  let matches = 0;
  const started = Date.now();
  // Play on until the server has let the slow watcher go, and a few acts more.
  let after = -1;
  while (after < 20) {
    // About 2.4 KB a view: 6,000 acts send it some 14 MB, far over the cap and the kernel's buffers.
    if (Date.now() - started > 80000 || times.length > 6000) fail(`the slow watcher was not cut off (${times.length} acts)`);
    if (after < 0 && ann.room.spectators === 0) after = 0;
    if (after >= 0) ++after;
    const step = ann.view.step;
    await until(() => clients.every((c) => c.view.step === step), 'every seat at the latest step');
    const view = read(ann.view);
    if (view.phase === kPhaseMatchOver) {
      ann.send({ type: 'play-again' });
      ++matches;
      await until(() => ann.view.step < step, 'the new match');
      continue;
    }
    const sent = performance.now();
    if (view.phase === kPhaseDealOver) {
      clients.forEach((c) => c.send({ type: 'act', step, action: kNextDeal }));
    } else {
      const c = clients[view.current];
      const options = candidates(c.view, view.current);
      let taken = false;
      for (const action of options) {
        c.lastError = null;
        c.send({ type: 'act', step, action });
        await until(() => c.view.step > step || c.lastError, 'an answer to an act');
        if (c.view.step > step) { taken = true; break; }
        if (c.lastError.error !== 'illegal') fail(`act refused: ${c.lastError.error}`);
      }
      if (!taken) fail(`nothing legal at step ${step}`);
    }
    await until(() => clients.every((c) => c.view.step > step), 'the views of all three', kSlowestAct / 1000);
    times.push(performance.now() - sent);
  }
  if (!server.stderr.includes('dropped: its send queue is full')) fail(`the server did not say why it dropped the watcher: ${server.stderr}`);
  // The server's peak memory (a figure): the queue's cap bounds what the watcher held there.
  const status = require('fs').readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
  const peak = (/VmHWM:\s*(\d+) kB/.exec(status) || [])[1];
  slow.destroy();
  await server.kill('SIGTERM');
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.floor(p * (times.length - 1))].toFixed(2);
  console.log(`server slow consumer passed: the watcher that never reads was cut off after ${times.length - 20} acts ` +
              `(${matches} matches); the three played on: an act to all their views p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, ` +
              `slowest ${times[times.length - 1].toFixed(2)} ms; the server's peak memory ${peak} kB`);
  folder.remove();
  process.exit(0);
}

main().catch((e) => fail(e.stack || String(e)));
