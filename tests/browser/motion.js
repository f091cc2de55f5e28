#!/usr/bin/env node
// Cards in motion on the real page: a card you lead travels from your hand to the pile and the
// others' cards from their seats; the pile marks whose cards are whose; the end of a deal turns
// every hand and the spare face up before the settlement. Reduced motion (the system's
// preference, or the menu's setting) fades cards in place; instant pace moves nothing.
// Screenshots at 1280x800, 390x844 and 800x450, one theme each: a card in flight, the pile's
// marks, the deal so far (L) and the reveal.
// Usage: node motion.js SITE_DIR SCREENSHOT_DIR
'use strict';
const { openPage, waitForFrames, runParts, snap } = require('./browser');
const g = require('./game');

const [site, outDir] = process.argv.slice(2);

const yourLead = (s) => (s.human >= 0 && !s.animating && !!g.humanChoice(s)) || s.dealOver;

// The pile's mark that sits under a card: the span of its player's cards.
function markUnder(state, card) {
  const c = g.find(state, 'pile:' + card);
  if (!c) return null;
  return state.targets.find((t) => t.name.startsWith('pile-by:') && t.x <= c.x + 1 && c.x < t.x + t.w);
}

// Plays one deal at the given size and theme, checking flights, marks and the reveal.
async function playADeal(browser, baseUrl, size, theme, failures) {
  const tag = `${size.width}x${size.height}`;
  const url = `${baseUrl}?seed=11&pace=slow&ai=beginner&theme=${theme}&autostart=1`;
  const { context, page, problems } = await openPage(browser, url, size);
  await page.goto(url);
  await waitForFrames(page, 3, 30000);
  let state = await g.waitFor(page, yourLead, `${tag}: a lead of yours`, 120000);
  g.check(state.motion === 'travel', `${tag}: cards travel at Slow pace (motion "${state.motion}")`, failures);

  // Your lead travels from your hand.
  const lead = g.humanChoice(state);
  const card = lead.name.slice('card:'.length);
  await g.press(page, page, lead);
  await snap(page, outDir, `motion-flight-${tag}.png`);
  state = await g.waitFor(page, (s) => s.lastFlight.startsWith(card + ' '), `${tag}: the flight of ${card}`, 20000);
  g.check(state.lastFlight === `${card} travel from hand`, `${tag}: ${card} flew from your hand ("${state.lastFlight}")`, failures);
  state = await g.waitFor(page, (s) => !!markUnder(s, card), `${tag}: a mark under ${card}`, 20000);
  // The deal so far (L), over the table while it plays on.
  await page.keyboard.press('l');
  await g.waitFor(page, (s) => !!g.find(s, 'region:log'), `${tag}: the deal so far`, 10000);
  await snap(page, outDir, `motion-log-${tag}.png`);
  await page.keyboard.press('Escape');
  state = await g.waitFor(page, (s) => !g.find(s, 'region:log'), `${tag}: the log to close`, 10000);

  // The others' cards fly from their seats; every card on the pile has its player's mark.
  const flights = new Set();
  let marked = 0;
  let players = 0;
  let pileShot = false;
  while (!state.dealOver) {
    if (state.lastFlight) flights.add(state.lastFlight);
    const pile = state.targets.filter((t) => t.name.startsWith('pile:'));
    if (pile.length >= 2) {
      marked = Math.max(marked, pile.filter((t) => !!markUnder(state, t.name.slice(5))).length === pile.length ? pile.length : 0);
      players = Math.max(players, state.targets.filter((t) => t.name.startsWith('pile-by:')).length);
      if (players >= 2 && !pileShot) {
        await snap(page, outDir, `motion-pile-${tag}.png`);
        pileShot = true;
      }
    }
    if (yourLead(state) && !state.dealOver) {
      await g.press(page, page, g.humanChoice(state));
      // Enough seen: the rest of the deal at once (S).
      if (flights.size >= 4 && players >= 2) await page.keyboard.press('s');
    }
    state = await g.probe(page);
    await new Promise((r) => setTimeout(r, 40));
  }
  const fromSeats = [...flights].filter((f) => / travel from seat-\d$/.test(f));
  g.check(fromSeats.length > 0, `${tag}: the others' cards flew from their seats (${[...flights].join('; ')})`, failures);
  g.check(marked >= 2, `${tag}: every card on the pile sat over its player's mark (most at once: ${marked})`, failures);
  g.check(players >= 2, `${tag}: the pile marked two or more players' cards at once (${players})`, failures);

  // The reveal: every hand and the spare, turned face up, then all faces showing.
  await snap(page, outDir, `motion-reveal-start-${tag}.png`);
  state = await g.waitFor(page, (s) => s.revealed, `${tag}: every card face up`, 20000);
  const seats = state.targets.filter((t) => /^reveal:seat-\d$/.test(t.name)).length;
  g.check(seats === 4, `${tag}: a row of cards for each of the 4 players (${seats})`, failures);
  if (!g.find(state, 'reveal:spare')) {
    // Below the others in a short box: the rows scroll with the explanation.
    const row = g.find(state, 'reveal:seat-0');
    await page.mouse.move(row.x + row.w / 2, row.y + row.h / 2);
    await page.mouse.wheel(0, 240);
    state = await g.waitFor(page, (s) => !!g.find(s, 'reveal:spare'), `${tag}: the spare hand's row, scrolled to`, 10000)
      .catch(() => g.probe(page));
  }
  g.check(!!g.find(state, 'reveal:spare'), `${tag}: the spare hand is shown too`, failures);
  await snap(page, outDir, `motion-reveal-${tag}.png`);
  for (const p of problems) failures.push(`${tag}: ${p}`);
  await context.close();
}

// Reduced motion: the system's preference fades cards in place; so does the menu's setting;
// instant pace moves nothing. (Fast pace: the fade is the same at any pace but instant, and the
// others' cards before your first lead go by sooner.)
async function reducedMotion(browser, baseUrl, failures) {
  const url = `${baseUrl}?seed=11&pace=fast&ai=beginner&autostart=1`;
  const { context, page, problems } = await openPage(browser, url, { width: 1280, height: 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(url);
  await waitForFrames(page, 3, 30000);
  let state = await g.waitFor(page, yourLead, 'a lead of yours', 120000);
  g.check(state.motion === 'fade', `the system's reduced motion fades cards (motion "${state.motion}")`, failures);
  const lead = g.humanChoice(state);
  const card = lead.name.slice('card:'.length);
  await g.press(page, page, lead);
  state = await g.waitFor(page, (s) => s.lastFlight.startsWith(card + ' '), `the fade of ${card}`, 20000);
  g.check(state.lastFlight === `${card} fade from hand`, `${card} faded in on the pile ("${state.lastFlight}")`, failures);

  // The menu's setting, with the system's preference lifted.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  state = await g.waitFor(page, (s) => s.motion === 'travel', 'full motion once the system allows it', 10000);
  await g.pressNamed(page, page, 'button:menu');
  // Lower down the menu: scrolled into view with the wheel when the menu is taller than the page.
  state = await g.probe(page);
  if (!g.find(state, 'menu:reduce-motion')) {
    const item = g.find(state, 'menu:new-match');
    await page.mouse.move(item.x + item.w / 2, item.y + item.h / 2);
    await page.mouse.wheel(0, 600);
    await g.waitFor(page, (s) => !!g.find(s, 'menu:reduce-motion'), '"Reduce motion" in the menu', 10000);
  }
  await g.pressNamed(page, page, 'menu:reduce-motion');
  state = await g.waitFor(page, (s) => s.motion === 'fade', 'the menu\'s "Reduce motion"', 10000);
  await g.pressNamed(page, page, 'menu:reduce-motion');
  state = await g.waitFor(page, (s) => s.motion === 'travel', '"Reduce motion" off again', 10000);
  await page.keyboard.press('Escape');
  for (const p of problems) failures.push(`reduced motion: ${p}`);
  await context.close();

  // Instant: everything at once, nothing in flight.
  const instantUrl = `${baseUrl}?seed=11&pace=instant&ai=beginner&autostart=1`;
  const instant = await openPage(browser, instantUrl, { width: 1280, height: 800 });
  await instant.page.goto(instantUrl);
  await waitForFrames(instant.page, 3, 30000);
  state = await g.waitFor(instant.page, yourLead, 'a lead of yours (instant)', 120000);
  g.check(state.motion === 'none', `instant pace moves nothing (motion "${state.motion}")`, failures);
  await g.press(instant.page, instant.page, g.humanChoice(state));
  await g.settle(instant.page, 6);
  state = await g.probe(instant.page);
  g.check(state.lastFlight === '' && state.flight === '', `no card flew at instant pace ("${state.lastFlight}")`, failures);
  for (const p of instant.problems) failures.push(`instant: ${p}`);
  await instant.context.close();
}

// Four independent parts (tests/CMakeLists.txt runs each as a test of its own).
runParts('motion', site, {
  'felt-1280x800': ({ browser, url }, failures) => playADeal(browser, url, { width: 1280, height: 800 }, 'felt', failures),
  'dark-390x844': ({ browser, url }, failures) => playADeal(browser, url, { width: 390, height: 844, dpr: 2, mobile: true }, 'dark', failures),
  'light-800x450': ({ browser, url }, failures) => playADeal(browser, url, { width: 800, height: 450 }, 'light', failures),
  'reduced': ({ browser, url }, failures) => reducedMotion(browser, url, failures),
});
