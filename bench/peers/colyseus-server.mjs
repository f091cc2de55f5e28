// A minimal Colyseus 0.18 room with Pope Joan's exchange (bench/peers/README.md): the matchmaker
// makes the room (POST /matchmake/create/table, then joinById for the three others); a seat sends
// "act" {step, card}; the room checks the seat's turn, the step and the card, plays it, and sends
// each of the four clients its own view with client.send (msgpack). No schema state: a schema
// filter per client (@view) is how 0.18 hides fields, but Pope Joan sends a whole view per seat
// after each action, and so does this room. Usage: node colyseus-server.mjs PORT
import { Server, Room } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { createRequire } from 'module';

const require = createRequire(import.meta.url);
const { kSeats, NewTable, Refusal, Play, View } = require('./table.cjs');
const port = Number(process.argv[2] || 2567);
const deals = Number(process.argv[3] || 4);
const kLogTail = 40;  // msgpack is smaller than JSON: 40 entries make a ~2.2 KB frame
// The listen queue popejoan-server gets (SOMAXCONN), not Node's default 511.
const kBacklog = 4096;
let rooms = 0;

class TableRoom extends Room {
  maxClients = kSeats;
  maxMessagesPerSecond = Infinity;  // per-client limits off, as for every server in the bench

  onCreate() {
    this.table = NewTable(++rooms, deals);
    this.seats = [];
    this.onMessage('act', (client, message) => this.Act(client, message));
  }

  onJoin(client) {
    client.userData = { seat: this.seats.length };
    this.seats.push(client);
    if (this.seats.length === kSeats) this.SendViews();
  }

  Act(client, message) {
    const seat = client.userData.seat;
    const why = Refusal(this.table, seat, message && message.step, message && message.card);
    if (why) {
      client.send('error', { error: why, step: this.table.step });
      return;
    }
    Play(this.table, seat, message.card);
    this.SendViews();
  }

  SendViews() {
    for (const client of this.seats) client.send('view', View(this.table, client.userData.seat, kLogTail));
  }
}

const server = new Server({ greet: false, transport: new WebSocketTransport({ pingInterval: 0 }) });
server.define('table', TableRoom);
await server.listen(port, '127.0.0.1', kBacklog);
const address = server.transport.server.address();
console.log(`colyseus on http://127.0.0.1:${address.port}`);
