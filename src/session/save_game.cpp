#include "session/save_game.h"

#include <vector>

#include "ai/bot.h"
#include "engine/json.h"
#include "engine/number_text.h"
#include "session/words/language.h"

namespace popejoan::session {
namespace {

constexpr std::size_t kMaxNameBytes = kMaxSeatNameBytes;  // as replays

const char* ScreenId(SaveScreen screen) {
  switch (screen) {
    case SaveScreen::kTable: return "table";
    case SaveScreen::kStatistics: return "statistics";
    case SaveScreen::kSetup: break;
  }
  return "setup";
}

bool ParseScreen(const std::string& id, SaveScreen* out) {
  for (SaveScreen s : {SaveScreen::kSetup, SaveScreen::kTable, SaveScreen::kStatistics}) {
    if (id == ScreenId(s)) {
      *out = s;
      return true;
    }
  }
  return false;
}

LoadedSave Corrupt(const std::string& message) {
  LoadedSave out;
  out.problem = SaveProblem::kCorrupt;
  out.message = message;
  return out;
}

bool UnknownKey(const Json& j, std::initializer_list<const char*> keys, std::string* unknown) {
  for (const auto& member : j.members()) {
    bool known = false;
    for (const char* k : keys) known = known || member.first == k;
    if (!known) {
      *unknown = PrintableText(member.first);  // echoed in a message
      return true;
    }
  }
  return false;
}

Status ParseSettings(const Json& j, Settings* out) {
  if (!j.is_object()) return Status::Error("\"settings\" must be an object");
  std::string unknown;
  if (UnknownKey(j, {"pace", "undo", "theme", "muted", "volume", "reduceMotion", "fourColour", "textSize", "language"}, &unknown)) {
    return Status::Error("settings: unknown key \"" + unknown + "\"");
  }
  const Json* pace = j.Find("pace");
  if (!pace || !pace->is_string() || !ParsePace(pace->as_string(), &out->pace)) {
    return Status::Error("settings: \"pace\" must be slow, normal, fast or instant");
  }
  const Json* undo = j.Find("undo");
  if (!undo || !undo->is_bool()) return Status::Error("settings: \"undo\" must be true or false");
  out->undo_allowed = undo->as_bool();
  const Json* theme = j.Find("theme");
  if (!theme || !theme->is_string() || !ParseTheme(theme->as_string(), &out->theme)) {
    return Status::Error(std::string("settings: \"theme\" must be ") + ThemeIdList());
  }
  const Json* muted = j.Find("muted");
  if (!muted || !muted->is_bool()) return Status::Error("settings: \"muted\" must be true or false");
  out->muted = muted->as_bool();
  // Saves from before there was sound have no volume: the default then.
  const Json* volume = j.Find("volume");
  if (volume != nullptr) {
    if (!volume->is_number() || volume->as_number() < 0 || volume->as_number() > 100) {
      return Status::Error("settings: \"volume\" must be a number from 0 to 100");
    }
    out->volume = static_cast<int>(volume->as_number());
  }
  // Likewise saves from before the motion setting.
  const Json* reduce_motion = j.Find("reduceMotion");
  if (reduce_motion != nullptr) {
    if (!reduce_motion->is_bool()) return Status::Error("settings: \"reduceMotion\" must be true or false");
    out->reduce_motion = reduce_motion->as_bool();
  }
  // And saves from before the four-colour deck and the text size: off and 100%.
  const Json* four_colour = j.Find("fourColour");
  if (four_colour != nullptr) {
    if (!four_colour->is_bool()) return Status::Error("settings: \"fourColour\" must be true or false");
    out->four_colour = four_colour->as_bool();
  }
  const Json* text_size = j.Find("textSize");
  if (text_size != nullptr) {
    if (!text_size->is_number() || text_size->as_number() < 0 || text_size->as_number() > 1000 ||
        !ValidTextSize(static_cast<int>(text_size->as_number()))) {
      return Status::Error("settings: \"textSize\" must be 100, 125 or 150");
    }
    out->text_size = static_cast<int>(text_size->as_number());
  }
  // Saves from before languages have none: never chosen. A language this build does not speak
  // (a newer build's) is kept as not chosen rather than refusing the save.
  const Json* language = j.Find("language");
  if (language != nullptr) {
    if (!language->is_string()) return Status::Error("settings: \"language\" must be a language's id, such as \"fr\"");
    Language parsed = Language::kEnglish;
    out->language = ParseLanguageTag(language->as_string(), &parsed) ? LanguageId(parsed) : "";
  }
  return Status::Ok();
}

// The match and its progress: the replay must be complete (a hash per action), replay legally
// to those hashes, and end on the state the progress records.
Status ParseMatch(const Json& match, const Json& progress, SaveGame* out) {
  Result<Replay> replay = ParseReplay(match.Dump());
  if (!replay.ok()) return Status::Error("the match: " + replay.error());
  const Replay& r = replay.value();
  if (r.hashes.size() != r.actions.size()) return Status::Error("the match must record a hash after every action");
  for (const ReplaySeat& seat : r.seats) {
    if (seat.name.empty() || seat.name.size() > kMaxNameBytes) {
      return Status::Error("the match: a seat's name must be 1 to " + std::to_string(kMaxNameBytes) + " bytes");
    }
    ai::Level level;
    if (!seat.human && !ai::ParseLevel(seat.level, &level)) {
      return Status::Error("the match: AI seat \"" + PrintableText(seat.name) + "\" has an unknown level \"" +
                           PrintableText(seat.level) + "\"");
    }
    if (!seat.human && !ai::IsHonest(level)) {
      return Status::Error("the match: AI seat \"" + seat.name + "\" has level \"" + seat.level +
                           "\", which sees hidden cards and is for measuring only");
    }
  }
  const Result<std::vector<State>> states = PlayReplay(r);
  if (!states.ok()) return Status::Error("the match does not replay: " + states.error());
  const State& last = states.value().back();

  if (!progress.is_object()) return Status::Error("\"progress\" must be an object when a match is saved");
  std::string unknown;
  if (UnknownKey(progress, {"deal", "steps", "hash", "ai_seed", "hints"}, &unknown)) {
    return Status::Error("progress: unknown key \"" + unknown + "\"");
  }
  const Json* steps = progress.Find("steps");
  if (!steps || !steps->is_number() || steps->as_number() != static_cast<std::int64_t>(r.actions.size())) {
    return Status::Error("progress: \"steps\" must equal the match's number of actions");
  }
  const Json* deal = progress.Find("deal");
  if (!deal || !deal->is_number() || deal->as_number() != last.DealIndex()) {
    return Status::Error("progress: \"deal\" does not match the match's state");
  }
  const Json* hash = progress.Find("hash");
  std::uint64_t h = 0;
  if (!hash || !hash->is_string() || hash->as_string().size() != 16 || !ParseHex(hash->as_string(), &h)) {
    return Status::Error("progress: \"hash\" must be 16 lower-case hex digits");
  }
  if (h != last.Hash()) return Status::Error("progress: the match does not end on the saved state (hash differs)");
  const Json* ai_seed = progress.Find("ai_seed");
  if (!ai_seed || !ai_seed->is_string() || !ParseDecimal(ai_seed->as_string(), &out->ai_seed)) {
    return Status::Error("progress: \"ai_seed\" must be a whole number written as text");
  }
  // Saves from before the coach have no hint count: none were asked for.
  const Json* hints = progress.Find("hints");
  if (hints != nullptr) {
    if (!hints->is_number() || hints->as_number() < 0 || hints->as_number() > 1000000) {
      return Status::Error("progress: \"hints\" must be a whole number from 0");
    }
    out->hints = static_cast<int>(hints->as_number());
  }
  out->match = r;
  return Status::Ok();
}

}  // namespace

std::string SaveToJson(const SaveGame& save) {
  Json root = Json::Object();
  root.Set("format", Json::String("popejoan-save"));
  root.Set("version", Json::Number(kSaveVersion));
  Json settings = Json::Object();
  settings.Set("pace", Json::String(PaceId(PaceIndex(save.settings.pace))));
  settings.Set("undo", Json::Bool(save.settings.undo_allowed));
  settings.Set("theme", Json::String(ThemeId(save.settings.theme)));
  settings.Set("muted", Json::Bool(save.settings.muted));
  settings.Set("volume", Json::Number(save.settings.volume));
  settings.Set("reduceMotion", Json::Bool(save.settings.reduce_motion));
  settings.Set("fourColour", Json::Bool(save.settings.four_colour));
  settings.Set("textSize", Json::Number(save.settings.text_size));
  if (!save.settings.language.empty()) settings.Set("language", Json::String(save.settings.language));
  root.Set("settings", settings);
  root.Set("statistics", StatisticsToJson(save.stats));
  if (save.match) {
    Result<Json> match = Json::Parse(ReplayToJson(*save.match));
    root.Set("match", match.ok() ? match.value() : Json::Null());
    Result<std::vector<State>> states = PlayReplay(*save.match);
    Json progress = Json::Object();
    if (states.ok()) {
      const State& last = states.value().back();
      progress.Set("deal", Json::Number(last.DealIndex()));
      progress.Set("steps", Json::Number(static_cast<std::int64_t>(save.match->actions.size())));
      progress.Set("hash", Json::String(HashHex(last.Hash())));
      progress.Set("ai_seed", Json::String(std::to_string(save.ai_seed)));
      progress.Set("hints", Json::Number(save.hints));
    }
    root.Set("progress", progress);
  } else {
    root.Set("match", Json::Null());
    root.Set("progress", Json::Null());
  }
  root.Set("screen", Json::String(ScreenId(save.screen)));
  return root.Dump(-1);
}

LoadedSave ParseSave(const std::string& text) {
  if (text.size() > kMaxSaveBytes) return Corrupt("the save is too large to be one of ours");
  JsonLimits limits;
  limits.max_bytes = kMaxSaveBytes;
  limits.max_values = kMaxSaveValues;
  Result<Json> parsed = Json::Parse(text, limits);
  if (!parsed.ok()) return Corrupt("the save is not readable (" + parsed.error() + ")");
  const Json& root = parsed.value();
  if (!root.is_object()) return Corrupt("the save is not a JSON object");
  const Json* format = root.Find("format");
  if (!format || !format->is_string() || format->as_string() != "popejoan-save") {
    return Corrupt("this is not a Pope Joan save (its format is not popejoan-save)");
  }
  const Json* version = root.Find("version");
  if (!version || !version->is_number() || version->as_number() < 1) {
    return Corrupt("the save has no valid \"version\"");
  }
  if (version->as_number() > kSaveVersion) {
    LoadedSave out;
    out.problem = SaveProblem::kNewerVersion;
    out.message = "saved by a newer version of Pope Joan (save version " + std::to_string(version->as_number()) +
                  "; this version reads version " + std::to_string(kSaveVersion) + ")";
    return out;
  }
  std::string unknown;
  if (UnknownKey(root, {"format", "version", "settings", "statistics", "match", "progress", "screen"}, &unknown)) {
    return Corrupt("the save has an unknown key \"" + unknown + "\"");
  }

  LoadedSave out;
  const Json* settings = root.Find("settings");
  if (!settings) return Corrupt("the save has no \"settings\"");
  const Status settings_ok = ParseSettings(*settings, &out.save.settings);
  if (!settings_ok.ok()) return Corrupt(settings_ok.message);

  const Json* stats = root.Find("statistics");
  if (!stats) return Corrupt("the save has no \"statistics\"");
  Result<Statistics> parsed_stats = StatisticsFromJson(*stats);
  if (!parsed_stats.ok()) return Corrupt(parsed_stats.error());
  out.save.stats = parsed_stats.value();

  const Json* match = root.Find("match");
  const Json* progress = root.Find("progress");
  if (!match || !progress) return Corrupt("the save needs \"match\" and \"progress\" (null when no match)");
  if (match->is_null() != progress->is_null()) return Corrupt("\"match\" and \"progress\" must both be given or both null");
  if (!match->is_null()) {
    const Status match_ok = ParseMatch(*match, *progress, &out.save);
    if (!match_ok.ok()) return Corrupt(match_ok.message);
  }

  const Json* screen = root.Find("screen");
  if (!screen || !screen->is_string() || !ParseScreen(screen->as_string(), &out.save.screen)) {
    return Corrupt("\"screen\" must be setup, table or statistics");
  }
  if (out.save.screen == SaveScreen::kTable && !out.save.match) return Corrupt("\"screen\" is the table but no match is saved");
  return out;
}

}  // namespace popejoan::session
