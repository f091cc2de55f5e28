#!/usr/bin/env node
// Prints the static site's transfer size: every file, raw and gzip-compressed, and the totals.
// The budget is for what a visit downloads to play (the page, its script, the game, the service
// worker and the manifest); the installed app's icons (icon-N.png) are listed apart: a browser
// fetches them only to offer or make the installed app, and the service worker keeps them after
// the game is on screen, never before it. So are the languages' words (lang-<id>.json): a visit
// fetches one only when the player's language is not English.
// Usage: node scripts/site-size.js DIR [--max-kb N]   (exit 1 if the page's gzip total exceeds N KB)
'use strict';
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const dir = process.argv[2];
const maxIndex = process.argv.indexOf('--max-kb');
const maxKb = maxIndex > 0 ? Number(process.argv[maxIndex + 1]) : 0;
if (!dir || !fs.existsSync(dir)) {
  console.error('site-size: no such directory: ' + dir);
  process.exit(2);
}
const kAppIcon = /^icon-\d+\.png$/;
const kLanguage = /^lang-[a-z]+\.json$/;
const sums = { page: { raw: 0, gz: 0 }, icons: { raw: 0, gz: 0 }, languages: { raw: 0, gz: 0 } };
const rows = [];
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(8) + ' KB';
for (const name of fs.readdirSync(dir).sort()) {
  const file = path.join(dir, name);
  if (!fs.statSync(file).isFile()) continue;
  const bytes = fs.readFileSync(file);
  const packed = zlib.gzipSync(bytes, { level: 9 }).length;
  const sum = kAppIcon.test(name) ? sums.icons : kLanguage.test(name) ? sums.languages : sums.page;
  sum.raw += bytes.length;
  sum.gz += packed;
  const note = kAppIcon.test(name) ? '  (app icon)' : kLanguage.test(name) ? '  (a language, on demand)' : '';
  rows.push(`  ${name.padEnd(22)} ${kb(bytes.length)} ${kb(packed)} gz${note}`);
}
console.log('site size (' + dir + '):\n' + rows.join('\n'));
console.log(`  ${'page (to play)'.padEnd(22)} ${kb(sums.page.raw)} ${kb(sums.page.gz)} gz`);
console.log(`  ${'app icons (to install)'.padEnd(22)} ${kb(sums.icons.raw)} ${kb(sums.icons.gz)} gz`);
console.log(`  ${'languages (on demand)'.padEnd(22)} ${kb(sums.languages.raw)} ${kb(sums.languages.gz)} gz`);
const all = (key) => sums.page[key] + sums.icons[key] + sums.languages[key];
console.log(`  ${'total'.padEnd(22)} ${kb(all('raw'))} ${kb(all('gz'))} gz`);
if (maxKb > 0 && sums.page.gz / 1024 > maxKb) {
  console.error(`site-size: the page is ${(sums.page.gz / 1024).toFixed(1)} KB gz, over the budget of ${maxKb} KB`);
  process.exit(1);
}
