#include "ui/layout/plate_name.h"

#include <algorithm>

namespace popejoan::ui {

PlateNameFit FitPlateName(float name_w, float level_w, float room, float size) {
  PlateNameFit fit;
  fit.size = size;
  if (name_w <= 0.0f || room <= 0.0f) return fit;
  if ((name_w + level_w) * size <= room) {
    fit.show_level = level_w > 0.0f;
    return fit;
  }
  if (name_w * size <= room) return fit;
  fit.size = std::max(room / name_w, size * kLeastNameShare);
  fit.cut = name_w * fit.size > room + 0.01f;
  return fit;
}

float PlateNameSize(const Box& plate, const TableLayout& layout) { return std::min(layout.plate_name_size, plate.h * 0.32f); }

float PlateNameRoom(const Box& plate, float name_size, bool dealer) {
  const float pad = std::clamp(plate.h * 0.11f, 5.0f, 16.0f);
  const float dealer_w = dealer ? 2.4f * name_size * 0.55f : 0.0f;
  return plate.w - 2.0f * pad - dealer_w;
}

PlateNameFit FitPlateNameLine(float name_w, float level_w, const Box& plate, float size, bool dealer) {
  const PlateNameFit with_mark = FitPlateName(name_w, level_w, PlateNameRoom(plate, size, dealer), size);
  if (!dealer || (!with_mark.cut && with_mark.size >= size)) return with_mark;
  PlateNameFit without = FitPlateName(name_w, level_w, PlateNameRoom(plate, size, false), size);
  without.dealer_below = true;
  return without;
}

}  // namespace popejoan::ui
