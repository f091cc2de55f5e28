// The storage notice stays pressable when a panel opens after it: a deal's settlement, opened
// under a loaded browser between the notice and the player's press, once covered its OK and took
// the press (browser_saves on CI). ImGui runs here without a window or a renderer.
#include "ui/views/save_dialogs.h"

#include <gtest/gtest.h>

#include <string>

#include "imgui.h"
#include "imgui_internal.h"  // the windows in display order
#include "ui/paint/theme.h"
#include "ui/test_probe.h"
#include "ui/views/table_widgets.h"

namespace popejoan::ui {
namespace {

class NoticeTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(1280, 800);
    io.IniFilename = nullptr;
    BuildFonts(1.0f, 1.0f, 1.0f);
    unsigned char* pixels = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
  }
  void TearDown() override { ImGui::DestroyContext(); }

  // One frame: the notice, then (if asked) a panel over the whole screen opened after it, as the
  // table's settlement is, or the menu. Returns the notice's answer; `ok` gets its OK's box.
  enum Over { kNothing, kPanel, kMenu };
  Intent Frame(Over over, ProbeTarget* ok) {
    ImGui::GetIO().DeltaTime = 1.0f / 60.0f;
    ImGui::NewFrame();
    TestProbe probe;
    const Intent answer = DrawStorageNotice(&probe);
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImGui::GetIO().DisplaySize);
    if (over == kPanel) {
      ImGui::Begin("Settlement", nullptr, kPanelFlags);
      ImGui::Button("Next deal", ImVec2(-1, -1));
      ImGui::End();
    } else if (over == kMenu) {
      if (!ImGui::IsPopupOpen("menu")) ImGui::OpenPopup("menu");
      if (ImGui::BeginPopup("menu")) {
        ImGui::Button("Rules", ImVec2(-1, -1));
        ImGui::EndPopup();
      }
    }
    ImGui::Render();
    for (const ProbeTarget& t : probe.targets) {
      if (t.name == "button:notice-ok") *ok = t;
    }
    return answer;
  }

  // Moves to the OK, presses and releases, a frame each as the page's input queue gives them.
  bool Press(Over over) {
    ProbeTarget ok;
    for (int i = 0; i < 3; ++i) Frame(over, &ok);  // a window sizes itself to its contents over two frames
    ImGuiIO& io = ImGui::GetIO();
    io.AddMousePosEvent((ok.min.x + ok.max.x) / 2, (ok.min.y + ok.max.y) / 2);
    io.AddMouseButtonEvent(0, true);
    io.AddMouseButtonEvent(0, false);
    bool pressed = false;
    for (int i = 0; i < 4; ++i) pressed = Frame(over, &ok).kind == IntentKind::kNoticeOk || pressed;
    return pressed;
  }
};

TEST_F(NoticeTest, TheOkTakesThePress) { EXPECT_TRUE(Press(kNothing)); }

TEST_F(NoticeTest, APanelOpenedAfterTheNoticeDoesNotCoverItsOk) {
  ProbeTarget ok;
  for (int i = 0; i < 3; ++i) Frame(kNothing, &ok);  // the notice first, then the settlement
  EXPECT_TRUE(Press(kPanel));
}

// The menu the player opened stays drawn over the notice, and a press on it is the menu's.
TEST_F(NoticeTest, AnOpenMenuStaysOverTheNotice) {
  ProbeTarget ok;
  for (int i = 0; i < 3; ++i) Frame(kNothing, &ok);
  for (int i = 0; i < 3; ++i) Frame(kMenu, &ok);
  EXPECT_TRUE(GImGui->Windows.back()->Flags & ImGuiWindowFlags_Popup) << GImGui->Windows.back()->Name;
  EXPECT_FALSE(Press(kMenu));
}

}  // namespace
}  // namespace popejoan::ui
