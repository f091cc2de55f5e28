#include "session/room_messages.h"

#include "engine/board.h"
#include "engine/json_fields.h"
#include "engine/public_view.h"
#include "engine/serialize.h"
#include "session/words/language.h"

namespace popejoan::session {
namespace {

constexpr std::size_t kMaxEvents = 4096;  // a deal tells a few hundred at most
constexpr std::int64_t kMaxStep = 1 << 30;

JsonLimits FrameLimits() {
  JsonLimits limits;
  limits.max_bytes = kMaxRoomFrameBytes;
  limits.max_values = 1u << 15;
  limits.max_depth = 16;
  return limits;
}

Json Message(const char* type) {
  Json j = Json::Object();
  j.Set("v", Json::Number(1));
  j.Set("type", Json::String(type));
  return j;
}

bool KnownKind(const std::string& kind) {
  return kind == "person" || kind == "ai" || kind == "empty" || kind == "ai-for-person";
}

Result<ServerMessage> ReadWelcome(JsonFields& root) {
  Welcome w;
  std::string role;
  root.String("room", &w.room);
  root.String("role", &role);
  root.Int("seat", -1, kMaxSeats - 1, &w.seat);
  root.String("token", &w.token, JsonFields::kOptional);
  root.String("rejoin", &w.rejoin, JsonFields::kOptional);
  if (root.ok() && role != "player" && role != "spectator") root.FailAt("role", NotTranslated("must be player or spectator"));
  if (!root.ok()) return Result<ServerMessage>::Error(root.error());
  w.spectator = role == "spectator";
  if (w.spectator) w.seat = -1;
  return ServerMessage(w);
}

Result<ServerMessage> ReadRoom(JsonFields& root) {
  RoomInfo info;
  root.String("room", &info.room);
  root.String("stage", &info.stage);
  root.Int("rounds", 1, 5, &info.rounds);
  root.String("fill", &info.fill, JsonFields::kOptional);
  root.Int("spectators", 0, 1 << 20, &info.spectators, JsonFields::kOptional);
  root.Int("clock", 0, 3600, &info.clock, JsonFields::kOptional);
  root.Int("host", -1, kMaxSeats - 1, &info.host, JsonFields::kOptional);
  root.Field("rules", [&](JsonFields& rules) {
    const Result<Rules> read = RulesFromJson(rules.json());
    if (!read.ok()) {
      rules.Fail(read.error());
    } else {
      info.rules = read.value();
    }
  });
  root.Array("seats", kMinSeats, kMaxSeats, [&](JsonFields& item) {
    RoomSeat seat;
    item.String("name", &seat.name, JsonFields::kOptional);
    item.String("kind", &seat.kind);
    item.String("level", &seat.level, JsonFields::kOptional);
    item.Bool("connected", &seat.connected, JsonFields::kOptional);
    if (item.ok() && !KnownKind(seat.kind)) item.FailAt("kind", NotTranslated("is not a seat's kind"));
    if (seat.name.size() > 64) seat.name.resize(64);
    info.seats.push_back(seat);
  });
  root.Object("standings", [&](JsonFields& told) {
    RoomStandings standings;
    told.Int("deals", 0, 1000, &standings.deals);
    told.Array("lines", 0, 64, [&](JsonFields& item) {
      SeatReport line;
      std::string kind;
      item.Int("seat", 0, kMaxSeats - 1, &line.seat);
      item.String("kind", &kind);
      item.String("name", &line.name, JsonFields::kOptional);
      item.Int("from", 1, 1000, &line.from_deal);
      item.Int("to", 0, 1000, &line.to_deal);
      item.Int("start", -1000000, 1000000, &line.start);
      item.Int("end", -1000000, 1000000, &line.end);
      item.Int("won", 0, 1000, &line.deals_won);
      line.human = kind != "ai";
      line.for_person = kind == "ai-for-person";
      if (line.name.size() > 64) line.name.resize(64);
      standings.lines.push_back(line);
    });
    info.standings = standings;
  }, JsonFields::kOptional);
  if (root.ok() && info.stage != "lobby" && info.stage != "playing" && info.stage != "over") {
    root.FailAt("stage", NotTranslated("must be lobby, playing or over"));
  }
  if (!root.ok()) return Result<ServerMessage>::Error(root.error());
  return ServerMessage(info);
}

Result<ServerMessage> ReadView(JsonFields& root) {
  RoomView view;
  root.Number("step", &view.step);
  root.Int("seat", -1, kMaxSeats - 1, &view.seat);
  root.Number("from", &view.from);
  root.Field("state", [&](JsonFields& state) {
    Result<State> read = PublicView::FromJson(state.json());
    if (!read.ok()) {
      state.Fail(read.error());
    } else {
      view.state = read.value();
    }
  });
  root.Array("events", 0, kMaxEvents, [&](JsonFields& item) {
    const Result<Event> e = EventFromWire(item.json());
    if (!e.ok()) {
      item.Fail(e.error());
    } else {
      view.events.push_back(e.value());
    }
  });
  // By seat, true or false; or the ready seats' numbers.
  root.Array("ready", 0, kMaxSeats, [&](JsonFields& item) {
    bool yes = false;
    int seat = static_cast<int>(item.index());
    if (item.json().is_number() ? item.GetInt(0, kMaxSeats - 1, &seat) && (yes = true) : item.GetBool(&yes)) {
      if (yes) view.ready |= 1u << seat;
    }
  }, JsonFields::kOptional);
  root.Int("left", 0, 3600 * 1000, &view.left_ms, JsonFields::kOptional);
  root.Int("late", 0, kMaxSeats - 1, &view.late, JsonFields::kOptional);
  if (root.ok() && (view.step < 0 || view.step > kMaxStep)) root.FailAt("step", NotTranslated("is out of range"));
  if (root.ok() && (view.from < -1 || view.from > view.step)) root.FailAt("from", NotTranslated("is out of range"));
  if (!root.ok()) return Result<ServerMessage>::Error(root.error());
  return ServerMessage(std::move(view));
}

Result<ServerMessage> ReadReaction(JsonFields& root) {
  RoomReaction r;
  root.Int("seat", 0, kMaxSeats - 1, &r.seat);
  root.String("reaction", &r.reaction);
  bool known = false;
  for (const char* id : kReactions) known = known || r.reaction == id;
  if (root.ok() && !known) root.FailAt("reaction", NotTranslated("is not a reaction"));
  if (!root.ok()) return Result<ServerMessage>::Error(root.error());
  return ServerMessage(r);
}

Result<ServerMessage> ReadError(JsonFields& root) {
  RoomError e;
  root.String("error", &e.error);
  root.String("message", &e.message, JsonFields::kOptional);
  if (!root.ok()) return Result<ServerMessage>::Error(root.error());
  return ServerMessage(e);
}

}  // namespace

Result<ServerMessage> ParseServerMessage(const std::string& text) {
  if (text.size() > kMaxRoomFrameBytes) return Result<ServerMessage>::Error(NotTranslated("the frame is too long"));
  const Result<Json> json = Json::Parse(text, FrameLimits());
  if (!json.ok()) return Result<ServerMessage>::Error(json.error());
  JsonFields root(json.value(), "", "frame");
  if (!json.value().is_object()) {
    root.Refuse(NotTranslated("a frame must be an object"));
    return Result<ServerMessage>::Error(root.error());
  }
  int version = 0;
  std::string type;
  root.Int("v", 1, 1, &version);
  root.String("type", &type);
  if (!root.ok()) return Result<ServerMessage>::Error(root.error());
  // Fields a later server adds are ignored: only the ones read are checked.
  if (type == "welcome") return ReadWelcome(root);
  if (type == "room") return ReadRoom(root);
  if (type == "view") return ReadView(root);
  if (type == "reaction") return ReadReaction(root);
  if (type == "error") return ReadError(root);
  return Result<ServerMessage>::Error(NotTranslated("unknown frame type: ") + type.substr(0, 32));
}

Json EventToWire(const Event& e) {
  Json j = Json::Array();
  for (const int v : {static_cast<int>(e.type), static_cast<int>(e.seat), static_cast<int>(e.other),
                      static_cast<int>(e.card), static_cast<int>(e.card2), static_cast<int>(e.comp)}) {
    j.Append(Json::Number(v));
  }
  j.Append(Json::Number(e.amount));
  return j;
}

Result<Event> EventFromWire(const Json& json) {
  if (!json.is_array() || json.items().size() != 7) return Result<Event>::Error(NotTranslated("an event must be a list of 7 numbers"));
  std::int64_t v[7];
  for (int i = 0; i < 7; ++i) {
    const Json& item = json.items()[static_cast<size_t>(i)];
    if (!item.is_number()) return Result<Event>::Error(NotTranslated("an event must be a list of 7 numbers"));
    v[i] = item.as_number();
  }
  const auto in = [](std::int64_t x, std::int64_t lo, std::int64_t hi) { return x >= lo && x <= hi; };
  if (!in(v[0], 0, static_cast<int>(EventType::kMatchEnd)) || !in(v[1], -1, kMaxSeats - 1) ||
      !in(v[2], -1, kMaxSeats - 1) || !in(v[3], -1, kNumCards - 1) || !in(v[4], -1, kNumCards - 1) ||
      !in(v[5], -1, kNumCompartments - 1) || !in(v[6], -100000000, 100000000)) {
    return Result<Event>::Error(NotTranslated("an event's value is out of range"));
  }
  Event e;
  e.type = static_cast<EventType>(v[0]);
  e.seat = static_cast<std::int8_t>(v[1]);
  e.other = static_cast<std::int8_t>(v[2]);
  e.card = static_cast<Card>(v[3]);
  e.card2 = static_cast<Card>(v[4]);
  e.comp = static_cast<std::int8_t>(v[5]);
  e.amount = static_cast<std::int32_t>(v[6]);
  return e;
}

std::string CreateRoomMessage(const std::string& name, const Rules& rules, int rounds,
                              const std::vector<RoomSeatRequest>& seats, ai::Level fill, int clock) {
  Json j = Message("create");
  j.Set("name", Json::String(name));
  j.Set("rules", RulesToJson(rules));
  j.Set("rounds", Json::Number(rounds));
  Json list = Json::Array();
  for (const RoomSeatRequest& seat : seats) {
    Json s = Json::Object();
    s.Set("kind", Json::String(seat.person ? "person" : "ai"));
    if (!seat.person) s.Set("level", Json::String(ai::LevelId(seat.level)));
    list.Append(std::move(s));
  }
  j.Set("seats", std::move(list));
  j.Set("fill", Json::String(ai::LevelId(fill)));
  j.Set("clock", Json::Number(clock));
  return j.Dump();
}

std::string HelloMessage(const std::string& room, const std::string& token, const std::string& name,
                         const std::string& rejoin) {
  Json j = Message("hello");
  j.Set("room", Json::String(room));
  if (!token.empty()) j.Set("token", Json::String(token));
  if (!rejoin.empty()) j.Set("rejoin", Json::String(rejoin));
  if (!name.empty()) j.Set("name", Json::String(name));
  return j.Dump();
}

std::string TakeSeatMessage(int seat, const std::string& name) {
  Json j = Message("take-seat");
  j.Set("seat", Json::Number(seat));
  j.Set("name", Json::String(name));
  return j.Dump();
}

std::string StartMessage() { return Message("start").Dump(); }

std::string ActMessage(std::int64_t step, Action action) {
  Json j = Message("act");
  j.Set("step", Json::Number(step));
  j.Set("action", Json::Number(action));
  return j.Dump();
}

std::string ReactMessage(const std::string& reaction) {
  Json j = Message("react");
  j.Set("reaction", Json::String(reaction));
  return j.Dump();
}

std::string PlayAgainMessage() { return Message("play-again").Dump(); }

std::string FreeSeatMessage(int seat) {
  Json j = Message("free-seat");
  j.Set("seat", Json::Number(seat));
  return j.Dump();
}

std::string BackMessage() { return Message("back").Dump(); }

}  // namespace popejoan::session
