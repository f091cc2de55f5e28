#!/usr/bin/env node
// Two languages on the real page (issue 17):
//  - `?lang=fr` shows French: <html lang="fr">, the loading screen's and the page's own words, the
//    setup screen, the table's captions through a deal to its settlement, the rules help; the
//    game's words come from the served French catalogue (checked against the accessible mirror)
//    and the probe reports no English text missing a French entry on any screen visited;
//    screenshots at 1280x800 and 390x844;
//  - a browser whose language is French opens in French with no parameter; Settings switches to
//    English with real clicks, the choice is saved and wins over the browser's language after a
//    reload and over `?lang=fr` in the address, and switches back; at the table, the menu's settings switch it with the menu open;
//  - an English visit never downloads the French words (the first load carries no language).
// Fixed seeds; every wait is on the probe's state.
// Usage: node language.js SITE_DIR SCREENSHOT_DIR
'use strict';
const fs = require('fs');
const path = require('path');
const { openPage, waitForFrames, runTest, snap } = require('./browser');
const g = require('./game');

const [site, outDir] = process.argv.slice(2);

// The served catalogue, flattened: English key -> French.
function frenchWords() {
  const words = {};
  for (const part of JSON.parse(fs.readFileSync(path.join(site, 'lang-fr.json'), 'utf8'))) Object.assign(words, part);
  return words;
}

async function open(page, url) {
  await page.goto(url);
  await waitForFrames(page, 3, 30000);
  return g.probe(page);
}

async function shot(page, name) {
  await g.settle(page, 3);
  await snap(page, outDir, name);
}

const htmlLang = (page) => page.evaluate(() => document.documentElement.lang);
const mirrorLabels = (page) => page.evaluate(() => Array.from(document.querySelectorAll('#a11y-buttons button')).map((b) => b.textContent));
const mirrorText = (page) => page.evaluate(() => document.getElementById('a11y-table').textContent);

// The probe's count of English texts shown without a French entry since French was set.
function checkNothingMissing(state, where, failures) {
  const missing = state.language.missing;
  g.check(missing.length === 0, `${where}: English shown without a French entry: ${JSON.stringify(missing.slice(0, 5))}`, failures);
}

// The mirror offers a button labelled with the catalogue's French for `english`.
async function checkLabel(page, fr, english, where, failures) {
  const labels = await mirrorLabels(page);
  g.check(!!fr[english] && labels.includes(fr[english]),
          `${where}: a control reads "${fr[english]}" (French for "${english}"); the controls read ${JSON.stringify(labels.slice(0, 8))}`, failures);
}

async function frenchByParameter(browser, url, viewport, tag, failures) {
  const fr = frenchWords();
  const { context, page, problems } = await openPage(browser, url, viewport);
  let state = await open(page, `${url}?lang=fr&seed=5&pace=fast&embed=lang-${tag}`);
  g.check(state.language.shown === 'fr' && state.screen === 'setup', `lang=fr opens the setup in French (${JSON.stringify(state.language)}, ${state.screen})`, failures);
  g.check(await htmlLang(page) === 'fr', `<html lang> is "fr" (${await htmlLang(page)})`, failures);
  const heading = await page.evaluate(() => document.getElementById('a11y-controls-title').textContent);
  g.check(heading === 'Commandes du jeu', `the page's own words are French ("${heading}")`, failures);
  await checkLabel(page, fr, 'Deal the cards', `setup ${tag}`, failures);
  checkNothingMissing(state, `setup ${tag}`, failures);
  await shot(page, `language-fr-setup-${tag}.png`);

  // The rules help.
  await g.pressNamed(page, page, 'button:how-to-play', { touch: !!viewport.mobile });
  state = await g.waitFor(page, (s) => s.rulesOpen, 'the rules help', 10000);
  await g.settle(page, 3);
  await checkLabel(page, fr, 'Close the rules', `rules ${tag}`, failures);
  state = await g.probe(page);
  checkNothingMissing(state, `rules ${tag}`, failures);
  await shot(page, `language-fr-rules-${tag}.png`);
  await g.pressNamed(page, page, 'button:close-rules', { touch: !!viewport.mobile });
  await g.waitFor(page, (s) => !s.rulesOpen, 'the rules help to close', 10000);

  // A deal: the table's captions as it goes, and its settlement.
  await g.pressNamed(page, page, 'button:deal', { touch: !!viewport.mobile });
  state = await g.waitFor(page, (s) => s.screen === 'table' && s.human >= 0 && !s.animating && !!g.humanChoice(s), 'a lead of yours', 120000);
  const table = await mirrorText(page);
  g.check(!!fr['Now'] && table.includes(fr['Now']) && table.includes(fr['Your hand ({0})'].split('{0}')[0]),
          `the table in words is French: ${table.slice(0, 160)}`, failures);
  checkNothingMissing(state, `table ${tag}`, failures);
  await shot(page, `language-fr-table-${tag}.png`);
  state = await g.playToDealEnd(page, page, { touch: !!viewport.mobile });
  await g.waitFor(page, (s) => !s.animating, 'the settlement', 30000);
  await checkLabel(page, fr, 'Next deal', `settlement ${tag}`, failures);
  state = await g.probe(page);
  checkNothingMissing(state, `settlement ${tag}`, failures);
  await shot(page, `language-fr-settlement-${tag}.png`);
  for (const p of problems) failures.push(`lang=fr ${tag}: ${p}`);
  await context.close();
}

// A French browser, no parameter: French; English chosen in Settings is kept over the browser's
// language across a reload; French chosen again.
async function frenchBrowserAndSettings(browser, url, failures) {
  const fr = frenchWords();
  const { context, page, problems } = await openPage(browser, url, { width: 1280, height: 800 }, { locale: 'fr-FR' });
  let state = await open(page, `${url}?seed=5&embed=lang-browser`);
  g.check(state.language.shown === 'fr' && state.language.chosen === '', `a French browser opens in French, not chosen yet (${JSON.stringify(state.language)})`, failures);
  await g.pressNamed(page, page, 'setup:look');
  await g.waitFor(page, (s) => !!g.find(s, 'setup:language-en'), 'the language choice in Settings', 10000);
  await shot(page, 'language-fr-settings-1280x800.png');
  await g.pressNamed(page, page, 'setup:language-en');
  state = await g.waitFor(page, (s) => s.language.shown === 'en', 'English from Settings', 10000);
  g.check(state.language.chosen === 'en' && await htmlLang(page) === 'en', `English chosen: <html lang="${await htmlLang(page)}">`, failures);
  await g.waitFor(page, (s) => s.savesWritten > 0, 'the choice saved', 10000);
  await page.reload();
  await waitForFrames(page, 3, 30000);
  state = await g.probe(page);
  g.check(state.language.shown === 'en', `the saved English wins over the French browser after a reload (${JSON.stringify(state.language)})`, failures);
  g.check((await mirrorLabels(page)).includes('Deal the cards'), 'the controls are English again', failures);
  // The player's choice wins over the address too (before: ?lang=fr overrode English chosen).
  state = await open(page, `${url}?lang=fr&seed=5&embed=lang-browser`);
  g.check(state.language.shown === 'en' && state.language.chosen === 'en',
          `English chosen in Settings wins over ?lang=fr (${JSON.stringify(state.language)})`, failures);
  await g.pressNamed(page, page, 'setup:look');
  await g.waitFor(page, (s) => !!g.find(s, 'setup:language-fr'), 'the language choice in Settings', 10000);
  await g.pressNamed(page, page, 'setup:language-fr');
  state = await g.waitFor(page, (s) => s.language.shown === 'fr', 'French from Settings', 10000);
  await checkLabel(page, fr, 'Deal the cards', 'French chosen again', failures);
  g.check(await htmlLang(page) === 'fr', 'French chosen again: <html lang="fr">', failures);
  for (const p of problems) failures.push(`French browser: ${p}`);
  await context.close();
}

// At the table, from the menu's settings (scrolled to them with the wheel if below the fold):
// the menu stays open in French, and the table and its controls follow.
async function switchInTheMenu(browser, url, failures) {
  const fr = frenchWords();
  const { context, page, problems } = await openPage(browser, url, { width: 1280, height: 800 });
  await open(page, `${url}?seed=5&pace=fast&autostart=1&embed=lang-menu`);
  await g.waitFor(page, (s) => s.screen === 'table' && s.human >= 0 && !s.animating && !!g.humanChoice(s), 'a lead of yours', 120000);
  await g.pressNamed(page, page, 'button:menu');
  let state = await g.waitFor(page, (s) => !!g.find(s, 'menu:new-match'), 'the menu', 10000);
  for (let i = 0; i < 12 && !g.find(state, 'menu:language-fr'); i++) {
    const anchor = state.targets.find((t) => t.name.startsWith('menu:'));
    await page.mouse.move(anchor.x + anchor.w / 2, anchor.y + anchor.h / 2);
    await page.mouse.wheel(0, 240);
    await g.settle(page, 3);
    state = await g.probe(page);
  }
  const steady = await g.steadyTarget(page, 'menu:language-fr');
  await g.press(page, page, g.find(steady, 'menu:language-fr'));
  state = await g.waitFor(page, (s) => s.language.shown === 'fr', 'French from the menu', 10000);
  await g.settle(page, 3);
  state = await g.probe(page);
  g.check(state.targets.some((t) => t.name.startsWith('menu:')), 'the menu stays open when the language changes', failures);
  g.check(await htmlLang(page) === 'fr', `French from the menu: <html lang="${await htmlLang(page)}">`, failures);
  await shot(page, 'language-fr-menu-1280x800.png');
  state = await g.closeMenu(page);
  await checkLabel(page, fr, 'Hint', 'the table after the switch', failures);
  checkNothingMissing(state, 'the table after the switch', failures);
  for (const p of problems) failures.push(`menu: ${p}`);
  await context.close();
}

// English needs no words fetched: an English visit never asks for the French catalogue.
async function englishFetchesNoLanguage(browser, url, failures) {
  const { context, page, problems, requests } = await openPage(browser, url, { width: 1280, height: 800 }, { locale: 'en-GB' });
  const state = await open(page, `${url}?seed=5&embed=lang-english`);
  g.check(state.language.shown === 'en' && await htmlLang(page) === 'en', `an English browser opens in English (${state.language.shown})`, failures);
  const fetched = requests.filter((r) => /\/lang-[a-z]+\.json/.test(r));
  g.check(fetched.length === 0, `an English visit fetches no language (${fetched})`, failures);
  for (const p of problems) failures.push(`English visit: ${p}`);
  await context.close();
}

runTest('language', site, async ({ browser, url }, failures) => {
  fs.mkdirSync(outDir, { recursive: true });
  await englishFetchesNoLanguage(browser, url, failures);
  await frenchByParameter(browser, url, { width: 1280, height: 800 }, '1280x800', failures);
  await frenchByParameter(browser, url, { width: 390, height: 844, mobile: true }, '390x844', failures);
  await frenchBrowserAndSettings(browser, url, failures);
  await switchInTheMenu(browser, url, failures);
});
