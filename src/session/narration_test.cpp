// The table's captions say what happened and why, in player words: forced plays, the dressing,
// payments with their reason, stops with the missing card, carry-overs.
#include <gtest/gtest.h>

#include "session/words/builtin_catalogue.h"
#include "session/words/language.h"
#include "session/table_model.h"

namespace popejoan::session {
namespace {

TableModel Table() {
  TableModel model;
  model.num_seats = 3;
  model.viewer = 0;
  model.seats[0].name = "You";
  model.seats[1].name = "Lady Agatha";
  model.seats[2].name = "Colonel Finch";
  model.rules = engine::RulesForPreset(engine::Preset::kClassic);
  return model;
}

engine::Event Make(engine::EventType type, int seat, int other = -1, engine::Card card = engine::kNoCard, int amount = 0) {
  engine::Event e;
  e.type = type;
  e.seat = seat;
  e.other = other;
  e.card = card;
  e.amount = amount;
  return e;
}

// A stop at `led` by `seat`: `missing` is the card nobody could follow with.
engine::Event Stop(int seat, engine::Card led, engine::Card missing) {
  engine::Event e = Make(engine::EventType::kStop, seat, -1, led);
  e.card2 = missing;
  return e;
}

// Matrimony's `amount` counters carried over to the next deal.
engine::Event MatrimonyCarried(int amount) {
  engine::Event e = Make(engine::EventType::kCarryOver, -1, -1, engine::kNoCard, amount);
  e.comp = engine::kMatrimony;
  return e;
}

TEST(Narration, YourForcedPlaysAreSaid) {
  const engine::Card eight = engine::MakeCard(engine::kSpades, 8);
  EXPECT_EQ(Caption(Table(), Make(engine::EventType::kPlay, 0, 0, eight)), "You must play " + CardLabel(eight) + ": you hold it");
  EXPECT_EQ(Caption(Table(), Make(engine::EventType::kPlay, 1, 0, eight)), "Lady Agatha plays " + CardLabel(eight));
  EXPECT_EQ(Caption(Table(), Make(engine::EventType::kPlay, 0, 1, eight)), "You lead " + CardLabel(eight));
}

TEST(Narration, TheDressingIsOneLine) {
  TableModel model = Table();
  ApplyEventToModel(&model, Make(engine::EventType::kDealStart, 2));
  ApplyEventToModel(&model, Make(engine::EventType::kDress, 0, -1, engine::kNoCard, 3));
  ApplyEventToModel(&model, Make(engine::EventType::kDress, 1, -1, engine::kNoCard, 3));
  ApplyEventToModel(&model, Make(engine::EventType::kDress, 2, -1, engine::kNoCard, 6));
  EXPECT_EQ(model.caption, "Dressing: you 3, Lady Agatha 3, Colonel Finch 6 as dealer");
  ApplyEventToModel(&model, Make(engine::EventType::kDealStart, 0));
  EXPECT_TRUE(model.dressing.empty());
}

TEST(Narration, PaymentsSayWhy) {
  EXPECT_EQ(Caption(Table(), Make(engine::EventType::kPopeBonus, 0, 2, engine::kNoCard, 10)),
            "You pay Colonel Finch 10 for the Pope: one per card in your hand");
  EXPECT_EQ(Caption(Table(), Make(engine::EventType::kCardPayment, 1, 0, engine::kNoCard, 4)),
            "Lady Agatha pays you 4 for going out: one per card in hand");
  TableModel capped = Table();
  capped.rules.pope_stake_cap = 6;
  EXPECT_EQ(Caption(capped, Make(engine::EventType::kPopeStakes, 1, 2, engine::kNoCard, 6)),
            "Lady Agatha pays Colonel Finch 6 for the turned-up Pope: one per card dealt to each hand, at most 6");
  EXPECT_EQ(Caption(Table(), Make(engine::EventType::kExempt, 0, 1)), "You hold the Pope: nothing to pay for cards left");
}

TEST(Narration, StopsNameTheMissingCardAndCarryOversSayWhatStays) {
  EXPECT_EQ(Caption(Table(), Stop(1, engine::MakeCard(engine::kHearts, 5), engine::MakeCard(engine::kHearts, 6))),
            "No six (" + CardLabel(engine::MakeCard(engine::kHearts, 6)) + ")");
  EXPECT_EQ(Caption(Table(), MatrimonyCarried(2)), "Matrimony carries over: its 2 counters stay for the next deal");
  // The match's last deal has no next deal to promise (a playtest read "stay for the next deal"
  // at deal 4 of 4).
  TableModel last = Table();
  last.num_deals = 4;
  last.deal_index = 3;
  EXPECT_EQ(Caption(last, MatrimonyCarried(2)), "Nobody wins Matrimony: its 2 counters stay on the board");
  EXPECT_EQ(Caption(last, MatrimonyCarried(1)), "Nobody wins Matrimony: its 1 counter stays on the board");
  last.deal_index = 2;
  EXPECT_EQ(Caption(last, MatrimonyCarried(1)), "Matrimony carries over: its 1 counter stays for the next deal");
}

// The playtest's words: "its 1 counter stay", "pays You", Foster's cryptic "doubles Pope (+5)".
TEST(Narration, PlayerWordsAgreeAndSayWhatHappens) {
  EXPECT_EQ(Caption(Table(), MatrimonyCarried(1)), "Matrimony carries over: its 1 counter stays for the next deal");
  TableModel stakes = Table();
  stakes.rules.pope_stake_cap = 0;
  EXPECT_EQ(Caption(stakes, Make(engine::EventType::kPopeStakes, 1, 0, engine::kNoCard, 5)),
            "Lady Agatha pays you 5 for the turned-up Pope: one per card dealt to each hand");
  TableModel capped = Table();
  capped.rules.pope_stake_cap = 6;
  EXPECT_EQ(Caption(capped, Make(engine::EventType::kPopeStakes, 1, 0, engine::kNoCard, 6)),
            "Lady Agatha pays you 6 for the turned-up Pope: one per card dealt to each hand, at most 6");
  engine::Event doubled = Make(engine::EventType::kDouble, 1, -1, engine::kNoCard, 5);
  doubled.comp = engine::kPope;
  EXPECT_EQ(Caption(Table(), doubled), "Lady Agatha held an unplayed Pope card and pays 5 counters into Pope, doubling it");
  doubled.seat = 0;
  doubled.amount = 1;
  EXPECT_EQ(Caption(Table(), doubled), "You held an unplayed Pope card and pay 1 counter into Pope, doubling it");
  // Never "Out!." or "You won the match!.": a sentence that has its stop keeps it.
  EXPECT_EQ(EndSentence("Out!"), "Out!");
  EXPECT_EQ(EndSentence("You won the match!"), "You won the match!");
  EXPECT_EQ(EndSentence("Lady Agatha wins the match"), "Lady Agatha wins the match.");
  EXPECT_EQ(EndSentence("Comparing\u2026"), "Comparing\u2026");
  EXPECT_EQ(EndSentence(""), "");
}

TEST(Narration, InFrenchTheVicarIsLeVicaire) {
  ASSERT_TRUE(LoadBuiltInCatalogue(Language::kFrench).ok());
  ScopedLanguage fr(Language::kFrench);
  EXPECT_EQ(ShownSeatName("The Vicar"), "Le Vicaire");
  TableModel model = Table();
  model.seats[2].name = "The Vicar";
  const engine::Card seven = engine::MakeCard(engine::kHearts, 7);
  EXPECT_EQ(Caption(model, Make(engine::EventType::kPlay, 2, 1, seven)), "Le Vicaire entame " + CardLabel(seven));
  EXPECT_EQ(Caption(model, Make(engine::EventType::kCardPayment, 2, 0, engine::kNoCard, 4)),
            "Le Vicaire vous verse 4 pour votre sortie\u00a0: un par carte en main");
  EXPECT_EQ(Caption(model, Make(engine::EventType::kPlay, 0, 1, seven)), "Vous entamez " + CardLabel(seven));
}

TEST(Narration, InFrenchEachEventIsOneSentence) {
  ASSERT_TRUE(LoadBuiltInCatalogue(Language::kFrench).ok());
  ScopedLanguage fr(Language::kFrench);
  const engine::Card seven = engine::MakeCard(engine::kHearts, 7);
  EXPECT_EQ(Caption(Table(), Make(engine::EventType::kPlay, 1, 1, seven)), "Lady Agatha entame " + CardLabel(seven));
  EXPECT_EQ(Caption(Table(), Make(engine::EventType::kPlay, 0, 0, seven)),
            "Vous devez jouer " + CardLabel(seven) + "\u00a0: vous l\u2019avez en main");
  // Who pays whom: the person addressed as "vous" wherever they stand in the sentence.
  EXPECT_EQ(Caption(Table(), Make(engine::EventType::kCardPayment, 1, 0, engine::kNoCard, 4)),
            "Lady Agatha vous verse 4 pour votre sortie\u00a0: un par carte en main");
  EXPECT_EQ(Caption(Table(), Make(engine::EventType::kPopeBonus, 0, 2, engine::kNoCard, 10)),
            "Vous versez 10 \u00e0 Colonel Finch pour le Pape\u00a0: un par carte de votre main");
  EXPECT_EQ(Caption(Table(), Stop(1, engine::MakeCard(engine::kHearts, 12), engine::MakeCard(engine::kHearts, 1))),
            "Pas d\u2019as (" + CardLabel(engine::MakeCard(engine::kHearts, 1)) + ")");
  // Counts: French says "1 jeton" but "2 jetons", and agrees the verb.
  engine::Event carry = MatrimonyCarried(1);
  EXPECT_EQ(Caption(Table(), carry), "La case Mariage est report\u00e9e\u00a0: son 1 jeton reste pour la donne suivante");
  carry.amount = 2;
  EXPECT_EQ(Caption(Table(), carry), "La case Mariage est report\u00e9e\u00a0: ses 2 jetons restent pour la donne suivante");
  engine::Event take = Make(engine::EventType::kTake, 0, -1, engine::kNoCard, 2);
  take.comp = engine::kMatrimony;
  EXPECT_EQ(Caption(Table(), take), "Mariage\u00a0! Vous +2");
  EXPECT_EQ(ShownSeatName("You"), "Vous");
  EXPECT_EQ(ShownSeatName("Lady Agatha"), "Lady Agatha");
}

TEST(Narration, InFrenchTheDressingIsOneLine) {
  ASSERT_TRUE(LoadBuiltInCatalogue(Language::kFrench).ok());
  ScopedLanguage fr(Language::kFrench);
  TableModel model = Table();
  ApplyEventToModel(&model, Make(engine::EventType::kDealStart, 2));
  EXPECT_EQ(model.caption, "Donne 1\u00a0: Colonel Finch distribue");
  ApplyEventToModel(&model, Make(engine::EventType::kDress, 0, -1, engine::kNoCard, 3));
  ApplyEventToModel(&model, Make(engine::EventType::kDress, 2, -1, engine::kNoCard, 6));
  EXPECT_EQ(model.caption, "Tableau garni\u00a0: vous 3, Colonel Finch 6 (donneur)");
}

}  // namespace
}  // namespace popejoan::session
