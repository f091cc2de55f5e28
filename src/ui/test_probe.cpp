#include "ui/test_probe.h"

namespace popejoan::ui {

void TestProbe::AddLastItem(const std::string& name, bool enabled) {
  targets.push_back({name, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), enabled});
}

TestProbe& Probe() {
  static TestProbe probe;
  return probe;
}

}  // namespace popejoan::ui
