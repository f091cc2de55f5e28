#!/usr/bin/env node
// The settlement at the end of a deal: each deal's opens at its top (the playtest found the second
// deal's scrolled to where the first one's was left), and screenshots of it at each size.
// Usage: node settlement.js SITE_DIR SCREENSHOT_DIR
// POPEJOAN_SETTLEMENT_SIZES=all also takes 390x844, 844x390, 800x450 and 1920x1080 (screenshots).
'use strict';
const fs = require('fs');
const path = require('path');
const { openPage, waitForFrames, runTest, snap } = require('./browser');
const g = require('./game');

const [site, outDir] = process.argv.slice(2);

function scrollOf(state, name) {
  const area = state.scrolls.find((a) => a.name === name);
  return area ? area.y : null;
}

async function twoSettlements(browser, baseUrl, size, failures, theme) {
  const tag = `${size.width}x${size.height}${theme ? '-' + theme : ''}`;
  const url = `${baseUrl}?pace=fast&seed=5${theme ? '&theme=' + theme : ''}`;
  const { context, page, problems } = await openPage(browser, url, size);
  await page.goto(url);
  await waitForFrames(page, 3, 30000);
  await g.pressNamed(page, page, 'button:deal', { touch: !!size.mobile });
  await g.playToDealEnd(page, page, { touch: !!size.mobile });
  let state = await g.waitFor(page, (s) => s.revealed && s.dealOver && scrollOf(s, 'settlement') !== null, `${tag}: the first settlement`, 30000);
  await snap(page, outDir, `settlement-${tag}.png`);
  // Scroll the explanation to its foot, as a player reading it would.
  const region = g.find(state, 'region:settlement');
  await page.mouse.move(region.x + 40, region.y + region.h * 0.5);
  for (let i = 0; i < 12; i++) await page.mouse.wheel(0, 400);
  await g.settle(page, 6);
  state = await g.probe(page);
  const scrolled = scrollOf(state, 'settlement');
  g.check(scrolled > 0, `${tag}: the first settlement scrolls (${scrolled})`, failures);
  await g.pressNamed(page, page, 'button:next-deal', { touch: !!size.mobile });
  await g.waitFor(page, (s) => !s.dealOver, `${tag}: the second deal`, 20000);
  await g.playToDealEnd(page, page, { touch: !!size.mobile });
  state = await g.waitFor(page, (s) => s.dealOver && scrollOf(s, 'settlement') !== null, `${tag}: the second settlement`, 30000);
  g.check(scrollOf(state, 'settlement') === 0, `${tag}: the second settlement opens at its top (${scrollOf(state, 'settlement')})`, failures);
  for (const p of problems) failures.push(`${tag}: ${p}`);
  await context.close();
}

runTest('settlement', site, async ({ browser, url }, failures) => {
  fs.mkdirSync(outDir, { recursive: true });
  await twoSettlements(browser, url, { width: 1280, height: 800 }, failures);
  if (process.env.POPEJOAN_SETTLEMENT_SIZES === 'all') {
    for (const size of [{ width: 390, height: 844, dpr: 2, mobile: true }, { width: 844, height: 390, dpr: 2, mobile: true },
                        { width: 800, height: 450 }, { width: 1920, height: 1080 }]) {
      await twoSettlements(browser, url, size, failures);
    }
    await twoSettlements(browser, url, { width: 1280, height: 800 }, failures, 'light');
  }
});
