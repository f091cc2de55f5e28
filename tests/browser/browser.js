// Shared set-up for browser tests: Debian's Chromium driven by playwright-core, the built site
// served on 127.0.0.1, and guards that fail a test on console errors or off-host requests.
'use strict';
const fs = require('fs');
const path = require('path');
const { chromium } = require('playwright-core');
const { serve } = require('./serve');

const kChromiumFlags = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--enable-unsafe-swiftshader', '--use-angle=swiftshader',
];

async function launch(site) {
  const { server, url } = await serve(site, 0);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: kChromiumFlags,
  });
  return { server, url, browser };
}

// Opens a page that records console errors and any request not to the served origin
// (such requests are also aborted, so nothing leaves the machine). `options.origins` lists more
// origins a test serves itself (a host page and the game on two origins); `options.init` is a
// script run in every frame before the page's own (e.g. storage that refuses to store);
// `options.locale` is the browser's language ("fr-FR").
async function openPage(browser, url, viewport, options) {
  const opts = options || {};
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height },
                                             deviceScaleFactor: viewport.dpr || 1,
                                             isMobile: !!viewport.mobile, hasTouch: !!viewport.mobile,
                                             acceptDownloads: true, locale: opts.locale });
  if (opts.init) await context.addInitScript(opts.init);
  const page = await context.newPage();
  const problems = [];
  const requests = [];
  const origins = [new URL(url).origin].concat(opts.origins || []);
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  // The console's "Failed to load resource" names no address: each failed request, with its own.
  const failed = [];
  page.on('requestfailed', (r) => failed.push({ url: r.url(), error: (r.failure() || {}).errorText || '' }));
  await context.route('**/*', (route) => {
    const target = route.request().url();
    requests.push(target);
    if (origins.some((origin) => target.startsWith(origin + '/') || target === origin)) return route.continue();
    if (target.startsWith('data:') || target.startsWith('blob:')) return route.continue();
    problems.push(`request left the page's origin: ${target}`);
    return route.abort();
  });
  return { context, page, problems, requests, failed };
}

async function waitForFrames(page, frames, timeoutMs) {
  await page.waitForFunction(
    (n) => {
      try {  // the export exists before the runtime is ready, and throws until it is
        return window.Module._popejoan_frame_count() >= n;
      } catch (e) {
        return false;
      }
    },
    frames, { timeout: timeoutMs || 30000 });
}

// Screenshots are for people to look at: written only when asked (POPEJOAN_SCREENSHOTS=1, as
// scripts/screenshots.sh runs the tests), as taking them at every size is a large part of the
// suite's time. Every check a test makes at a size (on the probe, or on a screenshot's own pixels)
// runs either way; only the files are skipped.
function screenshotsWanted() {
  return process.env.POPEJOAN_SCREENSHOTS === '1';
}

// `dir` when screenshots are wanted, else null (what a test given no folder sees).
function screenshotDir(dir) {
  return screenshotsWanted() && dir ? dir : null;
}

// Saves a screenshot of `page` (a Page) as `dir/name` when screenshots are wanted; resolves with
// the PNG, or null when none was taken.
async function snap(page, dir, name) {
  if (!screenshotDir(dir)) return null;
  fs.mkdirSync(dir, { recursive: true });
  return page.screenshot({ path: path.join(dir, name) });
}

// Runs a browser test: Chromium on the served `site`, `body(served, failures)` (which records
// failed checks in `failures` and goes on), then closes everything and exits 1 listing every
// failure, or prints `passed` (and `note`, if the body returns one).
function runTest(name, site, body) {
  const fail = (text) => {
    console.error(`browser ${name} FAILED${text}`);
    process.exit(1);
  };
  (async () => {
    const served = await launch(site);
    const failures = [];
    let note = '';
    try {
      note = (await body(served, failures)) || '';
    } finally {
      await served.browser.close();
      served.server.close();
    }
    if (failures.length) fail(':\n  ' + failures.join('\n  '));
    console.log(`browser ${name} passed${note ? ` (${note})` : ''}`);
  })().catch((err) => fail(': ' + (err && err.stack ? err.stack : err)));
}

// The parts a run asked for, of a file's independent `parts` ({ name: body }): those named in
// POPEJOAN_BROWSER_PARTS (comma-separated; tests/CMakeLists.txt runs each part as a test of its
// own, so no test is long and ctest runs them side by side), else all of them in turn.
function selectedParts(parts) {
  const names = Object.keys(parts);
  const asked = (process.env.POPEJOAN_BROWSER_PARTS || '').split(',').filter((p) => p);
  for (const p of asked) if (!names.includes(p)) throw new Error(`no part "${p}" (parts: ${names.join(', ')})`);
  return asked.length ? asked : names;
}

// runTest over the parts asked for, one after another on one Chromium (a new context each).
function runParts(name, site, parts) {
  const chosen = selectedParts(parts);
  runTest(chosen.length === Object.keys(parts).length ? name : `${name} (${chosen.join(', ')})`, site, async (served, failures) => {
    const notes = [];
    for (const p of chosen) {
      const note = await parts[p](served, failures);
      if (note) notes.push(note);
    }
    return notes.join('; ');
  });
}

module.exports = { kChromiumFlags, launch, openPage, waitForFrames, runTest, runParts, selectedParts, screenshotsWanted, screenshotDir, snap };
