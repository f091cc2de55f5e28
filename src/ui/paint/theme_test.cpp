// Every theme keeps the cards standing out from the table: the playtest found the light theme's
// cream cards on a cream cloth.
#include "ui/paint/theme.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "engine/json.h"
#include "imgui_internal.h"  // ImTextCharFromUtf8
#include "session/words/builtin_catalogue.h"
#include "session/words/card_label.h"
#include "session/words/language.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw
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

ImU32 U32(const ImVec4& c) { return ImGui::ColorConvertFloat4ToU32(c); }

// WCAG AAA asks 7:1 for body text; the high-contrast theme holds every text to it.
constexpr double kAaa = 7.0;

TEST(Theme, HighContrastTextIsSevenToOneOnEverySurface) {
  ImGui::CreateContext();
  ApplyStyle(ThemeKind::kContrast);
  const ImVec4* c = ImGui::GetStyle().Colors;
  // Window text on every surface it is drawn on: windows, popups, fields, buttons, list rows.
  const ImGuiCol surfaces[] = {ImGuiCol_WindowBg, ImGuiCol_PopupBg, ImGuiCol_FrameBg, ImGuiCol_FrameBgHovered,
                               ImGuiCol_FrameBgActive, ImGuiCol_Button, ImGuiCol_ButtonHovered, ImGuiCol_ButtonActive,
                               ImGuiCol_Header, ImGuiCol_HeaderHovered, ImGuiCol_HeaderActive, ImGuiCol_TitleBg,
                               ImGuiCol_TitleBgActive, ImGuiCol_Tab, ImGuiCol_TabHovered, ImGuiCol_TabActive};
  for (ImGuiCol surface : surfaces) {
    EXPECT_GE(Contrast(U32(c[ImGuiCol_Text]), U32(c[surface])), kAaa) << ImGui::GetStyleColorName(surface);
    EXPECT_GE(Contrast(U32(c[ImGuiCol_TextDisabled]), U32(c[surface])), kAaa) << "dim text on " << ImGui::GetStyleColorName(surface);
  }
  const Palette& p = CurrentPalette();
  for (const ImVec4& words : {p.title, p.gain, p.loss, p.warning, ImGui::ColorConvertU32ToFloat4(colors::kHintRing)}) {
    EXPECT_GE(Contrast(U32(words), U32(c[ImGuiCol_WindowBg])), kAaa);
  }
  // Words drawn straight on the table, its plates, its top bar and the caption's box.
  for (ImU32 ground : {p.felt_top, p.felt_bottom, p.panel, p.bar}) {
    for (ImU32 words : {colors::kText, colors::kTextDim, colors::kHighlight, colors::kBrass, p.on_felt_dim}) {
      EXPECT_GE(Contrast(words, ground), kAaa);
    }
    // Edges and rings are drawn on the same grounds: the playable cards' ring, plates' edges.
    EXPECT_GE(Contrast(p.ring, ground), kAaa);
    EXPECT_GE(Contrast(p.plate_edge | IM_COL32_A_MASK, ground), kAaa);
    EXPECT_GE(Contrast(U32(c[ImGuiCol_NavHighlight]), ground), kAaa);  // the keyboard's focus
    EXPECT_GE(Contrast(U32(c[ImGuiCol_Border]), ground), kAaa);
  }
  // The board's words on its compartments, and its name on the hub.
  for (ImU32 wedge : {p.wedge, p.wedge_flash}) {
    for (ImU32 words : {colors::kText, colors::kTextDim, colors::kHighlight}) EXPECT_GE(Contrast(words, wedge), kAaa);
  }
  EXPECT_GE(Contrast(colors::kBrass, p.board_wood), kAaa);
  // The cards: pure white, and every suit's ink at 7:1 on it, with either deck.
  EXPECT_EQ(p.card_face, IM_COL32(255, 255, 255, 255));
  for (bool four : {false, true}) {
    SetFourColourDeck(four);
    for (int suit = 0; suit < 4; ++suit) {
      EXPECT_GE(Contrast(SuitInk(suit), p.card_face), kAaa) << "suit " << suit << (four ? " (four colours)" : "");
    }
  }
  SetFourColourDeck(false);
  ImGui::DestroyContext();
}

// `over` with `colour` painted on it at the colour's own opacity.
ImU32 Over(const ImVec4& colour, ImU32 under) {
  const ImVec4 u = ImGui::ColorConvertU32ToFloat4(under);
  const float a = colour.w;
  return U32(ImVec4(colour.x * a + u.x * (1.0f - a), colour.y * a + u.y * (1.0f - a), colour.z * a + u.z * (1.0f - a), 1.0f));
}
ImU32 Over(ImU32 colour, ImU32 under) { return Over(ImGui::ColorConvertU32ToFloat4(colour), under); }

// WCAG AA: 4.5:1 for text, 3:1 for type at 24 px and larger.
constexpr double kAa = 4.5, kAaLarge = 3.0;

// The playtest measured the cream labels on the gold buttons at 2.67:1 (2.03:1 hovered), the
// light theme worse. Every text on every ground it is drawn on, every theme, at rest and hovered.
TEST(Theme, EveryTextMeetsWcagAaOnItsGroundInEveryTheme) {
  ImGui::CreateContext();
  for (int t = 0; t < kNumThemes; ++t) {
    ApplyStyle(static_cast<ThemeKind>(t));
    const std::string theme = ThemeName(static_cast<ThemeKind>(t));
    const ImVec4* c = ImGui::GetStyle().Colors;
    const ImU32 window = Over(c[ImGuiCol_WindowBg], CurrentPalette().felt_bottom);
    // Window text on every surface it is drawn on, translucent ones over the window.
    const ImGuiCol surfaces[] = {ImGuiCol_WindowBg, ImGuiCol_ChildBg, ImGuiCol_PopupBg, ImGuiCol_FrameBg,
                                 ImGuiCol_FrameBgHovered, ImGuiCol_FrameBgActive, ImGuiCol_Button, ImGuiCol_ButtonHovered,
                                 ImGuiCol_ButtonActive, ImGuiCol_Header, ImGuiCol_HeaderHovered, ImGuiCol_HeaderActive,
                                 ImGuiCol_TitleBg, ImGuiCol_TitleBgActive, ImGuiCol_Tab, ImGuiCol_TabHovered,
                                 ImGuiCol_TabActive};
    const Palette& p = CurrentPalette();
    for (ImGuiCol surface : surfaces) {
      const ImU32 ground = Over(c[surface], window);
      const char* name = ImGui::GetStyleColorName(surface);
      EXPECT_GE(Contrast(U32(c[ImGuiCol_Text]), ground), kAa) << theme << ": text on " << name;
    }
    // Dim text: plain words in windows, and the placeholder in a field (hovered or typed in too).
    for (ImGuiCol surface : {ImGuiCol_WindowBg, ImGuiCol_ChildBg, ImGuiCol_PopupBg, ImGuiCol_FrameBg,
                             ImGuiCol_FrameBgHovered, ImGuiCol_FrameBgActive}) {
      EXPECT_GE(Contrast(U32(c[ImGuiCol_TextDisabled]), Over(c[surface], window)), kAa)
          << theme << ": dim text on " << ImGui::GetStyleColorName(surface);
    }
    // Coloured words in windows: headings, gains, losses, warnings, the coach's blue.
    for (ImGuiCol surface : {ImGuiCol_WindowBg, ImGuiCol_ChildBg, ImGuiCol_PopupBg}) {
      const ImU32 ground = Over(c[surface], window);
      int i = 0;
      for (const ImVec4& words : {p.title, p.gain, p.loss, p.warning, p.hint_words}) {
        EXPECT_GE(Contrast(U32(words), ground), kAa) << theme << ": coloured words #" << i++ << " on " << ImGui::GetStyleColorName(surface);
      }
    }
    // Words on the table: on the cloth, on the plates and the caption's box, on the top bar.
    for (ImU32 felt : {p.felt_top, p.felt_bottom}) {
      EXPECT_GE(Contrast(p.on_felt_dim, felt), kAa) << theme << ": labels on the cloth";
      for (ImU32 ground : {Over(p.panel, felt), Over(p.bar, felt)}) {
        for (ImU32 words : {colors::kText, colors::kTextDim, colors::kHighlight}) {
          EXPECT_GE(Contrast(words, ground), kAa) << theme << ": words on a plate or the bar";
        }
        EXPECT_GE(Contrast(colors::kBrass, ground), kAaLarge) << theme << ": the title (large) on the bar";
      }
    }
    // The board: names and counts on its compartments (also when one flashes), its name on the hub.
    for (ImU32 wedge : {p.wedge, p.wedge_flash}) {
      for (ImU32 words : {colors::kText, colors::kTextDim, colors::kHighlight}) {
        EXPECT_GE(Contrast(words, wedge), kAa) << theme << ": words on a compartment";
      }
    }
    EXPECT_GE(Contrast(colors::kBrass, p.board_wood), kAaLarge) << theme << ": the board's name on its hub";
    EXPECT_GE(Contrast(colors::kInkBlack, colors::kBrass), kAa) << "the dealer's D on its brass disc";
  }
  ImGui::DestroyContext();
}

TEST(Theme, TheFourColourDeckGivesEachSuitItsOwnReadableInk) {
  ImGui::CreateContext();
  for (int t = 0; t < kNumThemes; ++t) {
    ApplyStyle(static_cast<ThemeKind>(t));
    SetFourColourDeck(false);
    EXPECT_EQ(SuitInk(1), SuitInk(2)) << "two colours: diamonds and hearts share red";
    EXPECT_EQ(SuitInk(0), SuitInk(3)) << "two colours: clubs and spades share black";
    SetFourColourDeck(true);
    std::vector<ImU32> inks;
    for (int suit = 0; suit < 4; ++suit) {
      const ImU32 ink = SuitInk(suit);
      EXPECT_GE(Contrast(ink, CurrentPalette().card_face), 4.5) << ThemeName(static_cast<ThemeKind>(t)) << " suit " << suit;
      EXPECT_EQ(std::count(inks.begin(), inks.end(), ink), 0) << "suit " << suit << " shares an ink";
      inks.push_back(ink);
    }
    // Clubs green (green the strongest channel), diamonds blue, hearts red, spades black.
    const ImVec4 clubs = ImGui::ColorConvertU32ToFloat4(SuitInk(0));
    const ImVec4 diamonds = ImGui::ColorConvertU32ToFloat4(SuitInk(1));
    const ImVec4 hearts = ImGui::ColorConvertU32ToFloat4(SuitInk(2));
    EXPECT_GT(clubs.y, std::max(clubs.x, clubs.z));
    EXPECT_GT(diamonds.z, std::max(diamonds.x, diamonds.y));
    EXPECT_GT(hearts.x, std::max(hearts.y, hearts.z));
    EXPECT_LT(Luminance(SuitInk(3)), 0.02);
  }
  SetFourColourDeck(false);
  ImGui::DestroyContext();
}

TEST(Theme, EveryCardNamesItsSuitByGlyphNotColourAlone) {
  for (engine::Card card = 0; card < engine::kNumCards; ++card) {
    const std::string label = CardLabel(card);
    const std::string glyph = SuitGlyph(engine::SuitOf(card));
    ASSERT_GE(label.size(), glyph.size());
    EXPECT_EQ(label.substr(label.size() - glyph.size()), glyph) << label;
  }
  for (int a = 0; a < 4; ++a) {
    for (int b = a + 1; b < 4; ++b) EXPECT_STRNE(SuitGlyph(a), SuitGlyph(b));
  }
}

// A menu or a list drawn over the table hides what is under it: no table shows through its words.
TEST(Theme, MenusAndListsAreOpaqueInEveryTheme) {
  ImGui::CreateContext();
  for (int t = 0; t < kNumThemes; ++t) {
    ApplyStyle(static_cast<ThemeKind>(t));
    EXPECT_FLOAT_EQ(ImGui::GetStyle().Colors[ImGuiCol_PopupBg].w, 1.0f) << ThemeId(static_cast<ThemeKind>(t));
  }
  ImGui::DestroyContext();
}

TEST(Theme, HighContrastIsOfferedAndParsed) {
  ThemeKind theme = ThemeKind::kFelt;
  ASSERT_TRUE(ParseTheme("contrast", &theme));
  EXPECT_EQ(theme, ThemeKind::kContrast);
  EXPECT_STREQ(ThemeName(ThemeKind::kContrast), "High contrast");
  EXPECT_STREQ(ThemeId(ThemeKind::kContrast), "contrast");
  EXPECT_FALSE(ParseTheme("high-contrast", &theme));
  EXPECT_EQ(std::string(ThemeIdList()).find("contrast") != std::string::npos, true);
}

TEST(Theme, TextSizesAreTheThreeOffered) {
  EXPECT_TRUE(ValidTextSize(100));
  EXPECT_TRUE(ValidTextSize(125));
  EXPECT_TRUE(ValidTextSize(150));
  EXPECT_FALSE(ValidTextSize(0));
  EXPECT_FALSE(ValidTextSize(120));
  EXPECT_FLOAT_EQ(TextScale(150), 1.5f);
  EXPECT_FLOAT_EQ(TextScale(125), 1.25f);
  EXPECT_FLOAT_EQ(TextScale(999), 1.0f);
}

// The fonts carry only the glyphs drawn (the page's size): every French text must still find
// all of its letters, in the body, bold and small faces, the serif titles and the card faces.
std::vector<unsigned> Codepoints(const std::string& text) {
  std::vector<unsigned> out;
  for (const char* p = text.c_str(); *p != '\0';) {
    unsigned c = 0;
    p += ImTextCharFromUtf8(&c, p, nullptr);
    out.push_back(c);
  }
  return out;
}

std::string MissingGlyphs(FontRole role, const std::string& text) {
  std::string missing;
  for (unsigned c : Codepoints(text)) {
    if (c != '\n' && Font(role)->FindGlyphNoFallback(static_cast<ImWchar>(c)) == nullptr) missing += "U+" + std::to_string(c) + " ";
  }
  return missing;
}

TEST(Theme, EveryFrenchTextHasItsGlyphs) {
  ImGui::CreateContext();
  BuildFonts(1.0f, 1.0f, 1.0f);
  const std::string catalogue = BuiltInCatalogueText(Language::kFrench);
  ASSERT_TRUE(LoadCatalogue(Language::kFrench, catalogue).ok());
  const engine::Result<engine::Json> parsed = engine::Json::Parse(catalogue);
  ASSERT_TRUE(parsed.ok());
  for (const engine::Json& part : parsed->items()) {
    for (const engine::Json::Member& m : part.members()) {
      for (FontRole role : {FontRole::kBody, FontRole::kBold, FontRole::kSmall}) {
        EXPECT_EQ(MissingGlyphs(role, m.second.as_string()), "") << "\"" << m.second.as_string() << "\" in font " << static_cast<int>(role);
      }
    }
  }
  for (Language language : {Language::kEnglish, Language::kFrench}) {
    ScopedLanguage in(language);
    for (const char* title : {"Pope Joan", "Statistics", "The match is over", "Pope"}) {
      EXPECT_EQ(MissingGlyphs(FontRole::kTitle, Tr(title)), "") << Tr(title) << " in the title face";
    }
    for (int rank = 1; rank <= 13; ++rank) {
      EXPECT_EQ(MissingGlyphs(FontRole::kCardIndex, RankLabel(rank)), "") << RankLabel(rank) << " on a card face";
    }
  }
  ImGui::DestroyContext();
}

}  // namespace
}  // namespace popejoan::ui
