#!/usr/bin/env node
// One tab plays: two pages of the same game in one browser (one storage). The second takes the
// game over with the first's latest move; the first shows "Pope Joan is open in another tab" and
// never writes again; its "Play here" takes the game back with the second's latest move. Undo
// stays off once turned off, and a deal counts once in the statistics.
// Usage: node tabs.js SITE_DIR SCREENSHOT_DIR
'use strict';
const fs = require('fs');
const path = require('path');
const { openPage, waitForFrames, runTest, snap } = require('./browser');
const g = require('./game');

const [site, outDir] = process.argv.slice(2);

// The save as stored (the page's own storage), parsed; null if none.
async function storedSave(page) {
  const text = await page.evaluate(() => window.localStorage.getItem('popejoan:save:default'));
  return text ? JSON.parse(text) : null;
}

// A moment at rest at the table: the person to decide, or the deal over, with nothing moving.
function atRest(page, what) {
  return g.waitFor(page, (s) => s.screen === 'table' && !s.animating && (s.human >= 0 || s.dealOver), what, 60000);
}

// Presses "Play here", which opens the page again from the latest save.
async function playHere(page) {
  const state = await g.probe(page);
  const t = g.find(state, 'button:play-here');
  if (!t) throw new Error(`no "button:play-here" on the ${state.screen} screen`);
  await Promise.all([page.waitForNavigation({ timeout: 30000 }), page.mouse.click(t.x + t.w / 2, t.y + t.h / 2)]);
  await waitForFrames(page, 3, 30000);
}

runTest('tabs', site, async ({ browser, url }, failures) => {
  fs.mkdirSync(outDir, { recursive: true });
  const gameUrl = `${url}?seed=5&autostart=1&pace=instant`;
  const first = await openPage(browser, gameUrl, { width: 1280, height: 800 });
  const { context } = first;
  const a = first.page;
  await a.goto(gameUrl);
  await waitForFrames(a, 3, 30000);
  await atRest(a, 'your first turn in tab A');

  // Tab A: undo off, then a lead.
  await g.pressNamed(a, a, 'button:menu');
  await g.steadyTarget(a, 'menu:allow-undo');
  await g.pressNamed(a, a, 'menu:allow-undo');
  await g.closeMenu(a);
  g.check(!(await g.probe(a)).undoAllowed, 'tab A: undo is off', failures);
  await g.playHumanMoves(a, a, 1);
  const afterA = await atRest(a, 'your next turn in tab A');
  await g.settle(a, 4);  // the save is written as the frame ends

  // Tab B opens the same game: it has tab A's move, and tab A stands aside.
  const b = await context.newPage();
  b.on('pageerror', (err) => failures.push(`tab B: page error: ${err.message}`));
  await b.goto(gameUrl);
  await waitForFrames(b, 3, 30000);
  const openedB = await atRest(b, 'the table in tab B');
  g.check(openedB.steps === afterA.steps && openedB.hash === afterA.hash,
          `tab B opens at tab A's latest move (steps ${openedB.steps}/${afterA.steps}, state ${openedB.hash}/${afterA.hash})`, failures);
  g.check(!openedB.undoAllowed && !openedB.offered.includes('button:undo'), 'tab B: undo stays off', failures);
  const asideA = await g.waitFor(a, (s) => s.screen === 'other-tab', 'tab A to show "open in another tab"', 20000);
  g.check(asideA.offered.length === 1 && asideA.offered[0] === 'button:play-here',
          `tab A offers only "Play here" (${asideA.offered.join(', ')})`, failures);
  await snap(a, outDir, 'tabs-other-tab-1280x800.png');

  // Tab B plays on; tab A writes nothing meanwhile.
  const writtenA = asideA.savesWritten;
  await g.playHumanMoves(b, b, 1);
  const afterB = await atRest(b, 'your next turn in tab B');
  await g.settle(b, 4);
  await g.settle(a, 6);
  g.check((await g.probe(a)).savesWritten === writtenA, 'tab A wrote nothing while tab B played', failures);
  const savedB = await storedSave(b);
  g.check(savedB && savedB.match && savedB.progress.steps === afterB.steps,
          `the save holds tab B's move (${savedB && savedB.match ? savedB.progress.steps : 'none'} / ${afterB.steps} steps)`, failures);

  // Play here: tab A takes the game back with tab B's move; tab B stands aside.
  await playHere(a);
  const backA = await atRest(a, 'the table in tab A after "Play here"');
  g.check(backA.steps === afterB.steps && backA.hash === afterB.hash,
          `"Play here" loads tab B's latest move (steps ${backA.steps}/${afterB.steps})`, failures);
  g.check(!backA.undoAllowed && !backA.offered.includes('button:undo') && !backA.offered.includes('menu:undo'),
          'tab A after "Play here": undo stays off', failures);
  await g.waitFor(b, (s) => s.screen === 'other-tab', 'tab B to show "open in another tab"', 20000);

  // The deal played to its end in tab A counts once, wherever it is read afterwards.
  const ended = await g.playToDealEnd(a, a);
  await g.settle(a, 4);
  g.check(ended.stats.deals === 1, `tab A counts the deal once (${ended.stats.deals})`, failures);
  await playHere(b);
  const backB = await g.waitFor(b, (s) => s.screen === 'table', 'the table in tab B after "Play here"', 30000);
  g.check(backB.stats.deals === 1 && backB.steps === ended.steps,
          `tab B takes the ended deal back: ${backB.stats.deals} deal counted, steps ${backB.steps}/${ended.steps}`, failures);
  await g.waitFor(a, (s) => s.screen === 'other-tab', 'tab A to stand aside again', 20000);
  const saved = await storedSave(b);
  g.check(saved && saved.statistics && saved.statistics.deals_played === 1,
          `the saved statistics count the deal once (${JSON.stringify(saved && saved.statistics)})`, failures);

  // The accessible mirror says it too.
  const mirror = await a.evaluate(() => document.body.textContent);
  g.check(mirror.includes('open in another tab'), 'the page says "open in another tab" to screen readers', failures);
  for (const p of first.problems) failures.push(`tab A: ${p}`);
  await context.close();
});
