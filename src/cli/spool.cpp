// The spool.
#include "cli/spool.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <iostream>

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
  if (through_) {
    through_->write(s, n);
    return n;
  }
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
  if (through_) {
    const bool ok = position(start_) && !failed_;
    failed_ = false;
    return ok;
  }
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
  if (through_) {
    flush_through();
    if (null_device_) return;
    // Both, whatever the first does: the next file's report goes where this one began.
    const bool cut = ftruncate(fd_, static_cast<off_t>(start_)) == 0;
    const bool back = lseek(fd_, static_cast<off_t>(start_), SEEK_SET) >= 0;
    if (!cut || !back) failed_ = true;
    return;
  }
  if (file_) std::fclose(file_);
  file_ = nullptr;
  held_.clear();
  failed_ = false;
}

void Spool::flush_through() {
  through_->flush();
  if (through_ == &std::cout) std::fflush(stdout);
}

bool Spool::position(long long& at) {
  flush_through();
  if (null_device_) return true;
  const off_t here = lseek(fd_, 0, SEEK_CUR);
  if (here < 0) return false;
  at = here;
  return true;
}

bool Spool::write_through(std::ostream& to, int fd, int err_fd) {
  struct stat out {};
  struct stat null {};
  if (fstat(fd, &out) != 0) return false;
  const bool is_null =
      S_ISCHR(out.st_mode) && stat("/dev/null", &null) == 0 && null.st_rdev == out.st_rdev;
  if (!is_null) {
    if (!S_ISREG(out.st_mode)) return false;
    const int flags = fcntl(fd, F_GETFL);
    if (flags < 0 || (flags & O_APPEND)) return false;
    struct stat err {};
    if (fstat(err_fd, &err) == 0 && err.st_dev == out.st_dev && err.st_ino == out.st_ino)
      return false;
  }
  through_ = &to;
  fd_ = fd;
  null_device_ = is_null;
  // Only at the file's end: a cut back must take nothing that was there before
  // (`1<>file` opens a file without emptying it).
  if (!position(start_) || (!is_null && start_ != static_cast<long long>(out.st_size))) {
    through_ = nullptr;
    return false;
  }
  return true;
}

std::string TextBuffer::Spare::take() {
  const std::lock_guard<std::mutex> lock(mutex_);
  if (texts_.empty()) return {};
  std::string text = std::move(texts_.back());
  texts_.pop_back();
  return text;
}

void TextBuffer::Spare::give(std::string text) {
  text.clear();
  const std::lock_guard<std::mutex> lock(mutex_);
  texts_.push_back(std::move(text));
}

TextBuffer::int_type TextBuffer::overflow(int_type c) {
  if (!traits_type::eq_int_type(c, traits_type::eof())) text_ += traits_type::to_char_type(c);
  return traits_type::not_eof(c);
}

std::streamsize TextBuffer::xsputn(const char* s, std::streamsize n) {
  text_.append(s, static_cast<std::size_t>(n));
  return n;
}

}  // namespace claimcheck
