// The words of scale (`thousand`, `billion`, `bn`) and the letters (`K`, `M`,
// `B`, `T`), declared once: the claims grammar, the prose grammar, the
// extractor and the unit reader look them up here.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace claimcheck {

/// The factor of a scale word or letter, ignoring case and surrounding
/// blanks (and a leading hyphen, `176-billion`): K or thousand 1e3, M, mn or
/// million 1e6, B, bn or billion 1e9, T or trillion 1e12, quadrillion 1e15.
/// With `plural`, `millions`, `billions` too. Nothing for any other word.
std::optional<double> scale_word_factor(std::string_view word, bool plural = false);

/// Whether `word` (any case) is a scale word spelled out: `billion`, `bn`,
/// not a letter. The grammars' scale words.
bool is_scale_word(std::string_view word);

/// Whether `text` (any case) holds a scale word spelled out as a whole word,
/// or its plural: `six point four million`, `tens of thousands`.
bool has_scale_word(std::string_view text);

/// The scale words for a regular expression (`thousand|million|mn|...`),
/// or only those of one factor (`million|mn` for 1e6).
std::string scale_alternation(double only = 0);

/// The word of a factor (1e9 -> `billion`), or empty when none is.
std::string scale_word_of(double factor);

/// Whether `word` (any case) is a number in words the claims grammar reads:
/// one to twelve.
bool is_number_word(std::string_view word);
/// Its value (`two` -> 2), or 0.
double number_word_value(std::string_view word);

/// The value of a number word the prose reader reads (any case): `zero` to
/// `nineteen` and the tens, `twenty` to `ninety`; -1 for any other word.
int cardinal_word_value(std::string_view word);

/// The scale words spelled out, lower case.
const std::vector<std::string>& scale_words();

}  // namespace claimcheck
