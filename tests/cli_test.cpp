// The commands over streams: check (text and JSON), test, rules, exit
// statuses, and --output.
#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <thread>

#include "claims/reader.h"
#include "cli/commands.h"
#include "cli/files.h"
#include "cli/spool.h"
#include "eval/estimate.h"
#include "report/provenance.h"
#include "test_support.h"

using namespace claimcheck;
namespace fs = std::filesystem;

namespace {

/// A scratch directory with files, removed at the end.
struct Scratch {
  fs::path dir;
  Scratch() {
    dir = fs::temp_directory_path() / fs::path("claimcheck-test-" + std::to_string(::getpid()) +
                                               "-" + std::to_string(counter()++));
    fs::create_directories(dir);
  }
  ~Scratch() { fs::remove_all(dir); }
  static int& counter() {
    static int c = 0;
    return c;
  }
  std::string write(const std::string& name, const std::string& text) {
    const fs::path p = dir / name;
    std::ofstream(p) << text;
    return p.string();
  }
};

struct Run {
  int status;
  std::string out, err;
};

template <typename F>
Run run(F f) {
  std::ostringstream out, err;
  const int status = f(out, err);
  return {status, out.str(), err.str()};
}

const char* const kDeepSeek =
    "model \"DeepSeek-V3\": 671B params, 37B active params, 14.8T tokens,\n"
    "    2.788M H800-hours, cost $5.576M at $2/GPU-hour,\n"
    "    source \"arXiv:2412.19437, Table 1\"\n";

const char* const kTooFast = "model \"Too fast\": 70B params, 15T tokens, 100K H100-hours\n";

// The commands are tested with the spec's example rule alone, so that they do
// not change with the built-in rule set.
using claimcheck::testing::kSpecRule;

CommonOptions spec_options(Scratch& s) {
  CommonOptions o;
  o.no_builtin = true;
  o.rule_paths = {s.write("spec.rules", kSpecRule)};
  return o;
}

}  // namespace

TEST_CASE("check: text output, summary and exit status") {
  Scratch s;
  const std::string ok = s.write("ok.claims", kDeepSeek);
  const std::string bad = s.write("bad.claims", kTooFast);
  CommonOptions o = spec_options(s);
  const Run r = run([&](auto& out, auto& err) { return run_check({ok, bad}, o, out, err); });
  CHECK(r.err.empty());
  CHECK(r.status == kExitFindings);  // impossible reaches the default --fail-on implausible
  CHECK(r.out.find(
            bad + ":1: model \"Too fast\": impossible\n  impossible     implied-mfu: 6ND needs ") !=
        std::string::npos);
  // An ok claim's line is printed only to name its figures no check read.
  CHECK(r.out.find("model \"DeepSeek-V3\": ok (checked: implied-mfu") != std::string::npos);
  CHECK(r.out.find("not checked: 671B params (") != std::string::npos);
  CHECK(
      r.out.find("2 claims: 1 ok, 0 note, 0 warning, 0 subsidised, 0 implausible, 1 impossible, 0 "
                 "unchecked\n") != std::string::npos);
  o.fail_on = FailOn{Level::impossible, false};
  CHECK(run([&](auto& out, auto& err) {
          return run_check({ok, bad}, o, out, err);
        }).status == kExitFindings);
  CHECK(run([&](auto& out, auto& err) { return run_check({ok}, o, out, err); }).status == kExitOk);
}

TEST_CASE("check: a file with an input error gets no report and exit 2") {
  Scratch s;
  const std::string good = s.write("a.claims", kTooFast);
  const std::string broken = s.write("b.claims", "model \"X\": 5B parms\n");
  CommonOptions o = spec_options(s);
  const Run r = run([&](auto& out, auto& err) { return run_check({good, broken}, o, out, err); });
  CHECK(r.status == kExitInput);
  CHECK(r.err.find(broken + ":1:15: error: unknown unit 'parms'") != std::string::npos);
  CHECK(r.out.find("\"X\"") == std::string::npos);
  CHECK(r.out.find("Too fast") != std::string::npos);
  // With no usable file there is no report at all, in any format or command.
  for (const Format format : {Format::text, Format::json}) {
    o.format = format;
    CHECK(run([&](auto& out, auto& err) { return run_check({broken}, o, out, err); }).out.empty());
    CHECK(run([&](auto& out, auto& err) { return run_test({broken}, o, out, err); }).out.empty());
    CHECK(
        run([&](auto& out, auto& err) { return run_estimate({broken}, o, out, err); }).out.empty());
  }
}

TEST_CASE("check --explain prints the working of every finding") {
  Scratch s;
  const std::string f = s.write("a.claims", kDeepSeek);
  CommonOptions o = spec_options(s);
  o.explain = Explain::all;
  const Run r = run([&](auto& out, auto& err) { return run_check({f}, o, out, err); });
  CHECK(r.status == kExitOk);
  CHECK(r.out.find("  ok             implied-mfu: implied MFU 33%\n") != std::string::npos);
  CHECK(r.out.find("      work = 6 FLOP/(param*token) * n * tokens   [" + o.rule_paths[0] +
                   ":6]\n"
                   "          n = 37B params   (let n)\n"
                   "          tokens = 14.8T tokens   (claim, line 1: 14.8T tokens)\n"
                   "        = 3.29e24 FLOP\n") != std::string::npos);
}

namespace {

/// The finding of `rule` in a claim of claimcheck/2.
nlohmann::json finding_of(const nlohmann::json& claim, const std::string& rule) {
  for (const auto& f : claim["findings"])
    if (f["rule"] == rule) return f;
  return nullptr;
}

}  // namespace

TEST_CASE("a spool holds a report past its memory limit, then passes it on whole or drops it") {
  Spool spool(16);  // 16 bytes in memory; the rest goes to a temporary file
  std::ostream in(&spool);
  std::string expected;
  for (int i = 0; i < 1000; ++i) {
    const std::string line = "line " + std::to_string(i) + "\n";
    in << line;
    expected += line;
  }
  in.flush();
  std::ostringstream out;
  CHECK(spool.commit(out));
  CHECK(out.str() == expected);
  in << "dropped";
  in.flush();
  spool.discard();
  in << "kept";
  in.flush();
  CHECK(spool.commit(out));
  CHECK(out.str() == expected + "kept");
}

namespace {

/// An output stream over a file descriptor, as standard output is.
class FdBuf : public std::streambuf {
 public:
  explicit FdBuf(int fd) : fd_(fd) {}

 protected:
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    return ::write(fd_, s, static_cast<std::size_t>(n));
  }
  int_type overflow(int_type c) override {
    const char ch = traits_type::to_char_type(c);
    return ::write(fd_, &ch, 1) == 1 ? c : traits_type::eof();
  }

 private:
  int fd_;
};

std::string file_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("a report to a regular file is written in place, and a dropped file's part cut back") {
  const std::string path =
      (std::filesystem::temp_directory_path() / fmt::format("claimcheck-through-{}", getpid()))
          .string();
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  REQUIRE(fd >= 0);
  REQUIRE(::write(fd, "before\n", 7) == 7);  // what was there stays
  const int err = ::open("/dev/null", O_WRONLY);
  FdBuf buffer(fd);
  std::ostream to(&buffer);
  Spool spool(16);
  REQUIRE(spool.write_through(to, fd, err));
  std::ostream in(&spool);
  in << "first file\n";
  CHECK(spool.commit(to));
  in << std::string(100000, 'x');  // past the memory limit: still in place
  spool.discard();
  CHECK(file_text(path) == "before\nfirst file\n");
  in << "third file\n";
  CHECK(spool.commit(to));
  CHECK(file_text(path) == "before\nfirst file\nthird file\n");
  // Not where the file has more after it: a cut back would take it too.
  const int reopened = ::open(path.c_str(), O_WRONLY);
  Spool inside;
  CHECK_FALSE(inside.write_through(to, reopened, err));
  CHECK(file_text(path) == "before\nfirst file\nthird file\n");
  ::close(reopened);
  // Not where diagnostics go too (they come between a report and its discard).
  Spool same;
  CHECK_FALSE(same.write_through(to, fd, fd));
  ::close(fd);
  // Not a file opened to append, nor a pipe: those are spooled.
  const int append = ::open(path.c_str(), O_WRONLY | O_APPEND);
  Spool appended;
  CHECK_FALSE(appended.write_through(to, append, err));
  ::close(append);
  int pipe_fds[2];
  REQUIRE(::pipe(pipe_fds) == 0);
  Spool piped;
  CHECK_FALSE(piped.write_through(to, pipe_fds[1], err));
  ::close(pipe_fds[0]);
  ::close(pipe_fds[1]);
  // /dev/null: written through, and nothing to cut back.
  Spool null;
  CHECK(null.write_through(to, err, STDERR_FILENO));
  ::close(err);
  std::filesystem::remove(path);
}

TEST_CASE("check reads each file once: a file with an input error leaves nothing in the report") {
  Scratch s;
  const std::string good = s.write("a.claims", kDeepSeek);
  // Two good records before the error: checked as read, then dropped.
  const std::string broken =
      s.write("b.claims", std::string(kTooFast) + kTooFast + "model \"X\": 5B parms\n" + kTooFast);
  const std::string after = s.write("c.claims", kTooFast);
  CommonOptions o = spec_options(s);
  for (const Format format : {Format::text, Format::json})
    for (const Explain explain : {Explain::none, Explain::readable}) {
      o.format = format;
      o.explain = explain;
      const Run both = run([&](auto& out, auto& err) {
        return run_check({good, broken, after}, o, out, err);
      });
      const Run clean = run([&](auto& out, auto& err) {
        return run_check({good, after}, o, out, err);
      });
      CHECK(both.status == kExitInput);
      CHECK(clean.status == kExitFindings);
      CHECK(both.out == clean.out);
      CHECK(both.err.find(broken + ":3:15: error: unknown unit 'parms'") != std::string::npos);
    }
  // --keep-going: the good records of the broken file are reported, and the run exits 2.
  o.format = Format::json;
  o.explain = Explain::none;
  o.keep_going = true;
  const Run kept = run([&](auto& out, auto& err) {
    return run_check({good, broken}, o, out, err);
  });
  CHECK(kept.status == kExitInput);
  const auto j = nlohmann::json::parse(kept.out);
  CHECK(j["summary"]["claims"] == 4);
  CHECK(j["claims"][3]["line"] == 4);
  CHECK(kept.err.find(broken + ":3:15: error: unknown unit 'parms'") != std::string::npos);
}

TEST_CASE("check --format json: claimcheck/2, lean: the working and its sources under --explain") {
  Scratch s;
  const std::string f = s.write("a.claims", std::string(kDeepSeek) + kTooFast);
  CommonOptions o;  // the built-in rules
  o.format = Format::json;
  const Run r = run([&](auto& out, auto& err) { return run_check({f}, o, out, err); });
  INFO(r.out);
  const auto j = nlohmann::json::parse(r.out);
  CHECK(j["schema"] == "claimcheck/2");
  REQUIRE(j["claims"].size() == 2);
  const auto& c = j["claims"][0];
  CHECK(c["file"] == f);
  CHECK(c["line"] == 1);
  CHECK(c["kind"] == "model");
  CHECK(c["name"] == "DeepSeek-V3");
  CHECK(c["verdict"] == "note");  // hidden-costs: its cost states no scope
  const auto finding = finding_of(c, "implied-mfu");
  REQUIRE(finding.is_object());
  CHECK(finding["verdict"] == "ok");
  CHECK(finding["message"] == "implied MFU 33%");
  // Its key figures by name; no working, no title.
  CHECK(finding["values"]["mfu"]["lo"].get<double>() == Approx(0.33).epsilon(0.02));
  CHECK(finding["values"]["mfu"]["unit"] == "1");
  CHECK(finding["hardware"] == "H800");
  CHECK_FALSE(finding.contains("working"));
  CHECK_FALSE(finding.contains("title"));
  CHECK(j["sources"] == nlohmann::json::array());
  CHECK(j["claims"][1]["verdict"] == "impossible");
  CHECK(j["summary"] == nlohmann::json{{"claims", 2},
                                       {"ok", 0},
                                       {"note", 1},
                                       {"warning", 0},
                                       {"subsidised", 0},
                                       {"implausible", 0},
                                       {"impossible", 1},
                                       {"unchecked", 0}});
  // A rule that does not apply says which fields it lacks.
  const auto stated = finding_of(c, "stated-mfu");
  REQUIRE(stated.is_object());
  CHECK(stated["verdict"] == "not-applicable");
  CHECK(stated["missing"] == nlohmann::json::parse(R"([["mfu"]])"));
  CHECK_FALSE(stated.contains("values"));
  CHECK_FALSE(stated.contains("hardware"));

  o.explain = Explain::readable;
  const Run e = run([&](auto& out, auto& err) { return run_check({f}, o, out, err); });
  const auto x = nlohmann::json::parse(e.out);
  const auto explained = finding_of(x["claims"][0], "implied-mfu");
  CHECK(explained["title"] == "Implied model FLOPs utilisation of the training run");
  bool found = false;
  for (const auto& work : explained["working"])
    if (work["name"] == "work") {
      CHECK(work["lo"].get<double>() == Approx(3.2856e24));
      CHECK(work["hi"].get<double>() == Approx(3.2856e24));
      CHECK(work["unit"] == "FLOP");
      found = true;
    }
  CHECK(found);
  // Each source once, by id: the accelerator's peak cites one, the rule its own.
  std::map<std::string, std::string> sources;
  for (const auto& src : x["sources"]) sources[src["id"]] = src["text"];
  CHECK_FALSE(sources.empty());
  CHECK(sources.size() == x["sources"].size());
  bool cited = false;
  for (const auto& step : explained["working"])
    for (const auto& in : step["inputs"])
      if (in.contains("source")) {
        CHECK(sources.count(in["source"].get<std::string>()) == 1);
        cited = true;
      }
  CHECK(cited);
  REQUIRE_FALSE(explained["cites"].empty());
  for (const auto& id : explained["cites"]) CHECK(sources.count(id.get<std::string>()) == 1);
}

TEST_CASE("check and estimate --format json state the version and each table's date") {
  Scratch s;
  const std::string table =
      s.write("mine.toml",
              "schema = 1\n[[accelerator]]\nid = \"X1\"\nsource = \"a datasheet\"\n"
              "[accelerator.dense_tflops]\nbf16 = 900\n"
              "[accelerator.price]\nlow = 1\nlow_as_of = \"2031-02\"\nlow_source = \"a list\"\n"
              "high = 2\nhigh_as_of = \"2030-07\"\nhigh_source = \"a list\"\n");
  const std::string f = s.write("a.claims", kDeepSeek);
  const std::string plan = s.write("p.claims", "plan \"p\": 8B params, 1T tokens, on X1\n");
  CommonOptions o;
  o.hardware_files = {table};
  o.format = Format::json;
  const Run checked = run([&](auto& out, auto& err) { return run_check({f}, o, out, err); });
  const Run estimated =
      run([&](auto& out, auto& err) { return run_estimate({plan}, o, out, err); });
  for (const Run* r : {&checked, &estimated}) {
    INFO(r->out << r->err);
    const auto j = nlohmann::ordered_json::parse(r->out);
    // The provenance comes second, after the schema.
    REQUIRE(std::next(j.begin()).key() == "claimcheck");
    const auto& p = j["claimcheck"];
    CHECK(p["version"] == claimcheck_version());
    CHECK(std::string(claimcheck_version()) != "unknown");
    std::map<std::string, nlohmann::ordered_json> as_of;
    for (const auto& t : p["tables"]) as_of[t["file"].get<std::string>()] = t["as_of"];
    CHECK(as_of[table] == "2031-02");
    for (const char* builtin :
         {"rules/hardware.toml", "rules/models.toml", "rules/assumptions.toml"}) {
      INFO(builtin);
      REQUIRE(as_of.count(builtin) == 1);
      const std::string date = as_of[builtin].get<std::string>();
      CHECK(date.size() >= 7);
      CHECK(date >= "2025");
    }
  }
}

TEST_CASE("check --format json writes an infinite end as \"inf\"") {
  Scratch s;
  const std::string f =
      s.write("a.claims", "model m: 1B params, 15T+ tokens, 1M GPU-hours on H100-SXM\n");
  CommonOptions o = spec_options(s);
  o.format = Format::json;
  const Run r = run([&](auto& out, auto& err) { return run_check({f}, o, out, err); });
  const auto j = nlohmann::json::parse(r.out);
  o.explain = Explain::readable;
  const auto x = nlohmann::json::parse(
      run([&](auto& out, auto& err) { return run_check({f}, o, out, err); }).out);
  const auto& work = x["claims"][0]["findings"][0]["working"][1];
  CHECK(work["hi"] == "inf");
  CHECK(work["lo"].get<double>() == Approx(9e22));
}

TEST_CASE("test: passing and failing expectations") {
  Scratch s;
  const std::string f = s.write("t.claims", std::string(kDeepSeek) +
                                                "    expect ok implied-mfu\n"
                                                "    expect at-most note\n" +
                                                kTooFast +
                                                "    expect impossible implied-mfu\n"
                                                "    expect at-most warning\n");
  CommonOptions o = spec_options(s);
  const Run r = run([&](auto& out, auto& err) { return run_test({f}, o, out, err); });
  CHECK(r.err.empty());
  CHECK(r.status == kExitFindings);
  CHECK(r.out.find(f + ":8: FAIL model \"Too fast\": expect at-most warning: got impossible\n"
                       "    impossible implied-mfu: 6ND needs ") != std::string::npos);
  CHECK(r.out.find("      capacity = gpu_hours * hardware.peak   [" + o.rule_paths[0] + ":7]\n") !=
        std::string::npos);
  CHECK(r.out.find("3 passed, 1 failed, 0 untested\n") != std::string::npos);
}

TEST_CASE("test: an unknown rule id in an expect line is an input error") {
  Scratch s;
  const std::string f = s.write("t.claims", std::string(kDeepSeek) + "    expect ok implied-mfo\n");
  CommonOptions o = spec_options(s);
  const Run r = run([&](auto& out, auto& err) { return run_test({f}, o, out, err); });
  CHECK(r.status == kExitInput);
  CHECK(r.err ==
        f + ":4:5: error: unknown rule 'implied-mfo' in expect; did you mean 'implied-mfu'?\n"
            "    expect ok implied-mfo\n"
            "    ^~~~~~~~~~~~~~~~~~~~~\n");
  // The record with the bad expect line is not tested; the run still ends
  // with its counts, and exits 2.
  CHECK(r.out == "0 passed, 0 failed, 0 untested\n");
}

TEST_CASE("grade: the sheet reads back, names the key twice is an error, a plan's own prices") {
  Scratch s;
  CommonOptions o;
  // A byte-order mark, and a name with quotes: the sheet keeps the comment
  // and writes the name escaped, so that it reads back as the same record.
  const std::string key =
      s.write("key.claims",
              "\xEF\xBB\xBF# 1. Quotes\n#    Answer: 8B\nmodel \"say \\\"hi\\\" 1\": 8B params\n");
  const Run sheet =
      run([&](auto& out, auto& err) { return run_grade({key}, true, 0.05, o, out, err); });
  CHECK(sheet.status == kExitOk);
  CHECK(sheet.out == "# 1. Quotes\nmodel \"say \\\"hi\\\" 1\":\n");
  std::vector<Diagnostic> d;
  const auto back = parse_claims(sheet.out, "sheet.claims", testing::builtin_catalogue(), d);
  CHECK(d.empty());
  REQUIRE(back.size() == 1);
  CHECK(back[0].name == "say \"hi\" 1");
  // Two exercises of one name cannot both be marked.
  const std::string twice =
      s.write("twice.claims", "model \"E1: a\": 8B params\nmodel \"E1: b\": 70B params\n");
  const Run dup = run([&](auto& out, auto& err) {
    return run_grade({twice, key}, false, 0.05, o, out, err);
  });
  CHECK(dup.status == kExitInput);
  CHECK(dup.out.empty());
  CHECK(dup.err == twice +
                       ":2: error: the key has two records for the exercise 'E1' (lines 1 "
                       "and 2): give each its own name before the ':'\n");
  // check costs a plan's option at the price given for it.
  const std::string plan =
      s.write("plan.claims",
              "plan P: 70B params, 2T tokens, on B200 or H100-SXM, at $2/H100-hour, $3/B200-hour, "
              "1024 GPUs, MFU 40%\n");
  o.explain = Explain::brief;
  const Run checked = run([&](auto& out, auto& err) { return run_check({plan}, o, out, err); });
  CHECK(checked.out.find("cost usd = 259K GPU·h × $3 per GPU·h = $778K") != std::string::npos);
}

TEST_CASE("test: a record with an input error costs only itself: one without expect is untested") {
  Scratch s;
  const std::string f = s.write("t.claims", std::string(kDeepSeek) +
                                                "    expect ok implied-mfu\n"
                                                "model \"Typo\": 8B params 15T tokens\n"
                                                "    expect ok\n"
                                                "model \"Bare\": 8B params, 15T tokens\n");
  CommonOptions o = spec_options(s);
  const Run r = run([&](auto& out, auto& err) { return run_test({f}, o, out, err); });
  CHECK(r.status == kExitInput);
  CHECK(r.err.find(f + ":5:") != std::string::npos);  // the typo, at its line
  CHECK(r.out ==
        f + ":7: untested model \"Bare\": no expect line\n1 passed, 0 failed, 1 untested\n");
  o.format = Format::json;
  const Run j = run([&](auto& out, auto& err) { return run_test({f}, o, out, err); });
  const auto doc = nlohmann::json::parse(j.out);
  CHECK(doc["passed"] == 1);
  CHECK(doc["untested"] == 1);
  REQUIRE(doc["passes"].size() == 1);
  CHECK(doc["passes"][0]["expect"] == "ok implied-mfu");
  CHECK(doc["untested_records"][0]["name"] == "Bare");
}

TEST_CASE("rules: id, title, needs, citation") {
  Scratch s;
  CommonOptions o = spec_options(s);
  const Run r = run([&](auto& out, auto& err) { return run_rules(o, out, err); });
  CHECK(r.status == kExitOk);
  CHECK(r.out ==
        "implied-mfu  Implied model FLOPs utilisation of the training run\n"
        "  for: model, api, service\n"
        "  needs: tokens, gpu_hours, hardware\n"
        "  cite: Llama 3 (arXiv:2407.21783): 38-43% BF16 MFU on 16K H100; PaLM: 46.2%\n"
        "  defined at " +
            o.rule_paths[0] + ":2\n");
}

TEST_CASE("rules: the built-in set has every rule of the spec") {
  CommonOptions o;
  const Run r = run([&](auto& out, auto& err) { return run_rules(o, out, err); });
  CHECK(r.status == kExitOk);
  CHECK(r.err.empty());  // no warning either
  for (const char* id :
       {"training-compute", "implied-mfu", "training-cost", "gpu-price", "wall-clock", "memory-fit",
        "chinchilla-ratio", "hidden-costs", "hardware-spec", "training-energy", "emissions",
        "inference-price", "query-energy", "lifetime-inference"}) {
    INFO(id);
    CHECK(r.out.find(std::string(id) + "  ") != std::string::npos);
  }
}

TEST_CASE(
    "rules given with --rules add to the built-in ones, --no-builtin drops those, bad rule files "
    "exit 2") {
  Scratch s;
  const std::string rules =
      s.write("mine.rules", "rule mine \"Mine\"\n  needs params\n  note: \"{params}\"\nend\n");
  const std::string claims = s.write("a.claims", kDeepSeek);
  CommonOptions o = spec_options(s);
  o.rule_paths = {rules};
  o.no_builtin = true;
  o.explain = Explain::all;
  const Run r = run([&](auto& out, auto& err) { return run_check({claims}, o, out, err); });
  CHECK(r.out.find("note           mine: 671B params") != std::string::npos);
  CHECK(r.out.find("implied-mfu") == std::string::npos);
  const std::string broken =
      s.write("broken.rules", "rule x \"X\"\n  let y = params + tokens\n  ok: \"y\"\nend\n");
  o.rule_paths = {broken};
  const Run b = run([&](auto& out, auto& err) { return run_check({claims}, o, out, err); });
  CHECK(b.status == kExitInput);
  CHECK(b.out.empty());
  CHECK(b.err.find(broken + ":2:11: error: cannot add param and token") != std::string::npos);
}

TEST_CASE(
    "tables and rules load side by side, yet report as loading one after the other would: a bad "
    "hardware table stops before the rules") {
  Scratch s;
  const std::string claims = s.write("a.claims", kDeepSeek);
  const std::string table = s.write("bad.toml", "[[accelerator]]\nid =\n");
  const std::string rules =
      s.write("broken.rules", "rule x \"X\"\n  let y = params + tokens\n  ok: \"y\"\nend\n");
  for (const unsigned jobs : {0u, 1u, 2u}) {
    INFO("jobs " << jobs);
    CommonOptions o = spec_options(s);
    o.jobs = jobs;
    o.rule_paths = {rules};
    const Run r = run([&](auto& out, auto& err) { return run_check({claims}, o, out, err); });
    CHECK(r.status == kExitInput);
    CHECK(r.err.find(rules + ":2:11: error: cannot add param and token") != std::string::npos);
    o.hardware_files = {table};
    const Run both = run([&](auto& out, auto& err) { return run_check({claims}, o, out, err); });
    CHECK(both.status == kExitInput);
    CHECK(both.out.empty());
    CHECK(both.err.find(table + ":2:") != std::string::npos);
    CHECK(both.err.find("cannot add") == std::string::npos);  // the rules were not reached
  }
}

TEST_CASE("the report given with --output is written whole, and a failed run leaves the old file") {
  Scratch s;
  const std::string claims = s.write("a.claims", kDeepSeek);
  const std::string report = (s.dir / "report.txt").string();
  CommonOptions o = spec_options(s);
  o.output = report;
  // As main runs it: the report goes through with_output.
  auto check_to_output = [&](auto& out, auto& err) {
    return with_output(o, out, err, [&](std::ostream& report_out) {
      return run_check({claims}, o, report_out, err);
    });
  };
  const Run r = run(check_to_output);
  CHECK(r.status == kExitOk);
  CHECK(r.out.empty());
  std::ifstream in(report);
  std::stringstream text;
  text << in.rdbuf();
  const std::string written = text.str();
  CHECK(written.find(":1: model \"DeepSeek-V3\": ok (checked: ") != std::string::npos);
  CHECK(written.ends_with(
      "\n1 claim: 1 ok, 0 note, 0 warning, 0 subsidised, 0 implausible, 0 impossible, 0 "
      "unchecked\n"));
  CHECK_FALSE(fs::exists(report + ".claimcheck-partial"));
  // Rules that fail to load: no report is started, the old file stays.
  o.rule_paths = {s.write("broken.rules", "rule x\n")};
  CHECK(run(check_to_output).status == kExitInput);
  std::ifstream again(report);
  std::stringstream kept;
  kept << again.rdbuf();
  CHECK(kept.str() == text.str());
}

TEST_CASE("estimate: --output writes the table whole, and --fail-on sets the exit status") {
  Scratch s;
  const std::string fits = s.write("fits.claims", "plan p: 8B params, 1T tokens, on 64 H100-SXM\n");
  const std::string too_small =
      s.write("small.claims", "plan q: 405B params, 15T tokens, on 16 H100-SXM\n");
  CommonOptions o;
  o.output = (s.dir / "table.txt").string();
  Run r = run([&](auto& out, auto& err) {
    return with_output(o, out, err,
                       [&](std::ostream& table) { return run_estimate({fits}, o, table, err); });
  });
  CHECK(r.status == kExitOk);
  CHECK(r.out.empty());
  std::ifstream in(o.output);
  std::stringstream text;
  text << in.rdbuf();
  CHECK(text.str().find("plan \"p\": 1 option") != std::string::npos);
  CHECK(text.str().find("1 plan\n") != std::string::npos);
  // The training state does not fit: impossible, which reaches implausible.
  o.output.clear();
  r = run([&](auto& out, auto& err) { return run_estimate({too_small}, o, out, err); });
  CHECK(r.status == kExitFindings);
  CHECK(r.out.find("problem: impossible") != std::string::npos);
  o.fail_on = FailOn{Level::warning, false};
  CHECK(run([&](auto& out, auto& err) { return run_estimate({fits}, o, out, err); }).status ==
        kExitOk);
}

TEST_CASE("colour: always colours the verdicts, never and auto (not a terminal) do not") {
  Scratch s;
  const std::string f = s.write("a.claims", kTooFast);
  CommonOptions o = spec_options(s);
  o.color = "always";
  CHECK(run([&](auto& out, auto& err) {
          return run_check({f}, o, out, err);
        }).out.find("\x1b[1;31mimpossible\x1b[0m") != std::string::npos);
  o.color = "never";
  CHECK(run([&](auto& out, auto& err) { return run_check({f}, o, out, err); }).out.find("\x1b[") ==
        std::string::npos);
  o.color = "auto";
  CHECK(run([&](auto& out, auto& err) { return run_check({f}, o, out, err); }).out.find("\x1b[") ==
        std::string::npos);
}

TEST_CASE("a file that cannot be read twice (a pipe) is read once and checked, not skipped") {
  Scratch s;
  const std::string fifo = (s.dir / "pipe.claims").string();
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  std::thread writer([&] { std::ofstream(fifo) << kTooFast; });
  CommonOptions o = spec_options(s);
  const Run r = run([&](auto& out, auto& err) { return run_check({fifo}, o, out, err); });
  writer.join();
  CHECK(r.status == kExitFindings);
  CHECK(r.out.find("1 claim: 0 ok, 0 note, 0 warning, 0 subsidised, 0 implausible, 1 impossible") !=
        std::string::npos);
}

TEST_CASE(
    "an assumptions file replaces entries: a euro cost is converted at the given rate, and said "
    "so") {
  Scratch s;
  const std::string claims =
      s.write("a.claims", "model m: 70B params, 2T tokens, on H100-SXM, cost €1M\n");
  const std::string rate =
      s.write("rate.toml",
              "schema = 1\n[eur_usd]\nvalue = 2\nunit = \"1\"\nsource = \"a test rate\"\n"
              "as_of = \"2026-11\"\n");
  CommonOptions o;
  o.assumption_files = {rate};
  o.explain = Explain::all;
  const Run r = run([&](auto& out, auto& err) { return run_check({claims}, o, out, err); });
  CHECK(r.err.empty());
  CHECK(r.out.find("training-cost: $2M is within the cost of the compute") != std::string::npos);
  CHECK(r.out.find(
            "cost = $2M   (claim, line 1: cost €1M, converted at 2× USD per EUR (a test rate))") !=
        std::string::npos);
}

TEST_CASE("JSON and --output for parse and test and rules and hardware") {
  Scratch s;
  const std::string claims =
      s.write("j.claims", "model m: 405B params, on 1024 H100-SXM\n  expect ok memory-fit\n");
  CommonOptions o;
  o.format = Format::json;
  auto json_of = [&](auto command) {
    const Run r = run(command);
    INFO(r.err);
    REQUIRE(r.status == kExitOk);
    return nlohmann::json::parse(r.out);
  };
  const auto parsed =
      json_of([&](auto& out, auto& err) { return run_parse({claims}, o, out, err); });
  CHECK(parsed["schema"] == "claimcheck-parse/1");
  REQUIRE(parsed["records"].size() == 1);
  CHECK(parsed["records"][0]["facts"][0]["field"] == "params");
  CHECK(parsed["records"][0]["facts"][0]["lo"] == 405e9);
  CHECK(parsed["records"][0]["facts"][1]["hardware"][0] == "H100-SXM");
  CHECK(parsed["records"][0]["facts"][2]["field"] == "gpus");
  CHECK(parsed["records"][0]["expect"][0]["rule"] == "memory-fit");
  const auto tested =
      json_of([&](auto& out, auto& err) { return run_test({claims}, o, out, err); });
  CHECK(tested["schema"] == "claimcheck-test/1");
  CHECK(tested["passed"] == 1);
  CHECK(tested["failures"].empty());
  const auto rules = json_of([&](auto& out, auto& err) { return run_rules(o, out, err); });
  CHECK(rules["schema"] == "claimcheck-rules/1");
  CHECK(rules["rules"][0]["id"] == "training-compute");
  const auto hardware = json_of([&](auto& out, auto& err) { return run_hardware(o, out, err); });
  CHECK(hardware["schema"] == "claimcheck-hardware/1");
  bool found = false;
  for (const auto& a : hardware["accelerators"])
    if (a["id"] == "H100-SXM") {
      found = true;
      CHECK(a["dense_peak"]["bf16"]["lo"] == 989e12);
      CHECK(a["tdp"]["lo"] == 700);
    }
  CHECK(found);
  // --output: written whole; a command that cannot start keeps the old file.
  o.format = Format::text;
  o.output = (s.dir / "rules.txt").string();
  CHECK(with_output(o, std::cout, std::cerr,
                    [&](std::ostream& out) { return run_rules(o, out, std::cerr); }) == kExitOk);
  std::ifstream first(o.output);
  std::stringstream listed;
  listed << first.rdbuf();
  CHECK(listed.str().rfind("training-compute  ", 0) == 0);
  o.rule_paths = {s.write("broken.rules", "rule x\n")};
  std::ostringstream ignored;
  CHECK(with_output(o, std::cout, ignored,
                    [&](std::ostream& out) { return run_rules(o, out, ignored); }) == kExitInput);
  std::ifstream again(o.output);
  std::stringstream kept;
  kept << again.rdbuf();
  CHECK(kept.str() == listed.str());
  CHECK_FALSE(fs::exists(o.output + ".claimcheck-partial"));
}

TEST_CASE("check: an unchecked claim has its own verdict, summary entry and JSON keys") {
  Scratch s;
  const std::string f = s.write(
      "u.claims", "api \"Acme mini\": $0.15 per 1M input tokens\n" + std::string(kDeepSeek));
  CommonOptions o;
  Run r = run([&](auto& out, auto& err) { return run_check({f}, o, out, err); });
  CHECK(r.status == kExitOk);  // the default --fail-on leaves unchecked claims alone
  CHECK(r.out.find("api \"Acme mini\": unchecked\n"
                   "  unchecked      nothing was checked: no rule had the figures it needs\n"
                   "                 add a figure such as `17B active params` or `70B params` "
                   "to check input-price\n") != std::string::npos);
  CHECK(r.out.find(", 1 unchecked\n") != std::string::npos);

  o.fail_on = FailOn{Level::implausible, true};  // --fail-on implausible,unchecked
  r = run([&](auto& out, auto& err) { return run_check({f}, o, out, err); });
  CHECK(r.status == kExitFindings);

  o.format = Format::json;
  r = run([&](auto& out, auto& err) { return run_check({f}, o, out, err); });
  const auto j = nlohmann::json::parse(r.out);
  CHECK(j["summary"]["unchecked"] == 1);
  const auto& claim = j["claims"][0];
  CHECK(claim["verdict"] == "unchecked");
  CHECK(claim["to_check"] ==
        nlohmann::json::parse(
            R"([{"add": [["active_params", "params"]], "rules": ["input-price"]}])"));
  CHECK(claim["not_used"] == nlohmann::json::parse(R"(["price_input"])"));
  CHECK(j["claims"][1]["verdict"] != "unchecked");
  CHECK(j["claims"][1].contains("not_used"));
  CHECK_FALSE(j["claims"][1].contains("to_check"));
}

TEST_CASE("test: expect unchecked holds for a claim nothing checked, and takes no rule") {
  Scratch s;
  const std::string good =
      s.write("e.claims",
              "service s: 0.24 Wh per prompt\n    expect unchecked\nmodel m: 8B params, 15T "
              "tokens, 0.5M H100-SXM-hours\n    expect unchecked\n");
  CommonOptions o;
  const Run r = run([&](auto& out, auto& err) { return run_test({good}, o, out, err); });
  CHECK(r.status == kExitFindings);
  CHECK(r.out.find("e.claims:4: FAIL model \"m\": expect unchecked: got ok\n") !=
        std::string::npos);
  CHECK(r.out.find("1 passed, 1 failed, 0 untested\n") != std::string::npos);
  CHECK(
      claimcheck::testing::diagnostics_of("model m: 1B params\n    expect unchecked implied-mfu\n")
          .find("unchecked is a claim's verdict, not a rule's") != std::string::npos);
  CHECK(claimcheck::testing::diagnostics_of("model m: 1B params\n    expect at-most unchecked\n")
            .find("'at-most' takes a level (ok ... impossible), not unchecked") !=
        std::string::npos);
}

TEST_CASE("test: expect at-most holds for an unchecked claim") {
  Scratch s;
  const std::string f =
      s.write("m.claims", "service s: 0.24 Wh per prompt\n    expect at-most note\n");
  CommonOptions o;
  const Run r = run([&](auto& out, auto& err) { return run_test({f}, o, out, err); });
  CHECK(r.status == kExitOk);
  CHECK(r.out == "1 passed, 0 failed, 0 untested\n");
}

TEST_CASE("check --explain cites a table's source by the file it came from") {
  Scratch s;
  const std::string table =
      s.write("mine.toml",
              "schema = 1\n[[accelerator]]\nid = \"H800\"\nsource = \"my own measurement\"\n"
              "[accelerator.dense_tflops]\nbf16 = 900\n");
  const std::string f = s.write("d.claims", kDeepSeek);
  CommonOptions o;
  o.hardware_files = {table};
  o.explain = Explain::readable;
  const Run r = run([&](auto& out, auto& err) { return run_check({f}, o, out, err); });
  CHECK(r.out.find(table + ", H800: my own measurement") != std::string::npos);
  CHECK(r.out.find("rules/hardware.toml, H800: my own measurement") == std::string::npos);
}

// --- prose: extract, and check on .txt files and --prose ------------------------

namespace {

// An announcement's paragraph: two figures of one model, a context window and
// a benchmark score, which are not claims.
const char* const kLaunch =
    "Falcon Mini has 40 billion parameters and a 128K-token context window.\n"
    "It was trained on 15 trillion tokens and scores 85.2% on MMLU.\n";

// A run too fast to be true, its figures on lines 3 and 4.
const char* const kImpossibleRun =
    "For immediate release.\n"
    "\n"
    "Falcon Mini has 70 billion parameters and was trained on 15 trillion tokens\n"
    "in only 100,000 H100 GPU hours.\n";

/// Standard input read from `text` while this lives.
struct StdinFrom {
  std::istringstream in;
  std::streambuf* saved;
  explicit StdinFrom(const std::string& text) : in(text), saved(std::cin.rdbuf(in.rdbuf())) {}
  ~StdinFrom() {
    std::cin.rdbuf(saved);
    std::cin.clear();
  }
};

}  // namespace

TEST_CASE("extract: records with the lines they came from, quoted prose, ignored numbers") {
  Scratch s;
  const std::string f = s.write("launch.txt", kLaunch);
  CommonOptions o;
  const Run r = run([&](auto& out, auto& err) { return run_extract({f}, o, out, err); });
  INFO(r.out << r.err);
  CHECK(r.status == kExitOk);
  CHECK(r.err.empty());
  CHECK(r.out.rfind("# Drafted by claimcheck extract from " + f + ":", 0) == 0);
  CHECK(r.out.find("\n# lines 1-2\nmodel \"Falcon Mini\":\n") != std::string::npos);
  CHECK(r.out.find("    40B params,") != std::string::npos);
  CHECK(r.out.find("# line 1: \"40 billion parameters\"\n") != std::string::npos);
  CHECK(r.out.find("    15T tokens") != std::string::npos);
  CHECK(r.out.find("# line 2: \"15 trillion tokens\"\n") != std::string::npos);
  const std::size_t ignored = r.out.find("\n# Numbers not read as claims:\n");
  REQUIRE(ignored != std::string::npos);
  CHECK(r.out.find("#   line 1: \"128K\": ", ignored) != std::string::npos);
  CHECK(r.out.find("(context-window)\n", ignored) != std::string::npos);
  CHECK(r.out.find("#   line 2: \"85.2%\": ", ignored) != std::string::npos);
  CHECK(r.out.find("(benchmark)\n", ignored) != std::string::npos);
  // --explain adds the cue of each fact on the line after it.
  o.explain = Explain::readable;
  const Run explained = run([&](auto& out, auto& err) { return run_extract({f}, o, out, err); });
  CHECK(explained.out.find("\"40 billion parameters\"\n    #   ") != std::string::npos);
  CHECK(r.out.find("\n    #   ") == std::string::npos);
}

TEST_CASE("extract --format json: claimcheck-extract/1, with each fact's prose and the ignored") {
  Scratch s;
  const std::string f = s.write("launch.txt", kLaunch);
  const std::string g = s.write("other.md", "Qwen Max has 1.8 trillion parameters.\n");
  CommonOptions o;
  o.format = Format::json;
  const Run r = run([&](auto& out, auto& err) { return run_extract({f, g}, o, out, err); });
  INFO(r.out << r.err);
  CHECK(r.status == kExitOk);
  const auto j = nlohmann::json::parse(r.out);
  CHECK(j["schema"] == "claimcheck-extract/1");
  REQUIRE(j["files"].size() == 2);
  const auto& file = j["files"][0];
  CHECK(file["file"] == f);
  CHECK(j["files"][1]["file"] == g);
  REQUIRE(file["records"].size() == 1);
  const auto& record = file["records"][0];
  CHECK(record["kind"] == "model");
  CHECK(record["name"] == "Falcon Mini");
  bool params = false, tokens = false;
  for (const auto& fact : record["facts"]) {
    REQUIRE(fact.contains("prose"));
    if (fact["field"] == "params") {
      params = true;
      CHECK(fact["lo"].get<double>() == Approx(4e10));
      CHECK(fact["prose"] ==
            nlohmann::json{{"text", "40 billion parameters"}, {"line", 1}, {"column", 17}});
    }
    if (fact["field"] == "tokens") {
      tokens = true;
      CHECK(fact["lo"].get<double>() == Approx(1.5e13));
      CHECK(fact["prose"] ==
            nlohmann::json{{"text", "15 trillion tokens"}, {"line", 2}, {"column", 19}});
    }
  }
  CHECK(params);
  CHECK(tokens);
  std::map<std::string, nlohmann::json> ignored;
  for (const auto& i : file["ignored"]) {
    for (const char* key : {"text", "line", "column", "reason"}) CHECK(i.contains(key));
    ignored[i["text"].get<std::string>()] = i;
  }
  REQUIRE(ignored.count("128K"));
  CHECK(ignored["128K"]["reason"] == "context-window");
  CHECK(ignored["128K"]["line"] == 1);
  CHECK(ignored["128K"]["column"] == 45);
  REQUIRE(ignored.count("85.2%"));
  CHECK(ignored["85.2%"]["reason"] == "benchmark");
  CHECK(ignored["85.2%"]["line"] == 2);
  CHECK(ignored["85.2%"]["column"] == 49);
}

TEST_CASE("check FILE.txt: a finding points at the prose line of its figure") {
  Scratch s;
  const std::string f = s.write("release.txt", kImpossibleRun);
  CommonOptions o = spec_options(s);
  const Run r = run([&](auto& out, auto& err) { return run_check({f}, o, out, err); });
  INFO(r.out << r.err);
  CHECK(r.status == kExitFindings);
  CHECK(r.err.empty());
  // The record starts at the prose line of its first figure, and the report
  // shows what was extracted.
  CHECK(r.out.find(f + ":3: model \"Falcon Mini\": impossible\n") != std::string::npos);
  CHECK(r.out.find("extracted from the prose (lines 3-4) as: ") != std::string::npos);
  CHECK(r.out.find("impossible     implied-mfu: ") != std::string::npos);
  // The working names the line of each figure it read.
  o.explain = Explain::readable;
  const Run explained = run([&](auto& out, auto& err) { return run_check({f}, o, out, err); });
  CHECK(explained.out.find("(claim, line 4: 100000 H100-hours)") != std::string::npos);
  CHECK(explained.out.find("(claim, line 3: 15T tokens)") != std::string::npos);
  o.explain = Explain::none;
  o.format = Format::json;
  const Run json = run([&](auto& out, auto& err) { return run_check({f}, o, out, err); });
  const auto j = nlohmann::json::parse(json.out);
  REQUIRE(j["claims"].size() == 1);
  CHECK(j["claims"][0]["file"] == f);
  CHECK(j["claims"][0]["line"] == 3);
  CHECK(j["claims"][0]["verdict"] == "impossible");
}

TEST_CASE("check --prose -: standard input is extracted and checked") {
  Scratch s;
  CommonOptions o = spec_options(s);
  o.prose = true;
  Run r;
  {
    StdinFrom in(kImpossibleRun);
    r = run([&](auto& out, auto& err) { return run_check({"-"}, o, out, err); });
  }
  INFO(r.out << r.err);
  CHECK(r.status == kExitFindings);
  CHECK(r.out.find("<stdin>:3: model \"Falcon Mini\": impossible\n") != std::string::npos);
  // Without --prose, standard input is claims text, and prose is no claims text.
  o.prose = false;
  {
    StdinFrom in(kImpossibleRun);
    r = run([&](auto& out, auto& err) { return run_check({"-"}, o, out, err); });
  }
  CHECK(r.status == kExitInput);
  CHECK(r.err.find("<stdin>:1:1: error: ") != std::string::npos);
}

TEST_CASE("prose with no figure: extract says so, check reports nothing and exits 0") {
  Scratch s;
  const std::string empty = s.write("empty.txt", "");
  const std::string words = s.write("words.md", "# News\n\nWe are glad to share our new model.\n");
  CommonOptions o = spec_options(s);
  for (const auto& f : {empty, words}) {
    INFO(f);
    const Run extracted = run([&](auto& out, auto& err) { return run_extract({f}, o, out, err); });
    CHECK(extracted.status == kExitOk);
    CHECK(extracted.err.empty());
    CHECK(extracted.out.find("# No figure was read as a claim.\n") != std::string::npos);
    const Run checked = run([&](auto& out, auto& err) { return run_check({f}, o, out, err); });
    CHECK(checked.status == kExitOk);
    const std::string note =
        ": note: no figure in the prose was read as a claim (claimcheck extract ";
    CHECK(checked.err == f + note + f + " lists what was seen)\n");
    CHECK(checked.out.find("0 claims: ") != std::string::npos);
  }
}

TEST_CASE("a binary .txt is an input error with a clear message, and other files still run") {
  Scratch s;
  std::string bytes = "PK";
  for (int i = 0; i < 200; ++i) bytes += static_cast<char>(i % 7);
  const std::string binary = s.write("archive.txt", bytes);
  const std::string good = s.write("launch.txt", kLaunch);
  CommonOptions o = spec_options(s);
  const Run extracted =
      run([&](auto& out, auto& err) { return run_extract({binary}, o, out, err); });
  CHECK(extracted.status == kExitInput);
  CHECK(extracted.out.empty());
  CHECK(extracted.err == binary + ": error: binary data, not text\n");
  const Run checked = run([&](auto& out, auto& err) { return run_check({binary}, o, out, err); });
  CHECK(checked.status == kExitInput);
  CHECK(checked.out.empty());
  CHECK(checked.err == binary + ": error: binary data, not text\n");
  // A good file beside it is still extracted, and the run still fails.
  const Run both = run([&](auto& out, auto& err) {
    return run_extract({binary, good}, o, out, err);
  });
  CHECK(both.status == kExitInput);
  CHECK(both.err == binary + ": error: binary data, not text\n");
  CHECK(both.out.find("model \"Falcon Mini\":") != std::string::npos);
  o.format = Format::json;
  const Run json = run([&](auto& out, auto& err) {
    return run_extract({binary, good}, o, out, err);
  });
  const auto j = nlohmann::json::parse(json.out);
  REQUIRE(j["files"].size() == 1);
  CHECK(j["files"][0]["file"] == good);
}

TEST_CASE("check -j: the report is the same on any number of threads, byte for byte") {
  Scratch s;
  // A large file, cut into many chunks: records over several lines, comments
  // and blank lines between them, and an input error near the end.
  std::string big;
  for (int i = 0; i < 400; ++i) {
    big += fmt::format("model \"m{}\": {}B params, {}T tokens,\n", i, i % 70 + 1, i % 15 + 1);
    big += i % 3 ? "\n# a comment\n" : "";
    big += fmt::format("    {}K H100-hours, cost ${}M\n", i % 900 + 10, i % 40 + 1);
  }
  const std::string clean = s.write("big.claims", big);
  const std::string broken =
      s.write("broken.claims", big + "model \"bad\": 5B parms\n" + "model \"after\": 8B params\n");
  const std::string examples = std::string(CLAIMCHECK_SOURCE_DIR) + "/examples";
  CommonOptions o;
  o.chunk_bytes = 256;  // many chunks, each a few records
  auto checked = [&](const std::vector<std::string>& files, unsigned jobs) {
    o.jobs = jobs;
    return run([&](auto& out, auto& err) { return run_check(files, o, out, err); });
  };
  for (const Format format : {Format::text, Format::json})
    for (const bool keep_going : {false, true}) {
      o.format = format;
      o.keep_going = keep_going;
      for (const auto& files : std::vector<std::vector<std::string>>{
               {examples}, {clean}, {clean, broken, clean}, {broken}}) {
        INFO(files.front() << " format " << format_name(format) << " keep-going " << keep_going);
        const Run one = checked(files, 1);
        const Run four = checked(files, 4);
        CHECK(one.status == four.status);
        CHECK(one.out == four.out);
        CHECK(one.err == four.err);
      }
    }
  // The broken file's error is at its own line, and nothing of it is reported.
  o.keep_going = false;
  o.format = Format::text;
  const Run r = checked({broken}, 4);
  CHECK(r.status == kExitInput);
  CHECK(r.out.empty());
  const int bad_line = static_cast<int>(std::count(big.begin(), big.end(), '\n')) + 1;
  CHECK(r.err.find(fmt::format("{}:{}:17: error: unknown unit 'parms'", broken, bad_line)) !=
        std::string::npos);
}
