// One room of four seats as a game server's protocol plays it, for popejoan-load (docs/benchmarks.md,
// "The load tool"): what to ask the server, and what a reply or a frame means. No sockets and no clock
// here: the tool owns those, carries out the steps a protocol returns, paces the actions, and
// measures. Pope Joan's own protocol and each peer framework's (bench/peers) implement it, so
// every server is driven by the same tool and the same pattern.
#pragma once

#include <memory>
#include <string>
#include <vector>

namespace popejoan::load {

inline constexpr int kSeatsPerRoom = 4;

// Something the tool must do for a room, in order.
struct Step {
  enum class Kind {
    kHttp,  // a request; its answer comes back through OnHttp(tag, ...)
    kOpen,  // open `seat`'s WebSocket at `target`; OnOpen(seat) once it is open
    kSend,  // send `data` on `seat`'s WebSocket
  };
  Kind kind = Kind::kSend;
  int seat = 0;         // kOpen, kSend: the seat's connection (0..kSeatsPerRoom-1)
  int tag = 0;          // kHttp: given back to OnHttp
  std::string method;   // kHttp: "GET", "POST"
  std::string target;   // kHttp, kOpen: "/path?query"
  std::string body;     // kHttp: the request's body (JSON)
  std::string data;     // kSend: the frame
  bool binary = false;  // kSend: a binary frame, else text
};

// What a protocol made of something the server said to one seat.
struct Heard {
  std::vector<Step> steps;  // to carry out now
  long view_step = -1;      // >= 0: this seat now sees the room after this many actions
  bool my_turn = false;     // this seat should act now (the tool calls Act after its pacing)
  bool finished = false;    // the match is over for this seat
  std::string error;        // not empty: the server broke the protocol; the room is failed
};

// A seat's action, ready to send.
struct Move {
  std::vector<Step> steps;
  long step = -1;         // the view step it answers: its latency runs until every seat sees a later one
  bool measured = true;   // false for moves that need no answer of their own (e.g. "ready")
};

class RoomProtocol {
 public:
  virtual ~RoomProtocol() = default;
  // The first steps: make the room, open the seats' connections.
  virtual std::vector<Step> Start() = 0;
  virtual Heard OnHttp(int tag, int status, const std::string& body) = 0;
  virtual Heard OnOpen(int seat) = 0;
  virtual Heard OnFrame(int seat, const std::string& data, bool binary) = 0;
  // `seat` acts now (it was told my_turn); an empty Move if it no longer has anything to do.
  virtual Move Act(int seat) = 0;
};

}  // namespace popejoan::load
