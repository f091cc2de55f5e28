// Sounds natively: an SDL2 audio device mixing the tones itself.
#include "platform/sound.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace popejoan::platform {
namespace {

constexpr int kRate = 44100;
constexpr float kTwoPi = 6.2831853f;

struct Voice {
  session::Tone tone;
  float volume = 1.0f;
  int at = 0;  // samples since the cue began
};

// The tone's loudness at time t: a 5 ms rise, then an exponential fall to its end.
float Envelope(const session::Tone& tone, float t) {
  if (t < 0.0f || t >= tone.seconds) return 0.0f;
  const float rise = std::min(1.0f, t / 0.005f);
  return rise * std::exp(-4.0f * t / tone.seconds);
}

float Sample(const session::Tone& tone, float t, std::uint32_t* noise) {
  switch (tone.wave) {
    case session::Wave::kSine: return std::sin(kTwoPi * tone.hz * t);
    case session::Wave::kTriangle: {
      const float phase = std::fmod(tone.hz * t, 1.0f);
      return 4.0f * std::fabs(phase - 0.5f) - 1.0f;
    }
    case session::Wave::kNoise:
      *noise = *noise * 1664525u + 1013904223u;  // only for a sound's texture, never for play
      return static_cast<float>(*noise >> 8) / 8388608.0f - 1.0f;
  }
  return 0.0f;
}

}  // namespace

struct SoundOutput::Native {
  SDL_AudioDeviceID device = 0;
  std::vector<Voice> voices;
  std::uint32_t noise = 1;

  static void Fill(void* self, Uint8* stream, int bytes) {
    auto* n = static_cast<Native*>(self);
    float* out = reinterpret_cast<float*>(stream);
    const int count = bytes / static_cast<int>(sizeof(float));
    for (int i = 0; i < count; ++i) {
      float mix = 0.0f;
      for (Voice& v : n->voices) {
        const float t = static_cast<float>(v.at++) / kRate - v.tone.start;
        mix += v.volume * v.tone.gain * Envelope(v.tone, t) * Sample(v.tone, t, &n->noise);
      }
      out[i] = std::clamp(mix, -1.0f, 1.0f);
    }
    n->voices.erase(std::remove_if(n->voices.begin(), n->voices.end(),
                                   [](const Voice& v) {
                                     return static_cast<float>(v.at) / kRate > v.tone.start + v.tone.seconds;
                                   }),
                    n->voices.end());
  }
};

SoundOutput::SoundOutput() : native_(new Native) {
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) return;  // no audio here: silence
  SDL_AudioSpec want{};
  want.freq = kRate;
  want.format = AUDIO_F32SYS;
  want.channels = 1;
  want.samples = 512;
  want.callback = &Native::Fill;
  want.userdata = native_;
  native_->device = SDL_OpenAudioDevice(nullptr, 0, &want, nullptr, 0);
  if (native_->device != 0) SDL_PauseAudioDevice(native_->device, 0);
}

SoundOutput::~SoundOutput() {
  if (native_->device != 0) SDL_CloseAudioDevice(native_->device);
  delete native_;
}

void SoundOutput::Play(const std::vector<session::Tone>& tones, float volume) {
  if (native_->device == 0) return;
  SDL_LockAudioDevice(native_->device);
  for (const session::Tone& tone : tones) native_->voices.push_back({tone, volume, 0});
  SDL_UnlockAudioDevice(native_->device);
}

}  // namespace popejoan::platform
