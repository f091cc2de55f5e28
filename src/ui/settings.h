// The player's settings, kept in the save: pace of play, undo, theme, mute, volume and motion. Ids are the
// words used in saves and in the page's query parameters ("fast", "dark", ...).
#pragma once

#include <cstdint>
#include <string>

namespace popejoan::ui {

// The table's look. Ids are language-neutral: "felt" (green baize), "dark", "light".
enum class ThemeKind : std::int8_t { kFelt, kDark, kLight };
inline constexpr int kNumThemes = 3;
const char* ThemeId(ThemeKind theme);
const char* ThemeName(ThemeKind theme);  // "Felt", "Dark", "Light"
bool ParseTheme(const std::string& id, ThemeKind* out);

// Seconds between shown events for each pace the table offers: "slow", "normal", "fast", "instant".
inline constexpr int kNumPaces = 4;
double PaceSeconds(int index);
const char* PaceId(int index);
const char* PaceName(int index);
int PaceIndex(double seconds);  // the nearest offered pace
bool ParsePace(const std::string& id, double* seconds);

struct Settings {
  double pace = 0.45;
  bool undo_allowed = true;
  ThemeKind theme = ThemeKind::kFelt;
  // Sound: muted (by the player or the host page's "mute" command) and the volume, 0..100.
  bool muted = false;
  int volume = 70;
  // Fades in place of cards travelling (the system's reduced-motion preference does the same).
  bool reduce_motion = false;

  bool operator==(const Settings& o) const {
    return pace == o.pace && undo_allowed == o.undo_allowed && theme == o.theme && muted == o.muted &&
           volume == o.volume && reduce_motion == o.reduce_motion;
  }
  bool operator!=(const Settings& o) const { return !(*this == o); }
};

}  // namespace popejoan::ui
