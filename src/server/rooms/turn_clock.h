// A room's turn clock (docs/online.md, "The turn clock"): so that nobody holds a table by never
// playing. The room's creator picks it in the setup (off, 30 s, 60 s, 2 min); it times what the
// room awaits from a person: a seat's decision (leading a card, placing a counter), or everyone's
// "ready" at a deal's end. When it runs out the hub has the seat's AI play that one decision (or
// counts the late ones ready); a person late several turns in a row is treated as away.
//
// Pure: the hub gives the time and acts on what it says. The clock itself is not stored: after a
// restart the decision awaited gets a whole clock again (as a dropped seat's grace does).
#pragma once

#include <cstdint>

namespace popejoan::server {

class Room;

// What the creator may choose (protocol::kRoomClocks), in seconds (0: no clock). Rooms stored
// before the clock have none.
bool IsClockChoice(std::int64_t seconds);
// Decisions in a row that a person's clock ran out on before the seat is treated as away (its AI
// plays on until the person says they are back, or acts).
inline constexpr int kLateTurnsBeforeAway = 3;

// What a room awaits from its people now, as the clock sees it.
struct ClockMoment {
  bool runs = false;  // a person must decide (or say ready) now
  int step = -1;      // the match's actions so far
  int seat = -1;      // the person to decide; -1 at a deal's end (everyone's "ready")
  bool operator==(const ClockMoment& o) const { return runs == o.runs && step == o.step && seat == o.seat; }
  bool operator!=(const ClockMoment& o) const { return !(*this == o); }
};

// The moment `room` is at: a person's seat (not one its AI plays) to lead or place a counter, or a
// deal's end; else nothing runs (the lobby, an AI to move, the match over). The wild Pope's stop
// is never timed here: that phase has a fixed window of its own in the hub.
ClockMoment MomentOf(const Room& room);

class TurnClock {
 public:
  TurnClock() = default;
  // `seconds` per decision (0: off: nothing ever runs).
  explicit TurnClock(double seconds) : seconds_(seconds) {}

  // The room's moment now: a new one gets the whole clock, one that ends stops it. True if the
  // clock started, stopped or started again (what the pages were told of it is out of date).
  bool Follow(const ClockMoment& moment, double now);
  // True once when the moment's time is over (then not again for the same moment).
  bool RunOut(double now);
  // Milliseconds left for the moment (0 once it ran out), -1 when no clock runs.
  std::int64_t LeftMs(double now) const;
  const ClockMoment& moment() const { return moment_; }
  double seconds() const { return seconds_; }

 private:
  double seconds_ = 0.0;
  ClockMoment moment_;
  double deadline_ = 0.0;
  bool run_out_ = false;
};

}  // namespace popejoan::server
