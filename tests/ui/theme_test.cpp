// Every theme keeps the cards standing out from the table: the playtest found the light theme's
// cream cards on a cream cloth.
#include "ui/theme.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace popejoan::ui {
namespace {

// WCAG relative luminance of an sRGB colour.
double Luminance(ImU32 colour) {
  const ImVec4 c = ImGui::ColorConvertU32ToFloat4(colour);
  auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
  return 0.2126 * channel(c.x) + 0.7152 * channel(c.y) + 0.0722 * channel(c.z);
}

double Contrast(ImU32 a, ImU32 b) {
  const double la = Luminance(a), lb = Luminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

TEST(Theme, CardsStandOutFromTheTableInEveryTheme) {
  ImGui::CreateContext();
  for (int t = 0; t < kNumThemes; ++t) {
    ApplyStyle(static_cast<ThemeKind>(t));
    const Palette& p = CurrentPalette();
    for (ImU32 felt : {p.felt_top, p.felt_bottom}) {
      // A card's face against the cloth at either end of the table's gradient.
      EXPECT_GE(Contrast(colors::kIvory, felt), 1.5) << ThemeName(static_cast<ThemeKind>(t));
    }
    // Labels drawn on the cloth (the turn-up, who played) are readable on it.
    EXPECT_GE(Contrast(p.on_felt_dim, p.felt_top), 3.0) << ThemeName(static_cast<ThemeKind>(t));
  }
  ImGui::DestroyContext();
}

}  // namespace
}  // namespace popejoan::ui
