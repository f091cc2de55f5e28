#include "ui/views/lesson_view.h"

#include <algorithm>

#include "imgui.h"
#include "session/words/language.h"
#include "ui/paint/page.h"
#include "ui/test_probe.h"
#include "ui/paint/theme.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

Intent DrawLesson(const Lesson& lesson, const Box& above, float top_limit, TestProbe* probe) {
  Intent request;
  (void)top_limit;
  if (lesson.id == LessonId::kDone) return request;  // the lesson's close fills the settlement's box
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const float width = std::min({std::max(above.w, 300.0f), kBubbleMaxWidth * CurrentTypeScale(), viewport->Size.x - 16.0f});
  const float x = std::clamp(above.CentreX() - width * 0.5f, 8.0f, viewport->Size.x - 8.0f - width);
  // Its height worked out now, not fitted a frame later: the buttons never move under a finger.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float button_h = TouchButtonHeight();
  ImGui::PushFont(Font(FontRole::kBold));
  const float title_h = ImGui::GetTextLineHeight();
  ImGui::PopFont();
  const float text_h = ImGui::CalcTextSize(lesson.text.c_str(), nullptr, false, width - 2.0f * style.WindowPadding.x).y;
  const float height = 2.0f * style.WindowPadding.y + title_h + text_h + button_h + 2.0f * style.ItemSpacing.y;
  // A lesson that waits for your lead keeps clear of your hand: above the caption even if it must
  // cover the top bar. The others hold the table and talk about the run above the caption (the
  // Following step shows it): they go below it, over the hand that waits, never over the run.
  const float below = std::min(above.Bottom() + 6.0f, viewport->Size.y - 4.0f - height);
  const float top = std::max(4.0f, lesson.waits_for_play ? above.y - 6.0f - height : below);
  ImGui::SetNextWindowPos(ImVec2(x, top), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(width, height), ImGuiCond_Always);
  ImGui::Begin(NotTranslated("Lesson"), nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  ImGui::PushFont(Font(FontRole::kBold));
  ImGui::TextColored(CurrentPalette().title, "%s", lesson.title.c_str());
  ImGui::PopFont();
  ImGui::TextWrapped("%s", lesson.text.c_str());
  const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  {
    if (!lesson.waits_for_play) {
      if (ImGui::Button(Tr("Next"), ImVec2(half, button_h)) || ImGui::IsKeyPressed(ImGuiKey_Enter)) request = MakeIntent(IntentKind::kLessonNext);
      probe->NameLastItem(MakeIntent(IntentKind::kLessonNext));
      ImGui::SameLine();
    }
    if (ImGui::Button(Tr("Skip the lesson"), ImVec2(lesson.waits_for_play ? -1.0f : half, button_h))) {
      request = MakeIntent(IntentKind::kLessonSkip);
    }
    probe->NameLastItem(MakeIntent(IntentKind::kLessonSkip));
  }
  const ImVec2 at = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  probe->Add("region:lesson", {at.x, at.y, size.x, size.y});
  ImGui::End();
  return request;
}

}  // namespace popejoan::ui
