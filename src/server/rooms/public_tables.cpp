#include "server/rooms/public_tables.h"

#include <algorithm>

#include "protocol/vocabulary.h"

namespace popejoan::server {

RoomRequest QuickPlayTable(const std::string& name, const std::string& lang) {
  RoomRequest request;
  request.name = name;
  request.rules = engine::RulesForPreset(engine::Preset::kClassic);
  request.rounds = 1;
  request.fill = ai::Level::kCasual;
  request.seats.assign(4, RoomSeat{"", SeatKind::kAi, ai::Level::kCasual, "", "", ""});
  request.clock_seconds = protocol::kPublicTableClock;
  request.public_table = true;
  request.lang = lang;
  return request;
}

std::string FullestTable(const std::vector<TableOffer>& offers) {
  const TableOffer* best = nullptr;
  for (const TableOffer& offer : offers) {
    if (best == nullptr || offer.people > best->people || (offer.people == best->people && offer.code < best->code)) {
      best = &offer;
    }
  }
  return best == nullptr ? "" : best->code;
}

protocol::TableSummary SummaryOf(const Room& room) {
  protocol::TableSummary table;
  table.room = room.code();
  table.seats = room.NumSeats();
  table.people = room.People();
  table.ai = table.seats - table.people;
  table.clock = room.clock_seconds();
  table.lang = room.lang();
  table.preset = engine::PresetId(room.rules().preset);
  table.waiting = room.stage() == RoomStage::kLobby;
  if (room.HasMatch()) {
    table.deals = std::max(1, room.state().NumDeals());
    table.deal = std::min(table.deals, room.state().DealIndex() + 1);
  }
  return table;
}

protocol::TablesList ListOf(std::vector<protocol::TableSummary> open) {
  std::sort(open.begin(), open.end(), [](const protocol::TableSummary& a, const protocol::TableSummary& b) {
    return a.people != b.people ? a.people > b.people : a.room < b.room;
  });
  protocol::TablesList list;
  list.open = static_cast<int>(open.size());
  if (open.size() > static_cast<std::size_t>(protocol::kMaxListedTables)) open.resize(protocol::kMaxListedTables);
  list.tables = std::move(open);
  return list;
}

std::string SummariesText(const std::vector<protocol::TableSummary>& tables) {
  engine::Json list = engine::Json::Array();
  for (const protocol::TableSummary& table : tables) list.Append(protocol::TableSummaryJson(table));
  return list.Dump();
}

namespace {

bool ReadSummary(const engine::Json& j, protocol::TableSummary* table) {
  if (!j.is_object()) return false;
  auto text = [&](const char* key, std::string* out) {
    const engine::Json* v = j.Find(key);
    if (v == nullptr || !v->is_string() || v->as_string().size() > 32) return false;
    *out = v->as_string();
    return true;
  };
  auto number = [&](const char* key, int lo, int hi, int* out) {
    const engine::Json* v = j.Find(key);
    if (v == nullptr || !v->is_number() || v->as_number() < lo || v->as_number() > hi) return false;
    *out = static_cast<int>(v->as_number());
    return true;
  };
  const engine::Json* waiting = j.Find("waiting");
  table->waiting = waiting != nullptr && waiting->is_bool() && waiting->as_bool();
  return text("room", &table->room) && text("preset", &table->preset) && text("lang", &table->lang) &&
         number("seats", engine::kMinSeats, engine::kMaxSeats, &table->seats) &&
         number("people", 0, engine::kMaxSeats, &table->people) && number("ai", 0, engine::kMaxSeats, &table->ai) &&
         number("deal", 1, 1000, &table->deal) && number("deals", 1, 1000, &table->deals) &&
         number("clock", 0, 3600, &table->clock);
}

}  // namespace

std::vector<protocol::TableSummary> SummariesFrom(const std::string& text) {
  std::vector<protocol::TableSummary> tables;
  engine::JsonLimits limits;  // a server's thousands of tables: about 150 bytes and 10 values each
  limits.max_bytes = 8u << 20;
  limits.max_values = 1u << 20;
  engine::Result<engine::Json> read = engine::Json::Parse(text, limits);
  if (!read.ok() || !read->is_array()) return tables;
  for (const engine::Json& item : read->items()) {
    protocol::TableSummary table;
    if (ReadSummary(item, &table)) tables.push_back(std::move(table));
  }
  return tables;
}

std::string FullestOpenTable(const std::vector<protocol::TableSummary>& tables, const std::string& lang) {
  std::vector<TableOffer> offers;
  for (const protocol::TableSummary& table : tables) {
    // A table waiting for its host to start is no quick play: it could wait long.
    if (table.lang == lang && !table.waiting && table.ai > 0 && table.people > 0) offers.push_back(TableOffer{table.room, table.people});
  }
  return FullestTable(offers);
}

}  // namespace popejoan::server
