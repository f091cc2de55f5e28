#include "ui/app.h"

#include "engine/rng.h"
#include "imgui.h"
#include "ui/rules_help.h"
#include "ui/test_probe.h"

namespace popejoan::ui {

// A frame may spend this long on AI thinking and still hold 60 frames per second.
constexpr double kAiBudgetPerFrameMs = 8.0;

App::App(const AppConfig& config) : config_(config) {
  MatchSetup setup = DefaultMatchSetup(config.seed);
  if (config.preset) {
    const std::int32_t purse = setup.rules.purse;
    setup.rules = RulesForPreset(*config.preset);
    setup.rules.purse = purse;
  }
  if (config.seats >= kMinSeats && config.seats <= kMaxSeats) {
    setup.seats.resize(static_cast<size_t>(config.seats));
    for (int i = 4; i < config.seats; ++i) setup.seats[static_cast<size_t>(i)] = {DefaultSeatName(i), false, ai::Level::kCasual};
  }
  setup_.Reset(setup);
  if (config.replay) {
    const Status loaded = controller_.LoadReplay(*config.replay);
    if (loaded.ok()) {
      controller_.GoToReplayStep(config.replay_step < 0 ? controller_.ReplaySteps() : config.replay_step);
      screen_ = Screen::kTable;
      return;
    }
    setup_.SetMessage("The replay could not be opened: " + loaded.message);
  }
  if (config.start_at_table) {
    const Status started = controller_.NewMatch(setup);
    if (started.ok()) {
      screen_ = Screen::kTable;
    } else {
      setup_.SetMessage(started.message);
    }
  }
}

void App::Frame(double now_seconds) {
  controller_.Update(now_seconds, kAiBudgetPerFrameMs);
  Probe().Clear();
  Probe().screen = screen_ == Screen::kSetup ? "setup" : "table";
  if (screen_ == Screen::kSetup) {
    MatchSetup setup;
    if (setup_.Draw(&setup, &show_rules_)) {
      const Status started = controller_.NewMatch(setup);
      if (started.ok()) {
        screen_ = Screen::kTable;
      } else {
        setup_.SetMessage(started.message);
      }
    }
  } else {
    switch (table_.Draw(controller_)) {
      case TableRequest::kNewMatch: {
        MatchSetup next = controller_.setup();
        std::uint64_t x = next.seed;
        next.seed = SplitMix64(&x) % 1000000000ULL;  // a fresh deal unless the player sets one
        setup_.Reset(next);
        screen_ = Screen::kSetup;
        break;
      }
      case TableRequest::kRules:
        show_rules_ = true;
        break;
      case TableRequest::kSaveReplay:
        if (config_.save_replay) config_.save_replay(ReplayToJson(controller_.MakeReplay()));
        break;
      case TableRequest::kNone:
        break;
    }
  }
  if (config_.debug && screen_ == Screen::kTable) {
    debug_view_.Draw(controller_, [this](const std::string& contents) {
      return config_.save_replay ? config_.save_replay(contents) : std::string("saving is not available here");
    });
  }
  if (controller_.HasMatch() || screen_ == Screen::kSetup) {
    const Rules rules = screen_ == Screen::kSetup ? setup_.draft().rules : controller_.state().rules();
    DrawRulesHelp(rules, &show_rules_);
  }
}

}  // namespace popejoan::ui

namespace popejoan::ui {

std::string App::ProbeJson() const {
  auto num = [](float v) { return std::to_string(static_cast<int>(v + 0.5f)); };
  std::string j = "{\"screen\":\"" + Probe().screen + "\"";
  j += ",\"rulesOpen\":" + std::string(show_rules_ ? "true" : "false");
  if (controller_.HasMatch()) {
    const State& s = controller_.state();
    j += ",\"phase\":\"" + std::string(PhaseId(s.phase())) + "\"";
    j += ",\"human\":" + std::to_string(controller_.HumanToAct());
    j += ",\"animating\":" + std::string(controller_.Animating() ? "true" : "false");
    j += ",\"dealOver\":" + std::string(controller_.DealOver() ? "true" : "false");
    j += ",\"matchOver\":" + std::string(controller_.MatchOver() ? "true" : "false");
    j += ",\"deal\":" + std::to_string(s.DealIndex());
    std::string shown, engine;
    for (int i = 0; i < s.NumSeats(); ++i) {
      if (i) shown += ",", engine += ",";
      shown += std::to_string(controller_.model().seats[static_cast<size_t>(i)].purse);
      engine += std::to_string(s.Purse(i));
    }
    j += ",\"shownPurses\":[" + shown + "],\"enginePurses\":[" + engine + "]";
  }
  j += ",\"targets\":[";
  bool first = true;
  for (const ProbeTarget& t : Probe().targets) {
    if (!first) j += ",";
    first = false;
    j += "{\"name\":\"" + t.name + "\",\"x\":" + num(t.min.x) + ",\"y\":" + num(t.min.y) + ",\"w\":" +
         num(t.max.x - t.min.x) + ",\"h\":" + num(t.max.y - t.min.y) + ",\"enabled\":" + (t.enabled ? "true" : "false") + "}";
  }
  return j + "]}";
}

}  // namespace popejoan::ui
