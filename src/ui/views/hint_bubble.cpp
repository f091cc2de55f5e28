#include "ui/views/hint_bubble.h"

#include <algorithm>

#include "imgui.h"
#include "session/intent.h"
#include "session/words/hint_words.h"
#include "session/words/language.h"
#include "ui/paint/theme.h"
#include "ui/test_probe.h"
#include "ui/views/table_widgets.h"

namespace popejoan::ui {

const char* HintLabel(bool thinking) { return thinking ? Tr("Hint…") : Tr("Hint"); }

bool HintBubble::DrawButton(const TableLayout& layout, float width, TestProbe* probe) {
  const Box& box = layout.caption;
  const bool pressed = BoxButton(HintLabel(thinking_), {box.Right() - width, box.y, width, box.h});
  probe->NameLastItem(MakeIntent(IntentKind::kHint));
  if (pressed) ToggleChoices();
  return pressed;
}

void HintBubble::Draw(const TableLayout& layout, TestProbe* probe) {
  if (hint_ == nullptr) {
    choices_shown_ = false;
    return;
  }
  // A bubble by the caption, as wide as it: the advice, and the top choices when asked.
  const Box& caption = layout.caption;
  const float height = height_ > 0.0f ? height_ : 2.0f * ImGui::GetFrameHeightWithSpacing();
  const float width = std::min(caption.w, kBubbleMaxWidth * CurrentTypeScale());
  ImGui::SetNextWindowPos(ImVec2(caption.CentreX() - width * 0.5f, BubbleTop(caption, layout.topbar.Bottom(), height)),
                          ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(width, 0.0f), ImGuiCond_Always);
  ImGui::Begin(NotTranslated("Hint"), nullptr, kPanelFlags | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoFocusOnAppearing |
                                    ImGuiWindowFlags_NoInputs);
  ImGui::PushFont(Font(FontRole::kBold));
  ImGui::TextColored(CurrentPalette().hint_words, "%s",
                     Fmt(Tr("Hint: {0}"), {ActionWords(hint_->action)}).c_str());
  ImGui::PopFont();
  ImGui::SameLine();
  ImGui::TextWrapped("%s", hint_->reason.c_str());
  if (choices_shown_ && !hint_->choices.empty()) {
    ImGui::TextDisabled("%s", Fmt(Tr("Counters each is expected to win: {0}"), {hint_->choices}).c_str());
  }
  const ImVec2 at = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  height_ = size.y;
  probe->Add("region:hint", {at.x, at.y, size.x, size.y});
  ImGui::End();
}

}  // namespace popejoan::ui
