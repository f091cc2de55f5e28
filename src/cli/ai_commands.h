// The AI's commands for popejoan-cli: `tournament` (duplicate deals, JSON with a 95% interval)
// and `ai-bench` (decision times). Each returns the JSON to print, or an error naming the
// bad flag.
#pragma once

#include <string>

#include "engine/result.h"

namespace popejoan::cli {

// tournament --preset P --seats N --deals D --candidate BOT --field BOT [--seed S]
//            [--candidate-iterations K] [--field-iterations K] [--option NAME=VALUE]...
engine::Result<std::string> TournamentCommand(int argc, char** argv);

// ai-bench --level BOT [--preset P] [--seats N] [--decisions D] [--iterations K] [--seed S]
engine::Result<std::string> AiBenchCommand(int argc, char** argv);

}  // namespace popejoan::cli
