#!/usr/bin/env node
// Playable by everyone, on the real page.
// - Through the accessibility tree alone (Playwright's getByRole, buttons pressed with the
//   keyboard on the DOM, never a click on the canvas): a whole deal is dealt and played; the live
//   log announced the lead, each stop and the going out; the table's text gives the engine's purses.
// - axe-core finds no WCAG 2.x level A or AA violation at the setup, the table and the settlement.
// - The keyboard alone (no pointer at all): from a fresh page to the first lead in the canvas and on
//   to the next deal; a frame stalled while Tab is down moves the focus once and the system's
//   repeat moves it again; Tab leaves the game's controls for the page's and comes back (no
//   trap); the read-out keys say the hand.
// Usage: node access.js SITE_DIR SCREENSHOT_DIR
'use strict';
const fs = require('fs');
const { openPage, waitForFrames, runParts, snap } = require('./browser');
const g = require('./game');

const [site, outDir] = process.argv.slice(2);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const checked = [];  // what axe found to check, for the note

// axe-core over the whole page, WCAG 2.0/2.1/2.2 levels A and AA only.
async function axeViolations(page, where, failures) {
  await page.evaluate(axeSource);  // through DevTools: the page's CSP is not involved
  const result = await page.evaluate(() => window.axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  }));
  checked.push(`${where}: ${result.passes.length} rules passed`);
  for (const v of result.violations) {
    failures.push(`axe at ${where}: ${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`);
  }
  return result.violations.length;
}

const mirrorButtons = (page) => page.$$eval('#a11y-buttons button', (bs) => bs.map((b) => b.textContent));
const logLines = (page) => page.$$eval('#a11y-log p', (ps) => ps.map((p) => p.textContent));

// "Name: 47 counters, ..." lines under the table's Players heading, in seat order.
async function tablePurses(table) {
  const text = await table.innerText();
  const lines = text.split('\n');
  const at = lines.indexOf('Players');
  return lines.slice(at + 1).map((l) => /^.+?: (-?\d+) counters?,/.exec(l)).filter(Boolean).map((m) => Number(m[1]));
}

// Presses a mirror button the way a screen reader user does: focus it, then Enter.
async function activate(page, button) {
  await button.focus();
  await page.keyboard.press('Enter');
}

async function screenReaderDeal(browser, baseUrl, failures) {
  const url = `${baseUrl}?seed=7&pace=instant&ai=beginner`;
  const { page, problems } = await openPage(browser, url, { width: 1280, height: 800 });
  await page.goto(url);
  await waitForFrames(page, 3, 30000);
  const controls = page.getByRole('region', { name: 'Game controls' });
  const table = page.getByRole('region', { name: 'Table' });
  const log = page.getByRole('log');
  const deal = controls.getByRole('button', { name: 'Deal the cards' });
  await deal.waitFor({ state: 'attached', timeout: 30000 });
  const setupViolations = await axeViolations(page, 'the setup screen', failures);

  await activate(page, deal);
  let state = await g.waitFor(page, (s) => s.screen === 'table' && s.human >= 0 && !s.animating, 'your first turn', 60000);
  const tableViolations = await axeViolations(page, 'the table', failures);
  await snap(page, outDir, 'access-controls-1280x800.png');

  // Every decision through the mirror's buttons until the deal is over.
  const decision = controls.getByRole('button', { name: /^(Lead |Play the Pope|Place a counter on )/ });
  let decisions = 0;
  for (let i = 0; i < 40 && !state.dealOver; i++) {
    const offered = await decision.count();
    g.check(offered > 0, `a decision is offered at your turn (buttons: ${(await mirrorButtons(page)).join(', ')})`, failures);
    if (!offered) break;
    const steps = state.steps;
    await activate(page, decision.first());
    decisions++;
    await g.waitFor(page, (s) => s.steps > steps, 'the decision taken', 20000);
    state = await g.waitFor(page, (s) => !s.animating && (s.human >= 0 || s.dealOver || s.matchOver), 'your turn or the deal\'s end', 120000);
  }
  g.check(state.dealOver, `the deal was played to its end through the buttons (${decisions} decisions)`, failures);
  await controls.getByRole('button', { name: /^(Next deal|Final standings)$/ }).waitFor({ state: 'attached', timeout: 20000 });

  const lines = await logLines(page);
  const said = (re) => lines.some((l) => re.test(l));
  g.check(await log.getAttribute('aria-live') === 'polite', 'the log is a polite live region', failures);
  g.check(said(/ leads? (\d+|ace|knave|queen|king) of (clubs|diamonds|hearts|spades)/), 'the log announced a lead', failures);
  g.check(said(/: a stop/), 'the log announced a stop', failures);
  g.check(said(/ (is|are) out!/), 'the log announced the going out', failures);
  g.check(lines.every((l) => !/\b(10|[2-9AJQK])[CDHS]\b|[\u2660-\u2667]/.test(l)), 'the log speaks cards in words', failures);
  const purses = await tablePurses(table);
  g.check(JSON.stringify(purses) === JSON.stringify(state.enginePurses),
          `the table's purses ${JSON.stringify(purses)} are the engine's ${JSON.stringify(state.enginePurses)}`, failures);
  const settlementViolations = await axeViolations(page, 'the settlement', failures);

  await activate(page, controls.getByRole('button', { name: /^(Next deal|Final standings)$/ }));
  state = await g.waitFor(page, (s) => s.deal === 1 || s.screen === 'match-over', 'the next deal', 30000);
  g.check(state.deal === 1, 'the next deal was dealt from its button', failures);
  for (const p of problems) failures.push('screen reader: ' + p);
  return `${decisions} decisions through the mirror; ${lines.length} lines announced; axe violations ${setupViolations}/${tableViolations}/${settlementViolations} (${checked.join('; ')})`;
}

const focusedName = (s) => { const t = s.targets.find((x) => x.focused); return t ? t.name : ''; };
const activeElement = (page) => page.evaluate(() => { const e = document.activeElement; return e ? (e.id || e.textContent) : ''; });
// The probe and the focused element in one round trip (one a Tab press).
const focusNow = (page) => page.evaluate(() => {
  const e = document.activeElement;
  return { state: JSON.parse(window.Module.ccall('popejoan_test_probe', 'string', [], [])), active: e ? (e.id || e.textContent) : '' };
});

// Tab (through the game's controls, out to the page's and back) until `wanted` holds of the probe.
async function tabUntil(page, wanted, what) {
  const path = [];
  for (let i = 0; i < 90; i++) {
    const { state, active } = await focusNow(page);
    if (wanted(state) && active === 'canvas') return state;
    path.push(active === 'canvas' ? focusedName(state) || '(none)' : `[${active}]`);
    await page.keyboard.press('Tab');
    await g.settle(page, 3);
  }
  const state = await g.probe(page);
  throw new Error(`Tab never reached ${what}; it went ${path.slice(0, 12).join(' ')}...; the ${state.screen} (phase ${state.phase}, ` +
                  `person ${state.human}) offers ${state.targets.filter((t) => !t.name.startsWith('region:')).map((t) => t.name).join(' ')}`);
}

async function keyboardOnly(browser, baseUrl, size, failures) {
  const tag = `${size.width}x${size.height}`;
  const url = `${baseUrl}?seed=7&pace=instant&ai=beginner`;
  const { page, problems } = await openPage(browser, url, size);
  await page.goto(url);
  await waitForFrames(page, 3, 30000);
  g.check(await activeElement(page) === 'canvas', `${tag}: a fresh page gives the game the keyboard`, failures);

  // A frame stalled while Tab is held down (a busy device) still moves the focus one control.
  await page.keyboard.press('Tab');
  await g.settle(page, 3);
  const tabbed = focusedName(await g.probe(page));
  await page.keyboard.down('Tab');
  await g.settle(page, 1);
  await page.evaluate(() => requestAnimationFrame(() => setTimeout(() => {
    const start = performance.now();
    while (performance.now() - start < 600) { /* the stall */ }
  }, 0)));
  await g.settle(page, 3);
  await page.keyboard.up('Tab');
  await g.settle(page, 3);
  const held = focusedName(await g.probe(page));
  g.check(tabbed === 'button:tutorial' && held === 'button:how-to-play',
          `${tag}: Tab held through a stalled frame moves one control (${tabbed} to ${held})`, failures);
  // The system's repeat of a held key (a second keydown before the keyup) moves it again.
  await page.keyboard.down('Tab');
  await g.settle(page, 3);
  await page.keyboard.down('Tab');
  await g.settle(page, 3);
  await page.keyboard.up('Tab');
  await g.settle(page, 3);
  const repeated = focusedName(await g.probe(page));
  g.check(repeated === 'button:daily', `${tag}: Tab held until it repeats moves two controls (${held} to ${repeated})`, failures);

  // No trap: Tab goes through the setup's controls, out to the page's buttons, and back.
  const seen = new Set([tabbed, held, repeated]);
  let left = false, back = false;
  for (let i = 0; i < 90 && !back; i++) {
    await page.keyboard.press('Tab');
    await g.settle(page, 3);
    const { state, active } = await focusNow(page);
    if (active === 'canvas') {
      if (left) back = true;
      const name = focusedName(state);
      if (name) seen.add(name);
    } else {
      left = true;
    }
  }
  g.check(seen.has('button:deal') && seen.has('button:how-to-play'), `${tag}: Tab reaches the setup's controls (${[...seen].join(', ')})`, failures);
  g.check(left && back, `${tag}: Tab leaves the game for the page's controls and comes back`, failures);

  let state = await tabUntil(page, (s) => focusedName(s) === 'button:deal', '"Deal the cards"');
  await page.keyboard.press('Enter');
  state = await g.waitFor(page, (s) => s.screen === 'table' && s.human >= 0 && !s.animating, `${tag}: your first lead`, 60000);

  // The first lead from the canvas: Tab to a card, Enter. Then the rest of the deal likewise.
  let first = true;
  for (let i = 0; i < 40 && !state.dealOver; i++) {
    state = await tabUntil(page, (s) => /^(card:|button:(pope|pass|place-))/.test(focusedName(s)) || s.dealOver, `${tag}: a decision`);
    if (state.dealOver) break;
    if (first) await snap(page, outDir, `access-keyboard-${tag}.png`);
    const steps = state.steps;
    await page.keyboard.press('Enter');
    state = await g.waitFor(page, (s) => s.steps > steps, `${tag}: the decision taken`, 20000);
    if (first) {
      const before = (await logLines(page)).length;
      await page.keyboard.press('c');
      await g.settle(page, 4);
      const said = (await logLines(page)).slice(before);
      g.check(said.some((l) => /^Your hand, \d+ cards?\. Clubs: /.test(l)), `${tag}: C reads your hand (${said.join(' | ')})`, failures);
      first = false;
    }
    state = await g.waitFor(page, (s) => !s.animating && (s.human >= 0 || s.dealOver), `${tag}: your turn or the deal's end`, 120000);
  }
  g.check(state.dealOver, `${tag}: the deal played to its end from the keyboard`, failures);
  if (await activeElement(page) !== 'canvas') await tabUntil(page, () => true, 'the game');
  await page.keyboard.press('Enter');
  state = await g.waitFor(page, (s) => s.deal === 1, `${tag}: Enter deals the next deal`, 30000).catch(() => g.probe(page));
  g.check(state.deal === 1, `${tag}: the next deal from the keyboard`, failures);
  for (const p of problems) failures.push(`keyboard ${tag}: ` + p);
}

// Three independent parts (tests/CMakeLists.txt runs each as a test of its own).
runParts('access', site, {
  'screen-reader': ({ browser, url }, failures) => screenReaderDeal(browser, url, failures),
  'keyboard-1280x800': ({ browser, url }, failures) => keyboardOnly(browser, url, { width: 1280, height: 800 }, failures),
  'keyboard-390x844': ({ browser, url }, failures) => keyboardOnly(browser, url, { width: 390, height: 844 }, failures),
});
