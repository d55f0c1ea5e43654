// A report held back until its file turns out clean: what is written to the
// spool stays in a bounded buffer, and past it in a temporary file, so that
// memory stays flat however long the report. commit() passes it on whole,
// discard() drops it.
#pragma once

#include <cstdio>
#include <ostream>
#include <streambuf>
#include <string>

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

 protected:
  int_type overflow(int_type c) override;
  std::streamsize xsputn(const char* s, std::streamsize n) override;

 private:
  bool spill();

  std::string held_;
  std::size_t limit_;
  std::FILE* file_ = nullptr;  ///< past the limit; opened with the first spill
  bool failed_ = false;
};

}  // namespace claimcheck
