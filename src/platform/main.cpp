// The app's entry point on both targets: the launch's options (natively the command line, on the
// page its query) made into the app's configuration, then the shell runs the app.
#include <string>
#include <utility>
#include <vector>

#include "platform/launch.h"
#include "platform/shell.h"

int main(int argc, char** argv) {
  using popejoan::platform::Launch;
  using popejoan::platform::Shell;
  Launch launch = popejoan::platform::PrepareLaunch(std::vector<std::string>(argv + 1, argv + argc));
  if (launch.exit_code) return *launch.exit_code;
  // Static, not on main's stack: on the page main() is left while the browser calls the frames.
  static Shell shell(launch.options, std::move(launch.store));
  return shell.Run(std::move(launch.config));
}
