// The app's frame CPU at the table without a window (a benchmark: it prints figures, asserts
// nothing). ImGui runs without a renderer: what is timed is NewFrame, App::Frame and Render,
// which is what the page's frame_ms measures less the GL backend. The same seeded match at
// 1280x800 (or --size WxH), with the accessible mirror built each frame as on the page.
// Usage: popejoan-frame-bench [--frames N] [--size WxH]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "imgui.h"
#include "ui/app.h"
#include "ui/paint/theme.h"

int main(int argc, char** argv) {
  int frames = 3000, width = 1280, height = 800;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (std::strcmp(argv[i], "--frames") == 0) frames = std::max(200, std::atoi(argv[i + 1]));
    if (std::strcmp(argv[i], "--size") == 0 && std::sscanf(argv[i + 1], "%dx%d", &width, &height) != 2) return 2;
  }
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.DisplaySize = ImVec2(static_cast<float>(width), static_cast<float>(height));
  io.IniFilename = nullptr;
  popejoan::ui::BuildFonts(1.0f, popejoan::ui::TypeScaleFor(io.DisplaySize.x, io.DisplaySize.y), 1.0f);
  unsigned char* pixels = nullptr;
  int tex_w = 0, tex_h = 0;
  io.Fonts->GetTexDataAsRGBA32(&pixels, &tex_w, &tex_h);  // a renderer would upload it here
  popejoan::session::SessionConfig config;
  config.seed = 7;
  config.start_at_table = true;
  config.services.show_mirror = [](const std::string&) {};  // as on the page
  popejoan::ui::App app(config);
  std::vector<double> micros;
  for (int f = 0; f < frames; ++f) {
    io.DeltaTime = 1.0f / 60.0f;
    const auto start = std::chrono::steady_clock::now();
    ImGui::NewFrame();
    app.Frame(f / 60.0);
    ImGui::Render();
    const auto end = std::chrono::steady_clock::now();
    if (f >= 100) micros.push_back(std::chrono::duration<double, std::micro>(end - start).count());  // past the first deal's start
  }
  std::sort(micros.begin(), micros.end());
  double sum = 0.0;
  for (double m : micros) sum += m;
  std::printf("frame CPU at the table, %dx%d, %zu frames: mean %.1f us, median %.1f us, p95 %.1f us\n", width, height,
              micros.size(), sum / static_cast<double>(micros.size()), micros[micros.size() / 2],
              micros[micros.size() * 95 / 100]);
  ImGui::DestroyContext();
  return 0;
}
