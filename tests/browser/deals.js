#!/usr/bin/env node
// Shared and daily deals on the real page: a deal code from one page deals the same cards on a
// fresh one; ?daily=DATE gives everyone the same cards that day and other days other cards; the
// setup's "Daily deal" button deals today's; a bad code is a clear message on the setup screen;
// the menu's "Copy the deal code" puts the code on the clipboard.
// Usage: node deals.js SITE_DIR SCREENSHOT_DIR
'use strict';
const fs = require('fs');
const path = require('path');
const { openPage, waitForFrames, runTest, snap } = require('./browser');
const g = require('./game');

const [site, outDir] = process.argv.slice(2);

// Opens `query` in a fresh browser context and returns what the table first shows: the deal
// code, the seed and your hand (at Slow pace, before anyone has played).
async function firstTable(browser, baseUrl, query, failures, keepOpen) {
  const url = `${baseUrl}?pace=slow&${query}`;
  const opened = await openPage(browser, url, { width: 1280, height: 800 });
  await opened.page.goto(url);
  await waitForFrames(opened.page, 3, 30000);
  const state = await g.waitFor(opened.page, (s) => s.screen === 'table' && s.targets.some((t) => t.name.startsWith('card:')),
                                `the table for ${query}`, 30000);
  const hand = state.targets.filter((t) => t.name.startsWith('card:')).map((t) => t.name).sort().join(' ');
  for (const p of opened.problems) failures.push(`${query}: ${p}`);
  if (!keepOpen) await opened.context.close();
  return { code: state.dealCode, seed: state.seed, hand, opened };
}

runTest('deals', site, async ({ browser, url }, failures) => {
  fs.mkdirSync(outDir, { recursive: true });
  // A code read off one table deals the same cards on another.
  const first = await firstTable(browser, url, 'seed=5&seats=5&ai=expert&autostart=1', failures, true);
  g.check(/^[0-9A-Z]{8,24}$/.test(first.code), `the table has a short deal code ("${first.code}")`, failures);
  const shared = await firstTable(browser, url, `deal=${first.code}`, failures);
  g.check(shared.code === first.code && shared.hand === first.hand,
          `?deal=${first.code} deals the same hand (${first.hand} / ${shared.hand})`, failures);

  // Copy the deal code: the menu puts it on the clipboard.
  const { context, page } = first.opened;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await g.pressNamed(page, page, 'button:menu');
  await g.pressNamed(page, page, 'menu:copy-deal-code');
  await snap(page, outDir, 'deals-menu-code-1280x800.png');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  g.check(copied === first.code, `"Copy the deal code" copied "${copied}" (the code is "${first.code}")`, failures);
  await context.close();

  // The daily deal: the same cards for the same date, other cards for another.
  const day = await firstTable(browser, url, 'daily=2026-11-23', failures);
  const sameDay = await firstTable(browser, url, 'daily=2026-11-23', failures);
  const nextDay = await firstTable(browser, url, 'daily=2026-11-24', failures);
  g.check(day.hand === sameDay.hand && day.code === sameDay.code, `two pages of 2026-11-23 deal the same (${day.hand} / ${sameDay.hand})`, failures);
  g.check(day.code !== nextDay.code && day.hand !== nextDay.hand, `2026-11-24 deals other cards (${day.hand} / ${nextDay.hand})`, failures);

  // The setup's Daily deal button: today's cards, as ?daily= of the player's own date gives them.
  const setupUrl = `${url}?pace=slow`;
  // The player's date, as the page reads it (read before and after: a run across midnight cannot
  // say which day the button meant, and skips the comparison).
  const localDate = () => {
    const d = new Date();
    const two = (n) => (n < 10 ? '0' : '') + n;
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
  };
  const fresh = await openPage(browser, setupUrl, { width: 390, height: 844, dpr: 2, mobile: true });
  const dayBefore = localDate();  // this machine's clock and zone, which the browser shares
  await fresh.page.goto(setupUrl);
  await waitForFrames(fresh.page, 3, 30000);
  await snap(fresh.page, outDir, 'deals-setup-daily-390x844.png');
  await g.pressNamed(fresh.page, fresh.page, 'button:daily', { touch: true });
  const pressed = await g.waitFor(fresh.page, (s) => s.screen === 'table', 'the table after "Daily deal"', 30000);
  const today = localDate();
  const todays = await firstTable(browser, url, `daily=${today}`, failures);
  g.check(today !== dayBefore || pressed.dealCode === todays.code,
          `"Daily deal" dealt ${today}'s cards (${pressed.dealCode} / ${todays.code})`, failures);
  for (const p of fresh.problems) failures.push(`daily button: ${p}`);
  await fresh.context.close();

  // A bad code or date: the setup screen, saying what is wrong; nothing is dealt.
  for (const [query, words] of [['deal=NOT-A-CODE', 'deal code'], ['deal=' + first.code.slice(0, -1) + (first.code.endsWith('7') ? '8' : '7'), 'deal code'],
                                ['daily=2026-02-30', 'no such day']]) {
    const badUrl = `${url}?${query}`;
    const bad = await openPage(browser, badUrl, { width: 1280, height: 800 });
    await bad.page.goto(badUrl);
    await waitForFrames(bad.page, 5, 30000);
    const state = await g.probe(bad.page);
    g.check(state.screen === 'setup' && state.setupMessage.toLowerCase().includes(words),
            `?${query}: the setup screen says "${state.setupMessage}" (screen ${state.screen})`, failures);
    if (query.startsWith('daily')) await snap(bad.page, outDir, 'deals-bad-date-1280x800.png');
    for (const p of bad.problems) failures.push(`${query}: ${p}`);
    await bad.context.close();
  }
});
