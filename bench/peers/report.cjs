// The side-by-side table of scripts/bench-peers.sh from popejoan-load's --json files, named
// <target>-<rooms>-<pace>-<round>.json; each figure is the median over the rounds. Figures:
// rooms held at p99 < 50 ms (human pace: the most rooms such that every room count tried up to
// it had a median act-to-all-views p99 under 50 ms, and no error or stalled room), actions a
// second per server core flat out (acknowledged actions over the server's CPU seconds, the best
// flat room count), memory per room (server RSS growth over the rooms, the largest human-pace
// run: few matches end there, so it is the rooms' own cost). Usage: node report.cjs DIR
'use strict';
const fs = require('fs');
const path = require('path');

const dir = process.argv[2];
const targets = ['popejoan', 'popejoan-shm', 'colyseus', 'bgio'];
const groups = new Map();  // "target rooms pace" -> runs
for (const name of fs.readdirSync(dir)) {
  const m = /^([\w-]+)-(\d+)-(flat|human)-(\d+)\.json$/.exec(name);
  if (!m) continue;
  const j = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
  const cpu = (j.server_cpu_ms || 0) / 1000;
  const steady = (j.steady_seconds_ms || 0) / 1000;
  const run = {
    ok: j.errors === 0 && j.stalled === 0,
    rate: steady > 0 ? j.steady_actions / steady : 0,
    perCore: cpu > 0 ? j.steady_actions / cpu : 0,
    core: steady > 0 ? cpu / steady : 0,
    kib: (j.server_rss_end_kib - j.server_rss_start_kib) / j.rooms,
    p50: j.latency_p50_us / 1000,
    p99: j.latency_p99_us / 1000,
    finished: j.matches_finished, errors: j.errors, stalled: j.stalled, first_error: j.first_error,
  };
  const key = `${m[1]} ${m[2]} ${m[3]}`;
  if (!groups.has(key)) groups.set(key, { target: m[1], rooms: Number(m[2]), pace: m[3], runs: [] });
  groups.get(key).runs.push(run);
}
function Median(values) {
  const v = values.slice().sort((a, b) => a - b);
  return v.length === 0 ? NaN : v.length % 2 ? v[v.length >> 1] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
}
const rows = [...groups.values()].map((g) => {
  const med = (f) => Median(g.runs.map((r) => r[f]));
  return { ...g, n: g.runs.length, rate: med('rate'), perCore: med('perCore'), core: med('core'), kib: med('kib'),
           p50: med('p50'), p99: med('p99'), p99s: g.runs.map((r) => r.p99),
           errors: g.runs.reduce((s, r) => s + r.errors, 0), stalled: g.runs.reduce((s, r) => s + r.stalled, 0),
           first_error: (g.runs.find((r) => r.first_error) || {}).first_error || '' };
});
const present = targets.filter((t) => rows.some((r) => r.target === t));
const pad = (s, n) => String(s).padStart(n);
const fixed = (x, d = 0) => (Number.isFinite(x) ? x.toFixed(d) : '-');

console.log('Every room count and pace (medians over the rounds; one server process on one core):');
console.log(`${'target'.padEnd(13)} ${pad('rooms', 6)} ${'pace'.padEnd(5)} ${pad('actions/s', 10)} ${pad('server core', 11)} ` +
            `${pad('act/s/core', 10)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${'p99 each round'.padEnd(22)} ${pad('KiB/room', 9)} errors`);
for (const t of present) {
  for (const r of rows.filter((x) => x.target === t).sort((a, b) => a.rooms - b.rooms || a.pace.localeCompare(b.pace))) {
    console.log(`${t.padEnd(13)} ${pad(r.rooms, 6)} ${r.pace.padEnd(5)} ${pad(fixed(r.rate), 10)} ${pad(fixed(100 * r.core) + '%', 11)} ` +
                `${pad(fixed(r.perCore), 10)} ${pad(fixed(r.p50, 2), 7)} ${pad(fixed(r.p99, 2), 7)} ` +
                `${r.p99s.map((x) => fixed(x, 0)).join(' ').padEnd(22)} ${pad(fixed(r.kib), 9)} ` +
                `${r.errors}${r.stalled ? ` (${r.stalled} stalled)` : ''}${r.first_error ? ' ' + r.first_error : ''}`);
  }
}

function Summary(t) {
  const mine = rows.filter((r) => r.target === t);
  const human = mine.filter((r) => r.pace === 'human').sort((a, b) => a.rooms - b.rooms);
  let held = 0;
  for (const r of human) {
    if (r.errors > 0 || r.stalled > 0 || !(r.p99 < 50)) break;
    held = r.rooms;
  }
  const tried = human.length ? human[human.length - 1].rooms : 0;
  const heldText = held === 0 ? `<${human.length ? human[0].rooms : '?'}` : held === tried ? `>=${held}` : `${held}`;
  const perCore = mine.filter((r) => r.pace === 'flat').reduce((m, r) => Math.max(m, r.perCore), 0);
  const biggest = human[human.length - 1];
  return { held, heldText, perCore, kib: biggest ? biggest.kib : NaN };
}
const sums = Object.fromEntries(present.map((t) => [t, Summary(t)]));
const base = sums.popejoan;
const ratio = (x, y) => (y > 0 && Number.isFinite(x) && x > 0 ? ` (${(x / y).toFixed(2)}x)` : '');
console.log('\nSide by side (ratios to Pope Joan as it ships, its store on disk):');
console.log(`${''.padEnd(34)} ${present.map((t) => pad(t, 16)).join(' ')}`);
console.log(`${'rooms held at p99 < 50 ms (human)'.padEnd(34)} ${present.map((t) => pad(sums[t].heldText + ratio(sums[t].held, base && base.held), 16)).join(' ')}`);
console.log(`${'actions/s per core (flat out)'.padEnd(34)} ${present.map((t) => pad(fixed(sums[t].perCore) + ratio(sums[t].perCore, base && base.perCore), 16)).join(' ')}`);
console.log(`${'memory per room, KiB (human)'.padEnd(34)} ${present.map((t) => pad(fixed(sums[t].kib, 1) + ratio(sums[t].kib, base && base.kib), 16)).join(' ')}`);
