// The meaning of items: keyword facts (`cost $5M`, `on H100`), quantity facts
// (`405B params`) and the joiners `on at for in` that hold several; then a
// record assembled from its items' facts.
#include "claims/interpret.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <iterator>

#include "claims/advice.h"
#include "claims/fact_builder.h"
#include "claims/prices.h"
#include "claims/rewrite.h"
#include "claims/unit_phrases.h"
#include "quantity/units.h"
#include "text/ascii.h"
#include "text/limits.h"
#include "text/spelling.h"
#include "vocab/precision.h"

namespace claimcheck {
namespace {

/// How a keyword's fact is read.
enum class Form {
  text,        ///< `source "..."`: a quoted string
  date,        ///< `date 2024-07`
  number,      ///< `PUE 1.1`: a plain number
  share,       ///< `MFU 38%`: a percentage or a fraction
  precision,   ///< `precision fp8`
  quantity,    ///< `cost $5M`, `energy 21.6 GWh`: a figure with its unit
  peak,        ///< `peak 989 TFLOPS bf16`
  in,          ///< `in fp8` or `in 54 days`
  on,          ///< `on 16,384 H100`, `on 15T tokens`
  at,          ///< `at $2/GPU-hour` or `at 38% MFU`
  trained,     ///< `trained on ...`, `trained for ...`
  we,          ///< `we achieved ...`: the fact that follows
  also,        ///< `and 15T tokens`, `with 37B activated`: the fact that follows
  model,       ///< `model Llama-3.1-405B`, `model "Llama 3.1 405B"`
  activation,  ///< `activation checkpointing`
  recompute,   ///< `recompute`
};

/// A keyword that starts a fact.
struct Keyword {
  const char* word;  ///< as suggested by "did you mean"; matched ignoring case
  Form form;
  std::optional<Field> field;  ///< the field of the simple forms; the others choose theirs
  bool suggested = true;       ///< offered by "did you mean" (other spellings are not)
  bool joiner = false;  ///< may start a second fact inside an item: `440 × A100 for 9.5 days`
};

// In the order "did you mean" considers them.
const Keyword kKeywords[] = {
    {"source", Form::text, Field::source},
    {"scope", Form::text, Field::scope},
    {"provider", Form::text, Field::provider},
    {"date", Form::date, Field::date},
    {"MFU", Form::share, Field::mfu},
    {"PUE", Form::number, Field::pue},
    {"compute", Form::quantity, Field::compute},
    {"cost", Form::quantity, Field::cost},
    {"energy", Form::quantity, Field::energy},
    {"emissions", Form::quantity, Field::emissions},
    {"peak", Form::peak, std::nullopt},
    {"precision", Form::precision, Field::precision},
    {"dataset", Form::quantity, Field::dataset_size},
    {"egress", Form::quantity, Field::egress_price},
    {"serves", Form::quantity, Field::served_tokens},
    {"reads", Form::number, Field::epochs},
    {"batch", Form::number, Field::batch},
    {"concurrency", Form::number, Field::batch},
    {"throughput", Form::quantity, Field::throughput},
    {"wall-clock", Form::quantity, Field::duration},
    {"achieved", Form::quantity, Field::achieved_rate},
    {"model", Form::model, Field::model},
    {"for", Form::quantity, Field::duration, true, true},
    {"in", Form::in, std::nullopt, true, true},
    {"on", Form::on, std::nullopt, true, true},
    {"at", Form::at, std::nullopt, true, true},
    {"trained", Form::trained, std::nullopt},
    {"activation", Form::activation, std::nullopt},
    {"recompute", Form::recompute, std::nullopt},
    {"training", Form::trained, std::nullopt, false},
    {"pre-trained", Form::trained, std::nullopt, false},
    {"pretrained", Form::trained, std::nullopt, false},
    {"achieving", Form::quantity, Field::achieved_rate, false},
    {"sustained", Form::quantity, Field::achieved_rate, false},
    {"we", Form::we, std::nullopt, false},
    {"and", Form::also, std::nullopt, false, true},
    {"with", Form::also, std::nullopt, false, true},
    {"gradient", Form::activation, std::nullopt, false},
    {"recomputation", Form::recompute, std::nullopt, false},
};

/// The keyword `word` is, in any case.
const Keyword* find_keyword(std::string_view word) {
  // Lower-cased once, and kept by length, in their order: every word of every
  // fact is looked up here.
  using Lowered = std::vector<std::pair<std::string, const Keyword*>>;
  static constexpr std::size_t kLongest = 24;
  static const std::array<Lowered, kLongest + 1> by_length = [] {
    std::array<Lowered, kLongest + 1> r;
    for (const auto& k : kKeywords) {
      std::string w = lower(k.word);
      r[std::min(w.size(), kLongest)].emplace_back(std::move(w), &k);
    }
    return r;
  }();
  for (const auto& [lower_word, k] : by_length[std::min(word.size(), kLongest)])
    if (ascii_lower_is(word, lower_word)) return k;
  return nullptr;
}

}  // namespace

std::vector<std::string> claims_keywords() {
  std::vector<std::string> r;
  for (const auto& k : kKeywords) r.emplace_back(k.word);
  return r;
}

namespace {

std::vector<std::string> keyword_spellings() {
  std::vector<std::string> r;
  for (const auto& k : kKeywords)
    if (k.suggested) r.emplace_back(k.word);
  return r;
}

/// How a field's unit is written, for messages.
const char* unit_hint(Field field) {
  const char* hint = field_def(field).unit_hint;
  return hint ? hint : "its unit";
}

class Interpreter {
 public:
  Interpreter(const RecordText& text, const Catalogue& catalogue, RecordKind kind,
              UnitPhrases* phrases)
      : b_(text), catalogue_(catalogue), kind_(kind), phrases_(phrases) {}

  /// An item: tried whole, then split at joiners where every part is a fact.
  Match item(Tokens t) {
    std::vector<std::size_t> cuts;
    for (std::size_t i = 1; i < t.size(); ++i)
      if (is_joiner(t[i])) cuts.push_back(i);
    if (cuts.empty() || cuts.size() > limits::kJoinersPerItem) return fact(t);
    // Tried whole first. Where that fails and the parts read, why the whole
    // did not read is not needed: it is found out only when the parts fail too.
    // An item whose whole reading failed before, under the same key, is not
    // tried whole again (`13015.5 GPU-hours on A100`, record after record).
    std::string key;
    const bool keyed = whole_key(t, key);
    if (!keyed || !phrases_->fails_whole(key)) {
      probing_ = true;
      Match whole = fact(t);
      probing_ = false;
      if (std::holds_alternative<std::vector<Fact>>(whole)) return whole;
      if (keyed) phrases_->remember_fails_whole(std::move(key));
    }
    cuts.push_back(t.size());
    // Greedy, longest part first; each part is tried once per start (the
    // whole item, from the start, was tried above).
    std::vector<Fact> facts = fact_vector();
    std::size_t start = 0;
    while (start < t.size()) {
      bool advanced = false;
      for (auto it = cuts.rbegin(); it != cuts.rend(); ++it) {
        if (*it <= start) break;
        if (start == 0 && *it == t.size()) continue;
        Match part = fact(t.subspan(start, *it - start));
        if (auto* f = std::get_if<std::vector<Fact>>(&part)) {
          facts.insert(facts.end(), std::make_move_iterator(f->begin()),
                       std::make_move_iterator(f->end()));
          start = *it;
          advanced = true;
          break;
        }
      }
      if (!advanced) {
        if (start == 0) return fact(t);  // why the whole does not read
        const auto next = *std::upper_bound(cuts.begin(), cuts.end(), start);
        return fact(t.subspan(start, next - start));
      }
    }
    return facts;
  }

 private:
  static bool is_joiner(const Token& t) {
    if (t.kind != Token::Kind::word) return false;
    const Keyword* k = find_keyword(t.text);
    return k && k->joiner;
  }

  /// A quantity followed by a unit phrase; `expected` is the field a keyword asked for.
  Match quantity_with_unit(Tokens all, Tokens rest, const Token& q, std::optional<Field> expected) {
    if (rest.empty()) {
      if (q.percent) return b_.fail(q, "a percentage needs its keyword: MFU 38%");
      // `cost 5.576M`: money is written with its currency.
      if (expected && field_def(*expected).dim == D(BaseDim::usd) && !q.currency)
        return b_.fail(q, fmt::format("a cost needs its currency: write ${} (or €, £, CNY ...)",
                                      b_.written(q.begin, q.end)));
      if (expected && !field_def(*expected).unit_hint)
        return b_.fail(q, fmt::format("{} needs a unit, as in `{}`", field_name(*expected),
                                      field_def(*expected).example));
      if (expected)
        return b_.fail(
            q, fmt::format("{} needs a unit ({})", field_name(*expected), unit_hint(*expected)));
      return b_.fail(q,
                     "a number needs a unit (405B params, 15T tokens) or a keyword before it "
                     "(cost $5M, MFU 38%)");
    }
    if (!all_words(rest)) {
      for (std::size_t i = 0; i < rest.size(); ++i) {
        const Token& r = rest[i];
        if (r.kind == Token::Kind::word) continue;
        // `70B params 15T tokens`: a second figure, where a comma was left out.
        if (r.kind == Token::Kind::quantity && i > 0)
          return b_.fail(r, fmt::format("unexpected '{}' after the unit: missing comma? ({}, {})",
                                        b_.written(r.begin, r.end),
                                        b_.written(all.front().begin, rest[i - 1].end),
                                        b_.written(r.begin, all.back().end)));
        return b_.fail(r,
                       fmt::format("unexpected '{}' after the unit", b_.written(r.begin, r.end)));
      }
    }
    if (q.currency)
      return b_.fail(all, "a price must say what it is per ($2/GPU-hour, $0.50 per 1M tokens)");
    const std::string phrase = join_words(rest);
    auto meaning = resolve(phrase);
    if (!meaning) return unknown_unit(rest, phrase, q.text, expected);
    const bool in_peak = expected == Field::claimed_peak;
    // `FLOPS` outside a `peak` fact counts operations; `FLOP/s` stays a rate.
    if (meaning->field == Field::claimed_peak && !in_peak && phrase.find('/') == std::string::npos)
      meaning->field = Field::compute;
    // In a `peak` fact every FLOP unit is a rate: `peak 989 TFLOPs`, `peak 989 TFLOPS/GPU`.
    if (meaning->field == Field::achieved_rate && in_peak) meaning->field = Field::claimed_peak;
    if (meaning->field == Field::compute && in_peak &&
        (ends_with(lower(phrase), "flop") || ends_with(lower(phrase), "flops")))
      meaning->field = Field::claimed_peak;
    if (q.percent) return b_.fail(q, fmt::format("a percentage cannot be a number of {}", phrase));
    if (expected == Field::achieved_rate &&
        (meaning->field == Field::claimed_peak || meaning->field == Field::compute))
      return b_.fail(rest, fmt::format("an achieved rate is per GPU: write {} per GPU (a whole "
                                       "cluster's rate is not read as one GPU's)",
                                       phrase));
    // `compute 3.8e25 FLOP/s`: a rate where the total was meant.
    if (expected == Field::compute &&
        (meaning->field == Field::claimed_peak || meaning->field == Field::achieved_rate)) {
      // The same prefix without the rate: `PFLOP/s` is `PFLOP`, `TFLOPS` is `TFLOP`.
      std::string total = phrase;
      if (ends_with(total, "/s"))
        total.resize(total.size() - 2);
      else if (ends_with(total, "S"))
        total.pop_back();
      const bool plain_total = find_unit(total) && find_unit(total)->dim == D(BaseDim::flop);
      return b_.fail(
          rest, fmt::format("'{}' is a rate, and compute is a total: FLOP/s is per second, FLOP "
                            "counts operations{}",
                            phrase,
                            plain_total
                                ? fmt::format(" (compute {} {})", b_.written(q.begin, q.end), total)
                                : std::string()));
    }
    if (expected && meaning->field != *expected)
      return b_.fail(rest, fmt::format("'{}' is not a unit of {} ({}): it gives {}", phrase,
                                       field_name(*expected), unit_hint(*expected),
                                       field_name(meaning->field)));
    std::vector<Fact> facts = fact_vector();
    facts.push_back(b_.quantity_fact(meaning->field, all, q, meaning->factor));
    if (!meaning->hardware.empty()) facts.push_back(b_.hardware_fact(all, meaning->hardware));
    return facts;
  }

  Failure unknown_unit(Tokens rest, const std::string& phrase, const std::string& number,
                       std::optional<Field> expected) const {
    // A known unit followed by words that name another field: `15T GPU-hours of tokens`.
    // Unit phrases are a few words long: longer prefixes are not tried.
    constexpr std::size_t kLongestUnit = 6;
    if (probing_) return b_.fail(rest, std::string());  // why is not asked for
    for (std::size_t n = std::min(rest.size() - 1, kLongestUnit); n >= 1; --n) {
      auto head = resolve(join_words(rest.first(n)));
      if (!head) continue;
      for (std::size_t k = n; k < std::min(rest.size(), n + kLongestUnit); ++k) {
        auto other = resolve(rest[k].text);
        if (other && other->field != head->field)
          return b_.fail(rest, fmt::format("'{}' is a unit of {}, not of {}: a figure has one unit",
                                           join_words(rest.first(n)), field_name(head->field),
                                           field_name(other->field)));
      }
      return b_.fail(rest.subspan(n),
                     fmt::format("unexpected '{}' after '{}'", join_words(rest.subspan(n)),
                                 join_words(rest.first(n))));
    }
    std::string message = fmt::format("unknown unit '{}'{}", phrase,
                                      unit_advice(phrase, number, expected, catalogue_));
    if (expected)
      message += fmt::format(" ({} is written in {})", field_name(*expected), unit_hint(*expected));
    return b_.fail(rest, message);
  }

  /// `on H100`, `on 16,384 H100`, `2048 × H800`, `on H100 or B200`.
  Match hardware(Tokens all, Tokens t) {
    std::optional<Token> count;
    if (!t.empty() && t[0].kind == Token::Kind::quantity) {
      count = t[0];
      t = t.subspan(1);
      if (!t.empty() && (t[0].kind == Token::Kind::times || ascii_lower_is(t[0].text, "x")))
        t = t.subspan(1);
    }
    if (t.empty()) return b_.fail(all, "expected an accelerator name (on H100)");
    // `on 2,048 GPUs`, `across 2,048 accelerators`: a count with no chip (a
    // noun of GPUs in the table of wordings, never matched to a chip's name).
    if (count && all_words(t))
      if (const NounWording* n = catalogue_.wordings().noun(lower(join_words(t)));
          n && n->field == Field::gpus) {
        if (!plain(*count)) return b_.fail(*count, "a GPU count is a plain number");
        return facts_of(b_.quantity_fact(Field::gpus, all, *count, n->factor));
      }
    // A name may hold figures (`H100 80GB HBM3`), but not money, shares or strings.
    for (const auto& x : t)
      if (x.kind != Token::Kind::word && !(x.kind == Token::Kind::quantity && plain(x)))
        return b_.fail(t, "expected an accelerator name (on H100)");
    std::vector<std::string> ids;
    std::vector<const AcceleratorSystem*> systems;  // the system each option names, if one
    std::size_t start = 0;
    for (std::size_t i = 0; i <= t.size(); ++i) {
      if (i < t.size() && !ascii_lower_is(t[i].text, "or")) continue;
      Tokens name = t.subspan(start, i - start);
      if (name.empty())
        return b_.fail(i < t.size() ? t.subspan(i, 1) : t,
                       "expected an accelerator name around 'or'");
      const AcceleratorSystem* system = nullptr;
      const Accelerator* a = find_hardware(name, system);
      if (!a) {
        const std::string n(name_text(name));
        return b_.fail(name,
                       fmt::format("unknown hardware '{}'{}", n, hardware_advice(n, catalogue_)));
      }
      ids.push_back(a->id);
      systems.push_back(system);
      start = i + 1;
    }
    if (ids.size() > 1 && kind_ != RecordKind::plan)
      return b_.fail(t, "several hardware options ('on H100 or B200') are only for plan records");
    std::vector<Fact> facts = fact_vector();
    facts.reserve(count ? 2 : 1);
    Fact h = b_.make(Field::hardware, all);
    h.hardware = std::move(ids);
    facts.push_back(std::move(h));
    if (count) {
      if (!plain(*count)) return b_.fail(*count, "a GPU count is a plain number");
      // One count for every option: each must hold as many GPUs per unit.
      auto per_unit = [](const AcceleratorSystem* s) { return s ? s->gpus : 1; };
      for (const auto* s : systems)
        if (per_unit(s) != per_unit(systems.front()))
          return b_.fail(t,
                         "one count cannot be shared by options that hold different numbers "
                         "of GPUs: give each option's GPUs in its own plan");
      facts.push_back(b_.quantity_fact(Field::gpus, all, *count, per_unit(systems.front())));
    }
    return facts;
  }

  /// An accelerator or system as a claim names it: `H100`, `DGX B200` (a
  /// system: `system` is set), `H100 GPUs` (a trailing noun), `H100s` (a plural).
  const Accelerator* find_hardware(Tokens name, const AcceleratorSystem*& system) const {
    system = nullptr;
    auto lookup = [&](std::string_view n) -> const Accelerator* {
      if (const Accelerator* a = catalogue_.find(n)) return a;
      system = catalogue_.find_system(n);  // `4 DGX B200`: a system counts its accelerators
      return system ? catalogue_.find(system->accelerator) : nullptr;
    };
    auto with_plural = [&](std::string_view n) -> const Accelerator* {
      if (const Accelerator* a = lookup(n)) return a;
      // `H100s`, `B200s`: a lower-case s after a digit or a capital; `V100S` is another chip.
      const char before = n.size() > 2 ? n[n.size() - 2] : ' ';
      if (n.size() > 2 && n.back() == 's' &&
          (std::isdigit(static_cast<unsigned char>(before)) ||
           std::isupper(static_cast<unsigned char>(before))))
        return lookup(n.substr(0, n.size() - 1));
      return nullptr;
    };
    if (const Accelerator* a = with_plural(name_text(name))) return a;
    // `16,384 H100 GPUs`: the trailing noun is not part of the name.
    if (name.size() > 1) {
      const auto noun = resolve(name.back().text);
      if (noun && noun->field == Field::gpus && noun->hardware.empty())
        return lookup(name_text(name.first(name.size() - 1)));
    }
    return nullptr;
  }

  /// A name as written, its words and figures (`H100 80GB HBM3`) together.
  std::string_view name_text(Tokens name) const {
    if (name.empty()) return {};
    return std::string_view(b_.text().text)
        .substr(name.front().begin, name.back().end - name.front().begin);
  }

  /// `15 cents per million input tokens`, `2 CNY per 1M tokens`: the money
  /// written after its number. Nothing when `rest` does not start so.
  std::optional<Match> money_after_number(Tokens all, const Token& q, Tokens rest,
                                          std::optional<Field> expected = std::nullopt) {
    if (rest.empty() || !money_word(rest[0]) || q.currency || q.percent) return std::nullopt;
    const std::string w = lower(rest[0].text);
    Token money = q;
    if (w == "cents" || w == "cent" || w == "\xC2\xA2") {
      money.currency = Currency::usd;
      money.value = {q.value.lo / 100, q.value.hi / 100};
    } else if (const auto c = parse_currency_code(w)) {
      money.currency = *c;
    } else {  // yuan
      money.currency = Currency::cny;
    }
    return read_price(b_, catalogue_, all, money, rest.subspan(1), expected,
                      kind_ == RecordKind::plan);
  }

  /// A word of money written after its number: `cents`, `cent`, `¢`, a
  /// currency code (`CNY`) or `yuan`, in any case.
  static bool money_word(const Token& w) {
    // Every word of money after a number is five bytes or fewer.
    if (w.kind != Token::Kind::word || w.text.size() > 5) return false;
    const std::string l = lower(w.text);
    return l == "cents" || l == "cent" || l == "\xC2\xA2" || parse_currency_code(l) || l == "yuan";
  }

  /// The key under which an item's reading as one fact is remembered
  /// (UnitPhrases::fails_whole), or false for an item whose reading may
  /// depend on its figure's value. A figure without currency followed by
  /// words alone, not money words, reads as one fact or not by the record's
  /// kind, the figure's marks and the words (fact(): a unit phrase, an
  /// accelerator's name, `x`), never by the figure's value.
  bool whole_key(Tokens t, std::string& key) const {
    if (!phrases_ || t.size() < 2) return false;
    const Token& q = t[0];
    if (q.kind != Token::Kind::quantity || q.bad || q.currency || money_word(t[1])) return false;
    key.clear();
    key += static_cast<char>(kind_);
    for (const bool mark : {q.percent, q.approximate, q.range, q.bounded, q.scaled})
      key += mark ? '1' : '0';
    for (const Token& w : t.subspan(1)) {
      if (w.kind != Token::Kind::word || w.bad) return false;
      // Each word with its length before it: a word may hold any byte.
      const auto n = static_cast<std::uint32_t>(w.text.size());
      key.append(reinterpret_cast<const char*>(&n), sizeof n);
      key += w.text;
    }
    return true;
  }

  /// `0.24 Wh per 400-token response`: a figure per query of a stated length,
  /// read as the figure per query and the tokens per query.
  std::optional<Match> per_sized_query(Tokens all, const Token& q, Tokens rest) {
    // unit words, `per`, N, `-token` or `-tokens`, query words
    std::size_t per = 0;
    while (per < rest.size() && rest[per].kind == Token::Kind::word &&
           !ascii_lower_is(rest[per].text, "per"))
      ++per;
    if (per == 0 || per + 2 >= rest.size() || rest[per].kind != Token::Kind::word)
      return std::nullopt;
    const Token& n = rest[per + 1];
    const Token& noun = rest[per + 2];
    const std::string nw = lower(noun.text);
    // `-token`, or `token` glued to its number (the hyphen of a compound is
    // left out when an item is rewritten).
    const bool glued = noun.begin <= n.end + 1;
    if (n.kind != Token::Kind::quantity || !plain(n) || n.range || n.bounded || !glued ||
        (nw != "-token" && nw != "-tokens" && nw != "token" && nw != "tokens"))
      return std::nullopt;
    Tokens query = rest.subspan(per + 3);
    if (query.empty() || !all_words(query)) return std::nullopt;
    const std::string phrase = join_words(rest.first(per)) + " per " + join_words(query);
    const auto meaning = resolve(phrase);
    if (!meaning ||
        (meaning->field != Field::energy_per_query &&
         meaning->field != Field::emissions_per_query && meaning->field != Field::water_per_query))
      return std::nullopt;
    return facts_of(b_.quantity_fact(meaning->field, all, q, meaning->factor),
                    b_.quantity_fact(Field::tokens_per_query, all, n, 1));
  }

  /// `model Llama-3.1-405B`, `model "Llama 3.1 405B"`: the model a record is about.
  Match model_fact(Tokens all, Tokens rest) {
    if (rest.empty())
      return b_.fail(all, "model is followed by the model's name: model Llama-3.1-405B");
    if (rest.size() != 1 ||
        (rest[0].kind != Token::Kind::word && rest[0].kind != Token::Kind::string))
      return b_.fail(rest,
                     "a model's name is one word or a quoted string: model Llama-3.1-405B, "
                     "model \"Llama 3.1 405B\"");
    Fact f = b_.make(Field::model, all);
    f.text = rest[0].text;
    return facts_of(std::move(f));
  }

  Match text_fact(Field field, Tokens all, Tokens rest) {
    const char* name = field_name(field);
    if (rest.size() != 1 || rest[0].kind != Token::Kind::string)
      return b_.fail(rest.empty() ? all : rest,
                     fmt::format("{} is followed by a quoted string: {} \"...\"", name, name));
    Fact f = b_.make(field, all);
    f.text = rest[0].text;
    return facts_of(std::move(f));
  }

  Match date_fact(Tokens all, Tokens rest) {
    if (rest.size() != 1 || rest[0].kind != Token::Kind::date)
      return b_.fail(rest.empty() ? all : rest, "date is followed by YYYY-MM or YYYY-MM-DD");
    const std::string& d = rest[0].text;
    const int month = std::stoi(d.substr(5, 2));
    const int day = d.size() > 7 ? std::stoi(d.substr(8, 2)) : 1;
    if (month < 1 || month > 12 || day < 1 || day > 31)
      return b_.fail(rest, fmt::format("'{}' is not a date", d));
    Fact f = b_.make(Field::date, all);
    f.text = d;
    return facts_of(std::move(f));
  }

  /// `in bf16`, `in FP8 E4M3`, `in BF16 mixed precision`, `in native MXFP4`.
  Match precision_fact(Field field, Tokens all, Tokens rest) {
    if (rest.empty() || !all_words(rest))
      return b_.fail(rest.empty() ? all : rest,
                     fmt::format("expected a precision ({})", fmt::join(precision_names(), ", ")));
    Tokens name = rest;
    if (name.size() > 1 && ascii_lower_is(name.front().text, "native")) name = name.subspan(1);
    for (const char* tail : {"precision", "mixed-precision", "mixed"})
      if (name.size() > 1 && ascii_lower_is(name.back().text, tail))
        name = name.first(name.size() - 1);
    const std::string written = join_words(name);
    const std::string p = canonical_precision(written);
    if (p.empty())
      return b_.fail(name, fmt::format("unknown precision '{}'{}", written,
                                       did_you_mean(lower(written), precision_names())));
    Fact f = b_.make(field, all);
    f.text = p;
    return facts_of(std::move(f));
  }

  /// A single plain number (`PUE 1.1`, `reads 3`, `MFU 0.38`).
  Match number_fact(Field field, Tokens all, Tokens rest, bool percent_ok) {
    const char* name = field_name(field);
    if (rest.size() != 1 || rest[0].kind != Token::Kind::quantity)
      return b_.fail(rest.empty() ? all : rest, fmt::format("{} is followed by a number", name));
    const Token& q = rest[0];
    if (q.currency) return b_.fail(q, fmt::format("{} is not an amount of money", name));
    if (q.percent && !percent_ok)
      return b_.fail(q, fmt::format("{} is a plain number, not a percentage", name));
    if (field == Field::mfu && !q.percent && q.value.hi > 1)
      return b_.fail(q, "write MFU as a percentage (MFU 38%) or a fraction (MFU 0.38)");
    return facts_of(b_.quantity_fact(field, all, q, 1));
  }

  Match keyword_then_quantity(Field field, Tokens all, Tokens rest) {
    if (rest.empty() || rest[0].kind != Token::Kind::quantity)
      return b_.fail(rest.empty() ? all : rest,
                     fmt::format("{} is followed by a figure with its unit", all[0].text));
    if (rest[0].currency)
      return read_price(b_, catalogue_, all, rest[0], rest.subspan(1), field,
                        kind_ == RecordKind::plan);
    // `cost 10M CNY`, `cost 10 million yuan`.
    if (auto money = money_after_number(all, rest[0], rest.subspan(1), field)) return *money;
    // `achieved 41% MFU`: a share of the peak, not a rate.
    if (field == Field::achieved_rate && rest.size() == 2 && rest[0].percent &&
        ascii_lower_is(rest[1].text, "mfu"))
      return facts_of(b_.quantity_fact(Field::mfu, all, rest[0], 1));
    return quantity_with_unit(all, rest.subspan(1), rest[0], field);
  }

  Match fact(Tokens t) {
    for (const auto& x : t)
      if (x.bad) return std::vector<Fact>{};  // reported by the lexer
    const Token& first = t[0];
    Tokens rest = t.subspan(1);
    if (first.kind == Token::Kind::quantity) {
      if (first.currency)
        return read_price(b_, catalogue_, t, first, rest, std::nullopt, kind_ == RecordKind::plan);
      if (!rest.empty() &&
          (rest[0].kind == Token::Kind::times ||
           (rest[0].kind == Token::Kind::word && ascii_lower_is(rest[0].text, "x"))))
        return hardware(t, t);
      if (first.percent && rest.size() == 1 && ascii_lower_is(rest[0].text, "mfu"))
        return facts_of(b_.quantity_fact(Field::mfu, t, first, 1));
      if (auto money = money_after_number(t, first, rest)) return *money;
      if (auto sized = per_sized_query(t, first, rest)) return *sized;
      Match m = quantity_with_unit(t, rest, first, std::nullopt);
      // `512 H100s`, `1,920 H100-SXM GPUs`: a count of accelerators.
      if (std::holds_alternative<Failure>(m) && !rest.empty() && all_words(rest)) {
        const AcceleratorSystem* system = nullptr;
        if (find_hardware(rest, system)) return hardware(t, t);
      }
      return m;
    }
    if (first.kind == Token::Kind::string)
      return b_.fail(first, "a quoted string follows source, scope or provider: source \"...\"");
    if (first.kind != Token::Kind::word) return b_.fail(first, "expected a fact");
    const Keyword* k = find_keyword(first.text);
    if (!k)
      return b_.fail(first, fmt::format("unknown fact '{}'{}", first.text,
                                        did_you_mean(first.text, keyword_spellings())));
    switch (k->form) {
      case Form::text:
        return text_fact(*k->field, t, rest);
      case Form::date:
        return date_fact(t, rest);
      case Form::share:
        return number_fact(*k->field, t, rest, true);
      case Form::number:
        return number_fact(*k->field, t, rest, false);
      case Form::precision:
        return precision_fact(*k->field, t, rest);
      case Form::quantity:
        return keyword_then_quantity(*k->field, t, rest);
      case Form::peak:
        return peak(t, rest);
      case Form::in:
        if (!rest.empty() && all_words(rest)) return precision_fact(Field::precision, t, rest);
        return keyword_then_quantity(Field::duration, t, rest);
      case Form::on:
        if (rest.size() >= 2 && rest[0].kind == Token::Kind::quantity) {
          auto q = quantity_with_unit(t, rest.subspan(1), rest[0], std::nullopt);
          if (auto* f = std::get_if<std::vector<Fact>>(&q); f && f->front().field != Field::gpus)
            return q;
        }
        return hardware(t, rest);
      case Form::at:
        if (!rest.empty() && rest[0].kind == Token::Kind::quantity && rest[0].currency)
          return read_price(b_, catalogue_, t, rest[0], rest.subspan(1), Field::gpu_price,
                            kind_ == RecordKind::plan);
        // `at 150 cents per GPU-hour`
        if (!rest.empty() && rest[0].kind == Token::Kind::quantity)
          if (auto money = money_after_number(t, rest[0], rest.subspan(1), Field::gpu_price))
            return *money;
        if (rest.size() == 2 && rest[0].kind == Token::Kind::quantity && rest[0].percent &&
            ascii_lower_is(rest[1].text, "mfu"))
          return facts_of(b_.quantity_fact(Field::mfu, t, rest[0], 1));
        return b_.fail(
            t, "'at' is followed by a price per GPU-hour ($2/GPU-hour) or an MFU (38% MFU)");
      case Form::trained:
        // The facts keep the whole text as written, `trained` included:
        // `trained on 15T tokens`, `trained up to 6T tokens`.
        if (!rest.empty() && (is_joiner(rest[0]) || rest[0].kind == Token::Kind::quantity))
          return as_written(fact(rest), t);
        return b_.fail(t, "expected 'trained on 15T tokens' or 'trained for 54 days'");
      case Form::we:
        // `we achieved 390 TFLOP/s per GPU`: the fact keeps the whole text.
        if (!rest.empty() && rest[0].kind == Token::Kind::word) {
          const Keyword* next = find_keyword(rest[0].text);
          if (next && next->field == Field::achieved_rate) return as_written(fact(rest), t);
        }
        break;
      case Form::also:
        // `671B total parameters with 37B activated`: the fact that follows.
        if (!rest.empty()) return as_written(fact(rest), t);
        break;
      case Form::model:
        return model_fact(t, rest);
      case Form::activation:
        if (rest.size() == 1) {
          const std::string r = lower(rest[0].text);
          if (r == "checkpointing" || r == "recomputation" || r == "recompute") return flag(t);
        }
        break;
      case Form::recompute:
        if (rest.empty()) return flag(t);
        break;
    }
    return b_.fail(first, fmt::format("unknown fact '{}'{}", first.text,
                                      did_you_mean(first.text, keyword_spellings())));
  }

  /// The facts of `m` as written in `t`, a longer text that holds them.
  Match as_written(Match m, Tokens t) const {
    if (auto* facts = std::get_if<std::vector<Fact>>(&m))
      for (auto& f : *facts) {
        f.where = b_.text().span(t.front().begin, t.back().end);
        f.written = b_.written(t.front().begin, t.back().end);
      }
    return m;
  }

  Match flag(Tokens t) {
    Fact f = b_.make(Field::recompute, t);
    f.text = "yes";
    return facts_of(std::move(f));
  }

  /// `peak 989 TFLOPS`, `peak 1979 TFLOP/s bf16`.
  Match peak(Tokens t, Tokens rest) {
    std::string precision;
    if (rest.size() >= 3 && rest.back().kind == Token::Kind::word) {
      precision = canonical_precision(rest.back().text);
      if (!precision.empty()) rest = rest.first(rest.size() - 1);
    }
    Match m = keyword_then_quantity(Field::claimed_peak, t, rest);
    if (auto* f = std::get_if<std::vector<Fact>>(&m)) {
      // A peak is per accelerator.
      f->front().value.dim = field_def(Field::claimed_peak).dim;
      if (!precision.empty()) {
        Fact p = b_.make(Field::claimed_peak_precision, t);
        p.text = precision;
        f->push_back(p);
      }
    }
    return m;
  }

  FactBuilder b_;
  bool probing_ = false;  ///< a failure's message is not needed, only that it failed
  /// What a unit phrase gives, through the reader's remembered phrases where it has them.
  std::optional<UnitMeaning> resolve(const std::string& phrase) const {
    return phrases_ ? phrases_->resolve(phrase) : resolve_unit_phrase(phrase, catalogue_);
  }

  const Catalogue& catalogue_;
  RecordKind kind_;
  UnitPhrases* phrases_;
};

bool same_value(const Fact& a, const Fact& b) {
  return a.value == b.value && a.text == b.text && a.hardware == b.hardware &&
         a.currency == b.currency;
}

bool is_variant_of(const Catalogue& c, const std::string& variant, const std::string& family) {
  const Accelerator* f = c.find(family);
  if (!f) return false;
  for (const auto& v : f->variants)
    if (normalise_name(v) == normalise_name(variant)) return true;
  return false;
}

}  // namespace

bool interpret_record(const RecordSyntax& syntax, const RecordText& text,
                      const Catalogue& catalogue, Record& out, std::vector<Diagnostic>& diagnostics,
                      UnitPhrases* phrases) {
  const std::size_t before = diagnostics.size();
  auto report = [&](std::size_t begin, std::size_t end, std::string message) {
    Diagnostic d;
    d.where = text.span(begin, end);
    d.message = std::move(message);
    diagnostics.push_back(std::move(d));
  };
  out.clear();
  out.file = text.file;
  out.line = text.line_numbers.front();
  out.name = syntax.name;
  const auto& kinds = record_kind_names();
  if (!parse_record_kind(syntax.kind, out.kind)) {
    report(
        syntax.kind_begin, syntax.kind_end,
        fmt::format("unknown record kind '{}'{}", syntax.kind, did_you_mean(syntax.kind, kinds)) +
            (closest(syntax.kind, kinds) ? ""
                                         : " (a record starts with model, api, service or plan)"));
    return false;
  }
  if (out.name.empty()) {
    report(syntax.name_begin, syntax.name_end, "a record's name cannot be empty");
    return false;
  }

  Interpreter interpreter(text, catalogue, out.kind, phrases);
  out.facts.reserve(syntax.items.size() + 2);  // an item gives a fact or two
  ItemReader items([&](Tokens t) { return interpreter.item(t); }, text, catalogue.wordings(),
                   syntax.items);
  std::size_t item_facts = 0;  // where the facts of the item before begin
  while (auto* next = items.next()) {
    Match m = std::move(*next);
    if (auto* f = std::get_if<Failure>(&m)) {
      // `47% model FLOPs utilization (MFU)`, `in FP8 (E4M3)`: a parenthesis
      // that only names again what the item before gave, left out.
      const auto keyword_field = [](std::string_view w) -> std::optional<Field> {
        const Keyword* k = find_keyword(w);
        return k ? k->field : std::nullopt;
      };
      if (items.parenthetical() &&
          restates(items.rewritten(), out.facts, item_facts, keyword_field))
        continue;
      report(f->begin, f->end, f->message);
      continue;
    }
    item_facts = out.facts.size();
    auto& read = std::get<std::vector<Fact>>(m);
    for (auto& fact : read) {
      // A plan's prices per accelerator (`$2/H100-hour, $3.50/B200-hour`)
      // are one each: the same field, for different options.
      auto previous = std::find_if(out.facts.begin(), out.facts.end(), [&](const Fact& e) {
        return e.field == fact.field && !e.narrowed &&
               (e.field != Field::gpu_price || e.hardware == fact.hardware);
      });
      if (previous == out.facts.end()) {
        out.facts.push_back(std::move(fact));
        continue;
      }
      if (same_value(*previous, fact)) {
        out.facts.push_back(std::move(fact));  // kept, so parse shows how it was read
        continue;
      }
      if (fact.field == Field::hardware && previous->hardware.size() == 1 &&
          fact.hardware.size() == 1) {
        // A family and one of its variants: the variant wins, and the family
        // is kept, marked, so that parse shows it.
        if (is_variant_of(catalogue, fact.hardware[0], previous->hardware[0])) {
          const Fact family = *previous;
          for (auto& e : out.facts)  // the family, as often as it was given
            if (e.field == fact.field && !e.narrowed && same_value(e, family)) e.narrowed = true;
          out.facts.push_back(std::move(fact));
          continue;
        }
        if (is_variant_of(catalogue, previous->hardware[0], fact.hardware[0])) {
          fact.narrowed = true;
          out.facts.push_back(std::move(fact));
          continue;
        }
      }
      Diagnostic d;
      d.where = fact.where;
      d.message = fmt::format("{} is given twice with different values", field_name(fact.field));
      d.notes.push_back({previous->where, "first given here"});
      diagnostics.push_back(std::move(d));
    }
    give_back_facts(std::move(read));  // its storage, for the next item
  }
  // A plan's price for an accelerator it does not plan on is no option's.
  if (const Fact* options = out.find(Field::hardware); options && out.kind == RecordKind::plan)
    for (const auto& f : out.facts) {
      if (f.field != Field::gpu_price || f.hardware.empty()) continue;
      const std::string& priced = f.hardware.front();
      const bool option = std::any_of(
          options->hardware.begin(), options->hardware.end(), [&](const std::string& id) {
            return id == priced || is_variant_of(catalogue, id, priced) ||
                   is_variant_of(catalogue, priced, id);
          });
      if (option) continue;
      Diagnostic d;
      d.where = f.where;
      d.message = fmt::format(
          "a price for {}, which is not an option of this plan ({}): price "
          "an option, or add {} to the options",
          priced, options->written, priced);
      diagnostics.push_back(std::move(d));
    }
  for (const auto& e : syntax.expectations) {
    if (e.pinned) {
      const Token& v = e.pin_value;
      if (v.bad) continue;  // reported by the lexer
      if (v.currency || v.bounded) {
        report(v.begin, v.end,
               "a pinned value is a number or a range, with a % or a unit of the rules language "
               "(expect implied-mfu mfu 34%..36%)");
        continue;
      }
      Expectation x;
      x.pinned = true;
      x.rule = e.pin_rule;
      x.let = e.pin_let;
      x.where = text.span(e.begin, e.end);
      x.written =
          text.text.substr(v.begin, (e.pin_unit.empty() ? v.end : e.pin_unit_end) - v.begin);
      x.pin = Quantity{v.value, Dimension{}};
      if (!e.pin_unit.empty()) {
        std::vector<std::string> unknown;
        const auto unit = parse_unit_expression(e.pin_unit, unknown);
        if (!unit || v.percent) {
          report(e.pin_unit_begin, e.pin_unit_end,
                 fmt::format("unknown unit '{}' in a pinned value (units of the rules language: "
                             "FLOP, USD/(GPU*h), kgCO2e/kWh ...)",
                             e.pin_unit));
          continue;
        }
        x.pin = Quantity{{v.value.lo * unit->factor, v.value.hi * unit->factor}, unit->dim};
        x.pin_unit = true;
      }
      out.expectations.push_back(std::move(x));
      continue;
    }
    Level verdict = Level::ok;
    if (!parse_level(e.verdict, verdict)) {
      report(e.verdict_begin, e.verdict_end,
             fmt::format("unknown verdict '{}'{}", e.verdict,
                         did_you_mean(e.verdict, verdict_names())));
      continue;
    }
    if (e.at_most && !is_ranked(verdict)) {
      report(e.verdict_begin, e.verdict_end,
             fmt::format("'at-most' takes a level (ok ... impossible), not {}", e.verdict));
      continue;
    }
    if (verdict == Level::unchecked && !e.rule.empty()) {
      report(e.verdict_begin, e.verdict_end,
             "unchecked is a claim's verdict, not a rule's: a rule that cannot check the claim "
             "is not-applicable");
      continue;
    }
    Expectation x;
    x.verdict = verdict;
    x.at_most = e.at_most;
    x.rule = e.rule;
    x.where = text.span(e.begin, e.end);
    out.expectations.push_back(std::move(x));
  }
  return diagnostics.size() == before;
}

}  // namespace claimcheck
