// Shared set-up for the room browser tests that run the real popejoan-server.
//
//   const { startRoomServer, openRoomPage, shooter } = require('./room_server');
//   const server = await startRoomServer({ site, serverBin, name: 'room-seats', args: ['--seed', '41'] });
//   try { ... server.url ... } finally { await server.stop(); }
//
// startRoomServer({ site, serverBin, name, args, port }): popejoan-server on 127.0.0.1, on `port`
//   (0, the default: a free one), with a fresh temporary folder (`tmp`, named after `name`) and
//   its SQLite file (`db`), then `args`. Resolves with { url, port, tmp, db, child,
//   kill(signal), restart(args), stop() }: kill ends the process (SIGKILL unless told) and
//   keeps the folder; restart starts it again on the same port and file (with other `args` if
//   given); stop kills it and removes the folder. The process and folder also go when node exits,
//   whatever way the test ends. With `--store` in `args` there is no --db (the folder is made
//   all the same).
// openRoomPage(browser, url, name, viewport, { context }): openPage's page (a new context, or a
//   new page of `context`) with `name`, `viewport`, `touch` (a mobile viewport), and every
//   WebSocket frame it received (`received`, each step made the whole view it gives: view_steps.js)
//   and sent (`sent`), parsed, and the sockets' URLs (`sockets`, with their step `readers`); a
//   frame that is not JSON is one of its `problems`. Resolves once it drew 3 frames.
// shooter(outDir, prefix, sizes): { shoot(player, name), shootSizes(player, name, only) } writing
//   `${prefix}-${name}-WxH.png` (`${prefix}-WxH.png` without a name) at the page's size, or at
//   each of `only`, else `sizes`, else the five of the layout matrix, and back to its own size;
//   both do nothing without an `outDir` or unless screenshots are wanted (POPEJOAN_SCREENSHOTS=1).
// playStep(player, holdAtDealEnd): one thing `player` can do now at the table, its own decision
//   or the next deal (not that with `holdAtDealEnd`), pressed (tapped on a touch page); true if done.
// createRoom(player, choices, seats): on `player`'s setup, "Play with friends", each of `choices`
//   (the accessible controls' ids, e.g. 'setup:players-3'), then "Create the room"; resolves with
//   the probe of its lobby once it has its code and its `seats` seats (any, if not given).
// kPublicTableArgs: the server's flags the public tables' tests share.
// checkNoOtherCards(player, failures): no card of another seat in any view `player` received
//   before that deal's end; returns how many views it checked.
'use strict';
const { spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { openPage, waitForFrames, snap, screenshotDir } = require('./browser');
const { StepReader } = require('../view_steps');
const g = require('./game');

const kSizes = [[390, 844], [844, 390], [800, 450], [1280, 800], [1920, 1080]];
const kDealOver = 3, kMatchOver = 4;  // Phase::kDealOver, kMatchOver, as views carry them

// Spawns the server; resolves with { child, url } once it says where it listens.
function spawnServer(serverBin, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(serverBin, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => {  // read on to the end: a full pipe would stop the server
      if (out === null) return;
      out += d;
      const m = /on (http:\/\/[^ ]+) \(rooms at \/rooms\)/.exec(out);
      if (m) {
        out = null;
        resolve({ child, url: m[1] });
      }
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (out !== null) reject(new Error(`popejoan-server exited before listening (${code}, ${signal}): ${args.join(' ')}`));
    });
  });
}

async function startRoomServer({ site, serverBin, name, args, port }) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `popejoan-${name || 'room'}-`));
  const db = path.join(tmp, 'rooms.sqlite');
  const server = { tmp, db, port: port || 0, child: null, url: null, args: args || [] };
  const cleanUp = () => {
    if (server.child && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  process.on('exit', cleanUp);

  server.restart = async (newArgs) => {
    if (newArgs) server.args = newArgs;
    const flags = ['--site', site, '--host', '127.0.0.1', '--port', String(server.port)];
    if (!server.args.includes('--store')) flags.push('--db', db);
    const started = await spawnServer(serverBin, flags.concat(server.args));
    server.child = started.child;
    server.url = started.url;
    server.port = Number(new URL(started.url).port);
    return server.url;
  };
  // Ends the process (the folder stays); resolves once it has exited.
  server.kill = (signal) => new Promise((resolve) => {
    const child = server.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal || 'SIGKILL');
  });
  server.stop = async () => {
    await server.kill('SIGKILL');
    cleanUp();
    process.removeListener('exit', cleanUp);
  };
  try {
    await server.restart();
  } catch (e) {
    cleanUp();
    throw e;
  }
  return server;
}

async function openRoomPage(browser, url, name, viewport, options) {
  const context = options && options.context;
  const opened = context ? { context, page: await context.newPage(), problems: [] } : await openPage(browser, url, viewport);
  const player = Object.assign(opened, { name, viewport, touch: !!viewport.mobile, received: [], sent: [], sockets: [], readers: [] });
  const parse = (payload, into) => {
    try { into.push(JSON.parse(payload)); } catch (e) { player.problems.push(`a frame not JSON: ${payload}`); }
  };
  player.page.on('websocket', (ws) => {
    player.sockets.push(ws.url());
    const reader = new StepReader();  // a new connection starts from a whole view
    player.readers.push(reader);
    ws.on('framereceived', ({ payload }) => {
      const before = player.received.length;
      parse(payload, player.received);
      if (player.received.length > before) player.received[before] = reader.read(player.received[before]);
    });
    ws.on('framesent', ({ payload }) => parse(payload, player.sent));
  });
  await player.page.goto(url);
  await waitForFrames(player.page, 3, 30000);
  return player;
}

function shooter(outDir, prefix, sizes) {
  const dir = screenshotDir(outDir);
  const shoot = async (player, name) => {
    if (!dir) return;
    fs.mkdirSync(outDir, { recursive: true });
    await g.settle(player.page, 6);
    const { width, height } = player.page.viewportSize();
    const file = [prefix, name, `${width}x${height}.png`].filter((part) => part).join('-');
    await snap(player.page, dir, file);
  };
  // The same screen at each size, on one page (then back to its own size).
  const shootSizes = async (player, name, only) => {
    if (!dir) return;
    const own = player.page.viewportSize();
    for (const [width, height] of only || sizes || kSizes) {
      await player.page.setViewportSize({ width, height });
      await shoot(player, name);
    }
    await player.page.setViewportSize(own);
    await g.settle(player.page, 6);
  };
  return { shoot, shootSizes };
}

async function playStep(player, holdAtDealEnd) {
  const s = await g.probe(player.page);
  if (s.screen !== 'table' || (holdAtDealEnd && s.dealOver)) return false;
  const next = g.find(s, 'button:next-deal') || g.find(s, 'button:final-standings');
  const choice = s.dealOver ? next : (s.human >= 0 && !s.animating ? g.humanChoice(s) : null);
  if (!choice || !choice.enabled) return false;
  await g.press(player.page, player.page, choice, { touch: player.touch });
  return true;
}

const hex = (h) => BigInt('0x' + h);

function checkNoOtherCards(player, failures) {
  let views = 0;
  for (const m of player.received) {
    if (m.type !== 'view') continue;
    ++views;
    const s = m.state.state;
    if (s.phase_ === kDealOver || s.phase_ === kMatchOver || s.clearing_) continue;
    s.hands_.forEach((h, t) => {
      if (t !== m.seat && hex(h) !== 0n) failures.push(`${player.name} (seat ${m.seat}) was sent seat ${t}'s cards at step ${m.step}`);
    });
    s.owner_.forEach((o, c) => {
      if (o >= 0 && o < 8 && o !== m.seat) failures.push(`${player.name} was told who holds card ${c} at step ${m.step}`);
    });
  }
  return views;
}

async function createRoom(player, choices, seats) {
  const page = player.page;
  await g.waitFor(page, (s) => s.roomsOffered && g.find(s, 'button:play-with-friends'), `${player.name}: Play with friends`, 30000);
  await g.pressNamed(page, page, 'button:play-with-friends');
  await g.waitFor(page, (s) => g.find(s, 'button:create-room'), `${player.name}: the room form`, 10000);
  for (const id of choices || []) {
    await page.evaluate((i) => window.Module.ccall('popejoan_mirror_activate', 'number', ['string'], [i]), id);
    await g.settle(page, 3);
  }
  await g.pressNamed(page, page, 'button:create-room');
  return g.waitFor(page, (s) => s.screen === 'lobby' && s.room && s.room.code && s.room.seats.length === (seats || s.room.seats.length) && s.room.seats.length > 0,
                   `${player.name}: the lobby`, 20000);
}

// The public tables' tests' server: a fixed seed, quick turn clocks and AI, and no limit on one
// address's connections or rooms (every page of the test comes from 127.0.0.1).
const kPublicTableArgs = ['--seed', '38', '--clock-percent', '20', '--ai-pace-ms', '150', '--pope-pause-ms', '300',
                          '--connections-per-address', '0', '--rooms-per-minute', '0'];

module.exports = { startRoomServer, openRoomPage, shooter, createRoom, playStep, checkNoOtherCards, kSizes, kPublicTableArgs };
