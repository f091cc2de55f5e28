// The rooms' log in one SQLite file (WAL): what popejoan-server --db keeps its rooms in.
// One thread uses a store (the transport's, like the rooms); each call is done when it returns.
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "server/store/room_store.h"

struct sqlite3;
struct sqlite3_stmt;

namespace popejoan::server {

// How hard each Append waits for the disk. kFull (the server's) syncs the log at every commit,
// so an acknowledged action survives a power cut; kNormal only at checkpoints, which survives a
// killed process but may lose the last actions to a power cut (the benchmark compares them).
enum class Durability { kFull, kNormal };

class SqliteRoomStore : public RoomStore {
 public:
  // Opens (or creates) the store at `path`. Errors name the file: not a database, written by a
  // newer server, or SQLite's own message.
  static engine::Result<std::unique_ptr<SqliteRoomStore>> Open(const std::string& path,
                                                       Durability durability = Durability::kFull);
  ~SqliteRoomStore() override;
  SqliteRoomStore(const SqliteRoomStore&) = delete;
  SqliteRoomStore& operator=(const SqliteRoomStore&) = delete;

  // One transaction each (or the open batch's): the seq is checked against the stored count
  // inside it.
  engine::Status Append(const std::string& code, std::int64_t seq, const std::string& record) override;
  // Rooms in code order, records in seq order. A room is damaged (StoredRoom::damage) whose
  // records skip a number, one of which is not text, or that is listed with no record left; a
  // file SQLite cannot read (a damaged page) is an error, as the whole file is suspect then.
  engine::Result<std::vector<StoredRoom>> LoadAll() override;
  engine::Result<StoredRoom> LoadRoom(const std::string& code) override;
  engine::Status Remove(const std::string& code) override;
  bool CanBatch() const override { return true; }
  engine::Status BeginBatch() override;
  engine::Status CommitBatch() override;
  bool Holding() const override { return batch_open_; }
  std::string OpeningNote() const override { return opening_note_; }

  // The schema this build writes and reads; a file with a newer one is refused.
  static constexpr int kSchemaVersion = 1;

 private:
  struct Statements;
  SqliteRoomStore(std::string path, sqlite3* db);
  engine::Status Configure(Durability durability);
  engine::Status MigrateSchema();
  engine::Status MigrateInTransaction();
  engine::Status Prepare();
  engine::Status Fail(const std::string& what) const;  // the file + `what` + SQLite's last message
  engine::Status Run(sqlite3_stmt* statement, const std::string& what);  // steps once, resets
  // Runs `body` in one write transaction: all of it is kept, or none.
  engine::Status Transact(const std::string& what, const std::function<engine::Status()>& body);
  engine::Status AppendInTransaction(const std::string& code, std::int64_t seq, const std::string& record);
  engine::Status RemoveInTransaction(const std::string& code);
  // Runs `body` in the open batch; a failure rolls the whole batch back and closes it.
  engine::Status InBatch(const std::function<engine::Status()>& body);
  void RollBack();

  std::string path_;
  sqlite3* db_;
  std::unique_ptr<Statements> statements_;
  bool batch_open_ = false;
  bool created_ = false;       // Open wrote the tables: the file had none
  std::string opening_note_;   // OpeningNote()
};

}  // namespace popejoan::server
