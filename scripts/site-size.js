#!/usr/bin/env node
// Prints the static site's transfer size: every file, raw and gzip-compressed, and the total.
// Usage: node scripts/site-size.js DIR [--max-kb N]   (exit 1 if the gzip total exceeds N KB)
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
let raw = 0;
let gz = 0;
const rows = [];
for (const name of fs.readdirSync(dir).sort()) {
  const file = path.join(dir, name);
  if (!fs.statSync(file).isFile()) continue;
  const bytes = fs.readFileSync(file);
  const packed = zlib.gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gz += packed;
  rows.push(`  ${name.padEnd(16)} ${(bytes.length / 1024).toFixed(1).padStart(8)} KB ${(packed / 1024).toFixed(1).padStart(8)} KB gz`);
}
console.log('site size (' + dir + '):\n' + rows.join('\n'));
console.log(`  ${'total'.padEnd(16)} ${(raw / 1024).toFixed(1).padStart(8)} KB ${(gz / 1024).toFixed(1).padStart(8)} KB gz`);
if (maxKb > 0 && gz / 1024 > maxKb) {
  console.error(`site-size: ${(gz / 1024).toFixed(1)} KB gz exceeds the budget of ${maxKb} KB`);
  process.exit(1);
}
