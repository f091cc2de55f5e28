#include "session/save_game.h"

#include <vector>

#include "ai/bot.h"
#include "engine/json.h"
#include "engine/json_fields.h"
#include "engine/number_text.h"
#include "session/words/language.h"

namespace popejoan::session {
namespace {

constexpr std::size_t kMaxNameBytes = engine::kMaxSeatNameBytes;  // as replays

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

void ReadSettings(engine::JsonFields& j, Settings* out) {
  j.AllowOnly({"pace", "undo", "theme", "muted", "volume", "reduceMotion", "fourColour", "textSize", "language"});
  j.Text("pace", [&](const std::string& id) { return ParsePace(id, &out->pace); }, "slow, normal, fast or instant");
  j.Bool("undo", &out->undo_allowed);
  j.Text("theme", [&](const std::string& id) { return ParseTheme(id, &out->theme); }, ThemeIdList());
  j.Bool("muted", &out->muted);
  // Saves from before there was sound have no volume: the default then.
  j.Int("volume", 0, 100, &out->volume, engine::JsonFields::kOptional);
  // Likewise saves from before the motion setting, the four-colour deck and the text size:
  // full motion, an ordinary deck, 100%.
  j.Bool("reduceMotion", &out->reduce_motion, engine::JsonFields::kOptional);
  j.Bool("fourColour", &out->four_colour, engine::JsonFields::kOptional);
  j.Field("textSize", [&](engine::JsonFields& size) {
    const std::int64_t percent = size.json().as_number();  // 0, never valid, unless a number
    if (percent < 0 || percent > 1000 || !ValidTextSize(static_cast<int>(percent))) {
      size.Fail("must be 100, 125 or 150");
      return;
    }
    out->text_size = static_cast<int>(percent);
  }, engine::JsonFields::kOptional);
  // Saves from before languages have none: never chosen. A language this build does not speak
  // (a newer build's) is kept as not chosen rather than refusing the save.
  j.Text("language", [&](const std::string& tag) {
    Language parsed = Language::kEnglish;
    out->language = ParseLanguageTag(tag, &parsed) ? LanguageId(parsed) : "";
    return true;
  }, "a language's id, such as \"fr\"", engine::JsonFields::kOptional);
}

// The match: a complete replay (a hash per action) of seats a player may sit with, that
// replays legally to those hashes. Its last state, which the progress must record.
engine::Result<engine::State> ReadMatch(const engine::Json& match, engine::Replay* out) {
  using R = engine::Result<engine::State>;
  engine::Result<engine::Replay> replay = engine::ParseReplay(match.Dump());
  if (!replay.ok()) return R::Error("the match: " + replay.error());
  const engine::Replay& r = replay.value();
  if (r.hashes.size() != r.actions.size()) return R::Error("the match must record a hash after every action");
  for (const engine::ReplaySeat& seat : r.seats) {
    if (seat.name.empty() || seat.name.size() > kMaxNameBytes) {
      return R::Error("the match: a seat's name must be 1 to " + std::to_string(kMaxNameBytes) + " bytes");
    }
    ai::Level level;
    if (!seat.human && !ai::ParseLevel(seat.level, &level)) {
      return R::Error("the match: AI seat \"" + engine::PrintableText(seat.name) + "\" has an unknown level \"" +
                      engine::PrintableText(seat.level) + "\"");
    }
    if (!seat.human && !ai::IsHonest(level)) {
      return R::Error("the match: AI seat \"" + seat.name + "\" has level \"" + seat.level +
                      "\", which sees hidden cards and is for measuring only");
    }
  }
  const engine::Result<std::vector<engine::State>> states = engine::PlayReplay(r);
  if (!states.ok()) return R::Error("the match does not replay: " + states.error());
  *out = r;
  return states.value().back();
}

void ReadProgress(engine::JsonFields& p, const engine::Replay& match, const engine::State& last, SaveGame* out) {
  p.AllowOnly({"deal", "steps", "hash", "ai_seed", "hints"});
  std::int64_t steps = 0;
  if (p.Number("steps", &steps) && steps != static_cast<std::int64_t>(match.actions.size())) {
    p.FailAt("steps", "must equal the match's number of actions");
  }
  std::int64_t deal = 0;
  if (p.Number("deal", &deal) && deal != last.DealIndex()) p.FailAt("deal", "does not match the match's state");
  std::uint64_t hash = 0;
  p.Text("hash", [&](const std::string& hex) { return hex.size() == 16 && engine::ParseHex(hex, &hash); },
         "16 lower-case hex digits");
  if (hash != last.Hash()) p.Refuse("progress: the match does not end on the saved state (hash differs)");
  p.Text("ai_seed", [&](const std::string& seed) { return engine::ParseDecimal(seed, &out->ai_seed); },
         "a whole number written as text");
  // Saves from before the coach have no hint count: none were asked for.
  p.Int("hints", 0, 1000000, &out->hints, engine::JsonFields::kOptional);
}

// "match" and "progress": both null, or a match and the progress that it replays to.
void ReadMatchAndProgress(engine::JsonFields& f, SaveGame* out) {
  if (!f.ok()) return;
  if (!f.Has("match") || !f.Has("progress")) {
    f.Refuse("the save needs \"match\" and \"progress\" (null when no match)");
    return;
  }
  const engine::Json& match = *f.json().Find("match");
  if (match.is_null() != f.json().Find("progress")->is_null()) {
    f.Refuse("\"match\" and \"progress\" must both be given or both null");
  }
  if (match.is_null() || !f.ok()) return;
  engine::Replay replay;
  const engine::Result<engine::State> last = ReadMatch(match, &replay);
  if (!last.ok()) {
    f.Refuse(last.error());
    return;
  }
  f.Object("progress", [&](engine::JsonFields& progress) { ReadProgress(progress, replay, last.value(), out); });
  out->match = replay;
}

}  // namespace

std::string SaveToJson(const SaveGame& save) {
  engine::Json root = engine::Json::Object();
  root.Set("format", engine::Json::String("popejoan-save"));
  root.Set("version", engine::Json::Number(kSaveVersion));
  engine::Json settings = engine::Json::Object();
  settings.Set("pace", engine::Json::String(PaceId(PaceIndex(save.settings.pace))));
  settings.Set("undo", engine::Json::Bool(save.settings.undo_allowed));
  settings.Set("theme", engine::Json::String(ThemeId(save.settings.theme)));
  settings.Set("muted", engine::Json::Bool(save.settings.muted));
  settings.Set("volume", engine::Json::Number(save.settings.volume));
  settings.Set("reduceMotion", engine::Json::Bool(save.settings.reduce_motion));
  settings.Set("fourColour", engine::Json::Bool(save.settings.four_colour));
  settings.Set("textSize", engine::Json::Number(save.settings.text_size));
  if (!save.settings.language.empty()) settings.Set("language", engine::Json::String(save.settings.language));
  root.Set("settings", settings);
  root.Set("statistics", StatisticsToJson(save.stats));
  if (save.match) {
    engine::Result<engine::Json> match = engine::Json::Parse(engine::ReplayToJson(*save.match));
    root.Set("match", match.ok() ? match.value() : engine::Json::Null());
    engine::Result<std::vector<engine::State>> states = engine::PlayReplay(*save.match);
    engine::Json progress = engine::Json::Object();
    if (states.ok()) {
      const engine::State& last = states.value().back();
      progress.Set("deal", engine::Json::Number(last.DealIndex()));
      progress.Set("steps", engine::Json::Number(static_cast<std::int64_t>(save.match->actions.size())));
      progress.Set("hash", engine::Json::String(engine::HashHex(last.Hash())));
      progress.Set("ai_seed", engine::Json::String(std::to_string(save.ai_seed)));
      progress.Set("hints", engine::Json::Number(save.hints));
    }
    root.Set("progress", progress);
  } else {
    root.Set("match", engine::Json::Null());
    root.Set("progress", engine::Json::Null());
  }
  root.Set("screen", engine::Json::String(ScreenId(save.screen)));
  return root.Dump(-1);
}

LoadedSave ParseSave(const std::string& text) {
  if (text.size() > kMaxSaveBytes) return Corrupt("the save is too large to be one of ours");
  engine::JsonLimits limits;
  limits.max_bytes = kMaxSaveBytes;
  limits.max_values = kMaxSaveValues;
  engine::Result<engine::Json> parsed = engine::Json::Parse(text, limits);
  if (!parsed.ok()) return Corrupt("the save is not readable (" + parsed.error() + ")");
  if (!parsed->is_object()) return Corrupt("the save is not a JSON object");
  engine::JsonFields f(parsed.value(), "", "the save");
  std::string format;
  f.String("format", &format, engine::JsonFields::kOptional);
  if (format != "popejoan-save") return Corrupt("this is not a Pope Joan save (its format is not popejoan-save)");
  std::int64_t version = 0;
  if (!f.Number("version", &version) || version < 1) return Corrupt("the save has no valid \"version\"");
  if (version > kSaveVersion) {
    LoadedSave out;
    out.problem = SaveProblem::kNewerVersion;
    out.message = "saved by a newer version of Pope Joan (save version " + std::to_string(version) +
                  "; this version reads version " + std::to_string(kSaveVersion) + ")";
    return out;
  }
  // Only now: a newer save may hold what this version never heard of.
  f.AllowOnly({"format", "version", "settings", "statistics", "match", "progress", "screen"});
  LoadedSave out;
  SaveGame& save = out.save;
  f.Object("settings", [&](engine::JsonFields& settings) { ReadSettings(settings, &save.settings); });
  f.Field("statistics", [&](engine::JsonFields& stats) {
    engine::Result<Statistics> read = StatisticsFromJson(stats.json());
    if (read.ok()) save.stats = read.value();
    else stats.Refuse(read.error());
  });
  ReadMatchAndProgress(f, &save);
  f.Text("screen", [&](const std::string& id) { return ParseScreen(id, &save.screen); }, "setup, table or statistics");
  if (save.screen == SaveScreen::kTable && !save.match) f.Refuse("\"screen\" is the table but no match is saved");
  if (!f.ok()) return Corrupt(f.error());
  return out;
}

}  // namespace popejoan::session
