// Safe suggestions for units and accelerator names.
#include "claims/advice.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cmath>

#include "claims/fact_builder.h"
#include "claims/unit_phrases.h"
#include "quantity/units.h"
#include "text/ascii.h"
#include "text/spelling.h"
#include "vocab/scale_words.h"

namespace claimcheck {
namespace {

using B = BaseDim;

bool is_alpha(char c) {
  return std::isalpha(static_cast<unsigned char>(c)) != 0;
}
bool is_digit(char c) {
  return std::isdigit(static_cast<unsigned char>(c)) != 0;
}

/// An SI prefix a unit may be written with: its letter, name, factor and
/// size in words.
struct Prefix {
  char letter;
  const char* name;
  double factor;
  const char* size;  ///< `a million`, `a thousandth of a`
};

const Prefix* find_prefix(char p) {
  static constexpr Prefix kPrefixes[] = {
      {'k', "kilo", 1e3, "a thousand"},
      {'M', "mega", 1e6, "a million"},
      {'G', "giga", 1e9, "a billion"},
      {'T', "tera", 1e12, "a trillion"},
      {'P', "peta", 1e15, "10^15"},
      {'E', "exa", 1e18, "10^18"},
      {'Z', "zetta", 1e21, "10^21"},
      {'m', "milli", 1e-3, "a thousandth of a"},
      {'u', "micro", 1e-6, "a millionth of a"},
  };
  for (const auto& prefix : kPrefixes)
    if (prefix.letter == p) return &prefix;
  return nullptr;
}

/// Names of the SI prefixes a unit may be written with, by letter.
const char* prefix_name(char p) {
  const Prefix* prefix = find_prefix(p);
  return prefix ? prefix->name : nullptr;
}

/// `433 kW` for an energy: power is not energy, whatever the prefix.
std::string power_for_energy(std::string_view unit) {
  return fmt::format("; {} is power, energy is Wh: a power kept up for an hour is {}h", unit, unit);
}

/// `10^9` for 1e9 (a power of ten, as prefixes make).
std::string power_of_ten(double v) {
  return fmt::format("10^{}", static_cast<int>(std::lround(std::log10(v))));
}

/// The scale letter of a factor: 1e9 is B.
char scale_letter(double factor) {
  if (factor == 1e3) return 'K';
  if (factor == 1e6) return 'M';
  if (factor == 1e9) return 'B';
  return 'T';
}

/// Every digit of a name, a letter O next to a digit read as a zero: names
/// whose digits differ differ in more than spelling (H100-94GB is not H100-80GB).
std::string digits_of(std::string_view name) {
  std::string s = lower(name), digits;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == 'o' && ((i > 0 && is_digit(s[i - 1])) || (i + 1 < s.size() && is_digit(s[i + 1]))))
      s[i] = '0';
    if (is_digit(s[i])) digits += s[i];
  }
  return digits;
}

}  // namespace

std::string model_key(std::string_view name) {
  std::string s = lower(name);
  // A plural is the same chip: `H100s`.
  if (s.size() > 2 && s.back() == 's' && (is_digit(s[s.size() - 2]) || s[s.size() - 2] == 'o'))
    s.pop_back();
  std::size_t i = 0;
  while (i < s.size() && !is_digit(s[i])) ++i;
  if (i == s.size()) return "";
  std::size_t head = i;
  while (head > 0 && is_alpha(s[head - 1])) --head;
  std::string key = s.substr(head, i - head);
  std::size_t k = i;
  for (; k < s.size() && (is_digit(s[k]) || s[k] == 'o'); ++k) key += s[k] == 'o' ? '0' : s[k];
  // One letter after the number names the model too (v5p, v5e, MI300X).
  if (k < s.size() && is_alpha(s[k]) && (k + 1 == s.size() || !is_alpha(s[k + 1]))) key += s[k];
  return key;
}

/// A name as compared when it has no model number: lower case, without
/// spaces, hyphens or underscores (`Gaudi 3` and `gaudi-3` alike).
static std::string squashed(std::string_view name) {
  std::string r;
  for (char c : name)
    if (c != ' ' && c != '-' && c != '_') r += ascii_lower(c);
  return r;
}

std::string hardware_advice(const std::string& name, const Catalogue& catalogue) {
  const std::string see = " (claimcheck hardware lists the catalogue; --hardware adds to it)";
  // `GPUs`, `accelerators`: a noun, never matched against the chips' names.
  if (const NounWording* n = catalogue.wordings().noun(lower(name)); n && n->field == Field::gpus)
    return fmt::format(
               "; '{}' names no accelerator: name the chip (on 2,048 H100), or give "
               "the count alone (2,048 GPUs)",
               name) +
           see;
  const std::string key = model_key(name);
  // Only the same chip, respelt; never a system, whose size is its meaning
  // (GB200 NVL36 is not GB200 NVL72). A name without a model number is only
  // respelt in case, spaces and hyphens: `LPU` is not `GPU`.
  const bool numbered = !digits_of(name).empty();
  std::vector<std::string> safe;
  for (const auto& spelling : catalogue.spellings())
    if (model_key(spelling) == key && digits_of(spelling) == digits_of(name) &&
        !catalogue.find_system(spelling) && (numbered || squashed(spelling) == squashed(name)))
      safe.push_back(spelling);
  // A plural is compared as its singular: `H1OOs` is `H1OO` respelt.
  std::string singular = name;
  if (singular.size() > 2 && (singular.back() == 's' || singular.back() == 'S') &&
      (is_digit(singular[singular.size() - 2]) ||
       lower(singular.substr(singular.size() - 2, 1)) == "o"))
    singular.pop_back();
  std::string advice = did_you_mean(singular, safe);
  if (advice.empty() && !key.empty()) {
    // Families first, with their variants; then entries of no listed family.
    std::vector<const Accelerator*> families, singles;
    for (const auto& a : catalogue.entries()) {
      bool match = model_key(a.id) == key;
      for (const auto& alias : a.aliases) match = match || model_key(alias) == key;
      if (match) (a.is_family() ? families : singles).push_back(&a);
    }
    std::vector<std::string> same;
    for (const auto* f : families)
      same.push_back(fmt::format("the family {} ({})", f->id, fmt::join(f->variants, ", ")));
    for (const auto* a : singles)
      if (std::none_of(families.begin(), families.end(), [&](const Accelerator* f) {
            return std::find(f->variants.begin(), f->variants.end(), a->id) != f->variants.end();
          }))
        same.push_back(a->id);
    std::string upper = key;
    for (auto& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (same.empty())
      advice = fmt::format("; no accelerator of the catalogue has the model number {}", upper);
    else
      advice =
          fmt::format("; the catalogue has {}: name the one that was used", fmt::join(same, ", "));
  }
  return advice + see;
}

/// `tokens/s per rack`: a system's rate that does not say which system.
static bool rate_per_unnamed_system(const std::string& phrase, const Catalogue& catalogue) {
  const std::string l = lower(phrase);
  const auto& spellings = catalogue.wordings().phrases("per-system");
  for (const PhraseWording& rate : spellings) {
    if (rate.means != "rates" || l.rfind(rate.spelling + " per ", 0) != 0) continue;
    const std::string rest = l.substr(rate.spelling.size() + 5);
    for (const PhraseWording& noun : spellings)
      if (noun.means == "nouns" && (rest == noun.spelling || ends_with(rest, " " + noun.spelling)))
        return true;
  }
  return false;
}

/// Whether `suggestion` could be `phrase` mistyped, not another quantity: the
/// same divisions (`/`, ` per `), so the dimension stays.
static bool same_shape(const std::string& phrase, const std::string& suggestion) {
  const auto count = [](const std::string& s, const std::string& what) {
    std::size_t n = 0;
    for (std::size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + 1)) ++n;
    return n;
  };
  const std::string p = lower(phrase), s = lower(suggestion);
  return count(p, "/") == count(s, "/") && count(p, " per ") == count(s, " per ");
}

std::string unit_advice(const std::string& phrase, const std::string& number,
                        std::optional<Field> expected, const Catalogue& catalogue) {
  if (rate_per_unnamed_system(phrase, catalogue))
    return "; a rate per rack or node is read per GPU over the system's GPUs: name the system "
           "(720,000 tokens/s per GB200 NVL72 rack; claimcheck hardware lists the systems)";
  // `0.26 ml of water per prompt`: the unit before `per` or `/`, respelt.
  for (const std::string sep : {" per ", "/"}) {
    const auto at = phrase.find(sep);
    if (at == std::string::npos || at == 0) continue;
    std::string left = phrase.substr(0, at);
    for (const std::string water : {" of water", " water"})
      if (ends_with(lower(left), water)) left.erase(left.size() - water.size());
    // `0.24 W per prompt`: a power where an energy is meant.
    if (const auto u = find_unit(left); u && u->dim == D(B::j) / D(B::s))
      return power_for_energy(left);
    if (left.find(' ') != std::string::npos || find_unit(left)) break;
    const std::string advice = unit_advice(left, number, std::nullopt, catalogue);
    if (advice.rfind("; did you mean", 0) == 0 || advice.rfind("; '" + left + "' could be", 0) == 0)
      return advice;
    break;
  }
  // `8b params`: a scale written in lower case after the number.
  const auto space = phrase.find(' ');
  if (space != std::string::npos) {
    const auto factor = scale_word_factor(phrase.substr(0, space));
    if (factor && resolve_unit_phrase(phrase.substr(space + 1), catalogue)) {
      const char letter = scale_letter(*factor);
      const std::string word = scale_word_of(*factor);
      return fmt::format("; a scale is written {0}{1} {3} or {0} {2} {3} (K, M, B, T)", number,
                         letter, word, phrase.substr(space + 1));
    }
  }
  // `H8OO-hours`: GPU-hours on an accelerator the catalogue does not know.
  for (const std::string suffix : {"-hours", " hours", "-hour", " hour"})
    if (ends_with(lower(phrase), suffix) && phrase.size() > suffix.size()) {
      const std::string name = phrase.substr(0, phrase.size() - suffix.size());
      if (!model_key(name).empty())
        return fmt::format(": unknown hardware '{}'{}", name, hardware_advice(name, catalogue));
    }
  if (space == std::string::npos) {
    // A unit of a quantity no fact takes: `kW` is a power, not an energy.
    if (const auto u = find_unit(phrase)) {
      if (u->dim == D(B::j) / D(B::s))  // `433 kW`: a power, not the energy over a time
        return power_for_energy(phrase);
      return fmt::format("; it is a unit of {}, which no fact of a claim is written in",
                         u->dim.to_string());
    }
    // `433 mW`: a power still, with a prefix claimcheck does not read.
    if (const auto u = phrase.size() > 1 && prefix_name(phrase[0]) ? find_unit(phrase.substr(1))
                                                                   : std::nullopt;
        u && u->dim == D(B::j) / D(B::s))
      return power_for_energy(phrase);
    // A prefix on a unit that takes none: `ktCO2e`.
    if (phrase.size() > 1 && prefix_name(phrase[0]) && find_unit(phrase.substr(1)))
      return fmt::format("; claimcheck reads {1} but not {0} ({2}-{1}): write the figure in {1}",
                         phrase, phrase.substr(1), prefix_name(phrase[0]));
  }
  std::vector<std::string> candidates;
  for (const auto& s : unit_phrase_spellings(catalogue)) {
    const auto meaning = resolve_unit_phrase(s, catalogue);
    if (expected && (!meaning || meaning->field != *expected)) continue;
    candidates.push_back(s);
  }
  // The same letters in another case: `GWH` is GWh, but `mwh` could be MWh
  // (mega) or mWh (milli): the case of a prefix is its size.
  std::vector<std::string> variants;
  for (const auto& s : candidates)
    if (lower(s) == lower(phrase)) variants.push_back(s);
  if (space == std::string::npos)
    for (const auto& u : unit_table()) {
      if (u.prefixes != Prefixes::si_large) continue;
      for (const char p : std::string("kMGTPEZ"))
        if (lower(std::string(1, p) + u.name) == lower(phrase))
          variants.push_back(std::string(1, p) + u.name);
    }
  for (const auto& v : variants) {
    // `mwh`: MWh (mega) or mWh (milli), a billion apart. Neither is suggested:
    // the writer says which was meant.
    if (v[0] != phrase[0] && prefix_name(v[0]) && prefix_name(phrase[0])) {
      const std::string other = std::string(1, phrase[0]) + v.substr(1);
      const std::string base = v.substr(1);
      const Prefix& meant = *find_prefix(v[0]);
      const Prefix& written = *find_prefix(phrase[0]);
      const double apart = meant.factor / written.factor;
      const double ratio = apart >= 1 ? apart : 1 / apart;
      return fmt::format(
          "; '{}' could be {} ({}-, {} {}) or {} ({}-, {} {}), {} apart: the case of a prefix is "
          "its size; {}",
          phrase, v, meant.name, meant.size, base, other, written.name, written.size, base,
          power_of_ten(ratio),
          find_unit(other) ? std::string("write the one meant")
                           : fmt::format("write {}, or the figure in {}", v, base));
    }
    return fmt::format("; did you mean '{}'?", v);
  }
  // A typo, not another unit: the first two letters agree (`tokns`, `kgCO2`);
  // `kt CO2e` is not `kg CO2e`, nor `MWhr` `Wh`.
  std::vector<std::string> safe;
  for (const auto& s : candidates)
    if (s.size() >= 2 && phrase.size() >= 2 &&
        lower(s.substr(0, 2)) == lower(phrase.substr(0, 2)) && same_shape(phrase, s))
      safe.push_back(s);
  return did_you_mean(phrase, safe);
}

}  // namespace claimcheck
