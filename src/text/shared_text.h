// Text that is written once and then only read, shared by its copies: a
// file's name or a source line, which every fact and diagnostic on it holds.
#pragma once

#include <fmt/format.h>

#include <compare>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace claimcheck {

/// An immutable string whose copies share one buffer. It reads as a
/// `const std::string&`; assigning it text makes a new buffer, never
/// changing the one its copies hold.
class SharedText {
 public:
  SharedText() = default;
  SharedText(std::string text)  // NOLINT: implicit, as a std::string is made
      : text_(text.empty() ? nullptr : std::make_shared<const std::string>(std::move(text))) {}
  SharedText(std::string_view text) : SharedText(std::string(text)) {}  // NOLINT
  SharedText(const char* text) : SharedText(std::string(text)) {}       // NOLINT

  const std::string& str() const { return text_ ? *text_ : none(); }
  operator const std::string&() const { return str(); }  // NOLINT
  operator std::string_view() const { return str(); }    // NOLINT

  std::size_t size() const { return str().size(); }
  bool empty() const { return str().empty(); }
  char operator[](std::size_t i) const { return str()[i]; }
  std::string substr(std::size_t at, std::size_t n = std::string::npos) const {
    return str().substr(at, n);
  }
  void clear() { text_.reset(); }

  friend bool operator==(const SharedText& a, const SharedText& b) { return a.str() == b.str(); }
  friend bool operator==(const SharedText& a, std::string_view b) { return a.str() == b; }
  friend bool operator==(const SharedText& a, const std::string& b) { return a.str() == b; }
  friend bool operator==(const SharedText& a, const char* b) { return a.str() == b; }
  friend std::strong_ordering operator<=>(const SharedText& a, const SharedText& b) {
    return a.str().compare(b.str()) <=> 0;
  }
  friend std::string operator+(const SharedText& a, std::string_view b) {
    std::string r = a.str();
    r += b;
    return r;
  }

 private:
  static const std::string& none() {
    static const std::string nothing;
    return nothing;
  }
  std::shared_ptr<const std::string> text_;
};

/// The lines of a source as shared text, each made at its first use, so that
/// every span on a line shares one copy of it.
class SharedLines {
 public:
  /// Line `index` (from 0), whose text is `text`.
  const SharedText& line(std::size_t index, std::string_view text) {
    if (index >= lines_.size()) lines_.resize(index + 1);
    SharedText& shared = lines_[index];
    if (shared.empty() && !text.empty()) shared = SharedText(text);
    return shared;
  }
  void clear() { lines_.clear(); }

 private:
  std::vector<SharedText> lines_;
};

}  // namespace claimcheck

template <>
struct fmt::formatter<claimcheck::SharedText> : fmt::formatter<std::string_view> {
  template <typename Context>
  auto format(const claimcheck::SharedText& t, Context& ctx) const {
    return fmt::formatter<std::string_view>::format(std::string_view(t.str()), ctx);
  }
};
