#include "ui/table_view.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <vector>

#include "imgui.h"
#include "ui/board_painter.h"
#include "ui/card_painter.h"
#include "ui/test_probe.h"
#include "ui/theme.h"

namespace popejoan::ui {
namespace {

struct Rect {
  ImVec2 min, max;
  float Width() const { return max.x - min.x; }
  float Height() const { return max.y - min.y; }
};

void Text(ImDrawList* draw, FontRole role, float size, ImVec2 pos, ImU32 color, const std::string& text) {
  draw->AddText(Font(role), size, pos, color, text.c_str());
}

ImVec2 TextSize(FontRole role, float size, const std::string& text) {
  return Font(role)->CalcTextSizeA(size, 1e9f, 0.0f, text.c_str());
}

void CentredText(ImDrawList* draw, FontRole role, float size, ImVec2 centre, ImU32 color, const std::string& text) {
  const ImVec2 extent = TextSize(role, size, text);
  Text(draw, role, size, ImVec2(centre.x - extent.x * 0.5f, centre.y - extent.y * 0.5f), color, text);
}

// Shortens text to fit `max_width`, cutting whole UTF-8 characters and ending with "…".
std::string Ellipsize(FontRole role, float size, const std::string& text, float max_width) {
  if (TextSize(role, size, text).x <= max_width) return text;
  std::string cut = text;
  while (!cut.empty()) {
    size_t end = cut.size() - 1;
    while (end > 0 && (static_cast<unsigned char>(cut[end]) & 0xC0) == 0x80) --end;  // continuation bytes
    cut.erase(end);
    if (TextSize(role, size, cut + "\xE2\x80\xA6").x <= max_width) break;
  }
  return cut + "\xE2\x80\xA6";
}

std::vector<CompartmentView> BoardView(const TableModel& model) {
  std::vector<CompartmentView> views;
  const int honour = model.rules.layout == Layout::kFoster ? kDiamonds : model.trump;
  for (int c = 0; c < kNumCompartments; ++c) {
    if (!LayoutHas(model.rules.layout, c)) continue;
    CompartmentView v;
    v.name = CompartmentName(c);
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

// A seat's plate: name, purse, cards left as small backs, dealer and turn marks.
void DrawSeatPlate(ImDrawList* draw, const TableModel& model, int seat, ImVec2 centre, float width, bool compact) {
  const SeatModel& s = model.seats[static_cast<size_t>(seat)];
  const float height = compact ? 58.0f : 74.0f;
  const ImVec2 min(centre.x - width * 0.5f, centre.y - height * 0.5f);
  const ImVec2 max(centre.x + width * 0.5f, centre.y + height * 0.5f);
  const bool to_move = model.to_move == seat && model.winner < 0;
  draw->AddRectFilled(min, max, CurrentPalette().panel, 10.0f);
  draw->AddRect(min, max, to_move ? colors::kHighlight : IM_COL32(201, 162, 82, 110), 10.0f, 0,
                to_move ? 2.5f : 1.0f);
  if (model.winner == seat) draw->AddRect(min, max, colors::kHighlight, 10.0f, 0, 3.0f);
  const float pad = 8.0f;
  const float name_size = compact ? 14.0f : 16.0f;
  const std::string name = Ellipsize(FontRole::kBold, name_size, s.name, width - 2 * pad - 18);
  Text(draw, FontRole::kBold, name_size, ImVec2(min.x + pad, min.y + 5), colors::kText, name);
  if (model.dealer == seat) {
    const ImVec2 c(max.x - 13, min.y + 13);
    draw->AddCircleFilled(c, 9.0f, colors::kBrass);
    CentredText(draw, FontRole::kBold, 12.0f, c, colors::kInkBlack, "D");
  }
  const std::string purse = std::to_string(s.purse);
  DrawCounterStack(draw, ImVec2(min.x + pad + 6, max.y - 8), 6.0f, 2);
  Text(draw, FontRole::kBold, compact ? 15.0f : 17.0f, ImVec2(min.x + pad + 16, max.y - (compact ? 24 : 27)),
       s.purse < 0 ? IM_COL32(255, 140, 130, 255) : colors::kHighlight, purse);
  // Cards left: a short fan of backs and the number.
  if (s.active) {
    const float card_w = compact ? 13.0f : 16.0f;
    // As many backs as fit between the purse and the count: narrow plates show fewer.
    const float purse_end = min.x + pad + 16 + TextSize(FontRole::kBold, compact ? 15.0f : 17.0f, purse).x + 6.0f;
    const float fan_room = (max.x - pad - 22.0f) - purse_end;
    const int fits = fan_room < card_w ? 0 : 1 + static_cast<int>((fan_room - card_w) / 5.0f);
    const int shown = std::min({s.hand_count, 6, fits});
    float x = max.x - pad - card_w - static_cast<float>(shown - 1) * 5.0f - 22.0f;
    const float y = max.y - pad - card_w * kCardAspect;
    for (int i = 0; i < shown; ++i) DrawCardBack(draw, ImVec2(x + static_cast<float>(i) * 5.0f, y), card_w);
    Text(draw, FontRole::kSmall, 14.0f, ImVec2(max.x - pad - 16, max.y - 24), colors::kTextDim,
         std::to_string(s.hand_count));
  } else {
    Text(draw, FontRole::kSmall, 13.0f, ImVec2(max.x - pad - 50, max.y - 22), colors::kTextDim, "sits out");
  }
}

std::vector<Card> HandCards(CardMask hand) {
  std::vector<Card> cards;
  while (hand) {
    cards.push_back(LowestCard(hand));
    hand &= hand - 1;
  }
  return cards;
}

const char* PaceLabel(double pace) {
  if (pace <= 0.0) return "Instant";
  if (pace < 0.3) return "Fast";
  if (pace < 0.6) return "Normal";
  return "Slow";
}

}  // namespace

TableRequest TableView::Draw(GameController& controller, Settings* settings) {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(viewport->Pos);
  ImGui::SetNextWindowSize(viewport->Size);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
  ImGui::Begin("Table", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoBackground |
                   ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoSavedSettings);
  ImGui::PopStyleVar(2);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 vmin = viewport->Pos;
  const ImVec2 vmax(vmin.x + viewport->Size.x, vmin.y + viewport->Size.y);
  const float width = viewport->Size.x;
  const float height = viewport->Size.y;
  const bool portrait = height > width * 1.15f;
  const Palette& palette = CurrentPalette();
  draw->AddRectFilledMultiColor(vmin, vmax, palette.felt_top, palette.felt_top, palette.felt_bottom,
                                palette.felt_bottom);

  const TableModel& model = controller.model();
  const int viewer = model.viewer;
  int humans = 0;
  for (const SeatSetup& seat : controller.setup().seats) humans += seat.human ? 1 : 0;
  // With several people at one device, only the person who tapped in sees a hand.
  const bool hand_visible = humans <= 1 || (viewer >= 0 && viewer == revealed_seat_ &&
                                             controller.HumanToAct() == viewer);

  const float bar_h = portrait ? 44.0f : 52.0f;
  TableRequest request = DrawTopBar(controller, settings, portrait, bar_h);
  if (!controller.HasMatch()) {
    ImGui::End();
    return request;
  }

  // ---- Layout.
  const int n = model.num_seats;
  std::vector<int> others;
  for (int i = 1; i < n; ++i) others.push_back((std::max(viewer, 0) + i) % n);
  if (viewer < 0) others.insert(others.begin(), 0), others.pop_back();
  // On a phone your own plate joins the row at the top; on a wide screen it sits by your hand.
  if (portrait && viewer >= 0) others.push_back(viewer);

  const float hand_card_w = portrait ? std::clamp(width / 5.2f, 56.0f, 74.0f) : std::clamp(width / 13.0f, 64.0f, 92.0f);
  const float hand_h = hand_card_w * kCardAspect;
  const float hand_top = vmax.y - hand_h - (portrait ? 18.0f : 22.0f);
  const float caption_y = hand_top - (portrait ? 40.0f : 44.0f);

  std::array<ImVec2, kMaxSeats> seat_pos{};  // where each seat's plate is, for moving counters
  // Opponents: a row across the top (portrait: wrapped in two rows when many).
  const float plate_top = vmin.y + bar_h + 10.0f;
  float plates_bottom = plate_top;
  {
    const int count = static_cast<int>(others.size());
    const int per_row = portrait ? std::min(count, 3) : count;
    const int rows = (count + per_row - 1) / std::max(per_row, 1);
    const float plate_w = std::min(portrait ? (width - 16.0f) / static_cast<float>(per_row) - 8.0f : 200.0f,
                                   (width - 20.0f) / static_cast<float>(std::max(per_row, 1)) - 10.0f);
    const float plate_h = portrait ? 58.0f : 74.0f;
    for (int i = 0; i < count; ++i) {
      const int row = i / per_row;
      const int col = i % per_row;
      const int in_row = std::min(per_row, count - row * per_row);
      const float span = static_cast<float>(in_row) * (plate_w + 10.0f) - 10.0f;
      const float x0 = vmin.x + (width - span) * 0.5f;
      const ImVec2 centre(x0 + static_cast<float>(col) * (plate_w + 10.0f) + plate_w * 0.5f,
                          plate_top + static_cast<float>(row) * (plate_h + 8.0f) + plate_h * 0.5f);
      DrawSeatPlate(draw, model, others[static_cast<size_t>(i)], centre, plate_w, portrait);
      seat_pos[static_cast<size_t>(others[static_cast<size_t>(i)])] = centre;
    }
    plates_bottom = plate_top + static_cast<float>(rows) * (plate_h + 8.0f);
  }

  // Board and the run of cards share the middle band.
  const float middle_top = plates_bottom + 6.0f;
  const float middle_bottom = caption_y - 6.0f;
  const float middle_h = std::max(80.0f, middle_bottom - middle_top);
  ImVec2 board_centre;
  float board_radius;
  Rect run_area;
  if (portrait) {
    const float run_h = std::min(120.0f, middle_h * 0.3f);
    board_radius = std::min(width * 0.40f, (middle_h - run_h) * 0.48f);
    board_centre = ImVec2(vmin.x + width * 0.5f - (width * 0.5f - board_radius - 12.0f) * 0.0f, middle_top + board_radius + 4.0f);
    run_area = {ImVec2(vmin.x + 10, middle_bottom - run_h), ImVec2(vmax.x - 10, middle_bottom)};
  } else {
    board_radius = std::min(width * 0.20f, middle_h * 0.48f);
    board_centre = ImVec2(vmin.x + width * 0.30f, middle_top + middle_h * 0.5f);
    run_area = {ImVec2(vmin.x + width * 0.52f, middle_top + middle_h * 0.18f), ImVec2(vmax.x - 24, middle_bottom - middle_h * 0.1f)};
  }
  DrawBoard(draw, board_centre, board_radius, BoardView(model), "Pope Joan");

  // Turn-up, beside the board.
  {
    const float w = portrait ? 44.0f : std::clamp(board_radius * 0.36f, 50.0f, 80.0f);
    const ImVec2 pos = portrait ? ImVec2(vmax.x - w - 12, middle_top + 4)
                                : ImVec2(board_centre.x + board_radius + 22, board_centre.y - board_radius);
    if (model.turnup != kNoCard) {
      DrawCardFace(draw, pos, w, RankOf(model.turnup), SuitOf(model.turnup));
      CentredText(draw, FontRole::kSmall, 13.0f, ImVec2(pos.x + w * 0.5f, pos.y + w * kCardAspect + 10),
                  palette.on_felt_dim, "turn-up");
    }
  }

  // The run: the sequence on the table, lead first, overlapping to fit.
  if (!model.run.empty()) {
    const int count = static_cast<int>(model.run.size());
    const float card_w = std::min(portrait ? 58.0f : 84.0f, run_area.Height() / kCardAspect);
    float step = card_w * 0.62f;
    if (count > 1) step = std::min(step, (run_area.Width() - card_w) / static_cast<float>(count - 1));
    const float total = card_w + step * static_cast<float>(count - 1);
    float x = run_area.min.x + (run_area.Width() - total) * 0.5f;
    const float y = run_area.min.y + (run_area.Height() - card_w * kCardAspect) * 0.5f;
    for (const PlayedCard& p : model.run) {
      DrawCardFace(draw, ImVec2(x, y), card_w, RankOf(p.card), SuitOf(p.card));
      x += step;
    }
    const PlayedCard& last = model.run.back();
    if (last.seat >= 0 && last.seat < n) {
      CentredText(draw, FontRole::kSmall, 14.0f, ImVec2(x - step + card_w * 0.5f, y + card_w * kCardAspect + 12),
                  palette.on_felt_dim, model.seats[static_cast<size_t>(last.seat)].name);
    }
  }

  if (!portrait && viewer >= 0) {
    DrawSeatPlate(draw, model, viewer, ImVec2(vmin.x + 16 + 100, caption_y + 16 - 8), 200.0f, false);
    seat_pos[static_cast<size_t>(viewer)] = ImVec2(vmin.x + 16 + 100, caption_y + 8);
  }

  // Counters on the move: a few chips glide from where they were to where they go.
  {
    if (model.motion_id != motion_seen_) {
      motion_seen_ = model.motion_id;
      motion_start_ = ImGui::GetTime();
    }
    const double duration = std::clamp(controller.pace() * 0.8, 0.0, 0.5);
    const double t = duration > 0.0 ? (ImGui::GetTime() - motion_start_) / duration : 1.0;
    if (motion_start_ >= 0.0 && t < 1.0) {
      std::vector<int> layout;  // compartments in board order
      for (int c = 0; c < kNumCompartments; ++c) {
        if (LayoutHas(model.rules.layout, c)) layout.push_back(c);
      }
      auto where = [&](int seat, int comp) {
        if (seat >= 0 && seat < n) return seat_pos[static_cast<size_t>(seat)];
        for (size_t i = 0; i < layout.size(); ++i) {
          if (layout[i] == comp) return CompartmentAnchor(board_centre, board_radius, static_cast<int>(i), static_cast<int>(layout.size()));
        }
        return board_centre;
      };
      const TableModel::Motion& m = model.motion;
      const ImVec2 a = where(m.from_seat, m.from_compartment);
      const ImVec2 b = where(m.to_seat, m.to_compartment);
      const int chips = std::min(m.amount, 5);
      for (int i = 0; i < chips; ++i) {
        // Staggered, eased: each chip leaves a little after the one before.
        const double local = std::clamp(t * 1.4 - 0.1 * i, 0.0, 1.0);
        const float e = static_cast<float>(local * local * (3.0 - 2.0 * local));
        const ImVec2 p(a.x + (b.x - a.x) * e, a.y + (b.y - a.y) * e - std::sin(e * 3.14159f) * 30.0f);
        DrawCounterStack(draw, ImVec2(p.x, p.y + 7.0f), 7.0f, 1);
      }
    }
  }

  // ---- Your hand.
  const int human = controller.HumanToAct();
  const ActionList legal = controller.LegalActions();
  const bool leading = human >= 0 && controller.state().phase() == Phase::kLead;

  // Caption: the latest spoken line; when it is your lead, the prompt shares its bubble (there
  // is no room for a second line between the board and your hand).
  {
    const float size = portrait ? 17.0f : 20.0f;
    std::string text = model.caption;
    if (leading && viewer >= 0 && hand_visible) {
      const std::string prompt = controller.state().rules().lead == LeadRule::kLowestOfSuit
                                     ? "Your lead: the lowest card of any suit"
                                     : "Your lead: choose any card";
      const std::string both = text.empty() ? prompt : text + "  \u00b7  " + prompt;
      text = TextSize(FontRole::kBold, size, both).x + 40.0f <= width ? both : prompt;
    }
    if (!text.empty()) {
      const ImVec2 extent = TextSize(FontRole::kBold, size, text);
      const ImVec2 c(vmin.x + width * 0.5f, caption_y + 16);
      draw->AddRectFilled(ImVec2(c.x - extent.x * 0.5f - 16, c.y - extent.y * 0.5f - 7),
                          ImVec2(c.x + extent.x * 0.5f + 16, c.y + extent.y * 0.5f + 7), palette.panel, 16.0f);
      CentredText(draw, FontRole::kBold, size, c, colors::kText, text);
    }
  }
  if (viewer >= 0 && !hand_visible) {
    // Face down until its owner taps in on the hand-off screen.
    const int count = model.seats[static_cast<size_t>(viewer)].hand_count;
    const float step = std::min(hand_card_w * 0.5f, (width - 20 - hand_card_w) / std::max(count - 1, 1));
    float x = vmin.x + (width - hand_card_w - step * static_cast<float>(std::max(count - 1, 0))) * 0.5f;
    for (int i = 0; i < count; ++i, x += step) DrawCardBack(draw, ImVec2(x, hand_top), hand_card_w);
  } else if (viewer >= 0) {
    const std::vector<Card> cards = HandCards(model.seats[static_cast<size_t>(viewer)].hand);
    const int count = static_cast<int>(cards.size());
    float step = hand_card_w + 8.0f;
    if (count > 1 && count * hand_card_w + (count - 1) * 8.0f > width - 20) {
      step = (width - 20 - hand_card_w) / static_cast<float>(count - 1);
    }
    const float total = hand_card_w + step * static_cast<float>(std::max(count - 1, 0));
    float x = vmin.x + (width - total) * 0.5f;
    std::vector<Card> leads;
    for (Card c : cards) {
      if (leading && legal.Contains(c)) leads.push_back(c);
    }
    // Keyboard: arrows move among the cards you may lead, Enter leads the chosen one.
    if (leading && !leads.empty()) {
      if (keyboard_focus_ >= static_cast<int>(leads.size())) keyboard_focus_ = static_cast<int>(leads.size()) - 1;
      if (ImGui::IsKeyPressed(ImGuiKey_RightArrow)) {
        keyboard_focus_ = (keyboard_focus_ + 1) % static_cast<int>(leads.size());
      }
      if (ImGui::IsKeyPressed(ImGuiKey_LeftArrow)) {
        keyboard_focus_ = keyboard_focus_ <= 0 ? static_cast<int>(leads.size()) - 1 : keyboard_focus_ - 1;
      }
      if (keyboard_focus_ >= 0 && (ImGui::IsKeyPressed(ImGuiKey_Enter) ||
                                   ImGui::IsKeyPressed(ImGuiKey_KeypadEnter))) {
        controller.Choose(leads[static_cast<size_t>(keyboard_focus_)]);
        keyboard_focus_ = -1;
      }
    } else {
      keyboard_focus_ = -1;
    }
    Card clicked = kNoCard;
    for (int i = 0; i < count; ++i) {
      const Card c = cards[static_cast<size_t>(i)];
      const bool can_lead = leading && legal.Contains(c);
      const ImVec2 pos(x, hand_top);
      // The hit area is the visible part of the card (the next card covers the rest).
      const float hit_w = i + 1 < count ? std::min(step, hand_card_w) : hand_card_w;
      ImGui::SetCursorScreenPos(ImVec2(pos.x, pos.y - 14));
      ImGui::PushID(c);
      const bool pressed = ImGui::InvisibleButton("card", ImVec2(hit_w, hand_h + 14));
      Probe().AddLastItem("card:" + CardName(c), can_lead);
      const bool hovered = ImGui::IsItemHovered();
      ImGui::PopID();
      if (pressed && can_lead) clicked = c;
      const bool focused = can_lead && keyboard_focus_ >= 0 && leads[static_cast<size_t>(keyboard_focus_)] == c;
      CardLook look;
      look.highlighted = can_lead;
      look.dimmed = leading && !can_lead;
      look.marked_stop = (model.known_stops & Bit(c)) != 0;
      look.lift = can_lead && (hovered || focused) ? 12.0f : 0.0f;
      DrawCardFace(draw, pos, hand_card_w, RankOf(c), SuitOf(c), look);
      x += step;
    }
    if (clicked != kNoCard) controller.Choose(clicked);
  }

  // ---- Decisions other than a lead.
  if (human >= 0 && controller.state().phase() == Phase::kWildPope) {
    ImGui::SetNextWindowPos(ImVec2(vmin.x + width * 0.5f, caption_y - 40), ImGuiCond_Always, ImVec2(0.5f, 1.0f));
    ImGui::Begin("Wild Pope", nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse |
                                           ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
    ImGui::TextUnformatted("The run has stopped. Play the Pope in its place?");
    if (ImGui::Button("Play the Pope", ImVec2(160, 40))) controller.Choose(kActionPope);
    Probe().AddLastItem("button:pope");
    ImGui::SameLine();
    if (ImGui::Button("Keep it", ImVec2(120, 40))) controller.Choose(kActionPass);
    Probe().AddLastItem("button:pass");
    ImGui::End();
  }
  if (human >= 0 && controller.state().phase() == Phase::kPlaceCounter) {
    ImGui::SetNextWindowPos(ImVec2(vmin.x + width * 0.5f, caption_y - 40), ImGuiCond_Always, ImVec2(0.5f, 1.0f));
    ImGui::Begin("Place a counter", nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse |
                                                 ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
    ImGui::TextUnformatted("Place one counter on the board:");
    int shown = 0;
    for (int i = 0; i < legal.size(); ++i) {
      const Action a = legal[i];
      if (!IsPlaceAction(a)) continue;
      if (shown++ % 3 != 0) ImGui::SameLine();
      if (ImGui::Button(CompartmentName(a - kActionPlaceBase), ImVec2(120, 40))) controller.Choose(a);
      Probe().AddLastItem(std::string("button:place-") + CompartmentId(a - kActionPlaceBase));
    }
    ImGui::End();
  }

  // ---- End of a deal / of the match.
  if (controller.DealOver() || controller.MatchOver()) {
    const bool match_over = controller.MatchOver();
    ImGui::SetNextWindowPos(ImVec2(vmin.x + width * 0.5f, vmin.y + height * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::Begin(match_over ? "The match is over" : "Settlement", nullptr,
                 ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoSavedSettings);
    // The lines that explain the counters, the dressing folded into one line.
    std::vector<std::string> lines;
    std::string dressing;
    for (const Event& e : controller.DealLog()) {
      switch (e.type) {
        case EventType::kDress:
          dressing += (dressing.empty() ? "" : ", ") + model.seats[static_cast<size_t>(std::max<int>(0, e.seat))].name +
                      " " + std::to_string(e.amount);
          break;
        case EventType::kToCentre: case EventType::kFromCentre:
        case EventType::kTake: case EventType::kShare: case EventType::kCardPayment: case EventType::kExempt:
        case EventType::kPopeBonus: case EventType::kPopeStakes: case EventType::kDouble: case EventType::kGoOut:
        case EventType::kCarryOver: case EventType::kClearTake: case EventType::kPopeJoanWins: case EventType::kThrownIn:
        case EventType::kPlace:
          lines.push_back(Caption(model, e));
          break;
        default:
          break;
      }
    }
    if (!dressing.empty()) lines.insert(lines.begin(), "Dressing the board: " + dressing);
    // The explanation scrolls when long; the purses and the button always stay in view.
    const float line_h = ImGui::GetTextLineHeightWithSpacing();
    const float footer = static_cast<float>(n + (match_over ? n : 0)) * line_h + 44.0f + 5.0f * ImGui::GetStyle().ItemSpacing.y + 60.0f;
    const float wanted = static_cast<float>(lines.size()) * line_h * 1.35f;
    const float log_h = std::max(3.0f * line_h, std::min(wanted, height * 0.85f - footer));
    const float panel_w = std::min(width - 40.0f, 480.0f);
    ImGui::BeginChild("log", ImVec2(panel_w, log_h), false);
    for (const std::string& line : lines) {
      ImGui::Bullet();
      ImGui::TextWrapped("%s", line.c_str());
    }
    ImGui::EndChild();
    ImGui::Separator();
    // Each seat's purse across the deal.
    if (ImGui::BeginTable("net", 3, ImGuiTableFlags_SizingStretchProp)) {
      for (int s = 0; s < n; ++s) {
        const std::int32_t before = controller.PurseAtDealStart(s);
        const std::int32_t after = model.seats[static_cast<size_t>(s)].purse;
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(model.seats[static_cast<size_t>(s)].name.c_str());
        ImGui::TableNextColumn();
        ImGui::Text("%d \xE2\x86\x92 %d", before, after);
        ImGui::TableNextColumn();
        const std::int32_t delta = after - before;
        ImGui::TextColored(delta >= 0 ? palette.gain : palette.loss, "%+d", delta);
      }
      ImGui::EndTable();
    }
    ImGui::Separator();
    if (match_over) {
      int order[kMaxSeats];
      controller.state().Standings(order);
      for (int i = 0; i < n; ++i) {
        const SeatModel& s = model.seats[static_cast<size_t>(order[i])];
        ImGui::Text("%d.  %s   %d", i + 1, s.name.c_str(), s.purse);
      }
      const bool new_match = ImGui::Button("New match", ImVec2(-1, 44));
      Probe().AddLastItem("button:new-match");
      if (new_match || ImGui::IsKeyPressed(ImGuiKey_Enter)) request = TableRequest::kNewMatch;
    } else {
      const bool next = ImGui::Button("Next deal", ImVec2(-1, 44));
      Probe().AddLastItem("button:next-deal");
      if (next || ImGui::IsKeyPressed(ImGuiKey_Enter) ||
          ImGui::IsKeyPressed(ImGuiKey_Space)) {
        controller.NextDeal();
      }
    }
    ImGui::End();
  }
  if (controller.paused()) draw->AddRectFilled(vmin, vmax, IM_COL32(0, 0, 0, 110));
  ImGui::End();
  if (controller.paused()) {
    DrawPaused(controller);
    return request;
  }
  if (DrawHandOff(controller)) return TableRequest::kNone;
  return request;
}

void TableView::DrawPaused(GameController& controller) {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(viewport->Pos.x + viewport->Size.x * 0.5f, viewport->Pos.y + viewport->Size.y * 0.5f),
                          ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::Begin("Paused", nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse |
                                      ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  ImGui::TextUnformatted("The game is paused.");
  if (ImGui::Button("Play on", ImVec2(240, 44))) controller.SetPaused(false);
  Probe().AddLastItem("button:resume");
  ImGui::End();
}


TableRequest TableView::DrawTopBar(GameController& controller, Settings* settings, bool portrait, float bar_h) {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 vmin = viewport->Pos;
  const ImVec2 vmax(vmin.x + viewport->Size.x, vmin.y + viewport->Size.y);
  const TableModel& model = controller.model();
  draw->AddRectFilled(vmin, ImVec2(vmax.x, vmin.y + bar_h), CurrentPalette().bar);
  draw->AddLine(ImVec2(vmin.x, vmin.y + bar_h), ImVec2(vmax.x, vmin.y + bar_h), IM_COL32(201, 162, 82, 90));
  Text(draw, FontRole::kTitle, portrait ? 22.0f : 26.0f, ImVec2(vmin.x + 14, vmin.y + (portrait ? 9 : 10)),
       colors::kBrass, "Pope Joan");
  if (model.num_seats > 0) {
    std::string info = "Deal " + std::to_string(std::min(model.deal_index + 1, std::max(1, model.num_deals))) +
                       " of " + std::to_string(model.num_deals);
    if (model.trump != kNoSuit) info += std::string("   Trumps ") + SuitGlyph(model.trump);
    if (settings->muted && !portrait) info += "   Muted";
    const float x = vmin.x + (portrait ? 140.0f : 170.0f);
    Text(draw, FontRole::kBody, portrait ? 14.0f : 16.0f, ImVec2(x, vmin.y + (portrait ? 14 : 17)), colors::kTextDim, info);
  }
  TableRequest request = TableRequest::kNone;
  const float button_w = portrait ? 70.0f : 90.0f;
  const float y = vmin.y + (bar_h - 34) * 0.5f;
  ImGui::SetCursorScreenPos(ImVec2(vmax.x - button_w - 10, y));
  if (ImGui::Button("Menu", ImVec2(button_w, 34))) ImGui::OpenPopup("menu");
  Probe().AddLastItem("button:menu");
  if (!portrait) {
    ImGui::SetCursorScreenPos(ImVec2(vmax.x - 2 * button_w - 20, y));
    const bool pace_pressed = ImGui::Button(PaceLabel(controller.pace()), ImVec2(button_w, 34));
    Probe().AddLastItem("button:pace");
    if (pace_pressed) {
      const double pace = controller.pace();
      controller.SetPace(pace <= 0.0 ? 0.8 : pace >= 0.6 ? 0.45 : pace >= 0.3 ? 0.2 : 0.0);
    }
    if (controller.CanUndo()) {
      ImGui::SetCursorScreenPos(ImVec2(vmax.x - 3 * button_w - 30, y));
      if (ImGui::Button("Undo", ImVec2(button_w, 34))) controller.Undo();
    }
  }
  if (ImGui::BeginPopup("menu")) {
    if (ImGui::Selectable("New match...", false, 0, ImVec2(220, 36))) request = TableRequest::kNewMatch;
    Probe().AddLastItem("menu:new-match");
    if (ImGui::Selectable("Rules", false, 0, ImVec2(220, 36))) request = TableRequest::kRules;
    if (ImGui::Selectable("Statistics", false, 0, ImVec2(220, 36))) request = TableRequest::kStatistics;
    Probe().AddLastItem("menu:statistics");
    if (ImGui::Selectable("Full screen (F)", false, 0, ImVec2(220, 36))) request = TableRequest::kFullscreen;
    Probe().AddLastItem("menu:fullscreen");
    if (ImGui::Selectable("Pause", false, 0, ImVec2(220, 36))) controller.SetPaused(true);
    Probe().AddLastItem("menu:pause");
    if (ImGui::Selectable("Save replay", false, 0, ImVec2(220, 36))) request = TableRequest::kSaveReplay;
    if (controller.CanUndo() && ImGui::Selectable("Undo my last lead", false, 0, ImVec2(220, 36))) controller.Undo();
    bool undo = controller.undo_allowed();
    if (ImGui::Checkbox("Allow undo of my leads", &undo)) controller.SetUndoAllowed(undo);
    ImGui::Checkbox("Mute sounds", &settings->muted);
    ImGui::Separator();
    ImGui::TextDisabled("Theme");
    for (int t = 0; t < kNumThemes; ++t) {
      if (t > 0) ImGui::SameLine();
      if (ImGui::RadioButton(ThemeName(static_cast<ThemeKind>(t)), settings->theme == static_cast<ThemeKind>(t))) {
        settings->theme = static_cast<ThemeKind>(t);
      }
    }
    ImGui::Separator();
    ImGui::TextDisabled("Speed");
    const double paces[] = {0.8, 0.45, 0.2, 0.0};
    for (double pace : paces) {
      if (ImGui::Selectable(PaceLabel(pace), controller.pace() == pace, 0, ImVec2(220, 32))) controller.SetPace(pace);
    }
    ImGui::EndPopup();
  }
  // Escape opens the menu.
  if (!ImGui::IsAnyItemActive() && !ImGui::GetIO().WantTextInput) {
    if (ImGui::IsKeyPressed(ImGuiKey_Escape)) ImGui::OpenPopup("menu");
  }
  return request;
}

bool TableView::DrawHandOff(GameController& controller) {
  int humans = 0;
  for (const SeatSetup& seat : controller.setup().seats) humans += seat.human ? 1 : 0;
  const int human = controller.HumanToAct();
  if (humans <= 1 || human < 0 || human == revealed_seat_) return false;
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(viewport->Pos);
  ImGui::SetNextWindowSize(viewport->Size);
  ImGui::Begin("Hand-off", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 c(viewport->Pos.x + viewport->Size.x * 0.5f, viewport->Pos.y + viewport->Size.y * 0.45f);
  draw->AddRectFilled(viewport->Pos, ImVec2(viewport->Pos.x + viewport->Size.x, viewport->Pos.y + viewport->Size.y),
                      CurrentPalette().panel | IM_COL32(0, 0, 0, 255));
  const std::string& name = controller.setup().seats[static_cast<size_t>(human)].name;
  CentredText(draw, FontRole::kTitle, 28.0f, ImVec2(c.x, c.y - 40), colors::kBrass, name + "'s turn");
  CentredText(draw, FontRole::kBody, 17.0f, c, colors::kText, "Pass the device to " + name + ".");
  ImGui::SetCursorScreenPos(ImVec2(c.x - 120, c.y + 40));
  if (ImGui::Button("Show my hand", ImVec2(240, 52))) revealed_seat_ = human;
  ImGui::End();
  return true;
}

}  // namespace popejoan::ui
