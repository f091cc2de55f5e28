#include "ui/views/seat_plate.h"

#include <algorithm>
#include <string>

#include "ui/layout/plate_name.h"
#include "ui/paint/board_painter.h"
#include "ui/paint/card_painter.h"
#include "ui/paint/draw_text.h"
#include "session/words/language.h"
#include "ui/paint/theme.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw
namespace {

constexpr ImU32 kNegative = IM_COL32(255, 140, 130, 255);

float BoldWidth(const std::string& text) { return TextSize(FontRole::kBold, 1.0f, text).x; }

// What the name line shows, for the test probe.
void SayName(const PlateNameShown& shown, ImVec2 at, float size, PlateNameDrawn* drawn) {
  drawn->text = shown.text;
  drawn->box = {at.x, at.y, TextSize(FontRole::kBold, size, shown.text).x, size};
}

void DrawFrame(ImDrawList* draw, const Box& box, const PlateMarks& marks, float rounding) {
  draw->AddRectFilled(TopLeft(box), BottomRight(box), CurrentPalette().panel, rounding);
  const bool bright = marks.to_move || marks.winner;
  draw->AddRect(TopLeft(box), BottomRight(box), bright ? CurrentPalette().ring : CurrentPalette().plate_edge, rounding, 0,
                marks.winner ? 3.0f : marks.to_move ? 2.5f : 1.0f);
}

void DrawDealerMark(ImDrawList* draw, ImVec2 centre, float radius) {
  draw->AddCircleFilled(centre, radius, colors::kBrass);
  PutCentredText(draw, FontRole::kBold, radius * 1.3f, centre, colors::kInkBlack, Tr("D|dealer"));  // the dealer's initial
}

// Name above; purse, card backs and the count below.
void DrawTwoRows(ImDrawList* draw, const SeatModel& seat, const Box& box, const TableLayout& layout, const PlateMarks& marks,
                 PlateNameDrawn* drawn) {
  const float pad = std::clamp(box.h * 0.11f, 5.0f, 16.0f);
  const float asked = PlateNameSize(box, layout);
  const float purse_size = std::min(layout.plate_purse_size, box.h * 0.34f);
  const float badge = asked * 0.55f;
  // The whole name first (a little smaller if need be, the dealer's mark moved to the purse's
  // line if it needs that room); the AI's level, small and dim at its right, only when both fit.
  const std::string level = marks.level != nullptr ? marks.level : "";
  const float level_size = std::max(10.0f, asked * 0.72f);
  const float level_w = level.empty() ? 0.0f : TextSize(FontRole::kSmall, level_size, level).x + pad * 0.6f;
  const PlateNameShown name_shown = ShowPlateName(ShownSeatName(seat.name), BoldWidth, level_w / asked, box, asked, marks.dealer,
                                                layout.text_scale);
  const PlateNameFit& fit = name_shown.fit;
  const bool dealer_up = marks.dealer && !fit.dealer_below;
  const float dealer_w = dealer_up ? 2.4f * badge : 0.0f;
  const float name_size = fit.size;
  const bool show_level = fit.show_level;
  const ImVec2 at(box.x + pad, box.y + pad * 0.7f + (asked - name_size) * 0.5f);
  PutText(draw, FontRole::kBold, name_size, at, colors::kText, name_shown.text);
  SayName(name_shown, at, name_size, drawn);
  if (show_level) {
    PutText(draw, FontRole::kSmall, level_size,
            ImVec2(box.Right() - pad - dealer_w - level_w + pad * 0.6f, box.y + pad * 0.7f + (asked - level_size) * 0.6f),
            colors::kTextDim, level);
  }
  if (dealer_up) DrawDealerMark(draw, ImVec2(box.Right() - pad - badge, box.y + pad * 0.7f + asked * 0.6f), badge);
  const float chip = purse_size * 0.36f;
  const float base = box.Bottom() - pad;
  DrawCounterStack(draw, ImVec2(box.x + pad + chip, base - 1.0f), chip, 2);
  const std::string purse = std::to_string(seat.purse);
  const float purse_x = box.x + pad + 2.4f * chip;
  PutText(draw, FontRole::kBold, purse_size, ImVec2(purse_x, base - purse_size * 1.15f),
          seat.purse < 0 ? kNegative : colors::kHighlight, purse);
  float purse_end = purse_x + TextSize(FontRole::kBold, purse_size, purse).x + pad * 0.6f;
  if (fit.dealer_below) {
    DrawDealerMark(draw, ImVec2(purse_end + badge, base - purse_size * 0.55f), badge);
    purse_end += 2.4f * badge;
  }
  const float count_size = purse_size * 0.85f;
  if (!seat.active) {
    const std::string out = Tr("sits out");
    PutText(draw, FontRole::kSmall, count_size, ImVec2(box.Right() - pad - TextSize(FontRole::kSmall, count_size, out).x,
                                                       base - count_size * 1.15f),
            colors::kTextDim, out);
    return;
  }
  const std::string count = std::to_string(seat.hand_count);
  const float count_w = TextSize(FontRole::kSmall, count_size, "00").x;
  PutText(draw, FontRole::kSmall, count_size, ImVec2(box.Right() - pad - count_w, base - count_size * 1.15f), colors::kTextDim, count);
  // As many backs as fit between the purse and the count.
  const float back_w = std::clamp(box.h * 0.2f, 8.0f, 26.0f);
  const float fan_step = back_w * 0.32f;

  const float fan_room = box.Right() - pad - count_w - pad * 0.5f - purse_end;
  const int fits = fan_room < back_w ? 0 : 1 + static_cast<int>((fan_room - back_w) / fan_step);
  const int shown = std::min({seat.hand_count, 6, fits});
  float x = box.Right() - pad - count_w - pad * 0.5f - back_w - static_cast<float>(shown - 1) * fan_step;
  const float y = base - back_w * kCardAspect;
  for (int i = 0; i < shown; ++i) DrawCardBack(draw, ImVec2(x + static_cast<float>(i) * fan_step, y), back_w);
}

// One line: name, dealer mark, purse, cards left.
void DrawOneRow(ImDrawList* draw, const SeatModel& seat, const Box& box, const TableLayout& layout, const PlateMarks& marks,
                PlateNameDrawn* drawn) {
  const float pad = std::clamp(box.h * 0.18f, 4.0f, 10.0f);
  const float size = std::min(layout.plate_name_size, box.h * 0.5f);
  const float y = box.CentreY() - size * 0.58f;
  const std::string purse = std::to_string(seat.purse);
  const std::string count = seat.active ? std::to_string(seat.hand_count) : Tr("out|seat");
  const float count_w = TextSize(FontRole::kSmall, size, seat.active ? "00" : count).x;
  const float purse_w = TextSize(FontRole::kBold, size, purse).x;
  const float chip = size * 0.3f;
  const float right_w = purse_w + 2.6f * chip + pad + count_w;
  const float badge = marks.dealer ? size * 0.45f : 0.0f;
  const float name_room = box.w - 2.0f * pad - right_w - pad - (marks.dealer ? 2.6f * badge : 0.0f);
  const PlateNameShown shown = ShowNameIn(ShownSeatName(seat.name), BoldWidth, std::max(0.0f, name_room), size, layout.text_scale);
  const PlateNameFit& fit = shown.fit;
  const ImVec2 at(box.x + pad, y + (size - fit.size) * 0.5f);
  PutText(draw, FontRole::kBold, fit.size, at, colors::kText, shown.text);
  SayName(shown, at, fit.size, drawn);
  if (marks.dealer) {
    DrawDealerMark(draw, ImVec2(box.x + pad + TextSize(FontRole::kBold, fit.size, shown.text).x + 1.4f * badge, box.CentreY()), badge);
  }
  const float count_x = box.Right() - pad - count_w;
  PutText(draw, FontRole::kSmall, size, ImVec2(count_x, y), colors::kTextDim, count);
  const float purse_x = count_x - pad - purse_w;
  PutText(draw, FontRole::kBold, size, ImVec2(purse_x, y), seat.purse < 0 ? kNegative : colors::kHighlight, purse);
  DrawCounterStack(draw, ImVec2(purse_x - 1.4f * chip, box.CentreY() + chip), chip, 1);
}

}  // namespace

PlateNameDrawn DrawSeatPlate(ImDrawList* draw, const SeatModel& seat, const Box& box, const TableLayout& layout,
                             const PlateMarks& marks) {
  const bool line = layout.plate_detail == PlateDetail::kLine;
  DrawFrame(draw, box, marks, std::min(10.0f, box.h * 0.2f));
  PlateNameDrawn drawn;
  if (line) {
    DrawOneRow(draw, seat, box, layout, marks, &drawn);
  } else {
    DrawTwoRows(draw, seat, box, layout, marks, &drawn);
  }
  return drawn;
}

}  // namespace popejoan::ui
