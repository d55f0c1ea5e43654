// PEGTL grammar of the rules language (docs/rules-language.md).
// Grammar only: src/rules/parser.cpp turns the parse tree into the AST.
#pragma once

#include <tao/pegtl.hpp>

namespace claimcheck::grammar::rules {

namespace p = tao::pegtl;

// --- white space ------------------------------------------------------------
struct comment : p::seq<p::one<'#'>, p::until<p::eolf>> {};
/// White space across lines, with comments.
struct sep : p::star<p::sor<p::space, comment>> {};
/// White space within a line: a unit must follow its number on the same line.
struct blanks : p::star<p::one<' ', '\t'>> {};

struct ident_first : p::ranges<'a', 'z', 'A', 'Z', '_'> {};
struct ident_other : p::ranges<'a', 'z', 'A', 'Z', '0', '9', '_'> {};
struct identifier : p::seq<ident_first, p::star<ident_other>> {};

template <typename S>
struct kw : p::seq<S, p::not_at<ident_other>> {};

struct kw_rule : kw<TAO_PEGTL_STRING("rule")> {};
struct kw_end : kw<TAO_PEGTL_STRING("end")> {};
struct kw_for : kw<TAO_PEGTL_STRING("for")> {};
struct kw_needs : kw<TAO_PEGTL_STRING("needs")> {};
struct kw_unless : kw<TAO_PEGTL_STRING("unless")> {};
struct kw_define : kw<TAO_PEGTL_STRING("define")> {};
struct kw_key : kw<TAO_PEGTL_STRING("key")> {};
struct kw_informational : kw<TAO_PEGTL_STRING("informational")> {};
struct kw_cite : kw<TAO_PEGTL_STRING("cite")> {};
struct kw_let : kw<TAO_PEGTL_STRING("let")> {};
struct kw_show : kw<TAO_PEGTL_STRING("show")> {};
struct kw_default : kw<TAO_PEGTL_STRING("default")> {};
struct kw_when : kw<TAO_PEGTL_STRING("when")> {};
struct kw_and : kw<TAO_PEGTL_STRING("and")> {};
struct kw_or : kw<TAO_PEGTL_STRING("or")> {};
struct kw_not : kw<TAO_PEGTL_STRING("not")> {};
struct kw_if : kw<TAO_PEGTL_STRING("if")> {};
struct kw_then : kw<TAO_PEGTL_STRING("then")> {};
struct kw_else : kw<TAO_PEGTL_STRING("else")> {};
struct kw_within : kw<TAO_PEGTL_STRING("within")> {};
struct kw_of : kw<TAO_PEGTL_STRING("of")> {};
struct kw_over : kw<TAO_PEGTL_STRING("over")> {};
struct kw_hardware : kw<TAO_PEGTL_STRING("hardware")> {};
struct kw_as : kw<TAO_PEGTL_STRING("as")> {};
struct kw_verdict
    : p::sor<kw<TAO_PEGTL_STRING("ok")>, kw<TAO_PEGTL_STRING("note")>,
             kw<TAO_PEGTL_STRING("warning")>, kw<TAO_PEGTL_STRING("subsidised")>,
             kw<TAO_PEGTL_STRING("implausible")>, kw<TAO_PEGTL_STRING("impossible")>> {};
/// Words that end an expression and so cannot be names or unit names: an
/// expression cut short (`let x = params +`) stops at the next statement.
struct reserved : p::sor<kw_and, kw_or, kw_not, kw_if, kw_then, kw_else, kw_within, kw_of, kw_when,
                         kw_over, kw_as, kw_end, kw_rule, kw_for, kw_needs, kw_unless, kw_define, kw_key,
                         kw_informational, kw_cite, kw_let, kw_show, kw_default, kw_verdict> {};

// --- strings ----------------------------------------------------------------
struct string_char : p::sor<p::seq<p::one<'\\'>, p::one<'"', '\\'>>, p::not_one<'"', '\n', '\r'>> {
};
struct string_body : p::star<string_char> {};
struct string_close : p::one<'"'> {};
struct string_literal : p::seq<p::one<'"'>, string_body, p::must<string_close>> {};

// --- expressions ------------------------------------------------------------
struct expr;

struct digits : p::plus<p::digit> {};
struct number : p::seq<digits, p::opt<p::one<'.'>, digits>,
                       p::opt<p::one<'e', 'E'>, p::opt<p::one<'+', '-'>>, digits>> {};
/// Counts may be scaled: `15T token`, `405B param`, `2 trillion token`.
struct scale
    : p::sor<p::seq<p::one<'K', 'M', 'B', 'T'>, p::not_at<ident_other>>,
             p::seq<blanks,
                    p::sor<kw<TAO_PEGTL_STRING("thousand")>, kw<TAO_PEGTL_STRING("million")>,
                           kw<TAO_PEGTL_STRING("billion")>, kw<TAO_PEGTL_STRING("trillion")>>>> {};
struct unit_word
    : p::seq<p::not_at<reserved>, p::ranges<'a', 'z', 'A', 'Z'>, p::star<ident_other>> {};
struct unit_atom : p::sor<p::one<'%'>, unit_word> {};
struct unit_product : p::seq<p::one<'('>, unit_atom, p::plus<p::one<'*'>, unit_atom>, p::one<')'>> {
};
/// `FLOP`, `FLOP/param`, `FLOP/(param*token)`, `%`: no spaces inside.
struct unit : p::seq<unit_atom, p::opt<p::one<'/'>, p::sor<unit_product, unit_atom>>> {};
struct literal : p::seq<number, p::opt<scale>, p::opt<blanks, unit>> {};

struct qualified_name : p::seq<identifier, p::opt<p::one<'.'>, identifier>> {};
struct name : p::seq<p::not_at<reserved>, qualified_name> {};

/// Any word before '(' is a call; the checker knows the functions, so an
/// unknown one is reported by name with "did you mean".
struct function_name : p::seq<p::not_at<reserved>, identifier> {};
struct call_close : p::one<')'> {};
struct call : p::seq<function_name, sep, p::one<'('>, sep, expr,
                     p::star<sep, p::one<','>, sep, expr>, sep, p::must<call_close>> {};

struct over_kind : p::sor<kw<TAO_PEGTL_STRING("min")>, kw<TAO_PEGTL_STRING("max")>> {};
struct over_colon : p::one<':'> {};
/// `min over hardware: EXPR`: the catalogue entry giving the least (or most) EXPR.
struct over : p::seq<over_kind, sep, kw_over, sep, p::must<kw_hardware>, sep, p::must<over_colon>,
                     sep, p::must<expr>> {};

struct if_then : kw_then {};
struct if_else : kw_else {};
struct conditional : p::seq<kw_if, sep, p::must<expr>, sep, p::must<if_then>, sep, p::must<expr>,
                            sep, p::must<if_else>, sep, p::must<expr>> {};

struct paren_close : p::one<')'> {};
struct parenthesised : p::seq<p::one<'('>, sep, p::must<expr>, sep, p::must<paren_close>> {};
struct primary : p::sor<parenthesised, conditional, over, literal, call, name> {};

struct unary;
struct unary_operand : p::seq<unary> {};
struct negate : p::seq<p::one<'-'>, sep, p::must<unary_operand>> {};
struct unary : p::sor<negate, primary> {};

// Each operator needs an operand of the next tighter level (for its error message).
struct mul_op : p::one<'*', '/'> {};
struct product : p::seq<unary, p::star<sep, mul_op, sep, p::must<unary_operand>>> {};
struct product_operand : p::seq<product> {};
struct add_op : p::seq<p::one<'+', '-'>> {};
struct sum : p::seq<product, p::star<sep, add_op, sep, p::must<product_operand>>> {};
struct sum_operand : p::seq<sum> {};
struct coalesce_op : p::two<'?'> {};
struct coalesce : p::seq<sum, p::star<sep, coalesce_op, sep, p::must<sum_operand>>> {};
struct coalesce_operand : p::seq<coalesce> {};

struct compare_op : p::sor<p::string<'>', '='>, p::string<'<', '='>, p::string<'=', '='>,
                           p::string<'!', '='>, p::one<'>'>, p::one<'<'>> {};
struct within_of : kw_of {};
struct comparison_tail : p::sor<p::seq<compare_op, sep, p::must<coalesce_operand>>,
                                p::seq<kw_within, sep, p::must<coalesce_operand>, sep,
                                       p::must<within_of>, sep, p::must<coalesce_operand>>> {};
struct comparison : p::seq<coalesce, p::opt<sep, comparison_tail>> {};
struct negation;
/// What `and`, `or` and `not` need next (for its error message).
struct condition_operand : p::seq<negation> {};
struct logical_not : p::seq<kw_not, sep, p::must<condition_operand>> {};
struct negation : p::sor<logical_not, comparison> {};
struct conjunction : p::seq<negation, p::star<sep, kw_and, sep, p::must<condition_operand>>> {};
struct disjunction_operand : p::seq<conjunction> {};
struct disjunction : p::seq<conjunction, p::star<sep, kw_or, sep, p::must<disjunction_operand>>> {};
struct expr : p::seq<disjunction> {};  // seq, so the disjunction's own node is made

// --- rules ------------------------------------------------------------------
struct rule_id : p::seq<p::ranges<'a', 'z', 'A', 'Z'>,
                        p::star<p::ranges<'a', 'z', 'A', 'Z', '0', '9', '-', '-', '_', '_'>>> {};
struct title : string_literal {};
struct kind_name : identifier {};
struct for_statement
    : p::seq<kw_for, sep, p::must<kind_name>, p::star<sep, p::one<','>, sep, p::must<kind_name>>> {
};
struct need_name : identifier {};
struct other_need_name : need_name {};
struct need_alternatives
    : p::seq<need_name, p::star<sep, p::one<'|'>, sep, p::must<other_need_name>>> {};
struct needs_statement : p::seq<kw_needs, sep, p::must<need_alternatives>,
                                p::star<sep, p::one<','>, sep, p::must<need_alternatives>>> {};
/// `unless served_tokens`: the rule does not apply to records that give any of these.
struct unless_name : identifier {};
struct unless_statement : p::seq<kw_unless, sep, p::must<unless_name>,
                                 p::star<sep, p::one<','>, sep, p::must<unless_name>>> {};
/// `key mfu, margin`: the figures a report shows of the finding.
struct key_name : p::seq<p::not_at<reserved>, identifier> {};
struct key_statement
    : p::seq<kw_key, sep, p::must<key_name>, p::star<sep, p::one<','>, sep, p::must<key_name>>> {};
struct citation : string_literal {};
struct cite_statement : p::seq<kw_cite, sep, p::must<citation>> {};
struct let_name : p::seq<p::not_at<reserved>, identifier> {};
struct equals : p::one<'='> {};
struct let_statement
    : p::seq<kw_let, sep, p::must<let_name>, sep, p::must<equals>, sep, p::must<expr>> {};
struct show_label : string_literal {};
struct show_statement : p::seq<kw_show, sep, p::must<let_name>, sep, p::must<equals>, sep,
                               p::must<expr>, p::opt<sep, kw_as, sep, p::must<show_label>>> {};
struct default_over : p::seq<over> {};
/// `default hardware = min over hardware: EXPR`: the accelerator a rule assumes
/// when the claim names none.
struct default_statement : p::seq<kw_default, sep, p::must<kw_hardware>, sep, p::must<equals>, sep,
                                  p::must<default_over>> {};
/// A clause's verdict: the ranked levels of src/vocab/verdict.cpp (a test keeps them in step).
struct level : kw_verdict {};
struct condition : p::seq<expr> {};
struct clause_colon : p::one<':'> {};
struct message : string_literal {};
struct clause : p::seq<level, p::opt<sep, kw_when, sep, p::must<condition>>, sep,
                       p::must<clause_colon>, sep, p::must<message>> {};
/// `informational`: the rule's finding adds to what is known, but does not by
/// itself make a claim checked.
struct informational_statement : p::seq<kw_informational> {};
struct statement
    : p::sor<for_statement, needs_statement, unless_statement, key_statement, informational_statement,
             cite_statement, let_statement, show_statement, default_statement, clause> {};
struct rule_end : kw_end {};
struct rule_definition
    : p::seq<kw_rule, sep, p::must<rule_id>, sep, p::must<title>, sep,
             p::star<p::not_at<kw_end>, p::not_at<p::eof>, p::must<statement>, sep>,
             p::must<rule_end>> {};
/// `define NAME = EXPR` between rules: a value every rule of the file may
/// use by name, as if it were the rule's own `let` (the rule's working shows
/// it). A definition uses only claim fields, tables and the definitions above it.
struct define_name : let_name {};
struct define_statement
    : p::seq<kw_define, sep, p::must<define_name>, sep, p::must<equals>, sep, p::must<expr>> {};
struct file_end : p::eof {};
struct rule_file
    : p::seq<sep, p::star<p::sor<p::seq<p::at<kw_rule>, rule_definition>, define_statement>, sep>,
             p::must<file_end>> {};
/// One rule, or the end of the file: a file is read a rule at a time, so that
/// after a syntax error reading goes on at the next line that starts a rule.
struct next_rule : p::seq<sep, p::sor<p::eof, p::seq<p::at<kw_rule>, rule_definition>,
                                      define_statement, p::must<file_end>>> {};

// --- messages ---------------------------------------------------------------
/// Inside a message: text, `{{` and `}}` for braces, and `{expr}` or `{expr:hint}`.
struct hint : p::plus<p::not_one<'}'>> {};
struct hole_close : p::one<'}'> {};
struct hole : p::seq<p::one<'{'>, p::not_at<p::one<'{'>>, sep, p::must<expr>, sep,
                     p::opt<p::one<':'>, sep, p::must<hint>>, p::must<hole_close>> {};
struct brace : p::sor<p::two<'{'>, p::two<'}'>> {};
struct text : p::plus<p::not_one<'{', '}'>> {};
struct message_end : p::eof {};
struct expression_end : p::eof {};
struct message_body : p::seq<p::star<p::sor<brace, hole, text>>, p::must<message_end>> {};

/// Error messages where the grammar commits.
struct errors {
  template <typename Rule>
  static constexpr const char* message = nullptr;
};
template <>
inline constexpr const char* errors::message<string_close> = "unterminated string";
template <>
inline constexpr const char* errors::message<call_close> = "expected ',' or ')' in the call";
template <>
inline constexpr const char* errors::message<kw_hardware> = "expected 'hardware'";
template <>
inline constexpr const char* errors::message<over_colon> = "expected ':' after 'over hardware'";
template <>
inline constexpr const char* errors::message<expr> = "expected an expression";
template <>
inline constexpr const char* errors::message<unary_operand> = "expected a value after the operator";
template <>
inline constexpr const char* errors::message<product_operand> =
    "expected a value after the operator";
template <>
inline constexpr const char* errors::message<sum_operand> =
    "expected a value after '?"
    "?'";
template <>
inline constexpr const char* errors::message<coalesce_operand> = "expected a value to compare with";
template <>
inline constexpr const char* errors::message<condition_operand> = "expected a condition";
template <>
inline constexpr const char* errors::message<disjunction_operand> =
    "expected a condition after 'or'";
template <>
inline constexpr const char* errors::message<if_then> = "expected 'then'";
template <>
inline constexpr const char* errors::message<if_else> = "expected 'else'";
template <>
inline constexpr const char* errors::message<paren_close> = "expected ')'";
template <>
inline constexpr const char* errors::message<within_of> = "expected 'of' (x within 5% of y)";
template <>
inline constexpr const char* errors::message<rule_id> =
    "expected the rule's id (letters, digits, '-')";
template <>
inline constexpr const char* errors::message<title> = "expected the rule's title, a quoted string";
template <>
inline constexpr const char* errors::message<kind_name> =
    "expected a record kind (model, api, service, plan)";
template <>
inline constexpr const char* errors::message<need_alternatives> = "expected a field name";
template <>
inline constexpr const char* errors::message<other_need_name> = "expected a field name after '|'";
template <>
inline constexpr const char* errors::message<unless_name> = "expected a field name after 'unless'";
template <>
inline constexpr const char* errors::message<key_name> = "expected a let or field name after 'key'";
template <>
inline constexpr const char* errors::message<define_name> =
    "expected a name, not one of the language's words";
template <>
inline constexpr const char* errors::message<citation> = "expected a quoted citation after 'cite'";
template <>
inline constexpr const char* errors::message<let_name> =
    "expected a name, not one of the language's words";
template <>
inline constexpr const char* errors::message<equals> = "expected '='";
template <>
inline constexpr const char* errors::message<show_label> = "expected a quoted label after 'as'";
template <>
inline constexpr const char* errors::message<default_over> =
    "expected 'min over hardware: ...' or 'max over hardware: ...'";
template <>
inline constexpr const char* errors::message<condition> = "expected a condition after 'when'";
template <>
inline constexpr const char* errors::message<clause_colon> =
    "expected ':' and the message (LEVEL when CONDITION: \"message\")";
template <>
inline constexpr const char* errors::message<message> =
    "expected the clause's message, a quoted string";
template <>
inline constexpr const char* errors::message<statement> =
    "expected a statement (for, needs, unless, key, informational, cite, let, show, default, "
    "a verdict clause) or 'end'";
template <>
inline constexpr const char* errors::message<rule_end> = "expected 'end'";
template <>
inline constexpr const char* errors::message<file_end> = "expected 'rule' or 'define'";
template <>
inline constexpr const char* errors::message<hint> = "expected a format hint after ':' (%, × or n)";
template <>
inline constexpr const char* errors::message<message_end> =
    "a lone '}' in the message (write }} for a brace)";
template <>
inline constexpr const char* errors::message<expression_end> =
    "unexpected text after the expression";
template <>
inline constexpr const char* errors::message<hole_close> =
    "expected '}' to close the interpolation";

}  // namespace claimcheck::grammar::rules
