// The game's nouns in the player's language, shared by every screen so a card, a compartment or
// a level is called the same everywhere: "the queen of spades" / "la dame de pique", "Matrimony"
// / "Mariage". The engine and AI keep their English names for the CLI and the docs; the player
// reads these.
#pragma once

#include <string>

#include "ai/bot.h"
#include "engine/card.h"
#include "engine/rules.h"

namespace popejoan::session {

// "ace", "2".."10", "knave", "queen", "king" (figures stay figures): "as", "valet", "dame", "roi".
const char* RankWord(int rank);
// "clubs", "diamonds", "hearts", "spades" / "trèfle", "carreau", "cœur", "pique", as said after
// a rank ("7 of hearts", "7 de cœur") and before "are trumps" / after "atout".
const char* SuitWord(int suit);
// The same capitalised, for headings: "Hearts" / "Cœur".
const char* SuitTitle(int suit);
// "7 of hearts", "queen of spades" / "7 de cœur", "dame de pique" (with its article where a
// sentence needs one: access_mirror.h SpokenCard).
std::string CardWords(engine::Card card);

// A figure to one decimal place with the language's decimal mark: "+1.4" / "+1,4".
std::string OneDecimal(double value, bool with_sign = false);

// "Pope", "Matrimony", ... / "Pape", "Mariage", ...
const char* CompartmentWord(int comp);
// "Classic (Peel)", "Parlett", ... / "Classique (Peel)", ...
const char* PresetWord(engine::Preset preset);
// "Beginner", "Casual", "Expert", ... / "Débutant", "Amateur", "Expert", ...
const char* LevelWord(ai::Level level);

}  // namespace popejoan::session
