#include "ui/views/settlement_view.h"

#include <algorithm>
#include <string>
#include <vector>

#include "imgui.h"
#include "ui/paint/card_painter.h"
#include "session/access_mirror.h"
#include "session/match_report.h"
#include "session/tutorial.h"
#include "session/words/language.h"
#include "ui/test_probe.h"
#include "ui/paint/theme.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw
namespace {

void Heading(const char* text) {
  ImGui::PushFont(Font(FontRole::kBold));
  ImGui::TextColored(CurrentPalette().title, "%s", text);
  ImGui::PopFont();
}

struct RevealRow {
  std::string name;
  engine::CardMask cards = 0;
  std::string probe;
};

// The rows to turn face up: each seat's cards left in hand, then the spare hand.
std::vector<RevealRow> RevealRows(const GameController& controller) {
  const engine::State& state = controller.state();
  const TableModel& model = controller.model();
  std::vector<RevealRow> rows;
  for (int s = 0; s < model.num_seats; ++s) {
    const SeatModel& seat = model.seats[static_cast<size_t>(s)];
    const engine::CardMask cards = state.Hand(s);
    const std::string row = cards != 0 ? ShownSeatName(seat.name) : EmptyHandWords(model, s);
    rows.push_back({row, cards, "reveal:seat-" + std::to_string(s)});
  }
  if (state.SpareCards() != 0) rows.push_back({Tr("Spare hand"), state.SpareCards(), "reveal:spare"});
  return rows;
}

// How the reveal's rows are drawn: the cards' size and overlap, and where the names go.
struct RevealGrid {
  int total = 0;  // cards in all the rows: they turn one after another
  float avail = 0.0f, name_w = 0.0f, card_w = 0.0f, card_h = 0.0f, step = 0.0f;
  bool beside = true;  // each name beside its cards, else above them
};

RevealGrid MeasureReveal(const std::vector<RevealRow>& rows) {
  RevealGrid g;
  for (const RevealRow& row : rows) {
    g.total += engine::PopCount(row.cards);
    g.name_w = std::max(g.name_w, ImGui::CalcTextSize(row.name.c_str()).x);
  }
  g.avail = ImGui::GetContentRegionAvail().x;
  g.card_w = std::clamp(ImGui::GetTextLineHeight() * 1.6f, 28.0f, 48.0f);
  g.card_h = g.card_w * kCardAspect;
  g.step = g.card_w * 0.6f;
  g.name_w += 2.0f * ImGui::GetStyle().ItemSpacing.x;
  g.beside = g.name_w + g.card_w + g.step * 9.0f <= g.avail;
  return g;
}

// Card `index` of the reveal at `at`, as far turned as the clock says; true once it shows its face.
bool DrawRevealCard(engine::Card card, ImVec2 at, const RevealGrid& grid, const RevealClock& reveal, int index) {
  const float turn = reveal.style == MotionStyle::kNone ? 1.0f : RevealTurn(index, grid.total, reveal.elapsed, reveal.seconds);
  const TurnFrame frame = TurnAt({at.x, at.y, grid.card_w, grid.card_h}, reveal.style == MotionStyle::kTravel ? turn : 1.0f);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const int first_vertex = draw->VtxBuffer.Size;
  if (frame.face) {
    DrawCardFace(draw, at, grid.card_w, engine::RankOf(card), engine::SuitOf(card));
  } else {
    DrawCardBack(draw, at, grid.card_w);
  }
  ReshapeSince(draw, first_vertex, reveal.style == MotionStyle::kFade ? turn : 1.0f, at.x + grid.card_w * 0.5f,
               frame.box.w / grid.card_w);
  return turn >= 1.0f;
}

// One row: the name beside (or above) its cards, wrapped into lines; `index` counts the cards
// turned so far. True once every card of the row shows its face.
bool DrawRevealRow(const RevealRow& row, const RevealGrid& grid, const RevealClock& reveal, int* index, TestProbe* probe) {
  const ImVec2 start = ImGui::GetCursorScreenPos();
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(row.name.c_str());
  const ImVec2 cards_at = grid.beside ? ImVec2(start.x + grid.name_w, start.y) : ImGui::GetCursorScreenPos();
  const float room = grid.avail - (cards_at.x - start.x);
  const int per_line = std::max(1, static_cast<int>((room - grid.card_w) / grid.step) + 1);
  bool all_face = true;
  int k = 0;
  for (engine::CardMask m = row.cards; m != 0; m &= m - 1, ++k, ++*index) {
    const ImVec2 at(cards_at.x + grid.step * static_cast<float>(k % per_line),
                    cards_at.y + (grid.card_h + 4.0f) * static_cast<float>(k / per_line));
    all_face = DrawRevealCard(engine::LowestCard(m), at, grid, reveal, *index) && all_face;
  }
  const int lines = std::max(1, (k + per_line - 1) / per_line);
  const float cards_h = k > 0 ? static_cast<float>(lines) * (grid.card_h + 4.0f) : 0.0f;
  const float height = (cards_at.y - start.y) + std::max(cards_h, grid.beside ? ImGui::GetFrameHeight() : 0.0f);
  ImGui::SetCursorScreenPos(start);
  ImGui::Dummy(ImVec2(grid.avail, height));
  probe->AddLastItem(row.probe);  // listed while in view: the rows scroll with the explanation
  return all_face;
}

// Every hand and the spare, face up: a row each, the name beside (or above) its cards, the cards
// turning over one after another. Returns true once every card shows its face.
bool DrawReveal(const GameController& controller, const RevealClock& reveal, TestProbe* probe) {
  const std::vector<RevealRow> rows = RevealRows(controller);
  Heading(Tr("Cards left in hand"));
  const RevealGrid grid = MeasureReveal(rows);
  int index = 0;
  bool all_face = true;
  for (const RevealRow& row : rows) all_face = DrawRevealRow(row, grid, reveal, &index, probe) && all_face;
  return all_face;
}

// Your decisions this deal beside the expert's, once the review has run.
void DrawReview(const DealReviewer& reviewer, TestProbe* probe) {
  const DealReview& review = reviewer.review();
  if (reviewer.done() && review.decisions.empty()) return;
  ImGui::Spacing();
  ImGui::BeginGroup();
  Heading(Tr("Your decisions"));
  if (!reviewer.done()) {
    ImGui::TextDisabled("%s", Tr("Comparing your play with the expert's…"));
  } else {
    ImGui::TextWrapped("%s", review.Summary().c_str());
    for (const ReviewedDecision& d : review.decisions) {
      ImGui::Bullet();
      if (d.agreed) {
        ImGui::TextWrapped("%s", d.line.c_str());
      } else {
        ImGui::PushStyleColor(ImGuiCol_Text, CurrentPalette().warning);
        ImGui::TextWrapped("%s", d.line.c_str());
        ImGui::PopStyleColor();
      }
    }
  }
  ImGui::EndGroup();
  probe->AddLastItem("review:decisions");
}

// What the explanation shows: the hands revealed, your decisions reviewed, the counters' moves.
struct Explanation {
  const GameController& controller;
  std::vector<std::string> lines;
  const RevealClock& reveal;
  const DealReviewer* review;
};

void DrawExplanation(const Explanation& e, ImVec2 size, TestProbe* probe) {
  // Each deal's explanation is a child of its own, so it opens at its top, not scrolled to where
  // the last deal's was left.
  ImGui::PushID(static_cast<int>(e.controller.History().size()));
  ImGui::BeginChild("log", size, false);
  probe->revealed = DrawReveal(e.controller, e.reveal, probe);
  if (e.review != nullptr) DrawReview(*e.review, probe);
  ImGui::Spacing();
  Heading(Tr("How the counters moved"));
  for (const std::string& line : e.lines) {
    ImGui::Bullet();
    ImGui::TextWrapped("%s", line.c_str());
  }
  probe->AddScroll("settlement");
  ImGui::EndChild();
  ImGui::PopID();
}

// Each seat's purse across the deal; the standings too when the match is over.
void DrawPurses(const GameController& controller, bool match_over, ImVec2 size) {
  const TableModel& model = controller.model();
  const int n = model.num_seats;
  const Palette& palette = CurrentPalette();
  ImGui::BeginChild("purses", size, false);
  // Three columns: name, purse before and after, the change (plain lines keep ImGui's tables
  // out of the page).
  const ImGuiStyle& style = ImGui::GetStyle();
  float name_w = 0.0f;
  for (int s = 0; s < n; ++s) {
    name_w = std::max(name_w, ImGui::CalcTextSize(ShownSeatName(model.seats[static_cast<size_t>(s)].name).c_str()).x);
  }
  const float purse_x = ImGui::GetCursorStartPos().x + name_w + 2.0f * style.ItemSpacing.x;
  const float change_x = purse_x + ImGui::CalcTextSize("0000 \xE2\x86\x92 0000").x + 2.0f * style.ItemSpacing.x;
  for (int s = 0; s < n; ++s) {
    const std::int32_t before = controller.PurseAtDealStart(s);
    const std::int32_t after = model.seats[static_cast<size_t>(s)].purse;
    ImGui::TextUnformatted(ShownSeatName(model.seats[static_cast<size_t>(s)].name).c_str());
    ImGui::SameLine(purse_x);
    ImGui::Text("%d → %d", before, after);
    ImGui::SameLine(change_x);
    ImGui::TextColored(after - before >= 0 ? palette.gain : palette.loss, "%+d", after - before);
  }
  if (match_over) {
    ImGui::Separator();
    int order[engine::kMaxSeats];
    controller.state().Standings(order);
    for (int i = 0; i < n; ++i) {
      const SeatModel& s = model.seats[static_cast<size_t>(order[i])];
      ImGui::Text("%d.  %s   %d", i + 1, ShownSeatName(s.name).c_str(), s.purse);
    }
    std::int32_t left = controller.state().Centre();
    for (int c = 0; c < engine::kNumCompartments; ++c) left += controller.state().BoardCount(c);
    const std::string board = BoardLeftLine(left);
    if (!board.empty()) ImGui::TextWrapped("%s", board.c_str());
  }
  ImGui::EndChild();
}

// The settlement's window flags. Appearing while a popup is open (the table's menu), it leaves
// that popup the keyboard: taking the focus would close the menu, and a code being typed in it.
ImGuiWindowFlags SettlementFlags() {
  return ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoScrollWithMouse |
         (ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId) ? ImGuiWindowFlags_NoFocusOnAppearing : 0);
}

// The window over the settlement's box, its title at the top.
void BeginSettlement(const Box& box, bool match_over, TestProbe* probe) {
  ImGui::SetNextWindowPos(ImVec2(box.x, box.y), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(box.w, box.h), ImGuiCond_Always);
  ImGui::Begin(NotTranslated("Settlement"), nullptr, SettlementFlags());
  probe->Add("region:settlement", box);
  ImGui::PushFont(Font(FontRole::kBold));
  ImGui::TextColored(CurrentPalette().title, "%s", match_over ? Tr("The match is over") : Tr("Settlement"));
  ImGui::PopFont();
}

// The explanation and the purses, side by side on a wide box, else stacked, leaving `buttons_h`
// for the buttons under the purses (a watcher's seat offers and the way on). Returns the way
// on's width; leaves a group begun for it (with the purses, or under everything) to end.
float DrawSettlementBody(const Explanation& e, bool match_over, float buttons_h, TestProbe* probe) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float line_h = ImGui::GetTextLineHeightWithSpacing();
  const int n = e.controller.model().num_seats;
  const float purses_h = (static_cast<float>(n * (match_over ? 2 : 1)) + (match_over ? 0.6f : 0.0f)) * line_h + style.ItemSpacing.y;
  if (avail.x >= 600.0f) {
    // Side by side: the explanation at the left, the purses and the button at the right.
    const float right_w = std::min(avail.x * 0.45f, 360.0f * CurrentTypeScale());
    const float left_w = avail.x - right_w - style.ItemSpacing.x;
    DrawExplanation(e, ImVec2(left_w, avail.y), probe);
    ImGui::SameLine();
    ImGui::BeginGroup();
    DrawPurses(e.controller, match_over, ImVec2(right_w, std::max(line_h, avail.y - buttons_h - style.ItemSpacing.y)));
    return right_w;
  }
  // Stacked: the purses get what they need up to half the room; the explanation the rest.
  const float room = avail.y - buttons_h - 2.0f * style.ItemSpacing.y;
  const float shown_purses = std::max(line_h, std::min(purses_h, room * 0.5f));
  DrawExplanation(e, ImVec2(avail.x, std::max(line_h, room - shown_purses)), probe);
  DrawPurses(e.controller, match_over, ImVec2(avail.x, shown_purses));
  ImGui::BeginGroup();
  return avail.x;
}

// The way on: the next deal, the final standings after the last deal, or a new match.
bool WayOnButton(const GameController& controller, ImVec2 size, TestProbe* probe) {
  const bool match_over = controller.MatchOver();
  const bool last = !match_over && controller.LastDealOver();
  const char* label = match_over ? Tr("New match") : last ? Tr("Final standings") : Tr("Next deal");
  ImGui::PushFont(Font(FontRole::kBold));
  const bool pressed = ImGui::Button(label, size);
  ImGui::PopFont();
  probe->AddLastItem(match_over ? "button:new-match" : last ? "button:final-standings" : "button:next-deal");
  return pressed;
}

// The lesson's close: what it taught, then the deal's hands and counters, and the way on.
SettlementChoice DrawLessonClose(const Explanation& e, const Box& box, TestProbe* probe) {
  ImGui::SetNextWindowPos(ImVec2(box.x, box.y), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(box.w, box.h), ImGuiCond_Always);
  ImGui::Begin(NotTranslated("Settlement"), nullptr, SettlementFlags());
  probe->Add("region:lesson-close", box);
  ImGui::PushFont(Font(FontRole::kBold));
  ImGui::TextColored(CurrentPalette().title, "%s", Tr("The lesson is over"));
  ImGui::PopFont();
  const float button_h = std::max(48.0f, ImGui::GetFrameHeight());
  const ImGuiStyle& style = ImGui::GetStyle();
  ImGui::BeginChild("log", ImVec2(0.0f, ImGui::GetContentRegionAvail().y - button_h - style.ItemSpacing.y), false);
  Heading(Tr("What you learnt"));
  for (const std::string& line : LessonSummary()) {
    ImGui::Bullet();
    ImGui::TextWrapped("%s", line.c_str());
  }
  ImGui::Spacing();
  probe->revealed = DrawReveal(e.controller, e.reveal, probe);
  ImGui::Spacing();
  Heading(Tr("How the counters moved"));
  for (const std::string& line : e.lines) {
    ImGui::Bullet();
    ImGui::TextWrapped("%s", line.c_str());
  }
  ImGui::EndChild();
  ImGui::PushFont(Font(FontRole::kBold));
  const bool pressed = ImGui::Button(Tr("Play a match"), ImVec2(-1.0f, button_h));
  ImGui::PopFont();
  probe->NameLastItem(MakeIntent(IntentKind::kLessonPlayMatch));
  ImGui::End();
  return pressed ? SettlementChoice::kLessonPlayMatch : SettlementChoice::kNone;
}

}  // namespace

SettlementChoice DrawSettlement(const GameController& controller, const Box& box, const RevealClock& reveal,
                                const DealReviewer* review, const std::vector<MirrorButton>& offers,
                                std::optional<Intent>* asked, TestProbe* probe) {
  if (controller.InLesson()) return DrawLessonClose({controller, CounterMoves(controller), reveal, nullptr}, box, probe);
  const bool match_over = controller.MatchOver();
  BeginSettlement(box, match_over, probe);
  const Explanation explanation{controller, CounterMoves(controller), reveal, review};
  const float button_h = std::max(48.0f, ImGui::GetFrameHeight());
  // Room for every button: a watcher may be offered several seats.
  const float buttons = static_cast<float>(offers.size() + 1);
  const float button_w = DrawSettlementBody(explanation, match_over, buttons * button_h + (buttons - 1.0f) * ImGui::GetStyle().ItemSpacing.y, probe);
  for (const MirrorButton& offer : offers) {
    const engine::Result<Intent> intent = ParseIntent(offer.id);
    if (!intent.ok()) continue;
    if (ImGui::Button(offer.label.c_str(), ImVec2(button_w, button_h))) *asked = intent.value();
    probe->NameLastItem(intent.value());
  }
  const bool pressed = WayOnButton(controller, ImVec2(button_w, button_h), probe);
  ImGui::EndGroup();
  const bool key = ImGui::IsKeyPressed(ImGuiKey_Enter) || ImGui::IsKeyPressed(ImGuiKey_KeypadEnter) ||
                   (!match_over && ImGui::IsKeyPressed(ImGuiKey_Space));
  SettlementChoice choice = SettlementChoice::kNone;
  if (pressed || key) choice = match_over ? SettlementChoice::kNewMatch : SettlementChoice::kNextDeal;
  ImGui::End();
  return choice;
}

}  // namespace popejoan::ui
