// One page of a room as a test of the real popejoan-server sees it: its socket, what it was told
// (kept, every frame's text too, to look for secrets in), and a player that makes the first legal
// move on its seat's turns and says "ready" at a deal's end. PumpUntil pumps pages until a
// condition holds. Header-only: it asserts with gtest, which only the tests link.
#pragma once

#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "server/testing/ws_test_client.h"
#include "protocol/client_message.h"
#include "protocol/server_message.h"
#include "protocol/view_tracker.h"

namespace popejoan::server::testkit {

struct RoomPage {
  using Ms = std::chrono::milliseconds;

  WsTestClient client;
  bool plays = true;  // false: a person who sits and never plays
  int seat = -1;      // -1: watching
  std::string code;
  std::string token;
  std::string rejoin;
  std::optional<protocol::RoomView> view;
  protocol::ViewTracker tracker;  // steps applied as the page applies them
  int gaps = 0;                   // steps that did not follow: the whole view asked for again
  std::optional<protocol::RoomInfo> info;  // the last `room` frame
  std::vector<protocol::RoomInfo> infos;   // every `room` frame, in order
  std::vector<int> late;                  // every "late" a view said
  std::vector<std::string> errors;
  std::vector<std::string> frames;
  std::int64_t acted_step = -1;

  // Reads what has arrived, without waiting.
  void Take() {
    while (std::optional<std::string> text = client.Receive(Ms(0))) {
      frames.push_back(*text);
      engine::Result<protocol::ServerMessage> m = protocol::ParseServerMessage(*text);
      ASSERT_TRUE(m.ok()) << *text;
      if (auto* w = std::get_if<protocol::Welcome>(&*m)) {
        code = w->room;
        seat = w->spectator ? -1 : w->seat;
        if (!w->token.empty()) token = w->token;
        rejoin = w->rejoin;
      } else if (auto* v = std::get_if<protocol::RoomView>(&*m)) {
        if (!tracker.Apply(v)) {
          ++gaps;
          Send(protocol::ResyncMessage());
          continue;
        }
        if (v->late >= 0) late.push_back(v->late);
        view = std::move(*v);
      } else if (auto* i = std::get_if<protocol::RoomInfo>(&*m)) {
        infos.push_back(*i);
        info = std::move(*i);
      } else if (auto* e = std::get_if<protocol::RoomError>(&*m)) {
        errors.push_back(e->error);
      }
    }
  }
  void Pump(Ms wait) {
    client.Pump(wait);
    Take();
  }
  void Send(const std::string& text) { ASSERT_TRUE(client.Send(text).ok()); }
  bool Over() const { return view && view->state && view->state->IsTerminal(); }
  // The first legal action on this seat's turn, "ready" at a deal's end; once a step.
  void Play() {
    if (!plays || seat < 0 || !view || !view->state || Over() || acted_step == view->step) return;
    const engine::State& state = *view->state;
    if (state.phase() == engine::Phase::kDealOver || state.CurrentSeat() == seat) {
      acted_step = view->step;
      Send(protocol::ActMessage(view->step, state.phase() == engine::Phase::kDealOver ? engine::kActionNextDeal : state.LegalActions()[0]));
    }
  }
  bool Saw(const std::string& secret) const {
    for (const std::string& f : frames) {
      if (f.find(secret) != std::string::npos) return true;
    }
    return false;
  }
  std::string LastError() const { return errors.empty() ? "" : errors.back(); }
};

// Pumps `pages` (the first waits up to 10 ms a round, the others read what came) and lets each
// play, until `done`, at most `bound` rounds: a bound, so that a broken server fails instead of
// hanging, never a measure.
template <typename Done>
bool PumpUntil(const std::vector<RoomPage*>& pages, Done done, int bound = 3000) {
  for (int i = 0; i < bound && !done(); ++i) {
    for (RoomPage* p : pages) {
      p->Pump(RoomPage::Ms(p == pages.front() ? 10 : 0));
      p->Play();
    }
  }
  return done();
}

}  // namespace popejoan::server::testkit
