// Draws playing cards with ImGui's draw lists: vector shapes plus the DejaVu suit glyphs,
// so cards are crisp at any size and pixel ratio.
#pragma once

#include "imgui.h"
#include "session/words/card_label.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

// Cards are 5:7, like a real pack.
inline constexpr float kCardAspect = 1.4f;

struct CardLook {
  bool highlighted = false;  // a card the player may lead now
  bool dimmed = false;       // a card that may not be played now
  bool marked_stop = false;  // a known stop: nobody can follow it
  bool hinted = false;       // the coach's suggestion: a wide blue ring
  float lift = 0.0f;         // raise the card by this many points (hover / selection)
  float visible_w = 0.0f;    // how much of the card's width the next card leaves (0: all)
};

// rank 1 (Ace) .. 13 (King); suit 0..3 = clubs, diamonds, hearts, spades.
void DrawCardFace(ImDrawList* draw, ImVec2 top_left, float width, int rank, int suit,
                  const CardLook& look = {});
void DrawCardBack(ImDrawList* draw, ImVec2 top_left, float width);

// Changes what was drawn since `first_vertex` (the draw list's VtxBuffer.Size before drawing):
// its opacity times `alpha` and its width times `x_scale` about `centre_x`. A card fades in or
// turns over this way, its pips and index with it.
void ReshapeSince(ImDrawList* draw, int first_vertex, float alpha, float centre_x = 0.0f, float x_scale = 1.0f);

}  // namespace popejoan::ui
