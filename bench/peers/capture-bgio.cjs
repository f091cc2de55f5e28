// Plays one boardgame.io match to its end as four raw socket.io clients (what the load tool's
// adapter speaks) and prints frame sizes; with --dump DIR, saves frames for the adapter's unit
// test. Usage: node capture-bgio.cjs PORT [--dump DIR]
'use strict';
const WebSocket = require('ws');
const fs = require('fs');
const port = process.argv[2];
const dump = process.argv[3] === '--dump' ? process.argv[4] : null;
const base = `http://127.0.0.1:${port}`;
async function post(path, body) {
  const r = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await r.text();
  if (dump) fs.appendFileSync(`${dump}/bgio_http.txt`, `${path}\n${text}\n`);
  return JSON.parse(text);
}
(async () => {
  const { matchID } = await post('/games/table/create', { numPlayers: 4 });
  const creds = [];
  for (let i = 0; i < 4; ++i) creds.push((await post(`/games/table/${matchID}/join`, { playerID: String(i), playerName: `P${i}` })).playerCredentials);
  const sizes = [];
  let done = 0, dumped = 0;
  creds.forEach((cred, seat) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`);
    ws.on('message', (data) => {
      const s = data.toString();
      if (dump && seat === 0 && dumped < 8) fs.writeFileSync(`${dump}/bgio_frame${dumped++}.txt`, s);
      if (s[0] === '0') { ws.send('40/table,'); return; }
      if (s === '2') { ws.send('3'); return; }
      if (s.startsWith('40/table,')) { ws.send(`42/table,${JSON.stringify(['sync', matchID, String(seat), cred, 4])}`); return; }
      if (!s.startsWith('42/table,')) return;
      const [event, , third] = JSON.parse(s.slice(9));
      let state;
      if (event === 'sync') state = third.state;
      else if (event === 'update') { state = third; sizes.push(s.length); }
      else return;
      const v = state.G;
      if (v.over) { if (++done === 4) { report(); process.exit(0); } return; }
      if (v.turn !== seat) return;
      const card = v.hand.find((c) => Math.floor(c / 13) === v.lead) ?? v.hand[0];
      const act = `42/table,${JSON.stringify(['update', { type: 'MAKE_MOVE', payload: { type: 'play', args: [v.step, card], playerID: String(seat), credentials: cred } }, state._stateID, matchID, String(seat)])}`;
      if (dump && !fs.existsSync(`${dump}/bgio_act.txt`)) fs.writeFileSync(`${dump}/bgio_act.txt`, act);
      ws.send(act);
    });
  });
  function report() {
    sizes.sort((a, b) => a - b);
    console.log(`bgio: ${sizes.length} update frames, bytes min ${sizes[0]} median ${sizes[sizes.length >> 1]} max ${sizes[sizes.length - 1]}`);
  }
  setTimeout(() => { console.log('timeout'); report(); process.exit(1); }, 30000);
})();
