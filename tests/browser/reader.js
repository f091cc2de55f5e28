#!/usr/bin/env node
// A screen reader can do everything a sighted player can, through the accessibility tree alone
// (Playwright's getByRole; controls focused and pressed with the keyboard or chosen as a
// listbox's option, never a click on the canvas):
// - the setup as a form: players, a seat's person or AI level, the rules' preset, an option,
//   rounds, the purse and the seed, each a labelled control; the match dealt is the one set;
// - lead buttons name the sure stops; a second Hint on the same turn is said again;
// - at the deal's end the Table region holds the settlement (cards left in every hand, how the
//   counters moved, every purse before and after, the engine's) and the review of your decisions;
// - the statistics list every figure, and "Reset statistics" asks first and then resets;
// - a friend's deal code typed into its field (lower case, with dashes) and Enter deal that deal.
// Usage: node reader.js SITE_DIR SCREENSHOT_DIR
'use strict';
const fs = require('fs');
const path = require('path');
const { openPage, waitForFrames, runTest, snap } = require('./browser');
const g = require('./game');

const [site, outDir] = process.argv.slice(2);

const logLines = (page) => page.$$eval('#a11y-log p', (ps) => ps.map((p) => p.textContent));

// The Table region's text, heading by heading: {heading: [lines]}.
async function tableSections(table) {
  return table.evaluate((region) => {
    const sections = {};
    for (const h of region.querySelectorAll('h3')) {
      const list = h.nextElementSibling;
      sections[h.textContent] = list ? Array.from(list.querySelectorAll('li'), (li) => li.textContent) : [];
    }
    return sections;
  });
}

// Presses a mirror button the way a screen reader user does: focus it, then Enter.
async function activate(page, button) {
  await button.focus();
  await page.keyboard.press('Enter');
}

// A settled frame after a change on the page: the game takes it at its next frame.
async function settle(page) {
  await g.settle(page, 4);
}

async function setUpTheMatch(page, controls, table, failures) {
  const seats = controls.getByRole('combobox', { name: /: a person or an AI$/ });
  g.check(await seats.count() === 4, `four seats to begin with (${await seats.count()})`, failures);
  await controls.getByRole('combobox', { name: 'Players' }).selectOption('setup:players-5');
  await settle(page);
  await page.waitForFunction(() => document.querySelectorAll('#a11y-fields select[id^="a11y-setup-seat-"]').length === 5, null,
                             { timeout: 10000 }).catch(() => {});
  g.check(await seats.count() === 5, `five seats once Players is 5 (${await seats.count()})`, failures);
  const second = controls.getByRole('combobox', { name: 'Lady Agatha: a person or an AI' });
  await second.selectOption('setup:seat-2-casual');
  await controls.getByRole('combobox', { name: 'Rules' }).selectOption('setup:preset-parlett');
  await settle(page);
  await controls.getByRole('combobox', { name: 'Rounds' }).selectOption('setup:rounds-2');
  const wild = controls.getByRole('checkbox', { name: 'The Pope as a wild card at a stop' });
  await wild.focus();
  await page.keyboard.press('Space');
  const purse = controls.getByRole('spinbutton', { name: 'Purse' });
  await purse.fill('60');
  await purse.press('Tab');
  const seed = controls.getByRole('spinbutton', { name: 'Seed' });
  await seed.fill('4242');
  await seed.press('Tab');
  await settle(page);
  // What the form now says, and what the setup's text reads out.
  g.check(await second.inputValue() === 'setup:seat-2-casual', 'Lady Agatha is a casual AI', failures);
  g.check(await wild.isChecked(), 'the wild Pope is on', failures);
  g.check(await seed.inputValue() === '4242', `the seed field keeps 4242 (${await seed.inputValue()})`, failures);
  const setup = (await tableSections(table))['New match'] || [];
  g.check(/^Parlett/.test(setup[1] || ''), `the setup reads the preset (${setup[1]})`, failures);
  const fifth = await controls.getByRole('combobox', { name: 'Miss Marchmont: a person or an AI' }).count();
  g.check(fifth === 1, 'the fifth seat has its field', failures);
  const rounds = await controls.getByRole('combobox', { name: 'Rounds' }).inputValue();
  g.check(rounds === 'setup:rounds-2', `two rounds (${rounds})`, failures);
  await snap(page, outDir, 'reader-setup-1280x800.png');
}

// Two Hint presses on the same turn: two lines in the live log.
async function hintTwice(page, controls, failures) {
  const hints = async () => (await logLines(page)).filter((l) => l.startsWith('Hint: ')).length;
  const before = await hints();
  const hint = controls.getByRole('button', { name: 'Hint' });
  await activate(page, hint);
  await page.waitForFunction((n) => Array.from(document.querySelectorAll('#a11y-log p')).filter((p) => p.textContent.startsWith('Hint: ')).length > n,
                             before, { timeout: 30000 }).catch(() => {});
  await activate(page, hint);
  await page.waitForFunction((n) => Array.from(document.querySelectorAll('#a11y-log p')).filter((p) => p.textContent.startsWith('Hint: ')).length > n + 1,
                             before, { timeout: 10000 }).catch(() => {});
  const said = (await hints()) - before;
  g.check(said === 2, `two Hint presses on one turn give two lines in the log (${said})`, failures);
}

// Every decision through the mirror's buttons to the deal's end; the lead buttons' sure stops checked.
async function playTheDeal(page, controls, failures) {
  let state = await g.waitFor(page, (s) => s.screen === 'table' && s.human >= 0 && !s.animating, 'your first turn', 60000);
  await hintTwice(page, controls, failures);
  const decision = controls.getByRole('button', { name: /^(Lead |Play the Pope|Place a counter on )/ });
  let stops = 0, kings = 0, wrong = [];
  for (let i = 0; i < 60 && !state.dealOver; i++) {
    const labels = await decision.allTextContents();
    if (!labels.length) break;
    for (const label of labels) {
      const king = /^Lead king of /.test(label);
      kings += king ? 1 : 0;
      stops += label.endsWith(', a sure stop') ? 1 : 0;
      if (king && !label.endsWith(', a sure stop')) wrong.push(label);
    }
    const steps = state.steps;
    await activate(page, decision.first());
    await g.waitFor(page, (s) => s.steps > steps, 'the decision taken', 20000);
    state = await g.waitFor(page, (s) => !s.animating && (s.human >= 0 || s.dealOver || s.matchOver), 'your turn or the deal\'s end', 120000);
  }
  g.check(state.dealOver, 'the deal was played to its end through the buttons', failures);
  g.check(stops > 0 && wrong.length === 0, `lead buttons name the sure stops (${stops} named; kings offered ${kings}; ` +
          `kings not named: ${wrong.join(', ')})`, failures);
  return state;
}

async function readTheSettlement(page, table, state, failures) {
  state = await g.waitFor(page, (s) => s.review.done, 'the review of your decisions', 120000);
  await settle(page);
  const sections = await tableSections(table);
  const left = sections['Cards left in hand'] || [];
  g.check(left.length >= 5 && left.slice(0, 5).every((l) => /^(You|Lady Agatha|The Vicar|Colonel Finch|Miss Marchmont): /.test(l)),
          `the cards left in each hand are in the Table region (${left.join(' | ')})`, failures);
  g.check(left.some((l) => /: went out$/.test(l)), 'the one who went out is said', failures);
  g.check((sections['How the counters moved'] || []).length > 0, 'how the counters moved is in the Table region', failures);
  const purses = sections['Purses before and after the deal'] || [];
  const after = purses.map((l) => /: (-?\d+) to (-?\d+) \(/.exec(l)).filter(Boolean);
  g.check(after.length === 5 && after.every((m) => m[1] === '60'), `every purse began at 60 (${purses.join(' | ')})`, failures);
  g.check(JSON.stringify(after.map((m) => Number(m[2]))) === JSON.stringify(state.enginePurses),
          `the purses after the deal are the engine's ${JSON.stringify(state.enginePurses)}`, failures);
  const review = sections['Your decisions'] || [];
  g.check(/^You matched the expert in \d+ of \d+ decisions? \(\d+%\)\.$/.test(review[0] || '') && review.length === state.review.decisions + 1,
          `the review is in the Table region (${review.join(' | ')})`, failures);
  const now = (sections.Now || []).join(' ');
  g.check(/Deal 1 of 10\./.test(now), `five players, two rounds: ten deals (${now})`, failures);
  g.check(state.seed === '4242', `the match dealt is seed 4242 (${state.seed})`, failures);
  await snap(page, outDir, 'reader-settlement-1280x800.png');
}

async function resetTheStatistics(page, controls, table, failures) {
  await activate(page, controls.getByRole('button', { name: 'Statistics' }));
  await g.waitFor(page, (s) => s.screen === 'statistics', 'the statistics', 20000);
  await settle(page);
  const sections = await tableSections(table);
  const items = Object.values(sections).reduce((n, lines) => n + lines.length, 0);
  g.check(items >= 20 && sections['Compartments taken'] && sections['Recent matches'],
          `the statistics list every figure (${items} items: ${Object.keys(sections).join(', ')})`, failures);
  const played = (await g.probe(page)).stats.deals;
  g.check(played === 1, `one deal counted (${played})`, failures);
  await activate(page, controls.getByRole('button', { name: 'Reset statistics...' }));
  const keep = controls.getByRole('button', { name: 'Keep them' });
  await keep.waitFor({ state: 'attached', timeout: 10000 });
  g.check((await g.probe(page)).resetConfirmOpen, 'the canvas asks too', failures);
  await activate(page, keep);
  await controls.getByRole('button', { name: 'Reset statistics...' }).waitFor({ state: 'attached', timeout: 10000 });
  g.check((await g.probe(page)).stats.deals === 1, 'Keep them keeps them', failures);
  await activate(page, controls.getByRole('button', { name: 'Reset statistics...' }));
  await activate(page, controls.getByRole('button', { name: 'Reset them' }));
  const state = await g.waitFor(page, (s) => s.stats.deals === 0, 'the statistics reset', 10000).catch(() => g.probe(page));
  g.check(state.stats.deals === 0 && !state.resetConfirmOpen, 'Reset them resets the statistics', failures);
  await settle(page);
  const first = ((await tableSections(table)).Statistics || [])[0] || '';
  g.check(first === 'Matches played: 0', `the Table region says so (${first})`, failures);
}

// In a fresh browser: "Enter a deal code", the code typed into its labelled field, Enter.
async function typeTheCode(served, url, code, failures) {
  const { page, problems } = await openPage(served.browser, url, { width: 1280, height: 800 });
  await page.goto(url);
  await waitForFrames(page, 3, 30000);
  const controls = page.getByRole('region', { name: 'Game controls' });
  const open = controls.getByRole('button', { name: 'Enter a deal code' });
  await open.waitFor({ state: 'attached', timeout: 30000 });
  await activate(page, open);
  const field = controls.getByRole('textbox', { name: "A friend's deal code" });
  await field.waitFor({ state: 'attached', timeout: 10000 });
  const typed = code.toLowerCase().match(/.{1,4}/g).join('-');
  await field.focus();
  await page.keyboard.type(typed);
  await page.keyboard.press('Enter');
  const state = await g.waitFor(page, (s) => s.screen === 'table', 'the typed code dealt', 20000).catch(() => g.probe(page));
  g.check(state.screen === 'table' && state.dealCode === code, `the code typed as "${typed}" deals it (${state.screen}, ${state.dealCode})`, failures);
  for (const p of problems) failures.push(p);
  await page.context().close();
}

runTest('reader', site, async (served, failures) => {
  fs.mkdirSync(outDir, { recursive: true });
  const url = `${served.url}?seed=7&pace=fast&ai=beginner`;
  const { page, problems } = await openPage(served.browser, url, { width: 1280, height: 800 });
  await page.goto(url);
  await waitForFrames(page, 3, 30000);
  const controls = page.getByRole('region', { name: 'Game controls' });
  const table = page.getByRole('region', { name: 'Table' });
  await controls.getByRole('combobox', { name: 'Players' }).waitFor({ state: 'attached', timeout: 30000 });
  await setUpTheMatch(page, controls, table, failures);
  await activate(page, controls.getByRole('button', { name: 'Deal the cards' }));
  const code = (await g.waitFor(page, (s) => s.screen === 'table' && !!s.dealCode, 'the table', 20000)).dealCode;
  let state = await playTheDeal(page, controls, failures);
  await readTheSettlement(page, table, state, failures);
  await resetTheStatistics(page, controls, table, failures);
  for (const p of problems) failures.push(p);
  await typeTheCode(served, url, code, failures);
  return 'setup, play, settlement, review, statistics, reset and a typed deal code through the accessibility tree';
});
