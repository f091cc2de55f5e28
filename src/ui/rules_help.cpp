#include "ui/rules_help.h"

#include <algorithm>
#include <string>

#include "imgui.h"
#include "ui/page.h"
#include "ui/test_probe.h"
#include "ui/theme.h"

namespace popejoan::ui {
namespace {

void Heading(const char* text) {
  ImGui::Spacing();
  ImGui::PushFont(Font(FontRole::kBold));
  ImGui::TextColored(CurrentPalette().title, "%s", text);
  ImGui::PopFont();
}

void Para(const char* text) { ImGui::TextWrapped("%s", text); }

void CoreRules(const Rules& r) {
  const bool foster = r.layout == Layout::kFoster || r.layout == Layout::kFosterMatrimony;
  Heading("The aim");
  Para("Get rid of your cards before anyone else, and on the way play the cards that win the counters "
       "staked on the board.");
  Heading("The deal");
  Para(r.pack == 51 ? "The pack has 51 cards: the eight of diamonds is taken out. Aces are low, kings high."
                    : "The full pack of 52 cards is used. Aces are low, kings high.");
  Para("The cards are dealt one at a time to the players and to a spare hand that nobody plays; every "
       "player gets the same number and the rest go to the spare hand. The dealer moves one seat to the "
       "left each deal, and the player on the dealer's left leads first.");
  if (!foster || r.layout == Layout::kFosterMatrimony) {
    Para("One card is turned up: its suit is trumps. If it is the Ace, King, Queen or Knave of trumps, or "
         "the Pope, the dealer takes that compartment at once.");
  }
  Heading("Play");
  Para(r.lead == LeadRule::kLowestOfSuit
           ? "The leader plays the lowest card he holds of any suit he chooses."
           : "The leader plays any card he likes.");
  Para("Whoever holds the next card up in the same suit must play it, and so on up the suit. The run "
       "stops at a King, or when nobody holds the next card (it is in the spare hand, is the turn-up, "
       "was played before, or is the missing eight of diamonds): the table says \"No six\". Whoever "
       "played the last card leads again. Cards you know nobody can follow are stops; they are marked "
       "with a brass dot in your hand.");
  Heading("Winning the board");
  if (r.layout == Layout::kFoster) {
    Para("The board holds the Ten, Jack, Queen and King of diamonds and the Pope. Playing one of them "
         "takes its pool.");
  } else {
    Para("Playing the Pope (nine of diamonds) takes the Pope compartment. Playing the Ace, King, Queen "
         "or Knave of trumps takes that compartment. One player playing both King and Queen of trumps "
         "takes Matrimony; Queen and Knave, Intrigue.");
  }
  Heading("Going out");
  Para(foster ? "The first player out of cards collects one counter for every card left in each other hand."
              : "The first player out of cards takes the Game compartment and, unless an option says "
                "otherwise, one counter for every card left in each other hand.");
  Para("Compartments nobody wins stay on the board for the next deal, and the next dressing is added "
       "on top.");
}

std::string ValueText(const OptionInfo& option, const std::string& value) {
  for (const OptionValue& v : option.values) {
    if (value == v.value) return v.description;
  }
  return value;
}

}  // namespace

void DrawRulesHelp(const Rules& rules, bool* open) {
  if (!*open) return;
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const ImVec2 size(std::min(viewport->Size.x - 16.0f, 640.0f), viewport->Size.y - 16.0f);
  ImGui::SetNextWindowPos(ImVec2(viewport->Pos.x + viewport->Size.x * 0.5f, viewport->Pos.y + 8),
                          ImGuiCond_Always, ImVec2(0.5f, 0.0f));
  ImGui::SetNextWindowSize(size, ImGuiCond_Always);
  ImGui::Begin("Rules of Pope Joan", open,
               ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  // The text scrolls; Close stays in view below it.
  const float close_h = TouchButtonHeight();
  ImGui::BeginChild("rules", ImVec2(0.0f, ImGui::GetContentRegionAvail().y - close_h - ImGui::GetStyle().ItemSpacing.y), false);
  Probe().Add("region:rules", Box{ImGui::GetWindowPos().x, ImGui::GetWindowPos().y, ImGui::GetWindowSize().x, ImGui::GetWindowSize().y});
  ImGui::PushFont(Font(FontRole::kBold));
  ImGui::TextWrapped("%s", PresetName(rules.preset));
  ImGui::PopFont();
  ImGui::TextWrapped("%s", PresetSummary(rules.preset));
  CoreRules(rules);

  Heading("This table's options");
  for (const OptionInfo& option : Options()) {
    const std::string value = GetOption(rules, option.name);
    ImGui::Bullet();
    ImGui::TextWrapped("%s: %s%s%s", option.description, ValueText(option, value).c_str(),
                       option.source[0] ? "  (source " : "", option.source[0] ? (std::string(option.source) + ")").c_str() : "");
  }

  Heading("Where the old books are silent");
  Para("These are the choices this game makes where the period sources leave a question open.");
  for (const std::string& decision : Decisions()) {
    ImGui::Bullet();
    ImGui::TextWrapped("%s", decision.c_str());
  }
  ProbeScroll("rules");
  ImGui::EndChild();
  if (ImGui::Button("Close", ImVec2(-1, close_h))) *open = false;
  Probe().AddLastItem("button:close-rules");
  if (ImGui::IsKeyPressed(ImGuiKey_Escape)) *open = false;
  ImGui::End();
}

}  // namespace popejoan::ui
