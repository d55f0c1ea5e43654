// A report held back until its file turns out clean: what is written to the
// spool stays in a bounded buffer, and past it in a temporary file, so that
// memory stays flat however long the report. commit() passes it on whole,
// discard() drops it. Where the report goes to a regular file or to
// /dev/null, it is written in place instead, and a discard cuts the file back.
#pragma once

#include <cstdio>
#include <mutex>
#include <ostream>
#include <streambuf>
#include <string>
#include <string_view>
#include <vector>

namespace claimcheck {

class Spool : public std::streambuf {
 public:
  /// `limit`: the bytes held in memory before the rest goes to a temporary file.
  explicit Spool(std::size_t limit = 4u << 20);
  ~Spool() override;
  Spool(const Spool&) = delete;
  Spool& operator=(const Spool&) = delete;

  /// Writes what is held to `to`, and empties the spool. False when the
  /// temporary file could not be written or read back.
  bool commit(std::ostream& to);
  /// Drops what is held.
  void discard();

  /// From now on, writes go straight to `to` when `fd`, the file `to`
  /// writes to, can be cut back: a regular file not opened to append,
  /// written at its end, and not also where `err_fd` writes (diagnostics come
  /// between a report and its discard), or /dev/null. commit() then keeps what was written,
  /// discard() truncates the file to where it stood at the last commit.
  /// False, and nothing changed, when the file cannot be cut back.
  bool write_through(std::ostream& to, int fd, int err_fd);
  /// Whether writes go straight through (write_through succeeded).
  bool writes_through() const { return through_ != nullptr; }

 protected:
  int_type overflow(int_type c) override;
  std::streamsize xsputn(const char* s, std::streamsize n) override;

 private:
  bool spill();
  /// Flushes the stream written through (and C's stdout under std::cout).
  void flush_through();
  /// Flushes the stream written through and says where its file stands.
  bool position(long long& at);

  std::string held_;
  std::size_t limit_;
  std::FILE* file_ = nullptr;  ///< past the limit; opened with the first spill
  bool failed_ = false;
  std::ostream* through_ = nullptr;  ///< written through to, with write_through
  int fd_ = -1;
  bool null_device_ = false;  ///< /dev/null: nothing to cut back
  long long start_ = 0;       ///< where the file stood at the last commit
};

/// A stream buffer that appends to a string: a chunk's report, written on a
/// worker and then passed on whole. Its storage comes from `spare` and
/// goes back to it, so that chunk after chunk reuses the same few buffers.
class TextBuffer : public std::streambuf {
 public:
  /// Buffers given back, for the next TextBuffer: shared by threads.
  class Spare {
   public:
    std::string take();
    void give(std::string text);

   private:
    std::mutex mutex_;
    std::vector<std::string> texts_;
  };

  explicit TextBuffer(Spare& spare) : spare_(spare), text_(spare.take()) {}
  ~TextBuffer() override { spare_.give(std::move(text_)); }
  TextBuffer(const TextBuffer&) = delete;
  TextBuffer& operator=(const TextBuffer&) = delete;

  std::string_view text() const { return text_; }

 protected:
  int_type overflow(int_type c) override;
  std::streamsize xsputn(const char* s, std::streamsize n) override;

 private:
  Spare& spare_;
  std::string text_;
};

}  // namespace claimcheck
