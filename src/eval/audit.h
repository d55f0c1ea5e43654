// The auditor's view of a price table: each offer's prices against the cost
// of serving them (the input-price and inference-price rules' floors),
// offers grouped by model, and the outliers of each model's offers.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "eval/environment.h"

namespace claimcheck {

/// One offer: an api record with a price, and what the price rules made of it.
struct AuditOffer {
  std::string name;
  std::string provider;  ///< the `provider` fact, else the name before its first `: `
  std::string file;
  int line = 0;
  std::string date;    ///< as the record gives it, or empty
  std::string source;  ///< as the record gives it, or empty
  std::optional<Quantity> price_input, price_output;  ///< USD/token
  /// 3 input tokens to 1 output token: (3 × input + output) / 4.
  std::optional<Quantity> blended;
  std::optional<Quantity> floor_input;             ///< input-price's prefill floor
  std::optional<Quantity> floor_output_certain;    ///< inference-price's certain floor
  std::optional<Quantity> floor_output_realistic;  ///< inference-price's realistic floor
  std::optional<Quantity> margin;  ///< the output price over the realistic floor
  /// below-certain-floor, below-realistic-floor, input-below-prefill,
  /// outlier-high, outlier-low: in that order, those that apply; then any
  /// other price rule's warning or worse, as `RULE: VERDICT`
  /// (`input-price: warning`, `cached-input-price: subsidised`).
  std::vector<std::string> flags;
  /// Why a floor is missing (the rule's message when it did not apply).
  std::string unchecked;
  /// An earlier price of an offer also given at a later date: shown in the
  /// history, left out of the model's statistics and outliers.
  bool superseded = false;
};

/// An offer's name without what a table adds to a dated price set
/// (` (from 2026-02-01)`): the offer it is a price of.
std::string offer_name(const std::string& name);

/// One offer seen at several dates: its output price at each, oldest first.
struct PriceHistory {
  std::string name;
  std::vector<std::pair<std::string, Quantity>> points;  ///< date, output price
};

/// The offers of one model.
struct AuditModel {
  /// The catalogue model's id, or the stated sizes (`405B params`,
  /// `671B params, 37B params active`), or kNoSizeGroup.
  std::string model;
  bool catalogue = false;  ///< `model` names a catalogue model
  std::vector<AuditOffer> offers;  ///< flagged first, then by output price
  /// Over the offers with an output price (each taken at its midpoint):
  /// the lowest and highest, the median, and highest over lowest.
  std::optional<double> lowest, highest, median, spread;
  std::vector<PriceHistory> history;
  bool flagged() const;
};

struct Audit {
  std::vector<AuditModel> models;  ///< flagged models first, then by name
  std::size_t offers = 0;
};

/// An offer is an outlier when its output price is more than this many times
/// above or below the median of the same model's other offers, in a group of
/// at least kOutlierGroup offers with an output price: claimcheck's bound.
/// Of an even number of others, the median is the middle price nearer the
/// offer's own, so that one far price does not make its neighbours outliers.
inline constexpr double kOutlierFactor = 5;
inline constexpr std::size_t kOutlierGroup = 3;

/// The group of offers that name no catalogue model and state no size: not
/// compared with one another, and listed last.
inline constexpr const char* kNoSizeGroup = "no catalogue model, no stated size";

/// Offers collected one checked record at a time, then grouped.
class Auditor {
 public:
  /// `models` resolves a `model` fact the reader did not take sizes from
  /// (a closed model): its offers are grouped under the catalogue's id.
  explicit Auditor(const ModelCatalogue* models = nullptr) : models_(models) {}
  /// Adds the record if it is an api record with a price; `result` is what
  /// the rules said of it.
  void add(const Record& record, const ClaimResult& result);
  /// Groups, flags outliers, sorts. The auditor is left empty.
  Audit finish();
  /// Drops what was added since the last keep(): a file with an input error.
  void drop() { pending_.resize(kept_); }
  void keep() { kept_ = pending_.size(); }

 private:
  struct Pending {
    std::string group;
    bool catalogue = false;
    AuditOffer offer;
  };
  const ModelCatalogue* models_;
  std::vector<Pending> pending_;
  std::size_t kept_ = 0;
};

}  // namespace claimcheck
