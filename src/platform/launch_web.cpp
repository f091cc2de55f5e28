// The page's launch: its query's options; what is wrong with them goes to the host page.
#include "platform/launch.h"

#include "platform/app_config.h"
#include "platform/page_query.h"
#include "platform/web_bridge.h"

namespace popejoan::platform {

Launch PrepareLaunch(const std::vector<std::string>&) {
  Launch launch;
  PageQueryResult page = ParsePageQuery(PageQuery());
  launch.options = page.options;
  launch.config = MakeSessionConfig(launch.options, &page.errors);
  launch.config.config_errors = page.errors;
  launch.store = std::make_unique<SaveStore>(launch.options.embed_id);
  ConnectSave(launch.options, launch.store.get(), &launch.config);  // the page imports no file at start
  return launch;
}

}  // namespace popejoan::platform
