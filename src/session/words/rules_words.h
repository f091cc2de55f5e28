// The rules in a player's words: the preset blurbs, every option's label and values as the
// setup screen shows them, and the rules help's text (how to play, what this table changes, the
// fine points). Pure text (no ImGui) so a unit test reads every string without a window. The
// setup screen's words are in rules_words.cpp; the help's in how_to_play.cpp (how to play, the
// keys) and rules_changes.cpp (what this table changes, the fine points).
//
// No seed numbers, Decision numbers, file formats, seat indexes or card codes here: those are
// the developer's (engine/rules_notes.h), and the page does not ship them.
#pragma once

#include <string>
#include <vector>

#include "engine/rules.h"

namespace popejoan::session {

// One line on what the preset plays like: "Peel's rules: everyone stakes the board, ...".
const char* PresetBlurb(engine::Preset preset);

// The option's label on the setup screen ("Who stakes the board"); "" if unknown.
const char* OptionLabel(const std::string& name);
// One value of an option as the setup screen lists it ("The dealer stakes the whole board");
// numeric options read as a count ("10 cards"); the value itself if unknown.
std::string OptionValueLabel(const std::string& name, const std::string& value);

// A titled part of the rules help.
struct RulesSection {
  std::string title;
  std::vector<std::string> paragraphs;
};
// How to play the ordinary game on this table's board and pack: the aim, the deal, play and
// stops, the board, going out.
std::vector<RulesSection> HowToPlay(const engine::Rules& rules);

// One sentence for each way this table's options differ from the ordinary game of HowToPlay;
// empty for the ordinary game itself.
std::vector<std::string> WhatThisTableChanges(const engine::Rules& rules);

// The fine points that apply to this table, in plain sentences: what the game settles where
// the old books leave a question open.
std::vector<std::string> FinePoints(const engine::Rules& rules);

// The keys, one line each: moving between controls, and the table's single-key shortcuts.
std::vector<std::string> KeyboardHelp();

// Why this table cannot be dealt with `seats` players, in a sentence for the setup screen; ""
// when it can.
std::string WhyTheCardsCannotBeDealt(const engine::Rules& rules, int seats);

}  // namespace popejoan::session
