// The test probe as JSON: what was drawn this frame (the probe's targets, ui/test_probe.h) and
// the session's state, read on request by browser and native tests. Nothing reads it to play.
#include "engine/json.h"
#include "engine/number_text.h"
#include "imgui.h"
#include "session/deal_code.h"
#include "ui/app.h"
#include "ui/test_probe.h"

namespace popejoan::ui {
namespace {

std::string Num(float v) { return std::to_string(static_cast<int>(v + 0.5f)); }
std::string Flag(bool b) { return b ? "true" : "false"; }
std::string Quoted(const std::string& text) { return engine::Json::String(text).Dump(); }

std::string StatsJson(const Statistics& stats) {
  return "{\"matches\":" + std::to_string(stats.matches_played) + ",\"matchesWon\":" + std::to_string(stats.matches_won) +
         ",\"deals\":" + std::to_string(stats.deals_played) + ",\"dealsWon\":" + std::to_string(stats.deals_won) +
         ",\"countersWon\":" + std::to_string(stats.counters_won) + ",\"countersLost\":" + std::to_string(stats.counters_lost) + "}";
}

// The match's state: phase, turn, hash and the purses shown beside the engine's.
std::string MatchJson(const GameController& controller) {
  if (!controller.HasMatch()) return "";
  const engine::State& s = controller.state();
  std::string j = ",\"phase\":\"" + std::string(engine::PhaseId(s.phase())) + "\"";
  j += ",\"human\":" + std::to_string(controller.HumanToAct());
  j += ",\"animating\":" + Flag(controller.Animating());
  j += ",\"dealOver\":" + Flag(controller.DealOver());
  j += ",\"matchOver\":" + Flag(controller.MatchOver());
  j += ",\"deal\":" + std::to_string(s.DealIndex());
  j += ",\"steps\":" + std::to_string(controller.History().size());
  j += ",\"hash\":\"" + engine::HashHex(s.Hash()) + "\"";
  j += ",\"seed\":\"" + std::to_string(controller.setup().seed) + "\"";
  std::string shown, engine;
  for (int i = 0; i < s.NumSeats(); ++i) {
    if (i) shown += ",", engine += ",";
    shown += std::to_string(controller.model().seats[static_cast<size_t>(i)].purse);
    engine += std::to_string(s.Purse(i));
  }
  return j + ",\"shownPurses\":[" + shown + "],\"enginePurses\":[" + engine + "]";
}

// Boxes by name as JSON: `,"key":[{"name":...,"x":...},...`, the list left open.
void BoxesJson(std::string* j, const char* key, const std::vector<ProbeTarget>& boxes) {
  *j += std::string(",\"") + key + "\":[";
  bool first = true;
  for (const ProbeTarget& t : boxes) {
    if (!first) *j += ",";
    first = false;
    *j += "{\"name\":" + Quoted(t.name) + ",\"x\":" + Num(t.min.x) + ",\"y\":" + Num(t.min.y) + ",\"w\":" + Num(t.max.x - t.min.x) +
          ",\"h\":" + Num(t.max.y - t.min.y) + ",\"enabled\":" + Flag(t.enabled) + (t.focused ? ",\"focused\":true" : "") + "}";
  }
}

// What was drawn where: the targets, the plates' names and the scrolling areas.
std::string DrawnJson(const TestProbe& probe) {
  std::string j;
  BoxesJson(&j, "targets", probe.targets);
  j += "]";
  BoxesJson(&j, "plateNames", probe.plate_names);
  j += "],\"scrolls\":[";
  bool first = true;
  for (const ProbeScrollArea& a : probe.scrolls) {
    if (!first) j += ",";
    first = false;
    j += "{\"name\":\"" + a.name + "\",\"y\":" + Num(a.y) + ",\"max\":" + Num(a.max) + "}";
  }
  return j + "]";
}

// The frame as drawn: the screen and its shape, the raised card, motion, touch scrolling.
std::string FrameJson(const TestProbe& probe, const TouchScroller& touch_scroll) {
  std::string j = "{\"screen\":\"" + probe.screen + "\",\"layout\":\"" + probe.layout + "\"";
  const ImVec2 view = ImGui::GetIO().DisplaySize;
  j += ",\"view\":{\"w\":" + Num(view.x) + ",\"h\":" + Num(view.y) + "}";
  // The control the keyboard's focus cue is on ("" when none shows).
  std::string focus;
  for (const ProbeTarget& t : probe.targets) {
    if (t.focused && focus.empty()) focus = t.name;
  }
  j += ",\"focus\":" + Quoted(focus);
  engine::Json raised = engine::Json::Array();
  for (const std::string& card : probe.raised_all) raised.Append(engine::Json::String(card));
  j += ",\"raisedCards\":" + raised.Dump();
  j += ",\"raised\":\"" + probe.raised + "\",\"hovering\":" + Flag(probe.hovering) + ",\"cardHeight\":" + Num(probe.card_height) +
       ",\"boardText\":" + Num(probe.board_text) + ",\"captionSize\":" + Num(probe.caption_size) + ",\"titleSize\":" + Num(probe.title_size);
  j += ",\"touchScroll\":{\"dragging\":" + Flag(touch_scroll.dragging()) + ",\"velocity\":" + Num(touch_scroll.velocity()) + "}";
  return j + ",\"motion\":\"" + probe.motion + "\",\"flight\":\"" + probe.flight + "\",\"lastFlight\":\"" + probe.last_flight +
         "\",\"revealed\":" + Flag(probe.revealed);
}

// The lesson, the deal's review, the coach's hints and the accessible mirror.
std::string HelpJson(const Session& s) {
  const Lesson* lesson = s.local().tutorial().current();
  std::string j = ",\"lesson\":{\"active\":" + Flag(s.controller().InLesson() && s.local().tutorial().active()) + ",\"id\":\"" +
                  (lesson ? LessonIdName(lesson->id) : "") + "\",\"waits\":" + Flag(lesson != nullptr && lesson->waits_for_play) + "}";
  const DealReview& review = s.local().reviewer().review();
  j += ",\"review\":{\"done\":" + Flag(s.local().reviewer().done()) + ",\"decisions\":" + std::to_string(review.decisions.size()) +
       ",\"agreed\":" + std::to_string(review.agreed) + "}";
  j += ",\"hint\":{\"thinking\":" + Flag(s.local().coach().thinking()) + ",\"asked\":" + std::to_string(s.local().notes().hints) +
       ",\"ms\":" + std::to_string(static_cast<int>(s.local().coach().last_millis())) + "}";
  const Announcer& said = s.announcer();
  return j + ",\"mirror\":{\"updates\":" + std::to_string(said.mirror_updates()) + ",\"buttons\":" +
         std::to_string(said.mirror() ? said.mirror()->buttons.size() : 0) + ",\"announced\":" + std::to_string(said.said()) +
         ",\"last\":" + Quoted(said.last()) + "}";
}

// Play held or hidden, the host's gameplay, the sound, the look, the pace and the language.
std::string SettingsJson(const Session& s) {
  const GameController& controller = s.controller();
  const Settings& settings = s.settings();
  std::string j = ",\"paused\":" + Flag(controller.paused()) + ",\"hidden\":" + Flag(controller.hidden()) +
                  ",\"gameplay\":" + Flag(s.host().playing()) + ",\"muted\":" + Flag(settings.muted) +
                  ",\"undoAllowed\":" + Flag(controller.undo_allowed());
  j += ",\"sound\":{\"volume\":" + std::to_string(settings.volume) + ",\"played\":" + std::to_string(s.sounds_played()) +
       ",\"last\":\"" + s.last_cue() + "\"}";
  j += ",\"theme\":\"" + std::string(ThemeId(settings.theme)) + "\",\"fourColour\":" + Flag(settings.four_colour) +
       ",\"textSize\":" + std::to_string(settings.text_size);
  j += ",\"pace\":\"" + std::string(PaceId(PaceIndex(settings.pace))) + "\"";
  engine::Json missing = engine::Json::Array();
  for (const std::string& key : MissingTranslations()) missing.Append(engine::Json::String(key));
  return j + ",\"language\":{\"shown\":\"" + std::string(LanguageId(CurrentLanguage())) + "\",\"wanted\":\"" +
         LanguageId(s.wanted_language()) + "\",\"chosen\":" + Quoted(settings.language) + ",\"settled\":" +
         Flag(s.Presentable()) + ",\"missing\":" + missing.Dump() + "}";
}

// The online room: its code, this connection's role and seat, the socket, and each seat
// (null when not in a room; `roomsOffered` says a room server answered, `linkRefused` that the
// link's server= was not one this site uses).
std::string RoomJson(const Session& s) {
  std::string j = ",\"roomsOffered\":" + Flag(s.rooms().RoomsOffered()) + ",\"linkRefused\":" + Flag(s.link_refused());
  const RoomClient& room = s.room();
  if (!room.InRoom()) return j + ",\"room\":null";
  engine::Json r = engine::Json::Object();
  r.Set("code", engine::Json::String(room.code()));
  r.Set("role", engine::Json::String(room.spectator() ? "spectator" : "player"));
  r.Set("seat", engine::Json::Number(room.seat()));
  r.Set("arriving", engine::Json::Number(room.arriving()));
  r.Set("connected", engine::Json::Bool(room.link() == RoomLink::kOpen));
  r.Set("stage", engine::Json::String(room.info() ? protocol::RoomStageId(room.info()->stage) : ""));
  r.Set("error", engine::Json::String(room.error()));
  r.Set("step", engine::Json::Number(room.step()));
  r.Set("resyncs", engine::Json::Number(room.resyncs()));
  engine::Json seats = engine::Json::Array();
  if (room.info()) {
    for (const protocol::SeatInfo& seat : room.info()->seats) {
      engine::Json one = engine::Json::Object();
      one.Set("name", engine::Json::String(seat.name));
      one.Set("kind", engine::Json::String(protocol::SeatKindId(seat.kind)));
      one.Set("connected", engine::Json::Bool(seat.connected));
      one.Set("arriving", engine::Json::String(seat.arriving));
      seats.Append(std::move(one));
    }
  }
  r.Set("seats", std::move(seats));
  // No stalls: the host, the turn clock (seconds left, whose decision: -1 a deal's end), whose
  // time just ran out, "I'm back" offered, and what each plate shows of it.
  r.Set("host", engine::Json::Number(room.info() ? room.info()->host : -1));
  r.Set("clock", engine::Json::Number(room.info() ? room.info()->clock : 0));
  r.Set("timeLeft", engine::Json::Number(static_cast<std::int64_t>(room.TimeLeft())));
  r.Set("clockSeat", engine::Json::Number(room.clock_seat()));
  r.Set("lateSeat", engine::Json::Number(room.late_seat()));
  r.Set("back", engine::Json::Bool(s.rooms().BackOffered()));
  r.Set("ownClock", engine::Json::String(s.rooms().OwnClockWords()));
  r.Set("banner", engine::Json::String(s.rooms().RoomBanner()));
  engine::Json notes = engine::Json::Array();
  engine::Json clocks = engine::Json::Array();  // per seat, the share of its clock left in percent (-1: none)
  engine::Json muted = engine::Json::Array();   // per seat, its person's reactions muted on this page
  for (std::size_t seat = 0; room.info() && seat < room.info()->seats.size(); ++seat) {
    notes.Append(engine::Json::String(s.rooms().RoomNoteAt(static_cast<int>(seat))));
    muted.Append(engine::Json::Bool(s.rooms().Muted(static_cast<int>(seat))));
    const double share = s.rooms().ClockShareAt(static_cast<int>(seat));
    clocks.Append(engine::Json::Number(share < 0.0 ? -1 : static_cast<std::int64_t>(share * 100.0)));
  }
  r.Set("notes", std::move(notes));
  r.Set("clocks", std::move(clocks));
  r.Set("muted", std::move(muted));
  return j + ",\"room\":" + r.Dump();
}

// The save: which, its state, a damaged one kept aside, storage and the notice about it.
std::string SaveJson(const Session& s) {
  const SaveKeeper& saves = s.saves();
  const std::optional<DamagedSave>& damaged = saves.damaged();
  std::string j = ",\"embed\":" + Quoted(s.config().embed_id) + ",\"save\":\"" + saves.state() + "\"";
  j += ",\"saveProblem\":\"" + std::string(!damaged ? "" : damaged->newer ? "newer" : "corrupt") + "\"";
  j += ",\"damagedKeptAs\":" + Quoted(damaged ? damaged->kept_where : "");
  return j + ",\"storage\":" + Flag(saves.storage_ok()) + ",\"noticeOpen\":" + Flag(saves.notice_open()) +
         ",\"noticesShown\":" + std::to_string(saves.notices_shown()) + ",\"savesWritten\":" + std::to_string(saves.saves_written());
}

}  // namespace

std::string App::ProbeJson() const {
  const Session& s = session_;
  const GameController& controller = s.controller();
  std::string j = FrameJson(probe_, touch_scroll_);
  j += ",\"rulesOpen\":" + Flag(s.rules_open());
  j += ",\"dealCode\":\"" + (controller.HasMatch() ? DealCode(controller.setup()) : std::string()) + "\"";
  j += ",\"setupMessage\":" + Quoted(s.draft().message());
  j += ",\"daily\":" + Quoted(s.DailyWords()) + ",\"copyByHand\":" + Quoted(s.copy_by_hand());
  j += HelpJson(s) + SettingsJson(s) + SaveJson(s) + RoomJson(s);
  j += ",\"stats\":" + StatsJson(s.stats());
  j += ",\"resetConfirmOpen\":" + Flag(session_.confirming_reset());
  // Written again only when it changed (natively, where the probe is read rarely, each time).
  if (offered_seen_ != s.offered_changes() || !s.config().services.show_mirror) {
    offered_seen_ = s.offered_changes();
    engine::Json offered = engine::Json::Array();
    for (const Intent& intent : s.OfferedNow()) offered.Append(engine::Json::String(IntentId(intent)));
    offered_json_ = offered.Dump();
  }
  j += ",\"offered\":" + offered_json_;
  j += MatchJson(controller);
  return j + DrawnJson(probe_) + "}";
}

}  // namespace popejoan::ui
