#include "platform/app_config.h"

#include <SDL.h>

#include <cstdint>

#include "engine/replay.h"
#include "platform/web_bridge.h"
#include "session/words/language.h"
#include "session/save_game.h"
#include "session/settings.h"

namespace popejoan::platform {
namespace {

void ApplyPreset(const std::string& id, session::SessionConfig* config, std::vector<std::string>* errors) {
  if (id.empty()) return;
  engine::Preset preset;
  if (engine::ParsePreset(id, &preset)) {
    config->preset = preset;
  } else {
    errors->push_back("unknown preset '" + id + "' (classic, parlett, modern, victorian, five-pool, foster, foster-matrimony)");
  }
}

// The measuring levels that see hidden cards are never seated at a player's table.
void ApplyAiLevels(const std::vector<std::string>& ids, session::SessionConfig* config, std::vector<std::string>* errors) {
  for (const std::string& id : ids) {
    ai::Level level;
    if (!ai::ParseLevel(id, &level) || !ai::IsHonest(level)) {
      errors->push_back("unknown AI level '" + id + "' (beginner, casual, expert)");
      config->ai_levels.clear();
      return;
    }
    config->ai_levels.push_back(level);
  }
}

void ApplyTheme(const std::string& id, session::SessionConfig* config, std::vector<std::string>* errors) {
  if (id.empty()) return;
  session::ThemeKind kind;
  if (session::ParseTheme(id, &kind)) {
    config->theme = kind;
  } else {
    errors->push_back("unknown theme '" + id + "' (" + session::ThemeIdList() + ")");
  }
}

void ApplyPace(const std::string& id, session::SessionConfig* config, std::vector<std::string>* errors) {
  if (id.empty()) return;
  double seconds = 0.0;
  if (session::ParsePace(id, &seconds)) {
    config->pace = seconds;
  } else {
    errors->push_back("unknown pace '" + id + "' (slow, normal, fast, instant)");
  }
}

void ApplyLanguage(const std::string& tag, session::SessionConfig* config, std::vector<std::string>* errors) {
  if (tag.empty()) return;
  session::Language language;
  if (session::ParseLanguageTag(tag, &language)) {
    config->language_param = session::LanguageId(language);
  } else {
    errors->push_back("unknown language '" + tag + "' (en, fr)");
  }
}

// Played through once here, so a replay whose states differ is refused before any window.
void LoadReplay(const std::string& path, int step, session::SessionConfig* config, std::vector<std::string>* errors) {
  std::string text;
  if (!ReadTextFile(path, &text)) {
    errors->push_back("cannot read " + path);
    return;
  }
  const engine::Result<engine::Replay> replay = engine::ParseReplay(text);
  if (!replay.ok()) {
    errors->push_back(path + ": " + replay.error());
    return;
  }
  const engine::Result<std::vector<engine::State>> played = engine::PlayReplay(replay.value());
  if (!played.ok()) {
    errors->push_back(path + ": " + played.error());
    return;
  }
  config->replay = replay.value();
  config->replay_step = step;
}

engine::Status ImportSaveFile(const std::string& path, SaveStore* store) {
  std::string text;
  if (!ReadTextFile(path, &text)) return engine::Status::Error("cannot read " + path);
  const session::LoadedSave imported = session::ParseSave(text);
  if (!imported.ok()) return engine::Status::Error(path + ": not imported: " + imported.message);
  if (!store->Write(text)) return engine::Status::Error("cannot write the imported save to " + store->Where());
  return engine::Status::Ok();
}

}  // namespace

session::SessionConfig MakeSessionConfig(const LaunchOptions& options, std::vector<std::string>* errors) {
  session::SessionConfig config;
  config.today = LocalDateText();  // for the Daily deal button: the player's own calendar day
  // A new game each launch unless a seed is given; the engine and AI never read the clock.
  config.seed = options.seed ? *options.seed : static_cast<std::uint64_t>(SDL_GetPerformanceCounter()) % 1000000000ULL;
  config.start_at_table = options.start_at_table;
  config.seats = options.seats;
  config.deal_code = options.deal_code;
  config.daily_date = options.daily_date;
  config.room_code = options.room_code;
  config.player_name = options.player_name;
  config.resume = options.resume;
  config.debug = options.debug;
  config.embed_id = options.embed_id;
  config.system_prefers_contrast = SystemPrefersContrast();
  config.browser_languages = BrowserLanguages();
  ApplyPreset(options.preset, &config, errors);
  ApplyAiLevels(options.ai_levels, &config, errors);
  ApplyTheme(options.theme, &config, errors);
  ApplyPace(options.pace, &config, errors);
  ApplyLanguage(options.lang, &config, errors);
  if (!options.replay_path.empty()) LoadReplay(options.replay_path, options.replay_step, &config, errors);
  config.services.save_file = [](const std::string& name, const std::string& text) { return SaveTextFile(name, text); };
  config.save_replay = [seed = config.seed](const std::string& contents) {
    static int saved = 0;
    return SaveTextFile("popejoan-replay-" + std::to_string(seed) + "-" + std::to_string(++saved) + ".json", contents);
  };
  return config;
}

engine::Status ConnectSave(const LaunchOptions& options, SaveStore* store, session::SessionConfig* config) {
  config->storage_available = store->available();
  if (!options.import_path.empty()) {
    const engine::Status imported = ImportSaveFile(options.import_path, store);
    if (!imported.ok()) return imported;
    config->resume = true;
  }
  config->saved_text = store->Read();
  config->services.write_save = [store](const std::string& text) { return store->Write(text); };
  config->services.owns_save = [store] { return store->Owns(); };
  store->WatchClaims();
  config->services.keep_damaged = [store](const std::string& text) { return store->KeepDamaged(text); };
  return engine::Status::Ok();
}

}  // namespace popejoan::platform
