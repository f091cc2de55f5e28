#!/usr/bin/env node
// The way back to a room, and into one by its code, against the real popejoan-server on a loopback
// port with a fresh SQLite file. Ann (1280x800) makes a room: the page's address holds ?room=CODE;
// "Copy invite link" copies it and says "Copied" in the lobby and in the table's menu; a reload
// returns her to her seat at the table; after Leave the address has no room= and the setup offers
// "Back to your room", which takes her back. Bea (a phone, by touch) types the code in lower case
// with spaces in "Join a room"; Cal pastes the invite link; Dan puts the code in the deal-code
// field and is offered the room. A code no room has says so ("No room has this code", not "no
// longer there") and leaves no room= in the address; a link naming another site's room is not
// opened and reaches nothing there.
// Usage: node room_way.js SITE_DIR SERVER_BINARY [SCREENSHOT_DIR]
'use strict';
const { waitForFrames, runTest } = require('./browser');
const g = require('./game');
const { startRoomServer, openRoomPage, shooter } = require('./room_server');

const [site, serverBin, outDir] = process.argv.slice(2);
const { shootSizes: shoot } = shooter(outDir, 'room-way');

async function open(browser, url, name, viewport) {
  const player = await openRoomPage(browser, url, name, viewport);
  await g.waitFor(player.page, (s) => s.roomsOffered, `${name}: rooms offered`, 30000);
  return player;
}

const roomInAddress = (p) => new URL(p.page.url()).searchParams.get('room');
const mirrorButton = (p, id) => p.page.evaluate((i) => {
  const b = document.querySelector(`#a11y-buttons [data-key="${i}"]`);
  return b ? b.textContent : null;
}, id);
const mirrorText = (p) => p.page.evaluate(() => document.getElementById('a11y-controls').textContent + ' ' +
                                               document.getElementById('a11y-table').textContent);
const type = (p, key, text) => p.page.evaluate(([k, t]) => window.Module.ccall('popejoan_mirror_type', 'number', ['string', 'string'], [k, t]), [key, text]);

runTest('room_way', site, async ({ browser }, failures) => {
  const check = (ok, what) => { if (!ok) failures.push(what); };
  const server = await startRoomServer({ site, serverBin, name: 'room-way',
                                        args: ['--seed', '7', '--connections-per-address', '0', '--rooms-per-minute', '0',
                                               '--open-rooms-per-address', '0'] });
  const url = server.url;
  try {
    // Ann makes a room as the setup comes (you and three AI seats).
    const ann = await open(browser, `${url}/?name=Ann&pace=instant`, 'Ann', { width: 1280, height: 800 });
    check(roomInAddress(ann) === null, `a room in the address before any: ${ann.page.url()}`);
    await ann.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    await g.pressNamed(ann.page, ann.page, 'button:play-with-friends');
    await g.waitFor(ann.page, (s) => g.find(s, 'button:create-room'), 'the room form', 10000);
    await g.pressNamed(ann.page, ann.page, 'button:create-room');
    const lobby = await g.waitFor(ann.page, (s) => s.screen === 'lobby' && s.room && s.room.code && s.room.role === 'player', 'the lobby', 20000);
    const code = lobby.room.code;
    await ann.page.waitForFunction((c) => new URL(location.href).searchParams.get('room') === c, code, { timeout: 10000 });
    check(!/token/i.test(ann.page.url()), `a token in the address: ${ann.page.url()}`);

    // Copy in the lobby: the link copied, and "Copied" where the button was.
    await g.pressNamed(ann.page, ann.page, 'button:copy-invite');
    const copied = await ann.page.evaluate(() => navigator.clipboard.readText());
    check(copied === `${url}/?room=${code}`, `"Copy invite link" copied "${copied}"`);
    check(/Copied/.test(await mirrorButton(ann, 'button:copy-invite')), `the lobby's copy button after a copy: "${await mirrorButton(ann, 'button:copy-invite')}"`);
    await g.pressNamed(ann.page, ann.page, 'button:start-room');
    await g.waitFor(ann.page, (s) => s.screen === 'table', 'Ann: the table', 30000);
    await g.settle(ann.page, 10);

    // At the table: the invite in the accessible controls and in the menu, with "Copied".
    // (Its label may still say "Copied" for a moment after the lobby's copy.)
    check(await mirrorButton(ann, 'button:copy-invite') !== null, 'no "Copy invite link" in the table\'s accessible controls');
    check((await mirrorText(ann)).includes(code.slice(0, 3) + ' ' + code.slice(3, 6)), 'the room\'s code not said at the table');
    // "Copied" goes back to "Copy invite link" a moment after, so the next copy's shows.
    await ann.page.waitForFunction(() => {
      const b = document.querySelector('#a11y-buttons [data-key="button:copy-invite"]');
      return b && /Copy invite link/.test(b.textContent);
    }, null, { timeout: 15000 });
    await ann.page.evaluate(() => navigator.clipboard.writeText(''));
    await g.pressNamed(ann.page, ann.page, 'button:menu');
    const menu = await g.waitFor(ann.page, (s) => g.find(s, 'button:copy-invite'), 'the invite in the table\'s menu', 10000);
    await g.press(ann.page, ann.page, g.find(menu, 'button:copy-invite'));
    check(await ann.page.evaluate(() => navigator.clipboard.readText()) === `${url}/?room=${code}`, 'the table menu\'s copy did not copy the invite link');
    check(/Copied/.test(await mirrorButton(ann, 'button:copy-invite') || ''), 'no "Copied" at the table after the copy');
    await shoot(ann, 'table-menu');
    await g.closeMenu(ann.page);

    // A reload returns to the room, in the same seat, at the table.
    await ann.page.reload();
    await waitForFrames(ann.page, 3, 30000);
    await g.waitFor(ann.page, (s) => s.screen === 'table' && s.room && s.room.code === code && s.room.role === 'player' && s.room.seat === 0,
                    'Ann back at her seat after a reload', 30000);

    // Leave: the address loses room=, and the setup offers the way back.
    await ann.page.evaluate(() => window.Module.ccall('popejoan_mirror_activate', 'number', ['string'], ['button:leave-room']));
    await g.waitFor(ann.page, (s) => s.screen === 'setup' && g.find(s, 'button:back-to-room') && g.find(s, 'field:room-code') &&
                    g.find(s, 'button:join-room'), 'the setup with Back to your room and Join a room', 20000);
    check(roomInAddress(ann) === null, `room= still in the address after leaving: ${ann.page.url()}`);
    await shoot(ann, 'setup');
    await g.pressNamed(ann.page, ann.page, 'button:back-to-room');
    await g.waitFor(ann.page, (s) => s.screen === 'table' && s.room && s.room.code === code && s.room.seat === 0, 'Ann back by "Back to your room"', 30000);
    check(roomInAddress(ann) === code, `the address after Back to your room: ${ann.page.url()}`);

    // Bea types the code on a phone: lower case, in threes with spaces.
    const bea = await open(browser, `${url}/?name=Bea&pace=instant`, 'Bea', { width: 390, height: 844, mobile: true });
    check(!g.find(await g.probe(bea.page), 'button:back-to-room'), 'a page that never sat in a room offers "Back to your room"');
    await g.pressNamed(bea.page, bea.page, 'field:room-code', { touch: true });
    const spaced = `${code.slice(0, 3)} ${code.slice(3, 6)} ${code.slice(6)}`.toLowerCase();
    await bea.page.keyboard.type(spaced, { delay: 20 });
    await g.settle(bea.page, 4);
    await g.pressNamed(bea.page, bea.page, 'button:join-room', { touch: true });
    await g.waitFor(bea.page, (s) => s.room && s.room.code === code && s.room.role === 'spectator' && s.room.connected, 'Bea in the room by its typed code', 30000);
    check(roomInAddress(bea) === code, `Bea's address: ${bea.page.url()}`);
    await bea.context.close();  // done with: a page left open draws every frame, slowing the others

    // Cal pastes the invite link, and Enter opens it (Enter in the field is not Deal too).
    const cal = await open(browser, `${url}/?pace=instant`, 'Cal', { width: 1280, height: 800 });
    await g.pressNamed(cal.page, cal.page, 'field:room-code');
    await cal.page.keyboard.type(copied);  // as a paste would put it there
    await g.settle(cal.page, 4);
    await cal.page.keyboard.press('Enter');
    await g.waitFor(cal.page, (s) => s.room && s.room.code === code && s.room.connected, 'Cal in the room by its pasted link', 30000);
    await cal.context.close();

    // Dan puts the room's code in the deal-code field: told it is a room's, and offered it.
    const dan = await open(browser, `${url}/?pace=instant`, 'Dan', { width: 1280, height: 800 });
    await g.pressNamed(dan.page, dan.page, 'button:enter-code');
    await g.pressNamed(dan.page, dan.page, 'field:deal-code');
    await dan.page.keyboard.type(code.toLowerCase(), { delay: 20 });
    const offered = await g.waitFor(dan.page, (s) => g.find(s, 'button:open-room'), 'the deal-code field\'s room offer', 10000);
    check((await mirrorText(dan)).includes('That is a room\'s code, not a deal code.'), 'the deal-code field does not say it holds a room\'s code');
    await shoot(dan, 'deal-code-room', [[390, 844], [1280, 800]]);
    await g.press(dan.page, dan.page, g.find(offered, 'button:open-room'));
    await g.waitFor(dan.page, (s) => s.room && s.room.code === code && s.room.connected, 'Dan in the room from the deal-code field', 30000);
    await dan.context.close();

    // A code no room has: said so (not "no longer there"), and no room= left in the address.
    const eve = await open(browser, `${url}/?pace=instant`, 'Eve', { width: 1280, height: 800 });
    const missing = code === 'ZZZZZZZZZ' ? 'YYYYYYYYY' : 'ZZZZZZZZZ';
    await type(eve, 'setup:room', 'zzz-zzz-zzz'.replace(/z/g, missing[0].toLowerCase()));
    await eve.page.evaluate(() => window.Module.ccall('popejoan_mirror_activate', 'number', ['string'], ['button:join-room']));
    await g.waitFor(eve.page, (s) => s.room && s.room.error === 'no-such-room', 'Eve told no room has that code', 20000);
    await g.settle(eve.page, 4);
    const said = await mirrorText(eve);
    check(said.includes('No room has this code') && !said.includes('no longer there'), `a code no room has is said as: ${said}`);
    check(roomInAddress(eve) === null, `room= in the address for a code no room has: ${eve.page.url()}`);
    await shoot(eve, 'no-such-room', [[390, 844]]);
    // A typo and another site's link: said, nothing opened, nothing sent there.
    await eve.page.evaluate(() => window.Module.ccall('popejoan_mirror_activate', 'number', ['string'], ['button:leave-room']));
    await g.waitFor(eve.page, (s) => s.screen === 'setup' && !s.room, 'Eve back on the setup', 10000);
    const socketsBefore = eve.sockets.length;
    await type(eve, 'setup:room', 'abc');
    await eve.page.evaluate(() => window.Module.ccall('popejoan_mirror_activate', 'number', ['string'], ['button:join-room']));
    await g.settle(eve.page, 4);
    check((await mirrorText(eve)).includes('That is not a room\'s code'), 'a typo not said');
    await type(eve, 'setup:room', `https://elsewhere.example/?room=${code}`);
    await eve.page.evaluate(() => window.Module.ccall('popejoan_mirror_activate', 'number', ['string'], ['button:join-room']));
    await g.settle(eve.page, 4);
    const other = await g.probe(eve.page);
    check(other.screen === 'setup' && !other.room, 'another site\'s link opened a room');
    check((await mirrorText(eve)).includes('another site'), 'another site\'s link not said');
    check(eve.sockets.length === socketsBefore, `sockets opened for a typo or another site's link: ${eve.sockets.slice(socketsBefore).join(' ')}`);
    for (const p of [ann, bea, cal, dan, eve]) for (const problem of p.problems) failures.push(`${p.name}: ${problem}`);
    return `room ${code}: reload, Back to your room, typed, pasted, deal-code field, not found, another site`;
  } finally {
    await server.stop();
  }
});
