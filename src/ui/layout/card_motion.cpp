#include "ui/layout/card_motion.h"

#include <algorithm>
#include <cmath>

namespace popejoan::ui {
namespace {

float Mix(float a, float b, float t) { return a + (b - a) * t; }

// Quick to leave, gentle to land.
float EaseOut(float t) { return 1.0f - (1.0f - t) * (1.0f - t) * (1.0f - t); }

}  // namespace

const char* MotionStyleName(MotionStyle style) {
  switch (style) {
    case MotionStyle::kTravel: return "travel";
    case MotionStyle::kFade: return "fade";
    case MotionStyle::kNone: return "none";
  }
  return "none";
}

MotionStyle MotionStyleFor(double pace_seconds, bool reduce_motion) {
  if (pace_seconds <= 0.0) return MotionStyle::kNone;
  return reduce_motion ? MotionStyle::kFade : MotionStyle::kTravel;
}

double FlightSeconds(double pace_seconds) { return std::clamp(pace_seconds * 0.7, 0.0, 0.45); }

FlightFrame FlightAt(const CardFlight& flight, double now) {
  FlightFrame frame;
  frame.box = flight.to;
  if (flight.style == MotionStyle::kNone || now >= flight.start + flight.seconds) return frame;
  const double t = (now - flight.start) / flight.seconds;
  const float s = static_cast<float>(std::max(0.0, t));
  frame.landed = false;
  if (flight.style == MotionStyle::kFade) {
    frame.alpha = s;  // appears where it lands
    return frame;
  }
  const float e = EaseOut(s);
  const Box& a = flight.from;
  const Box& b = flight.to;
  const float w = Mix(a.w, b.w, e), h = Mix(a.h, b.h, e);
  // A low arc: the card lifts a little on its way, as a hand tossing it would.
  const float distance = std::hypot(b.CentreX() - a.CentreX(), b.CentreY() - a.CentreY());
  const float lift = std::sin(e * 3.14159265f) * std::min(0.12f * distance, 40.0f);
  frame.box = {Mix(a.CentreX(), b.CentreX(), e) - w * 0.5f, Mix(a.CentreY(), b.CentreY(), e) - h * 0.5f - lift, w, h};
  return frame;
}

double RevealSeconds(double pace_seconds, int count) {
  if (pace_seconds <= 0.0 || count <= 0) return 0.0;
  return std::clamp(pace_seconds * 1.6, 0.4, 1.2) + 0.02 * count;
}

float RevealTurn(int index, int count, double elapsed, double seconds) {
  if (seconds <= 0.0 || count <= 0) return 1.0f;
  // Each card takes 40% of the reveal; their starts spread over the rest, in order.
  const double turn = seconds * 0.4;
  const double start = count > 1 ? (seconds - turn) * index / (count - 1) : 0.0;
  return static_cast<float>(std::clamp((elapsed - start) / turn, 0.0, 1.0));
}

TurnFrame TurnAt(const Box& card, float turn) {
  const float t = std::clamp(turn, 0.0f, 1.0f);
  const float width_share = std::fabs(1.0f - 2.0f * t);  // full, edge-on at the middle, full
  const float w = std::max(1.0f, card.w * width_share);
  return {{card.CentreX() - w * 0.5f, card.y, w, card.h}, t >= 0.5f};
}

}  // namespace popejoan::ui
