#include "server/rooms/room.h"

#include <utility>

#include "engine/json_writer.h"
#include "engine/number_text.h"
#include "engine/public_view.h"
#include "engine/replay.h"
#include "engine/serialize.h"
#include "session/ai_seats.h"
#include "session/match_setup.h"
#include "server/rooms/rejoin_code.h"
#include "server/store/secret_random.h"
#include "protocol/server_message.h"
#include "protocol/view_frame.h"
#include "server/rooms/turn_clock.h"

namespace popejoan::server {

namespace {

const std::string& Text(const engine::Json& record, const char* key) {
  static const std::string kNone;
  const engine::Json* v = record.Find(key);
  return v != nullptr && v->is_string() ? v->as_string() : kNone;
}

int64_t Number(const engine::Json& record, const char* key, int64_t fallback = -1) {
  const engine::Json* v = record.Find(key);
  return v != nullptr && v->is_number() ? v->as_number() : fallback;
}

engine::Json SeatJson(const RoomSeat& seat) {
  engine::Json j = engine::Json::Object();
  j.Set("kind", engine::Json::String(SeatKindId(seat.kind)));
  j.Set("level", engine::Json::String(ai::LevelId(seat.level)));
  j.Set("name", engine::Json::String(seat.name));
  j.Set("token", engine::Json::String(seat.token));
  return j;
}

// An AI seat's name in a room: the single-player table's names, but never "You" (seat 0's
// there): a public table's first seat goes to the AI when its person leaves.
std::string AiSeatName(std::size_t seat) {
  return seat == 0 ? "Mr Bellamy" : session::DefaultSeatName(static_cast<int>(seat));
}

engine::Json Record(const char* type) {
  engine::Json j = engine::Json::Object();
  j.Set("t", engine::Json::String(type));
  return j;
}

}  // namespace

RoomRequest RoomRequestOf(const std::string& name, const protocol::CreateRequest& create) {
  RoomRequest request;
  request.name = name;
  request.rules = create.rules;
  request.rounds = create.rounds;
  // The protocol's seat levels are the honest players' of ai/bot.h (room_test checks each parses).
  ai::ParseLevel(create.fill, &request.fill);
  for (const protocol::SeatRequest& asked : create.seats) {
    RoomSeat seat;
    seat.kind = asked.kind == SeatKind::kAi ? SeatKind::kAi : SeatKind::kEmpty;
    if (seat.kind == SeatKind::kAi) ai::ParseLevel(asked.level, &seat.level);
    request.seats.push_back(seat);
  }
  request.clock_seconds = create.clock;
  request.public_table = create.public_table;
  request.lang = create.public_table ? create.lang : "";
  return request;
}

Room::Room() : ai_(std::make_unique<session::AiSeats>()) {}
Room::Room(Room&&) noexcept = default;
Room& Room::operator=(Room&&) noexcept = default;
Room::~Room() = default;

// ---- Records --------------------------------------------------------------------------------

engine::Json Room::CreateRecord(const std::string& code, const RoomRequest& request, const std::string& creator_token,
                        std::uint64_t seed) {
  engine::Json j = Record("create");
  j.Set("code", engine::Json::String(code));
  j.Set("rules", RulesToJson(request.rules));
  j.Set("rounds", engine::Json::Number(request.rounds));
  j.Set("fill", engine::Json::String(ai::LevelId(request.fill)));
  j.Set("seed", engine::Json::String(engine::HashHex(seed)));
  j.Set("clock", engine::Json::Number(request.clock_seconds));
  if (request.public_table) {
    j.Set("public", engine::Json::Bool(true));
    j.Set("lang", engine::Json::String(request.lang));
  }
  engine::Json seats = engine::Json::Array();
  for (std::size_t i = 0; i < request.seats.size(); ++i) {
    RoomSeat seat = request.seats[i];
    if (i == 0) {
      seat.kind = SeatKind::kPerson;
      seat.name = request.name;
      seat.token = creator_token;
    }
    if (seat.kind == SeatKind::kEmpty) seat.level = request.fill;
    if (seat.kind == SeatKind::kAi) seat.name = AiSeatName(i);
    seats.Append(SeatJson(seat));
  }
  j.Set("seats", std::move(seats));
  return j;
}

engine::Result<Room> Room::FromCreateRecord(const engine::Json& record) {
  using R = engine::Result<Room>;
  if (Text(record, "t") != "create") return R::Error("a room's first record must create it");
  Room room;
  room.code_ = Text(record, "code");
  const engine::Json* rules = record.Find("rules");
  if (rules == nullptr) return R::Error("the room has no rules");
  engine::Result<engine::Rules> read = engine::RulesFromJson(*rules);
  if (!read.ok()) return R::Error(read.error());
  room.rules_ = *read;
  room.rounds_ = static_cast<int>(Number(record, "rounds"));
  if (room.rounds_ < 1 || room.rounds_ > session::kMaxRounds) return R::Error("the room's rounds are out of range");
  if (!ai::ParseLevel(Text(record, "fill"), &room.fill_) || !ai::IsHonest(room.fill_)) return R::Error("bad fill level");
  if (!engine::ParseHex(Text(record, "seed"), &room.seed_)) return R::Error("the room has no seed");
  // Rooms stored before the turn clock have none.
  const int64_t clock = Number(record, "clock", 0);
  if (!IsClockChoice(clock)) return R::Error("the room's clock is not one of the choices");
  room.clock_seconds_ = static_cast<int>(clock);
  const engine::Json* is_public = record.Find("public");
  room.public_ = is_public != nullptr && is_public->is_bool() && is_public->as_bool();
  if (room.public_) {
    room.lang_ = Text(record, "lang");
    if (!protocol::IsTableLanguage(room.lang_) || room.clock_seconds_ == 0) return R::Error("a public table needs a language and a clock");
  }
  const engine::Json* seats = record.Find("seats");
  if (seats == nullptr || !seats->is_array()) return R::Error("the room has no seats");
  for (const engine::Json& s : seats->items()) {
    RoomSeat seat;
    seat.name = Text(s, "name");
    seat.token = Text(s, "token");
    if (!protocol::ParseSeatKind(Text(s, "kind"), &seat.kind) || !ai::ParseLevel(Text(s, "level"), &seat.level) ||
        !ai::IsHonest(seat.level)) {
      return R::Error("a seat of the room is unreadable");
    }
    room.seats_.push_back(seat);
  }
  engine::Status valid = Validate(room.rules_, room.NumSeats());
  if (!valid.ok()) return R::Error(valid.message);
  room.late_turns_.assign(room.seats_.size(), 0);
  room.past_.assign(room.seats_.size(), {});
  room.records_ = 1;
  return room;
}

engine::Status Room::Apply(const engine::Json& record, std::vector<engine::Event>* events) {
  std::vector<engine::Event> own_events;  // the standings read them, whether or not the caller does
  if (events == nullptr) events = &own_events;
  const std::string& type = Text(record, "t");
  engine::Status done = engine::Status::Ok();
  if (type == "seat" || type == "away" || type == "back" || type == "free" || type == "arrive" || type == "leave") {
    done = ApplySeat(record);
  } else if (type == "start") {
    if (stage_ != RoomStage::kLobby) return engine::Status::Error("the room has already started");
    for (RoomSeat& seat : seats_) {
      if (seat.kind == SeatKind::kEmpty) seat = RoomSeat{"", SeatKind::kAi, fill_, ""};
    }
    NameAiSeats();
    done = BeginMatch(seed_, events);
  } else if (type == "act") {
    done = ApplyAct(record, events);
  } else if (type == "again") {
    uint64_t seed = 0;
    if (stage_ != RoomStage::kOver || !engine::ParseHex(Text(record, "seed"), &seed)) return engine::Status::Error("not the end of a match");
    done = BeginMatch(seed, events);
  } else {
    return engine::Status::Error("unknown record \"" + engine::PrintableText(type) + "\"");
  }
  if (done.ok()) ++records_;
  if (done.ok()) NoteStandings(type, *events);
  return done;
}

void Room::NoteStandings(const std::string& type, const std::vector<engine::Event>& events) {
  if (!state_) return;
  std::vector<SeatHolder> holders;
  for (const RoomSeat& seat : seats_) holders.push_back({SeatKindId(seat.kind), seat.name});
  if (type == "start" || type == "again") standings_.Begin(holders, rules_.purse);
  // A seat taken once the match is over changes nothing of it.
  // Only an act's events are this record's (the caller's list is left as it was by the others).
  if (type == "act") standings_.Note(events, holders, *state_, step());
  if (type != "act" && stage_ == RoomStage::kPlaying) standings_.Note({}, holders, *state_, step());
}

engine::Status Room::ApplySeat(const engine::Json& record) {
  const int64_t n = Number(record, "seat");
  if (n < 0 || n >= NumSeats()) return engine::Status::Error("no such seat");
  RoomSeat& seat = seats_[static_cast<std::size_t>(n)];
  const std::string& type = Text(record, "t");
  if (type == "away") {
    if (seat.kind != SeatKind::kPerson) return engine::Status::Error("only a person's seat goes away");
    seat.kind = SeatKind::kAiForPerson;
    seat.level = fill_;
  } else if (type == "back") {
    if (seat.kind != SeatKind::kAiForPerson) return engine::Status::Error("the seat is not away");
    seat.kind = SeatKind::kPerson;
    if (ai_->thinking_seat() == n) ai_->StopThinking();
  } else if (type == "free") {
    if (stage_ != RoomStage::kLobby || seat.kind != SeatKind::kPerson) return engine::Status::Error("only a person's seat in the lobby is freed");
    seat = RoomSeat{"", SeatKind::kEmpty, fill_, "", "", ""};
  } else if (type == "arrive") {
    if (!public_ || seat.kind != SeatKind::kAi || !seat.arriving_token.empty()) return engine::Status::Error("only a public table's free AI seat is claimed");
    seat.arriving_name = Text(record, "name");
    seat.arriving_token = Text(record, "token");
  } else if (type == "leave") {
    if (!public_) return engine::Status::Error("only a public table is left");
    if (seat.kind == SeatKind::kAi) {
      seat.arriving_name.clear();
      seat.arriving_token.clear();
    } else if (seat.kind == SeatKind::kPerson || seat.kind == SeatKind::kAiForPerson) {
      NoteEarlierHolder(n);
      seat = RoomSeat{AiSeatName(static_cast<std::size_t>(n)), SeatKind::kAi, fill_, "", "", ""};
      if (ai_->thinking_seat() == n) ai_->StopThinking();
    } else {
      return engine::Status::Error("nobody sits there to leave");
    }
  } else {
    NoteEarlierHolder(n);
    seat.kind = SeatKind::kPerson;
    seat.arriving_name.clear();
    seat.arriving_token.clear();
    seat.name = Text(record, "name");
    seat.token = Text(record, "token");
    if (ai_->thinking_seat() == n) ai_->StopThinking();
  }
  // The person acted on the seat again (or it changed hands): their late turns start again.
  if (type != "away") late_turns_[static_cast<std::size_t>(n)] = 0;
  return engine::Status::Ok();
}

engine::Status Room::BeginMatch(std::uint64_t seed, std::vector<engine::Event>* events) {
  engine::MatchConfig config;
  config.rules = rules_;
  config.seats = NumSeats();
  config.rounds = rounds_;
  config.seed = seed;
  std::vector<engine::Event> dealt;
  engine::Result<engine::State> state = engine::State::NewMatch(config, &dealt);
  if (!state.ok()) return engine::Status::Error(state.error());
  state_ = *state;
  rules_json_.clear();
  engine::JsonWriter(&rules_json_).Value(RulesToJson(state_->rules()));
  actions_ = 0;
  deal_events_.clear();
  NoteEvents(dealt);
  if (events != nullptr) *events = dealt;
  // Every seat has a bot: a person's seat is played by one of the room's fill level while its
  // person is away, or for a decision their clock ran out on.
  session::MatchSetup setup;
  for (const RoomSeat& seat : seats_) {
    const bool person = seat.kind == SeatKind::kPerson || seat.kind == SeatKind::kAiForPerson;
    setup.seats.push_back(session::SeatSetup{seat.name, false, person ? fill_ : seat.level});
  }
  late_seat_ = -1;
  late_step_ = -1;  // the last match's late act is no news in this one
  past_.assign(seats_.size(), {});
  std::uint64_t ai_seed = seed ^ 0xA5A5A5A5A5A5A5A5ULL;
  ai_->Seat(setup, engine::SplitMix64(&ai_seed));
  stage_ = RoomStage::kPlaying;
  return engine::Status::Ok();
}

engine::Status Room::ApplyAct(const engine::Json& record, std::vector<engine::Event>* events) {
  if (stage_ != RoomStage::kPlaying) return engine::Status::Error("no match is being played");
  const int64_t action = Number(record, "action");
  uint64_t hash = 0;
  if (action < 0 || action > engine::kActionNextDeal || !engine::ParseHex(Text(record, "hash"), &hash)) return engine::Status::Error("an unreadable action");
  engine::State next = *state_;
  std::vector<engine::Event> happened;
  engine::Status applied = next.Apply(static_cast<engine::Action>(action), &happened);
  if (!applied.ok()) return applied;
  // A record stored before the Pope's pause (D23) went on past one: it is passed here too.
  const bool passed_pause = next.Hash() != hash;
  if (!engine::MatchesRecordedHash(&next, hash, &happened)) {
    return engine::Status::Error("the match does not replay: step " + std::to_string(actions_) + " leads elsewhere");
  }
  // Who decided, for the late turns: an act marked "late" was the AI's for a person whose clock
  // ran out; any other of a person's own seat means they played.
  const int64_t seat = Number(record, "seat");
  const engine::Json* late = record.Find("late");
  const bool was_late = late != nullptr && late->as_bool();
  if (was_late && (seat < 0 || seat >= NumSeats() || seat != state_->CurrentSeat())) return engine::Status::Error("a late act of no seat to act");
  if (was_late) {
    ++late_turns_[static_cast<std::size_t>(seat)];
  } else if (seat >= 0 && seat < NumSeats() && seats_[static_cast<std::size_t>(seat)].kind == SeatKind::kPerson) {
    late_turns_[static_cast<std::size_t>(seat)] = 0;
  }
  state_ = next;
  actions_ += passed_pause ? 2 : 1;
  late_seat_ = -1;
  if (was_late) {
    late_step_ = static_cast<int>(actions_);
    late_step_seat_ = static_cast<int>(seat);
  }
  ai_->StopThinking();
  NoteEvents(happened);
  if (events != nullptr) *events = happened;
  if (state_->IsTerminal()) stage_ = RoomStage::kOver;
  return engine::Status::Ok();
}

void Room::NameAiSeats() {
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    if (seats_[i].kind == SeatKind::kAi && seats_[i].name.empty()) seats_[i].name = AiSeatName(i);
  }
}

void Room::NoteEarlierHolder(std::int64_t n) {
  if (stage_ == RoomStage::kLobby || !HasMatch()) return;
  const int dealt = state_->IsTerminal() ? state_->DealIndex() : state_->DealIndex() + 1;
  const RoomSeat& seat = seats_[static_cast<std::size_t>(n)];
  past_[static_cast<std::size_t>(n)].push_back(protocol::EarlierHolder{seat.name, seat.kind, dealt});
}

void Room::NoteEvents(const std::vector<engine::Event>& events) {
  for (const engine::Event& e : events) {
    if (e.type == engine::EventType::kDealStart) deal_events_.clear();
    deal_events_.push_back(e);
  }
}

// ---- What seats ask -------------------------------------------------------------------------

bool Room::SeatOpen(int seat) const {
  const SeatKind kind = seats_[static_cast<std::size_t>(seat)].kind;
  // In the lobby a friend takes a free seat or an AI's (the creator's AI steps aside for them).
  const bool lobby_seat = stage_ == RoomStage::kLobby && (kind == SeatKind::kEmpty || kind == SeatKind::kAi);
  const bool between_deals = stage_ != RoomStage::kLobby && kind == SeatKind::kAi && (DealOver() || stage_ == RoomStage::kOver);
  return lobby_seat || between_deals;
}

Verdict Room::TakeSeat(int seat, const std::string& name, const std::string& token) const {
  if (seat < 0 || seat >= NumSeats()) return Verdict::No("bad-message", "no such seat");
  bool any_open = false;
  for (int s = 0; s < NumSeats(); ++s) any_open = any_open || SeatOpen(s);
  if (!any_open) return Verdict::No("room-full", "no seat can be taken now");
  const SeatKind kind = seats_[static_cast<std::size_t>(seat)].kind;
  if (!SeatOpen(seat)) {
    return Verdict::No(kind == SeatKind::kAi ? "not-now" : "seat-taken", "that seat cannot be taken now");
  }
  engine::Json j = Record("seat");
  j.Set("seat", engine::Json::Number(seat));
  j.Set("name", engine::Json::String(name));
  j.Set("token", engine::Json::String(token));
  return Verdict::Ok(std::move(j));
}

Verdict Room::Start(int by_seat, int host) const {
  if (by_seat != host) return Verdict::No("not-host", "only the host starts the room");
  if (stage_ != RoomStage::kLobby) return Verdict::No("not-now", "the room has started");
  return Verdict::Ok(Record("start"));
}

Verdict Room::Act(int seat, int step, engine::Action action) const {
  if (stage_ != RoomStage::kPlaying) return Verdict::No("not-now", "no match is being played");
  if (step != this->step()) return Verdict::No("stale", "that was decided already");
  if (seat < 0 || seat >= NumSeats() || ToAct() != seat) return Verdict::No("not-your-turn", "it is not this seat's turn");
  if (!state_->IsLegal(action)) return Verdict::No("illegal", "the rules do not allow that now");
  engine::State next = *state_;
  next.ApplyUnchecked(action);
  engine::Json j = Record("act");
  j.Set("seat", engine::Json::Number(seat));
  j.Set("action", engine::Json::Number(action));
  j.Set("hash", engine::Json::String(engine::HashHex(next.Hash())));
  return Verdict::Ok(std::move(j));
}

Verdict Room::NextDeal() const {
  if (!DealOver()) return Verdict::No("not-now", "the deal is not over");
  engine::State next = *state_;
  next.ApplyUnchecked(engine::kActionNextDeal);
  engine::Json j = Record("act");
  j.Set("seat", engine::Json::Number(-1));
  j.Set("action", engine::Json::Number(engine::kActionNextDeal));
  j.Set("hash", engine::Json::String(engine::HashHex(next.Hash())));
  return Verdict::Ok(std::move(j));
}

Verdict Room::PassPopePause() const {
  if (!InPopePause()) return Verdict::No("not-now", "the table is not waiting for the Pope");
  engine::State next = *state_;
  next.ApplyUnchecked(engine::kActionPass);
  engine::Json j = Record("act");
  j.Set("seat", engine::Json::Number(-1));  // the table's, whoever holds the Pope (D23)
  j.Set("action", engine::Json::Number(engine::kActionPass));
  j.Set("hash", engine::Json::String(engine::HashHex(next.Hash())));
  return Verdict::Ok(std::move(j));
}

Verdict Room::PlayAgain(int by_seat, int host, std::uint64_t seed) const {
  if (by_seat != host) return Verdict::No("not-host", "only the host starts a new match");
  if (stage_ != RoomStage::kOver) return Verdict::No("not-now", "the match is not over");
  engine::Json j = Record("again");
  j.Set("seed", engine::Json::String(engine::HashHex(seed)));
  return Verdict::Ok(std::move(j));
}

Verdict Room::FreeSeat(int by_seat, int seat, int host) const {
  if (by_seat != host) return Verdict::No("not-host", "only the host frees a seat");
  if (stage_ != RoomStage::kLobby) return Verdict::No("not-now", "seats are freed in the lobby only");
  if (seat < 0 || seat >= NumSeats()) return Verdict::No("bad-message", "no such seat");
  if (seat == by_seat || seats_[static_cast<std::size_t>(seat)].kind != SeatKind::kPerson) {
    return Verdict::No("not-now", "only another person's seat is freed");
  }
  engine::Json j = Free(seat);
  j.Set("by", engine::Json::String("host"));
  return Verdict::Ok(std::move(j));
}

// ---- A public table -------------------------------------------------------------------------

Verdict Room::Arrive(int seat, const std::string& name, const std::string& token) const {
  if (!public_) return Verdict::No("not-now", "only a public table takes newcomers");
  if (seat < 0 || seat >= NumSeats()) return Verdict::No("bad-message", "no such seat");
  const RoomSeat& held = seats_[static_cast<std::size_t>(seat)];
  if (held.kind != SeatKind::kAi || !held.arriving_token.empty()) return Verdict::No("seat-taken", "that seat is taken");
  engine::Json j = Record("arrive");
  j.Set("seat", engine::Json::Number(seat));
  j.Set("name", engine::Json::String(name));
  j.Set("token", engine::Json::String(token));
  return Verdict::Ok(std::move(j));
}

Verdict Room::LeaveTable(int seat) const {
  if (!public_) return Verdict::No("not-now", "a private room is not left this way");
  if (seat < 0 || seat >= NumSeats()) return Verdict::No("bad-message", "no such seat");
  const RoomSeat& held = seats_[static_cast<std::size_t>(seat)];
  const bool person = held.kind == SeatKind::kPerson || held.kind == SeatKind::kAiForPerson;
  if (!person && held.arriving_token.empty()) return Verdict::No("not-now", "nobody sits there to leave");
  engine::Json j = Record("leave");
  j.Set("seat", engine::Json::Number(seat));
  return Verdict::Ok(std::move(j));
}

std::vector<engine::Json> Room::ArrivalsDue() const {
  std::vector<engine::Json> due;
  if (!BetweenDeals()) return due;
  for (int s = 0; s < NumSeats(); ++s) {
    const RoomSeat& seat = seats_[static_cast<std::size_t>(s)];
    if (seat.kind != SeatKind::kAi || seat.arriving_token.empty()) continue;
    engine::Json j = Record("seat");
    j.Set("seat", engine::Json::Number(s));
    j.Set("name", engine::Json::String(seat.arriving_name));
    j.Set("token", engine::Json::String(seat.arriving_token));
    due.push_back(std::move(j));
  }
  return due;
}

int Room::ArrivingSeatOfToken(const std::string& token) const {
  int found = -1;
  for (int i = 0; i < NumSeats(); ++i) {
    const std::string& claim = seats_[static_cast<std::size_t>(i)].arriving_token;
    if (!claim.empty() && TokensEqual(claim, token)) found = i;
  }
  return token.empty() ? -1 : found;
}

int Room::OpenAiSeat() const {
  if (!public_ || stage_ == RoomStage::kLobby) return -1;
  for (int s = 0; s < NumSeats(); ++s) {
    const RoomSeat& seat = seats_[static_cast<std::size_t>(s)];
    if (seat.kind == SeatKind::kAi && seat.arriving_token.empty()) return s;
  }
  return -1;
}

int Room::OpenSeat() const {
  if (!public_) return -1;
  if (stage_ != RoomStage::kLobby) return OpenAiSeat();
  int ai_seat = -1;
  for (int s = 0; s < NumSeats(); ++s) {
    const SeatKind kind = seats_[static_cast<std::size_t>(s)].kind;
    if (kind == SeatKind::kEmpty) return s;
    if (kind == SeatKind::kAi && ai_seat < 0) ai_seat = s;
  }
  return ai_seat;
}

int Room::People() const {
  int people = 0;
  for (const RoomSeat& seat : seats_) {
    people += seat.kind == SeatKind::kPerson || seat.kind == SeatKind::kAiForPerson || !seat.arriving_token.empty();
  }
  return people;
}

engine::Json Room::Away(int seat, const char* why) const {
  engine::Json j = Record("away");
  j.Set("seat", engine::Json::Number(seat));
  if (why != nullptr) j.Set("why", engine::Json::String(why));
  return j;
}

engine::Json Room::Free(int seat) const {
  engine::Json j = Record("free");
  j.Set("seat", engine::Json::Number(seat));
  return j;
}

engine::Json Room::Back(int seat) const {
  engine::Json j = Record("back");
  j.Set("seat", engine::Json::Number(seat));
  return j;
}

std::optional<engine::Json> Room::ThinkAi(double budget_ms) {
  if (!AiToMove()) return std::nullopt;
  const int seat = ToAct();
  std::optional<engine::Action> choice = ai_->Think(*state_, seat, actions_, budget_ms);
  if (!choice) return std::nullopt;
  std::optional<engine::Json> record = Act(seat, step(), *choice).record;
  if (record && late_seat_ == seat && !PlayedByAi(seat)) record->Set("late", engine::Json::Bool(true));
  return record;
}

// ---- Queries --------------------------------------------------------------------------------

int Room::SeatOfToken(const std::string& token) const {
  int found = -1;
  for (int i = 0; i < NumSeats(); ++i) {
    if (TokensEqual(seats_[static_cast<std::size_t>(i)].token, token)) found = i;
  }
  return found;
}

int Room::SeatOfRejoin(const std::string& code) const {
  int found = -1;
  for (int i = 0; i < NumSeats(); ++i) {
    if (TokensEqual(RejoinCode(seats_[static_cast<std::size_t>(i)].token), code)) found = i;
  }
  return code.empty() ? -1 : found;
}

int Room::Host(const std::vector<bool>& connected) const {
  for (int s = 0; s < NumSeats() && s < static_cast<int>(connected.size()); ++s) {
    const SeatKind kind = seats_[static_cast<std::size_t>(s)].kind;
    if (connected[static_cast<std::size_t>(s)] && (kind == SeatKind::kPerson || kind == SeatKind::kAiForPerson)) return s;
  }
  return -1;
}

bool Room::PlayedByAi(int seat) const {
  const SeatKind kind = seats_[static_cast<std::size_t>(seat)].kind;
  return kind == SeatKind::kAi || kind == SeatKind::kAiForPerson;
}

int Room::ToAct() const {
  if (stage_ != RoomStage::kPlaying || state_->phase() == engine::Phase::kDealOver || state_->IsTerminal()) return -1;
  return state_->CurrentSeat();
}

engine::Json Room::InfoJson(const std::vector<bool>& connected, int spectators) const {
  protocol::RoomInfo info;
  info.room = code_;
  info.stage = stage_;
  info.rounds = rounds_;
  info.rules = rules_;
  info.fill = ai::LevelId(fill_);
  info.clock = clock_seconds_;
  info.host = Host(connected);
  for (int i = 0; i < NumSeats(); ++i) {
    const RoomSeat& seat = seats_[static_cast<std::size_t>(i)];
    protocol::SeatInfo told;
    told.name = seat.name;
    told.kind = seat.kind;
    told.level = ai::LevelId(seat.level);
    told.connected = i < static_cast<int>(connected.size()) && connected[static_cast<std::size_t>(i)];
    told.arriving = seat.arriving_name;
    info.seats.push_back(std::move(told));
  }
  info.spectators = spectators;
  info.public_table = public_;
  info.lang = lang_;
  if (stage_ == RoomStage::kOver && !standings_.empty()) info.standings = standings_.Told(*state_);
  return protocol::RoomInfoJson(info, past_);
}

protocol::FrameNews Room::News(int from, const std::vector<engine::Event>& events, const std::vector<bool>& ready,
                               std::int64_t left_ms) const {
  protocol::FrameNews news{step(), from, &events, &ready, {}};
  news.extras.left_ms = left_ms;
  // Told with the action it was about only (never to someone joining: that is old news).
  if (from >= 0 && late_step_ > from && late_step_ <= step()) news.extras.late_seat = late_step_seat_;
  return news;
}

std::string Room::ViewText(int seat, int from, const std::vector<engine::Event>& events, const std::vector<bool>& ready,
                           std::int64_t left_ms) const {
  return protocol::ViewFrameText(engine::PublicView::Seen(*state_, seat), seat, &rules_json_, News(from, events, ready, left_ms));
}

std::string Room::StepText(int seat, const engine::State& told, int from, const std::vector<engine::Event>& events,
                           const std::vector<bool>& ready, std::int64_t left_ms) const {
  return protocol::StepFrameText(engine::PublicView::Seen(told, seat), engine::PublicView::Seen(*state_, seat), seat,
                                 News(from, events, ready, left_ms));
}

}  // namespace popejoan::server
