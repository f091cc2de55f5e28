// The page's query string (?embed=...&preset=...): how a host page configures an embedded game,
// read into the launch's options (launch_options.h; the command line sets the same ones). Pure
// text handling, no browser calls, so it is unit-tested natively. Bad values are reported in
// `errors` and left out; the game starts anyway (a host's typo must not break the page).
//
//   embed      id of this game's save (letters, digits, - _ ., up to 40), default "default"
//   origins    comma-separated host origins allowed to command the game (read by web/loader.js)
//   preset     classic, parlett, modern, victorian, five-pool, foster, foster-matrimony
//   seats      3..8 (you and N-1 AI)
//   ai         the AI seats' levels: one for all, or a comma list in seat order
//   seed       the first match's seed (a whole number)
//   theme      felt, dark, light, contrast
//   pace       slow, normal, fast, instant
//   lang       en, fr: the game's language (wins over the player's saved choice)
//   autostart  1: skip the setup screen (deal at once unless a saved match resumes)
//   deal       a shared deal code: deal that match at once (a reload resumes it)
//   daily      YYYY-MM-DD: that day's daily deal at once
//   debug      1: the debug overlay
//   room       an online room's code: open it at start (docs/online.md)
//   name       the name this player goes by in rooms (not asked again)
//   server     ws:// or wss:// URL of the room server (default: this page's origin's /rooms;
//              another origin's only when the site's site.json lists it: room_servers.h)
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "platform/launch_options.h"

namespace popejoan::platform {

// Longer than any real address's query; a longer one is ignored whole (with an error).
inline constexpr std::size_t kMaxPageQueryBytes = 8192;

struct PageQueryResult {
  LaunchOptions options;            // a reload always resumes: options.resume stays true
  std::vector<std::string> errors;  // one sentence per bad parameter
};

// `search` is location.search, with or without the leading '?'. Names are not case-folded.
PageQueryResult ParsePageQuery(const std::string& search);

// The page's query `search` (location.search) with its room= set to `code`, or taken out when
// `code` is "": the address that returns to the room. The other parameters stay as they were.
// "?room=CODE&...", or "" when nothing is left.
std::string QueryWithRoom(const std::string& search, const std::string& code);

// Decodes %XX escapes and '+' as a space; malformed escapes are kept as they are.
std::string UrlDecode(const std::string& text);

}  // namespace popejoan::platform
