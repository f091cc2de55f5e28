#include "session/words/builtin_catalogue.h"

#include <string>

extern const unsigned char kCatalogueFr[];
extern const unsigned int kCatalogueFr_size;

namespace popejoan::session {

std::string BuiltInCatalogueText(Language language) {
  if (language != Language::kFrench) return "[]";
  return std::string(reinterpret_cast<const char*>(kCatalogueFr), kCatalogueFr_size);
}

engine::Status LoadBuiltInCatalogue(Language language) { return LoadCatalogue(language, BuiltInCatalogueText(language)); }

}  // namespace popejoan::session
