// The session's save: what it holds (the match in play, or the one kept aside; the settings, the
// statistics and the screen) and its writing whenever that changed. The storage, its notices and
// the damaged save are the SaveKeeper's.
#pragma once

#include "session/controller.h"
#include "session/host_link.h"
#include "session/match_notes.h"
#include "session/save_game.h"
#include "session/save_keeper.h"
#include "session/screens.h"

namespace popejoan::session {

class SaveDesk {
 public:
  // The session's parts it reads and writes (owned by the session, which outlives it).
  SaveDesk(const GameController& controller, const Screens& screens, const MatchNotes& match, SaveKeeper& saves,
           HostLink& host);
  SaveDesk(const SaveDesk&) = delete;
  SaveDesk& operator=(const SaveDesk&) = delete;

  SaveGame CurrentSave() const;
  // Writes the save if it changed. True when another tab has taken the game over: nothing was
  // written (its save is the latest).
  bool AutoSave();

 private:
  SaveMarker Marker() const;
  SaveScreen SavedScreen() const;

  const GameController& controller_;
  const Screens& screens_;
  const MatchNotes& match_;
  SaveKeeper& saves_;
  HostLink& host_;
};

}  // namespace popejoan::session
