#!/usr/bin/env node
// Prints the page's performance figures (a benchmark, not a test): time from navigation to the
// first frame (three loads at 1280x800), then at the table at 1280x800, 1920x1080 and a phone
// (390x844 at 3 device pixels a point): frames per second and the frame's own CPU time in wasm
// (UI + AI + draw lists, measured inside the frame; the GPU's share is not in it); and the coach's
// thinking time for a hint at 3, 5 and 8 seats.
// Usage: node perf.js SITE_DIR
'use strict';
const { launch, openPage, waitForFrames } = require('./browser');
const g = require('./game');

const kTables = [
  { name: '1280x800', width: 1280, height: 800, dpr: 1 },
  { name: '1920x1080', width: 1920, height: 1080, dpr: 1 },
  { name: '390x844', width: 390, height: 844, dpr: 3, mobile: true },
];

// Frame CPU over three seconds at the table, from the same seeded match each time.
async function measureTable(browser, url, vp) {
  const { context, page } = await openPage(browser, url, vp);
  await page.goto(url);
  await waitForFrames(page, 3, 30000);
  await g.pressNamed(page, page, 'button:deal', { touch: !!vp.mobile });
  await g.settle(page, 10);
  const stats = await page.evaluate(() => new Promise((resolve) => {
    const samples = [];
    const start = performance.now();
    const startFrames = window.Module._popejoan_frame_count();
    function tick() {
      samples.push(window.Module._popejoan_frame_ms());
      if (performance.now() - start < 3000) requestAnimationFrame(tick);
      else resolve({ samples, frames: window.Module._popejoan_frame_count() - startFrames,
                     seconds: (performance.now() - start) / 1000 });
    }
    requestAnimationFrame(tick);
  }));
  await context.close();
  const sorted = stats.samples.slice().sort((a, b) => a - b);
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  return {
    fps: +(stats.frames / stats.seconds).toFixed(1),
    frame_cpu_ms_mean: +mean.toFixed(2),
    frame_cpu_ms_p95: +sorted[Math.floor(sorted.length * 0.95)].toFixed(2),
    frame_cpu_ms_max: +sorted[sorted.length - 1].toFixed(2),
  };
}

// The coach's thinking time on the page: `count` hints (the H key) at your leads, with `seats`
// at the table, each hint's search time as the probe reports it (thinking spread over frames).
async function measureHints(browser, baseUrl, seats, count) {
  const url = `${baseUrl}?seed=${40 + seats}&seats=${seats}&pace=instant&ai=casual&autostart=1`;
  const { context, page } = await openPage(browser, url, { width: 1280, height: 800, dpr: 1 });
  await page.goto(url);
  await waitForFrames(page, 3, 30000);
  const times = [];
  for (let i = 0; i < 200 && times.length < count; i++) {
    let state = await g.probe(page);
    if (state.matchOver) break;
    if (state.dealOver) {
      await g.pressNamed(page, page, g.find(state, 'button:next-deal') ? 'button:next-deal' : 'button:final-standings');
      continue;
    }
    const choice = state.human >= 0 && !state.animating ? g.humanChoice(state) : null;
    if (!choice) {
      await new Promise((r) => setTimeout(r, 50));
      continue;
    }
    if (choice.name.startsWith('card:') && g.find(state, 'button:hint')) {
      const asked = state.hint.asked;
      await page.keyboard.press('h');
      state = await g.waitFor(page, (s) => s.hint.asked > asked && !s.hint.thinking, 'a hint', 30000);
      times.push(state.hint.ms);
      const hinted = state.targets.find((t) => t.name.startsWith('hint:'));
      await g.pressNamed(page, page, hinted ? 'card:' + hinted.name.slice(5) : choice.name);
    } else {
      await g.press(page, page, choice);
    }
  }
  await context.close();
  const sorted = times.slice().sort((a, b) => a - b);
  return { hints: sorted.length, ms_p50: sorted[Math.floor(sorted.length / 2)], ms_p95: sorted[Math.floor(sorted.length * 0.95)] };
}

async function main() {
  const { server, url, browser } = await launch(process.argv[2]);
  try {
    const firsts = [];
    for (let i = 0; i < 3; i++) {
      const { context, page } = await openPage(browser, url, { width: 1280, height: 800, dpr: 1 });
      await page.goto(url);
      await waitForFrames(page, 1, 30000);
      await page.waitForFunction(() => window.popejoanLoader && window.popejoanLoader.firstFrameMs > 0);
      firsts.push(await page.evaluate(() => window.popejoanLoader.firstFrameMs));
      await context.close();
    }
    const report = { first_frame_ms: firsts.map(Math.round) };
    for (const vp of kTables) report[`table_${vp.name}`] = await measureTable(browser, `${url}?seed=7`, vp);
    for (const seats of [3, 5, 8]) report[`hint_${seats}_seats`] = await measureHints(browser, url, seats, 20);
    console.log(JSON.stringify(report));
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((err) => {
  console.error('perf: ' + (err && err.stack ? err.stack : err));
  process.exit(1);
});
