// The streaming JSON writer.
#include "report/json_writer.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <vector>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace claimcheck {
namespace {

/// The length of the UTF-8 character at `s[i]`, or 0 when it is not one.
std::size_t utf8_length(std::string_view s, std::size_t i) {
  const auto c = static_cast<unsigned char>(s[i]);
  std::size_t n = 0;
  unsigned min = 0;
  unsigned code = 0;
  if (c < 0x80) return 1;
  if ((c & 0xE0) == 0xC0) {
    n = 2;
    min = 0x80;
    code = c & 0x1F;
  } else if ((c & 0xF0) == 0xE0) {
    n = 3;
    min = 0x800;
    code = c & 0x0F;
  } else if ((c & 0xF8) == 0xF0) {
    n = 4;
    min = 0x10000;
    code = c & 0x07;
  } else {
    return 0;
  }
  if (i + n > s.size()) return 0;
  for (std::size_t k = 1; k < n; ++k) {
    const auto b = static_cast<unsigned char>(s[i + k]);
    if ((b & 0xC0) != 0x80) return 0;
    code = (code << 6) | (b & 0x3F);
  }
  if (code < min || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return 0;
  return n;
}

#ifndef __SSE2__
/// Whether none of the 8 bytes at `p` needs a second look: each is printable
/// ASCII other than `"` and `\\`. (Bytes are tested 8 at a time: a byte below
/// 0x20, equal to either, or at 0x80 and above sets its top bit in the test;
/// a byte that only looks so, past one that is, goes the slow way, which is
/// as correct.)
bool plain8(const char* p) {
  std::uint64_t w;
  std::memcpy(&w, p, sizeof w);
  constexpr std::uint64_t ones = 0x0101010101010101, high = 0x8080808080808080;
  const std::uint64_t quote = w ^ (ones * '"'), backslash = w ^ (ones * '\\');
  const std::uint64_t flagged = (w | ((w - ones * 0x20) & ~w) | ((quote - ones) & ~quote) |
                                 ((backslash - ones) & ~backslash)) &
                                high;
  return flagged == 0;
}

/// Printable ASCII other than `"` and `\\`: written as it is.
bool plain_byte(char c) {
  const auto u = static_cast<unsigned char>(c);
  return u >= 0x20 && u < 0x80 && u != '"' && u != '\\';
}
#endif

/// A unit's `,"unit":"..."` member, remembered: a report writes the same few
/// units again and again.
const std::string& unit_member(const Dimension& d) {
  struct Seen {
    Dimension dim;
    std::string json;
  };
  thread_local std::vector<Seen> seen;
  for (const auto& s : seen)
    if (s.dim == d) return s.json;
  if (seen.size() >= 64) seen.clear();
  std::string json = ",\"unit\":";
  append_json_string(json, d.to_string());
  seen.push_back({d, std::move(json)});
  return seen.back().json;
}

#if FMT_VERSION >= 90000 && FMT_VERSION < 100000
/// The decimal digits of `n`, written two at a time to end at the end of
/// `buffer` (24 bytes); returns where they start.
const char* decimal_digits(char (&buffer)[24], std::uint64_t n) {
  static constexpr char kPairs[] =
      "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
      "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
      "8081828384858687888990919293949596979899";
  char* p = buffer + sizeof buffer;
  while (n >= 100) {
    p -= 2;
    std::memcpy(p, kPairs + (n % 100) * 2, 2);
    n /= 100;
  }
  if (n >= 10) {
    p -= 2;
    std::memcpy(p, kPairs + n * 2, 2);
  } else {
    *--p = static_cast<char>('0' + n);
  }
  return p;
}
#endif

/// `v` (finite) as fmt's `{}` writes it: the shortest digits that read back
/// as `v`, fixed from 1e-4 up to 1e16 with no trailing `.0`, else with an
/// exponent of a sign and at least two digits (`1e+16`, `2.5e-07`). With
/// fmt 9 the digits come from its Dragonbox directly, without a format
/// string or an iterator a character at a time.
void append_shortest(std::string& out, double v) {
#if FMT_VERSION >= 90000 && FMT_VERSION < 100000
  if (v == 0) {
    out += std::signbit(v) ? "-0" : "0";
    return;
  }
  const auto decimal = fmt::detail::dragonbox::to_decimal(std::fabs(v));
  char buffer[24];
  const char* const digits = decimal_digits(buffer, decimal.significand);
  const int count = static_cast<int>(buffer + sizeof buffer - digits);
  const int exponent = decimal.exponent + count - 1;  // of the first digit
  char text[48];
  char* t = text;
  if (std::signbit(v)) *t++ = '-';
  if (exponent < -4 || exponent >= 16) {
    *t++ = digits[0];
    if (count > 1) {
      *t++ = '.';
      t = std::copy(digits + 1, digits + count, t);
    }
    *t++ = 'e';
    *t++ = exponent < 0 ? '-' : '+';
    const int a = exponent < 0 ? -exponent : exponent;
    if (a < 10) *t++ = '0';
    t = std::to_chars(t, text + sizeof text, a).ptr;
  } else if (exponent < 0) {  // 0.001234
    *t++ = '0';
    *t++ = '.';
    t = std::fill_n(t, -exponent - 1, '0');
    t = std::copy(digits, digits + count, t);
  } else if (count <= exponent + 1) {  // 123400
    t = std::copy(digits, digits + count, t);
    t = std::fill_n(t, exponent + 1 - count, '0');
  } else {  // 12.34
    t = std::copy(digits, digits + exponent + 1, t);
    *t++ = '.';
    t = std::copy(digits + exponent + 1, digits + count, t);
  }
  out.append(text, t);
#else
  fmt::format_to(std::back_inserter(out), "{}", v);
#endif
}

/// From `i`, the first byte of `text` that is not printable ASCII other than
/// `"` and `\\` (text.size() when there is none).
std::size_t next_special(std::string_view text, std::size_t i) {
#ifdef __SSE2__
  // Sixteen bytes at a time: as signed bytes, a control byte and a byte from
  // 0x80 up are both below 0x20.
  const __m128i space = _mm_set1_epi8(0x20), quote = _mm_set1_epi8('"'),
                backslash = _mm_set1_epi8('\\');
  auto flagged = [&](const char* p) {
    const __m128i w = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    return static_cast<unsigned>(_mm_movemask_epi8(
        _mm_or_si128(_mm_cmplt_epi8(w, space),
                     _mm_or_si128(_mm_cmpeq_epi8(w, quote), _mm_cmpeq_epi8(w, backslash)))));
  };
  const std::size_t n = text.size();
  for (; i + 16 <= n; i += 16)
    if (const unsigned mask = flagged(text.data() + i))
      return i + static_cast<std::size_t>(__builtin_ctz(mask));
  if (i == n) return n;
  const std::size_t left = n - i;  // 1 to 15 bytes
  if (n >= 16) {
    // The last sixteen bytes, less those already looked at.
    const unsigned mask = flagged(text.data() + n - 16) >> (16 - left);
    return mask ? i + static_cast<std::size_t>(__builtin_ctz(mask)) : n;
  }
  // A short text, padded with plain bytes.
  char padded[16];
  std::memset(padded, 'a', sizeof padded);
  std::memcpy(padded, text.data() + i, left);
  const unsigned mask = flagged(padded);
  return mask ? i + static_cast<std::size_t>(__builtin_ctz(mask)) : n;
#else
  while (i + 8 <= text.size() && plain8(text.data() + i)) i += 8;
  while (i < text.size() && plain_byte(text[i])) ++i;
  return i;
#endif
}

}  // namespace

void append_json_string(std::string& out, std::string_view text) {
  // Most text needs no escaping: found so, it is copied in one go.
  std::size_t i = next_special(text, 0);
  if (i == text.size()) {
    const std::size_t at = out.size();
    out.resize(at + text.size() + 2);
    char* to = out.data() + at;
    to[0] = '"';
    if (!text.empty()) std::memcpy(to + 1, text.data(), text.size());
    to[text.size() + 1] = '"';
    return;
  }
  out += '"';
  std::size_t plain = 0;  // start of the run of bytes copied as they are
  auto flush = [&](std::size_t end) { out.append(text.data() + plain, end - plain); };
  for (; i < text.size();) {
    i = next_special(text, i);
    if (i >= text.size()) break;
    const auto c = static_cast<unsigned char>(text[i]);
    if (c >= 0x80) {
      if (const std::size_t n = utf8_length(text, i)) {
        i += n;
        continue;
      }
    }
    flush(i);
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\t':
        out += "\\t";
        break;
      case '\r':
        out += "\\r";
        break;
      default:
        if (c < 0x20)
          fmt::format_to(std::back_inserter(out), "\\u{:04x}", c);
        else
          out += "\xEF\xBF\xBD";  // not UTF-8: U+FFFD
    }
    plain = ++i;
  }
  flush(text.size());
  out += '"';
}

JsonWriter& JsonWriter::key(std::string_view name) {
  separate();
  append_json_string(out_, name);
  out_ += ':';
  comma_ = false;
  return *this;
}

JsonWriter& JsonWriter::string(std::string_view text) {
  separate();
  append_json_string(out_, text);
  return *this;
}

namespace {
/// A number as number() writes it, with no separator.
void append_number(std::string& out, double v) {
  if (std::isnan(v))
    out += "null";
  else if (std::isinf(v))
    out += v > 0 ? "\"inf\"" : "\"-inf\"";
  else
    append_shortest(out, v);
}
}  // namespace

JsonWriter& JsonWriter::number(double v) {
  separate();
  append_number(out_, v);
  return *this;
}

JsonWriter& JsonWriter::integer(long long v) {
  separate();
  fmt::format_to(std::back_inserter(out_), "{}", v);
  return *this;
}

JsonWriter& JsonWriter::boolean(bool v) {
  separate();
  out_ += v ? "true" : "false";
  return *this;
}

JsonWriter& JsonWriter::null() {
  separate();
  out_ += "null";
  return *this;
}

JsonWriter& JsonWriter::quantity_members(const Quantity& q) {
  separate();
  out_.append("\"lo\":", 5);
  const std::size_t lo_at = out_.size();
  append_number(out_, q.lo());
  const std::size_t lo_end = out_.size();
  out_.append(",\"hi\":", 6);
  if (q.hi() == q.lo() && std::signbit(q.hi()) == std::signbit(q.lo())) {
    // A point: the same digits again.
    out_.append(out_, lo_at, lo_end - lo_at);
  } else {
    append_number(out_, q.hi());
  }
  out_ += unit_member(q.dim);
  return *this;
}

JsonWriter& JsonWriter::quantity(const Quantity& q) {
  begin_object();
  quantity_members(q);
  return end_object();
}

JsonWriter& JsonWriter::raw(std::string_view json) {
  separate();
  out_ += json;
  return *this;
}

}  // namespace claimcheck
