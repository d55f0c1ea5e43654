// The spool.
#include "cli/spool.h"

#include <array>

namespace claimcheck {

// The buffer is reserved whole, so that it never grows past the limit by
// doubling; its pages are touched only as it fills.
Spool::Spool(std::size_t limit) : limit_(limit) {
  held_.reserve(limit);
}

Spool::~Spool() {
  if (file_) std::fclose(file_);
}

bool Spool::spill() {
  if (!file_) file_ = std::tmpfile();
  if (!file_ || std::fwrite(held_.data(), 1, held_.size(), file_) != held_.size()) failed_ = true;
  held_.clear();
  return !failed_;
}

std::streamsize Spool::xsputn(const char* s, std::streamsize n) {
  const auto size = static_cast<std::size_t>(n);
  if (held_.size() + size > limit_) spill();
  if (size > limit_) {  // too large to hold: straight to the file
    if (!file_ || std::fwrite(s, 1, size, file_) != size) failed_ = true;
    return n;
  }
  held_.append(s, size);
  return n;
}

Spool::int_type Spool::overflow(int_type c) {
  if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
  const char ch = traits_type::to_char_type(c);
  xsputn(&ch, 1);
  return c;
}

bool Spool::commit(std::ostream& to) {
  if (file_) {
    std::rewind(file_);
    std::array<char, 1 << 16> chunk;
    while (const std::size_t n = std::fread(chunk.data(), 1, chunk.size(), file_))
      to.write(chunk.data(), static_cast<std::streamsize>(n));
    if (std::ferror(file_)) failed_ = true;
    std::fclose(file_);
    file_ = nullptr;
  }
  to.write(held_.data(), static_cast<std::streamsize>(held_.size()));
  held_.clear();
  const bool ok = !failed_;
  failed_ = false;
  return ok;
}

void Spool::discard() {
  if (file_) std::fclose(file_);
  file_ = nullptr;
  held_.clear();
  failed_ = false;
}

}  // namespace claimcheck
