// The real popejoan-server for a test: started on 127.0.0.1 with --port 0 in a temporary folder
// (a one-file site and the rooms' database), its port read from the line it prints, and stopped
// (SIGTERM, then SIGKILL after a few seconds) when the object goes. Nothing else is touched.
#pragma once

#include <sys/types.h>

#include <filesystem>
#include <string>
#include <vector>

#include "engine/result.h"

namespace popejoan::server::testkit {

class ServerProcess {
 public:
  ServerProcess() = default;
  ~ServerProcess();
  ServerProcess(const ServerProcess&) = delete;
  ServerProcess& operator=(const ServerProcess&) = delete;

  // Runs `binary --site <tmp>/site --db <tmp>/rooms.sqlite --port 0 --host 127.0.0.1 <extra>` and
  // waits (up to 10 s) for its "serving ... on http://127.0.0.1:PORT" line.
  engine::Status Start(const std::string& binary, const std::vector<std::string>& extra);
  // As Start, in `folder` (made if missing; the caller's: kept at Stop, so a server started again
  // there finds the same rooms.sqlite), the server's log (stderr) added to <folder>/server.log.
  engine::Status StartIn(const std::filesystem::path& folder, const std::string& binary, const std::vector<std::string>& extra);
  // What the server has logged so far (StartIn only).
  std::string Log() const;
  // SIGTERM, and SIGKILL if it has not exited within 5 s; its exit status (-1 if killed).
  int Stop();

  int port() const { return port_; }
  pid_t pid() const { return pid_; }
  // "http://127.0.0.1:PORT": the server's own origin, which it allows without --origins.
  std::string origin() const { return "http://127.0.0.1:" + std::to_string(port_); }
  const std::filesystem::path& folder() const { return folder_; }

 private:
  pid_t pid_ = -1;
  int port_ = 0;
  int out_fd_ = -1;
  engine::Status Launch(const std::string& binary, const std::vector<std::string>& extra, bool keep_log);

  std::filesystem::path folder_;
  bool owns_folder_ = true;
};

// The path of popejoan-server for tests: $POPEJOAN_SERVER, else the one CMake built
// (POPEJOAN_SERVER_BINARY, defined for the test targets).
std::string ServerBinary();

}  // namespace popejoan::server::testkit
