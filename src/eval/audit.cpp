// The auditor's view (eval/audit.h).
#include "eval/audit.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "quantity/format.h"
#include "vocab/verdict.h"

namespace claimcheck {
namespace {

const char* const kFlagOrder[] = {"below-certain-floor", "below-realistic-floor",
                                  "input-below-prefill", "outlier-high", "outlier-low"};

std::optional<Quantity> key_of(const Finding& f, std::string_view name) {
  for (const auto& [key, q] : f.keys)
    if (key == name) return q;
  return std::nullopt;
}

double middle(const Quantity& q) {
  return (q.lo() + q.hi()) / 2;
}

double median_of(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/// The median of `v` as an outlier test takes it: of an even count, the
/// middle value nearer `own`.
double median_near(std::vector<double> v, double own) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  if (n % 2) return v[n / 2];
  const double a = v[n / 2 - 1], b = v[n / 2];
  return std::fabs(a - own) <= std::fabs(b - own) ? a : b;
}

/// Certainly below: every value of the price under every value of the floor.
bool below(const std::optional<Quantity>& price, const std::optional<Quantity>& floor) {
  return price && floor && price->hi() < floor->lo();
}

void sort_flags(std::vector<std::string>& flags) {
  auto rank = [](const std::string& f) {
    return std::find(std::begin(kFlagOrder), std::end(kFlagOrder), f) - std::begin(kFlagOrder);
  };
  std::stable_sort(flags.begin(), flags.end(),
            [&](const std::string& a, const std::string& b) { return rank(a) < rank(b); });
}

/// The group of an offer: its catalogue model, else its stated sizes, else
/// kNoSizeGroup.
std::string group_of(const Record& r, const ModelCatalogue* models, bool& catalogue) {
  catalogue = true;
  if (r.model) return r.model->id;
  if (const Fact* named = r.find(Field::model); named && models)
    if (const Model* m = models->find(named->text)) return m->id;
  catalogue = false;
  const Fact* total = r.find(Field::params);
  const Fact* active = r.find(Field::active_params);
  if (total && active)
    return fmt::format("{}, {} active", format_quantity(total->value),
                       format_quantity(active->value));
  if (total) return format_quantity(total->value);
  if (active) return format_quantity(active->value) + " active";
  return kNoSizeGroup;
}

}  // namespace

std::string offer_name(const std::string& name) {
  // ` (from 2026-02-01)`: 18 characters.
  constexpr std::string_view kFrom = " (from ";
  if (name.size() > kFrom.size() + 11 && name.back() == ')' &&
      name.compare(name.size() - 18, kFrom.size(), kFrom) == 0)
    return name.substr(0, name.size() - 18);
  return name;
}

bool AuditModel::flagged() const {
  return std::any_of(offers.begin(), offers.end(),
                     [](const AuditOffer& o) { return !o.flags.empty(); });
}

void Auditor::add(const Record& r, const ClaimResult& result) {
  if (r.kind != RecordKind::api) return;
  const Fact* input = r.find(Field::price_input);
  const Fact* output = r.find(Field::price_output);
  if (!input && !output) return;
  Pending p;
  p.group = group_of(r, models_, p.catalogue);
  AuditOffer& o = p.offer;
  o.name = r.name;
  o.file = r.file;
  o.line = r.line;
  if (const Fact* f = r.find(Field::provider)) {
    o.provider = f->text;
  } else if (const auto colon = r.name.find(": "); colon != std::string::npos) {
    o.provider = r.name.substr(0, colon);
  }
  if (const Fact* f = r.find(Field::date)) o.date = f->text;
  if (const Fact* f = r.find(Field::source)) o.source = f->text;
  if (input) o.price_input = input->value;
  if (output) o.price_output = output->value;
  if (input && output)
    o.blended = Quantity::range((3 * input->value.lo() + output->value.lo()) / 4,
                                (3 * input->value.hi() + output->value.hi()) / 4,
                                output->value.dim);
  for (const auto& f : result.findings) {
    const bool applied = f.verdict != Level::not_applicable;
    if (f.rule == "input-price" && applied) o.floor_input = key_of(f, "floor");
    if (f.rule == "inference-price") {
      if (applied) {
        o.floor_output_certain = key_of(f, "floor");
        o.floor_output_realistic = key_of(f, "realistic");
        o.margin = key_of(f, "margin");
      } else if (output) {
        o.unchecked = f.message;
      }
    }
  }
  if (below(o.price_output, o.floor_output_certain)) {
    o.flags.emplace_back("below-certain-floor");
  } else if (below(o.price_output, o.floor_output_realistic)) {
    o.flags.emplace_back("below-realistic-floor");
  }
  if (below(o.price_input, o.floor_input)) o.flags.emplace_back("input-below-prefill");
  // Any other verdict of a price rule at warning or worse, as the rule gave
  // it: what the floors above do not say (a price range that possibly
  // straddles a floor, the input below the prefill cost at a production
  // utilisation, a tier's or a cached price's verdict).
  for (const auto& f : result.findings) {
    if (f.verdict < Level::warning || f.verdict == Level::not_applicable) continue;
    if (f.rule.find("price") == std::string::npos || f.rule == "gpu-price") continue;
    auto has = [&](const char* flag) {
      return std::find(o.flags.begin(), o.flags.end(), flag) != o.flags.end();
    };
    const bool said =
        (f.rule == "inference-price" && (has("below-certain-floor") || has("below-realistic-floor"))) ||
        (f.rule == "input-price" && has("input-below-prefill"));
    if (!said) o.flags.push_back(fmt::format("{}: {}", f.rule, level_name(f.verdict)));
  }
  pending_.push_back(std::move(p));
}

Audit Auditor::finish() {
  Audit audit;
  std::map<std::string, std::size_t> index;
  for (auto& p : pending_) {
    auto [it, added] = index.emplace(p.group, audit.models.size());
    if (added) {
      audit.models.emplace_back();
      audit.models.back().model = p.group;
      audit.models.back().catalogue = p.catalogue;
    }
    audit.models[it->second].offers.push_back(std::move(p.offer));
    ++audit.offers;
  }
  pending_.clear();
  kept_ = 0;
  for (auto& m : audit.models) {
    // An offer priced at several dates: the latest is current, the others
    // are its history.
    std::map<std::string, std::string> latest;  // offer -> its latest date
    for (const auto& o : m.offers) {
      std::string& d = latest[offer_name(o.name)];
      if (o.date > d) d = o.date;
    }
    for (auto& o : m.offers) o.superseded = o.date < latest[offer_name(o.name)];
    std::vector<double> prices;
    for (const auto& o : m.offers)
      if (o.price_output && !o.superseded) prices.push_back(middle(*o.price_output));
    if (!prices.empty() && m.model != kNoSizeGroup) {
      m.lowest = *std::min_element(prices.begin(), prices.end());
      m.highest = *std::max_element(prices.begin(), prices.end());
      m.median = median_of(prices);
      if (*m.lowest > 0) m.spread = *m.highest / *m.lowest;
    }
    // Outliers: against the median of the model's other offers.
    if (prices.size() >= kOutlierGroup && m.model != kNoSizeGroup) {
      for (auto& o : m.offers) {
        if (!o.price_output || o.superseded) continue;
        const double own = middle(*o.price_output);
        std::vector<double> others;
        bool skipped = false;  // the offer's own price, once
        for (const double p : prices) {
          if (!skipped && p == own) {
            skipped = true;
            continue;
          }
          others.push_back(p);
        }
        const double median = median_near(others, own);
        if (median > 0 && own > kOutlierFactor * median) o.flags.emplace_back("outlier-high");
        if (own * kOutlierFactor < median) o.flags.emplace_back("outlier-low");
      }
    }
    // Price histories: an offer at more than one date.
    std::map<std::string, PriceHistory> by_name;
    for (const auto& o : m.offers)
      if (o.price_output && !o.date.empty()) {
        PriceHistory& h = by_name[offer_name(o.name)];
        h.name = offer_name(o.name);
        h.points.emplace_back(o.date, *o.price_output);
      }
    for (auto& [name, h] : by_name) {
      if (h.points.size() < 2) continue;
      std::stable_sort(h.points.begin(), h.points.end(),
                       [](const auto& a, const auto& b) { return a.first < b.first; });
      m.history.push_back(std::move(h));
    }
    for (auto& o : m.offers) sort_flags(o.flags);
    // Flagged first, then by output price, then as read.
    std::stable_sort(m.offers.begin(), m.offers.end(),
                     [](const AuditOffer& a, const AuditOffer& b) {
                       if (a.superseded != b.superseded) return b.superseded;
                       if (a.flags.empty() != b.flags.empty()) return !a.flags.empty();
                       const double pa = a.price_output ? middle(*a.price_output) : -1;
                       const double pb = b.price_output ? middle(*b.price_output) : -1;
                       return pa < pb;
                     });
  }
  std::stable_sort(audit.models.begin(), audit.models.end(),
                   [](const AuditModel& a, const AuditModel& b) {
                     const bool a_last = a.model == kNoSizeGroup, b_last = b.model == kNoSizeGroup;
                     if (a_last != b_last) return b_last;
                     if (a.flagged() != b.flagged()) return a.flagged();
                     return a.model < b.model;
                   });
  return audit;
}

}  // namespace claimcheck
