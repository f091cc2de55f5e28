#!/usr/bin/env node
// Two refusals on the page, against a scripted room server (Playwright's WebSocket route;
// /healthz answered "ok"). A link to a room damaged on the server (`room-damaged`): the page says
// so in player words (English, and French with ?lang=fr), does not try again, and Leave takes it
// back to the setup. Names the server would refuse (a direction override, an emoji): the setup
// says what is wrong before anything is sent and does not offer Create; a good name goes out
// cleaned as the server cleans it. Screenshots at 390x844 and 1280x800.
// Usage: node room_refusals.js SITE_DIR SCREENSHOT_DIR
'use strict';
const { openPage, waitForFrames, runTest, snap, screenshotDir } = require('./browser');
const g = require('./game');

const [site, outDir] = process.argv.slice(2);
const kCode = 'DMG7P4RT2';
const kDamaged = "This room's game was damaged on the server and cannot be opened: leave it and make a new room.";
const kDamagedFr = 'La partie de ce salon a été endommagée sur le serveur et ne peut pas être ouverte\u00a0: quittez-le et créez un nouveau salon.';
const kHidden = 'Your name has a hidden character: use letters, digits, punctuation and spaces.';
const kSymbols = 'Your name cannot have symbols or emoji: use letters, digits, punctuation and spaces.';

function frame(type, fields) { return JSON.stringify(Object.assign({ v: 2, type }, fields)); }

// What the page's accessible mirror says (every line the page shows in words).
const pageText = (page) => page.evaluate(() => document.body.textContent);

async function shoot(page, name, sizes) {
  if (!screenshotDir(outDir)) return;
  for (const [w, h] of sizes) {
    await page.setViewportSize({ width: w, height: h });
    await g.settle(page, 8);
    await snap(page, outDir, `room-${name}-${w}x${h}.png`);
  }
}

// A page whose room server is scripted: `answer(message, ws)` for each frame it hears.
async function openScripted(browser, address, viewport, heard, answer) {
  const opened = await openPage(browser, address, viewport);
  await opened.page.route('**/healthz', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'ok' }));
  await opened.page.routeWebSocket(/\/rooms$/, (ws) => {
    heard.connections += 1;
    ws.onMessage((text) => {
      const m = JSON.parse(text);
      heard.messages.push(m);
      answer(m, ws);
    });
  });
  await opened.page.goto(address);
  await waitForFrames(opened.page, 3, 30000);
  return opened;
}

const damagedServer = (m, ws) => {
  if (m.type === 'hello') ws.send(frame('error', { error: 'room-damaged', message: "the room's records are damaged" }));
};

runTest('room_refusals', site, async ({ browser, url }, failures) => {
  const check = (ok, what) => { if (!ok) failures.push(what); };

  // An invite link to a damaged room.
  const heard = { connections: 0, messages: [] };
  const opened = await openScripted(browser, `${url}?room=${kCode.toLowerCase()}&name=Ann`, { width: 1280, height: 800 }, heard,
                                    damagedServer);
  const { page } = opened;
  const said = await g.waitFor(page, (s) => s.screen === 'lobby' && s.room && s.room.error === 'room-damaged', 'room-damaged', 20000);
  check(!said.room.connected, 'the page still counts itself connected to a damaged room');
  const words = await pageText(page);
  check(words.includes(kDamaged), 'the damaged room is not said in player words');
  check(!words.includes('Invite link') && !words.includes('Disconnected'), 'a damaged room offers its link or says "Disconnected"');
  check(g.find(said, 'button:leave-room'), 'no way back from a damaged room');
  // A page that retried would open a socket again after 1 s: let more than that go by.
  await g.settle(page, 150);
  check(heard.connections === 1, `the page opened ${heard.connections} sockets to a damaged room`);
  check(heard.messages.length === 1 && heard.messages[0].type === 'hello' && heard.messages[0].room === kCode,
        `what the page sent: ${JSON.stringify(heard.messages)}`);
  await shoot(page, 'damaged', [[1280, 800], [390, 844]]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await g.settle(page, 4);
  await g.pressNamed(page, page, 'button:leave-room');
  await g.waitFor(page, (s) => s.screen === 'setup' && !s.room, 'back on the setup', 10000);

  // Names the server would refuse: said on the setup, and nothing sent.
  await g.pressNamed(page, page, 'button:play-with-friends');
  await g.waitFor(page, (s) => g.find(s, 'button:create-room'), 'the room form', 10000);
  const sentBefore = heard.messages.length;
  for (const [name, words, shot] of [['Ann\u202Etxt.exe', kHidden, 'name-hidden'], ['Ann \u{1F600}', kSymbols, 'name-emoji']]) {
    await page.evaluate((n) => window.Module.ccall('popejoan_mirror_type', 'number', ['string', 'string'], ['setup:name', n]), name);
    const s = await g.waitFor(page, (x) => { const b = g.find(x, 'button:create-room'); return b && !b.enabled; },
                              `Create not offered for ${JSON.stringify(name)}`, 10000);
    check(s.screen === 'setup', `${shot}: left the setup`);
    // Create was already refused for the name before: wait for this name's words themselves.
    const spoken = await page.waitForFunction((w) => document.body.textContent.includes(w), words, { timeout: 10000 })
      .then(() => true, () => false);
    check(spoken, `${shot}: "${words}" is not said`);
    const pressed = await page.evaluate(() => window.Module.ccall('popejoan_mirror_activate', 'number', ['string'], ['button:create-room']));
    await g.settle(page, 6);
    check(!pressed || (await g.probe(page)).screen === 'setup', `${shot}: Create made a room`);
    await shoot(page, shot, [[390, 844], [1280, 800]]);
  }
  check(heard.messages.length === sentBefore && heard.connections === 1, `a refused name was sent: ${JSON.stringify(heard.messages)}`);

  // A good name goes out cleaned, as the server would clean it.
  await page.evaluate(() => window.Module.ccall('popejoan_mirror_type', 'number', ['string', 'string'], ['setup:name', '  Zoë   Martin ']));
  await g.waitFor(page, (x) => { const b = g.find(x, 'button:create-room'); return b && b.enabled; }, 'Create offered', 10000);
  await g.pressNamed(page, page, 'button:create-room');
  await g.waitFor(page, () => heard.messages.some((m) => m.type === 'create'), 'the create sent', 10000).catch(() => {});
  const create = heard.messages.find((m) => m.type === 'create');
  check(create && create.name === 'Zoë Martin', `the create's name: ${JSON.stringify(create && create.name)}`);
  for (const p of opened.problems) failures.push(p);
  await opened.context.close();

  // The same link in French, on a phone.
  const heardFr = { connections: 0, messages: [] };
  const fr = await openScripted(browser, `${url}?room=${kCode}&lang=fr`, { width: 390, height: 844, mobile: true }, heardFr, damagedServer);
  await g.waitFor(fr.page, (s) => s.room && s.room.error === 'room-damaged' && s.language.settled, 'room-damaged in French', 20000);
  check((await pageText(fr.page)).includes(kDamagedFr), 'the damaged room is not said in French');
  await shoot(fr.page, 'damaged-fr', [[390, 844]]);
  for (const p of fr.problems) failures.push(`fr: ${p}`);
  await fr.context.close();
  return `${heard.messages.length} messages heard`;
});
