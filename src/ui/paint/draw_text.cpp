#include "ui/paint/draw_text.h"
#include <algorithm>

#include "ui/layout/plate_name.h"

namespace popejoan::ui {

using namespace ::popejoan::session;  // the headless layer the views draw

ImVec2 TextSize(FontRole role, float size, const std::string& text) {
  return Font(role)->CalcTextSizeA(size, 1e9f, 0.0f, text.c_str());
}

void PutText(ImDrawList* draw, FontRole role, float size, ImVec2 pos, ImU32 color, const std::string& text) {
  draw->AddText(Font(role), size, pos, color, text.c_str());
}

void PutCentredText(ImDrawList* draw, FontRole role, float size, ImVec2 centre, ImU32 color, const std::string& text) {
  const ImVec2 extent = TextSize(role, size, text);
  PutText(draw, role, size, ImVec2(centre.x - extent.x * 0.5f, centre.y - extent.y * 0.5f), color, text);
}

namespace {

// A role's text width at type size 1 (widths grow in proportion to the size), for CutName.
template <FontRole kRole>
float WidthAtOne(const std::string& text) {
  return TextSize(kRole, 1.0f, text).x;
}

MeasureText WidthAtOneFor(FontRole role) {
  switch (role) {
    case FontRole::kBold: return WidthAtOne<FontRole::kBold>;
    case FontRole::kSmall: return WidthAtOne<FontRole::kSmall>;
    case FontRole::kTitle: return WidthAtOne<FontRole::kTitle>;
    case FontRole::kCardIndex: return WidthAtOne<FontRole::kCardIndex>;
    default: return WidthAtOne<FontRole::kBody>;
  }
}

}  // namespace

std::string Ellipsize(FontRole role, float size, const std::string& text, float max_width) {
  if (TextSize(role, size, text).x <= max_width) return text;
  return CutName(text, WidthAtOneFor(role), size, max_width);
}

float FitTextSize(FontRole role, float size, const std::string& text, float max_width, float smallest) {
  const float width = TextSize(role, size, text).x;
  if (width <= max_width || width <= 0.0f) return size;
  return std::max(smallest, size * max_width / width);  // text width is linear in its size
}

std::string Initials(const std::string& name) {
  if (name.size() <= 3) return name;
  std::string out;
  int letters = 0;
  for (size_t i = 0; i < name.size() && letters < 3; ++i) {
    if (name[i] == ' ' || (i > 0 && name[i - 1] != ' ')) continue;
    // Small words are not a name's ("AI playing for Felix" is "AF", not "Apf").
    if (i > 0 && name[i] >= 'a' && name[i] <= 'z') continue;
    // The word's first character, with its UTF-8 continuation bytes.
    size_t end = i + 1;
    while (end < name.size() && (static_cast<unsigned char>(name[end]) & 0xC0) == 0x80) ++end;
    out.append(name, i, end - i);
    ++letters;
  }
  return out.empty() ? name : out;
}

}  // namespace popejoan::ui
