// The evaluator: a walk over the checked AST, linear in the rule's size.
#include "eval/evaluator.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <span>
#include <string_view>
#include <unordered_map>

#include "quantity/format.h"
#include "quantity/units.h"
#include "rules/functions.h"
#include "tables/models.h"

namespace claimcheck {
namespace {

/// A value during evaluation: a quantity, a truth value, text, or none
/// (with the gap that says why).
struct Value {
  enum class Type { quantity, truth, text, gap };
  Type type = Type::gap;
  Truth t = Truth::never;
  Gap::Kind gap_kind = Gap::Kind::missing;
  /// A gap's words when they are a name that outlives the value (a field's),
  /// kept as it is; else they are in `text`.
  const char* gap_name = nullptr;
  Quantity q;
  std::string text;  ///< a text value, or a gap's words

  // Built member by member: an empty string from "" would be measured first.
  static Value of(Quantity x) {
    Value v;
    v.type = Type::quantity;
    v.q = x;
    return v;
  }
  static Value of(Truth x) {
    Value v;
    v.type = Type::truth;
    v.t = x;
    return v;
  }
  static Value words(std::string s) {
    Value v;
    v.type = Type::text;
    v.text = std::move(s);
    return v;
  }
  static Value missing(std::string what) {
    Value v;
    v.text = std::move(what);
    return v;
  }
  /// Missing, in words that live as long as the program: a field's name.
  static Value missing_named(const char* name) {
    Value v;
    v.gap_name = name;
    return v;
  }
  static Value no_answer(std::string what) {
    Value v;
    v.gap_kind = Gap::Kind::no_answer;
    v.text = std::move(what);
    return v;
  }
  /// Arithmetic with no answer: the error, and where (`division by zero in 'x'`).
  static Value no_answer_in(const Expr& e, const QuantityError& error) {
    return no_answer(error.message + " in '" + e.text + "'");
  }
  /// The gap of `a ?? b` where both are gaps, said as the first's gap says it:
  /// `division by zero in 'x' or tokens`.
  static Value either(const Value& a, const Value& b) {
    Value v = missing(std::string(a.what()) + " or " + std::string(b.what()));
    v.gap_kind = a.gap_kind;
    return v;
  }
  bool is_gap() const { return type == Type::gap; }
  /// A gap's words.
  std::string_view what() const { return gap_name ? std::string_view(gap_name) : text; }
  Gap gap() const { return {gap_kind, std::string(what())}; }
};

Truth compare(CompareOp op, const Quantity& a, const Quantity& b) {
  switch (op) {
    case CompareOp::greater:
      return greater(a, b);
    case CompareOp::less:
      return less(a, b);
    case CompareOp::greater_equal:
      if (a.lo() >= b.hi()) return Truth::certainly;
      if (a.hi() < b.lo()) return Truth::never;
      return Truth::possibly;
    case CompareOp::less_equal:
      if (a.hi() <= b.lo()) return Truth::certainly;
      if (a.lo() > b.hi()) return Truth::never;
      return Truth::possibly;
    case CompareOp::equal:
    case CompareOp::not_equal:
      break;
  }
  Truth equal = Truth::possibly;
  if (a.is_point() && b.is_point() && a.lo() == b.lo())
    equal = Truth::certainly;
  else if (a.hi() < b.lo() || b.hi() < a.lo())
    equal = Truth::never;
  return op == CompareOp::equal ? equal : !equal;
}

/// |x - y| <= tolerance × |y|, three-valued.
Truth within(const Quantity& x, const Quantity& tolerance, const Quantity& y) {
  const Quantity d = subtract(x, y).value();
  const double ylo =
      (y.lo() <= 0 && y.hi() >= 0) ? 0 : std::min(std::fabs(y.lo()), std::fabs(y.hi()));
  const double yhi = std::max(std::fabs(y.lo()), std::fabs(y.hi()));
  const double tight = tolerance.lo() * ylo, loose = tolerance.hi() * yhi;
  if (d.lo() >= -tight && d.hi() <= tight) return Truth::certainly;
  if (d.lo() > loose || d.hi() < -loose) return Truth::never;
  return Truth::possibly;
}

}  // namespace

/// A figure of an accelerator as a rule's expression read it for a record
/// of some precision and month: what it came to, and the claim's fields it
/// read. The same expression on the same accelerator, for a record of the
/// same precision and month, comes to the same.
struct RememberedFigure {
  std::string precision;        ///< the record's precision (`fp8`), or empty
  bool peak_precision = false;  ///< the precision is the quoted peak's, not `in fp8`
  std::string month;            ///< the month of the record's date, or empty
  bool likely = false;          ///< evaluated at likely points
  Value value;
  std::vector<Field> read;  ///< the claim's fields read on the way
};

struct FigureKey {
  const Expr* expr = nullptr;
  const Accelerator* accelerator = nullptr;
  friend bool operator==(const FigureKey&, const FigureKey&) = default;
};

struct FigureKeyHash {
  std::size_t operator()(const FigureKey& k) const {
    return std::hash<const void*>()(k.expr) * 31 + std::hash<const void*>()(k.accelerator);
  }
};

/// The operators of a filled-in step, as filled() writes them (with spaces).
constexpr const char* kOperators[] = {" × ", " / ", " + ", " − ", " ÷ "};

/// At most this many figures are remembered; then they are forgotten and
/// remembered afresh, so that memory stays flat.
constexpr std::size_t kRememberedFigures = 4096;

/// What an Evaluator reuses from one rule to the next.
struct EvaluationScratch::Buffers {
  std::vector<Value> lets;
  std::vector<std::optional<QuantityStyle>> let_styles;
  std::vector<std::string> conversions;
  std::vector<Field> used;
  std::string text;  ///< a message, or the names of a group of needs, as it is put together
  std::unordered_map<FigureKey, std::vector<RememberedFigure>, FigureKeyHash> figures;
  std::size_t figures_held = 0;
  bool not_applying_by_fields = false;  ///< the last finding, as not_applying_by_fields says
};

EvaluationScratch::EvaluationScratch() : buffers_(std::make_unique<Buffers>()) {}
EvaluationScratch::~EvaluationScratch() = default;

namespace {

/// Empties a finding for another evaluation, keeping its storage.
void reset(Finding& f) {
  f.title.clear();
  f.verdict = Level::ok;
  f.message.clear();  // gap: kept, set by every path that does not apply
  f.met_needs = 0;
  f.met_figures = 0;
  f.secondary = false;
  f.informational = false;
  f.catalogue_only = false;
  f.fields_used.clear();
  f.notes.clear();
  f.working.clear();
  f.cites.clear();
  f.hardware.clear();
  f.hardware_assumed = false;
  f.keys.clear();
  f.key_hints.clear();
  f.threshold.reset();
  f.bands.clear();
}

/// How deep deciders() follows an expression: far past any built-in rule's.
constexpr std::size_t kDecidersDepth = 64;

class Evaluator {
 public:
  Evaluator(const Rule& rule, const Record& record, const EvaluationContext& context,
            EvaluationScratch::Buffers& buffers)
      : rule_(rule),
        record_(record),
        context_(context),
        lets_(buffers.lets),
        let_styles_(buffers.let_styles),
        conversions_(buffers.conversions),
        used_(buffers.used),
        text_(buffers.text),
        figures_(buffers.figures),
        figures_held_(buffers.figures_held),
        not_applying_by_fields_(buffers.not_applying_by_fields) {
    conversions_.clear();
    used_.clear();
    not_applying_by_fields_ = false;
  }

  /// Overwrites `f` with the rule's finding.
  void run(Finding& f, std::size_t hardware_option) {
    reset(f);
    f.rule = rule_.id;
    if (context_.working) {  // shown only with the working
      f.title = rule_.title;
      f.cites = rule_.cites;
    }
    // Without the working, a rule whose needs do not name the accelerator, or
    // a rule of a claim that names its own (which is then present whichever
    // is chosen), is found not to apply before its accelerator is looked
    // for: a finding that does not apply shows none.
    const bool needs_first =
        !context_.working && (!names_hardware(rule_) || claim_names_hardware());
    if (needs_first && !applies(f)) {
      not_applying_by_fields_ = true;
      return;
    }
    // Which accelerator: the claim's, or the rule's default when it names none.
    if (hardware_option == 0 && context_.claim_hardware) {
      hardware_ = *context_.claim_hardware;
    } else if (const Fact* h = find(Field::hardware); h && !h->hardware.empty()) {
      hardware_ =
          context_.catalogue.find(h->hardware[std::min(hardware_option, h->hardware.size() - 1)]);
    } else if (rule_.default_hardware) {
      inputs_ = nullptr;
      std::vector<WorkingInput> chosen;
      if (context_.working) inputs_ = &chosen;
      const Value v = eval(*rule_.default_hardware);
      inputs_ = nullptr;
      if (v.is_gap()) no_default_ = v.gap();  // none to choose: said where hardware is needed
      if (!v.is_gap() && over_choice_) {
        hardware_ = over_choice_;
        assumed_ = true;
      }
      if (!v.is_gap() && over_choice_ && context_.working) {
        WorkingStep step;
        step.name = "hardware";
        step.expr = rule_.default_hardware->text;
        step.inputs = chosen;
        step.result_text = hardware_->id + " (assumed: the claim names no accelerator)";
        f.working.push_back(step);
      }
    }
    if (hardware_) {
      f.hardware = hardware_->id;
      f.hardware_assumed = assumed_;
    }
    if (!needs_first && !applies(f)) return;
    lets_.resize(rule_.lets.size());  // only a rule that applies needs its lets
    for (std::size_t i = 0; i < rule_.lets.size(); ++i) {
      if (!context_.working) {
        Value& let = lets_[i];
        if (Quantity q; quantity_of(*rule_.lets[i].value, q, let)) {
          let.type = Value::Type::quantity;
          let.t = Truth::never;
          let.gap_name = nullptr;
          let.q = q;
        }
        continue;
      }
      const Let& let = rule_.lets[i];
      WorkingStep step;
      step.name = let.name;
      step.expr = let.value->text;
      step.where = let.where.file + ":" + std::to_string(let.where.line);
      step.shown = let.shown;
      step.label = let.label;
      inputs_ = &step.inputs;
      lets_[i] = eval(*let.value);
      inputs_ = nullptr;
      if (lets_[i].type == Value::Type::quantity) {
        step.result = lets_[i].q;
        step.result_text = display_let(i, lets_[i].q);
        step.filled = filled(*let.value);
        // A figure used as it stands (`n = 70B params`, `fp4 = 0 FLOP/(s·GPU)`) is not a step.
        const bool arithmetic = std::any_of(
            std::begin(kOperators), std::end(kOperators),
            [&](const char* op) { return step.filled.find(op) != std::string::npos; });
        if (step.filled == step.result_text || !arithmetic) step.filled.clear();
      } else if (lets_[i].type == Value::Type::gap) {
        step.gap = lets_[i].gap();
      } else if (lets_[i].type == Value::Type::truth) {
        step.result_text = truth_name(lets_[i].t);
      } else {
        step.result_text = lets_[i].text;
      }
      f.working.push_back(std::move(step));
    }
    // The key figures a report shows (`key mfu`), where present.
    for (std::size_t k = 0; k < rule_.keys.size(); ++k) {
      const Value v = eval(*rule_.keys[k]);
      if (v.type != Value::Type::quantity) continue;
      f.keys.emplace_back(rule_.keys[k]->text, v.q);
      f.key_hints.push_back(k < rule_.key_hints.size() ? rule_.key_hints[k] : Hint::none);
    }
    if (!decide(f)) return;
    f.gap.reset();  // the rule applied
    if (hardware_used_ && !assumed_) use(Field::hardware);
    f.fields_used.assign(used_.begin(), used_.end());
    // A figure given in euros says so wherever it was used, working or not.
    if (!conversions_.empty() && !f.message.empty())
      f.message += fmt::format(" ({})", fmt::join(conversions_, "; "));
    // An assumed accelerator matters only where its figures were used.
    if (assumed_ && hardware_used_ && f.verdict == Level::impossible) {
      f.verdict = Level::implausible;
      f.message +=
          " (on " + hardware_->id +
          ", assumed as the claim names no accelerator; impossible needs the claim's own hardware)";
    } else if (assumed_ && hardware_used_ && f.verdict >= Level::note) {
      f.message += " (" + hardware_->id + " assumed: the claim names no accelerator)";
    }
  }

 private:
  /// Whether the rule's unless or needs name the accelerator, which may be
  /// the rule's default rather than the claim's.
  static bool names_hardware(const Rule& rule) {
    for (const Field u : rule.unless_fields)
      if (u == Field::hardware) return true;
    for (const auto& group : rule.need_fields)
      for (const Field n : group)
        if (n == Field::hardware) return true;
    return false;
  }

  /// Whether the claim names an accelerator of its own.
  bool claim_names_hardware() const {
    const Fact* h = find(Field::hardware);
    return h && !h->hardware.empty();
  }

  /// The rule's unless and needs: false, with `f` made a finding that does
  /// not apply, when the record gives a field of its unless or lacks every
  /// field of a group of its needs.
  bool applies(Finding& f) {
    f.informational = rule_.informational;
    f.secondary = !rule_.kinds.empty() && rule_.kinds.front() != record_.kind;
    // unless: not for records that give any of these fields.
    for (const Field u : rule_.unless_fields)
      if (present(u)) {
        f.unmet_needs.clear();
        mark_not_applicable(f, {Gap::Kind::no_answer,
                                fmt::format("not for records with {} (the rule says unless {})",
                                            field_name(u), field_name(u))});
        return false;
      }
    // needs: each group must have one present field. The first unmet group
    // is the finding's message; every unmet group is kept.
    // The groups are copied into the finding's own, whose storage a reused
    // finding keeps.
    std::size_t unmet = 0;
    for (const auto& group : rule_.need_fields) {
      bool any = false, figure = false;
      for (const Field n : group) {
        any = any || present(n);
        figure = figure || (n != Field::hardware && present(n));
      }
      if (any) {
        ++f.met_needs;
        if (figure) ++f.met_figures;
      } else if (unmet < f.unmet_needs.size()) {
        f.unmet_needs[unmet++].assign(group.begin(), group.end());
      } else {
        f.unmet_needs.push_back(group);
        ++unmet;
      }
    }
    f.unmet_needs.resize(unmet);
    if (f.unmet_needs.empty()) return true;
    // Said as a claim writes it (`needs a figure such as \`30.84M GPU-hours\`
    // or \`for 54 days\``): the fields' names are in the finding's missing list.
    // Every figure missing, each group once: `a figure such as \`for 54
    // days\`, and one such as \`16,384 GPUs\``.
    text_.assign("a figure such as ");
    for (std::size_t g = 0; g < f.unmet_needs.size(); ++g) {
      if (g) text_ += ", and one such as ";
      const auto& group = f.unmet_needs[g];
      for (std::size_t i = 0; i < group.size(); ++i) {
        if (i) text_ += " or ";
        text_ += '`';
        text_ += field_def(group[i]).example;
        text_ += '`';
      }
    }
    mark_not_applicable(f, Gap::Kind::missing, text_);
    return false;
  }

  static void mark_not_applicable(Finding& f, const Gap& gap) {
    mark_not_applicable(f, gap.kind, gap.what);
  }

  static void mark_not_applicable(Finding& f, Gap::Kind kind, std::string_view what) {
    f.verdict = Level::not_applicable;
    if (!f.gap) f.gap.emplace();
    f.gap->kind = kind;
    f.gap->what.assign(what);
    f.gap->describe(f.message);
    f.notes.clear();
  }

  // ---- the student view: filled-in steps and verdict bands ----------------

  /// A value as the working shows it: a let in its messages' style.
  std::string shown_value(const Expr& e, const Value& v) {
    if (v.type != Value::Type::quantity) return std::string(v.is_gap() ? v.what() : v.text);
    if (e.kind == ExprKind::literal) return literal_text(e);
    if (e.kind == ExprKind::let_ref) return display_let(static_cast<std::size_t>(e.slot), v.q);
    // A plain factor above 1 is a multiplier (a PUE of 1.58×), not 158%.
    if (v.q.dim.dimensionless() && v.q.hi() > 1) return format_quantity(v.q, QuantityStyle::ratio);
    return display(v.q);
  }

  /// A literal as written, its units' `*` as `·`: `6 FLOP/(param·token)`, `1000`.
  static std::string literal_text(const Expr& e) {
    std::string out;
    for (const char c : e.text) {
      if (c == '*')
        out += "·";
      else
        out += c;
    }
    return out;
  }

  /// A limit compared with `left`, shown as `left` is (`booked above 2×`).
  std::string limit_value(const Expr& left, const Expr& right, const Value& limit) {
    if (left.kind == ExprKind::let_ref && limit.type == Value::Type::quantity &&
        left.dim == right.dim)
      return display_let(static_cast<std::size_t>(left.slot), limit.q);
    return shown_value(right, limit);
  }

  /// The verdict and message of the first clause that certainly holds, with
  /// the clauses that possibly hold at warning or above as "possibly" lines
  /// (raising the verdict to at least note, or warning). False, with `f` not
  /// applying, when a clause needs a missing value.
  bool decide(Finding& f) {
    std::vector<std::string> possibly;
    Level least = Level::ok;  // what the clauses that possibly hold make the verdict at least
    bool decided = false;
    for (const auto& clause : rule_.clauses) {
      Truth holds = Truth::certainly;
      if (clause.condition) {
        const Value c = eval(*clause.condition);
        if (c.is_gap()) {
          mark_not_applicable(f, c.gap_kind, c.what());
          return false;
        }
        holds = c.t;
      }
      if (holds == Truth::never) continue;
      std::optional<Gap> missing;
      render(clause, missing, text_);
      const std::string& message = text_;
      if (missing) {
        mark_not_applicable(f, *missing);
        return false;
      }
      if (holds == Truth::possibly) {
        // A warning or worse for some of the values the ranges allow: a note
        // (a warning for worse than a warning), saying which figures decide it.
        if (clause.level >= Level::warning) {
          possibly.push_back("possibly " + std::string(level_name(clause.level)) + ": " + message +
                             turns_on(*clause.condition));
          least = std::max(least, clause.level > Level::warning ? Level::warning : Level::note);
        }
        continue;
      }
      f.verdict = clause.level;
      f.message.swap(text_);  // the message, and its storage for the next
      decided = true;
      // What would pass, for the reports that show it (with the working).
      if (context_.working && clause.level > Level::ok && clause.condition)
        f.threshold = threshold(*clause.condition);
      break;
    }
    if (context_.working) bands(f);
    if (!possibly.empty() && (!decided || f.verdict < least)) {
      // The possibly's level is the verdict; what the deciding clause said follows it.
      if (decided && !f.message.empty()) possibly.push_back(f.message);
      f.verdict = least;
      f.message = possibly.front();
      possibly.erase(possibly.begin());
    }
    f.notes = std::move(possibly);
    return true;
  }

  /// ` (it turns on: A; B)`: the inputs whose ranges make condition `c`
  /// only possibly hold, in words; empty when none is found.
  std::string turns_on(const Expr& c) {
    std::vector<std::string> found;
    deciders(c, found, 0);
    if (found.empty()) return "";
    return fmt::format(" (it turns on: {})", fmt::join(found, "; "));
  }

  /// The leaves under `e` whose values are ranges, followed through lets and
  /// the branch of `??` or `if` that was taken: an assumption's range, the
  /// claim's own range, an accelerator assumed or chosen from the catalogue,
  /// a family's variants.
  void deciders(const Expr& e, std::vector<std::string>& out, std::size_t depth) {
    if (depth > kDecidersDepth) return;
    auto add = [&](std::string words) {
      if (std::find(out.begin(), out.end(), words) == out.end()) out.push_back(std::move(words));
    };
    auto ranged = [&](const Expr& x) {
      const Value v = quiet_eval(x);
      return (v.type == Value::Type::quantity && !v.q.is_point()) ||
             (v.type == Value::Type::truth && v.t == Truth::possibly);
    };
    switch (e.kind) {
      case ExprKind::literal:
        return;
      case ExprKind::field:
        if (ranged(e)) {
          const Fact* fact = find(e.field);
          add("the claim's " + (fact && !fact->written.empty() ? fact->written
                                                              : std::string(field_name(e.field))));
        }
        return;
      case ExprKind::assumption:
        if (const Assumption* a = context_.assumptions.find(e.member); a && !a->value.is_point())
          add(fmt::format("{}, {} in rules/assumptions.toml", a->key, a->text(a->value)));
        return;
      case ExprKind::hardware_figure:
        if (assumed_ && hardware_)
          add(fmt::format("the accelerator, {} assumed as the claim names none", hardware_->id));
        else if (hardware_ && ranged(e))
          add(fmt::format("which variant of {} ({})", hardware_->id, e.text));
        return;
      case ExprKind::over:
        add("the accelerator chosen from the catalogue, as the claim names none");
        return;
      case ExprKind::let_ref:
        if (e.slot >= 0 && ranged(e))
          deciders(*rule_.lets[static_cast<std::size_t>(e.slot)].value, out, depth + 1);
        return;
      case ExprKind::coalesce: {
        const Value left = quiet_eval(*e.args[0]);
        deciders(left.is_gap() ? *e.args[1] : *e.args[0], out, depth + 1);
        return;
      }
      case ExprKind::conditional: {
        const Value c = quiet_eval(*e.args[0]);
        if (c.type == Value::Type::truth && c.t != Truth::never) deciders(*e.args[1], out, depth + 1);
        if (c.type == Value::Type::truth && c.t != Truth::certainly) deciders(*e.args[2], out, depth + 1);
        if (c.type == Value::Type::truth && c.t == Truth::possibly) deciders(*e.args[0], out, depth + 1);
        return;
      }
      case ExprKind::call:
        if (e.name == "lo" || e.name == "hi" || e.name == "present") return;  // a point, or a fact
        break;
      default:
        break;
    }
    for (const auto& a : e.args)
      if (ranged(*a)) deciders(*a, out, depth + 1);
  }

  /// `e` evaluated without recording inputs or choices: the working's own
  /// record is already made.
  Value quiet_eval(const Expr& e) {
    auto* saved_inputs = inputs_;
    const Accelerator* saved_choice = over_choice_;
    const std::size_t saved_conversions = conversions_.size();
    inputs_ = nullptr;
    Value v = eval(e);
    inputs_ = saved_inputs;
    over_choice_ = saved_choice;
    conversions_.resize(saved_conversions);
    return v;
  }

  /// A product or quotient's factors, each with its power (+1 or -1).
  static void factors(const Expr& e, int power, std::vector<std::pair<const Expr*, int>>& out) {
    if (e.kind == ExprKind::multiply) {
      factors(*e.args[0], power, out);
      factors(*e.args[1], power, out);
    } else if (e.kind == ExprKind::divide) {
      factors(*e.args[0], power, out);
      factors(*e.args[1], -power, out);
    } else {
      out.emplace_back(&e, power);
    }
  }

  /// The unit conversion a product or quotient of shown figures needs to
  /// give its shown result: `× 3600 s/h` for GPU·h × FLOP/s = FLOP.
  /// Nothing when a figure's two ends are shown in different units of time
  /// (`24 h–3 days`): no one factor converts both.
  std::optional<std::string> conversion(const Expr& e, const Value& result) {
    // The time unit a quantity is shown in, when both its ends share one.
    auto unit_of = [](const Dimension& dim, const Quantity& q) -> std::optional<double> {
      const double lo = shown_time_unit(dim, q.lo()), hi = shown_time_unit(dim, q.hi());
      if (lo != hi) return std::nullopt;
      return hi;
    };
    std::vector<std::pair<const Expr*, int>> parts;
    factors(e, 1, parts);
    double ratio = 1;
    for (const auto& [part, power] : parts) {
      const Value v = quiet_eval(*part);
      if (v.type != Value::Type::quantity) return "";
      const auto unit = unit_of(part->dim, v.q);
      if (!unit) return std::nullopt;
      ratio *= power > 0 ? *unit : 1 / *unit;
    }
    const auto shown = unit_of(e.dim, result.q);
    if (!shown) return std::nullopt;
    ratio /= *shown;
    const auto near = [&](double x) { return std::fabs(ratio / x - 1) < 1e-9; };
    if (near(1)) return "";
    if (near(3600)) return " × 3600 s/h";
    if (near(1.0 / 3600)) return " ÷ 3600 s/h";
    if (near(86400)) return " × 86400 s/day";
    if (near(1.0 / 86400)) return " ÷ 86400 s/day";
    if (near(24)) return " × 24 h/day";
    if (near(1.0 / 24)) return " ÷ 24 h/day";
    return fmt::format(" × {} (units)", format_exact(ratio));
  }

  /// `e` with each figure's value in place of its name: no rule-language
  /// notation (`??`, `lo()`, `if`), only arithmetic on numbers with units.
  std::string filled(const Expr& e, bool top = true) {
    switch (e.kind) {
      case ExprKind::coalesce: {
        const Value a = quiet_eval(*e.args[0]);
        return filled(a.is_gap() ? *e.args[1] : *e.args[0], top);
      }
      case ExprKind::conditional: {
        const Value c = quiet_eval(*e.args[0]);
        if (!c.is_gap() && c.t == Truth::certainly) return filled(*e.args[1], top);
        if (!c.is_gap() && c.t == Truth::never) return filled(*e.args[2], top);
        break;
      }
      case ExprKind::negate:
        return "−" + filled(*e.args[0], false);
      case ExprKind::add:
      case ExprKind::subtract: {
        std::string out = filled(*e.args[0], false) +
                          (e.kind == ExprKind::add ? " + " : " − ") + filled(*e.args[1], false);
        return top ? out : "(" + out + ")";
      }
      case ExprKind::multiply:
      case ExprKind::divide: {
        const Value v = quiet_eval(e);
        if (v.type != Value::Type::quantity) break;
        const auto converted = conversion(e, v);
        if (!converted) break;  // shown as its value, not as a product
        std::string out = product(e);
        out += *converted;
        return top ? out : "(" + out + ")";
      }
      case ExprKind::literal:
        // A time as written (`1 year`, `90 min`) is shown in the unit the
        // conversions assume (`365 days`, `1.5 h`).
        if (shown_time_unit(e.dim, e.literal.hi()) == 1 && shown_time_unit(e.dim, e.literal.lo()) == 1)
          return literal_text(e);
        return display(e.literal);
      default:
        break;
    }
    return shown_value(e, quiet_eval(e));
  }

  /// A product or quotient as written, its factors filled in.
  std::string product(const Expr& e) {
    auto side = [&](const Expr& x, bool divisor) {
      if (x.kind == ExprKind::multiply && !divisor) return product(x);
      if (x.kind == ExprKind::multiply || x.kind == ExprKind::divide)
        return "(" + product(x) + ")";
      return filled(x, false);
    };
    if (e.kind != ExprKind::multiply && e.kind != ExprKind::divide) return filled(e, false);
    return side(*e.args[0], false) + (e.kind == ExprKind::multiply ? " × " : " / ") +
           side(*e.args[1], e.kind == ExprKind::divide);
  }

  /// A condition in words (`mfu above 65%`), its limits filled in; empty
  /// when it says nothing about a figure (`present(hardware)`).
  std::string condition_words(const Expr& c) {
    auto name_of = [](const Expr& x) {
      std::string n = x.kind == ExprKind::field ? field_name(x.field) : x.text;
      std::replace(n.begin(), n.end(), '_', ' ');
      return n;
    };
    switch (c.kind) {
      case ExprKind::compare: {
        static constexpr const char* kWords[] = {"above", "at least", "below", "at most",
                                                 "equal to", "not equal to"};
        const Expr& left = *c.args[0];
        const Expr& right = *c.args[1];
        if (left.kind != ExprKind::let_ref && left.kind != ExprKind::field) return "";
        const Value limit = quiet_eval(right);
        if (limit.type != Value::Type::quantity) return "";
        return fmt::format("{} {} {}", name_of(left), kWords[static_cast<int>(c.op)],
                           limit_value(left, right, limit));
      }
      case ExprKind::within: {
        const Value tolerance = quiet_eval(*c.args[1]), y = quiet_eval(*c.args[2]);
        if (tolerance.type != Value::Type::quantity || y.type != Value::Type::quantity ||
            y.q.hi() == 0)  // a figure the accelerator does not have
          return "";
        return fmt::format("{} within {} of {}", name_of(*c.args[0]),
                           shown_value(*c.args[1], tolerance), shown_value(*c.args[2], y));
      }
      case ExprKind::logical_and:
      case ExprKind::logical_or: {
        const std::string a = condition_words(*c.args[0]), b = condition_words(*c.args[1]);
        if (a.empty() || b.empty() || a == b) return a.empty() ? b : a;
        return a + (c.kind == ExprKind::logical_and ? " and " : " or ") + b;
      }
      default:
        return "";
    }
  }

  /// Each clause's level and condition in words: the bands a result falls in.
  void bands(Finding& f) {
    f.bands.clear();
    std::vector<std::string> conditions;  // the first clause that holds wins: a later one
                                          // with the same condition never decides
    for (const auto& clause : rule_.clauses) {
      if (!clause.condition) continue;
      const std::string words = condition_words(*clause.condition);
      if (words.empty()) continue;
      if (std::find(conditions.begin(), conditions.end(), words) != conditions.end()) continue;
      conditions.push_back(words);
      std::string band = fmt::format("{} if {}", level_name(clause.level), words);
      if (std::find(f.bands.begin(), f.bands.end(), band) == f.bands.end())
        f.bands.push_back(std::move(band));
    }
    if (!f.bands.empty() && !rule_.clauses.empty() && !rule_.clauses.back().condition)
      f.bands.push_back(fmt::format("else {}", level_name(rule_.clauses.back().level)));
  }

  /// What would pass a comparison that flagged the claim: `mfu > 65%` is
  /// passed by mfu at most 65%.
  std::optional<Finding::Threshold> threshold(const Expr& condition) {
    // `price < arithmetic and per_1k > floor`: the first comparison is the
    // one the claim's figure fails; what follows only narrows the message.
    if (condition.kind == ExprKind::logical_and && !condition.args.empty() &&
        condition.args[0]->kind == ExprKind::compare)
      return threshold(*condition.args[0]);
    if (condition.kind != ExprKind::compare) return std::nullopt;
    const Value left = eval(*condition.args[0]), right = eval(*condition.args[1]);
    if (left.type != Value::Type::quantity || right.type != Value::Type::quantity)
      return std::nullopt;
    auto shown = [&](const Expr& e, const Quantity& q) {
      return e.kind == ExprKind::let_ref ? display_let(static_cast<std::size_t>(e.slot), q)
                                         : display(q);
    };
    const char* relation = "";
    switch (condition.op) {
      case CompareOp::greater:
        relation = "at most";
        break;
      case CompareOp::greater_equal:
        relation = "below";
        break;
      case CompareOp::less:
        relation = "at least";
        break;
      case CompareOp::less_equal:
        relation = "above";
        break;
      case CompareOp::equal:
        relation = "other than";
        break;
      case CompareOp::not_equal:
        relation = "equal to";
        break;
    }
    return Finding::Threshold{condition.args[0]->text, relation, shown(*condition.args[1], right.q),
                              shown(*condition.args[0], left.q)};
  }

  static QuantityStyle hint_style(Hint hint) {
    switch (hint) {
      case Hint::percent:
        return QuantityStyle::percent;
      case Hint::ratio:
        return QuantityStyle::ratio;
      case Hint::number:
        return QuantityStyle::number;
      case Hint::none:
        break;
    }
    return QuantityStyle::reader;
  }

  static std::string truth_name(Truth t) {
    return t == Truth::certainly ? "true" : t == Truth::never ? "false" : "possibly";
  }

  static std::string display(const Quantity& q) { return format_quantity(q); }

  /// A let's value: in the style of its first message; else a fraction
  /// (0 to 1) as a percentage and any other plain number as a number
  /// (12.6, 1.25), not as 1260% or 125%.
  std::string display_let(std::size_t slot, const Quantity& q) {
    if (!styled_) {  // a let is shown in the working as its first message shows it
      styled_ = true;
      let_styles_.assign(rule_.lets.size(), std::nullopt);
      for (const auto& clause : rule_.clauses)
        for (const auto& part : clause.message)
          if (part.expr && part.expr->kind == ExprKind::let_ref && part.expr->slot >= 0) {
            auto& style = let_styles_[static_cast<std::size_t>(part.expr->slot)];
            if (!style) style = hint_style(part.hint);
          }
    }
    if (slot < let_styles_.size() && let_styles_[slot])
      return format_quantity(q, *let_styles_[slot]);
    const bool fraction = q.lo() >= 0 && q.hi() <= 1 && !(q.lo() == 1 && q.hi() == 1);
    return format_quantity(q, fraction ? QuantityStyle::reader : QuantityStyle::number);
  }

  /// The month of the claim's `date` (YYYY-MM), or empty.
  std::string claim_month() const {
    const Fact* date = find(Field::date);
    return date ? date->text.substr(0, 7) : "";
  }

  /// The claim's precision (`in fp8`, else its quoted peak's), noted as read;
  /// empty when it states none.
  std::string claimed_precision() {
    const Fact* p = precision_fact();
    if (!p || p->text.empty()) return "";
    use(p->field);
    return p->text;
  }

  /// The value of `e` when it is a let and nothing is noted for the working:
  /// read in place, where eval would copy it; else nullptr.
  const Value* let_in_place(const Expr& e) const {
    if (e.kind != ExprKind::let_ref || inputs_ || e.slot < 0) return nullptr;
    return &lets_[static_cast<std::size_t>(e.slot)];
  }

  /// The record's fact for `field`, through the checker's index where there is one.
  const Fact* find(Field field) const {
    if (context_.facts) return (*context_.facts)[static_cast<std::size_t>(field)];
    return record_.find(field);
  }

  /// The fact of the claim's precision: `in fp8`, else its quoted peak's; nullptr for none.
  const Fact* precision_fact() const {
    const Fact* p = find(Field::precision);
    return p ? p : find(Field::claimed_peak_precision);
  }

  /// Notes that the finding read a field of the claim.
  void use(Field field) {
    if (reads_) reads_->push_back(field);
    if (std::find(used_.begin(), used_.end(), field) == used_.end()) used_.push_back(field);
  }

  bool present(Field field) const {
    if (field == Field::hardware) {
      const Fact* h = find(Field::hardware);
      return (h && !h->hardware.empty()) || hardware_ != nullptr;
    }
    return find(field) != nullptr;
  }

  void note_input(const std::string& name, const std::string& value, const Origin& origin) {
    if (!inputs_) return;
    for (const auto& i : *inputs_)
      if (i.name == name) return;
    inputs_->push_back({name, value, origin});
  }

  Value field(const Expr& e) {
    const Fact* f = find(e.field);
    // A price bound to one accelerator of a plan: the one for this option.
    if (f && e.field == Field::gpu_price && !f->hardware.empty())
      f = hardware_ ? plan_price(record_, hardware_->id, context_.catalogue) : nullptr;
    if (!f) return Value::missing_named(field_name(e.field));
    use(e.field);
    const bool noting = inputs_ != nullptr;
    // Only the working notes where a figure came from: an Origin is built
    // only then.
    std::optional<Origin> noted;
    if (noting) {
      Origin& origin = noted.emplace();
      origin.kind = Origin::Kind::claim;
      origin.field = e.field;
      origin.line = f->where.line;
      origin.written = f->written;
      if (f->from_table) {  // `model Llama-3.1-405B`: the catalogue's figure
        origin.kind = Origin::Kind::model;
        origin.name = f->from_table->entry;
        origin.detail = field_name(e.field);
        origin.source = f->from_table->source;
        origin.file = f->from_table->table;
      }
    }
    const FieldDef& def = field_def(e.field);
    if (def.type != FieldType::quantity) {
      std::string text = f->text;
      if (def.type == FieldType::hardware) text = f->hardware.empty() ? "" : f->hardware.front();
      if (noting) note_input(e.text, text, *noted);
      return Value::words(text);
    }
    Quantity q = f->value;
    const CurrencyDef& currency = currency_def(f->currency);
    if (currency.rate_key) {
      const std::string key = currency.rate_key;
      const Assumption* rate = context_.assumptions.find(key);
      if (!rate) return Value::missing("assume." + key + " (to convert " + f->written + " to USD)");
      q = multiply(q, rate->value).value();
      q.dim = f->value.dim;
      if (noting)
        noted->conversion = fmt::format(", converted at {} USD per {} ({})",
                                        format_quantity(rate->value, QuantityStyle::ratio),
                                        currency.code, rate->source);
      const std::string said =
          fmt::format("{} is {} at {} USD per {}", f->written, display(q),
                      format_quantity(rate->value, QuantityStyle::number), currency.code);
      if (std::find(conversions_.begin(), conversions_.end(), said) == conversions_.end())
        conversions_.push_back(said);
    }
    // A claimed figure is shown as the claim wrote it; a converted one is
    // derived; a count (batch 64, 2 epochs) is a plain number.
    const bool count = e.field == Field::batch || e.field == Field::epochs;
    if (noting)
      note_input(e.text,
                 format_quantity(q, count                          ? QuantityStyle::number
                                    : f->currency != Currency::usd ? QuantityStyle::reader
                                                                   : QuantityStyle::claimed),
                 *noted);
    if (context_.likely) {  // the claim's range at its likely point
      const auto point = likely_point(q);
      if (!point)
        return Value::missing(field_name(e.field) +
                              std::string(" at a likely value (it has no upper end)"));
      return Value::of(*point);
    }
    return Value::of(q);
  }

  Value hardware_figure(const Expr& e) {
    if (!hardware_) {
      if (no_default_) return Value::missing("hardware: " + no_default_->describe());
      return Value::missing("hardware (the claim names no accelerator)");
    }
    hardware_used_ = true;
    // Without the working, a figure is looked up once for each accelerator,
    // precision and month, and remembered.
    if (inputs_) return hardware_figure_afresh(e);
    const Fact* p = precision_fact();
    const bool peak_precision = p && p->field == Field::claimed_peak_precision;
    const std::string_view precision = p ? std::string_view(p->text) : std::string_view();
    const Fact* date = find(Field::date);
    const std::string_view month =
        date ? std::string_view(date->text).substr(0, 7) : std::string_view();
    if (figures_held_ >= kRememberedFigures) {
      figures_.clear();
      figures_held_ = 0;
    }
    auto& remembered = figures_[FigureKey{&e, hardware_}];
    for (const RememberedFigure& r : remembered)
      if (r.precision == precision && r.peak_precision == peak_precision && r.month == month &&
          r.likely == context_.likely) {
        for (const Field f : r.read) use(f);
        return r.value;
      }
    std::vector<Field> read;
    reads_ = &read;
    Value v = hardware_figure_afresh(e);  // a catalogue lookup: it leaves figures_ as it is
    reads_ = nullptr;
    ++figures_held_;
    remembered.push_back({std::string(precision), peak_precision, std::string(month),
                          context_.likely, v, std::move(read)});
    return v;
  }

  /// hardware_figure, looked up in the catalogue.
  Value hardware_figure_afresh(const Expr& e) {
    const Accelerator& a = *hardware_;
    const std::string& m = e.member;
    using K = HardwareFigure::Kind;
    const HardwareFigure& fig = *e.figure;
    std::optional<Quantity> q;
    std::string figure = m, detail;
    auto peak = [&](const std::map<std::string, Quantity>& table, const std::string& precision,
                    bool fallback) {
      auto it = table.find(precision);
      if (it == table.end() && fallback) {
        it = table.find(kFallbackPrecision);
        if (it != table.end()) detail = kFallbackPrecision;
      } else if (it != table.end()) {
        detail = precision;
      }
      if (it != table.end()) q = it->second;
    };
    if (fig.kind == K::weight_bytes) return weight_bytes(e, claimed_or_default());
    if (fig.kind == K::serving_weight_bytes) return weight_bytes(e, serving_precision(a));
    if (fig.kind == K::floor_weight_bytes) return weight_bytes(e, floor_precision(a));
    std::optional<DatedPrice> dated;  // a dated claim's price, from the price history
    if (fig.value) {                  // memory, bandwidth, TDP, price
      q = a.*fig.value;
      figure = fig.source_key;
      if (fig.value == &Accelerator::price && !claim_month().empty())
        if ((dated = context_.catalogue.price_at(a, claim_month()))) {
          q = dated->price;
          use(Field::date);
        }
    } else if (const auto chosen = chosen_precision(fig.kind, a)) {
      // best_*, serving_*, floor_*: a precision chosen for the claim.
      const auto it = a.dense.find(chosen->precision);
      if (it == a.dense.end()) return Value::missing("hardware." + m + " of " + a.id + chosen->missing);
      if (fig.names_precision()) return Value::words(chosen->precision);
      q = it->second;
      figure = "dense_tflops." + chosen->precision;
      detail = "dense " + chosen->precision + chosen->note;
    } else {
      const bool dense = fig.kind == K::dense_peak;
      const std::string table = dense ? "dense_tflops." : "sparse_tflops.";
      const std::string kind = dense ? "dense " : "2:4 sparse ";
      if (fig.precision.empty()) {  // the claim's precision
        const std::string claimed = claimed_precision();
        const std::string precision = claimed.empty() ? kDefaultPrecision : claimed;
        peak(dense ? a.dense : a.sparse, precision, claimed.empty());
        figure = table + (detail.empty() ? precision : detail);
        if (!q) return Value::missing("hardware." + m + " at " + precision + " of " + a.id);
        detail = kind + detail;
      } else {
        peak(dense ? a.dense : a.sparse, fig.precision, false);
        figure = table + fig.precision;
        detail = kind + fig.precision;
      }
    }
    if (!q) return Value::missing("hardware." + m + " of " + a.id + " (not published)");
    if (inputs_) note_hardware_input(e, *q, figure, detail, dated);
    if (context_.likely) {
      // A price's typical value where the table gives one, else its likely point.
      std::optional<Quantity> point = fig.value == &Accelerator::price && !dated && a.price_typical
                                          ? a.price_typical
                                          : likely_point(*q);
      if (!point) return Value::missing("hardware." + m + " of " + a.id + " at a likely value");
      return Value::of(*point);
    }
    return Value::of(*q);
  }

  /// Notes an accelerator's figure for the working: its entry, its source,
  /// and the dated price it came from.
  void note_hardware_input(const Expr& e, const Quantity& q, const std::string& figure,
                           const std::string& detail, const std::optional<DatedPrice>& dated) {
    const Accelerator& a = *hardware_;
    Origin origin;
    origin.kind = Origin::Kind::catalogue;
    origin.name = a.id;
    origin.detail = detail;
    origin.assumed = assumed_;
    origin.source = a.source_of(figure);
    origin.file = a.file;
    if (e.figure->value == &Accelerator::price) origin.as_of = a.price_as_of;
    if (dated) {
      origin.source = dated->source;
      origin.as_of = dated->as_of;
      origin.detail = "price as of " + dated->as_of;
    }
    note_input(e.text, display(q), origin);
  }

  /// A precision chosen for a figure, what a missing peak says, and a note.
  struct ChosenPrecision {
    std::string precision, missing, note;
  };

  /// The precision of `best_*` (the claim's, else the chip's lowest),
  /// `serving_*` and `floor_*` figures; nothing for other figures.
  std::optional<ChosenPrecision> chosen_precision(HardwareFigure::Kind kind, const Accelerator& a) {
    using K = HardwareFigure::Kind;
    if (kind == K::serving_peak || kind == K::serving_precision || kind == K::floor_peak ||
        kind == K::floor_precision) {
      const bool serving = kind == K::serving_peak || kind == K::serving_precision;
      const std::string wide = wide_label();
      ChosenPrecision c{serving ? serving_precision(a) : floor_precision(a), "", ""};
      c.missing = wide.empty() ? " (no dense peak published)" : " at " + wide;
      return c;
    }
    if (kind != K::best_peak && kind != K::best_precision) return std::nullopt;
    const std::string claimed = claimed_precision();
    ChosenPrecision c{claimed, " at " + claimed, ""};
    if (claimed.empty()) {
      c.precision = lowest_precision(a);
      c.missing = " (no dense peak published)";
      c.note = " (its lowest precision)";
    }
    return c;
  }

  /// The accelerator's lowest precision with a dense peak (fp4, else fp8,
  /// bf16, fp16): the most lenient for a floor; empty when it has none.
  static std::string lowest_precision(const Accelerator& a) {
    for (const char* p : kLenientPrecisions)
      if (a.dense.count(p)) return p;
    return "";
  }

  /// The claim's precision, else bf16: the precision of `hardware.peak`.
  std::string claimed_or_default() {
    const std::string claimed = claimed_precision();
    return claimed.empty() ? std::string(kDefaultPrecision) : claimed;
  }

  /// The claim's precision when it is wider than 8 bits (a label that binds),
  /// else empty.
  std::string wide_label() {
    const std::string claimed = claimed_precision();
    return is_narrow_precision(claimed) ? std::string() : claimed;
  }

  /// A service's precision on `a`: a wide label, else fp8, else bf16 or fp16.
  std::string serving_precision(const Accelerator& a) {
    if (std::string wide = wide_label(); !wide.empty()) return wide;
    for (const char* p : kServingPrecisions)
      if (a.dense.count(p)) return p;
    return "";
  }

  /// A floor's precision on `a`: a wide label, else the chip's lowest.
  std::string floor_precision(const Accelerator& a) {
    if (std::string wide = wide_label(); !wide.empty()) return wide;
    return lowest_precision(a);
  }

  /// Bytes per parameter at `precision`, an assumption per precision
  /// (`hardware.weight_bytes` and its serving and floor forms).
  Value weight_bytes(const Expr& e, const std::string& precision) {
    const std::string key = "weight_bytes_" + precision;
    const Assumption* a = context_.assumptions.find(key);
    if (!a)
      return Value::missing("hardware." + e.member + " at " + precision + " (assume." + key + ")");
    if (inputs_) {
      Origin origin;
      origin.kind = Origin::Kind::assumption;
      origin.name = a->key;
      origin.source = a->source;
      origin.cite = a->cite;
      origin.as_of = a->as_of;
      origin.file = a->file;
      note_input(e.text, display(a->value) + " (" + precision + ")", origin);
    }
    if (context_.likely) {
      const auto point = a->typical ? a->typical : likely_point(a->value);
      if (!point) return Value::missing("assume." + key + " at a likely value");
      return Value::of(*point);
    }
    return Value::of(a->value);
  }

  /// `model.layers`: the architecture of the catalogue model the record names.
  Value model_figure(const Expr& e) {
    const Model* m = record_.model;
    if (!m)
      return Value::missing("model." + e.member +
                            " (the record names no catalogue model: `model NAME`)");
    const auto it = m->architecture.find(e.member);
    if (it == m->architecture.end())
      return Value::missing("model." + e.member + " of " + m->id + " (not in the catalogue)");
    const Quantity q = Quantity::point(it->second);
    if (inputs_) {
      Origin origin;
      origin.kind = Origin::Kind::model;
      origin.name = m->id;
      origin.detail = e.member;
      origin.source = m->source_of(e.member);
      origin.file = m->file;
      note_input(e.text, format_quantity(q, QuantityStyle::number), origin);
    }
    return Value::of(q);
  }

  /// Why arithmetic `e` on `a` and `b` has no answer, as eval says it.
  [[gnu::noinline]] static void no_answer(const Expr& e, const Quantity& a, const Quantity& b,
                                          Value& other) {
    const QuantityResult r = e.kind == ExprKind::add        ? add(a, b)
                             : e.kind == ExprKind::subtract ? subtract(a, b)
                                                            : divide(a, b);
    other = Value::no_answer_in(e, r.error());
  }

  /// The value of `e` into `out` when it is a quantity, with no Value made
  /// on the way: true. Else false, with `other` its value (a gap, a truth or
  /// text). The same as eval, which it calls for anything but arithmetic on
  /// literals, lets, the claim's own figures in dollars and the accelerator's.
  bool quantity_of(const Expr& e, Quantity& out, Value& other) {
    switch (e.kind) {
      case ExprKind::literal:
        out = e.literal;
        return true;
      case ExprKind::let_ref: {
        const Value* v = let_in_place(e);
        if (!v) break;
        if (v->type != Value::Type::quantity) {
          other = *v;
          return false;
        }
        out = v->q;
        return true;
      }
      case ExprKind::field: {
        if (inputs_ || context_.likely) break;
        const Fact* f = find(e.field);
        if (!f) {
          other = Value::missing_named(field_name(e.field));
          return false;
        }
        if (f->currency != Currency::usd || field_def(e.field).type != FieldType::quantity) break;
        use(e.field);
        out = f->value;
        return true;
      }
      case ExprKind::hardware_figure: {
        other = hardware_figure(e);
        if (other.type != Value::Type::quantity) return false;
        out = other.q;
        return true;
      }
      case ExprKind::coalesce: {
        if (quantity_of(*e.args[0], out, other)) return true;
        if (!other.is_gap()) return false;
        Value second;
        if (quantity_of(*e.args[1], out, second)) return true;
        other = second.is_gap() ? Value::either(other, second) : std::move(second);
        return false;
      }
      case ExprKind::conditional: {
        // The condition as eval finds it; a branch, when it decides one.
        other = eval(*e.args[0]);
        if (other.is_gap()) return false;
        if (other.t == Truth::certainly) return quantity_of(*e.args[1], out, other);
        if (other.t == Truth::never) return quantity_of(*e.args[2], out, other);
        break;  // possibly: both, as eval takes them
      }
      case ExprKind::call: {
        constexpr std::size_t kMost = 4;
        const std::size_t n = e.args.size();
        if (e.function->presence || n > kMost) break;
        std::array<Quantity, kMost> q;
        bool quantities = true;
        for (std::size_t i = 0; i < n && quantities; ++i)
          if (!quantity_of(*e.args[i], q[i], other)) {
            if (other.is_gap()) return false;
            quantities = false;
          }
        if (!quantities) break;  // not quantities: as eval does it
        const QuantityResult r = e.function->apply(std::span<const Quantity>(q.data(), n));
        if (!r.ok()) {
          other = Value::no_answer_in(e, r.error());
          return false;
        }
        out = r.value();
        return true;
      }
      case ExprKind::negate:
      case ExprKind::add:
      case ExprKind::subtract:
      case ExprKind::multiply:
      case ExprKind::divide: {
        const bool unary = e.kind == ExprKind::negate;
        if (e.args.size() != (unary ? 1u : 2u)) break;
        Quantity a, b;
        if (!quantity_of(*e.args[0], a, other)) {
          if (other.is_gap()) return false;
          break;  // not a quantity: as eval does it
        }
        if (unary) {
          out = scale(a, -1);
          return true;
        }
        if (!quantity_of(*e.args[1], b, other)) {
          if (other.is_gap()) return false;
          break;
        }
        bool done = true;
        switch (e.kind) {
          case ExprKind::add:
            done = add_into(a, b, out);
            break;
          case ExprKind::subtract:
            done = subtract_into(a, b, out);
            break;
          case ExprKind::multiply:
            multiply_into(a, b, out);
            break;
          default:
            done = divide_into(a, b, out);
            break;
        }
        if (!done) no_answer(e, a, b, other);
        return done;
      }
      default:
        break;
    }
    other = eval(e);
    if (other.type != Value::Type::quantity) return false;
    out = other.q;
    return true;
  }

  Value eval(const Expr& e) {
    switch (e.kind) {
      case ExprKind::literal:
        return Value::of(e.literal);
      case ExprKind::field:
        return field(e);
      case ExprKind::let_ref: {
        const Value& v = lets_[static_cast<std::size_t>(e.slot)];
        if (inputs_ && v.type == Value::Type::quantity) {
          Origin origin;
          origin.name = e.text;
          note_input(e.text, display_let(static_cast<std::size_t>(e.slot), v.q), origin);
        }
        return v;
      }
      case ExprKind::hardware:
        if (!hardware_) return Value::missing("hardware");
        hardware_used_ = true;
        return Value::words(hardware_->id);
      case ExprKind::hardware_figure:
        return hardware_figure(e);
      case ExprKind::model_figure:
        return model_figure(e);
      case ExprKind::assumption: {
        const Assumption* a = context_.assumptions.find(e.member);
        if (!a) return Value::missing("assume." + e.member);
        if (inputs_) {
          const std::string shown = a->text(a->value);
          Origin origin;
          origin.kind = Origin::Kind::assumption;
          origin.name = a->key;
          origin.source = a->source;
          origin.cite = a->cite;
          if (!a->value.is_point())
            origin.typical =
                a->typical ? ", typical " + a->text(*a->typical) : ", likely its middle";
          origin.as_of = a->as_of;
          origin.file = a->file;
          note_input(e.text, shown, origin);
        }
        if (context_.likely) {
          const auto point = a->typical ? a->typical : likely_point(a->value);
          if (!point) return Value::missing("assume." + e.member + " at a likely value");
          return Value::of(*point);
        }
        return Value::of(a->value);
      }
      case ExprKind::coalesce: {
        Value a = eval(*e.args[0]);
        if (!a.is_gap()) return a;
        Value b = eval(*e.args[1]);
        return b.is_gap() ? Value::either(a, b) : b;
      }
      case ExprKind::conditional: {
        const Value c = eval(*e.args[0]);
        if (c.is_gap()) return c;
        if (c.t == Truth::certainly) return eval(*e.args[1]);
        if (c.t == Truth::never) return eval(*e.args[2]);
        const Value a = eval(*e.args[1]), b = eval(*e.args[2]);
        if (a.is_gap()) return a;
        if (b.is_gap()) return b;
        if (a.type == Value::Type::truth) return Value::of(a.t == b.t ? a.t : Truth::possibly);
        return Value::of(hull(a.q, b.q).value());
      }
      case ExprKind::call:
        if (e.function->presence) {
          const Expr& a = *e.args[0];
          // present(claim.hardware): the claim's own, not an assumed one.
          if (a.kind == ExprKind::field && a.field == Field::hardware) {
            const Fact* h = find(Field::hardware);
            return Value::of(h && !h->hardware.empty() ? Truth::certainly : Truth::never);
          }
          return Value::of(present(a.kind == ExprKind::hardware ? Field::hardware : a.field)
                               ? Truth::certainly
                               : Truth::never);
        }
        break;
      case ExprKind::over:
        return over(e);
      case ExprKind::logical_and:
      case ExprKind::logical_or: {
        // Stops at a left side that decides: `present(user_rate) and x < user_rate`
        // is false, not missing, for a record without user_rate.
        const Value left = eval(*e.args[0]);
        if (left.is_gap()) return left;
        const Truth decides = e.kind == ExprKind::logical_and ? Truth::never : Truth::certainly;
        if (left.t == decides) return left;
        const Value right = eval(*e.args[1]);
        if (right.is_gap()) return right;
        return Value::of(e.kind == ExprKind::logical_and ? left.t && right.t : left.t || right.t);
      }
      default:
        break;
    }
    // The arguments' values on the stack: no allocation for an operator.
    const std::size_t n = e.args.size();
    std::array<Quantity, 4> small;
    std::vector<Quantity> large;
    if (n > small.size()) large.resize(n);
    Quantity* q = n > small.size() ? large.data() : small.data();
    std::array<Truth, 2> t{Truth::never, Truth::never};
    for (std::size_t i = 0; i < n; ++i) {
      const Expr& arg = *e.args[i];
      // A let outside the working is read in place, not copied, whatever its value.
      if (const Value* let = let_in_place(arg)) {
        if (let->is_gap()) return *let;
        q[i] = let->q;
        if (i < t.size()) t[i] = let->t;
        continue;
      }
      Value v;
      if (quantity_of(arg, q[i], v)) {
        if (i < t.size()) t[i] = Truth::never;
        continue;
      }
      if (v.is_gap()) return v;
      q[i] = v.q;
      if (i < t.size()) t[i] = v.t;
    }
    auto arithmetic = [&](QuantityResult r) {
      if (!r.ok()) return Value::no_answer_in(e, r.error());
      return Value::of(r.value());
    };
    switch (e.kind) {
      case ExprKind::negate:
        return Value::of(scale(q[0], -1));
      case ExprKind::add:
        return arithmetic(add(q[0], q[1]));
      case ExprKind::subtract:
        return arithmetic(subtract(q[0], q[1]));
      case ExprKind::multiply:
        return arithmetic(multiply(q[0], q[1]));
      case ExprKind::divide:
        return arithmetic(divide(q[0], q[1]));
      case ExprKind::compare:
        return Value::of(compare(e.op, q[0], q[1]));
      case ExprKind::within:
        return Value::of(within(q[0], q[1], q[2]));
      case ExprKind::logical_and:
        return Value::of(t[0] && t[1]);
      case ExprKind::logical_or:
        return Value::of(t[0] || t[1]);
      case ExprKind::logical_not:
        return Value::of(!t[0]);
      case ExprKind::call: {
        return arithmetic(e.function->apply(std::span<const Quantity>(q, n)));
      }
      default:
        return Value::missing("an expression this version cannot evaluate");
    }
  }

  /// min/max over the catalogue: the entry with the least (most) value,
  /// skipping entries where it is missing, and families (their variants count).
  Value over(const Expr& e) {
    const Accelerator* saved = hardware_;
    const bool saved_assumed = assumed_, saved_used = hardware_used_;
    auto* saved_inputs = inputs_;
    inputs_ = nullptr;
    const bool is_min = e.least;
    const Accelerator* best = nullptr;
    Quantity best_value;
    // A dated claim chooses among the accelerators known to be available by
    // its date: one whose date is not known is left out.
    const std::string by = claim_month();
    bool restricted = false;
    for (const auto& a : context_.catalogue.entries()) {
      if (a.is_family()) continue;
      if (!by.empty() && (a.available.empty() || a.available > by)) {
        restricted = true;
        continue;
      }
      hardware_ = &a;
      const Value v = eval(*e.args[0]);
      if (v.type != Value::Type::quantity) continue;
      const bool better =
          !best || (is_min ? v.q.lo() < best_value.lo() : v.q.hi() > best_value.hi());
      if (better) {
        best = &a;
        best_value = v.q;
      }
    }
    hardware_ = saved;
    assumed_ = saved_assumed;
    hardware_used_ = saved_used;  // the catalogue's figures, not the claim's accelerator
    inputs_ = saved_inputs;
    over_choice_ = best;
    if (restricted) use(Field::date);
    if (!best)
      return Value::missing("'" + e.args[0]->text + "' for any accelerator of the catalogue" +
                            (restricted ? " available by " + by : ""));
    if (!inputs_) return Value::of(best_value);
    Origin origin;
    origin.kind = Origin::Kind::catalogue_choice;
    origin.name = best->id;
    origin.least = is_min;
    origin.detail = e.args[0]->text;
    origin.available_by = restricted ? by : "";
    note_input(e.text, display(best_value), origin);
    return Value::of(best_value);
  }

  /// A message's bare reference to a figure the claim states (not in another
  /// currency, which is converted): shown as the claim wrote it.
  bool claimed_figure(const Expr& e, Hint hint) const {
    if (hint != Hint::none || e.kind != ExprKind::field) return false;
    const Fact* f = find(e.field);
    return f && f->currency == Currency::usd;
  }

  /// A clause's message, into `out`; empty, with `missing` set, when a
  /// figure it shows is missing.
  void render(const Clause& clause, std::optional<Gap>& missing, std::string& out) {
    out.clear();
    for (const auto& part : clause.message) {
      if (!part.expr) {
        out += part.text;
        continue;
      }
      // Outside the working: a let is read in place, anything else evaluated.
      auto* saved = inputs_;
      inputs_ = nullptr;
      Value evaluated;
      const Value* read = let_in_place(*part.expr);
      if (!read) {
        evaluated = eval(*part.expr);
        read = &evaluated;
      }
      inputs_ = saved;
      const Value& v = *read;
      if (v.is_gap()) {
        missing = v.gap();
        out.clear();
        return;
      }
      if (v.type == Value::Type::text)
        out += v.text;
      else if (v.type == Value::Type::truth)
        out += truth_name(v.t);
      else if (claimed_figure(*part.expr, part.hint))
        append_quantity(out, v.q, QuantityStyle::claimed);  // as the claim wrote it
      else
        append_quantity(out, v.q, hint_style(part.hint));
    }
  }

  const Rule& rule_;
  const Record& record_;
  const EvaluationContext& context_;
  std::vector<Value>& lets_;
  std::vector<std::optional<QuantityStyle>>& let_styles_;  ///< set at the first display_let
  bool styled_ = false;
  std::optional<Gap> no_default_;          ///< why the rule's default hardware could not be chosen
  std::vector<std::string>& conversions_;  ///< euro figures converted, said in the message
  std::vector<Field>& used_;               ///< the claim's fields the finding read
  std::string& text_;                      ///< scratch text
  std::unordered_map<FigureKey, std::vector<RememberedFigure>, FigureKeyHash>& figures_;
  std::size_t& figures_held_;
  bool& not_applying_by_fields_;
  std::vector<Field>* reads_ = nullptr;  ///< while set, every field read is noted here too
  std::vector<WorkingInput>* inputs_ = nullptr;
  const Accelerator* hardware_ = nullptr;
  const Accelerator* over_choice_ = nullptr;
  bool hardware_used_ = false;  ///< the finding used the accelerator's figures or name
  bool assumed_ = false;
};

}  // namespace

const Fact* plan_price(const Record& plan, const std::string& id, const Catalogue& catalogue) {
  const Fact* general = nullptr;
  const Fact* family = nullptr;  // given for the option's family (`$2/H100-hour`)
  for (const auto& f : plan.facts) {
    if (f.field != Field::gpu_price) continue;
    if (f.hardware.empty()) {
      if (!general) general = &f;
    } else if (f.hardware.front() == id) {
      return &f;  // given for the option itself: it wins
    } else if (!family && catalogue.is_variant_of(id, f.hardware.front())) {
      family = &f;
    }
  }
  return family ? family : general;
}

std::optional<Finding> evaluate(const Rule& rule, const Record& record,
                                const EvaluationContext& context, std::size_t hardware_option) {
  EvaluationScratch scratch;
  Finding f;
  if (!evaluate(rule, record, context, f, scratch, hardware_option)) return std::nullopt;
  return f;
}

std::uint64_t index_facts(const Record& record, FactIndex& index) {
  static_assert(static_cast<std::size_t>(Field::model) < std::tuple_size_v<FactIndex> &&
                std::tuple_size_v<FactIndex> <= 64);
  index.fill(nullptr);
  std::uint64_t fields = 0;
  for (const auto& fact : record.facts) {
    const Fact*& slot = index[static_cast<std::size_t>(fact.field)];
    if (fact.narrowed || slot) continue;
    slot = &fact;
    fields |= std::uint64_t{1} << static_cast<unsigned>(fact.field);
  }
  return fields;
}

bool EvaluationScratch::not_applying_by_fields() const {
  return buffers_->not_applying_by_fields;
}

bool evaluate(const Rule& rule, const Record& record, const EvaluationContext& context,
              Finding& into, EvaluationScratch& scratch, std::size_t hardware_option) {
  scratch.buffers().not_applying_by_fields = false;
  if (!rule.applies_to(record.kind)) return false;
  Evaluator(rule, record, context, scratch.buffers()).run(into, hardware_option);
  return true;
}

}  // namespace claimcheck
