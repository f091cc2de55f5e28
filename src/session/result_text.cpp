#include "session/result_text.h"

#include "session/deal_code.h"
#include "session/words/language.h"

namespace popejoan::session {
namespace {

// The seat the line is about: the first person's, else the winner's.
const SeatReport* ToldSeat(const MatchReport& report) {
  for (const SeatReport& seat : report.seats) {
    if (seat.human) return &seat;
  }
  return report.order.empty() ? nullptr : &report.seats[static_cast<size_t>(report.order.front())];
}

}  // namespace

std::string ResultText(const MatchReport& report, const SharedDeal& deal) {
  const std::string which = deal.daily ? Fmt(Tr("Pope Joan, daily deal {0}"), {DayWords(*deal.daily)})
                                       : Fmt(Tr("Pope Joan, deal {0}"), {GroupedDealCode(deal.code)});
  const SeatReport* seat = ToldSeat(report);
  if (seat == nullptr) return which;
  const std::int32_t net = seat->end - seat->start;
  const std::string place = (seat->tied ? "=" : "") + Ordinal(seat->place);
  return Fmt(Tr("{0}: {1} of {2}, {3}|result"),
             {which, place, std::to_string(report.seats.size()), (net >= 0 ? "+" : "") + std::to_string(net)});
}

}  // namespace popejoan::session
