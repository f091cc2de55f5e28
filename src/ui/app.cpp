#include "ui/app.h"

#include <algorithm>

#include "engine/rng.h"
#include "imgui.h"
#include "ui/board_painter.h"
#include "ui/card_painter.h"
#include "ui/theme.h"

namespace popejoan::ui {
namespace {

void DrawFelt(ImDrawList* draw, ImVec2 min, ImVec2 max) {
  draw->AddRectFilledMultiColor(min, max, colors::kFeltLight, colors::kFeltLight, colors::kFeltDark,
                                colors::kFeltDark);
}

}  // namespace

App::App(const AppConfig& config) : config_(config) {
  Rng rng(config.seed);
  Card pack[kNumCards];
  int n = 0;
  for (Card c = 0; c < kNumCards; ++c) {
    if (c != k8D) pack[n++] = c;
  }
  rng.Shuffle(pack, n);
  hand_.assign(pack, pack + 8);
  std::sort(hand_.begin(), hand_.end());
  turnup_ = pack[n - 1];
}

void App::Frame() {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(viewport->Pos);
  ImGui::SetNextWindowSize(viewport->Size);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
  ImGui::Begin("Table", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoBackground |
                   ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoSavedSettings);
  ImGui::PopStyleVar(2);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 min = viewport->Pos;
  const ImVec2 max(min.x + viewport->Size.x, min.y + viewport->Size.y);
  DrawFelt(draw, min, max);

  const float width = viewport->Size.x;
  const float height = viewport->Size.y;
  draw->AddText(Font(FontRole::kTitle), FontSize(FontRole::kTitle), ImVec2(min.x + 20, min.y + 14),
                colors::kBrass, "Pope Joan");

  const float radius = std::min(width * 0.42f, height * 0.30f);
  const ImVec2 centre(min.x + width * 0.5f, min.y + 60 + radius);
  const std::vector<CompartmentView> board = {
      {"Pope", "9\xE2\x99\xA6", 6},      {"Matrimony", "K+Q", 2}, {"Intrigue", "Q+J", 2},
      {"Ace", "A", 1},                   {"King", "K", 1},        {"Queen", "Q", 1},
      {"Knave", "J", 1},                 {"Game", "", 1},
  };
  DrawBoard(draw, centre, radius, board, "Pope Joan");

  const int n = static_cast<int>(hand_.size());
  // Cards sit side by side when they fit, else overlap like a fanned hand (index corners show).
  const float card_w = std::clamp(width / (n + 1.5f), 56.0f, 86.0f);
  float gap = std::min(card_w * 0.18f, 14.0f);
  if (n > 1 && n * card_w + (n - 1) * gap > width - 16) gap = (width - 16 - n * card_w) / (n - 1);
  const float total = n * card_w + (n - 1) * gap;
  float x = min.x + (width - total) * 0.5f;
  const float y = max.y - card_w * kCardAspect - 24;
  for (Card c : hand_) {
    DrawCardFace(draw, ImVec2(x, y), card_w, RankOf(c), SuitOf(c));
    x += card_w + gap;
  }
  const float turn_w = card_w * 0.8f;
  DrawCardFace(draw, ImVec2(max.x - turn_w - 24, min.y + 20), turn_w, RankOf(turnup_), SuitOf(turnup_));
  ImGui::End();
}

}  // namespace popejoan::ui
