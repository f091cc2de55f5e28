#include "ui/paint/theme.h"

#include <algorithm>
#include <array>
#include <cmath>

// Subset TTFs compiled into the binary (see popejoan_embed_font in cmake/ThirdParty.cmake).
extern const unsigned char kFontSans[];
extern const unsigned int kFontSans_size;
extern const unsigned char kFontSansBold[];
extern const unsigned int kFontSansBold_size;
extern const unsigned char kFontSerifBold[];
extern const unsigned int kFontSerifBold_size;

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw
namespace {

struct FontSpec {
  const unsigned char* data;
  const unsigned int* size;
  float points;
  bool card_glyphs_only;
};

const FontSpec& Spec(FontRole role) {
  static const std::array<FontSpec, static_cast<int>(FontRole::kCount)> kSpecs = {{
      {kFontSans, &kFontSans_size, 17.0f, false},           // kBody
      {kFontSansBold, &kFontSansBold_size, 17.0f, false},   // kBold
      {kFontSans, &kFontSans_size, 14.0f, false},           // kSmall
      {kFontSerifBold, &kFontSerifBold_size, 30.0f, false}, // kTitle
      {kFontSansBold, &kFontSansBold_size, 40.0f, true},    // kCardIndex
  }};
  return kSpecs[static_cast<int>(role)];
}

std::array<ImFont*, static_cast<int>(FontRole::kCount)> g_fonts{};

ImVec4 Rgb(int r, int g, int b, float a = 1.0f) {
  return ImVec4(static_cast<float>(r) / 255.0f, static_cast<float>(g) / 255.0f, static_cast<float>(b) / 255.0f, a);
}

const Palette kPalettes[kNumThemes] = {
    // Felt: green baize, brass and ivory.
    {colors::kFeltLight, colors::kFeltDark, IM_COL32(8, 36, 24, 200), IM_COL32(8, 32, 22, 170), IM_COL32(226, 230, 214, 255),
     Rgb(201, 162, 82), ImVec4(0.6f, 0.95f, 0.6f, 1.0f), ImVec4(1.0f, 0.62f, 0.55f, 1.0f),
     ImVec4(1.0f, 0.6f, 0.55f, 1.0f), ImVec4(0.07f, 0.25f, 0.16f, 1.0f)},
    // Dark: a charcoal table for dim rooms.
    {IM_COL32(44, 46, 52, 255), IM_COL32(20, 21, 25, 255), IM_COL32(8, 8, 12, 215), IM_COL32(6, 6, 9, 200),
     IM_COL32(170, 172, 178, 255), Rgb(201, 162, 82), ImVec4(0.6f, 0.92f, 0.6f, 1.0f),
     ImVec4(1.0f, 0.62f, 0.55f, 1.0f), ImVec4(1.0f, 0.6f, 0.55f, 1.0f), ImVec4(0.08f, 0.08f, 0.10f, 1.0f)},
    // Light: a pale sage parlour cloth, light but never the ivory of the cards; dark ink on it,
    // dark wooden plates.
    {IM_COL32(184, 199, 188, 255), IM_COL32(156, 175, 163, 255), IM_COL32(58, 40, 26, 225), IM_COL32(72, 50, 32, 235),
     IM_COL32(44, 52, 46, 255), Rgb(116, 74, 20), Rgb(20, 110, 36),
     ImVec4(0.72f, 0.16f, 0.10f, 1.0f), ImVec4(0.72f, 0.16f, 0.10f, 1.0f), ImVec4(0.64f, 0.71f, 0.66f, 1.0f),
     Rgb(20, 80, 160)},
    // High contrast: a black table, white and yellow type, white cards in strong ink, white
    // edges round every plate and control (theme_test checks 7:1 for the text).
    {IM_COL32(10, 10, 10, 255), IM_COL32(0, 0, 0, 255), IM_COL32(0, 0, 0, 255), IM_COL32(0, 0, 0, 255),
     IM_COL32(240, 240, 240, 255), Rgb(255, 230, 0), Rgb(130, 255, 130), Rgb(255, 170, 170), Rgb(255, 200, 120),
     Rgb(0, 0, 0), Rgb(96, 186, 255), IM_COL32(255, 255, 255, 255), IM_COL32(0, 0, 0, 255), IM_COL32(255, 255, 0, 255),
     IM_COL32(255, 255, 255, 230), IM_COL32(255, 255, 255, 230), IM_COL32(255, 255, 255, 255),
     IM_COL32(24, 24, 24, 255), IM_COL32(0, 0, 0, 255),
     IM_COL32(16, 16, 16, 255), IM_COL32(52, 44, 0, 255), true},
};

// Suit inks, clubs, diamonds, hearts, spades: two-colour and four-colour, ordinary and strong.
// The four-colour deck prints clubs green and diamonds blue, as such packs do.
constexpr ImU32 kTwoColourInk[4] = {colors::kInkBlack, colors::kInkRed, colors::kInkRed, colors::kInkBlack};
constexpr ImU32 kFourColourInk[4] = {IM_COL32(14, 116, 44, 255), IM_COL32(24, 72, 196, 255), colors::kInkRed,
                                     colors::kInkBlack};
constexpr ImU32 kStrongTwoColourInk[4] = {IM_COL32(0, 0, 0, 255), IM_COL32(168, 0, 0, 255), IM_COL32(168, 0, 0, 255),
                                          IM_COL32(0, 0, 0, 255)};
constexpr ImU32 kStrongFourColourInk[4] = {IM_COL32(0, 96, 0, 255), IM_COL32(0, 40, 190, 255), IM_COL32(168, 0, 0, 255),
                                           IM_COL32(0, 0, 0, 255)};
// Behind a court card's letter: a pale shade of the ink.
constexpr ImU32 kTwoColourTint[4] = {IM_COL32(226, 230, 240, 255), IM_COL32(250, 226, 214, 255),
                                     IM_COL32(250, 226, 214, 255), IM_COL32(226, 230, 240, 255)};
constexpr ImU32 kFourColourTint[4] = {IM_COL32(220, 240, 224, 255), IM_COL32(222, 230, 252, 255),
                                      IM_COL32(250, 226, 214, 255), IM_COL32(226, 230, 240, 255)};

bool g_four_colour = false;

ThemeKind g_theme = ThemeKind::kFelt;

// Latin-1, œ, typographic punctuation, arrows, stars, suits, tick and cross.
const ImWchar kTextRanges[] = {0x0020, 0x00FF, 0x0152, 0x0153, 0x2013, 0x2026, 0x2190, 0x2193, 0x2212, 0x2212,
                               0x2605, 0x2606, 0x2660, 0x2667, 0x2713, 0x2715, 0};
// Card indices need only ranks and suits; keeping the big font small keeps the atlas small.
// A J K Q and, for French faces, D R V.
const ImWchar kCardRanges[] = {0x0030, 0x0039, 0x0041, 0x0041, 0x0044, 0x0044, 0x004A, 0x004B, 0x0051, 0x0052,
                               0x0056, 0x0056, 0x2660, 0x2667, 0};

float g_type_scale = 1.0f;
float g_style_scale = 1.0f;  // padding and spacing

// High contrast: white type on black everywhere, white edges on every window and control, a
// blue that keeps white type at 7:1 for what is hovered or chosen, yellow for checks and focus.
void ApplyContrastColours(ImGuiStyle* style) {
  style->FrameBorderSize = 1.5f;
  style->WindowBorderSize = 2.0f;
  style->PopupBorderSize = 2.0f;
  ImVec4* c = style->Colors;
  const ImVec4 white = Rgb(255, 255, 255), black = Rgb(0, 0, 0), yellow = Rgb(255, 255, 0);
  const ImVec4 blue = Rgb(0, 52, 124), blue_bright = Rgb(0, 62, 144), blue_deep = Rgb(0, 38, 96);
  c[ImGuiCol_Text] = white;
  c[ImGuiCol_TextDisabled] = Rgb(225, 225, 225);
  c[ImGuiCol_WindowBg] = black;
  c[ImGuiCol_ChildBg] = Rgb(0, 0, 0, 0.0f);
  c[ImGuiCol_PopupBg] = black;
  c[ImGuiCol_Border] = white;
  c[ImGuiCol_FrameBg] = black;
  c[ImGuiCol_FrameBgHovered] = blue;
  c[ImGuiCol_FrameBgActive] = blue_deep;
  c[ImGuiCol_TitleBg] = black;
  c[ImGuiCol_TitleBgActive] = Rgb(24, 24, 24);
  c[ImGuiCol_Button] = Rgb(20, 20, 20);
  c[ImGuiCol_ButtonHovered] = blue;
  c[ImGuiCol_ButtonActive] = blue_bright;
  c[ImGuiCol_Header] = blue;
  c[ImGuiCol_HeaderHovered] = blue_bright;
  c[ImGuiCol_HeaderActive] = blue_deep;
  c[ImGuiCol_CheckMark] = yellow;
  c[ImGuiCol_SliderGrab] = yellow;
  c[ImGuiCol_SliderGrabActive] = white;
  c[ImGuiCol_Separator] = Rgb(255, 255, 255, 0.8f);
  c[ImGuiCol_ScrollbarBg] = black;
  c[ImGuiCol_ScrollbarGrab] = Rgb(200, 200, 200);
  c[ImGuiCol_ScrollbarGrabHovered] = white;
  c[ImGuiCol_ScrollbarGrabActive] = yellow;
  c[ImGuiCol_Tab] = black;
  c[ImGuiCol_TabHovered] = blue;
  c[ImGuiCol_TabActive] = blue_deep;
  c[ImGuiCol_NavHighlight] = yellow;
  c[ImGuiCol_ModalWindowDimBg] = Rgb(0, 0, 0, 0.8f);
}

}  // namespace

float TypeScaleFor(float width, float height) {
  const float fit = std::min(width / 1280.0f, height / 800.0f);
  return std::clamp(std::floor(fit * 4.0f) / 4.0f, 1.0f, 2.0f);
}

float CurrentTypeScale() { return g_type_scale; }

void BuildFonts(float pixel_ratio, float type_scale, float text_scale) {
  if (pixel_ratio < 1.0f) pixel_ratio = 1.0f;
  type_scale = std::clamp(type_scale, 1.0f, 2.0f);
  text_scale = std::clamp(text_scale, 1.0f, 1.5f);
  g_type_scale = type_scale * text_scale;
  g_style_scale = type_scale * (1.0f + 0.5f * (text_scale - 1.0f));
  const float raster = pixel_ratio * g_type_scale;
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  // Large type on a dense screen: a wider atlas keeps its height within what GPUs take.
  io.Fonts->TexDesiredWidth = raster > 4.0f ? 4096 : 0;
  for (int i = 0; i < static_cast<int>(FontRole::kCount); ++i) {
    const FontSpec& spec = Spec(static_cast<FontRole>(i));
    ImFontConfig config;
    config.FontDataOwnedByAtlas = false;  // static data; the atlas must not free it
    config.OversampleH = 2;
    config.OversampleV = 1;
    config.PixelSnapH = false;
    g_fonts[i] = io.Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(spec.data),
                                                static_cast<int>(*spec.size), spec.points * raster,
                                                &config,
                                                spec.card_glyphs_only ? kCardRanges : kTextRanges);
    if (static_cast<FontRole>(i) == FontRole::kBold) {
      // The bold face carries only French's accents (size); other accented names borrow the
      // regular glyphs (the bold's own win where it has them).
      // MergeMode adds to the font added last, so this follows the bold face at once.
      static const ImWchar kLatin1[] = {0x00A0, 0x00FF, 0x0152, 0x0153, 0};
      ImFontConfig merge = config;
      merge.MergeMode = true;
      io.Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(kFontSans), static_cast<int>(kFontSans_size),
                                     spec.points * raster, &merge, kLatin1);
    }
  }
  io.FontGlobalScale = 1.0f / pixel_ratio;  // windows' type at points x type_scale
  io.FontDefault = g_fonts[static_cast<int>(FontRole::kBody)];
  io.Fonts->Build();
}

ImFont* Font(FontRole role) { return g_fonts[static_cast<int>(role)]; }

float FontSize(FontRole role) { return Spec(role).points * g_type_scale; }

const Palette& CurrentPalette() { return kPalettes[static_cast<int>(g_theme)]; }
ThemeKind CurrentTheme() { return g_theme; }

void SetFourColourDeck(bool on) { g_four_colour = on; }
bool FourColourDeck() { return g_four_colour; }

ImU32 SuitInk(int suit) {
  if (suit < 0 || suit >= 4) return colors::kInkBlack;
  if (CurrentPalette().strong_ink) return (g_four_colour ? kStrongFourColourInk : kStrongTwoColourInk)[suit];
  return (g_four_colour ? kFourColourInk : kTwoColourInk)[suit];
}

ImU32 SuitTint(int suit) {
  if (suit < 0 || suit >= 4 || CurrentPalette().strong_ink) return CurrentPalette().card_face;
  return (g_four_colour ? kFourColourTint : kTwoColourTint)[suit];
}

namespace {

// Rounding, padding and spacing, grown with the type on large screens.
void SetSizes(ImGuiStyle* style) {
  style->WindowRounding = 10.0f;
  style->ChildRounding = 8.0f;
  style->FrameRounding = 7.0f;
  style->PopupRounding = 8.0f;
  style->GrabRounding = 7.0f;
  style->TabRounding = 7.0f;
  style->ScrollbarRounding = 8.0f;
  style->WindowPadding = ImVec2(16, 14);
  style->FramePadding = ImVec2(12, 14.0f);  // 45 points tall at 17-point type: a fingertip, with room
  style->ItemSpacing = ImVec2(10, 9);
  style->ItemInnerSpacing = ImVec2(8, 6);
  style->ScrollbarSize = 16.0f;
  style->GrabMinSize = 14.0f;
  style->WindowBorderSize = 1.0f;
  style->FrameBorderSize = 0.0f;
  style->WindowTitleAlign = ImVec2(0.5f, 0.5f);
  style->ScaleAllSizes(g_style_scale);  // padding and spacing grow with the type on large screens
}

// Felt's colours: ivory type, brass controls on green; the other themes start from them.
void SetFeltColours(ImVec4* c) {
  const ImVec4 ink = ImGui::ColorConvertU32ToFloat4(colors::kText);
  const ImVec4 brass = ImGui::ColorConvertU32ToFloat4(colors::kBrass);
  c[ImGuiCol_Text] = ink;
  c[ImGuiCol_TextDisabled] = Rgb(180, 188, 172);
  c[ImGuiCol_WindowBg] = ImVec4(0.07f, 0.20f, 0.14f, 1.0f);
  c[ImGuiCol_ChildBg] = ImVec4(0.0f, 0.0f, 0.0f, 0.12f);
  c[ImGuiCol_PopupBg] = ImVec4(0.08f, 0.19f, 0.14f, 0.98f);
  c[ImGuiCol_Border] = ImVec4(brass.x, brass.y, brass.z, 0.55f);
  c[ImGuiCol_FrameBg] = ImVec4(0.03f, 0.12f, 0.08f, 0.85f);
  c[ImGuiCol_FrameBgHovered] = ImVec4(0.07f, 0.24f, 0.16f, 1.0f);
  c[ImGuiCol_FrameBgActive] = ImVec4(0.10f, 0.30f, 0.20f, 1.0f);
  c[ImGuiCol_TitleBg] = ImVec4(0.30f, 0.17f, 0.08f, 1.0f);
  c[ImGuiCol_TitleBgActive] = ImVec4(0.36f, 0.20f, 0.09f, 1.0f);
  // Burnished brass: the ivory labels keep 4.5:1 on it at rest and hovered (the bright brass of
  // the rings and edges measured 2.67:1 under them).
  const ImVec4 button = Rgb(120, 86, 30), button_lit = Rgb(142, 98, 32), button_down = Rgb(100, 70, 24);
  c[ImGuiCol_Button] = button;
  c[ImGuiCol_ButtonHovered] = button_lit;
  c[ImGuiCol_ButtonActive] = button_down;
  c[ImGuiCol_Header] = ImVec4(button.x, button.y, button.z, 0.55f);
  c[ImGuiCol_HeaderHovered] = ImVec4(button_lit.x, button_lit.y, button_lit.z, 0.85f);
  c[ImGuiCol_HeaderActive] = ImVec4(button_down.x, button_down.y, button_down.z, 0.9f);
  c[ImGuiCol_CheckMark] = brass;
  c[ImGuiCol_SliderGrab] = brass;
  c[ImGuiCol_SliderGrabActive] = ImVec4(0.90f, 0.75f, 0.40f, 1.0f);
  c[ImGuiCol_Separator] = ImVec4(brass.x, brass.y, brass.z, 0.35f);
  c[ImGuiCol_Tab] = ImVec4(0.30f, 0.17f, 0.08f, 1.0f);
  c[ImGuiCol_TabHovered] = button_lit;
  c[ImGuiCol_TabActive] = button;
  c[ImGuiCol_ModalWindowDimBg] = ImVec4(0.0f, 0.0f, 0.0f, 0.55f);
}

// Dark: charcoal windows and fields for dim rooms.
void SetDarkColours(ImVec4* c) {
  c[ImGuiCol_WindowBg] = Rgb(24, 25, 29);
  c[ImGuiCol_PopupBg] = Rgb(28, 29, 34, 0.98f);
  c[ImGuiCol_FrameBg] = Rgb(12, 12, 15, 0.9f);
  c[ImGuiCol_FrameBgHovered] = Rgb(40, 42, 48);
  c[ImGuiCol_FrameBgActive] = Rgb(52, 54, 60);
  c[ImGuiCol_TitleBg] = Rgb(36, 30, 24);
  c[ImGuiCol_TitleBgActive] = Rgb(48, 38, 28);
}

// Light: dark ink on parchment windows, brass controls.
void SetLightColours(ImVec4* c) {
  c[ImGuiCol_Text] = Rgb(40, 32, 24);
  c[ImGuiCol_TextDisabled] = Rgb(80, 70, 58);
  c[ImGuiCol_WindowBg] = Rgb(248, 243, 230);
  c[ImGuiCol_ChildBg] = Rgb(0, 0, 0, 0.04f);
  c[ImGuiCol_PopupBg] = Rgb(250, 246, 236, 0.99f);
  c[ImGuiCol_Border] = Rgb(150, 112, 50, 0.6f);
  c[ImGuiCol_FrameBg] = Rgb(230, 222, 202);
  c[ImGuiCol_FrameBgHovered] = Rgb(220, 210, 184);
  c[ImGuiCol_FrameBgActive] = Rgb(206, 194, 164);
  c[ImGuiCol_TitleBg] = Rgb(214, 196, 160);
  c[ImGuiCol_TitleBgActive] = Rgb(200, 178, 136);
  c[ImGuiCol_Button] = Rgb(214, 176, 100);
  c[ImGuiCol_ButtonHovered] = Rgb(226, 192, 120);
  c[ImGuiCol_ButtonActive] = Rgb(190, 150, 76);
  c[ImGuiCol_Header] = Rgb(200, 160, 84, 0.45f);
  c[ImGuiCol_HeaderHovered] = Rgb(200, 160, 84, 0.65f);
  c[ImGuiCol_HeaderActive] = Rgb(200, 160, 84, 0.85f);
  c[ImGuiCol_CheckMark] = Rgb(128, 84, 24);
  c[ImGuiCol_Separator] = Rgb(150, 112, 50, 0.4f);
  c[ImGuiCol_Tab] = Rgb(214, 196, 160);
  c[ImGuiCol_TabHovered] = Rgb(226, 192, 120);
  c[ImGuiCol_TabActive] = Rgb(200, 178, 136);
  c[ImGuiCol_ModalWindowDimBg] = Rgb(40, 30, 20, 0.35f);
}

}  // namespace

void ApplyStyle(ThemeKind theme) {
  g_theme = theme;
  ImGuiStyle& style = ImGui::GetStyle();
  style = ImGuiStyle();
  SetSizes(&style);
  SetFeltColours(style.Colors);
  if (theme == ThemeKind::kDark) {
    SetDarkColours(style.Colors);
  } else if (theme == ThemeKind::kLight) {
    SetLightColours(style.Colors);
  } else if (theme == ThemeKind::kContrast) {
    ApplyContrastColours(&style);
  }
  // Menus and lists are opaque in every theme: nothing under them shows through their words.
  style.Colors[ImGuiCol_PopupBg].w = 1.0f;
}

}  // namespace popejoan::ui
