#!/usr/bin/env node
// SIGKILL loses no acknowledged action. The real popejoan-server (fixed --seed, a temporary SQLite
// file) hosts a room of three clients and an AI seat; at points a seeded random source picks (idle,
// an act just sent, an act sent a few milliseconds ago, a next deal, a new match), it is killed
// with SIGKILL and started again on the same file; the clients come back with their tokens. A view
// at step n acknowledges n actions, so after each restart every seat must be shown a step at least
// the highest any client was shown, and a seat must never be shown two different states at the same
// step of the same match (no acknowledged action lost or replaced). The act that was in flight is
// sent again, as a page would: refused if it was stored, taken if it was not (never applied twice).
// Four times a seat stays away over a kill (its `away` record must survive) and comes back (its `back`
// record too). Last, SIGTERM with the clients and one that never reads connected: exit 0 within
// a few seconds, every client closed with 1012 (service restart), and the room kept.
// Usage: node --experimental-websocket kills.js path/to/popejoan-server [kills]
'use strict';
const { kPhaseDealOver, kPhaseMatchOver, kNextDeal, fail, setup, tempFolder, Server, Client, read, candidates,
        seededRandom, sleep, until, stallingClient, later, resendInflight, toldSeats, noteTold } = require('./room_clients');

const [serverBin, killsArg] = process.argv.slice(2);
const kKills = Number(killsArg || 100);
const kGrace = 1;  // seconds before an AI plays a dropped seat
const kPersons = 3;  // seats 0..2; seat 3 is an AI
setup('server kills', 110);
const random = seededRandom(27);
const pick = (n) => Math.floor(random() * n);
const folder = tempFolder('popejoan-kills-');
const server = new Server(serverBin, ['--site', folder.site, '--db', folder.db, '--seed', '5', '--grace', String(kGrace)]);

let url = '';
let code = '';
const tokens = [];
const clients = [null, null, null];  // per seat; null while it stays away
// Per seat, what it was told (room_clients.js, noteTold).
const told = toldSeats(3);
const figures = { views: 0, resentRefused: 0, resentTaken: 0, awaysKept: 0, backsKept: 0, matches: 0 };

function note(seat, view) {
  noteTold(told, seat, view);
  ++figures.views;
}

const here = () => [0, 1, 2].filter((s) => clients[s] !== null);
// The furthest any seat here was told: the actions acknowledged.
function acknowledged() {
  let best = { match: -1, step: -1, seat: -1 };
  for (const s of here()) if (best.seat < 0 || later(told[s], best)) best = { match: told[s].match, step: told[s].step, seat: s };
  return best;
}

async function connect(seat) {
  const c = new Client(url, ['Ann', 'Bea', 'Cal'][seat]);
  c.onFrame = (m) => { if (m.type === 'view') note(seat, m); };
  await c.open;
  return c;
}

async function setUp() {
  url = await server.start(0);
  for (let seat = 0; seat < kPersons; ++seat) clients[seat] = await connect(seat);
  const [ann, bea, cal] = clients;
  ann.send({ type: 'create', name: 'Ann', rules: { preset: 'classic' }, rounds: 2, fill: 'casual',
             seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }, { kind: 'ai', level: 'casual' }] });
  await until(() => ann.welcome, 'welcome');
  code = ann.welcome.room;
  for (const [c, seat] of [[bea, 1], [cal, 2]]) {
    c.send({ type: 'hello', room: code });
    await until(() => c.welcome, 'welcome as a watcher');
    c.send({ type: 'take-seat', seat, name: c.name });
    await until(() => c.welcome.seat === seat, 'its seat');
  }
  clients.forEach((c) => tokens.push(c.welcome.token));
  ann.send({ type: 'start' });
  await until(() => clients.every((c) => c.view), 'the first views');
}

// The seat plays the first of its candidates the server takes (or gives way if it was beaten to it).
async function act(seat) {
  const c = clients[seat];
  const from = { ...told[seat] };
  for (const action of candidates(c.view, seat)) {
    c.lastError = null;
    c.send({ type: 'act', step: from.step, action });
    await until(() => later(told[seat], from) || c.lastError, 'an answer to an act');
    if (later(told[seat], from)) return;
    if (c.lastError.error === 'stale' || c.lastError.error === 'not-your-turn') return;  // an AI took the seat
    if (c.lastError.error !== 'illegal') fail(`${c.name}: act refused: ${c.lastError.error} ${c.lastError.message}`);
  }
  fail(`${c.name}: nothing it tried was legal at step ${from.step}`);
}

function seatKind(seat) { return clients[0].room.seats[seat].kind; }

// Plays on until `steps` more actions are acknowledged (or a new match begins).
async function play(steps) {
  const start = acknowledged();
  for (let guard = 0; guard < 100; ++guard) {
    // Every seat at the furthest step acknowledged, whatever it is by then: the AI seat may act
    // several times in a row, faster than this loop looks.
    await until(() => {
      const latest = acknowledged();
      return here().every((s) => told[s].match === latest.match && told[s].step === latest.step);
    }, 'every seat at the latest step');
    const now = acknowledged();
    if (now.match > start.match || now.step >= start.step + steps) return;
    const view = read(clients[now.seat].view);
    if (view.phase === kPhaseMatchOver) {
      clients[0].send({ type: 'play-again' });
      ++figures.matches;
    } else if (view.phase === kPhaseDealOver) {
      for (const s of here()) clients[s].send({ type: 'act', step: now.step, action: kNextDeal });
    } else if (view.current >= 0 && view.current < kPersons && clients[view.current] && seatKind(view.current) === 'person') {
      await act(view.current);
      continue;
    }
    await until(() => later(acknowledged(), now), 'the next action');
  }
}

// Sets something going as the kill's point demands; what was in flight, if an act.
function startSomething() {
  const now = acknowledged();
  const view = read(clients[now.seat].view);
  if (view.phase === kPhaseMatchOver) {
    clients[0].send({ type: 'play-again' });
  } else if (view.phase === kPhaseDealOver) {
    for (const s of here()) clients[s].send({ type: 'act', step: now.step, action: kNextDeal });
  } else if (view.current >= 0 && view.current < kPersons && clients[view.current] && seatKind(view.current) === 'person' &&
             !later(now, told[view.current])) {  // the seat to act has been told where the room is
    const options = candidates(clients[view.current].view, view.current);
    if (options.length === 0) fail(`no candidates in phase ${view.phase} for seat ${view.current}`);
    const action = options[pick(options.length)];
    clients[view.current].send({ type: 'act', step: now.step, action });
    return { seat: view.current, match: now.match, step: now.step, action };
  }
  return null;
}

async function kill() {
  await server.kill('SIGKILL');
  await Promise.all(here().map((s) => clients[s].closed));  // frames sent before the kill still arrive
}

// Starts the server again on the same file; every seat but `away` says hello with its token. The
// room must be at least where its clients were told it was, and seats kept away or back as told.
async function restart(away, kinds) {
  const before = acknowledged();
  url = await server.start(0);
  for (let seat = 0; seat < kPersons; ++seat) {
    if (seat === away) {
      clients[seat] = null;
      continue;
    }
    if (told[seat].match < before.match) Object.assign(told[seat], { match: before.match, step: -1, phase: -1 });
    const c = await connect(seat);
    c.send({ type: 'hello', room: code, token: tokens[seat] });
    await until(() => c.welcome && c.view, `${c.name}'s welcome and view after the restart`);
    if (c.welcome.seat !== seat) fail(`${c.name} came back to seat ${c.welcome.seat}`);
    if (later(before, told[seat])) {
      fail(`${c.name} was shown step ${told[seat].step} of match ${told[seat].match} after the restart, ` +
           `but step ${before.step} of match ${before.match} had been acknowledged`);
    }
    if (seat === 0) {  // the room as it was before anyone else came back
      kinds.forEach((kind, s) => {
        if (kind && c.room.seats[s].kind !== kind) fail(`seat ${s} is ${c.room.seats[s].kind} after the restart, not ${kind}`);
      });
    }
    clients[seat] = c;
  }
}

// The act in flight at the kill, sent again: refused if it was stored, else taken.
async function resend(inflight) {
  if (!inflight || !clients[inflight.seat]) return;
  await resendInflight(clients[inflight.seat], told[inflight.seat], inflight, figures);
}

// Kills at a seeded point, restarts, checks; seat `away` stays away (kinds: what the restart must find).
async function cycle(away, kinds, steps) {
  await play(steps);
  const point = pick(3);  // 0: idle; 1: right after a message; 2: a few milliseconds after
  const inflight = point === 0 ? null : startSomething();
  if (point === 2) await sleep(pick(5));
  await kill();
  await restart(away, kinds);
  await resend(inflight);
}

// A seat away over two kills, then back over one: its records must survive them.
async function awayAndBack(seat) {
  const kinds = [null, null, null, null];
  await cycle(seat, kinds, pick(3));
  await until(() => seatKind(seat) === 'ai-for-person', 'the grace to run out', kGrace + 10);
  kinds[seat] = 'ai-for-person';  // acknowledged: every seat was told
  await cycle(seat, kinds, pick(4));
  ++figures.awaysKept;
  await kill();
  await restart(-1, [null, null, null, null]);
  await until(() => seatKind(seat) === 'person', 'the seat back', 10);
  await kill();  // at once: the grace cannot have run out again
  kinds[seat] = 'person';
  await restart(-1, kinds);
  ++figures.backsKept;
}

async function drain() {
  const watcher = await stallingClient(url, [{ type: 'hello', room: code }]);  // never answers the close
  await until(() => clients[0].room && clients[0].room.spectators === 1, 'the stalling watcher in the room');
  const sent = Date.now();
  const exit = await server.kill('SIGTERM');
  const seconds = (Date.now() - sent) / 1000;
  if (exit.code !== 0) fail(`exit ${exit.code} (${exit.signal}) after SIGTERM`);
  if (seconds > 5) fail(`${seconds} s to stop after SIGTERM`);
  for (const s of here()) {
    const closed = await clients[s].closed;
    if (closed.code !== 1012) fail(`${clients[s].name}'s socket closed with ${closed.code}, not 1012 (service restart)`);
  }
  watcher.destroy();
  await restart(-1, [null, null, null, null]);  // and the room is where it was
  await server.kill('SIGTERM');
  return seconds;
}

async function main() {
  const started = Date.now();
  await setUp();
  let kills = 0;
  while (kills < kKills) {
    if (kills % 25 === 10 && kKills - kills > 4) {
      await awayAndBack(1 + (Math.floor(kills / 25) % 2));
      kills += 4;
      continue;
    }
    await cycle(-1, [null, null, null, null], pick(5));
    ++kills;
  }
  await play(3);
  const drained = await drain();
  console.log(`server kills passed: ${kills} SIGKILLs, ${figures.views} views checked, ${figures.matches} new matches, ` +
              `acts sent again: ${figures.resentRefused} refused as stored, ${figures.resentTaken} taken; ` +
              `${figures.awaysKept} aways and ${figures.backsKept} backs kept; SIGTERM stopped in ${drained.toFixed(2)} s; ` +
              `${((Date.now() - started) / 1000).toFixed(1)} s in all`);
  folder.remove();
  process.exit(0);
}

main().catch((e) => fail(e.stack || String(e)));
