// Reading numbers out of text as the C library's strtod and sscanf do, without their long double
// arithmetic: on the page, libc's own (musl's __floatscan and scanf, and the 128-bit software
// floating point they need) cost 8 KB gz for the few calls ImGui and SDL make (a slider's value
// typed or rounded to its format, settings lines, SDL hints). libc_trim_web.cpp puts these in
// their place on the page; natively they are tested against the C library's own.
#pragma once

#include <cstdarg>

namespace popejoan::platform {

// As strtod: leading spaces, a sign, decimal digits with an optional point and exponent, or
// "inf"/"infinity"/"nan" (any case); no hexadecimal floating point (nothing here writes it).
// Exact (correctly rounded) for up to 15 significant digits and a power of ten up to 22, as a
// typed or printed UI value always is; otherwise within a few units in the last place. `*end` (when given) is where the
// number stopped, or `text` when there was none.
double ScanDouble(const char* text, const char** end);

// As vsscanf, for the conversions the page's libraries use: %d %i %u %x %X %o (with hh, h, l,
// ll, j, z or t), %f %e %g and capitals (float, or double with l), %c, %s, %n and %%, with
// widths and `*` (read, not stored). Spaces in the format match any run of spaces. Returns the
// number of values stored, or -1 when the text ended before the first conversion. Any other
// conversion (%[, %p, %L...) ends the scan there, as a failed match does.
int ScanFormatted(const char* text, const char* format, std::va_list args);

}  // namespace popejoan::platform
