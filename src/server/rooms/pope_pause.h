// The wild Pope's pause in one room (rules D23; docs/online.md, "The wild Pope"). At a stop the
// table waits to see whether the Pope is played. Whoever holds it, and whether anyone does, the
// pause lasts the same time for every seat before the table passes, so neither the frames nor
// their timing say where the Pope lies. Its holder (a person, or the AI playing the seat) may
// play it at any moment, which is public at once; keeping it is remembered here and told to
// nobody until the pause is over.
#pragma once

#include <cstddef>

namespace popejoan::server {

class PopePause {
 public:
  // How long the pages take to show one event before the question (they pace a run's cards at
  // about this): a pause after a long run is longer by as much, so its holder has the same time
  // to answer. Counted from public events only.
  static constexpr double kShowSecondsPerEvent = 0.45;

  PopePause() = default;
  explicit PopePause(double seconds) : seconds_(seconds) {}

  // The room after a change at `now`: `paused` whether it waits for the Pope at match step
  // `step`, after `events` events. A new pause starts its clock; anything else ends the pause.
  void Follow(bool paused, int step, std::size_t events, double now);
  // The pause is over at `now`: the table passes.
  bool Due(double now) const { return active_ && now >= ends_at_; }
  bool active() const { return active_; }
  // The holder said it keeps the Pope (or its AI decided so): nothing is sent until Due.
  void Keep() { kept_ = true; }
  bool kept() const { return active_ && kept_; }

 private:
  double seconds_ = 5.0;
  bool active_ = false;
  int step_ = -1;
  double ends_at_ = 0.0;
  bool kept_ = false;
};

}  // namespace popejoan::server
