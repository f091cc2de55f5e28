// Seat plates keep whole names: at every size of the layout matrix and at 150% type, the
// players' names fit their plates (a little smaller type, then the name without its title, before
// any "…"), and they grow with the text size (a playtest at 150% once saw "Lady A…", "The …",
// "Colone…" with room to spare).
#include "ui/layout/plate_name.h"

#include <gtest/gtest.h>

#include <algorithm>

#include <string>
#include <utility>
#include <vector>

namespace popejoan::ui {
namespace {

// Widths at size 1 of DejaVu Sans Bold, roughly: 0.68 of the size a letter (as board_layout_test).
float Width(const std::string& text) { return 0.68f * static_cast<float>(text.size()); }

const std::vector<std::pair<float, float>> kMatrix = {{390, 844}, {844, 390}, {800, 450}, {1280, 800}, {1920, 1080}};
const std::vector<std::string> kNames = {"Lady Agatha", "The Vicar", "Colonel Finch", "You"};

TEST(PlateName, AWholeNameComesBeforeTheLevel) {
  const PlateNameFit both = FitPlateName(Width("The Vicar"), Width("Expert"), 400, 20);
  EXPECT_TRUE(both.show_level);
  EXPECT_FALSE(both.cut);
  const PlateNameFit name_only = FitPlateName(Width("The Vicar"), Width("Expert"), Width("The Vicar") * 20 + 1, 20);
  EXPECT_FALSE(name_only.show_level);
  EXPECT_FALSE(name_only.cut);
  EXPECT_FLOAT_EQ(name_only.size, 20);
}

TEST(PlateName, ANameShrinksALittleBeforeItIsCut) {
  const PlateNameFit smaller = FitPlateName(Width("Colonel Finch"), 0, Width("Colonel Finch") * 16, 20);
  EXPECT_FALSE(smaller.cut);
  EXPECT_FLOAT_EQ(smaller.size, 16);
  const PlateNameFit cut = FitPlateName(Width("Colonel Finch"), 0, Width("Colonel Finch") * 10, 20);
  EXPECT_TRUE(cut.cut);
  EXPECT_FLOAT_EQ(cut.size, 20 * kLeastNameShare);
}

TEST(PlateName, NamesAreWholeAndGrowWithTheTextSizeAtEveryMatrixSize) {
  for (const auto& [w, h] : kMatrix) {
    for (int seats : {4, 5}) {
      TableLayoutInput in;
      in.width = w;
      in.height = h;
      in.seats = seats;
      in.hand_cards = 10;
      const TableLayout normal = LayoutTable(in);
      in.text_scale = 1.5f;
      const TableLayout large = LayoutTable(in);
      if (large.plate_detail == PlateDetail::kLine || normal.plate_detail == PlateDetail::kLine) continue;
      for (int i = 0; i < large.plate_count; ++i) {
        const Box& plate = large.plates[static_cast<size_t>(i)];
        const Box& plate_normal = normal.plates[static_cast<size_t>(i)];
        for (const std::string& name : kNames) {
          const std::string where = std::to_string(static_cast<int>(w)) + "x" + std::to_string(static_cast<int>(h)) + " " +
                                    std::to_string(seats) + " seats, plate " + std::to_string(i) + ", " + name;
          const float size = PlateNameSize(plate, large);
          const PlateNameShown shown = ShowPlateName(name, MeasureText(Width), 0, plate, size, true, 1.5f);
          const PlateNameFit& fit = shown.fit;
          const float size_normal = PlateNameSize(plate_normal, normal);
          const PlateNameFit fit_normal = ShowPlateName(name, MeasureText(Width), 0, plate_normal, size_normal, true).fit;
          // Four players (the playtest's table): every name whole, or without its title, at 150%,
          // with the dealer's mark; never "Colone…".
          if (seats == 4) {
            EXPECT_EQ(shown.text.find("\xE2\x80\xA6"), std::string::npos) << where << ": cut at 150% (" << shown.text << ")";
            EXPECT_LE(PlateNameForms(name).size(), 2u);
            EXPECT_TRUE(shown.text == name || shown.text == PlateNameForms(name).back()) << where << ": " << shown.text;
          }
          // Never smaller than at 100%, and larger wherever a plate leaves the room.
          EXPECT_GE(fit.size, fit_normal.size) << where;
          if (!fit.cut && fit.size >= size - 0.01f) {
            EXPECT_GT(fit.size, fit_normal.size * 1.15f) << where;
          }
        }
      }
    }
  }
}

// Eight players on a phone (issue 35: "with 8 players on a phone names are cut"): every name a
// player can choose, up to 24 characters, is drawn whole, or as a shorter form of itself (without
// its title, or the first name), at 10 points or more, inside its plate; "…" only for a single
// word too long for any plate, cut between letters. Upright and on its side, with and without the
// dealer's mark, at 100% (and 150% upright), in narrow letters and wide ones (there a cut may be
// needed).
const std::vector<std::string> kChosenNames = {
    "Gwendolyn",     "Bartholomew",   "Lady Agatha",  "The Vicar",     "Colonel Finch", "Miss Marchmont",
    "Dr Hargreaves", "Mrs Pettigrew", "Captain Blyth", "You",          "Gwendolyn Featherstone",
    "Maximilian Wolfenstein", "Wolfeschlegelsteinhausen" /* 24 letters, one word */};

bool ValidUtf8(const std::string& s) {
  for (size_t i = 0; i < s.size();) {
    const unsigned char b = static_cast<unsigned char>(s[i]);
    const size_t n = b < 0x80 ? 1 : (b >> 5) == 6 ? 2 : (b >> 4) == 14 ? 3 : (b >> 3) == 30 ? 4 : 0;
    if (n == 0 || i + n > s.size()) return false;
    for (size_t k = 1; k < n; ++k) {
      if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return false;
    }
    i += n;
  }
  return true;
}

// "…" counts as one letter's width.
float Letters(const std::string& text) {
  float n = 0;
  for (unsigned char c : text) n += (c & 0xC0) == 0x80 ? 0.0f : 1.0f;
  return n;
}

float g_letter = 0.68f;  // a letter's width at size 1, as the test sets it

bool IsFormOf(const std::string& shown, const std::string& name) {
  for (const std::string& form : PlateNameForms(name)) {
    if (shown == form) return true;
  }
  return false;
}

TEST(PlateName, EightPlayersOnAPhoneKeepEveryNameReadable) {
  const bool ellipsis_expected[] = {false, false, false, false, false, false, false, false, false, false, false, false, true};
  for (float letter : {0.62f, 0.68f, 0.74f}) {
    g_letter = letter;
    const MeasureText width = [](const std::string& t) { return g_letter * Letters(t); };
    for (const auto& [w, h] : std::vector<std::pair<float, float>>{{390, 844}, {844, 390}}) {
      for (float scale : {1.0f, 1.5f}) {
        // Not yet: 150% on a phone on its side, whose one-line plates leave a name with the
        // dealer's mark two letters.
        if (scale > 1.0f && w > h) continue;
        TableLayoutInput in;
        in.width = w;
        in.height = h;
        in.seats = 8;
        in.hand_cards = 6;
        in.text_scale = scale;
        const TableLayout l = LayoutTable(in);
        for (int i = 0; i < l.plate_count; ++i) {
          const Box& plate = l.plates[static_cast<size_t>(i)];
          for (size_t k = 0; k < kChosenNames.size(); ++k) {
            const std::string& name = kChosenNames[k];
            for (bool dealer : {false, true}) {
              const std::string where = std::to_string(static_cast<int>(w)) + "x" + std::to_string(static_cast<int>(h)) +
                                        " at " + std::to_string(static_cast<int>(scale * 100)) + "%, letters " +
                                        std::to_string(letter) + ", plate " + std::to_string(i) + ", " + name +
                                        (dealer ? ", dealer" : "");
              PlateNameShown shown;
              float room = 0;
              if (l.plate_detail == PlateDetail::kLine) {
                // The one-row plate leaves the name what its purse and count do not take: as seat_plate.cpp.
                const float size = std::min(l.plate_name_size, plate.h * 0.5f);
                const float pad = std::clamp(plate.h * 0.18f, 4.0f, 10.0f);
                room = plate.w - 3.0f * pad - (0.68f * 2 * size + 2.6f * size * 0.3f + pad + 0.62f * 2 * size) -
                       (dealer ? 2.6f * size * 0.45f : 0.0f);
                shown = ShowNameIn(name, width, room, size, scale);
              } else {
                const float size = PlateNameSize(plate, l);
                shown = ShowPlateName(name, width, 0.0f, plate, size, dealer, scale);
                room = PlateNameRoom(plate, size, dealer && !shown.fit.dealer_below);
              }
              EXPECT_GE(shown.fit.size, kLeastNamePoints - 0.01f) << where;
              EXPECT_LE(width(shown.text) * shown.fit.size, room + 0.01f) << where << ": \"" << shown.text << "\" off the plate";
              EXPECT_TRUE(ValidUtf8(shown.text)) << where;
              const bool cut = shown.text.find("\xE2\x80\xA6") != std::string::npos;
              // Whole or shortened, never "…" (but for the one long word), at 100% in letters as
              // wide as DejaVu Sans Bold's. At 150% a phone's plates leave a long name too little
              // room at the least size allowed: cut, but in large type, and never to a stub.
              const bool strict = letter <= 0.68f && scale == 1.0f;
              if (!strict) {
                EXPECT_GE(Letters(shown.text), std::min(4.0f, Letters(name))) << where << ": \"" << shown.text << "\"";
              } else if (!ellipsis_expected[k]) {
                EXPECT_FALSE(cut) << where << ": \"" << shown.text << "\"";
                EXPECT_TRUE(IsFormOf(shown.text, name)) << where << ": \"" << shown.text << "\"";
              } else {
                EXPECT_GE(Letters(shown.text), 6.0f) << where << ": \"" << shown.text << "\"";
              }
            }
          }
        }
      }
    }
  }
}

TEST(PlateName, ShorterFormsAreWholeWordsOfTheName) {
  EXPECT_EQ(PlateNameForms("Dr Hargreaves"), (std::vector<std::string>{"Dr Hargreaves", "Hargreaves"}));
  EXPECT_EQ(PlateNameForms("The Vicar"), (std::vector<std::string>{"The Vicar", "Vicar"}));
  EXPECT_EQ(PlateNameForms("Gwendolyn Featherstone"), (std::vector<std::string>{"Gwendolyn Featherstone", "Gwendolyn"}));
  EXPECT_EQ(PlateNameForms("Mme Anne Dubois"), (std::vector<std::string>{"Mme Anne Dubois", "Anne Dubois", "Anne"}));
  EXPECT_EQ(PlateNameForms("Bartholomew"), (std::vector<std::string>{"Bartholomew"}));
}

TEST(PlateName, ACutNeverSplitsALetter) {
  const MeasureText width = [](const std::string& t) { return Letters(t); };
  EXPECT_EQ(CutName("Bartholomew", width, 1, 5), "Bart\xE2\x80\xA6");
  EXPECT_EQ(CutName("Zo\xC3\xAB", width, 1, 3), "Zo\xC3\xAB");  // fits
  // "Zoe" + combining diaeresis: never the e without its accent.
  EXPECT_EQ(CutName("Zoe\xCC\x88lle", width, 1, 5), "Zoe\xCC\x88\xE2\x80\xA6");
  EXPECT_EQ(CutName("Zoe\xCC\x88lle", width, 1, 4), "Zo\xE2\x80\xA6");
  // Family emoji joined by ZWJ: never a cut after a joiner.
  const std::string family = "Ann\xF0\x9F\x91\xA8\xE2\x80\x8D\xF0\x9F\x91\xA9\xE2\x80\x8D\xF0\x9F\x91\xA7";
  const std::string cut = CutName(family, width, 1, 6);
  EXPECT_TRUE(ValidUtf8(cut));
  EXPECT_NE(cut.substr(cut.size() - 6, 3), "\xE2\x80\x8D") << cut;
  EXPECT_EQ(CutName("Ann Lee", width, 1, 4.5f), "Ann\xE2\x80\xA6");  // no space before the "…"
}

}  // namespace
}  // namespace popejoan::ui
