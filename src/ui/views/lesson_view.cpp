#include "ui/views/lesson_view.h"

#include <algorithm>

#include "imgui.h"
#include "session/words/language.h"
#include "ui/paint/page.h"
#include "ui/test_probe.h"
#include "ui/paint/theme.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

Intent DrawLesson(const Lesson& lesson, const Box& above, const Box& pile, float top_limit, TestProbe* probe) {
  Intent request;
  if (lesson.id == LessonId::kDone) return request;  // the lesson's close fills the settlement's box
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const float width = std::min({std::max(above.w, 300.0f), kBubbleMaxWidth * CurrentTypeScale(), viewport->Size.x - 16.0f});
  // Its height worked out now, not fitted a frame later: the buttons never move under a finger.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float button_h = TouchButtonHeight();
  ImGui::PushFont(Font(FontRole::kBold));
  const float title_h = ImGui::GetTextLineHeight();
  ImGui::PopFont();
  const auto height_for = [&](float w) {
    const float text_h = ImGui::CalcTextSize(lesson.text.c_str(), nullptr, false, w - 2.0f * style.WindowPadding.x).y;
    return 2.0f * style.WindowPadding.y + title_h + text_h + button_h + 2.0f * style.ItemSpacing.y;
  };
  const LessonRoom room{{0.0f, 0.0f, viewport->Size.x, viewport->Size.y}, above, pile, top_limit};
  const Box box = PlaceLessonPanel(room, width, height_for, lesson.waits_for_play);
  ImGui::SetNextWindowPos(ImVec2(box.x, box.y), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(box.w, box.h), ImGuiCond_Always);
  ImGui::Begin(NotTranslated("Lesson"), nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  ImGui::PushFont(Font(FontRole::kBold));
  ImGui::TextColored(CurrentPalette().title, "%s", lesson.title.c_str());
  ImGui::PopFont();
  if (box.h + 0.5f < height_for(box.w)) {  // cut to the room beside the run: the words scroll
    const float text_room = box.h - 2.0f * style.WindowPadding.y - title_h - button_h - 2.0f * style.ItemSpacing.y;
    ImGui::BeginChild("words", ImVec2(0.0f, std::max(text_room, ImGui::GetTextLineHeight())), false);
    ImGui::TextWrapped("%s", lesson.text.c_str());
    ImGui::EndChild();
  } else {
    ImGui::TextWrapped("%s", lesson.text.c_str());
  }
  const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  if (!lesson.waits_for_play) {
    if (ImGui::Button(Tr("Next"), ImVec2(half, button_h)) || ImGui::IsKeyPressed(ImGuiKey_Enter)) request = MakeIntent(IntentKind::kLessonNext);
    probe->NameLastItem(MakeIntent(IntentKind::kLessonNext));
    ImGui::SameLine();
  }
  if (ImGui::Button(Tr("Skip the lesson"), ImVec2(lesson.waits_for_play ? -1.0f : half, button_h))) {
    request = MakeIntent(IntentKind::kLessonSkip);
  }
  probe->NameLastItem(MakeIntent(IntentKind::kLessonSkip));
  const ImVec2 at = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  probe->Add("region:lesson", {at.x, at.y, size.x, size.y});
  ImGui::End();
  return request;
}

}  // namespace popejoan::ui
