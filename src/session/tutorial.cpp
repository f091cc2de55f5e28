#include "session/tutorial.h"

#include <utility>

#include "engine/board.h"
#include "session/words/language.h"

namespace popejoan::session {

const char* LessonIdName(LessonId id) {
  switch (id) {
    case LessonId::kBoard: return "board";
    case LessonId::kFollow: return "follow";
    case LessonId::kStop: return "stop";
    case LessonId::kLead: return "lead";
    case LessonId::kMatrimony: return "matrimony";
    case LessonId::kIntrigue: return "intrigue";
    case LessonId::kPope: return "pope";
    case LessonId::kGoOut: return "go-out";
    case LessonId::kPayPerCard: return "pay-per-card";
    case LessonId::kDone: return "done";
  }
  return "board";
}

std::vector<std::string> LessonSummary() {
  return {Tr("The board: each compartment's counters go to whoever plays the cards named in it."),
          Tr("Following: whoever holds the next card of the suit must play it."),
          Tr("A stop: when nobody can go on, whoever played the last card leads any card."),
          Tr("Matrimony and Intrigue: the king and queen of trumps, or the queen and knave, win them together."),
          Tr("The Pope: the nine of diamonds takes the richest compartment, and every other player pays you a "
             "counter for each card still in their hand."),
          Tr("Going out: play your last card to end the deal and take the Game; everyone else pays you a counter "
             "a card.")};
}

void Tutorial::Start() {
  active_ = true;
  seen_ = 0;
  lessons_.clear();
  Show(LessonId::kBoard, TrLater("The board"),
       TrLater("Each compartment of the board holds counters, and the cards named in it win them. Before every "
               "deal everyone dresses the board: you are the dealer, so you put in six counters and the others "
               "three each."));
}

const Lesson* Tutorial::current() const {
  if (lessons_.empty()) return nullptr;
  const Queued& q = lessons_.front();
  shown_ = {q.id, Tr(q.title), Fmt(Tr(q.text), {q.card_words}), q.waits_for_play};
  return &shown_;
}

void Tutorial::Show(LessonId id, const char* title, const char* text, bool waits, std::string card_words) {
  const unsigned bit = 1u << static_cast<unsigned>(id);
  if (!active_ || (seen_ & bit) != 0) return;
  seen_ |= bit;
  lessons_.push_back({id, title, text, std::move(card_words), waits});
}

void Tutorial::Next() {
  if (!lessons_.empty() && !lessons_.front().waits_for_play) lessons_.pop_front();
}

void Tutorial::Played() {
  if (!lessons_.empty() && lessons_.front().waits_for_play) lessons_.pop_front();
}

void Tutorial::AskForLead(const std::string& card_words) {
  if (!active_ || holds_table()) return;
  const bool first = (seen_ & (1u << static_cast<unsigned>(LessonId::kLead))) == 0;
  if (!lessons_.empty() && lessons_.front().id == LessonId::kLead) return;  // already asking
  seen_ &= ~(1u << static_cast<unsigned>(LessonId::kLead));  // every lead of yours is asked for
  Show(LessonId::kLead, TrLater("Your lead"),
       first ? TrLater("After a stop, whoever played the last card leads any card they like. Lead the {0}: in this "
                       "lesson the cards are set so that you meet every part of the game.")
             : TrLater("Your lead again. Lead the {0}."),
       true, card_words);
}

void Tutorial::Observe(const engine::Event& e, int person) {
  switch (e.type) {
    case engine::EventType::kPlay:
      if (e.other != 1 && e.seat != person) {
        Show(LessonId::kFollow, TrLater("Following"),
             TrLater("Whoever holds the next card of the same suit must play it: nobody chooses. The cards climb "
                     "the suit until a stop."));
      }
      break;
    case engine::EventType::kStop:
      Show(LessonId::kStop, TrLater("A stop"),
           TrLater("Nobody can play the next card: it is in the spare hand, it is the turn-up, or a king ended the "
                   "run. Whoever played the last card leads again."));
      break;
    case engine::EventType::kTake:
      if (e.seat == person && e.comp == engine::kMatrimony) {
        Show(LessonId::kMatrimony, TrLater("Matrimony"),
             TrLater("You have played both the king and the queen of trumps in this deal: besides the King and "
                     "Queen compartments, you take Matrimony."));
      } else if (e.comp == engine::kIntrigue) {
        ShowIntrigue();
      } else if (e.seat == person && e.comp == engine::kPope) {
        Show(LessonId::kPope, TrLater("The Pope"),
             TrLater("The nine of diamonds is the Pope: playing it takes the Pope compartment, the richest on the "
                     "board."));
      }
      break;
    case engine::EventType::kShare:
      if (e.comp == engine::kIntrigue) ShowIntrigue();
      break;
    case engine::EventType::kPopeBonus:
      // The Pope's bonus: its lesson, still waiting for "Next", says what was just paid.
      if (e.other != person) break;
      for (Queued& q : lessons_) {
        if (q.id == LessonId::kPope) {
          q.text = TrLater("The nine of diamonds is the Pope: playing it takes the Pope compartment, the richest on the "
                           "board. Its bonus: every other player pays you one counter for each card still in their hand.");
        }
      }
      break;
    case engine::EventType::kGoOut:
      if (e.seat == person) {
        Show(LessonId::kGoOut, TrLater("Out!"),
             TrLater("You played your last card: the deal ends at once and you take the Game compartment."));
      }
      break;
    case engine::EventType::kCardPayment:
      Show(LessonId::kPayPerCard, TrLater("Paying per card"),
           TrLater("Everyone still holding cards pays the player who went out one counter for each card left in "
                   "hand."));
      break;
    case engine::EventType::kDealEnd:
      // Intrigue not won this deal is shown all the same, with what became of its counters.
      Show(LessonId::kIntrigue, TrLater("Intrigue"),
           TrLater("The queen and knave of trumps make Intrigue, as the king and queen make Matrimony. Nobody won "
                   "it this deal, so its counters stay on the board for the next one, with any others not won."));
      Show(LessonId::kDone, TrLater("The lesson is over"),
           TrLater("Below: what you learnt, every hand and how the counters moved. Play a match when you are "
                   "ready; Menu > Rules has the whole game, and Menu > Learn to play repeats this deal."));
      break;
    default:
      break;
  }
}

void Tutorial::ShowIntrigue() {
  Show(LessonId::kIntrigue, TrLater("Intrigue"),
       TrLater("The queen and knave of trumps make Intrigue, as the king and queen make Matrimony: played in one "
               "deal, they win its counters too."));
}

}  // namespace popejoan::session
