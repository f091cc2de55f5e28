// The attacks of issue 34 ("one client can wear the server down within its limits") against a
// real popejoan-server on loopback, with the figures each one gets: run it against an older
// binary (--server) for the figures before. Figures, never a verdict (docs/online.md, "Limits").
//
//   popejoan-abuse-bench [--server BIN] [--seconds N] rooms|ai|watchers
//
// The server runs as docs/online.md recommends behind a proxy (the bench is that proxy, on
// 127.0.0.1): with --trusted-proxies 127.0.0.1 when the binary has it (each client then named in
// X-Forwarded-For: the attacker 203.0.113.66, the honest player 198.51.100.1), else with the
// per-address limits lifted as the older docs said.
//   rooms     8 connections of one client make rooms as fast as the message limit lets them.
//   ai        32 rooms of seven expert AIs and their creator's seat, played at once, by one
//             client; the AI wait of one honest room of three expert AIs, alone and then beside them.
//   watchers  watchers flipping in and out of a room whose player sits idle: the room frames the
//             player gets.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "ai/bot.h"
#include "engine/json.h"
#include "engine/rules.h"
#include "server/testing/server_process.h"
#include "server/testing/ws_test_client.h"
#include "protocol/client_message.h"
#include "protocol/server_message.h"
#include "protocol/view_tracker.h"

namespace {

using popejoan::engine::Json;
using popejoan::engine::Result;
using popejoan::server::testkit::ServerProcess;
using popejoan::server::testkit::WsTestClient;
namespace protocol = popejoan::protocol;
using Ms = std::chrono::milliseconds;
using Clock = std::chrono::steady_clock;

constexpr char kAttacker[] = "203.0.113.66";
constexpr char kHonest[] = "198.51.100.1";

double Since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

bool HasFlag(const std::string& server, const std::string& flag) {
  FILE* help = popen((server + " --help 2>&1").c_str(), "r");
  if (help == nullptr) return false;
  std::string text;
  char chunk[4096];
  for (std::size_t n; (n = fread(chunk, 1, sizeof chunk, help)) > 0;) text.append(chunk, n);
  pclose(help);
  return text.find(flag) != std::string::npos;
}

// A seat that plays as soon as it is to move (the first legal action of its own view), is
// ready at each deal's end, and starts the match again at its end if it made the room.
struct Player {
  WsTestClient ws;
  std::string code;
  int seat = -1;
  std::int64_t acted = -1;
  std::int64_t again = -1;
  // Views seen, each with when it came and whose decision it waited for (-1: none).
  struct Seen {
    double at;
    std::int64_t step;
    int to_move;
  };
  std::vector<Seen> seen;
  int room_frames = 0;
  protocol::ViewTracker tracker;  // steps applied as the page applies them
  std::size_t room_bytes = 0;

  popejoan::engine::Status Connect(const ServerProcess& server, const std::string& client, bool named) {
    WsTestClient::Headers headers;
    if (named) headers.emplace_back("X-Forwarded-For", client);
    return ws.Connect(server.port(), server.origin(), headers, Ms(3000));
  }
  // Reads what came and answers it; the error ids seen go to `errors`.
  void Play(Clock::time_point epoch, std::vector<std::string>* errors = nullptr) {
    ws.Pump(Ms(0));
    while (!ws.inbox().empty()) {
      const std::string text = std::move(ws.inbox().front());
      ws.inbox().pop_front();
      Result<protocol::ServerMessage> m = protocol::ParseServerMessage(text);
      if (!m.ok()) continue;
      if (auto* w = std::get_if<protocol::Welcome>(&*m)) {
        code = w->room;
        seat = w->spectator ? -1 : w->seat;
      } else if (std::get_if<protocol::RoomInfo>(&*m) != nullptr) {
        ++room_frames;
        room_bytes += text.size();
      } else if (auto* e = std::get_if<protocol::RoomError>(&*m)) {
        if (errors != nullptr) errors->push_back(e->error + ": " + e->message);
      } else if (auto* v = std::get_if<protocol::RoomView>(&*m)) {
        if (!tracker.Apply(v)) {
          (void)ws.Send(protocol::ResyncMessage());
          continue;
        }
        const popejoan::engine::State& s = *v->state;
        const bool over = s.IsTerminal();
        const bool deal_over = s.phase() == popejoan::engine::Phase::kDealOver;
        seen.push_back({Since(epoch), v->step, over || deal_over ? -1 : s.CurrentSeat()});
        if (over && seat == 0 && again != v->step) {
          again = v->step;
          (void)ws.Send(protocol::PlayAgainMessage());
        } else if (deal_over && acted != v->step) {
          acted = v->step;
          (void)ws.Send(protocol::ActMessage(v->step, popejoan::engine::kActionNextDeal));
        } else if (!over && !deal_over && s.CurrentSeat() == seat && acted != v->step) {
          acted = v->step;
          (void)ws.Send(protocol::ActMessage(v->step, s.LegalActions()[0]));
        }
      }
    }
  }
  // The AI's waits (seconds) between views from `after` on: each view that followed one at which
  // an AI seat was to move.
  std::vector<double> AiWaits(double after) const {
    std::vector<double> waits;
    for (std::size_t i = 1; i < seen.size(); ++i) {
      if (seen[i - 1].at < after || seen[i - 1].to_move <= 0 || seen[i].step != seen[i - 1].step + 1) continue;
      waits.push_back(seen[i].at - seen[i - 1].at);
    }
    return waits;
  }
};

std::string CreateOf(int ai_seats, popejoan::ai::Level level) {
  std::vector<protocol::SeatRequest> seats(static_cast<std::size_t>(1 + ai_seats));
  for (int s = 1; s <= ai_seats; ++s) {
    seats[static_cast<std::size_t>(s)].kind = protocol::SeatKind::kAi;
    seats[static_cast<std::size_t>(s)].level = popejoan::ai::LevelId(level);
  }
  return protocol::CreateMessage("Ann", {popejoan::engine::RulesForPreset(popejoan::engine::Preset::kClassic), 5, seats, popejoan::ai::LevelId(level), 0});
}

void PrintWaits(const char* what, std::vector<double> waits) {
  if (waits.empty()) {
    std::printf("%s: no AI decision seen\n", what);
    return;
  }
  std::sort(waits.begin(), waits.end());
  double sum = 0;
  for (double w : waits) sum += w;
  auto at = [&](double q) { return waits[std::min(waits.size() - 1, static_cast<std::size_t>(q * waits.size()))]; };
  std::printf("%s: %zu AI decisions, wait p50 %.0f ms, p90 %.0f ms, mean %.0f ms, max %.0f ms\n", what, waits.size(),
              1000 * at(0.5), 1000 * at(0.9), 1000 * sum / waits.size(), 1000 * waits.back());
}

// Waits until `player` is welcomed (or `seconds` pass) while keeping `others` read.
bool Welcomed(Player* player, Clock::time_point epoch, std::vector<std::string>* errors = nullptr) {
  const auto deadline = Clock::now() + Ms(3000);
  while (player->code.empty() && Clock::now() < deadline && (errors == nullptr || errors->empty())) {
    player->ws.Pump(Ms(5));
    player->Play(epoch, errors);
  }
  return !player->code.empty();
}

int Rooms(const ServerProcess& server, bool named, double seconds) {
  std::vector<std::unique_ptr<Player>> connections;
  for (int i = 0; i < 8; ++i) {
    connections.push_back(std::make_unique<Player>());
    if (!connections.back()->Connect(server, kAttacker, named).ok()) connections.pop_back();
  }
  const auto epoch = Clock::now();
  int made = 0;
  int refused = 0;
  std::vector<std::string> reasons;
  const std::string create = CreateOf(2, popejoan::ai::Level::kCasual);
  while (Since(epoch) < seconds) {
    const auto round = Clock::now();
    for (auto& c : connections) {
      if (c->ws.closed()) continue;
      c->code.clear();
      std::vector<std::string> errors;
      (void)c->ws.Send(create);
      made += Welcomed(c.get(), epoch, &errors);
      refused += !errors.empty();
      if (!errors.empty() && std::find(reasons.begin(), reasons.end(), errors[0]) == reasons.end()) reasons.push_back(errors[0]);
    }
    // Within --messages-per-second (20) on each connection.
    std::this_thread::sleep_until(round + Ms(55));
  }
  int open = 0;
  for (auto& c : connections) open += !c->ws.closed();
  std::printf("rooms: %zu connections of one client for %.0f s: %d rooms made, %d refused; %d connections still open\n",
              connections.size(), seconds, made, refused, open);
  for (const std::string& reason : reasons) std::printf("  refused: %s\n", reason.c_str());
  return 0;
}

// Plays `rooms` for `seconds`, the honest one read first each turn; the honest one's AI waits.
std::vector<double> PlayFor(std::vector<std::unique_ptr<Player>>& rooms, Player* honest, Clock::time_point epoch,
                            double warm_up, double seconds) {
  while (Since(epoch) < warm_up + seconds) {
    honest->ws.Pump(Ms(1));
    honest->Play(epoch);
    for (auto& r : rooms) {
      r->Play(epoch);
      honest->Play(epoch);
    }
  }
  return honest->AiWaits(warm_up);
}

int Ai(const ServerProcess& server, bool named, double seconds) {
  const auto epoch = Clock::now();
  std::vector<std::unique_ptr<Player>> attackers;
  Player honest;
  if (!honest.Connect(server, kHonest, named).ok()) return std::printf("no connection\n"), 1;
  (void)honest.ws.Send(CreateOf(3, popejoan::ai::Level::kExpert));
  if (!Welcomed(&honest, epoch)) return std::printf("the honest room was not made\n"), 1;
  (void)honest.ws.Send(protocol::StartMessage());
  PrintWaits("the honest room alone", PlayFor(attackers, &honest, epoch, 1.0, seconds / 2));
  for (int i = 0; i < 32; ++i) {
    auto a = std::make_unique<Player>();
    if (!a->Connect(server, kAttacker, named).ok()) return std::printf("attacker %d: no connection\n", i), 1;
    (void)a->ws.Send(CreateOf(7, popejoan::ai::Level::kExpert));
    if (!Welcomed(a.get(), epoch)) return std::printf("attacker %d: no room\n", i), 1;
    (void)a->ws.Send(protocol::StartMessage());
    attackers.push_back(std::move(a));
  }
  const double from = Since(epoch);
  honest.seen.clear();
  PrintWaits("beside 32 rooms of seven expert AIs from one client", PlayFor(attackers, &honest, epoch, from + 2.0, seconds));
  std::size_t attacker_decisions = 0;
  for (auto& a : attackers) attacker_decisions += a->seen.size();
  std::printf("  the attacker's rooms: %zu views to their creators\n", attacker_decisions);
  return 0;
}

int Watchers(const ServerProcess& server, bool named, double seconds) {
  const auto epoch = Clock::now();
  Player player;
  if (!player.Connect(server, kHonest, named).ok()) return std::printf("no connection\n"), 1;
  (void)player.ws.Send(CreateOf(2, popejoan::ai::Level::kCasual));
  if (!Welcomed(&player, epoch)) return std::printf("no room\n"), 1;
  // The player does not play: the match waits at its turn.
  player.seat = -2;
  (void)player.ws.Send(protocol::StartMessage());
  for (int i = 0; i < 100; ++i) player.ws.Pump(Ms(10));
  player.ws.inbox().clear();
  player.room_frames = 0;
  int flips = 0;
  const auto start = Clock::now();
  while (Since(start) < seconds) {
    Player watcher;
    if (!watcher.Connect(server, kAttacker, named).ok()) break;
    (void)watcher.ws.Send(protocol::HelloMessage(player.code, "", ""));
    while (watcher.ws.inbox().size() < 2 && !watcher.ws.closed()) watcher.ws.Pump(Ms(1000));
    watcher.ws.Close();
    flips += 2;
    player.Play(epoch);
  }
  for (int i = 0; i < 50; ++i) {
    player.ws.Pump(Ms(10));
    player.Play(epoch);
  }
  std::printf("watchers: %d comings and goings in %.1f s: the idle player got %d room frames (%zu bytes)%s\n", flips,
              Since(start), player.room_frames, player.room_bytes, player.ws.closed() ? "; it was dropped" : "");
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::string server_binary = popejoan::server::testkit::ServerBinary();
  double seconds = 0;
  std::string attack;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--server" && i + 1 < argc) {
      server_binary = argv[++i];
    } else if (arg == "--seconds" && i + 1 < argc) {
      seconds = std::atof(argv[++i]);
    } else {
      attack = arg;
    }
  }
  if (attack != "rooms" && attack != "ai" && attack != "watchers") {
    std::fprintf(stderr, "usage: popejoan-abuse-bench [--server BIN] [--seconds N] rooms|ai|watchers\n");
    return 2;
  }
  const bool named = HasFlag(server_binary, "--trusted-proxies");
  std::vector<std::string> flags = {"--seed", "5"};
  if (named) {
    flags.insert(flags.end(), {"--trusted-proxies", "127.0.0.1"});
  } else {
    flags.insert(flags.end(), {"--connections-per-address", "0", "--rooms-per-minute", "0"});
  }
  // The AI attack's 32 rooms, as if made over a few minutes.
  if (attack == "ai") flags.insert(flags.end(), {"--rooms-per-minute", "0"});
  std::printf("%s: %s\n", server_binary.c_str(),
              named ? "--trusted-proxies 127.0.0.1, each client named in X-Forwarded-For"
                    : "per-address limits lifted (every socket from the proxy)");
  ServerProcess server;
  const popejoan::engine::Status started = server.Start(server_binary, flags);
  if (!started.ok()) return std::printf("%s\n", started.message.c_str()), 1;
  if (attack == "rooms") return Rooms(server, named, seconds > 0 ? seconds : 21);
  if (attack == "ai") return Ai(server, named, seconds > 0 ? seconds : 20);
  return Watchers(server, named, seconds > 0 ? seconds : 5);
}
