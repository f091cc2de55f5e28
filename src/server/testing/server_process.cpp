#include "server/testing/server_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <thread>

namespace popejoan::server::testkit {

namespace {

// The port in "popejoan-server: serving S on http://127.0.0.1:PORT (rooms at /rooms)", or 0.
int PortOf(const std::string& output) {
  const std::string marker = "on http://127.0.0.1:";
  const std::size_t at = output.find(marker);
  if (at == std::string::npos) return 0;
  const std::size_t start = at + marker.size();
  const std::size_t end = output.find_first_not_of("0123456789", start);
  if (end == std::string::npos || end == start) return 0;
  return std::atoi(output.substr(start, end - start).c_str());
}

}  // namespace

std::string ServerBinary() {
  if (const char* path = std::getenv("POPEJOAN_SERVER")) return path;
#ifdef POPEJOAN_SERVER_BINARY
  return POPEJOAN_SERVER_BINARY;
#else
  return "popejoan-server";
#endif
}

engine::Status ServerProcess::Start(const std::string& binary, const std::vector<std::string>& extra) {
  char folder_template[] = "/tmp/popejoan-test-server-XXXXXX";
  if (mkdtemp(folder_template) == nullptr) return engine::Status::Error("no temporary folder");
  folder_ = folder_template;
  owns_folder_ = true;
  return Launch(binary, extra, false);
}

engine::Status ServerProcess::StartIn(const std::filesystem::path& folder, const std::string& binary,
                              const std::vector<std::string>& extra) {
  folder_ = folder;
  owns_folder_ = false;
  return Launch(binary, extra, true);
}

std::string ServerProcess::Log() const {
  std::ifstream in(folder_ / "server.log", std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

engine::Status ServerProcess::Launch(const std::string& binary, const std::vector<std::string>& extra, bool keep_log) {
  port_ = 0;
  std::filesystem::create_directories(folder_ / "site");
  std::ofstream(folder_ / "site" / "index.html") << "<!doctype html><title>Pope Joan</title>";
  std::vector<std::string> args = {binary, "--site", (folder_ / "site").string(), "--db",
                                   (folder_ / "rooms.sqlite").string(), "--port", "0", "--host", "127.0.0.1"};
  args.insert(args.end(), extra.begin(), extra.end());
  int out[2];
  if (pipe(out) != 0) return engine::Status::Error("no pipe");
  pid_ = fork();
  if (pid_ < 0) return engine::Status::Error("cannot fork");
  const std::string log_path = (folder_ / "server.log").string();
  if (pid_ == 0) {
    if (keep_log) {
      const int log = open(log_path.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0600);
      if (log >= 0) dup2(log, STDERR_FILENO);
    }
    dup2(out[1], STDOUT_FILENO);
    close(out[0]);
    close(out[1]);
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    execv(argv[0], argv.data());
    _exit(127);
  }
  close(out[1]);
  out_fd_ = out[0];
  std::string output;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (port_ == 0 && std::chrono::steady_clock::now() < deadline) {
    pollfd p{out_fd_, POLLIN, 0};
    if (poll(&p, 1, 100) <= 0) continue;
    char chunk[512];
    const ssize_t n = read(out_fd_, chunk, sizeof chunk);
    if (n <= 0) break;  // it exited
    output.append(chunk, static_cast<std::size_t>(n));
    port_ = PortOf(output);
  }
  if (port_ == 0) {
    Stop();
    return engine::Status::Error("popejoan-server did not say its port: " + output);
  }
  return engine::Status::Ok();
}

int ServerProcess::Stop() {
  int result = -1;
  if (pid_ > 0) {
    kill(pid_, SIGTERM);
    int status = 0;
    bool exited = false;
    for (int i = 0; i < 100 && !exited; ++i) {
      exited = waitpid(pid_, &status, WNOHANG) == pid_;
      if (!exited) std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    if (!exited) {
      kill(pid_, SIGKILL);
      waitpid(pid_, &status, 0);
    } else if (WIFEXITED(status)) {
      result = WEXITSTATUS(status);
    }
    // Said, as it tells why a test went wrong: a server that died on its own before the stop.
    if (exited && WIFSIGNALED(status) && WTERMSIG(status) != SIGTERM) {
      std::fprintf(stderr, "popejoan-server (pid %d) died of signal %d\n", static_cast<int>(pid_), WTERMSIG(status));
    }
    pid_ = -1;
  }
  if (out_fd_ >= 0) close(out_fd_);
  out_fd_ = -1;
  if (!folder_.empty() && owns_folder_) {
    std::error_code ignored;
    std::filesystem::remove_all(folder_, ignored);
    folder_.clear();
  }
  return result;
}

ServerProcess::~ServerProcess() { Stop(); }

}  // namespace popejoan::server::testkit
