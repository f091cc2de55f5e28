#!/usr/bin/env node
// The coach on the real page: at your lead, "Hint" (and the H key) rings one of your playable
// cards with a reason in words, within the interactive cap (1.5 s of thinking); pressed again, it
// lists the top choices; it is gone once you play. The thinking time is printed, not asserted
// (the coach stops itself at the 1.5 s cap). At the deal's end the settlement reviews your
// decisions beside the expert's.
// Usage: node coach.js SITE_DIR SCREENSHOT_DIR
'use strict';
const fs = require('fs');
const path = require('path');
const { openPage, waitForFrames, runTest, snap } = require('./browser');
const g = require('./game');

const [site, outDir] = process.argv.slice(2);

const thinking = [];  // each hint's thinking time, printed (a figure, not a timed assertion)
const hintTarget = (s) => s.targets.find((t) => t.name.startsWith('hint:'));

async function hintChecks(browser, baseUrl, size, failures) {
  const tag = `${size.width}x${size.height}`;
  const url = `${baseUrl}?seed=21&pace=fast&ai=casual&autostart=1`;
  const { context, page, problems } = await openPage(browser, url, size);
  await page.goto(url);
  await waitForFrames(page, 3, 30000);
  let state = await g.waitFor(page, (s) => s.human >= 0 && !s.animating && !!g.humanChoice(s), `${tag}: a lead of yours`, 120000);
  g.check(!!g.find(state, 'button:hint'), `${tag}: "Hint" is offered at your lead`, failures);
  g.check(!hintTarget(state), `${tag}: no hint before one is asked for`, failures);
  await g.pressNamed(page, page, 'button:hint', { touch: !!size.mobile });
  state = await g.waitFor(page, (s) => !!hintTarget(s) || (!s.hint.thinking && s.hint.asked > 0 && s.hint.ms > 0),
                          `${tag}: the hint`, 30000);
  const hint = hintTarget(state);
  g.check(!!hint, `${tag}: the hint rings a card`, failures);
  if (hint) {
    const card = g.find(state, 'card:' + hint.name.slice('hint:'.length));
    g.check(!!card && card.enabled, `${tag}: the hinted card (${hint.name}) is one you may lead`, failures);
    g.check(!!g.find(state, 'region:hint'), `${tag}: the hint's words are shown`, failures);
  }
  thinking.push(`${tag} ${state.hint.ms} ms`);
  await snap(page, outDir, `coach-hint-${tag}.png`);

  // H again lists the top choices; the bubble grows.
  const before = g.find(state, 'region:hint');
  await page.keyboard.press('h');
  state = await g.waitFor(page, (s) => { const r = g.find(s, 'region:hint'); return r && before && r.h > before.h; },
                          `${tag}: the top choices`, 10000).catch(() => g.probe(page));
  const after = g.find(state, 'region:hint');
  g.check(!!after && !!before && after.h > before.h, `${tag}: H lists the top choices under the hint`, failures);
  await snap(page, outDir, `coach-choices-${tag}.png`);

  // Playing the hinted card: the hint is gone with its moment.
  if (hint) {
    await g.pressNamed(page, page, 'card:' + hint.name.slice('hint:'.length), { touch: !!size.mobile });
    state = await g.waitFor(page, (s) => !hintTarget(s) && !g.find(s, 'region:hint'), `${tag}: the hint to go`, 20000);
    g.check(state.hint.asked === 1, `${tag}: one hint asked for (${state.hint.asked})`, failures);
  }

  // The deal's end: your decisions reviewed beside the expert's, with how many you matched.
  if (size.width >= 1000) {
    state = await g.playToDealEnd(page, page);
    state = await g.waitFor(page, (s) => s.review.done && !!g.find(s, 'review:decisions'), `${tag}: the review`, 60000);
    g.check(state.review.decisions >= 2, `${tag}: your decisions were reviewed (${state.review.decisions})`, failures);
    g.check(state.review.agreed >= 1, `${tag}: the hinted lead counts as matching the expert (${state.review.agreed})`, failures);
    await snap(page, outDir, `coach-review-${tag}.png`);
  }
  for (const p of problems) failures.push(`${tag}: ${p}`);
  await context.close();
}

runTest('coach', site, async ({ browser, url }, failures) => {
  fs.mkdirSync(outDir, { recursive: true });
  await hintChecks(browser, url, { width: 1280, height: 800 }, failures);
  await hintChecks(browser, url, { width: 390, height: 844, dpr: 2, mobile: true }, failures);
  return `hint thinking: ${thinking.join(', ')}`;
});
