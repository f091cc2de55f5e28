#include "session/save_desk.h"

namespace popejoan::session {

SaveDesk::SaveDesk(const GameController& controller, const Screens& screens, const MatchNotes& match, SaveKeeper& saves,
                   HostLink& host)
    : controller_(controller), screens_(screens), match_(match), saves_(saves), host_(host) {}

SaveScreen SaveDesk::SavedScreen() const {
  switch (screens_.screen) {
    case Screen::kMatchOver: return controller_.HasMatch() ? SaveScreen::kTable : SaveScreen::kSetup;
    case Screen::kTable: return controller_.HasMatch() && !controller_.InReplay() ? SaveScreen::kTable : SaveScreen::kSetup;
    case Screen::kStatistics: return SaveScreen::kStatistics;
    case Screen::kSetup:
    case Screen::kLobby:
    case Screen::kOtherTab: break;  // never saved from there
  }
  return SaveScreen::kSetup;
}

SaveMarker SaveDesk::Marker() const {
  SaveMarker m;
  if (controller_.HasMatch() && !controller_.InReplay() && !controller_.InLesson() && !controller_.Remote()) {
    m.match = true;
    m.hash = controller_.state().Hash();
    m.steps = controller_.History().size();
  } else if (match_.unresumed && match_.unresumed->match) {
    m.match = true;
    m.steps = match_.unresumed->match->actions.size();
  }
  m.settings = saves_.settings();
  m.stats = saves_.stats();
  m.screen = SavedScreen();
  return m;
}

SaveGame SaveDesk::CurrentSave() const {
  SaveGame save;
  save.settings = saves_.settings();
  save.stats = saves_.stats();
  // A room's match is the server's to keep: the save holds the last local one.
  if (controller_.HasMatch() && !controller_.InReplay() && !controller_.InLesson() && !controller_.Remote()) {
    save.match = controller_.MakeReplay();
    save.ai_seed = controller_.ai_seed();
    save.hints = match_.hints;
  } else if (match_.unresumed && match_.unresumed->match) {
    save.match = match_.unresumed->match;
    save.ai_seed = match_.unresumed->ai_seed;
    save.hints = match_.unresumed->hints;
  }
  save.screen = SavedScreen();
  if (save.screen == SaveScreen::kTable && !save.match) save.screen = SaveScreen::kSetup;
  return save;
}

bool SaveDesk::AutoSave() {
  if (saves_.blocked() || saves_.damaged()) return false;
  const SaveMarker marker = Marker();
  const bool first_failure = saves_.AutoSave(marker, CurrentSave());
  if (saves_.taken()) return true;  // its save is the latest: this tab's stale one was not written
  if (first_failure) host_.Error("storage-failed", NotTranslated("storage refused the save: progress will not be kept"));
  return false;
}

}  // namespace popejoan::session
