#!/usr/bin/env node
// The real popejoan-server when its store cannot be written (docs/online.md, "Faults"):
// - started on a read-only database file, or one in a read-only folder, it says so and exits 1
//   (run as nobody when the test runs as root, who may write anything);
// - a full disk while it runs (a file-size limit set with prlimit, which it survives as it ignores
//   SIGXFSZ): the act that does not fit is refused with server-trouble and no word of the server's
//   insides, the room stays as its clients were told, /healthz says 503; once the limit is lifted
//   the same act is taken, /healthz says ok, and a restart finds the room where it was.
// Usage: node --experimental-websocket store_faults.js path/to/popejoan-server
'use strict';
const { execFileSync, spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const { fail, setup, tempFolder, Server, Client, candidates, until } = require('./room_clients');

const [serverBin] = process.argv.slice(2);
setup('server store faults', 60);
const folder = tempFolder('popejoan-store-faults-');
const asRoot = process.getuid() === 0;

// Runs the server to its end with `db` as a user who may not write what is read-only.
function startAs(db) {
  const args = ['--site', folder.site, '--port', '0', '--db', db];
  const run = asRoot ? spawnSync('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', serverBin, ...args],
                                 { timeout: 10000, encoding: 'utf8' })
                     : spawnSync(serverBin, args, { timeout: 10000, encoding: 'utf8' });
  if (run.error) fail(`could not run the server: ${run.error.message}`);
  return run;
}

function readOnlyStarts() {
  fs.chmodSync(folder.tmp, 0o755);  // nobody may look in (mkdtemp makes it 0700)
  const ro = path.join(folder.tmp, 'ro');
  fs.mkdirSync(ro);
  // A room store made once, then made read-only; then one in a read-only folder.
  const file = path.join(ro, 'rooms.sqlite');
  const made = spawnSync(serverBin, ['--site', folder.site, '--port', '0', '--db', file], { timeout: 300, encoding: 'utf8' });
  if (!fs.existsSync(file)) fail(`the store was not made: ${made.stderr}`);
  fs.chmodSync(file, 0o444);
  fs.chmodSync(ro, 0o777);  // its folder may be written: SQLite would open the file for reading only
  for (const [what, db] of [['a read-only file', file], ['a file in a read-only folder', file], ['a new file in a read-only folder', path.join(ro, 'new.sqlite')]]) {
    if (what.includes('folder')) {
      fs.chmodSync(file, 0o666);
      fs.chmodSync(ro, 0o555);
    }
    const run = startAs(db);
    if (run.status !== 1) fail(`on ${what} the server ended with ${run.status} (${run.signal}), not 1: ${run.stdout} ${run.stderr}`);
    if (!run.stderr.includes(`${db} cannot be written`)) fail(`on ${what} it said: ${run.stderr}`);
  }
  fs.chmodSync(ro, 0o755);
}

async function health(url) {
  const answer = await fetch(`${url}/healthz`);
  return answer.status;
}

async function fullDisk() {
  const db = path.join(folder.tmp, 'full.sqlite');
  // The server itself, under prlimit: the limit is lifted later through its pid.
  const server = new Server('prlimit', ['--fsize=120000:unlimited', serverBin, '--site', folder.site, '--db', db, '--seed', '3']);
  let url = await server.start(0);
  const clients = ['Ann', 'Bea', 'Cal'].map((name) => new Client(url, name));
  await Promise.all(clients.map((c) => c.open));
  const [ann] = clients;
  ann.send({ type: 'create', name: 'Ann', rules: { preset: 'classic' }, rounds: 1, fill: 'casual',
             seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }] });
  await until(() => ann.welcome || ann.lastError, 'the room made');
  if (!ann.welcome) fail(`the room was not made under the limit: ${ann.lastError.message}`);
  const code = ann.welcome.room;
  for (const [c, seat] of [[clients[1], 1], [clients[2], 2]]) {
    c.send({ type: 'hello', room: code });
    await until(() => c.welcome, 'welcome');
    c.send({ type: 'take-seat', seat, name: c.name });
    await until(() => c.welcome.seat === seat, 'its seat');
  }
  ann.send({ type: 'start' });
  await until(() => clients.every((c) => c.view), 'the first views');
  // Play until an act does not fit.
  let refused = null;
  for (let acts = 0; acts < 400 && !refused; ++acts) {
    await until(() => clients.every((c) => c.view.step === ann.view.step), 'every seat at the latest step');
    const seat = ann.view.state.state.current_;
    if (seat < 0 || seat > 2) fail(`no one to act at step ${ann.view.step}`);
    const c = clients[seat];
    const step = c.view.step;
    for (const action of candidates(c.view, seat)) {
      c.lastError = null;
      c.send({ type: 'act', step, action });
      await until(() => c.view.step > step || c.lastError, 'an answer to an act');
      if (c.view.step > step) break;
      if (c.lastError.error === 'server-trouble') {
        refused = { seat, step, action, error: c.lastError };
        break;
      }
      if (c.lastError.error !== 'illegal') fail(`act refused: ${c.lastError.error}`);
    }
  }
  if (!refused) fail('the file-size limit never bit');
  if (/sqlite|\/tmp|disk|full|errno/i.test(refused.error.message)) fail(`the refusal tells of the server's insides: ${refused.error.message}`);
  if ((await health(url)) !== 503) fail('/healthz is not 503 while the store refuses');
  // The room is as its clients were told: a newcomer is shown the same step.
  const dan = new Client(url, 'Dan');
  await dan.open;
  dan.send({ type: 'hello', room: code });
  await until(() => dan.view, 'a watcher\'s view');
  if (dan.view.step !== refused.step) fail(`the room is at step ${dan.view.step}, its clients were told ${refused.step}`);
  // Room on the disk again: the same act is taken.
  execFileSync('prlimit', [`--pid=${server.process.pid}`, '--fsize=unlimited:']);
  const c = clients[refused.seat];
  c.lastError = null;
  c.send({ type: 'act', step: refused.step, action: refused.action });
  await until(() => c.view.step > refused.step || c.lastError, 'an answer to the act sent again');
  if (c.lastError) fail(`the act sent again was refused: ${c.lastError.error}`);
  if ((await health(url)) !== 200) fail('/healthz is not 200 once the store takes changes again');
  if (!server.stderr.includes('every change is refused until')) fail(`the log does not say the store refused: ${server.stderr}`);
  if (!server.stderr.includes('takes changes again')) fail(`the log does not say the store works again: ${server.stderr}`);
  // And a restart finds the room where its clients were told it is.
  const told = c.view.step;
  await server.kill('SIGKILL');
  url = await server.start(0);
  const again = new Client(url, 'Ann again');
  await again.open;
  again.send({ type: 'hello', room: code });
  await until(() => again.view, 'the view after the restart');
  if (again.view.step !== told) fail(`after the restart the room is at step ${again.view.step}, not ${told}`);
  await server.kill('SIGTERM');
  return refused.step;
}

async function main() {
  readOnlyStarts();
  const step = await fullDisk();
  console.log(`server store faults passed: read-only file and folders refused at the start; a full disk refused the act at step ${step}, ` +
              '503 meanwhile, the same act taken once there was room, the room kept over a restart');
  folder.remove();
  process.exit(0);
}

main().catch((e) => fail(e.stack || String(e)));
