#include "ui/layout/plate_name.h"

#include <algorithm>
#include <cctype>

namespace popejoan::ui {
namespace {

const char kEllipsis[] = "\xE2\x80\xA6";

// The least size a name asked at `size` may take before it is shortened.
float LeastNameSize(float size) { return std::max(size * kLeastNameShare, std::min(size, kLeastNamePoints)); }

// A word a name may start with that is no name of its own: a title or an article, in English
// and French (the AI players are "Dr Hargreaves", "The Vicar", "Colonel Finch"...).
bool IsTitle(std::string word) {
  for (char& c : word) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (!word.empty() && word.back() == '.') word.pop_back();
  static const char* const kTitles[] = {"the",   "dr",      "mr",   "mrs", "ms", "miss", "lady", "lord", "sir", "dame",
                                        "colonel", "captain", "major", "rev", "m",  "mme",  "mlle", "le",   "la"};
  for (const char* title : kTitles) {
    if (word == title) return true;
  }
  return false;
}

std::vector<std::string> Words(const std::string& name) {
  std::vector<std::string> words;
  size_t start = 0;
  while (start < name.size()) {
    const size_t end = std::min(name.find(' ', start), name.size());
    if (end > start) words.push_back(name.substr(start, end - start));
    start = end + 1;
  }
  return words;
}

// The code point whose bytes start at `i` (0 for a malformed one).
char32_t CodePointAt(const std::string& s, size_t i) {
  const auto byte = [&](size_t k) { return k < s.size() ? static_cast<unsigned char>(s[k]) : 0u; };
  const unsigned b = byte(i);
  if (b < 0x80) return b;
  const int more = b >= 0xF0 ? 3 : b >= 0xE0 ? 2 : b >= 0xC0 ? 1 : 0;
  char32_t c = b & (0x3Fu >> more);
  for (int k = 1; k <= more; ++k) c = (c << 6) | (byte(i + static_cast<size_t>(k)) & 0x3Fu);
  return c;
}

// Marks that belong to the letter before them: accents, joiners, variation selectors, skin tones.
bool JoinsTheLetterBefore(char32_t c) {
  return (c >= 0x300 && c <= 0x36F) || c == 0x200D || (c >= 0xFE00 && c <= 0xFE0F) || (c >= 0x1F3FB && c <= 0x1F3FF) ||
         c == 0x20E3;
}

}  // namespace

PlateNameFit FitPlateName(float name_w, float level_w, float room, float size, float least) {
  PlateNameFit fit;
  fit.size = size;
  if (name_w <= 0.0f || room <= 0.0f) return fit;
  if ((name_w + level_w) * size <= room) {
    fit.show_level = level_w > 0.0f;
    return fit;
  }
  if (name_w * size <= room) return fit;
  fit.size = std::max(room / name_w, least > 0.0f ? least : LeastNameSize(size));
  fit.cut = name_w * fit.size > room + 0.01f;
  return fit;
}

float PlateNameSize(const Box& plate, const TableLayout& layout) { return std::min(layout.plate_name_size, plate.h * 0.32f); }

float PlateNameRoom(const Box& plate, float name_size, bool dealer) {
  const float pad = std::clamp(plate.h * 0.11f, 5.0f, 16.0f);
  const float dealer_w = dealer ? 2.4f * name_size * 0.55f : 0.0f;
  return plate.w - 2.0f * pad - dealer_w;
}

PlateNameFit FitPlateNameLine(float name_w, float level_w, const Box& plate, float size, bool dealer, float least) {
  const PlateNameFit with_mark = FitPlateName(name_w, level_w, PlateNameRoom(plate, size, dealer), size, least);
  if (!dealer || (!with_mark.cut && with_mark.size >= size)) return with_mark;
  PlateNameFit without = FitPlateName(name_w, level_w, PlateNameRoom(plate, size, false), size, least);
  without.dealer_below = true;
  return without;
}

std::vector<std::string> PlateNameForms(const std::string& name) {
  std::vector<std::string> forms = {name};
  std::vector<std::string> words = Words(name);
  const auto add = [&forms](const std::string& form) {
    if (!form.empty() && form != forms.back()) forms.push_back(form);
  };
  if (words.size() >= 2 && IsTitle(words.front())) {
    words.erase(words.begin());
    std::string rest = words.front();
    for (size_t i = 1; i < words.size(); ++i) rest += " " + words[i];
    add(rest);
  }
  if (words.size() >= 2) add(words.front());
  return forms;
}

std::string CutName(const std::string& text, MeasureText width, float size, float room) {
  if (width(text) * size <= room) return text;
  // Cut where a letter starts that does not join the one before (and not after a joiner).
  for (size_t end = text.size(); end > 0;) {
    do --end;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80);
    if (end == 0) break;
    if (JoinsTheLetterBefore(CodePointAt(text, end))) continue;
    size_t before = end - 1;
    while (before > 0 && (static_cast<unsigned char>(text[before]) & 0xC0) == 0x80) --before;
    if (CodePointAt(text, before) == 0x200D) continue;
    std::string cut = text.substr(0, end);
    while (!cut.empty() && cut.back() == ' ') cut.pop_back();
    cut += kEllipsis;
    if (width(cut) * size <= room) return cut;
  }
  return kEllipsis;
}

namespace {

// The name in a plate's name line (`plate`) or in `room` points: each form at its least size,
// then (larger text) each at the least size 100% allows, then the last form cut.
PlateNameShown Show(const std::string& name, MeasureText width, float level_w, const Box* plate, float room, float size,
                    bool dealer, float text_scale) {
  PlateNameShown shown;
  const std::vector<std::string> forms = PlateNameForms(name);
  for (int pass = 0; pass < (text_scale > 1.0f ? 2 : 1); ++pass) {
    const float least = LeastNameSize(pass == 0 ? size : size / text_scale);
    for (const std::string& form : forms) {
      shown.text = form;
      const float form_w = width(form);
      shown.fit = plate != nullptr ? FitPlateNameLine(form_w, form == name ? level_w : 0.0f, *plate, size, dealer, least)
                                   : FitPlateName(form_w, 0.0f, room, size, least);
      if (!shown.fit.cut) return shown;
    }
  }
  if (plate != nullptr) room = PlateNameRoom(*plate, size, dealer && !shown.fit.dealer_below);
  shown.text = CutName(shown.text, width, shown.fit.size, room);
  return shown;
}

}  // namespace

PlateNameShown ShowPlateName(const std::string& name, MeasureText width, float level_w, const Box& plate, float size,
                             bool dealer, float text_scale) {
  return Show(name, width, level_w, &plate, 0.0f, size, dealer, text_scale);
}

PlateNameShown ShowNameIn(const std::string& name, MeasureText width, float room, float size, float text_scale) {
  return Show(name, width, 0.0f, nullptr, room, size, false, text_scale);
}

}  // namespace popejoan::ui
