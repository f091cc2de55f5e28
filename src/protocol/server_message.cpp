#include "protocol/server_message.h"

#include <utility>

#include "engine/board.h"
#include "engine/json_fields.h"
#include "engine/number_text.h"
#include "engine/public_view.h"
#include "engine/serialize.h"
#include "protocol/client_message.h"

namespace popejoan::protocol {
namespace {

constexpr std::size_t kMaxEvents = 4096;  // a deal tells a few hundred at most
constexpr std::int64_t kMaxStep = 1 << 30;

engine::JsonLimits FrameLimits() {
  engine::JsonLimits limits;
  limits.max_bytes = kMaxServerFrameBytes;
  limits.max_values = 1u << 15;
  limits.max_depth = 16;
  return limits;
}

engine::Json Message(const char* type) {
  engine::Json j = engine::Json::Object();
  j.Set("v", engine::Json::Number(kProtocolVersion));
  j.Set("type", engine::Json::String(type));
  return j;
}

// A seat kind's id at `key`, into *out.
void ReadKind(engine::JsonFields& item, SeatKind* out) {
  std::string kind;
  if (item.String("kind", &kind) && !ParseSeatKind(kind, out)) item.FailAt("kind", "is not a seat's kind");
}

void CutName(std::string* name) {
  if (name->size() > kMaxReadNameBytes) name->resize(kMaxReadNameBytes);
}

engine::Result<ServerMessage> ReadWelcome(engine::JsonFields& root) {
  Welcome w;
  std::string role;
  root.String("room", &w.room);
  root.String("role", &role);
  root.Int("seat", -1, engine::kMaxSeats - 1, &w.seat);
  root.String("token", &w.token, engine::JsonFields::kOptional);
  root.String("rejoin", &w.rejoin, engine::JsonFields::kOptional);
  root.Int("arriving", -1, engine::kMaxSeats - 1, &w.arriving, engine::JsonFields::kOptional);
  if (root.ok() && role != "player" && role != "spectator") root.FailAt("role", std::string("must be player or spectator"));
  if (!root.ok()) return engine::Result<ServerMessage>::Error(root.error());
  w.spectator = role == "spectator";
  if (w.spectator) w.seat = -1;
  return ServerMessage(w);
}

engine::Result<ServerMessage> ReadTables(engine::JsonFields& root) {
  TablesList list;
  root.Int("open", 0, 1 << 24, &list.open);
  root.Array("tables", 0, kMaxListedTables, [&](engine::JsonFields& item) {
    TableSummary& table = list.tables.emplace_back();
    item.String("room", &table.room);
    item.String("preset", &table.preset);
    item.Int("seats", engine::kMinSeats, engine::kMaxSeats, &table.seats);
    item.Int("people", 0, engine::kMaxSeats, &table.people);
    item.Int("ai", 0, engine::kMaxSeats, &table.ai);
    item.Int("deal", 1, 1000, &table.deal);
    item.Int("deals", 1, 1000, &table.deals);
    item.Int("clock", 0, 3600, &table.clock);
    item.String("lang", &table.lang);
    item.Bool("waiting", &table.waiting, engine::JsonFields::kOptional);
    if (table.room.size() > 32) table.room.resize(32);
    if (table.preset.size() > 32) table.preset.resize(32);
    if (table.lang.size() > 8) table.lang.resize(8);
  });
  if (!root.ok()) return engine::Result<ServerMessage>::Error(root.error());
  return ServerMessage(std::move(list));
}

engine::Result<ServerMessage> ReadRoom(engine::JsonFields& root) {
  RoomInfo info;
  std::string stage;
  root.String("room", &info.room);
  root.String("stage", &stage);
  root.Int("rounds", 1, 5, &info.rounds);
  root.String("fill", &info.fill, engine::JsonFields::kOptional);
  root.Int("spectators", 0, 1 << 20, &info.spectators, engine::JsonFields::kOptional);
  root.Int("clock", 0, 3600, &info.clock, engine::JsonFields::kOptional);
  root.Int("host", -1, engine::kMaxSeats - 1, &info.host, engine::JsonFields::kOptional);
  root.Bool("public", &info.public_table, engine::JsonFields::kOptional);
  root.String("lang", &info.lang, engine::JsonFields::kOptional);
  root.Field("rules", [&](engine::JsonFields& rules) {
    const engine::Result<engine::Rules> read = RulesFromJson(rules.json());
    if (!read.ok()) {
      rules.Fail(read.error());
    } else {
      info.rules = read.value();
    }
  });
  // Each seat, line and holder is read in its place (no copy made and moved: the page is smaller).
  root.Array("seats", engine::kMinSeats, engine::kMaxSeats, [&](engine::JsonFields& item) {
    SeatInfo& seat = info.seats.emplace_back();
    item.String("name", &seat.name, engine::JsonFields::kOptional);
    ReadKind(item, &seat.kind);
    item.String("level", &seat.level, engine::JsonFields::kOptional);
    item.Bool("connected", &seat.connected, engine::JsonFields::kOptional);
    item.String("arriving", &seat.arriving, engine::JsonFields::kOptional);
    CutName(&seat.name);
    CutName(&seat.arriving);
  });
  root.Object("standings", [&](engine::JsonFields& told) {
    Standings& standings = info.standings.emplace();
    told.Int("deals", 0, 1000, &standings.deals);
    told.Array("lines", 0, 64, [&](engine::JsonFields& item) {
      StandingsLine& line = standings.lines.emplace_back();
      item.Int("seat", 0, engine::kMaxSeats - 1, &line.seat);
      ReadKind(item, &line.kind);
      item.String("name", &line.name, engine::JsonFields::kOptional);
      item.Int("from", 1, 1000, &line.from);
      item.Int("to", 0, 1000, &line.to);
      item.Int("start", -1000000, 1000000, &line.start);
      item.Int("end", -1000000, 1000000, &line.end);
      item.Int("won", 0, 1000, &line.won);
      CutName(&line.name);
    });
  }, engine::JsonFields::kOptional);
  if (root.ok() && !ParseRoomStage(stage, &info.stage)) {
    root.FailAt("stage", std::string("must be lobby, playing or over"));
  }
  if (!root.ok()) return engine::Result<ServerMessage>::Error(root.error());
  return ServerMessage(info);
}

// A view's "state", or a step's "set" and "check".
void ReadSeen(engine::JsonFields& root, bool step, RoomView* view) {
  if (step) {
    root.Field("set", [&](engine::JsonFields& set) {
      if (!set.json().is_object()) set.Fail("must be an object");
    });
    root.Text("check", [&](const std::string& text) { return engine::ParseHex(text, &view->check); }, "16 hex digits");
    return;
  }
  // Its hidden cards are dealt back, and every check made, as the tracker takes it (ViewTracker).
  root.Field("state", [&](engine::JsonFields& state) {
    engine::Result<engine::SeatView> seen = engine::PublicView::SeenFromJson(state.json());
    if (!seen.ok()) {
      state.Fail(seen.error());
    } else {
      view->seen = std::move(*seen);
    }
  });
}

// `doc`: the frame's document, which the step's "set" is moved out of once all is read.
// `events`: false when the frame was parsed without them (ParseServerMessageWithoutEvents).
engine::Result<ServerMessage> ReadView(engine::JsonFields& root, bool step, bool events, engine::Json* doc) {
  RoomView view;
  root.Number("step", &view.step);
  root.Int("seat", -1, engine::kMaxSeats - 1, &view.seat);
  root.Number("from", &view.from);
  ReadSeen(root, step, &view);
  if (events) {
    root.Array("events", 0, kMaxEvents, [&](engine::JsonFields& item) {
      const engine::Result<engine::Event> e = EventFromWire(item.json());
      if (!e.ok()) {
        item.Fail(e.error());
      } else {
        view.events.push_back(e.value());
      }
    });
  }
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
  if (root.ok() && (view.step < 0 || view.step > kMaxStep)) root.FailAt("step", std::string("is out of range"));
  if (root.ok() && (view.from < (step ? 0 : -1) || view.from > view.step)) root.FailAt("from", std::string("is out of range"));
  if (!root.ok()) return engine::Result<ServerMessage>::Error(root.error());
  if (step) view.set = doc->Take("set");
  return ServerMessage(std::move(view));
}

engine::Result<ServerMessage> ReadReaction(engine::JsonFields& root) {
  RoomReaction r;
  std::string reaction;
  root.Int("seat", 0, engine::kMaxSeats - 1, &r.seat);
  root.String("reaction", &reaction);
  if (root.ok() && !ParseReaction(reaction, &r.reaction)) root.FailAt("reaction", std::string("is not a reaction"));
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

// `json`: the frame parsed, with its events unless `events` is false.
engine::Result<ServerMessage> Read(engine::Result<engine::Json> json, bool events) {
  if (!json.ok()) return engine::Result<ServerMessage>::Error(json.error());
  engine::JsonFields root(json.value(), "", "frame");
  if (!json.value().is_object()) {
    root.Refuse(std::string("a frame must be an object"));
    return engine::Result<ServerMessage>::Error(root.error());
  }
  int version = 0;
  std::string type;
  root.String("type", &type, engine::JsonFields::kOptional);
  // An error is read in any version: a server of another version says why it refused this page.
  root.Int("v", type == "error" ? 1 : kProtocolVersion, type == "error" ? 1 << 20 : kProtocolVersion, &version);
  root.String("type", &type);
  if (!root.ok()) return engine::Result<ServerMessage>::Error(root.error());
  // Fields a later server adds are ignored: only the ones read are checked.
  if (type == "welcome") return ReadWelcome(root);
  if (type == "room") return ReadRoom(root);
  if (type == "view" || type == "step") return ReadView(root, type == "step", events, &json.value());
  if (type == "reaction") return ReadReaction(root);
  if (type == "error") return ReadError(root);
  if (type == "tables") return ReadTables(root);
  return engine::Result<ServerMessage>::Error(std::string("unknown frame type: ") + type.substr(0, 32));
}

// A frame's length checked before `parse` reads it. The parser comes as a function so the page,
// which never leaves the events out, links no code that does.
template <typename Parse>
engine::Result<ServerMessage> ReadFrame(const std::string& text, bool events, Parse parse) {
  if (text.size() > kMaxServerFrameBytes) return engine::Result<ServerMessage>::Error(std::string("the frame is too long"));
  return Read(parse(), events);
}

}  // namespace

engine::Result<ServerMessage> ParseServerMessage(const std::string& text) {
  return ReadFrame(text, true, [&] { return engine::Json::Parse(text, FrameLimits()); });
}

engine::Result<ServerMessage> ParseServerMessageWithoutEvents(const std::string& text) {
  return ReadFrame(text, false, [&] { return engine::Json::ParseWithout(text, "events", FrameLimits()); });
}

engine::Result<SeatsHistory> ParseSeatsHistory(const std::string& text) {
  const engine::Result<engine::Json> json = engine::Json::Parse(text, FrameLimits());
  if (!json.ok()) return engine::Result<SeatsHistory>::Error(json.error());
  engine::JsonFields root(json.value(), "", "frame");
  SeatsHistory history;
  root.Array("seats", engine::kMinSeats, engine::kMaxSeats, [&](engine::JsonFields& item) {
    std::vector<EarlierHolder>& was = history.emplace_back();
    item.Array("was", 0, 64, [&](engine::JsonFields& told) {
      EarlierHolder& holder = was.emplace_back();
      told.String("name", &holder.name, engine::JsonFields::kOptional);
      ReadKind(told, &holder.kind);
      told.Int("deals", 0, 1000, &holder.deals);
      CutName(&holder.name);
    }, engine::JsonFields::kOptional);
  });
  if (!root.ok()) return engine::Result<SeatsHistory>::Error(root.error());
  return history;
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
  if (!json.is_array() || json.items().size() != 7) return engine::Result<engine::Event>::Error(std::string("an event must be a list of 7 numbers"));
  std::int64_t v[7];
  for (int i = 0; i < 7; ++i) {
    const engine::Json& item = json.items()[static_cast<size_t>(i)];
    if (!item.is_number()) return engine::Result<engine::Event>::Error(std::string("an event must be a list of 7 numbers"));
    v[i] = item.as_number();
  }
  const auto in = [](std::int64_t x, std::int64_t lo, std::int64_t hi) { return x >= lo && x <= hi; };
  if (!in(v[0], 0, static_cast<int>(engine::EventType::kMatchEnd)) || !in(v[1], -1, engine::kMaxSeats - 1) ||
      !in(v[2], -1, engine::kMaxSeats - 1) || !in(v[3], -1, engine::kNumCards - 1) || !in(v[4], -1, engine::kNumCards - 1) ||
      !in(v[5], -1, engine::kNumCompartments - 1) || !in(v[6], -100000000, 100000000)) {
    return engine::Result<engine::Event>::Error(std::string("an event's value is out of range"));
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

engine::Json TableSummaryJson(const TableSummary& table) {
  engine::Json j = engine::Json::Object();
  j.Set("room", engine::Json::String(table.room));
  j.Set("preset", engine::Json::String(table.preset));
  j.Set("seats", engine::Json::Number(table.seats));
  j.Set("people", engine::Json::Number(table.people));
  j.Set("ai", engine::Json::Number(table.ai));
  j.Set("deal", engine::Json::Number(table.deal));
  j.Set("deals", engine::Json::Number(table.deals));
  j.Set("clock", engine::Json::Number(table.clock));
  j.Set("lang", engine::Json::String(table.lang));
  if (table.waiting) j.Set("waiting", engine::Json::Bool(true));
  return j;
}

std::string TablesText(const TablesList& list) {
  engine::Json j = Message("tables");
  j.Set("open", engine::Json::Number(list.open));
  engine::Json tables = engine::Json::Array();
  for (const TableSummary& table : list.tables) tables.Append(TableSummaryJson(table));
  j.Set("tables", std::move(tables));
  return j.Dump();
}

std::string WelcomeText(const Welcome& w) {
  engine::Json j = Message("welcome");
  j.Set("room", engine::Json::String(w.room));
  j.Set("role", engine::Json::String(w.spectator ? "spectator" : "player"));
  j.Set("seat", engine::Json::Number(w.spectator ? -1 : w.seat));
  if (!w.spectator || w.arriving >= 0) j.Set("token", engine::Json::String(w.token));
  if (!w.spectator) j.Set("rejoin", engine::Json::String(w.rejoin));
  if (w.spectator && w.arriving >= 0) j.Set("arriving", engine::Json::Number(w.arriving));
  return j.Dump();
}

engine::Json StandingsJson(const Standings& told) {
  engine::Json standings = engine::Json::Object();
  standings.Set("deals", engine::Json::Number(told.deals));
  engine::Json lines = engine::Json::Array();
  for (const StandingsLine& line : told.lines) {
    engine::Json l = engine::Json::Object();
    l.Set("seat", engine::Json::Number(line.seat));
    l.Set("kind", engine::Json::String(SeatKindId(line.kind)));
    l.Set("name", engine::Json::String(line.name));
    l.Set("from", engine::Json::Number(line.from));
    l.Set("to", engine::Json::Number(line.to));
    l.Set("start", engine::Json::Number(line.start));
    l.Set("end", engine::Json::Number(line.end));
    l.Set("won", engine::Json::Number(line.won));
    lines.Append(std::move(l));
  }
  standings.Set("lines", std::move(lines));
  return standings;
}

engine::Json RoomInfoJson(const RoomInfo& info, const SeatsHistory& was) {
  engine::Json j = Message("room");
  j.Set("room", engine::Json::String(info.room));
  j.Set("stage", engine::Json::String(RoomStageId(info.stage)));
  j.Set("rounds", engine::Json::Number(info.rounds));
  j.Set("rules", RulesToJson(info.rules));
  j.Set("fill", engine::Json::String(info.fill));
  j.Set("clock", engine::Json::Number(info.clock));
  j.Set("host", engine::Json::Number(info.host));
  if (info.public_table) {
    j.Set("public", engine::Json::Bool(true));
    j.Set("lang", engine::Json::String(info.lang));
  }
  engine::Json seats = engine::Json::Array();
  for (std::size_t i = 0; i < info.seats.size(); ++i) {
    const SeatInfo& seat = info.seats[i];
    engine::Json s = engine::Json::Object();
    s.Set("name", engine::Json::String(seat.name));
    s.Set("kind", engine::Json::String(SeatKindId(seat.kind)));
    s.Set("level", engine::Json::String(seat.level));
    s.Set("connected", engine::Json::Bool(seat.connected));
    if (!seat.arriving.empty()) s.Set("arriving", engine::Json::String(seat.arriving));
    // Only once the seat changed hands in this match (the frame is as it was otherwise).
    if (i < was.size() && !was[i].empty()) {
      engine::Json holders = engine::Json::Array();
      for (const EarlierHolder& holder : was[i]) {
        engine::Json h = engine::Json::Object();
        h.Set("name", engine::Json::String(holder.name));
        h.Set("kind", engine::Json::String(SeatKindId(holder.kind)));
        h.Set("deals", engine::Json::Number(holder.deals));
        holders.Append(std::move(h));
      }
      s.Set("was", std::move(holders));
    }
    seats.Append(std::move(s));
  }
  j.Set("seats", std::move(seats));
  j.Set("spectators", engine::Json::Number(info.spectators));
  if (info.standings) j.Set("standings", StandingsJson(*info.standings));
  return j;
}

std::string ReactionText(const RoomReaction& r) {
  engine::Json j = Message("reaction");
  j.Set("seat", engine::Json::Number(r.seat));
  j.Set("reaction", engine::Json::String(ReactionId(r.reaction)));
  return j.Dump();
}

std::string ErrorText(const std::string& error, const std::string& message, int version) {
  engine::Json j = Message("error");
  j.Set("v", engine::Json::Number(version));
  j.Set("error", engine::Json::String(error));
  j.Set("message", engine::Json::String(ErrorMessageText(message)));
  return j.Dump();
}

}  // namespace popejoan::protocol
