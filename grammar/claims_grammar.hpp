// PEGTL grammar of one record of the claims language (docs/claims-language.md).
// Grammar only: the actions live in src/claims/lexer.cpp. The record reader
// splits a file into records first, so this grammar sees one record's lines.
#pragma once

#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze_traits.hpp>

#include "grammar/vocab_rules.hpp"
#include "vocab/scale_words.h"

namespace claimcheck::grammar::claims {

namespace p = tao::pegtl;

// --- characters -------------------------------------------------------------
struct blank : p::one<' ', '\t'> {};
struct blanks : p::star<blank> {};
struct some_blanks : p::plus<blank> {};
struct newline : p::one<'\n'> {};
struct comment : p::seq<p::one<'#'>, p::star<p::not_one<'\n'>>> {};

// Multi-byte signs, UTF-8 encoded.
struct times_sign : p::string<'\xC3', '\x97'> {};           // ×
struct en_dash : p::string<'\xE2', '\x80', '\x93'> {};      // –
struct approx_sign : p::string<'\xE2', '\x89', '\x88'> {};  // ≈
struct euro_sign : p::string<'\xE2', '\x82', '\xAC'> {};    // €
struct pound_sign : p::string<'\xC2', '\xA3'> {};           // £
struct yen_sign : p::string<'\xC2', '\xA5'> {};             // ¥ (refused: yen or yuan?)
/// An ISO currency code written before its number: `CNY 2`, `GBP 1.50`.
struct currency_code
    : p::seq<p::sor<TAO_PEGTL_ISTRING("USD"), TAO_PEGTL_ISTRING("EUR"), TAO_PEGTL_ISTRING("GBP"),
                    TAO_PEGTL_ISTRING("CNY"), TAO_PEGTL_ISTRING("RMB")>,
             p::at<p::star<p::one<' ', '\t'>>, p::digit>> {};
/// The first bytes a money sign or code can have: tried before the signs.
struct money_first : p::one<'$', 'U', 'u', 'E', 'e', 'G', 'g', 'C', 'c', 'R', 'r', '\xE2', '\xC2'> {
};
struct money_sign
    : p::seq<p::at<money_first>, p::sor<p::string<'U', 'S', '$'>, p::one<'$'>, euro_sign,
                                        pound_sign, yen_sign, currency_code>> {};

struct special_sign : p::sor<times_sign, en_dash, approx_sign> {};
/// Anything that can be part of a word: not white space, not a separator,
/// not a quote or comment, not one of the signs above.
/// (A byte below 0x80 other than those is one; a byte from 0x80 up is, where
/// no sign starts, and every sign starts there.)
struct word_char
    : p::sor<p::ranges<'\x00', '\x08', '\x0B', '\x1F', '!', '!', '$', '\'', '*', '+', '-', '\x7F'>,
             p::seq<p::not_at<special_sign>, p::range<'\x80', '\xFF'>>> {};
/// What may not follow a scale letter or keyword for it to end there.
struct name_char : p::sor<p::alnum, p::one<'_', '-'>> {};

template <typename S>
struct kw : p::seq<S, p::not_at<word_char>> {};

// --- numbers ----------------------------------------------------------------
struct digits : p::plus<p::digit> {};
/// A thousands separator: a comma after a digit with exactly three digits and
/// then a non-digit (or the end) after it.
struct thousands_group : p::seq<p::one<','>, p::rep<3, p::digit>, p::not_at<p::digit>> {};
/// Digits, grouped by thousands (`16,384`), by underscores (`16_384`) or not.
struct integer
    : p::seq<digits, p::opt<p::sor<p::plus<thousands_group>, p::plus<p::one<'_'>, digits>>>> {};
struct fraction : p::seq<p::one<'.'>, digits> {};
struct exponent : p::seq<p::one<'e', 'E'>, p::opt<p::one<'+', '-'>>, digits> {};
struct malformed_number : p::seq<p::one<'.'>, p::digit> {};
struct number_text : p::seq<integer, p::opt<fraction>, p::opt<exponent>> {};
/// `5.5.5M`: read whole, so that the error covers it and reading goes on.
struct malformed_tail : p::plus<p::one<'.'>, digits> {};
template <int End>
struct number : p::seq<number_text, p::opt<malformed_tail>> {};

/// `billion`, `bn`: the scale words of src/vocab/scale_words.cpp; in a
/// compound, before a hyphen and a noun (`3 billion-parameter`).
struct scale_word : p::seq<known_word<is_scale_word>,
                           p::sor<p::not_at<word_char>, p::at<p::one<'-'>, p::alpha>>> {};
/// A scale letter ends its word, or is followed by the rest of a range (`1M-2M`).
/// `230B-parameter`: or by a hyphen and the noun of a compound.
struct scale_end
    : p::sor<p::not_at<name_char>, p::at<p::one<'-'>, p::sor<p::digit, money_sign, p::alpha>>> {};
struct scale_letter : p::seq<p::one<'K', 'k', 'M', 'B', 'T'>, scale_end> {};
/// The first letters of a scale word or letter: tried before them.
struct scale_first : p::one<'t', 'T', 'm', 'M', 'b', 'B', 'k', 'K', 'q', 'Q'> {};
/// `230-billion-parameter`: a scale word in a compound, after a hyphen.
template <int End>
struct scale : p::sor<p::seq<p::one<'-'>, known_word<is_scale_word>, p::not_at<p::alnum>>,
                      p::seq<blanks, p::at<scale_first>, p::sor<scale_word, scale_letter>>> {};
/// Lower-case m after a number: milli or million? Refused (by the actions).
struct lower_m : p::one<'m'> {};
struct lower_m_scale : p::seq<blanks, lower_m, p::not_at<name_char>> {};

template <int End>
struct percent : p::sor<p::one<'%'>, p::seq<some_blanks, kw<TAO_PEGTL_ISTRING("percent")>>,
                        p::seq<some_blanks, kw<TAO_PEGTL_ISTRING("per")>, some_blanks,
                               kw<TAO_PEGTL_ISTRING("cent")>>> {};
template <int End>
struct currency : money_sign {};
template <int End>
struct single_begin : p::success {};
/// `two`, `twelve`: a number in words (src/vocab/scale_words.cpp's), as
/// prose writes a duration (`in under two months`).
template <int End>
struct word_number : kw<known_word<is_number_word>> {};
template <int End>
struct single : p::seq<single_begin<End>, p::opt<currency<End>, blanks>,
                       p::sor<number<End>, word_number<End>>,
                       p::opt<p::sor<scale<End>, lower_m_scale>>, p::opt<percent<End>>> {};

/// `..`, `–`, `-` or ` to ` (the blanks before the signs read once).
struct range_sep : p::sor<p::seq<blanks, p::sor<p::two<'.'>, en_dash, p::one<'-'>>, blanks>,
                          p::seq<some_blanks, kw<TAO_PEGTL_ISTRING("to")>, some_blanks>> {};
struct range_tail : p::seq<range_sep, single<1>> {};

/// `no more than`, `not less than`.
template <typename Word>
struct no_word_than : p::seq<p::sor<kw<TAO_PEGTL_ISTRING("no")>, kw<TAO_PEGTL_ISTRING("not")>>,
                             some_blanks, Word, some_blanks, kw<TAO_PEGTL_ISTRING("than")>> {};
struct lower_bound
    : p::sor<kw<TAO_PEGTL_ISTRING("over")>,
             p::seq<kw<TAO_PEGTL_ISTRING("more")>, some_blanks, kw<TAO_PEGTL_ISTRING("than")>>,
             p::seq<kw<TAO_PEGTL_ISTRING("at")>, some_blanks, kw<TAO_PEGTL_ISTRING("least")>>,
             no_word_than<p::sor<kw<TAO_PEGTL_ISTRING("fewer")>, kw<TAO_PEGTL_ISTRING("less")>>>> {
};
struct upper_bound
    : p::sor<kw<TAO_PEGTL_ISTRING("under")>, kw<TAO_PEGTL_ISTRING("below")>,
             kw<TAO_PEGTL_ISTRING("within")>,
             p::seq<kw<TAO_PEGTL_ISTRING("less")>, some_blanks, kw<TAO_PEGTL_ISTRING("than")>>,
             p::seq<kw<TAO_PEGTL_ISTRING("at")>, some_blanks, kw<TAO_PEGTL_ISTRING("most")>>,
             p::seq<kw<TAO_PEGTL_ISTRING("up")>, some_blanks, kw<TAO_PEGTL_ISTRING("to")>>,
             p::seq<kw<TAO_PEGTL_ISTRING("as")>, some_blanks,
                    p::sor<kw<TAO_PEGTL_ISTRING("many")>, kw<TAO_PEGTL_ISTRING("much")>>,
                    some_blanks, kw<TAO_PEGTL_ISTRING("as")>>,
             no_word_than<kw<TAO_PEGTL_ISTRING("more")>>> {};
/// (`above` is a price tier's word: `per 1M input tokens above 200K tokens`.)
/// The first letters of a bound word (over, more, at, as, under, up,
/// less, below, within, no, not): tried before them.
struct bound_first
    : p::one<'o', 'O', 'm', 'M', 'a', 'A', 'u', 'U', 'l', 'L', 'b', 'B', 'w', 'W', 'n', 'N'> {};
struct bound : p::seq<p::at<bound_first>, p::sor<lower_bound, upper_bound>, some_blanks> {};
struct approx_word
    : p::sor<kw<TAO_PEGTL_ISTRING("about")>, kw<TAO_PEGTL_ISTRING("roughly")>,
             kw<TAO_PEGTL_ISTRING("approximately")>, kw<TAO_PEGTL_ISTRING("around")>,
             kw<TAO_PEGTL_ISTRING("nearly")>, kw<TAO_PEGTL_ISTRING("almost")>,
             p::seq<kw<TAO_PEGTL_ISTRING("close")>, some_blanks, kw<TAO_PEGTL_ISTRING("to")>>> {};
/// The first bytes of `~`, `≈` or an approximation word: tried before them.
struct approx_first : p::one<'~', '\xE2', 'a', 'A', 'r', 'R', 'n', 'N', 'c', 'C'> {};
struct approx : p::seq<p::at<approx_first>,
                       p::sor<p::one<'~'>, approx_sign, p::seq<approx_word, some_blanks>>, blanks> {
};
struct open_ended : p::one<'+'> {};
struct quantity_begin : p::success {};
/// Where a quantity can start: a digit, `$`, `~`, the first byte of `≈`,
/// `€`, `£` or `¥`, or the first two letters, in any case, of a money code
/// or sign (`US$`, `USD`, `EUR`, `GBP`, `CNY`, `RMB`) or of a bound or
/// approximation word (over, more, at, under, less, about, roughly,
/// approximately, around). Tried first, so that a word that cannot start
/// one (`GPU-hours`, `on`, `A100`) is not tried as one. Consumes nothing.
struct quantity_start {
  using rule_t = quantity_start;
  using subs_t = p::empty_list;

  static constexpr bool starts(char a, char b, char c) {
    if ((a >= '0' && a <= '9') || a == '$' || a == '~' || a == '\xE2' || a == '\xC2') return true;
    const auto lower = [](char x) {
      return x >= 'A' && x <= 'Z' ? static_cast<char>(x - 'A' + 'a') : x;
    };
    a = lower(a);
    b = lower(b);
    c = lower(c);
    const bool blank_c = c == ' ' || c == '\t';
    switch (a) {
      case 'u':
        return b == 's' || b == 'n' || (b == 'p' && blank_c);  // US$, USD; under; up to
      case 'e':
        return b == 'u' || (b == 'i' && c == 'g') || (b == 'l' && c == 'e');  // EUR; eight, eleven
      case 'g':
        return b == 'b';  // GBP
      case 'c':
        return b == 'n' || (b == 'l' && c == 'o');  // CNY; close to
      case 'r':
        return b == 'm' || b == 'o';  // RMB; roughly
      case 'o':
        return b == 'v' || (b == 'n' && c == 'e');  // over; one
      case 'm':
        return b == 'o';  // more
      case 'a':
        // at, about, approximately, around; as many as, as much as; almost
        return b == 't' || b == 'b' || b == 'p' || b == 'r' || (b == 's' && blank_c) ||
               (b == 'l' && c == 'm');
      case 'l':
        return b == 'e';  // less
      case 'b':
        return b == 'e' && c == 'l';  // below
      case 'w':
        return b == 'i' && c == 't';  // within
      case 'n':
        // no, not; nearly; nine
        return (b == 'o' && (blank_c || c == 't')) || (b == 'e' && c == 'a') ||
               (b == 'i' && c == 'n');
      case 't':
        // two, twelve, three, ten
        return (b == 'w' && (c == 'o' || c == 'e')) || (b == 'h' && c == 'r') ||
               (b == 'e' && c == 'n');
      case 'f':
        return (b == 'o' && c == 'u') || (b == 'i' && c == 'v');  // four, five
      case 's':
        return (b == 'i' && c == 'x') || (b == 'e' && c == 'v');  // six, seven
      default:
        return false;
    }
  }

  template <typename ParseInput>
  static bool match(ParseInput& in) {
    const std::size_t n = in.size(3);
    if (n == 0) return false;
    return starts(in.peek_char(0), n > 1 ? in.peek_char(1) : '\0', n > 2 ? in.peek_char(2) : '\0');
  }
};
/// A number with its scale, unit signs, range, bound or approximation:
/// `15.6T`, `$1M-$2M`, `35%..50%`, `~8B`, `at least 15T`, `15T+`.
struct quantity : p::seq<quantity_start, quantity_begin, p::opt<bound>, p::opt<approx>, single<0>,
                         p::opt<range_tail>, p::opt<open_ended>> {};
/// `-5 tokens`: refused (by the actions), a claim's figures are never negative.
struct negative_quantity : p::seq<p::one<'-'>, quantity> {};

// --- other elements ---------------------------------------------------------
struct date_literal : p::seq<p::rep<4, p::digit>, p::one<'-'>, p::rep<2, p::digit>,
                             p::opt<p::one<'-'>, p::rep<2, p::digit>>, p::not_at<word_char>> {};
struct date_fact : p::seq<kw<TAO_PEGTL_ISTRING("date")>, some_blanks, date_literal> {};

struct string_char : p::sor<p::seq<p::one<'\\'>, p::one<'"', '\\'>>, p::not_one<'"', '\n'>> {};
struct string_body : p::star<string_char> {};
struct terminated_string : p::seq<p::one<'"'>, string_body, p::one<'"'>> {};
/// A quote with no closing quote on its line: refused (by the actions).
struct unterminated_string : p::seq<p::one<'"'>, string_body> {};
struct string_literal : p::sor<terminated_string, unterminated_string> {};

struct times : times_sign {};
struct word : p::sor<p::seq<p::not_at<p::digit>, p::plus<word_char>>, en_dash, approx_sign> {};

struct element : p::sor<date_fact, string_literal, quantity, times, negative_quantity, word> {};
/// One comma-separated item: elements separated by blanks (or glued: `100TB`).
struct item : p::seq<element, p::star<blanks, element>> {};
struct item_sep : p::one<',', '(', ')'> {};
struct items : p::seq<blanks, p::opt<item>, p::star<blanks, item_sep, blanks, p::opt<item>>, blanks,
                      p::opt<comment>> {};

// --- expectations -----------------------------------------------------------
struct at_most : kw<TAO_PEGTL_STRING("at-most")> {};
struct verdict_word : p::plus<p::sor<p::alpha, p::one<'-'>>> {};
struct rule_id : p::plus<p::sor<p::alnum, p::one<'-', '_', '.'>>> {};
struct expect_end : p::seq<blanks, p::opt<comment>, p::at<p::sor<newline, p::eof>>> {};
struct expect_verdict : p::seq<some_blanks, p::opt<at_most, some_blanks>, verdict_word> {};
/// `expect implied-mfu mfu 34%..36%`: a let of a rule pinned to a range, with
/// an optional unit of the rules language (`FLOP`, `USD/(GPU*h)`).
struct pin_rule : p::plus<p::sor<p::alnum, p::one<'-', '_', '.'>>> {};
struct pin_let : p::seq<p::sor<p::alpha, p::one<'_'>>, p::star<p::sor<p::alnum, p::one<'_'>>>> {};
struct pin_quantity : quantity {};
struct pin_unit : p::plus<p::not_one<' ', '\t', '#', '\n'>> {};
struct expect_pin : p::seq<some_blanks, pin_rule, some_blanks, pin_let, some_blanks, pin_quantity,
                           p::opt<some_blanks, p::not_at<p::one<'#'>>, pin_unit>, expect_end> {};
struct expect_line
    : p::seq<some_blanks, kw<TAO_PEGTL_STRING("expect")>,
             p::sor<expect_pin, p::seq<p::must<expect_verdict>,
                                       p::opt<some_blanks, p::not_at<p::one<'#'>>, rule_id>,
                                       p::must<expect_end>>>> {};

// --- records ----------------------------------------------------------------
struct kind_word : p::plus<p::sor<p::alpha, p::one<'_', '-'>>> {};
struct bare_name
    : p::plus<p::sor<p::alnum, p::one<'.', '-', '_', '/', '+'>, p::range<'\x80', '\xFF'>>> {};
struct record_name : p::sor<string_literal, bare_name> {};
struct name_space : some_blanks {};
struct header : p::seq<p::must<kind_word, name_space, record_name>, blanks, p::opt<p::one<':'>>> {};
struct line_end : p::sor<p::at<newline>, p::eof> {};
/// The first line of a record, and each indented line after it. Items never
/// cross a line, so the driver reads a record line by line and one bad line
/// does not hide the errors of the next.
struct header_line : p::seq<header, items, p::must<line_end>> {};
struct continuation_line : p::seq<p::sor<expect_line, items>, p::must<line_end>> {};
struct record_end : p::eof {};
/// A whole record, as the lines above compose.
struct record : p::seq<header_line, p::star<newline, continuation_line>, p::opt<newline>,
                       p::must<record_end>> {};

/// Messages for every place the grammar commits (used through p::must_if).
/// Only rules used solely under p::must<> may have one: must_if
/// raises whenever a rule with a message fails.
struct errors {
  template <typename Rule>
  static constexpr const char* message = nullptr;
};
template <>
inline constexpr const char* errors::message<kind_word> =
    "expected a record kind (model, api, service or plan)";
template <>
inline constexpr const char* errors::message<name_space> = "expected a space and the record's name";
template <>
inline constexpr const char* errors::message<record_name> =
    "expected the record's name (a bare word or a quoted string)";
template <>
inline constexpr const char* errors::message<expect_verdict> =
    "expected a verdict after 'expect' (ok, note, warning, subsidised, implausible, impossible, "
    "unchecked, not-applicable)";
template <>
inline constexpr const char* errors::message<expect_end> =
    "unexpected text after the expectation (expect [at-most] VERDICT [RULE-ID])";
template <>
inline constexpr const char* errors::message<line_end> = "unexpected character";
template <>
inline constexpr const char* errors::message<record_end> =
    "unexpected text at the end of the record";

}  // namespace claimcheck::grammar::claims

namespace tao::pegtl {
/// For the grammar's analysis: quantity_start consumes nothing, as at<> does.
template <typename Name>
struct analyze_traits<Name, claimcheck::grammar::claims::quantity_start> : analyze_opt_traits<> {};
}  // namespace tao::pegtl
