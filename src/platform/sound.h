// The game's sounds made audible: on the page through Web Audio (web/loader.js starts it on the
// player's first click or tap, as browsers require, and silences it while the tab is hidden);
// natively through an SDL2 audio device mixing the tones itself. Where there is no audio
// device (a test machine) the game plays on in silence.
#pragma once

#include <vector>

#include "session/sound_cues.h"

namespace popejoan::platform {

class SoundOutput {
 public:
  SoundOutput();
  ~SoundOutput();
  SoundOutput(const SoundOutput&) = delete;
  SoundOutput& operator=(const SoundOutput&) = delete;
  // Plays `tones` at `volume` (0..1), mixed with whatever is still sounding.
  void Play(const std::vector<session::Tone>& tones, float volume);

 private:
  struct Native;
  Native* native_ = nullptr;  // natively: the SDL device and its voices; on the page: unused
};

}  // namespace popejoan::platform
