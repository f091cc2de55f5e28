// How each target starts, up to the app's configuration. Natively (launch_native.cpp) from the
// command line: a bad option or file ends the launch with a message on stderr, before any window
// opens. On the page (launch_web.cpp) from its query: a bad parameter is reported to the host and
// left out, and the game starts anyway. Both make the configuration through app_config.h.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "platform/launch_options.h"
#include "platform/save_store.h"
#include "ui/app.h"

namespace popejoan::platform {

struct Launch {
  LaunchOptions options;
  session::SessionConfig config;
  std::unique_ptr<SaveStore> store;  // none with --no-save; config's services write through it
  std::optional<int> exit_code;      // set: the launch ends here (--help, bad input)
};

// `args`: the command line after the program's name (the page has none: it reads its query).
Launch PrepareLaunch(const std::vector<std::string>& args);

}  // namespace popejoan::platform
