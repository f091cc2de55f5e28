// Where each compartment of the round board puts its name, the cards that win it and its
// counters: the largest common type size at which every compartment's block fits inside its
// own wedge, clear of the spokes, the rim and the hub, so no label touches another or the
// counters at any board size. Pure geometry (text widths come in measured at size 1).
#pragma once

#include <vector>

#include "ui/layout/table_layout.h"

namespace popejoan::ui {

struct WedgeText {
  float name_w = 0;   // the name's width at a type size of 1
  float cards_w = 0;  // the winning cards' width at size 1 (0: no line for them)
  int count_digits = 1;
};

struct WedgeLayout {
  Box name, cards, chips, count;  // cards is empty when there is no room (or nothing) to say
  float chip_radius = 0;
  // The block is drawn turned by `turn` radians (clockwise on screen) about the pivot: its lines
  // run along the rim, as on the old boards, where a level line has no room at large text.
  float turn = 0;
  float pivot_x = 0, pivot_y = 0;
};

struct BoardLayout {
  float text_size = 0;  // the names' size; the cards are drawn at 0.85 of it, counts at 1.15
  std::vector<WedgeLayout> wedges;
};

// Wedge i spans the angles -pi/2 + i*step .. -pi/2 + (i+1)*step (radians, screen y down, step =
// 2*pi/n): the first compartment just right of the top, so with eight the long names (Matrimony,
// Intrigue) lie in wedges near the horizontal, where a line of text has the most room.
// `text_scale` (the player's text size, 1..1.5): above 1 the words may be that much larger, and
// a compartment whose level block no longer fits turns its block along the rim.
BoardLayout LayoutBoard(float centre_x, float centre_y, float radius, const std::vector<WedgeText>& texts,
                        float text_scale = 1.0f);

// Where the point (x, y) of a block's own layout is drawn, once turned.
void TurnPoint(const WedgeLayout& w, float* x, float* y);

// True if `part` of block `w`, as drawn (turned), lies inside wedge `index` of `count` at least
// `pad` from its spokes, rim and hub.
bool PartInsideWedge(const Box& part, const WedgeLayout& w, float centre_x, float centre_y, float radius, int index,
                     int count, float pad);

// True if every corner and edge midpoint of `box` lies inside wedge `index` of `count`,
// at least `pad` from its spokes, rim (well) and hub.
bool InsideWedge(const Box& box, float centre_x, float centre_y, float radius, int index, int count, float pad);

// The well (where compartments end) and hub radii for a board of `radius`.
inline float BoardWell(float radius) { return radius * 0.95f; }
inline float BoardHub(float radius) { return radius * 0.22f; }

}  // namespace popejoan::ui
