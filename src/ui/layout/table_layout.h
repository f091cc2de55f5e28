// Where everything on the card table goes, as a pure function of the box the game is given:
// the top bar, the seat plates, the board, the turn-up, the pile, the caption and your hand, and
// at the end of a deal the settlement. No ImGui here, so tests can check any size without a
// window. Four shapes: portrait (phones upright), landscape (desktops, tablets), wide-and-short
// (16:9 embeds, phones on their side: the plates move beside the board) and large (full HD and
// up: everything scales with the box).
#pragma once

#include <array>

namespace popejoan::ui {

// A rectangle in points (CSS pixels on the page), top-left origin.
struct Box {
  float x = 0, y = 0, w = 0, h = 0;
  float Right() const { return x + w; }
  float Bottom() const { return y + h; }
  float CentreX() const { return x + w * 0.5f; }
  float CentreY() const { return y + h * 0.5f; }
  bool Empty() const { return w <= 0.0f || h <= 0.0f; }
};
// True if the two boxes share any area (touching edges do not count).
bool Overlap(const Box& a, const Box& b);
// True if `inner` lies wholly within `outer`.
bool Inside(const Box& inner, const Box& outer);

enum class TableShape { kPortrait, kLandscape, kWideShort, kLarge };
const char* TableShapeName(TableShape shape);

// What the table is showing: play, or the settlement at the end of a deal (which takes the
// board's, pile's and hand's room and leaves the plates in view).
enum class TableScreen { kPlay, kSettlement };

// How much a seat plate holds, by its size: name above purse and card backs, a smaller version
// of that, or one line (name, purse, cards left).
enum class PlateDetail { kFull, kCompact, kLine };

inline constexpr int kMaxPlates = 8;
inline constexpr float kMinTouchTarget = 44.0f;  // points: the least a finger can hit reliably
inline constexpr float kLayoutCardAspect = 1.4f;  // height / width of a card

struct TableLayoutInput {
  float width = 1280.0f, height = 800.0f;  // the box, in points
  int seats = 4;                           // plates to place (3..8)
  int hand_cards = 10;   // the most cards your hand holds this deal (0: no hand is shown)
  bool own_plate = true;  // a person plays here: the last plate is theirs, placed near the hand
  int spare_cards = 0;    // a spare hand shown face up to you (the dealer who may see it)
  TableScreen screen = TableScreen::kPlay;
  // The player's text and card size (1, 1.25 or 1.5): type, plates, the caption and the cards
  // grow by it; the board takes what room is left, and the hand takes more rows before its
  // cards shrink below the size asked for.
  float text_scale = 1.0f;
  // The top bar's labels as drawn, padding included (points; 0: none measured): Menu's, and the
  // widest of the pace and Undo buttons'. The buttons grow to hold them: the words' length
  // depends on the language.
  float menu_label_w = 0.0f;
  float bar_label_w = 0.0f;
};

// Your hand: rows of overlapping cards, each card's visible strip wide enough to tap.
struct HandGeometry {
  float card_w = 0, card_h = 0;
  int rows = 1;
  int per_row = 1;
  float step = 0;      // from one card's left edge to the next in a row
  float row_step = 0;  // from one row's top to the next
  float lift = 0;      // how far the chosen card rises (room for it is in the hand's box)
};

struct TopBarLayout {
  // The game's name and the deal and trumps: side by side, or (large type on a narrow bar) the
  // name above them; the name is empty only where neither way leaves its room.
  Box title, info;
  Box menu, pace, undo;     // buttons, right to left (pace and undo may be empty: no room)
  float title_size = 26, info_size = 16, button_text_size = 17;
};

struct TableLayout {
  TableShape shape = TableShape::kLandscape;
  float unit = 1.0f;  // scale of type and chrome: 1 at the design size (1280x800, or 390x844)
  float text_scale = 1.0f;  // the player's text size, as given
  Box view;           // the whole box
  Box topbar;
  TopBarLayout bar;
  // Plates in seating order starting at your left; with own_plate, the last is yours.
  int plate_count = 0;
  std::array<Box, kMaxPlates> plates{};
  PlateDetail plate_detail = PlateDetail::kFull;
  Box board;     // square; the round board fills it
  Box turnup;    // the turned-up card and its label under it
  Box pile;      // the run of cards on the table and who played them
  Box spare;     // the spare hand, face up, beside the pile (only when shown)
  Box caption;   // the spoken line; decisions (the wild Pope, a counter to place) open here
  Box hand;      // your cards, with room above for the chosen card to rise
  Box settlement;  // the end-of-deal panel (TableScreen::kSettlement only)
  HandGeometry hand_geometry;
  float caption_size = 20, label_size = 13, plate_name_size = 16, plate_purse_size = 17;
  float pile_card_w = 84;  // the widest a card on the pile is drawn
};

TableLayout LayoutTable(const TableLayoutInput& input);

// Where card `index` (0-based, left to right, top row first) of a hand of `count` cards is
// drawn; `count` may be less than the hand the layout was made for (cards played).
Box HandCardBox(const TableLayout& layout, int index, int count);
// The part of that card a tap or click hits: what the cards after it leave visible.
Box HandCardHitBox(const TableLayout& layout, int index, int count);
// Where a card's stop dot goes ("nobody can follow this card"): in the top corner of the part
// of `card` left `visible` (the hit box: the next card in its row and the row below cover the
// rest), right of the corner index, or under it when the strip is too narrow.
Box StopDotBox(const Box& card, const Box& visible);
// Where card `index` of `count` on the pile is drawn (label room for who played it below).
// A hint's or lesson's bubble is no wider than this (times the type scale): lines stay readable.
inline constexpr float kBubbleMaxWidth = 720.0f;
// Where a bubble `height` tall (a hint, a lesson) goes by the caption: just above it when there
// is room below `top_limit` (the top bar's foot), else just below it. Returns its top.
float BubbleTop(const Box& caption, float top_limit, float height);

Box PileCardBox(const TableLayout& layout, int index, int count);
// Where card `index` of the `count` spare cards is drawn: a tight fan of small cards.
Box SpareCardBox(const TableLayout& layout, int index, int count);

}  // namespace popejoan::ui
