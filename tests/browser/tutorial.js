#!/usr/bin/env node
// "Learn to play" on the real page: a first visit offers it on the setup screen; following its
// prompts (Next, and the lead it asks for) plays the guided deal through every lesson to the
// end; "Play a match" leaves for the setup screen. Also: the menu repeats it, and Skip leaves it.
// Usage: node tutorial.js SITE_DIR SCREENSHOT_DIR
'use strict';
const fs = require('fs');
const path = require('path');
const { openPage, waitForFrames, runTest } = require('./browser');
const g = require('./game');

const [site, outDir] = process.argv.slice(2);
const kLessons = ['board', 'follow', 'stop', 'lead', 'matrimony', 'pope', 'go-out', 'pay-per-card', 'done'];

async function followTheLesson(browser, baseUrl, size, failures) {
  const tag = `${size.width}x${size.height}`;
  const url = `${baseUrl}?pace=fast&seed=5`;  // a fixed seed: the match after the lesson is always the same
  const { context, page, problems } = await openPage(browser, url, size);
  await page.goto(url);
  await waitForFrames(page, 3, 30000);
  await g.pressNamed(page, page, 'button:tutorial', { touch: !!size.mobile });
  const seen = new Set();
  let state = await g.waitFor(page, (s) => s.lesson.active, `${tag}: the lesson`, 20000);
  for (let step = 0; step < 400 && state.lesson.id !== 'done'; step++) {
    if (state.lesson.id) {
      if (!seen.has(state.lesson.id)) {
        seen.add(state.lesson.id);
        if (['board', 'lead', 'matrimony'].includes(state.lesson.id)) {
          await page.screenshot({ path: path.join(outDir, `tutorial-${state.lesson.id}-${tag}.png`) });
        }
      }
      const next = g.find(state, 'button:lesson-next');
      const card = state.lesson.waits ? g.humanChoice(state) : null;
      if (next && !state.lesson.waits) await g.press(page, page, next, { touch: !!size.mobile });
      else if (card && !state.animating) {
        const offered = state.targets.filter((t) => t.name.startsWith('card:') && t.enabled);
        g.check(offered.length === 1, `${tag}: the lesson offers one card to lead (${offered.map((t) => t.name)})`, failures);
        await g.press(page, page, card, { touch: !!size.mobile });
      }
    }
    await new Promise((r) => setTimeout(r, 60));
    state = await g.probe(page);
  }
  seen.add(state.lesson.id);
  for (const id of kLessons) g.check(seen.has(id), `${tag}: the lesson "${id}" was shown (${[...seen].join(', ')})`, failures);
  await page.screenshot({ path: path.join(outDir, `tutorial-done-${tag}.png`) });
  await g.pressNamed(page, page, 'button:lesson-play-match', { touch: !!size.mobile });
  state = await g.waitFor(page, (s) => s.screen === 'setup', `${tag}: the setup screen after the lesson`, 10000);
  g.check(state.stats.deals === 0, `${tag}: the lesson is not counted in the statistics (${state.stats.deals} deals)`, failures);

  // From the menu of a real match, and skipped: back to that match as it was.
  await g.pressNamed(page, page, 'button:deal', { touch: !!size.mobile });
  const before = await g.waitFor(page, (s) => s.screen === 'table' && ((s.human >= 0 && !s.animating) || s.dealOver), `${tag}: a match at rest`, 60000);
  await g.pressNamed(page, page, 'button:menu', { touch: !!size.mobile });
  await g.pressNamed(page, page, 'menu:tutorial', { touch: !!size.mobile });
  state = await g.waitFor(page, (s) => s.lesson.active && s.lesson.id === 'board', `${tag}: the lesson again`, 10000);
  await g.pressNamed(page, page, 'button:lesson-skip', { touch: !!size.mobile });
  state = await g.waitFor(page, (s) => !s.lesson.active && s.screen === 'table', `${tag}: back to the match`, 20000);
  g.check(state.hash === before.hash && state.dealCode === before.dealCode, `${tag}: Skip returns to the match as it was`, failures);

  // A new match begun in the middle of a lesson plays on: no lesson holds its table.
  await g.pressNamed(page, page, 'button:menu', { touch: !!size.mobile });
  await g.pressNamed(page, page, 'menu:tutorial', { touch: !!size.mobile });
  await g.waitFor(page, (s) => s.lesson.active && s.lesson.id === 'board', `${tag}: the lesson once more`, 10000);
  await g.pressNamed(page, page, 'button:menu', { touch: !!size.mobile });
  await g.pressNamed(page, page, 'menu:new-match', { touch: !!size.mobile });
  await g.waitFor(page, (s) => s.screen === 'setup', `${tag}: the setup screen`, 10000);
  await g.pressNamed(page, page, 'button:deal', { touch: !!size.mobile });
  state = await g.waitFor(page, (s) => s.screen === 'table' && ((s.human >= 0 && !s.animating) || s.dealOver) && !s.lesson.active,
                          `${tag}: the new match playing on`, 60000);
  for (const p of problems) failures.push(`${tag}: ${p}`);
  await context.close();
}

runTest('tutorial', site, async ({ browser, url }, failures) => {
  fs.mkdirSync(outDir, { recursive: true });
  await followTheLesson(browser, url, { width: 390, height: 844, dpr: 2, mobile: true }, failures);
  await followTheLesson(browser, url, { width: 1280, height: 800 }, failures);
});
