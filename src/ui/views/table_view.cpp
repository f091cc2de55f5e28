#include "ui/views/table_view.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "imgui.h"
#include "imgui_internal.h"  // whether the keyboard's focus cue is showing (NavDisableHighlight)
#include "session/access_mirror.h"
#include "ui/paint/board_painter.h"
#include "ui/paint/card_painter.h"
#include "session/deal_code.h"
#include "ui/paint/draw_text.h"
#include "session/words/game_words.h"
#include "session/words/hint_words.h"
#include "session/words/language.h"
#include "ui/views/look_settings.h"
#include "ui/paint/page.h"
#include "ui/views/seat_plate.h"
#include "ui/views/settlement_view.h"
#include "ui/test_probe.h"
#include "ui/paint/theme.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw
namespace {

constexpr ImGuiWindowFlags kPanelFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                         ImGuiWindowFlags_NoSavedSettings;

std::vector<CompartmentView> BoardView(const TableModel& model) {
  std::vector<CompartmentView> views;
  const int honour = model.rules.layout == Layout::kFoster ? kDiamonds : model.trump;
  for (int c = 0; c < kNumCompartments; ++c) {
    if (!LayoutHas(model.rules.layout, c)) continue;
    CompartmentView v;
    v.name = CompartmentWord(c);
    std::string cards;
    if (honour != kNoSuit || c == kPope) {
      CardMask m = CompartmentCards(model.rules, c, honour);
      while (m) {
        const Card card = LowestCard(m);
        m &= m - 1;
        if (!cards.empty()) cards += "+";
        cards += CardLabel(card);
      }
    }
    v.cards = cards;
    v.counters = model.board[static_cast<size_t>(c)];
    v.flash = model.flash_compartment == c;
    views.push_back(v);
  }
  return views;
}

std::vector<Card> HandCards(CardMask hand) {
  std::vector<Card> cards;
  while (hand) {
    cards.push_back(LowestCard(hand));
    hand &= hand - 1;
  }
  return cards;
}

// The pace as the mirror and the settings name it ("Fast"), nearest of the four offered.
const char* PaceLabel(double pace) { return PaceName(PaceIndex(pace)); }

// A button at a layout box (its text in the bar's size).
bool BoxButton(const char* label, const Box& box) {
  ImGui::SetCursorScreenPos(TopLeft(box));
  // The label centred in the box: the style's padding is taller than a bar button at large type.
  const ImVec2 padding(ImGui::GetStyle().FramePadding.x, std::max(0.0f, (box.h - ImGui::GetFontSize()) * 0.5f));
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, padding);
  const bool pressed = ImGui::Button(label, ImVec2(box.w, box.h));
  ImGui::PopStyleVar();
  return pressed;
}

// True while the player steers with the keyboard (ImGui shows its focus cue), false after the
// mouse or a finger was used: then a card rises under the pointer instead.
bool KeyboardCueShowing() { return !ImGui::GetCurrentContext()->NavDisableHighlight; }

// The Skip and Hint buttons' labels (Hint's while the coach thinks too).
const char* SkipLabel() { return Tr("Skip →"); }
const char* HintLabel(bool thinking) { return thinking ? Tr("Hint…") : Tr("Hint"); }

// Room for Skip or Hint at the caption's right: their words measured (French ones are longer),
// yet never more than a third of the caption.
float SkipWidth(const TableLayout& layout) {
  const float usual = std::min(layout.caption.w * 0.22f, std::max(kMinTouchTarget * 2.0f, 100.0f * CurrentTypeScale()));
  const float words = std::max({ImGui::CalcTextSize(SkipLabel()).x, ImGui::CalcTextSize(HintLabel(true)).x,
                                ImGui::CalcTextSize(HintLabel(false)).x}) +
                      2.5f * ImGui::GetStyle().FramePadding.x;
  return std::max(usual, std::min(words, layout.caption.w * 0.33f));
}

// True when the keyboard belongs to the table (its window, the settlement or a decision), not
// to a window over it such as the rules, which takes Escape for itself.
bool TableHasKeyboard() {
  const ImGuiWindow* focused = ImGui::GetCurrentContext()->NavWindow;
  if (focused == nullptr) return true;
  const std::string root = focused->RootWindow->Name;
  return root == NotTranslated("Table") || root == NotTranslated("Settlement") || root == NotTranslated("Decision") ||
         root == NotTranslated("What happened") || root == NotTranslated("Lesson");
}

// A top-bar button's label in the windows' type, with its padding: the layout widens the
// buttons to hold their words (French ones are longer).
float BarLabelWidth(const char* label) { return ImGui::CalcTextSize(label).x + 2.0f * ImGui::GetStyle().FramePadding.x; }

// The widest of the pace and Undo buttons' labels.
float PaceAndUndoWidth() {
  float widest = BarLabelWidth(Tr("Undo"));
  for (int i = 0; i < kNumPaces; ++i) widest = std::max(widest, BarLabelWidth(PaceName(i)));
  return widest;
}

// The compartment buttons of a placing decision: as wide as the longest name needs.
float PlaceButtonWidth(const ActionList& legal) {
  float widest = 0.0f;
  for (int i = 0; i < legal.size(); ++i) {
    if (IsPlaceAction(legal[i])) widest = std::max(widest, ImGui::CalcTextSize(CompartmentWord(legal[i] - kActionPlaceBase)).x);
  }
  const float wanted = std::max(124.0f * CurrentTypeScale(), widest + 2.0f * ImGui::GetStyle().FramePadding.x);
  return std::min(wanted, ImGui::GetContentRegionAvail().x);
}

}  // namespace

void TableView::MenuItem(const char* label, const Intent& intent, ImVec2 size) {
  if (ImGui::Selectable(label, false, 0, size)) Ask(intent);
  NameLastItem(intent);
}

void TableView::MenuCheckbox(const char* label, bool on, const Intent& toggle) {
  if (ImGui::Checkbox(label, &on)) Ask(toggle);
  NameLastItem(toggle);
}

std::vector<int> TableView::PlateOrder(const TableModel& model) const {
  std::vector<int> order;
  const int n = model.num_seats;
  if (model.viewer < 0) {
    for (int i = 0; i < n; ++i) order.push_back(i);
    return order;
  }
  for (int i = 1; i <= n; ++i) order.push_back((model.viewer + i) % n);  // yours last
  return order;
}

TableLayout TableView::MakeLayout(const GameController& controller, float width, float height) {
  const TableModel& model = controller.model();
  if (model.viewer >= 0) {
    const int count = model.seats[static_cast<size_t>(model.viewer)].hand_count;
    if (model.deal_index != hand_deal_ || model.viewer != hand_viewer_) {
      hand_deal_ = model.deal_index;
      hand_viewer_ = model.viewer;
      hand_size_ = count;
    }
    hand_size_ = std::max(hand_size_, count);
  }
  TableLayoutInput in;
  in.width = width;
  in.height = height;
  in.seats = model.num_seats;
  in.own_plate = model.viewer >= 0;
  in.hand_cards = model.viewer >= 0 ? std::max(hand_size_, 1) : 0;
  in.spare_cards = PopCount(model.spare);
  in.screen = controller.DealOver() || controller.MatchOver() ? TableScreen::kSettlement : TableScreen::kPlay;
  in.text_scale = text_scale_;
  in.menu_label_w = BarLabelWidth(Tr("Menu"));
  in.bar_label_w = PaceAndUndoWidth();
  return LayoutTable(in);
}

std::vector<Intent> TableView::Draw(const GameController& controller, const Settings& settings) {
  intents_.clear();
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(viewport->Pos);
  ImGui::SetNextWindowSize(viewport->Size);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
  ImGui::Begin(NotTranslated("Table"), nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoBackground |
                   ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoSavedSettings);
  ImGui::PopStyleVar(2);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 vmin = viewport->Pos;
  const ImVec2 vmax(vmin.x + viewport->Size.x, vmin.y + viewport->Size.y);
  const Palette& palette = CurrentPalette();
  draw->AddRectFilledMultiColor(vmin, vmax, palette.felt_top, palette.felt_top, palette.felt_bottom, palette.felt_bottom);
  // Keyboard players start at the table without a click first.
  if (!ImGui::IsWindowFocused(ImGuiFocusedFlags_AnyWindow)) ImGui::SetWindowFocus();

  text_scale_ = TextScale(settings.text_size);
  const TableLayout layout = MakeLayout(controller, viewport->Size.x, viewport->Size.y);
  top_limit_ = layout.topbar.Bottom();
  // A lesson's panel sits by the caption, or at the foot of the settlement.
  caption_box_ = !layout.caption.Empty() ? layout.caption : Box{layout.settlement.x, layout.settlement.Bottom(), layout.settlement.w, 0.0f};
  Probe().layout = TableShapeName(layout.shape);
  DrawTopBar(controller, settings, layout);
  if (controller.HasMatch()) {
    const TableModel& model = controller.model();
    const bool hand_visible = PeopleAtTable(controller) <= 1 ||
                              (model.viewer >= 0 && model.viewer == revealed_seat_ && controller.HumanToAct() == model.viewer);
    DrawPlates(controller, layout);
    const MotionStyle style = controller.skipping() ? MotionStyle::kNone
                                                    : MotionStyleFor(controller.pace(), settings.reduce_motion || system_reduces_motion_);
    Probe().motion = MotionStyleName(style);
    if (controller.DealOver() || controller.MatchOver()) {
      switch (DrawSettlement(controller, layout.settlement, RevealFor(controller, style), review_)) {
        case SettlementChoice::kNextDeal:
          Ask(MakeIntent(controller.LastDealOver() ? IntentKind::kFinalStandings : IntentKind::kNextDeal));
          break;
        case SettlementChoice::kNewMatch: Ask(MakeIntent(IntentKind::kTableNewMatch)); break;
        case SettlementChoice::kNone: break;
      }
    } else {
      NoteNewPlay(controller, layout, style);
      DrawBoardAndTurnup(model, layout);
      DrawPile(model, layout);
      DrawSpare(model, layout);
      const float skip_w = SkipOffered(controller) ? SkipWidth(layout) : 0.0f;
      const bool hint_offered = hand_visible && HintOffered(controller);
      const float side_w = skip_w > 0.0f ? skip_w : hint_offered ? SkipWidth(layout) : 0.0f;
      DrawCaption(controller, layout, hand_visible, side_w);
      if (skip_w > 0.0f) DrawSkip(controller, layout, skip_w);
      if (skip_w <= 0.0f && hint_offered && DrawHintButton(layout, side_w)) Ask(MakeIntent(IntentKind::kHint));
      if (hint_offered) DrawHint(layout);
      const Phase phase = controller.state().phase();
      if (controller.HumanToAct() >= 0 && (phase == Phase::kWildPope || phase == Phase::kPlaceCounter)) {
        DrawDecision(controller, layout);
      } else {
        DrawHand(controller, layout, hand_visible);
      }
      DrawFlight(model);
      DrawMotion(controller);
    }
  }
  if (controller.paused()) draw->AddRectFilled(vmin, vmax, IM_COL32(0, 0, 0, 110));
  if (controller.HasMatch()) {
    HandleKeys(controller);
  }
  Probe().last_flight = last_flight_;
  ImGui::End();
  if (log_open_ && controller.HasMatch()) DrawLog(controller, layout);
  if (controller.paused()) {
    DrawPaused(controller);
    return intents_;
  }
  // Until its owner uncovers it, nothing of a covered hand's table can be pressed.
  if (controller.HasMatch() && DrawHandOff(controller)) intents_.clear();
  return intents_;
}

void TableView::DrawTopBar(const GameController& controller, const Settings& settings, const TableLayout& layout) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const TopBarLayout& bar = layout.bar;
  const Box& box = layout.topbar;
  draw->AddRectFilled(TopLeft(box), BottomRight(box), CurrentPalette().bar);
  draw->AddLine(ImVec2(box.x, box.Bottom()), BottomRight(box), CurrentPalette().bar_line);
  Probe().Add("region:topbar", box);
  if (!bar.title.Empty()) {  // large type on a narrow box gives the title's room to the deal and trumps
    const char* title = NotTranslated("Pope Joan");  // the game's name in every language
    const ImVec2 title_extent = TextSize(FontRole::kTitle, bar.title_size, title);
    PutText(draw, FontRole::kTitle, bar.title_size, ImVec2(bar.title.x, box.CentreY() - title_extent.y * 0.5f),
            colors::kBrass, title);
  }
  const TableModel& model = controller.model();
  if (model.num_seats > 0 && controller.HasMatch()) {
    // Three facts side by side, each its own phrase.
    std::string info = Fmt(Tr("Deal {0} of {1}"), {std::to_string(std::min(model.deal_index + 1, std::max(1, model.num_deals))),
                                                   std::to_string(model.num_deals)});
    if (model.trump != kNoSuit) info += "   " + Fmt(Tr("Trumps {0}"), {SuitGlyph(model.trump)});
    if (settings.muted) info += std::string("   ") + Tr("Muted");
    const float size = FitTextSize(FontRole::kBody, bar.info_size, info, bar.info.w, 11.0f);
    const std::string shown = Ellipsize(FontRole::kBody, size, info, bar.info.w);
    PutText(draw, FontRole::kBody, size, ImVec2(bar.info.x, box.CentreY() - size * 0.6f), colors::kTextDim, shown);
  }
  if (BoxButton(Tr("Menu"), bar.menu)) ImGui::OpenPopup("menu");
  Probe().AddLastItem("button:menu");
  if (!bar.pace.Empty()) {
    if (BoxButton(PaceLabel(controller.pace()), bar.pace)) Ask(MakeIntent(IntentKind::kNextPace));
    NameLastItem(MakeIntent(IntentKind::kNextPace));
  }
  if (!bar.undo.Empty() && controller.CanUndo()) {
    if (BoxButton(Tr("Undo"), bar.undo)) Ask(MakeIntent(IntentKind::kUndo));
    NameLastItem(MakeIntent(IntentKind::kUndo));
  }
  DrawMenu(controller, settings, layout);
}

void TableView::DrawMenu(const GameController& controller, const Settings& settings, const TableLayout& layout) {
  // Escape opens the menu (unless it just closed it, or another window has the keyboard).
  if (!menu_was_open_ && !log_open_ && TableHasKeyboard() && !ImGui::IsAnyItemActive() && !ImGui::GetIO().WantTextInput &&
      ImGui::IsKeyPressed(ImGuiKey_Escape)) {
    ImGui::OpenPopup("menu");
  }
  // Under the top bar at its right, never over the bar's own buttons; it scrolls if the box is short.
  const Box& bar = layout.topbar;
  ImGui::SetNextWindowPos(ImVec2(bar.Right() - 8.0f, bar.Bottom() + 4.0f), ImGuiCond_Always, ImVec2(1.0f, 0.0f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(layout.view.w - 16.0f, layout.view.h - bar.Bottom() - 12.0f));
  menu_was_open_ = ImGui::BeginPopup("menu");
  if (!menu_was_open_) {
    code_copied_ = false;
    return;
  }
  const ImVec2 item(std::min(260.0f * CurrentTypeScale(), layout.view.w - 48.0f), kMinTouchTarget);
  MenuItem(Tr("New match..."), MakeIntent(IntentKind::kMenuNewMatch), item);
  MenuItem(Tr("Rules"), MakeIntent(IntentKind::kMenuRules), item);
  MenuItem(Tr("Learn to play"), MakeIntent(IntentKind::kMenuLesson), item);
  MenuItem(Tr("Statistics"), MakeIntent(IntentKind::kMenuStatistics), item);
  MenuItem(Tr("Full screen (F)"), MakeIntent(IntentKind::kFullscreen), item);
  if (ImGui::Selectable(Tr("What happened (L)"), false, 0, item)) log_open_ = true;
  Probe().AddLastItem("menu:log");
  MenuItem(Tr("Pause"), MakeIntent(IntentKind::kPause), item);
  MenuItem(Tr("Save replay"), MakeIntent(IntentKind::kSaveReplay), item);
  // This match's deal code: whoever opens it is dealt the same cards (a lesson has none).
  if (!controller.InLesson()) {
    ImGui::TextDisabled("%s", Fmt(Tr("Deal code {0}"), {DealCode(controller.setup())}).c_str());
    const char* copy = code_copied_ ? Tr("Copied ✓") : Tr("Copy the deal code");
    if (ImGui::Selectable(copy, false, ImGuiSelectableFlags_DontClosePopups, item)) {
      Ask(MakeIntent(IntentKind::kCopyDealCode));
      code_copied_ = true;
    }
    NameLastItem(MakeIntent(IntentKind::kCopyDealCode));
  }
  if (controller.CanUndo()) MenuItem(Tr("Undo my last lead"), MakeIntent(IntentKind::kMenuUndo), item);
  MenuCheckbox(Tr("Allow undo"), controller.undo_allowed(), MakeIntent(IntentKind::kAllowUndo));
  MenuCheckbox(Tr("Mute sounds"), settings.muted, MakeIntent(IntentKind::kMute));
  ImGui::SetNextItemWidth(item.x * 0.6f);
  int volume = settings.volume;
  if (ImGui::SliderInt(Tr("Volume"), &volume, 0, 100, "%d%%")) Ask(MakeIntent(IntentKind::kSetVolume, static_cast<std::uint64_t>(volume)));
  MenuCheckbox(Tr("Reduce motion"), settings.reduce_motion, MakeIntent(IntentKind::kReduceMotion));
  ImGui::Separator();
  DrawLookSettings(settings, "menu:", &intents_);
  ImGui::Separator();
  ImGui::TextDisabled("%s", Tr("Speed"));
  for (int i = 0; i < kNumPaces; ++i) {
    const double pace = PaceSeconds(i);
    if (ImGui::Selectable(PaceName(i), controller.pace() == pace, 0, item)) Ask(MakeIntent(IntentKind::kSetPace, static_cast<std::uint64_t>(i)));
    NameLastItem(MakeIntent(IntentKind::kSetPace, static_cast<std::uint64_t>(i)));
  }
  ImGui::EndPopup();
}

void TableView::DrawPlates(const GameController& controller, const TableLayout& layout) {
  const TableModel& model = controller.model();
  std::array<const char*, kMaxSeats> levels{};
  for (size_t s = 0; s < controller.setup().seats.size() && s < levels.size(); ++s) {
    levels[s] = LevelWord(controller.setup().seats[s].level);
  }
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const std::vector<int> order = PlateOrder(model);
  for (size_t i = 0; i < order.size() && static_cast<int>(i) < layout.plate_count; ++i) {
    const int seat = order[i];
    const Box& box = layout.plates[i];
    PlateMarks marks;
    marks.dealer = model.dealer == seat;
    marks.to_move = model.to_move == seat && model.winner < 0;
    marks.winner = model.winner == seat;
    marks.level = model.seats[static_cast<size_t>(seat)].human ? nullptr : levels[static_cast<size_t>(seat)];
    DrawSeatPlate(draw, model.seats[static_cast<size_t>(seat)], box, layout, marks);
    Probe().Add("region:seat-" + std::to_string(seat), box);
    seat_anchor_[static_cast<size_t>(seat)] = Centre(box);
    seat_box_[static_cast<size_t>(seat)] = box;
  }
}

void TableView::DrawBoardAndTurnup(const TableModel& model, const TableLayout& layout) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const Box& board = layout.board;
  board_centre_ = Centre(board);
  const BoardLayout& drawn = DrawBoard(draw, board_centre_, board.w * 0.5f, BoardView(model), NotTranslated("Pope Joan"));
  Probe().Add("region:board", board);
  size_t wedge = 0;
  for (int c = 0; c < kNumCompartments; ++c) {
    compartment_anchor_[static_cast<size_t>(c)] = board_centre_;
    if (LayoutHas(model.rules.layout, c) && wedge < drawn.wedges.size()) {
      compartment_anchor_[static_cast<size_t>(c)] = Centre(drawn.wedges[wedge++].chips);
    }
  }
  const Box& t = layout.turnup;
  Probe().Add("region:turnup", t);
  if (model.turnup == kNoCard) return;
  const float w = layout.pile_card_w;
  DrawCardFace(draw, ImVec2(t.CentreX() - w * 0.5f, t.y), w, RankOf(model.turnup), SuitOf(model.turnup));
  PutCentredText(draw, FontRole::kSmall, layout.label_size, ImVec2(t.CentreX(), t.y + w * kCardAspect + layout.label_size * 0.5f + 4.0f),
                 CurrentPalette().on_felt_dim, Tr("turn-up"));
}

void TableView::NoteNewPlay(const GameController& controller, const TableLayout& layout, MotionStyle style) {
  const TableModel& model = controller.model();
  const int played = PopCount(model.played);
  const bool same_deal = model.deal_index == played_deal_;
  const bool one_more = same_deal && played == played_seen_ + 1 && !model.run.empty();
  if (!same_deal) hand_box_.fill(Box{});
  if (played != played_seen_ || !same_deal) flight_card_ = kNoCard;  // undone, skipped or a new deal
  played_seen_ = played;
  played_deal_ = model.deal_index;
  const PlayedCard& p = model.run.empty() ? PlayedCard{} : model.run.back();
  if (!one_more || style == MotionStyle::kNone || p.card == kNoCard) return;
  const int count = static_cast<int>(model.run.size());
  flight_.to = PileCardBox(layout, count - 1, count);
  flight_.start = ImGui::GetTime();
  flight_.seconds = FlightSeconds(controller.pace());
  flight_.style = style;
  // From your hand where the card was, else from its player's seat (a smaller card leaving it).
  std::string from = "table";
  const Box* seat = p.seat >= 0 && p.seat < kMaxSeats ? &seat_box_[static_cast<size_t>(p.seat)] : nullptr;
  if (p.seat == model.viewer && !hand_box_[static_cast<size_t>(p.card)].Empty()) {
    flight_.from = hand_box_[static_cast<size_t>(p.card)];
    from = "hand";
  } else if (seat != nullptr && !seat->Empty()) {
    const float w = flight_.to.w * 0.7f, h = flight_.to.h * 0.7f;
    flight_.from = {seat->CentreX() - w * 0.5f, seat->CentreY() - h * 0.5f, w, h};
    from = "seat-" + std::to_string(p.seat);
  } else {
    flight_.from = {board_centre_.x, board_centre_.y, 1.0f, 1.4f};
  }
  flight_card_ = p.card;
  last_flight_ = CardName(p.card) + " " + MotionStyleName(style) + " from " + from;
}

void TableView::DrawPile(const TableModel& model, const TableLayout& layout) {
  Probe().Add("region:pile", layout.pile);
  if (model.run.empty()) return;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const int count = static_cast<int>(model.run.size());
  for (int i = 0; i < count; ++i) {
    const PlayedCard& p = model.run[static_cast<size_t>(i)];
    const Box b = PileCardBox(layout, i, count);
    Probe().Add("pile:" + CardName(p.card), b);
    const bool arriving = p.card == flight_card_ && i == count - 1;
    const FlightFrame frame = arriving ? FlightAt(flight_, ImGui::GetTime()) : FlightFrame{};
    if (!frame.landed && flight_.style == MotionStyle::kTravel) continue;  // drawn in flight, on top
    const int first_vertex = draw->VtxBuffer.Size;
    DrawCardFace(draw, TopLeft(b), b.w, RankOf(p.card), SuitOf(p.card));
    if (frame.alpha < 1.0f) ReshapeSince(draw, first_vertex, frame.alpha);
  }
  DrawPileMarks(model, layout);
}

void TableView::DrawPileMarks(const TableModel& model, const TableLayout& layout) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const int count = static_cast<int>(model.run.size());
  const float size = layout.label_size;
  const ImU32 colour = CurrentPalette().on_felt_dim;
  for (int i = 0, j = 0; i < count; i = j + 1) {
    const int seat = model.run[static_cast<size_t>(i)].seat;
    j = i;
    while (j + 1 < count && model.run[static_cast<size_t>(j + 1)].seat == seat) ++j;
    if (seat < 0 || seat >= model.num_seats) continue;
    // The span of this player's cards: from their first card to where the next player's begins.
    const Box first = PileCardBox(layout, i, count);
    const Box last = PileCardBox(layout, j, count);
    const float right = j + 1 < count ? PileCardBox(layout, j + 1, count).x : last.Right();
    const Box span = {first.x, last.Bottom() + 2.0f, std::max(1.0f, right - first.x - 3.0f), size + 6.0f};
    draw->AddLine(ImVec2(span.x + 1.0f, span.y + 1.0f), ImVec2(span.Right() - 1.0f, span.y + 1.0f), colour, 1.5f);
    const std::string name = ShownSeatName(model.seats[static_cast<size_t>(seat)].name);
    const std::string shown = TextSize(FontRole::kSmall, size, name).x <= span.w ? name : Initials(name);
    if (TextSize(FontRole::kSmall, size, shown).x <= std::max(span.w, size * 2.2f) || i == j) {
      PutCentredText(draw, FontRole::kSmall, size, ImVec2(span.CentreX(), span.y + size * 0.5f + 3.0f), colour, shown);
    }
    Probe().Add("pile-by:" + std::to_string(seat), span);
  }
}

RevealClock TableView::RevealFor(const GameController& controller, MotionStyle style) {
  // A new reveal for each deal's end (the actions so far tell one end from the next).
  const int key = static_cast<int>(controller.History().size());
  if (key != reveal_deal_) {
    reveal_deal_ = key;
    reveal_start_ = ImGui::GetTime();
  }
  int cards = PopCount(controller.state().SpareCards());
  for (int s = 0; s < controller.model().num_seats; ++s) cards += PopCount(controller.state().Hand(s));
  RevealClock clock;
  clock.style = style;
  clock.seconds = style == MotionStyle::kNone ? 0.0 : RevealSeconds(controller.pace(), cards);
  clock.elapsed = ImGui::GetTime() - reveal_start_;
  return clock;
}

void TableView::DrawFlight(const TableModel& model) {
  if (flight_card_ == kNoCard) return;
  const FlightFrame frame = FlightAt(flight_, ImGui::GetTime());
  if (frame.landed || model.run.empty() || model.run.back().card != flight_card_) {
    flight_card_ = kNoCard;
    return;
  }
  Probe().flight = CardName(flight_card_);
  if (flight_.style != MotionStyle::kTravel) return;  // a fade is drawn in its place on the pile
  DrawCardFace(ImGui::GetWindowDrawList(), TopLeft(frame.box), frame.box.w, RankOf(flight_card_), SuitOf(flight_card_));
}

void TableView::DrawSpare(const TableModel& model, const TableLayout& layout) {
  if (layout.spare.Empty() || model.spare == 0) return;
  Probe().Add("region:spare", layout.spare);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const std::vector<Card> cards = HandCards(model.spare);
  const int count = static_cast<int>(cards.size());
  Box last;
  for (int i = 0; i < count; ++i) {
    const Box b = SpareCardBox(layout, i, count);
    DrawCardFace(draw, TopLeft(b), b.w, RankOf(cards[static_cast<size_t>(i)]), SuitOf(cards[static_cast<size_t>(i)]));
    last = b;
  }
  // Said so: the dealer alone sees it, by this table's rules.
  PutCentredText(draw, FontRole::kSmall, layout.label_size,
                 ImVec2(layout.spare.CentreX(), last.Bottom() + layout.label_size * 0.5f + 4.0f), CurrentPalette().on_felt_dim,
                 Ellipsize(FontRole::kSmall, layout.label_size, Tr("Spare hand (yours to see)"), layout.spare.w));
}

void TableView::DrawCaption(const GameController& controller, const TableLayout& layout, bool hand_visible, float skip_w) {
  Probe().Add("region:caption", layout.caption);
  // The words stay centred; with Skip at the right, they keep clear of it on both sides.
  Box box = {layout.caption.x + skip_w, layout.caption.y, layout.caption.w - 2.0f * skip_w, layout.caption.h};
  const TableModel& model = controller.model();
  const bool leading = controller.HumanToAct() >= 0 && controller.state().phase() == Phase::kLead;
  // The latest spoken line; when it is your lead, the prompt shares its bubble (or takes it).
  std::string text = model.caption;
  float size = layout.caption_size;
  if (leading && model.viewer >= 0 && hand_visible) {
    const std::string prompt = controller.InLesson() ? Tr("Your lead: the card the lesson asks for")
                               : controller.state().rules().lead == LeadRule::kLowestOfSuit
                                   ? Tr("Your lead: the lowest card of any suit")
                                   : Tr("Your lead: choose any card");
    const std::string both = text.empty() ? prompt : text + "  \u00b7  " + prompt;
    text = TextSize(FontRole::kBold, size, both).x + 2.0f * size <= box.w ? both : prompt;
  }
  if (text.empty()) return;
  // Unless centring would shrink them (large type on a phone): then they take all the room
  // left of the button.
  if (skip_w > 0.0f && FitTextSize(FontRole::kBold, size, text, box.w - 1.6f * size, 12.0f) < size * 0.95f) {
    box = {layout.caption.x, layout.caption.y, layout.caption.w - skip_w - 4.0f, layout.caption.h};
  }
  size = FitTextSize(FontRole::kBold, size, text, box.w - 1.6f * size, 12.0f);
  size = std::min(size, box.h * 0.62f);
  text = Ellipsize(FontRole::kBold, size, text, box.w - 1.6f * size);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 extent = TextSize(FontRole::kBold, size, text);
  const float half_w = std::min(box.w * 0.5f, extent.x * 0.5f + 0.8f * size);
  const ImVec2 c = Centre(box);
  const Palette& palette = CurrentPalette();
  draw->AddRectFilled(ImVec2(c.x - half_w, box.y), ImVec2(c.x + half_w, box.Bottom()), palette.panel, box.h * 0.5f);
  if (palette.panel_edge != 0) {
    draw->AddRect(ImVec2(c.x - half_w, box.y), ImVec2(c.x + half_w, box.Bottom()), palette.panel_edge, box.h * 0.5f, 0, 1.5f);
  }
  PutCentredText(draw, FontRole::kBold, size, c, colors::kText, text);
}

void TableView::DrawHand(const GameController& controller, const TableLayout& layout, bool hand_visible) {
  const TableModel& model = controller.model();
  if (model.viewer < 0) return;
  Probe().Add("region:hand", layout.hand);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const SeatModel& seat = model.seats[static_cast<size_t>(model.viewer)];
  if (!hand_visible) {  // face down until its owner taps in on the hand-off screen
    for (int i = 0; i < seat.hand_count; ++i) {
      const Box b = HandCardBox(layout, i, seat.hand_count);
      DrawCardBack(draw, TopLeft(b), b.w);
    }
    return;
  }
  const bool leading = controller.HumanToAct() >= 0 && controller.state().phase() == Phase::kLead;
  const ActionList legal = controller.LegalActions();
  const std::vector<Card> cards = HandCards(seat.hand);
  const int count = static_cast<int>(cards.size());
  const bool keyboard = KeyboardCueShowing();
  const float lift = layout.hand_geometry.lift;
  Probe().card_height = layout.hand_geometry.card_h;
  const float top_row_y = HandCardBox(layout, 0, count).y;
  Card chosen = kNoCard;
  for (int i = 0; i < count; ++i) {
    const Card c = cards[static_cast<size_t>(i)];
    const bool can_lead = leading && legal.Contains(c);
    const Box card = HandCardBox(layout, i, count);
    Box hit = HandCardHitBox(layout, i, count);
    if (std::fabs(card.y - top_row_y) < 0.5f) hit = {hit.x, hit.y - lift, hit.w, hit.h + lift};  // the raised card too
    bool raised = false;
    bool focused = false;
    if (can_lead) {
      // One focus cue at a time: the card under the pointer, or the keyboard's card.
      ImGui::SetCursorScreenPos(TopLeft(hit));
      ImGui::PushID(c);
      if (ImGui::InvisibleButton("card", ImVec2(hit.w, hit.h))) chosen = c;
      focused = keyboard && ImGui::IsItemFocused();
      raised = keyboard ? focused : ImGui::IsItemHovered();
      ImGui::PopID();
    }
    Probe().Add(IntentId(PlayCard(c)), hit, can_lead, focused);
    const bool hinted = can_lead && hint_ != nullptr && hint_->action == c;
    if (hinted) Probe().Add("hint:" + CardName(c), hit);
    if (raised) Probe().raised = CardName(c);
    CardLook look;
    look.highlighted = can_lead;
    look.dimmed = leading && !can_lead;
    look.marked_stop = (model.known_stops & Bit(c)) != 0;
    look.hinted = hinted;
    look.lift = raised || hinted ? lift : 0.0f;
    DrawCardFace(draw, TopLeft(card), card.w, RankOf(c), SuitOf(c), look);
    hand_box_[static_cast<size_t>(c)] = {card.x, card.y - look.lift, card.w, card.h};
  }
  if (chosen != kNoCard) Ask(PlayCard(chosen));
}

bool TableView::HintedButton(const char* label, ImVec2 size, Action action, const Intent& intent) {
  const bool hinted = hint_ != nullptr && hint_->action == action;
  if (hinted) ImGui::PushStyleColor(ImGuiCol_Border, ImGui::ColorConvertU32ToFloat4(colors::kHintRing));
  if (hinted) ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 4.0f);
  const bool pressed = ImGui::Button(label, size);
  if (hinted) ImGui::PopStyleVar();
  if (hinted) ImGui::PopStyleColor();
  const std::string id = IntentId(intent);
  NameLastItem(intent);
  if (hinted) Probe().AddLastItem("hint:" + id.substr(id.find(':') + 1));
  return pressed;
}

void TableView::DrawDecision(const GameController& controller, const TableLayout& layout) {
  const Box& box = layout.hand;
  Probe().Add("region:hand", box);
  ImGui::SetNextWindowPos(TopLeft(box), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(box.w, box.h), ImGuiCond_Always);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(10.0f, 6.0f));
  ImGui::Begin(NotTranslated("Decision"), nullptr, kPanelFlags);
  ImGui::PopStyleVar();
  const float button_h = kMinTouchTarget;
  if (controller.state().phase() == Phase::kWildPope) {
    ImGui::TextWrapped("%s", Tr("The run has stopped. Play the Pope in its place?"));
    const float w = std::min(200.0f, (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f);
    if (HintedButton(Tr("Play the Pope"), ImVec2(w, button_h), kActionPope, MakeIntent(IntentKind::kPope))) {
      Ask(MakeIntent(IntentKind::kPope));
    }
    ImGui::SameLine();
    if (HintedButton(Tr("Keep it"), ImVec2(w, button_h), kActionPass, MakeIntent(IntentKind::kPass))) {
      Ask(MakeIntent(IntentKind::kPass));
    }
  } else {
    ImGui::TextUnformatted(Tr("Place one counter on the board:"));
    const ActionList legal = controller.LegalActions();
    const float button_w = PlaceButtonWidth(legal);
    const float right = ImGui::GetContentRegionMax().x;
    for (int i = 0; i < legal.size(); ++i) {
      const Action a = legal[i];
      if (!IsPlaceAction(a)) continue;
      if (ImGui::GetCursorPosX() > ImGui::GetStyle().WindowPadding.x + 1.0f) {
        ImGui::SameLine();
        if (ImGui::GetCursorPosX() + button_w > right) ImGui::NewLine();
      }
      const Intent place = PlaceCounter(a - kActionPlaceBase);
      if (HintedButton(CompartmentWord(a - kActionPlaceBase), ImVec2(button_w, button_h), a, place)) Ask(place);
    }
  }
  ImGui::End();
}

void TableView::DrawSkip(const GameController& controller, const TableLayout& layout, float width) {
  const Box& box = layout.caption;
  if (BoxButton(SkipLabel(), {box.Right() - width, box.y, width, box.h})) Ask(MakeIntent(IntentKind::kSkip));
  NameLastItem(MakeIntent(IntentKind::kSkip));
}

void TableView::HandleKeys(const GameController& controller) {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput || !TableHasKeyboard()) return;
  for (int i = 0; i < io.InputQueueCharacters.Size; ++i) {
    switch (io.InputQueueCharacters[i]) {
      case 's': case 'S': Ask(MakeIntent(IntentKind::kSkip)); break;
      case 'l': case 'L': log_open_ = !log_open_; break;
      case 'h': case 'H':
        if (!HintOffered(controller)) break;
        Ask(MakeIntent(IntentKind::kHint));
        if (hint_ != nullptr) hint_choices_shown_ = !hint_choices_shown_;
        break;
      case 'c': case 'C': Ask(MakeIntent(IntentKind::kReadHand)); break;
      case 'b': case 'B': Ask(MakeIntent(IntentKind::kReadBoard)); break;
      case 'p': case 'P': Ask(MakeIntent(IntentKind::kReadPurses)); break;
      default: break;
    }
  }
}

bool TableView::DrawHintButton(const TableLayout& layout, float width) {
  const Box& box = layout.caption;
  const bool pressed = BoxButton(HintLabel(hint_thinking_), {box.Right() - width, box.y, width, box.h});
  NameLastItem(MakeIntent(IntentKind::kHint));
  if (pressed && hint_ != nullptr) hint_choices_shown_ = !hint_choices_shown_;
  return pressed;
}

void TableView::DrawHint(const TableLayout& layout) {
  if (hint_ == nullptr) {
    hint_choices_shown_ = false;
    return;
  }
  // A bubble by the caption, as wide as it: the advice, and the top choices when asked.
  const Box& caption = layout.caption;
  const float height = hint_h_ > 0.0f ? hint_h_ : 2.0f * ImGui::GetFrameHeightWithSpacing();
  const float width = std::min(caption.w, kBubbleMaxWidth * CurrentTypeScale());
  ImGui::SetNextWindowPos(ImVec2(caption.CentreX() - width * 0.5f, BubbleTop(caption, layout.topbar.Bottom(), height)),
                          ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(width, 0.0f), ImGuiCond_Always);
  ImGui::Begin(NotTranslated("Hint"), nullptr, kPanelFlags | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoFocusOnAppearing |
                                    ImGuiWindowFlags_NoInputs);
  ImGui::PushFont(Font(FontRole::kBold));
  ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(colors::kHintRing), "%s",
                     Fmt(Tr("Hint: {0}"), {ActionWords(hint_->action)}).c_str());
  ImGui::PopFont();
  ImGui::SameLine();
  ImGui::TextWrapped("%s", hint_->reason.c_str());
  if (hint_choices_shown_ && !hint_->choices.empty()) {
    ImGui::TextDisabled("%s", Fmt(Tr("Counters each is expected to win: {0}"), {hint_->choices}).c_str());
  }
  const ImVec2 at = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  hint_h_ = size.y;
  Probe().Add("region:hint", {at.x, at.y, size.x, size.y});
  ImGui::End();
}

void TableView::DrawLog(const GameController& controller, const TableLayout& layout) {
  TableLayoutInput in;
  in.width = layout.view.w;
  in.height = layout.view.h;
  in.seats = layout.plate_count;
  in.screen = TableScreen::kSettlement;  // the room below the plates, as the settlement has
  in.text_scale = layout.text_scale;
  const Box box = LayoutTable(in).settlement;
  ImGui::SetNextWindowPos(TopLeft(box), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(box.w, box.h), ImGuiCond_Always);
  ImGui::Begin(NotTranslated("What happened"), nullptr, kPanelFlags | ImGuiWindowFlags_NoScrollWithMouse);
  Probe().Add("region:log", box);
  ImGui::PushFont(Font(FontRole::kBold));
  ImGui::TextColored(CurrentPalette().title, "%s", Tr("This deal so far"));
  ImGui::PopFont();
  const float close_h = kMinTouchTarget;
  ImGui::BeginChild("lines", ImVec2(0.0f, ImGui::GetContentRegionAvail().y - close_h - ImGui::GetStyle().ItemSpacing.y), false);
  const std::vector<std::string> lines = controller.WhatHappened();
  for (const std::string& line : lines) {
    ImGui::Bullet();
    ImGui::TextWrapped("%s", line.c_str());
  }
  // Newest at the bottom, in view when it opens or grows.
  if (lines.size() != log_lines_seen_) ImGui::SetScrollHereY(1.0f);
  log_lines_seen_ = lines.size();
  ProbeScroll("log");
  ImGui::EndChild();
  if (ImGui::Button(Tr("Close"), ImVec2(-1.0f, close_h)) || ImGui::IsKeyPressed(ImGuiKey_Escape)) log_open_ = false;
  Probe().AddLastItem("button:close-log");
  ImGui::End();
}

void TableView::DrawMotion(const GameController& controller) {
  // Counters on the move: a few chips glide from where they were to where they go.
  const TableModel& model = controller.model();
  if (model.motion_id != motion_seen_) {
    motion_seen_ = model.motion_id;
    motion_start_ = ImGui::GetTime();
  }
  const double duration = std::clamp(controller.pace() * 0.8, 0.0, 0.5);
  const double t = duration > 0.0 ? (ImGui::GetTime() - motion_start_) / duration : 1.0;
  if (motion_start_ < 0.0 || t >= 1.0) return;
  auto where = [&](int seat, int comp) {
    if (seat >= 0 && seat < model.num_seats) return seat_anchor_[static_cast<size_t>(seat)];
    if (comp >= 0 && comp < kNumCompartments) return compartment_anchor_[static_cast<size_t>(comp)];
    return board_centre_;
  };
  const TableModel::Motion& m = model.motion;
  const ImVec2 a = where(m.from_seat, m.from_compartment);
  const ImVec2 b = where(m.to_seat, m.to_compartment);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const int chips = std::min(m.amount, 5);
  for (int i = 0; i < chips; ++i) {
    // Staggered, eased: each chip leaves a little after the one before.
    const double local = std::clamp(t * 1.4 - 0.1 * i, 0.0, 1.0);
    const float e = static_cast<float>(local * local * (3.0 - 2.0 * local));
    const ImVec2 p(a.x + (b.x - a.x) * e, a.y + (b.y - a.y) * e - std::sin(e * 3.14159f) * 30.0f);
    DrawCounterStack(draw, ImVec2(p.x, p.y + 7.0f), 7.0f, 1);
  }
}

void TableView::DrawPaused(const GameController& controller) {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(viewport->Pos.x + viewport->Size.x * 0.5f, viewport->Pos.y + viewport->Size.y * 0.5f),
                          ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  // The title is shown: translated, with a fixed id after "###".
  ImGui::Begin((std::string(Tr("Paused")) + "###paused").c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse |
                                      ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  ImGui::TextUnformatted(Tr("The game is paused."));
  if (ImGui::Button(Tr("Play on"), ImVec2(240, 48))) Ask(MakeIntent(IntentKind::kResume));
  NameLastItem(MakeIntent(IntentKind::kResume));
  ImGui::End();
}

bool TableView::DrawHandOff(const GameController& controller) {
  const int human = controller.HumanToAct();
  if (PeopleAtTable(controller) <= 1 || human < 0 || human == revealed_seat_) return false;
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(viewport->Pos);
  ImGui::SetNextWindowSize(viewport->Size);
  ImGui::Begin(NotTranslated("Hand-off"), nullptr, kPanelFlags);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 c(viewport->Pos.x + viewport->Size.x * 0.5f, viewport->Pos.y + viewport->Size.y * 0.45f);
  draw->AddRectFilled(viewport->Pos, ImVec2(viewport->Pos.x + viewport->Size.x, viewport->Pos.y + viewport->Size.y),
                      CurrentPalette().panel | IM_COL32(0, 0, 0, 255));
  const std::string name = ShownSeatName(controller.setup().seats[static_cast<size_t>(human)].name);
  PutCentredText(draw, FontRole::kBold, 28.0f, ImVec2(c.x, c.y - 40), colors::kBrass, Fmt(Tr("{0}'s turn"), {name}));
  PutCentredText(draw, FontRole::kBody, 17.0f, c, colors::kText, Fmt(Tr("Pass the device to {0}."), {name}));
  ImGui::SetCursorScreenPos(ImVec2(c.x - 120, c.y + 40));
  if (ImGui::Button(Tr("Show my hand"), ImVec2(240, 52))) revealed_seat_ = human;
  Probe().AddLastItem("button:show-hand");
  ImGui::End();
  return true;
}

}  // namespace popejoan::ui
