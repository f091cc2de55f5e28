#include "protocol/client_message.h"

#include <cstdio>
#include <cstring>
#include <utility>

#include "engine/json.h"
#include "engine/serialize.h"
#include "protocol/player_name.h"

namespace popejoan::protocol {

namespace {

using R = engine::Result<ClientMessage>;

constexpr const char* kTypeIds[kNumClientMessageTypes] = {"create", "hello", "take-seat", "start", "act",
                                                           "react", "play-again", "free-seat", "back", "resync",
                                                           "quick-play", "leave", "tables", "join-table"};
constexpr int kNumTypes = kNumClientMessageTypes;

// The fields each type may have besides "v" and "type" (docs/online.md), in kTypeIds' order.
constexpr std::size_t kMostFields = 8;
constexpr const char* kFieldsOf[][kMostFields] = {
    {"name", "rules", "rounds", "seats", "fill", "clock", "public", "lang"},  // create
    {"room", "token", "name", "rejoin"},                    // hello
    {"seat", "name"},                                       // take-seat
    {},                                                     // start
    {"step", "action"},                                     // act
    {"reaction"},                                           // react
    {},                                                     // play-again
    {"seat"},                                               // free-seat
    {},                                                     // back
    {},                                                     // resync
    {"name", "lang"},                                       // quick-play
    {},                                                     // leave
    {"lang"},                                               // tables
    {"room", "name"},                                       // join-table
};
static_assert(sizeof(kFieldsOf) / sizeof(kFieldsOf[0]) == kNumTypes, "a row of fields for each type");

bool Listed(const std::string& key, const char* const* list, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) {
    if (list[i] != nullptr && key == list[i]) return true;
  }
  return false;
}

// A field the type does not have is refused, named (a few printable bytes of it at most).
engine::Status CheckFields(const engine::Json& j, ClientMessageType type) {
  const auto& fields = kFieldsOf[static_cast<int>(type)];
  for (const engine::Json::Member& member : j.members()) {
    if (member.first == "v" || member.first == "type") continue;
    if (!Listed(member.first, fields, kMostFields)) {
      return engine::Status::Error(std::string(kTypeIds[static_cast<int>(type)]) + " has no field \"" +
                           engine::PrintableText(member.first, 24) + "\"");
    }
  }
  return engine::Status::Ok();
}

const std::string* TextOf(const engine::Json& j, const char* key) {
  const engine::Json* v = j.Find(key);
  return v != nullptr && v->is_string() ? &v->as_string() : nullptr;
}

bool IntOf(const engine::Json& j, const char* key, int64_t lo, int64_t hi, int* out) {
  const engine::Json* v = j.Find(key);
  if (v == nullptr || !v->is_number() || v->as_number() < lo || v->as_number() > hi) return false;
  *out = static_cast<int>(v->as_number());
  return true;
}

bool SeatLevel(const std::string* id, std::string* out) {
  if (id == nullptr || !IsSeatLevelId(*id)) return false;
  *out = *id;
  return true;
}

engine::Status ReadSeats(const engine::Json& seats, CreateRequest* request) {
  if (!seats.is_array() || seats.items().size() < 3 || seats.items().size() > static_cast<std::size_t>(engine::kMaxSeats)) {
    return engine::Status::Error("a room has 3 to 8 seats");
  }
  for (const engine::Json& s : seats.items()) {
    static const char* const kSeatFields[] = {"kind", "level"};
    if (!s.is_object()) return engine::Status::Error("a seat is an object");
    for (const engine::Json::Member& member : s.members()) {
      if (!Listed(member.first, kSeatFields, 2)) return engine::Status::Error("a seat has only a kind and a level");
    }
    const std::string* kind = TextOf(s, "kind");
    SeatRequest seat;
    if (kind != nullptr && *kind == SeatKindId(SeatKind::kPerson)) {
      seat.kind = SeatKind::kPerson;
    } else if (kind != nullptr && *kind == SeatKindId(SeatKind::kAi) && SeatLevel(TextOf(s, "level"), &seat.level)) {
      seat.kind = SeatKind::kAi;
    } else {
      return engine::Status::Error("a seat is a person or an AI of a player's level");
    }
    request->seats.push_back(seat);
  }
  return engine::Status::Ok();
}

engine::Status ReadCreate(const engine::Json& j, ClientMessage* m) {
  const engine::Json* rules = j.Find("rules");
  const engine::Json* seats = j.Find("seats");
  if (rules == nullptr || seats == nullptr) return engine::Status::Error("create needs rules and seats");
  engine::Result<engine::Rules> read = engine::RulesFromJson(*rules);
  if (!read.ok()) return engine::Status::Error(read.error());
  CreateRequest& request = m->create;
  request.rules = *read;
  if (!IntOf(j, "rounds", 1, kMaxRoomRounds, &request.rounds)) return engine::Status::Error("rounds: 1 to 5");
  if (!SeatLevel(TextOf(j, "fill"), &request.fill)) return engine::Status::Error("fill: beginner, casual or expert");
  // The turn clock: none unless asked for (a client from before the clock asks for none).
  const engine::Json* clock = j.Find("clock");
  if (clock != nullptr && (!clock->is_number() || clock->as_number() < 0 || !IsRoomClock(static_cast<std::uint64_t>(clock->as_number())))) {
    return engine::Status::Error("clock: 0, 30, 60 or 120 seconds");
  }
  request.clock = clock != nullptr ? static_cast<int>(clock->as_number()) : 0;
  // A public table: a preset's rules as they are, and a turn clock (no stalls among strangers).
  const engine::Json* is_public = j.Find("public");
  if (is_public != nullptr && !is_public->is_bool()) return engine::Status::Error("public: true or false");
  request.public_table = is_public != nullptr && is_public->as_bool();
  if (const std::string* lang = TextOf(j, "lang")) request.lang = *lang;
  if (!IsTableLanguage(request.lang)) return engine::Status::Error("lang: en or fr");
  if (request.public_table && request.clock == 0) return engine::Status::Error("a public table has a turn clock");
  if (request.public_table && !(request.rules == engine::RulesForPreset(request.rules.preset))) {
    return engine::Status::Error("a public table plays a preset's rules");
  }
  engine::Status read_seats = ReadSeats(*seats, &request);
  if (!read_seats.ok()) return read_seats;
  return Validate(request.rules, static_cast<int>(request.seats.size()));
}

engine::Status ReadFields(const engine::Json& j, ClientMessage* m, ErrorCode* error_code) {
  for (const char* text_field : {"name", "room", "token", "reaction", "fill", "rejoin", "lang"}) {
    const engine::Json* v = j.Find(text_field);
    if (v != nullptr && !v->is_string()) return engine::Status::Error(std::string(text_field) + " must be text");
  }
  if (const std::string* name = TextOf(j, "name")) {
    engine::Result<std::string> clean = CleanName(*name);
    if (!clean.ok()) {
      if (error_code != nullptr) *error_code = ErrorCode::kBadName;
      return engine::Status::Error(clean.error());
    }
    m->name = *clean;
  }
  switch (m->type) {
    case ClientMessageType::kCreate:
      return ReadCreate(j, m);
    case ClientMessageType::kHello: {
      const std::string* room = TextOf(j, "room");
      const std::string* token = TextOf(j, "token");
      if (room == nullptr || room->size() > 32) return engine::Status::Error("hello needs a room code");
      if (token != nullptr && token->size() > 64) return engine::Status::Error("the token is too long");
      const std::string* rejoin = TextOf(j, "rejoin");
      if (rejoin != nullptr && rejoin->size() > 32) return engine::Status::Error("the rejoin code is too long");
      if (token != nullptr && rejoin != nullptr) return engine::Status::Error("hello has a token or a rejoin code, not both");
      m->room = *room;
      if (token != nullptr) m->token = *token;
      if (rejoin != nullptr) m->rejoin = *rejoin;
      return engine::Status::Ok();
    }
    case ClientMessageType::kTakeSeat:
      return IntOf(j, "seat", 0, engine::kMaxSeats - 1, &m->seat) ? engine::Status::Ok() : engine::Status::Error("take-seat needs a seat");
    case ClientMessageType::kFreeSeat:
      return IntOf(j, "seat", 0, engine::kMaxSeats - 1, &m->seat) ? engine::Status::Ok() : engine::Status::Error("free-seat needs a seat");
    case ClientMessageType::kAct: {
      int action = -1;
      if (!IntOf(j, "step", 0, 1 << 30, &m->step) || !IntOf(j, "action", 0, engine::kActionNextDeal, &action)) {
        return engine::Status::Error("act needs a step and an action");
      }
      m->action = static_cast<engine::Action>(action);
      return engine::Status::Ok();
    }
    case ClientMessageType::kReact: {
      const std::string* reaction = TextOf(j, "reaction");
      return reaction != nullptr && ParseReaction(*reaction, &m->reaction) ? engine::Status::Ok()
                                                                          : engine::Status::Error("not a reaction on the list");
    }
    case ClientMessageType::kQuickPlay:
    case ClientMessageType::kTables: {
      const std::string* lang = TextOf(j, "lang");
      const bool optional = m->type == ClientMessageType::kTables;
      if ((lang == nullptr && !optional) || (lang != nullptr && !IsTableLanguage(*lang))) {
        return engine::Status::Error("lang: en or fr");
      }
      if (lang != nullptr) m->lang = *lang;
      return engine::Status::Ok();
    }
    case ClientMessageType::kJoinTable: {
      const std::string* room = TextOf(j, "room");
      if (room == nullptr || room->size() > 32) return engine::Status::Error("join-table needs a room code");
      m->room = *room;
      return engine::Status::Ok();
    }
    case ClientMessageType::kStart:
    case ClientMessageType::kPlayAgain:
    case ClientMessageType::kBack:
    case ClientMessageType::kResync:
    case ClientMessageType::kLeave:
      return engine::Status::Ok();
  }
  return engine::Status::Ok();
}

// The server's words for a refused name (the page says it in player words before it sends).
std::string NameProblemText(const CheckedName& checked) {
  char code[16];
  std::snprintf(code, sizeof code, " (U+%04X)", static_cast<unsigned>(checked.culprit));
  switch (checked.problem) {
    case NameProblem::kNone:
    case NameProblem::kEmpty: return "";
    case NameProblem::kNotText: return "the name is not UTF-8 text";
    case NameProblem::kTooLong:
      return "the name is over " + std::to_string(kMaxNameChars) + " characters or " +
             std::to_string(kMaxNameBytes) + " bytes";
    case NameProblem::kControl: return std::string("the name has a control character") + code;
    case NameProblem::kDirection: return std::string("the name has a direction control") + code;
    case NameProblem::kInvisible: return std::string("the name has an invisible character") + code;
    case NameProblem::kSymbol: return std::string("the name has a symbol or emoji") + code;
    case NameProblem::kBlank: return "the name has nothing visible";
    case NameProblem::kMarks: return std::string("the name has an accent on no letter, or over four on one") + code;
  }
  return "";
}

}  // namespace

engine::Result<std::string> CleanName(const std::string& name) {
  CheckedName checked = CheckPlayerName(name);
  if (checked.ok() || checked.problem == NameProblem::kEmpty) return std::move(checked.name);
  return engine::Result<std::string>::Error(NameProblemText(checked));
}

engine::Result<ClientMessage> ParseClientMessage(const std::string& text, ErrorCode* error_code, int* version) {
  if (error_code != nullptr) *error_code = ErrorCode::kBadMessage;
  if (version != nullptr) *version = kProtocolVersion;
  if (text.size() > kMaxClientFrameBytes) {
    return R::Error("the message is " + std::to_string(text.size()) + " bytes, more than " +
                    std::to_string(kMaxClientFrameBytes));
  }
  // The reader stops at the first value past either limit: a deep or wide frame costs no more
  // than its bytes (the builder counts values and open containers as it goes).
  engine::JsonLimits limits;
  limits.max_bytes = kMaxClientFrameBytes;
  limits.max_values = kMaxClientFrameValues;
  limits.max_depth = kMaxClientFrameDepth;
  engine::Result<engine::Json> json = engine::Json::Parse(text, limits);
  if (!json.ok()) return R::Error(ErrorMessageText(json.error()));
  const engine::Json* v = json->is_object() ? json->Find("v") : nullptr;
  if (v == nullptr || !v->is_number() || v->as_number() != kProtocolVersion) {
    // A page from before this version (a tab left open across an update): told to reload, in words it reads.
    if (v != nullptr && v->is_number() && v->as_number() >= 1 && v->as_number() < kProtocolVersion) {
      if (error_code != nullptr) *error_code = ErrorCode::kOldPage;
      if (version != nullptr) *version = static_cast<int>(v->as_number());
    }
    return R::Error("not a version " + std::to_string(kProtocolVersion) + " message");
  }
  const std::string* type = TextOf(*json, "type");
  ClientMessage m;
  bool known = false;
  for (int t = 0; t < kNumTypes; ++t) {
    if (type != nullptr && *type == kTypeIds[t]) {
      m.type = static_cast<ClientMessageType>(t);
      known = true;
    }
  }
  if (!known) return R::Error("unknown message type");
  engine::Status fields = CheckFields(*json, m.type);
  if (!fields.ok()) return R::Error(ErrorMessageText(fields.message));
  engine::Status read = ReadFields(*json, &m, error_code);
  if (!read.ok()) return R::Error(ErrorMessageText(read.message));
  return m;
}

std::string ErrorMessageText(const std::string& message) {
  return engine::PrintableText(message, kMaxErrorMessageBytes);
}

const char* ClientMessageTypeId(ClientMessageType type) { return kTypeIds[static_cast<int>(type)]; }

namespace {

// The page calls the helpers below directly: each writes its own frame (no ClientMessage is
// built on the page's path, which keeps the page small); ClientMessageText picks the helper.
engine::Json Message(ClientMessageType type) {
  engine::Json j = engine::Json::Object();
  j.Set("v", engine::Json::Number(kProtocolVersion));
  j.Set("type", engine::Json::String(ClientMessageTypeId(type)));
  return j;
}

}  // namespace

std::string ClientMessageText(const ClientMessage& m) {
  switch (m.type) {
    case ClientMessageType::kCreate: return CreateMessage(m.name, m.create);
    case ClientMessageType::kHello: return HelloMessage(m.room, m.token, m.name, m.rejoin);
    case ClientMessageType::kTakeSeat: return TakeSeatMessage(m.seat, m.name);
    case ClientMessageType::kStart: return StartMessage();
    case ClientMessageType::kAct: return ActMessage(m.step, m.action);
    case ClientMessageType::kReact: return ReactMessage(m.reaction);
    case ClientMessageType::kPlayAgain: return PlayAgainMessage();
    case ClientMessageType::kFreeSeat: return FreeSeatMessage(m.seat);
    case ClientMessageType::kBack: return BackMessage();
    case ClientMessageType::kResync: return ResyncMessage();
    case ClientMessageType::kQuickPlay: return QuickPlayMessage(m.name, m.lang);
    case ClientMessageType::kLeave: return LeaveMessage();
    case ClientMessageType::kTables: return TablesMessage(m.lang);
    case ClientMessageType::kJoinTable: return JoinTableMessage(m.room, m.name);
  }
  return "";
}

std::string CreateMessage(const std::string& name, const CreateRequest& request) {
  engine::Json j = Message(ClientMessageType::kCreate);
  j.Set("name", engine::Json::String(name));
  j.Set("rules", engine::RulesToJson(request.rules));
  j.Set("rounds", engine::Json::Number(request.rounds));
  engine::Json seats = engine::Json::Array();
  for (const SeatRequest& seat : request.seats) {
    engine::Json s = engine::Json::Object();
    s.Set("kind", engine::Json::String(SeatKindId(seat.kind)));
    if (seat.kind != SeatKind::kPerson) s.Set("level", engine::Json::String(seat.level));
    seats.Append(std::move(s));
  }
  j.Set("seats", std::move(seats));
  j.Set("fill", engine::Json::String(request.fill));
  j.Set("clock", engine::Json::Number(request.clock));
  if (request.public_table) {
    j.Set("public", engine::Json::Bool(true));
    j.Set("lang", engine::Json::String(request.lang));
  }
  return j.Dump();
}

std::string HelloMessage(const std::string& room, const std::string& token, const std::string& name,
                         const std::string& rejoin) {
  engine::Json j = Message(ClientMessageType::kHello);
  j.Set("room", engine::Json::String(room));
  if (!token.empty()) j.Set("token", engine::Json::String(token));
  if (!rejoin.empty()) j.Set("rejoin", engine::Json::String(rejoin));
  if (!name.empty()) j.Set("name", engine::Json::String(name));
  return j.Dump();
}

std::string TakeSeatMessage(int seat, const std::string& name) {
  engine::Json j = Message(ClientMessageType::kTakeSeat);
  j.Set("seat", engine::Json::Number(seat));
  j.Set("name", engine::Json::String(name));
  return j.Dump();
}

std::string StartMessage() { return Message(ClientMessageType::kStart).Dump(); }

std::string ActMessage(std::int64_t step, engine::Action action) {
  engine::Json j = Message(ClientMessageType::kAct);
  j.Set("step", engine::Json::Number(step));
  j.Set("action", engine::Json::Number(action));
  return j.Dump();
}

std::string ReactMessage(Reaction reaction) {
  engine::Json j = Message(ClientMessageType::kReact);
  j.Set("reaction", engine::Json::String(ReactionId(reaction)));
  return j.Dump();
}

std::string PlayAgainMessage() { return Message(ClientMessageType::kPlayAgain).Dump(); }

std::string FreeSeatMessage(int seat) {
  engine::Json j = Message(ClientMessageType::kFreeSeat);
  j.Set("seat", engine::Json::Number(seat));
  return j.Dump();
}

std::string BackMessage() { return Message(ClientMessageType::kBack).Dump(); }

std::string ResyncMessage() { return Message(ClientMessageType::kResync).Dump(); }

std::string QuickPlayMessage(const std::string& name, const std::string& lang) {
  engine::Json j = Message(ClientMessageType::kQuickPlay);
  j.Set("name", engine::Json::String(name));
  j.Set("lang", engine::Json::String(lang));
  return j.Dump();
}

std::string LeaveMessage() { return Message(ClientMessageType::kLeave).Dump(); }

std::string TablesMessage(const std::string& lang) {
  engine::Json j = Message(ClientMessageType::kTables);
  if (!lang.empty()) j.Set("lang", engine::Json::String(lang));
  return j.Dump();
}

std::string JoinTableMessage(const std::string& room, const std::string& name) {
  engine::Json j = Message(ClientMessageType::kJoinTable);
  j.Set("room", engine::Json::String(room));
  j.Set("name", engine::Json::String(name));
  return j.Dump();
}

}  // namespace popejoan::protocol
