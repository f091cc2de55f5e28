// Natively (the debugging window, the tests) the catalogues are compiled in; the page fetches
// them instead (its first load carries none). Not linked into the web build.
#pragma once

#include <string>

#include "engine/result.h"
#include "session/words/language.h"

namespace popejoan::session {

// `language`'s compiled-in catalogue text ("[]" for English, which needs none).
std::string BuiltInCatalogueText(Language language);
// Loads it (for tests).
engine::Status LoadBuiltInCatalogue(Language language);

}  // namespace popejoan::session
