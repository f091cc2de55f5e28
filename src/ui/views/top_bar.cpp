#include "ui/views/top_bar.h"

#include <algorithm>
#include <string>

#include "imgui.h"
#include "session/deal_code.h"
#include "session/room_words.h"
#include "session/words/game_words.h"
#include "session/words/language.h"
#include "ui/paint/draw_text.h"
#include "ui/paint/theme.h"
#include "ui/test_probe.h"
#include "ui/views/look_settings.h"
#include "ui/views/table_log.h"
#include "ui/views/table_widgets.h"

namespace popejoan::ui {
namespace {

// The pace as the mirror and the settings name it ("Fast"), nearest of the four offered.
const char* PaceLabel(double pace) { return PaceName(PaceIndex(pace)); }

// A top-bar button's label in the windows' type, with its padding.
float BarLabelWidth(const char* label) { return ImGui::CalcTextSize(label).x + 2.0f * ImGui::GetStyle().FramePadding.x; }

// The menu's items, each `size`, named on the probe by the intent it makes.
struct MenuItems {
  TestProbe* probe;
  std::vector<Intent>* out;
  ImVec2 size;

  void Item(const char* label, const Intent& intent) const {
    if (ImGui::Selectable(label, false, 0, size)) out->push_back(intent);
    probe->NameLastItem(intent);
  }
  // A checkbox showing `on` that toggles.
  void Checkbox(const char* label, bool on, const Intent& toggle) const {
    if (ImGui::Checkbox(label, &on)) out->push_back(toggle);
    probe->NameLastItem(toggle);
  }
};

// The game's name at the bar's left, then three facts side by side: the deal, trumps, muted. A
// daily deal's date (`note`, or `short_note`, the date alone) comes first where it fits; on a
// bar too narrow for it, the date takes the game's name's place.
void DrawBarWords(const GameController& controller, const Settings& settings, const std::string& note,
                  const std::string& short_note, const TableLayout& layout, TestProbe* probe) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const TopBarLayout& bar = layout.bar;
  const TableModel& model = controller.model();
  const bool facts_shown = model.num_seats > 0 && controller.HasMatch();
  std::string info;
  if (facts_shown) {
    info = Fmt(Tr("Deal {0} of {1}"), {std::to_string(std::min(model.deal_index + 1, std::max(1, model.num_deals))),
                                      std::to_string(model.num_deals)});
    if (model.trump != engine::kNoSuit) info += "   " + Fmt(Tr("Trumps {0}"), {SuitGlyph(model.trump)});
    if (settings.muted) info += std::string("   ") + Tr("Muted");
  }
  bool date_told = short_note.empty();
  for (const std::string& first : {note, short_note}) {
    if (date_told || first.empty() || TextSize(FontRole::kBody, 11.0f, first + "   " + info).x > bar.info.w) continue;
    info = first + "   " + info;
    date_told = true;
  }
  if (!date_told && !bar.title.Empty()) {
    const float size = FitTextSize(FontRole::kBody, bar.info_size, short_note, bar.title.w, 11.0f);
    PutText(draw, FontRole::kBody, size, ImVec2(bar.title.x, bar.title.CentreY() - size * 0.6f), colors::kBrass, short_note);
  } else if (!bar.title.Empty()) {  // empty only where the bar has no room for it beside or above the deal
    const char* title = NotTranslated("Pope Joan");  // the game's name in every language
    const ImVec2 title_extent = TextSize(FontRole::kTitle, bar.title_size, title);
    PutText(draw, FontRole::kTitle, bar.title_size, ImVec2(bar.title.x, bar.title.CentreY() - title_extent.y * 0.5f),
            colors::kBrass, title);
    probe->title_size = bar.title_size;
  }
  if (!facts_shown) return;
  const float size = FitTextSize(FontRole::kBody, bar.info_size, info, bar.info.w, 11.0f);
  const std::string shown = Ellipsize(FontRole::kBody, size, info, bar.info.w);
  PutText(draw, FontRole::kBody, size, ImVec2(bar.info.x, bar.info.CentreY() - size * 0.6f), colors::kTextDim, shown);
}

// The menu's ways elsewhere: a new match, the rules, the lesson, statistics, full screen, what
// happened, pause and the replay.
// An online room's table has no lesson or replay of its own (the server keeps the match).
void DrawMenuActions(const MenuItems& menu, TableLog* log, bool remote) {
  menu.Item(Tr("New match..."), MakeIntent(IntentKind::kMenuNewMatch));
  menu.Item(Tr("Rules"), MakeIntent(IntentKind::kMenuRules));
  if (!remote) menu.Item(Tr("Learn to play"), MakeIntent(IntentKind::kMenuLesson));
  menu.Item(Tr("Statistics"), MakeIntent(IntentKind::kMenuStatistics));
  menu.Item(Tr("Full screen (F)"), MakeIntent(IntentKind::kFullscreen));
  if (ImGui::Selectable(Tr("What happened (L)"), false, 0, menu.size)) log->Open();
  menu.probe->AddLastItem("menu:log");
  menu.Item(Tr("Pause"), MakeIntent(IntentKind::kPause));
  if (!remote) menu.Item(Tr("Save replay"), MakeIntent(IntentKind::kSaveReplay));
}

// Undo, the sound and motion settings, the look's, and the speed.
void DrawMenuSettings(const GameController& controller, const Settings& settings, const MenuItems& menu) {
  if (controller.CanUndo()) menu.Item(Tr("Undo my last lead"), MakeIntent(IntentKind::kMenuUndo));
  if (!controller.Remote()) menu.Checkbox(Tr("Allow undo"), controller.undo_allowed(), MakeIntent(IntentKind::kAllowUndo));
  menu.Checkbox(Tr("Mute sounds"), settings.muted, MakeIntent(IntentKind::kMute));
  ImGui::SetNextItemWidth(menu.size.x * 0.6f);
  int volume = settings.volume;
  if (ImGui::SliderInt(Tr("Volume"), &volume, 0, 100, "%d%%")) {
    menu.out->push_back(MakeIntent(IntentKind::kSetVolume, static_cast<std::uint64_t>(volume)));
  }
  menu.Checkbox(Tr("Reduce motion"), settings.reduce_motion, MakeIntent(IntentKind::kReduceMotion));
  ImGui::Separator();
  DrawLookSettings(settings, "menu:", menu.probe, menu.out);
  ImGui::Separator();
  ImGui::TextDisabled("%s", Tr("Speed"));
  for (int i = 0; i < kNumPaces; ++i) {
    const double pace = PaceSeconds(i);
    const Intent chosen = MakeIntent(IntentKind::kSetPace, static_cast<std::uint64_t>(i));
    if (ImGui::Selectable(PaceName(i), controller.pace() == pace, 0, menu.size)) menu.out->push_back(chosen);
    menu.probe->NameLastItem(chosen);
  }
}

}  // namespace

float MenuLabelWidth() { return BarLabelWidth(Tr("Menu")); }

float PaceAndUndoWidth() {
  float widest = BarLabelWidth(Tr("Undo"));
  for (int i = 0; i < kNumPaces; ++i) widest = std::max(widest, BarLabelWidth(PaceName(i)));
  return widest;
}

void TopBar::Draw(const GameController& controller, const Settings& settings, const TableLayout& layout, TableLog* log,
                  TestProbe* probe, std::vector<Intent>* out) {
  const TopBarLayout& bar = layout.bar;
  const Box& box = layout.topbar;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(TopLeft(box), BottomRight(box), CurrentPalette().bar);
  draw->AddLine(ImVec2(box.x, box.Bottom()), BottomRight(box), CurrentPalette().bar_line);
  probe->Add("region:topbar", box);
  DrawBarWords(controller, settings, note_, short_note_, layout, probe);
  if (BoxButton(Tr("Menu"), bar.menu)) ImGui::OpenPopup("menu");
  if (focus_menu_button_) FocusLastItem();
  focus_menu_button_ = false;
  probe->AddLastItem("button:menu");
  if (!bar.pace.Empty()) {
    if (BoxButton(PaceLabel(controller.pace()), bar.pace)) out->push_back(MakeIntent(IntentKind::kNextPace));
    probe->NameLastItem(MakeIntent(IntentKind::kNextPace));
  }
  if (!bar.undo.Empty() && controller.CanUndo()) {
    if (BoxButton(Tr("Undo"), bar.undo)) out->push_back(MakeIntent(IntentKind::kUndo));
    probe->NameLastItem(MakeIntent(IntentKind::kUndo));
  }
  DrawMenu(controller, settings, layout, log, probe, out);
}

void TopBar::DrawMenu(const GameController& controller, const Settings& settings, const TableLayout& layout, TableLog* log,
                      TestProbe* probe, std::vector<Intent>* out) {
  // Escape opens the menu (unless it just closed it, or another window has the keyboard).
  if (!menu_open_ && !log->open() && TableHasKeyboard() && !ImGui::IsAnyItemActive() && !ImGui::GetIO().WantTextInput &&
      ImGui::IsKeyPressed(ImGuiKey_Escape)) {
    ImGui::OpenPopup("menu");
  }
  // Under the top bar at its right, never over the bar's own buttons; it scrolls if the box is short.
  const Box& bar = layout.topbar;
  ImGui::SetNextWindowPos(ImVec2(bar.Right() - 8.0f, bar.Bottom() + 4.0f), ImGuiCond_Always, ImVec2(1.0f, 0.0f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(layout.view.w - 16.0f, layout.view.h - bar.Bottom() - 12.0f));
  const bool was_open = menu_open_;
  menu_open_ = ImGui::BeginPopup("menu");
  // Closed by Escape: the focus cue shows on the button that opens it again, never nowhere.
  if (was_open && !menu_open_ && ImGui::IsKeyPressed(ImGuiKey_Escape, false)) focus_menu_button_ = true;
  if (!menu_open_) {
    code_copied_ = false;
    link_copied_ = false;
    invite_copied_ = false;
    return;
  }
  const MenuItems menu{probe, out, ImVec2(std::min(260.0f * CurrentTypeScale(), layout.view.w - 48.0f), kMinTouchTarget)};
  // A room's own items come first, in view as the menu opens on a short screen: a watcher who
  // had a seat here (another device) types their rejoin code to take it back; the invite, for
  // the whole match (a friend may still come to watch or take a seat).
  if (rejoin_draft_ != nullptr) {
    if (rejoin_field_.Draw(rejoin_draft_, probe, rejoin_note_)) out->push_back(MakeIntent(IntentKind::kReclaimSeat));
  }
  if (controller.Remote()) {
    const char* invite = invite_copied_ ? Tr("Copied ✓") : Tr("Copy invite link");
    if (ImGui::Selectable((std::string(invite) + "###copy-invite").c_str(), false, ImGuiSelectableFlags_DontClosePopups, menu.size)) {
      out->push_back(MakeIntent(IntentKind::kCopyInvite));
      invite_copied_ = true;
    }
    probe->NameLastItem(MakeIntent(IntentKind::kCopyInvite));
    ImGui::Separator();
  }
  // An online room's player: the code to take the seat back on another device (docs/online.md,
  // "Your seat from any device"), then a quick reaction, shown at their plate on every screen.
  if (controller.RemoteSeat() >= 0) {
    if (!rejoin_words_.empty()) {
      ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + menu.size.x);
      ImGui::TextDisabled("%s", rejoin_words_.c_str());
      ImGui::PopTextWrapPos();
      probe->AddLastItem("note:rejoin-code");
      ImGui::Separator();
    }
    // Two a row: on a phone on its side the mutes under them are in view as the menu opens.
    MenuItems pair = menu;
    pair.size.x = (menu.size.x - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
    for (int i = 0; i < protocol::kNumReactions; ++i) {
      if (i % 2 == 1) ImGui::SameLine();
      pair.Item(ReactionWords(static_cast<protocol::Reaction>(i)).c_str(), MakeIntent(IntentKind::kReact, static_cast<std::uint64_t>(i)));
    }
    ImGui::Separator();
  }
  // Another person's reactions, muted on this page alone: under the reactions, the menu left open
  // to show the item now says Unmute (its id keeps the keyboard's place as its words change).
  for (const MirrorButton& offer : mute_offers_) {
    const engine::Result<Intent> intent = ParseIntent(offer.id);
    if (!intent.ok()) continue;
    // A long name widens the menu (up to the screen's width) rather than being cut off.
    const std::string label = offer.label + "###" + offer.id;
    const ImVec2 size(std::max(menu.size.x, ImGui::CalcTextSize(label.c_str(), nullptr, true).x), menu.size.y);
    if (ImGui::Selectable(label.c_str(), false, ImGuiSelectableFlags_DontClosePopups, size)) {
      out->push_back(intent.value());
    }
    probe->NameLastItem(intent.value());
  }
  if (!mute_offers_.empty()) ImGui::Separator();
  DrawMenuActions(menu, log, controller.Remote());
  // This match's deal code: whoever opens it is dealt the same cards (a lesson has none, nor a
  // room's match: the server deals).
  if (!controller.InLesson() && !controller.Remote()) {
    ImGui::TextDisabled("%s", Fmt(Tr("Deal code {0}"), {DealCode(controller.setup())}).c_str());
    const char* copy = code_copied_ ? Tr("Copied ✓") : Tr("Copy the deal code");
    if (ImGui::Selectable(copy, false, ImGuiSelectableFlags_DontClosePopups, menu.size)) {
      out->push_back(MakeIntent(IntentKind::kCopyDealCode));
      code_copied_ = true;
    }
    probe->NameLastItem(MakeIntent(IntentKind::kCopyDealCode));
    // A link a friend opens to be dealt the same cards (on a phone, the share sheet).
    const char* link = link_copied_ ? Tr("Copied ✓") : Tr("Copy link");
    if (ImGui::Selectable((std::string(link) + "###copy-link").c_str(), false, ImGuiSelectableFlags_DontClosePopups, menu.size)) {
      out->push_back(MakeIntent(IntentKind::kCopyLink));
      link_copied_ = true;
    }
    probe->NameLastItem(MakeIntent(IntentKind::kCopyLink));
  }
  DrawMenuSettings(controller, settings, menu);
  ImGui::EndPopup();
}

}  // namespace popejoan::ui
