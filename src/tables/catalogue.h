// The accelerator catalogue (`rules/hardware.toml`): peaks, memory, power and
// prices, each with its source. Claims name accelerators; rules read figures.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "quantity/quantity.h"
#include "tables/name_index.h"
#include "tables/wordings.h"
#include "text/diagnostic.h"
#include "vocab/precision.h"

namespace claimcheck {

/// A price range as of a month: what the catalogue knew of an accelerator's
/// price then (a dated claim is judged at it).
struct DatedPrice {
  std::string as_of;  ///< YYYY-MM
  Quantity price;     ///< USD/(GPU·s)
  std::string source;
};

/// One accelerator, or a family whose figures are ranges over its variants.
struct Accelerator {
  std::string id;
  std::vector<std::string> aliases;
  std::string vendor;
  std::string source;   ///< default source of the figures
  std::string derived;  ///< which figures are derived, and how
  std::string released;
  std::string available;  ///< `YYYY-MM`: when it could first be bought or rented; empty: not known
  std::map<std::string, Quantity> dense;   ///< precision -> FLOP/(s·GPU)
  std::map<std::string, Quantity> sparse;  ///< 2:4 structured sparsity figures
  std::optional<Quantity> memory;          ///< byte/GPU
  std::optional<Quantity> bandwidth;       ///< byte/(s·GPU)
  std::optional<Quantity> tdp;             ///< W/GPU
  std::optional<Quantity> price;           ///< USD/(GPU·s)
  /// USD/GPU: what buying one cost, where a dated source gives it (its source
  /// under sources, `purchase_price`); empty when not published.
  std::optional<Quantity> purchase_price;
  std::string price_as_of;
  std::string price_source;
  std::vector<DatedPrice> price_history;  ///< earlier prices, by month, oldest first
  std::string price_from;  ///< YYYY-MM: the earliest date of the current price's ends
  std::optional<Quantity> price_typical;  ///< the likely price, where a source gives one
  std::string price_typical_source;
  std::map<std::string, std::string> sources;  ///< per-figure sources
  std::vector<std::string> variants;           ///< non-empty for a family
  std::string file;
  int line = 0;

  bool is_family() const { return !variants.empty(); }
  /// The source of one figure (`tdp_w`, `dense_tflops.fp8`, `price`).
  std::string source_of(const std::string& figure) const;
};

/// A system sold as one that holds several accelerators (DGX B200: 8 B200;
/// GB200 NVL72: 72 GB200 GPUs): a claim that counts systems counts their GPUs.
struct AcceleratorSystem {
  std::string id;
  std::vector<std::string> aliases;
  std::string accelerator;  ///< the id of the accelerator it holds
  int gpus = 0;             ///< accelerators per system
  std::string source;
  std::string file;
  int line = 0;
};

/// A provider that serves its API on its own accelerator (Groq on its LPU):
/// an offer that names the provider and no accelerator is on it.
struct ProviderChip {
  std::string name;  ///< as `provider "Groq"` writes it
  std::vector<std::string> aliases;
  std::string accelerator;  ///< the id of the accelerator
  std::string source;
  std::string as_of;  ///< YYYY-MM of the source
  std::string file;
  int line = 0;
};

/// A figure of an accelerator that rules read as `hardware.NAME`.
struct HardwareFigure {
  /// best_peak: the dense peak at the claim's precision, else at the chip's
  /// lowest precision (the most lenient for a floor); best_precision: that
  /// precision's name, a text.
  /// weight_bytes: bytes per parameter at the precision of `peak` (the
  /// claim's, else bf16), from assumptions.toml (`weight_bytes_fp8` ...).
  /// serving_*: at the precision a service runs, the claim's when it is wider
  /// than 8 bits (a bf16 label binds), else fp8 (else bf16, fp16); floor_*:
  /// the claim's when wider than 8 bits, else the chip's lowest. So an fp8 or
  /// fp4 label is judged as no label is.
  enum class Kind {
    dense_peak,
    sparse_peak,
    best_peak,
    best_precision,
    weight_bytes,
    serving_peak,
    serving_precision,
    serving_weight_bytes,
    floor_peak,
    floor_precision,
    floor_weight_bytes,
    other
  };
  std::string name;  ///< `peak`, `peak_fp8`, `sparse_peak`, `memory` ...
  Kind kind;
  /// A precision's name, a text (`best_precision`, `serving_precision` ...).
  bool names_precision() const {
    return kind == Kind::best_precision || kind == Kind::serving_precision ||
           kind == Kind::floor_precision;
  }
  /// Bytes per parameter, from assumptions.toml (`weight_bytes` ...).
  bool gives_weight_bytes() const {
    return kind == Kind::weight_bytes || kind == Kind::serving_weight_bytes ||
           kind == Kind::floor_weight_bytes;
  }
  std::string precision;  ///< peaks: empty for the claim's own precision
  Dimension dim;
  /// Other figures: the entry's value, and the key its source is kept under.
  std::optional<Quantity> Accelerator::*value = nullptr;
  std::string source_key;
};

/// Every figure rules may read, in a fixed order.
const std::vector<HardwareFigure>& hardware_figures();
const HardwareFigure* find_hardware_figure(std::string_view name);
std::vector<std::string> hardware_figure_names();

/// The catalogue: built-in entries, then any `--hardware` files on top.
class Catalogue {
 public:
  /// Parses a table and merges it in: a new id adds an entry; a known id
  /// replaces the figures the table gives. Returns false (with diagnostics)
  /// when the table has errors; the catalogue is then unchanged.
  bool load(std::string_view text, const std::string& name, std::vector<Diagnostic>& diagnostics);

  /// Looks a name up ignoring case, spaces and hyphens, through ids and aliases.
  const Accelerator* find(std::string_view name) const;
  /// Whether `variant` is one of the variants of the family `family` names.
  bool is_variant_of(std::string_view variant, std::string_view family) const;

  /// The price of `a` for a claim dated `month` (YYYY-MM), when it is older
  /// than the current price (`price_from`): the latest entry of the price
  /// history as of that month, else the first one; for a family, the range
  /// over its variants'. Nothing when the current price applies.
  std::optional<DatedPrice> price_at(const Accelerator& a, const std::string& month) const;

  /// Looks a system up, as find() does an accelerator.
  const AcceleratorSystem* find_system(std::string_view name) const;

  /// Every id and alias of accelerators and systems, for "did you mean".
  const std::vector<std::string>& spellings() const { return spellings_; }

  const std::vector<AcceleratorSystem>& systems() const { return systems_; }

  /// The accelerator a provider serves on, by its name or an alias (as
  /// names are compared); null for a provider the catalogue does not list.
  const ProviderChip* provider_chip(std::string_view provider) const;
  const std::vector<ProviderChip>& providers() const { return providers_; }

  const std::vector<Accelerator>& entries() const { return entries_; }

  /// The words the readers know (rules/wordings.toml and any `--wordings`
  /// files), kept with the catalogue that every reader is given.
  const Wordings& wordings() const { return wordings_; }
  /// Reads a wordings file over the table (Wordings::load).
  bool load_wordings(std::string_view text, const std::string& name,
                     std::vector<Diagnostic>& diagnostics) {
    return wordings_.load(text, name, diagnostics);
  }

  /// The built-in catalogue and wordings, parsed from the embedded tables.
  static Catalogue builtin(std::vector<Diagnostic>& diagnostics);

 private:
  void resolve_families();
  void build_index();
  std::vector<Accelerator> entries_;
  std::vector<AcceleratorSystem> systems_;
  std::vector<ProviderChip> providers_;
  /// Normalised id or alias -> entry; looked up by a string_view.
  NameIndex index_;
  /// Normalised id or alias -> system.
  NameIndex system_index_;
  std::vector<std::string> spellings_;
  Wordings wordings_;
};

/// Lower-case, with spaces, hyphens and underscores removed: how names compare.
std::string normalise_name(std::string_view name);

}  // namespace claimcheck
