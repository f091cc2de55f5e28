#!/usr/bin/env node
// Installable and offline, on a direct visit, under the strict Content-Security-Policy of
// docs/embedding.md (served from a copy of the site, so a new build can be faked):
//  - the server's types and policy for the manifest and the service worker;
//  - the manifest parses, says what an installed app needs, and its icons load at their sizes;
//  - a service worker becomes active and caches every file of this build;
//  - a French visit keeps the French words (fetched on demand, never at install);
//  - with the network off, a reload loads the game (in French) from the cache and a deal is played to its end;
//  - the worker's version follows the site's files (the build's stamp, run on a changed copy), and
//    a worker coming into use deletes the caches of the game's other versions and no one else's.
// Not checked here: that the browser fetches a changed worker on the next visit. In this headless
// Chromium 156 under playwright-core 1.64 no update check made after a navigation the worker
// served ever reached the server (the browser's own, the loader's registration.update(), nor one
// made from the test), while the first visit's install always completes.
// (That no worker registers inside a frame is checked by browser_embed.)
// No console error, no CSP violation and no request off the page's origin.
// Usage: node offline.js SITE_DIR SCREENSHOT_DIR
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');
const { chromium } = require('playwright-core');
const { serve, strictCsp } = require('./serve');
const { openPage, snap } = require('./browser');
const g = require('./game');

const [site, outDir] = process.argv.slice(2);
const kCachedFiles = ['index.html', 'loader.js', 'style.css', 'popejoan.js', 'popejoan.wasm', 'icon.svg', 'icon-192.png',
                      'icon-512.png', 'manifest.webmanifest'];

function swVersion(dir) {
  // The built worker is minified (var kVersion="..."); the stamp alone writes the source's form.
  const match = /kVersion\s*=\s*["']([^"']+)["']/.exec(fs.readFileSync(path.join(dir, 'sw.js'), 'utf8'));
  if (!match) throw new Error('sw.js carries no version');
  return match[1];
}

// The names of the page's caches, and the files (by name) in each.
async function caches(page) {
  return page.evaluate(async () => {
    const out = {};
    for (const name of await window.caches.keys()) {
      const keys = await (await window.caches.open(name)).keys();
      out[name] = keys.map((r) => new URL(r.url).pathname.split('/').pop()).sort();
    }
    return out;
  });
}

// The build's stamp (cmake/StampServiceWorker.cmake) run on a copy of the site: the same files give
// the same version, and one changed byte in any of them another.
function checkVersionFollowsFiles(dir, failures) {
  const root = path.join(__dirname, '..', '..');
  const stamp = () => {
    // The worker's text the build stamped: minified beside the site, else the source.
    const minified = path.join(site, '..', 'sw.min.js');
    const input = fs.existsSync(minified) ? minified : path.join(root, 'web', 'sw.js');
    const run = spawnSync('cmake', [`-DSITE=${dir}`, `-DINPUT=${input}`, '-P',
                                    path.join(root, 'cmake', 'StampServiceWorker.cmake')], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`the service worker's stamp failed: ${run.stderr}`);
    return swVersion(dir);
  };
  const built = swVersion(dir);
  const again = stamp();
  fs.appendFileSync(path.join(dir, 'style.css'), '\n');
  const changed = stamp();
  g.check(again === built && changed !== built, `the version follows the files (${built}, again ${again}, a file changed ${changed})`,
          failures);
}

async function checkServer(url, failures) {
  const head = async (file) => {
    const res = await fetch(url + file);
    return { type: res.headers.get('content-type') || '', csp: res.headers.get('content-security-policy') || '' };
  };
  for (const [file, type] of [['manifest.webmanifest', 'application/manifest+json'], ['sw.js', 'text/javascript'],
                              ['loader.js', 'text/javascript'], ['index.html', 'text/html']]) {
    const got = await head(file);
    g.check(got.type.startsWith(type), `${file} is served as ${type} (${got.type})`, failures);
    g.check(/worker-src 'self'/.test(got.csp) && /manifest-src 'self'/.test(got.csp) && /script-src 'self'/.test(got.csp),
            `${file} comes with the strict policy, worker-src and manifest-src included (${got.csp})`, failures);
  }
}

async function checkManifest(page, failures) {
  const found = await page.evaluate(async () => {
    const link = document.querySelector('link[rel="manifest"]');
    if (!link) return { error: 'index.html links no manifest' };
    const res = await fetch(link.href);
    let manifest;
    try {
      manifest = JSON.parse(await res.text());
    } catch (e) {
      return { error: `the manifest does not parse: ${e.message}` };
    }
    const icons = await Promise.all((manifest.icons || []).map((icon) => new Promise((resolve) => {
      const img = new Image();
      img.onload = () => resolve({ src: icon.src, sizes: icon.sizes, w: img.naturalWidth, h: img.naturalHeight });
      img.onerror = () => resolve({ src: icon.src, sizes: icon.sizes, w: 0, h: 0 });
      img.src = new URL(icon.src, link.href).href;
    })));
    const theme = document.querySelector('meta[name="theme-color"]');
    return { manifest, icons, theme: theme && theme.content };
  });
  if (found.error) {
    failures.push(found.error);
    return;
  }
  const m = found.manifest;
  const relative = (u) => typeof u === 'string' && !/^([a-z]+:|\/)/i.test(u);
  g.check(m.name === 'Pope Joan' && m.short_name && m.description && m.display === 'standalone',
          `the manifest names the game and asks for standalone display: ${JSON.stringify(m).slice(0, 200)}`, failures);
  g.check(relative(m.start_url) && relative(m.scope), `start_url and scope are relative (${m.start_url}, ${m.scope})`, failures);
  g.check(m.theme_color === '#11402a' && m.background_color === '#11402a' && found.theme === '#11402a',
          `the felt's green for theme and background (${m.theme_color}, ${m.background_color}, page ${found.theme})`, failures);
  for (const size of [192, 512]) {
    const icon = found.icons.find((i) => i.sizes === `${size}x${size}`);
    g.check(icon && icon.w === size && icon.h === size, `the ${size}px icon loads at its size: ${JSON.stringify(icon)}`, failures);
  }
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  // A copy of the site, so a later build can be faked by changing its worker's version.
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'popejoan-offline-'));
  for (const name of fs.readdirSync(site)) fs.copyFileSync(path.join(site, name), path.join(copy, name));
  const { server, url } = await serve(copy, 0, { headers: { 'Content-Security-Policy': strictCsp("'self'") } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
           '--disable-component-update', '--disable-sync', '--enable-unsafe-swiftshader', '--use-angle=swiftshader'],
  });
  const failures = [];
  let note = '';
  try {
    await checkServer(url, failures);
    const main = await openPage(browser, url, { width: 1280, height: 800 }, { init: g.watchCsp });
    const { page, context } = main;
    const game = `${url}index.html?seed=7&pace=instant&autostart=1&embed=offline`;
    // Caches left by an older build of the game, and by another app on the same origin.
    await page.goto(`${url}icon.svg`);
    await page.evaluate(() => Promise.all([window.caches.open('popejoan:/:older-build'), window.caches.open('another-app')]));
    await page.goto(game);
    await g.waitFrames(page, 3, 30000);
    await checkManifest(page, failures);

    // A direct visit: the worker registers once the game is on screen and becomes active.
    await page.waitForFunction(() => window.popejoanLoader.serviceWorker !== 'registering' &&
                                     window.popejoanLoader.serviceWorker !== undefined, null, { timeout: 10000 });
    const loaderSays = await page.evaluate(() => window.popejoanLoader.serviceWorker);
    g.check(loaderSays === 'registered', `the loader registered the service worker (${loaderSays})`, failures);
    // Ready is an active worker, which may still be activating (deleting the older build's cache):
    // read the caches once it is activated, or reading them races the deletion (opening a cache the
    // worker has just deleted makes it again, empty, as a clean-clone run once saw).
    const worker = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      const active = ready.active;
      if (active && active.state === 'activating') {
        await new Promise((resolve) => active.addEventListener('statechange', () => { if (active.state !== 'activating') resolve(); }));
      }
      return { scope: ready.scope, state: active && active.state, script: active && active.scriptURL };
    });
    g.check(worker.scope === url && /sw\.js$/.test(worker.script || ''), `a service worker for the game's folder: ${JSON.stringify(worker)}`, failures);
    const version = swVersion(copy);
    const cacheName = `popejoan:/:${version}`;
    const cached = await caches(page);
    g.check(JSON.stringify(Object.keys(cached).sort()) === JSON.stringify(['another-app', cacheName]) &&
            JSON.stringify(cached[cacheName]) === JSON.stringify(kCachedFiles.slice().sort()),
            `this build's cache (${cacheName}) with every file, the older build's deleted, another app's kept: ${JSON.stringify(cached)}`,
            failures);
    let state = await g.probe(page);
    const firstHash = state.hash;

    // French is kept when a French player first fetches it (not at install: an English visit
    // never downloads it), so that player plays offline in French too.
    await page.goto(`${game}&lang=fr`);
    await g.waitFrames(page, 3, 30000);
    await g.waitFor(page, (s) => s.language.shown === 'fr', 'the game in French', 20000);
    const withFrench = (await caches(page))[cacheName] || [];
    g.check(withFrench.includes('lang-fr.json'), `the French words are kept once fetched (${JSON.stringify(withFrench)})`, failures);

    // The network off: a reload comes from the cache, and a deal is played to its end.
    await context.setOffline(true);
    const problemsBefore = main.problems.length;
    const offlineFetch = await page.evaluate(() => fetch('not-cached.txt').then(() => 'answered', () => 'failed'));
    g.check(offlineFetch === 'failed', `the network is really off (a file not cached: ${offlineFetch})`, failures);
    // That refused fetch is reported on the console; it is the only error allowed.
    main.problems.splice(problemsBefore).filter((p) => !/ERR_INTERNET_DISCONNECTED/.test(p)).forEach((p) => main.problems.push(p));
    await page.reload();
    await g.waitFrames(page, 3, 30000);
    state = await g.probe(page);
    const controlled = await page.evaluate(() => !!navigator.serviceWorker.controller);
    g.check(controlled && state.screen === 'table' && state.save === 'resumed' && state.hash === firstHash,
            `offline, the reload loads the game from the cache and resumes the match (controlled ${controlled}, ${state.screen}, ${state.save})`,
            failures);
    g.check(state.language.shown === 'fr', `offline, the game is still in French (${JSON.stringify(state.language)})`, failures);
    state = await g.playToDealEnd(page, page);
    g.check(state.dealOver && state.stats.deals >= 1, `a deal played to its end offline (deal over ${state.dealOver})`, failures);
    await snap(page, outDir, 'offline-deal-over-1280x800.png');
    await context.setOffline(false);

    g.check(JSON.stringify(await page.evaluate(() => window.__cspViolations)) === '[]', 'no CSP violation', failures);
    for (const p of main.problems) failures.push(p);
    note = `cache ${cacheName}; ${main.requests.length} requests seen, all to the page's origin`;
    await context.close();
    checkVersionFollowsFiles(copy, failures);
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(copy, { recursive: true, force: true });
  }
  if (failures.length) {
    console.error('browser offline FAILED:\n  ' + failures.join('\n  '));
    process.exit(1);
  }
  console.log(`browser offline passed (${note})`);
}

main().catch((err) => {
  console.error('browser offline FAILED: ' + (err && err.stack ? err.stack : err));
  process.exit(1);
});
