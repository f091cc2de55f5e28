// The session in words for a listener: sentences for the page's live log (each shown event,
// your turn, a hint, a lesson, a new screen, a refusal), each said once, and the accessible
// mirror handed to the page whenever it changed.
#pragma once

#include <optional>
#include <string>

#include "session/access_mirror.h"
#include "session/session_config.h"

namespace popejoan::session {

class Announcer {
 public:
  explicit Announcer(const SessionServices& services) : services_(services) {}

  void Say(const std::string& text);
  // The board's dressing grows a seat at a time: it is said whole, before what follows.
  void SetDressing(const std::string& line) { dressing_ = line; }
  void SayDressing();
  // What is said of each of these is said again only when it changes.
  enum class Topic { kScreen, kPrompt, kHint, kLesson, kMessage, kCount };
  void SayIfChanged(Topic topic, const std::string& now);
  // A screen newly on show is named (`words`, if any) once.
  void SayOnNewScreen(const std::string& screen_id, const std::string& words);
  // Hands the page the mirror when it differs from what it last got; true if it did.
  bool ShowMirror(Mirror now);

  int said() const { return said_; }
  const std::string& last() const { return last_; }
  int mirror_updates() const { return mirror_updates_; }
  const std::optional<Mirror>& mirror() const { return mirror_; }

 private:
  const SessionServices& services_;
  int said_ = 0;
  std::string last_;
  std::string dressing_;
  std::string topics_[static_cast<int>(Topic::kCount)];
  std::optional<Mirror> mirror_;
  int mirror_updates_ = 0;
};

}  // namespace popejoan::session
