// "Learn to play": a guided first deal. The cards come from a deal file shipped with the page
// (assets/lesson-deal.json, set so that one deal shows every part of the game); the table stops at
// each new idea (the board and its dressing, following in sequence, a stop, leading, Matrimony, the
// Pope, going out, paying per card) with a few sentences, and waits for "Next" or for the play it
// asks for. Pure: it reads the events the table shows and says which lesson is on show.
#pragma once

#include <deque>
#include <string>
#include <vector>

#include "engine/event.h"

namespace popejoan::session {

enum class LessonId { kBoard, kFollow, kStop, kLead, kMatrimony, kIntrigue, kPope, kGoOut, kPayPerCard, kDone };
const char* LessonIdName(LessonId id);  // "board", "follow", ... (the probe's words)

// What the lesson taught, a line an idea, for its close (in the language in use).
std::vector<std::string> LessonSummary();

struct Lesson {
  LessonId id = LessonId::kBoard;
  std::string title;  // in the language in use when current() gave it
  std::string text;
  bool waits_for_play = false;  // no "Next": the lesson goes on when the asked play is made
};

class Tutorial {
 public:
  // Starts the lessons: the first, the board, is on show.
  void Start();
  void Stop() { lessons_.clear(), active_ = false; }
  bool active() const { return active_; }
  // The lesson on show, or null; its words are put in the current language at each call.
  const Lesson* current() const;
  // The table waits while a lesson waits for "Next".
  bool holds_table() const { return !lessons_.empty() && !lessons_.front().waits_for_play; }
  void Next();
  // An event the table has just shown: a new idea's first event brings its lesson (once each).
  void Observe(const engine::Event& event, int person);
  // It is the person's turn to lead `card_words` ("8♣"): the lesson asks for that lead.
  void AskForLead(const std::string& card_words);
  // The person made the play asked for.
  void Played();

 private:
  // A lesson as queued: its English words, translated when shown (the language may change
  // while it waits), and the card it asks for.
  struct Queued {
    LessonId id;
    const char* title;
    const char* text;  // "{0}" is the card
    std::string card_words;
    bool waits_for_play;
  };
  void ShowIntrigue();
  void Show(LessonId id, const char* title, const char* text, bool waits = false, std::string card_words = "");
  bool active_ = false;
  unsigned seen_ = 0;  // a bit per LessonId already shown
  std::deque<Queued> lessons_;
  mutable Lesson shown_;  // what current() last gave
};

}  // namespace popejoan::session
