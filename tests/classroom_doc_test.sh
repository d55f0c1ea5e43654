#!/usr/bin/env bash
# docs/classroom.md is run as written: every `$ ` line of its ```console
# blocks is run from the project's root, with `claimcheck` this build, and
# what it prints must be the lines that follow it in the block.
# Usage: tests/classroom_doc_test.sh CLAIMCHECK SOURCE_DIR [DOC]
set -uo pipefail
bin=$(realpath "$1")
root=$(realpath "$2")
doc=${3:-$root/docs/classroom.md}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
mkdir "$dir/bin"
ln -s "$bin" "$dir/bin/claimcheck"
commands=0 failures=0
# run CMD EXPECTED-FILE: the command's standard output against the expected lines
run() {
  local cmd=$1 expected=$2
  commands=$((commands + 1))
  (cd "$root" && PATH="$dir/bin:$PATH" bash -c "$cmd") > "$dir/got" 2> "$dir/err"
  if ! diff -u "$expected" "$dir/got" > "$dir/diff"; then
    failures=$((failures + 1))
    echo "FAIL: $cmd"
    head -40 "$dir/diff"
  fi
}
in_block=0 cmd=""
: > "$dir/expected"
while IFS= read -r line || [ -n "$line" ]; do
  if [ $in_block -eq 0 ]; then
    [ "$line" = '```console' ] && in_block=1
    continue
  fi
  if [ "$line" = '```' ] || [ "${line:0:2}" = '$ ' ]; then
    [ -n "$cmd" ] && run "$cmd" "$dir/expected"
    cmd="" && : > "$dir/expected"
    if [ "$line" = '```' ]; then in_block=0; else cmd=${line:2}; fi
    continue
  fi
  printf '%s\n' "$line" >> "$dir/expected"
done < "$doc"
if [ $commands -eq 0 ]; then
  echo "no commands found in $doc"
  exit 1
fi
echo "$commands commands of $(basename "$doc") run, $failures differ"
[ $failures -eq 0 ]
