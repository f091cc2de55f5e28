#!/usr/bin/env node
// A small static file server for the built site, bound to 127.0.0.1 only.
// As a module: serve(dir, port) -> Promise<{server, url}>. As a command: node serve.js DIR [PORT]
'use strict';
const fs = require('fs');
const http = require('http');
const path = require('path');

const kTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};

// The strict Content-Security-Policy the page is tested under (docs/embedding.md): scripts only
// from the page's own origin plus WebAssembly compilation, no inline script or style, no eval,
// connections only to its own origin, the service worker and the manifest from it too, and framing
// only by the listed host origins.
function strictCsp(frameAncestors) {
  return ["default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "style-src 'self'",
          "img-src 'self' data: blob:", "connect-src 'self'", "worker-src 'self'", "manifest-src 'self'",
          "object-src 'none'", "base-uri 'none'",
          "form-action 'none'", `frame-ancestors ${frameAncestors || "'self'"}`].join('; ');
}

// options.headers: sent with every file. options.holdHalf: a file name ending (".wasm") whose
// body is sent half at first and the rest only once `release()` is called, so a test sees a
// download in progress whatever the machine's speed (a throttled line arrived in one piece on a
// loaded machine, the page busy while it came).
function serve(dir, port, options) {
  const root = path.resolve(dir);
  const headers = (options && options.headers) || {};
  const holdHalf = options && options.holdHalf;
  let release = () => {};
  const released = holdHalf ? new Promise((resolve) => { release = resolve; }) : Promise.resolve();
  const server = http.createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url, 'http://127.0.0.1').pathname);
    // The page asks whether a room server answers here (docs/online.md): a static site is none.
    // Answered, not a 404, so the page's console stays clean.
    if (urlPath === '/healthz') {
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' }).end('no rooms here');
      return;
    }
    let file = path.normalize(path.join(root, urlPath));
    if (!file.startsWith(root)) {
      res.writeHead(403).end('forbidden');
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.readFile(file, (err, body) => {
      if (err) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
        return;
      }
      res.writeHead(200, Object.assign({
        'Content-Type': kTypes[path.extname(file)] || 'application/octet-stream',
        'Content-Length': body.length,
        'Cache-Control': 'no-cache',
      }, headers));
      if (!holdHalf || !file.endsWith(holdHalf)) {
        res.end(body);
        return;
      }
      const half = Math.floor(body.length / 2);
      res.write(body.subarray(0, half));
      released.then(() => res.end(body.subarray(half)));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port || 0, '127.0.0.1', () => {
      resolve({ server, url: `http://127.0.0.1:${server.address().port}/`, release });
    });
  });
}

module.exports = { serve, strictCsp };

if (require.main === module) {
  const dir = process.argv[2];
  const port = Number(process.argv[3] || 8000);
  if (!dir || !fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    console.error(`serve: no folder ${dir}; build the web preset first`);
    process.exit(2);
  }
  serve(dir, port).then(({ url }) => {
    console.log(`Pope Joan is being served at ${url}  (Ctrl+C to stop)`);
  }, (err) => {
    console.error(`serve: cannot listen on 127.0.0.1:${port}: ${err.message}`);
    process.exit(1);
  });
}
