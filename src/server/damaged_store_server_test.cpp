// The real popejoan-server on a store one of whose rooms is damaged (docs/online.md, "Faults"):
// four rooms are played a little and the server stopped; one room loses a record, another gets a
// record that is not JSON; started again on the same file, the server sets those two aside (each
// named in its log with the reason), /healthz says ok, the two good rooms resume and play on, a
// hello to a damaged room is answered room-damaged, and the damaged rooms' records are left as
// they were. And what the log says at the start of a new file, an emptied one and an empty store.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sqlite3.h>
#include <sys/socket.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

#include "ai/bot.h"
#include "engine/rules.h"
#include "engine/state.h"
#include "server/testing/store_test_util.h"
#include "server/testing/room_page.h"
#include "server/testing/server_process.h"
#include "protocol/client_message.h"
#include "protocol/server_message.h"

namespace popejoan::server {
namespace {

using testkit::ServerProcess;
using Ms = std::chrono::milliseconds;

// A room's creator: a room page that plays one move at a time.
struct Page : testkit::RoomPage {
  // Pumps until `done` (at most about 10 s: a server that stops answering fails the test).
  template <typename Done>
  bool PumpUntil(Done done) {
    for (int i = 0; i < 1000 && !done(); ++i) {
      client.Pump(Ms(10));
      Take();
    }
    return done();
  }
  bool MyTurn() const {
    return view && view->state && !view->state->IsTerminal() && view->state->phase() != engine::Phase::kDealOver &&
           view->state->CurrentSeat() == seat;
  }
  // Waits for its turn and plays the first legal action; true once the server showed it played.
  bool PlayOnce() {
    if (!PumpUntil([&] { return MyTurn(); })) return false;
    const std::int64_t step = view->step;
    EXPECT_TRUE(client.Send(protocol::ActMessage(step, view->state->LegalActions()[0])).ok());
    return PumpUntil([&] { return (view && view->step > step) || !errors.empty(); }) && errors.empty();
  }
  // Opens `room` (with `token`, or to watch); the error id it was answered with, "" for a welcome.
  std::string Hello(int port, const std::string& origin, const std::string& room, const std::string& with_token) {
    EXPECT_TRUE(client.Connect(port, origin).ok());
    EXPECT_TRUE(client.Send(protocol::HelloMessage(room, with_token, "")).ok());
    code.clear();
    PumpUntil([&] { return !code.empty() || !errors.empty(); });
    return errors.empty() ? "" : errors.front();
  }
};

std::string CreateRoom() {
  std::vector<protocol::SeatRequest> seats = {{protocol::SeatKind::kPerson, ""}, {protocol::SeatKind::kAi, ai::LevelId(ai::Level::kBeginner)},
                                                 {protocol::SeatKind::kAi, ai::LevelId(ai::Level::kBeginner)}};
  return protocol::CreateMessage("Ann", {engine::RulesForPreset(engine::Preset::kClassic), 1, seats, ai::LevelId(ai::Level::kBeginner), 0});
}

// GET /healthz: its status line and body.
std::string Health(int port) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_port = htons(static_cast<unsigned short>(port));
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  std::string got;
  if (connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0) {
    const std::string ask = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";
    (void)!write(fd, ask.data(), ask.size());
    for (int i = 0; i < 500; ++i) {
      pollfd p{fd, POLLIN, 0};
      if (poll(&p, 1, 10) <= 0) continue;
      char chunk[512];
      const ssize_t n = read(fd, chunk, sizeof chunk);
      if (n <= 0) break;
      got.append(chunk, static_cast<std::size_t>(n));
    }
  }
  close(fd);
  const std::size_t body = got.find("\r\n\r\n");
  return got.substr(0, got.find("\r\n")) + " | " + (body == std::string::npos ? "" : got.substr(body + 4));
}

// The room's stored rows (seq and body), read behind the server's back.
std::vector<std::pair<std::int64_t, std::string>> Rows(const std::string& db_path, const std::string& code) {
  std::vector<std::pair<std::int64_t, std::string>> rows;
  sqlite3* db = nullptr;
  sqlite3_stmt* statement = nullptr;
  if (sqlite3_open(db_path.c_str(), &db) == SQLITE_OK &&
      sqlite3_prepare_v2(db, "SELECT seq, body FROM records WHERE code = ?1 ORDER BY seq", -1, &statement, nullptr) ==
          SQLITE_OK) {
    sqlite3_bind_text(statement, 1, code.c_str(), -1, SQLITE_TRANSIENT);
    while (sqlite3_step(statement) == SQLITE_ROW) {
      rows.emplace_back(sqlite3_column_int64(statement, 0),
                        std::string(reinterpret_cast<const char*>(sqlite3_column_blob(statement, 1)),
                                    static_cast<std::size_t>(sqlite3_column_bytes(statement, 1))));
    }
  }
  sqlite3_finalize(statement);
  sqlite3_close(db);
  return rows;
}

void RawSql(const std::string& db_path, const std::string& sql) {
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(db_path.c_str(), &db), SQLITE_OK);
  EXPECT_EQ(sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr), SQLITE_OK) << sqlite3_errmsg(db);
  sqlite3_close(db);
}

const std::vector<std::string> kFlags = {"--seed", "3", "--rooms-per-minute", "0"};

TEST(DamagedStoreServer, ADamagedRoomCostsOnlyItself) {
  TempDir dir;
  ASSERT_TRUE(dir.ok());
  const std::filesystem::path folder = dir.File("server");
  const std::string db = (folder / "rooms.sqlite").string();
  // Four rooms, each played a little by its person and its AI seats.
  std::vector<Page> pages(4);
  {
    ServerProcess first;
    ASSERT_TRUE(first.StartIn(folder, testkit::ServerBinary(), kFlags).ok());
    for (Page& page : pages) {
      ASSERT_TRUE(page.client.Connect(first.port(), first.origin()).ok());
      ASSERT_TRUE(page.client.Send(CreateRoom()).ok());
      ASSERT_TRUE(page.PumpUntil([&] { return !page.token.empty(); }));
      ASSERT_TRUE(page.client.Send(protocol::StartMessage()).ok());
      ASSERT_TRUE(page.PlayOnce());
      ASSERT_TRUE(page.PlayOnce());
      page.client.Close();
    }
    EXPECT_EQ(first.Stop(), 0);
  }
  for (const Page& page : pages) ASSERT_GE(Rows(db, page.code).size(), 4u) << page.code;
  // Room 1 loses its record 1 (the start), room 2's record 2 is cut short.
  RawSql(db, "DELETE FROM records WHERE code = '" + pages[1].code + "' AND seq = 1;" +
                 "UPDATE records SET body = '{\"t\":\"act\",' WHERE code = '" + pages[2].code + "' AND seq = 2");
  const auto gap_rows = Rows(db, pages[1].code);
  const auto junk_rows = Rows(db, pages[2].code);

  ServerProcess second;
  ASSERT_TRUE(second.StartIn(folder, testkit::ServerBinary(), kFlags).ok());
  EXPECT_EQ(Health(second.port()), "HTTP/1.1 200 OK | ok");
  const std::string log = second.Log();
  EXPECT_NE(log.find("room " + pages[1].code + " is damaged and set aside (record 1 is missing (the next one stored is record 2))"),
            std::string::npos) << log;
  EXPECT_NE(log.find("room " + pages[2].code + " is damaged and set aside (record 2: "), std::string::npos) << log;
  EXPECT_NE(log.find("2 damaged room(s) set aside"), std::string::npos) << log;
  EXPECT_EQ(log.find(pages[0].code), std::string::npos) << "a good room is not named";

  // The good rooms: their person comes back with the seat's token and plays on.
  for (std::size_t i : {0u, 3u}) {
    Page back;
    ASSERT_EQ(back.Hello(second.port(), second.origin(), pages[i].code, pages[i].token), "") << pages[i].code;
    EXPECT_EQ(back.seat, 0);
    EXPECT_TRUE(back.PlayOnce()) << pages[i].code;
  }
  // The damaged ones: room-damaged, with the token or without, and nothing else happens.
  for (std::size_t i : {1u, 2u}) {
    Page seated;
    EXPECT_EQ(seated.Hello(second.port(), second.origin(), pages[i].code, pages[i].token), "room-damaged");
    EXPECT_TRUE(seated.code.empty()) << "no welcome";
    Page watcher;
    EXPECT_EQ(watcher.Hello(second.port(), second.origin(), pages[i].code, ""), "room-damaged");
  }
  // A new room is made as ever.
  Page fresh;
  ASSERT_TRUE(fresh.client.Connect(second.port(), second.origin()).ok());
  ASSERT_TRUE(fresh.client.Send(CreateRoom()).ok());
  EXPECT_TRUE(fresh.PumpUntil([&] { return !fresh.token.empty(); }));
  EXPECT_EQ(second.Stop(), 0);
  EXPECT_EQ(Rows(db, pages[1].code), gap_rows) << "left as it was";
  EXPECT_EQ(Rows(db, pages[2].code), junk_rows) << "left as it was";
}

TEST(DamagedStoreServer, TheLogSaysWhetherTheFileIsNewEmptiedOrHoldsNoRooms) {
  TempDir dir;
  ASSERT_TRUE(dir.ok());
  const std::filesystem::path folder = dir.File("server");
  const std::string db = (folder / "rooms.sqlite").string();
  {
    ServerProcess server;
    ASSERT_TRUE(server.StartIn(folder, testkit::ServerBinary(), kFlags).ok());
    EXPECT_NE(server.Log().find(db + " is a new room store: starting with no rooms"), std::string::npos) << server.Log();
    // Asked once before the stop: a SIGTERM before the server runs its loop (and hears
    // signals) would end it at once rather than draining.
    EXPECT_EQ(Health(server.port()), "HTTP/1.1 200 OK | ok");
    EXPECT_EQ(server.Stop(), 0);
  }
  std::filesystem::remove(folder / "server.log");
  {
    ServerProcess server;
    ASSERT_TRUE(server.StartIn(folder, testkit::ServerBinary(), kFlags).ok());
    EXPECT_NE(server.Log().find(db + " holds no rooms: none to resume"), std::string::npos) << server.Log();
    EXPECT_EQ(Health(server.port()), "HTTP/1.1 200 OK | ok");
    EXPECT_EQ(server.Stop(), 0);
  }
  std::filesystem::remove(folder / "server.log");
  std::ofstream(db, std::ios::trunc).close();  // emptied behind the server's back: 0 bytes
  ASSERT_EQ(std::filesystem::file_size(db), 0u);
  ServerProcess server;
  ASSERT_TRUE(server.StartIn(folder, testkit::ServerBinary(), kFlags).ok());
  const std::string log = server.Log();
  EXPECT_NE(log.find(db + " is empty (0 bytes): starting with no rooms"), std::string::npos) << log;
  EXPECT_NE(log.find("if it held rooms, they are lost"), std::string::npos) << log;
  EXPECT_EQ(Health(server.port()), "HTTP/1.1 200 OK | ok");
  Page page;
  ASSERT_TRUE(page.client.Connect(server.port(), server.origin()).ok());
  ASSERT_TRUE(page.client.Send(CreateRoom()).ok());
  EXPECT_TRUE(page.PumpUntil([&] { return !page.token.empty(); })) << "rooms are made as ever";
  EXPECT_EQ(server.Stop(), 0);
}

}  // namespace
}  // namespace popejoan::server
