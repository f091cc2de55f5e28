#include "ui/views/hand_view.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "imgui.h"
#include "imgui_internal.h"  // where the keyboard's focus is (GetFocusID)
#include "session/access_mirror.h"
#include "session/words/game_words.h"
#include "session/words/language.h"
#include "ui/layout/hand_cue.h"
#include "ui/paint/card_painter.h"
#include "ui/paint/draw_text.h"
#include "ui/paint/theme.h"
#include "ui/test_probe.h"
#include "ui/views/table_motion.h"
#include "ui/views/table_widgets.h"

namespace popejoan::ui {
namespace {

// How a card you may lead answered the pointer or the keyboard this frame.
struct CardPress {
  bool pressed = false;
  bool raised = false;   // it rises: one focus cue at a time, the pointer's card or the keyboard's
  bool focused = false;  // the keyboard's focus cue is on it
  unsigned id = 0;        // ImGui's id of the card's button
};

// `take_focus`: the card takes the keyboard's focus now (the coach has just hinted it).
CardPress PressableCard(engine::Card card, const Box& hit, bool keyboard, bool take_focus) {
  CardPress press;
  ImGui::SetCursorScreenPos(TopLeft(hit));
  ImGui::PushID(card);
  press.pressed = ImGui::InvisibleButton("card", ImVec2(hit.w, hit.h));
  press.id = ImGui::GetItemID();
  if (take_focus) {
    FocusLastItem();
    keyboard = true;
  }
  press.focused = keyboard && ImGui::IsItemFocused();
  press.raised = keyboard ? press.focused : ImGui::IsItemHovered();
  ImGui::PopID();
  return press;
}

// A covered hand: its cards face down.
void DrawCardBacks(const TableLayout& layout, int count) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  for (int i = 0; i < count; ++i) {
    const Box b = HandCardBox(layout, i, count);
    DrawCardBack(draw, TopLeft(b), b.w);
  }
}

// A decision's button, ringed in blue when it is the coach's suggestion. A new hint (`focus`
// names its action) gives the hinted button the keyboard's focus, as a hinted card takes it.
bool HintedButton(const char* label, ImVec2 size, engine::Action action, const Intent& intent, const Hint* hint, engine::Action focus,
                  TestProbe* probe) {
  const bool hinted = hint != nullptr && hint->action == action;
  if (hinted) ImGui::PushStyleColor(ImGuiCol_Border, ImGui::ColorConvertU32ToFloat4(colors::kHintRing));
  if (hinted) ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 4.0f);
  const bool pressed = ImGui::Button(label, size);
  if (hinted && focus == action) FocusLastItem();
  if (hinted) ImGui::PopStyleVar();
  if (hinted) ImGui::PopStyleColor();
  const std::string id = IntentId(intent);
  probe->NameLastItem(intent);
  if (hinted) probe->AddLastItem("hint:" + id.substr(id.find(':') + 1));
  return pressed;
}

// The compartment buttons of a placing decision: as wide as the longest name needs.
float PlaceButtonWidth(const engine::ActionList& legal) {
  float widest = 0.0f;
  for (int i = 0; i < legal.size(); ++i) {
    if (engine::IsPlaceAction(legal[i])) widest = std::max(widest, ImGui::CalcTextSize(CompartmentWord(legal[i] - engine::kActionPlaceBase)).x);
  }
  const float wanted = std::max(124.0f * CurrentTypeScale(), widest + 2.0f * ImGui::GetStyle().FramePadding.x);
  return std::min(wanted, ImGui::GetContentRegionAvail().x);
}

// The wild Pope: play it in the stopped run's place, or keep it.
void AskWildPope(const Hint* hint, engine::Action focus, TestProbe* probe, std::vector<Intent>* out) {
  ImGui::TextWrapped("%s", Tr("The run has stopped. Play the Pope in its place?"));
  const float w = std::min(200.0f, (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f);
  const ImVec2 size(w, kMinTouchTarget);
  if (HintedButton(Tr("Play the Pope"), size, engine::kActionPope, MakeIntent(IntentKind::kPope), hint, focus, probe)) {
    out->push_back(MakeIntent(IntentKind::kPope));
  }
  ImGui::SameLine();
  if (HintedButton(Tr("Keep it"), size, engine::kActionPass, MakeIntent(IntentKind::kPass), hint, focus, probe)) {
    out->push_back(MakeIntent(IntentKind::kPass));
  }
}

// A counter to place: a button for each compartment it may go on, flowing into rows.
void AskPlacement(const GameController& controller, const Hint* hint, engine::Action focus, TestProbe* probe,
                  std::vector<Intent>* out) {
  ImGui::TextUnformatted(Tr("Place one counter on the board:"));
  const engine::ActionList legal = controller.LegalActions();
  const float button_w = PlaceButtonWidth(legal);
  const float right = ImGui::GetContentRegionMax().x;
  for (int i = 0; i < legal.size(); ++i) {
    const engine::Action a = legal[i];
    if (!engine::IsPlaceAction(a)) continue;
    if (ImGui::GetCursorPosX() > ImGui::GetStyle().WindowPadding.x + 1.0f) {
      ImGui::SameLine();
      if (ImGui::GetCursorPosX() + button_w > right) ImGui::NewLine();
    }
    const Intent place = PlaceCounter(a - engine::kActionPlaceBase);
    if (HintedButton(CompartmentWord(a - engine::kActionPlaceBase), ImVec2(button_w, kMinTouchTarget), a, place, hint, focus, probe)) {
      out->push_back(place);
    }
  }
}

}  // namespace

int HandView::Room(const TableModel& model) {
  if (model.viewer < 0) return 0;
  const int count = model.seats[static_cast<size_t>(model.viewer)].hand_count;
  if (model.deal_index != deal_ || model.viewer != viewer_) {
    deal_ = model.deal_index;
    viewer_ = model.viewer;
    size_ = count;
  }
  size_ = std::max(size_, count);
  return std::max(size_, 1);
}

bool HandView::Visible(const GameController& controller) const {
  const TableModel& model = controller.model();
  return PeopleAtTable(controller) <= 1 ||
         (model.viewer >= 0 && model.viewer == revealed_seat_ && controller.HumanToAct() == model.viewer);
}

void HandView::Draw(const GameController& controller, const TableLayout& layout, bool visible, const Hint* hint,
                    PileFlight* flight, TestProbe* probe, std::vector<Intent>* out) {
  const TableModel& model = controller.model();
  if (model.viewer < 0) return;
  probe->Add("region:hand", layout.hand);
  const SeatModel& seat = model.seats[static_cast<size_t>(model.viewer)];
  if (!visible) {  // face down until its owner taps in on the hand-off screen
    DrawCardBacks(layout, seat.hand_count);
    return;
  }
  const bool leading = controller.HumanToAct() >= 0 && controller.state().phase() == engine::Phase::kLead;
  const engine::ActionList legal = controller.LegalActions();
  const std::vector<engine::Card> cards = HandCards(seat.hand);
  const int count = static_cast<int>(cards.size());
  bool keyboard = KeyboardCueShowing();
  // A new hint gives its card the keyboard's focus, so the one raised card is the hinted one
  // and Enter leads it; once given, the player's own moves keep the focus where they put it.
  const engine::Card hinted_card = leading && hint != nullptr && legal.Contains(hint->action) ? static_cast<engine::Card>(hint->action) : engine::kNoCard;
  const bool new_hint = hinted_card != engine::kNoCard && hinted_card != focused_hint_;
  focused_hint_ = hinted_card;
  if (new_hint) keyboard = true;
  const int cue_slot = CueSlotAfterKeyboardLead(model, cards, leading && !new_hint ? &legal : nullptr);
  if (cue_slot >= 0) keyboard = true;
  const float lift = layout.hand_geometry.lift;
  probe->card_height = layout.hand_geometry.card_h;
  const float top_row_y = HandCardBox(layout, 0, count).y;
  engine::Card chosen = engine::kNoCard;
  for (int i = 0; i < count; ++i) {
    const engine::Card c = cards[static_cast<size_t>(i)];
    const bool can_lead = leading && legal.Contains(c);
    const Box card = HandCardBox(layout, i, count);
    Box hit = HandCardHitBox(layout, i, count);
    if (std::fabs(card.y - top_row_y) < 0.5f) hit = {hit.x, hit.y - lift, hit.w, hit.h + lift};  // the raised card too
    const bool take_focus = (new_hint && c == hinted_card) || i == cue_slot;
    const CardPress press = can_lead ? PressableCard(c, hit, keyboard, take_focus) : CardPress{};
    if (press.pressed) chosen = c;
    if (press.pressed && press.focused) keyboard_lead_ = {c, i, press.id, model.deal_index};
    probe->Add(IntentId(PlayCard(c)), hit, can_lead, press.focused);
    const bool hinted = can_lead && hint != nullptr && hint->action == c;
    if (hinted) probe->Add("hint:" + engine::CardName(c), hit);
    if (press.raised) probe->raised = engine::CardName(c);
    CardLook look;
    look.highlighted = can_lead;
    look.dimmed = leading && !can_lead;
    look.marked_stop = (model.known_stops & engine::Bit(c)) != 0;
    look.visible_w = HandCardHitBox(layout, i, count).w;
    look.hinted = hinted;
    look.lift = press.raised ? lift : 0.0f;  // one raised card: the focused (or pointed) one
    if (look.lift > 0.0f) probe->raised_all.push_back(engine::CardName(c));
    DrawCardFace(ImGui::GetWindowDrawList(), TopLeft(card), card.w, engine::RankOf(c), engine::SuitOf(c), look);
    flight->NoteHandCard(c, {card.x, card.y - look.lift, card.w, card.h});
  }
  if (chosen != engine::kNoCard) out->push_back(PlayCard(chosen));
}

int HandView::CueSlotAfterKeyboardLead(const TableModel& model, const std::vector<engine::Card>& cards, const engine::ActionList* legal) {
  if (keyboard_lead_.card == engine::kNoCard || legal == nullptr) return -1;
  const KeyboardLead led = keyboard_lead_;
  const bool still_held = std::find(cards.begin(), cards.end(), led.card) != cards.end();
  if (still_held && model.deal_index == led.deal) return -1;  // not played yet (a room's server to answer)
  keyboard_lead_ = {};
  // The cue moved elsewhere meanwhile (Tab, the mouse, a hint), or a new deal: leave it there.
  if (model.deal_index != led.deal || ImGui::GetFocusID() != led.id) return -1;
  std::vector<bool> leadable(cards.size());  // set in place: no bit vector's push_back on the page
  for (std::size_t i = 0; i < cards.size(); ++i) leadable[i] = legal->Contains(cards[i]);
  return CueSlotAfterLead(led.slot, leadable);
}

bool HandView::DrawHandOff(const GameController& controller, TestProbe* probe) {
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
  probe->AddLastItem("button:show-hand");
  ImGui::End();
  return true;
}

void HandView::DrawDecision(const GameController& controller, const TableLayout& layout, const Hint* hint,
                            TestProbe* probe, std::vector<Intent>* out) {
  // A new hint gives its button the keyboard's focus (once: Tab may move it on from there).
  const engine::Action hinted = hint != nullptr ? hint->action : kNoHintFocus;
  const engine::Action focus = hinted != focused_decision_hint_ ? hinted : kNoHintFocus;
  focused_decision_hint_ = hinted;
  const Box& box = layout.hand;
  probe->Add("region:hand", box);
  ImGui::SetNextWindowPos(TopLeft(box), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(box.w, box.h), ImGuiCond_Always);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(10.0f, 6.0f));
  ImGui::Begin(NotTranslated("Decision"), nullptr, kPanelFlags);
  ImGui::PopStyleVar();
  if (controller.state().phase() == engine::Phase::kWildPope) {
    AskWildPope(hint, focus, probe, out);
  } else {
    AskPlacement(controller, hint, focus, probe, out);
  }
  ImGui::End();
}

}  // namespace popejoan::ui
