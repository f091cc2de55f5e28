#!/usr/bin/env node
// Writes the page's style sheet without its comments and spare white space (about -0.5 KB gz of
// the page's budget), as Closure does for the JavaScript. Only what CSS allows to go: comments,
// runs of white space, and spaces around { } ; : , > (a quoted string holding those is refused).
// Usage: node scripts/minify-css.js IN OUT
'use strict';
const fs = require('fs');

const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error('usage: node scripts/minify-css.js IN OUT');
  process.exit(2);
}
const text = fs.readFileSync(input, 'utf8');
// A quoted string holding what is squeezed ("a, b") would change: such a sheet is refused.
const quoted = text.replace(/\/\*[\s\S]*?\*\//g, '').match(/"[^"]*"|'[^']*'/g) || [];
if (quoted.some((q) => /[{};:,>]|\s\s/.test(q))) {
  console.error(`minify-css: ${input} quotes a string this minifier would change; use a real one`);
  process.exit(1);
}
const minified = text
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .replace(/\s*([{};,>])\s*/g, '$1')
  .replace(/([{;])\s*([-a-z]+)\s*:\s*/g, '$1$2:')
  .replace(/;}/g, '}')
  .trim();
fs.writeFileSync(output, minified + '\n');
