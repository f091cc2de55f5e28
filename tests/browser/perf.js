#!/usr/bin/env node
// Prints the page's performance figures (a benchmark, not a test): time from navigation to the
// first frame, frames per second at the table, and the frame's own CPU time in wasm (UI + AI +
// draw lists, measured inside the frame), at 1280x800.
// Usage: node perf.js SITE_DIR
'use strict';
const { launch, openPage, waitForFrames } = require('./browser');

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
      if (i < 2) await context.close();
      else {
        // Start the default match and measure at the table.
        const probe = JSON.parse(await page.evaluate(() => window.Module.ccall('popejoan_test_probe', 'string', [], [])));
        const deal = probe.targets.find((t) => t.name === 'button:deal');
        await page.mouse.click(deal.x + deal.w / 2, deal.y + deal.h / 2);
        await new Promise((r) => setTimeout(r, 500));
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
        const sorted = stats.samples.slice().sort((a, b) => a - b);
        const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
        console.log(JSON.stringify({
          first_frame_ms: firsts.map(Math.round),
          fps: +(stats.frames / stats.seconds).toFixed(1),
          frame_cpu_ms_mean: +mean.toFixed(2),
          frame_cpu_ms_p95: +sorted[Math.floor(sorted.length * 0.95)].toFixed(2),
          frame_cpu_ms_max: +sorted[sorted.length - 1].toFixed(2),
        }));
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((err) => {
  console.error('perf: ' + (err && err.stack ? err.stack : err));
  process.exit(1);
});
