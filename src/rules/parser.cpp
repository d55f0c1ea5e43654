// From the parse tree of a rule file to rules: expressions, clauses,
// messages with their interpolations, and spans for every node.
#include "rules/parser.h"

#include <cctype>
#include <cstdlib>
#include <tao/pegtl/contrib/limit_depth.hpp>
#include <tao/pegtl/contrib/parse_tree.hpp>

#include "grammar/rules_grammar.hpp"
#include "quantity/units.h"
#include "text/limits.h"
#include "text/source_text.h"
#include "text/spelling.h"
#include "vocab/scale_words.h"
#include "vocab/verdict.h"

namespace claimcheck {
namespace {

namespace g = grammar::rules;
namespace p = tao::pegtl;
namespace pt = tao::pegtl::parse_tree;

/// Like pt::fold_one, but a node with several children keeps its content
/// (its text and end), which spans and the working need.
struct fold_single : pt::apply<fold_single> {
  template <typename Node, typename... States>
  static void transform(std::unique_ptr<Node>& n, States&&... /*unused*/) {
    if (n->children.size() == 1) n = std::move(n->children.front());
  }
};

template <typename Rule>
using selector = pt::selector<
    Rule,
    pt::store_content::on<
        g::rule_definition, g::rule_id, g::informational_statement, g::title, g::kind_name,
        g::need_alternatives, g::need_name, g::other_need_name, g::unless_name, g::key_name,
        g::define_statement, g::define_name, g::citation, g::let_statement, g::show_statement,
        g::let_name, g::show_label, g::default_statement, g::clause, g::level, g::condition,
        g::message, g::literal, g::number, g::scale, g::unit, g::name, g::call, g::function_name,
        g::over, g::default_over, g::over_kind, g::conditional, g::negate, g::parenthesised,
        g::mul_op, g::add_op, g::compare_op, g::logical_not, g::text, g::brace, g::hole, g::hint>,
    fold_single::on<g::product, g::sum, g::coalesce, g::comparison, g::conjunction,
                    g::disjunction>>;

/// A parse tree node whose storage is reused: a parse makes and drops a node
/// for each level of precedence of every expression (each folded away when it
/// has one operand), and malloc was most of the start-up's rule reading.
/// Nodes freed on a thread are kept there, up to a bound, for its next ones.
struct Node : pt::basic_node<Node> {
  static void* operator new(std::size_t size) {
    auto& spare = free_nodes();
    if (size == sizeof(Node) && !spare.blocks.empty()) {
      void* p = spare.blocks.back();
      spare.blocks.pop_back();
      return p;
    }
    return ::operator new(size);
  }
  static void operator delete(void* p, std::size_t size) noexcept {
    auto& spare = free_nodes();
    if (size == sizeof(Node) && spare.blocks.size() < kKept) {
      try {
        spare.blocks.push_back(p);
        return;
      } catch (...) {  // no room to keep it: give it back
      }
    }
    ::operator delete(p);
  }

 private:
  static constexpr std::size_t kKept = 4096;
  struct Spare {
    std::vector<void*> blocks;
    ~Spare() {
      for (void* p : blocks) ::operator delete(p);
    }
  };
  static Spare& free_nodes() {
    thread_local Spare spare;
    return spare;
  }
};

/// Bounds the parser's recursion: nested expressions beyond the limit are an
/// error, not a stack overflow.
template <typename Rule>
struct depth_limit : p::limit_depth<limits::kExpressionDepth * limits::kGrammarFramesPerLevel> {};

/// Maps parse positions to spans with character columns.
class Source {
 public:
  Source(std::string_view text, std::string name)
      : text_(text), name_(std::move(name)), shared_name_(name_) {
    std::size_t start = 0;
    while (start <= text.size()) {
      auto end = text.find('\n', start);
      if (end == std::string_view::npos) end = text.size();
      std::string_view line = text.substr(start, end - start);
      if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
      lines_.push_back(line);
      start = end + 1;
    }
  }

  SourceSpan span(const p::position& begin, const p::position& end) const {
    const std::size_t line = begin.line;
    const std::string_view text =
        line >= 1 && line <= lines_.size() ? lines_[line - 1] : std::string_view();
    const std::size_t b = begin.column - 1;
    std::size_t e = end.line == begin.line ? end.column - 1 : text.size();
    if (e <= b) e = b + 1;
    // The spans of a line share one copy of it, and of the file's name.
    if (line < 1 || line > lines_.size())
      return make_span(shared_name_, static_cast<int>(line), text, b, e);
    return span_on_line(shared_name_, static_cast<int>(line), shared_lines_.line(line - 1, text), b,
                        e);
  }

  SourceSpan span(const Node& n) const { return span(n.begin(), n.end()); }

  /// The word (letters, digits, '-', '_') that starts at `at`.
  std::string_view word_at(const p::position& at) const {
    std::size_t end = at.byte;
    while (end < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[end])) ||
                                  text_[end] == '-' || text_[end] == '_'))
      ++end;
    return text_.substr(std::min(at.byte, text_.size()), end - std::min(at.byte, end));
  }
  const std::string& name() const { return name_; }

 private:
  std::string_view text_;
  std::string name_;
  std::vector<std::string_view> lines_;
  SharedText shared_name_;
  mutable SharedLines shared_lines_;
};

std::string unescape(std::string_view quoted) {
  std::string out;
  for (std::size_t i = 1; i + 1 < quoted.size(); ++i) {
    if (quoted[i] == '\\' && i + 2 < quoted.size()) ++i;
    out += quoted[i];
  }
  return out;
}

class Builder {
 public:
  Builder(const Source& source, std::vector<Diagnostic>& diagnostics)
      : source_(source), diagnostics_(diagnostics) {}

  /// Builds an expression; its tree depth is kept, and bounded.
  std::unique_ptr<Expr> expr(const Node& n) {
    auto e = build(n);
    set_depth(*e);
    return e;
  }

  void set_depth(Expr& e) {
    std::size_t d = 0;
    for (const auto& a : e.args) d = std::max(d, a->depth);
    e.depth = d + 1;
    if (e.depth > limits::kExpressionTreeDepth && !reported_depth_) {
      reported_depth_ = true;
      error(e.where, fmt::format("this expression is nested {} levels deep; the limit is {}",
                                 e.depth, limits::kExpressionTreeDepth));
    }
  }

  std::unique_ptr<Expr> build(const Node& n) {
    auto e = std::make_unique<Expr>();
    e->where = source_.span(n);
    e->text = n.has_content() ? n.string() : "";
    if (n.is_type<g::literal>()) {
      e->kind = ExprKind::literal;
      double v = std::strtod(n.children[0]->string().c_str(), nullptr);
      std::size_t next = 1;
      if (next < n.children.size() && n.children[next]->is_type<g::scale>())
        v *= scale_word_factor(n.children[next++]->string()).value_or(1);
      e->literal = Quantity::point(v);
      if (next < n.children.size()) apply_unit(*n.children[next], *e);
      return e;
    }
    if (n.is_type<g::name>()) {
      e->kind = ExprKind::name;
      e->name = n.string();
      return e;
    }
    if (n.is_type<g::negate>()) {
      e->kind = ExprKind::negate;
      e->args.push_back(expr(*n.children[0]));
      return e;
    }
    if (n.is_type<g::logical_not>()) {
      e->kind = ExprKind::logical_not;
      e->args.push_back(expr(*n.children[0]));
      return e;
    }
    if (n.is_type<g::product>() || n.is_type<g::sum>() || n.is_type<g::coalesce>() ||
        n.is_type<g::conjunction>() || n.is_type<g::disjunction>()) {
      return chain(n);
    }
    if (n.is_type<g::comparison>()) {
      if (n.children.size() == 1) return expr(*n.children[0]);
      if (n.children[1]->is_type<g::compare_op>()) {
        e->kind = ExprKind::compare;
        parse_compare_op(n.children[1]->string(), e->op);
        e->args.push_back(expr(*n.children[0]));
        e->args.push_back(expr(*n.children[2]));
      } else {
        e->kind = ExprKind::within;
        for (const auto& c : n.children) e->args.push_back(expr(*c));
      }
      return e;
    }
    if (n.is_type<g::conditional>()) {
      e->kind = ExprKind::conditional;
      for (const auto& c : n.children) e->args.push_back(expr(*c));
      return e;
    }
    if (n.is_type<g::call>()) {
      e->kind = ExprKind::call;
      e->name = n.children[0]->string();
      for (std::size_t i = 1; i < n.children.size(); ++i) e->args.push_back(expr(*n.children[i]));
      return e;
    }
    if (n.is_type<g::over>()) {
      e->kind = ExprKind::over;
      e->name = n.children[0]->string();
      e->least = e->name == "min";
      e->args.push_back(expr(*n.children[1]));
      return e;
    }
    if (n.is_type<g::condition>()) return expr(*n.children[0]);
    if (n.is_type<g::parenthesised>()) {  // the parentheses belong to the text, not to the tree
      auto inner = expr(*n.children[0]);
      inner->text = n.string();
      inner->where = source_.span(n);
      return inner;
    }
    // Anything else has a single meaningful child.
    if (n.children.size() == 1) return expr(*n.children[0]);
    e->kind = ExprKind::literal;
    return e;
  }

  std::vector<MessagePart> message(const Node& n) {
    // The message is parsed again with the message grammar, starting at the
    // position after its opening quote, so spans point into the file.
    const std::string_view raw = n.string_view();
    const auto begin = n.begin();
    std::vector<MessagePart> parts;
    p::memory_input<> in(raw.data() + 1, raw.data() + raw.size() - 1, source_.name(),
                         begin.byte + 1, begin.line, begin.column + 1);
    try {
      auto root =
          pt::parse<g::message_body, Node, selector, depth_limit, p::must_if<g::errors>::control>(
              in);
      if (!root) return parts;
      for (const auto& c : root->children) {
        MessagePart part;
        if (c->is_type<g::text>()) {
          part.text = unescape("\"" + c->string() + "\"");
        } else if (c->is_type<g::brace>()) {
          part.text = c->string().substr(0, 1);
        } else {  // hole
          part.expr = expr(*c->children[0]);
          if (c->children.size() > 1) {
            std::string h = c->children[1]->string();
            while (!h.empty() && h.back() == ' ') h.pop_back();
            if (h == "%")
              part.hint = Hint::percent;
            else if (h == "×" || h == "x")
              part.hint = Hint::ratio;
            else if (h == "n")
              part.hint = Hint::number;
            else
              error(source_.span(*c->children[1]),
                    "unknown format hint '" + h + "' (use %, × or n)");
          }
        }
        parts.push_back(std::move(part));
      }
    } catch (const p::parse_error& e) {
      error(e);
    }
    return parts;
  }

  void error(const SourceSpan& where, std::string message) {
    Diagnostic d;
    d.where = where;
    d.message = std::move(message);
    diagnostics_.push_back(std::move(d));
  }

  void error(const p::parse_error& e) {
    const auto& pos = e.positions().front();
    std::string message(e.message());
    if (message == "maximum parser rule nesting depth exceeded")
      message = fmt::format("expressions nest too deep here; the limit is about {} levels",
                            limits::kExpressionDepth);
    // A misspelt statement word: `notte when ...`.
    if (message == g::errors::message<g::statement>) {
      const std::string_view word = source_.word_at(pos);
      std::vector<std::string> keywords = {"for",  "needs", "unless", "key",     "informational",
                                           "cite", "let",   "show",   "default", "end"};
      for (const auto& level : ranked_level_names()) keywords.push_back(level);
      message += did_you_mean(word, keywords);
    }
    error(source_.span(pos, pos), message);
  }

 private:
  // a op b op c, folded to the left. Products and sums keep their operators
  // as nodes; ??, and, or do not need to.
  std::unique_ptr<Expr> chain(const Node& n) {
    const bool with_ops = n.is_type<g::product>() || n.is_type<g::sum>();
    auto left = expr(*n.children[0]);
    std::size_t i = 1;
    while (i < n.children.size()) {
      std::string op;
      if (with_ops) op = n.children[i++]->string();
      const Node& rhs = *n.children[i++];
      auto e = std::make_unique<Expr>();
      if (n.is_type<g::coalesce>())
        e->kind = ExprKind::coalesce;
      else if (n.is_type<g::conjunction>())
        e->kind = ExprKind::logical_and;
      else if (n.is_type<g::disjunction>())
        e->kind = ExprKind::logical_or;
      else if (op == "*")
        e->kind = ExprKind::multiply;
      else if (op == "/")
        e->kind = ExprKind::divide;
      else if (op == "+")
        e->kind = ExprKind::add;
      else
        e->kind = ExprKind::subtract;
      e->where = source_.span(n.children[0]->begin(), rhs.end());
      e->text = std::string(n.children[0]->m_begin.data, rhs.m_end.data);
      e->args.push_back(std::move(left));
      e->args.push_back(expr(rhs));
      set_depth(*e);
      left = std::move(e);
      if (left->depth > limits::kExpressionTreeDepth) break;  // reported; the rest is not built
    }
    return left;
  }

  void apply_unit(const Node& unit, Expr& e) {
    // FLOP, FLOP/param, FLOP/(param*token), %
    std::vector<std::string> unknown;
    if (auto u = parse_unit_expression(unit.string(), unknown))
      e.literal = Quantity::point(e.literal.lo() * u->factor, u->dim);
    for (const auto& name : unknown)
      error(source_.span(unit),
            "unknown unit '" + name +
                "' (rules write units singular: token, param, GPU, FLOP, h, Wh ...)");
  }

  const Source& source_;
  std::vector<Diagnostic>& diagnostics_;
  bool reported_depth_ = false;
};

/// Turns one rule's parse tree into a Rule.
void build_rule(const Node& r, const Source& source, Builder& builder, std::vector<Rule>& rules) {
  Rule rule;
  rule.where = source.span(*r.children[0]);
  for (const auto& c : r.children) {
    if (c->is_type<g::rule_id>()) {
      rule.id = c->string();
    } else if (c->is_type<g::title>()) {
      rule.title = unescape(c->string());
    } else if (c->is_type<g::kind_name>()) {
      RecordKind kind = RecordKind::model;
      const bool ok = parse_record_kind(c->string(), kind);
      rule.kinds.push_back(kind);
      if (!ok)
        builder.error(source.span(*c),
                      "unknown record kind '" + c->string() + "' (model, api, service, plan)");
    } else if (c->is_type<g::need_alternatives>()) {
      std::vector<std::string> group;
      std::vector<SourceSpan> where;
      for (const auto& n : c->children) {
        group.push_back(n->string());
        where.push_back(source.span(*n));
      }
      rule.needs.push_back(group);
      rule.needs_where.push_back(where);
    } else if (c->is_type<g::key_name>()) {
      auto key = std::make_unique<Expr>();
      key->kind = ExprKind::name;
      key->name = c->string();
      key->text = key->name;
      key->where = source.span(*c);
      rule.keys.push_back(std::move(key));
    } else if (c->is_type<g::unless_name>()) {
      rule.unless.push_back(c->string());
      rule.unless_where.push_back(source.span(*c));
    } else if (c->is_type<g::informational_statement>()) {
      rule.informational = true;
    } else if (c->is_type<g::citation>()) {
      rule.cites.push_back(unescape(c->string()));
    } else if (c->is_type<g::let_statement>() || c->is_type<g::show_statement>()) {
      Let let;
      let.name = c->children[0]->string();
      let.where = source.span(*c->children[0]);
      let.value = builder.expr(*c->children[1]);
      let.shown = c->is_type<g::show_statement>();
      if (c->children.size() > 2) let.label = unescape(c->children[2]->string());
      rule.lets.push_back(std::move(let));
    } else if (c->is_type<g::default_statement>()) {
      if (rule.default_hardware) builder.error(source.span(*c), "a rule has one default hardware");
      rule.default_hardware = builder.expr(*c->children[0]);
    } else if (c->is_type<g::clause>()) {
      Clause clause;
      clause.where = source.span(*c->children[0]);
      parse_level(c->children[0]->string(), clause.level);
      std::size_t i = 1;
      if (c->children[i]->is_type<g::condition>())
        clause.condition = builder.expr(*c->children[i++]);
      clause.message_text = unescape(c->children[i]->string());
      clause.message = builder.message(*c->children[i]);
      rule.clauses.push_back(std::move(clause));
    }
  }
  rules.push_back(std::move(rule));
}

/// The line of the first character from `byte` on (at line `line`) that is
/// neither a space nor in a comment: where a rule, or stray text, starts.
std::size_t first_code_line(std::string_view text, std::size_t byte, std::size_t line) {
  for (std::size_t i = byte; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\n') {
      ++line;
    } else if (c == '#') {
      const std::size_t nl = text.find('\n', i);
      if (nl == std::string_view::npos) break;
      i = nl - 1;
    } else if (c != ' ' && c != '\t' && c != '\r') {
      break;
    }
  }
  return line;
}

/// Finds the first line at or after `from` whose first word is `rule` or `define`; its
/// byte offset and line number.
bool next_rule_line(std::string_view text, std::size_t from, std::size_t& byte, std::size_t& line) {
  // From where reading stopped (`byte`, on `line`), not from the top: `from`
  // is past that line, so a partial first line is never taken for a start.
  std::size_t start = byte, number = line;
  while (start < text.size()) {
    if (number >= from) {
      const std::size_t word = text.find_first_not_of(" \t", start);
      for (const std::string_view keyword : {std::string_view("rule"), std::string_view("define")})
        if (word != std::string_view::npos && text.compare(word, keyword.size(), keyword) == 0) {
          const std::size_t after = word + keyword.size();
          if (after == text.size() || text[after] == ' ' || text[after] == '\t' ||
              text[after] == '\r' || text[after] == '\n') {
            byte = start;
            line = number;
            return true;
          }
        }
    }
    const std::size_t nl = text.find('\n', start);
    if (nl == std::string_view::npos) break;
    start = nl + 1;
    ++number;
  }
  return false;
}

/// A file's `define NAME = EXPR`.
struct Definition {
  std::string name;
  std::unique_ptr<Expr> value;
  SourceSpan where;
};

/// The bare names an expression refers to (not `claim.X`, `hardware.X` ...).
void names_in(const Expr& e, std::vector<std::string>& out) {
  if (e.kind == ExprKind::name && e.name.find('.') == std::string::npos) out.push_back(e.name);
  for (const auto& a : e.args) names_in(*a, out);
}

std::vector<std::string> names_in_rule(const Rule& r) {
  std::vector<std::string> out;
  if (r.default_hardware) names_in(*r.default_hardware, out);
  for (const auto& k : r.keys) names_in(*k, out);
  for (const auto& l : r.lets) names_in(*l.value, out);
  for (const auto& c : r.clauses) {
    if (c.condition) names_in(*c.condition, out);
    for (const auto& part : c.message)
      if (part.expr) names_in(*part.expr, out);
  }
  return out;
}

void report(std::vector<Diagnostic>& diagnostics, const SourceSpan& where, std::string message) {
  Diagnostic d;
  d.where = where;
  d.message = std::move(message);
  diagnostics.push_back(std::move(d));
}

/// Checks a file's definitions (their names; each uses only those above it)
/// and copies into each rule, before its own lets and in the file's order,
/// the definitions it uses, directly or through another definition.
void apply_definitions(std::vector<Definition>& definitions, std::vector<Rule>& rules,
                       std::vector<Diagnostic>& diagnostics) {
  if (definitions.empty()) return;
  auto index_of = [&](const std::string& name) -> std::size_t {
    for (std::size_t i = 0; i < definitions.size(); ++i)
      if (definitions[i].name == name) return i;
    return definitions.size();
  };
  // What each definition uses of those above it; a definition in error is
  // copied as a value already reported, so that nothing is said twice.
  std::vector<std::vector<std::size_t>> uses(definitions.size());
  std::vector<bool> broken(definitions.size(), false);
  for (std::size_t i = 0; i < definitions.size(); ++i) {
    const Definition& d = definitions[i];
    if (index_of(d.name) != i)
      report(diagnostics, d.where,
             fmt::format("'{}' is already defined at line {}", d.name,
                         definitions[index_of(d.name)].where.line));
    if (find_field(d.name))
      report(diagnostics, d.where,
             fmt::format("'{}' is a claim field: a definition needs a name of its own", d.name));
    std::vector<std::string> names;
    names_in(*d.value, names);
    for (const auto& n : names) {
      const std::size_t j = index_of(n);
      if (j == definitions.size()) continue;  // a field or a let-free name: the checker resolves it
      if (j >= i) {
        broken[i] = true;
        report(diagnostics, d.where,
               j == i ? fmt::format("'{}' is defined in terms of itself", d.name)
                      : fmt::format("'{}' uses '{}', defined below it at line {}: a definition "
                                    "uses only those above it",
                                    d.name, n, definitions[j].where.line));
        continue;
      }
      uses[i].push_back(j);
    }
  }
  for (auto& rule : rules) {
    std::vector<bool> shadowed(definitions.size(), false);
    for (const auto& let : rule.lets)
      if (const std::size_t j = index_of(let.name); j < definitions.size()) {
        shadowed[j] = true;
        report(diagnostics, let.where,
               fmt::format("'{}' is defined for the whole file at line {}: choose another name "
                           "for the rule's own value",
                           let.name, definitions[j].where.line));
      }
    std::vector<bool> needed(definitions.size(), false);
    for (const auto& n : names_in_rule(rule))
      if (const std::size_t j = index_of(n); j < definitions.size()) needed[j] = true;
    // Through the definitions used: each uses only those above it.
    for (std::size_t i = definitions.size(); i-- > 0;)
      if (needed[i])
        for (const std::size_t j : uses[i]) needed[j] = true;
    std::vector<Let> lets;
    for (std::size_t i = 0; i < definitions.size(); ++i) {
      if (!needed[i] || shadowed[i] || index_of(definitions[i].name) != i) continue;
      Let let;
      let.name = definitions[i].name;
      let.where = definitions[i].where;
      if (broken[i]) {
        let.value = std::make_unique<Expr>();
        let.value->where = definitions[i].value->where;
        let.value->text = definitions[i].value->text;
        let.value->poisoned = true;
      } else {
        let.value = clone(*definitions[i].value);
      }
      let.defined = true;
      lets.push_back(std::move(let));
    }
    for (auto& l : rule.lets) lets.push_back(std::move(l));
    rule.lets = std::move(lets);
  }
}

}  // namespace

std::vector<Rule> parse_rules(std::string_view text, const std::string& name,
                              std::vector<Diagnostic>& diagnostics) {
  std::vector<Rule> rules;
  if (text.size() > limits::kRuleFileBytes) {
    Diagnostic d;
    d.where.file = name;
    d.message = fmt::format("the rule file has {} bytes; the limit is {}", text.size(),
                            limits::kRuleFileBytes);
    diagnostics.push_back(std::move(d));
    return rules;
  }
  // Rule files are text: no NUL or other control characters, valid UTF-8.
  for (std::size_t start = 0, line = 1; start <= text.size(); ++line) {
    auto end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view l = text.substr(start, end - start);
    if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
    if (!check_text(l, name, static_cast<int>(line), diagnostics)) return rules;
    start = end + 1;
  }
  Source source(text, name);
  Builder builder(source, diagnostics);
  // A rule at a time; after a syntax error, on from the next line that
  // starts with `rule` (past the line where the failed rule began, and not
  // before the error), so every broken rule is reported.
  std::size_t byte = 0, line = 1, column = 1, syntax_errors = 0;
  std::vector<Definition> definitions;
  while (byte <= text.size()) {
    p::memory_input<> in(text.data() + byte, text.data() + text.size(), name, byte, line, column);
    std::unique_ptr<Node> root;
    try {
      root =
          pt::parse<g::next_rule, Node, selector, depth_limit, p::must_if<g::errors>::control>(in);
    } catch (const p::parse_error& e) {
      builder.error(e);
      // Past the line where the failed rule (or stray text) starts, and not
      // before the error.
      const std::size_t from =
          std::max(first_code_line(text, byte, line) + 1, e.positions().front().line);
      if (!next_rule_line(text, from, byte, line)) break;
      if (++syntax_errors == limits::kRuleSyntaxErrors) {
        Diagnostic d;
        d.where = source.span(e.positions().front(), e.positions().front());
        d.message = fmt::format("{} syntax errors: the rest of the file is not read",
                                limits::kRuleSyntaxErrors);
        diagnostics.push_back(std::move(d));
        break;
      }
      column = 1;
      continue;
    }
    if (!root || root->children.empty()) break;  // the end of the file
    const auto end = in.position();
    byte = end.byte;
    line = end.line;
    column = end.column;
    const Node& item = *root->children[0];
    if (item.is_type<g::define_statement>()) {
      Definition d;
      d.name = item.children[0]->string();
      d.where = source.span(*item.children[0]);
      d.value = builder.expr(*item.children[1]);
      definitions.push_back(std::move(d));
    } else {
      build_rule(item, source, builder, rules);
    }
  }
  apply_definitions(definitions, rules, diagnostics);
  return rules;
}

std::unique_ptr<Expr> parse_expression(std::string_view text, const std::string& name,
                                       std::vector<Diagnostic>& diagnostics) {
  Source source(text, name);
  Builder builder(source, diagnostics);
  p::memory_input<> in(text.data(), text.data() + text.size(), name);
  try {
    auto root = pt::parse<p::seq<g::sep, g::expr, g::sep, p::must<g::expression_end>>, Node,
                          selector, depth_limit, p::must_if<g::errors>::control>(in);
    if (root && !root->children.empty()) return builder.expr(*root->children[0]);
  } catch (const p::parse_error& e) {
    builder.error(e);
  }
  return nullptr;
}

}  // namespace claimcheck
