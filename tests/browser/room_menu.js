#!/usr/bin/env node
// The table's open menu is on top of everything at a room's table (issue 35: at 800x450 and
// 844x390 a seat plate's turn-clock bar was drawn across the open menu). Ann makes a room from
// the setup as it comes (her and three AI seats, the 2-minute turn clock) and starts it; on her
// turn her plate shows its clock. At each size of the layout matrix she opens the menu: where the
// menu covers the clock bar's row, the screenshot shows the menu there, not the bar's colours
// (sampled along the bar before the menu opened). Screenshots of the open menu at the five sizes.
// Usage: node room_menu.js SITE_DIR SERVER_BINARY SCREENSHOT_DIR
'use strict';
const { runTest, screenshotDir } = require('./browser');
const { startRoomServer, openRoomPage, kSizes } = require('./room_server');
const { decodePng } = require('./png');
const g = require('./game');
const fs = require('fs');
const path = require('path');

const [site, serverBin, outDir] = process.argv.slice(2);

// The colour of the pixel at (x, y) of a decoded screenshot.
function pixel(png, x, y) {
  const i = (y * png.width + x) * 4;
  return [png.pixels[i], png.pixels[i + 1], png.pixels[i + 2]];
}
const near = (a, b) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]) <= 12;

// The clock bar's row: as room_overlay.cpp draws it, 3 points tall, 5 above the plate's foot.
function barRow(plate) {
  const inset = Math.min(10, plate.h * 0.2);
  return { y: Math.round(plate.y + plate.h - 5 + 1.5), x0: Math.ceil(plate.x + inset + 1), x1: Math.floor(plate.x + plate.w - inset - 1) };
}

// The box the menu's items take (the window is at least that): what the probe names once it is
// open and did not before (its reactions, rejoin code and items).
function menuBox(state, closed) {
  const before = new Set(closed.targets.map((t) => t.name));
  const items = state.targets.filter((t) => !before.has(t.name));
  if (!items.length) return null;
  const x = Math.min(...items.map((t) => t.x)), y = Math.min(...items.map((t) => t.y));
  return { x, y, r: Math.max(...items.map((t) => t.x + t.w)), b: Math.max(...items.map((t) => t.y + t.h)) };
}

// The menu is open: its first item in a room is the invite (a short screen may show no other).
const menuOpen = (s) => s.targets.some((t) => t.name.startsWith('menu:') || t.name === 'button:copy-invite');
const annToMove = (s) => s.screen === 'table' && s.room && s.room.clockSeat === s.room.seat && s.human >= 0 && !s.animating;

runTest('room_menu', site, async ({ browser }, failures) => {
  const check = (ok, what) => { if (!ok) failures.push(what); };
  const server = await startRoomServer({ site, serverBin, name: 'room-menu',
                                        args: ['--seed', '43', '--connections-per-address', '0', '--rooms-per-minute', '0'] });
  const summary = [];
  try {
    const ann = await openRoomPage(browser, `${server.url}/?name=Ann&pace=instant`, 'Ann', { width: 1280, height: 800 });
    await g.waitFor(ann.page, (s) => s.roomsOffered && g.find(s, 'button:play-with-friends'), 'Play with friends', 30000);
    await g.pressNamed(ann.page, ann.page, 'button:play-with-friends');
    await g.waitFor(ann.page, (s) => g.find(s, 'button:create-room'), 'the room form', 10000);
    await g.pressNamed(ann.page, ann.page, 'button:create-room');
    await g.waitFor(ann.page, (s) => s.screen === 'lobby' && g.find(s, 'button:start-room'), 'the lobby with Start', 20000);
    await g.pressNamed(ann.page, ann.page, 'button:start-room');
    let covered = 0;
    for (const [w, h] of kSizes) {
      await ann.page.setViewportSize({ width: w, height: h });
      let state = await g.waitFor(ann.page, (s) => s.view.w === w && s.view.h === h && annToMove(s), `Ann's turn at ${w}x${h}`, 60000);
      await g.settle(ann.page, 4);
      state = await g.probe(ann.page);
      const plate = g.find(state, `region:seat-${state.room.seat}`);
      check(plate && state.room.clocks[state.room.seat] > 0, `${w}x${h}: no clock at Ann's plate (${JSON.stringify(state.room.clocks)})`);
      if (!plate) continue;
      const row = barRow(plate);
      const before = decodePng(await ann.page.screenshot());
      const barColours = [];
      for (let x = row.x0; x <= row.x1; x++) {
        // The part of the clock still left, in the bright ring colour (the track is as dark as the menu).
        const c = pixel(before, x, row.y);
        if (c[0] + c[1] + c[2] >= 250 && !barColours.some((b) => near(b, c))) barColours.push(c);
      }
      const closedState = await g.probe(ann.page);
      await g.pressNamed(ann.page, ann.page, 'button:menu');
      state = await g.waitFor(ann.page, menuOpen, `the menu at ${w}x${h}`, 10000);
      await g.settle(ann.page, 4);
      state = await g.probe(ann.page);
      const menu = menuBox(state, closedState);
      const shot = await ann.page.screenshot();
      if (screenshotDir(outDir)) {
        fs.mkdirSync(outDir, { recursive: true });
        fs.writeFileSync(path.join(outDir, `room-menu-over-clock-${w}x${h}.png`), shot);
      }
      const after = decodePng(shot);
      let under = 0, shown = 0;
      if (menu && row.y > menu.y && row.y < menu.b) {
        for (let x = Math.max(row.x0, Math.ceil(menu.x)); x <= Math.min(row.x1, Math.floor(menu.r)); x++) {
          under++;
          if (barColours.some((b) => near(b, pixel(after, x, row.y)))) shown++;
        }
      }
      if (under > 0) covered++;
      // The menu's words may cross the row: a few of its pixels may match by chance, never the bar.
      check(under === 0 || shown <= under * 0.2,
            `${w}x${h}: the clock bar shows through the open menu (${shown} of ${under} pixels of its row under the menu; ` +
            `the bar's colours ${JSON.stringify(barColours)}, under the menu ${JSON.stringify(pixel(after, Math.max(row.x0, Math.ceil(menu ? menu.x : 0)), row.y))})`);
      summary.push(`${w}x${h}: ${under} pixels of the bar's row under the menu, ${shown} in the bar's colours ` +
                   `(bar ${row.x0}-${row.x1} at ${row.y}, menu ${JSON.stringify(menu)})`);
      await ann.page.keyboard.press('Escape');
      await g.waitFor(ann.page, (s) => !menuOpen(s), 'the menu to close', 10000);
    }
    check(covered >= 2, `the menu covered the clock bar at ${covered} sizes only: the check saw too little (${summary.join('; ')})`);
    for (const p of ann.problems) failures.push(`Ann: ${p}`);
    return summary.join('; ');
  } finally {
    await server.stop();
  }
});
