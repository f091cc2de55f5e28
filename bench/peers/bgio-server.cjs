// A minimal boardgame.io 0.50 game with Pope Joan's exchange (bench/peers/README.md), served by
// Server from boardgame.io/server (socket.io): matches are made through the lobby REST API
// (POST /games/table/create, then /games/table/<id>/join per seat for its credentials); a seat's
// move "play" carries the step it answers and a card; boardgame.io checks the credentials, that
// the seat is the current player and the state id, and the move checks the step and the card
// (INVALID_MOVE otherwise); each socket gets its own view through playerView.
// Usage: node bgio-server.cjs PORT [DEALS]
'use strict';
const { Server } = require('boardgame.io/server');
const { INVALID_MOVE } = require('boardgame.io/core');
const { kSeats, NewTable, Refusal, Play, View } = require('./table.cjs');

const port = Number(process.argv[2] || 8000);
const deals = Number(process.argv[3] || 4);
const kLogTail = 19;  // the state's ctx and deltalog ride along: 19 entries make a ~2.2 KB frame
// The listen queue popejoan-server gets (SOMAXCONN), not Node's default 511: the load tool opens
// a thousand connections a second while rooms start.
const kBacklog = 4096;
let matches = 0;

const TableGame = {
  name: 'table',
  minPlayers: kSeats,
  maxPlayers: kSeats,
  setup: () => NewTable(++matches, deals),
  turn: {
    order: { first: ({ G }) => G.turn, next: ({ G }) => G.turn },
    minMoves: 1,
    maxMoves: 1,
  },
  moves: {
    play: ({ G, playerID }, step, card) => {
      if (Refusal(G, Number(playerID), step, card)) return INVALID_MOVE;
      Play(G, Number(playerID), card);
    },
  },
  endIf: ({ G }) => (G.over ? { over: true } : undefined),
  playerView: ({ G, playerID }) => View(G, Number(playerID), kLogTail),
};

// Every origin: the bench's client is a native tool, and the server listens on loopback only.
const server = Server({ games: [TableGame], origins: [/.*/] });
// Listen on loopback only. koa-socket-2 made the HTTP server with the app's middleware as it was
// before run() added the lobby's routes, and koa-compose 4.2 copies that list, so the lobby
// would answer 404: hand the server the app's full callback now.
const listen = server.app.listen.bind(server.app);
server.app.listen = (p, callback) => {
  server.app.server.removeAllListeners('request');
  server.app.server.on('request', server.app.callback());
  return listen(p, '127.0.0.1', kBacklog, callback);
};
server.run(port).then(({ appServer }) => {
  console.log(`bgio on http://127.0.0.1:${appServer.address().port}`);
});
