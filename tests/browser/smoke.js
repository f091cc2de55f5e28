#!/usr/bin/env node
// Browser smoke test: the built page loads in Chromium, draws frames without any console
// error or off-host request, the loading screen goes away, the canvas is sharp (backing store =
// CSS size x devicePixelRatio) and follows the window, and the screenshot is not blank.
// Usage: node smoke.js SITE_DIR SCREENSHOT_DIR
'use strict';
const fs = require('fs');
const path = require('path');
const { launch, openPage, waitForFrames } = require('./browser');
const { decodePng, colourStats } = require('./png');
const { check } = require('./game');

const [site, outDir] = process.argv.slice(2);
const kViewports = [
  { name: 'desktop-1280x800', width: 1280, height: 800, dpr: 1 },
  { name: 'phone-390x844', width: 390, height: 844, dpr: 3, mobile: true },
  { name: 'desktop-1280x800-dpr2', width: 1280, height: 800, dpr: 2 },
];

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const { server, url, browser } = await launch(site);
  const failures = [];
  try {
    for (const vp of kViewports) {
      const started = Date.now();
      const { context, page, problems } = await openPage(browser, url, vp);
      await page.goto(url);
      await waitForFrames(page, 3, 30000);
      const firstFrames = Date.now() - started;
      await page.waitForSelector('#overlay.hidden', { state: 'attached', timeout: 10000 });
      const size = await page.evaluate(() => {
        const c = document.getElementById('canvas');
        const r = c.getBoundingClientRect();
        return { w: c.width, h: c.height, cssW: r.width, cssH: r.height, dpr: window.devicePixelRatio };
      });
      check(Math.abs(size.cssW - vp.width) <= 1 && Math.abs(size.cssH - vp.height) <= 1,
            `${vp.name}: canvas CSS size ${size.cssW}x${size.cssH}, expected to fill ${vp.width}x${vp.height}`, failures);
      check(Math.abs(size.w - vp.width * vp.dpr) <= 2 && Math.abs(size.h - vp.height * vp.dpr) <= 2,
            `${vp.name}: canvas backing store ${size.w}x${size.h}, expected ${vp.width * vp.dpr}x${vp.height * vp.dpr} (sharp at DPR ${vp.dpr})`, failures);

      const file = path.join(outDir, `browser-${vp.name}.png`);
      await page.screenshot({ path: file });
      const stats = colourStats(decodePng(fs.readFileSync(file)));
      check(stats.colours >= 50 && stats.topShare < 0.97,
            `${vp.name}: screenshot looks blank (${stats.colours} colours, commonest ${(100 * stats.topShare).toFixed(1)}%)`, failures);

      // The canvas follows its container when the window changes size.
      const w2 = Math.round(vp.width * 0.75), h2 = Math.round(vp.height * 0.8);
      await page.setViewportSize({ width: w2, height: h2 });
      const framesBefore = await page.evaluate(() => window.Module._popejoan_frame_count());
      await waitForFrames(page, framesBefore + 3, 10000);
      const resized = await page.evaluate(() => {
        const c = document.getElementById('canvas');
        return { w: c.width, h: c.height };
      });
      check(Math.abs(resized.w - w2 * vp.dpr) <= 2 && Math.abs(resized.h - h2 * vp.dpr) <= 2,
            `${vp.name}: after resize to ${w2}x${h2} the backing store is ${resized.w}x${resized.h}`, failures);

      for (const p of problems) failures.push(`${vp.name}: ${p}`);
      console.log(`${vp.name}: 3 frames ${firstFrames} ms after navigation, canvas ${size.w}x${size.h}, ` +
                  `${stats.colours} colours, screenshot ${file}`);
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  if (failures.length) {
    console.error('browser smoke FAILED:\n  ' + failures.join('\n  '));
    process.exit(1);
  }
  console.log('browser smoke passed');
}

main().catch((err) => {
  console.error('browser smoke FAILED: ' + (err && err.stack ? err.stack : err));
  process.exit(1);
});
