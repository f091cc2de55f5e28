// popejoan-store-bench [--dir DIR] [--seconds S]: appends per second to a fresh SQLite room
// store with synchronous=FULL (the server's) and NORMAL, on the disk that holds DIR.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <system_error>

#include "server/store/sqlite_room_store.h"

namespace {

using popejoan::server::Durability;
using popejoan::server::SqliteRoomStore;
using Clock = std::chrono::steady_clock;

// About the size of one action's record.
std::string Record(long seq) {
  return R"({"step":)" + std::to_string(seq) +
         R"(,"seat":3,"action":{"kind":"play","card":"7H"},"time":1764116000.25})";
}

// Appends to a few rooms in turn (as a busy server would) until `seconds` pass.
bool Measure(const std::string& dir, Durability durability, double seconds) {
  const char* name = durability == Durability::kFull ? "FULL" : "NORMAL";
  const std::string path = dir + "/bench-" + name + ".sqlite";
  std::error_code ignored;
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix, ignored);
  auto store = SqliteRoomStore::Open(path, durability);
  if (!store.ok()) {
    std::fprintf(stderr, "%s\n", store.error().c_str());
    return false;
  }
  constexpr int kRooms = 8;
  long appends = 0;
  const auto start = Clock::now();
  double elapsed = 0;
  while (elapsed < seconds) {
    const std::string code = "BENCHROOM" + std::to_string(appends % kRooms);
    const popejoan::engine::Status status = (*store)->Append(code, appends / kRooms, Record(appends));
    if (!status.ok()) {
      std::fprintf(stderr, "%s\n", status.message.c_str());
      return false;
    }
    ++appends;
    elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  }
  std::printf("synchronous=%-6s %8.0f appends/s  (%ld appends in %.2f s)\n", name,
              appends / elapsed, appends, elapsed);
  store->reset();
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix, ignored);
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  std::string dir = "/tmp";
  double seconds = 2.0;
  for (int i = 1; i < argc; i += 2) {
    const std::string flag = argv[i];
    if (i + 1 == argc) {
      std::fprintf(stderr, "usage: popejoan-store-bench [--dir DIR] [--seconds S]\n");
      return 2;
    } else if (flag == "--dir") {
      dir = argv[i + 1];
    } else if (flag == "--seconds") {
      seconds = std::atof(argv[i + 1]);
    } else {
      std::fprintf(stderr, "usage: popejoan-store-bench [--dir DIR] [--seconds S]\n");
      return 2;
    }
  }
  const bool ok = Measure(dir, Durability::kFull, seconds) &&
                  Measure(dir, Durability::kNormal, seconds);
  return ok ? 0 : 1;
}
