#!/usr/bin/env node
// Fingers and keys on the real page. On a phone (touch events through the Chrome DevTools
// Protocol): a tap leaves nothing hovered; a drag on the rules moves them with the finger; a
// fling coasts on after the finger lifts; a drag that starts on a button scrolls and does not
// press it; a tapped card is led and leaves no raised card behind. With a keyboard: arrows bring
// one focus cue (the raised card is the focused one), Enter leads it, and the mouse takes the
// cue over rather than adding a second. Skip and the deal so far (L). Sound: started by the
// first click, heard in play, silenced by the host's mute and by a hidden tab.
// Usage: node input.js SITE_DIR SCREENSHOT_DIR
'use strict';
const fs = require('fs');
const path = require('path');
const { openPage, waitForFrames, runParts, snap } = require('./browser');
const g = require('./game');

const [site, outDir] = process.argv.slice(2);

function scrollOf(state, name) {
  const area = (state.scrolls || []).find((s) => s.name === name);
  return area ? area.y : -1;
}

// A finger from (x, y) moving by dy in `steps` moves; `framesBetween` frames pass between moves
// (0: as fast as events go), and `holdFrames` before it lifts.
async function swipe(page, cdp, x, y, dy, steps, framesBetween, holdFrames) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await g.settle(page, 1);
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + (dy * i) / steps }] });
    if (framesBetween) await g.settle(page, framesBetween);
  }
  if (holdFrames) await g.settle(page, holdFrames);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

// Waits, frame by frame, until the area stops moving; false if it never does.
async function scrollComesToRest(page, name) {
  let last = scrollOf(await g.probe(page), name);
  for (let i = 0; i < 200; i++) {
    await g.settle(page, 3);
    const now = scrollOf(await g.probe(page), name);
    if (now === last) return true;
    last = now;
  }
  return false;
}

async function touchChecks(browser, baseUrl, failures) {
  const url = `${baseUrl}?seed=7&seats=8&pace=instant&ai=beginner`;
  const { context, page, problems } = await openPage(browser, url, { width: 390, height: 844, dpr: 2, mobile: true });
  const cdp = await context.newCDPSession(page);
  await page.goto(url);
  await waitForFrames(page, 3, 30000);

  // A tap opens the rules and leaves nothing hovered.
  await g.pressNamed(page, page, 'button:how-to-play', { touch: true });
  await g.settle(page, 3);
  let state = await g.probe(page);
  g.check(state.rulesOpen, 'a tap on "How to play" opens the rules', failures);
  g.check(!state.hovering, 'after a tap nothing stays hovered', failures);

  // A slow drag moves the rules with the finger.
  const rules = g.find(state, 'region:rules');
  const x = rules.x + rules.w / 2;
  const low = rules.y + rules.h - 60;
  await swipe(page, cdp, x, low, -150, 6, 1, 8);
  await scrollComesToRest(page, 'rules');
  state = await g.probe(page);
  const dragged = scrollOf(state, 'rules');
  const max = (state.scrolls.find((a) => a.name === 'rules') || {}).max;
  g.check(dragged >= 120, `a 150-point drag scrolls the rules with the finger (scrolled ${dragged} of ${max})`, failures);
  g.check(state.rulesOpen, 'the drag did not close the rules', failures);

  // A fling: the finger moves 450 points and lifts while moving (the last move and the lift sent
  // together); the rules follow the finger, then coast on past those 450 points and come to rest.
  // Measured at rest, so however slowly the machine draws the check holds.
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: low }] });
  await g.settle(page, 1);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: low - 225 }] });
  await g.settle(page, 1);
  await Promise.all([
    cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: low - 450 }] }),
    cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
  ]);
  await g.settle(page, 2);
  const coasting = (await g.probe(page)).touchScroll;
  g.check(await scrollComesToRest(page, 'rules'), 'the coast comes to rest', failures);
  const rest = scrollOf(await g.probe(page), 'rules');
  g.check(rest >= dragged + 455, `a fling coasts on after the finger lifts: ${dragged} -> ${rest} for a 450-point swipe ` +
          `(speed just after the lift ${coasting && coasting.velocity} points a second)`, failures);
  await snap(page, outDir, 'input-rules-fling-390x844.png');
  await g.pressNamed(page, page, 'button:close-rules', { touch: true });

  // A drag that starts on a button scrolls the page and does not press the button.
  state = await g.probe(page);
  const statistics = g.find(state, 'button:statistics');
  await swipe(page, cdp, statistics.x + statistics.w / 2, statistics.y + statistics.h / 2 + 300, -250, 8, 1, 6);
  await g.settle(page, 30);
  await swipe(page, cdp, statistics.x + statistics.w / 2, statistics.y + statistics.h / 2, 250, 8, 1, 6);
  await g.settle(page, 30);
  await swipe(page, cdp, statistics.x + statistics.w / 2, statistics.y + statistics.h / 2, -200, 8, 1, 6);
  await g.settle(page, 30);
  state = await g.probe(page);
  g.check(state.screen === 'setup', `a drag that began on "Statistics" did not press it (screen ${state.screen})`, failures);
  g.check(scrollOf(state, 'setup') > 0, `the drag scrolled the setup page (${scrollOf(state, 'setup')})`, failures);

  // A tapped card is led, and no card stays raised.
  await g.pressNamed(page, page, 'button:deal', { touch: true });
  state = await g.waitFor(page, (s) => s.human >= 0 && !s.animating && !!g.humanChoice(s), 'a lead of yours', 120000);
  const card = g.humanChoice(state);
  await g.press(page, page, card, { touch: true });
  await g.settle(page, 4);
  state = await g.probe(page);
  g.check(!state.targets.some((t) => t.name === card.name), `tapping ${card.name} led it`, failures);
  g.check(state.raised === '', `no card stays raised after a tap (raised: "${state.raised}")`, failures);
  g.check(!state.hovering, 'nothing stays hovered after tapping a card', failures);
  await snap(page, outDir, 'input-after-tap-390x844.png');
  for (const p of problems) failures.push('phone: ' + p);
  await context.close();
}

async function keyboardChecks(browser, baseUrl, failures) {
  const url = `${baseUrl}?seed=7&pace=instant&ai=beginner`;
  const { context, page, problems } = await openPage(browser, url, { width: 1280, height: 800, dpr: 1 });
  await page.goto(url);
  await waitForFrames(page, 3, 30000);
  await g.pressNamed(page, page, 'button:deal');
  let state = await g.waitFor(page, (s) => s.human >= 0 && !s.animating && !!g.humanChoice(s), 'a lead of yours', 120000);
  await page.mouse.move(4, 796);  // the pointer rests on the felt, over nothing
  await g.settle(page, 2);
  // Quick key presses (a press and release within a frame are seen): arrows until a card has focus.
  let focused = [];
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('ArrowDown');
    await g.settle(page, 4);
    state = await g.probe(page);
    focused = state.targets.filter((t) => t.focused);
    if (focused.length === 1 && focused[0].name.startsWith('card:')) break;
  }
  g.check(focused.length === 1 && focused[0].name.startsWith('card:'), `the arrows bring the focus to a card (${focused.map((t) => t.name)})`, failures);
  if (focused.length === 1 && focused[0].name.startsWith('card:')) {
    g.check(state.raised === focused[0].name.slice(5), `the raised card is the focused one (${state.raised}, ${focused[0].name})`, failures);
    await page.keyboard.press('ArrowRight');
    await g.settle(page, 4);
    state = await g.probe(page);
    focused = state.targets.filter((t) => t.focused);
    g.check(focused.length === 1, `one focus cue after ArrowRight (${focused.map((t) => t.name)})`, failures);
    await snap(page, outDir, 'input-keyboard-focus-1280x800.png');
    // The mouse over another card takes the cue: one card raised, the keyboard's cue hidden.
    const other = state.targets.find((t) => t.enabled && t.name.startsWith('card:') && !t.focused);
    if (other) {
      await page.mouse.move(other.x + other.w / 2, other.y + other.h / 2);
      await g.settle(page, 4);
      state = await g.probe(page);
      g.check(state.raised === other.name.slice(5) && !state.targets.some((t) => t.focused),
              `the mouse takes the cue over (raised ${state.raised}, focused ${state.targets.filter((t) => t.focused).map((t) => t.name)})`, failures);
      await page.mouse.move(4, 796);
      await g.settle(page, 2);
    }
    // Enter leads the focused card.
    await page.keyboard.press('ArrowLeft');
    await g.settle(page, 4);
    state = await g.probe(page);
    const chosen = state.targets.find((t) => t.focused);
    g.check(!!chosen && chosen.name.startsWith('card:'), 'an arrow brings the keyboard cue back to a card', failures);
    if (chosen) {
      await page.keyboard.press('Enter');
      await g.settle(page, 4);
      state = await g.probe(page);
      g.check(!state.targets.some((t) => t.name === chosen.name), `Enter led ${chosen.name}`, failures);
    }
  }
  // L opens what happened this deal; Escape closes it (and does not open the menu).
  await page.keyboard.press('l');
  state = await g.waitFor(page, (s) => !!g.find(s, 'button:close-log'), 'the deal so far (L)', 10000);
  g.check(!!g.find(state, 'region:log'), 'L opens what happened this deal', failures);
  await snap(page, outDir, 'input-log-1280x800.png');
  await page.keyboard.press('Escape');
  state = await g.waitFor(page, (s) => !g.find(s, 'button:close-log'), 'the log to close', 10000);
  g.check(!state.targets.some((t) => t.name.startsWith('menu:')), 'Escape closed the log without opening the menu', failures);
  for (const p of problems) failures.push('keyboard: ' + p);
  await context.close();
}

// Skip: at Slow pace, while the others play, the Skip button brings the next decision (or the
// deal's end) at once.
async function skipChecks(browser, baseUrl, failures) {
  const url = `${baseUrl}?seed=7&pace=slow&ai=beginner`;
  const { context, page, problems } = await openPage(browser, url, { width: 1280, height: 800, dpr: 1 });
  await page.goto(url);
  await waitForFrames(page, 3, 30000);
  await g.pressNamed(page, page, 'button:deal');
  let state = await g.waitFor(page, (s) => (s.human >= 0 && !s.animating && !!g.humanChoice(s)) || s.dealOver, 'a lead of yours', 120000);
  let skips = 0;
  for (let lead = 0; lead < 6 && !state.dealOver && skips === 0; lead++) {
    await g.press(page, page, g.humanChoice(state));
    state = await g.probe(page);
    const skip = g.find(state, 'button:skip');
    if (skip) {
      await snap(page, outDir, 'input-skip-1280x800.png');
      await g.press(page, page, skip);
      skips++;
      // At Slow pace the rest of a run takes seconds; skipped, it is shown within a few frames.
      await g.settle(page, 40);
      state = await g.probe(page);
      g.check((state.human >= 0 && !state.animating) || state.dealOver,
              `Skip brought your turn or the deal's end within 40 frames (human ${state.human}, animating ${state.animating})`, failures);
      g.check(!g.find(state, 'button:skip'), 'Skip is not offered when it is your turn', failures);
    } else {
      state = await g.waitFor(page, (s) => (s.human >= 0 && !s.animating && !!g.humanChoice(s)) || s.dealOver, 'a lead of yours', 120000);
    }
  }
  g.check(skips > 0, 'Skip was offered while the others played', failures);
  for (const p of problems) failures.push('skip: ' + p);
  await context.close();
}

// Sound: no AudioContext before the player's first click; the click on Deal starts one that
// runs; moments of play are heard; the host's "mute" silences them; a hidden tab suspends it.
async function soundChecks(browser, baseUrl, failures) {
  const url = `${baseUrl}?seed=7&pace=fast&ai=beginner`;
  const { context, page, problems } = await openPage(browser, url, { width: 1280, height: 800, dpr: 1 });
  await page.goto(url);
  await waitForFrames(page, 3, 30000);
  const audioState = () => page.evaluate(() => window.popejoanAudio.state());
  const tonesPlayed = () => page.evaluate(() => window.popejoanAudio.stats.played);
  g.check((await audioState()) === 'none', 'no sound is started before the player clicks', failures);
  await g.pressNamed(page, page, 'button:deal');
  await page.waitForFunction(() => window.popejoanAudio.state() === 'running', null, { timeout: 10000 })
    .catch(() => {});
  g.check((await audioState()) === 'running', `the first click starts the sound (${await audioState()})`, failures);
  let state = await g.waitFor(page, (s) => s.sound && s.sound.played > 0, 'a sound of play', 60000);
  await g.waitFor(page, () => true, 'a frame', 1000);
  g.check((await tonesPlayed()) > 0, `the page played the game's sounds (${await tonesPlayed()}, last ${state.sound.last})`, failures);
  // The host mutes: nothing more is heard while play goes on.
  await page.evaluate(() => window.Module.ccall('popejoan_command', 'number', ['string'], ['{"command":"mute","muted":true}']));
  await g.settle(page, 3);
  const before = { game: (await g.probe(page)).sound.played, page: await tonesPlayed() };
  await g.playHumanMoves(page, page, 2, { timeoutMs: 60000 });
  await g.settle(page, 10);
  state = await g.probe(page);
  g.check(state.muted && state.sound.played === before.game && (await tonesPlayed()) === before.page,
          `muted, no sound is played (${before.game} -> ${state.sound.played} in the game, ${before.page} -> ${await tonesPlayed()} on the page)`, failures);
  // A hidden tab suspends the sound at once; shown again, it runs.
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForFunction(() => window.popejoanAudio.state() === 'suspended', null, { timeout: 2000 }).catch(() => {});
  g.check((await audioState()) === 'suspended', `a hidden tab suspends the sound within 2 s (${await audioState()})`, failures);
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForFunction(() => window.popejoanAudio.state() === 'running', null, { timeout: 5000 }).catch(() => {});
  g.check((await audioState()) === 'running', `shown again, the sound runs (${await audioState()})`, failures);
  for (const p of problems) failures.push('sound: ' + p);
  await context.close();
}

// Independent parts (tests/CMakeLists.txt runs each as a test of its own, side by side).
fs.mkdirSync(outDir, { recursive: true });
runParts('input', site, {
  touch: ({ browser, url }, failures) => touchChecks(browser, url, failures),
  keyboard: ({ browser, url }, failures) => keyboardChecks(browser, url, failures),
  skip: ({ browser, url }, failures) => skipChecks(browser, url, failures),
  sound: ({ browser, url }, failures) => soundChecks(browser, url, failures),
});
