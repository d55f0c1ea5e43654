// The man page and the shell completions (cli/manual.h).
#include "cli/manual.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "report/provenance.h"
#include "text/ascii.h"

namespace claimcheck {
namespace {

/// One option as the generated texts show it.
struct OptionView {
  std::string long_name;   ///< `--format`
  std::string short_name;  ///< `-j`, or empty
  std::string description;
  bool flag = false;                 ///< takes no value
  bool equals = false;               ///< a flag whose value follows '=' (`--explain=all`)
  std::vector<std::string> choices;  ///< the values it takes, where a list
  bool file = false;                 ///< its value is a file
};

std::vector<OptionView> options_of(const CommandLine& cl, const CLI::App& app) {
  std::vector<OptionView> views;
  for (const CLI::Option* o : app.get_options()) {
    if (o->get_positional() || o->get_lnames().empty()) continue;
    OptionView v;
    v.long_name = "--" + o->get_lnames().front();
    if (v.long_name == "--help") continue;  // every command has it; said once
    if (!o->get_snames().empty()) v.short_name = "-" + o->get_snames().front();
    v.description = o->get_description();
    v.flag = o->get_expected_max() == 0;
    // A flag takes a value only where it has a check of its values (`--explain{readable}`).
    const bool has_values = !v.flag || !o->get_type_name().empty();
    if (auto c = cl.choices.find(v.long_name); c != cl.choices.end() && has_values)
      v.choices = c->second;
    v.equals = v.flag && !v.choices.empty();
    v.file = std::find(cl.file_options.begin(), cl.file_options.end(), v.long_name) !=
             cl.file_options.end();
    views.push_back(std::move(v));
  }
  return views;
}

/// The value an option takes, as a placeholder: `FILE`, `N`, `text|json`.
std::string value_name(const OptionView& v) {
  if (!v.choices.empty()) return fmt::format("{}", fmt::join(v.choices, "|"));
  if (v.file) return "FILE";
  if (v.long_name == "--jobs") return "N";
  if (v.long_name == "--fail-on") return "LEVEL[,unchecked]";
  return "VALUE";
}

// --- the man page ------------------------------------------------------------

/// Text for roff: backslashes doubled and a leading `.` or `'` made plain.
std::string roff(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == '\\')
      out += "\\e";
    else if (c == '-')
      out += "\\-";
    else
      out += c;
  }
  if (!out.empty() && (out[0] == '.' || out[0] == '\'')) out.insert(0, "\\&");
  return out;
}

std::string man_options(const std::vector<OptionView>& options) {
  std::string out;
  for (const auto& v : options) {
    out += ".TP\n";
    std::string head = v.short_name.empty() ? "" : fmt::format("\\fB{}\\fR, ", roff(v.short_name));
    head += fmt::format("\\fB{}\\fR", roff(v.long_name));
    if (v.equals)
      head += fmt::format("[=\\fI{}\\fR]", roff(value_name(v)));
    else if (!v.flag)
      head += fmt::format(" \\fI{}\\fR", roff(value_name(v)));
    out += head + "\n" + roff(v.description) + "\n";
  }
  return out;
}

/// The operands of a command as the synopsis writes them: `FILE...`, `TABLE FILE`.
std::string positional_name(const CLI::App& command) {
  std::vector<std::string> names;
  for (const CLI::Option* o : command.get_options()) {
    if (!o->get_positional()) continue;
    std::string name = o->get_name() == "files" ? "FILE" : o->get_name();
    for (char& ch : name) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    names.push_back(o->get_expected_max() > 1 ? name + "..." : name);
  }
  return fmt::format("{}", fmt::join(names, " "));
}

/// The values a command's first operand takes from a list (import's TABLE).
std::vector<std::string> operand_choices(const CommandLine& cl, const CLI::App& command) {
  for (const CLI::Option* o : command.get_options())
    if (o->get_positional()) {
      auto c = cl.choices.find(o->get_name());
      return c == cl.choices.end() ? std::vector<std::string>{} : c->second;
    }
  return {};
}

std::string replace_all(std::string text, std::string_view what, const std::string& with) {
  for (std::size_t at = text.find(what); at != std::string::npos;
       at = text.find(what, at + with.size()))
    text.replace(at, what.size(), with);
  return text;
}

// --- completions -------------------------------------------------------------

std::string words(const std::vector<OptionView>& options) {
  std::vector<std::string> names;
  for (const auto& v : options) {
    if (!v.short_name.empty()) names.push_back(v.short_name);
    names.push_back(v.equals ? v.long_name + "=" : v.long_name);
  }
  return fmt::format("{}", fmt::join(names, " "));
}

std::string bash(const CommandLine& cl) {
  const auto global = options_of(cl, cl.app);
  std::vector<std::string> names;
  for (const CLI::App* c : cl.app.get_subcommands({})) names.push_back(c->get_name());
  std::string out =
      "# bash completion for claimcheck (generated from its command-line definition)\n"
      "_claimcheck() {\n"
      "  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}\n"
      "  local option=$prev after_equals=''\n"
      "  # `--format=j`: bash splits at '='\n"
      "  if [[ $cur == = ]]; then cur=''; option=$prev; after_equals=1\n"
      "  elif [[ $prev == = ]]; then option=${COMP_WORDS[COMP_CWORD-2]}; after_equals=1; fi\n";
  out += fmt::format("  local commands=\"{}\"\n", fmt::join(names, " "));
  out += fmt::format("  local global=\"--help {}\"\n", words(global));
  out += "  local command='' i\n"
         "  for ((i = 1; i < COMP_CWORD; i++)); do\n"
         "    case ${COMP_WORDS[i]} in\n";
  out += fmt::format("      {}) command=${{COMP_WORDS[i]}}; break ;;\n", fmt::join(names, "|"));
  out += "    esac\n"
         "  done\n"
         "  case $option in\n";
  std::vector<OptionView> all = global;
  for (const CLI::App* c : cl.app.get_subcommands({})) {
    auto own = options_of(cl, *c);
    all.insert(all.end(), own.begin(), own.end());
  }
  std::vector<std::string> done;
  for (const auto& v : all) {
    if (v.flag && !v.equals) continue;
    if (std::find(done.begin(), done.end(), v.long_name) != done.end()) continue;
    done.push_back(v.long_name);
    const std::string pattern =
        v.short_name.empty() ? v.long_name : v.short_name + "|" + v.long_name;
    if (v.equals)  // its value only after '=': `--explain all` would make `all` a FILE
      out += fmt::format(
          "    {}) if [[ -n $after_equals ]]; then\n"
          "        COMPREPLY=($(compgen -W \"{}\" -- \"$cur\")); return\n"
          "      fi ;;\n",
          pattern, fmt::join(v.choices, " "));
    else if (!v.choices.empty())
      out += fmt::format(
          "    {}) COMPREPLY=($(compgen -W \"{}\" -- \"$cur\")); return ;;\n", pattern,
          fmt::join(v.choices, " "));
    else if (v.file)
      out += fmt::format("    {}) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n", pattern);
    else
      out += fmt::format("    {}) return ;;\n", pattern);
  }
  out += "  esac\n"
         "  if [[ -z $command ]]; then\n"
         "    if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W \"$global\" -- \"$cur\"));\n"
         "    else COMPREPLY=($(compgen -W \"$commands\" -- \"$cur\")); fi\n"
         "    return\n"
         "  fi\n"
         "  local own=''\n"
         "  case $command in\n";
  for (const CLI::App* c : cl.app.get_subcommands({}))
    out += fmt::format("    {}) own=\"--help {}\" ;;\n", c->get_name(), words(options_of(cl, *c)));
  out += "  esac\n";
  for (const CLI::App* c : cl.app.get_subcommands({}))
    if (const auto values = operand_choices(cl, *c); !values.empty())
      out += fmt::format(
          "  if [[ $command == {} && $prev == {} ]]; then\n"
          "    COMPREPLY=($(compgen -W \"{}\" -- \"$cur\")); return\n"
          "  fi\n",
          c->get_name(), c->get_name(), fmt::join(values, " "));
  out += "  if [[ $cur == -* ]]; then\n"
         "    COMPREPLY=($(compgen -W \"$own $global\" -- \"$cur\"))\n"
         "    [[ ${COMPREPLY[0]} == *= ]] && compopt -o nospace\n"
         "  else\n"
         "    COMPREPLY=($(compgen -f -- \"$cur\"))\n"
         "  fi\n"
         "}\n"
         "complete -o filenames -F _claimcheck claimcheck\n";
  return out;
}

/// A description inside zsh's `[...]`, in single quotes.
std::string zsh_text(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == '\'')
      out += "'\\''";
    else if (c == '[' || c == ']' || c == ':' || c == '\\')
      out += std::string("\\") + c;
    else
      out += c;
  }
  return out;
}

std::string zsh_specs(const std::vector<OptionView>& options, std::string_view indent) {
  std::string out;
  for (const auto& v : options) {
    std::string action;
    if (v.equals)  // the value is optional: `--explain` alone is valid
      action = fmt::format("::{}:({})", v.long_name.substr(2), fmt::join(v.choices, " "));
    else if (!v.choices.empty())
      action = fmt::format(":{}:({})", v.long_name.substr(2), fmt::join(v.choices, " "));
    else if (v.file)
      action = ":file:_files";
    else if (!v.flag)
      action = fmt::format(":{}:", value_name(v));
    std::string name = v.long_name;
    if (v.equals) name += "=-";
    // `*`: may be given again; an option with a short name excludes its twin.
    const std::string spec = fmt::format("{}[{}]{}", name, zsh_text(v.description), action);
    if (!v.short_name.empty())
      out += fmt::format("{}'({} {})'{{{},{}}}'[{}]{}'\n", indent, v.short_name, v.long_name,
                         v.short_name, v.long_name, zsh_text(v.description), action);
    else if (v.long_name == "--version")
      out += fmt::format("{}'(- *){}'\n", indent, spec);  // alone
    else if (v.description.find("repeatable") != std::string::npos)
      out += fmt::format("{}'*{}'\n", indent, spec);
    else
      out += fmt::format("{}'{}'\n", indent, spec);
  }
  return out;
}

std::string zsh(const CommandLine& cl) {
  std::string out =
      "#compdef claimcheck\n"
      "# zsh completion for claimcheck (generated from its command-line definition)\n"
      "_claimcheck() {\n"
      "  local -a global commands\n"
      "  global=(\n";
  out += zsh_specs(options_of(cl, cl.app), "    ");
  out += "    '(- *)--help[print the help]'\n"
         "  )\n"
         "  commands=(\n";
  for (const CLI::App* c : cl.app.get_subcommands({}))
    out += fmt::format("    '{}:{}'\n", c->get_name(), zsh_text(c->get_description()));
  out += "  )\n"
         "  local curcontext=$curcontext state line\n"
         "  _arguments -C $global '1:command:->command' '*::argument:->argument'\n"
         "  case $state in\n"
         "    command) _describe -t commands 'claimcheck command' commands ;;\n"
         "    argument)\n"
         "      case $words[1] in\n";
  for (const CLI::App* c : cl.app.get_subcommands({})) {
    out += fmt::format("        {})\n          _arguments $global \\\n", c->get_name());
    std::string specs = zsh_specs(options_of(cl, *c), "            ");
    // Each spec on its own continued line.
    std::string continued;
    for (std::size_t at = 0; at < specs.size();) {
      const std::size_t end = specs.find('\n', at);
      continued += specs.substr(at, end - at) + " \\\n";
      at = end + 1;
    }
    out += continued;
    if (const auto values = operand_choices(cl, *c); !values.empty())
      out += fmt::format("            '1:table:({})' '2:file:_files' && return\n",
                         fmt::join(values, " "));
    else
      out += positional_name(*c).empty() ? "            && return\n"
                                         : "            '*:file:_files' && return\n";
    out += "          ;;\n";
  }
  out += "      esac\n"
         "      ;;\n"
         "  esac\n"
         "}\n"
         "_claimcheck \"$@\"\n";
  return out;
}

/// A description for fish, in single quotes.
std::string fish_text(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == '\'' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

std::string fish_option(const OptionView& v, const std::string& condition) {
  std::string line = "complete -c claimcheck" + condition;
  if (!v.short_name.empty()) line += " -s " + v.short_name.substr(1);
  line += " -l " + v.long_name.substr(2);
  if (v.equals)
    line += fmt::format(" -a '{}'", fmt::join(v.choices, " "));
  else if (!v.choices.empty())
    line += fmt::format(" -x -a '{}'", fmt::join(v.choices, " "));
  else if (v.file)
    line += " -r -F";
  else if (!v.flag)
    line += " -x";
  return line + fmt::format(" -d '{}'\n", fish_text(v.description));
}

std::string fish(const CommandLine& cl) {
  std::string out =
      "# fish completion for claimcheck (generated from its command-line definition)\n"
      "complete -c claimcheck -f\n";
  std::vector<std::string> names;
  for (const CLI::App* c : cl.app.get_subcommands({})) names.push_back(c->get_name());
  for (const CLI::App* c : cl.app.get_subcommands({}))
    out += fmt::format("complete -c claimcheck -n __fish_use_subcommand -a {} -d '{}'\n",
                       c->get_name(), fish_text(c->get_description()));
  out += "complete -c claimcheck -l help -d 'print the help'\n";
  for (const auto& v : options_of(cl, cl.app)) out += fish_option(v, "");
  for (const CLI::App* c : cl.app.get_subcommands({})) {
    const std::string condition = " -n '__fish_seen_subcommand_from " + c->get_name() + "'";
    for (const auto& v : options_of(cl, *c)) out += fish_option(v, condition);
    if (const auto values = operand_choices(cl, *c); !values.empty())
      out += fmt::format("complete -c claimcheck{} -a '{}'\n", condition, fmt::join(values, " "));
    if (!positional_name(*c).empty())
      out += fmt::format("complete -c claimcheck{} -F\n", condition);
  }
  return out;
}

}  // namespace

std::string man_page(const CommandLine& cl, std::string_view page) {
  std::string commands;
  for (const CLI::App* c : cl.app.get_subcommands({})) {
    const std::string operand = positional_name(*c);
    commands += fmt::format(".SS {}{}\n", c->get_name(), operand.empty() ? "" : " " + operand);
    commands += roff(c->get_description()) + ".\n";
    const auto options = options_of(cl, *c);
    if (!options.empty()) commands += man_options(options);
  }
  std::string out(page);
  out = replace_all(out, "@VERSION@", claimcheck_version());
  out = replace_all(out, "@GLOBAL_OPTIONS@", man_options(options_of(cl, cl.app)));
  out = replace_all(out, "@COMMANDS@", commands);
  return out;
}

std::string completion_script(const CommandLine& cl, std::string_view shell) {
  if (shell == "bash") return bash(cl);
  if (shell == "zsh") return zsh(cl);
  if (shell == "fish") return fish(cl);
  return std::string();
}

}  // namespace claimcheck
