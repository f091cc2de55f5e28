#include "session/deal_code.h"

#include <cctype>
#include <cstdint>
#include <vector>

#include "session/words/language.h"

namespace popejoan::session {
namespace {

constexpr std::uint8_t kCodeVersion = 1;
constexpr char kAlphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
constexpr int kMaxCodeLength = 80;  // far beyond any real code: anything longer is not one

// A seat in the code: 0 a person, else 1 + its AI level (beginner, casual, expert).
int SeatKind(const SeatSetup& seat) { return seat.human ? 0 : 1 + static_cast<int>(seat.level); }

void PutNumber(std::vector<std::uint8_t>* bytes, std::uint64_t n) {  // LEB128
  do {
    std::uint8_t b = n & 0x7F;
    n >>= 7;
    if (n != 0) b |= 0x80;
    bytes->push_back(b);
  } while (n != 0);
}

std::uint8_t CheckByte(const std::vector<std::uint8_t>& bytes) {
  std::uint32_t h = 2166136261u;  // FNV-1a
  for (std::uint8_t b : bytes) h = (h ^ b) * 16777619u;
  return static_cast<std::uint8_t>(h ^ (h >> 8) ^ (h >> 16) ^ (h >> 24));
}

// The numbers of a code, read in order; a read past the end fails the whole code.
class Reader {
 public:
  explicit Reader(const std::vector<std::uint8_t>& bytes) : bytes_(bytes) {}
  bool Number(std::uint64_t* out) {
    std::uint64_t n = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      if (at_ >= bytes_.size()) return false;
      const std::uint8_t b = bytes_[at_++];
      n |= static_cast<std::uint64_t>(b & 0x7F) << shift;
      if ((b & 0x80) == 0) {
        *out = n;
        return true;
      }
    }
    return false;
  }
  bool AtEnd() const { return at_ == bytes_.size(); }

 private:
  const std::vector<std::uint8_t>& bytes_;
  size_t at_ = 0;
};

int OptionValueIndex(const engine::OptionInfo& option, const std::string& value) {
  for (size_t v = 0; v < option.values.size(); ++v) {
    if (value == option.values[v].value) return static_cast<int>(v);
  }
  return -1;
}

std::string ToBase32(const std::vector<std::uint8_t>& bytes) {
  std::string out;
  std::uint32_t buffer = 0;
  int bits = 0;
  for (std::uint8_t b : bytes) {
    buffer = (buffer << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += kAlphabet[(buffer >> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += kAlphabet[(buffer << (5 - bits)) & 31];
  return out;
}

int DigitValue(char c) {
  c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  if (c == 'O') return 0;
  if (c == 'I' || c == 'L') return 1;
  for (int i = 0; i < 32; ++i) {
    if (kAlphabet[i] == c) return i;
  }
  return -1;
}

engine::Result<std::vector<std::uint8_t>> FromBase32(const std::string& code) {
  const std::string unreadable = Tr("That deal code cannot be read: check it for typos.");
  std::vector<std::uint8_t> bytes;
  std::uint32_t buffer = 0;
  int bits = 0, digits = 0;
  for (char c : code) {
    if (c == '-' || c == ' ') continue;
    const int v = DigitValue(c);
    if (v < 0 || ++digits > kMaxCodeLength) return engine::Result<std::vector<std::uint8_t>>::Error(unreadable);
    buffer = (buffer << 5) | static_cast<std::uint32_t>(v);
    bits += 5;
    if (bits >= 8) {
      bytes.push_back(static_cast<std::uint8_t>(buffer >> (bits - 8)));
      bits -= 8;
      buffer &= (1u << bits) - 1;
    }
  }
  if (bytes.size() < 2 || buffer != 0) return engine::Result<std::vector<std::uint8_t>>::Error(unreadable);
  return bytes;
}

// The preset, then the options changed from it; false if any is not one.
bool ReadRules(std::uint64_t preset, Reader* in, engine::Rules* rules) {
  std::uint64_t changes = 0;
  if (preset >= engine::kNumPresets || !in->Number(&changes) || changes > engine::Options().size()) return false;
  *rules = engine::RulesForPreset(static_cast<engine::Preset>(preset));
  for (std::uint64_t c = 0; c < changes; ++c) {
    std::uint64_t option = 0, value = 0;
    if (!in->Number(&option) || option >= engine::Options().size() || !in->Number(&value)) return false;
    const engine::OptionInfo& info = engine::Options()[option];
    if (!info.values.empty() && value >= info.values.size()) return false;
    const std::string text = info.values.empty() ? std::to_string(value) : info.values[value].value;
    if (!engine::SetOption(rules, info.name, text).ok()) return false;
  }
  return true;
}

// The seats from their kinds, two bits each under a leading 1 (see DealCode); false if the
// leading 1 is not where it should be or there are too few seats.
bool ReadSeats(std::uint64_t kinds, std::vector<SeatSetup>* seats) {
  for (int s = 0; kinds > 1 && s < engine::kMaxSeats; ++s, kinds >>= 2) {
    const int kind = static_cast<int>(kinds & 3);
    SeatSetup seat{DefaultSeatName(s), kind == 0, ai::Level::kCasual};
    if (kind > 0) seat.level = static_cast<ai::Level>(kind - 1);
    seats->push_back(seat);
  }
  return kinds == 1 && static_cast<int>(seats->size()) >= engine::kMinSeats;
}

}  // namespace

std::string DealCode(const MatchSetup& setup) {
  std::vector<std::uint8_t> bytes;
  // One byte for both: the version (up to 15) and the preset (up to 7).
  PutNumber(&bytes, (kCodeVersion << 3) | static_cast<std::uint64_t>(setup.rules.preset));
  // Only the options that differ from the preset: a preset's code stays short.
  const engine::Rules preset = RulesForPreset(setup.rules.preset);
  const std::vector<engine::OptionInfo>& options = engine::Options();
  std::vector<std::pair<int, std::uint64_t>> changes;
  for (size_t i = 0; i < options.size(); ++i) {
    const std::string value = engine::GetOption(setup.rules, options[i].name);
    if (value == GetOption(preset, options[i].name)) continue;
    const int index = OptionValueIndex(options[i], value);
    changes.emplace_back(static_cast<int>(i), index >= 0 ? static_cast<std::uint64_t>(index) : std::stoull(value));
  }
  PutNumber(&bytes, changes.size());
  for (const auto& [option, value] : changes) {
    PutNumber(&bytes, static_cast<std::uint64_t>(option));
    PutNumber(&bytes, value);
  }
  // Two bits a seat, seat 0 lowest, under a leading 1 that tells how many seats there are.
  std::uint64_t kinds = 1;
  for (size_t s = setup.seats.size(); s-- > 0;) kinds = (kinds << 2) | static_cast<std::uint64_t>(SeatKind(setup.seats[s]));
  PutNumber(&bytes, kinds);
  PutNumber(&bytes, static_cast<std::uint64_t>(setup.rounds));
  PutNumber(&bytes, setup.seed);
  bytes.push_back(CheckByte(bytes));
  return ToBase32(bytes);
}

engine::Result<MatchSetup> ParseDealCode(const std::string& code) {
  engine::Result<std::vector<std::uint8_t>> decoded = FromBase32(code);
  if (!decoded.ok()) return engine::Result<MatchSetup>::Error(decoded.error());
  std::vector<std::uint8_t> bytes = decoded.value();
  const std::uint8_t check = bytes.back();
  bytes.pop_back();
  if (check != CheckByte(bytes)) return engine::Result<MatchSetup>::Error(Tr("That deal code is not right: check it for typos."));
  Reader in(bytes);
  std::uint64_t header = 0;
  if (!in.Number(&header) || (header >> 3) != kCodeVersion) {
    return engine::Result<MatchSetup>::Error(Tr("That deal code is from a newer version of Pope Joan."));
  }
  MatchSetup setup;
  std::uint64_t kinds = 0, rounds = 0, seed = 0;
  if (!ReadRules(header & 7, &in, &setup.rules) || !in.Number(&kinds) || !in.Number(&rounds) || rounds < 1 ||
      rounds > static_cast<std::uint64_t>(kMaxRounds) || !in.Number(&seed) || !in.AtEnd() ||
      !ReadSeats(kinds, &setup.seats)) {
    return engine::Result<MatchSetup>::Error(Tr("That deal code is damaged: check it for typos."));
  }
  setup.rounds = static_cast<int>(rounds);
  setup.seed = seed;
  return setup;
}

engine::Result<MatchSetup> ParseTypedDealCode(const std::string& typed) {
  std::string code = typed;
  // A pasted link: the code is its deal= parameter's value.
  const size_t at = code.find("deal=");
  if (at != std::string::npos) {
    code = code.substr(at + 5);
    code = code.substr(0, code.find_first_of("&#"));
  }
  std::string kept;
  for (char c : code) {
    if (!std::isspace(static_cast<unsigned char>(c))) kept += c;
  }
  if (kept.empty()) return engine::Result<MatchSetup>::Error(Tr("Type or paste the deal code a friend sent you."));
  return ParseDealCode(kept);
}

std::string GroupedDealCode(const std::string& code) {
  std::string out;
  for (size_t i = 0; i < code.size(); ++i) {
    if (i > 0 && i % 4 == 0) out += '-';
    out += code[i];
  }
  return out;
}

}  // namespace popejoan::session
