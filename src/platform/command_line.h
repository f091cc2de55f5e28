// The native app's command line, read into the launch's options (launch_options.h). Unknown or
// malformed flags are an error value (printed with usage by the launch), never an exception.
#pragma once

#include <string>
#include <vector>

#include "engine/result.h"
#include "platform/launch_options.h"

namespace popejoan::platform {

// The options of `args` (the arguments after the program's name), or what is wrong with them.
// The debug overlay is on natively unless --no-debug; a saved match resumes unless the command
// line asks for another (AsksForAMatch).
engine::Result<LaunchOptions> ParseCommandLine(const std::vector<std::string>& args);
const char* CommandLineUsage();

}  // namespace popejoan::platform
