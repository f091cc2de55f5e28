#include "ui/views/watch_banner.h"

#include <algorithm>

#include "imgui.h"
#include "ui/paint/theme.h"

namespace popejoan::ui {
namespace {

constexpr float kGap = 6.0f;                   // between the banner and what it sits by
constexpr float kPadX = 10.0f, kPadY = 5.0f;  // the words' margin in their box

float Wrap(float view_w) { return std::max(120.0f, view_w - 4.0f * kPadX); }

// Whether a banner at `box` during a deal lies clear of the top bar, the plates and the caption.
bool ClearDuringPlay(const TableLayout& layout, const Box& box) {
  if (!Inside(box, layout.view) || Overlap(box, layout.topbar) || Overlap(box, layout.caption)) return false;
  for (int i = 0; i < layout.plate_count; ++i) {
    if (Overlap(box, layout.plates[static_cast<size_t>(i)])) return false;
  }
  return true;
}

}  // namespace

WatchBannerPlace PlaceWatchBanner(const TableLayout& layout, float width, float height) {
  // Its words are wrapped to the view, so centred it lies within it.
  WatchBannerPlace place{{layout.view.CentreX() - width * 0.5f, layout.caption.y - kGap - height, width, height}, layout.settlement};
  if (!layout.settlement.Empty()) {
    // The settlement's foot holds its buttons: it gives up a strip there, the banner in it.
    place.settlement.h -= height + kGap;
    place.banner.y = layout.settlement.Bottom() - height;
    return place;
  }
  if (ClearDuringPlay(layout, place.banner)) return place;
  // Where the caption has a column of its own (a phone on its side: the board at the left, the
  // plates' row right above the caption), the banner goes by the caption: above it, else under it.
  const float x = std::clamp(layout.caption.CentreX() - width * 0.5f, layout.view.x, layout.view.Right() - width);
  for (const float y : {layout.caption.y - kGap - height, layout.caption.Bottom() + kGap}) {
    const Box by_caption{x, y, width, height};
    if (ClearDuringPlay(layout, by_caption)) {
      place.banner = by_caption;
      return place;
    }
  }
  return place;
}

Box WatchBannerSize(const std::string& words, float view_w) {
  const ImVec2 text = ImGui::CalcTextSize(words.c_str(), nullptr, false, Wrap(view_w));
  return Box{0.0f, 0.0f, text.x + 2.0f * kPadX, text.y + 2.0f * kPadY};
}

void DrawWatchBanner(const std::string& words, const Box& box) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(ImVec2(box.x, box.y), ImVec2(box.Right(), box.Bottom()), ImGui::GetColorU32(ImGuiCol_PopupBg), 8.0f);
  draw->AddText(nullptr, 0.0f, ImVec2(box.x + kPadX, box.y + kPadY), ImGui::GetColorU32(CurrentPalette().warning), words.c_str(), nullptr,
                Wrap(ImGui::GetIO().DisplaySize.x));
}

}  // namespace popejoan::ui
