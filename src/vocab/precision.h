// The numeric precisions a peak is given for and a claim may state, declared
// once: the catalogue, the claims reader and the evaluator read this list.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace claimcheck {

/// The precisions, in the catalogue's spelling and order.
const std::vector<std::string>& precision_names();

/// True when `name` (lower case) is a precision.
bool is_precision(std::string_view name);

/// The precision a name or an alias says, any case: `bf16`, `bfloat16`,
/// `E4M3` (an fp8 format), `MXFP4`, `FP8 (E4M3)`; empty for any other word.
std::string canonical_precision(std::string_view word);

/// The precisions and their aliases for a regular expression
/// (`bf16|fp16|...|bfloat16|e4m3|...`), longest first.
std::string precision_alternation();

/// The precision whose name or alias a text holds anywhere (`-fp8`,
/// `Llama-3-70B-nvfp4`), the fewest bits first; empty when none.
std::string precision_in(std::string_view text);

/// The precision a claim's peak falls back to when it states none.
extern const char* const kDefaultPrecision;
/// The precision a peak is read at when the catalogue lacks the default one.
extern const char* const kFallbackPrecision;
/// The precisions a serving floor may assume when the claim states none, the
/// most lenient first: a chip's lowest precision with a dense peak.
extern const std::array<const char*, 4> kLenientPrecisions;
/// The precisions a service runs in, the common one first: fp8, else bf16, fp16.
extern const std::array<const char*, 3> kServingPrecisions;
/// Whether a precision is 8 bits or fewer (fp8, fp4, int8), or none is given.
bool is_narrow_precision(const std::string& precision);
/// Bytes per element of a precision's format (its bits over 8); nothing for
/// a word that is not a precision.
std::optional<double> precision_bytes(const std::string& precision);

}  // namespace claimcheck
