#include "platform/draw_fingerprint.h"

#include <cstddef>

#include "imgui.h"

namespace popejoan::platform {
namespace {

// FNV-1a, 64 bits.
class Fnv1a {
 public:
  void Add(const void* bytes, std::size_t size) {
    const unsigned char* b = static_cast<const unsigned char*>(bytes);
    for (std::size_t i = 0; i < size; ++i) hash_ = (hash_ ^ b[i]) * 1099511628211ull;
  }
  template <typename T>
  void Add(const ImVector<T>& items) { Add(items.Data, static_cast<std::size_t>(items.Size) * sizeof(T)); }
  std::uint64_t hash() const { return hash_; }

 private:
  std::uint64_t hash_ = 14695981039346656037ull;
};

}  // namespace

std::uint64_t DrawFingerprint(const ImDrawData& data, int drawable_width, int drawable_height) {
  Fnv1a h;
  const int size[2] = {drawable_width, drawable_height};
  h.Add(size, sizeof size);
  for (int i = 0; i < data.CmdListsCount; ++i) {
    const ImDrawList& list = *data.CmdLists[i];
    h.Add(list.VtxBuffer);
    h.Add(list.IdxBuffer);
    h.Add(list.CmdBuffer);  // clip rectangles, textures, ranges (ImDrawCmd zeroes its padding)
  }
  return h.hash();
}

}  // namespace popejoan::platform
