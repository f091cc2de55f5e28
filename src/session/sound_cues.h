// The game's sounds, made in code: which moment gets which short sound, and each sound as a
// few tones (pitch, start, length, loudness, wave). The platform plays the tones (Web Audio on
// the page, SDL audio natively); nothing here needs a sound file or a device.
#pragma once

#include <optional>
#include <vector>

#include "engine/event.h"

namespace popejoan::session {

enum class Cue { kCard, kStop, kCountersWon, kPope, kMarriage, kGoOut, kYourTurn, kMatchWon, kMatchLost };
inline constexpr int kNumCues = 9;

enum class Wave { kSine, kTriangle, kNoise };

struct Tone {
  float hz = 440.0f;
  float start = 0.0f;     // seconds after the cue begins
  float seconds = 0.1f;   // length, with a quick rise and a gentle fall
  float gain = 0.3f;      // 0..1 before the player's volume
  Wave wave = Wave::kSine;
};

std::vector<Tone> CueTones(Cue cue);

// The sound for a shown event, if it has one.
std::optional<Cue> CueForEvent(const engine::Event& event);

// Of several cues due in one frame, the one worth hearing (the rarest, most important).
Cue LouderCue(Cue a, Cue b);

}  // namespace popejoan::session
