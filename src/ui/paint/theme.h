// The game's look: fonts, colours and ImGui style, replacing ImGui's defaults with a
// Victorian card table (green baize, brass, ivory cards) and readable type.
#pragma once

#include "imgui.h"
#include "session/settings.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

enum class FontRole { kBody, kBold, kSmall, kTitle, kCardIndex, kCount };

// Fonts are rasterized at `pixel_ratio` x `type_scale` times their size and drawn at
// 1/pixel_ratio, so text stays sharp on high-DPI screens and on large ones, where the type grows
// with the box. Call again (and rebuild the GPU texture) when either changes.
// `text_scale`: the player's text size (settings.h's TextScale), which multiplies the type; the
// windows' padding grows by half as much (a finger's target is already large enough).
void BuildFonts(float pixel_ratio, float type_scale = 1.0f, float text_scale = 1.0f);
// How much larger than designed the windows' type is for a box of this size (in points): 1 up
// to about 1280x800, then in quarter steps with the box, at most 2.
float TypeScaleFor(float width, float height);
float CurrentTypeScale();  // the box's type scale times the player's text size
ImFont* Font(FontRole role);
// Size in points (ImGui units) at which a role's font was designed.
float FontSize(FontRole role);

namespace colors {
inline constexpr ImU32 kFeltDark = IM_COL32(17, 64, 42, 255);
inline constexpr ImU32 kFeltLight = IM_COL32(33, 104, 68, 255);
inline constexpr ImU32 kBrass = IM_COL32(201, 162, 82, 255);
inline constexpr ImU32 kBrassDark = IM_COL32(120, 88, 34, 255);
inline constexpr ImU32 kWood = IM_COL32(84, 46, 24, 255);
inline constexpr ImU32 kIvory = IM_COL32(250, 246, 234, 255);
inline constexpr ImU32 kCardEdge = IM_COL32(120, 112, 96, 255);
inline constexpr ImU32 kInkBlack = IM_COL32(28, 28, 32, 255);
inline constexpr ImU32 kInkRed = IM_COL32(196, 32, 38, 255);
inline constexpr ImU32 kCardBack = IM_COL32(122, 26, 40, 255);
inline constexpr ImU32 kCardBackLine = IM_COL32(214, 180, 110, 255);
inline constexpr ImU32 kText = IM_COL32(244, 238, 220, 255);
inline constexpr ImU32 kTextDim = IM_COL32(190, 200, 186, 255);
inline constexpr ImU32 kHighlight = IM_COL32(255, 214, 92, 255);
inline constexpr ImU32 kHintRing = IM_COL32(96, 186, 255, 255);  // the coach's card: blue beside the gold of playable cards
inline constexpr ImU32 kShadow = IM_COL32(0, 0, 0, 90);
}  // namespace colors

// What changes with the theme: the table's surface and what is drawn straight on it, the
// panels over it, and the ImGui windows' colours.
struct Palette {
  ImU32 felt_top, felt_bottom;  // the table, top to bottom
  ImU32 panel;                  // seat plates and the caption's box
  ImU32 bar;                    // the top bar
  ImU32 on_felt_dim;            // labels straight on the table ("turn-up", who played last)
  ImVec4 title;                 // headings in windows
  ImVec4 gain, loss, warning;   // window text: counters won, lost, a problem
  ImVec4 clear;                 // behind everything (the platform clears the screen with it)
  ImVec4 hint_words = ImVec4(96.0f / 255.0f, 186.0f / 255.0f, 1.0f, 1.0f);  // "Hint: 7♠" in the coach's blue, on windows
  // Cards, rings and the board; the felt, dark and light themes share these.
  ImU32 card_face = colors::kIvory;
  ImU32 card_edge = colors::kCardEdge;
  ImU32 ring = colors::kHighlight;  // playable cards, the seat to move
  ImU32 plate_edge = IM_COL32(201, 162, 82, 110);
  ImU32 panel_edge = 0;  // round the caption's box (none: it stands out by its shade)
  ImU32 bar_line = IM_COL32(201, 162, 82, 90);  // under the top bar
  ImU32 board_wood = colors::kWood;  // the board's rim and hub
  ImU32 board_well = IM_COL32(118, 70, 36, 255);
  // Dark enough that the compartments' names, card lists and counts keep 4.5:1 (theme_test); the
  // flash a warmer copper rather than a lighter wood, for the same reason.
  ImU32 wedge = IM_COL32(100, 60, 32, 255);
  ImU32 wedge_flash = IM_COL32(130, 58, 30, 255);  // a compartment just paid into or out of
  bool strong_ink = false;  // card ink at full strength (pure black, deep red): high contrast
};
const Palette& CurrentPalette();

// Sets ImGui's style and the palette for `theme` (felt is the default look).
void ApplyStyle(ThemeKind theme = ThemeKind::kFelt);
ThemeKind CurrentTheme();

// The four-colour deck: clubs green and diamonds blue beside red hearts and black spades. The
// suit's glyph is always drawn too: colour never carries the suit alone.
void SetFourColourDeck(bool on);
bool FourColourDeck();
// The ink a suit is printed in on a card face, for the theme and deck in use.
ImU32 SuitInk(int suit);
// The pale tint behind a court card's letter, a shade of its suit's ink (white at high contrast).
ImU32 SuitTint(int suit);


}  // namespace popejoan::ui
