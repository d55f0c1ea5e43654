// The meaning of items: keyword facts (`cost $5M`, `on H100`), quantity facts
// (`405B params`), prices, and the joiners `on at for in` that hold several.
#include "facts.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <span>
#include <variant>

#include "input_limits.h"
#include "quantity_format.h"
#include "spelling.h"
#include "units.h"

namespace claimcheck {
namespace {

using B = BaseDim;
using Tokens = std::span<const Token>;

Dimension D(BaseDim d) {
  return Dimension::of(d);
}

std::string lower(std::string_view s) {
  std::string r(s);
  for (auto& c : r) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return r;
}

/// Why an item does not read as a fact: a message and the bytes it is about.
struct Failure {
  std::size_t begin = 0, end = 0;
  std::string message;
};

using Match = std::variant<std::vector<Fact>, Failure>;

/// A unit phrase's meaning: which field and the factor to base units.
struct UnitMeaning {
  std::string field;
  double factor = 1;
  std::string hardware;  ///< catalogue id, when the phrase names one
};

struct Noun {
  const char* phrase;  // lower case, words joined by one space
  const char* field;
  double factor;
};

// Unit nouns of the claims language, by the field they give.
constexpr Noun kNouns[] = {
    {"params", "params", 1},
    {"param", "params", 1},
    {"parameters", "params", 1},
    {"parameter", "params", 1},
    {"total params", "params", 1},
    {"total parameters", "params", 1},
    {"active params", "active_params", 1},
    {"active parameters", "active_params", 1},
    {"active param", "active_params", 1},
    {"active", "active_params", 1},
    {"tokens", "tokens", 1},
    {"token", "tokens", 1},
    {"training tokens", "tokens", 1},
    {"epochs", "epochs", 1},
    {"epoch", "epochs", 1},
    {"gpus", "gpus", 1},
    {"gpu", "gpus", 1},
    {"chips", "gpus", 1},
    {"chip", "gpus", 1},
    {"accelerators", "gpus", 1},
    {"accelerator", "gpus", 1},
    {"gpu-hours", "gpu_hours", 3600},
    {"gpu hours", "gpu_hours", 3600},
    {"gpu-hour", "gpu_hours", 3600},
    {"gpu hour", "gpu_hours", 3600},
    {"gpu-h", "gpu_hours", 3600},
    {"chip-hours", "gpu_hours", 3600},
    {"chip hours", "gpu_hours", 3600},
    {"chip-hour", "gpu_hours", 3600},
    {"accelerator-hours", "gpu_hours", 3600},
    {"accelerator hours", "gpu_hours", 3600},
    {"tpu-hours", "gpu_hours", 3600},
    {"tpu hours", "gpu_hours", 3600},
    {"tpu chip-hours", "gpu_hours", 3600},
    {"tpu chip hours", "gpu_hours", 3600},
    {"tokens/query", "tokens_per_query", 1},
    {"tokens per query", "tokens_per_query", 1},
    {"output tokens per query", "tokens_per_query", 1},
    {"output tokens/query", "tokens_per_query", 1},
    {"tokens/prompt", "tokens_per_query", 1},
    {"tokens per prompt", "tokens_per_query", 1},
    {"tokens per request", "tokens_per_query", 1},
    {"tokens/request", "tokens_per_query", 1},
    {"tokens/s/gpu", "throughput", 1},
    {"tokens/s per gpu", "throughput", 1},
    {"tokens per second per gpu", "throughput", 1},
    {"tokens/sec/gpu", "throughput", 1},
    {"tokens/day", "served_tokens", 1.0 / 86400},
    {"tokens per day", "served_tokens", 1.0 / 86400},
};

const char* const kQueryWords[] = {"query", "queries", "prompt", "prompts", "request", "requests"};

const std::vector<std::string>& keyword_names() {
  static const std::vector<std::string> k = {
      "source", "scope",  "date",      "MFU",        "PUE",        "compute",
      "cost",   "energy", "emissions", "peak",       "precision",  "dataset",
      "egress", "serves", "reads",     "throughput", "wall-clock", "for",
      "in",     "on",     "at",        "trained",    "activation", "recompute"};
  return k;
}

std::vector<std::string> noun_spellings() {
  std::vector<std::string> r;
  for (const auto& n : kNouns) r.emplace_back(n.phrase);
  auto u = unit_spellings();
  r.insert(r.end(), u.begin(), u.end());
  return r;
}

std::string field_for_dimension(const Dimension& d) {
  if (d == D(B::j)) return "energy";
  if (d == D(B::flop)) return "compute";
  if (d == D(B::flop) / D(B::s)) return "claimed_peak";
  if (d == D(B::byte)) return "dataset_size";
  if (d == D(B::kgco2e)) return "emissions";
  if (d == D(B::s)) return "duration";
  return "";
}

/// The unit of each field, for messages ("compute is counted in FLOP").
const char* unit_examples(const std::string& field) {
  static const std::map<std::string, const char*> m = {{"params", "params"},
                                                       {"active_params", "active params"},
                                                       {"tokens", "tokens"},
                                                       {"compute", "FLOP, ZFLOP or PF-days"},
                                                       {"gpus", "GPUs or a catalogue name"},
                                                       {"gpu_hours", "GPU-hours or H100-hours"},
                                                       {"duration", "days, weeks or hours"},
                                                       {"energy", "Wh, kWh, MWh or J"},
                                                       {"emissions", "tCO2e or kgCO2e"},
                                                       {"energy_per_query", "Wh/query"},
                                                       {"tokens_per_query", "tokens/query"},
                                                       {"throughput", "tokens/s/GPU"},
                                                       {"served_tokens", "tokens/day"},
                                                       {"dataset_size", "TB, GB or bytes"},
                                                       {"claimed_peak", "TFLOPS or TFLOP/s"},
                                                       {"epochs", "epochs"}};
  auto it = m.find(field);
  return it == m.end() ? "its unit" : it->second;
}

bool ends_with(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() &&
         s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

class Interpreter {
 public:
  Interpreter(const RecordText& text, const Catalogue& catalogue, RecordKind kind)
      : text_(text), catalogue_(catalogue), kind_(kind) {}

  /// An item: tried whole, then split at joiners where every part is a fact.
  Match item(Tokens t) {
    Match whole = fact(t);
    if (std::holds_alternative<std::vector<Fact>>(whole)) return whole;
    std::vector<std::size_t> cuts;
    for (std::size_t i = 1; i < t.size(); ++i)
      if (is_joiner(t[i])) cuts.push_back(i);
    if (cuts.empty() || cuts.size() > limits::kJoinersPerItem) return whole;
    cuts.push_back(t.size());
    // Greedy, longest part first; each part is tried once per start.
    std::vector<Fact> facts;
    std::size_t start = 0;
    while (start < t.size()) {
      bool advanced = false;
      for (auto it = cuts.rbegin(); it != cuts.rend(); ++it) {
        if (*it <= start) break;
        Match part = fact(t.subspan(start, *it - start));
        if (auto* f = std::get_if<std::vector<Fact>>(&part)) {
          facts.insert(facts.end(), f->begin(), f->end());
          start = *it;
          advanced = true;
          break;
        }
      }
      if (!advanced) {
        if (start == 0) return whole;
        const auto next = *std::upper_bound(cuts.begin(), cuts.end(), start);
        return fact(t.subspan(start, next - start));
      }
    }
    return facts;
  }

 private:
  static bool is_joiner(const Token& t) {
    if (t.kind != Token::Kind::word) return false;
    const std::string w = lower(t.text);
    return w == "on" || w == "at" || w == "for" || w == "in";
  }

  Failure fail(Tokens t, std::string message) const {
    if (t.empty()) return {0, 0, std::move(message)};
    return {t.front().begin, t.back().end, std::move(message)};
  }
  Failure fail(const Token& t, std::string message) const {
    return {t.begin, t.end, std::move(message)};
  }

  std::string written(std::size_t begin, std::size_t end) const {
    return text_.text.substr(begin, end - begin);
  }

  Fact make(std::string field, Tokens t) const {
    Fact f;
    f.field = std::move(field);
    f.where = text_.span(t.front().begin, t.back().end);
    f.written = written(t.front().begin, t.back().end);
    return f;
  }

  Fact quantity_fact(std::string field, Tokens t, const Token& q, double factor,
                     Dimension dim) const {
    Fact f = make(std::move(field), t);
    f.value = Quantity{{q.value.lo * factor, q.value.hi * factor}, dim};
    f.approximate = q.approximate;
    f.currency = q.currency == "EUR" ? "EUR" : "";
    return f;
  }

  static bool all_words(Tokens t) {
    return std::all_of(t.begin(), t.end(),
                       [](const Token& x) { return x.kind == Token::Kind::word; });
  }

  static std::string join_words(Tokens t) {
    std::string s;
    for (const auto& w : t) s += (s.empty() ? "" : " ") + w.text;
    return s;
  }

  std::optional<UnitMeaning> resolve_unit(const std::string& phrase) const {
    const std::string l = lower(phrase);
    for (const auto& n : kNouns)
      if (l == n.phrase) return UnitMeaning{n.field, n.factor, ""};
    // Energy per query: `Wh/query`, `Wh per prompt`.
    for (const std::string sep : {"/", " per "}) {
      const auto at = phrase.find(sep);
      if (at == std::string::npos) continue;
      const std::string left = phrase.substr(0, at);
      const std::string right = lower(phrase.substr(at + sep.size()));
      const auto u = find_unit(left);
      if (u && u->dim == D(B::j) &&
          std::find(std::begin(kQueryWords), std::end(kQueryWords), right) != std::end(kQueryWords))
        return UnitMeaning{"energy_per_query", u->factor, ""};
    }
    for (const std::string& form : {phrase, l}) {
      if (auto u = find_unit(form)) {
        const std::string field = field_for_dimension(u->dim);
        if (!field.empty()) return UnitMeaning{field, u->factor, ""};
      }
    }
    for (const std::string suffix : {"-hours", " hours", "-hour", " hour"}) {
      if (ends_with(l, suffix)) {
        if (const Accelerator* a = catalogue_.find(phrase.substr(0, phrase.size() - suffix.size())))
          return UnitMeaning{"gpu_hours", 3600, a->id};
      }
    }
    if (const Accelerator* a = catalogue_.find(phrase)) return UnitMeaning{"gpus", 1, a->id};
    return std::nullopt;
  }

  Dimension dim_of(const std::string& field) const {
    const FieldDef* f = find_field(field);
    return f ? f->dim : Dimension{};
  }

  /// A quantity followed by a unit phrase; `expected` names the field a keyword asked for.
  Match quantity_with_unit(Tokens all, Tokens rest, const Token& q, const std::string& expected) {
    if (rest.empty()) {
      if (q.percent) return fail(q, "a percentage needs its keyword: MFU 38%");
      if (!expected.empty())
        return fail(q, fmt::format("{} needs a unit ({})", expected, unit_examples(expected)));
      return fail(q,
                  "a number needs a unit (405B params, 15T tokens) or a keyword before it (cost "
                  "$5M, MFU 38%)");
    }
    if (!all_words(rest)) {
      for (const auto& r : rest)
        if (r.kind != Token::Kind::word)
          return fail(r, fmt::format("unexpected '{}' after the unit", written(r.begin, r.end)));
    }
    if (!q.currency.empty())
      return fail(all, "a price must say what it is per ($2/GPU-hour, $0.50 per 1M tokens)");
    const std::string phrase = join_words(rest);
    auto meaning = resolve_unit(phrase);
    if (!meaning) return unknown_unit(rest, phrase, expected);
    // `FLOPS` outside a `peak` fact counts operations; `FLOP/s` stays a rate.
    if (meaning->field == "claimed_peak" && expected != "claimed_peak" &&
        phrase.find('/') == std::string::npos)
      meaning->field = "compute";
    // In a `peak` fact every FLOP unit is a rate: `peak 989 TFLOPs`.
    if (meaning->field == "compute" && expected == "claimed_peak" &&
        (ends_with(lower(phrase), "flop") || ends_with(lower(phrase), "flops")))
      meaning->field = "claimed_peak";
    if (q.percent) return fail(q, fmt::format("a percentage cannot be a number of {}", phrase));
    if (!expected.empty() && meaning->field != expected)
      return fail(rest, fmt::format("'{}' is not a unit of {} ({}): it gives {}", phrase, expected,
                                    unit_examples(expected), meaning->field));
    std::vector<Fact> facts;
    Dimension dim = dim_of(meaning->field);
    facts.push_back(quantity_fact(meaning->field, all, q, meaning->factor, dim));
    if (!meaning->hardware.empty()) {
      Fact h = make("hardware", all);
      h.hardware = {meaning->hardware};
      facts.push_back(std::move(h));
    }
    return facts;
  }

  Failure unknown_unit(Tokens rest, const std::string& phrase, const std::string& expected) const {
    // A known unit followed by words that name another field: `15T GPU-hours of tokens`.
    // Unit phrases are a few words long: longer prefixes are not tried.
    constexpr std::size_t kLongestUnit = 6;
    for (std::size_t n = std::min(rest.size() - 1, kLongestUnit); n >= 1; --n) {
      auto head = resolve_unit(join_words(rest.first(n)));
      if (!head) continue;
      for (std::size_t k = n; k < std::min(rest.size(), n + kLongestUnit); ++k) {
        auto other = resolve_unit(rest[k].text);
        if (other && other->field != head->field)
          return fail(rest, fmt::format("'{}' is a unit of {}, not of {}: a figure has one unit",
                                        join_words(rest.first(n)), head->field, other->field));
      }
      return fail(rest.subspan(n),
                  fmt::format("unexpected '{}' after '{}'", join_words(rest.subspan(n)),
                              join_words(rest.first(n))));
    }
    std::vector<std::string> candidates = noun_spellings();
    auto hw = catalogue_.spellings();
    candidates.insert(candidates.end(), hw.begin(), hw.end());
    std::string message =
        fmt::format("unknown unit '{}'{}", phrase, did_you_mean(phrase, candidates));
    if (!expected.empty())
      message += fmt::format(" ({} is written in {})", expected, unit_examples(expected));
    return fail(rest, message);
  }

  /// `on H100`, `on 16,384 H100`, `2048 × H800`, `on H100 or B200`.
  Match hardware(Tokens all, Tokens t) {
    std::optional<Token> count;
    if (!t.empty() && t[0].kind == Token::Kind::quantity) {
      count = t[0];
      t = t.subspan(1);
      if (!t.empty() && (t[0].kind == Token::Kind::times || lower(t[0].text) == "x"))
        t = t.subspan(1);
    }
    if (t.empty()) return fail(all, "expected an accelerator name (on H100)");
    if (!all_words(t)) return fail(t, "expected an accelerator name (on H100)");
    std::vector<std::string> ids;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= t.size(); ++i) {
      if (i < t.size() && lower(t[i].text) != "or") continue;
      Tokens name = t.subspan(start, i - start);
      if (name.empty())
        return fail(i < t.size() ? t.subspan(i, 1) : t, "expected an accelerator name around 'or'");
      const Accelerator* a = catalogue_.find(join_words(name));
      // `16,384 H100 GPUs`: the trailing noun is not part of the name.
      if (!a && name.size() > 1) {
        const std::string last = lower(name.back().text);
        if (last == "gpus" || last == "gpu" || last == "chips" || last == "accelerators")
          a = catalogue_.find(join_words(name.first(name.size() - 1)));
      }
      if (!a) {
        const std::string n = join_words(name);
        return fail(name,
                    fmt::format("unknown hardware '{}'{} (claimcheck hardware lists the catalogue)",
                                n, did_you_mean(n, catalogue_.spellings())));
      }
      ids.push_back(a->id);
      start = i + 1;
    }
    if (ids.size() > 1 && kind_ != RecordKind::plan)
      return fail(t, "several hardware options ('on H100 or B200') are only for plan records");
    std::vector<Fact> facts;
    Fact h = make("hardware", all);
    h.hardware = ids;
    facts.push_back(std::move(h));
    if (count) {
      if (!plain(*count)) return fail(*count, "a GPU count is a plain number");
      facts.push_back(quantity_fact("gpus", all, *count, 1, D(B::gpu)));
    }
    return facts;
  }

  static bool plain(const Token& q) {
    return q.kind == Token::Kind::quantity && q.currency.empty() && !q.percent;
  }

  /// `$3.50 per 1M output tokens`, `$2/GPU-hour`, `$0.09/GB`, or a bare cost.
  Match money(Tokens all, const Token& m, Tokens rest, const std::string& expected) {
    if (m.percent) return fail(m, "a price cannot be a percentage");
    if (rest.empty()) {
      if (!expected.empty() && expected != "cost")
        return fail(all, fmt::format("{} needs what the price is per", expected));
      return std::vector<Fact>{quantity_fact("cost", all, m, 1, D(B::usd))};
    }
    // Pieces after the amount: `per`, `/`, a count (1M), words.
    struct Piece {
      std::string text;
      double count = 0;
      const Token* token;
    };
    std::vector<Piece> pieces;
    for (const auto& t : rest) {
      if (t.kind == Token::Kind::quantity) {
        if (!plain(t) || t.range || t.bounded)
          return fail(t, "expected a count such as 1M after 'per'");
        pieces.push_back({"", t.value.lo, &t});
      } else if (t.kind == Token::Kind::word) {
        std::string w = t.text;
        if (w[0] == '/') {
          pieces.push_back({"/", 0, &t});
          w.erase(0, 1);
          if (w.empty()) continue;
        }
        if (w == "M" || w == "1M")
          pieces.push_back({"", 1e6, &t});
        else if (w == "K" || w == "1K")
          pieces.push_back({"", 1e3, &t});
        else if (lower(w) == "million")
          pieces.push_back({"", 1e6, &t});
        else if (lower(w) == "thousand")
          pieces.push_back({"", 1e3, &t});
        else
          pieces.push_back({w, 0, &t});
      } else {
        return fail(t, "unexpected text in a price");
      }
    }
    if (pieces.empty() || (pieces[0].text != "/" && lower(pieces[0].text) != "per"))
      return fail(rest, "a price says what it is per: cost $5M, $2/GPU-hour, $0.50 per 1M tokens");
    std::size_t i = 1;
    double count = 0;
    if (i < pieces.size() && pieces[i].text.empty()) count = pieces[i++].count;
    std::string unit;
    for (std::size_t k = i; k < pieces.size(); ++k)
      unit += (unit.empty() ? "" : " ") + pieces[k].text;
    const std::string l = lower(unit);
    Tokens unit_tokens = rest.last(1);
    auto price = [&](const std::string& field, double per, Dimension dim) {
      Fact f = quantity_fact(field, all, m, 1.0 / per, dim);
      return f;
    };
    const Dimension per_token = D(B::usd) / D(B::token);
    std::string direction;
    std::string noun = l;
    for (const std::string d : {"input ", "prompt ", "output ", "completion "}) {
      if (l.rfind(d, 0) == 0) {
        direction = d == "input " || d == "prompt " ? "price_input" : "price_output";
        noun = l.substr(d.size());
      }
    }
    if ((noun == "tokens" || noun == "token" || (noun.empty() && direction.empty() && count > 0))) {
      const double per = count > 0 ? count : 1;
      if (!expected.empty() && expected != "price")
        return fail(all, fmt::format("{} is not a price per token", expected));
      std::vector<Fact> facts;
      if (direction.empty() || direction == "price_input")
        facts.push_back(price("price_input", per, per_token));
      if (direction.empty() || direction == "price_output")
        facts.push_back(price("price_output", per, per_token));
      return facts;
    }
    if (count > 0)
      return fail(unit_tokens, fmt::format("unknown price unit '{}': per 1M tokens?", unit));
    const Dimension per_gpu_second = D(B::usd) / D(B::gpu) / D(B::s);
    for (const std::string g :
         {"gpu-hour", "gpu hour", "gpu-hours", "gpu-h", "chip-hour", "chip-hours", "gpu"})
      if (l == g) return std::vector<Fact>{price("gpu_price", 3600, per_gpu_second)};
    for (const std::string suffix : {"-hour", " hour", "-hours"}) {
      if (ends_with(l, suffix))
        if (const Accelerator* a = catalogue_.find(unit.substr(0, unit.size() - suffix.size()))) {
          std::vector<Fact> facts{price("gpu_price", 3600, per_gpu_second)};
          Fact h = make("hardware", all);
          h.hardware = {a->id};
          facts.push_back(std::move(h));
          return facts;
        }
    }
    if (auto u = find_unit(unit); u && u->dim == D(B::byte))
      return std::vector<Fact>{price("egress_price", u->factor, D(B::usd) / D(B::byte))};
    std::vector<std::string> known = {"GPU-hour",         "1M tokens", "1M input tokens",
                                      "1M output tokens", "GB",        "TB"};
    return fail(unit_tokens.empty() ? rest : rest.subspan(rest.size() - 1),
                fmt::format("unknown price unit '{}'{}", unit, did_you_mean(unit, known)));
  }

  Match text_fact(const std::string& field, Tokens all, Tokens rest) {
    if (rest.size() != 1 || rest[0].kind != Token::Kind::string)
      return fail(rest.empty() ? all : rest,
                  fmt::format("{} is followed by a quoted string: {} \"...\"", field, field));
    Fact f = make(field, all);
    f.text = rest[0].text;
    return std::vector<Fact>{f};
  }

  Match date_fact(Tokens all, Tokens rest) {
    if (rest.size() != 1 || rest[0].kind != Token::Kind::date)
      return fail(rest.empty() ? all : rest, "date is followed by YYYY-MM or YYYY-MM-DD");
    const std::string& d = rest[0].text;
    const int month = std::stoi(d.substr(5, 2));
    const int day = d.size() > 7 ? std::stoi(d.substr(8, 2)) : 1;
    if (month < 1 || month > 12 || day < 1 || day > 31)
      return fail(rest, fmt::format("'{}' is not a date", d));
    Fact f = make("date", all);
    f.text = d;
    return std::vector<Fact>{f};
  }

  Match precision_fact(const std::string& field, Tokens all, Tokens rest) {
    if (rest.size() != 1 || rest[0].kind != Token::Kind::word)
      return fail(rest.empty() ? all : rest,
                  "expected a precision (bf16, fp16, fp8, fp4, tf32, fp32)");
    static const std::vector<std::string> precisions = {"bf16", "fp16", "fp8",
                                                        "fp4",  "tf32", "fp32"};
    const std::string p = lower(rest[0].text);
    if (std::find(precisions.begin(), precisions.end(), p) == precisions.end())
      return fail(
          rest, fmt::format("unknown precision '{}'{}", rest[0].text, did_you_mean(p, precisions)));
    Fact f = make(field, all);
    f.text = p;
    return std::vector<Fact>{f};
  }

  /// A single plain number (`PUE 1.1`, `reads 3`, `MFU 0.38`).
  Match number_fact(const std::string& field, Tokens all, Tokens rest, bool percent_ok) {
    if (rest.size() != 1 || rest[0].kind != Token::Kind::quantity)
      return fail(rest.empty() ? all : rest, fmt::format("{} is followed by a number", field));
    const Token& q = rest[0];
    if (!q.currency.empty()) return fail(q, fmt::format("{} is not an amount of money", field));
    if (q.percent && !percent_ok)
      return fail(q, fmt::format("{} is a plain number, not a percentage", field));
    if (field == "mfu" && !q.percent && q.value.hi > 1)
      return fail(q, "write MFU as a percentage (MFU 38%) or a fraction (MFU 0.38)");
    return std::vector<Fact>{quantity_fact(field, all, q, 1, Dimension{})};
  }

  Match keyword_then_quantity(const std::string& field, Tokens all, Tokens rest) {
    if (rest.empty() || rest[0].kind != Token::Kind::quantity)
      return fail(rest.empty() ? all : rest,
                  fmt::format("{} is followed by a figure with its unit", all[0].text));
    if (!rest[0].currency.empty()) return money(all, rest[0], rest.subspan(1), field);
    return quantity_with_unit(all, rest.subspan(1), rest[0], field);
  }

  Match fact(Tokens t) {
    for (const auto& x : t)
      if (x.bad) return std::vector<Fact>{};  // reported by the lexer
    const Token& first = t[0];
    Tokens rest = t.subspan(1);
    if (first.kind == Token::Kind::quantity) {
      if (!first.currency.empty()) return money(t, first, rest, "");
      if (!rest.empty() && (rest[0].kind == Token::Kind::times ||
                            (rest[0].kind == Token::Kind::word && lower(rest[0].text) == "x")))
        return hardware(t, t);
      if (first.percent && rest.size() == 1 && lower(rest[0].text) == "mfu")
        return std::vector<Fact>{quantity_fact("mfu", t, first, 1, Dimension{})};
      return quantity_with_unit(t, rest, first, "");
    }
    if (first.kind == Token::Kind::string)
      return fail(first, "a quoted string follows source or scope: source \"...\"");
    if (first.kind != Token::Kind::word) return fail(first, "expected a fact");
    const std::string w = lower(first.text);
    if (w == "source" || w == "scope") return text_fact(w, t, rest);
    if (w == "date") return date_fact(t, rest);
    if (w == "mfu") return number_fact("mfu", t, rest, true);
    if (w == "pue") return number_fact("pue", t, rest, false);
    if (w == "reads") return number_fact("epochs", t, rest, false);
    if (w == "precision") return precision_fact("precision", t, rest);
    if (w == "compute") return keyword_then_quantity("compute", t, rest);
    if (w == "cost") return keyword_then_quantity("cost", t, rest);
    if (w == "energy") return keyword_then_quantity("energy", t, rest);
    if (w == "emissions") return keyword_then_quantity("emissions", t, rest);
    if (w == "dataset") return keyword_then_quantity("dataset_size", t, rest);
    if (w == "egress") return keyword_then_quantity("egress_price", t, rest);
    if (w == "serves") return keyword_then_quantity("served_tokens", t, rest);
    if (w == "throughput") return keyword_then_quantity("throughput", t, rest);
    if (w == "wall-clock" || w == "for") return keyword_then_quantity("duration", t, rest);
    if (w == "peak") return peak(t, rest);
    if (w == "in") {
      if (rest.size() == 1 && rest[0].kind == Token::Kind::word)
        return precision_fact("precision", t, rest);
      return keyword_then_quantity("duration", t, rest);
    }
    if (w == "on") {
      if (rest.size() >= 2 && rest[0].kind == Token::Kind::quantity) {
        auto q = quantity_with_unit(t, rest.subspan(1), rest[0], "");
        if (auto* f = std::get_if<std::vector<Fact>>(&q); f && f->front().field != "gpus") return q;
      }
      return hardware(t, rest);
    }
    if (w == "at") {
      if (!rest.empty() && rest[0].kind == Token::Kind::quantity && !rest[0].currency.empty())
        return money(t, rest[0], rest.subspan(1), "gpu_price");
      if (rest.size() == 2 && rest[0].kind == Token::Kind::quantity && rest[0].percent &&
          lower(rest[1].text) == "mfu")
        return std::vector<Fact>{quantity_fact("mfu", t, rest[0], 1, Dimension{})};
      return fail(t, "'at' is followed by a price per GPU-hour ($2/GPU-hour) or an MFU (38% MFU)");
    }
    if (w == "trained" || w == "training") {
      if (!rest.empty() && is_joiner(rest[0])) {
        // The facts keep the whole text as written, `trained` included.
        Match m = fact(rest);
        if (auto* facts = std::get_if<std::vector<Fact>>(&m))
          for (auto& f : *facts) {
            f.where = text_.span(t.front().begin, t.back().end);
            f.written = written(t.front().begin, t.back().end);
          }
        return m;
      }
      return fail(t, "expected 'trained on 15T tokens' or 'trained for 54 days'");
    }
    if ((w == "activation" || w == "gradient") && rest.size() == 1) {
      const std::string r = lower(rest[0].text);
      if (r == "checkpointing" || r == "recomputation" || r == "recompute") return flag(t);
    }
    if ((w == "recompute" || w == "recomputation") && rest.empty()) return flag(t);
    std::vector<std::string> words = keyword_names();
    return fail(first,
                fmt::format("unknown fact '{}'{}", first.text, did_you_mean(first.text, words)));
  }

  Match flag(Tokens t) {
    Fact f = make("recompute", t);
    f.text = "yes";
    return std::vector<Fact>{f};
  }

  /// `peak 989 TFLOPS`, `peak 1979 TFLOP/s bf16`.
  Match peak(Tokens t, Tokens rest) {
    std::string precision;
    if (rest.size() >= 3 && rest.back().kind == Token::Kind::word) {
      const std::string p = lower(rest.back().text);
      for (const auto& name : precision_names())
        if (p == name) precision = p;
      if (!precision.empty()) rest = rest.first(rest.size() - 1);
    }
    Match m = keyword_then_quantity("claimed_peak", t, rest);
    if (auto* f = std::get_if<std::vector<Fact>>(&m)) {
      // A peak is per accelerator.
      f->front().value.dim = D(B::flop) / D(B::s) / D(B::gpu);
      if (!precision.empty()) {
        Fact p = make("claimed_peak_precision", t);
        p.text = precision;
        f->push_back(p);
      }
    }
    return m;
  }

  const RecordText& text_;
  const Catalogue& catalogue_;
  RecordKind kind_;
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

const std::vector<std::string>& verdict_names() {
  static const std::vector<std::string> v = {
      "ok", "note", "warning", "subsidised", "implausible", "impossible", "not-applicable"};
  return v;
}

bool interpret_record(const RecordSyntax& syntax, const RecordText& text,
                      const Catalogue& catalogue, Record& out,
                      std::vector<Diagnostic>& diagnostics) {
  const std::size_t before = diagnostics.size();
  auto report = [&](std::size_t begin, std::size_t end, std::string message) {
    Diagnostic d;
    d.where = text.span(begin, end);
    d.message = std::move(message);
    diagnostics.push_back(std::move(d));
  };
  out = Record{};
  out.file = text.file;
  out.line = text.line_numbers.front();
  out.name = syntax.name;
  const auto& kinds = record_kind_names();
  const auto kind_it = std::find(kinds.begin(), kinds.end(), syntax.kind);
  if (kind_it == kinds.end()) {
    report(
        syntax.kind_begin, syntax.kind_end,
        fmt::format("unknown record kind '{}'{}", syntax.kind, did_you_mean(syntax.kind, kinds)) +
            (closest(syntax.kind, kinds) ? ""
                                         : " (a record starts with model, api, service or plan)"));
    return false;
  }
  out.kind = static_cast<RecordKind>(kind_it - kinds.begin());
  if (out.name.empty()) {
    report(syntax.name_begin, syntax.name_end, "a record's name cannot be empty");
    return false;
  }

  Interpreter interpreter(text, catalogue, out.kind);
  for (const auto& item : syntax.items) {
    if (item.empty()) continue;
    Match m = interpreter.item(item);
    if (auto* f = std::get_if<Failure>(&m)) {
      report(f->begin, f->end, f->message);
      continue;
    }
    for (auto& fact : std::get<std::vector<Fact>>(m)) {
      auto previous = std::find_if(out.facts.begin(), out.facts.end(), [&](const Fact& e) {
        return e.field == fact.field && !e.narrowed;
      });
      if (previous == out.facts.end()) {
        out.facts.push_back(std::move(fact));
        continue;
      }
      if (same_value(*previous, fact)) {
        out.facts.push_back(std::move(fact));  // kept, so parse shows how it was read
        continue;
      }
      if (fact.field == "hardware" && previous->hardware.size() == 1 && fact.hardware.size() == 1) {
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
      d.message = fmt::format("{} is given twice with different values", fact.field);
      d.notes.push_back({previous->where, "first given here"});
      diagnostics.push_back(std::move(d));
    }
  }
  for (const auto& e : syntax.expectations) {
    const auto& verdicts = verdict_names();
    if (std::find(verdicts.begin(), verdicts.end(), e.verdict) == verdicts.end()) {
      report(e.verdict_begin, e.verdict_end,
             fmt::format("unknown verdict '{}'{}", e.verdict, did_you_mean(e.verdict, verdicts)));
      continue;
    }
    if (e.at_most && e.verdict == "not-applicable") {
      report(e.verdict_begin, e.verdict_end,
             "'at-most' takes a level (ok ... impossible), not not-applicable");
      continue;
    }
    out.expectations.push_back({e.verdict, e.at_most, e.rule, text.span(e.begin, e.end)});
  }
  return diagnostics.size() == before;
}

}  // namespace claimcheck
