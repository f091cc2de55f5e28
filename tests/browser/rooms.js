#!/usr/bin/env node
// Play with friends, end to end: a real popejoan-server on a loopback port with a fresh SQLite
// file, and pages of Chromium. Ann (1280x800) makes a room of four (three people, one AI); Bea (a
// phone, 390x844, by touch) and Cal (800x450) open the invite link and take their seats; Ann
// starts, and the three play by clicking and tapping the table. Mid-deal Cal's page is closed: his
// seat turns AI within the grace and play goes on; reopened, the page retakes his seat with his own
// hand. The server is killed with SIGKILL mid-deal and started again on the same file: the pages
// reconnect and the match goes on from the same state. Dan opens the link with every seat taken
// and watches, then takes the AI's seat at a deal's end and plays on. Every WebSocket frame each page receives is kept and checked: no other seat's card
// before its deal's end. The match is played to its final standings.
// Usage: node rooms.js SITE_DIR SERVER_BINARY SCREENSHOT_DIR
'use strict';
// Three parts, each with a server and room of its own, run as tests of their own
// (browser_rooms_<part>): `drop` (the lobby, the invite link, Bea and Cal seated, play, Cal's page
// closed and reopened), `restart` (the server SIGKILLed mid-deal and started again on its file) and
// `watcher` (Dan watches with every seat taken, takes the AI's seat at a deal's end and plays to
// the final standings). Each checks every frame its pages received and their problems.
const { runParts } = require('./browser');
const g = require('./game');
const { startRoomServer, openRoomPage: open, shooter, playStep, checkNoOtherCards, createRoom } = require('./room_server');

const [site, serverBin, outDir] = process.argv.slice(2);
const { shoot, shootSizes } = shooter(outDir, 'rooms');
const hex = (h) => BigInt('0x' + h);

// Plays the seated pages round-robin until `done(probes, decisions)` (decisions: presses made here).
async function playUntil(players, done, what, limitMs) {
  const deadline = Date.now() + (limitMs || 240000);
  let decisions = 0;
  for (;;) {
    const probes = await Promise.all(players.map((p) => g.probe(p.page)));
    if (done(probes, decisions)) return probes;
    if (Date.now() > deadline) {
      throw new Error(`timed out playing until ${what}: ${probes.map((s) => `${s.screen} human=${s.human} dealOver=${s.dealOver} animating=${s.animating}`).join(' | ')}`);
    }
    let acted = false;
    for (const p of players) {
      if (await playStep(p)) {
        acted = true;
        ++decisions;
      }
    }
    if (!acted) await new Promise((r) => setTimeout(r, 50));
  }
}

// The cards in the player's hand as its page draws them ("9D", ...).
function handCards(s) { return s.targets.filter((t) => t.name.startsWith('card:')).map((t) => t.name.slice(5)).sort(); }
function maskCards(mask) {
  const names = [];
  for (let c = 0; c < 52; ++c) {
    if ((mask >> BigInt(c)) & 1n) names.push('A23456789TJQK'[c % 13] + 'CDHS'[Math.floor(c / 13)]);
  }
  return names.sort();
}

// A server of the part's own (`name`) around `body(server)`, stopped whatever happens.
async function withServer(name, body) {
  const server = await startRoomServer({ site, serverBin, name,
                                        // the AI's pace is not what is tested here: its moves at once;
                                        // every page and client comes from 127.0.0.1: no limits per address
                                        args: ['--seed', '21', '--grace', '4', '--ai-pace-ms', '0', '--connections-per-address', '0',
                                               '--rooms-per-minute', '0', '--open-rooms-per-address', '0'] });
  try {
    return await body(server);
  } finally {
    await server.stop();
  }
}

// Friends open the invite link and take their seats: [[name, seat, viewport, the link's code], ...]
// (a code in lower case: a typed link's case does not matter); resolves with their pages.
async function seatFriends(browser, url, code, friends, check) {
  const seated = [];
  for (const [name, seat, viewport, linkCode] of friends) {
    const link = `${url}/?room=${linkCode}&name=${name}&pace=instant`;
    const p = await open(browser, link, name, viewport);
    const s = await g.waitFor(p.page, (x) => x.room && x.room.code === code && (x.room.role === 'player' || g.find(x, `button:take-seat-${seat}`)),
                              `${p.name}: the room`, 20000).catch(async (e) => {
      const x = await g.probe(p.page);
      await shoot(p, `no-seat-${p.name}`);
      throw new Error(`${p.name}: no seat ${seat} to take: room ${JSON.stringify(x.room)}; targets ${x.targets.map((t) => t.name).join(' ')}`);
    });
    if (s.room.role !== 'player') await g.pressNamed(p.page, p.page, `button:take-seat-${seat}`, { touch: p.touch });
    const sat = await g.waitFor(p.page, (x) => x.room && x.room.role === 'player' && x.room.seat >= 1, `${p.name}: a seat`, 20000);
    check(sat.room.seat === seat, `${p.name} took seat ${sat.room.seat}, not ${seat}`);
    seated.push(p);
  }
  return seated;
}

// Ann starts once `people` people are in the lobby; resolves when every page is at the table.
async function start(ann, players, people) {
  await g.waitFor(ann.page, (s) => s.room.seats.filter((x) => x.kind === 'person' && x.connected).length === people,
                  people === 3 ? 'three people in the lobby' : `${people} people in the lobby`, 20000);
  await g.pressNamed(ann.page, ann.page, 'button:start-room');
  await Promise.all(players.map((p) => g.waitFor(p.page, (s) => s.screen === 'table', `${p.name}: the table`, 30000)));
}

// The frame check on every page that was open, and the pages' problems: the browser logs each
// socket refused while the server was down (expected); anything else is not.
function finalChecks(framed, problemed, failures) {
  let views = 0;
  for (const p of framed) views += checkNoOtherCards(p, failures);
  const expected = /WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/rooms' failed: .*ERR_CONNECTION_REFUSED/;
  for (const p of problemed) for (const problem of p.problems) if (!expected.test(problem)) failures.push(`${p.name}: ${problem}`);
  return views;
}

const kAnn = { width: 1280, height: 800 }, kBea = { width: 390, height: 844, mobile: true }, kCal = { width: 800, height: 450 };

// Ann makes the room of three people and an AI; Bea (a phone, by touch) and Cal sit; a few plays;
// Cal's page closed mid-deal (his seat an AI's within the grace), reopened (his seat, his hand).
const dropPart = ({ browser }, failures) => withServer('rooms-drop', async (server) => {
  const check = (ok, what) => { if (!ok) failures.push(what); };
  const url = server.url;
  // Ann makes the room: three people and a casual AI.
  const ann = await open(browser, `${url}/?name=Ann&pace=instant`, 'Ann', kAnn);
  const lobby = await createRoom(ann, ['setup:players-4', 'setup:seat-2-person', 'setup:seat-3-person', 'setup:seat-4-casual'], 4);
  const code = lobby.room.code;
  check(/^[2-9A-HJKMNP-Z]{9}$/.test(code), `room code ${code}`);
  check(g.find(lobby, 'button:copy-invite'), 'no Copy invite link in the lobby');
  check(lobby.room.seats.length === 4 && lobby.room.seats[3].kind === 'ai', `the lobby's seats: ${JSON.stringify(lobby.room.seats)}`);
  await shoot(ann, 'lobby');

  // Bea (a phone, by touch) and Cal open the invite link and take seats.
  const [bea, cal] = await seatFriends(browser, url, code, [['Bea', 1, kBea, code.toLowerCase()], ['Cal', 2, kCal, code]], check);
  await shoot(bea, 'lobby');
  await shoot(cal, 'lobby');
  const players = [ann, bea, cal];
  await start(ann, players, 3);

  // A few decisions, then Cal's page is closed mid-deal: an AI plays for him after the grace.
  await playUntil(players, (ps, decisions) => decisions >= 4 && ps.every((s) => !s.dealOver), 'a few plays', 120000);
  await cal.page.close();
  const away = await g.waitFor(ann.page, (s) => s.room.seats[2].kind === 'ai-for-person', 'Cal\'s seat to an AI', 30000);
  check(!away.room.seats[2].connected, 'Cal shown connected after his page closed');
  await shoot(bea, 'dropped');
  await shootSizes(ann, 'dropped', [[1280, 800], [800, 450]]);
  await playUntil([ann, bea], (ps) => ps.some((s) => s.dealOver), 'the deal\'s end with Cal away', 120000);
  // Cal's page again, in the same browser (his seat's token is in its storage): his seat, his hand.
  const cal2 = await open(browser, `${url}/?room=${code}&pace=instant`, 'Cal', kCal, { context: cal.context });
  await g.waitFor(cal2.page, (s) => s.room && s.room.role === 'player' && s.room.seat === 2 && s.room.seats.length === 4 &&
                  s.room.seats[2].kind === 'person', 'Cal back in his seat, a person\'s again', 20000);
  players[2] = cal2;
  // Into the next deal: Cal's page draws the hand the server sent his seat.
  await playUntil(players, (ps) => ps.every((s) => s.screen === 'table' && !s.dealOver && !s.animating), 'the next deal', 60000);
  const calState = await g.probe(cal2.page);
  const lastView = cal2.received.filter((m) => m.type === 'view').pop();
  const sent = maskCards(hex(lastView.state.state.hands_[2]));
  const drawn = handCards(calState);
  check(sent.length > 0 && sent.every((c) => drawn.includes(c)), `Cal's page draws ${drawn.join(' ')}; the server sent him ${sent.join(' ')}`);
  return `drop: ${finalChecks([ann, bea, cal, cal2], [ann, bea, cal2], failures)} views checked`;
});

// Ann and Bea (by the invite link) at a table with two AIs; a few plays; the server SIGKILLed
// mid-deal and started again on the same file and port: both pages come back to the same state.
const restartPart = ({ browser }, failures) => withServer('rooms-restart', async (server) => {
  const check = (ok, what) => { if (!ok) failures.push(what); };
  const ann = await open(browser, `${server.url}/?name=Ann&pace=instant`, 'Ann', kAnn);
  const lobby = await createRoom(ann, ['setup:players-4', 'setup:seat-2-person', 'setup:seat-3-casual', 'setup:seat-4-casual'], 4);
  const code = lobby.room.code;
  const [bea] = await seatFriends(browser, server.url, code, [['Bea', 1, kBea, code.toLowerCase()]], check);
  const players = [ann, bea];
  await start(ann, players, 2);
  await playUntil(players, (ps, decisions) => decisions >= 4 && ps.every((s) => !s.dealOver), 'a few plays', 120000);

  // SIGKILL mid-deal; the server again on the same file and port; the pages come back to the same state.
  // Killed while a person is to decide: with an AI to move, the state would go on after the
  // restart (the AI's move is the server's to make), as it should.
  await playUntil(players, (ps) => ps.some((s) => s.human >= 0 && !s.animating), 'a person to decide', 60000);
  const before = await Promise.all(players.map((p) => g.waitFor(p.page, (s) => !s.animating, `${p.name} at rest`, 30000)));
  await server.kill('SIGKILL');
  await Promise.all(players.map((p) => g.waitFor(p.page, (s) => !s.room.connected, `${p.name}: "Reconnecting"`, 20000)));
  await shoot(ann, 'reconnecting');
  await server.restart();
  const after = await Promise.all(players.map((p) => g.waitFor(p.page, (s) => s.room.connected && !s.animating, `${p.name} reconnected`, 40000)));
  players.forEach((p, i) => check(after[i].hash === before[i].hash, `${p.name}: the match after the restart is not where it was (${before[i].hash} -> ${after[i].hash})`));
  return `restart: ${finalChecks(players, players, failures)} views checked`;
});

// Ann's room of one person and three AIs, started: Dan opens the link with every seat taken and
// watches; at the first deal's end he takes the AI's seat 4 and plays on to the final standings.
const watcherPart = ({ browser }, failures) => withServer('rooms-watcher', async (server) => {
  const check = (ok, what) => { if (!ok) failures.push(what); };
  const url = server.url;
  const ann = await open(browser, `${url}/?name=Ann&pace=instant`, 'Ann', kAnn);
  const lobby = await createRoom(ann, ['setup:players-4', 'setup:seat-2-casual', 'setup:seat-3-casual', 'setup:seat-4-casual'], 4);
  const code = lobby.room.code;
  const players = [ann];
  await start(ann, players, 1);

  // Every seat is taken: Dan opens the link and watches.
  const dan = await open(browser, `${url}/?room=${code}&name=Dan&pace=instant`, 'Dan', kAnn);
  const watching = await g.waitFor(dan.page, (s) => s.room && s.room.role === 'spectator' && s.screen === 'table', 'Dan watching', 30000);
  check(!watching.targets.some((t) => t.name.startsWith('card:') && t.enabled), 'a watcher is offered a card to play');
  await shootSizes(dan, 'spectator', [[1280, 800], [390, 844], [800, 450]]);

  // At the deal's end Dan takes the AI's seat, and plays from the next deal on.
  const end = await playUntil(players, (ps) => ps.every((s) => s.dealOver || s.screen === 'match-over'), 'a deal\'s end', 120000);
  if (end.every((s) => s.dealOver)) {
    await g.waitFor(dan.page, (s) => g.find(s, 'button:take-seat-3'), 'Dan offered the AI\'s seat', 20000);
    await g.pressNamed(dan.page, dan.page, 'button:take-seat-3');
    await g.waitFor(dan.page, (s) => s.room.role === 'player' && s.room.seat === 3, 'Dan in seat 4', 20000);
    await g.waitFor(ann.page, (s) => s.room.seats[3].kind === 'person' && s.room.seats[3].name === 'Dan', 'Ann seeing Dan seated', 20000);
    players.push(dan);
  } else {
    failures.push('the match ended before Dan could take a seat between deals');
  }

  // To the final standings.
  await playUntil(players, (ps) => ps.every((s) => s.screen === 'match-over' || s.matchOver), 'the final standings', 360000);
  return `watcher: ${finalChecks([ann, dan], [ann, dan], failures)} views checked`;
});

runParts('rooms', site, { drop: dropPart, restart: restartPart, watcher: watcherPart });
