// An online room's lobby: the session's words for it (Session::BuildMirror on the lobby: the
// room's code read out, the invite link, the seats, who waits for whom) drawn as a page, with the
// name field for a visitor, Take seat, Copy invite link, the rejoin code of a person back on
// another device, and Start or Leave in the footer.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "session/access_mirror.h"
#include "session/intent.h"
#include "session/setup_draft.h"
#include "ui/views/rejoin_field.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

struct TestProbe;

class LobbyView {
 public:
  // `rejoin_note`: a refused rejoin code's words, said under its field (not again in the room's).
  std::vector<Intent> Draw(const Mirror& lobby, SetupDraft* draft, TestProbe* probe, const std::string& rejoin_note = "");

 private:
  void DrawNameField(SetupDraft* draft, TestProbe* probe);
  // The name field and the lobby's own buttons (taking a seat; the footer's are drawn apart).
  void DrawChoices(const Mirror& lobby, SetupDraft* draft, TestProbe* probe, const std::string& rejoin_note, std::vector<Intent>* asked);
  std::array<char, 64> name_{};
  std::string name_synced_;
  int name_field_id_ = 0;
  RejoinField rejoin_field_;  // a watcher back on another device: their seat's code
};

}  // namespace popejoan::ui
