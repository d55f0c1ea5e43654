// Prices: `$3.50 per 1M output tokens`, `$2/GPU-hour`, `$0.09/GB`, a bare cost.
#include "claims/prices.h"

#include <fmt/format.h>

#include "claims/unit_phrases.h"
#include "quantity/units.h"
#include "text/spelling.h"
#include "vocab/scale_words.h"

namespace claimcheck {

using B = BaseDim;

namespace {

/// A discounted tier's price: `batch input tokens`, `off-peak output tokens`.
enum class Tier { standard, batch, offpeak };

/// What a price's tokens are, by the role words around the noun (the table
/// of wordings' `[price-roles]`): `cached input tokens`, `cache-read
/// tokens`, `batch output tokens`, `tokens cache write`.
struct TokenRoles {
  std::string noun;  ///< what is left: `tokens`
  bool cached = false;
  bool cache_write = false;
  Tier tier = Tier::standard;
  std::optional<Field> direction;  ///< price_input or price_output
};

TokenRoles roles_of(const std::string& lower_unit, const Wordings& wordings) {
  TokenRoles r;
  r.noun = lower_unit;
  auto take = [&r](const std::string& role) {
    if (role == "cached") r.cached = true;
    if (role == "cache-write") r.cache_write = true;
    if (role == "batch") r.tier = Tier::batch;
    if (role == "off-peak") r.tier = Tier::offpeak;
    if (role == "input") r.direction = Field::price_input;
    if (role == "output") r.direction = Field::price_output;
  };
  // Each role word once, before the noun or after it.
  for (bool again = true; again;) {
    again = false;
    for (const PhraseWording& p : wordings.phrases("price-roles")) {
      const std::string& s = p.spelling;
      if (r.noun == s) {  // `$0.10/1M input`: the role alone, the noun left out
        r.noun.clear();
      } else if (r.noun.size() > s.size() + 1 && r.noun.compare(0, s.size(), s) == 0 &&
                 r.noun[s.size()] == ' ') {
        r.noun.erase(0, s.size() + 1);
      } else if (r.noun.size() > s.size() + 1 &&
                 r.noun.compare(r.noun.size() - s.size(), s.size(), s) == 0 &&
                 r.noun[r.noun.size() - s.size() - 1] == ' ') {
        r.noun.resize(r.noun.size() - s.size() - 1);
      } else {
        continue;
      }
      take(p.means);
      again = true;
      break;
    }
  }
  return r;
}

/// What a price is per, in pieces: `per`, `/`, a count (1M), words.
struct Piece {
  std::string text;
  double count = 0;
  const Token* token;
};

/// The pieces of the tokens after a price's amount, or where they go wrong.
std::variant<std::vector<Piece>, Failure> price_pieces(const FactBuilder& b, Tokens rest) {
  std::vector<Piece> pieces;
  for (const auto& t : rest) {
    if (t.kind == Token::Kind::quantity) {
      if (!plain(t) || t.range || t.bounded)
        return b.fail(t, "expected a count such as 1M after 'per'");
      pieces.push_back({"", t.value.lo, &t});
    } else if (t.kind == Token::Kind::word) {
      std::string w = t.text;
      if (w[0] == '/') {
        pieces.push_back({"/", 0, &t});
        w.erase(0, 1);
        if (w.empty()) continue;
      }
      // `MTok`, a million tokens (Anthropic's and OpenAI's price pages).
      if (lower(w) == "mtok") {
        pieces.push_back({"", 1e6, &t});
        pieces.push_back({"tokens", 0, &t});
        continue;
      }
      // A scale (`per M`, `per million`) or one of it (`/1M`): a count.
      const std::string_view scale =
          w.size() > 1 && w[0] == '1' ? std::string_view(w).substr(1) : std::string_view(w);
      if (const auto factor = scale_word_factor(scale))
        pieces.push_back({"", *factor, &t});
      else
        pieces.push_back({w, 0, &t});
    } else {
      return b.fail(t, "unexpected text in a price");
    }
  }
  return pieces;
}

/// A price per token: its role (input, output, cached, a tier ...) and the
/// count it is per; nothing when the unit is not a count of tokens.
std::optional<Match> token_price(const FactBuilder& b, const Wordings& wordings, Tokens all,
                                 const Token& m, const std::string& l, const std::string& unit,
                                 double count, const Token* above, const Token* above_word,
                                 Tokens unit_tokens, std::optional<Field> expected) {
  auto price = [&](Field field, double per) { return b.quantity_fact(field, all, m, 1.0 / per); };
  const TokenRoles roles = roles_of(l, wordings);
  const std::string& noun = roles.noun;
  const bool cached = roles.cached;
  const Tier tier = roles.tier;
  const std::optional<Field> direction = roles.direction;
  // `tokens`, or the noun left out after a count (`$0.10/1M input`).
  const bool tokens = noun == "tokens" || noun == "token" || (noun.empty() && count > 0);
  if (roles.cache_write) {
    if (cached || tier != Tier::standard || direction == Field::price_output || above || !tokens)
      return b.fail(unit_tokens,
                    "a cache-write price is per input token: per 1M cache-write "
                    "tokens");
    if (expected)
      return b.fail(all, fmt::format("{} is not a price per token", field_name(*expected)));
    return facts_of(price(Field::price_cache_write, count > 0 ? count : 1));
  }
  if (above && cached)
    return b.fail(*above_word, "a tier is for input tokens: per 1M input tokens above 200K tokens");
  if (cached && tier != Tier::standard)
    return b.fail(unit_tokens, "a cached price has no batch or off-peak tier of its own here");
  if (cached) {
    if (direction == Field::price_output)
      return b.fail(unit_tokens, "a cached price is for input tokens: per 1M cached input tokens");
    if (!tokens)
      return b.fail(unit_tokens,
                    fmt::format("unknown price unit '{}': per 1M cached input tokens?", unit));
    if (expected)
      return b.fail(all, fmt::format("{} is not a price per token", field_name(*expected)));
    return facts_of(price(Field::price_cached_input, count > 0 ? count : 1));
  }
  if (above && (tier != Tier::standard || direction != Field::price_input || !tokens))
    return b.fail(*above_word, "a tier is for input tokens: per 1M input tokens above 200K tokens");
  if (above) {
    if (expected)
      return b.fail(all, fmt::format("{} is not a price per token", field_name(*expected)));
    std::vector<Fact> facts = facts_of(price(Field::price_input_above, count > 0 ? count : 1));
    facts.push_back(b.quantity_fact(Field::context_above, all, *above, 1));
    return facts;
  }
  if (tokens) {
    const double per = count > 0 ? count : 1;
    if (expected)
      return b.fail(all, fmt::format("{} is not a price per token", field_name(*expected)));
    const Field input = tier == Tier::batch     ? Field::price_batch_input
                        : tier == Tier::offpeak ? Field::price_offpeak_input
                                                : Field::price_input;
    const Field output = tier == Tier::batch     ? Field::price_batch_output
                         : tier == Tier::offpeak ? Field::price_offpeak_output
                                                 : Field::price_output;
    std::vector<Fact> facts = fact_vector();
    if (!direction || direction == Field::price_input) facts.push_back(price(input, per));
    if (!direction || direction == Field::price_output) facts.push_back(price(output, per));
    return facts;
  }
  return std::nullopt;
}

}  // namespace

Match read_price(const FactBuilder& b, const Catalogue& catalogue, Tokens all, const Token& m,
                 Tokens rest, std::optional<Field> expected, bool per_option) {
  if (m.percent) return b.fail(m, "a price cannot be a percentage");
  if (rest.empty()) {
    if (expected && *expected != Field::cost)
      return b.fail(all, fmt::format("{} needs what the price is per", field_name(*expected)));
    return facts_of(b.quantity_fact(Field::cost, all, m, 1));
  }
  auto read = price_pieces(b, rest);
  if (auto* f = std::get_if<Failure>(&read)) return *f;
  auto& pieces = std::get<std::vector<Piece>>(read);
  // `$1.25 input per 1M tokens`: a role before `per`, read as if after it.
  if (pieces.size() > 2 && (pieces[1].text == "/" || lower(pieces[1].text) == "per")) {
    const std::vector<std::string> first = {lower(pieces[0].text)};
    if (const PhraseWording* role = catalogue.wordings().phrase_at("price-roles", first, 0)) {
      Piece moved = pieces[0];
      moved.text = role->spelling;
      pieces.erase(pieces.begin());
      // After the count, before the noun: `per 1M input tokens`.
      const std::size_t at = pieces.size() > 1 && pieces[1].text.empty() ? 2 : 1;
      pieces.insert(pieces.begin() + static_cast<long>(at), moved);
    }
  }
  if (pieces.empty() || (pieces[0].text != "/" && lower(pieces[0].text) != "per"))
    return b.fail(rest, "a price says what it is per: cost $5M, $2/GPU-hour, $0.50 per 1M tokens");
  // A tier: `$2.50 per 1M input tokens above 200K tokens`, the price of an
  // input token of a prompt longer than that.
  const Token* above = nullptr;
  const Token* above_word = nullptr;
  for (std::size_t k = 1; k < pieces.size(); ++k) {
    if (lower(pieces[k].text) != "above") continue;
    const bool tokens =
        k + 3 == pieces.size() && pieces[k + 1].text.empty() && pieces[k + 1].count > 0 &&
        pieces[k + 1].token->kind == Token::Kind::quantity &&
        (lower(pieces[k + 2].text) == "tokens" || lower(pieces[k + 2].text) == "token");
    if (!tokens)
      return b.fail(*pieces[k].token,
                    "a tier says where it starts: per 1M input tokens above 200K tokens");
    above = pieces[k + 1].token;
    above_word = pieces[k].token;
    pieces.resize(k);
    break;
  }
  std::size_t i = 1;
  double count = 0;
  if (i < pieces.size() && pieces[i].text.empty()) count = pieces[i++].count;
  std::string unit;
  for (std::size_t k = i; k < pieces.size(); ++k)
    unit += (unit.empty() ? "" : " ") + pieces[k].text;
  const std::string l = lower(unit);
  Tokens unit_tokens = rest.last(1);
  auto price = [&](Field field, double per) { return b.quantity_fact(field, all, m, 1.0 / per); };
  if (auto per_token = token_price(b, catalogue.wordings(), all, m, l, unit, count, above,
                                   above_word, unit_tokens, expected))
    return *per_token;
  if (count > 0)
    return b.fail(unit_tokens, fmt::format("unknown price unit '{}': per 1M tokens?", unit));
  // Per GPU-hour, as GPU-hours are written (`GPU-hour`, `chip-hour`,
  // `H800-hour`, which names the accelerator too); `$2/GPU` means the same.
  if (l == "gpu") return facts_of(price(Field::gpu_price, 3600));
  if (const auto per = resolve_unit_phrase(unit, catalogue);
      per && per->field == Field::gpu_hours) {
    std::vector<Fact> facts = facts_of(price(Field::gpu_price, per->factor));
    if (!per->hardware.empty() && per_option)
      facts.back().hardware = {per->hardware};  // the price of that option alone
    else if (!per->hardware.empty())
      facts.push_back(b.hardware_fact(all, per->hardware));
    return facts;
  }
  if (auto u = find_unit(unit); u && u->dim == D(B::byte))
    return facts_of(price(Field::egress_price, u->factor));
  // `$2/hour`: time alone is no price; a GPU-hour is.
  if (const auto u = find_unit(unit); u && u->dim == D(B::s) && u->factor == 3600)
    return b.fail(unit_tokens.empty() ? rest : rest.subspan(rest.size() - 1),
                  fmt::format("unknown price unit '{}': per GPU-hour? (write /GPU-hour, or "
                              "/H100-hour to name the accelerator too)",
                              unit));
  std::vector<std::string> known = {"GPU-hour",         "1M tokens", "1M input tokens",
                                    "1M output tokens", "GB",        "TB"};
  return b.fail(unit_tokens.empty() ? rest : rest.subspan(rest.size() - 1),
                fmt::format("unknown price unit '{}'{}", unit, did_you_mean(unit, known)));
}

}  // namespace claimcheck
