#include "server/client_message.h"

#include <cstring>
#include <utility>

#include "engine/serialize.h"
#include "session/match_setup.h"

namespace popejoan::server {

namespace {

using R = Result<ClientMessage>;

constexpr const char* kTypeIds[] = {"create", "hello", "take-seat", "start", "act", "react", "play-again"};

const std::string* TextOf(const Json& j, const char* key) {
  const Json* v = j.Find(key);
  return v != nullptr && v->is_string() ? &v->as_string() : nullptr;
}

bool IntOf(const Json& j, const char* key, int64_t lo, int64_t hi, int* out) {
  const Json* v = j.Find(key);
  if (v == nullptr || !v->is_number() || v->as_number() < lo || v->as_number() > hi) return false;
  *out = static_cast<int>(v->as_number());
  return true;
}

bool PlayerLevel(const std::string* id, ai::Level* out) {
  return id != nullptr && ai::ParseLevel(*id, out) && ai::IsHonest(*out);
}

Status ReadSeats(const Json& seats, RoomRequest* request) {
  if (!seats.is_array() || seats.items().size() < 3 || seats.items().size() > static_cast<std::size_t>(kMaxSeats)) {
    return Status::Error("a room has 3 to 8 seats");
  }
  for (const Json& s : seats.items()) {
    const std::string* kind = TextOf(s, "kind");
    RoomSeat seat;
    if (kind != nullptr && *kind == "person") {
      seat.kind = SeatKind::kEmpty;
    } else if (kind != nullptr && *kind == "ai" && PlayerLevel(TextOf(s, "level"), &seat.level)) {
      seat.kind = SeatKind::kAi;
    } else {
      return Status::Error("a seat is a person or an AI of a player's level");
    }
    request->seats.push_back(seat);
  }
  return Status::Ok();
}

Status ReadCreate(const Json& j, ClientMessage* m) {
  const Json* rules = j.Find("rules");
  const Json* seats = j.Find("seats");
  if (rules == nullptr || seats == nullptr) return Status::Error("create needs rules and seats");
  Result<Rules> read = RulesFromJson(*rules);
  if (!read.ok()) return Status::Error(read.error());
  m->request.rules = *read;
  if (!IntOf(j, "rounds", 1, session::kMaxRounds, &m->request.rounds)) return Status::Error("rounds: 1 to 5");
  if (!PlayerLevel(TextOf(j, "fill"), &m->request.fill)) return Status::Error("fill: beginner, casual or expert");
  Status read_seats = ReadSeats(*seats, &m->request);
  if (!read_seats.ok()) return read_seats;
  m->request.name = m->name;
  return Validate(m->request.rules, static_cast<int>(m->request.seats.size()));
}

Status ReadFields(const Json& j, ClientMessage* m) {
  if (const std::string* name = TextOf(j, "name")) {
    Result<std::string> clean = CleanName(*name);
    if (!clean.ok()) return Status::Error(clean.error());
    m->name = *clean;
  }
  switch (m->type) {
    case ClientMessageType::kCreate:
      return ReadCreate(j, m);
    case ClientMessageType::kHello: {
      const std::string* room = TextOf(j, "room");
      const std::string* token = TextOf(j, "token");
      if (room == nullptr || room->size() > 32) return Status::Error("hello needs a room");
      m->room = *room;
      if (token != nullptr && token->size() <= 64) m->token = *token;
      return Status::Ok();
    }
    case ClientMessageType::kTakeSeat:
      return IntOf(j, "seat", 0, kMaxSeats - 1, &m->seat) ? Status::Ok() : Status::Error("take-seat needs a seat");
    case ClientMessageType::kAct: {
      int action = -1;
      if (!IntOf(j, "step", 0, 1 << 30, &m->step) || !IntOf(j, "action", 0, kActionNextDeal, &action)) {
        return Status::Error("act needs a step and an action");
      }
      m->action = static_cast<Action>(action);
      return Status::Ok();
    }
    case ClientMessageType::kReact: {
      const std::string* reaction = TextOf(j, "reaction");
      for (const char* known : kReactions) {
        if (reaction != nullptr && *reaction == known) m->reaction = known;
      }
      return m->reaction.empty() ? Status::Error("not a reaction on the list") : Status::Ok();
    }
    case ClientMessageType::kStart:
    case ClientMessageType::kPlayAgain:
      return Status::Ok();
  }
  return Status::Ok();
}

}  // namespace

Result<std::string> CleanName(const std::string& name) {
  if (name.size() > kMaxNameBytes) return Result<std::string>::Error("the name is too long");
  for (unsigned char c : name) {
    if (c < 0x20 || c == 0x7f) return Result<std::string>::Error("the name has a control character");
  }
  std::size_t begin = name.find_first_not_of(' ');
  if (begin == std::string::npos) return std::string();
  std::size_t end = name.find_last_not_of(' ');
  return name.substr(begin, end - begin + 1);
}

Result<ClientMessage> ParseClientMessage(const std::string& text) {
  if (text.size() > kMaxClientFrameBytes) return R::Error("the message is too long");
  JsonLimits limits;
  limits.max_bytes = kMaxClientFrameBytes;
  limits.max_values = 512;
  limits.max_depth = 8;
  Result<Json> json = Json::Parse(text, limits);
  if (!json.ok()) return R::Error(json.error());
  const Json* version = json->Find("v");
  if (!json->is_object() || version == nullptr || version->as_number() != kProtocolVersion) {
    return R::Error("not a version 1 message");
  }
  const std::string* type = TextOf(*json, "type");
  ClientMessage m;
  bool known = false;
  for (int t = 0; t < 7; ++t) {
    if (type != nullptr && *type == kTypeIds[t]) {
      m.type = static_cast<ClientMessageType>(t);
      known = true;
    }
  }
  if (!known) return R::Error("unknown message type");
  Status read = ReadFields(*json, &m);
  if (!read.ok()) return R::Error(read.message);
  return m;
}

}  // namespace popejoan::server
