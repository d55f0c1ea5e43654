// Name resolution and dimension checking for rules.
#include "rules/checker.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "quantity/units.h"
#include "rules/functions.h"
#include "tables/catalogue.h"
#include "tables/models.h"
#include "text/spelling.h"

namespace claimcheck {
namespace {

class Checker {
 public:
  Checker(Rule& rule, const Assumptions& assumptions, std::vector<Diagnostic>& diagnostics)
      : rule_(rule), assumptions_(assumptions), diagnostics_(diagnostics) {}

  bool run() {
    rule_.need_fields.clear();
    for (std::size_t g = 0; g < rule_.needs.size(); ++g) {
      std::vector<Field> group;
      for (std::size_t i = 0; i < rule_.needs[g].size(); ++i) {
        const std::string& n = rule_.needs[g][i];
        if (const FieldDef* f = find_field(n))
          group.push_back(f->field);
        else
          error(rule_.needs_where[g][i],
                "unknown field '" + n + "' in needs" + did_you_mean(n, field_names()));
      }
      rule_.need_fields.push_back(std::move(group));
    }
    rule_.unless_fields.clear();
    for (std::size_t i = 0; i < rule_.unless.size(); ++i) {
      if (const FieldDef* f = find_field(rule_.unless[i]))
        rule_.unless_fields.push_back(f->field);
      else
        error(rule_.unless_where[i], "unknown field '" + rule_.unless[i] + "' in unless" +
                                         did_you_mean(rule_.unless[i], field_names()));
    }
    if (rule_.default_hardware) resolve(*rule_.default_hardware);
    for (std::size_t i = 0; i < rule_.lets.size(); ++i) {
      Let& let = rule_.lets[i];
      visible_lets_ = i;
      if (find_unit(let.name))
        error(let.where, "'" + let.name + "' is a unit name and cannot name a let");
      for (std::size_t j = 0; j < i; ++j)
        if (rule_.lets[j].name == let.name)
          error(let.where, "'" + let.name + "' is already defined in this rule");
      resolve(*let.value);
      warn_repeated(*let.value);
    }
    visible_lets_ = rule_.lets.size();
    for (auto& key : rule_.keys) {
      resolve(*key);
      if (key->boolean || key->text_value)
        error(key->where, "a key figure is a quantity: '" + key->text + "' is not");
    }
    if (rule_.clauses.empty())
      error(rule_.where,
            "rule '" + rule_.id + "' has no verdict clause: end it with one (ok: \"message\")");
    bool trailing = false;
    for (auto& clause : rule_.clauses) {
      if (trailing)
        error(clause.where,
              "a clause after the trailing clause (the one without 'when') is never reached");
      if (clause.condition) {
        resolve(*clause.condition);
        if (!clause.condition->boolean && !clause.condition->poisoned)
          error(clause.condition->where,
                "a 'when' needs a condition (a comparison), not a quantity");
        warn_repeated(*clause.condition);
      } else {
        trailing = true;
      }
      for (auto& part : clause.message)
        if (part.expr) {
          resolve(*part.expr);
          if (part.expr->boolean)
            error(part.expr->where, "a message shows quantities and names, not conditions");
          if (part.hint != Hint::none && part.expr->text_value)
            error(part.expr->where, "a format hint applies to quantities");
        }
    }
    key_hints();
    return ok_;
  }

 private:
  /// Each key's hint, from the first message that shows it: a key is written
  /// as the rule's messages write it (`margin` as `34.9×`).
  void key_hints() {
    rule_.key_hints.assign(rule_.keys.size(), Hint::none);
    for (std::size_t k = 0; k < rule_.keys.size(); ++k) {
      const Expr& key = *rule_.keys[k];
      bool found = false;
      for (const auto& clause : rule_.clauses) {
        for (const auto& part : clause.message)
          if (part.expr && part.expr->kind == key.kind && part.expr->text == key.text) {
            rule_.key_hints[k] = part.hint;
            found = true;
            break;
          }
        if (found) break;
      }
    }
  }

  void error(const SourceSpan& where, std::string message, Severity severity = Severity::error) {
    Diagnostic d;
    d.severity = severity;
    d.where = where;
    d.message = std::move(message);
    diagnostics_.push_back(std::move(d));
    if (severity == Severity::error) {
      ok_ = false;
      ++error_count_;
    }
  }

  void numeric(const Expr& e) {
    if (e.boolean)
      error(e.where, "'" + e.text + "' is a condition, not a quantity");
    else if (e.text_value)
      error(e.where, "'" + e.text + "' is text: use it in present() or a message");
  }

  void condition(const Expr& e) {
    if (!e.boolean) error(e.where, "'" + e.text + "' is a quantity, not a condition");
  }

  void same_dimension(const Expr& e, const Expr& a, const Expr& b, const char* verb) {
    if (a.boolean || b.boolean || a.text_value || b.text_value) return;  // reported as a type error
    if (a.dim != b.dim)
      error(e.where, std::string("cannot ") + verb + " " + a.dim.to_string() + " and " +
                         b.dim.to_string() + " ('" + a.text + "' and '" + b.text + "')");
  }

  void resolve_name(Expr& e) {
    const std::string& n = e.name;
    const auto dot = n.find('.');
    if (dot != std::string::npos) {
      const std::string space = n.substr(0, dot), member = n.substr(dot + 1);
      if (space == "claim") {
        field(e, member);
      } else if (space == "hardware") {
        const HardwareFigure* figure = find_hardware_figure(member);
        if (!figure) {
          error(e.where, "unknown hardware figure '" + member + "'" +
                             did_you_mean(member, hardware_figure_names()));
          return;
        }
        e.kind = ExprKind::hardware_figure;
        e.member = member;
        e.figure = figure;
        e.dim = figure->dim;
        e.text_value = figure->names_precision();
      } else if (space == "model") {
        const auto& keys = model_architecture_keys();
        if (std::find(keys.begin(), keys.end(), member) == keys.end()) {
          error(e.where, "unknown model figure '" + member + "'" + did_you_mean(member, keys) +
                             " (the architecture figures of rules/models.toml)");
          return;
        }
        e.kind = ExprKind::model_figure;
        e.member = member;
        e.dim = Dimension{};
      } else if (space == "assume") {
        const Assumption* a = assumptions_.find(member);
        if (!a) {
          error(e.where, "unknown assumption '" + member + "'" +
                             did_you_mean(member, assumptions_.keys()) + " (assumptions.toml)");
          return;
        }
        e.kind = ExprKind::assumption;
        e.member = member;
        e.dim = a->value.dim;
      } else {
        error(e.where, "unknown name '" + n +
                           "': names are fields, lets, definitions, claim.FIELD, hardware.FIGURE, "
                           "model.FIGURE or assume.NAME");
      }
      return;
    }
    if (n == "hardware") {
      e.kind = ExprKind::hardware;
      e.text_value = true;
      return;
    }
    for (std::size_t i = visible_lets_; i-- > 0;) {
      if (rule_.lets[i].name == n) {
        e.kind = ExprKind::let_ref;
        e.slot = static_cast<int>(i);
        e.poisoned = rule_.lets[i].value->poisoned;
        e.boolean = rule_.lets[i].value->boolean;
        e.text_value = rule_.lets[i].value->text_value;
        e.dim = rule_.lets[i].value->dim;
        return;
      }
    }
    for (std::size_t i = visible_lets_; i < rule_.lets.size(); ++i)
      if (rule_.lets[i].name == n) {
        error(e.where, "'" + n + "' is used before its let (line " +
                           std::to_string(rule_.lets[i].where.line) + ")");
        return;
      }
    if (find_field(n)) {
      field(e, n);
      return;
    }
    std::vector<std::string> candidates = field_names();
    for (std::size_t i = 0; i < visible_lets_; ++i) candidates.push_back(rule_.lets[i].name);
    candidates.push_back("hardware");
    error(e.where, "unknown name '" + n + "'" + did_you_mean(n, candidates));
  }

  void field(Expr& e, const std::string& name) {
    const FieldDef* f = find_field(name);
    if (!f) {
      error(e.where, "unknown field '" + name + "'" + did_you_mean(name, field_names()));
      return;
    }
    e.kind = ExprKind::field;
    e.field = f->field;
    e.dim = f->dim;
    e.text_value = f->type != FieldType::quantity;
  }

  void resolve(Expr& e) {
    for (auto& a : e.args) {
      resolve(*a);
      // One error is reported once: what is built on it is not checked again.
      e.poisoned = e.poisoned || a->poisoned;
    }
    if (e.poisoned) return;
    const std::size_t errors_before = error_count_;
    check(e);
    if (error_count_ > errors_before) e.poisoned = true;
  }

  void check(Expr& e) {
    switch (e.kind) {
      case ExprKind::literal:
        e.dim = e.literal.dim;
        break;
      case ExprKind::name:
        resolve_name(e);
        break;
      case ExprKind::negate:
        numeric(*e.args[0]);
        e.dim = e.args[0]->dim;
        break;
      case ExprKind::add:
      case ExprKind::subtract:
      case ExprKind::coalesce:
        numeric(*e.args[0]);
        numeric(*e.args[1]);
        same_dimension(e, *e.args[0], *e.args[1],
                       e.kind == ExprKind::add        ? "add"
                       : e.kind == ExprKind::subtract ? "subtract"
                                                      : "use ?? on");
        e.dim = e.args[0]->dim;
        break;
      case ExprKind::multiply:
      case ExprKind::divide:
        numeric(*e.args[0]);
        numeric(*e.args[1]);
        e.dim = e.kind == ExprKind::multiply ? e.args[0]->dim * e.args[1]->dim
                                             : e.args[0]->dim / e.args[1]->dim;
        break;
      case ExprKind::compare:
        numeric(*e.args[0]);
        numeric(*e.args[1]);
        same_dimension(e, *e.args[0], *e.args[1], "compare");
        e.boolean = true;
        break;
      case ExprKind::within:
        numeric(*e.args[0]);
        numeric(*e.args[1]);
        numeric(*e.args[2]);
        same_dimension(e, *e.args[0], *e.args[2], "compare");
        if (!e.args[1]->dim.dimensionless())
          error(e.args[1]->where, "the tolerance of 'within' is a plain number or a percentage");
        e.boolean = true;
        break;
      case ExprKind::logical_and:
      case ExprKind::logical_or:
        condition(*e.args[0]);
        condition(*e.args[1]);
        e.boolean = true;
        break;
      case ExprKind::logical_not:
        condition(*e.args[0]);
        e.boolean = true;
        break;
      case ExprKind::conditional:
        condition(*e.args[0]);
        if (e.args[1]->boolean != e.args[2]->boolean) {
          error(e.where, "both branches of 'if' must be quantities, or both conditions");
        } else if (!e.args[1]->boolean) {
          numeric(*e.args[1]);
          numeric(*e.args[2]);
          same_dimension(e, *e.args[1], *e.args[2], "choose between");
        }
        e.boolean = e.args[1]->boolean;
        e.dim = e.args[1]->dim;
        break;
      case ExprKind::call:
        call(e);
        break;
      case ExprKind::over:
        numeric(*e.args[0]);
        e.dim = e.args[0]->dim;
        break;
      default:
        break;
    }
  }

  void call(Expr& e) {
    const std::string& f = e.name;
    const std::size_t n = e.args.size();
    e.function = find_function(f);
    if (!e.function) {
      error(e.where, "unknown function '" + f + "'" + did_you_mean(f, function_names()) +
                         fmt::format(" ({})", fmt::join(function_names(), ", ")));
      return;
    }
    const FunctionDef& def = *e.function;
    const bool arity = n >= def.min_args && (def.max_args == 0 || n <= def.max_args);
    if (def.presence) {
      if (!arity || (e.args[0]->kind != ExprKind::field && e.args[0]->kind != ExprKind::hardware))
        error(e.where, f + "() " + def.arity);
      e.boolean = true;
      return;
    }
    if (!arity) error(e.where, f + "() " + def.arity);
    if (def.dimensionless) {  // pow: plain numbers in, a plain number out
      for (auto& a : e.args) {
        numeric(*a);
        if (!a->boolean && !a->text_value && !a->dim.dimensionless())
          error(a->where,
                f + "() " + def.arity + ", not " + a->dim.to_string() + " ('" + a->text + "')");
      }
      e.dim = Dimension{};
      return;
    }
    if (def.max_args == 0) {  // min, max: values of one dimension
      for (auto& a : e.args) numeric(*a);
      for (std::size_t i = 1; i < n; ++i) same_dimension(e, *e.args[0], *e.args[i], "compare");
    } else if (n > 0) {
      numeric(*e.args[0]);
    }
    if (n > 0) e.dim = e.args[0]->dim;
  }

  // Where a range variable occurs twice in one expression, interval bounds
  // may be wider than the truth: say so. Not where every occurrence moves the
  // expression the same way (a sum of costs that each rise with a price):
  // evaluating at the ends is then exact. Nor for an assumption with one value.
  struct Occurrences {
    int count = 0;
    bool rising = false, falling = false;
  };

  /// How an occurrence moves the expression: with it, against it, or either way.
  enum class Moves { rising, falling, both };

  static Moves flip(Moves m) {
    return m == Moves::rising ? Moves::falling : m == Moves::falling ? Moves::rising : m;
  }

  void count_leaves(const Expr& e, std::map<std::string, Occurrences>& counts, Moves moves) const {
    switch (e.kind) {
      case ExprKind::assumption:
        if (const Assumption* a = assumptions_.find(e.member); a && a->value.is_point()) return;
        [[fallthrough]];
      case ExprKind::hardware_figure:
        // Bytes per parameter: one value per precision, where every one is a point.
        if (e.figure && e.figure->gives_weight_bytes() &&
            std::all_of(assumptions_.entries().begin(), assumptions_.entries().end(),
                        [](const auto& entry) {
                          return entry.first.rfind("weight_bytes_", 0) != 0 ||
                                 entry.second.value.is_point();
                        }))
          return;
        [[fallthrough]];
      case ExprKind::field: {
        Occurrences& o = counts[e.text];
        ++o.count;
        o.rising = o.rising || moves != Moves::falling;
        o.falling = o.falling || moves != Moves::rising;
        return;
      }
      case ExprKind::let_ref:
        count_leaves(*rule_.lets[static_cast<std::size_t>(e.slot)].value, counts, moves);
        return;
      case ExprKind::call:
        // present() reads no value; lo() and hi() take one end, a point.
        if (e.function && e.function->one_end) return;
        // pow(x, y): y moves it either way (up when x > 1, down when x < 1).
        if (e.name == "pow" && e.args.size() == 2) {
          count_leaves(*e.args[0], counts, moves);
          count_leaves(*e.args[1], counts, Moves::both);
          return;
        }
        break;
      case ExprKind::coalesce:
      case ExprKind::conditional:
      case ExprKind::over:
        return;  // alternatives, not a formula
      case ExprKind::negate:
        count_leaves(*e.args[0], counts, flip(moves));
        return;
      case ExprKind::subtract:
      case ExprKind::divide:
        count_leaves(*e.args[0], counts, moves);
        count_leaves(*e.args[1], counts, flip(moves));
        return;
      default:
        break;
    }
    for (const auto& a : e.args) count_leaves(*a, counts, moves);
  }

  void warn_repeated(const Expr& e) {
    // Logic and comparisons join separate formulas: each is looked at alone.
    switch (e.kind) {
      case ExprKind::logical_and:
      case ExprKind::logical_or:
      case ExprKind::logical_not:
      case ExprKind::compare:
      case ExprKind::within:
        for (const auto& a : e.args) warn_repeated(*a);
        return;
      default:
        break;
    }
    std::map<std::string, Occurrences> counts;
    count_leaves(e, counts, Moves::rising);
    for (const auto& [name, o] : counts)
      if (o.count > 1 && o.rising && o.falling)
        error(e.where,
              "'" + name + "' occurs " + std::to_string(o.count) +
                  " times in this expression (through its lets), where it raises the value and "
                  "where it lowers it: a range may come out wider than the truth",
              Severity::warning);
  }

  Rule& rule_;
  const Assumptions& assumptions_;
  std::vector<Diagnostic>& diagnostics_;
  std::size_t visible_lets_ = 0;
  bool ok_ = true;
  std::size_t error_count_ = 0;
};

}  // namespace

bool check_rule(Rule& rule, const Assumptions& assumptions, std::vector<Diagnostic>& diagnostics) {
  return Checker(rule, assumptions, diagnostics).run();
}

}  // namespace claimcheck
