// Reading a double from text as std::from_chars does (no leading blank or
// `+`, no hexadecimal, the locale's decimal point never), also where the
// standard library has no floating-point from_chars (Emscripten's libc++,
// for the web build): there through strtod, whose "C" locale is the only one.
#pragma once

#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <string>
#include <system_error>

namespace claimcheck {

inline std::from_chars_result parse_double(const char* first, const char* last, double& value) {
#if defined(__cpp_lib_to_chars)
  return std::from_chars(first, last, value);
#else
  std::from_chars_result r{first, std::errc::invalid_argument};
  if (first == last || *first == '+' || *first == ' ' || *first == '\t' || *first == '\n' ||
      *first == '\r' || *first == '\f' || *first == '\v')
    return r;
  std::string s(first, last);
  // from_chars reads `0x1p3` as 0, stopping at the x; strtod would read it whole.
  const std::size_t sign = s[0] == '-' ? 1 : 0;
  if (s.size() > sign + 1 && s[sign] == '0' && (s[sign + 1] == 'x' || s[sign + 1] == 'X'))
    s.resize(sign + 1);
  char* end = nullptr;
  errno = 0;
  const double v = std::strtod(s.c_str(), &end);
  if (end == s.c_str()) return r;
  r.ptr = first + (end - s.c_str());
  if (errno == ERANGE && std::isinf(v)) {
    r.ec = std::errc::result_out_of_range;
    return r;
  }
  r.ec = std::errc();
  value = v;
  return r;
#endif
}

}  // namespace claimcheck
