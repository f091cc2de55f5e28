// Sounds on the page: the tones go to web/loader.js, which plays them through Web Audio.
#include "platform/sound.h"

#include <emscripten.h>

// Each tone as five numbers (hz, start, seconds, gain x volume, wave) for web/loader.js.
EM_JS(void, popejoan_js_tones, (const float* data, int count), {
  var loader = window['popejoanLoader'];
  if (!loader || !loader['tones']) return;
  var tones = [];
  for (var i = 0; i < count; i++) tones.push(HEAPF32[(data >> 2) + i]);
  loader['tones'](tones);
});

namespace popejoan::platform {

struct SoundOutput::Native {};
SoundOutput::SoundOutput() = default;
SoundOutput::~SoundOutput() = default;

void SoundOutput::Play(const std::vector<session::Tone>& tones, float volume) {
  std::vector<float> data;
  for (const session::Tone& t : tones) {
    data.insert(data.end(), {t.hz, t.start, t.seconds, t.gain * volume, static_cast<float>(static_cast<int>(t.wave))});
  }
  if (!data.empty()) popejoan_js_tones(data.data(), static_cast<int>(data.size()));
}

}  // namespace popejoan::platform
