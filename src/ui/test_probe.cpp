#include "ui/test_probe.h"

namespace popejoan::ui {

void TestProbe::AddLastItem(const std::string& name, bool enabled) {
  targets.push_back({name, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), enabled});
}

void TestProbe::Add(const std::string& name, const Box& box, bool enabled) {
  if (box.Empty()) return;
  targets.push_back({name, ImVec2(box.x, box.y), ImVec2(box.Right(), box.Bottom()), enabled});
}

TestProbe& Probe() {
  static TestProbe probe;
  return probe;
}

}  // namespace popejoan::ui
