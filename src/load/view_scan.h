// The few fields of a Pope Joan `view` frame a seat needs when it is not its turn (the step, the
// phase, who acts, who is ready), read straight from the text without building a JSON tree: a
// load client reads four views per action, and parsing each whole would make the client, not
// the server, the bottleneck. Only the server's own layout is scanned (the type within its first
// bytes, then the step, the state's phase_ and current_, and ready last); anything else is
// nullopt and read the slow way.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace popejoan::load {

struct ViewGist {
  long step = -1;
  int phase = -1;    // engine Phase as a number
  int current = -1;  // the seat to act (-1: none)
  std::vector<bool> ready;
};

std::optional<ViewGist> ScanView(const std::string& text);

}  // namespace popejoan::load
