#include "platform/print_error.h"

#include <cstdio>

#include "engine/json.h"

namespace popejoan::platform {

void PrintError(const std::string& message) {
  const std::string line = "popejoan: " + engine::PrintableText(message, 2000) + "\n";
  std::fwrite(line.data(), 1, line.size(), stderr);
}

}  // namespace popejoan::platform
