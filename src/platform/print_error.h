// Messages for the person at the terminal (on the page: the browser's console).
#pragma once

#include <string>

namespace popejoan::platform {

// One line on stderr, "popejoan: <message>", with what came from a file or the command line
// escaped: no control character reaches the terminal and a NUL does not cut the line.
void PrintError(const std::string& message);

}  // namespace popejoan::platform
