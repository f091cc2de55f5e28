// Initials under the pile: a name's capitals, never a cut word (a playtest read "Apf" under the
// cards of "AI playing for Felix").
#include "ui/paint/draw_text.h"

#include <gtest/gtest.h>

namespace popejoan::ui {
namespace {

TEST(Initials, TakeEachNamesWordButTheSmallOnes) {
  EXPECT_EQ(Initials("Colonel Finch"), "CF");
  EXPECT_EQ(Initials("Lady Agatha"), "LA");
  EXPECT_EQ(Initials("AI playing for Felix"), "AF");
  EXPECT_EQ(Initials("IA qui joue pour Félix"), "IF");
  EXPECT_EQ(Initials("You"), "You");
  EXPECT_EQ(Initials("amelia"), "a");  // a name written small keeps its first letter
  EXPECT_EQ(Initials("Émile Zola"), "\xC3\x89Z");
}

}  // namespace
}  // namespace popejoan::ui
