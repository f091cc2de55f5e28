#!/usr/bin/env node
// Embedding: the example host page (web/embed-example.*) on one origin, the game on another,
// served with the strict Content-Security-Policy of docs/embedding.md (framing allowed to the
// host pages only). Checks that the host receives "loading" (its progress rising to 1), "loaded",
// "ready", "gameplay-start" by the first lead and "gameplay-stop" for the menu, a pause and the
// settlement (alternating, never twice the same), and "deal-ended" (with the settlement); that a
// hidden tab holds play, silences the sound and tells the host ("visibility"), and that showing
// it again plays on unless the host had paused; that no service worker registers in a frame;
// that its commands work (pause stops play, resume goes on, mute toggles, new-match
// restarts), that a click keeps keyboard focus inside the iframe, that the game follows its box,
// that full screen can be asked for, that a host page on an origin not in the allow-list is
// ignored both ways, that the CSP is enforced with no violation, and that no request leaves the
// two origins; and that the example opened without ?game= says what to add instead of framing a
// "not found" page and waiting for ever.
// Usage: node embed.js SITE_DIR EMBED_EXAMPLE_DIR SCREENSHOT_DIR
'use strict';
const fs = require('fs');
const path = require('path');
const { chromium } = require('playwright-core');
const { serve, strictCsp } = require('./serve');
const { openPage, snap } = require('./browser');
const g = require('./game');

const [site, exampleDir, outDir] = process.argv.slice(2);

function origin(url) {
  return new URL(url).origin;
}

async function events(page) {
  return page.evaluate(() => (window.popejoanEvents || []).slice());
}

async function waitEvent(page, predicate, what, timeoutMs) {
  const deadline = Date.now() + (timeoutMs || 30000);
  for (;;) {
    const all = await events(page);
    const found = all.filter((e, i) => predicate(e, i, all));
    if (found.length) return found[found.length - 1];
    if (Date.now() > deadline) throw new Error(`the host page never received ${what}`);
    await new Promise((r) => setTimeout(r, 80));
  }
}

async function gameFrame(page, gameOrigin) {
  const deadline = Date.now() + 20000;
  for (;;) {
    const frame = page.frames().find((f) => f.url().startsWith(gameOrigin + '/'));
    if (frame) return frame;
    if (Date.now() > deadline) throw new Error('the game frame never appeared');
    await new Promise((r) => setTimeout(r, 50));
  }
}

// The start and stop events, in order.
async function gameplayEvents(page) {
  return (await events(page)).filter((e) => /^gameplay-/.test(e.event)).map((e) => e.event);
}

// Hides or shows the game's tab as far as the page can tell. Headless Chromium keeps every tab
// visible (another tab in front, a minimized window and CDP's focus emulation all leave
// document.hidden false: tried), so the frame's document reports the state asked for and gets
// the visibilitychange event a real switch of tabs sends. The frames keep coming (a real hidden
// tab would stop them), so what holds play here is the game's own pause, which is what is tested.
async function setHidden(frame, hidden) {
  await frame.evaluate((h) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

async function audioState(frame) {
  return frame.evaluate(() => window.popejoanAudio.state());
}

async function frameOffset(page) {
  const box = await (await page.$('#box iframe')).boundingBox();
  return { x: box.x, y: box.y, w: box.width, h: box.height };
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  // Two host origins (127.0.0.1 on two ports: cross-origin, same site) and the game's own.
  const host = await serve(exampleDir, 0);
  const stranger = await serve(exampleDir, 0);
  const hostOrigin = origin(host.url);
  const strangerOrigin = origin(stranger.url);
  const csp = strictCsp(`'self' ${hostOrigin} ${strangerOrigin}`);
  // The game's wasm comes half at first, the rest when the test has seen the download under way.
  const game = await serve(site, 0, { headers: { 'Content-Security-Policy': csp }, holdHalf: '.wasm' });
  const gameOrigin = origin(game.url);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
           '--disable-component-update', '--disable-sync', '--enable-unsafe-swiftshader', '--use-angle=swiftshader'],
  });
  const failures = [];
  try {
    const gameUrl = encodeURIComponent(game.url + 'index.html');
    const hostUrl = `${host.url}embed-example.html?game=${gameUrl}&autostart=1&pace=fast&seed=5&embed=ex`;
    const main = await openPage(browser, hostUrl, { width: 1280, height: 800 },
                                { origins: [gameOrigin, strangerOrigin], init: g.watchCsp });
    const { page } = main;
    // The download held halfway, as a slow network would leave it: the host's bar shows a figure
    // between 0 and 1 before the rest comes.
    await page.goto(hostUrl);
    await waitEvent(page, (e) => e.event === 'loading' && e.progress > 0 && e.progress < 1, 'a loading figure under way');
    game.release();
    const ready = await waitEvent(page, (e) => e.event === 'ready', '"ready"');
    g.check(ready.embed === 'ex' && ready.storage === true && ready.screen === 'table',
          `"ready" says which game, that storage works and where it is: ${JSON.stringify(ready)}`, failures);
    const frame = await gameFrame(page, gameOrigin);
    await g.waitFrames(frame, 3, 30000);
    let offset = await frameOffset(page);
    let state = await g.probe(frame);
    g.check(state.screen === 'table' && state.embed === 'ex', `autostart=1 deals at once in the frame (${state.screen})`, failures);

    // The download and start, as a games site's loading screen follows them.
    const early = await events(page);
    const progress = early.filter((e) => e.event === 'loading').map((e) => e.progress);
    const order = early.map((e) => e.event);
    console.log(`loading: ${progress.length} figures, ${progress.slice(0, 4).join(' ')} ... ${progress.slice(-2).join(' ')}`);
    g.check(progress.length >= 3 && progress[0] === 0 && progress[progress.length - 1] === 1 &&
            progress.every((p, i) => i === 0 || p > progress[i - 1]) && early.every((e) => e.embed === 'ex'),
            `"loading" rises from 0 to 1, each figure higher: ${progress.join(', ')}`, failures);
    g.check(order.indexOf('loaded') > order.lastIndexOf('loading') && order.indexOf('loaded') < order.indexOf('ready'),
            `"loaded" comes after the download and before "ready": ${order.join(', ')}`, failures);
    g.check(await frame.evaluate(() => window.popejoanLoader.serviceWorker) === 'framed' &&
            (await frame.evaluate(() => navigator.serviceWorker.getRegistrations())).length === 0,
            'no service worker registers inside a frame', failures);
    // Play has begun by the person's first lead (dealing and the first leads are play too).
    state = await g.waitFor(frame, (s) => s.human >= 0 && s.phase === 'lead', 'your first lead');
    await waitEvent(page, (e) => e.event === 'gameplay-start', '"gameplay-start"');
    g.check(state.gameplay && JSON.stringify(await gameplayEvents(page)) === '["gameplay-start"]' &&
            order.indexOf('ready') >= 0, `"gameplay-start", once, by your first lead: ${await gameplayEvents(page)}`, failures);
    const canvas = await frame.evaluate(() => {
      const c = document.getElementById('canvas');
      return { w: c.width, h: c.height, cssW: c.clientWidth, cssH: c.clientHeight };
    });
    g.check(Math.abs(canvas.cssW - offset.w) <= 1 && Math.abs(canvas.cssH - offset.h) <= 1,
          `the game fills its box: canvas ${canvas.cssW}x${canvas.cssH}, box ${offset.w}x${offset.h}`, failures);
    await snap(page, outDir, 'embed-host-1280x800.png');

    // Focus: a click on the table keeps the keyboard inside the iframe (Escape opens the menu).
    await page.mouse.click(offset.x + 20, offset.y + 300);
    await g.settle(frame, 2);
    const focus = await frame.evaluate(() => ({ active: document.activeElement && document.activeElement.id, has: document.hasFocus() }));
    g.check(focus.active === 'canvas' && focus.has, `a click gives the canvas the keyboard focus: ${JSON.stringify(focus)}`, failures);
    await g.holdKey(page, frame, 'Escape');
    state = await g.probe(frame);
    g.check(!!g.find(state, 'menu:statistics'), 'Escape, typed after a click in the frame, reaches the game (the menu opens)', failures);
    g.check(!state.gameplay && (await gameplayEvents(page)).pop() === 'gameplay-stop', 'the menu over the table stops play', failures);
    await page.mouse.click(offset.x + 20, offset.y + 300);  // closes the menu
    await g.settle(frame, 2);
    await waitEvent(page, (e, i, all) => e.event === 'gameplay-start' && all.filter((x) => x.event === 'gameplay-start').length === 2,
                    'a second "gameplay-start" when the menu closed');

    // Pause stops play; resume goes on.
    await page.click('#pause');
    const paused = await waitEvent(page, (e) => e.event === 'status' && e.command === 'pause', 'the pause status');
    // The status is posted as the command is taken; the probe shows it from the next frame.
    state = await g.waitFor(frame, (s) => s.paused && !!g.find(s, 'button:resume'), 'the paused table', 10000).catch(() => g.probe(frame));
    g.check(paused.paused && state.paused && state.human === -1 && !!g.find(state, 'button:resume'),
          'pause: the game says so and nobody may play', failures);
    const frozen = state;
    await new Promise((r) => setTimeout(r, 1500));
    state = await g.probe(frame);
    g.check(state.steps === frozen.steps && state.hash === frozen.hash &&
          JSON.stringify(state.shownPurses) === JSON.stringify(frozen.shownPurses), 'nothing moves while paused', failures);
    await snap(page, outDir, 'embed-paused-1280x800.png');
    g.check((await gameplayEvents(page)).pop() === 'gameplay-stop', 'pause: "gameplay-stop"', failures);
    await page.click('#resume');
    await waitEvent(page, (e) => e.event === 'status' && e.command === 'resume', 'the resume status');
    // As for the pause: the probe shows it from the next frame.
    state = await g.waitFor(frame, (s) => !s.paused, 'the table playing again', 10000).catch(() => g.probe(frame));
    g.check(!state.paused, 'resume: play goes on', failures);
    await waitEvent(page, (e, i, all) => e.event === 'gameplay-start' && all.filter((x) => x.event === 'gameplay-start').length === 3,
                    '"gameplay-start" on resuming');

    // A deal played to its end inside the frame: the host hears "deal-ended" with the settlement.
    await g.playToDealEnd(page, frame, { offset });
    const dealEnded = await waitEvent(page, (e) => e.event === 'deal-ended', '"deal-ended"');
    g.check(Array.isArray(dealEnded.settlement) && dealEnded.settlement.length === 4 && dealEnded.deal === 1 &&
          dealEnded.settlement.every((s) => s.after - s.before === s.change),
          `"deal-ended" carries the settlement: ${JSON.stringify(dealEnded).slice(0, 300)}`, failures);
    state = await g.probe(frame);
    g.check(JSON.stringify(dealEnded.settlement.map((s) => s.after)) === JSON.stringify(state.enginePurses),
          'the settlement sent is the purses at the table', failures);
    await waitEvent(page, (e, i, all) => e.event === 'gameplay-stop' && i > all.indexOf(dealEnded), '"gameplay-stop" at the settlement');
    g.check(state.dealOver && !state.gameplay, 'the settlement is not play', failures);
    await snap(page, outDir, 'embed-deal-ended-1280x800.png');

    // Mute toggles.
    await page.click('#mute');
    // Each status is posted as the command is taken; the probe shows it from the next frame.
    await waitEvent(page, (e) => e.event === 'status' && e.command === 'mute' && e.muted, 'the mute status');
    state = await g.waitFor(frame, (s) => s.muted, 'the muted game', 10000).catch(() => g.probe(frame));
    g.check(state.muted, 'mute: the game is muted', failures);
    await page.click('#mute');
    await waitEvent(page, (e) => e.event === 'status' && e.command === 'mute' && !e.muted, 'the unmute status');
    state = await g.waitFor(frame, (s) => !s.muted, 'the unmuted game', 10000).catch(() => g.probe(frame));
    g.check(!state.muted, 'mute again: unmuted', failures);

    // New match restarts.
    const old = await g.probe(frame);
    await page.click('#new-match');
    await waitEvent(page, (e) => e.event === 'status' && e.command === 'new-match', 'the new-match status');
    state = await g.waitFor(frame, (s) => s.seed !== old.seed, 'the new match', 10000).catch(() => g.probe(frame));
    g.check(state.seed !== old.seed && state.deal === 0 && !state.dealOver && state.screen === 'table',
          `new-match deals a new match (seed ${old.seed} -> ${state.seed}, deal ${state.deal})`, failures);
    await waitEvent(page, (e, i, all) => e.event === 'gameplay-start' && all.filter((x) => x.event === 'gameplay-start').length === 4,
                    '"gameplay-start" for the new match');

    // A hidden tab: play holds, the sound stops within 2 s, and the host hears of both.
    g.check(await audioState(frame) === 'running', `the click in the frame started the sound (${await audioState(frame)})`, failures);
    await setHidden(frame, true);
    await waitEvent(page, (e) => e.event === 'visibility' && e.hidden === true, '"visibility" hidden');
    await waitEvent(page, (e, i, all) => e.event === 'gameplay-stop' && all.filter((x) => x.event === 'gameplay-stop').length === 4,
                    '"gameplay-stop" for the hidden tab');
    await frame.waitForFunction(() => window.popejoanAudio.state() === 'suspended', null, { timeout: 2000 })
      .catch(() => failures.push('the sound was not suspended within 2 s of the tab being hidden'));
    const held = await g.probe(frame);
    await g.settle(frame, 40);  // frames still come here (see setHidden); nothing may move in them
    state = await g.probe(frame);
    g.check(held.paused && held.hidden && !held.gameplay && state.human === -1 && state.steps === held.steps &&
            state.hash === held.hash && JSON.stringify(state.shownPurses) === JSON.stringify(held.shownPurses),
            `hidden: paused and nothing moves (steps ${held.steps} -> ${state.steps})`, failures);
    await setHidden(frame, false);
    await waitEvent(page, (e) => e.event === 'visibility' && e.hidden === false, '"visibility" shown');
    await waitEvent(page, (e, i, all) => e.event === 'gameplay-start' && all.filter((x) => x.event === 'gameplay-start').length === 5,
                    '"gameplay-start" when the tab is shown again');
    await frame.waitForFunction(() => window.popejoanAudio.state() === 'running', null, { timeout: 5000 })
      .catch(() => failures.push('the sound did not start again when the tab was shown'));
    state = await g.waitFor(frame, (s) => s.steps > held.steps || s.human >= 0, 'play going on once shown');
    g.check(!state.paused && !state.hidden, 'shown again: play goes on', failures);
    // The host's pause outlasts a hide and a show.
    await page.click('#pause');
    await waitEvent(page, (e, i, all) => e.event === 'status' && e.command === 'pause' &&
                    all.filter((x) => x.event === 'status' && x.command === 'pause').length === 2, 'the second pause status');
    await setHidden(frame, true);
    await waitEvent(page, (e, i, all) => e.event === 'visibility' && e.hidden && all.filter((x) => x.event === 'visibility').length === 3,
                    '"visibility" hidden while paused');
    await setHidden(frame, false);
    await waitEvent(page, (e, i, all) => e.event === 'visibility' && !e.hidden && all.filter((x) => x.event === 'visibility').length === 4,
                    '"visibility" shown while paused');
    await g.settle(frame, 4);
    state = await g.probe(frame);
    g.check(state.paused && !state.hidden && !state.gameplay && (await gameplayEvents(page)).pop() === 'gameplay-stop',
            'a host\'s pause survives the tab being hidden and shown', failures);
    await page.click('#resume');
    await waitEvent(page, (e, i, all) => e.event === 'gameplay-start' && all.filter((x) => x.event === 'gameplay-start').length === 6,
                    '"gameplay-start" on resuming after the hide');
    const plays = await gameplayEvents(page);
    g.check(plays.every((e, i) => e === (i % 2 === 0 ? 'gameplay-start' : 'gameplay-stop')),
            `starts and stops alternate, never twice the same: ${plays.join(', ')}`, failures);

    // The game follows its box.
    await page.selectOption('#size', 'phone');
    await g.settle(frame, 4);
    offset = await frameOffset(page);
    const phone = await frame.evaluate(() => {
      const c = document.getElementById('canvas');
      return { w: c.width, h: c.height };
    });
    g.check(Math.abs(phone.w - offset.w) <= 2 && Math.abs(phone.h - offset.h) <= 2 && Math.round(offset.w) === 390,
          `a smaller box: canvas ${phone.w}x${phone.h} for a box of ${offset.w}x${offset.h}`, failures);
    await snap(page, outDir, 'embed-phone-box-1280x800.png');

    // Full screen, by the F key inside the frame (the iframe allows it).
    await page.mouse.click(offset.x + 10, offset.y + 200);
    await g.holdKey(page, frame, 'f');
    const full = await frame.evaluate(() => !!document.fullscreenElement);
    g.check(full, 'F asks the browser for full screen', failures);
    if (full) {
      await g.holdKey(page, frame, 'f');
      g.check(!(await frame.evaluate(() => !!document.fullscreenElement)), 'F again leaves full screen', failures);
    }
    await page.selectOption('#size', 'wide');
    // In a small window (800x450) every box fits whole, and the game follows it.
    await page.setViewportSize({ width: 800, height: 450 });
    for (const size of ['wide', 'phone', 'small']) {
      await page.selectOption('#size', size);
      await g.settle(frame, 4);
      offset = await frameOffset(page);
      g.check(offset.w <= 800 && offset.h <= 450, `in an 800x450 window the ${size} box fits (${offset.w}x${offset.h})`, failures);
    }
    await snap(page, outDir, 'embed-host-800x450.png');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.selectOption('#size', 'wide');

    // The CSP is the page's and nothing breaks it.
    g.check(JSON.stringify(await frame.evaluate(() => window.__cspViolations)) === '[]', 'no CSP violation in the game frame', failures);
    g.check(JSON.stringify(await page.evaluate(() => window.__cspViolations)) === '[]', 'no CSP violation in the host page', failures);
    const problemsBefore = main.problems.length;
    // Enforced: an inline script (which the page never uses) is refused in the game's frame.
    const inlineRan = await frame.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineScriptRan = true;';
      document.head.appendChild(script);
      await new Promise((r) => setTimeout(r, 100));
      return window.__inlineScriptRan === true;
    });
    const violations = await frame.evaluate(() => window.__cspViolations.slice());
    g.check(!inlineRan && violations.length === 1 && /script-src/.test(violations[0]),
          `the CSP is enforced in the frame (inline script ran: ${inlineRan}; violations: ${violations})`, failures);
    // The deliberate inline script above is reported as a console error; it is the only one allowed.
    const reported = main.problems.splice(problemsBefore);
    g.check(reported.some((p) => /inline script/.test(p)), 'the refusal is reported on the console (which the test watches)', failures);
    reported.filter((p) => !/inline script/.test(p)).forEach((p) => main.problems.push(p));

    // A host page on an origin that is not in the allow-list: no events to it, its commands ignored.
    const wrongUrl = `${stranger.url}embed-example.html?game=${gameUrl}&autostart=1&pace=fast&embed=wrong&allow=${encodeURIComponent(hostOrigin)}`;
    const wrong = await main.context.newPage();
    wrong.on('console', (msg) => { if (msg.type() === 'error') main.problems.push(`stranger page console error: ${msg.text()}`); });
    await wrong.goto(wrongUrl);
    const wrongFrame = await gameFrame(wrong, gameOrigin);
    await g.waitFrames(wrongFrame, 10, 30000);
    await wrong.click('#pause');
    await wrong.click('#mute');
    await new Promise((r) => setTimeout(r, 1000));
    state = await g.probe(wrongFrame);
    g.check(!state.paused && !state.muted, 'commands from an origin not in the allow-list are ignored', failures);
    g.check((await events(wrong)).length === 0, 'and no event is sent to it', failures);
    await wrong.close();

    // Every request went to the host's or the game's origin.
    const outside = main.requests.filter((u) => ![gameOrigin, hostOrigin, strangerOrigin].includes(origin(u)) &&
                                                !u.startsWith('data:') && !u.startsWith('blob:'));
    const toGame = main.requests.filter((u) => origin(u) === gameOrigin).length;
    console.log(`requests: ${main.requests.length} (${toGame} to the game's origin), ${outside.length} elsewhere`);
    g.check(outside.length === 0, `requests left the origins: ${outside.join(', ')}`, failures);
    // Runs of one event shown once with their count ("loading x12").
    const received = (await events(page)).map((e) => e.event).reduce((runs, name) => {
      if (runs.length && runs[runs.length - 1].name === name) runs[runs.length - 1].n++;
      else runs.push({ name, n: 1 });
      return runs;
    }, []).map((r) => (r.n > 1 ? `${r.name} x${r.n}` : r.name));
    console.log(`host page received: ${received.join(', ')}`);
    for (const p of main.problems) failures.push(p);
    await main.context.close();

    // Without ?game= (the game is not beside the example): a plain word on what to add, no
    // "not found" page in the box, no wait for ever.
    const bare = await openPage(browser, `${host.url}embed-example.html`, { width: 1280, height: 800 });
    bare.problems.length = 0;
    await bare.page.goto(`${host.url}embed-example.html`);
    await bare.page.waitForFunction(() => /\?game=/.test(document.getElementById('lifecycle').textContent), null, { timeout: 10000 })
      .catch(() => {});
    const bareState = await bare.page.evaluate(() => ({ status: document.getElementById('lifecycle').textContent,
                                                         frames: document.querySelectorAll('#box iframe').length }));
    g.check(/\?game=/.test(bareState.status) && bareState.frames === 0,
            `without ?game= the example says what to add and shows no frame ("${bareState.status}", ${bareState.frames} frames)`, failures);
    await snap(bare.page, outDir, 'embed-host-no-game-1280x800.png');
    await bare.context.close();

    // The example page on a phone.
    const small = await openPage(browser, hostUrl, { width: 390, height: 844, dpr: 2, mobile: true }, { origins: [gameOrigin] });
    await small.page.goto(hostUrl.replace('embed=ex', 'embed=phone'));
    await waitEvent(small.page, (e) => e.event === 'ready', '"ready" on a phone');
    await small.page.selectOption('#size', 'phone');
    const smallFrame = await gameFrame(small.page, gameOrigin);
    await g.settle(smallFrame, 4);
    await snap(small.page, outDir, 'embed-host-390x844.png');
    for (const p of small.problems) failures.push('phone: ' + p);
    await small.context.close();
  } finally {
    await browser.close();
    host.server.close();
    stranger.server.close();
    game.server.close();
  }
  if (failures.length) {
    console.error('browser embed FAILED:\n  ' + failures.join('\n  '));
    process.exit(1);
  }
  console.log('browser embed passed');
}

main().catch((err) => {
  console.error('browser embed FAILED: ' + (err && err.stack ? err.stack : err));
  process.exit(1);
});
