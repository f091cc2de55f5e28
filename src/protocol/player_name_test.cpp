// The names' rule (player_name.h), the one the page and the server both follow: good names of
// several scripts pass as they are, spaces are cleaned, and each class of bad name is refused
// with its reason.
#include "protocol/player_name.h"

#include <gtest/gtest.h>

#include <string>

namespace popejoan::protocol {
namespace {

NameProblem ProblemOf(const std::string& name) { return CheckPlayerName(name).problem; }

TEST(PlayerName, NamesOfEveryScriptPassAsTheyAre) {
  for (const char* name : {
           "Ann", "Zoë", "José", "Jose\u0301",          // an accent precomposed, and combining
           "Nguyễn Thị Minh", "Nguye\u0302\u0303n",     // two accents on one letter
           "Ἀθηνᾶ", "Дмитрий", "Ólafur Þór", "Łukasz", "İsmail", "Straße",
           "李小龙", "さくら", "김민수", "محمد", "שרה", "देवनागरी", "ภาษาไทย",
           "می\u200Cخواهم",                              // Persian: a zero-width non-joiner between letters
           "葛\U000E0100",                                // a CJK variant: a variation selector
           "O'Brien-Smith", "J.R.R.", "Anne-Marie (2)", "Ann & Bo", "Ann+Bo=<3", "50%", "©Ann",
       }) {
    const CheckedName checked = CheckPlayerName(name);
    EXPECT_TRUE(checked.ok()) << name << ": problem " << static_cast<int>(checked.problem);
    EXPECT_EQ(checked.name, name);
  }
}

TEST(PlayerName, SpacesAreTrimmedAndEachRunIsOneSpace) {
  EXPECT_EQ(CheckPlayerName("  Ann   Bo  ").name, "Ann Bo");
  EXPECT_EQ(CheckPlayerName("Ann\u00A0\u00A0Bo").name, "Ann Bo");  // no-break spaces
  EXPECT_EQ(CheckPlayerName("\u3000李\u3000小龙\u2003").name, "李 小龙");  // ideographic, em spaces
  EXPECT_EQ(CheckPlayerName("a" + std::string(60, ' ') + "b").name, "a b");  // counted once cleaned
  for (const char* spaces : {"", " ", "   ", "\u3000", "\u00A0 \u2009"}) {
    const CheckedName checked = CheckPlayerName(spaces);
    EXPECT_EQ(checked.problem, NameProblem::kEmpty) << spaces;
    EXPECT_EQ(checked.name, "");
  }
  // Cleaning what is clean changes nothing.
  const std::string once = CheckPlayerName(" \u00A0Ann\u2003 Bo ").name;
  EXPECT_EQ(CheckPlayerName(once).name, once);
}

TEST(PlayerName, TextThatIsNotUtf8IsRefused) {
  for (const std::string& bad : {std::string("\xFF"), std::string("Ann\xC0\x80"), std::string("\xED\xA0\x80"),
                                std::string("\xF4\x90\x80\x80"), std::string("Ann\xE2\x82"), std::string("\x80"),
                                std::string("\xE0\x80\xAF")}) {
    EXPECT_EQ(ProblemOf(bad), NameProblem::kNotText) << bad;
  }
}

TEST(PlayerName, ControlsAreRefused) {
  for (const std::string& bad : {std::string("Ann\x07"), std::string("A\tB"), std::string("A\nB"), std::string("A\x7F"),
                                std::string("A\u0085B"), std::string("\u009B31m"), std::string("A\u2028B"),
                                std::string("A\0B", 3)}) {
    EXPECT_EQ(ProblemOf(bad), NameProblem::kControl) << bad;
  }
}

TEST(PlayerName, DirectionControlsAreRefused) {
  for (const char* bad : {"\u202AAnn", "\u202BAnn", "\u202CAnn", "\u202DAnn", "Ann\u202Efdp.exe", "\u2066Ann",
                          "\u2067Ann", "\u2068Ann", "Ann\u2069", "Ann\u200E", "Ann\u200F", "محمد\u061C"}) {
    EXPECT_EQ(ProblemOf(bad), NameProblem::kDirection) << bad;
  }
  EXPECT_EQ(CheckPlayerName("Ann\u202E").culprit, U'\u202E');
}

TEST(PlayerName, InvisibleFormatCharactersAreRefused) {
  for (const char* bad : {"\u200B", "A\u200Bnn", "Ann\u2060", "\uFEFFAnn", "An\u00ADn", "Ann\U000E0041", "\u180E"}) {
    EXPECT_EQ(ProblemOf(bad), NameProblem::kInvisible) << bad;
  }
}

TEST(PlayerName, ANameWithNothingVisibleIsRefused) {
  for (const char* bad : {"\u200D", "\u200C \u200D", "\uFE0F", "\u3164", "\u115F\u1160", "\U000E0100", "\uFFA0"}) {
    EXPECT_EQ(ProblemOf(bad), NameProblem::kBlank) << bad;
  }
}

TEST(PlayerName, SymbolsAndEmojiAreRefused) {
  for (const char* bad : {"😀", "Ann 😀", "\U0001F1EB\U0001F1F7", "👍\U0001F3FD", "♥", "Ann♠", "€", "™", "→", "∑",
                          "①", "\u2800", "■", "✓", "\uE000", "\uFFFD", "\U000F0000", "\U00100000", "\uFDD0",
                          "\U0001FFFE", "🂡", "㈱"}) {
    EXPECT_EQ(ProblemOf(bad), NameProblem::kSymbol) << bad;
  }
}

TEST(PlayerName, AccentsSitOnALetterAtMostFourAtATime) {
  EXPECT_TRUE(CheckPlayerName("a\u0301\u0302\u0303\u0304").ok());
  for (const char* bad : {"\u0301", "\u0301Ann", "Ann \u0301", "a\u0301\u0302\u0303\u0304\u0305",
                          "Z\u0336\u0337\u0338\u0334\u0335\u0336", "Ann\u20DD"}) {
    const NameProblem problem = ProblemOf(bad);
    EXPECT_TRUE(problem == NameProblem::kMarks || problem == NameProblem::kSymbol) << bad;
  }
  EXPECT_EQ(ProblemOf("\u0301"), NameProblem::kMarks);
}

TEST(PlayerName, LongNamesAreRefusedInCharactersAndInBytes) {
  EXPECT_TRUE(CheckPlayerName(std::string(kMaxNameChars, 'a')).ok());
  EXPECT_EQ(ProblemOf(std::string(kMaxNameChars + 1, 'a')), NameProblem::kTooLong);
  std::string twenty_one, twenty_two;
  for (int i = 0; i < 21; ++i) twenty_one += "李";  // 63 bytes
  twenty_two = twenty_one + "李";                   // 66 bytes: under 24 characters, over 64 bytes
  EXPECT_TRUE(CheckPlayerName(twenty_one).ok());
  EXPECT_EQ(ProblemOf(twenty_two), NameProblem::kTooLong);
  EXPECT_EQ(ProblemOf(std::string(5000, 'a')), NameProblem::kTooLong);
}

}  // namespace
}  // namespace popejoan::protocol
