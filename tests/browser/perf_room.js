#!/usr/bin/env node
// Prints what taking in a room's frames costs the page (a benchmark, not a test): one whole match
// of four (the page's player and three AI seats, one round) at 1280x800 against a real
// popejoan-server, once as it runs (a step per change after the first whole view) and once with
// --whole-views (every change a whole view, as before protocol 2). Both matches' frames are then
// given again to the first page, from their first whole view, as its socket gives them, and timed
// a match at a time (performance.now is too coarse for one frame, not for a match), the two in
// turn so that the machine's other work weighs on both alike. The time per frame is the page's own
// cost of reading a frame and taking it in (parse, check, apply, the room's state), in wasm.
// Usage: node perf_room.js SITE_DIR SERVER_BINARY [REPEATS]
'use strict';
const { launch } = require('./browser');
const g = require('./game');
const { startRoomServer, openRoomPage, playStep, createRoom } = require('./room_server');

const [site, serverBin, repeatsArg] = process.argv.slice(2);
const kRepeats = Math.max(1, Number(repeatsArg) || 21);

// Plays a whole match on `server` as its page's player; returns the page and the frames received.
async function playMatch(browser, server) {
  const player = await openRoomPage(browser, `${server.url}/?name=Ann&pace=instant`, 'Ann', { width: 1280, height: 800 });
  const texts = [];
  player.page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => texts.push(payload)));
  await createRoom(player, ['setup:players-4', 'setup:rounds-1', 'setup:seat-2-casual', 'setup:seat-3-casual', 'setup:seat-4-casual'], 4);
  await g.pressNamed(player.page, player.page, 'button:start-room');
  await g.waitFor(player.page, (s) => s.screen === 'table', 'the table', 30000);
  const deadline = Date.now() + 300000;
  while ((await g.probe(player.page)).screen !== 'match-over') {
    if (Date.now() > deadline) throw new Error('the match did not end in time');
    if (!(await playStep(player))) await new Promise((r) => setTimeout(r, 30));
  }
  return { player, texts };
}

// The views and steps of a match played on a server started with `args`, from the first whole view.
async function capture(browser, name, args) {
  const server = await startRoomServer({ site, serverBin, name: `perf-room-${name.replace(' ', '-')}`,
                                        args: ['--seed', '11', '--ai-pace-ms', '0'].concat(args) });
  const { player, texts } = await playMatch(browser, server);
  const types = texts.map((t) => JSON.parse(t).type);
  const first = types.indexOf('view');
  const frames = texts.filter((t, i) => i >= first && (types[i] === 'view' || types[i] === 'step'));
  const state = await g.probe(player.page);
  return { name, server, player, frames, resyncs: state.room.resyncs };
}

// Gives `page` each set of frames in turn, `repeats` times; the median time of each, in ms.
async function replay(page, sets, repeats) {
  return page.evaluate(({ sets, repeats }) => {
    const times = sets.map(() => []);
    for (let r = 0; r < repeats; r++) {
      sets.forEach((frames, i) => {
        const start = performance.now();
        for (const f of frames) window.Module.ccall('popejoan_room_message', null, ['string'], [f]);
        times[i].push(performance.now() - start);
      });
    }
    return times.map((t) => t.sort((a, b) => a - b)[Math.floor(t.length / 2)]);
  }, { sets, repeats });
}

function describe(set, ms) {
  const kinds = set.frames.map((t) => JSON.parse(t).type);
  const bytes = set.frames.reduce((n, t) => n + Buffer.byteLength(t), 0);
  const n = set.frames.length;
  return `${set.name.padEnd(12)} ${String(n).padStart(4)} frames (${kinds.filter((k) => k === 'view').length} views, ` +
         `${kinds.filter((k) => k === 'step').length} steps), ${(bytes / n).toFixed(0)} B a frame: ${ms.toFixed(1)} ms, ` +
         `${(1000 * ms / n).toFixed(1)} us a frame (whole views asked for while playing: ${set.resyncs})`;
}

(async () => {
  const { server, browser } = await launch(site);
  const sets = [];
  try {
    sets.push(await capture(browser, 'steps', []));
    sets.push(await capture(browser, 'whole views', ['--whole-views']));
    const page = sets[0].player.page;
    const times = await replay(page, sets.map((set) => set.frames), kRepeats);
    // The frames were taken in: given half a match, the page holds that half's last step.
    const half = sets[0].frames.slice(0, sets[0].frames.length >> 1);
    await replay(page, [half], 1);
    await g.settle(page, 3);  // the probe is made in the page's frames
    const at = (await g.probe(page)).room.step;
    if (at !== JSON.parse(half[half.length - 1]).step) throw new Error(`the page did not take the frames in (at step ${at})`);
    console.log(`the page taking in a whole match's frames (four seats, one round), 1280x800, median of ${kRepeats}`);
    sets.forEach((set, i) => console.log(describe(set, times[i])));
  } finally {
    for (const set of sets) await set.server.stop();
    await browser.close();
    server.close();
  }
})().catch((e) => {
  console.error(`perf_room: ${e.stack || e}`);
  process.exit(1);
});
