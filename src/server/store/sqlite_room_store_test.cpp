// The SQLite store beyond the contract (room_store_test.cpp): a reopened file, a killed writer,
// and files that are not a room store.
#include "server/store/sqlite_room_store.h"

#include <gtest/gtest.h>
#include <poll.h>
#include <signal.h>
#include <sqlite3.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <fstream>
#include <iterator>
#include <string>

#include "server/testing/store_test_util.h"

namespace popejoan::server {
namespace {

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

void WriteFile(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

// Runs SQL on the file behind the store's back (a newer server, a damaged file).
void RawSql(const std::string& path, const std::string& sql) {
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  char* error = nullptr;
  const int rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &error);
  EXPECT_EQ(rc, SQLITE_OK) << (error != nullptr ? error : "");
  sqlite3_free(error);
  sqlite3_close(db);
}

std::string Record(std::int64_t seq) {
  return R"({"step":)" + std::to_string(seq) + R"(,"action":"play 7 of hearts"})";
}

// Each record is the one Record makes for its place: the log is whole and in order.
void ExpectRecordsInOrder(const std::vector<std::string>& records) {
  for (std::size_t seq = 0; seq < records.size(); ++seq) EXPECT_EQ(records[seq], Record(seq));
}

class SqliteRoomStoreTest : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(dir_.ok()); }
  std::unique_ptr<SqliteRoomStore> OpenOk() {
    auto store = SqliteRoomStore::Open(path_);
    EXPECT_TRUE(store.ok()) << store.error();
    return store.ok() ? std::move(*store) : nullptr;
  }
  // Opens the file anew: the store in `store`, every room it holds in `rooms`.
  void Reopen(std::unique_ptr<SqliteRoomStore>* store, std::vector<StoredRoom>* rooms) {
    *store = OpenOk();
    ASSERT_NE(*store, nullptr);
    auto loaded = (*store)->LoadAll();
    ASSERT_TRUE(loaded.ok()) << loaded.error();
    *rooms = std::move(*loaded);
  }

  TempDir dir_;
  std::string path_ = dir_.File("rooms.sqlite");
};

TEST_F(SqliteRoomStoreTest, AReopenedFileHasEveryRoomAndRecord) {
  {
    auto store = OpenOk();
    ASSERT_NE(store, nullptr);
    for (int seq = 0; seq < 3; ++seq) ASSERT_TRUE(store->Append("AAA", seq, Record(seq)).ok());
    ASSERT_TRUE(store->Append("BBB", 0, Record(0)).ok());
    ASSERT_TRUE(store->Append("CCC", 0, Record(0)).ok());
    ASSERT_TRUE(store->Remove("CCC").ok());
  }
  auto store = OpenOk();
  ASSERT_NE(store, nullptr);
  auto rooms = store->LoadAll();
  ASSERT_TRUE(rooms.ok()) << rooms.error();
  ASSERT_EQ(rooms->size(), 2u);
  EXPECT_EQ((*rooms)[0].code, "AAA");
  EXPECT_EQ((*rooms)[0].records, (std::vector<std::string>{Record(0), Record(1), Record(2)}));
  EXPECT_EQ((*rooms)[1].code, "BBB");
  // The sequence goes on from the file's count.
  EXPECT_FALSE(store->Append("AAA", 2, Record(2)).ok());
  EXPECT_TRUE(store->Append("AAA", 3, Record(3)).ok());
}

TEST_F(SqliteRoomStoreTest, TheFileIsInWalMode) {
  ASSERT_NE(OpenOk(), nullptr);
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(path_.c_str(), &db), SQLITE_OK);
  sqlite3_stmt* statement = nullptr;
  ASSERT_EQ(sqlite3_prepare_v2(db, "PRAGMA journal_mode", -1, &statement, nullptr), SQLITE_OK);
  ASSERT_EQ(sqlite3_step(statement), SQLITE_ROW);
  EXPECT_STREQ(reinterpret_cast<const char*>(sqlite3_column_text(statement, 0)), "wal");
  sqlite3_finalize(statement);
  sqlite3_close(db);
}

// The server acknowledges an action once Append returns: a server killed the next instant (no
// destructor, no flush) must still have it. A child process appends to one room and reports each
// record on a pipe after its Append returns; after `stop_after` records it either waits to be
// killed or goes on appending (so the kill lands mid-append). The parent kills it with SIGKILL on
// the last report. Returns the number of records reported.
std::int64_t AppendInAChildAndKillIt(const std::string& path, std::int64_t stop_after,
                                     bool keep_appending) {
  int fds[2];
  if (pipe(fds) != 0) return -1;
  const pid_t child = fork();
  if (child < 0) return -1;
  if (child == 0) {
    close(fds[0]);
    auto store = SqliteRoomStore::Open(path);
    if (!store.ok()) _exit(2);
    for (std::int64_t seq = 0; seq < 100000; ++seq) {
      if (!keep_appending && seq == stop_after) pause();  // until killed
      if (!(*store)->Append("KILLED", seq, Record(seq)).ok()) _exit(3);
      if (write(fds[1], &seq, sizeof seq) != sizeof seq) _exit(4);
    }
    _exit(5);
  }
  close(fds[1]);
  std::int64_t reported = 0;
  while (reported < stop_after) {
    pollfd ready{fds[0], POLLIN, 0};
    if (poll(&ready, 1, 30000) <= 0) break;  // bounded: a stuck child fails the test
    std::int64_t seq = -1;
    if (read(fds[0], &seq, sizeof seq) != sizeof seq || seq != reported) break;
    ++reported;
  }
  kill(child, SIGKILL);
  int wait_status = 0;
  waitpid(child, &wait_status, 0);
  close(fds[0]);
  EXPECT_TRUE(WIFSIGNALED(wait_status) && WTERMSIG(wait_status) == SIGKILL)
      << "the child ended by itself, status " << wait_status;
  return reported;
}

TEST_F(SqliteRoomStoreTest, EveryRecordAcknowledgedBeforeASigkillIsThereOnReopen) {
  ASSERT_EQ(AppendInAChildAndKillIt(path_, 20, /*keep_appending=*/false), 20);
  std::unique_ptr<SqliteRoomStore> store;
  std::vector<StoredRoom> rooms;
  ASSERT_NO_FATAL_FAILURE(Reopen(&store, &rooms));
  ASSERT_EQ(rooms.size(), 1u);
  const auto& records = rooms[0].records;
  ASSERT_EQ(records.size(), 20u);
  ExpectRecordsInOrder(records);
}

TEST_F(SqliteRoomStoreTest, ASigkillInTheMiddleOfAnAppendLeavesAWholeLog) {
  ASSERT_EQ(AppendInAChildAndKillIt(path_, 20, /*keep_appending=*/true), 20);
  std::unique_ptr<SqliteRoomStore> store;
  std::vector<StoredRoom> rooms;
  ASSERT_NO_FATAL_FAILURE(Reopen(&store, &rooms));
  ASSERT_EQ(rooms.size(), 1u);
  const auto& records = rooms[0].records;
  ASSERT_GE(records.size(), 20u);
  ExpectRecordsInOrder(records);
  EXPECT_TRUE(store->Append("KILLED", static_cast<std::int64_t>(records.size()), "{}").ok());
}

TEST_F(SqliteRoomStoreTest, AFileThatIsNotADatabaseIsAClearErrorAndLeftAlone) {
  std::string garbage;
  for (int i = 0; i < 200; ++i) garbage += "Pope Joan is not an SQLite file. ";
  WriteFile(path_, garbage);
  auto store = SqliteRoomStore::Open(path_);
  ASSERT_FALSE(store.ok());
  EXPECT_NE(store.error().find(path_), std::string::npos) << store.error();
  EXPECT_NE(store.error().find("is not a room store"), std::string::npos) << store.error();
  EXPECT_EQ(ReadFile(path_), garbage);
}

TEST_F(SqliteRoomStoreTest, AnotherProgramsDatabaseIsRefused) {
  RawSql(path_, "CREATE TABLE photos(id INTEGER PRIMARY KEY, name TEXT)");
  auto store = SqliteRoomStore::Open(path_);
  ASSERT_FALSE(store.ok());
  EXPECT_NE(store.error().find("not a room store"), std::string::npos) << store.error();
}

TEST_F(SqliteRoomStoreTest, ANewerSchemaIsRefused) {
  ASSERT_NE(OpenOk(), nullptr);
  RawSql(path_, "UPDATE schema_version SET version = 2");
  auto store = SqliteRoomStore::Open(path_);
  ASSERT_FALSE(store.ok());
  EXPECT_NE(store.error().find("newer popejoan-server"), std::string::npos) << store.error();
  EXPECT_NE(store.error().find(path_), std::string::npos) << store.error();
}

// Two servers on one file would each think the rooms theirs: the second is refused at once, by
// name, and the first goes on keeping records; once the first is gone the file opens again.
TEST_F(SqliteRoomStoreTest, ASecondServerOnTheSameFileIsRefusedAndTheFirstGoesOn) {
  auto first = OpenOk();
  ASSERT_NE(first, nullptr);
  ASSERT_TRUE(first->Append("AAA", 0, Record(0)).ok());
  auto second = SqliteRoomStore::Open(path_);
  ASSERT_FALSE(second.ok());
  EXPECT_NE(second.error().find(path_ + " is in use by another server"), std::string::npos) << second.error();
  EXPECT_TRUE(first->Append("AAA", 1, Record(1)).ok());
  first.reset();
  auto again = OpenOk();
  ASSERT_NE(again, nullptr);
  auto rooms = again->LoadAll();
  ASSERT_TRUE(rooms.ok()) << rooms.error();
  ASSERT_EQ(rooms->size(), 1u);
  EXPECT_EQ((*rooms)[0].records, (std::vector<std::string>{Record(0), Record(1)}));
}

TEST_F(SqliteRoomStoreTest, AFolderThatDoesNotExistIsAClearError) {
  const std::string path = dir_.File("no/such/folder/rooms.sqlite");
  auto store = SqliteRoomStore::Open(path);
  ASSERT_FALSE(store.ok());
  EXPECT_NE(store.error().find(path), std::string::npos) << store.error();
  EXPECT_NE(store.error().find("unable to open"), std::string::npos) << store.error();
}

// One room's records damaged behind the server's back: that room is said damaged (and kept as it
// is), every other room loads whole; only a file SQLite cannot read is an error.
TEST_F(SqliteRoomStoreTest, ARoomWithAGapOrARecordThatIsNotTextIsDamagedAndTheOthersLoad) {
  {
    auto store = OpenOk();
    ASSERT_NE(store, nullptr);
    for (const char* code : {"AAAA", "HOLE", "JUNK", "ZZZZ"}) {
      for (int seq = 0; seq < 3; ++seq) ASSERT_TRUE(store->Append(code, seq, Record(seq)).ok());
    }
    ASSERT_TRUE(store->Append("GONE", 0, Record(0)).ok());
  }
  RawSql(path_, "DELETE FROM records WHERE code = 'HOLE' AND seq = 1;"
                "UPDATE records SET body = x'00ff10' WHERE code = 'JUNK' AND seq = 2;"
                "DELETE FROM records WHERE code = 'GONE'");
  const std::string before = ReadFile(path_);
  auto store = OpenOk();
  ASSERT_NE(store, nullptr);
  auto rooms = store->LoadAll();
  ASSERT_TRUE(rooms.ok()) << rooms.error();
  ASSERT_EQ(rooms->size(), 5u);
  const std::vector<std::string> whole = {Record(0), Record(1), Record(2)};
  EXPECT_EQ((*rooms)[0].code, "AAAA");
  EXPECT_EQ((*rooms)[0].records, whole);
  EXPECT_EQ((*rooms)[0].damage, "");
  EXPECT_EQ((*rooms)[1].code, "GONE");
  EXPECT_NE((*rooms)[1].damage.find("none of its records is left"), std::string::npos) << (*rooms)[1].damage;
  EXPECT_EQ((*rooms)[2].code, "HOLE");
  EXPECT_EQ((*rooms)[2].damage, "record 1 is missing (the next one stored is record 2)");
  EXPECT_EQ((*rooms)[3].code, "JUNK");
  EXPECT_EQ((*rooms)[3].damage, "record 2 is not text");
  EXPECT_EQ((*rooms)[4].code, "ZZZZ");
  EXPECT_EQ((*rooms)[4].records, whole);
  // One room at a time, the same.
  EXPECT_EQ(store->LoadRoom("HOLE")->damage, (*rooms)[2].damage);
  EXPECT_EQ(store->LoadRoom("JUNK")->damage, (*rooms)[3].damage);
  EXPECT_EQ(store->LoadRoom("GONE")->damage, (*rooms)[1].damage);
  EXPECT_EQ(store->LoadRoom("AAAA")->records, whole);
  EXPECT_TRUE(store->LoadRoom("NONE")->records.empty());
  EXPECT_EQ(store->LoadRoom("NONE")->damage, "");
  EXPECT_FALSE(store->Load("HOLE").ok());
  // Reading changed nothing.
  store.reset();
  EXPECT_EQ(ReadFile(path_), before);
}

// What the log at start says of the file: new, found empty (rooms may be lost), or nothing.
TEST_F(SqliteRoomStoreTest, OpeningSaysWhetherTheFileIsNewOrWasFoundEmpty) {
  {
    auto store = OpenOk();
    ASSERT_NE(store, nullptr);
    EXPECT_EQ(store->OpeningNote(), path_ + " is a new room store: starting with no rooms");
    ASSERT_TRUE(store->Append("AAAA", 0, Record(0)).ok());
  }
  EXPECT_EQ(OpenOk()->OpeningNote(), "") << "a store in use";
  WriteFile(path_, "");  // emptied behind the server's back
  auto store = OpenOk();
  ASSERT_NE(store, nullptr);
  EXPECT_NE(store->OpeningNote().find(path_ + " is empty (0 bytes): starting with no rooms"), std::string::npos)
      << store->OpeningNote();
  EXPECT_NE(store->OpeningNote().find("they are lost"), std::string::npos) << store->OpeningNote();
  EXPECT_TRUE(store->LoadAll()->empty());
  store.reset();
  EXPECT_EQ(OpenOk()->OpeningNote(), "") << "its tables are written at once";
}

// A file cut short (a bad copy, a full disk): an error value on opening or loading, no crash.
TEST_F(SqliteRoomStoreTest, ATruncatedFileIsAnErrorNotACrash) {
  {
    auto store = SqliteRoomStore::Open(path_, Durability::kNormal);  // quicker, same file
    ASSERT_TRUE(store.ok()) << store.error();
    for (int seq = 0; seq < 400; ++seq) {
      ASSERT_TRUE((*store)->Append("LONG", seq, Record(seq) + std::string(500, ' ')).ok());
    }
  }
  const std::string whole = ReadFile(path_);
  ASSERT_GT(whole.size(), 16384u);
  WriteFile(path_, whole.substr(0, whole.size() / 2));
  auto store = SqliteRoomStore::Open(path_);
  if (!store.ok()) return;  // refused on opening: fine
  auto rooms = (*store)->LoadAll();
  ASSERT_FALSE(rooms.ok());
  EXPECT_NE(rooms.error().find(path_), std::string::npos) << rooms.error();
}

TEST_F(SqliteRoomStoreTest, AnAppendErrorNamesTheFileAndTheRoom) {
  auto store = OpenOk();
  ASSERT_NE(store, nullptr);
  const engine::Status status = store->Append("ROOM", 4, "{}");
  EXPECT_NE(status.message.find(path_), std::string::npos) << status.message;
  EXPECT_NE(status.message.find("ROOM"), std::string::npos) << status.message;
}

// Runs `body` in a child process and returns what it says (so a file-size limit or another user
// ends with the child); "" if the child did not end by itself.
std::string InAChild(const std::function<std::string()>& body) {
  int fds[2];
  if (pipe(fds) != 0) return "";
  const pid_t child = fork();
  if (child == 0) {
    close(fds[0]);
    const std::string said = body();
    const ssize_t written = write(fds[1], said.data(), said.size());
    _exit(written == static_cast<ssize_t>(said.size()) ? 0 : 1);
  }
  close(fds[1]);
  std::string said;
  char chunk[512];
  pollfd ready{fds[0], POLLIN, 0};
  while (poll(&ready, 1, 30000) > 0) {  // bounded: a stuck child fails the test
    const ssize_t got = read(fds[0], chunk, sizeof chunk);
    if (got <= 0) break;
    said.append(chunk, static_cast<std::size_t>(got));
  }
  close(fds[0]);
  kill(child, SIGKILL);
  int status = 0;
  waitpid(child, &status, 0);
  return said;
}

// Opens the store at `path` as a user who may not write what is read-only: root may write
// anything, so a test run as root opens it in a child that has become nobody. The error, or "opened".
std::string OpenErrorAsAUser(const std::string& path) {
  auto open = [&]() -> std::string {
    auto store = SqliteRoomStore::Open(path);
    return store.ok() ? "opened" : store.error();
  };
  if (geteuid() != 0) return open();
  return InAChild([&]() -> std::string {
    if (setgid(65534) != 0 || setuid(65534) != 0) return "could not become nobody";
    return open();
  });
}

class ReadOnlyStoreTest : public SqliteRoomStoreTest {
 protected:
  void SetUp() override {
    SqliteRoomStoreTest::SetUp();
    folder_ = std::filesystem::path(path_).parent_path().string();
    chmod(folder_.c_str(), 0755);  // mkdtemp's 0700 would keep nobody out altogether
  }
  void TearDown() override { chmod(folder_.c_str(), 0755); }
  std::string folder_;
};

TEST_F(ReadOnlyStoreTest, AReadOnlyFileIsRefusedOnOpeningWithItsName) {
  {
    auto store = OpenOk();
    ASSERT_NE(store, nullptr);
    ASSERT_TRUE(store->Append("KEPT", 0, Record(0)).ok());
  }
  chmod(path_.c_str(), 0444);
  const std::string error = OpenErrorAsAUser(path_);
  EXPECT_NE(error.find(path_), std::string::npos) << error;
  EXPECT_NE(error.find("cannot be written"), std::string::npos) << error;
  EXPECT_NE(error.find("read-only"), std::string::npos) << error;
}

TEST_F(ReadOnlyStoreTest, AFileInAReadOnlyFolderIsRefusedOnOpening) {
  {
    auto store = OpenOk();
    ASSERT_NE(store, nullptr);
  }
  chmod(path_.c_str(), 0666);    // the file itself may be written,
  chmod(folder_.c_str(), 0555);  // but not its log beside it
  const std::string error = OpenErrorAsAUser(path_);
  EXPECT_NE(error.find(path_), std::string::npos) << error;
  EXPECT_NE(error.find("cannot be written"), std::string::npos) << error;
}

TEST_F(ReadOnlyStoreTest, ANewFileInAReadOnlyFolderIsRefusedOnOpening) {
  chmod(folder_.c_str(), 0555);
  const std::string error = OpenErrorAsAUser(path_);
  EXPECT_NE(error.find(path_), std::string::npos) << error;
  EXPECT_NE(error.find("cannot be written"), std::string::npos) << error;
}

// In a child that will fill the disk: the store at `path` holding records 0 to 4 of room FULL,
// or null and what failed in `failed`.
std::unique_ptr<SqliteRoomStore> OpenWithFiveRecords(const std::string& path, std::string* failed) {
  auto store = SqliteRoomStore::Open(path);
  if (!store.ok()) {
    *failed = "open: " + store.error();
    return nullptr;
  }
  for (std::int64_t seq = 0; seq < 5; ++seq) {
    if (!(*store)->Append("FULL", seq, Record(seq)).ok()) {
      *failed = "an append before the limit failed";
      return nullptr;
    }
  }
  return std::move(*store);
}

// A full disk in a child: the files it writes may grow no more than the store's WAL is now
// (RLIMIT_FSIZE, its SIGXFSZ ignored as the server does). Returns the limit there was.
rlim_t FillTheDisk(const std::string& path) {
  signal(SIGXFSZ, SIG_IGN);
  rlimit limit{};
  getrlimit(RLIMIT_FSIZE, &limit);
  const rlim_t room = limit.rlim_cur;
  limit.rlim_cur = static_cast<rlim_t>(std::filesystem::file_size(path + "-wal"));
  setrlimit(RLIMIT_FSIZE, &limit);
  return room;
}

// Room on the disk again: the file-size limit back to `room`.
void MakeRoom(rlim_t room) {
  rlimit limit{};
  getrlimit(RLIMIT_FSIZE, &limit);
  limit.rlim_cur = room;
  setrlimit(RLIMIT_FSIZE, &limit);
}

// A full disk, made by a file-size limit (RLIMIT_FSIZE, its SIGXFSZ ignored as the server does)
// in a child: the append that does not fit is an error naming the file, the log stays whole with
// every record acknowledged before, and the same record is taken once there is room again.
TEST_F(SqliteRoomStoreTest, AFullDiskRefusesAnAppendAndTheSameAppendWorksOnceThereIsRoom) {
  const std::string said = InAChild([&]() -> std::string {
    std::string failed;
    const std::unique_ptr<SqliteRoomStore> store = OpenWithFiveRecords(path_, &failed);
    if (store == nullptr) return failed;
    const rlim_t room = FillTheDisk(path_);
    engine::Status status = engine::Status::Ok();
    std::int64_t seq = 5;
    for (; seq < 1000 && status.ok(); ++seq) status = store->Append("FULL", seq, Record(seq));
    --seq;  // the one refused
    if (status.ok()) return "the limit never bit";
    auto rooms = store->LoadAll();
    if (!rooms.ok() || rooms->size() != 1 || (*rooms)[0].records.size() != static_cast<std::size_t>(seq)) {
      return "the log is not whole after the refusal";
    }
    MakeRoom(room);
    if (!store->Append("FULL", seq, Record(seq)).ok()) return "the same append failed with room again";
    return "refused record " + std::to_string(seq) + ": " + status.message;
  });
  ASSERT_EQ(said.rfind("refused record ", 0), 0u) << said;
  EXPECT_NE(said.find(path_), std::string::npos) << said;
  std::unique_ptr<SqliteRoomStore> store;
  std::vector<StoredRoom> rooms;
  ASSERT_NO_FATAL_FAILURE(Reopen(&store, &rooms));
  const std::int64_t refused = std::stoll(said.substr(15));
  ASSERT_EQ(rooms[0].records.size(), static_cast<std::size_t>(refused + 1));
  ExpectRecordsInOrder(rooms[0].records);
}

// Group commit (room_store.h): a batch's records are kept together by its commit, in order,
// their sequence checked as ever against what the batch itself holds.
TEST_F(SqliteRoomStoreTest, ABatchKeepsItsRecordsAtItsCommit) {
  auto store = OpenOk();
  ASSERT_NE(store, nullptr);
  ASSERT_TRUE(store->CanBatch());
  ASSERT_TRUE(store->BeginBatch().ok());
  EXPECT_TRUE(store->Holding());
  for (std::int64_t seq = 0; seq < 3; ++seq) {
    ASSERT_TRUE(store->Append("AAAA", seq, Record(seq)).ok());
    ASSERT_TRUE(store->Append("BBBB", seq, Record(seq)).ok());
  }
  ASSERT_TRUE(store->CommitBatch().ok());
  EXPECT_FALSE(store->Holding());
  store.reset();  // the file is one store's at a time
  auto reopened = OpenOk();
  auto rooms = reopened->LoadAll();
  ASSERT_TRUE(rooms.ok()) << rooms.error();
  ASSERT_EQ(rooms->size(), 2u);
  for (const StoredRoom& room : *rooms) ASSERT_EQ(room.records.size(), 3u) << room.code;
}

TEST_F(SqliteRoomStoreTest, AWrongSequenceInABatchRollsTheWholeBatchBack) {
  auto store = OpenOk();
  ASSERT_NE(store, nullptr);
  ASSERT_TRUE(store->Append("AAAA", 0, Record(0)).ok());  // unbatched, kept
  ASSERT_TRUE(store->BeginBatch().ok());
  ASSERT_TRUE(store->Append("AAAA", 1, Record(1)).ok());
  ASSERT_TRUE(store->Append("BBBB", 0, Record(0)).ok());
  const engine::Status wrong = store->Append("AAAA", 1, Record(1));  // 2 is next inside the batch
  ASSERT_FALSE(wrong.ok());
  EXPECT_NE(wrong.message.find("expects record 2"), std::string::npos) << wrong.message;
  EXPECT_FALSE(store->Holding()) << "the failure closed the batch";
  auto rooms = store->LoadAll();
  ASSERT_TRUE(rooms.ok()) << rooms.error();
  ASSERT_EQ(rooms->size(), 1u) << "room BBBB went with its batch";
  EXPECT_EQ((*rooms)[0].records.size(), 1u);
  // The store goes on: a new batch, and the unbatched path.
  ASSERT_TRUE(store->BeginBatch().ok());
  ASSERT_TRUE(store->Append("AAAA", 1, Record(1)).ok());
  ASSERT_TRUE(store->CommitBatch().ok());
  ASSERT_TRUE(store->Append("AAAA", 2, Record(2)).ok());
  EXPECT_EQ(store->Load("AAAA")->size(), 3u);
}

// A full disk at the commit (a file-size limit in a child, as above; SQLite says "full" or "disk
// I/O error" as the write meets the limit): nothing of the batch is
// kept, the log is whole, and the same batch is kept once there is room.
TEST_F(SqliteRoomStoreTest, AFailedCommitKeepsNothingOfItsBatch) {
  const std::string said = InAChild([&]() -> std::string {
    std::string not_open;
    const std::unique_ptr<SqliteRoomStore> store = OpenWithFiveRecords(path_, &not_open);
    if (store == nullptr) return not_open;
    const rlim_t room = FillTheDisk(path_);
    const std::string big(2000, 'x');
    auto batch = [&]() -> engine::Status {
      engine::Status status = store->BeginBatch();
      for (std::int64_t seq = 5; status.ok() && seq < 105; ++seq) status = store->Append("FULL", seq, big);
      if (status.ok()) status = store->CommitBatch();
      return status;
    };
    const engine::Status failed = batch();
    if (failed.ok()) return "the limit never bit";
    if (store->Holding()) return "the batch is still open";
    auto rooms = store->LoadAll();
    if (!rooms.ok() || rooms->size() != 1 || (*rooms)[0].records.size() != 5u) return "not all of the batch went";
    MakeRoom(room);
    if (!batch().ok()) return "the same batch failed with room again";
    return "refused: " + failed.message;
  });
  ASSERT_EQ(said.rfind("refused: ", 0), 0u) << said;
  EXPECT_NE(said.find(path_), std::string::npos) << said;  // a full disk or its I/O error, named
  auto store = OpenOk();
  ASSERT_NE(store, nullptr);
  EXPECT_EQ(store->Load("FULL")->size(), 105u);
}

}  // namespace
}  // namespace popejoan::server
