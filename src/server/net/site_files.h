// Which file of the served site a request's target names: the only way a URL reaches the disk, so
// it refuses anything that could leave the site (.., absolute or backslashed paths, NUL, hidden
// files, symlinks pointing out).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace popejoan::server {

// The target's path percent-decoded, without its query or fragment ("/a%20b?x=1" -> "/a b"), or
// nothing when it is not an origin-form path or its escapes are malformed.
std::optional<std::string> DecodeTargetPath(std::string_view target);

// The regular file under `root` (canonical) that the decoded path names ("/" and "dir/" mean their
// index.html), or nothing: a refusal and a missing file look the same (404).
std::optional<std::filesystem::path> ResolveSiteFile(const std::filesystem::path& root, const std::string& path);

// The Content-Type of a file by its extension (application/octet-stream when unknown).
std::string ContentTypeOf(const std::filesystem::path& file);

}  // namespace popejoan::server
