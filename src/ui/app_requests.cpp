// What each screen's requests do. The canvas's controls and the accessible mirror's buttons
// both come here, so a button in the mirror does exactly what the drawn one does.
#include "engine/replay.h"
#include "imgui.h"
#include "ui/app.h"
#include "session/daily_deal.h"
#include "session/deal_code.h"
#include "session/words/language.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

void App::OnSetupRequest(SetupRequest request, const MatchSetup& setup) {
  switch (request) {
    case SetupRequest::kStart: {
      const Status started = StartMatch(setup);
      if (!started.ok()) setup_.SetMessage(started.message);
      break;
    }
    case SetupRequest::kBackToTable:
      screen_ = Screen::kTable;
      break;
    case SetupRequest::kStatistics:
      OpenStatistics();
      break;
    case SetupRequest::kLesson:
      StartLesson();
      break;
    case SetupRequest::kDaily: {
      const Result<CalendarDate> today = ParseCalendarDate(config_.today);
      const Status started = today.ok() ? StartMatch(DailySetup(today.value())) : Status::Error(today.error());
      if (!started.ok()) setup_.SetMessage(started.message);
      break;
    }
    case SetupRequest::kNone:
      break;
  }
}

void App::OnTableRequest(TableRequest request) {
  const AppServices& services = config_.services;
  switch (request) {
    case TableRequest::kNewMatch: {
      MatchSetup next = controller_.setup();
      next.seed = NextMatchSeed(next.seed);  // a fresh deal unless the player sets one
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
    case TableRequest::kStatistics:
      OpenStatistics();
      break;
    case TableRequest::kFullscreen:
      fullscreen_asked_ = true;
      break;
    case TableRequest::kHint:
      AskCoach();
      break;
    case TableRequest::kLesson:
      StartLesson();
      break;
    case TableRequest::kCopyDealCode:
      if (services.copy_text) {
        services.copy_text(DealCode(controller_.setup()));
      } else {
        ImGui::SetClipboardText(DealCode(controller_.setup()).c_str());
      }
      break;
    case TableRequest::kReadHand:
      Announce(ReadHand(controller_.model()));
      break;
    case TableRequest::kReadBoard:
      Announce(ReadBoard(controller_.model()));
      break;
    case TableRequest::kReadPurses:
      Announce(ReadPurses(controller_.model()));
      break;
    case TableRequest::kNone:
      break;
  }
}

void App::OnMatchOverRequest(MatchOverRequest request) {
  switch (request) {
    case MatchOverRequest::kPlayAgain: {
      MatchSetup again = controller_.setup();  // same seats and rules, the cards dealt afresh
      again.seed = NextMatchSeed(again.seed);
      const Status started = StartMatch(again);
      if (!started.ok()) setup_.SetMessage(started.message);
      break;
    }
    case MatchOverRequest::kNewMatch: {
      MatchSetup next = controller_.setup();
      next.seed = NextMatchSeed(next.seed);
      setup_.Reset(next);
      screen_ = Screen::kSetup;
      break;
    }
    case MatchOverRequest::kNone:
      break;
  }
}

void App::OnStatsRequest(StatsRequest request) {
  const AppServices& services = config_.services;
  switch (request) {
    case StatsRequest::kBack:
      CloseStatistics();
      break;
    case StatsRequest::kExport:
      stats_view_.SetMessage(services.save_file ? services.save_file("popejoan-save.json", SaveToJson(CurrentSave()))
                                                : Tr("Export is not available here."));
      break;
    case StatsRequest::kImport:
      if (services.choose_import_file) {
        services.choose_import_file();
      } else if (services.read_file) {
        std::string text;
        if (services.read_file(stats_view_.path(), &text)) {
          ImportSave(text);
        } else {
          stats_view_.SetMessage(Fmt(Tr("Cannot read {0}"), {stats_view_.path()}));
        }
      }
      break;
    case StatsRequest::kReset:
      stats_ = Statistics();
      stats_view_.SetMessage(Tr("Statistics reset."));
      break;
    case StatsRequest::kNone:
      break;
  }
}

void App::OnDamagedChoice(DamagedChoice choice) {
  const AppServices& services = config_.services;
  switch (choice) {
    case DamagedChoice::kExport:
      damaged_->export_note = services.save_file ? services.save_file("popejoan-damaged-save.json", damaged_text_)
                                                 : Tr("Export is not available here.");
      break;
    case DamagedChoice::kStartFresh:
      StartFresh();
      break;
    case DamagedChoice::kNone:
      break;
  }
}

void App::OnLessonRequest(LessonRequest request) {
  switch (request) {
    case LessonRequest::kNext: tutorial_.Next(); break;
    case LessonRequest::kSkip: EndLesson(); break;
    case LessonRequest::kPlayMatch: EndLesson(); break;
    case LessonRequest::kNone: break;
  }
}

}  // namespace popejoan::ui
