#include "ui/views/table_scene.h"

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "imgui.h"
#include "session/words/game_words.h"
#include "session/words/language.h"
#include "ui/paint/board_painter.h"
#include "ui/paint/card_painter.h"
#include "ui/paint/draw_text.h"
#include "ui/paint/theme.h"
#include "ui/test_probe.h"
#include "ui/views/seat_plate.h"
#include "ui/views/table_widgets.h"

namespace popejoan::ui {
namespace {

// What the board shows: each compartment's name, the cards that win it and its counters.
std::vector<CompartmentView> BoardView(const TableModel& model) {
  std::vector<CompartmentView> views;
  const int honour = model.rules.layout == engine::Layout::kFoster ? engine::kDiamonds : model.trump;
  for (int c = 0; c < engine::kNumCompartments; ++c) {
    if (!engine::LayoutHas(model.rules.layout, c)) continue;
    CompartmentView v;
    v.name = CompartmentWord(c);
    std::string cards;
    if (honour != engine::kNoSuit || c == engine::kPope) {
      engine::CardMask m = CompartmentCards(model.rules, c, honour);
      while (m) {
        const engine::Card card = engine::LowestCard(m);
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

// The seats in the order the layout's plates are placed: yours last, when you have one.
std::vector<int> PlateOrder(const TableModel& model) {
  std::vector<int> order;
  const int n = model.num_seats;
  if (model.viewer < 0) {
    for (int i = 0; i < n; ++i) order.push_back(i);
    return order;
  }
  for (int i = 1; i <= n; ++i) order.push_back((model.viewer + i) % n);  // yours last
  return order;
}

// Under the pile: each player's cards in the run underlined and named, all in one style: full
// names when every one fits its span, else everyone's initials.
void DrawPileMarks(const TableModel& model, const TableLayout& layout, TestProbe* probe) {
  struct Mark {
    Box span;
    std::string name;
    bool single;  // one card: its name may reach past the span
  };
  std::vector<Mark> marks;
  const int count = static_cast<int>(model.run.size());
  const float size = layout.label_size;
  bool full_names = true;
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
    marks.push_back({span, ShownSeatName(model.seats[static_cast<size_t>(seat)].name), i == j});
    full_names = full_names && TextSize(FontRole::kSmall, size, marks.back().name).x <= span.w;
    probe->Add("pile-by:" + std::to_string(seat), span);
  }
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImU32 colour = CurrentPalette().on_felt_dim;
  for (const Mark& m : marks) {
    const Box& span = m.span;
    draw->AddLine(ImVec2(span.x + 1.0f, span.y + 1.0f), ImVec2(span.Right() - 1.0f, span.y + 1.0f), colour, 1.5f);
    const std::string shown = full_names ? m.name : Initials(m.name);
    if (TextSize(FontRole::kSmall, size, shown).x <= std::max(span.w, size * 2.2f) || m.single) {
      PutCentredText(draw, FontRole::kSmall, size, ImVec2(span.CentreX(), span.y + size * 0.5f + 3.0f), colour, shown);
    }
  }
}

// The caption's words: the latest spoken line; when it is your lead, the prompt shares its
// bubble (or takes it) if `box` is too narrow for both.
std::string CaptionText(const GameController& controller, bool hand_visible, float size, const Box& box) {
  const TableModel& model = controller.model();
  const bool leading = controller.HumanToAct() >= 0 && controller.state().phase() == engine::Phase::kLead;
  const bool pope_pause = controller.PopePauseShown();
  std::string text = model.caption;
  if ((leading && model.viewer >= 0 && hand_visible) || pope_pause) {
    const bool kept = pope_pause && controller.state().CurrentSeat() == model.viewer;  // its holder, answered
    const std::string prompt = kept ? Tr("You keep the Pope: the table waits")
                               : pope_pause ? Tr("Does anyone play the Pope?")
                               : controller.InLesson() ? Tr("Your lead: the card the lesson asks for")
                               : controller.state().rules().lead == engine::LeadRule::kLowestOfSuit
                                   ? Tr("Your lead: the lowest card of any suit")
                                   : Tr("Your lead: choose any card");
    const std::string both = text.empty() ? prompt : text + "  \u00b7  " + prompt;
    text = TextSize(FontRole::kBold, size, both).x + 2.0f * size <= box.w ? both : prompt;
  }
  return text;
}

}  // namespace

void DrawPlates(const GameController& controller, const TableLayout& layout, TestProbe* probe, TablePlaces* places) {
  const TableModel& model = controller.model();
  std::array<const char*, engine::kMaxSeats> levels{};
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
    const PlateNameDrawn name = DrawSeatPlate(draw, model.seats[static_cast<size_t>(seat)], box, layout, marks);
    probe->Add("region:seat-" + std::to_string(seat), box);
    probe->plate_names.push_back({name.text, TopLeft(name.box), BottomRight(name.box)});
    places->seats[static_cast<size_t>(seat)] = box;
  }
}

void DrawBoardAndTurnup(const TableModel& model, const TableLayout& layout, TestProbe* probe, TablePlaces* places) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const Box& board = layout.board;
  places->board_centre = Centre(board);
  const BoardLayout& drawn = DrawBoard(draw, places->board_centre, board.w * 0.5f, BoardView(model), NotTranslated("Pope Joan"),
                                       layout.text_scale);
  probe->Add("region:board", board);
  probe->board_text = drawn.text_size;
  size_t wedge = 0;
  for (int c = 0; c < engine::kNumCompartments; ++c) {
    places->compartments[static_cast<size_t>(c)] = places->board_centre;
    if (engine::LayoutHas(model.rules.layout, c) && wedge < drawn.wedges.size()) {
      const WedgeLayout& w = drawn.wedges[wedge++];
      ImVec2 chips = Centre(w.chips);
      TurnPoint(w, &chips.x, &chips.y);  // where the block was drawn
      places->compartments[static_cast<size_t>(c)] = chips;
    }
  }
  const Box& t = layout.turnup;
  probe->Add("region:turnup", t);
  if (model.turnup == engine::kNoCard) return;
  const float w = layout.pile_card_w;
  DrawCardFace(draw, ImVec2(t.CentreX() - w * 0.5f, t.y), w, engine::RankOf(model.turnup), engine::SuitOf(model.turnup));
  PutCentredText(draw, FontRole::kSmall, layout.label_size, ImVec2(t.CentreX(), t.y + w * kCardAspect + layout.label_size * 0.5f + 4.0f),
                 CurrentPalette().on_felt_dim, Tr("turn-up"));
}

void DrawPile(const TableModel& model, const TableLayout& layout, const PileFlight& flight, TestProbe* probe) {
  probe->Add("region:pile", layout.pile);
  if (model.run.empty()) return;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const int count = static_cast<int>(model.run.size());
  for (int i = 0; i < count; ++i) {
    const PlayedCard& p = model.run[static_cast<size_t>(i)];
    const Box b = PileCardBox(layout, i, count);
    probe->Add("pile:" + engine::CardName(p.card), b);
    const FlightFrame frame = flight.OnPile(p.card, i == count - 1);
    if (!frame.landed && flight.Travels()) continue;  // drawn in flight, on top
    const int first_vertex = draw->VtxBuffer.Size;
    DrawCardFace(draw, TopLeft(b), b.w, engine::RankOf(p.card), engine::SuitOf(p.card));
    if (frame.alpha < 1.0f) ReshapeSince(draw, first_vertex, frame.alpha);
  }
  DrawPileMarks(model, layout, probe);
}

void DrawSpare(const TableModel& model, const TableLayout& layout, TestProbe* probe) {
  if (layout.spare.Empty() || model.spare == 0) return;
  probe->Add("region:spare", layout.spare);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const std::vector<engine::Card> cards = HandCards(model.spare);
  const int count = static_cast<int>(cards.size());
  Box last;
  for (int i = 0; i < count; ++i) {
    const Box b = SpareCardBox(layout, i, count);
    DrawCardFace(draw, TopLeft(b), b.w, engine::RankOf(cards[static_cast<size_t>(i)]), engine::SuitOf(cards[static_cast<size_t>(i)]));
    last = b;
  }
  // Said so: the dealer alone sees it, by this table's rules.
  PutCentredText(draw, FontRole::kSmall, layout.label_size,
                 ImVec2(layout.spare.CentreX(), last.Bottom() + layout.label_size * 0.5f + 4.0f), CurrentPalette().on_felt_dim,
                 Ellipsize(FontRole::kSmall, layout.label_size, Tr("Spare hand (yours to see)"), layout.spare.w));
}

namespace {

// Where a line is best broken in two: the space nearest its middle (npos: none).
size_t SpaceNearestMiddle(const std::string& text) {
  const size_t middle = text.size() / 2;
  const size_t before = text.rfind(' ', middle), after = text.find(' ', middle);
  if (before == std::string::npos || before == 0) return after;
  if (after == std::string::npos) return before;
  return middle - before <= after - middle ? before : after;
}

}  // namespace

void DrawCaption(const GameController& controller, const TableLayout& layout, bool hand_visible, float skip_w,
                 TestProbe* probe) {
  probe->Add("region:caption", layout.caption);
  // The words stay centred; with Skip at the right, they keep clear of it on both sides.
  Box box = {layout.caption.x + skip_w, layout.caption.y, layout.caption.w - 2.0f * skip_w, layout.caption.h};
  float size = layout.caption_size;
  std::string text = CaptionText(controller, hand_visible, size, box);
  if (text.empty()) return;
  // Unless centring would shrink them (large type on a phone): then they take all the room
  // left of the button.
  if (skip_w > 0.0f && FitTextSize(FontRole::kBold, size, text, box.w - 1.6f * size, 12.0f) < size * 0.95f) {
    box = {layout.caption.x, layout.caption.y, layout.caption.w - skip_w - 4.0f, layout.caption.h};
  }
  size = FitTextSize(FontRole::kBold, size, text, box.w - 1.6f * size, 12.0f);
  size = std::min(size, box.h * 0.62f);
  // Larger type that one line would shrink below its 100% size: two lines at a larger size.
  std::string second;
  const size_t cut = size < layout.caption_size / layout.text_scale ? SpaceNearestMiddle(text) : std::string::npos;
  if (cut != std::string::npos) {
    const float most = std::min(layout.caption_size, box.h * 0.42f);
    const float room = box.w - 1.6f * most;
    const float two_size = std::min(FitTextSize(FontRole::kBold, most, text.substr(0, cut), room, 12.0f),
                                    FitTextSize(FontRole::kBold, most, text.substr(cut + 1), room, 12.0f));
    if (two_size > size) {
      second = text.substr(cut + 1);
      text.resize(cut);
      size = two_size;
    }
  }
  text = Ellipsize(FontRole::kBold, size, text, box.w - 1.6f * size);
  probe->caption_size = size;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float widest = std::max(TextSize(FontRole::kBold, size, text).x, TextSize(FontRole::kBold, size, second).x);
  const float half_w = std::min(box.w * 0.5f, widest * 0.5f + 0.8f * size);
  const ImVec2 c = Centre(box);
  const Palette& palette = CurrentPalette();
  draw->AddRectFilled(ImVec2(c.x - half_w, box.y), ImVec2(c.x + half_w, box.Bottom()), palette.panel, box.h * 0.5f);
  if (palette.panel_edge != 0) {
    draw->AddRect(ImVec2(c.x - half_w, box.y), ImVec2(c.x + half_w, box.Bottom()), palette.panel_edge, box.h * 0.5f, 0, 1.5f);
  }
  const float dy = second.empty() ? 0.0f : size * 0.55f;
  PutCentredText(draw, FontRole::kBold, size, ImVec2(c.x, c.y - dy), colors::kText, text);
  if (!second.empty()) PutCentredText(draw, FontRole::kBold, size, ImVec2(c.x, c.y + dy), colors::kText, second);
}

}  // namespace popejoan::ui
