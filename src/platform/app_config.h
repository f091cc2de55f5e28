// The session's configuration from a launch's options (launch_options.h): the one place where
// options become a session::SessionConfig, whichever target read them. What is wrong with an
// option is a sentence for the launch to deal with (natively it ends the launch; on the page the
// host hears).
#pragma once

#include <string>
#include <vector>

#include "engine/result.h"
#include "platform/launch_options.h"
#include "platform/save_store.h"
#include "ui/app.h"

namespace popejoan::platform {

// Each bad value (an unknown preset, level, theme, pace or language; an unreadable or invalid
// replay) is one sentence in *errors, in that order, and is left out.
session::SessionConfig MakeSessionConfig(const LaunchOptions& options, std::vector<std::string>* errors);

// The save for the app: what `store` holds once an --import is written into it, and the services
// that keep it there. An import that cannot be read, is not a save or cannot be written is an
// error (and nothing is imported).
engine::Status ConnectSave(const LaunchOptions& options, SaveStore* store, session::SessionConfig* config);

}  // namespace popejoan::platform
