#include "ui/board_painter.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "ui/theme.h"

namespace popejoan::ui {
namespace {

constexpr float kPi = 3.14159265358979f;

ImVec2 Polar(ImVec2 centre, float radius, float angle) {
  return ImVec2(centre.x + std::cos(angle) * radius, centre.y + std::sin(angle) * radius);
}

void CenteredText(ImDrawList* draw, ImFont* font, float size, ImVec2 centre, ImU32 color,
                  const char* text) {
  const ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0.0f, text);
  draw->AddText(font, size, ImVec2(centre.x - extent.x * 0.5f, centre.y - extent.y * 0.5f), color, text);
}

}  // namespace

ImVec2 CompartmentAnchor(ImVec2 centre, float radius, int index, int count) {
  const float step = 2.0f * kPi / static_cast<float>(count);
  const float mid = -kPi / 2.0f - step / 2.0f + step * (static_cast<float>(index) + 0.5f);
  const float well = radius * 0.92f, hub = radius * 0.30f;
  return Polar(centre, (well + hub) * 0.5f - (well - hub) * 0.12f, mid);
}

void DrawCounterStack(ImDrawList* draw, ImVec2 pos, float chip_radius, int count) {
  // Up to a handful of chips are drawn; the number says the rest.
  const int shown = std::min(std::max(count, 0), 6);
  for (int i = 0; i < shown; ++i) {
    const ImVec2 c(pos.x, pos.y - chip_radius - static_cast<float>(i) * chip_radius * 0.32f);
    draw->AddCircleFilled(ImVec2(c.x, c.y + 1.5f), chip_radius, colors::kShadow, 20);
    draw->AddCircleFilled(c, chip_radius, IM_COL32(236, 226, 196, 255), 20);
    draw->AddCircle(c, chip_radius * 0.68f, IM_COL32(168, 40, 44, 255), 20, std::max(1.0f, chip_radius * 0.22f));
    draw->AddCircle(c, chip_radius, IM_COL32(120, 100, 70, 255), 20, 1.0f);
  }
}

void DrawBoard(ImDrawList* draw, ImVec2 centre, float radius,
               const std::vector<CompartmentView>& compartments, const char* hub_label) {
  const int n = static_cast<int>(compartments.size());
  if (n == 0) return;
  // The tray: a wooden rim, a brass edge, and a lighter well for the compartments.
  draw->AddCircleFilled(ImVec2(centre.x + 3, centre.y + 5), radius, colors::kShadow, 96);
  draw->AddCircleFilled(centre, radius, colors::kWood, 96);
  draw->AddCircle(centre, radius - 1.0f, colors::kBrass, 96, 2.0f);
  const float well = radius * 0.92f;
  const float hub = radius * 0.30f;
  draw->AddCircleFilled(centre, well, IM_COL32(118, 70, 36, 255), 96);

  const float step = 2.0f * kPi / static_cast<float>(n);
  const float start = -kPi / 2.0f - step / 2.0f;
  ImFont* bold = Font(FontRole::kBold);
  ImFont* small = Font(FontRole::kSmall);
  const float label_size = std::clamp(radius * 0.085f, 10.0f, 17.0f);
  const float count_size = std::clamp(radius * 0.11f, 12.0f, 22.0f);
  for (int i = 0; i < n; ++i) {
    const CompartmentView& compartment = compartments[static_cast<size_t>(i)];
    const float a0 = start + step * static_cast<float>(i);
    const float a1 = a0 + step;
    const float mid = (a0 + a1) * 0.5f;
    // Each compartment is a wedge of the well, separated by brass spokes.
    draw->PathArcTo(centre, well - 3.0f, a0 + 0.02f, a1 - 0.02f, 24);
    draw->PathArcTo(centre, hub + 3.0f, a1 - 0.06f, a0 + 0.06f, 12);
    draw->PathFillConvex(compartment.flash ? IM_COL32(176, 120, 60, 255) : IM_COL32(142, 88, 46, 255));
    draw->AddLine(Polar(centre, hub, a0), Polar(centre, well, a0), colors::kBrass, 2.0f);

    const ImVec2 label_pos = Polar(centre, (well + hub) * 0.5f + (well - hub) * 0.26f, mid);
    CenteredText(draw, bold, label_size, label_pos, colors::kText, compartment.name.c_str());
    if (!compartment.cards.empty()) {
      CenteredText(draw, small, label_size * 0.85f, ImVec2(label_pos.x, label_pos.y + label_size * 1.05f),
                   colors::kTextDim, compartment.cards.c_str());
    }
    const float chip = std::clamp(radius * 0.045f, 4.0f, 10.0f);
    // Inward of the label; but in a wedge lying near the horizontal the label is as wide as the
    // gap, so there the counters sit above it.
    const ImVec2 chips_pos = std::abs(std::cos(mid)) > 0.9f
                                 ? ImVec2(label_pos.x, label_pos.y - label_size * 1.2f - chip * 1.2f)
                                 : Polar(centre, (well + hub) * 0.5f - (well - hub) * 0.12f, mid);
    DrawCounterStack(draw, ImVec2(chips_pos.x - chip * 1.3f, chips_pos.y + chip), chip, compartment.counters);
    char count[16];
    std::snprintf(count, sizeof count, "%d", compartment.counters);
    CenteredText(draw, bold, count_size, ImVec2(chips_pos.x + chip * 1.4f, chips_pos.y), colors::kHighlight, count);
  }
  draw->AddCircleFilled(centre, hub, colors::kWood, 48);
  draw->AddCircle(centre, hub, colors::kBrass, 48, 2.0f);
  CenteredText(draw, Font(FontRole::kTitle), std::clamp(hub * 0.34f, 11.0f, 24.0f), centre,
               colors::kBrass, hub_label);
}

}  // namespace popejoan::ui
