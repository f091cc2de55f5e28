// The native launch: the command line's options, and the first thing wrong with them ends it.
#include "platform/launch.h"

#include <cstdio>

#include "platform/app_config.h"
#include "platform/command_line.h"
#include "platform/print_error.h"

namespace popejoan::platform {
namespace {

// The save in --data-dir (or the user's data folder): a folder that cannot be used is said, and
// play goes on without it.
std::unique_ptr<SaveStore> OpenSaveStore(const LaunchOptions& options) {
  auto store = std::make_unique<SaveStore>(options.data_dir);
  if (!store->available()) {
    std::fprintf(stderr, "popejoan: progress will not be kept: %s\n", store->problem().c_str());
  }
  return store;
}

}  // namespace

Launch PrepareLaunch(const std::vector<std::string>& args) {
  Launch launch;
  const engine::Result<LaunchOptions> parsed = ParseCommandLine(args);
  if (!parsed.ok()) {
    PrintError(parsed.error());
    std::fputs(CommandLineUsage(), stderr);
    launch.exit_code = 2;
    return launch;
  }
  if (parsed->show_help) {
    std::fputs(CommandLineUsage(), stdout);
    launch.exit_code = 0;
    return launch;
  }
  launch.options = *parsed;
  std::vector<std::string> errors;
  launch.config = MakeSessionConfig(launch.options, &errors);
  if (!errors.empty()) {
    PrintError(errors.front());
    launch.exit_code = 2;
    return launch;
  }
  if (launch.options.no_save) return launch;
  launch.store = OpenSaveStore(launch.options);
  const engine::Status saved = ConnectSave(launch.options, launch.store.get(), &launch.config);
  if (!saved.ok()) {
    PrintError(saved.message);
    launch.exit_code = 2;
  }
  return launch;
}

}  // namespace popejoan::platform
