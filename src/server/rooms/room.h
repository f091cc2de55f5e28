// One online room: its seats (people, AI, empty), the match the server keeps for them, and the
// records it is made of. A room changes only by Apply(record): a live room makes a record for
// what a seat asks (refusing what the rules or the moment do not allow), the hub stores it, then
// applies it; a restarted server applies the stored records in order and stands exactly where
// it was (every action's record carries the state hash it led to, checked again).
//
// What a connection may see is built here too: the room for everyone (names, kinds, stage) and
// the match for one seat (engine/public_view.h). No sockets, clocks or randomness: the hub
// (room_hub.h) brings connections, time, codes, tokens and seeds.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "engine/event.h"
#include "engine/json.h"
#include "engine/result.h"
#include "engine/rules.h"
#include "engine/state.h"
#include "protocol/client_message.h"
#include "protocol/server_message.h"
#include "protocol/vocabulary.h"
#include "protocol/view_frame.h"
#include "server/rooms/room_standings.h"

namespace popejoan::session {
class AiSeats;
}

namespace popejoan::server {

// The protocol's words for a seat and a room's moment (protocol/vocabulary.h).
using protocol::RoomStage;
using protocol::RoomStageId;
using protocol::SeatKind;
using protocol::SeatKindId;

// A seat as the room holds it (the "room" frame tells protocol::SeatInfo, without the token).
struct RoomSeat {
  std::string name;
  SeatKind kind = SeatKind::kEmpty;
  ai::Level level = ai::Level::kCasual;  // how an AI plays this seat
  std::string token;                     // the person's secret; "" for AI and empty seats
  // A public table's AI seat a newcomer takes when the deal ends (docs/online.md, "Public
  // tables"): their name and the token they were given; "" when nobody is arriving.
  std::string arriving_name;
  std::string arriving_token;
};

// What "create" asks for: seat 0 is the creator's (a person); the others people to come (kEmpty)
// or AI seats; `fill` plays the empty seats at the start and the seats of people away.
struct RoomRequest {
  std::string name;
  engine::Rules rules;
  int rounds = 1;
  std::vector<RoomSeat> seats;
  ai::Level fill = ai::Level::kCasual;
  int clock_seconds = 0;  // the turn clock (turn_clock.h): 0, 30, 60 or 120
  bool public_table = false;  // listed and open to quick play (a preset's rules, a clock)
  std::string lang;           // a public table's language ("en", "fr")
};

// A refusal: an id of docs/online.md ("not-your-turn") and a sentence for logs.
struct Refusal {
  std::string id;
  std::string message;
};
// The room's answer to a change asked of it: either the record to store and apply, or the
// refusal (not the rules' numbered decisions, nor a player's decision at the table).
struct Verdict {
  std::optional<engine::Json> record;
  Refusal refusal;
  static Verdict Ok(engine::Json record) { return Verdict{std::move(record), {}}; }
  static Verdict No(std::string id, std::string message) { return Verdict{std::nullopt, {std::move(id), std::move(message)}}; }
};

// A create message's request as the room takes it: the creator's name, person seats to come
// (kEmpty), AI seats at their levels.
RoomRequest RoomRequestOf(const std::string& name, const protocol::CreateRequest& request);

class Room {
 public:
  // ---- Records: how a room is made and changed (live, and when resumed from the store).
  static engine::Json CreateRecord(const std::string& code, const RoomRequest& request, const std::string& creator_token,
                           std::uint64_t seed);
  static engine::Result<Room> FromCreateRecord(const engine::Json& record);
  // Applies a record; `events` gets what the engine said for an action. A record that does not
  // fit (a stored file edited or damaged) is an error and changes nothing.
  engine::Status Apply(const engine::Json& record, std::vector<engine::Event>* events = nullptr);

  Room(Room&&) noexcept;
  Room& operator=(Room&&) noexcept;
  ~Room();

  // ---- What a seat asks: the record that does it, or a refusal.
  Verdict TakeSeat(int seat, const std::string& name, const std::string& token) const;
  // `host`: the seat that may start, free seats and play again (Host()).
  Verdict Start(int by_seat, int host) const;
  // A decision of `seat` at `step` (the number of the match's actions so far).
  Verdict Act(int seat, int step, engine::Action action) const;
  Verdict PlayAgain(int by_seat, int host, std::uint64_t seed) const;
  // The host frees a person's seat in the lobby (its person watches; its token opens nothing).
  Verdict FreeSeat(int by_seat, int seat, int host) const;
  // The room's own records: a person's seat goes to the AI (away too long, or `why` "clock": late
  // too many turns in a row), and comes back; a lobby seat whose person is gone is free again.
  engine::Json Away(int seat, const char* why = nullptr) const;
  engine::Json Back(int seat) const;
  engine::Json Free(int seat) const;
  // ---- A public table (docs/online.md, "Public tables").
  // A newcomer claims AI seat `seat` mid-deal; they take it when the deal ends (ArrivalsDue).
  Verdict Arrive(int seat, const std::string& name, const std::string& token) const;
  // A person leaves the table: their seat is an AI's at once (for good), or their claim on an AI
  // seat is dropped.
  Verdict LeaveTable(int seat) const;
  // The seats whose newcomers take them now (between deals): each one's "seat" record.
  std::vector<engine::Json> ArrivalsDue() const;
  // The seat a newcomer's token claims (compared in constant time); -1 if none.
  int ArrivingSeatOfToken(const std::string& token) const;
  // An AI seat a newcomer may have now: at once between deals, else claimed for the deal's end;
  // -1 if every seat is a person's or claimed.
  int OpenAiSeat() const;
  // The seat a newcomer from the open tables' list may have: in the lobby a free seat, else an AI's
  // (as a friend may take it); once started, OpenAiSeat. -1 if none.
  int OpenSeat() const;
  // Seats held by people (here or away), and claimed by newcomers.
  int People() const;
  // The seat that may start, free seats and play again: the lowest seat whose person is here
  // (seat 0, the creator's, while they are); -1 when nobody is. `connected`: per seat.
  int Host(const std::vector<bool>& connected) const;
  // The turn clock ran out on `seat`'s decision: its AI plays this one (an act record marked
  // "late"). Not a record: forgotten at the next action, or when the room is replayed.
  void PlayLate(int seat) { late_seat_ = seat; }
  // Decisions in a row `seat`'s clock ran out on (counted from the records; 0 after its person
  // acted, came back or took the seat).
  int LateTurns(int seat) const { return late_turns_[static_cast<std::size_t>(seat)]; }
  // Every person ready at the end of a deal: the next deal.
  Verdict NextDeal() const;
  // The Pope's pause is over without it (the hub's clock, docs/online.md "The wild Pope"): the
  // table's pass, whoever holds the Pope and whether or not its holder answered.
  Verdict PassPopePause() const;
  // An AI seat to move thinks for at most `budget_ms`: its act record once decided.
  std::optional<engine::Json> ThinkAi(double budget_ms);

  // ---- What the room is.
  const std::string& code() const { return code_; }
  RoomStage stage() const { return stage_; }
  const std::vector<RoomSeat>& seats() const { return seats_; }
  int NumSeats() const { return static_cast<int>(seats_.size()); }
  // The seat whose token this is, -1 if none (compared in constant time).
  int SeatOfToken(const std::string& token) const;
  // The seat whose rejoin code (rejoin_code.h) this is, as normalised; -1 if none (constant time).
  int SeatOfRejoin(const std::string& code) const;
  bool PlayedByAi(int seat) const;
  // Whether an AI (a seat's own, or one playing for its absent person) must decide now.
  bool AiToMove() const { const int seat = ToAct(); return seat >= 0 && (PlayedByAi(seat) || late_seat_ == seat); }
  bool HasMatch() const { return state_.has_value(); }
  const engine::State& state() const { return *state_; }
  int step() const { return static_cast<int>(actions_); }
  // The seat that must decide now (-1: none, or the end of a deal).
  int ToAct() const;
  bool DealOver() const { return HasMatch() && state_->phase() == engine::Phase::kDealOver; }
  // The table waits to see whether the Pope is played at a stop (rules D23).
  bool InPopePause() const { return stage_ == RoomStage::kPlaying && state_->phase() == engine::Phase::kWildPope; }
  // The current deal's events so far (for someone joining mid-deal).
  const std::vector<engine::Event>& deal_events() const { return deal_events_; }
  int records() const { return records_; }
  // Who held each seat of the match and what each came to (room_standings.h).
  const RoomStandings& standings() const { return standings_; }
  // Per seat, who held it earlier in this match, oldest first (from the records; a new match
  // starts with none).
  const std::vector<protocol::EarlierHolder>& past(int seat) const { return past_[static_cast<std::size_t>(seat)]; }
  int clock_seconds() const { return clock_seconds_; }
  bool is_public() const { return public_; }
  const engine::Rules& rules() const { return rules_; }
  const std::string& lang() const { return lang_; }
  // Between deals: a deal's end, or the match's.
  bool BetweenDeals() const { return DealOver() || stage_ == RoomStage::kOver; }
  // No deal is being played: the lobby, or between deals (a newcomer sits at once).
  bool NoDealInPlay() const { return stage_ == RoomStage::kLobby || BetweenDeals(); }

  // ---- What connections are sent (docs/online.md).
  // `connected`: per seat, whether its person is here; `spectators`: how many watch.
  engine::Json InfoJson(const std::vector<bool>& connected, int spectators) const;
  // The match as `seat` may know it (-1: a watcher), with `events` since step `from`: the
  // "view" message's text, written straight out (four of them an action: the server's hot path).
  // `left_ms`: the turn clock's time left for the decision awaited (-1: none runs).
  std::string ViewText(int seat, int from, const std::vector<engine::Event>& events, const std::vector<bool>& ready,
                       std::int64_t left_ms = -1) const;
  // The same news as a "step" frame (docs/online.md, "Steps"): what changed for `seat` since
  // `told`, the match as its members were told it at step `from`.
  std::string StepText(int seat, const engine::State& told, int from, const std::vector<engine::Event>& events,
                       const std::vector<bool>& ready, std::int64_t left_ms = -1) const;

 private:
  protocol::FrameNews News(int from, const std::vector<engine::Event>& events, const std::vector<bool>& ready,
                           std::int64_t left_ms) const;
  Room();
  // Whether a watcher may take `seat` now (an empty or AI seat in the lobby, an AI's between deals).
  bool SeatOpen(int seat) const;
  engine::Status ApplySeat(const engine::Json& record);
  engine::Status ApplyAct(const engine::Json& record, std::vector<engine::Event>* events);
  engine::Status BeginMatch(std::uint64_t seed, std::vector<engine::Event>* events);
  void NoteEvents(const std::vector<engine::Event>& events);
  // Mid-match, seat `n` changes hands: what it did so far stays under the name it had.
  void NoteEarlierHolder(std::int64_t n);
  void NameAiSeats();
  // The standings after record `type` applied with `events`.
  void NoteStandings(const std::string& type, const std::vector<engine::Event>& events);

  std::string code_;
  std::vector<RoomSeat> seats_;
  engine::Rules rules_;
  int rounds_ = 1;
  ai::Level fill_ = ai::Level::kCasual;
  RoomStage stage_ = RoomStage::kLobby;
  std::uint64_t seed_ = 0;
  std::optional<engine::State> state_;
  std::string rules_json_;  // the match's rules as every view carries them, written once
  std::size_t actions_ = 0;
  std::vector<engine::Event> deal_events_;
  std::unique_ptr<session::AiSeats> ai_;
  int records_ = 0;
  int clock_seconds_ = 0;
  bool public_ = false;
  std::string lang_;
  std::vector<int> late_turns_;  // per seat, from the records
  protocol::SeatsHistory past_;  // per seat, who held it earlier in this match (a watcher took an AI's seat)
  int late_seat_ = -1;           // the clock ran out on this seat's decision (not a record)
  int late_step_ = -1;           // the step an act marked "late" led to, and whose it was
  int late_step_seat_ = -1;
  RoomStandings standings_;
};

}  // namespace popejoan::server
