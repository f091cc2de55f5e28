#include "ui/views/table_view.h"

#include <algorithm>
#include <string>

#include "imgui.h"
#include "session/access_mirror.h"
#include "session/words/language.h"
#include "ui/paint/draw_text.h"
#include "ui/paint/theme.h"
#include "ui/test_probe.h"
#include "ui/views/table_scene.h"
#include "ui/views/table_widgets.h"
#include "ui/views/watch_banner.h"

namespace popejoan::ui {
namespace {

// The Skip button's label.
const char* SkipLabel() { return Tr("Skip →"); }

// Room for Skip or Hint at the caption's right: their words measured (French ones are longer),
// yet never more than a third of the caption.
float SkipWidth(const TableLayout& layout) {
  const float usual = std::min(layout.caption.w * 0.22f, std::max(kMinTouchTarget * 2.0f, 100.0f * CurrentTypeScale()));
  const float words = std::max({ImGui::CalcTextSize(SkipLabel()).x, ImGui::CalcTextSize(HintLabel(true)).x,
                                ImGui::CalcTextSize(HintLabel(false)).x}) +
                      2.5f * ImGui::GetStyle().FramePadding.x;
  return std::max(usual, std::min(words, layout.caption.w * 0.33f));
}

// The table's window over the whole viewport, the felt drawn under everything.
void BeginTableWindow() {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(viewport->Pos);
  ImGui::SetNextWindowSize(viewport->Size);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
  ImGui::Begin(NotTranslated("Table"), nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoBackground |
                   ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoSavedSettings);
  ImGui::PopStyleVar(2);
  const ImVec2 vmin = viewport->Pos;
  const ImVec2 vmax(vmin.x + viewport->Size.x, vmin.y + viewport->Size.y);
  const Palette& palette = CurrentPalette();
  ImGui::GetWindowDrawList()->AddRectFilledMultiColor(vmin, vmax, palette.felt_top, palette.felt_top, palette.felt_bottom,
                                                      palette.felt_bottom);
  // Keyboard players start at the table without a click first.
  if (!ImGui::IsWindowFocused(ImGuiFocusedFlags_AnyWindow)) ImGui::SetWindowFocus();
}

// While paused, the table dims under the panel.
void DimTable() {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const ImVec2 vmin = viewport->Pos;
  const ImVec2 vmax(vmin.x + viewport->Size.x, vmin.y + viewport->Size.y);
  ImGui::GetWindowDrawList()->AddRectFilled(vmin, vmax, IM_COL32(0, 0, 0, 110));
}

}  // namespace

TableLayout TableView::MakeLayout(const GameController& controller, float text_scale) {
  const TableModel& model = controller.model();
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  TableLayoutInput in;
  in.hand_cards = hand_.Room(model);
  in.width = viewport->Size.x;
  in.height = viewport->Size.y;
  in.seats = model.num_seats;
  in.own_plate = model.viewer >= 0;
  in.spare_cards = engine::PopCount(model.spare);
  in.screen = controller.DealOver() || controller.MatchOver() ? TableScreen::kSettlement : TableScreen::kPlay;
  in.text_scale = text_scale;
  in.menu_label_w = MenuLabelWidth();
  in.bar_label_w = PaceAndUndoWidth();
  return LayoutTable(in);
}

std::vector<Intent> TableView::Draw(const GameController& controller, const Settings& settings, TestProbe* probe) {
  intents_.clear();
  probe_ = probe;
  BeginTableWindow();
  TableLayout layout = MakeLayout(controller, TextScale(settings.text_size));
  Box watch_banner;
  if (!watch_words_.empty() && controller.HasMatch()) {
    const Box size = WatchBannerSize(watch_words_, layout.view.w);
    const WatchBannerPlace place = PlaceWatchBanner(layout, size.w, size.h);
    layout.settlement = place.settlement;
    watch_banner = place.banner;
  }
  top_limit_ = layout.topbar.Bottom();
  pile_box_ = layout.pile;
  // A lesson's panel sits by the caption, or at the foot of the settlement.
  caption_box_ = !layout.caption.Empty() ? layout.caption : Box{layout.settlement.x, layout.settlement.Bottom(), layout.settlement.w, 0.0f};
  says_box_ = layout.caption;
  if (says_box_.Empty()) {
    says_box_ = watch_banner;
  } else if (!watch_banner.Empty()) {
    const float x = std::min(says_box_.x, watch_banner.x), y = std::min(says_box_.y, watch_banner.y);
    says_box_ = Box{x, y, std::max(says_box_.Right(), watch_banner.Right()) - x, std::max(says_box_.Bottom(), watch_banner.Bottom()) - y};
  }
  probe_->layout = TableShapeName(layout.shape);
  top_bar_.Draw(controller, settings, layout, &log_, probe_, &intents_);
  if (controller.HasMatch()) DrawMatch(controller, settings, layout);
  if (!watch_banner.Empty()) {
    DrawWatchBanner(watch_words_, watch_banner);
    probe_->Add("note:room-banner", watch_banner);
  }
  if (controller.paused()) DimTable();
  if (controller.HasMatch()) HandleKeys(controller);
  probe_->last_flight = flight_.last();
  ImGui::End();
  if (log_.open() && controller.HasMatch()) {
    log_.Draw(controller, layout, probe_);
    // Closed by Escape: the focus cue shows on Menu, which opens it again, never nowhere.
    if (!log_.open() && ImGui::IsKeyPressed(ImGuiKey_Escape, false)) top_bar_.FocusMenuButton();
  }
  if (controller.paused()) {
    DrawPaused();
  } else if (controller.HasMatch() && hand_.DrawHandOff(controller, probe_)) {
    intents_.clear();  // until its owner uncovers it, nothing of a covered hand's table can be pressed
  }
  probe_ = nullptr;
  return intents_;
}

void TableView::DrawMatch(const GameController& controller, const Settings& settings, const TableLayout& layout) {
  const bool hand_visible = hand_.Visible(controller);
  DrawPlates(controller, layout, probe_, &places_);
  const MotionStyle style = controller.skipping() ? MotionStyle::kNone
                                                  : MotionStyleFor(controller.pace(), settings.reduce_motion || system_reduces_motion_);
  probe_->motion = MotionStyleName(style);
  if (controller.DealOver() || controller.MatchOver()) {
    DrawSettlementPanel(controller, layout, style);
  } else {
    DrawPlay(controller, layout, style, hand_visible);
  }
}

void TableView::DrawSettlementPanel(const GameController& controller, const TableLayout& layout, MotionStyle style) {
  std::optional<Intent> offer;
  const SettlementChoice choice = DrawSettlement(controller, layout.settlement, reveal_.For(controller, style), review_,
                                                 seat_offers_, &offer, probe_);
  if (offer) Ask(*offer);
  switch (choice) {
    case SettlementChoice::kNextDeal:
      Ask(MakeIntent(controller.LastDealOver() ? IntentKind::kFinalStandings : IntentKind::kNextDeal));
      break;
    case SettlementChoice::kNewMatch: Ask(MakeIntent(IntentKind::kTableNewMatch)); break;
    case SettlementChoice::kLessonPlayMatch: Ask(MakeIntent(IntentKind::kLessonPlayMatch)); break;
    case SettlementChoice::kNone: break;
  }
}

void TableView::DrawPlay(const GameController& controller, const TableLayout& layout, MotionStyle style, bool hand_visible) {
  const TableModel& model = controller.model();
  flight_.NoteNewPlay(controller, layout, style, places_);
  DrawBoardAndTurnup(model, layout, probe_, &places_);
  DrawPile(model, layout, flight_, probe_);
  DrawSpare(model, layout, probe_);
  DrawCaptionRow(controller, layout, hand_visible);
  const engine::Phase phase = controller.state().phase();
  if (controller.HumanToAct() >= 0 && (phase == engine::Phase::kWildPope || phase == engine::Phase::kPlaceCounter)) {
    hand_.DrawDecision(controller, layout, hint_.hint(), probe_, &intents_);
  } else {
    hand_.Draw(controller, layout, hand_visible, hint_.hint(), &flight_, probe_, &intents_);
  }
  flight_.Draw(model, probe_);
  counters_.Draw(controller, places_);
}

void TableView::DrawCaptionRow(const GameController& controller, const TableLayout& layout, bool hand_visible) {
  const Box& box = layout.caption;
  // Your seat is the AI's until you take it back: "I'm back" where Skip or Hint would be.
  const bool back = !back_label_.empty();
  const float back_words = back ? ImGui::CalcTextSize(back_label_.c_str()).x + 2.5f * ImGui::GetStyle().FramePadding.x : 0.0f;
  const float back_w = back ? std::max(SkipWidth(layout), std::min(back_words, box.w * 0.4f)) : 0.0f;
  const float skip_w = !back && SkipOffered(controller) ? SkipWidth(layout) : 0.0f;
  const bool hint_offered = !back && hand_visible && HintOffered(controller);
  const float side_w = back ? back_w : skip_w > 0.0f ? skip_w : hint_offered ? SkipWidth(layout) : 0.0f;
  // The turn clock's time left for your own decision: small and calm at the caption's left.
  const float note_size = layout.caption_size * 0.8f;
  const float note_w = clock_note_.empty() ? 0.0f : std::min(TextSize(FontRole::kSmall, note_size, clock_note_).x + note_size, box.w * 0.3f);
  DrawCaption(controller, layout, hand_visible, std::max(side_w, note_w), probe_);
  if (note_w > 0.0f) {
    PutText(ImGui::GetWindowDrawList(), FontRole::kSmall, note_size, ImVec2(box.x + note_size * 0.5f, box.CentreY() - note_size * 0.6f),
            colors::kTextDim, clock_note_);
    probe_->Add("note:clock", {box.x, box.y, note_w, box.h});
  }
  if (back) {
    if (BoxButton(back_label_.c_str(), {box.Right() - back_w, box.y, back_w, box.h})) Ask(MakeIntent(IntentKind::kComeBack));
    probe_->NameLastItem(MakeIntent(IntentKind::kComeBack));
    return;
  }
  if (skip_w > 0.0f) {
    if (BoxButton(SkipLabel(), {box.Right() - skip_w, box.y, skip_w, box.h})) Ask(MakeIntent(IntentKind::kSkip));
    probe_->NameLastItem(MakeIntent(IntentKind::kSkip));
  }
  if (skip_w <= 0.0f && hint_offered && hint_.DrawButton(layout, side_w, probe_)) Ask(MakeIntent(IntentKind::kHint));
  if (hint_offered) hint_.Draw(layout, probe_);
}

void TableView::HandleKeys(const GameController& controller) {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput || !TableHasKeyboard()) return;
  for (int i = 0; i < io.InputQueueCharacters.Size; ++i) {
    switch (io.InputQueueCharacters[i]) {
      case 's': case 'S': Ask(MakeIntent(IntentKind::kSkip)); break;
      case 'l': case 'L': log_.Toggle(); break;
      case 'h': case 'H':
        if (!HintOffered(controller)) break;
        Ask(MakeIntent(IntentKind::kHint));
        hint_.ToggleChoices();
        break;
      case 'c': case 'C': Ask(MakeIntent(IntentKind::kReadHand)); break;
      case 'b': case 'B': Ask(MakeIntent(IntentKind::kReadBoard)); break;
      case 'p': case 'P': Ask(MakeIntent(IntentKind::kReadPurses)); break;
      default: break;
    }
  }
}

void TableView::DrawPaused() {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(viewport->Pos.x + viewport->Size.x * 0.5f, viewport->Pos.y + viewport->Size.y * 0.5f),
                          ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  // The title is shown: translated, with a fixed id after "###".
  ImGui::Begin((std::string(Tr("Paused")) + "###paused").c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse |
                                      ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  ImGui::TextUnformatted(Tr("The game is paused."));
  if (ImGui::Button(Tr("Play on"), ImVec2(240, 48))) Ask(MakeIntent(IntentKind::kResume));
  probe_->NameLastItem(MakeIntent(IntentKind::kResume));
  ImGui::End();
}

}  // namespace popejoan::ui
