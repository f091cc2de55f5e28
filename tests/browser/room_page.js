#!/usr/bin/env node
// The page's side of an online room against a scripted room server (Playwright's WebSocket
// route; /healthz answered "ok"): "Play with friends" shows only when a server answers; the
// setup makes a room and sends `create`; the lobby reads out the code and offers Copy invite
// link and Start; the server's view takes it to the table, where your card goes out as an `act`
// and the answer animates; a reaction shows at its plate; a dropped socket says "Reconnecting…"
// and says hello again with the seat's token. Screenshots of the lobby and the table online at
// five sizes. The real server's end-to-end test is the lead's.
// fixtures/room-views.json: the match of seed 2 (Classic, 4 seats) as seat 0 may know it
// (PublicView), when it joins and after its first legal play (`card`), with that view's hash;
// `watcher`: the same match as a watcher knows it (no hand).
// Usage: node room_page.js SITE_DIR SCREENSHOT_DIR
'use strict';
const fs = require('fs');
const path = require('path');
const { openPage, waitForFrames, runTest, snap } = require('./browser');
const g = require('./game');

const [site, outDir] = process.argv.slice(2);
const views = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', 'room-views.json'), 'utf8'));
const kCode = 'KM7P4RT2X';
const kSizes = [[390, 844], [844, 390], [800, 450], [1280, 800], [1920, 1080]];

function frame(type, fields) { return JSON.stringify(Object.assign({ v: 2, type }, fields)); }

function roomFrame(stage, seats) {
  return frame('room', { room: kCode, stage, rounds: 1, rules: views.joined.state.rules, fill: 'casual', spectators: 0, seats });
}

const kLobbySeats = [
  { name: 'Ann', kind: 'person', level: '', connected: true },
  { name: '', kind: 'empty', level: '', connected: false },
  { name: '', kind: 'ai', level: 'casual', connected: false },
  { name: '', kind: 'empty', level: '', connected: false },
];
const kPlayingSeats = [
  { name: 'Ann', kind: 'person', level: '', connected: true },
  { name: 'Bo', kind: 'person', level: '', connected: true },
  { name: '', kind: 'ai', level: 'casual', connected: false },
  { name: 'Cy', kind: 'ai-for-person', level: 'casual', connected: false },
];

// The scripted server: what it heard, and its answers.
function scriptedServer(heard) {
  return (ws) => {
    heard.connections.push(ws);
    ws.onMessage((text) => {
      const m = JSON.parse(text);
      heard.messages.push(m);
      if (m.type === 'create') {
        ws.send(frame('welcome', { room: kCode, role: 'player', seat: 0, token: 'secret-token' }));
        ws.send(roomFrame('lobby', kLobbySeats));
      } else if (m.type === 'hello') {
        ws.send(frame('welcome', { room: kCode, role: 'player', seat: 0 }));
        ws.send(roomFrame('playing', kPlayingSeats));
        ws.send(JSON.stringify(heard.latest));
      } else if (m.type === 'start') {
        ws.send(roomFrame('playing', kPlayingSeats));
        heard.latest = views.joined;
        ws.send(JSON.stringify(views.joined));
      } else if (m.type === 'act') {
        heard.latest = views.next;
        ws.send(JSON.stringify(views.next));
      } else if (m.type === 'react') {
        ws.send(frame('reaction', { seat: 0, reaction: m.reaction }));
      }
    });
  };
}

// The page at each size (its view that wide), and a screenshot of each when wanted.
async function shoot(page, name, failures) {
  if (!outDir) return;
  for (const [w, h] of kSizes) {
    await page.setViewportSize({ width: w, height: h });
    await g.settle(page, 8);
    const state = await g.probe(page);
    if (state.view.w !== w) failures.push(`${name} ${w}x${h}: the view is ${state.view.w} wide`);
    await snap(page, outDir, `room-${name}-${w}x${h}.png`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await g.settle(page, 6);
}

runTest('room_page', site, async ({ browser, url }, failures) => {
  const check = (ok, what) => { if (!ok) failures.push(what); };
  // Without a room server (the test's static server answers /healthz with something else).
  {
    const opened = await openPage(browser, url, { width: 1280, height: 800 });
    await opened.page.goto(url);
    await waitForFrames(opened.page, 3, 30000);
    await g.settle(opened.page, 20);
    const s = await g.probe(opened.page);
    check(s.roomsOffered === false && !g.find(s, 'button:play-with-friends'), 'rooms offered with no room server');
    for (const p of opened.problems) failures.push(`no server: ${p}`);
    await opened.context.close();
  }
  const heard = { connections: [], messages: [], latest: null };
  const address = url + '?name=Ann';
  const opened = await openPage(browser, address, { width: 1280, height: 800 });
  const { page } = opened;
  await page.route('**/healthz', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'ok' }));
  await page.routeWebSocket(/\/rooms$/, scriptedServer(heard));
  await page.goto(address);
  await waitForFrames(page, 3, 30000);
  await g.waitFor(page, (s) => s.roomsOffered && g.find(s, 'button:play-with-friends'), 'Play with friends', 20000);
  await g.pressNamed(page, page, 'button:play-with-friends');
  await g.waitFor(page, (s) => g.find(s, 'button:create-room'), 'Create the room', 10000);
  await g.pressNamed(page, page, 'button:create-room');
  const lobby = await g.waitFor(page, (s) => s.screen === 'lobby' && s.room && s.room.code === kCode && g.find(s, 'button:start-room'),
                                'the lobby', 20000);
  const create = heard.messages.find((m) => m.type === 'create');
  check(create && create.name === 'Ann' && create.seats.length >= 3 && create.seats[0].kind === 'person', `create: ${JSON.stringify(create)}`);
  check(lobby.room.role === 'player' && lobby.room.seat === 0 && lobby.room.connected, `the lobby's room: ${JSON.stringify(lobby.room)}`);
  check(g.find(lobby, 'button:copy-invite'), 'no Copy invite link');
  // Kept under the room server's origin (the page's own) and the room's code.
  const server = url.replace(/^http/, 'ws').replace(/\/$/, '');
  const stored = await page.evaluate((key) => localStorage.getItem(key), `popejoan-room-${kCode}@${server}`);
  check(stored === 'secret-token', `the seat's token was not kept under ${server}: ${stored}`);
  await shoot(page, 'lobby', failures);

  await g.pressNamed(page, page, 'button:start-room');
  const table = await g.waitFor(page, (s) => s.screen === 'table' && s.human === 0 && g.find(s, 'card:' + views.card), 'the table, my turn', 20000);
  check(table.room.stage === 'playing' && table.room.seats.length === 4, `the table's room: ${JSON.stringify(table.room)}`);
  await shoot(page, 'table', failures);
  await g.pressNamed(page, page, 'card:' + views.card);
  const act = await (async () => {
    for (let i = 0; i < 50; i++) {
      const found = heard.messages.find((m) => m.type === 'act');
      if (found) return found;
      await g.settle(page, 2);
    }
    return null;
  })();
  check(act && act.step === 0 && act.action === views.action, `the act sent: ${JSON.stringify(act)}`);
  await g.waitFor(page, (s) => s.hash === views.nextHash && !s.animating, 'the answer shown', 20000);

  // A reaction goes out and comes back as a bubble (the mirror's button, as a screen reader's).
  await page.evaluate(() => window.Module.ccall('popejoan_mirror_activate', 'number', ['string'], ['button:react-well-played']));
  await g.settle(page, 10);
  check(heard.messages.some((m) => m.type === 'react' && m.reaction === 'well-played'), 'no react sent');
  if (outDir) await snap(page, outDir, 'room-reaction-1280x800.png');

  // The server drops the socket: "Reconnecting…", then a hello with the token.
  await page.setViewportSize({ width: 390, height: 844 });
  await g.settle(page, 6);
  heard.connections[heard.connections.length - 1].close();
  await g.waitFor(page, (s) => s.room && !s.room.connected, 'the room to be disconnected', 10000);
  if (outDir) await snap(page, outDir, 'room-reconnecting-390x844.png');
  await g.waitFor(page, (s) => s.room && s.room.connected, 'the room to reconnect', 20000);
  const hello = heard.messages.filter((m) => m.type === 'hello').pop();
  check(hello && hello.room === kCode && hello.token === 'secret-token', `the hello: ${JSON.stringify(hello)}`);
  for (const p of opened.problems) failures.push(p);
  await opened.context.close();

  // A friend opens the invite link with no seat of their own: they watch, and see no hand.
  const watched = { messages: [] };
  const link = `${url}?room=${kCode.toLowerCase()}`;
  const watcher = await openPage(browser, link, { width: 390, height: 844, mobile: true });
  await watcher.page.route('**/healthz', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'ok' }));
  await watcher.page.routeWebSocket(/\/rooms$/, (ws) => {
    ws.onMessage((text) => {
      const m = JSON.parse(text);
      watched.messages.push(m);
      if (m.type !== 'hello') return;
      ws.send(frame('welcome', { room: kCode, role: 'spectator', seat: -1 }));
      ws.send(roomFrame('playing', kPlayingSeats));
      ws.send(JSON.stringify(views.watcher));
    });
  });
  await watcher.page.goto(link);
  await waitForFrames(watcher.page, 3, 30000);
  const watching = await g.waitFor(watcher.page, (s) => s.screen === 'table' && s.room && s.room.role === 'spectator', 'watching', 20000);
  const first = watched.messages[0];
  check(first && first.type === 'hello' && first.room === kCode && !first.token, `the watcher's hello: ${JSON.stringify(first)}`);
  check(!watching.targets.some((t) => t.name.startsWith('card:')), 'a watcher was shown a hand');
  check(watching.human === -1, 'a watcher was asked to play');
  if (outDir) await snap(watcher.page, outDir, 'room-watching-390x844.png');
  for (const p of watcher.problems) failures.push(`watcher: ${p}`);
  await watcher.context.close();
  return `${heard.messages.length} messages`;
});
