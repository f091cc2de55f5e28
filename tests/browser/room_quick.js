#!/usr/bin/env node
// Play online now, end to end: a real popejoan-server on a loopback port (its turn clocks at 20%:
// a public table's 30 s clock is 6 s) and two fresh browsers. Ann (1280x800) presses "Play online
// now" on the setup: no public table is open, so a new one starts at once with her in seat 0 and
// three AI seats (the address holds ?room=). Zoë (a phone, 390x844, by touch) presses it next:
// Ann's table is mid-deal, so Zoë watches, her banner saying she plays from the next deal and the
// plate of the AI seat she will take saying "Zoë arrives next deal" (on Ann's page too); a reload
// keeps her claim (the address's room, the kept token). Ann plays
// the deal to its settlement by clicks; the server then seats Zoë in that AI's seat. Ann leaves the
// table (the menu's New match): her page sends `leave` before closing, her setup offers no way
// back, and Zoë's page shows Ann's seat played by an AI, which plays on in the next deal.
// Zoë presses the accessible controls' "Play online now" (focus and Enter, as a screen reader
// user would); Ann the canvas's. Screenshots of the setup with the button and of the arriving
// table at the five sizes.
// Usage: node room_quick.js SITE_DIR SERVER_BINARY SCREENSHOT_DIR
// ROOM_QUICK_LANG=fr runs both pages in French (the quick-play frame says fr; the screenshots too).
'use strict';
const { runTest, waitForFrames } = require('./browser');
const g = require('./game');
const { startRoomServer, openRoomPage, shooter, playStep, kPublicTableArgs } = require('./room_server');

const [site, serverBin, outDir] = process.argv.slice(2);
const lang = process.env.ROOM_QUICK_LANG || 'en';
const shots = shooter(outDir, `room-quick-${lang}`);
const kWords = {
  en: { controls: 'Game controls', quick: 'Play online now', arriving: 'Zoë arrives next deal', banner: 'Watching: you play from the next deal', you: 'You' },
  fr: { controls: 'Commandes du jeu', quick: 'Jouer en ligne maintenant', arriving: 'Zoë arrive à la prochaine donne',
        banner: 'Spectateur\u00a0: vous jouez dès la prochaine donne', you: 'Vous' },
}[lang];

runTest('room_quick', site, async ({ browser }, failures) => {
  const check = (ok, what) => { if (!ok) failures.push(what); };
  const server = await startRoomServer({ site, serverBin, name: 'room-quick',
                                        args: kPublicTableArgs });
  const url = server.url;
  try {
    // Ann: the setup offers Play online now beside Play with friends once the server answers.
    const q = `&pace=instant&lang=${lang}`;
    const ann = await openRoomPage(browser, `${url}/?name=Ann${q}`, 'Ann', { width: 1280, height: 800 });
    await g.waitFor(ann.page, (s) => s.roomsOffered && g.find(s, 'button:quick-play') && g.find(s, 'button:play-with-friends'),
                    'Ann: Play online now on the setup', 30000);
    await shots.shootSizes(ann, 'setup');
    await g.pressNamed(ann.page, ann.page, 'button:quick-play');
    const seated = await g.waitFor(ann.page, (s) => s.screen === 'table' && s.room && s.room.role === 'player',
                                   'Ann seated at a new table', 20000);
    const table = ann.received.find((m) => m.type === 'room');
    check(table && table.public === true && table.lang === lang && table.stage === 'playing', `Ann's table is not public: ${JSON.stringify(table)}`);
    const quick = ann.sent.find((m) => m.type === 'quick-play');
    check(quick && quick.name === 'Ann' && quick.lang === lang, `Ann's quick-play frame: ${JSON.stringify(quick)}`);
    check(seated.room.seat === 0 && seated.room.seats.length === 4 && seated.room.seats.slice(1).every((x) => x.kind === 'ai'),
          `Ann's new table: ${JSON.stringify(seated.room)}`);
    const code = seated.room.code;
    check(new URL(ann.page.url()).searchParams.get('room') === code, `Ann's address: ${ann.page.url()}`);

    // Zoë, in a browser of her own, mid-deal: she watches and takes an AI's seat when it ends.
    const zoe = await openRoomPage(browser, `${url}/?name=Zo%C3%AB${q}`, 'Zoë', { width: 390, height: 844, mobile: true });
    await g.waitFor(zoe.page, (s) => s.roomsOffered && g.find(s, 'button:quick-play'), 'Zoë: Play online now', 30000);
    const accessible = zoe.page.getByRole('region', { name: kWords.controls }).getByRole('button', { name: kWords.quick, exact: true });
    await accessible.waitFor({ state: 'attached', timeout: 10000 });
    await accessible.focus();
    await zoe.page.keyboard.press('Enter');
    const arriving = await g.waitFor(zoe.page, (s) => s.screen === 'table' && s.room && s.room.arriving > 0 && s.room.seats.length === 4,
                                     'Zoë arriving at Ann\'s table', 20000);
    const seat = arriving.room.arriving;
    check(arriving.room.code === code && arriving.room.role === 'spectator' && arriving.room.seat === -1,
          `Zoë is not watching Ann's table: ${JSON.stringify(arriving.room)}`);
    check(arriving.room.seats[seat].kind === 'ai' && arriving.room.seats[seat].arriving === 'Zoë',
          `the seat Zoë takes: ${JSON.stringify(arriving.room.seats[seat])}`);
    check(arriving.room.banner === kWords.banner, `Zoë's banner: ${arriving.room.banner}`);
    check(new URL(zoe.page.url()).searchParams.get('room') === code, `Zoë's address: ${zoe.page.url()}`);
    check(!g.find(arriving, 'button:reclaim-seat'), 'an arriving newcomer offered a rejoin code');
    await g.waitFor(zoe.page, (s) => s.room.notes[seat] === kWords.arriving && g.find(s, `region:note-${seat}`),
                    'Zoë: the plate says she arrives next deal', 10000);
    await g.waitFor(ann.page, (s) => s.room.seats[seat].arriving === 'Zoë' && s.room.notes[seat] === kWords.arriving,
                    'Ann: the plate says Zoë arrives next deal', 10000);
    // A reload while arriving keeps the claim: the address's room and the kept token say hello.
    const claim = zoe.received.find((m) => m.type === 'welcome');
    await zoe.page.reload();
    await waitForFrames(zoe.page, 3, 30000);  // the game running again, its probe with it
    await g.waitFor(zoe.page, (s) => s.screen === 'table' && s.room && s.room.arriving === seat && s.room.code === code,
                    'Zoë arriving again after a reload', 20000);
    const hello = zoe.sent.filter((m) => m.type === 'hello').pop();
    check(hello && hello.room === code && hello.token === claim.token, `Zoë's hello after the reload: ${JSON.stringify(hello)}`);
    await shots.shootSizes(zoe, 'arriving');
    await shots.shoot(ann, 'arriving-host');

    // Ann plays the deal to its settlement (by clicks; the AI seats and the clock play the rest).
    const deadline = Date.now() + 60000;
    for (;;) {
      const s = await g.probe(ann.page);
      if (s.dealOver || s.matchOver) break;
      if (Date.now() > deadline) throw new Error(`the deal did not end: ${JSON.stringify(s.room)}`);
      if (!(await playStep(ann, true))) await new Promise((r) => setTimeout(r, 50));
    }
    const taken = await g.waitFor(zoe.page, (s) => s.room.role === 'player' && s.room.seat === seat && s.room.arriving === -1,
                                  'Zoë seated as the deal ends', 20000);
    check(taken.room.seats[seat].kind === 'person' && taken.room.seats[seat].name === 'Zoë', `Zoë's seat: ${JSON.stringify(taken.room.seats[seat])}`);
    check(!taken.room.banner.includes(kWords.banner), `Zoë seated still says she watches: ${taken.room.banner}`);
    check(taken.room.notes[seat] === '', `Zoë's plate still says she arrives: ${taken.room.notes[seat]}`);
    const welcomes = zoe.received.filter((m) => m.type === 'welcome');
    check(welcomes.length >= 2 && welcomes[welcomes.length - 1].token === welcomes[0].token,
          `Zoë's welcomes: ${JSON.stringify(welcomes.map((w) => ({ role: w.role, seat: w.seat, arriving: w.arriving })))}`);
    await g.waitFor(ann.page, (s) => s.room.seats[seat].kind === 'person' && s.room.seats[seat].name === 'Zoë', 'Ann seeing Zoë seated', 10000);

    // Ann leaves the table by the menu: `leave` goes first; her setup offers no way back to it.
    await g.pressNamed(ann.page, ann.page, 'button:menu');
    const menu = await g.waitFor(ann.page, (s) => g.find(s, 'menu:new-match'), 'the table\'s menu', 10000);
    await g.press(ann.page, ann.page, g.find(menu, 'menu:new-match'));
    const setup = await g.waitFor(ann.page, (s) => s.screen === 'setup' && s.room === null, 'Ann back on the setup', 10000);
    check(ann.sent.length > 0 && ann.sent[ann.sent.length - 1].type === 'leave', `Ann's last frame: ${JSON.stringify(ann.sent[ann.sent.length - 1])}`);
    check(!g.find(setup, 'button:back-to-room'), 'the setup offers the table Ann left');
    check(g.find(setup, 'button:quick-play'), 'Ann may not play online again');
    check(new URL(ann.page.url()).searchParams.get('room') === null, `Ann's address after leaving: ${ann.page.url()}`);
    const ai = await g.waitFor(zoe.page, (s) => s.room.seats[0].kind === 'ai' && s.room.seats[0].name !== 'Ann',
                               'Zoë seeing Ann\'s seat played by an AI', 15000);
    // Named as an AI player, never "You" (the name the page gives its own seat: Zoë's page would
    // show two of them).
    check(ai.room.seats[0].name !== 'You' && ai.plateNames.every((p) => p.name !== kWords.you),
          `Ann's seat's AI is called "${ai.room.seats[0].name}" on Zoë's page`);
    // The AI plays on in Ann's seat: Zoë plays on until a card comes from seat 0 (kPlay is 10).
    const step = ai.room.step;
    const kPlay = 10;
    const until = Date.now() + 40000;
    while (!zoe.received.some((m) => (m.type === 'step' || m.type === 'view') && m.step > step &&
                                     m.events.some((e) => e[0] === kPlay && e[1] === 0))) {
      if (Date.now() > until) throw new Error(`no card from Ann's seat after she left: ${JSON.stringify((await g.probe(zoe.page)).room)}`);
      if (!(await playStep(zoe))) await new Promise((r) => setTimeout(r, 50));
    }
    for (const p of [ann, zoe]) {
      for (const problem of p.problems) failures.push(`${p.name}: ${problem}`);
    }
    return `Zoë took seat ${seat + 1} after deal 1; Ann's seat plays on as ${ai.room.seats[0].name || 'an AI'}`;
  } finally {
    await server.stop();
  }
});
