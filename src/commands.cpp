// parse and hardware: reading inputs, reporting diagnostics, writing results.
#include "commands.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "claims_parser.h"
#include "quantity_format.h"

namespace claimcheck {
namespace {

namespace fs = std::filesystem;

void print_diagnostics(const std::vector<Diagnostic>& diagnostics, std::ostream& err) {
  for (const auto& d : diagnostics) err << render(d);
}

Diagnostic file_error(const std::string& file, std::string message) {
  Diagnostic d;
  d.where.file = file;
  d.message = std::move(message);
  return d;
}

std::string read_all(std::istream& in) {
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

bool shows_reader_form(const Dimension& d) {
  using B = BaseDim;
  for (auto base : {B::param, B::token, B::flop, B::gpu, B::usd})
    if (d == Dimension::of(base)) return false;
  return !d.dimensionless();
}

}  // namespace

bool load_catalogue(const CommonOptions& options, Catalogue& catalogue,
                    std::vector<Diagnostic>& diagnostics) {
  catalogue = Catalogue::builtin(diagnostics);
  if (!diagnostics.empty()) return false;
  for (const auto& file : options.hardware_files) {
    std::ifstream in(file, std::ios::binary);
    if (!in) {
      diagnostics.push_back(file_error(file, "cannot open the hardware table"));
      return false;
    }
    if (!catalogue.load(read_all(in), file, diagnostics)) return false;
  }
  return true;
}

std::vector<std::string> expand_inputs(const std::vector<std::string>& args,
                                       const std::string& extension,
                                       std::vector<Diagnostic>& diagnostics) {
  std::vector<std::string> files;
  for (const auto& a : args) {
    if (a == "-") {
      files.push_back(a);
      continue;
    }
    std::error_code ec;
    if (fs::is_directory(a, ec)) {
      std::vector<std::string> found;
      for (auto it = fs::recursive_directory_iterator(a, ec);
           !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
        if (it->is_regular_file(ec) && it->path().extension() == extension)
          found.push_back(it->path().string());
      std::sort(found.begin(), found.end());
      if (found.empty())
        diagnostics.push_back(
            file_error(a, fmt::format("no {} files in this directory", extension)));
      files.insert(files.end(), found.begin(), found.end());
    } else if (fs::exists(a, ec)) {
      files.push_back(a);
    } else {
      diagnostics.push_back(file_error(a, "no such file or directory"));
    }
  }
  return files;
}

bool for_each_record(const std::string& file, const Catalogue& catalogue,
                     std::vector<Diagnostic>& diagnostics,
                     const std::function<void(const Record&)>& visit) {
  // Standard input cannot be read twice: it is held in memory.
  std::string stdin_text;
  const bool is_stdin = file == "-";
  if (is_stdin) stdin_text = read_all(std::cin);
  const std::string name = is_stdin ? "<stdin>" : file;
  auto open = [&]() -> std::unique_ptr<std::istream> {
    if (is_stdin) return std::make_unique<std::istringstream>(stdin_text);
    return std::make_unique<std::ifstream>(file, std::ios::binary);
  };
  {
    auto in = open();
    if (!*in) {
      diagnostics.push_back(file_error(name, "cannot open"));
      return false;
    }
    ClaimsReader reader(*in, name, catalogue);
    std::vector<Diagnostic> found;
    Record r;
    while (reader.next(r, found)) {
    }
    if (!found.empty()) {
      sort_diagnostics(found);
      diagnostics.insert(diagnostics.end(), found.begin(), found.end());
      return false;
    }
  }
  auto in = open();
  ClaimsReader reader(*in, name, catalogue);
  std::vector<Diagnostic> found;
  Record r;
  while (reader.next(r, found)) visit(r);
  if (!found.empty()) {  // the file changed between the two readings
    diagnostics.insert(diagnostics.end(), found.begin(), found.end());
    return false;
  }
  return true;
}

std::string describe_fact(const Fact& f) {
  const FieldDef* def = find_field(f.field);
  const FieldType type = def ? def->type : FieldType::text;
  switch (type) {
    case FieldType::text:
      return fmt::format("{} = \"{}\"", f.field, f.text);
    case FieldType::date:
    case FieldType::precision:
      return fmt::format("{} = {}", f.field, f.text);
    case FieldType::flag:
      return fmt::format("{} = yes", f.field);
    case FieldType::hardware:
      return fmt::format("{} = {}", f.field, fmt::join(f.hardware, " or "));
    case FieldType::quantity:
      break;
  }
  std::string s;
  if (f.currency == "EUR") {
    Quantity q = f.value;
    s = fmt::format("{} = {} EUR", f.field,
                    format_quantity(Quantity{q.value, Dimension{}}, QuantityStyle::base));
    const std::string unit = q.dim.to_string();
    if (unit != "USD") s += " per " + unit.substr(4);
    s += " (converted to USD when checked)";
  } else {
    s = fmt::format("{} = {:b}", f.field, f.value);
    if (shows_reader_form(f.value.dim)) s += fmt::format(" ({})", f.value);
  }
  if (f.approximate) s += " approximately";
  return s;
}

int run_parse(const std::vector<std::string>& files, const CommonOptions& options,
              std::ostream& out, std::ostream& err) {
  std::vector<Diagnostic> diagnostics;
  Catalogue catalogue;
  if (!load_catalogue(options, catalogue, diagnostics)) {
    print_diagnostics(diagnostics, err);
    return kExitInput;
  }
  const auto inputs = expand_inputs(files, ".claims", diagnostics);
  bool failed = !diagnostics.empty();
  print_diagnostics(diagnostics, err);
  for (const auto& file : inputs) {
    diagnostics.clear();
    const bool ok = for_each_record(file, catalogue, diagnostics, [&](const Record& r) {
      out << fmt::format("{}:{}: {} \"{}\"\n", r.file, r.line, record_kind_name(r.kind), r.name);
      for (std::size_t i = 0; i < r.facts.size();) {
        // Facts read from one piece of text are shown together.
        std::vector<std::string> parts;
        std::size_t j = i;
        while (j < r.facts.size() && r.facts[j].written == r.facts[i].written &&
               r.facts[j].where.line == r.facts[i].where.line &&
               r.facts[j].where.col == r.facts[i].where.col)
          parts.push_back(describe_fact(r.facts[j++]));
        out << fmt::format("  {} -> {}\n", r.facts[i].written, fmt::join(parts, ", "));
        i = j;
      }
      for (const auto& e : r.expectations)
        out << fmt::format("  expect {}{}{}\n", e.at_most ? "at-most " : "", e.verdict,
                           e.rule.empty() ? "" : " " + e.rule);
    });
    if (!ok) {
      failed = true;
      print_diagnostics(diagnostics, err);
    }
  }
  out.flush();
  return failed ? kExitInput : kExitOk;
}

int run_hardware(const CommonOptions& options, std::ostream& out, std::ostream& err) {
  std::vector<Diagnostic> diagnostics;
  Catalogue catalogue;
  if (!load_catalogue(options, catalogue, diagnostics)) {
    print_diagnostics(diagnostics, err);
    return kExitInput;
  }
  auto peaks = [](const std::map<std::string, Quantity>& m) {
    std::vector<std::string> parts;
    for (const auto& p : precision_names()) {
      auto it = m.find(p);
      if (it == m.end()) continue;
      Quantity tflops = scale(it->second, 1e-12);
      tflops.dim = Dimension{};
      const std::string v = tflops.is_point()
                                ? format_exact(tflops.lo())
                                : format_exact(tflops.lo()) + "–" + format_exact(tflops.hi());
      parts.push_back(fmt::format("{} {}", p, v));
    }
    return parts.empty() ? std::string("not published") : fmt::format("{}", fmt::join(parts, ", "));
  };
  auto figure = [](const std::optional<Quantity>& q) {
    return q ? fmt::format("{}", *q) : std::string("not published");
  };
  for (const auto& a : catalogue.entries()) {
    out << a.id;
    if (!a.vendor.empty()) out << " (" << a.vendor << ")";
    if (a.is_family()) out << fmt::format(" family of {}", fmt::join(a.variants, ", "));
    out << "\n";
    if (!a.aliases.empty()) out << fmt::format("  aliases:   {}\n", fmt::join(a.aliases, ", "));
    out << fmt::format("  dense TFLOPS:  {}\n", peaks(a.dense));
    if (!a.sparse.empty())
      out << fmt::format("  2:4 sparse TFLOPS (not comparable with dense): {}\n", peaks(a.sparse));
    out << fmt::format("  memory {}, bandwidth {}, TDP {}\n", figure(a.memory), figure(a.bandwidth),
                       figure(a.tdp));
    if (a.price)
      out << fmt::format("  price {} (as of {}; {})\n", *a.price, a.price_as_of, a.price_source);
    else
      out << "  price: no dated source\n";
    out << fmt::format("  source: {}\n", a.source);
    if (!a.derived.empty()) out << fmt::format("  derived: {}\n", a.derived);
  }
  return kExitOk;
}

}  // namespace claimcheck
