// Plays one Colyseus room to its end as four clients and prints frame sizes; with --dump DIR,
// saves the frames the adapter's unit test reads. Usage: node capture-colyseus.cjs PORT [--dump DIR]
'use strict';
const WebSocket = require('ws');
const fs = require('fs');
const port = process.argv[2];
const dump = process.argv[3] === '--dump' ? process.argv[4] : null;
const base = `http://127.0.0.1:${port}`;
async function post(path, body) {
  const r = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await r.text();
  if (dump) fs.appendFileSync(`${dump}/colyseus_http.txt`, `${path}\n${text}\n`);
  return JSON.parse(text);
}
(async () => {
  const first = await post('/matchmake/create/table', {});
  const seats = [first];
  for (let i = 1; i < 4; ++i) seats.push(await post(`/matchmake/joinById/${first.roomId}`, {}));
  const sizes = [];
  let done = 0, dumped = 0;
  seats.forEach((r, seat) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/${r.processId}/${r.roomId}?sessionId=${r.sessionId}`);
    ws.on('message', (data) => {
      const b = Buffer.from(data);
      if (dump && seat === 0 && dumped < 6) fs.writeFileSync(`${dump}/colyseus_frame${dumped++}.bin`, b);
      if (b[0] === 10) { ws.send(Buffer.from([10])); return; }
      if (b[0] !== 13) return;
      // [13][fixstr type][msgpack]: type "view" or "error"
      const type = b.subarray(2, 2 + (b[1] & 0x1f)).toString();
      if (type !== 'view') { console.log('error frame', b); return; }
      sizes.push(b.length);
      const { unpack, pack } = require('msgpackr');
      const v = unpack(b.subarray(2 + (b[1] & 0x1f)));
      if (v.over) { if (++done === 4) { report(); process.exit(0); } return; }
      if (v.turn !== seat) return;
      const card = v.hand.find((c) => Math.floor(c / 13) === v.lead) ?? v.hand[0];
      const head = Buffer.from([13, 0xa0 | 3, ...Buffer.from('act')]);
      const body = Buffer.from(pack({ step: v.step, card }));
      if (dump && !fs.existsSync(`${dump}/colyseus_act.bin`)) fs.writeFileSync(`${dump}/colyseus_act.bin`, Buffer.concat([head, body]));
      ws.send(Buffer.concat([head, body]));
    });
  });
  function report() {
    sizes.sort((a, b) => a - b);
    console.log(`colyseus: ${sizes.length} view frames, bytes min ${sizes[0]} median ${sizes[sizes.length >> 1]} max ${sizes[sizes.length - 1]}`);
  }
  setTimeout(() => { console.log('timeout'); report(); process.exit(1); }, 20000);
})();
