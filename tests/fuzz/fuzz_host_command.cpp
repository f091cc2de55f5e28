// Host commands (session/host_command.h): any text is a command or refused; a command written back
// as JSON reads as the same command.
#include "engine/json.h"
#include "session/host_command.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using popejoan::engine::Json;
  const popejoan::engine::Result<popejoan::session::HostCommand> command = popejoan::session::ParseHostCommand(FuzzText(data, size));
  if (!command.ok()) return 0;
  Json j = Json::Object();
  j.Set("command", Json::String(command->name));
  if (command->muted) j.Set("muted", Json::Bool(*command->muted));
  if (command->seed) j.Set("seed", Json::Number(static_cast<std::int64_t>(*command->seed)));
  const popejoan::engine::Result<popejoan::session::HostCommand> again = popejoan::session::ParseHostCommand(j.Dump());
  FUZZ_CHECK(again.ok(), "a written command reads");
  FUZZ_CHECK(again->kind == command->kind && again->name == command->name && again->muted == command->muted &&
                 again->seed == command->seed,
             "as the same command");
  return 0;
}
