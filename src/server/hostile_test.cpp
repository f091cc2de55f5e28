// A hostile client against the real popejoan-server (docs/online.md, "Limits"): four people play a
// scripted match (each the first of its legal actions, from its own view, `--seed` fixed) while an
// attacker in the same room tries every refusal and every limit. Each attempt is answered with an
// error (or, for the limits that close, the connection is closed), and every seat is shown the
// same states in the same order, to the same end, as in a run of the same seed and script with
// no attacker. The fourth seat is the attacker's own, played by the same script between attempts.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <chrono>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "engine/rules.h"
#include "engine/state.h"
#include "server/testing/server_process.h"
#include "server/testing/ws_test_client.h"
#include "protocol/client_message.h"
#include "protocol/server_message.h"
#include "protocol/view_tracker.h"

namespace popejoan::server {
namespace {

using testkit::ServerProcess;
using testkit::WsTestClient;
using Ms = std::chrono::milliseconds;
using Clock = std::chrono::steady_clock;

// The limits both runs share: tight enough for the attacker to meet each, loose enough for four
// honest pages playing flat out (they keep under 20 messages a second each).
const std::vector<std::string> kFlags = {"--seed", "11", "--messages-per-second", "40", "--connections-per-address", "12",
                                         "--rooms-per-minute", "2", "--idle-seconds", "4", "--handshake-seconds", "2"};

bool Printable(const std::string& text) {
  for (unsigned char c : text) {
    if (c < 0x20 || c == 0x7f) return false;
  }
  return true;
}

// One page: its connection, what it has been told, and the honest script (the first legal action
// of its own view, "ready" at each deal's end), at most 20 messages a second.
struct Page {
  std::string name;
  WsTestClient client;
  int seat = -1;
  std::string token;
  std::string code;
  std::optional<protocol::RoomView> view;
  protocol::ViewTracker tracker;  // steps applied as the page applies them
  int views = 0;
  std::uint64_t trail = 0xcbf29ce484222325ull;
  std::deque<protocol::RoomError> errors;
  std::deque<Clock::time_point> sent;
  std::int64_t acted_step = -1;
  std::int64_t ready_step = -1;
  std::string last_act;

  explicit Page(std::string n) : name(std::move(n)) {}

  void Take() {
    while (auto text = client.Receive(Ms(0))) {
      engine::Result<protocol::ServerMessage> m = protocol::ParseServerMessage(*text);
      ASSERT_TRUE(m.ok()) << name << " could not read " << *text;
      if (auto* w = std::get_if<protocol::Welcome>(&*m)) {
        code = w->room;
        seat = w->spectator ? -1 : w->seat;
        if (!w->token.empty()) token = w->token;
      } else if (auto* v = std::get_if<protocol::RoomView>(&*m)) {
        if (!tracker.Apply(v)) {
          (void)client.Send(protocol::ResyncMessage());
          continue;
        }
        view = std::move(*v);
        ++views;
        // Every state the seat was shown, in order, folded into one number.
        trail = (trail ^ (view->state ? view->state->Hash() : 0)) * 0x100000001b3ull + static_cast<std::uint64_t>(view->step);
      } else if (auto* e = std::get_if<protocol::RoomError>(&*m)) {
        errors.push_back(*e);
      }
    }
  }
  void Pump(Ms wait) {
    client.Pump(wait);
    Take();
  }
  void Send(const std::string& text) {
    while (sent.size() >= 20 && Clock::now() - sent.front() < Ms(1000)) Pump(Ms(5));
    if (sent.size() >= 20) sent.pop_front();
    sent.push_back(Clock::now());
    EXPECT_TRUE(client.Send(text).ok()) << name;
  }
  // Waits for a welcome (seat set, or -1 for a watcher) or an error.
  void WaitWelcomeOrError() {
    const std::string before = code;
    const std::size_t errors_before = errors.size();
    for (int i = 0; i < 200 && code == before && errors.size() == errors_before; ++i) Pump(Ms(10));
  }
  bool Over() const { return view && view->state && view->state->IsTerminal(); }
  bool DealOver() const { return view && view->state && view->state->phase() == engine::Phase::kDealOver; }
  bool MyTurn() const {
    return view && view->state && !DealOver() && !Over() && view->state->CurrentSeat() == seat && acted_step != view->step;
  }
  // The honest script's next message, if it has one now.
  std::optional<std::string> Next() const {
    if (!view || !view->state || Over()) return std::nullopt;
    if (DealOver()) {
      if (ready_step == view->step) return std::nullopt;
      return protocol::ActMessage(view->step, engine::kActionNextDeal);
    }
    if (!MyTurn()) return std::nullopt;
    return protocol::ActMessage(view->step, view->state->LegalActions()[0]);
  }
  void PlayHonestly() {
    std::optional<std::string> next = Next();
    if (!next) return;
    if (DealOver()) {
      ready_step = view->step;
    } else {
      acted_step = view->step;
    }
    last_act = *next;
    Send(*next);
  }
};

// Pumps every page of the match without waiting, so that each answers the server's pings while
// the attacker waits on its own sockets (set while a match is played).
std::function<void()> g_keep_alive = [] {};

// Waits up to 2 s for `page`'s next error and checks its id and that its message is printable.
void ExpectError(Page* page, const std::string& id, const std::string& what) {
  for (int i = 0; i < 200 && page->errors.empty() && !page->client.closed(); ++i) {
    page->Pump(Ms(10));
    g_keep_alive();
  }
  ASSERT_FALSE(page->errors.empty()) << what << ": no error came" << (page->client.closed() ? " (closed)" : "")
                                     << " to " << page->name << ", seat " << page->seat << ", room " << page->code;
  const protocol::RoomError e = page->errors.front();
  page->errors.pop_front();
  EXPECT_EQ(e.error, id) << what << ": " << e.message;
  EXPECT_TRUE(Printable(e.message)) << what;
  EXPECT_LE(e.message.size(), 200u) << what;
  EXPECT_EQ(e.message.find("/tmp"), std::string::npos) << what << ": a path reached the client";
}

// A plain TCP connection for what a WebSocket client cannot send (a bad upgrade, a slow header).
struct RawSocket {
  int fd = -1;
  explicit RawSocket(int port) {
    fd = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(static_cast<unsigned short>(port));
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0) {
      close(fd);
      fd = -1;
    }
  }
  ~RawSocket() {
    if (fd >= 0) close(fd);
  }
  void Write(const std::string& text) const { (void)!write(fd, text.data(), text.size()); }
  // What arrives until the server closes or `wait` passes; `closed` says which.
  std::string ReadAll(Ms wait, bool* closed) const {
    std::string got;
    *closed = false;
    const auto deadline = Clock::now() + wait;
    while (Clock::now() < deadline) {
      pollfd p{fd, POLLIN, 0};
      const int left = static_cast<int>(std::chrono::duration_cast<Ms>(deadline - Clock::now()).count());
      if (poll(&p, 1, std::max(1, left)) <= 0) continue;
      char chunk[1024];
      const ssize_t n = read(fd, chunk, sizeof chunk);
      if (n <= 0) {
        *closed = true;
        break;
      }
      got.append(chunk, static_cast<std::size_t>(n));
    }
    return got;
  }
};

std::string Upgrade(int port, const std::string& origin_line) {
  return "GET /rooms HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(port) +
         "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
         "Sec-WebSocket-Version: 13\r\n" + origin_line + "\r\n";
}

struct MatchResult {
  std::vector<std::uint64_t> hashes;  // per seat, its final view's state
  std::vector<std::uint64_t> trails;  // per seat, every view's state and step, in order
  std::vector<int> views;             // per seat, views received
};

// The attacker: a seat of the match that also plays by the script (so the match is the same),
// and around it a watcher and throwaway connections that try everything else.
class Attacker {
 public:
  // `settle` pumps every page until nothing more arrives: the views then say what the server knows.
  Attacker(const ServerProcess& server, Page* seated, std::function<void()> settle)
      : server_(server), seated_(seated), settle_(std::move(settle)) {}

  // The watcher keeps reading (so it answers the server's pings), as a page does.
  void Pump() { eve_.Pump(Ms(0)); }

  // In the lobby, the four seats taken, before the start.
  void BeforeStart() {
    const std::string code = seated_->code;
    ASSERT_TRUE(eve_.client.Connect(server_.port(), server_.origin()).ok()) << "eve_";
    eve_.Send(protocol::HelloMessage(code, "", ""));
    eve_.WaitWelcomeOrError();
    ASSERT_EQ(eve_.seat, -1) << "a hello without a token watches";
    // Garbage, each answered with bad-message and a printable reason.
    const std::string deep = "{\"v\":2,\"type\":\"start\",\"x\":" + std::string(500, '[');
    std::string wide = R"({"v":2,"type":"start","x":[)";
    for (int i = 0; i < 400; ++i) wide += "1,";
    wide += "1]}";
    for (const std::string& garbage :
         {std::string("not json at all"), std::string("\x01\x02\x1b[2J"), deep, wide,
          std::string(R"({"v":2,"type":"act","step":0,"action":1,"seat":0})"), std::string(R"({"v":3,"type":"start"})"),
          std::string(R"({"v":2,"type":"teleport"})")}) {
      eve_.Send(garbage);
      ExpectError(&eve_, "bad-message", "garbage " + garbage.substr(0, 20));
    }
    eve_.Send(R"({"v":2,"type":"hello","room":"\u001b[31m","name":"\u0007"})");
    ExpectError(&eve_, "bad-name", "a name with a control character");
    // A watcher acting (no token: no seat), starting, or joining the full room.
    eve_.Send(protocol::ActMessage(0, 0));
    ExpectError(&eve_, "not-now", "a watcher acts");
    eve_.Send(protocol::StartMessage());
    ExpectError(&eve_, "not-now", "a watcher starts");
    eve_.Send(protocol::TakeSeatMessage(1, "Eve"));
    ExpectError(&eve_, "room-full", "a join to a full room");
    // A seat that is not the host's starting (the creator, the host, is here).
    seated_->Send(protocol::StartMessage());
    ExpectError(seated_, "not-host", "another seat starts");
    // A wrong token, and a room that is not there.
    Page tok("tok");
    ASSERT_TRUE(tok.client.Connect(server_.port(), server_.origin()).ok()) << "tok";
    tok.Send(protocol::HelloMessage(code, std::string(32, 'f'), ""));
    ExpectError(&tok, "bad-token", "a wrong token");
    tok.Send(protocol::HelloMessage("ZZZZZZZZZ", seated_->token, ""));
    ExpectError(&tok, "no-such-room", "a seat's token for another room");
    // Rooms from one address: the creator's was the first of two a minute.
    Page maker("maker");
    ASSERT_TRUE(maker.client.Connect(server_.port(), server_.origin()).ok()) << "maker";
    std::vector<protocol::SeatRequest> seats(3);
    const std::string create = protocol::CreateMessage("Mal", {engine::RulesForPreset(engine::Preset::kClassic), 1, seats, ai::LevelId(ai::Level::kCasual), 0});
    maker.Send(create);
    maker.WaitWelcomeOrError();
    EXPECT_TRUE(maker.errors.empty()) << "the second room of the minute is made";
    maker.Send(create);
    ExpectError(&maker, "too-fast", "a third room in a minute");
    // A frame over 4 KiB, and a binary frame: closed (1009, 1003).
    Page big("big");
    ASSERT_TRUE(big.client.Connect(server_.port(), server_.origin()).ok()) << "big";
    (void)big.client.Send(R"({"v":2,"type":"hello","room":")" + std::string(5000, 'A') + "\"}");
    for (int i = 0; i < 200 && !big.client.closed(); ++i) big.Pump(Ms(10));
    EXPECT_TRUE(big.client.closed()) << "a frame over 4 KiB closes the socket";
    EXPECT_EQ(big.client.close_code(), 1009);
    Page bin("bin");
    ASSERT_TRUE(bin.client.Connect(server_.port(), server_.origin()).ok()) << "bin";
    (void)bin.client.SendBinary(std::string("\x00\x01\x02", 3));
    for (int i = 0; i < 200 && !bin.client.closed(); ++i) bin.Pump(Ms(10));
    EXPECT_TRUE(bin.client.closed()) << "a binary frame closes the socket";
    // A socket that never reads (so never answers the server's ping): closed after --idle-seconds.
    ASSERT_TRUE(sid_.client.Connect(server_.port(), server_.origin()).ok()) << "sid_";
    sid_.Send(protocol::HelloMessage(code, "", ""));
    sid_opened_ = Clock::now();
  }

  // Called each turn of the loop with the seated page's latest view (before it plays).
  void During() {
    if (!Due()) return;
    settle_();
    if (Due()) Try();
  }

 private:
  // Whether, by the seated page's view, an attempt not yet made fits the moment.
  bool Due() const {
    const Page& dee = *seated_;
    if (!dee.view || !dee.view->state || dee.Over()) return false;
    const engine::State& s = *dee.view->state;
    const std::int64_t step = dee.view->step;
    return (!tried_not_your_turn_ && !dee.DealOver() && s.CurrentSeat() != dee.seat) ||
           (!tried_illegal_ && dee.MyTurn()) ||
           (!replay_frame_.empty() && step > replay_after_step_ && !tried_replay_) ||
           (dee.DealOver() && deal_over_step_ < 0) ||
           (deal_over_step_ >= 0 && step > deal_over_step_ + 1 && !tried_finished_deal_) ||
           (!flooded_ && step > 20) || (!crowded_ && step > 30);
  }

  void Try() {
    Page& dee = *seated_;
    const engine::State s = *dee.view->state;  // a copy: the view may be replaced while the attempts wait
    const std::int64_t step = dee.view->step;
    if (!tried_not_your_turn_ && !dee.DealOver() && s.CurrentSeat() != dee.seat) {
      tried_not_your_turn_ = true;
      engine::ActionList legal = s.LegalActions();
      dee.Send(protocol::ActMessage(step, legal[0]));
      ExpectError(&dee, "not-your-turn", "an action for another seat");
    }
    if (!tried_illegal_ && dee.MyTurn()) {
      tried_illegal_ = true;
      engine::Action illegal = 0;
      while (s.LegalActions().Contains(illegal)) ++illegal;
      dee.Send(protocol::ActMessage(step, illegal));
      ExpectError(&dee, "illegal", "an illegal card");
      if (step > 0) {
        dee.Send(protocol::ActMessage(step - 1, s.LegalActions()[0]));
        ExpectError(&dee, "stale", "a stale step");
      }
      replay_after_step_ = step;  // the honest act follows: replayed once it is taken
    }
    if (!replay_frame_.empty() && step > replay_after_step_ && !tried_replay_) {
      tried_replay_ = true;
      dee.Send(replay_frame_);
      ExpectError(&dee, "stale", "a replayed message");
    }
    if (dee.DealOver() && deal_over_step_ < 0) {
      deal_over_step_ = step;
      dee.Send(protocol::ActMessage(step, 0));
      ExpectError(&dee, "not-your-turn", "a card played after the deal is over");
    }
    if (deal_over_step_ >= 0 && step > deal_over_step_ + 1 && !tried_finished_deal_) {
      tried_finished_deal_ = true;
      dee.Send(protocol::ActMessage(deal_over_step_, engine::kActionNextDeal));
      ExpectError(&dee, "stale", "an action for a finished deal");
    }
    if (!flooded_ && step > 20) Flood();
    if (!crowded_ && step > 30) Crowd();
  }

 public:
  // What the seated page sent last, once it has been taken (for the replay).
  void NoteSent(std::int64_t step) {
    if (step == replay_after_step_ && replay_frame_.empty()) replay_frame_ = seated_->last_act;
  }

  // After the match: whatever has not been tried, and the checks that need time.
  void After() {
    EXPECT_TRUE(tried_not_your_turn_ && tried_illegal_ && tried_replay_ && tried_finished_deal_ && flooded_ && crowded_)
        << tried_not_your_turn_ << tried_illegal_ << tried_replay_ << tried_finished_deal_ << flooded_ << crowded_;
    // The watcher that keeps reading (and so answers pings) outlives the idle time; the one that
    // never reads does not.
    while (Clock::now() - sid_opened_ < Ms(5500)) eve_.Pump(Ms(50));
    EXPECT_FALSE(eve_.client.closed()) << "a silent watcher that answers pings stays";
    sid_.Pump(Ms(500));
    EXPECT_TRUE(sid_.client.closed()) << "a socket that answers nothing is closed after --idle-seconds";
    // The origin, checked on the upgrade: another site's page, or none, is refused.
    for (const std::string& origin : {std::string("Origin: https://evil.example\r\n"), std::string()}) {
      RawSocket raw(server_.port());
      raw.Write(Upgrade(server_.port(), origin));
      bool closed = false;
      EXPECT_EQ(raw.ReadAll(Ms(2000), &closed).rfind("HTTP/1.1 403", 0), 0u) << origin;
    }
    RawSocket good(server_.port());
    good.Write(Upgrade(server_.port(), "Origin: " + server_.origin() + "\r\n"));
    bool good_closed = false;
    EXPECT_EQ(good.ReadAll(Ms(300), &good_closed).rfind("HTTP/1.1 101", 0), 0u) << "the server's own origin";
    // A header that never ends is cut off after --handshake-seconds; one over 8 KiB is refused.
    RawSocket slow(server_.port());
    slow.Write("GET / HTTP/1.1\r\nHost: x\r\n");
    const auto start = Clock::now();
    bool closed = false;
    slow.ReadAll(Ms(5000), &closed);
    EXPECT_TRUE(closed) << "a slow header is cut off";
    EXPECT_LT(Clock::now() - start, Ms(4000));
    RawSocket huge(server_.port());
    huge.Write("GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + std::string(10000, 'b') + "\r\n\r\n");
    const std::string answer = huge.ReadAll(Ms(2000), &closed);
    EXPECT_EQ(answer.rfind("HTTP/1.1 4", 0), 0u) << "a header over 8 KiB is refused: " << answer.substr(0, 40);
  }

 private:
  // Messages faster than --messages-per-second: too-fast for the excess, then closed.
  void Flood() {
    flooded_ = true;
    Page flood("flood");
    ASSERT_TRUE(flood.client.Connect(server_.port(), server_.origin()).ok()) << "flood";
    flood.Send(protocol::HelloMessage(seated_->code, "", ""));
    flood.WaitWelcomeOrError();
    // Read as it goes: once the server closes, what it sent and was not read yet may be lost to
    // the reset that the unread frames cause.
    for (int i = 0; i < 150 && !flood.client.closed(); ++i) {
      (void)flood.client.Send(protocol::ReactMessage(protocol::Reaction::kOops));
      flood.Pump(Ms(0));
      g_keep_alive();
    }
    for (int i = 0; i < 100 && !flood.client.closed(); ++i) flood.Pump(Ms(10));
    int too_fast = 0, not_now = 0;
    for (const protocol::RoomError& e : flood.errors) {
      too_fast += e.error == "too-fast";
      not_now += e.error == "not-now";
    }
    EXPECT_GT(too_fast, 0) << "the excess is answered too-fast";
    EXPECT_GT(not_now, 0) << "what is within the limit is read (and a watcher's reaction refused)";
    EXPECT_TRUE(flood.client.closed()) << "a connection that goes on sending too fast is closed";
  }
  // More connections from one address than --connections-per-address: the excess is closed.
  void Crowd() {
    crowded_ = true;
    std::vector<std::unique_ptr<WsTestClient>> extra;
    int refused = 0;
    for (int i = 0; i < 12; ++i) {
      auto c = std::make_unique<WsTestClient>();
      if (!c->Connect(server_.port(), server_.origin(), Ms(2000)).ok()) ++refused;
      extra.push_back(std::move(c));
      g_keep_alive();
    }
    EXPECT_GT(refused, 0) << "a 13th connection from one address is refused";
    for (auto& c : extra) {
      c->Close();
      g_keep_alive();
    }
  }

  const ServerProcess& server_;
  Page* seated_;
  std::function<void()> settle_;
  Page eve_{"eve"};
  Page sid_{"sid"};
  Clock::time_point sid_opened_;
  bool tried_not_your_turn_ = false, tried_illegal_ = false, tried_replay_ = false, tried_finished_deal_ = false;
  bool flooded_ = false, crowded_ = false;
  std::int64_t replay_after_step_ = -1, deal_over_step_ = -1;
  std::string replay_frame_;
};

// The scripted match of four people on a fresh server, with or without the attacker.
MatchResult PlayMatch(bool attack) {
  MatchResult result;
  ServerProcess server;
  const engine::Status started = server.Start(testkit::ServerBinary(), kFlags);
  EXPECT_TRUE(started.ok()) << started.message;
  if (!started.ok()) return result;
  std::vector<std::unique_ptr<Page>> pages;
  for (const char* name : {"Ann", "Bo", "Cy", "Dee"}) {
    pages.push_back(std::make_unique<Page>(name));
    EXPECT_TRUE(pages.back()->client.Connect(server.port(), server.origin()).ok());
  }
  std::vector<protocol::SeatRequest> seats(4);
  pages[0]->Send(protocol::CreateMessage("Ann", {engine::RulesForPreset(engine::Preset::kClassic), 1, seats, ai::LevelId(ai::Level::kCasual), 0}));
  pages[0]->WaitWelcomeOrError();
  EXPECT_EQ(pages[0]->seat, 0);
  for (int s = 1; s < 4; ++s) {
    Page& p = *pages[static_cast<std::size_t>(s)];
    p.Send(protocol::HelloMessage(pages[0]->code, "", ""));
    p.WaitWelcomeOrError();
    p.Send(protocol::TakeSeatMessage(s, p.name));
    for (int i = 0; i < 200 && p.seat != s; ++i) p.Pump(Ms(10));
    EXPECT_EQ(p.seat, s) << p.name;
  }
  std::unique_ptr<Attacker> attacker;
  g_keep_alive = [&pages] {
    for (auto& p : pages) p->Pump(Ms(0));
  };
  if (attack) {
    attacker = std::make_unique<Attacker>(server, pages[3].get(), [&pages] {
      bool more = true;
      for (int i = 0; i < 50 && more; ++i) {
        more = false;
        for (auto& p : pages) {
          const int before = p->views;
          p->Pump(Ms(10));
          more = more || p->views != before;
        }
      }
    });
    attacker->BeforeStart();
  }
  pages[0]->Send(protocol::StartMessage());
  const auto deadline = Clock::now() + std::chrono::seconds(20);
  bool all_over = false;
  while (!all_over && Clock::now() < deadline && !::testing::Test::HasFatalFailure()) {
    all_over = true;
    for (auto& p : pages) {
      p->Pump(Ms(1));
      all_over = all_over && p->Over();
    }
    if (attacker) {
      attacker->Pump();
      attacker->During();
    }
    for (auto& p : pages) {
      const std::int64_t before = p->acted_step;
      p->PlayHonestly();
      if (attacker && p.get() == pages[3].get() && p->acted_step != before) attacker->NoteSent(p->acted_step);
    }
  }
  EXPECT_TRUE(all_over) << "the match ends within 20 s";
  for (std::size_t s = 0; s < pages.size(); ++s) {
    const Page& p = *pages[s];
    if (s < 3 || !attack) {
      EXPECT_TRUE(p.errors.empty()) << p.name << ": " << (p.errors.empty() ? "" : p.errors.front().error);
    }
    result.hashes.push_back(p.view && p.view->state ? p.view->state->Hash() : 0);
    result.views.push_back(p.views);
    result.trails.push_back(p.trail);
  }
  if (attacker) attacker->After();
  g_keep_alive = [] {};
  return result;
}

TEST(Hostile, EveryAttemptIsRefusedAndTheHonestSeatsPlayOnAsIfAlone) {
  const MatchResult alone = PlayMatch(false);
  ASSERT_FALSE(::testing::Test::HasFailure());
  const MatchResult attacked = PlayMatch(true);
  ASSERT_EQ(alone.hashes.size(), 4u);
  for (std::size_t s = 0; s < 4; ++s) {
    EXPECT_NE(alone.hashes[s], 0u);
    EXPECT_GT(alone.views[s], 40) << "a whole match of views";
  }
  EXPECT_EQ(attacked.hashes, alone.hashes) << "every seat ends at the same state";
  EXPECT_EQ(attacked.views, alone.views) << "through the same number of views";
  EXPECT_EQ(attacked.trails, alone.trails) << "each the same states in the same order";
}

}  // namespace
}  // namespace popejoan::server
