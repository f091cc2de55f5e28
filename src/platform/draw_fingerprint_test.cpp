// The same picture gives the same fingerprint frame after frame, and anything that changes a
// pixel changes it: words, a colour, a position, the drawable's size.
#include "platform/draw_fingerprint.h"

#include <gtest/gtest.h>

#include <string>

#include "imgui.h"

namespace popejoan::platform {
namespace {

struct Picture {
  std::string words = "Your lead: choose any card";
  ImVec2 at = ImVec2(40, 60);
  ImU32 colour = IM_COL32(200, 160, 60, 255);
};

class DrawFingerprintTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.DisplaySize = ImVec2(800, 450);
    unsigned char* pixels = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
  }
  void TearDown() override { ImGui::DestroyContext(); }

  // One frame of `picture`, as the game draws one: a window with words and a filled card.
  static std::uint64_t Frame(const Picture& picture, int width = 800, int height = 450) {
    ImGui::GetIO().DeltaTime = 1.0f / 60.0f;
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(400, 300));
    ImGui::Begin("table", nullptr, ImGuiWindowFlags_NoDecoration);
    ImGui::TextUnformatted(picture.words.c_str());
    ImGui::GetWindowDrawList()->AddRectFilled(picture.at, ImVec2(picture.at.x + 60, picture.at.y + 90), picture.colour, 6.0f);
    ImGui::End();
    ImGui::Render();
    return DrawFingerprint(*ImGui::GetDrawData(), width, height);
  }
};

TEST_F(DrawFingerprintTest, TheSamePictureFrameAfterFrameIsTheSame) {
  const Picture picture;
  const std::uint64_t first = Frame(picture);
  for (int i = 0; i < 5; ++i) EXPECT_EQ(Frame(picture), first) << "frame " << i;
}

TEST_F(DrawFingerprintTest, AnythingThatChangesAPixelChangesIt) {
  const Picture picture;
  const std::uint64_t same = Frame(picture);
  Picture words = picture;
  words.words = "Your lead: choose any card.";
  EXPECT_NE(Frame(words), same) << "words";
  Picture moved = picture;
  moved.at.x += 1;
  EXPECT_NE(Frame(moved), same) << "a card moved a pixel";
  Picture colour = picture;
  colour.colour = IM_COL32(200, 160, 61, 255);
  EXPECT_NE(Frame(colour), same) << "a colour";
  EXPECT_NE(Frame(picture, 801, 450), same) << "the drawable's width";
  EXPECT_NE(Frame(picture, 800, 451), same) << "the drawable's height";
  EXPECT_EQ(Frame(picture), same) << "and back";
}

}  // namespace
}  // namespace popejoan::platform
