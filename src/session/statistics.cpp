#include "session/statistics.h"

#include <algorithm>

#include "session/words/language.h"

namespace popejoan::session {
namespace {

constexpr std::int64_t kMaxCount = 1000000000000LL;  // far above any real count, below overflow

bool ValidPreset(const std::string& id) {
  Preset p;
  return ParsePreset(id, &p);
}

Json SummaryToJson(const MatchSummary& m) {
  Json j = Json::Object();
  j.Set("number", Json::Number(m.number));
  j.Set("net", Json::Number(m.net));
  j.Set("rank", Json::Number(m.rank));
  j.Set("seats", Json::Number(m.seats));
  j.Set("preset", Json::String(m.preset));
  return j;
}

bool OnlyKeys(const Json& j, std::initializer_list<const char*> keys, std::string* unknown) {
  for (const auto& member : j.members()) {
    bool known = false;
    for (const char* k : keys) known = known || member.first == k;
    if (!known) {
      *unknown = PrintableText(member.first);  // echoed in a message
      return false;
    }
  }
  return true;
}

bool Number(const Json& j, const char* key, std::int64_t min, std::int64_t max, std::int64_t* out) {
  const Json* v = j.Find(key);
  if (!v || !v->is_number() || v->as_number() < min || v->as_number() > max) return false;
  *out = v->as_number();
  return true;
}

Result<MatchSummary> SummaryFromJson(const Json& j, const std::string& where) {
  using R = Result<MatchSummary>;
  std::string unknown;
  if (!j.is_object()) return R::Error(where + NotTranslated(" must be an object"));
  if (!OnlyKeys(j, {"number", "net", "rank", "seats", "preset"}, &unknown)) {
    return R::Error(where + NotTranslated(": unknown key \"") + unknown + "\"");
  }
  MatchSummary m;
  std::int64_t v = 0;
  if (!Number(j, "number", 1, kMaxCount, &m.number)) return R::Error(where + NotTranslated(": \"number\" must be 1 or more"));
  if (!Number(j, "net", -100000000, 100000000, &v)) return R::Error(where + NotTranslated(": \"net\" is out of range"));
  m.net = static_cast<std::int32_t>(v);
  if (!Number(j, "seats", kMinSeats, kMaxSeats, &v)) return R::Error(where + NotTranslated(": \"seats\" must be 3..8"));
  m.seats = static_cast<int>(v);
  if (!Number(j, "rank", 1, m.seats, &v)) return R::Error(where + NotTranslated(": \"rank\" must be 1..seats"));
  m.rank = static_cast<int>(v);
  const Json* preset = j.Find("preset");
  if (!preset || !preset->is_string() || !ValidPreset(preset->as_string())) {
    return R::Error(where + NotTranslated(": \"preset\" is not a preset id"));
  }
  m.preset = preset->as_string();
  return m;
}

}  // namespace

void RecordNews(Statistics* stats, const MatchNews& news, int seat, const std::string& preset, int hints) {
  if (seat < 0 || seat >= static_cast<int>(news.purse_after.size()) ||
      seat >= static_cast<int>(news.purse_before.size())) {
    return;
  }
  const std::int64_t delta = static_cast<std::int64_t>(news.purse_after[static_cast<size_t>(seat)]) -
                             news.purse_before[static_cast<size_t>(seat)];
  if (news.kind == MatchNews::Kind::kDealEnded) {
    if (!news.clearing) ++stats->deals_played;
    if (news.winner == seat) ++stats->deals_won;
    if (delta > 0) stats->counters_won += delta;
    if (delta < 0) stats->counters_lost += -delta;
    for (const Event& e : news.log) {
      if ((e.type == EventType::kTake || e.type == EventType::kShare || e.type == EventType::kClearTake) &&
          e.seat == seat && e.comp >= 0 && e.comp < kNumCompartments) {
        ++stats->taken[static_cast<size_t>(e.comp)];
      }
    }
    return;
  }
  MatchSummary m;
  m.number = stats->matches_played + 1;
  m.net = static_cast<std::int32_t>(delta);
  m.seats = static_cast<int>(news.purse_after.size());
  m.preset = preset;
  for (size_t i = 0; i < news.standings.size(); ++i) {
    if (news.standings[i] == seat) m.rank = static_cast<int>(i) + 1;
  }
  ++stats->matches_played;
  if (m.rank == 1) ++stats->matches_won;
  stats->hints_used += std::max(0, hints);
  if (m.rank == 1 && hints > 0) ++stats->matches_won_with_hints;
  if (!stats->best || m.net > stats->best->net) stats->best = m;
  if (!stats->worst || m.net < stats->worst->net) stats->worst = m;
  stats->recent.push_back(m);
  if (stats->recent.size() > static_cast<size_t>(kRecentMatches)) stats->recent.erase(stats->recent.begin());
}

Json StatisticsToJson(const Statistics& s) {
  Json j = Json::Object();
  j.Set("matches_played", Json::Number(s.matches_played));
  j.Set("matches_won", Json::Number(s.matches_won));
  j.Set("deals_played", Json::Number(s.deals_played));
  j.Set("deals_won", Json::Number(s.deals_won));
  j.Set("counters_won", Json::Number(s.counters_won));
  j.Set("counters_lost", Json::Number(s.counters_lost));
  Json taken = Json::Object();
  for (int c = 0; c < kNumCompartments; ++c) taken.Set(CompartmentId(c), Json::Number(s.taken[static_cast<size_t>(c)]));
  j.Set("taken", taken);
  j.Set("hints_used", Json::Number(s.hints_used));
  j.Set("matches_won_with_hints", Json::Number(s.matches_won_with_hints));
  j.Set("best", s.best ? SummaryToJson(*s.best) : Json::Null());
  j.Set("worst", s.worst ? SummaryToJson(*s.worst) : Json::Null());
  Json recent = Json::Array();
  for (const MatchSummary& m : s.recent) recent.Append(SummaryToJson(m));
  j.Set("recent", recent);
  return j;
}

Result<Statistics> StatisticsFromJson(const Json& j) {
  using R = Result<Statistics>;
  if (!j.is_object()) return R::Error(NotTranslated("\"statistics\" must be an object"));
  std::string unknown;
  if (!OnlyKeys(j, {"matches_played", "matches_won", "deals_played", "deals_won", "counters_won", "counters_lost",
                    "taken", "best", "worst", "recent", "hints_used", "matches_won_with_hints"},
                &unknown)) {
    return R::Error(NotTranslated("statistics: unknown key \"") + unknown + "\"");
  }
  Statistics s;
  struct Field {
    const char* key;
    std::int64_t* out;
  };
  const Field fields[] = {{"matches_played", &s.matches_played}, {"matches_won", &s.matches_won},
                          {"deals_played", &s.deals_played},     {"deals_won", &s.deals_won},
                          {"counters_won", &s.counters_won},     {"counters_lost", &s.counters_lost}};
  for (const Field& f : fields) {
    if (!Number(j, f.key, 0, kMaxCount, f.out)) {
      return R::Error(std::string("statistics: \"") + f.key + NotTranslated("\" must be a whole number from 0"));
    }
  }
  if (s.matches_won > s.matches_played) return R::Error(NotTranslated("statistics: more matches won than played"));
  // Saves from before the coach have neither: none were used.
  for (const Field& f : {Field{"hints_used", &s.hints_used}, Field{"matches_won_with_hints", &s.matches_won_with_hints}}) {
    if (j.Find(f.key) != nullptr && !Number(j, f.key, 0, kMaxCount, f.out)) {
      return R::Error(std::string("statistics: \"") + f.key + NotTranslated("\" must be a whole number from 0"));
    }
  }
  if (s.matches_won_with_hints > s.matches_won) return R::Error(NotTranslated("statistics: more matches won with hints than won"));
  if (s.deals_won > s.deals_played) return R::Error(NotTranslated("statistics: more deals won than played"));
  const Json* taken = j.Find("taken");
  if (!taken || !taken->is_object()) return R::Error(NotTranslated("statistics: \"taken\" must be an object"));
  for (const auto& member : taken->members()) {
    const int comp = ParseCompartment(member.first);
    if (comp < 0) return R::Error(NotTranslated("statistics: \"taken\" has an unknown compartment \"") + PrintableText(member.first) + "\"");
    if (!member.second.is_number() || member.second.as_number() < 0 || member.second.as_number() > kMaxCount) {
      return R::Error(NotTranslated("statistics: \"taken\" counts must be whole numbers from 0"));
    }
    s.taken[static_cast<size_t>(comp)] = member.second.as_number();
  }
  for (const char* key : {"best", "worst"}) {
    const Json* m = j.Find(key);
    if (!m) return R::Error(std::string("statistics: \"") + key + "\" missing");
    if (m->is_null()) continue;
    Result<MatchSummary> summary = SummaryFromJson(*m, std::string("statistics: \"") + key + "\"");
    if (!summary.ok()) return R::Error(summary.error());
    (std::string(key) == "best" ? s.best : s.worst) = summary.value();
  }
  if (s.matches_played > 0 && (!s.best || !s.worst)) {
    return R::Error(NotTranslated("statistics: matches were played but the best and worst are missing"));
  }
  if (s.best && s.worst && s.best->net < s.worst->net) return R::Error(NotTranslated("statistics: the best match is worse than the worst"));
  const Json* recent = j.Find("recent");
  if (!recent || !recent->is_array() || recent->items().size() > static_cast<size_t>(kRecentMatches)) {
    return R::Error(NotTranslated("statistics: \"recent\" must be a list of at most ") + std::to_string(kRecentMatches) + " matches");
  }
  for (const Json& item : recent->items()) {
    Result<MatchSummary> summary = SummaryFromJson(item, NotTranslated("statistics: a recent match"));
    if (!summary.ok()) return R::Error(summary.error());
    if (!s.recent.empty() && summary->number <= s.recent.back().number) {
      return R::Error(NotTranslated("statistics: recent matches must be in order"));
    }
    if (summary->number > s.matches_played) return R::Error(NotTranslated("statistics: a recent match is numbered past those played"));
    s.recent.push_back(summary.value());
  }
  return s;
}

}  // namespace popejoan::session
