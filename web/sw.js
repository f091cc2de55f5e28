// The service worker of a direct visit (web/loader.js registers it only outside frames): it keeps
// this build's files so the game loads and plays with the network off. The build writes its
// version (a hash of the site's files) below, so every build that changes a file is a new
// worker: the browser installs it on the next visit, and it drops the caches of older builds.
'use strict';
var kVersion = '@SITE_VERSION@';
var kFiles = ['index.html', 'loader.js', 'style.css', 'popejoan.js', 'popejoan.wasm', 'icon.svg', 'icon-192.png',
              'icon-512.png', 'manifest.webmanifest'];
// A language's words are fetched only by a player of that language: kept when first fetched (so
// a French player plays offline in French), never downloaded for everyone at install.
var kOnDemand = ['lang-fr.json'];
// One cache per build and per place the game is hosted (two copies on one origin keep apart).
var kPrefix = 'popejoan:' + new URL('./', self.location.href).pathname + ':';
var kCache = kPrefix + kVersion;

function urlOf(file) {
  return new URL(file, self.location.href).href;
}

self.addEventListener('install', function (event) {
  // Fresh from the server (no-cache revalidates), so the files are this version's, all or none.
  var requests = kFiles.map(function (file) { return new Request(urlOf(file), {cache: 'no-cache'}); });
  event.waitUntil(caches.open(kCache).then(function (cache) { return cache.addAll(requests); }).then(function () {
    // The page that found the update has loaded every file it needs already: take over now, and
    // the next visit runs the new build.
    return self.skipWaiting();
  }));
});

self.addEventListener('activate', function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) { return name.indexOf(kPrefix) === 0 && name !== kCache; })
                           .map(function (name) { return caches.delete(name); }));
  }));
});

// The cached file a request asks for, or null: the page itself for a navigation to the game's
// folder or index.html (whatever its query), and otherwise the site's files by name.
function cachedName(request) {
  if (request.method !== 'GET') return null;
  var url = new URL(request.url);
  var folder = new URL('./', self.location.href);
  if (url.origin !== folder.origin || url.pathname.indexOf(folder.pathname) !== 0) return null;
  var file = url.pathname.slice(folder.pathname.length);
  if (request.mode === 'navigate') return file === '' || file === 'index.html' ? 'index.html' : null;
  return (kFiles.indexOf(file) >= 0 || kOnDemand.indexOf(file) >= 0) && !url.search ? file : null;
}

// The page's headers are the server's of the moment (popejoan-server's CSP names the room servers
// its flags allow now): the cached page is fetched again behind the one served, and kept if only
// its headers changed, so a change of the server's flags reaches a returning visitor from the
// next visit (a changed page waits for its build's worker, with the other files).
function refreshPage(cache, hit) {
  return fetch(new Request(urlOf('index.html'), {cache: 'no-cache'})).then(function (fresh) {
    if (!fresh.ok) return;
    return Promise.all([fresh.clone().text(), hit.text()]).then(function (texts) {
      if (texts[0] === texts[1]) return cache.put(urlOf('index.html'), fresh);
    });
  }).catch(function () {});
}

self.addEventListener('fetch', function (event) {
  var file = cachedName(event.request);
  if (!file) return;  // the network, as without a worker
  event.respondWith(caches.open(kCache).then(function (cache) {
    return cache.match(urlOf(file)).then(function (hit) {
      if (hit && file === 'index.html') event.waitUntil(refreshPage(cache, hit.clone()));
      if (hit || kOnDemand.indexOf(file) < 0) return hit || fetch(event.request);
      return fetch(event.request).then(function (response) {
        if (response.ok) cache.put(urlOf(file), response.clone());
        return response;
      });
    });
  }));
});
