// A name strangers will read (docs/online.md, "Public tables"): besides the names' rule every room
// keeps (protocol/player_name.h), a public table refuses a short list of words a host would not
// want on its site, in English and French. Matched on the name folded as a filter-dodger writes
// it: any case, accents dropped, common digit-for-letter swaps (0 for o, 1 for i, 3 for e, 4 and @
// for a, 5 and $ for s, 7 for t), and anything between letters ignored for the words that hide inside
// others' ("f.u.c.k"), whole words only for those that are also parts of honest names.
#pragma once

#include <string>

namespace popejoan::server {

// Whether `name` (already cleaned by the names' rule) holds a word on the list.
bool UnwelcomeName(const std::string& name);

}  // namespace popejoan::server
