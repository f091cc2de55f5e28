// The side-by-side table of scripts/bench-peers.sh from popejoan-load's --json files, named
// <target>-<rooms>-<pace>.json. Figures: rooms held at p99 < 50 ms (human pace: the most rooms
// run whose act-to-all-views p99 stayed under 50 ms with no error or stalled room), actions a
// second per server core flat out (acknowledged actions over the server's CPU seconds, the best
// flat run), memory per room (server RSS growth over the rooms, the largest human-pace run:
// few matches end there, so it is the rooms' own cost). Usage: node report.cjs DIR
'use strict';
const fs = require('fs');
const path = require('path');

const dir = process.argv[2];
const targets = ['popejoan', 'popejoan-shm', 'colyseus', 'bgio'];
const runs = [];
for (const name of fs.readdirSync(dir)) {
  const m = /^([\w-]+)-(\d+)-(flat|human)\.json$/.exec(name);
  if (!m) continue;
  const j = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
  const cpu = (j.server_cpu_ms || 0) / 1000;
  const steady = (j.steady_seconds_ms || 0) / 1000;
  runs.push({
    target: m[1], rooms: Number(m[2]), pace: m[3], j,
    ok: j.errors === 0 && j.stalled === 0,
    rate: steady > 0 ? j.steady_actions / steady : 0,
    perCore: cpu > 0 ? j.steady_actions / cpu : 0,
    core: steady > 0 ? cpu / steady : 0,
    kibPerRoom: (j.server_rss_end_kib - j.server_rss_start_kib) / j.rooms,
    p99: j.latency_p99_us / 1000,
  });
}
const present = targets.filter((t) => runs.some((r) => r.target === t));
const pad = (s, n) => String(s).padStart(n);
const fixed = (x, d = 0) => (Number.isFinite(x) ? x.toFixed(d) : '-');

console.log('Every run (one server process on its own core; popejoan-load on another):');
console.log(`${'target'.padEnd(13)} ${pad('rooms', 6)} ${'pace'.padEnd(5)} ${pad('actions/s', 10)} ${pad('server core', 11)} ` +
            `${pad('act/s/core', 10)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('KiB/room', 9)} ${pad('matches', 8)} errors`);
for (const t of present) {
  for (const r of runs.filter((x) => x.target === t).sort((a, b) => a.rooms - b.rooms || a.pace.localeCompare(b.pace))) {
    console.log(`${t.padEnd(13)} ${pad(r.rooms, 6)} ${r.pace.padEnd(5)} ${pad(fixed(r.rate), 10)} ${pad(fixed(100 * r.core) + '%', 11)} ` +
                `${pad(fixed(r.perCore), 10)} ${pad(fixed(r.j.latency_p50_us / 1000, 2), 7)} ${pad(fixed(r.p99, 2), 7)} ` +
                `${pad(fixed(r.kibPerRoom), 9)} ${pad(r.j.matches_finished + '/' + r.j.matches_started, 8)} ` +
                `${r.j.errors}${r.j.stalled ? ` (${r.j.stalled} stalled)` : ''}${r.ok ? '' : ' ' + r.j.first_error}`);
  }
}

function Summary(t) {
  const mine = runs.filter((r) => r.target === t);
  const human = mine.filter((r) => r.pace === 'human');
  const held = human.filter((r) => r.ok && r.p99 < 50).reduce((m, r) => Math.max(m, r.rooms), 0);
  const failedBelow = human.some((r) => r.rooms <= held);
  const tried = human.reduce((m, r) => Math.max(m, r.rooms), 0);
  const flat = mine.filter((r) => r.pace === 'flat' && r.ok);
  const perCore = flat.reduce((m, r) => Math.max(m, r.perCore), 0);
  const biggest = human.filter((r) => r.ok).sort((a, b) => b.rooms - a.rooms)[0];
  return { held, heldText: held === 0 ? (failedBelow ? '0' : '<' + Math.min(...human.map((r) => r.rooms))) : (held === tried ? `>=${held}` : `${held}`),
           perCore, kib: biggest ? biggest.kibPerRoom : NaN };
}
const sums = Object.fromEntries(present.map((t) => [t, Summary(t)]));
const base = sums.popejoan;
const ratio = (x, y) => (base && y > 0 && Number.isFinite(x) && x > 0 ? ` (${(x / y).toFixed(2)}x)` : '');
console.log('\nSide by side (ratios to Pope Joan):');
console.log(`${''.padEnd(34)} ${present.map((t) => pad(t, 22)).join(' ')}`);
console.log(`${'rooms held at p99 < 50 ms (human)'.padEnd(34)} ${present.map((t) => pad(sums[t].heldText + ratio(sums[t].held, base && base.held), 22)).join(' ')}`);
console.log(`${'actions/s per core (flat out)'.padEnd(34)} ${present.map((t) => pad(fixed(sums[t].perCore) + ratio(sums[t].perCore, base && base.perCore), 22)).join(' ')}`);
console.log(`${'memory per room, KiB (human)'.padEnd(34)} ${present.map((t) => pad(fixed(sums[t].kib, 1) + ratio(sums[t].kib, base && base.kib), 22)).join(' ')}`);
