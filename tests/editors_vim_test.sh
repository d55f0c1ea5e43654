#!/usr/bin/env bash
# The vim files load in `vim -es`: a .claims and a claimcheck .rules file get
# their filetypes (and a .rules file that defines no rule keeps vim's own),
# and known words get their syntax groups. Skipped (77) without vim.
# Usage: tests/editors_vim_test.sh SOURCE_DIR
set -euo pipefail
command -v vim > /dev/null || { echo "no vim"; exit 77; }
cd "$1"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/sample.claims" <<'CLAIMS'
# a comment
model "Sample": 70B params, 2T tokens, 1.7M A100-hours, source "a paper"
    expect implausible implied-mfu
CLAIMS
printf 'SUBSYSTEM=="usb", MODE="0666"\n' > "$work/udev.rules"
cat > "$work/check.vim" <<VIM
set rtp^=$PWD/editors/vim
filetype on
syntax on
function! Group(line, col)
  return synIDattr(synID(a:line, a:col, 1), 'name')
endfunction
let out = []
edit $work/sample.claims
call add(out, 'filetype ' . &filetype)
call add(out, 'comment ' . Group(1, 3))
call add(out, 'kind ' . Group(2, 1))
call add(out, 'string ' . Group(2, 8))
call add(out, 'number ' . Group(2, 17))
call add(out, 'unit ' . Group(2, 21))
call add(out, 'keyword ' . Group(2, 57))
call add(out, 'expect ' . Group(3, 5))
call add(out, 'verdict ' . Group(3, 12))
edit $PWD/rules/training.rules
call add(out, 'rules-filetype ' . &filetype)
call search('^rule')
call add(out, 'rules-keyword ' . Group(line('.'), 1))
edit $work/udev.rules
call add(out, 'udev-filetype ' . &filetype)
call writefile(out, '$work/out.txt')
qall!
VIM
vim -Nu NONE -i NONE -es -S "$work/check.vim" || true
expected='filetype claims
comment claimsComment
kind claimsKind
string claimsString
number claimsNumber
unit claimsUnit
keyword claimsKeyword
expect claimsExpect
verdict claimsVerdict
rules-filetype claimcheckrules
rules-keyword rulesKeyword'
got=$(grep -v '^udev-filetype' "$work/out.txt" 2> /dev/null || true)
if [ "$got" != "$expected" ]; then
  echo "vim test: expected"; echo "$expected"; echo "got"; echo "$got"; exit 1
fi
grep -q '^udev-filetype ' "$work/out.txt"
! grep -q '^udev-filetype claimcheckrules' "$work/out.txt" || { echo "a udev .rules file read as claimcheck's"; exit 1; }
echo "vim test: ok"
