// PEGTL grammar of a figure as announcements write it: a hedge, a currency,
// a number in digits or words, its scale, a range and a percent sign
// ("over 15T", "between $1 and $2 million", "fifteen trillion", "41–42%",
// "~8B", "3.8 × 10^25", "15T+"). Grammar only: the actions live in
// src/extract/figures.cpp. The unit after the figure is read there, with the
// claims language's own unit tables.
#pragma once

#include <tao/pegtl.hpp>

#include "grammar/vocab_rules.hpp"
#include "vocab/scale_words.h"

namespace claimcheck::grammar::prose {

namespace p = tao::pegtl;

struct blank : p::one<' ', '\t', '\n', '\r'> {};
struct blanks : p::star<blank> {};
struct some_blanks : p::plus<blank> {};
/// A word ends where no letter or digit follows.
template <typename S>
struct kw : p::seq<S, p::not_at<p::alnum>> {};
#define CLAIMCHECK_W(s) kw<TAO_PEGTL_ISTRING(s)>

struct en_dash : p::string<'\xE2', '\x80', '\x93'> {};      // –
struct em_dash : p::string<'\xE2', '\x80', '\x94'> {};      // —
struct approx_sign : p::string<'\xE2', '\x89', '\x88'> {};  // ≈
struct times_sign : p::string<'\xC3', '\x97'> {};           // ×
struct euro_sign : p::string<'\xE2', '\x82', '\xAC'> {};    // €
struct pound_sign : p::string<'\xC2', '\xA3'> {};           // £
struct nbsp : p::string<'\xC2', '\xA0'> {};                 // no-break space
struct gap : p::star<p::sor<blank, nbsp>> {};
struct some_gap : p::plus<p::sor<blank, nbsp>> {};

// --- hedges -----------------------------------------------------------------
struct hedge_over : p::sor<p::seq<CLAIMCHECK_W("more"), some_blanks, CLAIMCHECK_W("than")>,
                           p::seq<CLAIMCHECK_W("upwards"), some_blanks, CLAIMCHECK_W("of")>,
                           p::seq<CLAIMCHECK_W("in"), some_blanks, CLAIMCHECK_W("excess"),
                                  some_blanks, CLAIMCHECK_W("of")>,
                           CLAIMCHECK_W("over"), CLAIMCHECK_W("above"), CLAIMCHECK_W("exceeding")> {
};
struct hedge_at_least : p::seq<CLAIMCHECK_W("at"), some_blanks, CLAIMCHECK_W("least")> {};
struct hedge_up_to : p::seq<CLAIMCHECK_W("up"), some_blanks, CLAIMCHECK_W("to")> {};
/// `at most`, `within 24 hours`.
struct hedge_at_most
    : p::sor<p::seq<CLAIMCHECK_W("at"), some_blanks, CLAIMCHECK_W("most")>, CLAIMCHECK_W("within")> {
};
struct hedge_under : p::sor<p::seq<CLAIMCHECK_W("less"), some_blanks, CLAIMCHECK_W("than")>,
                            p::seq<CLAIMCHECK_W("fewer"), some_blanks, CLAIMCHECK_W("than")>,
                            CLAIMCHECK_W("under"), CLAIMCHECK_W("below")> {};
struct hedge_about
    : p::sor<p::seq<CLAIMCHECK_W("close"), some_blanks, CLAIMCHECK_W("to")>,
             p::seq<CLAIMCHECK_W("on"), some_blanks, CLAIMCHECK_W("the"), some_blanks,
                    CLAIMCHECK_W("order"), some_blanks, CLAIMCHECK_W("of")>,
             CLAIMCHECK_W("about"), CLAIMCHECK_W("approximately"), CLAIMCHECK_W("approx"),
             CLAIMCHECK_W("roughly"), CLAIMCHECK_W("around"), CLAIMCHECK_W("nearly"),
             CLAIMCHECK_W("almost"), CLAIMCHECK_W("some"), CLAIMCHECK_W("circa"), p::one<'~'>,
             approx_sign> {};
/// "just over", "well over": the first word adds nothing the claims language keeps.
struct hedge_adverb
    : p::seq<p::sor<CLAIMCHECK_W("just"), CLAIMCHECK_W("well"), CLAIMCHECK_W("slightly")>,
             some_blanks> {};
/// `no more than 6 hours`, `not over`: a bound from above; `no less than`,
/// `not under`: from below.
struct hedge_not : p::seq<p::sor<CLAIMCHECK_W("no"), CLAIMCHECK_W("not")>, some_blanks> {};
struct hedge_no_more : p::seq<hedge_not, hedge_over> {};
struct hedge_no_less : p::seq<hedge_not, hedge_under> {};
struct hedge
    : p::seq<p::opt<hedge_adverb>,
             p::sor<hedge_no_more, hedge_no_less, hedge_over, hedge_at_least, hedge_up_to,
                    hedge_at_most, hedge_under, hedge_about>,
             gap> {};

// --- numbers ----------------------------------------------------------------
struct digits : p::plus<p::digit> {};
struct thousands_group : p::seq<p::one<','>, p::rep<3, p::digit>, p::not_at<p::digit>> {};
/// `16_384`, `32_000`: groups of three parted by `_`, as code writes them.
struct code_group : p::seq<p::one<'_'>, p::rep<3, p::digit>, p::not_at<p::digit>> {};
struct integer : p::sor<p::seq<digits, p::plus<thousands_group>>,
                        p::seq<digits, p::plus<code_group>>, digits> {};
struct fraction : p::seq<p::one<'.'>, digits> {};
struct e_exponent
    : p::seq<p::one<'e', 'E'>, p::opt<p::one<'+', '-'>>, digits, p::not_at<p::alpha>> {};
/// `× 10^25`, `x10^25`, `* 10^25`.
struct power_of_ten : p::seq<gap, p::sor<times_sign, p::one<'x', '*'>>, gap, p::string<'1', '0'>,
                             p::one<'^'>, p::opt<p::one<'+', '-'>>, digits> {};
/// `10^25`.
struct bare_power : p::seq<p::string<'1', '0'>, p::one<'^'>, p::opt<p::one<'+', '-'>>, digits> {};
struct digit_number
    : p::sor<bare_power,
             p::seq<integer, p::opt<fraction>, p::opt<p::sor<e_exponent, power_of_ten>>>> {};

/// `a single H100`: one.
struct a_single : p::seq<CLAIMCHECK_W("a"), some_blanks, CLAIMCHECK_W("single")> {};
struct unit_word
    : p::sor<a_single, CLAIMCHECK_W("one"), CLAIMCHECK_W("two"), CLAIMCHECK_W("three"), CLAIMCHECK_W("four"),
             CLAIMCHECK_W("five"), CLAIMCHECK_W("six"), CLAIMCHECK_W("seven"),
             CLAIMCHECK_W("eight"), CLAIMCHECK_W("nine"), CLAIMCHECK_W("ten"),
             CLAIMCHECK_W("eleven"), CLAIMCHECK_W("twelve"), CLAIMCHECK_W("thirteen"),
             CLAIMCHECK_W("fourteen"), CLAIMCHECK_W("fifteen"), CLAIMCHECK_W("sixteen"),
             CLAIMCHECK_W("seventeen"), CLAIMCHECK_W("eighteen"), CLAIMCHECK_W("nineteen")> {};
struct tens_word : p::sor<CLAIMCHECK_W("twenty"), CLAIMCHECK_W("thirty"), CLAIMCHECK_W("forty"),
                          CLAIMCHECK_W("fifty"), CLAIMCHECK_W("sixty"), CLAIMCHECK_W("seventy"),
                          CLAIMCHECK_W("eighty"), CLAIMCHECK_W("ninety")> {};
struct hundred_word : CLAIMCHECK_W("hundred") {};
struct article : p::sor<CLAIMCHECK_W("a"), CLAIMCHECK_W("an"), CLAIMCHECK_W("one")> {};
struct units_words : p::sor<p::seq<tens_word, p::opt<p::one<'-', ' '>, unit_word>>, unit_word> {};
/// `three hundred`, `three hundred and ninety`, `nine hundred five`.
struct hundreds_words
    : p::seq<units_words,
             p::opt<some_blanks, hundred_word,
                    p::opt<p::opt<some_blanks, CLAIMCHECK_W("and")>, some_blanks, units_words>>> {};
struct digit_word
    : p::sor<CLAIMCHECK_W("zero"), CLAIMCHECK_W("oh"), CLAIMCHECK_W("one"), CLAIMCHECK_W("two"),
             CLAIMCHECK_W("three"), CLAIMCHECK_W("four"), CLAIMCHECK_W("five"), CLAIMCHECK_W("six"),
             CLAIMCHECK_W("seven"), CLAIMCHECK_W("eight"), CLAIMCHECK_W("nine")> {};
/// `seven point seven`, `one point eight five`: decimals read digit by digit.
struct point_words : p::seq<some_blanks, CLAIMCHECK_W("point"), p::plus<some_blanks, digit_word>> {
};
struct word_count : p::seq<hundreds_words, p::opt<point_words>> {};

/// `billion`, `bn`, `mn`: the scale words of src/vocab/scale_words.cpp.
struct scale_name : kw<known_word<is_scale_word>> {};
/// `15T`, `405B`, `128K`, `1M`: a scale letter glued to its number, ending
/// the word (or followed by `+`, `-`, `/`).
struct scale_letter : p::seq<p::one<'K', 'k', 'M', 'B', 'b', 'T'>, p::not_at<p::alnum>> {};
/// `176-billion-parameter`: a scale inside a compound.
struct scale : p::sor<p::seq<gap, scale_name>, p::seq<p::one<'-'>, scale_name>, scale_letter> {};

/// A number in words needs a scale ("fifteen trillion", "a million"),
/// except a count of two words or more ("twenty-four").
struct word_number
    : p::sor<p::seq<p::sor<word_count, article>, some_blanks, scale_name>, word_count> {};

struct currency_sign : p::sor<p::string<'U', 'S', '$'>, p::one<'$'>, euro_sign, pound_sign> {};
struct currency_code
    : p::sor<TAO_PEGTL_STRING("USD"), TAO_PEGTL_STRING("EUR"), TAO_PEGTL_STRING("GBP"),
             TAO_PEGTL_STRING("CNY"), TAO_PEGTL_STRING("RMB")> {};
struct currency : p::sor<currency_sign, p::seq<currency_code, some_blanks>> {};
struct percent
    : p::sor<p::one<'%'>, p::seq<some_blanks, CLAIMCHECK_W("percent")>,
             p::seq<some_blanks, CLAIMCHECK_W("per"), some_blanks, CLAIMCHECK_W("cent")>> {};
struct plus_sign : p::seq<p::one<'+'>, p::not_at<p::digit>> {};

/// One end of a figure: `$2.5M`, `15T`, `fifteen trillion`, `41%`.
template <int End>
struct end_begin : p::success {};
template <int End>
struct end_currency : currency {};
template <int End>
struct end_digits : digit_number {};
template <int End>
struct end_words : word_number {};
template <int End>
struct end_scale : scale {};
template <int End>
struct end_percent : percent {};
template <int End>
struct value : p::seq<end_begin<End>, p::opt<end_currency<End>>,
                      p::sor<p::seq<end_digits<End>, p::opt<end_scale<End>>>, end_words<End>>,
                      p::opt<end_percent<End>>> {};

struct range_dash : p::sor<p::seq<gap, en_dash, gap>, p::seq<gap, em_dash, gap>,
                           p::seq<p::one<'-'>, p::at<p::sor<p::digit, currency_sign>>>> {};
struct range_to : p::seq<some_blanks, CLAIMCHECK_W("to"), some_blanks> {};
struct range_and : p::seq<some_blanks, CLAIMCHECK_W("and"), some_blanks> {};
struct between_word : p::seq<CLAIMCHECK_W("between"), some_blanks> {};
struct from_word : p::seq<CLAIMCHECK_W("from"), some_blanks> {};

struct range_open : p::success {};
/// `between X and Y`, `from X to Y`, `X–Y`, `X to Y`.
struct ranged
    : p::sor<p::seq<between_word, value<0>, range_and, range_open, value<1>>,
             p::seq<from_word, value<0>, p::sor<range_to, range_dash>, range_open, value<1>>,
             p::seq<value<0>, p::sor<range_dash, range_to>, range_open, value<1>>> {};
struct single : value<0> {};

struct figure_begin : p::success {};
/// A figure: hedge, value or range, and an open end (`15T+`).
struct figure : p::seq<figure_begin, p::opt<hedge>, p::sor<ranged, single>, p::opt<plus_sign>> {};

#undef CLAIMCHECK_W

}  // namespace claimcheck::grammar::prose
