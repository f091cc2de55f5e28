#include "ui/paint/draw_text.h"
#include <algorithm>

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

std::string Ellipsize(FontRole role, float size, const std::string& text, float max_width) {
  if (TextSize(role, size, text).x <= max_width) return text;
  std::string cut = text;
  while (!cut.empty()) {
    size_t end = cut.size() - 1;
    while (end > 0 && (static_cast<unsigned char>(cut[end]) & 0xC0) == 0x80) --end;  // continuation bytes
    cut.erase(end);
    if (TextSize(role, size, cut + "\xE2\x80\xA6").x <= max_width) break;
  }
  return cut + "\xE2\x80\xA6";
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
