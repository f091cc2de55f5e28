// On the page only: the C library's strtod family and sscanf, read by text_scan.cpp instead of
// musl's, whose scanning works in 128-bit long double (software arithmetic on WebAssembly):
// together 8 KB gz of the page for ImGui's slider values and settings lines and SDL's hints. As
// in sdl_trim_web.cpp, each replaced object of the C library is defined whole here (strtof,
// strtod and strtold share one), so the linker never pulls it in, and a duplicate symbol fails
// the link rather than half-replacing it.
#include <cstdarg>

#include "platform/text_scan.h"

extern "C" {

double strtod(const char* text, char** end) {
  const char* stop = text;
  const double value = popejoan::platform::ScanDouble(text, &stop);
  if (end) *end = const_cast<char*>(stop);
  return value;
}

float strtof(const char* text, char** end) { return static_cast<float>(strtod(text, end)); }

long double strtold(const char* text, char** end) { return strtod(text, end); }

int sscanf(const char* text, const char* format, ...) {
  va_list args;
  va_start(args, format);
  const int stored = popejoan::platform::ScanFormatted(text, format, args);
  va_end(args);
  return stored;
}

}  // extern "C"
