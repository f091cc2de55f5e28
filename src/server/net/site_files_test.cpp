#include "server/net/site_files.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <fstream>

namespace popejoan::server {
namespace {

namespace fs = std::filesystem;

class SiteFiles : public ::testing::Test {
 protected:
  void SetUp() override {
    base_ = fs::temp_directory_path() / ("site_files_test_" + std::to_string(::getpid()));
    fs::remove_all(base_);
    fs::create_directories(base_ / "site" / "sub");
    Write(base_ / "site" / "index.html");
    Write(base_ / "site" / "sub" / "index.html");
    Write(base_ / "site" / "a b.js");
    Write(base_ / "site" / ".hidden");
    Write(base_ / "secret.txt");
    fs::create_symlink(base_ / "secret.txt", base_ / "site" / "out.txt");
    fs::create_symlink(base_ / "site" / "index.html", base_ / "site" / "in.html");
    root_ = fs::canonical(base_ / "site");
  }
  void TearDown() override { fs::remove_all(base_); }
  static void Write(const fs::path& file) { std::ofstream(file) << "x"; }
  std::optional<fs::path> Resolve(const std::string& target) {
    const auto path = DecodeTargetPath(target);
    return path ? ResolveSiteFile(root_, *path) : std::nullopt;
  }

  fs::path base_;
  fs::path root_;
};

TEST_F(SiteFiles, DecodesTheTargetsPath) {
  EXPECT_EQ(DecodeTargetPath("/a%20b.js?v=1#x"), "/a b.js");
  EXPECT_EQ(DecodeTargetPath("/%2e%2e/x"), "/../x");
  EXPECT_EQ(DecodeTargetPath("/?q"), "/");
  EXPECT_EQ(DecodeTargetPath("/a%2"), std::nullopt);
  EXPECT_EQ(DecodeTargetPath("/a%zz"), std::nullopt);
  EXPECT_EQ(DecodeTargetPath("http://example.org/"), std::nullopt);
  EXPECT_EQ(DecodeTargetPath("*"), std::nullopt);
  EXPECT_EQ(DecodeTargetPath(""), std::nullopt);
}

TEST_F(SiteFiles, ServesFilesInsideTheSite) {
  EXPECT_EQ(Resolve("/"), root_ / "index.html");
  EXPECT_EQ(Resolve("/index.html?x=1"), root_ / "index.html");
  EXPECT_EQ(Resolve("/sub/"), root_ / "sub" / "index.html");
  EXPECT_EQ(Resolve("/a%20b.js"), root_ / "a b.js");
  EXPECT_EQ(Resolve("/in.html"), root_ / "index.html");  // a symlink that stays inside
}

TEST_F(SiteFiles, RefusesWhatCouldLeaveTheSite) {
  for (const char* target : {"/../secret.txt", "/%2e%2e/secret.txt", "/sub/../index.html", "/./index.html",
                             "//etc/passwd", "/%2fetc/passwd", "/index.html%00.png", "/sub%5c..%5csecret.txt",
                             "/out.txt", "/.hidden", "/sub", "/missing.js", "/sub/missing/"}) {
    EXPECT_EQ(Resolve(target), std::nullopt) << target;
  }
}

TEST(ContentType, ByExtension) {
  EXPECT_EQ(ContentTypeOf("a/index.html"), "text/html; charset=utf-8");
  EXPECT_EQ(ContentTypeOf("popejoan.js"), "text/javascript; charset=utf-8");
  EXPECT_EQ(ContentTypeOf("popejoan.wasm"), "application/wasm");
  EXPECT_EQ(ContentTypeOf("style.css"), "text/css; charset=utf-8");
  EXPECT_EQ(ContentTypeOf("x.json"), "application/json");
  EXPECT_EQ(ContentTypeOf("icon-192.png"), "image/png");
  EXPECT_EQ(ContentTypeOf("icon.svg"), "image/svg+xml");
  EXPECT_EQ(ContentTypeOf("favicon.ico"), "image/x-icon");
  EXPECT_EQ(ContentTypeOf("manifest.webmanifest"), "application/manifest+json");
  EXPECT_EQ(ContentTypeOf("robots.txt"), "text/plain; charset=utf-8");
  EXPECT_EQ(ContentTypeOf("data.bin"), "application/octet-stream");
}

}  // namespace
}  // namespace popejoan::server
