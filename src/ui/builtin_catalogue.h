// Natively (the debugging window, the tests) the catalogues are compiled in; the page fetches
// them instead (its first load carries none). Not linked into the web build.
#pragma once

#include "engine/result.h"
#include "ui/language.h"

namespace popejoan::ui {

// Loads `language`'s compiled-in catalogue (English needs none: Ok).
Status LoadBuiltInCatalogue(Language language);

}  // namespace popejoan::ui
