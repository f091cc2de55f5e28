#include "ui/views/watch_banner.h"

#include <algorithm>

#include "imgui.h"
#include "ui/paint/theme.h"

namespace popejoan::ui {
namespace {

constexpr float kGap = 6.0f;                   // between the banner and what it sits by
constexpr float kPadX = 10.0f, kPadY = 5.0f;  // the words' margin in their box

float Wrap(float view_w) { return std::max(120.0f, view_w - 4.0f * kPadX); }

}  // namespace

WatchBannerPlace PlaceWatchBanner(const TableLayout& layout, float width, float height) {
  // Its words are wrapped to the view, so centred it lies within it.
  WatchBannerPlace place{{layout.view.CentreX() - width * 0.5f, layout.caption.y - kGap - height, width, height}, layout.settlement};
  if (!layout.settlement.Empty()) {
    // The settlement's foot holds its buttons: it gives up a strip there, the banner in it.
    place.settlement.h -= height + kGap;
    place.banner.y = layout.settlement.Bottom() - height;
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
