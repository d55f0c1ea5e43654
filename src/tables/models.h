// The model catalogue (`rules/models.toml`): published sizes, training
// figures and architecture of open-weight models, each with its source; and
// closed models, which are listed to say that their size is not published.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "quantity/quantity.h"
#include "tables/name_index.h"
#include "text/diagnostic.h"

namespace claimcheck {

class Catalogue;

/// One model of the catalogue.
struct Model {
  std::string id;
  std::vector<std::string> aliases;
  std::string family;
  std::string developer;
  std::string released;
  bool closed = false;                    ///< no published size: nothing is taken from it
  std::optional<Quantity> params;         ///< param
  std::optional<Quantity> active_params;  ///< param (mixture of experts)
  std::optional<Quantity> tokens;         ///< pre-training tokens
  std::optional<Quantity> gpu_hours;      ///< GPU·s
  std::string accelerator;                ///< the training accelerator, a hardware.toml name
  /// Architecture as published (layers, hidden, heads, kv_heads, head_dim,
  /// kv_latent, rope_dim, experts, active_experts, shared_experts, context,
  /// sliding_window, global_layers), and kv_bytes from `kv_precision`.
  std::map<std::string, double> architecture;
  std::string source;                          ///< default source of the figures
  std::map<std::string, std::string> sources;  ///< per-figure sources
  std::string unpublished;                     ///< what was not published, and so is left out
  std::string note;
  std::string file;
  int line = 0;

  /// The source of one figure (`params`, `gpu_hours`).
  std::string source_of(const std::string& figure) const;
};

/// The names of the architecture figures a model may give, in listing order.
const std::vector<std::string>& model_architecture_keys();

/// How model names compare: case, spaces, hyphens and underscores ignored, a
/// provider prefix (`together_ai/meta-llama/`) dropped. Dots are kept: 3.1 is
/// not 31.
std::string normalise_model_name(std::string_view name);

/// The catalogue: built-in entries, then any `--models` files on top.
class ModelCatalogue {
 public:
  /// Parses a table and merges it in: a new id adds an entry, a known id is
  /// replaced whole. With `hardware`, a training accelerator must be one of
  /// its names. False (with diagnostics) when the table has errors; the
  /// catalogue is then unchanged.
  bool load(std::string_view text, const std::string& name, const Catalogue* hardware,
            std::vector<Diagnostic>& diagnostics);

  /// A model by id or alias: as written, then without the suffixes vendors
  /// add to a model's name (`-Instruct`, `-Turbo`, `-it`, `-hf`).
  const Model* find(std::string_view name) const;

  const std::vector<Model>& entries() const { return entries_; }

  /// How far a stated size may lie from a model's published one and still be
  /// that model, as a share of it (the assumption `model_size_match`): a
  /// model card's 7.61B is Qwen2.5-7B's 7.6B.
  double size_match = 0.01;

  /// The built-in catalogue, parsed from the embedded table.
  static ModelCatalogue builtin(const Catalogue& hardware, std::vector<Diagnostic>& diagnostics);

 private:
  void build_index();
  std::vector<Model> entries_;
  NameIndex index_;  ///< normalised id or alias -> entry
};

}  // namespace claimcheck
