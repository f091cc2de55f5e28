// Card motion: flights start where the card was and land on the pile, follow the pace, fade in
// place when motion is reduced, and the end-of-deal reveal turns every card over in order.
#include "ui/layout/card_motion.h"

#include <gtest/gtest.h>

#include <cmath>

namespace popejoan::ui {
namespace {

CardFlight Flight(MotionStyle style) {
  CardFlight f;
  f.from = {100, 600, 60, 84};  // a card in your hand
  f.to = {400, 200, 40, 56};    // its place on the pile
  f.start = 10.0;
  f.seconds = FlightSeconds(0.45);
  f.style = style;
  return f;
}

TEST(CardMotion, PaceChoosesTheStyle) {
  EXPECT_EQ(MotionStyleFor(0.45, false), MotionStyle::kTravel);
  EXPECT_EQ(MotionStyleFor(0.45, true), MotionStyle::kFade);
  EXPECT_EQ(MotionStyleFor(0.0, false), MotionStyle::kNone);  // instant shows everything at once
  EXPECT_EQ(MotionStyleFor(0.0, true), MotionStyle::kNone);
}

TEST(CardMotion, AFlightLandsBeforeTheNextEvent) {
  for (double pace : {0.2, 0.45, 0.8}) {
    EXPECT_GT(FlightSeconds(pace), 0.0);
    EXPECT_LT(FlightSeconds(pace), pace) << pace;
  }
  EXPECT_EQ(FlightSeconds(0.0), 0.0);
}

TEST(CardMotion, TravelGoesFromItsSeatToThePile) {
  const CardFlight f = Flight(MotionStyle::kTravel);
  const FlightFrame first = FlightAt(f, f.start);
  EXPECT_FALSE(first.landed);
  EXPECT_FLOAT_EQ(first.box.CentreX(), f.from.CentreX());
  EXPECT_FLOAT_EQ(first.box.w, f.from.w);
  float last_distance = 1e9f;
  for (int i = 1; i < 10; ++i) {
    const FlightFrame mid = FlightAt(f, f.start + f.seconds * i / 10.0);
    EXPECT_FALSE(mid.landed);
    EXPECT_FLOAT_EQ(mid.alpha, 1.0f);
    const float distance = std::fabs(mid.box.CentreX() - f.to.CentreX());
    EXPECT_LT(distance, last_distance) << "step " << i;  // always nearer the pile
    last_distance = distance;
  }
  const FlightFrame end = FlightAt(f, f.start + f.seconds);
  EXPECT_TRUE(end.landed);
  EXPECT_FLOAT_EQ(end.box.x, f.to.x);
  EXPECT_FLOAT_EQ(end.box.y, f.to.y);
  EXPECT_FLOAT_EQ(end.box.w, f.to.w);
}

TEST(CardMotion, ReducedMotionFadesInPlace) {
  const CardFlight f = Flight(MotionStyle::kFade);
  const FlightFrame mid = FlightAt(f, f.start + f.seconds * 0.5);
  EXPECT_FALSE(mid.landed);
  EXPECT_FLOAT_EQ(mid.box.x, f.to.x);  // never travels
  EXPECT_FLOAT_EQ(mid.box.y, f.to.y);
  EXPECT_NEAR(mid.alpha, 0.5f, 1e-4f);
  EXPECT_TRUE(FlightAt(f, f.start + f.seconds).landed);
}

TEST(CardMotion, InstantHasNoFlight) {
  CardFlight f = Flight(MotionStyle::kNone);
  EXPECT_TRUE(FlightAt(f, f.start).landed);
  f.style = MotionStyle::kTravel;
  f.seconds = 0.0;
  EXPECT_TRUE(FlightAt(f, f.start).landed);
}

TEST(CardMotion, TheRevealTurnsEveryCardInOrder) {
  const int count = 12;
  const double seconds = RevealSeconds(0.45, count);
  ASSERT_GT(seconds, 0.0);
  for (int i = 0; i < count; ++i) {
    EXPECT_FLOAT_EQ(RevealTurn(i, count, 0.0, seconds), 0.0f);  // all face down at first
    EXPECT_FLOAT_EQ(RevealTurn(i, count, seconds, seconds), 1.0f) << i;  // all face up at the end
    if (i > 0) {
      const double t = seconds * 0.5;
      EXPECT_LE(RevealTurn(i, count, t, seconds), RevealTurn(i - 1, count, t, seconds));  // left to right
    }
  }
  EXPECT_EQ(RevealSeconds(0.0, count), 0.0);  // instant: face up at once
  EXPECT_FLOAT_EQ(RevealTurn(3, count, 0.0, 0.0), 1.0f);
}

TEST(CardMotion, ATurningCardShowsItsBackThenItsFace) {
  const Box card = {10, 20, 40, 56};
  EXPECT_FALSE(TurnAt(card, 0.0f).face);
  EXPECT_FLOAT_EQ(TurnAt(card, 0.0f).box.w, 40.0f);
  EXPECT_LT(TurnAt(card, 0.45f).box.w, 8.0f);  // nearly edge-on
  EXPECT_FLOAT_EQ(TurnAt(card, 0.45f).box.CentreX(), card.CentreX());
  EXPECT_TRUE(TurnAt(card, 0.75f).face);
  EXPECT_FLOAT_EQ(TurnAt(card, 1.0f).box.w, 40.0f);
}

}  // namespace
}  // namespace popejoan::ui
