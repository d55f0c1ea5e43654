// Price tables as input (import/price_tables.h).
#include "import/price_tables.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <deque>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>

#include "quantity/numbers.h"
#include "text/ascii.h"
#include "vocab/precision.h"

namespace claimcheck {
namespace {

using Json = nlohmann::json;

// --- where the reader stands ---------------------------------------------------

/// Passes a stream's bytes on one at a time, keeping the line and column it
/// has reached and the text of the last lines, for diagnostics.
class CountingBuf : public std::streambuf {
 public:
  explicit CountingBuf(std::streambuf* source) : source_(source) {}

  int line() const { return line_; }
  std::size_t column_byte() const { return current_.size(); }
  /// The text of line `n`: whole where it has ended, else as far as read.
  std::string text_of(int n) const {
    if (n == line_) return current_;
    for (const auto& [number, text] : done_)
      if (number == n) return text;
    return std::string();
  }
  /// The rest of the current line, read on (for a diagnostic at the end).
  void finish_line() {
    for (int c = source_->sbumpc();
         c != traits_type::eof() && c != '\n' && current_.size() < kLongestLine;
         c = source_->sbumpc())
      current_ += static_cast<char>(c);
  }

 protected:
  int_type underflow() override { return source_->sgetc(); }
  int_type uflow() override {
    const int_type c = source_->sbumpc();
    if (c == traits_type::eof()) return c;
    if (c == '\n') {
      done_.emplace_back(line_, std::move(current_));
      if (done_.size() > kLinesKept) done_.pop_front();
      current_.clear();
      ++line_;
    } else if (current_.size() < kLongestLine) {
      current_ += static_cast<char>(c);
    }
    return c;
  }

 private:
  static constexpr std::size_t kLinesKept = 256;
  static constexpr std::size_t kLongestLine = 4096;  ///< of a line, what a diagnostic shows
  std::streambuf* source_;
  int line_ = 1;
  std::string current_;
  std::deque<std::pair<int, std::string>> done_;
};

/// A place in the table: a line and the bytes of a span on it.
struct Place {
  int line = 0;
  std::size_t begin = 0, end = 0;
};

// --- the tables' records, one at a time ----------------------------------------

/// One record of a table, as read: its JSON, its key (LiteLLM's) or
/// context (genai-prices' provider), and where its members' keys stand.
struct Entry {
  Json json;
  std::string key;
  std::string provider_id, provider_name;
  Place at;                              ///< its key, or its opening brace
  std::map<std::string, Place> members;  ///< `input_cost_per_token`, `prices.input_mtok`
};

/// nlohmann's SAX events, turned into one Entry at a time: only the entry
/// being read is held, so memory stays flat at any size of table.
class EntryReader : public nlohmann::json_sax<Json> {
 public:
  using Handler = std::function<bool(Entry&)>;
  EntryReader(PriceTable table, CountingBuf& where, Handler handler)
      : table_(table), where_(where), handler_(std::move(handler)) {}

  bool null() override { return value(Json()); }
  bool boolean(bool v) override { return value(Json(v)); }
  bool number_integer(number_integer_t v) override { return value(Json(v)); }
  bool number_unsigned(number_unsigned_t v) override { return value(Json(v)); }
  bool number_float(number_float_t v, const string_t&) override { return value(Json(v)); }
  bool string(string_t& v) override { return value(Json(std::move(v))); }
  bool binary(binary_t&) override { return value(Json()); }
  bool start_object(std::size_t) override { return open(Json::object(), true); }
  bool start_array(std::size_t) override { return open(Json::array(), false); }
  bool end_object() override { return close(); }
  bool end_array() override { return close(); }
  bool key(string_t& k) override {
    Frame& f = frames_.back();
    f.key = k;
    const std::size_t end = where_.column_byte();
    const Place p{where_.line(), end >= k.size() + 2 ? end - k.size() - 2 : 0, end};
    if (building_) {
      // Members of the entry, and one level below (`prices.input_mtok`).
      const std::size_t depth = frames_.size() - entry_depth_;
      if (depth == 1) member_prefix_ = k;
      if (depth == 1 || depth == 2) entry_.members[depth == 1 ? k : member_prefix_ + "." + k] = p;
    } else {
      key_place_ = p;
    }
    return true;
  }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception& e) override {
    std::string message = e.what();
    // `[json.exception.parse_error.101] parse error at line 3, column 5: syntax error ...`
    if (const auto at = message.find("column"); at != std::string::npos)
      if (const auto colon = message.find(": ", at); colon != std::string::npos)
        message = message.substr(colon + 2);
    syntax_error = "malformed JSON: " + message;
    return false;
  }

  std::string syntax_error;  ///< set when the JSON itself is malformed
  bool stopped = false;      ///< the handler stopped the reading

 private:
  struct Frame {
    bool object;
    std::string key;  ///< of the member being read, in an object
    std::size_t index = 0;
  };

  /// Whether a value starting here is an entry: LiteLLM's members of the
  /// root object, genai-prices' root[i].models[j], OpenRouter's data[i].
  bool at_entry() const {
    switch (table_) {
      case PriceTable::litellm:
        return frames_.size() == 1 && frames_[0].object && frames_[0].key != "sample_spec";
      case PriceTable::genai_prices:
        return frames_.size() == 3 && !frames_[0].object && frames_[1].object &&
               frames_[1].key == "models" && !frames_[2].object;
      case PriceTable::openrouter:
        return frames_.size() == 2 && frames_[0].object && frames_[0].key == "data" &&
               !frames_[1].object;
    }
    return false;
  }

  void begin_entry() {
    building_ = true;
    entry_depth_ = frames_.size();
    entry_.json = Json();
    entry_.members.clear();
    entry_.key = frames_.empty() ? std::string() : frames_.back().key;
    entry_.provider_id = provider_id_;
    entry_.provider_name = provider_name_;
    entry_.at = table_ == PriceTable::litellm
                    ? key_place_
                    : Place{where_.line(), where_.column_byte() ? where_.column_byte() - 1 : 0,
                            where_.column_byte()};
  }

  bool finish_entry() {
    building_ = false;
    stack_.clear();
    if (!handler_(entry_)) {
      stopped = true;
      return false;
    }
    return true;
  }

  /// Where a new value goes in the entry being built.
  Json* slot() {
    if (stack_.empty()) return &entry_.json;
    Json& parent = *stack_.back();
    if (parent.is_object()) return &parent[frames_.back().key];
    parent.push_back(Json());
    return &parent.back();
  }

  bool value(Json v) {
    if (!building_ && at_entry()) {
      begin_entry();
      entry_.json = std::move(v);
      return finish_entry();
    }
    if (building_) {
      *slot() = std::move(v);
    } else if (table_ == PriceTable::genai_prices && frames_.size() == 2 && frames_[1].object) {
      // A provider's own members: its id and name, for the entries that follow.
      const Json& j = v;
      if (j.is_string() && frames_[1].key == "id") provider_id_ = j.get<std::string>();
      if (j.is_string() && frames_[1].key == "name") provider_name_ = j.get<std::string>();
    }
    return true;
  }

  bool open(Json empty, bool object) {
    if (!building_ && at_entry()) begin_entry();
    if (building_) {
      Json* s = slot();
      *s = std::move(empty);
      stack_.push_back(s);
    } else if (table_ == PriceTable::genai_prices && frames_.size() == 1 && object) {
      provider_id_.clear();  // a new provider
      provider_name_.clear();
    }
    frames_.push_back({object, std::string()});
    return true;
  }

  bool close() {
    frames_.pop_back();
    if (!building_) return true;
    stack_.pop_back();
    if (frames_.size() == entry_depth_) return finish_entry();
    return true;
  }

  PriceTable table_;
  CountingBuf& where_;
  Handler handler_;
  std::vector<Frame> frames_;
  bool building_ = false;
  std::size_t entry_depth_ = 0;
  std::vector<Json*> stack_;
  Entry entry_;
  Place key_place_;
  std::string member_prefix_;
  std::string provider_id_, provider_name_;
};

// --- offers ----------------------------------------------------------------------

/// One offer, as the claims language will say it. Prices in USD per 1M tokens.
struct Offer {
  std::string name;
  std::string provider;
  std::string model;    ///< the catalogue's id, where the key resolves
  bool closed = false;  ///< the model is closed: no published size
  std::string precision;
  std::optional<double> input, output, cached;
  std::optional<double> batch_input, batch_output;
  std::optional<double> input_above;  ///< the input price above context_above tokens
  double context_above = 0;
  std::string date;
  std::string source;
};

/// `2026-02-01`: the only dates written into a record.
bool is_date(std::string_view d) {
  if (d.size() != 10 || d[4] != '-' || d[7] != '-') return false;
  for (std::size_t i : {0, 1, 2, 3, 5, 6, 8, 9})
    if (d[i] < '0' || d[i] > '9') return false;
  return true;
}

/// A JSON value's type, with its article: `a string`, `an object`.
std::string a_type(const Json& v) {
  const std::string t = v.type_name();
  return (t == "object" || t == "array" ? "an " : "a ") + t;
}

/// A string for a claims file: on one line, `"` and `\` escaped.
std::string claims_string(std::string_view text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += static_cast<unsigned char>(c) < 0x20 ? ' ' : c;
  }
  return out + "\"";
}

/// A price as a plain decimal: at most 12 significant digits, no exponent.
std::string decimal(double v) {
  std::string s = fmt::format("{:.12g}", v);
  if (s.find('e') == std::string::npos) return s;
  s = fmt::format("{:.15f}", v);
  while (!s.empty() && s.back() == '0') s.pop_back();
  if (!s.empty() && s.back() == '.') s.pop_back();
  return s;
}

void write_offer(const Offer& o, std::ostream& out) {
  std::vector<std::string> facts;
  if (!o.model.empty()) {
    const bool plain = std::all_of(o.model.begin(), o.model.end(), [](char c) {
      return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '.' || c == '_';
    });
    facts.push_back("model " + (plain ? o.model : claims_string(o.model)));
  }
  if (!o.precision.empty()) facts.push_back("in " + o.precision);
  if (!o.provider.empty()) facts.push_back("provider " + claims_string(o.provider));
  if (o.input) facts.push_back(fmt::format("${} per 1M input tokens", decimal(*o.input)));
  if (o.output) facts.push_back(fmt::format("${} per 1M output tokens", decimal(*o.output)));
  if (o.cached) facts.push_back(fmt::format("${} per 1M cached input tokens", decimal(*o.cached)));
  if (o.batch_input)
    facts.push_back(fmt::format("${} per 1M batch input tokens", decimal(*o.batch_input)));
  if (o.batch_output)
    facts.push_back(fmt::format("${} per 1M batch output tokens", decimal(*o.batch_output)));
  if (o.input_above)
    facts.push_back(fmt::format("${} per 1M input tokens above {} tokens", decimal(*o.input_above),
                                std::fmod(o.context_above, 1000) == 0
                                    ? decimal(o.context_above / 1000) + "K"
                                    : decimal(o.context_above)));
  if (!o.date.empty()) facts.push_back("date " + o.date);
  facts.push_back("source " + claims_string(o.source));
  out << "api " << claims_string(o.name) << ": " << fmt::format("{}", fmt::join(facts, ",\n    "))
      << "\n\n";
}

/// The precision a key names (`-fp8`, `FP8`, `nvfp4`), or nothing.
std::string precision_in(std::string_view key) {
  // Only the two lowest (fp4, fp8): a key that names bf16 is read as the
  // claim's default.
  const std::string p = claimcheck::precision_in(key);
  return p == kLenientPrecisions[0] || p == kLenientPrecisions[1] ? p : std::string();
}

/// What an import reads an entry with.
class Importer {
 public:
  Importer(PriceTable table, const std::string& name, CountingBuf& where,
           const ModelCatalogue& models, std::ostream& out, ImportSummary& summary,
           std::vector<Diagnostic>& diagnostics)
      : table_(table),
        name_(name),
        where_(where),
        models_(models),
        out_(out),
        summary_(summary),
        diagnostics_(diagnostics) {}

  bool entry(Entry& e) {
    ++summary_.offers;
    switch (table_) {
      case PriceTable::litellm:
        return litellm(e);
      case PriceTable::genai_prices:
        return genai(e);
      case PriceTable::openrouter:
        return openrouter(e);
    }
    return false;
  }

 private:
  bool fail(const Entry& e, const std::string& member, std::string message) {
    auto m = e.members.find(member);
    const Place p = m != e.members.end() ? m->second : e.at;
    // A line kept only in part (past 4096 bytes) shows its caret at the end.
    const std::string text = where_.text_of(p.line);
    Diagnostic d;
    d.where = make_span(name_, p.line, text, std::min(p.begin, text.size()),
                        std::min(p.end, text.size()));
    d.message = std::move(message);
    diagnostics_.push_back(std::move(d));
    return false;
  }

  /// The path of a member for a message: `"together_ai/x".input_cost_per_token`.
  static std::string path(const Entry& e, std::string_view member) {
    std::string of = e.key;
    if (of.empty() && e.json.is_object() && e.json.contains("id") && e.json["id"].is_string())
      of = e.json["id"].get<std::string>();
    return fmt::format("\"{}\".{}", of, member);
  }

  /// A price member: absent, or a finite number at least 0. `text`: a
  /// decimal in a string (OpenRouter's), which is also accepted.
  bool price(const Entry& e, const Json& object, const std::string& member, const std::string& at,
             std::optional<double>& out, bool text = false, Offer* tier_of = nullptr) {
    out.reset();
    if (!object.is_object() || !object.contains(member)) return true;
    const Json& v = object.at(member);
    double x = 0;
    if (v.is_number()) {
      x = v.get<double>();
    } else if (text && v.is_string()) {
      const std::string s = v.get<std::string>();
      const auto [end, ec] = parse_double(s.data(), s.data() + s.size(), x);
      if (ec != std::errc() || end != s.data() + s.size())
        return fail(e, at, fmt::format("{}: a price is a number, not '{}'", path(e, at), s));
    } else if (v.is_object() && v.contains("base")) {
      // Tiered (genai-prices): the base price, below the first tier; a number.
      const Json& base = v.at("base");
      if (!base.is_number())
        return fail(e, at,
                    fmt::format("{}: a tiered price's base is a number, not {}", path(e, at),
                                a_type(base)));
      x = base.get<double>();
      // The first tier of an input price is the price above a context
      // length; any other tier is counted and left out.
      const Json* tiers =
          v.contains("tiers") && v.at("tiers").is_array() ? &v.at("tiers") : nullptr;
      const Json* first = tiers && !tiers->empty() ? &tiers->at(0) : nullptr;
      if (tier_of && first && first->is_object() && first->contains("start") &&
          first->contains("price") && first->at("start").is_number() &&
          first->at("price").is_number() && first->at("start").get<double>() > 0 &&
          first->at("price").get<double>() >= 0) {
        tier_of->input_above = first->at("price").get<double>();
        tier_of->context_above = first->at("start").get<double>();
        if (tiers->size() > 1) ++summary_.skipped["tier above the base price"];
      } else {
        ++summary_.skipped["tier above the base price"];
      }
    } else if (v.is_null()) {
      return true;
    } else {
      return fail(e, at, fmt::format("{}: a price is a number, not {}", path(e, at), a_type(v)));
    }
    if (!std::isfinite(x) || x < 0)
      return fail(e, at,
                  fmt::format("{}: a price cannot be negative or not a number ({})", path(e, at),
                              decimal(x)));
    out = x;
    return true;
  }

  /// The catalogue's model for a name, counting what resolves.
  void resolve(Offer& o, std::initializer_list<std::string_view> names) {
    for (std::string_view n : names) {
      if (n.empty()) continue;
      if (const Model* m = models_.find(n)) {
        o.model = m->id;
        o.closed = m->closed;
        return;
      }
    }
  }

  void emit(const Offer& o) {
    if (!o.input && !o.output) {
      ++summary_.skipped["entry with no token price"];
      return;
    }
    write_offer(o, out_);
    ++summary_.records;
    if (!o.model.empty()) ++summary_.known_models;  // counted as written
    if (o.closed) ++summary_.closed_models;
  }

  /// Prices of kinds the claims language has no field for, counted.
  void count_other_prices(const Json& object) {
    if (!object.is_object()) return;
    for (const auto& [k, v] : object.items()) {
      if (k.find("cost") == std::string::npos && k.find("mtok") == std::string::npos &&
          k.find("kcount") == std::string::npos)
        continue;
      if (k.find("image") != std::string::npos || k.find("pixel") != std::string::npos)
        ++summary_.skipped["image price"];
      else if (k.find("audio") != std::string::npos)
        ++summary_.skipped["audio price"];
      else if (k.find("request") != std::string::npos || k.find("kcount") != std::string::npos ||
               k.find("per_query") != std::string::npos)
        ++summary_.skipped["per-request price"];
      else if (k.find("second") != std::string::npos)
        ++summary_.skipped["per-second price"];
      else if (k.find("creation") != std::string::npos || k.find("write") != std::string::npos)
        ++summary_.skipped["cache-write price"];
      else if (k.find("priority") != std::string::npos || k.find("flex") != std::string::npos)
        ++summary_.skipped["priority or flex price"];
      else if (k.find("_above_") != std::string::npos &&
               k.rfind("input_cost_per_token_above_", 0) != 0)
        ++summary_.skipped["tier of an output or cached price"];
    }
  }

  bool litellm(Entry& e) {
    const Json& j = e.json;
    // A scalar beside the entries (a copy's `"last_updated": "2026-07-24..."`)
    // is about the table, not an offer; a list or null where an entry stands
    // is an error.
    if (j.is_string() || j.is_number() || j.is_boolean()) {
      --summary_.offers;
      ++summary_.skipped["member that is not an entry (" + e.key + ")"];
      return true;
    }
    if (!j.is_object())
      return fail(e, "",
                  fmt::format("\"{}\": an entry is an object of prices, not {}", e.key, a_type(j)));
    const std::string mode =
        j.contains("mode") && j["mode"].is_string() ? j["mode"].get<std::string>() : "";
    if (!mode.empty() && mode != "chat" && mode != "completion" && mode != "responses") {
      std::string kind = mode;
      if (mode.find("image") != std::string::npos) kind = "image";
      if (mode.find("audio") != std::string::npos) kind = "audio";
      ++summary_.skipped[kind + " entry"];
      return true;
    }
    Offer o;
    o.name = e.key;
    if (j.contains("litellm_provider") && j["litellm_provider"].is_string())
      o.provider = j["litellm_provider"].get<std::string>();
    else if (const auto slash = e.key.find('/'); slash != std::string::npos)
      o.provider = e.key.substr(0, slash);
    if (!price(e, j, "input_cost_per_token", "input_cost_per_token", o.input) ||
        !price(e, j, "output_cost_per_token", "output_cost_per_token", o.output) ||
        !price(e, j, "cache_read_input_token_cost", "cache_read_input_token_cost", o.cached) ||
        !price(e, j, "input_cost_per_token_batches", "input_cost_per_token_batches",
               o.batch_input) ||
        !price(e, j, "output_cost_per_token_batches", "output_cost_per_token_batches",
               o.batch_output))
      return false;
    // The input price above a context length: the lowest tier given
    // (`input_cost_per_token_above_128k_tokens`, `..._above_200k_tokens`).
    for (const int k : {128, 200, 272}) {
      const std::string member = fmt::format("input_cost_per_token_above_{}k_tokens", k);
      std::optional<double> above;
      if (!price(e, j, member, member, above)) return false;
      if (above && !o.input_above) {
        o.input_above = *above * 1e6;
        o.context_above = k * 1000.0;
      } else if (above) {
        ++summary_.skipped["second tier of an input price"];
      }
    }
    // Tiers at other lengths, and tiers of tiers (`..._above_272k_tokens_priority`).
    for (const auto& [k, v] : j.items())
      if (k.rfind("input_cost_per_token_above_", 0) == 0 &&
          k != "input_cost_per_token_above_128k_tokens" &&
          k != "input_cost_per_token_above_200k_tokens" &&
          k != "input_cost_per_token_above_272k_tokens" &&
          k.find("priority") == std::string::npos && k.find("flex") == std::string::npos)
        ++summary_.skipped["tier of an input price at another length"];
    for (auto* p : {&o.input, &o.output, &o.cached, &o.batch_input, &o.batch_output})
      if (*p) **p *= 1e6;  // per token, to per 1M tokens
    count_other_prices(j);
    o.precision = precision_in(e.key);
    resolve(o, {e.key});
    o.source =
        fmt::format("LiteLLM model_prices_and_context_window.json, key {}, file {}", e.key, name_);
    emit(o);
    return true;
  }

  bool genai(Entry& e) {
    const Json& j = e.json;
    if (!j.is_object() || !j.contains("id") || !j["id"].is_string())
      return fail(e, "", "a model of genai-prices is an object with an id");
    const std::string id = j["id"].get<std::string>();
    const std::string name =
        j.contains("name") && j["name"].is_string() ? j["name"].get<std::string>() : id;
    const std::string provider = e.provider_name.empty() ? e.provider_id : e.provider_name;
    if (!j.contains("prices")) return fail(e, "", fmt::format("\"{}\": no prices", id));
    const Json& prices = j["prices"];
    // One set of prices, or several, each with its constraint (a start date,
    // hours of the day).
    std::vector<std::pair<const Json*, const Json*>> sets;  // prices, constraint
    if (prices.is_object()) {
      sets.emplace_back(&prices, nullptr);
    } else if (prices.is_array()) {
      for (const Json& c : prices) {
        if (!c.is_object() || !c.contains("prices") || !c["prices"].is_object())
          return fail(e, "prices",
                      fmt::format("\"{}\".prices: each set is an object with prices", id));
        sets.emplace_back(&c["prices"], c.contains("constraint") ? &c["constraint"] : nullptr);
      }
    } else {
      return fail(e, "prices",
                  fmt::format("\"{}\".prices: an object or a list, not {}", id, a_type(prices)));
    }
    for (const auto& [set, constraint] : sets) {
      Offer o;
      o.name = fmt::format("{}: {}", provider, name);
      o.provider = provider;
      if (!price(e, *set, "input_mtok", "prices.input_mtok", o.input, false, &o) ||
          !price(e, *set, "output_mtok", "prices.output_mtok", o.output) ||
          !price(e, *set, "cache_read_mtok", "prices.cache_read_mtok", o.cached))
        return false;
      count_other_prices(*set);
      if (constraint && constraint->is_object()) {
        const Json& c = *constraint;
        if (c.contains("start_date") && c["start_date"].is_string()) {
          o.date = c["start_date"].get<std::string>();
          if (!is_date(o.date))
            return fail(e, "prices",
                        fmt::format("\"{}\".prices: a start date is YYYY-MM-DD, not {}", id,
                                    nlohmann::json(o.date).dump()));
          o.name += " (from " + o.date + ")";
        }
        if (c.contains("start_time") && c["start_time"].is_string() && c.contains("end_time") &&
            c["end_time"].is_string())
          o.name += fmt::format(" ({}-{})", c["start_time"].get<std::string>(),
                                c["end_time"].get<std::string>());
      }
      o.precision = precision_in(id);
      resolve(o, {id, name});
      o.source = fmt::format("genai-prices data.json, provider {}, model {}, file {}",
                             e.provider_id, id, name_);
      emit(o);
    }
    return true;
  }

  bool openrouter(Entry& e) {
    const Json& j = e.json;
    if (!j.is_object() || !j.contains("id") || !j["id"].is_string())
      return fail(e, "", "a model of the OpenRouter listing is an object with an id");
    const std::string id = j["id"].get<std::string>();
    if (!j.contains("pricing") || !j["pricing"].is_object())
      return fail(e, "", fmt::format("\"{}\": no pricing object", id));
    const Json& pricing = j["pricing"];
    // A router's price depends on the model it routes to: `-1`.
    for (const char* k : {"prompt", "completion"})
      if (pricing.contains(k) && pricing[k].is_string() && pricing[k].get<std::string>() == "-1") {
        ++summary_.skipped["variable price (a router)"];
        return true;
      }
    Offer o;
    o.name = j.contains("name") && j["name"].is_string() ? j["name"].get<std::string>() : id;
    if (const auto slash = id.find('/'); slash != std::string::npos)
      o.provider = id.substr(0, slash);
    if (!price(e, pricing, "prompt", "pricing.prompt", o.input, true) ||
        !price(e, pricing, "completion", "pricing.completion", o.output, true) ||
        !price(e, pricing, "input_cache_read", "pricing.input_cache_read", o.cached, true))
      return false;
    for (auto* p : {&o.input, &o.output, &o.cached})
      if (*p) **p *= 1e6;
    for (const auto& [k, v] : pricing.items()) {
      double x = 0;
      const std::string s = v.is_string() ? v.get<std::string>() : std::string();
      parse_double(s.data(), s.data() + s.size(), x);
      if (x <= 0) continue;
      if (k == "request") ++summary_.skipped["per-request price"];
      if (k == "image") ++summary_.skipped["image price"];
      if (k.find("audio") != std::string::npos) ++summary_.skipped["audio price"];
    }
    // `:free`, `:beta`: a variant of the same model.
    const std::string base = id.substr(0, id.find(':'));
    o.precision = precision_in(id);
    resolve(o, {base, o.name});
    o.source = fmt::format("OpenRouter models listing, id {}, file {}", id, name_);
    emit(o);
    return true;
  }

  PriceTable table_;
  const std::string& name_;
  CountingBuf& where_;
  const ModelCatalogue& models_;
  std::ostream& out_;
  ImportSummary& summary_;
  std::vector<Diagnostic>& diagnostics_;
};

}  // namespace

const std::vector<std::string>& price_table_names() {
  static const std::vector<std::string> names = {"litellm", "genai-prices", "openrouter"};
  return names;
}

bool parse_price_table(std::string_view name, PriceTable& out) {
  if (name == "litellm")
    out = PriceTable::litellm;
  else if (name == "genai-prices")
    out = PriceTable::genai_prices;
  else if (name == "openrouter")
    out = PriceTable::openrouter;
  else
    return false;
  return true;
}

bool import_price_table(PriceTable table, std::istream& in, const std::string& name,
                        const ModelCatalogue& models, std::ostream& out, ImportSummary& summary,
                        std::vector<Diagnostic>& diagnostics) {
  const std::size_t before = diagnostics.size();
  CountingBuf where(in.rdbuf());
  std::istream counted(&where);
  Importer importer(table, name, where, models, out, summary, diagnostics);
  EntryReader reader(table, where, [&](Entry& e) { return importer.entry(e); });
  const bool ok = Json::sax_parse(counted, &reader, nlohmann::json::input_format_t::json, true);
  if (!reader.syntax_error.empty()) {
    const std::size_t at = where.column_byte();
    where.finish_line();
    Diagnostic d;
    const std::string text = where.text_of(where.line());
    const std::size_t col = std::min(at, text.size());
    d.where = make_span(name, where.line(), text, col ? col - 1 : 0, col);
    d.message = reader.syntax_error;
    diagnostics.push_back(std::move(d));
    return false;
  }
  if (!ok || diagnostics.size() != before) return false;
  if (summary.offers == 0) {
    Diagnostic d;
    d.where = make_span(name, where.line(), where.text_of(where.line()), 0, 0);
    d.message = fmt::format("no offers found: is this a {} table?",
                            price_table_names()[static_cast<std::size_t>(table)]);
    diagnostics.push_back(std::move(d));
    return false;
  }
  return true;
}

}  // namespace claimcheck
