#!/usr/bin/env node
// Play with friends across a fleet (docs/online.md, "Scaling out"), end to end: a redis-server of
// the test's own and two popejoan-servers A and B on it, each serving the real page on its own
// loopback port (both origins allowed by both). Ann (1280x800) makes a room of four (three
// people, one AI) on A; Bea (a phone, by touch) opens the invite link on A, Cal (800x450) opens
// the room's code on B's origin: his frames go through B and Redis to A, which runs the room. The
// three play by clicking and tapping the table. Mid-deal A is killed (SIGKILL) and started again
// on its port: B takes the room over (Cal keeps his socket), Ann's and Bea's pages reconnect by
// themselves and are relayed to B; every page is where it was, and the match is played to its
// final standings. Every frame each page received is checked for another seat's cards, and the
// three pages end on the same state.
// Usage: node fleet_rooms.js SITE_DIR SERVER_BINARY SCREENSHOT_DIR
'use strict';
const { spawn, execFileSync } = require('child_process');
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');
const { runTest } = require('./browser');
const g = require('./game');
const { openRoomPage: open, shooter, checkNoOtherCards } = require('./room_server');

const [site, serverBin, outDir] = process.argv.slice(2);
const { shoot } = shooter(outDir, 'fleet-rooms');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'popejoan-fleet-rooms-'));
const children = [];

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

// redis-server on a free loopback port in the temporary folder; resolves with its port.
async function startRedis() {
  const port = await freePort();
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes',
                                       '--appendfsync', 'always', '--dir', tmp, '--logfile', path.join(tmp, 'redis.log')], { stdio: 'ignore' });
  children.push(redis);
  for (let i = 0; i < 250; ++i) {
    try {
      if (execFileSync('redis-cli', ['-h', '127.0.0.1', '-p', String(port), 'ping'], { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString().includes('PONG')) return port;
    } catch (e) { /* not yet */ }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('redis-server did not start');
}

// popejoan-server on `port`, on the Redis, both origins allowed; resolves with its URL.
function startServer(port, redisPort, origins) {
  return new Promise((resolve, reject) => {
    const server = spawn(serverBin, ['--site', site, '--port', String(port), '--store', `redis://127.0.0.1:${redisPort}`,
                                     '--origins', origins.join(','), '--seed', '21', '--grace', '30',
                                     // the AI seat decides at once: nothing here is about its pace,
                                     // whose 600 ms a decision, waited for by every page, added up
                                     '--ai-pace-ms', '0',
                                     // every page comes from 127.0.0.1: no limits per address
                                     '--connections-per-address', '0', '--rooms-per-minute', '0',
                                     '--open-rooms-per-address', '0'],
                         { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(server);
    let out = '';
    let err = '';
    server.stderr.on('data', (d) => {
      process.stderr.write(d);
      err += d;
      const m = /server (\S+) joined the fleet/.exec(err);
      if (m) server.fleetId = m[1];
    });
    server.stdout.on('data', (d) => {
      out += d;
      const m = /on (http:\/\/[^ ]+) \(rooms at \/rooms\)/.exec(out);
      if (m) resolve({ url: m[1], server });
    });
    server.on('error', reject);
    server.on('exit', (code, signal) => reject(new Error(`a server exited (${code}, ${signal})`)));
  });
}

// Waits (up to `limitMs`) until Redis names `server` as the owner of room `code`.
async function ownerIs(redisPort, code, server, what, limitMs) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const owner = execFileSync('redis-cli', ['-h', '127.0.0.1', '-p', String(redisPort), 'GET', `popejoan:owner:${code}`]).toString().trim();
    if (owner === server) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}: the owner is ${owner || 'nobody'}, not ${server}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// What each page and the fleet hold, for a wait that timed out: the pages' connection and the
// frames since their last counted welcome, the room's owner and the live servers.
async function whereAre(players, welcomes, redisPort, code) {
  const lines = [];
  for (const [i, p] of players.entries()) {
    const s = await g.probe(p.page);
    const since = p.received.filter((m) => m.type === 'welcome').length - welcomes[i];
    lines.push(`${p.name}: connected=${s.room && s.room.connected} animating=${s.animating} screen=${s.screen} human=${s.human} ` +
               `welcomes since=${since} sockets=${p.sockets.length} last received=${p.received.slice(-6).map((m) => m.type + (m.error ? `(${m.error})` : '')).join(',')} ` +
               `last sent=${p.sent.slice(-4).map((m) => m.type).join(',')}`);
  }
  const redis = (...args) => execFileSync('redis-cli', ['-h', '127.0.0.1', '-p', String(redisPort), ...args]).toString().trim().replace(/\n/g, ' ');
  lines.push(`owner=${redis('GET', `popejoan:owner:${code}`)} alive=${redis('KEYS', 'popejoan:alive:*')}`);
  return lines.join('\n');
}

// What a page's probe offers it to do, as room_server.js's playStep presses it: its own decision
// with nothing moving, or the next deal (null: nothing).
function moveOf(s) {
  if (s.screen !== 'table') return null;
  const choice = s.dealOver ? g.find(s, 'button:next-deal') || g.find(s, 'button:final-standings')
                            : (s.human >= 0 && !s.animating ? g.humanChoice(s) : null);
  return choice && choice.enabled ? choice : null;
}

// Plays the seated pages until `done(probes, decisions)`: each page whose probe offers it
// something does it, from a probe taken just before its press, side by side
// (at a deal's end every page has its "Next deal"). A press waits for its page's frames, slow on
// a loaded machine: most of the test's time.
async function playUntil(players, done, what, limitMs) {
  const deadline = Date.now() + (limitMs || 240000);
  let decisions = 0;
  for (;;) {
    const probes = await Promise.all(players.map((p) => g.probe(p.page)));
    if (done(probes, decisions)) return { probes, decisions };
    if (Date.now() > deadline) {
      throw new Error(`timed out playing until ${what}: ${probes.map((s) => `${s.screen} human=${s.human} dealOver=${s.dealOver} animating=${s.animating} connected=${s.room && s.room.connected}`).join(' | ')}`);
    }
    const acted = await Promise.all(players.map(async (p, i) => {
      if (!moveOf(probes[i])) return false;
      // Probed again just before the press: on a loaded machine the page may have moved on since
      // (a deal ended, the final standings came), and a press where a stale probe saw a card
      // would land on whatever is there now ("New match" once sent Ann's page to the setup).
      const choice = moveOf(await g.probe(p.page));
      if (choice) await g.press(p.page, p.page, choice, { touch: p.touch });
      return !!choice;
    }));
    decisions += acted.filter((a) => a).length;
    if (!acted.some((a) => a)) await new Promise((r) => setTimeout(r, 50));
  }
}

runTest('fleet_rooms', site, async ({ browser }, failures) => {
  const check = (ok, what) => { if (!ok) failures.push(what); };
  // Seconds each part took, for the note (where the time goes).
  const laps = [];
  let lapped = Date.now();
  const lap = (what) => {
    const now = Date.now();
    laps.push(`${what} ${((now - lapped) / 1000).toFixed(1)}`);
    lapped = now;
  };
  try {
    const redisPort = await startRedis();
    const [portA, portB] = [await freePort(), await freePort()];
    const origins = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
    const { url: urlA, server: serverA } = await startServer(portA, redisPort, origins);
    const { url: urlB, server: serverB } = await startServer(portB, redisPort, origins);

    // Ann makes the room on A: three people and a casual AI.
    const ann = await open(browser, `${urlA}/?name=Ann&pace=instant`, 'Ann', { width: 1280, height: 800 });
    await g.waitFor(ann.page, (s) => s.roomsOffered && g.find(s, 'button:play-with-friends'), 'Play with friends', 30000);
    await g.pressNamed(ann.page, ann.page, 'button:play-with-friends');
    await g.waitFor(ann.page, (s) => g.find(s, 'button:create-room'), 'the room form', 10000);
    for (const id of ['setup:players-4', 'setup:seat-2-person', 'setup:seat-3-person', 'setup:seat-4-casual']) {
      await ann.page.evaluate((i) => window.Module.ccall('popejoan_mirror_activate', 'number', ['string'], [i]), id);
      await g.settle(ann.page, 3);
    }
    await g.pressNamed(ann.page, ann.page, 'button:create-room');
    const lobby = await g.waitFor(ann.page, (s) => s.screen === 'lobby' && s.room && s.room.code && s.room.seats.length === 4, 'the lobby', 20000);
    const code = lobby.room.code;

    // Bea opens the invite link on A; Cal opens the same room's code on B's origin (side by side).
    const [bea, cal] = await Promise.all([
      open(browser, `${urlA}/?room=${code.toLowerCase()}&name=Bea&pace=instant`, 'Bea', { width: 390, height: 844, mobile: true }),
      open(browser, `${urlB}/?room=${code}&name=Cal&pace=instant`, 'Cal', { width: 800, height: 450 })]);
    // One after the other: a seat taken moves the lobby's other Take seat buttons (pressed side by
    // side, Cal's press once missed his).
    for (const [p, seat] of [[bea, 1], [cal, 2]]) {
      const s = await g.waitFor(p.page, (x) => x.room && x.room.code === code && (x.room.role === 'player' || g.find(x, `button:take-seat-${seat}`)),
                                `${p.name}: the room`, 20000);
      if (s.room.role !== 'player') await g.pressNamed(p.page, p.page, `button:take-seat-${seat}`, { touch: p.touch });
      const seated = await g.waitFor(p.page, (x) => x.room && x.room.role === 'player' && x.room.seat >= 1, `${p.name}: a seat`, 20000);
      check(seated.room.seat === seat, `${p.name} took seat ${seated.room.seat}, not ${seat}`);
    }
    await g.waitFor(ann.page, (s) => s.room.seats.filter((x) => x.kind === 'person' && x.connected).length === 3, 'three people in the lobby', 20000);
    const owner = execFileSync('redis-cli', ['-h', '127.0.0.1', '-p', String(redisPort), 'GET', `popejoan:owner:${code}`]).toString().trim();
    check(owner && owner === serverA.fleetId, `the room is run by ${owner}, not by A (${serverA.fleetId})`);
    await shoot(cal, 'lobby-on-B');
    await g.pressNamed(ann.page, ann.page, 'button:start-room');
    const players = [ann, bea, cal];
    await Promise.all(players.map((p) => g.waitFor(p.page, (s) => s.screen === 'table', `${p.name}: the table`, 30000)));
    lap('to the table');
    await playUntil(players, (ps, decisions) => decisions >= 4 && ps.every((s) => !s.dealOver && !s.animating), 'a few plays', 120000);
    await shoot(cal, 'table-on-B');
    lap('a few plays');

    // A, which runs the room, is killed (SIGKILL) mid-deal with the pages at rest and started again
    // on its port (a new server id, as a balancer's address would lead back to a live server).
    // Cal's socket to B stays: B takes the room over from Redis; Ann's and Bea's pages reconnect
    // by themselves to the new A, which relays them to B. Each page is where it was.
    const before = await Promise.all(players.map((p) => g.waitFor(p.page, (s) => !s.animating, `${p.name} at rest`, 30000)));
    let inflight = '';
    const welcomes = players.map((p) => p.received.filter((m) => m.type === 'welcome').length);
    const aGone = new Promise((r) => serverA.once('exit', r));  // its port free again before it is reused
    serverA.kill('SIGKILL');
    await Promise.all([ann, bea].map((p) => g.waitFor(p.page, (s) => !s.room.connected, `${p.name}: "Reconnecting"`, 20000)));
    await shoot(ann, 'reconnecting');
    await aGone;
    // A comes back only once B has claimed the room (through Cal's relay, within A's 3 s lease and
    // B's 1 s check): a page's hello to a new A at once would race B for it, and whichever won
    // decides which server the next step kills.
    await ownerIs(redisPort, code, serverB.fleetId, 'B claims the room after A\'s death', 30000);
    const { server: serverA2 } = await startServer(portA, redisPort, origins);
    // Each page welcomed again (Cal's by B on his socket) and sent a view since.
    const movedOn = (p, i) => {
      const at = p.received.findIndex((m, k) => m.type === 'welcome' && p.received.slice(0, k + 1).filter((x) => x.type === 'welcome').length > welcomes[i]);
      return at >= 0 && p.received.slice(at).some((m) => m.type === 'view');
    };
    const after = await Promise.all(players.map((p, i) => g.waitFor(p.page, (s) => movedOn(p, i) && s.room.connected && !s.animating,
                                                                   `${p.name} back in the room`, 90000)));
    players.forEach((p, i) => check(after[i].hash === before[i].hash, `${p.name}: the match after A's death is not where it was (${before[i].hash} -> ${after[i].hash})`));
    const movedTo = execFileSync('redis-cli', ['-h', '127.0.0.1', '-p', String(redisPort), 'GET', `popejoan:owner:${code}`]).toString().trim();
    check(movedTo === serverB.fleetId, `after A's death the room is run by ${movedTo}, not by B`);
    await shoot(cal, 'after-the-move-on-B');
    lap('A killed, B runs the room');

    // An act lost with its owner: B runs the room now, Ann is relayed to it through the new A. At
    // Ann's turn B is frozen (SIGSTOP), her page plays a card, and B is killed (then started again
    // on its port for Cal's page): the card never reached the room. Every page must get past that
    // moment, Ann's offering her turn again (docs/online.md: "An act sent in those seconds is lost,
    // never applied: the view sent after the move shows it still to be made").
    await playUntil(players, (ps) => ps[0].screen === 'table' && ps[0].human >= 0 && !ps[0].animating && ps.every((x) => !x.dealOver),
                    'Ann\'s turn', 120000);
    const annTurn = await g.probe(ann.page);
    const welcomes2 = players.map((p) => p.received.filter((m) => m.type === 'welcome').length);
    // B stopped first (SIGSTOP), so the card reaches Redis but never B: it is lost with B.
    serverB.kill('SIGSTOP');
    const acts = ann.sent.filter((m) => m.type === 'act').length;
    await g.press(ann.page, ann.page, g.humanChoice(annTurn), {});
    await g.waitFor(ann.page, () => ann.sent.filter((m) => m.type === 'act').length > acts, 'Ann\'s card sent', 10000);
    await new Promise((r) => setTimeout(r, 300));  // through the new A and Redis to B's channel
    const bGone = new Promise((r) => serverB.once('exit', r));  // a stopped process takes a moment to die
    serverB.kill('SIGKILL');
    await bGone;
    // The same for B: the new A claims the room (for Ann and Bea, relayed to B) before Cal's page
    // can reach a new B.
    await ownerIs(redisPort, code, serverA2.fleetId, 'the new A claims the room after B\'s death', 30000);
    await startServer(portB, redisPort, origins);
    welcomes.splice(0, 3, ...welcomes2);
    // A page's retries wait 1, 2, 4, 8, then 16 s: Cal's may be in its 16 s wait when B is back.
    try {
      await Promise.all(players.map((p, i) => g.waitFor(p.page, (x) => movedOn(p, i) && x.room.connected && !x.animating,
                                                        `${p.name} back in the room after B's death`, 90000)));
    } catch (e) {
      throw new Error(`${e.message.split(':')[0]}\n${await whereAre(players, welcomes, redisPort, code)}`);
    }
    const annAfter = await g.probe(ann.page);
    check(annAfter.hash === annTurn.hash, `Ann's lost card was applied (${annTurn.hash} -> ${annAfter.hash})`);
    check(annAfter.human >= 0, 'Ann\'s page does not offer her turn again after her card was lost');
    await shoot(ann, 'card-lost');
    inflight = `lost; Ann's page offered her turn again: ${annAfter.human >= 0}`;
    lap('B killed, a card lost');

    // To the final standings, every page at the same place.
    const { decisions } = await playUntil(players, (ps) => ps.every((s) => s.screen === 'match-over' || s.matchOver), 'the final standings', 360000);
    lap('to the final standings');
    const finals = await Promise.all(players.map((p) => g.probe(p.page)));
    await shoot(cal, 'standings-on-B');
    finals.forEach((s, i) => check(s.hash === finals[0].hash, `${players[i].name} ends at ${s.hash}, Ann at ${finals[0].hash}`));
    let views = 0;
    for (const p of players) views += checkNoOtherCards(p, failures);
    // The browser logs each socket refused while A was down: expected; anything else is not.
    const expected = /WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/rooms' failed: .*ERR_CONNECTION_REFUSED/;
    for (const p of players) for (const problem of p.problems) if (!expected.test(problem)) failures.push(`${p.name}: ${problem}`);
    const calSocket = cal.received.some((m) => m.type === 'view');
    check(calSocket, 'Cal (on B) was sent no view');
    return `${decisions} decisions, ${views} views checked, Cal relayed through B, then A killed and the room moved to B, then B killed with Ann's card in flight (${inflight}); ` +
           `seconds: ${laps.join(', ')}`;
  } finally {
    for (const c of children) c.kill('SIGKILL');
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
