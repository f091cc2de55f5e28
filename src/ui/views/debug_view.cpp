#include "ui/views/debug_view.h"

#include <algorithm>
#include <cstdio>

#include "engine/observation.h"
#include "imgui.h"
#include "session/words/card_label.h"
#include "ui/test_probe.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw
namespace {

std::string Cards(engine::CardMask mask) {
  std::string out;
  while (mask) {
    const engine::Card c = engine::LowestCard(mask);
    mask &= mask - 1;
    if (!out.empty()) out += ' ';
    out += CardLabel(c);
  }
  return out.empty() ? "-" : out;
}

std::string ActionLabel(engine::Action a) {
  if (a >= 0 && a < engine::kNumCards) return CardLabel(static_cast<engine::Card>(a));
  return engine::ActionWord(a);
}

// Replay playback (back, forward, a step slider), or step mode while playing.
void DrawStepping(GameController& controller, TestProbe* probe) {
  if (!controller.InReplay()) {
    bool step_mode = controller.step_mode();
    if (ImGui::Checkbox("Step mode", &step_mode)) controller.SetStepMode(step_mode);
    ImGui::SameLine();
    if (ImGui::Button("Step")) controller.Step();
    return;
  }
  ImGui::Text("Replay: step %d of %d", controller.ReplayStep(), controller.ReplaySteps());
  if (ImGui::Button("|<")) controller.GoToReplayStep(0);
  ImGui::SameLine();
  if (ImGui::Button("<")) controller.GoToReplayStep(controller.ReplayStep() - 1);
  probe->AddLastItem("button:replay-back");
  ImGui::SameLine();
  if (ImGui::Button(">")) controller.GoToReplayStep(controller.ReplayStep() + 1);
  probe->AddLastItem("button:replay-forward");
  ImGui::SameLine();
  if (ImGui::Button(">|")) controller.GoToReplayStep(controller.ReplaySteps());
  int step = controller.ReplayStep();
  ImGui::SetNextItemWidth(-1);
  if (ImGui::SliderInt("##step", &step, 0, std::max(1, controller.ReplaySteps()))) controller.GoToReplayStep(step);
}

// The engine's state in a few lines: deal, phase, seed, hash, turn-up, legal actions.
void DrawEngineState(const engine::State& state) {
  ImGui::Text("Deal %d of %d, phase %s, to move: %d", state.DealIndex() + 1, state.NumDeals(), engine::PhaseId(state.phase()),
              state.CurrentSeat());
  ImGui::Text("Dealer %d, seed %llu, hash %016llx", state.Dealer(), static_cast<unsigned long long>(state.Seed()),
              static_cast<unsigned long long>(state.Hash()));
  if (state.TurnUp() != engine::kNoCard) ImGui::Text("Turn-up %s", CardLabel(state.TurnUp()).c_str());
  std::string legal;
  for (engine::Action a : state.LegalActions()) legal += ActionLabel(a) + " ";
  ImGui::TextWrapped("Legal: %s", legal.empty() ? "-" : legal.c_str());
}

// Every hand and the spare, the board's compartments and each seat's known stops.
void DrawCards(const GameController& controller) {
  const engine::State& state = controller.state();
  if (ImGui::CollapsingHeader("Hands", ImGuiTreeNodeFlags_DefaultOpen)) {
    for (int s = 0; s < state.NumSeats(); ++s) {
      const std::string& name = controller.setup().seats[static_cast<size_t>(s)].name;
      ImGui::TextWrapped("%d %s (%d): %s", s, name.c_str(), state.Purse(s), Cards(state.Hand(s)).c_str());
    }
    ImGui::TextWrapped("Spare: %s", Cards(state.SpareCards()).c_str());
  }
  if (ImGui::CollapsingHeader("Board")) {
    for (int c = 0; c < engine::kNumCompartments; ++c) {
      if (engine::LayoutHas(state.rules().layout, c)) ImGui::Text("%-12s %d", engine::CompartmentName(c), state.BoardCount(c));
    }
    ImGui::Text("Centre %d; counters %lld of %lld", state.Centre(), static_cast<long long>(state.TotalCounters()),
                static_cast<long long>(state.ExpectedCounters()));
  }
  if (ImGui::CollapsingHeader("Known stops")) {
    for (int s = 0; s < state.NumSeats(); ++s) {
      ImGui::TextWrapped("%d: %s", s, Cards(engine::ObservationFor(state, s).known_stops).c_str());
    }
  }
}

// Each AI seat's candidates with their values and visits (none for a direct policy).
void DrawReasoning(const GameController& controller) {
  if (!ImGui::CollapsingHeader("AI reasoning", ImGuiTreeNodeFlags_DefaultOpen)) return;
  for (int s = 0; s < controller.state().NumSeats(); ++s) {
    const SeatSetup& seat = controller.setup().seats[static_cast<size_t>(s)];
    if (seat.human) continue;
    const std::vector<ai::Candidate> candidates = controller.Reasoning(s);
    ImGui::Text("%s (%s):", seat.name.c_str(), ai::LevelName(seat.level));
    if (candidates.empty()) {
      ImGui::SameLine();
      ImGui::TextDisabled("a direct policy, no search");
    }
    for (const ai::Candidate& c : candidates) {
      ImGui::BulletText("%s  value %+.2f  visits %d", ActionLabel(c.action).c_str(), c.value, c.visits);
    }
  }
}

}  // namespace

void DebugView::Draw(GameController& controller, const std::function<std::string(const std::string&)>& save_replay,
                     TestProbe* probe) {
  if (!controller.HasMatch()) return;
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(viewport->Pos.x + 8, viewport->Pos.y + 60), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSize(ImVec2(std::min(420.0f, viewport->Size.x - 16), std::min(560.0f, viewport->Size.y - 80)),
                           ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowCollapsed(viewport->Size.x < 700.0f, ImGuiCond_FirstUseEver);
  if (!ImGui::Begin("Debug")) {
    ImGui::End();
    return;
  }
  DrawStepping(controller, probe);
  float pace = static_cast<float>(controller.pace());
  ImGui::SetNextItemWidth(160);
  if (ImGui::SliderFloat("Seconds per event", &pace, 0.0f, 1.5f, "%.2f")) controller.SetPace(pace);
  if (ImGui::Button("Save replay")) last_save_ = save_replay(engine::ReplayToJson(controller.MakeReplay()));
  if (!last_save_.empty()) ImGui::TextWrapped("%s", last_save_.c_str());
  ImGui::Separator();
  DrawEngineState(controller.state());
  DrawCards(controller);
  DrawReasoning(controller);
  ImGui::End();
}

}  // namespace popejoan::ui
