" Vim syntax file
" Language: claimcheck rules (.rules)
" The word lists are checked against grammar/rules_grammar.hpp and the
" function table by claimcheck's tests (tests/editors_test.cpp).
if exists("b:current_syntax")
  finish
endif
let s:cpo_save = &cpo
set cpo&vim

" The keywords of grammar/rules_grammar.hpp (kw<...>).
syn keyword rulesKeyword rule end for needs unless define key informational cite let show
syn keyword rulesKeyword default when and or not if then else within of over hardware as
syn keyword rulesVerdict ok note warning subsidised implausible impossible
syn keyword rulesScale thousand million billion trillion
" function_table() in src/rules/functions.cpp.
syn keyword rulesFunction min max lo hi ceil pow present

syn match rulesNamespace "\<\(assume\|claim\|model\|hardware\)\.\h\w*"
syn match rulesNumber "\<\d[0-9,]*\(\.\d\+\)\=\([eE][+-]\=\d\+\)\=%\="
syn region rulesMessage start=+"+ skip=+\\\\\|\\"+ end=+"+ end=+$+ contains=rulesHole,rulesEscape oneline
syn match rulesHole "{[^}"]*}" contained
syn match rulesEscape +\\[\\"{}]+ contained
syn match rulesComment "#.*$"

hi def link rulesKeyword Keyword
hi def link rulesVerdict Constant
hi def link rulesScale Number
hi def link rulesFunction Function
hi def link rulesNamespace Identifier
hi def link rulesNumber Number
hi def link rulesMessage String
hi def link rulesHole Special
hi def link rulesEscape SpecialChar
hi def link rulesComment Comment

let b:current_syntax = "claimcheckrules"
let &cpo = s:cpo_save
unlet s:cpo_save
