// The player's settings, kept in the save: pace of play, undo, theme, mute, volume, motion, the
// four-colour deck, the text size and the language. Ids are the words used in saves and in the page's query
// parameters ("fast", "dark", ...).
#pragma once

#include <cstdint>
#include <string>

namespace popejoan::session {

// The table's look. Ids are language-neutral: "felt" (green baize), "dark", "light", "contrast"
// (high contrast: white on black, for low vision and the system's "more contrast").
enum class ThemeKind : std::int8_t { kFelt, kDark, kLight, kContrast };
inline constexpr int kNumThemes = 4;
const char* ThemeId(ThemeKind theme);
const char* ThemeName(ThemeKind theme);  // "Felt", "Dark", "Light", "High contrast", translated
bool ParseTheme(const std::string& id, ThemeKind* out);
// "felt, dark, light or contrast": for messages that refuse an unknown theme.
const char* ThemeIdList();

// Text and card size, in percent of the designed size: 100, 125 or 150.
inline constexpr int kNumTextSizes = 3;
inline constexpr int kTextSizes[kNumTextSizes] = {100, 125, 150};
bool ValidTextSize(int percent);
// The factor a size multiplies type and cards by (1 for anything not offered).
float TextScale(int percent);

// Seconds between shown events for each pace the table offers: "slow", "normal", "fast", "instant".
inline constexpr int kNumPaces = 4;
double PaceSeconds(int index);
const char* PaceId(int index);
const char* PaceName(int index);  // "Slow", "Normal", ..., translated
int PaceIndex(double seconds);  // the nearest offered pace
bool ParsePace(const std::string& id, double* seconds);
// The pace after `seconds` in the table's cycle: slow, normal, fast, instant, slow...
double NextPace(double seconds);

struct Settings {
  double pace = 0.45;
  bool undo_allowed = true;
  ThemeKind theme = ThemeKind::kFelt;
  // Sound: muted (by the player or the host page's "mute" command) and the volume, 0..100.
  bool muted = false;
  int volume = 70;
  // Fades in place of cards travelling (the system's reduced-motion preference does the same).
  bool reduce_motion = false;
  // Clubs green and diamonds blue, beside red hearts and black spades: suits told apart at a glance.
  bool four_colour = false;
  // Type and cards at 100, 125 or 150 percent.
  int text_size = 100;
  // The language the player chose in Settings ("en", "fr"); empty: never chosen, so the page's
  // and the browser's languages decide (session/words/language.h ChooseLanguage).
  std::string language;

  bool operator==(const Settings& o) const {
    return pace == o.pace && undo_allowed == o.undo_allowed && theme == o.theme && muted == o.muted &&
           volume == o.volume && reduce_motion == o.reduce_motion && four_colour == o.four_colour &&
           text_size == o.text_size && language == o.language;
  }
  bool operator!=(const Settings& o) const { return !(*this == o); }
};

}  // namespace popejoan::session
