// What the accessible mirror's files share (access_mirror.cpp, access_mirror_table.cpp and
// access_mirror_words.cpp): not part of the session's interface.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "session/access_mirror.h"
#include "session/intent.h"

namespace popejoan::session::mirror_internal {

// A button named by its intent's text form, so each id is written once (in intent.cpp).
MirrorButton Button(const Intent& intent, std::string label);
MirrorButton Button(IntentKind kind, std::string label);
// The words of a control whose label never changes, by its kind ("" for the others); the
// intents each labelled with them.
const char* ControlWords(IntentKind kind);
std::vector<MirrorButton> Labelled(const std::vector<Intent>& intents);

// "3 counters", in the player's language.
std::string Counters(std::int64_t n);
std::string JoinWith(const std::vector<std::string>& parts, const char* separator);

}  // namespace popejoan::session::mirror_internal
