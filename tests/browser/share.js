#!/usr/bin/env node
// Shared deals both ways: the menu's "Copy link" gives a link that deals the same cards in a
// fresh browser; the setup screen takes a code typed with or without dashes, in lower case, and
// says why a bad one is refused; the daily deal shows its date (English and French); at the end
// of a daily match "Copy result" gives the line to paste; when the clipboard is refused the
// text is shown to copy by hand.
// Usage: node share.js SITE_DIR SCREENSHOT_DIR
'use strict';
const fs = require('fs');
const path = require('path');
const { openPage, waitForFrames, runTest, snap, screenshotDir } = require('./browser');
const g = require('./game');

const [site, outDir] = process.argv.slice(2);

// Opens `address` in a fresh context; returns the context and page once frames are drawn.
async function open(browser, address, failures, options) {
  const viewport = (options && options.viewport) || { width: 1280, height: 800 };
  const opened = await openPage(browser, address, viewport, options);
  opened.failures = failures;
  await opened.page.goto(address);
  await waitForFrames(opened.page, 3, 30000);
  return opened;
}

function close(opened, what) {
  for (const p of opened.problems) opened.failures.push(`${what}: ${p}`);
  return opened.context.close();
}

// The table's first moment: its deal code and your hand (read at once: play changes it).
async function firstTable(page, what) {
  const state = await g.waitFor(page, (s) => s.screen === 'table' && s.targets.some((t) => t.name.startsWith('card:')), what, 30000);
  return { code: state.dealCode, steps: state.steps, hash: state.hash,
           hand: state.targets.filter((t) => t.name.startsWith('card:')).map((t) => t.name).sort().join(' ') };
}

async function pressMenuItem(page, name) {
  await g.pressNamed(page, page, 'button:menu');
  await g.steadyTarget(page, name);
  await g.pressNamed(page, page, name);
}

// Types `code` into the setup screen's code field (opened by "Enter a deal code"), then deals it
// by Enter or by "Play this deal".
async function enterCode(page, code, how, shot) {
  await g.pressNamed(page, page, 'button:enter-code');
  await g.pressNamed(page, page, 'field:deal-code');
  await page.keyboard.type(code, { delay: 20 });
  await g.settle(page, 3);
  if (shot) await page.screenshot({ path: shot });
  if (how === 'enter') {
    await page.keyboard.press('Enter');
    await g.settle(page, 4);
  } else {
    await g.pressNamed(page, page, 'button:play-code');
  }
}

const lower = (s) => s.toLowerCase();
const grouped = (code) => code.match(/.{1,4}/g).join('-');

// Runs one part; an exception fails it and the next part still runs (each opens its own pages).
async function part(name, failures, body) {
  try {
    await body();
  } catch (err) {
    failures.push(`${name}: ${err && err.message ? err.message.split('\n')[0] : err}`);
  }
}

runTest('share', site, async ({ browser, url }, failures) => {
  fs.mkdirSync(outDir, { recursive: true });
  const origin = new URL(url).origin;
  // The deal shared in every part (its code read off the table of the first).
  const shared = await open(browser, `${url}?seed=5&seats=5&ai=expert&autostart=1&pace=slow`, failures);
  const dealt = await firstTable(shared.page, 'the table to share');
  await close(shared, 'shared deal');

  await part('copy link', failures, async () => {
    // Copy link: a link to this page with deal=, which deals the same hand in a fresh browser.
    const host = await open(browser, `${url}?seed=5&seats=5&ai=expert&autostart=1&pace=slow`, failures);
    await host.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await firstTable(host.page, 'the table to share');
    await pressMenuItem(host.page, 'menu:copy-link');
    await snap(host.page, outDir, 'share-menu-link-1280x800.png');
    const link = await host.page.evaluate(() => navigator.clipboard.readText());
    g.check(link.startsWith(origin + '/') && new URL(link).searchParams.get('deal') === dealt.code,
            `"Copy link" copied a link to this deal ("${link}", the code is ${dealt.code})`, failures);
    await close(host, 'copy link');
    if (link.startsWith('http')) {
      const friend = await open(browser, link, failures);
      const seen = await firstTable(friend.page, 'the table of the copied link');
      g.check(seen.code === dealt.code && seen.hand === dealt.hand, `the link deals the same hand (${dealt.hand} / ${seen.hand})`, failures);
      await close(friend, 'the copied link');
    }
  });

  await part('enter a code', failures, async () => {
    // A code typed on the setup screen: lower case with dashes (Enter), then bare (the button).
    for (const [typed, how] of [[lower(grouped(dealt.code)), 'enter'], [lower(dealt.code), 'button']]) {
      const setup = await open(browser, `${url}?pace=slow`, failures, { viewport: { width: 390, height: 844, dpr: 2, mobile: true } });
      await enterCode(setup.page, typed, how, how === 'enter' && screenshotDir(outDir) ? path.join(outDir, 'share-code-typed-390x844.png') : '');
      const seen = await firstTable(setup.page, `the table for the typed code "${typed}"`);
      if (how === 'enter') await snap(setup.page, outDir, 'share-code-dealt-390x844.png');
      g.check(seen.code === dealt.code && seen.hand === dealt.hand, `"${typed}" (${how}) deals the shared hand (${seen.code}: ${seen.hand}; shared ${dealt.code}: ${dealt.hand})`, failures);
      await close(setup, `code ${typed}`);
    }
    // A typo: the setup screen says why, and deals nothing.
    const typo = dealt.code.slice(0, -1) + (dealt.code.endsWith('7') ? '8' : '7');
    const bad = await open(browser, `${url}?pace=slow`, failures);
    await enterCode(bad.page, typo, 'button');
    await g.settle(bad.page, 4);
    const refused = await g.probe(bad.page);
    g.check(refused.screen === 'setup' && /deal code.*typos/.test(refused.setupMessage),
            `a mistyped code is refused, saying why ("${refused.setupMessage}")`, failures);
    await snap(bad.page, outDir, 'share-code-refused-1280x800.png');
    await close(bad, 'bad code');
  });

  await part('daily date', failures, async () => {
    // The daily deal shows its date, in the player's language.
    for (const [lang, words, size] of [['en', '25 Nov 2026', { width: 390, height: 844, dpr: 2, mobile: true }],
                                       ['fr', '25 nov. 2026', { width: 1280, height: 800 }]]) {
      const day = await open(browser, `${url}?daily=2026-11-25&pace=slow&lang=${lang}`, failures, { viewport: size });
      const state = await g.waitFor(day.page, (s) => s.screen === 'table', `the daily deal (${lang})`, 30000);
      g.check(state.daily === words, `the daily deal shows its date in ${lang}: "${state.daily}"`, failures);
      await snap(day.page, outDir, `share-daily-${lang}-${size.width}x${size.height}.png`);
      await close(day, `daily ${lang}`);
    }
  });

  await part('copy result', failures, async () => {
    // Copy result, at the end of the daily match.
    const daily = await open(browser, `${url}?daily=2026-11-25&pace=instant`, failures);
    await daily.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await g.playHumanMoves(daily.page, daily.page, 400, { timeoutMs: 200000 });
    const over = await g.waitFor(daily.page, (s) => s.screen === 'match-over', 'the match-over screen', 60000);
    g.check(over.offered.includes('button:copy-result'), 'the daily match offers "Copy result"', failures);
    await g.pressNamed(daily.page, daily.page, 'button:copy-result');
    await snap(daily.page, outDir, 'share-result-1280x800.png');
    const result = await daily.page.evaluate(() => navigator.clipboard.readText());
    g.check(/^Pope Joan, daily deal 25 Nov 2026: =?\d+(st|nd|rd|th) of 4, [+-]\d+$/.test(result), `"Copy result" copied "${result}"`, failures);
    await close(daily, 'copy result');
  });

  await part('copy by hand', failures, async () => {
    // The clipboard refused: the link is shown to copy by hand, until Done.
    const refuse = () => {
      if (navigator.clipboard) navigator.clipboard.writeText = () => Promise.reject(new Error('refused'));
      document.execCommand = () => false;
    };
    const locked = await open(browser, `${url}?seed=5&autostart=1&pace=slow`, failures, { init: refuse });
    await firstTable(locked.page, 'the table without a clipboard');
    await pressMenuItem(locked.page, 'menu:copy-link');
    const shown = await g.waitFor(locked.page, (s) => s.copyByHand !== '', 'the text to copy by hand', 10000);
    g.check(shown.copyByHand.includes('deal=') && shown.offered.includes('button:copy-done'),
            `the refused link is shown to copy by hand ("${shown.copyByHand}")`, failures);
    await snap(locked.page, outDir, 'share-copy-by-hand-1280x800.png');
    await g.pressNamed(locked.page, locked.page, 'button:copy-done');
    g.check((await g.probe(locked.page)).copyByHand === '', '"Done" closes it', failures);
    await close(locked, 'refused clipboard');
  });
});
