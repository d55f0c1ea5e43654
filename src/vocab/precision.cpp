// The precision list.
#include "vocab/precision.h"

#include <algorithm>
#include <cctype>
#include <utility>

namespace claimcheck {

const std::vector<std::string>& precision_names() {
  static const std::vector<std::string> names = {"bf16", "fp16", "fp8", "fp4",
                                                 "tf32", "fp32", "int8"};
  return names;
}

const char* const kDefaultPrecision = "bf16";
const char* const kFallbackPrecision = "fp16";
const std::array<const char*, 4> kLenientPrecisions = {"fp4", "fp8", "bf16", "fp16"};
const std::array<const char*, 3> kServingPrecisions = {"fp8", "bf16", "fp16"};

bool is_narrow_precision(const std::string& precision) {
  const auto bytes = precision_bytes(precision);
  return precision.empty() || (bytes && *bytes <= 1);
}

std::optional<double> precision_bytes(const std::string& precision) {
  static const std::array<std::pair<const char*, double>, 7> bytes = {{{"fp32", 4},
                                                                      {"tf32", 4},
                                                                      {"bf16", 2},
                                                                      {"fp16", 2},
                                                                      {"fp8", 1},
                                                                      {"int8", 1},
                                                                      {"fp4", 0.5}}};
  for (const auto& [name, b] : bytes)
    if (precision == name) return b;
  return std::nullopt;
}

namespace {

/// Other spellings of the precisions, as model cards and price tables write
/// them: the OCP 8-bit formats E4M3 and E5M2 (OCP "8-bit Floating Point
/// Specification", 2023) and the 4-bit microscaling formats (OCP "Microscaling
/// Formats (MX) Specification" v1.0, 2023; NVIDIA's NVFP4, Blackwell, 2025).
const std::vector<std::pair<std::string, std::string>>& aliases() {
  static const std::vector<std::pair<std::string, std::string>> a = {
      {"bfloat16", "bf16"}, {"float16", "fp16"}, {"float8", "fp8"},          {"e4m3", "fp8"},
      {"e5m2", "fp8"},      {"mxfp8", "fp8"},    {"float4", "fp4"},          {"mxfp4", "fp4"},
      {"nvfp4", "fp4"},     {"e2m1", "fp4"},     {"tensorfloat-32", "tf32"}, {"float32", "fp32"},
  };
  return a;
}

std::string lower(std::string_view s) {
  std::string r;
  for (char c : s) r += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return r;
}

}  // namespace

std::string canonical_precision(std::string_view word) {
  const std::string w = lower(word);
  if (is_precision(w)) return w;
  for (const auto& [alias, name] : aliases())
    if (w == alias) return name;
  // `fp8 (e4m3)`, `fp8-e4m3`: a precision and its format, when they agree.
  const std::size_t cut = w.find_first_of(" (-");
  if (cut == std::string::npos || cut == 0) return std::string();
  const std::size_t b = w.find_first_not_of(" (-", cut);
  const std::size_t e = w.find_last_not_of(" )");
  if (b == std::string::npos || e < b) return std::string();
  const std::string head = canonical_precision(w.substr(0, cut));
  return !head.empty() && head == canonical_precision(w.substr(b, e - b + 1)) ? head
                                                                              : std::string();
}

std::string precision_alternation() {
  std::vector<std::string> all = precision_names();
  for (const auto& [alias, name] : aliases()) all.push_back(alias);
  std::stable_sort(all.begin(), all.end(),
                   [](const auto& a, const auto& b) { return a.size() > b.size(); });
  std::string r;
  for (const auto& s : all) r += (r.empty() ? "" : "|") + s;
  return r;
}

std::string precision_in(std::string_view text) {
  const std::string t = lower(text);
  for (const char* p : kLenientPrecisions) {
    if (t.find(p) != std::string::npos) return p;
    for (const auto& [alias, name] : aliases())
      if (name == p && t.find(alias) != std::string::npos) return p;
  }
  return std::string();
}

bool is_precision(std::string_view name) {
  const auto& names = precision_names();
  return std::find(names.begin(), names.end(), name) != names.end();
}

}  // namespace claimcheck
