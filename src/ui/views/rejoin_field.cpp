#include "ui/views/rejoin_field.h"

#include <algorithm>
#include <cstdio>

#include "imgui.h"
#include "session/intent.h"
#include "session/words/language.h"
#include "ui/paint/page.h"
#include "ui/test_probe.h"

namespace popejoan::ui {

using session::NotTranslated;
using session::Tr;

bool RejoinField::Draw(session::SetupDraft* draft, TestProbe* probe, const std::string& note) {
  const ImGuiStyle& style = ImGui::GetStyle();
  ImGui::TextUnformatted(Tr("Your rejoin code"));
  // Typed on the page's field (the accessible mirror) since the last frame: shown here too, in a
  // field with a new id, since an active ImGui field keeps its own copy of the text.
  if (draft->rejoin_text() != synced_) {
    std::snprintf(text_.data(), text_.size(), "%s", draft->rejoin_text().c_str());
    ++field_id_;
  }
  const char* take = Tr("Take my seat back");
  const float take_w = ImGui::CalcTextSize(take).x + 2.0f * style.FramePadding.x + style.ItemSpacing.x;
  ImGui::PushID(field_id_);
  ImGui::SetNextItemWidth(std::clamp(ImGui::GetContentRegionAvail().x - take_w, 110.0f, 200.0f));
  const bool entered = ImGui::InputTextWithHint(NotTranslated("##rejoin"), NotTranslated("ABCD EFGH"), text_.data(), text_.size(),
                                                ImGuiInputTextFlags_EnterReturnsTrue);
  probe->AddLastItem("field:rejoin-code");
  ImGui::PopID();
  synced_ = text_.data();
  if (draft->rejoin_text() != synced_) draft->SetRejoinText(synced_);
  ImGui::SameLine();
  const bool pressed = ImGui::Button(take, ImVec2(0, TouchButtonHeight()));
  probe->NameLastItem(session::MakeIntent(session::IntentKind::kReclaimSeat));
  if (!note.empty()) ImGui::TextWrapped("%s", note.c_str());
  return pressed || entered;
}

}  // namespace popejoan::ui
