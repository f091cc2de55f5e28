// How a seat plate sets its name line: the name whole wherever it fits, in type a little smaller
// than asked if need be, before anything else on the line; the AI's level beside it only when
// both fit; else a shorter form of the name (without its title, or the first name); cut with "…"
// only when even that cannot be held by the smallest type. Pure arithmetic (widths come in
// measured at a type size of 1), tested without a window.
#pragma once

#include <string>
#include <vector>

#include "ui/layout/table_layout.h"

namespace popejoan::ui {

// A name may shrink to this share of the size asked before it is shortened, and never below
// kLeastNamePoints (smaller is not read on a phone: 8 players' plates once drew 8 px names).
inline constexpr float kLeastNameShare = 0.7f;
inline constexpr float kLeastNamePoints = 10.0f;

struct PlateNameFit {
  float size = 0;           // the name's type size
  bool show_level = false;  // the AI's level fits beside the whole name
  bool cut = false;         // the name is cut to `room` (at `size`)
  bool dealer_below = false;  // the dealer's mark left the name's line for the purse's
};

// `name_w` and `level_w` are widths at size 1 (the level is drawn in proportion to the name, its
// gap included); `room` is the line's width in points; `size` the name's size asked.
// `least`: the smallest the name may take (0: kLeastNameShare of `size`, and kLeastNamePoints).
PlateNameFit FitPlateName(float name_w, float level_w, float room, float size, float least = 0.0f);

// The room a two-row plate's name line has (its padding and the dealer's mark taken off), and
// the name's size asked there: as DrawSeatPlate lays the plate out.
float PlateNameRoom(const Box& plate, float name_size, bool dealer);
float PlateNameSize(const Box& plate, const TableLayout& layout);
// A two-row plate's name line: the dealer's mark stays on it unless the whole name needs its room.
PlateNameFit FitPlateNameLine(float name_w, float level_w, const Box& plate, float size, bool dealer, float least = 0.0f);

// A text's width at type size 1.
using MeasureText = float (*)(const std::string&);

// The forms a name may take on a plate, longest first: the whole name; without a leading title
// or article ("Dr Hargreaves": "Hargreaves", "The Vicar": "Vicar"); then its first word
// ("Gwendolyn Smith": "Gwendolyn"). Whole words only.
std::vector<std::string> PlateNameForms(const std::string& name);

// `text` cut at a character's edge (never inside a letter's bytes, nor before its accents or
// joiners) with "…" so that it is at most `room` wide at `size`.
std::string CutName(const std::string& text, MeasureText width, float size, float room);

struct PlateNameShown {
  std::string text;  // the whole name, a shorter form, or (last resort) a form cut with "…"
  PlateNameFit fit;
};
// A two-row plate's name line (as FitPlateNameLine), shortened as above if the whole name does
// not fit. `level_w` as FitPlateName's (the level shows only beside the whole name). At larger
// text (`text_scale` over 1), before any "…" the forms may shrink as far as at 100%.
PlateNameShown ShowPlateName(const std::string& name, MeasureText width, float level_w, const Box& plate,
                             float size, bool dealer, float text_scale = 1.0f);
// A name in `room` points (a one-row plate), shortened as above.
PlateNameShown ShowNameIn(const std::string& name, MeasureText width, float room, float size,
                          float text_scale = 1.0f);

}  // namespace popejoan::ui
