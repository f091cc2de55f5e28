#!/usr/bin/env node
// Failover of a fleet (docs/online.md, "Scaling out"): three popejoan-servers on one Redis (run
// under with_redis.sh, which names it in POPEJOAN_STORE), a room of three clients spread over them
// (the two not on the room's owner relayed through it) and an AI seat, a fixed --seed.
//  - kills mode (the default): at seeded random points (idle, an act just sent, an act sent a few
//    milliseconds ago, a next deal, a new match) the room's *current* owner (read from Redis) is
//    killed with SIGKILL and started again at once (a new id, a new port). Relayed clients keep
//    their sockets and are re-routed by their servers; the dead server's own clients reconnect by
//    themselves to any live server with their tokens, as the page does.
//  - rolling mode: each of the three servers in turn is sent SIGTERM while play goes on (an act in
//    flight at the signal), must drain and exit 0, and is started again; its clients reconnect.
// Checked as in kills.js: a view at step n acknowledges n actions, so after each move every seat
// must be shown at least the furthest step any client was shown; a seat is never shown two
// different states at one step of one match (no acknowledged action lost or replaced); an act in
// flight at the kill, sent again, is refused if it was stored and taken if not (never applied
// twice). Across seats, the public part of the state at each step must be the same for all. The
// match then ends, every seat shown the same final state.
// Usage: tests/server/with_redis.sh node --experimental-websocket fleet_kills.js path/to/popejoan-server [kills|rolling] [kills]
'use strict';
const { execFileSync } = require('child_process');
const { kPhaseDealOver, kPhaseMatchOver, kNextDeal, fail, setup, tempFolder, Server, Client, read, candidates,
        seededRandom, sleep, until, later, resendInflight, toldSeats, noteTold } = require('./room_clients');

const [serverBin, modeArg, killsArg] = process.argv.slice(2);
const kRolling = modeArg === 'rolling';
const kKills = Number(killsArg || 15);
const kPersons = 3;  // seats 0..2; seat 3 is an AI
const kNames = ['Ann', 'Bea', 'Cal'];
// A bound, not a figure: 20 kills took ~65 s here, more under ASan.
setup(kRolling ? 'server fleet rolling' : 'server fleet kills', Math.max(200, 15 * kKills));
if (!process.env.POPEJOAN_STORE) fail('no POPEJOAN_STORE: run under tests/server/with_redis.sh');
const redisUrl = new URL(process.env.POPEJOAN_STORE);
const random = seededRandom(kRolling ? 29 : 28);
const pick = (n) => Math.floor(random() * n);
const folder = tempFolder('popejoan-fleet-kills-');
// A long grace: no AI takes a person's seat while its client moves (a few seconds at most).
const args = ['--site', folder.site, '--store', process.env.POPEJOAN_STORE, '--seed', '13', '--grace', '60'];

// The three servers: each one's process, URL and fleet id (new at every start).
const fleet = [0, 1, 2].map(() => ({ server: new Server(serverBin, args), url: '', id: '', up: false }));

async function startServer(i) {
  const f = fleet[i];
  f.server.stderr = '';
  f.url = await f.server.start(0);
  await until(() => /server (\S+) joined the fleet/.test(f.server.stderr), 'the server joining the fleet', 10);
  f.id = /server (\S+) joined the fleet/.exec(f.server.stderr)[1];
  f.up = true;
}

function redis(...command) {
  return execFileSync('redis-cli', ['-h', redisUrl.hostname, '-p', redisUrl.port, ...command]).toString().trim();
}

// The server (index) that runs the room now, by its owner key in Redis.
function ownerIndex() {
  const id = redis('GET', `popejoan:owner:${code}`);
  return fleet.findIndex((f) => f.up && f.id === id);
}

let code = '';
let ending = false;  // the test stops its servers: nobody reconnects
const tokens = [];
const seats = [0, 1, 2].map(() => ({ client: null, welcomes: 0, reconnects: 0 }));
// Per seat, what it was told (room_clients.js, noteTold).
const told = toldSeats(3);
// The public part of the state (no hand, no card's holder, no spare) at each match:step, as the first seat shown it saw it.
const shared = new Map();
const figures = { views: 0, resentRefused: 0, resentTaken: 0, matches: 0, reconnects: 0, rerouted: 0, owners: new Set() };

function publicPart(view) {
  const s = Object.assign({}, view.state.state);
  delete s.hands_;
  delete s.owner_;
  delete s.spare_;
  return JSON.stringify(s);
}

function note(seat, view) {
  const key = noteTold(told, seat, view);
  const seen = shared.get(key);
  const mine = publicPart(view);
  if (seen !== undefined && seen.state !== mine) {
    fail(`seat ${seat} and seat ${seen.seat} were shown different states at step ${view.step} of match ${told[seat].match}`);
  }
  if (seen === undefined) shared.set(key, { seat, state: mine });
  ++figures.views;
}

// The furthest any seat was told: the actions acknowledged.
function acknowledged() {
  let best = { match: -1, step: -1, seat: -1 };
  for (let s = 0; s < kPersons; ++s) if (best.seat < 0 || later(told[s], best)) best = { match: told[s].match, step: told[s].step, seat: s };
  return best;
}

// Opens the seat's socket to server `i`; when it closes, the seat reconnects by itself (as the page
// does on any close) to a live server it picks, and says hello with its token.
async function connect(seat, i) {
  const c = new Client(fleet[i].url, kNames[seat]);
  c.server = i;
  c.onFrame = (m) => {
    if (m.type === 'view') note(seat, m);
    if (m.type === 'welcome' && m.seat === seat) ++seats[seat].welcomes;
  };
  try {
    await c.open;
  } catch (e) {
    return null;  // that server went down meanwhile
  }
  c.closed.then(() => { if (seats[seat].client === c && !ending) reconnect(seat); });
  seats[seat].client = c;
  return c;
}

async function reconnect(seat) {
  ++figures.reconnects;
  for (let attempt = 0; attempt < 200; ++attempt) {
    await sleep(attempt === 0 ? 0 : 50);
    const live = fleet.map((f, i) => i).filter((i) => fleet[i].up);
    if (live.length === 0) continue;
    const c = await connect(seat, live[pick(live.length)]);
    if (!c) continue;
    c.send({ type: 'hello', room: code, token: tokens[seat] });
    return;
  }
  fail(`${kNames[seat]} found no server to reconnect to`);
}

async function setUp() {
  for (let i = 0; i < 3; ++i) await startServer(i);
  for (let seat = 0; seat < kPersons; ++seat) await connect(seat, seat);  // Ann on 0, Bea on 1, Cal on 2
  const [ann, bea, cal] = seats.map((s) => s.client);
  ann.send({ type: 'create', name: 'Ann', rules: { preset: 'classic' }, rounds: 1, fill: 'casual',
             seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }, { kind: 'ai', level: 'casual' }] });
  await until(() => ann.welcome, 'welcome');
  code = ann.welcome.room;
  for (const [c, seat] of [[bea, 1], [cal, 2]]) {
    c.send({ type: 'hello', room: code });
    await until(() => c.welcome, 'welcome as a watcher');
    c.send({ type: 'take-seat', seat, name: c.name });
    await until(() => c.welcome.seat === seat, 'its seat');
  }
  seats.forEach((s) => tokens.push(s.client.welcome.token));
  ann.send({ type: 'start' });
  await until(() => seats.every((s) => s.client.view), 'the first views');
}

function seatKind(seat) { return seats[0].client.room.seats[seat].kind; }
const client = (seat) => seats[seat].client;

// The seat plays the first of its candidates the owner takes.
async function act(seat) {
  const c = client(seat);
  const from = { ...told[seat] };
  for (const action of candidates(c.view, seat)) {
    c.lastError = null;
    c.send({ type: 'act', step: from.step, action });
    await until(() => later(told[seat], from) || c.lastError, 'an answer to an act');
    if (later(told[seat], from)) return;
    if (c.lastError.error === 'stale' || c.lastError.error === 'not-your-turn') return;
    if (c.lastError.error !== 'illegal') fail(`${c.name}: act refused: ${c.lastError.error} ${c.lastError.message}`);
  }
  fail(`${c.name}: nothing it tried was legal at step ${from.step}`);
}

// Every seat at the furthest step acknowledged, each on a socket that has its welcome.
async function settled(what) {
  await until(() => {
    const now = acknowledged();
    return seats.every((s, seat) => s.client && s.client.welcome && s.client.view &&
                       told[seat].match === now.match && told[seat].step === now.step);
  }, what, 20);
}

// Plays on until `steps` more actions are acknowledged, or the match is over (`toEnd`: until then).
async function play(steps, toEnd = false) {
  const start = acknowledged();
  for (let guard = 0; guard < 2000; ++guard) {
    const now = acknowledged();
    if (!toEnd && (now.match > start.match || now.step >= start.step + steps)) return;
    await settled('every seat at the latest step');
    const view = read(client(now.seat).view);
    if (view.phase === kPhaseMatchOver) {
      if (toEnd) return;
      client(0).send({ type: 'play-again' });
      ++figures.matches;
    } else if (view.phase === kPhaseDealOver) {
      for (let s = 0; s < kPersons; ++s) client(s).send({ type: 'act', step: now.step, action: kNextDeal });
    } else if (view.current >= 0 && view.current < kPersons && seatKind(view.current) === 'person') {
      await act(view.current);
      continue;
    }
    await until(() => later(acknowledged(), now), 'the next action');
  }
  fail('play did not end');
}

// Sets something going at the point picked; what was in flight, if an act.
function startSomething() {
  const now = acknowledged();
  const view = read(client(now.seat).view);
  if (view.phase === kPhaseMatchOver) {
    client(0).send({ type: 'play-again' });
  } else if (view.phase === kPhaseDealOver) {
    for (let s = 0; s < kPersons; ++s) client(s).send({ type: 'act', step: now.step, action: kNextDeal });
  } else if (view.current >= 0 && view.current < kPersons && seatKind(view.current) === 'person' &&
             !later(now, told[view.current])) {
    const options = candidates(client(view.current).view, view.current);
    if (options.length === 0) fail(`no candidates in phase ${view.phase} for seat ${view.current}`);
    const action = options[pick(options.length)];
    client(view.current).send({ type: 'act', step: now.step, action });
    return { seat: view.current, match: now.match, step: now.step, action };
  }
  return null;
}

// The act in flight at the move, sent again: refused if it was stored, else taken (or illegal).
async function resend(inflight) {
  if (!inflight) return;
  await resendInflight(client(inflight.seat), told[inflight.seat], inflight, figures);
}

// After a server went: every seat it touched (all of them if it ran the room, else those whose
// socket it held) welcomed again, re-routed or reconnected, and every seat shown at least what had
// been acknowledged before it went. A seat on another server relayed to another owner is untouched.
async function checkMoved(before, welcomes, touched) {
  const waiting = () => seats.map((s, seat) => seat).filter((seat) => {
    const s = seats[seat];
    return (touched[seat] && s.welcomes <= welcomes[seat]) || !s.client || !s.client.view || later(before, told[seat]);
  });
  await until(() => waiting().length === 0,
              () => `every seat welcomed again at the step acknowledged (still waiting for ${waiting().map((s) => kNames[s]).join(', ')})`, 30);
  for (let seat = 0; seat < kPersons; ++seat) {
    if (client(seat).welcome.seat !== seat) fail(`${kNames[seat]} came back to seat ${client(seat).welcome.seat}`);
  }
}

// SIGKILL (or SIGTERM) the room's current owner at a seeded point, start it again at once.
async function moveOnce(signal, i) {
  const point = pick(3);  // 0: idle; 1: right after a message; 2: a few milliseconds after
  const inflight = point === 0 ? null : startSomething();
  if (point === 2) await sleep(pick(5));
  const welcomes = seats.map((s) => s.welcomes);
  const owner = ownerIndex();
  const touched = seats.map((s) => owner === i || s.client.server === i);
  const relayed = seats.filter((s) => s.client.server !== i && owner === i).length;
  fleet[i].up = false;
  const exit = await fleet[i].server.kill(signal);
  if (signal === 'SIGTERM' && exit.code !== 0) fail(`server ${i} exited ${exit.code} ${exit.signal} on SIGTERM`);
  const before = acknowledged();  // what its clients were told before it went
  await startServer(i);
  await checkMoved(before, welcomes, touched);
  figures.rerouted += relayed;
  await resend(inflight);
}

async function main() {
  const started = Date.now();
  await setUp();
  let moves = 0;
  if (kRolling) {
    for (let i = 0; i < 3; ++i) {
      await play(4 + pick(6));
      await moveOnce('SIGTERM', i);
      ++moves;
    }
  } else {
    while (moves < kKills) {
      await play(pick(5));
      const owner = ownerIndex();
      if (owner < 0) fail(`the room's owner ${redis('GET', `popejoan:owner:${code}`)} is not a live server`);
      figures.owners.add(fleet[owner].id);
      await moveOnce('SIGKILL', owner);
      ++moves;
    }
  }
  await play(0, true);
  await settled('every seat at the end');
  const last = acknowledged();
  if (read(client(last.seat).view).phase !== kPhaseMatchOver) fail('the match did not end');
  const finals = seats.map((s) => publicPart(s.client.view));
  if (finals.some((f) => f !== finals[0])) fail('the seats were shown different final states');
  ending = true;
  for (let i = 0; i < 3; ++i) {
    fleet[i].up = false;
    const exit = await fleet[i].server.kill('SIGTERM');
    if (exit.code !== 0) fail(`server ${i} exited ${exit.code} on the last SIGTERM`);
  }
  console.log(`${kRolling ? 'server fleet rolling' : 'server fleet kills'} passed: ` +
              `${moves} ${kRolling ? 'SIGTERMs (one per server)' : `SIGKILLs of the room's owner (${figures.owners.size} owners)`}, ` +
              `${figures.views} views checked, ${figures.matches} new matches, ${figures.reconnects} reconnects, ` +
              `${figures.rerouted} relayed sockets re-routed; acts sent again: ${figures.resentRefused} refused as stored, ` +
              `${figures.resentTaken} taken; the match ended at step ${last.step} of match ${last.match}; ` +
              `${((Date.now() - started) / 1000).toFixed(1)} s in all`);
  folder.remove();
  process.exit(0);
}

main().catch((e) => fail(e.stack || String(e)));
