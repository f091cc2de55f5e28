#include "session/statistics.h"

#include <algorithm>

#include "engine/json_fields.h"
#include "session/words/language.h"

namespace popejoan::session {
namespace {

constexpr std::int64_t kMaxCount = 1000000000000LL;  // far above any real count, below overflow

bool ValidPreset(const std::string& id) {
  engine::Preset p;
  return engine::ParsePreset(id, &p);
}

engine::Json SummaryToJson(const MatchSummary& m) {
  engine::Json j = engine::Json::Object();
  j.Set("number", engine::Json::Number(m.number));
  j.Set("net", engine::Json::Number(m.net));
  j.Set("rank", engine::Json::Number(m.rank));
  j.Set("seats", engine::Json::Number(m.seats));
  j.Set("preset", engine::Json::String(m.preset));
  return j;
}

void ReadSummary(engine::JsonFields& j, MatchSummary* m) {
  j.AllowOnly({"number", "net", "rank", "seats", "preset"});
  j.Int("number", 1, kMaxCount, &m->number);
  j.Int("net", -100000000, 100000000, &m->net);
  j.Int("seats", engine::kMinSeats, engine::kMaxSeats, &m->seats);
  j.Int("rank", 1, m->seats, &m->rank);
  j.Text("preset", [&](const std::string& id) {
    m->preset = id;
    return ValidPreset(id);
  }, NotTranslated("a preset id"));
}

// "best" or "worst": null before the first match.
void ReadBestOrWorst(engine::JsonFields& f, const char* key, std::optional<MatchSummary>* out) {
  f.Field(key, [&](engine::JsonFields& j) {
    if (j.json().is_null()) return;
    MatchSummary m;
    ReadSummary(j, &m);
    *out = m;
  });
}

// The counts, each no more than what it is part of.
void ReadCounts(engine::JsonFields& f, Statistics* s) {
  const std::pair<const char*, std::int64_t*> counts[] = {
      {"matches_played", &s->matches_played}, {"matches_won", &s->matches_won},
      {"deals_played", &s->deals_played},     {"deals_won", &s->deals_won},
      {"counters_won", &s->counters_won},     {"counters_lost", &s->counters_lost}};
  for (const auto& [key, out] : counts) f.Int(key, 0, kMaxCount, out);
  if (s->matches_won > s->matches_played) f.Refuse(NotTranslated("statistics: more matches won than played"));
  // Saves from before the coach have neither: none were used.
  f.Int("hints_used", 0, kMaxCount, &s->hints_used, engine::JsonFields::kOptional);
  f.Int("matches_won_with_hints", 0, kMaxCount, &s->matches_won_with_hints, engine::JsonFields::kOptional);
  if (s->matches_won_with_hints > s->matches_won) {
    f.Refuse(NotTranslated("statistics: more matches won with hints than won"));
  }
  if (s->deals_won > s->deals_played) f.Refuse(NotTranslated("statistics: more deals won than played"));
  f.Object("taken", [&](engine::JsonFields& taken) {
    taken.EachMember([&](engine::JsonFields& count) {
      const int comp = engine::ParseCompartment(count.key());
      if (comp < 0) count.Fail(NotTranslated("is an unknown compartment"));
      else count.GetInt(0, kMaxCount, &s->taken[static_cast<size_t>(comp)]);
    });
  });
}

// The best, the worst and the recent matches, which the counts bound.
void ReadMatches(engine::JsonFields& f, Statistics* s) {
  ReadBestOrWorst(f, "best", &s->best);
  ReadBestOrWorst(f, "worst", &s->worst);
  if (s->matches_played > 0 && (!s->best || !s->worst)) {
    f.Refuse(NotTranslated("statistics: matches were played but the best and worst are missing"));
  }
  if (s->best && s->worst && s->best->net < s->worst->net) {
    f.Refuse(NotTranslated("statistics: the best match is worse than the worst"));
  }
  f.Array("recent", 0, kRecentMatches, [&](engine::JsonFields& item) {
    MatchSummary m;
    ReadSummary(item, &m);
    if (!s->recent.empty() && m.number <= s->recent.back().number) {
      item.Refuse(NotTranslated("statistics: recent matches must be in order"));
    }
    if (m.number > s->matches_played) item.Refuse(NotTranslated("statistics: a recent match is numbered past those played"));
    s->recent.push_back(m);
  });
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
    for (const engine::Event& e : news.log) {
      if ((e.type == engine::EventType::kTake || e.type == engine::EventType::kShare || e.type == engine::EventType::kClearTake) &&
          e.seat == seat && e.comp >= 0 && e.comp < engine::kNumCompartments) {
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

engine::Json StatisticsToJson(const Statistics& s) {
  engine::Json j = engine::Json::Object();
  j.Set("matches_played", engine::Json::Number(s.matches_played));
  j.Set("matches_won", engine::Json::Number(s.matches_won));
  j.Set("deals_played", engine::Json::Number(s.deals_played));
  j.Set("deals_won", engine::Json::Number(s.deals_won));
  j.Set("counters_won", engine::Json::Number(s.counters_won));
  j.Set("counters_lost", engine::Json::Number(s.counters_lost));
  engine::Json taken = engine::Json::Object();
  for (int c = 0; c < engine::kNumCompartments; ++c) taken.Set(engine::CompartmentId(c), engine::Json::Number(s.taken[static_cast<size_t>(c)]));
  j.Set("taken", taken);
  j.Set("hints_used", engine::Json::Number(s.hints_used));
  j.Set("matches_won_with_hints", engine::Json::Number(s.matches_won_with_hints));
  j.Set("best", s.best ? SummaryToJson(*s.best) : engine::Json::Null());
  j.Set("worst", s.worst ? SummaryToJson(*s.worst) : engine::Json::Null());
  engine::Json recent = engine::Json::Array();
  for (const MatchSummary& m : s.recent) recent.Append(SummaryToJson(m));
  j.Set("recent", recent);
  return j;
}

engine::Result<Statistics> StatisticsFromJson(const engine::Json& j) {
  engine::JsonFields f(j, "statistics");
  f.AllowOnly({"matches_played", "matches_won", "deals_played", "deals_won", "counters_won", "counters_lost", "taken",
               "best", "worst", "recent", "hints_used", "matches_won_with_hints"});
  Statistics s;
  ReadCounts(f, &s);
  ReadMatches(f, &s);
  if (!f.ok()) return engine::Result<Statistics>::Error(f.error());
  return s;
}

}  // namespace popejoan::session
