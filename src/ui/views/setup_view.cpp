#include "ui/views/setup_view.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "engine/rng.h"
#include "imgui.h"
#include "session/access_mirror.h"
#include "session/room_words.h"
#include "session/words/game_words.h"
#include "session/words/language.h"
#include "ui/views/look_settings.h"
#include "ui/paint/page.h"
#include "session/words/rules_words.h"
#include "session/table_model.h"
#include "ui/test_probe.h"
#include "ui/paint/theme.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw
namespace {

// The next button beside the last if its label fits there, else below (large type on a phone).
void SameLineIfFits(const char* label) {
  const float w = ImGui::CalcTextSize(label).x + 2.0f * ImGui::GetStyle().FramePadding.x;
  ImGui::SameLine();
  if (ImGui::GetContentRegionAvail().x < w) ImGui::NewLine();
}


// The human's seat is stored as "You" (other screens know it by that) and shown in the player's
// words (table_model.h ShownSeatName); typing that word back stores "You".
std::string StoredName(const std::string& typed) { return typed == Tr("You") ? DefaultSeatName(0) : typed; }

int KindIndex(const SeatSetup& seat) { return seat.human ? 0 : 1 + static_cast<int>(seat.level); }

// The option's row in Options(), for its intent.
int OptionIndex(const char* name) {
  const std::vector<engine::OptionInfo>& options = engine::Options();
  for (size_t i = 0; i < options.size(); ++i) {
    if (std::strcmp(options[i].name, name) == 0) return static_cast<int>(i);
  }
  return -1;
}

void CopyName(std::array<char, 32>* buffer, const std::string& name) {
  std::snprintf(buffer->data(), buffer->size(), "%s", name.c_str());
}

// A row of big "−  n  +" buttons: easier to tap than a slider.
bool Stepper(const char* id, int* value, int min_value, int max_value) {
  bool changed = false;
  ImGui::PushID(id);
  if (ImGui::Button("\xE2\x88\x92", ImVec2(TouchButtonHeight(), 0)) && *value > min_value) {
    --*value;
    changed = true;
  }
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  ImGui::Text("%d", *value);
  ImGui::SameLine();
  if (ImGui::Button("+", ImVec2(TouchButtonHeight(), 0)) && *value < max_value) {
    ++*value;
    changed = true;
  }
  ImGui::PopID();
  return changed;
}

// A number typed or stepped by `step`: the same big "−" and "+" as the steppers', the field
// `field_w` wide between them (negative: up to that far from the right edge).
bool NumberStepper(const char* id, int* value, int step, int min_value, int max_value, float field_w) {
  int next = *value;
  ImGui::PushID(id);
  if (ImGui::Button("\xE2\x88\x92", ImVec2(TouchButtonHeight(), 0))) next -= step;
  ImGui::SameLine();
  ImGui::SetNextItemWidth(field_w);
  ImGui::InputInt("##number", &next, 0, 0);
  ImGui::SameLine();
  if (ImGui::Button("+", ImVec2(TouchButtonHeight(), 0))) next += step;
  ImGui::PopID();
  next = std::clamp(next, min_value, max_value);
  const bool changed = next != *value;
  *value = next;
  return changed;
}

// The column the rows' labels take: the widest label, within a share of the page (French
// labels are longer than the English).
float LabelWidth(float page_width) {
  float widest = 0.0f;
  for (const char* label : {Tr("Players"), Tr("Rules"), Tr("Rounds"), Tr("Purse"), Tr("Seed")}) {
    widest = std::max(widest, ImGui::CalcTextSize(label).x);
  }
  return std::max(std::min(150.0f, page_width * 0.28f),
                  std::min(widest + 2.0f * ImGui::GetStyle().ItemSpacing.x, page_width * 0.4f));
}

// Grey words under a control: a preset's blurb.
void DisabledText(const char* text) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(text);
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
}

// One entry of the rules list: the preset's name and its description inside one highlight, so
// the words under a name belong to the entry they sit in. True when chosen.
bool PresetEntry(engine::Preset preset, bool selected) {
  const ImVec2 top = ImGui::GetCursorPos();
  const float wrap_w = ImGui::GetContentRegionAvail().x;
  const float words_h = ImGui::GetTextLineHeightWithSpacing() + ImGui::CalcTextSize(PresetBlurb(preset), nullptr, false, wrap_w).y;
  ImGui::PushID(static_cast<int>(preset));
  const bool chosen = ImGui::Selectable("##preset-entry", selected, ImGuiSelectableFlags_AllowOverlap,
                                        ImVec2(0, std::max(TouchButtonHeight() * 0.75f, words_h)));
  ImGui::PopID();
  const ImVec2 next = ImGui::GetCursorPos();
  ImGui::SetCursorPos(top);
  ImGui::TextUnformatted(PresetWord(preset));
  DisabledText(PresetBlurb(preset));
  ImGui::SetCursorPos(next);
  return chosen;
}

}  // namespace

void SetupView::Follow(const SetupDraft& draft) {
  const MatchSetup& setup = draft.setup();
  // The seed changed another way (the page's field): shown unless it is being typed.
  if (!seed_active_ && std::strtoull(seed_text_.data(), nullptr, 10) != setup.seed) {
    std::snprintf(seed_text_.data(), seed_text_.size(), "%llu", static_cast<unsigned long long>(setup.seed));
  }
  // Seats added (by the page's field too) show their names.
  for (size_t i = static_cast<size_t>(std::max(0, seats_seen_)); i < setup.seats.size(); ++i) {
    CopyName(&names_[i], ShownSeatName(setup.seats[i].name));
  }
  seats_seen_ = static_cast<int>(setup.seats.size());
  if (draft.generation() == generation_seen_) return;
  generation_seen_ = draft.generation();
  for (int i = 0; i < engine::kMaxSeats; ++i) {
    CopyName(&names_[static_cast<size_t>(i)], ShownSeatName(i < static_cast<int>(setup.seats.size())
                                                             ? setup.seats[static_cast<size_t>(i)].name
                                                             : DefaultSeatName(i)));
  }
  std::snprintf(seed_text_.data(), seed_text_.size(), "%llu", static_cast<unsigned long long>(setup.seed));
}

void SetupView::RefreshShownNames(const MatchSetup& setup) {
  // A seat still called "You" shows the word of the language in use, which may have changed.
  for (size_t i = 0; i < setup.seats.size(); ++i) {
    const std::string shown = ShownSeatName(setup.seats[i].name);
    if (IsYourSeat(setup.seats[i].name) && shown != names_[i].data()) CopyName(&names_[i], shown);
  }
}

std::vector<Intent> SetupView::Draw(SetupDraft* draft, const SetupScreen& screen, const Settings& look,
                                    TestProbe* probe) {
  intents_.clear();
  probe_ = probe;
  Follow(*draft);
  // The footer, measured first so the body can scroll above it: a note (why the cards cannot
  // be dealt, or who will play), Deal, and Back when a match waits.
  const std::string note = draft->Note();
  const ImGuiStyle& style = ImGui::GetStyle();
  const float deal_h = std::max(52.0f, TouchButtonHeight());
  const float page_w = std::min(ImGui::GetMainViewport()->Size.x - 16.0f, 620.0f * CurrentTypeScale());
  const float note_h = note.empty() ? 0.0f
                                    : ImGui::CalcTextSize(note.c_str(), nullptr, false, page_w - 2.0f * style.WindowPadding.x).y +
                                          style.ItemSpacing.y;
  const float footer_h = note_h + deal_h + (screen.can_go_back ? TouchButtonHeight() + style.ItemSpacing.y : 0.0f);

  MatchSetup* setup = draft->mutable_setup();
  RefreshShownNames(*setup);
  BeginPage(NotTranslated("New match"), Tr("Pope Joan"));
  BeginPageBody(footer_h);
  const float width = ImGui::GetWindowWidth();
  DrawIntro(draft, screen, look);
  const float label_w = LabelWidth(width);
  DrawSeats(setup, width, label_w);
  DrawRules(setup, label_w);
  DrawSeed(setup, label_w);
  ImGui::Spacing();
  if (ImGui::CollapsingHeader((std::string(Tr("All options")) + "###options").c_str(), show_options_ ? ImGuiTreeNodeFlags_DefaultOpen : 0)) {
    DrawOptions(setup->rules);
  }
  probe_->AddScroll("setup");
  DrawFooter(*draft, screen, note, deal_h);
  EndPage();
  probe_ = nullptr;
  return intents_;
}

void SetupView::Button(const char* label, ImVec2 size, const Intent& intent, bool enabled) {
  if (ImGui::Button(label, size)) intents_.push_back(intent);
  probe_->NameLastItem(intent, enabled);
}

void SetupView::DrawIntro(SetupDraft* draft, const SetupScreen& screen, const Settings& look) {
  ImGui::TextWrapped("%s", Tr("The Victorian game of stops, matrimony and intrigue."));
  if (screen.first_visit) {
    // New here: one guided deal teaches the whole game.
    ImGui::PushFont(Font(FontRole::kBold));
    Button(Tr("Learn to play"), ImVec2(-1.0f, TouchButtonHeight()), MakeIntent(IntentKind::kLesson));
    ImGui::PopFont();
  }
  if (screen.rooms && screen.back_to_room) {
    // A room this page sits in is still open: the way back to it comes first.
    ImGui::PushFont(Font(FontRole::kBold));
    Button(Tr("Back to your room"), ImVec2(-1.0f, TouchButtonHeight()), MakeIntent(IntentKind::kBackToRoom));
    ImGui::PopFont();
  }
  // A friend who was sent a code sees where to type it as the page opens, on a short screen too.
  if (screen.rooms && !draft->friends()) {
    DrawRoomEntry(draft);
    // Strangers, now: a seat at a public table in the page's language, in view as the page opens.
    Button(Tr("Play online now"), ImVec2(0, TouchButtonHeight()), MakeIntent(IntentKind::kQuickPlay));
    tables_shown_ = tables_shown_ && screen.tables_open;
    if (screen.tables_open) {
      DrawTables(screen);
    } else {
      SameLineIfFits(Tr("Open tables"));
      Button(Tr("Open tables"), ImVec2(0, TouchButtonHeight()), MakeIntent(IntentKind::kOpenTables));
      SameLineIfFits(Tr("How to play"));
    }
  }
  Button(Tr("How to play"), ImVec2(0, TouchButtonHeight()), MakeIntent(IntentKind::kHowToPlay));
  SameLineIfFits(Tr("Statistics"));
  Button(Tr("Statistics"), ImVec2(0, TouchButtonHeight()), MakeIntent(IntentKind::kStatistics));
  if (screen.daily) {
    // Today's cards, the same for everyone who plays them today.
    SameLineIfFits(Tr("Daily deal"));
    Button(Tr("Daily deal"), ImVec2(0, TouchButtonHeight()), MakeIntent(IntentKind::kDaily));
  }
  // A code a friend sent: the same cards they were dealt.
  if (!draft->friends()) {
    SameLineIfFits(Tr("Enter a deal code"));
    Button(Tr("Enter a deal code"), ImVec2(0, TouchButtonHeight()), MakeIntent(IntentKind::kEnterCode));
  }
  if (screen.rooms) {
    // Friends on their own screens: a room on the server, joined by its invite link.
    const char* friends = draft->friends() ? Tr("Play here instead") : Tr("Play with friends");
    SameLineIfFits(friends);
    Button(friends, ImVec2(0, TouchButtonHeight()), MakeIntent(IntentKind::kPlayWithFriends));
    if (draft->friends()) DrawFriends(draft);
  }
  if (draft->code_open() && !draft->friends()) DrawCodeEntry(draft, screen);
  code_was_open_ = draft->code_open();
  // Larger type, high contrast or a four-colour deck before the first card is dealt.
  const bool open = ImGui::CollapsingHeader((std::string(Tr("Language, text size and colours")) + "###look").c_str());
  probe_->AddLastItem("setup:look");
  if (open) DrawLookSettings(look, "setup:", probe_, &intents_);
  ImGui::Spacing();
}

void SetupView::DrawFriends(SetupDraft* draft) {
  ImGui::TextWrapped("%s", PersonSeatsWords(draft->anyone_joins()).c_str());
  ImGui::TextUnformatted(Tr("Your name"));
  if (draft->name_text() != name_synced_) std::snprintf(name_text_.data(), name_text_.size(), "%s", draft->name_text().c_str());
  ImGui::SetNextItemWidth(std::min(320.0f, ImGui::GetContentRegionAvail().x));
  ImGui::InputText(NotTranslated("##room-name"), name_text_.data(), name_text_.size());
  probe_->AddLastItem("field:name");
  name_synced_ = name_text_.data();
  if (draft->name_text() != name_synced_) draft->SetNameText(name_synced_);
  // Private (its link) or public (in the open tables): a table of strangers, as Play online now.
  ImGui::TextUnformatted(Tr("Who may join"));
  const char* who[] = {Tr("Friends with the link"), Tr("Anyone: listed in Open tables")};
  for (int anyone = 0; anyone < 2; ++anyone) {
    const std::string label = std::string(draft->anyone_joins() == (anyone == 1) ? "\xE2\x9C\x93 " : "") + who[anyone];
    if (anyone > 0) SameLineIfFits(label.c_str());
    Button(label.c_str(), ImVec2(0, TouchButtonHeight()), MakeIntent(IntentKind::kSetWhoJoins, static_cast<std::uint64_t>(anyone)));
  }
  ImGui::TextUnformatted(Tr("Plays for a friend who is away"));
  for (int level = 0; level < ai::kNumPlayerLevels; ++level) {
    const std::string label = std::string(static_cast<int>(draft->fill()) == level ? "\xE2\x9C\x93 " : "") +
                              LevelWord(static_cast<ai::Level>(level));  // "✓ Casual": the one chosen
    if (level > 0) ImGui::SameLine();
    Button(label.c_str(), ImVec2(0, TouchButtonHeight()), MakeIntent(IntentKind::kSetFill, static_cast<std::uint64_t>(level)));
  }
  // The turn clock: how long a friend may think before their seat's AI plays that turn.
  ImGui::TextUnformatted(Tr("Time to play a turn"));
  bool first = true;
  for (int i = 0; i < protocol::kNumRoomClocks; ++i) {
    if (protocol::kRoomClocks[i] == 0 && draft->anyone_joins()) continue;  // strangers' tables always have a clock
    const std::string label = std::string(draft->clock() == protocol::kRoomClocks[i] ? "\xE2\x9C\x93 " : "") + ClockChoiceWords(protocol::kRoomClocks[i]);
    if (!first) SameLineIfFits(label.c_str());
    first = false;
    Button(label.c_str(), ImVec2(0, TouchButtonHeight()), MakeIntent(IntentKind::kSetClock, static_cast<std::uint64_t>(protocol::kRoomClocks[i])));
  }
}

void SetupView::DrawTables(const SetupScreen& screen) {
  ImGui::Separator();
  ImGui::PushFont(Font(FontRole::kBold));
  ImGui::TextUnformatted(Tr("Open tables"));
  ImGui::PopFont();
  // Just opened below the fold (a short screen), or the page resized with it below (a phone
  // turned): its heading scrolled to the top, so the list shows; where it shows, nothing moves.
  const float list_end = ImGui::GetCursorScreenPos().y + 2.0f * TouchButtonHeight();
  const float window_h = ImGui::GetWindowHeight();
  const bool resized = tables_shown_ && window_h != tables_window_h_;
  if ((!tables_shown_ || resized) && list_end > ImGui::GetWindowPos().y + window_h) ImGui::SetScrollHereY(0.0f);
  tables_shown_ = true;
  tables_window_h_ = window_h;
  if (!screen.tables_note.empty()) ImGui::TextWrapped("%s", screen.tables_note.c_str());
  for (const RoomSession::TableLine& line : screen.tables) {
    ImGui::PushID(line.code.c_str());
    Button(Tr("Join"), ImVec2(0, TouchButtonHeight()), MakeIntent(IntentKind::kJoinTable, PackRoomCode(line.code)));
    ImGui::PopID();
    ImGui::SameLine();
    // The words beside their Join, wrapped under themselves; the line as tall as its button.
    ImGui::AlignTextToFramePadding();
    ImGui::TextWrapped("%s", line.words.c_str());
  }
  Button(Tr("Close the list"), ImVec2(0, TouchButtonHeight()), MakeIntent(IntentKind::kCloseTables));
  ImGui::Separator();
}

void SetupView::DrawRoomEntry(SetupDraft* draft) {
  const ImGuiStyle& style = ImGui::GetStyle();
  ImGui::TextWrapped("%s", Tr("A friend's room code or invite link:"));
  const char* join = Tr("Join a room");
  const float join_w = ImGui::CalcTextSize(join).x + 2.0f * style.FramePadding.x + style.ItemSpacing.x;
  ImGui::SetNextItemWidth(std::min(320.0f, std::max(120.0f, ImGui::GetContentRegionAvail().x - join_w)));
  // Typed on the page's field since the last frame: shown here too, in a field with a new id.
  if (draft->room_text() != room_synced_) {
    std::snprintf(room_text_.data(), room_text_.size(), "%s", draft->room_text().c_str());
    ++room_field_id_;
  }
  ImGui::PushID(room_field_id_);
  const bool entered = ImGui::InputTextWithHint(NotTranslated("##room-code"), NotTranslated("ABC 234 DEF"), room_text_.data(),
                                                room_text_.size(), ImGuiInputTextFlags_EnterReturnsTrue);
  probe_->AddLastItem("field:room-code");
  ImGui::PopID();
  room_synced_ = room_text_.data();
  if (draft->room_text() != room_synced_) draft->SetRoomText(room_synced_);
  ImGui::SameLine();
  Button(join, ImVec2(0, 0), MakeIntent(IntentKind::kJoinRoom));
  if (entered) intents_.push_back(MakeIntent(IntentKind::kJoinRoom));
  if (!draft->room_note().empty()) ImGui::TextWrapped("%s", draft->room_note().c_str());
}

void SetupView::DrawCodeEntry(SetupDraft* draft, const SetupScreen& screen) {
  const ImGuiStyle& style = ImGui::GetStyle();
  ImGui::TextWrapped("%s", Tr("The deal code a friend sent you (or their link):"));
  const char* play = Tr("Play this deal");
  const float play_w = ImGui::CalcTextSize(play).x + 2.0f * style.FramePadding.x + style.ItemSpacing.x;
  ImGui::SetNextItemWidth(std::max(120.0f, ImGui::GetContentRegionAvail().x - play_w));
  if (!code_was_open_) ImGui::SetKeyboardFocusHere();  // just opened: ready to type or paste
  // Typed on the page's field (the accessible mirror) since the last frame: shown here too, in a
  // field with a new id, since an active ImGui field keeps its own copy of the text.
  if (draft->code_text() != code_synced_) {
    std::snprintf(code_text_.data(), code_text_.size(), "%s", draft->code_text().c_str());
    ++code_field_id_;
  }
  ImGui::PushID(code_field_id_);
  // Letters, digits and dashes as typed: the code is read case-blind, dashes or none.
  const bool entered = ImGui::InputTextWithHint(NotTranslated("##code"), NotTranslated("4AB2-9XKQ-7M"), code_text_.data(),
                                                code_text_.size(), ImGuiInputTextFlags_EnterReturnsTrue);
  probe_->AddLastItem("field:deal-code");
  ImGui::PopID();
  code_synced_ = code_text_.data();
  if (draft->code_text() != code_synced_) draft->SetCodeText(code_synced_);
  ImGui::SameLine();
  Button(play, ImVec2(0, 0), MakeIntent(IntentKind::kPlayCode));
  if (entered) intents_.push_back(MakeIntent(IntentKind::kPlayCode));
  if (screen.code_is_room) {
    // A room's code or invite link, not a deal's: said so, with the way into that room.
    ImGui::TextWrapped("%s", Tr("That is a room's code, not a deal code."));
    Button(Tr("Open the room"), ImVec2(0, TouchButtonHeight()), MakeIntent(IntentKind::kOpenCodeRoom));
  }
  if (!code_was_open_) ImGui::SetScrollHereY(0.5f);  // in view on a short screen
}

void SetupView::DrawSeats(MatchSetup* setup, float width, float label_w) {
  int seats = static_cast<int>(setup->seats.size());
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(Tr("Players"));
  ImGui::SameLine(label_w);
  if (Stepper("seats", &seats, engine::kMinSeats, engine::kMaxSeats)) intents_.push_back(MakeIntent(IntentKind::kSetPlayers, static_cast<std::uint64_t>(seats)));
  seats = static_cast<int>(setup->seats.size());
  const float name_w = std::max(110.0f, (width - 60.0f) * 0.55f);
  for (int i = 0; i < seats; ++i) {
    SeatSetup& seat = setup->seats[static_cast<size_t>(i)];
    ImGui::PushID(i);
    ImGui::SetNextItemWidth(name_w);
    if (ImGui::InputText("##name", names_[static_cast<size_t>(i)].data(), names_[static_cast<size_t>(i)].size())) {
      seat.name = StoredName(names_[static_cast<size_t>(i)].data());
    }
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-1);
    const int kind = KindIndex(seat);
    if (ImGui::BeginCombo("##kind", SeatKindWords(kind).c_str())) {
      for (int k = 0; k < kNumSeatKinds; ++k) {
        if (ImGui::Selectable(SeatKindWords(k).c_str(), k == kind)) intents_.push_back(MakeIntent(IntentKind::kSetSeat, SeatValue(i, k)));
      }
      ImGui::EndCombo();
    }
    ImGui::PopID();
  }
  ImGui::Spacing();
}

void SetupView::DrawRules(MatchSetup* setup, float label_w) {
  // The preset, then the match's length and the starting purse.
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(Tr("Rules"));
  ImGui::SameLine(label_w);
  ImGui::SetNextItemWidth(-1);
  if (ImGui::BeginCombo("##preset", PresetWord(setup->rules.preset))) {
    for (int p = 0; p < engine::kNumPresets; ++p) {
      const engine::Preset preset = static_cast<engine::Preset>(p);
      if (PresetEntry(preset, preset == setup->rules.preset)) {
        intents_.push_back(MakeIntent(IntentKind::kSetPreset, static_cast<std::uint64_t>(p)));
      }
    }
    ImGui::EndCombo();
  }
  DisabledText(PresetBlurb(setup->rules.preset));

  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(Tr("Rounds"));
  ImGui::SameLine(label_w);
  int rounds = setup->rounds;
  if (Stepper("rounds", &rounds, 1, kMaxRounds)) intents_.push_back(MakeIntent(IntentKind::kSetRounds, static_cast<std::uint64_t>(rounds)));
  ImGui::SameLine();
  ImGui::TextDisabled("%s", Plural(setup->rounds * static_cast<int>(setup->seats.size()), "({0} deal)", "({0} deals)").c_str());

  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(Tr("Purse"));
  ImGui::SameLine(label_w);
  int purse = setup->rules.purse;
  if (NumberStepper("purse", &purse, 5, 0, 100000, 90.0f)) {
    const auto value = static_cast<std::uint32_t>(std::clamp(purse, 0, 100000));
    intents_.push_back(MakeIntent(IntentKind::kSetOption, OptionChoice(OptionIndex("purse"), value)));
  }
}

void SetupView::DrawSeed(MatchSetup* setup, float label_w) {
  const ImGuiStyle& style = ImGui::GetStyle();
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(Tr("Seed"));
  ImGui::SameLine(label_w);
  // Room left for the button beside it, measured: its label is longer in French.
  const char* new_seed = Tr("New seed");
  const float new_seed_w = ImGui::CalcTextSize(new_seed).x + 2.0f * style.FramePadding.x + style.ItemSpacing.x;
  ImGui::SetNextItemWidth(std::min(200.0f, ImGui::GetContentRegionAvail().x - new_seed_w));
  if (ImGui::InputText("##seed", seed_text_.data(), seed_text_.size(), ImGuiInputTextFlags_CharsDecimal)) {
    intents_.push_back(MakeIntent(IntentKind::kSetSeed, std::strtoull(seed_text_.data(), nullptr, 10)));
  }
  seed_active_ = ImGui::IsItemActive();
  ImGui::SameLine();
  if (ImGui::Button(new_seed)) {
    std::uint64_t x = setup->seed;
    const std::uint64_t seed = engine::SplitMix64(&x) % 1000000000ULL;
    std::snprintf(seed_text_.data(), seed_text_.size(), "%llu", static_cast<unsigned long long>(seed));
    intents_.push_back(MakeIntent(IntentKind::kSetSeed, seed));
  }
}

void SetupView::DrawOptions(const engine::Rules& rules) {
  const std::vector<engine::OptionInfo>& options = engine::Options();
  for (size_t index = 0; index < options.size(); ++index) {
    const engine::OptionInfo& option = options[index];
    const auto choose = [&](std::uint32_t value) {
      intents_.push_back(MakeIntent(IntentKind::kSetOption, OptionChoice(static_cast<int>(index), value)));
    };
    if (std::strcmp(option.name, "purse") == 0) continue;  // edited above
    ImGui::PushID(option.name);
    ImGui::TextWrapped("%s", OptionLabel(option.name));  // French labels run long
    const std::string current = engine::GetOption(rules, option.name);
    ImGui::SetNextItemWidth(-1);
    if (!option.values.empty()) {
      if (ImGui::BeginCombo("##value", OptionValueLabel(option.name, current).c_str())) {
        for (size_t v = 0; v < option.values.size(); ++v) {
          const char* value = option.values[v].value;
          if (ImGui::Selectable(OptionValueLabel(option.name, value).c_str(), current == value, 0,
                                ImVec2(0, TouchButtonHeight() * 0.75f))) {
            choose(static_cast<std::uint32_t>(v));
          }
        }
        ImGui::EndCombo();
      }
    } else {
      int value = std::atoi(current.c_str());
      if (NumberStepper("value", &value, 1, option.min_value, option.max_value,
                        -(TouchButtonHeight() + ImGui::GetStyle().ItemSpacing.x))) {
        choose(static_cast<std::uint32_t>(std::clamp(value, option.min_value, option.max_value)));
      }
    }
    ImGui::PopID();
  }
}

void SetupView::DrawFooter(const SetupDraft& draft, const SetupScreen& screen, const std::string& note, float deal_h) {
  // Always in view.
  BeginPageFooter();
  const bool playable = draft.Playable();
  if (!note.empty()) {
    const bool warning = !playable || !draft.message().empty();
    if (warning) ImGui::PushStyleColor(ImGuiCol_Text, CurrentPalette().warning);
    ImGui::TextWrapped("%s", note.c_str());
    if (warning) ImGui::PopStyleColor();
  }
  const Intent deal = MakeIntent(draft.friends() ? IntentKind::kCreateRoom : IntentKind::kDeal);
  if (!playable) ImGui::BeginDisabled();
  ImGui::PushFont(Font(FontRole::kBold));
  Button(draft.friends() ? Tr("Create the room") : Tr("Deal the cards"), ImVec2(-1, deal_h), deal, playable);
  ImGui::PopFont();
  if (!playable) ImGui::EndDisabled();
  const bool enter = ImGui::IsKeyPressed(ImGuiKey_Enter) && !ImGui::IsAnyItemActive() && !ImGui::GetIO().NavVisible;
  // Enter in the deal-code or room-code field is that field's, never Deal's too.
  const bool code_entered = std::find_if(intents_.begin(), intents_.end(), [](const Intent& i) {
                              return i.kind == IntentKind::kPlayCode || i.kind == IntentKind::kJoinRoom;
                            }) != intents_.end();
  if (playable && enter && !code_entered && std::find(intents_.begin(), intents_.end(), deal) == intents_.end()) {
    intents_.push_back(deal);
  }
  if (screen.can_go_back) {
    Button(Tr("Back to the match in progress"), ImVec2(-1, TouchButtonHeight()), MakeIntent(IntentKind::kBackToTable));
  }
}

}  // namespace popejoan::ui
