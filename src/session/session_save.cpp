// The session's imported save and its host page's link (commands in; ready, status, news and
// gameplay out).
#include "engine/json.h"
#include "engine/number_text.h"
#include "session/host_command.h"
#include "session/session.h"
#include "session/statistics.h"

namespace popejoan::session {

engine::Status Session::ImportSave(const std::string& text) {
  const LoadedSave loaded = ParseSave(text);
  // The player reads what went wrong in their words; the returned error keeps the parser's.
  if (!loaded.ok()) {
    screens_.stats_message = loaded.problem == SaveProblem::kNewerVersion
                                 ? Tr("Not imported: it was saved by a newer version of Pope Joan. Nothing was changed.")
                                 : Tr("Not imported: the file is not a Pope Joan save, or it is damaged. Nothing was changed.");
    return engine::Status::Error(NotTranslated("Not imported: ") + loaded.message + NotTranslated(". Nothing was changed."));
  }
  if (loaded.save.match) {
    const engine::Status resumed = local_.Resume(loaded.save);
    if (!resumed.ok()) {
      screens_.stats_message = Tr("Not imported: its match could not be continued. Nothing was changed.");
      return engine::Status::Error(NotTranslated("Not imported: ") + resumed.message);
    }
    local_.notes().unresumed.reset();
    screens_.stats_return = Screen::kTable;
  }
  saves_.Adopt(loaded.save);
  if (config_.theme) saves_.settings().theme = *config_.theme;
  local_.ApplySettings(saves_.settings());
  saves_.ForgetDamaged();
  if (screens_.screen != Screen::kStatistics) OpenStatistics();
  const std::string matches = Plural(saves_.stats().matches_played, "{0} match", "{0} matches");
  screens_.stats_message =
      loaded.save.match ? Fmt(Tr("Imported: {0} in the statistics; its match in progress is at the table (Back)."), {matches})
                        : Fmt(Tr("Imported: {0} in the statistics."), {matches});
  return engine::Status::Ok();
}

engine::Status Session::HandleCommand(const std::string& json) {
  const engine::Result<HostCommand> parsed = ParseHostCommand(json);
  if (!parsed.ok()) return engine::Status::Error(parsed.error());
  const std::string& name = parsed->name;
  engine::Status done = engine::Status::Ok();
  switch (parsed->kind) {
    case HostCommand::Kind::kPause: done = Do(MakeIntent(IntentKind::kPause)); break;
    case HostCommand::Kind::kResume: done = Do(MakeIntent(IntentKind::kResume)); break;
    case HostCommand::Kind::kMute:
      if (parsed->muted.value_or(!settings().muted) != settings().muted) done = Do(MakeIntent(IntentKind::kMute));
      break;
    case HostCommand::Kind::kNewMatch: done = Do(MakeIntent(IntentKind::kHostNewMatch, parsed->seed.value_or(0))); break;
    case HostCommand::Kind::kQuickPlay:
      // The setup's Play online now, under the host's name as if typed in the name field; where
      // the setup does not offer it, or the name is one rooms refuse, the host hears why not.
      if (parsed->player && Offers(MakeIntent(IntentKind::kQuickPlay))) draft_.SetNameText(*parsed->player);
      done = Do(MakeIntent(IntentKind::kQuickPlay));
      if (!done.ok() || !room().InRoom()) {
        const std::string why = NotTranslated("quick-play: not offered now, or a refused name");
        host_.Error("command-refused", why);
        return engine::Status::Error(why);
      }
      break;
    default: {
      // The host's developer reads these, in English.
      const std::string message =
          NotTranslated("unknown command \"") + engine::PrintableText(name) + "\" (new-match, pause, resume, mute, quick-play)";
      host_.Error("unknown-command", message);
      return engine::Status::Error(message);
    }
  }
  if (!done.ok()) return done;
  PostStatus(name);
  host_.UpdateGameplay(CurrentMoment());
  return engine::Status::Ok();
}

void Session::PostStatus(const std::string& command) const {
  engine::Json j = engine::Json::Object();
  j.Set("command", engine::Json::String(command));
  j.Set("paused", engine::Json::Bool(local_.controller().paused()));
  j.Set("muted", engine::Json::Bool(settings().muted));
  j.Set("screen", engine::Json::String(ScreenId(screens_.screen)));
  host_.Post("status", j);
}

void Session::SetPageHidden(bool hidden) {
  if (hidden == local_.controller().hidden()) return;
  local_.controller().SetHidden(hidden);
  engine::Json j = engine::Json::Object();
  j.Set("hidden", engine::Json::Bool(hidden));
  host_.Post("visibility", j);
  host_.UpdateGameplay(CurrentMoment());
}

void Session::SendReady() {
  if (host_.ready_sent()) return;
  engine::Json j = engine::Json::Object();
  j.Set("save", engine::Json::String(saves_.state()));
  j.Set("storage", engine::Json::Bool(saves_.storage_ok()));
  j.Set("screen", engine::Json::String(ScreenId(screens_.screen)));
  j.Set("version", engine::Json::Number(kSaveVersion));
  j.Set("language", engine::Json::String(LanguageId(CurrentLanguage())));
  host_.SendReady(j);
}

PlayMoment Session::CurrentMoment() const {
  PlayMoment m;
  m.at_table = screens_.screen == Screen::kTable;
  m.match_in_progress = local_.controller().HasMatch() && !local_.controller().MatchOver() && !local_.controller().InReplay();
  m.deal_over = m.match_in_progress && local_.controller().DealOver();
  m.paused = local_.controller().paused();
  m.hidden = local_.controller().hidden();
  const bool lesson_holds = local_.LessonHoldsTable();
  m.covered = screens_.menu_open || screens_.show_rules || lesson_holds || saves_.damaged().has_value() || saves_.notice_open() ||
              screens_.link_refused;
  return m;
}

int Session::StatsSeat() const {
  if (!local_.controller().HasMatch()) return -1;
  if (local_.controller().Remote()) return local_.controller().RemoteSeat();  // a watcher keeps no statistics
  const std::vector<SeatSetup>& seats = local_.controller().setup().seats;
  for (size_t i = 0; i < seats.size(); ++i) {
    if (seats[i].human) return static_cast<int>(i);
  }
  return -1;
}

void Session::TellHostNews() {
  const std::vector<MatchNews> news = local_.controller().TakeNews();
  if (news.empty() || local_.controller().InLesson()) return;
  const int seat = StatsSeat();
  for (const MatchNews& n : news) {
    if (local_.controller().Remote() && seat < 0) continue;
    RecordNews(&saves_.stats(), n, seat, PresetId(local_.controller().setup().rules.preset), local_.notes().hints);
    host_.PostNews(n, local_.controller());
  }
}

}  // namespace popejoan::session
