#include "session/room_words.h"

#include "ai/bot.h"
#include "session/words/game_words.h"
#include "session/words/language.h"

namespace popejoan::session {

std::string RoomCodeWords(const std::string& code) {
  std::string out;
  for (size_t i = 0; i < code.size(); ++i) {
    if (i > 0 && i % 3 == 0) out += ' ';
    out += code[i];
  }
  return out;
}

std::string RejoinCodeWords(const std::string& code) {
  std::string out;
  for (size_t i = 0; i < code.size(); ++i) {
    if (i > 0 && i % 4 == 0) out += ' ';
    out += code[i];
  }
  return Fmt(Tr("Your rejoin code: {0}"), {out});
}

namespace {

std::string LevelWords(const std::string& id) {
  ai::Level level = ai::Level::kCasual;
  return ai::ParseLevel(id, &level) ? LevelWord(level) : LevelWord(ai::Level::kCasual);
}

}  // namespace

std::string RoomSeatWords(const protocol::SeatInfo& seat) {
  if (seat.kind == protocol::SeatKind::kEmpty) return Tr("Empty seat");
  if (seat.kind == protocol::SeatKind::kAi) {
    return seat.name.empty() ? Fmt(Tr("AI ({0})"), {LevelWords(seat.level)})
                             : Fmt(Tr("{0} (AI: {1})"), {seat.name, LevelWords(seat.level)});
  }
  if (seat.kind == protocol::SeatKind::kAiForPerson) return Fmt(Tr("AI playing for {0}"), {seat.name});
  return seat.name.empty() ? Tr("A friend") : seat.name;
}

std::string RoomSeatLine(const protocol::SeatInfo& seat) {
  const std::string words = RoomSeatWords(seat);
  if (!seat.arriving.empty()) return Fmt(Tr("{0}: {1}"), {words, ArrivingWords(seat.arriving)});
  if (seat.kind != protocol::SeatKind::kPerson && seat.kind != protocol::SeatKind::kAiForPerson) return words;
  return Fmt(seat.connected ? Tr("{0}, connected") : Tr("{0}, away"), {words});
}

std::string ArrivingWords(const std::string& name) { return name.empty() ? "" : Fmt(Tr("{0} arrives next deal"), {name}); }

std::string WatchingWords(bool arriving) { return arriving ? Tr("Watching: you play from the next deal") : Tr("Watching"); }

std::string RoomLinkWords(RoomLink link) {
  switch (link) {
    case RoomLink::kConnecting: return Tr("Connecting…");
    case RoomLink::kReconnecting: return Tr("Reconnecting…");
    case RoomLink::kClosed: return Tr("Disconnected");
    case RoomLink::kNone:
    case RoomLink::kOpen: break;
  }
  return "";
}

std::string MuteWords(const protocol::SeatInfo& seat, bool muted) {
  const std::string name = seat.name.empty() ? Tr("A friend") : seat.name;
  return muted ? Fmt(Tr("Unmute {0}"), {name}) : Fmt(Tr("Mute {0}"), {name});
}

std::string ReactionWords(protocol::Reaction reaction) {
  switch (reaction) {
    case protocol::Reaction::kWellPlayed: return Tr("Well played!");
    case protocol::Reaction::kOops: return Tr("Oops!");
    case protocol::Reaction::kYourTurn: return Tr("Your turn!");
    case protocol::Reaction::kGoodGame: return Tr("Good game!");
  }
  return "";
}

std::string RoomErrorWords(const std::string& error) {
  if (error.empty()) return "";
  if (error == "no-such-room") return Tr("This room is no longer there.");
  if (error == "room-damaged") {
    return Tr("This room's game was damaged on the server and cannot be opened: leave it and make a new room.");
  }
  if (error == "bad-name") return Tr("The room did not take that name: try another.");
  if (error == "room-full") return Tr("This room is full: you can watch.");
  if (error == "seat-taken") return Tr("Someone took that seat first.");
  if (error == "bad-rejoin") return Tr("That rejoin code opens no seat here: check it and try again.");
  if (error == "not-your-turn" || error == "stale") return Tr("That came too late: the table moved on.");
  if (error == "too-fast") return Tr("Slow down a little.");
  if (error == "old-page") return Tr("This page is out of date: reload it to play.");
  if (error == "server-trouble") return Tr("The server could not keep that just now: try again in a moment.");
  return Tr("The room did not take that.");
}

std::string NameProblemWords(protocol::NameProblem problem) {
  switch (problem) {
    case protocol::NameProblem::kNone:
    case protocol::NameProblem::kEmpty: return "";
    case protocol::NameProblem::kTooLong: return Fmt(Tr("Your name is too long: {0} characters at most."), {std::to_string(protocol::kMaxNameChars)});
    case protocol::NameProblem::kSymbol: return Tr("Your name cannot have symbols or emoji: use letters, digits, punctuation and spaces.");
    case protocol::NameProblem::kBlank: return Tr("Your name cannot be blank: type a letter or a digit.");
    case protocol::NameProblem::kMarks: return Tr("Put accents on letters, at most four on each.");
    case protocol::NameProblem::kNotText:
    case protocol::NameProblem::kControl:
    case protocol::NameProblem::kDirection:
    case protocol::NameProblem::kInvisible: break;
  }
  return Tr("Your name has a hidden character: use letters, digits, punctuation and spaces.");
}

std::string LinkRefusedWords() {
  return Tr("This link names a room server this site does not use, so it was not opened. Nothing was sent there.");
}

std::string WaitingForWords(const std::vector<std::string>& names) {
  if (names.empty()) return "";
  std::string list = names[0];
  for (size_t i = 1; i < names.size(); ++i) {
    list = Fmt(i + 1 == names.size() ? Tr("{0} and {1}") : Tr("{0}, {1}"), {list, names[i]});
  }
  return Fmt(Tr("Waiting for {0}…"), {list});
}

std::string RoomClockWords(int seconds) {
  if (seconds <= 0) return Tr("No turn clock");
  if (seconds == 30) return Tr("Turn clock: 30 seconds");
  if (seconds == 60) return Tr("Turn clock: 1 minute");
  return Fmt(Tr("Turn clock: {0} minutes"), {std::to_string(seconds / 60)});
}

std::string ClockChoiceWords(int seconds) {
  if (seconds <= 0) return Tr("No limit");
  if (seconds < 60) return Fmt(Tr("{0} s|seconds"), {std::to_string(seconds)});
  return Fmt(Tr("{0} min|minutes"), {std::to_string(seconds / 60)});
}

std::string ClockTimeText(double seconds) {
  // Whole seconds, rounded up: "0:00" only once the time is over.
  const int whole = seconds <= 0.0 ? 0 : static_cast<int>(seconds + 0.999);
  const std::string second = std::to_string(whole % 60);
  return std::to_string(whole / 60) + ":" + (second.size() < 2 ? "0" : "") + second;
}

std::string TimeLeftWords(double seconds) { return Fmt(Tr("{0} left|time"), {ClockTimeText(seconds)}); }

std::string NextDealInWords(double seconds) { return Fmt(Tr("Next deal in {0}"), {ClockTimeText(seconds)}); }

std::string LateWords(const std::string& name) {
  return Fmt(Tr("Time ran out: the AI played for {0}"), {name.empty() ? Tr("A friend") : name});
}

std::string PersonSeatsWords(bool anyone_joins) {
  return anyone_joins ? Tr("Each seat set to Person is kept for someone who joins; yours is the first.")
                      : Tr("Each seat set to Person is a friend you invite; yours is the first.");
}

}  // namespace popejoan::session
