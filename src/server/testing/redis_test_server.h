// A redis-server of a test's own: on 127.0.0.1, a free port, a temporary folder, no snapshots;
// stopped and removed with the value. redis-server comes from scripts/deps.sh.
#pragma once

#include <hiredis/hiredis.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "server/store/redis_url.h"
#include "server/testing/store_test_util.h"

namespace popejoan::server {

class RedisTestServer {
 public:
  RedisTestServer() {
    for (int attempt = 0; attempt < 3 && pid_ <= 0; ++attempt) Start();
  }
  ~RedisTestServer() { Stop(); }
  RedisTestServer(const RedisTestServer&) = delete;
  RedisTestServer& operator=(const RedisTestServer&) = delete;

  bool ok() const { return pid_ > 0; }
  const std::string& error() const { return error_; }
  RedisAddress address() const { return RedisAddress{"127.0.0.1", port_, 0}; }

  // SIGKILL, as a crash: what was written since the start is gone (no snapshots, no log).
  void Kill() {
    if (pid_ > 0) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
      pid_ = -1;
    }
  }
  // SIGTERM, and SIGKILL if it has not gone within 5 s (a Redis busy rewriting its log may not).
  void Stop() {
    if (pid_ <= 0) return;
    kill(pid_, SIGTERM);
    for (int i = 0; i < 250; ++i) {
      if (waitpid(pid_, nullptr, WNOHANG) == pid_) {
        pid_ = -1;
        return;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    Kill();
  }

 private:
  static int FreePort() {
    const int fd = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof(address);
    int port = 0;
    if (bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof(address)) == 0 &&
        getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) == 0) {
      port = ntohs(address.sin_port);
    }
    close(fd);
    return port;
  }

  void Start() {
    port_ = FreePort();
    if (!dir_.ok() || port_ == 0) {
      error_ = "no temporary folder or free port";
      return;
    }
    const std::string port = std::to_string(port_);
    std::vector<std::string> args = {"redis-server", "--port", port, "--bind", "127.0.0.1", "--save", "",
                                     "--appendonly", "no", "--dir", dir_.File(""), "--logfile",
                                     dir_.File("redis.log")};
    std::vector<char*> argv;
    for (std::string& arg : args) argv.push_back(arg.data());
    argv.push_back(nullptr);
    const pid_t pid = fork();
    if (pid == 0) {
      execvp("redis-server", argv.data());
      _exit(127);
    }
    pid_ = pid;
    if (!WaitUntilAnswering()) Kill();
  }

  // At most 5 s for the server to answer PING; false if it exited (e.g. the port was taken).
  bool WaitUntilAnswering() {
    for (int i = 0; i < 250; ++i) {
      int status = 0;
      if (waitpid(pid_, &status, WNOHANG) == pid_) {
        pid_ = -1;
        error_ = "redis-server exited at start (is it installed? scripts/deps.sh installs it); see " +
                 dir_.File("redis.log");
        return false;
      }
      redisContext* context = redisConnect("127.0.0.1", port_);
      const bool up = context != nullptr && context->err == 0;
      if (context != nullptr) redisFree(context);
      if (up) return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    error_ = "redis-server did not answer within 5 s";
    return false;
  }

  TempDir dir_;
  pid_t pid_ = -1;
  int port_ = 0;
  std::string error_;
};

}  // namespace popejoan::server
