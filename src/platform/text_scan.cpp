#include "platform/text_scan.h"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>

namespace popejoan::platform {
namespace {

// Powers of ten that a double holds exactly.
constexpr double kExactPowers[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                   1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
constexpr int kMaxExactPower = 22;
constexpr int kMaxKeptDigits = 19;  // what a uint64_t holds
constexpr int kExactDigits = 15;    // what a double holds exactly

bool IsSpace(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
bool IsDigit(char c) { return c >= '0' && c <= '9'; }
char Lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

bool StartsWithWord(const char* text, const char* word) {
  for (; *word; ++text, ++word) {
    if (Lower(*text) != *word) return false;
  }
  return true;
}

// mantissa x 10^exponent, in one correctly rounded step where both are exact.
double Scale(uint64_t mantissa, int digits, int exponent) {
  double value = static_cast<double>(mantissa);
  if (digits <= kExactDigits && exponent >= -kMaxExactPower && exponent <= kMaxExactPower) {
    return exponent >= 0 ? value * kExactPowers[exponent] : value / kExactPowers[-exponent];
  }
  for (; exponent > kMaxExactPower; exponent -= kMaxExactPower) value *= kExactPowers[kMaxExactPower];
  for (; exponent < -kMaxExactPower; exponent += kMaxExactPower) value /= kExactPowers[kMaxExactPower];
  return exponent >= 0 ? value * kExactPowers[exponent] : value / kExactPowers[-exponent];
}

// An exponent's digits after 'e', or `p` unchanged when none follow.
const char* ReadExponent(const char* p, int* exponent) {
  const char* q = p + 1;
  const bool negative = *q == '-';
  if (*q == '+' || *q == '-') ++q;
  if (!IsDigit(*q)) return p;
  int value = 0;
  for (; IsDigit(*q); ++q) value = value < 100000 ? value * 10 + (*q - '0') : value;
  *exponent = negative ? -value : value;
  return q;
}

int DigitValue(char c) {
  if (IsDigit(c)) return c - '0';
  c = Lower(c);
  return c >= 'a' && c <= 'z' ? c - 'a' + 10 : 99;
}

// As strtoull with `base` (0: by its prefix), wrapping; how many characters it read in `*used`.
uint64_t ScanInteger(const char* text, int base, std::size_t* used) {
  const char* p = text;
  const bool negative = *p == '-';
  if (*p == '+' || *p == '-') ++p;
  const bool hex_prefix = p[0] == '0' && Lower(p[1]) == 'x' && DigitValue(p[2]) < 16;
  if ((base == 0 || base == 16) && hex_prefix) {
    base = 16;
    p += 2;
  } else if (base == 0) {
    base = *p == '0' ? 8 : 10;
  }
  const char* digits = p;
  uint64_t value = 0;
  for (; DigitValue(*p) < base; ++p) value = value * static_cast<uint64_t>(base) + static_cast<uint64_t>(DigitValue(*p));
  *used = p == digits ? 0 : static_cast<std::size_t>(p - text);
  return negative ? 0 - value : value;
}

enum class Length { kChar, kShort, kInt, kLong, kLongLong, kMax, kSize, kDiff, kLongDouble };

// The length modifier at `f` ("hh", "l"...), and where the conversion's letter is.
const char* ReadLength(const char* f, Length* length) {
  struct Modifier {
    const char* text;
    Length length;
  };
  static constexpr Modifier kModifiers[] = {{"hh", Length::kChar}, {"ll", Length::kLongLong}, {"h", Length::kShort},
                                            {"l", Length::kLong},  {"j", Length::kMax},       {"z", Length::kSize},
                                            {"t", Length::kDiff},  {"L", Length::kLongDouble}};
  for (const Modifier& m : kModifiers) {
    const std::size_t n = std::strlen(m.text);
    if (std::strncmp(f, m.text, n) == 0) {
      *length = m.length;
      return f + n;
    }
  }
  *length = Length::kInt;
  return f;
}

void StoreInteger(uint64_t value, Length length, std::va_list* args) {
  switch (length) {
    case Length::kChar: *va_arg(*args, signed char*) = static_cast<signed char>(value); break;
    case Length::kShort: *va_arg(*args, short*) = static_cast<short>(value); break;
    case Length::kLong: *va_arg(*args, long*) = static_cast<long>(value); break;
    case Length::kLongLong: *va_arg(*args, long long*) = static_cast<long long>(value); break;
    case Length::kMax: *va_arg(*args, intmax_t*) = static_cast<intmax_t>(value); break;
    case Length::kSize: *va_arg(*args, std::size_t*) = static_cast<std::size_t>(value); break;
    case Length::kDiff: *va_arg(*args, std::ptrdiff_t*) = static_cast<std::ptrdiff_t>(value); break;
    default: *va_arg(*args, int*) = static_cast<int>(value); break;
  }
}

int IntegerBase(char conversion) {
  switch (conversion) {
    case 'd': case 'u': return 10;
    case 'i': return 0;
    case 'o': return 8;
    case 'x': case 'X': return 16;
    default: return -1;
  }
}

bool IsFloatConversion(char c) {
  return c == 'f' || c == 'F' || c == 'e' || c == 'E' || c == 'g' || c == 'G';
}

// One scan: the text's place, what is stored, and the varargs.
class Scanner {
 public:
  Scanner(const char* text, std::va_list args) : start_(text), text_(text) { va_copy(args_, args); }
  ~Scanner() { va_end(args_); }
  Scanner(const Scanner&) = delete;
  Scanner& operator=(const Scanner&) = delete;

  int Run(const char* format);

 private:
  // The result when the text ended where a character was needed.
  int Ended() const { return stored_ > 0 ? stored_ : -1; }
  void SkipSpaces() {
    while (IsSpace(*text_)) ++text_;
  }
  // The next field of at most `width` characters (0: no limit), copied.
  std::size_t Field(int width, char* out, std::size_t size) const;
  bool Number(char conversion, Length length, int width, bool keep);
  bool Characters(char conversion, int width, bool keep);

  const char* start_;
  const char* text_;
  std::va_list args_;
  int stored_ = 0;
};

std::size_t Scanner::Field(int width, char* out, std::size_t size) const {
  std::size_t n = 0;
  const std::size_t limit = width > 0 && static_cast<std::size_t>(width) < size ? static_cast<std::size_t>(width) : size - 1;
  for (; n < limit && text_[n] != '\0'; ++n) out[n] = text_[n];
  out[n] = '\0';
  return n;
}

bool Scanner::Number(char conversion, Length length, int width, bool keep) {
  char field[128];
  Field(width, field, sizeof field);
  std::size_t used = 0;
  if (IsFloatConversion(conversion)) {
    if (length == Length::kLongDouble) return false;
    const char* end = field;
    const double value = ScanDouble(field, &end);
    used = static_cast<std::size_t>(end - field);
    if (used == 0) return false;
    if (keep && length == Length::kLong) *va_arg(args_, double*) = value;
    if (keep && length != Length::kLong) *va_arg(args_, float*) = static_cast<float>(value);
  } else {
    const uint64_t value = ScanInteger(field, IntegerBase(conversion), &used);
    if (used == 0) return false;
    if (keep) StoreInteger(value, length, &args_);
  }
  text_ += used;
  stored_ += keep ? 1 : 0;
  return true;
}

bool Scanner::Characters(char conversion, int width, bool keep) {
  char* out = keep ? va_arg(args_, char*) : nullptr;
  int n = 0;
  if (conversion == 'c') {
    for (const int count = width > 0 ? width : 1; n < count; ++n, ++text_) {
      if (*text_ == '\0') return false;
      if (out) out[n] = *text_;
    }
  } else {
    for (; *text_ != '\0' && !IsSpace(*text_) && (width == 0 || n < width); ++n, ++text_) {
      if (out) out[n] = *text_;
    }
    if (out) out[n] = '\0';
  }
  stored_ += keep ? 1 : 0;
  return true;
}

int Scanner::Run(const char* f) {
  while (*f != '\0') {
    if (IsSpace(*f)) {
      while (IsSpace(*f)) ++f;
      SkipSpaces();
      continue;
    }
    if (*f != '%' || f[1] == '%') {
      if (*f == '%') {
        ++f;
        SkipSpaces();
      }
      if (*text_ == '\0') return Ended();
      if (*text_ != *f) return stored_;
      ++text_;
      ++f;
      continue;
    }
    ++f;
    const bool keep = *f != '*';
    if (!keep) ++f;
    int width = 0;
    for (; IsDigit(*f); ++f) width = width < 10000 ? width * 10 + (*f - '0') : width;
    Length length;
    f = ReadLength(f, &length);
    const char conversion = *f++;
    if (conversion == 'n') {
      if (keep) StoreInteger(static_cast<uint64_t>(text_ - start_), length, &args_);
      continue;
    }
    const bool number = IntegerBase(conversion) >= 0 || IsFloatConversion(conversion);
    if (!number && conversion != 'c' && conversion != 's') return stored_;
    if (conversion != 'c') SkipSpaces();
    if (*text_ == '\0') return Ended();
    const bool matched = number ? Number(conversion, length, width, keep) : Characters(conversion, width, keep);
    if (!matched) return conversion == 'c' ? Ended() : stored_;
  }
  return stored_;
}

}  // namespace

double ScanDouble(const char* text, const char** end) {
  const char* p = text;
  while (IsSpace(*p)) ++p;
  const bool negative = *p == '-';
  if (*p == '+' || *p == '-') ++p;
  const double sign = negative ? -1.0 : 1.0;
  if (StartsWithWord(p, "inf") || StartsWithWord(p, "nan")) {
    const bool nan = Lower(*p) == 'n';
    p += StartsWithWord(p, "infinity") ? 8 : 3;
    if (end) *end = p;
    return sign * (nan ? std::numeric_limits<double>::quiet_NaN() : std::numeric_limits<double>::infinity());
  }
  uint64_t mantissa = 0;
  int digits = 0;
  int exponent = 0;
  bool any = false;
  bool after_point = false;
  for (;; ++p) {
    if (*p == '.' && !after_point) {
      after_point = true;
      continue;
    }
    if (!IsDigit(*p)) break;
    any = true;
    if (mantissa == 0 && *p == '0') {
      exponent -= after_point ? 1 : 0;  // a leading zero
    } else if (digits < kMaxKeptDigits) {
      mantissa = mantissa * 10 + static_cast<uint64_t>(*p - '0');
      ++digits;
      exponent -= after_point ? 1 : 0;
    } else {
      exponent += after_point ? 0 : 1;  // a digit past what is kept
    }
  }
  if (!any) {
    if (end) *end = text;
    return 0.0;
  }
  int written_exponent = 0;
  if (*p == 'e' || *p == 'E') p = ReadExponent(p, &written_exponent);
  if (end) *end = p;
  if (mantissa == 0) return sign * 0.0;
  return sign * Scale(mantissa, digits, exponent + written_exponent);
}

int ScanFormatted(const char* text, const char* format, std::va_list args) {
  Scanner scanner(text, args);
  return scanner.Run(format);
}

}  // namespace popejoan::platform
