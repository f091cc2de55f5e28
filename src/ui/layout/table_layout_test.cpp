// The table's layout at every size a host or a phone gives it: nothing overlaps, everything is
// inside the box, targets are big enough for a finger, the board and cards scale with the box.
#include "ui/layout/table_layout.h"

#include "engine/rules.h"
#include "ui/layout/board_layout.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace popejoan::ui {
namespace {

struct Named {
  std::string name;
  Box box;
};

std::string Describe(const Box& b) {
  std::ostringstream s;
  s << "[" << b.x << "," << b.y << " " << b.w << "x" << b.h << "]";
  return s.str();
}

std::vector<Named> Regions(const TableLayout& l) {
  std::vector<Named> r = {{"topbar", l.topbar}, {"board", l.board},     {"turnup", l.turnup},
                          {"pile", l.pile},     {"caption", l.caption}, {"hand", l.hand},
                          {"settlement", l.settlement}, {"spare", l.spare}};
  for (int i = 0; i < l.plate_count; ++i) r.push_back({"plate" + std::to_string(i), l.plates[static_cast<size_t>(i)]});
  r.erase(std::remove_if(r.begin(), r.end(), [](const Named& n) { return n.box.Empty(); }), r.end());
  return r;
}

// The longest hand any rules deal to one of `seats` players: the whole pack shared out, no spare
// hand and no turn-up (Foster's board with the remainder spare), 17 cards at three seats.
int MostCardsDealt(int seats) {
  engine::Rules rules;
  rules.layout = engine::Layout::kFoster;
  rules.spare = engine::SpareMode::kRemainder;
  rules.pack = 52;
  return engine::ShapeFor(rules, seats).per_player;
}

// Every problem with one layout, as sentences (empty: none). The sizes the rules ask for (the
// board's least size, cards on the pile big enough to read) are checked for the hands the rules
// can deal; every hand of up to 17 cards must still fit without overlapping.
std::vector<std::string> Problems(const TableLayoutInput& in, const TableLayout& l) {
  std::vector<std::string> p;
  const std::vector<Named> regions = Regions(l);
  for (size_t i = 0; i < regions.size(); ++i) {
    if (!Inside(regions[i].box, l.view)) p.push_back(regions[i].name + " outside the box " + Describe(regions[i].box));
    for (size_t j = i + 1; j < regions.size(); ++j) {
      if (Overlap(regions[i].box, regions[j].box)) {
        p.push_back(regions[i].name + " " + Describe(regions[i].box) + " overlaps " + regions[j].name + " " +
                    Describe(regions[j].box));
      }
    }
  }
  if (l.plate_count != in.seats) p.push_back("plates: " + std::to_string(l.plate_count));
  // Top bar buttons: inside the bar, apart, big enough to tap, clear of the title.
  const std::vector<Named> buttons = {{"menu", l.bar.menu}, {"pace", l.bar.pace}, {"undo", l.bar.undo}};
  for (size_t i = 0; i < buttons.size(); ++i) {
    const Box& b = buttons[i].box;
    if (b.Empty()) continue;
    if (!Inside(b, l.topbar)) p.push_back(buttons[i].name + " button outside the top bar");
    if (b.w < kMinTouchTarget || b.h < kMinTouchTarget) p.push_back(buttons[i].name + " button too small " + Describe(b));
    if (Overlap(b, l.bar.title) || Overlap(b, l.bar.info)) p.push_back(buttons[i].name + " button over the title or info");
    for (size_t j = i + 1; j < buttons.size(); ++j) {
      if (Overlap(b, buttons[j].box)) p.push_back(buttons[i].name + " and " + buttons[j].name + " buttons overlap");
    }
  }
  if (l.bar.menu.Empty()) p.push_back("no menu button");
  if (in.screen == TableScreen::kSettlement) {
    if (l.settlement.h < 160.0f) p.push_back("settlement too short " + Describe(l.settlement));
    return p;
  }
  // The board: at least 45% of the shorter side across, never under 180 points.
  const bool dealt = in.hand_cards <= MostCardsDealt(in.seats);
  const float target = std::max(180.0f, 0.45f * std::min(in.width, in.height));
  if (dealt && l.board.w + 0.5f < target) p.push_back("board " + std::to_string(l.board.w) + " < " + std::to_string(target));
  if (l.caption.h < l.caption_size + 8.0f) p.push_back("caption shorter than its type");
  // Each card of every hand size up to the dealt one: inside the hand, tappable, not overlapping.
  for (int count = 1; count <= in.hand_cards; ++count) {
    std::vector<Box> hits;
    for (int i = 0; i < count; ++i) {
      const Box card = HandCardBox(l, i, count);
      const Box hit = HandCardHitBox(l, i, count);
      if (!Inside(card, l.hand)) p.push_back("card " + std::to_string(i) + "/" + std::to_string(count) + " outside the hand");
      if (hit.w + 0.01f < kMinTouchTarget || hit.h + 0.01f < kMinTouchTarget) {
        p.push_back("card " + std::to_string(i) + "/" + std::to_string(count) + " target " + Describe(hit));
      }
      for (const Box& other : hits) {
        if (Overlap(hit, other)) p.push_back("card targets overlap in a hand of " + std::to_string(count));
      }
      hits.push_back(hit);
    }
  }
  for (int count = 1; count <= 13; ++count) {
    for (int i = 0; i < count; ++i) {
      if (!Inside(PileCardBox(l, i, count), l.pile)) p.push_back("pile card outside the pile");
    }
  }
  if (dealt && l.pile_card_w * kLayoutCardAspect < 40.0f) p.push_back("pile cards too small");
  if (in.spare_cards > 0) {
    if (l.spare.Empty()) p.push_back("no room for the spare hand");
    for (int i = 0; i < in.spare_cards; ++i) {
      if (!Inside(SpareCardBox(l, i, in.spare_cards), l.spare)) p.push_back("spare card outside its box");
    }
  }
  return p;
}

std::string Name(const TableLayoutInput& in) {
  std::ostringstream s;
  s << in.width << "x" << in.height << " seats " << in.seats << " hand " << in.hand_cards
    << (in.own_plate ? "" : " (no person)") << (in.screen == TableScreen::kSettlement ? " settlement" : "");
  return s.str();
}

// Widths and heights of phones (both ways), embeds, laptops and large screens.
const float kSides[] = {360, 390, 412, 450, 540, 600, 640, 720, 768, 800, 844, 900, 960, 1024, 1080, 1280, 1366, 1440, 1920, 2560};

TEST(TableLayout, BubblesSitAboveTheCaptionOrBelowWhenTheBarLeavesNoRoom) {
  const Box caption = {100, 500, 400, 44};
  EXPECT_FLOAT_EQ(BubbleTop(caption, 56, 100), 394);   // room above: its foot 6 above the caption
  EXPECT_FLOAT_EQ(BubbleTop(caption, 56, 480), 550);   // too tall for the room: below it
  EXPECT_FLOAT_EQ(BubbleTop({100, 110, 400, 44}, 45, 100), 160);  // a wide-and-short table
}

TEST(TableLayout, MostCardsDealtFollowsTheRules) {
  EXPECT_EQ(MostCardsDealt(3), 17);
  EXPECT_EQ(MostCardsDealt(4), 13);
  EXPECT_EQ(MostCardsDealt(8), 6);
}

TEST(TableLayout, NothingOverlapsAtAnySizeSeatsAndHand) {
  int checked = 0, failed = 0;
  std::map<std::string, int> kinds;
  for (float w : kSides) {
    for (float h : kSides) {
      // Phones either way up to large screens: the short side at least 360, the long at least 640.
      if (h > 1440.0f || std::min(w, h) < 360.0f || std::max(w, h) < 640.0f) continue;
      for (int seats = 3; seats <= 8; ++seats) {
        for (int hand : {5, 6, 7, 8, 10, 12, 13, 15, 17}) {
          for (bool own : {true, false}) {
            for (TableScreen screen : {TableScreen::kPlay, TableScreen::kSettlement}) {
              TableLayoutInput in;
              in.spare_cards = own && hand == 10 ? 11 : 0;  // a dealer who sees the spare hand
              in.width = w;
              in.height = h;
              in.seats = seats;
              in.hand_cards = own ? hand : 0;
              in.own_plate = own;
              in.screen = screen;
              const std::vector<std::string> problems = Problems(in, LayoutTable(in));
              ++checked;
              if (!problems.empty()) {
                ++kinds[problems.front().substr(0, problems.front().find_first_of("0123456789[")) + Name(in).substr(0, Name(in).find(' '))];
                if (failed < 12) ADD_FAILURE() << Name(in) << ": " << problems.front() << " (+" << problems.size() - 1 << ")";
                ++failed;
              }
            }
          }
        }
      }
    }
  }
  std::string summary;
  for (const auto& k : kinds) summary += "\n  " + std::to_string(k.second) + "x " + k.first;
  EXPECT_EQ(failed, 0) << "of " << checked << " layouts:" << summary;
}

TableLayout At(float w, float h, int seats = 4, int hand = 10) {
  TableLayoutInput in;
  in.width = w;
  in.height = h;
  in.seats = seats;
  in.hand_cards = hand;
  return LayoutTable(in);
}

TEST(TableLayout, ShapesFollowTheBox) {
  EXPECT_EQ(At(390, 844).shape, TableShape::kPortrait);
  EXPECT_EQ(At(360, 640).shape, TableShape::kPortrait);
  EXPECT_EQ(At(1280, 800).shape, TableShape::kLandscape);
  EXPECT_EQ(At(1366, 768).shape, TableShape::kLandscape);
  EXPECT_EQ(At(844, 390).shape, TableShape::kWideShort);
  EXPECT_EQ(At(1920, 1080).shape, TableShape::kLarge);
  EXPECT_EQ(At(2560, 1440).shape, TableShape::kLarge);
}

TEST(TableLayout, LargeScreensScaleUp) {
  for (int seats = 3; seats <= 8; ++seats) {
    for (int hand : {5, 10, 13, 15}) {
      const TableLayout l = At(1920, 1080, seats, hand);
      EXPECT_GE(l.hand_geometry.card_h, 160.0f) << seats << " seats, " << hand << " cards";
      EXPECT_GE(l.board.w, 0.45f * 1080.0f);
    }
  }
  EXPECT_GT(At(1920, 1080).caption_size, At(1280, 800).caption_size);
  EXPECT_GT(At(2560, 1440).hand_geometry.card_h, At(1920, 1080).hand_geometry.card_h);
}

TEST(TableLayout, EmbedsAndPhonesOnTheirSideKeepABoardWorthTheName) {
  // The playtest: at 800x450 and 844x390 the board shrank to 75-130 points across.
  EXPECT_GE(At(800, 450, 8, 13).board.w, 202.0f);
  EXPECT_GE(At(844, 390, 8, 13).board.w, 180.0f);
  EXPECT_GE(At(640, 360, 3, 15).board.w, 180.0f);
  EXPECT_GE(At(640, 360, 8, 6).board.w, 180.0f);
}

TEST(TableLayout, AHandShrinksInPlaceAsCardsArePlayed) {
  const TableLayout l = At(390, 844, 4, 13);
  ASSERT_EQ(l.hand_geometry.rows, 2);
  // The last card of a full hand and of a short one both sit on the hand's bottom edge.
  EXPECT_FLOAT_EQ(HandCardBox(l, 12, 13).Bottom(), l.hand.Bottom());
  EXPECT_FLOAT_EQ(HandCardBox(l, 2, 3).Bottom(), l.hand.Bottom());
  // Seven cards fit one row of the two: no second row is left floating above.
  EXPECT_FLOAT_EQ(HandCardBox(l, 0, 7).y, HandCardBox(l, 6, 7).y);
}

TEST(TableLayout, TheSettlementLeavesThePlatesInView) {
  for (const auto& size : std::vector<std::pair<float, float>>{{390, 844}, {844, 390}, {800, 450}, {1280, 800}, {1920, 1080}}) {
    TableLayoutInput in;
    in.width = size.first;
    in.height = size.second;
    in.seats = 8;
    in.screen = TableScreen::kSettlement;
    const TableLayout l = LayoutTable(in);
    for (int i = 0; i < l.plate_count; ++i) EXPECT_FALSE(Overlap(l.plates[static_cast<size_t>(i)], l.settlement));
    EXPECT_TRUE(l.hand.Empty());
    EXPECT_GE(l.settlement.h, 160.0f) << size.first << "x" << size.second;
  }
}

// The player's text and card size: the sizes players use most, phones both ways, an embed,
// a laptop and full HD.
const std::vector<std::pair<float, float>> kLookSizes = {{390, 844}, {844, 390}, {800, 450}, {1280, 800}, {1920, 1080}};

TEST(TableLayout, LargerTextKeepsEverythingOnScreenAndApart) {
  int checked = 0, failed = 0;
  for (float scale : {1.25f, 1.5f}) {
    for (const auto& size : kLookSizes) {
      for (int seats = 3; seats <= 8; ++seats) {
        for (int hand : {5, 6, 8, 10, 13, 15, 17}) {
          for (bool own : {true, false}) {
            for (TableScreen screen : {TableScreen::kPlay, TableScreen::kSettlement}) {
              TableLayoutInput in;
              in.width = size.first;
              in.height = size.second;
              in.seats = seats;
              in.hand_cards = own ? hand : 0;
              in.own_plate = own;
              in.spare_cards = own && hand == 10 ? 11 : 0;
              in.screen = screen;
              in.text_scale = scale;
              const std::vector<std::string> problems = Problems(in, LayoutTable(in));
              ++checked;
              if (!problems.empty()) {
                if (failed < 12) ADD_FAILURE() << Name(in) << " at " << scale * 100 << "%: " << problems.front() << " (+" << problems.size() - 1 << ")";
                ++failed;
              }
            }
          }
        }
      }
    }
  }
  EXPECT_EQ(failed, 0) << "of " << checked << " layouts";
}

TEST(TableLayout, LargerTextMakesLargerCardsAndType) {
  for (const auto& size : kLookSizes) {
    for (int seats = 3; seats <= 8; ++seats) {
      TableLayoutInput in;
      in.width = size.first;
      in.height = size.second;
      in.seats = seats;
      in.hand_cards = MostCardsDealt(seats);
      const TableLayout normal = LayoutTable(in);
      in.text_scale = 1.5f;
      const TableLayout large = LayoutTable(in);
      const std::string where = std::to_string(static_cast<int>(size.first)) + "x" +
                                std::to_string(static_cast<int>(size.second)) + ", " + std::to_string(seats) + " seats";
      // Cards grow where the box has room once the board keeps (nearly) its designed size for
      // its words: 1280x800 and up. The short boxes have room for a little growth only (a phone
      // on its side with five or more players, none), and an upright phone none at all: its
      // larger plates and caption already take what the board gives up. Neither the hand's nor
      // the pile's cards are ever smaller than at 100%.
      if (seats <= 4 && size.second >= 800.0f && size.first > size.second) {
        EXPECT_GT(large.hand_geometry.card_h, normal.hand_geometry.card_h * 1.2f) << where;
      } else if (seats <= 4 && size.first > size.second) {
        EXPECT_GT(large.hand_geometry.card_h, normal.hand_geometry.card_h * 1.1f) << where;
      }
      EXPECT_GE(large.hand_geometry.card_h, normal.hand_geometry.card_h) << where;
      EXPECT_GE(large.pile_card_w + 0.5f, normal.pile_card_w) << where;
      EXPECT_FLOAT_EQ(large.caption_size, normal.caption_size * 1.5f) << where;
      EXPECT_FLOAT_EQ(large.label_size, normal.label_size * 1.5f) << where;
      EXPECT_GT(large.plate_name_size, normal.plate_name_size) << where;
      EXPECT_FLOAT_EQ(large.text_scale, 1.5f);
    }
  }
}

// The board's type size is found to within a quarter point.
constexpr float kBoardSizeStep = 0.25f;

// Widths at size 1 of DejaVu Sans Bold, roughly: 0.68 of the size a letter (as board_layout_test).
WedgeText Words(const std::string& name, const std::string& cards, int digits = 2) {
  WedgeText t;
  t.name_w = 0.68f * static_cast<float>(name.size());
  t.cards_w = 0.62f * static_cast<float>(cards.size());
  t.count_digits = digits;
  return t;
}

// A board with every wedge's words, a counter in one.
std::vector<WedgeText> FullBoardWords() {
  return {Words("Pope", "9*"), Words("Matrimony", "Q*+K*"), Words("Intrigue", "J*+Q*"), Words("Ace", "A*"),
          Words("King", "K*", 3), Words("Queen", "Q*"), Words("Knave", "J*"), Words("Game", "")};
}

// The table at `width` x `height` with `seats` seats and `hand` cards in the hand, 100% text.
TableLayoutInput TableAt(float width, float height, int seats, int hand) {
  TableLayoutInput in;
  in.width = width;
  in.height = height;
  in.seats = seats;
  in.hand_cards = hand;
  return in;
}

// The board's words at 150% text: about 1.2 times their 100% size (turned along the rim where a
// level line has no room, on a board that keeps nearly its designed size), at every size of the
// look matrix but the upright phone, and there never as small as before (they shrank to 0.6).
TEST(TableLayout, TheBoardsWordsGrowWithLargerText) {
  const std::vector<WedgeText> board = FullBoardWords();
  for (const auto& size : kLookSizes) {
    for (int seats = 3; seats <= 8; ++seats) {
      TableLayoutInput in;
      in.width = size.first;
      in.height = size.second;
      in.seats = seats;
      in.hand_cards = MostCardsDealt(seats);
      const TableLayout normal = LayoutTable(in);
      in.text_scale = 1.5f;
      const TableLayout large = LayoutTable(in);
      const float at_100 = LayoutBoard(0, 0, normal.board.w * 0.5f, board, 1.0f).text_size;
      const float at_150 = LayoutBoard(0, 0, large.board.w * 0.5f, board, 1.5f).text_size;
      const std::string where = std::to_string(static_cast<int>(size.first)) + "x" +
                                std::to_string(static_cast<int>(size.second)) + ", " + std::to_string(seats) + " seats";
      // An upright phone has no room for a board as large as at 100% beside larger plates and
      // caption: the board keeps what its words, turned along the rim, need to be as large as at
      // 100% (they once shrank to four fifths: "about 8 px" at 390x844).
      const bool upright_phone = size.first < size.second;
      EXPECT_GE(at_150, at_100 * (upright_phone ? 1.0f : 1.18f) - kBoardSizeStep) << where << ": " << at_100 << " -> " << at_150;
    }
  }
}

// Larger text never makes the board's words smaller: at 125% and 150%, on every size of the
// look matrix and more phones both ways, every number of seats and length of hand (a playtest at
// 150% on a 390x844 phone read them at about 8 px, smaller than at 100%).
TEST(TableLayout, LargerTextNeverShrinksTheBoardsWords) {
  const std::vector<WedgeText> board = FullBoardWords();
  std::vector<std::pair<float, float>> sizes = kLookSizes;
  for (const auto& more : std::vector<std::pair<float, float>>{{360, 640}, {412, 915}, {375, 667}, {430, 932}, {667, 375}, {915, 412}}) {
    sizes.push_back(more);
  }
  for (const auto& size : sizes) {
    for (int seats = 3; seats <= 8; ++seats) {
      for (int hand : {6, 10, MostCardsDealt(seats)}) {
        TableLayoutInput in = TableAt(size.first, size.second, seats, hand);
        const float at_100 = LayoutBoard(0, 0, LayoutTable(in).board.w * 0.5f, board, 1.0f).text_size;
        for (float scale : {1.25f, 1.5f}) {
          in.text_scale = scale;
          const float larger = LayoutBoard(0, 0, LayoutTable(in).board.w * 0.5f, board, scale).text_size;
          EXPECT_GE(larger, at_100 - kBoardSizeStep) << size.first << "x" << size.second << ", " << seats << " seats, "
                                                     << hand << " cards at " << scale * 100 << "%: " << at_100 << " -> " << larger;
        }
      }
    }
  }
}

// A phone on its side and a 16:9 embed: the board's words at 100% are read as on other boxes
// (about 11 points; 844x390 once drew them at 9, the board bound by the height under the top bar:
// the bar now covers only the column right of the board). The floor is 10.5: at 844x390 the hand's
// cards are at their least size and the board has the whole height above them.
TEST(TableLayout, APhoneOnItsSideKeepsTheBoardsWordsReadable) {
  const std::vector<WedgeText> board = FullBoardWords();
  for (const auto& size : std::vector<std::pair<float, float>>{{844, 390}, {800, 450}}) {
    for (int seats = 3; seats <= 8; ++seats) {
      for (int hand : {6, 10, MostCardsDealt(seats)}) {
        TableLayoutInput in = TableAt(size.first, size.second, seats, hand);
        const TableLayout l = LayoutTable(in);
        const float words = LayoutBoard(0, 0, l.board.w * 0.5f, board, 1.0f).text_size;
        EXPECT_GE(words, 10.5f) << size.first << "x" << size.second << ", " << seats << " seats, " << hand
                                << " cards: board " << l.board.w;
        EXPECT_TRUE(Problems(in, l).empty()) << Name(in);
      }
    }
  }
}

// The top bar keeps the game's name at every text size on a phone (at 150% it once gave its room
// to the deal and trumps): above them when they do not fit beside it, clear of Menu.
TEST(TableLayout, ThePhonesTopBarKeepsItsTitleAtLargerText) {
  for (const auto& size : std::vector<std::pair<float, float>>{{390, 844}, {360, 640}, {412, 915}, {375, 667}}) {
    for (float scale : {1.0f, 1.25f, 1.5f}) {
      TableLayoutInput in;
      in.width = size.first;
      in.height = size.second;
      in.text_scale = scale;
      in.menu_label_w = 70.0f * scale;
      const TableLayout l = LayoutTable(in);
      const TopBarLayout& bar = l.bar;
      const std::string where = std::to_string(static_cast<int>(size.first)) + "x" +
                                std::to_string(static_cast<int>(size.second)) + " at " +
                                std::to_string(static_cast<int>(scale * 100)) + "%";
      ASSERT_FALSE(bar.title.Empty()) << where << ": no title";
      EXPECT_GE(bar.title_size, 18.0f) << where;
      EXPECT_TRUE(Inside(bar.title, l.topbar)) << where << " " << Describe(bar.title);
      EXPECT_TRUE(Inside(bar.info, l.topbar)) << where << " " << Describe(bar.info);
      EXPECT_FALSE(Overlap(bar.title, bar.info)) << where;
      EXPECT_FALSE(Overlap(bar.title, bar.menu) || Overlap(bar.info, bar.menu)) << where;
      EXPECT_GE(bar.title.h, bar.title_size * 1.1f) << where;
      EXPECT_GE(bar.info.h, bar.info_size * 1.1f) << where;
      EXPECT_GE(bar.info.w, bar.info_size * 7.0f) << where << ": the deal and trumps squeezed";
    }
  }
}

// A known stop's brass dot stays in view in a fanned hand: neither a later card in its row nor a
// lower row covers it (a phone's second row once hid the first row's dots), at any size.
TEST(TableLayout, NoCardCoversAStopDot) {
  int two_rows = 0;
  for (float w : kSides) {
    for (float h : kSides) {
      if (h > 1440.0f || std::min(w, h) < 360.0f || std::max(w, h) < 640.0f) continue;
      for (float scale : {1.0f, 1.5f}) {
        for (int hand : {5, 8, 10, 13, 17}) {
          TableLayoutInput in;
          in.width = w;
          in.height = h;
          in.hand_cards = hand;
          in.text_scale = scale;
          const TableLayout l = LayoutTable(in);
          if (l.hand_geometry.rows > 1) ++two_rows;
          for (int i = 0; i < hand; ++i) {
            const Box card = HandCardBox(l, i, hand);
            const Box dot = StopDotBox(card, HandCardHitBox(l, i, hand));
            ASSERT_TRUE(Inside(dot, card)) << Describe(dot) << " outside its card " << Describe(card);
            for (int j = i + 1; j < hand; ++j) {
              ASSERT_FALSE(Overlap(dot, HandCardBox(l, j, hand)))
                  << w << "x" << h << " at " << scale << ", " << hand << " cards: card " << j << " covers card " << i
                  << "'s stop dot " << Describe(dot);
            }
          }
        }
      }
    }
  }
  EXPECT_GT(two_rows, 0);  // the phones' two-row hands were among them
}

TEST(TableLayout, TextSizeOutsideTheOfferedRangeIsClamped) {
  TableLayoutInput in;
  in.text_scale = 4.0f;
  EXPECT_FLOAT_EQ(LayoutTable(in).text_scale, 1.5f);
  in.text_scale = 0.2f;
  EXPECT_FLOAT_EQ(LayoutTable(in).text_scale, 1.0f);
}

}  // namespace
}  // namespace popejoan::ui
