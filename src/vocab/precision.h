// The numeric precisions a peak is given for and a claim may state, declared
// once: the catalogue, the claims reader and the evaluator read this list.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace claimcheck {

/// The precisions, in the catalogue's spelling and order.
const std::vector<std::string>& precision_names();

/// True when `name` (lower case) is a precision.
bool is_precision(std::string_view name);

/// The precision a claim's peak falls back to when it states none.
inline constexpr const char* kDefaultPrecision = "bf16";
/// The precision a peak is read at when the catalogue lacks the default one.
inline constexpr const char* kFallbackPrecision = "fp16";
/// The precisions a serving floor may assume when the claim states none, the
/// most lenient first: a chip's lowest precision with a dense peak.
inline constexpr const char* kLenientPrecisions[] = {"fp4", "fp8", "bf16", "fp16"};

}  // namespace claimcheck
