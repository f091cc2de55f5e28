// The match at this device's table, apart from the screens around it: its controller (a match
// played here against the AI, a lesson, a replay, or a room's match followed from its server),
// the coach's hints, the lesson's script over the table, the review of a deal's decisions and
// the notes kept beside it (hints asked, a match set aside, how it began). Session owns one and
// moves between screens around it; the room session and the save desk read its controller.
#pragma once

#include <string>

#include "engine/deal_file.h"
#include "engine/result.h"
#include "session/coach.h"
#include "session/controller.h"
#include "session/deal_review.h"
#include "session/match_notes.h"
#include "session/match_setup.h"
#include "session/save_game.h"
#include "session/settings.h"
#include "session/tutorial.h"

namespace popejoan::session {

class LocalMatch {
 public:
  LocalMatch() = default;
  LocalMatch(const LocalMatch&) = delete;
  LocalMatch& operator=(const LocalMatch&) = delete;

  // ---- Starting and ending.
  // A new match of `setup`, played on at once with no hint asked yet; refused in the player's
  // words when its cards cannot be dealt (nothing changes then).
  engine::Status Start(const MatchSetup& setup);
  // The saved match `save` carried on where it was (its hints with it).
  engine::Status Resume(const SaveGame& save);
  // "Learn to play" on `lesson`'s deal, the person in the first seat; a match in progress was
  // set aside by the caller (notes().unresumed) to come back when the lesson ends.
  bool StartLesson(const engine::DealFile& lesson);
  // The lesson is over: the match set aside comes back (true), or there is none (false).
  bool EndLesson();
  // A match that is not the lesson's (a new one, a resumed or imported one) ends the lesson.
  void EndStrayLesson();
  // A match is in play here and not over (neither a lesson nor a replay): what a lesson sets aside.
  bool InProgress() const;

  // ---- Each frame.
  // The table moves on (unless a lesson holds it), and the coach and the review think, for at
  // most `budget_ms`; nothing thinks while paused.
  void Update(double now_seconds, double budget_ms);
  // At the table in a lesson: the lesson asks for the lead it teaches, and moves on once made.
  void FollowLesson();
  // An event the table has just shown, for the lesson's next idea.
  void Observe(const engine::Event& event);
  // The language changed: the caption and the hint are told again in it.
  void Retell();
  // The player's pace and undo setting.
  void ApplySettings(const Settings& settings);

  // ---- The helpers.
  // Asks the coach for the person's decision now (the person must be to act). Returns the hint
  // already known for this decision (said again), else null; a new question counts one hint.
  const Hint* AskCoach();
  const Hint* CurrentHint() const;
  // The lesson on show over the table (null if none).
  const Lesson* ShownLesson() const;
  void NextLesson() { tutorial_.Next(); }
  // The lesson's script waits for "Next" and holds the table (no play, no saving meanwhile).
  bool LessonHoldsTable() const { return controller_.InLesson() && tutorial_.active() && tutorial_.holds_table(); }
  // The review of the person's decisions at a deal's end (null when there is none to show).
  const DealReviewer* Review() const;

  GameController& controller() { return controller_; }
  const GameController& controller() const { return controller_; }
  const Coach& coach() const { return coach_; }
  const Tutorial& tutorial() const { return tutorial_; }
  const DealReviewer& reviewer() const { return reviewer_; }
  MatchNotes& notes() { return notes_; }
  const MatchNotes& notes() const { return notes_; }

 private:
  void UpdateReview(double budget_ms);

  GameController controller_;
  Coach coach_;
  Tutorial tutorial_;
  DealReviewer reviewer_;
  MatchNotes notes_;
};

}  // namespace popejoan::session
