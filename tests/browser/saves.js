#!/usr/bin/env node
// Saves in the browser, under the strict Content-Security-Policy of docs/embedding.md:
//  - play some moves, reload: the same state is shown (same hash, same step), statistics kept;
//  - corrupt the stored save by hand, reload: the message appears, the bad data is kept under
//    ":damaged" (then ":damaged-2"...) and can be exported, a new match starts; a save from a
//    newer version is told apart the same way;
//  - the statistics screen: export (a download), reset with confirmation, import (file chooser);
//  - two games on one page (two embed ids) keep two saves;
//  - storage that throws on write, and storage refused outright: the game plays on and says
//    once that progress will not be kept.
// No console error, no CSP violation and no request off the page's origin anywhere.
// Usage: node saves.js SITE_DIR SCREENSHOT_DIR
'use strict';
const fs = require('fs');
const path = require('path');
const { chromium } = require('playwright-core');
const { serve, strictCsp } = require('./serve');
const { openPage, screenshotDir } = require('./browser');
const g = require('./game');

const [site, outDir] = process.argv.slice(2);
const kKey = 'popejoan:save:';

async function open(page, url) {
  await page.goto(url);
  await g.waitFrames(page, 3, 30000);
  return g.probe(page);
}

async function reload(page) {
  await page.reload();
  await g.waitFrames(page, 3, 30000);
  return g.probe(page);
}

async function stored(page, key) {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

// Taken even when no file is wanted: the presses that follow some of them (the storage notice's
// OK) were tuned with the time a screenshot takes, and missed a notice still settling without it.
async function screenshot(page, name) {
  await g.settle(page, 2);
  await page.screenshot(screenshotDir(outDir) ? { path: path.join(outDir, name) } : {});
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const { server, url } = await serve(site, 0, { headers: { 'Content-Security-Policy': strictCsp("'self'") } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
           '--disable-component-update', '--disable-sync', '--enable-unsafe-swiftshader', '--use-angle=swiftshader'],
  });
  const failures = [];
  const tmp = fs.mkdtempSync(path.join(require('os').tmpdir(), 'popejoan-saves-'));
  try {
    // ---------------------------------------------------------------- reload resumes the match
    const main = await openPage(browser, url, { width: 1280, height: 800 }, { init: g.watchCsp });
    const { page } = main;
    let state = await open(page, `${url}?embed=t1&pace=instant&seed=11`);
    g.check(state.screen === 'setup' && state.save === 'none', `a first visit opens on the setup screen (${state.screen}, save ${state.save})`, failures);
    await g.pressNamed(page, page, 'button:deal');
    state = await g.playToDealEnd(page, page);
    await g.pressNamed(page, page, 'button:next-deal');
    state = await g.playHumanMoves(page, page, 2);
    state = await g.atRest(page);
    g.check(state.stats.deals >= 1, `the deals played are counted in the statistics (${state.stats.deals})`, failures);
    const saved = JSON.parse(await stored(page, kKey + 't1'));
    g.check(saved.format === 'popejoan-save' && saved.version === 1, 'the stored save is a versioned popejoan-save', failures);
    g.check(saved.progress && saved.progress.hash === state.hash && saved.progress.steps === state.steps,
          `the stored save is the state shown (stored ${JSON.stringify(saved.progress)}, shown ${state.hash} at step ${state.steps})`, failures);
    g.check(saved.settings.pace === 'instant', `the pace from the page (instant) is in the save: ${saved.settings.pace}`, failures);
    const before = state;
    state = await reload(page);
    console.log(`reloaded at step ${before.steps} (deal ${before.deal + 1}): save ${state.save}, hash ${state.hash} (was ${before.hash})`);
    g.check(state.save === 'resumed' && state.screen === 'table', `a reload resumes at the table (${state.save}, ${state.screen})`, failures);
    g.check(state.hash === before.hash && state.steps === before.steps && state.deal === before.deal,
          `the same state after the reload: ${state.hash}@${state.steps} vs ${before.hash}@${before.steps}`, failures);
    g.check(JSON.stringify(state.enginePurses) === JSON.stringify(before.enginePurses) &&
          JSON.stringify(state.shownPurses) === JSON.stringify(before.enginePurses), 'the same purses shown after the reload', failures);
    g.check(state.stats.deals === before.stats.deals && state.pace === 'instant', 'statistics and settings survive the reload', failures);
    await screenshot(page, 'saves-resumed-1280x800.png');
    // Play goes on from there.
    state = await g.playHumanMoves(page, page, 1);
    g.check(state.steps > before.steps, 'play goes on after the reload', failures);

    // ---------------------------------------------------------------- a damaged save
    // Edited at rest, when the game writes nothing by itself (else its next save would undo the edit).
    await g.atRest(page);
    await g.settle(page, 3);
    const good = await stored(page, kKey + 't1');
    const corrupt = good.slice(0, Math.floor(good.length / 2));
    await page.evaluate(([k, v]) => window.localStorage.setItem(k, v), [kKey + 't1', corrupt]);
    state = await reload(page);
    g.check(state.saveProblem === 'corrupt' && !!g.find(state, 'button:start-fresh'),
          `a corrupt save shows the message with a fresh start (problem "${state.saveProblem}")`, failures);
    g.check((await stored(page, kKey + 't1:damaged')) === corrupt, 'the corrupt data is kept under ":damaged"', failures);
    g.check(/damaged/.test(state.damagedKeptAs), `the message names where it was kept: ${state.damagedKeptAs}`, failures);
    await screenshot(page, 'saves-damaged-1280x800.png');
    const [download] = await Promise.all([page.waitForEvent('download'), g.pressNamed(page, page, 'button:export-damaged')]);
    const exportedDamaged = fs.readFileSync(await download.path(), 'utf8');
    g.check(exportedDamaged === corrupt, 'the damaged save can be exported as it was', failures);
    await g.pressNamed(page, page, 'button:start-fresh');
    state = await g.probe(page);
    g.check(state.screen === 'table' && state.saveProblem === '' && state.steps < before.steps,
          `"Start a new match" deals a new match (${state.screen}, step ${state.steps})`, failures);
    await g.settle(page, 3);
    const fresh = JSON.parse(await stored(page, kKey + 't1'));
    g.check(fresh.match && fresh.progress.hash === (await g.probe(page)).hash, 'the new match is saved over the damaged one', failures);
    g.check((await stored(page, kKey + 't1:damaged')) === corrupt, 'the kept-aside data is still there', failures);

    // A second damage goes to ":damaged-2"; a newer version is told apart.
    await g.atRest(page);
    await g.settle(page, 3);
    await page.evaluate((k) => window.localStorage.setItem(k, '{"format": "popejoan-save", "version": 1, "settings": 7}'), kKey + 't1');
    state = await reload(page);
    g.check(state.saveProblem === 'corrupt' && (await stored(page, kKey + 't1:damaged-2')) !== null, 'a second damaged save goes to ":damaged-2"', failures);
    await g.pressNamed(page, page, 'button:start-fresh');
    await g.atRest(page);
    await g.settle(page, 3);
    const newer = JSON.parse(await stored(page, kKey + 't1'));
    newer.version = 2;
    await page.evaluate(([k, v]) => window.localStorage.setItem(k, v), [kKey + 't1', JSON.stringify(newer)]);
    state = await reload(page);
    g.check(state.saveProblem === 'newer', `a save from a newer version is told apart ("${state.saveProblem}")`, failures);
    g.check((await stored(page, kKey + 't1:damaged-3')) === JSON.stringify(newer), 'the newer save is kept under ":damaged-3"', failures);
    await screenshot(page, 'saves-newer-1280x800.png');
    await g.pressNamed(page, page, 'button:start-fresh');

    // ---------------------------------------------------------------- statistics: export, reset, import
    state = await g.playToDealEnd(page, page);
    await g.settle(page, 3);
    state = await g.probe(page);
    const dealsBefore = state.stats.deals;
    g.check(dealsBefore >= 1, 'the deal played after a fresh start is counted', failures);
    await g.holdKey(page, page, 'Escape');  // the menu
    await g.pressNamed(page, page, 'menu:statistics');
    state = await g.probe(page);
    g.check(state.screen === 'statistics', `Menu > Statistics opens the statistics (${state.screen})`, failures);
    await screenshot(page, 'saves-statistics-1280x800.png');
    const [exported] = await Promise.all([page.waitForEvent('download'), g.pressNamed(page, page, 'button:export')]);
    const exportPath = path.join(tmp, 'popejoan-save.json');
    fs.copyFileSync(await exported.path(), exportPath);
    const exportedSave = JSON.parse(fs.readFileSync(exportPath, 'utf8'));
    g.check(exportedSave.format === 'popejoan-save' && exportedSave.statistics.deals_played === dealsBefore,
          `the export is the save (deals ${exportedSave.statistics && exportedSave.statistics.deals_played})`, failures);
    await g.pressNamed(page, page, 'button:reset-stats');
    state = await g.probe(page);
    g.check(state.resetConfirmOpen && state.stats.deals === dealsBefore, 'reset asks first and changes nothing yet', failures);
    await screenshot(page, 'saves-reset-confirm-1280x800.png');
    await g.pressNamed(page, page, 'button:cancel-reset');
    g.check((await g.probe(page)).stats.deals === dealsBefore, '"Keep them" keeps the statistics', failures);
    await g.pressNamed(page, page, 'button:reset-stats');
    await g.pressNamed(page, page, 'button:confirm-reset');
    state = await g.probe(page);
    g.check(state.stats.deals === 0 && state.stats.matches === 0, 'confirmed, the statistics are reset', failures);
    await g.settle(page, 3);
    g.check(JSON.parse(await stored(page, kKey + 't1')).statistics.deals_played === 0, 'the reset is saved', failures);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), g.pressNamed(page, page, 'button:import')]);
    await chooser.setFiles(exportPath);
    state = await g.waitFor(page, (s) => s.stats.deals === dealsBefore, 'the imported statistics', 10000);
    g.check(state.stats.deals === dealsBefore, 'importing the exported file brings the statistics back', failures);
    // A file that is not a save is refused and changes nothing.
    fs.writeFileSync(path.join(tmp, 'not-a-save.json'), '{"hello": "world"}');
    const [chooser2] = await Promise.all([page.waitForEvent('filechooser'), g.pressNamed(page, page, 'button:import')]);
    await chooser2.setFiles(path.join(tmp, 'not-a-save.json'));
    await g.settle(page, 4);
    g.check((await g.probe(page)).stats.deals === dealsBefore, 'a bad import changes nothing', failures);
    await screenshot(page, 'saves-import-refused-1280x800.png');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'saves-statistics-390x844.png');
    await page.setViewportSize({ width: 1280, height: 800 });
    await g.settle(page, 4);  // the probe's positions are those of the new size
    await g.pressNamed(page, page, 'button:stats-back');
    state = await g.probe(page);
    g.check(state.screen === 'table', `Back returns to the table (${state.screen})`, failures);

    // ---------------------------------------------------------------- two games on one page
    const second = await main.context.newPage();
    state = await open(second, `${url}?embed=t2&autostart=1&pace=instant&seed=99`);
    g.check(state.screen === 'table', 'autostart=1 deals at once', failures);
    await g.playHumanMoves(second, second, 1);
    await g.settle(second, 3);
    const one = JSON.parse(await stored(second, kKey + 't1'));
    const two = JSON.parse(await stored(second, kKey + 't2'));
    g.check(one.progress.hash !== two.progress.hash && two.match.seed === '99' && one.match.seed !== '99',
          'two embed ids keep two saves', failures);
    g.check(JSON.stringify(await page.evaluate(() => window.__cspViolations)) === '[]', 'no CSP violation', failures);
    for (const p of main.problems) failures.push(p);
    await main.context.close();

    // ---------------------------------------------------------------- storage throws on write
    const full = await openPage(browser, url, { width: 1280, height: 800 }, {
      init: () => {
        Storage.prototype.setItem = function () { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
      },
    });
    state = await open(full.page, `${url}?embed=q&autostart=1&pace=instant`);
    state = await g.playHumanMoves(full.page, full.page, 1);
    state = await g.waitFor(full.page, (s) => s.noticeOpen, 'the storage notice', 10000);
    g.check(state.noticesShown === 1 && !state.storage, 'a refused write shows the notice', failures);
    await screenshot(full.page, 'saves-storage-notice-1280x800.png');
    await g.steadyTarget(full.page, 'button:notice-ok');  // a notice just opened may still be settling
    await g.pressNamed(full.page, full.page, 'button:notice-ok');
    const stepsBefore = (await g.probe(full.page)).steps;
    state = await g.playHumanMoves(full.page, full.page, 2);
    g.check(state.steps > stepsBefore, 'the game plays on with storage refusing', failures);
    g.check(state.noticesShown === 1 && !state.noticeOpen, `the notice is shown once (${state.noticesShown})`, failures);
    for (const p of full.problems) failures.push('storage full: ' + p);
    await full.context.close();

    // ---------------------------------------------------------------- storage refused outright
    const none = await openPage(browser, url, { width: 390, height: 844, dpr: 2, mobile: true }, {
      init: () => {
        Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } });
      },
    });
    state = await open(none.page, `${url}?autostart=1&pace=instant`);
    g.check(state.noticeOpen && state.noticesShown === 1 && state.save === 'unavailable', 'no storage at all: the notice at start', failures);
    await screenshot(none.page, 'saves-no-storage-390x844.png');
    await g.steadyTarget(none.page, 'button:notice-ok');
    await g.pressNamed(none.page, none.page, 'button:notice-ok', { touch: true });
    state = await g.playHumanMoves(none.page, none.page, 1, { touch: true });
    g.check(state.steps > 0 && state.noticesShown === 1, 'and the game plays', failures);
    for (const p of none.problems) failures.push('no storage: ' + p);
    await none.context.close();
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  if (failures.length) {
    console.error('browser saves FAILED:\n  ' + failures.join('\n  '));
    process.exit(1);
  }
  console.log('browser saves passed');
}

main().catch((err) => {
  console.error('browser saves FAILED: ' + (err && err.stack ? err.stack : err));
  process.exit(1);
});
