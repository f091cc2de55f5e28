#include "server/net/site_files.h"

#include <system_error>
#include <vector>

#include "engine/number_text.h"

namespace popejoan::server {
namespace {

// The path's segments ("/a/b/" -> a, b, index.html), or nothing if one could climb, hide or escape.
std::optional<std::vector<std::string>> SafeSegments(const std::string& path) {
  if (path.empty() || path[0] != '/') return std::nullopt;
  if (path.find('\0') != std::string::npos || path.find('\\') != std::string::npos) return std::nullopt;
  std::vector<std::string> segments;
  size_t start = 1;
  while (start < path.size()) {
    const size_t slash = std::min(path.find('/', start), path.size());
    const std::string segment = path.substr(start, slash - start);
    // Empty ("//etc"), "..", "." and hidden (".git") segments are all refused.
    if (segment.empty() || segment[0] == '.') return std::nullopt;
    segments.push_back(segment);
    start = slash + 1;
  }
  if (path.back() == '/') segments.push_back("index.html");
  return segments;
}

bool IsInside(const std::filesystem::path& root, const std::filesystem::path& file) {
  auto r = root.begin();
  auto f = file.begin();
  for (; r != root.end(); ++r, ++f) {
    if (f == file.end() || *r != *f) return false;
  }
  return true;
}

}  // namespace

std::optional<std::string> DecodeTargetPath(std::string_view target) {
  const size_t end = std::min(target.find('?'), target.find('#'));
  const std::string_view raw = target.substr(0, std::min(end, target.size()));
  if (raw.empty() || raw[0] != '/') return std::nullopt;
  std::string decoded;
  for (size_t i = 0; i < raw.size(); ++i) {
    if (raw[i] != '%') {
      decoded += raw[i];
      continue;
    }
    if (i + 2 >= raw.size()) return std::nullopt;
    const int high = engine::HexDigit(raw[i + 1]);
    const int low = engine::HexDigit(raw[i + 2]);
    if (high < 0 || low < 0) return std::nullopt;
    decoded += static_cast<char>(high * 16 + low);
    i += 2;
  }
  return decoded;
}

std::optional<std::filesystem::path> ResolveSiteFile(const std::filesystem::path& root, const std::string& path) {
  const auto segments = SafeSegments(path);
  if (!segments) return std::nullopt;
  std::filesystem::path file = root;
  for (const std::string& segment : *segments) file /= segment;
  std::error_code ec;
  // canonical() follows every symlink: what it names must still be inside the site.
  const std::filesystem::path real = std::filesystem::canonical(file, ec);
  if (ec || !IsInside(root, real)) return std::nullopt;
  if (!std::filesystem::is_regular_file(real, ec) || ec) return std::nullopt;
  return real;
}

std::string ContentTypeOf(const std::filesystem::path& file) {
  static const std::pair<const char*, const char*> kTypes[] = {
      {".html", "text/html; charset=utf-8"},
      {".js", "text/javascript; charset=utf-8"},
      {".mjs", "text/javascript; charset=utf-8"},
      {".css", "text/css; charset=utf-8"},
      {".wasm", "application/wasm"},
      {".json", "application/json"},
      {".webmanifest", "application/manifest+json"},
      {".png", "image/png"},
      {".svg", "image/svg+xml"},
      {".ico", "image/x-icon"},
      {".txt", "text/plain; charset=utf-8"},
  };
  const std::string extension = file.extension().string();
  for (const auto& [ext, type] : kTypes) {
    if (extension == ext) return type;
  }
  return "application/octet-stream";
}

}  // namespace popejoan::server
