// Helpers for browser tests that play the game, on the page itself or inside an iframe: read the
// page's read-only test probe, wait for frames, and press what the probe says is where.
// `target` is a Playwright Page or Frame running the game; `offset` is where that frame's
// viewport sits on the page (0,0 for the page itself).
'use strict';

async function frameCount(target) {
  return target.evaluate(() => {
    try {
      return window.Module._popejoan_frame_count();
    } catch (e) {
      return 0;
    }
  });
}

async function waitFrames(target, frames, timeoutMs) {
  await target.waitForFunction((n) => {
    try {
      return window.Module._popejoan_frame_count() >= n;
    } catch (e) {
      return false;
    }
  }, frames, { timeout: timeoutMs || 30000 });
}

// Lets `count` more frames go by (the UI reacts to input on the next frame).
async function settle(target, count) {
  await waitFrames(target, (await frameCount(target)) + (count || 2), 15000);
}

async function probe(target) {
  const text = await target.evaluate(() => window.Module.ccall('popejoan_test_probe', 'string', [], []));
  return JSON.parse(text);
}

function find(state, name) {
  return state.targets.find((t) => t.name === name);
}

async function press(page, target, t, options) {
  const o = options || {};
  const offset = o.offset || { x: 0, y: 0 };
  const x = offset.x + t.x + t.w / 2;
  const y = offset.y + t.y + t.h / 2;
  if (o.touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  // ImGui's input queue takes the move, the press and the release a frame each, and the probe
  // shows the result a frame after that.
  await settle(target, 4);
}

// Presses the probe target called `name` (throws if it is not there).
async function pressNamed(page, target, name, options) {
  const state = await probe(target);
  const t = find(state, name);
  if (!t) throw new Error(`no "${name}" on the ${state.screen} screen: ${state.targets.map((x) => x.name).join(', ')}`);
  await press(page, target, t, options);
}

// Waits until the target called `name` stands still (the same box in two probes a few frames
// apart): a popup that has just opened or scrolled may still be settling, and a press at a
// stale place can miss it (a click outside a menu closes it). Returns the last probe.
async function steadyTarget(target, name) {
  let state = await probe(target);
  for (let i = 0; i < 10; i++) {
    await settle(target, 3);
    const next = await probe(target);
    const a = find(state, name), b = find(next, name);
    state = next;
    if (a && b && a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h) return state;
  }
  return state;
}

// Escape closes the menu. Escape also opens a closed menu, so if a press had closed it already
// (a clean-clone run once saw the menu open after Escape), one more Escape closes it.
async function closeMenu(page) {
  const closed = (s) => !s.targets.some((t) => t.name.startsWith('menu:'));
  await page.keyboard.press('Escape');
  await settle(page, 6);
  if (!closed(await probe(page))) await page.keyboard.press('Escape');
  return waitFor(page, closed, 'the menu to close', 10000);
}

// Holds a key for a few frames, as a person's finger would (ImGui's input queue also sees a key
// pressed and released within one frame: page.keyboard.press works too).
async function holdKey(page, target, key) {
  await page.keyboard.down(key);
  await settle(target, 3);
  await page.keyboard.up(key);
  await settle(target, 2);
}

async function waitFor(target, predicate, what, timeoutMs) {
  const deadline = Date.now() + (timeoutMs || 60000);
  for (;;) {
    const state = await probe(target);
    if (predicate(state)) return state;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(state).slice(0, 400)}`);
    await new Promise((r) => setTimeout(r, 80));
  }
}

function humanChoice(state) {
  return state.targets.find((t) => t.enabled && /^(card:|button:(pope|pass|place-))/.test(t.name));
}

// Makes `count` human decisions (dealing on when a deal ends). Returns the probe after the last.
async function playHumanMoves(page, target, count, options) {
  let made = 0;
  let state = await probe(target);
  const deadline = Date.now() + ((options && options.timeoutMs) || 120000);
  while (made < count) {
    if (Date.now() > deadline) throw new Error(`only ${made} of ${count} human decisions in time`);
    state = await probe(target);
    if (state.matchOver) break;
    const next = find(state, 'button:next-deal') || find(state, 'button:final-standings');
    if (state.dealOver && next) {
      await press(page, target, next, options);
      continue;
    }
    const choice = state.human >= 0 && !state.animating ? humanChoice(state) : null;
    if (choice) {
      await press(page, target, choice, options);
      made++;
    } else {
      await new Promise((r) => setTimeout(r, 60));
    }
  }
  return probe(target);
}

// Plays the human's decisions until the current deal is over.
async function playToDealEnd(page, target, options) {
  const deadline = Date.now() + ((options && options.timeoutMs) || 150000);
  for (;;) {
    if (Date.now() > deadline) throw new Error('the deal did not end in time');
    const state = await probe(target);
    if (state.dealOver || state.matchOver) return state;
    const choice = state.human >= 0 && !state.animating ? humanChoice(state) : null;
    if (choice) await press(page, target, choice, options);
    else await new Promise((r) => setTimeout(r, 60));
  }
}

// Waits for a moment at rest, when nothing changes by itself: the human to decide with nothing
// moving, or the settlement of a deal on show.
function atRest(target, timeoutMs) {
  return waitFor(target, (s) => (s.screen === 'table' && !s.animating && (s.human >= 0 || s.dealOver)) || s.screen === 'match-over',
                 'a moment at rest', timeoutMs);
}

// Records a failed check and goes on, so one run reports every failure.
function check(condition, message, failures) {
  if (!condition) failures.push(message);
  return condition;
}

// An init script: records CSP violations in the frame it runs in (they are also console errors,
// which fail the tests).
const watchCsp = () => {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
  });
};

module.exports = {
  check, watchCsp, frameCount, waitFrames, settle, probe, find, press, pressNamed, steadyTarget, closeMenu, holdKey, waitFor, humanChoice,
  playHumanMoves,
  playToDealEnd, atRest,
};
