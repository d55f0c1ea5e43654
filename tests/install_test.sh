#!/usr/bin/env bash
# `cmake --install` into an empty prefix gives a working claimcheck: the
# binary checks an installed example; the man page and the completions are
# where each tool looks, and list every command and option that --help lists.
# Usage: tests/install_test.sh BUILD_DIR
set -euo pipefail
build=$1
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
fail() { echo "install test: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$prefix" > /dev/null
bin=$prefix/bin/claimcheck
man=$prefix/share/man/man1/claimcheck.1
bash_completion=$prefix/share/bash-completion/completions/claimcheck
zsh_completion=$prefix/share/zsh/vendor-completions/_claimcheck
fish_completion=$prefix/share/fish/vendor_completions.d/claimcheck.fish
for f in "$bin" "$man" "$bash_completion" "$zsh_completion" "$fish_completion" \
         "$prefix/share/claimcheck/hardware.toml" "$prefix/share/claimcheck/training.rules" \
         "$prefix/share/doc/claimcheck/README.md" \
         "$prefix/share/doc/claimcheck/examples/energy/per-query.claims"; do
  [ -f "$f" ] || fail "missing $f"
done

# The installed binary, on an installed example, from another directory.
status=0
(cd "$prefix" && "$bin" check share/doc/claimcheck/examples/energy/per-query.claims > out.txt) || status=$?
[ "$status" -le 1 ] || fail "check on an installed example exited $status"
grep -q "per-query.claims" "$prefix/out.txt" || fail "check wrote no findings"
# (Output is captured before grep reads it: with pipefail, a grep -q that
# stops early would fail the pipeline when the writer meets a closed pipe.)
version=$("$bin" --version)
grep -Eq '^claimcheck [0-9]+\.[0-9]+\.[0-9]+; tables as of: .*hardware.toml [0-9]{4}-[0-9]{2}' <<< "$version" ||
  fail "--version lacks the version or the tables' dates: $("$bin" --version)"

# Every command and option of --help, in the man page and each completion.
commands=$("$bin" --help | awk '/^Subcommands:/ { on = 1; next } on && NF { print $1 }')
[ -n "$commands" ] || fail "no commands in --help"
options() { "$@" --help | grep -Eo '^  (-[a-z], ?)?--[a-z-]+' | grep -Eo -- '--[a-z-]+' | grep -v -- '--help' || true; }
all_options=$(options "$bin")
for c in $commands; do all_options+=$'\n'$(options "$bin" "$c"); done
all_options=$(sort -u <<< "$all_options")
man_text=$(sed 's/\\-/-/g' "$man")
for c in $commands; do
  grep -q "^\.SS $c\b" "$man" || fail "the man page lacks the command $c"
  for f in "$bash_completion" "$zsh_completion" "$fish_completion"; do
    grep -qw -- "$c" "$f" || fail "$(basename "$f") lacks the command $c"
  done
done
for o in $all_options; do
  grep -q -- "$o" <<< "$man_text" || fail "the man page lacks $o"
  grep -q -- "$o" "$bash_completion" || fail "the bash completion lacks $o"
  grep -q -- "$o" "$zsh_completion" || fail "the zsh completion lacks $o"
  grep -q -- "-l ${o#--}\b" "$fish_completion" || fail "the fish completion lacks $o"
done
for value in text json sarif markdown html; do
  grep -q "$value" "$bash_completion" || fail "the bash completion lacks --format $value"
done

# The man page renders without a warning, where man is installed.
if command -v man > /dev/null; then
  warnings=$(MANWIDTH=80 man --warnings -l "$man" 2>&1 > /dev/null || true)
  [ -z "$warnings" ] || fail "man warns: $warnings"
fi

# The bash completion completes commands, options and --format's values.
complete_words() {  # complete_words WORD... : what completing the last word offers
  bash -c '
    source "$0"
    COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=()
    _claimcheck
    printf "%s\n" "${COMPREPLY[@]}"' "$bash_completion" "$@"
}
grep -qx check <<< "$(complete_words claimcheck ch)" || fail "bash: 'ch' does not complete to check"
grep -qx json <<< "$(complete_words claimcheck --format j)" || fail "bash: '--format j' does not complete to json"
grep -qx -- --keep-going <<< "$(complete_words claimcheck check --ke)" ||
  fail "bash: 'check --ke' does not complete to --keep-going"
grep -qx never <<< "$(complete_words claimcheck --color n)" || fail "bash: '--color n' does not complete to never"
# --explain takes its value only after '=': `--explain=` offers readable and
# all (bash splits the word at '='), `--explain ` a file, never a value.
grep -qx all <<< "$(complete_words claimcheck check --explain = "")" || fail "bash: '--explain=' does not offer all"
! grep -qx all <<< "$(complete_words claimcheck check --explain "")" || fail "bash: '--explain ' offers a value"

# The zsh and fish scripts parse, where the shells are installed.
if command -v zsh > /dev/null; then zsh -n "$zsh_completion" || fail "zsh cannot parse _claimcheck"; fi
if command -v fish > /dev/null; then
  fish --no-execute "$fish_completion" || fail "fish cannot parse claimcheck.fish"
  offered=$(fish -c "source $fish_completion; complete -C 'claimcheck --format '")
  grep -q '^json' <<< "$offered" || fail "fish: --format does not offer json"
fi
echo "install test: ok ($(wc -w <<< "$all_options") options, $(wc -w <<< "$commands") commands)"
