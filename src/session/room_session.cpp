#include "session/room_session.h"

#include <algorithm>

#include "session/access_mirror.h"
#include "session/access_mirror_parts.h"
#include "session/deal_code.h"
#include "session/room_news.h"
#include "session/room_offers.h"
#include "session/room_servers.h"
#include "session/room_words.h"
#include "session/table_list.h"
#include "session/typed_room.h"
#include "engine/json.h"
#include "session/words/game_words.h"
#include "session/words/language.h"

namespace popejoan::session {
namespace {

using mirror_internal::Button;

bool IsPersonKind(protocol::SeatKind kind) { return kind == protocol::SeatKind::kPerson || kind == protocol::SeatKind::kAiForPerson; }

// What a room never offers: the local table's undo, lessons, replays and deal codes (the
// server deals: a code would deal other cards).
bool RoomForbids(IntentKind kind) {
  switch (kind) {
    case IntentKind::kUndo:
    case IntentKind::kMenuUndo:
    case IntentKind::kMenuLesson:
    case IntentKind::kSaveReplay:
    case IntentKind::kCopyDealCode:
    case IntentKind::kCopyLink:
    case IntentKind::kAllowUndo:
    case IntentKind::kCopyResult: return true;
    default: return false;
  }
}

// The intents of a screen's buttons, read back from their ids (each written by IntentId).
std::vector<Intent> ButtonIntents(const std::vector<MirrorButton>& buttons) {
  std::vector<Intent> intents;
  for (const MirrorButton& b : buttons) {
    const engine::Result<Intent> intent = ParseIntent(b.id);
    if (intent.ok()) intents.push_back(intent.value());
  }
  return intents;
}

// The name this player goes by in rooms, as the lobby and the setup's room form ask it.
MirrorField NameField(const SetupDraft& draft) {
  MirrorField name;
  name.kind = MirrorField::Kind::kText;
  name.key = "setup:name";
  name.label = Tr("Your name");
  name.text = draft.name_text();
  return name;
}

// A seat's button: "Take seat 2" (a free one), "Take Ann's seat" (an AI's: the lobby lists its
// level beside it; between deals it is named as its plate is), "Free Bob's seat" (a friend's).
std::string SeatButtonWords(const RoomClient& room, const Intent& intent) {
  if (!room.info() || intent.value >= room.info()->seats.size()) return "";
  const protocol::SeatInfo& seat = room.info()->seats[intent.value];
  if (intent.kind == IntentKind::kFreeSeat) {
    return Fmt(Tr("Free {0}'s seat"), {RoomSeatWords(seat)});
  }
  if (seat.kind == protocol::SeatKind::kEmpty) {
    return Fmt(Tr("Take seat {0}"), {std::to_string(intent.value + 1)});
  }
  const bool lobby = room.info()->stage == protocol::RoomStage::kLobby;
  return Fmt(Tr("Take {0}'s seat"), {lobby ? seat.name : RoomSeatWords(seat)});
}

// A refusal in words. A code no room has was perhaps never one (a typo): "gone" only for a room
// this page sat in.
std::string RefusalWords(const RoomClient& room) {
  if (room.error() == "no-such-room" && !room.had_seat()) return Tr("No room has this code: check it with the friend who sent it.");
  return RoomErrorWords(room.error());
}

}  // namespace

RoomSession::RoomSession(const SessionConfig& config, GameController& controller, SetupDraft& draft, Screens& screens,
                         Announcer& announcer, HostLink& host)
    : config_(config), launch_room_(config.room_code), controller_(controller), draft_(draft), screens_(screens),
      announcer_(announcer), host_(host) {
  const SessionServices& s = config_.services;
  room_.SetSocket(RoomSocket{s.room_connect, s.room_send, s.room_disconnect, s.keep_room_token, s.room_token});
}

void RoomSession::SetRoomServer(const std::string& url) {
  room_.SetServer(url);
  const std::string origin = RoomServerOrigin(url);
  last_room_ = config_.services.room_token && !origin.empty() ? config_.services.room_token(origin, kLastRoomSlot) : "";
  if (url.empty() || launch_room_.empty() || room_.InRoom()) return;
  // The invite link's room, asked for at launch, opens now that a server answers.
  room_.Join(launch_room_, PlayerName());
  launch_room_.clear();
  screens_.screen = Screen::kLobby;
}

void RoomSession::RefuseRoomServer() {
  launch_room_.clear();  // the link's room is that server's: opened nowhere
  screens_.link_refused = true;
  host_.Error("bad-parameter", NotTranslated("server names a room server this site does not use (site.json): not opened"));
}

void RoomSession::RoomSocketOpened() { room_.Opened(); }
void RoomSession::RoomSocketMessage(const std::string& text) { room_.Received(text); }
void RoomSession::RoomSocketClosed() { room_.Closed(); }

std::string RoomSession::PlayerName() const {
  // Cleaned as the server cleans it; a name it would refuse is never sent (the setup and the
  // lobby say what is wrong with it).
  for (const std::string* typed : {&draft_.name_text(), &config_.player_name}) {
    const protocol::CheckedName checked = protocol::CheckPlayerName(*typed);
    if (checked.problem != protocol::NameProblem::kEmpty) return checked.ok() ? checked.name : "";
  }
  return "";
}

std::string RoomSession::TypedNameProblem() const { return NameProblemWords(protocol::CheckPlayerName(draft_.name_text()).problem); }

std::string RoomSession::InviteLink() const {
  if (room_.code().empty() || !config_.services.invite_link) return "";
  return config_.services.invite_link(room_.code());
}

const protocol::SeatInfo* RoomSession::RoomSeatAt(int seat) const {
  if (!room_.InRoom() || !room_.info() || seat < 0) return nullptr;
  const std::vector<protocol::SeatInfo>& seats = room_.info()->seats;
  return static_cast<size_t>(seat) < seats.size() ? &seats[static_cast<size_t>(seat)] : nullptr;
}

std::string RoomSession::ReactionAt(int seat) const {
  for (const ShownReaction& r : room_.reactions()) {
    if (r.seat == seat && !Muted(seat)) return ReactionWords(r.reaction);
  }
  return "";
}

bool RoomSession::MuteOffered(int seat) const {
  return room_.welcomed() && ReactionMutes::Mutable(seat, RoomSeatAt(seat), room_.seat());
}

std::vector<MirrorButton> RoomSession::MuteOffers() const {
  std::vector<MirrorButton> offers;
  LabelButtons(MuteIntents(*this), &offers);
  return offers;
}

std::string RoomSession::RoomNoteAt(int seat) const {
  std::string note;
  // At the plate the seat is known: "Time ran out" (the live log says the AI played for whom).
  const bool others = seat != room_.seat();
  const std::string late = others && room_.late_seat() == seat ? Tr("Time ran out") : "";
  // A public table's newcomer, at the AI seat they take when the deal ends.
  const protocol::SeatInfo* info = RoomSeatAt(seat);
  for (const std::string& part : {late, ReactionAt(seat), info != nullptr ? ArrivingWords(info->arriving) : std::string()}) {
    if (!part.empty()) note += (note.empty() ? "" : "\n") + part;
  }
  return note;
}

double RoomSession::ClockShareAt(int seat) const {
  return seat >= 0 && room_.clock_seat() == seat ? room_.ClockShare() : -1.0;
}

std::string RoomSession::OwnClockWords() const {
  const bool mine = !room_.spectator() && room_.clock_seat() == room_.seat() && room_.TimeLeft() >= 0.0;
  return mine ? TimeLeftWords(room_.TimeLeft()) : "";
}

bool RoomSession::BackOffered() const {
  const protocol::SeatInfo* mine = room_.welcomed() ? RoomSeatAt(room_.seat()) : nullptr;
  return mine != nullptr && mine->kind == protocol::SeatKind::kAiForPerson && room_.info()->stage != protocol::RoomStage::kLobby;
}

std::string RoomSession::RoomWaitingWords() const {
  if (!controller_.Remote() || !controller_.HasMatch() || !controller_.DealOver() || !room_.info()) return "";
  std::vector<std::string> names;
  const std::vector<protocol::SeatInfo>& seats = room_.info()->seats;
  for (size_t s = 0; s < seats.size(); ++s) {
    const bool waited = seats[s].kind == protocol::SeatKind::kPerson && seats[s].connected && !controller_.RemoteReady(static_cast<int>(s));
    if (waited && static_cast<int>(s) != controller_.RemoteSeat()) names.push_back(seats[s].name);
  }
  return WaitingForWords(names);
}

std::string RoomSession::RoomBanner() const {
  std::string banner;
  // The turn clock at a deal's end: the next deal comes then, ready or not.
  const bool deal_clock = controller_.Remote() && controller_.HasMatch() && controller_.DealOver() && room_.clock_seat() < 0 &&
                          room_.TimeLeft() >= 0.0;
  for (const std::string& part : {RoomLinkWords(room_.link()), room_.unsent() ? NotSentWords() : std::string(),
                                  room_.spectator() ? WatchingWords(room_.arriving() >= 0) : std::string(), room_.shown_news(),
                                  BackOffered() ? std::string(Tr("The AI is playing for you")) : std::string(),
                                  !room_.spectator() && room_.late_seat() == room_.seat() ? std::string(Tr("Time ran out: the AI played for you"))
                                                                                          : std::string(),
                                  RoomWaitingWords(), deal_clock ? NextDealInWords(room_.TimeLeft()) : std::string(),
                                  RefusalWords(room_)}) {
    if (part.empty()) continue;
    banner += (banner.empty() ? "" : "  \xC2\xB7  ") + part;
  }
  return banner;
}

MatchSetup RoomSession::RoomMatchSetup() const {
  MatchSetup setup;
  if (!room_.info()) return setup;
  setup.rules = room_.info()->rules;
  setup.rounds = room_.info()->rounds;
  for (const protocol::SeatInfo& seat : room_.info()->seats) {
    SeatSetup s;
    // The plate's name says who plays it: a friend (away, if the socket dropped) or the AI.
    s.name = seat.kind == protocol::SeatKind::kAi ? (seat.name.empty() ? DefaultSeatName(static_cast<int>(setup.seats.size())) : seat.name)
                               : RoomSeatWords(seat);
    if (seat.kind == protocol::SeatKind::kPerson && !seat.connected) s.name = Fmt(Tr("{0} (away)"), {s.name});
    s.human = IsPersonKind(seat.kind);
    ai::ParseLevel(seat.level, &s.level);
    setup.seats.push_back(s);
  }
  return setup;
}

void RoomSession::UpdateRoom(double now_seconds) {
  room_now_ = now_seconds;
  room_.Update(now_seconds);
  RefreshTableLines();
  mutes_.Follow(room_.InRoom() ? room_.code() : "", room_.info() ? &room_.info()->seats : nullptr);
  if (tables_open_ && (screens_.screen != Screen::kSetup || draft_.friends())) {
    tables_open_ = false;  // the list belongs to the setup's first form
    room_.StopBrowsing();
  }
  if (!room_.InRoom()) return;
  // Play online now refused before any table (too many from here, a name a public table will not
  // take): back on the setup, which says why, rather than in an empty room.
  if (quick_play_ && !room_.welcomed() && !room_.error().empty()) {
    const std::string refused = RoomErrorWords(room_.error());
    LeaveRoom();
    draft_.SetRoomNote(refused);
    return;
  }
  quick_play_ = quick_play_ && !room_.welcomed();
  if (controller_.Remote() && room_.info()) controller_.RenameSeats(RoomMatchSetup());
  for (const protocol::RoomView& view : room_.TakeViews()) {
    MatchSetup setup = RoomMatchSetup();
    if (setup.seats.size() != static_cast<size_t>(view.state->NumSeats())) {
      setup.seats.clear();  // the room's seats are not told yet: plain names meanwhile
      for (int s = 0; s < view.state->NumSeats(); ++s) setup.seats.push_back({DefaultSeatName(s), s == view.seat, ai::Level::kCasual});
      setup.rules = view.state->rules();
    }
    if (!controller_.AdoptView(view, setup).ok()) continue;
    if (room_.error() != "bad-rejoin") room_.ClearError();  // a refused code is said until tried again
    if (view.late >= 0 && view.late == view.seat) {
      announcer_.Say(Tr("Time ran out: the AI played for you"));
    } else if (view.late >= 0 && RoomSeatAt(view.late)) {
      announcer_.Say(LateWords(RoomSeatAt(view.late)->name));
    }
    const bool over = view.state->IsTerminal();
    if (screens_.screen == Screen::kLobby || (screens_.screen == Screen::kMatchOver && !over)) {
      screens_.screen = Screen::kTable;
    }
  }
  // The room's standings came after the match-over screen was shown: they replace its guess.
  if (screens_.screen == Screen::kMatchOver && screens_.report && !screens_.report->told_by_room && controller_.Remote() &&
      room_.info() && room_.info()->standings) {
    engine::Result<MatchReport> told = Report();
    if (told.ok()) screens_.report = told.value();
  }
  for (const std::string& news : room_.TakeNews()) announcer_.Say(news);
  // Refused: the seat may choose again (the server kept nothing of it).
  if (room_.TakeRefusal()) controller_.RemoteRefused();
  SendRoomChoice();
}

engine::Result<MatchReport> RoomSession::Report() const {
  // A room tells its standings (who held each seat, deals won and played) once the match is over.
  const bool told = room_.InRoom() && room_.info() && room_.info()->standings;
  return told ? ReportRoomMatch(controller_.setup(), controller_.state(), *room_.info()->standings)
              : ReportFinalState(controller_.setup(), controller_.state());
}

void RoomSession::TellHostInvite() {
  if (!room_.welcomed() || !room_.creator() || invite_posted_ == room_.code()) return;
  invite_posted_ = room_.code();
  engine::Json invite = engine::Json::Object();
  invite.Set("code", engine::Json::String(room_.code()));
  invite.Set("link", engine::Json::String(InviteLink()));
  host_.Post("invite", invite);
}

void RoomSession::SendRoomChoice() {
  const auto choice = controller_.TakeRemoteChoice();
  if (!choice || room_.Send(protocol::ActMessage(choice->first, choice->second))) return;
  // The server cannot be reached: the move is not held for later (the table may have moved on
  // by then); the seat may choose again, and is told so.
  controller_.RemoteRefused();
  announcer_.Say(NotSentWords());
}

bool RoomSession::SendToRoom(const std::string& message) {
  if (room_.Send(message)) return true;
  announcer_.Say(NotSentWords());
  return false;
}

namespace {

// Your seat from any device: a seated person reads their rejoin code here; a watcher who had a
// seat types theirs (docs/online.md, "hello"), and presses "Take my seat back" (among the intents).
void AddRejoin(const RoomClient& room, const SetupDraft& draft, bool offered, std::vector<std::string>* lines, Mirror* m) {
  if (!room.welcomed() || !room.info()) return;
  if (!room.spectator()) {
    if (room.rejoin().empty()) return;
    lines->push_back(RejoinCodeWords(room.rejoin()));
    lines->push_back(Tr("On another device, open the invite link and type this code to take your seat back."));
    return;
  }
  if (!offered) return;
  MirrorField field;
  field.kind = MirrorField::Kind::kText;
  field.key = "room:rejoin";
  field.label = Tr("Your rejoin code");
  field.text = draft.rejoin_text();
  field.submit = IntentId(MakeIntent(IntentKind::kReclaimSeat));
  m->fields.push_back(std::move(field));
}

}  // namespace

void RoomSession::CreateRoom() {
  if (!draft_.Playable()) return;  // the note says why
  const MatchSetup setup = draft_.Finish();
  protocol::CreateRequest request;
  request.rules = setup.rules;
  request.rounds = setup.rounds;
  for (size_t s = 0; s < setup.seats.size(); ++s) {
    const bool person = s == 0 || setup.seats[s].human;  // seat 0 is the creator's
    request.seats.push_back({person ? protocol::SeatKind::kPerson : protocol::SeatKind::kAi, ai::LevelId(setup.seats[s].level)});
  }
  request.fill = ai::LevelId(draft_.fill());
  request.clock = draft_.clock();
  // A public table in the page's language: listed to strangers who read it.
  request.public_table = draft_.anyone_joins();
  request.lang = LanguageId(CurrentLanguage());
  const std::string name = PlayerName().empty() ? Tr("Host") : PlayerName();
  controller_.LeaveRemote();
  room_.Create(protocol::CreateMessage(name, request), name);
  screens_.screen = Screen::kLobby;
}

void RoomSession::OpenRoom(const std::string& code) {
  controller_.LeaveRemote();
  screens_.report.reset();
  room_.Join(code, PlayerName());
  screens_.screen = Screen::kLobby;
}

void RoomSession::JoinTypedRoom(const std::string& typed) {
  const TypedRoom asked = ReadTypedRoom(typed);
  if (asked.code.empty()) {
    draft_.SetRoomNote(Tr("That is not a room's code: it has nine letters and digits, like ABC 234 DEF."));
  } else if ((asked.bad_server || !asked.server.empty()) && asked.server != RoomServerOrigin(room_.server())) {
    // A link's room on another server: this page never widens the servers it uses.
    draft_.SetRoomNote(Tr("That link is for a room on another site: open the link itself."));
  } else {
    draft_.SetRoomText("");
    OpenRoom(asked.code);
  }
}

bool RoomSession::CodeIsRoom() const {
  return RoomsOffered() && draft_.code_open() && !draft_.friends() && !ReadTypedRoom(draft_.code_text()).code.empty() &&
         !ParseTypedDealCode(draft_.code_text()).ok();
}

void RoomSession::FollowRoom() {
  const bool refused = room_.link() == RoomLink::kClosed && !room_.error().empty();
  // Until a server answers, the launch's ?room= is still to open: the address keeps it.
  const std::string shown = room_.InRoom() ? (refused ? "" : room_.code()) : launch_room_;
  if (shown != address_room_ && config_.services.show_room) config_.services.show_room(shown);
  address_room_ = shown;
  const std::string server = RoomServerOrigin(room_.server());
  if (!config_.services.keep_room_token || server.empty()) return;
  std::string last = last_room_;
  if (room_.welcomed() && (!room_.spectator() || room_.arriving() >= 0)) last = room_.code();
  const std::string& error = room_.error();
  const bool gone = error == "no-such-room" || error == "room-damaged" || error == "bad-token";
  if (gone && room_.code() == last_room_) last.clear();  // quietly forgotten: no seat there now
  if (last != last_room_) config_.services.keep_room_token(server, kLastRoomSlot, last);
  last_room_ = last;
}

void RoomSession::TakePublicSeat(const std::string& code) {
  const std::string problem = TypedNameProblem();
  draft_.SetRoomNote(problem);  // a name the server would refuse is never sent
  if (!problem.empty()) return;
  const std::string name = PlayerName().empty() ? Tr("A friend") : PlayerName();
  tables_open_ = false;
  controller_.LeaveRemote();
  screens_.report.reset();
  // On the list's socket if it is open, else a socket of its own.
  room_.JoinTable(code.empty() ? protocol::QuickPlayMessage(name, LanguageId(CurrentLanguage()))
                               : protocol::JoinTableMessage(code, name),
                  name);
  quick_play_ = true;  // refused before a welcome: back on the setup, saying why
  screens_.screen = Screen::kLobby;
}

const std::vector<RoomSession::TableLine>& RoomSession::TableLines() const {
  static const std::vector<TableLine> kNone;
  return tables_open_ && room_.tables() ? table_lines_ : kNone;
}

void RoomSession::RefreshTableLines() {
  if (room_.tables_serial() == table_lines_serial_ && CurrentLanguage() == table_lines_language_) return;
  table_lines_serial_ = room_.tables_serial();
  table_lines_language_ = CurrentLanguage();
  table_lines_.clear();
  if (!room_.tables()) return;
  for (const protocol::TableSummary& table : room_.tables()->tables) {
    if (PackRoomCode(table.room) != 0) table_lines_.push_back({table.room, TableLineWords(table)});
  }
}

std::string RoomSession::TablesNote() const {
  if (!tables_open_) return "";
  if (!room_.tables()) return room_.link() == RoomLink::kOpen || room_.link() == RoomLink::kConnecting ? Tr("Looking for open tables…") : RoomLinkWords(room_.link());
  return TableLines().empty() ? Tr("No open tables yet: Play online now opens one") : "";
}

void RoomSession::LeaveRoom() {
  quick_play_ = false;
  if (room_.public_table()) {
    // A public table is left for good: the server hears it first (the seat's AI plays on at
    // once), and neither its token nor "Back to your room" is kept.
    const std::string server = RoomServerOrigin(room_.server());
    if (last_room_ == room_.code() && config_.services.keep_room_token && !server.empty()) {
      config_.services.keep_room_token(server, kLastRoomSlot, "");
      last_room_.clear();
    }
    room_.LeaveTable();
  }
  room_.Leave();
  if (controller_.Remote()) controller_.LeaveRemote();
  screens_.report.reset();
  screens_.screen = Screen::kSetup;
}

bool RoomSession::DoInRoom(const Intent& intent) {
  const SessionServices& services = config_.services;
  switch (intent.kind) {
    case IntentKind::kPlayWithFriends: draft_.ToggleFriends(); return true;
    case IntentKind::kSetFill:
      if (intent.value < ai::kNumPlayerLevels) draft_.set_fill(static_cast<ai::Level>(intent.value));
      return true;
    case IntentKind::kSetClock:
      if (protocol::IsRoomClock(intent.value)) draft_.set_clock(static_cast<int>(intent.value));
      return true;
    case IntentKind::kSetWhoJoins: draft_.SetAnyoneJoins(intent.value == 1); return true;
    case IntentKind::kCreateRoom: CreateRoom(); return true;
    case IntentKind::kFreeSeat: SendToRoom(protocol::FreeSeatMessage(static_cast<int>(intent.value))); return true;
    case IntentKind::kComeBack: SendToRoom(protocol::BackMessage()); return true;
    case IntentKind::kReclaimSeat:
      if (room_.spectator()) room_.Reclaim(draft_.rejoin_text());
      return true;
    case IntentKind::kStartRoom: SendToRoom(protocol::StartMessage()); return true;
    case IntentKind::kTakeSeat:
      if (!TypedNameProblem().empty()) return true;  // the lobby says why
      SendToRoom(protocol::TakeSeatMessage(static_cast<int>(intent.value), PlayerName().empty() ? Tr("A friend") : PlayerName()));
      return true;
    case IntentKind::kReact: SendToRoom(protocol::ReactMessage(static_cast<protocol::Reaction>(intent.value % protocol::kNumReactions))); return true;
    case IntentKind::kLeaveRoom: LeaveRoom(); return true;
    case IntentKind::kQuickPlay:
      tables_open_ = false;
      room_.StopBrowsing();  // a table of its own: not on the list's socket
      TakePublicSeat("");
      return true;
    case IntentKind::kOpenTables:
      tables_open_ = true;
      draft_.SetRoomNote("");
      room_.BrowseTables();
      return true;
    case IntentKind::kCloseTables:
      tables_open_ = false;
      room_.StopBrowsing();
      return true;
    case IntentKind::kJoinTable: TakePublicSeat(UnpackRoomCode(intent.value)); return true;
    case IntentKind::kMuteSeat:
      if (!MuteOffered(static_cast<int>(intent.value))) return true;
      mutes_.Toggle(static_cast<int>(intent.value), *RoomSeatAt(static_cast<int>(intent.value)));
      room_.DropReaction(static_cast<int>(intent.value));  // muted: gone now; unmuted: only the next ones show
      return true;
    case IntentKind::kJoinRoom: JoinTypedRoom(draft_.room_text()); return true;
    case IntentKind::kOpenCodeRoom: JoinTypedRoom(draft_.code_text()); return true;
    case IntentKind::kBackToRoom:
      if (!LastRoom().empty()) OpenRoom(LastRoom());
      return true;
    case IntentKind::kCopyInvite: {
      invite_copied_until_ = room_now_ + 3.0;
      const std::string link = InviteLink().empty() ? room_.code() : InviteLink();
      if (services.share_link && !InviteLink().empty()) {
        services.share_link(link);
      } else if (services.copy_text) {
        services.copy_text(link);
      }
      return true;
    }
    case IntentKind::kPlayAgain:
      if (!InRoom()) return false;
      SendToRoom(protocol::PlayAgainMessage());
      return true;
    case IntentKind::kTableNewMatch:
    case IntentKind::kMenuNewMatch:
      if (!InRoom()) return false;
      LeaveRoom();
      return true;
    default: return false;
  }
}

Mirror RoomSession::LobbyMirror() const {
  Mirror m;
  m.screen = room_.public_table() ? Tr("A table anyone may join") : Tr("Play with friends");
  std::vector<std::string> lines;
  // A room refused as it opened (gone, or damaged on the server): why, its code, and the way
  // back; no socket state nor link to share.
  const bool refused = room_.link() == RoomLink::kClosed && !room_.error().empty();
  const std::string link_words = refused ? "" : RoomLinkWords(room_.link());
  if (!link_words.empty()) lines.push_back(link_words);
  if (room_.unsent()) lines.push_back(NotSentWords());
  const std::string error = RefusalWords(room_);
  if (!error.empty()) lines.push_back(error);
  const bool lobby = room_.info() && room_.info()->stage == protocol::RoomStage::kLobby;
  // A watcher of a lobby where every seat is a person's: no seat to take, and said so.
  bool full = lobby && room_.welcomed() && room_.spectator() && room_.error() != "room-full";
  for (size_t s = 0; full && s < room_.info()->seats.size(); ++s) full = IsPersonKind(room_.info()->seats[s].kind);
  if (full) lines.push_back(RoomErrorWords("room-full"));
  if (room_.welcomed() && room_.spectator() && !TypedNameProblem().empty()) lines.push_back(TypedNameProblem());
  if (!room_.code().empty()) {
    lines.push_back(Fmt(Tr("Room code: {0}"), {RoomCodeWords(room_.code())}));
    if (!refused && !InviteLink().empty()) lines.push_back(Fmt(Tr("Invite link: {0}"), {InviteLink()}));
  }
  if (room_.info()) lines.push_back(RoomClockWords(room_.info()->clock));
  if (room_.public_table()) lines.push_back(Tr("Anyone may sit down here from Open tables."));
  // Who may start: the host (the creator while here, else the first seat whose person is).
  const protocol::SeatInfo* host = room_.info() ? RoomSeatAt(room_.info()->host) : nullptr;
  if (room_.welcomed() && lobby && !room_.host()) {
    lines.push_back(host != nullptr ? Fmt(Tr("Waiting for {0} to start"), {RoomSeatWords(*host)}) : std::string(Tr("Waiting for the host to start")));
  }
  m.sections.push_back({Tr("Room"), lines});
  std::vector<std::string> seat_lines;
  if (room_.info()) {
    for (const protocol::SeatInfo& seat : room_.info()->seats) seat_lines.push_back(RoomSeatLine(seat));
  }
  if (!seat_lines.empty()) m.sections.push_back({Tr("Seats"), seat_lines});
  // A watcher names themself before taking a seat.
  if (room_.welcomed() && room_.spectator() && room_.info()) m.fields.push_back(NameField(draft_));
  // Back on another device before the match starts: the seat's rejoin code, as at the table.
  AddRejoin(room_, draft_, RejoinOffered(), &m.sections.front().lines, &m);
  LabelButtons(LobbyIntents(*this), &m.buttons);
  return m;
}

void RoomSession::AddRoomToTable(Mirror* m) const {
  // The screen's buttons a room keeps, then the room's own (room_offers.cpp lists them).
  std::vector<Intent> intents = ButtonIntents(m->buttons);
  AddRoomToTableIntents(*this, controller_, &intents);
  LabelButtons(intents, &m->buttons);
  std::vector<std::string> lines;
  const std::string link_words = RoomLinkWords(room_.link());
  if (!link_words.empty()) lines.push_back(link_words);
  if (room_.unsent()) lines.push_back(NotSentWords());
  if (room_.spectator()) lines.push_back(WatchingWords(room_.arriving() >= 0));
  if (!room_.shown_news().empty()) lines.push_back(room_.shown_news());
  const std::string waiting = RoomWaitingWords();
  if (!waiting.empty()) lines.push_back(waiting);
  if (screens_.screen == Screen::kMatchOver && !room_.host()) lines.push_back(Tr("Waiting for the host to play again"));
  if (BackOffered()) lines.push_back(Tr("The AI is playing for you"));
  if (room_.late_seat() >= 0 && !room_.spectator() && room_.late_seat() == room_.seat()) {
    lines.push_back(Tr("Time ran out: the AI played for you"));
  } else if (const protocol::SeatInfo* late = RoomSeatAt(room_.late_seat())) {
    lines.push_back(LateWords(late->name));
  }
  const std::string error = RefusalWords(room_);
  if (!error.empty()) lines.push_back(error);
  if (room_.info()) {
    for (const protocol::SeatInfo& seat : room_.info()->seats) lines.push_back(RoomSeatLine(seat));
  }
  for (const ShownReaction& r : room_.reactions()) {
    const protocol::SeatInfo* seat = Muted(r.seat) ? nullptr : RoomSeatAt(r.seat);
    if (seat != nullptr) lines.push_back(Fmt(Tr("{0}: {1}"), {RoomSeatWords(*seat), ReactionWords(r.reaction)}));
  }
  // The invite for the whole match: a friend may still come to watch or take a seat.
  if (!room_.code().empty()) lines.push_back(Fmt(Tr("Room code: {0}"), {RoomCodeWords(room_.code())}));
  m->sections.push_back({Tr("Room"), lines});
  AddRejoin(room_, draft_, RejoinOffered(), &m->sections.back().lines, m);
}

bool RoomSession::RejoinOffered() const {
  // A newcomer who takes a seat when the deal ends has no seat to take back.
  if (!room_.welcomed() || !room_.spectator() || !room_.info() || room_.arriving() >= 0) return false;
  for (const protocol::SeatInfo& seat : room_.info()->seats) {
    if (IsPersonKind(seat.kind)) return true;
  }
  return false;
}

std::vector<MirrorButton> RoomSession::SeatOffers() const {
  std::vector<MirrorButton> offers;
  LabelButtons(WatcherSeatIntents(*this, controller_), &offers);
  return offers;
}

std::string RoomSession::ControlLabel(const Intent& intent) const {
  switch (intent.kind) {
    case IntentKind::kCopyInvite: return InviteCopied() ? Tr("Copied ✓") : Tr("Copy invite link");
    case IntentKind::kTakeSeat:
    case IntentKind::kFreeSeat: return SeatButtonWords(room_, intent);
    case IntentKind::kMuteSeat: {
      const protocol::SeatInfo* seat = RoomSeatAt(static_cast<int>(intent.value));
      return seat != nullptr ? MuteWords(*seat, Muted(static_cast<int>(intent.value))) : "";
    }
    case IntentKind::kReclaimSeat: return Tr("Take my seat back");
    case IntentKind::kStartRoom: return Tr("Start the match");
    case IntentKind::kComeBack: return Tr("I'm back");
    case IntentKind::kReact:
      return ReactionWords(static_cast<protocol::Reaction>(intent.value % protocol::kNumReactions));
    case IntentKind::kLeaveRoom: return Tr("Leave the room");
    case IntentKind::kBackToRoom: return Tr("Back to your room");
    case IntentKind::kQuickPlay: return Tr("Play online now");
    case IntentKind::kOpenTables: return Tr("Open tables");
    case IntentKind::kCloseTables: return Tr("Close the list");
    case IntentKind::kJoinTable:
      for (const TableLine& line : TableLines()) {
        if (line.code == UnpackRoomCode(intent.value)) return Fmt(Tr("Join: {0}"), {line.words});
      }
      return Tr("Join");
    case IntentKind::kJoinRoom: return Tr("Join a room");
    case IntentKind::kOpenCodeRoom: return Tr("Open the room");
    case IntentKind::kPlayWithFriends:
      return draft_.friends() ? Tr("Play here instead") : Tr("Play with friends");
    case IntentKind::kCreateRoom: return Tr("Create the room");
    default: return "";
  }
}

void RoomSession::LabelButtons(const std::vector<Intent>& intents,
                               std::vector<MirrorButton>* buttons) const {
  std::vector<MirrorButton> labelled;
  for (const Intent& intent : intents) {
    const std::string id = IntentId(intent);
    const auto shown = std::find_if(buttons->begin(), buttons->end(),
                                    [&](const MirrorButton& b) { return b.id == id; });
    labelled.push_back(shown != buttons->end() ? *shown : Button(intent, ControlLabel(intent)));
  }
  *buttons = std::move(labelled);
}

void RoomSession::AddJoinToSetup(Mirror* m) const {
  MirrorField room;
  room.kind = MirrorField::Kind::kText;
  room.key = "setup:room";
  room.label = Tr("Join a room");
  room.text = draft_.room_text();
  room.submit = IntentId(MakeIntent(IntentKind::kJoinRoom));
  m->fields.push_back(room);
  if (!draft_.room_note().empty()) m->sections.push_back({Tr("Join a room"), {draft_.room_note()}});
  if (CodeIsRoom()) m->sections.push_back({Tr("A friend's deal code"), {Tr("That is a room's code, not a deal code.")}});
}

void RoomSession::AddFriendsToSetup(Mirror* m) const {
  // The setup's buttons with the room's changes (room_offers.cpp says which); its fields' kinds
  // are the fields drawn below.
  std::vector<Intent> buttons = ButtonIntents(m->buttons);
  std::vector<Intent> field_kinds;
  AddFriendsToSetupIntents(*this, draft_, &buttons, &field_kinds);
  LabelButtons(buttons, &m->buttons);
  if (!draft_.friends()) {
    AddJoinToSetup(m);
    if (tables_open_) {
      MirrorSection list{Tr("Open tables"), {}};
      if (!TablesNote().empty()) list.lines.push_back(TablesNote());
      for (const TableLine& line : TableLines()) list.lines.push_back(line.words);
      m->sections.push_back(std::move(list));
    }
    return;
  }
  m->screen = Tr("Play with friends");
  m->sections.push_back({Tr("Play with friends"),
                         {PersonSeatsWords(draft_.anyone_joins()),
                          Tr("Once the room is made, send your friends its invite link.")}});
  MirrorField fill;
  fill.kind = MirrorField::Kind::kSelect;
  fill.key = "setup:fill";
  fill.label = Tr("Plays for a friend who is away");
  for (int level = 0; level < ai::kNumPlayerLevels; ++level) {
    fill.choices.push_back(Button(MakeIntent(IntentKind::kSetFill, static_cast<std::uint64_t>(level)),
                                  Fmt(Tr("AI: {0}"), {LevelWord(static_cast<ai::Level>(level))})));
  }
  fill.chosen = static_cast<int>(draft_.fill());
  MirrorField clock;
  clock.kind = MirrorField::Kind::kSelect;
  clock.key = "setup:clock";
  clock.label = Tr("Time to play a turn");
  for (int i = 0; i < protocol::kNumRoomClocks; ++i) {
    const int seconds = protocol::kRoomClocks[i];
    if (seconds == 0 && draft_.anyone_joins()) continue;  // strangers' tables always have a clock
    if (seconds == draft_.clock()) clock.chosen = static_cast<int>(clock.choices.size());
    clock.choices.push_back(Button(MakeIntent(IntentKind::kSetClock, static_cast<std::uint64_t>(seconds)), ClockChoiceWords(seconds)));
  }
  MirrorField who;
  who.kind = MirrorField::Kind::kSelect;
  who.key = "setup:who-joins";
  who.label = Tr("Who may join");
  who.choices.push_back(Button(MakeIntent(IntentKind::kSetWhoJoins, 0), Tr("Friends with the link")));
  who.choices.push_back(Button(MakeIntent(IntentKind::kSetWhoJoins, 1), Tr("Anyone: listed in Open tables")));
  who.chosen = draft_.anyone_joins() ? 1 : 0;
  m->fields.push_back(NameField(draft_));
  m->fields.push_back(who);
  m->fields.push_back(fill);
  m->fields.push_back(clock);
}

void RoomSession::FilterForRoom(std::vector<Intent>* offered) const {
  offered->erase(std::remove_if(offered->begin(), offered->end(), [](const Intent& i) { return RoomForbids(i.kind); }),
                 offered->end());
}

}  // namespace popejoan::session
