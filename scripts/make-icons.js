#!/usr/bin/env node
// Renders assets/icon.svg (the game's own drawing) to the app icons assets/icon-192.png and
// assets/icon-512.png with Debian's Chromium. Run by hand when the drawing changes; the PNGs are
// committed. Usage: node scripts/make-icons.js   (needs tests/browser's playwright-core)
'use strict';
const fs = require('fs');
const path = require('path');
const { chromium } = require(path.join(__dirname, '..', 'tests', 'browser', 'node_modules', 'playwright-core'));

async function main() {
  const assets = path.join(__dirname, '..', 'assets');
  const svg = fs.readFileSync(path.join(assets, 'icon.svg'), 'utf8');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true,
                                          args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const size of [192, 512]) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
      await page.screenshot({ path: path.join(assets, `icon-${size}.png`), omitBackground: true });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((err) => { console.error(err); process.exit(1); });
