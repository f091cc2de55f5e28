#include "ui/paint/board_painter.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "ui/paint/draw_text.h"
#include "ui/paint/theme.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw
namespace {

constexpr float kPi = 3.14159265358979f;

ImVec2 Polar(ImVec2 centre, float radius, float angle) {
  return ImVec2(centre.x + std::cos(angle) * radius, centre.y + std::sin(angle) * radius);
}


}  // namespace

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

namespace {

// The label layout of the board last drawn: recomputed only when its size or words change.
struct BoardCache {
  float cx = 0, cy = 0, radius = -1, text_scale = 1;
  std::vector<WedgeText> texts;
  BoardLayout layout;
};

bool SameTexts(const std::vector<WedgeText>& a, const std::vector<WedgeText>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (a[i].name_w != b[i].name_w || a[i].cards_w != b[i].cards_w || a[i].count_digits != b[i].count_digits) return false;
  }
  return true;
}

const BoardLayout& CachedLayout(ImVec2 centre, float radius, const std::vector<CompartmentView>& compartments,
                                float text_scale) {
  static BoardCache cache;
  std::vector<WedgeText> texts;
  for (const CompartmentView& c : compartments) {
    WedgeText t;
    t.name_w = Font(FontRole::kBold)->CalcTextSizeA(1.0f, 1e9f, 0.0f, c.name.c_str()).x;
    t.cards_w = c.cards.empty() ? 0.0f : Font(FontRole::kSmall)->CalcTextSizeA(1.0f, 1e9f, 0.0f, c.cards.c_str()).x;
    t.count_digits = std::max(2, static_cast<int>(std::to_string(std::abs(c.counters)).size()) + (c.counters < 0 ? 1 : 0));
    texts.push_back(t);
  }
  if (cache.radius != radius || cache.cx != centre.x || cache.cy != centre.y || cache.text_scale != text_scale ||
      !SameTexts(cache.texts, texts)) {
    cache.text_scale = text_scale;
    cache.cx = centre.x;
    cache.cy = centre.y;
    cache.radius = radius;
    cache.texts = texts;
    cache.layout = LayoutBoard(centre.x, centre.y, radius, texts, text_scale);
  }
  return cache.layout;
}

ImVec2 Min(const Box& b) { return ImVec2(b.x, b.y); }

// A block laid along the rim: what was drawn since `first` turned about its pivot.
void TurnVertices(ImDrawList* draw, int first, const WedgeLayout& w) {
  if (w.turn == 0.0f) return;
  for (int i = first; i < draw->VtxBuffer.Size; ++i) TurnPoint(w, &draw->VtxBuffer[i].pos.x, &draw->VtxBuffer[i].pos.y);
}

}  // namespace

const BoardLayout& DrawBoard(ImDrawList* draw, ImVec2 centre, float radius,
                             const std::vector<CompartmentView>& compartments, const char* hub_label, float text_scale) {
  const BoardLayout& layout = CachedLayout(centre, radius, compartments, text_scale);
  const int n = static_cast<int>(compartments.size());
  if (n == 0) return layout;
  // The tray: a wooden rim, a brass edge, and a lighter well for the compartments.
  draw->AddCircleFilled(ImVec2(centre.x + 3, centre.y + 5), radius, colors::kShadow, 96);
  const Palette& palette = CurrentPalette();
  draw->AddCircleFilled(centre, radius, palette.board_wood, 96);
  draw->AddCircle(centre, radius - 1.0f, colors::kBrass, 96, 2.0f);
  const float well = BoardWell(radius);
  const float hub = BoardHub(radius);
  draw->AddCircleFilled(centre, well, palette.board_well, 96);

  const float step = 2.0f * kPi / static_cast<float>(n);
  const float start = -kPi / 2.0f;  // as LayoutBoard numbers the wedges
  const float s = layout.text_size;
  for (int i = 0; i < n; ++i) {
    const CompartmentView& compartment = compartments[static_cast<size_t>(i)];
    const WedgeLayout& w = layout.wedges[static_cast<size_t>(i)];
    const float a0 = start + step * static_cast<float>(i);
    const float a1 = a0 + step;
    // Each compartment is a wedge of the well, separated by brass spokes.
    draw->PathArcTo(centre, well - 3.0f, a0 + 0.02f, a1 - 0.02f, 24);
    draw->PathArcTo(centre, hub + 3.0f, a1 - 0.06f, a0 + 0.06f, 12);
    draw->PathFillConvex(compartment.flash ? palette.wedge_flash : palette.wedge);
    draw->AddLine(Polar(centre, hub, a0), Polar(centre, well, a0), colors::kBrass, 2.0f);
    const int first_vertex = draw->VtxBuffer.Size;
    draw->AddText(Font(FontRole::kBold), s, Min(w.name), colors::kText, compartment.name.c_str());
    if (!w.cards.Empty()) {
      draw->AddText(Font(FontRole::kSmall), s * 0.85f, Min(w.cards), colors::kTextDim, compartment.cards.c_str());
    }
    DrawCounterStack(draw, ImVec2(w.chips.CentreX(), w.chips.Bottom()), w.chip_radius, std::min(compartment.counters, 4));
    char count[16];
    std::snprintf(count, sizeof count, "%d", compartment.counters);
    draw->AddText(Font(FontRole::kBold), s * 1.15f, Min(w.count), colors::kHighlight, count);
    TurnVertices(draw, first_vertex, w);
  }
  draw->AddCircleFilled(centre, hub, palette.board_wood, 48);
  draw->AddCircle(centre, hub, colors::kBrass, 48, 2.0f);
  PutCentredText(draw, FontRole::kTitle, std::clamp(hub * 0.34f, 9.0f, 30.0f), centre, colors::kBrass, hub_label);
  return layout;
}

}  // namespace popejoan::ui
