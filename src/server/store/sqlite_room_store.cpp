#include "server/store/sqlite_room_store.h"

#include <sqlite3.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <system_error>
#include <utility>

namespace popejoan::server {
namespace {

// How long a statement waits for a lock once the file is this server's. The server holds its file
// locked while it runs (Configure), so this is a last guard, not a queue.
constexpr int kBusyTimeoutMs = 5000;

struct StatementDeleter {
  void operator()(sqlite3_stmt* statement) const { sqlite3_finalize(statement); }
};
using Statement = std::unique_ptr<sqlite3_stmt, StatementDeleter>;

// Leaves a kept statement ready for its next use however the caller leaves.
class ResetOnExit {
 public:
  explicit ResetOnExit(sqlite3_stmt* statement) : statement_(statement) {}
  ~ResetOnExit() {
    sqlite3_reset(statement_);
    sqlite3_clear_bindings(statement_);
  }
  ResetOnExit(const ResetOnExit&) = delete;
  ResetOnExit& operator=(const ResetOnExit&) = delete;

 private:
  sqlite3_stmt* statement_;
};

void BindText(sqlite3_stmt* statement, int index, const std::string& text) {
  // SQLITE_STATIC: every bound string outlives the step that reads it.
  sqlite3_bind_text(statement, index, text.data(), static_cast<int>(text.size()), SQLITE_STATIC);
}

std::string ColumnText(sqlite3_stmt* statement, int column) {
  const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(statement, column));
  const int bytes = sqlite3_column_bytes(statement, column);
  return text == nullptr ? std::string() : std::string(text, static_cast<std::size_t>(bytes));
}

// The folder that holds `path` exists but this user may not write in it (SQLite says only
// "unable to open database file" of a new file there).
bool FolderReadOnly(const std::string& path) {
  std::error_code ec;
  std::filesystem::path folder = std::filesystem::path(path).parent_path();
  if (folder.empty()) folder = ".";
  return std::filesystem::is_directory(folder, ec) && access(folder.c_str(), W_OK) != 0;
}

std::string SeqText(const std::string& code, std::int64_t seq) {
  return "record " + std::to_string(seq) + " of room " + code;
}

constexpr char kNoRecordsLeft[] = "the room is listed but none of its records is left";

// Adds the row's record (its number in `column`, its text in the next) to `room`, or says why the
// room's records cannot be read as written: one is missing, or is not a number and a text. Only
// the first damage is said; the records after it are not kept.
void AddRecord(sqlite3_stmt* statement, int column, StoredRoom* room) {
  if (!room->damage.empty()) return;
  const std::string expected = std::to_string(room->records.size());
  if (sqlite3_column_type(statement, column) != SQLITE_INTEGER) {
    room->damage = "the record after record " + expected + " has no number";
    return;
  }
  const std::int64_t seq = sqlite3_column_int64(statement, column);
  if (seq != static_cast<std::int64_t>(room->records.size())) {
    room->damage = "record " + expected + " is missing (the next one stored is record " + std::to_string(seq) + ")";
    return;
  }
  if (sqlite3_column_type(statement, column + 1) != SQLITE_TEXT) {
    room->damage = "record " + expected + " is not text";
    return;
  }
  room->records.push_back(ColumnText(statement, column + 1));
}

}  // namespace

struct SqliteRoomStore::Statements {
  Statement begin;
  Statement commit;
  Statement rollback;
  Statement next_seq;
  Statement insert_room;
  Statement insert_record;
  Statement delete_records;
  Statement delete_room;
  Statement load_all;
  Statement load_one;
  Statement rooms_without_records;
  Statement room_listed;
};

SqliteRoomStore::SqliteRoomStore(std::string path, sqlite3* db)
    : path_(std::move(path)), db_(db), statements_(std::make_unique<Statements>()) {}

SqliteRoomStore::~SqliteRoomStore() {
  statements_.reset();  // finalized before the close, or the close would leave the file open
  sqlite3_close_v2(db_);
}

engine::Status SqliteRoomStore::Fail(const std::string& what) const {
  const int code = sqlite3_errcode(db_) & 0xff;
  if (code == SQLITE_NOTADB) {
    return engine::Status::Error(path_ + " is not a room store (not an SQLite database, or a damaged one): " +
                         sqlite3_errmsg(db_));
  }
  if (code == SQLITE_CORRUPT) {
    return engine::Status::Error(path_ + " is damaged: " + what + ": " + sqlite3_errmsg(db_));
  }
  if (code == SQLITE_READONLY) {
    return engine::Status::Error(path_ + " cannot be written (the file or its folder is read-only to this user): " + what +
                         ": " + sqlite3_errmsg(db_));
  }
  if (code == SQLITE_BUSY || code == SQLITE_LOCKED) {
    return engine::Status::Error(path_ + " is in use by another server (a room store serves one server at a time; " +
                                 "give each server its own file, or let servers share rooms in Redis with --store): " + what);
  }
  if (code == SQLITE_FULL) {
    return engine::Status::Error(path_ + ": the disk (or the file's size limit) is full: " + what + ": " + sqlite3_errmsg(db_));
  }
  return engine::Status::Error(path_ + ": " + what + ": " + sqlite3_errmsg(db_));
}

engine::Status SqliteRoomStore::Run(sqlite3_stmt* statement, const std::string& what) {
  ResetOnExit reset(statement);
  const int rc = sqlite3_step(statement);
  if (rc == SQLITE_DONE || rc == SQLITE_ROW) return engine::Status::Ok();
  return Fail(what);
}

namespace {

// Runs SQL text that returns at most one value, which `value` receives ("" when none).
int ExecValue(sqlite3* db, const char* sql, std::string* value) {
  return sqlite3_exec(
      db, sql,
      [](void* out, int columns, char** values, char**) {
        if (columns > 0 && values[0] != nullptr) *static_cast<std::string*>(out) = values[0];
        return 0;
      },
      value, nullptr);
}

}  // namespace

engine::Result<std::unique_ptr<SqliteRoomStore>> SqliteRoomStore::Open(const std::string& path,
                                                               Durability durability) {
  // Looked at before SQLite creates it: the log at start tells a new file from an empty one.
  std::error_code ec;
  const bool existed = std::filesystem::exists(path, ec);
  const std::uintmax_t bytes = existed ? std::filesystem::file_size(path, ec) : 0;
  sqlite3* db = nullptr;
  const int rc = sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE,
                                 nullptr);
  if (rc != SQLITE_OK) {
    const std::string message = db != nullptr ? sqlite3_errmsg(db) : sqlite3_errstr(rc);
    sqlite3_close_v2(db);
    if (FolderReadOnly(path)) {
      return engine::Result<std::unique_ptr<SqliteRoomStore>>::Error(
          path + " cannot be written (its folder is read-only to this user): " + message);
    }
    return engine::Result<std::unique_ptr<SqliteRoomStore>>::Error(path + ": cannot open the room store: " +
                                                           message);
  }
  std::unique_ptr<SqliteRoomStore> store(new SqliteRoomStore(path, db));
  // SQLite quietly opens a file it may not write for reading only: every room would then be
  // refused at its first record, so the server is refused at the start instead.
  if (sqlite3_db_readonly(db, "main") == 1) {
    return engine::Result<std::unique_ptr<SqliteRoomStore>>::Error(
        path + " cannot be written (the file is read-only to this user): the rooms could not be kept");
  }
  sqlite3_extended_result_codes(db, 1);
  // No wait while taking the file: a second server on it is refused at once (Configure).
  engine::Status status = store->Configure(durability);
  if (status.ok()) status = store->MigrateSchema();
  sqlite3_busy_timeout(db, kBusyTimeoutMs);
  if (status.ok()) status = store->Prepare();
  if (!status.ok()) return engine::Result<std::unique_ptr<SqliteRoomStore>>::Error(status.message);
  if (!existed) {
    store->opening_note_ = path + " is a new room store: starting with no rooms";
  } else if (store->created_ && bytes == 0 && !ec) {
    // The server never leaves its file empty (it writes its tables at once): emptied by
    // something else, or made empty by hand.
    store->opening_note_ = path + " is empty (0 bytes): starting with no rooms. The server never leaves its " +
                           "file empty: if it held rooms, they are lost (stop the server and put a backup in its place)";
  } else if (store->created_) {
    store->opening_note_ = path + " is an empty database (no tables): starting with no rooms";
  }
  return store;
}

engine::Status SqliteRoomStore::Configure(Durability durability) {
  // The first statement to read the file: a file that is not a database fails here.
  std::string mode;
  // The file is this server's alone while it runs: its locks are taken once, not for each record
  // (six fcntl calls a record otherwise, a quarter of the server's system calls at human pace),
  // and a second server on the same file is refused rather than sharing its rooms. Set before the
  // log is first read, so the log's index lives in this process's memory, with no -shm file.
  if (ExecValue(db_, "PRAGMA locking_mode=EXCLUSIVE", &mode) != SQLITE_OK) return Fail("cannot lock the file");
  if (ExecValue(db_, "PRAGMA journal_mode=WAL", &mode) != SQLITE_OK) {
    return Fail("cannot read the file or start its log");
  }
  if (mode != "wal") {
    return engine::Status::Error(path_ + ": cannot use a write-ahead log (the journal stays '" + mode + "')");
  }
  const char* sync =
      durability == Durability::kFull ? "PRAGMA synchronous=FULL" : "PRAGMA synchronous=NORMAL";
  if (sqlite3_exec(db_, sync, nullptr, nullptr, nullptr) != SQLITE_OK) {
    return Fail("cannot set how the log is synced");
  }
  return engine::Status::Ok();
}

engine::Status SqliteRoomStore::MigrateSchema() {
  if (sqlite3_exec(db_, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr) != SQLITE_OK) {
    return Fail("cannot read the schema");
  }
  engine::Status status = MigrateInTransaction();
  if (status.ok() && sqlite3_exec(db_, "COMMIT", nullptr, nullptr, nullptr) != SQLITE_OK) {
    status = Fail("cannot write the schema");
  }
  if (!status.ok() && sqlite3_get_autocommit(db_) == 0) {
    sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
  }
  return status;
}

engine::Status SqliteRoomStore::MigrateInTransaction() {
  std::string has_version;
  std::string other_tables;
  if (ExecValue(db_,
                "SELECT count(*) FROM sqlite_master WHERE type='table' AND name='schema_version'",
                &has_version) != SQLITE_OK ||
      ExecValue(db_,
                "SELECT count(*) FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%'",
                &other_tables) != SQLITE_OK) {
    return Fail("cannot read the schema");
  }
  if (has_version == "0" && other_tables != "0") {
    return engine::Status::Error(path_ + " is an SQLite database but not a room store (it has other tables)");
  }
  if (has_version == "0") {
    created_ = true;
    const char* create =
        "CREATE TABLE schema_version(version INTEGER NOT NULL);"
        "INSERT INTO schema_version(version) VALUES(1);"
        "CREATE TABLE rooms(code TEXT PRIMARY KEY NOT NULL, created INTEGER NOT NULL);"
        "CREATE TABLE records(code TEXT NOT NULL, seq INTEGER NOT NULL, body TEXT NOT NULL,"
        "                     PRIMARY KEY(code, seq));";
    if (sqlite3_exec(db_, create, nullptr, nullptr, nullptr) != SQLITE_OK) {
      return Fail("cannot create the tables");
    }
    return engine::Status::Ok();
  }
  std::string version;
  if (ExecValue(db_, "SELECT max(version) FROM schema_version", &version) != SQLITE_OK) {
    return Fail("cannot read the schema version");
  }
  if (version != std::to_string(kSchemaVersion)) {
    const bool newer = !version.empty() && std::atoll(version.c_str()) > kSchemaVersion;
    return engine::Status::Error(path_ + (newer ? " was written by a newer popejoan-server" :
                                          " has an unknown room store layout") +
                         " (schema version '" + version + "'; this server reads version " +
                         std::to_string(kSchemaVersion) + ")");
  }
  return engine::Status::Ok();
}

engine::Status SqliteRoomStore::Prepare() {
  const std::pair<Statement*, const char*> all[] = {
      {&statements_->begin, "BEGIN IMMEDIATE"},
      {&statements_->commit, "COMMIT"},
      {&statements_->rollback, "ROLLBACK"},
      {&statements_->next_seq, "SELECT coalesce(max(seq) + 1, 0) FROM records WHERE code = ?1"},
      {&statements_->insert_room, "INSERT INTO rooms(code, created) VALUES(?1, ?2)"},
      {&statements_->insert_record, "INSERT INTO records(code, seq, body) VALUES(?1, ?2, ?3)"},
      {&statements_->delete_records, "DELETE FROM records WHERE code = ?1"},
      {&statements_->delete_room, "DELETE FROM rooms WHERE code = ?1"},
      {&statements_->load_all, "SELECT code, seq, body FROM records ORDER BY code, seq"},
      {&statements_->load_one, "SELECT seq, body FROM records WHERE code = ?1 ORDER BY seq"},
      {&statements_->rooms_without_records,
       "SELECT code FROM rooms WHERE NOT EXISTS (SELECT 1 FROM records WHERE records.code = rooms.code)"},
      {&statements_->room_listed, "SELECT count(*) FROM rooms WHERE code = ?1"},
  };
  for (const auto& [statement, sql] : all) {
    sqlite3_stmt* prepared = nullptr;
    if (sqlite3_prepare_v3(db_, sql, -1, SQLITE_PREPARE_PERSISTENT, &prepared, nullptr) !=
        SQLITE_OK) {
      return Fail(std::string("cannot prepare '") + sql + "'");
    }
    statement->reset(prepared);
  }
  return engine::Status::Ok();
}

engine::Status SqliteRoomStore::Transact(const std::string& what, const std::function<engine::Status()>& body) {
  engine::Status status = Run(statements_->begin.get(), "cannot begin to " + what);
  if (!status.ok()) return status;
  status = body();
  if (status.ok()) status = Run(statements_->commit.get(), "cannot " + what);
  // A failed step or commit may leave the transaction open: nothing of it is kept.
  if (!status.ok()) RollBack();
  return status;
}

void SqliteRoomStore::RollBack() {
  // SQLite may have rolled back by itself (SQLITE_FULL, SQLITE_IOERR): only an open one.
  if (sqlite3_get_autocommit(db_) == 0) Run(statements_->rollback.get(), "cannot roll back");
}

engine::Status SqliteRoomStore::BeginBatch() {
  if (batch_open_) return engine::Status::Error(path_ + ": a batch is open already");
  engine::Status status = Run(statements_->begin.get(), "cannot begin a batch");
  if (!status.ok()) {
    RollBack();
    return status;
  }
  batch_open_ = true;
  return status;
}

engine::Status SqliteRoomStore::InBatch(const std::function<engine::Status()>& body) {
  engine::Status status = body();
  if (!status.ok()) {
    RollBack();
    batch_open_ = false;
  }
  return status;
}

engine::Status SqliteRoomStore::CommitBatch() {
  if (!batch_open_) return engine::Status::Ok();
  batch_open_ = false;
  engine::Status status = Run(statements_->commit.get(), "cannot store a batch of records");
  if (!status.ok()) RollBack();
  return status;
}

engine::Status SqliteRoomStore::Append(const std::string& code, std::int64_t seq,
                               const std::string& record) {
  if (record.size() > kMaxRecordBytes) {
    const engine::Status too_big = engine::Status::Error(path_ + ": " + SeqText(code, seq) + " is " +
                                         std::to_string(record.size()) + " bytes, over the limit of " +
                                         std::to_string(kMaxRecordBytes));
    return batch_open_ ? InBatch([&] { return too_big; }) : too_big;
  }
  if (batch_open_) return InBatch([&] { return AppendInTransaction(code, seq, record); });
  return Transact("store " + SeqText(code, seq),
                  [&] { return AppendInTransaction(code, seq, record); });
}

engine::Status SqliteRoomStore::AppendInTransaction(const std::string& code, std::int64_t seq,
                                            const std::string& record) {
  std::int64_t next = 0;
  {
    sqlite3_stmt* statement = statements_->next_seq.get();
    ResetOnExit reset(statement);
    BindText(statement, 1, code);
    if (sqlite3_step(statement) != SQLITE_ROW) return Fail("cannot count the records of " + code);
    next = sqlite3_column_int64(statement, 0);
  }
  if (seq != next) {
    return engine::Status::Error(path_ + ": room " + code + " expects record " + std::to_string(next) +
                         ", not " + std::to_string(seq));
  }
  if (seq == 0) {
    sqlite3_stmt* statement = statements_->insert_room.get();
    BindText(statement, 1, code);
    sqlite3_bind_int64(statement, 2, static_cast<sqlite3_int64>(std::time(nullptr)));
    engine::Status status = Run(statement, "cannot create room " + code);
    if (!status.ok()) return status;
  }
  sqlite3_stmt* statement = statements_->insert_record.get();
  BindText(statement, 1, code);
  sqlite3_bind_int64(statement, 2, seq);
  BindText(statement, 3, record);
  return Run(statement, "cannot store " + SeqText(code, seq));
}

engine::Result<std::vector<StoredRoom>> SqliteRoomStore::LoadAll() {
  using Rooms = engine::Result<std::vector<StoredRoom>>;
  std::vector<StoredRoom> rooms;
  {
    sqlite3_stmt* statement = statements_->load_all.get();
    ResetOnExit reset(statement);
    for (;;) {
      const int rc = sqlite3_step(statement);
      if (rc == SQLITE_DONE) break;
      if (rc != SQLITE_ROW) return Rooms::Error(Fail("cannot read the rooms").message);
      std::string code = ColumnText(statement, 0);
      if (rooms.empty() || rooms.back().code != code) rooms.push_back(StoredRoom{std::move(code), {}, ""});
      AddRecord(statement, 1, &rooms.back());
    }
  }
  // Listed as rooms, with no record left: damaged too (said, not silently gone).
  sqlite3_stmt* statement = statements_->rooms_without_records.get();
  ResetOnExit reset(statement);
  for (;;) {
    const int rc = sqlite3_step(statement);
    if (rc == SQLITE_DONE) break;
    if (rc != SQLITE_ROW) return Rooms::Error(Fail("cannot read the rooms").message);
    rooms.push_back(StoredRoom{ColumnText(statement, 0), {}, kNoRecordsLeft});
  }
  std::sort(rooms.begin(), rooms.end(), [](const StoredRoom& a, const StoredRoom& b) { return a.code < b.code; });
  return rooms;
}

engine::Result<StoredRoom> SqliteRoomStore::LoadRoom(const std::string& code) {
  StoredRoom room{code, {}, ""};
  {
    sqlite3_stmt* statement = statements_->load_one.get();
    ResetOnExit reset(statement);
    BindText(statement, 1, code);
    for (;;) {
      const int rc = sqlite3_step(statement);
      if (rc == SQLITE_DONE) break;
      if (rc != SQLITE_ROW) return engine::Result<StoredRoom>::Error(Fail("cannot read room " + code).message);
      AddRecord(statement, 0, &room);
    }
  }
  if (!room.records.empty() || !room.damage.empty()) return room;
  sqlite3_stmt* statement = statements_->room_listed.get();
  ResetOnExit reset(statement);
  BindText(statement, 1, code);
  const int rc = sqlite3_step(statement);
  if (rc != SQLITE_ROW) return engine::Result<StoredRoom>::Error(Fail("cannot read room " + code).message);
  if (sqlite3_column_int64(statement, 0) > 0) room.damage = kNoRecordsLeft;
  return room;
}

engine::Status SqliteRoomStore::Remove(const std::string& code) {
  if (batch_open_) return InBatch([&] { return RemoveInTransaction(code); });
  return Transact("remove room " + code, [&] { return RemoveInTransaction(code); });
}

engine::Status SqliteRoomStore::RemoveInTransaction(const std::string& code) {
  sqlite3_stmt* records = statements_->delete_records.get();
  BindText(records, 1, code);
  engine::Status status = Run(records, "cannot remove the records of room " + code);
  if (!status.ok()) return status;
  sqlite3_stmt* room = statements_->delete_room.get();
  BindText(room, 1, code);
  return Run(room, "cannot remove room " + code);
}

}  // namespace popejoan::server
