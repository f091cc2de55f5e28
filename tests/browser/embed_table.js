#!/usr/bin/env node
// A host page's own "play online" button (docs/embedding.md): the example host page on one
// origin frames the game served by a real popejoan-server on another (its own room server).
// The host sends quick-play with a name rooms refuse: the page stays on its setup and the host
// hears `error` command-refused. It sends quick-play with "Ann": the page sends the room server
// the setup's own quick-play frame (her name, the page's language), sits at a new public table,
// and the host hears `status` and `table` joined with the table's code and her seat (and no
// token). The player presses Leave: the page sends `leave` and the host hears `table` left.
// Usage: node embed_table.js SITE_DIR SERVER_BINARY EMBED_EXAMPLE_DIR SCREENSHOT_DIR
'use strict';
const { runTest, openPage } = require('./browser');
const { serve } = require('./serve');
const g = require('./game');
const { startRoomServer } = require('./room_server');

const [site, serverBin, exampleDir] = process.argv.slice(2);

async function hostEvents(page) {
  return page.evaluate(() => (window.popejoanEvents || []).slice());
}

async function waitEvent(page, predicate, what, timeoutMs) {
  const deadline = Date.now() + (timeoutMs || 20000);
  for (;;) {
    const found = (await hostEvents(page)).filter(predicate);
    if (found.length) return found[found.length - 1];
    if (Date.now() > deadline) throw new Error(`the host page never received ${what}: ${JSON.stringify(await hostEvents(page))}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

runTest('embed_table', site, async ({ browser }, failures) => {
  const check = (ok, what) => { if (!ok) failures.push(what); };
  const server = await startRoomServer({ site, serverBin, name: 'embed-table',
                                        args: ['--seed', '38', '--ai-pace-ms', '150', '--connections-per-address', '0',
                                               '--rooms-per-minute', '0'] });
  const host = await serve(exampleDir, 0);
  try {
    const gameOrigin = new URL(server.url).origin;
    const hostUrl = `${host.url}embed-example.html?game=${encodeURIComponent(`${server.url}/index.html`)}&pace=instant&embed=portal`;
    const { page, problems } = await openPage(browser, hostUrl, { width: 1280, height: 800 }, { origins: [gameOrigin] });
    // The frames the game's page sends its room server.
    const sent = [];
    page.on('websocket', (ws) => ws.on('framesent', (f) => { try { sent.push(JSON.parse(f.payload)); } catch (e) { /* binary */ } }));
    await page.goto(hostUrl);
    await waitEvent(page, (e) => e.event === 'ready', '"ready"', 30000);
    const frame = page.frames().find((f) => f.url().startsWith(`${gameOrigin}/`));
    check(!!frame, 'no game frame');
    await g.waitFor(frame, (s) => s.screen === 'setup' && s.roomsOffered && g.find(s, 'button:quick-play'),
                    'Play online now on the setup', 30000);
    const send = (command) => page.evaluate(([c, o]) => {
      document.querySelector('#box iframe').contentWindow.postMessage(Object.assign({ type: 'popejoan' }, c), o);
    }, [command, gameOrigin]);

    // A name rooms refuse (too long): nothing is sent, the setup stays, the host hears why not.
    await send({ command: 'quick-play', name: 'A'.repeat(30) });
    const refused = await waitEvent(page, (e) => e.event === 'error' && e.code === 'command-refused', '"error" command-refused');
    check(/quick-play/.test(refused.message) && refused.embed === 'portal', `the refusal: ${JSON.stringify(refused)}`);
    let state = await g.probe(frame);
    check(state.screen === 'setup' && state.room === null && !sent.some((m) => m.type === 'quick-play'),
          `a refused name went to the server: ${state.screen} ${JSON.stringify(sent)}`);

    // Ann's quick play: the page at a new public table, the host told its code and her seat.
    await send({ command: 'quick-play', name: 'Ann' });
    const joined = await waitEvent(page, (e) => e.event === 'table' && e.what === 'joined', '"table" joined');
    state = await g.waitFor(frame, (s) => s.screen === 'table' && s.room && s.room.role === 'player', 'Ann seated', 20000);
    check(joined.embed === 'portal' && joined.room === state.room.code && joined.seat === state.room.seat && joined.seat === 0 &&
          joined.arriving === false && Object.keys(joined).sort().join() === 'arriving,embed,event,room,seat,type,what',
          `"table" joined: ${JSON.stringify(joined)} (the page: ${JSON.stringify(state.room.code)} seat ${state.room.seat})`);
    const quick = sent.find((m) => m.type === 'quick-play');
    check(quick && quick.name === 'Ann' && quick.lang === 'en', `the quick-play frame: ${JSON.stringify(quick)}`);
    const status = await waitEvent(page, (e) => e.event === 'status' && e.command === 'quick-play', '"status" quick-play');
    check(status.screen === 'lobby' || status.screen === 'table', `"status": ${JSON.stringify(status)}`);
    check(state.room.seats[0].name === 'Ann', `Ann's seat: ${JSON.stringify(state.room.seats[0])}`);

    // The player leaves by the table's Leave (its control in the page's accessible controls):
    // `leave` goes, and the host hears the table left.
    check(await frame.evaluate(() => window.Module.ccall('popejoan_mirror_activate', 'number', ['string'], ['button:leave-room'])) === 1,
          'Leave not offered at the public table');
    const left = await waitEvent(page, (e) => e.event === 'table' && e.what === 'left', '"table" left');
    check(Object.keys(left).sort().join() === 'embed,event,type,what', `"table" left: ${JSON.stringify(left)}`);
    state = await g.waitFor(frame, (s) => s.screen === 'setup' && s.room === null, 'the setup after leaving', 10000);
    check(sent.some((m) => m.type === 'leave'), `no leave frame: ${JSON.stringify(sent.map((m) => m.type))}`);
    const tables = (await hostEvents(page)).filter((e) => e.event === 'table').map((e) => e.what);
    check(tables.join() === 'joined,left', `the host's "table" events: ${tables.join()}`);
    for (const problem of problems) failures.push(problem);
    return `table ${joined.room}: joined seat ${joined.seat}, then left`;
  } finally {
    host.server.close();
    await server.stop();
  }
});
