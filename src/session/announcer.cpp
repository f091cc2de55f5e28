#include "session/announcer.h"

#include <utility>

namespace popejoan::session {

void Announcer::Say(const std::string& text) {
  if (text.empty()) return;
  last_ = text;
  ++said_;
  if (services_.announce) services_.announce(text);
}

void Announcer::SayDressing() {
  Say(dressing_);
  dressing_.clear();
}

void Announcer::SayIfChanged(Topic topic, const std::string& now) {
  std::string& said = topics_[static_cast<int>(topic)];
  if (now == said) return;
  said = now;
  Say(now);
}

void Announcer::SayOnNewScreen(const std::string& screen_id, const std::string& words) {
  std::string& shown = topics_[static_cast<int>(Topic::kScreen)];
  if (screen_id == shown) return;
  shown = screen_id;
  Say(words);
}

bool Announcer::ShowMirror(Mirror now) {
  if (mirror_ && *mirror_ == now) return false;
  if (services_.show_mirror) services_.show_mirror(MirrorToJson(now));
  mirror_ = std::move(now);
  ++mirror_updates_;
  return true;
}

}  // namespace popejoan::session
