// Rules that match a word of the vocabulary (src/vocab/): the grammars keep
// the structure, the vocabulary keeps the words, written once.
#pragma once

#include <cctype>
#include <cstddef>
#include <string_view>
#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze_traits.hpp>

namespace claimcheck::grammar {

/// A run of letters that `Known` accepts (`billion`, `bn`), any case.
template <bool (*Known)(std::string_view)>
struct known_word {
  using rule_t = known_word;
  using subs_t = tao::pegtl::type_list<>;

  template <typename ParseInput>
  static bool match(ParseInput& in) {
    constexpr std::size_t kLongest = 32;  // longer than any word of the vocabulary
    const std::size_t available = in.size(kLongest);
    std::size_t n = 0;
    while (n < available && std::isalpha(static_cast<unsigned char>(in.peek_char(n)))) ++n;
    if (n == 0 || !Known(std::string_view(in.current(), n))) return false;
    in.bump_in_this_line(n);
    return true;
  }
};

}  // namespace claimcheck::grammar

namespace tao::pegtl {
template <typename Name, bool (*Known)(std::string_view)>
struct analyze_traits<Name, claimcheck::grammar::known_word<Known>> : analyze_any_traits<> {};
}  // namespace tao::pegtl
