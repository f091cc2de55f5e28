#!/usr/bin/env node
// The keyboard's one cue and the page's control bar. After H the hinted card has the keyboard's
// focus and is the one raised card, so Enter leads it; Tab and Shift+Tab move that one cue and
// never leave a second card raised; Escape that closes the menu leaves the focus cue on a
// control (the probe's "focus"), and Escape that closes the rules or the log leaves it on Menu.
// At every size of the layout matrix, a game-control button of the page with the keyboard shows
// the control bar in its own strip at the top, the game moved down under it and redrawn in the
// room left: the bar covers nothing of the game (the top bar, your hand, the caption's buttons,
// the settlement's); no band of the page is left blank (Chromium once left one the bar's height).
// Cards led from the right end of the hand by Enter and Space: at the next lead the keyboard's
// cue is on a card (the one now at that end), so Right, Enter and Space still work.
// Usage: node keys.js SITE_DIR SCREENSHOT_DIR
'use strict';
const fs = require('fs');
const path = require('path');
const { openPage, waitForFrames, runParts, snap, screenshotDir } = require('./browser');
const g = require('./game');
const { decodePng } = require('./png');

const [site, outDir] = process.argv.slice(2);
const kSizes = [[390, 844], [844, 390], [800, 450], [1280, 800], [1920, 1080]];

const hintTarget = (s) => s.targets.find((t) => t.name.startsWith('hint:'));
const atLead = (s) => s.human >= 0 && !s.animating && !!g.humanChoice(s) && s.phase === 'lead';
const overlaps = (a, b) => a.x + 1 < b.x + b.w && b.x + 1 < a.x + a.w && a.y + 1 < b.y + b.h && b.y + 1 < a.y + a.h;
const raisedOf = (s) => s.raisedCards || [];

async function pressKey(page, key) {
  await page.keyboard.press(key);
  await g.settle(page, 4);
  return g.probe(page);
}

// H gives the hinted card the focus: one raised card, the hinted one; Enter leads it.
async function hintChecks(browser, baseUrl, failures) {
  const url = `${baseUrl}?seed=21&pace=fast&ai=casual&autostart=1`;
  const { context, page, problems } = await openPage(browser, url, { width: 1280, height: 800 });
  await page.goto(url);
  await waitForFrames(page, 3, 30000);
  let state = await g.waitFor(page, atLead, 'a lead of yours', 120000);
  await page.mouse.move(4, 796);  // the pointer rests on the felt, over nothing
  await g.settle(page, 2);
  await page.keyboard.press('h');
  state = await g.waitFor(page, (s) => !!hintTarget(s), 'the hint', 30000);
  await g.settle(page, 4);
  state = await g.probe(page);
  const hinted = hintTarget(state).name.slice('hint:'.length);
  await snap(page, outDir, 'keys-after-hint-1280x800.png');
  g.check(state.focus === 'card:' + hinted, `after H the hinted ${hinted} has the keyboard's focus (focus "${state.focus}")`, failures);
  g.check(raisedOf(state).length === 1 && raisedOf(state)[0] === hinted,
          `after H the one raised card is the hinted ${hinted} (raised ${JSON.stringify(raisedOf(state))})`, failures);
  const steps = state.steps;
  state = await pressKey(page, 'Enter');
  state = await g.waitFor(page, (s) => s.steps > steps || s.dealOver, 'Enter to lead', 5000).catch(() => g.probe(page));
  g.check(!g.find(state, 'card:' + hinted) && state.steps > steps, `Enter led the hinted ${hinted}`, failures);

  // At the next lead: H, then Shift+Tab and Tab move the one cue; never two cards raised.
  state = await g.waitFor(page, (s) => atLead(s) || s.dealOver, 'your next lead', 120000);
  if (!state.dealOver) {
    await page.keyboard.press('h');
    state = await g.waitFor(page, (s) => !!hintTarget(s) && raisedOf(s).length > 0, 'the second hint', 30000)
      .catch(() => g.probe(page));
    for (const key of ['Shift+Tab', 'Shift+Tab', 'Tab', 'Tab', 'Tab']) {
      state = await pressKey(page, key);
      const raised = raisedOf(state);
      g.check(raised.length <= 1, `after ${key} at most one card is raised (${JSON.stringify(raised)})`, failures);
      if (raised.length === 1) {
        g.check(state.focus === 'card:' + raised[0], `after ${key} the raised card ${raised[0]} is the focused one (focus "${state.focus}")`, failures);
      }
    }
    await snap(page, outDir, 'keys-after-tabs-1280x800.png');
  }

  // Escape opens the menu and Escape closes it: the focus cue stays in view, on a control.
  await page.mouse.move(4, 796);
  state = await pressKey(page, 'Escape');
  g.check(state.targets.some((t) => t.name.startsWith('menu:')), 'Escape opens the menu', failures);
  state = await pressKey(page, 'Escape');
  g.check(!state.targets.some((t) => t.name.startsWith('menu:')), 'Escape closes the menu', failures);
  g.check(state.focus !== '' && state.focus !== undefined, `after Escape closed the menu a control shows the focus cue (focus "${state.focus}")`, failures);
  await snap(page, outDir, 'keys-after-escape-1280x800.png');
  state = await pressKey(page, 'Enter');
  g.check(state.targets.some((t) => t.name.startsWith('menu:')), `Enter on the focused ${state.focus || 'control'} opens the menu again`, failures);

  // Escape that closes the rules (opened from the menu) or the log (L) leaves the cue on Menu.
  const rulesItem = g.find(state, 'menu:rules');
  g.check(!!rulesItem, 'the menu offers the rules', failures);
  if (rulesItem) {
    await g.press(page, page, rulesItem);
    state = await g.waitFor(page, (s) => !!g.find(s, 'button:close-rules'), 'the rules', 10000).catch(() => g.probe(page));
    state = await pressKey(page, 'Escape');
    g.check(!g.find(state, 'button:close-rules'), 'Escape closes the rules', failures);
    g.check(state.focus === 'button:menu', `after Escape closed the rules Menu has the focus cue (focus "${state.focus}")`, failures);
  }
  await page.keyboard.press('l');
  state = await g.waitFor(page, (s) => !!g.find(s, 'button:close-log'), 'the log', 10000).catch(() => g.probe(page));
  state = await pressKey(page, 'Escape');
  g.check(!g.find(state, 'button:close-log'), 'Escape closes the log', failures);
  g.check(state.focus === 'button:menu', `after Escape closed the log Menu has the focus cue (focus "${state.focus}")`, failures);
  await snap(page, outDir, 'keys-after-log-escape-1280x800.png');
  for (const p of problems) failures.push('hint: ' + p);
  await context.close();
}

// Leads from the right end of the hand, by keyboard only: at each lead after the first the cue
// is on a card at once (or the first Right brings it), Right keeps it at the hand's right end,
// and Enter or Space leads it. The playtest lost the cue for good after a few such leads.
async function rightEndChecks(browser, baseUrl, failures) {
  const url = `${baseUrl}?seed=7&pace=instant&ai=beginner&autostart=1`;
  const { context, page, problems } = await openPage(browser, url, { width: 1280, height: 800 });
  await page.goto(url);
  await waitForFrames(page, 3, 30000);
  await page.mouse.move(4, 796);  // the pointer rests on the felt, over nothing
  let plays = 0;
  let firstOfDeal = true;
  for (let round = 0; plays < 5 && round < 40; round++) {
    let state = await g.waitFor(page, (s) => atLead(s) || s.dealOver || s.matchOver, 'a lead of yours', 120000);
    if (state.matchOver) break;
    if (state.dealOver) {
      await g.pressNamed(page, page, g.find(state, 'button:next-deal') ? 'button:next-deal' : 'button:final-standings');
      await page.mouse.move(4, 796);
      firstOfDeal = true;
      continue;
    }
    await g.settle(page, 2);
    if (firstOfDeal) {  // H gives a card the cue to start from
      await page.keyboard.press('h');
      await g.waitFor(page, (s) => !!hintTarget(s) && (s.focus || '').startsWith('card:'), 'the hint', 30000);
    } else {
      state = await g.probe(page);
      const cued = (state.focus || '').startsWith('card:');
      state = await pressKey(page, 'ArrowRight');
      g.check(cued || (state.focus || '').startsWith('card:'),
              `lead ${plays + 1}: after a lead from the right end the cue is on a card (focus "${state.focus}", raised ${JSON.stringify(raisedOf(state))})`, failures);
      if (!(state.focus || '').startsWith('card:')) break;
    }
    state = await g.probe(page);
    const leadable = state.targets.filter((t) => t.enabled && t.name.startsWith('card:')).sort((a, b) => a.x - b.x);
    const rightmost = leadable[leadable.length - 1].name;
    for (let i = 0; i < 14 && state.focus !== rightmost; i++) state = await pressKey(page, 'ArrowRight');
    state = await pressKey(page, 'ArrowRight');  // once more at the end: the cue stays there
    g.check(state.focus === rightmost && raisedOf(state).length === 1 && 'card:' + raisedOf(state)[0] === rightmost,
            `lead ${plays + 1}: Right brings the cue to the right end, ${rightmost} (focus "${state.focus}", raised ${JSON.stringify(raisedOf(state))})`, failures);
    if (state.focus !== rightmost) break;
    const key = plays % 2 === 0 ? 'Enter' : 'Space';
    const steps = state.steps;
    await page.keyboard.press(key);
    state = await g.waitFor(page, (s) => s.steps > steps && !g.find(s, rightmost), `${key} to lead ${rightmost}`, 5000)
      .catch(() => g.probe(page));
    g.check(!g.find(state, rightmost), `lead ${plays + 1}: ${key} led ${rightmost}`, failures);
    if (g.find(state, rightmost)) break;
    plays++;
    firstOfDeal = false;
  }
  await snap(page, outDir, 'keys-right-end-1280x800.png');
  g.check(plays >= 5, `five leads from the right end by keyboard (${plays})`, failures);
  for (const p of problems) failures.push('right end: ' + p);
  await context.close();
}

// The page's control bar, focused, at one size: where the canvas is and what the bar covers.
async function barProblems(page, state, before, what) {
  const p = [];
  const now = await page.evaluate(() => {
    const r = document.getElementById('canvas').getBoundingClientRect();
    const b = document.getElementById('a11y-controls').getBoundingClientRect();
    return { canvas: { x: r.x, y: r.y, w: r.width, h: r.height }, bar: { x: b.x, y: b.y, w: b.width, h: b.height },
             scroll: document.scrollingElement.scrollTop + document.getElementById('stage').scrollTop,
             focused: document.activeElement && document.activeElement.tagName };
  });
  if (now.focused !== 'BUTTON') p.push(`${what}: a control-bar button does not have the focus (${now.focused})`);
  // The game in the room under the bar: as wide as before, the bar's height shorter, all in view.
  const under = { x: before.x, y: before.y + now.bar.h, w: before.w, h: before.h - now.bar.h };
  if (JSON.stringify(now.canvas) !== JSON.stringify(under)) {
    p.push(`${what}: the canvas is not in the room under the bar (${JSON.stringify(before)} -> ${JSON.stringify(now.canvas)})`);
  }
  if (now.scroll !== 0) p.push(`${what}: the page scrolled by ${now.scroll}`);
  if (now.bar.h < 44) p.push(`${what}: the bar is not shown (${now.bar.h} tall)`);
  if (state.view.w !== now.canvas.w || state.view.h !== now.canvas.h) p.push(`${what}: the game's view is ${state.view.w}x${state.view.h}, not the canvas's`);
  const needed = state.targets.filter((t) => t.name === 'region:hand' || t.name === 'region:caption' || t.name === 'region:topbar' ||
    /^button:(menu|hint|skip|next-deal|final-standings|new-match|table-new-match)$/.test(t.name) || t.name.startsWith('card:'));
  for (const t of needed) {
    const onPage = { x: t.x + now.canvas.x, y: t.y + now.canvas.y, w: t.w, h: t.h };
    if (overlaps(now.bar, onPage)) p.push(`${what}: the bar (${now.bar.y}..${now.bar.y + now.bar.h}) covers ${t.name} (${onPage.y}..${onPage.y + t.h})`);
  }
  return p;
}

// Rows of a screenshot left blank (transparent) down its middle: nothing of the page drawn there.
function blankRows(png) {
  const image = decodePng(png);
  const x = Math.floor(image.width / 2);
  let blank = 0;
  for (let y = 0; y < image.height; y++) {
    if (image.pixels[(y * image.width + x) * 4 + 3] === 0) blank++;
  }
  return blank;
}

// As a keyboard player reaches the page's controls: Shift+Tab through the game's own controls
// and on past the first of them, then once more within the bar.
async function focusBar(page) {
  await page.focus('#canvas');
  const onBar = () => page.evaluate(() => !!document.activeElement && document.activeElement.parentNode ===
                                           document.getElementById('a11y-buttons'));
  for (let i = 0; i < 40 && !(await onBar()); i++) {
    await page.keyboard.press('Shift+Tab');
    await g.settle(page, 3);
  }
  if (!(await onBar())) await page.focus('#a11y-buttons button');
  await page.keyboard.press('Shift+Tab');
  await g.settle(page, 4);
}

async function barChecks(browser, baseUrl, width, height, failures) {
  const tag = `${width}x${height}`;
  const url = `${baseUrl}?seed=7&pace=instant&ai=beginner&autostart=1`;
  const mobile = width < 500;
  const { context, page, problems } = await openPage(browser, url, { width, height, dpr: 1, mobile });
  await page.goto(url);
  await waitForFrames(page, 3, 30000);
  let state = await g.waitFor(page, atLead, `${tag}: a lead of yours`, 120000);
  const canvasBox = () => page.evaluate(() => {
    const r = document.getElementById('canvas').getBoundingClientRect();
    return { x: r.x, y: r.y, w: r.width, h: r.height };
  });
  const before = await canvasBox();
  await focusBar(page);
  state = await g.probe(page);
  for (const p of await barProblems(page, state, before, `${tag} at your lead`)) failures.push(p);
  // Its pixels are checked: taken with or without the file.
  const blank = blankRows(await page.screenshot(screenshotDir(outDir) ? { path: path.join(outDir, `keys-bar-lead-${tag}.png`) } : {}));
  g.check(blank === 0, `${tag}: with the bar shown, ${blank} rows of the page are drawn blank`, failures);

  // The settlement: its button stays in view under the bar.
  await page.focus('#canvas');
  await g.settle(page, 2);
  state = await g.playToDealEnd(page, page, { touch: mobile });
  state = await g.waitFor(page, (s) => !!(g.find(s, 'button:next-deal') || g.find(s, 'button:final-standings')),
                          `${tag}: the settlement's button`, 60000);
  await focusBar(page);
  state = await g.probe(page);
  for (const p of await barProblems(page, state, before, `${tag} at the settlement`)) failures.push(p);
  await snap(page, outDir, `keys-bar-settlement-${tag}.png`);
  for (const p of problems) failures.push(`${tag}: ${p}`);
  await context.close();
}

// Independent parts (tests/CMakeLists.txt runs each as a test of its own, side by side).
fs.mkdirSync(outDir, { recursive: true });
const barParts = (sizes) => async ({ browser, url }, failures) => {
  for (const [w, h] of sizes) await barChecks(browser, url, w, h, failures);
};
runParts('keys', site, {
  hint: ({ browser, url }, failures) => hintChecks(browser, url, failures),
  'right-end': ({ browser, url }, failures) => rightEndChecks(browser, url, failures),
  'bar-phones': barParts(kSizes.filter(([w, h]) => Math.min(w, h) < 450)),
  'bar-screens': barParts(kSizes.filter(([w, h]) => Math.min(w, h) >= 450)),
});
