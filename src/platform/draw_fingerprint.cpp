#include "platform/draw_fingerprint.h"

#include <cstddef>

#include "imgui.h"

namespace popejoan::platform {
namespace {

class Fnv1a {
 public:
  void Add(const void* bytes, std::size_t size) {
    const unsigned char* b = static_cast<const unsigned char*>(bytes);
    for (std::size_t i = 0; i < size; ++i) hash_ = (hash_ ^ b[i]) * 1099511628211ull;
  }
  template <typename T>
  void Add(const T& value) { Add(&value, sizeof value); }
  std::uint64_t hash() const { return hash_; }

 private:
  std::uint64_t hash_ = 14695981039346656037ull;
};

}  // namespace

std::uint64_t DrawFingerprint(const ImDrawData& data, int drawable_width, int drawable_height,
                              const float clear_rgba[4]) {
  Fnv1a h;
  h.Add(drawable_width);
  h.Add(drawable_height);
  h.Add(clear_rgba, 4 * sizeof(float));
  h.Add(data.DisplayPos);
  h.Add(data.DisplaySize);
  h.Add(data.FramebufferScale);
  for (int i = 0; i < data.CmdListsCount; ++i) {
    const ImDrawList& list = *data.CmdLists[i];
    h.Add(list.VtxBuffer.Data, static_cast<std::size_t>(list.VtxBuffer.Size) * sizeof(ImDrawVert));
    h.Add(list.IdxBuffer.Data, static_cast<std::size_t>(list.IdxBuffer.Size) * sizeof(ImDrawIdx));
    for (const ImDrawCmd& cmd : list.CmdBuffer) {
      h.Add(cmd.ClipRect);
      h.Add(cmd.TextureId);
      h.Add(cmd.VtxOffset);
      h.Add(cmd.IdxOffset);
      h.Add(cmd.ElemCount);
    }
  }
  return h.hash();
}

}  // namespace popejoan::platform
