#include "ui/test_probe.h"

#include "imgui_internal.h"  // whether the keyboard focus cue shows

namespace popejoan::ui {

void TestProbe::AddLastItem(const std::string& name, bool enabled) {
  // Only what can be seen can be pressed: an item scrolled out of its area is not a target.
  ImRect clip = ImGui::GetCurrentWindowRead()->ClipRect;
  clip.Expand(6.0f);  // selectables reach into their window's padding
  if (!clip.Contains(ImRect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax()))) return;
  const bool focused = ImGui::IsItemFocused() && !ImGui::GetCurrentContext()->NavDisableHighlight;
  targets.push_back({name, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), enabled, focused});
}

void TestProbe::Add(const std::string& name, const Box& box, bool enabled, bool focused) {
  if (box.Empty()) return;
  targets.push_back({name, ImVec2(box.x, box.y), ImVec2(box.Right(), box.Bottom()), enabled, focused});
}

TestProbe& Probe() {
  static TestProbe probe;
  return probe;
}

}  // namespace popejoan::ui
