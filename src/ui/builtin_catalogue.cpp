#include "ui/builtin_catalogue.h"

#include <string>

extern const unsigned char kCatalogueFr[];
extern const unsigned int kCatalogueFr_size;

namespace popejoan::ui {

Status LoadBuiltInCatalogue(Language language) {
  if (language != Language::kFrench) return Status::Ok();
  return LoadCatalogue(language, std::string(reinterpret_cast<const char*>(kCatalogueFr), kCatalogueFr_size));
}

}  // namespace popejoan::ui
