#!/usr/bin/env node
// Plays a whole deal in Chromium by real clicks and taps on the canvas: the setup screen's Deal
// button, then every lead of the human seat (the cards' positions come from the page's read-only
// test probe), until the settlement panel; checks the purses shown equal the engine's, saves
// screenshots at 1280x800 and 390x844, and taps on into the next deal on the phone layout.
// Usage: node play.js SITE_DIR SCREENSHOT_DIR
'use strict';
const fs = require('fs');
const path = require('path');
const { launch, openPage, waitForFrames, snap } = require('./browser');

const [site, outDir] = process.argv.slice(2);

async function probe(page) {
  const text = await page.evaluate(() => window.Module.ccall('popejoan_test_probe', 'string', [], []));
  return JSON.parse(text);
}

function target(state, name) {
  return state.targets.find((t) => t.name === name);
}

function centre(t) {
  return { x: t.x + t.w / 2, y: t.y + t.h / 2 };
}

async function press(page, t, touch) {
  const c = centre(t);
  if (touch) await page.touchscreen.tap(c.x, c.y);
  else await page.mouse.click(c.x, c.y);
  // ImGui's input queue takes the move, the press and the release a frame each; the probe shows
  // the result a frame later.
  const frames = await page.evaluate(() => window.Module._popejoan_frame_count());
  await waitForFrames(page, frames + 4, 10000);
}

// Plays the human's decisions until the deal is over. Returns the number of human decisions.
async function playDeal(page, touch, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let decisions = 0;
  for (;;) {
    if (Date.now() > deadline) throw new Error('the deal did not end in time');
    const state = await probe(page);
    if (state.dealOver || state.matchOver) return decisions;
    if (state.human >= 0 && !state.animating) {
      const choice = state.targets.find((t) => t.enabled && /^(card:|button:(pope|pass|place-))/.test(t.name));
      if (!choice) throw new Error('a decision is due but nothing is offered: ' + JSON.stringify(state));
      await press(page, choice, touch);
      decisions++;
    } else {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

// Deal 1 of this seed gives the human a lead on the desktop and on the phone.
const kSeed = 7;

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const served = await launch(site);
  const { server, browser } = served;
  // A fixed deal in which the human gets the lead: with the launch's clock seed, some deals end
  // before the human's first lead (another seat goes out first), which is the game, not a bug.
  const url = `${served.url}?seed=${kSeed}`;
  const failures = [];
  try {
    const { context, page, problems } = await openPage(browser, url, { width: 1280, height: 800, dpr: 1 });
    await page.goto(url);
    await waitForFrames(page, 3, 30000);
    let state = await probe(page);
    if (state.screen !== 'setup') failures.push('the page should open on the setup screen, not ' + state.screen);
    await snap(page, outDir, 'play-setup-1280x800.png');
    // The rules help opens over the setup screen and closes again.
    await press(page, target(state, 'button:how-to-play'), false);
    await snap(page, outDir, 'play-rules-1280x800.png');
    // Escape held for a few frames, as a person's finger would.
    await page.keyboard.down('Escape');
    await waitForFrames(page, (await page.evaluate(() => window.Module._popejoan_frame_count())) + 3, 10000);
    await page.keyboard.up('Escape');
    await waitForFrames(page, (await page.evaluate(() => window.Module._popejoan_frame_count())) + 2, 10000);
    state = await probe(page);
    if (state.rulesOpen) throw new Error('Escape did not close the rules help');
    await press(page, target(state, 'button:deal'), false);
    state = await probe(page);
    if (state.screen !== 'table') throw new Error('the Deal button did not start a match');
    // Fast pace: one press on the speed button (Normal -> Fast).
    await press(page, target(state, 'button:pace'), false);

    const decisions = await playDeal(page, false, 120000);
    state = await probe(page);
    console.log(`deal 1 over after ${decisions} lead(s) by the human; purses shown ${state.shownPurses}, engine ${state.enginePurses}`);
    if (decisions < 1) failures.push('the human never led a card');
    if (JSON.stringify(state.shownPurses) !== JSON.stringify(state.enginePurses)) {
      failures.push(`purses shown ${state.shownPurses} differ from the engine's ${state.enginePurses}`);
    }
    if (!target(state, 'button:next-deal') && !target(state, 'button:new-match')) {
      failures.push('no settlement panel (Next deal) at the end of the deal');
    }
    await snap(page, outDir, 'play-settlement-1280x800.png');

    // The same table on a phone held upright: the settlement, then a tap into the next deal.
    await page.setViewportSize({ width: 390, height: 844 });
    const frames = await page.evaluate(() => window.Module._popejoan_frame_count());
    await waitForFrames(page, frames + 3, 10000);
    await snap(page, outDir, 'play-settlement-390x844.png');
    state = await probe(page);
    const next = target(state, 'button:next-deal');
    if (next) {
      const before = state.deal;
      await press(page, next, false);
      state = await probe(page);
      if (state.deal !== before + 1) failures.push(`Next deal went from deal ${before} to ${state.deal}`);
      await waitForFrames(page, (await page.evaluate(() => window.Module._popejoan_frame_count())) + 3, 10000);
      await snap(page, outDir, 'play-table-390x844.png');
    }
    for (const p of problems) failures.push(p);
    await context.close();

    // Touch: a phone context plays its first lead by tapping.
    const phone = await openPage(browser, url, { width: 390, height: 844, dpr: 2, mobile: true });
    await phone.page.goto(url);
    await waitForFrames(phone.page, 3, 30000);
    state = await probe(phone.page);
    await press(phone.page, target(state, 'button:deal'), true);
    const deadline = Date.now() + 150000;
    let tapped = false;
    while (Date.now() < deadline && !tapped) {
      state = await probe(phone.page);
      // The human may not get a lead in a deal (another player goes out first): deal on.
      const next = target(state, 'button:next-deal');
      if (next && state.dealOver) {
        await press(phone.page, next, true);
        continue;
      }
      const card = state.targets.find((t) => t.enabled && t.name.startsWith('card:'));
      if (state.human >= 0 && !state.animating && card) {
        const before = state.targets.filter((t) => t.name.startsWith('card:')).length;
        await press(phone.page, card, true);
        const after = (await probe(phone.page)).targets.filter((t) => t.name.startsWith('card:')).length;
        if (after >= before) failures.push(`tapping ${card.name} did not lead it (${before} cards, then ${after})`);
        tapped = true;
      } else {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    if (!tapped) failures.push('the phone never got a lead to tap');
    await snap(phone.page, outDir, 'play-phone-tap-390x844.png');
    for (const p of phone.problems) failures.push('phone: ' + p);
    await phone.context.close();
  } finally {
    await browser.close();
    server.close();
  }
  if (failures.length) {
    console.error('browser play FAILED:\n  ' + failures.join('\n  '));
    process.exit(1);
  }
  console.log('browser play passed');
}

main().catch((err) => {
  console.error('browser play FAILED: ' + (err && err.stack ? err.stack : err));
  process.exit(1);
});
