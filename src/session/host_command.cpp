#include "session/host_command.h"

#include "engine/json.h"
#include "session/words/language.h"

namespace popejoan::session {

engine::Result<HostCommand> ParseHostCommand(const std::string& json) {
  engine::JsonLimits limits;
  limits.max_bytes = kMaxHostCommandBytes;
  limits.max_values = kMaxHostCommandValues;
  limits.max_depth = 8;
  const engine::Result<engine::Json> parsed = engine::Json::Parse(json, limits);
  const engine::Json* command = parsed.ok() && parsed->is_object() ? parsed->Find("command") : nullptr;
  if (command == nullptr || !command->is_string()) return engine::Result<HostCommand>::Error(NotTranslated("a command needs \"command\""));
  HostCommand out;
  out.name = command->as_string();
  if (out.name == "pause") {
    out.kind = HostCommand::Kind::kPause;
  } else if (out.name == "resume") {
    out.kind = HostCommand::Kind::kResume;
  } else if (out.name == "mute") {
    out.kind = HostCommand::Kind::kMute;
    const engine::Json* muted = parsed->Find("muted");
    if (muted != nullptr && muted->is_bool()) out.muted = muted->as_bool();
  } else if (out.name == "new-match") {
    out.kind = HostCommand::Kind::kNewMatch;
    const engine::Json* seed = parsed->Find("seed");
    if (seed != nullptr && seed->is_number() && seed->as_number() >= 0) {
      out.seed = static_cast<std::uint64_t>(seed->as_number());
    }
  } else if (out.name == "quick-play") {
    out.kind = HostCommand::Kind::kQuickPlay;
    const engine::Json* player = parsed->Find("name");
    if (player != nullptr && player->is_string()) out.player = player->as_string();
  }
  return out;
}

}  // namespace popejoan::session
