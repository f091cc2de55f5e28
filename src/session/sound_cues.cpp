#include "session/sound_cues.h"

#include "engine/board.h"

namespace popejoan::session {

std::vector<Tone> CueTones(Cue cue) {
  switch (cue) {
    case Cue::kCard:  // a card laid on the table: a short soft tap
      return {{900.0f, 0.0f, 0.045f, 0.18f, Wave::kNoise}};
    case Cue::kStop:  // the run stops: two low knocks
      return {{180.0f, 0.0f, 0.08f, 0.35f, Wave::kTriangle}, {150.0f, 0.1f, 0.1f, 0.3f, Wave::kTriangle}};
    case Cue::kCountersWon:  // counters into a purse: a bright chink
      return {{1320.0f, 0.0f, 0.07f, 0.22f, Wave::kSine}, {1760.0f, 0.06f, 0.09f, 0.18f, Wave::kSine}};
    case Cue::kPope:  // the Pope: a rising fanfare
      return {{523.3f, 0.0f, 0.12f, 0.28f, Wave::kTriangle}, {659.3f, 0.12f, 0.12f, 0.28f, Wave::kTriangle},
              {784.0f, 0.24f, 0.24f, 0.3f, Wave::kTriangle}};
    case Cue::kMarriage:  // Matrimony or Intrigue: two notes together
      return {{587.3f, 0.0f, 0.3f, 0.22f, Wave::kSine}, {740.0f, 0.0f, 0.3f, 0.18f, Wave::kSine}};
    case Cue::kGoOut:  // out of cards: a falling run of three
      return {{880.0f, 0.0f, 0.1f, 0.25f, Wave::kTriangle}, {740.0f, 0.1f, 0.1f, 0.25f, Wave::kTriangle},
              {587.3f, 0.2f, 0.22f, 0.25f, Wave::kTriangle}};
    case Cue::kYourTurn:  // your turn: a gentle bell
      return {{1046.5f, 0.0f, 0.25f, 0.16f, Wave::kSine}};
    case Cue::kMatchWon:
      return {{523.3f, 0.0f, 0.15f, 0.28f, Wave::kTriangle}, {659.3f, 0.15f, 0.15f, 0.28f, Wave::kTriangle},
              {784.0f, 0.3f, 0.15f, 0.28f, Wave::kTriangle}, {1046.5f, 0.45f, 0.4f, 0.3f, Wave::kTriangle}};
    case Cue::kMatchLost:
      return {{392.0f, 0.0f, 0.2f, 0.25f, Wave::kTriangle}, {349.2f, 0.2f, 0.2f, 0.25f, Wave::kTriangle},
              {261.6f, 0.4f, 0.45f, 0.25f, Wave::kTriangle}};
  }
  return {};
}

std::optional<Cue> CueForEvent(const engine::Event& event) {
  switch (event.type) {
    case engine::EventType::kPlay:
      return Cue::kCard;
    case engine::EventType::kStop:
      return Cue::kStop;
    case engine::EventType::kWildPope:
    case engine::EventType::kPopeJoanWins:
      return Cue::kPope;
    case engine::EventType::kTake:
    case engine::EventType::kShare:
    case engine::EventType::kClearTake:
      if (event.comp == engine::kPope) return Cue::kPope;
      if (event.comp == engine::kMatrimony || event.comp == engine::kIntrigue) return Cue::kMarriage;
      return Cue::kCountersWon;
    case engine::EventType::kGoOut:
      return Cue::kGoOut;
    default:
      return std::nullopt;
  }
}

Cue LouderCue(Cue a, Cue b) {
  // In the enum's order, later cues are rarer and matter more.
  return static_cast<int>(b) > static_cast<int>(a) ? b : a;
}

}  // namespace popejoan::session
