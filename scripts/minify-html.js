#!/usr/bin/env node
// Writes the page's index.html without its comments and the line breaks and indentation between
// its elements (about -0.2 KB gz of the page's budget). Only what HTML lets go here: a line break
// with the spaces after it (every element that starts a line in web/index.html is a block, hidden,
// or in <head>, so no rendered space is lost) and comments; a <pre> or <textarea>, whose white
// space is shown, is refused.
// Usage: node scripts/minify-html.js IN OUT
'use strict';
const fs = require('fs');

const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error('usage: node scripts/minify-html.js IN OUT');
  process.exit(2);
}
const text = fs.readFileSync(input, 'utf8');
if (/<(pre|textarea)\b/i.test(text)) {
  console.error(`minify-html: ${input} has white space that is shown (<pre>, <textarea>); use a real minifier`);
  process.exit(1);
}
const minified = text
  .replace(/<!--[\s\S]*?-->/g, '')
  .replace(/\r?\n\s*/g, '')
  .trim();
fs.writeFileSync(output, minified + '\n');
