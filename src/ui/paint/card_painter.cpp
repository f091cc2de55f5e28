#include "ui/paint/card_painter.h"

#include <algorithm>
#include <cmath>

#include "ui/layout/table_layout.h"
#include "ui/paint/draw_text.h"
#include "ui/paint/theme.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

namespace {

// The card's shadow, face and edge: a ring round a card you may lead, a wide blue one round the
// coach's suggestion.
void DrawFaceFrame(ImDrawList* draw, ImVec2 min, ImVec2 max, float rounding, const CardLook& look) {
  draw->AddRectFilled(ImVec2(min.x + 1.5f, min.y + 2.5f), ImVec2(max.x + 1.5f, max.y + 2.5f),
                      colors::kShadow, rounding);
  const Palette& palette = CurrentPalette();
  draw->AddRectFilled(min, max, palette.card_face, rounding);
  if (look.hinted) {
    draw->AddRect(ImVec2(min.x - 3, min.y - 3), ImVec2(max.x + 3, max.y + 3), colors::kHintRing, rounding + 3, 0, 4.0f);
  } else if (look.highlighted) {
    draw->AddRect(ImVec2(min.x - 2, min.y - 2), ImVec2(max.x + 2, max.y + 2), palette.ring,
                  rounding + 2, 0, palette.strong_ink ? 4.0f : 3.0f);
  } else {
    draw->AddRect(min, max, palette.card_edge, rounding, 0, palette.strong_ink ? 1.5f : 1.0f);
  }
}

// Corner index: rank over suit, top-left (the corner a fanned hand shows).
void DrawCornerIndex(ImDrawList* draw, ImVec2 min, float width, int rank, int suit, ImU32 ink) {
  const float index_size = std::max(11.0f, width * 0.27f);
  const float pad = width * 0.07f;
  const ImVec2 rank_extent = TextSize(FontRole::kCardIndex, index_size, RankLabel(rank));
  const float column = std::max(rank_extent.x, index_size * 0.62f);
  PutCentredText(draw, FontRole::kCardIndex, index_size, ImVec2(min.x + pad + column * 0.5f, min.y + pad + index_size * 0.5f),
                   ink, RankLabel(rank));
  PutCentredText(draw, FontRole::kCardIndex, index_size * 0.85f,
                   ImVec2(min.x + pad + column * 0.5f, min.y + pad + index_size * 1.35f), ink,
                   SuitGlyph(suit));
}

// Centre: a large suit; court cards get a framed letter, as in a plain-faced Victorian pack.
void DrawCentre(ImDrawList* draw, ImVec2 min, ImVec2 max, float width, float height, int rank, int suit, ImU32 ink) {
  if (rank < 11) {
    const ImVec2 centre(min.x + width * 0.58f, min.y + height * 0.58f);
    PutCentredText(draw, FontRole::kCardIndex, width * 0.62f, centre, ink, SuitGlyph(suit));
    return;
  }
  const ImVec2 frame_min(min.x + width * 0.30f, min.y + height * 0.30f);
  const ImVec2 frame_max(max.x - width * 0.12f, max.y - height * 0.12f);
  draw->AddRectFilled(frame_min, frame_max, SuitTint(suit), width * 0.05f);
  draw->AddRect(frame_min, frame_max, ink, width * 0.05f, 0, std::max(1.0f, width * 0.02f));
  PutCentredText(draw, FontRole::kCardIndex, width * 0.42f, ImVec2((frame_min.x + frame_max.x) * 0.5f,
                                                     (frame_min.y + frame_max.y) * 0.5f - width * 0.08f),
                   ink, RankLabel(rank));
  PutCentredText(draw, FontRole::kCardIndex, width * 0.22f, ImVec2((frame_min.x + frame_max.x) * 0.5f,
                                                     (frame_min.y + frame_max.y) * 0.5f + width * 0.2f),
                   ink, SuitGlyph(suit));
}

}  // namespace

void DrawCardFace(ImDrawList* draw, ImVec2 top_left, float width, int rank, int suit,
                  const CardLook& look) {
  const float height = width * kCardAspect;
  const ImVec2 min(top_left.x, top_left.y - look.lift);
  const ImVec2 max(min.x + width, min.y + height);
  const float rounding = width * 0.09f;
  DrawFaceFrame(draw, min, max, rounding, look);
  // The glyph is drawn in every corner and centre: the ink only helps tell the suits apart.
  const ImU32 ink = SuitInk(suit);
  DrawCornerIndex(draw, min, width, rank, suit, ink);
  DrawCentre(draw, min, max, width, height, rank, suit, ink);
  if (look.marked_stop) {
    // A small brass disc in the top corner of what shows of the card: "nobody can follow this
    // card" (the cards over it in a fanned hand leave it in view).
    const Box card{min.x, min.y, width, height};
    const Box visible{min.x, min.y, look.visible_w > 0.0f ? look.visible_w : width, height};
    const Box dot = StopDotBox(card, visible);
    const ImVec2 c(dot.CentreX(), dot.CentreY());
    draw->AddCircleFilled(c, dot.w * 0.5f, colors::kBrass);
    draw->AddCircle(c, dot.w * 0.5f, colors::kBrassDark, 0, 1.5f);
  }
  if (look.dimmed) draw->AddRectFilled(min, max, IM_COL32(20, 30, 25, 110), rounding);
}

void DrawCardBack(ImDrawList* draw, ImVec2 top_left, float width) {
  const float height = width * kCardAspect;
  const ImVec2 min = top_left;
  const ImVec2 max(min.x + width, min.y + height);
  const float rounding = width * 0.09f;
  draw->AddRectFilled(ImVec2(min.x + 1.5f, min.y + 2.5f), ImVec2(max.x + 1.5f, max.y + 2.5f),
                      colors::kShadow, rounding);
  draw->AddRectFilled(min, max, CurrentPalette().card_face, rounding);
  const float inset = width * 0.07f;
  const ImVec2 in_min(min.x + inset, min.y + inset);
  const ImVec2 in_max(max.x - inset, max.y - inset);
  draw->AddRectFilled(in_min, in_max, colors::kCardBack, rounding * 0.6f);
  // A lattice, clipped to the inner panel.
  draw->PushClipRect(in_min, in_max, true);
  const float step = std::max(4.0f, width * 0.14f);
  for (float d = -height; d < width + height; d += step) {
    draw->AddLine(ImVec2(in_min.x + d, in_min.y), ImVec2(in_min.x + d + height, in_min.y + height),
                  colors::kCardBackLine & 0x80FFFFFF, 1.0f);
    draw->AddLine(ImVec2(in_min.x + d, in_min.y), ImVec2(in_min.x + d - height, in_min.y + height),
                  colors::kCardBackLine & 0x80FFFFFF, 1.0f);
  }
  draw->PopClipRect();
  draw->AddRect(in_min, in_max, colors::kCardBackLine, rounding * 0.6f, 0, 1.5f);
  draw->AddRect(min, max, CurrentPalette().card_edge, rounding, 0, 1.0f);
}

void ReshapeSince(ImDrawList* draw, int first_vertex, float alpha, float centre_x, float x_scale) {
  for (int i = first_vertex; i < draw->VtxBuffer.Size; ++i) {
    ImDrawVert& v = draw->VtxBuffer[i];
    v.pos.x = centre_x + (v.pos.x - centre_x) * x_scale;
    const ImU32 a = static_cast<ImU32>(static_cast<float>((v.col >> IM_COL32_A_SHIFT) & 0xFF) * alpha);
    v.col = (v.col & ~IM_COL32_A_MASK) | (a << IM_COL32_A_SHIFT);
  }
}

}  // namespace popejoan::ui
