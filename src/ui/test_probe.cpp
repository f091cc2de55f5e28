#include "ui/test_probe.h"

#include "imgui_internal.h"  // whether the keyboard focus cue shows

namespace popejoan::ui {

void TestProbe::AddLastItem(const std::string& name, bool enabled) {
  // Only what can be seen can be pressed: an item scrolled out of its area is not a target.
  // (Up and down only: selectables reach sideways under a scrollbar and into the padding.)
  const ImRect clip = ImGui::GetCurrentWindowRead()->ClipRect;
  const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
  if (min.y < clip.Min.y - 2.0f || max.y > clip.Max.y + 2.0f || max.x <= clip.Min.x || min.x >= clip.Max.x) return;
  const bool focused = ImGui::IsItemFocused() && !ImGui::GetCurrentContext()->NavDisableHighlight;
  targets.push_back({name, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), enabled, focused});
}

void TestProbe::Add(const std::string& name, const Box& box, bool enabled, bool focused) {
  if (box.Empty()) return;
  targets.push_back({name, ImVec2(box.x, box.y), ImVec2(box.Right(), box.Bottom()), enabled, focused});
}

void TestProbe::NameLastItem(const session::Intent& intent, bool enabled) { AddLastItem(session::IntentId(intent), enabled); }

void TestProbe::AddScroll(const char* name) { scrolls.push_back({name, ImGui::GetScrollY(), ImGui::GetScrollMaxY()}); }

}  // namespace popejoan::ui
