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

engine::JsonLimits FrameLimits() {
  engine::JsonLimits limits;
  limits.max_bytes = kMaxRoomFrameBytes;
  limits.max_values = 1u << 15;
  limits.max_depth = 16;
  return limits;
}

engine::Json Message(const char* type) {
  engine::Json j = engine::Json::Object();
  j.Set("v", engine::Json::Number(1));
  j.Set("type", engine::Json::String(type));
  return j;
}

bool KnownKind(const std::string& kind) {
  return kind == "person" || kind == "ai" || kind == "empty" || kind == "ai-for-person";
}

engine::Result<ServerMessage> ReadWelcome(engine::JsonFields& root) {
  Welcome w;
  std::string role;
  root.String("room", &w.room);
  root.String("role", &role);
  root.Int("seat", -1, engine::kMaxSeats - 1, &w.seat);
  root.String("token", &w.token, engine::JsonFields::kOptional);
  root.String("rejoin", &w.rejoin, engine::JsonFields::kOptional);
  if (root.ok() && role != "player" && role != "spectator") root.FailAt("role", NotTranslated("must be player or spectator"));
  if (!root.ok()) return engine::Result<ServerMessage>::Error(root.error());
  w.spectator = role == "spectator";
  if (w.spectator) w.seat = -1;
  return ServerMessage(w);
}

engine::Result<ServerMessage> ReadRoom(engine::JsonFields& root) {
  RoomInfo info;
  root.String("room", &info.room);
  root.String("stage", &info.stage);
  root.Int("rounds", 1, 5, &info.rounds);
  root.String("fill", &info.fill, engine::JsonFields::kOptional);
  root.Int("spectators", 0, 1 << 20, &info.spectators, engine::JsonFields::kOptional);
  root.Int("clock", 0, 3600, &info.clock, engine::JsonFields::kOptional);
  root.Int("host", -1, engine::kMaxSeats - 1, &info.host, engine::JsonFields::kOptional);
  root.Field("rules", [&](engine::JsonFields& rules) {
    const engine::Result<engine::Rules> read = RulesFromJson(rules.json());
    if (!read.ok()) {
      rules.Fail(read.error());
    } else {
      info.rules = read.value();
    }
  });
  root.Array("seats", engine::kMinSeats, engine::kMaxSeats, [&](engine::JsonFields& item) {
    RoomSeat seat;
    item.String("name", &seat.name, engine::JsonFields::kOptional);
    item.String("kind", &seat.kind);
    item.String("level", &seat.level, engine::JsonFields::kOptional);
    item.Bool("connected", &seat.connected, engine::JsonFields::kOptional);
    if (item.ok() && !KnownKind(seat.kind)) item.FailAt("kind", NotTranslated("is not a seat's kind"));
    if (seat.name.size() > 64) seat.name.resize(64);
    info.seats.push_back(seat);
  });
  root.Object("standings", [&](engine::JsonFields& told) {
    RoomStandings standings;
    told.Int("deals", 0, 1000, &standings.deals);
    told.Array("lines", 0, 64, [&](engine::JsonFields& item) {
      SeatReport line;
      std::string kind;
      item.Int("seat", 0, engine::kMaxSeats - 1, &line.seat);
      item.String("kind", &kind);
      item.String("name", &line.name, engine::JsonFields::kOptional);
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
  }, engine::JsonFields::kOptional);
  if (root.ok() && info.stage != "lobby" && info.stage != "playing" && info.stage != "over") {
    root.FailAt("stage", NotTranslated("must be lobby, playing or over"));
  }
  if (!root.ok()) return engine::Result<ServerMessage>::Error(root.error());
  return ServerMessage(info);
}

engine::Result<ServerMessage> ReadView(engine::JsonFields& root) {
  RoomView view;
  root.Number("step", &view.step);
  root.Int("seat", -1, engine::kMaxSeats - 1, &view.seat);
  root.Number("from", &view.from);
  root.Field("state", [&](engine::JsonFields& state) {
    engine::Result<engine::State> read = engine::PublicView::FromJson(state.json());
    if (!read.ok()) {
      state.Fail(read.error());
    } else {
      view.state = read.value();
    }
  });
  root.Array("events", 0, kMaxEvents, [&](engine::JsonFields& item) {
    const engine::Result<engine::Event> e = EventFromWire(item.json());
    if (!e.ok()) {
      item.Fail(e.error());
    } else {
      view.events.push_back(e.value());
    }
  });
  // By seat, true or false; or the ready seats' numbers.
  root.Array("ready", 0, engine::kMaxSeats, [&](engine::JsonFields& item) {
    bool yes = false;
    int seat = static_cast<int>(item.index());
    if (item.json().is_number() ? item.GetInt(0, engine::kMaxSeats - 1, &seat) && (yes = true) : item.GetBool(&yes)) {
      if (yes) view.ready |= 1u << seat;
    }
  }, engine::JsonFields::kOptional);
  root.Int("left", 0, 3600 * 1000, &view.left_ms, engine::JsonFields::kOptional);
  root.Int("late", 0, engine::kMaxSeats - 1, &view.late, engine::JsonFields::kOptional);
  if (root.ok() && (view.step < 0 || view.step > kMaxStep)) root.FailAt("step", NotTranslated("is out of range"));
  if (root.ok() && (view.from < -1 || view.from > view.step)) root.FailAt("from", NotTranslated("is out of range"));
  if (!root.ok()) return engine::Result<ServerMessage>::Error(root.error());
  return ServerMessage(std::move(view));
}

engine::Result<ServerMessage> ReadReaction(engine::JsonFields& root) {
  RoomReaction r;
  root.Int("seat", 0, engine::kMaxSeats - 1, &r.seat);
  root.String("reaction", &r.reaction);
  bool known = false;
  for (const char* id : kReactions) known = known || r.reaction == id;
  if (root.ok() && !known) root.FailAt("reaction", NotTranslated("is not a reaction"));
  if (!root.ok()) return engine::Result<ServerMessage>::Error(root.error());
  return ServerMessage(r);
}

engine::Result<ServerMessage> ReadError(engine::JsonFields& root) {
  RoomError e;
  root.String("error", &e.error);
  root.String("message", &e.message, engine::JsonFields::kOptional);
  if (!root.ok()) return engine::Result<ServerMessage>::Error(root.error());
  return ServerMessage(e);
}

}  // namespace

engine::Result<ServerMessage> ParseServerMessage(const std::string& text) {
  if (text.size() > kMaxRoomFrameBytes) return engine::Result<ServerMessage>::Error(NotTranslated("the frame is too long"));
  const engine::Result<engine::Json> json = engine::Json::Parse(text, FrameLimits());
  if (!json.ok()) return engine::Result<ServerMessage>::Error(json.error());
  engine::JsonFields root(json.value(), "", "frame");
  if (!json.value().is_object()) {
    root.Refuse(NotTranslated("a frame must be an object"));
    return engine::Result<ServerMessage>::Error(root.error());
  }
  int version = 0;
  std::string type;
  root.Int("v", 1, 1, &version);
  root.String("type", &type);
  if (!root.ok()) return engine::Result<ServerMessage>::Error(root.error());
  // Fields a later server adds are ignored: only the ones read are checked.
  if (type == "welcome") return ReadWelcome(root);
  if (type == "room") return ReadRoom(root);
  if (type == "view") return ReadView(root);
  if (type == "reaction") return ReadReaction(root);
  if (type == "error") return ReadError(root);
  return engine::Result<ServerMessage>::Error(NotTranslated("unknown frame type: ") + type.substr(0, 32));
}

engine::Json EventToWire(const engine::Event& e) {
  engine::Json j = engine::Json::Array();
  for (const int v : {static_cast<int>(e.type), static_cast<int>(e.seat), static_cast<int>(e.other),
                      static_cast<int>(e.card), static_cast<int>(e.card2), static_cast<int>(e.comp)}) {
    j.Append(engine::Json::Number(v));
  }
  j.Append(engine::Json::Number(e.amount));
  return j;
}

engine::Result<engine::Event> EventFromWire(const engine::Json& json) {
  if (!json.is_array() || json.items().size() != 7) return engine::Result<engine::Event>::Error(NotTranslated("an event must be a list of 7 numbers"));
  std::int64_t v[7];
  for (int i = 0; i < 7; ++i) {
    const engine::Json& item = json.items()[static_cast<size_t>(i)];
    if (!item.is_number()) return engine::Result<engine::Event>::Error(NotTranslated("an event must be a list of 7 numbers"));
    v[i] = item.as_number();
  }
  const auto in = [](std::int64_t x, std::int64_t lo, std::int64_t hi) { return x >= lo && x <= hi; };
  if (!in(v[0], 0, static_cast<int>(engine::EventType::kMatchEnd)) || !in(v[1], -1, engine::kMaxSeats - 1) ||
      !in(v[2], -1, engine::kMaxSeats - 1) || !in(v[3], -1, engine::kNumCards - 1) || !in(v[4], -1, engine::kNumCards - 1) ||
      !in(v[5], -1, engine::kNumCompartments - 1) || !in(v[6], -100000000, 100000000)) {
    return engine::Result<engine::Event>::Error(NotTranslated("an event's value is out of range"));
  }
  engine::Event e;
  e.type = static_cast<engine::EventType>(v[0]);
  e.seat = static_cast<std::int8_t>(v[1]);
  e.other = static_cast<std::int8_t>(v[2]);
  e.card = static_cast<engine::Card>(v[3]);
  e.card2 = static_cast<engine::Card>(v[4]);
  e.comp = static_cast<std::int8_t>(v[5]);
  e.amount = static_cast<std::int32_t>(v[6]);
  return e;
}

std::string CreateRoomMessage(const std::string& name, const engine::Rules& rules, int rounds,
                              const std::vector<RoomSeatRequest>& seats, ai::Level fill, int clock) {
  engine::Json j = Message("create");
  j.Set("name", engine::Json::String(name));
  j.Set("rules", engine::RulesToJson(rules));
  j.Set("rounds", engine::Json::Number(rounds));
  engine::Json list = engine::Json::Array();
  for (const RoomSeatRequest& seat : seats) {
    engine::Json s = engine::Json::Object();
    s.Set("kind", engine::Json::String(seat.person ? "person" : "ai"));
    if (!seat.person) s.Set("level", engine::Json::String(ai::LevelId(seat.level)));
    list.Append(std::move(s));
  }
  j.Set("seats", std::move(list));
  j.Set("fill", engine::Json::String(ai::LevelId(fill)));
  j.Set("clock", engine::Json::Number(clock));
  return j.Dump();
}

std::string HelloMessage(const std::string& room, const std::string& token, const std::string& name,
                         const std::string& rejoin) {
  engine::Json j = Message("hello");
  j.Set("room", engine::Json::String(room));
  if (!token.empty()) j.Set("token", engine::Json::String(token));
  if (!rejoin.empty()) j.Set("rejoin", engine::Json::String(rejoin));
  if (!name.empty()) j.Set("name", engine::Json::String(name));
  return j.Dump();
}

std::string TakeSeatMessage(int seat, const std::string& name) {
  engine::Json j = Message("take-seat");
  j.Set("seat", engine::Json::Number(seat));
  j.Set("name", engine::Json::String(name));
  return j.Dump();
}

std::string StartMessage() { return Message("start").Dump(); }

std::string ActMessage(std::int64_t step, engine::Action action) {
  engine::Json j = Message("act");
  j.Set("step", engine::Json::Number(step));
  j.Set("action", engine::Json::Number(action));
  return j.Dump();
}

std::string ReactMessage(const std::string& reaction) {
  engine::Json j = Message("react");
  j.Set("reaction", engine::Json::String(reaction));
  return j.Dump();
}

std::string PlayAgainMessage() { return Message("play-again").Dump(); }

std::string FreeSeatMessage(int seat) {
  engine::Json j = Message("free-seat");
  j.Set("seat", engine::Json::Number(seat));
  return j.Dump();
}

std::string BackMessage() { return Message("back").Dump(); }

}  // namespace popejoan::session
