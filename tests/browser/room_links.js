#!/usr/bin/env node
// A seat's token goes only to the server that issued it (docs/online.md, "Security"), with the
// real popejoan-server serving the page and a fake room server of the test's own on another
// loopback port that records everything that reaches it (every TCP connection, every HTTP
// request, every WebSocket frame, unmasked).
//  1. Ann makes a room on the real server: her seat's token is kept under that server's origin
//     and the room's code. The same browser opens a link naming the fake server with that room's
//     code: the page says the link was not opened (screenshots at five sizes, and in French), and
//     the fake server hears nothing at all: no connection, no /healthz, no token.
//  2. The server again on the same port and file, now allowing the fake server
//     (--room-servers): the same link connects there, and its hello carries no token (the token
//     kept is the real server's). A token kept the old way (under the room's code alone) is not
//     sent there either; opened on the page's own server, it retakes Ann's seat and is kept again
//     under the server's origin.
// No CSP violation and no console error in any page.
// Usage: node room_links.js SITE_DIR SERVER_BINARY SCREENSHOT_DIR
'use strict';
const crypto = require('crypto');
const http = require('http');
const { openPage, waitForFrames, runTest } = require('./browser');
const g = require('./game');
const { startRoomServer, shooter } = require('./room_server');

const [site, serverBin, outDir] = process.argv.slice(2);
const { shootSizes: shoot } = shooter(outDir, 'room-links');
const kServerArgs = ['--seed', '5', '--connections-per-address', '0', '--rooms-per-minute', '0'];

// The WebSocket frames in `buffer` a client sent (masked), as text; what is left of a frame cut short.
function readFrames(buffer, texts) {
  let at = 0;
  for (;;) {
    if (buffer.length < at + 2) break;
    const opcode = buffer[at] & 15;
    let length = buffer[at + 1] & 127;
    let head = 2;
    if (length === 126) { if (buffer.length < at + 4) break; length = buffer.readUInt16BE(at + 2); head = 4; }
    if (length === 127) { if (buffer.length < at + 10) break; length = Number(buffer.readBigUInt64BE(at + 2)); head = 10; }
    const masked = (buffer[at + 1] & 128) !== 0;
    const start = at + head + (masked ? 4 : 0);
    if (buffer.length < start + length) break;
    const payload = Buffer.from(buffer.subarray(start, start + length));
    if (masked) for (let i = 0; i < length; ++i) payload[i] ^= buffer[at + head + (i % 4)];
    texts.push(opcode === 1 ? payload.toString('utf8') : `(opcode ${opcode})`);
    at = start + length;
  }
  return buffer.subarray(at);
}

// A room server of the test's own on 127.0.0.1: /healthz answers "ok" to any page, a WebSocket is
// accepted and never answered; everything that arrives is kept in `heard`.
function fakeRoomServer() {
  const heard = { connections: 0, bytes: '', requests: [], frames: [] };
  const fake = http.createServer((req, res) => {
    heard.requests.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' });
    res.end(req.url === '/healthz' ? 'ok' : 'nothing here');
  });
  fake.on('connection', (socket) => {
    ++heard.connections;
    socket.on('data', (d) => { heard.bytes += d.toString('latin1'); });
  });
  fake.on('upgrade', (req, socket, head) => {
    heard.requests.push(`${req.method} ${req.url} (upgrade from ${req.headers.origin})`);
    const accept = crypto.createHash('sha1').update(req.headers['sec-websocket-key'] + '258EAFA5-E914-47DA-95CA-C5AB0DC85B11')
      .digest('base64');
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
    let pending = Buffer.from(head);
    pending = readFrames(pending, heard.frames);
    socket.on('data', (d) => { pending = readFrames(Buffer.concat([pending, d]), heard.frames); });
    socket.on('error', () => {});
  });
  return new Promise((resolve) => {
    fake.listen(0, '127.0.0.1', () => resolve({ fake, heard, origin: `http://127.0.0.1:${fake.address().port}` }));
  });
}

const tokenKeys = (page) => page.evaluate(() => {
  const kept = {};
  for (let i = 0; i < localStorage.length; ++i) {
    const key = localStorage.key(i);
    if (key.startsWith('popejoan-room-')) kept[key] = localStorage.getItem(key);
  }
  return kept;
});

const mirrorText = (page) => page.evaluate(() => document.getElementById('a11y').textContent);

async function visit(page, address) {
  await page.goto(address);
  await waitForFrames(page, 3, 30000);
}

runTest('room_links', site, async ({ browser }, failures) => {
  const check = (ok, what) => { if (!ok) failures.push(what); };
  const { fake, heard, origin: fakeOrigin } = await fakeRoomServer();
  const fakeRooms = fakeOrigin.replace('http', 'ws') + '/rooms';
  const pages = [];
  const open = async (url, viewport) => {
    const opened = await openPage(browser, url, viewport || { width: 1280, height: 800 }, { origins: [fakeOrigin], init: g.watchCsp });
    pages.push(opened);
    return opened;
  };
  const noCspViolation = async (page, when) => {
    const violations = await page.evaluate(() => window.__cspViolations);
    check(violations.length === 0, `${when}: CSP violations ${JSON.stringify(violations)}`);
  };
  const server = await startRoomServer({ site, serverBin, name: 'room-links', args: kServerArgs });
  let url = server.url;
  const port = server.port;
  const ownServer = `ws://127.0.0.1:${port}`;
  try {
    // ---- 1. Ann's room on the real server; a link to the fake one with its code.
    const ann = await open(url);
    await visit(ann.page, `${url}/?name=Ann`);
    await g.waitFor(ann.page, (s) => s.roomsOffered && g.find(s, 'button:play-with-friends'), 'Play with friends', 30000);
    await g.pressNamed(ann.page, ann.page, 'button:play-with-friends');
    await g.waitFor(ann.page, (s) => g.find(s, 'button:create-room'), 'the room form', 10000);
    await ann.page.evaluate(() => window.Module.ccall('popejoan_mirror_activate', 'number', ['string'], ['setup:seat-2-person']));
    await g.settle(ann.page, 3);
    await g.pressNamed(ann.page, ann.page, 'button:create-room');
    const lobby = await g.waitFor(ann.page, (s) => s.screen === 'lobby' && s.room && s.room.code && s.room.role === 'player',
                                  'the lobby', 20000);
    const code = lobby.room.code;
    const kept = await tokenKeys(ann.page);
    const token = kept[`popejoan-room-${code}@${ownServer}`];
    // Beside it only the room last sat in on that server ("Back to your room"): its code, no token.
    const last = kept[`popejoan-room-last@${ownServer}`];
    check(token && token.length >= 16 && Object.keys(kept).length === (last === undefined ? 1 : 2) && (last === undefined || last === code),
          `the seat's token is kept under the server's origin and the room's code: ${JSON.stringify(kept)}`);
    await noCspViolation(ann.page, 'the lobby');

    const link = `${url}/?server=${encodeURIComponent(fakeRooms)}&room=${code}&name=Ann`;
    await visit(ann.page, link);
    const refused = await g.waitFor(ann.page, (s) => s.linkRefused && g.find(s, 'button:notice-ok'), 'the link refused', 20000);
    const ok = g.find(refused, 'button:notice-ok');
    check(ok.h >= 43.5 && ok.w >= 43.5, `the notice's OK is ${ok.w}x${ok.h}, under 44`);
    check(!refused.roomsOffered && refused.room === null, `a refused link opens nothing: ${JSON.stringify(refused.room)}`);
    const words = await mirrorText(ann.page);
    check(words.includes('This link names a room server this site does not use, so it was not opened.'),
          `the page says why the link was not opened: ${words}`);
    await shoot(ann, 'refused');
    await g.settle(ann.page, 30);  // time for anything that would have gone out
    check(heard.connections === 0 && heard.requests.length === 0 && heard.bytes === '',
          `the server the link named heard something: ${heard.connections} connections, ${JSON.stringify(heard.requests)}`);
    check(!ann.requests.some((r) => r.startsWith(fakeOrigin)), `the page asked the other server: ${ann.requests.join(' ')}`);
    await noCspViolation(ann.page, 'the refused link');
    // OK puts the notice away; the game plays on alone.
    await g.pressNamed(ann.page, ann.page, 'button:notice-ok');
    const after = await g.waitFor(ann.page, (s) => !s.linkRefused, 'the notice put away', 10000);
    check(g.find(after, 'button:deal'), 'the setup screen after the notice');
    // In French.
    const french = await open(url);
    await visit(french.page, `${link}&lang=fr`);
    await g.waitFor(french.page, (s) => s.linkRefused && s.language.shown === 'fr', 'the French notice', 20000);
    const frenchWords = await mirrorText(french.page);
    check(frenchWords.includes('Ce lien désigne un serveur de salons que ce site n’utilise pas'), `French: ${frenchWords}`);
    await shoot(french, 'refused-fr', [[390, 844], [1280, 800]]);
    check(heard.connections === 0, 'the French page reached the other server');

    // ---- 2. The same server on the same port and file, now allowing the fake server.
    // While it is down, a page still open may ask it something (its room server's /healthz, the
    // worker's update): refused, which the browser logs with no address, and on a loaded machine
    // may report after the server is back. Only those: each refused load must be one of the
    // page's requests to this server that failed (a request's failure names its address).
    await server.kill('SIGTERM');
    url = await server.restart(kServerArgs.concat(['--room-servers', fakeOrigin.replace('http', 'ws')]));
    const refusedLoad = 'console error: Failed to load resource: net::ERR_CONNECTION_REFUSED';
    const ownRefused = (p) => p.failed.filter((f) => f.url.startsWith(`${url}/`) && f.error.includes('ERR_CONNECTION_REFUSED')).length;
    // A returning visitor's page comes from its service worker's cache with the headers of its
    // first visit: the first visit after the change may still be under the old policy (which
    // blocks the newly allowed server: nothing reaches it), and refreshes them behind it.
    await visit(ann.page, link);
    let stalePage = false;
    if (!(await g.waitFor(ann.page, () => heard.frames.some((f) => f.includes('"hello"')), 'a hello', 8000).catch(() => null))) {
      stalePage = true;
      const controlled = await ann.page.evaluate(() => !!navigator.serviceWorker.controller);
      check(controlled && heard.connections === 0, `the allowed server was not reached (${controlled ? '' : 'no '}service worker)`);
      const stale = new RegExp(`127\\.0\\.0\\.1:${new URL(fakeOrigin).port}/healthz.*Content Security Policy`);
      ann.problems.splice(0, ann.problems.length, ...ann.problems.filter((p) => !stale.test(p)));
      const cachedCsp = () => ann.page.evaluate(async () => {
        for (const name of await caches.keys()) {
          const hit = await (await caches.open(name)).match(new URL('index.html', location.href).href);
          if (hit) return hit.headers.get('content-security-policy') || '';
        }
        return '';
      });
      for (let i = 0; !(await cachedCsp()).includes(fakeOrigin); ++i) {
        if (i === 200) throw new Error(`the cached page's headers were not refreshed: ${await cachedCsp()}`);
        await g.settle(ann.page, 2);
      }
      await visit(ann.page, link);
    }
    await g.waitFor(ann.page, () => heard.frames.some((f) => f.includes('"hello"')), 'a hello at the allowed server', 20000);
    const hellos = heard.frames.filter((f) => f.includes('"hello"')).map((f) => JSON.parse(f));
    check(hellos.every((h) => h.room === code && !h.token), `the hellos the other server got: ${JSON.stringify(hellos)}`);
    check(heard.requests.some((r) => r === 'GET /healthz') && heard.requests.some((r) => r.startsWith('GET /rooms (upgrade')),
          `the allowed server was asked and opened: ${JSON.stringify(heard.requests)}`);
    check(!heard.bytes.includes(token) && !heard.frames.some((f) => f.includes(token)), 'the real server\'s token reached the other server');
    await noCspViolation(ann.page, 'the allowed server');
    await ann.context.close();
    pages.splice(pages.indexOf(ann), 1);

    // A token kept the old way (the room's code alone): never sent to the other server...
    const bo = await open(url);
    await visit(bo.page, `${url}/`);
    await bo.page.evaluate(([c, t]) => localStorage.setItem('popejoan-room-' + c, t), [code, token]);
    const before = heard.frames.length;
    await visit(bo.page, link);
    await g.waitFor(bo.page, () => heard.frames.slice(before).some((f) => f.includes('"hello"')), 'the old token\'s page at the other server', 20000);
    const oldHellos = heard.frames.slice(before).filter((f) => f.includes('"hello"')).map((f) => JSON.parse(f));
    check(oldHellos.every((h) => !h.token), `a token kept the old way went to the other server: ${JSON.stringify(oldHellos)}`);
    check((await tokenKeys(bo.page))[`popejoan-room-${code}`] === token, 'the old token was dropped by another server\'s link');
    // ...and taken, once, for the page's own: Ann's seat again, kept under the server's origin.
    await visit(bo.page, `${url}/?room=${code}`);
    await g.waitFor(bo.page, (s) => s.room && s.room.role === 'player' && s.room.seat === 0, 'the old token retakes its seat', 20000);
    const rekeyed = await tokenKeys(bo.page);
    check(rekeyed[`popejoan-room-${code}@${ownServer}`] === token && !(`popejoan-room-${code}` in rekeyed),
          `the old token kept again under the server's origin: ${JSON.stringify(rekeyed)}`);
    await noCspViolation(bo.page, 'the old token');
    check(!heard.bytes.includes(token) && !heard.frames.some((f) => f.includes(token)), 'the token reached the other server');

    for (const p of pages) {
      const refused = p.problems.filter((x) => x === refusedLoad).length;
      if (refused > ownRefused(p)) {
        failures.push(`${refused} refused loads, ${ownRefused(p)} of them to this server while it restarted; failed requests: ` +
                      JSON.stringify(p.failed));
      }
      for (const problem of p.problems) if (problem !== refusedLoad) failures.push(problem);
    }
    return `${heard.frames.length} frames and ${heard.requests.length} requests at the allowed server, none with the token; ` +
           (stalePage ? 'the worker\'s cached page had the old policy for one visit' : 'the page had the new policy at once');
  } finally {
    for (const p of pages) await p.context.close().catch(() => {});
    await server.stop();
    fake.close();
  }
});
