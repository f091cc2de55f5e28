#!/usr/bin/env node
// The look settings on the real page (issue 16, "Playable by everyone"):
//  - `theme=contrast` opens in the high-contrast theme;
//  - a first visit in a browser that asks for more contrast (prefers-contrast: more, and
//    forced-colors: active) takes the high-contrast theme, but a saved theme is kept;
//  - the four-colour deck and 150% type are switched through the real menu with real clicks
//    (and taps on a phone), the cards grow (on a phone: never shrink, and the board's and the
//    caption's words are no smaller than at 100%, and the top bar keeps its title), and both
//    survive a reload;
//  - the setup screen offers the text size before any card is dealt;
//  - screenshots of the four-colour deck, the high-contrast theme and 150% at 1280x800, 390x844,
//    844x390 and 800x450, every probe region inside the view.
// Fixed seeds; every wait is on the probe's state.
// Usage: node look.js SITE_DIR SCREENSHOT_DIR
'use strict';
const fs = require('fs');
const path = require('path');
const { openPage, waitForFrames, runTest, snap } = require('./browser');
const g = require('./game');

const [site, outDir] = process.argv.slice(2);

async function open(page, url) {
  await page.goto(url);
  await waitForFrames(page, 3, 30000);
  return g.probe(page);
}

async function reload(page) {
  await page.reload();
  await waitForFrames(page, 3, 30000);
  return g.probe(page);
}

async function shot(page, name) {
  await g.settle(page, 3);
  await snap(page, outDir, name);
}

// Opens the table's menu and presses `name` in it, scrolling the menu with the wheel when the
// item is below its fold (large type on a small screen).
async function pressInMenu(page, name, touch) {
  let state = await g.probe(page);
  if (!state.targets.some((t) => t.name.startsWith('menu:'))) {
    await g.pressNamed(page, page, 'button:menu', { touch });
    state = await g.waitFor(page, (s) => !!g.find(s, 'menu:new-match') || !!g.find(s, name), 'the menu to open', 10000);
  }
  for (let i = 0; i < 12 && !g.find(state, name); i++) {
    const anchor = state.targets.find((t) => t.name.startsWith('menu:'));
    await page.mouse.move(anchor.x + anchor.w / 2, anchor.y + anchor.h / 2);
    await page.mouse.wheel(0, 240);
    await g.settle(page, 3);
    state = await g.probe(page);
  }
  const steady = await g.steadyTarget(page, name);
  await g.press(page, page, g.find(steady, name), { touch });
}

function inside(t, view) {
  return t.x >= -1 && t.y >= -1 && t.x + t.w <= view.w + 1 && t.y + t.h <= view.h + 1;
}

// Every region and target the probe names lies inside the view; the table's regions do not overlap.
function checkOnScreen(state, tag, failures) {
  for (const t of state.targets) {
    g.check(inside(t, state.view), `${tag}: ${t.name} [${t.x},${t.y} ${t.w}x${t.h}] leaves the ${state.view.w}x${state.view.h} view`, failures);
  }
  const regions = state.targets.filter((t) => /^region:(topbar|seat-\d|board|turnup|pile|caption|hand|settlement)$/.test(t.name));
  for (let i = 0; i < regions.length; i++) {
    for (let j = i + 1; j < regions.length; j++) {
      const a = regions[i], b = regions[j];
      const apart = a.x + a.w <= b.x + 1 || b.x + b.w <= a.x + 1 || a.y + a.h <= b.y + 1 || b.y + b.h <= a.y + 1;
      g.check(apart, `${tag}: ${a.name} overlaps ${b.name}`, failures);
    }
  }
}

const yourLead = (s) => s.screen === 'table' && s.human >= 0 && !s.animating && !!g.humanChoice(s);

async function contrastByParameter(browser, url, failures) {
  const { context, page, problems } = await openPage(browser, url, { width: 1280, height: 800 });
  let state = await open(page, `${url}?theme=contrast&seed=5&pace=fast&autostart=1&embed=look-param`);
  g.check(state.theme === 'contrast', `theme=contrast opens in high contrast (theme "${state.theme}")`, failures);
  g.check(state.fourColour === false && state.textSize === 100, `a first visit: two colours at 100% (${state.fourColour}, ${state.textSize})`, failures);
  state = await g.waitFor(page, yourLead, 'a lead of yours', 120000);
  checkOnScreen(state, 'contrast 1280x800', failures);
  await shot(page, 'look-contrast-1280x800.png');
  for (const p of problems) failures.push(`theme=contrast: ${p}`);
  await context.close();
}

// A fresh browser (no save) that asks for more contrast, or forces colours, gets high contrast.
async function contrastFromTheSystem(browser, url, media, failures) {
  const { context, page, problems } = await openPage(browser, url, { width: 1280, height: 800 });
  await page.emulateMedia(media);
  const state = await open(page, `${url}?seed=5&embed=look-system`);
  g.check(state.save === 'none' && state.theme === 'contrast',
          `a first visit with ${JSON.stringify(media)} takes high contrast (save ${state.save}, theme "${state.theme}")`, failures);
  for (const p of problems) failures.push(`${JSON.stringify(media)}: ${p}`);
  await context.close();
}

// A saved theme is the player's own: the system's wish does not override it on a later visit.
async function savedThemeKept(browser, url, failures) {
  const { context, page, problems } = await openPage(browser, url, { width: 1280, height: 800 });
  let state = await open(page, `${url}?seed=5&embed=look-saved`);
  g.check(state.theme === 'felt', `no system preference: the felt theme (${state.theme})`, failures);
  await g.waitFor(page, (s) => s.savesWritten > 0, 'the first save', 10000);
  await page.emulateMedia({ contrast: 'more' });
  state = await reload(page);
  g.check(state.save !== 'none' && state.theme === 'felt',
          `prefers-contrast does not override a saved theme (save ${state.save}, theme "${state.theme}")`, failures);
  for (const p of problems) failures.push(`saved theme: ${p}`);
  await context.close();
}

// Four colours and 150% through the menu at 1280x800, kept across a reload; then the same table
// at 844x390 and 800x450.
async function menuAtDesktop(browser, url, failures) {
  const { context, page, problems } = await openPage(browser, url, { width: 1280, height: 800 });
  await open(page, `${url}?seed=5&pace=fast&autostart=1&embed=look-menu`);
  let state = await g.waitFor(page, yourLead, 'a lead of yours', 120000);
  const designedCard = state.cardHeight;
  await shot(page, 'look-two-colour-100-1280x800.png');
  await pressInMenu(page, 'menu:four-colour', false);
  state = await g.waitFor(page, (s) => s.fourColour === true, 'the four-colour deck', 10000);
  await pressInMenu(page, 'menu:text-size-150', false);
  state = await g.waitFor(page, (s) => s.textSize === 150, 'text at 150%', 10000);
  await g.closeMenu(page);
  state = await g.waitFor(page, (s) => yourLead(s) && s.cardHeight > designedCard, 'larger cards', 10000);
  g.check(state.cardHeight > designedCard * 1.2, `150% grows the cards (${designedCard} to ${state.cardHeight} points tall)`, failures);
  checkOnScreen(state, 'four colours 150% 1280x800', failures);
  await shot(page, 'look-four-colour-150-1280x800.png');
  state = await reload(page);
  state = await g.waitFor(page, yourLead, 'the resumed lead', 60000);
  g.check(state.fourColour === true && state.textSize === 150 && state.theme === 'felt',
          `four colours and 150% survive a reload (${state.fourColour}, ${state.textSize}, ${state.theme})`, failures);
  for (const [w, h] of [[844, 390], [800, 450]]) {
    await page.setViewportSize({ width: w, height: h });
    state = await g.waitFor(page, (s) => s.view.w === w && s.view.h === h && yourLead(s), `the table at ${w}x${h}`, 20000);
    checkOnScreen(state, `150% ${w}x${h}`, failures);
    await shot(page, `look-four-colour-150-${w}x${h}.png`);
    await pressInMenu(page, 'menu:text-size-150', false);  // the menu, scrolled to its look settings
    state = await g.probe(page);
    checkOnScreen(state, `150% menu ${w}x${h}`, failures);
    await shot(page, `look-menu-150-${w}x${h}.png`);
    await g.closeMenu(page);
  }
  for (const p of problems) failures.push(`menu 1280x800: ${p}`);
  await context.close();
}

// A phone: taps through the menu to high contrast, four colours and 150%; kept across a reload.
async function menuOnAPhone(browser, url, failures) {
  const size = { width: 390, height: 844, mobile: true };
  const { context, page, problems } = await openPage(browser, url, size);
  await open(page, `${url}?seed=5&pace=fast&autostart=1&embed=look-phone`);
  let state = await g.waitFor(page, yourLead, 'a lead of yours', 120000);
  const designedCard = state.cardHeight;
  const designedBoardText = state.boardText;
  const designedCaption = state.captionSize;
  await pressInMenu(page, 'menu:theme-contrast', true);
  state = await g.waitFor(page, (s) => s.theme === 'contrast', 'the high-contrast theme', 10000);
  await pressInMenu(page, 'menu:four-colour', true);
  state = await g.waitFor(page, (s) => s.fourColour === true, 'the four-colour deck', 10000);
  await pressInMenu(page, 'menu:text-size-150', true);
  await g.waitFor(page, (s) => s.textSize === 150, 'text at 150%', 10000);
  // The menu fits itself to the new type a frame after the first one at 150% (an ImGui window
  // sizes to what it held the frame before): the check is on the menu as it stays.
  await g.settle(page, 4);
  state = await g.probe(page);
  checkOnScreen(state, 'menu 150% 390x844', failures);
  await shot(page, 'look-menu-150-390x844.png');
  await g.closeMenu(page);
  await g.waitFor(page, (s) => yourLead(s) && !s.targets.some((t) => t.name.startsWith('menu:')), 'the table at 150%', 10000);
  await g.settle(page, 4);
  state = await g.probe(page);
  // The board keeps what its words need to be no smaller than at 100% (they once shrank to
  // about 8 px), within the quarter point its size is found to; the cards never shrink.
  g.check(designedBoardText > 0 && state.boardText >= designedBoardText - 0.25,
          `150% on a phone leaves the board's words no smaller (${designedBoardText} to ${state.boardText} px)`, failures);
  g.check(state.cardHeight >= designedCard, `150% never shrinks the cards on a phone (${designedCard} to ${state.cardHeight})`, failures);
  // The top bar keeps the game's name (at 150% it once gave its room to the deal and trumps).
  g.check(state.titleSize >= 18, `150% on a phone keeps the title (${state.titleSize} points)`, failures);
  // The caption's words too: two lines rather than one smaller than at 100%.
  g.check(designedCaption > 0 && state.captionSize >= designedCaption,
          `150% on a phone leaves the caption's words no smaller (${designedCaption} to ${state.captionSize} px)`, failures);
  checkOnScreen(state, 'contrast four colours 150% 390x844', failures);
  await shot(page, 'look-contrast-four-colour-150-390x844.png');
  state = await reload(page);
  state = await g.waitFor(page, yourLead, 'the resumed lead', 60000);
  g.check(state.theme === 'contrast' && state.fourColour === true && state.textSize === 150,
          `the phone's look survives a reload (${state.theme}, ${state.fourColour}, ${state.textSize})`, failures);
  for (const p of problems) failures.push(`phone: ${p}`);
  await context.close();
}

// Before any card is dealt: the setup screen's "Language, text size and colours".
async function setupOffersTheLook(browser, url, failures) {
  const { context, page, problems } = await openPage(browser, url, { width: 390, height: 844, mobile: true });
  let state = await open(page, `${url}?seed=5&embed=look-setup`);
  g.check(state.screen === 'setup', `a first visit opens on the setup screen (${state.screen})`, failures);
  await g.pressNamed(page, page, 'setup:look', { touch: true });
  state = await g.waitFor(page, (s) => !!g.find(s, 'setup:text-size-125'), 'the text sizes on the setup screen', 10000);
  await g.pressNamed(page, page, 'setup:text-size-125', { touch: true });
  state = await g.waitFor(page, (s) => s.textSize === 125, 'text at 125% from the setup screen', 10000);
  await shot(page, 'look-setup-125-390x844.png');
  for (const p of problems) failures.push(`setup: ${p}`);
  await context.close();
}

runTest('look', site, async ({ browser, url }, failures) => {
  fs.mkdirSync(outDir, { recursive: true });
  await contrastByParameter(browser, url, failures);
  await contrastFromTheSystem(browser, url, { contrast: 'more' }, failures);
  await contrastFromTheSystem(browser, url, { forcedColors: 'active' }, failures);
  await savedThemeKept(browser, url, failures);
  await menuAtDesktop(browser, url, failures);
  await menuOnAPhone(browser, url, failures);
  await setupOffersTheLook(browser, url, failures);
});
