#include "session/settings.h"

#include <cmath>

#include "session/words/language.h"

namespace popejoan::session {
namespace {

struct ThemeInfo {
  const char* id;
  const char* name;
};
constexpr ThemeInfo kThemes[kNumThemes] = {
    {"felt", TrLater("Felt")}, {"dark", TrLater("Dark")}, {"light", TrLater("Light")}, {"contrast", TrLater("High contrast")}};

struct PaceInfo {
  const char* id;
  const char* name;
  double seconds;
};
constexpr PaceInfo kPaces[kNumPaces] = {
    {"slow", TrLater("Slow"), 0.8}, {"normal", TrLater("Normal"), 0.45}, {"fast", TrLater("Fast"), 0.2},
    {"instant", TrLater("Instant"), 0.0}};

int ClampPace(int index) { return index < 0 ? 0 : index >= kNumPaces ? kNumPaces - 1 : index; }

}  // namespace

const char* ThemeId(ThemeKind theme) { return kThemes[static_cast<int>(theme)].id; }
const char* ThemeName(ThemeKind theme) { return Tr(kThemes[static_cast<int>(theme)].name); }

bool ParseTheme(const std::string& id, ThemeKind* out) {
  for (int i = 0; i < kNumThemes; ++i) {
    if (id == kThemes[i].id) {
      *out = static_cast<ThemeKind>(i);
      return true;
    }
  }
  return false;
}

const char* ThemeIdList() { return NotTranslated("felt, dark, light or contrast"); }

bool ValidTextSize(int percent) {
  for (int size : kTextSizes) {
    if (size == percent) return true;
  }
  return false;
}

float TextScale(int percent) { return ValidTextSize(percent) ? static_cast<float>(percent) / 100.0f : 1.0f; }

double PaceSeconds(int index) { return kPaces[ClampPace(index)].seconds; }
const char* PaceId(int index) { return kPaces[ClampPace(index)].id; }
const char* PaceName(int index) { return Tr(kPaces[ClampPace(index)].name); }

double NextPace(double seconds) { return PaceSeconds((PaceIndex(seconds) + 1) % kNumPaces); }

int PaceIndex(double seconds) {
  int best = 0;
  for (int i = 1; i < kNumPaces; ++i) {
    if (std::fabs(kPaces[i].seconds - seconds) < std::fabs(kPaces[best].seconds - seconds)) best = i;
  }
  return best;
}

bool ParsePace(const std::string& id, double* seconds) {
  for (const PaceInfo& p : kPaces) {
    if (id == p.id) {
      *seconds = p.seconds;
      return true;
    }
  }
  return false;
}

}  // namespace popejoan::session
